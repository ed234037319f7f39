"""One player as a roll sees him, and the inputs every roll path builds from him.

``/armour``, ``/foul``, ``/injury``, ``/casualty``, ``/lasting-injury``, a block's
armour button and a kick-off victim's button all turn the same players into the same rules inputs
here, so the answer at the table does not depend on the path that led to it.
A :class:`Traits` comes from a roster (:meth:`Traits.of_roster`) or from what a
user typed (:meth:`Traits.typed`); what was typed wins (:meth:`Traits.over`).
The skill names are read through :mod:`rules.skills`, the one alias table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Final

from rules import injury, skills
from rules.block import BlockSkills
from rules.characteristics import Profile
from rules.errors import DomainError
from rules.model import Result

#: What marks a player turned into a Frog by Zap! (:func:`rules.wizard.frog_traits`): his Casualty is Badly Hurt, with
#: no Casualty Roll, and no Apothecary is used on him (inducements.md).
FROG: Final = "frog"
#: Causes where nobody caused the injury: no Haine (X17), no attacker's skill applies.
NO_CAUSER: Final = frozenset({"crowd", "rock", "pitch_invasion"})
#: Causes whose injury roll is Blessure par le Public (Sonné → Réserves).
CROWD: Final = frozenset({"crowd"})
#: Causes of an armour roll where the attacker's Châtaigne and Griffes count: both say "Knocked Down by this
#: player during a Block Action" (S1 ``skills_and_traits.md``); ``unknown`` is a roll that did not say, read as
#: the block it usually is. A Stab, a Chainsaw Attack, a Projectile Vomit or a bomb gets neither.
BLOCK_CAUSES: Final = frozenset({"block", "unknown"})
#: The causer's own +1 on the armour or the injury roll, by cause: Clé de Bras on an opponent falling over as he
#: leaves its Tackle Zone, Vol Fatal on the player a thrown team-mate lands on (S1).
BONUS_BY_CAUSE: Final = {"arm_bar": "arm_bar", "throw_team_mate": "lethal_flight", "kick_team_mate": "lethal_flight"}
#: Armour rolls made on a player who is not Plaqué nor falls: a Foul (he is down already), a Stab and a Projectile
#: Vomit (an armour roll directly). Appuis Sûrs and Tronçonneuse's +3 wait for a knock-down (FAQ, Steady Footing).
NOT_KNOCKED_DOWN: Final = frozenset({"foul", "stab", "projectile_vomit"})


@dataclass(frozen=True, slots=True)
class Traits:
    """What one player brings to a roll: ST, AR, BP, skill keys, keywords (``None``: not named).

    ``named`` is False for a player nobody picked from a roster: then his
    keywords are unknown (Haine comes with X to choose later) and only typed
    values are known about him.
    """

    st: int | None = None
    av: int | None = None
    niggling: int = 0
    skills: frozenset[str] = frozenset()
    keywords: tuple[str, ...] | None = None
    profile: Profile | None = None
    named: bool = False
    #: X of each Haine (X) he has (of his profile, or gained through Revanche).
    hatreds: tuple[str, ...] = ()

    @classmethod
    def of_roster(
        cls, *, profile: Profile, skill_names: Iterable[str], niggling: int, keywords: Iterable[str]
    ) -> Traits:
        """A roster player: his profile, his skills and traits as typed on the roster, his BP."""
        skill_names = tuple(skill_names)
        return cls(
            st=profile.st,
            av=profile.av,
            niggling=niggling,
            skills=skills.skill_keys(skill_names),
            keywords=tuple(keywords),
            profile=profile,
            named=True,
            hatreds=tuple(str(x) for x in skills.values(skill_names, "hatred")),
        )

    @classmethod
    def typed(
        cls, *, st: int | None = None, av: int | None = None, niggling: int | None = None, has: Iterable[str] = ()
    ) -> Traits:
        """A player known only by what was typed (options, a form)."""
        return cls(st=st, av=av, niggling=niggling or 0, skills=frozenset(has))

    def over(
        self, *, st: int | None = None, av: int | None = None, niggling: int | None = None, has: Iterable[str] = ()
    ) -> Traits:
        """What was typed wins: numbers replace the roster's, typed skills add to his (nothing typed: himself)."""
        has = frozenset(has)
        if st is None and av is None and niggling is None and has <= self.skills:
            return self
        return dataclasses.replace(
            self,
            st=self.st if st is None else st,
            av=self.av if av is None else av,
            niggling=self.niggling if niggling is None else niggling,
            skills=self.skills | has,
        )

    def __contains__(self, key: object) -> bool:
        return key in self.skills


NOBODY: Final = Traits()


