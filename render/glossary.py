"""``/rule``: a seed term or a skill as an embed.

A seed term shows the seed's own words first, then the official note. A skill or trait shows its
one line (the catalogue's ``skill.<key>.text``, in our own words), its category, Elite or not,
whether it must be used, whether it is passive, its cell of the random table and its other names.
A seed term that is a skill (Esquive, Minus, Haine (X)…) shows both.
"""

from __future__ import annotations

import discord

from locales import t
from render.embeds import FIELD_LIMIT, message_embed, truncate
from rules import glossary, skills


def _skill_fields(embed: discord.Embed, skill: skills.Skill, *, with_summary: bool) -> None:
    if with_summary:
        embed.add_field(name=t("skill.rule.summary"), value=t(f"skill.{skill.key}.text"), inline=False)
    category = t(f"skill.category.{skill.category}")
    shown = t("skill.rule.elite", category=category) if skill.elite else category
    embed.add_field(name=t("skill.rule.category"), value=shown, inline=True)
    use = t("skill.rule.compulsory" if skill.compulsory else "skill.rule.optional")
    when = t("skill.rule.passive" if skill.passive else "skill.rule.active")
    embed.add_field(name=t("skill.rule.use"), value=f"{use}\n{when}", inline=True)
    if skill.table is not None:
        first, row = skill.table
        cell = t("skill.rule.table_cell", category=category, half="1-3" if first == 1 else "4-6", row=row)
        embed.add_field(name=t("skill.rule.table"), value=cell, inline=True)
    others = (*skill.french[1:], *skill.aliases)
    if others:
        embed.add_field(name=t("skill.rule.names"), value=truncate(", ".join(others), FIELD_LIMIT), inline=False)


def rule_embed(entry: glossary.Entry) -> discord.Embed:
    """One ``/rule`` answer: the term's words, its source and note, and for a skill its card."""
    skill = skills.CATALOGUE[entry.skill] if entry.skill else None
    description = entry.definition or (t(f"skill.{skill.key}.text") if skill else "")
    embed = message_embed(entry.full_name, description)
    if entry.seed:
        embed.add_field(name=t("ui.rule.source"), value=t("ui.rule.seed", seed=entry.seed), inline=True)
    if entry.note:
        embed.add_field(name=t("ui.rule.note"), value=truncate(entry.note, FIELD_LIMIT), inline=False)
    if skill is not None:
        _skill_fields(embed, skill, with_summary=bool(entry.definition))
    return embed
