"""League records → embeds: teams and rosters, players, matches, casualty lists, graveyard, leaderboard.

Every name was typed by someone: it goes through :func:`render.text.safe`
(markdown and mentions escaped) or, inside a code block, :func:`cell` (no
backtick can close the block). Every embed stays within Discord's limits:
lines are packed into a budget and what does not fit is announced (« … et 4
de plus »), or split into pages the caller shows one at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

import discord

import rules.pregame.inducements
import rules.pregame.prayers
import rules.pregame.starplayers
from locales import DEFAULT_LANGUAGE, has, t, tn
from records.models import NO_ROSTER, Match, Player, SkillNotice, Team
from records.stats import CasualtyView, Grave, Leaderboard, PlayerRef, TeamRef
from render.embeds import COLOURS, FIELD_LIMIT, truncate
from render.errors import error_text
from render.positions import line_text, mercenary_text, position_text
from render.skill_names import categories_text, skill_text
from render.text import char_change, gold, page_link, profile_text, safe
from rules import injury, skills
from rules.characteristics import CHARACTERISTICS
from rules.errors import DomainError, Term

if TYPE_CHECKING:
    from records.pregame import StoredPregame
    from rules.positions import Hire

#: Room for the description of a list (Discord allows 4,096; the rest of the embed needs some of 6,000).
DESCRIPTION_BUDGET = 3600
#: A title holds 256 characters.
TITLE_LIMIT = 256
#: The characters of all the embeds of one message, together.
MESSAGE_EMBEDS_LIMIT = 6000
#: What a pasted roster's form holds at most.
PASTED_LIMIT = 4000
#: How much of a long list of skills one player line shows.
SKILLS_LIMIT = 300
#: Column widths of the roster table (monospace).
_NAME_WIDTH = 14
#: A roster line's width: what a phone shows of a code block without wrapping, as the standings (issue 26).
ROSTER_WIDTH = 38
#: MA ST AG PA AV, each right-aligned with the space before it.
_STAT_WIDTHS = (3, 3, 3, 3, 4)


# --- text helpers ---------------------------------------------------------------------------------------


def cell(text: str, width: int) -> str:
    """A name for a code-block table: no backtick, cut to ``width`` and padded."""
    plain = " ".join(text.replace("`", "ˋ").split())
    if len(plain) > width:
        plain = plain[: width - 1] + "…"
    return plain.ljust(width)


def when(iso: str | None, *, lang: str) -> str:
    """A stored UTC time as a Discord timestamp (each reader sees their own time zone)."""
    if not iso:
        return t("league.unknown_date", lang)
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return safe(iso, 30)
    return discord.utils.format_dt(moment, "d")


def fit(lines: Sequence[str], limit: int, *, more: str = "league.more", lang: str) -> str:
    """As many whole lines as fit in ``limit`` characters, then « … et N de plus » when some are left out."""
    out: list[str] = []
    size = 0
    for index, line in enumerate(lines):
        left = len(lines) - index - 1
        tail = len(t(more, lang, count=9999)) + 1 if left else 0
        if size + len(line) + 1 + tail > limit:
            out.append(t(more, lang, count=len(lines) - index))
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out) if out else t("league.none", lang)


def pages(blocks: Sequence[str], budget: int = DESCRIPTION_BUDGET, *, lang: str) -> list[str]:
    """Blocks (one per player…) packed greedily into pages of at most ``budget`` characters."""
    out: list[str] = []
    current: list[str] = []
    size = 0
    for block in blocks:
        block = truncate(block, budget)
        if current and size + len(block) + 1 > budget:
            out.append("\n".join(current))
            current, size = [], 0
        current.append(block)
        size += len(block) + 1
    if current:
        out.append("\n".join(current))
    return out or [t("league.none", lang)]


def _embed(title: str, description: str = "", *, colour: str = "info") -> discord.Embed:
    return discord.Embed(title=truncate(title, TITLE_LIMIT), description=description or None, colour=COLOURS[colour])


def _field(embed: discord.Embed, name: str, value: str, *, inline: bool = True, lang: str) -> None:
    embed.add_field(
        name=truncate(name, 256), value=truncate(value or t("league.none", lang), FIELD_LIMIT), inline=inline
    )


def _list_field(embed: discord.Embed, name: str, lines: Sequence[str], *, lang: str) -> None:
    """A full-width field of lines, as many as fit (« … et N de plus »), « aucun » when there are none."""
    _field(embed, name, fit(lines, FIELD_LIMIT, lang=lang), inline=False, lang=lang)


def yes_no(value: bool, *, lang: str) -> str:
    return t("league.yes", lang) if value else t("league.no", lang)


def roster_text(roster: str, lang: str) -> str:
    """A team's roster as typed, or « non précisé » / "not given" in the reader's language when nobody said it."""
    return t("league.team.no_roster", lang) if roster == NO_ROSTER else safe(roster, 60)


def outcome_label(outcome: str, sequelle: str | None = None, *, lang: str) -> str:
    """« Mort », « Séquelle (−1 AG) », « Commotion (Minus) »."""
    text = t(f"league.outcome.{outcome}", lang)
    if sequelle:
        text = t("league.outcome.with_sequelle", lang, outcome=text, change=char_change(sequelle, -1, lang=lang))
    return text


def cause_label(cause: str | None, *, lang: str) -> str:
    return t(f"league.cause.{cause}", lang) if cause else t("league.cause.unknown", lang)


# --- teams ----------------------------------------------------------------------------------------------


def roster_table(players: Iterable[Player], roster: str, *, lang: str) -> list[str]:
    """Monospace lines a phone shows without wrapping (:data:`ROSTER_WIDTH`, as the standings): ``#  Nom  M F AG CP
    AR PSP``, then two lines per player: his number, name and profile, then his flags and position, indented; a team
    of ``roster``: its positions in the reader's words."""
    name = t("league.col.name", lang)
    header = f"{'#':>2} {cell(name, _NAME_WIDTH)}"
    header += "".join(
        f"{t(f'char.{c.lower()}', lang):>{w}}" for c, w in zip(CHARACTERISTICS, _STAT_WIDTHS, strict=True)
    )
    header += f"{t('league.col.spp', lang):>4}"
    lines = [header]
    for p in players:
        prof = p.profile
        pa = "-" if prof.pa is None else f"{prof.pa}+"
        stats = (str(prof.ma), str(prof.st), f"{prof.ag}+", pa, f"{prof.av}+")
        line = f"{p.number:>2} {cell(p.name, _NAME_WIDTH)}"
        line += "".join(f"{v:>{w}}" for v, w in zip(stats, _STAT_WIDTHS, strict=True)) + f"{p.spp:>4}"
        position = cell(position_text(roster, p.position, lang=lang), ROSTER_WIDTH).rstrip()
        below = " ".join([*_flags(p, lang=lang), position])  # flags never cut
        lines.append(line + "\n" + ("   " + below)[:ROSTER_WIDTH].rstrip())  # one entry per player: kept whole
    return lines


