-- PostgreSQL twin of ../0018_friendlies_index.sql (docs/design.md): the server's friendlies by index.
CREATE INDEX matches_friendly ON matches (guild_id, id) WHERE kind = 'friendly';
