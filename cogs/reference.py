"""Reference: the glossary (``/rule``), exact odds (``/odds …``) and ``/help``."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.utils.errors import UserError
from cogs.utils.rolling import ruleset_for
from locales import t
from render.glossary import rule_embed
from render.help import help_pages
from render.odds import fraction_line, odds_embed, odds_lines
from rules import block, glossary, odds

AV = app_commands.Range[int, 3, 12]
Modifier = app_commands.Range[int, -5, 5]
Niggling = app_commands.Range[int, 0, 10]
Strength = app_commands.Range[int, 1, 15]
Assists = app_commands.Range[int, 0, 10]


class Reference(commands.Cog):
    odds = app_commands.Group(name="odds", description="Exact odds, enumerated from the same tables as the rolls")

    @app_commands.command(name="rule", description="Glossary: a term of the league's rules, or any skill or trait")
    async def rule(self, interaction: discord.Interaction[Any], term: app_commands.Range[str, 1, 100]) -> None:
        try:
            entry = glossary.lookup_term(term)
        except glossary.UnknownTerm as exc:
            found = glossary.search_terms(term, limit=1)
            if not found:
                raise UserError(str(exc)) from exc
            entry = found[0]
        await interaction.response.send_message(embed=rule_embed(entry))

    @rule.autocomplete("term")
    async def rule_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        found = glossary.search_terms(current[:100])
        return [app_commands.Choice(name=e.full_name[:100], value=e.key) for e in found]

    @odds.command(name="armour", description="Odds of breaking armour and of each final outcome")
    async def odds_armour(
        self,
        interaction: discord.Interaction[Any],
        av: AV,
        modifier: Modifier = 0,
        mighty_blow: bool = False,
        claws: bool = False,
        minus: bool = False,
        niggling: Niggling = 0,
    ) -> None:
        ruleset = (await ruleset_for(interaction)).key
        broken = odds.armour_odds(av, modifier=modifier, mighty_blow=mighty_blow, claws=claws)
        chain = odds.chain_odds(
            av=av, modifier=modifier, mighty_blow=mighty_blow, claws=claws, minus=minus, niggling=niggling
        )
        summary = fraction_line(t("ui.odds.armour_broken", av=av), broken)
        await interaction.response.send_message(
            embed=odds_embed(t("ui.odds.armour.title"), summary, [(t("ui.odds.final"), odds_lines(chain, ruleset))])
        )

    @odds.command(name="injury", description="Odds of each injury result and of the final outcome")
    async def odds_injury(
        self, interaction: discord.Interaction[Any], minus: bool = False, modifier: Modifier = 0, niggling: Niggling = 0
    ) -> None:
        ruleset = (await ruleset_for(interaction)).key
        table = odds.injury_odds(minus=minus, modifier=modifier)
        chain = odds.injury_chain_odds(minus=minus, modifier=modifier, niggling=niggling)
        await interaction.response.send_message(
            embed=odds_embed(
                t("ui.odds.injury.title"),
                t("ui.odds.injury.summary", table=t("ui.odds.table.minus" if minus else "ui.odds.table.standard")),
                [
                    (t("ui.odds.injury_roll"), odds_lines(table, ruleset)),
                    (t("ui.odds.final"), odds_lines(chain, ruleset)),
                ],
            )
        )

    @odds.command(name="casualty", description="Odds of each casualty result (D16 + niggling injuries)")
    async def odds_casualty(self, interaction: discord.Interaction[Any], niggling: Niggling = 0) -> None:
        ruleset = (await ruleset_for(interaction)).key
        table = odds.casualty_odds(niggling=niggling)
        await interaction.response.send_message(
            embed=odds_embed(
                t("ui.odds.casualty.title"),
                t("ui.odds.casualty.summary", niggling=niggling),
                [(t("ui.odds.casualty_roll"), odds_lines(table, ruleset))],
            )
        )

    @odds.command(name="block", description="Block: dice count, chooser and odds of each applied result")
    async def odds_block(
        self,
        interaction: discord.Interaction[Any],
        attacker_st: Strength,
        defender_st: Strength,
        attacker_assists: Assists = 0,
        defender_assists: Assists = 0,
        dodge: bool = False,
        tackle: bool = False,
        attacker_block: bool = False,
        defender_block: bool = False,
    ) -> None:
        try:
            result = block.block_odds(
                attacker_st,
                defender_st,
                attacker_assists,
                defender_assists,
                dodge=dodge,
                tackle=tackle,
                attacker_block=attacker_block,
                defender_block=defender_block,
            )
        except ValueError as exc:
            raise UserError(str(exc)) from exc
        summary = t(result.dice.outcome, **{"count": result.dice.count})
        await interaction.response.send_message(
            embed=odds_embed(
                t("ui.odds.block.title"),
                summary,
                [
                    (t("ui.odds.block.applied"), odds_lines(result.applied)),
                    (t("ui.odds.block.faces"), odds_lines(result.faces)),
                ],
            )
        )

    @app_commands.command(name="help", description="Every command with an example")
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        pages = help_pages(interaction.client.tree.get_commands())  # type: ignore[attr-defined]
        await interaction.response.send_message(embeds=pages[0], ephemeral=True)
        for page in pages[1:]:
            await interaction.followup.send(embeds=page, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Reference())
