"""An Aura entering the battlefield other than by resolving as an Aura spell (303.4f-g): put onto
the battlefield by Show and Tell, returned from a graveyard, found by a search.  As it enters,
the player it enters under chooses what it will enchant: an object or player its enchant ability
allows and that nothing else forbids (702.16c: not one with protection from it).  The choice
doesn't target (115.1): hexproof and shroud don't matter.  With nothing it could enchant, the
Aura stays where it is, or is put into its owner's graveyard from the stack (303.4g).

The choice is part of the entry plan (`zones.etb_plan`): asked before anything enters, so a
permanent entering at the same time can't be chosen, and applied as the Aura enters
(`zones._apply_entry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine import keywords, queries
from manastack.engine.decision import Option
from manastack.engine.enchant import ATTACHED_PLAYER, enchant_filter, enchants_players
from manastack.engine.state import BATTLEFIELD, GRAVEYARD, STACK

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The entry plan's key for the object an Aura enters attached to (303.4f).
ATTACH = "attach"


def can_enchant_object(game: Kernel, aura: int, target: int, controller: int) -> bool:
    """303.4d, 702.5a: whether the Aura `aura`, controlled by `controller`, could be attached to the
    permanent `target`: its enchant ability allows it, it isn't the Aura itself, and it doesn't
    have protection from the Aura (702.16c)."""
    objects = game.state.objects
    if target == aura or target not in objects or objects[target].zone != BATTLEFIELD:
        return False
    chars = game.chars(aura)
    if not queries.matches(game, enchant_filter(chars.keywords.get("enchant")), target, aura, controller,
                           chars=game.chars(target)):
        return False
    return not keywords.protected_from_source(game, target, aura)


def choose_enchanted(game: Kernel, aura: int, controller: int, plan: dict) -> None:
    """303.4f: if `aura` (an object about to enter under `controller`'s control, not as a resolving
    Aura spell) is an Aura, its controller chooses what it will enchant, recorded in `plan`;
    303.4g: with no legal choice, the plan keeps it where it is (from the stack: its owner's
    graveyard)."""
    chars = game.chars(aura)
    if "Aura" not in chars.subtypes:
        return
    name = chars.name
    if enchants_players(chars):
        options = [Option("player", game.player_name(p), p) for p in game.players_in_turn_order()
                   if not game.state.players[p].lost]
    else:
        options = [Option("object", game.chars(o).name, o) for o in game.state.battlefield
                   if can_enchant_object(game, aura, o, controller)]
    if not options:
        plan["to"] = GRAVEYARD if game.state.objects[aura].zone == STACK else ""
        return
    answer = game.ask(controller, "choose", options, f"choose what {name} will enchant as it enters (303.4f)")
    if answer.kind == "player":
        plan["chosen"] = {**plan.get("chosen", {}), ATTACHED_PLAYER: answer.value}
    else:
        plan[ATTACH] = answer.value
