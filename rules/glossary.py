"""The words of the seeds, as data: states, injuries, block faces, league terms.

Each :class:`Entry` holds the French name, the English name and aliases (what
:func:`search` matches, accents and case ignored, best first), and the seed's own
words copied exactly (``quote``, one item per passage, with the seed it comes
from): the source, in French, whatever the reader's language. What we write
ourselves is in the catalogue, in each language: the name (``glossary.<key>``),
a short explanation (``glossary.<key>.text``, or the skill's ``skill.<key>.text``
when the term is a skill) and the official note docs/rules.md and rules-reference
add (``glossary.<key>.note``: D7, D10, D11, D14, D26, D27 …). :func:`lookup`
reads one entry. ``/rule`` also explains every skill and trait of
:mod:`rules.skills` and every team special rule of :mod:`rules.team_rules`:
:data:`TERMS` adds one entry per skill (the seed terms that are skills, such as
Esquive or Minus, stand for theirs) and one per team rule, and :func:`search_terms`
/ :func:`lookup_term` search and read them all.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from rules import skills, team_rules
from rules.errors import DomainError, Named, shown


class UnknownTerm(DomainError, LookupError):
    """No glossary entry under that key (``error.glossary.unknown``, with the closest names when any)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One glossary term.

    ``seed`` names the seed the term comes from (``000`` … ``003``, empty when
    the seeds only use it); ``quote`` is that seed's own text, verbatim.
    ``skill`` is the :data:`rules.skills.CATALOGUE` key when the term is a skill
    or a trait: ``/rule`` then adds its category and one-line summary. ``team_rule``
    is the :data:`rules.team_rules.TEAM_RULES` key when the term is a team special rule.
    """

    key: str
    name: str
    english: str
    seed: str = ""
    quote: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    skill: str = ""
    team_rule: str = ""

    @property
    def label_key(self) -> str:
        return f"glossary.{self.key}"


#: The special actions that may replace the Blitz's block (BB2025, D27): key, French, English.
SPECIAL_ACTIONS_IN_BLITZ: tuple[tuple[str, str, str], ...] = (
    ("chomp", "Croquement", "Chomp"),
    ("stab", "Poignard", "Stab"),
    ("chainsaw_attack", "Tronçonneuse", "Chainsaw Attack"),
    ("projectile_vomit", "Gerbe de Vomi", "Projectile Vomit"),
    ("breathe_fire", "Souffle Ardent", "Breathe Fire"),
)

ENTRIES: tuple[Entry, ...] = (
    Entry(
        key="deconcentre",
        name="Déconcentré",
        english="Distracted",
        seed="000",
        quote=(
            (
                "Lorsqu’un joueur est Déconcentré, il perd ses zones de tacles ainsi que le bénéfice "
                "de toutes les compétences actives et traits actifs. Un joueur peut être Déconcentré "
                "suite à un jet de trait négatif raté (Cerveau Lent par exemple) ou à un effet donné "
                "par un joueur adverse (Regard Hypnotique). Un joueur reste Déconcentré jusqu’à ce "
                "qu’il soit à nouveau activé."
            ),
        ),
        aliases=("Distrait", "Cerveau Lent", "Regard Hypnotique", "Bone Head", "Hypnotic Gaze"),
    ),
    Entry(
        key="croque",
        name="Croqué",
        english="Chomped",
        seed="000",
        quote=(
            (
                "Un joueur Croqué par un joueur adverse ne peut pas quitte la case où il est tant que"
                " le joueur qui l’a Croqué le marque. Cet état est notamment la conséquence de "
                "l’utilisation de la compétence Grande Gueule et l’action spéciale «\xa0Croquement«\xa0."
            ),
        ),
        aliases=("Croquement", "Grande Gueule", "Chomp", "Monstrous Mouth"),
    ),
    Entry(
        key="fourchette",
        name="Fourchette",
        english="Eye Gouge",
        skill="eye_gouge",
        seed="000",
        quote=(
            (
                "Un joueur qui subit les effets de l’utilisation de la compétence Fourchette "
                "n’apporte plus de soutien défensif ou offensif jusqu’à la fin de sa prochaine "
                "activation."
            ),
        ),
        aliases=("Eye Gouge",),
    ),
    Entry(
        key="enracine",
        name="Enraciné",
        english="Rooted",
        seed="000",
        quote=(
            (
                "Un joueur Enraciné ne peut plus se déplacer, poursuivre, être Repoussé jusqu’à la "
                "fin de la Phase ou s’il est, par la suite, « Plaqué » ou « Mis à Terre »"
            ),
        ),
        aliases=("Take Root", "Rooted"),
    ),
    Entry(
        key="blitz",
        name="Blitz",
        english="Blitz",
        seed="000",
        quote=(
            (
                "Il s’agit d’un blocage précédé et/ou suivi d’un mouvement. Notons que le Blocage "
                "coûte alors 1M. La cible du Blitz doit être désignée à l’Activation du joueur et ne "
                "peut être changée. Le Blocage reste facultatif. Toute règle liée au Blocage est "
                "valide dans le cadre d’un Blocage se déroulant lors d’un Blitz. Une Action Spéciale "
                "peut remplacer l’usage unique du Blitz."
            ),
        ),
        aliases=("Blitz !", "action de Blitz"),
    ),
    Entry(
        key="action_speciale",
        name="Action Spéciale",
        english="Special Action",
        seed="000",
        quote=("Une Action Spéciale peut remplacer l’usage unique du Blitz.",),
        aliases=(
            "Croquement",
            "Poignard",
            "Tronçonneuse",
            "Gerbe de Vomi",
            "Souffle Ardent",
            "Chomp",
            "Stab",
            "Chainsaw Attack",
            "Projectile Vomit",
            "Breathe Fire",
        ),
    ),
    Entry(
        key="casse_croute_douteux",
        name="Casse-croûte Douteux",
        english="Dodgy Snack",
        seed="000",
        quote=(
            (
                "Chaque coach jette 1D6+FP, le coach ayant le plus mauvais résultat désigne 1 de ses "
                "joueurs, sur le terrain, au hasard (si égalité, les deux coachs désignent 1 joueur "
                "au hasard). Sur 2+ avec 1D6, ce joueur a -1 M et -1 AR. Sur 1 il est placé dans le "
                "Box des réserves"
            ),
        ),
        aliases=("Dodgy Snack", "en-cas douteux"),
    ),
    Entry(
        key="plaque",
        name="Plaqué",
        english="Knocked Down",
        seed="000",
        quote=(
            (
                "Le joueur est « Mis à Terre », le coach adverse au joueur « Plaqué » fait un test "
                "d’AR pour lui. Si le test est réussi, ce même coach fait un jet de Blessure (voir "
                "table). Un joueur « Mis à Terre » lâche la balle s’il la possédait. Le rebond de la "
                "balle est traité après le jet d’armure à partir de la case où le joueur est plaqué"
            ),
        ),
        aliases=("Knocked Down", "plaquage"),
    ),
    Entry(
        key="mis_a_terre",
        name="Mis à Terre",
        english="Placed Prone",
        aliases=("Placed Prone", "à terre", "Prone"),
    ),
    Entry(
        key="sonne",
        name="Sonné",
        english="Stunned",
        seed="000",
        quote=(
            (
                "Le joueur est placé sur le ventre (ou repéré avec un marqueur spécifique), il ne "
                "s’active pas au prochain tour et se mettra automatiquement sur le dos comme « Mis à "
                "Terre » à la fin du tour de son équipe"
            ),
            (
                "Laissez le joueur sur le terrain mais couchez-le sur le ventre. Tous les joueurs sur"
                " le ventre sont mis sur le dos à la fin du prochain tour de leur équipe même si un "
                "turnover se produit. Notez qu’un joueur ne peut pas être placé sur le dos au tour où"
                " il a été Sonné. Une fois sur le dos, il pourra se relever au tour suivant en "
                "utilisant les règles normales."
            ),
        ),
        aliases=("Stunned",),
    ),
    Entry(
        key="ko",
        name="K.O.",
        english="Knocked-out (KO'd)",
        seed="000",
        quote=(
            (
                "Sortez le joueur du terrain et placez le dans le box des joueurs K.O. de la Fosse. "
                "Au coup d’envoi suivant, jetez un dé pour chacun de vos joueurs K.O. Sur 1-3, le "
                "joueur reste K.O. et ne peut pas être utilisé, mais vous pourrez effectuer un "
                "nouveau jet au prochain coup d’envoi. Sur 4-6, vous devez replacer le joueur dans le"
                " box des Réserves, et vous pouvez l’utiliser normalement."
            ),
        ),
        aliases=("KO", "K.-O.", "knocked out", "assommé"),
    ),
    Entry(
        key="elimine",
        name="Éliminé",
        english="Casualty (CAS)",
        seed="000",
        quote=(
            (
                "Sortez le joueur du terrain et placez-le dans le box Morts & Blessés de la Fosse. "
                "Faites un jet sur la table d’élimination."
            ),
        ),
        aliases=("ELI", "Élimination", "Jet d’Élimination", "Casualty", "CAS", "Box des Éliminés"),
    ),
    Entry(
        key="commotion",
        name="Commotion",
        english="Badly Hurt",
        seed="000",
        quote=(
            "Le joueur est placé dans le Box des Éliminés et rate le reste du match.",
            "Le joueur est placé dans le box Morts & Blessés et rate le reste du match.",
        ),
        aliases=("Badly Hurt",),
    ),
    Entry(
        key="amoche",
        name="Amoché",
        english="Seriously Hurt",
        seed="000",
        quote=(
            "9-10 Amoché = RPM + Revanche",
            "Le joueur rate le prochain match.",
            (
                "Obtient Haine (X). X est un mot-clé du joueur ayant causer l’ELI sauf Gros Bras, "
                "Blitzer, Bloqueur, Receveur, Trois-Quart, Coureur, Spécial ou Lanceur."
            ),
        ),
        aliases=("Seriously Hurt",),
    ),
    Entry(
        key="blessure_serieuse",
        name="Blessure Sérieuse",
        english="Serious Injury",
        seed="000",
        quote=(
            "11-12 Blessure Sérieuse = BP + RPM + Revanche",
            "Le joueur a 1 Blessure Persistante, il ajoute +1 par BP aux futurs jets d’Éliminations.",
            "Le joueur rate également le prochain match.",
            (
                "Obtient Haine (X). X est un mot-clé du joueur ayant causer l’ELI sauf Gros Bras, "
                "Blitzer, Bloqueur, Receveur, Trois-Quart, Coureur, Spécial ou Lanceur."
            ),
        ),
        aliases=("Serious Injury",),
    ),
    Entry(
        key="sequelle",
        name="Séquelle",
        english="Lasting Injury",
        seed="000",
        quote=(
            "13-14 Séquelle + RPM + Revanche",
            "Faire un jet sur la table dédiée. Si le joueur est déjà au minimum, relancez le dé.",
            "Le joueur rate également le prochain match.",
            (
                "Obtient Haine (X). X est un mot-clé du joueur ayant causer l’ELI sauf Gros Bras, "
                "Blitzer, Bloqueur, Receveur, Trois-Quart, Coureur, Spécial ou Lanceur."
            ),
        ),
        aliases=(
            "Lasting Injury",
            "Traumatisme Crânien",
            "Genou Déboîté",
            "Bras Cassé",
            "Cou Brisé",
            "Épaule Disloquée",
            "Hanche Disloquée",
            "réduction de caractéristique",
        ),
    ),
    Entry(
        key="mort",
        name="Mort",
        english="Dead",
        seed="000",
        quote=("Le joueur est mort et retiré de la liste d’équipe.",),
        aliases=("Dead", "tué"),
    ),
    Entry(
        key="minus",
        name="Minus",
        english="Stunty",
        skill="stunty",
        seed="001",
        quote=(
            (
                "Pour un joueur doté du trait Minus, remplacez le tableau standard par celui-ci, plus"
                " défavorable. Notez la ligne 9 propre à ce trait, qui se résout différemment en jeu "
                "en Ligue."
            ),
            (
                "Commotion: le joueur est éliminé et rejoint le Box des Joueurs Éliminés. En jeu en "
                "Ligue, aucun Jet d'Élimination n'est fait: il subit automatiquement le résultat "
                "Commotion du Tableau d'Élimination."
            ),
        ),
        aliases=("Stunty",),
    ),
    Entry(
        key="haine",
        name="Haine (X)",
        english="Hatred (X)",
        skill="hatred",
        seed="000",
        quote=(
            (
                "Obtient Haine (X). X est un mot-clé du joueur ayant causer l’ELI sauf Gros Bras, "
                "Blitzer, Bloqueur, Receveur, Trois-Quart, Coureur, Spécial ou Lanceur."
            ),
        ),
        aliases=("Haine", "Hatred"),
    ),
    Entry(
        key="revanche",
        name="Revanche",
        english="Getting Even",
        aliases=("Getting Even",),
    ),
    Entry(
        key="rpm",
        name="RPM",
        english="Miss Next Game (MNG)",
        seed="001",
        quote=(
            (
                "En jeu en Ligue, un joueur qui manque son prochain match ne peut pas être aligné "
                "lors de la partie suivante de son équipe. Indiquez-le sur la fiche d'équipe."
            ),
        ),
        aliases=("Rate le Prochain Match", "manque son prochain match", "MNG"),
    ),
    Entry(
        key="bp",
        name="BP",
        english="Niggling Injury (NI)",
        seed="001",
        quote=(
            (
                "Reportez la Blessure Persistante sur la fiche d'équipe. Par la suite, chaque "
                "Blessure Persistante déjà subie ajoute un modificateur de +1 à tout futur Jet "
                "d'Élimination de ce joueur."
            ),
        ),
        aliases=("Blessure Persistante", "Niggling Injury", "NI"),
    ),
    Entry(
        key="tresorerie",
        name="Trésorerie",
        english="Treasury",
        seed="000",
        quote=("Perte de la moitié de la Trésorerie (arrondi au 5 000 po inférieures)",),
        aliases=("po", "pièces d’or", "gp", "gold", "Erreurs coûteuses", "Expensive Mistakes"),
    ),
    Entry(
        key="fp",
        name="FP",
        english="Fan Factor (FF)",
        seed="003",
        aliases=("facteur de supporter", "facteur de popularité", "Fan Factor", "FF"),
    ),
    Entry(
        key="psp",
        name="PSP",
        english="SPP (Star Player Points)",
        seed="000",
        quote=(
            ("Maximum de 2 hausses sur les caractéristiques, peut choisir une P ou S à la place (sans récup de PSP)."),
        ),
        aliases=("points de star player", "SPP", "Star Player Points", "progression"),
    ),
    Entry(
        key="attaquant_plaque",
        name="Attaquant Plaqué",
        english="Player Down",
        seed="002",
        quote=(
            (
                "Le joueur qui a annoncé l'Action de Blocage est Plaqué sur-le-champ, exactement "
                "comme si la cible avait elle-même effectué une Action de Blocage contre lui."
            ),
        ),
        aliases=("Attacker Down", "Player Down"),
    ),
    Entry(
        key="les_deux_plaques",
        name="Les Deux Plaqués",
        english="Both Down",
        seed="002",
        quote=(
            (
                "Les deux joueurs sont Plaqués l'un par l'autre, chacun restant sur sa propre case, "
                "comme si chacun avait bloqué l'autre."
            ),
        ),
        aliases=("Both Down", "Deux Plaqués"),
    ),
    Entry(
        key="repousse",
        name="Repoussé",
        english="Push Back",
        seed="002",
        quote=(
            (
                "La cible recule de 1 case, poussée par l'attaquant. Ce dernier peut ensuite choisir "
                "de Poursuivre: il occupe alors la case que la cible vient de quitter."
            ),
        ),
        aliases=("Pushed", "Push Back", "poussée"),
    ),
    Entry(
        key="bouscule",
        name="Bousculé",
        english="Stumble",
        seed="002",
        quote=(
            (
                "Si la cible possède la Compétence Esquive, le résultat devient Repoussé. Sinon, il "
                "devient Défenseur Plaqué."
            ),
        ),
        aliases=("Défenseur Bousculé", "Defender Stumbles", "Stumble"),
    ),
    Entry(
        key="defenseur_plaque",
        name="Défenseur Plaqué",
        english="POW!",
        seed="002",
        quote=(
            (
                "On applique d'abord le Repoussé. Une fois la cible déplacée, elle est Plaquée par "
                "l'attaquant sur la case qu'elle occupe à présent."
            ),
        ),
        aliases=("Defender Down", "POW", "Pow"),
    ),
    Entry(
        key="soutien",
        name="Soutien",
        english="Assist",
        seed="002",
        quote=("Le nombre de dés dépend de la Force de chaque joueur, Soutiens compris.",),
        aliases=("Soutiens", "soutien offensif", "soutien défensif", "Assist", "Assists"),
    ),
    Entry(
        key="poursuivre",
        name="Poursuivre",
        english="Follow-up",
        seed="002",
        quote=(
            ("Ce dernier peut ensuite choisir de Poursuivre: il occupe alors la case que la cible vient de quitter."),
        ),
        aliases=("Follow-up", "Follow up", "poursuite"),
    ),
    Entry(
        key="esquive",
        name="Esquive",
        english="Dodge",
        skill="dodge",
        seed="002",
        quote=(
            (
                "Si la cible possède la Compétence Esquive, le résultat devient Repoussé. Sinon, il "
                "devient Défenseur Plaqué."
            ),
        ),
        aliases=("Dodge",),
    ),
    Entry(
        key="blocage",
        name="Blocage",
        english="Block",
        skill="block",
        seed="002",
        aliases=("Block", "action de Blocage", "Dé de Blocage", "block dice"),
    ),
    Entry(
        key="tacle",
        name="Tacle",
        english="Tackle",
        skill="tackle",
        aliases=("Tackle",),
    ),
    Entry(
        key="chaine",
        name="Poussée en Chaîne",
        english="Chain Push",
        seed="002",
        quote=(
            (
                "S'il n'existe aucune case inoccupée, soit la poussée se propage en Chaîne au joueur "
                "qui occupe la case, soit la cible est Repoussée hors du terrain et risque une "
                "Blessure par le Public."
            ),
        ),
        aliases=("Chaîne", "Chain Push"),
    ),
    Entry(
        key="blessure_public",
        name="Blessure par le Public",
        english="Injury by the Crowd",
        seed="002",
        quote=(
            (
                "S'il n'existe aucune case inoccupée, soit la poussée se propage en Chaîne au joueur "
                "qui occupe la case, soit la cible est Repoussée hors du terrain et risque une "
                "Blessure par le Public."
            ),
        ),
        aliases=("public", "foule", "Injury by the Crowd", "crowd"),
    ),
    Entry(
        key="turnover",
        name="Turnover",
        english="Turnover",
        seed="002",
        quote=(
            (
                "Un joueur Repoussé sur le ballon le fait automatiquement rebondir — sans que cela "
                "constitue un Turnover."
            ),
        ),
        aliases=("fin de tour", "perte de tour"),
    ),
    Entry(
        key="touche",
        name="La touche",
        english="Throw-in",
        seed="003",
        quote=(("Si le ballon sort du terrain il est renvoyé par la foule sur le terrain (voir la touche)."),),
        aliases=("touche", "Throw-in", "remise en jeu"),
    ),
    Entry(
        key="rebond",
        name="Rebond",
        english="Bounce",
        seed="000",
        quote=(("Le rebond de la balle est traité après le jet d’armure à partir de la case où le joueur est plaqué"),),
        aliases=("Bounce", "dispersion", "Scatter"),
    ),
    Entry(
        key="touchback",
        name="Touchback",
        english="Touchback",
        aliases=("Touchback",),
    ),
    Entry(
        key="phase",
        name="Phase",
        english="Drive",
        seed="000",
        aliases=("Drive",),
    ),
    Entry(
        key="zone_de_tacle",
        name="Zone de tacle",
        english="Tackle Zone",
        seed="000",
        aliases=("Tackle Zone", "zones de tacles"),
    ),
    Entry(
        key="marquer",
        name="Marquer",
        english="Mark",
        seed="000",
        aliases=("Mark", "Marking", "marqué"),
    ),
    Entry(
        key="meneuse_de_revue",
        name="Meneuse de revue",
        english="Cheerleader",
        seed="003",
        aliases=("Cheerleader", "pom-pom girl"),
    ),
    Entry(
        key="adjoint",
        name="Adjoint",
        english="Assistant Coach",
        seed="003",
        aliases=("Assistant Coach", "assistant"),
    ),
    Entry(
        key="relance",
        name="Relance",
        english="Team Re-roll",
        seed="003",
        aliases=("Re-roll", "reroll", "relance d’équipe"),
    ),
)

GLOSSARY: Mapping[str, Entry] = {e.key: e for e in ENTRIES}
LABEL_KEYS: tuple[str, ...] = tuple(e.label_key for e in ENTRIES)

#: Discord shows at most 25 autocomplete choices.
MAX_RESULTS = 25


def normalize(text: str) -> str:
    """Lower case, no accents, punctuation as spaces: « K.-O. » and « ko » meet as ``k o``/``ko``."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", bare).split())


