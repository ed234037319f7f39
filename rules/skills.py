"""The official BB2025 skills and traits, and how to read the names people type on a roster.

One definition: :data:`CATALOGUE`, every skill and trait of BB2025 (docs/rules-reference.md
§2.16, §2.17; S1 ``skills_and_traits.md``) with its key (the snake_case English name), official
English name, the French names French leagues type, category, Elite or not, whether it must always
be used (the rulebook's asterisk), whether it is passive, the kind of value it carries, and for the
72 skills its cell of the random skill table (§2.17). Everything else (the random table, the Elite
list, the names index, the aliases of the in-match flags) is derived from it.

Rosters are typed by people, in French or English, with accents or not, sometimes with a value in
brackets (« Châtaigne (+1) », « Solitaire (4+) », « Haine (Nain) »). :func:`read` turns one typed
name into a :class:`Reading`: the skill, its value, or for a name that is not in the catalogue the
closest known one (a typo to flag, or a league's own house skill, kept as typed).

French names. The first French name of each entry is the one shown. Sources: the seeds' own words
first (Minus, Haine (X), Fourchette, Grande Gueule, Cerveau Lent, Regard Hypnotique, Gros Débile;
rules-reference §4), then the French names of BB2025 (« Saison 3 ») as source S10 of rules-reference
gives them (two public French transcriptions that agree on every name: Appuis Sûrs, Coup de Crampons,
Agression Éclair, Vol Fatal, Innovateur Violent, Souffle Ardent, Farceur, Petit Remontant…), checked
against the BB2020-era lists of S9 (mordorbihan.fr, merouxmodelkit.fr) for the older skills. Every
BB2025 skill and trait has a French name from these sources, so none falls back to its English name
(GW's own French text is not verified). Older names
a roster may still carry (BB2020 English, LRB-era French) are ``aliases``; so are the guesses the
reference used before a source was found (« Pied Ferme », « Vomissement Projectile »).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final, Literal

from rules.errors import DomainError, Term

#: The six skill categories, in the random table's column order (§2.17), then the traits.
CATEGORIES: Final = ("agility", "devious", "general", "mutation", "passing", "strength")
TRAIT: Final = "trait"
Category = Literal["agility", "devious", "general", "mutation", "passing", "strength", "trait"]

#: What a bracket after the name holds: a keyword (Haine (Nain)), a target (Solitaire (4+)),
#: or an older edition's bonus (Châtaigne (+1): BB2020 had Mighty Blow (+X) and Dirty Player (+X)).
ValueKind = Literal["keyword", "target", "bonus"]


@dataclass(frozen=True, slots=True)
class Skill:
    """One official skill or trait.

    ``table`` is its cell of the random table: (the lowest face of the first D6's half, 1 for 1-3 or
    4 for 4-6; the second D6), ``None`` for traits. ``french[0]`` is the French name shown.
    """

    key: str
    english: str
    french: tuple[str, ...]
    category: Category
    elite: bool = False
    compulsory: bool = False
    passive: bool = False
    value: ValueKind | None = None
    table: tuple[int, int] | None = None
    aliases: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The French name shown."""
        return self.french[0]

    @property
    def is_trait(self) -> bool:
        return self.category == TRAIT

    @property
    def names(self) -> tuple[str, ...]:
        """Every name it goes by: French, official English, older names."""
        return (*self.french, self.english, *self.aliases)


def _row(
    key: str,
    english: str,
    french: str | tuple[str, ...],
    *aliases: str,
    elite: bool = False,
    compulsory: bool = False,
    passive: bool = False,
    value: ValueKind | None = None,
) -> dict[str, object]:
    return {
        "key": key,
        "english": english,
        "french": (french,) if isinstance(french, str) else french,
        "aliases": aliases,
        "elite": elite,
        "compulsory": compulsory,
        "passive": passive,
        "value": value,
    }


