"""Which matches wait for something, by their kind (migration 0015; docs/rules.md « Friendlies and unplayed
fixtures »): SQL conditions on ``matches`` that every query asking « is this match settled? » shares.

A friendly ends finished: BB2025 runs no post-match after it (« Friendly games have no impact on a league »), so
it never waits for one, never holds up a season end or a team's archiving, and never counts in the table.
"""

from __future__ import annotations

from typing import Final

#: A match whose post-match is still to run: finished, and not a friendly.
AWAITING_POSTMATCH_SQL: Final = "(status = 'finished' AND kind <> 'friendly')"
#: A match not settled yet: being played, or waiting for its post-match.
UNSETTLED_SQL: Final = f"(status = 'open' OR {AWAITING_POSTMATCH_SQL})"
#: A match the league table may count (once applied): not a friendly, and not a Play-off game (knockout: it wins
#: no League Points). Read with a table alias on its first column (``m.{COUNTED_SQL}``): the second is named alone.
COUNTED_SQL: Final = "kind <> 'friendly' AND playoff_stage IS NULL"
#: A match with a post-match sequence: not a friendly (a Play-off game has one, as a league fixture has).
WITH_POSTMATCH_SQL: Final = "kind <> 'friendly'"
#: The server's friendlies and cancelled matches: the records that rank the league (``/leaderboard``) leave out
#: their casualties (a friendly has « no impact on a league »; a cancelled match's wait for no post-match). Few
#: servers have any, so the rankings keep their covering index scans and only those that do pay for a filter.
UNCOUNTED_SQL: Final = (
    "SELECT id FROM matches WHERE guild_id = ? AND (kind = 'friendly' OR status = 'cancelled') ORDER BY id"
)
