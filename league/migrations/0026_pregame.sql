-- The pre-game of a match (issue 28, league_play.md « PRE-GAME SEQUENCE »): one row per team of the match, written
-- when the pre-game is applied, in the same transaction as what it changes (the Treasury spent, the Journeymen
-- taken on as players of the team, journeyman = 1): those writes are the audit batch applied_batch_id, and its undo
-- gives the Treasury back and takes the Journeymen away. A row whose batch was undone is no longer the match's
-- pre-game. ctv is the team's Current Team Value once its Journeymen counted; petty_cash what it received;
-- inducements {key: count}, mercenaries [{position, skill}], stars [{key, price, players}] and prayers [D16 faces]
-- what it bought and rolled (rules.pregame).
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
