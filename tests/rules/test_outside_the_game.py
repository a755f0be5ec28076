"""400.11: cards outside the game, a player's sideboard (400.11b), brought into the game by wishes:
"You may reveal an instant card you own from outside the game and put it into your hand." (Cunning
Wish), Karn, the Great Creator's "... or choose a face-up artifact card you own in exile. Put that
card into your hand.", and "You may play a card you own from outside the game this turn." (Wish),
compiled from their Oracle text and played; the sideboard through Game.new, saves, clones and the
players' views and logs (hidden from the opponent)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.decks import decklist
from manastack.engine.decision import GameSetupError
from manastack.engine.state import SIDEBOARD
from manastack.hidden_info import Watcher
from manastack.scenario.driver import Driver

CUNNING = "Test Outside Cunning Wish"
compiled_card(CUNNING, f"You may reveal an instant card you own from outside the game and put it into your hand. "
                       f"Exile {CUNNING}.", ("Instant",), "{U}")
DEATH = "Test Outside Quiet Wish"
compiled_card(DEATH, f"You may choose a card you own from outside the game and put it into your hand. Exile {DEATH}.",
              ("Sorcery",), "{B}")
WISH = "Test Outside Wish"
compiled_card(WISH, "You may play a card you own from outside the game this turn.", ("Sorcery",), "{R}")
KARN = "Test Outside Karn"
compiled_card(KARN, "[−2]: You may reveal an artifact card you own from outside the game or choose a face-up artifact "
                    "card you own in exile. Put that card into your hand.", ("Planeswalker",), "{4}", loyalty=5)
SHOCK = "Test Outside Shock"
compiled_card(SHOCK, f"{SHOCK} deals 2 damage to any target.", ("Instant",), "{R}")
BEAR = "Test Outside Bear"
compiled_card(BEAR, "", ("Creature",), "{1}", power="2", toughness="2")
TRINKET = "Test Outside Trinket"
compiled_card(TRINKET, "", ("Artifact",), "{1}")
COMMAND = "Test Outside Command"
compiled_card(COMMAND, "You may cast an instant or sorcery spell from your sideboard. If you cast a modal spell this way, "
                       "you may choose an additional mode.", ("Sorcery",), "{U}")
CHARM = "Test Outside Charm"
compiled_card(CHARM, "Choose one —\n• You gain 3 life.\n• Draw a card.", ("Instant",), "{1}")
LIBRARY = ["Plains"] * 10


def _position(alice: dict, bob: dict | None = None) -> Driver:
    return position({"alice": {"library": LIBRARY, **alice}, "bob": {"library": LIBRARY, **(bob or {})}})


def _cast(d: Driver, name: str, player: int = 0) -> None:
    d.until_priority(player)
    option = next(o for o in d.decision.options if o.kind == "cast" and o.label.startswith(f"cast {name}"))
    d.choose(option)
    d.finish_action(player)


def _resolve_until(d: Driver, kind: str):
    """Pass priority until a decision of `kind` comes (the top of the stack resolving)."""
    for _ in range(20):
        if d.decision.kind == kind:
            return d.decision
        d.choose(next(o for o in d.decision.options if o.kind == "pass"))
    raise AssertionError(f"no {kind} decision")


def _option(decision, text: str):
    return next(o for o in decision.options if text in o.label)


# ------------------------------------------------------------------ the sideboard (400.11b)


def test_400_11b_game_new_keeps_each_sideboard_outside_the_game_owned_and_private() -> None:
    """400.11b: the sideboards are outside the game, their owners'; only the owner sees theirs (the
    opponent its size), through views, a save (to_json/from_json) and clones."""
    game = ms.Game.new([["Mountain"] * 10, ["Forest"] * 10], seed=1, sideboards=[[SHOCK, BEAR], []])
    alice = game.state.players[0]
    assert [game.state.objects[o].card for o in alice.sideboard] == [SHOCK, BEAR]
    assert all(game.state.objects[o].owner == 0 and game.state.objects[o].zone == SIDEBOARD for o in alice.sideboard)
    assert [c["name"] for c in game.view(0)["players"][0]["sideboard"]] == [SHOCK, BEAR]
    bob_view = game.view(1)["players"][0]
    assert "sideboard" not in bob_view and bob_view["sideboard_size"] == 2
    assert SHOCK not in str(game.view(1)) and Watcher(game).problem() is None
    for copy in (ms.Game.from_json(game.to_json()), game.clone(), game.fork()):
        assert [copy.state.objects[o].card for o in copy.state.players[0].sideboard] == [SHOCK, BEAR]
        assert copy.to_json() == game.to_json()


def test_400_11b_a_decklists_sideboard_section_is_its_cards_outside_the_game() -> None:
    deck = decklist.parse(f"Deck\n20 Mountain\n\nSideboard\n2 {SHOCK}\n1 {BEAR}\n")
    game = ms.Game.new([deck, ["Forest"] * 10], seed=2)
    assert sorted(game.state.objects[o].card for o in game.state.players[0].sideboard) == [BEAR, SHOCK, SHOCK]
    assert len(game.state.players[0].library) + len(game.state.players[0].hand) == 20


def test_400_11b_a_sideboard_of_unknown_cards_is_refused_naming_it() -> None:
    with pytest.raises(GameSetupError, match="deck 1's sideboard: .*Nonexistent Card"):
        ms.Game.new([["Mountain"] * 10, ["Forest"] * 10], seed=1, sideboards=[["Nonexistent Card"], []])
    with pytest.raises(GameSetupError, match="one sideboard"):
        ms.Game.new([["Mountain"] * 10, ["Forest"] * 10], seed=1, sideboards=[[SHOCK]])


# ------------------------------------------------------------------ wishes (400.11)


def test_400_11_cunning_wish_puts_a_revealed_instant_from_the_sideboard_into_hand() -> None:
    """Only an instant card is offered (not the creature); it is revealed (701.20a), so bob's log
    names it; the wish is exiled."""
    d = _position({"hand": [CUNNING], "battlefield": ["Island"], "sideboard": [SHOCK, BEAR]})
    _cast(d, CUNNING)
    decision = _resolve_until(d, "card")
    assert decision.player == 0 and [o.label for o in decision.options] == [
        f"{SHOCK} (outside the game)", "choose no card"]
    assert Watcher(d.game).problem() is None
    d.choose(_option(decision, SHOCK))
    assert cards(d, "alice", "hand") == [SHOCK] and cards(d, "alice", "sideboard") == [BEAR]
    assert cards(d, "alice", "exile") == [CUNNING]
    assert any(e["type"] == "reveal" and e["card"] == SHOCK for e in d.game.events_for(1))
    moved = [e for e in d.game.events_for(1) if e["type"] == "zone_change" and e["from"] == SIDEBOARD]
    assert moved and moved[0]["card"] == SHOCK


def test_400_11_a_card_chosen_without_reveal_stays_hidden_from_the_opponent() -> None:
    """"You may choose a card ... and put it into your hand" (no reveal): bob learns that a card
    went from alice's sideboard to her hand, not which."""
    d = _position({"hand": [DEATH], "battlefield": ["Swamp"], "sideboard": [SHOCK]})
    _cast(d, DEATH)
    d.choose(_option(_resolve_until(d, "card"), SHOCK))
    assert cards(d, "alice", "hand") == [SHOCK]
    moved = [e for e in d.game.events_for(1) if e["type"] == "zone_change" and e["from"] == SIDEBOARD]
    assert moved and moved[0]["card"] is None and moved[0]["to"] == "hand"
    assert SHOCK not in str(d.game.events_for(1)) and Watcher(d.game).problem() is None


