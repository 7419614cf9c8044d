-- Palmarès club, schema 2 (PostgreSQL): the army list's name of each side
-- of a battle (elo-dsc; informational, no rating effect). '' = not given.
ALTER TABLE participant ADD COLUMN army_list TEXT NOT NULL DEFAULT '';

INSERT INTO schema_version (version, applied_at) VALUES (2, CURRENT_TIMESTAMP);
