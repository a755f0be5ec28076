"""Mana (106): the six types, mana pools, emptying pools (500.5), "could produce" (106.7) and
payment plans (601.2g-h): every plan offered pays the cost, and identical sources are one
choice."""

from __future__ import annotations

import itertools

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.engine import casting, mana
from manastack.engine.decision import IllegalAction
from manastack.engine.mana import could_produce
from manastack.engine.state import COLORS, MANA_TYPES

T = dsl.Cost(tap=True)

registry.register(dsl.CardDef(name="Test Barren Flats", faces=(dsl.Face(
    name="Test Barren Flats", types=("Land",),
    abilities=(dsl.Activated(T, (dsl.AddMana(mana="{C}"),), mana=True, text="{T}: Add {C}."),)),), source="test"))
registry.register(dsl.CardDef(name="Test Void Acolyte", faces=(dsl.Face(
    name="Test Void Acolyte", mana_cost="{1}{C}", types=("Creature",), power="1", toughness="1"),), source="test"))

_COSTS = ("{G}", "{1}{G}", "{2}{C}", "{B}{G}{G}", "{2}", "{R}", "{W}{U}", "{G/W}{G/W}", "{2/W}", "{1}{B/R}")


def _spell_name(cost: str) -> str:
    return "Test Mana Rite " + cost


for _cost in _COSTS:
    registry.register(dsl.CardDef(name=_spell_name(_cost), faces=(dsl.Face(
        name=_spell_name(_cost), mana_cost=_cost, types=("Sorcery",), abilities=(dsl.SpellAbility(()),)),), source="test"))


def _pool(d, player: int = 0) -> dict:
    return {t: n for t, n in d.game.state.players[player].mana_pool.items() if n}


def _activate(d, player: str, name: str) -> None:
    d.act(player, "activates", name)


# ------------------------------------------------------------------ 106.1 / 106.4 / 500.5


def test_106_1a_any_color_means_one_of_the_five_colours_not_colorless() -> None:
    """106.1a / 105.4: "one mana of any color" (Treasure) offers exactly white, blue, black, red
    and green; colourless is not a colour."""
    d = position({"alice": {"battlefield": [{"card": "Treasure", "token": True}]}})
    option = next(o for o in d.decision.options if o.kind == "activate")
    d.choose(option)
    decision = d.decision
    assert decision.kind == "color"
    offered = sorted((o.label for o in decision.options), key=str)
    assert offered == sorted(mana.MANA_NAMES[c] for c in COLORS)
    assert "colorless" not in offered


def test_106_1b_six_types_reflecting_pool_can_copy_colorless_but_exotic_orchard_cannot() -> None:
    """106.1b: colourless is a type of mana but not a colour: Reflecting Pool ("any type") could
    produce {C} from a colourless land, Exotic Orchard ("any color") could not."""
    d = position({"alice": {"battlefield": ["Reflecting Pool", "Test Barren Flats", "Exotic Orchard"]},
                  "bob": {"battlefield": ["Test Barren Flats"]}})
    assert set(MANA_TYPES) == {"W", "U", "B", "R", "G", "C"}
    assert could_produce(d.game.kernel, d.object("Reflecting Pool")) == {"C"}
    assert could_produce(d.game.kernel, d.object("Exotic Orchard")) == set()


@pytest.mark.parametrize("symbol", MANA_TYPES)
def test_106_4_each_type_of_mana_goes_into_the_pool_and_pays_a_cost(symbol: str) -> None:
    """106.1b / 106.4: mana of each of the six types can sit in a mana pool and is spent from
    there to pay a cost (here a generic {2})."""
    d = position({"alice": {"mana_pool": "{" + symbol + "}{" + symbol + "}", "hand": [_spell_name("{2}")]}})
    assert _pool(d) == {symbol: 2}
    d.act("alice", "casts", _spell_name("{2}"))
    assert _pool(d) == {}
    payment = events(d.game, "payment")[-1]
    assert payment["mana"] == [symbol, symbol]


