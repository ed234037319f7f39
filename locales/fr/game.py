"""French labels: game."""

LABELS: dict[str, str] = {}
