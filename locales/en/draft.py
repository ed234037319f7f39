"""English labels: the Team Draft List (drafting_a_blood_bowl_team.md « TEAM DRAFT LIST »): its commands, its card
and its refusals."""

from __future__ import annotations

from locales.en.commands import command_labels, option_labels

LABELS: dict[str, str] = {
    **command_labels("draft", "A team's Team Draft List: show, import, submit, approve"),
    **command_labels(
        "draft show", "The Team Draft List: players, staff, cost, what is left for the Treasury", team="The team"
    ),
    **command_labels(
        "draft import",
        "Fill the draft from a CSV: players (number;name;position) and staff lines (rerolls;3)",
        team="The team",
        file="The CSV: the roster, then `rerolls;2`, `apothecary;yes` and so on (else: a form to paste it)",
    ),
    **command_labels("draft submit", "Submit the Team Draft List to the commissioners", team="The team"),
    **command_labels(
        "draft approve", "Approve a submitted list: what the budget leaves goes to the Treasury", team="The team"
    ),
    **command_labels(
        "draft refuse",
        "Send a submitted list back to its coach, saying why (commissioners)",
        team="The team",
        reason="Why the list is refused",
    ),
    **command_labels(
        "draft redraft",
        "After the season's end: the Re-draft (Raise Funds, players re-hired at their value + 20,000 gp)",
        team="The team",
    ),
    "help.example.draft redraft": "/draft redraft team:Iron Orcs",
    "draft.redrafted": "Re-draft: {team}",
    "draft.funds": "Raise Funds: 1,000,000 gp + Treasury {treasury} + {played} games, {won} wins, {drawn} draws = "
    "{raised}; budget {budget}.",
    "draft.funds.lost": "The cap takes {lost}.",
    "error.draft.no_season_ended": "No season has ended yet: the Re-draft follows the season's end (/season end).",
    "error.draft.redrafted": "“{team}” already re-drafted after season {season}.",
    "help.example.draft show": "/draft show team:Iron Orcs",
    "help.example.draft import": "/draft import team:Iron Orcs file:draft.csv — number;name;position then "
    "rerolls;2, apothecary;yes, fans;2",
    "help.example.draft submit": "/draft submit team:Iron Orcs",
    "help.example.draft approve": "/draft approve team:Iron Orcs",
    "help.example.draft refuse": "/draft refuse team:Iron Orcs reason:17 players, 16 at most",
    **option_labels(
        "settings",
        draft_budget="The season's draft budget (1,000,000 gp by default)",
        redraft_cap="The Re-draft Budget's cap (1,300,000 gp by default)",
    ),
    "draft.modal.title": "Team Draft List",
    "draft.modal.header": "One line per player: number;name;position (the roster's position fills the profile),"
    " then the staff: `rerolls;2`, `apothecary;yes`, `assistant_coaches;1`, `cheerleaders;1`, `fans;2`.",
    "draft.modal.label": "The draft's lines",
    "draft.step": "{step} — step {number} of {total}",
    "draft.step.players": "Players",
    "draft.step.staff": "Staff and fans",
    "draft.step.preview": "Preview",
    "draft.button.back": "◀ Back",
    "draft.button.next": "Next ▶",
    "draft.button.submit": "Submit",
    "draft.button.approve": "Approve",
    "draft.button.refuse": "Refuse",
    "draft.refuse.title": "Refuse the Team Draft List",
    "draft.settings": "**Draft budget**: {budget}\n**Re-draft cap**: {cap}",
    "draft.opened": "Team Draft List opened: budget {budget}. The coach hires the players (/player add, /draft import) "
    "then submits it (/draft submit); the team plays once the list is approved.",
    "draft.title": "Team Draft List: {team}",
    "draft.imported": "Team Draft List filled: {team}",
    "draft.submitted": "Team Draft List submitted: {team}",
    "draft.approved": "Team Draft List approved: {team}",
    "draft.refused": "Team Draft List refused: {team}",
    "draft.status.draft": "Being drafted: the coach fills it, then submits it.",
    "draft.status.submitted": "Submitted: a commissioner approves or refuses it.",
    "draft.status.approved": "Approved: the team plays.",
    "draft.status.refused": "Refused: the coach fixes it and submits it again.",
    "draft.reason": "Why it was refused",
    "draft.players": "Players ({count})",
    "draft.line": "{position}: {count} / {most}",
    "draft.pick": "Add a player of this position…",
    "draft.pick.option": "{count} / {most} — {cost}",
    "draft.pick.name": "{position} {number}",
    "draft.error.forbidden": "⛔ Only the team's coach and the commissioners change its Team Draft List.",
    "draft.staff": "Staff and fans",
    "draft.staff.rerolls": "Team Re-rolls: {count} — {cost}",
    "draft.staff.apothecary": "Apothecary: {count} — {cost}",
    "draft.staff.assistant_coaches": "Assistant Coaches: {count} — {cost}",
    "draft.staff.cheerleaders": "Cheerleaders: {count} — {cost}",
    "draft.staff.dedicated_fans": "Dedicated Fans: {count} — {cost}",
    "draft.budget": "Budget",
    "draft.total": "Cost",
    "draft.treasury": "Left for the Treasury",
    "draft.over": "Over the budget",
    "draft.resting": "Temporarily Retired, not re-hired ({count}) — they retire on approval",
    "draft.problem": "To fix",
    "field.apothecary": "Apothecary",
    "field.draft_reason": "Reason",
    "field.draft_budget": "Budget",
    "error.draft.status.draft": "“{team}”: the Team Draft List is not submitted yet.",
    "error.draft.status.submitted": "“{team}”: the Team Draft List is submitted; a commissioner approves or "
    "refuses it.",
    "error.draft.status.approved": "“{team}”: the Team Draft List is already approved.",
    "error.draft.status.refused": "“{team}”: the Team Draft List was refused; its coach fixes it and submits it.",
    "error.match.draft.draft": "“{team}” does not play yet: its Team Draft List is not submitted (/draft submit).",
    "error.match.draft.submitted": "“{team}” does not play yet: its Team Draft List awaits a commissioner.",
    "error.match.draft.refused": "“{team}” does not play yet: its Team Draft List was refused ({reason}).",
}
