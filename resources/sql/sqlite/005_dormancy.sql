-- Palmarès club file, schema 5 (SQLite): the club's dormancy setting
-- (issue 18). A player with no match of a game in this many months before
-- the standings' date is set aside in that game's leaderboard: not ranked,
-- rating kept. 0 = never. An older club gets the default, 12 months.
ALTER TABLE club ADD COLUMN dormant_after_months INTEGER NOT NULL DEFAULT 12;

PRAGMA user_version = 5;
