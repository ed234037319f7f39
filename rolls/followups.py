"""What an injury chain's follow-ups offer, and to whom: the Apothicaire uses a team has left (its own first, then what
its pre-game bought), the Regeneration re-rolls, the Bribes, the fouler's team, the team whose coach decides, and the
buttons a chain's message carries. The cogs (:mod:`cogs.chain_followups`) ask here, then claim (:mod:`rolls.chains`),
roll and render; no discord.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import rules.injury
import rules.payloads
import rules.pregame.inducements
import rules.ruleset
import rules.traits
from rules.errors import DomainError, Refused

if TYPE_CHECKING:
    from records.models import Match, Player, Team
    from records.pregame import StoredPregame
    from records.roll_options import RollOptions
    from rolls.chains import ChainRead
    from rolls.state import Store
    from rules.model import Result, Step

#: The chain outcomes a casualty record is made of, what Enregistrer records (Minus 9 included, and a casualty
#: recovered at once: its PSP are still earned).
RECORDABLE: Final = frozenset(
    {rules.injury.INJURY_BADLY_HURT, *rules.injury.CASUALTY.outcomes, *rules.injury.RECOVERED}
)


def bought(pregame: StoredPregame | None, match_id: int) -> Mapping[str, int]:
    """What a team's pre-game bought for match ``match_id`` (nothing without one, or for another match)."""
    return pregame.inducements if pregame is not None and pregame.match_id == match_id else {}


def bribe_kind(match_id: int, team_id: int) -> str:
    """The follow-up a Bribe is, per foul roll: counted per team and match (« 0-3 Bribes » for the game)."""
    return f"bribe:{match_id}:{team_id}"


def fouler_team(attacker: Player | None, options: RollOptions | None) -> int | None:
    """The fouler's team: his roster's, or the team that hired him (a Star Player, stored by name)."""
    if attacker is not None:
        return attacker.team_id
    return None if options is None else options.caused_by_team_id


def roster_victim(victim: Player | None, match: Match | None) -> bool:
    """A roster player hurt in a match: a Star Player or a Mercenary is not stored, so neither are his follow-ups."""
    return victim is not None and victim.id > 0 and match is not None


async def _left(store: Store, guild_id: int, match_id: int, team_id: int, uses: Sequence[str]) -> tuple[str, ...]:
    if not uses:
        return ()
    spent = await store.apothecaries.used(guild_id, match_id, team_id)
    return rules.pregame.inducements.left(uses, (use.healer for use in spent))


async def apothecaries_left(
    store: Store, guild_id: int, team: Team, match_id: int, bought: Mapping[str, int]
) -> tuple[str, ...]:
    """The team's Apothicaire uses not spent yet in this match, the next one first
    (:func:`rules.pregame.inducements.apothecaries`): its own, then those its pre-game bought (Wandering Apothecaries,
    a Plague Doctor not spent on a Regeneration)."""
    uses = rules.pregame.inducements.apothecaries(own=team.apothecary, inducements=bought)
    return await _left(store, guild_id, match_id, team.id, uses)


async def regenerations_left(
    store: Store, guild_id: int, team_id: int, match_id: int, bought: Mapping[str, int]
) -> tuple[str, ...]:
    """The Regeneration re-rolls (a Mortuary Assistant, a Plague Doctor not spent) the team has left in this match,
    the next one first."""
    uses = rules.pregame.inducements.regeneration_rerolls(bought)
    return await _left(store, guild_id, match_id, team_id, uses)


async def bribes_left(store: Store, guild_id: int, match_id: int, team_id: int, bought: Mapping[str, int]) -> int:
    """The Bribes the team bought for this match and has not used yet."""
    used = await store.followups.count(guild_id, bribe_kind(match_id, team_id))
    return max(0, bought.get("bribe", 0) - used)


def deciding_team(read: ChainRead) -> int:
    """The team whose coach (or a commissioner) decides the Apothicaire and the Regeneration re-roll: the victim's,
    in a match; refused on a chain outside one."""
    if read.victim is None or read.match is None:
        raise Refused("ui.apothecary.no_match")
    return read.victim.team_id


async def require_apothecaries(
    store: Store, guild_id: int, team: Team, match_id: int, bought: Mapping[str, int]
) -> tuple[str, ...]:
    """The uses the team has left in this match; refused when it has no Apothicaire at all, or none left."""
    left = await apothecaries_left(store, guild_id, team, match_id, bought)
    if left:
        return left
    if not rules.pregame.inducements.apothecaries(own=team.apothecary, inducements=bought):
        raise Refused("ui.apothecary.none", team=team.name)
    raise Refused("ui.apothecary.used", team=team.name)


