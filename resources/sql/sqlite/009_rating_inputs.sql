-- Palmarès club file, schema 9 (SQLite): each rating record also holds what
-- its match was rated from (rating_record.inputs: the match's rated fields
-- and its participants', packed: core/store/ratingblob.h). A result saved a
-- year back re-rates the year after it from the records alone, one scan of
-- rating_record instead of the join of match and participant
-- (docs/PERFORMANCE.md). `check` verifies the inputs against the results.
-- The cache is derived data: marked stale, the next opening rebuilds it.
ALTER TABLE rating_record ADD COLUMN inputs BLOB NOT NULL DEFAULT X'';
UPDATE club SET cache_stale = 1;

PRAGMA user_version = 9;
