-- Rolls, per-server settings and bot metadata (issue 3).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE guild_settings (
    guild_id             INTEGER PRIMARY KEY,
    ruleset              TEXT NOT NULL DEFAULT 'ligue' CHECK (ruleset IN ('ligue', 'bb2025')),
    kickoff_table        TEXT CHECK (kickoff_table IN ('classique', 'bb2025')),
    commissioner_role_id INTEGER,
    league_channel_id    INTEGER,
    updated_by           INTEGER,
    updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE rolls (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER,
    user_id    INTEGER NOT NULL,
    command    TEXT NOT NULL,
    options    TEXT NOT NULL DEFAULT '{}',
    ruleset    TEXT NOT NULL,
    dice       TEXT NOT NULL,
    outcomes   TEXT NOT NULL,
    result     TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX rolls_by_guild ON rolls (guild_id, id);
