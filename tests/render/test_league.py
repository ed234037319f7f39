"""League embeds stay within Discord's limits and show every typed name harmlessly, whatever the data."""

import dataclasses
import re

import pytest

from fakediscord.validate import check_message
from league.roster_csv import COLUMNS, column_term
from locales import t
from records.models import NO_ROSTER, Casualty, Match, Player, Team, skill_notices
from records.stats import CasualtyView, Grave, Leaderboard, PlayerRef, Ranked, TeamRef
from render import league as render
from rules.characteristics import Profile
from rules.errors import DomainError

HOSTILE = "@everyone <@&1200000000000000301> **gras** ```x``` __s__ ||z|| " + "É" * 60
LONG = ("`*_~|@here " * 10)[:100]


def valid(embed):
    problems = check_message({"embeds": [embed.to_dict()]})
    assert problems == [], problems
    assert len(embed) <= 6000
    return embed


def raw(embed):
    return repr(embed.to_dict())


def team(name=HOSTILE, **kw):
    return Team(id=1, guild_id=1, name=name[:100], coach_id=42, roster=LONG, **kw)


def player(number, name=LONG, status="active", skills=40):
    return Player(
        id=number,
        guild_id=1,
        team_id=1,
        number=number,
        name=name[:100],
        position=LONG,
        profile=Profile(6, 3, 3, None, 9),
        skills=tuple(f"{LONG[:90]} {i}" for i in range(skills)),
        keywords=tuple(f"Mot {i} {LONG[:80]}" for i in range(40)),
        gained_hatreds=("Elfe", "@everyone"),
        spp=999,
        niggling=3,
        miss_next_game=True,
        improvements={"AG": 2, "ST": 1},
        value=150000,
        status=status,
        left_at="2025-03-12T10:00:00.000Z" if status != "active" else None,
    )


def ref(n):
    return PlayerRef(id=n, number=n % 99 + 1, name=LONG, team_id=1, team_name=HOSTILE[:100])


def view(n, outcome="casualty.lasting_injury"):
    casualty = Casualty(
        id=n,
        guild_id=1,
        victim_id=n,
        victim_team_id=1,
        outcome=outcome,
        cause="pitch_invasion",
        match_id=n,
        caused_by_id=n + 1,
        caused_by_team_id=2,
        sequelle="AG" if outcome == "casualty.lasting_injury" else None,
        hatred_candidates=("Orque", "@everyone"),
        recorded_at="2025-03-12T10:00:00.000Z",
    )
    return CasualtyView(casualty, ref(n), ref(n + 1), TeamRef(2, HOSTILE))


def test_a_roster_of_99_players_with_hostile_names_fits_and_says_what_it_cut():
    players = [player(n) for n in range(1, 100)]
    embed = valid(render.team_embed(team(), players, lang="fr"))
    assert "@everyone" not in raw(embed) and "**gras**" not in raw(embed)
    assert embed.description.count("```") == 2
    cut = re.search(r"… et (\d+) joueurs de plus", embed.description)
    shown = embed.description.split("```")[1].strip("\n").count("\n") // 2  # a header line and two lines a player
    assert cut and shown + int(cut[1]) == 99


def test_an_archived_team_and_an_empty_roster():
    embed = valid(render.team_embed(team(archived_at="2025-01-01T00:00:00.000Z"), [], lang="fr"))
    assert any(f.name == "Archivée" for f in embed.fields)
    assert "Aucun joueur" in embed.description


def test_the_roster_pages_hold_every_player_once_each_within_limits():
    players = [player(n) for n in range(1, 100)]
    pages = render.roster_pages(players, "", lang="fr")
    assert len(pages) > 1
    for index, page in enumerate(pages):
        valid(render.roster_embed(team(), page, index, len(pages), len(players), lang="fr"))
    numbers = [int(n) for page in pages for n in re.findall(r"\*\*#(\d+) ", page)]
    assert numbers == list(range(1, 100))


