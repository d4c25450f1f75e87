#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# One table of players for every game, driven like a user: the players are
# entered once, at the table; every game seats them; a rename in one game
# shows in the others; and all of it survives a kill -9.
#
# Usage: test_table.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Failure, Tap, activate, click, find, find_all, node_name, page, press, rawinput,
    registered_pages, show_page, texts, wait_for,
)
from tablee_audit import audit  # noqa: E402

SOURCE_DIR = sys.argv[2]

NAMES = ['Ana', 'Bruno', 'Chloé']

# Two games with different seats: Who's Next? 3 to 7, La Guerre des Sons 2 to 4.
GAMES = [('whosnext', 'Who’s Next?'), ('soundbattle', 'La Guerre des Sons')]


def stamp(session, name):
    try:
        stat = os.stat(os.path.join(session.state_dir(), f'{name}.state'))
        return (stat.st_mtime_ns, stat.st_size, stat.st_ino)
    except FileNotFoundError:
        return None


def wait_saved(session, name, before):
    wait_for(lambda: stamp(session, name) not in (None, before),
             what=f'{name}.state to be written')


def wait_text(root, text, what=None):
    return wait_for(lambda: any(text in t for t in texts(root)), what=what or f'“{text}” to show')


def open_table(app, window):
    """Players at the Table, from the welcome page: its own window."""
    show_page(window, 'Welcome')
    start = page(window, 'TableeStartPage')
    activate(find(start, 'push button', re.compile('Players at the Table|Enter the players once')))
    return app.window('Players at the Table')


def enter_names(root, names):
    click(find(root, 'text', 'Next player’s name, then Enter'))
    for name in names:
        rawinput.typeText(name)
        press('Return')
    for name in names:
        wait_text(root, f'Remove {name}', f'{name} at the table')


def close_table(app, dialog):
    press('Escape')
    app.wait_window_gone('Players at the Table')


def test_table_entered_once(session):
    app = session.start()
    window = app.window()
    before = stamp(session, 'table')
    dialog = open_table(app, window)
    enter_names(dialog, NAMES)
    wait_saved(session, 'table', before)
    close_table(app, dialog)

    app.kill()
    app = session.start()
    dialog = open_table(app, app.window())
    for name in NAMES:
        wait_text(dialog, f'Remove {name}', f'{name} at the table after kill -9')
    # Every control of the window is named for a screen reader.
    problems = list(dict.fromkeys(audit(dialog)))
    if problems:
        raise Failure(f'{len(problems)} accessibility problems:\n' + '\n'.join(problems))


def test_table_in_every_game(session):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    app = session.start()
    window = app.window()
    dialog = open_table(app, window)
    enter_names(dialog, NAMES)
    close_table(app, dialog)

    roots = {}
    for game, title in GAMES:
        show_page(window, title)
        roots[game] = page(window, types[game])
        for name in NAMES:
            wait_text(roots[game], f'Remove {name}', f'{name} seated in {title}')

    # A rename in La Guerre des Sons shows in Who's Next? and at the table.
    soundbattle = roots['soundbattle']
    before = {name: stamp(session, name) for name in ('table', 'whosnext', 'soundbattle')}
    wait_for(lambda: click(find(soundbattle, 'text', 'Seat 2')) or True,
             what='the row of seat 2 to take a click')
    rawinput.keyCombo('<Control>a')
    rawinput.typeText('Bruna')
    press('Return')
    wait_text(soundbattle, 'Remove Bruna', 'Bruna in La Guerre des Sons')
    show_page(window, GAMES[0][1])
    wait_text(roots['whosnext'], 'Remove Bruna', 'the new name in Who’s Next?')
    for name, stamped in before.items():
        wait_saved(session, name, stamped)

    app.kill()
    app = session.start()
    window = app.window()
    for game, title in GAMES:
        show_page(window, title)
        root = page(window, types[game])
        for name in ('Ana', 'Bruna', 'Chloé'):
            wait_text(root, f'Remove {name}', f'{name} in {title} after kill -9')
        if any('Remove Bruno' in t for t in texts(root)):
            raise AssertionError(f'the old name is back in {title}')
    # The table opens from a game's player editor too.
    activate(find(root, 'push button', re.compile('^(Edit|Players at the table)$')))
    dialog = app.window('Players at the Table')
    wait_text(dialog, 'Remove Bruna', 'the new name at the table after kill -9')
    check_names = [node_name(n) for n in find_all(dialog, 'push button', re.compile('^Remove '))]
    if len(check_names) != 3:
        raise AssertionError(f'the table has {check_names}, not three players')


def main():
    tap = Tap()
    tap.run('the players at the table are entered once, survive kill -9, and are named',
            test_table_entered_once)
    tap.run('two games seat the table; a rename in one shows in the other; kill -9',
            test_table_in_every_game, timeout=240)
    tap.finish()


if __name__ == '__main__':
    main()
