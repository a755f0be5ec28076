"""Playing lands (305): a special action that doesn't use the stack (305.1), one land per
turn (305.2), only in your own main phase with the stack empty (305.1, 305.3), and the land
face of a modal double-faced card played as a land (712.12)."""

from __future__ import annotations

from support import events, position

from manastack.engine.state import BATTLEFIELD

LIBRARY = ["Island"] * 4


def labels(d, kind: str | None = None) -> list[str]:
    return [o.label for o in d.game.decision.options if kind is None or o.kind == kind]


def option(d, label: str):
    return next(o for o in d.game.decision.options if o.label == label)


def test_playing_a_land_does_not_use_the_stack() -> None:
    """305.1: playing a land is a special action: the land goes straight onto the
    battlefield, nothing goes on the stack, and its player keeps priority."""
    d = position({"alice": {"hand": ["Forest"]}})
    game = d.game
    d.act("alice", "plays", "Forest")
    assert game.state.objects[d.object("Forest")].zone == BATTLEFIELD
    assert not game.state.stack
    assert not events(game, "cast")
    assert [e["card"] for e in events(game, "play_land")] == ["Forest"]
    assert game.decision.kind == "priority" and game.decision.player == 0
    assert not events(game, "pass")


def test_land_can_be_tapped_for_mana_the_turn_it_is_played() -> None:
    """305.1, 302.6: summoning sickness is a rule for creatures only: a land just played can
    be tapped for mana at once."""
    d = position({"alice": {"hand": ["Forest", "Giant Growth"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "plays", "Forest")
    assert "cast Giant Growth" in labels(d)


def test_only_one_land_per_turn() -> None:
    """305.2, 305.2b: a player can normally play one land during their turn; after that no
    land play is offered, from any card."""
    d = position({"alice": {"hand": ["Forest", "Mountain", "Island"]}})
    game = d.game
    assert sorted(labels(d, "play")) == ["play Forest", "play Island", "play Mountain"]
    d.act("alice", "plays", "Forest")
    assert labels(d, "play") == []
    assert game.state.players[0].lands_played == 1
    d.pass_until(lambda: game.state.step == "main2" and game.decision.kind == "priority")
    assert labels(d, "play") == []


def test_land_play_is_still_available_in_the_second_main_phase() -> None:
    """305.1: a land can be played during either main phase of its player's turn."""
    d = position({"step": "main2", "alice": {"hand": ["Forest"]}})
    assert labels(d, "play") == ["play Forest"]


def test_no_land_play_during_an_opponents_turn() -> None:
    """305.3: a player can't play a land if it isn't their turn, even in a main phase with an
    empty stack."""
    d = position({"active": "bob", "alice": {"hand": ["Forest"]}, "bob": {"hand": ["Mountain"]}})
    game = d.game
    assert labels(d, "play") == ["play Mountain"]
    d.choose(option(d, "pass priority"))
    assert game.decision.player == 0 and game.state.step == "main1"
    assert labels(d, "play") == []


def test_no_land_play_while_the_stack_is_not_empty() -> None:
    """305.1: a land can be played only when the stack is empty."""
    d = position({"alice": {"hand": ["Forest", "Lightning Bolt"], "battlefield": ["Mountain"]}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert game.state.stack and game.decision.player == 0
    assert labels(d, "play") == []
    d.resolve(None)
    assert labels(d, "play") == ["play Forest"]


def test_no_land_play_outside_main_phases() -> None:
    """305.1: not in the upkeep, combat or end step of your own turn."""
    for step in ("upkeep", "beginning_of_combat", "end"):
        d = position({"step": step, "alice": {"hand": ["Forest"], "library": LIBRARY}})
        assert d.game.state.step == step
        assert labels(d, "play") == [], step


def test_modal_double_faced_card_back_face_played_as_a_land_paying_life() -> None:
    """712.12, 305.1: a modal double-faced card's land face (Tanglespan Bridgeworks) is
    played as a land and enters with that face up; "as this enters, you may pay 3 life; if
    you don't, it enters tapped" (614.12): paying leaves it untapped."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"]}})
    game = d.game
    assert labels(d, "play") == ["play Tanglespan Bridgeworks"]
    d.act("alice", "plays", "Tanglespan Bridgeworks", choices=["yes"])
    land = d.object("Tanglespan Bridgeworks")
    assert game.state.objects[land].zone == BATTLEFIELD
    assert game.chars(land).name == "Tanglespan Bridgeworks"
    assert "Land" in game.chars(land).types and "Sorcery" not in game.chars(land).types
    assert not game.state.objects[land].tapped
    assert game.state.players[0].life == 17
    assert game.state.players[0].lands_played == 1


def test_modal_double_faced_land_enters_tapped_if_life_is_not_paid() -> None:
    """614.12, 305.1: declining to pay 3 life, Tanglespan Bridgeworks enters tapped."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"]}})
    game = d.game
    d.act("alice", "plays", "Tanglespan Bridgeworks", choices=["no"])
    land = d.object("Tanglespan Bridgeworks")
    assert game.state.objects[land].tapped
    assert game.state.players[0].life == 20


def test_modal_double_faced_land_with_too_little_life_enters_tapped() -> None:
    """119.4, 614.12: with less than 3 life the player can't pay, so it just enters tapped
    (no question is asked)."""
    d = position({"alice": {"life": 2, "hand": ["Bridgeworks Battle"]}})
    game = d.game
    d.choose(option(d, "play Tanglespan Bridgeworks"))
    assert game.decision.kind == "priority"
    land = d.object("Tanglespan Bridgeworks")
    assert game.state.objects[land].tapped
    assert game.state.players[0].life == 2


def test_modal_double_faced_card_front_face_is_a_spell_not_a_land_play() -> None:
    """712.11b, 305.1: the front face (Bridgeworks Battle) is cast as a sorcery; casting it
    doesn't use the land play, and it goes to the graveyard as it resolves (608.2n)."""
    d = position({"alice": {"hand": ["Bridgeworks Battle", "Forest"],
                            "battlefield": ["Forest", "Forest", "Forest", "Grizzly Bears"]}})
    game = d.game
    assert "cast Bridgeworks Battle" in labels(d)
    d.act("alice", "casts", "Bridgeworks Battle", targets=["Grizzly Bears"])
    d.resolve(None)
    assert game.chars(d.object("Grizzly Bears")).power == 4
    assert game.state.players[0].lands_played == 0
    assert labels(d, "play") == ["play Forest"]
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == [
        "Bridgeworks Battle // Tanglespan Bridgeworks"]
