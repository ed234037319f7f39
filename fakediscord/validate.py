"""The checks Discord makes on what a bot sends, so that a mistake fails here and not in production.

Each function returns a list of problems `(path, message)`; an empty list means the payload is accepted.
The server turns problems into Discord's 400 answer: code 50035 "Invalid Form Body" with an `errors` tree.
Limits: https://discord.com/developers/docs (application commands, messages, embeds, components).
"""

from __future__ import annotations

import re
from typing import Any

Problem = tuple[str, str]

DISCORD_LOCALES = frozenset(
    {
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    }
)

# Discord: ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$ ; \w covers letters, digits, marks and '_'.
_NAME_RE = re.compile(r"^[-_'\w]{1,32}$", re.UNICODE)

OPTION_SUBCOMMAND = 1
OPTION_GROUP = 2
OPTION_STRING = 3
OPTION_INTEGER = 4
OPTION_NUMBER = 10
OPTION_CHANNEL = 7


def _check_name(name: Any, path: str, problems: list[Problem], *, chat_input: bool) -> None:
    if not isinstance(name, str) or not _NAME_RE.match(name):
        problems.append((path, f"invalid name {name!r}: 1-32 letters, digits, '-', '_' or apostrophe, no spaces"))
    elif chat_input and name != name.lower():
        problems.append((path, f"invalid name {name!r}: slash command and option names must be lowercase"))


def _check_description(desc: Any, path: str, problems: list[Problem]) -> None:
    if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
        problems.append((path, f"description must be 1-100 characters, got {desc!r}"))


def _check_localizations(data: dict[str, Any], key: str, path: str, problems: list[Problem], **kw: Any) -> None:
    locs = data.get(key)
    if not locs:
        return
    for locale, value in locs.items():
        if locale not in DISCORD_LOCALES:
            problems.append((f"{path}.{key}.{locale}", f"unknown locale {locale!r}"))
            continue
        if key == "name_localizations":
            _check_name(value, f"{path}.{key}.{locale}", problems, **kw)
        else:
            _check_description(value, f"{path}.{key}.{locale}", problems)


def _check_options(options: list[dict[str, Any]], path: str, problems: list[Problem], depth: int) -> int:
    """Check a level of options; return the number of characters it adds to the command's total."""
    if len(options) > 25:
        problems.append((path, f"at most 25 options, got {len(options)}"))
    total = 0
    names: set[str | None] = set()
    seen_optional = False
    kinds = {o.get("type") for o in options}
    if kinds & {OPTION_SUBCOMMAND, OPTION_GROUP} and kinds - {OPTION_SUBCOMMAND, OPTION_GROUP}:
        problems.append((path, "subcommands and plain options cannot be mixed at the same level"))
    for i, opt in enumerate(options):
        p = f"{path}[{i}]"
        kind = opt.get("type")
        name = opt.get("name")
        _check_name(name, f"{p}.name", problems, chat_input=True)
        _check_description(opt.get("description"), f"{p}.description", problems)
        _check_localizations(opt, "name_localizations", p, problems, chat_input=True)
        _check_localizations(opt, "description_localizations", p, problems)
        if name in names:
            problems.append((f"{p}.name", f"duplicate option name {name!r}"))
        names.add(name)
        total += _longest(opt, "name") + _longest(opt, "description")
        if kind in (OPTION_SUBCOMMAND, OPTION_GROUP):
            if kind == OPTION_GROUP and depth > 0:
                problems.append((p, "a subcommand group cannot be nested in a subcommand or group"))
            if kind == OPTION_SUBCOMMAND and depth > 1:
                problems.append((p, "subcommands can be nested at most two levels deep"))
            sub = opt.get("options") or []
            if kind == OPTION_GROUP and any(o.get("type") != OPTION_SUBCOMMAND for o in sub):
                problems.append((p, "a subcommand group may only contain subcommands"))
            total += _check_options(sub, f"{p}.options", problems, depth + 1)
            continue
        if kind not in range(3, 12):
            problems.append((f"{p}.type", f"unknown option type {kind!r}"))
        if opt.get("required"):
            if seen_optional:
                problems.append((p, f"required option {name!r} must come before the optional ones"))
        else:
            seen_optional = True
        choices = opt.get("choices") or []
        if choices and opt.get("autocomplete"):
            problems.append((p, "an option cannot have both choices and autocomplete"))
        if len(choices) > 25:
            problems.append((f"{p}.choices", f"at most 25 choices, got {len(choices)}"))
        if choices and kind not in (OPTION_STRING, OPTION_INTEGER, OPTION_NUMBER):
            problems.append((f"{p}.choices", "only string, integer and number options can have choices"))
        for j, choice in enumerate(choices):
            cp = f"{p}.choices[{j}]"
            cname = choice.get("name")
            if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
                problems.append((f"{cp}.name", f"choice name must be 1-100 characters, got {cname!r}"))
            for loc, lname in (choice.get("name_localizations") or {}).items():
                if loc not in DISCORD_LOCALES:
                    problems.append((f"{cp}.name_localizations.{loc}", f"unknown locale {loc!r}"))
                elif not isinstance(lname, str) or not 1 <= len(lname) <= 100:
                    problems.append((f"{cp}.name_localizations.{loc}", "choice name must be 1-100 characters"))
            value = choice.get("value")
            if kind == OPTION_STRING and (not isinstance(value, str) or len(value) > 100):
                problems.append((f"{cp}.value", f"string choice value must be at most 100 characters: {value!r}"))
            if kind == OPTION_INTEGER and (isinstance(value, bool) or not isinstance(value, int)):
                problems.append((f"{cp}.value", f"integer choice value expected, got {value!r}"))
            total += _longest(choice, "name") + len(str(value))
        for bound in ("min_length", "max_length"):
            if bound in opt and (kind != OPTION_STRING or not 0 <= int(opt[bound]) <= 6000):
                problems.append((f"{p}.{bound}", f"{bound} applies to string options, 0-6000"))
        if kind == OPTION_CHANNEL:
            for ct in opt.get("channel_types") or []:
                if not isinstance(ct, int):
                    problems.append((f"{p}.channel_types", f"channel type must be an int, got {ct!r}"))
    return total


