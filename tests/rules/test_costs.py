"""Costs (118): mana, {T} (107.5), {Q} (107.6), sacrifice, life (119.4), discard; unpayable
costs (118.6); alternative costs with increases (118.9d); and taxes: "counter unless its
controller pays" (118.12a, Mana Tithe) and costs to attack (508.1h, Ghostly Prison), each
payment recorded as a "payment" event."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND

CREATURE = dsl.Filter(types=("Creature",))

registry.register(dsl.CardDef(name="Test Costs Cog", source="test", faces=(dsl.Face(
    name="Test Costs Cog", mana_cost="{1}", types=("Artifact",), abilities=(
        dsl.Activated(dsl.Cost(untap=True), (dsl.GainLife(1),), text="{Q}: You gain 1 life."),)),)))

registry.register(dsl.CardDef(name="Test Costs Cog Beast", source="test", faces=(dsl.Face(
    name="Test Costs Cog Beast", mana_cost="{1}", types=("Creature",), power="1", toughness="1", abilities=(
        dsl.Activated(dsl.Cost(untap=True), (dsl.GainLife(1),), text="{Q}: You gain 1 life."),)),)))

registry.register(dsl.CardDef(name="Test Costs Altar", source="test", faces=(dsl.Face(
    name="Test Costs Altar", mana_cost="{1}", types=("Artifact",), abilities=(
        dsl.Activated(dsl.Cost(life=3), (dsl.Draw(1),), text="Pay 3 life: Draw a card."),
        dsl.Activated(dsl.Cost(sacrifice=CREATURE), (dsl.GainLife(2),), text="Sacrifice a creature: You gain 2 life."),
    )),)))

registry.register(dsl.CardDef(name="Test Costs Vision", source="test", faces=(dsl.Face(
    name="Test Costs Vision", mana_cost=None, types=("Sorcery",), colors=("U",), abilities=(
        dsl.SpellAbility((dsl.Draw(2),), text="Draw two cards."),)),)))

registry.register(dsl.CardDef(name="Test Costs Sphere", source="test", faces=(dsl.Face(
    name="Test Costs Sphere", mana_cost="{2}", types=("Artifact",), abilities=(
        dsl.Static(dsl.CostChange(amount=1, spells=dsl.Filter(), who="opponents"),
                   text="Spells your opponents cast cost {1} more to cast."),)),)))

registry.register(dsl.CardDef(name="Test Costs Scrap Offering", source="test", faces=(dsl.Face(
    name="Test Costs Scrap Offering", mana_cost="{R}", types=("Instant",), abilities=(
        dsl.SpellAbility((dsl.GainLife(2),), additional_cost=dsl.Cost(sacrifice=dsl.Filter(types=("Artifact",))),
                         text="As an additional cost to cast this spell, sacrifice an artifact. You gain 2 life."),)),)))

registry.register(dsl.CardDef(name="Test Costs Scrap Altar", source="test", faces=(dsl.Face(
    name="Test Costs Scrap Altar", mana_cost="{1}", types=("Creature",), power="1", toughness="1", abilities=(
        dsl.Activated(dsl.Cost(mana="{1}", sacrifice=dsl.Filter(types=("Artifact",))), (dsl.GainLife(2),),
                      text="{1}, Sacrifice an artifact: You gain 2 life."),)),)))

LIBRARY = ["Island"] * 4


def labels(d, kind: str | None = None) -> list[str]:
    return [o.label for o in d.game.decision.options if kind is None or o.kind == kind]


def option(d, label: str):
    return next(o for o in d.game.decision.options if o.label == label)


def named(game, oid: int, name: str) -> bool:
    """Whether an object is the card (or token) `name`, whatever its token name (111.4)."""
    return game.state.objects[oid].card == name or game.chars(oid).name == name


def activations(d, name: str) -> list[str]:
    game = d.game
    return [o.label for o in game.decision.options if o.kind == "activate" and named(game, o.value[0], name)]


def zone_of(d, name: str) -> str:
    return d.game.state.objects[d.object(name)].zone


# ------------------------------------------------------------------ mana


def test_colored_mana_symbols_need_mana_of_that_color() -> None:
    """118.3, 601.2h: {1}{G} can't be paid with two Mountains; a Forest and a Mountain do."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Mountain", "Mountain"]}})
    assert "cast Grizzly Bears" not in labels(d)
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Mountain", "Forest"]}})
    d.act("alice", "casts", "Grizzly Bears")
    assert sorted(events(d.game, "payment")[-1]["mana"]) == ["G", "R"]


