-- Named statements of core/store. Each starts with a line "-- name: NAME";
-- a dialect's own queries.sql (sqlite/, postgresql/) overrides a name where
-- the dialects differ. Every value is a bound '?' placeholder.

-- name: schemaVersion
SELECT COALESCE(MAX(version), 0) FROM schema_version

-- name: begin
BEGIN

-- name: commit
COMMIT

-- name: rollback
ROLLBACK

-- name: clubGet
SELECT name, created_at FROM club WHERE id = 1

-- name: clubInsert
INSERT INTO club (id, name, created_at) VALUES (1, ?, ?)

-- name: playerList
SELECT id, name, household, active, notes FROM player ORDER BY name

-- name: playerInsert
INSERT INTO player (name, household) VALUES (?, ?) RETURNING id

-- name: playerUpdate
UPDATE player SET name = ?, household = ?, active = ?, notes = ? WHERE id = ?

-- name: playerDelete
DELETE FROM player WHERE id = ?

-- name: playerMoveParticipations
UPDATE participant SET player_id = ? WHERE player_id = ?

-- name: playerSharedMatches
SELECT m.code FROM participant a JOIN participant b ON b.match_id = a.match_id JOIN match m ON m.id = a.match_id WHERE a.player_id = ? AND b.player_id = ? ORDER BY m.played_at, m.id

-- name: playerParticipations
SELECT m.code, p.pos FROM participant p JOIN match m ON m.id = p.match_id WHERE p.player_id = ? ORDER BY m.played_at, m.id, p.pos

-- name: participantSetPlayer
UPDATE participant SET player_id = ? WHERE match_id = (SELECT id FROM match WHERE code = ?) AND pos = ?

-- name: playerGames
SELECT DISTINCT m.game_id FROM participant p JOIN match m ON m.id = p.match_id WHERE p.player_id = ?

-- name: gameList
SELECT id, name, system, params, fresh_start FROM game ORDER BY name

-- name: gameInsert
INSERT INTO game (name, system, params, fresh_start) VALUES (?, ?, ?, ?) RETURNING id

-- name: gameSetParams
UPDATE game SET params = ? WHERE id = ?

-- name: gameSetFreshStart
UPDATE game SET fresh_start = ? WHERE id = ?

-- name: gameRename
UPDATE game SET name = ? WHERE id = ?

-- name: gameDelete
DELETE FROM game WHERE id = ?

-- name: matchCountsByGame
SELECT game_id, COUNT(*) FROM match GROUP BY game_id

-- name: ratedMatchCountsByGame
SELECT game_id, COUNT(*) FROM rating_record GROUP BY game_id

-- name: gameMatchCount
SELECT COUNT(*) FROM match WHERE game_id = ?

-- name: teamNames
SELECT DISTINCT team FROM participant WHERE team <> '' ORDER BY team

-- name: armyListNames
SELECT DISTINCT army_list FROM participant WHERE army_list <> '' ORDER BY army_list

-- name: teamRename
UPDATE participant SET team = ? WHERE team = ?

-- name: armyListRename
UPDATE participant SET army_list = ? WHERE army_list = ?

-- name: matchIdByCode
SELECT id FROM match WHERE code = ?

-- name: matchMaxId
SELECT COALESCE(MAX(id), 0) FROM match

