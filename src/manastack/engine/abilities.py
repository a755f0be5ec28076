"""An object's abilities (113.1), indexed once per distinct list of abilities: its keywords
(702), triggered abilities by the event they listen to (603.2), activated and mana abilities
(602, 605.1a), and the effects of its static (604) and replacement (614) abilities by kind; and
the abilities keywords stand for (equip 702.6a, cycling 702.29a, prowess 702.108a, madness
702.35a, ward 702.21a, echo 702.30a, cumulative upkeep 702.24a, evoke 702.74a, dash 702.109a).

An ability is identified by a stable reference (a printed ability's card, legacy, face and
index, or a granted keyword), and the abilities follow from their references, so objects with
the same references share one table and the table is built once per distinct list."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.caching import memo
from manastack.cards import dsl
from manastack.cards.registry import ability_from_ref, card_cache


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


def keyword_triggered(keyword: dsl.Keyword) -> dsl.Triggered | None:
    """The triggered ability a keyword stands for."""
    if keyword.name == "prowess":
        return dsl.Triggered(dsl.Trigger("cast", who="you", spell=dsl.Filter(not_types=("Creature",))),
                             (dsl.ModifyPT(1, 1, dsl.Self()),), text="Prowess")
    if keyword.name == "madness":
        return dsl.Triggered(dsl.Trigger("discard_madness"), (dsl.CastWithMadness(),), text="Madness")
    if keyword.name == "ward":
        return dsl.Triggered(dsl.Trigger("becomes_target", self_only=True),
                             (dsl.CounterUnlessPays(mana=int(keyword.cost.strip("{}") or 0), what=dsl.Triggering()),),
                             text=f"Ward {keyword.cost}")
    if keyword.name == "rebound":  # 702.88a: triggered by its owner's next upkeep (engine/rebound.py)
        return dsl.Triggered(dsl.Trigger("rebound_upkeep"), (dsl.CastSelfWithoutPaying(),), text="Rebound")
    if keyword.name == "cascade":  # 702.85a: put on the stack by the cast itself (casting.cast_triggers)
        return dsl.Triggered(dsl.Trigger("cast_this_spell"), (dsl.Cascade(),), text="Cascade")
    if keyword.name == "evoke":  # 702.74a: "When this permanent enters, if its evoke cost was paid, ..."
        return dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.Sacrifice(dsl.Self()),),
                             condition=dsl.AlternativeCostPaid("evoke"), text=f"Evoke {keyword.cost}")
    if keyword.name == "dash":  # 702.109a: returned to its owner's hand at the beginning of the next end step
        return dsl.Triggered(dsl.Trigger("step", step="end", whose="any"), (dsl.ReturnToHand(dsl.Self()),),
                             condition=dsl.AlternativeCostPaid("dash"), text=f"Dash {keyword.cost}")
    if keyword.name == "echo":  # 702.30a
        return dsl.Triggered(dsl.Trigger("step", step="upkeep", whose="you"), (dsl.SacrificeUnlessPays(keyword.cost),),
                             condition=dsl.CameUnderControlSinceLastUpkeep(), text=f"Echo {keyword.cost}")
    if keyword.name == "cumulative upkeep":  # 702.24a
        age = dsl.CountersOn(dsl.Self(), "age")
        return dsl.Triggered(dsl.Trigger("step", step="upkeep", whose="you"),
                             (dsl.PutCounters("age", 1, dsl.Self()), dsl.SacrificeUnlessPays(keyword.cost, times=age)),
                             text=f"Cumulative upkeep {keyword.cost}")
    return None


# The event type each kind of trigger condition listens to (see _matches).
EVENT_OF_TRIGGER = {
    "enters": "zone_change", "dies": "zone_change", "put_into_graveyard": "zone_change", "leaves": "zone_change",
    "card_advantage": "card_advantage", "attacks": "attack", "combat_damage_to_player": "damage",
    "step": "step_begin", "cast": "cast", "cycle": "cycle", "becomes_target": "target", "payment": "payment",
    "tapped_for_mana": "tapped_for_mana", "state": "state",
}


def is_equip(ability) -> bool:
    """Whether an activated ability is the one an equip keyword stands for (702.6a)."""
    return (isinstance(ability, dsl.Activated) and ability.sorcery_speed
            and ability == keyword_activated(dsl.Keyword("equip", cost=ability.cost.mana)))


@memo(maxsize=1024)
def keyword_activated(keyword: dsl.Keyword) -> dsl.Activated | None:
    """The activated ability a keyword stands for, or None."""
    if keyword.name == "equip":
        return dsl.Activated(
            cost=dsl.Cost(mana=keyword.cost), effects=(dsl.Attach(),),
            targets=(dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="you")),),
            sorcery_speed=True, text=f"Equip {keyword.cost}")
    if keyword.name == "cycling":
        return dsl.Activated(cost=dsl.Cost(mana=keyword.cost, discard_self=True), effects=(dsl.Draw(1),),
                             zone="hand", text=f"Cycling {keyword.cost}")
    return None
