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

-- name: clubRename
UPDATE club SET name = ? WHERE id = 1

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
SELECT id, name, system, params FROM game ORDER BY name

-- name: gameInsert
INSERT INTO game (name, system, params) VALUES (?, ?, ?) RETURNING id

-- name: gameSetParams
UPDATE game SET params = ? WHERE id = ?

-- name: gameDelete
DELETE FROM game WHERE id = ?

-- name: gameMatchCount
SELECT COUNT(*) FROM match WHERE game_id = ?

-- name: gameRename
UPDATE game SET name = ? WHERE id = ?

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

-- name: matchGet
SELECT m.id, m.code, m.game_id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, m.version, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns, p.army_list FROM match m JOIN participant p ON p.match_id = m.id WHERE m.id = ? ORDER BY p.pos

-- name: matchList
SELECT m.id, m.code, m.game_id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, m.version, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns, p.army_list FROM match m JOIN participant p ON p.match_id = m.id ORDER BY m.played_at, m.id, p.pos

-- name: matchCountAfter
SELECT COUNT(*) FROM match WHERE game_id = ? AND (played_at > ? OR (played_at = ? AND id > ?))

-- name: matchCount
SELECT COUNT(*) FROM match

-- name: participantInsert
INSERT INTO participant (match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, army_points, turns, army_list) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)

-- name: participantDeleteForMatch
DELETE FROM participant WHERE match_id = ?

-- name: participantCount
SELECT COUNT(*) FROM participant

-- name: participantScan
SELECT match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, army_points, turns, army_list FROM participant

-- name: replayFrom
SELECT m.id, m.code, m.game_id, m.played_at, m.deals, m.duration_min, m.outcome, m.is_void, m.unrated_reason, m.version, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, p.army_points, p.turns, p.army_list FROM match m JOIN participant p ON p.match_id = m.id WHERE m.game_id = ? AND (m.played_at > ? OR (m.played_at = ? AND m.id >= ?)) ORDER BY m.played_at, m.id, p.pos

-- name: ratingChangeDeleteFrom
DELETE FROM rating_change WHERE game_id = ? AND (played_at > ? OR (played_at = ? AND match_id >= ?))

-- name: ratingChangeDeleteAll
DELETE FROM rating_change

-- name: ratingChangeInsert
INSERT INTO rating_change (match_id, player_id, game_id, played_at, rating_before, rating_after, expected, actual, k, k0, k1, k2, raw_change, applied_change, penalty, bonus, opponent_mean, score_used, points, position, games_before, deals_before, opponent_games, rounding, outcome, flags, participants, s_games, s_deals, s_opponent_sum, s_net_score, s_experience, s_wins, s_draws, s_losses, s_points, mean_before, deviation_before, volatility_before, s_mean, s_deviation, s_volatility, s_period_rating, s_period_deviation, s_period_volatility, s_period_information, s_period_surprise, s_period) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)

-- name: ratingStateBefore
SELECT rating_after, s_games, s_deals, s_opponent_sum, s_net_score, s_experience, s_wins, s_draws, s_losses, s_points, played_at, s_mean, s_deviation, s_volatility, s_period_rating, s_period_deviation, s_period_volatility, s_period_information, s_period_surprise, s_period FROM rating_change WHERE game_id = ? AND player_id = ? AND (played_at < ? OR (played_at = ? AND match_id < ?)) ORDER BY played_at DESC, match_id DESC LIMIT 1

-- name: ratingChangesOfMatch
SELECT rc.match_id, rc.player_id, rc.game_id, rc.played_at, rc.rating_before, rc.rating_after, rc.expected, rc.actual, rc.k, rc.k0, rc.k1, rc.k2, rc.raw_change, rc.applied_change, rc.penalty, rc.bonus, rc.opponent_mean, rc.score_used, rc.points, rc.position, rc.games_before, rc.deals_before, rc.opponent_games, rc.rounding, rc.outcome, rc.flags, rc.participants, rc.s_games, rc.s_deals, rc.s_opponent_sum, rc.s_net_score, rc.s_experience, rc.s_wins, rc.s_draws, rc.s_losses, rc.s_points, m.code, rc.mean_before, rc.deviation_before, rc.volatility_before, rc.s_mean, rc.s_deviation, rc.s_volatility, rc.s_period_rating, rc.s_period_deviation, rc.s_period_volatility, rc.s_period_information, rc.s_period_surprise, rc.s_period FROM rating_change rc JOIN match m ON m.id = rc.match_id WHERE rc.match_id = ?

-- name: ratingChangesOfPlayer
SELECT rc.match_id, rc.player_id, rc.game_id, rc.played_at, rc.rating_before, rc.rating_after, rc.expected, rc.actual, rc.k, rc.k0, rc.k1, rc.k2, rc.raw_change, rc.applied_change, rc.penalty, rc.bonus, rc.opponent_mean, rc.score_used, rc.points, rc.position, rc.games_before, rc.deals_before, rc.opponent_games, rc.rounding, rc.outcome, rc.flags, rc.participants, rc.s_games, rc.s_deals, rc.s_opponent_sum, rc.s_net_score, rc.s_experience, rc.s_wins, rc.s_draws, rc.s_losses, rc.s_points, m.code, rc.mean_before, rc.deviation_before, rc.volatility_before, rc.s_mean, rc.s_deviation, rc.s_volatility, rc.s_period_rating, rc.s_period_deviation, rc.s_period_volatility, rc.s_period_information, rc.s_period_surprise, rc.s_period FROM rating_change rc JOIN match m ON m.id = rc.match_id WHERE rc.player_id = ? ORDER BY rc.played_at, rc.match_id

