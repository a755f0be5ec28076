"""Mana abilities (605) and tapping for mana (106.12): mana abilities don't use the stack,
triggered mana abilities (Heartbeat of Spring) resolve at once, and replacement effects on
mana production (Mana Reflection, Contamination) apply when a permanent is tapped for mana."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.engine import mana


def _pool(d, player: int = 0) -> dict:
    return {t: n for t, n in d.game.state.players[player].mana_pool.items() if n}


def _activate_option(d, name: str):
    oid = d.object(name)
    return next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == oid)


# ------------------------------------------------------------------ 605: no stack


def test_605_3a_mana_abilities_are_among_the_priority_options() -> None:
    """605.3a / 117.1d: a player with priority may activate a mana ability: an untapped Forest's
    and Llanowar Elves' mana abilities are offered; a tapped Forest's is not."""
    d = position({"alice": {"battlefield": [{"card": "Forest", "as": "ready"}, {"card": "Forest", "tapped": True, "as": "used"},
                                            "Llanowar Elves"]}})
    decision = d.decision
    assert decision.kind == "priority" and decision.player == 0
    sources = {o.value[0] for o in decision.options if o.kind == "activate"}
    assert d.object("ready") in sources
    assert d.object("Llanowar Elves") in sources
    assert d.object("used") not in sources


def test_605_3b_a_mana_ability_does_not_use_the_stack() -> None:
    """605.3b: activated with a spell on the stack, a mana ability resolves at once: the stack
    still holds only the spell, the mana is in the pool and the same player keeps priority."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Forest"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"], pay=["Mountain"])
    stack_before = [item.id for item in d.game.state.stack]
    assert len(stack_before) == 1
    d.choose(_activate_option(d, "Forest"))
    assert [item.id for item in d.game.state.stack] == stack_before
    assert _pool(d) == {"G": 1}
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert events(d.game, "activate") == []


