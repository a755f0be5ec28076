"""An object's abilities (113.1), indexed once per distinct list of abilities: its keywords
(702), triggered abilities by the event they listen to (603.2), activated and mana abilities
(602, 605.1a), and the effects of its static (604) and replacement (614) abilities by kind.

An ability is identified by a stable reference (a printed ability's card, legacy, face and
index, or a granted keyword), and the abilities follow from their references, so objects with
the same references share one table and the table is built once per distinct list."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.cards import dsl
from manastack.cards.registry import ability_from_ref, card_cache
from manastack.engine.keywords import keyword_activated
from manastack.engine.triggers import EVENT_OF_TRIGGER, keyword_triggered


@dataclass(frozen=True, slots=True)
class AbilityTable:
    """The abilities of an object, indexed by what the rules look for."""

    refs: tuple
    abilities: tuple
    keywords: dict  # keyword name -> its first instance (702)
    triggered: tuple  # (reference, Triggered), keyword-made ones included (prowess, ward)
    triggers_by_event: dict  # event type -> ((reference, Triggered), ...)
    activated: tuple  # (index, Activated, reference), keyword-made ones included (equip, cycling)
    mana: tuple  # (index, Activated) for each mana ability (605.1a)
    statics: dict  # effect class (and each base class) -> effects of static abilities
    replacements: dict  # effect class (and each base class) -> effects of replacement abilities


def table_for(refs: tuple) -> AbilityTable:
    """The table for an object whose abilities have these references."""
    return _table(tuple(refs))


@card_cache(maxsize=16384)
def _table(refs: tuple) -> AbilityTable:
    abilities = tuple(ability_from_ref(ref) for ref in refs)
    keywords: dict = {}
    triggered: list = []
    activated: list = []
    mana: list = []
    statics: dict = {}
    replacements: dict = {}
    for index, (ability, ref) in enumerate(zip(abilities, refs, strict=True)):
        if isinstance(ability, dsl.Keyword):
            keywords.setdefault(ability.name, ability)
            made_trigger = keyword_triggered(ability)
            if made_trigger is not None:
                triggered.append((("kwtrig", ability.name, ability.cost), made_trigger))
            made_activated = keyword_activated(ability)
            if made_activated is not None:
                activated.append((index, made_activated, ("kwact", ability.name, ability.cost)))
        elif isinstance(ability, dsl.Triggered):
            triggered.append((tuple(ref), ability))
        elif isinstance(ability, dsl.Activated):
            activated.append((index, ability, tuple(ref)))
            if ability.mana:
                mana.append((index, ability))
        elif isinstance(ability, dsl.Static):
            _index_by_kind(statics, ability.effect)
        elif isinstance(ability, dsl.Replacement):
            _index_by_kind(replacements, ability.effect)
    by_event: dict = {}
    for ref, ability in triggered:
        event_type = EVENT_OF_TRIGGER.get(ability.trigger.event)
        if event_type is not None:
            by_event.setdefault(event_type, []).append((ref, ability))
    return AbilityTable(
        refs=refs, abilities=abilities, keywords=keywords, triggered=tuple(triggered),
        triggers_by_event={k: tuple(v) for k, v in by_event.items()}, activated=tuple(activated), mana=tuple(mana),
        statics={k: tuple(v) for k, v in statics.items()}, replacements={k: tuple(v) for k, v in replacements.items()},
    )


def _index_by_kind(index: dict, effect) -> None:
    for kind in type(effect).__mro__:
        index.setdefault(kind, []).append(effect)
