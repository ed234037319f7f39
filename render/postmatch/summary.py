"""The league's summary of an applied post-match: result, gains, fans, casualties, JDM, advancements, mistakes."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from locales import t
from records.postmatch import SequenceView, UndoReport
from render.embeds import COLOURS, truncate
from render.postmatch.layout import (
    add_field,
    counted,
    fit,
    player_name,
    scoreline,
    team_name,
)
from render.postmatch.lines import casualty_lines, hire_line, staff_lines
from render.skill_names import skill_text
from render.text import char_change, gold, label, safe
from rules import injury
from rules.payloads import Mvp
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan, TeamPlan
from rules.postmatch.snapshots import PlayerSnap


def scorer_lines(plan: Plan, inputs: Inputs, *, lang: str) -> list[str]:
    """« Orques de Fer : #1 Grak ×2, #3 Ugluk », per team, from the touchdowns typed in the PSP step.

    A conceding team's touchdowns are void (postgame-reference §8): they are not listed; nobody scored in an
    unplayed fixture.
    """
    lines: list[str] = []
    if plan.match.unplayed:
        return lines
    for side, tp in plan.teams.items():
        if tp.conceded:
            continue
        scored = [
            (p, count)
            for pid, count in sorted(inputs.touchdowns.items())
            if count and (p := plan.player(pid)) is not None and plan.match.side_of(p.team_id) == side
        ]
        if scored:
            names = ", ".join(player_name(p) + (f" ×{count}" if count > 1 else "") for p, count in scored)
            lines.append(t("pm.summary.scorer_line", lang, team=safe(tp.team.name, 60), players=names))
    return lines


def summary_embed(
    view: SequenceView, *, title: str | None = None, batch_id: int | None = None, lang: str
) -> discord.Embed:
    """Result, gains, fans, casualties (an obituary line per death), JDM, advancements, expensive mistakes."""
    plan = view.plan
    home, away = plan.teams["home"], plan.teams["away"]
    score = plan.changes.match
    embed = discord.Embed(
        title=truncate(
            title or scoreline("pm.summary.title", plan, score.home_score, score.away_score, lang=lang), 256
        ),
        colour=COLOURS["dead"]
        if any(cp.outcome == injury.CASUALTY_DEAD for cp in plan.casualties)
        else COLOURS["info"],
    )
    result = []
    if title is not None:
        result.append(scoreline("pm.outcome.score", plan, score.home_score, score.away_score, lang=lang))
    conceder = next((tp for tp in (home, away) if tp.conceded), None)
    if plan.match.unplayed and conceder is None:
        result.append(t("pm.summary.result.unplayed", lang))
    elif plan.match.unplayed and conceder is not None:
        result.append(t("pm.summary.result.unplayed_conceded", lang, team=safe(conceder.team.name, 60)))
    elif conceder is not None:
        key = "pm.summary.result.conceded" if conceder.penalised else "pm.summary.result.conceded_free"
        result.append(t(key, lang, team=safe(conceder.team.name, 60)))
    winner = next((tp for tp in (home, away) if tp.outcome == "win"), None)
    if winner is not None:
        result.append(t("pm.summary.result.win", lang, team=safe(winner.team.name, 60)))
    elif not plan.match.unplayed:  # an unplayed 0-0 is no draw: a loss for both, said above
        result.append(t("pm.summary.result.draw", lang))
    embed.description = "\n".join([*result, *scorer_lines(plan, view.state.inputs, lang=lang)])
    # « Fans Dévoués 1 → 1 » said nothing: an unchanged total is said as such, as the preview does
    gains = [
        t(
            "pm.summary.gain_line" + (".same" if tp.dedicated_fans_after == tp.team.dedicated_fans else ""),
            lang,
            team=safe(tp.team.name, 60),
            gold=gold(tp.winnings.gold if tp.winnings else 0, lang=lang),
            before=tp.team.dedicated_fans,
            after=tp.dedicated_fans_after,
        )
        for tp in (home, away)
    ]
    add_field(embed, t("pm.summary.gains", lang), gains, lang=lang)
    casualty_text = []
    for cp in plan.casualties:
        victim = plan.player(cp.snap.victim_id)
        if victim is None:
            continue
        if cp.outcome == injury.CASUALTY_DEAD:
            by = t("pm.summary.obituary_by", lang, causer=player_name(cp.causer)) if cp.causer else ""
            casualty_text.append(
                t("pm.summary.obituary", lang, player=player_name(victim), team=team_name(plan, victim.team_id), by=by)
            )
        else:
            casualty_text.append(casualty_lines(plan, cp, summary=True, lang=lang)[0])
    if casualty_text:
        add_field(embed, t("pm.summary.casualties", lang), casualty_text, lang=lang)
    mvps = [
        t("pm.pair", lang, who=safe(tp.team.name, 60), what=player_name(p))
        for tp in (home, away)
        for rolled in tp.mvp
        if (pid := rolled.root.payload(Mvp).player_id) is not None and (p := plan.player(pid)) is not None
    ]
    if mvps:
        add_field(embed, t("pm.summary.mvp", lang), mvps, lang=lang)
    advances = []
    for ap in plan.advancements:
        if ap.player is None:
            continue
        what = (
            t(
                "pm.adv.result.characteristic",
                lang,
                change=char_change(ap.characteristic, 1, lang=lang),
                value=gold(ap.value_increase, lang=lang),
            )
            if ap.characteristic
            else t(
                "pm.adv.result.skill",
                lang,
                skill=skill_text(ap.skill or "", lang=lang),
                category=t(f"pm.adv.category.{ap.category}", lang),
                value=gold(ap.value_increase, lang=lang),
            )
        )
        advances.append(f"{player_name(ap.player)} {what}")
    if advances:
        add_field(embed, t("pm.summary.advancements", lang), advances, lang=lang)
    hiring = []
    quit_ = [
        p for p, rolled in plan.veterans if rolled is not None and rolled.root.outcome == "postmatch.veteran.quits"
    ]
    for tp in (home, away):
        items = _hiring_items(tp, quitting=[p for p in quit_ if p.team_id == tp.team.id], lang=lang)
        if items:
            hiring.append(t("pm.summary.hire_line", lang, team=safe(tp.team.name, 60), items=" · ".join(items)))
    if hiring:
        add_field(embed, t("pm.summary.hiring", lang), hiring, lang=lang)
    mistakes = []
    for tp in (home, away):
        if tp.mistakes is not None and tp.mistakes.root.outcome != "expensive_mistakes.no_roll":
            mistakes.append(
                t(
                    "pm.summary.mistake_line",
                    lang,
                    team=safe(tp.team.name, 60),
                    outcome=label(tp.mistakes.root.outcome, plan.ruleset, **tp.mistakes.root.info, lang=lang),
                    lost=gold(tp.mistakes.lost, lang=lang),
                    left=gold(tp.mistakes.left, lang=lang),
                )
            )
    if mistakes:
        add_field(embed, t("pm.summary.mistakes", lang), mistakes, lang=lang)
    embed.set_footer(
        text=t(
            "pm.summary.footer",
            lang,
            sequence=view.state.id,
            ruleset=t(f"ruleset.{plan.ruleset}", lang),
        )
    )
    fit(embed)
    return embed


def _hiring_items(tp: TeamPlan, *, quitting: Sequence[PlayerSnap] = (), lang: str) -> list[str]:
    """Who came and went, and the staff bought or let go, as the hiring screen said them; ``quitting``: the
    conceder's veterans who quit on their D6 (league_play.md « Conceding »)."""
    h = tp.hiring
    items = [hire_line(h, x, fee or 0, lang=lang) for x, fee in h.hires]
    items += [
        t("pm.hire.journeyman", lang, player=player_name(p), fee=gold(v or 0, lang=lang)) for p, v in h.journeymen_hired
    ]
    items += [t("pm.hire.journeyman_lost", lang, player=player_name(p)) for p in h.journeymen_lost]
    items += [t("pm.hire.fired", lang, player=player_name(p)) for p in h.fired]
    items += [t("pm.hire.retired", lang, player=player_name(p)) for p in h.retired]
    items += [t("pm.hire.veteran_quit", lang, player=player_name(p)) for p in quitting]
    return items + staff_lines(tp, lang=lang)


