"""What the post-match's screens send to Discord stays within Discord's limits, for the biggest cases.

No bot process here: the screens are rendered from a real sequence on a real
file and checked against the limits the fake Discord also enforces.
"""

import discord
import pytest

from league.postmatch import PostmatchRepository
from render.postmatch import forms, ids, layout, screens, summary
from render.text import gold
from rules.errors import Term
from rules.postmatch import inputs as pm
from rules.postmatch.plan import Missing
from rules.postmatch.snapshots import SIDES
from sequences.postmatch import STEPS, fans, hiring, mistakes, spp
from sequences.postmatch.screen import sequence_screen
from tests.cogs.form_limits import form_problems
from tests.e2e.league_seed import prepare_sequence, seed_league


def within_limits(screen: layout.Screen) -> None:
    """Discord's limits on one message: embed sizes, five rows, 25 options, 100-character custom ids."""
    embed = screen.embed
    assert len(embed) <= 6000 and len(embed.fields) <= 25
    assert len(embed.description or "") <= 4096
    assert all(len(f.value or "") <= 1024 and len(f.name or "") <= 256 for f in embed.fields)
    assert len(screen.rows) <= 5
    for row in screen.rows:
        if isinstance(row, layout.SelectSpec):
            assert 1 <= len(row.options) <= 25 and row.max_values <= len(row.options)
            assert len(ids.build(ids.Kind.SELECT, 10**6, row.action, row.arg)) <= 100
        else:
            assert 1 <= len(row) <= 5
            assert all(len(ids.build(ids.Kind.BUTTON, 10**6, b.action, b.arg)) <= 100 for b in row)


@pytest.fixture
async def prepared(db):
    """A league with sixteen players a team and its finished match's post-match, prepared: (seeded, its view, the
    repository)."""
    seeded = await seed_league(db, roster_size=16)
    return seeded, await prepare_sequence(db, seeded), PostmatchRepository(db, steps=STEPS)


async def test_every_step_of_a_full_sequence_fits(prepared):
    seeded, view, repo = prepared
    for step in STEPS.keys:
        shown = await repo.go(seeded.guild_id, view.state.id, step)
        assert shown.state.step == step
        within_limits(sequence_screen(shown, notice="ok", lang="fr"))
    for side in SIDES:
        for modal in (
            forms.spp_modal(view, side, lang="fr", tag="fr"),
            forms.added_casualty_modal(view, side, lang="fr", tag="fr"),
        ):
            assert len(modal.children) <= 5 and len(modal.title) <= 45
    applied = await repo.apply(seeded.guild_id, 1, view.state.id, view.plan.digest())
    posted = summary.summary_embed(applied, lang="fr")
    assert len(posted) <= 6000 and "nous a quittés" in posted.fields[1].value


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_every_form_fits_discords_limits(prepared, lang):
    seeded, view, _ = prepared
    gorbag = view.plan.player(seeded.players["gorbag"])
    built = [forms.score_modal(view, lang=lang, tag=lang), forms.hand_modal(view, "spp", lang=lang, tag=lang)]
    for side in ("home", "away"):
        built += [
            forms.spp_modal(view, side, lang=lang, tag=lang),
            forms.added_casualty_modal(view, side, lang=lang, tag=lang),
            forms.added_casualty_modal(view, side, star=True, lang=lang, tag=lang),
            forms.hire_modal(view, side, lang=lang, tag=lang),
            forms.staff_modal(view, side, lang=lang, tag=lang),
        ]
    built += [
        *(
            forms.advancement_modal(view, gorbag, kind, lang=lang, tag=lang)
            for kind in pm.ADVANCEMENT_KINDS
            if forms.advancement_needs_form(view, gorbag, kind)  # else chosen with no form
        ),
        forms.skill_modal(view, "a1", gorbag, "primary", lang=lang, tag=lang),
    ]
    for modal in built:
        assert form_problems(modal) == [], modal.title  # labels, placeholders, options, title, custom id


async def test_the_hiring_step_fits_for_each_team(prepared):
    seeded, view, repo = prepared
    for side in ("home", "away"):
        shown = await repo.change(seeded.guild_id, view.state.id, lambda i, _, s=side: pm.with_hiring_side(i, s))
        shown = await repo.go(seeded.guild_id, view.state.id, "hiring")
        screen = sequence_screen(shown, lang="fr")
        within_limits(screen)
        assert any(isinstance(r, layout.SelectSpec) and r.action is ids.Action.FIRE for r in screen.rows)


