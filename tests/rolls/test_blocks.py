"""A block's follow-ups without a bot: the die kept, re-rolls, a Les Deux Plaqués applied, the armour of who fell —
read back and claimed in a real database (first click wins), on both backends."""

import pytest

from records.roll_options import RollOptions
from rolls.blocks import BlockService, Offer, armour_offers, face_offers, fallen_pair, roll_offers
from rolls.state import KeptDie, Rerolled, read_choice
from rules.block import roll_block
from rules.dice import Dice
from rules.errors import DomainError, Refused

GUILD, COACH, OTHER_COACH = 1, 10, 11


async def a_block(repos, faces, *, options=None, **block):
    result = roll_block(Dice.manual(faces), **{"attacker_st": 4, "defender_st": 3, **block})
    stored = (options or RollOptions(attacker_st=4, defender_st=3)).stored()
    return await repos.rolls.record(
        guild_id=GUILD, channel_id=9, user_id=COACH, command="block", options=stored, result=result
    )


def service(repos, user=COACH):
    return BlockService(repos, GUILD, user)


async def test_the_first_die_kept_wins_and_the_block_then_offers_its_armour(repos):
    block = await a_block(repos, [6, 3])  # Défenseur Plaqué, Repoussé: the attacker picks
    read = await service(repos).read(block)
    assert roll_offers(read.root) == [
        Offer("pick", 0, face="block.face.pow"),
        Offer("pick", 1, face="block.face.push_back"),
    ]
    face = await service(repos).pick(read, 0)
    assert face_offers(face.children[0]) == [Offer("armour", side="defender")]
    with pytest.raises(Refused) as refused:
        await service(repos, OTHER_COACH).pick(read, 1)
    assert refused.value.key == "ui.block.error.already_chosen"
    assert read_choice(await repos.choices.get(GUILD, block)) == KeptDie(0)
    assert await service(repos).kept_index(read) == 0


async def test_a_single_die_is_kept_when_its_armour_is_rolled(repos):
    block = await a_block(repos, [6], attacker_st=3)
    svc = service(repos)
    read = await svc.read(block)
    resolution = await svc.armour_due(read, "defender")
    assert read_choice(await repos.choices.get(GUILD, block)) == KeptDie(0)  # Bagarreur can no longer re-roll it
    with pytest.raises(Refused) as refused:
        await svc.armour_due(read, "attacker")
    assert refused.value.key == "ui.block.error.not_down"
    await repos.followups.claim(guild_id=GUILD, roll_id=block, kind="armour:defender", user_id=COACH)
    with pytest.raises(Refused):
        await svc.armour_due(read, "defender")
    assert await svc.armour_due(read, "defender", unclaimed=False) == resolution  # the claim itself refuses then
    assert armour_offers(resolution, await svc.armour_rolls(block)) == [
        Offer("armour", side="defender", claimed=True, followup_id=None)
    ]


async def test_a_rows_stored_as_text_before_reads_the_same(repos):
    """A block clicked before issue 27 kept '1' or 'brawler:0' in roll_choices: its buttons still work."""
    kept, rerolled = await a_block(repos, [6, 3]), await a_block(repos, [2, 3], brawler=True)
    await repos.choices.choose(guild_id=GUILD, roll_id=kept, user_id=COACH, choice="1")
    await repos.choices.choose(guild_id=GUILD, roll_id=rerolled, user_id=COACH, choice="brawler:0")
    svc = service(repos)
    assert await svc.kept_index(await svc.read(kept)) == 1
    with pytest.raises(Refused) as refused:
        await svc.kept_index(await svc.read(rerolled))
    assert refused.value.key == "ui.block.error.rerolled"


async def test_bagarreur_rerolls_a_die_once_as_a_new_roll(repos):
    options = RollOptions(attacker_st=4, defender_st=3, attacker_skills=("brawler",), dice="2 3")
    block = await a_block(repos, [2, 3], brawler=True, options=options)
    svc = service(repos)
    read = await svc.read(block)
    assert Offer("brawler", 0) in roll_offers(read.root)
    assert await svc.can_reroll(read, 0) == "brawler"
    with pytest.raises(DomainError):
        await svc.can_reroll(read, 1)  # a Repoussé: nothing re-rolls it
    done = await svc.reroll(read, 0, "6", pro=False, channel_id=9)
    assert done.skill == "brawler" and done.options.rerolled_from == block and done.options.dice == "6"
    assert read_choice(await repos.choices.get(GUILD, block)) == Rerolled("brawler", 0)
    again = await repos.rolls.get(GUILD, done.roll_id)
    assert again.opts.attacker_skills == ("brawler",) and again.command == "block"
    with pytest.raises(Refused) as refused:
        await service(repos, OTHER_COACH).pick(read, 1)  # the block was re-rolled: no die of it is kept
    assert refused.value.key == "ui.block.error.rerolled"


async def test_a_both_down_the_coaches_choose_is_applied_once(repos):
    block = await a_block(repos, [2], attacker_st=3, attacker_wrestle=True)
    svc = service(repos)
    read = await svc.read(block)
    ways = face_offers(read.faces[0].children[0])
    assert [o.action for o in ways] == ["both_down", "both_down"]
    with pytest.raises(Refused) as refused:
        await svc.armour_due(read, "defender")
    assert refused.value.key == "ui.block.error.both_down_first"
    applied, die = await svc.apply_both_down(read, 1)
    assert die == 0 and applied.children[0].children[0].outcome == ways[1].way
    with pytest.raises(Refused):
        await service(repos, OTHER_COACH).apply_both_down(read, 0)
    assert (await svc.resolution(read, read.faces[0])).outcome == ways[1].way


async def test_an_unknown_or_another_servers_block_is_refused(repos):
    block = await a_block(repos, [6], attacker_st=3)
    with pytest.raises(Refused):
        await service(repos).read(block + 1)
    with pytest.raises(Refused):
        await BlockService(repos, GUILD + 1, COACH).read(block)


async def test_the_armour_form_types_a_player_on_no_roster(repos):
    block = await a_block(repos, [6], attacker_st=3)
    read = await service(repos).read(block)
    pair = fallen_pair(read, "defender", av="8", niggling="1", fallen=["stunty", "mighty_blow"], hitter=["claws"])
    assert (pair.fallen.av, pair.fallen.niggling) == (8, 1)
    assert "stunty" in pair.fallen and "mighty_blow" not in pair.fallen and "claws" in pair.hitter
    with pytest.raises(DomainError):
        fallen_pair(read, "defender", av="")


def test_a_block_needs_both_strengths_and_rolls_with_its_options():
    from rolls.blocks import block_setup
    from rules.payloads import BlockRoot
    from rules.ruleset import LIGUE
    from rules.traits import NOBODY

    with pytest.raises(Refused) as refused:
        block_setup(NOBODY.over(st=3), NOBODY, RollOptions())
    assert refused.value.key == "ui.block.error.need_st"
    setup = block_setup(NOBODY.over(st=3), NOBODY.over(st=4), RollOptions(attacker_assists=1, blitz=True))
    assert (setup.attacker_st, setup.defender_st, setup.attacker_assists, setup.skills.blitz) == (3, 4, 1, True)
    root = setup.roll(Dice.manual([6]), LIGUE).root  # 4 against 4: one die
    assert root.payload(BlockRoot).count == 1
