"""French labels: the post-match sequence (issue 5)."""

from __future__ import annotations

LABELS: dict[str, str] = {}
