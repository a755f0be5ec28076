"""A permanent that becomes a creature as big as its mana value (205.1a, 613.1d, 613.4b): "...
becomes an artifact creature with power and toughness each equal to its mana value" (Karn, the
Great Creator's +1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.oracle.vocab import subtype_card_type
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.BecomeWithManaValuePT)
def _become_with_mana_value_pt(game: Kernel, ctx: Ctx, node: dsl.BecomeWithManaValuePT, task: Task) -> bool:
    """205.1a: its card types become the ones named (layer 4), its subtypes of other types going
    (205.3d); its base power and toughness become its mana value now (608.2h, layer 7b)."""
    for oid in ctx.resolve_objects(node.what):
        if game.state.objects[oid].zone != BATTLEFIELD:
            continue
        chars = game.chars(oid)
        kept = sorted(s for s in chars.subtypes if subtype_card_type(s) in node.types)
        value = chars.mana_value
        add_effect(game, ctx, "type_change", [oid], {"set_types": list(node.types), "keep_subtypes": kept}, node.duration)
        add_effect(game, ctx, "set_pt", [oid], {"power": value, "toughness": value}, node.duration)
    return True
