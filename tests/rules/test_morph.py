"""Morph and megamorph (702.37) and face-down spells and permanents (708), compiled from Oracle
text and played through the engine: cast face down for {3} as a nameless colorless 2/2 (702.37c,
708.2a, 708.4), turned face up for the morph cost as a special action at any time its controller
has priority (116.2b, 702.37e), megamorph's +1/+1 counter (702.37b), "when this is turned face up"
(708.8), the hidden card (708.5) and its reveal (708.9), copies (707.2b) and saves."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.hidden_info import Watcher, leak

SEER = "Test Morph Seer"
compiled_card(SEER, f"Flying\nMorph {{1}}{{U}}\nWhen {SEER} is turned face up, draw a card.", ("Creature",),
              "{3}{U}{U}", power="3", toughness="3", subtypes=("Human", "Wizard"))
BRUTE = "Test Megamorph Brute"
compiled_card(BRUTE, f"When {BRUTE} enters, draw a card.\nMegamorph {{G}}", ("Creature",), "{4}{G}",
              power="4", toughness="4", subtypes=("Beast",))
OGRE = "Test Morph Ogre"
compiled_card(OGRE, "Morph {1}{U}", ("Creature",), "{3}{U}", power="3", toughness="3", subtypes=("Ogre",))
FLASHER = "Test Flash Morph"
compiled_card(FLASHER, "Flash\nMorph {U}", ("Creature",), "{2}{U}", power="1", toughness="1")

ISLANDS = ["Island"] * 6
LIBRARY = ["Island"] * 8


def _option(d, kind: str, contains: str = ""):
    return next(o for o in d.decision.options if o.kind == kind and contains in o.label)


def _cast_face_down(d, card: str, player: int = 0) -> int:
    """Cast `card` face down from hand (702.37c) and resolve it; its permanent's id."""
    d.until_priority(player)
    d.choose(_option(d, "cast", f"cast {card} face down"))
    d.resolve(None)
    return d.game.state.battlefield[-1]


def _turn_up(d, oid: int, player: int = 0) -> None:
    d.until_priority(player)
    d.choose(next(o for o in d.decision.options if o.kind == "turn_face_up" and o.value[0] == oid))
    d.finish_action(player)


def test_702_37c_708_2a_cast_face_down_for_3_it_is_a_nameless_colorless_2_2() -> None:
    """702.37c: {3} pays for it (not {3}{U}{U}); 708.2a: on the stack and the battlefield it is a
    2/2 creature with no name, subtypes, mana cost or abilities (its flying is gone), colorless."""
    d = position({"alice": {"hand": [SEER], "battlefield": ["Island"] * 3, "library": LIBRARY}})
    d.until_priority(0)
    d.choose(_option(d, "cast", f"cast {SEER} face down"))
    d.finish_action(0)
    game = d.game
    spell = game.state.stack[-1].obj
    chars = game.chars(spell)
    assert (chars.name, chars.power, chars.toughness, chars.mana_value) == ("", 2, 2, 0)
    assert chars.types == {"Creature"} and not chars.subtypes and not chars.colors and not chars.keywords
    assert [e["amount"] for e in events(game, "payment")] == [3]
    d.resolve(None)
    oid = game.state.battlefield[-1]
    chars = game.chars(oid)
    assert game.state.objects[oid].face_down and game.state.objects[oid].card == SEER
    assert (chars.name, chars.power, chars.toughness, chars.mana_value) == ("", 2, 2, 0)
    assert not chars.has("flying") and not chars.colors and not chars.subtypes


def test_708_4_a_face_down_spell_is_cast_at_sorcery_speed_even_from_a_card_with_flash() -> None:
    """708.4, 307.1: the face-down spell has no flash: with a spell on the stack the Flash Morph
    may be cast face up (it has flash) but not face down."""
    d = position({"alice": {"hand": [FLASHER, "Grizzly Bears"], "battlefield": ["Island"] * 3 + ["Forest"] * 2,
                            "library": LIBRARY}})
    d.until_priority(0)
    assert any(o.label == f"cast {FLASHER} face down for {{3}} (702.37c)" for o in d.decision.options)
    d.choose(_option(d, "cast", "cast Grizzly Bears"))
    d.finish_action(0)
    labels = [o.label for o in d.decision.options if o.kind == "cast"]
    assert f"cast {FLASHER}" in labels
    assert not any("face down" in label for label in labels)


