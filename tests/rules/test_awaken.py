"""Awaken (702.113) compiled from Oracle text and played through the engine: "Awaken N—[cost]"
means "You may pay [cost] rather than pay this spell's mana cost as you cast this spell" and "If
this spell's awaken cost was paid, put N +1/+1 counters on target land you control.  That land
becomes a 0/0 Elemental creature with haste.  It's still a land." """

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

DISCOVERY = "Test Coastal Discovery"
compiled_card(DISCOVERY, "Draw two cards.\nAwaken 4—{5}{U} (If you cast this spell for {5}{U}, also put four +1/+1 "
              "counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a "
              "land.)", ("Sorcery",), "{3}{U}", colors=("U",))
LIBRARY = ["Plains"] * 8


def _cast(d, method: str) -> None:
    d.until_priority(0)
    label = f"cast {DISCOVERY}" + (f" ({method})" if method else "")
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.label == label))


def _position(**bob):
    return position({"alice": {"hand": [DISCOVERY], "battlefield": ["Island"] * 5 + [{"card": "Forest", "as": "home"}],
                               "library": LIBRARY},
                     "bob": {"library": LIBRARY, **bob}})


def test_702_113a_cast_for_its_awaken_cost_the_land_becomes_a_creature() -> None:
    """702.113a: cast for {5}{U}, alice draws two and her Forest gets four +1/+1 counters and
    becomes a 0/0 Elemental creature with haste that's still a land: a 4/4."""
    d = _position()
    _cast(d, "awaken")
    d.queued[0] = ["home"]
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 2
    forest = d.object("home")
    chars = d.game.chars(forest)
    assert chars.types == frozenset({"Land", "Creature"}) and chars.subtypes == frozenset({"Forest", "Elemental"})
    assert (chars.power, chars.toughness) == (4, 4) and chars.has("haste")
    assert [e for e in d.game.log if e["type"] == "payment"][-1]["amount"] == 6


def test_702_113a_the_land_stays_a_creature() -> None:
    """702.113a: the effect has no duration: in bob's turn the land is still a 4/4 creature."""
    d = _position()
    _cast(d, "awaken")
    d.queued[0] = ["home"]
    d.resolve(None)
    d.pass_to_step("upkeep", player=1)
    chars = d.game.chars(d.object("home"))
    assert "Creature" in chars.types and (chars.power, chars.toughness) == (4, 4)


def test_702_113b_cast_normally_it_has_no_land_target() -> None:
    """702.113b: cast for its mana cost, the spell is cast as if it didn't have that target:
    nothing is awakened."""
    d = _position()
    _cast(d, "")
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 2
    assert not [o for o in d.game.state.battlefield if "Creature" in d.game.chars(o).types]


def test_702_113a_only_a_land_you_control_may_be_targeted() -> None:
    """702.113a: "target land you control": bob's Mountain isn't offered."""
    d = _position(battlefield=["Mountain"])
    _cast(d, "awaken")
    d.pass_until(lambda: d.game.decision.kind == "target")
    offered = {o.label for o in d.game.decision.options}
    assert not any("Mountain" in label for label in offered) and any("Forest" in label for label in offered)


@pytest.mark.parametrize(("text", "types"), [("Awaken 4", ("Sorcery",)), ("Awaken—{5}{U}", ("Sorcery",)),
                                               ("Awaken 2—{X}{U}", ("Sorcery",)), ("Awaken 2—{3}{U}", ("Creature",))])
def test_awaken_mutations_are_refused(text: str, types: tuple) -> None:
    """Mutations: awaken needs N and a mana cost without X, on an instant or sorcery."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, types)
