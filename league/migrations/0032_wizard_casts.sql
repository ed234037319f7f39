-- The Sports-Wizard's spell (issue 28, inducements.md « Once per game, a Sports-Wizard can cast one of the following
-- two spells »): one row per team and match whose wizard cast Fireball or Zap!, claimed before its roll is stored, so
-- two commands sent at once cast once (the UNIQUE decides); roll_id is the roll it became, noted just after.
CREATE TABLE wizard_casts (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    match_id   INTEGER NOT NULL,
    team_id    INTEGER NOT NULL,
    spell      TEXT NOT NULL CHECK (spell IN ('fireball', 'zap')),
    cast_by    INTEGER NOT NULL,
    roll_id    INTEGER,
    created_at TEXT NOT NULL,
    UNIQUE (guild_id, match_id, team_id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id)
);
