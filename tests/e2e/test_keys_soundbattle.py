#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# La Guerre des Sons refereed with the keyboard alone: the cards dealt,
# a quality asked, each player's card typed in with its value and Enter,
# the trick's winner told, a battle on a tie, Undo and Redo (Ctrl+Z,
# Ctrl+Shift+Z). Never a click: after every key, exactly one widget has
# the focus, and the page says what happened.
#
# Usage: test_keys_soundbattle.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Tap, check, describe, find_all, key, node_name, page, rawinput, real_name,
    registered_pages, wait_for,
)
from tablee_keys import act, check_focus, named, tab_to  # noqa: E402

SOURCE_DIR = sys.argv[2]


VALUE_ROW = re.compile(r'’s card: ')


def value_text(root):
    """What the value row holds (“Player 2’s card: Volume in dB”), or None
    while it is not shown."""
    for node in find_all(root, 'text', VALUE_ROW):
        try:
            text = node.queryText()
            return text.getText(0, text.characterCount)
        except Exception:  # noqa: BLE001  (the row going away)
            continue
    return None


def lay(window, root, value, who, last=False):
    """Types a card's value and lays it with Enter. GTK 4.8 gives no
    “focused” state to the text inside an entry row (its GtkText is left
    out of the accessibility tree), so check_focus() cannot see the focus
    there: what was typed showing in the value row is what proves the
    focus was on it. After the last card of a trick, the focus is looked
    for again."""
    rawinput.typeText(value)
    wait_for(lambda: value_text(root) == value,
             what=f'{who}’s value typed into the focused row (it holds {value_text(root)!r})')
    key('Return')
    if last:
        return check_focus(window, f'Enter laid {who}’s card, the last of the trick')
    wait_for(lambda: value_text(root) == '', what=f'{who}’s card to be laid')
    return None


def test_match(session):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    app = session.start('--game=soundbattle')
    window = app.window()
    root = page(window, types['soundbattle'])
    check_focus(window, 'the page opening')

    def said(pattern, what):
        return wait_for(lambda: any(re.search(pattern, node_name(n)) for n in find_all(root, 'label')),
                        what=what)

    # The cards dealt: Tab to Deal the Cards (back from the header, past
    # the sidebar), Enter.
    tab_to(window, named(r'^Deal the Cards$'), 'Deal the Cards', backwards=True)
    focus = act(window, 'Return', 'Enter dealt the cards')
    said(r'^Player 1 attacks$', 'Player 1 to attack')
    check(re.search(r'sound\?$', real_name(focus)), f'the focus went to {describe(focus)}, not to the questions')

    # The question focused (the loudest sound): each player's card typed
    # in, Player 3 (on the attacker's right) first, Player 1 (the
    # attacker) last. Player 3's 90 wins the trick.
    key('Return')
    lay(window, root, '90', 'Player 3')
    lay(window, root, '40', 'Player 2')
    focus = lay(window, root, '60', 'Player 1', last=True)
    said(r'^Player 3 wins the trick', 'Player 3 to win the trick')
    said(r'^Player 3 attacks$', 'Player 3 to attack')
    check(re.search(r'sound\?$', real_name(focus)), f'the focus went to {describe(focus)}, not to the questions')

    # The question focused, and a tie: a battle between the two
    # defenders, the same question, another card each; the second one's
    # 60 wins.
    key('Return')
    lay(window, root, '70', 'the first defender')
    lay(window, root, '70', 'the second defender')
    lay(window, root, '50', 'Player 3')
    said(r'^Battle! ', 'the battle')
    lay(window, root, '50', 'the first defender')
    focus = lay(window, root, '60', 'the second defender', last=True)
    said(r' wins the (trick|battle)', 'the battle’s winner')
    check(re.search(r'sound\?$', real_name(focus)), f'the focus went to {describe(focus)}, not to the questions')

    # Undo takes the battle back, Redo plays it again.
    act(window, '<Control>z', 'Ctrl+Z')
    said(r'^Battle! ', 'the battle back after Undo')
    act(window, '<Control><Shift>z', 'Ctrl+Shift+Z')
    said(r'^Player [12] attacks$', 'the battle’s winner to attack again after Redo')

    app.quit()


def main():
    tap = Tap()
    tap.run('La Guerre des Sons: a match refereed with the keyboard alone', test_match,
            timeout=300)
    tap.finish()


if __name__ == '__main__':
    main()
