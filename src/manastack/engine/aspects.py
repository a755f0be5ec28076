"""The aspects of the state that the kernel's caches read (issue 15 item 4).

Each aspect has a version counter in the kernel (`Kernel.changed`).  The functions that change
the state bump the aspects they change, and each cache names the aspects it reads
(`CACHE_READS`): it is valid for as long as none of them has changed.  No event and no call
site says what it does *not* change.

`aspect_values` gives each aspect's part of the state as plain data, so that a check (the
fuzzer's, tests/rules/test_aspects.py) can find a change made without its bump: an aspect whose
values differ between two decisions while its counter stayed the same.
"""

from __future__ import annotations

import dataclasses
from enum import IntEnum

from manastack.caching import memo
from manastack.cards import dsl
from manastack.engine import codec
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, SIDEBOARD, STACK, GameState


class Aspect(IntEnum):
    PERMANENTS = 0  # the battlefield (400.1): which permanents, in which order, their counters, ...
    HIDDEN = 1  # hands and libraries (400.2) and the cards in them
    PUBLIC = 2  # graveyards and exile (400.2) and the cards in them
    STACK = 3  # the spells on the stack (405.1) and the X chosen for each (202.3e)
    EFFECTS = 4  # continuous effects (611), delayed triggered abilities (603.7), effects' records
    PLAYERS = 5  # life and life lost this turn, poison (122.1f), having lost or won (104)
    MANA = 6  # mana pools (106.4)
    TURN = 7  # the turn (500): its number, the active player, sequential phases
    STEP = 8  # the phase and step (500.1)
    COMBAT = 9  # attacking and blocking creatures (506)
    TAPPED = 10  # whether each permanent is tapped (110.5)
    DAMAGE = 11  # damage marked on permanents (120.3e), deathtouch damage (704.5h)
    PLAYED = 12  # what each player did: lands played (305.2), spells cast this turn, mulligans, ...
    STACK_ITEMS = 13  # every item on the stack, abilities too, with its modes, targets and costs paid (601.2)


ALL = frozenset(Aspect)


class Cache(IntEnum):
    CHARACTERISTICS = 0  # characteristics of permanents and spells (613), and what derives from them
    MOMENTARY = 1  # values remembered while only priority passes and steps go by
    STATE_BASED = 2  # a check that found no state-based action to perform (704.3)


