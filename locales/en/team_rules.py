"""English labels: team special rules (rules/team_rules.py), the book's names."""

from __future__ import annotations

LABELS: dict[str, str] = {
    "team_rule.brawlin_brutes": "Brawlin' Brutes",
    "team_rule.bribery_and_corruption": "Bribery and Corruption",
    "team_rule.favoured_of": "Favoured of…",
    "team_rule.low_cost_linemen": "Low Cost Linemen",
    "team_rule.masters_of_undeath": "Masters of Undeath",
    "team_rule.swarming": "Swarming",
    "team_rule.team_captain": "Team Captain",
    # /rule: what each rule does and what the bot does with it, in our own words (the book: the_teams.md)
    "team_rule.rule.kind": "Kind",
    "team_rule.rule.rosters": "Book rosters",
    "team_rule.rule.team": "Team special rule: a team carries it (/team special_rules:, by default its roster's).",
    "team_rule.brawlin_brutes.text": "In a league its players earn 3 SPP per Casualty they cause instead of 2, and "
    "2 SPP per touchdown instead of 3; the Post-game Sequence counts their SPP this way.",
    "team_rule.bribery_and_corruption.text": "Once a game, a 1 rolled to Argue the Call may be re-rolled. The bot "
    "keeps the rule on the team; it does not roll the argument.",
    "team_rule.favoured_of.text": "The team serves a Chaos power (Khorne, Nurgle, Slaanesh, Tzeentch, Hashut or "
    "Undivided), chosen once and for good when it is drafted; some Star Players and Inducements are only for teams "
    "of that power. The bot keeps the rule on the team.",
    "team_rule.low_cost_linemen.text": "In a league its Linemen's Hiring Fee counts as 0 in the Current Team Value, "
    "their value increases still counted; /team show's CTV leaves those fees out.",
    "team_rule.masters_of_undeath.text": "Once a game, when an opponent of ST 4 or less without Stunty dies, the "
    "team may raise a Lineman of its roster into its Reserves, and keep him free during the Post-game Sequence "
    "(under 16 "
    "players), his full value in TV; the Post-game Sequence's recruit form takes him at 0 gp.",
    "team_rule.swarming.text": "At each kick-off, once both teams are set up, it may add D3 Linemen from its Reserves "
    "to the pitch, even past 11 players. The bot keeps the rule on the team; the set-up is yours.",
    "team_rule.team_captain.text": "One player, not a Big Guy, is named captain: he gains Pro at no cost, and while "
    "he is on the pitch a natural 6 on a D6 rolled when a Team Re-roll is used makes it free. He can only be fired "
    "once an injury has reduced one of his characteristics (the Post-game Sequence refuses it before). The bot keeps "
    "the rule on the team; give the captain Pro on his sheet: the player holding Pro is read as the captain.",
    "error.team_rules.unknown": "Unknown special rule “{value}”: Brawlin' Brutes, Bribery and Corruption, Favoured "
    "of, Low Cost Linemen, Masters of Undeath, Swarming, Team Captain (or “none”).",
}
