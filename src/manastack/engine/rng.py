"""The game's own seeded random generator (103.3: shuffling; 103.1: choosing who goes first).

Its whole state is one integer, so it is plain data: cloning and JSON need nothing special.
The generator is SplitMix64, which is small, fast and well distributed.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def next_state(state: int) -> tuple[int, int]:
    """Advance the state; return (new_state, 64 random bits)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) by rejection sampling; returns (new_state, value)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = MASK64 - (MASK64 % n)
    while True:
        state, bits = next_state(state)
        if bits < limit:
            return state, bits % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of `items` in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
