-- Reserved: migration 0025 is the "season" branch's (0025_playoffs.sql). This empty file keeps the numbering
-- gap-free on the "inducements" branch only; delete it when both branches are merged (league.schema refuses two
-- migrations numbered 0025), then regenerate schema.sql (python -m league.schema).
SELECT 1;
