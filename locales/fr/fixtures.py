"""French labels: friendlies and unplayed fixtures (league_play.md « Friendlies », « League Fixtures »)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "error.match.kind": "Type de match : championnat, amical ou non joué est attendu (reçu : « {value} »).",
    "error.postmatch.friendly": "Le match n° {match} est un match amical : il n'a pas d'après-match. Un match amical "
    "ne rapporte ni PSP, ni points de classement, ni gains, et les joueurs qui devaient rater le prochain match le "
    "rateront toujours (BB2025, « Matchs amicaux »).",
    "league.match.kind.friendly": "🤝 **Match amical** : ni PSP, ni points de classement, ni gains ; toute "
    "élimination compte comme une Commotion.",
    "league.match.kind.unplayed": "📅 **Rencontre non jouée**",
    "matches.line.kind.friendly": "amical",
    "matches.line.kind.unplayed": "non jouée",
    "matches.next.friendly": "Match amical : pas d'après-match, il ne compte pas au classement. Les joueurs qui "
    "devaient rater le prochain match le rateront toujours.",
    "league.casualty.friendly": "🤝 Match amical : {rolled} tiré, compte comme {stored} (ni séquelle, ni mort).",
}
