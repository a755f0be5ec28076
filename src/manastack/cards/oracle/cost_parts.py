"""Cost parts of activated abilities beyond mana, {T}, sacrifice and discard (118, 602.1a):
"Remove three spore counters from ~", "Put a -1/-1 counter on ~", "Return ~ to its owner's
hand", "Tap an untapped creature you control", "Exile ~ from your hand".  Each is a field of dsl.Cost, paid by
engine/costs.py."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases, pipeline
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def cost_part(part: str, scope: Scope) -> dict | None:
    """The dsl.Cost fields (and their values) for one comma-separated part of a cost, or None."""
    m = fullmatch(r"discard (?P<n>a|an|two|three) (?P<type>creature|land|artifact|enchantment|instant|sorcery) "
                  r"(?P<word>cards?)", part)
    if m and (m["word"].lower() == "cards") == (m["n"].lower() not in ("a", "an")):  # 701.9
        return {"discard": phrases.count(m["n"]), "discard_type": m["type"].capitalize()}
    m = fullmatch(r"discard (?P<art>an?) (?P<desc>.+?) card(?P<also> and another card)?", part)
    if m and not fullmatch(r"(?:creature|land|artifact|enchantment|instant|sorcery)", m["desc"]):  # 701.9
        described = phrases.desc(f"{m['desc']} card", scope, zone="hand")
        if described.plural or described.noun != "card" or described.filter in (dsl.Filter(), None):
            raise NoMatch(part)
        return {"discard": 1, "discard_filter": described.filter, "discard_also": 1 if m["also"] else 0}
    m = fullmatch(r"exile (?P<n>a|an|one|two|three) (?P<desc>.+) from your hand", part)
    if m and not m["desc"].startswith("~"):  # 118.9: cards other than the spell itself (601.2a: it is on the stack)
        amount = phrases.count(m["n"])
        described = phrases.desc(m["desc"], scope, zone="hand")
        if described.noun != "card" or described.plural != (amount > 1) or described.filter.owner is not None \
                or described.filter.controller is not None:
            raise NoMatch(part)
        return {"exile_from_hand": (described.filter, amount)}
    if fullmatch(r"exile ~", part):  # the permanent itself (406.3)
        return {"exile_self": True}
    counters = pipeline.cost_counters(part)
    if counters is not None:  # 118.3, 122.8: on the pipeline
        return counters
    if fullmatch(r"exile ~ from your hand", part):  # 113.6: the ability works from the hand
        scope.zone = "hand"
        return {"exile_self_from_hand": True}
    if fullmatch(r"return ~ to its owner's hand", part):
        return {"return_self": True}
    m = fullmatch(r"discard (?P<n>a|two|three) (?P<word>cards?) at random", part)
    if m and (m["word"].lower() == "cards") == (m["n"].lower() != "a"):  # 701.9
        return {"discard_random": phrases.count(m["n"])}
    m = fullmatch(r"exile (?P<art>an?|another) (?P<desc>.+) you control", part)
    if m:  # a permanent chosen as the cost is paid
        described = phrases.desc(m["desc"], scope)
        if described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
            raise NoMatch(part)
        return {"exile_chosen": replace(described.filter, controller="you", other=m["art"].lower() == "another")}
    m = fullmatch(r"exile (?P<n>a|an|one|two|three|four|five|six|seven) (?P<desc>.+) from your graveyard", part)
    if m:
        amount = phrases.count(m["n"])
        described = phrases.desc(m["desc"], scope, zone="graveyard")
        if described.noun != "card" or described.plural != (amount > 1) or described.filter.owner is not None:
            raise NoMatch(part)
        return {"exile_from_graveyard": (described.filter, amount)}
    m = fullmatch(r"return (?P<art>an?|another) (?P<desc>.+) you control to its owner's hand", part)
    if m:  # chosen as the cost is paid, not targeted
        described = phrases.desc(m["desc"], scope)
        if described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
            raise NoMatch(part)
        flt = replace(described.filter, controller="you", other=m["art"].lower() == "another")
        return {"return_chosen": flt}
    m = fullmatch(r"tap (?P<n>an|two|three|four|five) untapped (?P<desc>.+) you control", part)
    if m:
        amount = phrases.count(m["n"])
        described = phrases.desc(m["desc"], scope)
        if described.plural != (amount > 1) or described.noun not in ("", "permanent") \
                or described.filter.controller is not None or described.filter.tapped is not None:
            raise NoMatch(part)
        return {"tap_untapped": (described.filter, amount)}
    return None


def spell_additional_cost_ok(cost: dsl.Cost) -> bool:
    """601.2b: the parts of this module a spell's additional cost may have: those about other
    objects (not the card being cast, nor "tap an untapped creature", whose choice the casting
    procedure doesn't check against the mana payment)."""
    return not (cost.remove_counters or cost.put_counter or cost.return_self or cost.exile_self
                or cost.exile_self_from_hand or cost.tap_untapped is not None)


def unless_cost(text: str, scope: Scope) -> dsl.Cost:
    """The cost after "unless you" (118.12): one part, a discard, a sacrifice, life or a part
    `cost_part` reads."""
    found = cost_part(text, scope)
    if found is not None:
        return dsl.Cost(**found)
    m = fullmatch(r"discard (?P<n>a|two|three) (?:(?P<type>land|creature|artifact|enchantment) )?(?P<word>cards?)", text)
    if m and (m["word"].lower() == "cards") == (m["n"].lower() != "a"):
        return dsl.Cost(discard=phrases.count(m["n"]), discard_type=(m["type"] or "").capitalize())
    m = fullmatch(r"sacrifice (?P<art>an?|another) (?P<desc>.+)", text)
    if m:
        described = phrases.desc(m["desc"], scope)
        if described.plural or described.noun not in ("", "permanent"):
            raise NoMatch(text)
        return dsl.Cost(sacrifice=replace(described.filter, other=m["art"].lower() == "another"))
    m = fullmatch(r"pay (\d+) life", text)
    if m:
        return dsl.Cost(life=int(m[1]))
    raise NoMatch(text)


@clause(r"sacrifice (?P<obj>~|it) unless you (?P<cost>.+)")
def _sacrifice_unless(scope: Scope, m: re.Match) -> tuple:
    """118.12: the controller may pay the cost; if they don't, the permanent is sacrificed."""
    if m["obj"].lower() == "it" and scope.it != dsl.Self():
        raise NoMatch(m[0])
    if re.match(r"pay \{", m["cost"], re.IGNORECASE):
        raise NoMatch(m[0])  # mana: "unless you pay {2}" is read as a payment (608.2c)
    cost = unless_cost(m["cost"], scope)
    if cost.return_self or cost.remove_counters or cost.put_counter or cost.tap_untapped or cost.exile_self_from_hand \
            or cost.exile_from_graveyard or cost.exile_self:
        raise NoMatch(m[0])
    return (dsl.SacrificeUnlessCost(cost),)
