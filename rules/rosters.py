"""The 30 Team Rosters of BB2025, as data: each roster's positions, re-roll cost, Apothecary and special rules.

One definition: :data:`ROSTERS`, the book's tables (docs/bb2025-rosters.md, with the errata applied; source S1 of
docs/rules-reference.md), which ``tests/rules/test_rosters.py`` checks cell by cell against that document. They are
written as data, one row per roster and one per position (:data:`_ROSTERS`, :data:`_POSITIONS`), read in one place
(:func:`_roster`, :func:`_position`). A position is one line of a roster's « Positionals » table: its book name,
its keywords (role and race, as printed), how many a team may have (the « 0-N » of Qty), its profile, its starting
skills as :mod:`rules.skills` keys with their value the way a player's sheet carries them (``"loner (4+)"``,
``"hatred (Troll)"``), its Primary and Secondary categories (:data:`rules.skills.CATEGORIES` keys) and its cost in
gp. A roster's footnote that limits
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


#: A roster's row of :data:`_ROSTERS`: name, tier, re-roll cost, Apothecary, special rules, other names, limits.
_RosterRow = tuple[str, int | None, int, bool, str, str, tuple[tuple[int, str], ...]]
#: A position's row of :data:`_POSITIONS`: name, keywords, most, (MA, ST, AG, PA, AV), Primary, Secondary, cost,
#: skills.
_PositionRow = tuple[str, str, int, tuple[int, int, int, int | None, int], str, str, int, str]
#: The skill categories by the initials the rows below write them with (« GS »: General and Strength).
_CATEGORIES: Final[Mapping[str, str]] = {"A": A, "D": D, "G": G, "M": M, "P": P, "S": S}

#: The 30 Team Rosters, one row each, in the book's (alphabetical) order: name, tier (``None`` where the book
#: prints « ? »), a team re-roll's price, whether the team may hire an Apothecary, its special rules
#: (:data:`rules.team_rules.TEAM_RULES` keys, comma-separated), the other names it is typed under, its footnote limits
#: (at most N players among those position keys).
# fmt: off
_ROSTERS: Final[tuple[_RosterRow, ...]] = (
    ("Amazon", 1, 60_000, True, "", "Amazones, Amazone, Amazons", ()),
    ("Black Orc", 3, 60_000, True, "bribery_and_corruption, brawlin_brutes",
     "Orques Noirs, Orque Noir, Black Orcs", ()),
    ("Bretonnian", 2, 60_000, True, "", "Bretonniens, Bretonnien, Bretonnians", ()),
    ("Chaos Chosen", 3, 50_000, True, "favoured_of", "Élus du Chaos", ((1, "troll, ogre, minotaur"),)),
    ("Chaos Dwarf", 1, 70_000, True, "favoured_of", "Nains du Chaos, Chaos Dwarfs", ()),
    ("Chaos Renegades", 3, 70_000, True, "favoured_of",
     "Renégats du Chaos, Chaos Renegade", ((3, "troll, ogre, minotaur, rat_ogre"),)),
    ("Dark Elf", 1, 50_000, True, "", "Elfes Noirs, Elfe Noir, Dark Elves", ()),
    ("Dwarf", 2, 60_000, True, "brawlin_brutes, bribery_and_corruption", "Nains, Nain, Dwarfs, Dwarves", ()),
    ("Elven Union", 2, 50_000, True, "", "Union Elfique", ()),
    ("Gnome", 4, 50_000, True, "", "Gnomes", ()),
    ("Goblin", 4, 60_000, True, "bribery_and_corruption", "Gobelins, Gobelin, Goblins", ()),
    ("Halfling", 4, 60_000, True, "", "Halflings", ()),
    ("High Elf", None, 50_000, True, "", "Hauts Elfes, Haut Elfe, High Elves", ()),
    ("Human", 2, 50_000, True, "team_captain", "Humains, Humain, Humans", ()),
    ("Imperial Nobility", 2, 60_000, True, "", "Noblesse Impériale", ()),
    ("Khorne", 3, 60_000, True, "favoured_of, brawlin_brutes", "", ()),
    ("Lizardmen", 1, 70_000, True, "", "Hommes-Lézards, Homme-Lézard", ()),
    ("Necromantic Horror", 2, 70_000, False, "masters_of_undeath", "Horreurs Nécromantiques, Nécromantiques", ()),
    ("Norse", 1, 60_000, True, "favoured_of", "Nordiques, Norses", ()),
    ("Nurgle", 3, 60_000, False, "favoured_of, brawlin_brutes", "", ()),
    ("Ogre", 4, 70_000, True, "brawlin_brutes, low_cost_linemen", "Ogres", ()),
    ("Old World Alliance", 1, 70_000, True, "", "Alliance du Vieux Monde", ((1, "ogre, altern_forest_treeman"),)),
    ("Orc", 2, 60_000, True, "brawlin_brutes, team_captain", "Orques, Orque, Orcs", ()),
    ("Shambling Undead", 2, 70_000, False, "masters_of_undeath", "Morts-Vivants, Mort-Vivant", ()),
    ("Skaven", 2, 50_000, True, "", "Skavens", ()),
    ("Snotling", 4, 70_000, True, "bribery_and_corruption, low_cost_linemen, swarming", "Snotlings", ()),
    ("Tomb Kings", 2, 60_000, False, "masters_of_undeath", "Rois des Tombes", ()),
    ("Underworld Denizens", 1, 70_000, True, "bribery_and_corruption",
     "Bas-Fonds, Habitants des Bas-Fonds, Underworld", ((1, "troll, rat_ogre"),)),
    ("Vampire", 2, 60_000, True, "masters_of_undeath", "Vampires", ()),
    ("Wood Elf", 1, 50_000, True, "", "Elfes Sylvains, Elfe Sylvain, Wood Elves", ()),
)

#: Each roster's positions, one row each, in the book's order: name, keywords (comma-separated, as printed), the N of
#: « 0-N », the profile (MA, ST, AG, PA, AV; AG and PA as targets, PA ``None`` for « - »), Primary and Secondary
#: (the categories' initials), cost in gp, starting skills (:mod:`rules.skills` keys with their value the way a
#: player's sheet carries them, comma-separated).
_POSITIONS: Final[Mapping[str, tuple[_PositionRow, ...]]] = {
    "Amazon": (
        ("Eagle Warrior", "Lineman, Human", 16, (6, 3, 3, 4, 8), "G", "AS", 50_000, "dodge"),
        ("Python Warrior", "Thrower, Human", 2, (6, 3, 3, 3, 8), "GP", "AS", 80_000,
         "dodge, on_the_ball, pass, safe_pass"),
        ("Piranha Warrior", "Blitzer, Human", 2, (7, 3, 3, 4, 8), "AG", "S", 90_000, "dodge, hit_and_run, jump_up"),
        ("Jaguar Warrior", "Blocker, Human", 2, (6, 4, 3, 4, 9), "GS", "A", 110_000, "defensive, dodge"),
    ),
    "Black Orc": (
        ("Goblin Bruiser", "Lineman, Goblin", 16, (6, 2, 3, 4, 8), "AD", "GPS", 45_000,
         "dodge, right_stuff, stunty, thick_skull"),
        ("Black Orc", "Blocker, Orc", 6, (4, 4, 4, 5, 10), "GS", "AD", 90_000, "brawler, grab"),
        ("Trained Troll", "Big Guy, Troll", 1, (4, 5, 5, 5, 10), "S", "AGP", 115_000,
         "always_hungry, mighty_blow, projectile_vomit, really_stupid, regeneration, throw_team_mate"),
    ),
    "Bretonnian": (
        ("Bretonnian Squire", "Lineman, Human", 16, (6, 3, 3, 4, 8), "G", "AS", 50_000, "wrestle"),
        ("Bretonnian Knight Catcher", "Catcher, Human", 2, (7, 3, 3, 4, 9), "AG", "S", 85_000,
         "catch, dauntless, nerves_of_steel"),
        ("Bretonnian Knight Thrower", "Thrower, Human", 2, (6, 3, 3, 3, 9), "GP", "AS", 80_000,
         "dauntless, nerves_of_steel, pass"),
        ("Grail Knight", "Blitzer, Human", 2, (7, 3, 3, 4, 10), "GS", "A", 95_000, "block, dauntless, steady_footing"),
    ),
    "Chaos Chosen": (
        ("Beastman Lineman", "Lineman, Beastman", 16, (6, 3, 3, 3, 9), "GM", "ADPS", 55_000, "horns, thick_skull"),
        ("Chaos Chosen", "Blocker, Human", 4, (5, 4, 3, 5, 10), "GMS", "AD", 100_000, "arm_bar"),
        ("Troll", "Big Guy, Troll", 1, (4, 5, 5, 5, 10), "MS", "AGP", 115_000,
         "always_hungry, loner (4+), mighty_blow, projectile_vomit, really_stupid, regeneration, throw_team_mate"),
        ("Ogre", "Big Guy, Ogre", 1, (5, 5, 4, 5, 10), "MS", "AG", 140_000,
         "bone_head, loner (4+), mighty_blow, thick_skull, throw_team_mate"),
        ("Minotaur", "Big Guy, Minotaur", 1, (5, 5, 4, 6, 9), "MS", "AG", 150_000,
         "frenzy, horns, loner (4+), mighty_blow, thick_skull, unchannelled_fury"),
    ),
    "Chaos Dwarf": (
        ("Hobgoblin Lineman", "Lineman, Goblin", 16, (6, 3, 3, 4, 8), "D", "AGS", 40_000, ""),
        ("Sneaky Stabba", "Special, Goblin", 2, (6, 3, 3, 5, 8), "DG", "AS", 60_000, "shadowing, stab"),
        ("Chaos Dwarf Blocker", "Blocker, Dwarf", 4, (4, 3, 4, 6, 10), "GS", "ADM", 70_000,
         "block, iron_hard_skin, thick_skull"),
        ("Flamesmith", "Special, Dwarf", 2, (5, 3, 4, 6, 10), "GS", "ADM", 80_000,
         "brawler, breathe_fire, disturbing_presence, thick_skull"),
        ("Bull Centaur", "Blitzer, Dwarf", 2, (6, 4, 4, 6, 10), "GS", "ADM", 130_000,
         "sprint, sure_feet, thick_skull, unsteady"),
        ("Minotaur", "Big Guy, Minotaur", 1, (5, 5, 4, 6, 9), "MS", "AG", 150_000,
         "frenzy, horns, loner (4+), mighty_blow, thick_skull, unchannelled_fury"),
    ),
    "Chaos Renegades": (
        ("Renegade Human", "Lineman, Human", 16, (6, 3, 3, 4, 9), "DGM", "AS", 50_000, "animosity (All)"),
        ("Renegade Goblin", "Goblin, Lineman", 1, (6, 2, 3, 4, 8), "ADM", "GP", 40_000,
         "animosity (All), dodge, right_stuff, stunty"),
        ("Renegade Orc", "Lineman, Orc", 1, (5, 3, 3, 4, 10), "DGM", "AS", 50_000, "animosity (All)"),
        ("Renegade Skaven", "Lineman, Skaven", 1, (7, 3, 3, 4, 8), "DGM", "AS", 50_000, "animosity (All)"),
        ("Renegade Dark Elf", "Elf, Lineman", 1, (6, 3, 2, 3, 9), "ADGM", "S", 65_000, "animosity (All)"),
        ("Renegade Human Thrower", "Human, Thrower", 1, (6, 3, 3, 3, 9), "DGMP", "AS", 75_000,
         "animosity (All), pass, sure_hands"),
        ("Troll", "Big Guy, Troll", 1, (4, 5, 5, 5, 10), "S", "AGMP", 115_000,
         "always_hungry, loner (4+), mighty_blow, projectile_vomit, really_stupid, regeneration, throw_team_mate"),
        ("Ogre", "Big Guy, Ogre", 1, (5, 5, 4, 5, 10), "S", "AGM", 140_000,
         "bone_head, loner (3+), mighty_blow, thick_skull, throw_team_mate"),
        ("Minotaur", "Big Guy, Minotaur", 1, (5, 5, 4, 6, 9), "S", "AGM", 150_000,
         "frenzy, horns, loner (4+), mighty_blow, thick_skull, unchannelled_fury"),
        ("Rat Ogre", "Big Guy, Skaven", 1, (6, 5, 4, 6, 9), "S", "AGM", 150_000,
         "animal_savagery, frenzy, loner (4+), mighty_blow, prehensile_tail"),
    ),
    "Dark Elf": (
        ("Dark Elf Lineman", "Lineman, Elf", 16, (6, 3, 2, 3, 9), "AG", "DS", 65_000, ""),
        ("Dark Elf Runner", "Runner, Elf", 2, (7, 3, 2, 3, 8), "AGP", "DS", 80_000, "dump_off, punt"),
        ("Dark Elf Assassin", "Special, Elf", 2, (7, 3, 2, 4, 8), "AD", "GS", 90_000, "hit_and_run, shadowing, stab"),
        ("Dark Elf Blitzer", "Blitzer, Elf", 2, (7, 3, 2, 3, 9), "AG", "DPS", 105_000, "block"),
        ("Witch Elf", "Special, Elf", 2, (7, 3, 2, 4, 8), "AG", "DS", 110_000, "dodge, frenzy, jump_up"),
    ),
    "Dwarf": (
        ("Dwarf Lineman", "Lineman, Dwarf", 16, (4, 3, 4, 5, 10), "DG", "S", 70_000, "block, defensive, thick_skull"),
        ("Dwarf Runner", "Runner, Dwarf", 2, (6, 3, 3, 4, 9), "GP", "AS", 80_000, "sprint, sure_hands, thick_skull"),
        ("Dwarf Blitzer", "Blitzer, Dwarf", 2, (5, 3, 4, 4, 10), "GS", "P", 100_000,
         "block, diving_tackle, tackle, thick_skull"),
        ("Troll Slayer", "Special, Dwarf", 2, (5, 3, 4, 5, 9), "GS", "D", 95_000,
         "block, dauntless, frenzy, hatred (Troll), thick_skull"),
        ("Deathroller", "Big Guy, Dwarf, Special", 1, (5, 7, 5, None, 11), "DS", "G", 170_000,
         "break_tackle, dirty_player, juggernaut, loner (4+), mighty_blow, no_ball, secret_weapon, stand_firm"),
    ),
    "Elven Union": (
        ("Elf Lineman", "Lineman, Elf", 16, (6, 3, 2, 3, 8), "AG", "S", 65_000, "fumblerooski"),
        ("Elf Thrower", "Thrower, Elf", 2, (6, 3, 2, 2, 8), "AGP", "S", 75_000, "hail_mary_pass, pass"),
        ("Elf Catcher", "Catcher, Elf", 2, (8, 3, 2, 4, 8), "AG", "S", 100_000, "catch, diving_catch, nerves_of_steel"),
        ("Elf Blitzer", "Blitzer, Elf", 2, (7, 3, 2, 3, 9), "AG", "PS", 115_000, "block, sidestep"),
    ),
    "Gnome": (
        ("Gnome Lineman", "Lineman, Gnome", 16, (5, 2, 3, 4, 7), "A", "DGS", 40_000,
         "jump_up, right_stuff, stunty, wrestle"),
        ("Woodland Fox", "Runner, Animal", 2, (7, 2, 2, None, 6), "", "A", 50_000, "dodge, my_ball, sidestep, stunty"),
        ("Gnome Illusionist", "Special, Gnome", 2, (5, 2, 3, 3, 7), "AP", "DG", 50_000,
         "jump_up, stunty, trickster, wrestle"),
        ("Gnome Beastmaster", "Blocker, Gnome", 2, (5, 2, 3, 4, 8), "A", "DGS", 55_000,
         "guard, jump_up, stunty, wrestle"),
        ("Altern Forest Treeman", "Big Guy, Treeman", 2, (2, 6, 5, 5, 11), "S", "AGP", 120_000,
         "mighty_blow, stand_firm, strong_arm, take_root, thick_skull, throw_team_mate, timmm_ber"),
    ),
    "Goblin": (
        ("Goblin Lineman", "Goblin, Lineman", 16, (6, 2, 3, 4, 8), "AD", "GPS", 40_000, "dodge, right_stuff, stunty"),
        ("Looney", "Goblin, Special", 1, (6, 2, 3, None, 8), "D", "AGS", 40_000,
         "chainsaw, no_ball, secret_weapon, stunty"),
        ("Bomma", "Goblin, Special", 1, (6, 2, 3, 4, 8), "DP", "AGS", 45_000,
         "bombardier, dodge, secret_weapon, stunty"),
        ("'Ooligan", "Goblin, Special", 1, (6, 2, 3, 5, 8), "AD", "GS", 60_000,
         "dirty_player (+1), disturbing_presence, dodge, right_stuff, stunty, taunt"),
        ("Doom Diver", "Goblin, Special", 1, (6, 2, 3, 6, 8), "A", "DGS", 65_000, "dodge, right_stuff, stunty, swoop"),
        ("Fanatic", "Goblin, Special", 1, (3, 7, 3, None, 8), "DS", "AG", 70_000,
         "ball_and_chain, no_ball, secret_weapon, stunty"),
        ("Pogoer", "Goblin, Special", 1, (7, 2, 3, 4, 8), "A", "DGS", 75_000, "dodge, pogo, stunty"),
        ("Trained Troll", "Big Guy, Troll", 2, (4, 5, 5, 5, 10), "S", "AGP", 115_000,
         "always_hungry, mighty_blow, projectile_vomit, really_stupid, regeneration, throw_team_mate"),
    ),
    "Halfling": (
        ("Halfling Hopeful", "Lineman, Halfling", 16, (5, 2, 3, 4, 7), "A", "DGS", 30_000,
         "dodge, right_stuff, stunty"),
        ("Halfling Hefty", "Blocker, Halfling", 2, (5, 2, 3, 3, 8), "AP", "DGS", 50_000, "dodge, fend, stunty"),
        ("Halfling Catcher", "Catcher, Halfling", 2, (5, 2, 3, 4, 7), "A", "DGS", 55_000,
         "catch, dodge, right_stuff, sprint, stunty"),
        ("Athel Forest Treeman", "Big Guy, Treeman", 2, (2, 6, 5, 5, 11), "S", "ADGP", 120_000,
         "mighty_blow, stand_firm, strong_arm, take_root, thick_skull, throw_team_mate, timmm_ber"),
    ),
    "High Elf": (
        ("High Elf Lineman", "Lineman, Elf", 16, (6, 3, 2, 3, 9), "AG", "S", 65_000, ""),
        ("Phoenix Warrior", "Thrower, Elf", 2, (6, 3, 2, 2, 9), "AGP", "S", 90_000, "cloud_burster, pass, safe_pass"),
        ("Dragon Prince", "Blitzer, Elf, Runner", 2, (8, 3, 2, 4, 9), "AG", "S", 110_000,
         "block, my_ball, steady_footing"),
        ("White Lion", "Blitzer, Elf", 2, (7, 3, 2, 3, 9), "AG", "PS", 110_000, "claws, wrestle"),
    ),
    "Human": (
        ("Human Lineman", "Lineman, Human", 16, (6, 3, 3, 4, 9), "G", "ADS", 50_000, ""),
        ("Halfling Hopeful", "Lineman, Halfling", 3, (5, 2, 3, 4, 7), "A", "DGS", 30_000, "dodge, right_stuff, stunty"),
        ("Human Catcher", "Catcher, Human", 2, (8, 3, 3, 4, 8), "AG", "DPS", 75_000, "catch, dodge"),
        ("Human Thrower", "Thrower, Human", 2, (6, 3, 3, 3, 9), "GP", "ADS", 75_000, "pass, sure_hands"),
        ("Human Blitzer", "Blitzer, Human", 2, (7, 3, 3, 4, 9), "GS", "AD", 85_000, "block, tackle"),
        ("Ogre", "Big Guy, Ogre", 1, (5, 5, 4, 5, 10), "S", "AG", 140_000,
         "bone_head, loner (3+), mighty_blow, thick_skull, throw_team_mate"),
    ),
    "Imperial Nobility": (
        ("Imperial Retainer", "Lineman, Human", 16, (6, 3, 3, 4, 8), "G", "AS", 45_000, "fend"),
        ("Imperial Thrower", "Thrower, Human", 2, (6, 3, 3, 2, 9), "GP", "AS", 75_000, "give_and_go, pass, pro"),
        ("Bodyguard", "Blocker, Human", 4, (5, 3, 3, 4, 9), "GS", "A", 85_000, "stand_firm, wrestle"),
        ("Noble Blitzer", "Blitzer, Human", 2, (7, 3, 3, 4, 9), "AG", "PS", 90_000, "block, catch, pro"),
        ("Ogre", "Big Guy, Ogre", 1, (5, 5, 4, 5, 10), "S", "AG", 140_000,
         "bone_head, loner (3+), mighty_blow, thick_skull, throw_team_mate"),
    ),
    "Khorne": (
        ("Bloodborn Marauder", "Lineman, Human", 16, (6, 3, 3, 4, 8), "GM", "ADS", 50_000, "frenzy"),
        ("Khorngor", "Runner, Beastman", 2, (6, 3, 3, 4, 9), "GMS", "ADP", 70_000,
         "horns, juggernaut, jump_up, thick_skull"),
        ("Bloodseeker", "Blocker, Human", 4, (5, 4, 4, 6, 10), "GMS", "AD", 105_000, "frenzy"),
        ("Bloodspawn", "Big Guy, Spawn", 1, (5, 5, 4, 6, 9), "MS", "AG", 160_000,
         "claws, frenzy, loner (4+), mighty_blow, unchannelled_fury"),
    ),
    "Lizardmen": (
        ("Skink Lineman", "Lineman, Lizardman", 16, (8, 2, 3, 4, 8), "A", "DGPS", 60_000, "dodge, stunty"),
        ("Chameleon Skink", "Thrower, Lizardman", 2, (7, 2, 3, 3, 8), "AP", "DGS", 70_000,
         "dodge, on_the_ball, shadowing, stunty"),
        ("Saurus Blocker", "Blocker, Lizardman", 6, (6, 4, 5, 6, 10), "GS", "A", 90_000, "juggernaut, unsteady"),
        ("Kroxigor", "Big Guy, Lizardman", 1, (6, 5, 5, 6, 10), "S", "AG", 140_000,
         "bone_head, loner (4+), mighty_blow, prehensile_tail, thick_skull"),
    ),
    "Necromantic Horror": (
        ("Zombie Lineman", "Human, Lineman, Undead, Zombie", 16, (4, 3, 4, 6, 9), "DG", "AS", 40_000,
         "eye_gouge, regeneration, unsteady"),
        ("Ghoul Runner", "Ghoul, Runner, Undead", 2, (7, 3, 3, 3, 8), "AG", "DPS", 75_000, "dodge, regeneration"),
        ("Wraith", "Blocker, Undead, Wraith", 2, (6, 3, 3, None, 9), "GS", "AD", 85_000,
         "block, foul_appearance, no_ball, regeneration, sidestep"),
        ("Flesh Golem", "Blocker, Construct, Undead", 2, (4, 4, 4, 6, 10), "GS", "AD", 110_000,
         "regeneration, stand_firm, thick_skull, unsteady"),
        ("Werewolf", "Blitzer, Undead, Werewolf", 2, (8, 3, 3, 3, 9), "AG", "DPS", 120_000,
         "claws, frenzy, regeneration"),
    ),
    "Norse": (
        ("Norse Raider", "Lineman, Human", 16, (6, 3, 3, 4, 8), "G", "APS", 50_000,
         "block, drunkard, thick_skull, unsteady"),
        ("Beer Boar", "Special, Animal", 2, (5, 1, 3, None, 6), "", "A", 20_000,
         "dodge, no_ball, pick_me_up, stunty, titchy"),
        ("Norse Berserker", "Blitzer, Human", 2, (6, 3, 3, 5, 8), "GS", "AP", 90_000, "block, frenzy, jump_up"),
        ("Valkyrie", "Catcher, Human, Thrower", 2, (7, 3, 3, 3, 8), "AGP", "S", 95_000,
         "catch, dauntless, pass, strip_ball"),
        ("Ulfwerener", "Blocker, Human", 2, (6, 4, 4, 6, 9), "GS", "A", 105_000, "frenzy, unsteady"),
        ("Yhetee", "Big Guy, Yhetee", 1, (5, 5, 4, 6, 9), "S", "AG", 140_000,
         "claws, disturbing_presence, frenzy, loner (4+), unchannelled_fury"),
    ),
    "Nurgle": (
        ("Rotter", "Lineman, Human", 16, (5, 3, 4, 6, 9), "DGM", "AS", 40_000, "decay, plague_ridden"),
        ("Pestigor", "Runner, Beastman", 2, (6, 3, 3, 4, 9), "GMS", "ADP", 70_000,
         "horns, plague_ridden, regeneration, steady_footing, thick_skull"),
        ("Bloater", "Blocker, Human", 4, (4, 4, 4, 6, 10), "GMS", "AD", 110_000,
         "disturbing_presence, foul_appearance, plague_ridden, regeneration, stand_firm, unsteady"),
        ("Rotspawn", "Big Guy, Spawn", 1, (4, 5, 5, 6, 10), "S", "DGM", 140_000,
         "disturbing_presence, foul_appearance, loner (4+), mighty_blow, pick_me_up, plague_ridden, really_stupid,"
         " regeneration, tentacles"),
    ),
    "Ogre": (
        ("Gnoblar Lineman", "Gnoblar, Lineman", 16, (5, 1, 3, 4, 6), "AD", "G", 15_000,
         "dodge, right_stuff, sidestep, stunty, titchy"),
        ("Ogre Blocker", "Big Guy, Blocker, Ogre", 5, (5, 5, 4, 5, 10), "S", "ADGP", 140_000,
         "bone_head, mighty_blow, thick_skull, throw_team_mate"),
        ("Ogre Runt Punter", "Big Guy, Ogre, Thrower", 1, (5, 5, 4, 4, 10), "PS", "ADG", 145_000,
         "bone_head, kick_team_mate, mighty_blow, thick_skull"),
    ),
    "Old World Alliance": (
        ("Human Lineman", "Lineman, Human", 16, (6, 3, 3, 4, 9), "G", "AS", 50_000, ""),
        ("Halfling Hopeful", "Lineman, Halfling", 3, (5, 2, 3, 4, 7), "A", "GS", 30_000, "dodge, right_stuff, stunty"),
        ("Human Catcher", "Catcher, Human", 1, (8, 3, 3, 4, 8), "AG", "PS", 75_000, "catch, dodge"),
        ("Dwarf Lineman", "Lineman, Dwarf", 3, (4, 3, 4, 5, 10), "DG", "S", 70_000, "block, defensive, thick_skull"),
        ("Human Thrower", "Thrower, Human", 1, (6, 3, 3, 3, 9), "GP", "AS", 75_000, "pass, sure_hands"),
        ("Dwarf Runner", "Runner, Dwarf", 1, (6, 3, 3, 4, 9), "GP", "AS", 80_000, "sprint, sure_hands, thick_skull"),
        ("Human Blitzer", "Blitzer, Human", 1, (7, 3, 3, 4, 9), "GS", "A", 85_000, "block, tackle"),
        ("Dwarf Blitzer", "Blitzer, Dwarf", 1, (5, 3, 4, 4, 10), "GS", "P", 100_000,
         "block, diving_tackle, tackle, thick_skull"),
        ("Troll Slayer", "Special, Dwarf", 1, (5, 3, 4, 5, 9), "GS", "A", 95_000,
         "block, dauntless, frenzy, hatred (Troll), thick_skull"),
        ("Ogre", "Big Guy, Ogre", 1, (5, 5, 4, 5, 10), "S", "AG", 140_000,
         "bone_head, loner (3+), mighty_blow, thick_skull, throw_team_mate"),
        ("Altern Forest Treeman", "Big Guy, Treeman", 1, (2, 6, 5, 5, 11), "S", "AGP", 120_000,
         "loner (4+), mighty_blow, stand_firm, strong_arm, take_root, thick_skull, throw_team_mate, timmm_ber"),
    ),
    "Orc": (
        ("Orc Lineman", "Lineman, Orc", 16, (5, 3, 3, 4, 10), "GS", "AD", 50_000, ""),
        ("Goblin Lineman", "Lineman, Goblin", 4, (6, 2, 3, 4, 8), "AD", "GPS", 40_000, "dodge, right_stuff, stunty"),
        ("Orc Thrower", "Thrower, Orc", 2, (6, 3, 3, 3, 9), "GP", "ADS", 75_000, "pass, sure_hands"),
        ("Orc Blitzer", "Blitzer, Orc", 2, (6, 3, 3, 4, 10), "GS", "AD", 85_000, "block, break_tackle"),
        ("Big Un Blocker", "Blocker, Orc", 2, (5, 4, 4, 6, 10), "GS", "AD", 95_000,
         "mighty_blow, taunt, thick_skull, unsteady"),
        ("Troll", "Big Guy, Troll", 1, (4, 5, 5, 5, 10), "S", "AGP", 115_000,
         "always_hungry, loner (4+), mighty_blow, projectile_vomit, really_stupid, regeneration, throw_team_mate"),
    ),
    "Shambling Undead": (
        ("Skeleton Lineman", "Human, Lineman, Skeleton, Undead", 16, (5, 3, 4, 6, 8), "G", "ADS", 40_000,
         "regeneration, thick_skull"),
        ("Zombie Lineman", "Human, Lineman, Undead, Zombie", 16, (4, 3, 4, 6, 9), "DG", "AS", 40_000,
         "eye_gouge, regeneration, unsteady"),
        ("Ghoul Runner", "Ghoul, Runner, Undead", 2, (7, 3, 3, 3, 8), "AG", "DPS", 75_000, "dodge, regeneration"),
        ("Wight Blitzer", "Blitzer, Human, Skeleton, Undead", 2, (6, 3, 3, 5, 9), "GS", "AD", 95_000,
         "block, regeneration, tackle, thick_skull"),
        ("Mummy", "Big Guy, Blocker, Human, Undead", 2, (3, 5, 5, 6, 10), "S", "AG", 125_000,
         "mighty_blow, regeneration"),
    ),
    "Skaven": (
        ("Skaven Clanrat", "Lineman, Skaven", 16, (7, 3, 3, 4, 8), "DG", "AMS", 50_000, ""),
        ("Skaven Thrower", "Thrower, Skaven", 2, (7, 3, 3, 2, 8), "GP", "ADMS", 80_000, "pass, sure_hands"),
        ("Gutter Runner", "Runner, Skaven", 2, (9, 2, 2, 4, 8), "ADG", "MS", 85_000, "dodge, stab"),
        ("Skaven Blitzer", "Blitzer, Skaven", 2, (8, 3, 3, 4, 9), "GS", "ADM", 90_000, "block, strip_ball"),
        ("Rat Ogre", "Big Guy, Skaven", 1, (6, 5, 4, 6, 9), "S", "AGM", 150_000,
         "animal_savagery, frenzy, loner (4+), mighty_blow, prehensile_tail"),
    ),
    "Snotling": (
        ("Snotling Lineman", "Lineman, Snotling", 16, (5, 1, 3, 4, 6), "AD", "G", 15_000,
         "dodge, insignificant, right_stuff, sidestep, stunty, titchy"),
        ("Fun-hoppa", "Snotling, Special", 2, (6, 1, 3, 4, 6), "AD", "G", 20_000,
         "dodge, pogo, right_stuff, sidestep, stunty"),
        ("Stilty Runna", "Runner, Snotling", 2, (6, 1, 3, 4, 6), "AD", "G", 20_000,
         "dodge, right_stuff, sidestep, sprint, stunty"),
        ("Fungus Flinga", "Snotling, Special", 2, (5, 1, 3, 4, 6), "ADP", "G", 30_000,
         "bombardier, dodge, right_stuff, secret_weapon, sidestep, stunty, titchy"),
        ("Pump Wagon", "Big Guy, Snotling, Special", 2, (5, 5, 5, 6, 9), "DS", "AG", 100_000,
         "dirty_player, juggernaut, mighty_blow, really_stupid, stand_firm"),
        ("Trained Troll", "Big Guy, Troll", 2, (4, 5, 5, 5, 10), "S", "AGP", 115_000,
         "always_hungry, mighty_blow, projectile_vomit, really_stupid, regeneration, throw_team_mate"),
    ),
    "Tomb Kings": (
        ("Skeleton Lineman", "Human, Lineman, Skeleton, Undead", 16, (5, 3, 4, 6, 8), "G", "ADS", 40_000,
         "regeneration, thick_skull"),
        ("Tomb Kings Thrower", "Human, Skeleton, Thrower, Undead", 2, (6, 3, 4, 3, 9), "GP", "ADS", 65_000,
         "pass, regeneration, sure_hands, thick_skull"),
        ("Tomb Kings Blitzer", "Blitzer, Human, Skeleton, Undead", 2, (6, 3, 4, 5, 9), "GS", "AD", 85_000,
         "block, regeneration, thick_skull"),
        ("Tomb Guardian", "Big Guy, Blocker, Human, Undead", 4, (4, 5, 5, 6, 10), "S", "AG", 115_000,
         "brawler, decay, regeneration"),
    ),
    "Underworld Denizens": (
        ("Goblin Lineman", "Goblin, Lineman", 16, (6, 2, 3, 4, 8), "ADM", "GPS", 40_000, "dodge, right_stuff, stunty"),
        ("Snotling Lineman", "Lineman, Snotling", 6, (5, 1, 3, 4, 6), "ADM", "G", 15_000,
         "dodge, insignificant, right_stuff, sidestep, stunty, titchy"),
        ("Skaven Clanrat", "Lineman, Skaven", 3, (7, 3, 3, 4, 8), "DGM", "AS", 50_000, "animosity (Goblin)"),
        ("Skaven Thrower", "Skaven, Thrower", 1, (7, 3, 3, 2, 8), "GMP", "ADS", 80_000,
         "animosity (Goblin), pass, sure_hands"),
        ("Gutter Runner", "Runner, Skaven", 1, (9, 2, 2, 4, 8), "ADGM", "S", 85_000, "animosity (Goblin), dodge, stab"),
        ("Skaven Blitzer", "Blitzer, Skaven", 1, (8, 3, 3, 4, 9), "GMS", "AP", 90_000,
         "animosity (Goblin), block, strip_ball"),
        ("Troll", "Big Guy, Troll", 1, (4, 5, 5, 5, 10), "MS", "AGP", 115_000,
         "always_hungry, loner (4+), mighty_blow, projectile_vomit, really_stupid, regeneration, throw_team_mate"),
        ("Rat Ogre", "Big Guy, Skaven", 1, (6, 5, 4, 6, 9), "MS", "AG", 150_000,
         "animal_savagery, frenzy, loner (4+), mighty_blow, prehensile_tail"),
    ),
    "Vampire": (
        ("Thrall Lineman", "Human, Lineman, Thrall", 16, (6, 3, 3, 4, 8), "G", "AS", 40_000, ""),
        ("Vampire Runner", "Runner, Undead, Vampire", 2, (8, 3, 2, 3, 8), "AG", "PS", 100_000,
         "bloodlust (2+), hypnotic_gaze, regeneration"),
        ("Vampire Thrower", "Thrower, Undead, Vampire", 2, (6, 4, 2, 2, 9), "AGP", "S", 110_000,
         "bloodlust (2+), hypnotic_gaze, pass, regeneration"),
        ("Vampire Blitzer", "Blitzer, Undead, Vampire", 2, (6, 4, 2, 4, 9), "AGS", "", 110_000,
         "bloodlust (3+), hypnotic_gaze, juggernaut, regeneration"),
        ("Vargheist", "Big Guy, Undead, Vampire", 1, (5, 5, 4, 6, 10), "S", "AG", 150_000,
         "bloodlust (3+), claws, frenzy, loner (4+), regeneration"),
    ),
    "Wood Elf": (
        ("Wood Elf Lineman", "Lineman, Elf", 16, (7, 3, 2, 3, 8), "AG", "S", 65_000, ""),
        ("Wood Elf Thrower", "Thrower, Elf", 2, (7, 3, 2, 2, 8), "AGP", "S", 85_000, "pass, safe_pair_of_hands"),
        ("Wood Elf Catcher", "Catcher, Elf", 2, (8, 2, 2, 3, 8), "AG", "PS", 90_000, "catch, dodge, sprint"),
        ("Wardancer", "Blitzer, Elf", 2, (8, 3, 2, 3, 8), "AG", "PS", 130_000, "block, dodge, leap"),
        ("Loren Forest Treeman", "Big Guy, Treeman", 1, (2, 6, 5, 5, 11), "S", "AG", 120_000,
         "loner (4+), mighty_blow, stand_firm, strong_arm, take_root, thick_skull, throw_team_mate"),
    ),
}
# fmt: on


def _split(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(",") if part.strip())


def _position(row: _PositionRow) -> Position:
    """One row of :data:`_POSITIONS` as the :class:`Position` it describes: the one place a row is read."""
    name, keywords, most, (ma, st, ag, pa, av), primary, secondary, cost, skills = row
    return Position(
        name=name,
        keywords=_split(keywords),
        most=most,
        profile=Profile(ma, st, ag, pa, av),
        skills=_split(skills),
        primary=tuple(_CATEGORIES[c] for c in primary),
        secondary=tuple(_CATEGORIES[c] for c in secondary),
        cost=cost,
    )


def _roster(row: _RosterRow) -> Roster:
    """One row of :data:`_ROSTERS`, with its positions' rows."""
    name, tier, reroll_cost, apothecary, special_rules, names, limits = row
    return Roster(
        name=name,
        tier=tier,
        reroll_cost=reroll_cost,
        apothecary=apothecary,
        special_rules=_split(special_rules),
        names=_split(names),
        positions=tuple(_position(line) for line in _POSITIONS[name]),
        limits=tuple(Limit(most, _split(keys)) for most, keys in limits),
    )


#: The 30 Team Rosters, in the book's (alphabetical) order.
ROSTERS: Final[tuple[Roster, ...]] = tuple(_roster(row) for row in _ROSTERS)

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
