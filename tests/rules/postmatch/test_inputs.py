"""What the commissioner types in a post-match: parsed, checked, replaced per side, kept as JSON."""

import json

import pytest

from locales import t_map
from rules import codec
from rules.errors import DomainError
from rules.postmatch import inputs as pm
from rules.postmatch.inputs import Inputs


def said(error: DomainError) -> str:
    return t_map(error.key, error.params)


def test_numbers_are_parsed_or_refused_in_french():
    assert pm.parse_numbers("7x2, 3 #4") == [7, 7, 3, 4]
    assert pm.parse_numbers("") == []
    with pytest.raises(DomainError) as refused:
        pm.parse_numbers("sept")
    assert "numéro" in said(refused.value)


def test_spp_events_of_one_side_replace_only_that_side():
    inputs = pm.with_spp_events(Inputs(), "home", [11, 12], touchdowns=[11], completions=[], interceptions=[])
    inputs = pm.with_spp_events(inputs, "away", [21], touchdowns=[21], completions=[], interceptions=[])
    inputs = pm.with_spp_events(inputs, "home", [11, 12], touchdowns=[12], completions=[], interceptions=[])
    assert dict(inputs.touchdowns) == {21: 1, 12: 1}
    with pytest.raises(DomainError):
        pm.with_spp_events(inputs, "home", [11], touchdowns=[21], completions=[], interceptions=[])


def test_inputs_round_trip_through_json():
    inputs = pm.with_added_casualty(
        Inputs(concession="home", stalled=("away",)), victim_id=21, cause="foul", outcome=None, caused_by_id=11
    )
    inputs = pm.with_advancement(pm.with_nominees(inputs, "away", [21]), 11, "chosen_secondary", "Garde")
    assert pm.read_inputs(json.loads(json.dumps(codec.encode(inputs)))) == inputs


def test_added_casualty_keys_are_never_reused():
    inputs = pm.with_added_casualty(Inputs(), victim_id=21, cause="crowd", outcome=None)
    inputs = pm.without_casualty(inputs, "x1")
    inputs = pm.with_added_casualty(inputs, victim_id=22, cause="crowd", outcome=None)
    assert [a.key for a in inputs.added] == ["x2"]


def test_a_form_sent_twice_adds_its_advancement_casualty_or_recruit_once():
    # each form carries the counter it was opened at; its entry already in (same player, victim, side) is refused
    opened = Inputs().next_advancement
    inputs = pm.with_advancement(Inputs(), 11, "chosen_primary", "Blocage", opened=opened)
    inputs = pm.with_advancement(inputs, 12, "characteristic", opened=opened)  # another player's form, same moment
    with pytest.raises(DomainError) as twice:
        pm.with_advancement(inputs, 11, "chosen_primary", "Blocage", opened=opened)
    assert "déjà été pris en compte" in said(twice.value)
    again = pm.with_advancement(inputs, 11, "chosen_primary", "Garde", opened=inputs.next_advancement)  # reopened
    assert [a.player_id for a in again.advancements] == [11, 12, 11]
    older_form = pm.with_advancement(again, 11, "characteristic")  # opened before forms carried a counter
    assert older_form.advancements[-1].player_id == 11

    cas = pm.with_added_casualty(Inputs(), victim_id=21, cause="foul", outcome=None, opened=1)
    cas = pm.with_added_casualty(cas, victim_id=22, cause="crowd", outcome=None, opened=1)
    with pytest.raises(DomainError):
        pm.with_added_casualty(cas, victim_id=21, cause="foul", outcome=None, opened=1)

    recruit = {"number": 30, "position": "Trois-Quart", "profile": pm.Profile(5, 3, 3, 4, 10), "fee": 50_000}
    hired = pm.with_hire(Inputs(), "home", name="A", opened=1, **recruit)
    hired = pm.with_hire(hired, "away", name="B", opened=1, **recruit)
    with pytest.raises(DomainError):
        pm.with_hire(hired, "home", name="A", opened=1, **recruit)
    assert [h.name for h in hired.hires] == ["A", "B"]


