"""Both languages through the real bot (issue 9 points 4 and 5): a roll, the league and a post-match.

Each scenario runs once per language of the server (``/settings language:``), on one bot process and one
seeded league. A public reply is in the server's language, a private one (an error, a refusal, a form) in
the reader's Discord locale, whatever the server's; a button or a form keeps the language of the message
it belongs to. An English reply holds no French outcome word (Sonné, Défenseur Plaqué, victoire…) and
a French reply no English one: the outcome words are read from the two catalogues, where they differ.
"""

import re

import pytest
import pytest_asyncio

from locales import LANGUAGES, t, tn
from tests.e2e.harness import sandbox_fixture
from tests.e2e.league_seed import component, seed_file

pytestmark = pytest.mark.asyncio(loop_scope="module")
LANGS = ("fr", "en")
LOCALE = {"fr": "fr", "en": "en-US"}
OTHER = {"fr": "en", "en": "fr"}

#: The catalogue keys that name an outcome: injuries, casualties, block faces, weather, kick-off events, results.
OUTCOME_KEY = re.compile(
    r"^(injury\.(stunned|ko|badly_hurt|casualty)|casualty\.[a-z_]+|block\.face\.[a-z_]+|weather\.[a-z_]+"
    r"|kickoff\.(classique|bb2025)\.[a-z_]+|pm\.outcome\.(win|draw|loss))(@\w+)?$"
)


def _fold(text: str) -> str:
    return re.sub(r"\W", "", text).casefold()


def outcome_words(lang: str) -> set[str]:
    """The outcome names of ``lang`` that the other language writes differently (not « Blizzard »)."""
    mine, theirs = LANGUAGES[lang], LANGUAGES[OTHER[lang]]
    keys = [key for key in mine if OUTCOME_KEY.match(key)]
    shared = {_fold(theirs[key]) for key in keys}
    return {mine[key] for key in keys if _fold(mine[key]) not in shared}


def words_in(text: str, lang: str) -> list[str]:
    """The outcome words of ``lang`` found in ``text``, as whole words."""
    return sorted(w for w in outcome_words(lang) if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text))


def in_language(message, lang: str, *, outcome: bool = False) -> str:
    """The message's visible text, checked: no outcome word of the other language (and, with ``outcome``,
    at least one of its own)."""
    text = message.text.replace("\u202f", " ")
    assert words_in(text, OTHER[lang]) == [], (lang, words_in(text, OTHER[lang]), text)
    if outcome:
        assert words_in(text, lang), (lang, text)
    return text


async def _seeded(path):
    return {"seeded": await seed_file(path)}


league = sandbox_fixture("league", seed=_seeded)


@pytest_asyncio.fixture(loop_scope="module", params=LANGS)
async def lang(request, league):
    """The server's language, set by its commissioner (privately answered in their own locale)."""
    lang = request.param
    msg = await league.reply("settings", {"language": lang}, locale=LOCALE[lang])
    assert msg.ephemeral and t("settings.updated", lang) in msg.embed["title"]
    assert t(f"choice.{lang}", lang) in msg.embed["description"]
    return lang


async def test_the_outcome_words_are_told_apart():
    assert {"Sonné", "Défenseur Plaqué", "victoire", "Pluie Battante"} <= outcome_words("fr")
    assert {"Stunned", "POW", "win", "Pouring Rain"} <= outcome_words("en")
    assert "Blizzard" not in outcome_words("fr") | outcome_words("en")
    assert words_in("Résultat : **Sonné**", "fr") == ["Sonné"] and words_in("Résultat : Sonnés", "fr") == []


async def test_odds_write_their_percentages_the_servers_way(league, lang):
    msg = await league.reply(("odds", "armour"), {"av": 9}, locale=LOCALE[lang])
    text = msg.embed["description"] + "".join(f["value"] for f in msg.embed["fields"])
    # « Armure 9+ percée : **5/18** (27,78 %) » / "Armour 9+ broken: **5/18** (27.78%)"
    assert {"fr": "\u00a0: **5/18** (27,78 %)", "en": ": **5/18** (27.78%)"}[lang] in text, text


