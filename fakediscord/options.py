"""Find a synced command by its canonical or localized name and type the options a user fills in.

This is what the Discord client does before it sends an interaction: it only lets a person pick a
command that was synced, in their language, and it refuses a missing required option, a wrong type,
a value outside min/max or not among the choices. The messages are in the person's language (French, or
English for an ``en-*`` locale: ``fakediscord.words``): the offline console shows them as they are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fakediscord.choices import fold, holds
from fakediscord.words import count, lang_of, word

SUBCOMMAND, GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11

TYPE_NAMES = (STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT)

TRUE_WORDS = {"true", "vrai", "oui", "yes", "y", "o", "1", "on"}
FALSE_WORDS = {"false", "faux", "non", "no", "n", "0", "off"}


class InvocationError(ValueError):
    """The command or its options were refused, as the Discord client would refuse them (in its language)."""


def normalize_locale(locale: str | None) -> str:
    if not locale:
        return "en-US"
    aliases = {"en": "en-US", "es": "es-ES", "pt": "pt-BR", "sv": "sv-SE", "zh": "zh-CN"}
    return aliases.get(locale, locale)


def _names(item: dict[str, Any]) -> list[str]:
    names = [item.get("name") or ""]
    names.extend((item.get("name_localizations") or {}).values())
    return [n for n in names if n]


def option_names(item: dict[str, Any]) -> list[str]:
    """Every name an option answers to: its own and its translations."""
    return _names(item)


def name_key(name: str) -> str:
    """An option's name as the console compares it: case aside, and ``-`` the same as ``_`` (French names are
    written ``fp-frappe``, English ones ``kicking_ff``; in Discord nobody types them, in the console either
    spelling finds the option)."""
    return name.casefold().replace("-", "_")


def matches(item: dict[str, Any], word: str) -> bool:
    key = name_key(word)
    return any(name_key(n) == key for n in _names(item))


def local_name(item: dict[str, Any], locale: str | None) -> str:
    """The name a person using `locale` sees (the canonical name when there is no translation)."""
    locs = item.get("name_localizations") or {}
    loc = normalize_locale(locale)
    return locs.get(loc) or locs.get(loc.split("-")[0]) or item.get("name") or ""


@dataclass
class ResolvedCommand:
    root: dict[str, Any]
    path: list[dict[str, Any]]  # subcommand group / subcommand option definitions under the root
    leftover: list[str]  # words after the deepest command or subcommand matched (when parsing text)

    @property
    def leaf(self) -> dict[str, Any]:
        return self.path[-1] if self.path else self.root

    @property
    def options(self) -> list[dict[str, Any]]:
        """The leaf's value options (never subcommands)."""
        return [o for o in self.leaf.get("options") or [] if o.get("type") not in (SUBCOMMAND, GROUP)]

    @property
    def subcommands(self) -> list[dict[str, Any]]:
        return [o for o in self.leaf.get("options") or [] if o.get("type") in (SUBCOMMAND, GROUP)]

    @property
    def qualified_name(self) -> str:
        return " ".join([self.root["name"], *(p["name"] for p in self.path)])

    def display_name(self, locale: str | None) -> str:
        return "/" + " ".join([local_name(self.root, locale), *(local_name(p, locale) for p in self.path)])


def split_command_spec(command: str | Sequence[str]) -> list[str]:
    if isinstance(command, str):
        return command.strip().lstrip("/").split()
    words: list[str] = []
    for part in command:
        words.extend(str(part).strip().lstrip("/").split())
    return words


def resolve_command(
    commands: Sequence[dict[str, Any]],
    command: str | Sequence[str],
    *,
    locale: str | None = None,
    partial: bool = False,
) -> ResolvedCommand:
    """Find `command` ("odds armour", ("odds", "armour"), "/cote armure") among synced slash commands.

    With partial=True words that are not subcommands are left in `leftover` instead of refused.
    """
    words = split_command_spec(command)
    lang = lang_of(locale)
    if not words:
        raise InvocationError(word("option.type_command", lang))
    slash = [c for c in commands if c.get("type", 1) == 1]
    root = next((c for c in slash if matches(c, words[0])), None)
    if root is None:
        known = ", ".join(sorted("/" + local_name(c, locale) for c in slash)) or word("option.none", lang)
        raise InvocationError(word("option.unknown_command", lang, name=words[0], known=known))
    resolved = ResolvedCommand(root=root, path=[], leftover=[])
    rest = words[1:]
    while rest:
        subs = resolved.subcommands
        found = next((s for s in subs if matches(s, rest[0])), None)
        if found is None:
            if partial or not subs:
                break
            known = ", ".join(local_name(s, locale) for s in subs)
            command_name = resolved.display_name(locale)
            raise InvocationError(word("option.unknown_sub", lang, name=rest[0], command=command_name, known=known))
        resolved.path.append(found)
        rest = rest[1:]
    resolved.leftover = rest
    if rest and not partial:
        raise InvocationError(word("option.no_sub", lang, command=resolved.display_name(locale), name=rest[0]))
    if resolved.subcommands:
        known = ", ".join(local_name(s, locale) for s in resolved.subcommands)
        raise InvocationError(word("option.needs_sub", lang, command=resolved.display_name(locale), known=known))
    return resolved


