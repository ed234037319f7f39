"""The Team Draft List stored on its team (issue 29), on a real SQLite file and the PostgreSQL twin: filled, submitted,
approved (the leftover budget to the Treasury) or refused with a reason; the 16-player limit on every path; a team
whose list is not approved starts no match; the season's budget; every write audited and undone."""

import pytest

from league import audit
from league.audit import AuditRepository
from league.drafts import DraftRepository
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.standings import ScoringChange, StandingsRepository
from league.teams import TeamRepository
from records.models import ConflictError
from render.draft import draft_embed
from rules.characteristics import Profile
from tests.league.leaguedata import G1, USER, draft
from tests.said import refused

ORC = Profile(5, 3, 3, 4, 10)
#: 11 Orcs: 7 Linemen, 2 Blitzers, a Thrower and a Big Un Blocker: 690,000 gp.
ELEVEN = [("Orc Lineman", 7), ("Orc Blitzer", 2), ("Orc Thrower", 1), ("Big Un Blocker", 1)]
#: 16 Orcs, every line at its most: 1,075,000 gp, over the book's budget.
OVER = [("Orc Lineman", 9), ("Orc Thrower", 2), ("Orc Blitzer", 2), ("Big Un Blocker", 2), ("Troll", 1)]


def orcs(lines=ELEVEN, first=1):
    out, number = [], first
    for position, count in lines:
        for _ in range(count):
            out.append(draft(number, f"Orc {number}", position, ORC))
            number += 1
    return out


@pytest.fixture
def repos(db):
    return TeamRepository(db), PlayerRepository(db), DraftRepository(db)


async def new_draft(teams, name="Orques de Fer"):
    return await teams.create(G1, USER, name=name, coach_id=100, roster="Orques", draft=True)


async def test_a_team_is_approved_unless_created_as_a_draft(repos):
    teams, _, _ = repos
    plain = await teams.create(G1, USER, name="Anciens", coach_id=100, roster="Orques")
    drafted = await new_draft(teams)
    assert (plain.draft_status, drafted.draft_status) == ("approved", "draft")
    assert (await teams.get(G1, drafted.id)).draft_status == "draft"


async def test_a_draft_is_filled_submitted_and_approved_with_the_rest_in_the_treasury(repos):
    teams, _, drafts = repos
    team = await new_draft(teams)
    staff = {"rerolls": 2, "apothecary": True, "assistant_coaches": 1, "cheerleaders": 2, "dedicated_fans": 3}
    team, hired = await drafts.fill(G1, USER, team.id, orcs(), staff)
    assert len(hired) == 11 and team.rerolls == 2 and team.apothecary
    view = await drafts.view(G1, team)
    assert view.problem is None and view.cost is not None
    assert (view.cost.total, view.cost.treasury) == (900_000, 100_000)  # as tests/rules/test_draft.py counts it
    submitted, _ = await drafts.submit(G1, 100, team.id)
    assert submitted.draft_status == "submitted"
    with refused("soumise"):
        await drafts.fill(G1, 100, team.id, orcs([("Orc Lineman", 1)], first=20), {})
    approved, cost = await drafts.approve(G1, USER, team.id)
    assert approved.draft_status == "approved" and approved.treasury == cost.treasury == 100_000
    assert approved.rerolls == 2 and approved.dedicated_fans == 3


async def test_the_approval_is_undone_like_any_league_write(repos, db):
    teams, _, drafts = repos
    team = await new_draft(teams)
    await drafts.fill(G1, USER, team.id, orcs(), {})
    await drafts.submit(G1, USER, team.id)
    await drafts.approve(G1, USER, team.id)
    audit = AuditRepository(db)
    last = (await audit.batches(G1, limit=1))[0]
    assert last.label == "draft.approve"
    await audit.revert(G1, USER, last.id)
    again = await teams.get(G1, team.id)
    assert (again.draft_status, again.treasury) == ("submitted", 0)


