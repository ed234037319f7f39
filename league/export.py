"""A server's whole league as plain data: JSON (backup, move to another bot) and CSV (spreadsheets).

:func:`export_guild` returns a JSON-able dict with every team, player, match
and casualty of the server, plus the rolls those casualties point to, so a
record keeps its evidence. :func:`import_guild` loads such a dict into a
server that has no team yet, giving new ids (another database's ids may be
taken) and keeping dates; it is one audited batch, so it can be undone.
Derived columns (``guild_id``, ``name_key``, ``search_key``) are not exported:
they are recomputed on import.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping
from dataclasses import fields
from typing import Any, Final

from league import audit
from league.casualties import casualty_from_row
from league.db import Database, IntegrityError
from league.matches import match_from_row
from league.players import player_columns, player_from_row
from league.standings import StandingsRepository
from league.teams import team_columns, team_from_row
from records.models import ConflictError, LeagueError
from rules import causes
from rules.errors import shown
from rules.standings import Row

FORMAT: Final = "arbitre-league"
FORMAT_VERSION: Final = 1
TABLES: Final = ("teams", "players", "matches", "casualties")
#: Columns holding a JSON list, exported as real lists (``|``-joined in CSV).
LIST_COLUMNS: Final = frozenset(
    {"keywords", "skills", "gained_hatreds", "hatred_candidates", "primary_categories", "secondary_categories"}
)
_DERIVED: Final = frozenset({"guild_id", "name_key", "search_key"})
#: Team value, exported beside each team (``rules.team_value``): column → attribute.
VALUE_COLUMNS: Final = {"team_value": "tv", "current_team_value": "ctv", "team_value_complete": "complete"}


async def _columns(db: Database, table: str) -> list[str]:
    return [c for c in await db.columns(table) if c not in _DERIVED]


def _plain(row: Mapping[str, Any], columns: list[str]) -> dict[str, Any]:
    return {c: json.loads(row[c]) if c in LIST_COLUMNS else row[c] for c in columns}


async def export_guild(db: Database, guild_id: int, coaches: Mapping[int, str] | None = None) -> dict[str, Any]:
    """Everything the league of ``guild_id`` holds, as JSON-able data (ids as stored); ``coaches``: each coach's
    name by id, written beside it (a spreadsheet has no mention to show). Skills come as the sheets keep them: one
    spelling, the catalogue's keys (migration 0021). The standings are derived, as the team values are: the
    scoring settings and each season's table (an import ignores them)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "schema": await db.version(),
        "guild_id": guild_id,
        "exported_at": audit.utcnow(),
    }
    for table in TABLES:
        columns = await _columns(db, table)
        rows = await db.fetchall(f"SELECT * FROM {table} WHERE guild_id = ? ORDER BY id", (guild_id,))
        data[table] = [_plain(r, columns) for r in rows]
    values = await StandingsRepository(db).team_values(guild_id)
    for team in data["teams"]:  # derived, like name_key: an import ignores them
        value = values.get(team["id"])
        team.update({key: getattr(value, attr) if value else None for key, attr in VALUE_COLUMNS.items()})
        team["coach_name"] = (coaches or {}).get(team["coach_id"])
    data["standings"] = await _standings(db, guild_id)
    rolls = await db.fetchall(
        "SELECT * FROM rolls WHERE guild_id = ? AND id IN"
        " (SELECT roll_id FROM casualties WHERE guild_id = ? AND roll_id IS NOT NULL) ORDER BY id",
        (guild_id, guild_id),
    )
    data["rolls"] = [{k: v for k, v in dict(r).items() if k != "guild_id"} for r in rolls]
    return data


#: A standings row's columns, as exported (``rules.standings.Row`` and its differences).
STANDINGS_COLUMNS: Final = (
    *(f.name for f in fields(Row)),
    "td_diff",
    "cas_diff",
)


async def _standings(db: Database, guild_id: int) -> dict[str, Any]:
    """The server's scoring (points, tie-breakers in order, bonus, weekly post) and every season's table."""
    repository = StandingsRepository(db)
    league = await repository.scoring(guild_id)
    scoring = league.scoring
    settings = {
        "win": scoring.win,
        "draw": scoring.draw,
        "loss": scoring.loss,
        "conceded": scoring.conceded,
        "tiebreakers": list(scoring.tiebreakers),
        "bonus": scoring.bonus,
        "weekly_post": league.weekly_post,
    }
    seasons = []
    for season in await repository.seasons(guild_id):
        table = await repository.table(guild_id, season)
        rows = [{column: getattr(row, column) for column in STANDINGS_COLUMNS} for row in table.table.rows]
        seasons.append({"season": season, "current": table.current, "pending": table.pending, "rows": rows})
    return {"settings": settings, "seasons": seasons}


