"""One codec between typed values (dataclasses and what they hold) and JSON-able values, driven by type hints.

Why one: a state stored as JSON (a post-match's inputs, a pre-game's tomorrow) must be read back as the dataclass
it was written from, by a newer bot too. Written by hand, each pair of ``to_dict``/``from_dict`` repeats every
field twice and drifts from the class; here the class's own type hints say how each value is read.

- :func:`encode`: a dataclass becomes an object keyed by its field names (in field order), a tuple or a list a
  list, a set a sorted list (a stable output), a mapping an object whose keys are strings (``12`` → ``"12"``), an
  enum its value. A dataclass marked ``__json_positional__ = True`` is written as the list of its fields (a
  profile: ``[6, 3, 3, 4, 9]``).
- :func:`decode`: the reverse, checked against the hints: ``int``/``str``/``bool``/``float``/``None``,
  ``X | None`` and unions, ``Literal``, enums, ``tuple[X, ...]`` and ``tuple[X, Y]``, ``list``, ``set`` and
  ``frozenset``, ``dict``/``Mapping`` with string, integer, enum or literal keys (JSON keys are strings: read
  back by the key's type), nested dataclasses (slots, frozen, keyword-only). A field missing from the data takes
  its default (a row written before the field existed); a key the class no longer has is ignored (a row written
  by a newer bot, or of a field since dropped). Anything else is a :class:`CodecError`.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
from collections.abc import Mapping, Sequence as AbstractSequence, Set as AbstractSet
from functools import cache
from typing import Any, Literal, TypeVar, Union, cast, get_args, get_origin, get_type_hints

T = TypeVar("T")


class CodecError(ValueError):
    """A stored value that does not fit the type it is read as (never expected from data this codec wrote)."""


def encode(value: Any) -> Any:
    """``value`` as JSON-able data (see the module's docstring)."""
    if isinstance(value, enum.Enum):
        return encode(value.value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = dataclasses.fields(value)
        if getattr(type(value), "__json_positional__", False):
            return [encode(getattr(value, f.name)) for f in fields]
        return {f.name: encode(getattr(value, f.name)) for f in fields}
    if isinstance(value, Mapping):
        return {_key_text(k): encode(v) for k, v in value.items()}
    if isinstance(value, AbstractSet):
        return _sorted([encode(v) for v in value])
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    raise CodecError(f"cannot encode a {type(value).__name__}")


def _key_text(key: Any) -> str:
    if isinstance(key, enum.Enum):
        key = key.value
    if isinstance(key, bool) or not isinstance(key, int | str):
        raise CodecError(f"a mapping key must be a string or an integer, not {key!r}")
    return str(key)


def _sorted(items: list[Any]) -> list[Any]:
    try:
        return sorted(items)
    except TypeError:  # mixed kinds: by their text, still stable
        return sorted(items, key=repr)


def decode(kind: type[T], data: Any) -> T:
    """``data`` (as :func:`encode` wrote it, through JSON) read back as ``kind``."""
    return cast(T, _decode(kind, data))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _decode(kind: Any, data: Any) -> Any:
    if kind is Any:
        return data
    if kind is None or kind is type(None):
        if data is not None:
            raise CodecError(f"expected nothing, got {data!r}")
        return None
    origin = get_origin(kind)
    if origin is Union or origin is types.UnionType:
        return _union(get_args(kind), data)
    if origin is Literal:
        if data not in get_args(kind) or isinstance(data, bool) != any(isinstance(a, bool) for a in get_args(kind)):
            raise CodecError(f"{data!r} is none of {get_args(kind)}")
        return data
    if origin is not None:
        return _container(origin, get_args(kind), data)
    if isinstance(kind, type):
        if issubclass(kind, enum.Enum):
            if isinstance(data, bool) and not any(isinstance(m.value, bool) for m in kind):
                raise CodecError(f"{data!r} is no {kind.__name__}")
            try:
                return kind(data)
            except ValueError as exc:
                raise CodecError(str(exc)) from None
        if dataclasses.is_dataclass(kind):
            return _dataclass(kind, data)
        if kind is bool:
            return _checked(data, bool)
        if kind is int:
            return _checked(data, int)
        if kind is float:
            return float(_checked(data, int | float))
        if kind is str:
            return _checked(data, str)
        if kind in (tuple, list, dict, set, frozenset):  # unparameterised: as read
            return _container(kind, (), data)
    raise CodecError(f"cannot decode as {kind!r}")


def _checked(data: Any, kind: Any) -> Any:
    if isinstance(data, bool) and kind is not bool:
        raise CodecError(f"expected a number, got {data!r}")
    if not isinstance(data, kind):
        raise CodecError(f"expected {kind}, got {data!r}")
    return data


def _union(options: tuple[Any, ...], data: Any) -> Any:
    if data is None and type(None) in options:
        return None
    named = _member(options, data)
    for option in (named,) if named is not None else options:
        if option is type(None):
            continue
        try:
            return _decode(option, data)
        except (CodecError, TypeError, ValueError):
            continue
    raise CodecError(f"{data!r} fits none of {options}")


def _member(options: tuple[Any, ...], data: Any) -> Any:
    """The dataclass of a union that ``data``'s keys name: every required field present, no key it lacks (a union
    of dataclasses sharing field names is read as the right member, not the first that fits)."""
    if not isinstance(data, Mapping):
        return None
    keys = set(data)
    for option in options:
        if not (isinstance(option, type) and dataclasses.is_dataclass(option)):
            continue
        fields = dataclasses.fields(option)
        required = {
            f.name for f in fields if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        }
        if required <= keys <= {f.name for f in fields}:
            return option
    return None


def dumps(value: Any) -> str:
    """:func:`encode` as compact JSON text with sorted keys (a value stored in one column, the same bytes each
    time)."""
    return json.dumps(encode(value), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def loads(kind: Any, text: str | bytes) -> Any:
    """:func:`dumps`'s text read back as ``kind`` (a dataclass, or a union of them)."""
    return _decode(kind, json.loads(text))


def _container(origin: Any, args: tuple[Any, ...], data: Any) -> Any:
    if origin in (dict, Mapping) or (isinstance(origin, type) and issubclass(origin, Mapping)):
        if not isinstance(data, Mapping):
            raise CodecError(f"expected an object, got {data!r}")
        key_kind, value_kind = args or (Any, Any)
        return {_key(key_kind, k): _decode(value_kind, v) for k, v in data.items()}
    if not isinstance(data, list | tuple):
        raise CodecError(f"expected a list, got {data!r}")
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in data)
        if not args:
            return tuple(data)
        if len(args) != len(data):
            raise CodecError(f"expected {len(args)} values, got {data!r}")
        return tuple(_decode(a, v) for a, v in zip(args, data, strict=True))
    item = args[0] if args else Any
    if origin in (set, frozenset, AbstractSet):
        items = (_decode(item, v) for v in data)
        return set(items) if origin is set else frozenset(items)
    if origin is list:
        return [_decode(item, v) for v in data]
    if origin is AbstractSequence:
        return tuple(_decode(item, v) for v in data)
    raise CodecError(f"cannot decode as {origin!r}")


def _key(kind: Any, text: Any) -> Any:
    """A mapping key read back: JSON keys are strings, so an integer key is parsed by its type."""
    if kind is Any or kind is str:
        return _checked(text, str)
    if kind is int:
        if isinstance(text, int) and not isinstance(text, bool):
            return text
        if isinstance(text, str) and text.lstrip("-").isdecimal():
            return int(text)
        raise CodecError(f"expected an integer key, got {text!r}")
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        members = {str(m.value): m for m in kind}
        if str(text) not in members:
            raise CodecError(f"{text!r} is no {kind.__name__}")
        return members[str(text)]
    return _decode(kind, text)  # a Literal of strings, a union of them


def _dataclass(cls: type, data: Any) -> Any:
    fields = [f for f in dataclasses.fields(cls) if f.init]
    hints = _hints(cls)
    if isinstance(data, list | tuple) and getattr(cls, "__json_positional__", False):  # as :func:`encode` wrote it
        if len(data) > len(fields):
            raise CodecError(f"{cls.__name__}: {len(data)} values for {len(fields)} fields")
        values = {f.name: _decode(hints[f.name], v) for f, v in zip(fields, data, strict=False)}
    elif isinstance(data, Mapping):
        values = {f.name: _decode(hints[f.name], data[f.name]) for f in fields if f.name in data}
    else:
        raise CodecError(f"{cls.__name__}: expected an object, got {data!r}")
    try:
        return cls(**values)
    except TypeError as exc:  # a field without a default missing
        raise CodecError(f"{cls.__name__}: {exc}") from None
