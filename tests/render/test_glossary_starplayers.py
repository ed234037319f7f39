"""/rule on a Star Player: his special rule in our words, each player's profile and skills, cost and « Plays For »,
in the reader's language (the names stay the book's English)."""

from __future__ import annotations

import pytest

from fakediscord.validate import check_message
from locales import t
from render.glossary import plays_for_text, rule_embed
from rules import glossary
from rules.pregame import starplayers


def _fields(lang: str, typed: str) -> tuple[str, str, dict[str, str]]:
    embed = rule_embed(glossary.find_term(typed), lang)
    assert check_message({"embeds": [embed.to_dict()]}) == []
    plain = {f.name or "": (f.value or "").replace("\u202f", " ").replace("\xa0", " ") for f in embed.fields}
    return embed.title or "", (embed.description or "").replace("\xa0", " "), plain


def test_a_star_player_in_french():
    title, description, fields = _fields("fr", "Griff Oberwald")
    assert title == "Griff Oberwald"
    assert description.startswith("**Consummate Professional** : Une fois par match")
    assert fields["Griff Oberwald (Blitzer, Human)"] == (
        "M7 F4 AG2+ CP3+ AR9+\nBlocage, Esquive, Parade, Solitaire (3+), Sprint, Équilibre"
    )
    assert fields["Coût"] == "300 000 po"
    assert fields["Joue pour (Plays For)"] == "Old World Classic"


def test_a_star_player_in_english():
    title, description, fields = _fields("en", "Griff Oberwald")
    assert title == "Griff Oberwald"
    assert description.startswith("**Consummate Professional**: Once a game")
    assert fields["Griff Oberwald (Blitzer, Human)"] == (
        "MA7 ST4 AG2+ PA3+ AV9+\nBlock, Dodge, Fend, Loner (3+), Sprint, Sure Feet"
    )
    assert fields["Cost"] == "300,000 gp"
    assert fields["Plays For"] == "Old World Classic"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_pair_shows_both_players_and_one_fee(lang: str):
    _, _, fields = _fields(lang, "Crumbleberry")
    assert {"Grak (Big Guy, Ogre)", "Crumbleberry (Halfling, Lineman)"} <= fields.keys()
    cost = fields[t("starplayers.field.cost", lang)]
    assert (
        cost == {"fr": "250 000 po la paire, engagée ensemble", "en": "250,000 gp for the pair, hired together"}[lang]
    )


@pytest.mark.parametrize(
    ("key", "lang", "said"),
    [
        ("morg_n_thorg", "en", "Any team except those from the Sylvanian Spotlight"),
        ("morg_n_thorg", "fr", "Toutes les équipes sauf celles du Sylvanian Spotlight"),
        ("h_thark_the_unstoppable", "en", "Badlands Brawl, Favoured of Hashut"),
        ("h_thark_the_unstoppable", "fr", "Badlands Brawl, Favori de Hashut"),
        ("grombrindal", "en", "Halfling Thimble Cup, Old World Classic, Worlds Edge Superleague"),
    ],
)
def test_plays_for_in_the_readers_words(key: str, lang: str, said: str):
    assert plays_for_text(starplayers.BY_KEY[key], lang) == said


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_special_rule_has_its_line(lang: str):
    for star in starplayers.STAR_PLAYERS:
        assert t(f"starplayers.rule.{star.rule_key}.text", lang).endswith(".")
