"""A roll's follow-ups and the Apothicaire: the first click wins in the database, on both backends."""

import asyncio

from league.followups import ApothecaryRepository, FollowupRepository
from league.matches import MatchRepository
from league.rolls import RollRepository
from league.teams import TeamRepository
from records.models import CasualtyReport
from tests.league.test_rolls import sample_result

GUILD, OTHER_GUILD, USER = 1, 2, 3


async def a_roll(rolls, guild_id=GUILD):
    return await rolls.record(
        guild_id=guild_id, channel_id=9, user_id=USER, command="block", options={}, result=sample_result()
    )


async def two_teams(db):
    teams = TeamRepository(db)
    orcs = await teams.create(GUILD, USER, name="Orques", coach_id=USER, roster="Orques")
    return orcs, await teams.create(GUILD, USER, name="Elfes", coach_id=USER, roster="Elfes")


async def test_a_follow_up_is_claimed_once_even_when_two_clicks_arrive_together(db):
    rolls = RollRepository(db)
    followups = FollowupRepository(db, rolls)
    block = await a_roll(rolls)
    first, second = await asyncio.gather(
        followups.claim(guild_id=GUILD, roll_id=block, kind="armour:defender", user_id=10),
        followups.claim(guild_id=GUILD, roll_id=block, kind="armour:defender", user_id=11),
    )
    assert sorted([first, second]) == [False, True]
    claimed = await followups.get(GUILD, block, "armour:defender")
    assert claimed is not None and claimed.user_id == (10 if first else 11) and claimed.followup_id is None
    # the other fallen player's armour roll is another follow-up
    assert await followups.claim(guild_id=GUILD, roll_id=block, kind="armour:attacker", user_id=10)
    armour = await a_roll(rolls)
    await followups.done(guild_id=GUILD, roll_id=block, kind="armour:defender", followup_id=armour)
    found = await followups.of_roll(GUILD, block)
    assert set(found) == {"armour:defender", "armour:attacker"} and found["armour:defender"].followup_id == armour


async def test_a_follow_up_of_another_servers_roll_is_refused(db):
    rolls = RollRepository(db)
    followups = FollowupRepository(db, rolls)
    block = await a_roll(rolls)
    assert not await followups.claim(guild_id=OTHER_GUILD, roll_id=block, kind="victim:1", user_id=10)
    assert await followups.of_roll(GUILD, block) == {}


async def test_a_follow_up_of_a_roll_still_queued_waits_for_its_row(db):
    rolls = RollRepository(db, flush_window=60)  # nothing would be written before the claim asks for it
    followups = FollowupRepository(db, rolls)
    block = await rolls.submit(
        guild_id=GUILD, channel_id=9, user_id=USER, command="block", options={}, result=sample_result()
    )
    assert await followups.claim(guild_id=GUILD, roll_id=block, kind="victim:1", user_id=10)
    await rolls.close()


async def test_the_apothecary_is_used_once_per_match_and_team(db):
    rolls = RollRepository(db)
    apothecaries = ApothecaryRepository(db, rolls)
    matches = MatchRepository(db)
    orcs, elves = await two_teams(db)
    match = await matches.open(GUILD, USER, home_team_id=orcs.id, away_team_id=elves.id)
    ko, casualty = await a_roll(rolls), await a_roll(rolls)
    first, second = await asyncio.gather(
        apothecaries.use(guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=ko, user_id=10),
        apothecaries.use(guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=casualty, user_id=11),
    )
    assert sorted([first, second]) == [False, True]
    (used,) = await apothecaries.used(GUILD, match.id, orcs.id)
    assert used.roll_id == (ko if first else casualty) and used.result_id is None and used.healer == "apothecary"
    # the other team still has its own
    assert await apothecaries.used(GUILD, match.id, elves.id) == ()
    elves_ko = await a_roll(rolls)
    assert await apothecaries.use(guild_id=GUILD, match_id=match.id, team_id=elves.id, roll_id=elves_ko, user_id=12)
    result = await a_roll(rolls)
    await apothecaries.done(guild_id=GUILD, roll_id=elves_ko, result_id=result)
    assert (await apothecaries.used(GUILD, match.id, elves.id))[0].result_id == result
    # a second match of the same team: a new Apothicaire
    await matches.finish(GUILD, USER, match.id, home_score=0, away_score=0)
    rematch = await matches.open(GUILD, USER, home_team_id=elves.id, away_team_id=orcs.id)
    again = await a_roll(rolls)
    assert await apothecaries.use(guild_id=GUILD, match_id=rematch.id, team_id=orcs.id, roll_id=again, user_id=10)


