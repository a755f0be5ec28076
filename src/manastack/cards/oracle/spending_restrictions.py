"""Mana with a spending restriction (106.6) and mana in any combination of colors (106.4):
"Add two mana in any combination of colors. Spend this mana only to cast Dragon spells.",
"{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.", "... only to cast artifact
spells or activate abilities of artifacts", "... only to activate abilities of artifacts",
"Add {C} for each artifact you control. This mana can't be spent to cast nonartifact spells.
Until end of turn, you don't lose this mana as steps and phases end."

A restriction names spells and sources by their characteristics only (types, subtypes,
supertypes, colors); anything else ("kicked spells", "of the chosen type", "costs that contain
{X}", "and that spell can't be countered") is refused.  A bare subtype ("Dragon spells",
"abilities of Myr") means an object with that subtype, whatever its card types (a kindred
spell too: Sarkhan, Fireblood's ruling)."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import clause, parse_sentence
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import LEADING_DURATION, duration

#: The Filter fields a restriction may use: characteristics of the spell or source alone.
_CHARACTERISTICS = frozenset({"types", "any_types", "not_types", "subtypes", "supertypes", "colors", "not_colors",
                              "multicolored", "monocolored", "colorless"})
_COMBINATION = {"two": 2, "three": 3, "four": 4, "five": 5}
#: Subtypes whose plural is the same word ("abilities of Myr").
_SAME_IN_PLURAL = frozenset({"Djinn", "Eldrazi", "Fish", "Kithkin", "Kor", "Merfolk", "Moonfolk", "Myr", "Sheep",
                             "Vedalken"})


@clause(r"add (?P<n>two|three|four|five) mana in any combination of colors")
def _add_combination(scope: Scope, m: re.Match) -> tuple:
    """106.4: N mana, each of a color chosen as it resolves."""
    return (dsl.AddMana(combination=_COMBINATION[m["n"].lower()]),)


def _described(text: str, scope: Scope, noun: str, plural: bool) -> dsl.Filter:
    """The spells ("Dragon spells", "an instant or sorcery spell") or sources ("artifacts", "an
    Elemental", "Myr": a subtype whose plural is itself) a restriction names, by their
    characteristics."""
    described = phrases.desc(text, scope)
    invariant = plural and not noun and text.split()[-1] in _SAME_IN_PLURAL  # "abilities of colorless Eldrazi"
    if described.noun != noun or (described.plural != plural and not invariant):
        raise NoMatch(text)
    flt = described.filter
    used = {f.name for f in dataclasses.fields(flt) if getattr(flt, f.name) != f.default}
    if not used or not used <= _CHARACTERISTICS:
        raise NoMatch(text)
    if flt.types == ("Creature",) and flt.subtypes and not re.search(r"\bcreatures?\b", text, re.I):
        flt = replace(flt, types=())  # "Dragon spells": the subtype alone (205.3)
    return flt


def _spells(text: str, scope: Scope) -> dsl.Filter:
    """ "Dragon spells", "a creature spell", "an instant or sorcery spell"."""
    single = fullmatch(r"an? (?P<desc>.+ spell)", text)
    if single:
        return _described(single["desc"], scope, "spell", False)
    if not text.lower().endswith(" spells"):
        raise NoMatch(text)
    return _described(text, scope, "spell", True)


def _sources(text: str, scope: Scope) -> dsl.Filter:
    """ "abilities of artifacts", "an ability of an Elemental"."""
    single = fullmatch(r"an ability of an? (?P<desc>.+)", text)
    if single:
        return _described(single["desc"], scope, "", False)
    plural = fullmatch(r"abilities of (?P<desc>.+)", text)
    if not plural:
        raise NoMatch(text)
    return _described(plural["desc"], scope, "", True)


def restriction(sentence: str, scope: Scope) -> dsl.SpendRestriction | None:
    """The restriction a sentence states (106.6), or None if it states none."""
    cant = fullmatch(r"this mana can't be spent to cast (?P<spells>.+)", sentence)
    if cant:
        return dsl.SpendRestriction(except_spells=_spells(cant["spells"], scope))
    only = fullmatch(r"spend this mana only to (?P<what>.+)", sentence)
    if not only:
        return None
    what = only["what"]
    both = fullmatch(r"cast (?P<spells>.+?) or activate (?P<sources>abilities of .+|an ability of .+)", what)
    if both:
        return dsl.SpendRestriction(spells=_spells(both["spells"], scope), abilities=_sources(both["sources"], scope))
    spells = fullmatch(r"cast (?P<spells>.+)", what)
    if spells:
        return dsl.SpendRestriction(spells=_spells(spells["spells"], scope))
    sources = fullmatch(r"activate (?P<sources>.+)", what)
    if sources:
        return dsl.SpendRestriction(abilities=_sources(sources["sources"], scope))
    raise NoMatch(sentence)


def _restricted_mana(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Add MANA. Spend this mana only to .... [Until end of turn, you don't lose this mana as
    steps and phases end.]": the mana with its restriction (and kept until end of turn, 500.5)."""
    if len(text_sentences) < 2:
        return None
    rule = restriction(text_sentences[1], scope)
    if rule is None:
        return None
    found = parse_sentence(text_sentences[0], scope)
    if len(found) != 1 or not isinstance(found[0], dsl.AddMana) or found[0].produced_by_trigger:
        raise NoMatch(text_sentences[0])
    keeping = fullmatch(LEADING_DURATION + r"you don't lose this mana as steps and phases end",
                        text_sentences[2]) if len(text_sentences) > 2 else None
    kept = keeping is not None and duration(keeping, "end_of_turn") == "end_of_turn"
    return replace(found[0], spend=rule, kept_this_turn=kept), 3 if kept else 2


effects.SENTENCE_GROUPS.insert(0, _restricted_mana)
