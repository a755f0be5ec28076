"""Triggered abilities (603): matching events to trigger conditions, intervening "if"
clauses (603.4), leaves-the-battlefield look-back (603.10), delayed (603.7) and state
triggers (603.8), and the trigger conditions of keyword abilities (prowess 702.108, ward 702.21,
exalted 702.83b, "becomes blocked" 509.3c, dethrone 702.105a, persist 702.79a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import ability_from_ref, card_cache, card_def
from manastack.engine import damage_events, keywords, queries
from manastack.engine.abilities import (
    MORE_EVENTS_OF_TRIGGER,
    event_types,
    keyword_from_trigger_ref,
    keyword_triggered,
    table_for,
)
from manastack.engine.aspects import Aspect
from manastack.engine.characteristics import Characteristics, face_of
from manastack.engine.context import Ctx
from manastack.engine.enchant import enchanted_player
from manastack.engine.kernel import RULES
from manastack.engine.state import BATTLEFIELD, GRAVEYARD, STACK, PendingTrigger
from manastack.engine.zones import leaving_together

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

TRIGGERING_EVENTS = frozenset({
    "zone_change", "attack", "damage", "step_begin", "cast", "tapped_for_mana", "cycle", "target", "payment",
    "card_advantage", "discard", "block", "turned_face_up", "counters_removed", "exert", "tap", "gain_life",
    "blockers_declared", "transform", "draw", "search", "scry",
})


def battlefield_triggers(game: Kernel) -> dict[str, dict[int, tuple[tuple[tuple, dsl.Triggered], ...]]]:
    """The triggered abilities of the permanents on the battlefield (603.2), by the event type
    they listen to, then by permanent in battlefield order; cached with the permanents' abilities (`Kernel.derived`)."""
    return game.derived("battlefield_triggers", _index_triggers, game, game.state.battlefield)


def command_chars(game: Kernel, oid: int):
    """114.4: an emblem's abilities function in the command zone; its characteristics are its
    own (no effect changes an emblem)."""
    return queries.emblem_characteristics(game, oid)


def _index_triggers(game: Kernel, battlefield: list[int]) -> dict[str, dict[int, tuple]]:
    index: dict[str, dict[int, tuple]] = {}
    permanents = game.permanents_chars()
    for oid in battlefield:
        for etype, found in permanents[oid].table.triggers_by_event.items():
            on_battlefield = tuple(pair for pair in found if pair[1].zone == BATTLEFIELD)  # 113.6
            if on_battlefield:
                index.setdefault(etype, {})[oid] = on_battlefield
    for oid in game.state.command:  # 114.4: an emblem's abilities function in the command zone
        for etype, found in command_chars(game, oid).table.triggers_by_event.items():
            index.setdefault(etype, {})[oid] = tuple(found)
    return index


def _graveyard_sources(game: Kernel, etype: str, event: dict) -> list[tuple[int, object, None]]:
    """113.6k, 113.6m: the cards in graveyards with triggered abilities that function there and listen to
    this event.  603.10a: a leaves-the-battlefield event is seen as things were before it, so a card
    put into the graveyard by the same event (or the same simultaneous event) doesn't see it."""
    arrived: set = set()
    if etype == "zone_change" and event.get("from") == BATTLEFIELD:
        arrived = {event.get("new"), *game.state.extra.get("arrived_together", ())}
    found = []
    for player in game.state.players:
        for oid in game.zone_scan(_with_graveyard_triggers, tuple(player.graveyard)):
            if oid not in arrived and any(a.zone == GRAVEYARD for _r, a in game.chars(oid).table.triggers_by_event.get(etype, ())):
                found.append((oid, game.chars(oid), None))
    return found


def _with_graveyard_triggers(game: Kernel, ids: tuple[int, ...]) -> list[int]:
    """The cards among `ids` whose printed abilities include a triggered ability that functions
    in the graveyard."""
    objects = game.state.objects
    return [oid for oid in ids if _printed_graveyard_trigger(objects[oid].card, objects[oid].legacy)]


@card_cache(maxsize=4096)
def _printed_graveyard_trigger(card: str, legacy: tuple) -> bool:
    for face in card_def(card, legacy).faces:
        for ability in face.abilities:
            if isinstance(ability, dsl.Triggered) and ability.zone == GRAVEYARD:
                return True
            if isinstance(ability, dsl.Keyword):
                made = keyword_triggered(ability)
                if made is not None and made.zone == GRAVEYARD:
                    return True
    return False


