#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The metainfo as a reviewer checks it, as TAP:
1. appstreamcli validates it strictly (infos fail too); the one issue let
   through is the <developer> tag, which AppStream 1.0 and Flathub ask for
   and Debian 12's AppStream 0.16 does not know yet;
2. every screenshot it lists is in data/screenshots, at most 1000x700,
   and each page has one in the light style and one in the dark style
   (environment gnome:dark; build-aux/screenshots makes them all);
3. its newest release is the project's version, and the releases are
   newest first with a description each.
Usage: check-metainfo.py METAINFO SOURCE_ROOT VERSION"""

import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

# Issue tags appstreamcli 0.16 raises for what newer specifications require.
NEWER_THAN_VALIDATOR = {('unknown-tag', 'developer')}


def validate(path):
    """What appstreamcli says, and the issues that are not pedantic (the
    ones --strict fails on), less those of newer specifications."""
    result = subprocess.run(['appstreamcli', 'validate', '--no-net', '--strict', '--pedantic',
                             '--format', 'yaml', path],
                            capture_output=True, text=True, check=False)
    issues = []
    for line in result.stdout.splitlines():
        if line.startswith('- tag:'):
            issues.append({'tag': line.split(':', 1)[1].strip()})
        elif issues and line.startswith('  ') and ':' in line and not line.startswith('    '):
            key, _, value = line.strip().partition(':')
            issues[-1][key] = value.strip()
    real = [i for i in issues
            if i.get('severity') != 'pedantic'
            and (i['tag'], i.get('hint')) not in NEWER_THAN_VALIDATOR]
    return result, real


def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    if head[:8] != b'\x89PNG\r\n\x1a\n':
        return None
    return struct.unpack('>II', head[16:24])


def main():
    metainfo, root, version = sys.argv[1:4]
    print('1..3')

    result, problems = validate(metainfo)
    if 'Validator:' in result.stdout and not problems:
        print('ok 1 - appstreamcli validate --strict')
    else:
        print('not ok 1 - appstreamcli validate --strict')
        for line in (result.stdout + result.stderr).splitlines():
            print('# ' + line)

    tree = ET.parse(metainfo).getroot()
    wrong = []
    images = [i.text for i in tree.iter('image')]
    styles = {'light': set(), 'dark': set()}
    for screenshot in tree.iter('screenshot'):
        style = 'dark' if screenshot.get('environment', '').endswith(':dark') else 'light'
        styles[style].update(i.text.rsplit('/', 1)[-1] for i in screenshot.iter('image'))
    if styles['light'] != styles['dark']:
        wrong.append(f'light only: {sorted(styles["light"] - styles["dark"])}, '
                     f'dark only: {sorted(styles["dark"] - styles["light"])}')
    for url in images:
        name = url.split('/data/screenshots/', 1)[-1]
        path = os.path.join(root, 'data', 'screenshots', name)
        size = png_size(path) if os.path.exists(path) else None
        if size is None:
            wrong.append(f'{name}: not a PNG in data/screenshots')
        elif size[0] > 1000 or size[1] > 700:
            wrong.append(f'{name}: {size[0]}x{size[1]}, larger than 1000x700')
    if images and not wrong:
        print(f'ok 2 - {len(images)} screenshots, each at most 1000x700, light and dark')
    else:
        print('not ok 2 - the screenshots' + ('' if images else ': none listed'))
        for line in wrong:
            print('# ' + line)

    releases = list(tree.iter('release'))
    versions = [r.get('version') for r in releases]
    dates = [r.get('date') for r in releases]
    undescribed = [r.get('version') for r in releases if r.find('description') is None]
    if versions and versions[0] == version and dates == sorted(dates, reverse=True) \
            and not undescribed:
        print(f'ok 3 - the newest release is {version}, every release says what changed')
    else:
        print(f'not ok 3 - releases {versions} ({dates}) for version {version}; '
              f'without a description: {undescribed}')


if __name__ == '__main__':
    main()