def test_106_4_mana_added_at_priority_stays_in_the_pool_until_spent() -> None:
    """106.4: mana added by tapping a Forest stays in the pool as unspent mana and can pay a
    later cost in the same step."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest"]}})
    _activate(d, "alice", "Forest")
    assert _pool(d) == {"G": 1}
    assert d.game.state.objects[d.object("Forest")].tapped
    d.act("alice", "casts", "Llanowar Elves")
    assert _pool(d) == {}
    assert len(d.game.state.stack) == 1


def test_500_5_mana_pools_empty_as_a_step_ends() -> None:
    """500.5: as a step or phase ends, unspent mana empties from each player's pool (a
    turn-based action, 703.4q)."""
    d = position({"alice": {"mana_pool": "{R}", "battlefield": ["Forest"]}, "bob": {"mana_pool": "{U}{U}"}})
    _activate(d, "alice", "Forest")
    assert _pool(d, 0) == {"R": 1, "G": 1} and _pool(d, 1) == {"U": 2}
    d.pass_until(lambda: d.game.state.step == "beginning_of_combat")
    assert _pool(d, 0) == {} and _pool(d, 1) == {}
    assert {e["player"] for e in events(d.game, "mana_empties")} == {0, 1}


def test_500_5_mana_stays_while_the_step_goes_on() -> None:
    """500.5: the pool empties only as the step ends: passing priority with a spell on the
    stack (the step continues) keeps the mana."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Forest"]}})
    _activate(d, "alice", "Forest")
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"], pay=["Mountain"])
    d.resolve(None)
    assert d.game.state.players[1].life == 17
    assert d.game.state.step == "main1"
    assert _pool(d) == {"G": 1}


# ------------------------------------------------------------------ 106.7 could produce


def test_106_7_reflecting_pool_alone_could_produce_nothing_and_adds_no_mana_but_taps() -> None:
    """106.7 / 106.5: with no other land, Reflecting Pool could produce no type; activating it
    produces no mana (an undefined type) but its {T} cost is still paid."""
    d = position({"alice": {"battlefield": ["Reflecting Pool"]}})
    pool = d.object("Reflecting Pool")
    assert could_produce(d.game.kernel, pool) == set()
    _activate(d, "alice", "Reflecting Pool")
    assert d.game.state.objects[pool].tapped
    assert _pool(d) == {}
    assert events(d.game, "add_mana") == []


def test_106_7_reflecting_pool_could_produce_what_your_other_lands_could() -> None:
    """106.7: Reflecting Pool with a Forest and a Swamp could produce {G} or {B}, and activating
    it asks which of exactly those to add."""
    d = position({"alice": {"battlefield": ["Reflecting Pool", "Forest", "Swamp"]}})
    assert could_produce(d.game.kernel, d.object("Reflecting Pool")) == {"G", "B"}
    option = next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == d.object("Reflecting Pool"))
    d.choose(option)
    assert d.decision.kind == "color"
    assert sorted(o.label for o in d.decision.options) == ["black", "green"]
    d.choose("black")
    assert _pool(d) == {"B": 1}


def test_106_7_two_reflecting_pools_alone_could_produce_nothing() -> None:
    """106.7: two Reflecting Pools with no other land: neither could produce any type."""
    d = position({"alice": {"battlefield": [{"card": "Reflecting Pool", "as": "a"}, {"card": "Reflecting Pool", "as": "b"}]}})
    assert could_produce(d.game.kernel, d.object("a")) == set()
    assert could_produce(d.game.kernel, d.object("b")) == set()