def _flags(player: Player, *, lang: str) -> list[str]:
    """What a roster line says after a player: not active any more (why), Temporarily Retiring, MNG, his niggling
    injuries."""
    flags = []
    if not player.active:
        flags.append(t(f"league.player.status.{player.status}", lang))
    if player.temporarily_retired:  # out for the rest of the season (and of the CTV)
        flags.append(t("league.flag.tr", lang))
    if player.miss_next_game:
        flags.append(t("league.flag.mng", lang))
    if player.niggling:
        flags.append(t("league.flag.niggling", lang, count=player.niggling))
    return flags


def command_name(name: str, lang: str, commands: Mapping[str, str] | None = None) -> str:
    """How a reply names a command: its mention from ``commands`` (code name → ``</player list:id>``, which Discord
    shows in each reader's language, :mod:`cogs.utils.mentions`), else its name in ``lang``."""
    if commands and name in commands:
        return commands[name]
    words = name.split()
    keys = [f"cmd.{' '.join(words[: i + 1])}.name" for i in range(len(words))]
    return "/" + (" ".join(t(key, lang) for key in keys) if all(has(key, lang) for key in keys) else name)


def _code(lines: list[str], limit: int, *, lang: str, commands: Mapping[str, str] | None = None) -> str:
    """A code block of ``lines`` within ``limit`` characters; the lines left out are counted below it."""
    listed = command_name("player list", lang, commands)
    reserve = len(tn("league.more_players", 9999, lang, command=listed)) + 1
    kept: list[str] = []
    size = len("```\n\n```")
    for index, line in enumerate(lines):
        need = len(line) + 1 + (reserve if index < len(lines) - 1 else 0)
        if size + need > limit:
            break
        kept.append(line)
        size += len(line) + 1
    dropped = len(lines) - len(kept)
    block = "```\n" + "\n".join(kept) + "\n```"
    return block + ("\n" + tn("league.more_players", dropped, lang, command=listed) if dropped else "")


