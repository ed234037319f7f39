-- PostgreSQL twin of ../0006_seasons.sql (docs/design.md): seasons, the league table and team value (issue 13).

-- The season a match belongs to: the server's season when the match was opened, i.e. 1 + the season ends
-- applied (and not undone) before it. /season end closes a season; the next match opens the next one.
ALTER TABLE matches ADD COLUMN season BIGINT NOT NULL DEFAULT 1 CHECK (season >= 1);
UPDATE matches SET season = 1 + (
    SELECT COUNT(*) FROM season_ends s JOIN audit_batches b ON b.id = s.applied_batch_id
    WHERE s.guild_id = matches.guild_id AND b.reverted_by IS NULL AND s.applied_at <= matches.created_at
);
-- Which side conceded, as the post-match recorded it (NULL: played out). Earlier post-matches kept it in their inputs.
ALTER TABLE matches ADD COLUMN conceded TEXT COLLATE "C" CHECK (conceded IS NULL OR conceded IN ('home', 'away'));
UPDATE matches SET conceded = (
    SELECT s.inputs::jsonb ->> 'concession' FROM postmatch_sequences s
    WHERE s.guild_id = matches.guild_id AND s.match_id = matches.id
) WHERE status = 'applied';
-- The league table reads one season's matches of one status.
CREATE INDEX matches_season ON matches (guild_id, season, status);

-- The cost of one team re-roll on the team's roster (po): team value counts re-rolls at it (NULL: not known).
ALTER TABLE teams ADD COLUMN reroll_cost BIGINT
    CHECK (reroll_cost IS NULL OR (reroll_cost BETWEEN 0 AND 500000 AND reroll_cost % 5000 = 0));

-- How a server scores its league: points per result (conceded = the conceding team's), the tie-breakers in
-- order (comma-separated keys of rules/standings.py), and whether the table is posted after each post-match.
CREATE TABLE league_scoring (
    guild_id    BIGINT PRIMARY KEY,
    win         BIGINT NOT NULL DEFAULT 3 CHECK (win BETWEEN -9 AND 9),
    draw        BIGINT NOT NULL DEFAULT 1 CHECK (draw BETWEEN -9 AND 9),
    loss        BIGINT NOT NULL DEFAULT 0 CHECK (loss BETWEEN -9 AND 9),
    conceded    BIGINT NOT NULL DEFAULT 0 CHECK (conceded BETWEEN -9 AND 9),
    tiebreakers TEXT COLLATE "C" NOT NULL DEFAULT 'td_diff,cas_diff,head_to_head' CHECK (length(tiebreakers) <= 200),
    weekly_post BIGINT NOT NULL DEFAULT 1 CHECK (weekly_post IN (0, 1)),
    updated_by  BIGINT,
    updated_at  TEXT COLLATE "C" NOT NULL DEFAULT utc_now()
);
