-- Palmarès club file, schema 4 (SQLite): the rating cache laid out for the
-- way it is written and read (docs/PERFORMANCE.md, "Club file").
-- rating_change is clustered in replay order, (game, date-time, match,
-- player): a rebuild or an import appends each game's rows at the end of its
-- range, re-rating from a match deletes one contiguous range, and a match's
-- changes are found from the match row's (game, date-time, id). That makes
-- the separate (match, player) index useless. The foreign keys go: the cache
-- is derived data that the code deletes itself before re-rating (a match
-- deleted or edited is re-rated from its place, which deletes its changes),
-- and with them SQLite checked two parents on every row written and emptied
-- the table row by row on a rebuild instead of at once.
-- The rows are copied as they are: nothing needs re-rating.

CREATE TABLE rating_change_4 (
    match_id INTEGER NOT NULL,
    player_id INTEGER NOT NULL,
    game_id INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    rating_before REAL NOT NULL,
    rating_after REAL NOT NULL,
    expected REAL NOT NULL,
    actual REAL NOT NULL,
    k REAL NOT NULL,
    k0 REAL NOT NULL,
    k1 REAL NOT NULL,
    k2 REAL NOT NULL,
    raw_change REAL NOT NULL,
    applied_change REAL NOT NULL,
    penalty REAL NOT NULL,
    bonus REAL NOT NULL,
    opponent_mean REAL NOT NULL,
    score_used REAL NOT NULL,
    points REAL NOT NULL,
    position REAL NOT NULL,
    games_before INTEGER NOT NULL,
    deals_before INTEGER NOT NULL,
    opponent_games INTEGER NOT NULL,
    rounding TEXT NOT NULL,
    outcome TEXT NOT NULL,
    flags INTEGER NOT NULL,
    participants INTEGER NOT NULL,
    s_games INTEGER NOT NULL,
    s_deals INTEGER NOT NULL,
    s_opponent_sum REAL NOT NULL,
    s_net_score REAL NOT NULL,
    s_experience INTEGER NOT NULL,
    s_wins INTEGER NOT NULL,
    s_draws INTEGER NOT NULL,
    s_losses INTEGER NOT NULL,
    s_points REAL NOT NULL,
    mean_before REAL NOT NULL DEFAULT 0,
    deviation_before REAL NOT NULL DEFAULT 0,
    volatility_before REAL NOT NULL DEFAULT 0,
    s_mean REAL NOT NULL DEFAULT 0,
    s_deviation REAL NOT NULL DEFAULT 0,
    s_volatility REAL NOT NULL DEFAULT 0,
    s_period_rating REAL NOT NULL DEFAULT 0,
    s_period_deviation REAL NOT NULL DEFAULT 0,
    s_period_volatility REAL NOT NULL DEFAULT 0,
    s_period_information REAL NOT NULL DEFAULT 0,
    s_period_surprise REAL NOT NULL DEFAULT 0,
    s_period INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, played_at, match_id, player_id)
) WITHOUT ROWID;
INSERT INTO rating_change_4 SELECT * FROM rating_change;
DROP TABLE rating_change;
ALTER TABLE rating_change_4 RENAME TO rating_change;
CREATE INDEX rating_change_player ON rating_change(game_id, player_id, played_at, match_id);

PRAGMA user_version = 4;
