"""bench/embed_bot.py, the second reference of bench.bot_latency, answers as Arbitre's /injury does."""

import orjson

from bench import roll_path
from bench.embed_bot import EmbedBot
from tests.e2e.harness import COMMISSIONER_ID, LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID
from tests.inprocess import client_on, fake_discord


def _shape(embed):
    """The parts of an embed and their sub-parts (``fields`` by count)."""
    return {
        key: len(value) if isinstance(value, list) else sorted(value) if isinstance(value, dict) else "·"
        for key, value in embed.items()
    }


async def test_card_answers_with_an_embed_shaped_like_injury_s(replies):
    await roll_path.measure(passes=1, count=1)
    # a K.O., as /card says (a casualty's reply goes on with the casualty roll); 300 warm-up rolls give many
    injuries = [reply["embeds"][0] for reply in replies if reply["embeds"][0]["title"] == "Jet de Blessure"]
    injury = next(embed for embed in injuries if "→ **K.O.**" in embed["description"])
    async with fake_discord() as fake, client_on(fake, EmbedBot()):
        done = await fake.invoke(LEAGUE_GUILD_ID, MATCHS_CHANNEL_ID, COMMISSIONER_ID, "card")
        card = (await done.final()).embeds[0]
    assert _shape(card) == _shape(injury)
    size, reference = len(orjson.dumps(card)), len(orjson.dumps(injury))
    assert abs(size - reference) <= reference // 10  # about as many bytes to send and read back
