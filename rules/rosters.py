"""The 30 Team Rosters of BB2025, as data: each roster's positions, re-roll cost, Apothecary and special rules.

One definition: :data:`ROSTERS`, the book's tables (docs/bb2025-rosters.md, with the errata applied; source S1 of
docs/rules-reference.md), which ``tests/rules/test_rosters.py`` checks cell by cell against that document. A
position is one line of a roster's « Positionals » table: its book name, its keywords (role and race, as printed),
how many a team may have (the « 0-N » of Qty), its profile, its starting skills as :mod:`rules.skills` keys with
their value the way a player's sheet carries them (``"loner (4+)"``, ``"hatred (Troll)"``), its Primary and
Secondary categories (:data:`rules.skills.CATEGORIES` keys) and its cost in gp. A roster's footnote that limits
several positions together (« a single Big Guy, chosen from the following ») is a :class:`Limit`.

The names a roster is typed under (French leagues' names, plurals) are here too: :func:`find` reads them, and
:mod:`rules.team_rules` gives a new team its roster's special rules from :attr:`Roster.special_rules`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from rules.characteristics import Profile
from rules.typed import fold

#: The skill categories by the book's initials (:data:`rules.skills.CATEGORIES` keys).
A, D, G, M, P, S = "agility", "devious", "general", "mutation", "passing", "strength"


@dataclass(frozen=True, slots=True)
class Position:
    """One line of a Team Roster. ``most`` is the N of « 0-N »; ``profile.pa`` is ``None`` for « - »."""

    name: str
    keywords: tuple[str, ...]
    most: int
    profile: Profile
    skills: tuple[str, ...]
    primary: tuple[str, ...]
    secondary: tuple[str, ...]
    cost: int

    @property
    def key(self) -> str:
        """``orc_blitzer``: the book name in snake case (unique within its roster); what a player's sheet stores."""
        return fold(self.name).replace(" ", "_")

    @property
    def race_role(self) -> tuple[str, str] | None:
        """(race, role) keywords, folded, for a line named « <race> <role> » after two of its keywords, the race one
        French leagues have a word for (« Dwarf Blitzer »: ``("dwarf", "blitzer")``, said « Blitzer Nain »); else
        ``None`` (« Rat Ogre », « Chaos Dwarf Blocker »: said as the book prints them)."""
        words = fold(self.name).split()
        keywords = set(map(fold, self.keywords))
        for size in (1, 2):
            race, role = " ".join(words[:-size]), " ".join(words[-size:])
            if race in keywords and role in keywords and role in ROLES and race in FRENCH_RACES.values():
                return race, role
        return None


@dataclass(frozen=True, slots=True)
class Limit:
    """A footnote of the roster: at most ``most`` players among ``positions`` (their keys) together."""

    most: int
    positions: tuple[str, ...]


#: The role keywords in French, as rules-reference §4 gives them (seed 000), for a position typed by its role.
FRENCH_ROLES: Final[Mapping[str, str]] = {
    "trois quart": "lineman",
    "trois quarts": "lineman",
    "bloqueur": "blocker",
    "receveur": "catcher",
    "coureur": "runner",
    "lanceur": "thrower",
    "special": "special",
    "gros bras": "big guy",
}

#: Race keywords as French leagues write them (Warhammer's French names), for a position typed in French
#: (« Blitzer Orque », « Trois-Quart Gobelin »); a final « s » is read too (« Orques »).
FRENCH_RACES: Final[Mapping[str, str]] = {
    "orque": "orc",
    "gobelin": "goblin",
    "nain": "dwarf",
    "humain": "human",
    "elfe": "elf",
    "halfelin": "halfling",
    "homme lezard": "lizardman",
    "homme bete": "beastman",
    "homme arbre": "treeman",
    "squelette": "skeleton",
    "goule": "ghoul",
    "loup garou": "werewolf",
    "minotaure": "minotaur",
    "mort vivant": "undead",
}
_FRENCH_WORDS: Final[Mapping[str, str]] = {**FRENCH_ROLES, **FRENCH_RACES}
#: The role keywords a position's name may end with (« Orc Blitzer »).
ROLES: Final = frozenset({*FRENCH_ROLES.values(), "blitzer"})


def english_words(text: str) -> str:
    """``text`` folded, its French role and race words (one or two words each, « s » or not, on either word:
    « Hommes-Lézards ») in English."""
    words, out = fold(text).split(), []
    index = 0
    while index < len(words):
        for size in (2, 1):
            phrase = " ".join(words[index : index + size])
            singular = " ".join(word.removesuffix("s") for word in words[index : index + size])
            english = next(
                (_FRENCH_WORDS[x] for x in (phrase, phrase.removesuffix("s"), singular) if x in _FRENCH_WORDS), None
            )
            if len(words[index : index + size]) == size and english is not None:
                out.append(english)
                index += size
                break
        else:
            out.append(words[index])
            index += 1
    return " ".join(out)


@dataclass(frozen=True, slots=True)
class Roster:
    """A Team Roster: ``tier`` as the book prints it (``None`` where it prints « ? »), one team re-roll's price
    (gp), whether the team may hire an Apothecary, its special rules (:data:`rules.team_rules.TEAM_RULES` keys;
    « Favoured of… » is ``favoured_of`` whichever god), the other names it is typed under, its positions and its
    footnote limits."""

    name: str
    tier: int | None
    reroll_cost: int
    apothecary: bool
    special_rules: tuple[str, ...]
    names: tuple[str, ...]
    positions: tuple[Position, ...]
    limits: tuple[Limit, ...] = ()

    @property
    def key(self) -> str:
        return fold(self.name).replace(" ", "_")

    def position(self, typed: str) -> Position | None:
        """The line ``typed`` names: the book's name (case, accents and punctuation ignored), or that name without
        its first words when they are the roster's name or one of the position's keywords (« Blitzer » in an Orc
        team is the Orc Blitzer), with French role and race words read in English and the words in any order
        (« Lanceur », « Blitzer Orque »). When several lines fit, the one named after the roster wins (« Lineman »
        in an Orc team is the Orc Lineman, not the Goblin Lineman); else none. Failing all that, a role keyword
        only one line holds names it (« Gros Bras » in an Orc team is the Troll, « Blocker » the Big Un Blocker),
        then a common short name (:meth:`_short`: « Saurus », « Slayer »). A stored key (``dwarf_blitzer``) reads
        as its book name."""
        wanted = english_words(typed)
        if not wanted:
            return None
        for line in self.positions:  # the book's name, its words in any order (« Blitzer Orque »)
            if sorted(fold(line.name).split()) == sorted(wanted.split()):
                return line
        fits: list[tuple[Position, str]] = []
        for line in self.positions:
            name = fold(line.name)
            head = name.removesuffix(" " + wanted)
            if head != name and head in {fold(self.name), *map(fold, line.keywords)}:
                fits.append((line, head))
        if len(fits) > 1:
            fits = [(line, head) for line, head in fits if head == fold(self.name)]
        if fits:
            return fits[0][0] if len(fits) == 1 else None
        # a role no line is named after, held by one line only (« Gros Bras » in an Orc team is the Troll)
        holders = [line for line in self.positions if wanted in map(fold, line.keywords)]
        if holders:
            return holders[0] if len(holders) == 1 else None
        return self._short(wanted.split())

    def _short(self, wanted: list[str]) -> Position | None:
        """A common short name: the first words of one line's name only (« Saurus », « Skink » in a Lizardmen team:
        the Skink Lineman, not the Chameleon Skink), else its last words (« Slayer »: the Troll Slayer)."""
        size = len(wanted)
        names = [(line, fold(line.name).split()) for line in self.positions]
        for first in (True, False):
            found = [
                line
                for line, words in names
                if len(words) > size and (words[:size] if first else words[-size:]) == wanted
            ]
            if found:
                return found[0] if len(found) == 1 else None
        return None


