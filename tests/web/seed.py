"""A league for the web pages' tests, written through the repositories into a real database.

Server ``G`` (French unless told): season 1 is over (Orques de Fer 2 – 1 Élus de Nuffle with Bob killed by Grak,
then their 0 – 0 rematch, both post-matches applied, the season end applied); season 2 has had a round, both
post-matches applied: Nains Têtus 2 – 1 ``<script>alert(1)</script>`` (a team name that must stay text) and
Orques de Fer 1 – 1 Élus de Nuffle. Server ``OTHER`` has its own team, player and match, and its own page.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from league.casualties import CasualtyRepository
from league.db import Database, open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.playoffs import PlayoffRepository
from league.postmatch import PostmatchRepository
from league.season import SeasonRepository
from league.settings import SettingsRepository, WebPages
from league.teams import TeamRepository
from records.models import CasualtyReport, PlayerDraft
from rules.characteristics import Profile
from rules.dice import Dice
from sequences.postmatch import STEPS
from tests.e2e.harness import LEAGUE_GUILD_ID
from tests.e2e.league_seed import Seeded, prepare_sequence, seed_league

USER = 77
TOKEN = "Ligue-de-test-0123456789abcdef"
OTHER_TOKEN = "Autre-ligue-0123456789abcdef"
SCRIPT = "<script>alert(1)</script>"
DWARF = Profile(4, 3, 4, 5, 10)


@dataclass
class WebLeague:
    seeded: Seeded
    other_guild: int
    other: dict[str, int] = field(default_factory=dict)

    @property
    def guild_id(self) -> int:
        return self.seeded.guild_id


async def _apply(db: Database, seeded: Seeded, key: str) -> None:
    view = await prepare_sequence(db, seeded, key, user_id=USER)
    await PostmatchRepository(db, steps=STEPS).apply(seeded.guild_id, USER, view.state.id, view.plan.digest())


async def seed_web_league(
    db: Database, *, lang: str = "fr", guild_id: int | None = None, token: str = TOKEN, other: bool = True
) -> WebLeague:
    """The league above in ``guild_id`` (the e2e league server's by default), its page at ``token``; with ``other``,
    the other server (``guild_id + 1``) and its page."""
    seeded = await seed_league(
        db, guild_id=LEAGUE_GUILD_ID if guild_id is None else guild_id, vectors=False, roster_size=6
    )
    g = seeded.guild_id
    await SettingsRepository(db).update(g, USER, language=lang)
    for key in ("main", "rematch"):
        await _apply(db, seeded, key)
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(1))
    end = await seasons.prepare(g, USER, ruleset="ligue")
    await seasons.apply(g, USER, end.state.id, end.plan.digest())

    teams, players, matches = TeamRepository(db), PlayerRepository(db), MatchRepository(db)
    for key, name in (("nains", "Nains Têtus"), ("script", SCRIPT)):
        team = await teams.create(g, USER, name=name, coach_id=USER, roster="Nains", treasury=60_000)
        seeded.teams[key] = team.id
        drafts = [
            PlayerDraft(number=n, name=f"{name} {n}", position="Bloqueur", profile=DWARF, keywords=("Nain",))
            for n in (1, 2, 3)
        ]
        for n, player in enumerate(await players.add_many(g, USER, team.id, drafts), 1):
            seeded.players[f"{key}{n}"] = player.id
    t = seeded.teams
    for key, home, away, score in (("s2a", "nains", "script", (2, 1)), ("s2b", "orcs", "elus", (1, 1))):
        match = await matches.open(g, USER, home_team_id=t[home], away_team_id=t[away], home_fp=3, away_fp=3)
        seeded.matches[key] = match.id
        if key == "s2a":
            report = CasualtyReport(
                victim_id=seeded.players["script1"],
                caused_by_id=seeded.players["nains1"],
                outcome="casualty.seriously_hurt",
                cause="block",
                match_id=match.id,
            )
            await CasualtyRepository(db).record_casualty(g, USER, report)
        await matches.finish(g, USER, match.id, home_score=score[0], away_score=score[1])
        await _apply(db, seeded, key)
    await WebPages(db).set(g, USER, token)

    out = WebLeague(seeded, g + 1)
    if not other:
        return out
    o = out.other_guild
    team = await teams.create(o, USER, name="Autres", coach_id=USER, roster="Nains")
    rival = await teams.create(o, USER, name="Rivaux", coach_id=USER, roster="Nains")
    [player] = await players.add_many(
        o, USER, team.id, [PlayerDraft(number=1, name="Secret", position="Bloqueur", profile=DWARF, keywords=())]
    )
    match = await matches.open(o, USER, home_team_id=team.id, away_team_id=rival.id)
    out.other.update(team=team.id, player=player.id, match=match.id)
    await WebPages(db).set(o, USER, OTHER_TOKEN)
    return out


async def seed_playoffs(db: Database, league: WebLeague, *, finish: bool) -> None:
    """Season 2's Play-offs (four teams, seeded): one semi-final won on penalties (1 – 1), the other in extra time
    (2 – 1), post-games applied. With ``finish``, the final (1 – 0) and the third-place Play-off (0 – 0, penalties)
    too, the Glittering Prizes paid and season 2 ended: a past season with its bracket and champion."""
    seeded, g = league.seeded, league.guild_id
    repo, matches = PlayoffRepository(db), MatchRepository(db)

    async def play(
        key: str, stage: int, slot: int, score: tuple[int, int], how: str, shootout: Literal["home", "away"] | None
    ) -> None:
        bracket = await repo.bracket(g)
        assert bracket is not None
        tie = bracket.tie(stage, slot)
        assert tie.home is not None and tie.away is not None
        match = await matches.open(g, USER, home_team_id=tie.home, away_team_id=tie.away, home_fp=3, away_fp=3)
        seeded.matches[key] = match.id
        await matches.finish(
            g, USER, match.id, home_score=score[0], away_score=score[1], decided_by=how, shootout=shootout
        )
        await _apply(db, seeded, key)

    await repo.draw(g, USER, size=4, draw="seeded")
    await play("semi1", 1, 0, (1, 1), "penalties", "home")
    await play("semi2", 1, 1, (2, 1), "extra_time", None)
    if not finish:
        return
    await play("final", 2, 0, (1, 0), "normal", None)
    await play("third", 2, 1, (0, 0), "penalties", "away")  # the last post-game pays the prizes by itself
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(2))
    end = await seasons.prepare(g, USER, ruleset="ligue")
    await seasons.apply(g, USER, end.state.id, end.plan.digest())


async def seed_web_file(path: Path, *, lang: str = "fr") -> WebLeague:
    db = await open_database(path)
    try:
        return await seed_web_league(db, lang=lang)
    finally:
        await db.close()
