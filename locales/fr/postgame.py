"""French labels: the post-match sequence (Séquence d'après-match)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "step.fan_factor": "Facteur de Popularité (D3 + Fans Dévoués)",
    "step.dedicated_fans": "Fans Dévoués",
    "step.mvp": "Joueur du Match",
    "step.veteran": "Vétéran de l'équipe qui concède",
    "step.season_niggling": "Blessure Persistante (intersaison)",
    "step.season_hatred": "Haine (intersaison)",
    "mod.dedicated_fans": "Fans Dévoués",
    "mod.apothecary": "Apothicaire",
    "postgame.fan_factor": "FP {total}",
    "postgame.fans.up": "+1 Fan Dévoué ({before} → {after})",
    "postgame.fans.down": "−1 Fan Dévoué ({before} → {after})",
    "postgame.fans.same": "Fans Dévoués inchangés ({after})",
    "postgame.fans.draw": "Match nul : Fans Dévoués inchangés ({after})",
    "postgame.fans.conceded": "Match concédé : Fans Dévoués {before} → {after}",
    "postgame.mvp.chosen": "Joueur du Match désigné (+4 PSP)",
    "postgame.mvp.none": "Aucun joueur éligible au Joueur du Match",
    "postgame.veteran.quits": "Le joueur quitte l'équipe",
    "postgame.veteran.stays": "Le joueur reste",
    "postgame.season.niggling.lost": "Blessure Persistante guérie",
    "postgame.season.niggling.kept": "Blessure Persistante conservée",
    "postgame.season.hatred.lost": "Haine oubliée",
    "postgame.season.hatred.kept": "Haine conservée",
}
