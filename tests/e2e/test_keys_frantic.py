#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Frantic played with the keyboard alone: a player named and an agreed
# points limit applied with Enter, an event revealed with B, N for the next
# turn, R for the round's dialog where every player's points are typed (one
# hand counted with the calculator), Ctrl+Enter to save it, and the score
# sheet showing the round. Never a click: Tab, Enter, the arrows and the
# keys of the page (tests/e2e/tablee_keys.py). After every action exactly
# one widget has the focus, or the focus is in the text field typed into.
#
# Usage: test_keys_frantic.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Tap, check, find, find_all, key, labels, node_name, page, press, rawinput,
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


def field_text(field):
    text = field.queryText()
    return text.getText(0, text.characterCount)


def test_round(session):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
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
    limit = find(root, 'text', 'Agreed limit')
    key('Tab')
    in_field(window, 'Tab from the list of limits')
    key('<Control>a')
    rawinput.typeText('200')
    press('Return')
    in_field(window, 'Enter on the agreed limit')
    check(field_text(limit) == '200', f'the agreed limit shows {field_text(limit)!r}')

    # An event, with B: the page shows it, the deck counts it.
    tab_to(window, lambda n: role_name(n) == 'page tab' and node_name(n) == 'Events', 'the Events tab',
           fields=True)
    press('Return')
    deck = find(root, 'label', DECK)
    check(DECK.match(node_name(deck)).group(1) == '0', f'a new game shows {node_name(deck)}')
    press('b')
    check_focus(window, 'B')
    wait_for(lambda: DECK.match(node_name(deck)).group(1) != '0', what='B to reveal an event')
    # N: the next turn (it counts down a Time Bomb; nothing else).
    shown = node_name(deck)
    press('n')
    check_focus(window, 'N')
    check(node_name(deck) == shown, f'N changed the deck: {node_name(deck)}')

    # R: the round's dialog, every player's points typed in it.
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
    ana = find(dialog, 'text', re.compile(r'^Ana'))
    wait_for(lambda: field_text(ana) == '12', what=f'the calculator to give Ana 12 (shows {field_text(ana)!r})')
    points['Ana'] = '12'

    # Ctrl+Enter saves; the focus is back in the window, the sheet shows the
    # round.
    key('<Control>Return')
    app.wait_window_gone('Round 1')
    check_focus(window, 'Ctrl+Enter (the round saved)')
    sheet = find(root, 'panel', 'Score sheet')

    def totals():
        cells = [node_name(n) for n in find_all(sheet, 'label')]
        if 'Total' not in cells:
            return None
        return cells[cells.index('Total') + 1:][:len(players)]

    shown = wait_for(totals, what='the totals of the score sheet')
    check(shown == [points[p] for p in players], f'the sheet shows {shown} for {points}')
    summary = [t for t in labels(root) if t.startswith('Points limit: ')]
    check(summary and summary[0].startswith('Points limit: 200 '),
          f'the sheet’s limit is not the agreed one: {summary}')


def main():
    tap = Tap()
    tap.run('Frantic: a whole round with the keyboard alone', test_round, timeout=60)
    tap.finish()


if __name__ == '__main__':
    main()
