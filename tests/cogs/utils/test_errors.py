"""Every error ends as a private French reply; a bug is logged with its command, never shown."""

import logging
from unittest.mock import AsyncMock, MagicMock

import discord
from discord import app_commands

from cogs.utils.errors import UserError, report
from locales import t
from rules.errors import DomainError, Term


@app_commands.command(name="armour", description="a real command object, for the error's context")
async def armour(interaction: discord.Interaction, av: int) -> None: ...


def interaction(done: bool = False, locale: discord.Locale = discord.Locale.french) -> MagicMock:
    fake = MagicMock(spec_set=discord.Interaction)
    fake.locale = locale
    fake.response = MagicMock(spec_set=discord.InteractionResponse)
    fake.response.is_done.return_value = done
    fake.response.send_message = AsyncMock()
    fake.followup = MagicMock(spec_set=discord.Webhook)
    fake.followup.send = AsyncMock()
    fake.command = armour
    fake.data = {"options": [{"name": "av", "value": 9}]}
    return fake


async def test_a_bug_gets_an_apology_and_is_logged_with_the_command(caplog):
    target = interaction()
    with caplog.at_level(logging.ERROR, logger="arbitre.errors"):
        await report(target, app_commands.CommandInvokeError(target.command, ZeroDivisionError("boom")))
    message = target.response.send_message.await_args
    assert message.kwargs == {"ephemeral": True} and "Désolé" in message.args[0]
    assert "boom" not in message.args[0] and "Traceback" not in message.args[0]
    assert "/armour" in caplog.text and "'av'" in caplog.text and "ZeroDivisionError" in caplog.text


async def test_a_user_error_after_a_deferral_goes_to_a_private_followup():
    target = interaction(done=True)
    await report(target, UserError("ui.error.manage_guild"))
    target.followup.send.assert_awaited_once_with(t("ui.error.manage_guild"), ephemeral=True)


async def test_a_reader_with_an_english_client_reads_english():
    target = interaction(locale=discord.Locale.american_english)
    await report(target, DomainError("error.int_range", field=Term("field.av"), low=2, high=12, value="13"))
    text = target.response.send_message.await_args.args[0]
    assert text == "Armour (AV): a whole number from 2 to 12 is expected (got 13)."
    target = interaction(locale=discord.Locale.british_english)
    await report(target, app_commands.CommandInvokeError(target.command, ZeroDivisionError("boom")))
    assert "Sorry" in target.response.send_message.await_args.args[0]


async def test_a_failed_check_is_a_french_refusal():
    target = interaction()
    await report(target, app_commands.CheckFailure())
    assert "⛔" in target.response.send_message.await_args.args[0]


async def test_a_domain_error_is_said_from_the_catalogue_with_its_parameters_escaped():
    target = interaction()
    await report(
        target, app_commands.CommandInvokeError(target.command, DomainError("ui.error.bad_option", value="@everyone"))
    )
    text = target.response.send_message.await_args.args[0]
    assert text.startswith("Valeur invalide\u00a0: « @\u200beveryone »")
    assert "ui.error" not in text
