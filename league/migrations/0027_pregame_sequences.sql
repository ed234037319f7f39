-- The pre-game in progress (issue 28): one row per match while its guided sequence is walked, before Confirm.
-- snapshot is the two teams as the pre-game opened and inputs what the coaches chose since (rules.pregame.sequence,
-- JSON by rules.codec); step the screen it stands on. Nothing of the league changes until Confirm, which writes the
-- pregames rows (0026) in one audited batch; this row stays, so a confirmed pre-game shows what was chosen.
CREATE TABLE pregame_sequences (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    match_id   INTEGER NOT NULL,
    step       TEXT NOT NULL,
    snapshot   TEXT NOT NULL CHECK (json_valid(snapshot)),
    inputs     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(inputs)),
    created_by INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (guild_id, id),
    UNIQUE (guild_id, match_id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id)
);
