"""The bot's cogs, one module per area; and the seam where start-up leaves the league's machinery for later.

Start-up loads every cog (their commands are synced), but what the commands' bodies use — the rules, the screens,
the league's queries and records — is needed only when a command first runs (issue 11: start-up within 1.3 × a
bare discord.py bot). A cog imports it at its top as any module does; while :func:`imported_on_first_use` is open
(bot.py: its own imports, then the cogs' loading), a module of :data:`LATER` is imported as a waiting module,
run by its first attribute read. So a cog names such a module, not its contents: ``import rules.injury`` then
``rules.injury.roll_injury(...)`` (``from rules.injury import roll_injury`` reads the attribute, so runs the
module at once). ``tests/test_startup_imports.py`` checks what start-up leaves waiting; ``tests/test_imports.py``
that the cogs keep their imports at their top.
"""

from __future__ import annotations

import sys
import threading
import types
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib.machinery import ModuleSpec
from typing import Any

#: Packages (themselves and everything under them) and modules imported as waiting modules during start-up.
LATER = (
    "rules",
    "render",
    "records",
    "league",
    "rolls",
    "sequences",
    "cogs.utils.participants",
    "cogs.utils.sequence",
    "cogs.postmatch.screens",
    "cogs.pregame.screens",
)
#: What the import system reads of a module already imported: a second import, a submodule's import.
_READ_WAITING = frozenset({"__spec__", "__path__"})
#: One module runs at a time (a command's thread, such as the standings picture's, may read one first).
_RUNNING = threading.RLock()


class WaitingModule(types.ModuleType):
    """A module imported but not run yet: the first read of an attribute runs it. ``__spec__`` and ``__path__``
    are read without running it, so that a second ``import`` of the module, or of a module under it (the import
    system reads them), leaves it waiting."""

    def __getattribute__(self, name: str) -> Any:
        read = types.ModuleType.__getattribute__
        if name in _READ_WAITING:
            return read(self, name)
        with _RUNNING:
            if type(self) is WaitingModule:  # not yet run (nor running, on this thread)
                spec: ModuleSpec = read(self, "__spec__")
                object.__setattr__(self, "__class__", types.ModuleType)  # an ordinary module from now on
                try:
                    assert spec.loader is not None
                    spec.loader.exec_module(self)
                except BaseException:
                    sys.modules.pop(spec.name, None)  # as a failed import: the next import tries again
                    raise
        return read(self, name)


class _RunLater:
    """The loader of a waiting module: the module is made as usual, its code is run by its first attribute read."""

    def __init__(self, spec: ModuleSpec) -> None:
        self.spec = spec
        self.loader = spec.loader

    def create_module(self, spec: ModuleSpec) -> types.ModuleType | None:
        return None  # the usual module object

    def exec_module(self, module: types.ModuleType) -> None:
        self.spec.loader = self.loader  # the real loader from now on (reload, the run itself)
        module.__loader__ = self.loader
        module.__class__ = WaitingModule


class _Later:
    """Finds the modules of :data:`LATER` with the other finders, and has them wait."""

    def __init__(self, later: Sequence[str]) -> None:
        self.later = tuple(later)

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: types.ModuleType | None = None
    ) -> ModuleSpec | None:
        if not any(name == later or name.startswith(f"{later}.") for later in self.later):
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec: ModuleSpec | None = finder.find_spec(name, path, target)
            if spec is not None:
                if spec.loader is not None and hasattr(spec.loader, "exec_module"):
                    spec.loader = _RunLater(spec)  # type: ignore[assignment]  # a loader by its two methods
                return spec
        return None


@contextmanager
def imported_on_first_use(later: Sequence[str] = LATER) -> Iterator[None]:
    """While open, a first import of a module of ``later`` makes a :class:`WaitingModule`; nested, the outer one
    rules."""
    if any(isinstance(finder, _Later) for finder in sys.meta_path):
        yield
        return
    finder = _Later(later)
    sys.meta_path.insert(0, finder)
    try:
        yield
    finally:
        sys.meta_path.remove(finder)


def waiting(module: types.ModuleType) -> bool:
    """Imported and not run yet (checked without running it)."""
    return type(module) is WaitingModule
