-- PostgreSQL twin of ../0030_steps_languages_in_code.sql: a post-match step and a server's language are checked by
-- the code against its registry and its catalogue, no longer by a CHECK listing them.
ALTER TABLE postmatch_sequences DROP CONSTRAINT postmatch_sequences_step_check;
ALTER TABLE postmatch_sequences ALTER COLUMN step DROP DEFAULT;
ALTER TABLE postmatch_sequences ADD CONSTRAINT postmatch_sequences_step_check CHECK (length(step) BETWEEN 1 AND 40);
ALTER TABLE guild_settings DROP CONSTRAINT guild_settings_language_check;
ALTER TABLE guild_settings ADD CONSTRAINT guild_settings_language_check CHECK (length(language) BETWEEN 2 AND 10);