def team_embed(
    team: Team, players: Sequence[Player], *, lang: str, commands: Mapping[str, str] | None = None
) -> discord.Embed:
    """The team card and its roster as a table (a very long roster is cut, the rest counted); ``commands``: the
    mentions of the commands it names (:func:`command_name`)."""
    title = t("league.team.title", lang, name=safe(team.name), roster=roster_text(team.roster, lang))
    embed = _embed(title, colour="nothing" if not team.archived else "ko")
    _field(embed, t("league.team.coach", lang), f"<@{team.coach_id}>", lang=lang)
    _field(
        embed, t("league.team.treasury", lang), t("league.gold", lang, amount=gold(team.treasury, lang=lang)), lang=lang
    )
    _field(embed, t("league.team.fans", lang), str(team.dedicated_fans), lang=lang)
    _field(embed, t("league.team.rerolls", lang), str(team.rerolls), lang=lang)
    _field(embed, t("league.team.cheerleaders", lang), str(team.cheerleaders), lang=lang)
    _field(embed, t("league.team.assistants", lang), str(team.assistant_coaches), lang=lang)
    _field(embed, t("league.team.apothecary", lang), yes_no(team.apothecary, lang=lang), lang=lang)
    rules = ", ".join(t(f"team_rule.{rule}", lang) for rule in team.special_rules)
    _field(embed, t("league.team.special_rules", lang), rules or t("league.none", lang), inline=False, lang=lang)
    active = [p for p in players if p.active]
    if active:
        embed.description = (
            t("league.team.roster", lang, count=len(active))
            + "\n"
            + _code(roster_table(active, team.roster, lang=lang), DESCRIPTION_BUDGET, lang=lang, commands=commands)
        )
    else:
        add, bulk = (command_name(name, lang, commands) for name in ("player add", "player import"))
        embed.description = t("league.team.empty", lang, add=add, bulk=bulk)
    if team.archived:
        since = t("league.team.archived_since", lang, when=when(team.archived_at, lang=lang))
        _field(embed, t("league.team.archived", lang), since, inline=False, lang=lang)
    embed.set_footer(text=t("league.team.footer", lang, id=team.id))
    return embed


def team_list_embed(
    teams: Sequence[Team], counts: dict[int, int], *, archived: bool = False, lang: str
) -> discord.Embed:
    lines = []
    for team in teams:
        key = "league.team.line.archived" if team.archived else "league.team.line"
        lines.append(
            t(
                key,
                lang,
                name=safe(team.name),
                roster=roster_text(team.roster, lang),
                coach=f"<@{team.coach_id}>",
                players=tn("count.players", counts.get(team.id, 0), lang),
            )
        )
    title = t("league.team.list.title.archived" if archived else "league.team.list.title", lang, count=len(teams))
    description = fit(lines, DESCRIPTION_BUDGET, lang=lang) if lines else t("league.team.list.empty", lang)
    return _embed(title, description)


# --- players --------------------------------------------------------------------------------------------


def player_line(player: Player, roster: str, *, lang: str) -> str:
    """``**#7 Grak** · Blitzer · M6 F3 AG3+ CP4+ AR9+ · PSP 12`` and the skills below."""
    head = t(
        "league.player.line",
        lang,
        number=player.number,
        name=safe(player.name),
        position=safe(position_text(roster, player.position, lang=lang), 60),
        profile=profile_text(player.profile, lang=lang),
        spp=player.spp,
    )
    extra = _flags(player, lang=lang)
    if player.journeyman:
        extra.append(t("league.flag.journeyman", lang))
    if player.temporarily_retired:
        extra.append(t("league.flag.temporarily_retired", lang))
    if extra:
        head += " · " + " · ".join(extra)
    gained = (t("league.player.gained_hatred", lang, keyword=safe(x, 40)) for x in player.gained_hatreds)
    shown = ", ".join((*(skill_text(s, lang=lang) for s in player.skills), *gained))
    return head + ("\n\u2003" + truncate(shown, SKILLS_LIMIT) if shown else "")


def access_text(player: Player, *, lang: str) -> str | None:
    """« Principales : Générale, Force · Secondaires : Agilité, Scélérate » (``None`` while unknown): said in
    words, so that initials typed in the other language's sense (S: Force or Scélérate?) show at once."""
    if not player.primary and not player.secondary:
        return None
    primary, secondary = (categories_text(c, lang=lang) for c in (player.primary, player.secondary))
    return t("league.player.access", lang, primary=primary, secondary=secondary)


def roster_pages(players: Sequence[Player], roster: str, *, lang: str) -> list[str]:
    """``/player list``: one block per player (a team of ``roster``), packed into pages."""
    return pages([player_line(p, roster, lang=lang) for p in players], lang=lang)


