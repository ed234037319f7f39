-- The league's public web page (issue 30): the unguessable part of its address, set by `/settings web:on`,
-- replaced by a new `web:on` (the old address stops answering) and cleared by `web:off`. NULL: no page.
ALTER TABLE guild_settings ADD COLUMN web_token TEXT CHECK (web_token IS NULL OR length(web_token) BETWEEN 16 AND 64);
CREATE UNIQUE INDEX guild_settings_web_token ON guild_settings (web_token) WHERE web_token IS NOT NULL;