def test_106_7_exotic_orchard_with_no_opponent_land_could_produce_nothing() -> None:
    """106.7 (example): if your opponent controls no lands, Exotic Orchard produces no mana, even
    when you control a Forest."""
    d = position({"alice": {"battlefield": ["Exotic Orchard", "Forest"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    assert could_produce(d.game.kernel, d.object("Exotic Orchard")) == set()
    _activate(d, "alice", "Exotic Orchard")
    assert d.game.state.objects[d.object("Exotic Orchard")].tapped
    assert _pool(d) == {}


def test_106_7_exotic_orchard_copies_an_opponents_island() -> None:
    """106.7: with an opponent's Island, Exotic Orchard could produce {U} only."""
    d = position({"alice": {"battlefield": ["Exotic Orchard", "Forest"]}, "bob": {"battlefield": ["Island"]}})
    assert could_produce(d.game.kernel, d.object("Exotic Orchard")) == {"U"}
    _activate(d, "alice", "Exotic Orchard")
    assert _pool(d) == {"U": 1}


def test_106_7_exotic_orchard_ignores_an_opponents_colorless_land() -> None:
    """106.7 / 105.4: Exotic Orchard adds mana of a colour; an opponent's land that could produce
    only {C} gives it nothing."""
    d = position({"alice": {"battlefield": ["Exotic Orchard"]}, "bob": {"battlefield": ["Test Barren Flats"]}})
    assert could_produce(d.game.kernel, d.object("Test Barren Flats")) == {"C"}
    assert could_produce(d.game.kernel, d.object("Exotic Orchard")) == set()


def test_106_7_example_exotic_orchards_facing_each_other_see_the_forest() -> None:
    """106.7 (example): you control a Forest and an Exotic Orchard and your opponent controls an
    Exotic Orchard: each Exotic Orchard could produce {G}.  Two lone Orchards: nothing."""
    d = position({"alice": {"battlefield": ["Forest", {"card": "Exotic Orchard", "as": "mine"}]},
                  "bob": {"battlefield": [{"card": "Exotic Orchard", "as": "theirs"}]}})
    assert could_produce(d.game.kernel, d.object("mine")) == {"G"}
    assert could_produce(d.game.kernel, d.object("theirs")) == {"G"}
    d = position({"alice": {"battlefield": [{"card": "Exotic Orchard", "as": "mine"}]},
                  "bob": {"battlefield": [{"card": "Exotic Orchard", "as": "theirs"}]}})
    assert could_produce(d.game.kernel, d.object("mine")) == set()
    assert could_produce(d.game.kernel, d.object("theirs")) == set()


def test_106_7_costs_are_ignored_a_tapped_forest_could_produce_green() -> None:
    """106.7: whether the ability's costs could be paid is ignored: a tapped Forest could still
    produce {G}, so Reflecting Pool could produce {G}."""
    d = position({"alice": {"battlefield": [{"card": "Forest", "tapped": True}, "Reflecting Pool"]}})
    assert could_produce(d.game.kernel, d.object("Forest")) == {"G"}
    assert could_produce(d.game.kernel, d.object("Reflecting Pool")) == {"G"}
    _activate(d, "alice", "Reflecting Pool")
    assert _pool(d) == {"G": 1}


def test_106_7_replacement_effects_apply_contamination_makes_lands_produce_only_black() -> None:
    """106.7: applicable replacement effects are taken into account: with Contamination, a Forest
    (and so Reflecting Pool, and an opponent's Exotic Orchard) could produce only {B}."""
    d = position({"alice": {"battlefield": ["Forest", "Reflecting Pool", "Contamination"]},
                  "bob": {"battlefield": ["Exotic Orchard"]}})
    assert could_produce(d.game.kernel, d.object("Forest")) == {"B"}
    assert could_produce(d.game.kernel, d.object("Reflecting Pool")) == {"B"}
    assert could_produce(d.game.kernel, d.object("Exotic Orchard")) == {"B"}


def test_106_7_mana_reflection_changes_the_amount_not_the_types() -> None:
    """106.7: Mana Reflection doubles the amount; the types a land could produce stay the same."""
    d = position({"alice": {"battlefield": ["Forest", "Swamp", "Reflecting Pool", "Mana Reflection"]}})
    assert could_produce(d.game.kernel, d.object("Forest")) == {"G"}
    assert could_produce(d.game.kernel, d.object("Reflecting Pool")) == {"G", "B"}


def test_106_7_replacement_effects_in_any_order_contamination_and_mana_reflection() -> None:
    """106.7: with Contamination and Mana Reflection, in either order the Forest produces black
    mana only ({B}{B} or {B}), so it could produce only {B}."""
    d = position({"alice": {"battlefield": ["Forest", "Contamination", "Mana Reflection"]}})
    assert could_produce(d.game.kernel, d.object("Forest")) == {"B"}


# ------------------------------------------------------------------ payment plans


def _plan_signature(plan: tuple) -> tuple:
    units = []
    for step in plan:
        if step[0] == "pool":
            units.extend([("pool", step[1])] * step[2])
        else:
            units.append((step[1], tuple(step[6])))
    return tuple(sorted(units))


def _covers(units, req: mana.ManaReq) -> bool:
    """Whether this mana pays `req` (worked out here independently of the engine): some way of
    paying each hybrid symbol with one of its halves leaves enough mana of each needed colour
    and enough mana in all."""
    have: dict = {}
    for _, prod in units:
        for t in prod:
            have[t] = have.get(t, 0) + 1
    halves = [[p for p in symbol.split("/") if p != "P"] for symbol in req.hybrid]
    for pick in itertools.product(*halves):
        need = dict(req.colored)
        generic = req.generic
        for half in pick:
            if half.isdigit():
                generic += int(half)
            else:
                need[half] = need.get(half, 0) + 1
        if all(have.get(t, 0) >= n for t, n in need.items()) and sum(have.values()) - sum(need.values()) >= generic:
            return True
    return False


def _brute_force(game, player: int, req: mana.ManaReq) -> set:
    """Every minimal way to pay, found by trying each untapped source with each production."""
    sources = []
    for oid in game.state.battlefield:
        if game.chars(oid).controller != player:
            continue
        for _index, ability in mana.mana_abilities(game.kernel, oid):
            if ability.cost.mana or not mana.can_activate_mana_ability(game.kernel, oid, ability, player):
                continue
            prods = {p for p, _, _ in mana.ordered_productions(game.kernel, oid, ability, player) if p}
            if prods:
                sources.append([None] + [(game.state.objects[oid].card, p) for p in sorted(prods)])
    pool_units = [("pool", (t,)) for t, n in game.state.players[player].mana_pool.items() for _ in range(n)]
    found = set()
    for choice in itertools.product(*sources):
        for k in range(len(pool_units) + 1):
            for pool_part in itertools.combinations(pool_units, k):
                units = [c for c in choice if c is not None] + list(pool_part)
                if not units or not _covers(units, req):
                    continue
                if any(_covers(units[:i] + units[i + 1:], req) for i in range(len(units))):
                    continue  # not minimal
                found.add(tuple(sorted((("pool", u[1][0]) if u[0] == "pool" else u) for u in units)))
    return found


MIXED = {"alice": {"mana_pool": "{G}", "battlefield": [{"card": "Forest", "count": 2}, "Swamp", {"card": "Treasure", "token": True},
                                                        "Test Barren Flats", "Llanowar Elves"]}}


@pytest.mark.parametrize("cost", _COSTS)
def test_601_2g_payment_plans_are_exactly_the_minimal_ways_to_pay(cost: str) -> None:
    """601.2g-h: the plans offered are exactly the distinct minimal ways to pay the cost with the
    player's untapped mana sources and pool (checked against brute force): no payment is missing,
    none is offered twice, none overpays."""
    d = position(MIXED)
    req = mana.requirement(cost)
    plans = mana.payment_plans(d.game.kernel, 0, req)
    signatures = [_plan_signature(p) for p in plans]
    assert len(signatures) == len(set(signatures))
    assert set(signatures) == _brute_force(d.game, 0, req)


@pytest.mark.parametrize("cost", [c for c in _COSTS if c not in ("{W}{U}",)])
def test_601_2h_every_plan_offered_pays_the_cost(cost: str) -> None:
    """601.2h: choosing any offered payment plan pays the whole cost at once: the spell is cast,
    the mana paid pays the cost and no more, and no further payment decision follows."""
    d = position({"alice": {**MIXED["alice"], "hand": [_spell_name(cost)]}})
    d.until_priority(0)
    cast = next(o for o in d.decision.options if o.kind == "cast")
    d.choose(cast)
    decision = d.decision
    plans = [o for o in decision.options if o.kind == "pay"] if decision.kind == "pay_mana" else [None]
    assert plans
    req = mana.requirement(cost)
    for option in plans:
        game = d.game.clone()
        if option is not None:
            game.choose(option)
        assert game.decision.kind == "priority"
        assert [e["type"] for e in game.log if e["type"] == "cast"] == ["cast"]
        paid = [e for e in game.log if e["type"] == "payment"][-1]["mana"]
        units = [("pool", (t,)) for t in paid]
        assert _covers(units, req)
        assert not any(_covers(units[:i] + units[i + 1:], req) for i in range(len(units)))


BASICS = {"alice": {"mana_pool": "{R}", "battlefield": [{"card": "Forest", "count": 2}, "Swamp", "Plains"]}}


@pytest.mark.parametrize("cost", _COSTS + ("{3}{G}{G}", "{W}{W}", "{4}{R}", "{5}{G}"))
@pytest.mark.parametrize("where", [BASICS, MIXED], ids=["one-thing-each", "mixed"])
def test_601_2g_can_pay_exactly_when_a_way_to_pay_exists(cost: str, where: dict) -> None:
    """601.2g-h: whether a cost can be paid agrees with brute force, both when every source
    can make only one thing (basic lands, pool mana: all of them together decide) and with
    sources that have choices (Treasure, any-colour producers)."""
    d = position(where)
    req = mana.requirement(cost)
    assert mana.can_pay(d.game.kernel, 0, req) == bool(_brute_force(d.game, 0, req))


def test_601_2g_identical_sources_are_one_option() -> None:
    """601.2g: which of three identical untapped Forests pays {G} (or {G}{G}) is no real choice:
    one plan is offered, and casting asks no payment question."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "battlefield": [{"card": "Forest", "count": 3}]}})
    assert len(mana.payment_plans(d.game.kernel, 0, mana.requirement("{G}"))) == 1
    assert len(mana.payment_plans(d.game.kernel, 0, mana.requirement("{G}{G}"))) == 1
    assert len(mana.payment_plans(d.game.kernel, 0, mana.requirement("{G}{G}{G}{G}"))) == 0
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast"))
    assert d.decision.kind == "priority"
    assert sum(d.game.state.objects[o].tapped for o in d.game.state.battlefield) == 1


def test_601_2g_different_sources_are_different_options() -> None:
    """601.2g: a Forest and a Llanowar Elves are different ways to pay {G}: both are offered."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest", {"card": "Llanowar Elves", "as": "elf"}]}})
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast"))
    assert d.decision.kind == "pay_mana"
    assert sorted(o.label for o in d.decision.options) == ["pay: Forest for {G}", "pay: Llanowar Elves for {G}"]
    d.choose("pay: Llanowar Elves for {G}")
    assert d.game.state.objects[d.object("elf")].tapped is True
    assert d.game.state.objects[d.object("Forest")].tapped is False