def roster_embed(team: Team, page: str, index: int, total: int, count: int, *, lang: str) -> discord.Embed:
    title = t("league.roster.title", lang, name=safe(team.name), count=count)
    embed = _embed(title, page)
    if total > 1:
        embed.set_footer(text=t("league.roster.page", lang, page=index + 1, total=total))
    return embed


def _improvements(player: Player, *, lang: str) -> str:
    taken = [f"{t(f'char.{c.lower()}', lang)} +{n}" for c, n in player.improvements.items() if n]
    return ", ".join(taken) if taken else t("league.none", lang)


def player_embed(
    player: Player,
    team: Team,
    suffered: Sequence[CasualtyView],
    caused: Sequence[CasualtyView],
    *,
    lang: str,
    pages: str | None = None,
) -> discord.Embed:
    """Profile, PSP, BP, RPM, improvements, Haine and the casualties suffered and caused; ``pages``: the league
    page's address, when it has one (his team's name then links to the team's page)."""
    title = t("league.player.title", lang, number=player.number, name=safe(player.name))
    colour = "dead" if player.status == "dead" else "info" if player.active else "ko"
    lines = [
        t(
            "league.player.team",
            lang,
            team=page_link(team.name, None if pages is None else f"{pages}team/{team.id}"),
            position=safe(position_text(team.roster, player.position, lang=lang), 60),
        ),
        f"**{profile_text(player.profile, lang=lang)}**",
    ]
    if not player.active:
        lines.append(t(f"league.player.left.{player.status}", lang, when=when(player.left_at, lang=lang)))
    if player.journeyman:
        lines.append(t("league.player.journeyman", lang))
    if player.temporarily_retired:
        lines.append(t("league.player.temporarily_retired", lang))
    embed = _embed(title, "\n".join(lines), colour=colour)
    _field(embed, t("league.player.spp", lang), str(player.spp), lang=lang)
    _field(embed, t("league.player.niggling", lang), str(player.niggling), lang=lang)
    _field(embed, t("league.player.mng", lang), yes_no(player.miss_next_game, lang=lang), lang=lang)
    _field(embed, t("league.player.improvements", lang), _improvements(player, lang=lang), lang=lang)
    if player.value is not None:
        _field(
            embed,
            t("league.player.value", lang),
            t("league.gold", lang, amount=gold(player.value, lang=lang)),
            lang=lang,
        )
    hatreds = ", ".join(safe(h, 60) for h in player.gained_hatreds)
    _field(embed, t("league.player.hatred", lang), hatreds or t("league.none", lang), lang=lang)
    _field(
        embed,
        t("league.player.skills", lang),
        ", ".join(skill_text(s, lang=lang) for s in player.skills),
        inline=False,
        lang=lang,
    )
    _field(
        embed,
        t("league.player.keywords", lang),
        ", ".join(safe(k, 60) for k in player.keywords),
        inline=False,
        lang=lang,
    )
    access = access_text(player, lang=lang) or t("league.player.access_unknown", lang)
    _field(embed, t("league.player.access_title", lang), access, inline=False, lang=lang)
    suffered_lines = [suffered_line(v, lang=lang) for v in reversed(suffered)]
    _list_field(embed, t("league.player.suffered", lang, count=len(suffered)), suffered_lines, lang=lang)
    caused_lines = [caused_line(v, lang=lang) for v in reversed(caused)]
    _list_field(embed, t("league.player.caused", lang, count=len(caused)), caused_lines, lang=lang)
    embed.set_footer(text=t("league.player.footer", lang, id=player.id))
    return embed


def closest_name(key: str, spelt: str | None = None, *, lang: str) -> str:
    """A catalogue skill's name in the reader's language, with the name it was matched by when that is another
    (« Esquive (Dodge) », "Dodge (Esquive)"; a French reader's older French name needs no brackets)."""
    name = t(f"skill.{key}", lang)
    own = skills.CATALOGUE[key].french if lang == "fr" else (name,)
    return name if spelt is None or spelt in own else t("skill.notice.as", lang, name=name, spelt=spelt)


def skill_notice_line(notice: SkillNotice, *, name_player: bool = False, lang: str) -> str:
    """« Esquivee » inconnue — vouliez-vous dire Esquive ? (prefixed by ``#7 Grak :`` on a roster)."""
    typed = safe(notice.typed, 60)
    if notice.closest is None:
        text = t("skill.notice.house", lang, typed=typed)
    else:
        text = t(
            "skill.notice.closest",
            lang,
            typed=typed,
            closest=closest_name(notice.closest, notice.closest_as, lang=lang),
        )
    if name_player:
        return t("skill.notice.player", lang, number=notice.number, player=safe(notice.player, 60), notice=text)
    return text


