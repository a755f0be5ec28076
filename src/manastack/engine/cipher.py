"""Cipher (702.99).  As the spell resolves, its last instruction (dsl.EncodeOnCreature): if it
is represented by a card, its controller may exile it encoded on a creature they control.  For as
long as the card stays exiled and the creature on the battlefield (702.99c), the creature has
"Whenever this creature deals combat damage to a player, you may copy the encoded card and you may
cast the copy without paying its mana cost" (a trigger made here as the damage is dealt, its
reference naming the encoded card).  The encodings are kept in state.extra[ENCODED] as
[exiled card, creature] pairs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES
from manastack.engine.spell_copy import cast_copy_of_card
from manastack.engine.state import BATTLEFIELD, EXILE, STACK, PendingTrigger, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: state.extra key: [exiled card, creature] for each card encoded on a creature (702.99b).
ENCODED = "encoded"
#: The name in the reference of the creature's triggered ability ("kwtrig", TRIGGER, encoded card).
TRIGGER = "encoded card"


def encoded_on(game: Kernel, creature: int) -> list[int]:
    """702.99c: the cards encoded on this creature: still exiled, the creature still on the
    battlefield (a new object of either ends it, 400.7)."""
    objects = game.state.objects
    if creature not in objects or objects[creature].zone != BATTLEFIELD:
        return []
    return [card for card, on in game.state.extra.get(ENCODED, ())
            if on == creature and card in objects and objects[card].zone == EXILE]


@handles(dsl.EncodeOnCreature)
def _encode(game: Kernel, ctx: Ctx, node: dsl.EncodeOnCreature, task: Task) -> bool:
    """702.99a: "If this spell is represented by a card, you may exile this card encoded on a
    creature you control" (a copy isn't a card, 707.10)."""
    spell = ctx.source
    objects = game.state.objects
    if spell is None or spell not in objects or objects[spell].zone != STACK or objects[spell].spell_copy:
        return True
    creatures = [o for o in game.state.battlefield
                 if game.chars(o).controller == ctx.controller and "Creature" in game.chars(o).types]
    if not creatures:
        return True
    name = game.chars(spell).name
    answer = game.ask(ctx.controller, "may", [Option("yes", f"exile {name} encoded on a creature you control", True),
                                              Option("no", "don't encode it", False)], f"cipher: encode {name}?")
    if not answer.value:
        return True
    creature = game.ask(ctx.controller, "choose", [Option("object", game.chars(o).name, o) for o in creatures],
                        f"cipher: the creature to encode {name} on").value
    card = zones.move(game, spell, EXILE, cause="cipher")
    kept = [pair for pair in game.state.extra.get(ENCODED, []) if pair[1] in objects and pair[0] in objects
            and objects[pair[0]].zone == EXILE]
    game.state.extra[ENCODED] = [*kept, [card, creature]]
    game.changed(Aspect.EFFECTS)
    return True


def _on_damage(game: Kernel, event: dict) -> None:
    """702.99a: "Whenever this creature deals combat damage to a player, ...": once for each card
    encoded on it."""
    source = event["source"]
    if not event.get("combat") or event["target"][0] != "player" or source is None or not game.state.extra.get(ENCODED):
        return
    for card in encoded_on(game, source):
        chars = game.chars(source)
        game.state.pending_triggers.append(PendingTrigger(chars.controller, source, ("kwtrig", TRIGGER, card), dict(event),
                                                          None, chars.name))


@handles(dsl.CastEncodedCopy)
def _cast_copy(game: Kernel, ctx: Ctx, node: dsl.CastEncodedCopy, task: Task) -> bool:
    """702.99a, 707.12: "you may copy the encoded card and you may cast the copy without paying
    its mana cost" (spell_copy.cast_copy_of_card)."""
    return cast_copy_of_card(game, ctx, ctx.data["ability"][2], "cipher")


RULES.listen(("damage",), _on_damage)
