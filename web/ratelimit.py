"""A token bucket per client address: a reader's clicks pass, a flood is slowed to ``rate`` pages a second."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable


class RateLimit:
    """``burst`` requests at once, then ``rate`` a second, per address; the least recently seen addresses are
    forgotten past ``size`` (a full bucket again: memory stays bounded whatever the number of clients)."""

    def __init__(
        self,
        rate: float = 10.0,
        burst: float = 40.0,
        *,
        size: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.size = size
        self._clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, address: str) -> float:
        """Take one token for ``address``: 0 when the request may go on, else the seconds until it may."""
        now = self._clock()
        tokens, last = self._buckets.pop(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        wait = 0.0
        if tokens >= 1:
            tokens -= 1
        else:
            wait = (1 - tokens) / self.rate
        self._buckets[address] = (tokens, now)
        while len(self._buckets) > self.size:
            self._buckets.popitem(last=False)
        return wait
