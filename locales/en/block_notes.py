"""English notes of a block for Frenzy, Grab and Sidestep (S1)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "block.note.grab": (
        "Grab: the attacker's coach picks any unoccupied square adjacent to the target (not the template; "
        "Sidestep cannot be used)."
    ),
    "block.note.sidestep": (
        "Sidestep: the target's coach picks any unoccupied square adjacent to the target (not the template)."
    ),
    "block.note.frenzy_follow": "Frenzy: the attacker must Follow-up.",
    "block.note.frenzy_again": (
        "Frenzy: the attacker must Follow-up, then block the target again, as it is still Standing (on a Blitz, "
        "this second Block costs a square of movement)."
    ),
    "block.note.frenzy_second": (
        "Frenzy: the target is still Standing, so the attacker must block it again (on a Blitz, this second Block "
        "costs a square of movement)."
    ),
}
