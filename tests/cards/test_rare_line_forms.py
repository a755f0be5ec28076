"""Line forms the audit (scripts/production_audit.py) found held by one supported corpus card each
and played by no behaviour test, played here as those cards word them: the costs "Discard an Elf
card" (118.3, Lys Alana Scarblade) and "Exile a card from your hand" (a mana ability's cost, 605.1a,
Cadaverous Bloom), wizardcycling (702.29e, Vedalken Aethermage), "Whenever a creature deals combat
damage to you" (510.2, 603.2: Teysa, Envoy of Ghosts) and "Prevent all damage that would be dealt to
you this turn by a source of your choice" (609.7a, 615.1: Consulate Surveillance).  Each has a
mutation: one word changed is refused or compiles to another tree."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Scarblade", "{T}, Discard an Elf card: Target creature gets -2/-2 until end of turn.",
              ("Creature",), "{B}", power="1", toughness="1", subtypes=("Elf",))
compiled_card("Test Elf", "", ("Creature",), "{G}", power="1", toughness="1", subtypes=("Elf",))
compiled_card("Test Bloom", "Exile a card from your hand: Add {B}{B} or {G}{G}.", ("Enchantment",), "{B}{G}")
compiled_card("Test Aethermage", "Wizardcycling {3}", ("Creature",), "{1}{W}{U}", power="2", toughness="2",
              subtypes=("Wizard",))
compiled_card("Test Wizard", "", ("Creature",), "{U}", power="1", toughness="1", subtypes=("Human", "Wizard"))
compiled_card("Test Teysa", "Whenever a creature deals combat damage to you, destroy that creature.", ("Creature",),
              "{3}{W}{B}", power="4", toughness="4")
compiled_card("Test Surveillance", "Pay {E}{E}: Prevent all damage that would be dealt to you this turn by a source "
              "of your choice.", ("Enchantment",), "{3}{W}")

LIBRARY = ["Island"] * 4


def _activate(d, player: str, name: str, **kw) -> None:
    d.act(player, "activates", name, **kw)


# ---------------------------------------------------------------------------- Discard an Elf card


def test_118_3_discard_an_elf_card_offers_only_elf_cards() -> None:
    """118.3: with an Elf and an Island in hand, the Elf is discarded (the Island can't pay);
    with only the Island, the ability can't be activated."""
    d = position({"alice": {"battlefield": ["Test Scarblade"], "hand": ["Test Elf", "Island"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    _activate(d, "alice", "Test Scarblade", targets=["Grizzly Bears"])
    assert cards(d, "alice", "graveyard") == ["Test Elf"] and cards(d, "alice", "hand") == ["Island"]
    bears = d.object("Grizzly Bears")
    d.resolve(None)
    assert bears not in d.game.state.battlefield
    poor = position({"alice": {"battlefield": ["Test Scarblade"], "hand": ["Island"], "library": LIBRARY},
                     "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    assert poor.action_problem("alice", "activates", "Test Scarblade") is not None


def test_mutation_another_kind_of_card_to_discard() -> None:
    """Mutation: "a Goblin card" is another cost; "an Elf cards" is refused."""
    (elf,) = compile_text("X", "{T}, Discard an Elf card: Draw a card.", ("Creature",))
    (goblin,) = compile_text("X", "{T}, Discard a Goblin card: Draw a card.", ("Creature",))
    assert (elf.cost.discard_filter.subtypes, goblin.cost.discard_filter.subtypes) == (("Elf",), ("Goblin",))
    with pytest.raises(UncompilableText):
        compile_text("X", "{T}, Discard an Elf cards: Draw a card.", ("Creature",))


# ---------------------------------------------------------------------------- Exile a card from your hand


def test_605_1a_a_mana_ability_paid_by_exiling_a_card_from_hand() -> None:
    """605.1a, 118.3: alice chooses {B}{B} and exiles the Island (one of two cards in her hand) to
    pay: two black mana in her pool."""
    d = position({"step": "main1", "alice": {"battlefield": ["Test Bloom"], "hand": ["Island", "Test Teysa"],
                                             "library": LIBRARY}, "bob": {"library": LIBRARY}})
    _activate(d, "alice", "Test Bloom", choices=["blackblack", "Island"])
    assert cards(d, "alice", "exile") == ["Island"]
    assert d.game.state.players[0].mana_pool.get("B") == 2


def test_mutation_exile_from_a_graveyard_is_another_cost() -> None:
    (hand,) = compile_text("X", "Exile a card from your hand: Add {B}{B} or {G}{G}.", ("Enchantment",))
    (graveyard,) = compile_text("X", "Exile a card from your graveyard: Add {B}{B} or {G}{G}.", ("Enchantment",))
    assert hand.cost.exile_from_hand is not None and hand.cost.exile_from_graveyard is None
    assert graveyard.cost.exile_from_graveyard is not None and graveyard.cost.exile_from_hand is None


# ---------------------------------------------------------------------------- wizardcycling


def test_702_29e_wizardcycling_finds_a_wizard_card() -> None:
    """702.29e: "Wizardcycling {3}" searches for a Wizard card: the Wizard is offered, the Island
    and the Bears aren't."""
    d = position({"alice": {"hand": ["Test Aethermage"], "battlefield": ["Island"] * 3,
                            "library": ["Test Wizard", "Island", "Grizzly Bears"]}, "bob": {"library": LIBRARY}})
    d.act("alice", "activates", "Test Aethermage", from_zone="hand")
    d.pass_until(lambda: d.game.decision.kind == "search")
    assert {o.label for o in d.game.decision.options if o.kind == "card"} == {"Test Wizard"}


def test_mutation_another_creature_type_cycles_for_it() -> None:
    assert _keyword("Wizardcycling {3}") != _keyword("Goblincycling {3}")
    with pytest.raises(UncompilableText):
        compile_text("X", "Wizardscycling {3}", ("Creature",))


def _keyword(text: str) -> dsl.Keyword:
    (found,) = compile_text("X", text, ("Creature",))
    return found


# ---------------------------------------------------------------------------- combat damage to you


def test_510_2_a_creature_that_deals_combat_damage_to_you_is_destroyed() -> None:
    """603.2, 510.2: the unblocked Bears deal 2 combat damage to bob, who controls Test Teysa:
    the Bears are destroyed."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"], "library": LIBRARY},
                  "bob": {"battlefield": ["Test Teysa"], "library": LIBRARY}})
    bears = d.object("Grizzly Bears")
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert life(d, "bob") == 18 and bears not in d.game.state.battlefield


def test_mutations_of_combat_damage_to_you() -> None:
    """Mutation: "to a player" is another trigger; "to yours" is refused."""
    (you,) = compile_text("X", "Whenever a creature deals combat damage to you, destroy that creature.", ("Creature",))
    assert you.trigger.event == "combat_damage_to_you"
    with pytest.raises(UncompilableText):
        compile_text("X", "Whenever a creature deals combat damage to yours, destroy that creature.", ("Creature",))


# ---------------------------------------------------------------------------- a source of your choice


def test_615_1_prevent_all_damage_to_you_this_turn_by_a_source_of_your_choice() -> None:
    """609.7a: bob pays {E}{E}, chooses the attacking Bears: their combat damage to him is
    prevented; the Lions' (2) isn't."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"],
                                                           "library": LIBRARY},
                  "bob": {"battlefield": ["Test Surveillance"], "library": LIBRARY, "energy": 2}})
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    _activate(d, "bob", "Test Surveillance")
    assert d.game.state.players[1].energy == 0
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "source")
    d.choose(next(o for o in d.decision.options if o.label == "Grizzly Bears"))
    d.resolve(None)
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert life(d, "bob") == 18


def test_mutations_of_the_chosen_source_prevention() -> None:
    """Mutation: "to you" for another recipient is refused; "next turn" is refused."""
    assert compile_text("X", "Pay {E}{E}: Prevent all damage that would be dealt to you this turn by a source of your "
                        "choice.", ("Enchantment",))[0].effects == (dsl.PreventFromChosenSource(to=dsl.You(), next_only=False),)
    for text in ("Pay {E}{E}: Prevent all damage that would be dealt to you next turn by a source of your choice.",
                 "Pay {E}{E}: Prevent all damage that would be dealt to yours this turn by a source of your choice."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Enchantment",))