-- name: matchInsert
INSERT INTO match (code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id

-- name: matchUpdate
UPDATE match SET code = ?, game_id = ?, played_at = ?, deals = ?, duration_min = ?, outcome = ?, is_void = ?, version = version + 1 WHERE id = ? AND version = ?

-- name: matchSetReason
UPDATE match SET unrated_reason = ? WHERE id = ?

-- name: matchDelete
DELETE FROM match WHERE id = ?

-- name: momentMatches
-- The matches of a game played at one moment, by id, with their
-- participants: matchGet's columns (ClubStore::orderMoment).
SELECT m.id, m.code, m.game_id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, m.version, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns, p.army_list FROM match m JOIN participant p ON p.match_id = m.id WHERE m.game_id = ? AND m.played_at = ? ORDER BY m.id, p.pos

-- name: momentEventLinks
-- The event tables (event_match) the matches of a game's moment hold, by
-- the match's code: ClubStore::orderMoment writes them again under the
-- match's new id (deleting the match drops them with it).
SELECT m.code, em.event_id, em.round, em.table_no FROM event_match em JOIN match m ON m.id = em.match_id WHERE m.game_id = ? AND m.played_at = ?

-- name: matchInsertWithId
-- A match written again under another id of its moment, as it was
-- (ClubStore::orderMoment): its code, values and version.
INSERT INTO match (id, code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)

-- name: matchCodesFrom
-- The id and code of a game's matches from a date on, in replay order
-- (ClubStore::unorderedMoments): one pass of match_replay, 0.3 s for the
-- 670,000 matches of a game of 1,000,000 (faster than counting the shared
-- moments first, or than a window over them).
SELECT played_at, id, code FROM match WHERE game_id = ? AND played_at >= ? ORDER BY played_at, id

-- name: matchGet
SELECT m.id, m.code, m.game_id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, m.version, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns, p.army_list FROM match m JOIN participant p ON p.match_id = m.id WHERE m.id = ? ORDER BY p.pos

-- name: matchListBetween
-- The matches played in [?, ?) with their participants (the bulletin): each game's part
-- of match_replay, then the period's rows sorted (a half-year of 1,000,000
-- matches: 0.26 s, where a read of every match up to its end took 17 s).
SELECT m.id, m.code, m.game_id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, m.version, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns, p.army_list FROM match m JOIN participant p ON p.match_id = m.id WHERE m.game_id IN (SELECT id FROM game) AND m.played_at >= ? AND m.played_at < ? ORDER BY m.played_at, m.id, p.pos

-- name: startingRatingsAll
-- Every starting rating of the club (schema 10), by player then game.
SELECT s.player_id, s.game_id, s.rating, s.deviation FROM starting_rating s ORDER BY s.player_id, s.game_id

-- name: startingRatingsOfGame
SELECT player_id, rating, deviation FROM starting_rating WHERE game_id = ? ORDER BY player_id

-- name: startingRatingUpsert
INSERT INTO starting_rating (player_id, game_id, rating, deviation) VALUES (?, ?, ?, ?) ON CONFLICT (player_id, game_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation

-- name: startingRatingDelete
DELETE FROM starting_rating WHERE player_id = ? AND game_id = ?

-- name: startingRatingsMove
-- A merge: the starting ratings of the player merged away (the second ?)
-- given to the one kept (the first ?) in the games where he has none.
INSERT INTO starting_rating (player_id, game_id, rating, deviation) SELECT ?, game_id, rating, deviation FROM starting_rating WHERE player_id = ? ON CONFLICT (player_id, game_id) DO NOTHING

-- name: playerFirstMatchInGame
-- The player's first match of the game in replay order: where his
-- starting rating starts to count.
SELECT m.played_at, m.id FROM participant p JOIN match m ON m.id = p.match_id WHERE p.player_id = ? AND m.game_id = ? ORDER BY m.played_at, m.id LIMIT 1

-- name: playerPlayedBefore
-- Whether the player played before ?: his participations by the player
-- index, the first one dated before found at once (a debut in the bulletin
-- is a player who did not).
SELECT 1 FROM participant p JOIN match m ON m.id = p.match_id WHERE p.player_id = ? AND m.played_at < ? LIMIT 1

-- name: matchScan
SELECT id, code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason, version FROM match ORDER BY id

-- name: participantScan
SELECT match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, army_points, turns, army_list FROM participant ORDER BY match_id, pos

-- name: matchCountAfter
SELECT COUNT(*) FROM match WHERE game_id = ? AND (played_at, id) > (?, ?)

-- name: matchCount
SELECT COUNT(*) FROM match

-- name: matchTimesBetween
-- The times of day ("HH:MM") of the matches played in [from, to), each with
-- how many were played at it, the most frequent first and the latest first
-- among equals; a match entered without a time (00:00) is no evening. Each
-- game's part of the replay index is read, as matchListBetween's.
SELECT substr(m.played_at, 12, 5), COUNT(*) FROM match m WHERE m.game_id IN (SELECT id FROM game) AND m.played_at >= ? AND m.played_at < ? AND length(m.played_at) >= 16 AND substr(m.played_at, 12, 5) <> '00:00' GROUP BY substr(m.played_at, 12, 5) ORDER BY COUNT(*) DESC, substr(m.played_at, 12, 5) DESC

-- name: participantInsert
INSERT INTO participant (match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, army_points, turns, army_list) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)

