"""609.7a-b, 615.1: prevention from a source of your choice, compiled from Oracle text and played:
"The next time a red source of your choice would deal damage to you this turn, prevent that
damage" (the source chosen as the effect is created: a permanent or a spell on the stack with
the quality; the shield is used up by the damage it prevents), "Prevent all damage a source of
your choice would deal to you this turn" (every time, this turn).  Mutations: a quality the
compiler doesn't know or a group of recipients is refused; "next time" and "all" give different
trees."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Red Circle", "The next time a red source of your choice would deal damage to you this turn, "
              "prevent that damage.", ("Instant",))
compiled_card("Test Guard", "Prevent all damage a source of your choice would deal to you this turn.", ("Instant",))


def _choose_source(d, name: str) -> None:
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "source")
    d.choose(next(o for o in d.decision.options if o.label == name))


def test_609_7a_the_next_time_a_red_spell_would_deal_damage_to_you() -> None:
    """Bob answers a Shock with the Circle and chooses the Shock: no damage; the next Shock hits.
    The green Bears aren't offered as a red source."""
    d = position({"alice": {"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
                  "bob": {"hand": ["Test Red Circle"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("bob", "casts", "Test Red Circle")
    shock = d.game.state.stack[0].obj
    d.resolve(1)  # the only red source is the Shock (lands are colorless, the Bears green): chosen
    assert [e.params["source"] for e in d.game.state.effects] == [shock]
    d.resolve(None)
    assert life(d, "bob") == 20
    assert not d.game.state.effects  # used up
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 18


def test_609_7a_all_damage_from_the_chosen_creature_this_turn() -> None:
    """Bob chooses the attacking Bears: their combat damage is prevented, the Lions' isn't."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]},
                  "bob": {"hand": ["Test Guard"]}})
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    d.act("bob", "casts", "Test Guard")
    _choose_source(d, "Grizzly Bears")
    d.resolve(None)
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 18


@pytest.mark.parametrize("text", [
    "The next time a mauve source of your choice would deal damage to you this turn, prevent that damage.",
    "The next time a red source of your choice would deal damage to creatures you control this turn, prevent that "
    "damage.",
    "The next time a red source of your choice would deal damage to you, prevent that damage.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_mutations_change_the_tree() -> None:
    (next_time,) = compile_text("Test Card", "The next time a red source of your choice would deal damage to you this "
                                "turn, prevent that damage.", ("Instant",))
    (blue,) = compile_text("Test Card", "The next time a blue source of your choice would deal damage to you this "
                           "turn, prevent that damage.", ("Instant",))
    (all_damage,) = compile_text("Test Card", "Prevent all damage a red source of your choice would deal to you this "
                                 "turn.", ("Instant",))
    assert next_time.effects == (dsl.PreventFromChosenSource(dsl.You(), ("R",)),)
    assert blue.effects == (dsl.PreventFromChosenSource(dsl.You(), ("U",)),)
    assert all_damage.effects == (dsl.PreventFromChosenSource(dsl.You(), ("R",), next_only=False),)
