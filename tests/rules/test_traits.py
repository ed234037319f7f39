"""One player → the inputs of every roll: the same roster gives the same inputs whatever the path."""

import pytest

from rules import injury
from rules.block import BlockSkills
from rules.characteristics import Profile
from rules.dice import Dice
from rules.errors import DomainError
from rules.ruleset import BB2025, LIGUE
from rules.traits import (
    NOBODY,
    Traits,
    armour_inputs,
    armour_roll,
    block_skills,
    casualty_inputs,
    foul_inputs,
    injury_inputs,
    lasting_injury_inputs,
    typed_block_skills,
)

GOBLIN = Traits.of_roster(
    profile=Profile(6, 2, 3, 4, 8),
    skill_names=("Minus", "Esquive", "Crâne épais", "Régénération", "Décomposition", "Peau de Fer", "Stabilité"),
    niggling=1,
    keywords=("Gobelin",),
)
ORC = Traits.of_roster(
    profile=Profile(5, 3, 4, 5, 10),
    skill_names=("Châtaigne (+1)", "Griffes", "Joueur Déloyal", "Sournois", "Lutte", "Juggernaut", "Tacle"),
    niggling=0,
    keywords=("Orque", "Bloqueur"),
)


def test_a_roster_player_brings_his_profile_skills_bp_and_keywords():
    assert (GOBLIN.st, GOBLIN.av, GOBLIN.niggling, GOBLIN.named) == (2, 8, 1, True)
    assert {"stunty", "dodge", "thick_skull", "regeneration", "decay", "iron_hard_skin", "stand_firm"} == GOBLIN.skills


def test_armour_inputs_take_the_victims_traits_and_the_hitters_skills():
    assert armour_inputs(GOBLIN, ORC) == {
        "av": 8,
        "modifier": 0,
        "mighty_blow": True,
        "claws": True,
        "iron_hard_skin": True,
        "minus": True,
        "niggling": 1,
        "thick_skull": True,
        "regeneration": True,
        "decay": True,
        "profile": GOBLIN.profile,
        "attacker_keywords": ("Orque", "Bloqueur"),
    }
    injury.roll_armour(Dice.seeded(1), LIGUE, **armour_inputs(GOBLIN, ORC))  # the rules take them as they are


def test_foul_inputs_take_dirty_player_and_sneaky_git():
    inputs = foul_inputs(GOBLIN, ORC, assists=2)
    assert (inputs["assists"], inputs["dirty_player"], inputs["sneaky_git"]) == (2, True, True)
    injury.roll_foul(Dice.seeded(1), LIGUE, **inputs)


@pytest.mark.parametrize("cause", ["crowd", "rock", "pitch_invasion"])
def test_nobody_caused_a_crowd_rock_or_invasion_injury(cause):
    inputs = injury_inputs(GOBLIN, ORC, cause=cause)
    assert inputs["no_attacker"] and inputs["attacker_keywords"] is None
    assert inputs["crowd"] is (cause == "crowd")
    assert casualty_inputs(GOBLIN, ORC, cause=cause)["no_attacker"]
    injury.roll_injury(Dice.seeded(2), LIGUE, **inputs)


@pytest.mark.parametrize("ruleset", [LIGUE, BB2025])
def test_a_sequelle_on_its_own_reads_the_victim_as_the_casualty_chain_does(ruleset):
    """/lasting-injury victim: and /casualty victim: give the séquelle the same profile: the same D6, the same step."""
    weak = Traits.of_roster(profile=Profile(6, 1, 3, 4, 8), skill_names=(), niggling=0, keywords=("Gobelin",))
    assert lasting_injury_inputs(weak) == {"profile": weak.profile}
    alone = injury.roll_lasting_injury(Dice.manual([6, 3]), ruleset, **lasting_injury_inputs(weak)).root
    chain = injury.roll_casualty(Dice.manual([13, 6, 3]), ruleset, **casualty_inputs(weak, NOBODY, cause="block"))
    assert chain.root.find("lasting_injury") == alone
    assert alone.outcome == ("lasting_injury.ma" if ruleset is LIGUE else injury.LASTING_AT_MINIMUM)
    assert lasting_injury_inputs(NOBODY) == {"profile": None}


