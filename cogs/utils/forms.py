"""Forms (modals) read by custom id, so a form opened before a restart still works after it.

Discord sends a submitted form back with the custom id it was opened with; the
bot keeps no modal object in memory (:func:`open_form`). Cogs open plain ``discord.ui.Modal``s and
register a handler for their custom ids in :class:`Forms` (``bot.forms``): the bot
looks a submitted form up there as it dispatches it, so the other interactions
(every roll) cost no listener task.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

import discord

import render.forms
import render.text
import rules.hand
from cogs.utils.buttons import StatelessView
from cogs.utils.errors import MESSAGE_LIMIT, UserError, describe_error, guarded, report
from cogs.utils.interaction import HookInteraction, Interaction
from cogs.utils.language import reader_language
from locales import t
from rules.errors import DomainError

if TYPE_CHECKING:
    from rules.hand import HandDie

#: Reads one submitted form whose custom id matched the pattern it was registered with.
FormHandler = Callable[[Interaction, re.Match[str]], Awaitable[None]]
#: Builds a form again with what was typed in it (``values``, as :func:`modal_values` reads them) and, when its roll
#: waits for more dice typed by hand, the dice it throws next.
FormBuilder = Callable[[Interaction, re.Match[str], Mapping[str, Any], "HandDie | None"], Awaitable[discord.ui.Modal]]


class ChoicesLater(Mapping[str, tuple[str, ...]]):
    """A form's select options read at their first use: from a module that start-up leaves waiting
    (cogs/__init__.py), where ``{"fallen": rolls.blocks.FALLEN_TRAITS}`` in a cog's ``setup`` would run it."""

    def __init__(self, read: Callable[[], Mapping[str, tuple[str, ...]]]) -> None:
        self._read = read
        self._choices: Mapping[str, tuple[str, ...]] | None = None

    def _got(self) -> Mapping[str, tuple[str, ...]]:
        if self._choices is None:
            self._choices = self._read()
        return self._choices

    def __getitem__(self, key: str) -> tuple[str, ...]:
        return self._got()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._got())

    def __len__(self) -> int:
        return len(self._got())


@dataclass(frozen=True, slots=True)
class Reopen:
    """How a refused form comes back with what was typed: its builder, and its selects' options (a ticked
    option is kept by its index, so that the whole form fits in the custom id of the button that reopens it)."""

    build: FormBuilder
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


