-- PostgreSQL twin of ../0016_followup_choice.sql (docs/design.md): the way a follow-up was taken, in its own row.
ALTER TABLE roll_followups ADD COLUMN choice TEXT COLLATE "C" CHECK (choice IS NULL OR length(choice) BETWEEN 1 AND 80);
