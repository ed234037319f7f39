"""A match's pre-game in storage: applied in one audited transaction, undone by its batch (docs/rules.md PG1-PG5).

:meth:`PregameRepository.apply` writes, for each team of an open match, what its pre-game changes — the Treasury it
spent (taken from it), its Journeymen (new players of the team, ``journeyman``) — through the team and player
repositories in one :mod:`league.audit` batch, and a ``pregames`` row per team naming that batch. Its undo reverts
the batch (the Treasury given back, the Journeymen gone; refused when one of those rows was written since, as any
undo) and forgets the rows. A row whose batch is undone is no longer the match's pre-game, so a crash between the
revert and the clean-up changes nothing that is read. What a team may buy is the rules' to check
(:func:`rules.pregame.inducements.check_purchase`); the storage refuses what would break the league: a match that
is not open, a team not of the match, a pre-game applied twice, a Treasury spent beyond what it holds.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from league import audit
from league.audit import AuditRepository
from league.db import Database
from league.matches import require_match
from league.players import PlayerRepository
from league.teams import TeamRepository, require_team
from records.models import AuditBatch, ConflictError, LeagueError, NotFoundError
from records.pregame import StoredPregame, TeamPregame
from rules.errors import Gold
from rules.pregame.inducements import Mercenary, Star

#: A pre-game is the match's while its batch is not undone.
_LIVE = (
    "SELECT p.* FROM pregames p JOIN audit_batches b ON b.guild_id = p.guild_id AND b.id = p.applied_batch_id"
    " WHERE p.guild_id = ? AND p.match_id = ? AND b.reverted_by IS NULL ORDER BY p.id"
)


def _stored(row: Mapping[str, Any]) -> StoredPregame:
    mercenaries = tuple(Mercenary(m["position"], m.get("skill")) for m in json.loads(row["mercenaries"]))
    stars = tuple(Star(s["key"], int(s["price"]), int(s.get("players", 1))) for s in json.loads(row["stars"]))
    return StoredPregame(
        id=int(row["id"]),
        guild_id=int(row["guild_id"]),
        match_id=int(row["match_id"]),
        team_id=int(row["team_id"]),
        ctv=int(row["ctv"]),
        petty_cash=int(row["petty_cash"]),
        treasury_spent=int(row["treasury_spent"]),
        inducements={str(k): int(v) for k, v in json.loads(row["inducements"]).items()},
        mercenaries=mercenaries,
        stars=stars,
        prayers=tuple(int(face) for face in json.loads(row["prayers"])),
        journeymen=tuple(int(pid) for pid in json.loads(row["journeymen"])),
        applied_batch_id=int(row["applied_batch_id"]),
        applied_by=int(row["applied_by"]),
        applied_at=str(row["applied_at"]),
    )


class PregameRepository:
    """The pre-games of one database, each scoped by server."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def for_match(self, guild_id: int, match_id: int) -> list[StoredPregame]:
        """The applied pre-game of a match, one row per team that had one (empty when none, or undone)."""
        return [_stored(row) for row in await self._db.fetchall(_LIVE, (guild_id, match_id))]

    async def apply(
        self, guild_id: int, user_id: int, match_id: int, teams: Sequence[TeamPregame]
    ) -> list[StoredPregame]:
        """Write the pre-game of ``match_id`` for ``teams`` (one or both of its teams) in one audited transaction.

        Refused with nothing written: a match of another server or none (``error.match.not_found``), not open
        (``error.pregame.match_not_open``), a team not of the match or given twice (``error.pregame.not_in_match``),
        a pre-game already applied (``error.pregame.applied_twice``), a Treasury spent beyond what the team holds
        (``error.pregame.treasury_short``), a Journeyman's number taken (the players' own refusal)."""
        team_repo, player_repo = TeamRepository(self._db), PlayerRepository(self._db)
        async with audit.write(self._db, guild_id, user_id, "pregame") as batch:
            match = await require_match(batch, match_id)
            if match.status != "open":
                raise ConflictError("error.pregame.match_not_open", match=match_id)
            ids = [t.team_id for t in teams]
            if not ids or len(set(ids)) != len(ids) or not set(ids) <= set(match.team_ids):
                raise LeagueError("error.pregame.not_in_match", match=match_id)
            live = await batch.fetchall(_LIVE, (guild_id, match_id))
            if live:
                raise ConflictError("error.pregame.applied_twice", match=match_id)
            added: dict[int, list[int]] = {}
            for pregame in teams:
                team = await require_team(batch, pregame.team_id)
                if pregame.treasury_spent > team.treasury:
                    raise LeagueError(
                        "error.pregame.treasury_short",
                        team=team.name,
                        spent=Gold(pregame.treasury_spent),
                        treasury=Gold(team.treasury),
                    )
                if pregame.treasury_spent:
                    treasury = team.treasury - pregame.treasury_spent
                    await team_repo.update(guild_id, user_id, team.id, treasury=treasury, batch=batch)
                players = await player_repo.add_many(guild_id, user_id, team.id, list(pregame.journeymen), batch=batch)
                added[team.id] = [p.id for p in players]
            batch_id = await batch.mark()
            at = audit.utcnow()
            for pregame in teams:
                await batch.conn.execute(
                    "INSERT INTO pregames (guild_id, match_id, team_id, ctv, petty_cash, treasury_spent, inducements,"
                    " mercenaries, stars, prayers, journeymen, applied_batch_id, applied_by, applied_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        guild_id,
                        match_id,
                        pregame.team_id,
                        pregame.ctv,
                        pregame.petty_cash,
                        pregame.treasury_spent,
                        json.dumps(dict(pregame.inducements), sort_keys=True),
                        json.dumps([{"position": m.position, "skill": m.skill} for m in pregame.mercenaries]),
                        json.dumps([{"key": s.key, "price": s.price, "players": s.players} for s in pregame.stars]),
                        json.dumps(list(pregame.prayers)),
                        json.dumps(added[pregame.team_id]),
                        batch_id,
                        user_id,
                        at,
                    ),
                )
            rows = await batch.fetchall(_LIVE, (guild_id, match_id))
        return [_stored(row) for row in rows]

    async def undo(self, guild_id: int, user_id: int, match_id: int) -> AuditBatch:
        """Undo the applied pre-game of ``match_id``: the Treasury spent given back, its Journeymen gone. Refused when
        there is none (``error.pregame.nothing_to_undo``), once the match's post-game is applied
        (``error.pregame.undo_applied``), or when a row it wrote was changed since (the audit log's refusal)."""
        live = await self.for_match(guild_id, match_id)
        if not live:
            raise NotFoundError("error.pregame.nothing_to_undo", match=match_id)
        status = await self._db.fetchone(
            "SELECT status FROM matches WHERE guild_id = ? AND id = ?", (guild_id, match_id)
        )
        if status is not None and status["status"] == "applied":
            raise ConflictError("error.pregame.undo_applied", match=match_id)
        batch_id = live[0].applied_batch_id
        reverted = await AuditRepository(self._db).revert(guild_id, user_id, batch_id, empty_ok=True)
        await self._db.execute("DELETE FROM pregames WHERE guild_id = ? AND applied_batch_id = ?", (guild_id, batch_id))
        return reverted
