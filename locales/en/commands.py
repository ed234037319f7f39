"""English descriptions of the slash commands and their options: Discord's default text.

``cogs.utils.translator.apply_defaults`` copies them onto the command tree before
it is synced, so any client without a localization (English, German…) reads
them. The English names are the canonical ones the code declares: ``command_labels``
writes them from the command and option names themselves, so they cannot drift.
"""

from __future__ import annotations

_DICE = "Dice rolled by hand, in order (e.g. “4 5”)"
_AV = "The target's armour (9 for 9+); otherwise the victim's"
_VICTIM = "The injured player (this server's rosters)"
_ATTACKER = "The player who caused the injury (Mighty Blow, Claws, Hatred)"
_CAUSE = "What caused the injury"
_IRON = "The target has Iron Hard Skin: no modifier and no Claws on the armour"
#: The options /block and /odds block share.
_BLOCK = {
    "attacker_st": "The attacker's Strength",
    "defender_st": "The defender's Strength",
    "attacker_assists": "Offensive assists",
    "defender_assists": "Defensive assists",
    "dodge": "The defender has Dodge",
    "tackle": "The attacker has Tackle",
    "attacker_block": "The attacker has Block",
    "defender_block": "The defender has Block",
}
MINUS_OPTION = "The target has the Stunty trait"
NIGGLING_OPTION = "The target's Niggling Injuries (+1 each to the Casualty Roll)"


def option_labels(command: str, /, **options: str) -> dict[str, str]:
    """Catalogue keys for some options of a command (the others may live in another module); the names are the
    code's own."""
    out = {}
    for option, text in options.items():
        out[f"cmd.{command}.opt.{option}.name"] = option
        out[f"cmd.{command}.opt.{option}.desc"] = text
    return out


def command_labels(command: str, description: str, /, **options: str) -> dict[str, str]:
    """Catalogue keys for one command and its options; the names are the code's own."""
    return {
        f"cmd.{command}.name": command.split()[-1],
        f"cmd.{command}.desc": description,
        **option_labels(command, **options),
    }


_FOULER_CHAINSAW = "The fouling player uses their Chainsaw: +3 to the Armour Roll (roll its Kick-back D6 apart)"

_STEADY = "The target has Steady Footing (on a 6 on a D6 it is not Knocked Down: no Armour Roll)"
_TARGET_CHAINSAW = "The target carries a Chainsaw (+3 to its Armour Roll when it is Knocked Down)"

