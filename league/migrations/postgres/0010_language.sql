-- PostgreSQL twin of ../0010_language.sql (docs/design.md): the language of a server's public replies.
ALTER TABLE guild_settings ADD COLUMN language TEXT COLLATE "C" NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en'));
