"""Lowering: the typed clause IR (oracle/ir.py) to the engine's definition nodes (cards/dsl.py).

The IR says what the text says; here a clause meets what the engine implements, and what it
doesn't is refused (`Unsupported`, naming the word), never lowered to a node that would play
otherwise: a keyword the engine lacks (702), a counter kind whose meaning it lacks (122.1), an
{X} in a cost the engine pays without one (107.3)."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from manastack.cards import dsl
from manastack.cards.oracle import ir, phrases, vocab
from manastack.cards.oracle.descriptions import Unsupported
from manastack.cards.oracle.phrases import NoMatch, Scope

__all__ = ["DURATION_NAMES", "PERMANENT", "Unsupported", "counter_kind", "did", "duration", "enters_with_counters",
           "keyword", "keyword_line", "object_ref", "protection_quality", "put_counter_cost", "put_counters", "quantity", "remove_counters_cost"]


# ------------------------------------------------------------------------------ slots


def quantity(amount: ir.Quantity, scope: Scope | None) -> object:
    """A number (107.1), X (107.3) where the cost or a "where X is" defines it (`scope.x`), or
    "that many" in a damage or life trigger (the event's amount, `scope.damage`); without a scope
    only a fixed number."""
    if amount.that_many or amount.that_much:
        if scope is None or not scope.damage:
            raise Unsupported(amount.text(), "no amount of an event is meant here")
        return dsl.EventAmount()
    if amount.x:
        if scope is None or scope.x is None:
            raise Unsupported("X", "no X is defined here (107.3)")
        return scope.x
    return amount.n


def counter_kind(kind: ir.CounterKind) -> str:
    """The engine's name of a counter kind, or Unsupported for one whose meaning it lacks (122.1)."""
    try:
        return phrases.counter_kind(kind.name)
    except NoMatch:
        raise Unsupported(kind.name, "the engine doesn't implement this kind of counter (122.1)") from None


def object_ref(ref: ir.ObjectRef, scope: Scope, *, group_ok: bool = False) -> object:
    """The reference node of an object reference (phrases.obj: its description is a `Description`)."""
    return phrases.obj(ref.text(), scope, group_ok=group_ok)


# ------------------------------------------------------------------------------ durations (611.2)

#: 611.2a: an effect with no duration lasts as long as the object it changes (or for the game).
PERMANENT = "permanent"
#: 611.2a-b, 511.2, 514.2, 610.3: the engine's name of each duration it ends
#: (engine/state.py's ContinuousEffect.duration): "this turn" and "until end of turn" both end in
#: the cleanup step (514.2), "this combat" and "until end of combat" with the combat phase
#: (511.2).  "for as long as ~ remains tapped" has none.
DURATION_NAMES = {"until end of turn": "end_of_turn", "this turn": "end_of_turn",
                  "until your next turn": "your_next_turn", "until your next upkeep": "your_next_upkeep",
                  "until end of combat": "end_of_combat", "this combat": "end_of_combat",
                  "until ~ leaves the battlefield": "source_leaves"}


def duration(clause: ir.Duration | None, takes: Collection[str]) -> str:
    """The engine's name of a duration (611.2), or PERMANENT for none, among those a definition
    node takes (`takes`); a duration the engine lacks, or the node can't have, is Unsupported."""
    if clause is None:
        name = PERMANENT
    elif (name := DURATION_NAMES.get(clause.phrase)) is None:
        raise Unsupported(clause.text(), "the engine has no such duration (611.2)")
    if name not in takes:
        raise Unsupported(clause.text() if clause is not None else "no duration", "not how long this effect can last")
    return name


# ------------------------------------------------------------------------------ "if you do" (608.2c)

#: 608.2c: who took the action or not, and whether the effect then happens if they did.
_DID = {"if you do": ("you", True), "if you don't": ("you", False), "if they do": ("they", True),
        "if they don't": ("they", False)}


def did(condition: ir.Condition, who: str) -> bool:
    """608.2c: whether an effect after "if you do" / "if you don't" happens when the action was
    taken (True) or when it was declined (False); Unsupported when the sentence names another
    player than the one offered the action (`who`: "you" or "they")."""
    found = _DID.get(condition.phrase)
    if found is None:
        raise Unsupported(condition.text(), "not whether an action was taken (608.2c)")
    if found[0] != who:
        raise Unsupported(condition.text(), f'the action was offered to "{who}"')
    return found[1]


# ------------------------------------------------------------------------------ counters (122)


def put_counters(scope: Scope, clause: ir.PutCounters) -> tuple:
    """122.1, 122.6: put counters of a kind whose meaning the engine knows, on one object or
    each of a group ("each creature you control"; "all" isn't this clause's wording)."""
    amount = quantity(clause.amount, scope)
    if clause.on.determiner == "all":
        raise Unsupported(clause.on.text(), 'counters are put on "each" of a group')
    what = object_ref(clause.on, scope, group_ok=True)
    return (dsl.PutCounters(counter_kind(clause.kind), amount, what),)


def enters_with_counters(clause: ir.EntersWithCounters, scope: Scope, line: str) -> dsl.Replacement | tuple:
    """614.1c, 122.6: "~ enters with N KIND counters on it"; "enters tapped with ..." is both
    replacements (614.1c: each modifies how it enters)."""
    if clause.kicked or clause.per_kick:
        raise Unsupported(clause.text(), "read by kicked_counters")
    amount = quantity(clause.amount, scope)
    counters = dsl.Replacement(dsl.EntersWithCounters(counter_kind(clause.kind), amount), text=line)
    return (dsl.Replacement(dsl.EntersTapped(), text=line), counters) if clause.tapped else counters


def kicked_counters(clause: ir.EntersWithCounters) -> dsl.Replacement:
    """702.33d-e: counters it enters with if kicked, or one for each time it was kicked."""
    if clause.tapped:
        raise Unsupported(clause.text(), "entering tapped when kicked")
    if clause.amount.n is None or (clause.per_kick and clause.amount.n != 1):
        raise Unsupported(clause.text(), "a fixed number of counters (one for each time it was kicked)")
    condition = dsl.Kicked() if clause.kicked else None
    return dsl.Replacement(dsl.EntersWithCounters(counter_kind(clause.kind), clause.amount.n, condition=condition,
                                                  per_kick=clause.per_kick))


def remove_counter_from_self(scope: Scope, clause: ir.RemoveCounters) -> tuple:
    """122.8: "remove a KIND counter from ~ / it" (it: ~ itself), an instruction."""
    source = clause.source
    if not clause.amount.article or source.written or source.determiner not in ("~", "it"):
        raise Unsupported(clause.text(), 'an instruction removes "a" counter from ~ only')
    if source.determiner == "it" and scope.it != dsl.Self():
        raise Unsupported(clause.text(), '"it" here is another object than ~')
    return (dsl.RemoveCounterFromSelf(counter_kind(clause.kind)),)


def remove_counters_cost(clause: ir.RemoveCounters) -> dict | None:
    """118.3, 122.8: removing a fixed number of counters from the permanent itself, as a cost
    (None: not from ~)."""
    if clause.source.determiner != "~" or clause.source.written:
        return None
    return {"remove_counters": (counter_kind(clause.kind), quantity(clause.amount, None))}


def put_counter_cost(clause: ir.PutCounters) -> dict | None:
    """118.3, 122.1: putting one counter on the permanent itself, as a cost (None: not "a
    counter on ~")."""
    if clause.on.determiner != "~" or clause.on.written or not clause.amount.article:
        return None
    return {"put_counter": counter_kind(clause.kind)}


# ------------------------------------------------------------------------------ until end of turn (611.2)


def modify_until(scope: Scope, clause: ir.ModifyUntil, subject: Callable, pt: Callable) -> tuple:
    """611.2, 613.4c, 613.1f: P/T and granted keywords until end of turn (this turn), until your
    next turn (611.2b) or until end of combat (511.3: they end as the combat phase ends), for one
    object or a group locked in as it resolves (611.2c).  `subject` reads the verb's subject and
    `pt` a P/T change (oracle/effects.py's readers, shared with the families not yet on the
    pipeline)."""
    lasting = duration(clause.duration, ("end_of_turn", "your_next_turn", "end_of_combat"))
    ref = subject(scope, clause.subject.text(), not clause.plural, group_ok=True)
    power, toughness = pt(clause.pt.text(), scope) if clause.pt is not None else (0, 0)
    if any(k not in vocab.SIMPLE_KEYWORDS for k in clause.keywords):
        raise Unsupported(", ".join(clause.keywords), "a keyword the engine doesn't grant (702)")
    return (dsl.ModifyPT(power, toughness, ref, keywords=clause.keywords, duration=lasting),)


# ------------------------------------------------------------------------------ keyword lines (702)

#: Mana symbols of a keyword's cost the engine pays (107.4): no snow mana, no {X} unless allowed.
_PAYABLE = re.compile(r"\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRGP]|2/[WUBRG])\}")
_BARE = vocab.SIMPLE_KEYWORDS | vocab.CHARACTERISTIC_KEYWORDS | vocab.ENTERING_KEYWORDS
#: 702: keywords read by oracle/keyword_mechanics.py's engine support.
MECHANIC_KEYWORDS = frozenset({"ingest", "undaunted", "living weapon", "ascend", "conspire", "cipher", "exploit",
                               "soulbond", "haunt"})
MECHANIC_COST_KEYWORDS = frozenset({"transmute", "surge", "bestow"})


def keyword_line(line: ir.KeywordLine) -> list[dsl.Keyword]:
    """The keyword abilities of a keyword line (702.1)."""
    return [keyword(ability) for ability in line.abilities]


def keyword(ability: ir.KeywordAbility) -> dsl.Keyword:
    """One keyword ability (702), as the engine implements it."""
    name, text = ability.keyword, ability.written[:1].upper() + ability.written[1:]
    if ability.cost is not None:
        return _with_cost(ability, text)
    if ability.amount is not None:
        if name == "crew":  # 702.122a: N is the crew cost, kept as the keyword's cost
            return dsl.Keyword("crew", cost=str(ability.amount), amount=ability.amount, text=text)
        return dsl.Keyword(name, amount=ability.amount, text=text)
    if ability.life is not None:  # 702.29a with a cost that isn't mana (118.1): "Cycling—Pay 2 life."
        return dsl.Keyword("cycling", cost=f"Pay {ability.life} life", text=text.rstrip("."))
    if ability.qualities or ability.described:
        return _with_qualities(ability, text)
    if name in _BARE or name in MECHANIC_KEYWORDS:
        return dsl.Keyword(name, text=text)
    if name in ("totem armor", "umbra armor"):  # 702.89a (renamed umbra armor in 2023): engine/totem_armor.py
        return dsl.Keyword("totem armor", text=text)
    raise Unsupported(ability.written, "the engine doesn't implement this keyword as written (702)")


def _with_cost(ability: ir.KeywordAbility, text: str) -> dsl.Keyword:
    name, cost = ability.keyword, ability.cost
    written = cost.text()
    if not all(_PAYABLE.fullmatch(s) for s in cost.symbols):
        raise Unsupported(written, "a cost the engine can't pay here")
    if name == "ward":  # 702.21a: the engine supports generic costs only
        if len(cost.symbols) != 1 or not cost.symbols[0][1:-1].isdigit():
            raise Unsupported(written, "ward's cost: generic mana only")
        return dsl.Keyword("ward", cost=written, text=text)
    if cost.has_x and (name in vocab.COST_KEYWORDS_WITHOUT_X or name not in vocab.COST_KEYWORDS):
        raise Unsupported(written, "an {X} the spell's X would be confused with (107.3)")
    if name == "splice":  # 702.47a: Arcane is the one subtype spliced onto
        if ability.qualities != (ir.Subtype("Arcane"),):
            raise Unsupported(ability.written, "splice onto Arcane only")
        return dsl.Keyword("splice", cost=written, qualities=("Arcane",), text=text)
    if name in ("suspend", "awaken"):  # 702.62a "Suspend N—[cost]", 702.113a
        return dsl.Keyword(name, amount=ability.amount, cost=written, text=text)
    if name in vocab.COST_KEYWORDS or name in MECHANIC_COST_KEYWORDS or name == "level up" or _typecycling(name):
        return dsl.Keyword(name, cost=written, text=text)
    raise Unsupported(ability.written, "the engine doesn't implement this keyword with a cost (702)")


def _typecycling(name: str) -> bool:
    """702.29e: "basic landcycling", "landcycling", "[subtype]cycling"."""
    return name.endswith("cycling") and name != "cycling"


def _with_qualities(ability: ir.KeywordAbility, text: str) -> dsl.Keyword:
    name, qualities = ability.keyword, ability.qualities
    if name == "protection":  # 702.16a
        return dsl.Keyword("protection", qualities=tuple(_protection_quality(q) for q in qualities), text=text)
    if name == "affinity":  # 702.41a: a card type or subtype, in the plural
        return dsl.Keyword("affinity", qualities=(_affinity_quality(qualities[0]),), text=text)
    if name == "champion":  # 702.72a: its quality is kept as its triggers' reference
        return dsl.Keyword("champion", cost=_champion_quality(ability), text=text)
    if name == "enchant" and not ability.described:
        if qualities[0].plural or qualities[0].name.lower() not in vocab.ENCHANT_QUALITIES:
            raise Unsupported(ability.written, "enchant: a permanent's card type")
        return dsl.Keyword("enchant", qualities=(qualities[0].name.lower(),), text=text)
    if name == "enchant":
        return _enchant_described(ability.described, text)
    raise Unsupported(ability.written, "the engine doesn't implement this keyword as written (702)")


def _enchant_described(described: str, text: str) -> dsl.Keyword:
    """702.5a, 303.4a: "Enchant creature you control", "Enchant artifact or creature", "Enchant
    nonland permanent", "Enchant Forest": a permanent the description matches; "Enchant player"
    (303.4, engine/enchant_player.py).  A card in a graveyard is something else (303.4d): refused."""
    if described.lower() == "player":
        return dsl.Keyword("enchant", qualities=("player",), text=text)
    found = phrases.desc(described, phrases.Scope(card=""))
    if found.plural or found.noun not in ("", "permanent") or found.filter.other:
        raise Unsupported(described, "enchant: a permanent")
    flt = found.filter
    noun = flt.types[0].lower() if len(flt.types) == 1 and not flt.any_types else "permanent"
    return dsl.Keyword("enchant", qualities=(noun,), text=text, filter=flt)


def _protection_quality(quality: object) -> str:
    """A protection quality (702.16a): a color, "multicolored", "everything", a card type or a
    subtype, in the plural."""
    if isinstance(quality, ir.Color) and quality.name != "colorless":
        return quality.name
    if quality == "everything":
        return "everything"
    if isinstance(quality, ir.CardType | ir.Subtype) and quality.plural:
        return quality.name
    raise Unsupported(quality if isinstance(quality, str) else quality.text(), "not a protection quality (702.16a)")


def protection_quality(quality: object) -> str:
    """One protection quality (702.16a) read alone."""
    return _protection_quality(quality)


def _affinity_quality(quality: object) -> str:
    """What "affinity for [text]" counts (702.41a): a card type or subtype, in the plural
    ("Plains" is its own plural)."""
    if isinstance(quality, ir.CardType) and quality.plural:
        return quality.name
    if isinstance(quality, ir.Subtype) and (quality.plural or quality.name.endswith("s")):
        return quality.name
    raise Unsupported(quality.text(), "affinity counts a card type or subtype, in the plural (702.41a)")


def _champion_quality(ability: ir.KeywordAbility) -> str:
    """702.72a: "champion a creature", or subtypes ("a Goblin or Shaman"): "creature" or "Goblin|Shaman"."""
    qualities = ability.qualities
    if qualities == (ir.CardType("Creature"),):
        return "creature"
    if not all(isinstance(q, ir.Subtype) and not q.plural for q in qualities) or len(qualities) > 2:
        raise Unsupported(ability.written, "champion a creature or one or two subtypes (702.72a)")
    return "|".join(q.name for q in qualities)
