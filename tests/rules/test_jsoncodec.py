"""Dataclasses to JSON and back by their annotations: one mechanism for every typed state stored."""

from collections.abc import Mapping
from dataclasses import dataclass, field

import pytest

from rules.jsoncodec import dump, dumps, load, loads


@dataclass(frozen=True)
class Inner:
    name: str
    count: int = 0


@dataclass(frozen=True)
class Outer:
    inner: Inner
    items: tuple[Inner, ...] = ()
    tags: tuple[str, ...] = ()
    by_side: Mapping[str, int] = field(default_factory=dict)
    maybe: int | None = None


@dataclass(frozen=True)
class Kept:
    die: int


@dataclass(frozen=True)
class Moved:
    skill: str
    die: int


def test_a_nested_dataclass_goes_through_json_and_back():
    value = Outer(Inner("a", 2), (Inner("b"), Inner("c", 3)), ("x", "y"), {"attacker": 4}, 7)
    assert dump(value) == {
        "inner": {"name": "a", "count": 2},
        "items": [{"name": "b", "count": 0}, {"name": "c", "count": 3}],
        "tags": ["x", "y"],
        "by_side": {"attacker": 4},
        "maybe": 7,
    }
    assert loads(Outer, dumps(value)) == value


def test_a_missing_field_takes_its_default_and_an_unknown_key_is_left_out():
    assert load(Outer, {"inner": {"name": "a"}, "colour": "red"}) == Outer(Inner("a"))


def test_a_union_of_dataclasses_reads_the_member_its_keys_name():
    assert loads(Kept | Moved, dumps(Kept(1))) == Kept(1)
    assert loads(Kept | Moved, dumps(Moved("pro", 0))) == Moved("pro", 0)
    with pytest.raises(ValueError):
        loads(Kept | Moved, '{"keep": "first"}')


def test_a_dataclass_from_something_else_than_an_object_is_refused():
    with pytest.raises(ValueError):
        loads(Kept, "[1]")