-- name: participantDeleteForMatch
DELETE FROM participant WHERE match_id = ?

-- name: participantScan
SELECT match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, army_points, turns, army_list FROM participant

-- name: replayFrom
SELECT m.id, m.code, m.game_id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, m.version, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns, p.army_list FROM match m JOIN participant p ON p.match_id = m.id WHERE m.game_id = ? AND (m.played_at, m.id) >= (?, ?) ORDER BY m.played_at, m.id, p.pos

-- name: replayAhead
-- replayFrom's matches with what a rating reads of them only (no code,
-- version or army list): the read-ahead of a re-rating turns every row of a
-- year or more into records, and each column costs.
SELECT m.id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns FROM match m JOIN participant p ON p.match_id = m.id WHERE m.game_id = ? AND (m.played_at, m.id) >= (?, ?) ORDER BY m.played_at, m.id, p.pos

-- name: ratingRecordDeleteFrom
DELETE FROM rating_record WHERE game_id = ? AND (played_at, match_id) >= (?, ?)

-- name: ratingCheckpointDeleteFrom
-- The one at the first re-rated position goes too: its states are still
-- right, but that match may be gone or moved, and every checkpoint stays at
-- a match (check relies on it).
DELETE FROM rating_checkpoint WHERE game_id = ? AND (played_at, match_id) >= (?, ?)

-- name: ratingRecordDeleteAll
DELETE FROM rating_record

-- name: ratingCheckpointDeleteAll
DELETE FROM rating_checkpoint

-- name: ratingRecordDeleteGame
DELETE FROM rating_record WHERE game_id = ?

-- name: ratingCheckpointDeleteGame
DELETE FROM rating_checkpoint WHERE game_id = ?

-- name: ratingRecordInsert
INSERT INTO rating_record (game_id, played_at, match_id, records, inputs) VALUES (?, ?, ?, ?, ?)

-- name: ratingRecordUpsert
INSERT INTO rating_record (game_id, played_at, match_id, records, inputs) VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, played_at, match_id) DO UPDATE SET records = excluded.records, inputs = excluded.inputs

-- name: ratingRecordDelete
DELETE FROM rating_record WHERE game_id = ? AND played_at = ? AND match_id = ?

-- name: ratingCheckpointInsert
INSERT INTO rating_checkpoint (game_id, played_at, match_id, states) VALUES (?, ?, ?, ?)

-- name: ratingCheckpointBefore
-- The newest checkpoint at or before a position.
SELECT played_at, match_id, states FROM rating_checkpoint WHERE game_id = ? AND (played_at, match_id) <= (?, ?) ORDER BY played_at DESC, match_id DESC LIMIT 1

-- name: ratingCheckpointsOfGame
SELECT played_at, match_id FROM rating_checkpoint WHERE game_id = ? ORDER BY played_at, match_id

-- name: ratingRecordsBetween
-- The records of a game from a position (included) to another (excluded).
SELECT match_id, played_at, records FROM rating_record WHERE game_id = ? AND (played_at, match_id) >= (?, ?) AND (played_at, match_id) < (?, ?) ORDER BY played_at, match_id

