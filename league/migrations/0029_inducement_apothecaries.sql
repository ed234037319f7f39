-- The match knows its pre-game (issue 28, inducements.md): a Wandering Apothecary or a Plague Doctor is one more
-- Apothecary use, and a Mortuary Assistant or a Plague Doctor re-rolls a failed Regeneration Roll, once per game each.
-- apothecary_uses holds every such use: healer names which one (the team's own 'apothecary', 'wandering_apothecary:1',
-- 'wandering_apothecary:2', 'plague_doctor', 'mortuary_assistant'), each once per match and team; purpose says what
-- it did (a patch-up or a Regeneration re-roll), each once per roll. SQLite cannot drop a UNIQUE in place: the table is
-- copied (its uses so far were the team's own Apothecary's patch-ups).
CREATE TABLE apothecary_uses_next (
    id         INTEGER PRIMARY KEY,
    match_id   INTEGER NOT NULL,
    team_id    INTEGER NOT NULL,
    guild_id   INTEGER NOT NULL,
    roll_id    INTEGER NOT NULL,
    used_by    INTEGER NOT NULL,
    result_id  INTEGER,
    created_at TEXT NOT NULL,
    healer     TEXT NOT NULL DEFAULT 'apothecary' CHECK (length(healer) BETWEEN 1 AND 40),
    purpose    TEXT NOT NULL DEFAULT 'patch_up' CHECK (purpose IN ('patch_up', 'regeneration')),
    UNIQUE (match_id, team_id, healer),
    UNIQUE (roll_id, purpose),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id)
);
INSERT INTO apothecary_uses_next (id, match_id, team_id, guild_id, roll_id, used_by, result_id, created_at)
    SELECT id, match_id, team_id, guild_id, roll_id, used_by, result_id, created_at FROM apothecary_uses;
DROP TABLE apothecary_uses;
ALTER TABLE apothecary_uses_next RENAME TO apothecary_uses;
