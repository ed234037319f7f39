"""The pre-game's steps, each by its key: what its screen says, what its menus offer, what its actions change, and
who may use them (sequences.pregame)."""

from __future__ import annotations

import discord
import pytest

from locales import t
from records.pregame import PregameSequence, PregameView
from render.postmatch.ids import Action
from render.postmatch.layout import SelectSpec
from rules.errors import DomainError
from rules.pregame import sequence as pg
from rules.pregame.values import SquadPlayer
from sequences import engine
from sequences.pregame import STEPS, action
from sequences.pregame.screen import rows, sequence_screen
from sequences.pregame.step import Event

HOME_COACH, AWAY_COACH = 11, 22


def team(team_id: int, coach: int, players: int, *, value: int = 50_000, treasury: int = 0) -> pg.TeamSnap:
    squad = tuple(SquadPlayer(team_id * 100 + n, "human_lineman", value) for n in range(players))
    return pg.TeamSnap(team_id, f"T{team_id}", coach, "human", treasury, (), squad)


def view(inputs: pg.Inputs | None = None, *, step: str = "squads", home_value: int = 65_000) -> PregameView:
    # 11 × 65,000 against 9 × 50,000 and two Journeymen: 715,000 against 550,000
    snapshot = pg.Snapshot(1, team(1, HOME_COACH, 11, value=home_value, treasury=100_000), team(2, AWAY_COACH, 9))
    inputs = inputs or pg.Inputs()
    state = PregameSequence(5, 1, 1, step, snapshot, inputs, 1)
    return PregameView(state, pg.compute(snapshot, inputs))


def screen_text(v: PregameView, lang: str = "en") -> str:
    embed: discord.Embed = sequence_screen(v, lang=lang).embed
    return "\n".join([embed.description or "", *(f"{f.name}\n{f.value}" for f in embed.fields)])


def menu(v: PregameView, step: str, what: Action, side: str) -> SelectSpec:
    found = [r for r in rows(v, step, lang="en") if isinstance(r, SelectSpec) and r.action == what and r.arg == side]
    assert found, rows(v, step, lang="en")
    return found[0]


def test_the_registry_walks_in_the_books_order():
    assert STEPS.keys == ("squads", "values", "inducements", "stars", "prayers", "preview")


def test_a_stored_step_the_registry_no_longer_has_shows_the_first_step():
    # a step removed or renamed since the pre-game was opened (pregame_sequences.step lists none): the first screen
    assert sequence_screen(view(step="photo"), lang="en") == sequence_screen(view(), lang="en")


def test_squads_shows_the_players_able_and_the_journeymen():
    text = screen_text(view())
    assert t("pg.squads.able", "en", count=9) in text and "+ 2 Journeyman" in text


def test_values_says_who_has_the_higher_ctv_and_by_how_much():
    text = screen_text(view(step="values"))
    assert "CTV: **715,000 gp**" in text and "CTV: **550,000 gp**" in text
    assert t("pg.values.higher", "en", team="T1", gap="165,000 gp") in text


def test_inducements_offers_each_team_its_list_and_buying_changes_its_money():
    v = view(step="inducements")
    offered = {o.value for o in menu(v, "inducements", Action.PG_BUY, "home").options}
    assert {"blitzers_best_keg", "bribe", "prayers_to_nuffle"} <= offered and "mortuary_assistant" not in offered
    act = action(Action.PG_BUY)
    assert act is not None and act.open_to is not None
    assert act.open_to(v, "home", HOME_COACH) and not act.open_to(v, "away", HOME_COACH)
    edit = act.handle(Event(v, "home", ["blitzers_best_keg"]))
    inputs = edit.edit(v.state.inputs, v.pregame)
    after = view(inputs, step="inducements")
    assert after.pregame.home.purchase.treasury == 50_000 and after.pregame.away.budget.petty_cash == 215_000
    sold = action(Action.PG_SELL)
    assert sold is not None
    assert sold.handle(Event(after, "home", ["blitzers_best_keg"])).edit(inputs, after.pregame).home.inducements == {
        "blitzers_best_keg": 0
    }


