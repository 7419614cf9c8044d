-- Palmarès club file, schema 4 (SQLite): the rating cache packed per match.
-- rating_change held one row of 48 columns per participant and two indexes:
-- writing it was most of an import's and a rebuild's time. Now:
--   rating_record      one row per rated match, keyed in replay order, its
--                      participants' records (every number the rule set used
--                      and each player's state after it) packed in a BLOB
--                      (core/store/ratingblob.h);
--   rating_checkpoint  every few thousand matches of a game, each player's
--                      state before that match: a replay resumes from the
--                      nearest checkpoint instead of one look-up per player.
-- The cache is derived data: it is not converted but marked stale, and the
-- next opening rebuilds it from the results (club.cache_stale).
DROP TABLE rating_change;

CREATE TABLE rating_record (
    game_id INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    match_id INTEGER NOT NULL,
    records BLOB NOT NULL,
    PRIMARY KEY (game_id, played_at, match_id)
) WITHOUT ROWID;

CREATE TABLE rating_checkpoint (
    game_id INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    match_id INTEGER NOT NULL,
    states BLOB NOT NULL,
    PRIMARY KEY (game_id, played_at, match_id)
);

DELETE FROM standing;
ALTER TABLE club ADD COLUMN cache_stale INTEGER NOT NULL DEFAULT 0;
UPDATE club SET cache_stale = 1;

PRAGMA user_version = 4;
