-- League records: teams, players, matches, casualties and the audit log (issue "League records").
--
-- Guild scoping is enforced by the schema itself, not only by the queries: every child row points at its
-- parent through a composite foreign key that includes guild_id, so a player can't belong to another
-- server's team, a match can't pit two servers' teams, and a casualty can't name another server's player,
-- match or roll. Parents therefore carry UNIQUE (guild_id, id).
--
-- Ids use AUTOINCREMENT so a deleted row's id is never given to another row: the audit log and an undo
-- refer to rows by id.
--
-- No ON DELETE CASCADE anywhere: a cascade would delete rows without an audit row. The repositories
-- delete children explicitly (each deletion audited) and the default NO ACTION refuses anything else.
--
-- Dates are ISO-8601 UTC text with milliseconds, like 0001.

-- Rolls get the parent key a casualty's (guild_id, roll_id) foreign key needs.
CREATE UNIQUE INDEX rolls_guild_id ON rolls (guild_id, id);

-- A team. name is stored as typed (trimmed); name_key = NFC + casefold + single spaces (unique among the
-- server's active teams: "orques de fer" clashes with "Orques de Fer", "Elfes" does not clash with
-- "Élfes"); search_key also drops accents (autocomplete only). archived_at set = soft-deleted: the
-- history stays, the name is free again.
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
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (guild_id, id)
);
CREATE UNIQUE INDEX teams_name_key ON teams (guild_id, name_key) WHERE archived_at IS NULL;

-- A player. ag / pa / av are target numbers (3 = "3+"), pa NULL = "-". keywords, skills and
-- gained_hatreds are JSON arrays of text; gained_hatreds holds the X of each Haine (X) won through
-- Revanche (rolled again at the off-season), skills holds everything else (a Haine (X) of the base
-- profile included). imp_* = improvements taken per characteristic (at most 2, D5). The number is
-- unique among the team's active players only: a dead or retired player frees it.
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
    updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (guild_id, id),
    UNIQUE (guild_id, team_id, id),
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id)
);
CREATE UNIQUE INDEX players_active_number ON players (team_id, number) WHERE status = 'active';

-- A match between two different teams of the same server. fp = Facteur de Popularité for this match
-- (D3 + Fans Dévoués, 2..10); fp_die = the D3 when the bot rolled it, NULL when the FP was typed in.
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
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK (home_team_id <> away_team_id),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, home_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, away_team_id) REFERENCES teams (guild_id, id)
);
CREATE UNIQUE INDEX matches_open_channel ON matches (guild_id, channel_id)
    WHERE status = 'open' AND channel_id IS NOT NULL;
CREATE INDEX matches_home ON matches (guild_id, home_team_id);
CREATE INDEX matches_away ON matches (guild_id, away_team_id);

-- A casualty (or the Minus Commotion, injury.badly_hurt). The victim's and the causer's teams are kept on
-- the row (the foreign keys prove they are the players' own teams) so per-team statistics read one index.
-- caused_by_team_id without caused_by_id = "a player not on a roster" (Star Player, mercenary).
-- roll_id is UNIQUE: one roll is recorded once, whatever the number of clicks.
CREATE TABLE casualties (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          INTEGER NOT NULL,
    match_id          INTEGER,
    victim_team_id    INTEGER NOT NULL,
    victim_id         INTEGER NOT NULL,
    caused_by_team_id INTEGER,
    caused_by_id      INTEGER,
    cause             TEXT NOT NULL
                      CHECK (cause IN ('block', 'foul', 'crowd', 'rock', 'pitch_invasion', 'other')),
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
    CHECK (sequelle IS NULL OR outcome = 'casualty.lasting_injury'),
    CHECK (caused_by_id IS NULL OR caused_by_team_id IS NOT NULL),
    CHECK (caused_by_id IS NULL OR caused_by_id <> victim_id),
    UNIQUE (guild_id, id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id),
    FOREIGN KEY (guild_id, victim_team_id, victim_id) REFERENCES players (guild_id, team_id, id),
    FOREIGN KEY (guild_id, caused_by_team_id) REFERENCES teams (guild_id, id),
    FOREIGN KEY (guild_id, caused_by_team_id, caused_by_id) REFERENCES players (guild_id, team_id, id),
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id)
);
-- Leaderboards read these covering indexes only (query plans in bench/league_queries.py).
CREATE INDEX casualties_causer ON casualties (guild_id, caused_by_team_id, caused_by_id, outcome, cause);
CREATE INDEX casualties_victim ON casualties (guild_id, victim_team_id, victim_id, outcome);
CREATE INDEX casualties_match ON casualties (guild_id, match_id);

-- One audited transaction ("batch"): what an undo restores as a whole.
CREATE TABLE audit_batches (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    label       TEXT NOT NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    reverted_by INTEGER REFERENCES audit_batches (id),
    UNIQUE (guild_id, id)
);

-- Every write of the tables above: the whole row before (NULL for an insert) and after (NULL for a
-- delete), as JSON objects of column → value.
CREATE TABLE audit_log (
    id        INTEGER PRIMARY KEY,
    guild_id  INTEGER NOT NULL,
    batch_id  INTEGER NOT NULL,
    user_id   INTEGER NOT NULL,
    at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    action    TEXT NOT NULL,
    op        TEXT NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
    entity    TEXT NOT NULL CHECK (entity IN ('teams', 'players', 'matches', 'casualties')),
    entity_id INTEGER NOT NULL,
    before    TEXT CHECK (before IS NULL OR json_valid(before)),
    after     TEXT CHECK (after IS NULL OR json_valid(after)),
    CHECK ((op = 'insert') = (before IS NULL) AND (op = 'delete') = (after IS NULL)),
    FOREIGN KEY (guild_id, batch_id) REFERENCES audit_batches (guild_id, id)
);
CREATE INDEX audit_log_batch ON audit_log (batch_id, id);
CREATE INDEX audit_log_entity ON audit_log (guild_id, entity, entity_id, id);
