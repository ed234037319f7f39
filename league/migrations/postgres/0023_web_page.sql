-- PostgreSQL twin of ../0023_web_page.sql: the unguessable part of the league page's address (NULL: no page).
ALTER TABLE guild_settings ADD COLUMN web_token TEXT COLLATE "C"
    CHECK (web_token IS NULL OR length(web_token) BETWEEN 16 AND 64);
CREATE UNIQUE INDEX guild_settings_web_token ON guild_settings (web_token) WHERE web_token IS NOT NULL;
