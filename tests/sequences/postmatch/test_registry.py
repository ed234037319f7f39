"""The post-match's screens, navigation, plan and clicks come from its one registry: a step added there (here a
dummy, made by the test) gets its place, its screen, its rows, its blockers and its actions, with no other edit."""

from __future__ import annotations

import dataclasses

import discord
import pytest

from league.postmatch import PostmatchRepository
from locales import LANGUAGES
from records.postmatch import SequenceView
from render.postmatch.ids import Action
from render.postmatch.layout import ButtonSpec, Row
from rules.postmatch.plan import Plan, Work
from rules.sequence import Sequence
from sequences.postmatch import STEPS, action, progress
from sequences.postmatch.screen import sequence_screen
from sequences.postmatch.step import Act, Edit, Event, PostmatchStep
from tests.e2e.league_seed import prepare_sequence, seed_league


def _stage(w: Work) -> None:
    w.block("pm.missing.spp", {"team": "Les Factices"})  # filed under the dummy step: the stage never names it


def _body(plan: Plan, embed: discord.Embed, *, lang: str) -> list[str]:
    embed.add_field(name="Champ factice", value="valeur factice")
    return ["ligne factice"]


def _rows(view: SequenceView, *, lang: str) -> list[Row]:
    return [(ButtonSpec(Action.STALL, "Bouton factice", arg="home"),)]


DUMMY = PostmatchStep(
    key="dummy",
    stage=_stage,
    body=_body,
    rows=_rows,
)
WITH_DUMMY = STEPS.with_step(DUMMY, before="preview")


@pytest.fixture
def titled(monkeypatch):
    """The dummy step's title in the catalogue (a real step adds « pm.step.<key> » in both languages)."""
    monkeypatch.setitem(LANGUAGES["fr"], "pm.step.dummy", "Étape factice")


async def test_a_step_added_to_the_registry_gets_its_screen_rows_place_and_blockers(db, titled):
    seeded = await seed_league(db, roster_size=16)
    ready = await prepare_sequence(db, seeded)  # built and filled through the real registry
    repo = PostmatchRepository(db, steps=WITH_DUMMY)
    view = await repo.load(seeded.guild_id, ready.state.id)
    assert view.plan.steps == (*STEPS.keys[:-1], "dummy", "preview")
    # its stage ran: what it found is tagged with its key, and it blocks there first
    assert [m.facts for m in view.plan.blockers("dummy")] == [{"team": "Les Factices"}]
    assert view.plan.first_blocked_step() == "dummy"
    shown = SequenceView(dataclasses.replace(view.state, step="dummy"), view.plan, view.match)
    screen = sequence_screen(shown, lang="fr", steps=WITH_DUMMY)
    assert screen.embed.description is not None
    count = len(WITH_DUMMY)  # the dummy is the last but one, whatever the real steps number
    assert screen.embed.description.startswith(f"Étape {count - 1}/{count}\u00a0: **Étape factice**\nligne factice")
    first = screen.embed.fields[0]
    assert (first.name, first.value) == ("Champ factice", "valeur factice")
    assert "Les Factices" in "".join(f.value or "" for f in screen.embed.fields)  # its blocker, said
    own, nav = screen.rows
    assert own == (ButtonSpec(Action.STALL, "Bouton factice", arg="home"),)
    back, forward = nav
    assert isinstance(back, ButtonSpec) and isinstance(forward, ButtonSpec)
    assert (back.arg, forward.arg, forward.disabled) == ("next", "preview", True)
    # the step before it now leads to it, the preview back to it; the preview lists its blocker
    before = sequence_screen(
        dataclasses.replace(shown, state=dataclasses.replace(view.state, step="next")), lang="fr", steps=WITH_DUMMY
    )
    assert before.rows[-1][-1].arg == "dummy"
    preview = sequence_screen(
        dataclasses.replace(shown, state=dataclasses.replace(view.state, step="preview")), lang="fr", steps=WITH_DUMMY
    )
    assert preview.rows[-1][0].arg == "dummy"
    assert f"Étape {count}/{count}" in (preview.embed.description or "")
    # the cog finds a step's action in the registry: moved to the dummy, it is the dummy's
    act = Act(lambda event: Edit(lambda i, _: i))
    moved = Sequence(dataclasses.replace(s, actions={}) if s.key == "outcome" else s for s in STEPS)
    moved = moved.with_step(dataclasses.replace(DUMMY, actions={Action.CONCEDE: act}), before="preview")
    assert action(Action.CONCEDE, moved) is act and action(Action.CONCEDE) is STEPS["outcome"].actions[Action.CONCEDE]
    count = len(WITH_DUMMY)
    assert progress("dummy", lang="fr", steps=WITH_DUMMY) == f"Étape {count - 1}/{count}\u00a0: **Étape factice**"


