"""Activation costs beyond mana, {T}, sacrifice and discard (602.1a, 118): "Remove N KIND
counters from ~" (118.3, 122.8), "Put a -1/-1 counter on ~", "Return ~ to its owner's hand",
"Tap an untapped creature you control" (302.6 doesn't apply: it isn't a {T} cost), and mana
abilities whose costs need choices or whose text does more than add mana (605.3b)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, pool, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction


@pytest.fixture(autouse=True)
def cost_cards():
    with registry.scope():
        compiled_card("Test Thallid", "Remove three spore counters from ~: Create a 1/1 green Saproling creature token.",
                      ("Creature",), power="1", toughness="1")
        compiled_card("Test Spike", "{2}, Remove a +1/+1 counter from ~: Put a +1/+1 counter on target creature.",
                      ("Creature",), power="0", toughness="0")
        compiled_card("Test Gem", "{T}, Remove a charge counter from ~: Add one mana of any color.", ("Artifact",))
        compiled_card("Test Scarab", "Put a -1/-1 counter on ~: Untap ~.", ("Creature",), power="3", toughness="3")
        compiled_card("Test Nomad", "Return ~ to its owner's hand: You gain 2 life.", ("Creature",),
                      power="2", toughness="2")
        compiled_card("Test Drum", "{T}, Tap an untapped creature you control: Add one mana of any color.",
                      ("Artifact",))
        compiled_card("Test Pain", "{T}: Add {C}. ~ deals 1 damage to you.", ("Land",), cost=None)
        compiled_card("Test Altar", "Sacrifice a creature: Add {C}{C}.", ("Artifact",))
        compiled_card("Test Bolt", "~ deals 3 damage to any target.", ("Instant",), cost="{R}")
        compiled_card("Test Blast", "~ deals 2 damage to any target.", ("Instant",), cost="{2}")
        yield


def _counters(d, name: str, kind: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get(kind, 0)


def test_removing_spore_counters_pays_for_a_saproling() -> None:
    """602.1a, 118.3, 122.8: the three spore counters are removed as the cost; the ability
    creates the token."""
    d = position({"alice": {"battlefield": [{"card": "Test Thallid", "counters": {"spore": 4}}]}})
    d.act("alice", "activates", "Test Thallid")
    assert _counters(d, "Test Thallid", "spore") == 1  # paid before it resolves
    d.resolve(1)
    assert battlefield(d, "alice").count("Saproling Token") == 1


def test_too_few_counters_means_it_cant_be_activated() -> None:
    """118.3: a player can't pay a cost without the resources to pay it fully."""
    d = position({"alice": {"battlefield": [{"card": "Test Thallid", "counters": {"spore": 2}}]}})
    assert "spore" in d.action_problem("alice", "activates", "Test Thallid")
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Test Thallid")


def test_a_spike_moves_its_counter_to_another_creature() -> None:
    """118.3, 601.2h: {2} and the +1/+1 counter are paid; the target gets a counter."""
    d = position({"alice": {"battlefield": ["Plains", "Plains", {"card": "Test Spike", "counters": {"+1/+1": 2}},
                                           "Grizzly Bears"]}})
    d.act("alice", "activates", "Test Spike", targets=["Grizzly Bears"])
    d.resolve(1)
    assert _counters(d, "Test Spike", "+1/+1") == 1 and _counters(d, "Grizzly Bears", "+1/+1") == 1


def test_a_charge_counter_mana_ability_pays_for_a_spell() -> None:
    """605.1a, 118.3: the mana ability's cost removes a charge counter; without one left the
    gem can't pay."""
    d = position({"alice": {"battlefield": [{"card": "Test Gem", "counters": {"charge": 1}}],
                            "hand": ["Test Bolt", "Test Bolt"]}, "bob": {}})
    d.act("alice", "casts", "Test Bolt", targets=["bob"])
    d.resolve(None)
    assert _counters(d, "Test Gem", "charge") == 0 and life(d, "bob") == 17
    d.game.state.objects[d.object("Test Gem")].tapped = False
    assert d.action_problem("alice", "casts", "Test Bolt") is not None