def test_107_4c_colorless_symbol_needs_colorless_mana() -> None:
    """107.4c / 601.2g: {C} in a cost can be paid only with colourless mana: Forests and a
    Treasure can't pay {1}{C}; a land that adds {C} can."""
    d = position({"alice": {"hand": ["Test Void Acolyte"], "battlefield": [{"card": "Forest", "count": 3},
                                                                          {"card": "Treasure", "token": True}]}})
    assert not mana.can_pay(d.game.kernel, 0, mana.requirement("{1}{C}"))
    assert not any(o.kind == "cast" for o in d.decision.options)
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Test Void Acolyte")
    d = position({"alice": {"hand": ["Test Void Acolyte"], "battlefield": ["Forest", "Test Barren Flats"]}})
    plans = mana.payment_plans(d.game.kernel, 0, mana.requirement("{1}{C}"))
    assert [_plan_signature(p) for p in plans] == [(("Forest", ("G",)), ("Test Barren Flats", ("C",)))]
    d.act("alice", "casts", "Test Void Acolyte")
    assert events(d.game, "payment")[-1]["mana"] == ["C", "G"]


def test_601_2g_a_treasure_can_pay_any_colour() -> None:
    """601.2g / 605.1a: a Treasure's "{T}, Sacrifice: add one mana of any color" is a mana
    ability usable in a payment: it alone pays Lightning Bolt's {R} and is sacrificed."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Treasure", "token": True}]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert events(d.game, "payment")[-1]["mana"] == ["R"]
    assert not any(d.game.chars(o).name == "Treasure" for o in d.game.state.battlefield)
    d.resolve(None)
    assert d.game.state.players[1].life == 17


def test_601_2g_an_unpayable_cost_offers_no_plan_and_no_cast() -> None:
    """601.2g: a spell whose cost no combination of sources can pay isn't offered (one Treasure
    can't pay {W}{U})."""
    d = position({"alice": {"hand": [_spell_name("{W}{U}")], "battlefield": [{"card": "Treasure", "token": True}]}})
    assert mana.payment_plans(d.game.kernel, 0, mana.requirement("{W}{U}")) == []
    assert not any(o.kind == "cast" for o in d.decision.options)
    assert casting.can_cast(d.game.kernel, 0, d.object(_spell_name("{W}{U}")), 0, "") is False


