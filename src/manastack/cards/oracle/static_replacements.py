"""Replacement effects of static abilities about other objects (614.1a, 614.1d): "If a card or
token would be put into a graveyard from anywhere, exile it instead." (Rest in Peace), "If a
card would be put into an opponent's graveyard from anywhere, exile it instead." (Leyline of the
Void), "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
owner's library instead.", and "Creatures your opponents control enter the battlefield
tapped." / "Nonbasic lands your opponents control enter tapped." (614.1d).  The engine applies
them in its replacement pipeline (engine/replacement.py)."""

from __future__ import annotations

import dataclasses
from dataclasses import fields

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import parse_effects
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.text import sentences

__all__ = ["from_anywhere_trigger", "static_replacement_line"]

#: The fields of a description the engine can check on a permanent about to enter (its card's
#: printed types, the player it would enter under).
_ENTERING_FIELDS = frozenset({"types", "any_types", "not_types", "supertypes", "not_supertypes", "controller"})


def static_replacement_line(text: str, scope: Scope) -> dsl.Replacement | None:
    """The replacement effect of a line (without its final period), or None if the line isn't
    one of these.  Raises NoMatch for one of these it can't read."""
    m = fullmatch(r"if a (card or token|card) would be put into (a|an opponent's) graveyard from anywhere, exile it instead",
                  text)
    if m:  # 614.1a
        return dsl.Replacement(dsl.ExileInsteadOfGraveyard("any" if m[2].lower() == "a" else "opponents",
                                                           tokens=m[1].lower() == "card or token"))
    if fullmatch(r"if ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library "
                 r"instead", text):  # 614.1a, 701.20a
        return dsl.Replacement(dsl.ShuffleIntoLibraryInstead())
    if fullmatch(r"if a nontoken creature would enter(?: the battlefield)? and it wasn't cast, exile it instead", text):
        return dsl.Replacement(dsl.UncastCreaturesExiled())  # 614.1a
    m = fullmatch(r"if (?P<who>you|an opponent|a player) would draw a card(?P<except> except the first one (?P<they>you|they) "
                  r"draw in each of (?:your|their) draw steps)?, (?:instead (?P<a>.+)|(?P<b>.+) instead)", text)
    if m:  # 614.11
        return dsl.Replacement(_replaced_draw(m, scope, text))
    m = fullmatch(r"(?P<desc>.+) enter(?: the battlefield)? tapped", text)
    if m and not m["desc"].startswith("~"):  # 614.1d
        return dsl.Replacement(dsl.OthersEnterTapped(_entering(m["desc"], scope)))
    return None


def _entering(text: str, scope: Scope) -> dsl.Filter:
    """"Creatures your opponents control", "nonbasic lands", "artifacts, creatures, and lands
    your opponents control" (each of them: "and" lists kinds, any of which enters tapped)."""
    text = text.replace(", and ", ", or ")
    described = phrases.desc(text, scope)
    if not described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(text)
    default = dsl.Filter()
    used = {f.name for f in fields(described.filter) if getattr(described.filter, f.name) != getattr(default, f.name)}
    if not used <= _ENTERING_FIELDS or not used & {"types", "any_types"}:
        raise NoMatch(text)
    return described.filter


def from_anywhere_trigger(norm: str, read_line) -> tuple | None:
    """"When ~ is put into a graveyard from anywhere, shuffle it into its owner's library." (the
    Eldrazi titans): two triggered abilities, the leaves-the-battlefield one (603.10a, read by
    `read_line` as "... from the battlefield, ...") and the same ability of the card put into
    the graveyard from any other zone, which triggers there (113.6k); or None."""
    m = fullmatch(r"when ~ is put into a graveyard from anywhere, (shuffle it into its owner's library\.?)", norm)
    if m is None:
        return None
    from_battlefield = read_line(f"When ~ is put into a graveyard from the battlefield, {m[1]}")
    elsewhere = dataclasses.replace(from_battlefield, trigger=dsl.Trigger("put_into_graveyard_elsewhere", self_only=True),
                                    zone="graveyard")
    return from_battlefield, elsewhere


_DRAWERS = {"you": "you", "an opponent": "opponent", "a player": "any"}


def _replaced_draw(m, scope: Scope, text: str) -> dsl.ReplaceDraw:
    """614.11: "if an opponent would draw a card except the first one they draw in each of their
    draw steps, instead you create a Treasure token".  What happens instead mustn't draw (614.5:
    the effect would have to skip the draws it makes, which the engine doesn't track)."""
    who = m["who"].lower()
    if m["except"] and (m["they"].lower() == "you") != (who == "you"):
        raise NoMatch(text)
    effects = tuple(parse_effects(sentences(m["a"] or m["b"]), scope))
    if scope.targets or any(isinstance(e, (dsl.Draw, dsl.DrawUnlessPays)) for e in effects):
        raise NoMatch(text)
    return dsl.ReplaceDraw(effects, _DRAWERS[who], except_first=bool(m["except"]))
