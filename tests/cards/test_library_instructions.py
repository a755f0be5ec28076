"""Library instructions, played: investigate (701.36a, a Clue token 111.10f), explore (701.40a-b),
"look at the top N cards of your library, then put them back in any order" (401.4), "reveal the
top N cards ... put all X cards revealed this way into your hand and the rest ..." and "reveal the
top card of your library. If it's a X card, put it ... Otherwise, put it ..." (701.20a), shuffling
(701.24: "shuffle ~ into its owner's library", "target player shuffles their library", "... their
graveyard into their library", "you may search ... If you do, shuffle your library"), searching
for up to N cards or for a card put on top after the shuffle (701.23), and kinship (205.3m: "If it
shares a creature type with ~, you may reveal it. If you do, ...").  Hidden information: what only
the controller looks at never reaches the other player's log.  Mutations: one word changed is
refused, or compiles to another tree that plays as written."""

from __future__ import annotations

from functools import partial

import pytest
from support import cards, compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_sorcery = partial(compiled_card, types=("Sorcery",))
_creature = partial(compiled_card, types=("Creature",), power="2", toughness="2")

_sorcery("Test Investigate", "Investigate twice.")
_creature("Test Explorer", "When Test Explorer enters the battlefield, it explores.")
_sorcery("Test Put Back", "Look at the top three cards of your library, then put them back in any order.")
_sorcery("Test Ringleader", "Reveal the top four cards of your library. Put all creature and land cards revealed "
                            "this way into your hand and the rest on the bottom of your library in any order.")
_sorcery("Test Beast Hunt", "Reveal the top three cards of your library. Put all creature cards revealed this way "
                            "into your hand and the rest into your graveyard.")
_sorcery("Test Beacon", "Test Beacon deals 2 damage to any target. Shuffle Test Beacon into its owner's library.")
_creature("Test Dragon", "When Test Dragon dies, shuffle it into its owner's library.")
_sorcery("Test Forager", "Target player shuffles their library.")
compiled_card("Test Remove Card", "Exile target card from a graveyard.", ("Instant",))
_creature("Test Ranger", "When Test Ranger enters the battlefield, you may search your library for a basic land card, "
                         "reveal it, and put it into your hand. If you do, shuffle your library.")

_sorcery("Test Cultivate Two", "Search your library for up to two basic land cards, put them onto the battlefield "
                               "tapped, then shuffle.")
_sorcery("Test Entomb Three", "Search your library for up to three creature cards, put them into your graveyard, "
                              "then shuffle.")

_creature("Test Kin", "Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it "
                     "shares a creature type with Test Kin, you may reveal it. If you do, each opponent loses 2 life.",
          subtypes=("Elf", "Warrior"))
_creature("Test Elf Cousin", "", subtypes=("Elf", "Druid"))

_sorcery("Test Vampiric", "Search your library for a card, then shuffle and put that card on top of it. You lose 2 "
                          "life.")
_sorcery("Test Mystical", "Search your library for an instant card and reveal that card. Shuffle your library, then "
                          "put the card on top of it.")

_sorcery("Test Feldon", "Target player shuffles their graveyard into their library.")
_creature("Test Oracle", "{1}: Reveal the top card of your library. If it's a creature card, put it onto the "
                         "battlefield. Otherwise, put it into your graveyard.")

_LIBRARY = ["Shock", "Grizzly Bears", "Forest", "Island", "Swamp"]


def test_investigate_twice_makes_two_clues_that_draw() -> None:
    """701.36a: investigate is "create a Clue token"; a Clue: "{2}, Sacrifice this artifact:
    Draw a card" (111.10f)."""
    d = position({"alice": {"hand": ["Test Investigate"], "battlefield": ["Island", "Island"],
                            "library": ["Shock", "Forest"]}})
    d.act("alice", "casts", "Test Investigate")
    d.resolve(None)
    clues = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Clue Token"]
    assert len(clues) == 2 and all("Artifact" in d.game.chars(o).types for o in clues)
    d.until_priority(d.player("alice"))
    d.choose(next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == clues[0]))
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Shock"]
    assert len([o for o in d.game.state.battlefield if d.game.chars(o).name == "Clue Token"]) == 1


