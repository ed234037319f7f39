"""Typed choices matched against what a message or a form shows (fakediscord.choices)."""

from __future__ import annotations

import re

import pytest

from fakediscord.choices import Refused, board, fold, form_fields, holders, match_line, split_choices


def row(*components):
    return {"type": 1, "components": list(components)}


def button(label, custom_id, **kw):
    return {"type": 2, "style": 2, "label": label, "custom_id": custom_id, **kw}


def select(custom_id, options, **kw):
    return {
        "type": 3,
        "custom_id": custom_id,
        "options": [{"label": label, "value": value, **extra} for label, value, extra in options],
        **kw,
    }


NOMINEES = select(
    "nominees",
    [
        ("#3 Gorbag", "13", {"description": "9 PSP"}),
        ("#1 Grak", "11", {}),
        ("#3 Gorbag", "23", {"description": "2 PSP"}),
    ],
    placeholder="Nominés",
    min_values=1,
    max_values=2,
)
SCREEN = [
    row(select("hatred", [("Sauvage", "0", {}), ("Orque", "1", {})], placeholder="Haine de #1 Élise")),
    row(NOMINEES),
    row(button("▶️ Suivant", "next"), button("Précédent", "back"), button("Ajouter", "add1"), button("Ajouter", "add2")),
]


def pick(text, *screens):
    target = match_line(text, [board(s) for s in screens])
    if target is None:
        return None
    if target.kind == "button":
        return target.comp["custom_id"]
    return target.comp["custom_id"], [o.value for o in target.options]


def test_fold_ignores_accents_case_emoji_dashes_and_spacing():
    assert fold("▶️ Précédent") == "precedent"
    assert fold("#3 Gorbag — 9 PSP") == fold("#3  gorbag - 9 psp") == fold("#3 Gorbag–9 PSP")
    assert fold("L’Orque") == fold("l'orque")
    assert fold("65\u202f000 po") == "65 000 po"


def test_split_choices():
    assert split_choices("1, 3,5") == ["1", "3", "5"]
    assert split_choices("1 3 5") == ["1", "3", "5"]
    assert split_choices("#1 Grak ; #3 Gorbag") == ["#1 Grak", "#3 Gorbag"]
    assert split_choices("#1 Grak") == ["#1 Grak"]


def test_buttons_by_label_without_emoji_brackets_or_accents():
    assert pick("suivant", SCREEN) == "next"
    assert pick("[Precedent]", SCREEN) == "back"
    with pytest.raises(Refused, match="désigne plusieurs choses"):
        pick("Ajouter", SCREEN)


def test_options_by_label_as_shown_by_number_and_several():
    assert pick("Sauvage", SCREEN) == ("hatred", ["0"])
    assert pick("#3 Gorbag — 9 PSP", SCREEN) == ("nominees", ["13"])
    assert pick("#3 gorbag - 2 psp", SCREEN) == ("nominees", ["23"])
    assert pick("2", SCREEN) == ("hatred", ["1"])
    assert pick("3, 4", SCREEN) == ("nominees", ["13", "11"])
    assert pick("4 3 4", SCREEN) == ("nominees", ["11", "13"])
    assert pick("#1 Grak, 5", SCREEN) == ("nominees", ["11", "23"])
    assert pick("  4) #1 Grak (choisi)", SCREEN) == ("nominees", ["11"])


def test_refusals_say_what_to_type():
    with pytest.raises(
        Refused, match=r"« #3 Gorbag » désigne plusieurs choses sur ce message : tapez son numéro \(3, 5\)"
    ):
        pick("#3 Gorbag", SCREEN)
    with pytest.raises(Refused, match="menus différents"):
        pick("1, 3", SCREEN)
    with pytest.raises(Refused, match=r"« Nominés » attend de 1 à 2 choix, pas 3 : tapez-les séparés par des virgules"):
        pick("3, 4, 5", SCREEN)
    with pytest.raises(Refused, match="Aucun choix n° 9 : les choix affichés vont de 1 à 5"):
        pick("9", SCREEN)
    with pytest.raises(Refused, match="grisé"):
        pick("Oui", [row(select("end", [("Oui", "y", {})], disabled=True))])
    assert pick("bonjour", SCREEN) is None
    assert pick("bonjour, toi", SCREEN) is None