def find_option(options: Sequence[dict[str, Any]], key: str) -> dict[str, Any] | None:
    return next((o for o in options if matches(o, key)), None)


class Resolver:
    """Turns what a person typed for a user/channel/role/attachment option into Discord objects.

    Each method returns `(id, resolved entries)` where resolved entries are `(section, id, payload)`
    tuples for the interaction's `resolved` data; the server implements it from its guild data.
    """

    def user(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        raise NotImplementedError

    def channel(self, value: Any, channel_types: list[int]) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        raise NotImplementedError

    def role(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        raise NotImplementedError

    def attachment(self, value: Any) -> tuple[int, list[tuple[str, str, dict[str, Any]]]]:
        raise NotImplementedError


def _choice_value(opt: dict[str, Any], value: Any, label: str, lang: str) -> Any:
    choices = opt.get("choices") or []
    for choice in choices:
        if choice.get("value") == value:
            return choice["value"]
    text = str(value).strip().casefold()
    for choice in choices:
        if str(choice.get("value")).casefold() == text or any(n.casefold() == text for n in _names(choice)):
            return choice["value"]
    # as Discord's list narrows while one types: the one choice whose name holds the typed words (« blocage » for
    # « un blocage »), else begins a word with them (« bloc »); accents and case aside
    typed = fold(str(value))
    for whole_words in (True, False):
        held = [c for c in choices if any(holds(fold(n), typed, whole_words=whole_words) for n in _names(c))]
        if held:
            if len(held) == 1:
                return held[0]["value"]
            break
    listed = ", ".join(local_name(c, lang) for c in choices)  # as the member's client shows them
    raise InvocationError(word("option.choice", lang, value=value, label=label, listed=listed))


def _to_int(value: Any, label: str, lang: str) -> int:
    if isinstance(value, bool):
        raise InvocationError(word("option.integer", lang, label=label, value=value))
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    text = str(value).strip().replace("\u202f", "").replace(" ", "")
    if re.fullmatch(r"[+-]?\d+", text):
        return int(text)
    raise InvocationError(word("option.integer", lang, label=label, value=value))


def _to_number(value: Any, label: str, lang: str) -> float:
    if isinstance(value, bool):
        raise InvocationError(word("option.number", lang, label=label, value=value))
    if isinstance(value, int | float):
        return float(value)
    try:
        return float(str(value).strip().replace(",", "."))
    except ValueError:
        raise InvocationError(word("option.number", lang, label=label, value=value)) from None


def _to_bool(value: Any, label: str, lang: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().casefold()
    if text in TRUE_WORDS:
        return True
    if text in FALSE_WORDS:
        return False
    raise InvocationError(word("option.boolean", lang, label=label, value=value))


def convert_value(
    opt: dict[str, Any], value: Any, resolver: Resolver, label: str, lang: str = "fr"
) -> tuple[Any, list[tuple[str, str, dict[str, Any]]]]:
    """The JSON value Discord puts in the interaction for option `opt`, plus resolved entries."""
    kind = opt.get("type")
    if kind == STRING:
        if opt.get("choices"):
            return _choice_value(opt, value, label, lang), []
        text = str(value)
        lo, hi = opt.get("min_length"), opt.get("max_length")
        if lo is not None and len(text) < lo:
            raise InvocationError(word("option.min_length", lang, label=label, chars=count(lo, "chars", lang)))
        if hi is not None and len(text) > hi:
            raise InvocationError(word("option.max_length", lang, label=label, chars=count(hi, "chars", lang)))
        if not text.strip():
            raise InvocationError(word("option.empty", lang, label=label))
        return text, []
    if kind in (INTEGER, NUMBER):
        if opt.get("choices"):
            value = _choice_value(opt, value if not isinstance(value, str) else value.strip(), label, lang)
        number: int | float = _to_int(value, label, lang) if kind == INTEGER else _to_number(value, label, lang)
        lo, hi = opt.get("min_value"), opt.get("max_value")
        if lo is not None and number < lo:
            raise InvocationError(word("option.min_value", lang, label=label, n=lo))
        if hi is not None and number > hi:
            raise InvocationError(word("option.max_value", lang, label=label, n=hi))
        return number, []
    if kind == BOOLEAN:
        return _to_bool(value, label, lang), []
    if kind == USER:
        uid, entries = resolver.user(value)
        return str(uid), entries
    if kind == CHANNEL:
        cid, entries = resolver.channel(value, list(opt.get("channel_types") or []))
        return str(cid), entries
    if kind == ROLE:
        rid, entries = resolver.role(value)
        return str(rid), entries
    if kind == MENTIONABLE:
        try:
            uid, entries = resolver.user(value)
            return str(uid), entries
        except InvocationError:
            rid, entries = resolver.role(value)
            return str(rid), entries
    if kind == ATTACHMENT:
        aid, entries = resolver.attachment(value)
        return str(aid), entries
    raise InvocationError(word("option.unknown_type", lang, kind=repr(kind), label=label))


def build_options(
    resolved_cmd: ResolvedCommand,
    values: dict[str, Any] | None,
    resolver: Resolver,
    *,
    locale: str | None = None,
    focused: str | None = None,
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    """The `options` tree and `resolved` data of an interaction for `values` (keys: any name of an option).

    With `focused` (an autocomplete), the focused option is sent as typed and the others are typed
    leniently, without the required-option check, like Discord does while a person is typing.
    """
    values = dict(values or {})
    defs = resolved_cmd.options
    cmd_label = resolved_cmd.display_name(locale)
    lang = lang_of(locale)
    chosen: list[tuple[dict[str, Any], Any]] = []
    for key, value in values.items():
        opt = find_option(defs, key)
        if opt is None:
            known = ", ".join(local_name(o, locale) for o in defs) or word("option.none", lang)
            raise InvocationError(word("option.unknown", lang, name=key, command=cmd_label, known=known))
        if any(o is opt for o, _ in chosen):
            raise InvocationError(word("option.twice", lang, name=local_name(opt, locale)))
        chosen.append((opt, value))
    focused_opt = None
    if focused is not None:
        focused_opt = find_option(defs, focused)
        if focused_opt is None:
            raise InvocationError(word("option.unknown_focused", lang, name=focused, command=cmd_label))
        if not any(o is focused_opt for o, _ in chosen):
            chosen.append((focused_opt, ""))
    else:
        missing = [o for o in defs if o.get("required") and not any(c is o for c, _ in chosen)]
        if missing:
            names = ", ".join(local_name(o, locale) for o in missing)
            raise InvocationError(word("option.missing", lang, command=cmd_label, names=names))
    resolved: dict[str, dict[str, Any]] = {}
    leaf_options: list[dict[str, Any]] = []
    for opt, value in chosen:
        label = word("option.label", lang, name=local_name(opt, locale))
        entry: dict[str, Any] = {"name": opt["name"], "type": opt["type"]}
        if opt is focused_opt:
            entry["value"] = str(value)
            entry["focused"] = True
        elif focused is not None:
            try:
                entry["value"], _ = convert_value(opt, value, resolver, label, lang)
            except InvocationError:
                entry["value"] = str(value)
        else:
            entry["value"], entries = convert_value(opt, value, resolver, label, lang)
            for section, key, payload in entries:
                resolved.setdefault(section, {})[key] = payload
        leaf_options.append(entry)
    tree: list[dict[str, Any]] = leaf_options
    for node in reversed(resolved_cmd.path):
        tree = [{"name": node["name"], "type": node["type"], "options": tree}]
    return tree, resolved


def parse_option_text(resolved_cmd: ResolvedCommand, text: str, *, locale: str | None = None) -> dict[str, str]:
    """Split `key:value key2:value with spaces` for the leaf's options (keys: any of their names).

    A value runs up to the next ` name:` of a known option, so it may contain spaces and colons.
    A bare value with no key goes to the only option, or to the only required one.
    """
    text = text.strip()
    if not text:
        return {}
    lang = lang_of(locale)
    names: list[str] = []
    for opt in resolved_cmd.options:
        names.extend(_names(opt))
    names.sort(key=len, reverse=True)
    if names:
        # ``-`` and ``_`` alike (:func:`name_key`)
        alternatives = "|".join("[-_]".join(map(re.escape, re.split("[-_]", n))) for n in names)
        pattern = re.compile(rf"(?:(?<=\s)|^)({alternatives})\s*[:=]", re.IGNORECASE)
        hits = list(pattern.finditer(text))
    else:
        hits = []
    result: dict[str, str] = {}
    if not hits or hits[0].start() > 0:
        head = text[: hits[0].start()] if hits else text
        head = head.strip()
        defs = resolved_cmd.options
        required = [o for o in defs if o.get("required")]
        target = defs[0] if len(defs) == 1 else (required[0] if len(required) == 1 else None)
        if not defs:
            raise InvocationError(word("option.takes_none", lang, command=resolved_cmd.display_name(locale), head=head))
        if target is None or not head:
            shown = head.split()[0] if head else text
            hint = ", ".join(f"{local_name(o, locale)}:…" for o in defs) or word("option.no_options", lang)
            raise InvocationError(word("option.not_understood", lang, shown=shown, hint=hint))
        result[target["name"]] = _unquote(head)
    for i, hit in enumerate(hits):
        end = hits[i + 1].start() if i + 1 < len(hits) else len(text)
        value = _unquote(text[hit.end() : end].strip())
        named = find_option(resolved_cmd.options, hit.group(1))
        assert named is not None
        if named["name"] in result:
            raise InvocationError(word("option.twice", lang, name=local_name(named, locale)))
        result[named["name"]] = value
    return result


def parse_invocation(
    commands: Sequence[dict[str, Any]], text: str, *, locale: str | None = None
) -> tuple[ResolvedCommand, dict[str, Any]]:
    """A typed ``/command sub name:value …`` → the command and its values as typed (keys: the options' names);
    what the console reads, and what the tests read the README's and /help's examples with."""
    body = text.strip().removeprefix("/").strip()
    words = body.split()
    if not words:
        raise InvocationError(word("console.type_command", lang_of(locale)))
    resolved = resolve_command(commands, words, locale=locale, partial=True)
    used = len(words) - len(resolved.leftover)
    parts = re.split(r"\s+", body, maxsplit=used)
    return resolved, parse_option_text(resolved, parts[used] if len(parts) > used else "", locale=locale)


#: « name: » or « name= » inside a typed value, after a word of it (an option name that was not recognised); a
#: value's own start is not one: the console's suggestions give values such as « id:14 » (« victime:id:14 »).
_NAME_IN_VALUE = re.compile(r"(?<=\s)([A-Za-z][\w-]{1,30})\s*[:=](?=\S)")


def unknown_names(resolved: ResolvedCommand, values: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Each ``name:`` inside a typed value that is no option of the command, with the option it was read into
    (Discord would never send it: « joueur:#9 Grishnakh mng:true » looks for a player of that whole name)."""
    known = {name_key(n) for opt in resolved.options for n in option_names(opt)}
    found = []
    for opt in resolved.options:
        value = values.get(opt["name"])
        if isinstance(value, str):
            found += [(m.group(1), opt) for m in _NAME_IN_VALUE.finditer(value) if name_key(m.group(1)) not in known]
    return found


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'«":
        return value[1:-1].strip()
    if value.startswith("«") and value.endswith("»"):
        return value[1:-1].strip()
    return value


def describe_command(resolved: ResolvedCommand, locale: str | None = None) -> str:
    """One help line: /blessure (injury) — description, then its options."""
    cmd = resolved.leaf
    name = resolved.display_name(locale)
    canonical = "/" + resolved.qualified_name
    head = name if name == canonical else f"{name} ({canonical})"
    desc_locs = cmd.get("description_localizations") or {}
    desc = desc_locs.get(normalize_locale(locale)) or cmd.get("description") or ""
    parts = []
    for opt in resolved.options:
        kind = int(opt.get("type") or 0)
        token = f"{local_name(opt, locale)}:{word(f'type.{kind}', lang_of(locale)) if kind in TYPE_NAMES else '?'}"
        parts.append(token if opt.get("required") else f"[{token}]")
    line = f"{head} — {desc}" if desc else head
    if parts:
        line += "\n      " + " ".join(parts)
    return line


def all_leaf_commands(commands: Sequence[dict[str, Any]]) -> list[ResolvedCommand]:
    """Every invocable slash command path (root, root sub, root group sub)."""
    out: list[ResolvedCommand] = []
    for root in commands:
        if root.get("type", 1) != 1:
            continue
        subs = [o for o in root.get("options") or [] if o.get("type") in (SUBCOMMAND, GROUP)]
        if not subs:
            out.append(ResolvedCommand(root, [], []))
            continue
        for sub in subs:
            if sub["type"] == SUBCOMMAND:
                out.append(ResolvedCommand(root, [sub], []))
            else:
                for leaf in sub.get("options") or []:
                    out.append(ResolvedCommand(root, [sub, leaf], []))
    return out
