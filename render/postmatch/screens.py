"""What every post-match screen shares: its frame (the title, the footer) and how a blocker or a note is said.

The screens themselves are drawn from the registry (:mod:`sequences.postmatch.screen`): each step's body is in its
step's module.
"""

from __future__ import annotations

import discord

from locales import t, t_map
from records.postmatch import SequenceView
from render.embeds import COLOURS, truncate
from render.postmatch.layout import facts_text, scoreline
from rules.postmatch.plan import Missing


def missing_text(m: Missing, *, lang: str) -> str:
    """A blocker or a note, as a bullet in the reader's words."""
    facts = facts_text(m.facts, lang=lang)
    if m.key == "pm.missing.roll":
        return "• " + t_map(str(m.facts["what"]), facts, lang)
    if m.key.startswith("pm.adv.problem."):
        return "• " + t("pm.pair", lang, who=facts.get("player", ""), what=t_map(m.key, facts, lang))
    return "• " + t_map(m.key, facts, lang)


def frame(view: SequenceView, *, lang: str) -> discord.Embed:
    """The embed every step draws on: the match and its score in the title, the sequence in the footer."""
    plan = view.plan
    home, away = plan.teams["home"], plan.teams["away"]
    embed = discord.Embed(
        title=truncate(scoreline("pm.title", plan, home.score_for, away.score_for, lang=lang), 256),
        colour=COLOURS["info"],
    )
    embed.set_footer(
        text=t(
            "pm.footer", lang, sequence=view.state.id, match=plan.match.id, ruleset=t(f"ruleset.{plan.ruleset}", lang)
        )
    )
    return embed
