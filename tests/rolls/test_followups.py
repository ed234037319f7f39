"""An injury chain's follow-ups decided without a bot: which Apothicaire comes next and how many are left, the
Regeneration re-rolls, the Bribes, the fouler's team, who decides, and the buttons a chain offers."""

import sys
from types import SimpleNamespace

import pytest

from league.followups import REGENERATION
from records.roll_options import RollOptions
from rolls.chains import claim_bribe, read_chain, spend
from rolls.followups import (
    ChainOffers,
    apothecaries_left,
    apothecary_needs_die,
    bought,
    bribe_kind,
    bribed,
    bribes_left,
    chain_offers,
    deciding_team,
    fouler_team,
    keep_needs_dice,
    regenerations_left,
    require_apothecaries,
    require_apothecary_target,
    require_bribe,
    require_keep_choice,
    require_regenerations,
)
from rules import injury, ruleset
from rules.dice import Dice
from rules.errors import DomainError, Refused
from rules.model import Result

GUILD, MATCH, TEAM = 1, 5, 7
LIGUE = ruleset.get("ligue")


@pytest.fixture
async def league(repos, monkeypatch):
    """A real match between two teams (the Apothicaire's uses name them, as a real roll): for this test, its first
    team is ``TEAM`` and its id ``MATCH``."""
    orcs = await repos.teams.create(GUILD, 3, name="Orques", coach_id=3, roster="Orques")
    elves = await repos.teams.create(GUILD, 3, name="Elfes", coach_id=3, roster="Elfes")
    match = await repos.matches.open(GUILD, 3, home_team_id=orcs.id, away_team_id=elves.id)
    monkeypatch.setattr(sys.modules[__name__], "MATCH", match.id)
    monkeypatch.setattr(sys.modules[__name__], "TEAM", orcs.id)
    monkeypatch.setattr(MATCH_ROW, "id", match.id)
    return repos


def team(*, apothecary=True, name="Les Rats"):
    return SimpleNamespace(id=TEAM, apothecary=apothecary, name=name)


def player(player_id=3, team_id=TEAM):
    return SimpleNamespace(id=player_id, team_id=team_id)


MATCH_ROW = SimpleNamespace(id=MATCH)


async def use_up(repos, healer, roll_id=None, purpose="patch_up"):
    if roll_id is None:
        roll_id = await a_roll(repos)
    assert await repos.apothecaries.use(
        guild_id=GUILD, match_id=MATCH, team_id=TEAM, roll_id=roll_id, user_id=1, healer=healer, purpose=purpose
    )


async def a_roll(repos):
    return await repos.rolls.record(
        guild_id=GUILD, channel_id=9, user_id=3, command="casualty", options={}, result=casualty([15])
    )


def test_only_the_pregame_of_this_match_counts():
    pregame = SimpleNamespace(match_id=MATCH, inducements={"bribe": 2})
    assert bought(pregame, MATCH) == {"bribe": 2}
    assert bought(pregame, MATCH + 1) == {}
    assert bought(None, MATCH) == {}


def test_the_fouler_s_team_is_his_roster_s_or_the_one_that_hired_him():
    assert fouler_team(player(team_id=8), RollOptions(caused_by_team_id=9)) == 8
    assert fouler_team(None, RollOptions(caused_by_team_id=9)) == 9
    assert fouler_team(None, None) is None
    assert bribe_kind(MATCH, TEAM) == "bribe:5:7"


async def test_the_team_s_own_apothecary_comes_first_then_what_it_bought(league):
    repos = league
    wandering = {"wandering_apothecary": 2}
    left = await apothecaries_left(repos, GUILD, team(), MATCH, wandering)
    assert left[0] == "apothecary" and len(left) == 3
    await use_up(repos, left[0])
    assert await apothecaries_left(repos, GUILD, team(), MATCH, wandering) == left[1:]
    assert await apothecaries_left(repos, GUILD, team(apothecary=False), MATCH, {}) == ()


async def test_no_apothecary_and_none_left_are_refused_apart(league):
    repos = league
    with pytest.raises(Refused) as none:
        await require_apothecaries(repos, GUILD, team(apothecary=False), MATCH, {})
    assert (none.value.key, none.value.params) == ("ui.apothecary.none", {"team": "Les Rats"})
    await use_up(repos, "apothecary")
    with pytest.raises(Refused) as used:
        await require_apothecaries(repos, GUILD, team(), MATCH, {})
    assert used.value.key == "ui.apothecary.used"


async def test_a_plague_doctor_spent_on_a_regeneration_is_no_apothecary_left(league):
    repos = league
    doctor = {"plague_doctor": 1}
    rerolls = await regenerations_left(repos, GUILD, TEAM, MATCH, doctor)
    assert len(rerolls) == 1
    assert await apothecaries_left(repos, GUILD, team(apothecary=False), MATCH, doctor) == rerolls
    await use_up(repos, rerolls[0], purpose="regeneration")
    assert await regenerations_left(repos, GUILD, TEAM, MATCH, doctor) == ()
    assert await apothecaries_left(repos, GUILD, team(apothecary=False), MATCH, doctor) == ()
    assert await regenerations_left(repos, GUILD, TEAM, MATCH, {}) == ()


