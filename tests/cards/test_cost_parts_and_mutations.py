"""Productions the audit (scripts/production_audit.py) found held by many supported corpus cards and
exercised by no behaviour or no mutation test: the activation cost "Pay N life" (118.3, 119.4: 71
cards, played by no test), and mutations of the cost parts "Sacrifice a PERMANENT" (295 cards),
"Discard N cards" (127), "Remove N KIND counters from ~" (97), "Tap N untapped PERMANENTS you
control" (73), of "you may pay MANA. If you do, ..." (608.2c: 86) and of "~ doesn't untap during
your untap step" (502.3: 68).  A mutation changes one word: it compiles to another tree that plays
as written, or is refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Blood Ledger", "Pay 2 life: Draw a card.", ("Artifact",), "{1}")
compiled_card("Test Deep Ledger", "Pay 3 life: Draw a card.", ("Artifact",), "{1}")
compiled_card("Test Creature Altar", "Sacrifice a creature: You gain 2 life.", ("Artifact",), "{1}")
compiled_card("Test Land Altar", "Sacrifice a land: You gain 2 life.", ("Artifact",), "{1}")

LIBRARY = ["Island"] * 4
NAME = "Test Engine"


def _cost(text: str) -> dsl.Cost:
    (ability,) = compile_text(NAME, text, ("Artifact",))
    return ability.cost


def _life(d, player: str) -> int:
    return d.game.state.players[d.player(player)].life


# ---------------------------------------------------------------------------- Pay N life


@pytest.mark.parametrize(("card", "paid"), [("Test Blood Ledger", 2), ("Test Deep Ledger", 3)])
def test_119_4_the_life_is_paid_as_the_ability_is_activated(card: str, paid: int) -> None:
    """118.3, 602.2h: the life is paid on activation, before the ability resolves; then alice
    draws.  The mutation "Pay 3 life" is another tree and pays 3."""
    d = position({"alice": {"battlefield": [card], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "activates", card)
    assert _life(d, "alice") == 20 - paid and d.game.state.stack
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island"]


def test_119_4_a_player_cant_pay_more_life_than_they_have() -> None:
    """119.4: with 1 life alice can't pay 2 life: the ability isn't offered; with 2 she can (and
    goes to 0)."""
    poor = position({"alice": {"battlefield": ["Test Blood Ledger"], "library": LIBRARY, "life": 1},
                     "bob": {"library": LIBRARY}})
    assert poor.action_problem("alice", "activates", "Test Blood Ledger") is not None
    enough = position({"alice": {"battlefield": ["Test Blood Ledger"], "library": LIBRARY, "life": 2},
                       "bob": {"library": LIBRARY}})
    assert enough.action_problem("alice", "activates", "Test Blood Ledger") is None


def test_118_3_the_mutated_sacrifice_cost_offers_only_its_kind() -> None:
    """Mutation: "Sacrifice a land" for "Sacrifice a creature" is another cost, played as written:
    only the lands are offered, and only the creatures for the original."""
    assert _cost("Sacrifice a creature: You gain 2 life.") != _cost("Sacrifice a land: You gain 2 life.")
    for altar, offered in (("Test Creature Altar", ["Grizzly Bears", "Savannah Lions"]),
                           ("Test Land Altar", ["Forest", "Plains"])):
        d = position({"alice": {"battlefield": [altar, "Grizzly Bears", "Savannah Lions", "Forest", "Plains"],
                                "library": LIBRARY}, "bob": {"library": LIBRARY}})
        d.choose(next(o for o in d.game.decision.options if o.kind == "activate"
                      and d.game.chars(o.value[0]).name == altar))
        assert d.game.decision.kind == "sacrifice"
        assert sorted(o.label for o in d.game.decision.options) == offered
        d.choose(next(o for o in d.game.decision.options if o.label == offered[0]))
        d.finish_action(0)
        d.resolve(None)
        assert _life(d, "alice") == 22 and offered[0] in cards(d, "alice", "graveyard")


# ---------------------------------------------------------------------------- mutations of cost parts


@pytest.mark.parametrize(("original", "mutated", "field", "before", "after"), [
    ("Pay 2 life: Draw a card.", "Pay 3 life: Draw a card.", "life", 2, 3),
    ("Sacrifice a creature: You gain 2 life.", "Sacrifice two creatures: You gain 2 life.", "sacrifice_count", 1, 2),
    ("Sacrifice a creature: You gain 2 life.", "Sacrifice another creature: You gain 2 life.", "sacrifice",
     dsl.Filter(types=("Creature",)), dsl.Filter(types=("Creature",), other=True)),
    ("{1}, Discard a card: Draw a card.", "{1}, Discard two cards: Draw a card.", "discard", 1, 2),
    ("Remove a +1/+1 counter from Test Engine: Draw a card.", "Remove two +1/+1 counters from Test Engine: Draw a card.",
     "remove_counters", ("+1/+1", 1), ("+1/+1", 2)),
    ("Remove a +1/+1 counter from Test Engine: Draw a card.", "Remove a charge counter from Test Engine: Draw a card.",
     "remove_counters", ("+1/+1", 1), ("charge", 1)),
    ("Tap an untapped creature you control: Draw a card.", "Tap two untapped creatures you control: Draw a card.",
     "tap_untapped", (dsl.Filter(types=("Creature",)), 1), (dsl.Filter(types=("Creature",)), 2)),
    ("Tap an untapped creature you control: Draw a card.", "Tap an untapped artifact you control: Draw a card.",
     "tap_untapped", (dsl.Filter(types=("Creature",)), 1), (dsl.Filter(types=("Artifact",)), 1)),
])
def test_mutation_of_a_cost_part_is_another_cost(original: str, mutated: str, field: str, before: object,
                                                 after: object) -> None:
    """118.3, 602.1a: one word changed in a cost part changes that part only."""
    first, second = _cost(original), _cost(mutated)
    assert (getattr(first, field), getattr(second, field)) == (before, after)
    assert {k: v for k, v in vars(first).items() if k != field} == {k: v for k, v in vars(second).items() if k != field}


@pytest.mark.parametrize(("original", "mutated"), [
    ("Pay 2 life: Draw a card.", "Pay two life: Draw a card."),
    ("Pay 2 life: Draw a card.", "Pay 2 lives: Draw a card."),
    ("Sacrifice a creature: You gain 2 life.", "Sacrifice a creatures: You gain 2 life."),
    ("{1}, Discard a card: Draw a card.", "{1}, Discard a cards: Draw a card."),
    ("{1}, Discard two cards: Draw a card.", "{1}, Discard two card: Draw a card."),
    ("Remove a +1/+1 counter from Test Engine: Draw a card.", "Remove a +1/+1 counters from Test Engine: Draw a card."),
    ("Tap an untapped creature you control: Draw a card.", "Tap an untapped creatures you control: Draw a card."),
])
def test_mutations_of_cost_parts_are_refused(original: str, mutated: str) -> None:
    """A number that disagrees with its noun, or a word the cost reader doesn't know, refuses the card."""
    assert _cost(original) is not None
    with pytest.raises(UncompilableText):
        compile_text(NAME, mutated, ("Artifact",))


