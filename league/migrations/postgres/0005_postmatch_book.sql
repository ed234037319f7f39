-- PostgreSQL twin of ../0005_postmatch_book.sql (docs/design.md). Where SQLite rebuilds a table to change a CHECK,
-- PostgreSQL alters the constraint in place: same rows, ids, column order and indexes.

-- A team's special rules: JSON array of rule keys (rules/team_rules.py). Existing teams get the rules the book
-- gives their roster when the roster is typed with one of the usual names (a commissioner can change them).
ALTER TABLE teams ADD COLUMN special_rules TEXT COLLATE "C" NOT NULL DEFAULT '[]'
    CHECK (json_valid(special_rules) AND json_type(special_rules) = 'array');
UPDATE teams SET special_rules = '["brawlin_brutes","team_captain"]'
    WHERE lower(trim(roster)) IN ('orc', 'orcs', 'orque', 'orques');
UPDATE teams SET special_rules = '["brawlin_brutes","bribery_and_corruption"]'
    WHERE lower(trim(roster)) IN ('black orc', 'black orcs', 'orques noirs', 'orque noir', 'dwarf', 'dwarfs',
                                   'dwarves', 'nain', 'nains');
UPDATE teams SET special_rules = '["brawlin_brutes","favoured_of"]' WHERE lower(trim(roster)) IN ('khorne', 'nurgle');
UPDATE teams SET special_rules = '["brawlin_brutes","low_cost_linemen"]' WHERE lower(trim(roster)) IN ('ogre', 'ogres');

-- A journeyman (a Lineman taken on for one match, with Loner): hired in the post-match or lost.
ALTER TABLE players ADD COLUMN journeyman BIGINT NOT NULL DEFAULT 0 CHECK (journeyman IN (0, 1));
-- Temporarily Retiring (after a Séquelle): stays on the roster, plays no more this season.
ALTER TABLE players ADD COLUMN temporarily_retired BIGINT NOT NULL DEFAULT 0 CHECK (temporarily_retired IN (0, 1));

-- Casualties: the causes of rules/causes.py (a Special Action, a thrown team-mate, Arm Bar, ``unknown`` when the
-- roll did not say), and caused_by_name for an author outside the rosters (a Star Player, a Mercenary).
ALTER TABLE casualties DROP CONSTRAINT casualties_cause_check;
ALTER TABLE casualties ADD CONSTRAINT casualties_cause_check
    CHECK (cause IN ('block', 'foul', 'stab', 'chainsaw', 'projectile_vomit', 'breathe_fire', 'bomb',
                     'throw_team_mate', 'kick_team_mate', 'arm_bar', 'crowd', 'rock', 'pitch_invasion', 'other',
                     'unknown'));
ALTER TABLE casualties ADD COLUMN caused_by_name TEXT COLLATE "C"
    CHECK (caused_by_name IS NULL OR length(caused_by_name) BETWEEN 1 AND 100);
ALTER TABLE casualties ADD CHECK (caused_by_name IS NULL OR (caused_by_id IS NULL AND caused_by_team_id IS NOT NULL));

-- The post-match gains the hiring step (between advancements and expensive mistakes), and remembers the message of
-- its posted summary, so an undo can mark it cancelled.
ALTER TABLE postmatch_sequences DROP CONSTRAINT postmatch_sequences_step_check;
ALTER TABLE postmatch_sequences ADD CONSTRAINT postmatch_sequences_step_check
    CHECK (step IN ('outcome', 'fans', 'casualties', 'spp', 'advancements', 'hiring', 'mistakes', 'next', 'preview'));
ALTER TABLE postmatch_sequences ADD COLUMN summary_channel_id BIGINT;
ALTER TABLE postmatch_sequences ADD COLUMN summary_message_id BIGINT;

-- The outcome keys of the post-match's rolls were renamed with the code (postgame.* → postmatch.*, the off-season's
-- → season.roll.*): stored rolls say the new keys, so they are shown as before.
UPDATE rolls SET result = replace(replace(result, '"postgame.season.', '"season.roll.'), '"postgame.', '"postmatch.'),
                 outcomes = replace(replace(outcomes, '"postgame.season.', '"season.roll.'), '"postgame.', '"postmatch.')
    WHERE result LIKE '%"postgame.%' OR outcomes LIKE '%"postgame.%';
