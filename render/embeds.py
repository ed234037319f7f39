"""Result tree → one embed: every step with its dice, the consequences, the roll id."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

import discord

from render.pictures import pictures
from render.text import char_change, gold, label, maybe, outcome_text, safe, step_line
from rules import injury
from rules.advancement import AdvancementResult
from rules.model import PlayerEffect, Result, Step
from rules.payloads import Facts, KickoffRoot
from rules.treasury import TreasuryResult

#: Embed colour by how bad the outcome is (RULES: nothing / K.O. / éliminé / mort).
COLOURS = {
    "info": discord.Colour(0x3498DB),
    "nothing": discord.Colour(0x2ECC71),
    "ko": discord.Colour(0xE67E22),
    "casualty": discord.Colour(0xE74C3C),
    "dead": discord.Colour(0x1F1F1F),
}
_CASUALTY_PREFIXES = ("casualty.", "lasting_injury.")
_CASUALTY_KEYS = {"injury.casualty", "injury.badly_hurt"}
_NOTHING_PREFIXES = ("armour.", "injury.", "foul.")
DESCRIPTION_LIMIT = 4000
FIELD_LIMIT = 1024


def severity(outcomes: Iterable[str]) -> str:
    """The worst thing that happened, for the embed colour."""
    keys = list(outcomes)
    if "casualty.dead" in keys:
        return "dead"
    if any(k in _CASUALTY_KEYS or k.startswith(_CASUALTY_PREFIXES) for k in keys):
        return "casualty"
    if "injury.ko" in keys:
        return "ko"
    if any(k.startswith(_NOTHING_PREFIXES) for k in keys):
        return "nothing"
    return "info"


def _lines(
    step: Step,
    ruleset: str,
    depth: int = 0,
    names: Mapping[str, str] | None = None,
    *,
    lang: str,
    title: str | None = None,
    quiet: bool = False,
) -> Iterator[str]:
    """The step's line, its detail and notes, then its children one level deeper.

    A lone child that says the same as its step (a block die's Repoussé and its effect
    Repoussé, a single round of an opposed roll) is not repeated: its detail and notes
    replace the step's, and its children come up one level. ``names``: the kick-off's teams; ``title``: the
    embed's, which the first line does not repeat; ``quiet``: the step's own rule is not told (its parent says
    what happens instead).
    """
    prefix = "\u2003" * depth + ("↳ " if depth else "")
    yield prefix + step_line(step, ruleset, names, lang=lang, title=title)
    shown, children = step, step.children
    if (
        len(children) == 1
        and not children[0].dice
        and outcome_text(children[0], ruleset, names, lang=lang) == outcome_text(step, ruleset, names, lang=lang)
    ):
        shown, children = children[0], children[0].children
    # a rule is not repeated when the line below already says what happens here: a kick-off event's
    # effect, a block die's effect with these players' skills
    said = (step.kind == "kickoff.event" and any(c.kind == "kickoff.effect" for c in children)) or (
        step.kind == "block.face" and any(c.kind == "block.resolution" for c in children)
    )
    yield from _notes(shown, ruleset, depth + 1, detail=not (said or quiet), lang=lang)
    # an Apothecary's second roll kept as patched up: its row's rule (« box Morts & Blessés ») is not what happens
    hush = step.kind == "apothecary" and step.outcome == injury.APOTHECARY_PATCHED
    for child in children:
        yield from _lines(child, ruleset, depth + 1, names, lang=lang, quiet=hush)


def _notes(step: Step, ruleset: str, depth: int, *, detail: bool = True, lang: str) -> Iterator[str]:
    indent = "\u2003" * depth
    facts = step.payload(Facts)
    text = maybe(facts.detail or f"{step.outcome}.detail", ruleset, lang=lang) if detail else None
    if text:
        yield indent + f"*{text}*"
    if facts.iron_hard_skin:
        yield (indent + f"*{label('ui.iron_hard_skin.foul' if facts.foul else 'ui.iron_hard_skin', lang=lang)}*")
    if facts.broken_by == injury.MOD_CLAWS:
        yield indent + f"*{label('ui.claws_broke', lang=lang)}*"
    for note in facts.notes:
        yield indent + f"*{label(note, ruleset, lang=lang)}*"
    for char in facts.at_minimum:  # a ligue séquelle re-rolled: which characteristic, and why
        name = label(f"char.{str(char).lower()}", lang=lang)
        yield indent + f"*{label('ui.lasting_injury.rerolled', char=name, lang=lang)}*"


def team_names(root: Step, *, lang: str) -> dict[str, str] | None:
    """A kick-off's two teams as its lines name them: the match's team names, else « l'équipe qui frappe »."""
    if root.kind != "kickoff":
        return None
    names = {}
    kickoff = root.payload(KickoffRoot)
    for side in ("kicking", "receiving"):
        name = kickoff.team(side).name
        names[side] = safe(name, 60) if name else label(f"kickoff.team.{side}", lang=lang)
        # where a sentence goes on, « l’équipe receveuse » keeps its small letter; a team's name stays as it is
        names[f"{side}_mid"] = safe(name, 60) if name else label(f"kickoff.team.{side}.mid", lang=lang)
    return names


