#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a file of the core library, or a header it includes from the
project, includes GTK or libadwaita: the models must stay GTK-free.
Usage: check-core-no-gtk.py SOURCE... (the core library's sources)."""

import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
FORBIDDEN = re.compile(r'^(gtk/|gdk/|adwaita\.h|gsk/|gtk4|libadwaita)')


def main():
    sources = sys.argv[1:]
    if not sources:
        print('usage: check-core-no-gtk.py SOURCE...', file=sys.stderr)
        return 2
    dirs = sorted({os.path.dirname(s) for s in sources})
    seen = set()
    todo = list(sources)
    bad = []
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        with open(path, encoding='utf-8') as f:
            text = f.read()
        for name in INCLUDE.findall(text):
            if FORBIDDEN.match(name):
                bad.append(f'{path}: includes {name}')
                continue
            # Follow the project's own headers, wherever they are.
            for d in [os.path.dirname(path)] + dirs:
                candidate = os.path.join(d, name)
                if os.path.exists(candidate):
                    todo.append(candidate)
                    break
    print(f'1..1')
    if bad:
        for line in bad:
            print(f'# {line}')
        print('not ok 1 - the core library is GTK-free')
        return 1
    print(f'ok 1 - the core library is GTK-free ({len(seen)} files)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
