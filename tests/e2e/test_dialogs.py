#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The dialogs and the reviewer's checks, with the keyboard: every window
# Tablée opens over its main window (Keyboard Shortcuts and each of its
# sections, Preferences, About and its pages, Players at the Table,
# History's game and the BG Stats import preview, End the Match?) opens by
# its key or by Tab and Enter, passes the accessibility audit (no unnamed
# control, no name said twice), closes with Escape and gives the focus
# back to one widget of the main window. Ctrl+W closes the window it is
# typed in, Ctrl+Q quits with the games saved; on a fresh start, what
# does not apply (Undo, Redo, History's exports) cannot be pressed.
#
# Usage: test_dialogs.py BUILD_DIR SOURCE_DIR

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    Failure, Tap, activate, check, children, click, find, find_all, go_to, is_sensitive, key,
    node_name, page, press, registered_pages, role_name, states, wait_for, walk,
)
from tablee_audit import audit  # noqa: E402
from tablee_keys import check_focus  # noqa: E402
from dogtail import rawinput  # noqa: E402
import pyatspi  # noqa: E402

SOURCE_DIR = sys.argv[2]
BGSTATS_FILE = os.path.join(SOURCE_DIR, 'tests', 'fixtures', 'bgstats', 'plays.bgsplay')
PAGES = registered_pages(SOURCE_DIR)
TYPES = {page_id: type_name for page_id, _, type_name in PAGES}
GAMES = [(page_id, title) for page_id, title, _ in PAGES
         if page_id not in ('welcome', 'history', 'rules')]
# A game's name may be two equal words: it is not a name said twice.
TITLES = {title for _, title, _ in PAGES}


def report(problems):
    unique = list(dict.fromkeys(problems))
    if unique:
        raise Failure(f'{len(unique)} accessibility problems:\n' + '\n'.join(unique))


def audit_window(window, where):
    return [f'{where}: {p}' for p in audit(window, titles=TITLES)]


def focus_of(root, into_pages=True):
    """The first focused widget under root: quicker than focused(), which
    walks the whole tree; check_focus() says there is only one where it
    matters (a dialog closed)."""
    for node, _ in walk(root, into_pages=into_pages):
        state = states(node)
        if state is not None and state.contains(pyatspi.STATE_FOCUSED):
            return node
    return None


def focus_name(root, into_pages=True):
    node = focus_of(root, into_pages)
    return node_name(node) if node is not None else None


def tab_until(root, matches, what, backwards=False, limit=40):
    """Tab (Shift+Tab backwards) until the focus is on a widget that
    matches, and returns it; each press must move the focus."""
    for _ in range(limit):
        now = focus_of(root)
        if now is not None and matches(now):
            return now
        key('<Shift>Tab' if backwards else 'Tab')
        wait_for(lambda b=now: focus_of(root) not in (None, b), what=f'Tab on the way to {what}')
    raise Failure(f'{what} is not reachable with Tab ({limit} presses)')


def close_with_escape(app, window, name, dialog_name):
    """Escape closes the dialog; the focus is back on one widget of the
    main window."""
    key('Escape')
    app.wait_window_gone(dialog_name)
    check_focus(window, f'closing {name} with Escape')


def menu_item(window, item, opener='F10', into_pages=False):
    """Opens a menu with its key (F10 for the main menu) and activates an
    item with the arrow keys and Enter."""
    key(opener)
    menu = find(window, 'menu', into_pages=into_pages)
    wait_for(lambda: role_name(focus_of(menu)) == 'menu item', what='the menu to take the focus')
    seen = []
    for _ in range(16):
        now = focus_name(menu)
        seen.append(now)
        if now == item:
            press('Return')
            return
        press('Down')
        try:
            wait_for(lambda b=now: focus_name(menu) not in (b, None), timeout=2,
                     what='Down in the menu')
        except Failure:
            # A key pressed while the popover was still opening is lost:
            # Down again.
            continue
    raise Failure(f'no item “{item}” in the menu: the focus went through {seen}')


def other_window(app, exclude=('Tablée',)):
    """The window over the main one, whatever its role and state (GTK 4.8
    says “showing” of the active window only)."""
    return wait_for(lambda: next((w for w in children(app.accessible())
                                  if node_name(w) not in exclude), None),
                    what='a window over the main one')


