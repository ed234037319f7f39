"""Casualty records on a real SQLite file: recording once per roll, checks, corrections, scoping."""

import asyncio
import sqlite3

import pytest

from league.audit import AuditRepository
from league.casualties import CasualtyRepository
from league.rolls import RollRepository
from records.models import CasualtyReport, ConflictError, NotFoundError
from rules.dice import Dice
from rules.errors import DomainError
from rules.model import Result, Step
from tests.league.leaguedata import G1, G2, USER
from tests.said import refused


@pytest.fixture
def cas(db):
    return CasualtyRepository(db)


async def roll(db, guild_id: int = G1) -> int:
    dice = Dice.manual([16])
    result = Result(Step("casualty", "casualty.dead", dice=(dice.roll(16),), total=16), ruleset="ligue")
    return await RollRepository(db).record(
        guild_id=guild_id, channel_id=11, user_id=USER, command="blessure", options={}, result=result
    )


def report(lg, **extra):
    return CasualtyReport(
        **{
            "victim_id": lg.pid("gimli"),
            "caused_by_id": lg.pid("zog"),
            "outcome": "casualty.dead",
            "cause": "block",
            "match_id": lg.matches["m2"].id,
        }
        | extra
    )


async def count(db) -> int:
    return (await db.fetchone("SELECT COUNT(*) FROM casualties"))[0]


async def test_record_and_read_back(db, lg, cas):
    roll_id = await roll(db)
    record, created = await cas.record_casualty(G1, 777, report(lg, roll_id=roll_id))
    assert created
    assert record.roll_id == roll_id and record.recorded_by == 777 and record.recorded_at
    assert record.victim_team_id == lg.tid("dwarfs") and record.caused_by_team_id == lg.tid("orcs")
    assert record.hatred_candidates == ("Gobelin",)
    assert not record.applied
    assert await cas.get(G1, record.id) == record
    assert await cas.by_roll(G1, roll_id) == record


async def test_the_same_roll_is_recorded_once(db, lg, cas):
    roll_id = await roll(db)
    before = await count(db)
    batches_before = len(await AuditRepository(db).batches(G1, limit=1000))
    first, created_first = await cas.record_casualty(G1, USER, report(lg, roll_id=roll_id))
    again, created_again = await cas.record_casualty(
        G1, USER, report(lg, roll_id=roll_id, outcome="casualty.badly_hurt")
    )
    assert (created_first, created_again) == (True, False)
    assert again == first
    assert await count(db) == before + 1
    assert len(await AuditRepository(db).batches(G1, limit=1000)) == batches_before + 1


async def test_two_concurrent_clicks_record_once(db, lg, cas):
    roll_id = await roll(db)
    before = await count(db)
    results = await asyncio.gather(*(cas.record_casualty(G1, USER, report(lg, roll_id=roll_id)) for _ in range(5)))
    assert sorted(created for _, created in results) == [False, False, False, False, True]
    assert len({record.id for record, _ in results}) == 1
    assert await count(db) == before + 1


async def test_the_schema_refuses_a_second_row_for_a_roll(db, lg, cas):
    roll_id = await roll(db)
    record, _ = await cas.record_casualty(G1, USER, report(lg, roll_id=roll_id))
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO casualties (guild_id, victim_team_id, victim_id, cause, roll_id, outcome, recorded_by)"
            " VALUES (?, ?, ?, 'block', ?, 'casualty.dead', 1)",
            (G1, record.victim_team_id, lg.pid("thorin"), roll_id),
        )


async def test_another_guilds_roll_is_not_found(db, lg, cas):
    theirs = await roll(db, G2)
    with refused("Jet", error=NotFoundError):
        await cas.record_casualty(G1, USER, report(lg, roll_id=theirs))
    with refused("Jet", error=NotFoundError):
        await cas.record_casualty(G1, USER, report(lg, roll_id=999_999))


async def test_people_and_match_must_be_of_this_guild(lg, cas):
    with refused("Joueur", error=NotFoundError):
        await cas.record_casualty(G1, USER, report(lg, victim_id=lg.pid("joe2")))
    with refused("Joueur", error=NotFoundError):
        await cas.record_casualty(G1, USER, report(lg, caused_by_id=lg.pid("grak2")))
    with refused("Match", error=NotFoundError):
        await cas.record_casualty(G1, USER, report(lg, match_id=lg.matches["m2_g2"].id))
    with refused("Équipe", error=NotFoundError):
        await cas.record_casualty(G1, USER, report(lg, caused_by_id=None, caused_by_team_id=lg.tid("orcs2")))


