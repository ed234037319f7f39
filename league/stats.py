"""Read-only league statistics: casualty histories, the graveyard, leaderboards and autocomplete.

Every query takes the server's ``guild_id`` and filters on it first (all the
indexes start with it), so one server's statistics never read another's rows.
Leaderboards count from the casualty records themselves (the causer's and the
victim's teams are stored on each row), so they read one covering index and
join players / teams only for the few rows shown. Query plans:
``bench/league_queries.py``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, Final

from league.casualties import casualty_from_row
from league.db import Database
from league.match_kinds import UNCOUNTED_SQL
from records.models import CASUALTY_CAUSES, LeagueError, search_key, truncate
from records.stats import CasualtyView, Choice, Grave, Leaderboard, PlayerRef, Ranked, TeamRef
from rules import injury
from rules.errors import shown

#: Discord shows at most 25 autocomplete choices.
MAX_CHOICES: Final = 25
#: Words of an autocomplete query taken into account (more only slows the query down).
MAX_QUERY_WORDS: Final = 4

_CASUALTY_COLUMNS = (
    "c.id, c.guild_id, c.match_id, c.victim_team_id, c.victim_id, c.caused_by_team_id, c.caused_by_id, c.cause,"
    " c.roll_id, c.outcome, c.sequelle, c.hatred_candidates, c.recorded_by, c.recorded_at, c.applied_at,"
    " c.updated_at"
)


def _ref(row: Mapping[str, Any], prefix: str) -> PlayerRef | None:
    if row[f"{prefix}_id"] is None or row[f"{prefix}_name"] is None:
        return None
    return PlayerRef(
        id=row[f"{prefix}_id"],
        number=row[f"{prefix}_number"],
        name=row[f"{prefix}_name"],
        team_id=row[f"{prefix}_team_id"],
        team_name=row[f"{prefix}_team_name"],
        status=row[f"{prefix}_status"],
    )


def _causes(causes: Collection[str] | None) -> tuple[str, ...]:
    if causes is None:
        return CASUALTY_CAUSES
    unknown = set(causes) - set(CASUALTY_CAUSES)
    if unknown:
        raise LeagueError("error.postmatch.cause", cause=shown(", ".join(sorted(unknown))))
    return tuple(causes)


def _marks(values: Sequence[Any]) -> str:
    return ", ".join("?" for _ in values)


def _ranked(top: Iterable[tuple[int, int]], labels: Mapping[int, str]) -> list[Ranked]:
    """A ranking's ``(id, count)`` pairs, best first, each with the name its id reads as."""
    return [Ranked(i, labels[i], n) for i, n in top]


