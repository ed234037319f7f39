-- The post-match as the book runs it (issue 14): team special rules, journeymen, temporarily retired players,
-- more casualty causes and an author outside the rosters, the hiring step, the posted summary's message.

-- A team's special rules: JSON array of rule keys (rules/team_rules.py). Existing teams get the rules the book
-- gives their roster when the roster is typed with one of the usual names (a commissioner can change them).
ALTER TABLE teams ADD COLUMN special_rules TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(special_rules) AND json_type(special_rules) = 'array');
UPDATE teams SET special_rules = '["brawlin_brutes","team_captain"]'
    WHERE lower(trim(roster)) IN ('orc', 'orcs', 'orque', 'orques');
UPDATE teams SET special_rules = '["brawlin_brutes","bribery_and_corruption"]'
    WHERE lower(trim(roster)) IN ('black orc', 'black orcs', 'orques noirs', 'orque noir', 'dwarf', 'dwarfs',
                                   'dwarves', 'nain', 'nains');
UPDATE teams SET special_rules = '["brawlin_brutes","favoured_of"]' WHERE lower(trim(roster)) IN ('khorne', 'nurgle');
UPDATE teams SET special_rules = '["brawlin_brutes","low_cost_linemen"]' WHERE lower(trim(roster)) IN ('ogre', 'ogres');

-- A journeyman (a Lineman taken on for one match, with Loner): hired in the post-match or lost.
ALTER TABLE players ADD COLUMN journeyman INTEGER NOT NULL DEFAULT 0 CHECK (journeyman IN (0, 1));
-- Temporarily Retiring (after a Séquelle): stays on the roster, plays no more this season.
ALTER TABLE players ADD COLUMN temporarily_retired INTEGER NOT NULL DEFAULT 0 CHECK (temporarily_retired IN (0, 1));

-- Casualties: the causes of rules/causes.py (a Special Action, a thrown team-mate, Arm Bar, ``unknown`` when the
-- roll did not say), and caused_by_name for an author outside the rosters (a Star Player, a Mercenary).
-- SQLite cannot change a CHECK: the table is rebuilt with the same rows and ids.
CREATE TABLE casualties_new (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          INTEGER NOT NULL,
    match_id          INTEGER,
    victim_team_id    INTEGER NOT NULL,
    victim_id         INTEGER NOT NULL,
    caused_by_team_id INTEGER,
    caused_by_id      INTEGER,
    cause             TEXT NOT NULL
                      CHECK (cause IN ('block', 'foul', 'stab', 'chainsaw', 'projectile_vomit', 'breathe_fire', 'bomb',
                          'throw_team_mate', 'kick_team_mate', 'arm_bar', 'crowd', 'rock', 'pitch_invasion', 'other',
                          'unknown')),
    roll_id           INTEGER UNIQUE,
    outcome           TEXT NOT NULL CHECK (outcome IN ('casualty.badly_hurt', 'casualty.seriously_hurt',
                          'casualty.serious_injury', 'casualty.lasting_injury', 'casualty.dead',
                          'injury.badly_hurt')),
    sequelle          TEXT CHECK (sequelle IS NULL OR sequelle IN ('MA', 'ST', 'AG', 'PA', 'AV')),
    hatred_candidates TEXT NOT NULL DEFAULT '[]'
                      CHECK (json_valid(hatred_candidates) AND json_type(hatred_candidates) = 'array'),
    recorded_by       INTEGER NOT NULL,
    recorded_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    applied_at        TEXT,
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    caused_by_name    TEXT CHECK (caused_by_name IS NULL OR length(caused_by_name) BETWEEN 1 AND 100),
    CHECK (sequelle IS NULL OR outcome = 'casualty.lasting_injury'),
    CHECK (caused_by_id IS NULL OR caused_by_team_id IS NOT NULL),
    CHECK (caused_by_id IS NULL OR caused_by_id <> victim_id),
    CHECK (caused_by_name IS NULL OR (caused_by_id IS NULL AND caused_by_team_id IS NOT NULL)),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, victim_team_id, victim_id) REFERENCES players (guild_id, team_id, id),
    FOREIGN KEY (guild_id, caused_by_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, caused_by_team_id, caused_by_id) REFERENCES players (guild_id, team_id, id),
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id)
);
INSERT INTO casualties_new (id, guild_id, match_id, victim_team_id, victim_id, caused_by_team_id, caused_by_id, cause,
    roll_id, outcome, sequelle, hatred_candidates, recorded_by, recorded_at, applied_at, updated_at)
    SELECT id, guild_id, match_id, victim_team_id, victim_id, caused_by_team_id, caused_by_id, cause, roll_id, outcome,
           sequelle, hatred_candidates, recorded_by, recorded_at, applied_at, updated_at
    FROM casualties;
DROP TABLE casualties;
ALTER TABLE casualties_new RENAME TO casualties;
CREATE INDEX casualties_causer ON casualties (guild_id, caused_by_team_id, caused_by_id, outcome, cause);
CREATE INDEX casualties_victim ON casualties (guild_id, victim_team_id, victim_id, outcome);
CREATE INDEX casualties_match ON casualties (guild_id, match_id);

-- The post-match gains the hiring step (between advancements and expensive mistakes), and remembers the message of
-- its posted summary, so an undo can mark it cancelled. Rebuilt for its step CHECK, same rows and ids.
CREATE TABLE postmatch_sequences_new (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id           INTEGER NOT NULL,
    match_id           INTEGER NOT NULL,
    ruleset            TEXT NOT NULL CHECK (ruleset IN ('ligue', 'bb2025')),
    step               TEXT NOT NULL DEFAULT 'outcome' CHECK (step IN ('outcome', 'fans', 'casualties', 'spp',
                           'advancements', 'hiring', 'mistakes', 'next', 'preview')),
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
    channel_id, started_by, applied_batch_id, applied_by, applied_at, created_at, updated_at)
    SELECT id, guild_id, match_id, ruleset, step, inputs, dice, roll_ids, plan, plan_hash, channel_id, started_by,
           applied_batch_id, applied_by, applied_at, created_at, updated_at
    FROM postmatch_sequences;
DROP TABLE postmatch_sequences;
ALTER TABLE postmatch_sequences_new RENAME TO postmatch_sequences;
CREATE INDEX postmatch_sequences_batch ON postmatch_sequences (guild_id, applied_batch_id);

-- The outcome keys of the post-match's rolls were renamed with the code (postgame.* → postmatch.*, the off-season's
-- → season.roll.*): stored rolls say the new keys, so they are shown as before.
UPDATE rolls SET result = replace(replace(result, '"postgame.season.', '"season.roll.'), '"postgame.', '"postmatch.'),
                 outcomes = replace(replace(outcomes, '"postgame.season.', '"season.roll.'), '"postgame.', '"postmatch.')
    WHERE result LIKE '%"postgame.%' OR outcomes LIKE '%"postgame.%';
