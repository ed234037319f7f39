"""The Sports-Wizard's spell of each team in each match (``wizard_casts``): cast once per game.

:meth:`WizardRepository.claim` inserts the team's row before its roll is stored: the first command wins, whatever
process answers it (the UNIQUE decides), and a second is refused; :meth:`done` notes the roll it became, and
:meth:`release` gives back a claim whose roll was refused (bad dice typed), so nothing stays of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from league.audit import utcnow
from league.db import Database


@dataclass(frozen=True, slots=True)
class Cast:
    """A team's spell in a match: which, by whom, and the roll it became (``None`` while it is being rolled)."""

    spell: str
    cast_by: int
    roll_id: int | None


class WizardRepository:
    """``wizard_casts``: one row per (server, match, team)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def claim(self, *, guild_id: int, match_id: int, team_id: int, spell: str, user_id: int) -> bool:
        """Spend the team's spell of this match on ``spell``; ``False`` when it was already cast."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            cursor = await conn.execute(
                "INSERT INTO wizard_casts (guild_id, match_id, team_id, spell, cast_by, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (guild_id, match_id, team_id, spell, user_id, utcnow()),
            )
            return bool(cursor.rowcount == 1)

    async def done(self, *, guild_id: int, match_id: int, team_id: int, roll_id: int) -> None:
        """Note the roll the spell became."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            await conn.execute(
                "UPDATE wizard_casts SET roll_id = ? WHERE guild_id = ? AND match_id = ? AND team_id = ?",
                (roll_id, guild_id, match_id, team_id),
            )

    async def release(self, *, guild_id: int, match_id: int, team_id: int) -> None:
        """Give back a claim whose roll was refused before it was stored."""
        async with self._db.transaction(guild_id=guild_id) as conn:
            await conn.execute(
                "DELETE FROM wizard_casts WHERE guild_id = ? AND match_id = ? AND team_id = ? AND roll_id IS NULL",
                (guild_id, match_id, team_id),
            )

    async def cast(self, guild_id: int, match_id: int, team_id: int) -> Cast | None:
        """The team's spell in this match, if its wizard cast one."""
        row = await self._db.fetchone(
            "SELECT spell, cast_by, roll_id FROM wizard_casts WHERE guild_id = ? AND match_id = ? AND team_id = ?",
            (guild_id, match_id, team_id),
        )
        if row is None:
            return None
        return Cast(str(row["spell"]), int(row["cast_by"]), None if row["roll_id"] is None else int(row["roll_id"]))
