"""The audit log: before/after rows for every write, batches, rollback, and the undo of a batch."""

import random

import pytest

from league import audit
from league.audit import AuditRepository
from league.casualties import CasualtyRepository
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, ConflictError, LeagueError, NotFoundError
from sequences.postmatch import STEPS
from tests.league.leaguedata import G1, G2, USER, build_league, draft, league_rows
from tests.said import refused


async def last_batch(db, guild_id=G1):
    return (await AuditRepository(db).batches(guild_id, limit=1))[0]


async def test_every_write_logs_the_whole_row_before_and_after(db):
    teams = TeamRepository(db)
    log = AuditRepository(db)
    team = await teams.create(G1, 42, name="A", coach_id=1, roster="Orques")
    created = await last_batch(db)
    [insert] = await log.entries(G1, created.id)
    assert (insert.op, insert.entity, insert.entity_id, insert.user_id, insert.action) == (
        "insert",
        "teams",
        team.id,
        42,
        "team.create",
    )
    assert insert.before is None
    assert insert.after["name"] == "A" and insert.after["treasury"] == 0 and insert.after["guild_id"] == G1
    assert created.user_id == 42 and created.label == "team.create" and created.created_at

    await teams.update(G1, 43, team.id, treasury=10_000)
    [update] = await log.entries(G1, (await last_batch(db)).id)
    assert update.op == "update" and update.user_id == 43
    assert update.before == insert.after
    assert update.after == {**insert.after, "treasury": 10_000, "updated_at": update.after["updated_at"]}

    await teams.delete(G1, 44, team.id)
    [delete] = await log.entries(G1, (await last_batch(db)).id)
    assert (delete.op, delete.before, delete.after) == ("delete", update.after, None)
    assert [e.op for e in await log.history(G1, "teams", team.id)] == ["insert", "update", "delete"]


async def test_a_write_that_changes_nothing_logs_nothing(db):
    teams = TeamRepository(db)
    team = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    before = await AuditRepository(db).batches(G1)
    assert await teams.update(G1, USER, team.id, treasury=0) == team
    assert await AuditRepository(db).batches(G1) == before


async def test_one_batch_spans_several_repositories(db):
    lg = await build_league(db)
    async with audit.write(db, G1, USER, "postmatch") as batch:
        await lg.team_repo.add_treasury(G1, USER, lg.tid("orcs"), 60_000, batch=batch)
        await lg.player_repo.update(G1, USER, lg.pid("grak"), spp=8, batch=batch)
        await lg.match_repo.mark_applied(G1, USER, lg.matches["m1"].id, batch=batch)
    entries = await AuditRepository(db).entries(G1, batch.id)
    assert [(e.entity, e.action) for e in entries] == [
        ("teams", "team.treasury"),
        ("players", "player.update"),
        ("matches", "match.applied"),
    ]
    assert {e.batch_id for e in entries} == {batch.id}
    assert (await last_batch(db)).label == "postmatch"


async def test_an_error_in_the_middle_leaves_nothing(db):
    before = await league_rows(db)
    teams, players = TeamRepository(db), PlayerRepository(db)
    with refused("numéro 7", error=ConflictError):
        async with audit.write(db, G1, USER, "draft") as batch:
            team = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques", batch=batch)
            await players.create(G1, USER, team.id, draft(7, "Grak"), batch=batch)
            await players.create(G1, USER, team.id, draft(8, "Zog"), batch=batch)
            await players.create(G1, USER, team.id, draft(7, "Doublon"), batch=batch)
    assert await league_rows(db) == before
    assert await AuditRepository(db).batches(G1) == []
    assert (await db.fetchone("SELECT COUNT(*) FROM audit_log"))[0] == 0


async def test_a_crash_in_python_also_rolls_back(db):
    teams = TeamRepository(db)
    with pytest.raises(RuntimeError):
        async with audit.write(db, G1, USER, "x") as batch:
            await teams.create(G1, USER, name="A", coach_id=1, roster="Orques", batch=batch)
            raise RuntimeError("boom")
    assert await teams.list(G1, include_archived=True) == []


async def test_a_batch_belongs_to_one_guild(db):
    with pytest.raises(ValueError, match="guild"):
        async with audit.write(db, G1, USER, "x") as batch:
            await TeamRepository(db).create(G2, USER, name="A", coach_id=1, roster="Orques", batch=batch)


async def test_audit_reads_are_scoped(db):
    lg = await build_league(db)
    log = AuditRepository(db)
    theirs = await last_batch(db, G2)
    assert await log.entries(G1, theirs.id) == []
    assert await log.batch(G1, theirs.id) is None
    assert await log.history(G1, "teams", lg.tid("orcs2")) == []
    with pytest.raises(NotFoundError):
        await log.revert(G1, USER, theirs.id)


