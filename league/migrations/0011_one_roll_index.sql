-- rolls_by_guild (0001) indexes the same columns as the unique rolls_guild_id (0002), which every lookup by
-- server and id already uses: every roll paid for two indexes (issue 11).
DROP INDEX IF EXISTS rolls_by_guild;
