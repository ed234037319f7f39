"""The post-match's forms open with what stands: nothing a member did not choose is left for them to pick."""

import pytest

from league.postmatch import PostmatchRepository
from render.postmatch import forms
from rules.postmatch import inputs as pm
from sequences.postmatch import STEPS
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
    repo = PostmatchRepository(db, steps=STEPS)
    view = await repo.change(
        seeded.guild_id, view.state.id, lambda i, _: pm.with_staff(i, "home", pm.StaffOrder(apothecary="hire"))
    )
    menu = _apothecary_menu(forms.staff_modal(view, "home", lang="fr", tag="fr"))
    assert [o.value for o in menu.options if o.default] == ["hire"]
    other = _apothecary_menu(forms.staff_modal(view, "away", lang="fr", tag="fr"))
    assert [o.value for o in other.options if o.default] == ["keep"]


def _text_default(modal, custom_id):
    fields = [
        item.component
        for item in modal.children
        if getattr(getattr(item, "component", None), "custom_id", "") == custom_id
    ]
    assert len(fields) == 1
    return fields[0].default


async def test_the_staff_form_offers_the_cheerleaders_and_assistants_typed_before(db):
    """Opened again (to buy a re-roll after the cheerleaders), Enter keeps the totals typed, not the roster's."""
    seeded = await seed_league(db)
    view = await prepare_sequence(db, seeded)
    repo = PostmatchRepository(db, steps=STEPS)
    order = pm.StaffOrder(rerolls=1, cheerleaders=3, assistant_coaches=2)
    view = await repo.change(seeded.guild_id, view.state.id, lambda i, _: pm.with_staff(i, "home", order))
    modal = forms.staff_modal(view, "home", lang="en", tag="en")
    assert [_text_default(modal, key) for key in ("rerolls", "cheerleaders", "assistant_coaches")] == ["1", "3", "2"]
    team = view.plan.teams["away"].team
    other = forms.staff_modal(view, "away", lang="en", tag="en")
    assert [_text_default(other, key) for key in ("rerolls", "cheerleaders", "assistant_coaches")] == [
        "0",
        str(team.cheerleaders),
        str(team.assistant_coaches),
    ]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "fr",
            "Dans l'ordre\u00a0: Compétence au hasard\u00a0: #4 Gorbag (4 D6, deux tirages, chacun un D6 "
            "pour la moitié de la table puis un D6 pour la ligne\u202f; 2 D6 de plus par compétence relancée)",
        ),
        (
            "en",
            "In order: Skill Table: #4 Gorbag (4 D6: two draws, each a D6 for the half of the table then a D6 for "
            "the row; 2 D6 more for each skill re-rolled)",
        ),
    ],
)
async def test_dice_by_hand_for_a_random_skill_say_which_dice_to_roll(db, lang, expected):
    seeded = await seed_league(db)
    view = await prepare_sequence(db, seeded)
    gorbag = seeded.players["gorbag"]
    view = await PostmatchRepository(db, steps=STEPS).change(
        seeded.guild_id,
        view.state.id,
        # his characteristic improvement taken back: a random Primary skill instead
        lambda i, _: pm.with_advancement(
            pm.without_advancement(i, "a1"), gorbag, "random_primary", category="strength"
        ),
    )
    modal = forms.hand_modal(view, "advancements", lang=lang, tag=lang)
    shown = [item.content for item in modal.children if hasattr(item, "content")]
    assert shown == [expected]
    assert "2D6" not in shown[0]  # two D6 read one by one, never added together


def _field_ids(modal):
    return [getattr(getattr(item, "component", None), "custom_id", None) for item in modal.children]


@pytest.mark.parametrize(("lang", "label"), [("fr", "Sa valeur actuelle (po)"), ("en", "Their current value")])
async def test_the_advancement_form_asks_the_value_of_a_player_who_has_none(db, lang, label):
    """His advancement's Value Increase needs a value to add to (Current Value = Hiring Fee + Value Increases)."""
    seeded = await seed_league(db)
    view = await prepare_sequence(db, seeded)
    krug = view.plan.player(seeded.players["krug"])
    assert krug.value is None
    modal = forms.advancement_modal(view, krug, "chosen_primary", lang=lang, tag=lang)
    value = next(item for item in modal.children if getattr(item.component, "custom_id", None) == "value")
    assert value.text.startswith(label) and value.component.required
    typed = await PostmatchRepository(db, steps=STEPS).change(
        seeded.guild_id, view.state.id, lambda i, _: pm.with_player_value(i, krug.id, 80_000)
    )
    assert "value" not in _field_ids(forms.advancement_modal(typed, krug, "chosen_primary", lang=lang, tag=lang))
    # his value known, a Characteristic Improvement asks nothing: chosen from the menu, no form opens
    assert forms.advancement_needs_form(view, krug, "characteristic")
    assert not forms.advancement_needs_form(typed, krug, "characteristic")


