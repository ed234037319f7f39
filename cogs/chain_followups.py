"""What follows an injury chain's roll, under its message: the Apothicaire (and the result its owner keeps), the
Regeneration re-roll of a Mortuary Assistant or a Plague Doctor, a Bribe on a sending-off, Joueur Déloyal's choice on
a foul's double, and Enregistrer. :mod:`rolls.followups` decides what is offered and to whom, :mod:`rolls.chains`
reads the chain back and claims the choice made on it; here the buttons, their forms and the rolls they make. The
commands that roll a chain are :mod:`cogs.injuries`; :func:`chain_view` is the buttons every chain carries (the
block's armour, a kick-off's victims too).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

import cogs.utils.participants
import league.followups
import records.roll_options
import render.league
import render.text
import rolls.chains
import rolls.followups
import rules.injury
import rules.model
import rules.payloads
import rules.pregame.inducements
import rules.ruleset
import rules.traits
from cogs.utils.buttons import RollButton, StatelessView, done_button
from cogs.utils.errors import UserError, guarded
from cogs.utils.forms import Reopen, ask_dice, modal_values
from cogs.utils.interaction import Interaction
from cogs.utils.language import TAG_PATTERN, lang_of, reader_language, tagged
from cogs.utils.league import (
    require_at_table,
    require_team_editor,
    team_pregame,
)
from cogs.utils.rolling import FollowupOf, perform
from locales import t, tn
from render.forms import DiceForm
from rules.errors import DomainError

if TYPE_CHECKING:
    from bot import Arbitre
    from cogs.utils.participants import Participants
    from records.models import Team
    from rolls.chains import ChainRead
    from rules.hand import HandDie
    from rules.model import Result


class RecordCasualty(RollButton, prefix="record"):
    """One click records the casualty of this roll in the open match; later clicks change nothing."""

    style = discord.ButtonStyle.success
    emoji = "📝"

    def default_label(self) -> str:
        return t("ui.record.button", self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        record, rolled, earlier = await cogs.utils.participants.record_from_roll(interaction, self.roll_id)
        if record is None:
            raise UserError("ui.record.already")
        done = StatelessView()
        done.add_item(done_button(t("ui.record.done", self.lang), f"arb:recorded:{self.roll_id}", emoji="✅"))
        await interaction.response.edit_message(view=done)
        if record.outcome != rolled:  # a friendly: « counts as having rolled Badly Hurt », said to the table
            await interaction.followup.send(
                render.league.friendly_casualty_note(rolled, record.outcome, lang=self.lang)
            )
        if earlier is not None:  # recorded all the same: which of the two is wrong, the post-match asks
            warning = t("ui.record.twice", await reader_language(interaction), casualty=earlier)
            await interaction.followup.send(warning, ephemeral=True)


def record_view(
    who: Participants, *, apothecary: Sequence[str] = (), bribes: int = 0, regeneration: Sequence[str] = ()
) -> Any:
    """The buttons under a chain: a Regeneration re-roll when the chain holds a failed Regeneration and the victim's
    team has a Mortuary Assistant or a Plague Doctor left (``regeneration``); **Apothicaire** when the victim's team
    still has one in this match (``apothecary``: the uses left, the next one first) and the chain ended in a K.O. or
    a casualty; **Enregistrer** when it ended in a casualty inside an open match; **Pot-de-vin** when a foul sent its
    player off and his team has ``bribes`` left from its pre-game."""

    def factory(roll_id: int, result: Result, lang: str) -> discord.ui.View | None:
        offers = rolls.followups.chain_offers(
            result,
            victim=who.victim,
            match=who.match,
            apothecary=apothecary,
            bribes=bribes,
            regeneration=regeneration,
        )
        if not offers:
            return None  # most rolls: no view built at all
        view = StatelessView()
        if offers.dirty_player:  # the fouler's coach first (S1 Dirty Player)
            for arg in ("apply", "leave"):
                view.add_item(DirtyPlayerChoice(roll_id, lang, arg))
        if offers.bribes:
            left = offers.bribes
            view.add_item(BribeButton(roll_id, lang, label=tn("ui.bribe.button", left, lang, left=left)))
        if offers.regeneration is not None:
            shown = t("ui.regeneration.button", lang, healer=healer_name(offers.regeneration, lang))[:80]
            view.add_item(RegenerationButton(roll_id, lang, label=shown))
        if offers.apothecary:
            view.add_item(ApothecaryButton(roll_id, lang, label=apothecary_label(offers.apothecary, lang)))
        if offers.record:
            view.add_item(RecordCasualty(roll_id, lang))
        return view

    return factory


async def chain_view(interaction: Interaction, who: Participants, *, bribes: int = 0) -> Any:
    """:func:`record_view` with what the victim's team has left in this match: its Apothicaires, its Regeneration
    re-rolls."""
    return record_view(
        who,
        apothecary=await apothecary_available(interaction, who),
        bribes=bribes,
        regeneration=await regeneration_available(interaction, who),
    )


async def regeneration_available(interaction: Interaction, who: Participants) -> tuple[str, ...]:
    """The Regeneration re-rolls (a Mortuary Assistant, a Plague Doctor not spent) the victim's team has left in this
    match, the next one first (a roster player only, as the Apothicaire)."""
    if not rolls.followups.roster_victim(who.victim, who.match):
        return ()
    assert who.victim is not None and who.match is not None
    return await regenerations_left(interaction, who.victim.team_id, who.match.id)


async def _bought(interaction: Interaction, team_id: int, match_id: int) -> Mapping[str, int]:
    """What the team's pre-game of this match bought (nothing without one)."""
    return rolls.followups.bought(await team_pregame(interaction, team_id), match_id)


