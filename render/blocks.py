"""Block pictures and labels: die buttons, the kept face, the push-back template."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Container, Mapping
from typing import TYPE_CHECKING, Any, Final, Protocol

import discord

import render.embeds
import rules.block
from locales import t
from render.embeds import FIELD_LIMIT, truncate
from render.forms import DiceForm, hand_dice_field, niggling_field, skills_select, text_field
from render.text import label, maybe, outcome_text, safe
from rules import block_flags
from rules.model import Step
from rules.payloads import BlockResolution
from rules.pitch import push_grid

if TYPE_CHECKING:
    from rules.hand import HandDie

#: The skills a block names in its notes, per side (they change the block, or the other player's armour roll).
NAMED_SKILLS: Final = {
    "attacker": (
        "block",
        "tackle",
        "wrestle",
        "juggernaut",
        "horns",
        "dauntless",
        "brawler",
        "pro",
        "frenzy",
        "grab",
        "mighty_blow",
        "claws",
        "steady_footing",
        "ball_and_chain",
    ),
    "defender": (
        "block",
        "dodge",
        "wrestle",
        "stand_firm",
        "fend",
        "sidestep",
        "mighty_blow",
        "claws",
        "steady_footing",
        "ball_and_chain",
    ),
}

#: Bagarreur's or Haine's re-rolled die, typed by hand; Pro's D6 and, on 3+, the re-rolled die.
REROLL_DIE: Final = {
    **{
        skill: DiceForm(title=f"ui.block.{skill}.title", text="ui.block.brawler.die", placeholder="2", max_length=2)
        for skill in block_flags.REROLLS
    },
    "pro": DiceForm(title="ui.block.pro.title", text="ui.block.pro.dice", placeholder="4 2", max_length=5),
}

#: Push-back pictures for a block with positions unknown: straight and diagonal.
_STRAIGHT = ((0, 1), (1, 1))
_DIAGONAL = ((0, 0), (1, 1))


def die_button_label(index: int, face: str, *, lang: str) -> str:
    """The button that keeps die ``index``, showing its face (``face``: its outcome key)."""
    return label("ui.block.button.die", number=index + 1, face=label(face, lang=lang), lang=lang)[:80]


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


def _waiting(face: Step, ruleset: str, *, lang: str) -> str:
    """A kept Les Deux Plaqués the coaches have not applied yet: the face, and that they choose how."""
    return "\n".join(
        (f"**{label(face.outcome, lang=lang)}**", f"*{label('block.note.both_down_choice', ruleset, lang=lang)}*")
    )


def resolution_text(face: Step, ruleset: str, *, lang: str) -> str:
    """The kept face and what it does (once, when they say the same), its notes and the push template."""
    resolution = face.children[0]
    shown, effect = label(face.outcome, lang=lang), outcome_text(resolution, ruleset, lang=lang)
    facts = resolution.payload(BlockResolution)
    if facts.choices:  # Lutte, Juggernaut: the coaches say how it applies (buttons)
        return _waiting(face, ruleset, lang=lang)
    lines = [f"**{effect}**" if effect == shown else f"**{shown}** → {effect}"]
    detail = maybe(f"{resolution.outcome}.detail", ruleset, lang=lang)
    if detail:
        lines.append(f"*{detail}*")
    lines += [f"*{label(note, ruleset, lang=lang)}*" for note in facts.notes]
    if facts.pushed and not facts.any_square:
        lines.append(push_picture(lang=lang))
    if facts.turnover:
        lines.append(label("ui.block.turnover", lang=lang))
    return "\n".join(lines)


def _copy_of(original: discord.Embed | None, *, lang: str) -> discord.Embed:
    """A new embed to edit the block's message with: a copy of its embed (deep: ``Embed.copy`` shares the fields'
    list, so the message's own embed would change under the new one), or a bare one titled « Blocage »."""
    if original is None:
        return discord.Embed(title=label("title.block", lang=lang))
    return discord.Embed.from_dict(copy.deepcopy(original.to_dict()))


def resolution_embed(
    original: discord.Embed | None, face: Step, die: int, ruleset: str, *, chooser: str, lang: str
) -> discord.Embed:
    """The roll's embed, with the kept die and what it does added."""
    embed = _copy_of(original, lang=lang)
    name = label("ui.block.kept", number=die + 1, name=safe(chooser, 60), lang=lang)
    embed.add_field(
        name=truncate(name, 256), value=truncate(resolution_text(face, ruleset, lang=lang), FIELD_LIMIT), inline=False
    )
    return embed


