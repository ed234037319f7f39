"""League records → embeds: teams and rosters, players, matches, casualty lists, graveyard, leaderboard.

Every name was typed by someone: it goes through :func:`render.text.safe`
(markdown and mentions escaped) or, inside a code block, :func:`cell` (no
backtick can close the block). Every embed stays within Discord's limits:
lines are packed into a budget and what does not fit is announced (« … et 4
de plus »), or split into pages the caller shows one at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

import discord

from locales import DEFAULT_LANGUAGE, t
from records.models import Casualty, Match, Player, SkillNotice, Team
from records.stats import CasualtyView, Grave, Leaderboard, PlayerRef, Ranked, TeamRef
from render.embeds import COLOURS, FIELD_LIMIT, gold, truncate
from render.errors import error_text
from render.text import profile_text, safe
from rules import injury, skills
from rules.errors import DomainError, Term

#: Room for the description of a list (Discord allows 4,096; the rest of the embed needs some of 6,000).
DESCRIPTION_BUDGET = 3600
#: A title holds 256 characters.
TITLE_LIMIT = 256
#: How much of a long list of skills one player line shows.
SKILLS_LIMIT = 300
#: Column widths of the roster table (monospace).
_NAME_WIDTH = 18
_POSITION_WIDTH = 12


# --- text helpers ---------------------------------------------------------------------------------------


def cell(text: str, width: int) -> str:
    """A name for a code-block table: no backtick, cut to ``width`` and padded."""
    plain = " ".join(text.replace("`", "ˋ").split())
    if len(plain) > width:
        plain = plain[: width - 1] + "…"
    return plain.ljust(width)


def when(iso: str | None) -> str:
    """A stored UTC time as a Discord timestamp (each reader sees their own time zone)."""
    if not iso:
        return t("league.unknown_date")
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return safe(iso, 30)
    return discord.utils.format_dt(moment, "d")


def fit(lines: Sequence[str], limit: int, *, more: str = "league.more") -> str:
    """As many whole lines as fit in ``limit`` characters, then « … et N de plus » when some are left out."""
    out: list[str] = []
    size = 0
    for index, line in enumerate(lines):
        left = len(lines) - index - 1
        tail = len(t(more, count=9999)) + 1 if left else 0
        if size + len(line) + 1 + tail > limit:
            out.append(t(more, count=len(lines) - index))
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out) if out else t("league.none")


def pages(blocks: Sequence[str], budget: int = DESCRIPTION_BUDGET) -> list[str]:
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
    return out or [t("league.none")]


def _embed(title: str, description: str = "", *, colour: str = "info") -> discord.Embed:
    return discord.Embed(title=truncate(title, TITLE_LIMIT), description=description or None, colour=COLOURS[colour])


def _field(embed: discord.Embed, name: str, value: str, *, inline: bool = True) -> None:
    embed.add_field(name=truncate(name, 256), value=truncate(value or t("league.none"), FIELD_LIMIT), inline=inline)


def yes_no(value: bool) -> str:
    return t("league.yes") if value else t("league.no")


def outcome_label(outcome: str, sequelle: str | None = None) -> str:
    """« Mort », « Séquelle (−1 AG) », « Commotion (Minus) »."""
    text = t(f"league.outcome.{outcome}")
    if sequelle:
        text = t("league.outcome.with_sequelle", outcome=text, name=t(f"char.{sequelle.lower()}"))
    return text


def cause_label(cause: str | None) -> str:
    return t(f"league.cause.{cause}") if cause else t("league.cause.unknown")


# --- teams ----------------------------------------------------------------------------------------------


def roster_table(players: Iterable[Player]) -> list[str]:
    """Monospace lines: ``#  Nom  Poste  M F AG CP AR PSP`` then one line per player (flags at the end)."""
    header = f"{'#':>2} {cell(t('league.col.name'), _NAME_WIDTH)} {cell(t('league.col.position'), _POSITION_WIDTH)}"
    header += "  M  F AG CP AR PSP"
    lines = [header]
    for p in players:
        prof = p.profile
        pa = "-" if prof.pa is None else f"{prof.pa}+"
        flags = []
        if not p.active:
            flags.append(t(f"league.player.status.{p.status}"))
        if p.miss_next_game:
            flags.append(t("league.flag.mng"))
        if p.niggling:
            flags.append(t("league.flag.niggling", count=p.niggling))
        line = (
            f"{p.number:>2} {cell(p.name, _NAME_WIDTH)} {cell(p.position, _POSITION_WIDTH)}"
            f" {prof.ma:>2} {prof.st:>2} {prof.ag:>1}+ {pa:>2} {prof.av:>2}+ {p.spp:>3}"
        )
        lines.append(f"{line} {' '.join(flags)}".rstrip())
    return lines


