"""Command options bounded by :mod:`rules.limits`: the option, the form and the rules read one limit.

Discord refuses a value outside an option's range before the bot sees it; the same quantity typed in a
form goes through ``Quantity.parse``, and the rules check it again with ``Quantity.check``.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar, Final, Self

from discord import app_commands

import cogs.utils.participants
import rules.team_rules
from cogs.utils.groups import OptionGroup
from cogs.utils.league import typed_profile
from rules import block_flags, limits, typed
from rules.characteristics import LIMITS, Profile

if TYPE_CHECKING:
    from rules.positions import Typed

Touchdowns = app_commands.Range[int, limits.TOUCHDOWNS.low, limits.TOUCHDOWNS.high]
MatchFanFactor = app_commands.Range[int, limits.MATCH_FAN_FACTOR.low, limits.MATCH_FAN_FACTOR.high]
KickoffFanFactor = app_commands.Range[int, limits.KICKOFF_FAN_FACTOR.low, limits.KICKOFF_FAN_FACTOR.high]
Turn = app_commands.Range[int, limits.TURN.low, limits.TURN.high]
Season = app_commands.Range[int, limits.SEASON.low, limits.SEASON.high]
DedicatedFans = app_commands.Range[int, limits.DEDICATED_FANS.low, limits.DEDICATED_FANS.high]
Rerolls = app_commands.Range[int, limits.REROLLS.low, limits.REROLLS.high]
Cheerleaders = app_commands.Range[int, limits.CHEERLEADERS.low, limits.CHEERLEADERS.high]
AssistantCoaches = app_commands.Range[int, limits.ASSISTANT_COACHES.low, limits.ASSISTANT_COACHES.high]
Treasury = app_commands.Range[int, limits.TREASURY.low, limits.TREASURY.high]
RerollCost = app_commands.Range[int, limits.REROLL_COST.low, limits.REROLL_COST.high]
PlayerNumber = app_commands.Range[int, limits.PLAYER_NUMBER.low, limits.PLAYER_NUMBER.high]
PlayerValue = app_commands.Range[int, limits.PLAYER_VALUE.low, limits.PLAYER_VALUE.high]
Niggling = app_commands.Range[int, limits.NIGGLING.low, limits.NIGGLING.high]
AV = app_commands.Range[int, limits.AV.low, limits.AV.high]
Modifier = app_commands.Range[int, limits.MODIFIER.low, limits.MODIFIER.high]
FoulAssists = app_commands.Range[int, limits.FOUL_ASSISTS.low, limits.FOUL_ASSISTS.high]
KoCount = app_commands.Range[int, limits.KO_COUNT.low, limits.KO_COUNT.high]
BlockStrength = app_commands.Range[int, limits.BLOCK_STRENGTH.low, limits.BLOCK_STRENGTH.high]
BlockAssists = app_commands.Range[int, limits.BLOCK_ASSISTS.low, limits.BLOCK_ASSISTS.high]
#: A team's or a player's name, a roster, a position.
Name = app_commands.Range[str, 1, 100]
#: A comma list typed in one option: skills, keywords, special rules.
ListText = app_commands.Range[str, 1, 1500]
#: A position's skill categories (« G F », « Générale, Force, Passe »).
Categories = app_commands.Range[str, 1, 100]
#: A roster profile's M and F (rules-reference §2.4), as :data:`rules.characteristics.LIMITS` bounds them.
Movement = app_commands.Range[int, LIMITS["MA"].worst, LIMITS["MA"].best]
Strength = app_commands.Range[int, LIMITS["ST"].worst, LIMITS["ST"].best]
#: A player's AG, PA or AV typed as its target (« 3+ », « 3 »; a PA « - »).
Target = app_commands.Range[str, 1, 3]


# --- option groups: the options several commands declare alike (cogs.utils.groups) ----------------------


@dataclasses.dataclass(frozen=True)
class ArmouredVictim(OptionGroup):
    """``/armour`` and ``/foul``: the victim's typed traits (what his roster says fills in the rest) and the
    players picked from the rosters."""

    minus: bool = False
    niggling: Niggling | None = None
    iron_hard_skin: bool = False
    thick_skull: bool = False
    regeneration: bool = False
    decay: bool = False
    victim: str | None = None
    attacker: str | None = None

    def skills(self, **more: bool) -> tuple[str, ...]:
        """The victim's typed skill keys, with ``more`` of them (Pied Ferme, Tronçonneuse…)."""
        return cogs.utils.participants.typed_skills(
            minus=self.minus,
            iron_hard_skin=self.iron_hard_skin,
            thick_skull=self.thick_skull,
            regeneration=self.regeneration,
            decay=self.decay,
            **more,
        )


@dataclasses.dataclass(frozen=True)
class HurtVictim(OptionGroup):
    """``/injury`` and ``/casualty``: the victim's typed Régénération and Décomposition (what his roster says fills
    in the rest) and the players picked from the rosters."""

    regeneration: bool = False
    decay: bool = False
    victim: str | None = None
    attacker: str | None = None

    def skills(self, **more: bool) -> tuple[str, ...]:
        """The victim's typed skill keys: ``more`` of them (Minus, Crâne Épais…), then these."""
        return cogs.utils.participants.typed_skills(**more, regeneration=self.regeneration, decay=self.decay)


@dataclasses.dataclass(frozen=True)
class OddsVictim(OptionGroup):
    """``/odds armour`` and ``/odds foul``: the victim's traits and whether his team has an Apothicaire."""

    minus: bool = False
    niggling: Niggling = 0
    iron_hard_skin: bool = False
    thick_skull: bool = False
    regeneration: bool = False
    decay: bool = False
    apothecary: bool = False

    def chain(self) -> dict[str, Any]:
        """The options every chain's odds take about the victim (Peau de Fer goes with the armour)."""
        return {name: value for name, value in self.values().items() if name != "iron_hard_skin"}