def test_a_minus_counter_on_itself_untaps_it() -> None:
    """122.1, 602.1a: the -1/-1 counter is the cost; the creature untaps and stays smaller."""
    d = position({"alice": {"battlefield": [{"card": "Test Scarab", "tapped": True}]}})
    d.act("alice", "activates", "Test Scarab")
    d.resolve(1)
    oid = d.object("Test Scarab")
    assert not d.game.state.objects[oid].tapped and d.game.chars(oid).power == 2


def test_returning_itself_to_hand_is_the_cost() -> None:
    """602.1a: the creature returns to its owner's hand as the ability is activated; the
    ability still resolves (112.7a: independent of its source)."""
    d = position({"alice": {"battlefield": ["Test Nomad"]}})
    d.act("alice", "activates", "Test Nomad")
    assert cards(d, "alice", "hand") == ["Test Nomad"]
    d.resolve(1)
    assert life(d, "alice") == 22


def test_tapping_an_untapped_creature_is_a_cost_even_for_a_sick_one() -> None:
    """302.6 applies only to {T} costs of the creature's own abilities: a summoning-sick creature
    can be tapped for another permanent's cost; the mana ability asks which (605.3a)."""
    d = position({"alice": {"battlefield": ["Test Drum", {"card": "Grizzly Bears", "sick": True}],
                            "hand": ["Test Bolt"]}, "bob": {}})
    d.act("alice", "activates", "Test Drum", choices=["R"])
    bears = d.object("Grizzly Bears")
    assert d.game.state.objects[bears].tapped and pool(d, "alice") == {"R": 1}


def test_without_an_untapped_creature_the_drum_cant_be_activated() -> None:
    """118.3: a tapped creature can't be tapped to pay a cost."""
    d = position({"alice": {"battlefield": ["Test Drum", {"card": "Grizzly Bears", "tapped": True}]}})
    assert d.action_problem("alice", "activates", "Test Drum") is not None


def test_a_painland_deals_its_damage_as_its_mana_ability_resolves() -> None:
    """605.3b: a mana ability resolves at once, all of it: "~ deals 1 damage to you" too, also
    when the mana is made while paying for a spell."""
    d = position({"alice": {"battlefield": ["Test Pain", "Test Pain"], "hand": ["Test Blast"]}, "bob": {}})
    d.act("alice", "casts", "Test Blast", targets=["bob"])
    d.resolve(None)
    assert life(d, "alice") == 18 and life(d, "bob") == 18


def test_a_sacrifice_mana_ability_sacrifices_what_it_pays_with() -> None:
    """118.3, 605.3b: "Sacrifice a creature: Add {C}{C}" sacrifices the chosen creature."""
    d = position({"alice": {"battlefield": ["Test Altar", "Grizzly Bears", "Llanowar Elves"]}})
    d.act("alice", "activates", "Test Altar", choices=["Llanowar Elves"])
    assert pool(d, "alice") == {"C": 2}
    assert battlefield(d, "alice") == ["Test Altar", "Grizzly Bears"]


# ------------------------------------------------------------------ mutations


def _cost(text: str) -> dsl.Cost:
    return compile_text("Test", text, ("Creature",))[0].cost


