"""608.2c: "You may pay {2}. If you do, draw a card." and "You may draw a card. If you do,
discard a card.": the effect after "if you do" happens only if the optional action before it was
carried out ("if you don't": only if it wasn't).  An action that may be impossible
(discarding, sacrificing) is offered only when it can be done in full, so "if you do" sees whether
it was.  Mutations: "if you do" after an action it can't check or after no optional action is
refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, life, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Pay Elemental", "When Test Pay Elemental enters the battlefield, you may pay {2}. If you do, draw a card.",
      ("Creature",), power="1", toughness="1")
compiled_card("Test Tithe Bear", "When Test Tithe Bear enters the battlefield, you may pay {1}. If you don't, you lose 2 life.",
      ("Creature",), power="2", toughness="2")
compiled_card("Test Loot", "You may draw a card. If you do, discard a card.", ("Sorcery",))

_LIBRARY = ["Forest", "Island", "Swamp"]


def _answer(d, kind: str) -> None:
    d.choose(next(o for o in d.game.decision.options if o.kind == kind))


def test_paying_does_the_effect() -> None:
    d = position({"alice": {"hand": ["Test Pay Elemental"], "battlefield": ["Forest", "Forest"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Pay Elemental")
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    _answer(d, "pay")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Forest"]


def test_declining_skips_the_effect() -> None:
    d = position({"alice": {"hand": ["Test Pay Elemental"], "battlefield": ["Forest", "Forest"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Pay Elemental")
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    _answer(d, "decline")
    d.resolve(None)
    assert cards(d, "alice", "hand") == []


def test_without_the_mana_the_payment_is_declined() -> None:
    """One Forest can't pay {2}: declining is the only answer, and nothing is drawn."""
    d = position({"alice": {"hand": ["Test Pay Elemental"], "battlefield": ["Forest"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Pay Elemental")
    d.resolve(None)
    assert cards(d, "alice", "hand") == []
    assert [e["mana"] for e in events(d.game, "decline_payment")] == ["{2}"]


@pytest.mark.parametrize("answer, expected", [("pay", 20), ("decline", 18)])
def test_if_you_dont(answer: str, expected: int) -> None:
    d = position({"alice": {"hand": ["Test Tithe Bear"], "battlefield": ["Forest"]}})
    d.act("alice", "casts", "Test Tithe Bear")
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    _answer(d, answer)
    d.resolve(None)
    assert life(d, "alice") == expected


@pytest.mark.parametrize("answer, hand", [("yes", ["Forest"]), ("no", ["Plains"])])
def test_you_may_draw_if_you_do_discard(answer: str, hand: list) -> None:
    """Yes: draw Forest, then discard (the choice is Plains). No: neither."""
    d = position({"alice": {"hand": ["Test Loot", "Plains"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Loot", choices=[answer, "Plains"] if answer == "yes" else [answer])
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == hand


@pytest.mark.parametrize("text", [
    "You may mill a card. If you do, draw a card.",
    "Draw a card. If you do, draw a card.",
    "If you do, draw a card.",
    "You may pay {2}. If you do, you may draw a card.",
])
def test_if_you_do_needs_an_optional_action_it_can_check(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


compiled_card("Test Upkeep Bear", "At the beginning of your upkeep, sacrifice Test Upkeep Bear unless you pay {1}.",
      ("Creature",), power="4", toughness="4")


@pytest.mark.parametrize("answer, stays", [("pay", True), ("decline", False)])
def test_sacrifice_unless_you_pay(answer: str, stays: bool) -> None:
    """"X unless you pay {1}": you may pay; if you don't, X happens (608.2c)."""
    d = position({"alice": {"battlefield": ["Test Upkeep Bear", "Forest"], "library": _LIBRARY * 2},
                  "bob": {"library": _LIBRARY * 2}})
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    _answer(d, answer)
    d.resolve(None)
    assert (d.object("Test Upkeep Bear") in d.game.state.battlefield) is stays


compiled_card("Test Looting Raider", "When Test Looting Raider enters the battlefield, you may discard a card. If you do, draw a card.",
              ("Creature",), power="3", toughness="3")
compiled_card("Test Upkeep Catcher", "At the beginning of your upkeep, you may sacrifice Test Upkeep Catcher. If you do, you gain 3 life.",
              ("Creature",), power="1", toughness="1")


@pytest.mark.parametrize("answer, hand", [("yes", ["Forest"]), ("no", ["Plains"])])
def test_you_may_discard_if_you_do_draw(answer: str, hand: list) -> None:
    """608.2c: yes: Plains discarded, then Forest drawn; no: neither."""
    d = position({"alice": {"hand": ["Test Looting Raider", "Plains"], "battlefield": ["Forest"] * 3, "library": _LIBRARY}})
    d.act("alice", "casts", "Test Looting Raider")
    d.resolve(1)
    d.pass_until(lambda: d.game.decision.kind == "may")
    _answer(d, answer)
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == hand


def test_with_no_card_to_discard_it_isnt_offered_and_nothing_is_drawn() -> None:
    """An empty hand: the discard can't be done, so it isn't asked and "if you do" is false."""
    d = position({"alice": {"hand": ["Test Looting Raider"], "battlefield": ["Forest"] * 3, "library": _LIBRARY}})
    d.act("alice", "casts", "Test Looting Raider")
    d.resolve(None)  # a "may" question here would be unanswered: the driver raises ScenarioError
    assert cards(d, "alice", "hand") == []


@pytest.mark.parametrize("answer, alive, gained", [("yes", False, 3), ("no", True, 0)])
def test_you_may_sacrifice_it_if_you_do(answer: str, alive: bool, gained: int) -> None:
    d = position({"alice": {"battlefield": ["Test Upkeep Catcher"], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    d.pass_until(lambda: d.game.decision.kind == "may")
    assert d.game.state.active == 0 and d.game.state.step == "upkeep"
    _answer(d, answer)
    d.resolve(None)
    assert ("Test Upkeep Catcher" in cards(d, "alice", "battlefield")) == alive
    assert life(d, "alice") == 20 + gained


def test_the_discard_after_yes_gets_its_own_answer() -> None:
    """Found by fuzzing (bundled seed 157): after "you may" was answered yes, the discard's own
    question was answered with that yes (KeyError: True).  Each question gets its own answer."""
    d = position({"alice": {"hand": ["Test Looting Raider", "Plains", "Island"], "battlefield": ["Forest"] * 3,
                            "library": _LIBRARY}})
    d.act("alice", "casts", "Test Looting Raider")
    d.resolve(1)
    d.pass_until(lambda: d.game.decision.kind == "may")
    _answer(d, "yes")
    assert d.game.decision.kind == "discard"
    d.choose(next(o for o in d.game.decision.options if o.label == "Island"))
    assert cards(d, "alice", "graveyard") == ["Island"]
    assert sorted(cards(d, "alice", "hand")) == ["Forest", "Plains"]
