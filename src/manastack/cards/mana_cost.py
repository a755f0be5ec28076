"""Mana costs: parsing, canonical formatting and simple arithmetic.

A mana cost is written as a sequence of brace-delimited symbols, for example
``"{2}{W}{U}"``, ``"{X}{X}"``, ``"{G/W}"`` (hybrid), ``"{2/W}"`` (monocoloured
hybrid), ``"{W/P}"`` (Phyrexian), ``"{C}"`` (colourless) or ``"{S}"`` (snow).

A card with *no* mana cost (a land, the back face of a transforming card) is
represented by ``None``, which is different from a cost of ``{0}``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from manastack.caching import memo

__all__ = [
    "COLORS",
    "ManaCost",
    "add_generic",
    "format_mana_cost",
    "parse_mana_cost",
]

#: The five colours in canonical (WUBRG) order.
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")

#: Symbols that may appear in :attr:`ManaCost.colored`, in storage order.
_COLORED_SYMBOLS: tuple[str, ...] = (*COLORS, "C")

_SYMBOL_RE = re.compile(r"\{([^{}]*)\}")
_HYBRID_PART_ORDER: dict[str, int] = {"2": -1, **{c: i for i, c in enumerate(COLORS)}, "C": 5, "P": 6}


def _hybrid_parts(symbol: str) -> tuple[str, ...] | None:
    """Split a hybrid/Phyrexian symbol body such as ``"G/W"`` or ``"W/P"``; ``None`` if invalid."""
    parts = tuple(symbol.split("/"))
    if len(parts) < 2 or len(set(parts)) != len(parts):
        return None
    *mana, last = parts
    phyrexian = last == "P"
    mana_parts = mana if phyrexian else parts
    if not mana_parts or any(p not in _HYBRID_PART_ORDER or p == "P" for p in mana_parts):
        return None
    if "2" in mana_parts and (phyrexian or mana_parts[0] != "2" or len(mana_parts) != 2):
        return None
    if "C" in mana_parts and not (phyrexian and len(mana_parts) == 1):
        # {C/P} exists; colourless does not otherwise appear in hybrid symbols.
        return None
    if len(mana_parts) == 1 and not phyrexian:
        return None
    return parts


def _hybrid_sort_key(symbol: str) -> tuple[int, ...]:
    """Order hybrid symbols by the WUBRG position of their parts."""
    return tuple(_HYBRID_PART_ORDER[p] for p in symbol.split("/"))


def _printed_color_order(colors: set[str]) -> tuple[str, ...]:
    """Order colours the way printed mana costs do (around the colour wheel).

    Pairs start with the colour from which the other is at most two steps
    clockwise (``{G}{U}``, ``{R}{W}``); three consecutive colours start at the
    first of the run (``{G}{W}{U}``); a colour with its two enemies is written
    centre first, in steps of two (``{B}{G}{U}``); four colours start after the
    missing one (``{R}{G}{W}{U}``).
    """
    present = [i for i, c in enumerate(COLORS) if c in colors]
    if len(present) <= 1 or len(present) == 5:
        return tuple(COLORS[i] for i in present)

    def rotation(start: int, step: int = 1) -> tuple[str, ...]:
        order = [(start + step * k) % 5 for k in range(5)]
        return tuple(COLORS[i] for i in order if i in present)

    if len(present) == 3:
        for start in present:
            if {(start + 2) % 5, (start + 4) % 5} <= set(present):
                return rotation(start, 2)
    if len(present) == 4:
        missing = next(i for i in range(5) if i not in present)
        return rotation((missing + 1) % 5)
    # Two colours, or three consecutive ones: start where the clockwise span is smallest.
    best = min(present, key=lambda start: max((i - start) % 5 for i in present))
    return rotation(best)


def _is_phyrexian(symbol: str) -> bool:
    return symbol.endswith("/P")


@dataclass(frozen=True)
class ManaCost:
    """An immutable, canonicalised mana cost.

    Attributes:
        generic: Amount of generic mana (the ``{N}`` symbols, summed).
        colored: ``(symbol, count)`` pairs for ``W U B R G C`` in that order;
            only symbols with a non-zero count are present.
        x: Number of ``{X}`` symbols.
        hybrid: Hybrid, monocoloured-hybrid and Phyrexian symbols without
            braces (``"G/W"``, ``"2/W"``, ``"W/P"``), sorted canonically.
        snow: Number of ``{S}`` symbols.
    """

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    x: int = 0
    hybrid: tuple[str, ...] = ()
    snow: int = 0

    def __post_init__(self) -> None:
        if self.generic < 0 or self.x < 0 or self.snow < 0:
            raise ValueError("mana cost amounts must not be negative")
        counts = dict(self.colored)
        if len(counts) != len(self.colored) or any(s not in _COLORED_SYMBOLS for s in counts):
            raise ValueError(f"invalid colored mana entries: {self.colored!r}")
        if any(n < 0 for n in counts.values()):
            raise ValueError("mana cost amounts must not be negative")
        # Canonicalise so that equal costs compare (and hash) equal.
        canonical = tuple((s, counts[s]) for s in _COLORED_SYMBOLS if counts.get(s, 0) > 0)
        object.__setattr__(self, "colored", canonical)
        for symbol in self.hybrid:
            if _hybrid_parts(symbol) is None:
                raise ValueError(f"invalid hybrid mana symbol: {{{symbol}}}")
        object.__setattr__(self, "hybrid", tuple(sorted(self.hybrid, key=_hybrid_sort_key)))
        # Costs are looked up in caches all the time: their hash is computed once.
        object.__setattr__(self, "_hash", hash((self.generic, self.colored, self.x, self.hybrid, self.snow)))

    def __hash__(self) -> int:
        return self._hash

    def count(self, symbol: str) -> int:
        """Return how many ``{W}``/``{U}``/``{B}``/``{R}``/``{G}``/``{C}`` symbols the cost has."""
        return dict(self.colored).get(symbol, 0)

    @property
    def mana_value(self) -> int:
        """The mana value (rule 202.3): X counts as 0, ``{2/W}`` as 2, every other symbol as 1."""
        hybrid_value = sum(2 if symbol.startswith("2/") else 1 for symbol in self.hybrid)
        return self.generic + sum(n for _, n in self.colored) + hybrid_value + self.snow

    @property
    def colors(self) -> tuple[str, ...]:
        """The colours of the cost's symbols (rule 202.2), in WUBRG order."""
        present = {s for s, _ in self.colored}
        for symbol in self.hybrid:
            present.update(symbol.split("/"))
        return tuple(c for c in COLORS if c in present)

    @property
    def is_zero(self) -> bool:
        """True for a cost that requires no mana (``{0}``, or ``{X}`` with X = 0)."""
        return self.mana_value == 0

    def __str__(self) -> str:
        parts: list[str] = ["{X}"] * self.x
        if self.generic or self._is_empty():
            parts.append(f"{{{self.generic}}}")
        parts.extend(["{C}"] * self.count("C"))
        plain_hybrid = [h for h in self.hybrid if not _is_phyrexian(h)]
        phyrexian = [h for h in self.hybrid if _is_phyrexian(h)]
        parts.extend(f"{{{h}}}" for h in plain_hybrid)
        for color in _printed_color_order({s for s, _ in self.colored if s != "C"}):
            parts.extend([f"{{{color}}}"] * self.count(color))
        parts.extend(f"{{{h}}}" for h in phyrexian)
        parts.extend(["{S}"] * self.snow)
        return "".join(parts)

    def _is_empty(self) -> bool:
        return not (self.generic or self.colored or self.x or self.hybrid or self.snow)