def _squash(text: str) -> str:
    return text.replace(" ", "")


def _names(entry: Entry) -> tuple[list[str], list[str]]:
    primary = [normalize(entry.name)]
    secondary = [normalize(entry.english), normalize(entry.key.replace("_", " ")), *map(normalize, entry.aliases)]
    return primary, secondary


def _score(query: str, entry: Entry) -> int | None:
    """Lower is better; ``None``: no match. Name before aliases, whole before prefix before inside."""
    primary, secondary = _names(entry)
    squashed = _squash(query)
    tests: tuple[Callable[[str], bool], ...] = (
        lambda n: n == query or _squash(n) == squashed,
        lambda n: n.startswith(query) or _squash(n).startswith(squashed),
        lambda n: any(word.startswith(query) for word in n.split()),
        lambda n: query in n or squashed in _squash(n),
    )
    for base, names in ((0, primary), (4, secondary)):
        for rank, test in enumerate(tests):
            if any(test(n) for n in names):
                return base + rank
    return None


def _exact_first(query: str, entry: Entry) -> int | None:
    """:func:`_score` after the exact matches: the name, then the English name, then an alias.

    With the skills among the terms, a whole name typed must win over a longer name it begins
    (« Stab » is the trait, not « Stabilité »), and an official name over another term's alias
    (« Monstrous Mouth » is the skill, not « Croqué »).
    """
    squashed = _squash(query)
    tiers = ((entry.name,), (entry.english, entry.key.replace("_", " ")), entry.aliases)
    for tier, names in enumerate(tiers):
        if any(normalize(n) == query or _squash(normalize(n)) == squashed for n in names):
            return tier
    score = _score(query, entry)
    return None if score is None else len(tiers) + score


