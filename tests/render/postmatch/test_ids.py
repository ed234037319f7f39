"""The custom ids of the post-match's components: one shape, built and parsed in one place."""

import pytest

from render.postmatch import ids
from render.postmatch.ids import Action, CustomId, Kind


@pytest.mark.parametrize("kind", list(Kind))
@pytest.mark.parametrize(
    ("action", "arg"), [(Action.GO, "fans"), (Action.CONFIRM, "0123abcd89ef4567"), (Action.SCORE, "")]
)
def test_every_id_parses_back_to_what_built_it(kind, action, arg):
    text = ids.build(kind, 12, action, arg)
    assert ids.parse(kind, text) == CustomId(kind, 12, action, arg)


def test_the_ids_keep_the_shape_older_messages_carry():
    assert ids.build(Kind.BUTTON, 12, Action.GO, "fans") == "arb:pm:12:go:fans"
    assert ids.build(Kind.SELECT, 3, Action.ADVANCE_CHOICE, 41) == "arb:pmsel:3:advchoice:41"
    assert ids.parse(Kind.BUTTON, "arb:pm:7:setskill:41.primary") == CustomId(
        Kind.BUTTON, 7, Action.SET_SKILL, "41.primary"
    )


@pytest.mark.parametrize(
    "text",
    ["arb:pm:12:nosuchaction", "arb:pmsel:12:go:fans", "arb:pm:x:go", "arb:pm:12:go:fans:extra", "arb:block:1:2"],
)
def test_anything_else_is_not_a_button_id(text):
    assert ids.parse(Kind.BUTTON, text) is None


def test_every_action_has_one_handler():
    # the cog's own (navigation, dice, Confirm, undo) and each step's, found in the registry: every action once
    from cogs.postmatch.screens import CLICKS, FORMS
    from sequences.postmatch import STEPS

    steps = [action for step in STEPS for action in step.actions]
    handled = [*CLICKS, *FORMS, *steps]
    postmatch = [a for a in Action if a not in ids.PREGAME_ACTIONS | ids.DRAFT_ACTIONS]
    assert sorted(handled) == sorted(postmatch) and len(set(handled)) == len(handled)
    # a form's action reads a form, a click's a click
    assert {a for step in STEPS for a, act in step.actions.items() if act.form} | set(FORMS) == {
        a for a in Action if a.name.startswith(("SET_", "ADD_", "HAND_"))
    }
