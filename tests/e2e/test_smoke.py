#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The smoke test: start, visit every page of the sidebar (changing a game
# on the way), kill -9, start again and find it all back, quit. It is short
# enough to run in CI's sanitizer pass too, where the harness fails it on
# any AddressSanitizer or UndefinedBehaviorSanitizer report and on any exit
# the test did not ask for.
#
# Usage: test_smoke.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Tap, check, click, content_title, find, find_all, has_size, key, page, press, rawinput,
    registered_pages, show_page, texts, wait_for,
)

SOURCE_DIR = sys.argv[2]

# The game changed on the way, through its seats: the player editor that
# the games share.
GAME = 'whosnext'
NAME = 'Camille'


def state_stamp(path):
    try:
        stat = os.stat(path)
        return (stat.st_mtime_ns, stat.st_size, stat.st_ino)
    except FileNotFoundError:
        return None


def settings_text(session):
    """The keyfile GSettings writes to (the harness's backend)."""
    try:
        with open(os.path.join(session.config_home, 'glib-2.0', 'settings', 'keyfile'),
                  encoding='utf-8') as keyfile:
            return keyfile.read()
    except FileNotFoundError:
        return ''


def name_seated(root):
    return bool(find_all(root, 'push button', f'Remove {NAME}'))


def test_smoke(session):
    pages = registered_pages(SOURCE_DIR)
    titles = {page_id: title for page_id, title, _ in pages}
    types = {page_id: type_name for page_id, _, type_name in pages}
    check(GAME in types, f'no page “{GAME}” is registered')
    last_id, last_title, _ = pages[-1]
    check(last_id != 'welcome', 'the last page of the sidebar is the one a first start shows')

    app = session.start()
    window = app.window()
    for page_id, title, type_name in pages:
        show_page(window, title)
        wait_for(lambda n=type_name: has_size(page(window, n)),
                 what=f'the page “{title}” on screen')
        if page_id != GAME:
            continue
        root = page(window, type_name)
        state = session.state_path(GAME)
        before = state_stamp(state)
        click(find(root, 'text', 'Seat 1'))
        key('<Control>a')
        rawinput.typeText(NAME)
        press('Return')
        wait_for(lambda: name_seated(root), what=f'{NAME} seated in {title}')
        wait_for(lambda: state_stamp(state) not in (None, before),
                 what=f'{GAME}.state to be written')

    # The page shown last is a setting, written as it changes.
    wait_for(lambda: re.search(rf"^last-page='{last_id}'$", settings_text(session), re.M),
             what=f'the last page “{last_id}” to be saved')
    app.kill()

    app = session.start()
    window = app.window()
    wait_for(lambda: content_title(window) == last_title,
             what=f'the last page “{last_title}” to come back after kill -9')
    show_page(window, titles[GAME])
    root = page(window, types[GAME])
    wait_for(lambda: name_seated(root), what=f'{NAME} to come back after kill -9')
    check(not any('could not be read' in t for t in texts(window)),
          'the state saved before kill -9 was refused')

    status = app.quit()
    check(status == 0, f'tablee exited with status {status} after app.quit')


def main():
    tap = Tap()
    tap.run('start, every page, kill -9, start again: the game and the page come back',
            test_smoke)
    tap.finish()


if __name__ == '__main__':
    main()
