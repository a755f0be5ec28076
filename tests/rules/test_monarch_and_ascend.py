"""Designations of players compiled from Oracle text and played through the engine: the monarch
(725: "you become the monarch", its two inherent triggered abilities, "if you're the monarch")
and ascend with the city's blessing (702.131: on a permanent and on a sorcery, "as long as you
have the city's blessing", "if you have the city's blessing")."""

from __future__ import annotations

import json

import pytest
from support import cards, compiled_card, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

COURTIER = "Test Courtier"
compiled_card(COURTIER, "When Test Courtier enters the battlefield, you become the monarch.", ("Creature",), "{1}{W}",
              power="1", toughness="1")
WARDEN = "Test Throne Warden"
compiled_card(WARDEN, "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on Test Throne Warden.",
              ("Creature",), "{W}", power="1", toughness="1")
PRETENDER = "Test Pretender"
compiled_card(PRETENDER, "At the beginning of your end step, if an opponent is the monarch, put a +1/+1 counter on "
              "Test Pretender.", ("Creature",), "{W}", power="1", toughness="1")
CLIMBER = "Test City Climber"
compiled_card(CLIMBER, "Ascend\nTest City Climber gets +2/+2 as long as you have the city's blessing.", ("Creature",),
              "{1}{W}", power="1", toughness="1")
PLAIN_CLIMBER = "Test Plain Climber"
compiled_card(PLAIN_CLIMBER, "Test Plain Climber gets +2/+2 as long as you have the city's blessing.", ("Creature",),
              "{1}{W}", power="1", toughness="1")
ASCEND_SORCERY = "Test Ascending Sorcery"
compiled_card(ASCEND_SORCERY, "Ascend\nYou gain 2 life.", ("Sorcery",), "{W}")

LIBRARY = ["Plains"] * 8


def _crowned(alice: dict | None = None, bob: dict | None = None):
    """Alice casts the Courtier and becomes the monarch."""
    d = position({"alice": {"hand": [COURTIER], "battlefield": ["Plains"] * 2, "library": LIBRARY, **(alice or {})},
                  "bob": {"library": LIBRARY, **(bob or {})}})
    d.act("alice", "casts", COURTIER)
    d.resolve(None)
    return d


# ---------------------------------------------------------------------------- the monarch


