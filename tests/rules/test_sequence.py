"""The engine of guided sequences: an ordered registry of steps, the way through it, the step that files."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from rules.sequence import Sequence, Tagger, run


@dataclass(frozen=True)
class Step:
    key: str
    stage: Callable[[Work], None] | None = None


@dataclass
class Work:
    tagger: Tagger = field(default_factory=Tagger)
    filed: list[tuple[str, str]] = field(default_factory=list)

    def file(self, what: str) -> None:
        self.filed.append((self.tagger.step, what))


THREE = Sequence([Step("a"), Step("b"), Step("c")])


def test_the_way_through_a_sequence():
    assert THREE.keys == ("a", "b", "c") and len(THREE) == 3 and "b" in THREE and "z" not in THREE
    assert THREE.first.key == "a" and THREE.last.key == "c" and THREE["b"].key == "b"
    assert THREE.number("b") == (2, 3)
    assert THREE.previous("a") is None and THREE.previous("b") == Step("a")
    assert THREE.next("b") == Step("c") and THREE.next("c") is None
    assert THREE.is_last("c") and not THREE.is_last("b")
    with pytest.raises(KeyError):
        THREE.index("z")


def test_a_step_added_takes_its_place():
    more = THREE.with_step(Step("x"), before="b")
    assert more.keys == ("a", "x", "b", "c") and more.number("c") == (4, 4)
    assert THREE.with_step(Step("z")).keys == ("a", "b", "c", "z")
    assert THREE.keys == ("a", "b", "c")  # the registry itself is unchanged


def test_a_key_twice_or_no_step_is_refused():
    with pytest.raises(ValueError, match="twice"):
        Sequence([Step("a"), Step("a")])
    with pytest.raises(ValueError, match="without steps"):
        Sequence([])


def test_what_a_stage_files_is_tagged_with_its_step():
    steps = Sequence(
        [
            Step("first", lambda w: w.file("one")),
            Step("preview"),  # computes nothing
            Step("last", lambda w: (w.file("two"), w.file("three"))),
        ]
    )
    work = run(steps, Work())
    assert work.filed == [("first", "one"), ("last", "two"), ("last", "three")]
    with pytest.raises(RuntimeError):  # nothing is filed outside a stage
        work.file("stray")
