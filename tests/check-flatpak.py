#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Flatpak manifest cannot be built here; check at least that it parses,
names the app, builds libcanberra and asks for no more than it needs."""

import json
import sys

ALLOWED = {'--socket=wayland', '--socket=fallback-x11', '--share=ipc', '--device=dri',
           '--socket=pulseaudio'}


def main():
    path, app_id = sys.argv[1:3]
    checks = []
    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
        checks.append(('the manifest parses', True))
    except (OSError, ValueError) as e:
        print('1..1\nnot ok 1 - the manifest parses # ' + str(e))
        return 1
    checks.append(('it names the app id', manifest.get('id') == app_id))
    checks.append(('it runs tablee', manifest.get('command') == 'tablee'))
    checks.append(('it uses the GNOME runtime', manifest.get('runtime') == 'org.gnome.Platform'))
    names = [m.get('name') for m in manifest.get('modules', []) if isinstance(m, dict)]
    checks.append(('libcanberra is built as a module', 'libcanberra' in names))
    checks.append(('the app is the last module', names[-1:] == ['tablee']))
    checks.append(('finish-args are limited', set(manifest.get('finish-args', [])) <= ALLOWED))
    print(f'1..{len(checks)}')
    failed = 0
    for i, (name, ok) in enumerate(checks, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {name}")
        failed += not ok
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
