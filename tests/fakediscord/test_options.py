"""Command lookup, option parsing and Discord's payload checks, without a bot."""

from __future__ import annotations

import pytest

from fakediscord import validate
from fakediscord.options import InvocationError, Resolver, convert_value, parse_option_text, resolve_command

COMMANDS = [
    {
        "name": "injury",
        "name_localizations": {"fr": "blessure"},
        "description": "Jet de Blessure",
        "type": 1,
        "options": [
            {"type": 5, "name": "minus", "description": "Minus"},
            {"type": 3, "name": "note", "name_localizations": {"fr": "remarque"}, "description": "Note"},
            {"type": 4, "name": "kicking_ff", "name_localizations": {"fr": "fp-frappe"}, "description": "FP"},
        ],
    },
    {
        "name": "odds",
        "name_localizations": {"fr": "cote"},
        "description": "Probabilités",
        "type": 1,
        "options": [
            {
                "type": 1,
                "name": "armour",
                "name_localizations": {"fr": "armure"},
                "description": "Armure",
                "options": [
                    {"type": 4, "name": "av", "name_localizations": {"fr": "ar"}, "description": "AR", "required": True}
                ],
            }
        ],
    },
]


def test_hyphen_and_underscore_name_the_same_option():
    """French names are written with ``-``, English ones with ``_``: in the console either spelling finds the option
    (« kicking-ff:4 » was not understood), and a value still runs to the next name, spelled either way."""
    cmd = resolve_command(COMMANDS, "injury")
    expected = {"kicking_ff": "4", "note": "x"}
    assert parse_option_text(cmd, "kicking-ff:4 note:x") == expected
    assert parse_option_text(cmd, "fp_frappe:4 note:x") == expected
    assert parse_option_text(cmd, "note:x FP-Frappe:4") == {"note": "x", "kicking_ff": "4"}
    assert parse_option_text(cmd, "note:a-b_c kicking_ff:4") == {"note": "a-b_c", "kicking_ff": "4"}


def test_resolve_by_canonical_or_localized_names():
    assert resolve_command(COMMANDS, "/Blessure").qualified_name == "injury"
    assert resolve_command(COMMANDS, ("cote", "armure")).qualified_name == "odds armour"
    assert resolve_command(COMMANDS, "odds armure").display_name("fr") == "/cote armure"
    partial = resolve_command(COMMANDS, "cote armure ar:9 x", partial=True)
    assert partial.leftover == ["ar:9", "x"]


def test_option_text_values_run_to_the_next_known_key():
    cmd = resolve_command(COMMANDS, "injury")
    assert parse_option_text(cmd, "minus:vrai remarque:Grom a pris 2:1 ce tour") == {
        "minus": "vrai",
        "note": "Grom a pris 2:1 ce tour",
    }
    assert parse_option_text(cmd, "note: « entre guillemets »  minus:non") == {
        "note": "entre guillemets",
        "minus": "non",
    }
    with pytest.raises(InvocationError, match="donnée deux fois"):
        parse_option_text(cmd, "minus:oui minus:non")
    with pytest.raises(InvocationError, match="nom:valeur"):
        parse_option_text(cmd, "oui")
    armour = resolve_command(COMMANDS, "odds armour")
    assert parse_option_text(armour, "9") == {"av": "9"}


def test_command_checks_catch_what_discord_refuses():
    good = {"name": "blessure", "description": "ok", "name_localizations": {"fr": "jet-d'armure"}}
    assert validate.check_command_list([good]) == []
    bad = [
        {"name": "Blessure", "description": "ok"},
        {"name": "a b", "description": "ok"},
        {"name": "ok", "description": "x" * 101},
        {"name": "loc", "description": "ok", "name_localizations": {"fr-FR": "x"}},
        {
            "name": "opts",
            "description": "ok",
            "options": [
                {"type": 3, "name": "a", "description": "a"},
                {"type": 3, "name": "b", "description": "b", "required": True},
                {
                    "type": 3,
                    "name": "c",
                    "description": "c",
                    "choices": [{"name": str(i), "value": str(i)} for i in range(26)],
                },
            ],
        },
    ]
    problems = validate.check_command_list(bad)
    text = " | ".join(m for _, m in problems)
    assert "must be lowercase" in text
    assert "no spaces" in text
    assert "1-100 characters" in text
    assert "unknown locale 'fr-FR'" in text
    assert "must come before the optional ones" in text
    assert "at most 25 choices" in text
    assert validate.errors_tree([("[0].name", "bad")]) == {
        "0": {"name": {"_errors": [{"code": "BASE_TYPE_INVALID", "message": "bad"}]}}
    }


