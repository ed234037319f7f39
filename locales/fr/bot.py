"""French labels: bot."""

LABELS: dict[str, str] = {}
