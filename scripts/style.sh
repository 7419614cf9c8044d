#!/usr/bin/env bash
# The house habits CI holds every change to (issue 16; STYLE.md):
#   - every C++ file in git is formatted as .clang-format says;
#   - clang-tidy (.clang-tidy) reports nothing on core/, ui/ and app/ (the
#     product's code; scripts/tidy.py: a file is checked again when what the
#     compiler sees of it changed since its last clean check; the files of
#     .ci/clang-tidy-pending are reported but fail nothing yet).
#
#   scripts/style.sh [format|tidy|all] [BUILD_DIR]   (default: all build/sanitize)
#
# `format` needs nothing but the sources (seconds; scripts/test.sh runs it
# before the build, so a formatting slip fails at once). `tidy` needs the
# compile_commands.json of a configured build in BUILD_DIR (every preset
# exports one): clang-tidy reads the flags from it. A difference or a warning
# fails the script with the file and line, and the command that fixes
# formatting. Nothing is changed.
#
# Environment: PALMARES_TIDY_JOBS  clang-tidy processes at once (default: the
#                                  cores)
#              PALMARES_TIDY_ALL   1: check every file of core/, ui/ and
#                                  app/, even those unchanged since their
#                                  last clean check
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=${1:-all}
build_dir=${2:-build/sanitize}
jobs=${PALMARES_TIDY_JOBS:-$(nproc)}

die() { printf 'style.sh: %s\n' "$*" >&2; exit 1; }
[[ $mode == format || $mode == tidy || $mode == all ]] ||
    die "usage: scripts/style.sh [format|tidy|all] [BUILD_DIR]"
[[ $jobs =~ ^[1-9][0-9]*$ ]] || die "PALMARES_TIDY_JOBS must be a positive number, not '$jobs'"

status=0

check_format() {

    local sources
    mapfile -t sources < <(git ls-files -- '*.cpp' '*.h')
    ((${#sources[@]} > 0)) || die "no C++ file found in git"
    echo "clang-format: ${#sources[@]} files"
    if ! clang-format --dry-run --Werror "${sources[@]}"; then
        echo "style.sh: the files above are not formatted; run:  clang-format -i \$(git ls-files '*.cpp' '*.h')" >&2
        status=1
    fi
}

check_tidy() {
    # scripts/tidy.py: clang-tidy on every file of core/, ui/ and app/ whose
    # preprocessed text, flags, configuration or tool changed since its last
    # clean check (.ci/clang-tidy-clean, rewritten here: commit it with the
    # change); PALMARES_TIDY_ALL=1 checks them all. --quiet drops the "N
    # warnings generated" lines; the headers are checked through the files
    # that include them (HeaderFilterRegex). A warning in a file of
    # .ci/clang-tidy-pending is printed and fails nothing.
    python3 scripts/tidy.py "$build_dir" --jobs "$jobs" || status=1
}

[[ $mode == tidy ]] || check_format
[[ $mode == format ]] || check_tidy
((status == 0)) && echo "style.sh: $mode clean"
exit "$status"
