"""Result trees → embeds: colours by severity, every die shown, limits kept, names harmless."""

import pytest

from render.embeds import COLOURS, roll_embed, severity
from render.text import gold
from rules import advancement, dice_expr, injury, kickoff, treasury
from rules.characteristics import Profile
from rules.dice import Dice
from rules.ruleset import BB2025, LIGUE


@pytest.mark.parametrize(
    ("faces", "colour"),
    [
        ([2, 3], "nothing"),  # armour holds
        ([5, 5, 1, 2], "nothing"),  # Sonné
        ([5, 5, 4, 4], "ko"),
        ([5, 5, 6, 6, 9], "casualty"),
        ([5, 5, 6, 6, 16], "dead"),
    ],
)
def test_colour_follows_the_worst_outcome(faces, colour):
    result = injury.roll_armour(Dice.manual(faces), LIGUE, av=9)
    assert roll_embed(result, title="t", roller="r", roll_id=1, lang="fr").colour == COLOURS[colour]


def test_every_die_and_the_target_are_shown():
    result = injury.roll_armour(Dice.manual([4, 4, 6, 2]), LIGUE, av=9, mighty_blow=True)
    text = roll_embed(result, title="Jet d'Armure", roller="Gaspard", roll_id=12, lang="fr").description
    assert "🎲 4 + 4 (+1 Châtaigne) = **9** contre 9+" in text and "🎲 6 + 2" in text


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "Griffes\u00a0: un 8 naturel ou plus"), ("en", "Claws: a natural 8 or more")]
)
def test_armour_broken_by_claws_says_so(lang, said):
    """Claws (S1): a natural 8+ breaks the armour "regardless of their actual Armour Value" — without a word,
    « 4 + 4 = 8 contre 9+ → L'armure cède » reads as a mistake."""
    result = injury.roll_armour(Dice.manual([4, 4, 2, 2]), LIGUE, av=9, claws=True)
    text = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
    assert said in text
    held = injury.roll_armour(Dice.manual([4, 5, 2, 2]), LIGUE, av=9, claws=False)
    assert "Griffes" not in roll_embed(held, title="t", roller="r", roll_id=1, lang="fr").description


def test_footer_names_the_roll_and_the_ruleset():
    result = injury.roll_injury(Dice.manual([1, 1]), BB2025)
    footer = roll_embed(result, title="t", roller="r", roll_id=42, lang="fr").footer.text
    assert footer == "Jet n° 42 · Règles\u00a0: BB2025 officiel"


def test_consequences_use_the_seeds_words():
    result = injury.roll_armour(Dice.manual([6, 6, 6, 6, 11]), LIGUE, av=9)
    fields = {f.name: f.value for f in roll_embed(result, title="t", roller="r", roll_id=1, lang="fr").fields}
    assert "RPM" in fields["Conséquences"] and "Blessure Persistante" in fields["Conséquences"]


def test_a_hostile_roller_name_cannot_ping_nor_format():
    embed = roll_embed(
        injury.roll_injury(Dice.manual([1, 1]), LIGUE),
        title="t",
        roller="@everyone **x**" + "é" * 200,
        roll_id=1,
        lang="fr",
    )
    assert "@everyone" not in embed.author.name.replace("@\u200beveryone", "")
    assert "**x**" not in embed.author.name and len(embed.author.name) <= 256


def test_a_long_kickoff_stays_within_discords_limits():
    for seed in range(50):
        embed = roll_embed(
            kickoff.roll_kickoff(Dice.seeded(seed), LIGUE), title="Coup d'envoi", roller="r", roll_id=1, lang="fr"
        )
        assert len(embed) <= 6000 and len(embed.description) <= 4096
        assert all(len(f.value) <= 1024 for f in embed.fields) and len(embed.fields) <= 25


def test_treasury_and_advancement_summaries():
    spent = roll_embed(
        treasury.roll_expensive_mistakes(Dice.manual([1]), BB2025, treasury=315_000),
        title="t",
        roller="r",
        roll_id=1,
        lang="fr",
    )
    assert "155\u202f000\u00a0po" in spent.fields[0].value  # bb2025: the remaining half is rounded down
    adv = roll_embed(advancement.roll_advancement(Dice.manual([1]), LIGUE), title="t", roller="r", roll_id=1, lang="fr")
    assert "+1 AR" in adv.fields[0].value


