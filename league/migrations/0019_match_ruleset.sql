-- The ruleset a match is played under (docs/rules.md M1): the server's when the match was opened, kept for every
-- roll of the match and for its post-match, whatever /settings ruleset: says afterwards. Matches still to play or
-- to close (open, finished) take the server's ruleset now, the one their rolls used so far; the others keep none
-- (their rolls are done; NULL reads as the server's).
ALTER TABLE matches ADD COLUMN ruleset TEXT CHECK (ruleset IS NULL OR ruleset IN ('ligue', 'bb2025'));
UPDATE matches SET ruleset = COALESCE(
    (SELECT g.ruleset FROM guild_settings g WHERE g.guild_id = matches.guild_id), 'ligue'
) WHERE status IN ('open', 'finished');