async def test_a_draft_over_the_budget_is_not_submitted(repos):
    teams, _, drafts = repos
    team = await new_draft(teams)
    await drafts.fill(G1, USER, team.id, orcs(OVER), {})
    view = await drafts.view(G1, await teams.get(G1, team.id))
    assert view.cost is None and view.problem is not None and view.problem.key == "error.draft.over_budget"
    with refused("coûte 1\u202f075\u202f000\u00a0po, plus que le budget de 1\u202f000\u202f000\u00a0po"):
        await drafts.submit(G1, USER, team.id)
    assert (await teams.get(G1, team.id)).draft_status == "draft"


async def test_the_seasons_budget_is_the_commissioners(repos, db):
    teams, _, drafts = repos
    await StandingsRepository(db).update_scoring(G1, USER, ScoringChange(draft_budget=1_200_000))
    team = await new_draft(teams)
    await drafts.fill(G1, USER, team.id, orcs(OVER), {})
    _, cost = await drafts.submit(G1, USER, team.id)
    assert (cost.budget, cost.total, cost.treasury) == (1_200_000, 1_075_000, 125_000)


async def test_a_seventeenth_player_is_refused_on_every_path(repos):
    teams, players, drafts = repos
    team = await new_draft(teams)
    with refused("16"):
        await drafts.fill(G1, USER, team.id, orcs([("Orc Lineman", 12), ("Orc Blitzer", 4), ("Orc Thrower", 1)]), {})
    assert await players.roster(G1, team.id) == []  # all or nothing
    await drafts.fill(G1, USER, team.id, orcs([("Orc Lineman", 12), ("Orc Blitzer", 4)]), {})
    with refused("16"):
        await players.create(G1, USER, team.id, draft(17, "Grak", "Orc Thrower", ORC))


async def test_a_refused_draft_says_why_and_is_fixed_and_submitted_again(repos):
    teams, _, drafts = repos
    team = await new_draft(teams)
    await drafts.fill(G1, USER, team.id, orcs(), {})
    with refused("pas encore soumise"):
        await drafts.approve(G1, USER, team.id)
    await drafts.submit(G1, USER, team.id)
    no = await drafts.refuse(G1, USER, team.id, "  Pas de relance ?  ")
    assert (no.draft_status, no.draft_reason) == ("refused", "Pas de relance ?")
    await drafts.fill(G1, USER, team.id, [], {"rerolls": 1})
    again, cost = await drafts.submit(G1, USER, team.id)
    assert (again.draft_status, again.draft_reason, cost.rerolls) == ("submitted", None, 60_000)


async def test_a_team_whose_draft_is_not_approved_starts_no_match(repos, db):
    teams, _, drafts = repos
    ready = await teams.create(G1, USER, name="Nains du Pic", coach_id=101, roster="Nains")
    team = await new_draft(teams)
    matches = MatchRepository(db)
    with refused("n'est pas soumise"):
        await matches.open(G1, USER, home_team_id=ready.id, away_team_id=team.id)
    await drafts.fill(G1, USER, team.id, orcs(), {})
    await drafts.submit(G1, USER, team.id)
    await drafts.refuse(G1, USER, team.id, "17 joueurs")
    with refused(r"refusée \(17 joueurs\)"):
        await matches.open(G1, USER, home_team_id=team.id, away_team_id=ready.id)
    await drafts.submit(G1, USER, team.id)
    await drafts.approve(G1, USER, team.id)
    opened = await matches.open(G1, USER, home_team_id=ready.id, away_team_id=team.id)
    assert opened.id > 0


async def test_only_a_submitted_draft_is_refused(repos):
    teams, _, drafts = repos
    team = await new_draft(teams)
    with refused("pas encore soumise", error=ConflictError):
        await drafts.refuse(G1, USER, team.id, "non")


def test_a_seasons_budget_and_cap_are_frozen_with_its_scoring():
    import json

    from league.standings import LeagueScoring, frozen_scoring, scoring_from_row

    kept = LeagueScoring(G1, draft_budget=1_100_000, redraft_cap=1_250_000)
    back = scoring_from_row(G1, {"weekly_post": 1, **json.loads(frozen_scoring(kept))})
    assert (back.draft_budget, back.redraft_cap) == (1_100_000, 1_250_000)
    older = {"win": 3, "draw": 1, "loss": 0, "conceded": 0, "tiebreakers": "", "bonus": 0, "weekly_post": 1}
    assert (scoring_from_row(G1, older).draft_budget, scoring_from_row(G1, older).redraft_cap) == (1_000_000, 1_300_000)


