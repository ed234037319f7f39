"""The season end on screen: what each player's rest and relaxation changes, then Confirm."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from locales import t, tn
from records.season import SeasonView
from render.embeds import COLOURS
from render.postmatch.layout import Row, Screen, add_field, confirm_button, fit, player_name
from render.text import char_change, modifier_text, safe

if TYPE_CHECKING:
    from rules.model import Result

#: Characters of player lines a season-end preview lists before it says how many more there are.
SEASON_BUDGET = 4500


def _die(rolled: Result, *, lang: str) -> str:
    """A recovery's D6 as thrown and, with the apothecary's +1 written as any roll's modifier, the total it makes
    (a D6 never shows a 7)."""
    step = rolled.root
    die = step.dice[0].value
    if not step.modifiers:
        return str(die)
    modifiers = " ".join(modifier_text(m, lang=lang) for m in step.modifiers)  # as every roll's modifiers read
    return t("season.die.modified", lang, die=die, modifiers=modifiers, total=step.total)


def season_screen(view: SeasonView, *, lang: str, command: str | None = None) -> Screen:
    """Every player the season end changes, team by team, and the Confirm button until applied; a second run says
    which dice it kept and which typed ones it replaced (``command``: how to name /season end, a mention)."""
    plan = view.plan
    embed = discord.Embed(title=t("season.title", lang), colour=COLOURS["info"])
    lines = [t("season.intro", lang)]
    if view.replaced:
        lines.append(tn("season.dice.replaced", view.replaced, lang))
    if view.kept:
        key = "season.dice.kept_bot" if view.typed else "season.dice.kept"
        lines.append(tn(key, view.kept, lang, command=command or t("help.example.season end", lang)))
    if view.unused:
        lines.append(t("pm.notice.unused", lang, values=" ".join(map(str, view.unused))))
    if not plan.players:
        lines.append(t("season.nothing", lang))
    by_team: dict[str, list[str]] = {}
    budget, hidden = SEASON_BUDGET, 0
    for sp in plan.players:
        changes = []
        if sp.before.miss_next_game:
            changes.append(t("season.rpm", lang))
        if sp.niggling_rolls:
            dice = ", ".join(_die(r, lang=lang) for r in sp.niggling_rolls)  # « 3 +1 … = 4, 1 +1 … = 2 »
            same = sp.after.niggling == sp.before.niggling  # « 1 → 1 » said nothing
            key = "season.niggling.same" if same else "season.niggling"
            changes.append(t(key, lang, dice=dice, before=sp.before.niggling, after=sp.after.niggling))
        for keyword, rolled in sp.hatred_rolls:
            lost = rolled.root.outcome.endswith(".lost")
            changes.append(
                t(
                    "season.hatred",
                    lang,
                    x=safe(keyword, 40),
                    die=rolled.root.dice[0].value,
                    result=t("season.hatred.lost" if lost else "season.hatred.kept", lang),
                )
            )
        for char, rolled in sp.reduction_rolls:
            back = rolled.root.outcome.endswith(".lost")
            result = t("season.reduction.back" if back else "season.reduction.kept", lang)
            changes.append(
                t(
                    "season.reduction",
                    lang,
                    change=char_change(char, -1, lang=lang),
                    die=_die(rolled, lang=lang),
                    result=result,
                )
            )
        if sp.before.temporarily_retired:
            changes.append(t("season.retired_back", lang))
        line = t("season.player", lang, player=player_name(sp.before), changes=" · ".join(changes))
        if budget - len(line) < 0:
            hidden += 1
            continue
        budget -= len(line) + 1
        by_team.setdefault(sp.team.name, []).append(line)
    if hidden:
        lines.append(tn("season.more", hidden, lang))
    embed.description = "\n".join(lines)
    for team, team_lines in by_team.items():
        add_field(embed, safe(team, 60), team_lines, lang=lang)
    embed.set_footer(text=t("season.footer", lang, season=view.state.id, ruleset=t(f"ruleset.{plan.ruleset}", lang)))
    fit(embed)
    rows: tuple[Row, ...] = ()
    if not view.state.applied:  # healing nobody, Confirm still closes the season
        rows = ((confirm_button(plan, lang=lang),),)
    return Screen(embed, rows)
