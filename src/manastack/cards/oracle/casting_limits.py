"""Lines that limit when a card may be cast (601.3, 506.7): "Cast ~ only during the declare
attackers step and only if you've been attacked this step.", "Cast this spell only during
combat after blockers are declared.", "... only during combat before blockers are declared.",
"... only during the declare blockers step.", "... only during combat.", "... only during your
turn.", "... only during an opponent's turn after their upkeep step.", "Cast ~ only if you've cast
another spell this turn."; and a spell's own cost change (601.2f): "This spell costs {1} less to
cast if you control a Wizard.", "~ costs {1} less to cast for each artifact you control.",
"... for each instant and sorcery card in your graveyard."; alternative costs (118.9): "[If you
control a Swamp, ]you may [pay {W}{U}{B}{R}{G} / pay 4 life / sacrifice a Mountain] rather than pay
this spell's mana cost."; "You may cast ~ as though it had flash if you pay {2} more to cast it."
(601.3c); and a permanent card's "As an additional cost to cast this spell, discard a card."
(601.2b).  They are static abilities that work wherever the card is (the engine
checks them as the card would be cast: engine/cast_timing.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["casting_line", "conflicting_costs"]

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


def casting_line(norm: str, scope: Scope, parse_cost: Callable[[str, Scope], dsl.Cost],
                 is_spell: bool) -> dsl.Static | tuple | None:
    """The CastOnly, SelfCostChange, AlternativeCost, FlashForMore or (for a permanent card)
    AdditionalCost of a normalised line ("~" for the card's name) (FlashWithSacrifice with its
    triggered ability, a pair), or None.  Raises NoMatch for
    one of these it can't read.  `parse_cost` reads a cost ("pay 4 life", "sacrifice a
    Mountain")."""
    m = fullmatch(r"(?:if (?P<cond>.+?), )?you may (?P<what>.+?) rather than pay (?:this spell's|~'s) mana cost\.?", norm)
    if m:  # 118.9
        condition = phrases.condition(m["cond"], scope) if m["cond"] else None
        pay = fullmatch(r"pay ((?:\{[WUBRGC0-9]\})+)(?: and (?P<rest>.+))?", m["what"])
        if pay:
            other = _other_costs(pay["rest"], scope, parse_cost) if pay["rest"] else None
            return dsl.Static(dsl.AlternativeCost(mana=pay[1].upper(), cost=other, condition=condition))
        return dsl.Static(dsl.AlternativeCost(cost=_other_costs(m["what"], scope, parse_cost), condition=condition))
    if fullmatch(r"you may cast ~ as though it had flash\. if you cast it any time a sorcery couldn't have been cast, "
                 r"the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step\.?",
                 norm):  # 601.3, 307.5a
        return (dsl.Static(dsl.FlashWithSacrifice()),
                dsl.Triggered(dsl.Trigger("step", step="cleanup", whose="any"), (dsl.Sacrifice(dsl.Self()),),
                              condition=dsl.CastWithoutSorceryTiming()))
    if fullmatch(r"if (?:this spell|~) is the first spell you've cast this game, you may cast it without paying its "
                 r"mana cost\.?", norm):  # 118.9
        return dsl.Static(dsl.AlternativeCost(condition=dsl.FirstSpellThisGame(), free=True))
    if fullmatch(r"you can't spend mana to cast (?:this spell|~)\.?", norm):  # 601.2h: paid by other means only
        return dsl.Static(dsl.NoManaSpent())
    m = fullmatch(r"(?:as long as|if) (.+?), you may cast ~ as though it had flash\.?", norm)
    if m:  # 601.3d
        return dsl.Static(dsl.FlashIf(phrases.condition(m[1], scope)))
    m = fullmatch(r"you may cast ~ as though it had flash if you pay (\{\d+\}) more to cast it\.?", norm)
    if m:  # 601.3c
        return dsl.Static(dsl.FlashForMore(m[1]))
    m = fullmatch(r"as an additional cost to cast (?:this spell|~), (.+?)\.?", norm)
    if m and not is_spell:  # 601.2b (an instant's or sorcery's is part of its spell ability)
        return dsl.Static(dsl.AdditionalCost(_other_costs(m[1], scope, parse_cost)))
    m = fullmatch(r"(?:~|this spell) costs \{(?P<n>\d+)\} (?P<dir>less|more) to cast(?P<rest> .+?)?\.?", norm)
    if m:  # 601.2f
        return dsl.Static(_self_cost_change(int(m["n"]) * (1 if m["dir"].lower() == "more" else -1),
                                            (m["rest"] or "").strip(), scope, norm))
    m = fullmatch(r"cast (?:~|this spell) only (.+?)\.?", norm)
    if m is None or m[1].lower() not in _WHEN:
        return None
    return dsl.Static(dsl.CastOnly(_WHEN[m[1].lower()]))