def test_605_3b_mana_abilities_can_be_activated_while_an_opponents_spell_is_on_the_stack() -> None:
    """605.3a-b: with priority in response to an opponent's spell, a player may activate a mana
    ability; it doesn't go on the stack above the spell."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Island"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.choose(next(o for o in d.decision.options if o.kind == "pass"))
    assert d.decision.player == 1
    d.choose(_activate_option(d, "Island"))
    assert len(d.game.state.stack) == 1
    assert _pool(d, 1) == {"U": 1}
    assert d.decision.kind == "priority" and d.decision.player == 1


def test_605_1b_605_4a_a_triggered_mana_ability_resolves_immediately() -> None:
    """605.1b / 605.4a: Heartbeat of Spring's ability triggers from a mana ability and adds
    mana; it doesn't use the stack: right after tapping a Forest the pool holds {G}{G}, the stack
    is empty and nothing waits to be put on it."""
    d = position({"alice": {"battlefield": ["Forest", "Heartbeat of Spring"]}})
    d.choose(_activate_option(d, "Forest"))
    assert _pool(d) == {"G": 2}
    assert d.game.state.stack == []
    assert d.game.state.pending_triggers == []
    assert d.decision.kind == "priority" and d.decision.player == 0
    adds = events(d.game, "add_mana")
    assert [e["source"] for e in adds] == [d.object("Forest"), d.object("Heartbeat of Spring")]


def test_605_5a_an_enters_trigger_that_adds_mana_uses_the_stack() -> None:
    """605.5a: Crumbling Vestige's "when it enters, add one mana of any color" triggers from an
    event other than a mana ability, so it is not a mana ability: it goes on the stack."""
    d = position({"alice": {"hand": ["Crumbling Vestige"]}})
    d.act("alice", "plays", "Crumbling Vestige")
    assert len(d.game.state.stack) == 1
    assert _pool(d) == {}
    d.queued[0] = ["red"]
    d.resolve(None)
    assert _pool(d) == {"R": 1}


def test_602_2b_a_mana_ability_with_a_mana_cost_pays_it() -> None:
    """602.2b / 605.3: activating Pili-Pala's "{2}, {Q}: Add one mana of any color" pays {2}
    (two Forests are tapped) and {Q} (Pili-Pala untaps), then adds one mana."""
    d = position({"alice": {"battlefield": [{"card": "Forest", "count": 2}, {"card": "Pili-Pala", "tapped": True}]}})
    d.queued[0] = ["blue"]
    d.act("alice", "activates", "Pili-Pala")
    assert _pool(d) == {"U": 1}
    assert d.game.state.objects[d.object("Pili-Pala")].tapped is False
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.chars(o).name == "Forest")
    assert events(d.game, "payment")[-1]["mana"] == ["G", "G"]


def test_602_2b_a_mana_ability_with_a_mana_cost_spends_pool_mana() -> None:
    """602.2b / 605.3: Pili-Pala's {2} can be paid from the pool: {C}{C} becomes one mana of the
    chosen colour."""
    d = position({"alice": {"mana_pool": "{C}{C}", "battlefield": [{"card": "Pili-Pala", "tapped": True}]}})
    d.queued[0] = ["green"]
    d.act("alice", "activates", "Pili-Pala")
    assert _pool(d) == {"G": 1}


# ------------------------------------------------------------------ 106.12: tapped for mana


def test_106_12a_heartbeat_of_spring_adds_one_more_of_the_type_produced() -> None:
    """106.12a: Heartbeat of Spring triggers when a land is tapped for mana and adds one mana of
    the type that land produced (Reflecting Pool tapped for {B} gives {B}{B})."""
    d = position({"alice": {"battlefield": ["Reflecting Pool", "Forest", "Swamp", "Heartbeat of Spring"]}})
    d.choose(_activate_option(d, "Reflecting Pool"))
    d.choose("black")
    assert _pool(d) == {"B": 2}


def test_106_12a_heartbeat_of_spring_triggers_for_any_players_land() -> None:
    """106.12a: "whenever a player taps a land for mana, that player adds...": bob's Heartbeat
    of Spring gives alice one more {G} when she taps her Forest; bob gets nothing."""
    d = position({"alice": {"battlefield": ["Forest"]}, "bob": {"battlefield": ["Heartbeat of Spring"]}})
    d.choose(_activate_option(d, "Forest"))
    assert _pool(d, 0) == {"G": 2}
    assert _pool(d, 1) == {}


def test_106_12_heartbeat_of_spring_ignores_a_q_mana_ability() -> None:
    """106.12: only a mana ability with {T} in its cost taps a permanent for mana: Pili-Pala's
    {Q} ability (and it isn't a land) doesn't trigger Heartbeat of Spring."""
    d = position({"alice": {"mana_pool": "{C}{C}", "battlefield": [{"card": "Pili-Pala", "tapped": True}, "Heartbeat of Spring"]}})
    d.queued[0] = ["red"]
    d.act("alice", "activates", "Pili-Pala")
    assert _pool(d) == {"R": 1}
    assert events(d.game, "tapped_for_mana") == []


def test_106_12a_heartbeat_of_spring_ignores_a_land_that_produced_nothing() -> None:
    """106.12a: a "tapped for mana" trigger needs the ability to produce mana: a lone Reflecting
    Pool produces none, so Heartbeat of Spring adds nothing."""
    d = position({"alice": {"battlefield": ["Reflecting Pool", "Heartbeat of Spring"]}})
    d.choose(_activate_option(d, "Reflecting Pool"))
    assert d.game.state.objects[d.object("Reflecting Pool")].tapped
    assert _pool(d) == {}
    assert events(d.game, "add_mana") == []


def test_106_12_heartbeat_of_spring_ignores_a_creature_tapped_for_mana() -> None:
    """106.12: Heartbeat of Spring cares about lands: Llanowar Elves tapped for mana gives only
    its own {G}."""
    d = position({"alice": {"battlefield": ["Llanowar Elves", "Heartbeat of Spring"]}})
    d.choose(_activate_option(d, "Llanowar Elves"))
    assert _pool(d) == {"G": 1}


def test_106_12_heartbeat_of_spring_in_a_payment_adds_the_extra_mana() -> None:
    """106.12a / 605.4a: a land tapped for mana while paying a cost also triggers Heartbeat of
    Spring: casting Llanowar Elves with a Forest leaves the extra {G} in the pool."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest", "Heartbeat of Spring"]}})
    d.act("alice", "casts", "Llanowar Elves")
    assert len(d.game.state.stack) == 1
    assert _pool(d) == {"G": 1}


