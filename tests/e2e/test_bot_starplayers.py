"""/rule on a Star Player through the real bot and the fake Discord, in French and in English: found by his book
name (a pair by either player's), with his profile, skills, cost and « Plays For » in the server's language."""

import pytest

from tests.e2e.harness import sandbox_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")
league = sandbox_fixture("league")


def _fields(msg):
    return {f["name"]: f["value"].replace("\u202f", " ").replace("\xa0", " ") for f in msg.embed["fields"]}


async def test_rule_shows_a_star_player_in_french(league):
    choices = await league.autocomplete("regle", {"terme": "griff"}, focused="terme")
    assert choices[0] == {"name": "Griff Oberwald", "value": "star_griff_oberwald"}
    msg = await league.reply("regle", {"terme": "Griff Oberwald"})
    assert not msg.ephemeral, msg.content
    assert msg.embed["title"] == "Griff Oberwald"
    fields = _fields(msg)
    assert fields["Griff Oberwald (Blitzer, Human)"].startswith("M7 F4 AG2+ CP3+ AR9+\nBlocage, Esquive")
    assert fields["Coût"] == "300 000 po"
    assert fields["Joue pour (Plays For)"] == "Old World Classic"


async def test_rule_shows_a_pair_in_english(league):
    settings = await league.reply("settings", {"language": "en"}, locale="en-US")
    assert settings.ephemeral
    msg = await league.reply("rule", {"term": "Crumbleberry"}, locale="en-US")
    assert msg.embed["title"] == "Grak and Crumbleberry"
    assert msg.embed["description"].startswith("**I'll Carry You**: Hired together.")
    fields = _fields(msg)
    assert fields["Grak (Big Guy, Ogre)"].startswith("MA5 ST5 AG4+ PA4+ AV10+\nBone Head, Kick Team-mate")
    assert fields["Cost"] == "250,000 gp for the pair, hired together"
    assert fields["Plays For"] == "Any team"
