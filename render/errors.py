"""A domain error in the reader's words: its catalogue text, its parameters said in the same language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

import discord

from locales import DEFAULT_LANGUAGE, t, t_map, tn
from render.text import gold
from rules.errors import Counted, DomainError, Gold, Named, Term

#: The longest text a message quotes as typed (a name, a value).
QUOTE_LIMIT = 200


class Said(Protocol):
    """An error as data: a :class:`~rules.errors.DomainError`, or the cogs' ``UserError``."""

    @property
    def key(self) -> str: ...

    @property
    def params(self) -> Mapping[str, object]: ...


def said(value: object, lang: str) -> object:
    """A parameter as the reader reads it: a :class:`Term` translated, :class:`Gold` with its unit, a
    :class:`Named` in the reader's language, another error as its text, a tuple of them as a list (errors one
    per line)."""
    if isinstance(value, Term):
        return t(value.key, lang)
    if isinstance(value, Gold):
        return t("league.gold", lang, amount=gold(value.amount, lang))
    if isinstance(value, Counted):
        return tn(value.key, value.count, lang)
    if isinstance(value, Named):
        return value.french if lang == "fr" else value.english
    if isinstance(value, DomainError):
        return error_text(value, lang)
    if isinstance(value, str):  # what someone typed: shown as typed, never formatting the message
        return discord.utils.escape_markdown(value if len(value) <= QUOTE_LIMIT else value[: QUOTE_LIMIT - 1] + "…")
    if isinstance(value, tuple):
        separator = "\n" if value and all(isinstance(item, DomainError) for item in value) else ", "
        return separator.join(str(said(item, lang)) for item in value)
    return value


def error_text(error: Said, lang: str = DEFAULT_LANGUAGE) -> str:
    """The message of ``error`` in ``lang``; what the user typed is quoted, never able to mention anyone."""
    params = {name: said(value, lang) for name, value in error.params.items()}
    return discord.utils.escape_mentions(t_map(error.key, params, lang))
