"""Star Players: at most two choices per team (a pair counts as one), never above 16 players, from those its roster
may hire (« Plays for »); both teams may hire the same one. Chosen again: taken off."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from render.postmatch.ids import Action
from render.postmatch.layout import OptionSpec, Row, SelectSpec
from rules.pregame import starplayers
from rules.pregame.sequence import SIDES, available_stars, with_star
from sequences.pregame.step import Act, Edit, Event, PregameStep, Reply, coach_of, money, named_side, team_name


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        done = view.pregame.side(side)
        chosen = view.state.inputs.side(side).stars
        names = [starplayers.name_of(starplayers.find(k) or ()) for k in chosen]
        lines = [t("pg.stars.hired", lang, names=", ".join(names)) if names else t("pg.stars.none", lang)]
        left = done.budget.total - done.purchase.total
        lines.append(t("pg.stars.left", lang, left=money(left, lang), players=done.fielded))
        embed.add_field(name=team_name(view, side), value="\n".join(lines), inline=True)
    return [t("pg.stars.help", lang)]


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
    return rows


def _star(event: Event) -> Reply:
    side, key, snapshot = named_side(event.arg), event.value, event.view.state.snapshot
    return Edit(lambda inputs, plan: with_star(snapshot, inputs, side, key))


STEP = PregameStep("stars", _body, _rows, {Action.PG_STAR: Act(_star, open_to=coach_of)})
