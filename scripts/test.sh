#!/usr/bin/env bash
# The one test command (CI runs it through .ci/run): install/check the Debian
# packages, start a throw-away PostgreSQL cluster for the store tests, then
# configure, build and run every test with the "sanitize" preset (AddressSanitizer
# and UndefinedBehaviorSanitizer: a memory error, a leak or undefined behaviour
# fails the test; clang, which builds the libFuzzer targets in the same
# build), run each fuzz target of tests/fuzz for 20 seconds (longer runs:
# scripts/fuzz.sh TARGET SECONDS), and build and check the Release package
# (the optimised binaries).
#
# Style (scripts/style.sh): the formatting is checked before anything is
# built; clang-tidy reads core/, ui/ and app/ on both cores in the
# background, beside the tests and the single-threaded fuzzers, and a warning
# fails the run like a failing test.
#
# The "testing" preset (optimised, assertions on) is for working locally; CI
# runs the suite once, under the sanitizers, to stay well inside its time
# (docs/RELIABILITY.md, "Sanitizers").
#
# Tests find the server through PALMARES_TEST_PG (a postgresql:// URL), and
# the authority of its TLS certificate through PALMARES_TEST_PG_CA.
# PALMARES_PG_DIR / PALMARES_PG_PORT are passed on to scripts/pg.sh.
set -euo pipefail

# Work from the repository root whatever the caller's cwd.
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Each stage is timed; the run ends with one screen that lists every stage
# with its time and result, and, when a stage failed, names it (and the
# failing tests, for the test stage), whichever way the run ends.
stages=()
stage_name=""
stage_start=0
run_start=$SECONDS
failed_tests=""
finish_stage() { # RESULT
    [[ -n $stage_name ]] || return 0
    stages+=("$(printf '%-58s %5ss  %s' "$stage_name" $((SECONDS - stage_start)) "$1")")
    stage_name=""
}
section() {
    finish_stage ok
    stage_name=$1
    stage_start=$SECONDS
    printf '\n==== %s ====\n' "$*"
}
summary() {
    printf '\n==== Summary (%d s in all) ====\n' $((SECONDS - run_start))
    printf '%s\n' "${stages[@]}"
    if [[ -n $failed_tests ]]; then
        printf 'failing tests:\n%s\n' "$failed_tests"
    fi
}
fail() {
    local what=$1
    if [[ -n $stage_name ]]; then
        finish_stage FAILED
    fi
    printf '\n==== FAILED: %s ====\n' "$what" >&2
    exit 1
}

# The cluster is worthless once we are done: stopped however we exit (INT
# and TERM are turned into an exit so that this EXIT trap runs for them too),
# then the summary.
pg_started=false
tidy_pid=""
cleanup() {
    local code=$?
    if [[ -n $tidy_pid ]] && kill -0 "$tidy_pid" 2>/dev/null; then
        # A run that stops early stops its background clang-tidy too (its
        # own process group: style.sh, xargs and the clang-tidy processes).
        kill -- -"$tidy_pid" 2>/dev/null || true
    fi
    if $pg_started; then
        bash scripts/pg.sh stop >/dev/null || echo "warning: could not stop the test cluster" >&2
    fi
    if [[ -n $stage_name ]]; then
        finish_stage "FAILED (exit $code)"
    fi
    summary
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

jobs=$(nproc)

section "Dependencies (scripts/deps.sh)"
bash scripts/deps.sh || fail "dependencies are missing (see above)"

section "Formatting (scripts/style.sh format)"
bash scripts/style.sh format || fail "formatting: clang-format differs (see above)"

section "PostgreSQL test cluster (scripts/pg.sh)"
pg_started=true
PALMARES_TEST_PG=$(bash scripts/pg.sh start) || fail "could not start PostgreSQL"
export PALMARES_TEST_PG
echo "PALMARES_TEST_PG=$PALMARES_TEST_PG"
# The authority of its TLS certificate: the tests of sslmode=verify-full.
PALMARES_TEST_PG_CA=$(bash scripts/pg.sh ca)
export PALMARES_TEST_PG_CA

section "Configure (cmake --preset sanitize)"
cmake --preset sanitize || fail "configure"

section "Build (cmake --build --preset sanitize -j$jobs)"
cmake --build --preset sanitize -j"$jobs" || fail "build"

# clang-tidy needs only the build's compile_commands.json: it reads core/,
# ui/ and app/ (but the files of .ci/clang-tidy-pending, reported only) in
# the background from here, beside the tests and the fuzzers (much of their
# time is spent waiting on processes and the database), and reports after
# the fuzzers.
section "clang-tidy on core/, ui/ and app/ started (in the background)"
tidy_log=build/sanitize/clang-tidy.log
PALMARES_TIDY_JOBS=$jobs setsid -w bash scripts/style.sh tidy build/sanitize >"$tidy_log" 2>&1 &
tidy_pid=$!
echo "running in the background; its report follows the fuzzers"

section "Test under ASan and UBSan (ctest --preset sanitize -j$jobs)"
if ! ctest --preset sanitize -j"$jobs"; then
    failed_tests=$(sed 's/^/  /' build/sanitize/Testing/Temporary/LastTestsFailed.log 2>/dev/null || true)
    fail "tests: ${failed_tests//$'\n'/,}"
fi


# The sanitize preset (clang) builds the fuzz targets too, so they run from
# build/sanitize: no second build (issue 19). PALMARES_FUZZ_SECONDS (default
# 20: CI's budget; scripts/fuzz.sh alone runs longer, from its own build/fuzz)
# shortens or lengthens each run.
fuzz_seconds=${PALMARES_FUZZ_SECONDS:-20}
for target in resultscsv rulesets clubfile workbook; do
    section "Fuzz $target for ${fuzz_seconds} s (scripts/fuzz.sh)"
    PALMARES_FUZZ_BUILD=build/sanitize bash scripts/fuzz.sh "$target" "$fuzz_seconds" ||
        fail "fuzzing $target found a crash (build/sanitize/crashes/$target)"
done

section "clang-tidy on core/, ui/ and app/: report"
tidy_ok=true
wait "$tidy_pid" || tidy_ok=false
cat "$tidy_log"
$tidy_ok || fail "clang-tidy: warnings in core/, ui/ or app/ (see above)"

section "Package (scripts/package.sh, scripts/check-package.sh)"
# The .deb from a Release build (build/package), unpacked into a scratch root
# where the installed palmares-cli rates a tiny club; desktop entry and
# AppStream metainfo validated.
deb=$(bash scripts/package.sh) || fail "package"
bash scripts/check-package.sh "$deb" || fail "package check"

finish_stage ok
printf '\n==== All tests passed ====\n'