def test_an_unnamed_attacker_is_not_nobody():
    inputs = injury_inputs(GOBLIN, NOBODY, cause="block")
    assert not inputs["no_attacker"] and not inputs["crowd"] and inputs["attacker_keywords"] is None


def test_typed_values_win_numbers_replace_and_skills_add():
    typed = GOBLIN.over(av=9, niggling=0, has=("claws",))
    assert (typed.av, typed.niggling, typed.st) == (9, 0, 2) and "claws" in typed and "stunty" in typed
    assert Traits.typed(av=9, has=("stunty",)).named is False


def test_no_av_anywhere_is_a_domain_error():
    with pytest.raises(DomainError) as caught:
        armour_inputs(NOBODY, ORC)
    assert caught.value.key == "error.participants.need_av"


def test_block_skills_come_from_each_side():
    assert block_skills(ORC, GOBLIN, blitz=True) == BlockSkills(
        dodge=True, tackle=True, attacker_wrestle=True, stand_firm=True, juggernaut=True, blitz=True
    )


def test_typed_block_flags_split_by_side():
    attacker, defender = typed_block_skills({"dodge": True, "tackle": True, "defender_block": True, "horns": False})
    assert (set(attacker), set(defender)) == ({"tackle"}, {"dodge", "block"})


# --- what the cause changes (read against the book) ---------------------------------------------------------

CHAINSAW_GOBLIN = Traits.of_roster(
    profile=Profile(6, 2, 3, 4, 8), skill_names=("Tronçonneuse", "Appuis Sûrs"), niggling=0, keywords=("Gobelin",)
)
THROWN = Traits.of_roster(
    profile=Profile(6, 2, 3, 4, 8), skill_names=("Vol Fatal", "Clé de Bras", "Châtaigne"), niggling=0, keywords=()
)


@pytest.mark.parametrize("cause", ["stab", "chainsaw", "projectile_vomit", "breathe_fire", "bomb", "other"])
def test_mighty_blow_and_claws_count_on_a_block_only(cause):
    """Mighty Blow and Claws (S1): "Knocked Down by this player during a Block Action"; a Stab's armour roll
    "cannot be modified in any way"."""
    assert armour_inputs(GOBLIN, ORC, cause=cause)["mighty_blow"] is False
    assert armour_inputs(GOBLIN, ORC, cause=cause)["claws"] is False
    for said in ("block", "unknown"):
        assert armour_inputs(GOBLIN, ORC, cause=said)["mighty_blow"] is True
        assert armour_inputs(GOBLIN, ORC, cause=said)["claws"] is True


def test_arm_bar_and_lethal_flight_come_with_their_own_cause():
    """Arm Bar: an opponent who Falls Over leaving its Tackle Zone; Lethal Flight: the player a thrown team-mate
    lands on (S1). Neither is a Block, so Mighty Blow does not count there."""
    assert armour_inputs(GOBLIN, THROWN, cause="arm_bar").get("arm_bar") is True
    assert armour_inputs(GOBLIN, THROWN, cause="throw_team_mate").get("lethal_flight") is True
    assert armour_inputs(GOBLIN, THROWN, cause="kick_team_mate").get("lethal_flight") is True
    assert armour_inputs(GOBLIN, THROWN, cause="arm_bar")["mighty_blow"] is False
    assert "arm_bar" not in armour_inputs(GOBLIN, THROWN, cause="block")
    assert "lethal_flight" not in armour_inputs(GOBLIN, THROWN, cause="block")


