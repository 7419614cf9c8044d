#!/usr/bin/env bash
# The one test command (CI runs it through .ci/run): install/check the Debian
# packages, start a throw-away PostgreSQL cluster for the store tests, then
# configure, build and run every test with the "testing" preset.
#
# Tests find the server through PALMARES_TEST_PG (a postgresql:// URL).
# PALMARES_PG_DIR / PALMARES_PG_PORT are passed on to scripts/pg.sh.
set -euo pipefail

# Work from the repository root whatever the caller's cwd.
cd "$(dirname "${BASH_SOURCE[0]}")/.."

section() { printf '\n==== %s ====\n' "$*"; }
fail() {
    printf '\n==== FAILED: %s ====\n' "$*" >&2
    exit 1
}

jobs=$(nproc)

section "Dependencies (scripts/deps.sh)"
bash scripts/deps.sh || fail "dependencies are missing (see above)"

section "PostgreSQL test cluster (scripts/pg.sh)"
# The cluster is worthless once we are done; stop it however we exit
# (INT/TERM are turned into an exit so the EXIT trap runs for them too).
cleanup() { bash scripts/pg.sh stop || echo "warning: could not stop the test cluster" >&2; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
PALMARES_TEST_PG=$(bash scripts/pg.sh start) || fail "could not start PostgreSQL"
export PALMARES_TEST_PG
echo "PALMARES_TEST_PG=$PALMARES_TEST_PG"

section "Configure (cmake --preset testing)"
cmake --preset testing || fail "configure"

section "Build (cmake --build --preset testing -j$jobs)"
cmake --build --preset testing -j"$jobs" || fail "build"

section "Test (ctest --preset testing -j$jobs)"
ctest --preset testing -j"$jobs" || fail "tests"

section "Package (scripts/package.sh, scripts/check-package.sh)"
# The .deb from a Release build (build/package), unpacked into a scratch root
# where the installed palmares-cli rates a tiny club; desktop entry and
# AppStream metainfo validated.
deb=$(bash scripts/package.sh) || fail "package"
bash scripts/check-package.sh "$deb" || fail "package check"

section "All tests passed"
