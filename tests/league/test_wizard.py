"""The Sports-Wizard's spell in storage: once per match and team, the first of two claims sent together wins, on
both backends; a claim whose roll was refused is given back."""

import asyncio

from league.matches import MatchRepository
from league.wizard import Cast, WizardRepository
from tests.league.test_followups import GUILD, OTHER_GUILD, USER, two_teams


async def test_a_team_casts_once_per_match_even_when_two_commands_arrive_together(db):
    orcs, elves = await two_teams(db)
    match = await MatchRepository(db).open(GUILD, USER, home_team_id=orcs.id, away_team_id=elves.id)
    casts = WizardRepository(db)
    first, second = await asyncio.gather(
        casts.claim(guild_id=GUILD, match_id=match.id, team_id=orcs.id, spell="zap", user_id=10),
        casts.claim(guild_id=GUILD, match_id=match.id, team_id=orcs.id, spell="fireball", user_id=11),
    )
    assert sorted([first, second]) == [False, True]
    cast = await casts.cast(GUILD, match.id, orcs.id)
    assert cast is not None and cast.spell == ("zap" if first else "fireball") and cast.roll_id is None
    await casts.done(guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=42)
    assert (await casts.cast(GUILD, match.id, orcs.id)) == Cast(cast.spell, cast.cast_by, 42)
    # the other team's wizard is its own; another server sees none
    assert await casts.claim(guild_id=GUILD, match_id=match.id, team_id=elves.id, spell="zap", user_id=10)
    assert await casts.cast(OTHER_GUILD, match.id, orcs.id) is None


async def test_a_claim_whose_roll_was_refused_is_given_back_a_cast_one_is_kept(db):
    orcs, elves = await two_teams(db)
    match = await MatchRepository(db).open(GUILD, USER, home_team_id=orcs.id, away_team_id=elves.id)
    casts = WizardRepository(db)
    assert await casts.claim(guild_id=GUILD, match_id=match.id, team_id=orcs.id, spell="zap", user_id=10)
    await casts.release(guild_id=GUILD, match_id=match.id, team_id=orcs.id)
    assert await casts.cast(GUILD, match.id, orcs.id) is None
    assert await casts.claim(guild_id=GUILD, match_id=match.id, team_id=orcs.id, spell="zap", user_id=10)
    await casts.done(guild_id=GUILD, match_id=match.id, team_id=orcs.id, roll_id=7)
    await casts.release(guild_id=GUILD, match_id=match.id, team_id=orcs.id)  # its roll is stored: kept
    assert not await casts.claim(guild_id=GUILD, match_id=match.id, team_id=orcs.id, spell="fireball", user_id=10)
