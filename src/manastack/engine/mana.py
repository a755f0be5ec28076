"""Mana (106), mana abilities (605), "could produce" (106.7), tapping for mana (106.12) and
paying mana costs (601.2g-h, 118).

Payment is one decision: the player picks a payment plan, a set of mana-ability activations
(with the colour each produces) and mana from their pool that together pay the cost.  Every
plan offered pays the cost, so no choice leads to a dead end.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from itertools import combinations, combinations_with_replacement, product
from typing import TYPE_CHECKING

from manastack.caching import memo
from manastack.cards import dsl
from manastack.cards.mana_cost import ManaCost, parse_mana_cost
from manastack.engine import aura_restrictions, costs, queries, replacement, restricted_mana, restrictions
from manastack.engine.aspects import Aspect
from manastack.engine.decision import Option
from manastack.engine.kernel import procedure
from manastack.engine.queries import static_effects
from manastack.engine.replacement import WouldProduceMana
from manastack.engine.state import BATTLEFIELD, COLORS, MANA_TYPES, Progress, Task
from manastack.engine.triggers import battlefield_triggers

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

MANA_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}


@dataclass(frozen=True, slots=True)
class ManaReq:
    """A mana cost to pay: coloured symbols, generic mana (X already chosen) and hybrid symbols
    ("G/W", "2/W", "W/P": 107.4e-f), each paid by one of its halves."""

    colored: tuple  # ((type, count), ...)
    generic: int
    hybrid: tuple = ()
    total: int = field(init=False, compare=False)  # the least amount of mana that pays it
    _hash: int = field(init=False, compare=False, repr=False)  # requirements are cache keys: hashed once

    def __post_init__(self) -> None:
        total = self.generic + len(self.hybrid)
        for _, n in self.colored:
            total += n
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "_hash", hash((self.colored, self.generic, self.hybrid)))

    def __hash__(self) -> int:
        return self._hash

    def to_list(self) -> list:
        return [[t, n] for t, n in self.colored] + [["generic", self.generic]] + [["hybrid", h] for h in self.hybrid]

    @classmethod
    def from_list(cls, data: list) -> ManaReq:
        colored = []
        generic = 0
        hybrid = []
        for t, n in data:
            if t == "generic":
                generic += n
            elif t == "hybrid":
                hybrid.append(n)
            else:
                colored.append((t, n))
        return cls(tuple(colored), generic, tuple(hybrid))

    def choices(self) -> list[tuple[dict, int]]:
        """The plain costs this one may be paid as: (coloured needs, generic) for each way of
        paying the hybrid symbols (107.4e: {2/W} is {W} or {2}; 107.4f: {W/P} is paid here with
        {W}, as paying life isn't part of a mana payment plan)."""
        base = dict(self.colored)
        found: list[tuple[dict, int]] = []
        options = []
        for symbol in self.hybrid:
            parts = [p for p in symbol.split("/") if p != "P"]
            options.append([(None, int(p)) if p.isdigit() else (p, 0) for p in parts])
        for combo in product(*options):
            need = dict(base)
            generic = self.generic
            for color, extra in combo:
                if color is None:
                    generic += extra
                else:
                    need[color] = need.get(color, 0) + 1
            if (need, generic) not in found:
                found.append((need, generic))
        return found

    def __str__(self) -> str:
        text = f"{{{self.generic}}}" if self.generic or not (self.colored or self.hybrid) else ""
        for h in self.hybrid:
            text += f"{{{h}}}"
        for t, n in self.colored:
            text += f"{{{t}}}" * n
        return text


@memo(maxsize=4096)
def requirement(cost: ManaCost | str | None, x: int = 0, extra_generic: int = 0) -> ManaReq:
    """The mana to pay for a cost with X = x (107.3) plus cost increases (601.2f).  Snow
    symbols ({S}, 107.4h) are paid as generic mana: the engine doesn't track snow sources."""
    if isinstance(cost, str):
        cost = parse_mana_cost(cost) if cost else None
    if cost is None:
        return ManaReq((), max(0, extra_generic))
    colored = tuple((t, n) for t, n in cost.colored if n)
    return ManaReq(colored, max(0, cost.generic + cost.snow + cost.x * x + extra_generic), tuple(cost.hybrid))


def with_additional(cost: ManaCost | None, extra: str) -> ManaCost | None:
    """601.2f, 118.8d: the mana to pay for a cost plus additional mana costs (kicker, buyback):
    what is paid, not the spell's mana cost.  A spell without a mana cost cast "without paying
    it" (None) pays only the additional costs."""
    if not extra:
        return cost
    more = parse_mana_cost(extra)
    if cost is None:
        return more
    colored = dict(cost.colored)
    for t, n in more.colored:
        colored[t] = colored.get(t, 0) + n
    return ManaCost(generic=cost.generic + more.generic, colored=tuple(colored.items()), x=cost.x + more.x,
                    hybrid=cost.hybrid + more.hybrid, snow=cost.snow + more.snow)


def pool_text(pool: dict) -> str:
    return "".join(f"{{{t}}}" * pool.get(t, 0) for t in MANA_TYPES)


def add_to_pool(game: Kernel, player: int, mana: list[str], source: int | None, restriction: tuple | None = None,
                kept_this_turn: bool = False) -> None:
    """106.4: mana goes into its player's pool; mana with a spending restriction (106.6, its key
    `restriction`) is kept apart with it (engine/restricted_mana.py)."""
    if restriction is not None:
        game.state.players[player].restricted_mana.extend(restricted_mana.entries(restriction, mana, kept_this_turn))
    else:
        pool = game.state.players[player].mana_pool
        for t in mana:
            pool[t] = pool.get(t, 0) + 1
    if mana:
        game.changed(Aspect.MANA)
        added = {"type": "add_mana", "player": player, "mana": list(mana), "source": source}
        game.emit(added | {"restricted": True} if restriction is not None else added)


def empty_pools(game: Kernel) -> None:
    """500.5: mana empties from each pool as steps and phases end (unless an effect such as
    Upwelling says otherwise)."""
    if static_effects(game, dsl.KeepMana):
        return
    end_of_turn = game.step() == "cleanup"  # 514.2: "until end of turn" ends in the cleanup step
    for player in game.state.players:
        emptied = bool(player.restricted_mana) and restricted_mana.empty(game, player.index, end_of_turn)
        if any(player.mana_pool.values()):
            player.mana_pool.clear()
            emptied = True
        if emptied:
            game.changed(Aspect.MANA)
            game.emit({"type": "mana_empties", "player": player.index})


# ------------------------------------------------------------------ mana abilities


def mana_abilities(game: Kernel, oid: int) -> tuple[tuple[int, dsl.Activated], ...]:
    """(index, ability) for each mana ability of a permanent (605.1a)."""
    return game.chars(oid).table.mana


def base_productions(game: Kernel, oid: int, effect: dsl.AddMana, controller: int, visited: frozenset) -> list[tuple]:
    """The possible productions (tuples of mana types) of an AddMana effect, before
    replacement effects.  [] means it would produce no mana (106.5: an undefined type)."""
    visited = visited | {oid}
    if effect.commander_identity:  # 903.4f: no commander, no color in its identity: no mana
        return []
    fixed = fixed_productions(effect)
    if fixed and effect.count != 1:  # "Add {B} for each Swamp you control" (106.4): counted as it resolves
        times = queries.evaluate(game, effect.count, oid, controller)
        return [production * times for production in fixed]
    if fixed:
        return fixed
    if effect.any_color:
        return [tuple([c] * effect.any_color) for c in COLORS]
    if effect.combination:  # "two mana in any combination of colors": each mana's colour chosen
        return list(combinations_with_replacement(COLORS, effect.combination))
    if effect.chosen_color:  # 614.12c; none chosen is an undefined type (106.5)
        chosen = game.state.objects[oid].chosen.get("color") if oid in game.state.objects else None
        return [(chosen,)] if chosen else []
    if effect.could_produce:
        types: set[str] = set()
        whose = [controller] if effect.could_produce == "you" else game.opponents(controller)
        for land in game.state.battlefield:
            if land in visited:
                continue
            chars = game.chars(land)
            if "Land" in chars.types and chars.controller in whose:
                types |= could_produce(game, land, visited | {oid})
        if not effect.any_type:
            types.discard("C")
        return [(t,) for t in MANA_TYPES if t in types]
    return []


def fixed_productions(effect: dsl.AddMana) -> list[tuple[str, ...]]:
    """The productions of fixed mana: "{G}" one; "{B} or {R}" one of each (106.4)."""
    if effect.mana:
        return [_fixed_symbols(effect.mana)]
    return [_fixed_symbols(amount) for amount in effect.one_of]


@memo(maxsize=1024)
def _fixed_symbols(mana: str) -> tuple[str, ...]:
    return tuple(parse_symbols(mana))


def parse_symbols(mana: str) -> list[str]:
    out = []
    for part in mana.replace("}", "").split("{"):
        part = part.strip().upper()
        if not part:
            continue
        if part.isdigit():
            out.extend(["C"] * int(part))
        else:
            out.append(part)
    return out


def ordered_productions(game: Kernel, oid: int, ability: dsl.Activated, controller: int, visited=frozenset()) -> list[tuple]:
    """Every (production, colour index, replacement choices) this mana ability could give now,
    taking replacement effects in every possible order (106.7); the choices are
    `replacement.replace`'s path."""
    results = []
    effect = _add_mana(ability)
    if effect is None:
        return results
    bases = base_productions(game, oid, effect, controller, visited)
    is_land = "Land" in game.chars(oid).types
    extra = _tap_mana_triggers(game, oid) if ability.cost.tap else 0
    for bi, base in enumerate(bases):
        for produced, path in replacement.paths(game, WouldProduceMana(oid, controller, tuple(base), ability.cost.tap, is_land)):
            prod = produced.mana
            if extra and prod:
                # 605.1b, 605.4a: triggered mana abilities (Heartbeat of Spring) add mana of a
                # type the land produced right after it; a payment plan counts on that mana.
                results.extend((prod + (t,) * extra, bi, path) for t in sorted(set(prod), key=MANA_TYPES.index))
            else:
                results.append((prod, bi, path))
    return results


def _add_mana(ability: dsl.Activated) -> dsl.AddMana | None:
    """The effect of a mana ability that adds the mana (106.4)."""
    for effect in ability.effects:
        if isinstance(effect, dsl.AddMana):
            return effect
    return None


def other_effects(ability: dsl.Activated) -> tuple:
    """The effects of a mana ability besides the mana it adds (106.4) and "doesn't untap" on
    itself, which `activate_mana_ability` applies as it taps (605.3b); engine/mana_ability_effects.py
    carries them out."""
    return tuple(e for e in ability.effects
                 if not isinstance(e, dsl.AddMana) and e != dsl.DoesntUntapNext(dsl.Self(), whose="you"))


def _tap_mana_triggers(game: Kernel, oid: int) -> int:
    """How many triggered mana abilities ("whenever a player taps a land for mana") tapping
    `oid` for mana would trigger (the same test as triggers._mana_triggers)."""
    found = game.derived("triggered_mana_abilities", _triggered_mana_abilities, game)
    if not found or "Land" not in game.chars(oid).types:
        return 0
    tapper = game.chars(oid).controller
    return sum(1 for who, controller in found
               if who == "any" or (who == "you") == (tapper == controller))


def _triggered_mana_abilities(game: Kernel) -> tuple:
    """(whose tapping triggers it: "any", "you" or "opponent"; its controller) for each triggered
    mana ability on the battlefield (605.1b)."""
    triggers = battlefield_triggers(game).get("tapped_for_mana")
    if not triggers:
        return ()
    permanents = game.permanents_chars()
    return tuple((ability.trigger.who, permanents[oid].controller)
                 for oid, found in triggers.items() for _ref, ability in found if ability.mana)


def could_produce(game: Kernel, oid: int, visited: frozenset = frozenset()) -> set[str]:
    """106.7: the types of mana a permanent could produce: any type an ability of it would
    produce if it resolved now, with replacement effects in any order; costs are ignored."""
    types: set[str] = set()
    controller = game.chars(oid).controller
    for _, ability in mana_abilities(game, oid):
        for prod, _, _ in ordered_productions(game, oid, ability, controller, visited):
            types |= set(prod)
    return types


def can_activate_mana_ability(game: Kernel, oid: int, ability: dsl.Activated, player: int) -> bool:
    return costs.can_pay_non_mana(game, oid, ability.cost, player) and not aura_restrictions.cant_activate(game, oid)


# ------------------------------------------------------------------ payment plans


@dataclass(frozen=True, slots=True)
class _Resource:
    kind: str  # "pool" | "ability"
    key: tuple  # grouping signature
    members: tuple  # object ids (ability) or count (pool)
    productions: tuple  # (mana, activations) for each way to use one member; see _uses


def _resources(game: Kernel, player: int, exclude: frozenset, allowed: frozenset | None = frozenset()) -> list[_Resource]:
    """The mana a player could use now: pool mana and permanents with mana abilities, identical
    ones grouped.  Mana with a spending restriction (106.6), and the mana abilities that make
    it, count only if its key is `allowed` (None: every restriction, for an upper bound)."""
    p = game.state.players[player]
    exclude = _battlefield_only(game, exclude)
    if not p.restricted_mana and player not in restricted_mana.restricted_sources(game):
        allowed = None  # 106.6: no restricted mana to keep out of the payment: one entry for all
    key = ("mana_resources", player, exclude, tuple(sorted(p.mana_pool.items())), allowed,
           len(p.restricted_mana) and tuple(_restricted_pool(p.restricted_mana, allowed).items()))
    return game.momentary(key, _find_resources, game, player, exclude, allowed)


def _battlefield_only(game: Kernel, exclude: frozenset) -> frozenset:
    """The objects of `exclude` that could be mana sources, those on the battlefield (106.4: a
    card being cast, in a hand or a graveyard, has no mana ability to use): the payments that
    exclude only the spell being paid for share one cache entry."""
    if not exclude:
        return exclude
    objects = game.state.objects
    kept = frozenset(oid for oid in exclude if oid in objects and objects[oid].zone == BATTLEFIELD)
    return kept if len(kept) != len(exclude) else exclude


def _restricted_pool(entries: list, allowed: frozenset | None) -> dict[tuple, int]:
    """(type, restriction key) -> how many, of the restricted mana `allowed` lets a payment use."""
    found: dict[tuple, int] = {}
    for entry in entries:
        key = restricted_mana.key_of(entry)
        if allowed is None or key in allowed:
            found[(entry["mana"], key)] = found.get((entry["mana"], key), 0) + 1
    return found


def _find_resources(game: Kernel, player: int, exclude: frozenset, allowed: frozenset | None) -> list[_Resource]:
    resources: list[_Resource] = []
    restricted = game.state.players[player].restricted_mana
    if restricted:  # first: the plans offered first spend the mana that can pay for less
        for (t, key), n in _restricted_pool(restricted, allowed).items():
            resources.append(_Resource("pool", ("restricted", t, key), tuple(range(n)), (((t,), ()),)))
    pool = game.state.players[player].mana_pool
    if pool:
        for t in MANA_TYPES:
            if pool.get(t, 0):
                resources.append(_Resource("pool", ("pool", t), tuple(range(pool[t])), (((t,), ()),)))
    groups: dict[tuple, list[int]] = {}
    prods: dict[tuple, tuple] = {}
    permanents = game.permanents_chars()
    objects = game.state.objects
    for oid in game.state.battlefield:
        chars = permanents[oid]
        if chars.controller != player or not chars.table.mana or oid in exclude:
            continue
        usable = []
        for index, ability in chars.table.mana:
            cost = ability.cost
            if cost.mana or cost.untap or cost.discard or cost.life or cost.energy or cost.sacrifice is not None \
                    or cost.tap_untapped is not None or cost.return_self or cost.exile_self_from_hand \
                    or cost.return_chosen is not None or cost.discard_random or cost.exile_chosen is not None \
                    or cost.exile_from_graveyard is not None or cost.exile_self or cost.exile_from_hand is not None:
                continue  # mana-costing mana abilities (filters) are activated by hand
            if cost.tap and objects[oid].tapped:
                continue  # 107.5: a quick test before the full one
            if not can_activate_mana_ability(game, oid, ability, player):
                continue
            if allowed is not None and not _restriction_allowed(chars.table.refs[index], ability, allowed):
                continue  # 106.6: its mana can't be spent on this payment
            productions = tuple([p for p in ordered_productions(game, oid, ability, player) if p[0]])
            if productions:
                usable.append((index, ability.cost, productions))
        if not usable:
            continue
        uses = _uses(tuple(usable))
        obj = objects[oid]
        sacrificed = all(cost.sacrifice_self for _, cost, _ in usable)
        key = ("ability", obj.card, obj.legacy, obj.face, tuple(sorted(obj.counters.items())),
               tuple(index for index, _, _ in usable), uses, sacrificed)
        groups.setdefault(key, []).append(oid)
        prods[key] = uses
    # Pool mana first; prefer keeping what costs nothing permanent: sacrifice sources go last.
    for sacrificed in (False, True):
        for key, members in groups.items():
            if key[-1] == sacrificed:
                resources.append(_Resource("ability", key, tuple(members), prods[key]))
    return resources


def _restriction_allowed(ref: tuple, ability: dsl.Activated, allowed: frozenset) -> bool:
    """Whether the mana a mana ability makes may be spent on a payment that allows `allowed`."""
    effect = _add_mana(ability)
    if effect is None or effect.spend is None:
        return True
    return restricted_mana.ability_key(ref, ability, effect) in allowed


def _uses(usable: tuple) -> tuple:
    """Each way one permanent's mana abilities can be used within one payment, as (mana,
    activations): a set of its abilities whose costs can all be paid together, each activated
    once.  A cost that can be paid only once can't pay two abilities (118.3): {T} taps the
    permanent (107.5, 106.12), and a permanent is sacrificed once, by the last activation
    (701.21a).  `usable` holds (ability index, cost, productions); an activation is (ability
    index, mana, colour index, replacement order)."""
    found = []
    for size in range(1, len(usable) + 1):
        for chosen in combinations(usable, size):
            if sum(cost.tap for _, cost, _ in chosen) > 1 or sum(cost.sacrifice_self for _, cost, _ in chosen) > 1:
                continue
            chosen = sorted(chosen, key=lambda use: use[1].sacrifice_self)
            for picks in product(*(productions for _, _, productions in chosen)):
                activations = tuple((index, prod, color_index, tuple(order))
                                    for (index, _, _), (prod, color_index, order) in zip(chosen, picks, strict=True))
                found.append((tuple(t for _, prod, _, _ in activations for t in prod), activations))
    return tuple(found)


@memo(maxsize=4096)
def _choices(req: ManaReq) -> list[tuple[dict, int]]:
    """(coloured needs, generic) for each way to pay `req`; shared between callers, read only."""
    return req.choices() if req.hybrid else [(dict(req.colored), req.generic)]


def _missing(have: dict, need: dict, generic: int) -> int:
    """How much mana is missing to pay `need` coloured mana plus `generic` with `have`."""
    missing = 0
    spare = sum(have.values())
    for t, n in need.items():
        got = min(have.get(t, 0), n)
        missing += n - got
        spare -= got
    return missing + max(0, generic - spare)


def _covers(have: dict, req: ManaReq) -> bool:
    """Whether `have` pays `req`, in some way of paying its hybrid symbols."""
    for need, generic in _choices(req):
        if _missing(have, need, generic) == 0:
            return True
    return False


def most_mana(game: Kernel, player: int) -> int:
    """An upper bound on the mana `player` could pay with now: the pool (restricted mana too) and
    the most each untapped source could make (a cost above it can't be paid, 601.2g)."""
    return game.momentary(("most_mana", player), _most_mana, game, player)


def _most_mana(game: Kernel, player: int) -> int:
    most = 0
    for resource in _resources(game, player, frozenset(), None):
        most += len(resource.members) * max([len(p[0]) for p in resource.productions])
    return most


def payment_plans(game: Kernel, player: int, req: ManaReq, exclude: frozenset = frozenset(), limit: int = 64,
                  first_only: bool = False, allowed: frozenset = frozenset()) -> list[tuple]:
    """Distinct minimal ways to pay `req`: tuples of (resource key, member count, production
    indexes).  Identical sources (two untapped Forests) are one choice.  With `first_only`, the
    first way found that covers the cost, minimal or not: enough to know that it can be paid.
    Restricted mana (106.6) is used only if its key is `allowed`."""
    if req.total == 0:
        return [()]
    resources = _resources(game, player, exclude, allowed)
    plans: list[tuple] = []
    seen: set = set()
    total_possible = sum(len(r.members) * max(len(p[0]) for p in r.productions) for r in resources)
    if total_possible < req.total:
        return []
    # A minimal plan has at most as many units as the mana it pays (each unit gives at least
    # one mana that some symbol needs), and a branch whose remaining resources can't cover the
    # cost even counted generously is dead: without these bounds a large mana pool (Upwelling)
    # made the search exponential (found by the fuzzer: seed 100040).
    choices = _choices(req)
    most_units = max(sum(need.values()) + generic for need, generic in choices)
    reach: list[dict] = [{} for _ in range(len(resources) + 1)]
    for i in range(len(resources) - 1, -1, -1):
        res = resources[i]
        reach[i] = dict(reach[i + 1])
        for t in {t for p in res.productions for t in p[0]}:
            reach[i][t] = reach[i].get(t, 0) + len(res.members) * max(p[0].count(t) for p in res.productions)

    def search(i: int, have: dict, chosen: list, units: int = 0) -> bool:
        if _covers(have, req):
            plan = tuple(chosen)
            if first_only:
                plans.append(plan)
                return True
            if _minimal(plan) and plan not in seen:
                seen.add(plan)
                plans.append(plan)
                if len(plans) >= limit:
                    return True
            return False
        if i >= len(resources) or units >= most_units:
            return False
        generous = dict(have)
        for t, n in reach[i].items():
            generous[t] = generous.get(t, 0) + n
        if not _covers(generous, req):
            return False
        res = resources[i]
        # take k units of this resource, each with a production (non-decreasing index)
        for combo in _combos(min(len(res.members), most_units - units), len(res.productions)):
            if not combo:
                continue
            new_have = dict(have)
            for pi in combo:
                for t in res.productions[pi][0]:
                    new_have[t] = new_have.get(t, 0) + 1
            # The added mana must help: supply a needed colour or generic mana for some way of
            # paying the hybrid symbols (the missing amount is submodular, so each unit of a
            # minimal payment does).
            if not any(_missing(new_have, need, generic) < _missing(have, need, generic) for need, generic in choices):
                continue
            chosen.append((i, res.key, combo))
            if search(i + 1, new_have, chosen, units + len(combo)):
                return True
            chosen.pop()
        return search(i + 1, have, chosen, units)

    def _minimal(plan: tuple) -> bool:
        units = []
        for i, _key, combo in plan:
            res = resources[i]
            for pi in combo:
                if res.kind == "pool":
                    units.append(res.productions[pi][0])
                else:
                    units.extend(activation[1] for activation in res.productions[pi][1])
        for skip in range(len(units)):
            have: dict = {}
            for j, prod in enumerate(units):
                if j == skip:
                    continue
                for t in prod:
                    have[t] = have.get(t, 0) + 1
            if _covers(have, req):
                return False
        return True

    search(0, {}, [])
    values = [_plan_value(resources, p) for p in plans]
    if len(values) > 1:
        demand = _colour_demand(game, player)
        values.sort(key=lambda plan: _plan_cost(resources, plan, demand))
    return values


def _colour_demand(game: Kernel, player: int) -> dict[str, int]:
    """Coloured mana symbols in the mana costs of the cards in a player's hand."""
    demand: dict[str, int] = {}
    for oid in game.state.players[player].hand:
        cost = game.chars(oid).mana_cost
        if cost is not None:
            for t, n in cost.colored:
                demand[t] = demand.get(t, 0) + n
    return demand


def _combos(count: int, nprod: int):
    """Multisets of production indexes of size 0..count (non-decreasing tuples)."""
    from itertools import combinations_with_replacement

    for k in range(count + 1):
        yield from combinations_with_replacement(range(nprod), k)


def _plan_cost(resources: list[_Resource], plan: tuple, demand: dict) -> tuple:
    """How much a plan spends that other spells might want: plans come in this order, so the
    first one is a sensible default: pool mana first, flexible sources (Treasures, any-colour
    creatures) last, and otherwise the colours the player has most of and needs least for the
    other cards in their hand."""
    abundance: dict[str, int] = {}
    for res in resources:
        if res.kind == "ability":
            for t in {t for p in res.productions for t in p[0]}:
                abundance[t] = abundance.get(t, 0) + len(res.members)
    flexible = 0
    scarcity = 0.0
    for step in plan:
        if step[0] != "ability":
            continue
        key = next((r.key for r in resources if r.kind == "ability" and r.key[1] == step[1]), None)
        if key is not None and (len(key[6]) > 1 or key[-1]):
            flexible += 1
        scarcity += sum((1 + demand.get(t, 0)) / max(1, abundance.get(t, 1)) for t in step[6])
    return (flexible, scarcity, len(plan))


def _plan_value(resources: list[_Resource], plan: tuple) -> tuple:
    """A plan as data: ("pool", type, amount) steps and ("ability", card, ability index, n,
    colour index, replacement order, mana) steps, one per activation; the activations of the
    nth permanent of a card that the plan uses share n."""
    steps = []
    used: dict[str, int] = {}
    for i, _key, combo in plan:
        res = resources[i]
        if res.kind == "pool":
            steps.append(("pool", res.key[1], len(combo)) if res.key[0] == "pool"
                         else ("restricted", res.key[1], len(combo), res.key[2]))
            continue
        card = res.key[1]
        for pi in combo:
            n = used[card] = used.get(card, -1) + 1
            for index, prod, color_index, order in res.productions[pi][1]:
                steps.append(("ability", card, index, n, color_index, order, prod))
    return tuple(steps)


def plan_label(game: Kernel, plan: tuple) -> str:
    if not plan:
        return "pay nothing"
    parts = []
    for step in plan:
        if step[0] == "pool":
            parts.append(f"{{{step[1]}}}" * step[2] + " from pool")
        elif step[0] == "restricted":
            parts.append(f"{{{step[1]}}}" * step[2] + " restricted mana from pool")
        else:
            parts.append(f"{step[1]} for {''.join('{' + t + '}' for t in step[6])}")
    return "pay: " + ", ".join(parts)


def can_pay(game: Kernel, player: int, req: ManaReq, exclude: frozenset = frozenset(),
            allowed: frozenset = frozenset()) -> bool:
    """Whether `player` could pay `req` now (601.2g-h), leaving `exclude` alone, with the
    restricted mana `allowed` (106.6, engine/restricted_mana.py); remembered while nothing
    happens, so cards with the same cost are looked at once."""
    p = game.state.players[player]
    pool = tuple(sorted(p.mana_pool.items())), len(p.restricted_mana)
    exclude = _battlefield_only(game, exclude)
    return game.momentary(("can_pay", player, req, exclude, pool, allowed), _can_pay, game, player, req, exclude, allowed)


def _can_pay(game: Kernel, player: int, req: ManaReq, exclude: frozenset, allowed: frozenset) -> bool:
    resources = _resources(game, player, exclude, allowed)
    if all(len(resource.productions) == 1 for resource in resources):
        # Each source can make only one thing (a basic land, mana in the pool): the cost can be
        # paid if all of them together cover it (some of them then do).
        have: dict = {}
        for resource in resources:
            for t in resource.productions[0][0]:
                have[t] = have.get(t, 0) + len(resource.members)
        return _covers(have, req)
    return bool(payment_plans(game, player, req, exclude, first_only=True, allowed=allowed))


def affordable(game: Kernel, player: int, cost: ManaCost | None, extra_generic: int = 0, exclude: frozenset = frozenset(),
               allowed: frozenset = frozenset()) -> bool:
    """Whether the cost can be paid now with X = 0 (601.2g-h)."""
    return can_pay(game, player, requirement(cost, 0, extra_generic), exclude, allowed)


def max_x(game: Kernel, player: int, cost: ManaCost, extra_generic: int = 0, exclude: frozenset = frozenset(),
          allowed: frozenset = frozenset()) -> int:
    """The largest X for which the cost can be paid (-1 if not even X=0).  107.3: X may be any
    number the player can pay for; paying for X means paying for any smaller X too, so the
    largest is found by bisection below the most mana the player could make."""
    if not affordable(game, player, cost, extra_generic, exclude, allowed):
        return -1
    if not cost.x:
        return 0
    low, high = 0, most_mana(game, player) // cost.x + 1  # low is payable, high is not
    while high - low > 1:
        middle = (low + high) // 2
        if can_pay(game, player, requirement(cost, middle, extra_generic), exclude, allowed):
            low = middle
        else:
            high = middle
    return low


def _resolve_plan_objects(game: Kernel, player: int, plan: tuple, exclude: frozenset) -> list[tuple]:
    """Turn a plan's steps into concrete activations: (object id, ability index, colour index,
    replacement order).  The steps of one permanent (same card and n) go to one permanent that
    can activate each of them; permanents of the same card may differ (one has a granted mana
    ability, 613.1f), so the steps are matched to permanents as a whole (a maximum matching),
    not greedily."""
    units: dict[tuple, list[tuple]] = {}
    for step in plan:
        if step[0] == "ability":
            units.setdefault((step[1], step[3]), []).append(step)
    candidates: dict[tuple, list[int]] = {}
    for (card, n), steps in units.items():
        found = []
        for oid in game.state.battlefield:
            if oid in exclude or game.state.objects[oid].card != card or game.chars(oid).controller != player:
                continue
            abilities = dict(mana_abilities(game, oid))
            if all(step[2] in abilities and can_activate_mana_ability(game, oid, abilities[step[2]], player)
                   for step in steps):
                found.append(oid)
        candidates[(card, n)] = found
    chosen = _matching(candidates)
    return [(chosen[key], index, color_index, list(order))
            for key, steps in units.items() if key in chosen
            for _, _, index, _, color_index, order, _ in steps]


def _matching(candidates: dict[tuple, list[int]]) -> dict[tuple, int]:
    """A maximum matching of plan units to permanents (augmenting paths), in the given orders."""
    holder: dict[int, tuple] = {}

    def place(key: tuple, seen: set[int]) -> bool:
        for oid in candidates[key]:
            if oid in seen:
                continue
            seen.add(oid)
            if oid not in holder or place(holder[oid], seen):
                holder[oid] = key
                return True
        return False

    for key in candidates:
        place(key, set())
    return {key: oid for oid, key in holder.items()}


class PaymentStage(IntEnum):
    PLAN = 0  # 601.2g-h: the player chooses how to pay (a payment plan), or declines
    ACTIVATE = 1  # 605.3a: its mana abilities are activated one by one, then the pool pays
    PAID = 2  # the payment is recorded


@dataclass(slots=True)
class PaymentProgress(Progress):
    """601.2g-h: the payment plan chosen, the mana abilities it activates (source, ability,
    colour, replacement choices) and the next to activate, and the mana paid."""

    plan: list = field(default_factory=list)
    activations: list = field(default_factory=list)
    next: int = 0
    paid: list = field(default_factory=list)
    restricted_before: int = 0  # how much restricted mana the pool held before the plan's abilities made more


@procedure("pay_mana", progress=PaymentProgress)
def pay_mana(game: Kernel, task: Task) -> None:
    """Pay a mana cost (601.2g-h) or a tax.  args: player, req, source, purpose, optional,
    tax_sources, exclude.  The mana paid, or None if declined, is handed back to the procedure
    that pushed it (`Kernel.hand_back`)."""
    args = task.args
    player = args["player"]
    req = ManaReq.from_list(args["req"])
    exclude = frozenset(args.get("exclude", ()))
    allowed = restricted_mana.for_payment(game, player, args.get("purpose", "cost"), args.get("source"))
    progress = task.data
    if task.stage == PaymentStage.PLAN:
        if req.total == 0:
            progress.paid = []
            game.advance_stage(task, PaymentStage.PAID)
            return

        def payment_options() -> list[Option]:
            options = [Option("pay", plan_label(game, p), p)
                       for p in payment_plans(game, player, req, exclude, allowed=allowed)]
            if args.get("optional"):
                options.append(Option("decline", "don't pay", None))
            if not options:
                raise RuntimeError(f"engine bug: no way to pay {req} for player {player}")
            return options

        answer = game.ask(player, "pay_mana", payment_options, f"pay {req} for {args.get('label', 'a cost')}", cost=str(req))
        if answer.kind == "decline":
            game.hand_back(task, None)
            game.emit({"type": "decline_payment", "player": player, "source": args.get("source"),
                       "purpose": args.get("purpose"), "mana": str(req)})
            game.finish(task)
            return
        progress.plan = list(answer.value)
        progress.activations = _resolve_plan_objects(game, player, answer.value, exclude)
        progress.next = 0
        progress.restricted_before = len(game.state.players[player].restricted_mana)
        game.advance_stage(task)
        return
    if task.stage == PaymentStage.ACTIVATE:
        activations = progress.activations
        i = progress.next
        if i < len(activations):
            oid, ability_index, color_index, order = activations[i]
            progress.next = i + 1
            game.push("mana_ability", source=oid, ability=ability_index, player=player,
                      color_index=color_index, order=order)
            return
        pool = _spendable(game.state.players[player], allowed)
        if not _covers(pool, req):
            game.advance_stage(task, PaymentStage.PLAN)  # replacement effects changed what was produced: pay again
            return
        progress.paid = _deduct(pool, req, progress.plan)
        _spend(game.state.players[player], progress.paid, progress.plan, allowed, progress.restricted_before)
        game.changed(Aspect.MANA)
        game.advance_stage(task)
        return
    paid = progress.paid
    event = {"type": "payment", "player": player, "purpose": args.get("purpose", "cost"),
             "source": args.get("source"), "mana": paid, "amount": len(paid)}
    if args.get("tax_sources"):
        event["tax_sources"] = args["tax_sources"]
    game.emit(event)
    game.hand_back(task, paid)
    game.finish(task)


def _spendable(player, allowed: frozenset) -> dict[str, int]:
    """The mana in a player's pool a payment may spend: its unrestricted mana and the restricted
    mana whose restriction allows the payment (106.6), by type."""
    have = dict(player.mana_pool)
    for entry in player.restricted_mana:
        if restricted_mana.key_of(entry) in allowed:
            have[entry["mana"]] = have.get(entry["mana"], 0) + 1
    return have


def _spend(player, paid: list[str], plan: list, allowed: frozenset, made_from: int) -> None:
    """Take the mana paid out of the pool: of each type, first the restricted mana the plan's
    abilities made (the entries from `made_from` on) or that it named from the pool (106.6),
    then unrestricted mana, then any other restricted mana the payment may use."""
    named: dict[str, list] = {}
    for step in plan:
        if step[0] == "restricted":
            named.setdefault(step[1], []).extend([step[3]] * step[2])
    made = [i for i, entry in enumerate(player.restricted_mana)
            if i >= made_from and restricted_mana.key_of(entry) in allowed]
    spent: set[int] = set()
    pool = player.mana_pool
    for t in paid:
        keys = named.get(t, [])
        pick = next((i for i in made if i not in spent and player.restricted_mana[i]["mana"] == t), None)
        if pick is None and keys:
            key = keys.pop(0)
            pick = next((i for i, entry in enumerate(player.restricted_mana)
                         if i not in spent and entry["mana"] == t and restricted_mana.key_of(entry) == key), None)
        if pick is None and pool.get(t, 0) > 0:
            pool[t] -= 1
            if pool[t] == 0:
                del pool[t]
            continue
        if pick is None:
            pick = next(i for i, entry in enumerate(player.restricted_mana)
                        if i not in spent and entry["mana"] == t and restricted_mana.key_of(entry) in allowed)
        spent.add(pick)
    player.restricted_mana[:] = [entry for i, entry in enumerate(player.restricted_mana) if i not in spent]


def _deduct(pool: dict, req: ManaReq, plan: list) -> list[str]:
    """Remove the cost from the pool: coloured symbols first, then generic mana, taking first
    the mana the plan named (so the player's choice of which mana to spend is honoured).  A
    hybrid symbol is paid the way the plan's mana pays it (107.4e)."""
    preferred: list[str] = []
    for step in plan:
        if step[0] in ("pool", "restricted"):
            preferred.extend([step[1]] * step[2])
        else:
            preferred.extend(step[6])
    choices = _choices(req)
    named: dict = {}
    for t in preferred:
        named[t] = named.get(t, 0) + 1

    def fits(have: dict, need: dict, generic: int) -> bool:
        return _missing(have, need, generic) == 0

    coverable = [c for c in choices if fits(pool, *c)]
    need, generic = next((c for c in coverable if fits(named, *c)), coverable[0] if coverable else choices[0])
    paid: list[str] = []
    for t, n in need.items():
        pool[t] -= n
        paid.extend([t] * n)
    for t in preferred + list(MANA_TYPES) * generic:
        if generic == 0:
            break
        if pool.get(t, 0) > 0:
            pool[t] -= 1
            paid.append(t)
            generic -= 1
    for t in list(pool):
        if pool[t] == 0:
            del pool[t]
    return paid


class ManaAbilityStage(IntEnum):
    MANA_COST = 0  # 602.2b, 601.2g-h: the ability's own mana cost (Pili-Pala's {2})
    PRODUCE = 1  # 106.12b, 616.1: colour and replacement order, the other costs, the mana added
    TRIGGERED = 2  # 605.4a: the triggered mana abilities it triggered resolve


@procedure("mana_ability")
def activate_mana_ability(game: Kernel, task: Task) -> None:
    """605: activate a mana ability: pay its costs, then it resolves at once (605.3b: no
    stack).  args: source, ability (index), player, color_index / order (preset by a payment
    plan).

    Its stages are ManaAbilityStage."""
    args = task.args
    oid = args["source"]
    player = args["player"]
    if task.stage == ManaAbilityStage.MANA_COST:
        ability = game.chars(oid).abilities[args["ability"]]
        if ability.cost.mana:
            req = requirement(ability.cost.mana)
            if req.total:
                exclude = [oid] if (ability.cost.tap or ability.cost.untap or ability.cost.sacrifice_self) else []
                game.push("pay_mana", player=player, req=req.to_list(), source=oid, purpose="mana_ability",
                          exclude=exclude, label=game.chars(oid).name)
        game.advance_stage(task)
        return
    if task.stage == ManaAbilityStage.PRODUCE:
        ability = game.chars(oid).abilities[args["ability"]]
        effect = _add_mana(ability)
        bases = base_productions(game, oid, effect, player, frozenset())
        color_index = args.get("color_index")
        if color_index is None or color_index >= len(bases):
            color_index = 0
            if len(bases) > 1:
                options = [Option("mana", "".join(MANA_NAMES[t] for t in b), i) for i, b in enumerate(bases)]
                color_index = game.ask(player, "color", options, "choose the mana to add").value
        choices = costs.ask_cost_choices(game, oid, ability.cost, player)  # 601.2h: what to sacrifice or tap
        tapped_for_mana = ability.cost.tap
        is_land = "Land" in game.chars(oid).types
        base = tuple(bases[color_index]) if bases else ()
        proposed = WouldProduceMana(oid, player, base, tapped_for_mana, is_land)
        produced = replacement.replace(game, proposed, path=args.get("order")).event.mana
        ref = game.chars(oid).table.refs[args["ability"]]
        paid = costs.pay_non_mana_now(game, oid, ability.cost, player, choices)
        # 106.6a: the restriction applies to all the mana produced, replaced or not
        add_to_pool(game, player, list(produced), oid, restricted_mana.ability_key(ref, ability, effect),
                    effect.kept_this_turn)
        if other_effects(ability):  # 605.3b: the rest of its instructions, at once
            game.push("mana_ability_effects", source=oid, player=player, ability=list(ref), paid=paid)
        if dsl.DoesntUntapNext(dsl.Self(), whose="you") in ability.effects:  # 605.3b: it resolves at once
            restrictions.stays_tapped_next_untap_step(game, oid, player)
        if tapped_for_mana and produced:
            # 106.12a: "tapped for mana" triggers only when the ability produces mana.
            game.emit({"type": "tapped_for_mana", "player": player, "source": oid,
                       "mana": list(produced), "land": is_land})
        game.advance_stage(task)
        return
    # 605.4a: triggered mana abilities resolve right after the mana ability that triggered them.
    queue = game.state.extra.get("mana_triggers", [])
    if queue:
        trigger = queue[0]
        types = sorted(set(trigger["mana"]), key=MANA_TYPES.index)
        choice = types[0]
        if len(types) > 1:
            options = [Option("mana", MANA_NAMES[t], t) for t in types]
            choice = game.ask(trigger["player"], "color", options, "choose the type of mana to add").value
        queue.pop(0)
        add_to_pool(game, trigger["player"], [choice], trigger["source"])
        game.checkpoint(task)
        return
    game.finish(task)


__all__ = ["ManaReq", "requirement", "could_produce", "payment_plans", "can_pay", "BATTLEFIELD"]
