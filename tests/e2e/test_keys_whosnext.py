#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Who's Next? played with the keyboard alone: a round started with the
# arrows, cards told by their number keys and Space, a pause and its end
# (P), a mistake made by two players at once ticked by their number keys,
# a mistake Tablée saw and the table reports, a whole clean round to its
# last card, the level on offer taken, a Whootchi side (W, Shift+1), Undo
# and Redo (Ctrl+Z, Ctrl+Shift+Z), and the trainer. Never a click: after
# every key, exactly one widget has the focus, and the page says what
# happened.
#
# Usage: test_keys_whosnext.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Tap, check, describe, find, find_all, key, node_name, page, press, real_name, registered_pages,
    wait_for,
)
from tablee_keys import act, check_focus, named, tab_to  # noqa: E402

SOURCE_DIR = sys.argv[2]

SEAT = re.compile(r'^Player \d, Wrong notes')


class Table:
    """What the page shows, read from widgets found once: the seats
    (“Player 2, Wrong notes: 0, Whoot, next to play”), the title of the
    status (“Player 2 is next”) and the caption under the seconds."""

    def __init__(self, root):
        self.root = root
        self.seats = find_all(root, 'push button', SEAT)
        check(len(self.seats) == 3, f'a new game seats three players: {self.names()}')
        self.status = find(root, 'label', 'Player 1 starts')
        self.caption = find(root, 'label', 'Space to start')

    def names(self):
        return [node_name(n) for n in self.seats]

    def seat(self, number):
        return node_name(self.seats[number - 1])

    def wait_status(self, text, what=None):
        wait_for(lambda: node_name(self.status) == text,
                 what=f'{what or text!r} (the page says {node_name(self.status)!r})')

    def wait_caption(self, text):
        wait_for(lambda: node_name(self.caption) == text,
                 what=f'{text!r} under the seconds (it says {node_name(self.caption)!r})')

    def wait_seat(self, number, start, what):
        wait_for(lambda: self.seat(number).startswith(start),
                 what=f'{what} ({self.names()})')

    def label_matches(self, pattern):
        return any(re.search(pattern, node_name(n)) for n in find_all(self.root, 'label'))


def act_paused(window, table, combo, after, press_key=False):
    """A key that sets the countdown going, then P at once: while it runs,
    the page redraws its ring every frame and answers the accessibility
    bus slowly, so the focus is looked for with the countdown held."""
    if press_key:
        press(combo)
    else:
        key(combo)
    key('p')
    table.wait_caption('Paused · Space')
    return check_focus(window, after)


def is_named(node, name):
    return real_name(node) == name