def _notices_field(embed: discord.Embed, notices: Sequence[SkillNotice], *, name_player: bool, lang: str) -> None:
    if notices:
        lines = [skill_notice_line(n, name_player=name_player, lang=lang) for n in notices]
        _field(
            embed,
            t("skill.notice.title", lang, count=len(notices)),
            fit(lines, FIELD_LIMIT, lang=lang),
            inline=False,
            lang=lang,
        )


def player_saved_embed(
    player: Player,
    team: Team,
    *,
    created: bool,
    notices: Sequence[SkillNotice] = (),
    filled: Hire | None = None,
    lang: str,
) -> discord.Embed:
    """The player as saved, what his line of the Team Roster filled (``filled``), and the skills not in the official
    list (kept as typed), each with its closest name."""
    key = "league.player.created" if created else "league.player.updated"
    access = access_text(player, lang=lang)
    text = player_line(player, team.roster, lang=lang) + (f"\n\u2003{access}" if access else "")
    if filled is not None and filled.line is not None and filled.filled:
        fields = ", ".join(t(f"roster.field.{field}", lang) for field in filled.filled)
        text += "\n" + t(
            "roster.filled", lang, position=line_text(filled.line, lang=lang), roster=safe(team.roster), fields=fields
        )
    embed = _embed(t(key, lang, number=player.number, name=safe(player.name)), text, colour="nothing")
    _notices_field(embed, notices, name_player=False, lang=lang)
    embed.set_footer(text=t("league.player.in_team", lang, team=truncate(team.name, 100), id=player.id))
    return embed


def import_done_embed(
    team: Team, players: Sequence[Player], notices: Sequence[SkillNotice] = (), *, lang: str
) -> discord.Embed:
    title = tn("league.import.done", len(players), lang, team=safe(team.name))
    embed = _embed(
        title, _code(roster_table(players, team.roster, lang=lang), DESCRIPTION_BUDGET, lang=lang), colour="nothing"
    )
    _notices_field(embed, notices, name_player=True, lang=lang)
    return embed


def csv_header(columns: Sequence[Term], lang: str = DEFAULT_LANGUAGE) -> str:
    """A roster CSV's header in the reader's words (``numero;nom;…`` / ``number;name;…``)."""
    return ";".join(t(column.key, lang) for column in columns)


def import_refused_embed(
    problems: Sequence[tuple[int, Sequence[DomainError]]], lang: str = DEFAULT_LANGUAGE, *, room: int = 0
) -> discord.Embed:
    """Every bad line by its number, each with all its problems; nothing was saved. ``room``: the characters another
    embed of the same message takes (:func:`pasted_embed`), which Discord counts with these (6,000 in all)."""
    sep = t("league.import.problem_sep", lang)  # « ; » with its narrow no-break space in French
    lines = [
        t("league.import.line", lang, line=number, problem=sep.join(error_text(e, lang).rstrip(".") for e in errors))
        for number, errors in problems
    ]
    format_size = len(t("league.import.format", lang)) + len(t("league.import.format_body", lang))
    budget = min(DESCRIPTION_BUDGET, MESSAGE_EMBEDS_LIMIT - room - TITLE_LIMIT - format_size)
    embed = _embed(
        t("league.import.refused", lang, lines=tn("count.lines", len(problems), lang)),
        fit(lines, budget, lang=lang),
        colour="casualty",
    )
    _field(embed, t("league.import.format", lang), t("league.import.format_body", lang), inline=False, lang=lang)
    return embed


def pasted_embed(text: str, *, lang: str) -> discord.Embed:
    """What a refused form held, in a code block (no backtick can close it), for « Corriger » to give it back
    (:func:`pasted_text`); the form takes 4,000 characters at most, so it fits an embed's description."""
    block = "```\n" + text.replace("`", "ˋ").strip("\n")[:PASTED_LIMIT] + "\n```"
    return _embed(t("league.import.pasted", lang), block, colour="nothing")


def pasted_text(description: str | None) -> str | None:
    """The text of a :func:`pasted_embed`'s description (``None`` when it is not one)."""
    if not description or not description.startswith("```\n") or not description.endswith("\n```"):
        return None
    return description[4:-4]


# --- matches and casualties -----------------------------------------------------------------------------


