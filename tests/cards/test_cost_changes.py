"""Cost changes (601.2f): a spell's own "This spell costs {1} less to cast if you control a
Wizard." / "... for each instant and sorcery card in your graveyard." / "... for each artifact
you control.", and a permanent's "Instant and sorcery spells you cast cost {1} less to cast."."""

from __future__ import annotations

import pytest
from support import cards, cast, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def cost_cards():
    with registry.scope():
        compiled_card("Test Scholar", "This spell costs {1} less to cast if you control a Wizard.\nDraw a card.",
                      ("Instant",), cost="{2}{U}")
        compiled_card("Test Tide", "This spell costs {1} less to cast for each instant and sorcery card in your "
                      "graveyard.\nDraw a card.", ("Sorcery",), cost="{4}{U}")
        compiled_card("Test Golem", "Test Golem costs {1} less to cast for each artifact you control.", ("Creature",),
                      cost="{4}", power="3", toughness="3")
        compiled_card("Test Adept", "Instant and sorcery spells you cast cost {1} less to cast.", ("Creature",),
                      cost="{U}", power="1", toughness="1")
        compiled_card("Test Wizard", "", ("Creature",), cost="{U}", subtypes=("Human", "Wizard"), power="1",
                      toughness="1")
        compiled_card("Test Think", "Draw a card.", ("Instant",), cost="{1}{U}")
        compiled_card("Test Bear", "", ("Creature",), cost="{1}{G}", power="2", toughness="2")
        yield


LIBRARY = ["Island"] * 5


def test_costs_less_if_you_control_a_wizard() -> None:
    """601.2f: with a Wizard, {2}{U} costs {1}{U}: two Islands pay it; without one they don't."""
    d = position({"alice": {"hand": ["Test Scholar"], "battlefield": ["Island", "Island", "Test Wizard"], "library": LIBRARY}})
    cast(d, "alice", "Test Scholar")
    assert cards(d, "alice", "graveyard") == ["Test Scholar"]
    d = position({"alice": {"hand": ["Test Scholar"], "battlefield": ["Island", "Island", "Grizzly Bears"],
                            "library": LIBRARY}})
    assert "601.2h" in d.action_problem("alice", "casts", "Test Scholar")


def test_costs_less_for_each_instant_and_sorcery_card_in_your_graveyard() -> None:
    """601.2f: two instant/sorcery cards (not the creature card, not the opponent's) make {4}{U}
    cost {2}{U}."""
    d = position({"alice": {"hand": ["Test Tide"], "graveyard": ["Test Think", "Test Tide", "Grizzly Bears"],
                            "battlefield": ["Island"] * 3, "library": LIBRARY},
                  "bob": {"graveyard": ["Test Think", "Test Think"]}})
    cast(d, "alice", "Test Tide")
    assert len(cards(d, "alice", "hand")) == 1
    d = position({"alice": {"hand": ["Test Tide"], "graveyard": ["Test Think", "Grizzly Bears"],
                            "battlefield": ["Island"] * 3, "library": LIBRARY}})
    assert d.action_problem("alice", "casts", "Test Tide") is not None


def test_costs_less_for_each_artifact_you_control() -> None:
    """601.2f: two artifacts make {4} cost {2}."""
    d = position({"alice": {"hand": ["Test Golem"], "battlefield": ["Ornithopter", "Ornithopter", "Forest", "Forest"]}})
    cast(d, "alice", "Test Golem")
    assert "Test Golem" in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_instant_and_sorcery_spells_you_cast_cost_less() -> None:
    """601.2f: the Adept's controller's instant costs {U}; a creature spell isn't reduced, nor an
    opponent's instant."""
    d = position({"alice": {"hand": ["Test Think", "Test Bear"],
                            "battlefield": ["Test Adept", {"card": "Island", "as": "my island"}, "Forest"],
                            "library": ["Swamp"] * 3},
                  "bob": {"hand": ["Test Think"], "battlefield": ["Island"]}})
    cast(d, "alice", "Test Think", pay=["my island"])
    assert d.action_problem("alice", "casts", "Test Bear") is not None  # {1}{G} with one Forest
    assert d.action_problem("bob", "casts", "Test Think") is not None


