-- What kind of match this is (league_play.md « League Fixtures », « Friendlies »): a league fixture (every match
-- before this column), a friendly (no post-match in BB2025, never in the table), or a fixture left unplayed at
-- the end of its time limit (recorded by a commissioner: a loss for both, or a concession for real-life reasons).
ALTER TABLE matches ADD COLUMN kind TEXT NOT NULL DEFAULT 'league' CHECK (kind IN ('league', 'friendly', 'unplayed'));
