"""Option groups: a grouped parameter is the group's options in Discord's eyes and one value in the callback's."""

import dataclasses
import inspect

from cogs.utils.groups import OptionGroup, grouped


@dataclasses.dataclass(frozen=True)
class Pair(OptionGroup):
    left: int = 1
    right: bool = False


async def test_the_group_fields_stand_in_its_place_and_come_back_as_one_value():
    received = []

    @grouped
    async def command(self, interaction, first: str, pair: Pair = Pair(), last: str | None = None) -> None:
        received.append((first, pair, last))

    parameters = inspect.signature(command).parameters
    assert list(parameters) == ["self", "interaction", "first", "left", "right", "last"]
    assert parameters["left"].annotation is int and parameters["left"].default == 1
    assert parameters["right"].annotation is bool and parameters["right"].default is False
    await command(None, None, first="a", right=True, last="z")
    assert received == [("a", Pair(left=1, right=True), "z")]
    assert Pair(left=3).values() == {"left": 3, "right": False}


async def test_a_call_does_not_read_the_group_again(monkeypatch):
    """The options' names are read when the command is declared: reading them evaluates type hints (≈ 25 µs),
    too much for every interaction."""

    @grouped
    async def command(self, interaction, pair: Pair = Pair()) -> None:
        received.append(pair)

    received: list[Pair] = []

    def again(cls):
        raise AssertionError("group options read at call time")

    monkeypatch.setattr(Pair, "options", classmethod(again))
    await command(None, None, left=4)
    assert received == [Pair(left=4)]
