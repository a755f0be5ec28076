"""Choosing a card name (201.4): "Choose a card name." (Demonic Consultation).

The player may choose the name of any card of the Oracle card reference (201.4), a face's name
too (201.4b-f), never a token's.  That is more names than a decision can list, so the decision
offers the names the player knows to be in this game (the cards of their own deck, wherever
they are, and the cards every player can see) and `Game.choose` accepts any other card name as
an option of kind "name" whose value is the name (the decision's context says so:
`ANY_CARD_NAME`); a label, an index or an option of another kind must be one offered.  The name chosen is
announced to every player and kept in the resolution's context (`CHOSEN_NAME`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, STACK, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The resolution context's key for the name chosen ("the chosen name").
CHOSEN_NAME = "chosen_name"
#: The decision context's key saying any card name is an answer, not only the options listed.
ANY_CARD_NAME = "any_card_name"


def known_names(game: Kernel, player: int) -> list[str]:
    """The card names `player` knows to be in this game, sorted: their own cards wherever they
    are (they know their deck), and the face-up cards on the battlefield, on the stack, in
    graveyards and in exile.  No hidden card of another player's is among them (400.2)."""
    state = game.state
    names: set[str] = set()
    for obj in state.objects.values():
        mine = obj.owner == player
        public = obj.zone in (BATTLEFIELD, STACK, GRAVEYARD, EXILE) and not obj.face_down
        if obj.token or not (mine or public):
            continue
        names.update(face.name for face in card_def(obj.card, obj.legacy).faces)
    return sorted(names)


def choose_card_name(game: Kernel, player: int) -> str:
    """201.4: `player` chooses a card name (any card's, not only those offered)."""
    options = [Option("name", name, name) for name in known_names(game, player)]
    answer = game.ask(player, "choose", options, "choose a card name (any card's name may be given)",
                      **{ANY_CARD_NAME: True})
    return answer.value


@handles(dsl.ChooseCardName)
def _choose_card_name(game: Kernel, ctx: Ctx, node: dsl.ChooseCardName, task: Task) -> bool:
    name = choose_card_name(game, ctx.controller)
    ctx.data[CHOSEN_NAME] = name
    game.emit({"type": "name_chosen", "player": ctx.controller, "name": name})
    return True
