"""Every key the game tables can produce has French text, and the seeds' words are used exactly."""

import pytest

import locales
from locales.fr import game
from locales.typography import french
from rules import block, dice_expr, glossary, kickoff, pitch, weather
from rules.dice import Dice
from rules.kickoff import KickTeam, roll_kickoff
from rules.ruleset import BB2025, LIGUE

MODULES = (block, pitch, kickoff, weather, dice_expr, glossary)
DECLARED = {key for module in MODULES for key in module.LABEL_KEYS}


@pytest.mark.parametrize("key", sorted(DECLARED))
def test_every_declared_key_has_a_non_empty_french_label(key):
    assert game.LABELS.get(key, "").strip()
    assert locales.t(key) == french(game.LABELS[key])  # the module's words, typeset once (locales.typography)


def test_no_label_in_game_is_orphaned():
    bases = {key.split("@", 1)[0] for key in game.LABELS}
    assert bases <= DECLARED


def test_variants_are_only_for_the_rulesets():
    variants = {key.split("@", 1)[1] for key in game.LABELS if "@" in key}
    assert variants <= {"ligue", "bb2025"}
    assert "1D6+FP" in locales.t("kickoff.bb2025.dodgy_snack.detail")  # seed 000's own text for ligue
    assert "sans FP" in locales.t("kickoff.bb2025.dodgy_snack.detail", variant="bb2025")


def test_glossary_labels_repeat_the_entry_names():
    for entry in glossary.ENTRIES:
        assert game.LABELS[entry.label_key] == entry.name


def test_block_faces_use_seed_002_words():
    assert [game.LABELS[key] for key in block.FACE_TABLE.outcomes] == [
        "Attaquant Plaqué", "Les Deux Plaqués", "Repoussé", "Bousculé", "Défenseur Plaqué",
    ]  # fmt: skip


def test_classique_events_use_seed_003_words():
    assert [game.LABELS[key] for key in kickoff.CLASSIQUE.outcomes] == [
        "Bagarre", "Intimidation", "Défense Parfaite", "Encouragement", "Mauvais coup de pied",
        "Changement de Temps", "Attaque Surprise", "Bonne Stratégie", "Blitz !", "Lancer de Rocher",
        "Invasion du Terrain",
    ]  # fmt: skip


def test_every_event_face_and_weather_has_a_one_line_effect():
    for key in (*block.FACE_TABLE.outcomes, *kickoff.CLASSIQUE.outcomes, *kickoff.BB2025_TABLE.outcomes,
                *weather.WEATHER.outcomes, *block.RESOLUTIONS):  # fmt: skip
        text = game.LABELS[f"{key}.detail"]
        assert text.strip() and "\n" not in text


def _own_steps(step):
    """The steps this package built (an injury roll nested in a kick-off belongs to rules.injury)."""
    yield step
    if step.kind == "kickoff.victim":
        return
    for child in step.children:
        yield from _own_steps(child)


def _rolls(seed):
    teams = {"kicking": KickTeam(2, 1, 1), "receiving": KickTeam(2, 1, 1)}  # equal: ties happen
    for ruleset in (LIGUE, BB2025):
        for table in ("classique", "bb2025"):
            yield roll_kickoff(Dice.seeded(seed), ruleset, table=table, turn=seed % 9, **teams)
        yield pitch.roll_throw_in(Dice.seeded(seed), ruleset, corner=seed % 2 == 0)
    skills = {
        "dodge": seed % 3 == 0,
        "tackle": seed % 4 == 0,
        "attacker_block": seed % 2 == 0,
        "defender_block": seed % 5 == 0,
        "attacker_wrestle": seed % 7 == 1,
        "defender_wrestle": seed % 6 == 1,
        "stand_firm": seed % 9 == 2,
        "fend": seed % 10 == 3,
        "juggernaut": seed % 8 == 1,
        "horns": seed % 11 == 1,
        "dauntless": seed % 3 == 2,
        "brawler": seed % 4 == 1,
        "blitz": seed % 5 == 1,
    }
    blocked = block.roll_block(Dice.seeded(seed), attacker_st=1 + seed % 7, defender_st=3, **skills)
    yield blocked
    offered = [i for i, face in enumerate(block.block_faces(blocked.root)) if face.info.get("brawler")]
    if offered:
        yield block.reroll_die(Dice.seeded(seed + 1), blocked.root, offered[0])
    yield pitch.roll_scatter(Dice.seeded(seed), distance_dice=1 + seed % 2)
    yield pitch.roll_bounce(Dice.seeded(seed))
    yield weather.roll_weather(Dice.seeded(seed))
    yield dice_expr.roll_expr(Dice.seeded(seed), "2d6+1d3-1" if seed % 2 else "3db")


