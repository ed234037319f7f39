"""Matches on a real SQLite file: opening, FP, score, status moves, one open match per channel."""

import sqlite3

import pytest

from league.matches import MatchRepository
from league.teams import TeamRepository
from records.models import ConflictError, NotFoundError
from tests.league.leaguedata import G1, G2, USER
from tests.said import refused


@pytest.fixture
async def teams(db):
    repo = TeamRepository(db)
    return [await repo.create(G1, USER, name=n, coach_id=i, roster="Orques") for i, n in enumerate("ABC")]


@pytest.fixture
def matches(db):
    return MatchRepository(db)


async def test_open_with_rolled_and_typed_fp(matches, teams):
    a, b, _ = teams
    m = await matches.open(
        G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42, home_fp=4, home_fp_die=3, away_fp=5
    )
    assert (m.status, m.channel_id, m.home_fp, m.home_fp_die, m.away_fp, m.away_fp_die) == ("open", 42, 4, 3, 5, None)
    assert m.created_by == USER and m.created_at and m.started_at
    assert await matches.get(G1, m.id) == m
    assert await matches.open_in_channel(G1, 42) == m


async def test_open_without_fp_starts_when_they_are_recorded(matches, teams):
    a, b, _ = teams
    m = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id)
    assert m.started_at is None
    m = await matches.set_fans(G1, USER, m.id, team_id=b.id, fp=6, die=2)
    assert (m.away_fp, m.away_fp_die, m.home_fp) == (6, 2, None)
    assert m.started_at is not None
    with refused("FP"):
        await matches.set_fans(G1, USER, m.id, team_id=a.id, fp=11)
    with refused("ne joue pas"):
        await matches.set_fans(G1, USER, m.id, team_id=teams[2].id, fp=4)


async def test_a_team_cannot_play_itself(matches, teams):
    with refused("contre elle-même"):
        await matches.open(G1, USER, home_team_id=teams[0].id, away_team_id=teams[0].id)


async def test_both_teams_must_be_of_this_guild(db, matches, teams):
    theirs = await TeamRepository(db).create(G2, USER, name="Z", coach_id=1, roster="Orques")
    with refused("Équipe", error=NotFoundError):
        await matches.open(G1, USER, home_team_id=teams[0].id, away_team_id=theirs.id)
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO matches (guild_id, home_team_id, away_team_id, created_by) VALUES (?, ?, ?, 1)",
            (G1, teams[0].id, theirs.id),
        )


async def test_archived_team_does_not_play(db, matches, teams):
    await TeamRepository(db).archive(G1, USER, teams[1].id)
    with refused("archivée"):
        await matches.open(G1, USER, home_team_id=teams[0].id, away_team_id=teams[1].id)


async def test_one_open_match_per_channel(db, matches, teams):
    a, b, c = teams
    first = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=42)
    with refused(f"déjà en cours dans ce salon \\(n° {first.id}\\)", error=ConflictError):
        await matches.open(G1, USER, home_team_id=c.id, away_team_id=b.id, channel_id=42)
    await matches.open(G1, USER, home_team_id=c.id, away_team_id=b.id, channel_id=43)
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute(
            "INSERT INTO matches (guild_id, home_team_id, away_team_id, created_by, channel_id)"
            " VALUES (?, ?, ?, 1, 42)",
            (G1, c.id, a.id),
        )
    await matches.finish(G1, USER, first.id, home_score=1, away_score=0)
    second = await matches.open(G1, USER, home_team_id=c.id, away_team_id=a.id, channel_id=42)
    with refused("déjà en cours", error=ConflictError):
        await matches.set_status(G1, USER, first.id, "open")
    await matches.cancel(G1, USER, second.id)
    assert (await matches.set_status(G1, USER, first.id, "open")).finished_at is None


async def test_finish_sets_score_and_date(matches, teams):
    m = await matches.open(G1, USER, home_team_id=teams[0].id, away_team_id=teams[1].id)
    m = await matches.set_score(G1, USER, m.id, 1, 1)
    m = await matches.finish(G1, USER, m.id, away_score=2)
    assert (m.status, m.home_score, m.away_score) == ("finished", 1, 2)
    assert m.finished_at is not None
    with refused("Score"):
        await matches.set_score(G1, USER, m.id, -1, 0)


async def test_status_moves(matches, teams):
    m = await matches.open(G1, USER, home_team_id=teams[0].id, away_team_id=teams[1].id)
    with refused(r"\(en cours\)\u00a0: il ne peut pas passer à « après-match appliqué »", error=ConflictError):
        await matches.mark_applied(G1, USER, m.id)
    await matches.finish(G1, USER, m.id)
    m = await matches.mark_applied(G1, USER, m.id)
    assert m.status == "applied"
    for status in ("open", "finished", "cancelled"):
        with refused("appliqué", error=ConflictError):
            await matches.set_status(G1, USER, m.id, status)
    with refused("ne peut plus être modifié", error=ConflictError):
        await matches.set_score(G1, USER, m.id, 3, 0)
    with refused("Statut de match"):
        await matches.set_status(G1, USER, m.id, "paused")
    with refused("reçu « paused »"):
        await matches.list(G1, status="paused")  # a status typed, checked like a stored one


