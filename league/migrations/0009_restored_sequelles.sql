-- A Temporarily Retiring player rolls at the season end for each characteristic reduction he carries (BB2025
-- league_play.md, Rest & Relaxation): 4+ takes it back. The séquelle taken back keeps its casualty record (the
-- history stays true) and is marked, so no later season rolls it again.
ALTER TABLE casualties ADD COLUMN restored_at TEXT;