async def test_a_roll_chain_and_a_block_in_the_servers_language(league, lang):
    locale = LOCALE[lang]
    armour = await league.reply("armour", {"av": 9, "dice": "6 5 6 6 16"}, locale=locale)
    assert not armour.ephemeral
    text = in_language(armour, lang, outcome=True)
    assert t("casualty.dead", lang) in text and t("ui.footer_id", lang, id="") in text

    block = await league.reply("block", {"attacker_st": 4, "defender_st": 3, "dice": "3 6"}, locale=locale)
    in_language(block, lang, outcome=True)
    labels = [b["label"] for b in block.buttons]
    assert any(t("block.face.pow", lang) in label for label in labels), labels
    # a reader of the other language clicks: the public message stays in the server's language
    picked = await league.click(block, block.buttons[1]["custom_id"], locale=LOCALE[OTHER[lang]])
    assert (await picked.response()).type == 7
    in_language(block, lang, outcome=True)
    form = await league.click(block, block.buttons[0]["custom_id"], locale=LOCALE[OTHER[lang]])
    assert (await form.response()).type == 9  # the form is private: in its reader's language
    assert form.modal["title"] == t("ui.block.modal.title.defender", OTHER[lang]), form.modal["title"]
    armour_roll = await league.submit_modal(
        form, {"av": "9", "hitter": ["mighty_blow"], "dice": "4 4 1 1"}, locale=LOCALE[OTHER[lang]]
    )
    assert (await armour_roll.response()).type == 7
    reply = (await armour_roll.wait_followups())[0]
    in_language(reply, lang, outcome=True)


@pytest.mark.parametrize("reader", LANGS)
async def test_bad_dice_are_refused_privately_in_the_readers_language(league, lang, reader):
    refused = await league.reply("armour", {"av": 9, "dice": "6"}, locale=LOCALE[reader])
    assert refused.ephemeral
    # the die is named by its roll (issue 26): the Armour Roll's second D6
    said = t("error.dice.missing_of", reader, dice="D6", step=t("step.armour", reader), count=2)
    assert refused.content == said, refused.content


async def test_the_league_public_in_the_servers_language_private_in_the_readers(league, lang):
    name = f"Équipe {lang}"
    created = await league.reply(
        ("team", "create"), {"name": name, "coach": league.commissioner_id}, locale=LOCALE[lang]
    )
    assert not created.ephemeral and t("league.team.created", lang, name=name) in created.content, created.content
    in_language(created, lang)

    for reader in LANGS:
        unknown = await league.reply(("team", "show"), {"name": "Nowhere"}, locale=LOCALE[reader])
        assert unknown.ephemeral
        assert unknown.content == t("league.error.team_unknown", reader, value="Nowhere"), unknown.content

    header = "numero;nom;poste;M;F;AG;CP;AR;competences;mots_cles"
    bad = league.fake.add_attachment("bad.csv", f"{header}\n1;Thorin;Bloqueur;4;3;4+;5+;X;;Nain\n".encode())
    reader = OTHER[lang]
    refused = await league.reply(("player", "import"), {"team": name, "file": bad}, locale=LOCALE[reader])
    assert refused.ephemeral
    assert refused.embed["title"] == t("league.import.refused", reader, lines=tn("count.lines", 1, reader)), (
        refused.embed["title"]
    )
    assert t("league.import.line", reader, line=2, problem="") in refused.embed["description"]

    standings = await league.reply("standings", {}, locale=LOCALE[reader])
    assert not standings.ephemeral
    in_language(standings, lang)


async def test_a_post_match_in_the_servers_language_its_forms_in_the_readers(league, lang):
    match = league.seeded.matches["main" if lang == "fr" else "conceded"]  # a winner: fans rolled
    msg = await league.reply(("postmatch", "start"), {"match": str(match)}, locale=LOCALE[lang])
    assert not msg.ephemeral, msg.content
    text = in_language(msg, lang, outcome=True)
    assert t("pm.step.outcome", lang) in text
    forward = [b for b in msg.buttons if ":go:" in b["custom_id"]][-1]
    moved = await league.click(msg, forward["custom_id"], locale=LOCALE[OTHER[lang]])
    assert (await moved.response()).type == 7
    assert t("pm.step.fans", lang) in in_language(msg, lang)

    reader = OTHER[lang]
    form = await league.click(msg, component(msg, "hand:fans"), locale=LOCALE[reader])
    assert (await form.response()).type == 9
    assert form.modal["title"] == t("pm.modal.hand.title", reader, step=t("pm.step.fans", reader))  # its reader's
    refused = await league.submit_modal(form, {"dice": "9 9"}, locale=LOCALE[reader])
    reply = await refused.final()
    assert reply.ephemeral and reply.content.startswith(t("error.dice.face", reader, number=1, value=9, sides=6))
    done = await league.submit_modal(form, {"dice": "3 2"}, locale=LOCALE[reader])
    assert (await done.response()).type == 7
    in_language(msg, lang)
