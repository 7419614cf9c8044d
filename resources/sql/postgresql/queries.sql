-- PostgreSQL's own statements (see ../queries.sql).

-- name: applicationId
SELECT 1346456653

-- name: versionTableExists
-- Whether the database holds the table of Palmarès's schema version (1),
-- read without creating it: a role that may only read has no CREATE.
SELECT CASE WHEN to_regclass('schema_version') IS NULL THEN 0 ELSE 1 END

-- name: roleMayWrite
-- The role connected, and whether it may add results (1) or only read (0);
-- a club being created has no table of results yet (its creator writes).
SELECT current_user, CASE WHEN to_regclass('match') IS NULL OR has_table_privilege('match', 'INSERT') THEN 1 ELSE 0 END

-- name: accessNames
-- A role's name, the schema's and the database's, quoted as identifiers by
-- the server (Database::grantAccess), and whether the role exists (1).
SELECT quote_ident(?), quote_ident(current_schema()), quote_ident(current_database()), CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ?) THEN 1 ELSE 0 END

-- name: objectCount
SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> 'schema_version'

-- name: foreignKeyCheck
SELECT 1 WHERE FALSE

-- name: writeLock
-- Run right after BEGIN: one writer at a time on the club (the key is "PALM"),
-- so that a re-rating sees every match committed before it (two concurrent
-- re-ratings under READ COMMITTED would each miss the other's match). Waits
-- up to lock_timeout, then fails with a clear message.
SELECT pg_advisory_xact_lock(1346456653)

-- name: announceChange
-- Run before COMMIT: the other windows on the club refresh (ChangeWatcher
-- listens on this channel); delivered only if the transaction commits.
NOTIFY palmares_club

-- name: exportResults
-- ../queries.sql's, the codes compared by their bytes (COLLATE "C") as
-- SQLite and the replay compare them, whatever the database's collation.
SELECT m.code, m.played_at, g.name, pl.name, p.rank, p.score, p.team, m.deals, p.left_early, p.morale, p.morale_lost, m.outcome, p.army_points, p.turns, m.duration_min, m.is_void, p.army_list FROM match m JOIN game g ON g.id = m.game_id JOIN participant p ON p.match_id = m.id JOIN player pl ON pl.id = p.player_id ORDER BY m.played_at, m.code COLLATE "C", p.pos

-- name: matchCodesTaken
-- Which of a block of codes (a JSON array) the club's matches carry.
SELECT code FROM match WHERE code IN (SELECT jsonb_array_elements_text(CAST(? AS JSONB)))

-- Bulk writes (core/store/bulkwriter.cpp): the rows of an import and a
-- re-rating sent by COPY in binary, the columns in the order BulkWriter
-- writes them, each of the column's own type.

-- name: matchIdBlock
-- Ids for new matches, taken from the match table's sequence in a block: a
-- match is then written with its id (matchCopy) and its participants with it.
-- One row, the block's last id: the sequence moved past the ? ids ending
-- there in one call (65,536 rows of one nextval each cost 0.2 s to send).
-- No other nextval comes between the two: every writer holds the write lock
-- (writeLock); one that did not would have its row or the COPY refused by
-- the primary key, never a match written twice.
SELECT setval(pg_get_serial_sequence('match', 'id'), nextval(pg_get_serial_sequence('match', 'id')) + CAST(? AS INTEGER) - 1)

-- Bulk load (core/store/bulkwriter.cpp): an import of many matches, at
-- least an eighth of the club's, drops the foreign keys of match and
-- participant (and, into a club no larger than the import, their secondary
-- indexes) inside its own transaction, the tables locked, and puts them back
-- exactly as they were at its flush: one check of every row per constraint
-- instead of one per row. Run through libpq ($1: a text parameter), inside
-- this savepoint: any failure gives way to the row-by-row checks.

-- name: bulkLoadSavepoint
SAVEPOINT palmares_bulk_load

-- name: bulkLoadKeep
RELEASE SAVEPOINT palmares_bulk_load

-- name: bulkLoadGiveWay
ROLLBACK TO SAVEPOINT palmares_bulk_load; RELEASE SAVEPOINT palmares_bulk_load

-- name: bulkLoadSize
-- The matches the club holds, and the lock timeout to put back once locked.
SELECT count(*), current_setting('lock_timeout') FROM match

-- name: bulkLoadLock
-- Readers present (a lock held over a second) or no right to lock: the
-- import gives way. Dropping a foreign key locks the table it references
-- too: player and game are locked with the others, under the same timeout.
-- The indexes put back are sorted in memory.
SET LOCAL lock_timeout = '1s'; LOCK TABLE match, participant, player, game IN ACCESS EXCLUSIVE MODE; SET LOCAL maintenance_work_mem = '256MB'

-- name: bulkLoadLockTimeout
SELECT set_config('lock_timeout', $1, true)

-- name: bulkLoadPlan
-- Each constraint and index dropped, with the statement that puts it back as
-- the schema defined it ($1: 'true' to drop the secondary indexes too).
SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname),
       format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
