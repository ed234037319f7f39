"""An injury chain's follow-ups read back and claimed: the Apothicaire on it (or a Regeneration re-roll), the result
its owner keeps, Joueur Déloyal's choice on a foul, a Bribe on a sending-off (what is offered, and to whom, is
:mod:`rolls.followups`). The chain's players and match come back from its stored options; the choice made on it is typed
(:mod:`rolls.state`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import rules.traits
from league.followups import PATCH_UP, REGENERATION
from records.roll_options import RollOptions
from rolls.state import ApothecaryKept, DirtyPlayerApplied, Store, choose
from rules.errors import Refused
from rules.model import Step

if TYPE_CHECKING:
    from league.rolls import StoredRoll
    from records.models import Match, Player

#: What a foul stores of :func:`rules.injury.roll_foul`'s inputs (the profile and keywords come from the players).
FOUL_INPUTS: Final = (
    "av",
    "assists",
    "dirty_player",
    "sneaky_git",
    "iron_hard_skin",
    "chainsaw",
    "minus",
    "thick_skull",
    "niggling",
    "regeneration",
    "decay",
)


@dataclass(frozen=True, slots=True)
class ChainRead:
    """A stored chain and the people and match it names, as a click reads them back."""

    stored: StoredRoll
    root: Step
    victim: Player | None
    attacker: Player | None
    match: Match | None

    @property
    def options(self) -> RollOptions:
        return self.stored.opts

    @property
    def cause(self) -> str:
        return self.options.cause or "unknown"

    @property
    def manual(self) -> bool:
        return self.options.manual

    @property
    def nobody(self) -> bool:
        """Nobody caused it: the crowd, a rock, an invasion (its cause), or a Fireball (stored ``no_attacker``)."""
        return self.cause in rules.traits.NO_CAUSER or bool(self.options.inputs.get("no_attacker"))

    def followed(self) -> RollOptions:
        """What the Apothicaire's rolls store so that Enregistrer finds everyone again."""
        o = self.options
        return RollOptions(
            victim_id=o.victim_id,
            attacker_id=o.attacker_id,
            match_id=o.match_id,
            cause=o.cause,
            niggling=o.niggling,
            decay=o.decay,
        )

    def foul_inputs(self) -> dict[str, object]:
        """The foul's stored inputs, to roll it again with Joueur Déloyal or without."""
        return self.options.given(FOUL_INPUTS)


async def read_chain(store: Store, guild_id: int, roll_id: int) -> ChainRead:
    """The chain ``roll_id`` of this server with its players and match; an unknown one is refused."""
    stored = await store.rolls.get(guild_id, roll_id)
    if stored is None:
        raise Refused("ui.record.unknown")
    options = stored.opts

    async def player(player_id: int | None) -> Player | None:
        return None if player_id is None else await store.players.get(guild_id, player_id)

    match = None if options.match_id is None else await store.matches.get(guild_id, options.match_id)
    root = Step.from_dict(stored.result["root"])
    return ChainRead(stored, root, await player(options.victim_id), await player(options.attacker_id), match)


async def choose_dirty_player(store: Store, guild_id: int, roll_id: int, user_id: int, apply: bool) -> bool:
    """Joueur Déloyal applied or left off, once per foul (first click wins)."""
    return await choose(store, guild_id, roll_id, user_id, DirtyPlayerApplied(apply))


async def choose_kept(store: Store, guild_id: int, apothecary_id: int, user_id: int, keep: str) -> bool:
    """The Apothicaire's result the owner keeps (``first`` or ``second``), once (first click wins)."""
    return await choose(
        store, guild_id, apothecary_id, user_id, ApothecaryKept("first" if keep == "first" else "second")
    )


async def spend(
    store: Store,
    guild_id: int,
    read: ChainRead,
    *,
    team_id: int,
    user_id: int,
    left: Sequence[str],
    purpose: str = PATCH_UP,
) -> tuple[str, ...]:
    """Spend the first use of ``left`` still free on this chain, for ``purpose`` (the Apothicaire's ``PATCH_UP``, a
    Regeneration re-roll's ``REGENERATION``): first click wins in the database, each use once per match and one per
    roll and purpose. The use spent and those left after it; ``()`` when another click came first on this roll."""
    assert read.match is not None
    roll_id = read.stored.id
    came_first = store.apothecaries.rerolled if purpose == REGENERATION else store.apothecaries.patched
    for healer in left:
        if await store.apothecaries.use(
            guild_id=guild_id,
            match_id=read.match.id,
            team_id=team_id,
            roll_id=roll_id,
            user_id=user_id,
            healer=healer,
            purpose=purpose,
        ):
            return (healer, *left[left.index(healer) + 1 :])
        if await came_first(guild_id, roll_id):
            return ()  # another click healed this roll first
    return ()


async def claim_bribe(
    store: Store, guild_id: int, roll_id: int, kind: str, user_id: int, bought: int, team: str
) -> bool:
    """Claim the Bribe on this sending-off (``False``: another click did first); refused when two sending-offs bribed
    at once used one more than ``bought`` (the later claim is released)."""
    if not await store.followups.claim(guild_id=guild_id, roll_id=roll_id, kind=kind, user_id=user_id):
        return False
    if await store.followups.count(guild_id, kind) > bought:
        await store.followups.release(guild_id=guild_id, roll_id=roll_id, kind=kind)
        raise Refused("ui.bribe.none_left", team=team)
    return True
