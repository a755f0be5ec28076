"""608.2c: "If you do, EFFECT" / "If you don't, EFFECT" (and "If they do" after another player's
optional payment) read by one production, `grammar.if_you_do`: the condition is an `ir.Condition`
of the closed list `ir.DID_CONDITIONS`, lowered by `lowering.did` to whether the effect happens
when the action was taken, and `pipeline.if_you_do` is the front door of every reader (effects.py,
delayed triggers, library searches, kinship, sacrifices, copies, life payments).  Mutations: "do"
for "don't" gives the other tree, which plays as written; a word outside the list is refused
naming it; "they" where "you" was offered the action is refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir, lowering, pipeline
from manastack.cards.oracle.lowering import Unsupported


def _pay_then(name: str, did: str) -> str:
    return f"When {name} enters the battlefield, you may pay {{1}}. If {did}, draw a card."


compiled_card("Test Scribe", _pay_then("Test Scribe", "you don't"), ("Creature",), power="1", toughness="1")
LIBRARY = ["Forest", "Island", "Swamp"]


@pytest.mark.parametrize("phrase", sorted(ir.DID_CONDITIONS))
def test_each_condition_reads_back_as_its_text(phrase: str) -> None:
    found = grammar.parse(grammar.did_condition, phrase.capitalize())
    assert found == ir.Condition(phrase)
    assert grammar.parse(grammar.did_condition, found.text()) == found


@pytest.mark.parametrize(("sentence", "who", "expected"), [
    ("If you do, draw a card", "you", (True, "draw a card")),
    ("If you don't, you lose the game", "you", (False, "you lose the game")),
    ("if they do, they draw a card", "they", (True, "they draw a card")),
    ("If they don't, ~ deals 2 damage to them", "they", (False, "~ deals 2 damage to them")),
    ("Draw a card", "you", None),
    ("If it was kicked, draw a card", "you", None),
])
def test_the_front_door_gives_whether_the_effect_happens_and_its_text(sentence: str, who: str, expected) -> None:
    assert pipeline.if_you_do(sentence, who) == expected


@pytest.mark.parametrize(("sentence", "word"), [
    ("If you did, draw a card", '"did"'),
    ("If we do, draw a card", '"we"'),
    ("If you do draw a card", '"draw"'),  # the comma after the condition
])
def test_a_word_outside_the_list_is_refused_by_name(sentence: str, word: str) -> None:
    with pytest.raises(grammar.Refused) as refused:
        grammar.parse(grammar.if_you_do, sentence)
    assert refused.value.word == word


def test_another_player_than_the_one_offered_the_action_is_refused() -> None:
    with pytest.raises(Unsupported) as refused:
        pipeline.if_you_do("If they do, draw a card", "you")
    assert refused.value.word == "if they do"
    with pytest.raises(Unsupported):
        lowering.did(ir.Condition("if it was kicked"), "you")


@pytest.mark.parametrize("text", [
    _pay_then("Test", "you did"),
    _pay_then("Test", "they do"),
    "You may draw a card. If you do, you may discard a card.",
    "Draw a card. If you do, discard a card.",  # no optional action to check (608.2c)
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",) if "enters" in text else ("Sorcery",))


@pytest.mark.parametrize("did", ["you do", "they don't"])
def test_the_pay_life_entering_line_needs_if_you_dont(did: str) -> None:
    """614.12: "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (the land enters
    tapped only when the life isn't paid); "if you do" or "if they don't" there is refused."""
    (line,) = compile_text("Test", "As Test enters, you may pay 2 life. If you don't, it enters tapped.", ("Land",))
    assert line.effect == dsl.EntersTapped(unless_pay_life=2)
    with pytest.raises(UncompilableText):
        compile_text("Test", f"As Test enters, you may pay 2 life. If {did}, it enters tapped.", ("Land",))


def test_do_and_dont_give_the_two_trees() -> None:
    (do,) = compile_text("Test", _pay_then("Test", "you do"), ("Creature",))
    (dont,) = compile_text("Test", _pay_then("Test", "you don't"), ("Creature",))
    assert do.effects == (dsl.MayPay("{1}"), dsl.IfYouDo(dsl.Draw(1), True))
    assert dont.effects == (dsl.MayPay("{1}"), dsl.IfYouDo(dsl.Draw(1), False))


@pytest.mark.parametrize(("answer", "drawn"), [("pay", []), ("decline", ["Forest"])])
def test_608_2c_if_you_dont_happens_only_when_the_payment_is_declined(answer: str, drawn: list) -> None:
    d = position({"alice": {"hand": ["Test Scribe"], "battlefield": ["Island"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Scribe")
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    d.choose(next(o for o in d.game.decision.options if o.kind == answer))
    d.resolve(None)
    assert cards(d, "alice", "hand") == drawn
