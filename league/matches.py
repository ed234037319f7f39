"""Matches of one server: open in a channel, FP, score, and the status the post-match moves along.

Status: ``open`` (being played) → ``finished`` (score final, post-match to do)
→ ``applied`` (post-match sequence done). ``open`` or ``finished`` may be
``cancelled``; ``finished`` may be reopened for a correction. Going back from
``applied`` is the post-match undo (:meth:`league.audit.AuditRepository.revert`),
which restores every row it touched, not only the match.

At most one open match per channel: checked here for the French message, and
by a partial unique index for everything else.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final, Literal, Protocol

from league import audit
from league.audit import Batch
from league.bracket import claim_playoff
from league.db import IntegrityError
from league.rows import from_row
from league.table import Repository, Table
from league.teams import require_team
from records.models import ConflictError, LeagueError, Match, MatchStatus, check_fp, check_match_status
from rules import limits, playoffs, ruleset as rulesets
from rules.errors import Counted, DomainError, Term

_COLUMNS = (
    "id, guild_id, home_team_id, away_team_id, channel_id, status, home_score, away_score, home_fp, away_fp,"
    " home_fp_die, away_fp_die, created_by, created_at, started_at, finished_at, updated_at, season, conceded, kind,"
    " ruleset, playoff_stage, playoff_slot, decided_by, shootout_winner"
)
#: Columns added by a later migration: absent from audit rows and exports written before it.
_LATER: Final = {
    "season": 1,
    "conceded": None,
    "kind": "league",
    "ruleset": None,
    "playoff_stage": None,
    "playoff_slot": None,
    "decided_by": None,
    "shootout_winner": None,
}

#: Allowed status moves (anything else is refused: ``error.match.transition``).
TRANSITIONS: Final[Mapping[str, frozenset[str]]] = {
    "open": frozenset({"finished", "cancelled"}),
    "finished": frozenset({"open", "applied", "cancelled"}),
    "applied": frozenset(),
    "cancelled": frozenset(),
}


#: The season ends that count: applied, and not undone since.
_ENDS_SQL = (
    "SELECT COUNT(*) AS ended FROM season_ends s JOIN audit_batches b ON b.id = s.applied_batch_id"
    " WHERE s.guild_id = ? AND b.reverted_by IS NULL"
)


class _Reader(Protocol):
    async def fetchone(self, sql: str, params: Sequence[Any] = ...) -> Any: ...


async def current_season(reader: _Reader, guild_id: int) -> int:
    """The server's season now: 1 + the season ends applied and not undone (a new match belongs to it)."""
    row = await reader.fetchone(_ENDS_SQL, (guild_id,))
    return 1 + int(row["ended"] if row else 0)


async def server_ruleset(reader: _Reader, guild_id: int) -> str:
    """The server's ruleset now (``/settings ruleset:``), read where the match is written: the one a new match keeps."""
    row = await reader.fetchone("SELECT ruleset FROM guild_settings WHERE guild_id = ?", (guild_id,))
    return str(row["ruleset"]) if row else rulesets.DEFAULT.key


def match_from_row(row: Mapping[str, Any]) -> Match:
    """A :class:`Match` from a ``matches`` row (or its audit / export dict)."""
    return from_row(Match, row, later=_LATER)


def match_filters(team_id: int | None, status: str | None, *, alias: str = "") -> tuple[str, list[Any]]:
    """The conditions of a list of matches narrowed to one team's, one status, or both (``alias``: the query's
    prefix for ``matches``), with their parameters: every list of matches filters the same way."""
    sql = ""
    params: list[Any] = []
    if team_id is not None:
        sql += f" AND ({alias}home_team_id = ? OR {alias}away_team_id = ?)"
        params += [team_id, team_id]
    if status is not None:
        check_match_status(status)
        sql += f" AND {alias}status = ?"
        params.append(status)
    return sql, params


def _open_clash(match_id: object) -> ConflictError:
    return ConflictError("error.match.channel_busy", match=match_id)


_MATCHES: Final = Table("matches", _COLUMNS, match_from_row, "error.match.not_found")
require_match = _MATCHES.in_batch


