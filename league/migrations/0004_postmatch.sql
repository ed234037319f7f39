-- The post-match sequence (issue 5) and the end-of-season rest and relaxation.
--
-- A sequence in progress lives here so it survives a restart: what the commissioner typed (inputs), every
-- die thrown per slot (dice, [[sides, value, manual], ...]) and the id of each stored roll (roll_ids), the
-- step on screen, and the last computed plan with its fingerprint (the Confirm button carries it).
-- One sequence per match. Applied = applied_batch_id set AND that audit batch not reverted: an undo goes
-- through the audit log alone, so the sequence can never claim a state the league rows don't have.

-- The number of advancements a player has taken: it sets the PSP cost of the next one (rules-reference §2.6).
ALTER TABLE players ADD COLUMN advancements INTEGER NOT NULL DEFAULT 0 CHECK (advancements BETWEEN 0 AND 6);

CREATE TABLE postmatch_sequences (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    match_id         INTEGER NOT NULL,
    ruleset          TEXT NOT NULL CHECK (ruleset IN ('ligue', 'bb2025')),
    step             TEXT NOT NULL DEFAULT 'outcome' CHECK (step IN ('outcome', 'fans', 'casualties', 'spp',
                         'advancements', 'mistakes', 'next', 'preview')),
    inputs           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(inputs) AND json_type(inputs) = 'object'),
    dice             TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(dice) AND json_type(dice) = 'object'),
    roll_ids         TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(roll_ids) AND json_type(roll_ids) = 'object'),
    plan             TEXT CHECK (plan IS NULL OR json_valid(plan)),
    plan_hash        TEXT,
    channel_id       INTEGER,
    started_by       INTEGER NOT NULL,
    applied_batch_id INTEGER,
    applied_by       INTEGER,
    applied_at       TEXT,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (guild_id, match_id),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, applied_batch_id) REFERENCES audit_batches (guild_id, id)
);
CREATE INDEX postmatch_sequences_batch ON postmatch_sequences (guild_id, applied_batch_id);

-- /season end: the dice of every Blessure Persistante and gained Haine, rolled once and shown before Confirm.
CREATE TABLE season_ends (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    ruleset          TEXT NOT NULL CHECK (ruleset IN ('ligue', 'bb2025')),
    dice             TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(dice) AND json_type(dice) = 'object'),
    roll_ids         TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(roll_ids) AND json_type(roll_ids) = 'object'),
    plan_hash        TEXT,
    started_by       INTEGER NOT NULL,
    applied_batch_id INTEGER,
    applied_by       INTEGER,
    applied_at       TEXT,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, applied_batch_id) REFERENCES audit_batches (guild_id, id)
);
CREATE INDEX season_ends_guild ON season_ends (guild_id, id);
