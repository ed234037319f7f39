"""French names and descriptions of the slash commands and their options.

Read by ``cogs.utils.translator`` at sync time; Discord shows them to French
clients (``/blessure minus:true``). Names: lowercase, no spaces, ≤ 32 chars.
"""

from __future__ import annotations

_DICE = ("des", "Dés lancés à la main, dans l'ordre (ex. « 4 5 »)")
_AV = ("ar", "Armure de la cible (9 pour 9+) ; sinon celle de la victime")
_VICTIM = ("victime", "Le joueur touché (effectif du serveur)")
_ATTACKER = ("attaquant", "Le joueur qui a causé la blessure (Châtaigne, Griffes, Haine)")
_CAUSE = ("cause", "Ce qui a causé la blessure")
_IRON = ("peau-de-fer", "La cible a Peau de Fer : ni modificateur ni Griffes sur l'armure")
#: The options /block and /odds block share.
_BLOCK = {
    "attacker_st": ("force-attaquant", "Force de l'attaquant"),
    "defender_st": ("force-defenseur", "Force du défenseur"),
    "attacker_assists": ("soutiens-attaquant", "Soutiens offensifs"),
    "defender_assists": ("soutiens-defenseur", "Soutiens défensifs"),
    "dodge": ("esquive", "Le défenseur a Esquive"),
    "tackle": ("tacle", "L'attaquant a Tacle"),
    "attacker_block": ("blocage-attaquant", "L'attaquant a Blocage"),
    "defender_block": ("blocage-defenseur", "Le défenseur a Blocage"),
}
MINUS_OPTION = ("minus", "La cible a le trait Minus")
NIGGLING_OPTION = ("bp", "Blessures Persistantes de la cible (+1 par BP au jet d'Élimination)")


def option_labels(name: str, /, **options: tuple[str, str]) -> dict[str, str]:
    """Catalogue keys for some options of a command (the others may live in another module): each option's
    French name and description."""
    out = {}
    for option, (opt_name, opt_desc) in options.items():
        out[f"cmd.{name}.opt.{option}.name"] = opt_name
        out[f"cmd.{name}.opt.{option}.desc"] = opt_desc
    return out


def command_labels(name: str, fr_name: str, description: str, **options: tuple[str, str]) -> dict[str, str]:
    """Catalogue keys for one command and its options."""
    return {f"cmd.{name}.name": fr_name, f"cmd.{name}.desc": description, **option_labels(name, **options)}


_FOULER_CHAINSAW = (
    "tronconneuse",
    "L'agresseur utilise sa Tronçonneuse : +3 à l'armure (le D6 de retour de bâton se lance à part)",
)

_STEADY = ("appuis-surs", "La cible a Appuis Sûrs (sur 6 au D6, elle n'est pas Plaquée : pas de Jet d'Armure)")
_TARGET_CHAINSAW = ("tronconneuse", "La cible porte une Tronçonneuse (+3 à son Jet d'Armure quand elle est Plaquée)")

