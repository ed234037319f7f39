"""English labels: what a second reading of the rules against the book added.

Steady Footing before the armour roll, Chainsaw's +3 on its fallen owner, Arm Bar and Lethal Flight
as their own causes' +1, and what the post-match and the season end say about them.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    # --- the armour roll ------------------------------------------------------------------------
    "step.steady_footing": "Steady Footing",
    "steady_footing.held": "Steady Footing: stays on their feet",
    "steady_footing.held.detail": (
        "On a 6 the player is not Knocked Down: no Armour Roll, no Turnover, they carry on as if nothing happened."
    ),
    "steady_footing.failed": "Steady Footing failed",
    "steady_footing.failed.detail": "On a 1-5 the player is Knocked Down: make their Armour Roll.",
    "mod.chainsaw": "Chainsaw",
    "mod.arm_bar": "Arm Bar",
    "mod.lethal_flight": "Lethal Flight",
}

_STEADY = "The target has Steady Footing (on a 6 on a D6 it is not Knocked Down: no Armour Roll)"
_CHAINSAW = "The target carries a Chainsaw (+3 to its Armour Roll when it is Knocked Down)"


def _options(command: str, **options: str) -> dict[str, str]:
    """Catalogue keys of options added to a command (its other keys live in ``commands``); names are the code's."""
    out = {}
    for option, desc in options.items():
        out[f"cmd.{command}.opt.{option}.name"] = option
        out[f"cmd.{command}.opt.{option}.desc"] = desc
    return out


#: The fallen player's Steady Footing and Chainsaw, on /armour and /odds armour.
LABELS.update(
    {
        **_options("armour", steady_footing=_STEADY, chainsaw=_CHAINSAW),
        **_options("odds armour", steady_footing=_STEADY, chainsaw=_CHAINSAW),
    }
)
