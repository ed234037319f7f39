"""The message catalogue: every word shown to people, keyed by stable ids.

Outcome keys from ``rules`` (``injury.ko``) and interface keys (``ui.…``) map to
text. Each language is one package (``locales/fr``, ``locales/en``) holding the
same keys with the same placeholders (tests/locales checks both ways); a key may
carry a ruleset variant (``lasting_injury.ag@bb2025``) where the rulesets name the
same result differently.
"""

from __future__ import annotations

from collections.abc import Mapping

from locales import en, fr

LANGUAGES: dict[str, Mapping[str, str]] = {"fr": fr.CATALOGUE, "en": en.CATALOGUE}
DEFAULT_LANGUAGE = "fr"


class MissingLabel(KeyError):
    """A key with no text: a bug caught by the catalogue tests, never shown raw."""


def has(key: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    return key in LANGUAGES[lang]


def t(key: str, lang: str = DEFAULT_LANGUAGE, *, variant: str | None = None, **fmt: object) -> str:
    """The text for ``key`` (its ``@variant`` form first), formatted with ``fmt``."""
    return t_map(key, fmt, lang, variant=variant)


def t_map(key: str, fmt: Mapping[str, object], lang: str = DEFAULT_LANGUAGE, *, variant: str | None = None) -> str:
    """:func:`t` with the values in a mapping (an error's parameters, a screen's facts): a value may then
    be named ``lang`` or ``variant`` without being taken for the language or the variant."""
    catalogue = LANGUAGES[lang]
    text = catalogue.get(f"{key}@{variant}") if variant else None
    if text is None:
        try:
            text = catalogue[key]
        except KeyError:
            raise MissingLabel(key) from None
    return text.format_map(_Lenient(fmt)) if fmt else text


def tn(key: str, count: int, lang: str = DEFAULT_LANGUAGE, **fmt: object) -> str:
    """Plural by count: ``key.one`` or ``key.other`` (French says « 0 match joué », English "0 matches played")."""
    one = abs(count) <= 1 if lang == "fr" else abs(count) == 1
    return t_map(f"{key}.{'one' if one else 'other'}", {**fmt, "count": count}, lang)


class _Lenient(dict[str, object]):
    """Formatting values where a missing name stays visible instead of raising."""

    def __missing__(self, name: str) -> str:
        return "{" + name + "}"