def _code(lines: list[str], limit: int) -> str:
    """A code block of ``lines`` within ``limit`` characters; the lines left out are counted below it."""
    reserve = len(t("league.more_players", count=9999)) + 1
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
    return block + ("\n" + t("league.more_players", count=dropped) if dropped else "")


def team_embed(team: Team, players: Sequence[Player]) -> discord.Embed:
    """The team card and its roster as a table (a very long roster is cut, the rest counted)."""
    title = t("league.team.title", name=safe(team.name), roster=safe(team.roster))
    embed = _embed(title, colour="nothing" if not team.archived else "ko")
    _field(embed, t("league.team.coach"), f"<@{team.coach_id}>")
    _field(embed, t("league.team.treasury"), t("league.gold", amount=gold(team.treasury)))
    _field(embed, t("league.team.fans"), str(team.dedicated_fans))
    _field(embed, t("league.team.rerolls"), str(team.rerolls))
    _field(embed, t("league.team.cheerleaders"), str(team.cheerleaders))
    _field(embed, t("league.team.assistants"), str(team.assistant_coaches))
    _field(embed, t("league.team.apothecary"), yes_no(team.apothecary))
    rules = ", ".join(t(f"team_rule.{rule}") for rule in team.special_rules)
    _field(embed, t("league.team.special_rules"), rules or t("league.none"), inline=False)
    active = [p for p in players if p.active]
    if active:
        embed.description = (
            t("league.team.roster", count=len(active)) + "\n" + _code(roster_table(active), DESCRIPTION_BUDGET)
        )
    else:
        embed.description = t("league.team.empty")
    if team.archived:
        since = t("league.team.archived_since", when=when(team.archived_at))
        _field(embed, t("league.team.archived"), since, inline=False)
    embed.set_footer(text=t("league.team.footer", id=team.id))
    return embed


def team_list_embed(teams: Sequence[Team], counts: dict[int, int], *, archived: bool = False) -> discord.Embed:
    lines = []
    for team in teams:
        key = "league.team.line.archived" if team.archived else "league.team.line"
        lines.append(
            t(
                key,
                name=safe(team.name),
                roster=safe(team.roster, 60),
                coach=f"<@{team.coach_id}>",
                count=counts.get(team.id, 0),
            )
        )
    title = t("league.team.list.title.archived" if archived else "league.team.list.title", count=len(teams))
    description = fit(lines, DESCRIPTION_BUDGET) if lines else t("league.team.list.empty")
    return _embed(title, description)


# --- players --------------------------------------------------------------------------------------------


def player_line(player: Player) -> str:
    """``**#7 Grak** · Blitzer · M6 F3 AG3+ CP4+ AR9+ · PSP 12`` and the skills below."""
    head = t(
        "league.player.line",
        number=player.number,
        name=safe(player.name),
        position=safe(player.position, 60),
        profile=profile_text(player.profile),
        spp=player.spp,
    )
    extra = []
    if not player.active:
        extra.append(t(f"league.player.status.{player.status}"))
    if player.miss_next_game:
        extra.append(t("league.flag.mng"))
    if player.niggling:
        extra.append(t("league.flag.niggling", count=player.niggling))
    if player.journeyman:
        extra.append(t("league.flag.journeyman"))
    if player.temporarily_retired:
        extra.append(t("league.flag.temporarily_retired"))
    if extra:
        head += " · " + " · ".join(extra)
    gained = (t("league.player.gained_hatred", keyword=x) for x in player.gained_hatreds)
    skills = ", ".join(safe(s, 60) for s in (*player.skills, *gained))
    return head + ("\n\u2003" + truncate(skills, SKILLS_LIMIT) if skills else "")


