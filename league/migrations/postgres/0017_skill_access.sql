-- PostgreSQL twin of ../0017_skill_access.sql (docs/design.md): the Primary and Secondary skill categories of a
-- player's position, JSON lists, empty while unknown.
ALTER TABLE players ADD COLUMN primary_categories TEXT COLLATE "C" NOT NULL DEFAULT '[]'
    CHECK (json_valid(primary_categories) AND json_type(primary_categories) = 'array');
ALTER TABLE players ADD COLUMN secondary_categories TEXT COLLATE "C" NOT NULL DEFAULT '[]'
    CHECK (json_valid(secondary_categories) AND json_type(secondary_categories) = 'array');
