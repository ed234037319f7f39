"""Per-server settings: ruleset, kick-off table, commissioner role, league channel."""

from __future__ import annotations

from dataclasses import dataclass, replace

from league.db import Database
from rules import ruleset as rulesets
from rules.ruleset import Ruleset

KICKOFF_TABLES = ("classique", "bb2025")


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """A server's choices; ``kickoff_table=None`` follows the ruleset's default."""

    guild_id: int
    ruleset_key: str = rulesets.DEFAULT.key
    kickoff_table: str | None = None
    commissioner_role_id: int | None = None
    league_channel_id: int | None = None

    @property
    def ruleset(self) -> Ruleset:
        return rulesets.get(self.ruleset_key)

    @property
    def effective_kickoff_table(self) -> str:
        return self.kickoff_table or self.ruleset.kickoff_table


class SettingsRepository:
    """Reads are cached in memory: every roll needs the server's ruleset."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._cache: dict[int, GuildSettings] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached
        row = await self._db.fetchone(
            "SELECT ruleset, kickoff_table, commissioner_role_id, league_channel_id"
            " FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        found = GuildSettings(guild_id) if row is None else GuildSettings(guild_id, *row)
        self._cache[guild_id] = found
        return found

    async def update(self, guild_id: int, user_id: int, **changes: object) -> GuildSettings:
        """Change some fields (validated) and persist the whole row."""
        current = await self.get(guild_id)
        updated = replace(current, **changes)  # type: ignore[arg-type]
        rulesets.get(updated.ruleset_key)
        if updated.kickoff_table not in (None, *KICKOFF_TABLES):
            raise ValueError(f"Table de coup d'envoi inconnue : {updated.kickoff_table}")
        await self._db.execute(
            "INSERT INTO guild_settings (guild_id, ruleset, kickoff_table, commissioner_role_id,"
            " league_channel_id, updated_by) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET ruleset = excluded.ruleset,"
            " kickoff_table = excluded.kickoff_table, commissioner_role_id = excluded.commissioner_role_id,"
            " league_channel_id = excluded.league_channel_id, updated_by = excluded.updated_by,"
            " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
            (
                guild_id,
                updated.ruleset_key,
                updated.kickoff_table,
                updated.commissioner_role_id,
                updated.league_channel_id,
                user_id,
            ),
        )
        self._cache[guild_id] = updated
        return updated
