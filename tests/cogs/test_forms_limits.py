"""Every form the cogs open stays within Discord's limits, in both languages (tests/cogs/form_limits.py)."""

import discord
import pytest

from cogs.block_armour import armour_form
from cogs.league import RosterModal
from records.models import Team
from tests.cogs.form_limits import form_problems
from tests.cogs.test_block_armour_form import read

LANGS = ("fr", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_roster_form_fits_with_room_to_spare(lang):
    form = RosterModal(Team(1, 1, "Orques de Fer", 2, "Orques"), lang)
    assert form_problems(form) == []
    field = next(item for item in form.children if isinstance(item, discord.ui.Label)).component
    assert isinstance(field, discord.ui.TextInput) and field.placeholder
    # its placeholder is one example line (it was the header and an example: 98 characters of the 100 allowed)
    assert len(field.placeholder) <= 60 and "\n" not in field.placeholder
    shown = [item.content for item in form.children if isinstance(item, discord.ui.TextDisplay)]
    assert len(shown) == 1 and ("numero;nom;poste" if lang == "fr" else "number;name;position") in shown[0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("side", ["attacker", "defender"])
def test_the_block_armour_form_fits(lang, side):
    form = armour_form(read(None, None, manual=True), side, lang, lang)  # the biggest: every field asked
    assert form is not None and form_problems(form) == []


def test_the_check_finds_a_placeholder_discord_refuses():
    form = discord.ui.Modal(title="t", custom_id="x")
    form.add_item(discord.ui.TextInput(label="l", placeholder="x" * 101))
    assert form_problems(form) == ["placeholder " + repr("x" * 101) + " (101 > 100)"]
