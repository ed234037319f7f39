"""The open matches every roll asks for its ruleset (docs/rules.md M1), kept in memory: read once per server,
dropped by every audited write to ``matches`` — committed or rolled back — and never stale."""

import asyncio

import pytest

from league import audit
from league.matches import MatchRepository
from league.open_matches import OpenMatch, OpenMatches
from league.teams import TeamRepository
from tests.league.leaguedata import G1, G2, USER


async def own_notices_heard(db) -> None:
    """On PostgreSQL this process hears its own writes twice: at once (``db.changed``), then again when the matches
    trigger's ``NOTIFY`` crosses the socket, which drops the entry read in between. Wait for that late notice, so
    a test reads an entry as kept only once no notice of an earlier write can still drop it: a probe ``NOTIFY``
    sent afterwards is heard after it (notifications come in commit order); it is sent again until heard, since the
    channel's ``LISTEN`` may still be on its way. SQLite has no late notice."""
    if db.dialect != "postgres":
        return
    await db.listening()
    heard: list[str] = []
    db.subscribe("matches", heard.append)
    for _ in range(400):
        await db.execute("SELECT pg_notify('arbitre_matches', 'probe')")  # « forget everything »: read before any find
        await asyncio.sleep(0.025)
        if "probe" in heard:
            return
    raise AssertionError("never heard this process's own notices")


@pytest.fixture
async def teams(db):
    repo = TeamRepository(db)
    return [await repo.create(G1, USER, name=n, coach_id=i, roster="Orques") for i, n in enumerate("ABC")]


async def test_an_open_match_is_found_by_its_channel_and_its_id_with_the_ruleset_it_keeps(db, teams):
    a, b, c = teams
    matches, open_ = MatchRepository(db), OpenMatches(db)
    here = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42, ruleset="bb2025")
    elsewhere = await matches.open(G1, USER, home_team_id=c.id, away_team_id=a.id)  # no channel
    assert await open_.find(G1, channel_id=42) == OpenMatch(here.id, 42, "bb2025")
    assert await open_.find(G1, match_id=elsewhere.id) == OpenMatch(elsewhere.id, None, "ligue")
    assert await open_.find(G1, match_id=here.id, channel_id=7) == OpenMatch(here.id, 42, "bb2025")  # the id wins
    assert await open_.find(G1, channel_id=7) is None
    assert await open_.find(G1) is None  # neither: not the match without a channel
    assert await open_.find(G2, channel_id=42) is None  # another server's channel


async def test_read_once_then_served_from_memory_until_an_audited_write_to_matches(db, teams):
    a, b, _ = teams
    matches, open_ = MatchRepository(db), OpenMatches(db)
    m = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42)
    await own_notices_heard(db)
    assert (await open_.find(G1, channel_id=42)).ruleset == "ligue"
    assert G1 in open_._cache
    if db.dialect == "sqlite":  # (PostgreSQL's trigger tells this process of any write too: tests/league/test_pg.py)
        # changed behind its back (no audited write): the answer comes from memory, no query on a roll's way
        await db.execute("UPDATE matches SET ruleset = 'bb2025' WHERE id = ?", (m.id,))
        assert (await open_.find(G1, channel_id=42)).ruleset == "ligue"
    await TeamRepository(db).update(G1, USER, a.id, treasury=10_000)  # another table: kept
    assert G1 in open_._cache
    await matches.set_score(G1, USER, m.id, 1, 0)  # any write to matches: read again
    await db.execute("UPDATE matches SET ruleset = 'bb2025' WHERE id = ?", (m.id,))
    assert (await open_.find(G1, channel_id=42)).ruleset == "bb2025"
    await matches.finish(G1, USER, m.id)
    assert await open_.find(G1, channel_id=42) is None


async def test_a_match_started_or_cancelled_is_seen_at_the_next_roll(db, teams):
    a, b, c = teams
    matches, open_ = MatchRepository(db), OpenMatches(db)
    assert await open_.find(G1, channel_id=42) is None  # read: nothing open
    m = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42)
    assert (await open_.find(G1, channel_id=42)).id == m.id
    await matches.cancel(G1, USER, m.id)
    assert await open_.find(G1, channel_id=42) is None
    again = await matches.open(G1, USER, home_team_id=c.id, away_team_id=b.id, channel_id=42)
    assert (await open_.find(G1, channel_id=42)).id == again.id


async def test_a_write_rolled_back_leaves_no_phantom_match(db, teams):
    """On SQLite the one connection sees a transaction's rows before its commit: a roll reading then must not keep
    a match the rollback takes away."""
    a, b, _ = teams
    open_ = OpenMatches(db)
    with pytest.raises(RuntimeError):
        async with audit.write(db, G1, USER, "match.open") as batch:
            await batch.insert(
                "matches", {"home_team_id": a.id, "away_team_id": b.id, "channel_id": 42, "created_by": USER}, "t"
            )
            await open_.find(G1, channel_id=42)  # whatever it saw
            raise RuntimeError("the rest of the write failed")
    assert await open_.find(G1, channel_id=42) is None


async def test_an_undo_that_brings_a_match_back_or_takes_it_away_is_seen_at_the_next_roll(db, teams):
    """/undo writes through the audit too: a cancel undone reopens the match, a start undone removes it; a roll
    in its channel must see either at once (its ruleset, or the server's)."""
    a, b, _ = teams
    matches, open_, log = MatchRepository(db), OpenMatches(db), audit.AuditRepository(db)
    m = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42, ruleset="bb2025")
    await matches.cancel(G1, USER, m.id)
    assert await open_.find(G1, channel_id=42) is None
    await log.revert(G1, USER, (await log.batches(G1, limit=1))[0].id)  # the cancel undone: open again
    assert await open_.find(G1, channel_id=42) == OpenMatch(m.id, 42, "bb2025")
    await log.revert(G1, USER, (await log.batches(G1, limit=1))[0].id)  # the undo undone: cancelled again
    assert await open_.find(G1, channel_id=42) is None
    other = await matches.open(G1, USER, home_team_id=b.id, away_team_id=a.id, channel_id=43)
    assert (await open_.find(G1, channel_id=43)).id == other.id
    await log.revert(G1, USER, (await log.batches(G1, limit=1))[0].id)  # its start undone: no match there
    assert await open_.find(G1, channel_id=43) is None
