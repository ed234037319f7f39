"""English labels: the season end (``/season``): commands, the rest-and-relaxation rolls and their screen."""

from __future__ import annotations

from locales.en.commands import command_labels

LABELS: dict[str, str] = {
    **command_labels("season", "The league's season (commissioners)"),
    **command_labels(
        "season end",
        "Season end: MNG cleared, Niggling Injuries and gained Hatreds rolled (4+)",
        dice="Dice rolled by hand, in order (otherwise the bot rolls them)",
    ),
    **command_labels("season undo", "Undo the last season end applied"),
    "help.example.season end": "/season end",
    "help.example.season undo": "/season undo",
    # Rolls (rules.season)
    "step.season_niggling": "Niggling Injury (off-season)",
    "step.season_hatred": "Hatred (off-season)",
    "mod.apothecary": "Apothecary",
    "season.roll.niggling.lost": "Niggling Injury healed",
    "season.roll.niggling.kept": "Niggling Injury kept",
    "season.roll.hatred.lost": "Hatred forgotten",
    "season.roll.hatred.kept": "Hatred kept",
    "season.slot.niggling": "🎲 Niggling Injury: {player} (D6)",
    "season.slot.hatred": "🎲 Hatred ({keyword}): {player} (D6)",
    # Screen
    "season.title": "Season end: Rest & Relaxation",
    "season.intro": "Every MNG is cleared; each Niggling Injury heals on a 4+ (+1 with an Apothecary); "
    "each gained Hatred is forgotten on a 4+; a Temporarily Retiring player loses each characteristic reduction on "
    "a 4+ (+1 with an Apothecary) and is back for the next season.",
    "season.player": "{player}: {changes}",
    "season.rpm": "MNG cleared",
    "season.die.modified": "{die} {modifiers} = {total}",
    "season.niggling": "NI 🎲 {dice}: {before} → {after}",
    "season.niggling.same": "NI 🎲 {dice}: none heals ({after})",
    "season.hatred": "Hatred ({x}) 🎲 {die}: {result}",
    "season.hatred.lost": "forgotten",
    "season.hatred.kept": "kept",
    "season.nothing": (
        "No player has an MNG, a Niggling Injury or a gained Hatred: **Confirm** closes the season and changes "
        "nothing else."
    ),
    # a second /season end: the dice it keeps, the typed ones it replaces (issue 26)
    "season.dice.kept.one": "🎲 {count} roll kept from a season end started earlier and not yet confirmed: no die is "
    "rolled again. Dice typed by hand can be corrected before **Confirm**: run {command} again with every die in its "
    "dice option.",
    "season.dice.kept.other": "🎲 {count} rolls kept from a season end started earlier and not yet confirmed: no die "
    "is rolled again. Dice typed by hand can be corrected before **Confirm**: run {command} again with every die in "
    "its dice option.",
    "season.dice.kept_bot.one": "🎲 {count} roll already made by the bot kept: its dice are not rolled again; the "
    "dice typed fill only the missing rolls.",
    "season.dice.kept_bot.other": "🎲 {count} rolls already made by the bot kept: their dice are not rolled again; "
    "the dice typed fill only the missing rolls.",
    "season.dice.replaced.one": "✏️ {count} roll typed earlier replaced by the dice typed now (the roll log keeps "
    "both).",
    "season.dice.replaced.other": "✏️ {count} rolls typed earlier replaced by the dice typed now (the roll log keeps "
    "both).",
    "season.more.one": "… and {count} more player.",
    "season.more.other": "… and {count} more players.",
    "season.footer": "Season end {season} · Rules: {ruleset}",
    "season.applied": "✅ Season end applied by {name}. To undo it: /season undo.",
    "season.undone": "↩️ Season end undone: players are back as they were.",
    "season.error.forbidden": "⛔ Only the league commissioners run the season end.",
    # A season already ended: its post-matches stay as they were applied.
    "error.postmatch.undo_ended_season": "Cannot undo the Post-game Sequence of match {match}: season {season} has "
    "ended, and undoing it would give its players back the MNG the season end lifted. Undo the season end first "
    "(/season undo), while the new season has no match yet.",
    # --- the season end: a Temporarily Retiring player's Lasting Injuries ---
    "step.season_reduction": "Lasting Injury (Temporarily Retiring, off-season)",
    "season.roll.reduction.lost": "Characteristic reduction removed",
    "season.roll.reduction.kept": "Characteristic reduction remains",
    "season.slot.reduction": "🎲 Lasting Injury while Temporarily Retiring: {player} (D6)",
    "season.reduction": "Lasting Injury {change} 🎲 {die}: {result}",
    "season.reduction.back": "removed",
    "season.reduction.kept": "remains",
    "season.retired_back": "back from Temporarily Retiring",
}
