#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Counted strings go through ngettext, as TAP: in the parts listed below,
no string marked with _(), N_() or C_(), and no singular form of ngettext or
g_dngettext, puts an English plural noun after a number ("%u cards",
"%d winning rounds"): "1 cards" would show, and French, whose plural
differs, could not be right either. A count with a noun of its own goes
in a string of its own, through ngettext.
Usage: check-plurals.py SOURCE_ROOT"""

import glob
import os
import re
import sys

# The parts checked: La Guerre des Sons and the shared pages. Each game's
# engineer adds its folder once its strings are through ngettext.
PARTS = (
    'src/*/*.c',
    'ui/*.ui',
    'src/soundbattle/*.c',
    'src/rules/*.c',
    'src/history/*.c',
    'src/tablee-*.c',
    'src/common/tablee-game-page.c',
    'ui/tablee-soundbattle*.ui',
    'ui/tablee-rules*.ui',
    'ui/tablee-history*.ui',
    'ui/tablee-stats-view.ui',
    'ui/tablee-window.ui',
)

LITERALS = r'((?:"(?:[^"\\]|\\.)*"\s*)+)'
# A string that is not counted, and the singular form of one that is.
C_SINGLE = re.compile(r'\b(?:_|N_)\s*\(\s*' + LITERALS + r'\)')
C_CONTEXT = re.compile(r'\bC_\s*\(\s*' + LITERALS + r',\s*' + LITERALS + r'\)')
C_SINGULAR = re.compile(r'\b(?:ngettext\s*\(|g_dngettext\s*\(\s*[A-Z_]+\s*,)\s*' + LITERALS + r',')
UI_STRING = re.compile(r'translatable="yes"[^>]*>([^<]*)<')
# A number, maybe an adjective in -ing ("winning"), then a word that
# English makes plural with an s.
COUNTED = re.compile(r'%(?:\d+\$)?[-+ 0#]*\d*(?:l|ll|z|h)?[udi](?:" G_G(?:U)?INT64_FORMAT ")?'
                     r'(?:\s+[a-z]+ing)?\s+([a-z]+s)\b')
NOT_PLURAL = {'is', 'was', 'has', 'does', 'its', 'this', 'as', 'us', 'plus'}


def joined(literals):
    return ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', literals))


def strings(path, text):
    if path.endswith('.ui'):
        for m in UI_STRING.finditer(text):
            yield m.start(), m.group(1)
        return
    for pattern, group in ((C_SINGLE, 1), (C_CONTEXT, 2), (C_SINGULAR, 1)):
        for m in pattern.finditer(text):
            yield m.start(), joined(m.group(group))


def main():
    root = sys.argv[1]
    paths = sorted({p for part in PARTS for p in glob.glob(os.path.join(root, part))})
    print(f'1..{len(paths)}')
    failed = False
    for n, path in enumerate(paths, 1):
        with open(path, encoding='utf-8') as f:
            text = f.read()
        wrong = []
        for start, string in strings(path, text):
            for m in COUNTED.finditer(string):
                if m.group(1) not in NOT_PLURAL:
                    line = text.count('\n', 0, start) + 1
                    wrong.append(f'{line}: "{string}"')
        rel = os.path.relpath(path, root)
        if wrong:
            failed = True
            print(f'not ok {n} {rel}')
            for w in wrong:
                print(f'# {rel}:{w} counts without ngettext')
        else:
            print(f'ok {n} {rel}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