# What each cache reads.  Characteristics read the permanents, the stack, continuous effects and
# graveyards and exile (characteristic-defining abilities count cards there, 604.3), and besides
# whatever the static abilities in play look at (`static_reads`: a lifelink "during your turn"
# reads the turn, 611.3a); not the hidden zones (a card leaving a hand or a library becomes a new
# object, 400.7).  The momentary values (the mana a player could make, the
# options at priority) are keyed by the timing they depend on.  State-based actions (704.5) look
# at permanents, damage, players, graveyards and exile (610.3 returns), and at characteristics,
# which their check compares itself; not at the stack or the hidden zones: a token is created on
# the battlefield (111.1), so it can reach another zone (704.5d) only by leaving it.
CACHE_READS: dict[Cache, frozenset[Aspect]] = {
    Cache.CHARACTERISTICS: frozenset({Aspect.PERMANENTS, Aspect.STACK, Aspect.EFFECTS, Aspect.PUBLIC}),
    Cache.MOMENTARY: ALL - {Aspect.STEP},
    Cache.STATE_BASED: frozenset({Aspect.PERMANENTS, Aspect.DAMAGE, Aspect.PUBLIC, Aspect.PLAYERS}),
}
# What the conditions, values and filter fields of card text read beyond the permanents, the
# stack and the continuous effects (engine/queries.py): the aspects a static ability using them
# makes characteristics depend on.  Every condition and value of cards/dsl.py is listed.
QUERY_READS: dict[type, frozenset[Aspect]] = {
    dsl.YouControl: frozenset(), dsl.DuringYourTurn: frozenset({Aspect.TURN}),
    dsl.SelfAttacking: frozenset({Aspect.COMBAT}), dsl.OpponentLostLifeThisTurn: frozenset({Aspect.PLAYERS}),
    dsl.TriggeringWasCreature: frozenset(), dsl.X: frozenset({Aspect.STACK}), dsl.PowerOf: frozenset(),
    dsl.ToughnessOf: frozenset(), dsl.ManaValueOf: frozenset(), dsl.CountersOn: frozenset(), dsl.CountOf: frozenset(),
    dsl.CardTypesInGraveyards: frozenset({Aspect.PUBLIC}), dsl.TaxPaid: frozenset({Aspect.STACK_ITEMS}),
    dsl.Times: frozenset(), dsl.AtLeast: frozenset(),
    dsl.CardsIn: frozenset({Aspect.HIDDEN, Aspect.PUBLIC}), dsl.LifeTotal: frozenset({Aspect.PLAYERS}),
    dsl.SpellsCastLastTurn: frozenset({Aspect.PLAYERS}), dsl.OpponentCastThisTurn: frozenset({Aspect.PLAYED}), dsl.AttackedYouLastTurn: frozenset({Aspect.PLAYED}), dsl.WasStartingPlayer: frozenset(), dsl.NoManaSpentToCast: frozenset({Aspect.STACK_ITEMS}), dsl.SameColors: frozenset(), dsl.ObjectMatches: frozenset({Aspect.STACK}),
    dsl.LevelCounters: frozenset(),
    dsl.IsMonarch: frozenset({Aspect.PLAYERS}), dsl.HasCitysBlessing: frozenset({Aspect.PLAYERS}),  # 725, 702.131c
    dsl.IsMonstrous: frozenset(),  # 701.37b: state.extra["monstrous"], read with the continuous effects
    dsl.TributeNotPaid: frozenset(),  # 702.104b: the permanent's own record
    dsl.CanPair: frozenset(),  # 702.95a: state.extra["paired"], read with the continuous effects
    dsl.KickedWith: frozenset(),  # 702.33d: the object's own record (GameObject.chosen["kicked with"])
    dsl.CardsOfTypeIn: frozenset({Aspect.PUBLIC}), dsl.CardsDiscardedThisTurn: frozenset({Aspect.PLAYED}),
    dsl.CardsMatching: frozenset({Aspect.PUBLIC}), dsl.SourceTapped: frozenset({Aspect.TAPPED}),
    dsl.SameManaValueAsRevealed: frozenset({Aspect.HIDDEN, Aspect.STACK}), dsl.Minus: frozenset(), dsl.Sum: frozenset(), dsl.OpponentCount: frozenset({Aspect.PLAYERS}), dsl.CardsInHandOf: frozenset({Aspect.HIDDEN}),
    dsl.Difference: frozenset(), dsl.ColorsSpent: frozenset({Aspect.STACK_ITEMS}), dsl.NoMoreThan: frozenset(),
    dsl.ValueIf: frozenset(), dsl.SpellsCastThisTurn: frozenset({Aspect.PLAYERS}), dsl.ControlsGreatestPower: frozenset(), dsl.ReturnedToHandThisWay: frozenset(), dsl.NamedInGraveyards: frozenset({Aspect.PUBLIC}), dsl.DestroyedThisWay: frozenset(),
    dsl.Devotion: frozenset(),  # 700.5: the permanents' mana costs
    dsl.BasicLandTypesAmong: frozenset(),  # 205.3i: the permanents' subtypes
    dsl.DieResult: frozenset(),  # 706.2: the resolution's own record
    dsl.GreatestAmong: frozenset(),  # the permanents' characteristics
}
# Filter fields that read more than the permanents' characteristics and counters.
FILTER_READS: dict[str, frozenset[Aspect]] = {
    "tapped": frozenset({Aspect.TAPPED}), "attacking": frozenset({Aspect.COMBAT}),
    "attacking_or_blocking": frozenset({Aspect.COMBAT}), "attacked_this_turn": frozenset({Aspect.COMBAT}),
    "from_battlefield_this_turn": frozenset({Aspect.PUBLIC}),
    "blocking": frozenset({Aspect.COMBAT}), "blocking_source": frozenset({Aspect.COMBAT, Aspect.PUBLIC}),
    "blocked_by_source": frozenset({Aspect.COMBAT, Aspect.PUBLIC}),  # combat, or the source's last known information
    "blocked": frozenset({Aspect.COMBAT, Aspect.STEP}),
}


def static_reads(effect: object) -> frozenset[Aspect]:
    """The aspects a static ability's effect reads through its conditions, values and filters
    (QUERY_READS, FILTER_READS), beyond those every characteristic reads."""
    try:
        return _static_reads(effect)
    except TypeError:  # an effect holding an unhashable value: worked out each time
        return _reads(effect)


@memo(maxsize=4096)
def _static_reads(effect: object) -> frozenset[Aspect]:
    return _reads(effect)