@pytest.mark.parametrize("land,paid", [("Plains", ["W", "W"]), ("Forest", ["G", "G"]), ("Swamp", None)])
def test_107_4e_a_hybrid_symbol_is_paid_with_either_half(land: str, paid) -> None:
    """107.4e / 601.2g: {G/W} can be paid with green or white mana, and with nothing else."""
    name = _spell_name("{G/W}{G/W}")
    d = position({"alice": {"hand": [name], "battlefield": [{"card": land, "count": 2}]}})
    assert mana.can_pay(d.game.kernel, 0, mana.requirement("{G/W}{G/W}")) is (paid is not None)
    assert any(o.kind == "cast" for o in d.decision.options) is (paid is not None)
    if paid is not None:
        d.act("alice", "casts", name)
        assert events(d.game, "payment")[-1]["mana"] == paid


def test_107_4e_a_hybrid_symbol_is_never_free() -> None:
    """107.4e: a spell whose cost is only hybrid symbols still costs mana: with no mana it can't
    be cast, and the cost to pay is two mana."""
    name = _spell_name("{G/W}{G/W}")
    d = position({"alice": {"hand": [name]}})
    assert mana.requirement("{G/W}{G/W}").total == 2
    assert not any(o.kind == "cast" for o in d.decision.options)


@pytest.mark.parametrize("lands,payable,paid", [
    (["Plains"], True, ["W"]), (["Forest", "Forest"], True, ["G", "G"]), (["Forest"], False, None),
])
def test_107_4e_a_monocolored_hybrid_symbol_is_its_colour_or_two_generic(lands: list, payable: bool, paid) -> None:
    """107.4e: {2/W} can be paid with {W} or with any two mana; one green mana can't pay it."""
    name = _spell_name("{2/W}")
    d = position({"alice": {"hand": [name], "battlefield": lands}})
    assert any(o.kind == "cast" for o in d.decision.options) is payable
    if payable:
        d.act("alice", "casts", name)
        assert events(d.game, "payment")[-1]["mana"] == paid