@memo(maxsize=4096)
def parse_mana_cost(text: str | None) -> ManaCost | None:
    """Parse mana-cost text such as ``"{2}{W}{U}"``.

    Returns ``None`` for ``None`` or ``""`` (a card with no mana cost; MTGJSON
    uses both spellings). Symbols are case-insensitive.

    Raises:
        ValueError: if the text contains an unknown symbol or stray characters;
            the message names the offending symbol.
    """
    if text is None:
        return None
    stripped = text.strip()
    if not stripped:
        return None

    generic = x = snow = 0
    counts: dict[str, int] = {}
    hybrid: list[str] = []
    position = 0
    for match in _SYMBOL_RE.finditer(stripped):
        if match.start() != position:
            bad = stripped[position : match.start()]
            raise ValueError(f"invalid mana cost {text!r}: unexpected text {bad!r}")
        position = match.end()
        raw = match.group(0)
        body = match.group(1).strip().upper()
        if body.isascii() and body.isdigit():
            generic += int(body)
        elif body == "X":
            x += 1
        elif body == "S":
            snow += 1
        elif body in _COLORED_SYMBOLS:
            counts[body] = counts.get(body, 0) + 1
        elif "/" in body and _hybrid_parts(body) is not None:
            hybrid.append(body)
        else:
            raise ValueError(f"invalid mana cost {text!r}: unknown mana symbol {raw}")
    if position != len(stripped):
        bad = stripped[position:]
        raise ValueError(f"invalid mana cost {text!r}: unexpected text {bad!r}")
    return ManaCost(generic=generic, colored=tuple(counts.items()), x=x, hybrid=tuple(hybrid), snow=snow)


def format_mana_cost(cost: ManaCost | None) -> str:
    """Format a cost canonically; ``""`` for ``None`` (no mana cost)."""
    return "" if cost is None else str(cost)


def add_generic(cost: ManaCost | None, n: int) -> ManaCost:
    """Return ``cost`` with ``n`` more generic mana (cost increases, rule 601.2f).

    A negative ``n`` reduces only the generic part and never below zero.
    ``None`` (no mana cost) is treated as ``{0}``.
    """
    base = cost if cost is not None else ManaCost()
    return ManaCost(
        generic=max(0, base.generic + n),
        colored=base.colored,
        x=base.x,
        hybrid=base.hybrid,
        snow=base.snow,
    )
