-- The server's friendlies, found without reading its matches (league.match_kinds.FRIENDLIES_SQL): the leaderboard
-- leaves their casualties out, and only a server that plays friendlies pays for that filter.
CREATE INDEX matches_friendly ON matches (guild_id, id) WHERE kind = 'friendly';
