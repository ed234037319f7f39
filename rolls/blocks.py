"""A block's follow-ups: the die kept, a Les Deux Plaqués applied, Bagarreur's, Haine's and Pro's re-rolls, the armour
of who fell. Each click reads the block back (:meth:`BlockService.read`), checks what it may do and claims it in the
database (first click wins: one ``roll_choices`` row per block, one ``roll_followups`` row per purpose); the cog
draws what comes back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import rules.block
import rules.injury
import rules.ruleset
import rules.traits
from records.roll_options import RollOptions
from rolls.rolling import rolled
from rolls.state import (
    BOTH_DOWN,
    KeptDie,
    Rerolled,
    Store,
    applied_way,
    armour_kind,
    choice_of,
    choose,
)
from rules import limits, typed
from rules.errors import DomainError, Refused
from rules.hand import first_die
from rules.model import Step
from rules.payloads import BlockFace, BlockResolution, BlockRoot

if TYPE_CHECKING:
    from league.followups import Followup
    from league.rolls import StoredRoll
    from records.models import Match, Player
    from rules.block import BlockSkills
    from rules.dice import Dice
    from rules.hand import HandDie
    from rules.model import Result
    from rules.ruleset import Ruleset
    from rules.traits import Traits

SIDES: Final = ("attacker", "defender")
#: What the armour form lets a user tick for a player who is not on a roster.
FALLEN_TRAITS: Final = (
    "stunty",
    "thick_skull",
    "regeneration",
    "decay",
    "iron_hard_skin",
    "steady_footing",
    "chainsaw",
)
HITTER_SKILLS: Final = ("mighty_blow", "claws")


def other(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


def traits_of(player: Player | None) -> Traits:
    """A roster player as every roll sees him (his profile, skills and traits, BP, keywords)."""
    if player is None:
        return rules.traits.NOBODY
    return rules.traits.Traits.of_roster(
        profile=player.profile, skill_names=player.all_skills, niggling=player.niggling, keywords=player.keywords
    )


@dataclass(frozen=True, slots=True)
class BlockRead:
    """A stored block roll and the players and match it names, as a click reads them back."""

    stored: StoredRoll
    root: Step
    players: Mapping[str, Player | None]
    match: Match | None

    @property
    def options(self) -> RollOptions:
        return self.stored.opts

    @property
    def faces(self) -> list[Step]:
        return rules.block.block_faces(self.root)

    @property
    def manual(self) -> bool:
        return self.options.manual

    def named(self, side: str) -> bool:
        return self.players[side] is not None

    def traits(self, side: str) -> Traits:
        """A side's roster traits with the strength and skills typed in ``/block``."""
        return traits_of(self.players[side]).over(st=self.options.st(side), has=self.options.skills(side))

    def face(self, die: int) -> Step | None:
        return self.faces[die] if 0 <= die < len(self.faces) else None


@dataclass(frozen=True, slots=True)
class Reroll:
    """A block re-rolled: the new roll's id and result, the skill that re-rolled, its options as stored."""

    roll_id: int
    result: Result
    skill: str
    options: RollOptions


@dataclass(frozen=True, slots=True)
class FallenPair:
    """The fallen player's traits and the other player's, as the armour roll after a block reads them."""

    fallen: Traits
    hitter: Traits


def reroll_skill(face: Step | None, *, pro: bool = False) -> str | None:
    """The skill that may re-roll this die: Pro (``pro``: the button said Pro), else Bagarreur or Haine (X)."""
    if face is None:
        return None
    facts = face.payload(BlockFace)
    if pro:
        return "pro" if facts.pro else None
    return "brawler" if facts.brawler else "hatred" if facts.hatred else None


def first_armour_die(read: BlockRead, side: str) -> HandDie | None:
    """The dice the fallen player's armour roll throws first (its 2D6, or Appuis Sûrs' D6), when his profile is
    known (a form asks then for those dice by name)."""
    if not read.named(side):
        return None
    inputs = rules.traits.armour_inputs(read.traits(side), read.traits(other(side)), cause="block")
    ruleset = rules.ruleset.get(read.stored.ruleset)
    return first_die(lambda d: rules.injury.roll_armour(d, ruleset, **inputs))


