#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What a screen reader hears: an AT-SPI event listener records every
# announcement of the app (object:announcement on a GTK that has
# gtk_accessible_announce(), object:property-change:accessible-description
# on older ones, which Orca reads on the focused widget), while a round of
# each game is played. A roll, a verdict, a drawn event, who is next, time
# up, a trick's winner or a notice (undo, redo) that goes unsaid fails.
#
# Usage: test_announce.py BUILD_DIR SOURCE_DIR

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tablee_e2e import (  # noqa: E402
    SCALE, Atspi, Tap, activate, click, find, key, page, registered_pages, wait_for,
)
from gi.repository import GLib  # noqa: E402

SOURCE_DIR = sys.argv[2]

EVENTS = ('object:announcement', 'object:property-change:accessible-description')


class Heard:
    """What the app said, in order, from the moment it is made."""

    def __init__(self):
        self.said = []
        self.listener = Atspi.EventListener.new(self._event)
        for event in EVENTS:
            self.listener.register(event)

    def _event(self, event):
        text = event.any_data if isinstance(event.any_data, str) else None
        if text is None:
            try:
                text = event.source.get_description()
            except Exception:  # noqa: BLE001  (the widget may be gone)
                return
        if text:
            self.said.append(text)

    def close(self):
        for event in EVENTS:
            self.listener.deregister(event)

    def pump(self):
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass

    def wait(self, pattern, what, timeout=None):
        """Waits until something said matches pattern; returns it."""
        def heard():
            self.pump()
            return next((s for s in self.said if pattern.search(s)), None)

        try:
            return wait_for(heard, timeout=timeout, what=f'{what} to be said')
        except AssertionError as error:
            raise type(error)(f'{error}; said: {self.said}') from None


def game_root(session, game):
    types = {i: n for i, _, n in registered_pages(SOURCE_DIR)}
    app = session.start(f'--game={game}')
    window = app.window()
    return app, window, page(window, types[game])


def listening(function):
    """Runs function(session, heard) with a listener that is taken down
    after, whatever happens."""
    def run(session):
        heard = Heard()
        try:
            function(session, heard)
        finally:
            heard.close()
    return run


@listening
def test_notnot(session, heard):
    app, window, root = game_root(session, 'notnot')
    click(find(root, 'push button', re.compile(r'Roll$')))
    heard.wait(re.compile(r'^Rolled: [A-Z]'), 'the roll')
    click(find(root, 'push button', re.compile(r'Reveal$')))
    # The verdict: which cards may be tapped, and why.
    verdict = re.compile(r'tap|Nobody|card', re.IGNORECASE)
    heard.wait(verdict, 'the verdict')
    click(find(root, 'push button', re.compile(r'Score the Taps$')))
    key('<Control>z')
    heard.wait(re.compile(r'^Undone: '), 'the notice of Undo')
    key('<Control><Shift>z')
    heard.wait(re.compile(r'^Redone: '), 'the notice of Redo')


@listening
def test_frantic(session, heard):
    app, window, root = game_root(session, 'frantic')
    activate(find(root, 'push button', 'Black Card Played'))
    # An event's title, then what it does: "Doomsday: the round ends…".
    heard.wait(re.compile(r'^[^:]{3,}: .{10,}'), 'the event drawn and what it does')


@listening
def test_soundbattle(session, heard):
    app, window, root = game_root(session, 'soundbattle')
    activate(find(root, 'push button', 'Deal the Cards'))
    activate(find(root, 'push button', 'Who has the loudest sound?'))
    activate(find(root, 'push button', re.compile(r'^Player 1 won')))
    heard.wait(re.compile(r' wins the trick'), 'the trick’s winner')


@listening
def test_whosnext(session, heard):
    app, window, root = game_root(session, 'whosnext')
    click(find(root, 'push button', re.compile(r'^(Start clockwise|Clockwise)$')))
    heard.wait(re.compile(r'^Player 2 is next$'), 'who is next')
    # Nobody plays: the countdown runs out, said once.
    heard.wait(re.compile(r'^Time is up!$'), 'time up', timeout=40 * SCALE)
    ticks = [s for s in heard.said if re.fullmatch(r'\d+', s)]
    if ticks:
        raise AssertionError(f'the seconds are said one by one: {ticks}')


def main():
    tap = Tap()
    tap.run('Not Not: the roll, the verdict, undo and redo are said', test_notnot)
    tap.run('Frantic: the event drawn is said with what it does', test_frantic)
    tap.run('La Guerre des Sons: the trick’s winner is said', test_soundbattle)
    tap.run('Who’s Next?: who is next and time up are said, not the ticks', test_whosnext)
    tap.finish()


if __name__ == '__main__':
    main()
