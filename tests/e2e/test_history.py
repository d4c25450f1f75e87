#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The history of games, driven like a user: a game of each of the four
# games is kept as finished from the main menu, all of it survives a
# kill -9, and the History page shows the four games and the standings of
# the table's players; a game opens to its result and can be deleted (the
# toast that takes a delete back is tested in test-history-page.c).
#
# Usage: test_history.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Tap, activate, check, click, find, find_all, go_to, labels, open_menu_item, page,
    registered_pages, show_page, wait_for,
)

SOURCE_DIR = sys.argv[2]

GAMES = [('notnot', 'Not Not'), ('frantic', 'Frantic'), ('whosnext', 'Who’s Next?'),
         ('soundbattle', 'La Guerre des Sons')]


def stamp(session):
    try:
        stat = os.stat(os.path.join(session.state_dir(), 'history.state'))
        return (stat.st_mtime_ns, stat.st_size, stat.st_ino)
    except FileNotFoundError:
        return None


def history_page(window):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    show_page(window, 'History')
    return page(window, types['history'])


def game_rows(root):
    """The titles of the games listed, newest first."""
    return [t for t in labels(root) if re.match(r'^(Not Not|Frantic|Who’s Next\?|La Guerre des Sons) — ', t)]


def test_four_games(session):
    app = session.start()
    window = app.window()
    for _, title in GAMES:
        before = stamp(session)
        go_to(window, title)
        open_menu_item(window, 'Save Game as Finished')
        wait_for(lambda: not find_all(window, 'menu item', 'Save Game as Finished'),
                 what='the main menu to close')
        # The toast says so for five seconds, which a loaded machine's walk of
        # the accessible tree can outlast: its text and its Undo are tested in
        # test-game-page.c; here, what lasts is checked: the file and the list.
        wait_for(lambda: stamp(session) not in (None, before), what='history.state to be written')

    # Nothing is lost on a crash.
    app.kill()
    app = session.start('--game=history')
    window = app.window()
    root = history_page(window)
    wait_for(lambda: len(game_rows(root)) == 4, what='the four games in the history')
    shown = game_rows(root)
    for _, title in GAMES:
        if not any(row.startswith(title + ' — ') for row in shown):
            raise AssertionError(f'{title} is missing from the history: {shown}')

    # The standings name the players of the games (the table's).
    activate(find(root, 'page tab', 'Standings'))
    standings = find(root, 'list', 'Standings')
    wait_for(lambda: len(find_all(standings, 'list item')) >= 2, what='rows in the standings')
    activate(find(root, 'page tab', 'Games'))

    # A game opens to its result; deleting it can be taken back.
    frantic = next(row for row in game_rows(root) if row.startswith('Frantic — '))
    click(find(root, 'label', frantic))
    dialog = app.window(frantic)
    find(dialog, 'label', 'Result')
    activate(find(dialog, 'push button', 'Delete This Game'))
    wait_for(lambda: frantic not in game_rows(root), what='the deleted game to leave the list')
    check(len(game_rows(root)) == 3, 'the other three games are not listed after the delete')
    app.quit()


def main():
    tap = Tap()
    tap.run('a game of each game, kept as finished, shows in the history and standings after a kill -9',
            test_four_games, timeout=300)
    tap.finish()


if __name__ == '__main__':
    main()
