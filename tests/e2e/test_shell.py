#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The shell, driven like a user: the sidebar, the welcome page, the
# preferences (and that they survive a restart), the keyboard shortcuts,
# the about window, Ctrl+Q.
#
# Usage: test_shell.py BUILD_DIR SOURCE_DIR

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Failure, Tap, activate, check, content_title, find, find_all, has_size, is_checked, key,
    labels, open_menu_item, page, registered_pages, row_labels, row_title,
    show_page, sidebar_rows, texts, wait_for,
)

SOURCE_DIR = sys.argv[2]

def test_sidebar(session):
    app = session.start()
    window = app.window()
    pages = registered_pages(SOURCE_DIR)
    shown = [row_title(row) for row in sidebar_rows(window)]
    check(shown == [title for _, title, _ in pages],
          f'the sidebar shows {shown}, the registry has {[t for _, t, _ in pages]}')
    # A row is one line; what its page does is its accessible description,
    # not a second line the first frame would measure.
    for row in sidebar_rows(window):
        check(row_labels(row) == [row_title(row)],
              f'the row “{row_title(row)}” shows {row_labels(row)}, not its title alone')
        check(len(row.description or '') > 10,
              f'the row “{row_title(row)}” says nothing of its page: “{row.description}”')
    check(content_title(window) == 'Welcome',
          f'the first start shows “{content_title(window)}”, not the welcome page')

    # Every row opens its page, and the title above the content follows.
    for _, title, type_name in pages:
        show_page(window, title)
        page(window, type_name)

    # The last page shown comes back at the next start.
    last_title = pages[-1][1]
    app.quit()
    window = session.start().window()
    wait_for(lambda: content_title(window) == last_title,
             what=f'the last page “{last_title}” to come back after a restart')


def test_welcome(session):
    window = session.start().window()
    welcome = page(window, 'TableeStartPage')
    shown = labels(welcome)
    check('Welcome to Tablée' in shown, f'no “Welcome to Tablée” on the welcome page: {shown}')
    # The games are the sidebar's: the welcome page does not list them again.
    check(not find_all(welcome, 'list item'),
          f'the welcome page lists {[row_title(r) for r in find_all(welcome, "list item")]}')
    # Its button for the players at the table (test_table.py opens it).
    find(welcome, 'push button', re.compile('Players at the Table|Enter the players once'))


def preferences_switch(preferences, title):
    switches = [n for n in find_all(preferences, 'check box') if title in (n.name or '')]
    check(len(switches) == 1, f'{len(switches)} switches named “{title}” in the preferences')
    return switches[0]


def test_preferences_persist(session):
    app = session.start()
    window = app.window()

    key('<Control>comma')
    preferences = app.window('Preferences')
    for switch in ('Play Sounds', 'Keep the Screen Awake', 'Colour-Blind Aid'):
        preferences_switch(preferences, switch)
    find(preferences, 'slider', 'Volume')
    find(preferences, 'combo box', 'Rules Language')

    aid = preferences_switch(preferences, 'Colour-Blind Aid')
    check(not is_checked(aid), 'the colour-blind aid is on at the first start')
    activate(aid)
    wait_for(lambda: is_checked(preferences_switch(preferences, 'Colour-Blind Aid')),
             what='the colour-blind aid switch to turn on')

    volume = find(preferences, 'slider', 'Volume').queryValue()
    check(abs(volume.currentValue - 1.0) < 1e-6,
          f'the volume starts at {volume.currentValue}, not at the default 1.0')
    volume.currentValue = 0.35

    activate(find(preferences, 'push button', 'Close'))
    app.wait_window_gone('Preferences')
    app.quit()

    # Again, through the menu this time.
    app = session.start()
    window = app.window()
    open_menu_item(window, 'Preferences')
    preferences = app.window('Preferences')
    check(is_checked(preferences_switch(preferences, 'Colour-Blind Aid')),
          'the colour-blind aid was off again after a restart')
    volume = find(preferences, 'slider', 'Volume').queryValue()
    check(abs(volume.currentValue - 0.35) < 1e-6,
          f'the volume came back as {volume.currentValue}, not 0.35')


