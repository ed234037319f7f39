"""What follows a roll, once: a fallen player's armour roll after a block, a kick-off victim's injury, each
Apothicaire a team uses once per match (its own and those of its pre-game), a Regeneration re-rolled.

"First click wins" is a row with a primary key, whatever process answers the click: :meth:`claim` and
:meth:`ApothecaryRepository.use` insert it, or learn that someone was first. The roll the follow-up
produced is noted afterwards (its own row is written a moment later, :mod:`league.writebehind`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from league.audit import utcnow
from league.db import Database
from league.rolls import RollRepository, first_on_roll


@dataclass(frozen=True, slots=True)
class Followup:
    """Who claimed a roll's follow-up, the roll it produced (``None`` while it is being rolled), and the way it was
    taken when it is a choice (a Les Deux Plaqués applied: the result applied)."""

    kind: str
    user_id: int
    followup_id: int | None
    choice: str | None = None


class _OnRolls:
    """Rows that point to a roll: each write waits for its roll's row (written a moment later)."""

    def __init__(self, db: Database, rolls: RollRepository) -> None:
        self._db = db
        self._rolls = rolls


class FollowupRepository(_OnRolls):
    """``roll_followups``: one row per (roll, purpose)."""

    async def claim(self, *, guild_id: int, roll_id: int, kind: str, user_id: int, choice: str | None = None) -> bool:
        """Take the follow-up ``kind`` of this roll, with the way it is taken (``choice``) in the same row; ``False``
        when someone already did (or the roll is not this server's)."""
        await self._rolls.written(roll_id)
        values = {"kind": kind, "user_id": user_id, "created_at": utcnow(), "choice": choice}
        return await first_on_roll(self._db, "roll_followups", "roll_id, kind", guild_id, roll_id, values)

    async def done(self, *, guild_id: int, roll_id: int, kind: str, followup_id: int) -> None:
        """Note the roll the follow-up produced (the button that offered it then shows its number)."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            await conn.execute(
                "UPDATE roll_followups SET followup_id = ? WHERE guild_id = ? AND roll_id = ? AND kind = ?",
                (followup_id, guild_id, roll_id, kind),
            )

    async def count(self, guild_id: int, kind: str) -> int:
        """How many rolls of this server had their follow-up ``kind`` taken (a team's Bribes used in a match)."""
        row = await self._db.fetchone(
            "SELECT COUNT(*) AS n FROM roll_followups WHERE guild_id = ? AND kind = ?", (guild_id, kind)
        )
        return 0 if row is None else int(row["n"])

    async def release(self, *, guild_id: int, roll_id: int, kind: str) -> None:
        """Give back a follow-up just claimed that may not be taken after all (a Bribe the team no longer has)."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            await conn.execute(
                "DELETE FROM roll_followups WHERE guild_id = ? AND roll_id = ? AND kind = ? AND followup_id IS NULL",
                (guild_id, roll_id, kind),
            )

    async def of_roll(self, guild_id: int, roll_id: int) -> dict[str, Followup]:
        """Every follow-up of one roll, by kind."""
        rows = await self._db.fetchall(
            "SELECT kind, user_id, followup_id, choice FROM roll_followups WHERE guild_id = ? AND roll_id = ?",
            (guild_id, roll_id),
        )
        return {row["kind"]: Followup(row["kind"], row["user_id"], row["followup_id"], row["choice"]) for row in rows}

    async def get(self, guild_id: int, roll_id: int, kind: str) -> Followup | None:
        return (await self.of_roll(guild_id, roll_id)).get(kind)


#: What an Apothecary use did: patch a player up, or re-roll his failed Regeneration (a Mortuary Assistant, a Plague
#: Doctor).
PATCH_UP: Final = "patch_up"
REGENERATION: Final = "regeneration"


@dataclass(frozen=True, slots=True)
class ApothecaryUse:
    """One use of a team's Apothecaries in a match: the roll it was used on, by whom, the roll it produced, which one
    (``healer``: ``apothecary``, ``wandering_apothecary:1``…) and what for (``purpose``)."""

    roll_id: int
    used_by: int
    result_id: int | None
    healer: str = "apothecary"
    purpose: str = PATCH_UP


class ApothecaryRepository(_OnRolls):
    """``apothecary_uses``: each of a team's Apothecaries (its own, its Wandering Apothecaries, its Plague Doctor) and
    Regeneration re-rolls, once per match; one patch-up and one Regeneration re-roll per roll."""

    async def use(
        self,
        *,
        guild_id: int,
        match_id: int,
        team_id: int,
        roll_id: int,
        user_id: int,
        healer: str = "apothecary",
        purpose: str = PATCH_UP,
    ) -> bool:
        """Spend the team's ``healer`` of this match on ``roll_id`` for ``purpose``; ``False`` when it was already
        used, when this roll already had one for that purpose, or when this roll's casualty is already recorded (the
        Apothicaire comes before Enregistrer)."""
        await self._rolls.written(roll_id)
        async with self._db.transaction(guild_id=guild_id) as conn:
            cursor = await conn.execute(
                "INSERT INTO apothecary_uses"
                " (match_id, team_id, guild_id, roll_id, used_by, created_at, healer, purpose)"
                " SELECT ?, ?, ?, ?, ?, ?, ?, ?"
                " WHERE NOT EXISTS (SELECT 1 FROM casualties WHERE guild_id = ? AND roll_id = ?)"
                " ON CONFLICT DO NOTHING",
                (match_id, team_id, guild_id, roll_id, user_id, utcnow(), healer, purpose, guild_id, roll_id),
            )
            return bool(cursor.rowcount == 1)

    async def patched(self, guild_id: int, roll_id: int) -> bool:
        """Whether an Apothicaire was used on this roll (its kept result is what gets recorded)."""
        row = await self._db.fetchone(
            "SELECT 1 FROM apothecary_uses WHERE guild_id = ? AND roll_id = ? AND purpose = ?",
            (guild_id, roll_id, PATCH_UP),
        )
        return row is not None

    async def rerolled(self, guild_id: int, roll_id: int) -> bool:
        """Whether this roll's failed Regeneration was re-rolled (the re-roll is what gets recorded)."""
        row = await self._db.fetchone(
            "SELECT 1 FROM apothecary_uses WHERE guild_id = ? AND roll_id = ? AND purpose = ?",
            (guild_id, roll_id, REGENERATION),
        )
        return row is not None

    async def done(self, *, guild_id: int, roll_id: int, result_id: int, purpose: str = PATCH_UP) -> None:
        """Note the roll the use on ``roll_id`` produced."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            await conn.execute(
                "UPDATE apothecary_uses SET result_id = ? WHERE guild_id = ? AND roll_id = ? AND purpose = ?",
                (result_id, guild_id, roll_id, purpose),
            )

    async def used(self, guild_id: int, match_id: int, team_id: int) -> tuple[ApothecaryUse, ...]:
        """Every use of the team's Apothecaries and Regeneration re-rolls in this match, first first."""
        rows = await self._db.fetchall(
            "SELECT roll_id, used_by, result_id, healer, purpose FROM apothecary_uses WHERE guild_id = ?"
            " AND match_id = ? AND team_id = ? ORDER BY id",
            (guild_id, match_id, team_id),
        )
        return tuple(
            ApothecaryUse(row["roll_id"], row["used_by"], row["result_id"], row["healer"], row["purpose"])
            for row in rows
        )
