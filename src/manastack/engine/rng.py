"""The game's own random generator (103.3: shuffling; 103.1: choosing who goes first).

A keyed hash in counter mode: the 64-bit words are BLAKE2b-512 of the block numbers 0, 1,
2, ... under a secret 256-bit key, eight words a block, so no number of shuffles seen reveals
the key or the next word.  The state is plain data (DESIGN.md principle 2), the list
`[key, counter]`: the key as 64 lowercase hex digits and the number of words drawn so far.  An explicit seed is the key, so the same seed plays the same
game; a seed drawn from the operating system (`new_seed`) has 128 secret bits.
"""

from __future__ import annotations

import hashlib
import secrets
import struct
from collections.abc import Iterator

KEY_BYTES = 32
MAX_SEED = (1 << (8 * KEY_BYTES)) - 1
SEED_BITS = 128  # of a seed drawn from the operating system
MAX_COUNTER = (1 << 64) - 1
_WORD = 1 << 64
_HEX = frozenset("0123456789abcdef")
_EIGHT_WORDS = struct.Struct("<8Q")


def new_seed() -> int:
    """A seed from the operating system's secure random source."""
    return secrets.randbits(SEED_BITS)


def derived_seed(seed: int, purpose: str) -> int:
    """A 128-bit seed for another generator (an agent's), from which `seed` can't be learnt:
    the agent's random choices, which players see, reveal nothing of the game's shuffles."""
    digest = hashlib.blake2b(purpose.encode(), digest_size=16, key=seed.to_bytes(KEY_BYTES, "big")).digest()
    return int.from_bytes(digest, "big")


def from_seed(seed: int) -> list:
    """The state for a seed from 0 to MAX_SEED: the seed is the key, and nothing is drawn yet."""
    return [seed.to_bytes(KEY_BYTES, "big").hex(), 0]


def is_state(value) -> bool:
    """Whether `value` is a generator state: `[64 lowercase hex digits, 0..MAX_COUNTER]`."""
    if type(value) is not list or len(value) != 2:
        return False
    key, counter = value
    return (type(key) is str and len(key) == 2 * KEY_BYTES and _HEX.issuperset(key)
            and type(counter) is int and 0 <= counter <= MAX_COUNTER)


def _words(key: str, counter: int) -> Iterator[int]:
    """The words from number `counter` on: word `i` is the (i % 8)-th 8 bytes of BLAKE2b-512 of
    the block number i // 8 under the key."""
    secret = bytes.fromhex(key)
    block, skip = divmod(counter, 8)
    while True:
        digest = hashlib.blake2b(block.to_bytes(16, "little"), key=secret).digest()
        yield from _EIGHT_WORDS.unpack(digest)[skip:]
        block, skip = block + 1, 0


def _below(words: Iterator[int], n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) by rejection sampling; returns (words used, value)."""
    limit = _WORD - _WORD % n
    used = 1
    bits = next(words)
    while bits >= limit:
        used += 1
        bits = next(words)
    return used, bits % n


def below(state: list, n: int) -> tuple[list, int]:
    """A uniform integer in [0, n); returns (new state, value)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    used, value = _below(_words(state[0], state[1]), n)
    return [state[0], state[1] + used], value


def shuffle(state: list, items: list) -> list:
    """Fisher-Yates shuffle of `items` in place; returns the new generator state."""
    words = _words(state[0], state[1])
    counter = state[1]
    for i in range(len(items) - 1, 0, -1):
        used, j = _below(words, i + 1)
        counter += used
        items[i], items[j] = items[j], items[i]
    return [state[0], counter]
