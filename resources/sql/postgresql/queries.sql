-- PostgreSQL's own statements (see ../queries.sql).

-- name: applicationId
SELECT 1346456653

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
