-- schema of migration 0032 (python -m league.schema)
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
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
CREATE UNIQUE INDEX rolls_guild_id ON rolls (guild_id, id);
CREATE TABLE teams (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          INTEGER NOT NULL,
    name              TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    name_key          TEXT NOT NULL,
    search_key        TEXT NOT NULL,
    coach_id          INTEGER NOT NULL,
    roster            TEXT NOT NULL CHECK (length(roster) BETWEEN 1 AND 100),
    treasury          INTEGER NOT NULL DEFAULT 0 CHECK (treasury >= 0 AND treasury % 5000 = 0),
    dedicated_fans    INTEGER NOT NULL DEFAULT 1 CHECK (dedicated_fans BETWEEN 1 AND 7),
    rerolls           INTEGER NOT NULL DEFAULT 0 CHECK (rerolls BETWEEN 0 AND 8),
    cheerleaders      INTEGER NOT NULL DEFAULT 0 CHECK (cheerleaders BETWEEN 0 AND 6),
    assistant_coaches INTEGER NOT NULL DEFAULT 0 CHECK (assistant_coaches BETWEEN 0 AND 6),
    apothecary        INTEGER NOT NULL DEFAULT 0 CHECK (apothecary IN (0, 1)),
    archived_at       TEXT,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), special_rules TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(special_rules) AND json_type(special_rules) = 'array'), reroll_cost INTEGER
    CHECK (reroll_cost IS NULL OR (reroll_cost BETWEEN 0 AND 500000 AND reroll_cost % 5000 = 0)), draft_status TEXT NOT NULL DEFAULT 'approved'
    CHECK (draft_status IN ('draft', 'submitted', 'approved', 'refused')), draft_reason TEXT, draft_budget INTEGER CHECK (draft_budget IS NULL OR draft_budget >= 0), redrafted_season INTEGER CHECK (redrafted_season IS NULL OR redrafted_season >= 1), draft_rehired TEXT NOT NULL DEFAULT '{}'
    CHECK (json_valid(draft_rehired) AND json_type(draft_rehired) = 'object'),
    UNIQUE (guild_id, id)
);
CREATE UNIQUE INDEX teams_name_key ON teams (guild_id, name_key) WHERE archived_at IS NULL;
CREATE TABLE players (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       INTEGER NOT NULL,
    team_id        INTEGER NOT NULL,
    number         INTEGER NOT NULL CHECK (number BETWEEN 1 AND 99),
    name           TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    search_key     TEXT NOT NULL,
    position       TEXT NOT NULL CHECK (length(position) BETWEEN 1 AND 100),
    keywords       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(keywords) AND json_type(keywords) = 'array'),
    ma             INTEGER NOT NULL CHECK (ma BETWEEN 1 AND 9),
    st             INTEGER NOT NULL CHECK (st BETWEEN 1 AND 8),
    ag             INTEGER NOT NULL CHECK (ag BETWEEN 1 AND 6),
    pa             INTEGER CHECK (pa IS NULL OR pa BETWEEN 1 AND 6),
    av             INTEGER NOT NULL CHECK (av BETWEEN 3 AND 11),
    skills         TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(skills) AND json_type(skills) = 'array'),
    gained_hatreds TEXT NOT NULL DEFAULT '[]'
                   CHECK (json_valid(gained_hatreds) AND json_type(gained_hatreds) = 'array'),
    spp            INTEGER NOT NULL DEFAULT 0 CHECK (spp >= 0),
    niggling       INTEGER NOT NULL DEFAULT 0 CHECK (niggling >= 0),
    miss_next_game INTEGER NOT NULL DEFAULT 0 CHECK (miss_next_game IN (0, 1)),
    imp_ma         INTEGER NOT NULL DEFAULT 0 CHECK (imp_ma BETWEEN 0 AND 2),
    imp_st         INTEGER NOT NULL DEFAULT 0 CHECK (imp_st BETWEEN 0 AND 2),
    imp_ag         INTEGER NOT NULL DEFAULT 0 CHECK (imp_ag BETWEEN 0 AND 2),
    imp_pa         INTEGER NOT NULL DEFAULT 0 CHECK (imp_pa BETWEEN 0 AND 2),
    imp_av         INTEGER NOT NULL DEFAULT 0 CHECK (imp_av BETWEEN 0 AND 2),
    status         TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'dead', 'retired')),
    value          INTEGER CHECK (value IS NULL OR value >= 0),
    left_at        TEXT,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), advancements INTEGER NOT NULL DEFAULT 0 CHECK (advancements BETWEEN 0 AND 6), journeyman INTEGER NOT NULL DEFAULT 0 CHECK (journeyman IN (0, 1)), temporarily_retired INTEGER NOT NULL DEFAULT 0 CHECK (temporarily_retired IN (0, 1)), primary_categories TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(primary_categories) AND json_type(primary_categories) = 'array'), secondary_categories TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(secondary_categories) AND json_type(secondary_categories) = 'array'),
    UNIQUE (guild_id, id),
    UNIQUE (guild_id, team_id, id),
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id)
);
CREATE UNIQUE INDEX players_active_number ON players (team_id, number) WHERE status = 'active';
CREATE TABLE matches (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER,
    home_team_id INTEGER NOT NULL,
    away_team_id INTEGER NOT NULL,
    status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished', 'applied', 'cancelled')),
    home_score   INTEGER NOT NULL DEFAULT 0 CHECK (home_score BETWEEN 0 AND 99),
    away_score   INTEGER NOT NULL DEFAULT 0 CHECK (away_score BETWEEN 0 AND 99),
    home_fp      INTEGER CHECK (home_fp IS NULL OR home_fp BETWEEN 2 AND 10),
    away_fp      INTEGER CHECK (away_fp IS NULL OR away_fp BETWEEN 2 AND 10),
    home_fp_die  INTEGER CHECK (home_fp_die IS NULL OR (home_fp_die BETWEEN 1 AND 3 AND home_fp IS NOT NULL)),
    away_fp_die  INTEGER CHECK (away_fp_die IS NULL OR (away_fp_die BETWEEN 1 AND 3 AND away_fp IS NOT NULL)),
    created_by   INTEGER NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    started_at   TEXT,
    finished_at  TEXT,
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), season INTEGER NOT NULL DEFAULT 1 CHECK (season >= 1), conceded TEXT CHECK (conceded IS NULL OR conceded IN ('home', 'away')), kind TEXT NOT NULL DEFAULT 'league' CHECK (kind IN ('league', 'friendly', 'unplayed')), ruleset TEXT CHECK (ruleset IS NULL OR ruleset IN ('ligue', 'bb2025')), playoff_stage INTEGER CHECK (playoff_stage IS NULL OR playoff_stage BETWEEN 1 AND 4), playoff_slot INTEGER CHECK (playoff_slot IS NULL OR playoff_slot BETWEEN 0 AND 7), decided_by TEXT
    CHECK (decided_by IS NULL OR decided_by IN ('normal', 'extra_time', 'penalties')), shootout_winner TEXT CHECK (shootout_winner IS NULL OR shootout_winner IN ('home', 'away')),
    CHECK (home_team_id <> away_team_id),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, home_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, away_team_id) REFERENCES teams (guild_id, id)
);
CREATE UNIQUE INDEX matches_open_channel ON matches (guild_id, channel_id)
    WHERE status = 'open' AND channel_id IS NOT NULL;
