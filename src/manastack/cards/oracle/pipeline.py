"""The families of Oracle text read by the pipeline: lexer (oracle/lexer.py), then the typed IR
(oracle/grammar.py, oracle/ir.py), then the lowering to definition nodes (oracle/lowering.py).
The compiler and the clause table of oracle/effects.py route these families here; the others
are still read by the regular-expression clauses (docs/cards.md, "The pipeline").

`tracing()` records each clause the pipeline lowers, with its IR: the golden IR snapshots
(tests/cards/golden_ir/) are made from it."""

from __future__ import annotations

import re
from collections.abc import Callable

from manastack.cards import dsl
from manastack.cards.oracle import grammar, ir, lexer, lowering, productions, verbs
from manastack.cards.oracle.ir import tracing
from manastack.cards.oracle.phrases import Scope

__all__ = ["COPY_SPELL", "COUNTER", "DESTROY", "DISCARD", "DRAW", "DURATION", "EXILE", "GAIN_CONTROL", "GAIN_LIFE", "LEADING_DURATION",
           "LOSE_LIFE", "MILL", "MODIFY_UNTIL", "PREVENT_NEXT_DAMAGE", "PUT_FROM_HAND", "RETURN_CHOSEN", "PUT_COUNTERS", "PUT_INTO_LIBRARY", "REGENERATE", "REMOVE_COUNTERS",
           "RETURN_TO_BATTLEFIELD", "RETURN_TO_HAND", "SCRY", "SEARCH_LIBRARY", "SURVEIL", "TAP", "copy_spell", "cost_counters", "counter", "create_tokens", "create_tokens_clause", "damage_to_equal_to",
           "damage_to_equal_to_clause", "deal_damage",
           "deal_damage_clause", "destroy", "discard", "draw", "duration", "enters_with_counters", "exile", "fight",
           "fight_clause", "gain_control", "gain_life", "if_you_do", "keyword_line", "kicked_counters", "life_equal_to", "life_equal_to_clause", "lose_life", "mill",
           "modify_until", "prevent_next_damage", "protection_quality", "put_from_hand", "return_chosen", "put_counters", "put_into_library", "regenerate",
           "remove_counter_from_self", "return_to_battlefield", "return_to_hand", "sacrifice_chosen", "sacrifice_chosen_clause", "scry", "search_library", "surveil", "tap", "tracing"]


def _lowered(family: str, text: str, clause: object, lowered: object) -> object:
    ir.traced(family, text, clause)
    if productions.active():
        productions.record(f"ir: {type(clause).__name__}")
    return lowered


# ------------------------------------------------------------------------------ keyword lines (702)


def keyword_line(norm: str) -> list[dsl.Keyword]:
    """A keyword line (702.1): keywords separated by commas; "Kicker {2}{U} and/or {1}{B}" is two
    kicker abilities (702.33a: each may be paid, 702.33d)."""
    if not lexer.starts_with_keyword(norm):  # most lines: not lexed further
        raise grammar.Refused(norm, f'"{norm.split(" ", 1)[0]}"', ("a keyword",))
    line = grammar.parse(grammar.keyword_line, norm)
    return _lowered("keyword line", norm, line, lowering.keyword_line(line))


def protection_quality(word: str) -> str:
    """One protection quality (702.16a): "red", "multicolored", "everything", "artifacts", "Demons"."""
    return lowering.protection_quality(grammar.parse(grammar.protection_quality, word))


# ------------------------------------------------------------------------------ counters (122)

#: The clause matcher of "put N KIND counters on REF" (122.6), for effects.clause.
PUT_COUNTERS = grammar.matcher(grammar.put_counters, ("put ",))
#: The clause matcher of "remove N KIND counters from REF" (122.8).
REMOVE_COUNTERS = grammar.matcher(grammar.remove_counters, ("remove ",))
_ENTERS_WITH_COUNTERS = grammar.matcher(grammar.enters_with_counters, ("~ enters with ", "~ enters tapped with "))


def put_counters(scope: Scope, clause: ir.PutCounters) -> tuple:
    """122.6: the instruction "put N KIND counters on REF"; "put a +1/+1 counter on ~. It can't be
    blocked ...": "it" is then ~."""
    lowered = _lowered("counters", clause.text(), clause, lowering.put_counters(scope, clause))
    if scope.it is None and any(isinstance(node, dsl.PutCounters) and node.on == dsl.Self() for node in lowered):
        scope.it = dsl.Self()
    return lowered


