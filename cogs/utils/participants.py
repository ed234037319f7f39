"""Roll commands with a ``victim`` and an ``attacker`` taken from the league's rosters.

The victim's AR, Minus and Blessures Persistantes fill the options left
empty; the attacker's Châtaigne / Griffes / Joueur Déloyal apply and his
keywords are the Haine (X) candidates. The open match between their teams is
what an **Enregistrer** button records the casualty into.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from cogs.utils.errors import UserError
from cogs.utils.league import attempt, require_match_member, resolve_player
from cogs.utils.rolling import bot_of
from league.models import LeagueError, Match, Player
from locales import t
from rules import injury, skills

#: The chain outcomes a casualty record is made of (Minus 9 included).
RECORDABLE = frozenset({injury.INJURY_BADLY_HURT, *injury.CASUALTY.outcomes})


@dataclass(frozen=True, slots=True)
class Participants:
    """Who is hurt and by whom, as recorded in this server, and their open match."""

    victim: Player | None = None
    attacker: Player | None = None
    match: Match | None = None

    def victim_skills(self) -> frozenset[str]:
        return skills.skill_keys(self.victim.all_skills) if self.victim else frozenset()

    def attacker_skills(self) -> frozenset[str]:
        return skills.skill_keys(self.attacker.all_skills) if self.attacker else frozenset()

    @property
    def attacker_keywords(self) -> tuple[str, ...]:
        return self.attacker.keywords if self.attacker else ()

    def av(self, given: int | None) -> int:
        """The AR typed, else the victim's; one of the two is needed."""
        if given is not None:
            return given
        if self.victim is None:
            raise UserError(t("ui.participants.need_av"))
        return self.victim.profile.av

    def minus(self, given: bool) -> bool:
        return given or "stunty" in self.victim_skills()

    def niggling(self, given: int | None) -> int:
        if given is not None:
            return given
        return self.victim.niggling if self.victim else 0

    def options(self) -> dict[str, int]:
        """What to store with the roll so the Enregistrer button can find everyone again."""
        out = {}
        if self.victim:
            out["victim_id"] = self.victim.id
        if self.attacker:
            out["attacker_id"] = self.attacker.id
        if self.match:
            out["match_id"] = self.match.id
        return out


async def resolve(interaction: discord.Interaction[Any], victim: str | None, attacker: str | None) -> Participants:
    """Read the players (this server only) and the open match between their teams."""
    hurt = await _active(interaction, victim)
    hitter = await _active(interaction, attacker)
    if hurt and hitter and hurt.team_id == hitter.team_id:
        raise UserError(t("ui.participants.same_team"))
    match = await _open_match(interaction, hurt, hitter) if hurt else None
    return Participants(hurt, hitter, match)


async def _active(interaction: discord.Interaction[Any], value: str | None) -> Player | None:
    if value is None or not value.strip():
        return None
    player = await resolve_player(interaction, value)
    if not player.active:
        raise UserError(t("ui.participants.unknown_player"))
    return player


async def _open_match(interaction: discord.Interaction[Any], victim: Player, attacker: Player | None) -> Match | None:
    """The open match of the victim's team (against the attacker's), this channel's first."""
    bot = bot_of(interaction)
    matches = await bot.matches.list(interaction.guild_id or 0, team_id=victim.team_id, status="open")
    if attacker is not None:
        matches = [m for m in matches if attacker.team_id in m.team_ids]
    matches.sort(key=lambda m: m.channel_id != interaction.channel_id)
    return matches[0] if matches else None


async def record_from_roll(interaction: discord.Interaction[Any], roll_id: int) -> bool:
    """Record the casualty a stored roll ended in; ``False`` when it was already recorded."""
    bot = bot_of(interaction)
    guild_id = interaction.guild_id or 0
    stored = await bot.rolls.get(guild_id, roll_id)
    if stored is None or "victim_id" not in stored.options or "match_id" not in stored.options:
        raise UserError(t("ui.record.unknown"))
    options = stored.options
    match = await bot.matches.get(guild_id, int(options["match_id"]))
    if match is None:
        raise UserError(t("ui.record.unknown"))
    teams = [await attempt(bot.teams.require(guild_id, team_id)) for team_id in match.team_ids]
    await require_match_member(interaction, *teams)
    effect = stored.result.get("effect", {})
    outcome = next((o for o in reversed(stored.outcomes) if o in RECORDABLE), None)
    if outcome is None:
        raise UserError(t("ui.record.not_a_casualty"))
    try:
        _, created = await bot.casualties.record_casualty(
            guild_id,
            interaction.user.id,
            victim_id=int(options["victim_id"]),
            outcome=outcome,
            cause=options.get("cause", "block"),
            match_id=match.id,
            caused_by_id=options.get("attacker_id"),
            roll_id=roll_id,
            sequelle=effect.get("characteristic"),
            hatred_candidates=effect.get("hatred_candidates") if effect.get("hatred") else (),
        )
    except LeagueError as exc:
        raise UserError(str(exc)) from exc
    return created
