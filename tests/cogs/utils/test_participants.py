"""What a roll's outcomes record: the casualty it ended in, a recovered one included (its PSP are still earned)."""

import pytest

from cogs.utils.participants import RECORDABLE, recorded_outcome
from rules import injury
from rules.dice import Dice
from rules.injury import keep_apothecary, roll_apothecary, roll_armour, roll_casualty
from rules.ruleset import BB2025


def test_a_regenerated_casualty_is_recorded_as_such():
    """BB2025 ``league_play.md`` "Casualty": the SPP are earned "even if the Casualty is recovered by any means -
    such as an Apothecary or the Regeneration Trait"; so the roll is recorded, as what it ended in."""
    regenerated = roll_armour(Dice.manual([6, 6, 6, 6, 4]), BB2025, av=9, regeneration=True)
    assert recorded_outcome(regenerated.outcomes()) == injury.REGENERATED
    failed = roll_casualty(Dice.manual([3, 9]), BB2025, regeneration=True, no_attacker=True)
    assert recorded_outcome(failed.outcomes()) == injury.CASUALTY_SERIOUSLY_HURT


def test_the_apothecarys_roll_records_what_it_made_of_the_casualty():
    chain = roll_casualty(Dice.manual([13, 2]), BB2025, no_attacker=True).root  # Séquelle, -1 AR
    patched = roll_apothecary(Dice.manual([4]), BB2025, chain=chain)  # second D16 4: Commotion → patched up
    assert recorded_outcome(patched.outcomes()) == injury.APOTHECARY_PATCHED  # not the Commotion under it
    choose = roll_apothecary(Dice.manual([11]), BB2025, chain=chain)
    kept = keep_apothecary(
        Dice.manual([]), BB2025, chain=chain, apothecary=choose.root, keep="second", no_attacker=True
    )
    assert recorded_outcome(kept.outcomes()) == injury.CASUALTY_SERIOUS_INJURY
    ko = roll_apothecary(Dice.manual([]), BB2025, chain=roll_armour(Dice.manual([6, 6, 4, 4]), BB2025, av=9).root)
    assert recorded_outcome(ko.outcomes()) is None and not RECORDABLE.intersection(ko.outcomes())


@pytest.mark.parametrize(("lang", "said"), [("fr", "est en Retraite Temporaire"), ("en", "is Temporarily Retiring")])
def test_a_temporarily_retiring_victim_is_flagged_as_a_player_who_misses_the_game_is(lang, said):
    """A roll on a player who must miss the game warns « doit rater ce match (RPM) »; one in Retraite Temporaire
    (league_play.md: « plays no further part in the season ») was named without a word, and one with both read RPM."""
    from dataclasses import replace

    from cogs.utils.participants import player_notes
    from records.models import Player
    from rules.characteristics import Profile

    lagduf = Player(
        id=9, guild_id=1, team_id=1, number=9, name="Lagduf", position="Orc Lineman", profile=Profile(5, 3, 3, 4, 10)
    )

    def warnings(player: Player) -> list[str]:
        return [note for note in player_notes(lang, victim=player) if note.startswith("⚠️")]

    assert warnings(lagduf) == []
    for retired in (
        replace(lagduf, temporarily_retired=True),
        replace(lagduf, temporarily_retired=True, miss_next_game=True),
    ):
        shown = warnings(retired)
        assert len(shown) == 1 and "Lagduf" in shown[0] and said in shown[0], shown


def test_a_chain_roll_stores_its_inputs_but_what_its_players_give_again():
    """The victim's profile and the attacker's keywords are read again from the players whose ids are stored."""
    from cogs.utils.participants import Participants
    from records.models import Player
    from rules.characteristics import Profile

    grak = Player(
        id=4, guild_id=1, team_id=2, number=4, name="Grak", position="Blitzer", profile=Profile(6, 3, 3, 4, 9)
    )
    inputs = {"av": 9, "profile": grak.profile, "attacker_keywords": ("orc",), "mighty_blow": True}
    assert Participants(victim=grak).roll_options(inputs, cause="block", side="defender") == {
        "av": 9,
        "mighty_blow": True,
        "victim_id": 4,
        "cause": "block",
        "side": "defender",
    }
    assert Participants().roll_options(inputs) == {"av": 9, "mighty_blow": True}
