-- A team created without its roster stored the placeholder in the server's language (« non précisé », "not given"),
-- which an English reader then saw in French: it is now a mark (records.models.NO_ROSTER) each reader sees in his
-- own language.
UPDATE teams SET roster = '-' WHERE roster IN ('non précisé', 'not given');
