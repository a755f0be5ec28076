"""Enchant (702.5, 303.4): what an Aura can target as a spell and be attached to.

"Enchant creature" allows a card type; "Enchant creature you control", "Enchant artifact or
creature", "Enchant nonland permanent" allow what a description matches (the keyword's
`filter`), read relative to the Aura's controller (303.4a, 303.4d)."""

from __future__ import annotations

from manastack.cards import dsl


def enchant_filter(keyword: dsl.Keyword | None) -> dsl.Filter:
    """The permanents an enchant keyword allows (702.5a); a missing one allows creatures."""
    if keyword is not None and keyword.filter is not None:
        return keyword.filter
    quality = keyword.qualities[0] if keyword is not None and keyword.qualities else "creature"
    return dsl.Filter(types=(quality.capitalize(),))


def aura_target_spec(keyword: dsl.Keyword | None) -> dsl.TargetSpec:
    """303.4a: the target of an Aura spell is what its enchant ability allows."""
    return dsl.TargetSpec(filter=enchant_filter(keyword))


def printed_enchant(abilities) -> dsl.Keyword | None:
    """The enchant keyword among these abilities (702.5a), or None."""
    return next((a for a in abilities if isinstance(a, dsl.Keyword) and a.name == "enchant"), None)