async def test_the_english_summary_and_screens_put_no_space_before_a_colon(prepared):
    """« Orques de Fer : #4 Gorbag » is French typography; English reads "Orques de Fer: #4 Gorbag"."""
    seeded, view, repo = prepared
    for step in STEPS.keys:
        shown = await repo.go(seeded.guild_id, view.state.id, step)
        embed = sequence_screen(shown, lang="en").embed
        text = "\n".join([embed.description or "", *(f"{f.name}\n{f.value}" for f in embed.fields)])
        assert " : " not in text, (step, text)
    applied = await repo.apply(seeded.guild_id, 1, view.state.id, view.plan.digest())
    english, french = (
        next(
            f.value for f in summary.summary_embed(applied, lang=lang).fields if f.name in ("MVPs", "Joueurs du Match")
        )
        for lang in ("en", "fr")
    )
    assert " : " not in english and ": #" in english
    assert "\u00a0: #" in french


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_fans_and_mistakes_fields_name_their_team_once(prepared, lang):
    """The field is the team's: its lines do not repeat the name (« Iron Orcs: Iron Orcs: Treasury… »), a total
    that did not change is not shown as « 1 → 1 », and one that did is said once (the roll's own line)."""
    seeded, view, repo = prepared
    names = {tp.team.name for tp in view.plan.teams.values()}
    for step in ("fans", "mistakes"):
        shown = await repo.go(seeded.guild_id, view.state.id, step)
        fields = [f for f in sequence_screen(shown, lang=lang).embed.fields if f.name in names]
        assert len(fields) == 2
        assert all(name not in (f.value or "") for f in fields for name in names), step
    for tp in view.plan.teams.values():
        fans = next(
            f.value
            for f in sequence_screen(await repo.go(seeded.guild_id, view.state.id, "fans"), lang=lang).embed.fields
            if f.name == tp.team.name
        )
        changed = tp.dedicated_fans_after != tp.team.dedicated_fans
        assert fans.count(f"{tp.team.dedicated_fans} → {tp.dedicated_fans_after}") == int(changed), fans
        assert f"{tp.team.dedicated_fans} → {tp.team.dedicated_fans}" not in fans


@pytest.mark.parametrize(
    ("lang", "first", "last"),
    [("fr", "{} à {}\u00a0po", "{}\u00a0po et plus"), ("en", "{}–{} gp", "{} gp and more")],
)
def test_an_expensive_mistakes_bracket_is_said_in_gold(lang, first, last):
    """« tranche 100000-195000 » became « tranche 100 000 à 195 000 po »."""
    assert mistakes._bracket_text(0, lang=lang) == first.format(gold(100_000, lang=lang), gold(195_000, lang=lang))
    assert mistakes._bracket_text(5, lang=lang) == last.format(gold(600_000, lang=lang))


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "Fans Dévoués déjà au minimum (1)\u00a0: pas de dé"), ("en", "already at the fewest (1): no die")],
)
async def test_a_loss_at_one_dedicated_fan_says_it_cannot_lower_them(db, lang, said):
    """« moins de 1 pour −1 » promised what no die can do; no die is asked for a certain outcome (issue 26)."""
    seeded = await seed_league(db)
    await db.execute("UPDATE teams SET dedicated_fans = 1 WHERE id = ?", (seeded.teams["elus"],))  # they lose 2–1
    repo = PostmatchRepository(db, steps=STEPS)
    view, _ = await repo.start(seeded.guild_id, 1, seeded.matches["main"], ruleset="ligue")
    shown = await repo.go(seeded.guild_id, view.state.id, "fans")
    fields = {f.name: f.value or "" for f in sequence_screen(shown, lang=lang).embed.fields}
    loser = next(tp.team.name for tp in shown.plan.teams.values() if tp.outcome == "loss")
    winner = next(tp.team.name for tp in shown.plan.teams.values() if tp.outcome == "win")
    assert said in fields[loser] and "1+" not in fields[loser] and "🎲" not in fields[loser]
    assert said not in fields[winner]
    assert [s.key for s in shown.plan.pending_for("fans")] == [f"fans:{seeded.teams['orcs']}:win"]