def test_725_1_you_become_the_monarch_and_everyone_sees_it() -> None:
    """725.1: no monarch until an effect makes one; then alice is, and the designation is
    public: both players' views show it."""
    d = position({"alice": {"hand": [COURTIER], "battlefield": ["Plains"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert not any(p.monarch for p in d.game.state.players)
    d.act("alice", "casts", COURTIER)
    d.resolve(None)
    assert [p.monarch for p in d.game.state.players] == [True, False]
    for viewer in (0, 1):
        assert [p["monarch"] for p in d.game.view(viewer)["players"]] == [True, False]


def test_725_2_the_monarch_draws_a_card_at_the_beginning_of_their_end_step() -> None:
    """725.2: "At the beginning of the monarch's end step, that player draws a card."  Bob, not the
    monarch, draws nothing at his end step."""
    d = _crowned()
    hand = len(cards(d, "alice", "hand"))
    d.pass_to_step("end", player=0)
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == hand + 1
    d.pass_to_step("main1", player=1)
    bob_hand = len(cards(d, "bob", "hand"))
    d.pass_to_step("end", player=1)
    d.resolve(None)
    assert len(cards(d, "bob", "hand")) == bob_hand
    assert len(cards(d, "alice", "hand")) == hand + 1


def test_725_2_combat_damage_to_the_monarch_makes_its_controller_the_monarch() -> None:
    """725.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the
    monarch"; 725.3: alice ceases to be the monarch; then bob draws at his end step."""
    d = _crowned(bob={"battlefield": ["Grizzly Bears"]})
    d.pass_to_step("main1", player=1)
    d.attack("bob", ["Grizzly Bears"])
    d.pass_to_step("main2", player=1)
    assert [p.monarch for p in d.game.state.players] == [False, True]
    hand = len(cards(d, "bob", "hand"))
    d.pass_to_step("end", player=1)
    d.resolve(None)
    assert len(cards(d, "bob", "hand")) == hand + 1


def test_725_2_damage_that_isnt_combat_damage_doesnt_take_the_crown() -> None:
    """Mutation of the trigger: a spell's damage isn't a creature's combat damage."""
    d = _crowned(bob={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", "Lightning Bolt", targets=["alice"])
    d.resolve(None)
    assert [p.monarch for p in d.game.state.players] == [True, False]


def test_725_the_monarch_survives_save_and_clone() -> None:
    """Saves: the designation round-trips through to_json/from_json and clone."""
    d = _crowned()
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert [p.monarch for p in restored.state.players] == [True, False]
    assert restored.to_json() == game.to_json()
    assert game.clone().to_json() == game.to_json()


def test_a_save_with_two_monarchs_is_refused() -> None:
    """725.3: only one player can be the monarch at a time: a save saying otherwise is refused."""
    d = _crowned()
    text = json.dumps(json.loads(d.game.to_json())).replace('"monarch": false', '"monarch": true')
    with pytest.raises(Exception, match="monarch"):
        ms.Game.from_json(text)


@pytest.mark.parametrize(("card", "counters"), [(WARDEN, 1), (PRETENDER, 0)])
def test_if_youre_the_monarch_and_if_an_opponent_is(card: str, counters: int) -> None:
    """603.4: "if you're the monarch" holds for alice, the monarch; its mutation "if an opponent
    is the monarch" doesn't."""
    d = _crowned(alice={"battlefield": ["Plains"] * 2 + [card]})
    d.queued[0] = ["the monarch: At the beginning of the monarch's end step, that player draws a card."]
    d.pass_to_step("end", player=0)
    d.resolve(None)
    assert d.game.state.objects[d.object(card)].counters.get("+1/+1", 0) == counters


def test_monarch_text_mutations_are_refused() -> None:
    """Mutations: "you become a monarch", "you're the king" aren't read."""
    for text in ("When Test enters the battlefield, you become a monarch.",
                 "At the beginning of your end step, if you're the king, draw a card."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


# ---------------------------------------------------------------------------- ascend


def test_702_131b_ascend_on_a_permanent_gives_the_blessing_at_ten_permanents() -> None:
    """702.131b: with nine permanents nothing; the tenth (a land played) gives alice the city's
    blessing at once, and "gets +2/+2 as long as you have the city's blessing" applies."""
    d = position({"alice": {"hand": ["Plains"], "battlefield": ["Plains"] * 8 + [CLIMBER], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    climber = d.object(CLIMBER)
    assert not d.game.state.players[0].city_blessing
    assert (d.game.chars(climber).power, d.game.chars(climber).toughness) == (1, 1)
    d.act("alice", "plays", "Plains")
    assert d.game.state.players[0].city_blessing
    assert (d.game.chars(climber).power, d.game.chars(climber).toughness) == (3, 3)
    assert [p["city_blessing"] for p in d.game.view(1)["players"]] == [True, False]


def test_702_131c_the_blessing_is_kept_for_the_rest_of_the_game() -> None:
    """702.131c: below ten permanents again, alice keeps the blessing; it survives a save."""
    d = position({"alice": {"hand": ["Plains"], "battlefield": ["Plains"] * 8 + [CLIMBER], "library": LIBRARY},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": LIBRARY}})
    d.act("alice", "plays", "Plains")
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", "Lightning Bolt", targets=["alice"])
    d.resolve(None)
    assert d.game.state.players[0].city_blessing
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.state.players[0].city_blessing and not restored.state.players[1].city_blessing


def test_without_ascend_ten_permanents_give_no_blessing() -> None:
    """Mutation: the same creature without "Ascend": ten permanents, no blessing, no bonus."""
    d = position({"alice": {"hand": ["Plains"], "battlefield": ["Plains"] * 8 + [PLAIN_CLIMBER], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "plays", "Plains")
    assert not d.game.state.players[0].city_blessing
    climber = d.game.chars(d.object(PLAIN_CLIMBER))
    assert (climber.power, climber.toughness) == (1, 1)


@pytest.mark.parametrize(("lands", "blessed"), [(10, True), (9, False)])
def test_702_131a_ascend_on_a_sorcery_checks_as_it_resolves(lands: int, blessed: bool) -> None:
    """702.131a: the sorcery's ascend gives the blessing as it resolves if alice controls ten or
    more permanents then; with nine, it doesn't."""
    d = position({"alice": {"hand": [ASCEND_SORCERY], "battlefield": ["Plains"] * lands, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", ASCEND_SORCERY)
    d.resolve(None)
    assert d.game.state.players[0].city_blessing is blessed
    assert d.game.state.players[0].life == 22


def test_ascend_mutations_are_refused() -> None:
    """Mutations: "Ascend 2" and "Ascends" aren't keywords; a condition on another player's blessing isn't read."""
    for text in ("Ascend 2", "Ascends", "Test gets +2/+2 as long as an opponent has the city's blessing."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))
    assert compile_text("Test", "Ascend", ("Creature",)) == (dsl.Keyword("ascend", text="Ascend"),)


def test_temur_elevator_costs_life_until_its_controller_has_the_blessing() -> None:
    """Temur Elevator: "Ascend" and "{T}: Add {G}, {U}, or {R}. If you don't have the city's
    blessing, you lose 1 life."  With nine permanents alice pays 1 life for {G}; the creature
    cast is her tenth permanent (702.131b): the blessing; next turn the mana costs no life."""
    elf = "Test Green One Drop"
    compiled_card(elf, "Vigilance", ("Creature",), "{G}", power="1", toughness="1")
    compiled_card("Test Temur Elevator", "Ascend (If you control ten or more permanents, you get the city's blessing for "
                  "the rest of the game.)\n{T}: Add {G}, {U}, or {R}. If you don't have the city's blessing, you lose 1 life.",
                  ("Land",), None)
    d = position({"alice": {"hand": [elf, elf], "battlefield": ["Test Temur Elevator"] + ["Plains"] * 8, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", elf)
    d.resolve(None)
    assert d.game.state.players[0].life == 19
    assert d.game.state.players[0].city_blessing
    d.pass_to_step("main1", player=0, turn=3)
    d.act("alice", "casts", elf)
    d.resolve(None)
    assert d.game.state.players[0].life == 19
    assert len([o for o in d.game.state.battlefield if d.game.chars(o).name == elf]) == 2
