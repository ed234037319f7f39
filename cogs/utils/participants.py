"""Roll commands with players taken from the league's rosters: who is hurt, who hit him, their match.

Every path that rolls for players (``/armour``, ``/foul``, ``/injury``,
``/casualty``, a block's armour button, a kick-off victim) turns them into
:class:`rules.traits.Traits` here, the same way, and lets :mod:`rules.traits`
build the rules' inputs: the answer never depends on the path. The open match
between their teams is what an **Enregistrer** button records the casualty into.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

import records.models
import render.text
import rolls.blocks
import rolls.followups
from cogs.utils.errors import UserError
from cogs.utils.interaction import Interaction
from cogs.utils.league import as_prayed, match_teams, require_match_member, resolve_player, resolve_star
from locales import t
from rules import injury
from rules.errors import Term

if TYPE_CHECKING:
    from records.models import Casualty, CasualtyCause, Match, Player
    from rules.model import Result
    from rules.traits import Traits

#: The chain outcomes a casualty record is made of (:data:`rolls.followups.RECORDABLE`).
RECORDABLE = rolls.followups.RECORDABLE

#: The rules' inputs a chain roll does not store: its players' records give them again.
READ_AGAIN = ("profile", "attacker_keywords")

#: Typed option → the skill key it stands for (the others are named as their key).
OPTION_SKILLS = {"minus": "stunty"}


def typed_skills(**options: bool) -> tuple[str, ...]:
    """The skill keys of the boolean options a user set (``minus=True`` → ``stunty``)."""
    return tuple(OPTION_SKILLS.get(name, name) for name, on in options.items() if on)


def traits_of(player: Player | None) -> Traits:
    """A roster player as every roll sees him (:func:`rolls.blocks.traits_of`)."""
    return rolls.blocks.traits_of(player)


@dataclass(frozen=True, slots=True)
class Participants:
    """Who is hurt and by whom, as recorded in this server, and their open match."""

    victim: Player | None = None
    attacker: Player | None = None
    match: Match | None = None
    #: Player id → the casualty not applied yet that keeps him off the pitch (his recorded death, or his place in
    #: this match's Casualty box): said on the roll rather than hurting him silently (issue 26).
    out: Mapping[int, Casualty] = field(default_factory=dict)
    #: The victim is a roster player with no open match to record into: his team's name and the attacker's (``None``
    #: when none is named), to say why a casualty has no Enregistrer button.
    unrecorded: tuple[str, str | None] | None = None

    def victim_traits(
        self, *, st: int | None = None, av: int | None = None, niggling: int | None = None, has: Iterable[str] = ()
    ) -> Traits:
        """The victim's roster traits, what was typed winning."""
        return traits_of(self.victim).over(st=st, av=av, niggling=niggling, has=has)

    def attacker_traits(self, *, st: int | None = None, has: Iterable[str] = ()) -> Traits:
        return traits_of(self.attacker).over(st=st, has=has)

    def options(self) -> dict[str, Any]:
        """What to store with the roll so the Enregistrer button can find everyone again."""
        out: dict[str, Any] = {}
        if self.victim and self.victim.id > 0:
            out["victim_id"] = self.victim.id
        if self.attacker and self.attacker.id > 0:
            out["attacker_id"] = self.attacker.id
        elif self.attacker:  # a Star Player: a casualty he causes names him (league_play.md: not the league's player)
            out["caused_by_name"] = self.attacker.name
            out["caused_by_team_id"] = self.attacker.team_id
        if self.match:
            out["match_id"] = self.match.id
        return out

    def roll_options(self, inputs: Mapping[str, Any], **more: Any) -> dict[str, Any]:
        """What a chain roll stores: the rules' ``inputs`` but the victim's profile and the attacker's keywords,
        which the players' ids stored after them (:meth:`options`) bring back, then ``more`` (its cause, what it
        follows)."""
        kept = {key: value for key, value in inputs.items() if key not in READ_AGAIN}
        return {**kept, **self.options(), **more}

    @property
    def friendly(self) -> bool:
        """Their match is a friendly: a casualty counts as Badly Hurt and no post-match follows (league_play.md)."""
        return self.match is not None and self.match.kind == "friendly"

    def notes(self, lang: str) -> tuple[str, ...]:
        """The players named, a warning for one who must miss this match or is out of it already, and a friendly's
        rule."""
        named = player_notes(lang, self.out, victim=self.victim, attacker=self.attacker)
        return (*named, *self.friendly_note(lang))

    def record_notes(self, result: Result, lang: str) -> tuple[str, ...]:
        """Why a roll that ended in a casualty of a roster player has no Enregistrer button: no open match between
        the teams (a player of a team not in this channel's match, issue 26)."""
        if self.unrecorded is None or self.match is not None or not RECORDABLE.intersection(result.outcomes()):
            return ()
        team, other = self.unrecorded
        against = "" if other is None else t("ui.record.none.against", lang, team=safe_name(other))
        return (t("ui.record.none", lang, team=safe_name(team), against=against),)

    def friendly_note(self, lang: str) -> tuple[str, ...]:
        """In a friendly, what its casualties count as (every path that may record one says it)."""
        return (t("ui.participants.friendly", lang),) if self.friendly else ()


