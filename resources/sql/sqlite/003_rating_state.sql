-- Palmarès club file, schema 3 (SQLite): the rating state of glicko2 and
-- openskill (RATING_RULES.md §7). A rating change records the values the
-- rule set started from (openskill μ and σ; glicko2 the period's start) and
-- the player's state after it, so that a replay can resume from any match;
-- the standing keeps the same state. Zero for the other rule sets, which do
-- not use them: existing rows need no rewrite.

ALTER TABLE rating_change ADD COLUMN mean_before REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN deviation_before REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN volatility_before REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_mean REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_deviation REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_volatility REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_period_rating REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_period_deviation REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_period_volatility REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_period_information REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_period_surprise REAL NOT NULL DEFAULT 0;
ALTER TABLE rating_change ADD COLUMN s_period INTEGER NOT NULL DEFAULT 0;

ALTER TABLE standing ADD COLUMN mean REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN deviation REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN volatility REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN period_rating REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN period_deviation REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN period_volatility REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN period_information REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN period_surprise REAL NOT NULL DEFAULT 0;
ALTER TABLE standing ADD COLUMN period INTEGER NOT NULL DEFAULT 0;

PRAGMA user_version = 3;
