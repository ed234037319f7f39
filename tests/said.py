"""Tests read an error as its reader would: the catalogue text of a DomainError (or UserError), in a language.

``refused(fragment)`` replaces ``pytest.raises(X, match=fragment)`` now that an error carries a key, not a
sentence: the fragment is searched (case-insensitive) in the French text, or in ``lang``'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from render.errors import error_text
from rules.errors import DomainError


def said(error: Any, lang: str = "fr") -> str:
    """The text a reader in ``lang`` gets for ``error`` (an exception, or a ``pytest.raises`` result)."""
    return error_text(getattr(error, "value", error), lang)


@contextmanager
def refused(fragment: str, *, error: type[BaseException] = DomainError, lang: str = "fr") -> Iterator[Any]:
    """The block raises ``error``, whose text in ``lang`` contains ``fragment`` (a regular expression)."""
    with pytest.raises(error) as caught:
        yield caught
    text = said(caught.value, lang)
    assert re.search(fragment, text, re.IGNORECASE), f"{fragment!r} not in {text!r}"