-- name: ratingChangesOfGame
SELECT rc.match_id, rc.player_id, rc.game_id, rc.played_at, rc.rating_before, rc.rating_after, rc.expected, rc.actual, rc.k, rc.k0, rc.k1, rc.k2, rc.raw_change, rc.applied_change, rc.penalty, rc.bonus, rc.opponent_mean, rc.score_used, rc.points, rc.position, rc.games_before, rc.deals_before, rc.opponent_games, rc.rounding, rc.outcome, rc.flags, rc.participants, rc.s_games, rc.s_deals, rc.s_opponent_sum, rc.s_net_score, rc.s_experience, rc.s_wins, rc.s_draws, rc.s_losses, rc.s_points, m.code, rc.mean_before, rc.deviation_before, rc.volatility_before, rc.s_mean, rc.s_deviation, rc.s_volatility, rc.s_period_rating, rc.s_period_deviation, rc.s_period_volatility, rc.s_period_information, rc.s_period_surprise, rc.s_period FROM rating_change rc JOIN match m ON m.id = rc.match_id WHERE rc.game_id = ? ORDER BY rc.played_at, rc.match_id, rc.player_id

-- name: standingDeleteGame
DELETE FROM standing WHERE game_id = ?

-- name: standingDeleteAll
DELETE FROM standing

-- name: standingUpsert
INSERT INTO standing (game_id, player_id, rating, games, deals, opponent_sum, net_score, experience, wins, draws, losses, points, last_played, mean, deviation, volatility, period_rating, period_deviation, period_volatility, period_information, period_surprise, period) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, player_id) DO UPDATE SET rating = excluded.rating, games = excluded.games, deals = excluded.deals, opponent_sum = excluded.opponent_sum, net_score = excluded.net_score, experience = excluded.experience, wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, points = excluded.points, last_played = excluded.last_played, mean = excluded.mean, deviation = excluded.deviation, volatility = excluded.volatility, period_rating = excluded.period_rating, period_deviation = excluded.period_deviation, period_volatility = excluded.period_volatility, period_information = excluded.period_information, period_surprise = excluded.period_surprise, period = excluded.period

-- name: standingDelete
DELETE FROM standing WHERE game_id = ? AND player_id = ?

-- name: standingsOfGame
SELECT player_id, rating, games, deals, opponent_sum, net_score, experience, wins, draws, losses, points, last_played, mean, deviation, volatility, period_rating, period_deviation, period_volatility, period_information, period_surprise, period FROM standing WHERE game_id = ?

-- name: standingsOfGameAsOf
SELECT player_id, rating_after, s_games, s_deals, s_opponent_sum, s_net_score, s_experience, s_wins, s_draws, s_losses, s_points, played_at, s_mean, s_deviation, s_volatility, s_period_rating, s_period_deviation, s_period_volatility, s_period_information, s_period_surprise, s_period FROM (SELECT rc.*, ROW_NUMBER() OVER (PARTITION BY player_id ORDER BY played_at DESC, match_id DESC) AS newest FROM rating_change rc WHERE game_id = ? AND played_at < ?) AS upto WHERE newest = 1

-- name: hallOfFameAll
SELECT player_id, COUNT(*), SUM(points) FROM rating_change WHERE played_at >= ? AND played_at < ? GROUP BY player_id

-- name: hallOfFameGame
SELECT player_id, COUNT(*), SUM(points) FROM rating_change WHERE game_id = ? AND played_at >= ? AND played_at < ? GROUP BY player_id

-- name: hallOfFameSummaryAll
SELECT COUNT(DISTINCT game_id), COUNT(DISTINCT match_id), COUNT(DISTINCT player_id) FROM rating_change WHERE played_at >= ? AND played_at < ?

-- name: hallOfFameSummaryGame
SELECT COUNT(DISTINCT game_id), COUNT(DISTINCT match_id), COUNT(DISTINCT player_id) FROM rating_change WHERE game_id = ? AND played_at >= ? AND played_at < ?

-- name: exportResults
SELECT m.code, m.played_at, g.name, pl.name, p.rank, p.score, p.team, m.deals, p.left_early, p.morale, p.morale_lost, m.outcome, p.army_points, p.turns, m.duration_min, m.is_void, p.army_list FROM match m JOIN game g ON g.id = m.game_id JOIN participant p ON p.match_id = m.id JOIN player pl ON pl.id = p.player_id ORDER BY m.played_at, m.id, p.pos

-- name: auditInsert
INSERT INTO audit (at, action, detail) VALUES (?, ?, ?)

-- name: integrityCheck
SELECT 'ok'

-- A full rebuild rewrites every rating change: it drops the cache's indexes,
-- writes the rows, then builds the indexes once (sorting beats millions of
-- random index inserts). Keep these in step with the migrations.

-- name: ratingIndexMatchDrop
DROP INDEX IF EXISTS rating_change_match

-- name: ratingIndexPlayerDrop
DROP INDEX IF EXISTS rating_change_player

-- name: ratingIndexMatchCreate
CREATE UNIQUE INDEX IF NOT EXISTS rating_change_match ON rating_change(match_id, player_id)

-- name: ratingIndexPlayerCreate
CREATE INDEX IF NOT EXISTS rating_change_player ON rating_change(game_id, player_id, played_at, match_id)
