#!/usr/bin/env bash
# Builds the Release preset with the benchmark programs and runs them (every
# add_executable of tests/bench/CMakeLists.txt), printing their output. The
# figures go into docs/PERFORMANCE.md.
#
#   scripts/bench.sh                              every benchmark, default sizes
#   scripts/bench.sh NAME... [-- ARGS...]         only these, ARGS passed to each
#
# e.g. `scripts/bench.sh rating_bench -- --matches 100000` for a quick run,
# `scripts/bench.sh pg_bench -- --matches 100000` for PostgreSQL against SQLite,
# `scripts/bench.sh sheets_bench` for workbooks out and in and the club's pages,
# `scripts/bench.sh import_memory` for the peak memory of imports of 50,000,
# 200,000 and 1,000,000 matches.
# Each benchmark is built on its own, so one that does not build does not stop
# the others; the exit status is non-zero if any failed to build or run.
# Other work on the machine skews the figures: the load average is printed,
# and rating_bench marks rows where the core was shared "(busy)".
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/deps.sh"

cd "$root"
build_dir=$root/build/release
bench_list=$root/tests/bench/CMakeLists.txt

names=()
args=()
while (($# > 0)); do
    if [[ $1 == -- ]]; then
        shift
        args=("$@")
        break
    fi
    names+=("$1")
    shift
done

# The benchmark programs: the targets tests/bench declares.
mapfile -t all < <(sed -nE 's/^[[:space:]]*add_executable\([[:space:]]*([A-Za-z0-9_.+-]+).*/\1/p' "$bench_list")
((${#all[@]} > 0)) || { echo "bench.sh: no add_executable in $bench_list" >&2; exit 1; }
# And the benchmarks that are scripts (tests/bench/NAME.sh) driving a Release
# program: NAME=the target it needs.
declare -A script_targets=([pg_bench]=palmares-cli [import_memory]=palmares-cli [sheets_bench]=palmares-cli)
all+=("${!script_targets[@]}")
if ((${#names[@]} == 0)); then
    names=("${all[@]}")
fi
for name in "${names[@]}"; do
    [[ " ${all[*]} " == *" $name "* ]] || { echo "bench.sh: no benchmark '$name' (have: ${all[*]})" >&2; exit 2; }
done

# The release preset turns the tests off; the benchmarks live under tests/.
cmake --preset release -DBUILD_TESTING=ON >/dev/null

cpu=$(sed -nE 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo | head -n 1)
compiler=$(sed -nE 's/^CMAKE_CXX_COMPILER:[A-Z]+=//p' "$build_dir/CMakeCache.txt")
flags=$(sed -nE 's/^CMAKE_CXX_FLAGS_RELEASE:[A-Z]+=//p' "$build_dir/CMakeCache.txt")

# The club file's figures in one run, on one generated file (issue 17, item
# 3): the import alone, a rebuild alone (its peak memory), SQLite's floor
# under each (sqlite_floor: the same rows written by SQLite alone, into the
# same schema), sqlite3's .import of the raw file into one raw table, the
# readings, then every ratio. PALMARES_BENCH_MATCHES sets the size (default
# 1,000,000); ARGS go to the generator (e.g. --players 5000).
club_run() {
    local data=$1 matches=${PALMARES_BENCH_MATCHES:-1000000}
    local exe=$build_dir/tests/bench
    cmake --build --preset release --target club_bench sqlite_floor >/dev/null || return 1
    python3 "$root/tests/bench/generate_results.py" --matches "$matches" "${args[@]}" --out "$data/results.csv" || return 1
    {
        echo "load average before the import: $(cut -d ' ' -f 1-3 /proc/loadavg)"
        "$exe/club_bench" --csv "$data/results.csv" --db "$data/bench.palmares" --import-only &&
            echo "load average before the rebuild: $(cut -d ' ' -f 1-3 /proc/loadavg)" &&
            "$exe/club_bench" --db "$data/bench.palmares" --rebuild-only &&
            echo "load average before the floor: $(cut -d ' ' -f 1-3 /proc/loadavg)" &&
            "$exe/sqlite_floor" --db "$data/bench.palmares" --scratch "$data/floor.palmares" || return 1
        rm -f "$data"/floor.palmares*
        local TIMEFORMAT=%R seconds
        seconds=$({ time sqlite3 "$data/raw.sqlite" ".mode csv" ".import '$data/results.csv' raw" >/dev/null; } 2>&1) ||
            return 1
        echo "sqlite3 .import of the raw file into one raw table: $seconds s"
        rm -f "$data"/raw.sqlite*
        echo "load average after: $(cut -d ' ' -f 1-3 /proc/loadavg)"
    } | tee "$data/figures.txt"
    ((PIPESTATUS[0] == 0)) || return 1
    python3 - "$data/figures.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def seconds(pattern):
    m = re.search(pattern, text)
    return float(m.group(1)) if m else None
imp = seconds(r"(?m)^import: .* in ([0-9.]+) s")
rows = seconds(r"(?m)^import: \d+ matches, (\d+) participant rows")
imp_floor = seconds(r"(?m)^import floor: .*: ([0-9.]+) s in all")
results_floor = seconds(r"(?m)^import floor: results ([0-9.]+) s")
rebuild = seconds(r"(?m)^rebuild alone: ([0-9.]+) s")
peak = seconds(r"(?m)^rebuild alone: .*peak memory ([0-9.]+) MB")
rebuild_floor = seconds(r"(?m)^rebuild floor: .*: ([0-9.]+) s in all")
raw = seconds(r"(?m)^sqlite3 \.import .*: ([0-9.]+) s")
print("\nclub file, one run (issue 17, item 3; targets: import and rebuild <= 1.5 x their floors, rebuild < 300 MB):")
print(f"  import {imp:.2f} s = {rows / imp:,.0f} rows/s; its floor (results and rating cache) {imp_floor:.2f} s: "
      f"import = {imp / imp_floor:.2f} x its floor ({imp / results_floor:.2f} x the results alone)")
print(f"  rebuild {rebuild:.2f} s; its floor (scan, empty and write the cache) {rebuild_floor:.2f} s: "
      f"rebuild = {rebuild / rebuild_floor:.2f} x its floor; peak memory {peak:.0f} MB")
print(f"  information: import = {imp / raw:.2f} x sqlite3 .import of the raw file ({raw:.2f} s)")
PY
}

# Runs one benchmark. A benchmark that needs data or several invocations gets
# its own case; the others run with ARGS.
run() {
    local name=$1
    local exe=$build_dir/tests/bench/$name
    local data rc
    case $name in
        club_bench | sqlite_floor)
            # One run prints both (club_run); the other name adds nothing.
            [[ $name == sqlite_floor && " ${names[*]} " == *" club_bench "* ]] && return 0
            data=$(mktemp -d)
            club_run "$data"
            rc=$?
            if ((rc == 0)); then
                "$build_dir/tests/bench/club_bench" --db "$data/bench.palmares" --readings-only
                rc=$?
            fi
            rm -rf "$data"
            return "$rc"
            ;;
        import_memory)
            # The peak memory of imports of 50,000, 200,000 and 1,000,000
            # matches (--sizes "N..." for others; issue 39, item 6).
            cmake --build --preset release --target club_bench >/dev/null || return 1
            "$root/tests/bench/import_memory.sh" --build "$build_dir" "${args[@]}"
            ;;
        sheets_bench)
            # Workbooks out and in, and the club's pages, on generated clubs
            # of 10,000 and 100,000 matches (--sizes "N..." for others; issue 44).
            "$root/tests/bench/sheets_bench.sh" --cli "$build_dir/app/cli/palmares-cli" "${args[@]}"
            ;;
        pg_bench)
            # PostgreSQL against SQLite through palmares-cli on a throw-away
            # cluster (--matches N for a quick run).
            "$root/tests/bench/pg_bench.sh" --cli "$build_dir/app/cli/palmares-cli" "${args[@]}"
            ;;
        *)
            "$exe" "${args[@]}"
            ;;
    esac
}

status=0
for name in "${names[@]}"; do
    if ! cmake --build --preset release --target "${script_targets[$name]:-$name}"; then
        echo "bench.sh: $name does not build" >&2
        status=1
        continue
    fi
    printf '\n== %s%s\n' "$name" "${args[*]:+ ${args[*]}}"
    printf '== machine: %s CPU(s), %s; %s; Release (%s); load average %s\n' \
        "$(nproc)" "${cpu:-unknown CPU}" "$("${compiler:-c++}" --version | head -n 1)" "$flags" \
        "$(cut -d ' ' -f 1-3 /proc/loadavg)"
    run "$name" || status=$?
done
exit "$status"
