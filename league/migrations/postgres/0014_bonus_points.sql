-- PostgreSQL twin of ../0014_bonus_points.sql (docs/design.md): bonus League Points added to the total or not.
ALTER TABLE league_scoring ADD COLUMN bonus BIGINT NOT NULL DEFAULT 0 CHECK (bonus IN (0, 1));