def test_the_kind_and_number_of_counters_are_read() -> None:
    """Mutation: another kind, another number; a kind without its rules meaning is refused."""
    assert _cost("Remove two charge counters from ~: Draw a card.").remove_counters == ("charge", 2)
    assert _cost("Remove a +1/+1 counter from ~: Draw a card.").remove_counters == ("+1/+1", 1)
    assert _cost("Put a +1/+1 counter on ~: Draw a card.").put_counter == "+1/+1"
    for text in ("Remove a bounty counter from ~: Draw a card.", "Remove two spore counter from ~: Draw a card.",
                 "Remove a spore counters from ~: Draw a card.",
                 "Remove a spore counter from target creature: Draw a card."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


def test_what_may_be_tapped_is_read() -> None:
    """Mutation: "artifact" for "creature", "two ... creatures"; another player's permanents or
    a number that disagrees with the noun are refused."""
    flt, n = _cost("Tap an untapped artifact you control: Draw a card.").tap_untapped
    assert flt.types == ("Artifact",) and n == 1
    flt, n = _cost("Tap two untapped creatures you control: Draw a card.").tap_untapped
    assert flt.types == ("Creature",) and n == 2
    for text in ("Tap an untapped creature an opponent controls: Draw a card.",
                 "Tap two untapped creature you control: Draw a card.",
                 "Tap an untapped creatures you control: Draw a card."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


def test_returning_another_permanent_is_not_returning_itself() -> None:
    """Mutation: "Return ~ to its owner's hand" is the source; "Return target creature ..." as a
    cost is refused."""
    assert _cost("Return ~ to its owner's hand: Draw a card.").return_self
    with pytest.raises(UncompilableText):
        compile_text("Test", "Return target creature to its owner's hand: Draw a card.", ("Creature",))


def test_a_spirit_guide_makes_mana_from_the_hand() -> None:
    """113.6, 605.1a: "Exile ~ from your hand: Add {G}" is a mana ability that works in the hand;
    its cost exiles the card; the mana pays for a spell."""
    with registry.scope():
        compiled_card("Test Guide", "Exile ~ from your hand: Add {G}.", ("Creature",), cost="{2}{G}",
                      power="2", toughness="2")
        compiled_card("Test Sprout", "You gain 3 life.", ("Instant",), cost="{G}")
        d = position({"alice": {"hand": ["Test Guide", "Test Sprout"]}, "bob": {}})
        d.act("alice", "activates", "Test Guide", from_zone="hand")
        assert pool(d, "alice") == {"G": 1} and cards(d, "alice", "exile") == ["Test Guide"]
        d.act("alice", "casts", "Test Sprout")
        d.resolve(None)
        assert life(d, "alice") == 23


def test_a_spirit_guide_on_the_battlefield_cant_use_it() -> None:
    """113.6: the ability works only in the hand; mutation: "from your graveyard" is another zone."""
    with registry.scope():
        compiled_card("Test Guide", "Exile ~ from your hand: Add {G}.", ("Creature",), cost="{2}{G}",
                      power="2", toughness="2")
        d = position({"alice": {"battlefield": ["Test Guide"]}})
        assert d.action_problem("alice", "activates", "Test Guide") is not None
    assert _cost("Exile ~ from your hand: Add {G}.").exile_self_from_hand
    assert compile_text("Test", "Exile ~ from your graveyard: Add {G}.", ("Creature",))[0].zone == "graveyard"


def test_greater_good_draws_the_sacrificed_creatures_power() -> None:
    """118.3, 608.2h: "Draw cards equal to the sacrificed creature's power, then discard three
    cards": the power as it last existed (a 4/4 with a counter: 5)."""
    with registry.scope():
        compiled_card("Test Good", "Sacrifice a creature: Draw cards equal to the sacrificed creature's power, then "
                      "discard three cards.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Good", {"card": "Test Scarab", "counters": {"+1/+1": 2}}],
                                "library": ["Island"] * 8}, "bob": {}})
        d.act("alice", "activates", "Test Good", choices=["Island #1", "Island #1", "Island #1"])
        d.resolve(None)
        assert len(cards(d, "alice", "library")) == 3 and len(cards(d, "alice", "hand")) == 2
        assert "Test Scarab" in cards(d, "alice", "graveyard")


def test_cards_equal_to_a_value_is_read() -> None:
    """Mutation: "toughness" for "power"; a bare number isn't a value to be equal to."""
    draw = compile_text("Test", "Sacrifice a creature: Draw cards equal to the sacrificed creature's toughness.",
                        ("Enchantment",))[0].effects[0]
    assert draw.count == dsl.ToughnessOf(dsl.Sacrificed())
    with pytest.raises(UncompilableText):
        compile_text("Test", "Sacrifice a creature: Draw cards equal to two.", ("Enchantment",))


