"""Inducements (inducements.md): the higher CTV spends its Treasury first; the lower receives Petty Cash of the
difference and of what the other spent, and may add up to 50,000 of Treasury; equal CTV: no Treasury. Each team's
menu lists what it may take, with its price and its most; a purchase the rules refuse is refused with the reason."""

from __future__ import annotations

import discord

from locales import t
from records.pregame import PregameView
from render.postmatch.ids import Action
from render.postmatch.layout import OptionSpec, Row, SelectSpec
from rules.pregame import inducements as ind
from rules.pregame.sequence import SIDES, Side, with_inducement
from sequences.pregame.step import Act, Edit, Event, PregameStep, Reply, coach_of, money, named_side, team_name

#: Mercenaries and Star Players are chosen otherwise (Star Players: their own step).
_NOT_HERE = (ind.MERCENARY, ind.STAR_PLAYER)


def side_lines(view: PregameView, side: Side, *, lang: str) -> list[str]:
    """One team's money and what it bought."""
    done = view.pregame.side(side)
    lines = [
        t(
            "pg.inducements.money",
            lang,
            petty=money(done.budget.petty_cash, lang),
            treasury=money(done.budget.treasury, lang),
        )
    ]
    for key, count, cost in done.purchase.lines:
        lines.append(
            t("pg.inducements.line", lang, count=count, name=t(f"inducement.{key}", lang), cost=money(cost, lang))
        )
    lines.append(
        t(
            "pg.inducements.spent",
            lang,
            total=money(done.purchase.total, lang),
            petty=money(done.purchase.petty_cash, lang),
            treasury=money(done.purchase.treasury, lang),
        )
    )
    return lines


def _body(view: PregameView, embed: discord.Embed, *, lang: str) -> list[str]:
    for side in SIDES:
        embed.add_field(name=team_name(view, side), value="\n".join(side_lines(view, side, lang=lang)), inline=True)
    higher = view.pregame.higher
    if higher is None:
        return [t("pg.inducements.equal", lang)]
    return [t("pg.inducements.order", lang, team=team_name(view, higher))]


def _rows(view: PregameView, *, lang: str) -> list[Row]:
    rows: list[Row] = []
    for side in SIDES:
        done = view.pregame.side(side)
        if not done.budget.total:
            continue
        buyer = ind.buyer(done.team.roster, done.team.special_rules)
        options = tuple(
            OptionSpec(
                t(inducement.label_key, lang)[:100],
                inducement.key,
                description=t("pg.inducements.option", lang, most=most, price=money(price or 0, lang))[:100],
            )
            for inducement, most, price in ind.offer(buyer)
            if inducement.key not in _NOT_HERE
        )
        rows.append(
            SelectSpec(Action.PG_BUY, t("pg.inducements.buy", lang, team=team_name(view, side)), options, arg=side)
        )
        bought = view.state.inputs.side(side).inducements
        if any(bought.values()):
            taken = tuple(OptionSpec(t(f"inducement.{k}", lang)[:100], k) for k, n in bought.items() if n)
            rows.append(
                SelectSpec(Action.PG_SELL, t("pg.inducements.sell", lang, team=team_name(view, side)), taken, arg=side)
            )
    return rows


def _buy(event: Event) -> Reply:
    side, key, snapshot = named_side(event.arg), event.value, event.view.state.snapshot
    return Edit(lambda inputs, plan: with_inducement(snapshot, inputs, side, key, 1))


def _sell(event: Event) -> Reply:
    side, key, snapshot = named_side(event.arg), event.value, event.view.state.snapshot
    return Edit(lambda inputs, plan: with_inducement(snapshot, inputs, side, key, -1))


STEP = PregameStep(
    "inducements",
    _body,
    _rows,
    {Action.PG_BUY: Act(_buy, open_to=coach_of), Action.PG_SELL: Act(_sell, open_to=coach_of)},
)