def test_shell_windows(session):
    app = session.start()
    window = app.window()
    check_focus(window, 'the start')
    problems = []

    # Keyboard Shortcuts (Ctrl+?, as GNOME apps do), each of its sections.
    key('<Control><Shift>question')
    shortcuts = app.window('Keyboard Shortcuts')
    sections = [node_name(n) for n in find_all(shortcuts, 'panel', showing_only=False)
                if n.parent is not None and role_name(n.parent) == 'panel'
                and node_name(n) not in ('', 'GtkStackPage') and not node_name(n).startswith('_')]
    check(len(sections) >= 5, f'the shortcuts window has only the sections {sections}')
    # The sections menu in the header: the focus is looked for in it alone,
    # the window's walk being long.
    menu = find(shortcuts, 'push button', 'GtkMenuButton')
    shown = []
    for section in sections:
        if shown:
            if focus_of(menu) is None:
                tab_until(shortcuts, lambda n: role_name(n) == 'push button' and node_name(n) in sections,
                       'the sections menu')
            press('Return')
            # The list opens on its first row: Down to the section.
            wait_for(lambda: focus_name(menu) == sections[0], what='the sections list')
            for _ in range(len(shown)):
                before = focus_name(menu)
                press('Down')
                wait_for(lambda b=before: focus_name(menu) not in (b, None),
                         what='Down in the sections list')
            check(focus_name(menu) == section,
                  f'the sections list reaches “{focus_name(menu)}”, not “{section}”')
            press('Return')
            wait_for(lambda s=section: focus_name(menu) == s, what=f'the section “{section}” to show')
        shown.append(section)
        problems += audit_window(shortcuts, f'Keyboard Shortcuts, {section}')
    close_with_escape(app, window, 'the shortcuts window', 'Keyboard Shortcuts')

    # Ctrl+W closes it too, and leaves the app running.
    key('<Control><Shift>question')
    app.window('Keyboard Shortcuts')
    key('<Control>w')
    app.wait_window_gone('Keyboard Shortcuts')
    check(app.running(), 'Ctrl+W in the shortcuts window closed the app')
    check_focus(window, 'Ctrl+W in the shortcuts window')

    # Preferences (Ctrl+comma), every page.
    key('<Control>comma')
    preferences = app.window('Preferences')
    tabs = find_all(preferences, 'page tab')
    problems += audit_window(preferences, 'Preferences')
    for tab in tabs[1:]:
        activate(tab)
        problems += audit_window(preferences, f'Preferences, {node_name(tab)}')
    close_with_escape(app, window, 'the preferences', 'Preferences')

    # About (main menu), and each of its pages.
    menu_item(window, 'About Tablée')
    about = other_window(app)
    about_name = node_name(about)
    problems += audit_window(about, 'About')
    # Details and Credits are reached with Tab, Legal and Acknowledgements
    # (in the list of Credits) with Down; Alt+Left comes back.
    for subpage, move in (('Details', 'Tab'), ('Credits', 'Tab'), ('Legal', 'Down'),
                          ('Acknowledgements', 'Down')):
        if move == 'Tab':
            tab_until(about, lambda n, s=subpage: node_name(n) == s, f'“{subpage}” in About')
        else:
            press(move)
            wait_for(lambda s=subpage: focus_name(about) == s, what=f'Down to “{subpage}” in About')
        press('Return')
        # The page's back button takes the focus.
        wait_for(lambda: focus_name(about) == 'Back', what=f'About’s page “{subpage}”')
        problems += audit_window(about, f'About, {subpage}')
        key('<Alt>Left')
        wait_for(lambda s=subpage: focus_name(about) == s, what='About’s first page again')
    close_with_escape(app, window, 'About', about_name)

    # Players at the Table, from the welcome page's button.
    tab_until(window, lambda n: role_name(n) == 'push button' and node_name(n) == 'Players at the Table',
           'Players at the Table')
    press('Return')
    table = app.window('Players at the Table')
    problems += audit_window(table, 'Players at the Table')
    close_with_escape(app, window, 'Players at the Table', 'Players at the Table')
    report(problems)


