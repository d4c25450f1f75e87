#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Regenerates the counting voice of Who's Next? (data/sounds/voice/*.wav)
# with the espeak-ng speech synthesiser and sox (Debian: apt install
# espeak-ng sox). For developers only: the app plays the committed files
# and needs neither tool. Run from anywhere: sh data/sounds/voice/generate.sh
#
# Each file is mono 16-bit PCM at 22050 Hz, starts on its first audible
# sample (the countdown places that sample on the second) and lasts less
# than 0.9 s, so that one number never runs into the next.

set -eu

dir=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# say LANG VOICE NAME TEXT
say () {
  speed=190
  while :; do
    espeak-ng -v "$2" -s "$speed" -w "$tmp/raw.wav" "$4"
    # Leading and trailing silence off, a peak of -7 dB (the ticks it is mixed
    # with leave that much room), 16-bit mono 22050 Hz.
    sox "$tmp/raw.wav" -b 16 -c 1 -r 22050 "$tmp/trim.wav" \
      silence 1 0.001 0.5% reverse silence 1 0.01 0.5% reverse gain -n -7
    length=$(soxi -D "$tmp/trim.wav")
    if awk "BEGIN { exit !($length < 0.9) }"; then
      break
    fi
    speed=$((speed + 20))
  done
  # A 2 ms fade at each end: no click where the cut falls.
  sox "$tmp/trim.wav" "$dir/$1-$3.wav" fade t 0.002 0 0.002
  printf '%s-%s.wav  %s  %.3f s at %d words/min\n' "$1" "$3" "$4" "$length" "$speed"
}

for n in $(seq 1 14); do
  say en en-gb "$n" "$n"
  say fr fr-fr "$n" "$n"
done
say en en-gb timeout "Time's up!"
say fr fr-fr timeout "Temps écoulé !"