def test_explore_a_land_goes_to_hand_and_no_counter() -> None:
    d = position({"alice": {"hand": ["Test Explorer"], "library": ["Forest", "Shock"]}, "bob": {}})
    d.act("alice", "casts", "Test Explorer")
    d.resolve(None)
    explorer = d.object("Test Explorer")
    assert cards(d, "alice", "hand") == ["Forest"]
    assert not d.game.state.objects[explorer].counters.get("+1/+1")
    seen = [e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"]
    assert seen == ["Forest"]  # 701.40a: the card is revealed to every player


@pytest.mark.parametrize("to_graveyard", [True, False])
def test_explore_a_nonland_gives_a_counter_and_may_go_to_the_graveyard(to_graveyard: bool) -> None:
    d = position({"alice": {"hand": ["Test Explorer"], "library": ["Shock", "Forest"]}})
    d.act("alice", "casts", "Test Explorer", choices=["yes" if to_graveyard else "no"])
    d.resolve(None)
    explorer = d.object("Test Explorer")
    assert d.game.state.objects[explorer].counters.get("+1/+1") == 1
    assert d.game.chars(explorer).power == 3
    assert cards(d, "alice", "graveyard") == (["Shock"] if to_graveyard else [])
    assert cards(d, "alice", "library") == (["Forest"] if to_graveyard else ["Shock", "Forest"])
    assert cards(d, "alice", "hand") == []


def test_explore_after_the_creature_left_reveals_but_puts_no_counter() -> None:
    """701.40b: the permanent left the battlefield before its ability resolved: it still
    explores (a land still goes to the hand), but there is nothing to put a counter on."""
    d = position({"alice": {"hand": ["Test Explorer"], "library": ["Shock", "Forest"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Test Explorer")
    d.resolve(1)  # the creature resolves; its trigger waits on the stack
    d.act("bob", "casts", "Shock", targets=["Test Explorer"])
    d.resolve(1)
    assert "Test Explorer" in cards(d, "alice", "graveyard")
    d.queued.setdefault(d.player("alice"), []).append("yes")
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == ["Shock", "Test Explorer"]
    assert not [e for e in events(d.game, "counters")]


def test_look_at_the_top_three_and_put_them_back_in_a_chosen_order() -> None:
    d = position({"alice": {"hand": ["Test Put Back"], "library": _LIBRARY}, "bob": {}})
    d.act("alice", "casts", "Test Put Back", choices=["Forest", "Shock"])
    d.resolve(None)
    assert cards(d, "alice", "library") == ["Forest", "Shock", "Grizzly Bears", "Island", "Swamp"]
    bob_log = str(d.game.events_for(d.player("bob")))
    assert "Forest" not in bob_log and "Grizzly Bears" not in bob_log  # only alice looked (401.4)


def test_reveal_the_top_four_put_all_creature_and_land_cards_into_hand() -> None:
    d = position({"alice": {"hand": ["Test Ringleader"], "library": ["Shock", "Grizzly Bears", "Counterspell",
                                                                     "Forest", "Swamp"]}, "bob": {}})
    d.act("alice", "casts", "Test Ringleader", choices=["Counterspell"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == ["Forest", "Grizzly Bears"]
    assert cards(d, "alice", "library") == ["Swamp", "Counterspell", "Shock"]
    seen = {e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"}
    assert seen == {"Shock", "Grizzly Bears", "Counterspell", "Forest"}  # 701.20a: all four are seen


def test_reveal_the_top_three_the_rest_into_the_graveyard() -> None:
    d = position({"alice": {"hand": ["Test Beast Hunt"], "library": ["Shock", "Grizzly Bears", "Forest", "Swamp"]}})
    d.act("alice", "casts", "Test Beast Hunt")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    assert sorted(cards(d, "alice", "graveyard")) == ["Forest", "Shock", "Test Beast Hunt"]
    assert cards(d, "alice", "library") == ["Swamp"]


def test_a_spell_shuffles_itself_into_its_owners_library() -> None:
    d = position({"alice": {"hand": ["Test Beacon"], "library": ["Forest", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Test Beacon", targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[d.player("bob")].life == 18
    assert sorted(cards(d, "alice", "library")) == ["Forest", "Island", "Test Beacon"]
    assert cards(d, "alice", "graveyard") == []
    assert [e["player"] for e in events(d.game, "shuffle")] == [d.player("alice")]


def test_a_dying_creature_is_shuffled_from_the_graveyard_into_the_library() -> None:
    d = position({"alice": {"battlefield": ["Test Dragon"], "library": ["Forest"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Test Dragon"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "library")) == ["Forest", "Test Dragon"] and cards(d, "alice", "graveyard") == []


def test_the_library_is_shuffled_even_if_the_card_has_left_the_graveyard() -> None:
    """701.24c: bob exiles the dead card in response; alice's library is still shuffled."""
    d = position({"alice": {"battlefield": ["Test Dragon"], "library": ["Forest", "Island"]},
                  "bob": {"hand": ["Lightning Bolt", "Test Remove Card"], "battlefield": ["Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Test Dragon"])
    d.resolve(1)
    d.act("bob", "casts", "Test Remove Card", targets=["Test Dragon"])
    d.resolve(None)
    assert cards(d, "alice", "exile") == ["Test Dragon"] and sorted(cards(d, "alice", "library")) == ["Forest", "Island"]
    assert [e["player"] for e in events(d.game, "shuffle")] == [d.player("alice")]


def test_target_player_shuffles_their_library() -> None:
    d = position({"alice": {"hand": ["Test Forager"]}, "bob": {"library": ["Forest", "Island"]}})
    d.act("alice", "casts", "Test Forager", targets=["bob"])
    d.resolve(None)
    assert [e["player"] for e in events(d.game, "shuffle")] == [d.player("bob")]


@pytest.mark.parametrize("search", [True, False])
def test_you_may_search_and_only_a_searched_library_is_shuffled(search: bool) -> None:
    d = position({"alice": {"hand": ["Test Ranger"], "library": ["Shock", "Forest", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Test Ranger", choices=["yes", "Island"] if search else ["no"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == (["Island"] if search else [])
    assert len(events(d.game, "shuffle")) == (1 if search else 0)


def test_search_for_up_to_two_lands_onto_the_battlefield_tapped() -> None:
    """701.23: up to two: two identical basic lands may both be found; they enter tapped."""
    d = position({"alice": {"hand": ["Test Cultivate Two"], "library": ["Forest", "Shock", "Forest", "Island"]}})
    d.act("alice", "casts", "Test Cultivate Two", choices=["Forest", "Forest"])
    d.resolve(None)
    lands = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Forest"]
    assert len(lands) == 2 and all(d.game.state.objects[o].tapped for o in lands)
    assert sorted(cards(d, "alice", "library")) == ["Island", "Shock"]
    assert len(events(d.game, "shuffle")) == 1


def test_search_for_up_to_three_may_stop_early() -> None:
    d = position({"alice": {"hand": ["Test Entomb Three"], "library": ["Grizzly Bears", "Shock", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Entomb Three", choices=["Grizzly Bears", "find nothing"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == ["Grizzly Bears", "Test Entomb Three"]
    assert sorted(cards(d, "alice", "library")) == ["Grizzly Bears", "Shock"]


def test_only_matching_cards_are_offered_each_time() -> None:
    d = position({"alice": {"hand": ["Test Entomb Three"], "library": ["Grizzly Bears", "Shock", "Island"]}})
    d.act("alice", "casts", "Test Entomb Three")
    d.pass_until(lambda: d.game.decision.kind == "search")
    assert [o.label for o in d.game.decision.options] == ["Grizzly Bears", "find nothing"]
    d.choose(d.game.decision.options[0])
    assert d.game.decision.kind == "priority"  # the only creature is found: nothing else is offered
    assert "Grizzly Bears" in cards(d, "alice", "graveyard")
    assert sorted(cards(d, "alice", "library")) == ["Island", "Shock"]


def test_search_then_shuffle_and_put_that_card_on_top() -> None:
    d = position({"alice": {"hand": ["Test Vampiric"], "library": _LIBRARY}, "bob": {}})
    d.act("alice", "casts", "Test Vampiric", choices=["Grizzly Bears"])
    d.resolve(None)
    library = cards(d, "alice", "library")
    assert library[0] == "Grizzly Bears" and sorted(library[1:]) == ["Forest", "Island", "Shock", "Swamp"]
    assert life(d, "alice") == 18 and len(events(d.game, "shuffle")) == 1
    assert "Grizzly Bears" not in str(d.game.events_for(d.player("bob")))  # not revealed: bob never learns it


def test_search_and_reveal_then_shuffle_and_put_the_card_on_top() -> None:
    d = position({"alice": {"hand": ["Test Mystical"], "library": ["Forest", "Counterspell", "Island", "Swamp"]},
                  "bob": {}})
    d.act("alice", "casts", "Test Mystical", choices=["Counterspell"])
    d.resolve(None)
    assert cards(d, "alice", "library")[0] == "Counterspell"
    seen = [e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"]
    assert seen == ["Counterspell"]


def test_target_player_shuffles_their_graveyard_into_their_library() -> None:
    d = position({"alice": {"hand": ["Test Feldon"]},
                  "bob": {"graveyard": ["Shock", "Grizzly Bears"], "library": ["Forest"], "hand": ["Island"]}})
    d.act("alice", "casts", "Test Feldon", targets=["bob"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == [] and cards(d, "bob", "hand") == ["Island"]
    assert sorted(cards(d, "bob", "library")) == ["Forest", "Grizzly Bears", "Shock"]
    assert [e["player"] for e in events(d.game, "shuffle")] == [d.player("bob")]


@pytest.mark.parametrize(("top", "where"), [("Grizzly Bears", "battlefield"), ("Shock", "graveyard")])
def test_reveal_the_top_card_if_its_a_creature_card_onto_the_battlefield(top: str, where: str) -> None:
    d = position({"alice": {"battlefield": ["Test Oracle", "Forest"], "library": [top, "Island"]}, "bob": {}})
    d.act("alice", "activates", "Test Oracle")
    d.resolve(None)
    if where == "battlefield":
        assert "Grizzly Bears" in [d.game.chars(o).name for o in d.game.state.battlefield]
    else:
        assert cards(d, "alice", "graveyard") == ["Shock"]
    assert cards(d, "alice", "library") == ["Island"]
    assert [e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"] == [top]


def _kinship_upkeep(top: str, answer: str | None):
    d = position({"active": "bob", "alice": {"battlefield": ["Test Kin"], "library": [top, "Forest", "Forest"]},
                  "bob": {"library": ["Plains"] * 3}})
    if answer is not None:
        d.queued.setdefault(d.player("alice"), []).append(answer)
    d.pass_to_step("draw", player=d.player("alice"))
    return d


def test_kinship_a_shared_creature_type_may_be_revealed() -> None:
    """Kinship: Test Elf Cousin shares Elf with Test Kin; revealed, bob loses 2 life and sees it."""
    d = _kinship_upkeep("Test Elf Cousin", "yes")
    assert life(d, "bob") == 18
    seen = [e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"]
    assert seen == ["Test Elf Cousin"]


def test_kinship_not_revealing_does_nothing() -> None:
    d = _kinship_upkeep("Test Elf Cousin", "no")
    assert life(d, "bob") == 20
    assert "Test Elf Cousin" not in str(d.game.events_for(d.player("bob")))


def test_kinship_no_shared_type_no_reveal_is_offered() -> None:
    """Grizzly Bears (a Bear) shares no creature type with an Elf Warrior; a land has none (205.3m)."""
    for top in ("Grizzly Bears", "Forest"):
        d = _kinship_upkeep(top, None)
        assert life(d, "bob") == 20 and not [e for e in events(d.game, "reveal")]


@pytest.mark.parametrize("text", [
    "Search your library for up to two basic land card, put them onto the battlefield tapped, then shuffle.",
    "Search your library for a card, then shuffle and put that card on the bottom of it.",
    "Target player shuffles your graveyard into their library.",
    "Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it "
    "onto the battlefield.",
    "Reveal the top card of your library. If it's an creature card, put it into your hand. Otherwise, put it into "
    "your graveyard.",
    "Reveal the top card of your library. If it's a creature card, you may put it into your hand.",
    "Search your library for an instant card and reveal that card. Shuffle your library.",
    "Search your library for an instant card and reveal that card. Shuffle your library, then put the card on the "
    "bottom of it.",
    "Search your library for up to two basic land cards, put them onto the battlefield tapped.",
    "Search your library for up to two basic land cards, reveal them, put them onto the battlefield, then shuffle.",
    "Investigate four times.",
    "Look at the top three cards of your library, then put them back on the bottom.",
    "Look at the top card of your library, then put them back in any order.",
    "Reveal the top four cards of your library. Put all creature cards revealed this way into your hand.",
    "Reveal the top four cards of your library. Put all creature card revealed this way into your hand and the rest "
    "into your graveyard.",
    "Reveal the top four cards of your library. Put all creature cards revealed this way into your hand and the rest "
    "on top of your library in any order.",
    "Shuffle target creature into its owner's library.",
    "Target player shuffles your library.",
    "You may search your library for a basic land card, reveal it, and put it into your hand. If you don't, shuffle "
    "your library.",
    "You may search your library for a basic land card, reveal it, and put it into your hand.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, you may look at the top card of your library. If it shares a color with Test "
    "Card, you may reveal it. If you do, each opponent loses 2 life.",
    "At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type "
    "with Test Card, you may reveal it. If you don't, each opponent loses 2 life.",
    "When Test Card enters the battlefield, target creature explores.",
    "When Test Card enters the battlefield, it explore.",
])
def test_mutations_of_abilities_are_refused(text: str) -> None:
    """(The unchanged texts compile: Test Kin, Test Explorer.)"""
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


def test_one_word_changed_gives_another_tree() -> None:
    graveyard, bottom = (compile_text("T", "Reveal the top three cards of your library. Put all creature cards "
                                           f"revealed this way into your hand and the rest {rest}.",
                                      ("Sorcery",))[0].effects[0]
                         for rest in ("into your graveyard", "on the bottom of your library in any order"))
    assert (graveyard.rest, bottom.rest) == ("graveyard", "bottom")
    hand, battlefield = (compile_text("T", f"You may search your library for a basic land card and put it {to}. "
                                           "If you do, shuffle your library.", ("Sorcery",))[0].effects[0]
                         for to in ("into your hand", "onto the battlefield tapped"))
    assert (hand.to, battlefield.to, battlefield.tapped) == ("hand", "battlefield", True)
    assert isinstance(hand.optional_for, dsl.You)
    twice, once = (compile_text("T", text, ("Sorcery",))[0].effects[0] for text in ("Investigate twice.", "Investigate."))
    assert (twice.count, once.count) == (2, 1)
    two, three = (compile_text("T", f"Search your library for up to {n} land cards, put them into your hand, then "
                                    "shuffle.", ("Sorcery",))[0].effects[0] for n in ("two", "three"))
    assert (two.count, three.count) == (2, 3)