def test_400_11_you_may_choose_no_card() -> None:
    d = _position({"hand": [CUNNING], "battlefield": ["Island"], "sideboard": [SHOCK]})
    _cast(d, CUNNING)
    d.choose(_option(_resolve_until(d, "card"), "choose no card"))
    assert cards(d, "alice", "hand") == [] and cards(d, "alice", "sideboard") == [SHOCK]


def test_400_11_a_wish_without_a_sideboard_finds_nothing_but_resolves() -> None:
    d = _position({"hand": [CUNNING], "battlefield": ["Island"]})
    _cast(d, CUNNING)
    d.resolve(None)
    assert cards(d, "alice", "exile") == [CUNNING] and cards(d, "alice", "hand") == []


def test_400_11_karn_finds_an_artifact_outside_the_game_or_face_up_in_exile() -> None:
    """Karn's −2: the artifact cards of alice's sideboard and her face-up ones in exile are
    offered; not bob's exiled artifact, not her face-down one (406.3)."""
    d = _position({"battlefield": [KARN], "sideboard": [TRINKET, SHOCK], "exile": [TRINKET]},
                  {"exile": [TRINKET]})
    mine_exiled = next(o for o in d.game.state.exile if d.game.state.objects[o].owner == 0)
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "activate"))
    labels = [o.label for o in _resolve_until(d, "card").options if o.kind == "card"]
    assert labels == [f"{TRINKET} (outside the game)", f"{TRINKET} (in exile)"]
    d.choose(next(o for o in d.decision.options if o.value == mine_exiled))
    assert cards(d, "alice", "hand") == [TRINKET] and cards(d, "alice", "sideboard") == [TRINKET, SHOCK]


