"""Who may do what, checked at run time as well as hidden by Discord.

``default_permissions`` only hides a command in the client; an HTTP client
(or our fake Discord) can still send it, so every privileged command also
checks here.
"""

from __future__ import annotations

from cogs.utils.errors import UserError
from cogs.utils.interaction import Interaction


def require_guild(interaction: Interaction) -> int:
    if interaction.guild_id is None:
        raise UserError("ui.error.guild_only")
    return interaction.guild_id


def can_manage_guild(interaction: Interaction) -> bool:
    return interaction.permissions.manage_guild or interaction.permissions.administrator


def require_manage_guild(interaction: Interaction) -> None:
    if not can_manage_guild(interaction):
        raise UserError("ui.error.manage_guild")


async def is_commissioner(interaction: Interaction) -> bool:
    """Manage Server, or the commissioner role chosen in ``/settings``: the one commissioner check."""
    if can_manage_guild(interaction):
        return True
    settings = await interaction.client.settings_repo.get(require_guild(interaction))
    role_id = settings.commissioner_role_id
    roles = getattr(interaction.user, "roles", ())
    return role_id is not None and any(role.id == role_id for role in roles)


async def require_commissioner(interaction: Interaction, refusal: str = "league.error.commissioner_only") -> int:
    """The server's id when the member is a commissioner; ``refusal`` (a catalogue key) otherwise."""
    guild_id = require_guild(interaction)
    if not await is_commissioner(interaction):
        raise UserError(refusal)
    return guild_id
