"""The players by position, with the roster's limits and the running cost; while the list is being chosen, a menu
of the roster's positions adds one player (a pick), refused when it is made if it breaks a limit of the book (the
position's « 0-N », a footnote's, the 16 players), said privately with the reason, nothing changed."""

from __future__ import annotations

from locales import t
from records.drafts import DraftView
from render.draft import gold_text
from render.positions import line_text
from render.postmatch.ids import Action
from render.postmatch.layout import OptionSpec, Row, SelectSpec
from rules import rosters
from rules.draft import with_pick
from rules.errors import DomainError
from sequences.draft.step import Act, DraftStep, Edit, Event, Reply, coach_of

KEY = "players"
#: The statuses a coach still chooses his list in.
EDITABLE = ("draft", "refused")


def _rows(view: DraftView, *, lang: str) -> list[Row]:
    book = rosters.find(view.team.roster)
    if book is None or view.team.draft_status not in EDITABLE:
        return []
    held = view.draft.players if view.draft is not None else {}
    options = tuple(
        OptionSpec(
            line_text(line, lang=lang)[:100],
            line.key,
            description=t(
                "draft.pick.option", lang, count=held.get(line.key, 0), most=line.most, cost=gold_text(line.cost, lang)
            )[:100],
        )
        for line in book.positions
    )
    return [SelectSpec(Action.DRAFT_PICK, t("draft.pick", lang), options[:25], arg=KEY)]


def _pick(event: Event) -> Reply:
    """One more player of the position chosen: checked now on the list as shown, and again as it is written."""
    view, key = event.view.view, event.value
    if view.draft is None:  # a player of a position the roster has not: that first
        raise view.problem or DomainError("pm.error.stale")
    with_pick(view.draft, key)
    return Edit(lambda draft, team: with_pick(draft, key))


STEP = DraftStep(KEY, ("players",), _rows, {Action.DRAFT_PICK: Act(_pick, open_to=coach_of)})
