#!/usr/bin/env bash
# Renders the application icon's PNG sizes from its SVG. The PNGs are
# committed (so building needs no SVG renderer); run this again after
# editing resources/icons/org.palmares.Palmares.svg and commit the result.
# Needs rsvg-convert (Debian: librsvg2-bin), which the build does not.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../resources/icons"
command -v rsvg-convert >/dev/null || { echo "make-icons.sh: install librsvg2-bin (rsvg-convert)" >&2; exit 1; }
for size in 16 22 24 32 48 64 128 256; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" org.palmares.Palmares.svg -o "hicolor/${size}x${size}/apps/org.palmares.Palmares.png"
done
echo "icons written under resources/icons/hicolor"