def test_message_checks():
    assert validate.check_message({"content": "ok"}) == []
    assert validate.check_message({}) != []
    assert validate.check_message({}, edit=True) == []
    rows = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": f"b{i}"}]} for i in range(6)]
    assert any("at most 5 action rows" in m for _, m in validate.check_message({"content": "x", "components": rows}))
    dup = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": "same"}] * 2}]
    assert any("duplicate custom_id" in m for _, m in validate.check_message({"content": "x", "components": dup}))
    big = {"title": "t" * 257, "description": "d" * 4097}
    assert len(validate.check_message({"embeds": [big]})) == 2
    assert validate.check_modal({"title": "x" * 46, "custom_id": "m", "components": []}) != []
    assert validate.check_choices({"choices": [{"name": "", "value": "a"}]}) != []


def test_text_input_limits_in_a_modal():
    long = {"type": 4, "custom_id": "t", "label": "Effectif", "style": 2, "placeholder": "x" * 101, "max_length": 5000}
    modal = {"title": "Effectif", "custom_id": "m", "components": [{"type": 1, "components": [long]}]}
    messages = [m for _, m in validate.check_modal(modal)]
    assert any("placeholder must be at most 100" in m for m in messages)
    assert any("max_length must be 1-4000" in m for m in messages)


CAUSES = {
    "type": 3,
    "name": "cause",
    "description": "Cause",
    "choices": [
        {"name": "a block", "name_localizations": {"fr": "un blocage"}, "value": "block"},
        {"name": "a foul", "name_localizations": {"fr": "une agression"}, "value": "foul"},
        {
            "name": "a pitch invasion",
            "name_localizations": {"fr": "une invasion du terrain"},
            "value": "pitch_invasion",
        },
    ],
}


@pytest.mark.parametrize(
    ("lang", "listed"), [("fr", "un blocage, une agression, une invasion"), ("en", "a block, a foul, a pitch invasion")]
)
def test_a_refused_choice_lists_the_choices_as_the_member_sees_them(lang, listed):
    with pytest.raises(InvocationError, match=listed):
        convert_value(CAUSES, "xyz", Resolver(), "cause", lang)


@pytest.mark.parametrize(
    ("typed", "value"),
    [
        ("un blocage", "block"),  # the name as shown
        ("blocage", "block"),  # the words that say it, without the article
        ("Invasion du Terrain", "pitch_invasion"),
        ("agréssion", "foul"),  # accents aside
        ("bloc", "block"),  # the start of a word, as Discord's list narrows while one types
        ("foul", "foul"),  # the value itself
    ],
)
def test_a_choice_is_found_by_the_words_of_its_name(typed, value):
    """« cause:blocage » was refused: the French choices read « un blocage », « une agression »…"""
    assert convert_value(CAUSES, typed, Resolver(), "cause", "fr")[0] == value


@pytest.mark.parametrize("typed", ["une", "a", "xyz", "loc"])
def test_a_choice_named_by_several_or_none_is_refused(typed):
    """« une » begins two choices, « a » is in all three English names: refused with the list, never a guess."""
    with pytest.raises(InvocationError, match="un blocage, une agression, une invasion du terrain"):
        convert_value(CAUSES, typed, Resolver(), "cause", "fr")


@pytest.mark.parametrize(
    ("lang", "short", "long"),
    [
        ("fr", "« nom » doit faire au moins 1 caractère.", "« nom » doit faire au plus 3 caractères."),
        ("en", "“name” needs at least 1 character.", "“name” takes at most 3 characters."),
    ],
)
def test_a_text_outside_its_lengths_is_refused_with_the_count_said_right(lang, short, long):
    """« doit faire au moins 1 caractères » read wrong: the number of characters agrees with its noun."""
    opt = {"type": 3, "name": "name", "min_length": 1, "max_length": 3}
    label = "« nom »" if lang == "fr" else "“name”"
    with pytest.raises(InvocationError) as caught:
        convert_value(opt, "", Resolver(), label, lang)
    assert str(caught.value) == short
    with pytest.raises(InvocationError) as caught:
        convert_value(opt, "abcd", Resolver(), label, lang)
    assert str(caught.value) == long