@pytest.mark.parametrize("source", ["Forest", "Llanowar Elves"])
def test_106_12b_mana_reflection_doubles_mana_from_a_permanent_you_tap(source: str) -> None:
    """106.12b: Mana Reflection doubles the mana of any permanent its controller taps for mana
    (a land or a creature)."""
    d = position({"alice": {"battlefield": [source, "Mana Reflection"]}})
    d.choose(_activate_option(d, source))
    assert _pool(d) == {"G": 2}


def test_106_12b_mana_reflection_ignores_permanents_other_players_tap() -> None:
    """106.12b: "if YOU tap a permanent for mana": bob's Mana Reflection doesn't double alice's
    Forest."""
    d = position({"alice": {"battlefield": ["Forest"]}, "bob": {"battlefield": ["Mana Reflection"]}})
    d.choose(_activate_option(d, "Forest"))
    assert _pool(d) == {"G": 1}


def test_106_12b_mana_reflection_ignores_a_q_mana_ability() -> None:
    """106.12 / 106.12b: Pili-Pala's {Q} ability doesn't tap it for mana, so Mana Reflection
    doesn't double its mana."""
    d = position({"alice": {"mana_pool": "{C}{C}", "battlefield": [{"card": "Pili-Pala", "tapped": True}, "Mana Reflection"]}})
    d.queued[0] = ["white"]
    d.act("alice", "activates", "Pili-Pala")
    assert _pool(d) == {"W": 1}


def test_106_12b_mana_reflection_and_heartbeat_of_spring() -> None:
    """106.12a-b: the replacement doubles the Forest's mana ({G}{G}), then Heartbeat of Spring
    adds one more {G}."""
    d = position({"alice": {"battlefield": ["Forest", "Mana Reflection", "Heartbeat of Spring"]}})
    d.choose(_activate_option(d, "Forest"))
    assert _pool(d) == {"G": 3}


def test_106_12b_contamination_makes_a_land_produce_black_instead() -> None:
    """106.12b: with Contamination (anyone's), a Forest tapped for mana produces {B} instead;
    a creature tapped for mana is unaffected."""
    d = position({"alice": {"battlefield": ["Forest", "Llanowar Elves"]}, "bob": {"battlefield": ["Contamination"]}})
    d.choose(_activate_option(d, "Forest"))
    assert _pool(d) == {"B": 1}
    d.choose(_activate_option(d, "Llanowar Elves"))
    assert _pool(d) == {"B": 1, "G": 1}


