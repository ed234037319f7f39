"""What people type, read one way everywhere: lists, characteristic values, dice rolled by hand, gold.

Options, forms and the roster CSV all call these, so « Blocage, Esquive », « 3+ », « - », « 4 5 » and
« 50k » mean the same thing wherever they are typed. A value that does not read as a whole is a
:class:`~rules.errors.DomainError` naming the field, never read in part.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Final

from rules.characteristics import CHARACTERISTICS, LIMITS, Characteristic, Profile, format_value
from rules.errors import DomainError, Gold, Term, shown
from rules.limits import Quantity, is_dash

#: Items of a list: « Blocage, Esquive », « Blocage | Esquive » or « Blocage; Esquive ».
_ITEMS: Final = re.compile(r"[,;|]")
#: What a list of names may say for « none of them ».
NONE_WORDS: Final = frozenset({"aucun", "aucune", "none"})
#: Dice rolled by hand, in order: « 4 5 », « 4, 5 », « 4;5 ».
_DICE_SEPARATORS: Final = re.compile(r"[\s,;]+")
#: More dice than any roll throws is a typo.
MAX_HAND_DICE: Final = 50
_GOLD_NOISE: Final = re.compile(r"[\s\u202f\xa0.,]")
#: Gold is counted in steps of 5,000.
GOLD_STEP: Final = 5000


def fold(text: str) -> str:
    """The form a typed name is compared in: no accents, no case, punctuation as single spaces (« Élus du
    Chaos » = "elus du chaos", « Bagarreurs-Brutaux » = "bagarreurs brutaux")."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", plain).split())


def items(text: str | None) -> tuple[str, ...]:
    """``Blocage, Esquive`` → ``("Blocage", "Esquive")``; ``-`` or nothing → ``()``."""
    if text is None or not text.strip() or is_dash(text):
        return ()
    return tuple(item.strip() for item in _ITEMS.split(text) if item.strip())


def keys(text: str | None, key_of: Callable[[str], str | None], error: str, *, width: int) -> list[str]:
    """The keys of the names in a typed list (« td, el, confrontation »), in the order typed; « aucun » /
    « none » / « - » / nothing: none. ``key_of`` reads one name (``None``: unknown, a :class:`DomainError`
    ``error`` quoting its first ``width`` characters)."""
    out = []
    for item in items(text):
        if item.casefold() in NONE_WORDS:
            continue
        key = key_of(item)
        if key is None:
            raise DomainError(error, value=item[:width])
        out.append(key)
    return out


def characteristic(text: str, char: Characteristic) -> int | None:
    """A characteristic as printed: « 6 » for MA / ST, « 3+ » or « 3 » for AG / PA / AV, « - » for no PA."""
    value = text.strip()
    name = Term(f"char.{char.lower()}.field")
    if char == "PA" and is_dash(value):
        return None
    limit = LIMITS[char]
    number = value.removesuffix("+").strip() if limit.target else value
    if not number.isdecimal() or len(number) > 2:
        key = "error.characteristic.target" if limit.target else "error.characteristic.number"
        raise DomainError(key, field=name, value=shown(value, 20))
    low, high = sorted((limit.best, limit.worst))
    if not low <= int(number) <= high:
        raise DomainError(
            "error.characteristic.range",
            field=name,
            low=format_value(char, low),
            high=format_value(char, high),
            value=shown(value, 20),
        )
    return int(number)


def profile_line(text: str) -> Profile:
    """A profile typed on one line, M F AG CP AR: ``6 3 3+ 4+ 9+`` (CP may be ``-``)."""
    parts = text.replace(",", " ").split()
    if len(parts) != len(CHARACTERISTICS):
        raise DomainError("league.error.profile_line", value=text)
    values = {char: characteristic(part, char) for char, part in zip(CHARACTERISTICS, parts, strict=True)}
    ma, st, ag, pa, av = (values[c] for c in CHARACTERISTICS)
    assert ma is not None and st is not None and ag is not None and av is not None
    return Profile(ma, st, ag, pa, av)


def target(text: str | None, quantity: Quantity) -> int:
    """A target number typed « 9+ » or « 9 » (an AV in a form), within ``quantity``."""
    return quantity.parse((text or "").strip().removesuffix("+"))


def hand_dice(text: str | None) -> tuple[int, ...]:
    """Dice rolled by hand, in order (« 4 5 12 »); each is checked against its die when it is thrown."""
    tokens = [token for token in _DICE_SEPARATORS.split((text or "").strip()) if token]
    if not tokens or len(tokens) > MAX_HAND_DICE or not all(t.isdecimal() and len(t) <= 2 for t in tokens):
        raise DomainError("error.hand_dice", value=shown(text or "", 40), most=MAX_HAND_DICE)
    return tuple(int(token) for token in tokens)


def gold_option(value: int | None, quantity: Quantity) -> int | None:
    """Gold pieces given as a whole number (a command's option, Discord already kept it within ``quantity``): a
    multiple of 5,000, as every amount of the game, like the ones :func:`gold` reads."""
    if value is not None and value % GOLD_STEP:
        raise DomainError("error.gold.step", field=Term(quantity.field), value=Gold(value))
    return value


def gold(text: str | None, quantity: Quantity) -> int | None:
    """Gold pieces as typed: « 50000 », « 50 000 », « 50k », « 50 000 po » / « 50,000 gp »; empty: ``None``.

    A multiple of 5,000 within ``quantity``; anything else names ``quantity``'s field.
    """
    plain = (text or "").strip().lower()
    for unit in ("po", "gp"):
        plain = plain.removesuffix(unit).strip()
    if not plain:
        return None
    thousands = plain.endswith("k")
    digits = _GOLD_NOISE.sub("", plain.removesuffix("k"))
    # « 2.5k » is not 25k: a decimal point before k is refused rather than misread
    if not digits.isdecimal() or len(digits) > 9 or (thousands and re.search(r"[.,]", plain)):
        raise DomainError("error.gold", field=Term(quantity.field), value=shown(text or "", 20))
    value = int(digits) * (1000 if thousands else 1)
    if value % GOLD_STEP or not quantity.low <= value <= quantity.high:
        raise DomainError(
            "error.gold.range", field=Term(quantity.field), high=Gold(quantity.high), value=shown(text or "", 20)
        )
    return value