def test_gold_uses_french_thousands():
    assert gold(1_300_000) == "1\u202f300\u202f000"


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "fr",
            [
                "**Joueur désigné (Orques de Fer)** · 🎲 1 → **Sur 1\u00a0: le joueur va dans le box des Réserves",
                "**Joueur désigné (Nains du Pic)** · 🎲 5 → **Sur 2+\u00a0: le joueur a -1 M et -1 AR",
            ],
        ),
        (
            "en",
            [
                "**Player picked (Orques de Fer)** · 🎲 1 →",
                "**Player picked (Nains du Pic)** · 🎲 5 →",
            ],
        ),
    ],
)
def test_a_dodgy_snack_tie_says_whose_player_each_die_is_for(lang, lines):
    """On a tie both teams pick a player and roll his D6: each line names its team (two bare « Joueur désigné »
    lines left the coaches guessing whose player went to the Reserves)."""
    teams = {"kicking": kickoff.KickTeam(name="Orques de Fer"), "receiving": kickoff.KickTeam(name="Nains du Pic")}
    result = kickoff.roll_kickoff(Dice.manual([1, 1, 5, 6, 3, 3, 1, 5]), BB2025, **teams)
    text = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
    found = [line.strip().removeprefix("↳ ") for line in text.splitlines() if "🎲 1 →" in line or "🎲 5 →" in line]
    assert [f[: len(w)] for f, w in zip(found[-2:], lines, strict=True)] == lines


@pytest.mark.parametrize(
    ("lang", "first"),
    [("fr", "**Total** (+1 Modificateur) = **10**"), ("en", "**Total** (+1 Modifier) = **10**")],
)
def test_a_dice_expression_reads_its_total_not_the_roll_s_name_then_total(lang, first):
    """/roll 2d6+1 read « Jet de dés (+1 Modificateur) = 10 → Total » under the title « Jet de dés »: the name said
    twice, the number before the word that names it. The line is the total, the dice under it."""
    result = dice_expr.roll_expr(Dice.manual([4, 5]), "2d6+1")
    lines = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description.splitlines()
    assert lines[0] == first and "🎲 4 + 5 = **9**" in lines[1]
    alone = dice_expr.roll_expr(Dice.manual([15]), "d16")
    assert roll_embed(alone, title="t", roller="r", roll_id=1, lang=lang).description.startswith("**Total** = **15**")
    block = dice_expr.roll_expr(Dice.manual([2, 4]), "2db")
    assert roll_embed(block, title="t", roller="r", roll_id=1, lang=lang).description.count("🎲") == 2


def test_severity_of_non_injury_rolls_is_informative():
    assert severity(["weather.blizzard"]) == "info"


@pytest.mark.parametrize(
    ("lang", "names", "mid"),
    [
        ("fr", ("L'équipe qui frappe", "L'équipe receveuse"), ("l'équipe qui frappe", "l'équipe receveuse")),
        ("en", ("The kicking team", "The receiving team"), ("the kicking team", "the receiving team")),
    ],
)
def test_a_kickoff_without_team_names_writes_them_small_where_the_sentence_goes_on(lang, names, mid):
    """« Victime 1 (l’équipe receveuse) », « Plus haut total : l’équipe qui frappe »; capital only at a line's start."""
    seen_mid = False
    for seed in range(200):
        result = kickoff.roll_kickoff(Dice.seeded(seed), LIGUE)
        text = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
        for name in names:
            assert f"({name}" not in text and f": {name}" not in text and f": **{name}" not in text, text
        seen_mid = seen_mid or any(f"({m})" in text or f": {m}" in text for m in mid)
    assert seen_mid  # the seeds reach a contest and a pitch invasion


