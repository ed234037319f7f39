"""What the buttons and menus of the post-match's steps share (the cog makes them persistent items): the menu of
a team's players, Discord's limit of rows. Each step's rows are in its step's module (:mod:`sequences.postmatch`).
"""

from __future__ import annotations

from collections.abc import Iterable

from locales import t
from render.embeds import truncate
from render.postmatch.layout import OptionSpec
from rules.postmatch.snapshots import PlayerSnap

#: Discord's limit of rows per message.
MAX_ROWS = 5


def player_options(
    players: Iterable[PlayerSnap], chosen: Iterable[int] = (), *, spp: bool = False, lang: str
) -> tuple[OptionSpec, ...]:
    """A menu's options: one team's players (the first 25), ``chosen`` ones ticked, their PSP when ``spp``."""
    picked = set(chosen)
    return tuple(
        OptionSpec(
            label=truncate(f"#{p.number} {p.name}", 100),
            value=str(p.id),
            description=t("pm.option.spp", lang, spp=p.spp) if spp else None,
            default=p.id in picked,
        )
        for p in list(players)[:25]
    )