def _search(
    entries: Iterable[Entry], text: str, limit: int, score: Callable[[str, Entry], int | None] = _score
) -> list[Entry]:
    query = normalize(text)
    if not query:
        return sorted(entries, key=lambda e: normalize(e.name))[:limit]
    scored = [(rank, normalize(e.name), e) for e in entries if (rank := score(query, e)) is not None]
    scored.sort(key=lambda t: (t[0], t[1]))
    return [e for _, _, e in scored[:limit]]


def _lookup(terms: Mapping[str, Entry], key: str, find: Callable[[str, int], list[Entry]]) -> Entry:
    bare = key.removeprefix("glossary.")
    try:
        return terms[bare]
    except KeyError:
        suggestions = tuple(Named(e.name, e.english) for e in find(bare, 3))
        if suggestions:
            raise UnknownTerm("error.glossary.unknown_hint", value=shown(key, 60), suggestions=suggestions) from None
        raise UnknownTerm("error.glossary.unknown", value=shown(key, 60)) from None


def search(text: str, *, limit: int = MAX_RESULTS) -> list[Entry]:
    """Seed terms matching ``text`` (accent- and case-insensitive, French or English), best first.

    An empty query lists every entry by name, so the autocomplete has something to show.
    """
    return _search(ENTRIES, text, limit)


