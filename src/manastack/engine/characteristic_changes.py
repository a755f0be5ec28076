"""One-shot changes to characteristics from resolved spells and abilities, locked in to the
objects as the effect begins (611.2c): switching power and toughness (613.4d, layer 7d),
setting colors (613.1e, layer 5), granting protection (702.16a, layer 6) and losing keywords
(613.1f); engine/layers.py applies them.  Also the exile that replaces a countered spell's or a
dying creature's graveyard (614.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.oracle.vocab import COLOR_ORDER, CREATURE_TYPES
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import add_effect, counter_object, handles
from manastack.engine.state import BATTLEFIELD, EXILE_INSTEAD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _permanents(game: Kernel, ctx: Ctx, ref) -> list[int]:
    return [o for o in ctx.resolve_objects(ref) if game.state.objects[o].zone == BATTLEFIELD]


@handles(dsl.SwitchPT)
def _switch(game: Kernel, ctx: Ctx, node: dsl.SwitchPT, task: Task) -> bool:
    """613.4d: the switch applies in layer 7d, after every other change to P/T."""
    ids = _permanents(game, ctx, node.what)
    if ids:
        add_effect(game, ctx, "switch_pt", ids, {}, "end_of_turn")
    return True


@handles(dsl.SetColor)
def _set_color(game: Kernel, ctx: Ctx, node: dsl.SetColor, task: Task) -> bool:
    """613.1e, 105.3: the new colors replace the old; the color of your choice is chosen as the
    effect resolves (608.2d), even if nothing is left to change."""
    ids = _permanents(game, ctx, node.what)
    colors = list(node.colors)
    if node.chosen:
        options = [Option("mana", _COLOR_NAMES[c], c) for c in COLOR_ORDER]
        colors = [game.ask(ctx.controller, "color", options, "choose a color").value]
    if ids:
        add_effect(game, ctx, "color_change", ids, {"colors": colors}, node.duration)
    return True


@handles(dsl.GainProtectionUntilEndOfTurn)
def _gain_protection(game: Kernel, ctx: Ctx, node: dsl.GainProtectionUntilEndOfTurn, task: Task) -> bool:
    """702.16a, 613.1f: protection from the qualities, or from the color chosen as the effect
    resolves (608.2d), until end of turn."""
    ids = _permanents(game, ctx, node.what)
    qualities = list(node.qualities)
    if node.chosen:
        options = [Option("mana", _COLOR_NAMES[c], c) for c in COLOR_ORDER]
        qualities.append(_COLOR_NAMES[game.ask(ctx.controller, "color", options, "choose a color").value])
    if ids:
        add_effect(game, ctx, "grant", ids, {"keywords": [["protection", *qualities]]}, "end_of_turn")
    return True


@handles(dsl.CounterAndExile)
def _counter_and_exile(game: Kernel, ctx: Ctx, node: dsl.CounterAndExile, task: Task) -> bool:
    """701.6a, 614.1a: the countered spell goes to exile instead of its owner's graveyard."""
    for oid in ctx.resolve_objects(node.what):
        counter_object(game, oid, exile=True)
    return True


@handles(dsl.ExileIfDiesThisTurn)
def _exile_if_dies(game: Kernel, ctx: Ctx, node: dsl.ExileIfDiesThisTurn, task: Task) -> bool:
    """614.1a: until end of turn, if that permanent would be put into a graveyard (700.4), it
    is exiled instead (engine/replacement.py); a new object (400.7) isn't affected."""
    ids = _permanents(game, ctx, node.what)
    if ids:
        add_effect(game, ctx, EXILE_INSTEAD, ids, {}, "end_of_turn")
    return True


@handles(dsl.BecomeBasePT)
def _set_base_pt(game: Kernel, ctx: Ctx, node: dsl.BecomeBasePT, task: Task) -> bool:
    """613.4b: setting base power and toughness applies in layer 7b, before pumps and counters."""
    ids = _permanents(game, ctx, node.what)
    if ids:
        add_effect(game, ctx, "set_pt", ids, {"power": ctx.value(node.power), "toughness": ctx.value(node.toughness)},
                   "end_of_turn")
    return True


@handles(dsl.BecomeChosenCreatureType)
def _become_creature_type(game: Kernel, ctx: Ctx, node: dsl.BecomeChosenCreatureType, task: Task) -> bool:
    """613.1d: the chosen creature type replaces its others in layer 4, until end of turn."""
    ids = _permanents(game, ctx, node.what)
    options = [Option("type", t, t) for t in sorted(CREATURE_TYPES) if t not in node.excluded]
    chosen = game.ask(ctx.controller, "creature_type", options, "choose a creature type").value
    if ids:
        add_effect(game, ctx, "type_change", ids, {"set_creature_types": [chosen]}, "end_of_turn")
    return True


@handles(dsl.ExileDamagedIfDiesThisTurn)
def _exile_damaged_if_dies(game: Kernel, ctx: Ctx, node: dsl.ExileDamagedIfDiesThisTurn, task: Task) -> bool:
    """614.1a: the creatures dealt damage by this spell or ability's source since it began to
    resolve (the log, back to its "resolve_begin")."""
    log = game.log
    damaged: list[int] = []
    for index in range(log.size - 1, -1, -1):
        event = log[index]
        if event["type"] == "resolve_begin":
            break
        if event["type"] == "damage" and event["source"] == ctx.source and event["target"][0] == "obj":
            damaged.append(event["target"][1])
    ids = [o for o in dict.fromkeys(reversed(damaged)) if o in game.state.objects
           and game.state.objects[o].zone == BATTLEFIELD and game.chars(o).is_creature]
    if ids:
        add_effect(game, ctx, EXILE_INSTEAD, ids, {}, "end_of_turn")
    return True


@handles(dsl.CounterToLibraryTop)
def _counter_to_library_top(game: Kernel, ctx: Ctx, node: dsl.CounterToLibraryTop, task: Task) -> bool:
    """701.6a, 614.1a: the countered spell goes on top of its owner's library instead."""
    for oid in ctx.resolve_objects(node.what):
        counter_object(game, oid, library_top=True)
    return True
