"""English labels: what the post-match checks before Confirm (a player hurt twice, a player without a value)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "pm.missing.casualty_twice": "{player} has {count} casualties that each sent them to the Casualty box, which no "
    "player leaves during the match (only an Apothecary's Patch-up or Regeneration sends them to the Reserves). "
    "Remove the one recorded by mistake (menu “Remove a casualty”).",
    "pm.cas.twice": "⚠️ this player already leaves the match through another casualty",
    "pm.missing.player_value": "{player} has no known value, and their advancement raises it: give their current "
    "value (Hiring Fee + earlier Value Increases) with /player edit value:, or remove the advancement and add it "
    "again (the form asks for it).",
    "pm.modal.adv.value": "Their current value (gp), unknown",
    "pm.modal.adv.value_hint": "Hiring Fee + earlier Value Increases: 85000 or 85k",
    "pm.note.victim_dead": "{player} already died in this match: this casualty is only closed.",
    "pm.cas.spp_conceded": "no SPP for {causer} (their team conceded)",
    "ui.record.twice": "⚠️ This player already has a casualty recorded in this match that took them off the pitch "
    "(casualty #{casualty}): no player leaves the Casualty box during the match (only an Apothecary's Patch-up or "
    "Regeneration sends them to the Reserves). If one of the two is a mistake, the post-match will have it removed "
    "before Confirm.",
}