@pytest.mark.parametrize(
    ("lang", "ruleset", "faces", "profile", "said"),
    [
        ("fr", BB2025, [6], Profile(6, 1, 3, 4, 9), "🎲 6 → **Cou brisé (-1 F)\u00a0: F déjà au minimum**"),
        ("en", BB2025, [6], Profile(6, 1, 3, 4, 9), "🎲 6 → **Broken Shoulder (-1 ST): ST already at its minimum**"),
        ("fr", BB2025, [5], Profile(6, 3, 6, 4, 9), "🎲 5 → **Hanche disloquée (-1 AG)\u00a0: AG déjà au minimum**"),
        ("en", BB2025, [4], Profile(6, 3, 3, None, 9), "🎲 4 → **Broken Arm (-1 PA): PA already at its minimum**"),
        (
            "fr",
            LIGUE,
            [4],
            Profile(1, 1, 6, None, 3),
            "🎲 4 → **Bras Cassé (-1 CP)\u00a0: toutes les caractéristiques sont au minimum**",
        ),
        (
            "en",
            LIGUE,
            [4],
            Profile(1, 1, 6, None, 3),
            "🎲 4 → **Broken Arm (-1 PA): every characteristic is at its minimum**",
        ),
    ],
)
def test_a_sequelle_at_its_minimum_names_the_injury_rolled_and_the_characteristic(lang, ruleset, faces, profile, said):
    """« 🎲 6 → Caractéristique déjà au minimum » left a member guessing which injury the D6 named: the line says it,
    with the characteristic that stopped it, in the reader's letters and the ruleset's names (D1, D2)."""
    result = injury.roll_lasting_injury(Dice.manual(faces), ruleset, profile=profile)
    assert said in roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
    in_a_chain = injury.roll_casualty(Dice.manual([13, *faces, 1]), ruleset, profile=profile)  # then Revanche
    assert said in roll_embed(in_a_chain, title="t", roller="r", roll_id=1, lang=lang).description


@pytest.mark.parametrize(("lang", "said"), [("fr", "🎲 6 → 3 (relances)"), ("en", "🎲 6 → 3 (re-rolled)")])
def test_a_sequelle_re_rolled_at_its_minimum_reads_its_dice_in_order_not_as_a_sum(lang, said):
    """ligue re-rolls a séquelle on a characteristic at its minimum (D2): the chain read « 🎲 6 + 3 = 3 », a sum, where
    the post-match read the same dice « 6 → 3 (relances) »; every path now reads them as the post-match does."""
    profile = Profile(6, 1, 3, 4, 9)
    for result in (
        injury.roll_lasting_injury(Dice.manual([6, 3]), LIGUE, profile=profile),
        injury.roll_casualty(Dice.manual([13, 6, 3]), LIGUE, profile=profile),
    ):
        text = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
        assert f"· {said} → **" in text and "= **3**" not in text, text


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        ("fr", "Double naturel, mais l'armure tient\u00a0: Sournois", "Pas de double"),
        ("en", "A natural double, but the armour held: Sneaky Git", "No double"),
    ],
)
def test_a_double_sneaky_git_forgave_is_said_not_denied(lang, said, not_said):
    """Issue 26: a 3-3 foul on AV 10+ with Sournois read « Pas de double » — the double happened, Sournois kept him."""
    result = injury.roll_foul(Dice.manual([3, 3]), LIGUE, av=10, sneaky_git=True)
    text = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
    assert said in text and not_said not in text, text


@pytest.mark.parametrize(("lang", "said"), [("fr", "Joueur Déloyal reste possible"), ("en", "Dirty Player can still")])
def test_iron_hard_skin_on_a_foul_names_dirty_player(lang, said):
    """Issue 26: Peau de Fer's note under a foul named Châtaigne; a foul's +1 is Joueur Déloyal's."""
    result = injury.roll_foul(Dice.manual([5, 5, 1, 2]), LIGUE, av=9, dirty_player=True, iron_hard_skin=True)
    text = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
    assert said in text and ("Châtaigne" not in text if lang == "fr" else "Mighty Blow" not in text), text


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "Joueur Déloyal au choix de l'agresseur"), ("en", "Dirty Player: the fouler's choice")]
)
def test_a_foul_waiting_for_the_dirty_player_choice_says_so(lang, said):
    result = injury.roll_foul(Dice.manual([4, 4]), LIGUE, av=10, assists=1, dirty_player=True, sneaky_git=True)
    text = roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description
    assert said in text and "**9** " in text and "Expulsé !" not in text and "Sent-off!" not in text, text
