"""The season end's screen stays within Discord's limits, however many players it changes."""

import pytest

from league.players import PlayerRepository
from league.season import SeasonRepository
from league.teams import TeamRepository
from records.models import PlayerDraft
from render import season as season_render
from rules.dice import Dice
from rules.season import roll_recovery
from tests.e2e.league_seed import HUMAN, cancel_unsettled, seed_league
from tests.sequences.postmatch.test_screen import within_limits


async def test_a_big_season_end_says_how_many_players_it_does_not_list(db):
    seeded = await seed_league(db, roster_size=16)
    await cancel_unsettled(db, seeded)  # a season ends once its matches are settled
    for n in range(10):  # ten more teams of sixteen
        team = await TeamRepository(db).create(seeded.guild_id, 1, name=f"Équipe {n}", coach_id=1, roster="Humains")
        drafts = [
            PlayerDraft(number=k, name=f"Joueur {k}", position="Trois-Quart", profile=HUMAN) for k in range(1, 17)
        ]
        await PlayerRepository(db).add_many(seeded.guild_id, 1, team.id, drafts)
    await db.execute("UPDATE players SET miss_next_game = 1, niggling = 2")
    view = await SeasonRepository(db, dice=lambda: Dice.seeded(2)).prepare(seeded.guild_id, 1, ruleset="ligue")
    assert len(view.plan.players) > 200
    screen = season_render.season_screen(view, lang="fr")
    within_limits(screen)
    assert "autres joueurs" in (screen.embed.description or "")


@pytest.mark.parametrize(("lang", "shown"), [("fr", "3 +1 Apothicaire = 4"), ("en", "3 +1 Apothecary = 4")])
async def test_a_roll_with_the_apothecary_shows_its_die_and_the_plus_one(db, lang, shown):
    """A D6 +1 (the team's apothecary) read « BP 🎲 3 » for a healed Blessure Persistante (3 heals nobody: the +1 was
    not said) and « Séquelle −1 AG 🎲 7 » for a reduction taken back (a D6 showed a 7): both now show the die, the +1
    and the total."""
    seeded = await seed_league(db)
    await cancel_unsettled(db, seeded)
    await db.execute("UPDATE teams SET apothecary = 1 WHERE id = ?", (seeded.teams["orcs"],))
    await db.execute("UPDATE players SET niggling = 1 WHERE id = ?", (seeded.players["grak"],))
    view = await SeasonRepository(db).prepare(seeded.guild_id, 1, ruleset="ligue", hand=[3])
    grak = next(sp for sp in view.plan.players if sp.before.id == seeded.players["grak"])
    assert grak.after.niggling == 0  # 3 + 1 heals it
    grak.reduction_rolls.append(("AG", roll_recovery(Dice.manual([3]), kind="reduction", apothecary=True)))
    text = "".join(f.value or "" for f in season_render.season_screen(view, lang=lang).embed.fields)
    line = next(line for line in text.splitlines() if "Grak" in line)
    assert line.count(f"🎲 {shown}") == 2, line


@pytest.mark.parametrize(
    ("lang", "healed", "kept"),
    [
        ("fr", "BP 🎲 5\u00a0: 1 → 0", "BP 🎲 2\u00a0: aucune ne guérit (1)"),
        ("en", "NI 🎲 5: 1 → 0", "NI 🎲 2: none heals (1)"),
    ],
)
async def test_a_niggling_injury_roll_reads_die_then_what_it_did(db, lang, healed, kept):
    """« BP 🎲 2 → 1 → 1 » read as a die turning into numbers; the Haine line beside it already said « 🎲 1 :
    gardée »."""
    seeded = await seed_league(db)
    await cancel_unsettled(db, seeded)
    await db.execute(
        "UPDATE players SET niggling = 1 WHERE id IN (?, ?)", (seeded.players["grak"], seeded.players["krug"])
    )
    view = await SeasonRepository(db).prepare(seeded.guild_id, 1, ruleset="ligue", hand=[5, 2])
    text = "".join(f.value or "" for f in season_render.season_screen(view, lang=lang).embed.fields)
    assert healed in text and kept in text, text


