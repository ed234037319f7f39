"""French labels: league records (issue 4)."""

from __future__ import annotations

LABELS: dict[str, str] = {}