def _longest(data: dict[str, Any], key: str) -> int:
    values = [data.get(key) or "", *(data.get(f"{key}_localizations") or {}).values()]
    return max(len(str(v)) for v in values)


def check_command(cmd: dict[str, Any], path: str = "") -> list[Problem]:
    problems: list[Problem] = []
    kind = cmd.get("type", 1)
    chat_input = kind == 1
    p = path or str(cmd.get("name"))
    _check_name(cmd.get("name"), f"{p}.name", problems, chat_input=chat_input)
    _check_localizations(cmd, "name_localizations", p, problems, chat_input=chat_input)
    if chat_input:
        _check_description(cmd.get("description"), f"{p}.description", problems)
        _check_localizations(cmd, "description_localizations", p, problems)
        total = _longest(cmd, "name") + _longest(cmd, "description")
        total += _check_options(cmd.get("options") or [], f"{p}.options", problems, 0)
        if total > 4000:
            problems.append((p, f"a command's names, descriptions and choices add up to {total} > 4000 characters"))
    else:
        if cmd.get("description"):
            problems.append((f"{p}.description", "context menu commands have no description"))
        if cmd.get("options"):
            problems.append((f"{p}.options", "context menu commands have no options"))
    perms = cmd.get("default_member_permissions")
    if perms is not None and not str(perms).isdigit():
        problems.append((f"{p}.default_member_permissions", f"must be a string of digits, got {perms!r}"))
    return problems


def check_command_list(commands: Any) -> list[Problem]:
    if not isinstance(commands, list):
        return [("", "a bulk overwrite takes a JSON list of commands")]
    problems: list[Problem] = []
    seen: set[tuple[int, str | None]] = set()
    counts = {1: 0, 2: 0, 3: 0}
    for i, cmd in enumerate(commands):
        if not isinstance(cmd, dict):
            problems.append((f"[{i}]", "a command must be an object"))
            continue
        kind = cmd.get("type", 1)
        counts[kind] = counts.get(kind, 0) + 1
        key = (kind, cmd.get("name"))
        if key in seen:
            problems.append((f"[{i}].name", f"duplicate command name {cmd.get('name')!r}"))
        seen.add(key)
        problems.extend(check_command(cmd, f"[{i}]"))
    if counts.get(1, 0) > 100:
        problems.append(("", f"at most 100 slash commands per scope, got {counts[1]}"))
    if counts.get(2, 0) > 15 or counts.get(3, 0) > 15:
        problems.append(("", "at most 15 user and 15 message context menu commands"))
    return problems


# --------------------------------------------------------------------------- messages

_EMBED_LIMITS = {"title": 256, "description": 4096}


