#!/usr/bin/env bash
# Refreshes resources/translations/palmares_fr.ts from the sources with Qt 6's
# lupdate: new source strings are added (to be translated), vanished ones are
# dropped (-no-obsolete). No source locations are written, so that the file
# only changes when the strings do.
#
# English shows its source strings, but for the counted ones ("%Ln match(es)"):
# palmares_en.ts holds only those (lupdate -pluralonly), with the singular and
# plural forms scripts/fill-english-plurals.py writes from "(s)" and "(es)".
#
# Usage: scripts/update-translations.sh [extra lupdate options]
# LUPDATE may name another lupdate (default: Debian's Qt 6 one).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
if [[ ! -x $lupdate ]]; then
    echo "error: $lupdate not found (Debian package qt6-l10n-tools)" >&2
    exit 1
fi

# The sources whose strings the interface shows: the window (ui/, its models),
# the GUI's main(), the language support itself, and the parts of core/ that
# translate their messages where they write them (core/store, core/csv,
# core/club, core/workbook; core/rating and core/pairing are pure C++ and mark their message
# templates with PALMARES_TR_NOOP, read here as QT_TRANSLATE_NOOP; core/club
# translates them).
sources=(ui app/gui resources/i18n core/common core/store core/club core/csv core/workbook core/rating core/pairing)
if [[ -d ui/report ]]; then
    sources+=(ui/report) # already under ui/, listed for clarity
fi

"$lupdate" -locations none -no-obsolete -extensions cpp,h -I core \
    -tr-function-alias QT_TRANSLATE_NOOP+=PALMARES_TR_NOOP \
    -source-language en_GB -target-language fr_FR \
    "$@" "${sources[@]}" -ts resources/translations/palmares_fr.ts
"$lupdate" -locations none -no-obsolete -pluralonly -extensions cpp,h -I core \
    -tr-function-alias QT_TRANSLATE_NOOP+=PALMARES_TR_NOOP \
    -source-language en_GB -target-language en_GB \
    "$@" "${sources[@]}" -ts resources/translations/palmares_en.ts
python3 scripts/fill-english-plurals.py resources/translations/palmares_en.ts
