"""Errors as data: what went wrong, as a catalogue key and its parameters, never a sentence.

``rules/`` and ``league/`` raise :class:`DomainError`; the cog layer turns it into the reader's
words (``cogs.utils.errors.describe_error``). It subclasses ``ValueError`` so callers that already
catch bad values keep working while older French messages are moved to the catalogue.
"""

from __future__ import annotations


class DomainError(ValueError):
    """A problem with what a user gave: ``key`` names the message, ``params`` fill its placeholders."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.key!r}, **{self.params!r})"
