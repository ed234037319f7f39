"""A small hand-made league in a real database (SQLite or PostgreSQL), with known answers for the statistics.

Guild 1:
  Orques de Fer (Orques):  #7 Grak (Orc, Blitzer), #3 Ugluk (Orc), #12 Zog (Gobelin)
  Élus de Nuffle (Humains): #1 Élise (Humain), #5 Bob (Humain), #9 Hans (Humain), #11 Fantôme (status dead, no record)
  Nains Têtus (Nains):      #2 Thorin (Nain, Bloqueur), #4 Gimli (Nain)
  match m1 Orques v Élus (finished): Élise→Zog serious injury (block), Grak→Élise badly hurt (block),
        Grak→Bob dead (block), Ugluk→Hans seriously hurt (foul)
  match m2 Nains v Orques (open): Grak→Thorin dead (block), Gimli→Grak lasting injury AG (block),
        crowd→Ugluk badly hurt, a Nains Star Player→Zog badly hurt (other)
Guild 2: Orques de Fer (Orques) with #7 Grak, and one match against Les Autres with one casualty.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from league.casualties import CasualtyRepository
from league.db import Database, open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, Match, Player, PlayerDraft, Team
from rules.causes import Cause
from rules.characteristics import Profile

G1, G2 = 1, 2
USER = 555

ORC = Profile(5, 3, 3, 4, 10)
HUMAN = Profile(6, 3, 3, 4, 9)
DWARF = Profile(4, 3, 4, 5, 10)


#: The tables of the league's records: what a refused, undone or replayed write must leave as it found.
LEAGUE_TABLES = ("teams", "players", "matches", "casualties")
#: Two teams (ids 1 and 2 of server 1) and a player in each (ids 1 and 2), written by hand in a file at an older
#: schema version, which the repositories (they write the latest) cannot fill.
TWO_TEAMS = (
    "INSERT INTO teams (guild_id, name, name_key, search_key, coach_id, roster)"
    " VALUES (1, 'Orques de Fer', 'orques de fer', 'orques de fer', 3, 'Orques'),"
    " (1, 'Elfes', 'elfes', 'elfes', 4, 'Elfes Sylvains')",
    "INSERT INTO players (guild_id, team_id, number, name, search_key, position, ma, st, ag, pa, av)"
    " VALUES (1, 1, 7, 'Grak', 'grak', 'Blitzer', 6, 3, 3, 4, 9), (1, 2, 3, 'Lan', 'lan', 'Ligne', 7, 3, 2, 3, 8)",
)


async def league_rows(db: Database, tables: Sequence[str] = LEAGUE_TABLES) -> dict[str, list[dict[str, Any]]]:
    """Every row of ``tables`` as stored (``updated_at`` included), by id: whole states compared."""
    return {table: [dict(r) for r in await db.fetchall(f"SELECT * FROM {table} ORDER BY id")] for table in tables}


@asynccontextmanager
async def migrated(path: Path, older: Callable[[Path], Awaitable[None]], *, to: int) -> AsyncIterator[Database]:
    """The file ``older`` writes at an earlier version, opened by this code (so migrated) to at least ``to``."""
    await older(path)
    db = await open_database(path)
    try:
        assert await db.version() >= to
        yield db
    finally:
        await db.close()


@contextmanager
def backup(path: Path, version: int) -> Iterator[sqlite3.Connection]:
    """The copy of ``path`` a migration left beside it (``<file>.v<version>.bak``), still at ``version``."""
    copy = sqlite3.connect(f"{path}.v{version}.bak")
    try:
        assert copy.execute("PRAGMA user_version").fetchone()[0] == version
        yield copy
    finally:
        copy.close()


def draft(number: int, name: str, position: str = "Trois-Quart", profile: Profile = HUMAN, **kw) -> PlayerDraft:
    return PlayerDraft(number=number, name=name, position=position, profile=profile, **kw)


@dataclass
class League:
    db: Database
    teams: dict[str, Team] = field(default_factory=dict)
    players: dict[str, Player] = field(default_factory=dict)
    matches: dict[str, Match] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """The repositories over ``db``, built once: they keep nothing but the database."""
        self.team_repo = TeamRepository(self.db)
        self.player_repo = PlayerRepository(self.db)
        self.match_repo = MatchRepository(self.db)
        self.casualty_repo = CasualtyRepository(self.db)

    def pid(self, name: str) -> int:
        return self.players[name].id

    def tid(self, name: str) -> int:
        return self.teams[name].id


async def build_league(db: Database) -> League:
    lg = League(db)
    teams, players = lg.team_repo, lg.player_repo
    # Guild 2 first for a part, so ids of the two guilds interleave.
    lg.teams["orcs2"] = await teams.create(G2, USER, name="Orques de Fer", coach_id=900, roster="Orques")
    lg.teams["orcs"] = await teams.create(G1, USER, name="Orques de Fer", coach_id=100, roster="Orques")
    lg.teams["humans"] = await teams.create(
        G1, USER, name="Élus de Nuffle", coach_id=200, roster="Humains", treasury=50_000, dedicated_fans=3
    )
    lg.teams["dwarfs"] = await teams.create(G1, USER, name="Nains Têtus", coach_id=300, roster="Nains")
    lg.teams["others2"] = await teams.create(G2, USER, name="Les Autres", coach_id=901, roster="Humains")

    async def hire(team: str, key: str, d: PlayerDraft) -> None:
        guild = G2 if team.endswith("2") else G1
        lg.players[key] = await players.create(guild, USER, lg.tid(team), d)

    await hire("orcs2", "grak2", draft(7, "Grak", "Blitzer orque", ORC, keywords=("Orc", "Blitzer")))
    await hire("others2", "joe2", draft(1, "Joe"))
    await hire("orcs", "grak", draft(7, "Grak", "Blitzer orque", ORC, keywords=("Orc", "Blitzer")))
    await hire("orcs", "ugluk", draft(3, "Ugluk", "Trois-Quart orque", ORC, keywords=("Orc", "Trois-Quart")))
    await hire("orcs", "zog", draft(12, "Zog", "Gobelin", Profile(6, 2, 3, 4, 8), keywords=("Gobelin",)))
    await hire("humans", "elise", draft(1, "Élise", keywords=("Humain", "Trois-Quart")))
    await hire("humans", "bob", draft(5, "Bob", keywords=("Humain",)))
    await hire("humans", "hans", draft(9, "Hans", keywords=("Humain",)))
    await hire("humans", "ghost", draft(11, "Fantôme", keywords=("Humain",)))
    await hire("dwarfs", "thorin", draft(2, "Thorin", "Bloqueur nain", DWARF, keywords=("Nain", "Bloqueur")))
    await hire("dwarfs", "gimli", draft(4, "Gimli", "Tueur de trolls", DWARF, keywords=("Nain",)))
    lg.players["ghost"] = await players.update(G1, USER, lg.pid("ghost"), status="dead")

    m = lg.match_repo
    lg.matches["m2_g2"] = await m.open(G2, USER, home_team_id=lg.tid("orcs2"), away_team_id=lg.tid("others2"))
    lg.matches["m1"] = await m.open(
        G1, USER, home_team_id=lg.tid("orcs"), away_team_id=lg.tid("humans"), channel_id=10, home_fp=4, away_fp=5
    )
    lg.matches["m2"] = await m.open(G1, USER, home_team_id=lg.tid("dwarfs"), away_team_id=lg.tid("orcs"), channel_id=11)

    cas = lg.casualty_repo
    await cas.record_casualty(
        G2, USER, CasualtyReport(
            victim_id=lg.pid("joe2"), caused_by_id=lg.pid("grak2"), outcome="casualty.dead", cause="block",
            match_id=lg.matches["m2_g2"].id,
        ),
    )  # fmt: skip

    async def hurt(match: str, victim: str, outcome: str, cause: Cause, by: str | None = None, **kw) -> None:
        report = CasualtyReport(
            victim_id=lg.pid(victim),
            caused_by_id=None if by is None else lg.pid(by),
            outcome=outcome,
            cause=cause,
            match_id=lg.matches[match].id,
            **kw,
        )
        await cas.record_casualty(G1, USER, report)

    await hurt("m1", "zog", "casualty.serious_injury", "block", "elise")
    await hurt("m1", "elise", "casualty.badly_hurt", "block", "grak")
    await hurt("m1", "bob", "casualty.dead", "block", "grak")
    await hurt("m1", "hans", "casualty.seriously_hurt", "foul", "ugluk")
    lg.matches["m1"] = await m.finish(G1, USER, lg.matches["m1"].id, home_score=2, away_score=1)
    await hurt("m2", "thorin", "casualty.dead", "block", "grak")
    await hurt("m2", "grak", "casualty.lasting_injury", "block", "gimli", sequelle="AG")
    await hurt("m2", "ugluk", "casualty.badly_hurt", "crowd")
    await hurt("m2", "zog", "casualty.badly_hurt", "other", caused_by_team_id=lg.tid("dwarfs"))
    return lg
