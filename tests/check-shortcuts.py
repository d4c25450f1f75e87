#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Keyboard Shortcuts window lists every key, as TAP.

Reads the keys the sources give (gtk_application_set_accels_for_action's
"<Control>q" strings, key bindings and shortcut tables of GDK_KEY_ names
with their modifiers, and the `case GDK_KEY_x:` of key handlers) and checks
that each appears in an accelerator of ui/gtk/help-overlay.ui. The keypad's
twins of a key (KP_8 for 8) and the capital a Shift key gives (Z with Shift
for z) count as the key itself.
Usage: check-shortcuts.py SOURCE_ROOT"""

import os
import re
import sys
import xml.etree.ElementTree as ET

MODIFIERS = {
    'GDK_CONTROL_MASK': '<Control>',
    'GDK_SHIFT_MASK': '<Shift>',
    'GDK_ALT_MASK': '<Alt>',
    'GDK_SUPER_MASK': '<Super>',
}
ACCEL = re.compile(r'"((?:<[A-Za-z]+>)*[A-Za-z0-9_]+)"')
ACCELS_TABLE = re.compile(r'\{\s*"([a-z]+\.[a-z-]+)",\s*\{([^}]*)\}\s*\}')
KEY_WITH_MODS = re.compile(r'GDK_KEY_(\w+)\s*,\s*([A-Z_|\s0]+?)\s*,\s*"[a-z]+\.[a-z-]+"')
CASE_KEY = re.compile(r'case\s+GDK_KEY_(\w+)\s*:')
NAMED_KEYS = {'space': 'space', 'Return': 'Return', 'Escape': 'Escape', 'Left': 'Left',
              'Right': 'Right', 'Up': 'Up', 'Down': 'Down', 'Delete': 'Delete',
              'BackSpace': 'BackSpace', 'Tab': 'Tab'}


def canonical(key):
    """One name for a key and its twins: KP_8 is 8, KP_Space is space,
    a capital letter is its small one."""
    if key.startswith('KP_'):
        key = key[3:]
        key = {'Space': 'space', 'Enter': 'Return'}.get(key, key)
    if len(key) == 1 and key.isalpha():
        key = key.lower()
    return key


def normalise(accel):
    """<Control><Shift>Z as (frozenset of modifiers, z)."""
    mods = frozenset(re.findall(r'<([A-Za-z]+)>', accel))
    mods = frozenset({'Control' if m in ('Primary', 'Ctrl') else m for m in mods})
    key = re.sub(r'<[A-Za-z]+>', '', accel)
    return mods, canonical(key)


def keys_in_sources(root):
    """The keys of the sources, each with the file that gives it, and the
    accelerators of each application action."""
    found = {}
    actions = {}
    for top in ('src',):
        for dirpath, _, filenames in os.walk(os.path.join(root, top)):
            for name in sorted(filenames):
                if not name.endswith('.c'):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                with open(path, encoding='utf-8') as f:
                    text = f.read()
                for action, accels in ACCELS_TABLE.findall(text):
                    for accel in ACCEL.findall(accels):
                        found.setdefault(normalise(accel), rel)
                        actions.setdefault(action, set()).add(normalise(accel))
                for key, mods in KEY_WITH_MODS.findall(text):
                    names = ''.join(MODIFIERS.get(m.strip(), '') for m in mods.split('|'))
                    found.setdefault(normalise(names + key), rel)
                for key in CASE_KEY.findall(text):
                    found.setdefault(normalise(key), rel)
    return found, actions


def keys_in_overlay(path, actions):
    """What the window shows: its accelerators, and the keys of the
    actions it names (GtkShortcutsShortcut's action-name)."""
    listed = set()
    for prop in ET.parse(path).getroot().iter('property'):
        if prop.get('name') == 'accelerator' and prop.text:
            for accel in prop.text.split():
                listed.add(normalise(accel))
        elif prop.get('name') == 'action-name' and prop.text:
            listed |= actions.get(prop.text, set())
    return listed


def main():
    root = sys.argv[1]
    found, actions = keys_in_sources(root)
    listed = keys_in_overlay(os.path.join(root, 'ui', 'gtk', 'help-overlay.ui'), actions)
    missing = sorted((rel, ''.join('<%s>' % m for m in sorted(mods)) + key)
                     for (mods, key), rel in found.items() if (mods, key) not in listed)
    print('1..2')
    # The check must have something to check: the keys every game shares.
    if normalise('<Control>z') in found and normalise('F1') in found:
        print('ok 1 - the sources give %d keys' % len(found))
    else:
        print('not ok 1 - the keys of the sources were not found (Ctrl+Z, F1)')
    if missing:
        print('not ok 2 - keys missing from the Keyboard Shortcuts window')
        for rel, accel in missing:
            print('# %s: %s' % (rel, accel))
    else:
        print('ok 2 - the Keyboard Shortcuts window lists every key')


if __name__ == '__main__':
    main()
