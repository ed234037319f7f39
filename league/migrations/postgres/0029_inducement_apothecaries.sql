-- PostgreSQL twin of ../0029_inducement_apothecaries.sql: every Apothecary use of a match (the team's own, a Wandering
-- Apothecary, a Plague Doctor) and every Regeneration re-roll (a Mortuary Assistant, a Plague Doctor), each healer once
-- per match and team, each purpose once per roll.
ALTER TABLE apothecary_uses ADD COLUMN healer TEXT COLLATE "C" NOT NULL DEFAULT 'apothecary'
    CHECK (length(healer) BETWEEN 1 AND 40);
ALTER TABLE apothecary_uses ADD COLUMN purpose TEXT COLLATE "C" NOT NULL DEFAULT 'patch_up'
    CHECK (purpose IN ('patch_up', 'regeneration'));
ALTER TABLE apothecary_uses DROP CONSTRAINT apothecary_uses_match_id_team_id_key;
ALTER TABLE apothecary_uses ADD UNIQUE (match_id, team_id, healer);
ALTER TABLE apothecary_uses ADD UNIQUE (roll_id, purpose);