def test_a_faerie_discarded_from_the_hand_exiles_two_graveyard_cards() -> None:
    """113.6j, 602.1a: "Discard ~: Exile up to two target cards from graveyards" is activated
    from the hand; the targets may be in different graveyards."""
    with registry.scope():
        compiled_card("Test Macabre", "Discard ~: Exile up to two target cards from graveyards.", ("Creature",),
                      cost="{1}{B}{B}", power="1", toughness="1")
        d = position({"alice": {"hand": ["Test Macabre"], "graveyard": ["Forest"]},
                      "bob": {"graveyard": ["Grizzly Bears", "Island"]}})
        d.act("alice", "activates", "Test Macabre", from_zone="hand", targets=["Forest", "Grizzly Bears"])
        d.resolve(None)
        assert cards(d, "alice", "graveyard") == ["Test Macabre"] and cards(d, "bob", "graveyard") == ["Island"]
        assert sorted(cards(d, "alice", "exile") + cards(d, "bob", "exile")) == ["Forest", "Grizzly Bears"]


def test_cards_from_graveyards_is_plural_only() -> None:
    """Mutation: "target card from graveyards" (one card, several graveyards) isn't English;
    "from your graveyard" is yours only."""
    with pytest.raises(UncompilableText):
        compile_text("Test", "{T}: Exile target card from graveyards.", ("Creature",))
    spec = compile_text("Test", "{T}: Exile up to two target cards from your graveyard.", ("Creature",))[0].targets[0]
    assert spec.filter.owner == "you" and spec.max_count == 2 and spec.up_to


def test_returning_a_chosen_land_is_a_cost() -> None:
    """602.1a, 118.3: "Return a land you control to its owner's hand" chooses one of your lands
    (not targeted); with none it can't be activated."""
    with registry.scope():
        compiled_card("Test Bouncer", "Return a land you control to its owner's hand: You gain 2 life.",
                      ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Bouncer", "Forest"]}, "bob": {"battlefield": ["Island"]}})
        d.act("alice", "activates", "Test Bouncer")
        d.resolve(None)
        assert cards(d, "alice", "hand") == ["Forest"] and life(d, "alice") == 22
        assert d.action_problem("alice", "activates", "Test Bouncer") is not None


def test_a_random_discard_as_an_activation_cost() -> None:
    """701.9, 118.3: "Discard a card at random" is paid by the game's pick; with an empty hand the
    ability can't be activated.  Mutation: "two cards at random"."""
    with registry.scope():
        compiled_card("Test Frenzy", "Discard a card at random: You gain 2 life.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Frenzy"], "hand": ["Island", "Swamp"]}})
        d.act("alice", "activates", "Test Frenzy")
        d.resolve(None)
        assert len(cards(d, "alice", "hand")) == 1 and len(cards(d, "alice", "graveyard")) == 1 and life(d, "alice") == 22
        d.act("alice", "activates", "Test Frenzy")
        d.resolve(None)
        assert d.action_problem("alice", "activates", "Test Frenzy") is not None
    assert _cost("Discard two cards at random: Draw a card.").discard_random == 2


def test_exiling_cards_from_your_graveyard_is_a_cost() -> None:
    """118.3, 602.1a: "Exile two creature cards from your graveyard": chosen from your own
    graveyard, of that type; without enough it can't be activated."""
    with registry.scope():
        compiled_card("Test Ghoul", "Exile two creature cards from your graveyard: You gain 3 life.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Ghoul"], "graveyard": ["Grizzly Bears", "Forest", "Llanowar Elves"]},
                      "bob": {"graveyard": ["Grizzly Bears"]}})
        d.act("alice", "activates", "Test Ghoul", choices=["Grizzly Bears"])
        d.resolve(None)
        assert cards(d, "alice", "graveyard") == ["Forest"] and life(d, "alice") == 23
        assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]
        assert d.action_problem("alice", "activates", "Test Ghoul") is not None


def test_exiling_another_creature_you_control() -> None:
    """"Exile another creature you control": not itself, not an opponent's."""
    with registry.scope():
        compiled_card("Test Devourer", "Exile another creature you control: You gain 2 life.", ("Creature",),
                      power="1", toughness="1")
        d = position({"alice": {"battlefield": ["Test Devourer", "Grizzly Bears"]},
                      "bob": {"battlefield": ["Llanowar Elves"]}})
        d.act("alice", "activates", "Test Devourer")
        d.resolve(None)
        assert cards(d, "alice", "exile") == ["Grizzly Bears"] and life(d, "alice") == 22
        assert d.action_problem("alice", "activates", "Test Devourer") is not None