@pytest.mark.parametrize(("lang", "name", "other"), [("fr", "Blocage", "Block"), ("en", "Block", "Blocage")])
async def test_a_skill_gained_is_named_in_the_readers_language(prepared, lang, name, other):
    """The plan stores the catalogue's French name on the roster (« Blocage »); its advancements screen, preview and
    summary show it the way the player card does, so an English server reads "Block"."""
    seeded, view, repo = prepared
    grak = seeded.players["grak"]  # 6 SPP: a chosen Primary skill
    await repo.change(
        seeded.guild_id,
        view.state.id,
        lambda i, _: pm.with_advancement(pm.with_player_value(i, grak, 50_000), grak, "chosen_primary", "Block"),
    )
    for step in ("advancements", "preview"):
        shown = await repo.go(seeded.guild_id, view.state.id, step)
        embed = sequence_screen(shown, lang=lang).embed
        text = "\n".join([embed.description or "", *(f"{f.name}\n{f.value}" for f in embed.fields)])
        assert name in text and other not in text, (step, text)
    applied = await repo.apply(seeded.guild_id, 1, view.state.id, shown.plan.digest())
    posted = summary.summary_embed(applied, lang=lang)
    advances = "\n".join(f.value or "" for f in posted.fields)
    assert f"#1 Grak → {name}" in advances and other not in advances, advances


@pytest.mark.parametrize(("lang", "said"), [("fr", "Blocage"), ("en", "Block")])
def test_a_problems_skill_is_named_in_the_readers_language(lang, said):
    """« a déjà Blocage » / "already has Block": a blocker's skill is a roster name too."""
    assert layout.facts_text({"skill": "Blocage"}, lang=lang) == {"skill": said}


@pytest.mark.parametrize(
    ("lang", "same", "changed"),
    [
        ("fr", "Fans Dévoués **1** (inchangés)", "Fans Dévoués 1 →"),
        ("en", "Dedicated Fans **1** (unchanged)", "Fans 1 →"),
    ],
)
async def test_the_preview_says_dedicated_fans_that_do_not_move_are_unchanged(db, lang, same, changed):
    """« Fans Dévoués 1 → 1 » said nothing: a team whose Dedicated Fans cannot fall (1, after a loss) reads so."""
    seeded = await seed_league(db)
    await db.execute("UPDATE teams SET dedicated_fans = 1 WHERE id = ?", (seeded.teams["elus"],))  # they lose 2–1
    shown = await prepare_sequence(db, seeded)  # every die thrown, up to the preview
    assert shown.state.step == "preview"
    embed = sequence_screen(shown, lang=lang).embed
    text = "\n".join([embed.description or "", *(f"{f.name}\n{f.value}" for f in embed.fields)])
    assert same in text and changed not in text, text


@pytest.mark.parametrize(("lang", "said"), [("fr", "blessure n° {}, enregistrée"), ("en", "casualty {}, recorded")])
async def test_the_removal_menu_names_each_recorded_casualty_by_its_number(prepared, lang, said):
    """Two records of one injury read the same (« #3 Gorbag — Séquelle »): the number /match finish listed them by
    tells them apart."""
    seeded, view, repo = prepared
    shown = await repo.go(seeded.guild_id, view.state.id, "casualties")
    menu = next(
        row
        for row in sequence_screen(shown, lang=lang).rows
        if isinstance(row, layout.SelectSpec) and row.action is ids.Action.UNADD
    )
    recorded = [cp.snap.casualty_id for cp in shown.plan.casualties if cp.snap.casualty_id and cp.victim is not None]
    descriptions = [o.description for o in menu.options]
    assert recorded and all(d.startswith(said.format(i)) for d, i in zip(descriptions, recorded, strict=False))
    assert len(descriptions) >= len(recorded)


@pytest.mark.parametrize(("lang", "same"), [("fr", "(inchangés)"), ("en", "(unchanged)")])
async def test_the_summary_says_dedicated_fans_unchanged_rather_than_n_to_n(prepared, lang, same):
    seeded, view, repo = prepared
    applied = await repo.apply(seeded.guild_id, 1, view.state.id, view.plan.digest())
    gains = next(f.value for f in summary.summary_embed(applied, lang=lang).fields if "Fans" in (f.name or ""))
    for tp in applied.plan.teams.values():
        line = next(text for text in gains.splitlines() if text.startswith(tp.team.name))
        before, after = tp.team.dedicated_fans, tp.dedicated_fans_after
        assert (f"{before} → {after}" in line) == (before != after), line
        assert (f"{after} {same}" in line) == (before == after), line


