-- Statements run on a backup file opened read-only (core/store/backups.cpp).
-- They read only tables every club schema has had since schema 1.

-- name: backupApplicationId
PRAGMA application_id

-- name: backupSchemaVersion
PRAGMA user_version

-- name: backupCheckCache
-- The page cache of the connection that checks a backup, as large as a
-- club's own (Database): with SQLite's default of 2 MB, the integrity check
-- of a club of 1,000,000 results read its pages again and again (8.5 s
-- instead of 2.9 s).
PRAGMA cache_size = -65536

-- name: backupIntegrityCheck
PRAGMA integrity_check

-- name: backupContents
-- The same columns as clubContents in queries.sql (the last: the newest
-- audit row, which every write adds).
-- The latest result: each game's, found at the end of its part of the
-- match_replay index (MAX(played_at) over the table read every match: 90 ms
-- of a club of 1,000,000 results, for each backup the restore dialog lists).
SELECT (SELECT name FROM club WHERE id = 1), (SELECT COUNT(*) FROM player), (SELECT COUNT(*) FROM game),
       (SELECT COUNT(*) FROM match),
       (SELECT MAX(latest) FROM (SELECT (SELECT MAX(played_at) FROM match WHERE game_id = g.id) AS latest FROM game g) AS per_game),
       (SELECT id || ' ' || at || ' ' || action || ' ' || detail FROM audit ORDER BY id DESC LIMIT 1)

-- name: backupStandalone
PRAGMA journal_mode = DELETE
