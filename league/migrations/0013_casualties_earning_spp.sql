-- Whether a casualty is of the kind that earns casualty SPP (postgame-reference §9: a Block's, an Arm Bar's; a
-- Special Action's only for a Violent Innovator, a thrown team-mate's only with Lethal Flight): the book's
-- « casualties caused » that the league table counts. The post-match decides it when it applies the casualty
-- (rules.causes.earns_spp, with the causer's skills); NULL until then.
ALTER TABLE casualties ADD COLUMN earns_spp INTEGER CHECK (earns_spp IN (0, 1));
-- Casualties applied before this column: decided from the cause alone (the causer's skills then are not kept);
-- undo and apply again a post-match whose Violent Innovator or Lethal Flight casualty should count.
UPDATE casualties SET earns_spp = CASE WHEN cause IN ('block', 'arm_bar') THEN 1 ELSE 0 END
 WHERE applied_at IS NOT NULL;
