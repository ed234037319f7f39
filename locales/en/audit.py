"""English labels: what a second reading of the rules against the book added.

Steady Footing before the armour roll, Chainsaw's +3 on its fallen owner, Arm Bar and Lethal Flight
as their own causes' +1, and what the post-match and the season end say about them.
"""

from __future__ import annotations

from locales.en.commands import option_labels

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
    # --- a casualty recovered at once, recorded for its PSP -------------------------------------------
    "choice.regeneration.regenerated": "Regenerated (back to the Reserves, SPP still earned)",
    "choice.apothecary.patched_up": "Patched up by the Apothecary (back to the Reserves, SPP still earned)",
    "league.outcome.regeneration.regenerated": "Regenerated",
    "league.outcome.apothecary.patched_up": "Patched up by the Apothecary",
    "pm.cas.recovered": "back to the Reserves, no lasting effect",
    "pm.cas.pending_regeneration": "🎲 Regeneration to roll first (D6, 4+: back to the Reserves)",
    "error.casualty.dead_pending": (
        "{player} died in a casualty already recorded (#{casualty}) that the post-match has not applied "
        "yet: they can no longer be hurt."
    ),
    "pm.adv.draw_unusable": "🎲 {dice} → {skill} (not with their other skills: drawn again)",
    "pm.adv.problem.unusable": "cannot take {skill} with their other skills or traits",
    "error.postmatch.nominees_rolled": (
        "The MVP die is already rolled: the nominees no longer change (nominate them, then roll)."
    ),
    # --- the season end: a Temporarily Retiring player's séquelles ----------------------------------
    "step.season_reduction": "Lasting Injury (Temporarily Retiring, off-season)",
    "season.roll.reduction.lost": "Characteristic reduction removed",
    "season.roll.reduction.kept": "Characteristic reduction remains",
    "season.slot.reduction": "🎲 Lasting Injury while Temporarily Retiring: {player} (D6)",
    "season.reduction": "Lasting Injury -1 {char} 🎲 {die}: {result}",
    "season.reduction.back": "removed",
    "season.reduction.kept": "remains",
    "season.retired_back": "back from Temporarily Retiring",
    # --- Hatred (X) in a block ---------------------------------------------------------------------
    "ui.block.button.hatred": "Hatred: re-roll die {number}",
    "ui.block.hatred.title": "Hatred (X): the re-rolled die",
    "ui.block.hatred.used": "A Player Down die was re-rolled with Hatred (X).",
    "error.block.hatred_already_rerolled": "Hatred (X) already re-rolled a die of this block.",
    "injury.ball_and_chain.detail": (
        "Ball & Chain: no Armour Roll, an Injury Roll at once, any Stunned result treated as Knocked-out."
    ),
    "pm.cas.pending_decay": "🎲 Casualty Roll to make (D16 + {niggling} NI + 1 Decay)",
}

_STEADY = "The target has Steady Footing (on a 6 on a D6 it is not Knocked Down: no Armour Roll)"
_CHAINSAW = "The target carries a Chainsaw (+3 to its Armour Roll when it is Knocked Down)"


#: The fallen player's Steady Footing and Chainsaw, on /armour and /odds armour.
LABELS.update(
    {
        **option_labels("armour", steady_footing=_STEADY, chainsaw=_CHAINSAW),
        **option_labels("odds armour", steady_footing=_STEADY, chainsaw=_CHAINSAW),
    }
)
