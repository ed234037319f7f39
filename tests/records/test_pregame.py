"""The Star Players and Mercenaries a pre-game hired, as the rolls read players (records.pregame.stars_in_match)."""

import dataclasses

from records.pregame import StoredPregame, is_star, star_causer, star_inputs, stars_in_match
from records.roll_options import RollOptions
from rules.characteristics import Profile
from rules.pregame.inducements import Star
from rules.traits import Traits


def stored(team_id: int, *stars: Star) -> StoredPregame:
    return StoredPregame(
        id=team_id,
        guild_id=1,
        match_id=1,
        team_id=team_id,
        ctv=1_000_000,
        petty_cash=0,
        treasury_spent=0,
        inducements={},
        mercenaries=(),
        stars=stars,
        prayers=(),
        journeymen=(),
        applied_batch_id=1,
        applied_by=1,
        applied_at="2026-12-02T08:00:00+00:00",
    )


def test_each_star_player_hired_is_a_player_of_the_match_with_his_profile_and_skills():
    pregames = [stored(3, Star("griff_oberwald", 300_000)), stored(4, Star("grak_and_crumbleberry", 250_000, 2))]
    griff, grak, crumbleberry = stars_in_match(1, pregames)
    assert (griff.name, griff.team_id, griff.profile) == ("Griff Oberwald", 3, Profile(7, 4, 2, 3, 9))
    assert "block" in griff.skills and "loner (3+)" in griff.skills
    assert (grak.team_id, crumbleberry.team_id) == (4, 4)  # a pair: two players of the team that hired it
    assert [s.id for s in (griff, grak, crumbleberry)] == [-1, -2, -3]  # never a stored player's id
    assert griff.label() == "Griff Oberwald" and griff.label("Les Gobs") == "Griff Oberwald — Les Gobs"
    assert griff.value_key == "star:3:griff_oberwald" and is_star(griff)
    # the rolls read him as a roster player: his ST and his Block
    traits = Traits.of_roster(profile=griff.profile, skill_names=griff.all_skills, niggling=0, keywords=griff.keywords)
    assert traits.st == 4 and "block" in traits


def test_no_pregame_no_star_players():
    assert stars_in_match(1, []) == () and stars_in_match(1, [stored(3)]) == ()


def test_a_roll_after_one_naming_a_star_player_names_him_as_the_causer():
    (griff,) = stars_in_match(1, [stored(3, Star("griff_oberwald", 300_000))])
    inputs = star_inputs(attacker=griff, defender=None)
    assert inputs == {"attacker_star": "Griff Oberwald", "attacker_star_team": 3}
    options = RollOptions.of(inputs)
    assert star_causer(*options.star("attacker")) == {"caused_by_name": "Griff Oberwald", "caused_by_team_id": 3}
    assert star_causer(*options.star("defender")) == {}


def test_a_mercenary_is_a_player_of_the_match_with_his_lines_profile_and_loner():
    from rules.pregame.inducements import Mercenary

    pregame = dataclasses.replace(
        stored(3, Star("griff_oberwald", 300_000)),
        mercenaries=(Mercenary("Orc Blitzer", "mighty_blow"), Mercenary("Blitzer"), Mercenary("Nobody")),
    )
    griff, first, second = stars_in_match(1, [pregame], {3: "orc"})
    assert griff.name == "Griff Oberwald"
    assert (first.name, second.name) == ("Orc Blitzer 1", "Orc Blitzer 2")  # a line the roster lacks: left out
    assert first.profile == Profile(6, 3, 3, 4, 10) and first.team_id == 3 and first.id == -2
    assert "loner (4+)" in first.skills and "mighty_blow" in first.skills and "mighty_blow" not in second.skills
    assert first.value_key == "star:3:mercenary_player_1" and is_star(first)


# The players a Prayer picked: what they gain for this match (rules.pregame.prayers.blessed), nobody else.


LINEMAN = Profile(6, 3, 3, 4, 9)


def _player(pid: int, team_id: int, profile: Profile = LINEMAN, skills: tuple[str, ...] = ()):
    from records.models import Player

    return Player(
        id=pid, guild_id=1, team_id=team_id, number=pid, name=f"P{pid}", position="x", profile=profile, skills=skills
    )


def prayed(team_id: int, faces: tuple[int, ...], *picks) -> StoredPregame:
    return dataclasses.replace(stored(team_id), prayers=faces, picks=picks)


def test_iron_man_gives_the_picked_player_av_plus_one_for_this_match_only():
    from records.pregame import prayed_for
    from rules.pregame.prayers import PrayerPick

    pregames = [prayed(3, (4, 5), PrayerPick(4, 11), PrayerPick(5, 12)), stored(4)]
    iron = prayed_for(pregames, _player(11, 3))
    assert iron.profile.av == 10 and iron.skills == ()
    dusters = prayed_for(pregames, _player(12, 3, skills=("block",)))
    assert dusters.skills == ("block", "mighty_blow") and dusters.profile.av == 9
    assert prayed_for(pregames, _player(13, 3)) == _player(13, 3)  # not picked
    assert prayed_for([], _player(11, 3)) == _player(11, 3)  # another match: no pre-game


def test_greasy_cleats_slows_the_opposition_player_it_picked():
    from records.pregame import prayed_for
    from rules.pregame.prayers import PrayerPick

    pregames = [prayed(3, (7,), PrayerPick(7, 21)), stored(4)]
    assert prayed_for(pregames, _player(21, 4)).profile.ma == 5
    # a pick of the praying team's own player for an opposition prayer is not his
    assert prayed_for(pregames, _player(21, 3)).profile.ma == 6


def test_intensive_training_gives_the_skill_chosen_and_a_pick_needs_its_prayer():
    import pytest

    from records.pregame import prayed_for
    from rules.errors import DomainError
    from rules.pregame.prayers import PrayerPick

    pregames = [prayed(3, (16,), PrayerPick(16, 11, "dodge"))]
    assert prayed_for(pregames, _player(11, 3)).skills == ("dodge",)
    with pytest.raises(DomainError):
        prayed(3, (4,), PrayerPick(5, 11))  # Knuckle Dusters was not rolled
    with pytest.raises(DomainError):
        prayed(3, (1,), PrayerPick(1, 11))  # Treacherous Trapdoor picks nobody