def check_embed(embed: Any, path: str) -> tuple[list[Problem], int]:
    problems: list[Problem] = []
    if not isinstance(embed, dict):
        return [(path, "an embed must be an object")], 0
    total = 0
    for key, limit in _EMBED_LIMITS.items():
        value = embed.get(key)
        if value is not None:
            total += len(str(value))
            if len(str(value)) > limit:
                problems.append((f"{path}.{key}", f"must be at most {limit} characters (got {len(str(value))})"))
    fields = embed.get("fields") or []
    if len(fields) > 25:
        problems.append((f"{path}.fields", f"at most 25 fields, got {len(fields)}"))
    for i, fld in enumerate(fields):
        name, value = str(fld.get("name", "")), str(fld.get("value", ""))
        total += len(name) + len(value)
        if not 1 <= len(name) <= 256:
            problems.append((f"{path}.fields[{i}].name", f"must be 1-256 characters (got {len(name)})"))
        if not 1 <= len(value) <= 1024:
            problems.append((f"{path}.fields[{i}].value", f"must be 1-1024 characters (got {len(value)})"))
    footer = (embed.get("footer") or {}).get("text")
    if footer is not None:
        total += len(footer)
        if len(footer) > 2048:
            problems.append((f"{path}.footer.text", f"must be at most 2048 characters (got {len(footer)})"))
    author = (embed.get("author") or {}).get("name")
    if author is not None:
        total += len(author)
        if len(author) > 256:
            problems.append((f"{path}.author.name", f"must be at most 256 characters (got {len(author)})"))
    color = embed.get("color")
    if color is not None and not (isinstance(color, int) and 0 <= color <= 0xFFFFFF):
        problems.append((f"{path}.color", f"must be an int 0-0xFFFFFF, got {color!r}"))
    return problems, total


def _check_components(components: list[Any], path: str, problems: list[Problem], *, v2: bool, modal: bool) -> None:
    if not v2 and not modal and len(components) > 5:
        problems.append((path, f"at most 5 action rows, got {len(components)}"))
    custom_ids: set[str] = set()

    def visit(comp: Any, p: str) -> None:
        if not isinstance(comp, dict):
            problems.append((p, "a component must be an object"))
            return
        kind = comp.get("type")
        cid = comp.get("custom_id")
        if cid is not None:
            if not isinstance(cid, str) or not 1 <= len(cid) <= 100:
                problems.append((f"{p}.custom_id", f"custom_id must be 1-100 characters, got {cid!r}"))
            elif cid in custom_ids:
                problems.append((f"{p}.custom_id", f"duplicate custom_id {cid!r}"))
            custom_ids.add(cid)
        if kind == 1:
            children = comp.get("components") or []
            if not 1 <= len(children) <= 5:
                problems.append((f"{p}.components", f"an action row holds 1-5 components, got {len(children)}"))
            if any(c.get("type") in (3, 5, 6, 7, 8, 4) for c in children) and len(children) > 1:
                problems.append((f"{p}.components", "a select menu or text input must be alone in its row"))
            for i, child in enumerate(children):
                visit(child, f"{p}.components[{i}]")
        elif kind == 2:
            label = comp.get("label")
            if label is not None and len(label) > 80:
                problems.append((f"{p}.label", f"button label must be at most 80 characters (got {len(label)})"))
            style = comp.get("style")
            if style == 5:
                if not comp.get("url"):
                    problems.append((p, "a link button needs a url"))
            elif style != 6 and cid is None:
                problems.append((p, "a button needs a custom_id"))
            if label is None and comp.get("emoji") is None:
                problems.append((p, "a button needs a label or an emoji"))
        elif kind in (3, 5, 6, 7, 8):
            if cid is None:
                problems.append((p, "a select menu needs a custom_id"))
            placeholder = comp.get("placeholder")
            if placeholder is not None and len(placeholder) > 150:
                problems.append((f"{p}.placeholder", "placeholder must be at most 150 characters"))
            if kind == 3:
                options = comp.get("options") or []
                if not 1 <= len(options) <= 25:
                    problems.append((f"{p}.options", f"a select menu has 1-25 options, got {len(options)}"))
                values = set()
                for i, opt in enumerate(options):
                    for key in ("label", "value", "description"):
                        val = opt.get(key)
                        if val is not None and len(str(val)) > 100:
                            problems.append((f"{p}.options[{i}].{key}", "must be at most 100 characters"))
                    if opt.get("value") in values:
                        problems.append((f"{p}.options[{i}].value", f"duplicate value {opt.get('value')!r}"))
                    values.add(opt.get("value"))
        elif kind == 4:
            label = comp.get("label")
            if label is not None and len(label) > 45:
                problems.append((f"{p}.label", f"text input label must be at most 45 characters (got {len(label)})"))
            placeholder = comp.get("placeholder")
            if placeholder is not None and len(placeholder) > 100:
                problems.append(
                    (f"{p}.placeholder", f"placeholder must be at most 100 characters ({len(placeholder)})")
                )
            value = comp.get("value")
            if value is not None and len(value) > 4000:
                problems.append((f"{p}.value", f"value must be at most 4000 characters (got {len(value)})"))
            for key, low in (("min_length", 0), ("max_length", 1)):
                length = comp.get(key)
                if length is not None and not low <= length <= 4000:
                    problems.append((f"{p}.{key}", f"{key} must be {low}-4000, got {length}"))
        elif kind == 18:
            label = comp.get("label")
            if not isinstance(label, str) or not 1 <= len(label) <= 45:
                problems.append((f"{p}.label", f"a label must be 1-45 characters, got {label!r}"))
            if comp.get("component"):
                visit(comp["component"], f"{p}.component")
        else:
            for key in ("components",):
                for i, child in enumerate(comp.get(key) or []):
                    visit(child, f"{p}.{key}[{i}]")
            if comp.get("accessory"):
                visit(comp["accessory"], f"{p}.accessory")

    for i, comp in enumerate(components):
        visit(comp, f"{path}[{i}]")


