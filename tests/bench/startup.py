#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Startup benchmark: time to the first mapped window and RSS of tablee
against an empty AdwApplicationWindow, started alternately in the same run
under the same X server, with ../shared/tools/maptime. Prints the medians,
their ratios and the spread of the ratio of each pair of runs; never fails
on speed. Medians of fewer than 9 runs vary too much on a shared machine.
Usage: startup.py MAPTIME TABLEE EMPTY_WINDOW [RUNS]"""

import os
import re
import statistics
import subprocess
import sys
import tempfile


def measure(maptime, command, env):
    out = subprocess.run([maptime, '-s', '500', '--', command], capture_output=True,
                         text=True, env=env, timeout=60).stdout
    m = re.search(r'map_ms=([\d.]+) rss_kb=(\d+)', out)
    if not m:
        raise RuntimeError(f'maptime said: {out!r}')
    return float(m.group(1)), int(m.group(2))


def main():
    maptime, tablee, empty = sys.argv[1:4]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 11
    home = tempfile.mkdtemp()
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, 'data'),
               XDG_CONFIG_HOME=os.path.join(home, 'config'), GSETTINGS_BACKEND='memory')
    results = {'tablee': [], 'empty': []}
    # A first start of each warms the disk cache; it is not counted.
    measure(maptime, tablee, env)
    measure(maptime, empty, env)
    for _ in range(runs):
        results['tablee'].append(measure(maptime, tablee, env))
        results['empty'].append(measure(maptime, empty, env))
    t_ms = statistics.median(r[0] for r in results['tablee'])
    e_ms = statistics.median(r[0] for r in results['empty'])
    t_rss = statistics.median(r[1] for r in results['tablee'])
    e_rss = statistics.median(r[1] for r in results['empty'])
    # Each run of tablee against the empty window started just after it.
    pairs = list(zip(results['tablee'], results['empty']))
    ms_ratios = sorted(t[0] / e[0] for t, e in pairs)
    rss_ratios = sorted(t[1] / e[1] for t, e in pairs)
    print(f'startup_first_window_ms tablee={t_ms:.1f} empty={e_ms:.1f} ratio={t_ms / e_ms:.3f} '
          f'runs={runs} pair_ratios={ms_ratios[0]:.3f}..{ms_ratios[-1]:.3f}')
    print(f'startup_rss_kb tablee={t_rss} empty={e_rss} ratio={t_rss / e_rss:.3f} '
          f'runs={runs} pair_ratios={rss_ratios[0]:.3f}..{rss_ratios[-1]:.3f}')


if __name__ == '__main__':
    main()
