"""Discord messages as plain text for a terminal: content, embeds, files, buttons and menus.

`render_message` takes the message object the way Discord returns it (a dict; `Message.payload()`),
so it works for anything the fake stored. Mentions are shown with names when `names` can resolve them.
What the client adds around the bot's words (« visible par vous seul », a greyed button) is in the
reader's language, ``lang`` (``fakediscord.words``).
"""

from __future__ import annotations

import datetime as dt
import re
import textwrap
from collections.abc import Callable
from typing import Any

from fakediscord.choices import MENU_KINDS, Menu, board
from fakediscord.words import word

#: (kind, id) -> name: kind "user", "channel", "role", or a command mention's path ("/player add", the id its root's)
#: -> the path as the reader's client shows it ("/joueur ajouter"), as Discord does for ``</player add:id>``.
NameLookup = Callable[[str, int], str | None]

FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
BAR = "│ "

_MENTION = re.compile(r"<(@!?|@&|#)(\d+)>")
_TIMESTAMP = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")
_CUSTOM_EMOJI = re.compile(r"<a?:(\w+):\d+>")
_SLASH = re.compile(r"</([^:>]+):(\d+)>")
_INLINE_CODE = re.compile(r"`([^`\n]+)`")
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")  # a backslash before ASCII punctuation: shown as is
_HIDDEN = 0xF0000  # escaped characters sit in a private-use plane while the markup is removed
_ITALIC = re.compile(r"(?<![*\w])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![*\w])")


def clean_markdown(text: str, names: NameLookup | None = None) -> str:
    """Discord markdown to terminal text: mentions, timestamps, emphasis, headings, subtext, code fences."""

    def mention(match: re.Match[str]) -> str:
        kind = {"@": "user", "@!": "user", "@&": "role", "#": "channel"}[match.group(1)]
        ident = int(match.group(2))
        name = names(kind, ident) if names else None
        prefix = "#" if kind == "channel" else "@"
        return f"{prefix}{name}" if name else match.group(0)

    def timestamp(match: re.Match[str]) -> str:
        try:
            when = dt.datetime.fromtimestamp(int(match.group(1)), dt.UTC).astimezone()
        except (OverflowError, OSError, ValueError):
            return match.group(0)
        style = match.group(2) or "f"
        if style in "tT":
            return when.strftime("%H:%M")
        if style in "dD":
            return when.strftime("%d/%m/%Y")
        return when.strftime("%d/%m/%Y %H:%M")

    def slash(match: re.Match[str]) -> str:
        path = "/" + match.group(1)
        return (names(path, int(match.group(2))) if names else None) or path

    text = _ESCAPED.sub(lambda m: chr(_HIDDEN + ord(m.group(1))), text)
    text = _MENTION.sub(mention, text)
    text = _TIMESTAMP.sub(timestamp, text)
    text = _CUSTOM_EMOJI.sub(r":\1:", text)
    text = _SLASH.sub(slash, text)
    text = text.replace("**", "").replace("__", "").replace("~~", "").replace("||", "")
    text = _ITALIC.sub(r"\1", text)
    text = _INLINE_CODE.sub(r"\1", text)
    lines = []
    for line in text.split("\n"):
        if line.strip().startswith("```"):
            continue
        stripped = re.sub(r"^(#{1,3}|-#)\s+", "", line)
        lines.append(stripped)
    return "".join(chr(ord(c) - _HIDDEN) if _HIDDEN <= ord(c) < _HIDDEN + 128 else c for c in "\n".join(lines))


def _human_size(size: int, lang: str = "fr") -> str:
    point = "." if lang == "en" else ","
    if size < 1024:
        return f"{size} o" if lang != "en" else f"{size} B"
    if size < 1024 * 1024:
        return word("text.kb", lang, size=f"{size / 1024:.1f}".replace(".", point))
    return word("text.mb", lang, size=f"{size / 1024 / 1024:.1f}".replace(".", point))


def render_embed(
    embed: dict[str, Any], names: NameLookup | None = None, width: int = 78, lang: str = "fr"
) -> list[str]:
    lines: list[str] = []

    def add(text: str, indent: str = "") -> None:
        for raw in clean_markdown(text, names).split("\n"):
            wrapped = textwrap.wrap(raw, width=max(20, width - len(BAR) - len(indent))) or [""]
            lines.extend(BAR + indent + w for w in wrapped)

    author = (embed.get("author") or {}).get("name")
    if author:
        add(author)
    if embed.get("title"):
        add(str(embed["title"]))
        if embed.get("url"):
            lines.append(f"{BAR}{embed['url']}")
    if embed.get("description"):
        add(str(embed["description"]))
    fields = embed.get("fields") or []
    if fields:
        lines.append(BAR.rstrip())
    for field in fields:
        name = clean_markdown(str(field.get("name", "")), names).replace("\u200b", "").strip()
        value = clean_markdown(str(field.get("value", "")), names).replace("\u200b", "").strip()
        if not name:
            add(value or "")
            continue
        if "\n" not in value and len(name) + len(value) + 3 <= width - len(BAR):
            lines.append(BAR + word("text.field", lang, name=name, value=value))
        else:
            add(name)
            add(value, indent="  ")
    if embed.get("image"):
        lines.append(f"{BAR}[image]")
    footer = (embed.get("footer") or {}).get("text")
    if footer:
        lines.append(BAR.rstrip())
        add(f"— {footer}")
    return lines


