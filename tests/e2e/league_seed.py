"""A league written into a database file through the repositories, before the bot starts on it.

The e2e tests of the post-match sequence, its storage tests and
``bench/postmatch_apply.py`` all start from this league, so the numbers they
check are the ones below.

Main match (``main``), Orques de Fer 2 – 1 Élus de Nuffle, FP 4 and 3, five recorded casualties:
  c_dead    Bob (Élus) killed by Grak, block
  c_lasting Karl (Élus, AG 6+: already at its minimum) Séquelle AG, by Ugluk, block
  c_hatred  Élise (Élus) Amoché by Krug (Orque, Gros Bras, Sauvage: two keywords for Haine), block
  c_foul    Grak (Orques) Blessure Sérieuse by Hans (Humain), foul (no PSP)
  c_bh      Zog (Orques) Commotion by Élise, block
  Snaga (Orques) had to miss this match (RPM, cleared by the sequence); Gorbag holds 11 PSP.
Vector matches (postgame-reference §2.3, §8 and every expensive-mistakes bracket):
  v1 Nains 2 – 2 Skavens, FP 4/3 (65,000 / 55,000 when Skavens stalled); treasuries 50,000 / 150,000
  v2 Elfes 0 – 0 Morts-Vivants, FP 3/3 (40,000 / 30,000 stalled); 270,000 / 380,000
  v3 Lézards 0 – 0 Chaos, FP 2/2 (20,000 stalled / 30,000); 490,000 / 580,000
  conceded Amazones 1 – 0 Gobelins, FP 4/3; Gobelins concede → 2-0 and 90,000; 60,000 / 20,000
  rematch Élus 0 – 0 Orques, FP 3/3, no casualty (a later match of the same teams, for the undo)

:func:`prepare_sequence` walks a sequence to its preview through the repository (seeded dice).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from league.casualties import CasualtyRepository
from league.db import Database, open_database
from league.matches import MatchRepository
from league.players import PlayerRepository
from league.postmatch import PostmatchRepository
from league.settings import SettingsRepository
from league.teams import TeamRepository
from records.models import CasualtyReport, PlayerDraft
from records.postmatch import SequenceView
from rules.advancement import spp_cost
from rules.characteristics import Profile
from rules.dice import Dice
from rules.postmatch import inputs as pm
from rules.postmatch.inputs import Inputs
from rules.postmatch.plan import Plan
from rules.postmatch.snapshots import SIDES, Side
from sequences.postmatch import STEPS, progress
from tests.e2e.harness import COACH_ID, COMMISSIONER_ID, LEAGUE_GUILD_ID

ORC = Profile(5, 3, 3, 4, 10)
GOBLIN = Profile(6, 2, 3, 4, 8)
HUMAN = Profile(6, 3, 3, 4, 9)
#: Karl's AG is already 6+ (its minimum): a Séquelle AG can't lower it.
KARL = Profile(6, 3, 6, 4, 9)
OTHER_COACH = 1200000000000000999
#: ``/apres-match lancer``, as a French member types it: what starts a post-match sequence.
START = ("apres-match", "lancer")


@dataclass
class Seeded:
    guild_id: int
    teams: dict[str, int] = field(default_factory=dict)
    players: dict[str, int] = field(default_factory=dict)
    matches: dict[str, int] = field(default_factory=dict)
    casualties: dict[str, int] = field(default_factory=dict)


#: The value typed in a prepared post-match for an advancing player seeded without one.
SEEDED_VALUE = 50_000


def _draft(number: int, name: str, profile: Profile, keywords: tuple[str, ...], **kw: Any) -> PlayerDraft:
    return PlayerDraft(number=number, name=name, position="Joueur", profile=profile, keywords=keywords, **kw)


async def seed_league(
    db: Database,
    *,
    guild_id: int = LEAGUE_GUILD_ID,
    user_id: int = COMMISSIONER_ID,
    ruleset: str | None = None,
    league_channel_id: int | None = None,
    roster_size: int = 11,
    vectors: bool = True,
) -> Seeded:
    """Write the league above for ``guild_id``; ``roster_size`` pads both main teams with linemen (max 16)."""
    out = Seeded(guild_id)
    teams, players = TeamRepository(db), PlayerRepository(db)
    matches, casualties = MatchRepository(db), CasualtyRepository(db)
    if ruleset is not None or league_channel_id is not None:
        changes: dict[str, object] = {}
        if ruleset is not None:
            changes["ruleset_key"] = ruleset
        if league_channel_id is not None:
            changes["league_channel_id"] = league_channel_id
        await SettingsRepository(db).update(guild_id, user_id, **changes)

    async def team(key: str, name: str, coach: int, treasury: int, fans: int) -> None:
        created = await teams.create(
            guild_id, user_id, name=name, coach_id=coach, roster="Roster", treasury=treasury, dedicated_fans=fans
        )
        out.teams[key] = created.id

    async def hire(team_key: str, drafts: list[tuple[str, PlayerDraft]]) -> None:
        created = await players.add_many(guild_id, user_id, out.teams[team_key], [d for _, d in drafts])
        for (key, _), player in zip(drafts, created, strict=True):
            out.players[key] = player.id

    await team("orcs", "Orques de Fer", OTHER_COACH, 50_000, 3)
    await team("elus", "Élus de Nuffle", COACH_ID, 250_000, 4)
    orcs = [
        ("grak", _draft(1, "Grak", ORC, ("Orque", "Blitzer"), spp=4)),
        ("krug", _draft(2, "Krug", ORC, ("Orque", "Gros Bras", "Sauvage"))),
        ("ugluk", _draft(3, "Ugluk", ORC, ("Orque", "Trois-Quart"))),
        ("gorbag", _draft(4, "Gorbag", ORC, ("Orque",), spp=11)),
        ("snaga", _draft(5, "Snaga", ORC, ("Orque",), miss_next_game=True)),
        ("zog", _draft(6, "Zog", GOBLIN, ("Gobelin",))),
    ]
    elus = [
        ("elise", _draft(1, "Élise", HUMAN, ("Humain", "Receveur"))),
        ("bob", _draft(2, "Bob", HUMAN, ("Humain",))),
        ("karl", _draft(3, "Karl", KARL, ("Humain",))),
        ("hans", _draft(4, "Hans", HUMAN, ("Humain",))),
    ]
    orcs += [(f"orc{n}", _draft(n, f"Orque {n}", ORC, ("Orque",))) for n in range(len(orcs) + 1, roster_size + 1)]
    elus += [(f"elu{n}", _draft(n, f"Humain {n}", HUMAN, ("Humain",))) for n in range(len(elus) + 1, roster_size + 1)]
    await hire("orcs", orcs)
    await hire("elus", elus)

    main = await matches.open(
        guild_id, user_id, home_team_id=out.teams["orcs"], away_team_id=out.teams["elus"], home_fp=4, away_fp=3
    )
    out.matches["main"] = main.id
    p = out.players
    for key, victim, by, outcome, cause, sequelle in (
        ("c_dead", "bob", "grak", "casualty.dead", "block", None),
        ("c_lasting", "karl", "ugluk", "casualty.lasting_injury", "block", "AG"),
        ("c_hatred", "elise", "krug", "casualty.seriously_hurt", "block", None),
        ("c_foul", "grak", "hans", "casualty.serious_injury", "foul", None),
        ("c_bh", "zog", "elise", "casualty.badly_hurt", "block", None),
    ):
        report = CasualtyReport(
            victim_id=p[victim],
            caused_by_id=p[by],
            outcome=outcome,
            cause=cause,  # type: ignore[arg-type]  # a key of the table above; the record checks it
            match_id=main.id,
            sequelle=sequelle,  # type: ignore[arg-type]  # same
        )
        record, _ = await casualties.record_casualty(guild_id, user_id, report)
        out.casualties[key] = record.id
    await matches.finish(guild_id, user_id, main.id, home_score=2, away_score=1)
    rematch = await matches.open(
        guild_id, user_id, home_team_id=out.teams["elus"], away_team_id=out.teams["orcs"], home_fp=3, away_fp=3
    )
    await matches.finish(guild_id, user_id, rematch.id, home_score=0, away_score=0)
    out.matches["rematch"] = rematch.id
    if not vectors:
        return out

    for key, (home, away), (home_fp, away_fp), score in (
        ("v1", (("nains", "Nains Têtus", 50_000, 2), ("skavens", "Skavens du Gouffre", 150_000, 5)), (4, 3), (2, 2)),
        ("v2", (("elfes", "Elfes Sylvains", 270_000, 3), ("morts", "Morts-Vivants", 380_000, 3)), (3, 3), (0, 0)),
        ("v3", (("lezards", "Hommes-Lézards", 490_000, 1), ("chaos", "Chaos Élu", 580_000, 1)), (2, 2), (0, 0)),
        ("conceded", (("amazones", "Amazones", 60_000, 4), ("gobelins", "Gobelins Fous", 20_000, 3)), (4, 3), (1, 0)),
    ):
        for team_key, name, treasury, fans in (home, away):
            await team(team_key, name, OTHER_COACH, treasury, fans)
            await hire(
                team_key,
                [
                    (f"{team_key}1", _draft(1, f"{name} 1", HUMAN, ("Humain",))),
                    (f"{team_key}2", _draft(2, f"{name} 2", HUMAN, ("Humain",))),
                ],
            )
        match = await matches.open(
            guild_id,
            user_id,
            home_team_id=out.teams[home[0]],
            away_team_id=out.teams[away[0]],
            home_fp=home_fp,
            away_fp=away_fp,
        )
        await matches.finish(guild_id, user_id, match.id, home_score=score[0], away_score=score[1])
        out.matches[key] = match.id
    return out


async def prepare_sequence(
    db: Database,
    seeded: Seeded,
    match: str = "main",
    *,
    ruleset: str = "ligue",
    user_id: int = COMMISSIONER_ID,
    seed: int = 5,
) -> SequenceView:
    """Every input and die of a sequence, through the repository, up to its preview (ready to confirm).

    On ``main``: a sixth casualty added here (Ugluk, by the crowd, D16 rolled), touchdowns for Gorbag,
    Ugluk and Élise, six nominees a side (the first six who played), and a characteristic improvement for
    Gorbag.
    """
    repo = PostmatchRepository(db, steps=STEPS, dice=lambda: Dice.seeded(seed))
    guild = seeded.guild_id
    view, _ = await repo.start(guild, user_id, seeded.matches[match], ruleset=ruleset)
    ident = view.state.id
    p = seeded.players

    async def edit(change: Callable[..., Inputs]) -> SequenceView:
        return await repo.change(guild, ident, change)

    def side_ids(plan: Plan, side: Side) -> list[int]:
        team = plan.teams[side].team.id
        return [pid for pid, pp in plan.players.items() if pp.before.team_id == team]

    if match == "main":
        await edit(lambda i, _: pm.with_added_casualty(i, victim_id=p["ugluk"], cause="crowd", outcome=None))
        view = await edit(
            lambda i, pl: pm.with_spp_events(
                i, "home", side_ids(pl, "home"), touchdowns=[p["gorbag"], p["ugluk"]], completions=[], interceptions=[]
            )
        )
        view = await edit(
            lambda i, pl: pm.with_spp_events(
                i, "away", side_ids(pl, "away"), touchdowns=[p["elise"]], completions=[p["hans"]], interceptions=[]
            )
        )
        await edit(lambda i, _: pm.with_advancement(i, p["gorbag"], "characteristic"))
    else:
        for side in SIDES:
            scorer = side_ids(view.plan, side)[:1] * view.plan.teams[side].score_for
            view = await edit(
                lambda i, pl, side=side, scorer=scorer: pm.with_spp_events(
                    i, side, side_ids(pl, side), touchdowns=scorer, completions=[], interceptions=[]
                )
            )
    for _ in range(len(STEPS)):
        for step in STEPS.keys:
            view = (await repo.roll(guild, user_id, ident, step)).view
        plan = view.plan
        for side in SIDES:
            eligible = plan.eligible_mvp[side]
            if eligible and not plan.teams[side].nominees and not plan.teams[side].penalised:
                ids = [x.id for x in eligible[:6]]  # six nominees among those who played
                view = await edit(lambda i, _, side=side, ids=ids: pm.with_nominees(i, side, ids))
        for cp in plan.casualties:
            if cp.needs_choice:
                view = await edit(lambda i, _, cp=cp: pm.with_hatred(i, cp.key, cp.candidates[-1]))
        advancing = {ap.choice.player_id for ap in plan.advancements}
        for pp in plan.players.values():  # who holds enough for a characteristic improvement must advance
            after = pp.after
            must = after.advancements < 6 and after.spp >= spp_cost(after.advancements + 1, "characteristic")
            if after.alive and must and after.id not in advancing:
                view = await edit(lambda i, _, pid=after.id: pm.with_advancement(i, pid, "characteristic"))
        for ap in plan.advancements:
            if ap.player is not None and ap.player.value is None:  # seeded without a value: the form would ask it
                view = await edit(lambda i, _, pid=ap.player.id: pm.with_player_value(i, pid, SEEDED_VALUE))
            if ap.roll is not None and ap.characteristic is None and ap.category is None:
                choice = ap.roll.available[-1] if ap.roll.available else "primary"
                view = await edit(lambda i, _, k=ap.key, c=choice: pm.with_advancement_choice(i, k, c, "Blocage"))
        if view.plan.complete:
            break
    view = await repo.go(guild, ident, "preview")
    assert view.plan.complete, view.plan.missing
    return view


async def cancel_unsettled(db: Database, seeded: Seeded, user_id: int = COMMISSIONER_ID) -> list[int]:
    """Cancel the seeded matches still open or finished (a season ends only once each is applied or cancelled)."""
    matches = MatchRepository(db)
    cancelled = []
    for match_id in seeded.matches.values():
        if (await matches.require(seeded.guild_id, match_id)).status in ("open", "finished"):
            await matches.cancel(seeded.guild_id, user_id, match_id)
            cancelled.append(match_id)
    return cancelled


async def seed_file(path: Path, **options: Any) -> Seeded:
    """Create (migrate) the database file at ``path`` and seed it; the file is closed afterwards."""
    db = await open_database(path)
    try:
        return await seed_league(db, **options)
    finally:
        await db.close()


def seed_file_sync(path: Path, **options: object) -> Seeded:
    return asyncio.run(seed_file(path, **options))


# --- driving a sequence message through the fake Discord ------------------------------------------------------


def file_rows(path: Path, *tables: str) -> dict[str, list[dict[str, Any]]]:
    """Every row of ``tables`` in the bot's database file, by id, read beside the running bot (whole states
    compared); the file must pass SQLite's integrity check."""
    with sqlite3.connect(path) as conn:
        conn.row_factory = sqlite3.Row
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return {t: [dict(r) for r in conn.execute(f"SELECT * FROM {t} ORDER BY id")] for t in tables}


