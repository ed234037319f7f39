-- What follows a roll, once (issue 8). "First click wins" is a unique key, whatever process answers.
--
-- roll_followups: the one roll that follows another for a purpose: a fallen player's armour roll after a
-- block (kind 'armour:attacker' / 'armour:defender'), a kick-off victim's injury ('victim:<n>'), the
-- Apothicaire on a roll ('apothecary'). followup_id is the roll it produced: its row is written a moment
-- later (league/writebehind.py), so it is a plain column, not a foreign key.
CREATE TABLE roll_followups (
    id          INTEGER PRIMARY KEY,
    roll_id     INTEGER NOT NULL,
    guild_id    INTEGER NOT NULL,
    kind        TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    user_id     INTEGER NOT NULL,
    followup_id INTEGER,
    created_at  TEXT NOT NULL,
    UNIQUE (roll_id, kind),
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id)
);

-- The Apothicaire (rules-reference §2.3): a team uses it once per match. The unique key refuses a second
-- use; roll_id is the roll it patched up, result_id the Apothicaire's own roll (written a moment later).
CREATE TABLE apothecary_uses (
    id         INTEGER PRIMARY KEY,
    match_id   INTEGER NOT NULL,
    team_id    INTEGER NOT NULL,
    guild_id   INTEGER NOT NULL,
    roll_id    INTEGER NOT NULL,
    used_by    INTEGER NOT NULL,
    result_id  INTEGER,
    created_at TEXT NOT NULL,
    UNIQUE (match_id, team_id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id)
);