#: What a spreadsheet reads as the start of a formula (OWASP « CSV injection »).
_FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: Any) -> Any:
    """Text typed by a user, made inert for a spreadsheet: a leading ``'`` keeps ``=…`` as text."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


async def export_csv(
    db: Database, guild_id: int, *, separator: str = ";", coaches: Mapping[int, str] | None = None
) -> dict[str, str]:
    """One CSV text per table (``teams.csv`` …) and the standings of every season (``standings.csv``),
    ``;``-separated for French spreadsheets; lists ``|``-joined.

    Texts that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``…) start with ``'``; the JSON
    export keeps them as typed.
    """
    data = await export_guild(db, guild_id, coaches)
    files = {}
    for table in TABLES:
        columns = await _columns(db, table)
        if table == "teams":
            columns += [*VALUE_COLUMNS, "coach_name"]
        out = io.StringIO()
        writer = csv.writer(out, delimiter=separator, lineterminator="\n")
        writer.writerow(columns)
        for row in data[table]:
            writer.writerow(
                [_cell("|".join(row[c]) if c in LIST_COLUMNS else "" if row[c] is None else row[c]) for c in columns]
            )
        files[f"{table}.csv"] = out.getvalue()
    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator, lineterminator="\n")
    writer.writerow(["season", *STANDINGS_COLUMNS])
    for season in data["standings"]["seasons"]:
        for row in season["rows"]:
            writer.writerow([season["season"], *(_cell(row[c]) for c in STANDINGS_COLUMNS)])
    files["standings.csv"] = out.getvalue()
    return files


def _check_format(data: Mapping[str, Any]) -> None:
    if data.get("format") != FORMAT or data.get("version") != FORMAT_VERSION:
        raise LeagueError("error.import.format")
    for table in (*TABLES, "rolls"):
        if not isinstance(data.get(table), list):
            raise LeagueError("error.import.missing", table=table)


async def import_guild(db: Database, guild_id: int, user_id: int, data: Mapping[str, Any]) -> dict[str, int]:
    """Load an export into a server without teams; returns how many rows of each kind were created.

    Every row is validated like a new one; any problem cancels the whole import.
    """
    _check_format(data)
    async with audit.write(db, guild_id, user_id, "league.import") as b:
        existing = await b.fetchone("SELECT COUNT(*) AS n FROM teams WHERE guild_id = ?", (guild_id,))
        if existing is not None and existing["n"]:
            raise ConflictError("error.import.not_empty")
        ids: dict[str, dict[int, int]] = {name: {} for name in (*TABLES, "rolls")}

        def new_id(table: str, old: int | None) -> int | None:
            if old is None:
                return None
            if old not in ids[table]:
                raise LeagueError("error.import.dangling", table=table, id=old)
            return ids[table][old]

        try:
            for row in sorted(data["teams"], key=lambda r: r["id"]):
                team = team_from_row({**row, "guild_id": guild_id})
                stored = await b.insert(
                    "teams",
                    {**team_columns(team), "created_at": team.created_at, "updated_at": team.updated_at},
                    "league.import",
                )
                ids["teams"][row["id"]] = stored["id"]
            roll_columns = await db.columns("rolls")
            for row in sorted(data["rolls"], key=lambda r: r["id"]):
                values = {k: v for k, v in row.items() if k in roll_columns and k not in ("id", "guild_id")}
                names = ", ".join(["guild_id", *values])
                marks = ", ".join("?" for _ in range(len(values) + 1))
                roll_id = await db.ids("rolls").next_id()  # the id the bot's queued rolls are taken from
                await b.conn.execute(
                    f"INSERT INTO rolls (id, {names}) VALUES (?, {marks})", (roll_id, guild_id, *values.values())
                )
                ids["rolls"][row["id"]] = roll_id
            for row in sorted(data["players"], key=lambda r: r["id"]):
                player = player_from_row({**row, "guild_id": guild_id, "team_id": new_id("teams", row["team_id"])})
                values = {
                    **player_columns(player),
                    "advancements": int(row.get("advancements", 0)),  # kept by the post-match, not the model
                    "team_id": player.team_id,
                    "left_at": player.left_at,
                    "created_at": player.created_at,
                    "updated_at": player.updated_at,
                }
                stored = await b.insert("players", values, "league.import")
                ids["players"][row["id"]] = stored["id"]
            for row in sorted(data["matches"], key=lambda r: r["id"]):
                match = match_from_row(
                    {
                        **row,
                        "guild_id": guild_id,
                        "home_team_id": new_id("teams", row["home_team_id"]),
                        "away_team_id": new_id("teams", row["away_team_id"]),
                    }
                )
                values = {k: getattr(match, k) for k in row if k != "id"}
                stored = await b.insert("matches", values, "league.import")
                ids["matches"][row["id"]] = stored["id"]
            for row in sorted(data["casualties"], key=lambda r: r["id"]):
                mapped = {
                    **row,
                    "guild_id": guild_id,
                    "match_id": new_id("matches", row["match_id"]),
                    "victim_team_id": new_id("teams", row["victim_team_id"]),
                    "victim_id": new_id("players", row["victim_id"]),
                    "caused_by_team_id": new_id("teams", row["caused_by_team_id"]),
                    "caused_by_id": new_id("players", row["caused_by_id"]),
                    "roll_id": new_id("rolls", row["roll_id"]),
                }
                casualty = casualty_from_row(mapped)
                values = {k: mapped[k] for k in row if k != "id"}
                values["hatred_candidates"] = json.dumps(list(casualty.hatred_candidates), ensure_ascii=False)
                if casualty.applied and casualty.earns_spp is None:  # exported before migration 0013 decided it
                    star = casualty.caused_by_id is None and casualty.caused_by_team_id is not None  # earns none
                    values["earns_spp"] = int(not star and causes.earns_spp(casualty.cause))
                stored = await b.insert("casualties", values, "league.import")
                ids["casualties"][row["id"]] = stored["id"]
        except (KeyError, TypeError, AttributeError) as exc:
            raise LeagueError("error.import.damaged", detail=shown(repr(exc), 80)) from None
        except IntegrityError as exc:
            raise ConflictError("error.import.inconsistent", detail=shown(str(exc), 120)) from None
    return {table: len(mapping) for table, mapping in ids.items()}
