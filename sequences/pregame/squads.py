"""Who plays: each team's players able to play, and the Journeymen that bring it to 11 (league_play.md « TAKE ON
JOURNEYMEN »): from the roster's 0-16 Lineman line, chosen when the roster has several."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from render.positions import position_text
from render.postmatch.ids import Action
from render.postmatch.layout import OptionSpec, Row, SelectSpec
from rules.pregame.sequence import SIDES, Side, with_journeymen
from rules.pregame.values import journeymen_needed
from sequences.pregame.step import Act, Edit, Event, PregameStep, Reply, coach_of, money, named_side, team_name


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        done = view.pregame.side(side)
        able = sum(1 for p in done.team.players if p.able)
        lines = [t("pg.squads.able", lang, count=able)]
        if done.journeymen:
            cost = done.journeymen[0].value
            position = position_text(done.team.roster, done.journeymen[0].line.key, lang=lang)
            lines.append(
                t("pg.squads.journeymen", lang, count=len(done.journeymen), position=position, value=money(cost, lang))
            )
        elif journeymen_needed(done.team.players):
            lines.append(t("pg.squads.choose", lang, count=journeymen_needed(done.team.players)))
        embed.add_field(name=team_name(view, side), value="\n".join(lines), inline=True)
    return [t("pg.squads.help", lang)]


def _choices(view: PregameView) -> list[Side]:
    return [
        side
        for side in SIDES
        if journeymen_needed(view.pregame.side(side).team.players) and len(view.pregame.side(side).journeymen_lines) > 1
    ]


def _rows(view: PregameView, *, lang: str) -> list[Row]:
    rows: list[Row] = []
    for side in _choices(view):
        done = view.pregame.side(side)
        chosen = view.state.inputs.side(side).journeymen
        options = tuple(
            OptionSpec(position_text(done.team.roster, key, lang=lang)[:100], key, default=key == chosen)
            for key in done.journeymen_lines
        )
        placeholder = t("pg.squads.line", lang, team=team_name(view, side))
        rows.append(SelectSpec(Action.PG_LINE, placeholder, options[:25], arg=side))
    return rows


def _blocked(view: PregameView, lang: str) -> list[str]:
    return [
        t("pg.squads.choose_for", lang, team=team_name(view, side))
        for side in _choices(view)
        if not view.state.inputs.side(side).journeymen
    ]


def _line(event: Event) -> Reply:
    side, line = named_side(event.arg), event.value
    snapshot = event.view.state.snapshot
    return Edit(lambda inputs, plan: with_journeymen(snapshot, inputs, side, line))


STEP = PregameStep("squads", _body, _rows, {Action.PG_LINE: Act(_line, open_to=coach_of)}, blocked=_blocked)
