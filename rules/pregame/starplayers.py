"""The BB2025 Star Players, as data, and who may hire them (inducements.md « 0-2 STAR PLAYERS »).

One definition: :data:`STAR_PLAYERS`, one row per Star Player as the book's Star Player pages print him
(docs/bb2025-starplayers.md, which ``tests/rules/pregame/test_starplayers_book.py`` checks cell by cell): his name,
keywords, profile (AG, PA and AV as targets, like :class:`rules.rosters.Position`), Skills and Traits as
:mod:`rules.skills` keys with their value the way a player's sheet carries them (``"loner (4+)"``), the name of his
own special rule, his cost in gp and « Plays For »: League keys (:data:`LEAGUES`), ``favoured_of_<god>`` for a
« Favoured of… » Star Player, or :data:`ANY_TEAM`, with the Leagues whose teams he refuses (``excluded``). A pair the
book hires together (« must be hired as a pair ») is two rows sharing ``pair`` (its name) and the pair's cost: one
choice, two players.

The Team Rosters' Leagues and « Favoured of… » alignments are here too (:data:`TEAM_LEAGUES`), read from each
roster's page: :mod:`rules.rosters` leaves them out. A team with several Leagues chooses one when it is drafted and
a Chaos team its power; the league does not record either yet, so :func:`available_to` takes them when known and
otherwise answers for every choice the roster allows. :func:`check_hire` refuses what the book refuses: a Star
Player the team may not hire, the same one twice, a third one (a pair counts as one), more than 16 players.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from rules.characteristics import Profile
from rules.errors import DomainError, Named, shown
from rules.typed import fold

if TYPE_CHECKING:
    from rules.rosters import Roster

#: « Plays For: Any team ».
ANY_TEAM: Final = "any_team"
#: The Leagues of BB2025 (the_teams.md « TEAM LEAGUES »), as keys: the book's name in snake case.
LEAGUES: Final = (
    "badlands_brawl",
    "chaos_clash",
    "elven_kingdoms_league",
    "halfling_thimble_cup",
    "lustrian_superleague",
    "old_world_classic",
    "sylvanian_spotlight",
    "underworld_challenge",
    "woodland_league",
    "worlds_edge_superleague",
)
#: The powers a « Favoured of… » team may serve; a Star Player « Favoured of Nurgle » plays for ``favoured_of_nurgle``.
GODS: Final = ("hashut", "khorne", "nurgle", "slaanesh", "tzeentch", "undivided")
FAVOURED_OF: Final = "favoured_of_"
#: « A team may hire up to a maximum of two Star Players for a game » (a pair is one choice).
MOST_STARS: Final = 2
#: « This cannot be used to take the number of players on a team above 16 » (:data:`rules.draft.MAX_PLAYERS`).
MOST_PLAYERS: Final = 16
#: The Star Player a team that hired him as Infamous Coaching Staff may not hire too.
JOSEF_BUGMAN: Final = "josef_bugman"


@dataclass(frozen=True, slots=True)
class StarPlayer:
    """One Star Player as his page prints him; ``profile.pa`` is ``None`` for « - ». ``cost`` is the hiring fee of
    the choice he belongs to (a pair's fee, on both rows); ``pair`` the pair's name, ``""`` for a Star Player hired
    alone."""

    name: str
    keywords: tuple[str, ...]
    profile: Profile
    skills: tuple[str, ...]
    special_rule: str
    cost: int
    plays_for: tuple[str, ...]
    excluded: tuple[str, ...] = ()
    pair: str = ""

    @property
    def key(self) -> str:
        """``griff_oberwald``: the name in snake case, unique among the Star Players."""
        return _key(self.name)

    @property
    def hire(self) -> str:
        """The key of the choice that hires him: the pair's (``grak_and_crumbleberry``) or his own."""
        return _key(self.pair) if self.pair else self.key

    @property
    def rule_key(self) -> str:
        """His special rule's key (``blind_rage``): the catalogue's ``starplayers.rule.<key>`` explains it."""
        return _key(self.special_rule)


def _key(name: str) -> str:
    return fold(name).replace(" ", "_")


#: Every Star Player of the BB2025 book, in its order (docs/bb2025-starplayers.md).
STAR_PLAYERS: Final[tuple[StarPlayer, ...]] = (
    StarPlayer(
        "Akhorne the Squirrel",
        ("Blitzer", "Squirrel"),
        Profile(7, 1, 2, None, 6),
        ("claws", "dauntless", "dodge", "frenzy", "jump_up", "loner (4+)", "no_ball", "sidestep", "stunty", "titchy"),
        "Blind Rage",
        80_000,
        (ANY_TEAM,),
    ),
    StarPlayer(
        "Anqi Panqi",
        ("Blocker", "Lizardman"),
        Profile(7, 4, 5, 6, 10),
        ("block", "grab", "loner (4+)", "stand_firm", "unsteady"),
        "Savage Blow",
        190_000,
        ("lustrian_superleague",),
    ),
    StarPlayer(
        "Barik Farblast",
        ("Dwarf", "Thrower"),
        Profile(6, 3, 4, 3, 9),
        ("cannoneer", "hail_mary_pass", "loner (4+)", "pass", "secret_weapon", "sure_hands", "thick_skull"),
        "Blast It!",
        80_000,
        (
            "old_world_classic",
            "worlds_edge_superleague",
        ),
    ),
    StarPlayer(
        "Bilerot Vomitflesh",
        ("Blocker", "Human"),
        Profile(4, 5, 4, 6, 10),
        (
            "dirty_player",
            "disturbing_presence",
            "foul_appearance",
            "lone_fouler",
            "loner (4+)",
            "regeneration",
            "unsteady",
        ),
        "Putrid Regurgitation",
        180_000,
        ("favoured_of_nurgle",),
    ),
    StarPlayer(
        "Boa Kon'ssstriktr",
        ("Runner", "Snakeman"),
        Profile(6, 3, 3, 4, 9),
        ("dodge", "fend", "hypnotic_gaze", "loner (4+)", "prehensile_tail", "safe_pair_of_hands", "sidestep"),
        "Look Into My Eyes",
        180_000,
        ("lustrian_superleague",),
    ),
    StarPlayer(
        "Bomber Dribblesnot",
        ("Goblin", "Special"),
        Profile(6, 2, 3, 3, 8),
        ("accurate", "bombardier", "dodge", "loner (4+)", "right_stuff", "secret_weapon", "stunty"),
        "Kaboom!",
        80_000,
        (
            "badlands_brawl",
            "underworld_challenge",
        ),
    ),
    StarPlayer(
        "Captain Karina von Riesz",
        ("Runner", "Vampire"),
        Profile(7, 4, 2, 3, 9),
        ("bloodlust (2+)", "dodge", "hypnotic_gaze", "jump_up", "loner (4+)", "regeneration"),
        "Tasty Morsel",
        230_000,
        ("sylvanian_spotlight",),
    ),
    StarPlayer(
        "Cindy Piewhistle",
        ("Halfling", "Special"),
        Profile(5, 2, 3, 3, 7),
        ("accurate", "bombardier", "dodge", "loner (4+)", "secret_weapon", "stunty"),
        "All You Can Eat",
        100_000,
        (
            "halfling_thimble_cup",
            "old_world_classic",
        ),
    ),
    StarPlayer(
        "Count Luthor von Drakenborg",
        ("Blocker", "Vampire"),
        Profile(6, 5, 2, 3, 10),
        ("block", "hypnotic_gaze", "loner (4+)", "regeneration", "sidestep"),
        "Star of the Show",
        300_000,
        ("sylvanian_spotlight",),
    ),
    StarPlayer(
        "Deeproot Strongbranch",
        ("Big Guy", "Treeman"),
        Profile(2, 7, 5, 4, 11),
        (
            "block",
            "bullseye",
            "loner (4+)",
            "mighty_blow",
            "stand_firm",
            "strong_arm",
            "thick_skull",
            "throw_team_mate",
            "timmm_ber",
        ),
        "Reliable",
        280_000,
        ("woodland_league",),
    ),
    StarPlayer(
        "Dribl",
        ("Skink", "Special"),
        Profile(8, 2, 3, 4, 8),
        ("dirty_player", "dodge", "loner (4+)", "quick_foul", "sidestep", "sneaky_git", "stunty"),
        "A Sneaky Pair",
        230_000,
        ("lustrian_superleague",),
        pair="Dribl and Drull",
    ),
    StarPlayer(
        "Drull",
        ("Skink", "Special"),
        Profile(8, 2, 3, 4, 8),
        ("dodge", "loner (4+)", "sidestep", "stab", "stunty"),
        "A Sneaky Pair",
        230_000,
        ("lustrian_superleague",),
        pair="Dribl and Drull",
    ),
    StarPlayer(
        "Eldril Sidewinder",
        ("Catcher", "Elf"),
        Profile(8, 3, 2, 3, 8),
        ("catch", "dodge", "hypnotic_gaze", "loner (4+)", "nerves_of_steel", "on_the_ball"),
        "Mesmerising Dance",
        220_000,
        ("elven_kingdoms_league",),
    ),
    StarPlayer(
        "Estelle la Veneaux",
        ("Human", "Lineman"),
        Profile(6, 3, 3, 4, 8),
        ("disturbing_presence", "dodge", "guard", "loner (4+)", "sidestep"),
        "Baleful Hex",
        190_000,
        ("lustrian_superleague",),
    ),
    StarPlayer(
        "Fungus the Loon",
        ("Goblin", "Special"),
        Profile(4, 7, 3, None, 8),
        ("ball_and_chain", "loner (4+)", "mighty_blow", "no_ball", "secret_weapon", "stunty"),
        "Whirling Dervish",
        80_000,
        (
            "badlands_brawl",
            "underworld_challenge",
        ),
    ),
    StarPlayer(
        "Glart Smashrip",
        ("Blocker", "Skaven"),
        Profile(5, 4, 4, 6, 9),
        ("block", "claws", "grab", "juggernaut", "loner (4+)", "stand_firm"),
        "Frenzied Rush",
        175_000,
        ("underworld_challenge",),
    ),
    StarPlayer(
        "Gloriel Summerbloom",
        ("Elf", "Thrower"),
        Profile(7, 2, 2, 2, 8),
        ("accurate", "dodge", "loner (3+)", "pass", "sidestep", "sure_hands"),
        "Shot to Nothing",
        150_000,
        ("elven_kingdoms_league",),
    ),
    StarPlayer(
        "Glotl Stop",
        ("Big Guy", "Lizardman"),
        Profile(6, 6, 5, 6, 10),
        ("animal_savagery", "frenzy", "loner (4+)", "mighty_blow", "prehensile_tail", "stand_firm", "thick_skull"),
        "Primal Savagery",
        260_000,
        ("lustrian_superleague",),
    ),
    StarPlayer(
        "Grak",
        ("Big Guy", "Ogre"),
        Profile(5, 5, 4, 4, 10),
        ("bone_head", "kick_team_mate", "loner (4+)", "mighty_blow", "thick_skull"),
        "I'll Carry You",
        250_000,
        (ANY_TEAM,),
        pair="Grak and Crumbleberry",
    ),
    StarPlayer(
        "Crumbleberry",
        ("Halfling", "Lineman"),
        Profile(5, 2, 3, 5, 7),
        ("dodge", "lethal_flight", "loner (4+)", "right_stuff", "stunty", "sure_hands"),
        "I'll Carry You",
        250_000,
        (ANY_TEAM,),
        pair="Grak and Crumbleberry",
    ),
    StarPlayer(
        "Grashnak Blackhoof",
        ("Big Guy", "Minotaur"),
        Profile(6, 6, 4, 6, 9),
        ("frenzy", "horns", "loner (4+)", "mighty_blow", "thick_skull", "unchannelled_fury"),
        "Gored by the Bull",
        240_000,
        ("chaos_clash",),
    ),
    StarPlayer(
        "Gretchen Wächter",
        ("Special", "Undead", "Wraith"),
        Profile(7, 3, 2, None, 9),
        (
            "disturbing_presence",
            "dodge",
            "foul_appearance",
            "jump_up",
            "loner (4+)",
            "no_ball",
            "regeneration",
            "shadowing",
            "sidestep",
        ),
        "Incorporeal",
        180_000,
        ("sylvanian_spotlight",),
    ),
    StarPlayer(
        "Griff Oberwald",
        ("Blitzer", "Human"),
        Profile(7, 4, 2, 3, 9),
        ("block", "dodge", "fend", "loner (3+)", "sprint", "sure_feet"),
        "Consummate Professional",
        300_000,
        ("old_world_classic",),
    ),
    StarPlayer(
        "Grim Ironjaw",
        ("Dwarf", "Special"),
        Profile(5, 4, 3, 6, 9),
        ("block", "dauntless", "frenzy", "hatred (Big Guy)", "loner (4+)", "multiple_block", "thick_skull"),
        "Slayer",
        190_000,
        ("worlds_edge_superleague",),
    ),
    StarPlayer(
        "Grombrindal",
        ("Blocker", "Dwarf"),
        Profile(5, 3, 3, 4, 10),
        ("block", "break_tackle", "dauntless", "loner (4+)", "mighty_blow", "stand_firm", "sure_feet", "thick_skull"),
        "Wisdom of the White Dwarf",
        170_000,
        (
            "halfling_thimble_cup",
            "old_world_classic",
            "worlds_edge_superleague",
        ),
    ),
    StarPlayer(
        "Guffle Pusmaw",
        ("Blocker", "Human"),
        Profile(5, 4, 4, 6, 10),
        ("foul_appearance", "loner (4+)", "monstrous_mouth", "nerves_of_steel", "on_the_ball", "plague_ridden"),
        "Quick Bite",
        150_000,
        ("favoured_of_nurgle",),
    ),
    StarPlayer(
        "H'thark the Unstoppable",
        ("Blitzer", "Dwarf"),
        Profile(6, 6, 4, 6, 10),
        (
            "block",
            "break_tackle",
            "defensive",
            "juggernaut",
            "loner (4+)",
            "sprint",
            "sure_feet",
            "thick_skull",
            "unsteady",
        ),
        "Unstoppable Momentum",
        300_000,
        (
            "badlands_brawl",
            "favoured_of_hashut",
        ),
    ),
    StarPlayer(
        "Hakflem Skuttlespike",
        ("Runner", "Skaven"),
        Profile(8, 3, 2, 3, 8),
        ("dodge", "extra_arms", "loner (4+)", "prehensile_tail", "two_heads"),
        "Treacherous",
        200_000,
        ("underworld_challenge",),
    ),
    StarPlayer(
        "Helmut Wulf",
        ("Human", "Special"),
        Profile(6, 3, 3, None, 9),
        ("chainsaw", "loner (4+)", "no_ball", "pro", "secret_weapon", "stand_firm"),
        "Old Pro",
        140_000,
        ("old_world_classic",),
    ),
    StarPlayer(
        "Ivan 'the Animal' Deathshroud",
        ("Blitzer", "Human", "Skeleton", "Undead"),
        Profile(6, 4, 4, 5, 9),
        (
            "block",
            "disturbing_presence",
            "hatred (Dwarf)",
            "juggernaut",
            "loner (4+)",
            "regeneration",
            "strip_ball",
            "tackle",
        ),
        "Dwarven Scourge",
        210_000,
        ("sylvanian_spotlight",),
    ),
    StarPlayer(
        "Ivar Eriksson",
        ("Blitzer", "Human"),
        Profile(6, 4, 3, 4, 9),
        ("block", "guard", "loner (4+)", "tackle"),
        "Raiding Party",
        215_000,
        ("old_world_classic",),
    ),
    StarPlayer(
        "Jeremiah Kool",
        ("Elf", "Runner"),
        Profile(8, 3, 1, 2, 9),
        (
            "block",
            "dodge",
            "diving_catch",
            "dump_off",
            "loner (4+)",
            "nerves_of_steel",
            "on_the_ball",
            "pass",
            "sidestep",
        ),
        "The Flashing Blade",
        300_000,
        ("elven_kingdoms_league",),
    ),
    StarPlayer(
        "Jordell Freshbreeze",
        ("Blitzer", "Elf"),
        Profile(8, 3, 1, 3, 8),
        ("block", "diving_catch", "dodge", "leap", "loner (4+)", "sidestep", "steady_footing"),
        "Swift as the Breeze",
        280_000,
        (
            "elven_kingdoms_league",
            "woodland_league",
        ),
    ),
    StarPlayer(
        "Josef Bugman",
        ("Blocker", "Dwarf"),
        Profile(5, 3, 3, 4, 9),
        ("block", "drunkard", "fend", "loner (3+)", "tackle", "taunt", "thick_skull"),
        "Dwarfen Grit",
        180_000,
        (
            "old_world_classic",
            "worlds_edge_superleague",
        ),
    ),
    StarPlayer(
        "Karla von Kill",
        ("Blitzer", "Human"),
        Profile(6, 4, 3, 3, 9),
        ("block", "dauntless", "dodge", "jump_up", "loner (4+)"),
        "Indomitable",
        210_000,
        (
            "lustrian_superleague",
            "old_world_classic",
        ),
    ),
    StarPlayer(
        "Kiroth Krakeneye",
        ("Elf", "Runner"),
        Profile(7, 3, 2, 3, 8),
        ("disturbing_presence", "foul_appearance", "loner (4+)", "on_the_ball", "tackle", "tentacles"),
        "Black Ink",
        160_000,
        ("elven_kingdoms_league",),
    ),
    StarPlayer(
        "Kreek Rustgouger",
        ("Big Guy", "Skaven", "Special"),
        Profile(4, 7, 4, None, 10),
        ("ball_and_chain", "loner (4+)", "mighty_blow", "no_ball", "prehensile_tail", "secret_weapon"),
        "I'll Be Back!",
        180_000,
        ("underworld_challenge",),
    ),
    StarPlayer(
        "Lord Borak the Despoiler",
        ("Blocker", "Human"),
        Profile(5, 5, 3, 5, 10),
        ("block", "dirty_player", "leader", "loner (3+)", "mighty_blow", "put_the_boot_in", "sneaky_git"),
        "Lord of Chaos",
        270_000,
        ("chaos_clash",),
    ),
    StarPlayer(
        "Maple Highgrove",
        ("Big Guy", "Treeman"),
        Profile(3, 5, 5, 5, 11),
        ("brawler", "grab", "loner (4+)", "mighty_blow", "stand_firm", "tentacles", "thick_skull"),
        "Vicious Vines",
        210_000,
        ("woodland_league",),
    ),
    StarPlayer(
        "Max Spleenripper",
        ("Human", "Special"),
        Profile(5, 4, 4, None, 9),
        ("chainsaw", "loner (4+)", "no_ball", "secret_weapon"),
        "Maximum Carnage",
        130_000,
        ("favoured_of_khorne",),
    ),
    StarPlayer(
        "Morg 'n' Thorg",
        ("Big Guy", "Ogre"),
        Profile(6, 6, 3, 4, 11),
        ("block", "bullseye", "hatred (Undead)", "loner (4+)", "mighty_blow", "thick_skull", "throw_team_mate"),
        "The Ballista",
        340_000,
        (ANY_TEAM,),
        excluded=("sylvanian_spotlight",),
    ),
    StarPlayer(
        "Nobbla Blackwart",
        ("Goblin", "Special"),
        Profile(6, 2, 3, None, 8),
        ("block", "chainsaw", "dodge", "loner (4+)", "no_ball", "saboteur", "secret_weapon", "stunty"),
        "Kick 'em While They're Down!",
        120_000,
        (
            "badlands_brawl",
            "underworld_challenge",
        ),
    ),
    StarPlayer(
        "Puggy Baconbreath",
        ("Blitzer", "Halfling"),
        Profile(5, 3, 3, 3, 8),
        ("block", "dodge", "loner (3+)", "nerves_of_steel", "right_stuff", "stunty"),
        "Halfling Luck",
        130_000,
        (
            "halfling_thimble_cup",
            "old_world_classic",
        ),
    ),
    StarPlayer(
        "Rashnak Backstabber",
        ("Goblin", "Special"),
        Profile(7, 3, 3, 5, 8),
        ("loner (4+)", "shadowing", "sidestep", "sneaky_git", "stab"),
        "Toxin Connoisseur",
        130_000,
        ("badlands_brawl",),
    ),
    StarPlayer(
        "Ripper Bolgrot",
        ("Big Guy", "Troll"),
        Profile(5, 6, 5, 4, 10),
        ("bullseye", "grab", "loner (4+)", "mighty_blow", "regeneration", "throw_team_mate"),
        "Thinking Man's Troll",
        250_000,
        (
            "badlands_brawl",
            "underworld_challenge",
        ),
    ),
    StarPlayer(
        "Rodney Roachbait",
        ("Gnome", "Special"),
        Profile(6, 2, 3, 4, 7),
        ("catch", "diving_catch", "jump_up", "loner (4+)", "on_the_ball", "sidestep", "stunty", "wrestle"),
        "Catch of the Day",
        70_000,
        ("woodland_league",),
    ),
    StarPlayer(
        "Rowana Forestfoot",
        ("Blocker", "Gnome"),
        Profile(6, 3, 3, 4, 8),
        ("dodge", "dump_off", "guard", "horns", "jump_up", "leap", "loner (4+)"),
        "Bounding Leap",
        160_000,
        ("woodland_league",),
    ),
    StarPlayer(
        "Roxanna Darknail",
        ("Elf", "Special"),
        Profile(8, 3, 1, 3, 8),
        ("dodge", "frenzy", "jump_up", "juggernaut", "leap", "loner (4+)"),
        "Slashing Nails",
        270_000,
        ("elven_kingdoms_league",),
    ),
    StarPlayer(
        "Rumbelow Sheepskin",
        ("Blitzer", "Halfling"),
        Profile(6, 3, 3, 5, 8),
        ("block", "horns", "juggernaut", "loner (4+)", "tackle", "thick_skull"),
        "Ram",
        170_000,
        ("halfling_thimble_cup",),
    ),
    StarPlayer(
        "Scrappa Sorehead",
        ("Goblin", "Special"),
        Profile(7, 2, 3, 4, 8),
        ("dirty_player", "dodge", "loner (4+)", "pogo", "right_stuff", "sprint", "stunty", "sure_feet"),
        "Yoink!",
        120_000,
        (
            "badlands_brawl",
            "underworld_challenge",
        ),
    ),
    StarPlayer(
        "Scyla Anfingrimm",
        ("Big Guy", "Spawn"),
        Profile(5, 5, 4, 6, 10),
        ("claws", "frenzy", "loner (4+)", "mighty_blow", "prehensile_tail", "thick_skull", "unchannelled_fury"),
        "Fury of the Blood God",
        200_000,
        ("favoured_of_khorne",),
    ),
    StarPlayer(
        "Skitter Stab-Stab",
        ("Runner", "Skaven"),
        Profile(9, 2, 2, 4, 8),
        ("dodge", "loner (4+)", "prehensile_tail", "shadowing", "stab"),
        "Master Assassin",
        170_000,
        ("underworld_challenge",),
    ),
    StarPlayer(
        "Skrorg Snowpelt",
        ("Big Guy", "Yhetee"),
        Profile(5, 5, 4, 6, 9),
        ("block", "claws", "disturbing_presence", "juggernaut", "loner (4+)", "mighty_blow"),
        "Pump Up the Crowd",
        240_000,
        (
            "old_world_classic",
            "worlds_edge_superleague",
        ),
    ),
    StarPlayer(
        "Skrull Halfheight",
        ("Dwarf", "Skeleton", "Thrower", "Undead"),
        Profile(6, 3, 4, 3, 9),
        ("accurate", "loner (4+)", "nerves_of_steel", "pass", "regeneration", "sure_hands", "thick_skull"),
        "Strong Passing Game",
        150_000,
        (
            "sylvanian_spotlight",
            "worlds_edge_superleague",
        ),
    ),
    StarPlayer(
        "Swiftvine Glimmershard",
        ("Special", "Spite"),
        Profile(7, 2, 3, 5, 7),
        ("disturbing_presence", "fend", "loner (4+)", "sidestep", "stab", "stunty"),
        "Furious Outburst",
        110_000,
        ("woodland_league",),
    ),
    StarPlayer(
        "The Black Gobbo",
        ("Goblin", "Special"),
        Profile(6, 2, 3, 3, 8),
        ("bombardier", "disturbing_presence", "dodge", "loner (3+)", "sidestep", "sneaky_git", "stab"),
        "Sneakiest of the Lot",
        210_000,
        (
            "badlands_brawl",
            "underworld_challenge",
        ),
    ),
    StarPlayer(
        "The Mighty Zug",
        ("Blocker", "Human"),
        Profile(5, 5, 4, 6, 10),
        ("block", "loner (4+)", "mighty_blow", "unsteady"),
        "Crushing Blow",
        220_000,
        (
            "old_world_classic",
            "worlds_edge_superleague",
        ),
    ),
    StarPlayer(
        "Lucien Swift",
        ("Blitzer", "Elf"),
        Profile(7, 3, 2, 3, 9),
        ("block", "loner (4+)", "mighty_blow", "tackle"),
        "Working In Tandem",
        300_000,
        ("elven_kingdoms_league",),
        pair="The Swift Twins",
    ),
    StarPlayer(
        "Valen Swift",
        ("Elf", "Thrower"),
        Profile(7, 3, 2, 2, 9),
        ("accurate", "loner (4+)", "nerves_of_steel", "pass", "safe_pass", "sure_hands"),
        "Working In Tandem",
        300_000,
        ("elven_kingdoms_league",),
        pair="The Swift Twins",
    ),
    StarPlayer(
        "Thorsson Stoutmead",
        ("Human", "Lineman"),
        Profile(6, 3, 4, 3, 8),
        ("block", "drunkard", "loner (4+)", "thick_skull"),
        "Beer Barrel Bash",
        170_000,
        (
            "old_world_classic",
            "worlds_edge_superleague",
        ),
    ),
    StarPlayer(
        "Varag Ghoul-Chewer",
        ("Blocker", "Orc"),
        Profile(6, 5, 3, 5, 10),
        ("block", "hatred (Undead)", "jump_up", "loner (4+)", "mighty_blow", "thick_skull", "unsteady"),
        "Krump and Smash",
        260_000,
        ("badlands_brawl",),
    ),
    StarPlayer(
        "Wilhelm Chaney",
        ("Blitzer", "Undead", "Werewolf"),
        Profile(8, 4, 3, 4, 9),
        ("catch", "claws", "frenzy", "loner (4+)", "regeneration", "wrestle"),
        "Savage Mauling",
        220_000,
        ("sylvanian_spotlight",),
    ),
    StarPlayer(
        "Willow Rosebark",
        ("Blitzer", "Dryad"),
        Profile(6, 4, 3, 5, 9),
        ("dauntless", "loner (4+)", "sidestep", "thick_skull"),
        "Woodland Fury",
        160_000,
        ("woodland_league",),
    ),
    StarPlayer(
        "Withergrasp Doubledrool",
        ("Beastman", "Blocker"),
        Profile(6, 3, 3, 4, 9),
        ("foul_appearance", "loner (4+)", "prehensile_tail", "tackle", "tentacles", "two_heads", "wrestle"),
        "Watch Out!",
        170_000,
        ("favoured_of_nurgle",),
    ),
    StarPlayer(
        "Zolcath the Zoat",
        ("Big Guy", "Zoat"),
        Profile(5, 5, 4, 5, 10),
        (
            "disturbing_presence",
            "juggernaut",
            "loner (4+)",
            "mighty_blow",
            "prehensile_tail",
            "regeneration",
            "sure_feet",
        ),
        '"Excuse me, are you a Zoat?"',
        220_000,
        (
            "elven_kingdoms_league",
            "lustrian_superleague",
        ),
    ),
    StarPlayer(
        "Zzharg Madeye",
        ("Dwarf", "Special"),
        Profile(4, 4, 4, 3, 10),
        ("cannoneer", "hail_mary_pass", "loner (4+)", "nerves_of_steel", "secret_weapon", "thick_skull"),
        '"Blastin\' Solves Everything"',
        130_000,
        ("favoured_of_hashut",),
    ),
)

#: The Star Player choices by key (a pair's key hires both), in the book's order.
HIRES: Final[Mapping[str, tuple[StarPlayer, ...]]] = {
    hire: tuple(star for star in STAR_PLAYERS if star.hire == hire)
    for hire in dict.fromkeys(s.hire for s in STAR_PLAYERS)
}
BY_KEY: Final[Mapping[str, StarPlayer]] = {star.key: star for star in STAR_PLAYERS}

#: Each book roster's Leagues (its page's « League »; several: the team chooses one) and, in each, the powers it may
#: be « Favoured of » (a Chaos Chosen team chooses any; a Norse team is Favoured of Khorne in the Chaos Clash only).
TEAM_LEAGUES: Final[Mapping[str, Mapping[str, tuple[str, ...]]]] = {
    "amazon": {"lustrian_superleague": ()},
    "black_orc": {"badlands_brawl": ()},
    "bretonnian": {"old_world_classic": ()},
    "chaos_chosen": {"chaos_clash": GODS},
    "chaos_dwarf": {"badlands_brawl": ("hashut",), "chaos_clash": ("hashut",)},
    "chaos_renegades": {"chaos_clash": ("khorne", "nurgle", "slaanesh", "tzeentch", "undivided")},
    "dark_elf": {"elven_kingdoms_league": ()},
    "dwarf": {"worlds_edge_superleague": ()},
    "elven_union": {"elven_kingdoms_league": ()},
    "gnome": {"halfling_thimble_cup": (), "woodland_league": ()},
    "goblin": {"badlands_brawl": (), "underworld_challenge": ()},
    "halfling": {"halfling_thimble_cup": (), "woodland_league": ()},
    "high_elf": {"elven_kingdoms_league": ()},
    "human": {"old_world_classic": ()},
    "imperial_nobility": {"old_world_classic": ()},
    "khorne": {"chaos_clash": ("khorne",)},
    "lizardmen": {"lustrian_superleague": ()},
    "necromantic_horror": {"sylvanian_spotlight": ()},
    "norse": {"old_world_classic": (), "chaos_clash": ("khorne",)},
    "nurgle": {"chaos_clash": ("nurgle",)},
    "ogre": {"badlands_brawl": (), "worlds_edge_superleague": ()},
    "old_world_alliance": {"old_world_classic": ()},
    "orc": {"badlands_brawl": ()},
    "shambling_undead": {"sylvanian_spotlight": ()},
    "skaven": {"underworld_challenge": ()},
    "snotling": {"underworld_challenge": ()},
    "tomb_kings": {"sylvanian_spotlight": ()},
    "underworld_denizens": {"underworld_challenge": ()},
    "vampire": {"sylvanian_spotlight": ()},
    "wood_elf": {"elven_kingdoms_league": (), "woodland_league": ()},
}


def find(typed: str) -> tuple[StarPlayer, ...] | None:
    """The choice a typed name hires: a Star Player's name or key, a pair's name or either of its players' (Grak
    hires Grak and Crumbleberry); case, accents and punctuation ignored. ``None`` when no Star Player has it."""
    key = _key(typed)
    if key in HIRES:
        return HIRES[key]
    star = BY_KEY.get(key)
    return HIRES[star.hire] if star is not None else None


def _plays(star: StarPlayer, league: str, gods: tuple[str, ...]) -> bool:
    """Whether ``star`` plays for a team of ``league`` that may be Favoured of ``gods``."""
    if league in star.excluded:
        return False
    return any(
        entry in (ANY_TEAM, league) or (entry.startswith(FAVOURED_OF) and entry.removeprefix(FAVOURED_OF) in gods)
        for entry in star.plays_for
    )


def available_to(
    roster: Roster,
    *,
    league: str | None = None,
    favoured: str | None = None,
    special_rules: Iterable[str] | None = None,
) -> tuple[StarPlayer, ...]:
    """The Star Players a team of ``roster`` may hire, in the book's order (a pair: both players).

    « Star Players can only play for teams that have the same League as them », or the same « Favoured of… » special
    rule. ``league`` is the League the team chose (``None``: any of its roster's), ``favoured`` the power it serves
    (``None``: any its roster allows) and ``special_rules`` its special rules when known (a team whose commissioner
    took « Favoured of… » away hires no Favoured Star Player).
    """
    choices = TEAM_LEAGUES.get(roster.key, {})
    if special_rules is not None and "favoured_of" not in special_rules:
        choices = {name: () for name in choices}
    found = []
    for star in STAR_PLAYERS:
        for name, gods in choices.items():
            allowed = tuple(god for god in gods if favoured is None or god == favoured)
            if (league is None or name == league) and _plays(star, name, allowed):
                found.append(star)
                break
    return tuple(found)


def check_hire(
    roster: Roster,
    chosen: Sequence[str],
    players_able: int,
    *,
    league: str | None = None,
    favoured: str | None = None,
    special_rules: Iterable[str] | None = None,
    bugman_hired: bool = False,
) -> tuple[StarPlayer, ...]:
    """The Star Players a team hires for a game with ``chosen`` (names or keys, a pair by either name), refused with
    a :class:`DomainError` as the book refuses them; ``players_able`` counts the team's players who are not missing
    the game (« players that are missing the next game do not count »). ``bugman_hired``: the team hired Josef Bugman
    as Infamous Coaching Staff, and « they cannot hire Josef Bugman as a Star Player ».

    Refused, first problem first: a name no Star Player has, the same choice twice, a Star Player this team may not
    hire, Josef Bugman twice over, more than two choices, more than 16 players. Both teams may hire the same Star
    Player: each team is checked on its own.
    """
    hires: list[tuple[StarPlayer, ...]] = []
    for typed in chosen:
        hire = find(typed)
        if hire is None:
            raise DomainError("error.starplayers.unknown", value=shown(typed, 60))
        if hire in hires:
            raise DomainError("error.starplayers.twice", star=name_of(hire))
        hires.append(hire)
    allowed = available_to(roster, league=league, favoured=favoured, special_rules=special_rules)
    for hire in hires:
        if hire[0] not in allowed:
            french = roster.names[0] if roster.names else roster.name
            raise DomainError("error.starplayers.not_available", star=name_of(hire), roster=Named(french, roster.name))
        if bugman_hired and hire[0].key == JOSEF_BUGMAN:
            raise DomainError("error.starplayers.bugman", star=name_of(hire))
    if len(hires) > MOST_STARS:
        raise DomainError("error.starplayers.too_many", most=MOST_STARS, count=len(hires))
    hired = tuple(star for hire in hires for star in hire)
    if players_able + len(hired) > MOST_PLAYERS:
        raise DomainError(
            "error.starplayers.too_many_players", most=MOST_PLAYERS, players=players_able, stars=len(hired)
        )
    return hired


def fee(hired: Iterable[StarPlayer]) -> int:
    """What the Star Players hired cost: each choice's fee once (a pair's fee once for its two players)."""
    return sum(HIRES[hire][0].cost for hire in dict.fromkeys(star.hire for star in hired))


def name_of(hire: Sequence[StarPlayer]) -> str:
    """A choice's name: the pair's, or the Star Player's."""
    return hire[0].pair or hire[0].name