def chosen_embed(
    original: discord.Embed | None, applied: Step, die: int, ruleset: str, *, chooser: str, lang: str
) -> discord.Embed:
    """The block's embed once its Les Deux Plaqués is applied (Lutte, Juggernaut, or neither): ``applied`` is the
    block as applied (:func:`rules.block.apply_both_down`), its die ``die`` the one kept.

    Its tree is drawn again from it, so it reads the way applied and no longer the suggestion nor « au choix »;
    the kept die's field (several dice) keeps only the face; a field says who applied it and what it does."""
    face = rules.block.block_faces(applied)[die]
    embed = _copy_of(original, lang=lang)
    embed.description = render.embeds.tree_text(applied, ruleset, lang=lang, title=embed.title)
    waiting = truncate(_waiting(face, ruleset, lang=lang), FIELD_LIMIT)
    for index, field in enumerate(embed.fields):
        if field.value == waiting:
            embed.set_field_at(index, name=field.name, value=f"**{label(face.outcome, lang=lang)}**", inline=False)
    name = label("ui.block.both_down.chosen", name=safe(chooser, 60), lang=lang)
    resolution = face.children[0]
    shown = dataclasses.replace(face, outcome=resolution.outcome)  # its effect, once
    embed.add_field(
        name=truncate(name, 256), value=truncate(resolution_text(shown, ruleset, lang=lang), FIELD_LIMIT), inline=False
    )
    return embed


def block_notes(
    skills: Mapping[str, Container[str]], *, blitz: bool = False, multiple_block: bool = False, lang: str
) -> list[str]:
    """A Blitz or a Blocage Multiple declared, and the skills each side brings to this block (``skills``: what each
    side has, by key)."""
    notes = []
    if blitz:
        notes.append(label("ui.block.blitz", lang=lang))
    if multiple_block:
        notes.append(label("ui.block.multiple_block", lang=lang))
    for side in ("attacker", "defender"):
        named = [label(f"skill.{key}", lang=lang) for key in NAMED_SKILLS[side] if key in skills[side]]
        if named:
            notes.append(label(f"ui.block.skills.{side}", skills=", ".join(named), lang=lang))
    return notes


class ArmourAsk(Protocol):
    """What the armour form after a block asks (:class:`rolls.blocks.ArmourNeeds`)."""

    @property
    def fallen(self) -> tuple[str, ...] | None: ...
    @property
    def hitter(self) -> tuple[str, ...] | None: ...
    @property
    def dice(self) -> HandDie | bool: ...
    @property
    def then(self) -> bool: ...


def armour_form(
    custom_id: str, side: str, reader: str, needs: ArmourAsk, values: Mapping[str, Any] | None = None
) -> discord.ui.Modal | None:
    """The armour form after a block, in ``reader``'s language: the fallen player's AR, BP and the traits he may tick
    when he is on no roster, the other player's skills, the dice (those to throw now, named when known). ``None``
    when nothing is missing. ``values``: what was typed in it before."""
    typed = values or {}
    form = discord.ui.Modal(title=truncate(t(f"ui.block.modal.title.{side}", reader), 45), custom_id=custom_id)
    if needs.fallen is not None:
        form.add_item(
            text_field(
                text=t("ui.block.modal.av", reader),
                custom_id="av",
                placeholder="9",
                default=typed.get("av") or None,
                min_length=1,
                max_length=3,
            )
        )
        form.add_item(niggling_field(reader, default=typed.get("niggling") or None))
        fallen = skills_select("fallen", needs.fallen, reader, tuple(typed.get("fallen") or ()))
        form.add_item(discord.ui.Label(text=t("ui.block.modal.fallen", reader), component=fallen))
    if needs.hitter is not None:
        hitter = skills_select("hitter", needs.hitter, reader, tuple(typed.get("hitter") or ()))
        form.add_item(discord.ui.Label(text=t("ui.block.modal.hitter", reader), component=hitter))
    if needs.dice is not False:
        kept = str(typed.get("dice") or "").strip()
        now = None if isinstance(needs.dice, bool) else needs.dice
        form.add_item(hand_dice_field(reader, now, kept=f"{kept} " if kept else None, then=needs.then))
    return form if form.children else None