def _fp(match: Match, side: str, team: Team, *, lang: str) -> str:
    fp = getattr(match, f"{side}_fp")
    die = getattr(match, f"{side}_fp_die")
    if fp is None:
        return t("league.match.fp.unplayed" if match.kind == "unplayed" else "league.match.fp.none", lang)
    if die is None:
        return t("league.match.fp.typed", lang, fp=fp)
    return t("league.match.fp.rolled", lang, fp=fp, die=die, fans=fp - die)


def match_title(match: Match, home: Team, away: Team, *, lang: str) -> str:
    return t("league.match.title", lang, id=match.id, home=safe(home.name), away=safe(away.name))


def kept_rulesets(matches: Sequence[tuple[Match, Team, Team]], ruleset: str, *, lang: str) -> str:
    """What ``/settings ruleset:`` changes for the matches under way (docs/rules.md M1): those opened under
    another ruleset keep it to their post-match; the new one is for the matches started from now on."""
    kept = [
        t(
            "settings.ruleset.kept_line",
            lang,
            match=match_title(m, home, away, lang=lang),
            ruleset=t(f"ruleset.{m.ruleset}", lang),
        )
        for m, home, away in matches
        if m.ruleset is not None and m.ruleset != ruleset
    ]
    if not kept:
        return t("settings.ruleset.next", lang)
    return t("settings.ruleset.kept", lang) + "\n" + "\n".join(kept)


def match_embed(
    match: Match,
    home: Team,
    away: Team,
    casualties: Sequence[CasualtyView] = (),
    *,
    title: str | None = None,
    pregames: Mapping[int, StoredPregame] | None = None,
    lang: str,
    pages: str | None = None,
    players: Mapping[int, str] | None = None,
) -> discord.Embed:
    """The match; ``pregames``: its applied pre-game by team id, what each side bought and prayed for shown under it
    (``players``: the labels of the players its Prayers selected, by id);
    ``pages``: the league page's address, when it has one (each side's team name then links to its page)."""
    colour = {"open": "nothing", "finished": "info", "applied": "info", "cancelled": "ko"}[match.status]
    embed = _embed(title or match_title(match, home, away, lang=lang), colour=colour)
    lines = [t("league.match.status_line", lang, status=t(f"league.match.status.{match.status}", lang))]
    if match.ruleset is not None:  # the one its rolls and its post-match use (docs/rules.md M1)
        lines.append(t("league.match.ruleset", lang, ruleset=t(f"ruleset.{match.ruleset}", lang)))
    if match.kind != "league":
        lines.insert(0, t(f"league.match.kind.{match.kind}", lang))
    if match.kind == "unplayed":  # what the book makes of it: a loss for both, or a real-life concession
        sides = {"home": safe(home.name), "away": safe(away.name)}
        if match.conceded is None:
            lines.insert(1, t("league.match.unplayed.loss", lang))
        else:
            winner = "away" if match.conceded == "home" else "home"
            lines.insert(1, t("league.match.unplayed.conceded", lang, team=sides[match.conceded], winner=sides[winner]))
    if match.status != "open" or match.home_score or match.away_score:
        lines.append(t("league.match.score", lang, home=match.home_score, away=match.away_score))
    if match.channel_id:
        lines.append(t("league.match.channel", lang, channel=f"<#{match.channel_id}>"))
    embed.description = "\n".join(lines)
    for side, team in (("home", home), ("away", away)):
        body = t(
            "league.match.side_body",
            lang,
            team=page_link(team.name, None if pages is None else f"{pages}team/{team.id}"),
            coach=f"<@{team.coach_id}>",
            fp=_fp(match, side, team, lang=lang),
        )
        pregame = (pregames or {}).get(team.id)
        if pregame is not None:
            lines = pregame_lines(pregame, lang=lang, roster=team.roster, players=players)
            body = "\n".join((body, *lines))
        _field(embed, t(f"league.match.side.{side}", lang), body, lang=lang)
    if casualties:
        _field(
            embed,
            t("league.match.casualties", lang, count=len(casualties)),
            fit([match_casualty_line(v, lang=lang) for v in casualties], FIELD_LIMIT, lang=lang),
            inline=False,
            lang=lang,
        )
    embed.set_footer(text=t("league.match.footer", lang, id=match.id))
    return embed


