"""Replacement effects of static abilities about other objects (614): exiled instead of put into
a graveyard (614.1a: Rest in Peace, Leyline of the Void), revealed and shuffled into the library
instead (614.1a, 701.20a), others entering tapped (614.1d), and beginning the game with a card
of the opening hand on the battlefield (103.6a)."""

from __future__ import annotations

import pytest
from support import cards, cast, compiled_card, events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def replacement_cards():
    with registry.scope():
        compiled_card("Test Peace", "If a card or token would be put into a graveyard from anywhere, exile it instead.",
                      ("Enchantment",))
        compiled_card("Test Void", "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
                      ("Enchantment",))
        compiled_card("Test Colossus", "If Test Colossus would be put into a graveyard from anywhere, reveal Test "
                      "Colossus and shuffle it into its owner's library instead.", ("Artifact", "Creature"),
                      power="11", toughness="11")
        compiled_card("Test Archon", "Creatures your opponents control enter the battlefield tapped.", ("Enchantment",))
        compiled_card("Test Emeria", "Nonbasic lands your opponents control enter tapped.", ("Enchantment",))
        compiled_card("Test Kismet", "Artifacts, creatures, and lands your opponents control enter the battlefield tapped.",
                      ("Enchantment",))
        compiled_card("Test Leyline", "If Test Leyline is in your opening hand, you may begin the game with it on the "
                      "battlefield.\nYou have hexproof.", ("Enchantment",), cost="{2}{W}{W}")
        compiled_card("Test Wreck", "Destroy target creature.", ("Instant",), cost="{0}")
        compiled_card("Test Mind Rot", "Target player discards two cards.", ("Sorcery",), cost="{0}")
        compiled_card("Test Dual", "", ("Land",), cost=None)
        compiled_card("Test Priest", "If a nontoken creature would enter and it wasn't cast, exile it instead.",
                      ("Creature",), power="2", toughness="2")
        compiled_card("Test Reanimate", "Return target creature card from your graveyard to the battlefield.",
                      ("Sorcery",), cost="{0}")
        compiled_card("Test Cage", "Creature cards in graveyards and libraries can't enter the battlefield.\nPlayers "
                      "can't cast spells from graveyards or libraries.", ("Artifact",))
        compiled_card("Test Flashback", "Draw a card.\nFlashback {0}", ("Sorcery",), cost="{0}")
        compiled_card("Test Titan", "When Test Titan is put into a graveyard from anywhere, shuffle it into its owner's "
                      "library.", ("Creature",), cost="{9}", power="10", toughness="10")
        compiled_card("Test Rest", "When Test Rest enters, exile all graveyards.\nIf a card or token would be put into "
                      "a graveyard from anywhere, exile it instead.", ("Enchantment",))
        yield


def _mind_rot(d) -> None:
    """Alice's discard spell at bob, bob discarding whatever he is asked to."""
    d.act("alice", "casts", "Test Mind Rot", targets=["bob"])
    d.pass_until(lambda: d.decision.kind == "discard" or not d.game.state.stack)
    while d.decision.kind == "discard":
        d.choose(d.decision.options[0])
    d.resolve(None)


# ------------------------------------------------------------------ exile instead (614.1a)


