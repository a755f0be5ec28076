"""103.5b: an action a player may take "any time [they] could mulligan": Serum Powder's "Any time
you could mulligan and Serum Powder is in your hand, you may exile all the cards from your hand,
then draw that many cards."  Offered as the player would declare, in any round; then they declare
(keep, or mulligan); it isn't a mulligan (the cards to put on the bottom count mulligans only)."""

from __future__ import annotations

import pytest
from support import compiled_card, events

import manastack as ms
from manastack.cards.oracle import UncompilableText, compile_text

_TEXT = ("{T}: Add {C}.\nAny time you could mulligan and ~ is in your hand, you may exile all the cards from your hand, "
         "then draw that many cards.")
compiled_card("Test Serum Powder", _TEXT.replace("~", "Test Serum Powder"), ("Artifact",), cost="{3}")

DECK_A = ["Test Serum Powder"] * 7 + ["Forest"] * 18
DECK_B = ["Mountain"] * 25


def _game() -> ms.Game:
    game = ms.Game.new([DECK_A, DECK_B], seed=3, starting_player=0)
    assert game.decision.kind == "mulligan" and game.decision.player == 0
    return game


def _option(game: ms.Game, kind: str) -> ms.Option:
    return next(o for o in game.decision.options if o.kind == kind)


def test_103_5b_the_action_is_offered_as_the_player_declares() -> None:
    game = _game()
    powders = [o for o in game.decision.options if o.kind == "card"]
    hand = game.state.players[0].hand
    assert powders and {o.value for o in powders} <= set(hand)
    assert all(game.state.objects[o.value].card == "Test Serum Powder" for o in powders)


def test_serum_powder_exiles_the_hand_and_draws_that_many_then_the_player_declares() -> None:
    game = _game()
    before = list(game.state.players[0].hand)
    library = len(game.state.players[0].library)
    game.choose(_option(game, "card"))
    p = game.state.players[0]
    assert sorted(game.state.objects[o].uid for o in game.state.exile) == sorted(
        game.state.objects[o].uid for o in game.state.exile if game.state.objects[o].owner == 0)
    assert len(game.state.exile) == 7 and len(p.hand) == 7 and len(p.library) == library - 7
    assert not set(before) & set(p.hand)
    assert game.decision.kind == "mulligan" and game.decision.player == 0  # 103.5b: then they declare
    assert p.mulligans == 0  # not a mulligan


def test_after_serum_powder_a_kept_hand_puts_nothing_on_the_bottom() -> None:
    game = _game()
    game.choose(_option(game, "card"))
    while game.decision.kind == "mulligan":
        game.choose(_option(game, "keep"))
    assert len(game.state.players[0].hand) == 7
    assert not events(game, "mulligan_bottom")


def test_serum_powder_after_a_mulligan_in_a_later_round() -> None:
    game = _game()
    game.choose(_option(game, "mulligan"))
    game.choose(_option(game, "keep"))  # the other player keeps
    while game.decision.kind == "bottom":
        game.choose(game.decision.options[0])
    assert game.decision.kind == "mulligan" and game.decision.player == 0
    if any(o.kind == "card" for o in game.decision.options):
        game.choose(_option(game, "card"))
        assert game.decision.kind == "mulligan" and game.state.players[0].mulligans == 1


def test_the_game_replays_identically() -> None:
    game = _game()
    game.choose(_option(game, "card"))
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()


@pytest.mark.parametrize("text", [
    "Any time you could mulligan and ~ is in your hand, you may exile all the cards from your hand, then draw that many "
    "cards plus one.",
    "Any time you could mulligan and ~ is in your graveyard, you may exile all the cards from your hand, then draw that "
    "many cards.",
    "Any time you could mulligan and ~ is in your hand, you may exile all the cards from your library, then draw that "
    "many cards.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Powder", text.replace("~", "Test Powder"), ("Artifact",))
