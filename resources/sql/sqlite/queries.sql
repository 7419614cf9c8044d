-- SQLite's own statements (see ../queries.sql).

-- name: schemaVersion
PRAGMA user_version

-- name: applicationId
PRAGMA application_id

-- name: objectCount
SELECT COUNT(*) FROM sqlite_master

-- name: begin
-- IMMEDIATE: a write transaction takes the write lock at once, waiting up to
-- the busy timeout for another writer; a deferred BEGIN that wrote later
-- could not wait (SQLITE_BUSY on the lock upgrade in WAL mode).
BEGIN IMMEDIATE

-- name: dataVersion
-- Changes when another connection (window, process) commits to the file;
-- never for this connection's own commits (ChangeWatcher).
PRAGMA data_version

-- name: integrityCheck
PRAGMA integrity_check

-- name: foreignKeyCheck
PRAGMA foreign_key_check

-- The inserts that make an id: no RETURNING clause here (SQLite builds and
-- drops a temporary table for one on each execution); the statement layer
-- reads the connection's last rowid instead (Statement::insertedId).

-- name: playerInsert
INSERT INTO player (name, household) VALUES (?, ?)

-- name: gameInsert
INSERT INTO game (name, system, params, fresh_start) VALUES (?, ?, ?, ?)

-- name: matchInsert
INSERT INTO match (code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)

-- name: seasonInsert
INSERT INTO season (name, first_day, last_day, game_id) VALUES (?, ?, ?, NULLIF(?, 0))

-- name: eventInsert
INSERT INTO event (name, game_id, first_day, last_day, pairing, rounds, settings) VALUES (?, ?, ?, ?, ?, ?, ?)

-- name: matchCodesTaken
-- Which of a block of codes (a JSON array) the club's matches carry.
SELECT code FROM match WHERE code IN (SELECT value FROM json_each(?))
