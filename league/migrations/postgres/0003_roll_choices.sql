-- PostgreSQL twin of ../0003_roll_choices.sql.
CREATE TABLE roll_choices (
    roll_id    BIGINT PRIMARY KEY REFERENCES rolls (id) ON DELETE CASCADE DEFERRABLE,
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    choice     TEXT COLLATE "C" NOT NULL,
    created_at TEXT COLLATE "C" NOT NULL DEFAULT utc_now()
);