#: The parts of a cost other than mana that a spell's text may add (601.2b, 118.9).
_SPELL_COST_PARTS = frozenset({"life", "sacrifice", "discard", "energy", "return_to_hand", "return_count",
                               "sacrifice_count", "discard_filter", "discard_also", "exile_from_hand"})


def _other_costs(text: str, scope: Scope, parse_cost: Callable[[str, Scope], dsl.Cost]) -> dsl.Cost:
    """"pay 4 life", "sacrifice a Mountain", "discard a card": costs a spell may have; two joined
    by "and" ("pay 1 life and exile a blue card from your hand") are paid together (601.2h)."""
    parts = re.split(r" and (?!another card\b)", text)
    if len(parts) > 2:
        raise NoMatch(text)
    cost = parse_cost(", ".join(parts), scope)
    default = dsl.Cost()
    used = {f.name for f in fields(dsl.Cost) if getattr(cost, f.name) != getattr(default, f.name)}
    if not used or not used <= _SPELL_COST_PARTS:
        raise NoMatch(text)
    return cost


def conflicting_costs(abilities: tuple) -> list[str]:
    """The lines of a face whose costs other than mana would set the same part twice (an
    additional cost and an alternative cost both discarding cards): not read."""
    costs = [(a.text, a.effect.cost) for a in abilities if isinstance(a, dsl.Static)
             and isinstance(a.effect, (dsl.AlternativeCost, dsl.AdditionalCost)) and a.effect.cost is not None]
    costs += [(a.text, a.additional_cost) for a in abilities if isinstance(a, dsl.SpellAbility) and a.additional_cost]
    default = dsl.Cost()
    seen: set[str] = set()
    for text, cost in costs:
        used = {f.name for f in fields(dsl.Cost) if getattr(cost, f.name) != getattr(default, f.name)}
        if used & seen:
            return [text]
        seen |= used
    return []


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
    if fullmatch(r"for each card you've cycled or discarded this turn", rest):
        return dsl.SelfCostChange(amount, per=dsl.CardsDiscardedThisTurn())
    m = fullmatch(r"for each (.+)", rest)
    if m:
        return dsl.SelfCostChange(amount, per=phrases.for_each(m[1], scope))
    m = fullmatch(r"if it targets (?P<art>an?) (?P<desc>.+)", rest)
    if m:  # 601.2f: the targets are chosen first (601.2c)
        spell = bool(re.search(r"\bspell$", m["desc"]))
        described = phrases.desc(m["desc"], scope, zone="stack" if spell else "battlefield")
        if described.plural or described.noun not in (("spell",) if spell else ("", "permanent")) \
                or described.filter == dsl.Filter():
            raise NoMatch(line)
        return dsl.SelfCostChange(amount, condition=dsl.TargetsMatching(described.filter, "spell" if spell else "permanent"))
    m = fullmatch(r"if (.+)", rest)
    if m:
        return dsl.SelfCostChange(amount, condition=phrases.condition(m[1], scope))
    raise NoMatch(line)