def _picked(values: Iterable[str] | None, allowed: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(k for k in values or () if k in allowed)


def fallen_pair(
    read: BlockRead,
    side: str,
    *,
    av: str = "",
    niggling: str = "",
    fallen: Iterable[str] | None = None,
    hitter: Iterable[str] | None = None,
) -> FallenPair:
    """Both players as the armour roll reads them: their rosters, else what the armour form typed (``av``,
    ``niggling``: as typed; ``fallen``, ``hitter``: the boxes ticked)."""
    down, other_one = read.traits(side), read.traits(other(side))
    if not read.named(side):
        value = typed.target(av, limits.AV)
        bp = limits.NIGGLING.parse(niggling.strip()) if niggling.strip() else limits.NIGGLING.low
        down = down.over(av=value, niggling=bp, has=_picked(fallen, FALLEN_TRAITS))
    if not read.named(other(side)):
        other_one = other_one.over(has=_picked(hitter, HITTER_SKILLS))
    return FallenPair(down, other_one)


@dataclass(frozen=True, slots=True)
class Offer:
    """A button a block offers next. ``action``: ``pick`` die ``die`` (``face``: its face), re-roll it (``brawler``,
    ``hatred``, ``pro``), apply a Les Deux Plaqués the way ``way`` says (``both_down``, ``die``: the way's index), roll
    the armour of ``side`` (``armour``; ``claimed``: already done, ``followup_id`` the roll it became)."""

    action: str
    die: int = 0
    face: str = ""
    way: str = ""
    side: str = ""
    claimed: bool = False
    followup_id: int | None = None


def armour_offers(resolution: Step, done: Mapping[str, Followup]) -> list[Offer]:
    """One armour roll per fallen player (``done``: those made, by side)."""
    offers = []
    for side in resolution.payload(BlockResolution).armour:
        used = done.get(side)
        offers.append(
            Offer("armour", side=side, claimed=used is not None, followup_id=used.followup_id if used else None)
        )
    return offers


def face_offers(resolution: Step) -> list[Offer]:
    """What the kept face offers next: the ways to apply a Les Deux Plaqués the coaches choose (Lutte, Juggernaut),
    else the armour rolls of who fell."""
    ways = resolution.payload(BlockResolution).choices
    return [Offer("both_down", i, way=way) for i, way in enumerate(ways)] if ways else armour_offers(resolution, {})


def roll_offers(root: Step) -> list[Offer]:
    """What a block (or a block re-rolled) offers: one die to keep each when a coach has a choice, the re-rolls its
    dice allow (Bagarreur, Haine (X), then Pro); a single die's effect at once."""
    faces = rules.block.block_faces(root)
    rerolls = [Offer(skill, i) for i, face in enumerate(faces) if (skill := reroll_skill(face))]
    rerolls += [Offer("pro", i) for i, face in enumerate(faces) if reroll_skill(face, pro=True)]
    if root.payload(BlockRoot).choice:
        return [*(Offer("pick", i, face=face.outcome) for i, face in enumerate(faces)), *rerolls]
    return [*rerolls, *face_offers(faces[0].children[0])] if faces else []


@dataclass(frozen=True, slots=True)
class ArmourNeeds:
    """What the armour form after a block asks: the fallen player's traits he may tick (``fallen``, ``None`` when on
    a roster), the other player's skills (``hitter``), the dice (``dice``: those it throws first, ``True`` when not
    known, ``False``: the bot's dice); ``then``: those dice follow dice typed before."""

    fallen: tuple[str, ...] | None
    hitter: tuple[str, ...] | None
    dice: HandDie | bool
    then: bool


def armour_needs(read: BlockRead, side: str, need: HandDie | None = None) -> ArmourNeeds:
    """What the armour roll of ``side`` still needs (``need``: the dice its roll waits for)."""
    fallen = None if read.named(side) else FALLEN_TRAITS
    hitter = None if read.named(other(side)) else HITTER_SKILLS
    dice: HandDie | bool = read.manual and (need or first_armour_die(read, side) or True)
    return ArmourNeeds(fallen, hitter, dice, need is not None)


@dataclass(frozen=True, slots=True)
class BlockSetup:
    """A ``/block`` ready to roll: the strengths and assists, the skills both bring, and what it stores."""

    attacker_st: int
    defender_st: int
    attacker_assists: int
    defender_assists: int
    skills: BlockSkills
    options: RollOptions

    def roll(self, dice: Dice, ruleset: Ruleset) -> Result:
        return rules.block.roll_block(
            dice,
            attacker_st=self.attacker_st,
            defender_st=self.defender_st,
            attacker_assists=self.attacker_assists,
            defender_assists=self.defender_assists,
            skills=self.skills,
            ruleset=ruleset,
        )


def block_setup(
    hitter: Traits,
    target: Traits,
    options: RollOptions,
) -> BlockSetup:
    """The block ``options`` describe (the strengths, assists and declarations typed, the players' ids), between
    ``hitter`` and ``target`` as their rosters and the typed values make them; a strength unknown is refused."""
    if hitter.st is None or target.st is None:
        raise Refused("ui.block.error.need_st")
    blitz, multiple = bool(options.blitz), bool(options.multiple_block)
    return BlockSetup(
        hitter.st,
        target.st,
        options.attacker_assists or 0,
        options.defender_assists or 0,
        rules.traits.block_skills(hitter, target, blitz=blitz, multiple_block=multiple),
        options,
    )


class BlockService:
    """A block's clicks by member ``user_id`` of server ``guild_id``, on the server's repositories."""

    def __init__(self, store: Store, guild_id: int, user_id: int) -> None:
        self._store, self.guild_id, self.user_id = store, guild_id, user_id

    async def read(self, roll_id: int) -> BlockRead:
        """The block ``roll_id`` of this server, with its players and match; an unknown one is refused."""
        store, guild_id = self._store, self.guild_id
        stored = await store.rolls.get(guild_id, roll_id)
        if stored is None or stored.command != "block":
            raise Refused("ui.block.error.unknown_roll")
        options = stored.opts
        players: dict[str, Player | None] = {}
        for side in SIDES:
            player_id = options.player_id(side)
            players[side] = None if player_id is None else await store.players.get(guild_id, player_id)
        match_id = options.match_id
        match = None if match_id is None else await store.matches.get(guild_id, match_id)
        return BlockRead(stored, Step.from_dict(stored.result["root"]), players, match)

    async def kept_index(self, read: BlockRead, *, lock: bool = False) -> int:
        """The index of the die the block kept: its only die, or the one picked. ``lock``: taking an armour roll on a
        single die keeps it, so Bagarreur can no longer re-roll it (one row in ``roll_choices`` decides)."""
        guild_id, user_id = self.guild_id, self.user_id
        roll_id, single = read.stored.id, len(read.faces) == 1
        choice = await choice_of(self._store, guild_id, roll_id)
        if single and lock and choice is None:
            if await choose(self._store, guild_id, roll_id, user_id, KeptDie(0)):
                choice = KeptDie(0)
            else:
                choice = await choice_of(self._store, guild_id, roll_id)
        if single and (choice is None or choice == KeptDie(0)):
            return 0
        if isinstance(choice, Rerolled):
            raise Refused("ui.block.error.rerolled")
        if not isinstance(choice, KeptDie) or choice.die >= len(read.faces):
            raise Refused("ui.block.error.no_die_kept")
        return choice.die

    async def kept_face(self, read: BlockRead, *, lock: bool = False) -> Step:
        return read.faces[await self.kept_index(read, lock=lock)]

    async def pick(self, read: BlockRead, die: int) -> Step:
        """Keep die ``die`` (first click wins); its face."""
        face = read.face(die)
        if face is None:
            raise Refused("ui.block.error.unknown_roll")
        if not await choose(self._store, self.guild_id, read.stored.id, self.user_id, KeptDie(die)):
            chosen = await choice_of(self._store, self.guild_id, read.stored.id)
            raise Refused(
                "ui.block.error.rerolled" if isinstance(chosen, Rerolled) else "ui.block.error.already_chosen"
            )
        return face

    async def apply_both_down(self, read: BlockRead, index: int) -> tuple[Step, int]:
        """Apply the kept Les Deux Plaqués the way ``index`` of its ``choices`` says, once: the block as applied
        (:func:`rules.block.apply_both_down`) and the kept die's index."""
        die = await self.kept_index(read, lock=True)
        choices = read.faces[die].children[0].payload(BlockResolution).choices
        if not 0 <= index < len(choices):
            raise Refused("ui.block.error.unknown_roll")
        claimed = await self._store.followups.claim(
            guild_id=self.guild_id, roll_id=read.stored.id, kind=BOTH_DOWN, user_id=self.user_id, choice=choices[index]
        )
        if not claimed:
            raise Refused("ui.block.error.both_down_chosen")
        return rules.block.apply_both_down(read.root, die, choices[index]), die

    async def resolution(self, read: BlockRead, face: Step) -> Step:
        """What the kept face does: its resolution, or the way the coaches chose to apply a Les Deux Plaqués."""
        choices = face.children[0].payload(BlockResolution).choices
        if not choices:
            return face.children[0]
        way = applied_way(await self._store.followups.of_roll(self.guild_id, read.stored.id), choices)
        if way is None:
            raise Refused("ui.block.error.both_down_first")
        return rules.block.resolve_face("both_down", rules.block.BlockSkills.of(read.root.info), choice=way)

    async def can_reroll(self, read: BlockRead, die: int, *, pro: bool = False) -> str:
        """The skill that re-rolls die ``die`` of a block no die of which is kept yet, or why not."""
        skill = reroll_skill(read.face(die), pro=pro)
        if skill is None:
            raise DomainError("error.block.no_pro" if pro else "error.block.no_reroll")
        if await choice_of(self._store, self.guild_id, read.stored.id) is not None:
            raise Refused("ui.block.error.already_chosen")
        return skill

    async def reroll(self, read: BlockRead, die: int, dice: str | None, *, pro: bool, channel_id: int | None) -> Reroll:
        """The block with die ``die`` re-rolled (Pro: ``pro``), marked on the block (first click wins) and stored as a
        new roll (``dice``: the new dice typed by hand)."""
        ruleset = rules.ruleset.get(read.stored.ruleset)  # the block's, as every click on it (docs/rules.md M1)
        if pro:
            skill = "pro"
            result = rolled(lambda d: rules.block.pro_reroll(d, read.root, die, ruleset=ruleset), dice)
        else:
            skill = reroll_skill(read.face(die)) or "brawler"
            result = rolled(lambda d: rules.block.reroll_die(d, read.root, die, ruleset=ruleset), dice)
        if not await choose(self._store, self.guild_id, read.stored.id, self.user_id, Rerolled(skill, die)):
            raise Refused("ui.block.error.already_chosen")
        options = read.options.but(rerolled_from=read.stored.id, dice=dice)
        roll_id = await self._store.rolls.submit(
            guild_id=self.guild_id,
            channel_id=channel_id,
            user_id=self.user_id,
            command="block",
            options=options.stored(),
            result=result,
        )
        return Reroll(roll_id, result, skill, options)

    async def armour_due(self, read: BlockRead, side: str, *, unclaimed: bool = True) -> Step:
        """The resolution that knocked ``side`` down, when his armour roll is still to make (the kept die locked;
        ``unclaimed``: refused here when it was claimed already, else by the claim itself)."""
        face = await self.kept_face(read, lock=True)
        resolution = await self.resolution(read, face)
        if side not in resolution.payload(BlockResolution).armour:
            raise Refused("ui.block.error.not_down")
        if unclaimed and await self.armour_done(read.stored.id, side) is not None:
            raise Refused("ui.block.error.armour_done")
        return resolution

    async def armour_done(self, roll_id: int, side: str) -> Followup | None:
        """The armour roll of ``side`` after this block, once claimed."""
        return await self._store.followups.get(self.guild_id, roll_id, armour_kind(side))

    async def armour_rolls(self, roll_id: int) -> dict[str, Followup]:
        """The armour rolls made after this block, by side."""
        done = await self._store.followups.of_roll(self.guild_id, roll_id)
        return {side: used for side in SIDES if (used := done.get(armour_kind(side))) is not None}