def test_a_player_with_everything_fits():
    history = [view(n) for n in range(300)]
    embed = valid(render.player_embed(player(7, HOSTILE, status="dead"), team(), history, history, lang="fr"))
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Hausses"] == "F +1, AG +2"
    assert "… et" in fields["Blessures subies (300)"]
    assert "@everyone" not in raw(embed)


@pytest.mark.parametrize(
    ("outcome", "hatred"),
    [
        ("casualty.seriously_hurt", True),
        ("casualty.serious_injury", True),
        ("casualty.lasting_injury", True),
        ("casualty.dead", False),
        ("casualty.badly_hurt", False),
        ("injury.badly_hurt", False),
        ("apothecary.patched_up", False),
    ],
)
def test_a_recorded_casualty_offers_hatred_only_where_getting_even_applies(outcome, hatred):
    """« Haine (X) possible » was shown under a death: Revanche follows Amoché, Blessure Sérieuse and
    Séquelle only, as the roll and the post-match have it."""
    match = Match(id=3, guild_id=1, home_team_id=1, away_team_id=2, channel_id=5)
    text = render.casualty_recorded_embed(view(1, outcome), match, lang="fr").description
    assert ("Haine (X) possible" in text) is hatred
    assert "@everyone" not in text


def test_match_casualties_graveyard_and_leaderboard_fit():
    home, away = team(), team(name="Nains")
    match = Match(id=3, guild_id=1, home_team_id=1, away_team_id=2, channel_id=5, home_fp=5, home_fp_die=2)
    views = [view(n, "casualty.dead") for n in range(300)]
    valid(render.match_embed(match, home, away, views, lang="fr"))
    valid(render.casualty_recorded_embed(views[0], match, lang="fr"))
    valid(render.casualties_embed(HOSTILE * 5, views, views, lang="fr"))
    valid(render.casualties_embed(HOSTILE * 5, views, lang="fr"))
    graves = [
        Grave(ref(n), "2025-03-12T10:00:00.000Z", n, "block", ref(n + 1), TeamRef(2, HOSTILE), n) for n in range(50)
    ]
    embed = valid(render.graveyard_embed(graves, "Cimetière", lang="fr"))
    assert "@everyone" not in raw(embed)
    ranked = [Ranked(n, f"#{n} {HOSTILE}", 100 - n) for n in range(10)]
    embed = valid(render.leaderboard_embed(Leaderboard(ranked, ranked, ranked, ranked), lang="fr"))
    assert "<@&1200000000000000301>" not in raw(embed)


def test_the_fp_line_says_whether_it_was_rolled():
    match = Match(id=3, guild_id=1, home_team_id=1, away_team_id=2, home_fp=5, home_fp_die=2, away_fp=4)
    embed = render.match_embed(match, team(), team(name="Nains"), lang="fr")
    home, away = embed.fields[0].value, embed.fields[1].value
    assert "FP 5 (🎲 D3\u00a0: 2 + 3 Fans Dévoués)" in home and "FP 4 (saisi)" in away


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_match_show_says_what_each_side_bought_and_prayed_for_in_its_pregame(lang):
    from records.pregame import StoredPregame
    from rules.pregame.inducements import Mercenary, Star

    home, away = team(), dataclasses.replace(team(name="Nains"), id=2)
    match = Match(id=3, guild_id=1, home_team_id=home.id, away_team_id=away.id)
    bought = {"extra_team_training": 2, "team_mascot": 1, "halfling_master_chef": 1, "bribe": 0}
    pregame = StoredPregame(
        id=1,
        guild_id=1,
        match_id=3,
        team_id=away.id,
        ctv=1_000_000,
        petty_cash=500_000,
        treasury_spent=0,
        inducements=bought,
        mercenaries=(Mercenary("Blitzer"),),
        stars=(Star("grak_and_crumbleberry", 250_000, 2),),
        prayers=(10, 13),
        journeymen=(),
        applied_batch_id=1,
        applied_by=1,
        applied_at="2026-12-02T08:00:00+00:00",
    )
    embed = valid(render.match_embed(match, home, away, pregames={away.id: pregame}, lang=lang))
    shown = embed.fields[1].value
    expected = {
        "fr": (
            "Avant-match\u00a0: Mascotte d'Équipe, Entraînement Supplémentaire ×2, Chef Cuistot Halfling",
            "Star Players\u00a0: Grak and Crumbleberry",
            "Mercenaires\u00a0: Blitzer",
            "Prières à Nuffle\u00a0: Passe Parfaite, Frénésie d'Agression",
        ),
        "en": (
            "Pre-game: Team Mascot, Extra Team Training ×2, Halfling Master Chef",
            "Star Players: Grak and Crumbleberry",
            "Mercenary Players: Blitzer",
            "Prayers to Nuffle: Perfect Passing, Fouling Frenzy",
        ),
    }[lang]
    for line in expected:
        assert line in shown
    assert "Pot" not in shown and "Bribe" not in shown  # none bought: not said
    assert "Avant-match" not in embed.fields[0].value and "Pre-game" not in embed.fields[0].value


