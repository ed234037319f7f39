-- PostgreSQL twin of ../0013_casualties_earning_spp.sql (docs/design.md): whether an applied casualty is of the
-- kind that earns casualty SPP, which the league table counts.
ALTER TABLE casualties ADD COLUMN earns_spp BIGINT CHECK (earns_spp IN (0, 1));
UPDATE casualties SET earns_spp = CASE WHEN cause IN ('block', 'arm_bar') THEN 1 ELSE 0 END
 WHERE applied_at IS NOT NULL;