def remove_counter_from_self(scope: Scope, clause: ir.RemoveCounters) -> tuple:
    """122.8: the instruction "remove a KIND counter from ~ / it"."""
    return _lowered("counters", clause.text(), clause, lowering.remove_counter_from_self(scope, clause))


def enters_with_counters(text: str, scope: Scope, line: str) -> dsl.Replacement | tuple | None:
    """614.1c: "~ enters [tapped] with N KIND counters on it", or None for another line."""
    clause = _ENTERS_WITH_COUNTERS(text)
    if clause is None:
        return None
    return _lowered("counters", text, clause, lowering.enters_with_counters(clause, scope, line))


_KICKED_COUNTERS = grammar.matcher(grammar.kicked_counters, ("if ~ was kicked", "~ enters with "))


def kicked_counters(text: str) -> dsl.Replacement | None:
    """702.33d-e: "if ~ was kicked, it enters with N KIND counters on it", "~ enters with a KIND
    counter on it for each time it was kicked", or None for another line."""
    clause = _KICKED_COUNTERS(text)
    return None if clause is None else _lowered("counters", text, clause, lowering.kicked_counters(clause))


def cost_counters(part: str) -> dict | None:
    """A cost part that removes counters from ~ or puts a counter on it (118.3, 122.8), as
    dsl.Cost fields, or None for another part."""
    removed = REMOVE_COUNTERS(part)
    if removed is not None:
        fields = lowering.remove_counters_cost(removed)
        return None if fields is None else _lowered("counters", part, removed, fields)
    put = PUT_COUNTERS(part)
    fields = None if put is None else lowering.put_counter_cost(put)
    return None if fields is None else _lowered("counters", part, put, fields)


# ------------------------------------------------------------------------------ durations (611.2)

_DURATIONS = "|".join(re.escape(d) for d in sorted(ir.DURATIONS, key=len, reverse=True))
#: For the clauses still read by regular expressions: a duration of the vocabulary (ir.DURATIONS)
#: ending a clause (`DURATION`, " until end of turn") or starting it (`LEADING_DURATION`, "until
#: your next turn, "), as a named group; `duration` reads what the group found.
DURATION = rf"(?: (?P<duration>{_DURATIONS}))"
LEADING_DURATION = rf"(?:(?P<leading>{_DURATIONS}), )"


def duration(m: re.Match, *takes: str) -> str:
    """611.2: the engine's name of the duration a regular-expression clause found (its
    `DURATION` or `LEADING_DURATION` group, at most one of them; none: lowering.PERMANENT), read
    by the grammar (grammar.duration) and lowered among the durations its node takes (`takes`)."""
    found = m.groupdict()
    leading, trailing = found.get("leading"), found.get("duration")
    if leading and trailing:
        raise lowering.Unsupported(f"{leading}, ... {trailing}", "two durations for one effect")
    text = leading or trailing
    if text is None:
        return lowering.duration(None, takes)
    clause = grammar.parse(grammar.duration, text)
    return _lowered("duration", text, clause, lowering.duration(clause, takes))


# ------------------------------------------------------------------------------ "if you do" (608.2c)

_IF_YOU_DO = grammar.matcher(grammar.if_you_do, ("if ",))


def if_you_do(sentence: str, who: str = "you") -> tuple[bool, str] | None:
    """608.2c: a sentence "If you do, EFFECT" / "If you don't, EFFECT" ("they" when `who` is):
    whether EFFECT happens when the action was taken (True) or declined (False), and its text;
    None for another sentence."""
    found = _IF_YOU_DO(sentence)
    if found is None:
        return None
    condition, _, body = found
    return _lowered("if you do", condition.text(), condition, (lowering.did(condition, who), body))


# ------------------------------------------------------------------------------ until end of turn (611.2)

#: The clause matcher of "SUBJECT get(s) +N/+M [and gain(s) KEYWORDS] / gain(s) KEYWORDS DURATION".
MODIFY_UNTIL = grammar.matcher(grammar.modify_until, ends=tuple(ir.DURATIONS))


