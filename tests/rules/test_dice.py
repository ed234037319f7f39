"""The production dice source: the system's bytes, each face exactly as likely, never shared across a fork."""

import os
import random
from collections import Counter

import pytest

from rules.dice import SYSTEM, Dice, SystemDice


def feed(monkeypatch: pytest.MonkeyPatch, data: bytes) -> list[int]:
    """Make os.urandom hand out ``data`` (then fail): returns the sizes asked for."""
    asked: list[int] = []
    chunks = [data]

    def urandom(n: int) -> bytes:
        asked.append(n)
        if not chunks:
            raise AssertionError("read more bytes than given")
        return chunks.pop()

    monkeypatch.setattr(os, "urandom", urandom)
    return asked


@pytest.mark.parametrize("sides", [2, 3, 6, 8, 16])
def test_every_byte_value_gives_each_face_equally_often_and_the_rest_are_skipped(monkeypatch, sides):
    source = SystemDice()
    feed(monkeypatch, bytes(range(256)))
    limit = 256 - 256 % sides
    faces = [source.randint(1, sides) for _ in range(limit)]
    assert Counter(faces) == {face: limit // sides for face in range(1, sides + 1)}
    assert source._at == limit  # the bytes at and above the limit are still unread (they would be skipped)


def test_a_byte_above_the_last_whole_multiple_is_skipped(monkeypatch):
    source = SystemDice()
    feed(monkeypatch, bytes([255, 254, 253, 252, 0]))  # 252..255 would make 1..4 more likely than 5 and 6
    assert source.randint(1, 6) == 1
    assert source._at == 5


def test_bytes_are_read_a_buffer_at_a_time(monkeypatch):
    source = SystemDice()
    asked = feed(monkeypatch, bytes([0]) * SystemDice.BUFFER)
    for _ in range(SystemDice.BUFFER):
        assert source.randint(1, 6) == 1
    assert asked == [SystemDice.BUFFER]


def test_a_large_range_is_system_random_own(monkeypatch):
    source = SystemDice()
    feed(monkeypatch, b"")  # the buffer is not touched
    monkeypatch.setattr(random.SystemRandom, "randint", lambda self, a, b: b)
    assert source.randint(1, 1000) == 1000


def test_after_a_fork_the_child_reads_fresh_bytes():
    read, write = os.pipe()
    SYSTEM.randint(1, 6)  # the parent's buffer holds unread bytes
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read)
        os.write(write, bytes([SYSTEM._at]))
        os._exit(0)
    os.close(write)
    child_at = os.read(read, 1)[0]
    os.close(read)
    os.waitpid(pid, 0)
    assert SYSTEM._at >= 1
    assert child_at == 0


def test_dice_roll_from_the_system_source_by_default():
    thrown = Dice().many(600, 6)
    assert {d.value for d in thrown} == {1, 2, 3, 4, 5, 6}
    assert Dice()._rng is SYSTEM
