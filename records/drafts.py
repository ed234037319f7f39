"""A team's Team Draft List as read (``league.drafts``) and shown (``render.draft``)."""

from __future__ import annotations

from dataclasses import dataclass

from records.models import Player, Team
from rules.draft import DraftCost, DraftList
from rules.errors import DomainError


@dataclass(frozen=True, slots=True)
class DraftView:
    """A team's draft as it stands: its list (``None`` when a player's position is not of its roster: ``problem``
    says why), what it costs against ``budget`` (``None`` while the list breaks a limit: ``problem`` again);
    ``running``: what it costs so far whatever it breaks (the draft screen's running cost and what is left)."""

    team: Team
    players: tuple[Player, ...]
    budget: int
    draft: DraftList | None
    cost: DraftCost | None
    problem: DomainError | None
    running: DraftCost | None = None
    #: During a re-draft, the Temporarily Retired players not re-hired (off the list; they retire at its approval).
    resting: tuple[Player, ...] = ()
