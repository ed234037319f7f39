"""The staff (Team Re-rolls, Apothecary, Assistant Coaches, Cheerleaders) and the Dedicated Fans, each with its cost."""

from __future__ import annotations

from sequences.draft.step import DraftStep

STEP = DraftStep("staff", ("staff",))