@dataclasses.dataclass(frozen=True)
class BlockFlags(OptionGroup):
    """``/block``: a Blitz, then one option per skill flag of :data:`rules.block_flags.SKILL_FLAGS` a coach types
    (Bagarreur included); ``skills``: those flags by name."""

    blitz: bool = False
    multiple_block: bool = False
    skills: dict[str, bool] = dataclasses.field(default_factory=dict)

    #: The typed flags end where the ones :func:`rules.traits.block_skills` works out begin.
    TYPED: ClassVar[tuple[str, ...]] = block_flags.SKILL_FLAGS[: block_flags.SKILL_FLAGS.index("blitz")]

    @classmethod
    def options(cls) -> list[tuple[str, object, object]]:
        return [(name, bool, False) for name in ("blitz", "multiple_block", *cls.TYPED)]

    @classmethod
    def of(cls, values: dict[str, Any]) -> Self:
        flags = {name: bool(values.get(name, False)) for name in cls.TYPED}
        declared = {name: bool(values.get(name, False)) for name in ("blitz", "multiple_block")}
        return cls(**declared, skills=flags)


@dataclasses.dataclass(frozen=True)
class OddsBlockFlags(BlockFlags):
    """``/odds block``: the same options (Bagarreur's re-roll as :func:`rules.block.brawler_rerolls` assumes it),
    and ``seek_knockdown``: Bagarreur's and Pro's re-rolls counted as a coach seeking the knockdown makes them."""

    seek_knockdown: bool = False

    TYPED: ClassVar[tuple[str, ...]] = BlockFlags.TYPED

    @classmethod
    def options(cls) -> list[tuple[str, object, object]]:
        return [*super().options(), ("seek_knockdown", bool, False)]

    @classmethod
    def of(cls, values: dict[str, Any]) -> Self:
        plain = BlockFlags.of(values)
        return cls(
            blitz=plain.blitz,
            multiple_block=plain.multiple_block,
            skills=plain.skills,
            seek_knockdown=bool(values.get("seek_knockdown", False)),
        )


@dataclasses.dataclass(frozen=True)
class TeamFields(OptionGroup):
    """``/team create`` and ``/team edit``: a team's roster, money, staff and special rules. One left out is the
    team's default at ``create`` (:class:`records.models.Team`) and stays as it is at ``edit``."""

    roster: Name | None = None
    treasury: Treasury | None = None
    fans: DedicatedFans | None = None
    rerolls: Rerolls | None = None
    cheerleaders: Cheerleaders | None = None
    assistant_coaches: AssistantCoaches | None = None
    apothecary: bool | None = None
    special_rules: ListText | None = None
    reroll_cost: RerollCost | None = None

    def columns(self) -> dict[str, Any]:
        """The fields given, by the team's names for them (``fans`` is ``dedicated_fans``; the special rules
        read by :func:`rules.team_rules.parse`)."""
        given = {("dedicated_fans" if name == "fans" else name): value for name, value in self.values().items()}
        if self.special_rules is not None:
            given["special_rules"] = rules.team_rules.parse(self.special_rules)
        return {name: value for name, value in given.items() if value is not None}


@dataclasses.dataclass(frozen=True)
class PlayerFields(OptionGroup):
    """``/player add`` and ``/player edit``: a player's characteristics, skills and keywords as typed. One left
    out is filled by his position's line at ``add`` and stays as it is at ``edit``."""

    ma: Movement | None = None
    st: Strength | None = None
    ag: Target | None = None
    pa: Target | None = None
    av: Target | None = None
    skills: ListText | None = None
    keywords: ListText | None = None

    def typed(self) -> Typed:
        """What was typed, as :func:`rules.positions.hire` takes it (the characteristics and the lists)."""
        profile = typed_profile(self.ma, self.st, self.ag, self.pa, self.av)
        lists = self.lists()
        return dataclasses.replace(profile, skills=lists.get("skills"), keywords=lists.get("keywords"))

    def lists(self) -> dict[str, tuple[str, ...]]:
        """The skills and the keywords given, each read as a list (:func:`rules.typed.items`)."""
        given = (("skills", self.skills), ("keywords", self.keywords))
        return {name: typed.items(text) for name, text in given if text is not None}

    def over(self, profile: Profile) -> Profile:
        """``profile`` with the characteristics given in their place (``/player edit``)."""
        changes: dict[str, Any] = {}
        if self.ma is not None:
            changes["ma"] = self.ma
        if self.st is not None:
            changes["st"] = self.st
        if self.ag is not None:
            changes["ag"] = typed.characteristic(self.ag, "AG")
        if self.pa is not None:
            changes["pa"] = typed.characteristic(self.pa, "PA")
        if self.av is not None:
            changes["av"] = typed.characteristic(self.av, "AV")
        return dataclasses.replace(profile, **changes) if changes else profile


#: What a grouped parameter declares as its default (never used: :func:`cogs.utils.groups.grouped` builds it).
NO_TYPED_VICTIM: Final = ArmouredVictim()
NO_HURT_VICTIM: Final = HurtVictim()
NO_ODDS_VICTIM: Final = OddsVictim()
NO_BLOCK_FLAGS: Final = BlockFlags()
NO_TEAM_FIELDS: Final = TeamFields()
NO_PLAYER_FIELDS: Final = PlayerFields()
NO_ODDS_BLOCK_FLAGS: Final = OddsBlockFlags()
