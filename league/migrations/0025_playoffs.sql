-- The Play-offs (issue 29, league_play.md « QUALIFYING FOR THE PLAY-OFFS », « PLAY-OFFS », « GLITTERING PRIZES »):
-- one bracket per season, drawn from the season's table by a commissioner (4, 8 or 16 qualifiers, seeded or at
-- random). playoff_teams holds the first round in bracket order (position 0 plays 1, 2 plays 3 …) with each
-- team's seed and Division; every later game follows from the winners (rules.playoffs.next_ties). A match opened
-- between the two teams of a game still to play is that game: it keeps its stage and slot, and how it was decided
-- (normal time, extra time, or penalties and who won them: a Play-off game always has a winner). Play-off games
-- never count in the league table. The places and the League Trophy are written when the Glittering Prizes are
-- paid; trophy_reroll says the winner's roster holds the Trophy's free Team Re-roll (given back when it passes on).
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
ALTER TABLE matches ADD COLUMN playoff_stage INTEGER CHECK (playoff_stage IS NULL OR playoff_stage BETWEEN 1 AND 4);
ALTER TABLE matches ADD COLUMN playoff_slot INTEGER CHECK (playoff_slot IS NULL OR playoff_slot BETWEEN 0 AND 7);
ALTER TABLE matches ADD COLUMN decided_by TEXT
    CHECK (decided_by IS NULL OR decided_by IN ('normal', 'extra_time', 'penalties'));
ALTER TABLE matches ADD COLUMN shootout_winner TEXT CHECK (shootout_winner IS NULL OR shootout_winner IN ('home', 'away'));
CREATE INDEX matches_playoff ON matches (guild_id, season, playoff_stage) WHERE playoff_stage IS NOT NULL;

-- The bracket and the prizes are league records, audited and undone like the others: the log's CHECK names them.
CREATE TABLE audit_log_next (
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
INSERT INTO audit_log_next (id, guild_id, batch_id, user_id, at, action, op, entity, entity_id, before, after)
    SELECT id, guild_id, batch_id, user_id, at, action, op, entity, entity_id, before, after FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE audit_log_next RENAME TO audit_log;
CREATE INDEX audit_log_batch ON audit_log (batch_id, id);
CREATE INDEX audit_log_entity ON audit_log (guild_id, entity, entity_id, id);