async def regenerations_left(interaction: Interaction, team_id: int, match_id: int) -> tuple[str, ...]:
    bought = await _bought(interaction, team_id, match_id)
    return await rolls.followups.regenerations_left(
        interaction.client, interaction.guild_id or 0, team_id, match_id, bought
    )


async def apothecary_available(interaction: Interaction, who: Participants) -> tuple[str, ...]:
    """The Apothicaire uses the victim's team has left in this match, the next one first (a roster player: a Star
    Player or a Mercenary is not stored, so neither is the Apothicaire's roll on him)."""
    if not rolls.followups.roster_victim(who.victim, who.match):
        return ()
    assert who.victim is not None and who.match is not None
    team = await interaction.client.teams.get(interaction.guild_id or 0, who.victim.team_id)
    if team is None:
        return ()
    return await apothecaries_left(interaction, team, who.match.id)


async def apothecaries_left(interaction: Interaction, team: Team, match_id: int) -> tuple[str, ...]:
    """The team's Apothicaire uses not spent yet in this match (:func:`rolls.followups.apothecaries_left`)."""
    bought = await _bought(interaction, team.id, match_id)
    return await rolls.followups.apothecaries_left(
        interaction.client, interaction.guild_id or 0, team, match_id, bought
    )


def healer_name(healer: str, lang: str) -> str:
    """An Apothicaire use by its name: the team's own Apothicaire, or the inducement (the book's words)."""

    kind = rules.pregame.inducements.healer_inducement(healer)
    return (
        t("ui.apothecary.button", lang)
        if kind == rules.pregame.inducements.OWN_APOTHECARY
        else t(f"inducement.{kind}", lang)
    )


def apothecary_label(left: Sequence[str], lang: str) -> str:
    """The button says which Apothicaire it uses and how many are left, once there is more than the team's own."""

    if not left or tuple(left) == (rules.pregame.inducements.OWN_APOTHECARY,):
        return ""
    return tn("ui.apothecary.button.left", len(left), lang, healer=healer_name(left[0], lang), left=len(left))[:80]


# --- a Bribe on a sending-off ------------------------------------------------------------------------


async def bribes_left(interaction: Interaction, who: Participants) -> int:
    """The Bribes the fouler's team bought in the pre-game of this match and has not used yet."""

    team_id = rolls.followups.fouler_team(who.attacker, None)
    if who.match is None or team_id is None:
        return 0
    bought = await _bought(interaction, team_id, who.match.id)
    return await rolls.followups.bribes_left(
        interaction.client, interaction.guild_id or 0, who.match.id, team_id, bought
    )


