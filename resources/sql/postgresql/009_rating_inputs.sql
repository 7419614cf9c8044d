-- Palmarès club, schema 9 (PostgreSQL): each rating record also holds what
-- its match was rated from (see ../sqlite/009_rating_inputs.sql for why).
-- The cache is marked stale; the next opening rebuilds it.
ALTER TABLE rating_record ADD COLUMN inputs BYTEA NOT NULL DEFAULT ''::bytea;
UPDATE club SET cache_stale = 1;

INSERT INTO schema_version (version, applied_at) VALUES (9, CURRENT_TIMESTAMP);
