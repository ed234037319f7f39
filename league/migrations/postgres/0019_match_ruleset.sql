-- PostgreSQL twin of ../0019_match_ruleset.sql (docs/design.md): the ruleset a match is played under.
ALTER TABLE matches ADD COLUMN ruleset TEXT COLLATE "C" CHECK (ruleset IS NULL OR ruleset IN ('ligue', 'bb2025'));
UPDATE matches SET ruleset = COALESCE(
    (SELECT g.ruleset FROM guild_settings g WHERE g.guild_id = matches.guild_id), 'ligue'
) WHERE status IN ('open', 'finished');