async def claim_fixture(batch: Batch, season: int, match_id: int, home: int, away: int) -> int | None:
    """Link a league match to the first fixture of its two teams in ``season`` still to play (either way round,
    earliest round first): the id of the fixture, or ``None`` for a match off the schedule."""
    row = await batch.fetchone(
        "SELECT f.id FROM fixtures f LEFT JOIN matches m ON m.guild_id = f.guild_id AND m.id = f.match_id"
        " WHERE f.guild_id = ? AND f.season = ?"
        " AND ((f.home_team_id = ? AND f.away_team_id = ?) OR (f.home_team_id = ? AND f.away_team_id = ?))"
        " AND (f.match_id IS NULL OR m.status = 'cancelled') ORDER BY f.round, f.id LIMIT 1",
        (batch.guild_id, season, home, away, away, home),
    )
    if row is None:
        return None
    await batch.update("fixtures", int(row["id"]), {"match_id": match_id}, "fixture.claim")
    return int(row["id"])


class MatchRepository(Repository[Match]):
    """Matches of a server; every write audited, every read scoped by ``guild_id``."""

    _table = _MATCHES

    async def open(
        self,
        guild_id: int,
        user_id: int,
        *,
        home_team_id: int,
        away_team_id: int,
        channel_id: int | None = None,
        home_fp: int | None = None,
        away_fp: int | None = None,
        home_fp_die: int | None = None,
        away_fp_die: int | None = None,
        friendly: bool = False,
        ruleset: str | None = None,
        batch: Batch | None = None,
    ) -> Match:
        """Open a match between two active teams of the server (``/match start``): a league fixture, or a
        friendly.

        FP are stored when known (rolled: pass the D3 too; typed in: no die);
        ``started_at`` is the moment they were recorded. ``ruleset``: the one its FP were rolled under; by
        default the server's now. The match keeps it for all its rolls and its post-match (docs/rules.md M1).
        """
        if home_team_id == away_team_id:
            raise LeagueError("error.match.same_team")
        check_fp(home_fp, home_fp_die, "field.home_fan_factor")
        check_fp(away_fp, away_fp_die, "field.away_fan_factor")
        async with audit.write(self._db, guild_id, user_id, "match.open", batch) as b:
            await _require_playing(b, home_team_id, away_team_id)
            await _require_drafted(b, home_team_id, away_team_id)
            if channel_id is not None:
                await _require_channel_free(b, channel_id)
            season = await current_season(b, guild_id)
            # a league match between the two teams of a Play-off game still to play is that game
            tie = None if friendly else await claim_playoff(b, season, home_team_id, away_team_id)
            values = {
                "season": season,
                "playoff_stage": None if tie is None else tie[0],
                "playoff_slot": None if tie is None else tie[1],
                "home_team_id": home_team_id,
                "away_team_id": away_team_id,
                "channel_id": channel_id,
                "home_fp": home_fp,
                "away_fp": away_fp,
                "home_fp_die": home_fp_die,
                "away_fp_die": away_fp_die,
                "created_by": user_id,
                "started_at": audit.utcnow() if home_fp is not None or away_fp is not None else None,
                "kind": "friendly" if friendly else "league",
                "ruleset": ruleset or await server_ruleset(b, guild_id),
            }
            try:
                row = await b.insert("matches", values, "match.open")
            except IntegrityError as exc:
                raise _open_clash("?") from exc
            if not friendly and tie is None:  # a league match plays its two teams' next fixture, if scheduled
                await claim_fixture(b, int(row["season"]), int(row["id"]), home_team_id, away_team_id)
        return match_from_row(row)

    async def record_unplayed(
        self,
        guild_id: int,
        user_id: int,
        *,
        home_team_id: int,
        away_team_id: int,
        conceded: Literal["home", "away"] | None = None,
        batch: Batch | None = None,
    ) -> Match:
        """A league fixture not played by the end of its time limit (``/match unplayed``, league_play.md « League
        Fixtures »), recorded finished in the current season, its post-match to run: 0-0, a loss for both; or, when
        one side conceded for real-life reasons, 2-0 to the other (the post-match pays it D6 × 10,000)."""
        if home_team_id == away_team_id:
            raise LeagueError("error.match.same_team")
        if conceded not in (None, "home", "away"):
            raise DomainError("error.match.conceded", value=str(conceded)[:20])
        from rules.postmatch.rolls import concession_score  # the post-match's arithmetic, read at the first use

        won = concession_score(0)  # 2-0: nobody scored
        async with audit.write(self._db, guild_id, user_id, "match.unplayed", batch) as b:
            await _require_playing(b, home_team_id, away_team_id)
            season = await current_season(b, guild_id)
            # a Play-off game always has a winner: left unplayed, one side concedes it, or the bracket would hang
            tie = await claim_playoff(b, season, home_team_id, away_team_id)
            if tie is not None and conceded is None:
                raise ConflictError("error.playoffs.unplayed_winner")
            values = {
                "season": season,
                "playoff_stage": None if tie is None else tie[0],
                "playoff_slot": None if tie is None else tie[1],
                "home_team_id": home_team_id,
                "away_team_id": away_team_id,
                "status": "finished",
                "home_score": won if conceded == "away" else 0,
                "away_score": won if conceded == "home" else 0,
                "conceded": conceded,
                "kind": "unplayed",
                "ruleset": await server_ruleset(b, guild_id),
                "created_by": user_id,
                "finished_at": audit.utcnow(),
            }
            row = await b.insert("matches", values, "match.unplayed")
            if tie is None:
                await claim_fixture(b, int(row["season"]), int(row["id"]), home_team_id, away_team_id)
        return match_from_row(row)

    async def open_in_channel(self, guild_id: int, channel_id: int) -> Match | None:
        """The match being played in this channel, if any."""
        row = await self._db.fetchone(
            f"SELECT {_COLUMNS} FROM matches WHERE guild_id = ? AND channel_id = ? AND status = 'open'",
            (guild_id, channel_id),
        )
        return None if row is None else match_from_row(row)

    async def last_in_channel(self, guild_id: int, channel_id: int) -> Match | None:
        """The last match started in this channel, whatever its status: « this channel's match » once it has ended
        (``/match show`` right after the final whistle)."""
        row = await self._db.fetchone(
            f"SELECT {_COLUMNS} FROM matches WHERE guild_id = ? AND channel_id = ? ORDER BY id DESC LIMIT 1",
            (guild_id, channel_id),
        )
        return None if row is None else match_from_row(row)

    async def list(
        self,
        guild_id: int,
        *,
        team_id: int | None = None,
        status: MatchStatus | None = None,
        limit: int = 25,
    ) -> list[Match]:
        """The server's matches, newest first; one team's, or one status, when given."""
        where, params = match_filters(team_id, status)
        rows = await self._db.fetchall(
            f"SELECT {_COLUMNS} FROM matches WHERE guild_id = ?{where} ORDER BY id DESC LIMIT ?",
            [guild_id, *params, limit],
        )
        return [match_from_row(r) for r in rows]

    async def set_fans(
        self,
        guild_id: int,
        user_id: int,
        match_id: int,
        *,
        team_id: int,
        fp: int,
        die: int | None = None,
        batch: Batch | None = None,
    ) -> Match:
        """Record one team's FP for this match (and the D3 if the bot rolled it)."""
        check_fp(fp, die)
        async with audit.write(self._db, guild_id, user_id, "match.fans", batch) as b:
            current = await require_match(b, match_id)
            _require_status(current, "open", "finished")
            side = current.side(team_id)
            changes: dict[str, Any] = {f"{side}_fp": fp, f"{side}_fp_die": die}
            if current.started_at is None:
                changes["started_at"] = audit.utcnow()
            row = await b.update("matches", match_id, changes, "match.fans")
        return match_from_row(row)

    async def set_score(
        self,
        guild_id: int,
        user_id: int,
        match_id: int,
        home_score: int,
        away_score: int,
        *,
        conceded: Literal["home", "away"] | None = None,
        batch: Batch | None = None,
    ) -> Match:
        """Set the score of a match still open or finished (not yet applied), and which side conceded.

        Each side's touchdowns within :data:`rules.limits.TOUCHDOWNS` (a score stored before the limit
        still reads back, and this is where it is corrected).
        """
        limits.TOUCHDOWNS.check(home_score)
        limits.TOUCHDOWNS.check(away_score)
        async with audit.write(self._db, guild_id, user_id, "match.score", batch) as b:
            current = await require_match(b, match_id)
            _require_status(current, "open", "finished")
            if current.kind == "unplayed" and (home_score, away_score) != (current.home_score, current.away_score):
                raise ConflictError("error.match.unplayed_score", match=match_id)
            updated = replace(current, home_score=home_score, away_score=away_score, conceded=conceded)
            row = await b.update(
                "matches",
                match_id,
                {"home_score": updated.home_score, "away_score": updated.away_score, "conceded": updated.conceded},
                "match.score",
            )
        return match_from_row(row)

    async def set_status(
        self, guild_id: int, user_id: int, match_id: int, status: MatchStatus, *, batch: Batch | None = None
    ) -> Match:
        """Move the match along :data:`TRANSITIONS`; reopening needs its channel free."""
        check_match_status(status)
        async with audit.write(self._db, guild_id, user_id, f"match.{status}", batch) as b:
            current = await require_match(b, match_id)
            if status == current.status:
                return current
            if status not in TRANSITIONS[current.status]:
                raise ConflictError(
                    "error.match.transition",
                    match=match_id,
                    status=Term(f"league.match.status.{current.status}"),
                    wanted=Term(f"league.match.status.{status}"),
                )
            changes: dict[str, Any] = {"status": status}
            if status == "finished":
                changes["finished_at"] = audit.utcnow()
            elif status == "open":
                if current.kind == "unplayed":  # never played, so never played on: cancel it, record it again
                    raise ConflictError("error.match.unplayed_reopen", match=match_id)
                changes["finished_at"] = None
                if current.channel_id is not None:
                    await _require_channel_free(b, current.channel_id)
            row = await b.update("matches", match_id, changes, f"match.{status}")
        return match_from_row(row)

    async def finish(
        self,
        guild_id: int,
        user_id: int,
        match_id: int,
        *,
        home_score: int | None = None,
        away_score: int | None = None,
        decided_by: str | None = None,
        shootout: Literal["home", "away"] | None = None,
        batch: Batch | None = None,
    ) -> Match:
        """Final whistle: the score (if given) and ``finished``, in one transaction.

        A Play-off game always has a winner (league_play.md « PLAY-OFFS »): it records how it was decided, normal
        time by default, and on a level score the penalties and the side that won them (``shootout``); a match off
        the bracket is refused any of it."""
        async with audit.write(self._db, guild_id, user_id, "match.finish", batch) as b:
            if home_score is not None or away_score is not None:
                current = await require_match(b, match_id)
                await self.set_score(
                    guild_id,
                    user_id,
                    match_id,
                    current.home_score if home_score is None else home_score,
                    current.away_score if away_score is None else away_score,
                    batch=b,
                )
            current = await require_match(b, match_id)
            if current.playoff_stage is None:
                if decided_by is not None or shootout is not None:
                    raise LeagueError("error.playoffs.not_playoff", match=match_id)
            else:
                how = decided_by or "normal"
                won = {"home": current.home_team_id, "away": current.away_team_id}.get(shootout or "")
                playoffs.decided(
                    current.home_score, current.away_score, how, won, current.home_team_id, current.away_team_id
                )
                changes = {"decided_by": how, "shootout_winner": shootout if how == "penalties" else None}
                await b.update("matches", match_id, changes, "match.decided")
            return await self.set_status(guild_id, user_id, match_id, "finished", batch=b)

    async def check_cancel(self, guild_id: int, match_id: int, *, coach: bool = False) -> Match:
        """The match, when it may be cancelled (by one of its coaches when ``coach``): what ``/match cancel`` checks
        before it asks for a confirmation; :meth:`cancel` checks it again when it writes."""
        current = await self.require(guild_id, match_id)
        await _check_cancel(self._db, current, coach=coach)
        return current

    async def cancel(
        self,
        guild_id: int,
        user_id: int,
        match_id: int,
        *,
        coach: bool = False,
        seen: MatchStatus | None = None,
        batch: Batch | None = None,
    ) -> Match:
        """Cancel the match for good: its casualties then wait for no post-match (docs/rules.md « Cancelling a
        match »). A commissioner cancels a match open or finished, never one whose post-match is applied (undo that
        first); a ``coach`` of the match only one still open with nothing recorded on it. ``seen``: the status the
        confirmation was asked for; the match has changed since when it differs, and nothing is written."""
        async with audit.write(self._db, guild_id, user_id, "match.cancelled", batch) as b:
            current = await require_match(b, match_id)
            if seen is not None and current.status not in (seen, "cancelled"):  # cancelled: said below
                raise ConflictError(
                    "error.match.cancel_changed", match=match_id, status=Term(f"league.match.status.{current.status}")
                )
            await _check_cancel(b, current, coach=coach)
            return await self.set_status(guild_id, user_id, match_id, "cancelled", batch=b)

    async def mark_applied(self, guild_id: int, user_id: int, match_id: int, *, batch: Batch | None = None) -> Match:
        """The post-match sequence is done (call it inside the sequence's batch)."""
        return await self.set_status(guild_id, user_id, match_id, "applied", batch=batch)