def test_zero_cost_spell_is_still_cast() -> None:
    """118.5a: a spell with mana cost {0} must still be cast: Ornithopter goes on the stack
    (with no land to pay anything) and resolves like any other spell."""
    d = position({"alice": {"hand": ["Ornithopter"]}})
    game = d.game
    d.act("alice", "casts", "Ornithopter")
    assert [game.chars(item.obj).name for item in game.state.stack] == ["Ornithopter"]
    assert events(game, "payment")[-1]["amount"] == 0
    d.resolve(None)
    assert zone_of(d, "Ornithopter") == BATTLEFIELD


def test_card_without_a_mana_cost_cannot_be_cast_normally() -> None:
    """118.6: a card with no mana cost has an unpayable cost: it can't be cast by paying
    it, even with mana available."""
    d = position({"alice": {"hand": ["Test Costs Vision"], "battlefield": ["Island", "Island"], "library": LIBRARY}})
    assert not [label for label in labels(d, "cast") if "Test Costs Vision" in label]


def test_card_without_a_mana_cost_can_be_cast_without_paying_it() -> None:
    """118.6a: an effect that lets a player cast it without paying its mana cost makes it
    castable (Goblin Dark-Dwellers)."""
    d = position({"alice": {"hand": ["Goblin Dark-Dwellers"], "graveyard": ["Test Costs Vision"],
                            "battlefield": ["Mountain"] * 5, "library": LIBRARY}})
    game = d.game
    d.act("alice", "casts", "Goblin Dark-Dwellers")
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert len(game.state.players[0].hand) == 2
    assert zone_of(d, "Test Costs Vision") == EXILE


def test_cost_increase_applies_to_an_alternative_cost() -> None:
    """118.9d: cost increases apply to an alternative cost: flashback {2}{U} costs four mana
    under "spells your opponents cast cost {1} more"."""
    d = position({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island"] * 3, "library": LIBRARY},
                  "bob": {"battlefield": ["Test Costs Sphere"]}})
    assert not [label for label in labels(d, "cast") if "Think Twice" in label]
    d = position({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island"] * 4, "library": LIBRARY},
                  "bob": {"battlefield": ["Test Costs Sphere"]}})
    d.act("alice", "casts", "Think Twice", from_zone=GRAVEYARD)
    assert events(d.game, "payment")[-1]["amount"] == 4


# ------------------------------------------------------------------ {T} and {Q}


def test_tapped_permanent_cannot_pay_a_tap_cost() -> None:
    """107.5, 118.3: a permanent that's already tapped can't be tapped to pay a cost."""
    d = position({"alice": {"battlefield": [{"card": "Llanowar Elves", "tapped": True}, "Mountain"]}})
    assert activations(d, "Llanowar Elves") == []
    assert activations(d, "Mountain") == ["activate Mountain: {T}: Add {R}."]


def test_untap_symbol_cost() -> None:
    """107.6: {Q} means "untap this permanent": an untapped permanent can't pay it; a tapped
    one untaps as the cost is paid, before the ability resolves."""
    d = position({"alice": {"battlefield": ["Test Costs Cog"]}})
    assert activations(d, "Test Costs Cog") == []
    d = position({"alice": {"battlefield": [{"card": "Test Costs Cog", "tapped": True}]}})
    game = d.game
    d.act("alice", "activates", "Test Costs Cog")
    assert not game.state.objects[d.object("Test Costs Cog")].tapped
    assert game.state.stack and game.state.players[0].life == 20
    d.resolve(None)
    assert game.state.players[0].life == 21


def test_untap_symbol_ability_of_a_summoning_sick_creature() -> None:
    """602.5a, 107.6: a creature's {Q} ability can't be activated unless it has been under
    its controller's control since their most recent turn began."""
    d = position({"alice": {"battlefield": [{"card": "Test Costs Cog Beast", "tapped": True, "sick": True}]}})
    assert activations(d, "Test Costs Cog Beast") == []
    d = position({"alice": {"battlefield": [{"card": "Test Costs Cog Beast", "tapped": True}]}})
    assert activations(d, "Test Costs Cog Beast") == ["activate Test Costs Cog Beast: {Q}: You gain 1 life."]