#: The 30 Team Rosters, in the book's (alphabetical) order.
ROSTERS: Final[tuple[Roster, ...]] = (
    Roster(
        "Amazon",
        tier=1,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=(),
        names=("Amazones", "Amazone", "Amazons"),
        positions=(
            Position(
                "Eagle Warrior", ("Lineman", "Human"), 16, Profile(6, 3, 3, 4, 8), ("dodge",), (G,), (A, S), 50_000
            ),
            Position(
                "Python Warrior",
                ("Thrower", "Human"),
                2,
                Profile(6, 3, 3, 3, 8),
                ("dodge", "on_the_ball", "pass", "safe_pass"),
                (G, P),
                (A, S),
                80_000,
            ),
            Position(
                "Piranha Warrior",
                ("Blitzer", "Human"),
                2,
                Profile(7, 3, 3, 4, 8),
                ("dodge", "hit_and_run", "jump_up"),
                (A, G),
                (S,),
                90_000,
            ),
            Position(
                "Jaguar Warrior",
                ("Blocker", "Human"),
                2,
                Profile(6, 4, 3, 4, 9),
                ("defensive", "dodge"),
                (G, S),
                (A,),
                110_000,
            ),
        ),
    ),
    Roster(
        "Black Orc",
        tier=3,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=("bribery_and_corruption", "brawlin_brutes"),
        names=("Orques Noirs", "Orque Noir", "Black Orcs"),
        positions=(
            Position(
                "Goblin Bruiser",
                ("Lineman", "Goblin"),
                16,
                Profile(6, 2, 3, 4, 8),
                ("dodge", "right_stuff", "stunty", "thick_skull"),
                (A, D),
                (G, P, S),
                45_000,
            ),
            Position(
                "Black Orc", ("Blocker", "Orc"), 6, Profile(4, 4, 4, 5, 10), ("brawler", "grab"), (G, S), (A, D), 90_000
            ),
            Position(
                "Trained Troll",
                ("Big Guy", "Troll"),
                1,
                Profile(4, 5, 5, 5, 10),
                (
                    "always_hungry",
                    "mighty_blow",
                    "projectile_vomit",
                    "really_stupid",
                    "regeneration",
                    "throw_team_mate",
                ),
                (S,),
                (A, G, P),
                115_000,
            ),
        ),
    ),
    Roster(
        "Bretonnian",
        tier=2,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=(),
        names=("Bretonniens", "Bretonnien", "Bretonnians"),
        positions=(
            Position(
                "Bretonnian Squire",
                ("Lineman", "Human"),
                16,
                Profile(6, 3, 3, 4, 8),
                ("wrestle",),
                (G,),
                (A, S),
                50_000,
            ),
            Position(
                "Bretonnian Knight Catcher",
                ("Catcher", "Human"),
                2,
                Profile(7, 3, 3, 4, 9),
                ("catch", "dauntless", "nerves_of_steel"),
                (A, G),
                (S,),
                85_000,
            ),
            Position(
                "Bretonnian Knight Thrower",
                ("Thrower", "Human"),
                2,
                Profile(6, 3, 3, 3, 9),
                ("dauntless", "nerves_of_steel", "pass"),
                (G, P),
                (A, S),
                80_000,
            ),
            Position(
                "Grail Knight",
                ("Blitzer", "Human"),
                2,
                Profile(7, 3, 3, 4, 10),
                ("block", "dauntless", "steady_footing"),
                (G, S),
                (A,),
                95_000,
            ),
        ),
    ),
    Roster(
        "Chaos Chosen",
        tier=3,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=("favoured_of",),
        names=("Élus du Chaos",),
        positions=(
            Position(
                "Beastman Lineman",
                ("Lineman", "Beastman"),
                16,
                Profile(6, 3, 3, 3, 9),
                ("horns", "thick_skull"),
                (G, M),
                (A, D, P, S),
                55_000,
            ),
            Position(
                "Chaos Chosen",
                ("Blocker", "Human"),
                4,
                Profile(5, 4, 3, 5, 10),
                ("arm_bar",),
                (G, M, S),
                (A, D),
                100_000,
            ),
            Position(
                "Troll",
                ("Big Guy", "Troll"),
                1,
                Profile(4, 5, 5, 5, 10),
                (
                    "always_hungry",
                    "loner (4+)",
                    "mighty_blow",
                    "projectile_vomit",
                    "really_stupid",
                    "regeneration",
                    "throw_team_mate",
                ),
                (M, S),
                (A, G, P),
                115_000,
            ),
            Position(
                "Ogre",
                ("Big Guy", "Ogre"),
                1,
                Profile(5, 5, 4, 5, 10),
                ("bone_head", "loner (4+)", "mighty_blow", "thick_skull", "throw_team_mate"),
                (M, S),
                (A, G),
                140_000,
            ),
            Position(
                "Minotaur",
                ("Big Guy", "Minotaur"),
                1,
                Profile(5, 5, 4, 6, 9),
                ("frenzy", "horns", "loner (4+)", "mighty_blow", "thick_skull", "unchannelled_fury"),
                (M, S),
                (A, G),
                150_000,
            ),
        ),
        limits=(Limit(1, ("troll", "ogre", "minotaur")),),
    ),
    Roster(
        "Chaos Dwarf",
        tier=1,
        reroll_cost=70_000,
        apothecary=True,
        special_rules=("favoured_of",),
        names=("Nains du Chaos", "Chaos Dwarfs"),
        positions=(
            Position(
                "Hobgoblin Lineman", ("Lineman", "Goblin"), 16, Profile(6, 3, 3, 4, 8), (), (D,), (A, G, S), 40_000
            ),
            Position(
                "Sneaky Stabba",
                ("Special", "Goblin"),
                2,
                Profile(6, 3, 3, 5, 8),
                ("shadowing", "stab"),
                (D, G),
                (A, S),
                60_000,
            ),
            Position(
                "Chaos Dwarf Blocker",
                ("Blocker", "Dwarf"),
                4,
                Profile(4, 3, 4, 6, 10),
                ("block", "iron_hard_skin", "thick_skull"),
                (G, S),
                (A, D, M),
                70_000,
            ),
            Position(
                "Flamesmith",
                ("Special", "Dwarf"),
                2,
                Profile(5, 3, 4, 6, 10),
                ("brawler", "breathe_fire", "disturbing_presence", "thick_skull"),
                (G, S),
                (A, D, M),
                80_000,
            ),
            Position(
                "Bull Centaur",
                ("Blitzer", "Dwarf"),
                2,
                Profile(6, 4, 4, 6, 10),
                ("sprint", "sure_feet", "thick_skull", "unsteady"),
                (G, S),
                (A, D, M),
                130_000,
            ),
            Position(
                "Minotaur",
                ("Big Guy", "Minotaur"),
                1,
                Profile(5, 5, 4, 6, 9),
                ("frenzy", "horns", "loner (4+)", "mighty_blow", "thick_skull", "unchannelled_fury"),
                (M, S),
                (A, G),
                150_000,
            ),
        ),
    ),
    Roster(
        "Chaos Renegades",
        tier=3,
        reroll_cost=70_000,
        apothecary=True,
        special_rules=("favoured_of",),
        names=("Renégats du Chaos", "Chaos Renegade"),
        positions=(
            Position(
                "Renegade Human",
                ("Lineman", "Human"),
                16,
                Profile(6, 3, 3, 4, 9),
                ("animosity (All)",),
                (D, G, M),
                (A, S),
                50_000,
            ),
            Position(
                "Renegade Goblin",
                ("Goblin", "Lineman"),
                1,
                Profile(6, 2, 3, 4, 8),
                ("animosity (All)", "dodge", "right_stuff", "stunty"),
                (A, D, M),
                (G, P),
                40_000,
            ),
            Position(
                "Renegade Orc",
                ("Lineman", "Orc"),
                1,
                Profile(5, 3, 3, 4, 10),
                ("animosity (All)",),
                (D, G, M),
                (A, S),
                50_000,
            ),
            Position(
                "Renegade Skaven",
                ("Lineman", "Skaven"),
                1,
                Profile(7, 3, 3, 4, 8),
                ("animosity (All)",),
                (D, G, M),
                (A, S),
                50_000,
            ),
            Position(
                "Renegade Dark Elf",
                ("Elf", "Lineman"),
                1,
                Profile(6, 3, 2, 3, 9),
                ("animosity (All)",),
                (A, D, G, M),
                (S,),
                65_000,
            ),
            Position(
                "Renegade Human Thrower",
                ("Human", "Thrower"),
                1,
                Profile(6, 3, 3, 3, 9),
                ("animosity (All)", "pass", "sure_hands"),
                (D, G, M, P),
                (A, S),
                75_000,
            ),
            Position(
                "Troll",
                ("Big Guy", "Troll"),
                1,
                Profile(4, 5, 5, 5, 10),
                (
                    "always_hungry",
                    "loner (4+)",
                    "mighty_blow",
                    "projectile_vomit",
                    "really_stupid",
                    "regeneration",
                    "throw_team_mate",
                ),
                (S,),
                (A, G, M, P),
                115_000,
            ),
            Position(
                "Ogre",
                ("Big Guy", "Ogre"),
                1,
                Profile(5, 5, 4, 5, 10),
                ("bone_head", "loner (3+)", "mighty_blow", "thick_skull", "throw_team_mate"),
                (S,),
                (A, G, M),
                140_000,
            ),
            Position(
                "Minotaur",
                ("Big Guy", "Minotaur"),
                1,
                Profile(5, 5, 4, 6, 9),
                ("frenzy", "horns", "loner (4+)", "mighty_blow", "thick_skull", "unchannelled_fury"),
                (S,),
                (A, G, M),
                150_000,
            ),
            Position(
                "Rat Ogre",
                ("Big Guy", "Skaven"),
                1,
                Profile(6, 5, 4, 6, 9),
                ("animal_savagery", "frenzy", "loner (4+)", "mighty_blow", "prehensile_tail"),
                (S,),
                (A, G, M),
                150_000,
            ),
        ),
        limits=(Limit(3, ("troll", "ogre", "minotaur", "rat_ogre")),),
    ),
    Roster(
        "Dark Elf",
        tier=1,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=(),
        names=("Elfes Noirs", "Elfe Noir", "Dark Elves"),
        positions=(
            Position("Dark Elf Lineman", ("Lineman", "Elf"), 16, Profile(6, 3, 2, 3, 9), (), (A, G), (D, S), 65_000),
            Position(
                "Dark Elf Runner",
                ("Runner", "Elf"),
                2,
                Profile(7, 3, 2, 3, 8),
                ("dump_off", "punt"),
                (A, G, P),
                (D, S),
                80_000,
            ),
            Position(
                "Dark Elf Assassin",
                ("Special", "Elf"),
                2,
                Profile(7, 3, 2, 4, 8),
                ("hit_and_run", "shadowing", "stab"),
                (A, D),
                (G, S),
                90_000,
            ),
            Position(
                "Dark Elf Blitzer",
                ("Blitzer", "Elf"),
                2,
                Profile(7, 3, 2, 3, 9),
                ("block",),
                (A, G),
                (D, P, S),
                105_000,
            ),
            Position(
                "Witch Elf",
                ("Special", "Elf"),
                2,
                Profile(7, 3, 2, 4, 8),
                ("dodge", "frenzy", "jump_up"),
                (A, G),
                (D, S),
                110_000,
            ),
        ),
    ),
    Roster(
        "Dwarf",
        tier=2,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=("brawlin_brutes", "bribery_and_corruption"),
        names=("Nains", "Nain", "Dwarfs", "Dwarves"),
        positions=(
            Position(
                "Dwarf Lineman",
                ("Lineman", "Dwarf"),
                16,
                Profile(4, 3, 4, 5, 10),
                ("block", "defensive", "thick_skull"),
                (D, G),
                (S,),
                70_000,
            ),
            Position(
                "Dwarf Runner",
                ("Runner", "Dwarf"),
                2,
                Profile(6, 3, 3, 4, 9),
                ("sprint", "sure_hands", "thick_skull"),
                (G, P),
                (A, S),
                80_000,
            ),
            Position(
                "Dwarf Blitzer",
                ("Blitzer", "Dwarf"),
                2,
                Profile(5, 3, 4, 4, 10),
                ("block", "diving_tackle", "tackle", "thick_skull"),
                (G, S),
                (P,),
                100_000,
            ),
            Position(
                "Troll Slayer",
                ("Special", "Dwarf"),
                2,
                Profile(5, 3, 4, 5, 9),
                ("block", "dauntless", "frenzy", "hatred (Troll)", "thick_skull"),
                (G, S),
                (D,),
                95_000,
            ),
            Position(
                "Deathroller",
                ("Big Guy", "Dwarf", "Special"),
                1,
                Profile(5, 7, 5, None, 11),
                (
                    "break_tackle",
                    "dirty_player",
                    "juggernaut",
                    "loner (4+)",
                    "mighty_blow",
                    "no_ball",
                    "secret_weapon",
                    "stand_firm",
                ),
                (D, S),
                (G,),
                170_000,
            ),
        ),
    ),
    Roster(
        "Elven Union",
        tier=2,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=(),
        names=("Union Elfique",),
        positions=(
            Position(
                "Elf Lineman", ("Lineman", "Elf"), 16, Profile(6, 3, 2, 3, 8), ("fumblerooski",), (A, G), (S,), 65_000
            ),
            Position(
                "Elf Thrower",
                ("Thrower", "Elf"),
                2,
                Profile(6, 3, 2, 2, 8),
                ("hail_mary_pass", "pass"),
                (A, G, P),
                (S,),
                75_000,
            ),
            Position(
                "Elf Catcher",
                ("Catcher", "Elf"),
                2,
                Profile(8, 3, 2, 4, 8),
                ("catch", "diving_catch", "nerves_of_steel"),
                (A, G),
                (S,),
                100_000,
            ),
            Position(
                "Elf Blitzer",
                ("Blitzer", "Elf"),
                2,
                Profile(7, 3, 2, 3, 9),
                ("block", "sidestep"),
                (A, G),
                (P, S),
                115_000,
            ),
        ),
    ),
    Roster(
        "Gnome",
        tier=4,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=(),
        names=("Gnomes",),
        positions=(
            Position(
                "Gnome Lineman",
                ("Lineman", "Gnome"),
                16,
                Profile(5, 2, 3, 4, 7),
                ("jump_up", "right_stuff", "stunty", "wrestle"),
                (A,),
                (D, G, S),
                40_000,
            ),
            Position(
                "Woodland Fox",
                ("Runner", "Animal"),
                2,
                Profile(7, 2, 2, None, 6),
                ("dodge", "my_ball", "sidestep", "stunty"),
                (),
                (A,),
                50_000,
            ),
            Position(
                "Gnome Illusionist",
                ("Special", "Gnome"),
                2,
                Profile(5, 2, 3, 3, 7),
                ("jump_up", "stunty", "trickster", "wrestle"),
                (A, P),
                (D, G),
                50_000,
            ),
            Position(
                "Gnome Beastmaster",
                ("Blocker", "Gnome"),
                2,
                Profile(5, 2, 3, 4, 8),
                ("guard", "jump_up", "stunty", "wrestle"),
                (A,),
                (D, G, S),
                55_000,
            ),
            Position(
                "Altern Forest Treeman",
                ("Big Guy", "Treeman"),
                2,
                Profile(2, 6, 5, 5, 11),
                ("mighty_blow", "stand_firm", "strong_arm", "take_root", "thick_skull", "throw_team_mate", "timmm_ber"),
                (S,),
                (A, G, P),
                120_000,
            ),
        ),
    ),
    Roster(
        "Goblin",
        tier=4,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=("bribery_and_corruption",),
        names=("Gobelins", "Gobelin", "Goblins"),
        positions=(
            Position(
                "Goblin Lineman",
                ("Goblin", "Lineman"),
                16,
                Profile(6, 2, 3, 4, 8),
                ("dodge", "right_stuff", "stunty"),
                (A, D),
                (G, P, S),
                40_000,
            ),
            Position(
                "Looney",
                ("Goblin", "Special"),
                1,
                Profile(6, 2, 3, None, 8),
                ("chainsaw", "no_ball", "secret_weapon", "stunty"),
                (D,),
                (A, G, S),
                40_000,
            ),
            Position(
                "Bomma",
                ("Goblin", "Special"),
                1,
                Profile(6, 2, 3, 4, 8),
                ("bombardier", "dodge", "secret_weapon", "stunty"),
                (D, P),
                (A, G, S),
                45_000,
            ),
            Position(
                "'Ooligan",
                ("Goblin", "Special"),
                1,
                Profile(6, 2, 3, 5, 8),
                ("dirty_player (+1)", "disturbing_presence", "dodge", "right_stuff", "stunty", "taunt"),
                (A, D),
                (G, S),
                60_000,
            ),
            Position(
                "Doom Diver",
                ("Goblin", "Special"),
                1,
                Profile(6, 2, 3, 6, 8),
                ("dodge", "right_stuff", "stunty", "swoop"),
                (A,),
                (D, G, S),
                65_000,
            ),
            Position(
                "Fanatic",
                ("Goblin", "Special"),
                1,
                Profile(3, 7, 3, None, 8),
                ("ball_and_chain", "no_ball", "secret_weapon", "stunty"),
                (D, S),
                (A, G),
                70_000,
            ),
            Position(
                "Pogoer",
                ("Goblin", "Special"),
                1,
                Profile(7, 2, 3, 4, 8),
                ("dodge", "pogo", "stunty"),
                (A,),
                (D, G, S),
                75_000,
            ),
            Position(
                "Trained Troll",
                ("Big Guy", "Troll"),
                2,
                Profile(4, 5, 5, 5, 10),
                (
                    "always_hungry",
                    "mighty_blow",
                    "projectile_vomit",
                    "really_stupid",
                    "regeneration",
                    "throw_team_mate",
                ),
                (S,),
                (A, G, P),
                115_000,
            ),
        ),
    ),
    Roster(
        "Halfling",
        tier=4,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=(),
        names=("Halflings",),
        positions=(
            Position(
                "Halfling Hopeful",
                ("Lineman", "Halfling"),
                16,
                Profile(5, 2, 3, 4, 7),
                ("dodge", "right_stuff", "stunty"),
                (A,),
                (D, G, S),
                30_000,
            ),
            Position(
                "Halfling Hefty",
                ("Blocker", "Halfling"),
                2,
                Profile(5, 2, 3, 3, 8),
                ("dodge", "fend", "stunty"),
                (A, P),
                (D, G, S),
                50_000,
            ),
            Position(
                "Halfling Catcher",
                ("Catcher", "Halfling"),
                2,
                Profile(5, 2, 3, 4, 7),
                ("catch", "dodge", "right_stuff", "sprint", "stunty"),
                (A,),
                (D, G, S),
                55_000,
            ),
            Position(
                "Athel Forest Treeman",
                ("Big Guy", "Treeman"),
                2,
                Profile(2, 6, 5, 5, 11),
                ("mighty_blow", "stand_firm", "strong_arm", "take_root", "thick_skull", "throw_team_mate", "timmm_ber"),
                (S,),
                (A, D, G, P),
                120_000,
            ),
        ),
    ),
    Roster(
        "High Elf",
        tier=None,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=(),
        names=("Hauts Elfes", "Haut Elfe", "High Elves"),
        positions=(
            Position("High Elf Lineman", ("Lineman", "Elf"), 16, Profile(6, 3, 2, 3, 9), (), (A, G), (S,), 65_000),
            Position(
                "Phoenix Warrior",
                ("Thrower", "Elf"),
                2,
                Profile(6, 3, 2, 2, 9),
                ("cloud_burster", "pass", "safe_pass"),
                (A, G, P),
                (S,),
                90_000,
            ),
            Position(
                "Dragon Prince",
                ("Blitzer", "Elf", "Runner"),
                2,
                Profile(8, 3, 2, 4, 9),
                ("block", "my_ball", "steady_footing"),
                (A, G),
                (S,),
                110_000,
            ),
            Position(
                "White Lion",
                ("Blitzer", "Elf"),
                2,
                Profile(7, 3, 2, 3, 9),
                ("claws", "wrestle"),
                (A, G),
                (P, S),
                110_000,
            ),
        ),
    ),
    Roster(
        "Human",
        tier=2,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=("team_captain",),
        names=("Humains", "Humain", "Humans"),
        positions=(
            Position("Human Lineman", ("Lineman", "Human"), 16, Profile(6, 3, 3, 4, 9), (), (G,), (A, D, S), 50_000),
            Position(
                "Halfling Hopeful",
                ("Lineman", "Halfling"),
                3,
                Profile(5, 2, 3, 4, 7),
                ("dodge", "right_stuff", "stunty"),
                (A,),
                (D, G, S),
                30_000,
            ),
            Position(
                "Human Catcher",
                ("Catcher", "Human"),
                2,
                Profile(8, 3, 3, 4, 8),
                ("catch", "dodge"),
                (A, G),
                (D, P, S),
                75_000,
            ),
            Position(
                "Human Thrower",
                ("Thrower", "Human"),
                2,
                Profile(6, 3, 3, 3, 9),
                ("pass", "sure_hands"),
                (G, P),
                (A, D, S),
                75_000,
            ),
            Position(
                "Human Blitzer",
                ("Blitzer", "Human"),
                2,
                Profile(7, 3, 3, 4, 9),
                ("block", "tackle"),
                (G, S),
                (A, D),
                85_000,
            ),
            Position(
                "Ogre",
                ("Big Guy", "Ogre"),
                1,
                Profile(5, 5, 4, 5, 10),
                ("bone_head", "loner (3+)", "mighty_blow", "thick_skull", "throw_team_mate"),
                (S,),
                (A, G),
                140_000,
            ),
        ),
    ),
    Roster(
        "Imperial Nobility",
        tier=2,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=(),
        names=("Noblesse Impériale",),
        positions=(
            Position(
                "Imperial Retainer", ("Lineman", "Human"), 16, Profile(6, 3, 3, 4, 8), ("fend",), (G,), (A, S), 45_000
            ),
            Position(
                "Imperial Thrower",
                ("Thrower", "Human"),
                2,
                Profile(6, 3, 3, 2, 9),
                ("give_and_go", "pass", "pro"),
                (G, P),
                (A, S),
                75_000,
            ),
            Position(
                "Bodyguard",
                ("Blocker", "Human"),
                4,
                Profile(5, 3, 3, 4, 9),
                ("stand_firm", "wrestle"),
                (G, S),
                (A,),
                85_000,
            ),
            Position(
                "Noble Blitzer",
                ("Blitzer", "Human"),
                2,
                Profile(7, 3, 3, 4, 9),
                ("block", "catch", "pro"),
                (A, G),
                (P, S),
                90_000,
            ),
            Position(
                "Ogre",
                ("Big Guy", "Ogre"),
                1,
                Profile(5, 5, 4, 5, 10),
                ("bone_head", "loner (3+)", "mighty_blow", "thick_skull", "throw_team_mate"),
                (S,),
                (A, G),
                140_000,
            ),
        ),
    ),
    Roster(
        "Khorne",
        tier=3,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=("favoured_of", "brawlin_brutes"),
        names=(),
        positions=(
            Position(
                "Bloodborn Marauder",
                ("Lineman", "Human"),
                16,
                Profile(6, 3, 3, 4, 8),
                ("frenzy",),
                (G, M),
                (A, D, S),
                50_000,
            ),
            Position(
                "Khorngor",
                ("Runner", "Beastman"),
                2,
                Profile(6, 3, 3, 4, 9),
                ("horns", "juggernaut", "jump_up", "thick_skull"),
                (G, M, S),
                (A, D, P),
                70_000,
            ),
            Position(
                "Bloodseeker", ("Blocker", "Human"), 4, Profile(5, 4, 4, 6, 10), ("frenzy",), (G, M, S), (A, D), 105_000
            ),
            Position(
                "Bloodspawn",
                ("Big Guy", "Spawn"),
                1,
                Profile(5, 5, 4, 6, 9),
                ("claws", "frenzy", "loner (4+)", "mighty_blow", "unchannelled_fury"),
                (M, S),
                (A, G),
                160_000,
            ),
        ),
    ),
    Roster(
        "Lizardmen",
        tier=1,
        reroll_cost=70_000,
        apothecary=True,
        special_rules=(),
        names=("Hommes-Lézards", "Homme-Lézard"),
        positions=(
            Position(
                "Skink Lineman",
                ("Lineman", "Lizardman"),
                16,
                Profile(8, 2, 3, 4, 8),
                ("dodge", "stunty"),
                (A,),
                (D, G, P, S),
                60_000,
            ),
            Position(
                "Chameleon Skink",
                ("Thrower", "Lizardman"),
                2,
                Profile(7, 2, 3, 3, 8),
                ("dodge", "on_the_ball", "shadowing", "stunty"),
                (A, P),
                (D, G, S),
                70_000,
            ),
            Position(
                "Saurus Blocker",
                ("Blocker", "Lizardman"),
                6,
                Profile(6, 4, 5, 6, 10),
                ("juggernaut", "unsteady"),
                (G, S),
                (A,),
                90_000,
            ),
            Position(
                "Kroxigor",
                ("Big Guy", "Lizardman"),
                1,
                Profile(6, 5, 5, 6, 10),
                ("bone_head", "loner (4+)", "mighty_blow", "prehensile_tail", "thick_skull"),
                (S,),
                (A, G),
                140_000,
            ),
        ),
    ),
    Roster(
        "Necromantic Horror",
        tier=2,
        reroll_cost=70_000,
        apothecary=False,
        special_rules=("masters_of_undeath",),
        names=("Horreurs Nécromantiques", "Nécromantiques"),
        positions=(
            Position(
                "Zombie Lineman",
                ("Human", "Lineman", "Undead", "Zombie"),
                16,
                Profile(4, 3, 4, 6, 9),
                ("eye_gouge", "regeneration", "unsteady"),
                (D, G),
                (A, S),
                40_000,
            ),
            Position(
                "Ghoul Runner",
                ("Ghoul", "Runner", "Undead"),
                2,
                Profile(7, 3, 3, 3, 8),
                ("dodge", "regeneration"),
                (A, G),
                (D, P, S),
                75_000,
            ),
            Position(
                "Wraith",
                ("Blocker", "Undead", "Wraith"),
                2,
                Profile(6, 3, 3, None, 9),
                ("block", "foul_appearance", "no_ball", "regeneration", "sidestep"),
                (G, S),
                (A, D),
                85_000,
            ),
            Position(
                "Flesh Golem",
                ("Blocker", "Construct", "Undead"),
                2,
                Profile(4, 4, 4, 6, 10),
                ("regeneration", "stand_firm", "thick_skull", "unsteady"),
                (G, S),
                (A, D),
                110_000,
            ),
            Position(
                "Werewolf",
                ("Blitzer", "Undead", "Werewolf"),
                2,
                Profile(8, 3, 3, 3, 9),
                ("claws", "frenzy", "regeneration"),
                (A, G),
                (D, P, S),
                120_000,
            ),
        ),
    ),
    Roster(
        "Norse",
        tier=1,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=("favoured_of",),
        names=("Nordiques", "Norses"),
        positions=(
            Position(
                "Norse Raider",
                ("Lineman", "Human"),
                16,
                Profile(6, 3, 3, 4, 8),
                ("block", "drunkard", "thick_skull", "unsteady"),
                (G,),
                (A, P, S),
                50_000,
            ),
            Position(
                "Beer Boar",
                ("Special", "Animal"),
                2,
                Profile(5, 1, 3, None, 6),
                ("dodge", "no_ball", "pick_me_up", "stunty", "titchy"),
                (),
                (A,),
                20_000,
            ),
            Position(
                "Norse Berserker",
                ("Blitzer", "Human"),
                2,
                Profile(6, 3, 3, 5, 8),
                ("block", "frenzy", "jump_up"),
                (G, S),
                (A, P),
                90_000,
            ),
            Position(
                "Valkyrie",
                ("Catcher", "Human", "Thrower"),
                2,
                Profile(7, 3, 3, 3, 8),
                ("catch", "dauntless", "pass", "strip_ball"),
                (A, G, P),
                (S,),
                95_000,
            ),
            Position(
                "Ulfwerener",
                ("Blocker", "Human"),
                2,
                Profile(6, 4, 4, 6, 9),
                ("frenzy", "unsteady"),
                (G, S),
                (A,),
                105_000,
            ),
            Position(
                "Yhetee",
                ("Big Guy", "Yhetee"),
                1,
                Profile(5, 5, 4, 6, 9),
                ("claws", "disturbing_presence", "frenzy", "loner (4+)", "unchannelled_fury"),
                (S,),
                (A, G),
                140_000,
            ),
        ),
    ),
    Roster(
        "Nurgle",
        tier=3,
        reroll_cost=60_000,
        apothecary=False,
        special_rules=("favoured_of", "brawlin_brutes"),
        names=(),
        positions=(
            Position(
                "Rotter",
                ("Lineman", "Human"),
                16,
                Profile(5, 3, 4, 6, 9),
                ("decay", "plague_ridden"),
                (D, G, M),
                (A, S),
                40_000,
            ),
            Position(
                "Pestigor",
                ("Runner", "Beastman"),
                2,
                Profile(6, 3, 3, 4, 9),
                ("horns", "plague_ridden", "regeneration", "steady_footing", "thick_skull"),
                (G, M, S),
                (A, D, P),
                70_000,
            ),
            Position(
                "Bloater",
                ("Blocker", "Human"),
                4,
                Profile(4, 4, 4, 6, 10),
                ("disturbing_presence", "foul_appearance", "plague_ridden", "regeneration", "stand_firm", "unsteady"),
                (G, M, S),
                (A, D),
                110_000,
            ),
            Position(
                "Rotspawn",
                ("Big Guy", "Spawn"),
                1,
                Profile(4, 5, 5, 6, 10),
                (
                    "disturbing_presence",
                    "foul_appearance",
                    "loner (4+)",
                    "mighty_blow",
                    "pick_me_up",
                    "plague_ridden",
                    "really_stupid",
                    "regeneration",
                    "tentacles",
                ),
                (S,),
                (D, G, M),
                140_000,
            ),
        ),
    ),
    Roster(
        "Ogre",
        tier=4,
        reroll_cost=70_000,
        apothecary=True,
        special_rules=("brawlin_brutes", "low_cost_linemen"),
        names=("Ogres",),
        positions=(
            Position(
                "Gnoblar Lineman",
                ("Gnoblar", "Lineman"),
                16,
                Profile(5, 1, 3, 4, 6),
                ("dodge", "right_stuff", "sidestep", "stunty", "titchy"),
                (A, D),
                (G,),
                15_000,
            ),
            Position(
                "Ogre Blocker",
                ("Big Guy", "Blocker", "Ogre"),
                5,
                Profile(5, 5, 4, 5, 10),
                ("bone_head", "mighty_blow", "thick_skull", "throw_team_mate"),
                (S,),
                (A, D, G, P),
                140_000,
            ),
            Position(
                "Ogre Runt Punter",
                ("Big Guy", "Ogre", "Thrower"),
                1,
                Profile(5, 5, 4, 4, 10),
                ("bone_head", "kick_team_mate", "mighty_blow", "thick_skull"),
                (P, S),
                (A, D, G),
                145_000,
            ),
        ),
    ),
    Roster(
        "Old World Alliance",
        tier=1,
        reroll_cost=70_000,
        apothecary=True,
        special_rules=(),
        names=("Alliance du Vieux Monde",),
        positions=(
            Position("Human Lineman", ("Lineman", "Human"), 16, Profile(6, 3, 3, 4, 9), (), (G,), (A, S), 50_000),
            Position(
                "Halfling Hopeful",
                ("Lineman", "Halfling"),
                3,
                Profile(5, 2, 3, 4, 7),
                ("dodge", "right_stuff", "stunty"),
                (A,),
                (G, S),
                30_000,
            ),
            Position(
                "Human Catcher",
                ("Catcher", "Human"),
                1,
                Profile(8, 3, 3, 4, 8),
                ("catch", "dodge"),
                (A, G),
                (P, S),
                75_000,
            ),
            Position(
                "Dwarf Lineman",
                ("Lineman", "Dwarf"),
                3,
                Profile(4, 3, 4, 5, 10),
                ("block", "defensive", "thick_skull"),
                (D, G),
                (S,),
                70_000,
            ),
            Position(
                "Human Thrower",
                ("Thrower", "Human"),
                1,
                Profile(6, 3, 3, 3, 9),
                ("pass", "sure_hands"),
                (G, P),
                (A, S),
                75_000,
            ),
            Position(
                "Dwarf Runner",
                ("Runner", "Dwarf"),
                1,
                Profile(6, 3, 3, 4, 9),
                ("sprint", "sure_hands", "thick_skull"),
                (G, P),
                (A, S),
                80_000,
            ),
            Position(
                "Human Blitzer",
                ("Blitzer", "Human"),
                1,
                Profile(7, 3, 3, 4, 9),
                ("block", "tackle"),
                (G, S),
                (A,),
                85_000,
            ),
            Position(
                "Dwarf Blitzer",
                ("Blitzer", "Dwarf"),
                1,
                Profile(5, 3, 4, 4, 10),
                ("block", "diving_tackle", "tackle", "thick_skull"),
                (G, S),
                (P,),
                100_000,
            ),
            Position(
                "Troll Slayer",
                ("Special", "Dwarf"),
                1,
                Profile(5, 3, 4, 5, 9),
                ("block", "dauntless", "frenzy", "hatred (Troll)", "thick_skull"),
                (G, S),
                (A,),
                95_000,
            ),
            Position(
                "Ogre",
                ("Big Guy", "Ogre"),
                1,
                Profile(5, 5, 4, 5, 10),
                ("bone_head", "loner (3+)", "mighty_blow", "thick_skull", "throw_team_mate"),
                (S,),
                (A, G),
                140_000,
            ),
            Position(
                "Altern Forest Treeman",
                ("Big Guy", "Treeman"),
                1,
                Profile(2, 6, 5, 5, 11),
                (
                    "loner (4+)",
                    "mighty_blow",
                    "stand_firm",
                    "strong_arm",
                    "take_root",
                    "thick_skull",
                    "throw_team_mate",
                    "timmm_ber",
                ),
                (S,),
                (A, G, P),
                120_000,
            ),
        ),
        limits=(Limit(1, ("ogre", "altern_forest_treeman")),),
    ),
    Roster(
        "Orc",
        tier=2,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=("brawlin_brutes", "team_captain"),
        names=("Orques", "Orque", "Orcs"),
        positions=(
            Position("Orc Lineman", ("Lineman", "Orc"), 16, Profile(5, 3, 3, 4, 10), (), (G, S), (A, D), 50_000),
            Position(
                "Goblin Lineman",
                ("Lineman", "Goblin"),
                4,
                Profile(6, 2, 3, 4, 8),
                ("dodge", "right_stuff", "stunty"),
                (A, D),
                (G, P, S),
                40_000,
            ),
            Position(
                "Orc Thrower",
                ("Thrower", "Orc"),
                2,
                Profile(6, 3, 3, 3, 9),
                ("pass", "sure_hands"),
                (G, P),
                (A, D, S),
                75_000,
            ),
            Position(
                "Orc Blitzer",
                ("Blitzer", "Orc"),
                2,
                Profile(6, 3, 3, 4, 10),
                ("block", "break_tackle"),
                (G, S),
                (A, D),
                85_000,
            ),
            Position(
                "Big Un Blocker",
                ("Blocker", "Orc"),
                2,
                Profile(5, 4, 4, 6, 10),
                ("mighty_blow", "taunt", "thick_skull", "unsteady"),
                (G, S),
                (A, D),
                95_000,
            ),
            Position(
                "Troll",
                ("Big Guy", "Troll"),
                1,
                Profile(4, 5, 5, 5, 10),
                (
                    "always_hungry",
                    "loner (4+)",
                    "mighty_blow",
                    "projectile_vomit",
                    "really_stupid",
                    "regeneration",
                    "throw_team_mate",
                ),
                (S,),
                (A, G, P),
                115_000,
            ),
        ),
    ),
    Roster(
        "Shambling Undead",
        tier=2,
        reroll_cost=70_000,
        apothecary=False,
        special_rules=("masters_of_undeath",),
        names=("Morts-Vivants", "Mort-Vivant"),
        positions=(
            Position(
                "Skeleton Lineman",
                ("Human", "Lineman", "Skeleton", "Undead"),
                16,
                Profile(5, 3, 4, 6, 8),
                ("regeneration", "thick_skull"),
                (G,),
                (A, D, S),
                40_000,
            ),
            Position(
                "Zombie Lineman",
                ("Human", "Lineman", "Undead", "Zombie"),
                16,
                Profile(4, 3, 4, 6, 9),
                ("eye_gouge", "regeneration", "unsteady"),
                (D, G),
                (A, S),
                40_000,
            ),
            Position(
                "Ghoul Runner",
                ("Ghoul", "Runner", "Undead"),
                2,
                Profile(7, 3, 3, 3, 8),
                ("dodge", "regeneration"),
                (A, G),
                (D, P, S),
                75_000,
            ),
            Position(
                "Wight Blitzer",
                ("Blitzer", "Human", "Skeleton", "Undead"),
                2,
                Profile(6, 3, 3, 5, 9),
                ("block", "regeneration", "tackle", "thick_skull"),
                (G, S),
                (A, D),
                95_000,
            ),
            Position(
                "Mummy",
                ("Big Guy", "Blocker", "Human", "Undead"),
                2,
                Profile(3, 5, 5, 6, 10),
                ("mighty_blow", "regeneration"),
                (S,),
                (A, G),
                125_000,
            ),
        ),
    ),
    Roster(
        "Skaven",
        tier=2,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=(),
        names=("Skavens",),
        positions=(
            Position(
                "Skaven Clanrat", ("Lineman", "Skaven"), 16, Profile(7, 3, 3, 4, 8), (), (D, G), (A, M, S), 50_000
            ),
            Position(
                "Skaven Thrower",
                ("Thrower", "Skaven"),
                2,
                Profile(7, 3, 3, 2, 8),
                ("pass", "sure_hands"),
                (G, P),
                (A, D, M, S),
                80_000,
            ),
            Position(
                "Gutter Runner",
                ("Runner", "Skaven"),
                2,
                Profile(9, 2, 2, 4, 8),
                ("dodge", "stab"),
                (A, D, G),
                (M, S),
                85_000,
            ),
            Position(
                "Skaven Blitzer",
                ("Blitzer", "Skaven"),
                2,
                Profile(8, 3, 3, 4, 9),
                ("block", "strip_ball"),
                (G, S),
                (A, D, M),
                90_000,
            ),
            Position(
                "Rat Ogre",
                ("Big Guy", "Skaven"),
                1,
                Profile(6, 5, 4, 6, 9),
                ("animal_savagery", "frenzy", "loner (4+)", "mighty_blow", "prehensile_tail"),
                (S,),
                (A, G, M),
                150_000,
            ),
        ),
    ),
    Roster(
        "Snotling",
        tier=4,
        reroll_cost=70_000,
        apothecary=True,
        special_rules=("bribery_and_corruption", "low_cost_linemen", "swarming"),
        names=("Snotlings",),
        positions=(
            Position(
                "Snotling Lineman",
                ("Lineman", "Snotling"),
                16,
                Profile(5, 1, 3, 4, 6),
                ("dodge", "insignificant", "right_stuff", "sidestep", "stunty", "titchy"),
                (A, D),
                (G,),
                15_000,
            ),
            Position(
                "Fun-hoppa",
                ("Snotling", "Special"),
                2,
                Profile(6, 1, 3, 4, 6),
                ("dodge", "pogo", "right_stuff", "sidestep", "stunty"),
                (A, D),
                (G,),
                20_000,
            ),
            Position(
                "Stilty Runna",
                ("Runner", "Snotling"),
                2,
                Profile(6, 1, 3, 4, 6),
                ("dodge", "right_stuff", "sidestep", "sprint", "stunty"),
                (A, D),
                (G,),
                20_000,
            ),
            Position(
                "Fungus Flinga",
                ("Snotling", "Special"),
                2,
                Profile(5, 1, 3, 4, 6),
                ("bombardier", "dodge", "right_stuff", "secret_weapon", "sidestep", "stunty", "titchy"),
                (A, D, P),
                (G,),
                30_000,
            ),
            Position(
                "Pump Wagon",
                ("Big Guy", "Snotling", "Special"),
                2,
                Profile(5, 5, 5, 6, 9),
                ("dirty_player", "juggernaut", "mighty_blow", "really_stupid", "stand_firm"),
                (D, S),
                (A, G),
                100_000,
            ),
            Position(
                "Trained Troll",
                ("Big Guy", "Troll"),
                2,
                Profile(4, 5, 5, 5, 10),
                (
                    "always_hungry",
                    "mighty_blow",
                    "projectile_vomit",
                    "really_stupid",
                    "regeneration",
                    "throw_team_mate",
                ),
                (S,),
                (A, G, P),
                115_000,
            ),
        ),
    ),
    Roster(
        "Tomb Kings",
        tier=2,
        reroll_cost=60_000,
        apothecary=False,
        special_rules=("masters_of_undeath",),
        names=("Rois des Tombes",),
        positions=(
            Position(
                "Skeleton Lineman",
                ("Human", "Lineman", "Skeleton", "Undead"),
                16,
                Profile(5, 3, 4, 6, 8),
                ("regeneration", "thick_skull"),
                (G,),
                (A, D, S),
                40_000,
            ),
            Position(
                "Tomb Kings Thrower",
                ("Human", "Skeleton", "Thrower", "Undead"),
                2,
                Profile(6, 3, 4, 3, 9),
                ("pass", "regeneration", "sure_hands", "thick_skull"),
                (G, P),
                (A, D, S),
                65_000,
            ),
            Position(
                "Tomb Kings Blitzer",
                ("Blitzer", "Human", "Skeleton", "Undead"),
                2,
                Profile(6, 3, 4, 5, 9),
                ("block", "regeneration", "thick_skull"),
                (G, S),
                (A, D),
                85_000,
            ),
            Position(
                "Tomb Guardian",
                ("Big Guy", "Blocker", "Human", "Undead"),
                4,
                Profile(4, 5, 5, 6, 10),
                ("brawler", "decay", "regeneration"),
                (S,),
                (A, G),
                115_000,
            ),
        ),
    ),
    Roster(
        "Underworld Denizens",
        tier=1,
        reroll_cost=70_000,
        apothecary=True,
        special_rules=("bribery_and_corruption",),
        names=("Bas-Fonds", "Habitants des Bas-Fonds", "Underworld"),
        positions=(
            Position(
                "Goblin Lineman",
                ("Goblin", "Lineman"),
                16,
                Profile(6, 2, 3, 4, 8),
                ("dodge", "right_stuff", "stunty"),
                (A, D, M),
                (G, P, S),
                40_000,
            ),
            Position(
                "Snotling Lineman",
                ("Lineman", "Snotling"),
                6,
                Profile(5, 1, 3, 4, 6),
                ("dodge", "insignificant", "right_stuff", "sidestep", "stunty", "titchy"),
                (A, D, M),
                (G,),
                15_000,
            ),
            Position(
                "Skaven Clanrat",
                ("Lineman", "Skaven"),
                3,
                Profile(7, 3, 3, 4, 8),
                ("animosity (Goblin)",),
                (D, G, M),
                (A, S),
                50_000,
            ),
            Position(
                "Skaven Thrower",
                ("Skaven", "Thrower"),
                1,
                Profile(7, 3, 3, 2, 8),
                ("animosity (Goblin)", "pass", "sure_hands"),
                (G, M, P),
                (A, D, S),
                80_000,
            ),
            Position(
                "Gutter Runner",
                ("Runner", "Skaven"),
                1,
                Profile(9, 2, 2, 4, 8),
                ("animosity (Goblin)", "dodge", "stab"),
                (A, D, G, M),
                (S,),
                85_000,
            ),
            Position(
                "Skaven Blitzer",
                ("Blitzer", "Skaven"),
                1,
                Profile(8, 3, 3, 4, 9),
                ("animosity (Goblin)", "block", "strip_ball"),
                (G, M, S),
                (A, P),
                90_000,
            ),
            Position(
                "Troll",
                ("Big Guy", "Troll"),
                1,
                Profile(4, 5, 5, 5, 10),
                (
                    "always_hungry",
                    "loner (4+)",
                    "mighty_blow",
                    "projectile_vomit",
                    "really_stupid",
                    "regeneration",
                    "throw_team_mate",
                ),
                (M, S),
                (A, G, P),
                115_000,
            ),
            Position(
                "Rat Ogre",
                ("Big Guy", "Skaven"),
                1,
                Profile(6, 5, 4, 6, 9),
                ("animal_savagery", "frenzy", "loner (4+)", "mighty_blow", "prehensile_tail"),
                (M, S),
                (A, G),
                150_000,
            ),
        ),
        limits=(Limit(1, ("troll", "rat_ogre")),),
    ),
    Roster(
        "Vampire",
        tier=2,
        reroll_cost=60_000,
        apothecary=True,
        special_rules=("masters_of_undeath",),
        names=("Vampires",),
        positions=(
            Position(
                "Thrall Lineman", ("Human", "Lineman", "Thrall"), 16, Profile(6, 3, 3, 4, 8), (), (G,), (A, S), 40_000
            ),
            Position(
                "Vampire Runner",
                ("Runner", "Undead", "Vampire"),
                2,
                Profile(8, 3, 2, 3, 8),
                ("bloodlust (2+)", "hypnotic_gaze", "regeneration"),
                (A, G),
                (P, S),
                100_000,
            ),
            Position(
                "Vampire Thrower",
                ("Thrower", "Undead", "Vampire"),
                2,
                Profile(6, 4, 2, 2, 9),
                ("bloodlust (2+)", "hypnotic_gaze", "pass", "regeneration"),
                (A, G, P),
                (S,),
                110_000,
            ),
            Position(
                "Vampire Blitzer",
                ("Blitzer", "Undead", "Vampire"),
                2,
                Profile(6, 4, 2, 4, 9),
                ("bloodlust (3+)", "hypnotic_gaze", "juggernaut", "regeneration"),
                (A, G, S),
                (),
                110_000,
            ),
            Position(
                "Vargheist",
                ("Big Guy", "Undead", "Vampire"),
                1,
                Profile(5, 5, 4, 6, 10),
                ("bloodlust (3+)", "claws", "frenzy", "loner (4+)", "regeneration"),
                (S,),
                (A, G),
                150_000,
            ),
        ),
    ),
    Roster(
        "Wood Elf",
        tier=1,
        reroll_cost=50_000,
        apothecary=True,
        special_rules=(),
        names=("Elfes Sylvains", "Elfe Sylvain", "Wood Elves"),
        positions=(
            Position("Wood Elf Lineman", ("Lineman", "Elf"), 16, Profile(7, 3, 2, 3, 8), (), (A, G), (S,), 65_000),
            Position(
                "Wood Elf Thrower",
                ("Thrower", "Elf"),
                2,
                Profile(7, 3, 2, 2, 8),
                ("pass", "safe_pair_of_hands"),
                (A, G, P),
                (S,),
                85_000,
            ),
            Position(
                "Wood Elf Catcher",
                ("Catcher", "Elf"),
                2,
                Profile(8, 2, 2, 3, 8),
                ("catch", "dodge", "sprint"),
                (A, G),
                (P, S),
                90_000,
            ),
            Position(
                "Wardancer",
                ("Blitzer", "Elf"),
                2,
                Profile(8, 3, 2, 3, 8),
                ("block", "dodge", "leap"),
                (A, G),
                (P, S),
                130_000,
            ),
            Position(
                "Loren Forest Treeman",
                ("Big Guy", "Treeman"),
                1,
                Profile(2, 6, 5, 5, 11),
                (
                    "loner (4+)",
                    "mighty_blow",
                    "stand_firm",
                    "strong_arm",
                    "take_root",
                    "thick_skull",
                    "throw_team_mate",
                ),
                (S,),
                (A, G),
                120_000,
            ),
        ),
    ),
)

#: Every roster by key (``orc``, ``black_orc``…).
BY_KEY: Final[Mapping[str, Roster]] = {roster.key: roster for roster in ROSTERS}
_BY_NAME: Final[Mapping[str, Roster]] = {
    fold(name): roster for roster in ROSTERS for name in (roster.name, roster.key, *roster.names)
}


def find(typed: str) -> Roster | None:
    """The book roster a team's roster is typed as (« Orques », "Orc", "orcs"), ``None`` for another."""
    return _BY_NAME.get(fold(typed))


def changes_book(old: str, new: str) -> bool:
    """Whether a team's roster typed anew names another book roster (« Orcs » → « Orques » does not; two house
    rosters are one for this): only then do its price and special rules change (docs/rules.md R8)."""
    return find(old) != find(new)
