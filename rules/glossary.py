"""The words of the seeds, as data: states, injuries, block faces, league terms.

Each :class:`Entry` holds the French name, the seed's own words copied exactly
(``quote``, one item per passage, with the seed it comes from), a short
definition where the seed gives none (``text``), the official note docs/rules.md
and rules-reference add (D7, D10, D11, D14, D26, D27 …), the English name and
aliases. :func:`search` finds seed terms (accents and case ignored, French and
English, best first); :func:`lookup` reads one entry. ``/rule`` also explains every
skill and trait of :mod:`rules.skills`: :data:`TERMS` adds one entry per skill
(the seed terms that are skills, such as Esquive or Minus, stand for theirs), and
:func:`search_terms` / :func:`lookup_term` search and read them all.

This module is reference text in French by nature; the catalogue only repeats
each name under ``glossary.<key>`` (a test keeps the two equal).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from rules import skills


class UnknownTerm(LookupError):
    """No glossary entry under that key; the message is French."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True, slots=True)
class Entry:
    """One glossary term.

    ``seed`` names the seed the term comes from (``000`` … ``003``, empty when
    the seeds only use it); ``quote`` is that seed's own text, verbatim.
    ``skill`` is the :data:`rules.skills.CATALOGUE` key when the term is a skill
    or a trait: ``/rule`` then adds its category and one-line summary.
    """

    key: str
    name: str
    english: str
    seed: str = ""
    quote: tuple[str, ...] = ()
    text: str = ""
    note: str = ""
    aliases: tuple[str, ...] = ()
    skill: str = ""

    @property
    def full_name(self) -> str:
        """« Châtaigne (Mighty Blow) »; « Haine (X) · Hatred (X) »; the name alone when both languages agree."""
        if normalize(self.name) == normalize(self.english):
            return self.name
        return f"{self.name} · {self.english}" if "(" in self.english else f"{self.name} ({self.english})"

    @property
    def label_key(self) -> str:
        return f"glossary.{self.key}"

    @property
    def definition(self) -> str:
        """What to show first: the seed's words when it has some, else our definition."""
        return "\n".join(self.quote) if self.quote else self.text


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
        note=(
            "Règle officielle (BB2025) : un joueur Déconcentré ne peut pas non plus réceptionner ni "
            "intercepter le ballon ; s’il devient Déconcentré pendant sa propre activation, celle-ci "
            "s’arrête aussitôt (D11)."
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
        note=(
            "Règle officielle (BB2025) : Croquement vise un adversaire Debout que le joueur Marque : "
            "D6, 1-2 rien, 3+ Croqué. L’état cesse dès que le joueur qui l’a Croqué ne le Marque "
            "plus. Croquement peut remplacer le Blocage d’un Blitz."
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
        note=(
            "Règle officielle (BB2025) : l’effet frappe l’adversaire Repoussé par le joueur qui a "
            "Fourchette (la cible du blocage seulement, pas les joueurs poussés en chaîne) et dure "
            "jusqu’après sa prochaine activation (D10)."
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
        note=(
            "Règle officielle (BB2025) : à l’activation, D6 : sur 1 le joueur est Enraciné (trait "
            "Take Root). Il ne peut ni faire d’action de Mouvement, ni Poursuivre, ni être Repoussé, "
            "ni quitter sa case (sauf K.O. ou Éliminé) ; l’état cesse à la fin de la Phase ou s’il "
            "est Plaqué ou Mis à Terre."
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
        note=(
            "Règle officielle (BB2025) : une seule action de Blitz par tour d’équipe. Seules les "
            "actions spéciales dont le texte le permet remplacent le Blocage d’un Blitz : Croquement "
            "(Chomp), Poignard (Stab), Tronçonneuse (Chainsaw Attack), Gerbe de Vomi "
            "(Projectile Vomit), Souffle Ardent (Breathe Fire) ; elles coûtent toujours 1 M et "
            "comptent comme le Blitz de l’équipe (D27)."
        ),
        aliases=("Blitz !", "action de Blitz"),
    ),
    Entry(
        key="action_speciale",
        name="Action Spéciale",
        english="Special Action",
        seed="000",
        quote=("Une Action Spéciale peut remplacer l’usage unique du Blitz.",),
        note=(
            "Liste officielle (BB2025) des actions spéciales qui peuvent remplacer le Blocage d’un "
            "Blitz : Croquement (Chomp), Poignard (Stab), Tronçonneuse (Chainsaw Attack), Gerbe de"
            " Vomi (Projectile Vomit), Souffle Ardent (Breathe Fire). Elles coûtent toujours 1 "
            "M et comptent comme le Blitz de l’équipe ; ce ne sont pas des actions de Blocage pour "
            "les compétences (D27)."
        ),
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
        note=(
            "Résultat 11 de la table de coup d’envoi BB2025. Règles « ligue » : 1D6 + FP comme le "
            "seed 000 ; règles « bb2025 » : 1D6 sans FP, et l’effet dure jusqu’à la fin de la Phase "
            "(D4)."
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
        note=(
            "Règle officielle (BB2025) : le joueur est à terre et le coach adverse fait un Jet "
            "d’Armure ; si c’est un joueur de l’équipe active, c’est un Turnover. Le rebond du ballon"
            " se fait après le jet d’armure et l’éventuel jet de blessure (D6, D7)."
        ),
        aliases=("Knocked Down", "plaquage"),
    ),
    Entry(
        key="mis_a_terre",
        name="Mis à Terre",
        english="Placed Prone",
        text=(
            "Le joueur est mis à terre sans Jet d’Armure ; si c’était pendant son activation, elle "
            "prend fin ; s’il portait le ballon, il le lâche et le ballon rebondit."
        ),
        note=(
            "Le seed 000 emploie aussi « Mis à Terre » pour le joueur à terre après avoir été Plaqué "
            "; le bot distingue Plaqué (Jet d’Armure) et Mis à Terre (pas de Jet d’Armure) (D7)."
        ),
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
        note=(
            "Règle officielle (BB2025) : un joueur Sonné pendant le tour de sa propre équipe reste "
            "Sonné jusqu’à la fin du tour suivant de son équipe ; seuls les joueurs déjà Sonnés au "
            "début du tour se retournent à la fin de ce tour."
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
        note=(
            "Règle officielle (BB2025) : le jet de récupération (4+ sur un D6) se fait à la fin de "
            "chaque Phase, donc aussi à la mi-temps ; en pratique cela revient au même (D6)."
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
        note=(
            "Pour un joueur Minus, le 9 du Jet de Blessure donne directement Commotion, sans Jet "
            "d’Élimination (seed 001, D26)."
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
        note=(
            "Règles « bb2025 » : si la caractéristique est déjà au minimum, pas de réduction, le "
            "joueur rate seulement le prochain match (D2). Noms des résultats 5 et 6 : seed 000 Cou "
            "Brisé / Épaule Disloquée, seed 001 Hanche disloquée / Cou brisé (D1)."
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
        note=(
            "Règle officielle (BB2025) : quand ce joueur fait une action de Blocage contre un joueur "
            "ayant le mot-clé X, il peut relancer un résultat Attaquant Plaqué. Le coach du joueur "
            "blessé choisit X ; un joueur peut avoir plusieurs Haine (X)."
        ),
        aliases=("Haine", "Hatred"),
    ),
    Entry(
        key="revanche",
        name="Revanche",
        english="Getting Even",
        text=(
            "Après un Amoché, une Blessure Sérieuse ou une Séquelle, le joueur obtient Haine (X), X "
            "étant un mot-clé du joueur qui l’a éliminé."
        ),
        note=(
            "Règles « ligue » : Haine (X) automatique (seed 000). Règles « bb2025 » : seulement en "
            "ligue, sur 4+ au D6 (D3). À l’intersaison, avec les deux règles, D6 4+ pour perdre "
            "chaque Haine gagnée."
        ),
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
        text="L’or de l’équipe, en po (pièces d’or), par multiples de 5 000 po.",
        note=(
            "Erreurs coûteuses (Crise évitée, Incident mineur, Incident majeur, Catastrophe) : "
            "seulement à partir de 100 000 po, selon la tranche de Trésorerie et un D6 (D8)."
        ),
        aliases=("po", "pièces d’or", "gp", "gold", "Erreurs coûteuses", "Expensive Mistakes"),
    ),
    Entry(
        key="fp",
        name="FP",
        english="Fan Factor (FF)",
        seed="003",
        text=(
            "Facteur de supporter : ajouté aux jets d’Intimidation, d’Encouragement, de Lancer de "
            "Rocher et d’Invasion du Terrain au coup d’envoi."
        ),
        note="BB2020/BB2025 : FP = D3 + Fans Dévoués, tiré à chaque match.",
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
        text="Points de Star Player : gagnés en match, dépensés pour les progressions.",
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
        note="Le joueur qui bloque est Plaqué : Jet d’Armure et Turnover.",
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
        note="Un joueur qui a la compétence Blocage peut choisir de ne pas tomber (D14).",
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
        note=("Cases de poussée : les 3 cases du gabarit officiel, même pour un blocage en diagonale (D12)."),
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
        note=("La compétence Tacle de l’attaquant annule l’Esquive : le résultat reste Défenseur Plaqué (D14)."),
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
        note=(
            "+1 F par coéquipier qui Marque la cible (ou l’attaquant, en défense) sans être lui-même "
            "Marqué par un autre adversaire."
        ),
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
        note=("À décider avant tout Jet d’Armure. Ne pas confondre avec la compétence Poursuite (Shadowing)."),
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
        text=("La compétence Blocage : sur Les Deux Plaqués, le joueur qui l’a peut choisir de ne pas tomber."),
        aliases=("Block", "action de Blocage", "Dé de Blocage", "block dice"),
    ),
    Entry(
        key="tacle",
        name="Tacle",
        english="Tackle",
        skill="tackle",
        text=(
            "Compétence : un adversaire Bousculé par ce joueur ne peut pas utiliser Esquive (le "
            "résultat reste Défenseur Plaqué)."
        ),
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
        text=(
            "Un joueur Repoussé hors du terrain subit un Jet de Blessure sans Jet d’Armure ; Sonné "
            "l’envoie dans le Box des Réserves."
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
        text=("Fin immédiate du tour de l’équipe active (porteur plaqué, joueur actif Plaqué, ballon perdu…)."),
        aliases=("fin de tour", "perte de tour"),
    ),
    Entry(
        key="touche",
        name="La touche",
        english="Throw-in",
        seed="003",
        quote=(("Si le ballon sort du terrain il est renvoyé par la foule sur le terrain (voir la touche)."),),
        text=(
            "Le public renvoie le ballon depuis la dernière case qu’il a occupée : D6 pour la "
            "direction (1-2 en diagonale d’un côté, 3-4 tout droit, 5-6 en diagonale de l’autre "
            "côté), puis 2D6 cases en comptant la case de départ."
        ),
        aliases=("touche", "Throw-in", "remise en jeu"),
    ),
    Entry(
        key="rebond",
        name="Rebond",
        english="Bounce",
        seed="000",
        quote=(("Le rebond de la balle est traité après le jet d’armure à partir de la case où le joueur est plaqué"),),
        text="Le ballon se déplace d’une case dans une direction tirée au D8.",
        aliases=("Bounce", "dispersion", "Scatter"),
    ),
    Entry(
        key="touchback",
        name="Touchback",
        english="Touchback",
        text=(
            "Si le ballon du coup d’envoi sort du terrain ou s’arrête hors du camp de l’équipe "
            "receveuse, l’entraîneur de l’équipe receveuse le donne à l’un de ses joueurs."
        ),
        note=(
            "C’est la règle de la table bb2025. Avec la table classique (seed 003, celle des règles "
            "« ligue »), un ballon qui sort du terrain au coup d’envoi est renvoyé par la foule (la "
            "touche) ; le touchback ne sert que si le ballon retombe dans le camp de l’équipe qui "
            "donne le coup d’envoi (D17)."
        ),
        aliases=("Touchback",),
    ),
    Entry(
        key="phase",
        name="Phase",
        english="Drive",
        seed="000",
        text="La partie de jeu entre un coup d’envoi et le suivant (touchdown ou mi-temps).",
        aliases=("Drive",),
    ),
    Entry(
        key="zone_de_tacle",
        name="Zone de tacle",
        english="Tackle Zone",
        seed="000",
        text="Les huit cases autour d’un joueur Debout et non Déconcentré.",
        aliases=("Tackle Zone", "zones de tacles"),
    ),
    Entry(
        key="marquer",
        name="Marquer",
        english="Mark",
        seed="000",
        text="Un joueur Debout et non Déconcentré Marque chaque adversaire sur une case adjacente.",
        aliases=("Mark", "Marking", "marqué"),
    ),
    Entry(
        key="meneuse_de_revue",
        name="Meneuse de revue",
        english="Cheerleader",
        seed="003",
        text="Ajoutée au jet d’Encouragement (coup d’envoi).",
        aliases=("Cheerleader", "pom-pom girl"),
    ),
    Entry(
        key="adjoint",
        name="Adjoint",
        english="Assistant Coach",
        seed="003",
        text="Ajouté au jet de Bonne Stratégie (coup d’envoi).",
        aliases=("Assistant Coach", "assistant"),
    ),
    Entry(
        key="relance",
        name="Relance",
        english="Team Re-roll",
        seed="003",
        text=(
            "Relance d’équipe : permet de relancer un jet raté une fois par tour. Jamais pour "
            "l’armure, la blessure, l’élimination, la dispersion, le rebond ou la touche."
        ),
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
    for base, names in ((0, primary), (4, secondary)):
        for rank, test in enumerate(
            (
                lambda n: n == query or _squash(n) == squashed,
                lambda n: n.startswith(query) or _squash(n).startswith(squashed),
                lambda n: any(word.startswith(query) for word in n.split()),
                lambda n: query in n or squashed in _squash(n),
            )
        ):
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
        suggestions = ", ".join(e.name for e in find(bare, 3))
        hint = f" Essayez : {suggestions}." if suggestions else ""
        raise UnknownTerm(f"Terme inconnu « {key} ».{hint}") from None


def search(text: str, *, limit: int = MAX_RESULTS) -> list[Entry]:
    """Seed terms matching ``text`` (accent- and case-insensitive, French or English), best first.

    An empty query lists every entry by name, so the autocomplete has something to show.
    """
    return _search(ENTRIES, text, limit)


def lookup(key: str) -> Entry:
    """The seed term for ``key`` (``ko`` or ``glossary.ko``); a French error otherwise."""
    return _lookup(GLOSSARY, key, lambda text, limit: search(text, limit=limit))


# --- the skills and traits: one entry each, the seed terms that are skills standing for theirs -------------


def _skill_entry(skill: skills.Skill) -> Entry:
    others = (*skill.french[1:], *skill.aliases)
    return Entry(key=skill.key, name=skill.name, english=skill.english, aliases=others, skill=skill.key)


_LINKED = {e.skill for e in ENTRIES if e.skill}
#: Every catalogue skill that no seed term already stands for, as a ``/rule`` entry (text: the catalogue's).
SKILL_ENTRIES: tuple[Entry, ...] = tuple(_skill_entry(s) for k, s in skills.CATALOGUE.items() if k not in _LINKED)
#: What ``/rule`` knows: the seed terms and the skills, by key.
TERMS: Mapping[str, Entry] = {e.key: e for e in (*ENTRIES, *SKILL_ENTRIES)}


def search_terms(text: str, *, limit: int = MAX_RESULTS) -> list[Entry]:
    """Seed terms and skills matching ``text``, best first (the ``/rule`` autocomplete)."""
    return _search(TERMS.values(), text, limit, _exact_first)


def lookup_term(key: str) -> Entry:
    """A seed term or a skill by key (``ko``, ``mighty_blow``); a French error otherwise."""
    return _lookup(TERMS, key, lambda text, limit: search_terms(text, limit=limit))