# --- undoing an applied post-match -----------------------------------------------------------------------------


def undo_embed(report: UndoReport, *, done: bool, by: str | None = None, lang: str) -> discord.Embed:
    """Before: what Confirm will put back as it was. After: what was put back."""
    title = t("pm.undo.done_title" if done else "pm.undo.title", lang, match=report.match_id)
    embed = discord.Embed(title=truncate(title, 256), colour=COLOURS["info"])
    lines = [t("pm.undo.done" if done else "pm.undo.ask", lang, match=report.match_id)]
    if report.teams:
        lines.append(t("pm.undo.teams", lang, teams=", ".join(safe(n, 60) for n in report.teams)))
    if report.players:
        lines.append(
            t(
                "pm.undo.players",
                lang,
                count=len(report.players),
                players=", ".join(safe(n, 60) for n in report.players),
            )
        )
    if report.new_players:
        lines.append(t("pm.undo.new_players", lang, players=", ".join(safe(n, 60) for n in report.new_players)))
    if report.casualties:
        lines.append(counted("pm.undo.casualties", report.casualties, lang=lang))
    if report.restored_casualties:
        lines.append(counted("pm.undo.restored", report.restored_casualties, lang=lang))
    if by:
        lines.append(t("pm.undo.by", lang, name=safe(by, 80)))
    embed.description = truncate("\n".join(lines), 4000)
    return embed


def cancelled(embed: discord.Embed, *, by: str, lang: str) -> discord.Embed:
    """The posted summary of a post-match that was undone: marked, kept for the record."""
    embed.title = truncate(t("pm.undo.cancelled_title", lang, title=embed.title or ""), 256)
    embed.colour = COLOURS["ko"]
    embed.insert_field_at(
        0, name=t("pm.undo.cancelled", lang), value=t("pm.undo.cancelled_by", lang, name=safe(by, 80)), inline=False
    )
    fit(embed)
    return embed
