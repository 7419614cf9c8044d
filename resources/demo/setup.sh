#!/usr/bin/env bash
# Creates the demo club: setup.sh PALMARES_CLI CLUB_FILE
# The five rule sets of the rule pages, with the games a French club plays,
# then six months of results (demo-results.csv, made by make_demo.py).
set -euo pipefail
cli=$1
db=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
"$cli" --db "$db" init --name "Club de démonstration"
"$cli" --db "$db" game add "Tarot" --system niveau
"$cli" --db "$db" game add "Échecs" --system elo-provisional
"$cli" --db "$db" game add "DSC" --system elo-dsc
"$cli" --db "$db" game add "Duel de lettres" --system fermi
"$cli" --db "$db" game add "Belote" --system points
# Two players of one household: their word-game duels are kept unrated.
"$cli" --db "$db" player add "Léa Chevalier" --household "Chevalier"
"$cli" --db "$db" player add "Denis Garnier"
"$cli" --db "$db" player add "Amélie Durand" --household "Chevalier"
"$cli" --db "$db" import "$here/demo-results.csv" >/dev/null