-- name: ratingReplayFrom
-- A game's rated matches from a position on, in replay order, each with
-- what it was rated from and its records (schema 9): the read-ahead of a
-- re-rating after a few changed results, one scan of the records instead of
-- replayAhead's join (a year of a 1,000,000-match club: 15 ms against 95).
SELECT match_id, played_at, inputs, records FROM rating_record WHERE game_id = ? AND (played_at, match_id) >= (?, ?) ORDER BY played_at, match_id

-- name: ratingInputsOfGame
-- What each rated match of a game was rated from, in replay order (check).
SELECT match_id, played_at, inputs FROM rating_record WHERE game_id = ? ORDER BY played_at, match_id

-- name: ratingRecordsOfMatch
SELECT r.match_id, m.code, r.game_id, r.played_at, r.records FROM match m JOIN rating_record r ON r.game_id = m.game_id AND r.played_at = m.played_at AND r.match_id = m.id WHERE m.id = ?

-- name: ratingRecordsOfPlayer
SELECT r.match_id, m.code, r.game_id, r.played_at, r.records FROM participant p JOIN match m ON m.id = p.match_id JOIN rating_record r ON r.game_id = m.game_id AND r.played_at = m.played_at AND r.match_id = m.id WHERE p.player_id = ? ORDER BY r.played_at, r.match_id

-- name: ratingRecordsOfGame
-- LEFT JOIN: check also sees records of a match that no longer exists.
SELECT r.match_id, COALESCE(m.code, ''), r.game_id, r.played_at, r.records FROM rating_record r LEFT JOIN match m ON m.id = r.match_id WHERE r.game_id = ? ORDER BY r.played_at, r.match_id

-- name: ratingRecordsOfGamePeriod
-- A Hall of Fame's records of one game, played in [from, to), in replay
-- order: the sums are then the same on every backend, to the last bit.
SELECT r.match_id, '', r.game_id, r.played_at, r.records FROM rating_record r WHERE r.game_id = ? AND r.played_at >= ? AND r.played_at < ? ORDER BY r.played_at, r.match_id

-- name: cacheStale
SELECT cache_stale FROM club WHERE id = 1

-- name: cacheSetStale
UPDATE club SET cache_stale = ? WHERE id = 1

-- name: dormantAfterMonths
SELECT dormant_after_months FROM club WHERE id = 1

-- name: setDormantAfterMonths
UPDATE club SET dormant_after_months = ? WHERE id = 1

-- name: standingDeleteGame
DELETE FROM standing WHERE game_id = ?

-- name: standingDeleteAll
DELETE FROM standing

-- name: standingUpsert
INSERT INTO standing (game_id, player_id, rating, games, deals, opponent_sum, net_score, experience, wins, draws, losses, points, last_played, mean, deviation, volatility, period_rating, period_deviation, period_volatility, period_information, period_surprise, period) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, player_id) DO UPDATE SET rating = excluded.rating, games = excluded.games, deals = excluded.deals, opponent_sum = excluded.opponent_sum, net_score = excluded.net_score, experience = excluded.experience, wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, points = excluded.points, last_played = excluded.last_played, mean = excluded.mean, deviation = excluded.deviation, volatility = excluded.volatility, period_rating = excluded.period_rating, period_deviation = excluded.period_deviation, period_volatility = excluded.period_volatility, period_information = excluded.period_information, period_surprise = excluded.period_surprise, period = excluded.period

-- name: standingDelete
DELETE FROM standing WHERE game_id = ? AND player_id = ?

-- name: standingDeletePlayedBefore
-- A fresh start of the game's ratings on a day: who has not played since
-- starts again, with no standing (Rerating::finish).
DELETE FROM standing WHERE game_id = ? AND last_played < ?

-- name: standingsOfGame
SELECT player_id, rating, games, deals, opponent_sum, net_score, experience, wins, draws, losses, points, last_played, mean, deviation, volatility, period_rating, period_deviation, period_volatility, period_information, period_surprise, period FROM standing WHERE game_id = ?

