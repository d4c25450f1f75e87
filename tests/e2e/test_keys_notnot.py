#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Not Not played with the keyboard alone: the players set, a roll, the card
# chosen and who tapped it, the verdict, the score counted, undo and redo,
# the rules opened and left, the next roll. Never a click: Tab, Enter and
# the keys of the page (tests/e2e/tablee_keys.py). After every action
# exactly one widget has the focus, and what shows is checked through the
# names and texts the accessibility bus gives.
#
# Usage: test_keys_notnot.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Failure, Tap, check, children, content_title, find, find_all, key, node_name, page,
    press, rawinput, registered_pages, role_name, wait_for,
)
from tablee_keys import check_focus, focus_is, in_field, tab_to  # noqa: E402

SOURCE_DIR = sys.argv[2]

TURN_OPEN = 'Tap! Then click the card each player tapped, or reveal the answer.'
TURN_CLOSED = 'Roll the dice to start the turn.'
# The cards of the cross, with their keys on the number pad's layout.
SPOTS = [('Top', '8'), ('Right', '6'), ('Bottom', '2'), ('Left', '4')]


def named(node, name):
    """Whether node, or the widget it sits in (the toggle inside a menu
    button), has this name."""
    try:
        return node_name(node) == name or node_name(node.parent) == name
    except Exception:  # noqa: BLE001
        return False


def dice(root):
    return [node_name(n) for n in find_all(root, 'image', re.compile(r' die: '))]


def score_label(root, player):
    """The label of the number of cards a player has won, on their card in
    the scores."""
    scores = find(root, None, 'Scores')
    for card in children(scores):
        shown = find_all(card, 'label')
        if player in [node_name(n) for n in shown]:
            return next(n for n in shown if node_name(n).isdigit())
    raise Failure(f'no score for {player}: {[node_name(n) for n in find_all(scores, "label")]}')


def test_round(session):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    app = session.start('--game=notnot')
    window = app.window()
    root = page(window, types['notnot'])
    check_focus(window, 'the start on Not Not')

    # The players: the Players button's popover opens on the first name,
    # selected; Ana replaces it, Enter applies, Escape goes back.
    tab_to(window, lambda n: named(n, 'Players'), 'the Players button')
    press('Return')
    in_field(window, 'the Players button opened')
    key('<Control>a')
    rawinput.typeText('Ana')
    press('Return')
    score = wait_for(lambda: score_label(root, 'Ana'), what='Ana to take seat 1')
    in_field(window, 'Enter on a new name (the next name)')
    press('Escape')
    focus_is(window, lambda n: named(n, 'Players'), 'the focus back on the Players button')
    check(node_name(score) == '0', f'Ana starts with {node_name(score)} cards')

    # A roll, with R: the dice land, the turn opens.
    press('r')
    check_focus(window, 'R')
    explanation = find(root, 'label', TURN_OPEN)
    check(not any('not rolled' in d for d in dice(root)), f'the dice show {dice(root)}')
    cards = {node_name(n).split(' card: ')[0]: n
             for n in find_all(root, 'push button', re.compile(r'^\w+ card: '))}
    slots = [cards[s] for s, _ in SPOTS]

    # The card chosen and who tapped it: 8 for the top card asks who, with
    # the focus on the first player; 1 answers Ana.
    press('8')
    focus_is(window, lambda n: node_name(n) == 'Ana', 'the question “Who tapped the top card?”')
    press('1')
    focus_is(window, lambda n: n == slots[0], 'the focus back on the top card after 1')
    wait_for(lambda: 'Ana' in [node_name(n) for n in find_all(slots[0], 'label')],
             what='Ana on the top card')

    # The verdict, with V: each card says whether it may be tapped.
    press('v')
    check_focus(window, 'V')
    verdicts = wait_for(lambda: all(', may' in node_name(n) for n in slots) and
                        [node_name(n) for n in slots], what='the verdict on each card')
    check(node_name(explanation) != TURN_OPEN, 'V left the verdict unsaid')
    # Ana's tap goes to a card that may be tapped, when there is one: the
    # same keys move it.
    valid = [k for (_, k), v in zip(SPOTS, verdicts) if v.endswith(', may be tapped')]
    if valid and not verdicts[0].endswith(', may be tapped'):
        press(valid[0])
        focus_is(window, lambda n: node_name(n) == 'Ana', 'the question “Who tapped…?”')
        press('1')
        focus_is(window, lambda n: n in slots, 'the focus back on a card after 1')
    expected = str(1 if valid else 0)

    # The score, counted by Score the Taps (Shift+Tab from the cards, then
    # Space). The button disables itself: the focus goes on to Roll.
    tab_to(window, lambda n: node_name(n) == 'Score the Taps', 'Score the Taps', backwards=True)
    press('space')
    focus_is(window, lambda n: node_name(n) == 'Roll', 'the focus on Roll after Score the Taps')
    wait_for(lambda: node_name(explanation) == TURN_CLOSED, what='the turn to be scored')
    wait_for(lambda: node_name(score) == expected,
             what=f'Ana to have {expected} card(s) after {verdicts} (she has {node_name(score)})')

    # Undo and redo with the keys: the turn opens again, with its verdict.
    key('<Control>z')
    check_focus(window, 'Ctrl+Z')
    wait_for(lambda: node_name(explanation) not in ('', TURN_CLOSED, TURN_OPEN),
             what='Ctrl+Z to open the turn again, its verdict showing')
    wait_for(lambda: node_name(score) == '0', what='Ctrl+Z to take Ana’s card back')
    key('<Control><Shift>z')
    check_focus(window, 'Ctrl+Shift+Z')
    wait_for(lambda: node_name(explanation) == TURN_CLOSED, what='Ctrl+Shift+Z to score the turn again')
    wait_for(lambda: node_name(score) == expected, what='Ctrl+Shift+Z to give Ana her card')

    # The rules, with F1; back to the game by the sidebar, with the arrows.
    press('F1')
    check_focus(window, 'F1')
    wait_for(lambda: content_title(window) == 'Rules', what='F1 to open the rules')
    row = tab_to(window, lambda n: role_name(n) == 'list item', 'the sidebar', backwards=True)
    for _ in range(8):
        if node_name(row) == 'Not Not':
            break
        press('Up')
        row = check_focus(window, 'Up in the sidebar')
    press('Return')
    check_focus(window, 'Enter on Not Not in the sidebar')
    wait_for(lambda: content_title(window) == 'Not Not', what='Enter to go back to Not Not')

    # The next roll: R works again, once back, and scores nothing yet.
    press('r')
    check_focus(window, 'R (the next roll)')
    wait_for(lambda: node_name(explanation) == TURN_OPEN, what='R to open the next turn')
    check(node_name(score) == expected, f'the next roll changed Ana’s score to {node_name(score)}')


def main():
    tap = Tap()
    tap.run('Not Not: a whole round with the keyboard alone', test_round)
    tap.finish()


if __name__ == '__main__':
    main()