async def test_the_nominees_menu_goes_once_the_mvp_die_is_thrown(prepared):
    """The book nominates, numbers, then rolls: once the D6 is thrown the nominees are final (docs/rules.md, MVP), so
    the menu that would change them is no longer offered (it only drew a refusal)."""
    seeded, view, repo = prepared
    shown = await repo.go(seeded.guild_id, view.state.id, "spp")
    assert all(shown.plan.mvp_rolled(side) for side in SIDES)
    rows = sequence_screen(shown, lang="fr").rows
    assert not [r for r in rows if isinstance(r, layout.SelectSpec) and r.action is ids.Action.NOMINEES]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "fr",
            "• \\#1 Grak\u00a0: Esquive (Agilité) est Secondaire pour lui "
            "(ses Principales sont Générale, Force)\u00a0: ",
        ),
        (
            "en",
            "• \\#1 Grak: Dodge (Agility) is Secondary for them (Primary: General, Strength): choose it as Secondary",
        ),
    ],
)
def test_a_skill_outside_the_column_chosen_names_the_player_s_categories(lang, text):
    facts = {
        "player": "#1 Grak",
        "skill": "Esquive",
        "category": Term("skill.category.agility"),
        "primary": (Term("skill.category.general"), Term("skill.category.strength")),
        "secondary": (Term("skill.category.agility"),),
    }
    assert screens.missing_text(Missing("advancements", "pm.adv.problem.secondary_skill", facts), lang=lang).startswith(
        text
    )


@pytest.mark.parametrize(
    ("lang", "said", "die_line", "nobody", "result"),
    [
        (
            "fr",
            "Élus de Nuffle concède sans pénalité",
            "gains D6 × 10\u202f000\u00a0po",
            "Personne n'a joué",
            "concédée sans",
        ),
        ("en", "Élus de Nuffle concedes without penalty", "Winnings D6 × 10,000 gp", "Nobody played", "conceded with"),
    ],
)
async def test_an_unplayed_fixtures_screens_say_nobody_played_and_show_the_winnings_die(
    db, lang, said, die_line, nobody, result
):
    from league.matches import MatchRepository

    seeded = await seed_league(db, roster_size=16)
    t = seeded.teams
    match = await MatchRepository(db).record_unplayed(
        seeded.guild_id, 1, home_team_id=t["orcs"], away_team_id=t["elus"], conceded="away"
    )
    seeded.matches["unplayed"] = match.id
    view = await prepare_sequence(db, seeded, "unplayed", ruleset="bb2025")
    repo = PostmatchRepository(db, steps=STEPS)
    texts = {}
    for step in STEPS.keys:
        shown = await repo.go(seeded.guild_id, view.state.id, step)
        screen = sequence_screen(shown, lang=lang)
        within_limits(screen)
        texts[step] = (screen.embed.description or "") + "".join(f.value or "" for f in screen.embed.fields)
        if step in ("outcome", "casualties"):  # nothing to choose: the result was recorded, nobody was hurt
            assert len(screen.rows) == 1
    die = view.plan.teams["home"].winnings_roll.root.dice[0].value
    assert said in texts["outcome"] and die_line in texts["outcome"] and f"🎲 {die}" in texts["outcome"]
    assert gold(view.plan.teams["home"].treasury_after_winnings, lang=lang) in texts["outcome"]
    assert nobody in texts["spp"] and nobody in texts["next"]
    assert nobody not in texts["fans"] and "🎲" in texts["fans"]  # conceded: both roll « as normal »
    applied = await repo.apply(seeded.guild_id, 1, view.state.id, view.plan.digest())
    posted = summary.summary_embed(applied, lang=lang)
    assert result in posted.description and "nul" not in posted.description and "Draw" not in posted.description
    assert "🏈" not in posted.description  # the touchdowns typed are nobody's: no scorer line