def test_an_import_with_every_line_wrong_fits():
    problems = [(n, (DomainError("error.csv.unknown_column", value=HOSTILE * 4),) * 2) for n in range(2, 33)]
    embed = valid(render.import_refused_embed(problems))
    assert embed.description.startswith("**Ligne 2**")


@pytest.mark.parametrize(("lang", "between"), [("fr", "\u202f; "), ("en", "; ")])
def test_a_line_s_problems_are_joined_in_the_reader_s_typography(lang, between):
    """The join was a bare « ; » in code: French needs its narrow no-break space before it, English none."""
    problems = [(3, tuple(DomainError("error.csv.unknown_column", value=v) for v in "xy"))]
    line = render.import_refused_embed(problems, lang=lang).description.splitlines()[0]
    assert between in line and " ; " not in line, line


@pytest.mark.parametrize("text", ["```", "a`b", "x" * 50, "  spaced\tout  "])
def test_a_table_cell_never_holds_a_backtick_and_keeps_its_width(text):
    cell = render.cell(text, 12)
    assert "`" not in cell and len(cell) == 12


def test_an_english_reader_is_told_the_closest_skill_once_not_its_english_name_twice():
    """« did you mean Dodge (Dodge)? » read the name matched in brackets even when it is the very name shown: the
    brackets say which name was matched only when the reader sees another one."""
    grak = Player(
        id=7, guild_id=1, team_id=1, number=7, name="Grak", position="Blitzer", profile=Profile(6, 3, 3, 4, 9),
        skills=("Dodgee", "Esquivee"),
    )  # fmt: skip
    saved = valid(render.player_saved_embed(grak, team(), created=True, notices=skill_notices([grak]), lang="en"))
    assert saved.fields[0].value.splitlines() == [
        "“Dodgee” unknown, kept as typed — did you mean Dodge?",
        "“Esquivee” unknown, kept as typed — did you mean Dodge (Esquive)?",
    ]


def test_dates_are_discord_timestamps():
    assert render.when("2025-03-12T10:00:00.000Z", lang="fr") == "<t:1741773600:d>"
    assert render.when(None, lang="fr") == "date inconnue"


def test_skills_outside_the_official_list_are_flagged_with_the_closest_name():
    grak = Player(
        id=7, guild_id=1, team_id=1, number=7, name="Grak", position="Blitzer", profile=Profile(6, 3, 3, 4, 9),
        skills=("Blocage", "Esquivee", "Dodgee", "Garde du corps"),
    )  # fmt: skip
    notices = skill_notices([grak])
    saved = valid(render.player_saved_embed(grak, team(), created=True, notices=notices, lang="fr"))
    (field,) = saved.fields
    assert field.name == "⚠️ À vérifier\u00a0: hors de la liste officielle (3)"
    assert field.value.splitlines() == [
        "« Esquivee » inconnue, gardée telle quelle — vouliez-vous dire Esquive\u202f?",
        "« Dodgee » inconnue, gardée telle quelle — vouliez-vous dire Esquive (Dodge)\u202f?",
        "« Garde du corps » inconnue\u00a0: gardée comme compétence propre à la ligue.",
    ]
    done = valid(render.import_done_embed(team(), [grak], notices, lang="fr"))
    assert done.fields[0].value.splitlines()[0] == (
        "#7 Grak\u00a0: « Esquivee » inconnue, gardée telle quelle — vouliez-vous dire Esquive\u202f?"
    )
    assert not valid(render.player_saved_embed(grak, team(), created=False, lang="fr")).fields
    shown = valid(render.player_embed(grak, team(), [], [], lang="fr"))
    skills = next(f.value for f in shown.fields if f.name == "Compétences")
    assert skills == "Blocage, Esquivee (hors liste), Dodgee (hors liste), Garde du corps (hors liste)"


