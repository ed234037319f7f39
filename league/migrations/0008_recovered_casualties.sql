-- A casualty recovered at once still earns its PSP (BB2025 league_play.md, "Casualty": "even if the Casualty is
-- recovered by any means - such as an Apothecary or the Regeneration Trait"), so it is recorded too: its outcome
-- says so ('regeneration.regenerated', 'apothecary.patched_up'), and it changes nothing on the injured player.
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
                          'injury.badly_hurt', 'regeneration.regenerated', 'apothecary.patched_up')),
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
    roll_id, outcome, sequelle, hatred_candidates, recorded_by, recorded_at, applied_at, updated_at, caused_by_name)
    SELECT id, guild_id, match_id, victim_team_id, victim_id, caused_by_team_id, caused_by_id, cause, roll_id, outcome,
           sequelle, hatred_candidates, recorded_by, recorded_at, applied_at, updated_at, caused_by_name
    FROM casualties;
DROP TABLE casualties;
ALTER TABLE casualties_new RENAME TO casualties;
CREATE INDEX casualties_causer ON casualties (guild_id, caused_by_team_id, caused_by_id, outcome, cause);
CREATE INDEX casualties_victim ON casualties (guild_id, victim_team_id, victim_id, outcome);
CREATE INDEX casualties_match ON casualties (guild_id, match_id);