#: Each category's twelve skills in random-table order: rows 1-6 of the first half (1-3), then of
#: the second half (4-6).
_SKILL_ROWS: Final[Mapping[str, tuple[dict[str, object], ...]]] = {
    "agility": (
        _row("catch", "Catch", "Réception"),
        _row("diving_catch", "Diving Catch", "Réception Plongeante"),
        _row("diving_tackle", "Diving Tackle", "Tacle Plongeant"),
        _row("dodge", "Dodge", "Esquive", elite=True),
        _row("defensive", "Defensive", "Défenseur"),
        _row("hit_and_run", "Hit and Run", "Frappe-et-Court", "Hit & Run"),
        _row("jump_up", "Jump Up", "Rétablissement"),
        _row("leap", "Leap", "Saut"),
        _row("safe_pair_of_hands", "Safe Pair of Hands", "Libération Contrôlée"),
        _row("sidestep", "Sidestep", "Glissade Contrôlée", "Side Step"),
        _row("sprint", "Sprint", "Sprint"),
        _row("sure_feet", "Sure Feet", "Équilibre"),
    ),
    "devious": (
        _row("dirty_player", "Dirty Player", "Joueur Déloyal", "Joueur Vicieux", value="bonus"),
        _row("eye_gouge", "Eye Gouge", "Fourchette"),
        _row("fumblerooski", "Fumblerooski", "Fumblerooski", "Fumblerooskie"),
        _row("lethal_flight", "Lethal Flight", "Vol Fatal"),
        _row("lone_fouler", "Lone Fouler", "Agresseur Solitaire"),
        _row("pile_driver", "Pile Driver", "Marteau-pilon"),
        _row("put_the_boot_in", "Put the Boot In", "Coup de Crampons"),
        _row("quick_foul", "Quick Foul", "Agression Éclair"),
        _row("saboteur", "Saboteur", "Saboteur"),
        _row("shadowing", "Shadowing", "Poursuite"),
        _row("sneaky_git", "Sneaky Git", "Sournois"),
        _row("violent_innovator", "Violent Innovator", "Innovateur Violent"),
    ),
    "general": (
        _row("block", "Block", "Blocage", elite=True),
        _row("dauntless", "Dauntless", "Intrépide", "Intrépidité"),
        _row("fend", "Fend", "Parade"),
        _row("frenzy", "Frenzy", "Frénésie", compulsory=True),
        _row("kick", "Kick", "Frappe Précise"),
        _row("pro", "Pro", "Pro"),
        # « Pied Ferme » was rules-reference §2.16's guess before a French source was found.
        _row("steady_footing", "Steady Footing", "Appuis Sûrs", "Pied Ferme"),
        _row("strip_ball", "Strip Ball", "Arracher le Ballon"),
        _row("sure_hands", "Sure Hands", "Prise Sûre", "Dextérité"),
        _row("tackle", "Tackle", "Tacle"),
        _row("taunt", "Taunt", "Provocation"),
        _row("wrestle", "Wrestle", "Lutte"),
    ),
    "mutation": (
        _row("big_hand", "Big Hand", "Main Démesurée"),
        _row("claws", "Claws", "Griffes", "Claw", passive=True),
        _row("disturbing_presence", "Disturbing Presence", "Présence Perturbante", compulsory=True, passive=True),
        _row("extra_arms", "Extra Arms", ("Bras Supplémentaires", "Bras Supplémentaire")),
        _row("foul_appearance", "Foul Appearance", "Répulsion", compulsory=True, passive=True),
        _row("horns", "Horns", "Cornes"),
        _row("iron_hard_skin", "Iron Hard Skin", "Peau de Fer", passive=True),
        _row("monstrous_mouth", "Monstrous Mouth", "Grande Gueule"),
        _row("prehensile_tail", "Prehensile Tail", "Queue Préhensile"),
        _row("tentacles", "Tentacles", "Tentacules"),
        _row("two_heads", "Two Heads", "Deux Têtes"),
        _row("very_long_legs", "Very Long Legs", "Très Longues Jambes"),
    ),
    "passing": (
        _row("accurate", "Accurate", "Précision"),
        _row("cannoneer", "Cannoneer", "Canonnier"),
        _row("cloud_burster", "Cloud Burster", "Perce-Nuages"),
        _row("dump_off", "Dump-off", "Délestage"),
        _row("give_and_go", "Give and Go", "Transmission dans la Course", "Running Pass"),
        _row("hail_mary_pass", "Hail Mary Pass", "Passe Désespérée", "La Main de Dieu"),
        _row("leader", "Leader", "Chef", passive=True),
        _row("nerves_of_steel", "Nerves of Steel", "Nerfs d'Acier"),
        _row("on_the_ball", "On the Ball", "Sur le Ballon"),
        _row("pass", "Pass", "Passe"),
        _row("punt", "Punt", "Dégagement"),
        _row("safe_pass", "Safe Pass", "Passe Assurée", "Safe Throw"),
    ),
    "strength": (
        _row("arm_bar", "Arm Bar", "Clé de Bras"),
        _row("brawler", "Brawler", "Bagarreur"),
        _row("break_tackle", "Break Tackle", "Esquive en Force"),
        _row("bullseye", "Bullseye", "Dans le Mille"),
        _row("grab", "Grab", "Projection"),
        _row("guard", "Guard", "Garde", elite=True),
        _row("juggernaut", "Juggernaut", "Juggernaut"),
        _row("mighty_blow", "Mighty Blow", "Châtaigne", elite=True, value="bonus"),
        _row("multiple_block", "Multiple Block", "Blocage Multiple"),
        _row("stand_firm", "Stand Firm", "Stabilité"),
        _row("strong_arm", "Strong Arm", "Bras Musclé"),
        _row("thick_skull", "Thick Skull", "Crâne Épais", passive=True),
    ),
}

