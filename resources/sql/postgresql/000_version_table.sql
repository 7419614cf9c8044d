-- Run before the migrations on PostgreSQL: the table that records which
-- migrations have been applied (SQLite keeps this in PRAGMA user_version).
CREATE TABLE IF NOT EXISTS schema_version (
    version INTEGER PRIMARY KEY,
    applied_at TIMESTAMP NOT NULL
);
