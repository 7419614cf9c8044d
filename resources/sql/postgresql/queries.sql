-- PostgreSQL's own statements (see ../queries.sql).

-- name: applicationId
SELECT 1346456653

-- name: objectCount
SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> 'schema_version'

-- name: foreignKeyCheck
SELECT 1 WHERE FALSE