#: The traits, in the rulebook's (English alphabetical) order.
_TRAIT_ROWS: Final = (
    _row("always_hungry", "Always Hungry", "Toujours Affamé", compulsory=True),
    _row("animal_savagery", "Animal Savagery", "Sauvagerie Animale", compulsory=True, passive=True),
    _row("animosity", "Animosity (X)", "Animosité (X)", compulsory=True, value="keyword"),
    _row(
        "ball_and_chain",
        "Ball & Chain",
        ("Chaîne et Boulet", "Chaînes et Boulet", "Chaîne & Boulet"),
        "Ball and Chain",
        compulsory=True,
    ),
    _row("bloodlust", "Bloodlust (X+)", "Soif de Sang (X+)", compulsory=True, passive=True, value="target"),
    _row("bombardier", "Bombardier", "Bombardier"),
    _row("bone_head", "Bone Head", "Cerveau Lent", "Débile", compulsory=True, passive=True),
    _row("breathe_fire", "Breathe Fire", "Souffle Ardent"),
    _row("chainsaw", "Chainsaw", "Tronçonneuse", compulsory=True),
    _row("decay", "Decay", "Décomposition", compulsory=True, passive=True),
    _row("drunkard", "Drunkard", "Ivrogne", compulsory=True, passive=True),
    _row("hatred", "Hatred (X)", "Haine (X)", compulsory=True, passive=True, value="keyword"),
    _row("hypnotic_gaze", "Hypnotic Gaze", "Regard Hypnotique"),
    _row("insignificant", "Insignificant", "Insignifiant", compulsory=True, passive=True),
    _row("kick_team_mate", "Kick Team-mate", "Botter de Coéquipier", passive=True),
    _row("loner", "Loner (X+)", "Solitaire (X+)", compulsory=True, passive=True, value="target"),
    _row("my_ball", "My Ball", "Mon Ballon", compulsory=True, passive=True),
    _row("no_ball", "No Ball", "Sans Ballon", "No Hands", compulsory=True, passive=True),
    _row("pick_me_up", "Pick-me-up", "Petit Remontant"),
    _row("plague_ridden", "Plague Ridden", "Contagieux", "Pourriture de Nurgle", "Nurgle's Rot", passive=True),
    _row("pogo", "Pogo", "Monté sur Ressort", "Pogo Stick"),
    _row("projectile_vomit", "Projectile Vomit", "Gerbe de Vomi", "Vomissement Projectile"),
    _row("really_stupid", "Really Stupid", "Gros Débile", compulsory=True, passive=True),
    _row("regeneration", "Regeneration", "Régénération", passive=True),
    _row("right_stuff", "Right Stuff", "Poids Plume", compulsory=True, passive=True),
    _row("secret_weapon", "Secret Weapon", "Arme Secrète", compulsory=True, passive=True),
    _row("stab", "Stab", "Poignard"),
    _row("stunty", "Stunty", "Minus", compulsory=True, passive=True),
    _row("swoop", "Swoop", "Piqué"),
    _row("take_root", "Take Root", "Prendre Racine", compulsory=True, passive=True),
    _row("throw_team_mate", "Throw Team-mate", ("Lancer de Coéquipier", "Lancer un Coéquipier")),
    _row("timmm_ber", "Timmm-ber!", "Timmm-ber !", "Timber", passive=True),
    _row("titchy", "Titchy", "Microbe", compulsory=True, passive=True),
    _row("trickster", "Trickster", "Farceur"),
    _row("unchannelled_fury", "Unchannelled Fury", "Fureur Débridée", compulsory=True, passive=True),
    _row("unsteady", "Unsteady", "Instable", compulsory=True, passive=True),
)


