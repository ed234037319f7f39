"""English words of the injury rolls said apart: a fumbled Kick Team-mate (Stunned counts as KO) and a player hit
while already down (no Steady Footing, no +3 of his own Chainsaw)."""

from __future__ import annotations

from locales.en.commands import option_labels

LABELS: dict[str, str] = {
    "injury.stunned_as_ko.detail": "Any Stunned result on this Injury Roll is treated as Knocked-out.",
    **option_labels("injury", stunned_ko="Stunned counts as KO (the kicked team-mate of a Fumbled Kick Team-mate)"),
    **option_labels(
        "armour",
        already_down=(
            "Victim already Prone or Stunned (a bomb): not Knocked Down, no Steady Footing nor own Chainsaw +3"
        ),
    ),
}
