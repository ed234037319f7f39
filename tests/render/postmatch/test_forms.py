"""The post-match's forms open with what stands: nothing a member did not choose is left for them to pick."""

import pytest

from league.postmatch import PostmatchRepository
from render.postmatch import forms
from rules.postmatch import inputs as pm
from tests.e2e.league_seed import prepare_sequence, seed_league


def _apothecary_menu(modal):
    labels = [
        item for item in modal.children if getattr(getattr(item, "component", None), "custom_id", "") == "apothecary"
    ]
    assert len(labels) == 1
    return labels[0].component


@pytest.mark.parametrize(("lang", "keep"), [("fr", "Inchangé"), ("en", "Unchanged")])
async def test_the_staff_form_opens_with_the_apothecary_unchanged(db, lang, keep):
    seeded = await seed_league(db)
    view = await prepare_sequence(db, seeded)
    menu = _apothecary_menu(forms.staff_modal(view, "home", lang=lang, tag=lang))
    assert [(o.label, o.value) for o in menu.options if o.default] == [(keep, "keep")]


async def test_the_staff_form_shows_the_apothecary_order_typed_before(db):
    seeded = await seed_league(db)
    view = await prepare_sequence(db, seeded)
    repo = PostmatchRepository(db)
    view = await repo.change(
        seeded.guild_id, view.state.id, lambda i, _: pm.with_staff(i, "home", pm.StaffOrder(apothecary="hire"))
    )
    menu = _apothecary_menu(forms.staff_modal(view, "home", lang="fr", tag="fr"))
    assert [o.value for o in menu.options if o.default] == ["hire"]
    other = _apothecary_menu(forms.staff_modal(view, "away", lang="fr", tag="fr"))
    assert [o.value for o in other.options if o.default] == ["keep"]