FROM pg_constraint
WHERE contype = 'f' AND conrelid IN ('match'::regclass, 'participant'::regclass)
UNION ALL
SELECT format('DROP INDEX %s', indexrelid::regclass), pg_get_indexdef(indexrelid)
FROM pg_index
WHERE CAST($1 AS BOOLEAN) AND indrelid IN ('match'::regclass, 'participant'::regclass) AND NOT indisunique

-- name: matchCopy
COPY match (id, code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason) FROM STDIN (FORMAT binary)

-- name: participantCopy
COPY participant (match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, army_points, turns, army_list) FROM STDIN (FORMAT binary)

-- name: ratingRecordCopy
COPY rating_record (game_id, played_at, match_id, records, inputs) FROM STDIN (FORMAT binary)

-- name: ratingCheckpointCopy
COPY rating_checkpoint (game_id, played_at, match_id, states) FROM STDIN (FORMAT binary)

-- name: standingLoadCreate
-- COPY cannot update: many standings are loaded into this table of the
-- session, then merged into standing by one upsert (standingLoadMerge).
CREATE TEMP TABLE IF NOT EXISTS standing_load (LIKE standing) ON COMMIT DELETE ROWS

-- name: standingLoadCopy
COPY standing_load (game_id, player_id, rating, games, deals, opponent_sum, net_score, experience, wins, draws, losses, points, last_played, mean, deviation, volatility, period_rating, period_deviation, period_volatility, period_information, period_surprise, period) FROM STDIN (FORMAT binary)

-- name: standingLoadMerge
INSERT INTO standing (game_id, player_id, rating, games, deals, opponent_sum, net_score, experience, wins, draws, losses, points, last_played, mean, deviation, volatility, period_rating, period_deviation, period_volatility, period_information, period_surprise, period) SELECT game_id, player_id, rating, games, deals, opponent_sum, net_score, experience, wins, draws, losses, points, last_played, mean, deviation, volatility, period_rating, period_deviation, period_volatility, period_information, period_surprise, period FROM standing_load ON CONFLICT (game_id, player_id) DO UPDATE SET rating = excluded.rating, games = excluded.games, deals = excluded.deals, opponent_sum = excluded.opponent_sum, net_score = excluded.net_score, experience = excluded.experience, wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, points = excluded.points, last_played = excluded.last_played, mean = excluded.mean, deviation = excluded.deviation, volatility = excluded.volatility, period_rating = excluded.period_rating, period_deviation = excluded.period_deviation, period_volatility = excluded.period_volatility, period_information = excluded.period_information, period_surprise = excluded.period_surprise, period = excluded.period

-- name: standingLoadEmpty
TRUNCATE standing_load

-- name: standingsOfGameBinary
-- standingsOfGame read through libpq in binary (clubstore.cpp, standings):
-- the server sends 21 numbers a player without writing them as text, and
-- nothing parses them back (35 ms of the server's and as much of the
-- client's for 20,000 players). Each column cast to the type the reader
-- decodes. $1: the game.
SELECT player_id::int8, rating::float8, games::int4, deals::int4, opponent_sum::float8, net_score::float8, experience::int4, wins::int4, draws::int4, losses::int4, points::float8, last_played::text, mean::float8, deviation::float8, volatility::float8, period_rating::float8, period_deviation::float8, period_volatility::float8, period_information::float8, period_surprise::float8, period::int4 FROM standing WHERE game_id = $1

-- name: ratingRecordsOfGamePeriodBinary
-- ratingRecordsOfGamePeriod read through libpq in binary (clubstore.cpp,
-- forEachRecordOfPeriod): no hex for the packed records, no per-row cost of
-- the Qt driver. $1: the game, $2 and $3: [from, to).
SELECT r.match_id, r.played_at, r.records FROM rating_record r WHERE r.game_id = $1 AND r.played_at >= $2 AND r.played_at < $3 ORDER BY r.played_at, r.match_id
