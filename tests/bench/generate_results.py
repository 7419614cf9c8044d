#!/usr/bin/env python3
"""Generates a synthetic results CSV (RATING_RULES.md §1) for the club-file
benchmarks: a mix of the five rule sets that averages ~2.8 participant rows
per match, dates increasing, deterministic for a given seed.

    generate_results.py --matches 1000000 --players 20000 --out results.csv

The club needs the games Tarot (niveau), Echecs (elo-provisional), DSC
(elo-dsc), Scrabble (fermi) and Belote (points).
"""
import argparse
import csv
import datetime
import random
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=1_000_000)
    ap.add_argument("--players", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--out", default="-")
    args = ap.parse_args()

    rnd = random.Random(args.seed)
    players = [f"Joueur {i:05d}" for i in range(args.players)]
    out = sys.stdout if args.out == "-" else open(args.out, "w", newline="", encoding="utf-8")
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["match", "date", "game", "player", "rank", "score", "deals", "morale", "morale_lost"])
    start = datetime.datetime(2015, 1, 1)
    rows = 0
    for m in range(args.matches):
        when = (start + datetime.timedelta(minutes=5 * m)).strftime("%Y-%m-%dT%H:%M")
        key = f"b{m}"
        kind = rnd.random()
        if kind < 0.27:  # tarot table of 4 or 5 with scores
            n = 4 if rnd.random() < 0.6 else 5
            table = rnd.sample(players, n)
            deals = rnd.randint(3, 24)
            for p in table:
                w.writerow([key, when, "Tarot", p, "", rnd.randint(-400, 400), deals, "", ""])
            rows += n
        elif kind < 0.35:  # belote, two teams of two
            table = rnd.sample(players, 4)
            first = rnd.randint(0, 1)
            for i, p in enumerate(table):
                w.writerow([key, when, "Belote", p, 1 if (i < 2) == (first == 0) else 2, "", "", "", ""])
            rows += 4
        else:  # duels
            a, b = rnd.sample(players, 2)
            game = rnd.choice(["Echecs", "Scrabble", "DSC"])
            if game == "DSC":
                w.writerow([key, when, game, a, "", "", "", 300, rnd.randint(0, 300)])
                w.writerow([key, when, game, b, "", "", "", 300, rnd.randint(0, 300)])
            else:
                ra = rnd.choice([1, 1, 2, 2, 1])
                rb = 1 if ra == 2 else rnd.choice([1, 2, 2])
                w.writerow([key, when, game, a, ra, "", "", "", ""])
                w.writerow([key, when, game, b, rb, "", "", "", ""])
            rows += 2
    if out is not sys.stdout:
        out.close()
    print(f"{args.matches} matches, {rows} participant rows", file=sys.stderr)


if __name__ == "__main__":
    main()
