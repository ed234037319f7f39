"""An injury chain read back with its typed options; the Apothicaire's kept result and Joueur Déloyal's choice
claimed once, as typed choices."""

import pytest

from records.roll_options import RollOptions
from rolls.chains import choose_dirty_player, choose_kept, read_chain
from rolls.state import ApothecaryKept, DirtyPlayerApplied, read_choice
from rules.errors import Refused
from tests.league.test_rolls import sample_result

GUILD = 1


async def a_chain(repos, **options):
    stored = RollOptions.of(options).stored()
    return await repos.rolls.record(
        guild_id=GUILD, channel_id=9, user_id=3, command="foul", options=stored, result=sample_result()
    )


async def test_a_chain_reads_back_its_options_typed(repos):
    chain = await a_chain(repos, av=9, assists=1, dirty_player=True, niggling=1, cause="foul", dice="4 5")
    read = await read_chain(repos, GUILD, chain)
    assert (read.cause, read.manual, read.victim, read.match) == ("foul", True, None, None)
    assert read.foul_inputs() == {"av": 9, "assists": 1, "dirty_player": True, "niggling": 1}
    assert read.followed().stored() == {"cause": "foul", "niggling": 1}  # what the Apothicaire's rolls keep
    with pytest.raises(Refused):
        await read_chain(repos, GUILD + 1, chain)


async def test_a_choice_on_a_chain_is_made_once(repos):
    foul, apothecary = await a_chain(repos), await a_chain(repos)
    assert await choose_dirty_player(repos, GUILD, foul, 3, True)
    assert not await choose_dirty_player(repos, GUILD, foul, 4, False)
    assert read_choice(await repos.choices.get(GUILD, foul)) == DirtyPlayerApplied(True)
    assert await choose_kept(repos, GUILD, apothecary, 3, "second")
    assert read_choice(await repos.choices.get(GUILD, apothecary)) == ApothecaryKept("second")
