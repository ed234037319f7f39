"""A submitted form goes to the handler registered for its custom id; nothing else does."""

import re
from unittest.mock import Mock

import discord

from cogs.utils.forms import Forms


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
