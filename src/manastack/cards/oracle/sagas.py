"""Saga cards (714) as the compiler reads them: chapter lines "I — [effect]" and "I, II —
[effect]" (714.2a-c: one chapter ability per numeral), and the intrinsic "This Saga enters with a
lore counter on it" (714.3a).  The engine plays them in engine/sagas.py."""

from __future__ import annotations

import re
from collections.abc import Callable

from manastack.cards import dsl

_NUMERALS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
CHAPTER_LINE = re.compile(r"(?P<nums>[IVX]+(?:, [IVX]+)*) [—-] (?P<effect>.+)")


def chapters(line: str, ability: Callable[[dsl.Trigger, str], dsl.Triggered]) -> list[dsl.Triggered] | None:
    """The chapter abilities of a chapter line (714.2b-c), or None if it isn't one; `ability`
    compiles the effect of a triggered ability with that trigger."""
    m = CHAPTER_LINE.fullmatch(line)
    if not m:
        return None
    numbers = [_NUMERALS.get(n) for n in m["nums"].split(", ")]
    if None in numbers or numbers != sorted(set(numbers)):
        return None
    return [ability(dsl.Trigger("chapter", self_only=True, chapter=n), m["effect"]) for n in numbers]


def intrinsic(abilities: list) -> list:
    """714.3a: a Saga with chapter abilities (and without read ahead) enters with a lore
    counter on it."""
    if not any(isinstance(a, dsl.Triggered) and a.trigger.event == "chapter" for a in abilities):
        return []
    return [dsl.Replacement(dsl.EntersWithCounters("lore", 1), text="(714.3a: enters with a lore counter)")]