def test_406_3_karn_cant_choose_a_face_down_exiled_card() -> None:
    d = _position({"battlefield": [KARN], "exile": [TRINKET]})
    exiled = d.game.state.exile[0]
    d.game.state.objects[exiled].face_down = True
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "activate"))
    d.resolve(None)
    assert cards(d, "alice", "hand") == [] and cards(d, "alice", "exile") == [TRINKET]


# ------------------------------------------------------------------ Wish: playing from outside the game


def _wished(sideboard: list[str], lands: list[str]) -> Driver:
    d = _position({"hand": [WISH], "battlefield": ["Mountain", *lands], "sideboard": sideboard})
    _cast(d, WISH)
    d.resolve(None)
    d.until_priority(0)
    return d


def test_400_11_wish_lets_its_caster_cast_one_card_from_outside_the_game_this_turn() -> None:
    """The card is chosen as it is played, its cost paid; one card only (a card)."""
    d = _wished([SHOCK, BEAR], ["Mountain", "Mountain"])
    offered = [o.label for o in d.decision.options if o.kind == "cast"]
    assert f"cast {SHOCK} from outside the game" in offered and f"cast {BEAR} from outside the game" in offered
    assert Watcher(d.game).problem() is None
    d.choose(_option(d.decision, f"cast {BEAR} from outside the game"))
    d.finish_action(0)
    d.resolve(None)
    assert BEAR in [d.game.chars(o).name for o in d.game.state.battlefield]
    d.until_priority(0)
    assert not [o for o in d.decision.options if "outside the game" in o.label]


def test_400_11_wish_follows_the_normal_timing_and_ends_with_the_turn() -> None:
    """Its rulings: normal timing rules; the permission lasts this turn only (514.2)."""
    d = _wished([SHOCK, BEAR], ["Mountain"])
    d.pass_to_step("end")
    d.until_priority(0)
    labels = [o.label for o in d.decision.options]
    assert f"cast {SHOCK} from outside the game" in labels and not any(BEAR in label for label in labels)
    d.pass_to_step("upkeep", player=1)
    d.pass_to_step("main1", player=0)
    d.until_priority(0)
    assert not [o for o in d.decision.options if "outside the game" in o.label]


def test_305_2_a_land_played_from_outside_the_game_is_the_land_play() -> None:
    d = _wished(["Forest"], [])
    d.choose(_option(d.decision, "play Forest from outside the game"))
    d.finish_action(0)
    assert "Forest" in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert d.game.state.players[0].lands_played == 1


