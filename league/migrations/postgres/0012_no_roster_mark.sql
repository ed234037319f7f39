-- PostgreSQL twin of ../0012_no_roster_mark.sql (docs/design.md): the placeholder roster becomes a mark.
UPDATE teams SET roster = '-' WHERE roster IN ('non précisé', 'not given');
