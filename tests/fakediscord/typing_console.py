"""What the console tests share: one line typed at the offline console, and what it showed in answer."""

from __future__ import annotations

import io

from fakediscord.console import Console


def console_with_output(*args, **kwargs):
    """A console writing into a string buffer, kept as ``con.output`` for :func:`play`."""
    out = io.StringIO()
    con = Console(*args, out=out, **kwargs)
    con.output = out
    return con


async def play(con, line, answers=()):
    """Type ``line``; each prompt it asks gets the next of ``answers``, and every answer must be read."""
    pending = list(answers)

    async def read(prompt):
        con.say(prompt)
        return pending.pop(0) if pending else None

    start = len(con.output.getvalue())
    assert await con.handle(line, read) is True
    shown = con.output.getvalue()[start:]
    assert not pending, f"answers left unread after {line!r}:\n{shown}"
    return shown