def test_steady_footing_and_the_chainsaw_wait_for_a_knock_down():
    """Steady Footing triggers when a player "would be Knocked Down or Fall Over"; the FAQ: a Chainsaw Attack
    "makes an Armour Roll directly" and does not. Chainsaw's +3: its carrier Knocked Down (its own kick-back
    included)."""
    for cause in ("block", "unknown", "bomb", "arm_bar", "throw_team_mate", "other"):
        inputs = armour_inputs(CHAINSAW_GOBLIN, ORC, cause=cause)
        assert inputs.get("steady_footing") is True and inputs.get("chainsaw") is True
    kick_back = armour_inputs(CHAINSAW_GOBLIN, NOBODY, cause="chainsaw")
    assert kick_back.get("chainsaw") is True and kick_back.get("steady_footing") is True
    for cause in ("stab", "projectile_vomit"):
        assert "steady_footing" not in armour_inputs(CHAINSAW_GOBLIN, ORC, cause=cause)
    target = Traits.of_roster(profile=Profile(6, 3, 3, 4, 9), skill_names=("Appuis Sûrs",), niggling=0, keywords=())
    assert "steady_footing" not in armour_inputs(target, CHAINSAW_GOBLIN, cause="chainsaw")
    injury.roll_armour(Dice.seeded(3), LIGUE, **armour_inputs(CHAINSAW_GOBLIN, ORC, cause="block"))


def test_hatred_counts_in_a_block_against_a_player_with_its_keyword():
    """Hatred (X) (S1): a re-roll of one Player Down "against a player with the same keyword as that shown in
    brackets" — the profile's or one gained through Revanche (a roster shows it as « Haine (X) »)."""
    hater = Traits.of_roster(
        profile=Profile(5, 3, 3, 4, 10), skill_names=iter(("Haine (Nain)", "Bagarreur")), niggling=0, keywords=()
    )
    dwarf = Traits.of_roster(profile=Profile(4, 3, 4, 5, 10), skill_names=(), niggling=0, keywords=("Nains",))
    assert hater.hatreds == ("Nain",) and "brawler" in hater  # a generator of names is read once, fully
    assert block_skills(hater, dwarf).hatred and not block_skills(hater, GOBLIN).hatred
    assert not block_skills(dwarf, hater).hatred


@pytest.mark.parametrize(
    ("hated", "keywords"),
    [
        ("Orque", ("Lineman", "Orc")),
        ("Orc", ("Orque", "Trois-Quart")),
        ("Hommes-Lézards", ("Lizardman",)),
        ("Undead", ("Mort-Vivant", "Zombie")),
    ],
)
def test_hatred_reads_a_keyword_in_french_or_in_english(hated, keywords):
    """A player made from his roster line carries the book's English keywords (« Orc »), one typed in a French
    league's CSV the French ones (« Orque »), and a Haine gained through Revanche names whichever his causer had:
    the same keyword, so the same re-roll (rules.rosters.FRENCH_RACES; the console: Haine (Orque) against an Orc
    Lineman offered none)."""
    hater = Traits.of_roster(profile=Profile(4, 3, 4, 6, 9), skill_names=(f"Haine ({hated})",), niggling=0, keywords=())
    target = Traits.of_roster(profile=Profile(5, 3, 3, 4, 10), skill_names=(), niggling=0, keywords=keywords)
    assert block_skills(hater, target).hatred
    assert not block_skills(hater, GOBLIN).hatred
    assert injury.keyword_in(hated, keywords) and not injury.keyword_in("Nain", keywords)


def test_a_fallen_ball_and_chain_player_rolls_injury_at_once():
    fanatic = Traits.of_roster(
        profile=Profile(3, 7, 3, None, 8), skill_names=("Chaîne et Boulet",), niggling=0, keywords=()
    )
    assert armour_inputs(fanatic, ORC, cause="block").get("ball_and_chain") is True
    assert "ball_and_chain" not in armour_inputs(fanatic, ORC, cause="stab")
    result = injury.roll_armour(Dice.manual([3, 4]), LIGUE, **armour_inputs(fanatic, NOBODY, cause="other"))
    assert result.root.outcome == "injury.ko"  # 7: Stunned, treated as K.O.