def lookup(key: str) -> Entry:
    """The seed term for ``key`` (``ko`` or ``glossary.ko``); :class:`UnknownTerm` otherwise."""
    return _lookup(GLOSSARY, key, lambda text, limit: search(text, limit=limit))


# --- the skills and traits: one entry each, the seed terms that are skills standing for theirs -------------


def _skill_entry(skill: skills.Skill) -> Entry:
    others = (*skill.french[1:], *skill.aliases)
    return Entry(key=skill.key, name=skill.name, english=skill.english, aliases=others, skill=skill.key)


_LINKED = {e.skill for e in ENTRIES if e.skill}
#: Every catalogue skill that no seed term already stands for, as a ``/rule`` entry (text: the catalogue's).
SKILL_ENTRIES: tuple[Entry, ...] = tuple(_skill_entry(s) for k, s in skills.CATALOGUE.items() if k not in _LINKED)


def _team_rule_entry(rule: str) -> Entry:
    """A team special rule under the names :data:`rules.team_rules.NAMES` reads it by: French first, the book's
    English last, the others between (« Corruption », « Capitaine »)."""
    names = team_rules.NAMES[rule]
    return Entry(key=f"team_rule_{rule}", name=names[0], english=names[-1], aliases=names[1:-1], team_rule=rule)