def test_400_11_without_wish_no_card_is_played_from_outside_the_game() -> None:
    d = _position({"battlefield": ["Mountain", "Mountain"], "sideboard": [SHOCK, "Forest"]})
    d.until_priority(0)
    assert not [o for o in d.decision.options if "outside the game" in o.label]


# ------------------------------------------------------------------ the compiled trees and their mutations


def test_wishes_compile_to_their_trees() -> None:
    (cunning,) = compile_text("Cunning", "You may reveal an instant card you own from outside the game and put it "
                                         "into your hand.", ("Instant",))
    assert cunning.effects == (dsl.FromOutsideToHand(dsl.Filter(types=("Instant",)), reveal=True, optional=True),)
    (old,) = compile_text("Burning", "You may choose a sorcery card you own from outside the game, reveal that card, "
                                     "and put it into your hand.", ("Sorcery",))
    assert old.effects == (dsl.FromOutsideToHand(dsl.Filter(types=("Sorcery",)), reveal=True, optional=True),)
    (plain,) = compile_text("Acq", "Choose a card you own from outside the game and put it into your hand.", ("Sorcery",))
    assert plain.effects == (dsl.FromOutsideToHand(dsl.Filter(), reveal=False, optional=False),)
    (wish,) = compile_text("W", "You may play a card you own from outside the game this turn.", ("Sorcery",))
    assert wish.effects == (dsl.PlayFromOutside(),)


@pytest.mark.parametrize("text", [
    "You may cast an instant or sorcery spell from your sideboard. If you cast a modal spell this way, you may choose "
    "two additional modes.",
    "You may cast an instant or sorcery spell from your graveyard. If you cast a modal spell this way, you may choose "
    "an additional mode.",
    "You may reveal an instant card you own from outside the game and put it into your graveyard.",
    "You may reveal an instant card you own from your library and put it into your hand.",
    "You may reveal an instant card you own from outside the game, reveal that card, and put it into your hand.",
    "Play a card you own from outside the game this turn.",
    "You may play a card you own from outside the game this game.",
    "You may reveal an artifact card you own from outside the game or choose a face-up creature card you own in "
    "exile. Put that card into your hand.",
    "You may reveal an artifact card you own from outside the game or choose a face-up artifact card you own in "
    "exile. Put that card onto the battlefield.",
])
def test_mutated_wishes_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Mutant Wish", text, ("Sorcery",))


# ------------------------------------------------------------------ saves, replays and determinization


def test_400_11b_a_recorded_game_saves_and_replays_its_sideboards() -> None:
    """A save's setup records the sideboards, so replaying it from the setup gives the same game."""
    from manastack.web.savefile import RecordedGame, parse_save, save_data, start_from_setup

    deck = decklist.parse(f"Deck\n20 Mountain\n\nSideboard\n1 {SHOCK}\n")
    game = RecordedGame.start([deck, ["Forest"] * 20], seed=7)
    data = save_data(game, [{"kind": "human"}, {"kind": "ai", "level": "random"}])
    assert data["setup"]["sideboards"] == [[[SHOCK, []]], []]
    import json

    saved = parse_save(json.dumps(data))
    again = start_from_setup(saved.setup)
    assert again.to_json() == game.to_json()


def test_400_11b_determinizing_deals_the_opponents_sideboard_again_not_the_viewers() -> None:
    """A search agent's determinized game doesn't know which of bob's cards are outside the game
    (his sideboard is dealt with his hidden cards); alice's own sideboard stays as it is."""
    import random

    from manastack.engine.determinize import determinize

    game = ms.Game.new([["Mountain"] * 20, ["Forest"] * 2], seed=3, sideboards=[[SHOCK], [BEAR, TRINKET]])
    seen = set()
    for i in range(30):
        world = determinize(game, 0, random.Random(i))
        bob = world.state.players[1]
        seen.add(tuple(sorted(world.state.objects[o].card for o in bob.sideboard)))
        assert len(bob.sideboard) == 2 and all(world.state.objects[o].zone == SIDEBOARD for o in bob.sideboard)
        assert [world.state.objects[o].card for o in world.state.players[0].sideboard] == [SHOCK]
        assert world.view(0) == game.view(0)
    assert len(seen) > 1