def test_a_chainsaw_attack_adds_its_plus_three_to_its_targets_armour_roll():
    """Chainsaw (S1): "On a 2+, this player immediately makes an Armour Roll against one opposition player they
    are Marking, applying a +3 modifier to the Armour Roll" — the target's, whatever his own skills; not against
    Iron Hard Skin ("cannot apply any modifiers"); the target is not Knocked Down (no Steady Footing)."""
    target = Traits.of_roster(profile=Profile(4, 3, 4, 5, 10), skill_names=("Appuis Sûrs",), niggling=0, keywords=())
    inputs = armour_inputs(target, CHAINSAW_GOBLIN, cause="chainsaw")
    assert inputs.get("chainsaw") is True and "steady_footing" not in inputs
    # 3 + 4 = 7, +3 = 10 against 10+: broken (the same dice held before)
    result = injury.roll_armour(Dice.manual([3, 4, 1, 1]), LIGUE, **inputs)
    assert result.root.outcome == injury.ARMOUR_BROKEN and result.root.total == 10
    assert "chainsaw" not in armour_inputs(target, ORC, cause="chainsaw")  # no chainsaw, no +3
    assert "chainsaw" not in armour_inputs(target, CHAINSAW_GOBLIN, cause="block")  # only on its own Special Action
    skin = injury.roll_armour(Dice.manual([3, 4]), LIGUE, **armour_inputs(GOBLIN, CHAINSAW_GOBLIN, cause="chainsaw"))
    assert skin.root.total == 7  # Peau de Fer: no +3


def test_an_armour_roll_said_to_be_a_foul_is_rolled_as_the_foul():
    """A Foul's armour roll is the foul's (S1 Dirty Player, Sneaky Git; the sending-off on a natural double): the
    same players give the same answer whether it is typed as an armour roll with ``cause: foul`` or as a foul,
    the armour modifier being the foul's net assists."""
    victim = Traits.of_roster(profile=Profile(4, 3, 4, 5, 10), skill_names=(), niggling=0, keywords=())
    fouler = Traits.of_roster(
        profile=Profile(6, 2, 3, 4, 8), skill_names=("Joueur Déloyal", "Sournois"), niggling=0, keywords=("Gobelin",)
    )
    roll, inputs = armour_roll(victim, fouler, modifier=1, cause="foul")
    assert roll is injury.roll_foul and inputs == foul_inputs(victim, fouler, assists=1)
    # 4 + 4 + 1 assist = 9, +1 Joueur Déloyal = 10 against 10+: broken on a double, so sent off even with Sournois
    # if his coach applies it (issue 26: the roll waits for that choice, as /foul's does)
    assert roll(Dice.manual([4, 4]), LIGUE, **inputs).root.outcome == injury.FOUL_DIRTY_PLAYER_CHOICE
    result = roll(Dice.manual([4, 4, 2, 3]), LIGUE, **inputs, dirty_player_applied=True)
    assert result.effect.sent_off and result.root.outcome == injury.FOUL_SENT_OFF
    for cause in ("block", "unknown", "stab"):
        roll, inputs = armour_roll(victim, fouler, modifier=1, cause=cause)
        assert roll is injury.roll_armour and inputs == armour_inputs(victim, fouler, modifier=1, cause=cause)


def test_frenzy_grab_and_sidestep_come_from_the_rosters():
    frenzied = Traits.of_roster(profile=Profile(5, 3, 3, 4, 9), skill_names=("Frénésie",), niggling=0, keywords=())
    grabber = Traits.of_roster(profile=Profile(5, 3, 3, 4, 9), skill_names=("Projection",), niggling=0, keywords=())
    slippery = Traits.of_roster(
        profile=Profile(7, 2, 2, 4, 8), skill_names=("Glissade Contrôlée",), niggling=0, keywords=()
    )
    assert block_skills(frenzied, slippery).frenzy and block_skills(frenzied, slippery).sidestep
    assert block_skills(grabber, slippery).grab and not block_skills(slippery, grabber).grab
    assert not block_skills(slippery, frenzied).frenzy and not block_skills(slippery, frenzied).sidestep


def test_pro_is_the_attackers_in_a_block():
    pro = Traits.of_roster(profile=Profile(5, 3, 3, 4, 9), skill_names=("Pro",), niggling=0, keywords=())
    assert block_skills(pro, GOBLIN).pro and not block_skills(GOBLIN, pro).pro


