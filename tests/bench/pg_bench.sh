#!/usr/bin/env bash
# PostgreSQL against SQLite at the same scale (issue 17, item 4), through the
# command line a secretary uses: in one run, back to back on the same
# generated results, `init` + `import` into an SQLite club and into a
# PostgreSQL club on a throw-away cluster (scripts/pg.sh, its own folder and
# port, removed on exit), then `standings --game Tarot` and the Hall of Fame
# (all games, one game, one period) on both, the median of --runs each.
# Prints every figure and the PostgreSQL / SQLite ratios.
#
# The cluster is durable (fsync on, PALMARES_PG_DURABLE=1), as SQLite's
# commits are: --no-fsync runs it as the tests do (fsync off), which flatters
# PostgreSQL.
#
#   tests/bench/pg_bench.sh --cli build/release/app/cli/palmares-cli [--matches N] [--runs R]
#                           [--csv FILE] [--port P] [--keep] [--no-fsync]
#
# scripts/bench.sh pg_bench runs it with the Release palmares-cli.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cli=
matches=1000000
runs=3
csv=
port=54351
keep=0
durable=1
while (($# > 0)); do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --matches) matches=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --csv) csv=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    --no-fsync) durable=0; shift ;;
    *) echo "pg_bench: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[[ -x $cli ]] || { echo "pg_bench: --cli PATH to palmares-cli is required" >&2; exit 2; }
[[ $matches =~ ^[0-9]+$ && $runs =~ ^[1-9][0-9]*$ ]] || { echo "pg_bench: --matches and --runs take numbers" >&2; exit 2; }

data=$(mktemp -d)
chmod 711 "$data" # the cluster runs as the postgres user when we are root (scripts/pg.sh)
export PALMARES_PG_DIR=$data/pg PALMARES_PG_PORT=$port PALMARES_PG_DURABLE=$durable
cleanup() {
    bash "$root/scripts/pg.sh" stop >/dev/null 2>&1 || true
    ((keep)) || rm -rf "$data"
}
trap cleanup EXIT

if [[ -z $csv ]]; then
    csv=$data/results.csv
    python3 "$root/tests/bench/generate_results.py" --matches "$matches" --out "$csv"
fi
rows=$(($(wc -l <"$csv") - 1))
matches=$(tail -n +2 "$csv" | cut -d , -f 1 | uniq | wc -l)
url=$(bash "$root/scripts/pg.sh" start)
sqlite=$data/club.palmares

now() { printf '%s\n' "$EPOCHREALTIME"; }
# Seconds since $1, 3 decimals.
since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.3f", b - a }'; }

# A club with the generated file's games, then the file imported; prints the
# seconds of init + games + import.
make_club() {
    local db=$1 t
    t=$(now)
    "$cli" --db "$db" init --name Bench >/dev/null
    "$cli" --db "$db" game add Tarot --system niveau >/dev/null
    "$cli" --db "$db" game add Echecs --system elo-provisional >/dev/null
    "$cli" --db "$db" game add DSC --system elo-dsc >/dev/null
    "$cli" --db "$db" game add Scrabble --system fermi >/dev/null
    "$cli" --db "$db" game add Belote --system points >/dev/null
    "$cli" --db "$db" import "$csv" >/dev/null
    since "$t"
}

# The median seconds of `runs` runs of a reading (its output discarded).
reading() {
    local db=$1 t i
    shift
    local times=()
    for ((i = 0; i < runs; i++)); do
        t=$(now)
        "$cli" --db "$db" "$@" >/dev/null
        times+=("$(since "$t")")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0) printf "%.2f", b / a; else print "-" }'; }

fsync=on
((durable)) || fsync=off
echo "pg_bench: $matches matches, $rows participant rows; PostgreSQL fsync $fsync; load average $(cut -d ' ' -f 1-3 /proc/loadavg)"
printf '%-44s %10s %10s %8s\n' "step (seconds)" "SQLite" "PostgreSQL" "PG/SQL"
line() { printf '%-44s %10s %10s %8s\n' "$1" "$2" "$3" "$(ratio "$2" "$3")"; }

import_sqlite=$(make_club "$sqlite")
import_pg=$(make_club "$url")
line "init + import" "$import_sqlite" "$import_pg"
awk -v r="$rows" -v a="$import_sqlite" -v b="$import_pg" \
    'BEGIN { printf "%-44s %10d %10d\n", "  participant rows/s", r / a, r / b }'

readings=(
    "standings --game Tarot"
    "hall-of-fame"
    "hall-of-fame --game Tarot"
    "hall-of-fame --from 2015-01-01 --to 2015-06-30"
)
for r in "${readings[@]}"; do
    read -r -a words <<<"$r"
    a=$(reading "$sqlite" "${words[@]}")
    b=$(reading "$url" "${words[@]}")
    line "$r" "$a" "$b"
done
echo "pg_bench: load average $(cut -d ' ' -f 1-3 /proc/loadavg) at the end"
