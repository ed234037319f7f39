"""Players of a team: hire (one or a whole roster), read, change, and retire or bury.

A player is never moved to another team. Dead and retired players stay in the
table (their casualties, suffered and caused, are history) and free their
number; :meth:`PlayerRepository.delete` is for typos only and is refused once
the player appears in a casualty.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from league import audit
from league.audit import Batch
from league.rows import from_row, later_column
from league.table import Repository, Table, check_fields
from league.teams import require_team
from records.models import (
    PLAYER_FIELDS,
    PLAYER_STATUSES,
    ConflictError,
    LeagueError,
    Player,
    PlayerDraft,
    clean_text,
    search_key,
)
from rules.characteristics import CHARACTERISTICS, Profile
from rules.draft import MAX_PLAYERS
from rules.errors import Counted, DomainError
from rules.player import position_access, with_position_access

_COLUMNS = (
    "id, guild_id, team_id, number, name, position, keywords, ma, st, ag, pa, av, skills, gained_hatreds, spp,"
    " niggling, miss_next_game, imp_ma, imp_st, imp_ag, imp_pa, imp_av, status, value, left_at, created_at,"
    " updated_at, journeyman, temporarily_retired, advancements, primary_categories, secondary_categories"
)


def player_from_row(row: Mapping[str, Any]) -> Player:
    """A :class:`Player` from a ``players`` row (or its audit / export dict)."""
    return from_row(
        Player,
        row,
        profile=Profile(row["ma"], row["st"], row["ag"], row["pa"], row["av"]),
        keywords=tuple(_list(row["keywords"])),
        skills=tuple(_list(row["skills"])),
        gained_hatreds=tuple(_list(row["gained_hatreds"])),
        miss_next_game=bool(row["miss_next_game"]),
        improvements={c: row[f"imp_{c.lower()}"] for c in CHARACTERISTICS},
        journeyman=bool(later_column(row, "journeyman", 0)),
        temporarily_retired=bool(later_column(row, "temporarily_retired", 0)),
        advancements=int(later_column(row, "advancements", 0)),
        primary=tuple(_list(later_column(row, "primary_categories", "[]"))),
        secondary=tuple(_list(later_column(row, "secondary_categories", "[]"))),
    )


def _list(value: str | list[str]) -> list[str]:
    return value if isinstance(value, list) else json.loads(value)


def _json(values: Sequence[str]) -> str:
    return json.dumps(list(values), ensure_ascii=False)


def player_columns(p: Player | PlayerDraft) -> dict[str, Any]:
    """The stored columns that the fields of ``p`` decide."""
    profile = p.profile
    columns: dict[str, Any] = {
        "number": p.number,
        "name": p.name,
        "search_key": search_key(p.name),
        "position": p.position,
        "keywords": _json(p.keywords),
        "ma": profile.ma,
        "st": profile.st,
        "ag": profile.ag,
        "pa": profile.pa,
        "av": profile.av,
        "skills": _json(p.skills),
        "gained_hatreds": _json(p.gained_hatreds),
        "spp": p.spp,
        "niggling": p.niggling,
        "miss_next_game": int(p.miss_next_game),
        "value": p.value,
        "journeyman": int(p.journeyman),
        "primary_categories": _json(p.primary),
        "secondary_categories": _json(p.secondary),
    }
    for char in CHARACTERISTICS:
        columns[f"imp_{char.lower()}"] = p.improvements[char]
    if isinstance(p, Player):
        columns["status"] = p.status
        columns["temporarily_retired"] = int(p.temporarily_retired)
        columns["advancements"] = p.advancements
    return columns


_PLAYERS: Final = Table("players", _COLUMNS, player_from_row, "error.player.not_found")
require_player = _PLAYERS.in_batch


async def _number_holder(batch: Batch, team_id: int, number: int, except_id: int | None = None) -> str | None:
    row = await batch.fetchone(
        "SELECT name FROM players WHERE guild_id = ? AND team_id = ? AND number = ? AND status = 'active'"
        " AND id IS DISTINCT FROM ?",
        (batch.guild_id, team_id, number, except_id),
    )
    return None if row is None else str(row["name"])


async def _check_team_size(batch: Batch, team: str, team_id: int, drafts: Sequence[PlayerDraft]) -> None:
    """« A team may never have more than 16 players on their Team Draft List » (drafting_a_blood_bowl_team.md),
    whatever adds them (/player add, an import, a hire): Journeymen aside, who play one match without joining it."""
    row = await batch.fetchone(
        "SELECT COUNT(*) AS n FROM players WHERE guild_id = ? AND team_id = ? AND status = 'active' AND journeyman = 0",
        (batch.guild_id, team_id),
    )
    on_list = int(row["n"]) if row is not None else 0
    adding = sum(1 for d in drafts if not d.journeyman)
    if adding and on_list + adding > MAX_PLAYERS:
        raise ConflictError(
            "error.player.team_full",
            team=team,
            count=Counted("count.players", on_list),
            adding=Counted("count.players", adding),
            most=MAX_PLAYERS,
        )


class PlayerRepository(Repository[Player]):
    """Players of a server's teams; every write audited, every read scoped by ``guild_id``."""

    _table = _PLAYERS

    async def create(
        self, guild_id: int, user_id: int, team_id: int, draft: PlayerDraft, *, batch: Batch | None = None
    ) -> Player:
        """Hire one player; :class:`ConflictError` when an active teammate has the number."""
        created = await self.add_many(guild_id, user_id, team_id, [draft], batch=batch)
        return created[0]

    async def add_many(
        self,
        guild_id: int,
        user_id: int,
        team_id: int,
        drafts: Sequence[PlayerDraft],
        *,
        batch: Batch | None = None,
    ) -> list[Player]:
        """Hire several players at once: all of them, or none with every clash listed."""
        if not drafts:
            return []
        async with audit.write(self._db, guild_id, user_id, "player.create", batch) as b:
            team = await require_team(b, team_id)
            if team.archived:
                raise LeagueError("error.player.team_archived", team=team.name)
            problems: list[DomainError] = []
            seen: dict[int, str] = {}
            for draft in drafts:
                if draft.number in seen:
                    problems.append(
                        DomainError(
                            "error.player.number_twice",
                            number=draft.number,
                            first=seen[draft.number],
                            second=draft.name,
                        )
                    )
                    continue
                seen[draft.number] = draft.name
                holder = await _number_holder(b, team_id, draft.number)
                if holder is not None:
                    problems.append(
                        DomainError("error.player.number_taken", number=draft.number, player=holder, team=team.name)
                    )
            if problems:
                raise ConflictError("error.player.numbers", problems=tuple(problems))
            await _check_team_size(b, team.name, team_id, drafts)
            # a player given without his skill access takes his position's, from a team-mate or another line
            mates = await b.fetchall(
                f"SELECT {_COLUMNS} FROM players WHERE guild_id = ? AND team_id = ? AND primary_categories <> '[]'"
                " ORDER BY id",
                (guild_id, team_id),
            )
            known = position_access([*map(player_from_row, mates), *drafts])
            created = []
            for draft in (with_position_access(d, known) for d in drafts):
                row = await b.insert("players", {"team_id": team_id, **player_columns(draft)}, "player.create")
                created.append(player_from_row(row))
        return created

    async def by_number(self, guild_id: int, team_id: int, number: int) -> Player | None:
        """The active player wearing ``number`` in the team."""
        row = await self._db.fetchone(
            f"SELECT {_COLUMNS} FROM players WHERE guild_id = ? AND team_id = ? AND number = ? AND status = 'active'",
            (guild_id, team_id, number),
        )
        return None if row is None else player_from_row(row)

    async def roster(self, guild_id: int, team_id: int, *, include_inactive: bool = False) -> list[Player]:
        """The team's players by number (active ones first when ``include_inactive``)."""
        sql = f"SELECT {_COLUMNS} FROM players WHERE guild_id = ? AND team_id = ?"
        if not include_inactive:
            sql += " AND status = 'active'"
        rows = await self._db.fetchall(sql + " ORDER BY status = 'active' DESC, number, id", (guild_id, team_id))
        return [player_from_row(r) for r in rows]

    async def update(
        self, guild_id: int, user_id: int, player_id: int, *, batch: Batch | None = None, **changes: Any
    ) -> Player:
        """Change some of :data:`~records.models.PLAYER_FIELDS`, validated like a new player.

        Leaving the roster (``status`` dead or retired) sets ``left_at`` and
        frees the number; coming back needs the number to be free.
        """
        check_fields(changes, PLAYER_FIELDS, "player")
        if "status" in changes and changes["status"] not in PLAYER_STATUSES:
            raise ValueError(f"unknown player status {changes['status']!r}: {', '.join(PLAYER_STATUSES)}")
        async with audit.write(self._db, guild_id, user_id, "player.update", batch) as b:
            current = await require_player(b, player_id)
            updated = replace(current, **changes)
            columns = player_columns(updated)
            if updated.active and (not current.active or updated.number != current.number):
                holder = await _number_holder(b, updated.team_id, updated.number, except_id=player_id)
                if holder is not None:
                    raise ConflictError("error.player.number_taken_here", number=updated.number, player=holder)
            if updated.status != current.status:
                columns["left_at"] = None if updated.active else audit.utcnow()
            row = await b.update("players", player_id, columns, f"player.{_action(current, updated)}")
        return player_from_row(row)

    async def add_gained_hatred(
        self, guild_id: int, user_id: int, player_id: int, keyword: str, *, batch: Batch | None = None
    ) -> Player:
        """Revanche: add Haine (``keyword``) to the hatreds the off-season will roll for."""
        keyword = clean_text(keyword, "field.hatred_keyword")
        async with audit.write(self._db, guild_id, user_id, "player.hatred", batch) as b:
            current = await require_player(b, player_id)
            return await self.update(
                guild_id,
                user_id,
                player_id,
                gained_hatreds=(*current.gained_hatreds, keyword),
                batch=b,
            )

    async def delete(self, guild_id: int, user_id: int, player_id: int, *, batch: Batch | None = None) -> None:
        """Erase a player entered by mistake; refused once a casualty names them."""
        async with audit.write(self._db, guild_id, user_id, "player.delete", batch) as b:
            current = await require_player(b, player_id)
            used = await b.fetchone(
                "SELECT COUNT(*) AS n FROM casualties WHERE guild_id = ?1 AND (victim_id = ?2 OR caused_by_id = ?2)",
                (guild_id, player_id),
            )
            if used is not None and used["n"]:
                raise ConflictError(
                    "error.player.delete_history", player=current.name, history=Counted("count.casualties", used["n"])
                )
            await b.delete("players", player_id, "player.delete")


def _action(before: Player, after: Player) -> str:
    if before.status != after.status:
        return {"dead": "die", "retired": "retire", "active": "reinstate"}[after.status]
    return "update"
