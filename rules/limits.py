"""One limit per quantity, declared once: the command option, the form and the rules all read it here.

A :class:`Quantity` names itself with a catalogue key (``field.touchdowns``), so a refusal says
which field and what it expects in the reader's language. Typed text is read as a whole
(:meth:`Quantity.parse`): « 12a » or « -1 » is refused, never read in part.

Stored rows are read with the database's own bounds (a match saved as 49-0 before this limit
still opens, so its score can be corrected); what a person types goes through these limits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from rules.errors import DomainError, Term, check_int, shown

_WHOLE: Final = re.compile(r"[+-]?\d{1,9}")
_DASHES: Final = ("-", "–", "—", "−")


@dataclass(frozen=True, slots=True)
class Quantity:
    """A whole number from ``low`` to ``high``; ``field`` is the catalogue key that names it."""

    field: str
    low: int
    high: int

    def check(self, value: object, field: str | None = None) -> int:
        """``value`` when it is a whole number in range, else ``error.int_range`` naming the field.

        ``field`` names a particular use of the quantity (the attacker's Strength) when it says more.
        """
        return check_int(value, self.low, self.high, field or self.field)

    def holds(self, value: object) -> bool:
        return not isinstance(value, bool) and isinstance(value, int) and self.low <= value <= self.high

    def parse(self, text: str | None) -> int:
        """The whole of ``text`` as a number in range (« 3 », « +3 »; « 3a », « 3 4 », « » are refused)."""
        cleaned = (text or "").strip().replace("−", "-")
        if not _WHOLE.fullmatch(cleaned):
            raise DomainError(
                "error.whole_number", field=Term(self.field), low=self.low, high=self.high, value=shown(text or "")
            )
        return self.check(int(cleaned))


# --- a match -----------------------------------------------------------------------------------------

#: Touchdowns of one team in one match (the score): 16 turns a side, and room for the odd extra one.
TOUCHDOWNS: Final = Quantity("field.touchdowns", 0, 30)
#: Fan Attendance: the two teams' FP added (postgame-reference §2).
FAN_ATTENDANCE: Final = Quantity("field.fan_attendance", 2, 20)
#: A team's FP for a match: D3 + Fans Dévoués (stored at /match start).
MATCH_FAN_FACTOR: Final = Quantity("field.fan_factor", 2, 10)
#: The D3 of that FP.
FAN_FACTOR_DIE: Final = Quantity("field.fan_factor_die", 1, 3)
#: The FP a kick-off reads when typed by hand (0: not given; kick-off bonuses can add to it).
KICKOFF_FAN_FACTOR: Final = Quantity("field.fan_factor", 0, 20)
#: The turn marker of the kicking team (turns played this half).
TURN: Final = Quantity("field.turn", 0, 8)
#: A season's number.
SEASON: Final = Quantity("field.season", 1, 9999)

# --- a team ------------------------------------------------------------------------------------------

DEDICATED_FANS: Final = Quantity("field.dedicated_fans", 1, 7)
REROLLS: Final = Quantity("field.rerolls", 0, 8)
CHEERLEADERS: Final = Quantity("field.cheerleaders", 0, 6)
ASSISTANT_COACHES: Final = Quantity("field.assistant_coaches", 0, 6)
#: A treasury in gold pieces (multiples of 5,000 are checked where it is stored).
TREASURY: Final = Quantity("field.treasury", 0, 100_000_000)
#: The price of one team re-roll (the dearest roster's is far below this).
REROLL_COST: Final = Quantity("field.reroll_cost", 0, 500_000)

# --- a player ----------------------------------------------------------------------------------------

PLAYER_NUMBER: Final = Quantity("field.number", 1, 99)
#: A player's value in gold pieces (the dearest player of any roster is far below this).
PLAYER_VALUE: Final = Quantity("field.value", 0, 2_000_000)
#: A recruit's Hiring Fee, typed in the post-match (the player's value starts there): the same bounds, its own name.
HIRING_FEE: Final = Quantity("field.hiring_fee", PLAYER_VALUE.low, PLAYER_VALUE.high)
#: Niggling injuries counted by a casualty roll (and typed in a form for an unknown player).
NIGGLING: Final = Quantity("field.niggling", 0, 10)

# --- a roll ------------------------------------------------------------------------------------------

#: AV is a target number: 2+ .. 12+ so temporary changes (Dodgy Snack -1 AR on a 3+) still roll (D22).
AV: Final = Quantity("field.av", 2, 12)
MODIFIER: Final = Quantity("field.modifier", -5, 5)
#: A foul's net assists (offensive minus defensive).
FOUL_ASSISTS: Final = Quantity("field.foul_assists", -7, 7)
KO_COUNT: Final = Quantity("field.ko_count", 1, 16)
#: Strength in a block (the profile's ST with its bonuses).
BLOCK_STRENGTH: Final = Quantity("field.strength", 1, 15)
#: Assists on one side of a block.
BLOCK_ASSISTS: Final = Quantity("field.assists", 0, 10)


def is_dash(text: str) -> bool:
    """« - » (or a typographic dash) stands for "none": a player without Passing Ability, an empty list."""
    return text.strip() in _DASHES