def test_a_foul_with_a_chainsaw_is_said_when_rolled():
    """Chainsaw (S1): "Should they wish, this player may also use their chainsaw when performing a Foul Action [...]
    +3 modifier when making the Armour Roll": the coach says so; the roster cannot."""
    victim = Traits.of_roster(profile=Profile(4, 3, 4, 5, 10), skill_names=(), niggling=0, keywords=())
    assert foul_inputs(victim, CHAINSAW_GOBLIN)["chainsaw"] is False
    inputs = foul_inputs(victim, CHAINSAW_GOBLIN, chainsaw=True)
    result = injury.roll_foul(Dice.manual([3, 4, 1, 2]), LIGUE, **inputs)  # 3 + 4 + 3 = 10 against 10+
    armour = result.root.children[0]
    assert armour.outcome == injury.ARMOUR_BROKEN and armour.total == 10 and not result.effect.sent_off


# --- /injury after an armour roll that broke: the causer's +1 waits for the injury roll, as in the chain -----------

CAUSER = Traits.of_roster(
    profile=Profile(5, 3, 3, 4, 10),
    skill_names=("Joueur Déloyal", "Châtaigne", "Clé de Bras", "Vol Fatal"),
    niggling=0,
    keywords=("Orque",),
)
PLAIN = Traits.of_roster(profile=Profile(6, 3, 3, 4, 10), skill_names=(), niggling=0, keywords=("Humain",))


@pytest.mark.parametrize("cause", ["foul", "block", "unknown", "arm_bar", "throw_team_mate", "kick_team_mate"])
@pytest.mark.parametrize("injury_faces", [(4, 3), (4, 4), (5, 4), (1, 1)])
def test_an_injury_roll_after_a_broken_armour_is_the_chains_injury_roll(cause, injury_faces):
    """Dirty Player, Mighty Blow, Arm Bar, Lethal Flight (S1): "+1 modifier to either the Armour Roll or Injury
    Roll [...] after the roll has been made". ``/injury`` is typed once the armour broke, so the +1 was not needed
    there: the injury roll gets it where it changes the result, as the whole chain gives it (6 + 5 = 11 breaks AR
    10+ on its own); a Foul's natural double on the injury roll sends the fouler off by either path (the book: "a
    natural double is rolled for either the Armour Roll or Injury Roll")."""
    roll, inputs = armour_roll(PLAIN, CAUSER, cause=cause)
    whole = roll(Dice.manual([6, 5, *injury_faces, 8, 4]), LIGUE, **inputs)
    alone = injury.roll_injury(Dice.manual([*injury_faces, 8, 4]), LIGUE, **injury_inputs(PLAIN, CAUSER, cause=cause))
    assert alone.root.find("injury") == whole.root.find("injury")
    assert alone.effect == whole.effect
    assert (alone.root.outcome == injury.FOUL_SENT_OFF) is (cause == "foul" and injury_faces in ((4, 4), (1, 1)))


@pytest.mark.parametrize("cause", ["stab", "bomb", "other", "crowd", "rock"])
def test_an_injury_roll_of_another_cause_has_no_causers_plus_one(cause):
    """Mighty Blow and Dirty Player belong to a Block and a Foul: a bomb's or a stab's injury roll has neither."""
    result = injury.roll_injury(Dice.manual([4, 3]), LIGUE, **injury_inputs(PLAIN, CAUSER, cause=cause))
    assert result.root.kind == "injury" and result.root.modifiers == () and result.root.outcome == injury.INJURY_STUNNED


# --- Ball & Chain, a fumbled Kick Team-mate, a player already down (S1) ----------------------------------------

FANATIC = Traits.of_roster(
    profile=Profile(3, 7, 3, None, 8), skill_names=("Chaîne et Boulet",), niggling=0, keywords=()
)


@pytest.mark.parametrize("cause", ["block", "unknown", "other", "bomb", "rock"])
def test_a_ball_and_chain_players_injury_roll_counts_stunned_as_ko_by_either_path(cause):
    """Ball & Chain (S1): "If this player is Knocked Down, Falls Over or Placed Prone for any reason, immediately
    make an Injury Roll for them treating any result of Stunned as Knocked-out": ``/injury`` gives what his armour
    path gives (3 + 4 = 7)."""
    alone = injury.roll_injury(Dice.manual([3, 4]), LIGUE, **injury_inputs(FANATIC, ORC, cause=cause))
    assert alone.root.outcome == injury.INJURY_KO
    assert alone.root.info["detail"] == injury.INJURY_BALL_AND_CHAIN_DETAIL
    if cause != "rock":
        whole = injury.roll_armour(Dice.manual([3, 4]), LIGUE, **armour_inputs(FANATIC, ORC, cause=cause))
        assert alone.root == whole.root