async def test_people_must_play_the_match(lg, cas):
    with refused("ne joue pas"):
        await cas.record_casualty(G1, USER, report(lg, victim_id=lg.pid("hans")))
    with refused("ne joue pas"):
        await cas.record_casualty(G1, USER, report(lg, caused_by_id=lg.pid("elise")))


async def test_a_closed_match_takes_no_more_casualties(lg, cas):
    await lg.match_repo.mark_applied(G1, USER, lg.matches["m1"].id)
    with refused("clos", error=ConflictError):
        await cas.record_casualty(
            G1, USER, report(lg, match_id=lg.matches["m1"].id, victim_id=lg.pid("hans"), caused_by_id=lg.pid("zog"))
        )


async def test_a_dead_player_is_not_hurt_again(lg, cas):
    await lg.player_repo.update(G1, USER, lg.pid("thorin"), status="dead")
    with refused("Thorin est mort"):
        await cas.record_casualty(G1, USER, report(lg, victim_id=lg.pid("thorin")))


async def test_a_death_recorded_but_not_applied_yet_is_final(lg, cas):
    """BB2025 casualty table: "DEAD: The player is dead!" — before the post-match writes it on the roster, a
    second casualty for him is refused, in this match or outside it."""
    dead, _ = await cas.record_casualty(G1, USER, report(lg))
    for match_id in (lg.matches["m2"].id, None):
        with pytest.raises(DomainError) as refused:
            await cas.record_casualty(G1, USER, report(lg, outcome="casualty.badly_hurt", match_id=match_id))
        assert refused.value.key == "error.casualty.dead_pending" and refused.value.params["casualty"] == dead.id
    # the post-match of an earlier match, confirmed after this death was recorded, still writes its own casualties
    earlier, created = await cas.record_casualty(
        G1, USER, report(lg, outcome="casualty.badly_hurt", match_id=None), dead_pending=False
    )
    assert created and earlier.victim_id == dead.victim_id


async def test_a_casualty_recovered_at_once_is_recorded_for_its_psp(lg, cas):
    """BB2025 ``league_play.md`` "Casualty": its SPP are earned "even if the Casualty is recovered by any means"."""
    for outcome in ("regeneration.regenerated", "apothecary.patched_up"):
        record, created = await cas.record_casualty(G1, USER, report(lg, outcome=outcome))
        assert created and (await cas.get(G1, record.id)).outcome == outcome


async def test_causer_team_and_star_players(lg, cas):
    with refused("ne joue pas dans l'équipe"):
        await cas.record_casualty(G1, USER, report(lg, caused_by_team_id=lg.tid("dwarfs")))
    star, _ = await cas.record_casualty(G1, USER, report(lg, caused_by_id=None, caused_by_team_id=lg.tid("orcs")))
    assert (star.caused_by_id, star.caused_by_team_id, star.hatred_candidates) == (None, lg.tid("orcs"), ())


async def test_without_match_or_causer(lg, cas):
    record, _ = await cas.record_casualty(
        G1, USER, CasualtyReport(victim_id=lg.pid("hans"), outcome="injury.badly_hurt", cause="crowd")
    )
    assert (record.match_id, record.caused_by_id, record.caused_by_team_id) == (None, None, None)


async def test_given_hatred_candidates_win(lg, cas):
    record, _ = await cas.record_casualty(G1, USER, report(lg, hatred_candidates=["Gobelin", "Orque"]))
    assert record.hatred_candidates == ("Gobelin", "Orque")


async def test_sequelle_only_with_a_lasting_injury(lg, cas):
    with refused("séquelle"):
        await cas.record_casualty(G1, USER, report(lg, sequelle="MA"))
    record, _ = await cas.record_casualty(G1, USER, report(lg, outcome="casualty.lasting_injury", sequelle="MA"))
    assert record.sequelle == "MA"


