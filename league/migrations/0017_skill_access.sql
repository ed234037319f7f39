-- A player's skill access: the Primary and Secondary skill categories of his position, as the Team Roster prints
-- them (JSON lists of rules.skills.CATEGORIES keys, « ["general", "strength"] »); empty while unknown. The
-- post-match checks an advancement's skill against them (a Secondary skill is dearer in SPP and in value).
ALTER TABLE players ADD COLUMN primary_categories TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(primary_categories) AND json_type(primary_categories) = 'array');
ALTER TABLE players ADD COLUMN secondary_categories TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(secondary_categories) AND json_type(secondary_categories) = 'array');
