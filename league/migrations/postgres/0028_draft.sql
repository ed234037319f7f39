-- PostgreSQL twin of ../0028_draft.sql: the Team Draft List's status, and the season's draft budget and re-draft cap.
ALTER TABLE teams ADD COLUMN draft_status TEXT COLLATE "C" NOT NULL DEFAULT 'approved'
    CHECK (draft_status IN ('draft', 'submitted', 'approved', 'refused'));
ALTER TABLE teams ADD COLUMN draft_reason TEXT COLLATE "C";
ALTER TABLE teams ADD COLUMN draft_budget BIGINT CHECK (draft_budget IS NULL OR draft_budget >= 0);
ALTER TABLE teams ADD COLUMN redrafted_season BIGINT CHECK (redrafted_season IS NULL OR redrafted_season >= 1);
ALTER TABLE teams ADD COLUMN draft_rehired TEXT COLLATE "C" NOT NULL DEFAULT '{}'
    CHECK (json_valid(draft_rehired) AND json_type(draft_rehired) = 'object');
ALTER TABLE league_scoring ADD COLUMN draft_budget BIGINT NOT NULL DEFAULT 1000000 CHECK (draft_budget >= 0);
ALTER TABLE league_scoring ADD COLUMN redraft_cap BIGINT NOT NULL DEFAULT 1300000 CHECK (redraft_cap >= 0);