LABELS: dict[str, str] = {
    **command_labels(
        "armour",
        "armure",
        "Jet d'Armure puis Blessure, Élimination et Séquelle si besoin",
        av=_AV,
        modifier=("modificateur", "Modificateur au Jet d'Armure"),
        mighty_blow=("chataigne", "L'attaquant a Châtaigne (+1 à l'armure ou à la blessure)"),
        claws=("griffes", "L'attaquant a Griffes (armure percée sur 8+ naturel)"),
        minus=MINUS_OPTION,
        niggling=NIGGLING_OPTION,
        iron_hard_skin=_IRON,
        victim=_VICTIM,
        attacker=_ATTACKER,
        cause=("cause", "Ce qui a causé la blessure (sinon : inconnue, demandée à l'après-match)"),
        dice=_DICE,
    ),
    **command_labels(
        "foul",
        "agression",
        "Agression : armure avec soutiens, expulsion sur un double",
        av=_AV,
        assists=("soutiens", "Soutiens nets (offensifs moins défensifs)"),
        dirty_player=("joueur-deloyal", "L'agresseur a Joueur Déloyal (+1 à l'armure ou à la blessure)"),
        minus=MINUS_OPTION,
        niggling=NIGGLING_OPTION,
        iron_hard_skin=_IRON,
        victim=_VICTIM,
        attacker=_ATTACKER,
        dice=_DICE,
    ),
    **command_labels(
        "injury",
        "blessure",
        "Jet de Blessure direct (public, rocher, invasion) et la suite",
        minus=MINUS_OPTION,
        modifier=("modificateur", "Modificateur au Jet de Blessure"),
        niggling=NIGGLING_OPTION,
        cause=_CAUSE,
        victim=_VICTIM,
        attacker=_ATTACKER,
        dice=_DICE,
    ),
    **command_labels(
        "casualty",
        "elimination",
        "Jet d'Élimination (D16 + BP) et Séquelle",
        niggling=NIGGLING_OPTION,
        cause=_CAUSE,
        victim=_VICTIM,
        attacker=_ATTACKER,
        dice=_DICE,
    ),
    **command_labels("lasting-injury", "sequelle", "Jet de Séquelle (D6)", victim=_VICTIM, dice=_DICE),
    **command_labels(
        "ko-recovery",
        "recuperation-ko",
        "Un D6 par joueur K.O. : 4+ retour en Réserves",
        count=("nombre", "Nombre de joueurs K.O."),
        team=("equipe", "Leur équipe : ses Fûts de Blitzer's Best et Josef Bugman ajoutent +1 (avant-match)"),
        dice=_DICE,
    ),
    **command_labels(
        "settings",
        "reglages",
        "Réglages du serveur : règles, table de coup d'envoi, commissaires, salon",
        ruleset=("regles", "ligue (documents de la ligue) ou bb2025 (officiel)"),
        kickoff_table=("table-coup-envoi", "Table de coup d'envoi par défaut"),
        commissioner_role=("role-commissaire", "Rôle des commissaires de la ligue"),
        league_channel=("salon-ligue", "Salon où publier les résumés d'après-match"),
        reset=("effacer", "Retirer le rôle des commissaires ou le salon de la ligue"),
        language=("langue", "Langue des réponses publiques : fr (par défaut) ou en"),
    ),
    **command_labels(
        "block",
        "blocage",
        "Dés de blocage : combien, qui choisit, le résultat retenu",
        **_BLOCK,
        dice=_DICE,
    ),
    **command_labels(
        "kickoff",
        "coup-envoi",
        "Coup d'envoi : la procédure complète de la table, chaque jet, la dispersion",
        table=("table", "classique (document 003) ou bb2025 ; par défaut celle du serveur"),
        kicking_team=("equipe-frappe", "Équipe qui frappe (match du salon ; sinon l'équipe à domicile)"),
        kicking_ff=("fp-frappe", "FP de l'équipe qui donne le coup d'envoi"),
        receiving_ff=("fp-reception", "FP de l'équipe receveuse"),
        kicking_cheerleaders=("meneuses-frappe", "Meneuses de revue de l'équipe qui frappe"),
        receiving_cheerleaders=("meneuses-reception", "Meneuses de revue de l'équipe receveuse"),
        kicking_assistants=("adjoints-frappe", "Adjoints de l'équipe qui frappe"),
        receiving_assistants=("adjoints-reception", "Adjoints de l'équipe receveuse"),
        turn=("tour", "Compteur de tour de l'équipe qui frappe (tours déjà joués, 0 à 8)"),
        dice=_DICE,
    ),
    **command_labels("weather", "meteo", "Table de la Météo (2D6)", dice=_DICE),
    **command_labels(
        "scatter",
        "dispersion",
        "Dispersion : direction D8 et 1D6 cases (2D6 sur un Mauvais coup de pied)",
        bad_kick=("mauvais-coup-de-pied", "Mauvais coup de pied : 2D6 cases"),
        dice=_DICE,
    ),
    **command_labels(
        "throw-in",
        "touche",
        "La touche : le public renvoie le ballon (direction et 2D6 cases)",
        corner=("coin", "Le ballon est sorti par un coin du terrain"),
        dice=_DICE,
    ),
    **command_labels(
        "expensive-mistakes",
        "erreurs-couteuses",
        "Erreurs Coûteuses : tranche, D6, or perdu, Trésorerie restante",
        treasury=("tresorerie", "Trésorerie en po (multiple de 5 000)"),
        dice=_DICE,
    ),
    **command_labels(
        "advancement", "amelioration", "Amélioration de caractéristique : table D8 et choix permis", dice=_DICE
    ),
    **command_labels(
        "roll",
        "des",
        "N'importe quel jet : 2d6+1, d16, 3db (dés de blocage)",
        dice=("expression", "Par exemple 2d6+1, d16 ou 3db"),
    ),
    **command_labels(
        "rule",
        "regle",
        "Lexique : un terme des règles de la ligue, ou toute compétence",
        term=("terme", "Le terme cherché"),
    ),
    **command_labels("odds", "probas", "Probabilités exactes, calculées sur les tables des jets"),
    **command_labels(
        "odds armour",
        "armure",
        "Chance de percer l'armure et de chaque issue finale",
        av=_AV,
        modifier=("modificateur", "Modificateur au Jet d'Armure"),
        mighty_blow=("chataigne", "L'attaquant a Châtaigne"),
        claws=("griffes", "L'attaquant a Griffes"),
        minus=MINUS_OPTION,
        niggling=NIGGLING_OPTION,
    ),
    **command_labels(
        "odds injury",
        "blessure",
        "Chance de chaque résultat de Blessure et de l'issue finale",
        minus=MINUS_OPTION,
        modifier=("modificateur", "Modificateur au Jet de Blessure"),
        niggling=NIGGLING_OPTION,
    ),
    **command_labels(
        "odds casualty", "elimination", "Chance de chaque résultat d'Élimination", niggling=NIGGLING_OPTION
    ),
    **command_labels(
        "odds block",
        "blocage",
        "Dés de blocage : nombre, qui choisit, chance de chaque résultat",
        **_BLOCK,
    ),
    **command_labels("help", "aide", "Toutes les commandes, avec un exemple"),
    # A foul made with a Tronçonneuse (S1 Chainsaw: +3 to the armour roll, should the fouler wish).
    **option_labels("foul", chainsaw=_FOULER_CHAINSAW),
    **option_labels("odds foul", chainsaw=_FOULER_CHAINSAW),
    # The injury rolls said apart: a fumbled Kick Team-mate (Sonné compte K.O.) and a player hit while already
    # down (no Appuis Sûrs, no +3 of his own Tronçonneuse).
    **option_labels(
        "injury",
        stunned_ko=("sonne-ko", "Sonné compte K.O. (le coéquipier botté quand le Coup de Pied est raté)"),
    ),
    **option_labels(
        "armour",
        already_down=(
            "deja-a-terre",
            "Victime déjà à terre (une bombe) : pas Plaquée, ni Appuis Sûrs ni +3 de sa Tronçonneuse",
        ),
    ),
    # the fallen player's Steady Footing and Chainsaw, on /armour and /odds armour
    **option_labels("armour", steady_footing=_STEADY, chainsaw=_TARGET_CHAINSAW),
    **option_labels("odds armour", steady_footing=_STEADY, chainsaw=_TARGET_CHAINSAW),
}

