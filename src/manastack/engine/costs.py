"""Costs other than mana (118): {T} (107.5), {Q} (107.6), sacrifice, discard, life (119.4),
loyalty (606.4), counters removed or put on the source (118.3, 122), returning permanents or the
source to their owner's hand, tapping untapped permanents you control, and the summoning-sickness
rule (302.6)."""

from __future__ import annotations

from itertools import combinations, islice
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, replacement, zones
from manastack.engine import rng as rng_module
from manastack.engine.aspects import Aspect
from manastack.engine.decision import Option
from manastack.engine.replacement import WouldMove
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND

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
    if cost.sacrifice is not None and len(sacrifice_candidates(game, oid, cost.sacrifice, player)) < cost.sacrifice_count:
        return "there is nothing to sacrifice" if cost.sacrifice_count == 1 else "there aren't enough permanents to sacrifice"
    if cost.return_to_hand is not None and len(sacrifice_candidates(game, oid, cost.return_to_hand, player)) < cost.return_count:
        return "there aren't enough permanents to return to their owner's hand"
    hand = game.state.players[player].hand
    if cost.discard_self and (obj.zone != HAND or oid not in hand):
        return "it isn't in your hand"
    if cost.discard and len(discard_candidates(game, oid, cost, player)) < cost.discard:
        return "not enough cards in hand to discard"
    if cost.discard_also and len([c for c in hand if c != oid]) < cost.discard + cost.discard_also:
        return "not enough cards in hand to discard"
    if cost.exile_from_hand is not None and len(hand_exile_candidates(game, oid, cost, player)) < cost.exile_from_hand[1]:
        return "not enough cards in hand to exile (118.3)"
    if cost.exile_self_from_graveyard and obj.zone != GRAVEYARD:
        return "it isn't in your graveyard"
    if cost.life and game.state.players[player].life < cost.life:
        return f"you can't pay {cost.life} life (119.4)"
    if cost.energy and game.state.players[player].energy < cost.energy:
        return f"you don't have {cost.energy} energy (107.14)"
    if cost.loyalty is not None and cost.loyalty < 0 and obj.counters.get("loyalty", 0) < -cost.loyalty:
        return "not enough loyalty"
    if cost.crew and sum(max(0, _power(game, o)) for o in crew_candidates(game, oid, player)) < cost.crew:
        return f"your other untapped creatures don't have total power {cost.crew} (702.122a)"
    return _permanent_cost_problem(game, oid, cost, player)


def crew_candidates(game: Kernel, oid: int, player: int) -> list[int]:
    """702.122a: the other untapped creatures `player` controls, which may be tapped to crew."""
    return [o for o in game.state.battlefield if o != oid and not game.state.objects[o].tapped
            and game.chars(o).controller == player and "Creature" in game.chars(o).types]


def _power(game: Kernel, oid: int) -> int:
    return game.chars(oid).power or 0


