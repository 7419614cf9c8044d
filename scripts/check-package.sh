#!/usr/bin/env bash
# Checks the Debian package as a user would get it: validates the desktop
# entry, the club file's MIME type and the AppStream metainfo, runs lintian
# (no error allowed), unpacks the .deb into a scratch root
# (dpkg -x: nothing is installed on this machine) and runs the installed
# palmares-cli on a tiny club: --version, init, game add, import, standings.
#
#   scripts/check-package.sh PALMARES.deb
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

deb=$(realpath "$1")
fail() { printf 'check-package.sh: %s\n' "$*" >&2; exit 1; }

desktop-file-validate resources/desktop/org.palmares.Palmares.desktop || fail "desktop-file-validate"
# --no-net: the screenshot URLs are not fetched, so this runs offline.
appstreamcli validate --no-net --strict resources/desktop/org.palmares.Palmares.metainfo.xml ||
    fail "appstreamcli validate"

dpkg-deb --field "$deb" Package Version Section Installed-Size Depends Recommends
# Debian's own checks of a package: no error allowed (warnings are printed).
lintian --fail-on error --tag-display-limit 0 "$deb" 2> >(grep -v 'running with root privileges' >&2) ||
    fail "lintian found errors in $(basename "$deb")"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg -x "$deb" "$root"

for f in usr/bin/palmares usr/bin/palmares-cli \
    usr/share/applications/org.palmares.Palmares.desktop \
    usr/share/metainfo/org.palmares.Palmares.metainfo.xml \
    usr/share/icons/hicolor/scalable/apps/org.palmares.Palmares.svg \
    usr/share/icons/hicolor/16x16/apps/org.palmares.Palmares.png \
    usr/share/icons/hicolor/256x256/apps/org.palmares.Palmares.png \
    usr/share/man/man1/palmares-cli.1.gz usr/share/man/man1/palmares.1.gz \
    usr/share/mime/packages/org.palmares.Palmares.xml \
    usr/share/doc/palmares/copyright usr/share/doc/palmares/changelog.gz \
    usr/share/doc/palmares/manual/en/index.md usr/share/doc/palmares/manual/fr/index.md; do
    [[ -s $root/$f ]] || fail "the package lacks $f"
done
gzip -t "$root/usr/share/man/man1/palmares-cli.1.gz" || fail "the man page is not gzip"
# The MIME type as the package installs it compiles (what Debian's
# shared-mime-info trigger does on installation) and names *.palmares.
XDG_DATA_HOME=$root/usr/share XDG_DATA_DIRS=/usr/share update-mime-database "$root/usr/share/mime" ||
    fail "update-mime-database refused the package's MIME type"
grep -q '^60:application/x-palmares:\*\.palmares$' "$root/usr/share/mime/globs2" ||
    fail "the MIME type does not claim *.palmares"

# The installed CLI on a tiny club (system Qt, no LD_LIBRARY_PATH).
cli=$root/usr/bin/palmares-cli
"$cli" --version
club=$root/club.palmares
"$cli" --db "$club" init --name "Club d'essai" >/dev/null
"$cli" --db "$club" game add Lettres --system fermi >/dev/null
cat >"$root/results.csv" <<'CSV'
match,date,game,player,rank
L1,2026-05-01,Lettres,Alice,1
L1,2026-05-01,Lettres,Bruno,2
CSV
"$cli" --db "$club" import "$root/results.csv"
standings=$("$cli" --db "$club" --format csv standings --game Lettres)
printf '%s\n' "$standings"
# fermi: two players at 1000, the winner takes round(8·(1 − 0.5)) = 4 points.
grep -q 'Alice.*1004' <<<"$standings" || fail "Alice should have 1004 after beating Bruno"
grep -q 'Bruno.*996' <<<"$standings" || fail "Bruno should have 996"
echo "check-package.sh: $(basename "$deb") is fine"
