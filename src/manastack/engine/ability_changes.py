"""Abilities gained or lost for a while (611.2a, 613.1f): protection from a color chosen as the
effect begins (702.16a), keywords lost and that can't be had, effects lasting until their
controller's next upkeep; abilities in quotes gained by a resolved ability (Urza's Saga)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import add_effect, handles, resolving_ability_ref
from manastack.engine.kernel import RULES
from manastack.engine.layers import CANT_HAVE_KEYWORDS
from manastack.engine.state import BATTLEFIELD, Task
from manastack.engine.triggers import locate_node, resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.GainAbilities)
def _gain_abilities(game: Kernel, ctx: Ctx, node: dsl.GainAbilities, task: Task) -> bool:
    """613.1f, 611.2c: the permanents gain the quoted abilities (113.1b), locked in as the effect
    begins.  Each gained ability is referred to by the resolving ability's reference, the path to
    this node in it and its place among the quotes (registry.ability_from_ref: "gained")."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    ability = resolving_ability_ref(game, ctx)
    path = locate_node(resolve_ability_ref(tuple(ability)), node) if ability else None
    if not ids or path is None:
        return True
    refs = [["gained", ability, path, n] for n in range(len(node.granted))]
    add_effect(game, ctx, "grant", ids, {"keywords": [], "abilities": refs}, node.duration)
    return True


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@handles(dsl.GainProtectionOfChoice)
def _protection_of_choice(game: Kernel, ctx: Ctx, node: dsl.GainProtectionOfChoice, task: Task) -> bool:
    """702.16a, 611.2c: the color (or colorless) is chosen as it resolves; the permanents
    affected are locked in, and gain protection from it for the duration."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if not ids:
        return True
    options = [Option("mana", word, word) for word in _COLOR_WORDS.values()]
    if node.colorless:
        options.append(Option("mana", "colorless", "colorless"))
    quality = game.ask(ctx.controller, "color", options, "choose protection from").value
    add_effect(game, ctx, "grant", ids, {"keywords": [f"protection from {quality}"]}, node.duration)
    return True


@handles(dsl.LoseAndCantHaveKeywords)
def _lose_keywords(game: Kernel, ctx: Ctx, node: dsl.LoseAndCantHaveKeywords, task: Task) -> bool:
    """611.2c, 613.1f: the permanents are locked in; layer 6 takes the keywords away after
    everything that grants them, for the duration."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, CANT_HAVE_KEYWORDS, ids, {"keywords": list(node.keywords)}, node.duration)
    return True


def _until_your_next_upkeep(game: Kernel, event: dict) -> None:
    """611.2a: an effect lasting "until your next upkeep" ends as its controller's upkeep begins."""
    if event["step"] != "upkeep":
        return
    state = game.state
    lasting = [e for e in state.effects if not (e.duration == "your_next_upkeep" and e.controller == event["active"])]
    if len(lasting) != len(state.effects):
        state.effects = lasting
        game.changed(Aspect.EFFECTS)


RULES.listen(("step_begin",), _until_your_next_upkeep)
