"""A season's Play-offs in storage: the bracket drawn from the season's table, its games played as matches, and the
Glittering Prizes and League Trophy paid after the final (league_play.md « PLAY-OFFS », « GLITTERING PRIZES »).

:meth:`PlayoffRepository.draw` takes the qualifiers from each Division's standings (:mod:`rules.playoffs`) once
every League Fixture is played and writes the first round in bracket order. Every later game follows from the
winners, read from the matches that played the games (:mod:`league.bracket`: a match opened between the two teams
of a game still to play is that game; ``/match finish`` records how it was decided).
:func:`pay_due_prizes` pays 100,000 / 60,000 / 30,000 gp straight to the Treasury in the batch that applies the
last of the final's and the third-place Play-off's post-games (after their Expensive Mistakes, so none reach them),
and gives the winner the League Trophy's free Team Re-roll (taken back from the previous holder): undoing that
post-game takes them back. :meth:`PlayoffRepository.pay_prizes` pays them by hand in their own batch (undone by
:meth:`PlayoffRepository.undo_prizes`) for Play-offs whose last post-game was applied before.
"""

from __future__ import annotations

from typing import Final

from league import audit
from league.audit import AuditRepository, Batch
from league.bracket import read_bracket
from league.db import Database
from league.matches import current_season
from records.models import ConflictError, NotFoundError
from records.playoffs import Bracket, Honour
from rules import playoffs as book
from rules.dice import Dice

#: The audit label of a prizes batch: the one :meth:`PlayoffRepository.undo_prizes` reverts.
PRIZES_LABEL: Final = "playoffs.prizes"
#: A team's re-rolls at most (the ``teams`` CHECK): a team that holds as many gets no Trophy re-roll.
_MOST_REROLLS: Final = 8


