"""English labels: what the post-match checks before Confirm (a player hurt twice, a player without a value)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "pm.missing.casualty_twice": "{player} has {count} casualties that each sent them to the Casualty box, which no "
    "player leaves during the match (only an Apothecary's Patch-up or Regeneration sends them to the Reserves). "
    "Remove the one recorded by mistake (menu “Remove a casualty”).",
    "pm.cas.twice": "⚠️ this player already leaves the match through another casualty",
}