#: Every team special rule the rosters carry, as a ``/rule`` entry (text: ``team_rule.<key>.text``).
TEAM_RULE_ENTRIES: tuple[Entry, ...] = tuple(_team_rule_entry(rule) for rule in team_rules.TEAM_RULES)
#: What ``/rule`` knows: the seed terms, the skills and the team special rules, by key.
TERMS: Mapping[str, Entry] = {e.key: e for e in (*ENTRIES, *SKILL_ENTRIES, *TEAM_RULE_ENTRIES)}


def search_terms(text: str, *, limit: int = MAX_RESULTS) -> list[Entry]:
    """Seed terms, skills and team special rules matching ``text``, best first (the ``/rule`` autocomplete)."""
    return _search(TERMS.values(), text, limit, _exact_first)


def lookup_term(key: str) -> Entry:
    """A seed term, a skill or a team special rule by key (``ko``, ``mighty_blow``, ``team_rule_swarming``);
    :class:`UnknownTerm` otherwise."""
    return _lookup(TERMS, key, lambda text, limit: search_terms(text, limit=limit))


def find_term(text: str) -> Entry:
    """What ``/rule term:`` opens: the entry under that key (the autocomplete's value), else the best match of
    :func:`search_terms`; :class:`UnknownTerm` with the closest names when nothing matches."""
    try:
        return lookup_term(text)
    except UnknownTerm:
        found = search_terms(text, limit=1)
        if not found:
            raise
        return found[0]