def test_116_2b_702_37e_turned_face_up_in_response_it_survives_the_shock() -> None:
    """116.2b, 702.37e: with bob's Shock on the stack aimed at the 2/2, alice turns the Ogre face up for
    {1}{U} (a special action: nothing is added to the stack); the 3/3 survives 2 damage and keeps
    it marked (708.8: the same permanent)."""
    d = position({"alice": {"hand": [OGRE], "battlefield": ISLANDS, "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}})
    morph = _cast_face_down(d, OGRE)
    d.until_priority(0)
    d.choose(_option(d, "pass"))
    d.choose(_option(d, "cast", "cast Shock"))
    d.choose(next(o for o in d.decision.options if o.value == ("obj", morph)))
    d.until_priority(0)
    assert [item.kind for item in d.game.state.stack] == ["spell"]
    _turn_up(d, morph)
    game = d.game
    assert [item.kind for item in game.state.stack] == ["spell"]  # no ability went on the stack
    assert game.decision.kind == "priority" and game.decision.player == 0  # 116.3c: alice acts again
    assert game.chars(morph).name == OGRE and (game.chars(morph).power, game.chars(morph).toughness) == (3, 3)
    d.resolve(None)
    assert morph in game.state.battlefield
    assert game.state.objects[morph].damage == 2


def test_702_37e_it_can_be_turned_up_only_with_the_morph_cost_available() -> None:
    """702.37e: the special action is offered only while the morph cost {1}{U} can be paid."""
    d = position({"alice": {"hand": [SEER], "battlefield": ["Island"] * 4, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    morph = _cast_face_down(d, SEER)
    d.until_priority(0)
    assert not any(o.kind == "turn_face_up" for o in d.decision.options)  # one Island untapped
    d.pass_to_step("upkeep", player=0, turn=3)
    d.until_priority(0)
    assert any(o.kind == "turn_face_up" and o.value[0] == morph for o in d.decision.options)


def test_708_8_the_turned_face_up_trigger_fires_and_the_enters_trigger_does_not() -> None:
    """708.8: turning the Seer face up triggers "when this is turned face up" (a card drawn); the
    Brute turned face up doesn't enter the battlefield, so its enters ability doesn't trigger."""
    d = position({"alice": {"hand": [SEER, BRUTE], "battlefield": ISLANDS + ["Forest"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    seer = _cast_face_down(d, SEER)
    brute = _cast_face_down(d, BRUTE)
    d.pass_to_step("upkeep", player=0, turn=3)
    game = d.game
    hand = len(game.state.players[0].hand)
    _turn_up(d, brute)
    d.resolve(None)
    assert len(game.state.players[0].hand) == hand
    _turn_up(d, seer)
    assert [item.kind for item in game.state.stack] == ["triggered"]
    d.resolve(None)
    assert len(game.state.players[0].hand) == hand + 1
    assert [e["obj"] for e in events(game, "turned_face_up")] == [brute, seer]


def test_702_37b_megamorph_puts_a_counter_and_708_8_status_is_kept() -> None:
    """702.37b: turned face up for its megamorph cost, the Brute gets a +1/+1 counter (a 5/5);
    708.8: it is the same object, still tapped from attacking, and it didn't enter."""
    d = position({"alice": {"hand": [BRUTE], "battlefield": ["Forest"] * 4, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    brute = _cast_face_down(d, BRUTE)
    d.pass_to_step("upkeep", player=0, turn=3)
    d.advance_to_declaration(0, "attackers")
    d.choose(next(o for o in d.decision.options if o.kind == "attack" and o.value[0] == brute))
    d.pass_to_step("end", player=0, turn=3)
    assert d.game.state.players[1].life == 18
    _turn_up(d, brute)
    game = d.game
    obj = game.state.objects[brute]
    assert obj.counters == {"+1/+1": 1} and obj.tapped and not obj.face_down
    assert (game.chars(brute).power, game.chars(brute).toughness) == (5, 5)
    assert not [e for e in events(game, "zone_change") if e["obj"] == brute]


def test_708_5_the_opponent_never_sees_the_card_and_its_controller_does() -> None:
    """708.5: bob's view, log and decisions never name the face-down Seer (the hidden-information
    check passes at every decision); alice's view names it; turned face up, everyone sees it."""
    d = position({"alice": {"hand": [SEER], "battlefield": ISLANDS, "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}})
    game = d.game
    watcher = Watcher(game)
    morph = _cast_face_down(d, SEER)
    assert watcher.problem() is None
    bob_sees = next(o for o in game.view(1)["battlefield"] if o["id"] == morph)
    assert bob_sees["face_down"] and bob_sees["name"] == "" and "card" not in bob_sees
    assert SEER not in str(game.view(1)) and SEER not in str(game.events_for(1))
    assert next(o for o in game.view(0)["battlefield"] if o["id"] == morph)["card"] == SEER
    d.until_priority(0)
    d.choose(_option(d, "pass"))
    assert game.decision.player == 1 and SEER not in str([o.label for o in game.decision.options])
    assert leak(game, 1, game.events_for(1), watcher.public) is None
    d.until_priority(0)
    _turn_up(d, morph)
    assert next(o for o in game.view(1)["battlefield"] if o["id"] == morph)["name"] == SEER
    assert [e["card"] for e in game.events_for(1) if e["type"] == "turned_face_up"] == [SEER]


def test_the_check_would_catch_a_named_face_down_card() -> None:
    """The hidden-information check fails on the full log, which names the face-down card (so
    the test above can fail)."""
    d = position({"alice": {"hand": [SEER], "battlefield": ISLANDS, "library": LIBRARY}})
    _cast_face_down(d, SEER)
    game = d.game
    assert leak(game, 1, game.events, set()) is not None


def test_708_9_the_face_down_card_is_revealed_when_it_dies() -> None:
    """708.9: Shocked as a 2/2, the face-down Seer goes to the graveyard revealed: bob's log names
    it in that zone change."""
    d = position({"alice": {"hand": [SEER], "battlefield": ["Island"] * 3, "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}})
    morph = _cast_face_down(d, SEER)
    d.until_priority(0)
    d.choose(_option(d, "pass"))
    d.choose(_option(d, "cast", "cast Shock"))
    d.choose(next(o for o in d.decision.options if o.value == ("obj", morph)))
    d.resolve(None)
    game = d.game
    died = [e for e in game.events_for(1) if e["type"] == "zone_change" and e["obj"] == morph]
    assert [(e["to"], e["card"]) for e in died] == [("graveyard", SEER)]


def test_708_9_face_down_permanents_are_revealed_at_the_end_of_the_game() -> None:
    """708.9: when the game ends, each face-down permanent is revealed to all players."""
    d = position({"alice": {"hand": [SEER], "battlefield": ["Island"] * 3, "library": LIBRARY}})
    morph = _cast_face_down(d, SEER)
    game = d.game
    game.concede(1)
    assert game.over
    assert [(e["obj"], e["card"]) for e in game.events_for(1) if e["type"] == "reveal"] == [(morph, SEER)]


def test_707_2b_a_clone_of_a_face_down_permanent_is_a_face_up_nameless_2_2() -> None:
    """707.2b: the copiable values of a face-down permanent are its face-down characteristics:
    a Clone copying it is a face-up 2/2 with no name and no abilities."""
    d = position({"alice": {"hand": [SEER, "Clone"], "battlefield": ["Island"] * 7, "library": LIBRARY}})
    morph = _cast_face_down(d, SEER)
    d.until_priority(0)
    d.choose(_option(d, "cast", "cast Clone"))
    d.queued[0] = ["yes"]
    d.finish_action(0)
    d.game.choose(next(o for o in d.decision.options if o.kind == "pass"))
    while d.decision.kind != "priority":
        d.choose(next(o for o in d.decision.options if o.value == morph))
    d.resolve(None)
    game = d.game
    clone = game.state.battlefield[-1]
    assert clone != morph and not game.state.objects[clone].face_down
    chars = game.chars(clone)
    assert (chars.name, chars.power, chars.toughness, chars.types) == ("", 2, 2, {"Creature"})
    assert not chars.keywords


def test_a_face_down_permanent_survives_save_and_clone_and_turns_up_after() -> None:
    """Saves: the face-down status round-trips and clones; the loaded game turns it face up."""
    d = position({"alice": {"hand": [SEER], "battlefield": ISLANDS, "library": LIBRARY}})
    morph = _cast_face_down(d, SEER)
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert restored.state.objects[morph].face_down and game.clone().state.objects[morph].face_down
    assert restored.view(1) == game.view(1)
    option = next(o for o in restored.decision.options if o.kind == "turn_face_up")
    restored.choose(option)
    assert restored.chars(morph).name == SEER


def test_the_option_kind_is_declared_for_agents() -> None:
    """env/options.py: the special action's option kind is one the encoding knows."""
    from manastack.env.options import OPTION_KINDS

    assert "turn_face_up" in OPTION_KINDS


def test_compiled_trees() -> None:
    """The compiler reads morph and megamorph with their mana costs and the face-up trigger."""
    assert compile_text("T", "Morph {2}{U}", ("Creature",)) == (dsl.Keyword("morph", cost="{2}{U}", text="Morph {2}{U}"),)
    assert compile_text("T", "Megamorph {G}", ("Creature",)) == (dsl.Keyword("megamorph", cost="{G}", text="Megamorph {G}"),)
    (ability,) = compile_text("T", "When T is turned face up, draw a card.", ("Creature",))
    assert ability.trigger == dsl.Trigger("turned_face_up", self_only=True)


@pytest.mark.parametrize("text", [
    "Morph—Reveal a white card in your hand.",  # 702.37: a non-mana morph cost the engine can't pay
    "Morph {X}{U}",  # an X the engine would confuse with a spell's
    "Morph",  # no cost
    "When T is turned face down, draw a card.",  # not an event the engine has
])
def test_mutations_are_refused(text: str) -> None:
    """Honest support: morph texts the engine can't play as written are refused."""
    with pytest.raises(UncompilableText):
        compile_text("T", text, ("Creature",))


def test_708_5_a_determinized_game_deals_the_opponents_face_down_card_again() -> None:
    """708.5: bob doesn't know which card alice's face-down permanent is: in the games dealt for
    his search it is a card from alice's unseen cards with morph (here her Ogre or her Seer), and
    his view is the real one."""
    import random

    d = position({"alice": {"hand": [SEER], "battlefield": ISLANDS, "library": [OGRE] + LIBRARY},
                  "bob": {"library": LIBRARY}})
    morph = _cast_face_down(d, SEER)
    game = d.game
    dealt = {game.determinize(1, random.Random(seed)).state.objects[morph].card for seed in range(12)}
    assert dealt == {SEER, OGRE}
    sample = game.determinize(1, random.Random(0))
    assert sample.state.objects[morph].face_down and sample.view(1) == game.view(1)


WATCHER = "Test Face-Up Watcher"
compiled_card(WATCHER, "Whenever a creature you control is turned face up, you gain 2 life.", ("Creature",), "{1}",
              power="1", toughness="1")
RIVAL_WATCHER = "Test Rival Face-Up Watcher"
compiled_card(RIVAL_WATCHER, "Whenever a creature an opponent controls is turned face up, you gain 2 life.",
              ("Creature",), "{1}", power="1", toughness="1")


@pytest.mark.parametrize(("watcher", "gained"), [(WATCHER, 2), (RIVAL_WATCHER, 0)])
def test_708_8_another_permanent_sees_a_creature_turned_face_up(watcher: str, gained: int) -> None:
    """708.8: "whenever a creature you control is turned face up" triggers for alice's Ogre; the
    mutation "a creature an opponent controls" compiles to another filter and doesn't."""
    d = position({"alice": {"hand": [OGRE], "battlefield": ISLANDS + [watcher], "library": LIBRARY}})
    morph = _cast_face_down(d, OGRE)
    _turn_up(d, morph)
    d.resolve(None)
    assert d.game.state.players[0].life == 20 + gained


def test_708_5_the_opponents_observation_is_the_same_whichever_card_is_face_down() -> None:
    """708.5: the env encoding of bob's observation doesn't depend on which morph card alice cast
    face down (the Seer or the Ogre), while alice's own view tells them apart."""
    from manastack.env.encoding import Encoder

    observations, views = [], []
    for card in (SEER, OGRE):
        d = position({"alice": {"hand": [card], "battlefield": ISLANDS, "library": LIBRARY},
                      "bob": {"library": LIBRARY}})
        _cast_face_down(d, card)
        observations.append(Encoder().encode(d.game, 1, None))
        views.append(d.game.view(0)["battlefield"][-1]["card"])
    assert observations[0].keys() == observations[1].keys()
    assert all((observations[0][key] == observations[1][key]).all() for key in observations[0])
    assert views == [SEER, OGRE]


CAVERN = "Test Morph Cavern"
compiled_card(CAVERN, "{T}: Add {C}.\nMorph {2}", ("Land",), None)


def test_702_37c_a_land_card_with_morph_is_cast_face_down_and_turned_up_into_a_land() -> None:
    """702.37c: a land card with morph (Zoetic Cavern) may be cast face down as a 2/2 creature
    spell for {3}; turned face up for {2} it is the land (not a creature) with its mana ability."""
    d = position({"alice": {"hand": [CAVERN], "battlefield": ISLANDS, "library": LIBRARY}})
    d.until_priority(0)
    assert any(o.kind == "play" for o in d.decision.options)
    cavern = _cast_face_down(d, CAVERN)
    game = d.game
    assert game.chars(cavern).types == {"Creature"} and game.state.players[0].lands_played == 0
    _turn_up(d, cavern)
    chars = game.chars(cavern)
    assert chars.types == {"Land"} and chars.power is None and chars.name == CAVERN
    assert any(o.kind == "activate" and o.value[0] == cavern for o in d.decision.options)
