-- PostgreSQL twin of ../0008_recovered_casualties.sql (docs/design.md): a casualty recovered at once (Régénération,
-- the Apothicaire) is recorded for its PSP; the outcome CHECK is altered in place, same rows and ids.
ALTER TABLE casualties DROP CONSTRAINT casualties_outcome_check;
ALTER TABLE casualties ADD CONSTRAINT casualties_outcome_check
    CHECK (outcome IN ('casualty.badly_hurt', 'casualty.seriously_hurt', 'casualty.serious_injury',
                       'casualty.lasting_injury', 'casualty.dead', 'injury.badly_hurt', 'regeneration.regenerated',
                       'apothecary.patched_up'));