# ------------------------------------------------------------------ sacrifice


def test_treasure_is_sacrificed_to_pay_for_a_spell() -> None:
    """118.3, 701.21, 605: Treasure's mana ability ({T}, sacrifice it) pays Lightning Bolt's
    {R}; the token leaves the battlefield (and ceases to exist, 111.7)."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Treasure", "token": True}]}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert not [o for o in game.state.battlefield if named(game, o, "Treasure")]
    sacrificed = [e for e in events(game, "zone_change") if e["card"] == "Treasure"]
    assert len(sacrificed) == 1 and sacrificed[0]["cause"] == "sacrifice"
    assert events(game, "payment")[-1]["mana"] == ["R"]
    d.resolve(None)
    assert game.state.players[1].life == 17


def test_sacrifice_a_creature_cost() -> None:
    """118.3, 602.2h: "Sacrifice a creature": not offered without a creature; the player
    chooses which one, and it is sacrificed on activation, before the ability resolves."""
    d = position({"alice": {"battlefield": ["Test Costs Altar"], "library": LIBRARY}})
    assert activations(d, "Test Costs Altar") == ["activate Test Costs Altar: Pay 3 life: Draw a card."]
    d = position({"alice": {"battlefield": ["Test Costs Altar", "Grizzly Bears", "Savannah Lions"], "library": LIBRARY}})
    game = d.game
    d.choose(option(d, "activate Test Costs Altar: Sacrifice a creature: You gain 2 life."))
    assert game.decision.kind == "sacrifice"
    assert sorted(o.label for o in game.decision.options) == ["Grizzly Bears", "Savannah Lions"]
    d.choose(option(d, "Grizzly Bears"))
    d.finish_action(0)
    assert zone_of(d, "Grizzly Bears") == GRAVEYARD
    assert zone_of(d, "Savannah Lions") == BATTLEFIELD
    assert game.state.stack and game.state.players[0].life == 20
    d.resolve(None)
    assert game.state.players[0].life == 22


def test_one_treasure_cannot_both_pay_mana_and_be_sacrificed() -> None:
    """118.3, 601.2h: "sacrifice an artifact" plus {R} with only a Treasure: paying the {R}
    sacrifices the Treasure, so the whole cost can't be paid and the spell isn't offered."""
    d = position({"alice": {"hand": ["Test Costs Scrap Offering"], "battlefield": [{"card": "Treasure", "token": True}]}})
    assert "cast Test Costs Scrap Offering" not in labels(d)


def test_sacrifice_choice_leaves_the_treasure_for_mana_when_needed() -> None:
    """601.2h: with a Treasure and Bonesplitter and no land, the only way to pay is to
    sacrifice Bonesplitter and spend the Treasure's mana; the choice offered is that one."""
    d = position({"alice": {"hand": ["Test Costs Scrap Offering"],
                            "battlefield": [{"card": "Treasure", "token": True}, "Bonesplitter"]}})
    game = d.game
    d.act("alice", "casts", "Test Costs Scrap Offering")
    assert zone_of(d, "Bonesplitter") == GRAVEYARD
    assert not [o for o in game.state.battlefield if named(game, o, "Treasure")]
    assert events(game, "payment")[-1]["amount"] == 1
    d.resolve(None)
    assert game.state.players[0].life == 22


def test_treasure_sacrificed_for_the_cost_while_a_land_pays_the_mana() -> None:
    """118.3, 601.2h: with a Mountain, the Treasure can be the sacrificed artifact; the
    Mountain pays {R}."""
    d = position({"alice": {"hand": ["Test Costs Scrap Offering"],
                            "battlefield": [{"card": "Treasure", "token": True}, "Mountain"]}})
    game = d.game
    d.act("alice", "casts", "Test Costs Scrap Offering")
    assert not [o for o in game.state.battlefield if named(game, o, "Treasure")]
    assert game.state.objects[d.object("Mountain")].tapped
    assert events(game, "payment")[-1]["mana"] == ["R"]


