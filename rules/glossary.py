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
:mod:`rules.skills`, every team special rule of :mod:`rules.team_rules` and every Star Player of
:mod:`rules.pregame.starplayers`:
:data:`TERMS` adds one entry per skill (the seed terms that are skills, such as
Esquive or Minus, stand for theirs), one per team rule, one per Star Player and one per inducement and Prayer to
Nuffle of :mod:`rules.pregame` (:data:`PREGAME_ENTRIES`), and :func:`search_terms`
/ :func:`lookup_term` search and read them all. The book's game and league terms the seeds do not use
(Foul Action, Dedicated Fans, Stalling…, issue 26) are entries too, with no quote: our words only, and
:func:`find_term` is what ``/rule`` opens for a typed name (exact names, then aliases, then prefixes, then a
close misspelling).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from rules import skills, team_rules
from rules.errors import DomainError, Named, shown
from rules.pregame import inducements, prayers, starplayers


class UnknownTerm(DomainError, LookupError):
    """No glossary entry under that key (``error.glossary.unknown``, with the closest names when any)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One glossary term.

    ``seed`` names the seed the term comes from (``000`` … ``003``, empty when
    the seeds only use it); ``quote`` is that seed's own text, verbatim.
    ``skill`` is the :data:`rules.skills.CATALOGUE` key when the term is a skill
    or a trait: ``/rule`` then adds its category and one-line summary. ``team_rule``
    is the :data:`rules.team_rules.TEAM_RULES` key when the term is a team special rule, ``star_player`` the
    :data:`rules.pregame.starplayers.HIRES` key when it is a Star Player (a pair: one entry).
    """

    key: str
    name: str
    english: str
    seed: str = ""
    quote: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    skill: str = ""
    team_rule: str = ""
    star_player: str = ""
    pregame: str = ""

    @property
    def label_key(self) -> str:
        return self.pregame or f"glossary.{self.key}"


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
        aliases=("Blitz !", "action de Blitz", "Blitz Action", "Blitz Actions"),
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
        aliases=("plaquage",),
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
        english="Knocked-out",
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
        aliases=("KO", "K.-O.", "KO'd", "assommé", "Recover Knocked-out Players"),
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
        aliases=(
            "ELI",
            "Élimination",
            "Jet d’Élimination",
            "Table d’Élimination",
            "Casualty",
            "Casualties",
            "CAS",
            "Casualty Roll",
            "Casualty Table",
        ),
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
            "Characteristic Reduction",
            "Lasting Injury Table",
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
        aliases=("Stunty", "Stunty Injury Table", "Table des Blessures des Minus"),
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
        aliases=("po", "pièces d’or", "gp", "gold pieces", "gold"),
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
        aliases=(
            "points de star player",
            "SPP",
            "Star Player Points",
            "Earning Star Player Points",
            "Recording Star Player Points",
            "Completion",
            "Completions",
            "Passe réussie",
        ),
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
        aliases=(
            "Soutiens",
            "soutien offensif",
            "soutien défensif",
            "Assists",
            "Offensive Assist",
            "Defensive Assist",
            "Assisting a Block Action",
        ),
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
        aliases=("action de Blocage", "Block Action", "Block Actions", "Dé de Blocage", "Block Dice"),
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
        aliases=("public", "foule", "crowd", "Pushed into the Crowd", "Repoussé dans la foule"),
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
        aliases=("Bouncing Balls", "Dispersion", "Scatter"),
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
        aliases=("Marking", "Marked", "Marqué", "Marked and Being Marked"),
    ),
    Entry(
        key="meneuse_de_revue",
        name="Meneuse de revue",
        english="Cheerleader",
        seed="003",
        aliases=("Cheerleaders", "Meneuses de revue", "pom-pom girl"),
    ),
    Entry(
        key="adjoint",
        name="Adjoint",
        english="Assistant Coach",
        seed="003",
        aliases=("Assistant Coaches", "Adjoints", "assistant"),
    ),
    Entry(
        key="relance",
        name="Relance",
        english="Team Re-roll",
        seed="003",
        aliases=("Re-roll", "Re-rolls", "Team Re-rolls", "reroll", "relance d’équipe", "relances"),
    ),
    # --- the book's game and league terms the seeds do not use (issue 26): our words only ---------------
    Entry(key="chute", name="Chute", english="Falls Over", aliases=("Fall Over", "Tomber", "Tombe")),
    Entry(key="demarque", name="Démarqué", english="Open", aliases=("Open Player", "Open Players", "Joueur démarqué")),
    Entry(key="mots_cles", name="Mots-clés", english="Keywords", aliases=("Keyword", "Mot-clé")),
    Entry(key="mouvement", name="Mouvement", english="Move Allowance", aliases=("MA", "M", "MA – Move Allowance")),
    Entry(key="force", name="Force", english="Strength", aliases=("ST", "F")),
    Entry(key="agilite", name="Agilité", english="Agility", aliases=("AG",)),
    Entry(key="capacite_de_passe", name="Capacité de Passe", english="Passing Ability", aliases=("PA", "CP")),
    Entry(key="armure", name="Armure", english="Armour Value", aliases=("AV", "AR", "Armour")),
    Entry(
        key="jet_naturel",
        name="Résultat naturel",
        english="Natural Roll",
        aliases=("Natural Rolls", "Natural 1", "Natural 6", "1 naturel", "6 naturel"),
    ),
    Entry(
        key="avant_match",
        name="Séquence d'avant-match",
        english="Pre-game Sequence",
        aliases=("Pre-game", "Avant-match"),
    ),
    Entry(
        key="meteo",
        name="Météo",
        english="Weather",
        aliases=(
            "Weather Table",
            "Table de Météo",
            "Climat",
            "Sweltering Heat",
            "Very Sunny",
            "Perfect Conditions",
            "Pouring Rain",
            "Blizzard",
            "Chaleur Accablante",
            "Très Ensoleillé",
            "Conditions Idéales",
            "Pluie Battante",
        ),
    ),
    Entry(
        key="mise_en_place",
        name="Mise en place",
        english="Set-up",
        aliases=("Setup", "Placement", "Too Many Players", "Trop de joueurs"),
    ),
    Entry(
        key="coup_d_envoi",
        name="Coup d'envoi",
        english="Kick-off",
        aliases=(
            "Engagement",
            "The Kick-off",
            "Kick-off Event",
            "Kick-off Event Table",
            "Événement de coup d’envoi",
            "Table de coup d’envoi",
            "Kicking Team",
            "Receiving Team",
            "The Kick Deviates",
            "Deviate",
            "Déviation",
            "Get the Ref",
            "Intimidation",
            "Time-out",
            "Temps Mort",
            "Solid Defence",
            "Défense Solide",
            "High Kick",
            "Chandelle",
            "Cheering Fans",
            "Encouragement",
            "Brilliant Coaching",
            "Bonne Stratégie",
            "Changing Weather",
            "Changement de Temps",
            "Quick Snap",
            "Attaque Surprise",
            "Charge!",
            "Throw a Rock",
            "Lancer de Rocher",
            "Pitch Invasion",
            "Invasion du Terrain",
            "Riot",
            "Bagarre",
            "Perfect Defence",
            "Défense Parfaite",
            "Bad Kick",
            "Mauvais coup de pied",
        ),
    ),
    Entry(
        key="tour",
        name="Tour d'équipe",
        english="Team Turn",
        aliases=(
            "Turn",
            "Turns",
            "Tour",
            "Round",
            "Rounds",
            "Half",
            "Halves",
            "Mi-temps",
            "Turn Marker",
            "Compteur de tour",
        ),
    ),
    Entry(
        key="activation",
        name="Activation",
        english="Player Activation",
        aliases=("Player Activations", "Activated Players", "Forego Activation", "Declare vs Perform"),
    ),
    Entry(
        key="action_de_mouvement", name="Action de Mouvement", english="Move Action", aliases=("Move Actions", "Move")
    ),
    Entry(key="se_relever", name="Se relever", english="Standing Up", aliases=("Stand Up", "Stand-up")),
    Entry(key="esquiver", name="Esquiver", english="Dodging", aliases=("Dodge roll", "Jet d’esquive")),
    Entry(
        key="sauter",
        name="Sauter",
        english="Jumping over Players",
        aliases=("Jump", "Jumping", "Sauter par-dessus un joueur"),
    ),
    Entry(
        key="ramasser",
        name="Ramasser le ballon",
        english="Picking Up the Ball",
        aliases=("Pick Up", "Pick-up", "Ramassage"),
    ),
    Entry(key="foncer", name="Foncer", english="Rush", aliases=("Rushing", "Go For It", "GFI", "Mettre le paquet")),
    Entry(key="securiser", name="Sécuriser le ballon", english="Secure the Ball", aliases=("Secure the Ball Action",)),
    Entry(
        key="jet_d_armure",
        name="Jet d'Armure",
        english="Armour Roll",
        aliases=("test d’AR", "Armour Rolls", "Jet d’AR"),
    ),
    Entry(
        key="jet_de_blessure",
        name="Jet de Blessure",
        english="Injury Roll",
        aliases=("Injury Rolls", "Injury Table", "Table des Blessures", "Risking Injury"),
    ),
    Entry(key="apothicaire", name="Apothicaire", english="Apothecary", aliases=("Apothecaries", "Apothicaires", "Apo")),
    Entry(
        key="agression",
        name="Agression",
        english="Foul Action",
        aliases=("Foul", "Fouling", "Foul Actions", "Action d’Agression", "Agresser"),
    ),
    Entry(
        key="expulsion",
        name="Expulsion",
        english="Sent-off",
        aliases=("Being Sent-off", "Sent off", "Expulsé", "Send off"),
    ),
    Entry(key="contester", name="Contester la décision", english="Argue the Call", aliases=("Contester l’arbitre",)),
    Entry(
        key="action_de_passe",
        name="Action de Passe",
        english="Pass Action",
        aliases=(
            "Pass Actions",
            "Accurate Pass",
            "Inaccurate Pass",
            "Fumbled Pass",
            "Passe précise",
            "Passe imprécise",
            "Passe ratée",
            "Test for Accuracy",
            "Range Ruler",
            "Règle des distances",
        ),
    ),
    Entry(
        key="interception",
        name="Interception",
        english="Interception",
        aliases=("Interceptions", "Intercept", "Intercepter"),
    ),
    Entry(
        key="receptionner", name="Réceptionner le ballon", english="Catching the Ball", aliases=("Réception du ballon",)
    ),
    Entry(
        key="transmission", name="Transmission", english="Hand-off", aliases=("Hand-off Action", "Handoff", "Hand off")
    ),
    Entry(
        key="atterrissage",
        name="Atterrissage",
        english="Landing",
        aliases=("Superb Throw", "Subpar Throw", "Fumbled Throw", "Lancer parfait", "Lancer imprécis", "Lancer raté"),
    ),
    Entry(key="touchdown", name="Touchdown", english="Touchdown", aliases=("TD", "Touchdowns", "Scoring a Touchdown")),
    Entry(key="temporisation", name="Temporisation", english="Stalling", aliases=("Stall", "Temporiser")),
    Entry(
        key="prolongation",
        name="Prolongation",
        english="Extra Time",
        aliases=("Penalties", "Penalty shoot-out", "Tirs au but"),
    ),
    Entry(
        key="fosse",
        name="Fosse",
        english="Dugout",
        aliases=(
            "Dugouts",
            "Reserves Box",
            "Box des Réserves",
            "Réserves",
            "Reserves",
            "Knocked-out Box",
            "Box des K.O.",
            "Casualty Box",
            "Box des Éliminés",
            "Box Morts & Blessés",
        ),
    ),
    Entry(
        key="creation_d_equipe",
        name="Création d'équipe",
        english="Team Draft Budget",
        aliases=("Team Draft List", "Drafting a Team", "Feuille d’équipe", "Budget de création"),
    ),
    Entry(key="niveaux", name="Niveaux d'équipe", english="Team Tiers", aliases=("Tier", "Tiers", "Niveau")),
    Entry(
        key="fans_devoues",
        name="Fans Dévoués",
        english="Dedicated Fans",
        aliases=("DF", "Update Dedicated Fans", "Mise à jour des Fans Dévoués"),
    ),
    Entry(key="valeur_d_equipe", name="Valeur d'Équipe", english="Team Value", aliases=("TV", "VE")),
    Entry(key="vea", name="Valeur d'Équipe Actuelle", english="Current Team Value", aliases=("CTV", "VEA")),
    Entry(
        key="journaliers",
        name="Journaliers",
        english="Journeymen",
        aliases=("Journeyman", "Journalier", "Take on Journeymen"),
    ),
    Entry(
        key="coups_de_pouce",
        name="Coups de Pouce",
        english="Inducements",
        aliases=(
            "Inducement",
            "Coup de Pouce",
            "Petty Cash",
            "Petite Monnaie",
        ),
    ),
    Entry(
        key="star_player",
        name="Star Player",
        english="Star Players",
        aliases=("Star Player Inducement", "Joueur vedette"),
    ),
    Entry(
        key="mercenaires",
        name="Mercenaires",
        english="Mercenary Players",
        aliases=(
            "Mercenary",
            "Mercenaries",
            "Mercenaire",
            "Mercenary Player",
            "Joueur Mercenaire",
            "Joueurs Mercenaires",
        ),
    ),
    Entry(
        key="apres_match",
        name="Séquence d'après-match",
        english="Post-game Sequence",
        aliases=("Post-game", "Post-match", "Après-match"),
    ),
    Entry(
        key="gains",
        name="Gains",
        english="Winnings",
        aliases=("Collect Winnings", "Record Outcome and Collect Winnings"),
    ),
    Entry(key="joueur_du_match", name="Joueur du Match", english="Most Valuable Player", aliases=("MVP", "JDM")),
    Entry(
        key="progression",
        name="Progression",
        english="Advancement",
        aliases=(
            "Advancements",
            "Player Advancement",
            "Advancement Table",
            "Spending Star Player Points",
            "New Skills",
            "Primary Skill",
            "Secondary Skill",
            "Primary & Secondary",
            "Compétence Principale",
            "Compétence Primaire",
            "Compétence Secondaire",
            "Characteristic Improvement",
            "Amélioration de caractéristique",
            "Table de progression",
            "Value Increase",
            "Hausse de valeur",
            "Randomly select a Primary Skill",
            "Choose a Secondary Skill",
        ),
    ),
    Entry(
        key="recrutement",
        name="Recrutement et renvoi",
        english="Hiring and Firing",
        aliases=("Hiring, Firing and Temporarily Retiring", "Hiring", "Firing", "Recruter", "Renvoyer", "Embauche"),
    ),
    Entry(
        key="retraite",
        name="Retraite temporaire",
        english="Temporarily Retiring",
        aliases=("Temporary Retirement", "Retraite"),
    ),
    Entry(
        key="erreurs_couteuses",
        name="Erreurs Coûteuses",
        english="Expensive Mistakes",
        aliases=(
            "Expensive Mistake Table",
            "Crisis Averted",
            "Minor Incident",
            "Major Incident",
            "Catastrophe",
            "Crise évitée",
            "Incident mineur",
            "Incident majeur",
        ),
    ),
    Entry(
        key="concession",
        name="Concession",
        english="Conceding",
        aliases=("Concede", "Conceding Without Penalty", "Concéder", "Abandon"),
    ),
    Entry(
        key="saison",
        name="Saison",
        english="Season",
        aliases=(
            "Seasons",
            "Regular Season",
            "Saison régulière",
            "Divisions",
            "Division",
            "League Fixtures",
            "Rencontres de ligue",
        ),
    ),
    Entry(key="match_amical", name="Match amical", english="Friendlies", aliases=("Friendly", "Amical")),
    Entry(
        key="points_de_ligue",
        name="Points de ligue",
        english="League Scoring",
        aliases=("Standings", "Classement", "League Points", "Tie-breakers", "Tie-breaker", "Départage"),
    ),
    Entry(
        key="play_offs",
        name="Phases finales",
        english="Play-offs",
        aliases=("Playoffs", "Qualifying for the Play-offs", "Glittering Prizes"),
    ),
    Entry(
        key="intersaison",
        name="Intersaison",
        english="Off-season",
        aliases=(
            "Off-season and Re-drafting",
            "Re-drafting",
            "Re-draft Team",
            "Recréation d’équipe",
            "Rest & Relaxation",
            "Raise Funds",
            "Starting a New Season",
        ),
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
    """Lower is better: an exact name, then an exact alias, then prefixes (names before aliases), then inside.

    With the skills among the terms, a whole name typed must win over a longer name it begins
    (« Stab » is the trait, not « Stabilité »), and an official name over another term's alias
    (« Monstrous Mouth » is the skill, not « Croqué »); a name in either language over an alias (« Foul »
    is the Foul Action, not « foule », an alias of Injury by the Crowd).
    """
    squashed = _squash(query)
    names = (normalize(entry.name), normalize(entry.english))
    others = (normalize(entry.key.replace("_", " ")), *map(normalize, entry.aliases))
    for tier, group in enumerate(((names[0],), (names[1],), others)):
        if any(n == query or _squash(n) == squashed for n in group):
            return tier
    tests: tuple[Callable[[str], bool], ...] = (
        lambda n: n.startswith(query) or _squash(n).startswith(squashed),
        lambda n: any(word.startswith(query) for word in n.split()),
        lambda n: query in n or squashed in _squash(n),
    )
    for rank, test in enumerate(tests):
        for side, group in enumerate((names, others)):
            if any(test(n) for n in group):
                return 3 + 2 * rank + side
    return None


def _close(entries: Iterable[Entry], query: str, limit: int) -> list[Entry]:
    """The entries one of whose names is spelt nearly as typed (« Apothecery »), closest first: the last resort
    when no name or alias holds the text."""
    scored = []
    for entry in entries:
        names = (entry.name, entry.english, *entry.aliases)
        ratio = max(difflib.SequenceMatcher(None, query, normalize(n)).ratio() for n in names)
        if ratio >= _CLOSE_ENOUGH:
            scored.append((-ratio, normalize(entry.name), entry))
    scored.sort(key=lambda t: (t[0], t[1]))
    return [e for _, _, e in scored[:limit]]


#: How alike a typed name and a term's name must be for a misspelling to find it (difflib's ratio).
_CLOSE_ENOUGH = 0.8


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


def _star_player_entry(hire: tuple[starplayers.StarPlayer, ...]) -> Entry:
    """A Star Player (or a pair, found by either player's name too) under the book's English name, which French
    leagues say too."""
    name = starplayers.name_of(hire)
    others = tuple(star.name for star in hire if star.name != name)
    return Entry(key=f"star_{hire[0].hire}", name=name, english=name, aliases=others, star_player=hire[0].hire)


#: Every Star Player of the book, as a ``/rule`` entry (his card and his special rule's line).
STAR_PLAYER_ENTRIES: tuple[Entry, ...] = tuple(_star_player_entry(hire) for hire in starplayers.HIRES.values())


def _pregame_entry(prefix: str, key: str, names: tuple[str, ...]) -> Entry:
    """An inducement or a Prayer to Nuffle under its names (:data:`rules.pregame.inducements.NAMES`,
    :data:`rules.pregame.prayers.NAMES`): French first, the book's English last."""
    others = tuple(n for n in names[1:-1] if n not in (names[0], names[-1]))
    return Entry(key=f"{prefix}_{key}", name=names[0], english=names[-1], aliases=others, pregame=f"{prefix}.{key}")


#: Every inducement and every Prayer to Nuffle, as a ``/rule`` entry (text: ``inducement.<key>.text``,
#: ``prayer.<key>.text``); Mercenary Players and Star Players are the league terms above.
PREGAME_ENTRIES: tuple[Entry, ...] = (
    *(
        _pregame_entry("inducement", key, names)
        for key, names in inducements.NAMES.items()
        if key not in (inducements.MERCENARY, inducements.STAR_PLAYER)
    ),
    *(_pregame_entry("prayer", key, names) for key, names in prayers.NAMES.items()),
)
#: What ``/rule`` knows: the seed terms, the skills, the team special rules, the Star Players and the pre-game's
#: inducements and Prayers, by key.
TERMS: Mapping[str, Entry] = {
    e.key: e for e in (*ENTRIES, *SKILL_ENTRIES, *TEAM_RULE_ENTRIES, *STAR_PLAYER_ENTRIES, *PREGAME_ENTRIES)
}


def search_terms(text: str, *, limit: int = MAX_RESULTS) -> list[Entry]:
    """Seed terms, skills, team special rules, inducements and prayers matching ``text``, best first (the ``/rule``
    autocomplete)."""
    found = _search(TERMS.values(), text, limit, _exact_first)
    query = normalize(text)
    return found if found or not query else _close(TERMS.values(), query, limit)


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
