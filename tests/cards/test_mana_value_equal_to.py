"""202.3, 122.1: "with mana value equal to the number of charge counters on ~": "{T}: You may put
a creature card with mana value equal to the number of charge counters on ~ from your hand onto
the battlefield." (Aether Vial) and "{2}, Sacrifice ~: Destroy each nonland permanent with mana
value equal to the number of charge counters on ~." (Engineered Explosives: the counters of
the sacrificed source are its last known information, 608.2h; 701.8a "destroy each").
Mutations: another counter kind, another card type, "nonland" dropped; a fixed number after
"equal to" is refused."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Vial", "At the beginning of your upkeep, you may put a charge counter on Test Vial.\n{T}: You may "
                           "put a creature card with mana value equal to the number of charge counters on Test Vial "
                           "from your hand onto the battlefield.", ("Artifact",), cost="{1}")
compiled_card("Test Explosives", "{2}, Sacrifice Test Explosives: Destroy each nonland permanent with mana value equal "
                                 "to the number of charge counters on Test Explosives.", ("Artifact",), cost="{0}")


def _vial(counters: int) -> dict:
    return {"card": "Test Vial", "counters": {"charge": counters}}


def test_only_a_creature_card_of_that_mana_value_may_be_put() -> None:
    d = position({"alice": {"battlefield": [_vial(2)], "hand": ["Grizzly Bears", "Llanowar Elves", "Shock"]}})
    d.act("alice", "activates", "Test Vial")
    d.pass_until(lambda: d.game.decision.kind in ("card", "object") or not d.game.state.stack)
    labels = sorted(o.label for o in d.game.decision.options)
    assert any("Grizzly Bears" in label for label in labels)
    assert not any("Llanowar Elves" in label or "Shock" in label for label in labels)


def test_the_chosen_creature_enters() -> None:
    d = position({"alice": {"battlefield": [_vial(1)], "hand": ["Grizzly Bears", "Llanowar Elves"]}})
    d.act("alice", "activates", "Test Vial", choices=["Llanowar Elves"])
    d.resolve(None)
    assert sorted(battlefield(d, "alice")) == ["Llanowar Elves", "Test Vial"]
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]


def test_no_card_of_that_mana_value_nothing_enters() -> None:
    d = position({"alice": {"battlefield": [_vial(3)], "hand": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test Vial")
    d.resolve(None)
    assert battlefield(d, "alice") == ["Test Vial"] and cards(d, "alice", "hand") == ["Grizzly Bears"]


def test_608_2h_explosives_uses_the_counters_it_had_when_sacrificed() -> None:
    d = position({"alice": {"battlefield": [{"card": "Test Explosives", "counters": {"charge": 1}}, "Llanowar Elves"],
                            "mana_pool": "{2}"},
                  "bob": {"battlefield": ["Grizzly Bears", "Ornithopter", "Forest"]}})
    d.act("alice", "activates", "Test Explosives")
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == ["Llanowar Elves", "Test Explosives"]
    assert sorted(battlefield(d, "bob")) == ["Forest", "Grizzly Bears", "Ornithopter"]


def test_zero_counters_destroys_mana_value_zero_nonland_permanents() -> None:
    d = position({"alice": {"battlefield": ["Test Explosives"], "mana_pool": "{2}"},
                  "bob": {"battlefield": ["Grizzly Bears", "Ornithopter", "Forest"]}})
    d.act("alice", "activates", "Test Explosives")
    d.resolve(None)
    assert sorted(battlefield(d, "bob")) == ["Forest", "Grizzly Bears"]  # 0-mana Forest survives: nonland


def _effect(text: str):
    return compile_text("Test Card", text, ("Artifact",))[-1].effects[0]


def test_trees() -> None:
    effect = _effect("{2}, Sacrifice Test Card: Destroy each nonland permanent with mana value equal to the number of "
                     "charge counters on Test Card.")
    assert effect == dsl.DestroyAll(dsl.Filter(not_types=("Land",), mana_value_is=dsl.CountersOn(dsl.Self(), "charge")))


@pytest.mark.parametrize("text, expected", [
    ("{T}: Destroy each nonland permanent with mana value equal to the number of time counters on Test Card.",
     dsl.Filter(not_types=("Land",), mana_value_is=dsl.CountersOn(dsl.Self(), "time"))),
    ("{T}: Destroy each artifact with mana value equal to the number of charge counters on Test Card.",
     dsl.Filter(types=("Artifact",), mana_value_is=dsl.CountersOn(dsl.Self(), "charge"))),
    ("{T}: Destroy each permanent with mana value equal to the number of lands you control.",
     dsl.Filter(mana_value_is=dsl.CountOf(dsl.Filter(types=("Land",), controller="you")))),
])
def test_mutations(text: str, expected: dsl.Filter) -> None:
    assert _effect(text) == dsl.DestroyAll(expected)


@pytest.mark.parametrize("text", [
    "{T}: Destroy each nonland permanent with mana value equal to 3.",
    "{T}: Destroy each nonland permanents with mana value equal to the number of charge counters on Test Card.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Artifact",))
