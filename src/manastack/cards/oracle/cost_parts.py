"""Cost parts of activated abilities beyond mana, {T}, sacrifice and discard (118, 602.1a):
"Remove three spore counters from ~", "Put a -1/-1 counter on ~", "Return ~ to its owner's
hand", "Tap an untapped creature you control", "Exile ~ from your hand".  Each is a field of dsl.Cost, paid by
engine/costs.py."""

from __future__ import annotations

from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def cost_part(part: str, scope: Scope) -> tuple[str, object] | None:
    """(the dsl.Cost field, its value) for one comma-separated part of a cost, or None."""
    m = fullmatch(r"remove (?P<n>\S+) (?P<kind>\S+) (?P<word>counters?) from ~", part)
    if m:  # 118.3, 122.8
        amount = phrases.count(m["n"])
        if (m["word"].lower() == "counters") != (amount != 1):
            raise NoMatch(part)
        return "remove_counters", (phrases.counter_kind(m["kind"]), amount)
    m = fullmatch(r"put an? (?P<kind>\S+) counter on ~", part)
    if m:  # 122.1
        return "put_counter", phrases.counter_kind(m["kind"])
    if fullmatch(r"exile ~ from your hand", part):  # 113.6: the ability works from the hand
        scope.zone = "hand"
        return "exile_self_from_hand", True
    if fullmatch(r"return ~ to its owner's hand", part):
        return "return_self", True
    m = fullmatch(r"tap (?P<n>an|two|three|four|five) untapped (?P<desc>.+) you control", part)
    if m:
        amount = phrases.count(m["n"])
        described = phrases.desc(m["desc"], scope)
        if described.plural != (amount > 1) or described.noun not in ("", "permanent") \
                or described.filter.controller is not None or described.filter.tapped is not None:
            raise NoMatch(part)
        return "tap_untapped", (described.filter, amount)
    return None