def roster_pages(players: Sequence[Player]) -> list[str]:
    """``/player list``: one block per player, packed into pages."""
    return pages([player_line(p) for p in players])


def roster_embed(team: Team, page: str, index: int, total: int, count: int) -> discord.Embed:
    title = t("league.roster.title", name=safe(team.name), count=count)
    embed = _embed(title, page)
    if total > 1:
        embed.set_footer(text=t("league.roster.page", page=index + 1, total=total))
    return embed


def _improvements(player: Player) -> str:
    taken = [f"{t(f'char.{c.lower()}')} +{n}" for c, n in player.improvements.items() if n]
    return ", ".join(taken) if taken else t("league.none")


def _skill_shown(name: str) -> str:
    """A roster skill as typed; one the official list does not know is marked (a house skill or a typo)."""
    shown = safe(name, 60)
    return shown if skills.read(name).known else t("skill.house_mark", name=shown)


def player_embed(
    player: Player, team: Team, suffered: Sequence[CasualtyView], caused: Sequence[CasualtyView]
) -> discord.Embed:
    """Profile, PSP, BP, RPM, improvements, Haine and the casualties suffered and caused."""
    title = t("league.player.title", number=player.number, name=safe(player.name))
    colour = "dead" if player.status == "dead" else "info" if player.active else "ko"
    lines = [
        t("league.player.team", team=safe(team.name), position=safe(player.position, 60)),
        f"**{profile_text(player.profile)}**",
    ]
    if not player.active:
        lines.append(t(f"league.player.left.{player.status}", when=when(player.left_at)))
    if player.journeyman:
        lines.append(t("league.player.journeyman"))
    if player.temporarily_retired:
        lines.append(t("league.player.temporarily_retired"))
    embed = _embed(title, "\n".join(lines), colour=colour)
    _field(embed, t("league.player.spp"), str(player.spp))
    _field(embed, t("league.player.niggling"), str(player.niggling))
    _field(embed, t("league.player.mng"), yes_no(player.miss_next_game))
    _field(embed, t("league.player.improvements"), _improvements(player))
    if player.value is not None:
        _field(embed, t("league.player.value"), t("league.gold", amount=gold(player.value)))
    hatreds = ", ".join(safe(h, 60) for h in player.gained_hatreds)
    _field(embed, t("league.player.hatred"), hatreds or t("league.none"))
    _field(embed, t("league.player.skills"), ", ".join(_skill_shown(s) for s in player.skills), inline=False)
    _field(embed, t("league.player.keywords"), ", ".join(safe(k, 60) for k in player.keywords), inline=False)
    _field(
        embed,
        t("league.player.suffered", count=len(suffered)),
        fit([suffered_line(v) for v in reversed(suffered)], FIELD_LIMIT),
        inline=False,
    )
    _field(
        embed,
        t("league.player.caused", count=len(caused)),
        fit([caused_line(v) for v in reversed(caused)], FIELD_LIMIT),
        inline=False,
    )
    embed.set_footer(text=t("league.player.footer", id=player.id))
    return embed


def closest_name(key: str, spelt: str | None = None) -> str:
    """A catalogue skill's French name, with the name it was matched by when that is not French."""
    name = t(f"skill.{key}")
    skill = skills.CATALOGUE[key]
    return name if spelt is None or spelt in skill.french else t("skill.notice.as", name=name, spelt=spelt)


def skill_notice_line(notice: SkillNotice, *, name_player: bool = False) -> str:
    """« Esquivee » inconnue — vouliez-vous dire Esquive ? (prefixed by ``#7 Grak :`` on a roster)."""
    typed = safe(notice.typed, 60)
    if notice.closest is None:
        text = t("skill.notice.house", typed=typed)
    else:
        text = t("skill.notice.closest", typed=typed, closest=closest_name(notice.closest, notice.closest_as))
    if name_player:
        return t("skill.notice.player", number=notice.number, player=safe(notice.player, 60), notice=text)
    return text


def _notices_field(embed: discord.Embed, notices: Sequence[SkillNotice], *, name_player: bool) -> None:
    if notices:
        lines = [skill_notice_line(n, name_player=name_player) for n in notices]
        _field(embed, t("skill.notice.title", count=len(notices)), fit(lines, FIELD_LIMIT), inline=False)


