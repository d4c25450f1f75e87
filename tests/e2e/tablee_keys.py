# SPDX-License-Identifier: GPL-3.0-or-later
#
# Keyboard-only driving for the end-to-end tests: where the focus is, a
# check that an action left it on exactly one widget, and Tab presses to
# reach a control the way a keyboard user does (never a click).

import re

import pyatspi

from tablee_e2e import Failure, children, describe, has_size, key, press, real_name, states, wait_for


def focused(root):
    """The widgets under root that hold the keyboard focus (GTK gives the
    focused widget the “focused” state): one, or none when focus is lost.
    What walk() would visit, read in half its calls on the bus (a check
    after every key must be quick): one state per node, and the sizes
    only of the containers above a focused widget."""
    found = []

    def visit(node, above):
        state = states(node)
        if state is None or (above and not state.contains(pyatspi.STATE_VISIBLE)):
            return
        if state.contains(pyatspi.STATE_FOCUSED):
            found.append((node, above))
        for child in children(node):
            visit(child, above + (node,))

    visit(root, ())
    return [node for node, above in found
            if all(has_size(n) for n in above[1:] + (node,) if n.childCount > 0)]


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


def tab_to(root, matches, what, backwards=False, limit=80):
    """Presses Tab (Shift+Tab backwards) until the focused widget under
    root matches, and returns it: what a keyboard user does to reach a
    control. Fails when limit presses do not reach one, or when the focus
    is lost on the way."""
    for _ in range(limit):
        now = focused(root)
        if len(now) == 1 and matches(now[0]):
            return now[0]
        key('<Shift>Tab' if backwards else 'Tab')
        check_focus(root, 'Tab')
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
