"""Morph and megamorph (702.37) and face-down spells and permanents (708).

702.37c: a card with morph may be cast face down from its owner's hand as a 2/2 creature spell
for {3} (an alternative cost, 118.9): casting method "morph" (engine/casting.py).  708.2a: a
face-down spell or permanent is a 2/2 creature with no name, text, subtypes or mana cost, and is
colorless; the face-down status is applied after the copy effects in layer 1 (613.2b), so a copy
of a face-down permanent is a nameless 2/2 (707.2b) and the characteristics come from the
definition `dsl.FACE_DOWN_CARD` (engine/characteristics.py).  708.4: a face-down spell resolves
into a face-down permanent.

116.2b, 702.37e: any time they have priority, the controller of a face-down permanent with morph
(on its face-up side) may turn it face up by paying its morph cost: a special action, which uses
no stack and can't be responded to.  Megamorph (702.37b) also puts a +1/+1 counter on it.  708.8:
it is the same permanent (no new object, nothing enters the battlefield), keeps its counters,
damage and tapped status, and its "when this is turned face up" abilities trigger.

Manifest (701.34a): the top card of a library is put onto the battlefield face down
(engine/manifest.py); its controller may turn it face up for its mana cost if it is a creature
card (701.34b), or for its morph cost if it has morph (701.34c).  The manifested permanents are
listed in `state.extra["manifested"]`.

Hidden information (708.5, 708.9): the view and log name a face-down object's card only to its
controller; its card is revealed when it leaves the battlefield or the stack for any zone but the
battlefield, and at the end of the game (engine/player_log.py, engine/view.py, hidden_info.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import mana, restricted_mana, zones
from manastack.engine.aspects import Aspect
from manastack.engine.decision import Option
from manastack.engine.kernel import procedure
from manastack.engine.state import BATTLEFIELD, STACK, GameObject, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: 702.37c: the alternative cost of casting a card face down.
FACE_DOWN_COST = "{3}"
#: The keywords that let a face-down permanent be turned face up for their cost (702.37a-b).
MORPH_KEYWORDS = ("morph", "megamorph")
#: The casting method (state.CAST_METHODS) of a spell cast face down.
MORPH = "morph"
#: state.extra: the ids of the manifested permanents still face down (701.34a).
MANIFESTED = "manifested"
#: How a face-down permanent is turned face up: for its morph or megamorph cost (702.37e), or a
#: manifested creature card for its mana cost (701.34b).
MANA_COST = "mana cost"


def is_face_down_public(obj: GameObject) -> bool:
    """708.2: a face-down spell or permanent (a card exiled face down is another matter, 406.3)."""
    return obj.face_down and obj.zone in (BATTLEFIELD, STACK)


def morph_keyword(card: str, legacy: tuple) -> dsl.Keyword | None:
    """The morph or megamorph ability of a card's face-up front face (702.37a-b), if any."""
    for ability in card_def(card, legacy).front.abilities:
        if isinstance(ability, dsl.Keyword) and ability.name in MORPH_KEYWORDS:
            return ability
    return None


def face_down_entry_plan() -> dict:
    """708.4: how a face-down spell enters as it resolves.  It has no abilities (708.2a), so none
    of its own replacement effects changes how it enters (614.1c: the card's "enters tapped" or
    "enters with counters" are abilities it doesn't have face down)."""
    return {"tapped": False, "counters": {}}


# ------------------------------------------------------------------ turning face up (702.37e)


def turn_up_costs(game: Kernel, oid: int) -> list[tuple[str, str]]:
    """(how, mana cost) for each way its controller may turn a face-down permanent face up:
    702.37e its morph or megamorph cost; 701.34b a manifested creature card's mana cost."""
    obj = game.state.objects[oid]
    found = []
    keyword = morph_keyword(obj.card, obj.legacy)
    if keyword is not None:
        found.append((keyword.name, keyword.cost))
    front = card_def(obj.card, obj.legacy).front
    if oid in game.state.extra.get(MANIFESTED, ()) and "Creature" in front.types and front.mana_cost:
        found.append((MANA_COST, front.mana_cost))
    return found


def turn_face_up_options(game: Kernel, player: int) -> list[Option]:
    """116.2b, 702.37e, 701.34b: the face-down permanents `player` controls that they can turn
    face up now, and how: by paying the morph (or megamorph) cost of their face-up side, or a
    manifested creature card's mana cost."""
    state = game.state
    found = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if not obj.face_down or game.chars(oid).controller != player:
            continue
        name = card_def(obj.card, obj.legacy).front.name
        for how, cost in turn_up_costs(game, oid):
            if mana.can_pay(game, player, mana.requirement(cost), allowed=restricted_mana.for_other(game, player)):
                found.append(Option("turn_face_up", f"turn {name} face up ({how} {cost})", (oid, how)))
    return found


@procedure("turn_face_up")
def turn_face_up(game: Kernel, task: Task) -> None:
    """116.2b, 702.37e, 701.34b: pay the cost chosen ("how"), then the permanent is turned face
    up (no stack)."""
    player, oid, how = task.args["player"], task.args["obj"], task.args["how"]
    state = game.state
    obj = state.objects.get(oid)
    costs = dict(turn_up_costs(game, oid)) if obj is not None and obj.face_down and obj.zone == BATTLEFIELD else {}
    if how not in costs:  # it left, or was turned up, while the cost was paid
        game.finish(task)
        return
    if task.stage == 0:
        game.advance_stage(task)
        game.push("pay_mana", player=player, req=mana.requirement(costs[how]).to_list(), source=oid,
                  purpose="turn_face_up", label=f"turning {card_def(obj.card, obj.legacy).front.name} face up")
        return
    turn_up(game, oid, player, megamorph=how == "megamorph")
    game.finish(task)


def turn_up(game: Kernel, oid: int, player: int, megamorph: bool = False) -> None:
    """708.8: the permanent is turned face up: the same object with its status kept; it has its
    face-up characteristics from now on and its "turned face up" abilities trigger.  702.37b: one
    turned up for its megamorph cost gets a +1/+1 counter."""
    state = game.state
    obj = state.objects[oid]
    obj.face_down = False
    game.changed(Aspect.PERMANENTS)
    if oid in state.extra.get(MANIFESTED, ()):
        state.extra[MANIFESTED] = [other for other in state.extra[MANIFESTED] if other != oid]
        game.changed(Aspect.EFFECTS)
    game.emit({"type": "turned_face_up", "player": player, "obj": oid, "card": obj.card})
    if megamorph:
        zones.put_counters(game, oid, "+1/+1", 1)


def reveal_face_down(game: Kernel) -> None:
    """708.9: at the end of the game, every face-down permanent and spell is revealed."""
    state = game.state
    for oid in [*state.battlefield, *(item.obj for item in state.stack if item.obj is not None)]:
        obj = state.objects[oid]
        if obj.face_down:
            game.emit({"type": "reveal", "player": obj.owner, "obj": oid, "card": obj.card})
