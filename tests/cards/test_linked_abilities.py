"""Linked abilities (607.2a) that name "the exiled card" (Skyclave Apparition: "When ~ leaves the
battlefield, the exiled card's owner creates an X/X blue Illusion creature token, where X is the
mana value of the exiled card"), and tokens of a computed size (111.4, 608.2h: "create an X/X
green Elemental creature token, where X is the number of lands you control")."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, position

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


# ------------------------------------------------------------------ Isochron Scepter (707.12)

SCEPTER = ("Imprint — When ~ enters, you may exile an instant card with mana value 2 or less from your hand.\n"
           "{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying its mana cost.")


def _scepter(hand: list[str], imprint: list):
    d = position({"alice": {"hand": ["Test Scepter", *hand], "battlefield": ["Mountain"] * 4, "library": ["Island"] * 3},
                  "bob": {"hand": ["Test Shatter"], "battlefield": ["Mountain"], "library": ["Island"] * 3}})
    d.act("alice", "casts", "Test Scepter", choices=imprint)
    d.resolve(None)
    return d


@pytest.fixture
def scepter_cards():
    with registry.scope():
        compiled_card("Test Scepter", SCEPTER, ("Artifact",), cost="{2}")
        compiled_card("Test Shatter", "Destroy target artifact.", ("Instant",), cost="{R}")
        compiled_card("Test Blast", "~ deals 4 damage to any target.", ("Instant",), cost="{2}{R}")
        yield


@pytest.mark.usefixtures("scepter_cards")
def test_the_scepter_casts_a_copy_of_the_imprinted_instant_each_time() -> None:
    """607.2a, 707.12: the copy of the exiled card is cast without paying its mana cost; the card
    stays exiled, so the ability works again."""
    d = _scepter(["Lightning Bolt"], ["yes", "Lightning Bolt"])
    assert cards(d, "alice", "exile") == ["Lightning Bolt"]
    d.act("alice", "activates", "Test Scepter", choices=["yes", "bob"])
    d.resolve(None)
    assert life(d, "bob") == 17
    assert cards(d, "alice", "exile") == ["Lightning Bolt"]
    assert [d.game.state.objects[o].card for o in d.game.state.objects if d.game.state.objects[o].spell_copy] == []


@pytest.mark.usefixtures("scepter_cards")
def test_only_an_instant_with_mana_value_two_or_less_can_be_imprinted() -> None:
    """The imprint's description: a three-mana instant and a sorcery aren't offered; with none
    to choose nothing is exiled, and the copy ability does nothing."""
    d = _scepter(["Test Blast", "Lava Spike"], ["yes"])
    assert cards(d, "alice", "exile") == [] and sorted(cards(d, "alice", "hand")) == ["Lava Spike", "Test Blast"]
    d.act("alice", "activates", "Test Scepter")
    d.resolve(None)
    assert life(d, "bob") == 20


@pytest.mark.usefixtures("scepter_cards")
def test_the_copy_is_made_even_if_the_scepter_has_left() -> None:
    """The card's rulings (607.2a): the Scepter is destroyed with its ability on the stack: the
    ability still copies the card exiled with it."""
    d = _scepter(["Lightning Bolt"], ["yes", "Lightning Bolt"])
    d.act("alice", "activates", "Test Scepter", choices=["yes", "bob"])
    d.act("bob", "casts", "Test Shatter", targets=["Test Scepter"])
    d.resolve(None)
    assert "Test Scepter" in cards(d, "alice", "graveyard") and life(d, "bob") == 17


@pytest.mark.usefixtures("scepter_cards")
def test_declining_to_cast_leaves_no_copy() -> None:
    """704.5e-like: a copy not cast doesn't stay anywhere; nothing happens."""
    d = _scepter(["Lightning Bolt"], ["yes", "Lightning Bolt"])
    d.act("alice", "activates", "Test Scepter", choices=["no"])
    d.resolve(None)
    assert life(d, "bob") == 20 and cards(d, "alice", "exile") == ["Lightning Bolt"]


def test_copy_mutations_are_refused() -> None:
    """Mutation: "copy the exiled card" needs the cast sentence; "cast it" or "play the copy" or
    paying its mana cost aren't this wording; a creature card from a hand compiles to another filter."""
    leaves = SCEPTER.split("\n")[1]
    for text in (SCEPTER.replace(" If you do, you may cast the copy without paying its mana cost.", ""),
                 SCEPTER.replace("you may cast the copy without", "you may play the copy without"),
                 SCEPTER.replace("exile an instant card", "exile instant cards"), leaves):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Artifact",))
    made = compile_text("Test", SCEPTER.replace("an instant card", "a creature card"), ("Artifact",))
    assert made[0].effects[0] == dsl.ExileFromHand(dsl.Filter(types=("Creature",), mana_value_le=2), linked=True)
    assert made[1].effects[0] == dsl.CastCopyOf(dsl.ExiledWith())
