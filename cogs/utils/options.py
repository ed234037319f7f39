"""Command options bounded by :mod:`rules.limits`: the option, the form and the rules read one limit.

Discord refuses a value outside an option's range before the bot sees it; the same quantity typed in a
form goes through ``Quantity.parse``, and the rules check it again with ``Quantity.check``.
"""

from __future__ import annotations

from discord import app_commands

from rules import limits
from rules.characteristics import LIMITS

Touchdowns = app_commands.Range[int, limits.TOUCHDOWNS.low, limits.TOUCHDOWNS.high]
MatchFanFactor = app_commands.Range[int, limits.MATCH_FAN_FACTOR.low, limits.MATCH_FAN_FACTOR.high]
KickoffFanFactor = app_commands.Range[int, limits.KICKOFF_FAN_FACTOR.low, limits.KICKOFF_FAN_FACTOR.high]
Turn = app_commands.Range[int, limits.TURN.low, limits.TURN.high]
Season = app_commands.Range[int, limits.SEASON.low, limits.SEASON.high]
DedicatedFans = app_commands.Range[int, limits.DEDICATED_FANS.low, limits.DEDICATED_FANS.high]
Rerolls = app_commands.Range[int, limits.REROLLS.low, limits.REROLLS.high]
Cheerleaders = app_commands.Range[int, limits.CHEERLEADERS.low, limits.CHEERLEADERS.high]
AssistantCoaches = app_commands.Range[int, limits.ASSISTANT_COACHES.low, limits.ASSISTANT_COACHES.high]
Treasury = app_commands.Range[int, limits.TREASURY.low, limits.TREASURY.high]
RerollCost = app_commands.Range[int, limits.REROLL_COST.low, limits.REROLL_COST.high]
PlayerNumber = app_commands.Range[int, limits.PLAYER_NUMBER.low, limits.PLAYER_NUMBER.high]
PlayerValue = app_commands.Range[int, limits.PLAYER_VALUE.low, limits.PLAYER_VALUE.high]
Niggling = app_commands.Range[int, limits.NIGGLING.low, limits.NIGGLING.high]
AV = app_commands.Range[int, limits.AV.low, limits.AV.high]
Modifier = app_commands.Range[int, limits.MODIFIER.low, limits.MODIFIER.high]
FoulAssists = app_commands.Range[int, limits.FOUL_ASSISTS.low, limits.FOUL_ASSISTS.high]
KoCount = app_commands.Range[int, limits.KO_COUNT.low, limits.KO_COUNT.high]
BlockStrength = app_commands.Range[int, limits.BLOCK_STRENGTH.low, limits.BLOCK_STRENGTH.high]
BlockAssists = app_commands.Range[int, limits.BLOCK_ASSISTS.low, limits.BLOCK_ASSISTS.high]
#: A roster profile's M and F (rules-reference §2.4), as :data:`rules.characteristics.LIMITS` bounds them.
Movement = app_commands.Range[int, LIMITS["MA"].worst, LIMITS["MA"].best]
Strength = app_commands.Range[int, LIMITS["ST"].worst, LIMITS["ST"].best]
