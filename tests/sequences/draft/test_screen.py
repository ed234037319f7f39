"""The draft's screens on the generic engine: the same custom ids and labels its first messages carried (a button of
an old message still works), the preview's verdicts by the list's status, an old message's unknown step shown as the
first."""

import pytest

from cogs.draft import DraftButton, DraftSelect
from cogs.utils.sequence import items_of
from records.drafts import DraftView
from records.models import Team
from sequences.draft import STEPS
from sequences.draft.screen import sequence_screen
from sequences.draft.step import DraftAt


def at(step: str, status: str = "draft", lang: str = "fr") -> DraftAt:
    team = Team(id=7, guild_id=1, name="Orques de Fer", coach_id=100, roster="Orques", draft_status=status)
    return DraftAt(DraftView(team, (), 1_000_000, None, None, None), step)


def shown(step: str, status: str = "draft", lang: str = "fr") -> list[tuple[str | None, str | None]]:
    screen = sequence_screen(at(step, status), lang=lang)
    view = items_of(screen, 7, lang, button=DraftButton, select=DraftSelect)
    assert view is not None
    return [(item.item.label, item.item.custom_id) for item in view.children if isinstance(item, DraftButton)]


def test_the_steps_are_the_players_the_staff_and_the_preview():
    assert STEPS.keys == ("players", "staff", "preview")


def test_each_screens_buttons_keep_their_first_custom_ids_and_labels():
    assert shown("players") == [("Suivant ▶", "arb:draft:7:go:staff")]
    assert shown("staff") == [("◀ Retour", "arb:draft:7:go:players"), ("Suivant ▶", "arb:draft:7:go:preview")]
    assert shown("preview") == [("◀ Retour", "arb:draft:7:go:staff"), ("Soumettre", "arb:draft:7:submit:preview")]
    assert shown("preview", "submitted") == [
        ("◀ Retour", "arb:draft:7:go:staff"),
        ("Approuver", "arb:draft:7:approve:preview"),
        ("Refuser", "arb:draft:7:refuse:preview"),
    ]
    assert shown("preview", "approved") == [("◀ Retour", "arb:draft:7:go:staff")]
    assert shown("preview", "refused", "en")[-1] == ("Submit", "arb:draft:7:submit:preview@en")


@pytest.mark.parametrize(("step", "footer"), [("players", "Joueurs — étape 1 sur 3"), ("nosuch", "étape 1 sur 3")])
def test_the_footer_says_the_step_and_an_old_messages_unknown_step_is_the_first(step, footer):
    embed = sequence_screen(at(step), lang="fr").embed
    assert footer in (embed.footer.text or "")


def menus(step: str, status: str) -> list[str | None]:
    screen = sequence_screen(at(step, status), lang="fr")
    view = items_of(screen, 7, "fr", button=DraftButton, select=DraftSelect)
    assert view is not None
    return [item.item.custom_id for item in view.children if isinstance(item, DraftSelect)]


def test_the_players_step_offers_a_pick_while_the_list_is_being_chosen_only():
    assert menus("players", "draft") == menus("players", "refused") == ["arb:draftsel:7:pick:players"]
    assert menus("players", "submitted") == menus("players", "approved") == menus("staff", "draft") == []