async def require_regenerations(
    store: Store, guild_id: int, read: ChainRead, team: Team, bought: Mapping[str, int]
) -> tuple[str, ...]:
    """The re-rolls the team has left for this roll's failed Regeneration; refused when the roll has none to re-roll,
    an Apothicaire already came after it, or the team has no re-roll left."""
    if rules.injury.failed_regeneration(read.root) is None:
        raise DomainError("error.regeneration.no_failed_roll")
    assert read.match is not None
    roll_id = read.stored.id
    if await store.apothecaries.patched(guild_id, roll_id) or await store.apothecaries.rerolled(guild_id, roll_id):
        raise Refused("ui.regeneration.used")
    left = await regenerations_left(store, guild_id, team.id, read.match.id, bought)
    if not left:
        raise Refused("ui.regeneration.none", team=team.name)
    return left


def require_apothecary_target(root: Step) -> None:
    """Refused (as bad input) on a chain that left nobody K.O. nor a casualty: no Apothicaire on it."""
    if rules.injury.apothecary_target(root) is None:
        raise DomainError("error.apothecary.nothing", outcome=rules.injury.chain_outcome(root))


def apothecary_needs_die(root: Step) -> bool:
    """The Apothicaire on a casualty rolls a second D16 (one typed by hand when the chain was); on a K.O., none."""
    return rules.injury.chain_outcome(root) in rules.injury.CASUALTY.outcomes[1:]


def require_keep_choice(used: ChainRead) -> None:
    """Refused unless ``used`` is an Apothicaire's roll whose owner has two casualty results to choose from."""
    if used.stored.command != "apothecary" or used.root.outcome != rules.injury.APOTHECARY_CHOOSE:
        raise DomainError("error.apothecary.no_choice")


def keep_needs_dice(used: ChainRead, keep: str) -> bool:
    """Keeping the Apothicaire's ``second`` result rolls its own séquelle and Revanche's Haine (when the ruleset rolls
    one and somebody caused it); the ``first`` was rolled with the chain."""
    consequence = rules.injury.CASUALTY_CONSEQUENCES[used.root.payload(rules.payloads.Apothecary).result(keep) or ""]
    nobody = used.cause in rules.traits.NO_CAUSER
    hatred_die = consequence.revanche and rules.ruleset.get(used.stored.ruleset).hatred_roll and not nobody
    return keep == "second" and bool(consequence.lasting_injury or hatred_die)


def bribed(read: ChainRead) -> tuple[int, int]:
    """The match and the fouler's team of a foul that sent its player off; refused on any other roll."""
    team_id = fouler_team(read.attacker, read.options)
    if rules.injury.FOUL_SENT_OFF not in read.stored.outcomes or read.match is None or team_id is None:
        raise Refused("ui.bribe.not_sent_off")
    return read.match.id, team_id


async def require_bribe(store: Store, guild_id: int, roll_id: int, kind: str, bought: int, team: str) -> None:
    """Refused when the team has no Bribe left (``bought`` all used), or this sending-off was bribed already."""
    if await store.followups.count(guild_id, kind) >= bought:
        raise Refused("ui.bribe.none_left", team=team)
    if await store.followups.get(guild_id, roll_id, kind) is not None:
        raise Refused("ui.bribe.used")


@dataclass(frozen=True, slots=True)
class ChainOffers:
    """The buttons under a chain, in their order: Joueur Déloyal's choice, a Bribe (``bribes`` left), the
    Regeneration re-roll (``regeneration``: the healer it spends), the Apothicaire (``apothecary``: the uses left, the
    next one first), Enregistrer."""

    dirty_player: bool = False
    bribes: int = 0
    regeneration: str | None = None
    apothecary: tuple[str, ...] = ()
    record: bool = False

    def __bool__(self) -> bool:
        return self.dirty_player or bool(self.bribes) or bool(self.regeneration) or bool(self.apothecary) or self.record


def chain_offers(
    result: Result,
    *,
    victim: Player | None,
    match: Match | None,
    apothecary: Sequence[str] = (),
    bribes: int = 0,
    regeneration: Sequence[str] = (),
) -> ChainOffers:
    """What a chain's message offers: Joueur Déloyal's choice when the foul waits for it; a Bribe when a foul sent its
    player off and his team has ``bribes`` left; the Regeneration re-roll when the chain holds a failed Regeneration
    of a roster player in a match and his team has ``regeneration`` left; the Apothicaire when his team has
    ``apothecary`` left and the chain ended in a K.O. or a casualty; Enregistrer when it ended in an outcome the match
    records (a roster player's: a Star Player's casualty is not the league's)."""
    root = result.root
    failed = rules.injury.failed_regeneration(root) is not None
    regenerates = bool(regeneration) and roster_victim(victim, match) and failed
    recordable = victim is not None and victim.id > 0
    return ChainOffers(
        dirty_player=root.outcome == rules.injury.FOUL_DIRTY_PLAYER_CHOICE,
        bribes=bribes if bribes > 0 and result.effect.sent_off else 0,
        regeneration=regeneration[0] if regenerates else None,
        apothecary=tuple(apothecary) if apothecary and rules.injury.apothecary_target(root) is not None else (),
        record=match is not None and recordable and bool(RECORDABLE.intersection(result.outcomes())),
    )
