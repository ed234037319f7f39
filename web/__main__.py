"""``python -m web``: the league pages as their own process, against the database of ``DATABASE_URL`` (PostgreSQL,
shared with the bot's processes) or ``DATABASE_PATH``; ``WEB_PORT`` (and ``WEB_HOST``) say where to listen.

The bot's processes then only give out the addresses (``WEB_BASE_URL``); this one serves them. SIGTERM or Ctrl-C
stops it cleanly.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from pathlib import Path

from config import Settings, load_env_file, operator_language, settings_or_say
from league.db import open_database
from locales import t
from web.app import settle, start

log = logging.getLogger("arbitre.web")


async def serve(settings: Settings) -> None:
    assert settings.web_port is not None
    db = await open_database(settings.database)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    runner = await start(db, settings.web_host, settings.web_port)
    settle()
    log.info("league pages served on http://%s:%d", settings.web_host, settings.web_port)
    try:
        await stop.wait()
    finally:
        await runner.cleanup()
        await db.close()


def main() -> int:
    load_env_file(Path.cwd())
    lang = operator_language(os.environ)
    settings = settings_or_say(os.environ, lang)
    if settings is None:
        return 2
    if settings.web_port is None:
        print(t("operator.web_port", lang), file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.logging_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr
    )
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(settings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