def hurt_options(victim: Traits) -> injury.HurtOptions:
    """The victim's side of every chain below the armour roll, and of its odds (§2.16); his profile is given with
    the attacker's keywords (:func:`_people`)."""
    return {
        "minus": "stunty" in victim,
        "niggling": victim.niggling,
        "thick_skull": "thick_skull" in victim,
        "regeneration": "regeneration" in victim,
        "decay": "decay" in victim,
        **({"frog": True} if FROG in victim else {}),  # a Frog only: every other roll stores what it always did
    }


def _av(victim: Traits) -> int:
    if victim.av is None:
        raise DomainError("error.participants.need_av")
    return victim.av


def _people(victim: Traits, attacker: Traits) -> dict[str, Any]:
    return {"profile": victim.profile, "attacker_keywords": attacker.keywords if attacker.named else None}


def knocked_down(victim: Traits, cause: str) -> bool:
    """Is this armour roll that of a player Plaqué (or falling), rather than one made on him directly?

    A Chainsaw Attack rolls its target's armour directly, but its kick-back knocks its own wielder down: the
    victim who carries the chainsaw is that wielder.
    """
    if cause == "chainsaw":
        return "chainsaw" in victim
    return cause not in NOT_KNOCKED_DOWN


def armour_inputs(
    victim: Traits, attacker: Traits, *, modifier: int = 0, cause: str = "unknown", already_down: bool = False
) -> dict[str, Any]:
    """:func:`rules.injury.roll_armour`'s inputs: ``victim``'s armour roll, ``cause`` said by the roll (a block's
    armour button says ``block``); ``already_down``: he was Prone or Stunned already, so this armour roll is not
    that of a player Knocked Down (S1 Bombardier: "make an Armour Roll for any Prone or Stunned players hit").

    The attacker's Châtaigne and Griffes count on a block only (:data:`BLOCK_CAUSES`); Clé de Bras and Vol Fatal
    on their own cause; his Tronçonneuse's +3 on the target of its Chainsaw Attack. A player Plaqué rolls his Appuis
    Sûrs first, his own Tronçonneuse gives +3, and Chaîne et Boulet turns the armour roll into an injury roll where
    Sonné is K.O.
    """
    block = cause in BLOCK_CAUSES
    inputs = {
        "av": _av(victim),
        "modifier": modifier,
        "mighty_blow": block and "mighty_blow" in attacker,
        "claws": block and "claws" in attacker,
        "iron_hard_skin": "iron_hard_skin" in victim,
        **hurt_options(victim),
        **_people(victim, attacker),
    }
    bonus = BONUS_BY_CAUSE.get(cause)
    if bonus is not None and bonus in attacker:
        inputs[bonus] = True
    if cause == "chainsaw" and "chainsaw" in attacker:  # S1: the Chainsaw Attack's armour roll is at +3
        inputs["chainsaw"] = True
    if knocked_down(victim, cause) and not already_down:
        inputs.update({key: True for key in ("steady_footing", "chainsaw", "ball_and_chain") if key in victim})
    return inputs


def armour_roll(
    victim: Traits, attacker: Traits, *, modifier: int = 0, cause: str = "unknown", already_down: bool = False
) -> tuple[Callable[..., Result], dict[str, Any]]:
    """The roll an armour roll of ``cause`` is, and its inputs: a Foul's is the foul (:func:`rules.injury.roll_foul`,
    the modifier its net assists, the fouler's Joueur Déloyal and Sournois, the sending-off), as ``/foul`` rolls it;
    any other :func:`rules.injury.roll_armour` with :func:`armour_inputs`."""
    if cause == "foul":
        return injury.roll_foul, foul_inputs(victim, attacker, assists=modifier)
    return injury.roll_armour, armour_inputs(
        victim, attacker, modifier=modifier, cause=cause, already_down=already_down
    )


def foul_inputs(victim: Traits, attacker: Traits, *, assists: int = 0, chainsaw: bool = False) -> dict[str, Any]:
    """:func:`rules.injury.roll_foul`'s inputs: Joueur Déloyal and Sournois are the fouler's; ``chainsaw``: he says
    he uses his Tronçonneuse on this foul (S1: "Should they wish", +3), which the roster cannot say."""
    return {
        "av": _av(victim),
        "assists": assists,
        "chainsaw": chainsaw,
        "dirty_player": "dirty_player" in attacker,
        "sneaky_git": "sneaky_git" in attacker,
        "iron_hard_skin": "iron_hard_skin" in victim,
        **hurt_options(victim),
        **_people(victim, attacker),
    }


