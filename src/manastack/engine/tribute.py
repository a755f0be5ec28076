"""Tribute (702.104a): "As this creature enters, choose an opponent.  That player may put an
additional N +1/+1 counters on it as it enters."  A replacement effect that modifies how it enters
(614.1c), in the replacement pipeline with the other entering keywords (engine/entering.py); the
permanent remembers whether tribute was paid (GameObject.chosen["tribute"]) for its "if tribute
wasn't paid" abilities (702.104b, dsl.TributeNotPaid)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace as _with
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.decision import Option
from manastack.engine.replacement import Candidate, WouldEnter, finds

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@finds(WouldEnter)
def _tribute(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    card = event.copy[0] if event.copy else event.card
    for index, ability in enumerate(event.abilities()):
        if isinstance(ability, dsl.Keyword) and ability.name == "tribute":
            yield Candidate(("tribute", card, index), card, lambda game, e, n=ability.amount: _offer(game, e, n),
                            interactive=True, commutes=True)


def _offer(game: Kernel, event: WouldEnter, amount: int) -> WouldEnter:
    """702.104a: its controller chooses an opponent, who chooses whether it enters with N more
    +1/+1 counters.  Without an opponent, tribute isn't paid."""
    opponents = game.opponents(event.controller)
    if not opponents:
        return _with(event, chosen=(*event.chosen, ("tribute", "not paid")))
    opponent = game.ask(event.controller, "choose", [Option("player", game.state.players[p].name, p) for p in opponents],
                        f"tribute {amount}: choose an opponent").value
    answer = game.ask(opponent, "may", [Option("yes", f"pay tribute: {amount} +1/+1 counters on {event.card}", True),
                                        Option("no", "don't pay tribute", False)], f"tribute {amount}: pay it?")
    if not answer.value:
        return _with(event, chosen=(*event.chosen, ("tribute", "not paid")))
    return _with(event, counters=(*event.counters, ("+1/+1", amount)), chosen=(*event.chosen, ("tribute", "paid")))