def modify_until(subject: Callable, pt: Callable) -> Callable[[Scope, ir.ModifyUntil], tuple]:
    """The clause handler of MODIFY_UNTIL, with effects.py's readers of a subject and a P/T change."""

    def handler(scope: Scope, clause: ir.ModifyUntil) -> tuple:
        return _lowered("until end of turn", clause.text(), clause, lowering.modify_until(scope, clause, subject, pt))

    handler.__name__ = "modify_until"  # its production's (productions.py)
    return handler


# ------------------------------------------------------------------------------ instruction verbs (701, 119-121)


def _instruction(family: str, lower: Callable[[Scope, object], tuple]) -> Callable[[Scope, object], tuple]:
    """The clause handler of an instruction verb: its lowering (oracle/verbs.py), recorded."""

    def handler(scope: Scope, clause: object) -> tuple:
        return _lowered(family, clause.text(), clause, lower(scope, clause))

    handler.__name__ = family if lower.__name__ == "<lambda>" else lower.__name__  # its production's (productions.py)
    return handler


_CARDS = ("card", "cards")
#: The clause matchers of "[WHO] draw(s) N card(s)" (121.1), "[WHO] gain(s)/lose(s) N life"
#: (119.3), "[WHO] discard(s) N card(s) [at random] / their hand" (701.9), "[WHO] mill(s) N
#: card(s)" (701.17), "scry N" (701.22), "surveil N" (701.25), "destroy REF" (701.8), "exile REF"
#: (701.13), "tap/untap REF" (701.26), for effects.clause; their handlers below.
DRAW = grammar.matcher(grammar.draw, ends=_CARDS)
GAIN_LIFE = grammar.matcher(grammar.gain_life, ends=(" life",))
LOSE_LIFE = grammar.matcher(grammar.lose_life, ends=(" life",))
DISCARD = grammar.matcher(grammar.discard, ends=(*_CARDS, " at random", " hand"))
MILL = grammar.matcher(grammar.mill, ends=(*_CARDS, " graveyard"))
SCRY = grammar.matcher(grammar.scry, ("scry ",))
SURVEIL = grammar.matcher(grammar.surveil, ("surveil ",))
DESTROY = grammar.matcher(grammar.destroy, ("destroy ",))
EXILE = grammar.matcher(grammar.exile, ("exile ",))
TAP = grammar.matcher(grammar.tap, ("tap ", "untap "))
#: "counter REF [unless its controller pays {N}]" (701.6), "return REF to its owner's hand" (400.3),
#: "gain control of REF [DURATION]" (613.1b), "regenerate REF" (701.19).
COUNTER = grammar.matcher(grammar.counter, ("counter ",))
RETURN_TO_HAND = grammar.matcher(grammar.return_to_hand, ("return ",), (" hand", " hands"))
GAIN_CONTROL = grammar.matcher(grammar.gain_control, ("gain control of ",))
REGENERATE = grammar.matcher(grammar.regenerate, ("regenerate ",))
#: "return REF to the battlefield [tapped]", "put REF on top / the bottom of its owner's library"
#: (401.4), "REF fights REF" (701.14).
RETURN_TO_BATTLEFIELD = grammar.matcher(grammar.return_to_battlefield, ("return ",), (" battlefield", " tapped"))
PUT_INTO_LIBRARY = grammar.matcher(grammar.put_into_library, ("put ",), (" library",))
COPY_SPELL = grammar.matcher(grammar.copy_spell, ("copy ",))
#: "search your library for a DESC, ... then shuffle" (701.23).
_LIFE_EQUAL_TO = grammar.matcher(grammar.life_equal_to)
#: "return N DESC you control to its/their owner's hand(s)", "put a DESC from your hand onto the
#: battlefield [tapped]".
RETURN_CHOSEN = grammar.matcher(grammar.return_chosen, ("return ",), (" hand", " hands"))
PUT_FROM_HAND = grammar.matcher(grammar.put_from_hand, ("put ",), (" battlefield", " tapped"))
_DAMAGE_TO_EQUAL_TO = grammar.matcher(grammar.damage_to_equal_to)