def injury_inputs(
    victim: Traits, attacker: Traits, *, cause: str, modifier: int = 0, stunned_as_ko: bool = False
) -> dict[str, Any]:
    """:func:`rules.injury.roll_injury`'s inputs: the crowd's rule only when the cause says so; the victim's Chaîne
    et Boulet (S1: his injury roll whenever he is Knocked Down, Falls Over or is Placed Prone, Sonné as K.O.; not
    in the crowd), or ``stunned_as_ko`` said by the coach (a fumbled Kick Team-mate's kicked player).

    An injury roll typed on its own after an armour roll that broke is that chain's injury roll: the causer's +1 of
    this cause (Châtaigne on a block, Joueur Déloyal on a foul, Clé de Bras, Vol Fatal: "to either the Armour Roll
    or Injury Roll", S1) was not needed by the armour, so it waits for this roll, and a Foul's double sends off.
    """
    nobody = cause in NO_CAUSER
    inputs = {
        "modifier": modifier,
        "crowd": cause in CROWD,
        "no_attacker": nobody,
        **hurt_options(victim),
        **_people(victim, NOBODY if nobody else attacker),
    }
    bonus = "mighty_blow" if cause in BLOCK_CAUSES else "dirty_player" if cause == "foul" else BONUS_BY_CAUSE.get(cause)
    if not nobody and bonus is not None and bonus in attacker:
        inputs[bonus] = True
    if cause == "foul":
        inputs["foul"] = True
    if "ball_and_chain" in victim and cause not in CROWD:
        inputs["ball_and_chain"] = True
    elif stunned_as_ko:
        inputs["stunned_as_ko"] = True
    return inputs


def casualty_inputs(victim: Traits, attacker: Traits, *, cause: str) -> dict[str, Any]:
    """:func:`rules.injury.roll_casualty`'s inputs (D16 + BP + Décomposition, Régénération first)."""
    nobody = cause in NO_CAUSER
    hurt = hurt_options(victim)
    return {
        "niggling": hurt["niggling"],
        "regeneration": hurt["regeneration"],
        "decay": hurt["decay"],
        "no_attacker": nobody,
        **_people(victim, NOBODY if nobody else attacker),
    }


def lasting_injury_inputs(victim: Traits) -> dict[str, Any]:
    """:func:`rules.injury.roll_lasting_injury`'s inputs: the victim's profile, which decides a characteristic at its
    minimum (D2) as it does in a casualty chain (nobody named: the D6 as it falls)."""
    return {"profile": victim.profile}


#: Block option (a :class:`~rules.block.BlockSkills` field) → (side, skill key): the player whose skill it is, and
#: what ``/block``'s typed flag adds to him.
BLOCK_FLAGS: Final = {
    "dodge": ("defender", "dodge"),
    "tackle": ("attacker", "tackle"),
    "attacker_block": ("attacker", "block"),
    "defender_block": ("defender", "block"),
    "attacker_wrestle": ("attacker", "wrestle"),
    "defender_wrestle": ("defender", "wrestle"),
    "stand_firm": ("defender", "stand_firm"),
    "fend": ("defender", "fend"),
    "juggernaut": ("attacker", "juggernaut"),
    "horns": ("attacker", "horns"),
    "dauntless": ("attacker", "dauntless"),
    "brawler": ("attacker", "brawler"),
    "pro": ("attacker", "pro"),
}


def block_skills(
    attacker: Traits, defender: Traits, *, blitz: bool = False, multiple_block: bool = False
) -> BlockSkills:
    """The skills both players bring to a block (§2.16); ``blitz`` and ``multiple_block`` are declared by the coach
    (Blocage Multiple is his to use: "they may perform two Block Actions", S1)."""
    players = {"attacker": attacker, "defender": defender}
    return BlockSkills(
        **{option: key in players[side] for option, (side, key) in BLOCK_FLAGS.items()},
        blitz=blitz,
        multiple_block=multiple_block,
        hatred=any(injury.keyword_in(x, defender.keywords or ()) for x in attacker.hatreds),
        attacker_steady_footing="steady_footing" in attacker,
        defender_steady_footing="steady_footing" in defender,
        frenzy="frenzy" in attacker,
        grab="grab" in attacker,
        sidestep="sidestep" in defender,
        attacker_ball_and_chain="ball_and_chain" in attacker,
        defender_ball_and_chain="ball_and_chain" in defender,
    )


def typed_block_skills(flags: dict[str, bool]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``/block``'s typed skill flags as (attacker's skill keys, defender's skill keys)."""
    sides: dict[str, list[str]] = {"attacker": [], "defender": []}
    for option, on in flags.items():
        if on:
            side, key = BLOCK_FLAGS[option]
            sides[side].append(key)
    return tuple(sides["attacker"]), tuple(sides["defender"])