def step_title(key: str, lang: str = "fr", *, markdown: bool = True) -> str:
    """« Étape 3/9 : **Éliminations** »: a post-match step's heading, asked of the registry (a step added or moved
    renumbers it here too), as :func:`text_of` reads it (``markdown=False``: as the console prints it)."""
    title = progress(key, lang=lang).replace("\u202f", " ")
    return title if markdown else title.replace("**", "")


def text_of(message: Any) -> str:
    """A message's embeds as one text (title, description, fields), for assertions, byte for byte (« 65\u202f000 »)."""
    parts = []
    for embed in message.embeds:
        parts += [embed.get("title", ""), embed.get("description", "")]
        for item in embed.get("fields", []):
            parts += [item["name"], item["value"]]
    return "\n".join(p for p in parts if p)


def component(message: Any, part: str) -> str:
    """The custom id of the button or menu whose custom id contains ``part`` (``go:fans``, ``hatred:``)."""
    for row in message.components:
        for item in row.get("components", []):
            if part in item.get("custom_id", ""):
                return str(item["custom_id"])
    raise AssertionError(
        f"no component {part!r} in {[c.get('custom_id') for r in message.components for c in r.get('components', [])]}"
    )


async def press(box: Any, message: Any, part: str, *, user: int | None = None, expect: int = 7) -> Any:
    """Click a button; check the kind of answer (7: the message updated, 4: a reply, 9: a form)."""
    rec = await box.click(message, component(message, part), user=user or box.commissioner_id)
    kind = (await rec.response()).type
    assert kind == expect, (kind, (await rec.final()).content if kind == 4 else box.log_tail(40))
    return rec


