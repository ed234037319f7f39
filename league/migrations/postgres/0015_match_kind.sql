-- PostgreSQL twin of ../0015_match_kind.sql (docs/design.md): league fixture, friendly or unplayed fixture.
ALTER TABLE matches ADD COLUMN kind TEXT COLLATE "C" NOT NULL DEFAULT 'league'
    CHECK (kind IN ('league', 'friendly', 'unplayed'));
