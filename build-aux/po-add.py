#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Appends French translations to po/fr.po from a tab-separated file of
English<TAB>French lines (C escapes allowed), skipping msgids already there.
Usage: build-aux/po-add.py po/fr.po TRANSLATIONS.tsv"""

import fcntl
import re
import sys


def escape(text):
    return text.replace('\\', '\\\\').replace('"', '\\"')


def main():
    po_path, tsv_path = sys.argv[1:3]
    # Several people may add translations at once: one writer at a time.
    lock = open(po_path + '.lock', 'w')
    fcntl.flock(lock, fcntl.LOCK_EX)
    with open(po_path, encoding='utf-8') as f:
        po = f.read()
    known = set(re.findall(r'^msgid "(.*)"$', po, re.M))
    added = 0
    with open(tsv_path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            english, french = line.split('\t')
            # The file holds C escapes such as \n already: keep them as they are.
            msgid = english.replace('"', '\\"')
            if msgid in known:
                continue
            # Each entry is followed by a blank line, so that entries that
            # other branches append after it stay apart when merged.
            if not po.endswith('\n\n'):
                po = po.rstrip('\n') + '\n\n'
            po += f'msgid "{msgid}"\nmsgstr "{french.replace(chr(34), chr(92) + chr(34))}"\n\n'
            known.add(msgid)
            added += 1
    with open(po_path, 'w', encoding='utf-8') as f:
        f.write(po)
    print(f'{added} added')


if __name__ == '__main__':
    main()