def pregame_lines(
    pregame: StoredPregame, *, lang: str, roster: str = "", players: Mapping[int, str] | None = None
) -> list[str]:
    """What a team's pre-game gave it for the match, as the table needs it: its Inducements in the book's order
    (Extra Team Training, a Mascot, a Halfling Master Chef… with their count), its Star Players and Mercenaries (each
    his line of ``roster`` in the reader's words, and his Primary skill), and the Prayers to Nuffle it rolled, by
    name, each with the players it selected (``players``: their labels by id; its Primary skill for Intensive
    Training)."""
    lines = []
    bought = [
        t("league.match.pregame.count", lang, item=t(i.label_key, lang), count=pregame.inducements[i.key])
        if pregame.inducements[i.key] > 1
        else t(i.label_key, lang)
        for i in rules.pregame.inducements.INDUCEMENTS
        if pregame.inducements.get(i.key, 0) > 0
    ]
    if bought:
        lines.append(t("league.match.pregame.inducements", lang, items=", ".join(bought)))
    stars = [
        rules.pregame.starplayers.name_of(rules.pregame.starplayers.HIRES[s.key])
        for s in pregame.stars
        if s.key in rules.pregame.starplayers.HIRES
    ]
    if stars:
        lines.append(t("league.match.pregame.stars", lang, names=", ".join(stars)))
    if pregame.mercenaries:
        names = ", ".join(safe(mercenary_text(roster, m, lang=lang), 60) for m in pregame.mercenaries)
        lines.append(t("league.match.pregame.mercenaries", lang, names=names))
    rolled = [
        _prayer_for(pregame, face, players or {}, lang=lang)
        for face in pregame.prayers
        if face in rules.pregame.prayers.BY_FACE
    ]
    if rolled:
        lines.append(t("league.match.pregame.prayers", lang, names=", ".join(rolled)))
    return lines


def _prayer_for(pregame: StoredPregame, face: int, players: Mapping[int, str], *, lang: str) -> str:
    """A Prayer's name, with the players it selected and the skill chosen (« Iron Man (#7 Petit) »)."""
    name = t(rules.pregame.prayers.BY_FACE[face].outcome, lang)
    picks = [p for p in pregame.picks if p.face == face]
    if not picks:
        return name
    who = [safe(players.get(p.player_id, str(p.player_id)), 60) for p in picks]
    who += [skill_text(p.skill, lang=lang) for p in picks[:1] if p.skill]
    return t("league.match.pregame.prayer_for", lang, prayer=name, players=", ".join(who))


def _who(ref: PlayerRef | None, team: TeamRef | None, *, lang: str) -> str:
    """``#3 Hans (Nains)``, the team alone (Star Player), or « personne »."""
    if ref is not None:
        return t("league.who", lang, number=ref.number, name=safe(ref.name, 60), team=safe(ref.team_name, 60))
    if team is not None:
        return safe(team.name, 60)
    return t("league.nobody", lang)


def _record_tail(view: CasualtyView, *, lang: str) -> str:
    """Cause, match and date; a cancelled match's casualty says it was never applied (it stays as history)."""
    c = view.casualty
    parts = [cause_label(c.cause, lang=lang)]
    if c.match_id is not None:
        key = "league.in_match.cancelled" if view.match_cancelled else "league.in_match"
        parts.append(t(key, lang, id=c.match_id))
    parts.append(when(c.recorded_at, lang=lang))
    return " · ".join(parts)


def _casualty_line(key: str, view: CasualtyView, *, lang: str, **who: str) -> str:
    """A casualty in a history: its outcome, who (``by`` or ``victim``), then cause, match and date."""
    c = view.casualty
    outcome = outcome_label(c.outcome, c.sequelle, lang=lang)
    return t(key, lang, outcome=outcome, tail=_record_tail(view, lang=lang), **who)


def suffered_line(view: CasualtyView, *, lang: str) -> str:
    by = _who(view.caused_by, view.caused_by_team, lang=lang)
    return _casualty_line("league.casualty.suffered_line", view, lang=lang, by=by)


def caused_line(view: CasualtyView, *, lang: str) -> str:
    victim = _who(view.victim, None, lang=lang)
    return _casualty_line("league.casualty.caused_line", view, lang=lang, victim=victim)


def match_casualty_line(view: CasualtyView, *, lang: str) -> str:
    c = view.casualty
    return t(
        "league.casualty.match_line",
        lang,
        id=c.id,
        victim=_who(view.victim, None, lang=lang),
        outcome=outcome_label(c.outcome, c.sequelle, lang=lang),
        by=_who(view.caused_by, view.caused_by_team, lang=lang),
        cause=cause_label(c.cause, lang=lang),
    )


