#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Translation checks, as TAP:
1. every file with translatable strings is listed in po/POTFILES.in;
2. every file listed exists;
3. every string the sources hold has a French translation in po/fr.po that
   is neither empty nor fuzzy, and fr.po compiles cleanly.
Usage: check-translations.py SOURCE_ROOT"""

import os
import re
import subprocess
import sys
import tempfile

MARKERS = {
    '.c': re.compile(r'\b(_|N_|C_|NC_|ngettext|g_dngettext)\s*\('),
    '.ui': re.compile(r'translatable="yes"'),
    '.xml': re.compile(r'<(summary|description|p|li|name|caption)\b'),
    '.in': re.compile(r'^(Name|GenericName|Comment|Keywords)=|<(summary|p|li|caption)\b', re.M),
}
SKIP_DIRS = {'.git', '_build', 'build', 'tests', 'po', 'flatpak', 'rules', 'sounds', 'icons'}


def candidates(root):
    for top in ('src', 'ui', 'data'):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
            for name in filenames:
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                ext = os.path.splitext(name)[1]
                if name.endswith('.gresource.xml'):
                    continue
                if ext == '.xml' and not name.endswith('.gschema.xml'):
                    continue
                marker = MARKERS.get(ext)
                if marker is None:
                    continue
                with open(path, encoding='utf-8') as f:
                    if marker.search(f.read()):
                        yield rel


def parse_po(path):
    """Returns {msgid: (msgstr, fuzzy)} with msgctxt folded into the key."""
    entries = {}
    with open(path, encoding='utf-8') as f:
        blocks = f.read().split('\n\n')
    for block in blocks:
        fuzzy = False
        fields = {}
        current = None
        for line in block.splitlines():
            if line.startswith('#,') and 'fuzzy' in line:
                fuzzy = True
            if line.startswith('#'):
                continue
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                current = m.group(1)
                fields[current] = m.group(2)
            elif line.startswith('"') and current:
                fields[current] += line[1:-1]
        if 'msgid' in fields and fields['msgid']:
            key = (fields.get('msgctxt'), fields['msgid'])
            msgstr = fields.get('msgstr', fields.get('msgstr[0]', ''))
            entries[key] = (msgstr, fuzzy)
    return entries


def main():
    root = sys.argv[1]
    n = 0
    failed = False
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        listed = [l.strip() for l in f if l.strip() and not l.startswith('#')]

    print('1..3')

    missing = sorted(set(candidates(root)) - set(listed))
    n += 1
    for m in missing:
        print(f'# not in po/POTFILES.in: {m}')
    print(('ok' if not missing else 'not ok') + f' {n} - POTFILES.in lists every file with strings')
    failed |= bool(missing)

    absent = [l for l in listed if not os.path.exists(os.path.join(root, l))]
    n += 1
    for a in absent:
        print(f'# listed but absent: {a}')
    print(('ok' if not absent else 'not ok') + f' {n} - every file in POTFILES.in exists')
    failed |= bool(absent)

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'tablee.pot')
        files = [l for l in listed if os.path.exists(os.path.join(root, l))]
        c_files = [l for l in files if l.endswith(('.c', '.h'))]
        other = [l for l in files if l not in c_files]
        cmd_c = ['xgettext', '--from-code=UTF-8', '--add-comments=Translators',
                 '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
                 '--keyword=g_dngettext:2,3', '--language=C', '-o', pot, '--directory', root]
        subprocess.run(cmd_c + c_files, check=True)
        for f in other:
            lang = []
            if f.endswith('.desktop.in.in') or f.endswith('.desktop.in'):
                lang = ['--language=Desktop']
            elif f.endswith('.metainfo.xml.in.in'):
                lang = ['--its=/usr/share/gettext/its/metainfo.its']
            elif f.endswith('.ui'):
                lang = ['--its=/usr/share/gettext/its/gtk4builder.its']
            subprocess.run(['xgettext', '--from-code=UTF-8', '-j', '-o', pot,
                            '--directory', root] + lang + [f], check=True)
        pot_entries = parse_po(pot)
        po_entries = parse_po(os.path.join(root, 'po', 'fr.po'))
        problems = []
        for key in sorted(pot_entries, key=lambda k: (k[0] or '', k[1])):
            if key not in po_entries:
                problems.append(f'no French translation: {key[1]!r}')
            elif po_entries[key][1]:
                problems.append(f'fuzzy: {key[1]!r}')
            elif not po_entries[key][0]:
                problems.append(f'untranslated: {key[1]!r}')
        check = subprocess.run(['msgfmt', '--check', '-o', os.devnull,
                                os.path.join(root, 'po', 'fr.po')],
                               capture_output=True, text=True)
        if check.returncode != 0:
            problems.append('msgfmt --check fails: ' + check.stderr.strip())
    n += 1
    for p in problems:
        print(f'# {p}')
    print(('ok' if not problems else 'not ok') +
          f' {n} - every one of {len(pot_entries)} strings has a French translation')
    failed |= bool(problems)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
