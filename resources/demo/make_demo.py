#!/usr/bin/env python3
"""Writes demo-results.csv: six months of a small French game club, for the
demo club that scripts/run.sh opens. Players have a hidden strength, so the
standings that come out look like a real club's. Deterministic (seeded).

    python3 make_demo.py > demo-results.csv
"""
import csv
import datetime
import random
import sys

rnd = random.Random(1901)
players = {
    "Amélie Durand": 1.3, "Bastien Lefèvre": 0.4, "Camille Moreau": 0.9, "Denis Garnier": -0.2,
    "Élodie Rousseau": 0.7, "François Petit": -0.6, "Gaëlle Bernard": 0.1, "Hugo Lambert": 1.0,
    "Inès Fontaine": -0.3, "Julien Mercier": 0.5, "Léa Chevalier": -0.9, "Mathieu Girard": 0.2,
}
names = list(players)
armies = ["Séleucides", "Romains", "Carthaginois", "Gaulois", "Macédoniens", "Perses"]
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["match", "date", "game", "player", "rank", "score", "team", "deals", "left",
              "morale", "morale_lost", "outcome", "army_points", "turns", "duration_min", "void"])


def row(**kw):
    cols = ["match", "date", "game", "player", "rank", "score", "team", "deals", "left",
            "morale", "morale_lost", "outcome", "army_points", "turns", "duration_min", "void"]
    out.writerow([kw.get(c, "") for c in cols])


def perf(p, noise=1.0):
    return players[p] + rnd.gauss(0, noise)


day = datetime.date(2026, 5, 1)
n = 0
while day < datetime.date(2026, 11, 28):
    evening = day.weekday()
    if evening == 4:  # Friday: tarot tables and belote
        for table in range(2):
            n += 1
            seats = rnd.sample(names, rnd.choice([4, 5]))
            deals = rnd.randint(8, 24)
            leaver = rnd.choice(seats) if rnd.random() < 0.06 else None
            for p in seats:
                score = round(perf(p) * 120 + rnd.gauss(0, 60))
                row(match=f"T{n:04d}", date=f"{day}T20:30", game="Tarot", player=p, score=score,
                    deals=deals, left=1 if p == leaver else "")
        n += 1
        four = rnd.sample(names, 4)
        first = 0 if perf(four[0]) + perf(four[1]) > perf(four[2]) + perf(four[3]) else 1
        for i, p in enumerate(four):
            team = "Nous" if i < 2 else "Eux"
            row(match=f"B{n:04d}", date=f"{day}T22:45", game="Belote", player=p, team=team,
                rank=1 if (i < 2) == (first == 0) else 2)
    if evening in (1, 3):  # Tuesday and Thursday: chess; Tuesday: word-game duels too
        for k in range(3 if evening == 1 else 4):
            n += 1
            a, b = rnd.sample(names, 2)
            d = perf(a) - perf(b)
            ra, rb = (1, 1) if abs(d) < 0.25 else ((1, 2) if d > 0 else (2, 1))
            row(match=f"E{n:04d}", date=f"{day}T19:{10 + 15 * k:02d}", game="Échecs", player=a, rank=ra)
            row(match=f"E{n:04d}", date=f"{day}T19:{10 + 15 * k:02d}", game="Échecs", player=b, rank=rb)
        for k in range(3 if evening == 1 else 0):
            n += 1
            a, b = rnd.sample(names, 2)
            d = perf(a, 1.4) - perf(b, 1.4)
            void = 1 if rnd.random() < 0.03 else ""
            row(match=f"S{n:04d}", date=f"{day}T21:{5 + 15 * k:02d}", game="Duel de lettres", player=a,
                rank=1 if d > 0 else 2, void=void)
            row(match=f"S{n:04d}", date=f"{day}T21:{5 + 15 * k:02d}", game="Duel de lettres", player=b,
                rank=2 if d > 0 else 1, void=void)
    if evening == 5 and day.isocalendar()[1] % 2 == 0:  # every other Saturday: DSC battles
        for k in range(2):
            n += 1
            a, b = rnd.sample(names, 2)
            morale_a, morale_b = rnd.choice([200, 250, 300]), rnd.choice([200, 250, 300])
            d = perf(a) - perf(b)
            lost_a = min(morale_a, max(0, round(morale_a * (0.5 - 0.25 * d + rnd.gauss(0, 0.15)))))
            lost_b = min(morale_b, max(0, round(morale_b * (0.5 + 0.25 * d + rnd.gauss(0, 0.15)))))
            points = 1400 if rnd.random() < 0.9 else rnd.choice([1000, 1200])
            duration = rnd.choice([180, 200, 240, 150 if rnd.random() < 0.1 else 210])
            turns = rnd.randint(6, 9)
            for p, morale, lost in ((a, morale_a, lost_a), (b, morale_b, lost_b)):
                row(match=f"D{n:04d}", date=f"{day}T14:00", game="DSC", player=p, morale=morale,
                    morale_lost=lost, army_points=points, turns=turns, duration_min=duration)
    day += datetime.timedelta(days=1)
