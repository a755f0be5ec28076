"""115.7a: "Change the target of target spell with a single target", compiled from Oracle text and
played: the target changes to another target legal for that spell (its controller's point of
view), chosen by the effect's controller; a spell with two targets can't be targeted (the filter
"with a single target"); with no other legal target the target stays.  Mutations: "target
creature with a single target" (not a spell) or a missing "with a single target" is refused; "target
instant spell" narrows the filter."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction
from manastack.engine.game import Game

compiled_card("Test Deflection", "Change the target of target spell with a single target.", ("Instant",))
compiled_card("Test Fork Shot", "Test Fork Shot deals 1 damage to target creature and 1 damage to target player.",
              ("Instant",))


def test_115_7a_the_shock_is_redirected_to_its_caster() -> None:
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {"hand": ["Test Deflection"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("bob", "casts", "Test Deflection", targets=["Shock"])
    d.resolve(1)  # Deflection: the only other legal target of the Shock is alice
    shock_item = d.game.state.stack[0]
    assert shock_item.targets == [[["player", 0]]]
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    d.resolve(None)
    assert (life(d, "alice"), life(d, "bob")) == (18, 20)


def test_115_7a_a_creature_chosen_as_the_new_target() -> None:
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain", "Grizzly Bears"]},
                  "bob": {"hand": ["Test Deflection"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("bob", "casts", "Test Deflection", targets=["Shock"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "target")
    assert sorted(o.label for o in d.decision.options) == ["Grizzly Bears (alice's)", "alice"]
    d.choose(next(o for o in d.decision.options if o.label.startswith("Grizzly Bears")))
    d.resolve(None)
    assert life(d, "bob") == 20
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_115_7_a_spell_with_two_targets_isnt_a_legal_target() -> None:
    d = position({"alice": {"hand": ["Test Fork Shot"], "battlefield": ["Grizzly Bears"]},
                  "bob": {"hand": ["Test Deflection"]}})
    d.act("alice", "casts", "Test Fork Shot", targets=["Grizzly Bears", "bob"])
    with pytest.raises(IllegalAction):
        d.act("bob", "casts", "Test Deflection", targets=["Test Fork Shot"])


@pytest.mark.parametrize("text", [
    "Change the target of target creature with a single target.",
    "Change the target of target spell.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_mutations_change_the_tree() -> None:
    (instant,) = compile_text("Test Card", "Change the target of target instant spell with a single target.",
                              ("Instant",))
    assert instant.effects == (dsl.ChangeTarget(dsl.Target(0)),)
    assert instant.targets[0].filter == dsl.Filter(types=("Instant",), single_target=True)
