-- Palmarès club file, schema 7 (SQLite): RESERVED. Schema 7 is being written
-- on another branch at the same time as schema 8 (fresh start each season);
-- this step only lets the fresh-start branch migrate and test on its own.
-- At the merge, drop this file for that branch's 007_*.sql.
PRAGMA user_version = 7;