async def test_bribes_left_are_those_bought_less_those_used(repos):
    bribes = {"bribe": 2}
    assert await bribes_left(repos, GUILD, MATCH, TEAM, bribes) == 2
    kind = bribe_kind(MATCH, TEAM)
    foul, other = await a_roll(repos), await a_roll(repos)
    assert await repos.followups.claim(guild_id=GUILD, roll_id=foul, kind=kind, user_id=1)
    assert await bribes_left(repos, GUILD, MATCH, TEAM, bribes) == 1
    await require_bribe(repos, GUILD, other, kind, 2, "Les Rats")
    with pytest.raises(Refused) as used:
        await require_bribe(repos, GUILD, foul, kind, 2, "Les Rats")
    assert used.value.key == "ui.bribe.used"
    with pytest.raises(Refused) as none:
        await require_bribe(repos, GUILD, other, kind, 1, "Les Rats")
    assert none.value.key == "ui.bribe.none_left"
    assert await bribes_left(repos, GUILD, MATCH, TEAM, {}) == 0


def chain(root, victim=None, attacker=None, match=None, options=None, roll_id=100):
    opts = options or RollOptions()
    stored = SimpleNamespace(id=roll_id, outcomes=Result(root, "ligue").outcomes(), opts=opts, command="", ruleset="")
    return SimpleNamespace(
        stored=stored, root=root, victim=victim, attacker=attacker, match=match, options=opts, cause=opts.cause
    )


def casualty(faces, **hurt):
    return injury.roll_casualty(Dice.manual(faces), LIGUE, **hurt)


def test_the_victim_s_team_decides_in_a_match():
    root = casualty([15])
    assert deciding_team(chain(root.root, victim=player(team_id=8), match=MATCH_ROW)) == 8
    with pytest.raises(Refused) as refused:
        deciding_team(chain(root.root, victim=player()))
    assert refused.value.key == "ui.apothecary.no_match"


def test_a_bribe_needs_a_foul_that_sent_its_player_off():
    foul = injury.roll_foul(Dice.manual([3, 3, 1, 1]), LIGUE, av=9)
    assert foul.root.outcome == injury.FOUL_SENT_OFF
    assert bribed(chain(foul.root, attacker=player(team_id=8), match=MATCH_ROW)) == (MATCH, 8)
    with pytest.raises(Refused):
        bribed(chain(foul.root, attacker=player(team_id=8)))
    unseen = injury.roll_foul(Dice.manual([3, 4, 1, 1]), LIGUE, av=9)
    with pytest.raises(Refused) as refused:
        bribed(chain(unseen.root, attacker=player(), match=MATCH_ROW))
    assert refused.value.key == "ui.bribe.not_sent_off"


async def test_a_regeneration_re_roll_needs_a_failed_regeneration_not_patched_up(league):
    repos = league
    failed = casualty([1, 15], regeneration=True)
    assert injury.failed_regeneration(failed.root) is not None
    read = chain(failed.root, victim=player(), match=MATCH_ROW, roll_id=await a_roll(repos))
    assert await require_regenerations(repos, GUILD, read, team(), {"mortuary_assistant": 1})
    with pytest.raises(Refused) as none:
        await require_regenerations(repos, GUILD, read, team(), {})
    assert none.value.key == "ui.regeneration.none"
    await use_up(repos, "apothecary", roll_id=read.stored.id)
    with pytest.raises(Refused) as used:
        await require_regenerations(repos, GUILD, read, team(), {"mortuary_assistant": 1})
    assert used.value.key == "ui.regeneration.used"
    with pytest.raises(DomainError):
        await require_regenerations(repos, GUILD, chain(casualty([15]).root, player(), None, MATCH_ROW), team(), {})


def test_a_casualty_offers_the_apothecary_and_enregistrer_in_a_match():
    result = casualty([15])
    offers = chain_offers(result, victim=player(), match=MATCH_ROW, apothecary=("apothecary",), bribes=2)
    assert offers == ChainOffers(apothecary=("apothecary",), record=True)  # no Bribe: nobody was sent off
    assert chain_offers(result, victim=player(), match=None, apothecary=("apothecary",)) == ChainOffers(
        apothecary=("apothecary",)
    )
    star = player(player_id=-1)  # a Star Player's casualty is not the league's
    assert not chain_offers(result, victim=star, match=MATCH_ROW)


def test_a_failed_regeneration_offers_the_next_re_roll_to_a_roster_player_in_a_match():
    result = casualty([1, 15], regeneration=True)
    rerolls = ("mortuary_assistant:1", "plague_doctor:1")
    assert chain_offers(result, victim=player(), match=MATCH_ROW, regeneration=rerolls).regeneration == rerolls[0]
    assert chain_offers(result, victim=player(), match=None, regeneration=rerolls).regeneration is None
    assert chain_offers(casualty([15]), victim=player(), match=MATCH_ROW, regeneration=rerolls).regeneration is None