async def test_the_league_trophys_reroll_is_not_charged_to_the_team_that_holds_it(repos, db):
    teams, _, drafts = repos
    team = await new_draft(teams)
    await drafts.fill(G1, USER, team.id, orcs(), {"rerolls": 2})
    await db.execute(
        "INSERT INTO playoffs (guild_id, season, size, draw, first_team_id, trophy_reroll, created_by, created_at)"
        " VALUES (?, 1, 4, 'seeded', ?, 1, ?, '2026-01-01')",
        (G1, team.id, USER),
    )
    view = await drafts.view(G1, await teams.get(G1, team.id))
    assert view.cost is not None and view.cost.rerolls == 60_000  # one of the two is the Trophy's
    _, cost = await drafts.submit(G1, USER, team.id)
    assert cost.rerolls == 60_000


async def _season_played_and_ended(db, team_id, other_id):
    """One win and one draw of ``team_id`` counted, then the season ended (what /season end's apply counts)."""
    from league import audit

    matches = MatchRepository(db)
    for home_score, away_score in ((2, 1), (1, 1)):
        opened = await matches.open(G1, USER, home_team_id=team_id, away_team_id=other_id)
        await matches.finish(G1, USER, opened.id, home_score=home_score, away_score=away_score)
        async with audit.write(db, G1, USER, "postmatch") as batch:
            await matches.mark_applied(G1, USER, opened.id, batch=batch)
    async with audit.write(db, G1, USER, "season.end") as batch:
        batch_id = await batch.mark()
        await batch.conn.execute(
            "INSERT INTO season_ends (guild_id, ruleset, started_by, applied_batch_id) VALUES (?, 'bb2025', ?, ?)",
            (G1, USER, batch_id),
        )


async def test_a_redraft_raises_funds_and_rehires_each_player_at_his_value_and_the_agents_fee(repos, db):
    teams, players, drafts = repos
    team = await teams.create(G1, USER, name="Orques de Fer", coach_id=100, roster="Orques", treasury=100_000)
    other = await teams.create(G1, USER, name="Nains du Pic", coach_id=101, roster="Nains")
    hired = await players.add_many(G1, USER, team.id, orcs())
    blitzer = next(p for p in hired if p.position in ("Orc Blitzer", "orc_blitzer"))
    await players.update(G1, USER, blitzer.id, value=105_000)
    with refused("Pas encore de saison terminée"):
        await drafts.redraft(G1, USER, team.id)
    await _season_played_and_ended(db, team.id, other.id)

    redrafted, funds = await drafts.redraft(G1, USER, team.id)
    # 1,000,000 + 100,000 + 2 × 20,000 played + 20,000 won + 10,000 drawn
    assert (funds.raised, funds.budget, funds.lost) == (1_170_000, 1_170_000, 0)
    assert (redrafted.draft_status, redrafted.treasury, redrafted.draft_budget) == ("draft", 0, 1_170_000)
    assert dict(redrafted.draft_rehired)[blitzer.id] == 105_000 + 20_000  # one previous season played
    view = await drafts.view(G1, redrafted)
    assert view.cost is not None and view.cost.players == 690_000 - 85_000 + 125_000 + 10 * 20_000
    with refused("déjà fait son redraft après la saison 1"):
        await drafts.redraft(G1, USER, team.id)
    await drafts.submit(G1, 100, team.id)
    approved, cost = await drafts.approve(G1, USER, team.id)
    assert approved.treasury == 1_170_000 - cost.total and approved.draft_budget is None


async def test_the_redraft_budget_is_capped_by_the_ended_seasons_cap(repos, db):
    teams, players, drafts = repos
    await StandingsRepository(db).update_scoring(G1, USER, ScoringChange(redraft_cap=1_150_000))
    team = await teams.create(G1, USER, name="Orques de Fer", coach_id=100, roster="Orques", treasury=100_000)
    other = await teams.create(G1, USER, name="Nains du Pic", coach_id=101, roster="Nains")
    await players.add_many(G1, USER, team.id, orcs())
    await _season_played_and_ended(db, team.id, other.id)
    _, funds = await drafts.redraft(G1, USER, team.id)
    assert (funds.raised, funds.budget, funds.lost) == (1_170_000, 1_150_000, 20_000)