def _ask_crew(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> list[int]:
    """702.122a: the creatures to tap, one at a time, until their total power is N or greater
    (any number more may be tapped); a creature is offered only if N can still be reached."""
    picked: list[int] = []
    total = 0
    while True:
        rest = [o for o in crew_candidates(game, oid, player) if o not in picked]
        options = [Option("done", "tap these creatures", None)] if total >= cost.crew else []
        for o in rest:
            reachable = total + _power(game, o) + sum(max(0, _power(game, r)) for r in rest if r != o)
            if reachable >= cost.crew:
                options.append(Option("object", game.chars(o).name, o))
        answer = game.ask(player, "choose", options, f"tap creatures with total power {cost.crew} or greater to crew")
        if answer.kind == "done":
            return picked
        picked.append(answer.value)
        total += _power(game, answer.value)


def _permanent_cost_problem(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> str | None:
    """118.3: counters to remove must be on the source; the source must be on the battlefield to
    get a counter or return to its owner's hand; enough untapped permanents must be there to tap."""
    obj = game.state.objects[oid]
    if (cost.remove_counters or cost.put_counter or cost.return_self or cost.exile_self) and obj.zone != BATTLEFIELD:
        return "it isn't on the battlefield"
    if cost.exile_self_from_hand and (obj.zone != HAND or oid not in game.state.players[player].hand):
        return "it isn't in your hand"
    if cost.remove_counters:
        kind, count = cost.remove_counters
        if obj.counters.get(kind, 0) < count:
            return f"it doesn't have {count} {kind} counter{'s' if count > 1 else ''} on it (118.3)"
    if cost.tap_untapped is not None and len(tap_candidates(game, oid, cost, player)) < cost.tap_untapped[1]:
        return "there aren't enough untapped permanents to tap (118.3)"
    if cost.return_chosen is not None and not sacrifice_candidates(game, oid, cost.return_chosen, player):
        return "there is nothing to return to its owner's hand (118.3)"
    if cost.discard_random and len(game.state.players[player].hand) < cost.discard_random:
        return "not enough cards in hand to discard (118.3)"
    if cost.exile_chosen is not None and not sacrifice_candidates(game, oid, cost.exile_chosen, player):
        return "there is nothing to exile (118.3)"
    if cost.exile_from_graveyard is not None and exile_short(game, oid, cost, player, [], []):
        return "not enough cards in your graveyard to exile (118.3)"
    return None


def graveyard_candidates(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> list[int]:
    """The cards in `player`'s graveyard "Exile two creature cards from your graveyard" may choose
    (not the source itself, if it's there)."""
    flt = cost.exile_from_graveyard[0] if cost.exile_from_graveyard is not None else dsl.Filter()
    return [c for c in game.state.players[player].graveyard if c != oid and queries.matches(game, flt, c, oid, player)]


def arrives_in_graveyard(game: Kernel, card: int, player: int, cause: str) -> bool:
    """601.2h: whether paying a discard or sacrifice puts this card into `player`'s graveyard,
    where another part of the same cost may exile it (costs are paid in any order: the escape
    rulings).  A card they own, not a token, whose move no replacement effect would change."""
    obj = game.state.objects[card]
    return obj.owner == player and not obj.token and not replacement.would_apply(game, WouldMove(card, GRAVEYARD,
                                                                                                   cause=cause))


def exile_short(game: Kernel, oid: int, cost: dsl.Cost, player: int, sacrificed: list, discarded: list) -> bool:
    """Whether "exile N other cards from your graveyard" can't be paid with the permanents chosen
    to sacrifice and the cards chosen to discard so far, the rest chosen at best: the cards
    already there, and (for any card, 601.2h) those the discard and sacrifice put there."""
    needed = cost.exile_from_graveyard[1]
    found = len(graveyard_candidates(game, oid, cost, player))
    if found >= needed or cost.exile_from_graveyard[0] != dsl.Filter():
        return found < needed
    if cost.sacrifice is not None:
        arriving = [o for o in sacrifice_candidates(game, oid, cost.sacrifice, player)
                    if arrives_in_graveyard(game, o, player, "sacrifice")]
        found += len([o for o in sacrificed if o in arriving])
        found += min(cost.sacrifice_count - len(sacrificed), len([o for o in arriving if o not in sacrificed]))
    if cost.discard:
        arriving = [c for c in game.state.players[player].hand if c != oid and arrives_in_graveyard(game, c, player, "discard")]
        found += len([c for c in discarded if c in arriving])
        found += min(cost.discard + cost.discard_also - len(discarded), len([c for c in arriving if c not in discarded]))
    return found < needed


def tap_candidates(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> list[int]:
    """The untapped permanents `player` controls that "Tap an untapped creature you control" may
    tap: the source too, unless its {T} taps it (302.6 doesn't apply: it isn't a {T} cost)."""
    flt = cost.tap_untapped[0] if cost.tap_untapped is not None else dsl.Filter()
    objects = game.state.objects
    return [o for o in game.state.battlefield if not objects[o].tapped and game.chars(o).controller == player
            and not (cost.tap and o == oid) and queries.matches(game, flt, o, oid, player)]


def can_pay_non_mana(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> bool:
    return non_mana_problem(game, oid, cost, player) is None


def discard_candidates(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> list[int]:
    """The cards in hand a cost's discard may choose: of its card type, if it names one ("discard
    a land card", 702.81a), or matching its description ("discard an Island card")."""
    return [c for c in game.state.players[player].hand if c != oid  # 601.2a: a spell being cast is on the stack
            and (not cost.discard_type or cost.discard_type in game.chars(c).types)
            and (cost.discard_filter is None or queries.matches(game, cost.discard_filter, c, oid, player))]


def hand_exile_candidates(game: Kernel, oid: int, cost: dsl.Cost, player: int) -> list[int]:
    """The cards in hand "exile a blue card from your hand" may choose (118.9): not the spell
    being cast, which is on the stack (601.2a)."""
    flt = cost.exile_from_hand[0] if cost.exile_from_hand is not None else dsl.Filter()
    return [c for c in game.state.players[player].hand if c != oid and queries.matches(game, flt, c, oid, player)]


def sacrifice_candidates(game: Kernel, source: int, flt: dsl.Filter, player: int) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).controller == player and queries.matches(game, flt, o, source, player)]


def used_up_for_mana(game: Kernel, oid: int) -> bool:
    """Whether a permanent's mana abilities sacrifice it (Treasure): once it has paid mana it
    can't also be sacrificed for another part of the same cost (118.3, 118.10)."""
    return any(ability.cost.sacrifice_self for _, ability in game.chars(oid).table.mana)


def kept_for_cost(game: Kernel, choices: dict) -> frozenset:
    """The permanents a cost's choices set aside, which mana abilities mustn't use up."""
    chosen = choices.get("sacrifice")
    # 702.122a, 118.3: creatures tapped to crew, permanents tapped for the cost, can't also tap for mana
    kept = frozenset(choices.get("crew", ())) | frozenset(choices.get("tap", ()))
    return kept | {chosen} if chosen is not None and used_up_for_mana(game, chosen) else kept


def mana_exclusions(game: Kernel, source: int, cost: dsl.Cost | None, player: int, base: frozenset = frozenset()) -> list[frozenset]:
    """The sets of permanents the mana payment must leave alone, one per way of paying the
    non-mana part of `cost` (which permanent is sacrificed), so that the mana and the other
    costs are checked together (601.2h: unpayable costs can't be paid); which permanents are
    tapped for "Tap an untapped creature you control" too (118.3: they can't also make mana)."""
    if cost is None or (cost.sacrifice is None and cost.tap_untapped is None):
        return [base]
    found: list[frozenset] = []
    for candidate in sacrifice_candidates(game, source, cost.sacrifice, player) if cost.sacrifice is not None else [None]:
        keep = base | kept_for_cost(game, {"sacrifice": candidate}) if candidate is not None else base
        tapped = combinations(tap_candidates(game, source, cost, player), cost.tap_untapped[1]) \
            if cost.tap_untapped is not None else [()]
        for combo in islice(tapped, 64):  # enough ways to find one that leaves the mana payable
            if keep | frozenset(combo) not in found:
                found.append(keep | frozenset(combo))
    return found or [base]


def ask_cost_choices(game: Kernel, oid: int, cost: dsl.Cost, player: int, sacrifice_ok=None, keep_ok=None) -> dict:
    """Choices a cost needs (which creature to sacrifice, which cards to discard): asked
    before anything is paid.  `sacrifice_ok(candidate)` leaves out a permanent whose
    sacrifice would make the rest of the cost unpayable; `keep_ok(permanents)` tells whether the
    mana can still be paid without these permanents (those chosen to be tapped)."""
    choices: dict = {}
    exiles = cost.exile_from_graveyard is not None

    def exile_ok(sacrificed: list, discarded: list) -> bool:  # 601.2h: the exile stays payable
        return not exiles or not exile_short(game, oid, cost, player, sacrificed, discarded)

    if cost.sacrifice is not None:
        candidates = [o for o in sacrifice_candidates(game, oid, cost.sacrifice, player)
                      if sacrifice_ok is None or sacrifice_ok(o)]
        options = [Option("object", game.chars(o).name, o) for o in candidates if exile_ok([o], [])]
        choices["sacrifice"] = game.ask(player, "sacrifice", options, "choose a permanent to sacrifice").value
        more: list[int] = []
        for _ in range(cost.sacrifice_count - 1):  # "sacrifice two Mountains": the others
            options = [Option("object", game.chars(o).name, o) for o in candidates
                       if o != choices["sacrifice"] and o not in more and exile_ok([choices["sacrifice"], *more, o], [])]
            more.append(game.ask(player, "sacrifice", options, "choose another permanent to sacrifice").value)
        if more:
            choices["sacrifice_more"] = more
    if cost.return_to_hand is not None:  # "return two Islands you control to their owner's hand"
        candidates = sacrifice_candidates(game, oid, cost.return_to_hand, player)
        returned: list[int] = []
        for _ in range(cost.return_count):
            options = [Option("object", game.chars(o).name, o) for o in candidates if o not in returned]
            returned.append(game.ask(player, "choose", options, "choose a permanent to return to its owner's hand").value)
        choices["return"] = returned
    if cost.discard:
        hand = discard_candidates(game, oid, cost, player)
        picked: list[int] = []
        sacrificed = [choices["sacrifice"], *choices.get("sacrifice_more", [])] if "sacrifice" in choices else []
        for _ in range(cost.discard):
            options = [Option("card", game.chars(c).name, c) for c in hand if c not in picked
                       and exile_ok(sacrificed, [*picked, c])]
            picked.append(game.ask(player, "discard", options, "choose a card to discard").value)
        for _ in range(cost.discard_also):  # "... and another card": any card of the rest
            options = [Option("card", game.chars(c).name, c) for c in game.state.players[player].hand
                       if c != oid and c not in picked and exile_ok(sacrificed, [*picked, c])]
            picked.append(game.ask(player, "discard", options, "choose another card to discard").value)
        choices["discard"] = picked
    if cost.exile_from_hand is not None:
        cards = hand_exile_candidates(game, oid, cost, player)
        exiling_from_hand: list[int] = []
        for _ in range(cost.exile_from_hand[1]):
            options = [Option("card", game.chars(c).name, c) for c in cards if c not in exiling_from_hand]
            exiling_from_hand.append(game.ask(player, "choose", options, "choose a card to exile from your hand").value)
        choices["exile_from_hand"] = exiling_from_hand
    if cost.crew:
        choices["crew"] = _ask_crew(game, oid, cost, player)
    if cost.tap_untapped is not None:
        candidates = tap_candidates(game, oid, cost, player)
        tapping: list[int] = []
        for _ in range(cost.tap_untapped[1]):
            options = [Option("object", game.chars(o).name, o) for o in candidates if o not in tapping
                       and (keep_ok is None or keep_ok(frozenset(tapping) | {o}))]
            tapping.append(game.ask(player, "choose", options, "choose an untapped permanent to tap").value)
        choices["tap"] = tapping
    if cost.return_chosen is not None:
        options = [Option("object", game.chars(o).name, o)
                   for o in sacrifice_candidates(game, oid, cost.return_chosen, player)]
        choices["return_chosen"] = game.ask(player, "choose", options,
                                            "choose a permanent to return to its owner's hand").value
    if cost.exile_chosen is not None:
        options = [Option("object", game.chars(o).name, o)
                   for o in sacrifice_candidates(game, oid, cost.exile_chosen, player)]
        choices["exile"] = game.ask(player, "choose", options, "choose a permanent to exile").value
    if cost.exile_from_graveyard is not None:
        cards = graveyard_candidates(game, oid, cost, player)
        if cost.exile_from_graveyard[0] == dsl.Filter():  # 601.2h: also the cards the cost puts there
            cards += [o for o in [*([choices["sacrifice"]] if "sacrifice" in choices else []),
                                  *choices.get("sacrifice_more", [])] if arrives_in_graveyard(game, o, player, "sacrifice")]
            cards += [c for c in choices.get("discard", []) if arrives_in_graveyard(game, c, player, "discard")]
        exiling: list[int] = []
        for _ in range(cost.exile_from_graveyard[1]):
            options = [Option("card", game.chars(c).name, c) for c in cards if c not in exiling]
            exiling.append(game.ask(player, "choose", options, "choose a card to exile from your graveyard").value)
        choices["exile_cards"] = exiling
    return choices


def pay_non_mana_now(game: Kernel, oid: int, cost: dsl.Cost, player: int, choices: dict | None = None) -> dict:
    """Pay the non-mana parts of a cost (601.2h).  Returns what was paid, for abilities that
    refer to it ("the sacrificed creature")."""
    choices = choices or {}
    paid: dict = {}
    if cost.tap:
        zones.tap(game, oid)
    for creature in choices.get("crew", []):  # 702.122b: it crews the Vehicle
        zones.tap(game, creature)
    if cost.untap:
        zones.untap(game, oid)
    for other in choices.get("tap", []):
        zones.tap(game, other)
    if cost.remove_counters:
        zones.remove_counters(game, oid, *cost.remove_counters)
    if cost.put_counter:
        zones.put_counters(game, oid, cost.put_counter, 1)
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
    arrived: dict[int, int] = {}  # the cards the sacrifice and discard put into a graveyard: their new objects (400.7)
    if "sacrifice" in choices:
        paid["sacrificed"] = zones.lki_of(game, choices["sacrifice"])
        arrived[choices["sacrifice"]] = zones.sacrifice(game, choices["sacrifice"])
    for permanent in choices.get("sacrifice_more", []):
        arrived[permanent] = zones.sacrifice(game, permanent)
    for permanent in choices.get("return", []):  # to its owner's hand (it may have been tapped for mana first)
        if permanent in game.state.objects and game.state.objects[permanent].zone == BATTLEFIELD:
            zones.move(game, permanent, HAND, cause="cost")
    if cost.discard_hand:
        for card in list(game.state.players[player].hand):
            zones.discard(game, card)
    for card in choices.get("discard", []):
        arrived[card] = zones.discard(game, card)
    if cost.discard_self:  # its last known information: "the discarded card's mana value" (702.53a)
        paid["discarded"] = zones.lki_of(game, oid)
        paid["discarded_new"] = zones.discard(game, oid)  # the new object (400.7): "when you cycle ~" (702.29c)
    if cost.exile_self_from_graveyard:  # its last known information: "the exiled card's power" (702.97a)
        zones.move(game, oid, "exile", lki=zones.lki_of(game, oid))
    if cost.sacrifice_self:
        paid["sacrificed"] = zones.lki_of(game, oid)
        zones.sacrifice(game, oid)
    if "return_chosen" in choices:
        zones.move(game, choices["return_chosen"], HAND)
    if "exile" in choices:
        paid["exiled"] = zones.lki_of(game, choices["exile"])
        zones.move(game, choices["exile"], EXILE)
    for card in choices.get("exile_cards", []):  # after the discard and sacrifice (601.2h)
        zones.move(game, arrived.get(card, card), EXILE)
    for card in choices.get("exile_from_hand", []):
        zones.move(game, card, EXILE)
    for _ in range(cost.discard_random):  # 701.9: the game picks each card, from its own generator
        hand = game.state.players[player].hand
        if hand:
            game.state.rng, index = rng_module.below(game.state.rng, len(hand))
            zones.discard(game, hand[index])
    if cost.return_self:
        zones.move(game, oid, HAND)
    if cost.exile_self_from_hand:
        zones.move(game, oid, EXILE)
    if cost.exile_self:
        paid["exiled"] = zones.lki_of(game, oid)
        zones.move(game, oid, EXILE)
    return paid
