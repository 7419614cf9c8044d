-- What a secretary may do in a league (palmares-cli league grant ROLE
-- --write; docs/MANUAL.md, "A league on PostgreSQL"): read and write the
-- results, players and games, import in bulk (COPY, the session's
-- temporary tables), now and after an upgrade; the tables stay the owner's
-- (a secretary cannot drop them or change their schema). Run by the
-- league's owner; store::Database::grantAccess puts the role, the schema
-- and the database, quoted by the server, in place of :role, :schema and
-- :database.
GRANT CONNECT, TEMPORARY ON DATABASE :database TO :role;
GRANT USAGE ON SCHEMA :schema TO :role;
GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA :schema TO :role;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA :schema TO :role;
ALTER DEFAULT PRIVILEGES IN SCHEMA :schema GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON TABLES TO :role;
ALTER DEFAULT PRIVILEGES IN SCHEMA :schema GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO :role;