def _reads(value: object) -> frozenset[Aspect]:
    found = set(QUERY_READS.get(type(value), ()))
    if isinstance(value, dsl.Filter):
        for name, aspects in FILTER_READS.items():
            if getattr(value, name) != getattr(_ANY, name):
                found |= aspects
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            found |= _reads(getattr(value, f.name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            found |= _reads(item)
    return frozenset(found)


_ANY = dsl.Filter()
# For each aspect, the caches that read it.
READERS: tuple[tuple[Cache, ...], ...] = tuple(
    tuple(cache for cache, reads in CACHE_READS.items() if aspect in reads) for aspect in Aspect)

_ZONE_ASPECT = {BATTLEFIELD: Aspect.PERMANENTS, HAND: Aspect.HIDDEN, LIBRARY: Aspect.HIDDEN,
                GRAVEYARD: Aspect.PUBLIC, EXILE: Aspect.PUBLIC, STACK: Aspect.STACK, SIDEBOARD: Aspect.HIDDEN}
# Parts of `GameState.extra` that no cache reads: last known information, the objects leaving
# together, the triggered abilities' own records (once each turn, mana abilities' triggers, what
# was targeted this turn, damage batches and what each source dealt damage to this turn:
# engine/damage_events.py), and the loop guard (104.4b).
_UNREAD_EXTRA = frozenset({"lki", "leaving_together", "once_each_turn", "mana_triggers", "loop_guard",
                           "targeted_this_turn", "damage_batches", "damage_batch", "damaged_by"})
# Parts of `GameState.extra` that belong to another aspect than EFFECTS.
_EXTRA_ASPECT = {"regular_damage_done": Aspect.COMBAT, "adventure_exiled": Aspect.PUBLIC,
                 "activated_once_each_turn": Aspect.PLAYED,
                 "extra_turns": Aspect.TURN, "turn_order_resumes_after": Aspect.TURN,  # engine/contests.py bumps TURN
                 "attacked_this_turn": Aspect.COMBAT, "additional_phases": Aspect.TURN,
                 "to_graveyard_from_battlefield": Aspect.PUBLIC}


def zone_aspect(zone: str) -> Aspect:
    """The aspect an object in `zone` (or the zone's contents) belongs to."""
    return _ZONE_ASPECT.get(zone, Aspect.PUBLIC)


def zone_contents_aspects(zone: str) -> tuple[Aspect, ...]:
    """The aspects that change when an object enters or leaves `zone`: a permanent's tapped
    status and damage come and go with it, a spell's stack item with it."""
    if zone == BATTLEFIELD:
        return Aspect.PERMANENTS, Aspect.TAPPED, Aspect.DAMAGE
    if zone == STACK:
        return Aspect.STACK, Aspect.STACK_ITEMS
    return (_ZONE_ASPECT.get(zone, Aspect.PUBLIC),)
_PLAYER_ZONES = {LIBRARY: Aspect.HIDDEN, HAND: Aspect.HIDDEN, GRAVEYARD: Aspect.PUBLIC, SIDEBOARD: Aspect.HIDDEN}
_PLAYED = ("lands_played", "land_plays_allowed", "mulligans", "spells_cast_this_turn", "noncreature_spells_this_turn",
           "permissions_used", "turn_began_serial", "previous_turn_serial", "spell_types_this_turn", "spell_colors_this_turn", "players_attacked_last_turn", "cards_drawn_this_turn",
           "cards_discarded_this_turn", "spells_cast_this_game")


def aspect_values(state: GameState) -> list[list]:
    """Each aspect's part of the state, as plain data, by Aspect."""
    values: list[list] = [[] for _ in Aspect]
    for oid in sorted(state.objects):
        obj = state.objects[oid]
        record = codec.encode(obj)
        if obj.zone == BATTLEFIELD:
            values[Aspect.TAPPED].append((oid, record.pop("tapped")))
            values[Aspect.DAMAGE].append((oid, record.pop("damage"), record.pop("deathtouch_damage")))
        values[zone_aspect(obj.zone)].append(record)
    values[Aspect.PERMANENTS].append(list(state.battlefield))
    values[Aspect.PUBLIC].append(list(state.exile))
    values[Aspect.PERMANENTS].append(list(state.command))  # 114.4: emblems' abilities are indexed with the permanents'
    values[Aspect.STACK].append([(item.obj, item.x) for item in state.stack if item.obj is not None])
    values[Aspect.STACK_ITEMS].append(codec.encode(state.stack))
    values[Aspect.EFFECTS] += [codec.encode(state.effects), codec.encode(state.delayed_triggers)]
    for key in sorted(state.extra):
        if key not in _UNREAD_EXTRA:
            values[_EXTRA_ASPECT.get(key, Aspect.EFFECTS)].append((key, codec.encode(state.extra[key])))
    for player in state.players:
        record = codec.encode(player)
        for zone, aspect in _PLAYER_ZONES.items():
            values[aspect].append(record.pop(zone))
        values[Aspect.MANA] += [record.pop("mana_pool"), record.pop("restricted_mana")]  # 106.6: the pool's, apart
        values[Aspect.PLAYED].append([record.pop(name) for name in _PLAYED])
        values[Aspect.PLAYERS].append(record)
    values[Aspect.PLAYERS] += [state.over, state.winner]
    values[Aspect.TURN] += [state.turn, state.turn_serial, state.active, state.starting_player,
                            state.first_turn_pending, codec.encode(state.phase_rotation), state.max_turns]
    values[Aspect.STEP].append(state.step)
    values[Aspect.COMBAT].append(codec.encode(state.combat))
    return values
