-- PostgreSQL twin of ../0011_one_roll_index.sql (docs/design.md): rolls_guild_id already indexes (guild_id, id).
DROP INDEX IF EXISTS rolls_by_guild;
