"""A target described by either of two keywords (702): "up to one target creature with trample or
haste" (Minsc & Boo): the object has at least one of them (dsl.Filter.any_keywords).  The rest of
the clause is read as usual; the target it adds gets the condition."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause, parse_clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"(?P<head>.+ target (?:creature|permanent)) with (?P<a>[a-z]+(?: [a-z]+)?) or (?P<b>[a-z]+(?: [a-z]+)?)"
        r"(?P<tail>(?: you control| an opponent controls)?)")
def _target_with_either_keyword(scope: Scope, m: re.Match) -> tuple:
    """"target creature with trample or haste": the one target the clause adds has either keyword."""
    keywords = (*phrases.keyword_list(m["a"]), *phrases.keyword_list(m["b"]))
    if len(keywords) != 2 or keywords[0] == keywords[1]:
        raise NoMatch(m[0])
    before = len(scope.targets)
    found = parse_clause(m["head"] + m["tail"], scope)
    if len(scope.targets) != before + 1 or scope.targets[before].filter.keywords:
        raise NoMatch(m[0])
    spec = scope.targets[before]
    scope.targets[before] = replace(spec, filter=replace(spec.filter, any_keywords=keywords))
    return tuple(found)