#: The causes of a casualty (choices of /injury and /casualty), as a menu lists them: without an article.
LABELS.update(
    {
        "choice.crowd": "public (repoussé hors du terrain)",
        "choice.rock": "rocher",
        "choice.pitch_invasion": "invasion du terrain",
        "choice.block": "blocage",
        "choice.foul": "agression",
        "choice.other": "autre",
        "choice.stab": "Poignard",
        "choice.chainsaw": "Tronçonneuse",
        "choice.projectile_vomit": "Gerbe de Vomi",
        "choice.breathe_fire": "Souffle Ardent",
        "choice.bomb": "bombe",
        "choice.throw_team_mate": "Lancer de Coéquipier (atterrissage sur lui)",
        "choice.kick_team_mate": "Botter de Coéquipier (atterrissage sur lui)",
        "choice.arm_bar": "Clé de Bras",
        "choice.commissioner_role_id": "le rôle des commissaires",
        "choice.league_channel_id": "le salon de la ligue",
    }
)

#: One example per command for /help and the README (French names, as a French client types them).
LABELS.update(
    {
        "help.example.armour": "/armure ar:9 chataigne:true",
        "help.example.foul": "/agression ar:8 soutiens:1 joueur-deloyal:true",
        "help.example.injury": "/blessure cause:crowd minus:true",
        "help.example.casualty": "/elimination bp:1",
        "help.example.lasting-injury": "/sequelle victime:#3 Snik",
        "help.example.ko-recovery": "/recuperation-ko nombre:3",
        "help.example.kickoff": "/coup-envoi fp-frappe:4 fp-reception:3",
        "help.example.weather": "/meteo",
        "help.example.scatter": "/dispersion",
        "help.example.throw-in": "/touche",
        "help.example.expensive-mistakes": "/erreurs-couteuses tresorerie:315000",
        "help.example.advancement": "/amelioration",
        "help.example.roll": "/des expression:2d6+1",
        "help.example.rule": "/regle terme:Déconcentré",
        "help.example.odds armour": "/probas armure ar:9 chataigne:true",
        "help.example.odds injury": "/probas blessure minus:true",
        "help.example.odds casualty": "/probas elimination bp:2",
        "help.example.odds block": "/probas blocage force-attaquant:4 force-defenseur:3",
        "help.example.settings": "/reglages regles:bb2025",
        "help.example.help": "/aide",
    }
)