async def test_each_wandering_apothecary_is_one_more_use_and_one_roll_is_patched_up_once(db):
    """inducements.md: each Wandering Apothecary once per game; a Plague Doctor either patches up or re-rolls a
    Regeneration, once. Two clicks on the same roll with two Apothecaries left patch it up once."""
    rolls = RollRepository(db)
    apothecaries = ApothecaryRepository(db, rolls)
    orcs, elves = await two_teams(db)
    match = await MatchRepository(db).open(GUILD, USER, home_team_id=orcs.id, away_team_id=elves.id)
    ko = await a_roll(rolls)
    first, second = await asyncio.gather(
        apothecaries.use(guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=ko, user_id=10),
        apothecaries.use(
            guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=ko, user_id=11, healer="wandering_apothecary:1"
        ),
    )
    assert sorted([first, second]) == [False, True]
    other = await a_roll(rolls)
    healer = "wandering_apothecary:1" if first else "apothecary"
    assert await apothecaries.use(
        guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=other, user_id=10, healer=healer
    )
    assert sorted(u.healer for u in await apothecaries.used(GUILD, match.id, orcs.id)) == [
        "apothecary",
        "wandering_apothecary:1",
    ]
    # the Plague Doctor re-rolls a Regeneration on a third roll: then it patches up nobody
    third = await a_roll(rolls)
    assert await apothecaries.use(
        guild_id=GUILD,
        match_id=match.id,
        team_id=orcs.id,
        roll_id=third,
        user_id=10,
        healer="plague_doctor",
        purpose="regeneration",
    )
    assert not await apothecaries.patched(GUILD, third)
    assert not await apothecaries.use(
        guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=third, user_id=10, healer="plague_doctor"
    )
    # and the same roll may still be patched up by another Apothecary
    assert await apothecaries.use(
        guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=third, user_id=10, healer="wandering_apothecary:2"
    )
    assert await apothecaries.patched(GUILD, third)
    assert len(await apothecaries.used(GUILD, match.id, orcs.id)) == 4


async def test_the_apothecary_comes_before_enregistrer(db):
    from league.casualties import CasualtyRepository
    from league.players import PlayerRepository
    from records.models import PlayerDraft
    from rules.characteristics import Profile

    rolls = RollRepository(db)
    apothecaries = ApothecaryRepository(db, rolls)
    matches = MatchRepository(db)
    orcs, elves = await two_teams(db)
    draft = PlayerDraft(number=7, name="Grak", position="Blitzer", profile=Profile(5, 3, 3, 4, 10))
    grak = await PlayerRepository(db).create(GUILD, USER, orcs.id, draft)
    match = await matches.open(GUILD, USER, home_team_id=orcs.id, away_team_id=elves.id)
    roll = await a_roll(rolls)
    await CasualtyRepository(db).record_casualty(
        GUILD,
        USER,
        CasualtyReport(victim_id=grak.id, outcome="casualty.dead", cause="block", match_id=match.id, roll_id=roll),
    )
    assert not await apothecaries.use(guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=roll, user_id=10)
    assert await apothecaries.used(GUILD, match.id, orcs.id) == ()  # still there for another roll
    other = await a_roll(rolls)
    assert await apothecaries.use(guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=other, user_id=10)
    assert await apothecaries.patched(GUILD, other) and not await apothecaries.patched(GUILD, roll)


async def test_a_follow_up_claimed_with_its_choice_keeps_it_in_the_same_row(db):
    """A Les Deux Plaqués applied is one row that says how: two clicks with two different ways apply one."""
    rolls = RollRepository(db)
    followups = FollowupRepository(db, rolls)
    block = await a_roll(rolls)
    first, second = await asyncio.gather(
        followups.claim(guild_id=GUILD, roll_id=block, kind="both_down", user_id=10, choice="block.result.both_down"),
        followups.claim(
            guild_id=GUILD, roll_id=block, kind="both_down", user_id=11, choice="block.result.both_down_juggernaut"
        ),
    )
    assert sorted([first, second]) == [False, True]
    claimed = await followups.get(GUILD, block, "both_down")
    assert claimed is not None
    assert (claimed.user_id, claimed.choice) == (
        (10, "block.result.both_down") if first else (11, "block.result.both_down_juggernaut")
    )
    assert list(await followups.of_roll(GUILD, block)) == ["both_down"]
    await followups.claim(guild_id=GUILD, roll_id=block, kind="armour:attacker", user_id=10)
    assert (await followups.get(GUILD, block, "armour:attacker")).choice is None  # a follow-up without a choice


async def test_follow_ups_of_a_kind_are_counted_per_server_and_one_may_be_given_back(db):
    """A team's Bribes of a match: one follow-up per foul roll, counted by kind; one claimed beyond what the team has
    is given back (and a follow-up already rolled is not)."""
    rolls = RollRepository(db)
    followups = FollowupRepository(db, rolls)
    first, second, other = await a_roll(rolls), await a_roll(rolls), await a_roll(rolls, OTHER_GUILD)
    kind = "bribe:1:2"
    assert await followups.count(GUILD, kind) == 0
    assert await followups.claim(guild_id=GUILD, roll_id=first, kind=kind, user_id=10)
    assert await followups.claim(guild_id=GUILD, roll_id=second, kind=kind, user_id=10)
    assert await followups.claim(guild_id=OTHER_GUILD, roll_id=other, kind=kind, user_id=10)
    assert await followups.count(GUILD, kind) == 2 and await followups.count(GUILD, "bribe:1:3") == 0
    await followups.done(guild_id=GUILD, roll_id=first, kind=kind, followup_id=second)
    await followups.release(guild_id=GUILD, roll_id=second, kind=kind)
    await followups.release(guild_id=GUILD, roll_id=first, kind=kind)  # rolled already: kept
    assert await followups.count(GUILD, kind) == 1 and await followups.count(OTHER_GUILD, kind) == 1
