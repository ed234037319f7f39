"""A guided sequence, pure: an ordered registry of steps, the way through it, and who tags what a step finds.

A sequence (the post-match today, the pre-game tomorrow) is walked one screen at a time; each step is one
object with a ``key`` (what its buttons and its stored state name it by). :class:`Sequence` holds them in the
book's order and answers the questions every screen asks: which step comes first, before, after, « step N of M ».

Its state is computed by running each step's stage in that order (:func:`run`): while a stage runs, the
:class:`Tagger` knows which step it is, so what a stage finds missing, or the dice it needs, is filed under its
own step without the rules module spelling any step's key.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Generic, Protocol, TypeVar

W_contra = TypeVar("W_contra", contravariant=True)


class Keyed(Protocol):
    """A step: its key, unique in its sequence (stored, and carried by the custom ids of its buttons)."""

    @property
    def key(self) -> str: ...


class Stage(Keyed, Protocol[W_contra]):
    """A step whose ``stage`` computes its part of the sequence's state (``None``: it computes nothing, a preview)."""

    @property
    def stage(self) -> Callable[[W_contra], None] | None: ...


S = TypeVar("S", bound=Keyed)


class Sequence(Generic[S]):
    """The ordered registry of a sequence's steps, and the navigation between them."""

    __slots__ = ("_index", "steps")

    def __init__(self, steps: Iterable[S]) -> None:
        self.steps: tuple[S, ...] = tuple(steps)
        self._index = {step.key: n for n, step in enumerate(self.steps)}
        if len(self._index) != len(self.steps):
            raise ValueError(f"a key twice in {[s.key for s in self.steps]}")
        if not self.steps:
            raise ValueError("a sequence without steps")

    def __iter__(self) -> Iterator[S]:
        return iter(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def __contains__(self, key: object) -> bool:
        return key in self._index

    def __getitem__(self, key: str) -> S:
        return self.steps[self.index(key)]

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(self._index)

    @property
    def first(self) -> S:
        return self.steps[0]

    @property
    def last(self) -> S:
        return self.steps[-1]

    def index(self, key: str) -> int:
        """The step's place, from 0 (``KeyError`` for a key of no step)."""
        return self._index[key]

    def number(self, key: str) -> tuple[int, int]:
        """« Step N of M »: ``(N, M)``, N from 1."""
        return self.index(key) + 1, len(self.steps)

    def previous(self, key: str) -> S | None:
        index = self.index(key)
        return self.steps[index - 1] if index > 0 else None

    def next(self, key: str) -> S | None:
        index = self.index(key)
        return self.steps[index + 1] if index + 1 < len(self.steps) else None

    def is_last(self, key: str) -> bool:
        return self.index(key) == len(self.steps) - 1

    def with_step(self, step: S, *, before: str | None = None) -> Sequence[S]:
        """Another sequence with ``step`` added (before the step ``before``, else at the end): a test's dummy step."""
        steps = list(self.steps)
        steps.insert(self.index(before) if before is not None else len(steps), step)
        return Sequence(steps)


class Tagger:
    """The step being built: set by :func:`run` around each stage, read by whatever the stage files (a blocker,
    a note, a roll to throw), so each is tagged with its own step."""

    __slots__ = ("_step",)

    def __init__(self) -> None:
        self._step: str | None = None

    @property
    def step(self) -> str:
        if self._step is None:
            raise RuntimeError("nothing is filed outside a step's stage")
        return self._step

    @contextmanager
    def building(self, key: str) -> Iterator[None]:
        outer, self._step = self._step, key
        try:
            yield
        finally:
            self._step = outer


class Tagged(Protocol):
    """What a sequence's work carries: the tagger its stages file under."""

    @property
    def tagger(self) -> Tagger: ...


T = TypeVar("T", bound=Tagged)


def run(stages: Iterable[Stage[T]], work: T) -> T:
    """Run each step's stage in order on ``work``, each tagged with its step; ``work`` as they left it."""
    for step in stages:
        if step.stage is not None:
            with work.tagger.building(step.key):
                step.stage(work)
    return work
