-- PostgreSQL twin of ../0007_roll_followups.sql.
CREATE TABLE roll_followups (
    roll_id     BIGINT NOT NULL,
    guild_id    BIGINT NOT NULL,
    kind        TEXT COLLATE "C" NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    user_id     BIGINT NOT NULL,
    followup_id BIGINT,
    created_at  TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (roll_id, kind),
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id) DEFERRABLE
);

CREATE TABLE apothecary_uses (
    match_id   BIGINT NOT NULL,
    team_id    BIGINT NOT NULL,
    guild_id   BIGINT NOT NULL,
    roll_id    BIGINT NOT NULL,
    used_by    BIGINT NOT NULL,
    result_id  BIGINT,
    created_at TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (match_id, team_id),
    FOREIGN KEY (guild_id, match_id) REFERENCES matches (guild_id, id) DEFERRABLE,
    FOREIGN KEY (guild_id, team_id) REFERENCES teams (guild_id, id) DEFERRABLE,
    FOREIGN KEY (guild_id, roll_id) REFERENCES rolls (guild_id, id) DEFERRABLE
);
