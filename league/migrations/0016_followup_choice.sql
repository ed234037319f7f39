-- The way a follow-up was taken, in its own row: a kept Les Deux Plaqués applied with Lutte, Juggernaut or neither
-- (kind 'both_down', choice the result applied). One row says both that it was applied and how, so a click that
-- stops between two writes cannot leave a block applied without its way. NULL: a follow-up with no choice (an
-- armour roll), or a Les Deux Plaqués applied before this column (its way is then the row 'both_down:<n>').
ALTER TABLE roll_followups ADD COLUMN choice TEXT CHECK (choice IS NULL OR length(choice) BETWEEN 1 AND 80);
