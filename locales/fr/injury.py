"""French labels: injury."""

LABELS: dict[str, str] = {}
