"""A card's own limits on when it may be cast (601.3, 506.7): "Cast ~ only during the declare
attackers step and only if you've been attacked this step.", "... only during combat after
blockers are declared." (506.7b, 506.7f), "... before blockers are declared.", "... only during
your turn.", "... only during an opponent's turn after their upkeep step.", "Cast ~ only if
you've cast another spell this turn." """

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def timing_cards():
    with registry.scope():
        compiled_card("Test Fate", "Cast Test Fate only during the declare attackers step and only if you've been "
                      "attacked this step.\nDestroy target attacking creature.", ("Instant",))
        compiled_card("Test Curtain", "Cast this spell only during combat after blockers are declared.\nDraw a card.",
                      ("Instant",))
        compiled_card("Test Panic", "Cast Test Panic only during combat before blockers are declared.\nDraw a card.",
                      ("Instant",))
        compiled_card("Test Seedtime", "Cast this spell only during your turn.\nDraw a card.", ("Instant",))
        compiled_card("Test Reset", "Cast this spell only during an opponent's turn after their upkeep step.\nDraw a card.",
                      ("Instant",))
        compiled_card("Test Angel", "Flying\nCast Test Angel only if you've cast another spell this turn.", ("Creature",),
                      power="4", toughness="4")
        compiled_card("Test Opt", "Draw a card.", ("Instant",))
        yield


LIBRARY = ["Island"] * 6


def _bob_attacks(d, attackers=("Grizzly Bears",)) -> None:
    d.attack("bob", list(attackers))
    d.until_priority(d.player("bob"))


def _combat_position() -> object:
    return position({"active": "bob", "alice": {"hand": ["Test Fate", "Test Curtain", "Test Panic"], "library": LIBRARY},
                     "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})


def test_only_if_attacked_this_step() -> None:
    """601.3: in the declare attackers step, after bob's creature attacked alice, she may cast
    it and destroys the attacker; before attackers are declared she may not."""
    d = _combat_position()
    d.pass_to_step("beginning_of_combat")
    assert "601.3" in d.action_problem("alice", "casts", "Test Fate")
    _bob_attacks(d)
    assert d.game.state.step == "declare_attackers"
    cast(d, "alice", "Test Fate", targets=["Grizzly Bears"])
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_not_attacked_means_not_castable() -> None:
    """601.3: in the declare attackers step of a combat where nobody attacked alice (no attackers),
    it can't be cast."""
    d = _combat_position()
    d.attack("bob", [])
    assert d.action_problem("alice", "casts", "Test Fate") is not None


def test_after_and_before_blockers() -> None:
    """506.7b: "after blockers are declared" is the declare blockers step on; "before blockers
    are declared" is the beginning of combat and the declare attackers step."""
    d = _combat_position()
    d.pass_to_step("beginning_of_combat")
    assert d.action_problem("alice", "casts", "Test Panic") is None
    assert d.action_problem("alice", "casts", "Test Curtain") is not None
    _bob_attacks(d)
    d.block("alice", {})
    assert d.game.state.step == "declare_blockers"
    assert d.action_problem("alice", "casts", "Test Panic") is not None
    cast(d, "alice", "Test Curtain")
    assert len(d.game.state.players[d.player("alice")].hand) == 3


def test_after_blockers_not_in_a_combat_without_a_declare_blockers_step() -> None:
    """506.7f: with no attackers, the declare blockers step is skipped (508.8): not even in the
    end of combat step can it be cast."""
    d = _combat_position()
    d.attack("bob", [])
    d.pass_to_step("end_of_combat")
    assert d.action_problem("alice", "casts", "Test Curtain") is not None


def test_only_during_your_turn_and_after_an_opponents_upkeep() -> None:
    """601.3: "only during your turn" in alice's turn, not bob's; "during an opponent's turn after
    their upkeep step": not in bob's upkeep, yes in his draw step, never in alice's turn."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep",
                  "alice": {"hand": ["Test Seedtime", "Test Reset"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert d.action_problem("alice", "casts", "Test Seedtime") is not None
    assert d.action_problem("alice", "casts", "Test Reset") is not None
    d.pass_to_step("draw")
    cast(d, "alice", "Test Reset")
    d.pass_until(lambda: d.game.state.active == d.player("alice") and d.game.state.step == "upkeep")
    assert d.action_problem("alice", "casts", "Test Seedtime") is None


def test_only_if_another_spell_was_cast_this_turn() -> None:
    """601.3, 601.2i: the creature can be cast once its caster has cast another spell this turn
    (an opponent's spell doesn't count)."""
    d = position({"alice": {"hand": ["Test Angel", "Test Opt"], "library": LIBRARY}, "bob": {"hand": ["Test Opt"]}})
    assert d.action_problem("alice", "casts", "Test Angel") is not None
    cast(d, "alice", "Test Opt")
    cast(d, "alice", "Test Angel")
    assert "Test Angel" in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_mutations() -> None:
    """Each time reads as its own limit; times the engine doesn't know are refused."""
    assert compile_text("Test", "Cast Test only during the declare attackers step.\nDraw a card.",
                        ("Instant",))[0].effect == dsl.CastOnly("declare_attackers")
    assert compile_text("Test", "Cast Test only during combat.\nDraw a card.", ("Instant",))[0].effect == dsl.CastOnly("combat")
    for text in ("Cast Test only before the combat damage step.\nDraw a card.",
                 "Cast Test only during your turn and only during combat before blockers are declared.\nDraw a card.",
                 "Cast Test only if you've cast two other spells this turn.\nDraw a card."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Instant",))


@pytest.fixture
def ferocious_cards():
    with registry.scope():
        compiled_card("Test Ferocious", "Ferocious — If you control a creature with power 4 or greater, you may cast "
                      "Test Ferocious as though it had flash.", ("Creature",), cost="{0}", power="2", toughness="2")
        compiled_card("Test Giant", "", ("Creature",), power="4", toughness="4")
        yield


def test_flash_while_a_condition_holds(ferocious_cards) -> None:
    """601.3d: in bob's upkeep alice may cast it while she controls a creature with power 4 or
    greater; with only a 2/2 she may not."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep",
                  "alice": {"hand": ["Test Ferocious"], "battlefield": ["Grizzly Bears"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert "307.1" in d.action_problem("alice", "casts", "Test Ferocious")
    d = position({"turn": 2, "active": "bob", "step": "upkeep",
                  "alice": {"hand": ["Test Ferocious"], "battlefield": ["Test Giant"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    cast(d, "alice", "Test Ferocious")
    assert "Test Ferocious" in [d.game.chars(o).name for o in d.game.state.battlefield]
    with pytest.raises(UncompilableText):  # a condition the compiler can't read
        compile_text("Test", "As long as you control a green or blue permanent, you may cast Test as though it had "
                     "flash.", ("Creature",))
