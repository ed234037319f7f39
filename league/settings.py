"""Per-server settings: ruleset, kick-off table, commissioner role, league channel, public language."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, replace
from typing import Any

from league.db import Database
from league.guild_cache import GuildCache
from league.rows import from_row
from rules import ruleset as rulesets
from rules.errors import DomainError, shown
from rules.ruleset import Ruleset

KICKOFF_TABLES = ("classique", "bb2025")
#: The language of a server's public replies until it picks one (the column's default, ``locales.DEFAULT_LANGUAGE``).
#: Which languages exist is the catalogue's (``locales.LANGUAGES``, which storage does not import): ``/settings``
#: offers and checks those; storage keeps any language code (migration 0030).
DEFAULT_LANGUAGE = "fr"
_LANGUAGE_CODE = re.compile(r"[a-z]{2}")
_SELECT = (
    "SELECT ruleset AS ruleset_key, kickoff_table, commissioner_role_id, league_channel_id, language"
    " FROM guild_settings WHERE guild_id = ?"
)


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """A server's choices; ``kickoff_table=None`` follows the ruleset's default; ``language`` is the language of
    public replies (each reader's Discord locale chooses the language of private ones)."""

    guild_id: int
    ruleset_key: str = rulesets.DEFAULT.key
    kickoff_table: str | None = None
    commissioner_role_id: int | None = None
    league_channel_id: int | None = None
    language: str = DEFAULT_LANGUAGE

    @property
    def ruleset(self) -> Ruleset:
        return rulesets.get(self.ruleset_key)

    @property
    def effective_kickoff_table(self) -> str:
        return self.kickoff_table or self.ruleset.kickoff_table


class SettingsRepository:
    """Reads are cached in memory: every roll needs the server's ruleset.

    Another process sharing the database (PostgreSQL) may change a server's settings: its trigger
    notifies ``guild_settings`` and the entry is dropped here. A read that was in flight while a
    notification arrived is not cached (the generation changed), so a stale row never sticks.
    """

    def __init__(self, db: Database) -> None:
        self._db = db
        self._cache = GuildCache(db, "guild_settings", self._read)

    async def _read(self, guild_id: int) -> GuildSettings:
        row = await self._db.fetchone(_SELECT, (guild_id,))
        return GuildSettings(guild_id) if row is None else from_row(GuildSettings, row, guild_id=guild_id)

    async def get(self, guild_id: int) -> GuildSettings:
        """The server's settings (its defaults until it changes one), from memory once read."""
        return await self._cache.get(guild_id)

    async def update(self, guild_id: int, user_id: int, **changes: Any) -> GuildSettings:
        """Change some fields (validated) and persist the whole row.

        The row is read inside the server's write transaction, so two processes changing two different
        fields at once both keep their change.
        """
        from league.audit import utcnow  # and the league's records: not needed by a roll (issue 11)

        async with self._db.transaction(guild_id=guild_id) as conn:
            async with conn.execute(_SELECT, (guild_id,)) as cursor:
                row = await cursor.fetchone()
            current = GuildSettings(guild_id) if row is None else from_row(GuildSettings, row, guild_id=guild_id)
            updated = replace(current, **changes)
            rulesets.get(updated.ruleset_key)
            if updated.kickoff_table not in (None, *KICKOFF_TABLES):
                raise DomainError("error.kickoff.table", value=shown(updated.kickoff_table))
            if not _LANGUAGE_CODE.fullmatch(updated.language):  # the custom ids' language tag: two letters
                raise DomainError("error.settings.language", value=shown(updated.language))
            require_commissioner_role(guild_id, updated.commissioner_role_id)
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, ruleset, kickoff_table, commissioner_role_id,"
                " league_channel_id, language, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET ruleset = excluded.ruleset,"
                " kickoff_table = excluded.kickoff_table, commissioner_role_id = excluded.commissioner_role_id,"
                " league_channel_id = excluded.league_channel_id, language = excluded.language,"
                " updated_by = excluded.updated_by, updated_at = excluded.updated_at",
                (
                    guild_id,
                    updated.ruleset_key,
                    updated.kickoff_table,
                    updated.commissioner_role_id,
                    updated.league_channel_id,
                    updated.language,
                    user_id,
                    utcnow(),
                ),
            )
        self._cache.put(guild_id, updated)
        return updated


#: Random bytes in a league page's address: 144 bits, written in 24 URL-safe characters.
WEB_TOKEN_BYTES = 18


def page_address(base: str, token: str) -> str:
    """A league page's public address: ``https://arbitre.example/l/<token>/``."""
    return f"{base.rstrip('/')}/l/{token}/"


@dataclass(frozen=True, slots=True)
class OpenedPages:
    """What a page's address opens: the server, its pages' language, and their revision (migration 0031: moved on
    by every write to a table the pages read, so a page rendered at one revision is the page until the next)."""

    guild_id: int
    language: str
    revision: int


class WebPages:
    """The league pages' addresses (issue 30): the unguessable part of a server's address, by server and back.

    Not cached: a page answers another process's ``web:off`` at once (one indexed read per page).
    """

    def __init__(self, db: Database) -> None:
        self._db = db

    async def token(self, guild_id: int) -> str | None:
        """The server's current address part, ``None`` when it has no page."""
        row = await self._db.fetchone("SELECT web_token FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return None if row is None else row["web_token"]

    async def guild(self, token: str) -> int | None:
        """The server whose page ``token`` opens, ``None`` for an unknown or revoked one."""
        opened = await self.opened(token)
        return None if opened is None else opened.guild_id

    async def opened(self, token: str) -> OpenedPages | None:
        """The server ``token`` opens, with its language and its pages' revision, in one read (``None``: no such
        page). Read from the row at each page: another process's ``/settings`` or write shows at once."""
        row = await self._db.fetchone(
            "SELECT guild_id, language, web_revision AS revision FROM guild_settings WHERE web_token = ?", (token,)
        )
        return None if row is None else from_row(OpenedPages, row, revision=int(row["revision"]))

    async def renew(self, guild_id: int, user_id: int) -> str:
        """A new unguessable address part for the server (``/settings web:on``); the old one stops answering."""
        token = secrets.token_urlsafe(WEB_TOKEN_BYTES)
        await self.set(guild_id, user_id, token)
        return token

    async def set(self, guild_id: int, user_id: int, token: str | None) -> None:
        """Give the server a new address part (the old one stops answering), or none (``None``: no page)."""
        from league.audit import utcnow

        async with self._db.transaction(guild_id=guild_id) as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, web_token, updated_by, updated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET web_token = excluded.web_token,"
                " updated_by = excluded.updated_by, updated_at = excluded.updated_at",
                (guild_id, token, user_id, utcnow()),
            )


def require_commissioner_role(guild_id: int, role_id: int | None) -> None:
    """A commissioner role other than @everyone, whose id is the server's: it would make every member a commissioner."""
    if role_id == guild_id:
        raise DomainError("error.settings.everyone_role")