@pytest.mark.parametrize(("typed", "fee"), [("lots", None), ("12,345", None), (None, 12_345)])
def test_a_recruits_fee_mistyped_is_said_of_his_hiring_fee(typed, fee):
    """The recruit form asks the « Hiring Fee » (league_play.md « Hire any new players »): a mistyped one read
    « Player value: an amount in gp is expected », a field the form does not have."""
    from locales import t
    from rules import limits, typed as reading
    from rules.errors import Term

    with pytest.raises(DomainError) as caught:
        if typed is not None:
            reading.gold(typed, limits.HIRING_FEE)
        else:
            pm.with_hire(
                Inputs(), "home", number=30, name="A", position="Lineman", profile=pm.Profile(5, 3, 3, 4, 10), fee=fee
            )
    assert caught.value.params["field"] == Term("field.hiring_fee")
    assert (t("field.hiring_fee", "en"), t("field.hiring_fee", "fr")) == ("Hiring Fee", "Coût d'embauche")


def test_a_recruit_typed_again_is_the_same_recruit_not_a_second_one():
    """The same side, number and name (case and accents aside) name the recruit already in: typed again from a new
    form, he is bought once, and what was typed last (position, profile, fee) is kept, in his place."""
    recruit = {"position": "Trois-Quart", "profile": pm.Profile(5, 3, 3, 4, 10), "fee": 50_000}
    hired = pm.with_hire(Inputs(), "home", number=30, name="Snik", **recruit)
    hired = pm.with_hire(hired, "home", number=31, name="Grok", **recruit)
    again = pm.with_hire(hired, "home", number=30, name="snik ", opened=hired.next_hire, **recruit)
    assert [(h.key, h.number, h.name) for h in again.hires] == [("h1", 30, "snik"), ("h2", 31, "Grok")]
    fixed = pm.with_hire(again, "home", number=30, name="Snik", **{**recruit, "fee": 40_000})
    assert [(h.key, h.fee) for h in fixed.hires] == [("h1", 40_000), ("h2", 50_000)]
    other_side = pm.with_hire(fixed, "away", number=30, name="Snik", **recruit)
    assert len(other_side.hires) == 3
    other_name = pm.with_hire(fixed, "home", number=30, name="Zag", **recruit)  # the plan says whose number it is
    assert [h.name for h in other_name.hires] == ["Snik", "Grok", "Zag"]


@pytest.mark.parametrize(
    ("lang", "said_unknown", "near"),
    [("fr", "« Pied Sûr » n'est pas une compétence", "Prise Sûre"), ("en", "“Pied Sûr” is not a skill", "Sure Hands")],
)
def test_a_chosen_skill_with_an_unknown_name_is_refused_with_the_closest_names(lang, said_unknown, near):
    """« Pied Sûr » was taken « hors liste » at a chosen skill's full price: its category, so its price and the value
    increase, were not known. Refused, with the nearest names in the reader's language; nothing changes."""
    from render.errors import error_text

    for kind in ("chosen_primary", "chosen_secondary"):
        with pytest.raises(DomainError) as refused:
            pm.with_advancement(Inputs(), 11, kind, "Pied Sûr")
        text = error_text(refused.value, lang)
        assert said_unknown in text and near in text, text
    with pytest.raises(DomainError) as refused:
        pm.with_advancement(Inputs(), 11, "chosen_primary", "Zzqx")
    assert "Zzqx" in error_text(refused.value, lang)
    assert pm.with_advancement(Inputs(), 11, "chosen_primary", "sure hands").advancements[0].skill == "sure hands"
    taken = pm.with_advancement(Inputs(), 11, "characteristic")
    with pytest.raises(DomainError):  # a category taken instead of the D8's characteristic: the same check
        pm.with_advancement_choice(taken, "a1", "general", "Pied Sûr")