async def test_revert_restores_the_exact_before_state(db):
    lg = await build_league(db)
    before = await league_rows(db)
    m1 = lg.matches["m1"].id
    async with audit.write(db, G1, USER, "postmatch") as batch:
        await lg.team_repo.add_treasury(G1, USER, lg.tid("orcs"), 60_000, batch=batch)
        await lg.team_repo.update(G1, USER, lg.tid("orcs"), dedicated_fans=2, batch=batch)
        await lg.player_repo.update(G1, USER, lg.pid("bob"), status="dead", batch=batch)
        await lg.player_repo.update(G1, USER, lg.pid("hans"), miss_next_game=True, batch=batch)
        await lg.player_repo.add_gained_hatred(G1, USER, lg.pid("hans"), "Orc", batch=batch)
        applied = {c.id: c.cause == "block" for c in await lg.casualty_repo.for_match(G1, m1)}
        await lg.casualty_repo.mark_applied(G1, USER, applied, batch=batch)
        await lg.player_repo.create(G1, USER, lg.tid("humans"), draft(5, "Bob II"), batch=batch)
        await lg.match_repo.mark_applied(G1, USER, m1, batch=batch)
    assert await league_rows(db) != before

    undo = await AuditRepository(db).revert(G1, 999, batch.id)
    assert await league_rows(db) == before
    assert (await AuditRepository(db).batch(G1, batch.id)).reverted_by == undo.id
    assert undo.label == f"revert:{batch.id}" and undo.user_id == 999
    undo_entries = await AuditRepository(db).entries(G1, undo.id)
    assert undo_entries[0].action == "revert:match.applied"
    assert undo_entries[0].op == "update"
    with refused("déjà été annulé", error=ConflictError):
        await AuditRepository(db).revert(G1, USER, batch.id)


async def test_revert_can_itself_be_reverted(db):
    teams = TeamRepository(db)
    team = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    await teams.update(G1, USER, team.id, treasury=5000)
    changed = await league_rows(db)
    change = await last_batch(db)
    undo = await AuditRepository(db).revert(G1, USER, change.id)
    assert (await teams.get(G1, team.id)).treasury == 0
    await AuditRepository(db).revert(G1, USER, undo.id)
    assert await league_rows(db) == changed


async def test_revert_of_a_deletion_brings_rows_back_with_their_ids(db):
    teams, players = TeamRepository(db), PlayerRepository(db)
    team = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    grak = await players.create(G1, USER, team.id, draft(7, "Grak"))
    before = await league_rows(db)
    await teams.delete(G1, USER, team.id)
    await AuditRepository(db).revert(G1, USER, (await last_batch(db)).id)
    assert await league_rows(db) == before
    assert (await players.get(G1, grak.id)).name == "Grak"


async def test_revert_refuses_when_a_later_write_touched_a_row(db):
    teams = TeamRepository(db)
    team = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    await teams.add_treasury(G1, USER, team.id, 50_000)
    first = await last_batch(db)
    await teams.add_treasury(G1, USER, team.id, 10_000)
    later = await last_batch(db)
    state = await league_rows(db)
    with refused(r"l'équipe n° \d+ a changé depuis", error=ConflictError):
        await AuditRepository(db).revert(G1, USER, first.id)
    assert await league_rows(db) == state
    assert (await AuditRepository(db).batch(G1, first.id)).reverted_by is None
    await AuditRepository(db).revert(G1, USER, later.id)
    await AuditRepository(db).revert(G1, USER, first.id)
    assert (await teams.get(G1, team.id)).treasury == 0


async def test_revert_of_a_missing_batch(db):
    with refused("introuvable", error=NotFoundError):
        await AuditRepository(db).revert(G1, USER, 12345)


async def test_only_whitelisted_tables_and_columns(db):
    with pytest.raises(ValueError, match="audited"):
        async with audit.write(db, G1, USER, "x") as batch:
            await batch.insert("rolls", {"user_id": 1}, "x")
    with pytest.raises(ValueError, match="unknown columns"):
        async with audit.write(db, G1, USER, "x") as batch:
            await batch.insert("teams", {"name; DROP TABLE teams": 1}, "x")


async def test_casualty_and_match_writes_are_audited_too(db):
    lg = await build_league(db)
    log = AuditRepository(db)
    record, _ = await CasualtyRepository(db).record_casualty(
        G1, USER, CasualtyReport(victim_id=lg.pid("hans"), outcome="casualty.badly_hurt", cause="crowd")
    )
    [entry] = await log.history(G1, "casualties", record.id)
    assert entry.after["victim_id"] == lg.pid("hans") and entry.after["roll_id"] is None
    await MatchRepository(db).cancel(G1, USER, lg.matches["m2"].id)
    history = await log.history(G1, "matches", lg.matches["m2"].id)
    assert [e.action for e in history] == ["match.open", "match.cancelled"]
    assert history[-1].before["status"] == "open" and history[-1].after["status"] == "cancelled"


async def test_an_empty_batch_cannot_be_reverted(db):
    await db.execute("INSERT INTO audit_batches (guild_id, user_id, label) VALUES (?, ?, 'empty')", (G1, USER))
    batch = await last_batch(db)
    with refused("rien à annuler"):
        await AuditRepository(db).revert(G1, USER, batch.id)


