-- Palmarès club, schema 5 (PostgreSQL): the club's dormancy setting
-- (issue 18). A player with no match of a game in this many months before
-- the standings' date is set aside in that game's leaderboard: not ranked,
-- rating kept. 0 = never. An older club gets the default, 12 months.
ALTER TABLE club ADD COLUMN dormant_after_months INTEGER NOT NULL DEFAULT 12;

INSERT INTO schema_version (version, applied_at) VALUES (5, CURRENT_TIMESTAMP);