def test_106_12b_contamination_means_a_forest_cannot_pay_green() -> None:
    """106.12b / 601.2g: under Contamination a Forest produces only {B}: it can't pay Llanowar
    Elves' {G}, but it can pay a {B} cost."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest", "Contamination"]}})
    assert not mana.can_pay(d.game.kernel, 0, mana.requirement("{G}"))
    assert mana.can_pay(d.game.kernel, 0, mana.requirement("{B}"))
    assert not any(o.kind == "cast" for o in d.decision.options)


@pytest.mark.parametrize("first,expected", [("Contamination", {"B": 2}), ("Mana Reflection", {"B": 1})])
def test_616_1_controller_orders_mana_reflection_and_contamination(first: str, expected: dict) -> None:
    """106.12b / 616.1: with Mana Reflection and Contamination, the player tapping the Forest
    chooses the order: Contamination first gives {B} then doubled {B}{B}; Mana Reflection first
    gives {G}{G}, replaced by {B}."""
    d = position({"alice": {"battlefield": ["Forest", "Contamination", "Mana Reflection"]}})
    d.choose(_activate_option(d, "Forest"))
    decision = d.decision
    assert decision.kind == "replacement_order" and decision.player == 0
    assert len(decision.options) == 2
    d.choose(next(o for o in decision.options if o.label.startswith(first)))
    assert _pool(d) == expected


def test_616_1_the_payment_plan_names_the_replacement_order() -> None:
    """106.12b / 616.1: when paying {B}{B} with one Forest under Mana Reflection and
    Contamination, the only plan taps it with Contamination applied first ({B}{B})."""
    d = position({"alice": {"battlefield": ["Forest", "Contamination", "Mana Reflection"]}})
    plans = mana.payment_plans(d.game.kernel, 0, mana.requirement("{B}{B}"))
    assert len(plans) == 1
    (step,) = plans[0]
    assert step[6] == ("B", "B")


# ------------------------------------------------------------------ 605.3b: the rest of a mana ability


def _mana_card(name: str, text: str, types: tuple = ("Land",)) -> None:
    from support import compiled_card

    compiled_card(name, text, types, cost=None if types == ("Land",) else "{0}")


def _activate(d, name: str, index: int | None = None):
    oid = d.object(name)
    options = [o for o in d.decision.options if o.kind == "activate" and o.value[0] == oid]
    d.choose(options[-1] if index is None else options[index])


def test_605_3b_a_painland_deals_its_damage_as_it_is_tapped_for_colored_mana() -> None:
    """605.3b: "{T}: Add {W} or {U}. ~ deals 1 damage to you." resolves at once, damage and all:
    the mana is in the pool, its controller is at 19, and nothing went on the stack."""
    _mana_card("Test Painland", "{T}: Add {C}.\n{T}: Add {W} or {U}. Test Painland deals 1 damage to you.")
    d = position({"alice": {"battlefield": ["Test Painland"]}})
    _activate(d, "Test Painland")
    if d.decision.kind == "color":
        d.choose(d.decision.options[0])
    assert sum(_pool(d).values()) == 1 and set(_pool(d)) <= {"W", "U"}
    assert d.game.state.players[0].life == 19
    assert d.game.state.stack == []
    damage = events(d.game, "damage")
    assert damage and damage[-1]["source"] == d.object("Test Painland")


def test_605_3b_the_painlands_colorless_ability_deals_no_damage() -> None:
    """The painland's other ability, "{T}: Add {C}.", has no other effect: life stays at 20."""
    _mana_card("Test Painland", "{T}: Add {C}.\n{T}: Add {W} or {U}. Test Painland deals 1 damage to you.")
    d = position({"alice": {"battlefield": ["Test Painland"]}})
    _activate(d, "Test Painland", 0)
    assert _pool(d) == {"C": 1}
    assert d.game.state.players[0].life == 20


def test_605_3b_a_sacrificed_mana_source_still_draws_its_card() -> None:
    """605.3b, 602.2c: "{T}, Sacrifice ~: Add one mana of any color. Draw a card." (Chromatic
    Sphere): the source is gone with its cost paid, and the ability still draws."""
    _mana_card("Test Sphere", "{T}, Sacrifice Test Sphere: Add one mana of any color. Draw a card.", ("Artifact",))
    d = position({"alice": {"battlefield": ["Test Sphere"], "library": ["Island", "Forest"]}})
    hand_before = len(d.game.state.players[0].hand)
    _activate(d, "Test Sphere")
    if d.decision.kind == "color":
        d.choose(d.decision.options[0])
    assert sum(_pool(d).values()) == 1
    assert len(d.game.state.players[0].hand) == hand_before + 1
    assert "Test Sphere" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_605_3b_a_painland_paying_for_a_spell_deals_its_damage_during_the_payment() -> None:
    """601.2g-h, 605.3b: a painland tapped by the payment of a spell deals its damage too."""
    _mana_card("Test Painland", "{T}: Add {C}.\n{T}: Add {R} or {G}. Test Painland deals 1 damage to you.")
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Test Painland"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"], pay=["Test Painland"])
    assert d.game.state.players[0].life == 19
    assert len(d.game.state.stack) == 1