def player_notes(lang: str, out: Mapping[int, Casualty] | None = None, **players: Player | None) -> tuple[str, ...]:
    """``Victime : #3 Snik`` for each role given, and ⚠️ when that player must miss this match (RPM), is out for
    the season (Retraite Temporaire), or is out of this match already (``out``: his recorded death, his place in the
    Casualty box)."""
    notes = []
    for role, player in players.items():
        if player is None:
            continue
        shown = render.text.safe(player.label())
        notes.append(t(f"ui.participants.{role}", lang, player=shown))
        if player.temporarily_retired:  # out for the season, whatever his RPM
            notes.append(t("ui.participants.temporarily_retired", lang, player=shown))
        elif player.miss_next_game:
            notes.append(t("ui.participants.miss_next_game", lang, player=shown))
        casualty = (out or {}).get(player.id)
        if casualty is not None:
            key = "dead_recorded" if casualty.dead else "in_casualty_box"
            notes.append(t(f"ui.participants.{key}", lang, player=shown, casualty=casualty.id))
    return tuple(notes)


def safe_name(name: str) -> str:
    """A team's name as a note shows it (no ping, no markdown)."""
    return render.text.safe(name)


async def out_of_play(interaction: Interaction, match: Match | None, *players: Player | None) -> dict[int, Casualty]:
    """The casualties not applied yet that keep these players off the pitch
    (:meth:`league.casualties.CasualtyRepository.out_of_play`), by player id."""
    ids = [p.id for p in players if p is not None and p.id > 0]  # a Star Player (id below 0) has no casualty
    if not ids:
        return {}
    bot = interaction.client
    return await bot.casualties.out_of_play(interaction.guild_id or 0, ids, None if match is None else match.id)


def refuse_dead(out: Mapping[int, Casualty], *players: Player | None) -> None:
    """A player whose death is recorded is dead, though the post-match has not applied it yet: refused, as a dead
    one is (the README: « comme un joueur dont la mort est enregistrée et pas encore appliquée »)."""
    for player in players:
        casualty = None if player is None else out.get(player.id)
        if player is not None and casualty is not None and casualty.dead:
            raise UserError("ui.participants.dead_pending", player=player.label(), casualty=casualty.id)


async def with_unrecorded(interaction: Interaction, who: Participants) -> Participants:
    """``who`` with :attr:`Participants.unrecorded` filled in when its victim is a roster player with no open
    match: the names of his team and of the attacker's."""
    if who.victim is None or who.match is not None:
        return who
    teams, guild_id = interaction.client.teams, interaction.guild_id or 0
    team = await teams.get(guild_id, who.victim.team_id)
    other = None if who.attacker is None else await teams.get(guild_id, who.attacker.team_id)
    if team is None:
        return who
    return replace(who, unrecorded=(team.name, None if other is None else other.name))


async def resolve(
    interaction: Interaction, victim: str | None, attacker: str | None, *, hurting: bool = True
) -> Participants:
    """Read the players (this server only) and the open match between their teams. A victim whose death is
    recorded is refused; with ``hurting`` (a roll that hurts him again), a player already out of this match is
    named with a warning (an attacker whose death is recorded too: he may have caused it before)."""
    hurt = await active_player(interaction, victim)
    hitter = await active_player(interaction, attacker)
    if hurt and hitter and hurt.team_id == hitter.team_id:
        raise UserError("ui.participants.same_team")
    match = await _open_match(interaction, hurt, hitter) if hurt else None
    hurt, hitter = await as_prayed(interaction, match, (hurt, hitter))
    out = await out_of_play(interaction, match, hurt, hitter)
    refuse_dead(out, hurt)
    return await with_unrecorded(interaction, Participants(hurt, hitter, match, out if hurting else {}))


async def resolve_pair(interaction: Interaction, attacker: str | None, defender: str | None) -> Participants:
    """A block's two players (``victim`` is the defender) and the open match of whichever is named."""
    hitter = await active_player(interaction, attacker)
    target = await active_player(interaction, defender)
    if hitter and target and hitter.team_id == target.team_id:
        raise UserError("ui.participants.same_team_block", attacker=hitter.label(), defender=target.label())
    first, second = (target, hitter) if target else (hitter, None)
    match = await _open_match(interaction, first, second) if first else None
    target, hitter = await as_prayed(interaction, match, (target, hitter))
    out = await out_of_play(interaction, match, target, hitter)
    refuse_dead(out, hitter, target)  # both act now: a dead player does not block nor is blocked
    return Participants(target, hitter, match, out)