def test_round(session):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    app = session.start('--game=whosnext')
    window = app.window()
    table = Table(page(window, types['whosnext']))
    check_focus(window, 'the page opening')

    # Player 1 points clockwise (→): Player 2 is next.
    # (P pauses the countdown: it is the chess clock's button.)
    act_paused(window, table, 'Right', '→ started the round, and P')
    table.wait_status('Player 2 is next')
    check(table.seat(2).endswith('next to play'), f'the table: {table.names()}')

    # The pause ends with P, and holds again with P.
    key('p')
    table.wait_caption('Player 2')
    key('p')
    table.wait_caption('Paused · Space')
    check_focus(window, 'P let the countdown go on, and P again')
    key('p')
    table.wait_caption('Player 2')

    # Player 2 plays a Whoot (1): Player 3 is next; Player 3 a Double
    # Whoot (2): two seats further, Player 2; Space tells the same card
    # again, for Player 2: Player 1 is next.
    act_paused(window, table, '1', 'key 1 (a Whoot)', press_key=True)
    table.wait_status('Player 3 is next')
    table.wait_seat(2, 'Player 2, Wrong notes: 0, Whoot', 'Player 2’s Whoot on the table')
    act_paused(window, table, '2', 'key 2 (a Double Whoot)', press_key=True)
    table.wait_status('Player 2 is next')
    # Space on a held countdown lets it go on; on a running one, it tells
    # the card again.
    press('space')
    table.wait_caption('Player 2')
    act_paused(window, table, 'space', 'Space let the countdown go on, and Space again',
               press_key=True)
    table.wait_status('Player 1 is next')
    table.wait_seat(2, 'Player 2, Wrong notes: 0, Double Whoot', 'Space told Player 2’s Double Whoot')

    # Two players slip at the same moment: the popover of the mistakes,
    # opened with Enter; their number keys tick them, Tab and Enter give
    # the wrong notes.
    tab_to(window, named(r'^Mistakes at the same time$'), 'Mistakes at the same time')
    act(window, 'Return', 'Enter opened the mistakes popover')
    wait_for(lambda: find_all(window, 'check box', re.compile(r'^1\b')),
             what='the seats to tick in the popover')
    act(window, '1', 'key 1 ticked Player 1', press_key=True)
    act(window, '3', 'key 3 ticked Player 3', press_key=True)
    tab_to(window, named(r'^Give the Wrong Notes$'), 'Give the Wrong Notes')
    act(window, 'Return', 'Enter gave the wrong notes')
    table.wait_seat(1, 'Player 1, Wrong notes: 1', 'a wrong note for Player 1')
    table.wait_seat(3, 'Player 3, Wrong notes: 1', 'a wrong note for Player 3')
    # The last to play a card before them starts the next round.
    table.wait_status('Player 2 starts')

    # Undo takes the wrong notes back (and gives Player 1 a fresh
    # countdown); Redo gives them again.
    act_paused(window, table, '<Control>z', 'Ctrl+Z')
    table.wait_seat(1, 'Player 1, Wrong notes: 0', 'Undo to take the wrong notes back')
    act(window, '<Control><Shift>z', 'Ctrl+Shift+Z')
    table.wait_seat(3, 'Player 3, Wrong notes: 1', 'Redo to give them again')
    table.wait_status('Player 2 starts')

    # A card out of turn: Player 3's seat chosen with Tab and Enter, then
    # the card's key. Tablée sees the mistake, the page offers its wrong
    # note, and the table gives it with Tab and Enter.
    act_paused(window, table, 'Left', '← started the round anticlockwise')
    table.wait_status('Player 1 is next')
    tab_to(window, named(r'^Player 3, Wrong notes'), 'the seat of Player 3', backwards=True)
    act(window, 'Return', 'Enter chose Player 3')
    act(window, '1', 'key 1 for Player 3, out of turn', press_key=True)
    wait_for(lambda: table.label_matches(r'^Player 3 played out of turn\.$'),
             what='the mistake Tablée saw')
    tab_to(window, named(r'^Wrong Note for Player 3$'), 'Wrong Note for Player 3')
    # The button goes with the mistake: the focus goes on to Clockwise.
    check(is_named(act(window, 'Return', 'Enter gave Player 3 the wrong note'), 'Clockwise'),
          'the focus did not go on to Clockwise')
    table.wait_seat(3, 'Player 3, Wrong notes: 2', 'Player 3’s wrong note')
    table.wait_status('Player 3 starts')

    # A whole round, clean: Player 3 points clockwise (Enter on
    # Clockwise: the focus goes on to the cards), everyone plays a Whoot
    # in turn, and Player 1's eighth card ends the round.
    focus = act_paused(window, table, 'Return', 'Enter on Clockwise')
    check(real_name(focus) in ('Whoot', 'Card Played'),
          f'the focus went to {describe(focus)}, not to the cards')
    for turn in range(21):
        player = turn % 3 + 1
        table.wait_status(f'Player {player} is next')
        act_paused(window, table, '1', f'key 1 for Player {player} (card {turn // 3 + 1})',
                   press_key=True)
    table.wait_status('Player 1 is next')
    # The cards go with the round: the focus goes on to the next round's
    # buttons. The level on offer comes just before, taken with Enter; its
    # button goes with it, and the focus goes on to Clockwise.
    focus = act(window, '1', 'key 1 for Player 1’s last card', press_key=True)
    check(real_name(focus) in ('Anticlockwise', 'Clockwise'),
          f'the focus went to {describe(focus)}, not to the next round')
    table.wait_status('Player 1 starts', 'the round to end with Player 1’s last card')
    wait_for(lambda: table.label_matches(r'Ready for level 1\?$'),
             what='the next level on offer after a clean round')
    tab_to(window, named(r'^Next Level$'), 'Next Level', backwards=True)
    check(is_named(act(window, 'Return', 'Enter took the next level'), 'Clockwise'),
          'the focus did not go on to Clockwise')
    wait_for(lambda: table.label_matches(r'^Level 1:'), what='level 1’s rules')

    # Level 1: a Whootchi side turns round, then counts. Player 1 starts
    # clockwise; Player 2 plays a Whootchi 1 (Shift+1): back to Player 1,
    # who plays one with W, then 1: Player 2 is next.
    act_paused(window, table, 'Right', '→ started the round')
    table.wait_status('Player 2 is next')
    act_paused(window, table, '<Shift>1', 'Shift+1 (a Whootchi side)')
    table.wait_status('Player 1 is next')
    table.wait_seat(2, 'Player 2, Wrong notes: 0, Whootchi', 'Player 2’s Whootchi side')
    act(window, 'w', 'W (the Whootchi side)', press_key=True)
    act_paused(window, table, '1', 'key 1 (a Whootchi side)', press_key=True)
    table.wait_status('Player 2 is next')
    table.wait_seat(1, 'Player 1, Wrong notes: 1, Whootchi', 'Player 1’s Whootchi side')
    act_paused(window, table, '<Control>z', 'Ctrl+Z')
    table.wait_status('Player 1 is next')
    act_paused(window, table, '<Control><Shift>z', 'Ctrl+Shift+Z')
    table.wait_status('Player 2 is next')

    # The trainer, a mode of its own: Tab to it, Enter; Space brings a
    # card, a seat's number key answers.
    tab_to(window, named(r'^Trainer$'), 'Trainer', backwards=True)
    act(window, 'Return', 'Enter chose the trainer')
    table.wait_status('Train alone')
    act_paused(window, table, 'space', 'Space brought a card', press_key=True)
    wait_for(lambda: ' played: ' in node_name(table.status), what='the trainer’s card')
    act(window, '2', 'key 2 answered', press_key=True)
    wait_for(lambda: table.label_matches(r'^(Right, in|No: it was|Too late)'),
             what='the trainer’s verdict')
    tab_to(window, named(r'^Conductor$'), 'Conductor', backwards=True)
    act(window, 'Return', 'Enter chose the conductor')
    table.wait_status('Player 2 is next')
    app.quit()


def main():
    tap = Tap()
    tap.run('Who’s Next?: a whole round and the trainer, with the keyboard alone', test_round,
            timeout=300)
    tap.finish()


if __name__ == '__main__':
    main()