def test_mutations() -> None:
    """"more" is an increase; other counted things are read or refused."""
    effect = compile_text("Test", "This spell costs {2} more to cast for each creature you control.\nDraw a card.",
                          ("Sorcery",))[0].effect
    assert effect.amount == 2 and isinstance(effect.per, dsl.CountOf)
    assert compile_text("Test", "This spell costs {1} less to cast for each creature card in your graveyard.\n"
                        "Draw a card.", ("Sorcery",))[0].effect.per == dsl.CardsOfTypeIn(("Creature",))
    for text in ("This spell costs {2} less to cast if it targets a blue card.\nCounter target spell.",
                 "This spell costs {1} less to cast for each Wizard card in your graveyard.\nDraw a card.",
                 "Instant and Wizard spells you cast cost {1} less to cast."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Instant",) if "\n" in text else ("Creature",))


@pytest.fixture
def tax_cards():
    with registry.scope():
        compiled_card("Test Tax", "Black spells you cast cost {B} more to cast.", ("Enchantment",))
        compiled_card("Test Rites", "Draw a card.", ("Instant",), cost="{B}")
        yield


def test_black_spells_cost_b_more(tax_cards) -> None:
    """601.2f: a black spell of its controller's costs {B}{B}: one Swamp isn't enough, two are
    (both tapped); a blue spell costs what it costs."""
    d = position({"alice": {"hand": ["Test Rites", "Test Think"], "battlefield": ["Test Tax", "Swamp", "Island", "Island"],
                            "library": LIBRARY}})
    assert d.action_problem("alice", "casts", "Test Rites") is not None
    cast(d, "alice", "Test Think")
    d = position({"alice": {"hand": ["Test Rites"], "battlefield": ["Test Tax", "Swamp", "Swamp"], "library": LIBRARY}})
    cast(d, "alice", "Test Rites")
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.state.objects[o].card == "Swamp")


def test_coloured_cost_mutations() -> None:
    """"{W} less" isn't read (a coloured reduction); "{G} more" is a green increase."""
    assert compile_text("Test", "Green spells you cast cost {G} more to cast.", ("Enchantment",))[0].effect.mana == "{G}"
    with pytest.raises(UncompilableText):
        compile_text("Test", "White spells you cast cost {W} less to cast.", ("Enchantment",))


@pytest.fixture
def hollow_cards():
    with registry.scope():
        compiled_card("Test Hollow", "Test Hollow costs {2} less to cast for each card you've cycled or discarded this "
                      "turn.", ("Artifact", "Creature"), cost="{5}", power="4", toughness="4")
        compiled_card("Test Purge", "Discard two cards.", ("Sorcery",), cost="{0}")
        compiled_card("Test Cycler", "Cycling {0}", ("Creature",), cost="{9}", power="1", toughness="1")
        yield


def test_costs_less_for_each_card_cycled_or_discarded_this_turn(hollow_cards) -> None:
    """601.2f, 701.9, 702.29a: a cycled card and a discarded one make {5} cost {1}; the count
    starts afresh each turn."""
    d = position({"alice": {"hand": ["Test Hollow", "Test Purge", "Test Cycler", "Island", "Island"],
                            "battlefield": ["Forest"], "library": LIBRARY}})
    assert d.action_problem("alice", "casts", "Test Hollow") is not None
    d.act("alice", "activates", "Test Cycler")
    d.resolve(None)
    d.act("alice", "casts", "Test Purge")
    d.pass_until(lambda: d.decision.kind == "discard" or not d.game.state.stack)
    while d.decision.kind == "discard":
        d.choose(next(o for o in d.decision.options if "Island" in o.label))
    d.resolve(None)
    assert d.game.state.players[0].cards_discarded_this_turn == 3
    cast(d, "alice", "Test Hollow")
    assert "Test Hollow" in [d.game.chars(o).name for o in d.game.state.battlefield]
