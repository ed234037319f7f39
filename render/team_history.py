"""A team's last audited changes, on ``/team show``: who changed what, when (coaches see every change)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

import discord

from locales import t
from records.models import AuditEntry
from render.embeds import FIELD_LIMIT, gold, truncate
from render.league import fit, when, yes_no
from render.text import safe


def _gold(value: Any) -> str:
    return t("league.gold", amount=gold(int(value))) if value is not None else t("history.unknown")


def _rules(value: Any) -> str:
    keys = json.loads(value) if isinstance(value, str) else list(value or ())
    return ", ".join(t(f"team_rule.{k}") for k in keys) or t("league.none")


#: The team columns a change line names, in this order, with how each value is written.
_FIELDS: Final[Mapping[str, tuple[str, Callable[[Any], str]]]] = {
    "name": ("history.field.name", lambda v: safe(str(v), 60)),
    "coach_id": ("league.team.coach", lambda v: f"<@{v}>"),
    "roster": ("history.field.roster", lambda v: safe(str(v), 60)),
    "treasury": ("league.team.treasury", _gold),
    "dedicated_fans": ("league.team.fans", str),
    "rerolls": ("league.team.rerolls", str),
    "reroll_cost": ("history.field.reroll_cost", _gold),
    "cheerleaders": ("league.team.cheerleaders", str),
    "assistant_coaches": ("league.team.assistants", str),
    "apothecary": ("league.team.apothecary", lambda v: yes_no(bool(v))),
    "special_rules": ("league.team.special_rules", _rules),
}


def _how(action: str) -> str:
    """Where the change came from: the post-match, an undo, or a command."""
    if action.startswith("revert:"):
        return t("history.via.revert")
    if action.startswith("postmatch"):
        return t("history.via.postmatch")
    return ""


def change_line(entry: AuditEntry) -> str:
    """« 12/11/2026 · @Marie · Trésorerie 50 000 po → 60 000 po, Relances 2 → 3 (après-match) »."""
    before, after = entry.before or {}, entry.after or {}
    if entry.op == "insert":
        what = t("history.created")
    elif entry.op == "delete":
        what = t("history.deleted")
    elif (before.get("archived_at") is None) != (after.get("archived_at") is None):
        what = t("history.archived") if after.get("archived_at") else t("history.unarchived")
    else:
        parts = [
            t("history.change", field=t(label), before=show(before.get(name)), after=show(after.get(name)))
            for name, (label, show) in _FIELDS.items()
            if name in after and before.get(name) != after.get(name)
        ]
        what = ", ".join(parts) or t("history.touched")
    how = _how(entry.action)
    return t("history.line", when=when(entry.at), who=f"<@{entry.user_id}>", what=what) + (f" {how}" if how else "")


def add_history(embed: discord.Embed, entries: Sequence[AuditEntry]) -> discord.Embed:
    """The last changes of the team, newest first (the audit log keeps them all)."""
    if entries:
        text = truncate(fit([change_line(e) for e in entries], FIELD_LIMIT), FIELD_LIMIT)
        embed.add_field(name=t("history.title", count=len(entries)), value=text, inline=False)
    return embed
