#!/usr/bin/env bash
# Takes the screenshots of docs/screenshots/ from the real window, in French,
# under Xvfb: every view and the result dialog (a tarot table, a battle) on a
# fresh demo club. Usage: scripts/screenshots.sh [OUTPUT_FOLDER]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=${1:-docs/screenshots}
bash scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)" --target palmares

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out"
# A fresh demo club and fresh settings, so the pictures do not depend on this machine.
LANG=fr_FR.UTF-8 LC_ALL=fr_FR.UTF-8 LANGUAGE=fr \
    XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data PALMARES_DEMO=$scratch/demo.palmares \
    xvfb-run -a -s '-screen 0 1280x800x24' \
    build/release/app/gui/palmares --demo --screenshots "$scratch/shots"
for f in "$scratch"/shots/*.png; do
    cp "$f" "$out/fr-$(basename "$f")"
done
ls -l "$out"/fr-*.png
