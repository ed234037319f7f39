"""The generic driver of guided sequences (cogs.utils.sequence), on a dummy two-step sequence: who may click, which
handler a click reaches, what a step's edit changes, and a form opened by a step."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from cogs.utils.errors import UserError
from cogs.utils.sequence import Click, Driver
from render.postmatch.ids import Action, CustomId, Kind
from render.postmatch.layout import Screen
from rules.sequence import Sequence
from sequences.engine import Act, Edit, Event, OpenForm, find_action

COACH, STRANGER = 7, 8


@dataclass(frozen=True)
class View:
    count: int = 0
    coaches: tuple[int, ...] = (COACH,)


@dataclass(frozen=True)
class Step:
    key: str
    actions: dict[Action, Act[Any, Any]] = field(default_factory=dict)


def _add(event: Event[View]) -> Edit[View, View]:
    return Edit(lambda inputs, computed: replace(inputs, count=inputs.count + int(event.arg)))


def _modal(view: View, *args: Any, lang: str, tag: str) -> discord.ui.Modal:
    return discord.ui.Modal(title=f"{lang}/{tag}/{args[0]}")


STEPS = Sequence(
    (
        Step("one", {Action.ADD: Act(_add, open_to=lambda view, arg, user: user in view.coaches)}),
        Step(
            "two",
            {
                Action.HIRE: Act(lambda e: OpenForm(_modal, (e.arg,))),
                Action.SET_SPP: Act(_add, form=True),
                Action.SPP: Act(_add),
            },
        ),
    )
)


class Dummy(Driver[View]):
    button = MagicMock()
    select = MagicMock()

    def __init__(self) -> None:
        super().__init__(MagicMock())
        self.state = View()
        self.went: list[str] = []

    def step_action(self, what: Action) -> Act[Any, Any] | None:
        found: Act[Any, Any] | None = find_action(STEPS, what)
        return found

    async def load(self, guild_id: int, ident: int) -> View:
        return self.state

    async def change(self, guild_id: int, ident: int, edit: Any) -> View:
        self.state = edit(self.state, self.state)
        return self.state

    def screen(self, view: View, *, notice: str | None, lang: str) -> Screen:
        return Screen(discord.Embed(description=f"{view.count} {lang}"))

    def ident(self, view: View) -> int:
        return 1

    async def may_drive(self, view: View, user_id: int) -> bool:
        return user_id in view.coaches

    async def _go(self, click: Click[View]) -> None:
        self.went.append(click.arg)


Dummy.clicks = {Action.GO: Dummy._go}


def interaction(user: int, *, commissioner: bool = False) -> MagicMock:
    fake = MagicMock()
    fake.guild_id = 1
    fake.user.id = user
    fake.permissions.manage_guild = fake.permissions.administrator = commissioner
    fake.user.roles = ()
    fake.client.settings_repo.get = AsyncMock(return_value=MagicMock(commissioner_role_id=None))
    fake.response.edit_message = AsyncMock()
    fake.response.send_modal = AsyncMock()
    fake.locale = discord.Locale.french
    return fake


def cid(action: Action, arg: str = "", lang: str = "fr") -> CustomId:
    return CustomId(Kind.PREGAME, 1, action, arg, lang)


async def test_a_step_action_changes_the_state_and_redraws_in_the_message_language():
    driver, who = Dummy(), interaction(STRANGER, commissioner=True)
    await driver.act(who, cid(Action.ADD, "2", "en"), [])
    assert driver.state.count == 2
    assert who.response.edit_message.await_args.kwargs["embed"].description == "2 en"


async def test_a_coach_may_do_what_the_step_opens_to_him_and_nobody_else():
    driver = Dummy()
    await driver.act(interaction(COACH), cid(Action.ADD, "1"), [])
    assert driver.state.count == 1
    with pytest.raises(UserError) as refused:
        await driver.act(interaction(STRANGER), cid(Action.ADD, "1"), [])
    assert refused.value.key == "pm.error.forbidden" and driver.state.count == 1
    with pytest.raises(UserError):  # a step action open to nobody but commissioners
        await driver.act(interaction(COACH), cid(Action.SPP, "1"), [])


async def test_a_shared_click_reaches_its_handler_for_whoever_may_drive():
    driver = Dummy()
    await driver.act(interaction(COACH), cid(Action.GO, "two"), [])
    assert driver.went == ["two"]
    with pytest.raises(UserError):
        await driver.act(interaction(STRANGER), cid(Action.GO, "one"), [])
    assert driver.went == ["two"]


async def test_an_unknown_action_or_a_form_action_clicked_is_refused():
    driver = Dummy()
    for wrong in (None, cid(Action.STAFF), cid(Action.SET_SPP)):
        with pytest.raises(UserError) as refused:
            await driver.act(interaction(COACH, commissioner=True), wrong, [])
        assert refused.value.key == "ui.error.unknown_command"
    with pytest.raises(UserError):  # a click's action sent as a form
        await driver.submit(interaction(COACH, commissioner=True), cid(Action.ADD, "1"), {})


async def test_a_step_answering_a_form_has_the_driver_open_it_and_a_form_action_reads_a_submission():
    driver, who = Dummy(), interaction(COACH, commissioner=True)
    driver.form = AsyncMock()
    await driver.act(who, cid(Action.HIRE, "home"), [])
    click, make, arg = driver.form.await_args.args
    assert make is _modal and arg == "home" and click.lang == "fr"
    await driver.submit(who, cid(Action.SET_SPP, "3"), {"n": "3"})
    assert driver.state.count == 3


def test_the_postmatch_is_a_driver_of_its_registry():
    from cogs.postmatch.screens import CLICKS, FORMS, Screens
    from sequences.postmatch import STEPS as POSTMATCH

    assert issubclass(Screens, Driver) and Screens.clicks == CLICKS and Screens.forms == FORMS
    assert Screens.forms_for_commissioners  # its forms were always for commissioners only
    assert {a for s in POSTMATCH for a in s.actions}.isdisjoint(CLICKS)
