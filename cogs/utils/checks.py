"""Who may do what, checked at run time as well as hidden by Discord.

``default_permissions`` only hides a command in the client; an HTTP client
(or our fake Discord) can still send it, so every privileged command also
checks here.
"""

from __future__ import annotations

from cogs.utils.errors import UserError
from cogs.utils.interaction import Interaction
from league.settings import GuildSettings
from locales import t


def require_guild(interaction: Interaction) -> int:
    if interaction.guild_id is None:
        raise UserError(t("ui.error.guild_only"))
    return interaction.guild_id


def can_manage_guild(interaction: Interaction) -> bool:
    return interaction.permissions.manage_guild or interaction.permissions.administrator


def require_manage_guild(interaction: Interaction) -> None:
    if not can_manage_guild(interaction):
        raise UserError(t("ui.error.manage_guild"))


def is_commissioner(interaction: Interaction, settings: GuildSettings) -> bool:
    """Manage Server, or the commissioner role chosen in ``/settings``."""
    if can_manage_guild(interaction):
        return True
    role_id = settings.commissioner_role_id
    roles = getattr(interaction.user, "roles", ())
    return role_id is not None and any(role.id == role_id for role in roles)
