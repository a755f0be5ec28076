"""Linked abilities (607.2a) that name "the exiled card" (Skyclave Apparition: "When ~ leaves the
battlefield, the exiled card's owner creates an X/X blue Illusion creature token, where X is the
mana value of the exiled card"), and tokens of a computed size (111.4, 608.2h: "create an X/X
green Elemental creature token, where X is the number of lands you control")."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

APPARITION = ("When ~ enters, exile up to one target nonland, nontoken permanent you don't control with mana value "
              "4 or less.\nWhen ~ leaves the battlefield, the exiled card's owner creates an X/X blue Illusion "
              "creature token, where X is the mana value of the exiled card.")


@pytest.fixture(autouse=True)
def linked_cards():
    with registry.scope():
        compiled_card("Test Apparition", APPARITION, ("Creature",), cost="{1}{W}{W}", power="2", toughness="2")
        compiled_card("Test Ogre", "", ("Creature",), cost="{2}{R}{R}{R}", power="5", toughness="5")
        compiled_card("Test Gardener", "{T}: Create an X/X green Elemental creature token, where X is the number of "
                      "lands you control.", ("Creature",), cost="{G}", power="0", toughness="1")
        yield


def _illusions(d, player: str) -> list[tuple]:
    game = d.game
    return [(game.chars(o).power, game.chars(o).toughness, tuple(sorted(game.chars(o).colors)))
            for o in game.state.battlefield if game.chars(o).controller == d.player(player)
            and "Illusion" in game.chars(o).subtypes]


def _apparition(bob_battlefield: list[str]):
    d = position({"alice": {"hand": ["Test Apparition", "Lightning Bolt"], "battlefield": ["Plains"] * 3 + ["Mountain"]},
                  "bob": {"battlefield": bob_battlefield, "library": ["Island"] * 3}})
    d.act("alice", "casts", "Test Apparition", choices=bob_battlefield[:1])
    d.resolve(1)  # the creature resolves; its enters trigger waits on the stack
    return d


def test_the_exiled_cards_owner_gets_a_token_the_size_of_its_mana_value() -> None:
    """607.2a: the leaves trigger's "exiled card" is the one the enters trigger exiled with this
    object; X is its mana value (202.3); its owner creates the token (111.2)."""
    d = _apparition(["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    d.act("alice", "casts", "Lightning Bolt", targets=["Test Apparition"])
    d.resolve(None)
    assert _illusions(d, "bob") == [(2, 2, ("U",))] and _illusions(d, "alice") == []
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]  # it stays exiled


def test_leaving_before_the_exile_resolves_gives_no_token() -> None:
    """The card's rulings (603.3, 607.2a): it leaves with its enters trigger on the stack: no card
    is exiled with it yet, so no player creates a token; then the permanent is exiled for good."""
    d = _apparition(["Grizzly Bears"])
    d.act("alice", "casts", "Lightning Bolt", targets=["Test Apparition"])
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    assert _illusions(d, "bob") == [] and _illusions(d, "alice") == []


def test_only_a_permanent_with_mana_value_four_or_less_can_be_exiled() -> None:
    """115.1, 601.2c: a 5-mana creature isn't a legal target; "up to one" lets the trigger have
    none, and then no token is created when it leaves."""
    d = _apparition(["Test Ogre"])
    d.resolve(None)
    assert "Test Ogre" in battlefield(d, "bob")
    d.act("alice", "casts", "Lightning Bolt", targets=["Test Apparition"])
    d.resolve(None)
    assert _illusions(d, "bob") == []


def test_an_x_x_token_is_the_size_counted_as_it_is_created() -> None:
    """111.4, 608.2h: X is counted once, as the token is created: a land played later doesn't
    change its size."""
    d = position({"alice": {"battlefield": ["Test Gardener", "Forest", "Forest", "Forest"], "hand": ["Forest"]}})
    d.act("alice", "activates", "Test Gardener")
    d.resolve(None)
    token = next(o for o in d.game.state.battlefield if "Elemental" in d.game.chars(o).subtypes)
    assert (d.game.chars(token).power, d.game.chars(token).toughness) == (3, 3)
    d.act("alice", "plays", "Forest")
    assert (d.game.chars(token).power, d.game.chars(token).toughness) == (3, 3)


def test_mutations_are_refused_or_compile_differently() -> None:
    """Mutation: "the exiled card" with no exile to link it to, or linked to an exile of several
    cards, is refused; "its controller" isn't the exiled card's owner; the power of the exiled
    card is another value; a fixed size isn't written "where X is"."""
    leaves = APPARITION.split("\n")[1]
    refused = (leaves,
               APPARITION.replace("up to one target", "two target").replace("permanent you", "permanents you"),
               APPARITION.replace("the exiled card's owner", "the exiled card's controller"),
               "Create an X/X green Wurm creature token, where X is 3.")
    for text in refused:
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))
    power = compile_text("Test", APPARITION.replace("the mana value of the exiled card", "the exiled card's power"),
                         ("Creature",))[1].effects[0]
    assert power.size == dsl.PowerOf(dsl.ExiledWith())
    made = compile_text("Test", APPARITION, ("Creature",))
    assert made[0].effects[0] == dsl.Exile(dsl.Target(0), linked=True)
    assert made[1].effects[0] == dsl.CreateToken("X/X blue Illusion creature token", 1, dsl.OwnerOf(dsl.ExiledWith()),
                                                 size=dsl.ManaValueOf(dsl.ExiledWith()))