def test_keyboard_shortcuts(session):
    app = session.start()
    window = app.window()
    open_menu_item(window, 'Keyboard Shortcuts')
    shortcuts = app.window('Keyboard Shortcuts')
    wait_for(lambda: {'Preferences', 'Quit', 'Table mode (full screen, large type)',
                      'Back to the games'} <= set(texts(shortcuts)),
             what='the shortcuts window to list the shell’s shortcuts')
    key('Escape')
    app.wait_window_gone('Keyboard Shortcuts')

    # Ctrl+? opens it too.
    key('<Control><Shift>question')
    app.window('Keyboard Shortcuts')


def test_about(session):
    version = subprocess.run([session.binary, '--version'], capture_output=True, text=True,
                             env=session.env, timeout=30).stdout.split()[-1]
    app = session.start()
    open_menu_item(app.window(), 'About Tablée')
    about = wait_for(lambda: next((w for w in app.windows() if w.name != 'Tablée'), None),
                     what='the about window')
    wait_for(lambda: {'Tablée', version} <= set(texts(about)),
             what=f'the about window to name Tablée and its version {version}')


def test_game_option(session):
    games = [(i, t, n) for i, t, n in registered_pages(SOURCE_DIR) if i != 'welcome']
    check(games, 'no game page is registered')
    for page_id, title, type_name in games:
        app = session.start(f'--game={page_id}')
        window = app.window()
        wait_for(lambda t=title: content_title(window) == t,
                 what=f'--game={page_id} to show “{title}”')
        wait_for(lambda n=type_name: has_size(page(window, n)),
                 what=f'--game={page_id} to show its page, not the sidebar')
        app.quit()

    # A second command line goes to the running instance, which switches.
    app = session.start(f'--game={games[0][0]}')
    window = app.window()
    page_id, title, type_name = games[-1]
    second = subprocess.run([session.binary, f'--game={page_id}'], env=session.env,
                            capture_output=True, text=True, timeout=30)
    check(second.returncode == 0, f'the second tablee exited with {second.returncode}: '
          f'{second.stderr}')
    wait_for(lambda: content_title(window) == title,
             what=f'the running window to switch to “{title}”')
    check(len(app.windows()) == 1, f'{len(app.windows())} windows after a second command line')


def test_quit_shortcut(session):
    app = session.start()
    app.window()
    key('<Control>q')
    try:
        status = app.process.wait(10)
    except Exception:  # noqa: BLE001
        raise Failure('Ctrl+Q did not quit')
    check(status == 0, f'tablee exited with status {status} after Ctrl+Q')


def test_close_shortcut(session):
    app = session.start()
    window = app.window()
    open_menu_item(window, 'Keyboard Shortcuts')
    app.window('Keyboard Shortcuts')
    # Ctrl+W closes the window it is typed in, first the shortcuts...
    key('<Control>w')
    app.wait_window_gone('Keyboard Shortcuts')
    check(app.running(), 'Ctrl+W in the shortcuts window closed the app')
    # ...then the main window, which quits as its close button does.
    key('<Control>w')
    try:
        status = app.process.wait(10)
    except Exception:  # noqa: BLE001
        raise Failure('Ctrl+W in the main window did not close it')
    check(status == 0, f'tablee exited with status {status} after Ctrl+W')


def main():
    tap = Tap()
    tap.run('the sidebar lists every page and opens it; the last page comes back', test_sidebar)
    tap.run('the welcome page greets and leads to the players at the table', test_welcome)
    tap.run('preferences open (Ctrl+comma, menu) and persist across a restart',
            test_preferences_persist)
    tap.run('the keyboard shortcuts window (menu, Ctrl+?)', test_keyboard_shortcuts)
    tap.run('the about window names the app and its version', test_about)
    tap.run('--game=<id> opens that page, also in a running instance', test_game_option)
    tap.run('Ctrl+Q quits', test_quit_shortcut)
    tap.run('Ctrl+W closes the window it is typed in', test_close_shortcut)
    tap.finish()


if __name__ == '__main__':
    main()