def casualty_recorded_embed(view: CasualtyView, match: Match, *, rolled: str | None = None, lang: str) -> discord.Embed:
    """A casualty just recorded; ``rolled``: the outcome reported when a friendly stored another (Badly Hurt)."""
    c = view.casualty
    colour = "dead" if c.outcome == injury.CASUALTY_DEAD else "casualty"
    lines = [
        t("league.casualty.victim", lang, who=_who(view.victim, None, lang=lang)),
        t("league.casualty.outcome", lang, outcome=outcome_label(c.outcome, c.sequelle, lang=lang)),
        t("league.casualty.cause", lang, cause=cause_label(c.cause, lang=lang)),
        t("league.casualty.by", lang, who=_who(view.caused_by, view.caused_by_team, lang=lang)),
    ]
    consequence = injury.CASUALTY_CONSEQUENCES.get(c.outcome)
    if c.hatred_candidates and consequence is not None and consequence.revanche:  # never after a death or a Commotion
        lines.append(t("league.casualty.hatred", lang, keywords=", ".join(safe(k, 40) for k in c.hatred_candidates)))
    if rolled is not None and rolled != c.outcome:
        lines.append(friendly_casualty_note(rolled, c.outcome, lang=lang))
    embed = _embed(t("league.casualty.recorded", lang, id=c.id), "\n".join(lines), colour=colour)
    footer = "league.casualty.footer.friendly" if match.kind == "friendly" else "league.casualty.footer"
    embed.set_footer(text=t(footer, lang, match=match.id))
    return embed


def friendly_casualty_note(rolled: str, stored: str, *, lang: str) -> str:
    """« Match amical : Mort tiré, compté comme Amoché (ni séquelle, ni mort) »: what a friendly made of a roll."""
    return t(
        "league.casualty.friendly",
        lang,
        rolled=outcome_label(rolled, None, lang=lang),
        stored=outcome_label(stored, None, lang=lang),
    )


def casualties_embed(
    title: str, suffered: Sequence[CasualtyView], caused: Sequence[CasualtyView] | None = None, *, lang: str
) -> discord.Embed:
    """A history: newest first, each list cut to its field."""
    if caused is None:  # one match: a single list
        embed = _embed(title, fit([match_casualty_line(v, lang=lang) for v in suffered], DESCRIPTION_BUDGET, lang=lang))
        return embed
    embed = _embed(title)
    suffered_lines = [f"{_who(v.victim, None, lang=lang)} — {suffered_line(v, lang=lang)}" for v in reversed(suffered)]
    _list_field(embed, t("league.casualties.suffered", lang, count=len(suffered)), suffered_lines, lang=lang)
    caused_lines = [
        f"{_who(v.caused_by, v.caused_by_team, lang=lang)} — {caused_line(v, lang=lang)}" for v in reversed(caused)
    ]
    _list_field(embed, t("league.casualties.caused", lang, count=len(caused)), caused_lines, lang=lang)
    return embed


def graveyard_embed(graves: Sequence[Grave], title: str, *, lang: str) -> discord.Embed:
    lines = []
    for grave in graves:
        killer = (
            t("league.grave.by", lang, who=_who(grave.killed_by, grave.killed_by_team, lang=lang))
            if grave.killed_by or grave.killed_by_team
            else ""
        )
        match = t("league.in_match", lang, id=grave.match_id) if grave.match_id else ""
        details = " · ".join(p for p in (when(grave.died_at, lang=lang), match, killer) if p)
        lines.append(t("league.grave.line", lang, who=_who(grave.player, None, lang=lang), details=details))
    description = fit(lines, DESCRIPTION_BUDGET, lang=lang) if lines else t("league.grave.empty", lang)
    return _embed(title, description, colour="dead")


def leaderboard_embed(board: Leaderboard, *, lang: str) -> discord.Embed:
    embed = _embed(t("league.leaderboard.title", lang))
    rankings = {
        "league.leaderboard.by_player": board.casualties_by_player,
        "league.leaderboard.by_team": board.casualties_by_team,
        "league.leaderboard.deaths": board.deaths_by_player,
        "league.leaderboard.injured": board.most_injured,
    }
    embed.description = t("league.leaderboard.scope", lang)
    for name, rows in rankings.items():
        lines = [
            t("league.rank.line", lang, rank=rank, label=safe(r.label), count=r.count)
            for rank, r in zip(shared_ranks([r.count for r in rows]), rows, strict=True)
        ]
        _list_field(embed, t(name, lang), lines, lang=lang)
    return embed


def shared_ranks(counts: Sequence[int]) -> list[int]:
    """Ranks of counts sorted from the highest: a tie shares its rank, the next one skips (1, 1, 3)."""
    ranks: list[int] = []
    for index, count in enumerate(counts):
        ranks.append(ranks[-1] if index and count == counts[index - 1] else index + 1)
    return ranks
