"""One record copied into another of the same fields: a snapshot of a stored record, a change from a snapshot.

The layers each keep their own dataclass of the same thing (a stored player, the player a plan reads); a copy
names only the fields that differ, the others go across by name.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, ClassVar, Protocol, TypeVar


class _Dataclass(Protocol):
    __dataclass_fields__: ClassVar[dict[str, Any]]


T = TypeVar("T", bound=_Dataclass)


def copy_fields(cls: type[T], source: object, /, **given: Any) -> T:
    """``cls`` with each field copied from ``source``'s attribute of that name, but those ``given``; a field
    ``source`` does not have keeps its default."""
    values = {f.name: getattr(source, f.name) for f in fields(cls) if f.name not in given and hasattr(source, f.name)}
    return cls(**values, **given)