@pytest.mark.parametrize("seed", range(6))
async def test_undoing_every_batch_newest_first_restores_every_earlier_state(db, seed):
    """Random writes, one batch each; undoing them newest first passes back through every state."""
    rng = random.Random(seed)
    teams, players = TeamRepository(db), PlayerRepository(db)
    states = [await league_rows(db)]
    batches = []
    for step in range(25):
        team_list = await teams.list(G1, include_archived=True)
        roster = [p for t in team_list for p in await players.roster(G1, t.id, include_inactive=True)]
        choice = rng.randrange(6)
        try:
            if choice == 0 or not team_list:
                await teams.create(G1, USER, name=f"T{step}", coach_id=step, roster="Orques")
            elif choice == 1:
                await teams.add_treasury(G1, USER, rng.choice(team_list).id, 5000 * rng.randint(1, 20))
            elif choice == 2:
                await players.create(G1, USER, rng.choice(team_list).id, draft(rng.randint(1, 99), f"J{step}"))
            elif choice == 3 and roster:
                await players.update(G1, USER, rng.choice(roster).id, spp=rng.randint(0, 50), miss_next_game=True)
            elif choice == 4 and roster:
                await players.update(G1, USER, rng.choice(roster).id, status=rng.choice(("dead", "retired", "active")))
            elif choice == 5:
                await teams.delete(G1, USER, rng.choice(team_list).id)
            else:
                continue
        except LeagueError:
            continue
        batch = await last_batch(db)
        if batches and batch.id == batches[-1]:
            continue
        batches.append(batch.id)
        states.append(await league_rows(db))
    assert len(batches) >= 10
    for batch_id, earlier in zip(reversed(batches), reversed(states[:-1]), strict=True):
        await AuditRepository(db).revert(G1, USER, batch_id)
        assert await league_rows(db) == earlier


async def test_records_can_be_hashed_and_stay_read_only(db):
    team = await TeamRepository(db).create(G1, USER, name="A", coach_id=1, roster="Orques")
    player = await PlayerRepository(db).create(G1, USER, team.id, draft(7, "Grak", improvements={"ST": 1}))
    assert len({player, player, team}) == 2
    with pytest.raises(TypeError):
        player.improvements["ST"] = 2


async def test_revert_refuses_when_later_rows_depend_on_it(db):
    teams, players = TeamRepository(db), PlayerRepository(db)
    team = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    creation = await last_batch(db)
    await players.create(G1, USER, team.id, draft(7, "Grak"))
    state = await league_rows(db)
    with refused("des changements plus récents dépendent", error=ConflictError):
        await AuditRepository(db).revert(G1, USER, creation.id)
    assert await league_rows(db) == state


async def test_revert_refuses_to_bring_back_a_name_taken_since(db):
    teams = TeamRepository(db)
    team = await teams.create(G1, USER, name="A", coach_id=1, roster="Orques")
    await teams.delete(G1, USER, team.id)
    deletion = await last_batch(db)
    await teams.create(G1, USER, name="a", coach_id=2, roster="Nains")
    with refused("d'abord", error=ConflictError):
        await AuditRepository(db).revert(G1, USER, deletion.id)
    assert [t.name for t in await teams.list(G1)] == ["a"]


async def test_recent_lists_one_rows_last_writes_newest_first(db):
    teams = TeamRepository(db)
    team = await teams.create(1, 5, name="Orques de Fer", coach_id=5, roster="Orques")
    other = await teams.create(1, 5, name="Nains", coach_id=5, roster="Nains")
    for treasury in (10000, 20000, 30000):
        await teams.update(1, 6, team.id, treasury=treasury)
    await teams.update(1, 6, other.id, treasury=5000)
    recent = await AuditRepository(db).recent(1, "teams", team.id, limit=2)
    assert [e.after["treasury"] for e in recent] == [30000, 20000]
    assert await AuditRepository(db).recent(2, "teams", team.id) == []


async def test_kept_history_names_the_post_match_and_leaves_out_what_was_undone(db):
    """A player's career on the web page (issue 30): his writes that still stand, each with the match whose
    post-match wrote it; an undone post-match and the undo itself are not part of it."""
    from league.postmatch import PostmatchRepository
    from tests.e2e.league_seed import prepare_sequence, seed_league

    seeded = await seed_league(db, vectors=False)
    g, gorbag, main = seeded.guild_id, seeded.players["gorbag"], seeded.matches["main"]
    log = AuditRepository(db)
    [(created, none)] = await log.kept_history(g, "players", gorbag)
    assert (created.op, none) == ("insert", None)
    view = await prepare_sequence(db, seeded)
    await PostmatchRepository(db, steps=STEPS).apply(g, USER, view.state.id, view.plan.digest())
    kept = await log.kept_history(g, "players", gorbag)
    assert [(e.op, m) for e, m in kept] == [("insert", None), ("update", main)]
    before, after = kept[1][0].before, kept[1][0].after
    assert before is not None and after is not None
    assert (before["spp"], after["advancements"]) == (11, 1)  # his touchdown, then a characteristic bought
    assert await log.kept_history(g + 1, "players", gorbag) == []  # another server's id: nothing
    await PostmatchRepository(db, steps=STEPS).undo(g, USER, main)
    assert [(e.op, m) for e, m in await log.kept_history(g, "players", gorbag)] == [("insert", None)]
