-- The choice made on a roll (e.g. which block die is kept): one per roll.
CREATE TABLE roll_choices (
    roll_id    INTEGER PRIMARY KEY REFERENCES rolls (id) ON DELETE CASCADE,
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    choice     TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
