-- PostgreSQL twin of ../0009_restored_sequelles.sql (docs/design.md): the séquelle a Temporarily Retiring player
-- took back at a season end is marked on its casualty record.
ALTER TABLE casualties ADD COLUMN restored_at TEXT COLLATE "C";