def effect_lines(effect: PlayerEffect, ruleset: str, *, lang: str) -> list[str]:
    """What happens to the player, in the seeds' words (RPM, BP, Haine…)."""
    lines = []
    if effect.dead:
        lines.append(label("effect.dead", lang=lang))
    elif effect.out_for_match:
        lines.append(label("effect.out_for_match", lang=lang))
    if effect.reserves:
        lines.append(label("effect.reserves", lang=lang))
    if effect.miss_next_game:
        lines.append(label("effect.miss_next_game", lang=lang))
    if effect.niggling:
        lines.append(label("effect.niggling", count=effect.niggling, lang=lang))
    if effect.characteristic:
        lines.append(
            label("effect.characteristic", change=char_change(effect.characteristic, -1, lang=lang), lang=lang)
        )
    if effect.hatred:
        if effect.hatred_candidates:
            names = ", ".join(safe(k, 40) for k in effect.hatred_candidates)
            lines.append(label("effect.hatred", keywords=names, lang=lang))
        else:
            lines.append(label("effect.hatred_pending", lang=lang))
    if effect.sent_off:
        lines.append(label("effect.sent_off", lang=lang))
    return lines


def summary_fields(result: Result, *, lang: str) -> list[tuple[str, str]]:
    """Facts a richer result carries beyond its tree (gold left, improvements allowed)."""
    if isinstance(result, TreasuryResult):
        body = label(
            "ui.treasury.body",
            before=gold(result.treasury, lang=lang),
            left=gold(result.left, lang=lang),
            lost=gold(result.lost, lang=lang),
            lang=lang,
        )
        return [(label("ui.treasury", lang=lang), body)]
    if isinstance(result, AdvancementResult):
        if result.skill_instead:
            return [(label("ui.advancement", lang=lang), label("ui.advancement.skill", lang=lang))]
        options = ", ".join(f"+1 {label('char.' + c.lower(), lang=lang)}" for c in result.available)
        return [(label("ui.advancement", lang=lang), label("ui.advancement.options", options=options, lang=lang))]
    return []


def truncate(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def tree_text(root: Step, ruleset: str, *, lang: str, title: str | None = None) -> str:
    """A roll's tree, line by line, as its embed's description shows it (``title``: the embed's, not repeated)."""
    names = team_names(root, lang=lang)
    return truncate("\n".join(_lines(root, ruleset, names=names, lang=lang, title=title)), DESCRIPTION_LIMIT)


def roll_embed(
    result: Result,
    *,
    title: str,
    roller: str,
    roll_id: int | None,
    notes: Iterable[str] = (),
    lang: str,
) -> discord.Embed:
    """The embed for any roll: the tree line by line, consequences, footer with id and ruleset."""
    embed = discord.Embed(
        title=truncate(title, 256),
        description=tree_text(result.root, result.ruleset, lang=lang, title=title),
        colour=COLOURS[severity(result.outcomes())],
    )
    embed.set_author(name=label("ui.rolled_by", name=safe(roller, 80), lang=lang))
    consequences = effect_lines(result.effect, result.ruleset, lang=lang)
    if consequences:
        embed.add_field(
            name=label("ui.consequences", lang=lang), value=truncate("\n".join(consequences), FIELD_LIMIT), inline=False
        )
    for name, value in summary_fields(result, lang=lang):
        embed.add_field(name=name, value=truncate(value, FIELD_LIMIT), inline=False)
    for drawing in pictures(result.root):
        embed.add_field(
            name=label("ui.template", lang=lang),
            value=drawing + "\n" + label("ui.template.legend", lang=lang),
            inline=False,
        )
    extra = [n for n in notes if n]
    if extra:
        embed.add_field(name=label("ui.notes", lang=lang), value=truncate("\n".join(extra), FIELD_LIMIT), inline=False)
    footer = label("ui.footer", name=label(f"ruleset.{result.ruleset}", lang=lang), lang=lang)
    if roll_id is not None:
        footer = label("ui.footer_id", id=roll_id, lang=lang) + " · " + footer
    embed.set_footer(text=footer)
    return embed


def message_embed(title: str, description: str, *, colour: str = "info") -> discord.Embed:
    """A plain informational embed (help, settings, glossary)."""
    return discord.Embed(
        title=truncate(title, 256), description=truncate(description, DESCRIPTION_LIMIT), colour=COLOURS[colour]
    )
