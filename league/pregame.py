"""A match's pre-game in storage: applied in one audited transaction, undone by its batch (docs/rules.md PG1-PG5).

:meth:`PregameRepository.apply` writes, for each team of an open match, what its pre-game changes — the Treasury it
spent (taken from it), its Journeymen (new players of the team, ``journeyman``) — through the team and player
repositories in one :mod:`league.audit` batch, and a ``pregames`` row per team naming that batch. Its undo reverts
the batch (the Treasury given back, the Journeymen gone; refused when one of those rows was written since, as any
undo) and forgets the rows. A row whose batch is undone is no longer the match's pre-game, so a crash between the
revert and the clean-up changes nothing that is read. What a team may buy is the rules' to check
(:func:`rules.pregame.inducements.check_purchase`); the storage refuses what would break the league: a match that
is not open, a team not of the match, a pre-game applied twice, a Treasury spent beyond what it holds.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from league import audit
from league.audit import AuditRepository
from league.db import Database
from league.matches import MatchRepository, require_match
from league.plans import fetch_one
from league.players import PlayerRepository
from league.rolls import insert_roll
from league.teams import TeamRepository, require_team
from records.models import AuditBatch, ConflictError, LeagueError, NotFoundError, Player, PlayerDraft, Team
from records.pregame import PregameSequence, PregameView, StoredPregame, TeamPregame
from rules import codec
from rules.dice import Dice
from rules.errors import Gold
from rules.model import Result
from rules.positions import Typed, hire
from rules.pregame.inducements import Mercenary, Star
from rules.pregame.prayers import PrayerPick
from rules.pregame.sequence import SIDES, Inputs, Pregame, Snapshot, TeamSnap, compute, roll_owed_prayers
from rules.pregame.values import SquadPlayer, Staff

#: A pre-game is the match's while its batch is not undone.
_LIVE = (
    "SELECT p.* FROM pregames p JOIN audit_batches b ON b.guild_id = p.guild_id AND b.id = p.applied_batch_id"
    " WHERE p.guild_id = ? AND p.match_id = ? AND b.reverted_by IS NULL ORDER BY p.id"
)


def _stored(row: Mapping[str, Any]) -> StoredPregame:
    mercenaries = tuple(Mercenary(m["position"], m.get("skill")) for m in json.loads(row["mercenaries"]))
    stars = tuple(Star(s["key"], int(s["price"]), int(s.get("players", 1))) for s in json.loads(row["stars"]))
    return StoredPregame(
        id=int(row["id"]),
        guild_id=int(row["guild_id"]),
        match_id=int(row["match_id"]),
        team_id=int(row["team_id"]),
        ctv=int(row["ctv"]),
        petty_cash=int(row["petty_cash"]),
        treasury_spent=int(row["treasury_spent"]),
        inducements={str(k): int(v) for k, v in json.loads(row["inducements"]).items()},
        mercenaries=mercenaries,
        stars=stars,
        prayers=prayer_faces(json.loads(row["prayers"])),
        picks=_picks(json.loads(row["prayers"])),
        journeymen=tuple(int(pid) for pid in json.loads(row["journeymen"])),
        applied_batch_id=int(row["applied_batch_id"]),
        applied_by=int(row["applied_by"]),
        applied_at=str(row["applied_at"]),
    )


def prayer_faces(items: Sequence[Any]) -> tuple[int, ...]:
    """The D16 faces of a ``pregames.prayers`` array: a face, or ``{"face", "players", "skill"}`` for a Prayer that
    selected players (:func:`_prayers_json`)."""
    return tuple(int(item["face"]) if isinstance(item, dict) else int(item) for item in items)


def _picks(items: Sequence[Any]) -> tuple[PrayerPick, ...]:
    return tuple(
        PrayerPick(int(item["face"]), int(pid), str(item.get("skill") or ""))
        for item in items
        if isinstance(item, dict)
        for pid in item.get("players", ())
    )


def _prayers_json(faces: Sequence[int], picks: Sequence[PrayerPick]) -> list[Any]:
    """The ``pregames.prayers`` array (no migration: the column was an array of faces and still reads as one): each
    face, as ``{"face", "players", "skill"}`` when it selected players."""
    out: list[Any] = []
    for face in faces:
        mine = [p for p in picks if p.face == face]
        skill = next((p.skill for p in mine if p.skill), "")
        out.append({"face": face, "players": [p.player_id for p in mine], "skill": skill} if mine else face)
    return out


class PregameRepository:
    """The pre-games of one database, each scoped by server."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def for_match(self, guild_id: int, match_id: int) -> list[StoredPregame]:
        """The applied pre-game of a match, one row per team that had one (empty when none, or undone)."""
        return [_stored(row) for row in await self._db.fetchall(_LIVE, (guild_id, match_id))]

    async def apply(
        self, guild_id: int, user_id: int, match_id: int, teams: Sequence[TeamPregame]
    ) -> list[StoredPregame]:
        """Write the pre-game of ``match_id`` for ``teams`` (one or both of its teams) in one audited transaction.

        Refused with nothing written: a match of another server or none (``error.match.not_found``), not open
        (``error.pregame.match_not_open``), a team not of the match or given twice (``error.pregame.not_in_match``),
        a pre-game already applied (``error.pregame.applied_twice``), a Treasury spent beyond what the team holds
        (``error.pregame.treasury_short``), a Journeyman's number taken (the players' own refusal)."""
        team_repo, player_repo = TeamRepository(self._db), PlayerRepository(self._db)
        async with audit.write(self._db, guild_id, user_id, "pregame") as batch:
            match = await require_match(batch, match_id)
            if match.status != "open":
                raise ConflictError("error.pregame.match_not_open", match=match_id)
            ids = [t.team_id for t in teams]
            if not ids or len(set(ids)) != len(ids) or not set(ids) <= set(match.team_ids):
                raise LeagueError("error.pregame.not_in_match", match=match_id)
            live = await batch.fetchall(_LIVE, (guild_id, match_id))
            if live:
                raise ConflictError("error.pregame.applied_twice", match=match_id)
            added: dict[int, list[int]] = {}
            for pregame in teams:
                team = await require_team(batch, pregame.team_id)
                if pregame.treasury_spent > team.treasury:
                    raise LeagueError(
                        "error.pregame.treasury_short",
                        team=team.name,
                        spent=Gold(pregame.treasury_spent),
                        treasury=Gold(team.treasury),
                    )
                if pregame.treasury_spent:
                    treasury = team.treasury - pregame.treasury_spent
                    await team_repo.update(guild_id, user_id, team.id, treasury=treasury, batch=batch)
                players = await player_repo.add_many(guild_id, user_id, team.id, list(pregame.journeymen), batch=batch)
                added[team.id] = [p.id for p in players]
            batch_id = await batch.mark()
            at = audit.utcnow()
            for pregame in teams:
                await batch.conn.execute(
                    "INSERT INTO pregames (guild_id, match_id, team_id, ctv, petty_cash, treasury_spent, inducements,"
                    " mercenaries, stars, prayers, journeymen, applied_batch_id, applied_by, applied_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        guild_id,
                        match_id,
                        pregame.team_id,
                        pregame.ctv,
                        pregame.petty_cash,
                        pregame.treasury_spent,
                        json.dumps(dict(pregame.inducements), sort_keys=True),
                        json.dumps([{"position": m.position, "skill": m.skill} for m in pregame.mercenaries]),
                        json.dumps([{"key": s.key, "price": s.price, "players": s.players} for s in pregame.stars]),
                        json.dumps(_prayers_json(pregame.prayers, pregame.picks)),
                        json.dumps(added[pregame.team_id]),
                        batch_id,
                        user_id,
                        at,
                    ),
                )
            rows = await batch.fetchall(_LIVE, (guild_id, match_id))
        return [_stored(row) for row in rows]

    async def undo(self, guild_id: int, user_id: int, match_id: int) -> AuditBatch:
        """Undo the applied pre-game of ``match_id``: the Treasury spent given back, its Journeymen gone. Refused when
        there is none (``error.pregame.nothing_to_undo``), once the match's post-game is applied
        (``error.pregame.undo_applied``), or when a row it wrote was changed since (the audit log's refusal)."""
        live = await self.for_match(guild_id, match_id)
        if not live:
            raise NotFoundError("error.pregame.nothing_to_undo", match=match_id)
        status = await self._db.fetchone(
            "SELECT status FROM matches WHERE guild_id = ? AND id = ?", (guild_id, match_id)
        )
        if status is not None and status["status"] == "applied":
            raise ConflictError("error.pregame.undo_applied", match=match_id)
        batch_id = live[0].applied_batch_id
        reverted = await AuditRepository(self._db).revert(guild_id, user_id, batch_id, empty_ok=True)
        await self._db.execute("DELETE FROM pregames WHERE guild_id = ? AND applied_batch_id = ?", (guild_id, batch_id))
        return reverted