def damage_to_equal_to_clause(text: str) -> ir.DamageToEqualTo | None:
    """The clause matcher of "SOURCE deals damage to RECIPIENT equal to AMOUNT" (120.3): lexed only
    when the text says "deals damage to"."""
    return _DAMAGE_TO_EQUAL_TO(text) if " deals damage to " in text.lower() else None


def life_equal_to_clause(text: str) -> ir.LifeEqualTo | None:
    """The clause matcher of "[WHO] gain(s)/lose(s) life equal to AMOUNT" (119.3): lexed only when
    the text says so."""
    return _LIFE_EQUAL_TO(text) if " life equal to " in text.lower() else None


#: "prevent the next N damage that would be dealt to RECIPIENT this turn" (615.7).
PREVENT_NEXT_DAMAGE = grammar.matcher(grammar.prevent_next_damage, ("prevent the next ",))
#: "[WHO] sacrifice(s) N DESC" (701.21a).
_SACRIFICE_CHOSEN = grammar.matcher(grammar.sacrifice_chosen)


def sacrifice_chosen_clause(text: str) -> ir.SacrificeChosen | None:
    """The clause matcher of "[WHO] sacrifice(s) N DESC": lexed only when the text says "sacrifice"."""
    return _SACRIFICE_CHOSEN(text) if "sacrifice" in text.lower() else None


SEARCH_LIBRARY = grammar.matcher(grammar.search_library, ("search your library for ",), (" then shuffle",))
_CREATE_TOKENS = grammar.matcher(grammar.create_tokens)


def create_tokens_clause(text: str) -> ir.CreateTokens | None:
    """The clause matcher of "[WHO] create(s) TOKENS" (111.2): lexed only when the text says "create"."""
    return _CREATE_TOKENS(text) if "create" in text.lower() else None


def fight_clause(text: str) -> ir.Fight | None:
    """The clause matcher of "REF fights REF" (701.14): lexed only when the text says "fights"."""
    return _FIGHT(text) if " fights " in text.lower() else None


_FIGHT = grammar.matcher(grammar.fight)
_DEAL_DAMAGE = grammar.matcher(grammar.deal_damage)


def deal_damage_clause(text: str) -> ir.DealDamage | None:
    """The clause matcher of "SOURCE deals N damage / damage equal to AMOUNT to RECIPIENT" (120.3):
    lexed only when the text says "damage to" or "damage equal to"."""
    low = text.lower()
    return _DEAL_DAMAGE(text) if " damage to " in low or " damage equal to " in low else None


draw = _instruction("draw", verbs.draw)
gain_life = _instruction("life", verbs.gain_life)
lose_life = _instruction("life", verbs.lose_life)
discard = _instruction("discard", verbs.discard)
mill = _instruction("mill", verbs.mill)
scry = _instruction("scry", verbs.scry)
surveil = _instruction("surveil", verbs.surveil)
destroy = _instruction("destroy", verbs.destroy)
exile = _instruction("exile", verbs.exile)
tap = _instruction("tap", lambda scope, clause: (verbs.tap if isinstance(clause, ir.Tap) else verbs.untap)(scope, clause))
deal_damage = _instruction("damage", verbs.deal_damage)
counter = _instruction("counter", verbs.counter)
return_to_hand = _instruction("return to hand", verbs.return_to_hand)
gain_control = _instruction("control", verbs.gain_control)
regenerate = _instruction("regenerate", verbs.regenerate)
return_to_battlefield = _instruction("return to the battlefield", verbs.return_to_battlefield)
put_into_library = _instruction("library", verbs.put_into_library)
fight = _instruction("fight", verbs.fight)
copy_spell = _instruction("copy", verbs.copy_spell)
create_tokens = _instruction("tokens", verbs.create_tokens)
search_library = _instruction("search", verbs.search_library)
sacrifice_chosen = _instruction("sacrifice", verbs.sacrifice_chosen)
prevent_next_damage = _instruction("prevention", verbs.prevent_next_damage)
life_equal_to = _instruction("life equal to", verbs.life_equal_to)
damage_to_equal_to = _instruction("damage equal to", verbs.damage_to_equal_to)
return_chosen = _instruction("return chosen", verbs.return_chosen)
put_from_hand = _instruction("put from hand", verbs.put_from_hand)
