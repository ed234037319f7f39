"""A team's Team Draft List as an embed (``/draft show``, and each draft command's answer): its players by position
with the roster's limits and their cost, its staff and Dedicated Fans, the total, what the budget leaves for the
Treasury, its status and a refusal's reason; or the first limit of the book it breaks while being chosen."""

from __future__ import annotations

import discord

from locales import t
from records.drafts import DraftView
from render.errors import error_text
from render.league import _embed, _field, _list_field
from render.positions import line_text
from render.text import gold, safe
from rules import rosters
from rules.draft import FAN_COST, RedraftBudget
from rules.team_value import APOTHECARY_COST, ASSISTANT_COACH_COST, CHEERLEADER_COST

_COLOURS = {"draft": "info", "submitted": "info", "approved": "nothing", "refused": "casualty"}


def _gp(amount: int, lang: str) -> str:
    return t("league.gold", lang, amount=gold(amount, lang))


def gold_text(amount: int, lang: str) -> str:
    """« 85 000 po »: a price as the draft's card writes it."""
    return _gp(amount, lang)


def position_lines(view: DraftView, *, lang: str) -> list[str]:
    """« Blitzer Orque : 2 / 4 — 160 000 po », one line per position the roster has (those hired first)."""
    book = rosters.find(view.team.roster)
    if book is None or view.draft is None:
        return []
    lines = []
    for line in book.positions:
        count = view.draft.players.get(line.key, 0)
        if not count:
            continue
        rehired = view.draft.rehired.get(line.key, ())  # a re-draft's: his value + the agent's fee each
        cost = line.cost * (count - len(rehired)) + sum(rehired)
        lines.append(
            t("draft.line", lang, position=line_text(line, lang=lang), count=count, most=line.most)
            + f" — {_gp(cost, lang)}"
        )
    return lines


def staff_lines(view: DraftView, *, lang: str) -> list[str]:
    """The staff and Dedicated Fans the list asks for, each with its cost."""
    team = view.team
    reroll = team.reroll_cost or 0
    return [
        t("draft.staff.rerolls", lang, count=team.rerolls, cost=_gp(team.rerolls * reroll, lang)),
        t(
            "draft.staff.apothecary",
            lang,
            count=int(team.apothecary),
            cost=_gp(APOTHECARY_COST * team.apothecary, lang),
        ),
        t(
            "draft.staff.assistant_coaches",
            lang,
            count=team.assistant_coaches,
            cost=_gp(team.assistant_coaches * ASSISTANT_COACH_COST, lang),
        ),
        t(
            "draft.staff.cheerleaders",
            lang,
            count=team.cheerleaders,
            cost=_gp(team.cheerleaders * CHEERLEADER_COST, lang),
        ),
        t(
            "draft.staff.dedicated_fans",
            lang,
            count=team.dedicated_fans,
            cost=_gp(max(0, team.dedicated_fans - 1) * FAN_COST, lang),
        ),
    ]


def draft_page(
    view: DraftView, sections: tuple[str, ...] = ("players", "staff", "money"), *, title: str | None = None, lang: str
) -> discord.Embed:
    """The draft as it stands, its ``sections`` only (a screen of :mod:`sequences.draft` shows some): ``players``
    by position, ``staff`` and fans, ``money`` (budget, cost, what is left); its status always, the first limit of
    the book it breaks always: a commissioner reads it before approving, a coach while choosing."""
    team = view.team
    status = t(f"draft.status.{team.draft_status}", lang)
    heading = title or t("draft.title", lang, team=safe(team.name))
    embed = _embed(heading, status, colour=_COLOURS.get(team.draft_status, "info"))
    if team.draft_status == "refused" and team.draft_reason:
        _field(embed, t("draft.reason", lang), safe(team.draft_reason, 300), inline=False, lang=lang)
    if "players" in sections:
        players = sum(1 for p in view.players if not p.journeyman) - len(view.resting)
        _list_field(embed, t("draft.players", lang, count=players), position_lines(view, lang=lang), lang=lang)
        if view.resting:  # a re-draft's Temporarily Retired, not re-hired: they retire when the list is approved
            names = [f"#{p.number} {safe(p.name, 60)}" for p in view.resting]
            _list_field(embed, t("draft.resting", lang, count=len(names)), names, lang=lang)
    if "staff" in sections:
        _list_field(embed, t("draft.staff", lang), staff_lines(view, lang=lang), lang=lang)
    if "money" in sections or "players" in sections:  # the running cost, on every screen that changes it
        _field(embed, t("draft.budget", lang), _gp(view.budget, lang), lang=lang)
        spent = view.cost or view.running  # what is left after each pick, even on a list not yet complete
        if spent is not None:
            _field(embed, t("draft.total", lang), _gp(spent.total, lang), lang=lang)
            if spent.treasury >= 0:
                _field(embed, t("draft.treasury", lang), _gp(spent.treasury, lang), lang=lang)
            else:
                _field(embed, t("draft.over", lang), _gp(-spent.treasury, lang), lang=lang)
    if view.problem is not None:
        _field(embed, t("draft.problem", lang), error_text(view.problem, lang), inline=False, lang=lang)
    return embed


def draft_embed(view: DraftView, *, title: str | None = None, lang: str) -> discord.Embed:
    """The whole draft on one card (each ``/draft`` command's answer)."""
    return draft_page(view, title=title, lang=lang)


def funds_text(funds: RedraftBudget, *, lang: str) -> str:
    """Raise Funds, line by line: what it adds up to, and what the cap took."""
    text = t(
        "draft.funds",
        lang,
        treasury=_gp(funds.treasury, lang),
        played=funds.fixtures,
        won=funds.wins,
        drawn=funds.draws,
        raised=_gp(funds.raised, lang),
        budget=_gp(funds.budget, lang),
    )
    return text if not funds.lost else text + " " + t("draft.funds.lost", lang, lost=_gp(funds.lost, lang))
