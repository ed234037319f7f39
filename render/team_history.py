"""A team's last audited changes, on ``/team show``: who changed what, when (coaches see every change)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

import discord

from locales import t
from records.models import AuditEntry
from render.embeds import FIELD_LIMIT, truncate
from render.league import fit, roster_text, when, yes_no
from render.text import gold, safe


def _gold(value: Any, *, lang: str) -> str:
    return (
        t("league.gold", lang, amount=gold(int(value), lang=lang)) if value is not None else t("history.unknown", lang)
    )


def _rules(value: Any, *, lang: str) -> str:
    keys = json.loads(value) if isinstance(value, str) else list(value or ())
    return ", ".join(t(f"team_rule.{k}", lang) for k in keys) or t("league.none", lang)


#: The team columns a change line names, in this order, with how each value is written.
#: Each is called with the value and the reader's language.
_FIELDS: Final[Mapping[str, tuple[str, Callable[[Any, str], str]]]] = {
    "name": ("history.field.name", lambda v, lang: safe(str(v), 60)),
    "coach_id": ("league.team.coach", lambda v, lang: f"<@{v}>"),
    "roster": ("history.field.roster", lambda v, lang: roster_text(str(v), lang)),
    "treasury": ("league.team.treasury", lambda v, lang: _gold(v, lang=lang)),
    "dedicated_fans": ("league.team.fans", lambda v, lang: str(v)),
    "rerolls": ("league.team.rerolls", lambda v, lang: str(v)),
    "reroll_cost": ("history.field.reroll_cost", lambda v, lang: _gold(v, lang=lang)),
    "cheerleaders": ("league.team.cheerleaders", lambda v, lang: str(v)),
    "assistant_coaches": ("league.team.assistants", lambda v, lang: str(v)),
    "apothecary": ("league.team.apothecary", lambda v, lang: yes_no(bool(v), lang=lang)),
    "special_rules": ("league.team.special_rules", lambda v, lang: _rules(v, lang=lang)),
}


def _how(action: str, *, lang: str) -> str:
    """Where the change came from: the post-match, an undo, or a command."""
    if action.startswith("revert:"):
        return t("history.via.revert", lang)
    if action.startswith("postmatch"):
        return t("history.via.postmatch", lang)
    return ""


def change_line(entry: AuditEntry, *, lang: str) -> str:
    """« 12/11/2026 · @Marie · Trésorerie 50 000 po → 60 000 po, Relances 2 → 3 (après-match) »."""
    before, after = entry.before or {}, entry.after or {}
    if entry.op == "insert":
        what = t("history.created", lang)
    elif entry.op == "delete":
        what = t("history.deleted", lang)
    elif (before.get("archived_at") is None) != (after.get("archived_at") is None):
        what = t("history.archived", lang) if after.get("archived_at") else t("history.unarchived", lang)
    else:
        parts = [
            t(
                "history.change",
                lang,
                field=t(label, lang),
                before=show(before.get(name), lang),
                after=show(after.get(name), lang),
            )
            for name, (label, show) in _FIELDS.items()
            if name in after and before.get(name) != after.get(name)
        ]
        what = ", ".join(parts) or t("history.touched", lang)
    how = _how(entry.action, lang=lang)
    return t("history.line", lang, when=when(entry.at, lang=lang), who=f"<@{entry.user_id}>", what=what) + (
        f" {how}" if how else ""
    )


def add_history(embed: discord.Embed, entries: Sequence[AuditEntry], *, lang: str) -> discord.Embed:
    """The last changes of the team, newest first (the audit log keeps them all)."""
    if entries:
        text = truncate(fit([change_line(e, lang=lang) for e in entries], FIELD_LIMIT, lang=lang), FIELD_LIMIT)
        embed.add_field(name=t("history.title", lang, count=len(entries)), value=text, inline=False)
    return embed
