#!/usr/bin/env bash
# Builds the release preset and opens the Palmarès window on a demo club
# (created on first run from resources/demo, reused afterwards).
#
# With no display (no DISPLAY or WAYLAND_DISPLAY: a server, a container) it
# says so and prints the demo club's standings and Hall of Fame with
# palmares-cli instead.
#
# Environment:
#   PALMARES_DEMO  the demo club file (default
#                  ~/.local/share/Palmares/demo.palmares, where the window
#                  looks for it). Delete it to start over.
set -euo pipefail

# Work from the repository root whatever the caller's cwd.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

section() { printf '\n==== %s ====\n' "$*"; }
die() { printf 'run.sh: %s\n' "$*" >&2; exit 1; }

jobs=$(nproc)
cli=$root/build/release/app/cli/palmares-cli
gui=$root/build/release/app/gui/palmares
db=${PALMARES_DEMO:-${XDG_DATA_HOME:-$HOME/.local/share}/Palmares/demo.palmares}
export PALMARES_DEMO=$db

section "Dependencies (scripts/deps.sh)"
bash scripts/deps.sh || die "dependencies are missing (see above)"

section "Build (release preset)"
cmake --preset release
cmake --build --preset release -j"$jobs"
[[ -x $cli ]] || die "the build did not produce $cli"
[[ -x $gui ]] || die "the build did not produce $gui"

if [[ -n ${DISPLAY:-}${WAYLAND_DISPLAY:-} ]]; then
    section "Opening Palmarès on the demo club $db"
    # The window creates the demo club itself when it does not exist yet.
    exec "$gui" --demo
fi
printf '\nrun.sh: no display here (DISPLAY and WAYLAND_DISPLAY are empty), so the window cannot open;\n' >&2
printf 'run.sh: showing the demo club with palmares-cli instead. On a desktop: %s --demo\n' "$gui" >&2

if [[ ! -e $db ]]; then
    section "Creating the demo club $db"
    mkdir -p "$(dirname "$db")"
    # A half-made demo must not be mistaken for a finished one next time.
    remove_partial_demo() {
        rm -f "$db" "$db-wal" "$db-shm" "$db-journal"
        echo "run.sh: creating the demo club failed (see above); removed the partial $db" >&2
    }
    trap remove_partial_demo EXIT
    if [[ -f resources/demo/setup.sh ]]; then
        # The demo's own script knows its games and rule sets.
        bash resources/demo/setup.sh "$cli" "$db"
    else
        "$cli" --db "$db" init --name "Club de démonstration"
        "$cli" --db "$db" import resources/demo/demo-results.csv
    fi
    trap - EXIT
fi

# First field of one CSV line (RFC 4180 quoting: "a ""b"", c" -> a "b", c).
first_csv_field() {
    local line=${1%$'\r'} field='' i=1 c
    if [[ $line != \"* ]]; then
        printf '%s\n' "${line%%,*}"
        return
    fi
    while ((i < ${#line})); do
        c=${line:i:1}
        if [[ $c == '"' ]]; then
            [[ ${line:i+1:1} == '"' ]] || break
            i=$((i + 1))
        fi
        field+=$c
        i=$((i + 1))
    done
    printf '%s\n' "$field"
}

games_csv=$("$cli" --db "$db" game list --format csv)
mapfile -t lines <<<"$games_csv"
header=$(first_csv_field "${lines[0]:-}")
[[ $header == name ]] || die "'game list --format csv' should start with a 'name' column, got '${lines[0]:-}'"

for line in "${lines[@]:1}"; do
    [[ -n $line ]] || continue
    game=$(first_csv_field "$line")
    section "Standings: $game"
    "$cli" --db "$db" standings --game "$game"
done

section "Hall of Fame"
"$cli" --db "$db" hall-of-fame
