"""Post-match step 8, next match: the RPM of players who sat this one out cleared."""

from __future__ import annotations

import dataclasses

from rules.postmatch.plan import Work


def stage(w: Work) -> None:
    """A player Missing the Next Game who sat this match out has served it (not after an unplayed fixture)."""
    w.rpm_cleared = rpm_cleared = []
    if w.match.unplayed:  # nobody played: a player Missing the Next Game still misses it (the next played fixture)
        return
    for pid, p in w.before.items():
        if w.work[pid].status != "active":  # fired, let go or quitting: leaves the team, no next match to miss
            continue
        if p.miss_next_game and pid not in w.new_rpm:
            w.work[pid] = dataclasses.replace(w.work[pid], miss_next_game=False)
            if pid not in w.played:  # seen in this match (hurt, scoring…): he played after all
                rpm_cleared.append(p)