def _build() -> dict[str, Skill]:
    skills: list[Skill] = []
    for category, rows in _SKILL_ROWS.items():
        for index, row in enumerate(rows):
            table = (1 if index < 6 else 4, index % 6 + 1)
            skills.append(Skill(category=category, table=table, **row))  # type: ignore[arg-type]  # rows: literal data
    skills += [Skill(category=TRAIT, **row) for row in _TRAIT_ROWS]  # type: ignore[arg-type]  # same
    return {skill.key: skill for skill in skills}


#: Every official skill and trait by key.
CATALOGUE: Final[Mapping[str, Skill]] = _build()
#: Category → its twelve skills in random-table order (§2.17).
RANDOM_TABLE: Final[Mapping[str, tuple[Skill, ...]]] = {
    category: tuple(s for s in CATALOGUE.values() if s.category == category) for category in CATEGORIES
}
#: The Elite skills: +10,000 po on a player's value when gained (docs/postgame-reference.md).
ELITE: Final = frozenset(key for key, skill in CATALOGUE.items() if skill.elite)

# --- reading typed names -----------------------------------------------------------------------------

_BRACKET = re.compile(r"\(([^()]*)\)\s*$")
#: A value written without brackets at the end of a name: « Solitaire 4+ », « Châtaigne +1 ».
_TRAILING_VALUE = re.compile(r"\s+(\+\d+|\d+\+?)\s*$")


def _plain(text: str) -> str:
    """Lower case, no accents, ``&`` as « and », punctuation as spaces, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text.replace("&", " and "))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", plain).split())


def _split_value(text: str) -> tuple[str, str | None]:
    """« Haine (Nain) » → (« Haine », « Nain »); « Solitaire 4+ » → (« Solitaire », « 4+ »)."""
    text = text.strip()
    if match := _BRACKET.search(text):
        return text[: match.start()].strip(), match.group(1).strip()
    if match := _TRAILING_VALUE.search(text):
        return text[: match.start()].strip(), match.group(1)
    return text, None


def bare(text: str) -> str:
    """The form names are compared in: no value, no accents, no case, no punctuation."""
    return _plain(re.sub(r"\([^()]*\)", " ", _split_value(text)[0]))


def _squash(text: str) -> str:
    return text.replace(" ", "")


def _index() -> tuple[dict[str, Skill], dict[str, tuple[Skill, str]]]:
    """Exact index (squashed bare name → skill) and the spaced names difflib compares with."""
    exact: dict[str, Skill] = {}
    spaced: dict[str, tuple[Skill, str]] = {}
    for skill in CATALOGUE.values():
        for name in (*skill.names, skill.key.replace("_", " ")):
            plain = bare(name)
            other = exact.setdefault(_squash(plain), skill)
            if other is not skill:
                raise ValueError(f"skill name {name!r} of {skill.key} already names {other.key}")
            spaced.setdefault(plain, (skill, name))
    return exact, spaced


_EXACT, _SPACED = _index()

#: How close (difflib ratio) a typed name must be to a known one to be suggested.
SUGGESTION_CUTOFF: Final = 0.75


@dataclass(frozen=True, slots=True)
class Reading:
    """One typed skill name, read: the skill and its value, or the closest known name.

    ``skill`` is ``None`` for a name not in the catalogue (a typo, or a league's own house skill:
    kept as typed, never dropped); ``suggestion`` is then the closest skill, if any is close enough,
    and ``suggested_as`` the very name it was closest to (French, English or an older name).
    """

    typed: str
    skill: Skill | None
    value: str | int | None = None
    suggestion: Skill | None = None
    suggested_as: str | None = None
    #: The value as typed (« Nain », « 4+ »), to show it again as its coach wrote it.
    raw: str | None = None

    @property
    def known(self) -> bool:
        return self.skill is not None

    @property
    def key(self) -> str | None:
        return self.skill.key if self.skill else None


def _value(skill: Skill, raw: str | None) -> str | int | None:
    """The value of a bracket, as the skill's kind reads it (``None`` when absent or a placeholder)."""
    if raw is None or skill.value is None:
        return None
    raw = raw.strip()
    if skill.value == "keyword":
        return None if not raw or raw.upper() == "X" else raw
    digits = raw.removeprefix("+").removesuffix("+").strip()
    return int(digits) if digits.isdecimal() else None