def check_message(payload: dict[str, Any], *, file_count: int = 0, edit: bool = False) -> list[Problem]:
    problems: list[Problem] = []
    content = payload.get("content")
    if content is not None and len(str(content)) > 2000:
        problems.append(("content", f"must be at most 2000 characters (got {len(str(content))})"))
    embeds = payload.get("embeds") or []
    if len(embeds) > 10:
        problems.append(("embeds", f"at most 10 embeds, got {len(embeds)}"))
    grand_total = 0
    for i, embed in enumerate(embeds):
        p, total = check_embed(embed, f"embeds[{i}]")
        problems.extend(p)
        grand_total += total
    if grand_total > 6000:
        problems.append(("embeds", f"the embeds add up to {grand_total} > 6000 characters"))
    flags = int(payload.get("flags") or 0)
    components = payload.get("components") or []
    _check_components(components, "components", problems, v2=bool(flags & (1 << 15)), modal=False)
    if flags & (1 << 15) and (content or embeds):
        problems.append(("content", "a Components V2 message cannot have content or embeds"))
    has_body = content or embeds or components or file_count or payload.get("poll") or payload.get("sticker_ids")
    if not edit and not has_body:
        problems.append(("", "Cannot send an empty message"))
    return problems


def check_modal(data: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    title = data.get("title")
    if not isinstance(title, str) or not 1 <= len(title) <= 45:
        problems.append(("data.title", f"modal title must be 1-45 characters, got {title!r}"))
    cid = data.get("custom_id")
    if not isinstance(cid, str) or not 1 <= len(cid) <= 100:
        problems.append(("data.custom_id", f"custom_id must be 1-100 characters, got {cid!r}"))
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        problems.append(("data.components", f"a modal holds 1-5 components, got {len(components)}"))
    _check_components(components, "data.components", problems, v2=False, modal=True)
    return problems


def check_choices(data: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    choices = data.get("choices")
    if not isinstance(choices, list):
        return [("data.choices", "autocomplete result needs a list of choices")]
    if len(choices) > 25:
        problems.append(("data.choices", f"at most 25 choices, got {len(choices)}"))
    for i, choice in enumerate(choices):
        name = choice.get("name") if isinstance(choice, dict) else None
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            problems.append((f"data.choices[{i}].name", f"must be 1-100 characters, got {name!r}"))
        value = choice.get("value") if isinstance(choice, dict) else None
        if isinstance(value, str) and len(value) > 100:
            problems.append((f"data.choices[{i}].value", "must be at most 100 characters"))
    return problems


def errors_tree(problems: list[Problem]) -> dict[str, Any]:
    """Discord's nested `errors` object built from flat problem paths."""
    tree: dict[str, Any] = {}
    for path, message in problems:
        node = tree
        for part in [p for p in re.split(r"[.\[\]]+", path) if p]:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": "BASE_TYPE_INVALID", "message": message})
    return tree