@pytest.mark.parametrize(("lang", "said"), [("fr", "qui pouvaient jouer"), ("en", "who could have played")])
async def test_an_unplayed_fixtures_nominees_are_those_who_could_have_played(db, lang, said):
    """Nobody played: the two MVP awards' six nominees come from the players able to play (it read « qui ont joué »)."""
    from league.matches import MatchRepository

    seeded = await seed_league(db, roster_size=16)
    t = seeded.teams
    match = await MatchRepository(db).record_unplayed(
        seeded.guild_id, 1, home_team_id=t["orcs"], away_team_id=t["elus"], conceded="away"
    )
    repo = PostmatchRepository(db, steps=STEPS)
    view, _ = await repo.start(seeded.guild_id, 1, match.id, ruleset="bb2025")
    await repo.roll(seeded.guild_id, 1, view.state.id, "outcome", hand=[4])  # the winner's D6 × 10,000
    await repo.roll(seeded.guild_id, 1, view.state.id, "fans", hand=[3, 3])  # both Dedicated Fans, « as normal »
    shown = await repo.go(seeded.guild_id, view.state.id, "spp")
    embed = sequence_screen(shown, lang=lang).embed
    text = "".join(f.value or "" for f in embed.fields)
    assert f"15 {'joueurs' if lang == 'fr' else 'players'} {said}" in text, text  # 16 but one MNG


@pytest.mark.parametrize("conceded", ["away", None])
async def test_an_unplayed_fixture_offers_no_nominees_menu_to_a_team_that_awards_no_mvp(db, conceded):
    """« neither team awarding an MVP », unless one conceded: then only the other makes its two awards. The step
    said « Pas de Joueur du Match » for the conceder (or for both) and still offered a menu of six nominees."""
    from league.matches import MatchRepository

    seeded = await seed_league(db, roster_size=16)
    t = seeded.teams
    match = await MatchRepository(db).record_unplayed(
        seeded.guild_id, 1, home_team_id=t["orcs"], away_team_id=t["elus"], conceded=conceded
    )
    repo = PostmatchRepository(db, steps=STEPS)
    view, _ = await repo.start(seeded.guild_id, 1, match.id, ruleset="bb2025")
    if conceded:
        await repo.roll(seeded.guild_id, 1, view.state.id, "outcome", hand=[4])  # the winner's D6 × 10,000
        await repo.roll(seeded.guild_id, 1, view.state.id, "fans", hand=[3, 3])  # both Dedicated Fans, « as normal »
    shown = await repo.go(seeded.guild_id, view.state.id, "spp")
    menus = [
        r.arg
        for r in sequence_screen(shown, lang="fr").rows
        if isinstance(r, layout.SelectSpec) and r.action is ids.Action.NOMINEES
    ]
    assert menus == (["home"] if conceded else [])


@pytest.mark.parametrize(
    ("lang", "word", "unit", "unchanged"),
    [("fr", "Trésorerie", "\u00a0po", "inchangée"), ("en", "Treasury", " gp", "unchanged")],
)
async def test_the_preview_says_a_treasury_that_does_not_move_is_unchanged(db, lang, word, unit, unchanged):
    """« Trésorerie 70 000 → 70 000 po » said nothing, as « Fans Dévoués 1 → 1 » did: an unplayed fixture lost by
    both earns no Winnings, and a team that buys nothing keeps its treasury."""
    from league.matches import MatchRepository

    seeded = await seed_league(db)
    t = seeded.teams
    match = await MatchRepository(db).record_unplayed(
        seeded.guild_id, 1, home_team_id=t["orcs"], away_team_id=t["elus"], conceded=None
    )
    repo = PostmatchRepository(db, steps=STEPS)
    view, _ = await repo.start(seeded.guild_id, 1, match.id, ruleset="bb2025")
    await repo.roll(seeded.guild_id, 1, view.state.id, "mistakes", hand=[6])  # the Élus' 250,000: Crisis Averted
    shown = await repo.go(seeded.guild_id, view.state.id, "preview")
    embed = sequence_screen(shown, lang=lang).embed
    text = "\n".join([embed.description or "", *(f"{f.name}\n{f.value}" for f in embed.fields)])
    amount = gold(250_000, lang=lang)
    assert f"{word} **{amount}{unit}** ({unchanged})" in text and f"{word} {amount} →" not in text, text