async def cancel_match(box: Any, options: dict[str, Any], *, user: int | None = None, **kw: Any) -> Any:
    """``/match annuler`` and its private question answered « Annuler le match »: the public announcement."""
    asked = await box.reply(("match", "annuler"), options, user=user, **kw)
    assert asked.ephemeral and asked.components, asked.content
    rec = await press(box, asked, ":yes", user=user)
    (announced,) = await rec.wait_followups()
    return announced


async def choose(box: Any, message: Any, part: str, values: Any, *, user: int | None = None, expect: int = 7) -> Any:
    rec = await box.select(message, component(message, part), values, user=user or box.commissioner_id)
    kind = (await rec.response()).type
    assert kind == expect, (kind, (await rec.final()).content if kind == 4 else box.log_tail(40))
    return rec


async def fill(box: Any, opened: Any, values: dict[str, Any], *, expect: int = 7) -> Any:
    rec = await box.submit_modal(opened, values)
    kind = (await rec.response()).type
    assert kind == expect, (kind, (await rec.final()).content if kind == 4 else box.log_tail(40))
    return rec


async def by_hand(box: Any, message: Any, step: str, dice: str, *, user: int | None = None) -> None:
    """« Dés à la main » on ``step``, then the dice typed in order."""
    opened = await press(box, message, f"hand:{step}", user=user, expect=9)
    await fill(box, opened, {"dice": dice})


async def next_step(box: Any, message: Any, *, user: int | None = None) -> None:
    """« Suivant » (the last navigation button)."""
    forward = [b for b in message.buttons if ":go:" in b["custom_id"]][-1]
    await press(box, message, forward["custom_id"], user=user)