def test_a_ball_and_chain_player_in_the_crowd_is_injured_by_the_crowd():
    """Pushed into the crowd he is not Knocked Down: Injury by the Crowd, Stunned to the Reserves."""
    result = injury.roll_injury(Dice.manual([3, 4]), LIGUE, **injury_inputs(FANATIC, ORC, cause="crowd"))
    assert result.root.outcome == injury.INJURY_STUNNED and result.effect.reserves


def test_a_fumbled_kick_team_mate_counts_stunned_as_ko():
    """Kick Team-mate (S1): "if a Kick Team-mate Special Action results in a Fumbled Throw, immediately make an
    Injury Roll for the team-mate being kicked, treating any result of Stunned as Knocked Out": the coach says so."""
    kicked = Traits.of_roster(profile=Profile(6, 2, 3, 4, 8), skill_names=("Poids Plume",), niggling=0, keywords=())
    inputs = injury_inputs(kicked, NOBODY, cause="kick_team_mate", stunned_as_ko=True)
    result = injury.roll_injury(Dice.manual([3, 4]), LIGUE, **inputs)
    assert result.root.outcome == injury.INJURY_KO and result.root.info["detail"] == injury.INJURY_STUNNED_AS_KO_DETAIL
    plain = injury.roll_injury(Dice.manual([3, 4]), LIGUE, **injury_inputs(kicked, NOBODY, cause="kick_team_mate"))
    assert plain.root.outcome == injury.INJURY_STUNNED


@pytest.mark.parametrize("cause", ["bomb", "other", "unknown"])
def test_a_player_already_down_is_not_knocked_down_again(cause):
    """Bombardier (S1): "Any Standing player that is hit by the explosion is immediately Knocked Down. Additionally,
    make an Armour Roll for any Prone or Stunned players hit" — a player already down is not Knocked Down: no
    Steady Footing, no +3 of his own Chainsaw; a Ball & Chain player already down (he never is for long) is not
    rolled at once either."""
    standing = armour_inputs(CHAINSAW_GOBLIN, ORC, cause=cause)
    assert standing.get("steady_footing") is True and standing.get("chainsaw") is True
    down = armour_inputs(CHAINSAW_GOBLIN, ORC, cause=cause, already_down=True)
    assert "steady_footing" not in down and "chainsaw" not in down
    assert "ball_and_chain" not in armour_inputs(FANATIC, ORC, cause=cause, already_down=True)
    alone = armour_inputs(CHAINSAW_GOBLIN, NOBODY, cause=cause, already_down=True)
    result = injury.roll_armour(Dice.manual([3, 4, 1, 1]), LIGUE, **alone)  # 7 against 8+: holds, no +3
    assert result.root.kind == "armour" and result.root.outcome == injury.ARMOUR_HOLDS


def test_ball_and_chain_comes_from_the_rosters_in_a_block():
    fended = Traits.of_roster(profile=Profile(6, 3, 3, 4, 9), skill_names=("Parade",), niggling=0, keywords=())
    assert block_skills(FANATIC, fended).attacker_ball_and_chain and block_skills(FANATIC, fended).fend
    assert block_skills(fended, FANATIC).defender_ball_and_chain and not block_skills(fended, FANATIC).fend


def test_multiple_block_is_declared_by_the_coach_not_read_from_the_roster():
    """Multiple Block (S1): "they may perform two Block Actions": the roster says he has it, the coach that he
    uses it."""
    multiple = Traits.of_roster(
        profile=Profile(6, 4, 3, 4, 9), skill_names=("Blocage Multiple",), niggling=0, keywords=()
    )
    assert not block_skills(multiple, GOBLIN).multiple_block
    assert block_skills(multiple, GOBLIN, multiple_block=True).multiple_block