def test_activated_ability_sacrifice_and_mana_are_checked_together() -> None:
    """602.2b, 118.3: "{1}, Sacrifice an artifact" with only a Treasure can't be activated;
    with a land too it can."""
    d = position({"alice": {"battlefield": ["Test Costs Scrap Altar", {"card": "Treasure", "token": True}]}})
    assert activations(d, "Test Costs Scrap Altar") == []
    d = position({"alice": {"battlefield": ["Test Costs Scrap Altar", {"card": "Treasure", "token": True}, "Plains"]}})
    game = d.game
    d.act("alice", "activates", "Test Costs Scrap Altar")
    assert game.state.objects[d.object("Plains")].tapped
    d.resolve(None)
    assert game.state.players[0].life == 22


# ------------------------------------------------------------------ life


def test_life_payment_needs_enough_life() -> None:
    """119.4, 118.3: a player can pay 3 life only with 3 or more life."""
    d = position({"alice": {"life": 2, "battlefield": ["Test Costs Altar"], "library": LIBRARY}})
    assert activations(d, "Test Costs Altar") == []
    d = position({"alice": {"life": 3, "battlefield": ["Test Costs Altar"], "library": LIBRARY}})
    assert activations(d, "Test Costs Altar") == ["activate Test Costs Altar: Pay 3 life: Draw a card."]


def test_life_is_paid_on_activation() -> None:
    """119.4: paying life subtracts it from the life total as the cost is paid."""
    d = position({"alice": {"life": 4, "battlefield": ["Test Costs Altar"], "library": LIBRARY}})
    game = d.game
    d.act("alice", "activates", "Test Costs Altar")
    assert game.state.players[0].life == 1
    assert game.state.stack and not game.state.players[0].hand
    d.resolve(None)
    assert len(game.state.players[0].hand) == 1


# ------------------------------------------------------------------ discard


def test_discard_cost() -> None:
    """118.3, 701.9: Blood's cost includes "discard a card": with no other card in hand it
    can't be activated; otherwise the player chooses the card, discarded on activation."""
    d = position({"alice": {"battlefield": [{"card": "Blood", "token": True}, "Mountain"], "library": LIBRARY}})
    assert [named(d.game, o, "Blood") for o in d.game.state.battlefield] == [True, False]
    assert activations(d, "Blood") == []
    d = position({"alice": {"hand": ["Forest", "Plains"], "battlefield": [{"card": "Blood", "token": True}, "Mountain"],
                            "library": LIBRARY}})
    game = d.game
    d.choose(next(o for o in game.decision.options if o.kind == "activate" and named(game, o.value[0], "Blood")))
    assert game.decision.kind == "discard"
    assert sorted(o.label for o in game.decision.options) == ["Forest", "Plains"]
    d.choose(option(d, "Plains"))
    d.finish_action(0)
    assert zone_of(d, "Plains") == GRAVEYARD
    assert zone_of(d, "Forest") == HAND
    assert not [o for o in game.state.battlefield if named(game, o, "Blood")]
    d.resolve(None)
    assert len(game.state.players[0].hand) == 2


# ------------------------------------------------------------------ taxes


def _tithe_position(alice_lands: list[str]):
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": alice_lands},
                  "bob": {"hand": ["Mana Tithe"], "battlefield": ["Plains"]}})
    d.act("alice", "casts", "Grizzly Bears", pay=["Forest#1", "Forest#2"])
    d.choose(option(d, "pass priority"))
    d.act("bob", "casts", "Mana Tithe", targets=["Grizzly Bears"])
    return d


def test_counter_unless_pays_the_payer_may_pay() -> None:
    """118.12a, 701.6: "counter target spell unless its controller pays {1}": alice pays and
    her spell resolves; the payment is recorded with payer, source, purpose, mana and the
    tax's source and its controller."""
    d = _tithe_position(["Forest", "Forest", "Mountain"])
    game = d.game
    tithe = events(game, "cast")[-1]["obj"]
    d.pass_once()
    assert game.decision.kind == "pay_mana" and game.decision.player == 0
    assert sorted(o.kind for o in game.decision.options) == ["decline", "pay"]
    d.choose(next(o for o in game.decision.options if o.kind == "pay"))
    payment = events(game, "payment")[-1]
    assert payment["player"] == 0
    assert payment["source"] == tithe
    assert payment["purpose"] == "tax"
    assert payment["mana"] == ["R"]
    assert payment["tax_sources"] == [{"id": tithe, "controller": 1}]
    d.resolve(None)
    assert zone_of(d, "Grizzly Bears") == BATTLEFIELD


