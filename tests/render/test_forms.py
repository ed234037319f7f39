"""The shared pieces of a form: what Discord receives for a dice form, in the reader's language."""

from locales import t
from render.forms import DiceForm


def test_a_dice_form_has_its_title_and_one_dice_field_in_the_readers_language():
    form = DiceForm(title="ui.apothecary.title", text="ui.apothecary.die", placeholder="7", max_length=10)
    payload = form.build("arb:apothecarymodal:5@en", "en").to_dict()
    assert payload["title"] == t("ui.apothecary.title", "en")
    assert payload["custom_id"] == "arb:apothecarymodal:5@en"
    [label] = payload["components"]
    assert label["label"] == t("ui.apothecary.die", "en")
    field = label["component"]
    assert (field["custom_id"], field["placeholder"], field["max_length"]) == ("dice", "7", 10)


def test_by_default_a_dice_form_asks_for_a_few_dice():
    field = DiceForm(title="ui.apothecary.keep_title").build("x", "fr").to_dict()["components"][0]
    assert field["label"] == t("ui.block.modal.dice", "fr")
    assert (field["component"]["placeholder"], field["component"]["max_length"]) == ("4", 20)
