"""A submitted form goes to the handler registered for its custom id; nothing else does."""

import re
from unittest.mock import Mock

import discord

from cogs.utils.forms import ChoicesLater, Forms, keep_state, read_state
from rules.hand import HandDie


def interaction(kind, custom_id):
    found = Mock(spec_set=discord.Interaction)
    found.type = kind
    found.data = {"custom_id": custom_id}
    return found


async def test_a_form_reaches_the_handler_of_its_custom_id_with_the_match():
    forms, seen = Forms(), []

    async def armour(inter, match):
        seen.append(("armour", match["roll"]))

    async def other(inter, match):
        seen.append(("other", match.string))

    forms.add(re.compile(r"arb:blockarmourmodal:(?P<roll>\d+):defender"), armour)
    forms.add(re.compile(r"pm:.*"), other)
    await forms.handle(interaction(discord.InteractionType.modal_submit, "arb:blockarmourmodal:12:defender"))
    await forms.handle(interaction(discord.InteractionType.modal_submit, "pm:x"))
    assert seen == [("armour", "12"), ("other", "pm:x")]


def test_anything_but_a_known_form_is_left_alone():
    forms = Forms()
    forms.add(re.compile(r"pm:.*"), Mock())
    assert forms.handle(interaction(discord.InteractionType.application_command, "pm:x")) is None
    assert forms.handle(interaction(discord.InteractionType.component, "pm:x")) is None
    assert forms.handle(interaction(discord.InteractionType.modal_submit, "arb:unknown")) is None


# --- a form kept in a reopen button (issue 26) ---

CHOICES = {"fallen": ("stunty", "thick_skull", "regeneration"), "hitter": ("mighty_blow", "claws")}


def test_a_state_without_dice_to_throw_and_a_stale_index_are_read_safely():
    values, need = read_state("fallen=0.9;dice=17;m=abc", CHOICES)
    assert values == {"fallen": ["stunty"], "dice": "17"} and need is None


def test_a_form_comes_back_as_it_was_typed_with_the_dice_still_to_throw():
    typed = {"av": "9+", "niggling": "1", "fallen": ["regeneration", "stunty"], "hitter": [], "dice": "5 4 , 6"}
    state = keep_state(typed, CHOICES, HandDie("block.face", 6, 1))
    assert len(state) < 70 and "|" not in state
    values, need = read_state(state, CHOICES)
    assert values == {"av": "9+", "niggling": "1", "fallen": ["regeneration", "stunty"], "hitter": [], "dice": "5 4 6"}
    assert need == HandDie("block.face", 6, 1)


def test_choices_read_later_are_read_at_their_first_use_once_and_keep_a_form_as_typed():
    """The armour form's options come from rolls.blocks, which start-up leaves waiting: read at the first reopen."""
    reads = []

    def read():
        reads.append(1)
        return CHOICES

    later = ChoicesLater(read)
    assert reads == []
    typed = {"fallen": ["regeneration", "stunty"], "hitter": []}
    state = keep_state(typed, later, None)
    assert read_state(state, later) == read_state(keep_state(typed, CHOICES, None), CHOICES)
    assert reads == [1] and dict(later) == dict(CHOICES) and len(later) == len(CHOICES)
