-- What a role may do in a league (palmares-cli league grant ROLE --read;
-- docs/MANUAL.md, "A league on PostgreSQL"): read every table, now and after
-- an upgrade, and write nothing. Run by the league's owner;
-- store::Database::grantAccess puts the role, the schema and the database,
-- quoted by the server, in place of :role, :schema and :database.
GRANT CONNECT ON DATABASE :database TO :role;
GRANT USAGE ON SCHEMA :schema TO :role;
GRANT SELECT ON ALL TABLES IN SCHEMA :schema TO :role;
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA :schema FROM :role;
REVOKE USAGE, UPDATE ON ALL SEQUENCES IN SCHEMA :schema FROM :role;
ALTER DEFAULT PRIVILEGES IN SCHEMA :schema GRANT SELECT ON TABLES TO :role;
ALTER DEFAULT PRIVILEGES IN SCHEMA :schema REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON TABLES FROM :role;
ALTER DEFAULT PRIVILEGES IN SCHEMA :schema REVOKE USAGE, UPDATE ON SEQUENCES FROM :role;
