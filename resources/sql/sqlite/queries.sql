-- SQLite's own statements (see ../queries.sql).

-- name: schemaVersion
PRAGMA user_version

-- name: applicationId
PRAGMA application_id

-- name: objectCount
SELECT COUNT(*) FROM sqlite_master

-- name: begin
BEGIN IMMEDIATE

-- name: integrityCheck
PRAGMA integrity_check

-- name: foreignKeyCheck
PRAGMA foreign_key_check
