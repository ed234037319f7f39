"""The post-match's menus offer what the plan can do, at the figures it will use."""

from types import SimpleNamespace

from render.postmatch.ids import Action
from render.postmatch.layout import SelectSpec
from rules import injury
from rules.postmatch import inputs as pm
from rules.postmatch.inputs import Inputs
from sequences.postmatch import hiring
from tests.rules.postmatch.test_plan import HOME, ROSTER, cas, plan, player


def _menu(view, action):
    menus = [row for row in hiring.rows(view, lang="en") if isinstance(row, SelectSpec)]
    return next(m for m in menus if m.action == action)


def test_the_journeymen_menu_offers_the_living_at_the_value_they_are_hired_for():
    """league_play.md « Hire any Journeymen that played […] they will cost their Hiring Fee, plus any Value Increase
    they gained from advancements »; step 1 removed the Dead. The menu offered a Journeyman killed in the match (his
    choice then did nothing) and read « value 50,000 gp » for one who had just taken a skill (Block, Elite), hired at
    80,000."""
    advancing = player(140, HOME, 40, journeyman=True, value=50_000, spp=10)
    killed = player(141, HOME, 41, journeyman=True, value=50_000)
    inputs = pm.with_advancement(Inputs(), 140, "chosen_primary", "Blocage")
    inputs = pm.with_hiring_side(inputs, "home")
    built = plan(
        inputs,
        players=[*ROSTER, advancing, killed],
        casualties=[cas(victim=141, outcome=injury.CASUALTY_DEAD, by=21)],
    )
    assert built.players[140].after.value == 80_000 and built.players[141].after.status == "dead"
    view = SimpleNamespace(plan=built, state=SimpleNamespace(inputs=inputs))
    menu = _menu(view, Action.JOURNEYMEN)
    assert [(o.value, o.description) for o in menu.options] == [("140", "value 80,000 gp")]
