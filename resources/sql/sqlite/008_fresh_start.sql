-- Palmarès club file, schema 8 (SQLite): a game may start its ratings afresh
-- each season (issue 18). game.fresh_start 1: at the first day of each
-- season of that game (or of every game), every player of it starts again
-- from the rule set's start (docs/ARCHITECTURE.md, "Fresh start each
-- season"). 0, the default and every older club's: the ratings run on.
ALTER TABLE game ADD COLUMN fresh_start INTEGER NOT NULL DEFAULT 0;

PRAGMA user_version = 8;
