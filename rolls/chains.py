"""An injury chain's follow-ups read back: the Apothicaire on it, the result its owner keeps, Joueur Déloyal's choice
on a foul. The chain's players and match come back from its stored options; the choice made on it is typed
(:mod:`rolls.state`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

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