def check_event(game: Kernel, event: dict) -> None:
    """603.2: when an event happens, every triggered ability whose condition it meets
    triggers (the kernel calls this for the types in TRIGGERING_EVENTS: a `RULES` listener)."""
    etype = event["type"]
    state = game.state
    if etype == "tapped_for_mana":
        _mana_triggers(game, event)
    if etype == "discard" and event.get("madness") is not None:
        state.pending_triggers.append(PendingTrigger(event["player"], event["obj"], ("kwtrig", "madness", event["madness"]),
                                                     dict(event), None, game.chars(event["obj"]).name))
    listening = battlefield_triggers(game).get(etype)
    sources: list[tuple[int | None, object, dict | None]] = [
        (oid, game.chars(oid), None) for oid in listening] if listening else []
    if etype == "zone_change" and event.get("from") == BATTLEFIELD and event.get("lki"):
        # 603.10a: leaves-the-battlefield abilities look back in time: the object that left,
        # and those that left before it in the same event, trigger as they last existed.
        lki = event["lki"]
        sources.append((event["obj"], _lki_chars(game, lki, Characteristics), lki))
        for other in leaving_together(game):
            if other["id"] != event["obj"]:
                sources.append((other["id"], _lki_chars(game, other, Characteristics), other))
    if etype == "card_advantage":
        # A permanent that left while the spell resolved looks back, as leaves-the-battlefield
        # abilities do (603.10a): Toofer destroyed by its controller's Wrath of God
        # (docs/playtest-cards.md).

        for lki in event.get("left", []):
            sources.append((lki["id"], _lki_chars(game, lki, Characteristics), lki))
    if etype == "cast":
        _cast_self(game, event)
    if etype == "cycle" and event.get("new") is not None:
        _cycled(game, event)
    if etype == "zone_change" and event.get("to") == GRAVEYARD and event.get("from") != BATTLEFIELD:
        _put_into_graveyard(game, event)
    in_graveyards = _graveyard_sources(game, etype, event)
    sources.extend(in_graveyards)
    from_graveyard = {oid for oid, _chars, _lki in in_graveyards}
    for oid, chars, lki in sources:
        if oid in from_graveyard:
            found = tuple(pair for pair in chars.table.triggers_by_event.get(etype, ()) if pair[1].zone == GRAVEYARD)
        else:
            found = chars.table.triggered if lki else battlefield_triggers(game)[etype][oid]
        for ref, ability in found:
            if ability.mana or (lki and ability.zone != BATTLEFIELD):
                continue
            controller = lki["controller"] if lki else chars.controller
            if _matches(game, ability.trigger, event, oid, controller, lki):
                if ability.condition is not None and not _intervening(game, ability, oid, controller, event):
                    continue
                if ability.once_each_turn:  # per object (400.7): a permanent that returns is new
                    key = f"{oid}:{ref}:{game.state.turn}"
                    used = game.state.extra.setdefault("once_each_turn", [])
                    if key in used:
                        continue
                    used.append(key)
                if ability.trigger.event in _DAMAGE_BATCHED and _joins_batch(state, oid, ref, event):
                    continue
                name = lki["name"] if lki else chars.name
                state.pending_triggers.append(PendingTrigger(controller, oid, ref, _as_triggered(game, ability.trigger, event, oid),
                                                             lki, name))
    _delayed(game, event)


def _cast_self(game: Kernel, event: dict) -> None:
    """113.6c, 601.2i: "When you cast this spell" triggers from the stack as the spell becomes
    cast (a copy isn't cast, 707.10)."""
    spell = event["obj"]
    if spell not in game.state.objects:
        return
    chars = game.chars(spell)
    for ref, ability in chars.table.triggers_by_event.get("cast", ()):
        if ability.zone == STACK and ability.trigger.event == "cast_self":
            game.state.pending_triggers.append(PendingTrigger(event["player"], spell, ref, dict(event), None, chars.name))


def _cycled(game: Kernel, event: dict) -> None:
    """702.29c: "When you cycle ~" triggers from whatever zone the card winds up in after it's
    cycled (its graveyard, or exile with madness)."""
    card = event["new"]
    if card not in game.state.objects:
        return
    chars = game.chars(card)
    for ref, ability in chars.table.triggers_by_event.get("cycle", ()):
        if ability.trigger.event == "cycle_self":
            game.state.pending_triggers.append(PendingTrigger(event["player"], card, ref, dict(event), None, chars.name))


def _put_into_graveyard(game: Kernel, event: dict) -> None:
    """113.6k: "When ~ is put into a graveyard from anywhere" can't trigger from the battlefield
    when the card comes from another zone (a hand, a library, the stack): it triggers from the
    graveyard, the card there being its source."""
    card = event.get("new")
    if card not in game.state.objects:
        return
    chars = game.chars(card)
    for ref, ability in chars.table.triggers_by_event.get("zone_change", ()):
        if ability.trigger.event == "to_graveyard_from_anywhere" and _matches(game, ability.trigger, event, card,
                                                                                 chars.controller, None):
            owner = game.state.objects[card].owner
            game.state.pending_triggers.append(PendingTrigger(owner, card, ref, dict(event), None, chars.name))


def _lki_chars(game: Kernel, lki: dict, cls):
    """Characteristics rebuilt from last known information (603.10a).  The abilities are the
    ones it had on the battlefield (copy effects and granted abilities included) when the
    information records them, else its printed ones."""

    if lki.get("ability_refs") is not None:
        refs = tuple(_ref_tuple(r) for r in lki["ability_refs"])
    else:
        face = face_of(lki["card"], tuple(lki.get("legacy", ())), lki.get("face", 0))
        refs = tuple((lki["card"], tuple(lki.get("legacy", ())), lki.get("face", 0), i) for i in range(len(face.abilities)))
    return cls(name=lki["name"], mana_cost=None, colors=frozenset(lki["colors"]), supertypes=frozenset(lki["supertypes"]),
               types=frozenset(lki["types"]), subtypes=frozenset(lki["subtypes"]), table=table_for(refs),
               power=lki["power"], toughness=lki["toughness"], loyalty=None, controller=lki["controller"])


