"""English labels: the bot's own interface (titles, errors, consequences, footers)."""

from __future__ import annotations

LABELS: dict[str, str] = {
    # Rulesets and footers
    "ruleset.ligue": "ligue (house rules)",
    "ruleset.bb2025": "official BB2025",
    "ui.footer": "Rules: {name}",
    "ui.footer_id": "Roll {id}",
    "ui.rolled_by": "Rolled by {name}",
    "ui.consequences": "Consequences",
    "ui.against": "vs {target}+",
    "ui.iron_hard_skin": "Iron Hard Skin: no modifier and no Claws on this Armour Roll (Mighty Blow can still "
    "apply to the Injury Roll).",
    "ui.iron_hard_skin.foul": (
        "Iron Hard Skin: no modifier on this Armour Roll (Dirty Player can still apply to the Injury Roll)."
    ),
    "ui.notes": "Notes",
    "ui.manual_dice": "Dice rolled by hand.",
    "ui.unused_dice": "Extra dice, ignored: {values}",
    # a form of dice typed by hand: the dice it asks now, and the roll waiting for the rest (cogs.utils.forms)
    "ui.hand.now": "Dice by hand — {step}: {dice}",
    "ui.hand.then": "Then — {step}: {dice}",
    "ui.hand.dice": "dice",
    "ui.hand.done": "{step} {dice} → {outcome}",
    "ui.hand.rest": "Still to roll: {dice} ({step}). Roll them and add them after.",
    "ui.hand.waiting": "Dice kept: {kept}.",
    "ui.hand.more": "Roll the rest",
    "ui.hand.reopen": "Reopen the form",
    "ui.hand.sent": "Roll made: it is in the channel.",
    "ui.hand.not_yours": "⛔ Another member filled in this form: only they can open it again.",
    "ui.hand.gone": "This form can no longer be reopened: start again from the roll's button.",
    # Consequences of a chain for the player
    "effect.dead": "💀 Dead: struck off the team roster for good.",
    "effect.out_for_match": "Misses the rest of the game.",
    "effect.reserves": "Placed in the Reserves box.",
    "effect.miss_next_game": "MNG: misses the next game.",
    "effect.niggling": "+{count} Niggling Injury (+1 per NI to future Casualty Rolls).",
    "effect.characteristic": "Lasting Injury: {change} on the roster.",
    "effect.hatred": "Getting Even: gains Hatred (X), X chosen by the coach from: {keywords}.",
    "effect.hatred_pending": "Getting Even: gains Hatred (X), X = a Keyword of the player who caused the "
    "Casualty (not Big Guy, Blitzer, Blocker, Catcher, Lineman, Runner, Special or Thrower).",
    "effect.sent_off": "🟥 The ref sends off the fouling player.",
    # Titles of roll embeds, by canonical command name
    "title.armour": "Armour Roll",
    "title.foul": "Foul",
    "title.injury": "Injury Roll",
    "title.casualty": "Casualty Roll",
    "title.lasting-injury": "Lasting Injury",
    "title.ko-recovery": "Recovery of Knocked-out players",
    "title.block": "Block",
    "title.kickoff": "Kick-off",
    "title.weather": "Weather",
    "title.scatter": "Scatter",
    "title.throw-in": "Throw-in",
    "title.expensive-mistakes": "Expensive Mistakes",
    "title.advancement": "Characteristic Improvement",
    "title.roll": "Dice roll",
    # Errors (always ephemeral)
    "ui.error.forbidden": "⛔ You are not allowed to use this command here.",
    "ui.error.bad_option": "Invalid value: “{value}”. Check the option and try again.",
    "ui.error.unknown_command": "This command no longer exists: restart Discord to see the current list.",
    "ui.error.unexpected": "😓 Sorry, something unexpected went wrong. It has been logged; try again in a moment.",
    "ui.error.guild_only": "This command works in a server, not in a direct message.",
    "ui.error.manage_guild": "⛔ Only for members who can manage the server.",
    # Say which team a kick-off line is for (a Dodgy Snack tie: each team picks a player).
    "ui.step.of_team": "{step} ({team})",
}

LABELS.update(
    {
        "settings.title": "Server settings",
        "settings.updated": "✅ Settings saved",
        "settings.ruleset.next": "These rules apply to the matches started from now on; no match under way has others.",
        "settings.ruleset.kept": "These rules apply to the matches started from now on. A match already started "
        "keeps its own up to and including its Post-game Sequence:",
        "settings.ruleset.kept_line": "• {match} · {ruleset}",
        "settings.scoring.season": "This scoring ranks season {season}, under way; an ended season keeps the "
        "one it ended with.",
        "settings.none": "none",
        "settings.kickoff_default": "{table} (the ruleset's)",
        "settings.body": "**Rules**: {ruleset}\n**Kick-off table**: {kickoff}\n"
        "**Commissioner role**: {role}\n**League channel**: {channel}\n"
        "**Language of public replies**: {language} (private messages follow each reader's own language)",
        "choice.ligue": "ligue (the league documents' house rules)",
        "choice.bb2025": "bb2025 (official)",
        "choice.classique": "classique (document 003's table)",
        "choice.fr": "French",
        "choice.en": "English",
        "choice.default": "the chosen ruleset's own table",
    }
)