def player_saved_embed(
    player: Player, team: Team, *, created: bool, notices: Sequence[SkillNotice] = ()
) -> discord.Embed:
    """The player as saved, and the skills not in the official list (kept as typed), each with its closest name."""
    key = "league.player.created" if created else "league.player.updated"
    embed = _embed(t(key, number=player.number, name=safe(player.name)), player_line(player), colour="nothing")
    _notices_field(embed, notices, name_player=False)
    embed.set_footer(text=t("league.player.in_team", team=truncate(team.name, 100), id=player.id))
    return embed


def import_done_embed(team: Team, players: Sequence[Player], notices: Sequence[SkillNotice] = ()) -> discord.Embed:
    title = t("league.import.done", count=len(players), team=safe(team.name))
    embed = _embed(title, _code(roster_table(players), DESCRIPTION_BUDGET), colour="nothing")
    _notices_field(embed, notices, name_player=True)
    return embed


def csv_header(columns: Sequence[Term], lang: str = DEFAULT_LANGUAGE) -> str:
    """A roster CSV's header in the reader's words (``numero;nom;…`` / ``number;name;…``)."""
    return ";".join(t(column.key, lang) for column in columns)


def import_refused_embed(
    problems: Sequence[tuple[int, Sequence[DomainError]]], lang: str = DEFAULT_LANGUAGE
) -> discord.Embed:
    """Every bad line by its number, each with all its problems; nothing was saved."""
    lines = [
        t("league.import.line", lang, line=number, problem=" ; ".join(error_text(e, lang).rstrip(".") for e in errors))
        for number, errors in problems
    ]
    embed = _embed(t("league.import.refused", count=len(problems)), fit(lines, DESCRIPTION_BUDGET), colour="casualty")
    _field(embed, t("league.import.format"), t("league.import.format_body"), inline=False)
    return embed


# --- matches and casualties -----------------------------------------------------------------------------


def _fp(match: Match, side: str, team: Team) -> str:
    fp = getattr(match, f"{side}_fp")
    die = getattr(match, f"{side}_fp_die")
    if fp is None:
        return t("league.match.fp.none")
    if die is None:
        return t("league.match.fp.typed", fp=fp)
    return t("league.match.fp.rolled", fp=fp, die=die, fans=fp - die)


def match_title(match: Match, home: Team, away: Team) -> str:
    return t("league.match.title", id=match.id, home=safe(home.name), away=safe(away.name))


def match_embed(
    match: Match, home: Team, away: Team, casualties: Sequence[CasualtyView] = (), *, title: str | None = None
) -> discord.Embed:
    colour = {"open": "nothing", "finished": "info", "applied": "info", "cancelled": "ko"}[match.status]
    embed = _embed(title or match_title(match, home, away), colour=colour)
    lines = [t("league.match.status_line", status=t(f"league.match.status.{match.status}"))]
    if match.status != "open" or match.home_score or match.away_score:
        lines.append(t("league.match.score", home=match.home_score, away=match.away_score))
    if match.channel_id:
        lines.append(t("league.match.channel", channel=f"<#{match.channel_id}>"))
    embed.description = "\n".join(lines)
    for side, team in (("home", home), ("away", away)):
        body = t("league.match.side_body", team=safe(team.name), coach=f"<@{team.coach_id}>", fp=_fp(match, side, team))
        _field(embed, t(f"league.match.side.{side}"), body)
    if casualties:
        _field(
            embed,
            t("league.match.casualties", count=len(casualties)),
            fit([match_casualty_line(v) for v in casualties], FIELD_LIMIT),
            inline=False,
        )
    embed.set_footer(text=t("league.match.footer", id=match.id))
    return embed


def _who(ref: PlayerRef | None, team: TeamRef | None) -> str:
    """``#3 Hans (Nains)``, the team alone (Star Player), or « personne »."""
    if ref is not None:
        return t("league.who", number=ref.number, name=safe(ref.name, 60), team=safe(ref.team_name, 60))
    if team is not None:
        return safe(team.name, 60)
    return t("league.nobody")


def _record_tail(c: Casualty) -> str:
    parts = [cause_label(c.cause)]
    if c.match_id is not None:
        parts.append(t("league.in_match", id=c.match_id))
    parts.append(when(c.recorded_at))
    return " · ".join(parts)


