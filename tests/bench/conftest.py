"""The replies bench.roll_path's stand-in interaction was given, kept for the tests to read."""

import pytest

from bench import roll_path


@pytest.fixture
def replies(monkeypatch):
    """Every reply sent during the test, as discord.py would serialise it ({"embeds": […], "components": […]})."""
    sent = []
    original = roll_path._Response.send_message

    async def keep(self, **reply):
        await original(self, **reply)
        sent.append(self.last)

    monkeypatch.setattr(roll_path._Response, "send_message", keep)
    return sent
