"""French names and descriptions of the slash commands and their options.

Read by ``cogs.utils.translator`` at sync time; Discord shows them to French
clients (``/blessure minus:true``). Names: lowercase, no spaces, ≤ 32 chars.
"""

from __future__ import annotations

_DICE = ("des", "Dés lancés à la main, dans l'ordre (ex. « 4 5 »)")
_AV = ("ar", "Armure de la cible (9 pour 9+)")
_MINUS = ("minus", "La cible a le trait Minus")
_NIGGLING = ("bp", "Blessures Persistantes de la cible (+1 par BP au jet d'Élimination)")


def _command(name: str, fr_name: str, description: str, **options: tuple[str, str]) -> dict[str, str]:
    """Catalogue keys for one command and its options."""
    out = {f"cmd.{name}.name": fr_name, f"cmd.{name}.desc": description}
    for option, (opt_name, opt_desc) in options.items():
        out[f"cmd.{name}.opt.{option}.name"] = opt_name
        out[f"cmd.{name}.opt.{option}.desc"] = opt_desc
    return out


LABELS: dict[str, str] = {
    **_command(
        "armour",
        "armure",
        "Jet d'Armure puis Blessure, Élimination et Séquelle si besoin",
        av=_AV,
        modifier=("modificateur", "Modificateur au Jet d'Armure"),
        mighty_blow=("chataigne", "L'attaquant a Châtaigne (+1 à l'armure ou à la blessure)"),
        claws=("griffes", "L'attaquant a Griffes (armure percée sur 8+ naturel)"),
        minus=_MINUS,
        niggling=_NIGGLING,
        dice=_DICE,
    ),
    **_command(
        "foul",
        "agression",
        "Agression : armure avec soutiens, expulsion sur un double",
        av=_AV,
        assists=("soutiens", "Soutiens nets (offensifs moins défensifs)"),
        dirty_player=("joueur-deloyal", "L'agresseur a Joueur Déloyal (+1 à l'armure ou à la blessure)"),
        minus=_MINUS,
        niggling=_NIGGLING,
        dice=_DICE,
    ),
    **_command(
        "injury",
        "blessure",
        "Jet de Blessure direct (public, rocher, invasion) et la suite",
        minus=_MINUS,
        modifier=("modificateur", "Modificateur au Jet de Blessure"),
        niggling=_NIGGLING,
        dice=_DICE,
    ),
    **_command("casualty", "elimination", "Jet d'Élimination (D16 + BP) et Séquelle", niggling=_NIGGLING, dice=_DICE),
    **_command("lasting-injury", "sequelle", "Jet de Séquelle (D6)", dice=_DICE),
    **_command(
        "ko-recovery",
        "recuperation-ko",
        "Un D6 par joueur K.O. : 4+ retour en Réserves",
        count=("nombre", "Nombre de joueurs K.O."),
        dice=_DICE,
    ),
    **_command(
        "settings",
        "reglages",
        "Réglages du serveur : règles, table de coup d'envoi, commissaires, salon",
        ruleset=("regles", "ligue (documents de la ligue) ou bb2025 (officiel)"),
        kickoff_table=("table-coup-envoi", "Table de coup d'envoi par défaut"),
        commissioner_role=("role-commissaire", "Rôle des commissaires de la ligue"),
        league_channel=("salon-ligue", "Salon où publier les résumés d'après-match"),
    ),
}
