"""Who reads what: the language of a reply.

Public replies (roll embeds, match and post-match messages, the league table, the posted summary) are
read by everyone at the table: they follow the server's ``/settings language:`` (French by default).
Private replies (errors, refusals, exports, forms) follow the reader's own Discord locale: ``fr*`` →
French, ``en*`` → English, anything else → the server's language. A message's buttons carry its
language in their custom ids (:func:`tagged`), so a click re-draws it in the same words after a restart.
"""

from __future__ import annotations

import re
from typing import Final

from cogs.utils.interaction import Interaction
from locales import DEFAULT_LANGUAGE, LANGUAGES, t
from render.postmatch.ids import LANG_TAG

#: ``…@en`` at the end of a custom id: the language of the message carrying the component (none: French,
#: what every message posted before languages existed is written in).
_TAG: Final = re.compile(r"@(?P<lang>[a-z]{2})$")
#: The optional tag as a ``DynamicItem`` template ends with it (the one the post-match's ids end with too).
TAG_PATTERN: Final = LANG_TAG


def locale_language(locale: object) -> str | None:
    """``fr`` for any French locale, ``en`` for any English one, ``None`` for the others."""
    value = str(getattr(locale, "value", locale) or "").lower()
    for lang in LANGUAGES:
        if value.startswith(lang):
            return lang
    return None


async def server_language(interaction: Interaction) -> str:
    """The language of the server's public replies (``/settings language:``)."""
    if interaction.guild_id is None:
        return locale_language(interaction.locale) or DEFAULT_LANGUAGE
    settings = await interaction.client.settings_repo.get(interaction.guild_id)
    # a language the catalogue no longer has (storage keeps any code): the default rather than a missing catalogue
    return settings.language if settings.language in LANGUAGES else DEFAULT_LANGUAGE


async def reader_language(interaction: Interaction) -> str:
    """The language of a private reply: the reader's locale when French or English, else the server's."""
    return locale_language(interaction.locale) or await server_language(interaction)


def names_language(interaction: Interaction) -> str:
    """The language of the command names the reader's client shows: French for a French client, else English."""
    return "fr" if locale_language(interaction.locale) == "fr" else "en"


async def language_hint(interaction: Interaction, lang: str) -> str | None:
    """For a server whose preferred locale is English but whose public replies are French: how to switch."""
    if interaction.guild_id is None or locale_language(interaction.guild_locale) != "en":
        return None
    if await server_language(interaction) != "fr":
        return None
    return t("ui.language.hint", lang)


def tagged(custom_id: str, lang: str) -> str:
    """``custom_id`` marked with the language of the message that carries it (French needs no mark)."""
    return custom_id if lang == DEFAULT_LANGUAGE else f"{custom_id}@{lang}"


def tag_of(custom_id: str) -> str:
    """The language a custom id was marked with (:func:`tagged`)."""
    found = _TAG.search(custom_id)
    return found["lang"] if found and found["lang"] in LANGUAGES else DEFAULT_LANGUAGE


def untagged(custom_id: str) -> str:
    return _TAG.sub("", custom_id)


def lang_of(found: re.Match[str]) -> str:
    """The language a matched custom id carries (its ``lang`` group from :data:`TAG_PATTERN`)."""
    return found["lang"] or DEFAULT_LANGUAGE