def test_counter_unless_pays_the_payer_may_decline() -> None:
    """118.12a: alice may decline to pay even with mana available; then her spell is
    countered, and no tax payment is recorded."""
    d = _tithe_position(["Forest", "Forest", "Mountain"])
    game = d.game
    d.pass_once()
    d.choose(next(o for o in game.decision.options if o.kind == "decline"))
    d.resolve(None)
    assert zone_of(d, "Grizzly Bears") == GRAVEYARD
    assert not [e for e in events(game, "payment") if e["purpose"] == "tax"]
    assert [e["player"] for e in events(game, "decline_payment")] == [0]
    assert len(events(game, "countered")) == 1


def test_counter_unless_pays_without_mana_counters() -> None:
    """118.3: with no way to pay the tax, the spell is countered (no payment is possible)."""
    d = _tithe_position(["Forest", "Forest"])
    game = d.game
    d.resolve(None)
    assert zone_of(d, "Grizzly Bears") == GRAVEYARD
    assert not [e for e in events(game, "payment") if e["purpose"] == "tax"]


@pytest.mark.parametrize(("taxer", "target"), [("Esper Sentinel", "bob"), ("Armored Armadillo", "Armored Armadillo")])
def test_tax_from_a_permanents_ability_is_recorded_as_a_payment(taxer: str, target: str) -> None:
    """118.12a: Esper Sentinel ("draw a card unless that player pays {X}") and ward {1}
    (702.21a, "counter it unless that player pays {1}") are taxes: alice's payment is
    recorded with her as payer, the permanent as source, purpose "tax", the mana paid and
    the tax source with its controller."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": [taxer], "library": LIBRARY}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=[target])
    d.pass_once()  # the tax trigger goes on the stack and resolves
    assert game.decision.kind == "pay_mana" and game.decision.player == 0
    d.choose(next(o for o in game.decision.options if o.kind == "pay"))
    source = d.object(taxer)
    taxes = [e for e in events(game, "payment") if e["purpose"] == "tax"]
    assert [(e["player"], e["source"], e["mana"], e["tax_sources"]) for e in taxes] == [
        (0, source, ["R"], [{"id": source, "controller": 1}])]


def test_attack_tax_is_one_payment_for_all_attackers() -> None:
    """508.1h-j: Ghostly Prison: attacking with two creatures costs {2} each; the total cost
    to attack, four, is paid at once, recorded as one payment naming the tax's source."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Plains", "Plains", "Plains", "Plains"]},
                  "bob": {"battlefield": ["Ghostly Prison"]}})
    game = d.game
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    payments = [e for e in events(game, "payment") if e["purpose"] == "attack_tax"]
    assert len(payments) == 1
    payment = payments[0]
    assert payment["player"] == 0
    assert payment["amount"] == 4 and payment["mana"] == ["W"] * 4
    prison = d.object("Ghostly Prison")
    assert payment["source"] == prison
    assert [(s["id"], s["controller"], s["mana"]) for s in payment["tax_sources"]] == [(prison, 1, 4)]
    assert sorted(game.state.combat.attackers) == sorted([d.object("Grizzly Bears"), d.object("Savannah Lions")])


def test_attack_tax_limits_the_attackers_to_what_can_be_paid() -> None:
    """508.1h, 118.3: with three lands only one creature can attack past Ghostly Prison."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Plains", "Plains", "Plains"]},
                  "bob": {"battlefield": ["Ghostly Prison"]}})
    game = d.game
    d.pass_until(lambda: game.decision.kind == "attackers")
    d.choose(next(o for o in game.decision.options if o.kind == "attack" and o.value[0] == d.object("Grizzly Bears")))
    assert not [o for o in game.decision.options if o.kind == "attack"]


def test_tax_payment_event_lets_tax_taker_count_the_tax() -> None:
    """603.2 (Tax Taker): the attack-tax payment is the event Tax Taker's controller's
    ability sees: bob creates a Treasure for each mana alice paid."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Plains", "Plains", "Plains", "Plains"]},
                  "bob": {"battlefield": ["Ghostly Prison", "Tax Taker"]}})
    game = d.game
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    d.resolve(None)
    treasures = [o for o in game.state.battlefield if named(game, o, "Treasure")]
    assert len(treasures) == 4
    assert all(game.chars(o).controller == 1 for o in treasures)
