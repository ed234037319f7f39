"""Storage fixtures shared by every test: the same tests on SQLite and on PostgreSQL.

``db`` is an open, migrated league database, once per backend (``test_x[sqlite]``, ``test_x[postgres]``);
``store`` makes more of them for the same test (a second connection to the same database is "another
process"; another name is another database). SQLite databases are files in ``tmp_path``; PostgreSQL
ones are databases on one throwaway server per test session (``tests/pgserver.py``), migrated once and
emptied before each test that uses them.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path

import pytest
import pytest_asyncio
from hypothesis import HealthCheck, settings

from league.db import Database, open_database
from league.schema import Migration, load_migrations
from tests.pgserver import PostgresServer

# No wall-clock limit on a generated example, nor on generating it: the machines are shared and noisy (a 200 ms
# deadline and the « too slow » health check failed property tests on a loaded two-core machine); speed is
# measured in bench/, never asserted in a test.
settings.register_profile("arbitre", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("arbitre")

BACKENDS = ("sqlite", "postgres")
_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole session (started on first use only)."""
    server = PostgresServer.start()
    try:
        yield server
    finally:
        server.stop()


class Store:
    """Databases of one backend for one test: :meth:`target` names one, :meth:`open` opens it."""

    def __init__(self, backend: str, tmp_path: Path, server: PostgresServer | None) -> None:
        self.backend = backend
        self.tmp_path = tmp_path
        self.server = server
        self._names: dict[str, str] = {}
        self._dropped: list[str] = []
        self._opened: list[Database] = []

    async def target(self, name: str = "league", *, empty: bool = False) -> str | Path:
        """The SQLite path or PostgreSQL URL called ``name`` in this test.

        PostgreSQL: a database of the session's server, migrated and with every table emptied (ids
        restart at 1, like a new file) the first time a test asks for it; ``empty`` gives a brand new
        database without any table (for migration tests), dropped after the test.
        """
        if self.server is None:
            return self.tmp_path / f"{name}.sqlite3"
        if name not in self._names:
            self._names[name] = await (self._fresh(name) if empty else self._reused(name))
        return self.server.url(self._names[name])

    async def _fresh(self, name: str) -> str:
        assert self.server is not None
        real = f"t{next(_numbers)}_{name}"
        await self.server.create_database(real)
        self._dropped.append(real)
        return real

    async def _reused(self, name: str) -> str:
        """Creating a database costs ~0.3 s on a busy machine; emptying one costs a few ms."""
        assert self.server is not None
        reusable = self.server.reusable
        real = reusable.get(name)
        if real is None:
            real = f"reused_{name}"
            await self.server.create_database(real)
            await (await open_database(self.server.url(real))).close()
            reusable[name] = real
        else:
            database = await open_database(self.server.url(real))
            try:
                tables = ", ".join(await database.tables())
                await database.execute(f"TRUNCATE {tables} RESTART IDENTITY CASCADE")
            finally:
                await database.close()
        return real

    async def open(self, name: str = "league", migrations: Sequence[Migration] | None = None) -> Database:
        """Open (and migrate) the database ``name``; closed at the end of the test if still open."""
        database = await open_database(await self.target(name, empty=migrations is not None), migrations)
        self._opened.append(database)
        return database

    def migrations(self) -> list[Migration]:
        return load_migrations(self.backend)

    async def cleanup(self) -> None:
        for database in self._opened:
            with contextlib.suppress(Exception):  # already closed by the test
                await database.close()
        if self.server is not None:
            for real in self._dropped:
                await self.server.drop_database(real)


@contextlib.asynccontextmanager
async def _cleaned(box: Store) -> AsyncIterator[Store]:
    try:
        yield box
    finally:
        await box.cleanup()


@pytest_asyncio.fixture(params=BACKENDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    server = request.getfixturevalue("pg_server") if request.param == "postgres" else None
    async with _cleaned(Store(request.param, tmp_path, server)) as box:
        yield box


@pytest_asyncio.fixture
async def pg(pg_server: PostgresServer, tmp_path: Path) -> AsyncIterator[Store]:
    """A store on PostgreSQL alone (what only PostgreSQL has to prove, a league moved between backends)."""
    async with _cleaned(Store("postgres", tmp_path, pg_server)) as box:
        yield box


@pytest_asyncio.fixture
async def db(store: Store) -> Database:
    """An open, migrated league database, on each backend."""
    return await store.open()
