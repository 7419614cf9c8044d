#!/usr/bin/env bash
# Builds (if needed) and runs one libFuzzer target of tests/fuzz for a number
# of seconds (docs/RELIABILITY.md, "Fuzzing").
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]
#
# TARGET is one of: resultscsv, rulesets, clubfile, workbook. The fuzzer starts from the
# committed seed corpus (tests/fuzz/corpus/TARGET, never written) and keeps
# what it learns in build/fuzz/corpus/TARGET, so later runs start further on.
# An input that crashes the target, breaks a sanitizer or a checked property
# is saved in build/fuzz/crashes/TARGET/ (out of git, like all of build/) and
# the script exits non-zero; reproduce it with
#   build/fuzz/tests/fuzz/fuzz_TARGET build/fuzz/crashes/TARGET/crash-…
#
# Environment: PALMARES_FUZZ_BUILD  the build directory (default build/fuzz).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

targets=(resultscsv rulesets clubfile workbook)
usage() {
    printf 'usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]\n  TARGET: %s\n' "${targets[*]}" >&2
    exit 2
}
(($# >= 2)) || usage
target=$1
seconds=$2
shift 2
[[ " ${targets[*]} " == *" $target "* ]] || usage
[[ $seconds =~ ^[1-9][0-9]*$ ]] || usage

build=${PALMARES_FUZZ_BUILD:-build/fuzz}
if [[ ! -f $build/CMakeCache.txt ]]; then
    cmake --preset fuzz -B "$build" >&2
fi
cmake --build "$build" --target "fuzz_$target" >&2

seeds=tests/fuzz/corpus/$target
corpus=$build/corpus/$target
crashes=$build/crashes/$target
mkdir -p "$corpus" "$crashes"
options=(
    -max_total_time="$seconds"
    -timeout=30           # one input taking longer is a hang, reported like a crash
    -rss_limit_mb=4096
    -print_final_stats=1
    -artifact_prefix="$crashes/"
)
[[ -f tests/fuzz/$target.dict ]] && options+=(-dict="tests/fuzz/$target.dict")

# Only a real finding stops the run (halt_on_error); leaks are checked too.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0}

printf 'fuzz_%s for %s s (corpus %s, seeds %s)\n' "$target" "$seconds" "$corpus" "$seeds" >&2
status=0
"$build/tests/fuzz/fuzz_$target" "${options[@]}" "$@" "$corpus" "$seeds" || status=$?
if ((status != 0)); then
    printf '\nfuzz_%s FAILED (exit %d); the input is in %s:\n' "$target" "$status" "$crashes" >&2
    ls -t "$crashes" | head -5 >&2
    exit 1
fi