def test_rest_in_peace_exiles_dying_creatures_and_resolved_spells() -> None:
    """614.1a: with "a card or token ... from anywhere", the destroyed creature and the
    instant that destroyed it are exiled; the creature didn't die (700.4)."""
    d = position({"alice": {"hand": ["Test Wreck"], "battlefield": ["Test Peace"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Wreck", targets=["Grizzly Bears"])
    assert cards(d, "bob", "exile") == ["Grizzly Bears"] and cards(d, "bob", "graveyard") == []
    assert cards(d, "alice", "exile") == ["Test Wreck"] and cards(d, "alice", "graveyard") == []


def test_leyline_of_the_void_exiles_only_opponents_cards() -> None:
    """614.1a: "an opponent's graveyard": bob's discarded cards are exiled, alice's spell goes
    to her graveyard."""
    d = position({"alice": {"hand": ["Test Mind Rot"], "battlefield": ["Test Void"]},
                  "bob": {"hand": ["Island", "Grizzly Bears"]}})
    _mind_rot(d)
    assert sorted(cards(d, "bob", "exile")) == ["Grizzly Bears", "Island"]
    assert cards(d, "alice", "graveyard") == ["Test Mind Rot"]


def test_a_card_only_effect_lets_tokens_go_to_the_graveyard() -> None:
    """614.1a: "if a card would be put ..." doesn't apply to a token (111.1: not a card): it is
    put into the graveyard (then ceases to exist, 704.5d) and so dies, which "a card or token"
    prevents."""
    d = position({"alice": {"hand": ["Test Wreck"], "battlefield": ["Test Void"]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "token": True}]}})
    cast(d, "alice", "Test Wreck", targets=["Grizzly Bears"])
    moves = [e for e in events(d.game, "zone_change") if e["card"] == "Grizzly Bears"]
    assert moves[-1]["to"] == "graveyard"


def test_rest_in_peace_exiles_all_graveyards_as_it_enters() -> None:
    """406.2: "exile all graveyards": every card of both graveyards is exiled."""
    d = position({"alice": {"hand": ["Test Rest"], "graveyard": ["Island", "Grizzly Bears"]},
                  "bob": {"graveyard": ["Forest"]}})
    cast(d, "alice", "Test Rest")
    assert cards(d, "alice", "graveyard") == [] and cards(d, "bob", "graveyard") == []
    assert sorted(cards(d, "alice", "exile")) == ["Grizzly Bears", "Island"] and cards(d, "bob", "exile") == ["Forest"]


def test_containment_priest_exiles_a_creature_that_wasnt_cast() -> None:
    """614.1a: a creature card returned from the graveyard (not cast) is exiled instead of
    entering; a creature spell cast and resolving enters (601.2i: it was cast)."""
    d = position({"alice": {"hand": ["Test Reanimate", "Grizzly Bears"], "graveyard": ["Llanowar Elves"],
                            "battlefield": ["Test Priest", "Forest", "Forest"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Reanimate", targets=["Llanowar Elves"])
    assert cards(d, "alice", "exile") == ["Llanowar Elves"]
    assert "Llanowar Elves" not in [d.game.chars(o).name for o in d.game.state.battlefield]
    cast(d, "alice", "Grizzly Bears")
    assert "Grizzly Bears" in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_without_the_priest_it_returns() -> None:
    d = position({"alice": {"hand": ["Test Reanimate"], "graveyard": ["Llanowar Elves"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Reanimate", targets=["Llanowar Elves"])
    assert "Llanowar Elves" in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_grafdiggers_cage_keeps_creature_cards_in_the_graveyard() -> None:
    """101.2: the reanimated creature card can't enter: it stays in the graveyard; a spell with
    flashback can't be cast from the graveyard (it can from hand)."""
    d = position({"alice": {"hand": ["Test Reanimate", "Test Flashback"], "graveyard": ["Llanowar Elves", "Test Flashback"],
                            "library": ["Island"] * 3},
                  "bob": {"battlefield": ["Test Cage"]}})
    cast(d, "alice", "Test Reanimate", targets=["Llanowar Elves"])
    assert "Llanowar Elves" in cards(d, "alice", "graveyard")
    assert "Llanowar Elves" not in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "101.2" in d.action_problem("alice", "casts", "Test Flashback", from_zone="graveyard")
    assert d.action_problem("alice", "casts", "Test Flashback") is None


# ------------------------------------------------------------------ shuffle instead (614.1a, 701.20a)


def test_discarded_colossus_is_revealed_and_shuffled_into_its_library() -> None:
    """614.1a, 701.20a: discarded from the hand, it goes to the library instead, revealed: the
    reveal is an event every player sees."""
    d = position({"alice": {"hand": ["Test Mind Rot"]}, "bob": {"hand": ["Test Colossus"], "library": ["Island"] * 3}})
    _mind_rot(d)
    assert "Test Colossus" in cards(d, "bob", "library") and cards(d, "bob", "graveyard") == []
    reveals = [e for e in events(d.game, "reveal") if e["card"] == "Test Colossus"]
    assert reveals
    alice_view = d.game.events_for(d.player("alice"))
    assert any(e["type"] == "reveal" and e.get("card") == "Test Colossus" for e in alice_view)


# ------------------------------------------------------------------ "put into a graveyard from anywhere" (603.10a, 113.6k)


def test_titan_discarded_is_shuffled_back_from_the_graveyard() -> None:
    """113.6k: discarded from the hand, the card's ability triggers in the graveyard and
    shuffles it into its owner's library."""
    d = position({"alice": {"hand": ["Test Mind Rot"]}, "bob": {"hand": ["Test Titan", "Island"], "library": ["Island"] * 3}})
    _mind_rot(d)
    assert "Test Titan" in cards(d, "bob", "library") and "Test Titan" not in cards(d, "bob", "graveyard")


def test_titan_destroyed_is_shuffled_back() -> None:
    """603.10a: put into the graveyard from the battlefield, it triggers as it last existed."""
    d = position({"alice": {"hand": ["Test Wreck"]}, "bob": {"battlefield": ["Test Titan"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Wreck", targets=["Test Titan"])
    assert "Test Titan" in cards(d, "bob", "library") and cards(d, "bob", "graveyard") == []


# ------------------------------------------------------------------ others enter tapped (614.1d)


def test_opponents_creatures_enter_tapped() -> None:
    """614.1d: bob's creature enters tapped under alice's Archon; alice's own doesn't."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Test Archon", "Forest", "Forest"]},
                  "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"], "library": ["Island"] * 3}})
    cast(d, "alice", "Grizzly Bears")
    mine = [o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Grizzly Bears"]
    assert not d.game.state.objects[mine[0]].tapped
    d.pass_until(lambda: d.game.state.active == d.player("bob") and d.game.state.step == "main1")
    cast(d, "bob", "Grizzly Bears")
    bobs = [o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Grizzly Bears"
            and d.game.state.objects[o].controller == d.player("bob")]
    assert d.game.state.objects[bobs[0]].tapped


def _bob_plays(land: str) -> bool:
    d = position({"active": "bob", "alice": {"battlefield": ["Test Emeria"]}, "bob": {"hand": [land]}})
    d.act("bob", "plays", land)
    return d.game.state.objects[d.object(land)].tapped


def test_nonbasic_lands_enter_tapped_basic_ones_dont() -> None:
    """614.1d: "nonbasic lands your opponents control": bob's nonbasic land enters tapped, his
    basic Island untapped."""
    assert _bob_plays("Test Dual") and not _bob_plays("Island")


def test_kismet_lists_kinds_each_of_which_enters_tapped() -> None:
    """614.1d: "artifacts, creatures, and lands": each kind enters tapped; an enchantment doesn't."""
    flt = compile_text("Test", "Artifacts, creatures, and lands your opponents control enter the battlefield tapped.",
                       ("Enchantment",))[0].effect.filter
    assert flt.any_types == ("Artifact", "Creature", "Land") and flt.controller == "opponent"
    d = position({"alice": {"battlefield": ["Test Kismet"]},
                  "bob": {"hand": ["Ornithopter", "Test Peace"], "library": ["Island"] * 3}})
    d.pass_until(lambda: d.game.state.active == d.player("bob") and d.game.state.step == "main1")
    cast(d, "bob", "Ornithopter")
    cast(d, "bob", "Test Peace")
    state = d.game.state
    assert state.objects[d.object("Ornithopter")].tapped and not state.objects[d.object("Test Peace")].tapped


# ------------------------------------------------------------------ opening hand (103.6a)


def _start(deck_a: list[str], seed: int = 5) -> ms.Game:
    game = ms.Game.new([deck_a, ["Island"] * 20], seed=seed, starting_player=0)
    while game.decision.kind == "mulligan":
        game.choose(next(o for o in game.decision.options if o.kind == "keep"))
    return game


def test_a_leyline_in_the_opening_hand_may_begin_on_the_battlefield() -> None:
    """103.6, 103.6a: after the mulligans, the starting player is asked for each such card in
    their opening hand; the one put onto the battlefield is there as the first turn begins, the
    declined one stays in hand."""
    game = _start(["Test Leyline"] * 20)
    asked = 0
    while game.decision.kind == "may":
        assert game.decision.player == 0 and "opening hand" in game.decision.prompt
        game.choose(next(o for o in game.decision.options if o.value is (asked == 0)))
        asked += 1
    assert asked == 7
    alice = game.state.players[0]
    on_battlefield = [o for o in game.state.battlefield if game.state.objects[o].card == "Test Leyline"]
    assert len(on_battlefield) == 1 and len(alice.hand) == 6
    assert game.state.turn == 1 and game.decision.kind == "priority"


def test_cards_without_the_ability_arent_offered() -> None:
    """103.6a: only cards that say so: a hand of Islands asks nothing and the game begins."""
    game = _start(["Island"] * 20)
    assert game.decision.kind != "may" and not game.state.battlefield


def test_mutations_are_refused_or_read_differently() -> None:
    """"an opponent's" vs "a" graveyard, "card" vs "card or token", and texts not read."""
    assert compile_text("Test", "If a card would be put into a graveyard from anywhere, exile it instead.",
                        ("Enchantment",))[0].effect == dsl.ExileInsteadOfGraveyard("any", tokens=False)
    assert compile_text("Test", "Creatures enter the battlefield tapped.", ("Enchantment",))[0].effect.filter.controller is None
    for text in ("If a card would be put into your graveyard from anywhere, exile it instead.",
                 "If a card or token would be put into a graveyard from anywhere, put it on top of its owner's library "
                 "instead.",
                 "If Test would be put into a graveyard from anywhere, shuffle it into its owner's library instead.",
                 "Creatures with flying your opponents control enter the battlefield tapped.",
                 "If Test is in your opening hand, you may reveal it.",
                 "If a nontoken creature would enter and it wasn't kicked, exile it instead.",
                 "Creature cards in graveyards and exile can't enter the battlefield.",
                 "Players can't cast spells from graveyards or exile."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",))


# ------------------------------------------------------------------ draws replaced (614.11, 504.1)


def test_opponents_draws_but_the_draw_steps_become_treasures() -> None:
    """614.11, 504.1: bob's draw step draw is his; the two cards of his spell are replaced, each
    by a Treasure for alice."""
    with registry.scope():
        compiled_card("Test Breacher", "If an opponent would draw a card except the first one they draw in each of their "
                      "draw steps, instead you create a Treasure token.", ("Creature",), power="3", toughness="2")
        compiled_card("Test Insight", "Draw two cards.", ("Instant",), cost="{0}")
        d = position({"turn": 2, "active": "bob", "step": "upkeep", "alice": {"battlefield": ["Test Breacher"]},
                      "bob": {"hand": ["Test Insight"], "library": ["Island"] * 5}})
        d.pass_until(lambda: d.game.state.step == "main1")
        assert cards(d, "bob", "hand") == ["Test Insight", "Island"]
        cast(d, "bob", "Test Insight")
        assert cards(d, "bob", "hand") == ["Island"]
        state = d.game.state
        assert len([o for o in state.battlefield if state.objects[o].token and state.objects[o].controller == 0]) == 2


def test_replaced_draw_mutations() -> None:
    """"you" and "they" must agree; an effect that draws isn't read (614.5)."""
    for text in ("If an opponent would draw a card except the first one you draw in each of your draw steps, instead "
                 "you create a Treasure token.",
                 "If you would draw a card except the first one you draw in each of your draw steps, draw two cards "
                 "instead."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))