def suffered_line(view: CasualtyView) -> str:
    c = view.casualty
    by = _who(view.caused_by, view.caused_by_team)
    return t("league.casualty.suffered_line", outcome=outcome_label(c.outcome, c.sequelle), by=by, tail=_record_tail(c))


def caused_line(view: CasualtyView) -> str:
    c = view.casualty
    victim = _who(view.victim, None)
    return t(
        "league.casualty.caused_line", outcome=outcome_label(c.outcome, c.sequelle), victim=victim, tail=_record_tail(c)
    )


def match_casualty_line(view: CasualtyView) -> str:
    c = view.casualty
    return t(
        "league.casualty.match_line",
        id=c.id,
        victim=_who(view.victim, None),
        outcome=outcome_label(c.outcome, c.sequelle),
        by=_who(view.caused_by, view.caused_by_team),
        cause=cause_label(c.cause),
    )


def casualty_recorded_embed(view: CasualtyView, match: Match) -> discord.Embed:
    c = view.casualty
    colour = "dead" if c.outcome == injury.CASUALTY_DEAD else "casualty"
    lines = [
        t("league.casualty.victim", who=_who(view.victim, None)),
        t("league.casualty.outcome", outcome=outcome_label(c.outcome, c.sequelle)),
        t("league.casualty.cause", cause=cause_label(c.cause)),
        t("league.casualty.by", who=_who(view.caused_by, view.caused_by_team)),
    ]
    if c.hatred_candidates:
        lines.append(t("league.casualty.hatred", keywords=", ".join(safe(k, 40) for k in c.hatred_candidates)))
    embed = _embed(t("league.casualty.recorded", id=c.id), "\n".join(lines), colour=colour)
    embed.set_footer(text=t("league.casualty.footer", match=match.id))
    return embed


def casualties_embed(
    title: str, suffered: Sequence[CasualtyView], caused: Sequence[CasualtyView] | None = None
) -> discord.Embed:
    """A history: newest first, each list cut to its field."""
    if caused is None:  # one match: a single list
        embed = _embed(title, fit([match_casualty_line(v) for v in suffered], DESCRIPTION_BUDGET))
        return embed
    embed = _embed(title)
    _field(
        embed,
        t("league.casualties.suffered", count=len(suffered)),
        fit([f"{_who(v.victim, None)} — {suffered_line(v)}" for v in reversed(suffered)], FIELD_LIMIT),
        inline=False,
    )
    _field(
        embed,
        t("league.casualties.caused", count=len(caused)),
        fit([f"{_who(v.caused_by, v.caused_by_team)} — {caused_line(v)}" for v in reversed(caused)], FIELD_LIMIT),
        inline=False,
    )
    return embed


def graveyard_embed(graves: Sequence[Grave], title: str) -> discord.Embed:
    lines = []
    for grave in graves:
        killer = (
            t("league.grave.by", who=_who(grave.killed_by, grave.killed_by_team))
            if grave.killed_by or grave.killed_by_team
            else ""
        )
        match = t("league.in_match", id=grave.match_id) if grave.match_id else ""
        details = " · ".join(p for p in (when(grave.died_at), match, killer) if p)
        lines.append(t("league.grave.line", who=_who(grave.player, None), details=details))
    description = fit(lines, DESCRIPTION_BUDGET) if lines else t("league.grave.empty")
    return _embed(title, description, colour="dead")


def _ranking(rows: Sequence[Ranked]) -> str:
    lines = [t("league.rank.line", rank=i, label=safe(r.label), count=r.count) for i, r in enumerate(rows, 1)]
    return fit(lines, FIELD_LIMIT) if lines else t("league.none")


def leaderboard_embed(board: Leaderboard) -> discord.Embed:
    embed = _embed(t("league.leaderboard.title"))
    _field(embed, t("league.leaderboard.by_player"), _ranking(board.casualties_by_player), inline=False)
    _field(embed, t("league.leaderboard.by_team"), _ranking(board.casualties_by_team), inline=False)
    _field(embed, t("league.leaderboard.deaths"), _ranking(board.deaths_by_player), inline=False)
    _field(embed, t("league.leaderboard.injured"), _ranking(board.most_injured), inline=False)
    return embed
