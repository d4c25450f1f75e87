# SPDX-License-Identifier: GPL-3.0-or-later
#
# Keyboard-only driving for the end-to-end tests: where the focus is, a
# check that an action left it on exactly one widget, and Tab presses to
# reach a control the way a keyboard user does (never a click).

import re

import pyatspi

from gi.repository import GLib

from tablee_e2e import (
    SCALE, Atspi, Failure, Timeout, children, describe, is_ancestor, key, press, real_name, states,
    wait_for,
)


class _FocusEvents:
    """Every widget that took the focus since the first look: GTK tells each
    change of the “focused” state on the bus. A widget can have the focus
    only if it took it, so the widgets to ask are those, and the ones that
    had it before anyone listened, found by one walk of each new root: a
    few calls instead of a walk of the whole window after every key (two
    seconds, and more over the rules, on a loaded machine)."""

    def __init__(self):
        self.seen = []
        self.roots = []
        self.listener = Atspi.EventListener.new(self._event)
        self.listener.register('object:state-changed:focused')

    def _event(self, event):
        if event.detail1 and event.source is not None and event.source not in self.seen:
            self.seen.append(event.source)

    def _walk(self, node, depth=0):
        state = states(node)
        if state is None or depth > 60:
            return
        if state.contains(pyatspi.STATE_FOCUSED) and node not in self.seen:
            self.seen.append(node)
        if depth == 0 or state.contains(pyatspi.STATE_VISIBLE):
            for child in children(node):
                self._walk(child, depth + 1)

    def focused(self, root):
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        if root not in self.roots:
            self.roots.append(root)
            self._walk(root)
        found, alive = [], []
        for node in self.seen:
            state = states(node)
            if state is None:
                continue
            alive.append(node)
            if state.contains(pyatspi.STATE_FOCUSED) and (node == root or is_ancestor(root, node)):
                found.append(node)
        self.seen = alive
        return found


_events = None


def focused(root):
    """The widgets under root that hold the keyboard focus (GTK gives the
    focused widget the “focused” state): one, or none when focus is lost."""
    global _events
    if _events is None:
        _events = _FocusEvents()
    return _events.focused(root)


def check_focus(root, after):
    """Waits until exactly one widget under root has the focus and returns
    it: an action done from the keyboard must leave the focus somewhere a
    user can see. Fails naming the action otherwise."""
    found = []

    def one():
        found[:] = focused(root)
        return len(found) == 1
    try:
        wait_for(one, what=f'one focused widget after {after}')
    except Failure as error:
        raise Failure(f'{error} (focused: {[describe(n) for n in found]})') from None
    return found[0]


def focus_is(root, matches, what):
    """Waits until the one focused widget under root matches, and returns
    it; fails saying where the focus is instead."""
    found = []

    def on_it():
        found[:] = focused(root)
        return len(found) == 1 and matches(found[0])
    try:
        wait_for(on_it, what=what)
    except Failure as error:
        raise Failure(f'{error} (focused: {[describe(n) for n in found]})') from None
    return found[0]


def in_field(root, after, timeout=None):
    """Waits until the focus is in the text field of an entry row
    (AdwEntryRow, as in the players' names): libadwaita 1.2 on GTK 4.8 gives
    its text no accessible and the row no “focused” state, so no widget
    under root shows the focus. What is typed next shows where it went."""
    found = []

    def none():
        found[:] = focused(root)
        return not found
    try:
        wait_for(none, timeout, what=f'the focus in a text field after {after}')
    except Failure as error:
        raise Failure(f'{error} (focused: {[describe(n) for n in found]})') from None


def tab_to(root, matches, what, backwards=False, limit=80, fields=False):
    """Presses Tab (Shift+Tab backwards) until the focused widget under
    root matches, and returns it: what a keyboard user does to reach a
    control. Fails when limit presses do not reach one, or when the focus
    is lost on the way. With fields, the way may go through the text field
    of an entry row, where no widget shows the focus (in_field())."""
    now = focused(root)
    for _ in range(limit):
        if len(now) == 1 and matches(now[0]):
            return now[0]
        key('<Shift>Tab' if backwards else 'Tab')
        if not fields:
            now = [check_focus(root, 'Tab')]
            continue
        try:
            now = wait_for(lambda: focused(root) or None, timeout=SCALE, what='the focus')
        except Timeout:
            now = []
        if len(now) > 1:
            raise Failure(f'{len(now)} widgets have the focus: {[describe(n) for n in now]}')
    raise Failure(f'{what} is not reachable with Tab ({limit} presses)')


def act(root, combo, after, press_key=False):
    """One key (a combination, or a key name pressed alone), then the
    check that the focus is still on one widget under root; returns it."""
    if press_key:
        press(combo)
    else:
        key(combo)
    return check_focus(root, after)


def named(pattern):
    """A test for tab_to(): the widget's accessible name matches pattern."""
    return lambda node: bool(re.search(pattern, real_name(node)))
