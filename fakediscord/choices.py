"""What a person may choose in a message or a form, and how a typed answer becomes that choice.

Shared by the text rendering (which numbers the options it shows), the offline console (which
matches what a person types) and the fake server (which refuses what the Discord client would not
send: too few or too many choices, an empty required field). Pure functions, no I/O.

A typed choice is matched the way a person reads the screen: by the label as shown (accents, case,
emoji and the kind of dash ignored), by the label with its description (« #3 Gorbag — 9 PSP »), or by
the number the console prints beside it; several choices are separated by commas (« 1, 3, 5 », or
« 1 3 5 » when they are all numbers).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from fakediscord.words import count, word

T = TypeVar("T")

BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
ENTITY_SELECTS = (5, 6, 7, 8)  # user, role, mentionable, channel
TEXT_DISPLAY = 10
LABEL = 18
FILE_UPLOAD = 19
RADIO_GROUP = 21
CHECKBOX_GROUP = 22
CHECKBOX = 23
OPTION_KINDS = (STRING_SELECT, RADIO_GROUP, CHECKBOX_GROUP)
MENU_KINDS = (STRING_SELECT, *ENTITY_SELECTS)

NONE_WORDS = {"aucun", "aucune", "rien", "none"}

_DASHES = "-‐‑‒–—―−"
_QUOTES = {"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'"}
_BULLET = re.compile(r"^\s*(?:[•○◦*]|-(?=\s))\s*")
_NUMBERED = re.compile(r"^\s*\d+\)\s+")
_MARKS = re.compile(r"\s*\((?:choisi|grisé|selected|disabled)\)\s*$", re.IGNORECASE)
_SEPARATORS = re.compile(r"\s*[,;]\s*")
_NUMBERS = re.compile(r"\d+(?:\s+\d+)*")


def setting(comp: dict[str, Any], key: str, default: int) -> int:
    """An integer property of a component (discord.py sends ``null`` for one left unset)."""
    value = comp.get(key)
    return default if value is None else int(value)


class Refused(ValueError):
    """A choice the Discord client would not let the person make (the sentence to show, in its language)."""


def fold(text: str) -> str:
    """The form two labels are compared in: no accents, case, emoji or invisible marks; any dash is « - »."""
    out = []
    for char in unicodedata.normalize("NFKD", str(text)):
        category = unicodedata.category(char)
        if category.startswith("M") or category in ("So", "Cf"):
            continue
        if char in _DASHES:
            out.append(" - ")
            continue
        out.append(_QUOTES.get(char, char))
    return " ".join("".join(out).casefold().split())


def _candidates(text: str) -> list[str]:
    """What a typed line may mean: as typed, then without the decorations the console prints around
    a choice (brackets of a button, bullet, « 3) » number, « (choisi) »), for a line copied from the screen."""
    raw = text.strip()
    if not fold(raw):  # only an emoji: still worth comparing with an emoji-only button
        return [raw.strip("[]").strip()] if raw else []
    bare = _MARKS.sub("", raw)
    bare = _BULLET.sub("", bare)
    bare = _NUMBERED.sub("", bare)
    bare = bare.strip()
    if bare.startswith("[") and bare.endswith("]"):
        bare = bare[1:-1].strip()
    found = []
    for candidate in (raw, bare):
        folded = fold(candidate)
        if folded and folded not in found:
            found.append(folded)
    return found


MIN_PREFIX = 3


def starts(label: str, folded: str, *, whole_words: bool) -> bool:
    """`folded` (3 characters or more) begins the folded `label` (at a word's end when `whole_words`)."""
    if len(folded) < MIN_PREFIX or not label.startswith(folded):
        return False
    rest = label[len(folded) :]
    return not whole_words or not rest or not rest[0].isalnum()


def holds(label: str, folded: str, *, whole_words: bool = True) -> bool:
    """`folded` stands in the folded `label` from a word's start to a word's end (« defenseur plaque » in
    « de 1 : defenseur plaque »), or only from a word's start when not `whole_words` (« bloc » in « un blocage »)."""
    end = r"(?!\w)" if whole_words else ""
    return bool(folded) and re.search(rf"(?<!\w){re.escape(folded)}{end}", label) is not None


def begun(items: Sequence[T], names: Callable[[T], Iterable[str]], typed: str) -> list[T]:
    """The items whose name begins with what was typed: those where it ends at a word's end when there
    are any (« victime 1 » is not « Victime 10 »), else those where it ends inside a word (« tronc »); else
    those whose name holds it as whole words (« Défenseur Plaqué » for the button « Dé 1 : Défenseur Plaqué »)."""
    candidates = _candidates(typed)
    tests: tuple[Callable[[str, str], bool], ...] = (
        lambda name, c: starts(name, c, whole_words=True),
        lambda name, c: starts(name, c, whole_words=False),
        lambda name, c: len(c) >= MIN_PREFIX and holds(name, c),
    )
    for test in tests:
        hits = [item for item in items if any(test(fold(name), c) for name in names(item) for c in candidates)]
        if hits:
            return hits
    return []


def split_choices(text: str) -> list[str]:
    """« 1, 3, 5 » / « 1 3 5 » / « Grak; Snik » → the pieces (empty pieces dropped)."""
    stripped = text.strip()
    if _NUMBERS.fullmatch(stripped):
        return stripped.split()
    return [piece for piece in _SEPARATORS.split(stripped) if piece.strip()]


@dataclass
class Option:
    number: int
    label: str
    value: str
    description: str | None = None
    default: bool = False

    @property
    def shown(self) -> str:
        """The option as the console prints it (label — description)."""
        return f"{self.label} — {self.description}" if self.description else self.label

    def matches(self, folded: str) -> bool:
        return folded in (fold(self.label), fold(self.shown))


@dataclass
class Menu:
    """A select menu (message or form), a radio group or a checkbox group, with its options numbered."""

    comp: dict[str, Any]
    options: list[Option] = field(default_factory=list)
    in_form: bool = False
    name: str | None = None  # the label of its form field, when it is one
    lang: str = "fr"  # the client's language (``fakediscord.words``)

    @property
    def kind(self) -> int:
        return int(self.comp.get("type") or 0)

    @property
    def entity(self) -> bool:
        return self.kind in ENTITY_SELECTS

    @property
    def placeholder(self) -> str:
        """The menu's name as shown (Discord shows a neutral word when the bot gave no placeholder)."""
        return str(self.comp.get("placeholder") or word("menu.placeholder", self.lang))

    @property
    def disabled(self) -> bool:
        return bool(self.comp.get("disabled"))

    @property
    def min_values(self) -> int:
        if self.kind == RADIO_GROUP:
            return 1
        default = 0 if self.kind == CHECKBOX_GROUP else 1
        return setting(self.comp, "min_values", default)

    @property
    def max_values(self) -> int:
        if self.kind == RADIO_GROUP:
            return 1
        return setting(self.comp, "max_values", 1)

    @property
    def may_be_empty(self) -> bool:
        """In a form, a field that is not required may stay empty; anywhere, a menu whose minimum is 0."""
        return self.min_values == 0 or (self.in_form and not self.comp.get("required", True))

    @property
    def defaults(self) -> list[str]:
        if self.entity:
            return [str(d.get("id")) for d in self.comp.get("default_values") or []]
        return [o.value for o in self.options if o.default]

    def how_many(self) -> str:
        """« un choix », « de 1 à 6 choix », « un choix ou aucun », « jusqu'à 3 choix, ou aucun »."""
        lo, hi = (0 if self.may_be_empty else self.min_values), self.max_values
        if lo == 0:
            return word("how.one_or_none", self.lang) if hi == 1 else word("how.up_to", self.lang, hi=hi)
        if lo == hi:
            return word("how.one", self.lang) if hi == 1 else word("how.exactly", self.lang, hi=hi)
        return word("how.range", self.lang, lo=lo, hi=hi)

    def entity_what(self) -> str:
        """What a member, role or channel menu asks for: « un membre », « des salons »."""
        return word(f"{'what' if self.max_values == 1 else 'whats'}.{self.kind}", self.lang)

    def check_count(self, n: int) -> None:
        """Refused when `n` choices is not what Discord lets a person submit for this menu."""
        if n == 0 and self.may_be_empty:
            return
        lo, hi = max(self.min_values, 1 if n == 0 else 0), self.max_values
        if n < lo or n > hi:
            what = self.name or self.placeholder
            if lo == hi == 1:
                raise Refused(word("refused.one_only", self.lang, what=what))
            example = ", ".join(str(o.number) for o in self.options[: max(lo, 2)]) if self.options else ""
            hint = word("refused.count_hint", self.lang, example=example) if example and hi > 1 else ""
            raise Refused(word("refused.count", self.lang, what=what, how_many=self.how_many(), n=n, hint=hint))

    def check_typed(self, typed: int, text: str) -> None:
        """Refused when a menu that takes one choice was given several, even one twice (« 4 4 »): Discord sends
        one value or none, so the console may not read two as one."""
        if typed > 1 and self.max_values == 1:
            what = self.name or self.placeholder
            raise Refused(word("refused.one_only_typed", self.lang, what=what, text=text.strip(), n=typed))

    def option_by_number(self, number: int) -> Option | None:
        return next((o for o in self.options if o.number == number), None)

    def find(self, piece: str) -> Option | None:
        """The option a piece of typed text names: its number, its label, or label — description."""
        piece = piece.strip()
        if piece.isdecimal():
            by_number = self.option_by_number(int(piece))
            if by_number is not None:
                return by_number
        for folded in _candidates(piece):
            hits = [o for o in self.options if o.matches(folded)]
            if len(hits) == 1:
                return hits[0]
            if len(hits) > 1:
                numbers = ", ".join(str(o.number) for o in hits)
                raise Refused(word("refused.ambiguous_number", self.lang, piece=piece, numbers=numbers))
        hits = begun(self.options, lambda o: (o.label, o.shown), piece)
        if len(hits) > 1:
            listed = ", ".join(f"{o.number}) {o.label}" for o in hits)
            raise Refused(word("refused.ambiguous", self.lang, piece=piece, listed=listed))
        return hits[0] if hits else None

    def pick(self, text: str) -> list[Option]:
        """The options a typed answer names (the whole answer as one label first, then comma-separated)."""
        return self.picks(text)[0]

    def picks(self, text: str) -> tuple[list[Option], int]:
        """:meth:`pick`, with how many choices were typed (« 4 4 » names one option, typed twice)."""
        whole = self.find(text)
        if whole is not None:
            return [whole], 1
        picked: list[Option] = []
        pieces = split_choices(text)
        for piece in pieces:
            option = self.find(piece)
            if option is None:
                raise Refused(word("refused.not_a_choice", self.lang, piece=piece, hint=self.listing_hint()))
            if option not in picked:
                picked.append(option)
        return picked, len(pieces)

    def listing_hint(self) -> str:
        if not self.options:
            return ""
        first, last = self.options[0].number, self.options[-1].number
        return word("refused.listing", self.lang, first=first, last=last)


@dataclass
class Board:
    """The buttons and menus of one message, the options numbered from 1 in the order they are shown."""

    buttons: list[dict[str, Any]] = field(default_factory=list)
    menus: list[Menu] = field(default_factory=list)
    lang: str = "fr"

    def menu_of(self, comp: dict[str, Any]) -> Menu | None:
        return next((m for m in self.menus if m.comp is comp), None)

    @property
    def numbered(self) -> bool:
        return any(m.options for m in self.menus)

    def option_by_number(self, number: int) -> tuple[Menu, Option] | None:
        for menu in self.menus:
            option = menu.option_by_number(number)
            if option is not None:
                return menu, option
        return None


def _options(comp: dict[str, Any], start: int) -> list[Option]:
    return [
        Option(
            number=start + i,
            label=str(o.get("label", "")),
            value=str(o.get("value", o.get("label", ""))),
            description=o.get("description") or None,
            default=bool(o.get("default")),
        )
        for i, o in enumerate(comp.get("options") or [])
    ]


def walk(components: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every component, depth first, in the order they are shown (rows, containers, sections, labels)."""
    out: list[dict[str, Any]] = []
    for comp in components or []:
        out.append(comp)
        out.extend(walk(comp.get("components") or []))
        if comp.get("component"):
            out.extend(walk([comp["component"]]))
        if comp.get("accessory"):
            out.extend(walk([comp["accessory"]]))
    return out


def board(components: Sequence[dict[str, Any]], lang: str = "fr") -> Board:
    """A message's buttons and menus; string-select options numbered across the whole message."""
    out = Board(lang=lang)
    number = 1
    for comp in walk(components):
        kind = comp.get("type")
        if kind == BUTTON:
            out.buttons.append(comp)
        elif kind in MENU_KINDS:
            options = _options(comp, number) if kind == STRING_SELECT else []
            number += len(options)
            out.menus.append(Menu(comp, options, lang=lang))
    return out


@dataclass
class Target:
    """What a typed line does on a message: press a button, choose in a menu, or open a menu's prompt."""

    kind: str  # "button" | "select" | "menu"
    comp: dict[str, Any]
    menu: Menu | None = None
    options: list[Option] = field(default_factory=list)
    typed: int = 1  # how many choices the line gave (« 4 4 »: two, for one option)


@dataclass
class Holder:
    """A message that shows what a typed line names (or showed it, in a version printed earlier)."""

    index: int  # the message, counted from the newest (0)
    slot: int  # 0: the message as it is now; 1, 2…: an earlier version of it, newest first (no longer shown)
    target: Target | None
    refused: Refused | None = None  # the line names something here, but not one thing Discord would send

    def get(self) -> Target:
        if self.refused is not None:
            raise self.refused
        assert self.target is not None
        return self.target


def match_line(text: str, boards: Sequence[Board], lang: str = "fr") -> Target | None:
    """The button, menu choice(s) or menu a typed line names, on the newest message that shows it.

    `boards` go newest first. Refused: a label shared by several things of one message, choices in two
    menus, a number the message's options lack, a count the menu does not take, a greyed-out menu.
    """
    hit = next(holders(text, [[b] for b in boards], lang), None)
    if hit is None:
        return None
    target = hit.get()
    if target.menu is not None and target.menu.disabled:
        raise Refused(word("refused.disabled_menu", lang, name=target.menu.placeholder))
    check_choice(target, text)
    return target


def check_choice(target: Target, text: str) -> None:
    """Refused when the choices a line gives are not a count the menu takes."""
    if target.kind == "select" and target.menu is not None:
        target.menu.check_count(len(target.options))
        target.menu.check_typed(target.typed, text)


def holders(
    text: str, messages: Iterable[Sequence[Board]], lang: str = "fr", *, reach: bool = False
) -> Iterator[Holder]:
    """Each message that shows what `text` names, newest first, with what it names there.

    `messages` go newest first, each as its boards: as it is now, then its earlier versions (newest first),
    so a label refers to the newest message that shows it or showed it, never to an older one behind a
    message whose button was used. On one message, a whole label comes first, then choices (by label or
    number), then, on the newest message with buttons or menus (and on newer ones that had some), the
    beginning or whole words of a label (« suiv », « Défenseur Plaqué »). A line of numbers refers to the
    newest message whose options are numbered (refused there when it lacks one). With `reach` (a member
    pointing at an older message on purpose), the beginning or words of a label are read on every message.
    """
    loose = True
    for index, slots in enumerate(messages):
        for slot, b in enumerate(slots):
            try:
                target = name_on(text, b, lang, loose=loose)
            except Refused as exc:
                yield Holder(index, slot, None, exc)
                break
            if target is not None:
                yield Holder(index, slot, target)
                break
        if not reach and slots and (slots[0].buttons or slots[0].menus):
            loose = False


def name_on(text: str, b: Board, lang: str = "fr", *, loose: bool = True) -> Target | None:
    """What a typed line names on one message's buttons and menus (None: nothing); by the beginning or words
    of a label only when `loose`."""
    target = _by_label(text, b, lang) or _by_pieces(text, b, lang)
    return target or (_by_prefix(text, b, lang) if loose else None)


def _button_named(comp: dict[str, Any], folded: str, typed: str) -> bool:
    """A button by its label, or (a button that only has an emoji) by that emoji or its name."""
    if comp.get("label"):
        return fold(comp["label"]) == folded
    emoji = str((comp.get("emoji") or {}).get("name") or "")
    return bool(emoji) and (typed.strip().strip("[]").strip() == emoji or fold(emoji) == folded)


def _by_label(text: str, b: Board, lang: str) -> Target | None:
    for folded in _candidates(text):
        hits: list[Target] = []
        for comp in b.buttons:
            if _button_named(comp, folded, text):
                hits.append(Target("button", comp))
        for menu in b.menus:
            hits += [Target("select", menu.comp, menu, [o]) for o in menu.options if o.matches(folded)]
            if fold(menu.placeholder) == folded:
                hits.append(Target("menu", menu.comp, menu))
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            numbered = [str(t.options[0].number) for t in hits if t.options]
            hint = ""
            if len(numbered) == len(hits):
                hint = word("refused.several_things_hint", lang, numbers=", ".join(numbered))
            raise Refused(word("refused.several_things", lang, text=text.strip(), hint=hint))
    return None


def _by_prefix(text: str, b: Board, lang: str) -> Target | None:
    """The one button, choice or menu of the message whose label begins with what was typed (« victime 1 »
    for « Victime 1 (l'équipe receveuse) : Jet de Blessure »), or holds it as whole words."""
    every: list[tuple[str, list[str], Target]] = []
    for comp in b.buttons:
        if comp.get("label"):
            every.append((f"[{comp['label']}]", [comp["label"]], Target("button", comp)))
    for menu in b.menus:
        for o in menu.options:
            every.append((f"{o.number}) {o.label}", [o.label, o.shown], Target("select", menu.comp, menu, [o])))
        every.append(
            (word("refused.the_menu", lang, name=menu.placeholder), [menu.placeholder], Target("menu", menu.comp, menu))
        )
    hits = [(shown, target) for shown, _, target in begun(every, lambda item: item[1], text)]
    if len(hits) > 1:
        listed = ", ".join(name for name, _ in hits)
        raise Refused(word("refused.prefix", lang, text=text.strip(), listed=listed))
    return hits[0][1] if hits else None


def _by_pieces(text: str, b: Board, lang: str) -> Target | None:
    pieces = split_choices(text)
    if not pieces:
        return None
    found: list[tuple[Menu, Option]] = []
    for piece in pieces:
        hit = _piece(piece, b, numbers=b.numbered)
        if hit is None:
            break
        found.append(hit)
    else:
        menus = {id(m): m for m, _ in found}
        if len(menus) > 1:
            raise Refused(word("refused.two_menus", lang))
        menu = found[0][0]
        options: list[Option] = []
        for _, option in found:
            if option not in options:
                options.append(option)
        return Target("select", menu.comp, menu, options, typed=len(found))
    if b.numbered and all(p.isdecimal() for p in pieces):
        last = max(o.number for m in b.menus for o in m.options)
        wrong = next(p for p in pieces if b.option_by_number(int(p)) is None)
        raise Refused(word("refused.no_number", lang, number=wrong, last=last))
    return None


def _piece(piece: str, b: Board, *, numbers: bool) -> tuple[Menu, Option] | None:
    if piece.isdecimal():
        return b.option_by_number(int(piece)) if numbers else None
    for folded in _candidates(piece):
        hits = [(m, o) for m in b.menus for o in m.options if o.matches(folded)]
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            listed = ", ".join(str(o.number) for _, o in hits)
            raise Refused(word("refused.ambiguous_number", b.lang, piece=piece, numbers=listed))
    return None


# --- forms (modals) -------------------------------------------------------------------------------------


@dataclass
class Field:
    """One thing a form shows: a text to read, or a component to fill in (with its label)."""

    comp: dict[str, Any]
    label: str = ""
    description: str | None = None
    menu: Menu | None = None
    lang: str = "fr"

    @property
    def kind(self) -> int:
        return int(self.comp.get("type") or 0)

    @property
    def custom_id(self) -> str:
        return str(self.comp.get("custom_id", ""))

    @property
    def required(self) -> bool:
        if self.kind == CHECKBOX:
            return False
        if self.menu is not None:
            return not self.menu.may_be_empty
        if self.kind == FILE_UPLOAD:
            return bool(self.comp.get("required", True)) and setting(self.comp, "min_values", 1) > 0
        return bool(self.comp.get("required", True))


def form_fields(components: Sequence[dict[str, Any]], lang: str = "fr") -> list[Field]:
    """A modal's fields in order: text displays, text inputs, selects, radio and checkbox groups,
    checkboxes and file uploads, in action rows (the old way) or in labels (type 18)."""
    fields: list[Field] = []

    def add(comp: dict[str, Any], label: str | None, description: str | None) -> None:
        kind = comp.get("type")
        shown = label or comp.get("label") or comp.get("placeholder") or comp.get("custom_id") or ""
        if kind == TEXT_DISPLAY:
            fields.append(Field(comp, lang=lang))
        elif kind in (*OPTION_KINDS, *ENTITY_SELECTS):
            options = _options(comp, 1) if kind in OPTION_KINDS else []
            menu = Menu(comp, options, in_form=True, name=str(shown), lang=lang)
            fields.append(Field(comp, str(shown), description, menu, lang))
        elif kind in (TEXT_INPUT, FILE_UPLOAD, CHECKBOX):
            fields.append(Field(comp, str(shown), description, lang=lang))

    for comp in components or []:
        kind = comp.get("type")
        if kind == 1:
            for child in comp.get("components") or []:
                add(child, None, None)
        elif kind == LABEL and comp.get("component"):
            add(comp["component"], comp.get("label"), comp.get("description"))
        else:
            add(comp, None, None)
    return fields


def check_text(field_: Field, text: str) -> None:
    """Refused when a text input's answer breaks its required flag or its length limits."""
    comp, label, lang = field_.comp, field_.label, field_.lang
    if field_.required and not text:
        raise Refused(word("refused.required", lang, label=label))
    lo, hi = comp.get("min_length"), comp.get("max_length")
    if text and lo is not None and len(text) < lo:
        raise Refused(word("refused.min_length", lang, label=label, chars=count(lo, "chars", lang)))
    if hi is not None and len(text) > hi:
        raise Refused(word("refused.max_length", lang, label=label, chars=count(hi, "chars", lang), got=len(text)))


def check_files(field_: Field, n: int) -> None:
    lo, hi = setting(field_.comp, "min_values", 1), setting(field_.comp, "max_values", 1)
    if n == 0 and not field_.required:
        return
    if not max(lo, 1) <= n <= hi:
        lo = max(lo, 1)
        lang = field_.lang
        wanted = count(hi, "files", lang) if lo == hi else word("refused.files_range", lang, lo=lo, hi=hi)
        raise Refused(word("refused.files", lang, label=field_.label, wanted=wanted, n=n))


__all__ = [
    "Board",
    "Field",
    "Holder",
    "Menu",
    "Option",
    "Refused",
    "Target",
    "board",
    "check_choice",
    "check_files",
    "check_text",
    "fold",
    "form_fields",
    "holders",
    "match_line",
    "name_on",
    "setting",
    "split_choices",
    "walk",
]