def closest(text: str) -> tuple[Skill, str] | None:
    """The known skill whose name is nearest to ``text`` (difflib, both languages), and that name."""
    import difflib  # only a misspelt name needs it

    plain = bare(text)
    if not plain:
        return None
    found = difflib.get_close_matches(plain, _SPACED, n=1, cutoff=SUGGESTION_CUTOFF)
    return _SPACED[found[0]] if found else None


def nearest(text: str, count: int = 3, cutoff: float = 0.6) -> tuple[Skill, ...]:
    """Up to ``count`` skills (not traits) whose names are nearest to ``text``, nearest first: what a refusal of an
    unknown name offers instead."""
    import difflib

    plain = bare(text)
    found = difflib.get_close_matches(plain, _SPACED, n=count * 3, cutoff=cutoff) if plain else []
    out: list[Skill] = []
    for name in found:
        skill = _SPACED[name][0]
        if not skill.is_trait and skill not in out:
            out.append(skill)
    return tuple(out[:count])


def read(typed: str) -> Reading:
    """What a typed name is: either language, any case, accents or not, a value in brackets or not."""
    name, raw = _split_value(typed)
    skill = _EXACT.get(_squash(bare(name))) if name else None
    if skill is not None:
        return Reading(typed, skill, _value(skill, raw), raw=raw)
    near = closest(typed)
    if near is None:
        return Reading(typed, None)
    return Reading(typed, None, suggestion=near[0], suggested_as=near[1])


def stored(typed: str) -> str:
    """The one spelling a player's sheet keeps a skill in, whatever language it was typed or drawn in: its key, with
    its value as typed in brackets (« Solitaire (4+) » → ``loner (4+)``, « Haine (Nain) » → ``hatred (Nain)``); a
    name the catalogue does not know (a house skill, a typo to flag) as typed."""
    reading = read(typed)
    if reading.skill is None:
        return typed
    return f"{reading.skill.key} ({reading.raw})" if reading.raw else reading.skill.key


def lookup(typed: str) -> Skill | None:
    """The catalogue skill a typed name names, or ``None``."""
    return read(typed).skill


def unknown(names: Iterable[str]) -> tuple[Reading, ...]:
    """The names of a roster that are not in the catalogue, each with its closest known name."""
    return tuple(reading for name in names if not (reading := read(name)).known)


# --- what the rolls and the league ask -----------------------------------------------------------------

#: Key → every name, for the skills whose key alone tells a roll what to do: every skill and trait
#: except those that only mean something with their value (Haine (X), Solitaire (X+)…; see :func:`values`).
SKILLS: Final[Mapping[str, tuple[str, ...]]] = {
    key: skill.names for key, skill in CATALOGUE.items() if skill.value not in ("keyword", "target")
}


def skill_keys(names: Iterable[str]) -> frozenset[str]:
    """The keys of :data:`SKILLS` among a roster's names (unknown names and valued traits are left out)."""
    return frozenset(key for name in names if (key := read(name).key) is not None and key in SKILLS)


