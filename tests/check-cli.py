#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The command line: --version, --help, and a clear error with exit code 2
for a wrong --game value. None of these needs a display."""

import os
import subprocess
import sys


def run(binary, *args, env=None):
    return subprocess.run([binary, *args], capture_output=True, text=True, timeout=60,
                          env=env)


def main():
    binary = sys.argv[1]
    env = dict(os.environ)
    checks = []

    r = run(binary, '--version')
    checks.append(('--version prints the version', r.returncode == 0 and 'Tablée' in r.stdout
                   and any(c.isdigit() for c in r.stdout)))

    r = run(binary, '--help')
    checks.append(('--help lists --game', r.returncode == 0 and '--game' in r.stdout))

    r = run(binary, '--game=chess')
    checks.append(('a wrong --game exits 2', r.returncode == 2))
    checks.append(('a wrong --game names the value and the valid ones',
                   '“chess”' in r.stderr and 'rules' in r.stderr))

    fr = dict(env, LANGUAGE='fr', LC_ALL='C.UTF-8')
    r = run(binary, '--game=chess', env=fr)
    checks.append(('the error is in French with LANGUAGE=fr',
                   r.returncode == 2 and 'inconnu' in r.stderr))

    print(f'1..{len(checks)}')
    failed = 0
    for i, (name, ok) in enumerate(checks, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {name}")
        if not ok:
            print(f'# stdout: {r.stdout!r} stderr: {r.stderr!r} rc={r.returncode}')
        failed += not ok
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
