"""The path every roll command takes: dice → rules → id → embed → reply, the row written just after.

Cogs only say which rules function to call with which options; this module
builds the dice (hand-rolled values when given), turns rules' ``ValueError``
into a French ephemeral message, queues the roll's row and sends the embed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

import discord

import records.roll_options
import render.embeds
import rolls.rolling
import rules.ruleset
from cogs.utils.errors import UserError
from cogs.utils.forms import edit_source
from cogs.utils.interaction import Interaction
from cogs.utils.language import server_language
from locales import t
from rolls.rolling import parse_manual as parse_manual
from rules.dice import Dice
from rules.model import Result
from rules.ruleset import Ruleset

RollFn = Callable[[Dice, Ruleset], Result]


@dataclass(frozen=True, slots=True)
class FollowupOf:
    """A roll that follows a button of another message, once (first click wins in the database).

    ``claim`` takes the follow-up (``False``: someone was first, the user reads ``refused``); ``done``
    notes the new roll's id; ``source_view`` is the offering message's new buttons (the used one shows
    the roll it became). The roll is posted as a new message, the offering one updated in place.
    """

    claim: Callable[[Interaction], Awaitable[bool]]
    refused: UserError
    done: Callable[[Interaction, int], Awaitable[None]]
    source_view: Callable[[int], Awaitable[discord.ui.View | None]]
    #: The ruleset of the roll it follows (its stored key): the follow-up is rolled under it (docs/rules.md M1).
    ruleset: str | None = None
    #: The offering message's new embed, given the new roll's id and result (``None``: kept as it is): what the
    #: follow-up makes no longer true there (an Apothicaire replaces the consequences shown).
    source_embed: Callable[[int, Result], discord.Embed | None] | None = None

    @classmethod
    def of_roll(
        cls,
        interaction: Interaction,
        roll_id: int,
        kind: str,
        *,
        refused: UserError,
        source_view: Callable[[int], Awaitable[discord.ui.View | None]],
        ruleset: str | None,
    ) -> FollowupOf:
        """The follow-up ``kind`` of roll ``roll_id`` kept in the follow-ups table (an armour roll after a block,
        a kick-off victim's injury): claimed there by the first click, noted there with the roll it became."""
        bot, guild_id = interaction.client, interaction.guild_id or 0

        async def claim(inter: Interaction) -> bool:
            return await bot.followups.claim(guild_id=guild_id, roll_id=roll_id, kind=kind, user_id=inter.user.id)

        async def done(inter: Interaction, new_id: int) -> None:
            await bot.followups.done(guild_id=guild_id, roll_id=roll_id, kind=kind, followup_id=new_id)

        return cls(claim=claim, refused=refused, done=done, source_view=source_view, ruleset=ruleset)


async def ruleset_for(interaction: Interaction, *, match_id: object = None) -> Ruleset:
    """The ruleset a roll is made under (docs/rules.md M1): its match's, the one the match was opened under
    (``match_id``: the match its players, or its kick-off, belong to; else the match open in this channel), whatever
    the server chose since; the server's (``/settings ruleset:``) outside a match, or for a match that recorded
    none."""
    bot = interaction.client
    guild_id = interaction.guild_id or 0
    key = None
    if guild_id:  # the open matches are kept in memory (league.open_matches): no query on a roll's way
        wanted = None if match_id is None else int(str(match_id))
        found = await bot.open_matches.find(guild_id, match_id=wanted, channel_id=interaction.channel_id)
        if found is not None:
            key = found.ruleset
        elif wanted is not None:  # its players' match ended meanwhile: still the ruleset it was played under
            ended = await bot.matches.get(guild_id, wanted)
            key = None if ended is None else ended.ruleset
    if key is not None:
        return rules.ruleset.get(key)
    return (await bot.settings_repo.get(guild_id)).ruleset


async def perform(
    interaction: Interaction,
    *,
    lang: str,
    command: str,
    options: Mapping[str, Any] | records.roll_options.RollOptions,
    roll: RollFn,
    manual: str | None = None,
    title: str | None = None,
    view_factory: Callable[[int, Result, str], discord.ui.View | None] | None = None,
    notes: tuple[str, ...] = (),
    result_notes: Callable[[Result, str], tuple[str, ...]] | None = None,
    followup: FollowupOf | None = None,
) -> int:
    """Roll, answer publicly in ``lang`` and store (returns the roll id); bad input is said by the error handler.

    ``lang`` is the language of the public message (:func:`cogs.utils.language.server_language`, or the
    language of the message whose button this roll follows); its buttons carry it. ``result_notes``: the notes that
    depend on how the roll ended (why a casualty has no Enregistrer button). The reply does not wait for
    the row: its id is known first, and whoever reads the roll back (a click) waits for the write
    (:class:`league.rolls.RollRepository`).
    """
    bot = interaction.client
    stored = (
        options
        if isinstance(options, records.roll_options.RollOptions)
        else records.roll_options.RollOptions.of(options)
    )  # one schema, written once
    if followup is not None and followup.ruleset is not None:  # a click on a roll: that roll's ruleset
        ruleset = rules.ruleset.get(followup.ruleset)
    else:
        ruleset = await ruleset_for(interaction, match_id=stored.match_id)
    result, unused = rolls.rolling.rolled_with_unused(lambda d: roll(d, ruleset), manual)
    if followup is not None and not await followup.claim(interaction):
        raise followup.refused
    roll_id = await bot.rolls.submit(  # the id now, the row written with the others within the flush window
        guild_id=interaction.guild_id or 0,
        channel_id=interaction.channel_id,
        user_id=interaction.user.id,
        command=command,
        options=(stored.but(dice=manual) if manual else stored).stored(),
        result=result,
    )
    extra = [*notes, *(result_notes(result, lang) if result_notes else ())]
    if unused:
        extra.append(t("ui.unused_dice", lang, values=" ".join(map(str, unused))))
    if manual:
        extra.append(t("ui.manual_dice", lang))
    embed = render.embeds.roll_embed(
        result,
        title=title or t(f"title.{command}", lang),
        roller=interaction.user.display_name,
        roll_id=roll_id,
        notes=extra,
        lang=lang,
    )
    view = view_factory(roll_id, result, lang) if view_factory else None
    if followup is not None:
        await followup.done(interaction, roll_id)
        # the message that offered it shows the roll it became; the roll itself is a new message
        source = followup.source_embed(roll_id, result) if followup.source_embed is not None else None
        if source is None:
            await edit_source(interaction, view=await followup.source_view(roll_id))
        else:
            await edit_source(interaction, embed=source, view=await followup.source_view(roll_id))
        if view is None:
            await interaction.followup.send(embed=embed)
        else:
            await interaction.followup.send(embed=embed, view=view)
    elif view is None:
        await interaction.response.send_message(embed=embed)
    else:
        await interaction.response.send_message(embed=embed, view=view)
    return roll_id


async def roll_table(
    interaction: Interaction, command: str, dice: str | None, roll: Callable[..., Result], **options: Any
) -> None:
    """A table rolled on its own (weather, throw-in, lasting injury…): ``roll(dice, ruleset=…, **options)``, said
    in the server's language and stored with its ``options``; ``dice``: the dice typed by hand, if any."""
    await perform(
        interaction,
        lang=await server_language(interaction),
        command=command,
        options=options,
        manual=dice,
        roll=lambda d, rs: roll(d, ruleset=rs, **options),
    )