class PlayoffRepository:
    """A server's Play-offs, one bracket per season."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def bracket(self, guild_id: int, season: int | None = None) -> Bracket | None:
        """The Play-offs of ``season`` (the current one by default), ``None`` when none were drawn."""
        season = await current_season(self._db, guild_id) if season is None else season
        return await read_bracket(self._db, guild_id, season)

    async def draw(
        self,
        guild_id: int,
        user_id: int,
        *,
        size: int,
        draw: book.Draw,
        dice: Dice | None = None,
        replace: bool = False,
    ) -> Bracket:
        """Qualify ``size`` teams from the current season's table (equally from each Division) and draw the
        bracket, seeded or at random; refused while a League Fixture is still to play, and when the season has
        its bracket already (``replace`` draws it again while no Play-off game is played)."""
        from league.fixtures import FixtureRepository
        from league.standings import StandingsRepository

        season = await current_season(self._db, guild_id)
        schedule = await FixtureRepository(self._db).season(guild_id, season)
        left = sum(1 for f in schedule.fixtures if f.state in ("to_play", "under_way"))
        if left:
            raise ConflictError("error.playoffs.fixtures_left", season=season, count=left)
        table = await StandingsRepository(self._db).table(guild_id, season)
        seeds = book.qualifiers(book.division_standings(table.table, schedule.divisions), size)
        order = book.bracket(seeds, draw, dice or Dice() if draw == "random" else None)
        async with audit.write(self._db, guild_id, user_id, "playoffs.draw") as batch:
            existing = await batch.fetchone(
                "SELECT id FROM playoffs WHERE guild_id = ? AND season = ?", (guild_id, season)
            )
            if existing is not None:
                if not replace:
                    raise ConflictError("error.playoffs.exists", season=season)
                played = await batch.fetchone(
                    "SELECT COUNT(*) AS n FROM matches WHERE guild_id = ? AND season = ? AND playoff_stage IS NOT NULL"
                    " AND status <> 'cancelled'",
                    (guild_id, season),
                )
                if played is not None and int(played["n"]):
                    raise ConflictError("error.playoffs.started", season=season)
                for row in await batch.fetchall(
                    "SELECT id FROM playoff_teams WHERE guild_id = ? AND season = ?", (guild_id, season)
                ):
                    await batch.delete("playoff_teams", int(row["id"]), "playoffs.replace")
                await batch.delete("playoffs", int(existing["id"]), "playoffs.replace")
            now = audit.utcnow()
            values = {"season": season, "size": size, "draw": draw, "created_by": user_id, "created_at": now}
            await batch.insert("playoffs", values, "playoffs.draw")
            for position, seed in enumerate(order):
                entry = {
                    "season": season,
                    "position": position,
                    "seed": seed.seed,
                    "division": seed.standing.division,
                    "team_id": seed.standing.team,
                }
                await batch.insert("playoff_teams", entry, "playoffs.draw")
        found = await self.bracket(guild_id, season)
        assert found is not None
        return found

    async def pay_prizes(self, guild_id: int, user_id: int) -> Bracket:
        """The Glittering Prizes of the current season's Play-offs, once the final's and the third-place
        Play-off's post-games are applied (the post-match pays them itself: :func:`pay_due_prizes`; this is for a
        league whose last post-game was applied before)."""
        async with audit.write(self._db, guild_id, user_id, PRIZES_LABEL) as batch:
            season = await current_season(batch, guild_id)
            bracket = await read_bracket(batch, guild_id, season)
            if bracket is None:
                raise NotFoundError("error.playoffs.none", season=season)
            if bracket.paid:
                raise ConflictError("error.playoffs.paid", season=season)
            places = await _due_places(batch, bracket)
            if places is None:
                raise ConflictError("error.playoffs.final_pending", season=season)
            await _pay(batch, season, places)
            paid = await read_bracket(batch, guild_id, season)
        assert paid is not None
        return paid

    async def undo_prizes(self, guild_id: int, user_id: int) -> None:
        """Revert the last Glittering Prizes paid (refused when a later write touched one of their rows)."""
        row = await self._db.fetchone(
            "SELECT id FROM audit_batches WHERE guild_id = ? AND label = ? AND reverted_by IS NULL"
            " ORDER BY id DESC LIMIT 1",
            (guild_id, PRIZES_LABEL),
        )
        if row is None:
            bracket = await self.bracket(guild_id)
            if bracket is not None and bracket.paid:  # paid by the final's post-game: its undo takes them back
                raise ConflictError("error.playoffs.prizes_postmatch", season=bracket.season)
            raise NotFoundError("error.playoffs.no_prizes")
        await AuditRepository(self._db).revert(guild_id, user_id, int(row["id"]))

    async def honours(self, guild_id: int, team_id: int) -> list[Honour]:
        """The team's places in every season's Play-offs whose prizes were paid, the latest season first."""
        rows = await self._db.fetchall(
            "SELECT season, first_team_id, second_team_id, third_team_id FROM playoffs WHERE guild_id = ?"
            " AND ? IN (first_team_id, second_team_id, third_team_id) ORDER BY season DESC",
            (guild_id, team_id),
        )
        out = []
        for r in rows:
            place = next(p for p, c in ((1, "first_team_id"), (2, "second_team_id"), (3, "third_team_id"))
                         if r[c] == team_id)  # fmt: skip
            out.append(Honour(int(r["season"]), place, book.PRIZES[place]))
        return out

    async def trophy_holder(self, guild_id: int) -> int | None:
        """The team that holds the League Trophy (and its Team Re-roll) now."""
        row = await self._db.fetchone(
            "SELECT first_team_id FROM playoffs WHERE guild_id = ? AND trophy_reroll = 1", (guild_id,)
        )
        return None if row is None else int(row["first_team_id"])


async def _due_places(batch: Batch, bracket: Bracket) -> dict[int, int] | None:
    """Places 1-3 once the final and the third-place Play-off have their winners and their post-games applied."""
    final, third = bracket.tie(bracket.stages, 0), bracket.tie(bracket.stages, 1)
    places = bracket.final_places()
    applied = await batch.fetchone(
        "SELECT COUNT(*) AS n FROM matches WHERE guild_id = ? AND status = 'applied' AND id IN (?, ?)",
        (batch.guild_id, final.match_id or 0, third.match_id or 0),
    )
    if places is None or applied is None or int(applied["n"]) < 2:
        return None
    return places


async def _pay(batch: Batch, season: int, places: dict[int, int]) -> None:
    """Each prize added to its team's Treasury, the League Trophy's Team Re-roll given to the winner (and taken
    back from the team that held it), the places written on the season's Play-offs."""
    guild_id = batch.guild_id
    for place, team_id in places.items():
        team = await batch.row("teams", team_id)
        assert team is not None
        changes = {"treasury": int(team["treasury"]) + book.PRIZES[place]}
        await batch.update("teams", team_id, changes, "playoffs.prize")
    for held in await batch.fetchall(
        "SELECT id, first_team_id FROM playoffs WHERE guild_id = ? AND trophy_reroll = 1", (guild_id,)
    ):  # the Trophy passes on: its re-roll leaves the team that held it
        await batch.update("playoffs", int(held["id"]), {"trophy_reroll": 0}, "playoffs.trophy")
        team = await batch.row("teams", int(held["first_team_id"]))
        if team is not None and int(team["rerolls"]) > 0:
            await batch.update("teams", int(team["id"]), {"rerolls": int(team["rerolls"]) - 1}, "playoffs.trophy")
    champion = await batch.row("teams", places[1])
    assert champion is not None
    trophy = int(champion["rerolls"]) < _MOST_REROLLS
    if trophy:
        await batch.update("teams", places[1], {"rerolls": int(champion["rerolls"]) + 1}, "playoffs.trophy")
    head = await batch.fetchone("SELECT id FROM playoffs WHERE guild_id = ? AND season = ?", (guild_id, season))
    assert head is not None
    await batch.update(
        "playoffs",
        int(head["id"]),
        {
            "first_team_id": places[1],
            "second_team_id": places[2],
            "third_team_id": places[3],
            "trophy_reroll": int(trophy),
        },
        PRIZES_LABEL,
    )


async def pay_due_prizes(batch: Batch, season: int) -> bool:
    """In the batch that applies a Play-off game's post-game: the Glittering Prizes and the League Trophy, when
    this post-game was the last of the final's and the third-place Play-off's (« after the final Post-game
    Sequence », so no Expensive Mistakes reach them) and they are not paid yet. Undoing that post-game reverts
    the batch, and so takes them back."""
    bracket = await read_bracket(batch, batch.guild_id, season)
    if bracket is None or bracket.paid:
        return False
    places = await _due_places(batch, bracket)
    if places is None:
        return False
    await _pay(batch, season, places)
    return True