async def _require_playing(batch: Batch, home_team_id: int, away_team_id: int) -> None:
    """Who may play a match (or leave one unplayed): two teams of the server, neither archived."""
    for team_id in (home_team_id, away_team_id):
        team = await require_team(batch, team_id)
        if team.archived:
            raise LeagueError("error.match.team_archived", team=team.name)


async def _require_drafted(batch: Batch, home_team_id: int, away_team_id: int) -> None:
    """« submit their Team Draft List to the League Commissioner to check and approve »: a team whose draft is not
    approved does not start a match (issue 29); why, as its status says (a refusal's reason with it)."""
    for team_id in (home_team_id, away_team_id):
        team = await require_team(batch, team_id)
        if team.draft_status != "approved":
            reason = team.draft_reason or ""
            raise LeagueError(f"error.match.draft.{team.draft_status}", team=team.name, reason=reason)


async def _require_channel_free(batch: Batch, channel_id: int) -> None:
    """One open match per channel: a match opened or reopened where another is being played is refused."""
    clash = await batch.fetchone(
        "SELECT id FROM matches WHERE guild_id = ? AND channel_id = ? AND status = 'open'", (batch.guild_id, channel_id)
    )
    if clash is not None:
        raise _open_clash(clash["id"])


async def _check_cancel(reader: _Reader, match: Match, *, coach: bool) -> None:
    """Refused: a match already cancelled, one whose post-match is applied (the rosters already hold it), and for a
    coach a match that is no longer open or has something recorded on it (a casualty, the Apothicaire)."""
    if match.status == "cancelled":
        raise ConflictError("error.match.cancel_cancelled", match=match.id)
    if match.status == "applied":
        raise ConflictError("error.match.cancel_applied", match=match.id)
    if not coach:
        return
    if match.status != "open":
        raise LeagueError(
            "error.match.cancel_coach_status", match=match.id, status=Term(f"league.match.status.{match.status}")
        )
    row = await reader.fetchone(
        "SELECT (SELECT COUNT(*) FROM casualties WHERE guild_id = ?1 AND match_id = ?2) AS casualties,"
        " (SELECT COUNT(*) FROM apothecary_uses WHERE guild_id = ?1 AND match_id = ?2) AS apothecary",
        (match.guild_id, match.id),
    )
    casualties, apothecary = (int(row["casualties"]), int(row["apothecary"])) if row is not None else (0, 0)
    if casualties or apothecary:
        recorded = tuple(
            Counted(key, count)
            for key, count in (("count.casualties", casualties), ("count.apothecary_uses", apothecary))
            if count
        )
        raise LeagueError("error.match.cancel_coach_recorded", match=match.id, recorded=recorded)


def _require_status(match: Match, *allowed: str) -> None:
    if match.status not in allowed:
        raise ConflictError("error.match.closed", match=match.id, status=Term(f"league.match.status.{match.status}"))
