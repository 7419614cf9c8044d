-- Palmarès club, schema 4 (PostgreSQL): the rating cache keyed in replay
-- order, (game, date-time, match, player), as in the SQLite file (see
-- sqlite/004_rating_cache_order.sql): re-rating from a match deletes one
-- range of that key, a match's changes are found from the match row's (game,
-- date-time, id), so the (match, player) index goes; so do the foreign keys,
-- since the code deletes the cache's rows itself before re-rating and they
-- cost two parent look-ups per row written. The rows are kept as they are.

ALTER TABLE rating_change
    DROP CONSTRAINT IF EXISTS rating_change_match_id_fkey,
    DROP CONSTRAINT IF EXISTS rating_change_player_id_fkey,
    ADD PRIMARY KEY (game_id, played_at, match_id, player_id);
DROP INDEX IF EXISTS rating_change_match;

INSERT INTO schema_version (version, applied_at) VALUES (4, CURRENT_TIMESTAMP);