-- name: exportResults
-- By date-time, then code (their bytes: the replay order of a game's
-- matches at one moment), whatever order they were entered in.
SELECT m.code, m.played_at, g.name, pl.name, p.rank, p.score, p.team, m.deals, p.left_early, p.morale, p.morale_lost, m.outcome, p.army_points, p.turns, m.duration_min, m.is_void, p.army_list FROM match m JOIN game g ON g.id = m.game_id JOIN participant p ON p.match_id = m.id JOIN player pl ON pl.id = p.player_id ORDER BY m.played_at, m.code, p.pos

-- name: auditInsert
INSERT INTO audit (at, action, detail) VALUES (?, ?, ?)

-- name: clubContents
-- What a backup of the club would hold (backupContents in sqlite/backup.sql).
-- The latest result: each game's, found at the end of its part of the
-- match_replay index (MAX(played_at) over the table read every match: 90 ms
-- of a club of 1,000,000 results, for each backup the restore dialog lists).
SELECT (SELECT name FROM club WHERE id = 1), (SELECT COUNT(*) FROM player), (SELECT COUNT(*) FROM game),
       (SELECT COUNT(*) FROM match),
       (SELECT MAX(latest) FROM (SELECT (SELECT MAX(played_at) FROM match WHERE game_id = g.id) AS latest FROM game g) AS per_game),
       (SELECT id || ' ' || at || ' ' || action || ' ' || detail FROM audit ORDER BY id DESC LIMIT 1)

-- name: integrityCheck
SELECT 'ok'

-- name: seasonList
SELECT s.id, s.name, s.first_day, s.last_day, COALESCE(s.game_id, 0), COALESCE(g.name, ''), s.closed_at FROM season s LEFT JOIN game g ON g.id = s.game_id ORDER BY s.first_day, s.last_day, s.name

-- name: seasonInsert
INSERT INTO season (name, first_day, last_day, game_id) VALUES (?, ?, ?, NULLIF(?, 0)) RETURNING id

-- name: seasonDelete
DELETE FROM season WHERE id = ?

-- name: seasonSetClosed
UPDATE season SET closed_at = ? WHERE id = ?

-- name: seasonSheetInsert
INSERT INTO season_sheet (season_id, game, sheet) VALUES (?, ?, ?)

-- name: seasonSheetDeleteAll
DELETE FROM season_sheet WHERE season_id = ?

-- name: seasonSheets
SELECT game, sheet FROM season_sheet WHERE season_id = ? ORDER BY game

-- name: clubSeasonsOverlap
SELECT seasons_overlap FROM club WHERE id = 1

-- name: clubSetSeasonsOverlap
UPDATE club SET seasons_overlap = ? WHERE id = 1

-- name: importMappingGet
SELECT mapping FROM import_mapping WHERE header = ?

-- name: importMappingSave
INSERT INTO import_mapping (header, mapping, saved_at) VALUES (?, ?, ?) ON CONFLICT (header) DO UPDATE SET mapping = excluded.mapping, saved_at = excluded.saved_at

-- Events (schema 11; core/store/eventtable.h)

-- name: eventList
SELECT e.id, e.name, e.game_id, g.name, e.first_day, e.last_day, e.pairing, e.rounds, e.settings FROM event e JOIN game g ON g.id = e.game_id ORDER BY e.first_day, e.name

-- name: eventInsert
INSERT INTO event (name, game_id, first_day, last_day, pairing, rounds, settings) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id

-- name: eventUpdate
UPDATE event SET name = ?, first_day = ?, last_day = ?, rounds = ?, settings = ? WHERE id = ?

-- name: eventDelete
DELETE FROM event WHERE id = ?

-- name: eventEntries
SELECT n.player_id, p.name, n.rating, n.first_round, n.withdrawn_round FROM event_entry n JOIN player p ON p.id = n.player_id WHERE n.event_id = ? ORDER BY n.rating DESC, p.name

