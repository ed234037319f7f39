"""The bare bot, answering ``/card`` with 2D6 in an embed shaped like Arbitre's ``/injury`` reply.

A second reference for ``bench.bot_latency`` (``--bare-script bench/embed_bot.py --bare-command card``): what
discord.py spends on the same kind of answer as Arbitre's (title, author, description, a field, footer, colour)
with none of Arbitre's code, so that the gap to the bare bot splits into the answer's price and ours.
"""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord

from bench.bare_bot import BareBot
from fakediscord import run_bot_process

KO_TEXT = (
    "Sortez le joueur du terrain et placez-le dans le box des joueurs K.O. de la Fosse ; sur 4-6 au coup d'envoi "
    "suivant, il revient dans les Réserves."
)


class EmbedBot(BareBot):
    def __init__(self) -> None:
        super().__init__()
        rolled = itertools.count(1)

        @self.tree.command(name="card", description="Lance 2D6, dans un embed")
        async def card(interaction: discord.Interaction) -> None:
            a, b = random.randint(1, 6), random.randint(1, 6)
            embed = discord.Embed(
                title="Jet de Blessure",
                description=f"**Jet de Blessure** · 🎲 {a} + {b} = **{a + b}** → **K.O.**\n *{KO_TEXT}*",
                colour=0xE67E22,
            )
            embed.set_author(name=f"Lancé par {interaction.user.display_name}")
            embed.add_field(name="Notes", value="Cause : inconnue (l'après-match la demandera).", inline=False)
            embed.set_footer(text=f"Jet n° {next(rolled)} · Règles : ligue (règles maison)")
            await interaction.response.send_message(embed=embed)


if __name__ == "__main__":
    run_bot_process(EmbedBot, log_format="%(asctime)s %(levelname)s %(name)s: %(message)s")