def test_a_stale_side_is_refused():
    act = action(Action.PG_BUY)
    assert act is not None
    with pytest.raises(DomainError):
        act.handle(Event(view(), "nobody", ["bribe"]))


def test_stars_offers_only_what_the_team_may_afford_and_hire():
    v = view(step="stars")
    offered = {o.value for o in menu(v, "stars", Action.PG_STAR, "away").options}
    assert "cindy_piewhistle" in offered and "griff_oberwald" not in offered  # 300,000 > 165,000


def test_prayers_wait_for_their_dice_and_block_the_way():
    v = view(pg.Inputs(away=pg.SideInputs(inducements={"prayers_to_nuffle": 2})), step="prayers")
    nav = rows(v, "prayers", lang="en")[-1]
    assert isinstance(nav, tuple)
    buttons = [b.action for b in nav]
    assert Action.ROLL in buttons and Action.HAND in buttons
    assert t("pg.prayers.to_roll", "en") in screen_text(v)
    with pytest.raises(DomainError):  # the same prayer twice for a team
        pg.with_rolled_prayers(v.state.inputs, v.pregame, [4, 4])
    rolled = pg.with_rolled_prayers(v.state.inputs, v.pregame, [4, 9])
    assert rolled.away.prayers == (4, 9)
    done = view(rolled, step="prayers")
    assert t("pg.prayers.to_roll", "en") not in screen_text(done)


def test_the_preview_ends_with_confirm_and_an_applied_pregame_offers_its_undo():
    v = view(step="preview")
    nav = rows(v, "preview", lang="en")[-1]
    assert isinstance(nav, tuple) and nav[-1].action == Action.CONFIRM and not nav[-1].disabled


def test_mercenaries_are_bought_from_the_teams_roster_with_an_optional_primary_skill():
    v = view(step="stars")
    offered = {o.value: o.label for o in menu(v, "stars", Action.PG_MERC, "away").options}
    assert "add.human_blitzer" in offered and "115,000 gp" in offered["add.human_blitzer"]
    assert "add.ogre" not in offered  # 170,000 > the 165,000 of petty cash
    act = action(Action.PG_MERC)
    assert act is not None and act.open_to is not None and not act.open_to(v, "away", HOME_COACH)
    # a line with Primary skills: a form, one menu per Primary category, the skills he lacks
    form = act.handle(Event(v, "away", ["add.human_blitzer"]))
    assert isinstance(form, engine.OpenForm)
    modal = form.make(v, *form.args, lang="en", tag="en")
    menus = {c.component.custom_id: c.component for c in modal.children if isinstance(c, discord.ui.Label)}
    assert set(menus) == {"general", "strength"}
    general = [o.value for o in menus["general"].options]
    assert "sure_hands" in general and "block" not in general  # he has Block
    chosen = action(Action.PG_MERC_SET)
    assert chosen is not None and chosen.form
    edit = chosen.handle(Event(v, "away.human_blitzer", [], {"general": ["sure_hands"], "strength": []}))
    inputs = edit.edit(v.state.inputs, v.pregame)
    assert inputs.away.mercenaries == (pg.Mercenary("human_blitzer", "sure_hands"),)
    with pytest.raises(DomainError) as two:  # one Primary skill at most
        chosen.handle(Event(v, "away.human_blitzer", [], {"general": ["sure_hands"], "strength": ["guard"]}))
    assert two.value.key == "error.pregame.mercenary_one_skill"
    after = view(inputs, step="stars")
    text = screen_text(after)
    assert "Human Blitzer (Sure Hands)" in text
    drop = {o.value for o in menu(after, "stars", Action.PG_MERC, "away").options}
    assert "drop.0" in drop
    plain = act.handle(Event(after, "away", ["drop.0"]))
    assert plain.edit(inputs, after.pregame).away.mercenaries == ()
