"""A record from a row: each field of a dataclass read from the column of the same name.

Every table's row maps onto its record field by field; what differs is only the few columns that need a
conversion (JSON text, a 0/1 flag) or that a later migration added, which the caller names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from functools import cache
from typing import Any, ClassVar, Protocol, TypeVar


class _Dataclass(Protocol):
    __dataclass_fields__: ClassVar[dict[str, Any]]


T = TypeVar("T", bound=_Dataclass)


def later_column(row: Mapping[str, Any], key: str, default: Any = None) -> Any:
    """A column a later migration added, read where a converter needs it: ``default`` in the audit rows and exports
    written before it (:func:`from_row` does the same for the columns it reads as they are)."""
    try:
        return row[key]
    except (KeyError, IndexError):
        return default


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    """A record's field names, read once per class (``fields()`` at every row was a tenth of a web page's time)."""
    return tuple(f.name for f in fields(cls))


def from_row(cls: type[T], row: Mapping[str, Any], /, *, later: Mapping[str, Any] | None = None, **given: Any) -> T:
    """``cls`` with each field read from ``row``'s column of that name, but those ``given`` (converted by the
    caller). A column of ``later`` came with a later migration: absent from the audit rows and exports written
    before it, it takes the default it names there."""
    values = dict(given)
    for name in _field_names(cls):
        if name in values:
            continue
        try:
            values[name] = row[name]
        except (KeyError, IndexError):
            if later is None or name not in later:
                raise
            values[name] = later[name]
    return cls(**values)
