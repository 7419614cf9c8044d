-- Palmarès club, schema 3 (PostgreSQL): the rating state of glicko2 and
-- openskill (RATING_RULES.md §7). A rating change records the values the
-- rule set started from (openskill μ and σ; glicko2 the period's start) and
-- the player's state after it, so that a replay can resume from any match;
-- the standing keeps the same state. Zero for the other rule sets, which do
-- not use them: existing rows need no rewrite.

ALTER TABLE rating_change
    ADD COLUMN mean_before DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN deviation_before DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN volatility_before DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_mean DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_deviation DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_volatility DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_period_rating DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_period_deviation DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_period_volatility DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_period_information DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_period_surprise DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN s_period INTEGER NOT NULL DEFAULT 0;

ALTER TABLE standing
    ADD COLUMN mean DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN deviation DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN volatility DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN period_rating DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN period_deviation DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN period_volatility DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN period_information DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN period_surprise DOUBLE PRECISION NOT NULL DEFAULT 0,
    ADD COLUMN period INTEGER NOT NULL DEFAULT 0;

INSERT INTO schema_version (version, applied_at) VALUES (3, CURRENT_TIMESTAMP);
