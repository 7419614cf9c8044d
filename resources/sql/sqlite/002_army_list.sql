-- Palmarès club file, schema 2 (SQLite): the army list's name of each side
-- of a battle (elo-dsc; informational, no rating effect). '' = not given.
ALTER TABLE participant ADD COLUMN army_list TEXT NOT NULL DEFAULT '';

PRAGMA user_version = 2;
