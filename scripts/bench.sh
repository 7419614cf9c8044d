#!/usr/bin/env bash
# Builds the Release preset with the benchmark programs and runs them (every
# add_executable of tests/bench/CMakeLists.txt), printing their output. The
# figures go into docs/PERFORMANCE.md.
#
#   scripts/bench.sh                              every benchmark, default sizes
#   scripts/bench.sh NAME... [-- ARGS...]         only these, ARGS passed to each
#
# e.g. `scripts/bench.sh rating_bench -- --matches 100000` for a quick run,
# `scripts/bench.sh pg_bench -- --matches 100000` for PostgreSQL against SQLite.
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
declare -A script_targets=([pg_bench]=palmares-cli)
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

# Makes a club in folder $1 as club_bench does (a generated CSV, imported,
# rebuilt, queried), printing club_bench's figures; ARGS go to club_bench.
bench_club() {
    python3 "$root/tests/bench/generate_results.py" --out "$1/results.csv" &&
        "$build_dir/tests/bench/club_bench" --csv "$1/results.csv" --db "$1/bench.palmares" "${args[@]}"
}

# Runs one benchmark. A benchmark that needs data or several invocations gets
# its own case; the others run with ARGS.
run() {
    local name=$1
    local exe=$build_dir/tests/bench/$name
    local data rc
    case $name in
        club_bench)
            # Its header: import a generated CSV, then a rebuild alone.
            data=$(mktemp -d)
            bench_club "$data" && "$exe" --db "$data/bench.palmares" --rebuild-only
            rc=$?
            rm -rf "$data"
            return "$rc"
            ;;
        sqlite_floor)
            # SQLite alone writing what club_bench's import and rebuild
            # wrote: it needs the club club_bench leaves.
            cmake --build --preset release --target club_bench >/dev/null || return 1
            data=$(mktemp -d)
            bench_club "$data" && "$exe" --db "$data/bench.palmares" --scratch "$data/floor.palmares"
            rc=$?
            rm -rf "$data"
            return "$rc"
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