async def active_player(interaction: Interaction, value: str | None) -> Player | None:
    """The player an option names; a dead or retired player is refused, and says so."""
    if value is None or not value.strip():
        return None
    star = await resolve_star(interaction, value)
    if star is not None:  # a Star Player of the match: his profile and skills, on the team that hired him
        return star
    player = await resolve_player(interaction, value)
    if not player.active:
        state = Term(f"ui.participants.state.{player.status}")
        raise UserError("ui.participants.not_active", player=player.label(), state=state)
    return player


async def _open_match(interaction: Interaction, victim: Player, attacker: Player | None) -> Match | None:
    """The open match of the victim's team (against the attacker's), this channel's first."""
    bot = interaction.client
    matches = await bot.matches.list(interaction.guild_id or 0, team_id=victim.team_id, status="open")
    if attacker is not None:
        matches = [m for m in matches if attacker.team_id in m.team_ids]
    matches.sort(key=lambda m: m.channel_id != interaction.channel_id)
    return matches[0] if matches else None


def recorded_outcome(outcomes: Iterable[str]) -> str | None:
    """The casualty a roll ended in (the last recordable outcome), if any; an Apothicaire's roll that patched the
    player up ended there, whatever its second D16 showed under it."""
    listed = list(outcomes)
    if injury.APOTHECARY_PATCHED in listed:
        return injury.APOTHECARY_PATCHED
    return next((o for o in reversed(listed) if o in RECORDABLE), None)


async def record_from_roll(interaction: Interaction, roll_id: int) -> tuple[Casualty | None, str, int | None]:
    """Record the casualty a stored roll ended in: ``(record, rolled, earlier)``, ``record`` ``None`` when it was
    already recorded; ``rolled``: the outcome the roll ended in (a friendly stores a worse one as Badly Hurt);
    ``earlier``: another casualty of this player in this match that took him out of it already, when this
    one did too (a player in the Casualty box plays no more: one of the two is likely a mistake, which the
    post-match will make the commissioner remove)."""
    bot = interaction.client
    guild_id = interaction.guild_id or 0
    stored = await bot.rolls.get(guild_id, roll_id)
    options = None if stored is None else stored.opts
    if stored is None or options is None or options.victim_id is None or options.match_id is None:
        raise UserError("ui.record.unknown")
    match = await bot.matches.get(guild_id, options.match_id)
    if match is None:
        raise UserError("ui.record.unknown")
    await require_match_member(interaction, *await match_teams(interaction, match))
    if await bot.apothecaries.patched(guild_id, roll_id):
        raise UserError("ui.apothecary.record_kept")
    if await bot.apothecaries.rerolled(guild_id, roll_id):
        raise UserError("ui.regeneration.record_reroll")
    effect = stored.result.get("effect", {})
    outcome = recorded_outcome(stored.outcomes)
    if outcome is None:
        raise UserError("ui.record.not_a_casualty")
    by_name, by_team = options.caused_by_name, options.caused_by_team_id
    star = by_name is not None and by_team is not None and by_team in match.team_ids
    report = records.models.CasualtyReport(
        victim_id=options.victim_id,
        outcome=outcome,
        cause=cast("CasualtyCause", options.cause or "block"),  # a stored cause: the report checks it
        match_id=match.id,
        caused_by_id=options.attacker_id,
        caused_by_team_id=by_team if star else None,  # a Star Player's casualty: his team, his name
        caused_by_name=by_name if star else None,
        roll_id=roll_id,
        sequelle=effect.get("characteristic"),
        hatred_candidates=effect.get("hatred_candidates") if effect.get("hatred") else (),
    )
    record, created = await bot.casualties.record_casualty(guild_id, interaction.user.id, report)
    if not created:
        return None, outcome, None
    earlier = kept_out_before(record, await bot.casualties.for_match(guild_id, match.id, pending_only=True))
    return record, outcome, earlier


def kept_out_before(record: Casualty, match_casualties: Iterable[Casualty]) -> int | None:
    """The first other casualty of ``record``'s player, not applied yet, that took him out of the match already when
    ``record`` does too: a player in the Casualty box plays no more (only a Patch-up or Regeneration,
    :data:`rules.injury.RECOVERED`, sends him back), so one of the two is likely a mistake."""
    if record.outcome in injury.RECOVERED:
        return None
    earlier = [
        c.id
        for c in match_casualties
        if c.victim_id == record.victim_id and c.id != record.id and not c.applied and c.outcome not in injury.RECOVERED
    ]
    return min(earlier, default=None)
