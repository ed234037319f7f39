-- PostgreSQL twin of ../0021_season_scoring.sql (docs/design.md): a season's scoring, frozen when it ends.
ALTER TABLE season_ends ADD COLUMN scoring TEXT COLLATE "C" CHECK (scoring IS NULL OR json_valid(scoring));
UPDATE season_ends SET scoring = (
    SELECT json_build_object('win', l.win, 'draw', l.draw, 'loss', l.loss, 'conceded', l.conceded,
                             'tiebreakers', l.tiebreakers, 'bonus', l.bonus)::text
    FROM league_scoring l WHERE l.guild_id = season_ends.guild_id
) WHERE applied_batch_id IS NOT NULL;
