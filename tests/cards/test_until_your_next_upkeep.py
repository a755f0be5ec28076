"""611.2a, 702.14: "At the beginning of your upkeep, target non-Wall creature an opponent controls
gains forestwalk until your next upkeep." (Erhnam Djinn): the granted ability lasts through the
opponent's turn and ends as its controller's next upkeep begins.  Mutations: "until end of turn"
is another duration; a Wall can't be targeted; "gain" with a singular subject is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_DJINN = ("At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until your "
          "next upkeep.")
compiled_card("Test Djinn", _DJINN, ("Creature",), cost="{3}{G}", power="4", toughness="5")
compiled_card("Test Djinn Wall", "Defender", ("Creature",), cost="{1}", power="0", toughness="4", subtypes=("Wall",))

_LIBRARY = ["Island"] * 8


def _at_alices_upkeep_trigger():
    d = position({"step": "untap", "alice": {"battlefield": ["Test Djinn"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY}})
    d.pass_until(lambda: bool(d.game.state.stack), limit=50)
    return d


def test_611_2a_forestwalk_lasts_through_the_opponents_turn() -> None:
    d = _at_alices_upkeep_trigger()  # the only legal target is chosen by itself (603.3d)
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    assert d.game.chars(bears).has("forestwalk")
    d.pass_to_step("end", d.player("bob"))
    assert d.game.chars(bears).has("forestwalk")  # still on bob's turn
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 1)
    assert not d.game.chars(bears).has("forestwalk")  # ended as alice's upkeep began


def test_a_wall_cant_be_targeted() -> None:
    d = position({"step": "untap", "alice": {"battlefield": ["Test Djinn"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Test Djinn Wall"], "library": _LIBRARY}})
    d.pass_until(lambda: d.game.state.step == "draw", limit=50)
    assert not d.game.chars(d.object("Test Djinn Wall")).has("forestwalk")
    assert any(e["type"] == "trigger_removed" for e in d.game.log)  # 603.3d: no legal target


def test_the_tree() -> None:
    (ability,) = compile_text("Test Djinn", _DJINN, ("Creature",))
    assert ability.effects == (dsl.ModifyPT(0, 0, dsl.Target(0), keywords=("forestwalk",), duration="your_next_upkeep"),)
    assert ability.targets[0].filter == dsl.Filter(types=("Creature",), not_subtypes=("Wall",), controller="opponent")


def test_mutation_until_end_of_turn() -> None:
    (ability,) = compile_text("Test Djinn", _DJINN.replace("until your next upkeep", "until end of turn"), ("Creature",))
    assert ability.effects[0].duration == "end_of_turn"


@pytest.mark.parametrize("text", [_DJINN.replace("gains forestwalk", "gain forestwalk"),
                                  _DJINN.replace("forestwalk", "forest walking")])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Djinn", text, ("Creature",))