def test_a_foul_that_sends_off_offers_a_bribe_and_a_double_to_forgive_the_fouler_s_choice():
    foul = injury.roll_foul(Dice.manual([3, 3, 1, 1]), LIGUE, av=9)
    assert chain_offers(foul, victim=None, match=MATCH_ROW, bribes=2) == ChainOffers(bribes=2)
    choice = injury.roll_foul(Dice.manual([4, 4]), LIGUE, av=9, dirty_player=True, sneaky_git=True)
    assert chain_offers(choice, victim=None, match=None) == ChainOffers(dirty_player=True)


async def test_a_chain_read_back_names_its_deciding_team(repos):
    roll_id = await repos.rolls.record(
        guild_id=GUILD, channel_id=9, user_id=3, command="casualty", options={}, result=casualty([15])
    )
    with pytest.raises(Refused):
        deciding_team(await read_chain(repos, GUILD, roll_id))


async def test_the_apothecary_spends_the_next_use_once_per_roll(league):
    repos = league
    read = chain(casualty([15]).root, victim=player(), match=MATCH_ROW, roll_id=await a_roll(repos))
    left = ("apothecary", "wandering_apothecary:1")
    assert await spend(repos, GUILD, read, team_id=TEAM, user_id=1, left=left) == left
    assert await spend(repos, GUILD, read, team_id=TEAM, user_id=2, left=left[1:]) == ()  # this roll is patched up
    other = chain(casualty([15]).root, victim=player(), match=MATCH_ROW, roll_id=await a_roll(repos))
    assert await spend(repos, GUILD, other, team_id=TEAM, user_id=1, left=left) == left[1:]  # the own one is spent


async def test_a_regeneration_re_roll_is_spent_apart_from_the_apothecary(league):
    repos = league
    read = chain(
        casualty([1, 15], regeneration=True).root, victim=player(), match=MATCH_ROW, roll_id=await a_roll(repos)
    )
    rerolls = ("mortuary_assistant:1",)
    assert await spend(repos, GUILD, read, team_id=TEAM, user_id=1, left=rerolls, purpose=REGENERATION) == rerolls
    assert await spend(repos, GUILD, read, team_id=TEAM, user_id=1, left=rerolls, purpose=REGENERATION) == ()
    assert await spend(repos, GUILD, read, team_id=TEAM, user_id=1, left=("apothecary",)) == ("apothecary",)


async def test_a_bribe_is_claimed_once_and_never_beyond_those_bought(repos):
    kind = bribe_kind(MATCH, TEAM)
    foul, other = await a_roll(repos), await a_roll(repos)
    assert await claim_bribe(repos, GUILD, foul, kind, 1, 1, "Les Rats")
    assert not await claim_bribe(repos, GUILD, foul, kind, 2, 1, "Les Rats")
    with pytest.raises(Refused) as none:
        await claim_bribe(repos, GUILD, other, kind, 1, 1, "Les Rats")
    assert none.value.key == "ui.bribe.none_left"
    assert await repos.followups.get(GUILD, other, kind) is None  # released


def test_the_apothecary_needs_a_k_o_or_a_casualty_and_a_second_d16_on_a_casualty():
    badly_hurt, dead = casualty([1]).root, casualty([15, 1, 1]).root
    require_apothecary_target(badly_hurt)
    assert not apothecary_needs_die(badly_hurt)
    assert apothecary_needs_die(dead)
    unhurt = injury.roll_armour(Dice.manual([1, 1]), LIGUE, av=9).root
    with pytest.raises(DomainError) as nothing:
        require_apothecary_target(unhurt)
    assert nothing.value.key == "error.apothecary.nothing"


def kept(second, cause="block", ruleset="ligue"):
    dead = casualty([15, 1, 1]).root
    root = injury.roll_apothecary(Dice.manual([second, 1, 1]), LIGUE, chain=dead, niggling=0, decay=False).root
    read = chain(root, options=RollOptions(cause=cause))
    read.stored.command, read.stored.ruleset = "apothecary", ruleset
    read.cause = cause
    return read


def test_keeping_the_second_result_rolls_its_lasting_injury_and_hatred():
    require_keep_choice(kept(13))
    assert keep_needs_dice(kept(13), "second")  # a Lasting Injury
    assert not keep_needs_dice(kept(13), "first")  # Dead: rolled with the chain
    assert keep_needs_dice(kept(9, ruleset="bb2025"), "second")  # Getting Even's Hatred, rolled in BB2025
    assert not keep_needs_dice(kept(9), "second")  # not in the league's ruleset
    assert not keep_needs_dice(kept(9, cause="crowd", ruleset="bb2025"), "second")  # nobody caused it: no Hatred
    not_apothecary = kept(13)
    not_apothecary.stored.command = "casualty"
    with pytest.raises(DomainError):
        require_keep_choice(not_apothecary)
