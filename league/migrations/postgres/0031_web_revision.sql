-- PostgreSQL twin of ../0031_web_revision.sql: the league pages' revision, moved on by every write to a table the
-- pages read (one row trigger function for all of them).
ALTER TABLE guild_settings ADD COLUMN web_revision BIGINT NOT NULL DEFAULT 0;
CREATE FUNCTION web_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1
        WHERE guild_id = COALESCE(NEW.guild_id, OLD.guild_id) AND web_token IS NOT NULL;
    RETURN NULL;
END
$$;
-- A revision moved on is not a change of the settings other processes cache (their NOTIFY, migration 0001).
DROP TRIGGER guild_settings_notify ON guild_settings;
CREATE TRIGGER guild_settings_notify AFTER INSERT OR DELETE ON guild_settings
    FOR EACH ROW EXECUTE FUNCTION notify_guild_change();
CREATE TRIGGER guild_settings_notify_update AFTER UPDATE ON guild_settings
    FOR EACH ROW WHEN (OLD.web_revision = NEW.web_revision) EXECUTE FUNCTION notify_guild_change();
CREATE TRIGGER teams_web AFTER INSERT OR UPDATE OR DELETE ON teams FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER players_web AFTER INSERT OR UPDATE OR DELETE ON players FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER matches_web AFTER INSERT OR UPDATE OR DELETE ON matches FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER casualties_web AFTER INSERT OR UPDATE OR DELETE ON casualties FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER fixtures_web AFTER INSERT OR UPDATE OR DELETE ON fixtures FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER playoffs_web AFTER INSERT OR UPDATE OR DELETE ON playoffs FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER playoff_teams_web AFTER INSERT OR UPDATE OR DELETE ON playoff_teams FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER season_ends_web AFTER INSERT OR UPDATE OR DELETE ON season_ends FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER league_scoring_web AFTER INSERT OR UPDATE OR DELETE ON league_scoring FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER pregames_web AFTER INSERT OR UPDATE OR DELETE ON pregames FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER postmatch_sequences_web AFTER INSERT OR UPDATE OR DELETE ON postmatch_sequences FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER audit_batches_web AFTER INSERT OR UPDATE OR DELETE ON audit_batches FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
CREATE TRIGGER audit_log_web AFTER INSERT OR UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION web_revision_bump();
