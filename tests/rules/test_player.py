"""A player's sheet: a position's skill access shared by its players (one line of the Team Roster)."""

from rules.characteristics import Profile
from rules.player import PlayerSheet, position_access, with_position_access

ORC = Profile(5, 3, 3, 4, 10)
G_S, A_D = ("general", "strength"), ("agility", "devious")


def sheet(number, position, primary=(), secondary=()):
    return PlayerSheet(number, f"Joueur {number}", position, ORC, primary=primary, secondary=secondary)


def test_a_position_s_access_is_read_from_the_players_who_carry_it_whatever_its_case():
    known = position_access([sheet(1, "Trois-Quart Orque", G_S, A_D), sheet(2, "Blitzer"), sheet(3, "Lanceur")])
    assert known == {"trois-quart orque": (G_S, A_D)}  # a player without his access says nothing
    assert with_position_access(sheet(4, "TROIS-QUART ORQUE"), known) == sheet(4, "TROIS-QUART ORQUE", G_S, A_D)
    assert with_position_access(sheet(5, "Blitzer"), known) == sheet(5, "Blitzer")  # none known: unknown


def test_a_player_s_own_access_is_never_replaced():
    known = position_access([sheet(1, "Trois-Quart Orque", G_S, A_D)])
    own = sheet(4, "Trois-Quart Orque", ("general",), ("strength",))
    assert with_position_access(own, known) is own
    secondary_only = sheet(5, "Trois-Quart Orque", (), ("agility",))
    assert with_position_access(secondary_only, known) is secondary_only