def test_exile_costs_are_read() -> None:
    """Mutation: number and noun agree; "a land card"; not from another player's graveyard."""
    flt, n = _cost("Exile a land card from your graveyard: Draw a card.").exile_from_graveyard
    assert flt.types == ("Land",) and n == 1
    for text in ("Exile two card from your graveyard: Draw a card.",
                 "Exile a card from target player's graveyard: Draw a card.",
                 "Exile another creature an opponent controls: Draw a card."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


def test_exiling_itself_and_discarding_a_creature_card_are_costs() -> None:
    """602.1a, 118.3: "Exile ~" exiles the permanent as the cost (the ability still resolves);
    "Discard a creature card" offers only creature cards and needs one."""
    with registry.scope():
        compiled_card("Test Wisp", "Exile ~: You gain 2 life.", ("Creature",), power="1", toughness="1")
        compiled_card("Test Looter", "{1}, Discard a creature card: Draw two cards.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Wisp", "Test Looter", "Plains"],
                                "hand": ["Island", "Grizzly Bears"], "library": ["Swamp"] * 4}})
        d.act("alice", "activates", "Test Wisp")
        assert cards(d, "alice", "exile") == ["Test Wisp"]
        d.resolve(None)
        assert life(d, "alice") == 22
        d.act("alice", "activates", "Test Looter")
        d.resolve(None)
        assert cards(d, "alice", "graveyard") == ["Grizzly Bears"] and len(cards(d, "alice", "hand")) == 3
    assert _cost("Discard two land cards: Draw a card.") == dsl.Cost(discard=2, discard_type="Land")
    with pytest.raises(UncompilableText):
        compile_text("Test", "Discard a land cards: Draw a card.", ("Creature",))


def test_a_creature_tapped_for_the_cost_cant_also_pay_the_mana() -> None:
    """118.3, 601.2h: "{1}, Tap an untapped creature you control": Llanowar Elves alone can't both
    be tapped for the cost and make the {1}, so the ability isn't offered; with a Forest it is,
    and the Elves tapped for the cost leave the Forest to pay."""
    with registry.scope():
        compiled_card("Test Tapper", "{1}, Tap an untapped creature you control: You gain 1 life.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Tapper", "Llanowar Elves"]}})
        assert "mana" in d.action_problem("alice", "activates", "Test Tapper")
        d2 = position({"alice": {"battlefield": ["Test Tapper", "Llanowar Elves", "Forest"]}})
        d2.act("alice", "activates", "Test Tapper")
        d2.resolve(None)
        objects = d2.game.state.objects
        assert life(d2, "alice") == 21 and objects[d2.object("Llanowar Elves")].tapped and objects[d2.object("Forest")].tapped


def test_an_additional_cost_exiles_a_creature_card_from_your_graveyard() -> None:
    """601.2b, 601.2h: "As an additional cost to cast this spell, exile a creature card from your
    graveyard": without one it can't be cast; paid as it's cast.  Mutation: a cost about the card
    itself or "tap an untapped creature" isn't read as a spell's additional cost."""
    with registry.scope():
        compiled_card("Test Grave Gift", "As an additional cost to cast this spell, exile a creature card from your "
                      "graveyard.\nDraw two cards.", ("Sorcery",))
        d = position({"alice": {"hand": ["Test Grave Gift"], "graveyard": ["Forest"], "library": ["Island"] * 3}})
        assert d.action_problem("alice", "casts", "Test Grave Gift") is not None
        d2 = position({"alice": {"hand": ["Test Grave Gift"], "graveyard": ["Forest", "Grizzly Bears"],
                                 "library": ["Island"] * 3}})
        d2.act("alice", "casts", "Test Grave Gift")
        d2.resolve(None)
        assert cards(d2, "alice", "exile") == ["Grizzly Bears"] and cards(d2, "alice", "hand") == ["Island", "Island"]
    for cost in ("tap an untapped creature you control", "remove a +1/+1 counter from ~", "exile ~"):
        with pytest.raises(UncompilableText):
            compile_text("Test", f"As an additional cost to cast this spell, {cost}.\nDraw two cards.", ("Sorcery",))