def all_keys(names: Iterable[str]) -> frozenset[str]:
    """Every catalogue key among a roster's names, valued traits included."""
    return frozenset(key for name in names if (key := read(name).key))


def has(names: Iterable[str], key: str) -> bool:
    """Whether a roster's names include the skill ``key`` (``KeyError`` for a key not in the catalogue)."""
    if key not in CATALOGUE:
        raise KeyError(key)
    return key in all_keys(names)


def values(names: Iterable[str], key: str) -> tuple[str | int, ...]:
    """The values a roster gives skill ``key``: ``values(["Haine (Nain)"], "hatred") == ("Nain",)``."""
    if key not in CATALOGUE:
        raise KeyError(key)
    readings = (read(name) for name in names)
    return tuple(r.value for r in readings if r.key == key and r.value is not None)


def category_of(typed: str) -> str | None:
    """The category of a typed skill name (``trait`` for a trait), ``None`` when unknown."""
    skill = lookup(typed)
    return skill.category if skill else None


def random_skill(category: str, first: int, second: int) -> Skill:
    """The random table's cell (§2.17): the first D6 picks the half (1-3 or 4-6), the second the row."""
    if category not in RANDOM_TABLE:
        raise ValueError(f"no random table for category {category!r}")
    for die in (first, second):
        if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
            raise ValueError(f"a D6 shows 1 to 6, not {die!r}")
    return RANDOM_TABLE[category][(0 if first <= 3 else 6) + second - 1]


#: Category names and initials in both languages. Initials are English (A D G M P S) unless
#: ``letters="fr"``: French sheets write F for Force and S for Scélérate.
_CATEGORY_NAMES: Final = {
    "agility": ("agility", "agilite"),
    "devious": ("devious", "scelerate", "scelerates"),
    "general": ("general", "generale", "generales"),
    "mutation": ("mutation", "mutations"),
    "passing": ("passing", "passe"),
    "strength": ("strength", "force"),
}
_LETTERS: Final = {
    "en": {"a": "agility", "d": "devious", "g": "general", "m": "mutation", "p": "passing", "s": "strength"},
    "fr": {"a": "agility", "s": "devious", "g": "general", "m": "mutation", "p": "passing", "f": "strength"},
}


#: The language of the categories' initials (French F = Force and S = Scélérate; English S = Strength).
Letters = Literal["en", "fr"]


def letters_of(lang: str) -> Letters:
    """The initials a reader of ``lang`` types: French ones in French, English ones otherwise."""
    return "fr" if lang == "fr" else "en"


def parse_categories(text: str, *, letters: Letters = "en") -> tuple[str, ...]:
    """A player's skill categories as typed (« GS », « G, S », « Générale, Force »), in table order."""
    by_name = {name: category for category, names in _CATEGORY_NAMES.items() for name in names}
    found: set[str] = set()
    for typed in re.findall(r"[^\W_]+", text):  # each word as typed, said as typed when unknown
        word = _plain(typed)
        if word in by_name:
            found.add(by_name[word])
        elif all(letter in _LETTERS[letters] for letter in word):
            found.update(_LETTERS[letters][letter] for letter in word)
        else:
            raise DomainError("error.skill.category", value=typed[:30])
    return tuple(category for category in CATEGORIES if category in found)


def skill_access(primary: Iterable[str], secondary: Iterable[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A position's Primary and Secondary categories (:data:`CATEGORIES` keys), each in table order.

    The Team Roster gives each category to one column at most: one typed in both is refused, since the
    advancement's cost and value would then depend on which column the coach meant."""
    chosen = []
    for given in (primary, secondary):
        found = set()
        for category in given:
            if category not in CATEGORIES:
                raise DomainError("error.skill.category", value=str(category)[:30])
            found.add(category)
        chosen.append(tuple(c for c in CATEGORIES if c in found))
    both = set(chosen[0]) & set(chosen[1])
    if both:
        first = next(c for c in CATEGORIES if c in both)
        raise DomainError("error.skill.access_both", category=Term(f"skill.category.{first}"))
    return chosen[0], chosen[1]
