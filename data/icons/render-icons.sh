#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Renders the app's icons from their SVG sources into the PNGs that the app
# compiles in (ui/tablee-shell.gresource.xml): with PNGs only, GTK needs no
# SVG renderer (librsvg) to draw the first window. The SVGs stay the
# sources, and what the desktop installs. Run it after changing an SVG;
# it needs rsvg-convert (librsvg2-bin) and gtk4-encode-symbolic-svg
# (libgtk-4-bin).
#   data/icons/render-icons.sh

set -eu

cd "$(dirname "$0")/hicolor"
app_id=io.github.tablee.Tablee

# The welcome page shows the app icon at 96 px, the About window at 128;
# twice that on a display scaled by 2.
for size in 96 128 192 256; do
  mkdir -p "${size}x${size}/apps"
  rsvg-convert -w "$size" -h "$size" "scalable/apps/$app_id.svg" \
    -o "${size}x${size}/apps/$app_id.png"
done

# The sidebar shows the symbolic icon at 16 px (24 in larger type), twice
# that when scaled. GTK recolours *.symbolic.png files like symbolic SVGs.
# It is named tablee-symbolic in the app: GTK 4.8 cuts the name of a
# *.symbolic.png file at a dot too many, and our app id has dots.
for size in 16 24 32 48; do
  mkdir -p "${size}x${size}/apps"
  gtk4-encode-symbolic-svg -o "${size}x${size}/apps" \
    "symbolic/apps/$app_id-symbolic.svg" "${size}x${size}"
  mv "${size}x${size}/apps/$app_id-symbolic.symbolic.png" \
    "${size}x${size}/apps/tablee-symbolic.symbolic.png"
done
