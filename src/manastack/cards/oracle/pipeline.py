"""The families of Oracle text read by the pipeline: lexer (oracle/lexer.py), then the typed IR
(oracle/grammar.py, oracle/ir.py), then the lowering to definition nodes (oracle/lowering.py).
The compiler and the clause table of oracle/effects.py route these families here; the others
are still read by the regular-expression clauses (docs/cards.md, "The pipeline").

`tracing()` records each clause the pipeline lowers, with its IR: the golden IR snapshots
(tests/cards/golden_ir/) are made from it."""

from __future__ import annotations

from collections.abc import Callable

from manastack.cards import dsl
from manastack.cards.oracle import grammar, ir, lexer, lowering
from manastack.cards.oracle.ir import tracing
from manastack.cards.oracle.phrases import Scope

__all__ = ["MODIFY_UNTIL", "PUT_COUNTERS", "REMOVE_COUNTERS", "cost_counters", "enters_with_counters", "keyword_line", "kicked_counters", "modify_until",
           "protection_quality", "put_counters", "remove_counter_from_self", "tracing"]


def _lowered(family: str, text: str, clause: object, lowered: object) -> object:
    ir.traced(family, text, clause)
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
_ENTERS_WITH_COUNTERS = grammar.matcher(grammar.enters_with_counters, ("~ enters with ",))


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


def enters_with_counters(text: str, scope: Scope, line: str) -> dsl.Replacement | None:
    """614.1c: "~ enters with N KIND counters on it", or None for another line."""
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


# ------------------------------------------------------------------------------ until end of turn (611.2)

#: The clause matcher of "SUBJECT get(s) +N/+M [and gain(s) KEYWORDS] / gain(s) KEYWORDS until end of turn".
MODIFY_UNTIL = grammar.matcher(grammar.modify_until, ends=("until end of turn",))


def modify_until(subject: Callable, pt: Callable) -> Callable[[Scope, ir.ModifyUntil], tuple]:
    """The clause handler of MODIFY_UNTIL, with effects.py's readers of a subject and a P/T change."""

    def handler(scope: Scope, clause: ir.ModifyUntil) -> tuple:
        return _lowered("until end of turn", clause.text(), clause, lowering.modify_until(scope, clause, subject, pt))

    return handler
