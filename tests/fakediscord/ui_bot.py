"""A discord.py test bot that uses every kind of answer the fake Discord must handle.

Run in-process by the tests (UiBot) and as a child process (`python tests/fakediscord/ui_bot.py`)
by the console and harness tests. French names come from a Translator, as in the real bot.
"""

from __future__ import annotations

import asyncio
import io
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import discord
from discord import app_commands

from fakediscord import run_bot_process

FRENCH = {
    "team": "equipe",
    "create": "creer",
    "name": "nom",
    "coach": "entraineur",
    "echo": "repete",
    "text": "texte",
    "loud": "fort",
    "times": "fois",
    "panel": "panneau",
    "odds": "cote",
    "armour": "armure",
    "av": "ar",
    "preview": "apercu",
}


class FrenchTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContext
    ) -> str | None:
        if locale is discord.Locale.french:
            return FRENCH.get(string.message)
        return None


class Panel(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=600)
        self.rerolls = 0

    @discord.ui.button(label="Relancer", custom_id="panel:reroll", style=discord.ButtonStyle.primary)
    async def reroll(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        self.rerolls += 1
        await interaction.response.edit_message(content=f"relancé {self.rerolls}", view=self)

    @discord.ui.button(label="Nouveau", custom_id="panel:new")
    async def new(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(f"nouveau pour {interaction.user.display_name}", ephemeral=True)

    @discord.ui.button(label="Plus tard", custom_id="panel:later")
    async def later(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="plus tard : fait", view=None)

    @discord.ui.button(label="Formulaire", custom_id="panel:form")
    async def form(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_modal(TeamForm())

    @discord.ui.button(label="Fermé", custom_id="panel:closed", disabled=True)
    async def closed(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        raise AssertionError("a disabled button cannot be pressed")

    @discord.ui.select(
        custom_id="panel:colour",
        placeholder="Couleur",
        options=[discord.SelectOption(label="Rouge", value="red"), discord.SelectOption(label="Vert", value="green")],
    )
    async def colour(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_message(f"couleur {','.join(select.values)}")

    @discord.ui.select(
        custom_id="panel:nominees",
        placeholder="Nominés",
        min_values=2,
        max_values=3,
        options=[
            discord.SelectOption(label=f"#{n} {name}", value=str(n), description=f"{spp} PSP")
            for n, name, spp in ((1, "Grak", 4), (3, "Gorbag", 9), (5, "Snik", 0), (7, "Élise", 2))
        ],
    )
    async def nominees(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_message(f"nominés {','.join(select.values)}")

    @discord.ui.select(
        custom_id="panel:extras",
        placeholder="Extras",
        min_values=0,
        max_values=2,
        options=[
            discord.SelectOption(label="Pom-pom girls", value="cheer", default=True),
            discord.SelectOption(label="Apothicaire", value="apo"),
        ],
    )
    async def extras(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_message(f"extras {','.join(select.values) or '-'}")

    @discord.ui.select(cls=discord.ui.UserSelect, custom_id="panel:referee", placeholder="Arbitre du match")
    async def referee(self, interaction: discord.Interaction, select: discord.ui.UserSelect) -> None:
        await interaction.response.send_message(f"arbitre {select.values[0].display_name}")


class Preview(discord.ui.View):
    """A preview as the post-match and the season end show one: « Confirmer » and the menu « Variante » grey
    themselves once used, « Appliquer » takes the buttons away (the post-match's way, ``view=None``)."""

    def __init__(self, number: int) -> None:
        super().__init__(timeout=600)
        self.number = number
        for item in self.children:  # one custom id per preview, as the bot's carry their post-match's
            assert isinstance(item, discord.ui.Button | discord.ui.Select) and item.custom_id
            item.custom_id = item.custom_id.replace("preview:", f"preview:{number}:")

    @discord.ui.button(label="Confirmer", custom_id="preview:confirm")
    async def confirm(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        button.disabled = True
        await interaction.response.edit_message(content=f"aperçu {self.number} : confirmé", view=self)

    @discord.ui.button(label="Appliquer", custom_id="preview:apply")
    async def apply(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.edit_message(content=f"aperçu {self.number} : appliqué", view=None)

    @discord.ui.select(
        custom_id="preview:choice",
        placeholder="Variante",
        options=[discord.SelectOption(label=name, value=name.casefold()) for name in ("Alpha", "Bêta")],
    )
    async def choose(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        select.disabled = True
        await interaction.response.edit_message(content=f"aperçu {self.number} : {select.values[0]}", view=self)


class TeamForm(discord.ui.Modal, title="Nouvelle équipe"):
    team: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="Nom de l'équipe", custom_id="form:name", max_length=40
    )
    note: discord.ui.Label[Any] = discord.ui.Label(
        text="Commentaire",
        component=discord.ui.TextInput(custom_id="form:note", required=False, style=discord.TextStyle.paragraph),
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        note = self.note.component
        assert isinstance(note, discord.ui.TextInput)
        await interaction.response.send_message(f"équipe {self.team.value} / {note.value or '-'}")


class CasualtyForm(discord.ui.Modal, title="Blessure ajoutée"):
    """Selects in labels (string, several, user), a text display and a paragraph: what post-match forms send."""

    intro: discord.ui.TextDisplay[Any] = discord.ui.TextDisplay("Choisissez la **victime** puis les témoins.")
    victim: discord.ui.Label[Any] = discord.ui.Label(
        text="Victime",
        component=discord.ui.Select(
            custom_id="cas:victim",
            options=[
                discord.SelectOption(label="#1 Grak", value="11", description="Orque"),
                discord.SelectOption(label="#3 Gorbag", value="13", description="9 PSP"),
            ],
        ),
    )
    witnesses: discord.ui.Label[Any] = discord.ui.Label(
        text="Témoins",
        description="Jusqu'à deux",
        component=discord.ui.Select(
            custom_id="cas:witnesses",
            required=False,
            min_values=0,
            max_values=2,
            options=[discord.SelectOption(label=name, value=name.casefold()) for name in ("Snik", "Élise", "Bob")],
        ),
    )
    coach: discord.ui.Label[Any] = discord.ui.Label(
        text="Coach", component=discord.ui.UserSelect(custom_id="cas:coach", required=True)
    )
    notes: discord.ui.Label[Any] = discord.ui.Label(
        text="Notes",
        component=discord.ui.TextInput(
            custom_id="cas:notes", style=discord.TextStyle.paragraph, required=False, placeholder="a;b\n1;2"
        ),
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        victim, witnesses, coach, notes = (
            self.victim.component,
            self.witnesses.component,
            self.coach.component,
            self.notes.component,
        )
        assert isinstance(victim, discord.ui.Select) and isinstance(witnesses, discord.ui.Select)
        assert isinstance(coach, discord.ui.UserSelect) and isinstance(notes, discord.ui.TextInput)
        await interaction.response.send_message(
            f"victime={','.join(victim.values)} témoins={','.join(witnesses.values) or '-'} "
            f"coach={coach.values[0].display_name} notes={notes.value.replace(chr(10), '|') or '-'}"
        )


class ChoicesForm(discord.ui.Modal, title="Options"):
    """Radio group, checkbox group, checkbox and file upload (discord.py 2.7 form components)."""

    cause: discord.ui.Label[Any] = discord.ui.Label(
        text="Cause",
        component=discord.ui.RadioGroup(
            custom_id="opt:cause",
            options=[
                discord.RadioGroupOption(label="Blocage", value="block"),
                discord.RadioGroupOption(label="Agression", value="foul"),
            ],
        ),
    )
    tags: discord.ui.Label[Any] = discord.ui.Label(
        text="Étiquettes",
        component=discord.ui.CheckboxGroup(
            custom_id="opt:tags",
            min_values=1,
            max_values=2,
            options=[
                discord.CheckboxGroupOption(label=name, value=name.casefold())
                for name in ("Public", "Rocher", "Arbitre")
            ],
        ),
    )
    sure: discord.ui.Label[Any] = discord.ui.Label(
        text="Confirmé", component=discord.ui.Checkbox(custom_id="opt:sure", default=True)
    )
    sheet: discord.ui.Label[Any] = discord.ui.Label(
        text="Feuille", component=discord.ui.FileUpload(custom_id="opt:sheet", required=False)
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        cause, tags, sure, sheet = self.cause.component, self.tags.component, self.sure.component, self.sheet.component
        assert isinstance(cause, discord.ui.RadioGroup) and isinstance(tags, discord.ui.CheckboxGroup)
        assert isinstance(sure, discord.ui.Checkbox) and isinstance(sheet, discord.ui.FileUpload)
        files = [f"{a.filename}:{len(await a.read())}" for a in sheet.values]
        await interaction.response.send_message(
            f"cause={cause.value} étiquettes={','.join(tags.values)} confirmé={sure.value} "
            f"feuille={','.join(files) or '-'}"
        )


class UiBot(discord.Client):
    def __init__(self, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, **options)
        self.tree = app_commands.CommandTree(self)
        self.ready_once = asyncio.Event()
        self.previews = 0
        self._add_commands()

    async def setup_hook(self) -> None:
        await self.tree.set_translator(FrenchTranslator())
        await self.tree.sync()

    async def on_ready(self) -> None:
        self.ready_once.set()

    def _add_commands(self) -> None:
        tree = self.tree

        @tree.command(name="roll", description="Lance 2D6")
        async def roll(interaction: discord.Interaction) -> None:
            a, b = random.randint(1, 6), random.randint(1, 6)
            await interaction.response.send_message(f"2D6 : {a} + {b} = {a + b}")

        @tree.command(name=app_commands.locale_str("echo"), description="Répète un texte")
        @app_commands.rename(text=app_commands.locale_str("text"), loud=app_commands.locale_str("loud"))
        @app_commands.rename(times=app_commands.locale_str("times"))
        async def echo(
            interaction: discord.Interaction,
            text: str,
            loud: bool = False,
            times: app_commands.Range[int, 1, 5] = 1,
            ratio: float | None = None,
        ) -> None:
            shown = " ".join([text.upper() if loud else text] * times)
            if ratio is not None:
                shown += f" ratio={ratio:g}"
            await interaction.response.send_message(shown)

        @tree.command(name="whois", description="Qui est-ce ?")
        async def whois(interaction: discord.Interaction, who: discord.Member) -> None:
            manage = who.guild_permissions.manage_guild
            await interaction.response.send_message(
                f"{who.display_name} id={who.id} manage={manage}", allowed_mentions=discord.AllowedMentions.none()
            )

        @tree.command(name="where", description="Un salon et un rôle")
        async def where(interaction: discord.Interaction, salon: discord.TextChannel, role: discord.Role) -> None:
            await interaction.response.send_message(f"#{salon.name} @{role.name}")

        @tree.command(name="secret", description="Réponse éphémère")
        async def secret(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("chut", ephemeral=True)

        @tree.command(name="slow", description="Réponse différée puis suivi")
        async def slow(interaction: discord.Interaction, ephemeral: bool = False) -> None:
            await interaction.response.defer(thinking=True, ephemeral=ephemeral)
            await asyncio.sleep(0.05)
            await interaction.followup.send("fini", ephemeral=ephemeral)
            await interaction.followup.send("et encore")

        @tree.command(name="slowedit", description="Réponse différée puis édition")
        async def slowedit(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await interaction.edit_original_response(content="édité", embed=discord.Embed(title="Titre"))

        @tree.command(name="post", description="Poste dans le salon")
        async def post(interaction: discord.Interaction) -> None:
            assert isinstance(interaction.channel, discord.abc.Messageable)
            await interaction.channel.send("annonce", embed=discord.Embed(title="Avis", description="Bonjour"))
            await interaction.response.send_message("posté", ephemeral=True)

        @tree.command(name="upload", description="Envoie un fichier")
        async def upload(interaction: discord.Interaction) -> None:
            embed = discord.Embed(title="Feuille de match", colour=0x2F3136)
            embed.add_field(name="Score", value="2 - 1")
            embed.set_footer(text="Arbitre")
            files = [discord.File(io.BytesIO(b"hello dice"), filename="dice.txt", description="les des")]
            files.append(discord.File(io.BytesIO(bytes(range(256))), filename="raw.bin"))
            await interaction.response.send_message(embed=embed, files=files)

        @tree.command(name="readfile", description="Lit un fichier")
        async def readfile(interaction: discord.Interaction, fichier: discord.Attachment) -> None:
            data = await fichier.read()
            await interaction.response.send_message(f"{fichier.filename}:{len(data)}:{data.decode(errors='replace')}")

        @tree.command(name=app_commands.locale_str("panel"), description="Des boutons")
        async def panel(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("panneau", view=Panel())

        @tree.command(name=app_commands.locale_str("preview"), description="Un aperçu à confirmer")
        async def preview(interaction: discord.Interaction) -> None:
            self.previews += 1
            await interaction.response.send_message(f"aperçu {self.previews}", view=Preview(self.previews))

        @tree.command(name="form", description="Un formulaire")
        async def form(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(TeamForm())

        @tree.command(name="fiche", description="Un formulaire avec des menus")
        async def fiche(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(CasualtyForm())

        @tree.command(name="options", description="Un formulaire avec cases et fichier")
        async def options(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(ChoicesForm())

        @tree.command(name="pick", description="Autocomplétion")
        async def pick(interaction: discord.Interaction, name: str) -> None:
            await interaction.response.send_message(f"choisi {name}")

        @pick.autocomplete("name")
        async def pick_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            teams = ["Orques de Fer", "Nains du Chaos", "Elfes Sylvains"]
            hits = [t for t in teams if current.casefold() in t.casefold()]
            return [app_commands.Choice(name=t, value=t.lower().replace(" ", "-")) for t in hits]

        @tree.command(name="admin", description="Commissaires seulement")
        @app_commands.default_permissions(manage_guild=True)
        async def admin(interaction: discord.Interaction) -> None:
            allowed = interaction.permissions.manage_guild
            await interaction.response.send_message(f"admin manage={allowed}", ephemeral=True)

        team = app_commands.Group(name=app_commands.locale_str("team"), description="Équipes")

        @team.command(name=app_commands.locale_str("create"), description="Crée une équipe")
        @app_commands.rename(name=app_commands.locale_str("name"), coach=app_commands.locale_str("coach"))
        async def team_create(interaction: discord.Interaction, name: str, coach: discord.Member) -> None:
            await interaction.response.send_message(f"équipe « {name} » pour {coach.display_name}")

        tree.add_command(team)

        odds = app_commands.Group(name=app_commands.locale_str("odds"), description="Probabilités")

        @odds.command(name=app_commands.locale_str("armour"), description="Armure")
        @app_commands.rename(av=app_commands.locale_str("av"))
        async def odds_armour(interaction: discord.Interaction, av: app_commands.Range[int, 3, 12]) -> None:
            await interaction.response.send_message(f"armure {av}+")

        tree.add_command(odds)


if __name__ == "__main__":
    run_bot_process(UiBot)
