-- A new post-match step or a new language is a change of code, not of the database (issue 27): the registry of
-- the post-match (sequences/postmatch) names its steps, and the catalogue (locales.LANGUAGES) its languages; the
-- code checks a stored step against the registry when it loads it (a step it no longer knows opens the first one),
-- and a server's language against the catalogue before it stores it. postmatch_sequences loses its step CHECK and
-- its default (the repository writes the registry's first step), guild_settings its language CHECK. SQLite cannot
-- drop a CHECK: both tables are rebuilt, same rows, ids and indexes; nothing refers to either.
CREATE TABLE postmatch_sequences_new (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id           INTEGER NOT NULL,
    match_id           INTEGER NOT NULL,
    ruleset            TEXT NOT NULL CHECK (ruleset IN ('ligue', 'bb2025')),
    step               TEXT NOT NULL CHECK (length(step) BETWEEN 1 AND 40),
    inputs             TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(inputs) AND json_type(inputs) = 'object'),
    dice               TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(dice) AND json_type(dice) = 'object'),
    roll_ids           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(roll_ids) AND json_type(roll_ids) = 'object'),
    plan               TEXT CHECK (plan IS NULL OR json_valid(plan)),
    plan_hash          TEXT,
    channel_id         INTEGER,
    started_by         INTEGER NOT NULL,
    applied_batch_id   INTEGER,
    applied_by         INTEGER,
    applied_at         TEXT,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    summary_channel_id INTEGER,
    summary_message_id INTEGER,
    UNIQUE (guild_id, match_id),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, applied_batch_id) REFERENCES audit_batches (guild_id, id)
);
INSERT INTO postmatch_sequences_new (id, guild_id, match_id, ruleset, step, inputs, dice, roll_ids, plan, plan_hash,
    channel_id, started_by, applied_batch_id, applied_by, applied_at, created_at, updated_at, summary_channel_id,
    summary_message_id)
    SELECT id, guild_id, match_id, ruleset, step, inputs, dice, roll_ids, plan, plan_hash, channel_id, started_by,
           applied_batch_id, applied_by, applied_at, created_at, updated_at, summary_channel_id, summary_message_id
    FROM postmatch_sequences;
DROP TABLE postmatch_sequences;
ALTER TABLE postmatch_sequences_new RENAME TO postmatch_sequences;
CREATE INDEX postmatch_sequences_batch ON postmatch_sequences (guild_id, applied_batch_id);

CREATE TABLE guild_settings_new (
    guild_id             INTEGER PRIMARY KEY,
    ruleset              TEXT NOT NULL DEFAULT 'ligue' CHECK (ruleset IN ('ligue', 'bb2025')),
    kickoff_table        TEXT CHECK (kickoff_table IN ('classique', 'bb2025')),
    commissioner_role_id INTEGER,
    league_channel_id    INTEGER,
    updated_by           INTEGER,
    updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    language             TEXT NOT NULL DEFAULT 'fr' CHECK (length(language) BETWEEN 2 AND 10),
    web_token            TEXT CHECK (web_token IS NULL OR length(web_token) BETWEEN 16 AND 64)
);
INSERT INTO guild_settings_new (guild_id, ruleset, kickoff_table, commissioner_role_id, league_channel_id, updated_by,
    updated_at, language, web_token)
    SELECT guild_id, ruleset, kickoff_table, commissioner_role_id, league_channel_id, updated_by, updated_at, language,
           web_token
    FROM guild_settings;
DROP TABLE guild_settings;
ALTER TABLE guild_settings_new RENAME TO guild_settings;
CREATE UNIQUE INDEX guild_settings_web_token ON guild_settings (web_token) WHERE web_token IS NOT NULL;
