"""Casualty records: who was hurt, by whom, how, from which roll, and whether the post-match applied it.

:meth:`CasualtyRepository.record_casualty` is idempotent per roll: the
« Enregistrer » button may be clicked twice (or by both coaches at once), the
roll is recorded once. The check and the insert run in one ``BEGIN IMMEDIATE``
transaction (which also serialises other processes), and ``roll_id`` is UNIQUE
in the schema as a last guard.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any, Final

from league import audit
from league.audit import Batch
from league.matches import require_match
from league.players import require_player
from league.rows import from_row, later_column
from league.table import Repository, Table, check_fields
from league.teams import require_team
from records.models import Casualty, CasualtyReport, ConflictError, LeagueError, NotFoundError, Player, clean_list
from rules import injury
from rules.casualty_outcomes import in_friendly
from rules.errors import DomainError, Term
from rules.fields import copy_fields

_COLUMNS = (
    "id, guild_id, match_id, victim_team_id, victim_id, caused_by_team_id, caused_by_id, cause, roll_id, outcome,"
    " sequelle, hatred_candidates, recorded_by, recorded_at, applied_at, updated_at, caused_by_name, earns_spp"
)

#: Fields :meth:`CasualtyRepository.update` may correct before the post-match applies the record.
CASUALTY_FIELDS: Final = ("outcome", "cause", "sequelle", "hatred_candidates", "caused_by_name")


def casualty_from_row(row: Mapping[str, Any]) -> Casualty:
    """A :class:`Casualty` from a ``casualties`` row (or its audit / export dict)."""
    candidates = row["hatred_candidates"]
    earns = later_column(row, "earns_spp")  # migration 0013
    return from_row(
        Casualty,
        row,
        later={"caused_by_name": None},
        hatred_candidates=tuple(candidates if isinstance(candidates, list) else json.loads(candidates)),
        earns_spp=None if earns is None else bool(earns),
    )


async def _by_roll(batch: Batch, roll_id: int) -> Casualty | None:
    row = await batch.fetchone(
        f"SELECT {_COLUMNS} FROM casualties WHERE guild_id = ? AND roll_id = ?", (batch.guild_id, roll_id)
    )
    return None if row is None else casualty_from_row(row)


_CASUALTIES: Final = Table("casualties", _COLUMNS, casualty_from_row, "error.casualty.not_found")
_require_casualty = _CASUALTIES.in_batch


class CasualtyRepository(Repository[Casualty]):
    """Casualties of a server; every write audited, every read scoped by ``guild_id``."""

    _table = _CASUALTIES

    async def record_casualty(
        self,
        guild_id: int,
        user_id: int,
        report: CasualtyReport,
        *,
        batch: Batch | None = None,
        dead_pending: bool = True,
    ) -> tuple[Casualty, bool]:
        """Record a casualty; ``(record, created)``.

        With a ``roll_id`` already recorded, nothing is written and the
        existing record comes back with ``created=False``. The causer's team
        is taken from the causer, and without ``hatred_candidates`` his
        keywords minus the excluded ones.
        In a friendly, a casualty worse than Badly Hurt is stored as Badly Hurt (BB2025 « Friendlies »,
        :func:`rules.casualty_outcomes.in_friendly`): the caller compares the record with its report to say so.
        A player whose death is recorded and not applied yet is refused, unless
        ``dead_pending`` is False: the post-match, whose plan settles the deaths
        of its own match and may be confirmed before another match's.
        """
        async with audit.write(self._db, guild_id, user_id, "casualty.record", batch) as b:
            if report.roll_id is not None:
                existing = await _by_roll(b, report.roll_id)
                if existing is not None:
                    return existing, False
                roll = await b.fetchone(
                    "SELECT id FROM rolls WHERE guild_id = ? AND id = ?", (guild_id, report.roll_id)
                )
                if roll is None:
                    raise NotFoundError("error.roll.not_found", id=report.roll_id)
            victim = await require_player(b, report.victim_id)
            if not victim.active:
                raise LeagueError(
                    "error.casualty.victim_gone",
                    player=victim.name,
                    state=Term(f"ui.participants.state.{victim.status}"),
                )
            caused_by_team_id = report.caused_by_team_id
            causer = None if report.caused_by_id is None else await require_player(b, report.caused_by_id)
            if causer is not None:
                if caused_by_team_id is not None and caused_by_team_id != causer.team_id:
                    raise LeagueError("error.casualty.causer_team", player=causer.name, team=caused_by_team_id)
                caused_by_team_id = causer.team_id
            elif caused_by_team_id is not None:
                await require_team(b, caused_by_team_id)
            friendly = False
            if report.match_id is not None:
                match = await require_match(b, report.match_id)
                friendly = match.kind == "friendly"
                if match.kind == "unplayed":  # nobody played it
                    raise ConflictError("error.casualty.unplayed", match=report.match_id)
                if match.status not in ("open", "finished"):
                    raise ConflictError("error.casualty.match_closed", match=report.match_id)
                match.side(victim.team_id)
                if caused_by_team_id is not None:
                    match.side(caused_by_team_id)
            hatred_candidates = report.hatred_candidates
            if hatred_candidates is None:
                hatred_candidates = causer.hatred_candidates if causer is not None else ()
            record = copy_fields(
                Casualty,
                report,
                id=0,
                guild_id=guild_id,
                victim_team_id=victim.team_id,
                caused_by_team_id=caused_by_team_id,
                hatred_candidates=hatred_candidates,
                recorded_by=user_id,
            )
            if friendly and in_friendly(record.outcome) != record.outcome:  # « counts as having rolled Badly Hurt »
                record = replace(record, outcome=in_friendly(record.outcome), sequelle=None, hatred_candidates=())
            if dead_pending:
                await _require_dead_applied(b, victim)
            row = await b.insert("casualties", _columns(record), "casualty.record")
        return casualty_from_row(row), True

    async def by_roll(self, guild_id: int, roll_id: int) -> Casualty | None:
        """The record made from this roll, if any (to show « déjà enregistré »)."""
        row = await self._db.fetchone(
            f"SELECT {_COLUMNS} FROM casualties WHERE guild_id = ? AND roll_id = ?", (guild_id, roll_id)
        )
        return None if row is None else casualty_from_row(row)

    async def for_match(self, guild_id: int, match_id: int, *, pending_only: bool = False) -> list[Casualty]:
        """The match's casualties in recording order; only those not applied yet with ``pending_only``."""
        sql = f"SELECT {_COLUMNS} FROM casualties WHERE guild_id = ? AND match_id = ?"
        if pending_only:
            sql += " AND applied_at IS NULL"
        rows = await self._db.fetchall(sql + " ORDER BY id", (guild_id, match_id))
        return [casualty_from_row(r) for r in rows]

    async def out_of_play(self, guild_id: int, player_ids: Iterable[int], match_id: int | None) -> dict[int, Casualty]:
        """For each of these players kept off the pitch by a casualty not applied yet, that casualty: his recorded
        death (in any match: he is dead, though his roster row waits for the post-match), else in ``match_id`` the
        first one that sent him to the Casualty box (a Patch-up or Regeneration, :data:`rules.injury.RECOVERED`,
        sent him back). A roll about him says so rather than hurting him silently (issue 26)."""
        wanted = sorted(set(player_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM casualties WHERE guild_id = ? AND applied_at IS NULL AND victim_id IN ({marks})"
            " AND (outcome = ? OR match_id = ?) ORDER BY id",
            (guild_id, *wanted, injury.CASUALTY_DEAD, -1 if match_id is None else match_id),
        )
        found: dict[int, Casualty] = {}
        for casualty in map(casualty_from_row, rows):
            if casualty.outcome in injury.RECOVERED:
                continue
            kept = found.get(casualty.victim_id)
            if kept is None or (casualty.dead and not kept.dead):  # his death says the most
                found[casualty.victim_id] = casualty
        return found

    async def update(
        self, guild_id: int, user_id: int, casualty_id: int, *, batch: Batch | None = None, **changes: Any
    ) -> Casualty:
        """Correct a record the post-match has not applied yet."""
        check_fields(changes, CASUALTY_FIELDS, "casualty")
        async with audit.write(self._db, guild_id, user_id, "casualty.update", batch) as b:
            current = await _require_casualty(b, casualty_id)
            _require_pending(current)
            updated = replace(current, **changes)
            row = await b.update("casualties", casualty_id, _columns(updated), "casualty.update")
        return casualty_from_row(row)

    async def mark_applied(
        self, guild_id: int, user_id: int, applied: Mapping[int, bool], *, batch: Batch | None = None
    ) -> list[Casualty]:
        """The post-match applied these records (call it inside the sequence's batch); each casualty id maps to
        whether it is of the kind that earns casualty SPP, which the post-match decided and the league table
        counts (postgame-reference §9)."""
        async with audit.write(self._db, guild_id, user_id, "casualty.apply", batch) as b:
            now = audit.utcnow()
            done = []
            for casualty_id, earns_spp in applied.items():
                current = await _require_casualty(b, casualty_id)
                _require_pending(current)
                values = {"applied_at": now, "earns_spp": int(earns_spp)}
                row = await b.update("casualties", casualty_id, values, "casualty.apply")
                done.append(casualty_from_row(row))
        return done

    async def delete(self, guild_id: int, user_id: int, casualty_id: int, *, batch: Batch | None = None) -> None:
        """Remove a record made by mistake, before the post-match applies it."""
        async with audit.write(self._db, guild_id, user_id, "casualty.delete", batch) as b:
            _require_pending(await _require_casualty(b, casualty_id))
            await b.delete("casualties", casualty_id, "casualty.delete")


async def _require_dead_applied(batch: Batch, victim: Player) -> None:
    """Refuse a casualty for a player whose death is recorded and not applied yet: he is dead, even though his
    roster row waits for the post-match (BB2025 casualty table: "DEAD: The player is dead!")."""
    row = await batch.fetchone(
        "SELECT id FROM casualties WHERE guild_id = ? AND victim_team_id = ? AND victim_id = ? AND outcome = ?"
        " AND applied_at IS NULL ORDER BY id LIMIT 1",
        (batch.guild_id, victim.team_id, victim.id, injury.CASUALTY_DEAD),
    )
    if row is not None:
        raise DomainError("error.casualty.dead_pending", player=victim.name, casualty=row["id"])


def _columns(c: Casualty) -> dict[str, Any]:
    return {
        "match_id": c.match_id,
        "victim_team_id": c.victim_team_id,
        "victim_id": c.victim_id,
        "caused_by_team_id": c.caused_by_team_id,
        "caused_by_id": c.caused_by_id,
        "cause": c.cause,
        "roll_id": c.roll_id,
        "outcome": c.outcome,
        "sequelle": c.sequelle,
        "hatred_candidates": json.dumps(
            list(clean_list(c.hatred_candidates, "field.hatred_candidates")), ensure_ascii=False
        ),
        "recorded_by": c.recorded_by,
        "caused_by_name": c.caused_by_name,
    }


def _require_pending(casualty: Casualty) -> None:
    if casualty.applied:
        raise ConflictError("error.casualty.applied", id=casualty.id)
