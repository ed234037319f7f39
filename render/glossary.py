"""``/rule``: a seed term or a skill as an embed, in the reader's language.

The seeds are French documents. A French reader gets a seed term's own words first, then our short
explanation (« En bref »); any other reader gets our explanation in their language, with the seed's
French words kept below it as the source. Then comes the official note. A skill or trait shows its
one line (the catalogue's ``skill.<key>.text``, in our own words), its category, Elite or not,
whether it must be used, whether it is passive, its cell of the random table and its other names.
A seed term that is a skill (Esquive, Minus, Haine (X)…) shows both. A team special rule (Bagarreurs
Brutaux…) shows its names, what it does and what the bot does with it (``team_rule.<key>.text``). A Star Player
shows his special rule (its book name, our line), each player's profile and skills, his cost and « Plays For ». An
inducement shows what it does, its « 0-N », its price and who may take it; a Prayer to Nuffle its effect and its
D16 face.
"""

from __future__ import annotations

import discord

import rules.pregame.inducements
import rules.pregame.prayers
import rules.rosters
from locales import DEFAULT_LANGUAGE, has, t
from render.embeds import FIELD_LIMIT, message_embed, truncate
from render.skill_names import skill_text
from render.text import gold, profile_text
from rules import glossary, skills
from rules.pregame import starplayers

#: The language of the seeds (the league's documents), quoted verbatim in every language.
SOURCE_LANGUAGE = "fr"


def title(entry: glossary.Entry, lang: str = DEFAULT_LANGUAGE) -> str:
    """The name in the reader's language, then the other: « Déconcentré (Distracted) », « Distracted (Déconcentré) »."""
    first, second = (entry.name, entry.english) if lang == SOURCE_LANGUAGE else (entry.english, entry.name)
    if glossary.normalize(first) == glossary.normalize(second):
        return first
    return f"{first} · {second}" if "(" in second else f"{first} ({second})"


def summary(entry: glossary.Entry, lang: str = DEFAULT_LANGUAGE) -> str:
    """Our own short explanation of the term: the skill's line for a skill, the rule's for a team special rule, a
    Star Player's special rule (its book name, our line), else the glossary's."""
    if entry.star_player:
        star = starplayers.HIRES[entry.star_player][0]
        text = t(f"starplayers.rule.{star.rule_key}.text", lang)
        return t("starplayers.rule.summary", lang, rule=star.special_rule, text=text)
    if entry.team_rule:
        return t(f"team_rule.{entry.team_rule}.text", lang)
    if entry.pregame:
        return t(f"{entry.pregame}.text", lang)
    return t(f"skill.{entry.skill}.text" if entry.skill else f"glossary.{entry.key}.text", lang)


def _skill_fields(embed: discord.Embed, skill: skills.Skill, lang: str) -> None:
    category = t(f"skill.category.{skill.category}", lang)
    shown = t("skill.rule.elite", lang, category=category) if skill.elite else category
    embed.add_field(name=t("skill.rule.category", lang), value=shown, inline=True)
    use = t("skill.rule.compulsory" if skill.compulsory else "skill.rule.optional", lang)
    when = t("skill.rule.passive" if skill.passive else "skill.rule.active", lang)
    embed.add_field(name=t("skill.rule.use", lang), value=f"{use}\n{when}", inline=True)
    if skill.table is not None:
        first, row = skill.table
        half = "1-3" if first == 1 else "4-6"
        cell = t("skill.rule.table_cell", lang, category=category, half=half, row=row)
        embed.add_field(name=t("skill.rule.table", lang), value=cell, inline=True)
    others = (*skill.french[1:], *skill.aliases)
    if others:
        names = truncate(", ".join(others), FIELD_LIMIT)
        embed.add_field(name=t("skill.rule.names", lang), value=names, inline=False)


def plays_for_text(star: starplayers.StarPlayer, lang: str) -> str:
    """« Plays For » in the reader's words: the Leagues by the book's names, « Favoured of Nurgle », « Any team » and
    the Leagues it excludes."""
    said = []
    for entry in star.plays_for:
        if entry == starplayers.ANY_TEAM:
            said.append(t("starplayers.any_team", lang))
        elif entry.startswith(starplayers.FAVOURED_OF):
            said.append(t("starplayers.favoured", lang, god=entry.removeprefix(starplayers.FAVOURED_OF).capitalize()))
        else:
            said.append(t(f"starplayers.league.{entry}", lang))
    text = ", ".join(said)
    if star.excluded:
        leagues = ", ".join(t(f"starplayers.league.{league}", lang) for league in star.excluded)
        text = f"{text} {t('starplayers.except', lang, leagues=leagues)}"
    return text