LABELS.update(
    {
        "ui.block.button.die": "Die {number}: {face}",
        "ui.block.button.armour.attacker": "Attacker's Armour Roll",
        "ui.block.button.armour.defender": "Defender's Armour Roll",
        "ui.block.kept": "Die {number} kept (by {name})",
        "ui.block.turnover": "⚠️ Turnover: the active team's turn ends.",
        "ui.block.push.legend": "🟥 attacker · 🟦 target · 🟩 squares the attacker's coach may push into "
        "(straight on the left, diagonal on the right); none free: Chain Push or Injury by the Crowd.",
        "ui.block.modal.av": "Downed player's Armour (AV), e.g. 9 for 9+",
        "ui.block.error.unknown_roll": "This block cannot be found on this server.",
        "ui.block.error.already_chosen": "A die has already been kept for this block.",
    }
)

LABELS.update(
    {
        "ui.template": "Template",
        "ui.treasury": "Treasury",
        "ui.treasury.body": "{before} gp → **{left} gp** (lost: {lost} gp)",
        "ui.advancement": "Possible improvements",
        "ui.advancement.options": "{options} (at most +2 per characteristic, never beyond its maximum)",
        "ui.advancement.skill": "No improvement possible: take a Primary or Secondary Skill instead "
        "(the SPP are not refunded).",
        "ui.template.legend": "⭕ start · arrows: direction · 🏈 where it ends (if inside the frame) · ⬛ the crowd",
    }
)

LABELS.update(
    {
        "ui.rule.source": "Source",
        "ui.rule.seed": "league document {seed}",
        "ui.rule.note": "Note (official rule)",
        "ui.rule.original": "Original text (French)",
        "ui.die": "🎲 D{sides}: {value}",
        "ui.help.line": "**/{shown}** (`/{name}`) — {description}\n\u2003e.g. `{example}`",
        "ui.help.line.same": "**/{shown}** — {description}\n\u2003e.g. `{example}`",
        "ui.help.group": "\n__**{group}**__",
        "ui.help.group.before": "Before a match",
        "ui.help.group.during": "During a match",
        "ui.help.group.after": "After a match",
        "ui.help.group.league": "The league",
        "ui.help.group.settings": "Settings and help",
        "ui.language.hint": "*This server's public replies are in French; `/settings language:en` puts them in "
        "English (Manage Server).*",
        "ui.help.title": "Arbitre — the commands",
        "ui.help.more": "Arbitre — continued",
        "ui.help.footer": "*Roll commands also take “dice”: dice rolled by hand, in order.*",
        "ui.help.page": "Help, message {number} of {total}",
        "ui.odds.footer": "Exact odds: every face of every die is enumerated on the rolls' own tables.",
        "ui.odds.final": "Final outcome",
        "ui.dice.then": " then ",
        "ui.dice.rerolled": "🎲 {dice} (re-rolled)",
        "ui.odds.line": "{name}: **{fraction}** ({percent})",
        "ui.odds.line.zero": "{name}: 0",
        "ui.odds.percent": "{value}%",
        "ui.odds.armour.title": "Odds: Armour Roll",
        "ui.odds.armour_broken": "Armour {av}+ broken",
        "ui.odds.injury.title": "Odds: Injury Roll",
        "ui.odds.injury.summary": "{table} table",
        "ui.odds.table.standard": "Standard",
        "ui.odds.table.minus": "Stunty",
        "ui.odds.injury_roll": "Injury Roll",
        "ui.odds.casualty.title": "Odds: Casualty Roll",
        "ui.odds.casualty.die": "D16",
        "ui.odds.casualty_roll": "Casualty Roll",
        "ui.odds.block.title": "Odds: Block",
        "ui.odds.block.applied": "Result applied (the choosing coach takes the best one for them)",
        "ui.odds.block.faces": "At least one die shows…",
    }
)

LABELS.update(
    {
        "ui.participants.need_av": "Give the armour (av:9 for 9+) or pick a victim from the list.",
        "ui.participants.pick_from_list": "“{value}”: pick the player from the list offered.",
        "ui.participants.unknown_player": "This player does not exist (or no longer exists) in this server's rosters.",
        "ui.participants.same_team": "The victim and the attacker play for the same team.",
        "ui.participants.same_team_block": (
            "{attacker} and {defender} play for the same team: a block is between two teams."
        ),
        "ui.participants.victim": "Victim: {player}",
        "ui.participants.attacker": "Attacker: {player}",
        "ui.record.button": "Record",
        "ui.record.done": "Recorded",
        "ui.record.already": "This casualty is already recorded.",
        "ui.record.unknown": "This roll is not linked to any open match on this server.",
        "ui.record.not_a_casualty": "This roll did not end in a Casualty: nothing to record.",
        "ui.record.forbidden": "⛔ Only the two teams' coaches and the commissioners record casualties.",
    }
)

LABELS.update(
    {
        "ui.kickoff.from_match": "FF, Cheerleaders and Assistant Coaches: those of the match open in this channel.",
    }
)
