"""Leveler cards (711): a striated text box after "Level up [cost]" (702.87a).  Each level
symbol "LEVEL N1-N2" or "LEVEL N3+" starts a striation whose power/toughness box and abilities
are part of its static ability (711.2): "As long as this creature has at least N1 level counters
on it, but no more than N2 level counters on it, it has base power and toughness [P/T] and has
[abilities]" (711.2a-b).

A striation compiles to the permanent's own static abilities under the condition
`dsl.LevelCounters`: its base power and toughness (`dsl.SetBasePT`, layer 7b), its keywords and
its activated and triggered abilities and its static abilities that the engine reads from the
permanent's abilities ("~ can't be blocked": an `Anthem` of the permanent itself granting them,
layer 6), and a static ability such as "Other creatures you control get +1/+1" with that
condition.  Other abilities in a striation (replacement effects, static abilities that already
have a condition or that apply in the layers) are refused."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import vocab
from manastack.cards.oracle.phrases import NoMatch
from manastack.cards.oracle.pipeline import keyword_line

LEVEL_SYMBOL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
#: Static abilities applied while the layers are worked out (613): one granted in layer 6 would
#: come too late for them, so a striation gives them only as its own conditional statics.
_LAYERED = (dsl.Anthem, dsl.CharacteristicDefiningPT, dsl.SetBasePT, dsl.ControlAttached)


def split_striations(lines: list[str]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The lines before the first level symbol, and each striation: (its level symbol line,
    the lines printed in it)."""
    before: list[str] = []
    striations: list[tuple[str, list[str]]] = []
    for line in lines:
        if LEVEL_SYMBOL.fullmatch(line):
            striations.append((line, []))
        elif striations:
            striations[-1][1].append(line)
        else:
            before.append(line)
    return before, striations


def striation(symbol: str, body: list[str], is_creature: bool, compile_line: Callable[[str], object],
              normalise: Callable[[str], str]) -> tuple[list, list[str]]:
    """(abilities, lines not understood) of one striation (711.2).  `compile_line` compiles a
    line of the permanent (an activated, triggered or static ability), `normalise` readies a
    line for the keyword reader."""
    m = LEVEL_SYMBOL.fullmatch(symbol)
    least, most = int(m[1]), int(m[2]) if m[2] else None
    if most is not None and most < least:
        return [], [symbol]
    condition = dsl.LevelCounters(least, most)
    lines = list(body)
    abilities: list = []
    failures: list[str] = []
    pt = re.fullmatch(r"(\d+)/(\d+)", lines[0]) if lines else None
    if pt:
        lines = lines[1:]
        if not is_creature:
            failures.append(pt[0])
        else:
            abilities.append(dsl.Static(dsl.SetBasePT(int(pt[1]), int(pt[2]), condition), text=f"{symbol} {pt[0]}"))
    elif is_creature:
        failures.append(symbol)  # 711.1: each striation of a leveler creature has a P/T box
    keywords: list[str] = []
    granted: list = []
    for line in lines:
        norm = normalise(line)
        try:
            found = keyword_line(norm[:-1] if norm.endswith(".") else norm)
        except NoMatch:
            found = None
        if found is not None:
            if not all(k.name in vocab.SIMPLE_KEYWORDS and k == dsl.Keyword(k.name, text=k.text) for k in found):
                failures.append(line)
            keywords.extend(k.name for k in found)
            continue
        try:
            ability = compile_line(line)
        except NoMatch:
            failures.append(line)
            continue
        if isinstance(ability, dsl.Activated | dsl.Triggered):
            granted.append(ability)
        elif (isinstance(ability, dsl.Static) and isinstance(ability.effect, dsl.Anthem)
              and ability.effect.condition is None):
            abilities.append(replace(ability, effect=replace(ability.effect, condition=condition)))
        elif isinstance(ability, dsl.Static) and not isinstance(ability.effect, _LAYERED):
            granted.append(ability)  # a rule the engine reads from the permanent's abilities ("can't be blocked")
        else:
            failures.append(line)
    if keywords or granted:
        text = "\n".join(line for line in lines)
        abilities.append(dsl.Static(dsl.Anthem("self", keywords=tuple(keywords), condition=condition,
                                               granted=tuple(granted)), text=f"{symbol}\n{text}"))
    return abilities, failures
