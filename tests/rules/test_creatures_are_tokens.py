"""111.1, 111.7-111.8, 704.5d: Intangible Vibes (Mystery Booster 2): "All creatures are tokens.
(They're considered tokens for spells and abilities. After a creature leaves the battlefield, it
ceases to exist.)": each creature permanent is a token while it applies (views, filters); one
that leaves the battlefield then is still a token and ceases to exist; other permanents and the
creatures after Vibes has left aren't.  Mutations are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record
from manastack.engine import queries
from manastack.engine.decision import IllegalAction

compiled_card("Vibes Bounce", "Return target creature to its owner's hand.", ("Instant",), "{0}")
compiled_card("Vibes Murder", "Destroy target nontoken creature.", ("Instant",), "{0}")
compiled_card("Vibes Shatter", "Destroy target enchantment.", ("Instant",), "{0}")


@pytest.fixture(autouse=True)
def vibes():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Intangible Vibes")))
        yield


def _game(hand: list[str], vibes: bool = True):
    return position({"alice": {"battlefield": (["Intangible Vibes"] if vibes else []) + ["Grizzly Bears", "Forest"],
                               "hand": hand}, "step": "main1"})


def test_111_1_creatures_are_tokens_lands_arent() -> None:
    d = _game([])
    game, bears = d.game, d.object("Grizzly Bears")
    assert queries.is_token(game.kernel, bears) and not queries.is_token(game.kernel, d.object("Forest"))
    view = game.view(d.player("alice"))
    assert [o["token"] for o in view["battlefield"] if o["name"] == "Grizzly Bears"] == [True]
    assert queries.matches(game.kernel, dsl.Filter(types=("Creature",), token=True), bears, None, 0)


def test_111_8_a_creature_that_leaves_ceases_to_exist() -> None:
    """Bounced, Grizzly Bears would go to alice's hand: it is a token, so it ceases to exist
    there (704.5d); the zone change says it was a token."""
    d = _game(["Vibes Bounce"])
    d.act("alice", "casts", "Vibes Bounce", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" not in cards(d, "alice", "hand") and "Grizzly Bears" not in cards(d, "alice", "graveyard")
    moves = [e for e in d.game.log if e["type"] == "zone_change" and e["card"] == "Grizzly Bears"]
    assert moves[-1]["token"] is True


def test_without_vibes_the_card_returns_to_hand() -> None:
    d = _game(["Vibes Bounce"], vibes=False)
    d.act("alice", "casts", "Vibes Bounce", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" in cards(d, "alice", "hand")


def test_111_1_a_nontoken_creature_target_excludes_them() -> None:
    d = _game(["Vibes Murder"])
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Vibes Murder", targets=["Grizzly Bears"])


def test_once_vibes_leaves_creatures_are_cards_again() -> None:
    """Vibes destroyed: Grizzly Bears is no token any more, and bounced it returns to the hand."""
    d = _game(["Vibes Shatter", "Vibes Bounce"])
    d.act("alice", "casts", "Vibes Shatter", targets=["Intangible Vibes"])
    d.resolve(None)
    assert not queries.is_token(d.game.kernel, d.object("Grizzly Bears"))
    d.act("alice", "casts", "Vibes Bounce", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" in cards(d, "alice", "hand")


def test_mutations() -> None:
    (ability,) = compile_text("X", "All creatures are tokens.", ("Enchantment",))
    assert ability.effect == dsl.CreaturesAreTokens()
    for text in ("All artifacts are tokens.", "All creatures are tokens until end of turn.", "Creatures are tokens."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Enchantment",))