def test_the_english_season_end_is_titled_with_the_books_rest_and_relaxation():
    """league_play.md « Off-season »: step 1 is « Rest & Relaxation »; the English screen said « rest and recovery »."""
    from locales import t

    assert t("season.title", "en") == "Season end: Rest & Relaxation"


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("fr", "BP 🎲 3 +1 Apothicaire = 4, 1 +1 Apothicaire = 2\u00a0: 2 → 1"),
        ("en", "NI 🎲 3 +1 Apothecary = 4, 1 +1 Apothecary = 2: 2 → 1"),
    ],
)
async def test_two_niggling_injury_rolls_with_the_apothecary_read_apart(db, lang, shown):
    """A player with two Blessures Persistantes and an apothecary read « BP 🎲 3 +1 Apothicaire = 4 1 +1 Apothicaire
    = 2 : 2 → 1 » (the console): the second die ran into the first total. Each roll is now set apart by a comma."""
    seeded = await seed_league(db)
    await cancel_unsettled(db, seeded)
    await db.execute("UPDATE teams SET apothecary = 1 WHERE id = ?", (seeded.teams["orcs"],))
    await db.execute("UPDATE players SET niggling = 2 WHERE id = ?", (seeded.players["grak"],))
    view = await SeasonRepository(db).prepare(seeded.guild_id, 1, ruleset="ligue", hand=[3, 1])
    text = "".join(f.value or "" for f in season_render.season_screen(view, lang=lang).embed.fields)
    assert shown in text, text


@pytest.mark.parametrize(("lang", "shown"), [("fr", "Séquelle −1 M 🎲 5"), ("en", "Lasting Injury −1 MA 🎲 5")])
async def test_a_reduction_is_written_with_the_minus_sign_of_every_other_screen(db, lang, shown):
    """The English season end read « Lasting Injury -1 MA » with a hyphen, where the post-match, the casualty
    lists and every roll's modifiers write the minus sign « −1 »."""
    seeded = await seed_league(db)
    await cancel_unsettled(db, seeded)
    await db.execute("UPDATE players SET niggling = 1 WHERE id = ?", (seeded.players["grak"],))
    view = await SeasonRepository(db).prepare(seeded.guild_id, 1, ruleset="ligue", hand=[2])
    grak = next(sp for sp in view.plan.players if sp.before.id == seeded.players["grak"])
    grak.reduction_rolls.append(("MA", roll_recovery(Dice.manual([5]), kind="reduction", apothecary=False)))
    text = "".join(f.value or "" for f in season_render.season_screen(view, lang=lang).embed.fields)
    assert shown in text, text


@pytest.mark.parametrize(
    ("lang", "kept", "bot", "replaced"),
    [
        ("fr", "1 jet gardé d'une fin de saison lancée plus tôt", "1 jet déjà lancé par le bot gardé", "1 jet tapé"),
        ("en", "1 roll kept from a season end started earlier", "1 roll already made by the bot kept", "1 roll typed"),
    ],
)
async def test_a_second_season_end_says_which_dice_it_kept_and_which_it_replaced(db, lang, kept, bot, replaced):
    """Issue 26: asked again, the season end showed the earlier dice with no word of where they came from."""
    seeded = await seed_league(db)
    await cancel_unsettled(db, seeded)
    await db.execute("UPDATE players SET niggling = 1 WHERE id = ?", (seeded.players["grak"],))
    seasons = SeasonRepository(db, dice=lambda: Dice.seeded(2))
    first = await seasons.prepare(seeded.guild_id, 1, ruleset="ligue", hand=[3])
    assert kept not in (season_render.season_screen(first, lang=lang).embed.description or "")
    again = season_render.season_screen(await seasons.prepare(seeded.guild_id, 1, ruleset="ligue"), lang=lang)
    assert kept in (again.embed.description or "") and ("/saison fin" if lang == "fr" else "/season end") in (
        again.embed.description or ""
    )
    fixed = await seasons.prepare(seeded.guild_id, 1, ruleset="ligue", hand=[5])
    assert replaced in (season_render.season_screen(fixed, lang=lang).embed.description or "")
    await db.execute("UPDATE season_ends SET dice = '{}', roll_ids = '{}'")  # rolled by the bot this time
    await seasons.prepare(seeded.guild_id, 1, ruleset="ligue")
    typed = await seasons.prepare(seeded.guild_id, 1, ruleset="ligue", hand=[6])
    assert bot in (season_render.season_screen(typed, lang=lang).embed.description or "")
