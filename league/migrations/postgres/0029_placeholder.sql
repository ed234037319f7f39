-- Placeholder for another branch's migration 0029 (migrations are gap-free): delete it when that one merges.
SELECT 1;