def test_many_flagged_skills_on_an_import_still_fit():
    roster = [player(n, skills=40) for n in range(1, 31)]
    embed = valid(render.import_done_embed(team(), roster, skill_notices(roster), lang="fr"))
    assert embed.fields[0].value.endswith("de plus")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_text_that_shows_the_roster_header_shows_all_of_it(lang):
    """The form, the refusal's « Format attendu », the option and /help show the header the import reads (the cost
    column was missing from the last three)."""
    header = render.csv_header([column_term(c) for c in COLUMNS], lang=lang)
    assert header.endswith(";secondaires" if lang == "fr" else ";secondary")
    for key in ("league.import.format_body", "cmd.player import.opt.file.desc", "help.example.player import"):
        assert header in t(key, lang), key


@pytest.mark.parametrize(("lang", "said"), [("fr", "Orques (race non précisée)"), ("en", "Orques (roster not given)")])
def test_a_team_without_its_roster_reads_the_placeholder_in_the_readers_language(lang, said):
    unsaid = Team(id=1, guild_id=1, name="Orques", coach_id=42, roster=NO_ROSTER)
    assert render.team_embed(unsaid, [], lang=lang).title == said
    assert unsaid.label == "Orques"
    assert said.removeprefix("Orques ").strip("()") in (
        render.team_list_embed([unsaid], {1: 0}, lang=lang).description or ""
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Blocage, Crâne Épais, Haine (Nain), Solitaire (4+), Garde du corps (hors liste)"),
        ("en", "Block, Thick Skull, Hatred (Nain), Loner (4+), Garde du corps (not in the list)"),
    ],
)
def test_a_players_skills_read_in_the_readers_language_and_house_skills_are_marked(lang, said):
    """Typed in either language, a known skill reads in the reader's, its value as its coach typed it; /player list
    marks a house skill as the player card does."""
    thorin = Player(
        id=3,
        guild_id=1,
        team_id=1,
        number=1,
        name="Thorin",
        position="Bloqueur",
        profile=Profile(4, 3, 4, 5, 10),
        skills=("Block", "crâne épais", "Haine (Nain)", "Loner 4+", "Garde du corps"),
    )
    card = render.player_embed(thorin, team(), [], [], lang=lang)
    field = next(f.value for f in card.fields if f.name == t("league.player.skills", lang))
    assert field == said
    assert render.player_line(thorin, "", lang=lang).endswith("\n\u2003" + said)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Blessure n° 12 · #7 Lirel (Elfes)\u00a0: **Mort** · par #3 Grak (Orques) · blocage"),
        ("en", "Casualty 12 · #7 Lirel (Elfes): **Dead** · by #3 Grak (Orques) · block"),
    ],
)
def test_a_match_casualty_line_tells_the_record_from_the_players_number(lang, line):
    """« `#12` #7 Lirel » read as two numbers in a row (the console shows no code span): the record is named
    as the casualty it is, as « Blessure enregistrée (n° 12) » names it, and the player as every casualty line does."""
    casualty = Casualty(
        id=12,
        guild_id=1,
        victim_id=7,
        victim_team_id=1,
        outcome="casualty.dead",
        cause="block",
        match_id=3,
        caused_by_id=3,
        caused_by_team_id=2,
        recorded_at="2025-03-12T10:00:00.000Z",
    )
    lirel = PlayerRef(id=7, number=7, name="Lirel", team_id=1, team_name="Elfes")
    grak = PlayerRef(id=3, number=3, name="Grak", team_id=2, team_name="Orques")
    assert render.match_casualty_line(CasualtyView(casualty, lirel, grak, TeamRef(2, "Orques")), lang=lang) == line


