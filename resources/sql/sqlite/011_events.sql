-- Palmarès club, schema 11 (SQLite): the club's events, its nights and
-- tournaments (issue 42; core/club/events.h).
--   event        a name, its game, its days (last_day '' = one day), how
--                its rounds are paired (swiss, round-robin, tables,
--                random), its number of rounds (0: as many as the secretary
--                pairs, a club night's), and its settings as JSON (the
--                initial colour, how tarot tables are seated, the seed).
--   event_entry  who is entered: the rating he brought to the event (his
--                rating in the game when entered; it sets the pairing
--                order), the first round he can be paired in (a late entry)
--                and the round from which he is withdrawn (0: never).
--   event_seat   a paired round: each table's players in seat order (chess:
--                seat 1 has white); table 0 is the pairing-allocated bye.
--                locked: the secretary keeps the table as it is when the
--                round is paired again.
--   event_match  the match that holds a table's result: a result is an
--                ordinary match of the club that carries its event, round
--                and table; deleting the match frees the table.
--   event_forfeit a table of a duel whose game was not played: which seat
--                did not come ('first', 'second' or 'both'). It counts as
--                the table's result (no match, nothing rated); deleting it
--                frees the table.
--   event_absence a bye a player asked for before his round was paired:
--                he is left out of that round's pairing and scores its
--                points (0 or 0.5).
CREATE TABLE event (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    game_id INTEGER NOT NULL REFERENCES game(id),
    first_day TEXT NOT NULL,
    last_day TEXT NOT NULL DEFAULT '',
    pairing TEXT NOT NULL,
    rounds INTEGER NOT NULL DEFAULT 0,
    settings TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE event_entry (
    event_id INTEGER NOT NULL REFERENCES event(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    rating REAL NOT NULL DEFAULT 0,
    first_round INTEGER NOT NULL DEFAULT 1,
    withdrawn_round INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event_id, player_id)
);

CREATE TABLE event_seat (
    event_id INTEGER NOT NULL REFERENCES event(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES player(id),
    locked INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event_id, round, table_no, seat),
    UNIQUE (event_id, round, player_id)
);

CREATE TABLE event_match (
    match_id INTEGER PRIMARY KEY REFERENCES match(id) ON DELETE CASCADE,
    event_id INTEGER NOT NULL REFERENCES event(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    UNIQUE (event_id, round, table_no)
);

CREATE TABLE event_forfeit (
    event_id INTEGER NOT NULL REFERENCES event(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    absent TEXT NOT NULL CHECK (absent IN ('first', 'second', 'both')),
    PRIMARY KEY (event_id, round, table_no)
);

CREATE TABLE event_absence (
    event_id INTEGER NOT NULL REFERENCES event(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES player(id),
    round INTEGER NOT NULL,
    points REAL NOT NULL CHECK (points >= 0 AND points <= 1),
    PRIMARY KEY (event_id, player_id, round)
);

CREATE INDEX event_absence_player ON event_absence (player_id);
CREATE INDEX event_seat_player ON event_seat (player_id);
CREATE INDEX event_entry_player ON event_entry (player_id);

PRAGMA user_version = 11;
