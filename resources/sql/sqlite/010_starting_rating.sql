-- Palmarès club file, schema 10 (SQLite): a player may arrive with a rating
-- in a game (issue 42: a federation rating, his level at another club).
-- starting_rating holds it per (player, game): the rating and, for the rule
-- sets that have one, its uncertainty (glicko2's RD, openskill's σ; NULL:
-- the rule set's own). The replay starts him from it instead of the rule
-- set's start (docs/RATING_RULES.md, "Starting ratings"). A result of the
-- club is not a starting rating: the ratings cache is not touched, and a
-- club without starting ratings rates as before.
CREATE TABLE starting_rating (
    player_id INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    rating REAL NOT NULL,
    deviation REAL,
    PRIMARY KEY (player_id, game_id)
) WITHOUT ROWID;
CREATE INDEX starting_rating_game ON starting_rating (game_id);

PRAGMA user_version = 10;
