-- PostgreSQL twin of ../0020_open_matches_notify.sql (docs/design.md): each process keeps its servers' open matches
-- and the ruleset each keeps in memory (league.open_matches, read by every roll); a change to matches made by another
-- process tells it (NOTIFY arbitre_matches with the server's id), as guild_settings does for the settings.
CREATE TRIGGER matches_notify AFTER INSERT OR UPDATE OR DELETE ON matches
    FOR EACH ROW EXECUTE FUNCTION notify_guild_change();