-- name: eventEntryInsert
INSERT INTO event_entry (event_id, player_id, rating, first_round) VALUES (?, ?, ?, ?)

-- name: eventEntryDelete
DELETE FROM event_entry WHERE event_id = ? AND player_id = ?

-- name: eventEntryWithdraw
UPDATE event_entry SET withdrawn_round = ? WHERE event_id = ? AND player_id = ?

-- name: eventSeats
SELECT s.round, s.table_no, s.seat, s.player_id, p.name, s.locked FROM event_seat s JOIN player p ON p.id = s.player_id WHERE s.event_id = ? ORDER BY s.round, s.table_no, s.seat

-- name: eventSeatInsert
INSERT INTO event_seat (event_id, round, table_no, seat, player_id, locked) VALUES (?, ?, ?, ?, ?, ?)

-- name: eventSeatsDeleteRound
DELETE FROM event_seat WHERE event_id = ? AND round = ?

-- name: eventMatches
SELECT em.round, em.table_no, m.code, m.id FROM event_match em JOIN match m ON m.id = em.match_id WHERE em.event_id = ? ORDER BY em.round, em.table_no

-- name: eventMatchInsert
INSERT INTO event_match (match_id, event_id, round, table_no) VALUES (?, ?, ?, ?)

-- name: eventForfeits
SELECT round, table_no, absent FROM event_forfeit WHERE event_id = ? ORDER BY round, table_no

-- name: eventForfeitInsert
INSERT INTO event_forfeit (event_id, round, table_no, absent) VALUES (?, ?, ?, ?)

-- name: eventForfeitDelete
DELETE FROM event_forfeit WHERE event_id = ? AND round = ? AND table_no = ?

-- name: eventForfeitsDeleteRound
DELETE FROM event_forfeit WHERE event_id = ? AND round = ?

-- name: eventAbsences
SELECT a.player_id, p.name, a.round, a.points FROM event_absence a JOIN player p ON p.id = a.player_id WHERE a.event_id = ? ORDER BY a.round, p.name

-- name: eventAbsenceInsert
INSERT INTO event_absence (event_id, player_id, round, points) VALUES (?, ?, ?, ?)

-- name: eventAbsenceDelete
DELETE FROM event_absence WHERE event_id = ? AND player_id = ? AND round = ?

-- name: eventAbsencesDeleteFrom
DELETE FROM event_absence WHERE event_id = ? AND player_id = ? AND round >= ?

-- name: eventAbsencesMovePlayer
UPDATE event_absence SET player_id = ? WHERE player_id = ? AND NOT EXISTS (SELECT 1 FROM event_absence k WHERE k.player_id = ? AND k.event_id = event_absence.event_id AND k.round = event_absence.round)

-- name: eventAbsencesDeletePlayer
DELETE FROM event_absence WHERE player_id = ?

-- name: eventOfMatch
SELECT e.name, em.round, em.table_no FROM event_match em JOIN event e ON e.id = em.event_id WHERE em.match_id = ?

-- name: eventsOfPlayer
SELECT COUNT(*) FROM event_entry WHERE player_id = ?

-- name: eventsOfGame
SELECT COUNT(*) FROM event WHERE game_id = ?

-- name: eventEntriesMovePlayer
UPDATE event_entry SET player_id = ? WHERE player_id = ? AND event_id NOT IN (SELECT event_id FROM event_entry WHERE player_id = ?)

-- name: eventEntriesDeletePlayer
DELETE FROM event_entry WHERE player_id = ?

-- name: eventSeatSetPlayer
UPDATE event_seat SET player_id = ? WHERE event_id = ? AND round = ? AND table_no = ? AND seat = ?

-- name: eventSeatsMovePlayer
UPDATE event_seat SET player_id = ? WHERE player_id = ?

-- name: eventMatchesByCode
SELECT m.code, e.name, em.round, em.table_no FROM event_match em JOIN event e ON e.id = em.event_id JOIN match m ON m.id = em.match_id
