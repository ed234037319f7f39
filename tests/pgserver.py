"""A throwaway PostgreSQL server for the tests and the benchmarks: ``initdb`` + ``pg_ctl`` in a temporary folder.

The server binaries are Debian's ``postgresql`` package (``make test`` and ``.ci/run`` install it when
missing); nothing is skipped when they are absent: :func:`find_bin` says what to install. PostgreSQL
refuses to run as root, so as root the server runs as the ``postgres`` user (``runuser``) in a folder
that user owns. Settings favour speed over durability (``fsync=off``): the data dies with the folder.
The cluster is created with the C locale so text sorts by bytes, as SQLite does.
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

INSTALL_HINT = (
    "PostgreSQL server binaries (initdb, pg_ctl) not found: install the Debian package `postgresql`"
    " (`apt-get install -y postgresql`; `make test` does it when run as root)."
)


def find_bin() -> Path:
    """The folder of ``initdb`` and ``pg_ctl``: ``$PG_BIN``, the newest ``/usr/lib/postgresql/*/bin``, or PATH."""
    env = os.environ.get("PG_BIN")
    candidates = [Path(env)] if env else []
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name), reverse=True)
    candidates += [Path(v) for v in versions]
    which = shutil.which("pg_ctl")
    if which:
        candidates.append(Path(which).parent)
    for folder in candidates:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    raise RuntimeError(INSTALL_HINT)


PREFIX = "arbitre-pg-"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def reap_orphans(bin_dir: Path, owner: str | None) -> None:
    """Stop and remove the servers of test sessions that died without stopping theirs (a killed pytest)."""
    for folder in Path(tempfile.gettempdir()).glob(f"{PREFIX}*"):
        try:
            pid = int((folder / "owner.pid").read_text())
        except (OSError, ValueError):
            continue
        if _alive(pid):
            continue
        stale = PostgresServer(folder, 0, bin_dir, owner)
        stale.stop()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PostgresServer:
    """One running cluster; :meth:`url` names a database in it."""

    def __init__(self, root: Path, port: int, bin_dir: Path, owner: str | None) -> None:
        self.root = root
        self.port = port
        self.bin_dir = bin_dir
        self.owner = owner  # the user the server runs as when we are root
        self.data = root / "data"
        self.log = root / "server.log"
        self.reusable: dict[str, str] = {}  # name → database, emptied for each test (tests/conftest.py)
        self.options = ""  # the server's ``-c`` settings, given again by :meth:`start_again`

    def _cmd(self, *args: str) -> list[str]:
        return ["runuser", "-u", self.owner, "--", *args] if self.owner else list(args)

    @classmethod
    def start(cls, *, settings: dict[str, str] | None = None) -> PostgresServer:
        bin_dir = find_bin()
        owner = "postgres" if os.geteuid() == 0 else None
        reap_orphans(bin_dir, owner)
        root = Path(tempfile.mkdtemp(prefix=PREFIX))
        (root / "owner.pid").write_text(str(os.getpid()))
        if owner:
            entry = pwd.getpwnam(owner)
            os.chown(root, entry.pw_uid, entry.pw_gid)
        server = cls(root, _free_port(), bin_dir, owner)
        subprocess.run(
            server._cmd(
                str(bin_dir / "initdb"), "-D", str(server.data), "-U", "postgres", "--auth=trust",
                "--encoding=UTF8", "--locale=C", "-N",
            ),
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip
        options = {
            "listen_addresses": "127.0.0.1",
            "port": str(server.port),
            "unix_socket_directories": str(root),
            "fsync": "off",
            "synchronous_commit": "off",
            "full_page_writes": "off",
            "max_connections": "200",
            "shared_buffers": "128MB",
            **(settings or {}),
        }
        server.options = " ".join(f"-c {k}={v}" for k, v in options.items())
        server.start_again()
        return server

    def _pg_ctl(self, *args: str) -> None:
        subprocess.run(
            self._cmd(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), *args),
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip

    def start_again(self) -> None:
        """Start the server (again, after :meth:`shut_down`); returns once it accepts connections."""
        self._pg_ctl("-o", self.options, "-w", "-t", "60", "start")

    def shut_down(self) -> None:
        """Stop the server as an operator would (``-m fast``: sessions are ended, work in progress rolled back);
        its data stays for :meth:`start_again`."""
        self._pg_ctl("-m", "fast", "-w", "-t", "60", "stop")

    def restart(self) -> None:
        """``pg_ctl restart``: every session ended, the server back; returns once it accepts connections."""
        self._pg_ctl("-m", "fast", "-w", "-t", "60", "restart")

    def running(self) -> bool:
        return (self.data / "postmaster.pid").exists()

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError, FileNotFoundError):
            subprocess.run(
                self._cmd(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"),
                check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )  # fmt: skip
        shutil.rmtree(self.root, ignore_errors=True)

    async def admin(self, *statements: str) -> None:
        """Run statements on the maintenance database (CREATE / DROP DATABASE)."""
        import asyncpg

        conn = await asyncpg.connect(self.url())
        try:
            for statement in statements:
                await conn.execute(statement)
        finally:
            await conn.close()

    async def create_database(self, name: str, template: str | None = None) -> str:
        """A new empty (or copied from ``template``) database; returns its URL."""
        source = f" TEMPLATE {template} STRATEGY FILE_COPY" if template else " TEMPLATE template0 STRATEGY FILE_COPY"
        for attempt in range(50):
            try:
                await self.admin(f"CREATE DATABASE {name}{source}")
                break
            except Exception as exc:  # the template is still used by a closing connection
                if "is being accessed by other users" not in str(exc) or attempt == 49:
                    raise
                await asyncio.sleep(0.05)
        return self.url(name)

    async def drop_database(self, name: str) -> None:
        await self.admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def wait_ready(server: PostgresServer, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", server.port), timeout=1):
            return
        time.sleep(0.05)
    raise TimeoutError(f"PostgreSQL did not start; see {server.log}")
