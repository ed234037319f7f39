-- The language of a server's public replies (issue 9): roll embeds, match and post-match messages, the
-- league table and the posted summary. French by default, so no server sees its replies change.
ALTER TABLE guild_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en'));
