-- Statements run on a backup file opened read-only (core/store/backups.cpp).
-- They read only tables every club schema has had since schema 1.

-- name: backupApplicationId
PRAGMA application_id

-- name: backupSchemaVersion
PRAGMA user_version

-- name: backupIntegrityCheck
PRAGMA integrity_check

-- name: backupContents
-- The same columns as clubContents in queries.sql (the last: the newest
-- audit row, which every write adds).
SELECT (SELECT name FROM club WHERE id = 1), (SELECT COUNT(*) FROM player), (SELECT COUNT(*) FROM game),
       (SELECT COUNT(*) FROM match), (SELECT MAX(played_at) FROM match),
       (SELECT id || ' ' || at || ' ' || action || ' ' || detail FROM audit ORDER BY id DESC LIMIT 1)

-- name: backupStandalone
PRAGMA journal_mode = DELETE
