"""Prayers to Nuffle: a D16 per prayer bought, never the same result twice for a team (re-rolled), each effect named.
Rolled by the bot (« Lancer les dés ») or typed by hand (« Dés à la main »), as every die of a sequence."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from render.postmatch import ids
from render.postmatch.ids import Action, Kind
from render.postmatch.layout import OptionSpec, Row, SelectSpec
from render.skill_names import skill_text
from render.text import safe
from rules.errors import DomainError
from rules.pregame.prayers import BY_FACE, BY_KEY, PLAYER_EFFECTS
from rules.pregame.sequence import (
    SIDES,
    Side,
    owed as still_owed,
    pick_candidates as candidates,
    training_skills,
    with_pick,
)
from sequences import engine
from sequences.pregame.forms import skill_modal
from sequences.pregame.step import Act, Edit, Event, PregameStep, Reply, coach_of, named_side, team_name

#: The Prayer whose player also gets a Primary Skill of his coach's choice.
TRAINING = BY_KEY["intensive_training"]


def owed(view: PregameView, side: Side) -> int:
    """The prayers ``side`` bought and has not rolled yet."""
    return still_owed(view.state.inputs, view.pregame, side)


def pending(view: PregameView) -> bool:
    return any(owed(view, side) > 0 for side in SIDES)


def _line(view: PregameView, side: Side, face: int, *, lang: str) -> str:
    """« 4 : Homme de Fer », with the players it selected once chosen."""
    prayer = t(f"prayer.{BY_FACE[face].key}", lang)
    picked = [p.player_id for p in view.state.inputs.side(side).picks if p.face == face]
    if not picked:
        return t("pg.prayers.rolled", lang, face=face, prayer=prayer)
    labels = {p.id: p.label or str(p.id) for s in SIDES for p in view.state.snapshot.team(s).players}
    players = ", ".join(safe(labels.get(pid, str(pid)), 60) for pid in picked)
    skill = next((p.skill for p in view.state.inputs.side(side).picks if p.face == face and p.skill), "")
    if skill:
        players = f"{players} ({skill_text(skill, lang=lang)})"
    return t("pg.prayers.picked", lang, face=face, prayer=prayer, players=players)


def _selecting(view: PregameView, side: Side) -> list[int]:
    """The faces ``side`` rolled whose Prayer selects players (:data:`PLAYER_EFFECTS`)."""
    return [f for f in view.state.inputs.side(side).prayers if f in BY_FACE and BY_FACE[f].key in PLAYER_EFFECTS]


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        faces = view.state.inputs.side(side).prayers
        lines = [_line(view, side, f, lang=lang) for f in faces]
        if owed(view, side) > 0:
            lines.append(t("pg.prayers.owed", lang, count=owed(view, side)))
        embed.add_field(name=team_name(view, side), value="\n".join(lines) or t("pg.prayers.none", lang), inline=True)
    selecting = any(_selecting(view, side) for side in SIDES)
    return [t("pg.prayers.help", lang), *([t("pg.prayers.pick_help", lang)] if selecting else [])]


def _rows(view: PregameView, *, lang: str) -> list[Row]:
    """One menu per Prayer rolled that selects players: the players it may select (those playing, never a Star
    Player), the ones selected shown chosen."""
    rows: list[Row] = []
    for side in SIDES:
        picks = view.state.inputs.side(side).picks
        for face in _selecting(view, side):
            chosen = {p.player_id for p in picks if p.face == face}
            players = candidates(view.state.snapshot, view.state.inputs, side, face)
            options = tuple(
                OptionSpec((p.label or str(p.id))[:100], str(p.id), default=p.id in chosen) for p in players[:25]
            )
            if options:
                prayer = t(f"prayer.{BY_FACE[face].key}", lang)
                placeholder = t("pg.prayers.pick", lang, prayer=prayer, team=team_name(view, side))[:150]
                rows.append(SelectSpec(Action.PG_PRAYER, placeholder, options, arg=f"{side}.{face}"))
    return rows


def _pick(event: Event) -> Reply:
    """« <side>.<face> »: the player chosen in that Prayer's menu (:func:`rules.pregame.sequence.with_pick`)."""
    arg, _, face = event.arg.partition(".")
    side, snapshot = named_side(arg), event.view.state.snapshot
    if not face.isdecimal() or not event.value.isdecimal():
        raise DomainError("pm.error.stale")
    player = int(event.value)
    if BY_FACE.get(int(face)) == TRAINING and training_skills(
        snapshot, event.view.state.inputs, side, int(face), player
    ):
        return engine.OpenForm(training_modal, (side, int(face), player))
    return Edit(lambda inputs, plan: with_pick(snapshot, inputs, side, int(face), player))


def training_modal(view: PregameView, side: Side, face: int, player: int, *, lang: str, tag: str) -> discord.ui.Modal:
    """Intensive Training's player: his Primary Skill, one menu per Primary category of his line."""
    return skill_modal(
        t("prayer.intensive_training", lang),
        ids.build(Kind.PREGAME, view.state.id, Action.PG_PRAYER_SET, f"{side}.{face}.{player}", tag),
        t("pg.prayers.training_help", lang),
        training_skills(view.state.snapshot, view.state.inputs, side, face, player),
        lang=lang,
    )


def _training_set(event: Event) -> Reply:
    """« <side>.<face>.<player> »: the Primary Skill chosen in one of the form's menus (none: the player alone)."""
    head, face, player = [*event.arg.split("."), "", ""][:3]
    side, snapshot, inputs = named_side(head), event.view.state.snapshot, event.view.state.inputs
    if not face.isdecimal() or not player.isdecimal():
        raise DomainError("pm.error.stale")
    categories = training_skills(snapshot, inputs, side, int(face), int(player))
    picked = [skill for category, _ in categories if (skill := event.field(category))]
    if len(picked) > 1:
        raise DomainError("error.pregame.prayer_pick")
    chosen = picked[0] if picked else ""
    return Edit(lambda inputs, plan: with_pick(snapshot, inputs, side, int(face), int(player), chosen))


def _coach_of_prayer(view: PregameView, arg: str, user_id: int) -> bool:
    """The coach of the team that prayed (the side before the dot) selects its players, the opposition's too."""
    return coach_of(view, arg.partition(".")[0], user_id)


def _blocked(view: PregameView, lang: str) -> list[str]:
    return [t("pg.prayers.to_roll", lang)] if pending(view) else []


STEP = PregameStep(
    "prayers",
    _body,
    rows=_rows,
    actions={
        Action.PG_PRAYER: Act(_pick, open_to=_coach_of_prayer),
        Action.PG_PRAYER_SET: Act(_training_set, open_to=_coach_of_prayer, form=True),
    },
    blocked=_blocked,
    pending=pending,
)
