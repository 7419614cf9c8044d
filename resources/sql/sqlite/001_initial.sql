-- Palmarès club file, schema 1 (SQLite).
-- Ratings are derived data: match and participant hold the results as
-- entered; rating_change and standing are caches that `rebuild` recreates.
PRAGMA application_id = 1346456653;

CREATE TABLE club (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE player (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    household TEXT NOT NULL DEFAULT '',
    active INTEGER NOT NULL DEFAULT 1,
    notes TEXT NOT NULL DEFAULT ''
);

CREATE TABLE game (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    system TEXT NOT NULL,
    params TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE match (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    game_id INTEGER NOT NULL REFERENCES game(id),
    played_at TEXT NOT NULL,
    deals INTEGER,
    duration_min INTEGER,
    outcome TEXT NOT NULL DEFAULT '',
    is_void INTEGER NOT NULL DEFAULT 0,
    unrated_reason TEXT NOT NULL DEFAULT '',
    version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX match_replay ON match(game_id, played_at, id);

CREATE TABLE participant (
    match_id INTEGER NOT NULL REFERENCES match(id) ON DELETE CASCADE,
    pos INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES player(id),
    rank INTEGER,
    score REAL,
    team TEXT NOT NULL DEFAULT '',
    left_early INTEGER NOT NULL DEFAULT 0,
    morale REAL,
    morale_lost REAL,
    army_points INTEGER,
    turns INTEGER,
    PRIMARY KEY (match_id, pos)
) WITHOUT ROWID;
CREATE INDEX participant_player ON participant(player_id);

CREATE TABLE rating_change (
    match_id INTEGER NOT NULL REFERENCES match(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    game_id INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    rating_before REAL NOT NULL,
    rating_after REAL NOT NULL,
    expected REAL NOT NULL,
    actual REAL NOT NULL,
    k REAL NOT NULL,
    k0 REAL NOT NULL,
    k1 REAL NOT NULL,
    k2 REAL NOT NULL,
    raw_change REAL NOT NULL,
    applied_change REAL NOT NULL,
    penalty REAL NOT NULL,
    bonus REAL NOT NULL,
    opponent_mean REAL NOT NULL,
    score_used REAL NOT NULL,
    points REAL NOT NULL,
    position REAL NOT NULL,
    games_before INTEGER NOT NULL,
    deals_before INTEGER NOT NULL,
    opponent_games INTEGER NOT NULL,
    rounding TEXT NOT NULL,
    outcome TEXT NOT NULL,
    flags INTEGER NOT NULL,
    participants INTEGER NOT NULL,
    s_games INTEGER NOT NULL,
    s_deals INTEGER NOT NULL,
    s_opponent_sum REAL NOT NULL,
    s_net_score REAL NOT NULL,
    s_experience INTEGER NOT NULL,
    s_wins INTEGER NOT NULL,
    s_draws INTEGER NOT NULL,
    s_losses INTEGER NOT NULL,
    s_points REAL NOT NULL
);
-- A rowid table: its rows are wide, and an import appends them in order.
CREATE UNIQUE INDEX rating_change_match ON rating_change(match_id, player_id);
CREATE INDEX rating_change_player ON rating_change(game_id, player_id, played_at, match_id);

CREATE TABLE standing (
    game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    rating REAL NOT NULL,
    games INTEGER NOT NULL,
    deals INTEGER NOT NULL,
    opponent_sum REAL NOT NULL,
    net_score REAL NOT NULL,
    experience INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    losses INTEGER NOT NULL,
    points REAL NOT NULL,
    last_played TEXT NOT NULL,
    PRIMARY KEY (game_id, player_id)
) WITHOUT ROWID;

CREATE TABLE audit (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL
);

PRAGMA user_version = 1;
