"""Lines that modify how their permanent enters the battlefield (614.1c-d, 614.12): "~ enters
tapped unless you control two or fewer other lands", "... unless you control a Swamp or a
Mountain", "if ~ was kicked, it enters with two +1/+1 counters on it", "~ enters with a +1/+1
counter on it for each time it was kicked", "~ enters with a +1/+1 counter on it if CONDITION",
"as ~ enters, choose a color / a creature type" (614.12c) and what reads that choice ("of the
chosen color", "add one mana of the chosen color", checked to be made by the same face).  The
engine applies them in its replacement pipeline as the permanent would enter, whichever zone it
enters from (engine/replacement.py)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases, pipeline, vocab
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["entering_line", "unmade_choices"]

_COUNTERS = r"(?P<n>\S+) (?P<kind>[+-]\d+/[+-]\d+|[a-z]+) (?P<word>counters?) on it"


def entering_line(text: str, scope: Scope) -> dsl.Replacement | None:
    """The replacement effect of a line (without its final period) about how ~ enters, or None if
    the line isn't one of these.  Raises NoMatch for one of these it can't read."""
    m = fullmatch(r"as ~ enters, choose (?:a (color|creature type)|an (opponent))", text)
    if m:  # 614.12c
        return dsl.Replacement(dsl.ChooseAsEnters((m[1] or m[2]).lower()))
    if fullmatch(r"~ enters tapped if it was played from your hand", text):  # 614.1c, 305.1
        return dsl.Replacement(dsl.EntersTapped(if_played_from_hand=True))
    m = fullmatch(r"~ enters tapped unless (?P<cond>.+)", text)
    if m:  # 614.1d
        return dsl.Replacement(dsl.EntersTapped(unless=_unless(m["cond"], scope)))
    kicked = pipeline.kicked_counters(text)
    if kicked is not None:  # 702.33d-e: on the pipeline
        return kicked
    m = fullmatch(rf"~ enters with {_COUNTERS} if (?P<cond>.+)", text)
    if m:  # 614.1c: the condition is checked as it would enter
        return dsl.Replacement(_counters(m, scope, condition=phrases.condition(m["cond"], scope)))
    return None


@clause(r"add one mana of the chosen color")
def _add_chosen_color(scope: Scope, m) -> tuple:
    """614.12c: mana of the colour its source chose as it entered (the face must make that choice)."""
    return (dsl.AddMana(chosen_color=True),)


def _counters(m, scope: Scope, *, condition: object) -> dsl.EntersWithCounters:
    amount = phrases.number(m["n"], scope)
    if not isinstance(amount, int) or (m["word"].lower() == "counters") != (amount != 1):
        raise NoMatch(m[0])
    return dsl.EntersWithCounters(phrases.counter_kind(m["kind"]), amount, condition=condition)


def _unless(text: str, scope: Scope) -> object:
    """What lets it enter untapped: "you control two or fewer other lands", "you control two or
    more basic lands", "you control a Swamp or a Mountain" (each a land of either subtype)."""
    m = fullmatch(r"you control (?P<n>\w+) or fewer (?P<desc>.+)", text)
    if m:
        described = phrases.desc(m["desc"], scope)
        if not described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
            raise NoMatch(text)
        return dsl.AtLeast(dsl.CountOf(replace(described.filter, controller="you")), phrases.count(m["n"]), at_most=True)
    m = fullmatch(r"you control an? (?P<a>\w+) or an? (?P<b>\w+)", text)
    if m:
        subtypes = tuple(vocab.subtype(word) for word in (m["a"], m["b"]))
        if not all(found in vocab.BASIC_LAND_MANA for found in subtypes):
            raise NoMatch(text)
        return dsl.YouControl(dsl.Filter(subtypes=subtypes, controller="you"))
    return phrases.condition(text, scope)


_CHOICE_OF_FIELD = {"chosen_color": "color", "chosen_type": "creature type"}


def unmade_choices(abilities: tuple) -> list[str]:
    """The texts of the abilities that refer to "the chosen color" or "the chosen type" of a
    face that doesn't make that choice as it enters (614.12c): refused, never played as a choice
    nothing fits."""
    made = {a.effect.what for a in abilities if isinstance(a, dsl.Replacement) and isinstance(a.effect, dsl.ChooseAsEnters)}
    return [a.text for a in abilities if not _choices_read(a) <= made]


def _choices_read(node: object) -> set[str]:
    """The choices a node reads: a filter's "of the chosen color", "one mana of the chosen color"."""
    found: set[str] = set()
    if isinstance(node, dsl.Trigger) and node.whose == "chosen":  # "the chosen player's upkeep"
        found.add("opponent")
    if isinstance(node, dsl.Keyword) and dsl.CHOSEN_COLOR in node.qualities:  # "protection from the chosen color"
        found.add("color")
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        found |= {what for name, what in _CHOICE_OF_FIELD.items() if getattr(node, name, False)}
        for f in dataclasses.fields(node):
            found |= _choices_read(getattr(node, f.name))
    elif isinstance(node, (tuple, list)):
        for item in node:
            found |= _choices_read(item)
    return found