def _ref_tuple(ref) -> tuple:
    """An ability reference read back from JSON, where tuples became lists."""
    return tuple(_ref_tuple(part) if isinstance(part, list) else part for part in ref)


def _intervening(game: Kernel, ability: dsl.Triggered, source, controller: int, event: dict) -> bool:
    ctx = Ctx(game, {"controller": controller, "source": source, "event": event, "targets": []})
    return queries.condition_holds(game, ability.condition, source, controller, ctx)


def _chosen_player(game: Kernel, source) -> int | None:
    """614.12c: the opponent its source chose as it entered ("the chosen player")."""
    obj = game.state.objects.get(source) if type(source) is int else None
    return obj.chosen.get("opponent") if obj is not None else None


def _player_rel(who: str, player: int | None, controller: int) -> bool:
    if player is None:
        return False
    if who == "you":
        return player == controller
    if who == "opponent":
        return player != controller
    return True


def _subject_ok(game: Kernel, trig: dsl.Trigger, subject: int | None, source, controller: int, lki: dict | None = None) -> bool:
    if trig.attached:  # "enchanted creature", "equipped creature"
        return _is_attached_to(game, source, lki["id"] if lki is not None else subject)
    if trig.self_only:
        return subject == source
    if trig.subject is None:
        return True
    if lki is not None:
        return _lki_matches(trig.subject, lki, source, controller)
    if subject is None or subject not in game.state.objects:
        return False
    return queries.matches(game, trig.subject, subject, source, controller)


def _is_attached_to(game: Kernel, source, subject: int | None) -> bool:
    """Whether the Aura or Equipment `source` is attached to `subject` (a creature that just died
    is still the one it's attached to until state-based actions are checked, 704.5m-n)."""
    obj = game.state.objects.get(source) if source is not None else None
    return obj is not None and subject is not None and obj.attached_to == subject


def _lki_matches(flt: dsl.Filter, lki: dict, source, controller: int) -> bool:
    """Whether an object that left the battlefield matched `flt` as it last existed there
    (603.10a): "whenever a nontoken creature you control dies" looks at the creature as it
    was."""
    types, subtypes, supertypes, colors = lki["types"], lki["subtypes"], lki["supertypes"], lki["colors"]
    power, toughness = lki.get("power"), lki.get("toughness")
    checks = (
        not flt.types or all(t in types for t in flt.types),
        not flt.any_types or any(t in types for t in flt.any_types),
        not any(t in types for t in flt.not_types),
        not flt.subtypes or any(t in subtypes for t in flt.subtypes),
        not any(t in subtypes for t in flt.not_subtypes),
        not flt.supertypes or all(t in supertypes for t in flt.supertypes),
        not any(t in supertypes for t in flt.not_supertypes),
        not flt.colors or any(c in colors for c in flt.colors),
        not any(c in colors for c in flt.not_colors),
        flt.multicolored is None or (len(colors) > 1) == flt.multicolored,
        flt.monocolored is None or (len(colors) == 1) == flt.monocolored,
        flt.controller != "you" or lki["controller"] == controller,
        flt.controller != "opponent" or lki["controller"] != controller,
        flt.owner != "you" or lki.get("owner") == controller,
        not flt.other or lki["id"] != source,
        flt.mana_value_le is None or lki.get("mana_value", 0) <= flt.mana_value_le,
        flt.power_ge is None or (power is not None and power >= flt.power_ge),
        flt.power_le is None or (power is not None and power <= flt.power_le),
        flt.toughness_ge is None or (toughness is not None and toughness >= flt.toughness_ge),
        flt.toughness_le is None or (toughness is not None and toughness <= flt.toughness_le),
        flt.total_pt_le is None or (power is not None and toughness is not None and power + toughness <= flt.total_pt_le),
        flt.name is None or lki["name"] == flt.name,
        not flt.basic or "Basic" in supertypes,
        flt.token is None or bool(lki.get("token")) == flt.token,
        not getattr(flt, "keywords", ()) or all(k in lki.get("keywords", []) for k in flt.keywords),
    )
    return all(checks)


def _matches(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int, lki: dict | None) -> bool:
    """Whether an event meets a trigger condition (603.2): the matcher for the condition's kind,
    given an event of the type that kind listens to (EVENT_OF_TRIGGER)."""
    matcher = _MATCHERS.get(trig.event)
    if matcher is None or (event["type"] not in event_types(trig.event)
                           and event["type"] not in MORE_EVENTS_OF_TRIGGER.get(trig.event, ())):
        return False
    if trig.event not in _SOURCE_MAY_BE_GONE and (source is None or source not in game.state.objects):
        return False
    if event["type"] == "zone_change" and event["to"] == BATTLEFIELD and _entering_triggers_nothing(game, event["new"]):
        return False
    return matcher(game, trig, event, source, controller)