# ------------------------------------------------------------------ casting from the sideboard as it resolves


def test_608_2g_700_2_a_spell_cast_from_the_sideboard_may_choose_an_additional_mode() -> None:
    """Your Wish Is My Command: the modal instant is cast from the sideboard as it resolves (its
    cost paid), and its controller chooses two modes of its "choose one"."""
    d = _position({"hand": [COMMAND], "battlefield": ["Island", "Island"], "sideboard": [CHARM, BEAR, SHOCK]})
    _cast(d, COMMAND)
    decision = _resolve_until(d, "card")
    assert [o.label for o in decision.options] == [f"cast {CHARM} from outside the game", "cast no spell"]
    d.choose(decision.options[0])
    for _ in range(3):  # both modes, then the payment
        if d.decision.kind == "mode":
            d.choose(next(o for o in d.decision.options if o.kind == "mode"))
    while d.decision.kind == "pay_mana":
        d.choose(d.decision.options[0])
    item = d.game.state.stack[-1]
    assert item.modes == [0, 1] and item.cast_from == SIDEBOARD
    d.resolve(None)
    assert d.game.state.players[0].life == 23 and len(d.game.state.players[0].hand) == 1


def test_608_2g_only_castable_instants_and_sorceries_are_offered() -> None:
    """No mana left for Shock ({R}) after the Command: nothing castable, the Command just resolves."""
    d = _position({"hand": [COMMAND], "battlefield": ["Island"], "sideboard": [SHOCK, BEAR]})
    _cast(d, COMMAND)
    d.resolve(None)
    assert cards(d, "alice", "sideboard") == [SHOCK, BEAR] and d.game.state.players[0].life == 20


def test_random_games_with_wishes_keep_the_sideboards_hidden_and_the_zones_whole() -> None:
    """Random play with wishes and sideboards on both sides: at every decision, no player is told
    a card of the other's sideboard (hidden_info), every object is in one zone, and the game
    saves and loads back as it is."""
    import random

    from manastack.fuzz import counts_problem, zones_problem

    deck = ([CUNNING, DEATH, WISH, COMMAND] * 3 + ["Island", "Mountain", "Swamp"] * 6)
    moved = 0
    for seed in range(3):
        game = ms.Game.new([deck, deck], seed=seed, sideboards=[[SHOCK, CHARM, BEAR, "Forest"], [CHARM, SHOCK]],
                           max_turns=12)
        watcher = Watcher(game)
        rng = random.Random(seed)
        for _ in range(1500):
            if game.over:
                break
            assert watcher.problem() is None and zones_problem(game) is None and counts_problem(game) is None
            options = game.decision.options
            game.choose(options[rng.randrange(len(options))])
        assert ms.Game.from_json(game.to_json()).to_json() == game.to_json()
        moved += sum(e["type"] == "zone_change" and e["from"] == SIDEBOARD for e in game.events)
    assert moved > 0


def test_400_11b_a_matchs_games_have_each_decks_current_sideboard_outside_the_game() -> None:
    """100.4, 400.11b: in a match, the cards outside each game are the deck's sideboard as it is
    after sideboarding."""
    from manastack.decks.decklist import DeckEntry
    from manastack.decks.match import Match

    deck = decklist.parse(f"Deck\n20 Mountain\n\nSideboard\n2 {SHOCK}\n")
    match = Match([deck, decklist.parse("Deck\n20 Forest\n")], seed=4)
    game = match.next_game()
    assert [game.state.objects[o].card for o in game.state.players[0].sideboard] == [SHOCK, SHOCK]
    game.concede(0)
    match.record(game)
    match.sideboard(0, [DeckEntry(18, "Mountain"), DeckEntry(2, SHOCK)], [DeckEntry(2, "Mountain")])
    game = match.next_game()
    assert [game.state.objects[o].card for o in game.state.players[0].sideboard] == ["Mountain", "Mountain"]