# ---------------------------------------------------------------------------- you may pay; doesn't untap

_MAY_PAY = "When Test Engine enters, you may pay {2}. If you do, draw a card."


@pytest.mark.parametrize(("mutated", "effects"), [
    ("When Test Engine enters, you may pay {3}. If you do, draw a card.",
     (dsl.MayPay("{3}"), dsl.IfYouDo(dsl.Draw(1), did=True))),
    ("When Test Engine enters, you may pay {2}. If you don't, draw a card.",
     (dsl.MayPay("{2}"), dsl.IfYouDo(dsl.Draw(1), did=False))),
])
def test_mutation_of_you_may_pay_is_another_tree(mutated: str, effects: tuple) -> None:
    """608.2c: the amount and "if you do / don't" are each read."""
    (original,) = compile_text(NAME, _MAY_PAY, ("Artifact",))
    (changed,) = compile_text(NAME, mutated, ("Artifact",))
    assert original.effects == (dsl.MayPay("{2}"), dsl.IfYouDo(dsl.Draw(1), did=True))
    assert changed.effects == effects


@pytest.mark.parametrize("mutated", [
    "When Test Engine enters, you may pays {2}. If you do, draw a card.",
    "When Test Engine enters, you may pay {2}. If you do, draws a card.",
])
def test_mutations_of_you_may_pay_are_refused(mutated: str) -> None:
    assert compile_text(NAME, _MAY_PAY, ("Artifact",))
    with pytest.raises(UncompilableText):
        compile_text(NAME, mutated, ("Artifact",))


@pytest.mark.parametrize("mutated", [
    "Test Engine don't untap during your untap step.",
    "Test Engine doesn't untap during your upkeep step.",
])
def test_mutations_of_doesnt_untap_are_refused(mutated: str) -> None:
    """502.3: the verb agrees with "~", and the step is the untap step."""
    (ability,) = compile_text(NAME, "Test Engine doesn't untap during your untap step.", ("Artifact",))
    assert ability.effect == dsl.DoesntUntap("self")
    with pytest.raises(UncompilableText):
        compile_text(NAME, mutated, ("Artifact",))
