-- PostgreSQL twin of ../0025_reserved_for_season.sql: empty, delete it once 0025_playoffs.sql is merged.
SELECT 1;
