"""Dataclasses to JSON-able values and back, by their annotations: one mechanism for every typed state we store.

A dataclass becomes a ``dict`` of its fields (nested dataclasses, tuples and mappings too); :func:`load` builds it
again from such a ``dict``, reading each field by its annotation: a ``tuple[X, ...]`` from a list, a nested dataclass
from its ``dict``, a union of dataclasses as the one member whose fields the keys name. A key the class does not
know is left out (a stored tree carries facts a reader need not type); a field the data lacks takes its default.
No hand-written ``to_dict`` / ``from_dict`` per class, and no string format parsed by hand.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Mapping
from typing import Any, TypeVar, Union, cast, get_args, get_origin

T = TypeVar("T")


def dump(value: Any) -> Any:
    """``value`` as JSON-able data: a dataclass as the ``dict`` of its fields, a tuple as a list."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: dump(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [dump(item) for item in value]
    if isinstance(value, Mapping):
        return {str(key): dump(item) for key, item in value.items()}
    return value


def dumps(value: Any) -> str:
    """:func:`dump` as compact JSON text (a value stored in one column)."""
    return json.dumps(dump(value), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """``cls``'s resolved annotations, read once per class."""
    found = _HINTS.get(cls)
    if found is None:
        found = _HINTS[cls] = typing.get_type_hints(cls)
    return found


def load(cls: type[T], data: Mapping[str, Any]) -> T:
    """The dataclass ``cls`` read from ``data`` (its fields by name; unknown keys left out)."""
    hints = _hints(cls)
    values = {
        f.name: _value(hints[f.name], data[f.name])
        for f in dataclasses.fields(cast(Any, cls))  # a dataclass: every caller passes one
        if f.init and f.name in data
    }
    return cls(**values)


def loads(tp: Any, text: str) -> Any:
    """A value of type ``tp`` (a dataclass, or a union of dataclasses) read from :func:`dumps`'s text."""
    return _value(tp, json.loads(text))


def _value(tp: Any, data: Any) -> Any:
    """``data`` read as annotation ``tp`` says (only structure is rebuilt; scalars are taken as they are)."""
    origin = get_origin(tp)
    if origin is Union or origin is types.UnionType:
        members = [arg for arg in get_args(tp) if arg is not type(None)]
        if data is None:
            return None
        classes = [m for m in members if dataclasses.is_dataclass(m)]
        if classes and isinstance(data, Mapping):
            return _value(_member(classes, data), data)
        return _value(members[0], data) if len(members) == 1 else data
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(data, Mapping):
            raise ValueError(f"{tp.__name__}: expected an object, got {data!r}")
        return load(tp, data)
    if origin is tuple:
        args = get_args(tp)
        item = args[0] if len(args) == 2 and args[1] is Ellipsis else Any  # tuple[X, ...]
        return tuple(_value(item, value) for value in data or ())
    if origin in (Mapping, dict) or tp in (dict, Mapping):
        args = get_args(tp)
        item = args[1] if len(args) == 2 else Any
        return {key: _value(item, value) for key, value in (data or {}).items()}
    return data


def _member(classes: list[Any], data: Mapping[str, Any]) -> Any:
    """The member of a union of dataclasses ``data`` is: the one whose fields are exactly its keys (those with a
    default may be absent)."""
    keys = set(data)
    for cls in classes:
        names = {f.name for f in dataclasses.fields(cls)}
        required = {
            f.name
            for f in dataclasses.fields(cls)
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        }
        if required <= keys <= names:
            return cls
    raise ValueError(f"no member of {[c.__name__ for c in classes]} has the keys {sorted(keys)}")