class StatsRepository:
    """The statistics of one server at a time."""

    def __init__(self, db: Database) -> None:
        self._db = db

    # --- casualty histories ---------------------------------------------------------------------

    async def _views(self, where: str, params: Sequence[Any], *, latest: int | None = None) -> list[CasualtyView]:
        """The casualties ``where`` selects, oldest first; with ``latest``, only the newest ``latest`` of them."""
        rows = await self._db.fetchall(
            f"SELECT {_CASUALTY_COLUMNS},"
            " v.number AS victim_number, v.name AS victim_name,"
            " vt.name AS victim_team_name, v.status AS victim_status,"
            " k.id AS causer_id, k.number AS causer_number, k.name AS causer_name, k.team_id AS causer_team_id,"
            " kt.name AS causer_team_name, k.status AS causer_status, ct.name AS causing_team_name,"
            " m.status AS match_status"
            " FROM casualties c"
            " JOIN players v ON v.guild_id = c.guild_id AND v.id = c.victim_id"
            " JOIN teams vt ON vt.guild_id = c.guild_id AND vt.id = c.victim_team_id"
            " LEFT JOIN players k ON k.guild_id = c.guild_id AND k.id = c.caused_by_id"
            " LEFT JOIN teams kt ON kt.guild_id = k.guild_id AND kt.id = k.team_id"
            " LEFT JOIN teams ct ON ct.guild_id = c.guild_id AND ct.id = c.caused_by_team_id"
            " LEFT JOIN matches m ON m.guild_id = c.guild_id AND m.id = c.match_id"
            # all of a few (a player's, a match's): sorted once found by their own index (``+c.id``: SQLite would
            # walk the server's casualties in id order instead, 8 ms for a player at the 1M-row bench); the newest
            # of many: read newest first in id order, stopping at ``latest``
            f" WHERE {where} ORDER BY " + ("+c.id" if latest is None else f"c.id DESC LIMIT {int(latest)}"),
            params,
        )
        views = []
        for row in rows if latest is None else reversed(rows):
            victim = PlayerRef(
                row["victim_id"],
                row["victim_number"],
                row["victim_name"],
                row["victim_team_id"],
                row["victim_team_name"],
                row["victim_status"],
            )
            team = None
            if row["caused_by_team_id"] is not None:
                team = TeamRef(row["caused_by_team_id"], row["causing_team_name"])
            cancelled = row["match_status"] == "cancelled"
            views.append(CasualtyView(casualty_from_row(row), victim, _ref(row, "causer"), team, cancelled))
        return views

    async def casualties_for_match(self, guild_id: int, match_id: int) -> list[CasualtyView]:
        """Every casualty recorded in one match."""
        return await self._views("c.guild_id = ? AND c.match_id = ?", (guild_id, match_id))

    async def latest_casualties(self, guild_id: int, *, limit: int = 20) -> list[CasualtyView]:
        """The league's last ``limit`` casualties recorded, newest first (``/casualties`` without an option)."""
        where = "c.guild_id = ? AND c.id IN (SELECT id FROM casualties WHERE guild_id = ? ORDER BY id DESC LIMIT ?)"
        return list(reversed(await self._views(where, (guild_id, guild_id, limit))))

    async def casualties_for_player(
        self, guild_id: int, player_id: int, *, team_id: int | None = None
    ) -> tuple[list[CasualtyView], list[CasualtyView]]:
        """``(suffered, caused)`` by one player, oldest first. His ``team_id``, when known, lets both reads search
        their index (``casualties_victim``, ``casualties_causer``) instead of scanning the server's casualties: a
        casualty's victim and causer are rows of their team (foreign keys), so the answer is the same."""
        if team_id is None:
            suffered = await self._views("c.guild_id = ? AND c.victim_id = ?", (guild_id, player_id))
            caused = await self._views("c.guild_id = ? AND c.caused_by_id = ?", (guild_id, player_id))
        else:
            suffered = await self._views(
                "c.guild_id = ? AND c.victim_team_id = ? AND c.victim_id = ?", (guild_id, team_id, player_id)
            )
            caused = await self._views(
                "c.guild_id = ? AND c.caused_by_team_id = ? AND c.caused_by_id = ?", (guild_id, team_id, player_id)
            )
        return suffered, caused

    async def casualties_for_team(
        self, guild_id: int, team_id: int, *, latest: int | None = None
    ) -> tuple[list[CasualtyView], list[CasualtyView]]:
        """``(suffered, caused)`` by one team's players, oldest first; with ``latest``, the newest ``latest`` of
        each (a web page of a team with a thousand casualties)."""
        suffered = await self._views("c.guild_id = ? AND c.victim_team_id = ?", (guild_id, team_id), latest=latest)
        caused = await self._views("c.guild_id = ? AND c.caused_by_team_id = ?", (guild_id, team_id), latest=latest)
        return suffered, caused

    # --- graveyard -------------------------------------------------------------------------------

    async def graveyard(self, guild_id: int, *, team_id: int | None = None, limit: int = 50) -> list[Grave]:
        """Dead players, most recent first: status ``dead``, or a ``casualty.dead`` record not applied yet.

        A record whose post-match was applied then undone counts as it did before the apply: the undo made his
        death pending again, and every view shows it as before (issue 26). One of a cancelled match does not: no
        post-match will apply it.
        """
        params: list[Any] = [guild_id, injury.CASUALTY_DEAD]
        team_filter = ""
        if team_id is not None:
            team_filter = " AND p.team_id = ?3"
            params.append(team_id)
        rows = await self._db.fetchall(
            "WITH deaths AS ("
            "  SELECT victim_id, MAX(id) AS casualty_id FROM casualties"
            "  WHERE guild_id = ?1 AND outcome = ?2 GROUP BY victim_id)"
            " SELECT p.id AS dead_id, p.number AS dead_number, p.name AS dead_name, p.team_id AS dead_team_id,"
            " t.name AS dead_team_name, p.status AS dead_status, p.left_at,"
            " c.id AS casualty_id, c.match_id, c.cause, c.recorded_at, c.caused_by_team_id,"
            " k.id AS killer_id, k.number AS killer_number, k.name AS killer_name, k.team_id AS killer_team_id,"
            " kt.name AS killer_team_name, k.status AS killer_status, ct.name AS killing_team_name"
            " FROM players p JOIN teams t ON t.guild_id = p.guild_id AND t.id = p.team_id"
            " LEFT JOIN deaths d ON d.victim_id = p.id"
            " LEFT JOIN casualties c ON c.id = d.casualty_id"
            " LEFT JOIN players k ON k.guild_id = c.guild_id AND k.id = c.caused_by_id"
            " LEFT JOIN teams kt ON kt.guild_id = k.guild_id AND kt.id = k.team_id"
            " LEFT JOIN teams ct ON ct.guild_id = c.guild_id AND ct.id = c.caused_by_team_id"
            " LEFT JOIN matches m ON m.guild_id = c.guild_id AND m.id = c.match_id"
            f" WHERE p.guild_id = ?1 AND (p.status = 'dead' OR (d.casualty_id IS NOT NULL"
            f" AND (c.applied_at IS NOT NULL OR m.status IS NULL OR m.status <> 'cancelled'))){team_filter}"
            f" ORDER BY COALESCE(c.recorded_at, p.left_at) DESC, p.id DESC LIMIT {int(limit)}",
            params,
        )
        graves = []
        for row in rows:
            dead = _ref(row, "dead")
            assert dead is not None
            team = None
            if row["caused_by_team_id"] is not None:
                team = TeamRef(row["caused_by_team_id"], row["killing_team_name"])
            graves.append(
                Grave(
                    player=dead,
                    died_at=row["recorded_at"] or row["left_at"],
                    match_id=row["match_id"],
                    cause=row["cause"],
                    killed_by=_ref(row, "killer"),
                    killed_by_team=team,
                    casualty_id=row["casualty_id"],
                )
            )
        return graves

    # --- leaderboards ----------------------------------------------------------------------------

    async def _causer_groups(
        self, guild_id: int, causes: Collection[str] | None
    ) -> list[tuple[int, int | None, int, int]]:
        """``(team, player or None, casualties, deaths)`` per causer, from one scan of a covering index.

        A server has a few hundred causers at most, so ranking them in Python
        costs less than one more pass over its casualties.
        """
        sql = (
            "SELECT caused_by_team_id AS team, caused_by_id AS player, COUNT(*) AS n,"
            " COUNT(*) FILTER (WHERE outcome = ?) AS deaths FROM casualties"
            " WHERE guild_id = ? AND caused_by_team_id IS NOT NULL"
        )
        params: list[Any] = [injury.CASUALTY_DEAD, guild_id]
        sql, params = await self._outside_uncounted(guild_id, sql, params)
        if causes is not None:
            kinds = _causes(causes)
            sql += f" AND cause IN ({_marks(kinds)})"
            params += kinds
        rows = await self._db.fetchall(sql + " GROUP BY caused_by_team_id, caused_by_id", params)
        return [(r["team"], r["player"], r["n"], r["deaths"]) for r in rows]

    async def _player_labels(self, guild_id: int, ids: Collection[int]) -> dict[int, str]:
        if not ids:
            return {}
        rows = await self._db.fetchall(
            "SELECT p.id, p.number, p.name, t.name AS team FROM players p"
            " JOIN teams t ON t.guild_id = p.guild_id AND t.id = p.team_id"
            f" WHERE p.guild_id = ? AND p.id IN ({_marks(list(ids))})",
            [guild_id, *ids],
        )
        return {r["id"]: truncate(f"#{r['number']} {r['name']} — {r['team']}") for r in rows}

    async def _team_labels(self, guild_id: int, ids: Collection[int]) -> dict[int, str]:
        if not ids:
            return {}
        rows = await self._db.fetchall(
            f"SELECT id, name FROM teams WHERE guild_id = ? AND id IN ({_marks(list(ids))})", [guild_id, *ids]
        )
        return {r["id"]: truncate(r["name"]) for r in rows}

    async def _outside_uncounted(self, guild_id: int, sql: str, params: list[Any]) -> tuple[str, list[Any]]:
        """``sql`` (a query on ``casualties``) without the casualties of the server's friendlies and cancelled
        matches, if it has any."""
        uncounted = [int(r["id"]) for r in await self._db.fetchall(UNCOUNTED_SQL, (guild_id,))]
        if not uncounted:
            return sql, params
        return f"{sql} AND (match_id IS NULL OR match_id NOT IN ({_marks(uncounted)}))", [*params, *uncounted]

    async def _injured(self, guild_id: int, limit: int) -> list[tuple[int, int]]:
        sql, params = await self._outside_uncounted(
            guild_id, "SELECT victim_id, COUNT(*) AS n FROM casualties WHERE guild_id = ?", [guild_id]
        )
        rows = await self._db.fetchall(
            f"{sql} GROUP BY victim_team_id, victim_id ORDER BY n DESC, victim_id LIMIT ?", [*params, limit]
        )
        return [(r["victim_id"], r["n"]) for r in rows]

    async def top_causers(
        self, guild_id: int, *, limit: int = 10, causes: Collection[str] | None = None
    ) -> list[Ranked]:
        """Players who caused the most casualties (only ``causes``, e.g. ``{"block"}`` for the SPP ones)."""
        top = _causers(await self._causer_groups(guild_id, causes), limit)
        return _ranked(top, await self._player_labels(guild_id, [i for i, _ in top]))

    async def top_killers(self, guild_id: int, *, limit: int = 10) -> list[Ranked]:
        """Players who caused the most deaths."""
        top = _killers(await self._causer_groups(guild_id, None), limit)
        return _ranked(top, await self._player_labels(guild_id, [i for i, _ in top]))

    async def top_teams(self, guild_id: int, *, limit: int = 10, causes: Collection[str] | None = None) -> list[Ranked]:
        """Teams whose players (or Star Players) caused the most casualties."""
        top = _teams(await self._causer_groups(guild_id, causes), limit)
        return _ranked(top, await self._team_labels(guild_id, [i for i, _ in top]))

    async def most_injured(self, guild_id: int, *, limit: int = 10) -> list[Ranked]:
        """Players who suffered the most casualties."""
        top = await self._injured(guild_id, limit)
        return _ranked(top, await self._player_labels(guild_id, [i for i, _ in top]))

    async def leaderboard(self, guild_id: int, *, limit: int = 10) -> Leaderboard:
        """The four rankings of the ``/classement`` page: two index scans and two label lookups."""
        groups = await self._causer_groups(guild_id, None)
        causers, killers, teams = _causers(groups, limit), _killers(groups, limit), _teams(groups, limit)
        injured = await self._injured(guild_id, limit)
        names = await self._player_labels(guild_id, {i for i, _ in (*causers, *killers, *injured)})
        team_names = await self._team_labels(guild_id, [i for i, _ in teams])
        return Leaderboard(
            casualties_by_player=_ranked(causers, names),
            casualties_by_team=_ranked(teams, team_names),
            deaths_by_player=_ranked(killers, names),
            most_injured=_ranked(injured, names),
        )

    # --- autocomplete ----------------------------------------------------------------------------

    async def search_teams(
        self, guild_id: int, query: str, *, limit: int = MAX_CHOICES, include_archived: bool = False
    ) -> list[Choice]:
        """Teams whose name contains every word of ``query`` (case and accents ignored), prefixes first."""
        words = _words(query)
        where = ["guild_id = ?"]
        params: list[Any] = [guild_id]
        if not include_archived:
            where.append("archived_at IS NULL")
        for word in words:
            where.append("instr(search_key, ?) > 0")
            params.append(word)
        order = "instr(search_key, ?) <> 1, " if words else ""
        rows = await self._db.fetchall(
            f"SELECT id, name, roster FROM teams WHERE {' AND '.join(where)} ORDER BY {order}search_key, id LIMIT ?",
            [*params, *words[:1], min(limit, MAX_CHOICES)],
        )
        return [Choice(r["id"], truncate(f"{r['name']} ({r['roster']})")) for r in rows]

    async def search_players(
        self,
        guild_id: int,
        query: str,
        *,
        team_id: int | None = None,
        limit: int = MAX_CHOICES,
        include_inactive: bool = False,
    ) -> list[Choice]:
        """Players matching every word of ``query`` in their name, number or team name.

        ``"7"`` or ``"#7"`` finds the number 7, ``"gra"`` finds Grak, ``"orq 7"``
        the 7 of Orques de Fer. Ranked: number, name prefix, word prefix, rest.
        """
        words = _words(query)
        where = ["p.guild_id = ?"]
        params: list[Any] = [guild_id]
        if not include_inactive:
            where.append("p.status = 'active'")
        if team_id is not None:
            where.append("p.team_id = ?")
            params.append(team_id)
        for word in words:
            number = int(word) if word.isdigit() and len(word) <= 2 else -1
            where.append("(instr(p.search_key, ?) > 0 OR instr(t.search_key, ?) > 0 OR p.number = ?)")
            params += [word, word, number]
        if words:
            first = words[0]
            number = int(first) if first.isdigit() and len(first) <= 2 else -1
            order = (
                "CASE WHEN p.number = ? THEN 0 WHEN instr(p.search_key, ?) = 1 THEN 1"
                " WHEN instr(' ' || p.search_key, ?) > 0 THEN 2 ELSE 3 END, "
            )
            params += [number, first, " " + first]
        else:
            order = ""
        rows = await self._db.fetchall(
            "SELECT p.id, p.number, p.name, t.name AS team_name FROM players p"
            " JOIN teams t ON t.guild_id = p.guild_id AND t.id = p.team_id"
            f" WHERE {' AND '.join(where)} ORDER BY {order}t.search_key, p.number, p.id LIMIT ?",
            [*params, min(limit, MAX_CHOICES)],
        )
        return [Choice(r["id"], truncate(f"#{r['number']} {r['name']} — {r['team_name']}")) for r in rows]


def _best(counts: Iterable[tuple[int, int]], limit: int) -> list[tuple[int, int]]:
    """Highest counts first, ties by id (oldest first); zero counts left out."""
    return sorted((c for c in counts if c[1] > 0), key=lambda c: (-c[1], c[0]))[:limit]


def _causers(groups: list[tuple[int, int | None, int, int]], limit: int) -> list[tuple[int, int]]:
    return _best(((player, n) for _, player, n, _ in groups if player is not None), limit)


def _killers(groups: list[tuple[int, int | None, int, int]], limit: int) -> list[tuple[int, int]]:
    return _best(((player, dead) for _, player, _, dead in groups if player is not None), limit)


def _teams(groups: list[tuple[int, int | None, int, int]], limit: int) -> list[tuple[int, int]]:
    totals: dict[int, int] = {}
    for team, _, n, _ in groups:
        totals[team] = totals.get(team, 0) + n
    return _best(totals.items(), limit)


def _words(query: str) -> list[str]:
    """The folded words of an autocomplete query (``#`` before a number dropped)."""
    folded = search_key(query[:100])
    return [w.removeprefix("#") for w in folded.split() if w.removeprefix("#")][:MAX_QUERY_WORDS]