def test_the_newest_message_wins_and_numbers_are_the_newest_numbered_ones():
    older = [row(select("old", [("Rouge", "r", {}), ("Vert", "v", {})])), row(button("Suivant", "old-next"))]
    newer = [row(button("Relancer", "again"))]
    assert pick("suivant", SCREEN, older) == "next"
    assert pick("Vert", SCREEN, older) == ("old", ["v"])  # not on the newest: found on the older one
    assert pick("2", newer, older, SCREEN) == ("old", ["v"])  # newest message with numbered options


def test_a_menu_by_its_name_opens_it():
    users = [row({"type": 5, "custom_id": "who", "placeholder": "Arbitre"}), row({"type": 6, "custom_id": "r"})]
    target = match_line("arbitre", [board(users)])
    assert target is not None and target.kind == "menu" and target.menu.entity
    target = match_line("choisissez", [board(users)])  # a menu without placeholder is shown as « Choisissez »
    assert target is not None and target.comp["custom_id"] == "r"


def test_form_fields_in_rows_and_labels_with_their_menus():
    modal = [
        {"type": 10, "content": "Aide"},
        row({"type": 4, "custom_id": "name", "label": "Nom", "style": 1}),
        {"type": 18, "label": "Victime", "description": "du match", "component": select("v", [("#1 Grak", "1", {})])},
        {"type": 18, "label": "Témoins", "component": select("w", [("A", "a", {})], required=False, max_values=1)},
        {"type": 18, "label": "Cause", "component": {"type": 21, "custom_id": "c", "options": []}},
    ]
    fields = form_fields(modal)
    assert [(f.kind, f.label, f.required) for f in fields] == [
        (10, "", True),
        (4, "Nom", True),
        (3, "Victime", True),
        (3, "Témoins", False),
        (21, "Cause", True),
    ]
    victim = fields[2].menu
    assert victim is not None and fields[2].description == "du match" and victim.options[0].number == 1
    with pytest.raises(Refused, match="« Victime » attend un seul choix"):
        victim.check_count(0)
    fields[3].menu.check_count(0)  # not required: may stay empty


def test_a_button_with_only_an_emoji_by_that_emoji_or_its_name():
    screen = [row({"type": 2, "style": 2, "custom_id": "ok", "emoji": {"name": "✅"}})]
    custom = [row({"type": 2, "style": 2, "custom_id": "dice", "emoji": {"name": "dice", "id": "1"}})]
    assert pick("✅", screen) == "ok" and pick("[✅]", screen) == "ok"
    assert pick("dice", custom) == "dice"
    assert pick("❌", screen) is None


def test_the_beginning_of_a_label_is_enough_when_only_one_begins_so():
    victims = [row(*(button(f"Victime {n} (L'équipe receveuse) : Jet de Blessure", f"v{n}") for n in (1, 2, 10)))]
    assert pick("victime 1", victims) == "v1"  # not « Victime 10 »: a prefix ends at a word's end
    assert pick("Victime 10", victims) == "v10"
    with pytest.raises(
        Refused, match=r"« victime » peut désigner plusieurs choses : \[Victime 1 .*Tapez-en un peu plus"
    ):
        pick("victime", victims)
    assert pick("vi", victims) is None  # three characters at least
    assert pick("suiv", SCREEN) == "next"
    assert pick("sauv", SCREEN) == ("hatred", ["0"])
    assert pick("suiv", [row(button("Relancer", "again"))], SCREEN) is None  # only on the newest message