async def test_list_and_scoping(db, matches, teams):
    a, b, c = teams
    m1 = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=1)
    m2 = await matches.open(G1, USER, home_team_id=c.id, away_team_id=a.id, channel_id=2)
    m3 = await matches.open(G1, USER, home_team_id=b.id, away_team_id=c.id, channel_id=3)
    await matches.cancel(G1, USER, m3.id)
    repo = TeamRepository(db)
    x = await repo.create(G2, USER, name="X", coach_id=1, roster="Orques")
    y = await repo.create(G2, USER, name="Y", coach_id=1, roster="Orques")
    theirs = await matches.open(G2, USER, home_team_id=x.id, away_team_id=y.id, channel_id=1)
    assert [m.id for m in await matches.list(G1)] == [m3.id, m2.id, m1.id]
    assert [m.id for m in await matches.list(G1, team_id=a.id)] == [m2.id, m1.id]
    assert [m.id for m in await matches.list(G1, status="cancelled")] == [m3.id]
    assert [m.id for m in await matches.list(G2)] == [theirs.id]
    assert await matches.get(G1, theirs.id) is None
    assert (await matches.open_in_channel(G1, 1)).id == m1.id
    assert (await matches.open_in_channel(G2, 1)).id == theirs.id
    # the last match of a channel, ended or not, and only this server's
    assert (await matches.open_in_channel(G1, 3), (await matches.last_in_channel(G1, 3)).id) == (None, m3.id)
    assert (await matches.last_in_channel(G2, 1)).id == theirs.id and await matches.last_in_channel(G2, 3) is None
    for call in (
        matches.finish(G1, USER, theirs.id),
        matches.cancel(G1, USER, theirs.id),
        matches.set_score(G1, USER, theirs.id, 1, 0),
        matches.set_fans(G1, USER, theirs.id, team_id=x.id, fp=3),
    ):
        with refused("Match", error=NotFoundError):
            await call
    assert (await matches.get(G2, theirs.id)).status == "open"


async def test_who_may_cancel_which_match(db, lg):
    """A commissioner cancels a match open or finished; a coach only an open one with nothing recorded on it; a
    match whose post-match is applied is never cancelled (docs/rules.md « Cancelling a match »)."""
    matches = MatchRepository(db)
    m1, m2 = lg.matches["m1"].id, lg.matches["m2"].id  # finished with casualties; open with casualties
    empty = await matches.open(G1, USER, home_team_id=lg.tid("dwarfs"), away_team_id=lg.tid("humans"))
    with refused(r"match n° \d+ est terminé\u00a0: seul un commissaire peut encore l'annuler"):
        await matches.check_cancel(G1, m1, coach=True)
    with refused(r"déjà des faits enregistrés \(4 blessures\)\u00a0: seul un commissaire"):
        await matches.cancel(G1, USER, m2, coach=True)
    assert (await matches.require(G1, m2)).status == "open"
    with refused("a changé depuis la question", error=ConflictError):  # asked while open, finished since
        await matches.cancel(G1, USER, m1, seen="open")
    assert (await matches.require(G1, m1)).status == "finished"
    assert (await matches.cancel(G1, USER, empty.id, coach=True, seen="open")).status == "cancelled"
    with refused("déjà annulé", error=ConflictError):
        await matches.check_cancel(G1, empty.id)
    await matches.mark_applied(G1, USER, m1)
    with refused(r"après-match appliqué\u00a0.* défaites d'abord l'après-match", error=ConflictError):
        await matches.cancel(G1, USER, m1)
    assert (await matches.cancel(G1, USER, m2)).status == "cancelled"  # a commissioner, whatever is recorded
    with refused("Match", error=NotFoundError):  # another server's match reads as none
        await matches.check_cancel(G1, lg.matches["m2_g2"].id)


async def test_a_match_keeps_the_ruleset_of_its_server_when_it_was_opened(db, matches, teams):
    """docs/rules.md M1: the server's ruleset at the opening, or the one the FP were rolled under; the server
    changing it afterwards changes nothing on the match."""
    from league.settings import SettingsRepository

    a, b, c = teams
    settings = SettingsRepository(db)
    first = await matches.open(G1, USER, home_team_id=a.id, away_team_id=b.id, channel_id=1)
    assert first.ruleset == "ligue"  # no settings written: the default
    await settings.update(G1, USER, ruleset_key="bb2025")
    assert (await matches.get(G1, first.id)).ruleset == "ligue"
    second = await matches.open(G1, USER, home_team_id=a.id, away_team_id=c.id, channel_id=2)
    assert second.ruleset == "bb2025"
    typed = await matches.open(G1, USER, home_team_id=b.id, away_team_id=c.id, channel_id=3, ruleset="ligue")
    assert typed.ruleset == "ligue"
    unplayed = await matches.record_unplayed(G1, USER, home_team_id=b.id, away_team_id=a.id)
    assert unplayed.ruleset == "bb2025"