LABELS: dict[str, str] = {
    **command_labels(
        "armour",
        "Armour Roll, then Injury, Casualty and Lasting Injury when needed",
        av=_AV,
        modifier="Modifier to the Armour Roll",
        mighty_blow="The attacker has Mighty Blow (+1 to the armour or the injury)",
        claws="The attacker has Claws (armour broken on a natural 8+)",
        minus=MINUS_OPTION,
        niggling=NIGGLING_OPTION,
        iron_hard_skin=_IRON,
        victim=_VICTIM,
        attacker=_ATTACKER,
        cause="What caused the injury (otherwise unknown, asked during the Post-game Sequence)",
        dice=_DICE,
    ),
    **command_labels(
        "foul",
        "Foul: armour with assists, Sent-off on a double",
        av=_AV,
        assists="Net assists (offensive minus defensive)",
        dirty_player="The fouling player has Dirty Player (+1 to the armour or the injury)",
        minus=MINUS_OPTION,
        niggling=NIGGLING_OPTION,
        iron_hard_skin=_IRON,
        victim=_VICTIM,
        attacker=_ATTACKER,
        dice=_DICE,
    ),
    **command_labels(
        "injury",
        "Direct Injury Roll (crowd, rock, pitch invasion) and what follows",
        minus=MINUS_OPTION,
        modifier="Modifier to the Injury Roll",
        niggling=NIGGLING_OPTION,
        cause=_CAUSE,
        victim=_VICTIM,
        attacker=_ATTACKER,
        dice=_DICE,
    ),
    **command_labels(
        "casualty",
        "Casualty Roll (D16 + Niggling Injuries) and Lasting Injury",
        niggling=NIGGLING_OPTION,
        cause=_CAUSE,
        victim=_VICTIM,
        attacker=_ATTACKER,
        dice=_DICE,
    ),
    **command_labels("lasting-injury", "Lasting Injury Roll (D6)", victim=_VICTIM, dice=_DICE),
    **command_labels(
        "ko-recovery",
        "One D6 per Knocked-out player: on a 4+ back to the Reserves",
        count="Number of Knocked-out players",
        team="Their team: its Blitzer's Best Kegs and Josef Bugman add +1 (pre-game)",
        dice=_DICE,
    ),
    **command_labels(
        "settings",
        "Server settings: rules, kick-off table, commissioners, channel",
        ruleset="ligue (the league's documents) or bb2025 (official)",
        kickoff_table="Default kick-off table",
        commissioner_role="The league commissioners' role",
        league_channel="Channel where Post-game Sequence summaries are posted",
        reset="Take back the commissioner role or the league channel",
        language="Language of public replies: fr (the default) or en",
    ),
    **command_labels(
        "block",
        "Block dice: how many, who chooses, the result kept",
        **_BLOCK,
        dice=_DICE,
    ),
    **command_labels(
        "kickoff",
        "Kick-off: the table's whole procedure, every roll, the scatter",
        table="classique (document 003) or bb2025; by default the server's",
        kicking_team="The kicking team (this channel's match; otherwise the home team)",
        kicking_ff="Fan Factor of the kicking team",
        receiving_ff="Fan Factor of the receiving team",
        kicking_cheerleaders="Cheerleaders of the kicking team",
        receiving_cheerleaders="Cheerleaders of the receiving team",
        kicking_assistants="Assistant Coaches of the kicking team",
        receiving_assistants="Assistant Coaches of the receiving team",
        turn="The kicking team's turn marker (turns already played, 0 to 8)",
        dice=_DICE,
    ),
    **command_labels("weather", "Weather table (2D6)", dice=_DICE),
    **command_labels(
        "scatter",
        "Scatter: D8 for the direction and 1D6 squares (2D6 on a Bad Kick)",
        bad_kick="Bad Kick: 2D6 squares",
        dice=_DICE,
    ),
    **command_labels(
        "throw-in",
        "Throw-in: the crowd throws the ball back (direction and 2D6 squares)",
        corner="The ball went out at a corner of the pitch",
        dice=_DICE,
    ),
    **command_labels(
        "expensive-mistakes",
        "Expensive Mistakes: bracket, D6, gold pieces lost, Treasury left",
        treasury="Treasury in gold pieces (a multiple of 5,000)",
        dice=_DICE,
    ),
    **command_labels("advancement", "Characteristic Improvement: D8 table and the allowed choices", dice=_DICE),
    **command_labels(
        "roll",
        "Any roll: 2d6+1, d16, 3db (block dice)",
        dice="For example 2d6+1, d16 or 3db",
    ),
    **command_labels(
        "rule", "Glossary: a term of the league's rules, or any skill or trait", term="The term to look up"
    ),
    **command_labels("odds", "Exact odds, worked out on the rolls' own tables"),
    **command_labels(
        "odds armour",
        "Odds of breaking the armour and of each final outcome",
        av=_AV,
        modifier="Modifier to the Armour Roll",
        mighty_blow="The attacker has Mighty Blow",
        claws="The attacker has Claws",
        minus=MINUS_OPTION,
        niggling=NIGGLING_OPTION,
    ),
    **command_labels(
        "odds injury",
        "Odds of each Injury result and of the final outcome",
        minus=MINUS_OPTION,
        modifier="Modifier to the Injury Roll",
        niggling=NIGGLING_OPTION,
    ),
    **command_labels("odds casualty", "Odds of each Casualty result", niggling=NIGGLING_OPTION),
    **command_labels(
        "odds block",
        "Block dice: how many, who chooses, odds of each result",
        **_BLOCK,
    ),
    **command_labels("help", "Every command, with an example"),
    # A foul made with a Chainsaw (S1: +3 to the Armour Roll, should the fouling player wish).
    **option_labels("foul", chainsaw=_FOULER_CHAINSAW),
    **option_labels("odds foul", chainsaw=_FOULER_CHAINSAW),
    # The injury rolls said apart: a fumbled Kick Team-mate (Stunned counts as KO) and a player hit while already
    # down (no Steady Footing, no +3 of his own Chainsaw).
    **option_labels(
        "injury", stunned_ko="Stunned counts as Knocked-out (the kicked team-mate of a Fumbled Kick Team-mate)"
    ),
    **option_labels(
        "armour",
        already_down=(
            "Victim already Prone or Stunned (a bomb): not Knocked Down, no Steady Footing nor own Chainsaw +3"
        ),
    ),
    # the fallen player's Steady Footing and Chainsaw, on /armour and /odds armour
    **option_labels("armour", steady_footing=_STEADY, chainsaw=_TARGET_CHAINSAW),
    **option_labels("odds armour", steady_footing=_STEADY, chainsaw=_TARGET_CHAINSAW),
}

#: The causes of a casualty (choices of /injury and /casualty), as a menu lists them: without an article.
LABELS.update(
    {
        "choice.crowd": "crowd (pushed off the pitch)",
        "choice.rock": "rock",
        "choice.pitch_invasion": "pitch invasion",
        "choice.block": "block",
        "choice.foul": "foul",
        "choice.other": "other",
        "choice.stab": "Stab",
        "choice.chainsaw": "Chainsaw",
        "choice.projectile_vomit": "Projectile Vomit",
        "choice.breathe_fire": "Breathe Fire",
        "choice.bomb": "bomb",
        "choice.throw_team_mate": "Throw Team-mate (landing on the player)",
        "choice.kick_team_mate": "Kick Team-mate (landing on the player)",
        "choice.arm_bar": "Arm Bar",
        "choice.commissioner_role_id": "the commissioner role",
        "choice.league_channel_id": "the league channel",
    }
)

#: One example per command for /help and the README (canonical names, as an English client types them).
LABELS.update(
    {
        "help.example.armour": "/armour av:9 mighty_blow:true",
        "help.example.foul": "/foul av:8 assists:1 dirty_player:true",
        "help.example.injury": "/injury cause:crowd minus:true",
        "help.example.casualty": "/casualty niggling:1",
        "help.example.lasting-injury": "/lasting-injury victim:#3 Snik",
        "help.example.ko-recovery": "/ko-recovery count:3",
        "help.example.kickoff": "/kickoff kicking_ff:4 receiving_ff:3",
        "help.example.weather": "/weather",
        "help.example.scatter": "/scatter",
        "help.example.throw-in": "/throw-in",
        "help.example.expensive-mistakes": "/expensive-mistakes treasury:315000",
        "help.example.advancement": "/advancement",
        "help.example.roll": "/roll dice:2d6+1",
        "help.example.rule": "/rule term:Distracted",
        "help.example.odds armour": "/odds armour av:9 mighty_blow:true",
        "help.example.odds injury": "/odds injury minus:true",
        "help.example.odds casualty": "/odds casualty niggling:2",
        "help.example.odds block": "/odds block attacker_st:4 defender_st:3",
        "help.example.settings": "/settings ruleset:bb2025",
        "help.example.help": "/help",
    }
)
