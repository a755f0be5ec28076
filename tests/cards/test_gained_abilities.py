"""Abilities in quotes a permanent gains from a resolved ability (613.1f, 113.1b-c, 611.2a: no
duration), and searching by mana cost (202.1): Urza's Saga, a Saga land (714) whose chapter I and
II give it "{T}: Add {C}." and "{2}, {T}: Create a 0/0 colorless Construct artifact creature token
with 'This creature gets +1/+1 for each artifact you control.'", and whose chapter III searches
for an artifact card with mana cost {0} or {1}; sacrificed after chapter III (714.4)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text
from manastack.engine.game import Game

SAGA = ("(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
        "I — ~ gains \"{T}: Add {C}.\"\n"
        "II — ~ gains \"{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This creature gets "
        "+1/+1 for each artifact you control.'\"\n"
        "III — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, "
        "then shuffle.")


def _saga_record(text: str) -> CardRecord:
    face = FaceRecord("Test Urza Saga", None, "Enchantment Land — Urza's Saga", (), ("Enchantment", "Land"),
                      ("Urza's", "Saga"), (), None, None, None, text.replace("~", "Test Urza Saga"))
    return CardRecord("Test Urza Saga", "saga", (face,))


@pytest.fixture(autouse=True)
def saga_cards():
    with registry.scope():
        registry.register(compile_record(_saga_record(SAGA)))
        for name, cost in (("Test Relic", "{0}"), ("Test Trinket", "{1}"), ("Test Idol", "{U}"), ("Test Engine", "{X}")):
            compiled_card(name, "", ("Artifact",), cost=cost)
        yield


def _texts(d, oid: int) -> list[str]:
    return [a.text for a in d.game.chars(oid).abilities]


def _saga(library: list[str]):
    d = position({"alice": {"hand": ["Test Urza Saga"], "battlefield": ["Island", "Island"],
                            "library": library + ["Island"] * 6},
                  "bob": {"library": ["Island"] * 6}})
    d.act("alice", "plays", "Test Urza Saga")
    d.resolve(None)
    return d, d.object("Test Urza Saga")


def _next_main(d) -> None:
    d.pass_to_step("main1", d.player("alice"), turn=d.game.state.turn + 2)
    d.resolve(None)


def test_chapter_one_gives_the_land_a_mana_ability_that_lasts() -> None:
    """714.3a, 714.2b: it enters with a lore counter and chapter I resolves; 611.2a: the gained
    ability has no duration: it still has it turns later, after chapter II."""
    d, saga = _saga([])
    assert _texts(d, saga)[-1:] == ["{T}: Add {C}."]
    assert any(a.mana for a in d.game.chars(saga).abilities if isinstance(a, dsl.Activated))
    _next_main(d)
    assert d.game.state.objects[saga].counters["lore"] == 2
    assert "{T}: Add {C}." in _texts(d, saga)
    again = Game.from_json(d.game.to_json())  # the gained abilities' references survive a saved game
    assert [a.text for a in again.chars(saga).abilities] == _texts(d, saga)


def test_chapter_two_makes_constructs_that_count_artifacts() -> None:
    """613.1f: the second gained ability creates a 0/0 Construct whose own static ability counts
    the artifacts you control (itself included, 613.4c)."""
    d, saga = _saga(["Test Relic"])
    _next_main(d)
    d.act("alice", "activates", "Test Urza Saga", ability=2)
    d.resolve(None)
    construct = next(o for o in d.game.state.battlefield if "Construct" in d.game.chars(o).subtypes)
    assert (d.game.chars(construct).power, d.game.chars(construct).toughness) == (1, 1)


def test_chapter_three_finds_a_card_by_its_mana_cost_then_the_saga_is_sacrificed() -> None:
    """202.1 (the card's rulings): only mana cost {0} or {1}: not {U} (mana value 1) nor {X};
    714.4: after chapter III has left the stack the Saga is sacrificed."""
    d, saga = _saga(["Test Idol", "Test Engine", "Test Trinket"])
    _next_main(d)
    d.pass_to_step("main1", d.player("alice"), turn=d.game.state.turn + 2)
    d.pass_until(lambda: d.game.decision.kind == "search")
    assert [o.label for o in d.game.decision.options] == ["Test Trinket", "find nothing"]
    d.choose(d.game.decision.options[0])
    d.resolve(None)
    assert "Test Trinket" in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "Test Urza Saga" in cards(d, "alice", "graveyard")


def test_mutations_are_refused_or_compile_differently() -> None:
    """Mutation: a gained static ability in quotes, a group gaining, or a duration said twice are
    refused; a target gaining is another tree; "until end of turn" gives the gain a duration;
    a mana cost isn't a mana value."""
    base = dict(subtypes=("Saga",))
    for text in ('I — ~ gains "Creatures you control get +1/+1."',
                 'I — Each land you control gains "{T}: Add {C}."',
                 'I — Until end of turn, ~ gains "{T}: Add {C}." until end of turn'):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",), **base)
    target = compile_text("Test", 'I — Target land gains "{T}: Add {C}."', ("Enchantment",), **base)[0].effects[0]
    assert target.what == dsl.Target(0) and target.duration == "permanent"
    lasting = compile_text("Test", 'I — ~ gains "{T}: Add {C}."', ("Enchantment",), **base)[0].effects[0]
    brief = compile_text("Test", 'I — ~ gains "{T}: Add {C}." until end of turn', ("Enchantment",), **base)[0].effects[0]
    assert (lasting.duration, brief.duration) == ("permanent", "end_of_turn")
    search = compile_text("Test", "I — Search your library for an artifact card with mana cost {0} or {1}, put it "
                          "onto the battlefield, then shuffle.", ("Enchantment",), **base)[0].effects[0]
    assert search.filter.mana_cost_in == ("{0}", "{1}") and search.filter.mana_value_le is None


# ------------------------------------------------------------------ "target creature gains "..." until end of turn"


@pytest.fixture
def helix_cards():
    with registry.scope():
        compiled_card("Test Helix", 'Until end of turn, target creature gains "{T}: Return target nonland permanent to '
                      'its owner\'s hand."', ("Instant",), cost="{U}")
        compiled_card("Test Rebirth", 'Until end of turn, target creature gains "When this creature dies, return it to '
                      'its owner\'s hand."', ("Instant",), cost="{G}")
        yield


@pytest.mark.usefixtures("helix_cards")
def test_a_target_creature_gains_an_activated_ability_until_end_of_turn() -> None:
    """613.1f: the creature has the quoted ability (113.1b: "this creature" is it) and uses it;
    514.2: the ability is gone after the turn."""
    d = position({"alice": {"hand": ["Test Helix"], "battlefield": ["Grizzly Bears", "Island"],
                            "library": ["Island"] * 3},
                  "bob": {"battlefield": ["Test Relic"], "library": ["Island"] * 3}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Test Helix", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "activates", "Grizzly Bears", targets=["Test Relic"])
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Test Relic"]
    d.pass_to_step("upkeep", d.player("bob"))
    assert not [a for a in d.game.chars(bears).abilities if isinstance(a, dsl.Activated)]


@pytest.mark.usefixtures("helix_cards")
def test_a_gained_dies_trigger_looks_back_in_time() -> None:
    """603.10a: a leaves-the-battlefield ability the creature had just before it died triggers."""
    d = position({"alice": {"hand": ["Test Rebirth"], "battlefield": ["Grizzly Bears", "Forest"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Test Rebirth", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