# --- the pre-game in progress (migration 0027) ----------------------------------------------------------------


def _sequence(row: Mapping[str, Any]) -> PregameSequence:
    return PregameSequence(
        id=int(row["id"]),
        guild_id=int(row["guild_id"]),
        match_id=int(row["match_id"]),
        step=str(row["step"]),
        snapshot=codec.decode(Snapshot, json.loads(row["snapshot"])),
        inputs=codec.decode(Inputs, json.loads(row["inputs"])),
        created_by=int(row["created_by"]),
    )


def _squad(player: Player) -> SquadPlayer:
    return SquadPlayer(
        player.id,
        player.position,
        player.value,
        dead=player.status == "dead",
        retired=player.status not in ("active", "dead"),
        temporarily_retired=player.temporarily_retired,
        miss_next_game=player.miss_next_game,
        label=player.label(),
    )


def _team(team: Team, players: Sequence[Player]) -> TeamSnap:
    staff = Staff(team.rerolls, team.reroll_cost, team.cheerleaders, team.assistant_coaches, team.apothecary)
    squad = tuple(_squad(p) for p in players if not p.journeyman)
    return TeamSnap(team.id, team.name, team.coach_id, team.roster, team.treasury, team.special_rules, squad, staff)


class PregameSequences:
    """The pre-games in progress of one database: opened from an open match, changed by its coaches' choices (each
    checked by the rules before it is kept), confirmed through :class:`PregameRepository`."""

    def __init__(self, db: Database, *, first_step: str) -> None:
        self._db = db
        self._first = first_step
        self.applied = PregameRepository(db)

    async def start(self, guild_id: int, user_id: int, match_id: int) -> tuple[PregameView, bool]:
        """The match's pre-game (``True``: opened now): its teams as they stand. Refused for a match of another
        server or none, or a match that is not open."""
        match = await MatchRepository(self._db).get(guild_id, match_id)
        if match is None:
            raise NotFoundError("error.match.not_found", id=match_id)
        if match.status != "open":
            raise ConflictError("error.pregame.match_not_open", match=match_id)
        row = await self._db.fetchone(
            "SELECT * FROM pregame_sequences WHERE guild_id = ? AND match_id = ?", (guild_id, match_id)
        )
        if row is not None:
            return await self._view(_sequence(row)), False
        teams, players = TeamRepository(self._db), PlayerRepository(self._db)
        snaps = []
        for team_id in (match.home_team_id, match.away_team_id):
            team = await teams.get(guild_id, team_id)
            if team is None:
                raise NotFoundError("error.match.not_found", id=match_id)
            snaps.append(_team(team, await players.roster(guild_id, team_id)))
        snapshot = Snapshot(match_id, snaps[0], snaps[1])
        await self._db.execute(
            "INSERT INTO pregame_sequences (guild_id, match_id, step, snapshot, inputs, created_by, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                guild_id,
                match_id,
                self._first,
                json.dumps(codec.encode(snapshot)),
                json.dumps(codec.encode(Inputs())),
                user_id,
                audit.utcnow(),
            ),
        )
        row = await self._db.fetchone(
            "SELECT * FROM pregame_sequences WHERE guild_id = ? AND match_id = ?", (guild_id, match_id)
        )
        return await self._view(_sequence(row)), True

    async def _view(self, state: PregameSequence) -> PregameView:
        applied = await self.applied.for_match(state.guild_id, state.match_id)
        return PregameView(state, compute(state.snapshot, state.inputs), tuple(applied))

    async def load(self, guild_id: int, ident: int) -> PregameView:
        row = await self._db.fetchone(
            "SELECT * FROM pregame_sequences WHERE guild_id = ? AND id = ?", (guild_id, ident)
        )
        if row is None:
            raise NotFoundError("error.match.not_found", id=ident)
        return await self._view(_sequence(row))

    async def change(self, guild_id: int, ident: int, edit: Callable[[Inputs, Pregame], Inputs]) -> PregameView:
        """The inputs changed by ``edit`` (which refuses what the rules refuse: then nothing is kept). Refused once
        the pre-game is applied."""
        view = await self.load(guild_id, ident)
        if view.applied:
            raise ConflictError("error.pregame.applied_twice", match=view.state.match_id)
        inputs = edit(view.state.inputs, view.pregame)
        compute(view.state.snapshot, inputs)  # what is kept always computes
        await self._db.execute(
            "UPDATE pregame_sequences SET inputs = ? WHERE guild_id = ? AND id = ?",
            (json.dumps(codec.encode(inputs)), guild_id, ident),
        )
        return await self.load(guild_id, ident)

    async def roll_prayers(
        self,
        guild_id: int,
        user_id: int,
        ident: int,
        *,
        hand: Sequence[int] | None = None,
        dice: Dice | None = None,
        channel_id: int | None = None,
        ruleset: str,
    ) -> PregameView:
        """The Prayers to Nuffle still owed, rolled by the bot (``dice``, else new ones) or typed by hand (``hand``, in
        order, the home team's first), each prayer a roll of the match's history (who rolled, its D16s, typed or
        not) written in the same transaction as its face. Refused once the pre-game is applied; typed dice that do
        not fit a D16 are refused with nothing written."""
        source = Dice.manual(hand) if hand is not None else dice or Dice()
        async with self._db.transaction(guild_id=guild_id) as conn:
            row = await fetch_one(
                conn, "SELECT * FROM pregame_sequences WHERE guild_id = ? AND id = ?", (guild_id, ident)
            )
            if row is None:
                raise NotFoundError("error.match.not_found", id=ident)
            state = _sequence(row)
            if await fetch_one(conn, _LIVE, (guild_id, state.match_id)) is not None:
                raise ConflictError("error.pregame.applied_twice", match=state.match_id)
            inputs, steps = roll_owed_prayers(
                state.inputs, compute(state.snapshot, state.inputs), source, by_hand=hand is not None
            )
            for side, step in steps:
                await insert_roll(
                    conn,
                    self._db.ids("rolls"),
                    guild_id=guild_id,
                    channel_id=channel_id,
                    user_id=user_id,
                    command="prematch",
                    options={
                        "sequence": state.id,
                        "match_id": state.match_id,
                        "team_id": state.snapshot.team(side).team_id,
                        "manual": hand is not None,
                    },
                    result=Result(step, ruleset),
                )
            compute(state.snapshot, inputs)  # what is kept always computes
            await conn.execute(
                "UPDATE pregame_sequences SET inputs = ? WHERE guild_id = ? AND id = ?",
                (json.dumps(codec.encode(inputs)), guild_id, ident),
            )
        return await self.load(guild_id, ident)

    async def go(self, guild_id: int, ident: int, step: str) -> PregameView:
        await self._db.execute(
            "UPDATE pregame_sequences SET step = ? WHERE guild_id = ? AND id = ?", (step, guild_id, ident)
        )
        return await self.load(guild_id, ident)

    async def apply(
        self, guild_id: int, user_id: int, ident: int, journeyman_name: Callable[[int], str]
    ) -> PregameView:
        """Confirm: both teams' pre-games written in one audited transaction (:meth:`PregameRepository.apply`), the
        Journeymen named by ``journeyman_name(number)`` and numbered after the roster's highest."""
        view = await self.load(guild_id, ident)
        players = PlayerRepository(self._db)
        rows = []
        for side in SIDES:
            done = view.pregame.side(side)
            roster = await players.roster(guild_id, done.team.team_id)
            taken = {p.number for p in roster}
            drafts = []
            for journeyman in done.journeymen:
                number = next(n for n in range(1, 100) if n not in taken)
                taken.add(number)
                hired = hire(done.team.roster, journeyman.line.key, Typed(), (), journeyman=True)
                name = journeyman_name(number)
                drafts.append(PlayerDraft.hired(number, name, journeyman.line.key, hired, journeyman=True))
            chosen = view.state.inputs.side(side)
            rows.append(
                TeamPregame(
                    team_id=done.team.team_id,
                    ctv=done.value.ctv,
                    petty_cash=done.budget.petty_cash,
                    treasury_spent=done.purchase.treasury,
                    inducements={k: n for k, n in chosen.inducements.items() if n},
                    mercenaries=chosen.mercenaries,
                    stars=done.stars,
                    prayers=chosen.prayers,
                    journeymen=tuple(drafts),
                    picks=chosen.picks,
                )
            )
        await self.applied.apply(guild_id, user_id, view.state.match_id, rows)
        return await self.load(guild_id, ident)

    async def undo(self, guild_id: int, user_id: int, ident: int) -> PregameView:
        view = await self.load(guild_id, ident)
        await self.applied.undo(guild_id, user_id, view.state.match_id)
        return await self.load(guild_id, ident)
