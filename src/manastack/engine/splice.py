"""Splice (702.47): as an Arcane spell is cast, cards with "Splice onto Arcane [cost]" in its
caster's hand may be revealed and their splice costs paid; the spell then has their text too:
their targets after its own, their instructions after its own (702.47b-d).  The cards stay in
hand; the spell keeps the text until it leaves the stack (702.47e)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_cache, card_def
from manastack.engine import alternative_payment, costs, mana
from manastack.engine.decision import Option

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@card_cache(maxsize=4096)
def splice_keyword(card: str, legacy: tuple) -> dsl.Keyword | None:
    """The card's "Splice onto [subtype] [cost]" keyword, if it has one (702.47a)."""
    return next((a for a in card_def(card, legacy).faces[0].abilities
                 if isinstance(a, dsl.Keyword) and a.name == "splice"), None)


def ask_splices(game: Kernel, player: int, spell: int, cost, change: int, extra: dsl.Cost | None,
                paid: str) -> list[tuple[int, str]]:
    """601.2b, 702.47b: for each card in the caster's hand that may be spliced onto this spell
    (its subtype named, 702.47a), whether to reveal it and pay its splice cost; only splices
    payable with the rest of the total cost (`paid`: the other additional mana) are offered.
    Returns (card, splice cost) for each card spliced, in the order revealed."""
    subtypes = game.chars(spell).subtypes
    chosen: list[tuple[int, str]] = []
    exclusions = costs.mana_exclusions(game, spell, extra, player)
    objects = game.state.objects
    for oid in game.state.players[player].hand:
        keyword = splice_keyword(objects[oid].card, objects[oid].legacy)
        if keyword is None or keyword.qualities[0] not in subtypes:
            continue
        more = paid + "".join(splice_cost for _card, splice_cost in chosen) + keyword.cost
        req = mana.requirement(mana.with_additional(cost, more), 0, change)
        if not any(alternative_payment.can_pay(game, player, spell, req, exclude) for exclude in exclusions):
            continue
        name = card_def(objects[oid].card, objects[oid].legacy).faces[0].name
        answer = game.ask(player, "optional_cost", [Option("yes", f"splice {name} onto it for {keyword.cost}", True),
                                                    Option("no", f"don't splice {name}", False)],
                          f"reveal {name} and pay its splice cost {keyword.cost}?")
        if answer.value:
            chosen.append((oid, keyword.cost))
    return chosen


def spliced_parts(spliced: list, offset: int, shift) -> tuple[tuple, tuple]:
    """702.47b-d: the target slots and instructions the spliced cards add ([card object, card,
    legacy] each, in the order revealed), numbered after the spell's own `offset` slots
    (`shift(node, offset)` moves an effect's target references)."""
    specs: list = []
    effects: list = []
    for _oid, card, legacy in spliced:
        spell = next(a for a in card_def(card, tuple(legacy)).faces[0].abilities if isinstance(a, dsl.SpellAbility))
        start = offset + len(specs)
        specs.extend(shift(spec, start) for spec in spell.targets)
        effects.extend(shift(node, start) for node in spell.effects)
    return tuple(specs), tuple(effects)
