-- SQLite keeps the schema version in PRAGMA user_version: nothing to prepare.
SELECT 1;
