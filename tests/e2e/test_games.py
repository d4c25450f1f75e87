#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The games, driven like a user: what is changed survives a kill -9, a
# damaged state file gives a message and a fresh game (never a crash),
# player names with markup characters show literally, and the flows of a
# game night work (Not Not dice, Who's Next? countdown).
#
# Usage: test_games.py BUILD_DIR SOURCE_DIR

import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    SCALE, Tap, activate, check, children, click, extents, find, find_all, inside, is_ancestor,
    is_sensitive, key, labels, node_name, page, press, rawinput, registered_pages, role_name,
    scroll_pane_of, show_page, texts, Timeout, wait_for,
)

SOURCE_DIR = sys.argv[2]

# The games that save, with their page type, as registered.
SAVED_GAMES = ['notnot', 'frantic', 'whosnext', 'soundbattle']

NAMES = ['<b>&amp;', 'Zoë "x" & <i>']

DAMAGE = re.compile('could not be read')


def game_page(session, game, app=None):
    """Starts tablee on a game (unless app is given) and returns the app,
    its window and the page."""
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    check(game in types, f'no page “{game}” is registered')
    app = app or session.start(f'--game={game}')
    window = app.window()
    return app, window, page(window, types[game])


def wait_saved(session, game, before):
    """Waits until the game's state file changed since `before` (the store
    writes at most 250 ms after a change): then a kill -9 loses nothing."""
    wait_for(lambda: session.state_stamp(game) not in (None, before),
             what=f'{game}.state to be written')


def rename_player(root, seat, name):
    """Types a new name into a player's row and applies it with Enter."""
    # The editor rebuilds its rows after each change: find the row afresh
    # until a click lands on a live one.
    def click_row():
        click(find(root, 'text', f'Seat {seat}'))
        return True

    wait_for(click_row, what=f'the row of seat {seat} to take a click')
    key('<Control>a')
    rawinput.typeText(name)
    press('Return')


def text_shown(root, text, into_pages=True):
    return any(text in t for t in texts(root)) if into_pages else \
        any(text in node_name(n) for n in find_all(root, None, None, into_pages=False))


def wait_text(root, text, what=None):
    return wait_for(lambda: text_shown(root, text), what=what or f'“{text}” to show')


def toast_shown(window, pattern):
    """The texts of the toasts showing that match pattern. Toasts sit in the
    toast overlay beside the leaflet: the walk leaves the leaflet out, so
    that it is quick enough to catch a toast before it times out."""
    found = []

    def visit(node, depth=0):
        for child in children(node):
            if node_name(child) == 'AdwLeaflet' or depth > 12:
                continue
            if role_name(child) == 'label' and pattern.search(node_name(child)):
                found.append(node_name(child))
            visit(child, depth + 1)

    visit(window)
    return found


# Damaged files.

def test_damaged_state(session):
    os.makedirs(session.state_dir(), exist_ok=True)
    for game in SAVED_GAMES:
        with open(session.state_path(game), 'wb') as state:
            state.write(b'\x00garbage\xff{not a GVariant}' * 7)
    for game in SAVED_GAMES:
        # The toast stays a few seconds: look for it as soon as the window
        # is there, in the window's chrome only (a quick walk).
        app = session.start(f'--game={game}')
        window = app.window()
        wait_for(lambda: toast_shown(window, DAMAGE),
                 what=f'the message about the damaged {game} state')
        app, window, root = game_page(session, game, app)
        aside = glob.glob(session.state_path(game) + '.corrupt-*')
        check(len(aside) == 1, f'{game}: {len(aside)} files set aside: {aside}')
        with open(aside[0], 'rb') as kept:
            check(kept.read().startswith(b'\x00garbage'),
                  f'{game}: the file set aside is not the damaged one')
        # A fresh game: the default players are there.
        wait_text(root, 'Player 1', f'{game}: a fresh game with its default players')
        app.quit()


