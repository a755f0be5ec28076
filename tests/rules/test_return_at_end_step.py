"""603.7a, 610.3c: exiled cards returning at the beginning of the next end step, compiled from
Oracle text and played: "When Yorion enters, exile any number of other nonland permanents you own
and control. Return those cards to the battlefield at the beginning of the next end step." and
"Exile another target permanent. Return that card to the battlefield under its owner's control at
the beginning of the next end step."."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.scenario.driver import Driver

NOMAD = "Test Returning Nomad"
compiled_card(NOMAD, f"When {NOMAD} enters, exile any number of other nonland permanents you own and control. Return "
                     "those cards to the battlefield at the beginning of the next end step.", ("Creature",), "{1}",
              power="4", toughness="5")
WISP = "Test Returning Wisp"
compiled_card(WISP, f"When {WISP} enters, exile another target permanent. Return that card to the battlefield under "
                    "its owner's control at the beginning of the next end step.", ("Creature",), "{1}",
              power="3", toughness="1")
BEAR = "Test Returning Bear"
compiled_card(BEAR, "", ("Creature",), "{1}", power="2", toughness="2")
IDOL = "Test Returning Idol"
compiled_card(IDOL, "", ("Artifact",), "{1}")
LIBRARY = ["Plains"] * 10


def _cast_nomad(alice_battlefield: list, bob: dict | None = None, picks: tuple[str, ...] = ()) -> Driver:
    d = position({"alice": {"hand": [NOMAD], "battlefield": ["Plains", *alice_battlefield], "library": LIBRARY},
                  "bob": {"library": LIBRARY, **(bob or {})}})
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast"))
    d.finish_action(0)
    for _ in range(10):  # the spell, then its enters trigger
        if d.decision.kind == "choose":
            break
        d.choose(next(o for o in d.decision.options if o.kind == "pass"))
    return d


def _pick(d: Driver, names: tuple[str, ...]) -> list[str]:
    offered = [d.game.chars(o.value).name for o in d.decision.options if o.kind == "object"]
    for name in names:
        d.choose(next(o for o in d.decision.options if o.kind == "object" and d.game.chars(o.value).name == name))
    if d.decision.kind == "choose":  # (once every candidate is chosen, nothing is left to ask)
        d.choose(next(o for o in d.decision.options if o.kind == "done"))
    return offered


def test_603_7a_the_chosen_permanents_are_exiled_and_return_at_the_next_end_step() -> None:
    """Only alice's other nonland permanents she owns and controls are offered (not the land, not
    bob's, not the one she controls but bob owns); they return, new objects (400.7)."""
    d = _cast_nomad([BEAR, IDOL, {"card": BEAR, "counters": {"+1/+1": 2}}],
                    {"battlefield": [BEAR, {"card": IDOL, "controller": "alice"}]})
    offered = _pick(d, (BEAR, IDOL))
    assert sorted(offered) == [BEAR, BEAR, IDOL]
    d.resolve(None)
    assert sorted(cards(d, "alice", "exile")) == [BEAR, IDOL]
    d.pass_to_step("end")
    d.resolve(None)
    mine = [d.game.chars(o).name for o in d.game.state.battlefield if d.game.state.objects[o].owner == 0]
    assert sorted(mine) == sorted([BEAR, BEAR, IDOL, NOMAD, "Plains"]) and cards(d, "alice", "exile") == []


def test_400_7_a_returned_permanent_is_a_new_object_without_its_counters() -> None:
    d = _cast_nomad([{"card": BEAR, "counters": {"+1/+1": 2}}])
    _pick(d, (BEAR,))
    d.resolve(None)
    d.pass_to_step("end")
    d.resolve(None)
    bear = next(o for o in d.game.state.battlefield if d.game.chars(o).name == BEAR)
    assert d.game.state.objects[bear].counters.get("+1/+1", 0) == 0 and d.game.chars(bear).power == 2


def test_603_7a_choosing_none_exiles_nothing_and_nothing_returns() -> None:
    d = _cast_nomad([BEAR])
    _pick(d, ())
    d.resolve(None)
    d.pass_to_step("end")
    d.resolve(None)
    assert cards(d, "alice", "exile") == [] and BEAR in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_610_3c_a_targeted_permanent_returns_under_its_owners_control() -> None:
    d = position({"alice": {"hand": [WISP], "battlefield": ["Plains"], "library": LIBRARY},
                  "bob": {"battlefield": [BEAR], "library": LIBRARY}})
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast"))
    d.finish_action(0)
    d.queued[0] = [BEAR]
    d.resolve(None)
    assert cards(d, "bob", "exile") == [BEAR]
    d.pass_to_step("end")
    d.resolve(None)
    bear = next(o for o in d.game.state.battlefield if d.game.chars(o).name == BEAR)
    assert d.game.chars(bear).controller == 1


def test_the_trees() -> None:
    (ability,) = compile_text("N", "When ~ enters, exile any number of other nonland permanents you own and control. "
                                   "Return those cards to the battlefield at the beginning of the next end step.",
                              ("Creature",))
    exile, back = ability.effects
    assert isinstance(exile, dsl.ExileChosen) and exile.filter.owner == "you" and exile.filter.controller == "you"
    assert exile.filter.other and exile.filter.not_types == ("Land",)
    assert back == dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end", whose="any"),
                                            (dsl.ReturnExiledThisWay(),), remembers_exiled=True)


@pytest.mark.parametrize("text", [
    "When ~ enters, exile another target permanent. Return those cards to the battlefield at the beginning of the "
    "next end step.",
    "When ~ enters, exile any number of other nonland permanents you own and control. Return that card to the "
    "battlefield at the beginning of the next end step.",
    "When ~ enters, exile any number of other nonland permanents you own and control. Return those cards to their "
    "owners' hands at the beginning of the next end step.",
    "When ~ enters, exile any number of other nonland permanents you own and control. Return those cards to the "
    "battlefield at the beginning of your next upkeep.",
    "When ~ enters, exile another target permanent. Return that card to the battlefield under their owners' control "
    "at the beginning of the next end step.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Mutant Nomad", text, ("Creature",))
