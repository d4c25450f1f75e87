#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The accessibility audit: every page of the sidebar, the preferences,
# History with games listed, a game's result and Frantic's round dialog
# are walked; any button, toggle (the one inside a drop-down too), switch,
# entry, spin button, combo, slider, list item or window without a real
# accessible name fails, and so does a name said twice. The failure lists
# them all, with their role and where they are.
#
# Usage: test_a11y.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Failure, Tap, activate, children, click, find, find_all, go_to, key, node_name, page,
    registered_pages, role_name, show_page, wait_for,
)
from tablee_audit import audit  # noqa: E402
from dogtail import rawinput  # noqa: E402

SOURCE_DIR = sys.argv[2]


def report(problems):
    unique = list(dict.fromkeys(problems))
    if unique:
        raise Failure(f'{len(unique)} accessibility problems:\n' + '\n'.join(unique))


def test_pages(session):
    app = session.start()
    window = app.window()
    problems = []
    for _, title, type_name in registered_pages(SOURCE_DIR):
        show_page(window, title)
        # The page itself, then the window around it (header, sidebar).
        root = page(window, type_name)
        problems += [f'{title}: {p}' for p in audit(root)]
        # Each view of a page with a view switcher (Frantic's players...).
        for tab in find_all(root, 'page tab')[1:]:
            activate(tab)
            problems += [f'{title}: {p}' for p in audit(root)]
        problems += audit(window, into_pages=False)
    report(problems)


def test_rules_with_results(session):
    """The rules page, its section list and its search results showing:
    every row of both lists is named too, not only what users operate."""
    app = session.start('--game=rules')
    window = app.window()
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    root = page(window, types['rules'])
    activate(find(root, 'push button', 'Search the Rules'))
    click(find(root, 'entry', 'Search the rules'))
    rawinput.typeText('mating season')
    results = find(root, 'list', 'Search results')
    wait_for(lambda: [r for r in children(results) if role_name(r) == 'list item'],
             what='results for “mating season”')
    problems = audit(root)
    problems += audit(window, into_pages=False)
    report(problems)


def test_history_and_dialogs(session):
    """History with games listed (each row is named), a game's result, and
    Frantic's round dialog."""
    from tablee_e2e import labels, open_menu_item

    app = session.start()
    window = app.window()
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    for title in ('Not Not', 'Frantic'):
        go_to(window, title)
        open_menu_item(window, 'Save Game as Finished')
        wait_for(lambda: not find_all(window, 'menu item', 'Save Game as Finished'),
                 what='the main menu to close')
    go_to(window, 'History')
    root = page(window, types['history'])
    rows = lambda: [t for t in labels(root) if ' — ' in t]  # noqa: E731
    wait_for(lambda: len(rows()) == 2, what=f'the two games in the history ({rows()})')
    problems = [f'History: {p}' for p in audit(root)]

    click(find(root, 'label', rows()[0]))
    dialog = app.window(rows()[0])
    problems += [f'{rows()[0]}: {p}' for p in audit(dialog)]
    key('Escape')
    app.wait_window_gone(node_name(dialog))

    go_to(window, 'Frantic')
    frantic = page(window, types['frantic'])
    activate(find(frantic, 'page tab', 'Score'))
    activate(find(frantic, 'push button', re.compile(r'Add Round$')))
    dialog = app.window('Round 1')
    problems += [f'Frantic’s round: {p}' for p in audit(dialog)]
    report(problems)


def test_preferences(session):
    app = session.start()
    app.window()
    key('<Control>comma')
    report(audit(app.window('Preferences')))


def main():
    tap = Tap()
    tap.run('every page of the sidebar names what users operate', test_pages, timeout=300)
    tap.run('the rules page names every row, with search results showing',
            test_rules_with_results)
    tap.run('the preferences name what users operate', test_preferences)
    tap.run('History names its game rows; a game’s result and Frantic’s round dialog too',
            test_history_and_dialogs, timeout=240)
    tap.finish()


if __name__ == '__main__':
    main()