@pytest.mark.parametrize(
    ("lang", "kind_line", "note"),
    [
        (
            "fr",
            "🤝 **Match amical**",
            "🤝 Match amical\u00a0: Mort tiré, compte comme Commotion (ni séquelle, ni mort).",
        ),
        ("en", "🤝 **Friendly**", "🤝 Friendly: Dead rolled, counts as Badly Hurt (no Lasting Injury, no death)."),
    ],
)
def test_a_friendly_says_so_on_its_embed_and_on_a_casualty_it_turned_into_badly_hurt(lang, kind_line, note):
    friendly = Match(id=3, guild_id=1, home_team_id=1, away_team_id=2, channel_id=5, kind="friendly")
    league = Match(id=4, guild_id=1, home_team_id=1, away_team_id=2, channel_id=5)
    assert valid(render.match_embed(friendly, team(), team(name="Nains"), lang=lang)).description.startswith(kind_line)
    assert kind_line not in render.match_embed(league, team(), team(name="Nains"), lang=lang).description
    stored = view(1, "casualty.badly_hurt")
    text = valid(render.casualty_recorded_embed(stored, friendly, rolled="casualty.dead", lang=lang)).description
    assert text.endswith(note)
    footer = render.casualty_recorded_embed(stored, friendly, lang=lang).footer.text
    assert footer != render.casualty_recorded_embed(stored, league, lang=lang).footer.text
    assert ("amical" if lang == "fr" else "friendly") in footer
    same = render.casualty_recorded_embed(stored, friendly, rolled="casualty.badly_hurt", lang=lang).description
    assert "🤝" not in same  # nothing turned: nothing said


@pytest.mark.parametrize(("lang", "flag"), [("fr", "RT"), ("en", "TR")])
def test_a_temporarily_retiring_player_is_marked_on_the_roster_line_as_mng_is(lang, flag):
    """/team show marked « RPM » after a player who misses the next game, and nothing after one in Retraite
    Temporaire, who misses every game left in the season (and is left out of the CTV shown below)."""
    from dataclasses import replace

    lagduf = replace(player(9, name="Lagduf", skills=0), temporarily_retired=True, miss_next_game=False, niggling=0)
    lines = "\n".join(render.roster_table([lagduf, player(8, name="Radbug", skills=0)], "", lang=lang)).split("\n")
    below = lines[next(i for i, line in enumerate(lines) if "Lagduf" in line) + 1]  # his flags, then his position
    assert below.split()[0] == flag, below
    assert lines[next(i for i, line in enumerate(lines) if "Radbug" in line) + 1].split()[0] != flag


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_roster_table_fits_a_phone_as_the_standings_do(lang):
    """Issue 26: /team show's roster was 60 columns wide; a phone shows about 38 of a code block."""
    from dataclasses import replace

    long = replace(player(9, name="Lagduf le Terrible", skills=0), position="Guerrier Sauvage Orque", niggling=2)
    lines = "\n".join(render.roster_table([long, player(10, name="Radbug", skills=0)], "", lang=lang)).split("\n")
    assert all(len(line) <= render.ROSTER_WIDTH for line in lines), lines
    assert lines[2].split()[-1] == "Orque" and ("BP×2" in lines[2] or "NI×2" in lines[2])  # flags, then position


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "match n° 4 annulé\u00a0: sans effet"), ("en", "match 4, cancelled: no effect")]
)
def test_a_casualty_of_a_cancelled_match_says_so_in_the_histories(lang, said):
    """A « −1 AG » of a match later cancelled read like one that happened: the history says it was never applied."""
    cancelled = dataclasses.replace(view(4), match_cancelled=True)
    for line in (render.suffered_line(cancelled, lang=lang), render.caused_line(cancelled, lang=lang)):
        assert said in line
    assert said not in render.suffered_line(view(4), lang=lang)


def test_leaderboard_ties_share_their_rank():
    assert render.shared_ranks([3, 3, 1, 1, 0]) == [1, 1, 3, 3, 5] and render.shared_ranks([]) == []
