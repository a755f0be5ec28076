"""Conjure (Alchemy): "conjure four cards named Lightning Bolt into your library, then shuffle"
(Toralf's Disciple), "conjure a card named ~ into your hand", "conjure a card named X onto the
battlefield": new cards (not tokens, 111.1) owned by the controller; onto the battlefield they
enter as permanents do (614.1c replacements, 603.6a enters triggers).  Mutations: a name the
engine doesn't play, a token's name, a zone conjure doesn't use, a number that doesn't agree."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game
from manastack.hidden_info import Watcher

compiled_card("Conjure Test Disciple", "Whenever Conjure Test Disciple attacks, conjure four cards named Lightning "
              "Bolt into your library, then shuffle.", ("Creature",), power="3", toughness="3")
compiled_card("Conjure Test Echo", "Conjure a card named Conjure Test Echo into your hand.", ("Sorcery",))
compiled_card("Conjure Test Greeter", "When Conjure Test Greeter enters, you gain 3 life.", ("Creature",),
              power="1", toughness="1")
compiled_card("Conjure Test Sleeper", "Conjure Test Sleeper enters the battlefield tapped.", ("Artifact",))
compiled_card("Conjure Test Summoner", "Conjure a card named Conjure Test Greeter onto the battlefield. Conjure a card "
              "named Conjure Test Sleeper onto the battlefield.", ("Sorcery",))
_LIBRARY = ["Forest"] * 6


def test_conjured_cards_go_into_the_library_owned_by_the_controller_then_it_is_shuffled() -> None:
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Conjure Test Disciple"],
                                                          "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    watcher = Watcher(d.game)
    d.attack("alice", ["Conjure Test Disciple"])
    d.resolve(None)
    assert watcher.problem() is None
    library = cards(d, "alice", "library")
    assert sorted(library) == ["Forest"] * 6 + ["Lightning Bolt"] * 4
    game = d.game
    bolts = [o for o in game.state.players[d.player("alice")].library if game.state.objects[o].card == "Lightning Bolt"]
    assert all(game.state.objects[o].owner == d.player("alice") and not game.state.objects[o].token for o in bolts)
    assert [e["player"] for e in events(game, "shuffle")][-1] == d.player("alice")
    created = [e for e in game.events_for(d.player("bob")) if e["type"] == "zone_change" and e["from"] is None]
    assert len(created) == 4 and all(e["to"] == "library" and e["card"] is None for e in created)  # 401.2
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


def test_a_card_may_conjure_itself_into_your_hand() -> None:
    d = position({"alice": {"hand": ["Conjure Test Echo"]}, "bob": {}})
    d.act("alice", "casts", "Conjure Test Echo")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Conjure Test Echo"]
    assert cards(d, "alice", "graveyard") == ["Conjure Test Echo"]


def test_614_1c_603_6a_a_card_conjured_onto_the_battlefield_enters_as_a_permanent_does() -> None:
    d = position({"alice": {"hand": ["Conjure Test Summoner"]}, "bob": {}})
    d.act("alice", "casts", "Conjure Test Summoner")
    d.resolve(None)
    assert sorted(battlefield(d, "alice")) == ["Conjure Test Greeter", "Conjure Test Sleeper"]
    assert life(d, "alice") == 23  # its enters trigger
    game = d.game
    assert game.state.objects[d.object("Conjure Test Sleeper")].tapped  # it enters tapped
    greeter = d.object("Conjure Test Greeter")
    assert not game.state.objects[greeter].token


def test_a_conjured_card_is_a_card_it_goes_to_the_graveyard() -> None:
    d = position({"alice": {"hand": ["Conjure Test Summoner", "Shock"], "battlefield": ["Mountain"]}, "bob": {}})
    d.act("alice", "casts", "Conjure Test Summoner")
    d.resolve(None)
    d.act("alice", "casts", "Shock", targets=["Conjure Test Greeter"])
    d.resolve(None)
    assert "Conjure Test Greeter" in cards(d, "alice", "graveyard")


def test_the_trees() -> None:
    (trigger,) = compile_text("Conjure Test Disciple", "Whenever ~ attacks, conjure four cards named Lightning Bolt "
                              "into your library, then shuffle.", ("Creature",))
    assert trigger.effects == (dsl.Conjure("Lightning Bolt", 4, "library"), dsl.Shuffle())
    (spell,) = compile_text("Conjure Test Echo", "Conjure a card named ~ into your hand.", ("Sorcery",))
    assert spell.effects == (dsl.Conjure("Conjure Test Echo", 1, "hand"),)


@pytest.mark.parametrize("text", [
    "Conjure a card named Nonexistent Conjure Card into your hand.",
    "Conjure a card named Treasure into your hand.",
    "Conjure a card named Lightning Bolt into your graveyard.",
    "Conjure two card named Lightning Bolt into your hand.",
    "Conjure a cards named Lightning Bolt into your hand.",
    "Conjure a card named lightning bolt into your hand.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


_EVANGEL = ("When Conjure Test Evangel enters, conjure a card named Conjure Test Evangel into your hand. Discard that "
            "card at the beginning of the next end step.")
compiled_card("Conjure Test Evangel", _EVANGEL, ("Creature",), power="3", toughness="1")


def _evangel_position():
    d = position({"alice": {"hand": ["Conjure Test Evangel"], "library": ["Forest"] * 6},
                  "bob": {"library": ["Forest"] * 6}})
    watcher = Watcher(d.game)
    d.act("alice", "casts", "Conjure Test Evangel")
    d.resolve(None)
    assert watcher.problem() is None
    return d, watcher


def test_603_7a_the_conjured_card_is_discarded_at_the_beginning_of_the_next_end_step() -> None:
    d, watcher = _evangel_position()
    assert cards(d, "alice", "hand") == ["Conjure Test Evangel"]
    d.pass_to_step("cleanup", d.player("alice"))
    assert watcher.problem() is None
    assert cards(d, "alice", "hand") == [] and cards(d, "alice", "graveyard") == ["Conjure Test Evangel"]
    assert [e["card"] for e in events(d.game, "discard")] == ["Conjure Test Evangel"]


def test_400_7_a_conjured_card_cast_before_the_end_step_isnt_discarded() -> None:
    d, watcher = _evangel_position()
    d.act("alice", "casts", "Conjure Test Evangel")
    d.resolve(None)  # the second one conjures a third
    assert battlefield(d, "alice") == ["Conjure Test Evangel", "Conjure Test Evangel"]
    d.pass_to_step("cleanup", d.player("alice"))
    assert watcher.problem() is None
    assert cards(d, "alice", "hand") == [] and cards(d, "alice", "graveyard") == ["Conjure Test Evangel"]
    assert len(events(d.game, "discard")) == 1


def test_the_delayed_discard_tree_and_its_mutations() -> None:
    (trigger,) = compile_text("Conjure Test Evangel", _EVANGEL, ("Creature",))
    assert trigger.effects == (dsl.Conjure("Conjure Test Evangel", 1, "hand"), dsl.CreateDelayedTrigger(
        dsl.Trigger("step", step="end", whose="any"), (dsl.DiscardThatCard(),), remembers_conjured=True))
    for text in ("When ~ enters, conjure a card named ~ into your library. Discard that card at the beginning of the "
                 "next end step.", "When ~ enters, draw a card. Discard that card at the beginning of the next end "
                 "step."):
        with pytest.raises(UncompilableText):
            compile_text("Test Card", text, ("Creature",))
