"""701 and related: one-shot effects -- fight, destroy and indestructible, exile until a
permanent leaves (610.3), searching and shuffling, scry, mill, discard, tokens (Treasure from Tax
Taker's payment trigger) and counters."""

from __future__ import annotations

from support import events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.engine.decision import Decision, Option

registry.register(dsl.CardDef(
    name="Test Mind Drain",
    faces=(dsl.Face(name="Test Mind Drain", mana_cost="{B}", types=("Sorcery",),
                    abilities=(dsl.SpellAbility((dsl.Discard(2, dsl.EachOpponent()),),
                                                text="Each opponent discards two cards."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Grind",
    faces=(dsl.Face(name="Test Grind", mana_cost="{U}", types=("Sorcery",),
                    abilities=(dsl.SpellAbility((dsl.Mill(3, dsl.TargetPlayer(0)),),
                                                targets=(dsl.TargetSpec(kind="player"),),
                                                text="Target player mills three cards."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Brawl",
    faces=(dsl.Face(name="Test Brawl", mana_cost="{G}", types=("Sorcery",),
                    abilities=(dsl.SpellAbility((dsl.Fight(dsl.Target(0), dsl.Target(1)),),
                                                targets=(dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="you")),
                                                         dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="opponent"))),
                                                text="Target creature you control fights target creature you don't control."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Colorless Brawl",
    faces=(dsl.Face(name="Test Colorless Brawl", mana_cost="{1}", types=("Sorcery",),
                    abilities=(dsl.SpellAbility((dsl.Fight(dsl.Target(0), dsl.Target(1)),),
                                                targets=(dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="you")),
                                                         dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="opponent"))),
                                                text="Target creature you control fights target creature you don't control."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Delayed Treasure",
    faces=(dsl.Face(name="Test Delayed Treasure", mana_cost="{W}", types=("Instant",),
                    abilities=(dsl.SpellAbility((dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end"),
                                                                          (dsl.CreateToken("Treasure", 2),)),),
                                                text="At the beginning of the next end step, create two Treasure tokens."),)),),
    source="test",
))


def _option(decision: Decision, label_start: str) -> Option:
    found = [o for o in decision.options if o.label.lower().startswith(label_start.lower())]
    assert found, f"no option starting {label_start!r} in {[o.label for o in decision.options]}"
    return found[0]


def _cards(d, player: int, zone: str) -> list[str]:
    return [d.game.state.objects[o].card for o in d.game.state.player_zone(player, zone)]


def _named(d, name: str, controller: int | None = None) -> list[int]:
    return [o for o in d.game.state.battlefield if d.game.chars(o).name in (name, f"{name} Token")
            and (controller is None or d.game.chars(o).controller == controller)]


# ---------------------------------------------------------------- fight (701.14)


def test_fight_each_deals_damage_equal_to_its_power() -> None:
    """701.14a: Bridgeworks Battle: the pumped 4/4 Bears and the Lions each deal damage equal to
    their power to the other."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"], "battlefield": [{"card": "Forest", "count": 3}, "Grizzly Bears"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Bridgeworks Battle", targets=["Grizzly Bears", "Savannah Lions"])
    d.resolve(None)
    assert _cards(d, 1, "graveyard") == ["Savannah Lions"]
    assert d.game.state.objects[bears].damage == 2
    assert d.game.chars(bears).power == 4


def test_fight_damage_is_not_combat_damage() -> None:
    """701.14d: fight damage isn't combat damage."""
    d = position({"alice": {"hand": ["Test Brawl"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    d.act("alice", "casts", "Test Brawl", targets=["Grizzly Bears", "Savannah Lions"])
    d.resolve(None)
    damage = events(d.game, "damage")
    assert len(damage) == 2 and not any(e["combat"] for e in damage)


def test_fight_doesnt_happen_if_one_creature_left() -> None:
    """701.14b: if one of the creatures is no longer on the battlefield, neither deals damage."""
    d = position({"alice": {"hand": ["Test Brawl"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Island", "Serra Angel"]}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Test Brawl", targets=["Grizzly Bears", "Serra Angel"])
    d.act("bob", "casts", "Unsummon", targets=["Serra Angel"])
    d.resolve(None)
    assert d.game.state.objects[bears].damage == 0
    assert events(d.game, "damage") == []
    assert _cards(d, 1, "hand") == ["Serra Angel"]


def test_fight_with_protection_damage_is_prevented() -> None:
    """701.14a, 702.16e: a creature with protection from green fighting a green creature is dealt
    no damage, but still deals its own (with lifelink, 702.15b)."""
    d = position({"alice": {"hand": ["Test Colorless Brawl"], "battlefield": ["Plains", "Sphinx of the Steel Wind"], "life": 10},
                  "bob": {"battlefield": ["Leatherback Baloth"]}})
    sphinx = d.object("Sphinx of the Steel Wind")
    d.act("alice", "casts", "Test Colorless Brawl", targets=["Sphinx of the Steel Wind", "Leatherback Baloth"])
    d.resolve(None)
    assert d.game.state.objects[sphinx].damage == 0
    assert len(events(d.game, "damage_prevented")) == 1
    assert _cards(d, 1, "graveyard") == ["Leatherback Baloth"]
    assert d.game.state.players[0].life == 16


def test_green_fight_spell_cant_target_protection_from_green() -> None:
    """702.16b: a creature with protection from green can't be the target of a green spell, so
    a green fight spell with no other target can't be cast (601.2c)."""
    d = position({"alice": {"hand": ["Test Brawl"], "battlefield": ["Forest", "Leatherback Baloth"]},
                  "bob": {"battlefield": ["Sphinx of the Steel Wind"]}})
    d.until_priority(0)
    assert not [o for o in d.decision.options if o.label.startswith("cast Test Brawl")]


# ---------------------------------------------------------------- destroy and indestructible (701.8, 702.12)


def test_destroy_moves_to_graveyard() -> None:
    """701.8a: destroy moves a permanent from the battlefield to its owner's graveyard."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Murder", targets=["Grizzly Bears"])
    d.resolve(None)
    assert _cards(d, 1, "graveyard") == ["Grizzly Bears"]
    assert [e["cause"] for e in events(d.game, "zone_change") if e["card"] == "Grizzly Bears"] == ["destroy"]


def test_indestructible_isnt_destroyed_by_murder() -> None:
    """702.12b: an indestructible permanent can't be destroyed."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]},
                  "bob": {"battlefield": ["Darksteel Myr"]}})
    myr = d.object("Darksteel Myr")
    d.act("alice", "casts", "Murder", targets=["Darksteel Myr"])
    d.resolve(None)
    assert d.on_battlefield(myr)


def test_wrath_of_god_leaves_indestructible_creature() -> None:
    """701.8a, 702.12b: Wrath destroys every creature but the indestructible one."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}, "Grizzly Bears"]},
                  "bob": {"battlefield": ["Darksteel Myr", "Serra Angel"]}})
    myr = d.object("Darksteel Myr")
    d.act("alice", "casts", "Wrath of God")
    d.resolve(None)
    assert [d.game.chars(o).name for o in d.game.state.battlefield if "Creature" in d.game.chars(o).types] == ["Darksteel Myr"]
    assert d.on_battlefield(myr)


def test_indestructible_survives_lethal_damage() -> None:
    """702.12b, 704.5g: lethal damage doesn't destroy an indestructible creature."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Darksteel Myr"]}})
    myr = d.object("Darksteel Myr")
    d.act("alice", "casts", "Lightning Bolt", targets=["Darksteel Myr"])
    d.resolve(None)
    assert d.on_battlefield(myr)
    assert d.game.state.objects[myr].damage == 3


# ---------------------------------------------------------------- exile until: Banishing Light (610.3)


def test_banishing_light_exiles_and_returns_when_it_leaves() -> None:
    """610.3, 610.3c, 400.7: the exiled card returns to the battlefield under its owner's control
    when Banishing Light leaves, as a new object (untapped, without its counters)."""
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": [{"card": "Plains", "count": 3}]},
                  "bob": {"hand": ["Naturalize"], "battlefield": [{"card": "Forest", "count": 2},
                                                                  {"card": "Serra Angel", "counters": {"+1/+1": 1}, "tapped": True}]}})
    angel = d.object("Serra Angel")
    d.act("alice", "casts", "Banishing Light")
    d.resolve(None)  # the enchantment, then its trigger (its only target chosen automatically)
    assert _cards(d, 1, "exile") == ["Serra Angel"]
    assert not d.on_battlefield(angel)
    d.act("bob", "casts", "Naturalize", targets=["Banishing Light"])
    d.resolve(None)
    assert _cards(d, 0, "graveyard") == ["Banishing Light"]
    returned = _named(d, "Serra Angel", controller=1)
    assert len(returned) == 1 and returned[0] != angel
    obj = d.game.state.objects[returned[0]]
    assert not obj.tapped and obj.counters == {}
    assert d.game.chars(returned[0]).power == 4
    assert d.game.state.exile == []


def test_banishing_light_gone_before_its_trigger_resolves_exiles_nothing() -> None:
    """610.3b: if Banishing Light leaves the battlefield before its trigger resolves, the
    permanent isn't exiled at all (it stays the same object)."""
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": [{"card": "Plains", "count": 3}]},
                  "bob": {"hand": ["Naturalize"], "battlefield": [{"card": "Forest", "count": 2}, "Serra Angel"]}})
    angel = d.object("Serra Angel")
    d.act("alice", "casts", "Banishing Light")
    d.pass_once()
    assert len(d.game.state.stack) == 1 and d.game.state.stack[0].kind == "triggered"
    d.act("bob", "casts", "Naturalize", targets=["Banishing Light"])
    d.resolve(None)
    assert d.on_battlefield(angel)
    assert d.game.state.exile == []


# ---------------------------------------------------------------- search and shuffle (701.23, 701.24)


def test_rampant_growth_searches_puts_tapped_land_and_shuffles() -> None:
    """701.23a: search for a basic land card, put it onto the battlefield tapped, then shuffle
    (701.24); only cards that match may be found."""
    d = position({"alice": {"hand": ["Rampant Growth"], "battlefield": [{"card": "Forest", "count": 2}],
                            "library": ["Grizzly Bears", "Crumbling Vestige", "Island", "Serra Angel"]}, "bob": {}})
    d.act("alice", "casts", "Rampant Growth")
    d.pass_once()
    decision = d.decision
    assert decision.kind == "search"
    assert sorted(o.label for o in decision.options) == ["Island", "find nothing"]
    d.choose(_option(decision, "Island"))
    d.resolve(None)
    island = _named(d, "Island")
    assert len(island) == 1 and d.game.state.objects[island[0]].tapped
    assert sorted(_cards(d, 0, "library")) == ["Crumbling Vestige", "Grizzly Bears", "Serra Angel"]
    assert len(events(d.game, "shuffle")) == 1


def test_search_may_find_nothing_and_still_shuffles() -> None:
    """701.23b: searching for a card with a stated quality, the player needn't find one; the
    library is still shuffled."""
    d = position({"alice": {"hand": ["Rampant Growth"], "battlefield": [{"card": "Forest", "count": 2}],
                            "library": ["Island", "Forest"]}, "bob": {}})
    d.act("alice", "casts", "Rampant Growth")
    d.pass_once()
    d.choose(_option(d.decision, "find nothing"))
    d.resolve(None)
    assert len(_cards(d, 0, "library")) == 2
    assert len(events(d.game, "shuffle")) == 1


# ---------------------------------------------------------------- scry (701.22)


def test_opt_scry_to_bottom_then_draw() -> None:
    """701.22a: scry 1 puts the card on the bottom; the draw then takes the next one."""
    d = position({"alice": {"hand": ["Opt"], "battlefield": ["Island"], "library": ["Lightning Bolt", "Forest", "Island"]},
                  "bob": {}})
    d.act("alice", "casts", "Opt")
    d.pass_once()
    decision = d.decision
    assert decision.kind == "scry"
    d.choose(_option(decision, "put Lightning Bolt on the bottom"))
    d.resolve(None)
    assert _cards(d, 0, "hand") == ["Forest"]
    assert _cards(d, 0, "library") == ["Island", "Lightning Bolt"]


def test_opt_scry_keep_on_top_then_draw_it() -> None:
    """701.22a: keeping the card on top, the draw takes it."""
    d = position({"alice": {"hand": ["Opt"], "battlefield": ["Island"], "library": ["Lightning Bolt", "Forest"]}, "bob": {}})
    d.act("alice", "casts", "Opt")
    d.pass_once()
    d.choose(_option(d.decision, "keep Lightning Bolt on top"))
    d.resolve(None)
    assert _cards(d, 0, "hand") == ["Lightning Bolt"]
    assert _cards(d, 0, "library") == ["Forest"]


def test_scry_two_reorders_the_top() -> None:
    """701.22a: the cards kept on top go back in any order."""
    d = position({"alice": {"hand": ["Cloudreader Sphinx"], "battlefield": [{"card": "Island", "count": 5}],
                            "library": ["Forest", "Lightning Bolt", "Plains"]}, "bob": {}})
    d.act("alice", "casts", "Cloudreader Sphinx")
    d.pass_once()  # the Sphinx resolves; its trigger goes on the stack
    d.pass_once()
    d.choose(_option(d.decision, "keep Forest"))
    d.choose(_option(d.decision, "keep Lightning Bolt"))
    decision = d.decision
    assert decision.kind == "order"
    d.choose(_option(decision, "Lightning Bolt"))
    d.resolve(None)
    assert _cards(d, 0, "library") == ["Lightning Bolt", "Forest", "Plains"]


# ---------------------------------------------------------------- mill and discard (701.17, 701.9)


def test_mill_puts_top_cards_into_graveyard() -> None:
    """701.17a: mill N: put the top N cards of the library into the graveyard."""
    d = position({"alice": {"hand": ["Test Grind"], "battlefield": ["Island"]},
                  "bob": {"library": ["Forest", "Island", "Swamp", "Plains"]}})
    d.act("alice", "casts", "Test Grind", targets=["bob"])
    d.resolve(None)
    assert _cards(d, 1, "graveyard") == ["Forest", "Island", "Swamp"]
    assert _cards(d, 1, "library") == ["Plains"]


def test_mill_more_than_library_mills_what_there_is() -> None:
    """701.17b: a player can't mill more cards than are in their library: they mill all."""
    d = position({"alice": {"hand": ["Test Grind"], "battlefield": ["Island"]}, "bob": {"library": ["Forest"]}})
    d.act("alice", "casts", "Test Grind", targets=["bob"])
    d.resolve(None)
    assert _cards(d, 1, "graveyard") == ["Forest"]
    assert not d.game.state.players[1].lost


def test_discard_opponent_chooses_the_cards() -> None:
    """701.9a, 701.9b: "each opponent discards two cards": the discarding player chooses."""
    d = position({"alice": {"hand": ["Test Mind Drain"], "battlefield": ["Swamp"]},
                  "bob": {"hand": ["Forest", "Lightning Bolt", "Serra Angel"]}})
    d.act("alice", "casts", "Test Mind Drain")
    d.pass_once()
    decision = d.decision
    assert decision.kind == "discard" and decision.player == 1
    d.choose(_option(decision, "Forest"))
    decision = d.decision
    assert decision.kind == "discard" and decision.player == 1
    assert sorted(o.label for o in decision.options) == ["Lightning Bolt", "Serra Angel"]
    d.choose(_option(decision, "Serra Angel"))
    d.resolve(None)
    assert _cards(d, 1, "hand") == ["Lightning Bolt"]
    assert sorted(_cards(d, 1, "graveyard")) == ["Forest", "Serra Angel"]


def test_discard_with_fewer_cards_discards_all() -> None:
    """701.9a: with fewer cards than asked for, the player discards the cards they have."""
    d = position({"alice": {"hand": ["Test Mind Drain"], "battlefield": ["Swamp"]}, "bob": {"hand": ["Forest"]}})
    d.act("alice", "casts", "Test Mind Drain")
    d.resolve(None)
    assert _cards(d, 1, "graveyard") == ["Forest"]
    assert len(events(d.game, "discard")) == 1


def test_immersturm_raider_may_discard_to_draw() -> None:
    """701.9, 603.5: "you may discard a card. If you do, draw a card"."""
    d = position({"alice": {"hand": ["Immersturm Raider", "Forest"], "battlefield": [{"card": "Mountain", "count": 2}],
                            "library": ["Lightning Bolt"]}, "bob": {}})
    d.act("alice", "casts", "Immersturm Raider")
    d.queued[0] = ["yes", "Forest"]
    d.resolve(None)
    assert _cards(d, 0, "hand") == ["Lightning Bolt"]
    assert _cards(d, 0, "graveyard") == ["Forest"]


# ---------------------------------------------------------------- tokens (111) and Tax Taker


def test_tax_taker_makes_treasures_for_attack_tax() -> None:
    """508.1h, 111.1: paying Ghostly Prison's {2} per attacker is paying a tax from a permanent
    Tax Taker's controller controls: one Treasure token per mana paid."""
    d = position({"alice": {"battlefield": ["Tax Taker", "Ghostly Prison"]},
                  "bob": {"battlefield": [{"card": "Forest", "count": 4}, "Grizzly Bears", "Savannah Lions"]},
                  "active": "bob"})
    d.attack("bob", ["Grizzly Bears", "Savannah Lions"])
    assert len(d.game.state.stack) == 1 and d.game.state.stack[0].controller == 0
    d.resolve(None)
    treasures = _named(d, "Treasure", controller=0)
    assert len(treasures) == 4
    assert all(d.game.state.objects[t].token for t in treasures)


def test_tax_taker_makes_treasures_for_mana_tithe() -> None:
    """Tax Taker: an opponent paying Mana Tithe's {1} pays a tax from a spell its controller
    controls: one Treasure."""
    d = position({"alice": {"hand": ["Mana Tithe"], "battlefield": ["Tax Taker", "Plains"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 2}]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["alice"])
    d.act("alice", "casts", "Mana Tithe", targets=["Lightning Bolt"])
    d.pass_once()  # Mana Tithe resolves: bob is asked to pay
    decision = d.decision
    assert decision.kind == "pay_mana" and decision.player == 1
    d.choose(next(o for o in decision.options if o.kind == "pay"))
    d.resolve(None)
    assert len(_named(d, "Treasure", controller=0)) == 1
    assert d.game.state.players[0].life == 17  # the Bolt wasn't countered


def test_tax_taker_no_treasure_when_tax_declined() -> None:
    """Tax Taker: declining to pay is no payment: no Treasure (and Mana Tithe counters)."""
    d = position({"alice": {"hand": ["Mana Tithe"], "battlefield": ["Tax Taker", "Plains"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 2}]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["alice"])
    d.act("alice", "casts", "Mana Tithe", targets=["Lightning Bolt"])
    d.pass_once()
    decision = d.decision
    d.choose(next(o for o in decision.options if o.kind != "pay"))
    d.resolve(None)
    assert _named(d, "Treasure") == []
    assert d.game.state.players[0].life == 20


def test_tax_taker_makes_treasure_for_esper_sentinel_tax() -> None:
    """Tax Taker: paying Esper Sentinel's "unless that player pays {X}" is a tax from a permanent
    its controller controls (one Treasure); the Sentinel's draw doesn't happen."""
    d = position({"alice": {"battlefield": ["Tax Taker", "Esper Sentinel"], "library": ["Island"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 2}]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["alice"])
    assert len(d.game.state.stack) == 2  # the Bolt and Esper Sentinel's trigger
    d.pass_once()
    decision = d.decision
    assert decision.kind == "pay_mana" and decision.player == 1
    d.choose(next(o for o in decision.options if o.kind == "pay"))
    d.resolve(None)
    assert len(_named(d, "Treasure", controller=0)) == 1
    assert d.game.state.players[0].hand == []


def test_tax_taker_life_payment_is_not_a_tax() -> None:
    """Tax Taker ruling: a tax paid with life (Sivitri's +1) isn't a tax for Tax Taker."""
    d = position({"alice": {"battlefield": ["Tax Taker", "Sivitri, Dragon Master"], "library": ["Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"]}})
    d.act("alice", "activates", "Sivitri, Dragon Master", ability=1)
    d.resolve(None)
    d.attack("bob", {"Grizzly Bears": "alice"})
    assert d.game.state.players[1].life == 18
    d.resolve(None)
    assert _named(d, "Treasure") == []


def test_tax_taker_ignores_own_payments() -> None:
    """Tax Taker: only an opponent's tax payment counts, not its controller's own costs."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Tax Taker", "Mountain"]}, "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert _named(d, "Treasure") == []


def test_token_created_by_delayed_trigger_survives_json_round_trip() -> None:
    """603.7, 111.1: a delayed trigger created by a spell fires after a save/load; its tokens
    are created under its controller's control."""
    d = position({"alice": {"hand": ["Test Delayed Treasure"], "battlefield": ["Plains"]}, "bob": {}})
    d.act("alice", "casts", "Test Delayed Treasure")
    d.resolve(None)
    game = ms.Game.from_json(d.game.to_json())
    assert len(game.state.delayed_triggers) == 1

    def treasures() -> list[int]:
        return [o for o in game.state.battlefield if game.state.objects[o].card == "Treasure"]

    for _ in range(200):
        if treasures():
            break
        decision = game.decision
        game.choose(next(o for o in decision.options if o.kind in ("pass", "done")))
    assert game.state.step == "end"
    assert len(treasures()) == 2
    assert all(game.state.objects[t].controller == 0 for t in treasures())


# ---------------------------------------------------------------- life (119)


def test_cleric_of_the_forward_order_counts_clerics_on_resolution() -> None:
    """608.2h, 119.1: "gain 2 life for each creature you control named Cleric of the Forward
    Order" counts as it resolves, the new one included."""
    d = position({"alice": {"hand": ["Cleric of the Forward Order"], "battlefield": ["Cleric of the Forward Order", "Plains", "Plains"]},
                  "bob": {}})
    d.act("alice", "casts", "Cleric of the Forward Order")
    d.resolve(None)
    assert d.game.state.players[0].life == 24


def test_cleric_of_the_forward_order_counts_others_after_it_left() -> None:
    """608.2h: if the new Cleric left before its trigger resolves, the other Cleric still counts
    (its name is known from last known information)."""
    d = position({"alice": {"hand": [{"card": "Cleric of the Forward Order", "as": "new"}],
                            "battlefield": [{"card": "Cleric of the Forward Order", "as": "old"}, "Plains", "Plains"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Cleric of the Forward Order")
    d.pass_once()
    assert len(d.game.state.stack) == 1
    assert d.on_battlefield(d.object("new"))
    d.act("bob", "casts", "Lightning Bolt", targets=["new"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("new"))
    assert d.on_battlefield(d.object("old"))
    assert d.game.state.players[0].life == 22


# ---------------------------------------------------------------- counters (122)


def test_put_counters_on_permanent() -> None:
    """122.1, 122.1a: Hangarback Walker's ability puts a +1/+1 counter on it: +1/+1."""
    d = position({"alice": {"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 1}}, "Plains"]}, "bob": {}})
    walker = d.object("Hangarback Walker")
    d.act("alice", "activates", "Hangarback Walker")
    d.resolve(None)
    assert d.game.state.objects[walker].counters == {"+1/+1": 2}
    assert (d.game.chars(walker).power, d.game.chars(walker).toughness) == (2, 2)
    assert [e["count"] for e in events(d.game, "counters")] == [1]
