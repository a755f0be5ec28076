"""Split cards (709) as the compiler accepts them: two halves, each an instant or a sorcery,
with fuse (702.102) on both halves or aftermath (702.127) on the second half, and neither keyword
on any other card."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.db import CardRecord

SPLIT_KEYWORDS = ("fuse", "aftermath")


def _keywords(abilities: tuple) -> set[str]:
    return {a.name for a in abilities if isinstance(a, dsl.Keyword) and a.name in SPLIT_KEYWORDS}


def _spell(abilities: tuple) -> dsl.SpellAbility | None:
    return next((a for a in abilities if isinstance(a, dsl.SpellAbility)), None)


def layout_problems(record: CardRecord, faces_abilities: list[tuple]) -> list[str]:
    """Why the engine can't play this card's layout as written (empty if it can)."""
    keywords = [_keywords(abilities) for abilities in faces_abilities]
    if record.layout != "split":
        return [f"({kw} on a card that isn't split)" for kw in sorted(set().union(*keywords))]
    if len(record.faces) != 2:
        return [f"(a split card with {len(record.faces)} halves)"]
    problems = []
    for face in record.faces:
        if not ({"Instant", "Sorcery"} & set(face.types)) or {"Instant", "Sorcery"} < set(face.types):
            problems.append(f"(a split card whose half {face.name} isn't an instant or a sorcery)")
    fused = ["fuse" in found for found in keywords]
    if any(fused) and not all(fused):
        problems.append("(fuse on one half of a split card only)")
    if all(fused):
        for abilities, face in zip(faces_abilities, record.faces, strict=True):
            spell = _spell(abilities)
            if spell is not None and (spell.modes or spell.additional_cost is not None):
                # 702.102d: the engine joins two plain instructions lists (no modes, no costs to add)
                problems.append(f"(fuse with {face.name}'s modes or additional cost)")
    if "aftermath" in keywords[0] or ("aftermath" in keywords[1] and any(fused)):
        problems.append("(aftermath on the first half of a split card, or with fuse)")
    return problems
