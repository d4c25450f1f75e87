#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Counts the view updates written by hand in the views of src/: functions
# whose name says they update, sync, refresh or rebuild a view, or show
# something (show_*), and that set a widget's text or visibility
# themselves. Views follow their models through bindings; what remains
# hand-written says why in the comment just above the function, with the
# words "hand-written" (e.g. "Hand-written: the sheet's rows are a grid a
# list model cannot give"). Prints the count and each function; fails only
# when one lacks that comment, never on the number.
#
# Usage: check-view-updates.py SRC_DIR [STRICT_PATH...]
# With STRICT_PATHs (files or folders under SRC_DIR's parent, "src/history"),
# only a function in one of them fails the test: the views not converted to
# bindings yet are listed and counted, and join the list when they are.

import os
import re
import sys

NAME = re.compile(r'(update|sync|refresh|rebuild)|(^|_)show_')
# What sets a text or a visibility by hand.
SETTERS = re.compile(r'\b(gtk_label_set_(text|label|markup)|gtk_button_set_label|gtk_widget_set_visible|'
                     r'gtk_editable_set_text|adw_(preferences_row|action_row|status_page|window_title|'
                     r'expander_row|preferences_group)_set_(title|subtitle|description))\s*\(')
# A function definition: its name at the start of a line, then its
# parameters, then the opening brace alone at the start of a line.
DEFINITION = re.compile(r'^([a-z_][a-z0-9_]*)\s*\(([^;{]*?)\)\s*\n\{', re.M)


def is_view (text):
    return '#include <gtk/gtk.h>' in text or '#include <adwaita.h>' in text or \
        re.search(r'#include "[^"]*-(page|view|dialog|window|sheet|chart|rows?)[^"]*\.h"', text) is not None


def body_of (text, start):
    depth = 0
    for i in range(start, len(text)):
        if text[i] == '{':
            depth += 1
        elif text[i] == '}':
            depth -= 1
            if depth == 0:
                return text[start:i]
    return text[start:]


def comment_above (text, start):
    # The lines just above the definition: its return type, then a comment.
    lines = text[:start].rstrip('\n').split('\n')
    # The return type line(s) of the definition.
    while lines and lines[-1].strip() and not lines[-1].strip().endswith('*/'):
        lines.pop()
        if lines and lines[-1].strip() == '':
            return ''
    comment = []
    while lines and lines[-1].strip() and (lines[-1].strip().startswith(('/*', '*')) or lines[-1].strip().endswith('*/')):
        comment.insert(0, lines.pop())
        if comment[0].strip().startswith('/*'):
            break
    return '\n'.join(comment)


def main ():
    src = sys.argv[1]
    found = []
    for root, dirs, files in os.walk(src):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith('.c'):
                continue
            path = os.path.join(root, name)
            with open(path, encoding='utf-8') as f:
                text = f.read()
            if not is_view(text):
                continue
            for match in DEFINITION.finditer(text):
                function = match.group(1)
                if not NAME.search(function):
                    continue
                body = body_of(text, match.end() - 1)
                if not SETTERS.search(body):
                    continue
                line = text.count('\n', 0, match.start()) + 1
                explained = 'hand-written' in comment_above(text, match.start()).lower()
                found.append((os.path.relpath(path, os.path.dirname(src.rstrip('/'))), line, function, explained))

    strict = sys.argv[2:]
    missing = [f for f in found if not f[3] and
               (not strict or any(f[0] == p or f[0].startswith(p.rstrip('/') + '/') for p in strict))]
    print('1..1')
    print('# %d hand-written view updates, %d without a comment saying why, %d of them in checked files'
          % (len(found), len([f for f in found if not f[3]]), len(missing)))
    for path, line, function, explained in found:
        print('# %s %s:%d %s' % ('   ' if explained else 'NO ', path, line, function))
    if missing:
        print('not ok 1 - %d hand-written view updates do not say why' % len(missing))
        return 1
    print('ok 1 - every hand-written view update says why')
    return 0


if __name__ == '__main__':
    sys.exit(main())