async def test_a_step_added_to_the_registry_is_stored_and_read_back_with_no_migration(db, titled):
    seeded = await seed_league(db, roster_size=16)
    ready = await prepare_sequence(db, seeded)
    repo = PostmatchRepository(db, steps=WITH_DUMMY)
    moved = await repo.go(seeded.guild_id, ready.state.id, "dummy")  # the database takes a key it never heard of
    assert moved.state.step == "dummy"
    stored = await db.fetchone("SELECT step FROM postmatch_sequences WHERE id = ?", (ready.state.id,))
    assert stored["step"] == "dummy"
    again = await PostmatchRepository(db, steps=WITH_DUMMY).load(seeded.guild_id, ready.state.id)
    assert again.state.step == "dummy"
    assert sequence_screen(again, lang="fr", steps=WITH_DUMMY).rows[0] == (
        ButtonSpec(Action.STALL, "Bouton factice", arg="home"),
    )


async def test_a_stored_step_the_registry_no_longer_has_opens_the_first_step(db, titled):
    seeded = await seed_league(db, roster_size=16)
    ready = await prepare_sequence(db, seeded)
    await PostmatchRepository(db, steps=WITH_DUMMY).go(seeded.guild_id, ready.state.id, "dummy")
    # the dummy is gone from the registry (a step removed, or stored by a newer bot): its screen is the first one's
    repo = PostmatchRepository(db, steps=STEPS)
    view = await repo.load(seeded.guild_id, ready.state.id)
    assert view.state.step == STEPS.first.key
    screen = sequence_screen(view, lang="fr")
    assert (screen.embed.description or "").startswith(progress(STEPS.first.key, lang="fr"))
    # and the sequence goes on from there, the first save writing a step the registry knows
    after = await repo.go(seeded.guild_id, ready.state.id, STEPS.keys[1])
    assert after.state.step == STEPS.keys[1]


def test_the_registry_lists_each_step_once_in_the_books_order():
    assert STEPS.keys == (
        "outcome",
        "fans",
        "casualties",
        "spp",
        "advancements",
        "hiring",
        "mistakes",
        "next",
        "preview",
    )
    assert progress("casualties", lang="en").startswith("Step 3/9")


def test_each_action_belongs_to_one_step():
    owners = [(a, step.key) for step in STEPS for a in step.actions]
    assert len({a for a, _ in owners}) == len(owners)
    assert action(Action.GO) is None  # the navigation is the cog's, shared by every step


def test_a_steps_handler_is_pure():
    # how a click edits the inputs, without a bot: the concession menu of the first step
    from rules.postmatch.inputs import Inputs

    act = STEPS["outcome"].actions[Action.CONCEDE]
    view = SequenceView(None, None, None)  # the concession reads nothing of the view
    reply = act.handle(Event(view, "", ["away.free"]))
    assert isinstance(reply, Edit)
    changed = reply.edit(Inputs(), None)
    assert (changed.concession, changed.concession_penalty) == ("away", False)