def test_every_key_a_roll_produces_is_declared_and_labelled():
    seen: set[str] = set()
    for seed in range(300):
        for result in _rolls(seed):
            for step in _own_steps(result.root):
                keys = {
                    step.outcome,
                    f"step.{step.kind}",
                    *(m.key for m in step.modifiers),
                    *step.info.get("notes", ()),
                }
                detail = step.info.get("detail")
                if detail:
                    keys.add(detail)
                assert keys <= DECLARED, keys - DECLARED
                seen |= keys
    for key in seen:
        assert locales.t(key).strip()
    # the sampling reached every event of both tables and every block result
    assert set(kickoff.CLASSIQUE.outcomes) <= seen
    assert set(kickoff.BB2025_TABLE.outcomes) <= seen
    assert set(block.RESOLUTIONS) <= seen


@pytest.mark.parametrize(("lang", "up_to", "may"), [("fr", "Jusqu'à D3+3", "peuvent"), ("en", "Up to D3+3", "may")])
@pytest.mark.parametrize("event", ["solid_defence", "quick_snap", "charge"])
def test_the_d3_plus_3_events_select_up_to_that_many_who_may_act(event, lang, up_to, may):
    """BB2025 Solid Defence, Quick Snap and Charge!: the coach « selects up to D3+3 Open players », who « may »
    move: fewer is allowed, none is forced."""
    text = locales.t(f"kickoff.bb2025.{event}.detail", lang)
    assert text.startswith(up_to) and f" {may} " in text.split(";")[0]  # the selected players, not one of them


@pytest.mark.parametrize(
    ("lang", "once"), [("fr", "un seul D3 pour les deux équipes"), ("en", "one D3 for both teams")]
)
def test_sweltering_heat_is_one_d3_for_both_teams(lang, once):
    """BB2025 Sweltering Heat: « one Coach rolls a D3 and each Coach randomly selects that many »."""
    assert once in locales.t("weather.sweltering_heat.detail", lang)


@pytest.mark.parametrize(
    ("lang", "goes_on", "ends"),
    [
        ("fr", "Le compteur de tour passe de 2 à 5\u00a0: la mi-temps continue.", "passe de 3 à 9 (8 ou plus)"),
        ("en", "The turn marker moves from 2 to 5: the half goes on.", "moves from 3 to 9 (8 or more)"),
    ],
)
def test_a_riot_says_where_the_turn_marker_goes(lang, goes_on, ends):
    """Seed 003 Bagarre: « avancer le compteur de tour de 1D6 »; with the marker given, the bot says where it lands
    rather than leave the sum to the coaches (D19: the half ends at 8 or more)."""
    from render.embeds import roll_embed

    def said(values, turn):
        result = roll_kickoff(Dice.manual(values), LIGUE, table="classique", turn=turn)
        return roll_embed(result, title="t", roller="r", roll_id=1, lang=lang).description

    assert goes_on in said([1, 1, 3, 4, 3], 2)
    assert ends in said([1, 1, 6], 3)


@pytest.mark.parametrize(
    ("lang", "rerolls"), [("fr", "relances d'équipe permises"), ("en", "Team Re-rolls may be used")]
)
def test_charge_says_team_re_rolls_may_be_used(lang, rerolls):
    """The BB2025 FAQ: « Can I use Team Re-rolls during the Charge! Kick-off Event? A: Yes. »"""
    assert rerolls in locales.t("kickoff.bb2025.charge.detail", lang)
