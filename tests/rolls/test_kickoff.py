"""A kick-off's victims read back and each one's injury roll claimed once, without a bot."""

import pytest

from records.roll_options import RollOptions
from rolls.kickoff import KickoffService, typed_victim
from rolls.state import victim_kind
from rules.dice import Dice
from rules.errors import DomainError, Refused
from rules.kickoff import roll_kickoff
from rules.payloads import KickoffRoot
from rules.ruleset import LIGUE

GUILD = 1


async def a_kickoff_with_victims(repos):
    for seed in range(500):
        result = roll_kickoff(Dice.seeded(seed), LIGUE)
        if result.root.payload(KickoffRoot).victims:
            break
    options = RollOptions(table="classique", from_match=False).stored()
    return await repos.rolls.record(
        guild_id=GUILD, channel_id=9, user_id=3, command="kickoff", options=options, result=result
    )


async def test_a_victim_is_read_back_and_rolled_once(repos):
    kickoff = await a_kickoff_with_victims(repos)
    service = KickoffService(repos)
    read = await service.read(GUILD, kickoff, 1)
    assert read.victim.number == 1 and read.victim.cause in ("rock", "pitch_invasion")
    assert await service.roster(GUILD, read.stored, read.victim.team) == []  # no match: the form asks his traits
    assert await service.match(GUILD, read.stored) is None
    assert await service.done(GUILD, kickoff, 1) is None
    await repos.followups.claim(guild_id=GUILD, roll_id=kickoff, kind=victim_kind(1), user_id=3)
    assert (await service.done(GUILD, kickoff, 1)).user_id == 3
    assert list(await service.done_all(GUILD, kickoff, read.kickoff.victims)) == [1]


async def test_an_unknown_victim_or_roll_is_refused(repos):
    kickoff = await a_kickoff_with_victims(repos)
    service = KickoffService(repos)
    for roll_id, number in ((kickoff, 99), (kickoff + 1, 1)):
        with pytest.raises(Refused):
            await service.read(GUILD, roll_id, number)


def test_a_victim_on_no_roster_is_typed_by_the_form():
    typed = typed_victim(" 2 ", ["stunty", "dodge"])
    assert typed.niggling == 2 and "stunty" in typed and "dodge" not in typed
    assert typed_victim("", None).niggling == 0
    with pytest.raises(DomainError):
        typed_victim("x", None)