@pytest.mark.parametrize(
    ("kind", "fields"),
    [
        ("random_primary", ["category", "value"]),
        ("chosen_primary", ["skill", "value"]),
        ("chosen_secondary", ["skill", "value"]),
        ("characteristic", ["value"]),
    ],
)
async def test_the_advancement_form_asks_only_the_fields_of_the_kind_chosen_first(db, kind, fields):
    """Issue 26: the form asked a random skill's category for a chosen skill and a skill's name for a random one.
    The kind is chosen first (a menu), then the form asks only its fields, each required; its id carries the kind."""
    seeded = await seed_league(db)
    view = await prepare_sequence(db, seeded)
    krug = view.plan.player(seeded.players["krug"])
    menu = forms.advancement_kind_select(view, krug, lang="fr")
    assert [o.value for o in menu.options] == list(pm.ADVANCEMENT_KINDS)
    assert menu.arg == f"{krug.id}.{view.state.inputs.next_advancement}"
    modal = forms.advancement_modal(view, krug, kind, lang="fr", tag="fr")
    assert _field_ids(modal) == fields
    assert all(item.component.required for item in modal.children)
    assert modal.custom_id.endswith(f":{krug.id}.{view.state.inputs.next_advancement}.{kind}")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_added_casualty_form_asks_a_name_only_for_a_star_player(db, lang):
    """Issue 26: the form asked a Star Player's name beside a rostered attacker. The button says which: a rostered
    attacker (or nobody) is picked from the menu and no name is asked; a Star Player's form asks his name, no menu."""
    seeded = await seed_league(db)
    view = await prepare_sequence(db, seeded)
    rostered = forms.added_casualty_modal(view, "home", lang=lang, tag=lang)
    assert _field_ids(rostered) == ["victim", "causer", "cause", "outcome"]
    causer = next(item.component for item in rostered.children if item.component.custom_id == "causer")
    assert "named" not in [o.value for o in causer.options] and "none" in [o.value for o in causer.options]
    star = forms.added_casualty_modal(view, "home", star=True, lang=lang, tag=lang)
    assert _field_ids(star) == ["victim", "name", "cause", "outcome"]
    name = next(item.component for item in star.children if item.component.custom_id == "name")
    assert name.required


@pytest.mark.parametrize(("lang", "d3", "two_d6"), [("fr", "1D3", "2D6"), ("en", "1D3", "2D6")])
async def test_the_expensive_mistakes_hand_form_says_a_d3_or_2d6_may_follow_the_d6(db, lang, d3, two_d6):
    """A commissioner rolling real dice typed the D6 alone, as the form said, and a Minor Incident (D3 of gold
    lost) or a Catastrophe (2D6 of gold kept) then waited for dice the form had never named."""
    from league.matches import MatchRepository

    seeded = await seed_league(db)
    t = seeded.teams
    match = await MatchRepository(db).record_unplayed(  # nothing earned: the Élus' 250,000 roll at once
        seeded.guild_id, 1, home_team_id=t["orcs"], away_team_id=t["elus"], conceded=None
    )
    view, _ = await PostmatchRepository(db, steps=STEPS).start(seeded.guild_id, 1, match.id, ruleset="bb2025")
    assert view.plan.pending_for("mistakes")
    modal = forms.hand_modal(view, "mistakes", lang=lang, tag=lang)
    (shown,) = [item.content for item in modal.children if hasattr(item, "content")]
    assert "D6" in shown and d3 in shown and two_d6 in shown


@pytest.mark.parametrize(
    ("lang", "rest", "outcome"),
    [("fr", "il reste à lancer\u00a0: 1D3", "Incident mineur"), ("en", "still to roll: 1D3", "Minor Incident")],
)
async def test_expensive_mistakes_typed_a_d6_at_a_time_ask_for_the_d3_that_follows(db, lang, rest, outcome):
    """A commissioner rolling real dice types the D6 first; a 2 is a Minor Incident, whose D3 he can only roll then.
    The form refused « Dice by hand: a D3 is missing; give at least 2 dice »: the D6 is now kept, and the screen
    and the next form say what it gave and ask for the D3, which then settles the loss."""
    from cogs.postmatch.screens import _rolled_notice
    from league.matches import MatchRepository
    from locales import t
    from sequences.postmatch import screen

    seeded = await seed_league(db)
    teams = seeded.teams
    match = await MatchRepository(db).record_unplayed(  # nothing earned: the Élus' 250,000 roll at once
        seeded.guild_id, 1, home_team_id=teams["orcs"], away_team_id=teams["elus"], conceded=None
    )
    repo = PostmatchRepository(db, steps=STEPS)
    view, _ = await repo.start(seeded.guild_id, 1, match.id, ruleset="bb2025")
    typed = await repo.roll(seeded.guild_id, 1, view.state.id, "mistakes", hand=[2])  # 250,000 and a 2: Minor
    assert typed.rolled == () and len(typed.begun) == 1  # the D6 kept, no roll recorded yet
    notice = _rolled_notice(len(typed.rolled), lang, begun=bool(typed.begun))
    assert notice == t("pm.notice.partway", lang) and "déjà" not in notice and "already" not in notice
    shown = await repo.go(seeded.guild_id, typed.view.state.id, "mistakes")
    embed = screen.sequence_screen(shown, lang=lang).embed
    field = "\n".join(f.value or "" for f in embed.fields)
    assert rest in field and outcome in field and "🎲 2" in field, field
    modal = forms.hand_modal(shown, "mistakes", lang=lang, tag=lang)
    (help_text,) = [item.content for item in modal.children if hasattr(item, "content")]
    assert rest in help_text, help_text
    done = await repo.roll(seeded.guild_id, 1, view.state.id, "mistakes", hand=[3])
    assert done.view.plan.teams["away"].mistakes is not None
    assert done.view.plan.teams["away"].mistakes.lost == 30_000  # D3 3 × 10,000
    assert not done.view.plan.pending_for("mistakes")