def test_the_words_of_a_label_are_enough_when_only_one_holds_them():
    """« Défenseur Plaqué », read on a block's die, was not understood: the button is « Dé 1 : Défenseur Plaqué »."""
    dice = [
        row(button("Dé 1 : Défenseur Plaqué", "d1"), button("Dé 2 : Repoussé", "d2"), button("Dé 3 : Repoussé", "d3"))
    ]
    assert pick("Défenseur Plaqué", dice) == "d1"
    assert pick("defenseur plaque", dice) == "d1"
    assert pick("Dé 1", dice) == "d1"  # the beginning still wins
    with pytest.raises(Refused, match=r"\[Dé 2 : Repoussé\], \[Dé 3 : Repoussé\]"):
        pick("Repoussé", dice)  # two dice show it: which one is for the member to say
    assert pick("plaq", dice) is None  # inside a label, whole words only


def test_a_form_menu_takes_the_beginning_of_a_choice():
    names = ("Tronçonneuse", "Poignard", "Public", "Publicité")
    fields = form_fields([{"type": 18, "label": "Cause", "component": select("c", [(n, n, {}) for n in names])}])
    menu = fields[0].menu
    assert [o.value for o in menu.pick("tronc")] == ["Tronçonneuse"]
    assert [o.value for o in menu.pick("public")] == ["Public"]  # the whole label, not « Publicité »
    assert [o.value for o in menu.pick("poig, publicite")] == ["Poignard", "Publicité"]
    with pytest.raises(Refused, match=r"« pub » peut désigner plusieurs choix : 3\) Public, 4\) Publicité"):
        menu.pick("pub")
    with pytest.raises(Refused, match="« po » n'est pas un choix de ce menu"):
        menu.pick("po")  # three characters at least


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "« Haine de #1 Élise » attend un seul choix, et « 2 2 » en donne 2 : tapez-en un seul. Rien n’a été"),
        ("en", "“Haine de #1 Élise” takes a single choice, and “2 2” gives 2: type just one. Nothing was sent."),
    ],
)
def test_a_single_choice_menu_refuses_two_typed_choices_even_the_same_one(lang, said):
    """« 4 4 » was read as one choice of a menu that takes one: Discord sends one value, so the line is refused."""
    boards = [board(SCREEN, lang)]
    with pytest.raises(Refused, match=re.escape(said)):
        match_line("2 2", boards, lang)
    with pytest.raises(Refused, match=re.escape(said.replace("2 2", "2, orque"))):
        match_line("2, orque", boards, lang)
    assert pick("2", SCREEN) == ("hatred", ["1"])
    assert pick("4 3 4", SCREEN) == ("nominees", ["11", "13"])  # a menu that takes two keeps its two
    hatred = board(SCREEN, lang).menus[0]
    with pytest.raises(Refused, match=re.escape(said.replace("2 2", "orque orque"))):
        hatred.check_typed(hatred.picks("orque, orque")[1], "orque orque")
    assert hatred.picks("orque") == ([hatred.options[1]], 1)


def test_a_label_refers_to_the_newest_message_that_shows_or_showed_it():
    """The QA's « Confirmer »: the newest message's button was used (taken away or greyed), an older one still shows
    it; the line names the newest message's, as an earlier version of it (slot 1) or greyed, never the older one."""
    older = board([row(button("Confirmer et appliquer", "season"))])
    used = board([row(button("Confirmer et appliquer", "postmatch"))])
    greyed = board([row(button("Confirmer et appliquer", "postmatch", disabled=True))])
    for typed in ("Confirmer et appliquer", "confirmer", "[Confirmer et appliquer]"):
        hit = next(holders(typed, [[board([]), used], [older]]))
        assert (hit.index, hit.slot, hit.get().comp["custom_id"]) == (0, 1, "postmatch")
        hit = next(holders(typed, [[greyed], [older]]))
        assert (hit.index, hit.slot, hit.get().comp["custom_id"]) == (0, 0, "postmatch")
        assert [h.index for h in holders(typed, [[greyed], [older]], reach=True)] == [0, 1]  # what « < » counts
    newer = [[board([row(button("Relancer", "again"))])], [older]]
    assert list(holders("confirmer", newer)) == []  # a beginning is read on the newest message with buttons only
    assert [h.get().comp["custom_id"] for h in holders("confirmer", newer, reach=True)] == ["season"]
