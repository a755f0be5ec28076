"""Alternative costs of cards from hand (118.9, 601.2b, 601.2h): "You may pay 1 life and exile a
black card from your hand rather than pay this spell's mana cost." (Contagion, Force of Will),
"You may exile two red cards from your hand ..." (Fury of the Horde), "You may discard an
Island card and another card ..." (Foil), "You may discard a Plains card ..." (Abolish); and
conditions of what opponents cast this turn (601.2i): "If an opponent cast three or more spells
this turn, you may pay {0} rather than pay this spell's mana cost." (Mindbreak Trap), "Take an
extra turn after this one if an opponent cast a blue spell this turn." (Seedtime)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.scenario.driver import ScenarioError

LIBRARY = ["Island"] * 6


@pytest.fixture(autouse=True)
def pitch_cards():
    with registry.scope():
        compiled_card("Test Will", "You may pay 1 life and exile a blue card from your hand rather than pay this spell's "
                      "mana cost.\nCounter target spell.", ("Instant",), cost="{3}{U}{U}")
        compiled_card("Test Foil", "You may discard an Island card and another card rather than pay this spell's mana "
                      "cost.\nCounter target spell.", ("Instant",), cost="{2}{U}{U}")
        compiled_card("Test Horde", "You may exile two red cards from your hand rather than pay this spell's mana cost.\n"
                      "Draw two cards.", ("Sorcery",), cost="{5}{R}{R}")
        compiled_card("Test Abolish", "You may discard a Plains card rather than pay this spell's mana cost.\n"
                      "Destroy target artifact or enchantment.", ("Instant",), cost="{1}{W}{W}")
        compiled_card("Test Mindbreak", "If an opponent cast three or more spells this turn, you may pay {0} rather than "
                      "pay this spell's mana cost.\nExile any number of target spells.", ("Instant",), cost="{2}{U}{U}")
        compiled_card("Test Seedtime", "Cast this spell only during your turn.\nTake an extra turn after this one if an "
                      "opponent cast a blue spell this turn.", ("Instant",), cost="{1}{G}")
        compiled_card("Test Blue Bit", "Draw a card.", ("Instant",), cost="{U}")
        compiled_card("Test Red Bit", "Draw a card.", ("Instant",), cost="{R}")
        compiled_card("Test Grey Bit", "Draw a card.", ("Instant",), cost="{0}")
        yield


def _methods(d, player: str, card: str) -> list[str]:
    d.until_priority(d.player(player))
    return [o.value[2] for o in d.decision.options if o.kind == "cast" and d.game.chars(o.value[0]).name == card]


def _cast_by(d, player: str, card: str, method: str, targets=(), choices=()) -> None:
    d.until_priority(d.player(player))
    option = next(o for o in d.decision.options
                  if o.kind == "cast" and o.value[2] == method and d.game.chars(o.value[0]).name == card)
    d.choose(option)
    d.queued.setdefault(d.player(player), [])[:0] = list(choices)
    d._answer_action(d.player(player), [], None, list(targets), None)


def _choice_labels(d) -> list[str]:
    return sorted(o.label for o in d.decision.options)


def test_pay_life_and_exile_a_blue_card_counters_a_spell() -> None:
    """118.9: with no land, bob pays 1 life and exiles a blue card (not a red one: only blue
    cards are offered) to counter alice's spell."""
    d = position({"alice": {"hand": ["Test Grey Bit"], "library": LIBRARY},
                  "bob": {"hand": ["Test Will", "Test Blue Bit", "Test Red Bit"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Grey Bit")
    assert _methods(d, "bob", "Test Will") == ["alternative"]
    _cast_by(d, "bob", "Test Will", "alternative", targets=["Test Grey Bit"])
    d.resolve(None)  # the only blue card is exiled: a single option is taken at once
    assert life(d, "bob") == 19 and cards(d, "bob", "exile") == ["Test Blue Bit"]
    assert cards(d, "bob", "hand") == ["Test Red Bit"] and cards(d, "alice", "graveyard") == ["Test Grey Bit"]


def test_the_spell_itself_isnt_the_card_exiled() -> None:
    """601.2a: the spell being cast is on the stack, so a hand of only itself and red cards can't
    pay: the alternative isn't offered."""
    d = position({"alice": {"hand": ["Test Grey Bit"], "library": LIBRARY},
                  "bob": {"hand": ["Test Will", "Test Red Bit"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Grey Bit")
    assert _methods(d, "bob", "Test Will") == []


def test_two_red_cards_exiled() -> None:
    """118.9: two red cards leave the hand for exile; one isn't enough."""
    d = position({"alice": {"hand": ["Test Horde", "Test Red Bit", "Test Red Bit", "Test Blue Bit"], "library": LIBRARY}})
    assert _methods(d, "alice", "Test Horde") == ["alternative"]
    _cast_by(d, "alice", "Test Horde", "alternative", choices=["Test Red Bit", "Test Red Bit"])
    d.resolve(None)
    assert cards(d, "alice", "exile") == ["Test Red Bit", "Test Red Bit"]
    assert sorted(cards(d, "alice", "hand")) == ["Island", "Island", "Test Blue Bit"]
    d = position({"alice": {"hand": ["Test Horde", "Test Red Bit", "Test Blue Bit"], "library": LIBRARY}})
    assert _methods(d, "alice", "Test Horde") == []


def test_discard_an_island_and_another_card() -> None:
    """118.9: the first card discarded must be an Island card, the second any other card."""
    d = position({"alice": {"hand": ["Test Grey Bit"], "library": LIBRARY},
                  "bob": {"hand": ["Test Foil", "Island", "Test Red Bit"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Grey Bit")
    assert _methods(d, "bob", "Test Foil") == ["alternative"]
    _cast_by(d, "bob", "Test Foil", "alternative", targets=["Test Grey Bit"])
    d.resolve(None)
    assert sorted(cards(d, "bob", "graveyard")) == ["Island", "Test Foil", "Test Red Bit"]
    assert cards(d, "alice", "graveyard") == ["Test Grey Bit"]


def test_foil_asks_the_island_first_then_any_other_card() -> None:
    """With two Islands and a red card: the first discard offers the Islands only, the second
    the other Island and the red card."""
    d = position({"alice": {"hand": ["Test Grey Bit"], "library": LIBRARY},
                  "bob": {"hand": ["Test Foil", "Island", "Island", "Test Red Bit"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Grey Bit")
    _cast_by(d, "bob", "Test Foil", "alternative", targets=["Test Grey Bit"], choices=["Island", "Test Red Bit"])
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Island"] and cards(d, "alice", "graveyard") == ["Test Grey Bit"]
    d = position({"alice": {"hand": ["Test Grey Bit"], "library": LIBRARY},
                  "bob": {"hand": ["Test Foil", "Island", "Island", "Test Red Bit"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Grey Bit")
    with pytest.raises(ScenarioError):  # the first card must be an Island card
        _cast_by(d, "bob", "Test Foil", "alternative", targets=["Test Grey Bit"], choices=["Test Red Bit", "Island"])


def test_foil_needs_an_island_and_a_second_card() -> None:
    """An Island alone, or two cards without an Island, can't pay it."""
    for hand in (["Test Foil", "Island"], ["Test Foil", "Test Red Bit", "Test Blue Bit"]):
        d = position({"alice": {"hand": ["Test Grey Bit"], "library": LIBRARY},
                      "bob": {"hand": hand, "library": LIBRARY}})
        d.act("alice", "casts", "Test Grey Bit")
        assert _methods(d, "bob", "Test Foil") == []


def test_discard_a_plains_card() -> None:
    """118.9: a Plains card discarded destroys the artifact; a Plains on the battlefield doesn't count."""
    d = position({"alice": {"hand": ["Test Abolish", "Plains"], "library": LIBRARY},
                  "bob": {"battlefield": ["Ornithopter"]}})
    _cast_by(d, "alice", "Test Abolish", "alternative", targets=["Ornithopter"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == ["Plains", "Test Abolish"] and cards(d, "bob", "graveyard") == ["Ornithopter"]
    d = position({"alice": {"hand": ["Test Abolish"], "battlefield": ["Plains"], "library": LIBRARY},
                  "bob": {"battlefield": ["Ornithopter"]}})
    assert _methods(d, "alice", "Test Abolish") == []


def test_mindbreak_trap_after_three_spells_by_one_opponent() -> None:
    """601.2i: three spells cast by bob this turn (resolved or not) let alice pay {0}; she exiles
    two of them from the stack (not countered: exiled)."""
    d = position({"active": "bob", "step": "main1", "alice": {"hand": ["Test Mindbreak"], "library": LIBRARY},
                  "bob": {"hand": ["Test Grey Bit"] * 3, "library": LIBRARY}})
    d.act("bob", "casts", "Test Grey Bit")
    d.resolve(None)
    assert _methods(d, "alice", "Test Mindbreak") == []
    d.act("bob", "casts", "Test Grey Bit")
    d.act("bob", "casts", "Test Grey Bit")
    assert _methods(d, "alice", "Test Mindbreak") == ["alternative"]
    stack = [item.obj for item in d.game.state.stack]
    d.until_priority(d.player("alice"))
    option = next(o for o in d.decision.options if o.kind == "cast" and o.value[2] == "alternative")
    d.choose(option)
    for oid in stack:  # the two still on the stack
        d.choose(next(o for o in d.decision.options if o.value == ("obj", oid)))
    if d.decision.kind == "target":  # none left to choose: done
        d.choose(next(o for o in d.decision.options if o.kind == "done"))
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Test Grey Bit", "Test Grey Bit"]
    assert cards(d, "bob", "graveyard") == ["Test Grey Bit"] and cards(d, "alice", "graveyard") == ["Test Mindbreak"]


def test_spells_by_two_opponents_arent_added() -> None:
    """"An opponent cast three or more spells": one opponent's count; alice's own spells don't
    count either."""
    d = position({"active": "bob", "step": "main1", "alice": {"hand": ["Test Mindbreak", "Test Grey Bit", "Test Grey Bit"],
                                                             "library": LIBRARY},
                  "bob": {"hand": ["Test Grey Bit"], "library": LIBRARY}})
    d.act("bob", "casts", "Test Grey Bit")
    d.resolve(None)
    for _ in range(2):
        d.act("alice", "casts", "Test Grey Bit")
        d.resolve(None)
    assert _methods(d, "alice", "Test Mindbreak") == []


def test_seedtime_after_an_opponents_blue_spell() -> None:
    """Seedtime: bob cast a blue spell this turn (in alice's turn), so alice takes an extra turn;
    without it (a red spell), she doesn't."""
    for bit, extra in (("Test Blue Bit", True), ("Test Red Bit", False)):
        d = position({"alice": {"hand": ["Test Seedtime"], "battlefield": ["Forest", "Forest"], "library": LIBRARY},
                      "bob": {"hand": [bit], "battlefield": ["Island", "Mountain"], "library": LIBRARY}})
        d.act("alice", "casts", "Test Seedtime")
        d.act("bob", "casts", bit)
        d.resolve(None)
        turn = d.game.state.turn
        d.pass_until(lambda turn=turn, d=d: d.game.state.turn == turn + 1)
        assert (d.game.state.active == d.player("alice")) == extra


def test_seedtime_counts_a_blue_spell_cast_before_it() -> None:
    """The spell cast earlier this turn and already resolved counts (601.2i); a spell of alice's
    own doesn't."""
    d = position({"alice": {"hand": ["Test Seedtime", "Test Blue Bit"], "battlefield": ["Forest", "Forest", "Island"],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", "Test Blue Bit")
    d.resolve(None)
    d.act("alice", "casts", "Test Seedtime")
    d.resolve(None)
    turn = d.game.state.turn
    d.pass_until(lambda: d.game.state.turn == turn + 1)
    assert d.game.state.active == d.player("bob")


def test_readings() -> None:
    """The trees these lines compile to."""
    cost = compile_text("Test", "You may pay 1 life and exile a black card from your hand rather than pay this spell's "
                        "mana cost.\nDraw a card.", ("Instant",))[0].effect.cost
    assert cost == dsl.Cost(life=1, exile_from_hand=(dsl.Filter(colors=("B",)), 1))
    cost = compile_text("Test", "You may discard an Island card and another card rather than pay this spell's mana "
                        "cost.\nDraw a card.", ("Instant",))[0].effect.cost
    assert cost == dsl.Cost(discard=1, discard_filter=dsl.Filter(subtypes=("Island",)), discard_also=1)
    condition = compile_text("Test", "If an opponent cast three or more spells this turn, you may pay {0} rather than "
                             "pay this spell's mana cost.\nDraw a card.", ("Instant",))[0].effect.condition
    assert condition == dsl.OpponentCastThisTurn(3)


@pytest.mark.parametrize("text", [
    "You may pay 1 life and exile a black card from your hand and pay 2 life rather than pay this spell's mana cost.",
    "You may exile a black card from your graveyard or hand rather than pay this spell's mana cost.",
    "You may exile two black card from your hand rather than pay this spell's mana cost.",
    "You may discard an Island card and another creature rather than pay this spell's mana cost.",
    "You may discard a card card rather than pay this spell's mana cost.",
    "If an opponent cast one or more spells this turn, you may pay {0} rather than pay this spell's mana cost.",
    "If an opponent cast a spell last turn, you may pay {0} rather than pay this spell's mana cost.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text + "\nDraw a card.", ("Instant",))


def test_trailing_condition_only_of_what_was_cast() -> None:
    """A trailing "if" is read only for conditions of its own family."""
    with pytest.raises(UncompilableText):
        compile_text("Test", "Take an extra turn after this one if an opponent cast a blue spell this game.", ("Instant",))
