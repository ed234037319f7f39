"""French typography, applied once to the French catalogue as it is assembled (as LaTeX's babel-french does).

The catalogue's lines are written with ordinary spaces (« Cause : inconnue », « 20 000 po »); this pass makes the
spaces that must not break unbreakable, so a phone never leaves a colon, a « ? » or « po » alone at the start of a
line:

- U+00A0 (no-break space) before « : », as the Imprimerie nationale and babel-french do;
- U+202F (narrow no-break space) before « ; », « ! » and « ? », and between the groups of digits of a number
  (« 20 000 »);
- U+00A0 between a figure (or a placeholder such as ``{gold}``) and « po ».

Left as they are: code (`` `…` `` and fenced blocks, whose columns a wider or narrower space would shift), links,
Discord's own tokens (``<:emoji:id>``, ``<@id>``, ``<t:…>``), a time (« 12:30 », no space
before its colon), command options (``ar:9``), and a colon that ends a line's label before a line break. Only a space
the catalogue already wrote is replaced: English, which writes none before these signs, comes through unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, MutableMapping

NBSP = "\u00a0"
NNBSP = "\u202f"

#: What the pass never touches: code spans and blocks, links, Discord's tokens. A placeholder (``{gold}``) holds no
#: space, so the spaces around it are typeset as around the figure it stands for.
_PROTECTED = re.compile(r"```.*?```|`[^`\n]*`|<[^<>\s]*>|https?://\S+", re.DOTALL)
#: An ordinary space before a sign that must not start a line (a colon followed by a space, a line's end or
#: markdown, not a time or an option).
_BEFORE_COLON = re.compile(r" +:(?=\s|$|\*|_|`|\)|»)")
_BEFORE_OTHERS = re.compile(r" +([;!?])")
#: Thousands: « 20 000 », « 1 000 000 » (three digits after each space).
_THOUSANDS = re.compile(r"(?<=\d) (?=\d{3}(?!\d))")
#: « 20 000 po », « {gold} po ».
_BEFORE_PO = re.compile(r"(?<=[\d}]) (?=po\b)")


def _typeset(text: str) -> str:
    text = _BEFORE_COLON.sub(NBSP + ":", text)
    text = _BEFORE_OTHERS.sub(lambda m: NNBSP + m.group(1), text)
    text = _THOUSANDS.sub(NNBSP, text)
    return _BEFORE_PO.sub(NBSP, text)


def french(text: str) -> str:
    """``text`` with French no-break spaces, its code, links and Discord tokens untouched."""
    out: list[str] = []
    last = 0
    for protected in _PROTECTED.finditer(text):
        out.append(_typeset(text[last : protected.start()]))
        out.append(protected.group(0))
        last = protected.end()
    out.append(_typeset(text[last:]))
    return "".join(out)


class FrenchCatalogue(MutableMapping[str, str]):
    """The French catalogue, each label through :func:`french` at its first read, then kept: typesetting all of
    its ~3,500 labels took ≈ 55 ms of every start-up (issue 27: start-up within 1.3 × a bare bot), when a session
    reads a few hundred. Keys, length and iteration are the assembled catalogue's."""

    def __init__(self, labels: Mapping[str, str]) -> None:
        self._labels = dict(labels)
        self._typeset: dict[str, str] = {}

    def __getitem__(self, key: str) -> str:
        done = self._typeset.get(key)
        if done is None:
            done = self._typeset[key] = french(self._labels[key])  # KeyError: not a label
        return done

    def __setitem__(self, key: str, text: str) -> None:
        """A label added or replaced (a test's dummy step), typeset at its next read as the others."""
        self._labels[key] = text
        self._typeset.pop(key, None)

    def __delitem__(self, key: str) -> None:
        del self._labels[key]
        self._typeset.pop(key, None)

    def __contains__(self, key: object) -> bool:
        return key in self._labels

    def __iter__(self) -> Iterator[str]:
        return iter(self._labels)

    def __len__(self) -> int:
        return len(self._labels)


def french_catalogue(labels: Mapping[str, str]) -> FrenchCatalogue:
    """Every label of the French catalogue through :func:`french` (each at its first read), keys unchanged."""
    return FrenchCatalogue(labels)
