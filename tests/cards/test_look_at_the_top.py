"""Looking at the top N cards of your library (401.5, 701.20 reveal): "You may reveal a creature
card from among them and put it into your hand. Put the rest on the bottom of your library in any
order / in a random order / into your graveyard", and "Put one of them into your hand and the rest
..." (any card, unrevealed), also "Put two of them ..." and "... and the other into your graveyard / on
the bottom of your library" (one card left).  Mutations: a description that isn't a card, a missing "rest"
sentence, the wrong article."""

from __future__ import annotations

from functools import partial

import pytest
from support import cards, compiled_card, events, position

from manastack.cards.oracle import UncompilableText, compile_text

_sorcery = partial(compiled_card, types=("Sorcery",))

_sorcery("Test Dig", "Look at the top three cards of your library. You may reveal a creature card from among them "
                     "and put it into your hand. Put the rest into your graveyard.")
_sorcery("Test Impulse", "Look at the top three cards of your library. Put one of them into your hand and the rest "
                         "on the bottom of your library in any order.")
_sorcery("Test Random Dig", "Look at the top three cards of your library. You may reveal a land card from among them "
                            "and put it into your hand. Put the rest on the bottom of your library in a random order.")

_LIBRARY = ["Shock", "Grizzly Bears", "Forest", "Island", "Swamp"]


def test_reveal_a_matching_card_the_rest_into_the_graveyard() -> None:
    d = position({"alice": {"hand": ["Test Dig"], "library": _LIBRARY}, "bob": {}})
    d.act("alice", "casts", "Test Dig", choices=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    assert sorted(cards(d, "alice", "graveyard")) == ["Forest", "Shock", "Test Dig"]
    assert cards(d, "alice", "library") == ["Island", "Swamp"]
    revealed = [e for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"]
    assert [e["card"] for e in revealed] == ["Grizzly Bears"]  # 701.20a: bob sees the revealed card


def test_only_matching_cards_may_be_revealed() -> None:
    d = position({"alice": {"hand": ["Test Dig"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Dig")
    d.pass_until(lambda: d.game.decision.kind == "card")
    assert sorted(o.label for o in d.game.decision.options) == ["Grizzly Bears", "reveal nothing"]


def test_put_one_of_them_into_your_hand_unrevealed_the_rest_on_the_bottom() -> None:
    d = position({"alice": {"hand": ["Test Impulse"], "library": _LIBRARY}, "bob": {}})
    d.act("alice", "casts", "Test Impulse", choices=["Forest", "Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Forest"]
    assert cards(d, "alice", "library") == ["Island", "Swamp", "Grizzly Bears", "Shock"]
    assert not [e for e in events(d.game, "reveal")]


def test_a_random_order_is_the_games_not_the_players() -> None:
    """No order is asked (the only answer queued is the revealed card); the rest go below."""
    d = position({"alice": {"hand": ["Test Random Dig"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Random Dig", choices=["Forest"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Forest"]
    library = cards(d, "alice", "library")
    assert library[:2] == ["Island", "Swamp"] and sorted(library[2:]) == ["Grizzly Bears", "Shock"]


@pytest.mark.parametrize("text", [
    "Look at the top three cards of your library. You may reveal a creature from among them and put it into your "
    "hand. Put the rest into your graveyard.",
    "Look at the top three cards of your library. You may reveal a creature card from among them and put it into "
    "your hand.",
    "Look at the top three cards of your library. You may reveal an creature card from among them and put it into "
    "your hand. Put the rest into your graveyard.",
    "Look at the top three cards of your library. Put one of them into your hand and the rest on top of your library.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_the_kind_and_where_the_rest_go_are_part_of_the_tree() -> None:
    base = ("Look at the top three cards of your library. You may reveal a {kind} card from among them and put it "
            "into your hand. Put the rest {rest}.")
    one = compile_text("T", base.format(kind="creature", rest="into your graveyard"), ("Sorcery",))[0].effects[0]
    two = compile_text("T", base.format(kind="land", rest="into your graveyard"), ("Sorcery",))[0].effects[0]
    three = compile_text("T", base.format(kind="creature", rest="on the bottom of your library in any order"),
                         ("Sorcery",))[0].effects[0]
    assert one.filter != two.filter and (one.rest, three.rest) == ("graveyard", "bottom")


_sorcery("Test Memories", "Look at the top four cards of your library. Put two of them into your hand and the rest "
                          "into your graveyard.")
_sorcery("Test Other Bottom", "Look at the top two cards of your library. Put one of them into your hand and the other "
                              "on the bottom of your library.")


def test_put_two_of_them_into_your_hand_the_rest_into_the_graveyard() -> None:
    d = position({"alice": {"hand": ["Test Memories"], "library": _LIBRARY}, "bob": {}})
    d.act("alice", "casts", "Test Memories", choices=["Island", "Shock"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == ["Island", "Shock"]
    assert sorted(cards(d, "alice", "graveyard")) == ["Forest", "Grizzly Bears", "Test Memories"]
    assert cards(d, "alice", "library") == ["Swamp"]
    assert "Island" not in str(d.game.events_for(d.player("bob")))  # unrevealed: bob never learns it


def test_put_one_of_them_into_your_hand_and_the_other_on_the_bottom() -> None:
    d = position({"alice": {"hand": ["Test Other Bottom"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Other Bottom", choices=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    assert cards(d, "alice", "library") == ["Forest", "Island", "Swamp", "Shock"]


@pytest.mark.parametrize("text", [
    "Look at the top three cards of your library. Put one of them into your hand and the other into your graveyard.",
    "Look at the top two cards of your library. Put one of them into your hand and the rest into your graveyard.",
    "Look at the top four cards of your library. Put two of them into your hand and the rest on the bottom of your "
    "library.",
    "Look at the top four cards of your library. Put four of them into your hand and the rest into your graveyard.",
])
def test_counted_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_how_many_go_to_the_hand_is_part_of_the_tree() -> None:
    one, two = (compile_text("T", f"Look at the top four cards of your library. Put {k} of them into your hand and the "
                                  "rest into your graveyard.", ("Sorcery",))[0].effects[0] for k in ("one", "two"))
    assert (one.take, two.take) == (1, 2)
