"""Star Players and Mercenary Players: at most two Star Player choices per team (a pair counts as one), never above 16
players, from those its roster may hire (« Plays for »); both teams may hire the same one. Chosen again: taken off.
A Mercenary is a line of the team's roster (its cost + 30,000, Loner (4+)), with one Primary skill it lacks or none
(+50,000), chosen in a form: one menu per Primary category."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from render.positions import mercenary_text, position_text
from render.postmatch import ids
from render.postmatch.ids import Action, Kind
from render.postmatch.layout import OptionSpec, Row, SelectSpec
from rules.errors import DomainError
from rules.pregame import inducements as ind, starplayers
from rules.pregame.sequence import SIDES, Side, available_stars, with_mercenary, with_star, without_mercenary
from sequences import engine
from sequences.pregame.forms import skill_modal
from sequences.pregame.step import Act, Edit, Event, PregameStep, Reply, coach_of, money, named_side, team_name


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        done = view.pregame.side(side)
        chosen = view.state.inputs.side(side)
        names = [starplayers.name_of(starplayers.find(k) or ()) for k in chosen.stars]
        lines = [t("pg.stars.hired", lang, names=", ".join(names)) if names else t("pg.stars.none", lang)]
        if chosen.mercenaries:
            hired = ", ".join(mercenary_text(done.team.roster, m, lang=lang) for m in chosen.mercenaries)
            lines.append(t("pg.mercs.hired", lang, names=hired))
        left = done.budget.total - done.purchase.total
        players = done.fielded + len(chosen.mercenaries) + sum(s.players for s in done.stars)
        lines.append(t("pg.stars.left", lang, left=money(left, lang), players=players))
        embed.add_field(name=team_name(view, side), value="\n".join(lines), inline=True)
    return [t("pg.stars.help", lang), t("pg.mercs.help", lang)]


def _rows(view: PregameView, *, lang: str) -> list[Row]:
    rows: list[Row] = []
    for side in SIDES:
        done = view.pregame.side(side)
        chosen = set(view.state.inputs.side(side).stars)
        left = done.budget.total - done.purchase.total
        hires = dict.fromkeys(star.hire for star in available_stars(done.team))
        options = []
        for key in hires:
            hire = starplayers.HIRES[key]
            price = starplayers.fee(hire)
            if key in chosen or price <= left:
                label = f"{starplayers.name_of(hire)} ({money(price, lang)})"
                options.append(OptionSpec(label[:100], key, default=key in chosen))
        if options:
            placeholder = t("pg.stars.choose", lang, team=team_name(view, side))
            rows.append(SelectSpec(Action.PG_STAR, placeholder, tuple(options[:25]), arg=side))
    rows += [row for side in SIDES if (row := _mercenary_row(view, side, lang=lang)) is not None]
    return rows


def _mercenary_row(view: PregameView, side: Side, *, lang: str) -> SelectSpec | None:
    """One menu per team: the lines of its roster it can afford (« add.<line> »), then its Mercenaries to take off
    (« drop.<rank> »)."""
    from rules import rosters

    done = view.pregame.side(side)
    book = rosters.find(done.team.roster)
    left = done.budget.total - done.purchase.total
    options = []
    for line in book.positions if book is not None else ():
        price = line.cost + ind.MERCENARY_EXTRA
        if price <= left:
            label = t("pg.mercs.add", lang, position=position_text(done.team.roster, line.key, lang=lang))
            options.append(OptionSpec(f"{label} ({money(price, lang)})"[:100], f"add.{line.key}"))
    for rank, mercenary in enumerate(view.state.inputs.side(side).mercenaries):
        name = mercenary_text(done.team.roster, mercenary, lang=lang)
        options.append(OptionSpec(t("pg.mercs.drop", lang, name=name)[:100], f"drop.{rank}"))
    if not options:
        return None
    placeholder = t("pg.mercs.choose", lang, team=team_name(view, side))
    return SelectSpec(Action.PG_MERC, placeholder, tuple(options[-25:]), arg=side)


def _star(event: Event) -> Reply:
    side, key, snapshot = named_side(event.arg), event.value, event.view.state.snapshot
    return Edit(lambda inputs, plan: with_star(snapshot, inputs, side, key))


def _primary(view: PregameView, side: Side, key: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(category, the skills of it the line lacks) for each of the line's Primary categories."""
    from rules.skills import CATALOGUE

    line = ind.mercenary_line(view.state.snapshot.team(side).roster, ind.Mercenary(key))
    return tuple(
        (category, tuple(s.key for s in CATALOGUE.values() if s.category == category and s.key not in line.skills))
        for category in line.primary
    )


def _mercenary(event: Event) -> Reply:
    """« add.<line> »: his Primary skill asked in a form (none to ask: bought now); « drop.<rank> »: taken off."""
    side, snapshot = named_side(event.arg), event.view.state.snapshot
    what, _, key = event.value.partition(".")
    if what == "drop" and key.isdecimal():
        return Edit(lambda inputs, plan: without_mercenary(snapshot, inputs, side, int(key)))
    if what != "add" or not key:
        raise DomainError("pm.error.stale")
    if not _primary(event.view, side, key):
        return Edit(lambda inputs, plan: with_mercenary(snapshot, inputs, side, key))
    return engine.OpenForm(mercenary_modal, (side, key))


def mercenary_modal(view: PregameView, side: Side, key: str, *, lang: str, tag: str) -> discord.ui.Modal:
    """A Mercenary of line ``key``: at most one Primary skill, one menu per Primary category, each left empty for
    none."""
    roster = view.state.snapshot.team(side).roster
    return skill_modal(
        t("pg.mercs.title", lang, position=position_text(roster, key, lang=lang)),
        ids.build(Kind.PREGAME, view.state.id, Action.PG_MERC_SET, f"{side}.{key}", tag),
        t("pg.mercs.form_help", lang),
        _primary(view, side, key),
        lang=lang,
    )


def _coach_of_form(view: PregameView, arg: str, user_id: int) -> bool:
    """The form's custom id names « <side>.<line> »: the coach of that side."""
    return coach_of(view, arg.partition(".")[0], user_id)


def _mercenary_set(event: Event) -> Reply:
    head, _, key = event.arg.partition(".")
    side, snapshot = named_side(head), event.view.state.snapshot
    picked = [skill for category, _ in _primary(event.view, side, key) if (skill := event.field(category))]
    if len(picked) > 1:
        raise DomainError("error.pregame.mercenary_one_skill")
    chosen = picked[0] if picked else None
    return Edit(lambda inputs, plan: with_mercenary(snapshot, inputs, side, key, chosen))


STEP = PregameStep(
    "stars",
    _body,
    _rows,
    {
        Action.PG_STAR: Act(_star, open_to=coach_of),
        Action.PG_MERC: Act(_mercenary, open_to=coach_of),
        Action.PG_MERC_SET: Act(_mercenary_set, open_to=_coach_of_form, form=True),
    },
)
