"""Block pictures and labels: die buttons, the kept face, the push-back template."""

from __future__ import annotations

import discord

from render.embeds import FIELD_LIMIT, truncate
from render.text import label, maybe, outcome_text, safe
from rules.model import Step
from rules.pitch import push_grid

#: Push-back pictures for a block with positions unknown: straight and diagonal.
_STRAIGHT = ((0, 1), (1, 1))
_DIAGONAL = ((0, 0), (1, 1))


def die_button_label(index: int, face: Step, *, lang: str) -> str:
    return label("ui.block.button.die", number=index + 1, face=label(face.outcome, lang=lang), lang=lang)[:80]


def armour_button_label(side: str, *, lang: str) -> str:
    return label(f"ui.block.button.armour.{side}", lang=lang)[:80]


def armour_done_label(side: str, roll_id: int | None, *, lang: str) -> str:
    """The used armour button: the roll it became (a moment before its number is noted: being rolled)."""
    if roll_id is None:
        return label("ui.block.button.armour_pending", lang=lang)[:80]
    return label(f"ui.block.button.armour_done.{side}", id=roll_id, lang=lang)[:80]


def reroll_button_label(index: int, skill: str = "brawler", *, lang: str) -> str:
    """Bagarreur's (``brawler``) or Haine (X)'s (``hatred``) re-roll of die ``index``."""
    return label(f"ui.block.button.{skill}", number=index + 1, lang=lang)[:80]


def both_down_button_label(outcome: str, *, lang: str) -> str:
    """One way to apply a Les Deux Plaqués (Lutte, Juggernaut), as its button says it."""
    return label(f"ui.block.both_down.option.{outcome.removeprefix('block.result.')}", lang=lang)[:80]


def push_picture(*, lang: str) -> str:
    """Both templates side by side: 🟥 attacker, 🟦 target, 🟩 the squares the attacker's coach picks from."""
    straight = push_grid(*_STRAIGHT).render().splitlines()
    diagonal = push_grid(*_DIAGONAL).render().splitlines()
    rows = [f"{a}\u2003\u2003{b}" for a, b in zip(straight, diagonal, strict=True)]
    return "\n".join(rows) + "\n" + label("ui.block.push.legend", lang=lang)


def resolution_text(face: Step, ruleset: str, *, lang: str) -> str:
    """The kept face and what it does (once, when they say the same), its notes and the push template."""
    resolution = face.children[0]
    shown, effect = label(face.outcome, lang=lang), outcome_text(resolution, ruleset, lang=lang)
    if resolution.info.get("choices"):  # Lutte, Juggernaut: the coaches say how it applies (buttons)
        return "\n".join((f"**{shown}**", f"*{label('block.note.both_down_choice', ruleset, lang=lang)}*"))
    lines = [f"**{effect}**" if effect == shown else f"**{shown}** → {effect}"]
    detail = maybe(f"{resolution.outcome}.detail", ruleset, lang=lang)
    if detail:
        lines.append(f"*{detail}*")
    lines += [f"*{label(note, ruleset, lang=lang)}*" for note in resolution.info.get("notes", ())]
    if resolution.info.get("pushed") and not resolution.info.get("any_square"):
        lines.append(push_picture(lang=lang))
    if resolution.info.get("turnover"):
        lines.append(label("ui.block.turnover", lang=lang))
    return "\n".join(lines)


def resolution_embed(
    original: discord.Embed | None, face: Step, die: int, ruleset: str, *, chooser: str, lang: str
) -> discord.Embed:
    """The roll's embed, with the kept die and what it does added."""
    embed = original.copy() if original is not None else discord.Embed(title=label("title.block", lang=lang))
    name = label("ui.block.kept", number=die + 1, name=safe(chooser, 60), lang=lang)
    embed.add_field(
        name=truncate(name, 256), value=truncate(resolution_text(face, ruleset, lang=lang), FIELD_LIMIT), inline=False
    )
    return embed


def chosen_embed(
    original: discord.Embed | None, face: Step, resolution: Step, ruleset: str, *, chooser: str, lang: str
) -> discord.Embed:
    """The block's embed, with the way its Les Deux Plaqués was applied added (Lutte, Juggernaut, or neither)."""
    import dataclasses

    embed = original.copy() if original is not None else discord.Embed(title=label("title.block", lang=lang))
    name = label("ui.block.both_down.chosen", name=safe(chooser, 60), lang=lang)
    applied = dataclasses.replace(face, outcome=resolution.outcome, children=(resolution,))  # its effect, once
    text = resolution_text(applied, ruleset, lang=lang)
    embed.add_field(name=truncate(name, 256), value=truncate(text, FIELD_LIMIT), inline=False)
    return embed
