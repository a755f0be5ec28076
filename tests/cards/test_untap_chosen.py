""""Untap up to four lands." (Rewind), "Untap up to four lands you control." (Wrath of Leknif):
the controller chooses up to that many tapped permanents that match as it resolves (not
targeted), one at a time, and they untap (701.26b).  Mutations close the family."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Leknif", "Destroy all creatures. They can't be regenerated. Untap up to two lands you control.",
              ("Sorcery",))
compiled_card("Test Snap", "Untap up to two lands.", ("Instant",))


def _untap(d, *names: str) -> None:
    for name in names:
        d.pass_until(lambda: d.game.decision.kind == "untap")
        d.choose(next(o for o in d.game.decision.options if o.label == f"untap {name}"))


def test_701_26b_up_to_two_of_your_lands_untap() -> None:
    d = position({"alice": {"hand": ["Test Leknif"], "battlefield": ["Grizzly Bears", {"card": "Forest", "tapped": True},
                                                                      {"card": "Island", "tapped": True},
                                                                      {"card": "Swamp", "tapped": True}]},
                  "bob": {"battlefield": ["Savannah Lions", {"card": "Mountain", "tapped": True}]}})
    d.act("alice", "casts", "Test Leknif")
    d.pass_until(lambda: d.game.decision.kind == "untap")
    labels = sorted(o.label for o in d.game.decision.options)
    assert labels == ["untap Forest", "untap Island", "untap Swamp", "untap no more"]  # yours only
    _untap(d, "Forest", "Swamp")
    d.resolve(None)
    tapped = {d.game.chars(o).name: d.game.state.objects[o].tapped for o in d.game.state.battlefield}
    assert tapped == {"Forest": False, "Island": True, "Swamp": False, "Mountain": True}


def test_any_lands_and_stopping_early() -> None:
    d = position({"alice": {"hand": ["Test Snap"], "battlefield": [{"card": "Forest", "tapped": True}]},
                  "bob": {"battlefield": [{"card": "Mountain", "tapped": True}]}})
    d.act("alice", "casts", "Test Snap")
    d.pass_until(lambda: d.game.decision.kind == "untap")
    assert sorted(o.label for o in d.game.decision.options) == ["untap Forest", "untap Mountain", "untap no more"]
    d.choose(next(o for o in d.game.decision.options if o.label == "untap Mountain"))
    d.pass_until(lambda: d.game.decision.kind == "untap")
    d.choose(next(o for o in d.game.decision.options if o.kind == "done"))
    d.resolve(None)
    assert [d.game.state.objects[o].tapped for o in d.game.state.battlefield] == [True, False]


@pytest.mark.parametrize("text, effect", [
    ("Untap up to four lands.", dsl.UntapChosen(dsl.Filter(types=("Land",)), 4)),
    ("Untap up to two lands you control.", dsl.UntapChosen(dsl.Filter(types=("Land",), controller="you"), 2)),
    ("You untap up to six lands.", dsl.UntapChosen(dsl.Filter(types=("Land",)), 6)),
])
def test_each_wording_compiles_to_its_tree(text: str, effect: object) -> None:
    (spell,) = compile_text("Test Card", text, ("Instant",))
    assert spell.effects == (effect,)


@pytest.mark.parametrize("text", ["Untap up to two land.", "Untap up to one lands.", "Untap up to two land cards."])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
