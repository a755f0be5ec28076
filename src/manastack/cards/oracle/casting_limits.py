"""Lines that limit when a card may be cast (601.3, 506.7): "Cast ~ only during the declare
attackers step and only if you've been attacked this step.", "Cast this spell only during
combat after blockers are declared.", "... only during combat before blockers are declared.",
"... only during the declare blockers step.", "... only during combat.", "... only during your
turn.", "... only during an opponent's turn after their upkeep step.", "Cast ~ only if you've cast
another spell this turn."; and a spell's own cost change (601.2f): "This spell costs {1} less to
cast if you control a Wizard.", "~ costs {1} less to cast for each artifact you control.",
"... for each instant and sorcery card in your graveyard."  They are static abilities that work wherever the card is (the engine
checks them as the card would be cast: engine/cast_timing.py)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["casting_line"]

_WHEN = {
    "during combat": "combat",
    "during combat before blockers are declared": "before_blockers",
    "during combat after blockers are declared": "after_blockers",
    "during the declare attackers step": "declare_attackers",
    "during the declare attackers step and only if you've been attacked this step": "declare_attackers_attacked",
    "during the declare blockers step": "declare_blockers",
    "during your turn": "your_turn",
    "during an opponent's turn after their upkeep step": "opponents_turn_after_upkeep",
    "if you've cast another spell this turn": "another_spell",
}


def casting_line(norm: str, scope: Scope) -> dsl.Static | None:
    """The CastOnly or SelfCostChange of a normalised line ("~" for the card's name), or None.
    Raises NoMatch for a cost change it can't read."""
    m = fullmatch(r"(?:~|this spell) costs \{(?P<n>\d+)\} (?P<dir>less|more) to cast(?P<rest> .+?)?\.?", norm)
    if m:  # 601.2f
        return dsl.Static(_self_cost_change(int(m["n"]) * (1 if m["dir"].lower() == "more" else -1),
                                            (m["rest"] or "").strip(), scope, norm))
    m = fullmatch(r"cast (?:~|this spell) only (.+?)\.?", norm)
    if m is None or m[1].lower() not in _WHEN:
        return None
    return dsl.Static(dsl.CastOnly(_WHEN[m[1].lower()]))


_CARD_TYPES = {"artifact", "creature", "enchantment", "instant", "sorcery", "land", "planeswalker"}


def _self_cost_change(amount: int, rest: str, scope: Scope, line: str) -> dsl.SelfCostChange:
    """"for each artifact you control", "for each instant and sorcery card in your graveyard",
    "if you control a Wizard"."""
    m = fullmatch(r"for each (?P<kinds>[a-z]+(?: and [a-z]+)?) cards? in your graveyard", rest)
    if m:
        kinds = m["kinds"].lower().split(" and ")
        if not set(kinds) <= _CARD_TYPES:
            raise NoMatch(line)
        return dsl.SelfCostChange(amount, per=dsl.CardsOfTypeIn(tuple(k.capitalize() for k in kinds)))
    m = fullmatch(r"for each (.+)", rest)
    if m:
        return dsl.SelfCostChange(amount, per=phrases.for_each(m[1], scope))
    m = fullmatch(r"if (.+)", rest)
    if m:
        return dsl.SelfCostChange(amount, condition=phrases.condition(m[1], scope))
    raise NoMatch(line)
