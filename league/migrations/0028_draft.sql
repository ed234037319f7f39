-- The Team Draft List (issue 29, drafting_a_blood_bowl_team.md « TEAM DRAFT LIST »): a team created from a book roster
-- is a draft (its players and staff being chosen), then submitted by its coach, then approved by a commissioner (what
-- is left of the budget goes to its Treasury) or refused with a reason; only an approved team starts a match. Teams
-- that existed before are approved. draft_budget is a re-draft's own budget (Raise Funds), NULL for the season's.
-- A re-draft (league_play.md « RE-DRAFT TEAM ») is one per ended season (redrafted_season); draft_rehired keeps
-- {player id: what re-hiring him costs} (his Current Value + 20,000 per previous season played).
-- The season's settings gain the draft budget (1,000,000 gp by default) and the re-draft cap (1,300,000 by default).
ALTER TABLE teams ADD COLUMN draft_status TEXT NOT NULL DEFAULT 'approved'
    CHECK (draft_status IN ('draft', 'submitted', 'approved', 'refused'));
ALTER TABLE teams ADD COLUMN draft_reason TEXT;
ALTER TABLE teams ADD COLUMN draft_budget INTEGER CHECK (draft_budget IS NULL OR draft_budget >= 0);
ALTER TABLE teams ADD COLUMN redrafted_season INTEGER CHECK (redrafted_season IS NULL OR redrafted_season >= 1);
ALTER TABLE teams ADD COLUMN draft_rehired TEXT NOT NULL DEFAULT '{}'
    CHECK (json_valid(draft_rehired) AND json_type(draft_rehired) = 'object');
ALTER TABLE league_scoring ADD COLUMN draft_budget INTEGER NOT NULL DEFAULT 1000000 CHECK (draft_budget >= 0);
ALTER TABLE league_scoring ADD COLUMN redraft_cap INTEGER NOT NULL DEFAULT 1300000 CHECK (redraft_cap >= 0);