def test_truncated_state(session):
    # A real state, cut in half as a crash in the middle of a write would
    # (if writes were not atomic): refused the same way.
    app, window, root = game_page(session, 'whosnext')
    before = session.state_stamp('whosnext')
    activate(find(root, 'push button', 'Give Player 1 a wrong note'))
    wait_saved(session, 'whosnext', before)
    app.kill()
    with open(session.state_path('whosnext'), 'rb') as state:
        data = state.read()
    with open(session.state_path('whosnext'), 'wb') as state:
        state.write(data[:len(data) // 2])
    app, window, root = game_page(session, 'whosnext')
    wait_for(lambda: toast_shown(window, DAMAGE), what='the message about the damaged state')
    wait_text(root, 'Player 1, Wrong notes: 0', 'a fresh game after a truncated file')


# kill -9: what was done is still there.

def test_kill_notnot(session):
    app, window, root = game_page(session, 'notnot')
    before = session.state_stamp('notnot')
    activate(find(root, 'push button', re.compile(r'Roll$')))
    die = wait_for(lambda: [node_name(n) for n in find_all(root, 'image', re.compile('^Direction die: '))
                            if 'not rolled' not in node_name(n)],
                   what='the direction die to land')
    wait_saved(session, 'notnot', before)
    app.kill()
    app, window, root = game_page(session, 'notnot')
    wait_for(lambda: [node_name(n) for n in find_all(root, 'image', re.compile('^Direction die: '))] == die,
             what=f'the dice to come back as {die} after kill -9')


def test_kill_frantic(session):
    app, window, root = game_page(session, 'frantic')
    # “N events in the deck, M revealed” (or “discarded”: the verb is the
    # page's to choose).
    deck = re.compile(r'^\d+ events in the deck, (\d+) \w+$')

    def deck_label():
        found = [t for t in labels(root) if deck.match(t)]
        return found[0] if found else None

    check(deck.match(wait_for(deck_label, what='the deck count')).group(1) == '0',
          f'a new game starts with events revealed: {deck_label()}')
    before = session.state_stamp('frantic')
    activate(find(root, 'push button', 'Black Card Played'))
    shown = wait_for(lambda: deck.match(deck_label() or '').group(1) != '0' and deck_label(),
                     what='the event to be revealed')
    wait_saved(session, 'frantic', before)
    app.kill()
    app, window, root = game_page(session, 'frantic')
    wait_for(lambda: deck_label() == shown,
             what=f'“{shown}” to come back after kill -9 (it shows {deck_label()})')
    check(not toast_shown(window, DAMAGE), 'the state saved before kill -9 was refused')


def test_kill_whosnext(session):
    app, window, root = game_page(session, 'whosnext')
    before = session.state_stamp('whosnext')
    activate(find(root, 'push button', 'Give Player 2 a wrong note'))
    wait_text(root, 'Player 2, Wrong notes: 1')
    wait_saved(session, 'whosnext', before)
    app.kill()
    app, window, root = game_page(session, 'whosnext')
    wait_text(root, 'Player 2, Wrong notes: 1', 'the wrong note to come back after kill -9')


def test_kill_soundbattle(session):
    app, window, root = game_page(session, 'soundbattle')
    before = session.state_stamp('soundbattle')
    rename_player(root, 1, 'Camille')
    wait_saved(session, 'soundbattle', before)
    wait_text(root, 'Remove Camille', 'the renamed player')
    app.kill()
    app, window, root = game_page(session, 'soundbattle')
    wait_text(root, 'Remove Camille', 'the renamed player to come back after kill -9')


def test_soundbattle_enter_names(session):
    """Typing names one after another, each ended by Enter, seats them all
    and leaves the focus in the entry for the next one."""
    app, window, root = game_page(session, 'soundbattle')
    click(find(root, 'text', 'Next player’s name, then Enter'))
    for name in ('Alice', 'Bruno', 'Chloe'):
        rawinput.typeText(name)
        press('Return')
    for name in ('Alice', 'Bruno', 'Chloe'):
        wait_text(root, f'Remove {name}', f'{name} seated')
    check(not text_shown(root, 'Remove Player 1'), 'the first seat still unnamed')
    # GTK 4.8 does not tell AT-SPI where the focus is: type on, unclicked.
    rawinput.typeText('Dan')
    press('Return')
    wait_text(root, 'Remove Dan', 'a fourth name typed right after, without a click')


# Names with markup characters.

def test_markup_names(session):
    app, window, root = game_page(session, 'whosnext')
    before = session.state_stamp('whosnext')
    rename_player(root, 1, NAMES[1])
    rename_player(root, 2, NAMES[0])
    wait_saved(session, 'whosnext', before)
    # The seats, the title of who starts, the editor's buttons.
    for text in (f'{NAMES[1]}, Wrong notes: 0', f'{NAMES[0]}, Wrong notes: 0',
                 f'{NAMES[1]} starts', f'Remove {NAMES[0]}'):
        wait_text(root, text, f'“{text}” literally')
    # The toast after a removal (a new game seats three, the fewest: the
    # first name typed goes to the unnamed third seat, the second is a
    # fourth player).
    click(find(root, 'text', 'Next player’s name, then Enter'))
    for name in ('Dan', 'Eve'):
        rawinput.typeText(name)
        press('Return')
    wait_text(root, 'Remove Eve', 'a fourth player seated')
    activate(find(root, 'push button', f'Remove {NAMES[0]}'))
    wait_for(lambda: toast_shown(window, re.compile(re.escape(f'“{NAMES[0]}” removed'))),
             what=f'the toast “{NAMES[0]}” removed, literally')

    # Frantic's Lucky Bastard buttons carry the names too.
    show_page(window, 'Frantic')
    frantic = page(window, 'TableeFranticPage')
    activate(find(frantic, 'page tab', 'Players'))
    rename_player(frantic, 2, NAMES[0])
    activate(find(frantic, 'page tab', 'Events'))
    find(frantic, 'push button', NAMES[0])


# The flows of a game night.

def test_notnot_roll_and_reveal(session):
    app, window, root = game_page(session, 'notnot')
    reveal = find(root, 'push button', re.compile(r'Reveal$'))
    check(not is_sensitive(reveal),
          'Reveal is available before the dice are rolled')
    activate(find(root, 'push button', re.compile(r'Roll$')))
    dice = wait_for(lambda: [node_name(n) for n in find_all(root, 'image', re.compile(r' die: '))
                             if 'not rolled' not in node_name(n)], what='the dice to land')
    activate(find(root, 'push button', re.compile(r'Reveal$')))
    cards = wait_for(lambda: [node_name(n) for n in find_all(root, 'push button', re.compile(r' card: '))
                              if 'tapped' in node_name(n)], what='the verdict on each card')
    check(len(cards) == 4, f'{len(cards)} cards judged after the reveal: {cards}')
    verdict = [t for t in labels(root) if t.startswith('Tap ') or t.startswith('No card')]
    check(verdict, f'no verdict sentence after the reveal; dice {dice}, labels {labels(root)}')


def test_notnot_keys_after_clicks(session):
    """The page's keys work whatever was clicked last: a button that
    disables itself, a menu in the header; F11 and Esc for the table mode."""
    app, window, root = game_page(session, 'notnot')
    turn_open = 'Tap! Then click the card each player tapped, or reveal the answer.'
    turn_closed = 'Roll the dice to start the turn.'

    activate(find(root, 'push button', re.compile(r'Roll$')))
    wait_for(lambda: turn_open in labels(root), what='the dice to land')
    # A real click, on the button that disables itself.
    click(find(root, 'push button', re.compile(r'Score the Taps$')))
    wait_for(lambda: turn_closed in labels(root), what='the turn to be scored')
    press('r')
    wait_for(lambda: turn_open in labels(root), what='R to roll after a click on Score the Taps')

    # The main menu, opened and closed, leaves the focus in the header.
    click(find(window, None, 'Main Menu', predicate=lambda n: role_name(n) in ('toggle button', 'push button')))
    wait_for(lambda: find_all(window, None, re.compile(r'Preferences$')), what='the main menu')
    press('Escape')
    wait_for(lambda: not find_all(window, None, re.compile(r'Preferences$')), what='the main menu to close')
    press('v')
    wait_for(lambda: find_all(root, 'push button', re.compile(r'Hide$')),
             what='V to reveal after the main menu was used')

    # F11 enters the table mode, Esc leaves it.
    press('F11')
    wait_for(lambda: find_all(window, 'push button', re.compile(r'^Leave')), what='the table mode')
    check(not find_all(window, 'list', 'Games'), 'the sidebar shows in the table mode')
    press('Escape')
    wait_for(lambda: not find_all(window, 'push button', re.compile(r'^Leave')),
             what='Esc to leave the table mode')
    wait_for(lambda: find_all(window, 'list', 'Games'), what='the sidebar back')


def test_notnot_undo_redo_keys(session):
    app, window, root = game_page(session, 'notnot')
    turn_open = 'Tap! Then click the card each player tapped, or reveal the answer.'
    turn_closed = 'Roll the dice to start the turn.'

    activate(find(root, 'push button', re.compile(r'Roll$')))
    wait_for(lambda: turn_open in labels(root), what='the dice to land')
    activate(find(root, 'push button', re.compile(r'Score the Taps$')))
    wait_for(lambda: turn_closed in labels(root), what='the turn to be scored')
    # Ctrl+Z takes the scored turn back, the dice still rolled, and says so.
    key('<Control>z')
    wait_for(lambda: turn_open in labels(root), what='Ctrl+Z to open the turn again')
    wait_for(lambda: toast_shown(window, re.compile('^Undone: turn 1$')), what='the toast saying what was undone')
    key('<Control><Shift>z')
    wait_for(lambda: turn_closed in labels(root), what='Ctrl+Shift+Z to score the turn again')


def test_frantic_round(session):
    app, window, root = game_page(session, 'frantic')
    players = [node_name(n) for n in find_all(root, 'push button', re.compile(r'^Player \d$'))]
    check(len(players) >= 2, f'Frantic shows {players} as its players')

    # A black card: with this seed the events end the round at once.
    activate(find(root, 'push button', 'Black Card Played'))
    revealed = wait_for(lambda: [t for t in labels(root)
                                 if re.search(r'events in the deck, [1-9]\d* \w+$', t)],
                        what='an event to be revealed')
    activate(find(root, 'push button', re.compile(r'Enter the Points$')))
    dialog = app.window('Round 1')
    events = [node_name(n) for n in find_all(dialog, 'push button', re.compile(r'^Remove '))]
    check(events, f'the round dialog lists no event ({revealed[0]})')
    points = {player: str(7 * i + 5) for i, player in enumerate(players)}
    for player, value in points.items():
        click(find(dialog, 'text', re.compile(f'^{re.escape(player)}')))
        key('<Control>a')
        rawinput.typeText(value)
        press('Tab')
    activate(find(dialog, 'push button', re.compile(r'Save$')))
    app.wait_window_gone('Round 1')

    # The score sheet: the round, its event, and the totals.
    activate(find(root, 'page tab', 'Score'))
    sheet = find(root, 'panel', 'Score sheet')

    def totals():
        cells = [node_name(n) for n in find_all(sheet, 'label')]
        if 'Total' not in cells:
            return None
        after = cells[cells.index('Total') + 1:]
        return after[:len(players)]

    expected = [points[p] for p in players]
    shown = wait_for(totals, what='the totals of the score sheet')
    check(shown == expected, f'the totals show {shown}, the hands were {expected} '
          f'(events: {events}, the sheet: {[node_name(n) for n in find_all(sheet, "label")]})')
    for event in events:
        name = event[len('Remove '):]
        check(name in [node_name(n) for n in find_all(sheet, 'label')],
              f'the score sheet does not show the event {name}')


def test_frantic_undo_redo_keys(session):
    app, window, root = game_page(session, 'frantic')
    deck = re.compile(r'^\d+ events in the deck, \d+ \w+$')

    def deck_label():
        found = [t for t in labels(root) if deck.match(t)]
        return found[0] if found else None

    fresh = wait_for(deck_label, what='the deck count')
    activate(find(root, 'push button', 'Black Card Played'))
    drawn = wait_for(lambda: deck_label() != fresh and deck_label(), what='the event to be revealed')
    # Ctrl+Z on the Events tab takes the draw back and says so.
    key('<Control>z')
    wait_for(lambda: deck_label() == fresh, what=f'Ctrl+Z to bring back “{fresh}” (it shows {deck_label()})')
    wait_for(lambda: toast_shown(window, re.compile('^Undone: ')), what='the toast saying what was undone')
    # Ctrl+Shift+Z draws it again.
    key('<Control><Shift>z')
    wait_for(lambda: deck_label() == drawn, what=f'Ctrl+Shift+Z to bring back “{drawn}” (it shows {deck_label()})')


def test_rules_search(session):
    app, window, root = game_page(session, 'rules')
    activate(find(root, 'push button', 'Search the Rules'))
    click(find(root, 'entry', 'Search the rules'))
    rawinput.typeText('mating season')
    results = find(root, 'list', 'Search results')

    def titles():
        return [[node_name(n) for n in find_all(row, 'label')]
                for row in children(results) if role_name(row) == 'list item']

    found = wait_for(lambda: titles() and titles(), what='results for “mating season”')
    check(found[0][0] == 'Mating Season', f'the first result is {found[0]}')
    check(any('FR' in r for r in found) and any('EN' in r for r in found),
          f'the search did not find both languages: {found}')

    # The first result opens the entry: its heading comes into view.
    first = [row for row in children(results) if role_name(row) == 'list item'][0]
    click(first)

    def heading_in_view():
        for label in find_all(root, 'label', 'Mating Season'):
            if is_ancestor(results, label):
                continue
            pane = scroll_pane_of(label)
            if pane is not None and inside(extents(label), extents(pane)):
                return True
        return False

    wait_for(heading_in_view, what='the heading “Mating Season” to scroll into view')


def test_whosnext_countdown(session):
    app, window, root = game_page(session, 'whosnext')
    seats = lambda: [node_name(n) for n in find_all(root, 'push button',  # noqa: E731
                                                   re.compile(r'^Player \d, Wrong notes'))]
    check(seats()[0].startswith('Player 1') and len(seats()) >= 3, f'the table: {seats()}')
    wait_text(root, 'Player 1 starts')

    # Player 1 points clockwise: the countdown starts for Player 2, who
    # plays a Whoot (key 1) at once; then Player 3 is next.
    click(find(root, 'push button', re.compile(r'^(Start clockwise|Clockwise)$')))
    press('1')
    wait_for(lambda: 'Player 2, Wrong notes: 0, Whoot' in seats(),
             what=f'Player 2’s Whoot on the table ({seats()})')
    wait_for(lambda: any(s.startswith('Player 3') and s.endswith('next to play') for s in seats()),
             what=f'Player 3 to be next ({seats()})')
    # Nobody plays for Player 3: the countdown runs out.
    wait_for(lambda: text_shown(root, 'Time is up!'), timeout=40 * SCALE,
             what='the countdown to run out (14 s at level 0)')


def test_whosnext_keys_after_clicks(session):
    from tablee_e2e import content_title

    app, window, root = game_page(session, 'whosnext')
    seats = lambda: [node_name(n) for n in find_all(root, 'push button',  # noqa: E731
                                                   re.compile(r'^Player \d, Wrong notes'))]
    wait_text(root, 'Player 1 starts')

    # The button clicked goes away as the round starts: the keys go on
    # (a new game seats three players).
    click(find(root, 'push button', 'Anticlockwise'))
    wait_text(root, 'Player 3 is next')
    press('1')
    wait_for(lambda: 'Player 3, Wrong notes: 0, Whoot' in seats(),
             what=f'Player 3’s Whoot on the table ({seats()})')

    # A click on a seat (it chooses who plays out of turn), then a card
    # key: the chosen player's card is told.
    click(find(root, 'push button', re.compile(r'^Player 2, Wrong notes')))
    press('2')
    wait_for(lambda: 'Player 2, Wrong notes: 0, Double Whoot' in seats(),
             what=f'Player 2’s Double Whoot on the table ({seats()})')

    # A click in the toolbar, then F1 opens the rules of the level. On a
    # loaded machine the button's popover may open only after Escape was
    # pressed, and then takes the first F1 itself: Escape and F1 again.
    click(find(root, 'push button', 'Mistakes at the same time'))
    for attempt in range(3):
        press('Escape')
        press('F1')
        try:
            wait_for(lambda: content_title(window) == 'Rules', timeout=5,
                     what=f'the rules to open (title: {content_title(window)})')
            break
        except Timeout:
            if attempt == 2:
                raise


def main():
    tap = Tap()
    tap.run('a damaged state file gives a message and a fresh game, in every game',
            test_damaged_state, timeout=300)
    tap.run('a truncated state file is refused the same way', test_truncated_state)
    tap.run('Not Not: the dice rolled survive kill -9', test_kill_notnot)
    tap.run('Frantic: the event revealed survives kill -9', test_kill_frantic)
    tap.run('Who’s Next?: a wrong note survives kill -9', test_kill_whosnext)
    tap.run('La Guerre des Sons: a renamed player survives kill -9', test_kill_soundbattle)
    tap.run('La Guerre des Sons: names typed one after another, each with Enter',
            test_soundbattle_enter_names)
    tap.run('player names with markup characters show literally (rows, titles, toasts)',
            test_markup_names)
    tap.run('Not Not: roll the dice and reveal the verdict', test_notnot_roll_and_reveal)
    tap.run('Not Not: the keys work after any click; F11 and Esc', test_notnot_keys_after_clicks)
    tap.run('Not Not: Ctrl+Z and Ctrl+Shift+Z take back and score again a turn', test_notnot_undo_redo_keys)
    tap.run('Frantic: a round with an event, and the totals shown', test_frantic_round)
    tap.run('Frantic: Ctrl+Z and Ctrl+Shift+Z take back and redo a draw', test_frantic_undo_redo_keys)
    tap.run('Rules: look up a rule by search, in both languages', test_rules_search)
    tap.run('Who’s Next?: start the countdown and play a card', test_whosnext_countdown)
    tap.run('Who’s Next?: the keys work whatever was clicked last', test_whosnext_keys_after_clicks)
    tap.finish()


if __name__ == '__main__':
    main()
