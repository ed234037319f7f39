"""A kick-off's victims (Lancer de Rocher, Invasion du Terrain): read back from the kick-off, the roster of the team
hit in its match, and each victim's injury roll claimed once (``roll_followups``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import rules.traits
from rolls.state import Store, victim_kind
from rules import limits
from rules.errors import Refused
from rules.model import Step
from rules.payloads import KickoffRoot, KickoffVictim

if TYPE_CHECKING:
    from league.followups import Followup
    from league.rolls import StoredRoll
    from records.models import Match, Player
    from rules.traits import Traits

#: What the victim form lets a user tick for a player who is not on a roster.
VICTIM_TRAITS: Final = ("stunty", "thick_skull", "regeneration", "decay")


@dataclass(frozen=True, slots=True)
class VictimRead:
    """A kick-off read back, and one of the victims it named."""

    stored: StoredRoll
    kickoff: KickoffRoot
    victim: KickoffVictim


def typed_victim(niggling: str, picked: Iterable[str] | None) -> Traits:
    """A victim not on a roster, as the form typed him (his BP, the traits ticked)."""
    bp = limits.NIGGLING.parse(niggling.strip()) if niggling.strip() else 0
    return rules.traits.Traits.typed(niggling=bp, has=tuple(k for k in picked or () if k in VICTIM_TRAITS))


class KickoffService:
    """A kick-off's victims, on the server's repositories."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def read(self, guild_id: int, roll_id: int, number: int) -> VictimRead:
        """The kick-off ``roll_id`` and its victim ``number``; an unknown one is refused."""
        stored = await self._store.rolls.get(guild_id, roll_id)
        if stored is None or stored.command != "kickoff":
            raise Refused("ui.kickoff.victim.unknown")
        kickoff = Step.from_dict(stored.result["root"]).payload(KickoffRoot)
        victim = kickoff.victim(number)
        if victim is None:
            raise Refused("ui.kickoff.victim.unknown")
        return VictimRead(stored, kickoff, victim)

    async def roster(self, guild_id: int, stored: StoredRoll, side: str) -> list[Player]:
        """The hit team's players who can be on the pitch, when the kick-off was played in an open match."""
        team_id = (stored.opts.team_ids or {}).get(side)
        if team_id is None:
            return []
        players = await self._store.players.roster(guild_id, int(team_id))
        # one who misses this match (RPM) or is Temporarily Retiring never takes the field
        playing = (p for p in players if not p.miss_next_game and not p.temporarily_retired)
        return sorted(playing, key=lambda p: p.number)

    async def match(self, guild_id: int, stored: StoredRoll) -> Match | None:
        """The match the kick-off was played in, if any."""
        match_id = stored.opts.match_id
        return None if match_id is None else await self._store.matches.get(guild_id, match_id)

    async def done(self, guild_id: int, roll_id: int, number: int) -> Followup | None:
        """Victim ``number``'s injury roll, once claimed."""
        return await self._store.followups.get(guild_id, roll_id, victim_kind(number))

    async def done_all(self, guild_id: int, roll_id: int, victims: Iterable[KickoffVictim]) -> dict[int, Followup]:
        """The victims' injury rolls made, by victim number."""
        done = await self._store.followups.of_roll(guild_id, roll_id)
        return {v.number: used for v in victims if (used := done.get(victim_kind(v.number))) is not None}
