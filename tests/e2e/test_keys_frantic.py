#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Frantic played with the keyboard alone: a player named and an agreed
# points limit applied with Enter, the Time Bomb revealed with B, N after
# each turn until it goes off, R for the round's dialog where every
# player's points are typed (one hand counted with the calculator),
# Ctrl+Enter to save it, and the score sheet showing the round, doubled.
# Never a click: Tab, Enter, the arrows and the keys of the page
# (tests/e2e/tablee_keys.py). After every action exactly one widget has the
# focus, or the focus is in the text field typed into.
#
# Usage: test_keys_frantic.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Tap, check, find_all, key, labels, node_name, page, press, rawinput,
    registered_pages, role_name, wait_for,
)
from tablee_keys import check_focus, focus_is, in_field, tab_to  # noqa: E402

SOURCE_DIR = sys.argv[2]

DECK = re.compile(r'^\d+ events in the deck, (\d+) \w+$')


def type_before(root, name, text):
    """Types text into the field just before the control named name: Tab
    to that control (through other fields), Shift+Tab back into the field
    (tablee_keys.in_field())."""
    tab_to(root, lambda n: node_name(n) == name, name, fields=True)
    key('<Shift>Tab')
    in_field(root, f'Shift+Tab from {name}')
    key('<Control>a')
    rawinput.typeText(text)


def test_round(session):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    # A seed whose first event is the Time Bomb: N has turns to count.
    session.env['TABLEE_SEED'] = '20260518'
    app = session.start('--game=frantic')
    window = app.window()
    root = page(window, types['frantic'])
    check_focus(window, 'the start on Frantic')

    # The players' tab: Ana typed as the next player's name takes the first
    # seat still unnamed, with Enter.
    tab_to(window, lambda n: role_name(n) == 'page tab' and node_name(n) == 'Players', 'the Players tab')
    press('Return')
    check_focus(window, 'Enter on the Players tab')
    type_before(window, 'Edit', 'Ana')
    press('Return')
    in_field(window, 'Enter on Ana (the field empty for the next name)')

    # An agreed limit: the Points limit list opened with Enter, Agreed limit
    # chosen with the arrows, 200 typed and applied with Enter.
    tab_to(window, lambda n: node_name(n).startswith('Points limit'), 'Points limit', fields=True)
    press('Return')
    for _ in range(6):
        now = check_focus(window, 'the list of limits')
        if node_name(now) == 'Agreed limit' or 'Agreed limit' in labels(now):
            break
        press('Down')
    press('Return')
    check_focus(window, 'Enter on Agreed limit')
    key('Tab')
    in_field(window, 'Tab from the list of limits')
    key('<Control>a')
    rawinput.typeText('200')
    press('Return')
    in_field(window, 'Enter on the agreed limit')

    # An event, with B: the Time Bomb, its bar counting the turns.
    tab_to(window, lambda n: role_name(n) == 'page tab' and node_name(n) == 'Events', 'the Events tab',
           fields=True)
    press('Return')
    check_focus(window, 'Enter on the Events tab')
    press('b')
    check_focus(window, 'B')

    def drawn():
        found = {DECK.match(node_name(n)) and 'deck' or 'bomb': n
                 for n in find_all(root, 'label', re.compile(r'events in the deck, |^Time Bomb: \d+ turns'))}
        return len(found) == 2 and DECK.match(node_name(found['deck'])).group(1) != '0' and found

    bomb = wait_for(drawn, what='B to reveal the Time Bomb')['bomb']
    turns = int(node_name(bomb).split()[2])
    # N after each player's turn, until the bomb goes off: nobody went out
    # in time, the round is over.
    for left in range(turns - 1, -1, -1):
        press('n')
        check_focus(window, f'N ({left} turns left)')
        if left:
            wait_for(lambda: node_name(bomb).startswith(f'Time Bomb: {left} turn'),
                     what=f'N to leave {left} turns (shows {node_name(bomb)!r})')
    wait_for(lambda: node_name(bomb).startswith('Time Bomb: 0 turns left'),
             what=f'the last N to set the bomb off (shows {node_name(bomb)!r})')

    # R: the round's dialog; Escape closes it, the focus back in the window.
    press('r')
    app.window('Round 1')
    press('Escape')
    app.wait_window_gone('Round 1')
    check_focus(window, 'Escape in the round’s dialog')

    # R again, and every player's points typed in it.
    press('r')
    dialog = app.window('Round 1')
    check_focus(dialog, 'R (the round’s dialog)')
    # The menu button and the toggle inside it both answer to the name.
    players = list(dict.fromkeys(node_name(n)[len('Count the cards of '):] for n in
                                 find_all(dialog, 'push button', re.compile(r'^Count the cards of '))))
    check(players[0] == 'Ana' and len(players) >= 2, f'the dialog counts the cards of {players}')
    points = {player: str(9 * i + 4) for i, player in enumerate(players)}
    for player in players[1:]:
        type_before(dialog, f'Count the cards of {player}', points[player])

    # Ana's hand with the calculator: two Fives, a Seven, one Five taken
    # back (its chip is rebuilt under the focus), then Use These Points,
    # just before the chips.
    tab_to(dialog, lambda n: node_name(n) == 'Count the cards of Ana', 'Ana’s calculator',
           backwards=True, fields=True)
    press('Return')
    for card, times in (('Five (5 points)', 2), ('Seven (7 points)', 1)):
        tab_to(dialog, lambda n: node_name(n) == card, card)
        for _ in range(times):
            press('Return')
            check_focus(dialog, card)
    tab_to(dialog, lambda n: node_name(n).startswith('5, 2 cards'), 'the chip of the Fives',
           backwards=True)
    press('Return')
    focus_is(dialog, lambda n: node_name(n).startswith('5, 1 card'),
             'the focus on the chip of the Five left')
    tab_to(dialog, lambda n: node_name(n).endswith('Use These Points'), 'Use These Points',
           backwards=True)
    press('Return')
    focus_is(dialog, lambda n: node_name(n) == 'Count the cards of Ana', 'the focus back on the calculator')
    points['Ana'] = '12'

    # Ctrl+Enter saves; the focus is back in the window.
    key('<Control>Return')
    app.wait_window_gone('Round 1')
    check_focus(window, 'Ctrl+Enter (the round saved)')

    # The sheet's totals and its limit: the Time Bomb went off with nobody
    # out in time, the round's points count double.
    def sheet():
        shown = labels(root)
        return 'Total' in shown and shown

    shown = wait_for(sheet, what='the score sheet')
    totals = shown[shown.index('Total') + 1:][:len(players)]
    check(totals == [str(2 * int(points[p])) for p in players],
          f'the sheet shows {totals} for {points}, doubled by the Time Bomb')
    summary = [t for t in shown if t.startswith('Points limit: ')]
    check(summary and summary[0].startswith('Points limit: 200 '),
          f'the sheet’s limit is not the agreed one: {summary}')


def main():
    tap = Tap()
    tap.run('Frantic: a whole round with the keyboard alone', test_round)
    tap.finish()


if __name__ == '__main__':
    main()
