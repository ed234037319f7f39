"""Orques de Fer against Les Gobs with a match open in #matchs: the league several end-to-end modules start from.

A module names its players and gets a ``league`` fixture: one bot process for the module, ``league.ids`` the
players' ids by key::

    league = two_teams_fixture("block", {"grak": ("orcs", player(7, "Grak", Profile(5, 3, 3, 4, 10)))})
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from league.db import open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.pregame import PregameRepository
from league.teams import TeamRepository
from records.models import PlayerDraft
from records.pregame import TeamPregame
from rules.characteristics import Profile
from tests.e2e.harness import (
    COACH_ID,
    COMMISSIONER_ID,
    LEAGUE_GUILD_ID,
    MATCHS_CHANNEL_ID,
    sandbox_fixture,
)

#: A player's team: ``"orcs"`` or ``"gobs"``, or ``"free"``: a third team, in no match (its rolls follow the server).
Side = str


def player(number: int, name: str, profile: Profile, skills: tuple[str, ...] = (), **kw: Any) -> PlayerDraft:
    """A roster line (position « Joueur » unless given)."""
    return PlayerDraft(**{"position": "Joueur", **kw}, number=number, name=name, profile=profile, skills=skills)


async def seed_two_teams(
    path: Path,
    players: Mapping[str, tuple[Side, PlayerDraft]],
    *,
    dead: Collection[str] = (),
    rosters: tuple[str, str] = ("O", "G"),
    apothecary: bool = False,
    fp: tuple[int, int] = (4, 3),
) -> dict[str, int]:
    """The two teams (the orcs coached by COACH_ID, the goblins by the commissioner), ``players`` hired (those
    in ``dead`` then dead), and the match between them open in #matchs. Returns the players' ids by key."""
    db = await open_database(path)
    try:
        teams, repo = TeamRepository(db), PlayerRepository(db)
        sides = {"orcs": ("Orques de Fer", COACH_ID, rosters[0]), "gobs": ("Les Gobs", COMMISSIONER_ID, rosters[1])}
        if any(side == "free" for side, _ in players.values()):
            sides["free"] = ("Les Francs", COMMISSIONER_ID, rosters[1])
        team_ids = {}
        for side, (name, coach, roster) in sides.items():
            team = await teams.create(
                LEAGUE_GUILD_ID, COMMISSIONER_ID, name=name, coach_id=coach, roster=roster, apothecary=apothecary
            )
            team_ids[side] = team.id
        ids = {}
        for key, (side, draft) in players.items():
            ids[key] = (await repo.create(LEAGUE_GUILD_ID, COMMISSIONER_ID, team_ids[side], draft)).id
        for key in dead:
            await repo.update(LEAGUE_GUILD_ID, COMMISSIONER_ID, ids[key], status="dead")
        await MatchRepository(db).open(
            LEAGUE_GUILD_ID,
            COMMISSIONER_ID,
            home_team_id=team_ids["orcs"],
            away_team_id=team_ids["gobs"],
            channel_id=MATCHS_CHANNEL_ID,
            home_fp=fp[0],
            away_fp=fp[1],
        )
        return ids
    finally:
        await db.close()


async def seed_with_pregames(
    path: Path,
    players: Mapping[str, tuple[Side, PlayerDraft]],
    inducements: Mapping[Side, Mapping[str, int]],
    *,
    no_apothecary: Collection[Side] = (),
    **options: Any,
) -> dict[str, Any]:
    """:func:`seed_two_teams`, then the open match's pre-game applied through its repository (as /prematch does),
    each side having bought its ``inducements``; the sides in ``no_apothecary`` without their own Apothicaire.
    Returns the players' ids, the teams' ids by side and the match's id."""
    ids = await seed_two_teams(path, players, **options)
    db = await open_database(path)
    try:
        (match,) = await MatchRepository(db).list(LEAGUE_GUILD_ID, status="open")
        teams = dict(zip(("orcs", "gobs"), match.team_ids, strict=True))
        for side in no_apothecary:
            await db.execute("UPDATE teams SET apothecary = 0 WHERE id = ?", (teams[side],))
        pregames = [TeamPregame(teams[side], 1_000_000, inducements=dict(inducements[side])) for side in teams]
        await PregameRepository(db).apply(LEAGUE_GUILD_ID, COMMISSIONER_ID, match.id, pregames)
        return {"ids": ids, "teams": teams, "match_id": match.id}
    finally:
        await db.close()


def two_teams_fixture(folder: str, players: Mapping[str, tuple[Side, PlayerDraft]], **options: Any) -> Any:
    """A module-scoped ``league`` fixture: the seeded file, the real bot on it, ``league.ids`` by key."""

    async def seeded(path: Path) -> dict[str, Any]:
        return {"ids": await seed_two_teams(path, players, **options)}

    return sandbox_fixture("league", seed=seeded)
