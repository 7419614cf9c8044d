#!/usr/bin/env bash
# Workbooks and the club's pages on a generated club (issue 44): for each
# size, one generated results file (generate_results.py) imported into a
# fresh SQLite club, then, each under /usr/bin/time -v (wall time, maximum
# resident set size):
#   - export-results as .xlsx and as .ods (every row of the results file);
#   - report --game Tarot as .xlsx and .ods (a game's standings);
#   - import of that .xlsx and .ods export, --dry-run, into a fresh club
#     (the workbook read, its rows through the assistant, checked);
#   - site --out DIR, the first publication, then again with nothing changed.
# Prints one line per step: matches, step, file size, wall time, peak memory.
#
#   tests/bench/sheets_bench.sh --cli build/release/app/cli/palmares-cli [--sizes "10000 100000"] [--keep]
#
# scripts/bench.sh sheets_bench runs it with the Release palmares-cli.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cli=
sizes="10000 100000"
keep=0
while (($# > 0)); do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "sheets_bench: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[[ -x $cli ]] || { echo "sheets_bench: --cli PALMARES-CLI is required" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "sheets_bench: /usr/bin/time (GNU time) is required" >&2; exit 2; }
data=$(mktemp -d)
((keep)) || trap 'rm -rf "$data"' EXIT

# measured CMD...: "wall seconds, peak MB" of a command (GNU time), in $data.
source "$root/tests/bench/measured.sh"
size_of() { du -sk "$1" | awk '{printf "%.1f MB", $1 / 1024}'; }

new_club() {
    rm -f "$1" "$1-wal" "$1-shm"
    "$cli" --db "$1" init --name Bench >/dev/null
    "$cli" --db "$1" game add Tarot --system niveau >/dev/null
    "$cli" --db "$1" game add Echecs --system elo-provisional >/dev/null
    "$cli" --db "$1" game add DSC --system elo-dsc >/dev/null
    "$cli" --db "$1" game add Scrabble --system fermi >/dev/null
    "$cli" --db "$1" game add Belote --system points >/dev/null
}

printf '%9s  %-28s %10s  %s\n' matches step size "wall, peak memory (max RSS)"
for n in $sizes; do
    csv=$data/results-$n.csv
    python3 "$root/tests/bench/generate_results.py" --matches "$n" --players $((n / 50 + 20)) --out "$csv"
    db=$data/club-$n.palmares
    new_club "$db"
    "$cli" --db "$db" import "$csv" >/dev/null
    row() { printf '%9s  %-28s %10s  %s\n' "$n" "$1" "$2" "$3"; }
    for format in xlsx ods; do
        out=$data/results-$n.$format
        line=$(measured "$cli" --db "$db" export-results --format "$format" --out "$out")
        row "export-results $format" "$(size_of "$out")" "$line"
        line=$(measured "$cli" --db "$db" report --game Tarot --format "$format" --out "$data/tarot.$format")
        row "report --game Tarot $format" "$(size_of "$data/tarot.$format")" "$line"
        fresh=$data/fresh-$n.palmares
        new_club "$fresh"
        line=$(measured "$cli" --db "$fresh" import "$out" --dry-run)
        row "import $format --dry-run" "$(size_of "$out")" "$line"
        rm -f "$fresh"*
    done
    site=$data/site-$n
    line=$(measured "$cli" --db "$db" site --out "$site")
    row "site (first)" "$(size_of "$site")" "$line"
    line=$(measured "$cli" --db "$db" site --out "$site")
    row "site (nothing changed)" "$(size_of "$site")" "$line"
    rm -rf "$site" "$db"* "$data"/*backups* 2>/dev/null || true
done