def _star_fields(embed: discord.Embed, hire: tuple[starplayers.StarPlayer, ...], lang: str) -> None:
    """A Star Player's card: each player's keywords, profile and skills (in the reader's words), the cost, « Plays
    For », and what hiring one means."""
    for star in hire:
        skills_said = ", ".join(skill_text(skill, lang=lang) for skill in star.skills)
        value = f"{profile_text(star.profile, lang)}\n{skills_said}"
        embed.add_field(
            name=f"{star.name} ({', '.join(star.keywords)})", value=truncate(value, FIELD_LIMIT), inline=False
        )
    first = hire[0]
    cost = t("starplayers.cost.pair" if first.pair else "starplayers.cost", lang, gold=gold(first.cost, lang))
    embed.add_field(name=t("starplayers.field.cost", lang), value=cost, inline=True)
    embed.add_field(name=t("starplayers.field.plays_for", lang), value=plays_for_text(first, lang), inline=True)
    embed.add_field(name=t("starplayers.field.kind", lang), value=t("starplayers.rule.kind", lang), inline=False)


def rule_embed(entry: glossary.Entry, lang: str = DEFAULT_LANGUAGE) -> discord.Embed:
    """One ``/rule`` answer: the term's words, its source and note, and for a skill its card."""
    quote = "\n".join(entry.quote)
    seed_words_first = bool(quote) and lang == SOURCE_LANGUAGE
    embed = message_embed(title(entry, lang), quote if seed_words_first else summary(entry, lang))
    if seed_words_first:
        embed.add_field(name=t("skill.rule.summary", lang), value=summary(entry, lang), inline=False)
    if entry.seed:
        embed.add_field(name=t("ui.rule.source", lang), value=t("ui.rule.seed", lang, seed=entry.seed), inline=True)
    if quote and not seed_words_first:
        embed.add_field(name=t("ui.rule.original", lang), value=truncate(quote, FIELD_LIMIT), inline=False)
    if has(f"glossary.{entry.key}.note", lang):
        note = t(f"glossary.{entry.key}.note", lang)
        embed.add_field(name=t("ui.rule.note", lang), value=truncate(note, FIELD_LIMIT), inline=False)
    if entry.skill:
        _skill_fields(embed, skills.CATALOGUE[entry.skill], lang)
    if entry.star_player:
        _star_fields(embed, starplayers.HIRES[entry.star_player], lang)
    if entry.team_rule:
        embed.add_field(name=t("team_rule.rule.kind", lang), value=t("team_rule.rule.team", lang), inline=False)
        carried = book_rosters_with(entry.team_rule, lang)
        if carried:
            embed.add_field(name=t("team_rule.rule.rosters", lang), value=", ".join(carried), inline=False)
    if entry.pregame:
        _pregame_fields(embed, entry.pregame, lang)
    return embed


def _pregame_fields(embed: discord.Embed, key: str, lang: str) -> None:
    """An inducement's « 0-N », price and who may take it (reduced prices and limits too); a prayer's D16 face."""
    kind, _, name = key.partition(".")
    if kind == "prayer":
        face = rules.pregame.prayers.BY_KEY[name].face
        embed.add_field(name=t("pregame.rule.table", lang), value=t("pregame.rule.face", lang, face=face), inline=True)
        return
    inducement = rules.pregame.inducements.BY_KEY[name]

    def gp(amount: int) -> str:
        return t("pregame.rule.gold", lang, amount=gold(amount, lang))

    cost = t("pregame.rule.varies", lang) if inducement.price is None else gp(inducement.price)
    embed.add_field(name=t("pregame.rule.most", lang), value=f"0-{inducement.most}", inline=True)
    embed.add_field(name=t("pregame.rule.price", lang), value=cost, inline=True)
    who = t(f"inducement.requires.{inducement.requires}", lang) if inducement.requires else t("pregame.rule.any", lang)
    lines = [who]
    lines += [
        t("pregame.rule.cheaper", lang, price=gp(price), who=t(f"inducement.requires.{req}", lang))
        for req, price in inducement.cheaper
    ]
    lines += [
        t("pregame.rule.more", lang, most=most, who=t(f"inducement.requires.{req}", lang))
        for req, most in inducement.more
    ]
    if inducement.group:
        lines.append(t("pregame.rule.group", lang, group=t(f"inducement.{inducement.group}", lang)))
    embed.add_field(name=t("pregame.rule.who", lang), value="\n".join(lines), inline=False)


def book_rosters_with(rule: str, lang: str) -> list[str]:
    """The book's Team Rosters that carry a team special rule, as the book lists them under it, named in the reader's
    language: a roster's first other name is its French one (« Orques Noirs »), the book's name otherwise."""
    return [
        (roster.names[0] if lang == SOURCE_LANGUAGE and roster.names else roster.name)
        for roster in rules.rosters.ROSTERS
        if rule in roster.special_rules
    ]