def _entering_triggers_nothing(game: Kernel, oid: int) -> bool:
    """603.2, 603.6a: Torpor Orb: "creatures entering the battlefield don't cause abilities to
    trigger" (checked as the event happens, with the entered permanent as it is)."""
    effects = queries.static_effects(game, dsl.EnteringDoesntTrigger)
    return bool(effects) and oid in game.state.objects and any(
        queries.matches(game, effect.filter, oid, source, controller) for source, controller, effect in effects)


def _enters(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    return event["to"] == BATTLEFIELD and _subject_ok(game, trig, event["new"], source, controller) \
        and (source in game.state.objects or trig.self_only)


def _leaves(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """"Dies" (700.4), "is put into a graveyard from the battlefield" and "leaves the
    battlefield", which look back in time (603.10a)."""
    if event.get("from") != BATTLEFIELD:
        return False
    if trig.event == "dies" and (event["to"] != GRAVEYARD or "Creature" not in event["lki"]["types"]):
        return False
    if trig.event == "put_into_graveyard" and event["to"] != GRAVEYARD:
        return False
    if trig.no_counter and event["lki"].get("counters", {}).get(trig.no_counter, 0) > 0:
        return False  # 702.79a, 702.93a: "if it had no such counters on it" (as it last existed)
    if trig.self_only:
        return event["obj"] == source
    return _subject_ok(game, trig, None, source, controller, event["lki"])


def _cast(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    if trig.who == "enchanted":  # "whenever enchanted player casts" (303.4)
        if enchanted_player(game, source) != event["player"]:
            return False
    elif not _player_rel(trig.who, event["player"], controller):
        return False
    if trig.from_zone and event.get("from") != trig.from_zone:
        return False
    if trig.spell is not None and not queries.matches(game, trig.spell, event["obj"], source, controller):
        return False
    return not trig.first_each_turn or event.get("noncreature_count") == 1


def _attacks_alone(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """702.83b: a creature attacks alone if it's the only creature declared as an attacker
    (the attack events follow the whole declaration, 508.1k)."""
    combat = game.state.combat
    return combat is not None and list(combat.attackers) == [event["obj"]] \
        and _subject_ok(game, trig, event["obj"], source, controller)


def _first_block_of(game: Kernel, event: dict) -> bool:
    """Whether this block event is the attacker's first: it "becomes blocked" once, however
    many creatures block it (509.1h, 509.3c)."""
    blockers = game.state.combat.blocked_by.get(event["attacker"], []) if game.state.combat else []
    return bool(blockers) and blockers[0] == event["obj"]


def _becomes_blocked(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """509.3c: "whenever this creature becomes blocked" triggers once per combat."""
    return event["attacker"] == source and _first_block_of(game, event)


def _blocked_by(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """509.3d: "whenever a creature blocks this creature" triggers once for each blocker (the
    blocker is the triggering object), one that fits `subject` (702.25a: "without flanking")."""
    if event["attacker"] != source or event["obj"] not in game.state.objects:
        return False
    return trig.subject is None or queries.matches(game, trig.subject, event["obj"], source, controller)


def _blocks_or_becomes_blocked(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """509.3a, 509.3c: "whenever this creature blocks or becomes blocked" (702.45a): once, even
    for a creature blocking several attackers (its first block event)."""
    if event["obj"] == source:
        blocking = game.state.combat.blockers.get(source, []) if game.state.combat else []
        return bool(blocking) and blocking[0] == event["attacker"]
    return _becomes_blocked(game, trig, event, source, controller)


def _attacks_player_with_most_life(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """702.105a: it attacks a player whose life total is the most, or tied for the most, of all
    the players in the game."""
    defender = event["defender"]
    if event["obj"] != source or defender[0] != "player":
        return False
    most = max(p.life for p in game.state.players if not p.lost)
    return game.state.players[defender[1]].life == most


def _enters_greater(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """702.100a: a creature entered whose power or toughness is greater than this creature's
    (an intervening "if", checked again as the ability resolves)."""
    return _enters(game, trig, event, source, controller) and source in game.state.objects \
        and keywords.evolves(game, event["new"], source)


def _combat_damage_unrenowned(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """702.112a: it dealt combat damage to a player, if it isn't renowned (an intervening "if",
    checked again as the ability resolves)."""
    return bool(event.get("combat")) and event["target"][0] == "player" and event["source"] == source \
        and not keywords.is_renowned(game, source)


def _last_counter_removed(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """702.63a: "when the last time counter is removed from this permanent": counters of the
    kind were removed from it and none is left."""
    return event["obj"] == source and event["kind"] == trig.counter \
        and game.state.objects[source].counters.get(trig.counter, 0) == 0


# The matcher for each kind of trigger condition; each gets events of one type (EVENT_OF_TRIGGER).
_MATCHERS: dict[str, Callable[[Kernel, dsl.Trigger, dict, object, int], bool]] = {
    "enters": _enters,
    "dies": _leaves, "put_into_graveyard": _leaves, "leaves": _leaves,
    "card_advantage": lambda game, trig, event, source, controller: event["player"] == controller,
    "attacks": lambda game, trig, event, source, controller: _subject_ok(game, trig, event["obj"], source, controller),
    "combat_damage_to_player": lambda game, trig, event, source, controller: (
        bool(event.get("combat")) and event["target"][0] == "player"
        and _subject_ok(game, trig, event["source"], source, controller)),
    "combat_damage_to_opponent": lambda game, trig, event, source, controller: (  # Gix, Yawgmoth Praetor
        bool(event.get("combat")) and event["target"][0] == "player" and event["target"][1] != controller
        and _subject_ok(game, trig, event["source"], source, controller)),
    "damage_to_player": lambda game, trig, event, source, controller: (  # 120.3: combat or not
        event["target"][0] == "player" and _subject_ok(game, trig, event["source"], source, controller)),
    "damage_to_opponent": lambda game, trig, event, source, controller: (
        event["target"][0] == "player" and event["target"][1] != controller
        and _subject_ok(game, trig, event["source"], source, controller)),
    "step": lambda game, trig, event, source, controller: event["step"] == trig.step and (
        _controls_attached(game, source, event["active"]) if trig.whose == "attached_controller"
        else _chosen_player(game, source) == event["active"] if trig.whose == "chosen"
        else enchanted_player(game, source) == event["active"] if trig.whose == "enchanted"
        else _player_rel(trig.whose, event["active"], controller)),
    "cast": _cast,
    "draw": lambda game, trig, event, source, controller: _player_rel(trig.who, event["player"], controller),  # 121.2
    "cast_targeting_permanents": lambda game, trig, event, source, controller: (
        _player_rel(trig.who, event["player"], controller) and bool(_targeted_permanents(game, event))),
    "cycle": lambda game, trig, event, source, controller: (
        _player_rel(trig.who, event["player"], controller) and (not trig.subject or event["obj"] != source)),
    "becomes_target": lambda game, trig, event, source, controller: (
        event["obj"] == source and event["by_controller"] != controller),
    "payment": lambda game, trig, event, source, controller: _tax_for(event, controller),
    "attacks_alone": _attacks_alone,
    "becomes_blocked": _becomes_blocked,
    "blocked_by": _blocked_by,
    "blocks_or_becomes_blocked": _blocks_or_becomes_blocked,
    "attacks_player_with_most_life": _attacks_player_with_most_life,
    "enters_greater": _enters_greater,
    "combat_damage_to_player_unrenowned": _combat_damage_unrenowned,
    "turned_face_up": lambda game, trig, event, source, controller: (  # 708.8
        _subject_ok(game, trig, event["obj"], source, controller)),
    "last_counter_removed": _last_counter_removed,
    # 701.39a, 603.12: "You may exert ~ as it attacks. When you do, ...": a reflexive trigger
    "exerted": lambda game, trig, event, source, controller: event["obj"] == source,
    # 701.27e: "when this creature transforms into [this face]": the ability is the face's own,
    # so it exists (and triggers) only once the permanent has transformed into that face.
    "transforms_into": lambda game, trig, event, source, controller: event["obj"] == source,
    # "When ~ is put into a graveyard from anywhere": from a zone other than the battlefield, the
    # card triggers from the graveyard it was put into (the battlefield's is "put_into_graveyard")
    "put_into_graveyard_elsewhere": lambda game, trig, event, source, controller: (
        event["to"] == GRAVEYARD and event.get("from") != BATTLEFIELD and event["new"] == source),
    "blocks": lambda game, trig, event, source, controller: (
        _blocks(game, event, source) if trig.self_only
        else _blocks(game, event, event["obj"]) and _subject_ok(game, trig, event["obj"], source, controller)),
    "blocks_or_blocked_by": lambda game, trig, event, source, controller: _blocks_or_blocked_by(game, trig, event, source,
                                                                                                controller),
    "blocks_creature": lambda game, trig, event, source, controller: (  # 509.3b: once for each attacker it blocks
        event["obj"] == source and event["attacker"] in game.state.objects
        and (trig.subject is None or queries.matches(game, trig.subject, event["attacker"], source, controller))),
    "attacks_unblocked": lambda game, trig, event, source, controller: (  # 509.3g
        game.state.combat is not None and source in game.state.combat.attackers
        and source not in game.state.combat.blocked),
    "combat_damage_to_creature": lambda game, trig, event, source, controller: (
        bool(event.get("combat")) and event["source"] == source and event["target"][0] == "obj"
        and event["target"][1] in game.state.objects and "Creature" in game.chars(event["target"][1]).types),
    "attacks_or_blocks": lambda game, trig, event, source, controller: (
        event["obj"] == source if event["type"] == "attack" else _blocks(game, event, source)),
    "enters_untapped": lambda game, trig, event, source, controller: (  # it entered untapped
        event.get("tapped") is False and _enters(game, trig, event, source, controller)),
    "enters_or_haunted_dies": _enters,  # 702.55c: the "enters" half (engine/haunt.py: the other)
    "targeted": lambda game, trig, event, source, controller: _targeted(game, trig, event, source, controller),
    "cast_targeting_self": lambda game, trig, event, source, controller: _cast_targeting(game, trig, event, source,
                                                                                         controller),
    "enters_self_or": lambda game, trig, event, source, controller: event["to"] == BATTLEFIELD and (
        event["new"] == source or _subject_ok(game, trig, event["new"], source, controller)),
    "deals_damage": lambda game, trig, event, source, controller: event["source"] == source,
    "attached_deals_damage": lambda game, trig, event, source, controller: (
        event["source"] is not None and event["source"] == game.state.objects[source].attached_to),
    "dealt_damage": lambda game, trig, event, source, controller: event["target"] == ["obj", source],
    "attached_dealt_damage": lambda game, trig, event, source, controller: (
        event["target"] == ["obj", game.state.objects[source].attached_to]),
    "damaged_by_self_dies": lambda game, trig, event, source, controller: (
        event.get("from") == BATTLEFIELD and event["to"] == GRAVEYARD and "Creature" in event["lki"]["types"]
        and damage_events.dealt_damage_this_turn(game, source, event["obj"])),
    "becomes_tapped": lambda game, trig, event, source, controller: _subject_ok(game, trig, event["obj"], source, controller),
    "attached_becomes_tapped": lambda game, trig, event, source, controller: (
        event["obj"] == game.state.objects[source].attached_to),
    "gain_life": lambda game, trig, event, source, controller: _player_rel(trig.who, event["player"], controller),
    "discards": lambda game, trig, event, source, controller: _player_rel(trig.who, event["player"], controller),
    "searches": lambda game, trig, event, source, controller: _player_rel(trig.who, event["player"], controller),
    "scries": lambda game, trig, event, source, controller: _player_rel(trig.who, event["player"], controller),
    "cycle_self": lambda game, trig, event, source, controller: False,  # only from its own card (_cycled)
    "you_dealt_damage": lambda game, trig, event, source, controller: event["target"] == ["player", controller],
    "card_to_graveyard": lambda game, trig, event, source, controller: (
        event["to"] == GRAVEYARD and event.get("new") in game.state.objects
        and not game.state.objects[event["new"]].token
        and _player_rel(trig.who, game.state.objects[event["new"]].owner, controller)),
    "enters_or_attacks": lambda game, trig, event, source, controller: (
        event["obj"] == source if event["type"] == "attack"
        else event["to"] == BATTLEFIELD and event.get("from") != BATTLEFIELD and event["new"] == source),
    "enters_or_upkeep": lambda game, trig, event, source, controller: (  # 603.2: two trigger events, one ability
        event["step"] == "upkeep" and event["active"] == controller if event["type"] == "step_begin"
        else event["to"] == BATTLEFIELD and event.get("from") != BATTLEFIELD and event["new"] == source),
    "damage_to_you": lambda game, trig, event, source, controller: (
        event["target"] == ["player", controller] and _subject_ok(game, trig, event["source"], source, controller)),
    "combat_damage_to_you": lambda game, trig, event, source, controller: (
        bool(event.get("combat")) and event["target"] == ["player", controller]
        and _subject_ok(game, trig, event["source"], source, controller)),
    "to_graveyard_from_anywhere": lambda game, trig, event, source, controller: event["to"] == GRAVEYARD and (
        event["obj"] == source if event.get("from") == BATTLEFIELD else event["new"] == source),
    "attached_targeted": lambda game, trig, event, source, controller: (
        event["obj"] == game.state.objects[source].attached_to),
    "dies_self_or": lambda game, trig, event, source, controller: _leaves(
        game, replace(trig, event="dies", self_only=event.get("obj") == source), event, source, controller),
    "enters_or_dies": lambda game, trig, event, source, controller: (
        event["new"] == source if event["to"] == BATTLEFIELD and event.get("from") != BATTLEFIELD
        else _leaves(game, replace(trig, event="dies"), event, source, controller)),
}
#: Trigger conditions on damage, for which the damage dealt at the same time is one event (120.3,
#: 603.2c): one trigger, with the amounts added up ("that much").
_DAMAGE_BATCHED = frozenset({"deals_damage", "attached_deals_damage", "dealt_damage", "attached_dealt_damage",
                             "you_dealt_damage"})




def _other_creature(trig: dsl.Trigger, event: dict, source) -> int | None:
    """509.3: the creature this creature blocks, or that blocks it, in a block event
    ("whenever ~ blocks or becomes blocked by a creature"); the creature this creature dealt
    combat damage to ("whenever ~ deals combat damage to a creature")."""
    if trig.event == "combat_damage_to_creature":
        return event["target"][1]
    if trig.event == "blocks_creature":
        return event["attacker"]
    return event["attacker"] if event["obj"] == source else event["obj"]


def _blocks_or_blocked_by(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """509.3a, 509.3d: once for each creature it blocks and each creature blocking it, one that
    fits `subject` as it becomes blocking or blocked (509.3f)."""
    if source not in (event["obj"], event["attacker"]):
        return False
    other = _other_creature(trig, event, source)
    return other in game.state.objects and (trig.subject is None
                                            or queries.matches(game, trig.subject, other, source, controller))


def _as_triggered(game: Kernel, trig: dsl.Trigger, event: dict, source) -> dict:
    """The event a triggered ability remembers: for an ability whose triggering object is the
    other creature ("that creature": the one it blocks or that blocks it, or the one it dealt
    combat damage to), that creature as its object; for "attacks and isn't blocked", the
    attacker and its defending player."""
    if trig.event in ("blocks_or_blocked_by", "combat_damage_to_creature", "blocks_creature"):
        return {**event, "obj": _other_creature(trig, event, source)}
    if trig.event == "cast_targeting_permanents":  # "those permanents": as the spell became cast (601.2i)
        return {**event, "affected": _targeted_permanents(game, event)}
    if trig.event == "attacks_unblocked":  # 506.2: "defending player" is the one it attacks
        return {**event, "obj": source, "defender_player": queries.defending_player_of(game, source)}
    return dict(event)


def _blocks(game: Kernel, event: dict, source) -> bool:
    """509.3a: "whenever this creature blocks" triggers once each combat, even for a creature
    blocking several attackers (its first block event)."""
    if event["obj"] != source or game.state.combat is None:
        return False
    blocking = game.state.combat.blockers.get(source, [])
    return bool(blocking) and blocking[0] == event["attacker"]
# Conditions whose source may have left the game as they trigger: leaves-the-battlefield
# abilities (603.10a) and card advantage seen by a permanent that left during the spell.
_SOURCE_MAY_BE_GONE = frozenset({"enters", "enters_untapped", "dies", "put_into_graveyard", "leaves", "card_advantage", "enters_or_dies",
                                 "dies_self_or", "to_graveyard_from_anywhere"})


def _joins_batch(state, source, ref, event: dict) -> bool:
    """120.3, 603.2c: damage dealt at the same time as the damage of a trigger still waiting to
    be put on the stack (its batch, engine/damage_events.py) is part of the same event: the
    amounts add up instead of triggering again."""
    batch = event.get("batch")
    if batch is None:
        return False
    for pending in state.pending_triggers:
        if pending.source == source and tuple(pending.ability) == tuple(ref) and pending.event.get("batch") == batch:
            pending.event["amount"] += event["amount"]
            return True
    return False


def _controls_attached(game: Kernel, source, player: int) -> bool:
    """"At the beginning of the upkeep of enchanted creature's controller": `player` controls the
    permanent the Aura `source` is attached to."""
    attached = game.state.objects[source].attached_to if source in game.state.objects else None
    return attached is not None and attached in game.state.objects and game.chars(attached).controller == player


def _targeted(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """"Whenever ~ becomes the target of a spell or ability [an opponent controls] [for the first
    time each turn]" (603.2e: when it becomes one, not while it is one)."""
    if trig.first_each_turn and not event.get("first_this_turn"):
        return False
    if not _player_rel(trig.who, event["by_controller"], controller):
        return False
    return event["obj"] == source if trig.self_only else _subject_ok(game, trig, event["obj"], source, controller)


def _targeted_permanents(game: Kernel, event: dict) -> list[int]:
    """The permanents a spell just cast targets (601.2c), each once, in the order of its targets."""
    item = next((i for i in game.state.stack if i.id == event.get("item")), None)
    found: list[int] = []
    for slot in item.targets if item is not None else ():
        for t in slot:
            if t[0] == "obj" and t[1] in game.state.objects and game.state.objects[t[1]].zone == BATTLEFIELD \
                    and t[1] not in found:
                found.append(t[1])
    return found


def _cast_targeting(game: Kernel, trig: dsl.Trigger, event: dict, source, controller: int) -> bool:
    """Heroic: "whenever you cast a spell that targets ~" (601.2c: its targets are chosen before
    it becomes cast, 601.2i)."""
    if not _player_rel(trig.who, event["player"], controller):
        return False
    item = next((i for i in game.state.stack if i.id == event.get("item")), None)
    return item is not None and any(t[0] == "obj" and t[1] == source for slot in item.targets for t in slot)


def _chosen_player(game: Kernel, source: object) -> int | None:
    """614.12c: the player its source chose as it entered ("the chosen player's upkeep")."""
    obj = game.state.objects.get(source) if isinstance(source, int) else None
    return obj.chosen.get("opponent") if obj is not None else None


def _tax_for(event: dict, controller: int) -> bool:
    """Tax Taker: an opponent paid mana as a tax from a spell or permanent `controller`
    controls."""
    if event.get("purpose") not in ("tax", "attack_tax") or event["player"] == controller or not event.get("amount"):
        return False
    return any(s.get("controller") == controller for s in event.get("tax_sources", []))


def _mana_triggers(game: Kernel, event: dict) -> None:
    """605.1b: triggered mana abilities (Heartbeat of Spring) resolve at once, after the mana
    ability that triggered them (605.4a)."""
    if not event.get("land"):
        return
    for oid, found in battlefield_triggers(game).get("tapped_for_mana", {}).items():
        for _ref, ability in found:
            if ability.mana and _player_rel(ability.trigger.who, event["player"], game.chars(oid).controller):
                game.state.extra.setdefault("mana_triggers", []).append(
                    {"player": event["player"], "source": oid, "mana": list(event["mana"])})


def _delayed(game: Kernel, event: dict) -> None:
    """603.7c: a delayed triggered ability triggers once, the next time its event happens."""
    if event["type"] != "step_begin" or not game.state.delayed_triggers:
        return
    remaining = []
    for delayed in game.state.delayed_triggers:
        params = delayed.params
        # "at the beginning of your next upkeep" waits for a step of its controller's turn
        mine = params.get("whose", "any") != "you" or event.get("active") == delayed.controller
        if delayed.event == "step" and params.get("step") == event["step"] and mine and (
                "extra_turn" not in params or game.state.extra.get("extra_turn_now") == params["extra_turn"]):  # 500.7
            ref = ("delayed", tuple(params["ability"]), tuple(params["path"]))
            seen = dict(event) if params.get("triggering") is None else {**event, "obj": params["triggering"]}
            if "remembered" in params:  # the cards its creator exiled (dsl.ReturnExiledThisWay)
                seen["remembered"] = list(params["remembered"])
            if "creator_targets" in params:  # 603.7c: the objects its creator targeted
                seen["creator_targets"] = [list(slot) for slot in params["creator_targets"]]
            game.state.pending_triggers.append(PendingTrigger(delayed.controller, delayed.source, ref, seen, None,
                                                              params.get("name", "delayed trigger")))
        else:
            remaining.append(delayed)
    game.state.delayed_triggers = remaining
    game.changed(Aspect.EFFECTS)


def locate_node(root, node) -> list | None:
    """The path (field names and indexes) from an ability to one of its effect nodes, found by
    identity first, then by equality; None if it isn't there."""
    for same in (lambda a, b: a is b, lambda a, b: a == b):
        found = _walk(root, node, same, [])
        if found is not None:
            return found
    return None


def ref_from_data(ref) -> tuple:
    """An ability reference read back from saved data, where tuples became lists."""
    return tuple(ref_from_data(part) if isinstance(part, list) else part for part in ref)


def node_at(root, path):
    """The node at `path` (as `locate_node` gives it) inside `root`."""
    for step in path:
        root = root[step] if isinstance(step, int) else getattr(root, step)
    return root


def _walk(here, node, same, path: list) -> list | None:
    if same(here, node):
        return path
    if isinstance(here, tuple):
        for i, child in enumerate(here):
            found = _walk(child, node, same, path + [i])
            if found is not None:
                return found
        return None
    fields = getattr(here, "__dataclass_fields__", None)
    if not fields:
        return None
    for name in fields:
        child = getattr(here, name)
        if isinstance(child, tuple) or hasattr(child, "__dataclass_fields__"):
            found = _walk(child, node, same, path + [name])
            if found is not None:
                return found
    return None


def node_place(game: Kernel, ctx: Ctx, node) -> tuple[list, list]:
    """Where an effect node of a resolving spell or ability is written: the ability's reference
    (a spell's ability is found on the spell object) and the path to the node in it, so that an
    effect the node leaves behind refers to it as plain data."""
    ref = list(ctx.data.get("ability", []))
    if not ref and ctx.source is not None and ctx.source in game.state.objects:
        chars = game.chars(ctx.source)
        ref = next((list(r) for a, r in zip(chars.abilities, chars.ability_refs, strict=False)
                    if isinstance(a, dsl.SpellAbility)), [])
    path = locate_node(resolve_ability_ref(tuple(ref)), node) if ref else None
    if path is None:
        raise RuntimeError(f"engine bug: can't locate {node!r} in its ability {ref!r}")
    return ref, path


def delayed_ability(ref: tuple) -> dsl.Triggered:
    """603.7: the delayed triggered ability that `ref` = ("delayed", creating ability's ref,
    path to the CreateDelayedTrigger node) names."""
    node = node_at(resolve_ability_ref(tuple(ref[1])), ref[2])
    return dsl.Triggered(node.trigger, tuple(node.effects), text="delayed trigger")


def has_state_triggers(game: Kernel) -> bool:
    """Whether a permanent has a state-triggered ability (603.8)."""
    return bool(battlefield_triggers(game).get("state"))


def check_state_triggers(game: Kernel) -> None:
    """603.8: a state trigger triggers when its condition is true, and again only after it
    has resolved (or left the stack)."""
    state_triggers = battlefield_triggers(game).get("state")
    if not state_triggers:
        return
    on_stack = {tuple(item.ability) + (item.source,) for item in game.state.stack}
    pending = {tuple(t.ability) + (t.source,) for t in game.state.pending_triggers}
    for oid, found in state_triggers.items():
        chars = game.chars(oid)
        for ref, ability in found:
            key = tuple(ref) + (oid,)
            if key in on_stack or key in pending:
                continue
            if queries.condition_holds(game, ability.condition, oid, chars.controller):
                game.state.pending_triggers.append(PendingTrigger(chars.controller, oid, ref, {"type": "state"}, None, chars.name))


def resolve_ability_ref(ref: tuple):
    if ref and ref[0] == "kwtrig":
        return keyword_triggered(keyword_from_trigger_ref(tuple(ref)))
    if ref and ref[0] == "delayed":
        return delayed_ability(ref)
    if ref and ref[0] == "reflexive":  # 603.12: ("reflexive", the creating ability's reference, path to the node)
        node = resolve_ability_ref(tuple(ref[1]))
        for step in ref[2]:
            node = node[step] if isinstance(step, int) else getattr(node, step)
        return node.ability
    return ability_from_ref(tuple(ref))


RULES.listen(TRIGGERING_EVENTS, check_event)
