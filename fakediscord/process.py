"""Run a bot script as a child process pointed at a FakeDiscord, with its output kept in a file."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Awaitable, Mapping
from pathlib import Path
from typing import BinaryIO, TypeVar

T = TypeVar("T")

REPO_ROOT = Path(__file__).resolve().parent.parent
FAKE_TOKEN = "ZmFrZQ.ZmFrZWRpc2NvcmQ.b2ZmbGluZS10b2tlbi1mb3ItdGVzdHM"


def _die_with_parent() -> None:  # pragma: no cover - runs in the child between fork and exec
    """Linux: the child gets SIGTERM if the process that started it dies (no orphan bot reconnecting forever)."""
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except Exception:
        pass


class BotExited(RuntimeError):
    """The bot process ended while something was waiting for it."""


class BotProcess:
    """A bot script run with `sys.executable`, its stdout and stderr written to `log_path`.

    env = os.environ + DISCORD_TOKEN (a fake one unless given) + DISCORD_API_BASE + DISCORD_GATEWAY_URL
    + DATABASE_PATH + LOG_LEVEL (DEBUG) + `extra_env`.
    """

    def __init__(
        self,
        script: str | os.PathLike[str] = "bot.py",
        *,
        api_base: str,
        gateway_url: str,
        database_path: str | os.PathLike[str],
        log_path: str | os.PathLike[str],
        token: str = FAKE_TOKEN,
        log_level: str = "DEBUG",
        extra_env: Mapping[str, str] | None = None,
        cwd: str | os.PathLike[str] | None = None,
        args: tuple[str, ...] = (),
    ) -> None:
        script_path = Path(script)
        if not script_path.is_absolute():
            script_path = REPO_ROOT / script_path
        self.script = script_path
        self.log_path = Path(log_path)
        self.database_path = Path(database_path)
        self.cwd = Path(cwd) if cwd is not None else REPO_ROOT
        self.args = args
        self.env = dict(os.environ)
        self.env.update(
            {
                "DISCORD_TOKEN": token,
                "DISCORD_API_BASE": api_base,
                "DISCORD_GATEWAY_URL": gateway_url,
                "DATABASE_PATH": str(self.database_path),
                "LOG_LEVEL": log_level,
                "PYTHONUNBUFFERED": "1",
            }
        )
        # the child must import this checkout's packages (fakediscord, rules, …) whatever its cwd
        self.env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), os.environ.get("PYTHONPATH")) if p)
        if extra_env:
            self.env.update(extra_env)
        self.popen: subprocess.Popen[bytes] | None = None
        self.started_at: float | None = None
        self._log_file: BinaryIO | None = None

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> BotProcess:
        if not self.script.exists():
            raise FileNotFoundError(f"bot script not found: {self.script}")
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self.database_path.parent.mkdir(parents=True, exist_ok=True)
        self._log_file = open(self.log_path, "ab")  # noqa: SIM115 - closed in _close_log
        self.started_at = time.perf_counter()
        self.popen = subprocess.Popen(
            [sys.executable, str(self.script), *self.args],
            stdin=subprocess.DEVNULL,
            stdout=self._log_file,
            stderr=subprocess.STDOUT,
            env=self.env,
            cwd=self.cwd,
            start_new_session=True,  # a Ctrl-C in the terminal is for the parent, which stops the child itself
            preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None,
        )
        return self

    @property
    def pid(self) -> int:
        if self.popen is None:
            raise RuntimeError("the bot process was not started")
        return self.popen.pid

    @property
    def returncode(self) -> int | None:
        return None if self.popen is None else self.popen.poll()

    @property
    def running(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def kill(self) -> None:
        """SIGKILL, no questions asked."""
        if self.running:
            assert self.popen is not None
            with contextlib.suppress(ProcessLookupError):
                self.popen.kill()

    async def wait_exit(self, timeout: float = 10.0) -> int:
        """Wait for the process to end; return its exit code (TimeoutError if it does not)."""
        if self.popen is None:
            raise RuntimeError("the bot process was not started")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        delay = 0.01
        while self.popen.poll() is None:
            if loop.time() >= deadline:
                raise TimeoutError(f"bot process {self.pid} still running after {timeout:g}s\n{self.tail()}")
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.2)
        self._close_log()
        return self.popen.returncode

    async def guard(self, awaitable: Awaitable[T], *, what: str = "the bot") -> T:
        """Await `awaitable`, but raise BotExited (with the log tail) as soon as the process ends first."""
        task = asyncio.ensure_future(awaitable)
        exited = asyncio.ensure_future(self.wait_exit(timeout=365 * 24 * 3600))
        try:
            done, _ = await asyncio.wait({task, exited}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            exited.cancel()
        if task in done:
            return task.result()
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
        raise BotExited(f"the bot process exited (code {self.returncode}) while waiting for {what}\n{self.tail(60)}")

    async def stop(self, timeout: float = 5.0) -> int | None:
        """SIGTERM, then SIGKILL after `timeout`; return the exit code."""
        if self.popen is None:
            return None
        if self.popen.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.popen.send_signal(signal.SIGTERM)
            try:
                return await self.wait_exit(timeout)
            except TimeoutError:
                self.kill()
                return await self.wait_exit(5.0)
        self._close_log()
        return self.popen.returncode

    def _close_log(self) -> None:
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None

    # ------------------------------------------------------------------ diagnostics

    def log_text(self) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return ""

    def tail(self, lines: int = 60) -> str:
        text = self.log_text().splitlines()[-lines:]
        state = "running" if self.running else f"exited with code {self.returncode}"
        head = f"--- bot process {self.script.name} (pid {self.popen.pid if self.popen else '?'}, {state}); "
        head += f"last {len(text)} lines of {self.log_path} ---"
        return "\n".join([head, *text])

    def rss_kib(self) -> int | None:
        """Resident memory (VmRSS, KiB) from /proc, None where unavailable."""
        if self.popen is None:
            return None
        try:
            for line in Path(f"/proc/{self.popen.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError, ValueError):
            return None
        return None

    def cpu_seconds(self) -> float | None:
        """CPU time used so far by every thread of the process (Linux schedstat, ns precision), else None."""
        if self.popen is None:
            return None
        total = 0
        try:
            for task in Path(f"/proc/{self.popen.pid}/task").iterdir():
                with contextlib.suppress(FileNotFoundError, ProcessLookupError):  # a thread that just ended
                    total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError, ValueError):
            return None
        return total / 1e9

    def hint(self) -> str:
        """A diagnostic line for FakeDiscord timeouts: did the bot die? What did it say last?"""
        if self.popen is None:
            return ""
        if self.running:
            return self.tail(25)
        return f"THE BOT PROCESS HAS EXITED (code {self.returncode}).\n{self.tail(60)}"

    def __repr__(self) -> str:
        return f"<BotProcess {self.script.name} pid={self.popen.pid if self.popen else None} rc={self.returncode}>"
