#!/usr/bin/env bash
# The peak memory of an import against the size of its file (issue 39, item
# 6: "peak memory of an import does not grow with the file", under 300 MB
# for 1,000,000 matches). For each size, one generated results file
# (generate_results.py, 2.8 rows a match) imported into a fresh SQLite club
# twice: by `club_bench --import-only` (Club::importCsv from a QFile, the
# peak read by getrusage in the process) and by `palmares-cli import` (what
# a secretary runs), each under /usr/bin/time -v (maximum resident set
# size). Prints one line per size and program: matches, rows, file size,
# wall time, peak memory.
#
#   tests/bench/import_memory.sh --build build/release [--sizes "50000 200000 1000000"] [--data DIR] [--keep]
#
# scripts/bench.sh import_memory runs it with the Release programs.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=
sizes="50000 200000 1000000"
data=
keep=0
while (($# > 0)); do
    case $1 in
    --build) build=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "import_memory: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
bench=$build/tests/bench/club_bench
cli=$build/app/cli/palmares-cli
[[ -x $bench && -x $cli ]] || { echo "import_memory: --build DIR holding tests/bench/club_bench and app/cli/palmares-cli is required" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "import_memory: /usr/bin/time (GNU time) is required" >&2; exit 2; }
if [[ -z $data ]]; then
    data=$(mktemp -d)
    ((keep)) || trap 'rm -rf "$data"' EXIT
fi
mkdir -p "$data"

# measured CMD...: "wall seconds, peak MB" of a command (GNU time), in $data.
source "$root/tests/bench/measured.sh"

printf '%-12s %9s %10s %9s  %s\n' program matches rows "file MB" "wall, peak memory (max RSS)"
for n in $sizes; do
    csv=$data/results-$n.csv
    [[ -s $csv ]] || python3 "$root/tests/bench/generate_results.py" --matches "$n" --out "$csv"
    rows=$(($(wc -l <"$csv") - 1))
    mb=$(python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.0f}')" "$csv")
    db=$data/bench-$n.palmares
    rm -f "$db" "$db-wal" "$db-shm"
    line=$(measured "$bench" --csv "$csv" --db "$db" --import-only)
    printf '%-12s %9s %10s %9s  %s\n' club_bench "$n" "$rows" "$mb" "$line"
    rm -f "$db" "$db-wal" "$db-shm"
    "$cli" --db "$db" init --name Bench >/dev/null
    "$cli" --db "$db" game add Tarot --system niveau >/dev/null
    "$cli" --db "$db" game add Echecs --system elo-provisional >/dev/null
    "$cli" --db "$db" game add DSC --system elo-dsc >/dev/null
    "$cli" --db "$db" game add Scrabble --system fermi >/dev/null
    "$cli" --db "$db" game add Belote --system points >/dev/null
    line=$(measured "$cli" --db "$db" import "$csv") # (its backup before the import: of a club with no match)
    printf '%-12s %9s %10s %9s  %s\n' palmares-cli "$n" "$rows" "$mb" "$line"
    rm -rf "$db" "$db-wal" "$db-shm" "$data"/*backup* 2>/dev/null || true
done