async def _season_ended(db):
    async with audit.write(db, G1, USER, "season.end") as batch:
        await batch.conn.execute(
            "INSERT INTO season_ends (guild_id, ruleset, started_by, applied_batch_id) VALUES (?, 'bb2025', ?, ?)",
            (G1, USER, await batch.mark()),
        )


async def test_the_agents_fee_counts_the_seasons_the_player_took_part_in_not_those_his_team_only_recorded(repos, db):
    """« for each previous season the player has taken part in » (docs/rules.md, Re-draft): a season counts when he
    was on his team's roster for a fixture it played. Season 1 played; season 2's one fixture left unplayed at its
    deadline (nobody played it): the veteran took part in one season, not two; a rookie hired since, in none."""
    teams, players, drafts = repos
    team = await teams.create(G1, USER, name="Orques de Fer", coach_id=100, roster="Orques")
    other = await teams.create(G1, USER, name="Nains du Pic", coach_id=101, roster="Nains")
    hired = await players.add_many(G1, USER, team.id, orcs())
    await _season_played_and_ended(db, team.id, other.id)  # season 1, played
    rookie = (await players.add_many(G1, USER, team.id, orcs([("Orc Lineman", 1)], first=12)))[0]
    unplayed = await MatchRepository(db).record_unplayed(G1, USER, home_team_id=team.id, away_team_id=other.id)
    async with audit.write(db, G1, USER, "postmatch") as batch:  # its post-match run, as /match unplayed asks
        await MatchRepository(db).mark_applied(G1, USER, unplayed.id, batch=batch)
    await _season_ended(db)  # season 2: nothing played
    redrafted, _ = await drafts.redraft(G1, USER, team.id)
    costs = dict(redrafted.draft_rehired)
    assert costs[hired[0].id] == 50_000 + 20_000  # season 1 only
    assert costs[rookie.id] == 50_000


async def test_a_temporarily_retired_player_not_rehired_retires_when_the_redraft_is_approved(repos, db):
    """« Any Temporarily Retiring players that are not re-hired during the Re-draft Team step will automatically
    retire »: off the list (not counted, not paid) until a commissioner takes him out of Temporary Retirement (he is
    re-hired, at his value + the agent's fee); those still Temporarily Retired when the list is approved retire."""
    teams, players, drafts = repos
    team = await teams.create(G1, USER, name="Orques de Fer", coach_id=100, roster="Orques")
    other = await teams.create(G1, USER, name="Nains du Pic", coach_id=101, roster="Nains")
    hired = await players.add_many(G1, USER, team.id, orcs([("Orc Lineman", 11), ("Orc Blitzer", 2)]))
    resting, back = hired[-1], hired[-2]  # the two Blitzers
    for player in (resting, back):
        await players.update(G1, USER, player.id, temporarily_retired=True)
    await _season_played_and_ended(db, team.id, other.id)
    redrafted, _ = await drafts.redraft(G1, USER, team.id)
    view = await drafts.view(G1, redrafted)
    assert view.draft is not None and view.draft.players.get("orc_blitzer", 0) == 0  # neither re-hired yet
    assert view.cost is not None and view.cost.players == 11 * (50_000 + 20_000)
    card = str(draft_embed(view, lang="fr").to_dict())
    assert "non réengagés (2)" in card and f"#{resting.number} {resting.name}" in card
    await players.update(G1, USER, back.id, temporarily_retired=False)  # re-hired
    view = await drafts.view(G1, await teams.get(G1, team.id))
    assert view.cost is not None and view.cost.players == 11 * 70_000 + 85_000 + 20_000
    await drafts.submit(G1, 100, team.id)
    await drafts.approve(G1, USER, team.id)
    assert (await players.get(G1, resting.id)).status == "retired"
    assert (await players.get(G1, back.id)).status == "active"
    on_roster = {p.id for p in await players.roster(G1, team.id)}
    assert back.id in on_roster and resting.id not in on_roster
