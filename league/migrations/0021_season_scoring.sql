-- A season's scoring, frozen when the season ends (issue 29, league_play.md « QUALIFYING FOR THE PLAY-OFFS »:
-- the points and tie-breakers are made clear before the season and hold for it): /settings changes the current
-- season only, and an ended season's table never moves again. The seasons already ended keep the scoring the
-- server has now, the one their table showed until today.
ALTER TABLE season_ends ADD COLUMN scoring TEXT CHECK (scoring IS NULL OR json_valid(scoring));
UPDATE season_ends SET scoring = (
    SELECT json_object('win', l.win, 'draw', l.draw, 'loss', l.loss, 'conceded', l.conceded,
                       'tiebreakers', l.tiebreakers, 'bonus', l.bonus)
    FROM league_scoring l WHERE l.guild_id = season_ends.guild_id
) WHERE applied_batch_id IS NOT NULL;
