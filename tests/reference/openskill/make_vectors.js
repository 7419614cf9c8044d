// Reference vectors for the `openskill` rule set (core/rating/openskill.cpp),
// computed by the `openskill` npm package pinned in package.json (5.0.1,
// Plackett–Luce model). tests/rating/tst_openskill.cpp reads vectors.csv;
// Node is not needed at test time.
//
// Rerun (Node 20):
//   cd tests/reference/openskill
//   npm ci
//   node make_vectors.js > vectors.csv
//
// The matches come from a fixed-seed generator, so a rerun gives the same
// file byte for byte unless the package changes. One row per participant:
//   match      match number (rows of one match are consecutive)
//   team       team index within the match (0-based)
//   rank       the team's rank (1 best; equal ranks are ties)
//   mu, sigma  the player's rating before the match
//   beta, tau, kappa  the model's options for this match
//   mu_after, sigma_after  what rate() returns
//   predict_win  predictWin() of the match's teams before it, for this team
//                (the C++ checks it for two-team matches)
'use strict';

const { rate, rating, predictWin } = require('openskill');

// mulberry32: a small deterministic generator.
let seed = 20240611;
function random() {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

// A pool of players whose ratings evolve over the matches, so later matches
// start from ratings the package itself produced.
const pool = [];
for (let i = 0; i < 60; i += 1) {
    pool.push(rating());
}

const header = 'match,team,rank,mu,sigma,beta,tau,kappa,mu_after,sigma_after,predict_win';
const rows = [header];
const MATCHES = 400;

for (let m = 1; m <= MATCHES; m += 1) {
    // Options: the defaults most of the time, else other β, τ or κ.
    const options = {};
    const kind = random();
    if (kind < 0.1) {
        options.beta = 2 + random() * 6;
    } else if (kind < 0.2) {
        options.tau = random() < 0.5 ? 0 : random() * 0.5;
    } else if (kind < 0.25) {
        options.kappa = 0.01 + random() * 0.2;
    }

    // Shape: mostly duels, then free-for-alls, then teams.
    const shape = random();
    let teamSizes;
    if (shape < 0.45) {
        teamSizes = [1, 1];
    } else if (shape < 0.7) {
        teamSizes = new Array(between(3, 8)).fill(1);
    } else {
        teamSizes = new Array(between(2, 4)).fill(0).map(() => between(1, 4));
    }
    const total = teamSizes.reduce((a, b) => a + b, 0);

    // Distinct players: from the pool, or (one time in five) a fresh one
    // with an arbitrary rating, to cover extreme inputs too.
    const chosen = [];
    while (chosen.length < total) {
        const index = between(0, pool.length - 1);
        if (!chosen.includes(index)) {
            chosen.push(index);
        }
    }
    let next = 0;
    const teams = teamSizes.map((size) => {
        const team = [];
        for (let k = 0; k < size; k += 1) {
            const index = chosen[next];
            next += 1;
            if (random() < 0.2) {
                pool[index] = { mu: -10 + random() * 70, sigma: 0.05 + random() * 12 };
            }
            team.push(index);
        }
        return team;
    });

    // Ranks: a random order with ties (one time in four two teams share one).
    const order = teams.map((_, i) => i).sort(() => random() - 0.5);
    const rank = new Array(teams.length);
    let current = 0;
    order.forEach((teamIndex, position) => {
        if (position === 0 || random() >= 0.25) {
            current = position + 1;
        }
        rank[teamIndex] = current;
    });

    const before = teams.map((team) => team.map((i) => ({ mu: pool[i].mu, sigma: pool[i].sigma })));
    const wins = predictWin(before, options);
    const after = rate(before, { ...options, rank });
    const beta = options.beta ?? 25 / 6;
    const tau = options.tau ?? 25 / 300;
    const kappa = options.kappa ?? 1e-4;
    teams.forEach((team, t) => {
        team.forEach((index, k) => {
            rows.push(
                [m, t, rank[t], before[t][k].mu, before[t][k].sigma, beta, tau, kappa, after[t][k].mu,
                    after[t][k].sigma, wins[t]].join(','),
            );
            pool[index] = after[t][k];
        });
    });
}

process.stdout.write(`${rows.join('\n')}\n`);