def _button(comp: dict[str, Any], lang: str = "fr") -> str:
    label = comp.get("label") or (comp.get("emoji") or {}).get("name") or "?"
    text = f"[{label}]"
    if comp.get("style") == 5 and comp.get("url"):
        text = f"[{label} ↗ {comp['url']}]"
    if comp.get("disabled"):
        text += word("text.disabled", lang)
    return text


def _select(comp: dict[str, Any], menu: Menu | None, lang: str = "fr") -> list[str]:
    menu = menu or Menu(comp, lang=lang)
    title = menu.placeholder
    suffix = word("text.disabled", lang) if menu.disabled else ""
    if menu.entity:
        return [word("text.menu.entity", lang, title=title, what=menu.entity_what(), suffix=suffix)]
    how = ""
    if menu.max_values > 1:
        how = word("text.menu.how", lang, how_many=menu.how_many())
    elif menu.may_be_empty:
        how = f" — {menu.how_many()}"
    return [word("text.menu", lang, title=title, how=how, suffix=suffix), *option_lines(menu, "  ")]


def option_lines(menu: Menu, indent: str) -> list[str]:
    """« 1) #3 Gorbag — 9 PSP (choisi) », numbers right-aligned so the labels line up."""
    width = len(str(menu.options[-1].number)) if menu.options else 1
    return [
        f"{indent}{str(o.number).rjust(width)}) {o.shown}" + (word("text.chosen", menu.lang) if o.default else "")
        for o in menu.options
    ]


def render_components(
    components: list[dict[str, Any]],
    names: NameLookup | None = None,
    width: int = 78,
    menus: dict[int, Menu] | None = None,
    lang: str = "fr",
) -> list[str]:
    """Components as lines; select options carry the numbers `board()` gives them across the message."""
    if menus is None:
        menus = {id(m.comp): m for m in board(components, lang).menus}
    lines: list[str] = []
    for comp in components or []:
        kind = comp.get("type")
        if kind == 1:
            children = comp.get("components") or []
            buttons = [c for c in children if c.get("type") == 2]
            if buttons:
                lines.append(" ".join(_button(b, lang) for b in buttons))
            for child in children:
                if child.get("type") in MENU_KINDS:
                    lines.extend(_select(child, menus.get(id(child)), lang))
        elif kind == 2:
            lines.append(_button(comp, lang))
        elif kind in MENU_KINDS:
            lines.extend(_select(comp, menus.get(id(comp)), lang))
        elif kind == 10:
            lines.extend(clean_markdown(str(comp.get("content", "")), names).split("\n"))
        elif kind == 9:
            lines.extend(render_components(comp.get("components") or [], names, width, menus, lang))
            if comp.get("accessory") and comp["accessory"].get("type") == 2:
                lines.append(_button(comp["accessory"], lang))
        elif kind == 17:
            inner = render_components(comp.get("components") or [], names, width - len(BAR), menus, lang)
            lines.extend(BAR + line for line in inner)
        elif kind == 14:
            lines.append("─" * 20)
        elif kind == 12:
            lines.append(f"[{len(comp.get('items') or [])} image(s)]")
        elif kind == 13:
            lines.append(word("text.file", lang))
    return lines


def render_message(
    message: dict[str, Any],
    *,
    names: NameLookup | None = None,
    author: str | None = None,
    width: int = 78,
    lang: str = "fr",
) -> str:
    """The whole message as text. With `author`, a first line names it and marks ephemeral replies."""
    flags = int(message.get("flags") or 0)
    lines: list[str] = []
    body_start = 0
    if author:
        mark = " " + word("text.ephemeral", lang) if flags & FLAG_EPHEMERAL else ""
        edited = word("text.edited", lang) if message.get("edited_timestamp") else ""
        lines.append(word("text.author", lang, author=author, mark=mark, edited=edited))
    elif flags & FLAG_EPHEMERAL:
        lines.append(word("text.ephemeral", lang))
    body_start = len(lines)
    if flags & FLAG_LOADING:
        lines.append(word("text.thinking", lang, author=author or word("text.the_bot", lang)))
        return "\n".join(lines)
    content = message.get("content") or ""
    if content:
        for raw in clean_markdown(content, names).split("\n"):
            lines.extend(textwrap.wrap(raw, width=width) or [""])
    for embed in message.get("embeds") or []:
        if len(lines) > body_start:
            lines.append("")
        lines.extend(render_embed(embed, names, width, lang))
    poll = message.get("poll")
    if poll:
        lines.append(word("text.poll", lang, question=(poll.get("question") or {}).get("text", "")))
        lines.extend(f"  ○ {(a.get('poll_media') or {}).get('text', '')}" for a in poll.get("answers") or [])
    for att in message.get("attachments") or []:
        size = att.get("size")
        shown = f" ({_human_size(int(size), lang)})" if size is not None else ""
        lines.append(word("text.attached", lang, name=att.get("filename"), size=shown))
    comps = render_components(message.get("components") or [], names, width, lang=lang)
    if comps:
        lines.extend(comps)
    return "\n".join(lines)
