"""Costs that come with a modal spell's choice of modes (700.2, 601.2b, 601.2f): entwine
(702.42a: "you may choose all modes of this spell instead of just the number specified; if you
do, you pay an additional [cost]") and escalate (702.120a: "for each mode you choose beyond the
first as you cast this spell, you pay an additional [cost]").  Only choices whose total cost
can be paid are offered (601.2f-h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import alternative_payment, costs, mana, modes
from manastack.engine.decision import Option

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The keywords whose costs depend on the modes chosen.
MODE_COST_KEYWORDS = ("entwine", "escalate")


def choose_modes(game: Kernel, player: int, oid: int, spell, cost, change: int,
                 extra: dsl.Cost | None, additional: int = 0) -> tuple[list[int], list[tuple[str, str]]]:
    """601.2b: the modes of the spell `oid` and the additional costs (keyword, mana) they bring.
    `cost` is the mana the spell costs so far, `extra` its other additional cost; `additional`:
    the modes more an effect lets its caster choose (modes.choose)."""
    found = {a.name: a for a in game.chars(oid).abilities if isinstance(a, dsl.Keyword) and a.name in MODE_COST_KEYWORDS}
    exclusions = costs.mana_exclusions(game, oid, extra, player)

    def payable(more: str) -> bool:
        req = mana.requirement(mana.with_additional(cost, more), 0, change)
        return any(alternative_payment.can_pay(game, player, oid, req, exclude) for exclude in exclusions)

    entwine = found.get("entwine")
    every = len(spell.modes)
    if (entwine is not None and every > modes.most_modes(spell)
            and len(modes.legal_modes(game, spell, oid, player)) == every and payable(entwine.cost)):
        answer = game.ask(player, "optional_cost", [Option("yes", f"pay entwine {entwine.cost}: choose all modes", True),
                                                    Option("no", "don't pay entwine", False)],
                          f"pay the entwine cost {entwine.cost} and choose all modes?")
        if answer.value:  # 702.42a-b: every mode, followed in printed order
            return list(range(every)), [("entwine", entwine.cost)]
    escalate = found.get("escalate")
    if escalate is None:
        return modes.choose(game, spell, oid, player, additional=additional), []
    most = 1
    while most < every and payable(escalate.cost * most):
        most += 1
    chosen = modes.choose(game, spell, oid, player, most=most, additional=additional)
    return chosen, [("escalate", escalate.cost)] * max(len(chosen) - 1, 0)
