-- The league pages' revision (issue 30): a number per server that every write to a table the pages read moves on,
-- so a page rendered once is served again until the league changes, whichever process wrote (the bot, another
-- bot process on PostgreSQL) and whichever code path did. Only a server with a page pays the write (web_token set).
-- Not watched: what a match writes at every roll and the pages never show (rolls, roll_choices, roll_followups,
-- apothecary_uses, pregame_sequences) and guild_settings itself (the page's cache key reads its language there).
-- tests/league/test_migration_0031.py checks that every other table with a guild_id is watched, on both databases.
ALTER TABLE guild_settings ADD COLUMN web_revision INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER teams_web_insert AFTER INSERT ON teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER teams_web_update AFTER UPDATE ON teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER teams_web_delete AFTER DELETE ON teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER players_web_insert AFTER INSERT ON players BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER players_web_update AFTER UPDATE ON players BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER players_web_delete AFTER DELETE ON players BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER matches_web_insert AFTER INSERT ON matches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER matches_web_update AFTER UPDATE ON matches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER matches_web_delete AFTER DELETE ON matches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER casualties_web_insert AFTER INSERT ON casualties BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER casualties_web_update AFTER UPDATE ON casualties BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER casualties_web_delete AFTER DELETE ON casualties BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER fixtures_web_insert AFTER INSERT ON fixtures BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER fixtures_web_update AFTER UPDATE ON fixtures BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER fixtures_web_delete AFTER DELETE ON fixtures BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoffs_web_insert AFTER INSERT ON playoffs BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoffs_web_update AFTER UPDATE ON playoffs BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoffs_web_delete AFTER DELETE ON playoffs BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoff_teams_web_insert AFTER INSERT ON playoff_teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoff_teams_web_update AFTER UPDATE ON playoff_teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER playoff_teams_web_delete AFTER DELETE ON playoff_teams BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER season_ends_web_insert AFTER INSERT ON season_ends BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER season_ends_web_update AFTER UPDATE ON season_ends BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER season_ends_web_delete AFTER DELETE ON season_ends BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER league_scoring_web_insert AFTER INSERT ON league_scoring BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER league_scoring_web_update AFTER UPDATE ON league_scoring BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER league_scoring_web_delete AFTER DELETE ON league_scoring BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER pregames_web_insert AFTER INSERT ON pregames BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER pregames_web_update AFTER UPDATE ON pregames BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER pregames_web_delete AFTER DELETE ON pregames BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER postmatch_sequences_web_insert AFTER INSERT ON postmatch_sequences BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER postmatch_sequences_web_update AFTER UPDATE ON postmatch_sequences BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER postmatch_sequences_web_delete AFTER DELETE ON postmatch_sequences BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_batches_web_insert AFTER INSERT ON audit_batches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_batches_web_update AFTER UPDATE ON audit_batches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_batches_web_delete AFTER DELETE ON audit_batches BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_log_web_insert AFTER INSERT ON audit_log BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_log_web_update AFTER UPDATE ON audit_log BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = NEW.guild_id AND web_token IS NOT NULL;
END;
CREATE TRIGGER audit_log_web_delete AFTER DELETE ON audit_log BEGIN
    UPDATE guild_settings SET web_revision = web_revision + 1 WHERE guild_id = OLD.guild_id AND web_token IS NOT NULL;
END;