async def test_corrections_until_the_post_match_applies(lg, cas):
    record, _ = await cas.record_casualty(G1, USER, report(lg))
    fixed = await cas.update(G1, USER, record.id, outcome="casualty.serious_injury", cause="foul")
    assert (fixed.outcome, fixed.cause) == ("casualty.serious_injury", "foul")
    pending = await cas.for_match(G1, lg.matches["m2"].id, pending_only=True)
    assert record.id in [c.id for c in pending]
    assert record.earns_spp is None  # decided by the post-match that applies it
    [applied] = await cas.mark_applied(G1, USER, {record.id: True})
    assert applied.applied and applied.earns_spp is True
    assert record.id not in [c.id for c in await cas.for_match(G1, lg.matches["m2"].id, pending_only=True)]
    with refused("déjà été appliquée", error=ConflictError):
        await cas.update(G1, USER, record.id, cause="block")
    with refused("déjà été appliquée", error=ConflictError):
        await cas.mark_applied(G1, USER, {record.id: False})
    with pytest.raises(ConflictError):
        await cas.delete(G1, USER, record.id)
    with pytest.raises(TypeError):
        await cas.update(G1, USER, record.id, victim_id=1)


async def test_delete_a_mistake(lg, cas):
    record, _ = await cas.record_casualty(G1, USER, report(lg))
    await cas.delete(G1, USER, record.id)
    assert await cas.get(G1, record.id) is None


async def test_scoping_of_reads_and_writes(lg, cas):
    [theirs] = await cas.for_match(G2, lg.matches["m2_g2"].id)
    assert await cas.get(G1, theirs.id) is None
    assert await cas.for_match(G1, lg.matches["m2_g2"].id) == []
    with refused("Blessure", error=NotFoundError):
        await cas.update(G1, USER, theirs.id, cause="foul")
    with pytest.raises(NotFoundError):
        await cas.mark_applied(G1, USER, {theirs.id: True})
    with pytest.raises(NotFoundError):
        await cas.delete(G1, USER, theirs.id)
    assert await cas.get(G2, theirs.id) == theirs


async def test_for_match_in_order(lg, cas):
    records = await cas.for_match(G1, lg.matches["m1"].id)
    assert [c.victim_id for c in records] == [lg.pid(n) for n in ("zog", "elise", "bob", "hans")]


async def test_a_star_player_is_named_without_a_roster_row_and_new_causes_are_stored(lg, cas):
    record, _ = await cas.record_casualty(
        G1,
        USER,
        report(
            lg,
            cause="chainsaw",
            caused_by_id=None,
            caused_by_team_id=lg.tid("orcs"),
            outcome="casualty.seriously_hurt",
            caused_by_name="Morg 'n' Thorg",
        ),
    )
    again = await cas.get(G1, record.id)
    assert again is not None and (again.cause, again.caused_by_name, again.caused_by_id) == (
        "chainsaw",
        "Morg 'n' Thorg",
        None,
    )
    with pytest.raises(DomainError) as refused:
        await cas.record_casualty(G1, USER, report(lg, caused_by_name="Morg"))
    assert refused.value.key == "error.casualty.named_author"


async def test_out_of_play_names_the_dead_and_this_matchs_casualty_box(lg, cas):
    """Issue 26: a roll about a player says he is out already. His recorded death counts in any match; the Casualty
    box only in the match asked about; a Patch-up sent him back; another server's records never answer."""
    names = ("thorin", "grak", "ugluk", "zog", "gimli", "bob", "elise")
    m2 = lg.matches["m2"].id
    out = await cas.out_of_play(G1, [lg.pid(n) for n in names], m2)
    assert {lg.pid(n): c.outcome for n, c in [(n, out.get(lg.pid(n))) for n in names] if c} == {
        lg.pid("thorin"): "casualty.dead",
        lg.pid("grak"): "casualty.lasting_injury",
        lg.pid("ugluk"): "casualty.badly_hurt",
        lg.pid("zog"): "casualty.badly_hurt",  # m2's, not m1's Serious Injury
        lg.pid("bob"): "casualty.dead",  # died in m1, not applied yet: dead in any match
    }
    assert out[lg.pid("zog")].match_id == m2
    without_match = await cas.out_of_play(G1, [lg.pid(n) for n in names], None)
    assert set(without_match) == {lg.pid("thorin"), lg.pid("bob")}
    assert await cas.out_of_play(G2, [lg.pid(n) for n in names], m2) == {}
    assert await cas.out_of_play(G1, [], m2) == {}
    await cas.record_casualty(G1, USER, report(lg, outcome="apothecary.patched_up"))
    assert lg.pid("gimli") not in await cas.out_of_play(G1, [lg.pid("gimli")], m2)
    # his death recorded later in the match wins over an earlier Casualty box
    await cas.record_casualty(G1, USER, report(lg, victim_id=lg.pid("ugluk"), caused_by_id=lg.pid("gimli")))
    assert (await cas.out_of_play(G1, [lg.pid("ugluk")], m2))[lg.pid("ugluk")].dead
