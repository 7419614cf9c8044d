-- Palmarès club file, schema 7 (SQLite): the import assistant's mappings
-- (issue 18), one per shape of file: `header` is the file's header with its
-- names folded (ImportAssistant::headerKey), `mapping` what the secretary
-- decided of its columns, games and players (JSON, ImportMapping::toJson),
-- `saved_at` when (ISO date and time, UTC).
CREATE TABLE import_mapping (
    header TEXT PRIMARY KEY,
    mapping TEXT NOT NULL,
    saved_at TEXT NOT NULL
);

PRAGMA user_version = 7;
