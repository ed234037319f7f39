"""A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests and the offline console.

`point_client_at` is all a bot needs; the server itself is imported lazily so that importing this
package from bot.py costs nothing.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import discord

    from fakediscord.models import Interaction, Message
    from fakediscord.options import InvocationError
    from fakediscord.process import BotProcess
    from fakediscord.server import CommandNotAllowed, FakeDiscord

__all__ = [
    "BotProcess",
    "CommandNotAllowed",
    "FakeDiscord",
    "Interaction",
    "InvocationError",
    "Message",
    "point_client_at",
    "point_client_at_env",
    "run_bot_process",
]


def point_client_at(api_base: str | None, gateway_url: str | None) -> None:
    """Make discord.py talk to another Discord: REST base (…/api/v10) and gateway websocket URL.

    discord.py builds every REST URL from `discord.http.Route.BASE` (interaction webhooks included)
    and connects first to `DiscordWebSocket.DEFAULT_GATEWAY` (it adds ?v=10&encoding=json&compress=…
    itself; on RESUME it uses the resume_gateway_url from READY).
    """
    import discord.gateway
    import discord.http
    import yarl

    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def point_client_at_env(environ: dict[str, str] | None = None) -> bool:
    """Apply DISCORD_API_BASE / DISCORD_GATEWAY_URL from the environment when set; True if any was."""
    env = os.environ if environ is None else environ
    api, gateway = env.get("DISCORD_API_BASE"), env.get("DISCORD_GATEWAY_URL")
    if not api and not gateway:
        return False
    point_client_at(api or None, gateway or None)
    return True


def run_bot_process(make_bot: Callable[[], discord.Client], *, log_format: str | None = None) -> None:
    """The ``__main__`` of a test or benchmark bot that :class:`BotProcess` starts: logging (``LOG_LEVEL``), the
    fake Discord's address from the environment, then DISCORD_TOKEN's bot until it stops or the process receives
    SIGTERM; a crash or a refused login is raised, Ctrl-C ends it quietly."""
    import asyncio
    import contextlib
    import logging
    import signal

    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO").upper(), format=log_format or logging.BASIC_FORMAT)
    logging.getLogger("discord").setLevel(logging.INFO)
    point_client_at_env()

    async def run() -> None:
        bot = make_bot()
        stop = asyncio.Event()
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        async with bot:
            runner = asyncio.create_task(bot.start(os.environ["DISCORD_TOKEN"]))
            stopper = asyncio.create_task(stop.wait())
            done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
            if runner in done:
                runner.result()
            stopper.cancel()
        runner.cancel()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run())


def __getattr__(name: str) -> Any:
    if name in ("FakeDiscord", "CommandNotAllowed"):
        from fakediscord import server

        return getattr(server, name)
    if name in ("Interaction", "Message"):
        from fakediscord import models

        return getattr(models, name)
    if name == "InvocationError":
        from fakediscord.options import InvocationError

        return InvocationError
    if name == "BotProcess":
        from fakediscord.process import BotProcess

        return BotProcess
    raise AttributeError(f"module 'fakediscord' has no attribute {name!r}")
