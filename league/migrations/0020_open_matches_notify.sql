-- Nothing to change in a SQLite file: one process owns it, and its own writes to matches tell its cache of open
-- matches (league.open_matches) at the end of each audited write. The PostgreSQL twin adds the trigger that tells
-- the other processes sharing the database.
SELECT 1;
