"""Costs other than mana (118): {T} (107.5), {Q} (107.6), sacrifice, discard, life (119.4),
loyalty (606.4), and the summoning-sickness rule (302.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, zones
from manastack.engine.aspects import Aspect
from manastack.engine.decision import Option
from manastack.engine.state import BATTLEFIELD, GRAVEYARD, HAND

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def is_summoning_sick(game: Kernel, oid: int) -> bool:
    """302.6: a creature's {T}/{Q} abilities can't be activated (and it can't attack) unless it
    has been under its controller's control continuously since their most recent turn began."""
    chars = game.chars(oid)
    if "Creature" not in chars.types or chars.has("haste"):
        return False
    obj = game.state.objects[oid]
    began = game.state.players[chars.controller].turn_began_serial
    return began < 0 or obj.control_since >= began


def sick_reason(game: Kernel, oid: int) -> str:
    return f"{game.chars(oid).name} is summoning sick (302.6)"


def non_mana_problem(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> str | None:
    """Why the non-mana part of `cost` can't be paid now, or None if it can."""
    obj = game.state.objects.get(oid)
    if obj is None:
        return "its source is gone"
    if cost.tap or cost.untap:
        if obj.zone != BATTLEFIELD:
            return "it isn't on the battlefield"
        if cost.tap and obj.tapped:
            return f"{game.chars(oid).name} is already tapped (107.5)"
        if cost.untap and not obj.tapped:
            return f"{game.chars(oid).name} is already untapped (107.6)"
        if is_summoning_sick(game, oid):
            return sick_reason(game, oid)
    if (cost.sacrifice_self or cost.exile_self) and obj.zone != BATTLEFIELD:
        return "it isn't on the battlefield"
    if cost.sacrifice is not None and not sacrifice_candidates(game, oid, cost.sacrifice, player):
        return "there is nothing to sacrifice"
    hand = game.state.players[player].hand
    if cost.discard_self and (obj.zone != HAND or oid not in hand):
        return "it isn't in your hand"
    if cost.discard and len(discard_candidates(game, oid, cost, player)) < cost.discard:
        return "not enough cards in hand to discard"
    if cost.exile_self_from_graveyard and obj.zone != GRAVEYARD:
        return "it isn't in your graveyard"
    if cost.life and game.state.players[player].life < cost.life:
        return f"you can't pay {cost.life} life (119.4)"
    if cost.energy and game.state.players[player].energy < cost.energy:
        return f"you don't have {cost.energy} energy (107.14)"
    if cost.loyalty is not None and cost.loyalty < 0 and obj.counters.get("loyalty", 0) < -cost.loyalty:
        return "not enough loyalty"
    return None


def can_pay_non_mana(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> bool:
    return non_mana_problem(game, oid, cost, player) is None


def discard_candidates(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> list[int]:
    """The cards in hand a cost's discard may choose: of its card type, if it names one ("discard
    a land card", 702.81a)."""
    return [c for c in game.state.players[player].hand if not (cost.discard_self and c == oid)
            and (not cost.discard_type or cost.discard_type in game.chars(c).types)]


def sacrifice_candidates(game: Kernel, source: int, flt: dsl.Filter, player: int) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).controller == player and queries.matches(game, flt, o, source, player)]


def used_up_for_mana(game: Kernel, oid: int) -> bool:
    """Whether a permanent's mana abilities sacrifice it (Treasure): once it has paid mana it
    can't also be sacrificed for another part of the same cost (118.3, 118.10)."""
    return any(ability.cost.sacrifice_self for _, ability in game.chars(oid).table.mana)


def kept_for_cost(game: Kernel, choices: dict) -> frozenset:
    """The permanents a cost's choices set aside, which mana abilities mustn't use up."""
    chosen = choices.get("sacrifice")
    return frozenset({chosen}) if chosen is not None and used_up_for_mana(game, chosen) else frozenset()


def mana_exclusions(game: Kernel, source: int, cost: dsl.Cost | None, player: int, base: frozenset = frozenset()) -> list[frozenset]:
    """The sets of permanents the mana payment must leave alone, one per way of paying the
    non-mana part of `cost` (which permanent is sacrificed), so that the mana and the other
    costs are checked together (601.2h: unpayable costs can't be paid)."""
    if cost is None or cost.sacrifice is None:
        return [base]
    found: list[frozenset] = []
    for candidate in sacrifice_candidates(game, source, cost.sacrifice, player):
        keep = base | kept_for_cost(game, {"sacrifice": candidate})
        if keep not in found:
            found.append(keep)
    return found or [base]


def ask_cost_choices(game: Kernel, oid: int, cost: dsl.Cost, player: int, sacrifice_ok=None) -> dict:
    """Choices a cost needs (which creature to sacrifice, which cards to discard): asked
    before anything is paid.  `sacrifice_ok(candidate)` leaves out a permanent whose
    sacrifice would make the rest of the cost unpayable."""
    choices: dict = {}
    if cost.sacrifice is not None:
        candidates = [o for o in sacrifice_candidates(game, oid, cost.sacrifice, player)
                      if sacrifice_ok is None or sacrifice_ok(o)]
        options = [Option("object", game.chars(o).name, o) for o in candidates]
        choices["sacrifice"] = game.ask(player, "sacrifice", options, "choose a permanent to sacrifice").value
    if cost.discard:
        hand = discard_candidates(game, oid, cost, player)
        picked: list[int] = []
        for _ in range(cost.discard):
            options = [Option("card", game.chars(c).name, c) for c in hand if c not in picked]
            picked.append(game.ask(player, "discard", options, "choose a card to discard").value)
        choices["discard"] = picked
    return choices


def pay_non_mana_now(game: Kernel, oid: int, cost: dsl.Cost, player: int, choices: dict | None = None) -> dict:
    """Pay the non-mana parts of a cost (601.2h).  Returns what was paid, for abilities that
    refer to it ("the sacrificed creature")."""
    choices = choices or {}
    paid: dict = {}
    if cost.tap:
        zones.tap(game, oid)
    if cost.untap:
        zones.untap(game, oid)
    if cost.loyalty is not None and cost.loyalty != 0:
        obj = game.state.objects[oid]
        obj.counters["loyalty"] = obj.counters.get("loyalty", 0) + cost.loyalty
        game.changed(Aspect.PERMANENTS)
        game.emit({"type": "loyalty_cost", "obj": oid, "amount": cost.loyalty})
    if cost.life:
        zones.lose_life(game, player, cost.life, cause="cost")
        paid["life"] = cost.life
    if cost.energy:
        zones.change_energy(game, player, -cost.energy)
        paid["energy"] = cost.energy
    if "sacrifice" in choices:
        paid["sacrificed"] = zones.lki_of(game, choices["sacrifice"])
        zones.sacrifice(game, choices["sacrifice"])
    if cost.discard_hand:
        for card in list(game.state.players[player].hand):
            zones.discard(game, card)
    for card in choices.get("discard", []):
        zones.discard(game, card)
    if cost.discard_self:
        zones.discard(game, oid)
    if cost.exile_self_from_graveyard:  # its last known information: "the exiled card's power" (702.97a)
        zones.move(game, oid, "exile", lki=zones.lki_of(game, oid))
    if cost.sacrifice_self:
        paid["sacrificed"] = zones.lki_of(game, oid)
        zones.sacrifice(game, oid)
    if cost.exile_self:  # 118.1, 406.2: the permanent itself is exiled
        zones.move(game, oid, "exile", lki=zones.lki_of(game, oid))
    return paid