class Forms:
    """Custom id patterns → the handler of the form submitted with such an id."""

    def __init__(self) -> None:
        self._routes: list[tuple[re.Pattern[str], FormHandler]] = []
        self._reopen: dict[re.Pattern[str], Reopen] = {}

    def add(self, pattern: re.Pattern[str], handler: FormHandler, *, reopen: Reopen | None = None) -> None:
        """``reopen``: a form of dice typed by hand (or of other typed values) that must never lose them. A bad
        value is answered with a button that reopens it with what was typed; dice that run out inside the roll
        keep what they decided and reopen it for the dice still to throw. Its ``handler`` then raises its
        errors, answered here."""
        if reopen is not None:
            self._reopen[pattern] = reopen
            handler = _kept(handler, reopen)
        self._routes.append((pattern, handler))

    def reopener(self, custom_id: str) -> tuple[re.Match[str], Reopen] | None:
        """The form a reopen button names, and how it is built again."""
        for pattern, reopen in self._reopen.items():
            found = pattern.fullmatch(custom_id)
            if found is not None:
                return found, reopen
        return None

    @property
    def patterns(self) -> tuple[re.Pattern[str], ...]:
        """The custom ids answered (what a test walks to reach every form)."""
        return tuple(pattern for pattern, _ in self._routes)

    def handle(self, interaction: Interaction) -> Awaitable[None] | None:
        """The handler's coroutine for a submitted form we know, else ``None`` (anything but a form included)."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return None
        data: Mapping[str, Any] = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        for pattern, handler in self._routes:
            found = pattern.fullmatch(custom_id)
            if found is not None:
                return handler(interaction, found)
        return None


def modal_values(data: Mapping[str, Any] | None) -> dict[str, Any]:
    """``{custom_id: text or [values]}`` of a submitted form (action rows or labels)."""
    out: dict[str, Any] = {}

    def walk(component: Mapping[str, Any]) -> None:
        if "custom_id" in component and ("value" in component or "values" in component):
            out[component["custom_id"]] = component.get("values", component.get("value"))
        for child in component.get("components", ()):
            walk(child)
        if "component" in component:
            walk(component["component"])

    for component in (data or {}).get("components", ()):
        walk(component)
    return out


async def open_form(interaction: discord.Interaction[Any], form: discord.ui.Modal) -> None:
    """Open ``form``, whose answer comes back to :class:`Forms` by its custom id.

    discord.py keeps a form it opens until it is sent (forever, for one closed without sending, ≈ 2 KiB) and
    runs a task for it when it is: finished first, it keeps nothing.
    """
    form.stop()
    await interaction.response.send_modal(form)


# --- a form that keeps what was typed -------------------------------------------------------------------------

#: What a reopen button keeps of a form: ``key=value`` pairs; a value holds only these characters.
_KEPT_VALUE: Final = re.compile(r"[^0-9A-Za-z_+]+")


def _kept(handler: FormHandler, reopen: Reopen) -> FormHandler:
    async def answered(interaction: Interaction, found: re.Match[str]) -> None:
        try:
            await handler(interaction, found)
        except rules.hand.HandDiceError as exc:
            await _refused(interaction, found, reopen, exc, exc.die if exc.typed else None)
        except DomainError as exc:
            await _refused(interaction, found, reopen, exc, None)
        except Exception as exc:  # every other error ends as a reply, never a silent failure
            await report(interaction, exc)

    return answered


def _message_id(interaction: Interaction) -> int | None:
    """The message whose button opened the form (a roll's public message), not a private reply."""
    message = interaction.message
    return None if message is None or message.flags.ephemeral else message.id


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while number:
        number, rest = divmod(number, 36)
        out = digits[rest] + out
    return out or "0"


def reopened_from(interaction: Interaction) -> int | None:
    """For a form reopened from a private reply (:class:`ReopenForm`): the roll message its first opening came
    from, which its answer updates (the private reply cannot carry the roll's buttons)."""
    message = interaction.message
    if message is None or not message.flags.ephemeral:
        return None
    for row in message.components:
        for item in getattr(row, "children", ()):
            found = _REOPEN.fullmatch(str(getattr(item, "custom_id", "") or ""))
            for pair in () if found is None else found["state"].split(";"):
                key, _, value = pair.partition("=")
                if key == "m" and value.isalnum():
                    return int(value, 36)
    return None


async def edit_source(interaction: Interaction, **fields: Any) -> None:
    """Edit the message whose button opened the form: answering the form does it; for a form reopened from a
    private reply, that reply says the roll is made and the roll's message is edited by its id."""
    source = reopened_from(interaction)
    if source is None:
        await interaction.response.edit_message(**fields)
        return
    channel = interaction.channel
    if isinstance(channel, discord.abc.Messageable) and hasattr(channel, "get_partial_message"):
        await channel.get_partial_message(source).edit(**fields)  # first: the roll's message is what counts
    await interaction.response.edit_message(content=t("ui.hand.sent", await reader_language(interaction)), view=None)


def keep_state(values: Mapping[str, Any], choices: Mapping[str, tuple[str, ...]], need: HandDie | None) -> str:
    """A form's typed values in a few characters (``dice=5.4;fallen=0.2;n=injury.2.6``)."""
    pairs = []
    for key, value in values.items():
        if isinstance(value, list):
            allowed = choices.get(key)
            items = [str(allowed.index(v)) if allowed and v in allowed else str(v) for v in value]
            text = ".".join(_KEPT_VALUE.sub("", item) for item in items)
        else:
            text = ".".join(word for word in _KEPT_VALUE.split(str(value)) if word)
        pairs.append(f"{key}={text}")
    if need is not None:
        pairs.append(f"n={need.kind or ''}.{need.count}.{need.sides}")
    return ";".join(pairs)


def read_state(state: str, choices: Mapping[str, tuple[str, ...]]) -> tuple[dict[str, Any], HandDie | None]:
    """:func:`keep_state` read back: the values as :func:`modal_values` gives them, and the dice still to throw."""
    values: dict[str, Any] = {}
    need = None
    for pair in state.split(";"):
        key, _, text = pair.partition("=")
        if key == "m":
            continue
        if key == "n":
            rest, _, sides = text.rpartition(".")
            kind, _, count = rest.rpartition(".")  # a kind may hold a dot (« block.face »)
            if count.isdecimal() and sides.isdecimal():
                need = rules.hand.HandDie(kind or None, int(sides), int(count))
        elif key in choices:
            allowed = choices[key]
            picked = [int(i) for i in text.split(".") if i.isdecimal()]
            values[key] = [allowed[i] for i in picked if i < len(allowed)]
        elif key:
            values[key] = text.replace(".", " ")
    return values, need


async def _refused(
    interaction: Interaction, found: re.Match[str], reopen: Reopen, error: Exception, need: HandDie | None
) -> None:
    """A bad value (or dice that ran out) in a form: said privately, with the button that reopens the form as it
    was typed; when the roll waits for more dice, what the dice typed already decided."""
    lang = await reader_language(interaction)
    values = modal_values(interaction.data)
    said = describe_error(error, lang) or t("ui.error.unexpected", lang)
    text = said if need is None else waiting(error, lang)
    source = reopened_from(interaction) or _message_id(interaction)
    state = keep_state(values, reopen.choices, need) + (f";m={_base36(source)}" if source else "")
    custom_id = f"arb:reopen:{state}|{found.string}"
    view: discord.ui.View | None = None
    if len(custom_id) <= 100:
        view = StatelessView()
        view.add_item(ReopenForm(custom_id, t("ui.hand.more" if need else "ui.hand.reopen", lang)))
    text = text[:MESSAGE_LIMIT]
    if view is None:
        await interaction.response.send_message(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, view=view, ephemeral=True)


def waiting(error: Exception, lang: str) -> str:
    """« Dés gardés : Jet d'Armure 5 4 → Armure percée. Il reste à lancer : 2D6 (Jet de Blessure). »"""
    assert isinstance(error, rules.hand.HandDiceError)
    done = [
        t(
            "ui.hand.done",
            lang,
            step=render.forms.step_name(rules.hand.HandDie(d.kind, 0, 0), lang),
            dice=" ".join(map(str, d.dice)),
            outcome=render.text.label(d.outcome, lang=lang),
        )
        for d in error.done
    ]
    rest = t(
        "ui.hand.rest", lang, dice=render.forms.dice_count(error.die), step=render.forms.step_name(error.die, lang)
    )
    kept = t("ui.hand.waiting", lang, kept=" ".join(map(str, error.typed)))
    return "\n".join([kept, *done, rest])


class ReopenForm(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"arb:reopen:(?P<state>[^|]*)\|(?P<form>.+)"):
    """Reopens a refused form (or one whose roll waits for more dice) with what was typed in it."""

    def __init__(self, custom_id: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or "…", style=discord.ButtonStyle.primary, custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: HookInteraction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReopenForm:
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(match.string, label or "")

    async def callback(self, interaction: HookInteraction) -> None:
        async def reopen() -> None:
            found = _REOPEN.fullmatch(self.item.custom_id or "")
            route = None if found is None else interaction.client.forms.reopener(found["form"])
            if found is None or route is None:
                raise UserError("ui.hand.gone")
            # it is sent privately: only the member who typed the form can click it (Discord shows a private
            # reply to him alone); the same button on a message anyone sees is a forgery
            message = interaction.message
            if message is None or not message.flags.ephemeral:
                raise UserError("ui.hand.not_yours")
            form_found, spec = route
            values, need = read_state(found["state"], spec.choices)
            await open_form(interaction, await spec.build(interaction, form_found, values, need))

        await guarded(interaction, reopen())


_REOPEN: Final = re.compile(r"arb:reopen:(?P<state>[^|]*)\|(?P<form>.+)")


async def ask_dice(interaction: Interaction, form: render.forms.DiceForm, custom_id: str) -> None:
    """Open a form asking for dice rolled by hand, in its reader's language (``custom_id`` carries the message's)."""
    await open_form(interaction, form.build(custom_id, await reader_language(interaction)))
