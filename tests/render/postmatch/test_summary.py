"""The summary posted to the league says every change the post-match made to the teams."""

import dataclasses
from types import SimpleNamespace

import pytest

from render.postmatch import summary
from rules.postmatch import inputs as pm
from rules.postmatch.inputs import Inputs
from tests.rules.postmatch.test_plan import ROSTER, settle


def _posted(plan, inputs, lang):
    embed = summary.summary_embed(SimpleNamespace(plan=plan, state=SimpleNamespace(inputs=inputs, id=7)), lang=lang)
    flat = lambda text: text.replace("\u202f", " ").replace("\u00a0", " ")  # noqa: E731
    return {flat(f.name or ""): flat(f.value or "") for f in embed.fields}


@pytest.mark.parametrize(
    ("lang", "field", "quit", "cheer", "assist"),
    [
        (
            "en",
            "Hiring and departures",
            "#1 Joueur 21 quits the team (3+ advancements, their team conceded)",
            "Cheerleaders: 0 → 2",
            "Assistant Coaches: 0 → 1",
        ),
        (
            "fr",
            "Embauches et départs",
            "#1 Joueur 21 quitte l'équipe (3 progressions ou plus, son équipe a concédé)",
            "Meneuses de revue : 0 → 2",
            "Adjoints : 0 → 1",
        ),
    ],
)
def test_the_summary_names_a_veteran_who_quits_and_the_staff_hired(lang, field, quit, cheer, assist):
    """league_play.md « Conceding »: « on a 1-3, the player immediately quits the team in disgust - remove them from
    the team's Team Draft List »; « Hire and fire any Sideline Staff ». The preview said both, the summary posted to
    the league said neither: the league never read that the veteran had gone, nor that cheerleaders were bought."""
    roster = [*ROSTER[:3], dataclasses.replace(ROSTER[3], advancements=3), *ROSTER[4:]]
    inputs = pm.with_staff(Inputs(concession="away"), "home", pm.StaffOrder(cheerleaders=2, assistant_coaches=1))
    plan, _ = settle(inputs, faces={"veteran:21": [2]}, players=roster)
    assert plan.players[21].after.status == "retired"
    said = _posted(plan, inputs, lang)[field]
    assert quit in said and cheer in said and assist in said