CREATE INDEX matches_home ON matches (guild_id, home_team_id);
CREATE INDEX matches_away ON matches (guild_id, away_team_id);
CREATE TABLE audit_batches (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    label       TEXT NOT NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    reverted_by INTEGER REFERENCES audit_batches (id),
    UNIQUE (guild_id, id)
);
CREATE TABLE roll_choices (
    roll_id    INTEGER PRIMARY KEY REFERENCES rolls (id) ON DELETE CASCADE,
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    choice     TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
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
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), scoring TEXT CHECK (scoring IS NULL OR json_valid(scoring)),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, applied_batch_id) REFERENCES audit_batches (guild_id, id)
);
CREATE INDEX season_ends_guild ON season_ends (guild_id, id);
CREATE INDEX matches_season ON matches (guild_id, season, status);
CREATE TABLE league_scoring (
    guild_id    INTEGER PRIMARY KEY,
    win         INTEGER NOT NULL DEFAULT 3 CHECK (win BETWEEN -9 AND 9),
    draw        INTEGER NOT NULL DEFAULT 1 CHECK (draw BETWEEN -9 AND 9),
    loss        INTEGER NOT NULL DEFAULT 0 CHECK (loss BETWEEN -9 AND 9),
    conceded    INTEGER NOT NULL DEFAULT 0 CHECK (conceded BETWEEN -9 AND 9),
    tiebreakers TEXT NOT NULL DEFAULT 'td_diff,cas_diff,head_to_head' CHECK (length(tiebreakers) <= 200),
    weekly_post INTEGER NOT NULL DEFAULT 1 CHECK (weekly_post IN (0, 1)),
    updated_by  INTEGER,
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
, bonus INTEGER NOT NULL DEFAULT 0 CHECK (bonus IN (0, 1)), draft_budget INTEGER NOT NULL DEFAULT 1000000 CHECK (draft_budget >= 0), redraft_cap INTEGER NOT NULL DEFAULT 1300000 CHECK (redraft_cap >= 0));
CREATE TABLE roll_followups (
    id          INTEGER PRIMARY KEY,
    roll_id     INTEGER NOT NULL,
    guild_id    INTEGER NOT NULL,
    kind        TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    user_id     INTEGER NOT NULL,
    followup_id INTEGER,
    created_at  TEXT NOT NULL, choice TEXT CHECK (choice IS NULL OR length(choice) BETWEEN 1 AND 80),
    UNIQUE (roll_id, kind),
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id)
);
CREATE TABLE "casualties" (
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
    caused_by_name    TEXT CHECK (caused_by_name IS NULL OR length(caused_by_name) BETWEEN 1 AND 100), restored_at TEXT, earns_spp INTEGER CHECK (earns_spp IN (0, 1)),
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
CREATE INDEX casualties_causer ON casualties (guild_id, caused_by_team_id, caused_by_id, outcome, cause);
CREATE INDEX casualties_victim ON casualties (guild_id, victim_team_id, victim_id, outcome);
CREATE INDEX casualties_match ON casualties (guild_id, match_id);
CREATE INDEX matches_friendly ON matches (guild_id, id) WHERE kind = 'friendly';
CREATE TABLE fixtures (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    season       INTEGER NOT NULL CHECK (season >= 1),
    division     INTEGER NOT NULL CHECK (division BETWEEN 1 AND 16),
    round        INTEGER NOT NULL CHECK (round BETWEEN 1 AND 99),
    home_team_id INTEGER NOT NULL,
    away_team_id INTEGER NOT NULL,
    deadline     TEXT NOT NULL CHECK (length(deadline) = 10),
    match_id     INTEGER,
    created_by   INTEGER NOT NULL,
    created_at   TEXT NOT NULL,
    UNIQUE (guild_id, id),
    CHECK (home_team_id <> away_team_id),
    FOREIGN KEY (guild_id, home_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, away_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id)
);
CREATE INDEX fixtures_season ON fixtures (guild_id, season, round);
CREATE TABLE playoffs (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    season         INTEGER NOT NULL CHECK (season >= 1),
    size           INTEGER NOT NULL CHECK (size IN (4, 8, 16)),
    draw           TEXT NOT NULL CHECK (draw IN ('seeded', 'random')),
    first_team_id  INTEGER,
    second_team_id INTEGER,
    third_team_id  INTEGER,
    trophy_reroll  INTEGER NOT NULL DEFAULT 0 CHECK (trophy_reroll IN (0, 1)),
    created_by     INTEGER NOT NULL,
    created_at     TEXT NOT NULL,
    UNIQUE (guild_id, id),
    UNIQUE (guild_id, season),
    FOREIGN KEY (guild_id, first_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, second_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, third_team_id) REFERENCES teams (guild_id, id)
);
CREATE TABLE playoff_teams (
    id       INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    season   INTEGER NOT NULL CHECK (season >= 1),
    position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 15),
    seed     INTEGER NOT NULL CHECK (seed BETWEEN 1 AND 16),
    division INTEGER NOT NULL CHECK (division BETWEEN 1 AND 16),
    team_id  INTEGER NOT NULL,
    UNIQUE (guild_id, id),
    UNIQUE (guild_id, season, position),
    UNIQUE (guild_id, season, team_id),
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id)
);
CREATE INDEX matches_playoff ON matches (guild_id, season, playoff_stage) WHERE playoff_stage IS NOT NULL;
CREATE TABLE "audit_log" (
    id        INTEGER PRIMARY KEY,
    guild_id  INTEGER NOT NULL,
    batch_id  INTEGER NOT NULL,
    user_id   INTEGER NOT NULL,
    at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    action    TEXT NOT NULL,
    op        TEXT NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
    entity    TEXT NOT NULL
              CHECK (entity IN ('teams', 'players', 'matches', 'casualties', 'fixtures', 'playoffs', 'playoff_teams')),
    entity_id INTEGER NOT NULL,
    before    TEXT CHECK (before IS NULL OR json_valid(before)),
    after     TEXT CHECK (after IS NULL OR json_valid(after)),
    CHECK ((op = 'insert') = (before IS NULL) AND (op = 'delete') = (after IS NULL)),
    FOREIGN KEY (guild_id, batch_id) REFERENCES audit_batches (guild_id, id)
);
CREATE INDEX audit_log_batch ON audit_log (batch_id, id);
CREATE INDEX audit_log_entity ON audit_log (guild_id, entity, entity_id, id);
CREATE TABLE pregames (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    match_id         INTEGER NOT NULL,
    team_id          INTEGER NOT NULL,
    ctv              INTEGER NOT NULL CHECK (ctv >= 0),
    petty_cash       INTEGER NOT NULL DEFAULT 0 CHECK (petty_cash >= 0),
    treasury_spent   INTEGER NOT NULL DEFAULT 0 CHECK (treasury_spent >= 0),
    inducements      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(inducements) AND json_type(inducements) = 'object'),
    mercenaries      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(mercenaries) AND json_type(mercenaries) = 'array'),
    stars            TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(stars) AND json_type(stars) = 'array'),
    prayers          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(prayers) AND json_type(prayers) = 'array'),
    journeymen       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(journeymen) AND json_type(journeymen) = 'array'),
    applied_batch_id INTEGER NOT NULL,
    applied_by       INTEGER NOT NULL,
    applied_at       TEXT NOT NULL,
    UNIQUE (guild_id, id),
    UNIQUE (guild_id, applied_batch_id, team_id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, applied_batch_id) REFERENCES audit_batches (guild_id, id)
);
CREATE INDEX pregames_match ON pregames (guild_id, match_id);
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
CREATE TABLE "apothecary_uses" (
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
CREATE TABLE "postmatch_sequences" (
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
CREATE INDEX postmatch_sequences_batch ON postmatch_sequences (guild_id, applied_batch_id);
CREATE TABLE "guild_settings" (
    guild_id             INTEGER PRIMARY KEY,
    ruleset              TEXT NOT NULL DEFAULT 'ligue' CHECK (ruleset IN ('ligue', 'bb2025')),
    kickoff_table        TEXT CHECK (kickoff_table IN ('classique', 'bb2025')),
    commissioner_role_id INTEGER,
    league_channel_id    INTEGER,
    updated_by           INTEGER,
    updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    language             TEXT NOT NULL DEFAULT 'fr' CHECK (length(language) BETWEEN 2 AND 10),
    web_token            TEXT CHECK (web_token IS NULL OR length(web_token) BETWEEN 16 AND 64)
, web_revision INTEGER NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX guild_settings_web_token ON guild_settings (web_token) WHERE web_token IS NOT NULL;
CREATE TRIGGER teams_web_insert AFTER INSERT ON teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER teams_web_update AFTER UPDATE ON teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER teams_web_delete AFTER DELETE ON teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER players_web_insert AFTER INSERT ON players BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER players_web_update AFTER UPDATE ON players BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER players_web_delete AFTER DELETE ON players BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER matches_web_insert AFTER INSERT ON matches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER matches_web_update AFTER UPDATE ON matches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER matches_web_delete AFTER DELETE ON matches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER casualties_web_insert AFTER INSERT ON casualties BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER casualties_web_update AFTER UPDATE ON casualties BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER casualties_web_delete AFTER DELETE ON casualties BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER fixtures_web_insert AFTER INSERT ON fixtures BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER fixtures_web_update AFTER UPDATE ON fixtures BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER fixtures_web_delete AFTER DELETE ON fixtures BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoffs_web_insert AFTER INSERT ON playoffs BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoffs_web_update AFTER UPDATE ON playoffs BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoffs_web_delete AFTER DELETE ON playoffs BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoff_teams_web_insert AFTER INSERT ON playoff_teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoff_teams_web_update AFTER UPDATE ON playoff_teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoff_teams_web_delete AFTER DELETE ON playoff_teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER season_ends_web_insert AFTER INSERT ON season_ends BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER season_ends_web_update AFTER UPDATE ON season_ends BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER season_ends_web_delete AFTER DELETE ON season_ends BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER league_scoring_web_insert AFTER INSERT ON league_scoring BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER league_scoring_web_update AFTER UPDATE ON league_scoring BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER league_scoring_web_delete AFTER DELETE ON league_scoring BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER pregames_web_insert AFTER INSERT ON pregames BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER pregames_web_update AFTER UPDATE ON pregames BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER pregames_web_delete AFTER DELETE ON pregames BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER postmatch_sequences_web_insert AFTER INSERT ON postmatch_sequences BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER postmatch_sequences_web_update AFTER UPDATE ON postmatch_sequences BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER postmatch_sequences_web_delete AFTER DELETE ON postmatch_sequences BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_batches_web_insert AFTER INSERT ON audit_batches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_batches_web_update AFTER UPDATE ON audit_batches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_batches_web_delete AFTER DELETE ON audit_batches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_log_web_insert AFTER INSERT ON audit_log BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_log_web_update AFTER UPDATE ON audit_log BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_log_web_delete AFTER DELETE ON audit_log BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
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
