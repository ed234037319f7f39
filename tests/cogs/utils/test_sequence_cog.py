"""The start-up glue of every sequence's cog (cogs.utils.sequence_cog): a dummy sequence cog gets its buttons, menus
and forms routed to its driver with no code of its own, and the post-match's and the pre-game's components keep the
custom ids of messages posted before (a click on an old button reaches the same driver)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from cogs.postmatch import PmButton, PmSelect, Postmatch
from cogs.pregame import PgButton, PgSelect, Prematch
from cogs.utils.forms import Forms
from cogs.utils.sequence_cog import SequenceButton, SequenceCog, SequenceSelect
from render.postmatch.ids import Action, CustomId, Kind
from render.postmatch.layout import ButtonSpec


class Recorder:
    """A driver that only says what reached it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, CustomId | None, Any]] = []

    async def act(self, interaction: Any, cid: CustomId | None, values: list[str]) -> None:
        self.calls.append(("act", cid, values))

    async def submit(self, interaction: Any, cid: CustomId | None, fields: dict[str, Any]) -> None:
        self.calls.append(("submit", cid, fields))


class DummyButton(SequenceButton, kind=Kind.SEASON):
    cog = "Dummy"


class DummySelect(SequenceSelect, kind=Kind.SELECT):
    cog = "Dummy"


class Dummy(SequenceCog[Any]):
    button = DummyButton
    select = DummySelect
    made = 0

    def driver(self) -> Any:
        Dummy.made += 1
        return Recorder()


def fake_bot() -> Any:
    bot = MagicMock()
    bot.forms = Forms()
    bot.add_cog = AsyncMock()
    return bot


def interaction(bot: Any, cog: SequenceCog[Any], **kw: Any) -> Any:
    client = SimpleNamespace(get_cog=lambda name: cog if name == type(cog).__name__ else None)
    return SimpleNamespace(client=client, **kw)


async def test_a_sequence_cog_routes_its_clicks_choices_and_forms_to_its_driver():
    bot = fake_bot()
    await Dummy.install(bot)
    bot.add_dynamic_items.assert_called_once_with(DummyButton, DummySelect)
    cog = bot.add_cog.await_args.args[0]
    assert isinstance(cog, Dummy) and Dummy.made == 0  # the driver waits for the first click (start-up)
    click = await DummyButton.from_custom_id(MagicMock(), MagicMock(), MagicMock(string="arb:season:4:go:spp@en"))
    await click.callback(interaction(bot, cog))
    choice = await DummySelect.from_custom_id(MagicMock(), MagicMock(), MagicMock(string="arb:pmsel:4:hire:home"))
    choice.item._values = ["a", "b"]  # what discord.py keeps of a choice made
    await choice.callback(interaction(bot, cog))
    submitted = interaction(
        bot,
        cog,
        type=discord.InteractionType.modal_submit,
        data={"custom_id": "arb:season:4:setspp:c1", "components": [{"custom_id": "spp", "value": "3"}]},
    )
    handled = bot.forms.handle(submitted)
    assert handled is not None
    await handled
    assert cog.screens.calls == [
        ("act", CustomId(Kind.SEASON, 4, Action.GO, "spp", "en"), []),
        ("act", CustomId(Kind.SELECT, 4, Action.HIRE, "home"), ["a", "b"]),
        ("submit", CustomId(Kind.SEASON, 4, Action.SET_SPP, "c1"), {"spp": "3"}),
    ]
    assert Dummy.made == 1  # one driver for every click after


@pytest.mark.parametrize(
    ("cog", "button", "select", "raw"),
    [
        (Postmatch, PmButton, PmSelect, "arb:pm:12:go:spp"),
        (Prematch, PgButton, PgSelect, "arb:pg:12:go:values@en"),
    ],
)
def test_the_sequences_keep_their_custom_ids(cog, button, select, raw):
    assert (cog.button, cog.select) == (button, select)
    assert button.__discord_ui_compiled_template__.fullmatch(raw)
    spec = ButtonSpec(Action.GO, "▶", arg="spp")
    shown = button.of(12, spec, 0, "en")
    assert shown.item.custom_id == f"arb:{button.kind.value}:12:go:spp@en"
    assert (button.kind, select.kind) in ((Kind.BUTTON, Kind.SELECT), (Kind.PREGAME, Kind.PREGAME_SELECT))
