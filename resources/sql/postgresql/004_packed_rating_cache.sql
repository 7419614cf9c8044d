-- Palmarès club, schema 4 (PostgreSQL): the rating cache packed per match
-- (see ../sqlite/004_packed_rating_cache.sql for why). The cache is marked
-- stale; the next opening rebuilds it from the results.
DROP TABLE rating_change;

CREATE TABLE rating_record (
    game_id BIGINT NOT NULL,
    played_at TEXT NOT NULL,
    match_id BIGINT NOT NULL,
    records BYTEA NOT NULL,
    PRIMARY KEY (game_id, played_at, match_id)
);

CREATE TABLE rating_checkpoint (
    game_id BIGINT NOT NULL,
    played_at TEXT NOT NULL,
    match_id BIGINT NOT NULL,
    states BYTEA NOT NULL,
    PRIMARY KEY (game_id, played_at, match_id)
);

DELETE FROM standing;
ALTER TABLE club ADD COLUMN cache_stale INTEGER NOT NULL DEFAULT 0;
UPDATE club SET cache_stale = 1;

INSERT INTO schema_version (version, applied_at) VALUES (4, CURRENT_TIMESTAMP);