class BribeButton(RollButton, prefix="bribe"):
    """A Bribe on the player this foul sent off (inducements.md): its team's coach, once per sending-off."""

    emoji = "💰"

    def default_label(self) -> str:
        return t("inducement.bribe", self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        await bribe_clicked(interaction, self.roll_id, self.lang)


#: The Bribe's D6, typed by hand when the foul was (« hand-rolled dice everywhere a die is thrown »).
BRIBE_DIE = DiceForm(title="ui.bribe.title", text="ui.bribe.die", placeholder="2", max_length=10)
BRIBE_FORM = re.compile(r"arb:bribemodal:(?P<roll>\d+)" + TAG_PATTERN)


async def on_bribe_form(interaction: Interaction, found: re.Match[str]) -> None:
    values = modal_values(interaction.data)
    dice = str(values.get("dice") or "") or None
    await bribe_clicked(interaction, int(found["roll"]), lang_of(found), dice=dice, typed=True)


async def bribe_clicked(
    interaction: Interaction, roll_id: int, lang: str, *, dice: str | None = None, typed: bool = False
) -> None:
    """Roll the Bribe's D6 for the fouler's team (a foul rolled by hand: its D6 typed in a form first, ``typed`` once
    it is); refused when the roll sent nobody off, to anyone but that team's coach (or a commissioner), when the team
    has none left, and to the second click."""

    bot, guild_id = interaction.client, interaction.guild_id or 0
    read = await read_chain(interaction, roll_id)
    await require_at_table(interaction, read.stored)
    match_id, team_id = rolls.followups.bribed(read)
    team = await bot.teams.require(guild_id, team_id)
    await require_team_editor(interaction, team)
    bought = (await _bought(interaction, team_id, match_id)).get("bribe", 0)
    kind = rolls.followups.bribe_kind(match_id, team_id)
    await rolls.followups.require_bribe(bot, guild_id, roll_id, kind, bought, team.name)
    if read.manual and not typed:
        await ask_dice(interaction, BRIBE_DIE, tagged(f"arb:bribemodal:{roll_id}", lang))
        return

    async def claim(inter: Interaction) -> bool:
        return await rolls.chains.claim_bribe(bot, guild_id, roll_id, kind, inter.user.id, bought, team.name)

    async def done(inter: Interaction, new_id: int) -> None:
        await bot.followups.done(guild_id=guild_id, roll_id=roll_id, kind=kind, followup_id=new_id)

    async def source_view(new_id: int) -> discord.ui.View | None:
        who = participants(read)
        rebuilt = await chain_view(interaction, who)
        view = rebuilt(roll_id, rules.model.Result(read.root, read.stored.ruleset), lang) or StatelessView()
        view.add_item(done_button(t("ui.bribe.done", lang, id=new_id)[:80], f"arb:bribedone:{roll_id}", emoji="💰"))
        return view

    used = await bot.followups.count(guild_id, kind) + 1
    await perform(
        interaction,
        lang=lang,
        command="bribe",
        options=records.roll_options.RollOptions(of_roll=roll_id, match_id=match_id, team_id=team_id),
        manual=dice,
        notes=(t("ui.bribe.of_roll", lang, number=roll_id, used=used, bought=bought),),
        roll=lambda d, rs: rules.pregame.inducements.roll_bribe(d, rs),
        followup=FollowupOf(
            claim=claim,
            refused=UserError("ui.bribe.used"),
            done=done,
            source_view=source_view,
            ruleset=read.stored.ruleset,
        ),
    )


# --- the Apothicaire ----------------------------------------------------------------------------------


class ApothecaryButton(RollButton, prefix="apothecary"):
    """The team's Apothicaire on the player this roll left K.O. or a casualty: once per match per team."""

    emoji = "⛑️"

    def default_label(self) -> str:
        return t("ui.apothecary.button", self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        await apothecary_clicked(interaction, self.roll_id, self.lang)


class ApothecaryKeep(RollButton, prefix="apokeep", arg="first|second"):
    """The owner keeps one of the Apothicaire's two casualty results (``arg``: ``first`` or ``second``)."""

    async def clicked(self, interaction: Interaction) -> None:
        await keep_clicked(interaction, self.roll_id, self.arg, self.lang)


# --- Joueur Déloyal, the fouler's choice ---------------------------------------------------------------


class DirtyPlayerChoice(RollButton, prefix="dirtyplayer", arg="apply|leave"):
    """The fouler's coach applies Joueur Déloyal's +1 to a foul's double that Sournois would forgive, or leaves it
    off (S1 Dirty Player: « may apply a +1 modifier … after the roll has been made »)."""

    def default_label(self) -> str:
        return t(f"ui.foul.dirty_player.{self.arg}", self.lang)[:80]

    async def clicked(self, interaction: Interaction) -> None:
        await dirty_player_clicked(interaction, self.roll_id, self.arg == "apply", self.lang)


#: The injury dice typed by hand once Joueur Déloyal is applied (the armour's were typed with the foul).
DIRTY_PLAYER_DICE = DiceForm(title="ui.foul.dirty_player.title")
DIRTY_PLAYER_FORM = re.compile(r"arb:dirtyplayermodal:(?P<roll>\d+)" + TAG_PATTERN)


async def dirty_player_clicked(interaction: Interaction, roll_id: int, apply: bool, lang: str) -> None:
    """``lang``: the language of the foul's message (its roll follows in it)."""

    read = await read_chain(interaction, roll_id)
    if read.root.outcome != rules.injury.FOUL_DIRTY_PLAYER_CHOICE:
        raise DomainError("error.foul.no_dirty_player_choice")
    await require_at_table(interaction, read.stored)
    if apply and read.manual:  # real dice: the injury roll is typed now
        await ask_dice(interaction, DIRTY_PLAYER_DICE, tagged(f"arb:dirtyplayermodal:{roll_id}", lang))
        return
    await settle_dirty_player(interaction, read, apply, None, lang)


async def settle_dirty_player(
    interaction: Interaction, read: ChainRead, apply: bool, dice: str | None, lang: str
) -> None:
    """The foul again from its armour dice, with Joueur Déloyal or without: a roll of its own, recorded with
    Enregistrer like any chain (first click wins)."""

    bot = interaction.client
    guild_id, roll_id = interaction.guild_id or 0, read.stored.id
    choice = "apply" if apply else "leave"
    attacker = cogs.utils.participants.traits_of(read.attacker)
    inputs: dict[str, Any] = read.foul_inputs()
    inputs |= {
        "profile": cogs.utils.participants.traits_of(read.victim).profile,
        "attacker_keywords": attacker.keywords if attacker.named else None,
    }
    armour_dice = read.root.children[0].dice
    who = participants(read)

    async def claim(inter: Interaction) -> bool:
        return await rolls.chains.choose_dirty_player(bot, guild_id, roll_id, inter.user.id, apply)

    async def done(inter: Interaction, new_id: int) -> None:
        return None

    async def source_view(new_id: int) -> discord.ui.View | None:
        view = StatelessView()
        shown = t(f"ui.foul.dirty_player.{choice}.done", lang, id=new_id)[:80]
        view.add_item(done_button(shown, f"arb:dirtyplayerdone:{roll_id}"))
        return view

    await perform(
        interaction,
        lang=lang,
        command="foul",
        options=read.options.but(dice=None, of_roll=roll_id, dirty_player_applied=apply),
        manual=dice,
        notes=(*who.notes(lang), t(f"ui.foul.dirty_player.{choice}.of_roll", lang, number=roll_id)),
        view_factory=await chain_view(interaction, who, bribes=await bribes_left(interaction, who)),
        roll=lambda d, rs: rules.injury.roll_foul(d, rs, **inputs, dirty_player_applied=apply, armour_dice=armour_dice),
        followup=FollowupOf(
            claim=claim,
            refused=UserError("ui.foul.dirty_player.chosen"),
            done=done,
            source_view=source_view,
            ruleset=read.stored.ruleset,
        ),
    )


async def on_dirty_player_form(interaction: Interaction, found: re.Match[str]) -> None:
    values = modal_values(interaction.data)

    async def typed() -> None:
        read = await read_chain(interaction, int(found["roll"]))
        await require_at_table(interaction, read.stored)
        await settle_dirty_player(interaction, read, True, str(values.get("dice") or "") or None, lang_of(found))

    await guarded(interaction, typed())


#: The dice typed by hand: the Apothicaire's second casualty D16, and the séquelle and Revanche of the kept result.
APOTHECARY_DIE = DiceForm(title="ui.apothecary.title", text="ui.apothecary.die", placeholder="7", max_length=10)
KEPT_DICE = DiceForm(title="ui.apothecary.keep_title")
APOTHECARY_FORM = re.compile(r"arb:apothecarymodal:(?P<roll>\d+)" + TAG_PATTERN)
KEEP_FORM = re.compile(r"arb:apokeepmodal:(?P<roll>\d+):(?P<keep>first|second)" + TAG_PATTERN)


def participants(read: ChainRead) -> cogs.utils.participants.Participants:
    """The chain's victim, attacker and match, as a new roll on it names them."""

    return cogs.utils.participants.Participants(read.victim, read.attacker, read.match)


async def read_chain(interaction: Interaction, roll_id: int) -> ChainRead:
    return await rolls.chains.read_chain(interaction.client, interaction.guild_id or 0, roll_id)


async def _owner(interaction: Interaction, read: ChainRead) -> Team:
    """The victim's team (:func:`rolls.followups.deciding_team`); its coach (or a commissioner) decides."""
    team = await interaction.client.teams.require(interaction.guild_id or 0, rolls.followups.deciding_team(read))
    await require_team_editor(interaction, team)
    return team


async def _apothecaries(interaction: Interaction, read: ChainRead, team: Team) -> tuple[str, ...]:
    """The uses the team has left in this match; refused when it has no Apothicaire at all, or none left."""

    assert read.match is not None
    bought = await _bought(interaction, team.id, read.match.id)
    return await rolls.followups.require_apothecaries(
        interaction.client, interaction.guild_id or 0, team, read.match.id, bought
    )


def _apothecary_done_view(roll_id: int, used_for: int | None, lang: str) -> discord.ui.View:
    view = StatelessView()
    label = t("ui.apothecary.done", lang, id=used_for) if used_for else t("ui.apothecary.pending", lang)
    view.add_item(done_button(label[:80], f"arb:apothecarydone:{roll_id}", emoji="⛑️"))
    return view


async def apothecary_clicked(interaction: Interaction, roll_id: int, lang: str) -> None:
    """``lang``: the language of the message whose button was clicked (its rolls follow in it)."""

    read = await read_chain(interaction, roll_id)
    team = await _owner(interaction, read)
    rolls.followups.require_apothecary_target(read.root)
    await _apothecaries(interaction, read, team)
    if read.manual and rolls.followups.apothecary_needs_die(
        read.root
    ):  # real dice: the second D16 is typed (the form in its reader's language)
        await ask_dice(interaction, APOTHECARY_DIE, tagged(f"arb:apothecarymodal:{roll_id}", lang))
        return
    await use_apothecary(interaction, read, team, None, lang)


async def use_apothecary(interaction: Interaction, read: ChainRead, team: Team, dice: str | None, lang: str) -> None:
    """Spend the team's next Apothicaire of this match on this roll (first click wins in the database: each use once
    per match, one per roll); the roll says which one it was and how many are left."""

    bot = interaction.client
    guild_id = interaction.guild_id or 0
    assert read.match is not None
    roll_id = read.stored.id
    niggling, decay = read.options.niggling or 0, bool(read.options.decay)

    spent: list[str] = []

    async def claim(inter: Interaction) -> bool:
        left = await _apothecaries(interaction, read, team)
        spent.extend(await rolls.chains.spend(bot, guild_id, read, team_id=team.id, user_id=inter.user.id, left=left))
        return bool(spent)

    def which(result: Result, lang: str) -> tuple[str, ...]:
        if not spent:
            return ()
        return (t("ui.apothecary.which", lang, healer=healer_name(spent[0], lang), left=len(spent) - 1),)

    async def done(inter: Interaction, new_id: int) -> None:
        await bot.apothecaries.done(guild_id=guild_id, roll_id=roll_id, result_id=new_id)

    async def source_view(new_id: int) -> discord.ui.View | None:
        return _apothecary_done_view(roll_id, new_id, lang)

    def source_embed(new_id: int, result: Result) -> discord.Embed | None:
        return superseded_embed(interaction, new_id, result, lang)

    def keep_view(new_id: int, result: Result, lang: str) -> discord.ui.View | None:
        if result.root.outcome != rules.injury.APOTHECARY_CHOOSE:  # patched up: recorded for its PSP
            recorded: discord.ui.View | None = record_view(participants(read))(new_id, result, lang)
            return recorded
        view = StatelessView()
        for keep, number in (("first", 1), ("second", 2)):
            outcome = render.text.label(
                result.root.payload(rules.payloads.Apothecary).result(keep) or "", result.ruleset, lang=lang
            )
            shown = t("ui.apothecary.keep", lang, number=number, outcome=outcome)[:80]
            view.add_item(ApothecaryKeep(new_id, lang, keep, shown))
        return view

    await perform(
        interaction,
        lang=lang,
        command="apothecary",
        options=read.followed().but(of_roll=roll_id, team_id=team.id),
        manual=dice,
        title=t("title.apothecary", lang),
        notes=(
            *cogs.utils.participants.player_notes(lang, victim=read.victim),
            t("ui.apothecary.of_roll", lang, number=roll_id),
        ),
        result_notes=which,
        view_factory=keep_view,
        roll=lambda d, rs: rules.injury.roll_apothecary(d, rs, chain=read.root, niggling=niggling, decay=decay),
        followup=FollowupOf(
            claim=claim,
            refused=UserError("ui.apothecary.used", team=team.name),
            done=done,
            source_view=source_view,
            ruleset=read.stored.ruleset,
            source_embed=source_embed,
        ),
    )


def superseded_embed(interaction: Interaction, apothecary_id: int, result: Result, lang: str) -> discord.Embed | None:
    """The first roll's embed once the Apothicaire is used on it: its dice stay (what was rolled), its consequences
    (a Revanche's Haine, a séquelle) give way to a line naming the Apothicaire's roll, which replaces them, or whose
    kept result will (issue 26: the first roll's Haine stayed there whichever result was kept)."""

    message = interaction.message
    if message is None or not message.embeds:
        return None
    embed = discord.Embed.from_dict(message.embeds[0].to_dict())
    shown = t("ui.consequences", lang)
    kept = [(f.name, f.value, f.inline) for f in embed.fields if f.name != shown]
    if len(kept) == len(embed.fields):  # nothing said there that the Apothicaire changes
        return None
    variant = "choice" if result.root.outcome == rules.injury.APOTHECARY_CHOOSE else None
    embed.clear_fields()
    embed.add_field(
        name=t("ui.apothecary.superseded.title", lang),
        value=t("ui.apothecary.superseded", lang, id=apothecary_id, variant=variant),
        inline=False,
    )
    for name, value, inline in kept:
        embed.add_field(name=name, value=value, inline=inline)
    return embed


async def keep_clicked(interaction: Interaction, apothecary_id: int, keep: str, lang: str) -> None:
    used = await read_chain(interaction, apothecary_id)
    rolls.followups.require_keep_choice(used)
    await _owner(interaction, used)
    if used.manual and rolls.followups.keep_needs_dice(used, keep):  # its séquelle and Revanche, rolled by hand
        await ask_dice(interaction, KEPT_DICE, tagged(f"arb:apokeepmodal:{apothecary_id}:{keep}", lang))
        return
    await keep_result(interaction, used, keep, None, lang)


async def keep_result(interaction: Interaction, used: ChainRead, keep: str, dice: str | None, lang: str) -> None:
    """The kept result becomes a roll of its own, recorded with Enregistrer like any chain."""

    bot = interaction.client
    guild_id, apothecary_id = interaction.guild_id or 0, used.stored.id
    original = await read_chain(interaction, used.options.of_roll or 0)
    victim, attacker = (
        cogs.utils.participants.traits_of(original.victim),
        cogs.utils.participants.traits_of(original.attacker),
    )
    nobody = original.nobody
    keywords = attacker.keywords if (attacker.named and not nobody) else None
    who = participants(original)

    async def claim(inter: Interaction) -> bool:
        return await rolls.chains.choose_kept(bot, guild_id, apothecary_id, inter.user.id, keep)

    async def done(inter: Interaction, new_id: int) -> None:
        return None

    async def source_view(new_id: int) -> discord.ui.View | None:
        view = StatelessView()
        view.add_item(done_button(t("ui.apothecary.kept", lang, id=new_id)[:80], f"arb:apokept:{apothecary_id}"))
        return view

    await perform(
        interaction,
        lang=lang,
        command="apothecary",
        options=original.followed().but(of_roll=original.stored.id, apothecary=apothecary_id, keep=keep),
        manual=dice,
        title=t("title.apothecary", lang),
        notes=cogs.utils.participants.player_notes(lang, victim=original.victim),
        view_factory=record_view(who),
        roll=lambda d, rs: rules.injury.keep_apothecary(
            d,
            rs,
            chain=original.root,
            apothecary=used.root,
            keep=keep,
            profile=victim.profile,
            attacker_keywords=keywords,
            no_attacker=nobody,
        ),
        followup=FollowupOf(
            claim=claim,
            refused=UserError("ui.apothecary.already_kept"),
            done=done,
            source_view=source_view,
            ruleset=used.stored.ruleset,
        ),
    )


async def on_apothecary_form(interaction: Interaction, found: re.Match[str]) -> None:
    """The Apothicaire's dice typed by hand (its errors answered by :class:`cogs.utils.forms.Forms`, which keeps
    what was typed)."""
    values = modal_values(interaction.data)
    read = await read_chain(interaction, int(found["roll"]))
    team = await _owner(interaction, read)
    await _apothecaries(interaction, read, team)
    await use_apothecary(interaction, read, team, str(values.get("dice") or "") or None, lang_of(found))


async def on_keep_form(interaction: Interaction, found: re.Match[str]) -> None:
    values = modal_values(interaction.data)
    used = await read_chain(interaction, int(found["roll"]))
    await _owner(interaction, used)
    await keep_result(interaction, used, found["keep"], str(values.get("dice") or "") or None, lang_of(found))


# --- a failed Regeneration re-rolled by a Mortuary Assistant or a Plague Doctor ----------------------------------


class RegenerationButton(RollButton, prefix="regenreroll"):
    """The victim's team re-rolls the failed Regeneration of this roll with its Mortuary Assistant or Plague Doctor
    (inducements.md: once per game each)."""

    emoji = "🧟"

    def default_label(self) -> str:
        return t("ui.regeneration.reroll", self.lang)

    async def clicked(self, interaction: Interaction) -> None:
        await regeneration_clicked(interaction, self.roll_id, self.lang)


#: The re-roll's D6, typed by hand when the roll it follows was.
REGENERATION_DIE = DiceForm(title="ui.regeneration.title", text="ui.regeneration.die", placeholder="4", max_length=10)
REGENERATION_FORM = re.compile(r"arb:regenmodal:(?P<roll>\d+)" + TAG_PATTERN)


async def _regenerations(interaction: Interaction, read: ChainRead, team: Team) -> tuple[str, ...]:
    """The re-rolls the team has left for this roll's failed Regeneration; refused when the roll has none to re-roll,
    an Apothicaire already came after it, or the team has no re-roll left."""

    bought = {} if read.match is None else await _bought(interaction, team.id, read.match.id)
    return await rolls.followups.require_regenerations(
        interaction.client, interaction.guild_id or 0, read, team, bought
    )


async def regeneration_clicked(interaction: Interaction, roll_id: int, lang: str) -> None:
    read = await read_chain(interaction, roll_id)
    team = await _owner(interaction, read)
    await _regenerations(interaction, read, team)
    if read.manual:  # real dice: the re-roll's D6 is typed
        await ask_dice(interaction, REGENERATION_DIE, tagged(f"arb:regenmodal:{roll_id}", lang))
        return
    await reroll_regeneration(interaction, read, team, None, lang)


async def on_regeneration_form(interaction: Interaction, found: re.Match[str]) -> None:
    values = modal_values(interaction.data)
    read = await read_chain(interaction, int(found["roll"]))
    team = await _owner(interaction, read)
    await _regenerations(interaction, read, team)
    await reroll_regeneration(interaction, read, team, str(values.get("dice") or "") or None, lang_of(found))


async def reroll_regeneration(
    interaction: Interaction, read: ChainRead, team: Team, dice: str | None, lang: str
) -> None:
    """The re-roll, a roll of its own that replaces this one: recorded with Enregistrer (regenerated, or the casualty
    that stands), the Apothicaire offered under it when the casualty stands (first click wins: each re-roll once per
    match, one per roll)."""

    bot = interaction.client
    guild_id = interaction.guild_id or 0
    assert read.match is not None
    roll_id = read.stored.id
    nobody = read.nobody
    who = participants(read)
    spent: list[str] = []

    async def claim(inter: Interaction) -> bool:
        left = await _regenerations(interaction, read, team)
        purpose = league.followups.REGENERATION
        spent.extend(
            await rolls.chains.spend(
                bot, guild_id, read, team_id=team.id, user_id=inter.user.id, left=left, purpose=purpose
            )
        )
        return bool(spent)

    def which(result: Result, lang: str) -> tuple[str, ...]:
        if not spent:
            return ()
        return (t("ui.regeneration.which", lang, healer=healer_name(spent[0], lang), left=len(spent) - 1),)

    apothecary = await apothecary_available(interaction, who)

    def after(new_id: int, result: Result, lang: str) -> discord.ui.View | None:
        """Enregistrer, and the Apothicaire when the casualty stands (a Plague Doctor just spent is not one)."""
        view: discord.ui.View | None = record_view(who, apothecary=[h for h in apothecary if h not in spent[:1]])(
            new_id, result, lang
        )
        return view

    async def done(inter: Interaction, new_id: int) -> None:
        await bot.apothecaries.done(
            guild_id=guild_id, roll_id=roll_id, result_id=new_id, purpose=league.followups.REGENERATION
        )

    async def source_view(new_id: int) -> discord.ui.View | None:
        view = StatelessView()
        view.add_item(done_button(t("ui.regeneration.done", lang, id=new_id)[:80], f"arb:regendone:{roll_id}"))
        return view

    await perform(
        interaction,
        lang=lang,
        command="regeneration",
        options=read.followed().but(of_roll=roll_id, team_id=team.id),
        manual=dice,
        title=t("title.regeneration", lang),
        notes=(
            *cogs.utils.participants.player_notes(lang, victim=read.victim),
            t("ui.regeneration.of_roll", lang, number=roll_id),
        ),
        result_notes=which,
        view_factory=after,
        roll=lambda d, rs: rules.injury.reroll_regeneration(d, rs, chain=read.root, nobody=nobody),
        followup=FollowupOf(
            claim=claim,
            refused=UserError("ui.regeneration.used"),
            done=done,
            source_view=source_view,
            ruleset=read.stored.ruleset,
        ),
    )


def reopen_dice_form(form: DiceForm) -> Reopen:
    """A form that asks only dice, reopened with those typed (and the dice its roll still waits for)."""

    async def build(
        interaction: Interaction, found: re.Match[str], values: Mapping[str, Any], need: HandDie | None
    ) -> discord.ui.Modal:
        kept = str(values.get("dice") or "").strip()
        return form.build(
            found.string, await reader_language(interaction), kept=f"{kept} " if kept else None, need=need
        )

    return Reopen(build)


async def setup(bot: Arbitre) -> None:
    bot.add_dynamic_items(
        RecordCasualty, ApothecaryButton, ApothecaryKeep, DirtyPlayerChoice, BribeButton, RegenerationButton
    )
    bot.forms.add(APOTHECARY_FORM, on_apothecary_form, reopen=reopen_dice_form(APOTHECARY_DIE))
    bot.forms.add(REGENERATION_FORM, on_regeneration_form, reopen=reopen_dice_form(REGENERATION_DIE))
    bot.forms.add(BRIBE_FORM, on_bribe_form, reopen=reopen_dice_form(BRIBE_DIE))
    bot.forms.add(DIRTY_PLAYER_FORM, on_dirty_player_form)
    bot.forms.add(KEEP_FORM, on_keep_form, reopen=reopen_dice_form(KEPT_DICE))
