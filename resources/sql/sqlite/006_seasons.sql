-- Palmarès club file, schema 6 (SQLite): the club's seasons (issue 18).
--   season        a name and its days, first_day to last_day inclusive
--                 (YYYY-MM-DD); game_id NULL: every game of the club, else
--                 that game only; closed_at '' while open, else when it was
--                 closed (ISO date and time).
--   season_sheet  what a closed season kept as it stood when closed: each
--                 game's standings at its last day, and its Hall of Fame
--                 (game ''), as JSON (core/club/seasons.cpp).
-- club.seasons_overlap: 1 when the club lets two seasons of a game overlap.
CREATE TABLE season (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    first_day TEXT NOT NULL,
    last_day TEXT NOT NULL,
    game_id INTEGER REFERENCES game(id) ON DELETE CASCADE,
    closed_at TEXT NOT NULL DEFAULT ''
);

CREATE TABLE season_sheet (
    season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    sheet TEXT NOT NULL,
    PRIMARY KEY (season_id, game)
);

ALTER TABLE club ADD COLUMN seasons_overlap INTEGER NOT NULL DEFAULT 0;

PRAGMA user_version = 6;
