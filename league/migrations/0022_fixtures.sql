-- The Regular Season's schedule (issue 29, league_play.md « REGULAR SEASON », « LEAGUE FIXTURES »): one row per
-- League Fixture of a season, in its division and round, with the round's last day. match_id is the league match
-- that played it (or the unplayed fixture recorded for it), set in the same batch as the match is opened; a
-- cancelled match frees its fixture. A division's teams are those of its fixtures (a bye is a team of the
-- division missing from the round).
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

-- The schedule is a league record: who made it, and which match claimed a fixture, is in the audit log. SQLite
-- cannot change a CHECK in place: the log is copied into a table whose CHECK names fixtures too.
CREATE TABLE audit_log_next (
    id        INTEGER PRIMARY KEY,
    guild_id  INTEGER NOT NULL,
    batch_id  INTEGER NOT NULL,
    user_id   INTEGER NOT NULL,
    at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    action    TEXT NOT NULL,
    op        TEXT NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
    entity    TEXT NOT NULL CHECK (entity IN ('teams', 'players', 'matches', 'casualties', 'fixtures')),
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
