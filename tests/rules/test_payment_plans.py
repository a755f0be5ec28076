"""Payment plans (601.2g-h) for permanents with several mana abilities (issue 13 item 9): a plan
pays each cost that can be paid only once, such as {T} (107.5) or sacrificing the permanent,
at most once (118.3), and choosing a plan pays exactly the way it says."""

from __future__ import annotations

from support import compiled_card, events, position

from manastack.cards import dsl, registry
from manastack.engine import mana

T = dsl.Cost(tap=True)

# Shaped like Tarnished Citadel (MB2): "{T}: Add {C}. {T}: Add one mana of any color. This
# deals 3 damage to you."
registry.register(dsl.CardDef(name="Test Tarnished Keep", faces=(dsl.Face(
    name="Test Tarnished Keep", types=("Land",), abilities=(
        dsl.Activated(T, (dsl.AddMana(mana="{C}"),), mana=True, text="{T}: Add {C}."),
        dsl.Activated(T, (dsl.AddMana(any_color=1), dsl.DealDamage(3, to=dsl.You())), mana=True,
                      text="{T}: Add one mana of any color. Test Tarnished Keep deals 3 damage to you."),
    )),), source="test"))
# Two mana abilities with no cost in common: tapping it, then sacrificing it.
registry.register(dsl.CardDef(name="Test Seed Pod", faces=(dsl.Face(
    name="Test Seed Pod", types=("Artifact",), abilities=(
        dsl.Activated(T, (dsl.AddMana(mana="{G}"),), mana=True, text="{T}: Add {G}."),
        dsl.Activated(dsl.Cost(sacrifice_self=True), (dsl.AddMana(mana="{C}{C}"),), mana=True,
                      text="Sacrifice Test Seed Pod: Add {C}{C}."),
    )),), source="test"))
for _cost in ("{1}{B}", "{2}", "{2}{G}", "{3}{G}"):
    registry.register(dsl.CardDef(name=f"Test Plan Rite {_cost}", faces=(dsl.Face(
        name=f"Test Plan Rite {_cost}", mana_cost=_cost, types=("Sorcery",), abilities=(dsl.SpellAbility(()),)),),
        source="test"))


def _ability_steps(plan: tuple) -> list[tuple]:
    return [step for step in plan if step[0] == "ability"]


def test_item9_a_land_with_two_tap_mana_abilities_is_tapped_once_per_plan() -> None:
    """107.5, 118.3, 601.2g: {T} can be paid once, so of a land with two {T} mana abilities a
    plan uses one: with that land and a Forest, {1}{B} has exactly one plan (the land for {B},
    the Forest for {1}), never the land for {C} and again for {B}."""
    d = position({"alice": {"hand": ["Test Plan Rite {1}{B}"], "battlefield": ["Test Tarnished Keep", "Forest"]}})
    plans = mana.payment_plans(d.game.kernel, 0, mana.requirement("{1}{B}"))
    assert [sorted((s[1], s[6]) for s in _ability_steps(p)) for p in plans] == [
        [("Forest", ("G",)), ("Test Tarnished Keep", ("B",))]]


def test_item9_each_plan_offered_pays_the_way_it_says() -> None:
    """601.2h: whichever plan is chosen, each permanent it names is activated once for the mana
    it names, and that mana pays the cost (no "engine bug: no way to pay")."""
    d = position({"alice": {"hand": ["Test Plan Rite {2}"], "battlefield": ["Test Tarnished Keep", "Swamp"]}})
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast"))
    assert d.decision.kind == "pay_mana"
    for option in d.decision.options:
        game = d.game.clone()
        start = len(game.log)
        game.choose(option)
        assert game.decision.kind == "priority", option.label
        added = [e for e in list(game.log)[start:] if e["type"] == "add_mana"]
        assert sorted((game.chars(e["source"]).name, tuple(e["mana"])) for e in added) == sorted(
            (s[1], s[6]) for s in _ability_steps(option.value)), option.label
        assert len({e["source"] for e in added}) == len(added), option.label
        assert [e for e in game.log if e["type"] == "payment"][-1]["amount"] == 2


def test_item9_one_land_with_two_tap_mana_abilities_cannot_pay_two_mana() -> None:
    """107.5, 601.2g: one such land makes one mana, so a spell costing {2} can't be cast with it
    alone: no plan, and no cast offered."""
    d = position({"alice": {"hand": ["Test Plan Rite {2}"], "battlefield": ["Test Tarnished Keep"]}})
    assert mana.payment_plans(d.game.kernel, 0, mana.requirement("{2}")) == []
    assert not mana.can_pay(d.game.kernel, 0, mana.requirement("{2}"))
    assert not any(o.kind == "cast" for o in d.decision.options)


def test_118_3_abilities_with_no_cost_in_common_both_pay_sacrifice_last() -> None:
    """118.3, 701.21a: a permanent whose two mana abilities share no cost ({T}: add {G};
    sacrifice it: add {C}{C}) can use both in one payment, tapped first and sacrificed last:
    it alone pays {2}{G}, and no plan uses it for more than that."""
    d = position({"alice": {"hand": ["Test Plan Rite {2}{G}"], "battlefield": ["Test Seed Pod"]}})
    plans = mana.payment_plans(d.game.kernel, 0, mana.requirement("{2}{G}"))
    assert [[(s[1], s[2], s[6]) for s in _ability_steps(p)] for p in plans] == [
        [("Test Seed Pod", 0, ("G",)), ("Test Seed Pod", 1, ("C", "C"))]]
    assert mana.payment_plans(d.game.kernel, 0, mana.requirement("{3}{G}")) == []
    d.act("alice", "casts", "Test Plan Rite {2}{G}")
    assert sorted(events(d.game, "payment")[-1]["mana"]) == ["C", "C", "G"]
    assert [e["mana"] for e in events(d.game, "add_mana")] == [["G"], ["C", "C"]]
    assert not any(d.game.state.objects[o].card == "Test Seed Pod" for o in d.game.state.battlefield)


def test_a_plan_finds_the_land_with_the_granted_mana_ability() -> None:
    """613.1f, 605.3a: found by fuzzing the corpus (seed 364): of three Islands only the second
    has Weirding Wood's granted "{T}: Add two mana of any one color."  A plan that taps it for
    {W}{W} and the other two for {U} is carried out on the right Islands; matching the plan's
    steps greedily gave the enchanted Island a {U} step and left the {W}{W} step without a land
    ("no way to pay")."""
    wood = 'Enchant land\nEnchanted land has "{T}: Add two mana of any one color."'
    with registry.scope():
        compiled_card("Test Weirding Wood", wood, ("Enchantment",), cost="{2}{G}", subtypes=("Aura",))
        compiled_card("Test Five Drop", "", ("Creature",), cost="{4}{R}", power="5", toughness="5")
        d = position({"alice": {"battlefield": ["Island", {"card": "Island", "as": "wooded"}, "Island", "Mountain"],
                                "hand": ["Test Five Drop"]},
                      "bob": {"battlefield": [{"card": "Test Weirding Wood", "attached_to": "wooded"}]}})
        d.choose(next(o for o in d.decision.options if o.label == "cast Test Five Drop"))
        plan = next(o for o in d.decision.options if "{W}{W}" in o.label)
        d.choose(plan)
        assert d.decision.kind == "priority"
        assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield
                   if d.game.chars(o).controller == 0 and "Land" in d.game.chars(o).types)
