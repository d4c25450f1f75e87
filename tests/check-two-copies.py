#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Two copies of Tablée on one data folder, without a D-Bus session to make
the second hand over to the first: the second says that Tablée is already
open elsewhere and writes nothing, even for a game it starts (a fresh game
is saved at once by a copy that may write). Needs a display (the test
command gives one); skipped without."""

import fcntl
import os
import select
import subprocess
import sys
import tempfile
import time


def lock_is_held(path):
    try:
        with open(path, 'rb') as f:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(f, fcntl.LOCK_UN)
        return False
    except FileNotFoundError:
        return False
    except BlockingIOError:
        return True


def wait_for(predicate, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


def read_stderr_until(process, text, seconds):
    """Whether process wrote text on stderr within seconds."""
    deadline = time.monotonic() + seconds
    seen = b''
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stderr], [], [], 0.2)
        if ready:
            chunk = os.read(process.stderr.fileno(), 4096)
            if not chunk:
                break
            seen += chunk
            if text.encode() in seen:
                return True
    sys.stderr.write(seen.decode(errors='replace'))
    return False


def files(folder):
    return {name: open(os.path.join(folder, name), 'rb').read()
            for name in sorted(os.listdir(folder)) if name != 'lock'}


def main():
    binary = sys.argv[1]
    if not os.environ.get('DISPLAY') and not os.environ.get('WAYLAND_DISPLAY'):
        print('1..0 # SKIP no display')
        return 0

    checks = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ,
                   XDG_DATA_HOME=os.path.join(home, 'data'),
                   XDG_CONFIG_HOME=os.path.join(home, 'config'),
                   # No session bus: each copy is its own instance.
                   DBUS_SESSION_BUS_ADDRESS='disabled:',
                   LANGUAGE='en')
        folder = os.path.join(home, 'data', 'tablee')
        lock = os.path.join(folder, 'lock')
        first = subprocess.Popen([binary], env=env, stderr=subprocess.DEVNULL)
        second = None
        try:
            checks.append(('the first copy takes the lock', wait_for(lambda: lock_is_held(lock), 60)))
            before = files(folder)
            second = subprocess.Popen([binary, '--game=frantic'], env=env, stderr=subprocess.PIPE)
            checks.append(('the second copy finds the data folder taken',
                           read_stderr_until(second, 'is locked by another copy', 60)))
            # Time for a copy that may write to save its fresh game
            # (250 ms after the change).
            time.sleep(2)
            checks.append(('the second copy is still running', second.poll() is None))
            checks.append(('the second copy wrote nothing', files(folder) == before))
        finally:
            for process in (second, first):
                if process is not None:
                    process.kill()
                    process.wait()

    print(f'1..{len(checks)}')
    failed = 0
    for i, (name, ok) in enumerate(checks, 1):
        print(f'{"ok" if ok else "not ok"} {i} {name}')
        failed += not ok
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