def test_games_and_history(session):
    """One session, to spare starts: on a fresh start, Undo and Redo cannot
    be pressed in any game, nor History's exports with no game to export.
    Then History's game, the BG Stats import preview and La Guerre des
    Sons' End the Match? open from the keyboard, are named and close with
    Escape; Ctrl+Q quits with the game saved."""
    app = session.start()
    window = app.window()
    for page_id, title in GAMES:
        go_to(window, title)
        root = page(window, TYPES[page_id])
        for name in ('Undo', 'Redo'):
            button = find(root, 'push button', name)
            check(not is_sensitive(button), f'{title}: {name} can be pressed with nothing to {name.lower()}')

    go_to(window, 'History')
    history = page(window, TYPES['history'])
    activate(find(history, 'push button', 'Export and Import'))
    wait_for(lambda: find_all(history, 'menu item'), what='History’s menu')
    items = {node_name(n): is_sensitive(n) for n in find_all(history, 'menu item')}
    for item, sensitive in items.items():
        expected = item.startswith('Import')
        check(sensitive == expected,
              f'History with no game: “{item}” is {"" if sensitive else "in"}sensitive')
    check(len(items) == 5, f'History’s menu has {sorted(items)}')
    press('Escape')
    wait_for(lambda: not find_all(history, 'menu item'), what='History’s menu to close')

    # A game kept as finished, from the main menu, opens in History. The
    # focus is looked for in the page alone, the window's walk being long.
    problems = []
    go_to(window, 'Not Not')
    menu_item(window, 'Save Game as Finished')
    go_to(window, 'History')
    row = tab_until(history, lambda n: role_name(n) == 'list item' and ' — ' in node_name(n),
                    'the game in History')
    title = node_name(row)
    press('Return')
    dialog = app.window(title)
    problems += audit_window(dialog, 'History’s game')
    close_with_escape(app, window, 'History’s game', title)

    # The BG Stats import: the menu, the file chooser (a path typed), the preview.
    tab_until(history, lambda n: node_name(n) == 'Export and Import', 'History’s menu', backwards=True)
    menu_item(window, 'Import from BG Stats…', opener='Return', into_pages=True)
    # GTK 4.8 gives its file chooser no “showing” state: it is found by name.
    chooser = 'Import from BG Stats'
    wait_for(lambda: any(node_name(w) == chooser for w in children(app.accessible())),
             what='the file chooser')
    rawinput.typeText(BGSTATS_FILE)
    press('Return')
    # The preview has the chooser's title, and who is who.
    preview = wait_for(lambda: next((w for w in children(app.accessible())
                                     if node_name(w) == chooser and find_all(w, 'combo box')), None),
                       what='who is who in the preview')
    problems += audit_window(preview, 'BG Stats preview')
    close_with_escape(app, window, 'the BG Stats preview', chooser)

    # End the Match? in La Guerre des Sons, once a card is laid.
    go_to(window, 'La Guerre des Sons')
    root = page(window, TYPES['soundbattle'])
    activate(find(root, 'push button', 'Deal the Cards'))
    activate(find(root, 'push button', 'Who has the loudest sound?'))
    # The card laid with the mouse: the keys of La Guerre des Sons are
    # test_keys_soundbattle.py's.
    click(wait_for(lambda: next(iter(find_all(root, 'text', predicate=is_sensitive)), None),
                   what='the value of the card laid'))
    rawinput.typeText('80')
    press('Return')
    tab_until(root, lambda n: node_name(n) == 'End the Match', 'End the Match')
    press('Return')
    end = other_window(app)
    check(node_name(end) == 'End the Match?', f'the dialog is named “{node_name(end)}”')
    problems += audit_window(end, 'End the Match?')
    close_with_escape(app, window, 'End the Match?', 'End the Match?')
    report(problems)

    # Ctrl+Q quits, with the last change saved.
    before = session.state_stamp('soundbattle')
    key('<Control>z')
    key('<Control>q')
    status = app.process.wait(10)
    check(status == 0, f'tablee exited with status {status} after Ctrl+Q')
    check(session.state_stamp('soundbattle') not in (None, before),
          'the last change was not saved when Ctrl+Q quit')


def main():
    tap = Tap()
    tap.run('Shortcuts, Preferences, About and the table: keys open, name and close them',
            test_shell_windows)
    tap.run('nothing to undo or export on a fresh start; History’s game, the BG Stats preview '
            'and End the Match? by keys; Ctrl+Q saves and quits', test_games_and_history, timeout=240)
    tap.finish()


if __name__ == '__main__':
    main()
