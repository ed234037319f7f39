"""Reference: the glossary (``/rule``), exact odds (``/odds …``) and ``/help``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.ext import commands

import render.glossary
import render.help
import render.odds
import rules.block
import rules.glossary
import rules.injury
import rules.odds
import rules.pregame.inducements
import rules.pregame.prayers
from cogs.utils.groups import grouped
from cogs.utils.interaction import Interaction
from cogs.utils.language import language_hint, names_language, reader_language, server_language
from cogs.utils.options import (
    AV,
    NO_ODDS_BLOCK_FLAGS,
    NO_ODDS_VICTIM,
    BlockAssists,
    BlockStrength,
    FoulAssists,
    Modifier,
    Niggling,
    OddsBlockFlags,
    OddsVictim,
)
from cogs.utils.rolling import ruleset_for
from cogs.utils.translator import group
from locales import t

if TYPE_CHECKING:  # fractions (and decimal under it) load with the odds, not at start-up
    from fractions import Fraction


async def _reading(interaction: Interaction) -> tuple[str, str]:
    """The language the odds are said in (the server's, everyone at the table reads them) and the ruleset."""
    return await server_language(interaction), (await ruleset_for(interaction)).key


def _final(chances: Mapping[str, Fraction], ruleset: str, lang: str) -> tuple[str, str]:
    """The section of how the chain ends."""
    return t("ui.odds.final", lang), render.odds.odds_lines(chances, ruleset, lang=lang)


async def _answer(
    interaction: Interaction, title: str, summary: str, sections: Sequence[tuple[str, str]], lang: str
) -> None:
    """The odds' embed (``title``: its catalogue key), sent to everyone."""
    await interaction.response.send_message(embed=render.odds.odds_embed(t(title, lang), summary, sections, lang=lang))


class Reference(commands.Cog):
    odds = group("odds")

    @app_commands.command(name="rule")
    async def rule(self, interaction: Interaction, term: app_commands.Range[str, 1, 100]) -> None:
        lang = await server_language(interaction)
        entry = rules.glossary.find_term(term)
        await interaction.response.send_message(embed=render.glossary.rule_embed(entry, lang=lang))

    @rule.autocomplete("term")
    async def rule_autocomplete(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = rules.glossary.search_terms(current[:100])
        lang = await reader_language(interaction)
        return [app_commands.Choice(name=render.glossary.title(e, lang)[:100], value=e.key) for e in found]

    @odds.command(name="armour")
    @grouped
    async def odds_armour(
        self,
        interaction: Interaction,
        av: AV,
        modifier: Modifier = 0,
        mighty_blow: bool = False,
        claws: bool = False,
        victim: OddsVictim = NO_ODDS_VICTIM,
        steady_footing: bool = False,
        chainsaw: bool = False,
    ) -> None:
        lang, ruleset = await _reading(interaction)
        hit: dict[str, Any] = {
            "modifier": modifier,
            "mighty_blow": mighty_blow,
            "claws": claws,
            "iron_hard_skin": victim.iron_hard_skin,
            "chainsaw": chainsaw,
            "steady_footing": steady_footing,
        }
        broken = rules.odds.armour_odds(av, **hit)
        chain = rules.odds.chain_odds(av=av, **hit, **victim.chain())
        summary = render.odds.fraction_line(t("ui.odds.armour_broken", lang, av=av), broken, lang=lang)
        await _answer(interaction, "ui.odds.armour.title", summary, [_final(chain, ruleset, lang)], lang)

    @odds.command(name="injury")
    async def odds_injury(
        self,
        interaction: Interaction,
        minus: bool = False,
        modifier: Modifier = 0,
        niggling: Niggling = 0,
        thick_skull: bool = False,
        regeneration: bool = False,
        decay: bool = False,
        apothecary: bool = False,
    ) -> None:
        lang, ruleset = await _reading(interaction)
        table = rules.odds.injury_odds(minus=minus, modifier=modifier, thick_skull=thick_skull)
        chain = rules.odds.injury_chain_odds(
            modifier=modifier,
            minus=minus,
            niggling=niggling,
            thick_skull=thick_skull,
            regeneration=regeneration,
            decay=decay,
            apothecary=apothecary,
        )
        summary = t(rules.injury.INJURY_TABLES[minus, thick_skull][1], lang)
        sections = [
            (t("ui.odds.injury_roll", lang), render.odds.odds_lines(table, ruleset, lang=lang)),
            _final(chain, ruleset, lang),
        ]
        await _answer(interaction, "ui.odds.injury.title", summary, sections, lang)

    @odds.command(name="casualty")
    async def odds_casualty(
        self,
        interaction: Interaction,
        niggling: Niggling = 0,
        decay: bool = False,
        regeneration: bool = False,
        apothecary: bool = False,
    ) -> None:
        lang, ruleset = await _reading(interaction)
        table = rules.odds.casualty_odds(niggling=niggling, decay=decay)
        sections = [(t("ui.odds.casualty_roll", lang), render.odds.odds_lines(table, ruleset, lang=lang))]
        if regeneration or apothecary:
            chain = rules.odds.casualty_chain_odds(
                niggling=niggling, decay=decay, regeneration=regeneration, apothecary=apothecary
            )
            sections.append(_final(chain, ruleset, lang))
        summary = render.odds.casualty_summary(niggling=niggling, decay=decay, lang=lang)
        await _answer(interaction, "ui.odds.casualty.title", summary, sections, lang)

    @odds.command(name="foul")
    @grouped
    async def odds_foul(
        self,
        interaction: Interaction,
        av: AV,
        assists: FoulAssists = 0,
        dirty_player: bool = False,
        sneaky_git: bool = False,
        victim: OddsVictim = NO_ODDS_VICTIM,
        chainsaw: bool = False,
    ) -> None:
        lang, ruleset = await _reading(interaction)
        foul = rules.odds.foul_odds(
            av=av,
            assists=assists,
            dirty_player=dirty_player,
            sneaky_git=sneaky_git,
            iron_hard_skin=victim.iron_hard_skin,
            chainsaw=chainsaw,
            **victim.chain(),
        )
        summary = "\n".join(
            (
                render.odds.fraction_line(
                    t("ui.odds.armour_broken", lang, av=av), 1 - foul.outcomes[rules.injury.ARMOUR_HOLDS], lang=lang
                ),
                render.odds.fraction_line(t("ui.odds.foul.sent_off", lang), foul.sent_off, lang=lang),
            )
        )
        await _answer(interaction, "ui.odds.foul.title", summary, [_final(foul.outcomes, ruleset, lang)], lang)

    @odds.command(name="block")
    @grouped
    async def odds_block(
        self,
        interaction: Interaction,
        attacker_st: BlockStrength,
        defender_st: BlockStrength,
        attacker_assists: BlockAssists = 0,
        defender_assists: BlockAssists = 0,
        flags: OddsBlockFlags = NO_ODDS_BLOCK_FLAGS,
    ) -> None:
        lang = await server_language(interaction)
        skills = rules.block.BlockSkills(blitz=flags.blitz, multiple_block=flags.multiple_block, **flags.skills)
        seeking = flags.seek_knockdown and (skills.brawler_usable or skills.pro)  # no re-roll: one answer
        result = rules.block.block_odds(
            attacker_st, defender_st, attacker_assists, defender_assists, skills=skills, seek_knockdown=seeking
        )
        summary = t(result.dice.outcome, lang, count=result.dice.count)
        if result.dauntless is not None and result.dauntless_dice is not None:
            summary = "\n".join(
                (
                    render.odds.fraction_line(t("ui.odds.block.dauntless", lang), result.dauntless, lang=lang),
                    t("ui.odds.block.dauntless_dice", lang, dice=t(result.dauntless_dice.outcome, lang)),
                    t("ui.odds.block.dauntless_failed", lang, dice=summary),
                )
            )
        if seeking:  # the policy counted is said (issue 26), and the other one offered
            summary = "\n".join((summary, t("ui.odds.block.seek_knockdown", lang)))
        elif skills.brawler_usable or skills.pro:
            if skills.brawler_usable:
                summary = "\n".join((summary, t("ui.odds.block.brawler", lang)))
            if skills.pro:
                summary = "\n".join((summary, t("ui.odds.block.pro", lang)))
            summary = "\n".join((summary, t("ui.odds.block.balanced", lang)))
        sections = [
            (t("ui.odds.block.applied", lang), render.odds.odds_lines(result.applied, lang=lang)),
            (t("ui.odds.block.faces", lang), render.odds.odds_lines(result.faces, lang=lang)),
        ]
        await _answer(interaction, "ui.odds.block.title", summary, sections, lang)

    @odds.command(name="prayers")
    async def odds_prayers(
        self,
        interaction: Interaction,
        count: app_commands.Range[int, 1, 16] = 1,
    ) -> None:
        """The chance of each Prayer to Nuffle to be among a team's ``count`` (the D16 re-rolled on a result it
        already has), read from the table the prayers are rolled on. Its options stay few: the /odds group is near
        Discord's 4,000 characters."""

        lang = await server_language(interaction)
        chances = rules.pregame.prayers.within_odds(count)
        summary = t("ui.odds.prayers.summary", lang, count=count, left=len(chances))
        section = t("ui.odds.prayers.section", lang, count=count)
        await _answer(
            interaction, "ui.odds.prayers.title", summary, [(section, render.odds.odds_lines(chances, lang=lang))], lang
        )

    @odds.command(name="bribe")
    async def odds_bribe(self, interaction: Interaction) -> None:
        """A Bribe on a sending-off: a D6, 2+ the player stays (the table the Bribe is rolled on)."""

        lang, ruleset = await _reading(interaction)
        chances = rules.odds.table_odds(rules.pregame.inducements.BRIBE_TABLE)
        summary = t("ui.odds.bribe.summary", lang)
        await _answer(interaction, "ui.odds.bribe.title", summary, [_final(chances, ruleset, lang)], lang)

    @app_commands.command(name="help")
    async def help(self, interaction: Interaction) -> None:
        lang = await reader_language(interaction)  # a private reply: the reader's language
        hint = await language_hint(interaction, lang)
        pages = render.help.help_pages(
            interaction.client.tree.get_commands(), lang=lang, names=names_language(interaction), hint=hint
        )
        await interaction.response.send_message(embeds=pages[0], ephemeral=True)
        for page in pages[1:]:
            await interaction.followup.send(embeds=page, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Reference())