@pytest.mark.parametrize(
    ("rules", "gained", "said"),
    [
        (("brawlin_brutes",), {"touchdown": 6, "casualty": 6}, "TD ×3 (+6), ELI ×2 (+6)"),
        (("brawlin_brutes",), {"touchdown": 4, "casualty": 12}, "TD ×2 (+4), ELI ×4 (+12)"),
        ((), {"touchdown": 6, "casualty": 6}, "TD ×2 (+6), ELI ×3 (+6)"),
    ],
)
def test_the_spp_line_counts_the_events_at_the_teams_own_award(rules, gained, said):
    """A Brawlin' Brutes player who caused two casualties (+3 each) read « ELI ×3 (+6) », and three touchdowns (+2
    each) « TD ×2 (+6) »: the count was guessed from the points at the book's award (2 a casualty, 3 a touchdown)."""
    assert spp._spp_parts(gained, rules=rules, lang="fr") == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "#30 Levé (Zombie Lineman), relevée par « Maîtres de la Non-vie » : 0 po, valeur 40 000 po"),
        ("en", "#30 Levé (Zombie Lineman), raised by Masters of Undeath: 0 gp, value 40,000 gp"),
    ],
)
def test_a_raised_lineman_hired_free_is_said_with_the_value_the_team_value_counts(lang, said):
    """Hired at 0 po, he read « Recrue #30 Levé (Zombie Lineman) : 0 po », as if he were worth nothing; the team value
    counts his 40,000 po (Masters of Undeath: « will still add its full value to the team's Team Value »). French
    says « Recrue … relevée » (the recruit, feminine), not « relevé »."""
    import dataclasses

    from rules import injury
    from rules.postmatch.inputs import Inputs
    from rules.postmatch.plan import build_plan
    from rules.postmatch.snapshots import MatchSnap, TeamSnap
    from rules.ruleset import LIGUE
    from tests.rules.postmatch.test_plan import ORC, ROSTER, cas, team

    zombies = dataclasses.replace(team(1, 50_000), roster="Shambling Undead", special_rules=("masters_of_undeath",))
    m = MatchSnap(10, zombies, TeamSnap(2, "Équipe 2", 102, 50_000, 4), 0, 0, 3, 3)
    raised = pm.with_hire(Inputs(), "home", number=30, name="Levé", position="Zombie Lineman", profile=ORC, fee=0)
    killed = [cas(victim=21, outcome=injury.CASUALTY_DEAD, by=11)]  # a Human lineman of ST 3: he may be raised
    plan = build_plan(LIGUE, m, ROSTER, killed, raised, {}, steps=STEPS)
    assert not [x for x in plan.missing if x.step == "hiring"], plan.missing
    flat = lambda text: text.replace("\u202f", " ").replace("\u00a0", " ")  # noqa: E731
    embed = discord.Embed()
    hiring.body(plan, embed, lang=lang)
    assert said in flat(" ".join(f.value or "" for f in embed.fields))
    assert said in flat(" ".join(summary._hiring_items(plan.teams["home"], lang=lang)))


@pytest.mark.parametrize(
    ("penalty", "said"),
    [
        (True, "D3 to roll (conceded): −D3 Dedicated Fans."),
        (False, "D6 to roll (loss): under 4 for −1 Dedicated Fans."),
    ],
)
def test_the_fans_step_offers_the_roll_the_conceder_makes(penalty, said):
    """A team that Concedes Without Penalty « will not suffer any of the other penalties » (league_play.md;
    docs/rules.md X9): it rolls its D6 as after any loss, and the plan rolled that D6, but the screen announced « D3
    to roll (conceded): −D3 Dedicated Fans »."""
    from rules.postmatch.inputs import Inputs
    from tests.rules.postmatch.test_plan import plan

    built = plan(Inputs(concession="away", concession_penalty=penalty))
    assert [s.key for s in built.pending_for("fans")][-1] == ("fans:2:conceded" if penalty else "fans:2:loss")
    embed = discord.Embed()
    fans.body(built, embed, lang="en")
    assert said in embed.fields[1].value


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_added_casualty_form_offers_only_players_who_played(prepared, lang):
    """Snaga sat the match out (Missing the Next Game before it): he was neither hurt nor hurting in it, so neither
    menu offers him (issue 26)."""
    seeded, view, _ = prepared
    for side in SIDES:
        modal = forms.added_casualty_modal(view, side, lang=lang, tag=lang)
        offered = {o.value for item in modal.children for o in getattr(item.component, "options", [])}
        assert str(seeded.players["snaga"]) not in offered
        assert str(seeded.players["grak"]) in offered  # he played
