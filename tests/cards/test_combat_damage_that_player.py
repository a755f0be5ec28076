""""Whenever ~ deals combat damage to a player, that player ..." (510.2, 603.2) and "Whenever ~
deals damage to a player / an opponent" (120.3, combat damage or not): "that player" is the
player dealt the damage.  Played with a creature attacking unblocked and with a creature's
damage ability; mutations stay refused or change the tree."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Specter", "Whenever Test Specter deals combat damage to a player, that player discards a card.",
              ("Creature",), power="2", toughness="2")
compiled_card("Test Pinger", "{T}: Test Pinger deals 1 damage to any target.\nWhenever Test Pinger deals damage to "
                             "an opponent, that player discards a card.", ("Creature",), power="1", toughness="1")
compiled_card("Test Raider", "Whenever Test Raider deals combat damage to a player, that player sacrifices a "
                             "permanent.", ("Creature",), power="2", toughness="2")


def _attack_unblocked(d, attacker: str) -> None:
    d.attack("alice", [attacker])
    d.pass_until(lambda: d.game.state.step == "main2" and not d.game.state.stack)


def test_the_damaged_player_discards() -> None:
    d = position({"alice": {"battlefield": ["Test Specter"], "library": ["Plains"] * 3},
                  "bob": {"hand": ["Shock"], "library": ["Plains"] * 3}})
    _attack_unblocked(d, "Test Specter")
    assert d.game.state.players[d.player("bob")].life == 18
    assert cards(d, "bob", "graveyard") == ["Shock"] and cards(d, "bob", "hand") == []


def test_the_damaged_player_sacrifices_not_the_controller() -> None:
    d = position({"alice": {"battlefield": ["Test Raider", "Forest"], "library": ["Plains"] * 3},
                  "bob": {"battlefield": ["Island"], "library": ["Plains"] * 3}})
    _attack_unblocked(d, "Test Raider")
    assert cards(d, "bob", "graveyard") == ["Island"]
    assert "Forest" not in cards(d, "alice", "graveyard")


def test_that_player_means_nothing_in_an_attack_trigger_without_a_player() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", "Whenever Test Card attacks, that player discards a card.", ("Creature",))


def test_a_changed_verb_is_another_tree() -> None:
    """Mutation: "discards" to "draws" is another effect for the same player."""
    discard, draw = (compile_text("T", f"Whenever T deals combat damage to a player, that player {verb} a card.",
                                  ("Creature",))[0].effects[0] for verb in ("discards", "draws"))
    assert type(discard).__name__ == "Discard" and type(draw).__name__ == "Draw"
    assert discard.who == draw.who


def test_noncombat_damage_to_an_opponent_triggers() -> None:
    d = position({"alice": {"battlefield": ["Test Pinger"]}, "bob": {"hand": ["Shock"]}})
    d.act("alice", "activates", "Test Pinger", targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[d.player("bob")].life == 19 and cards(d, "bob", "graveyard") == ["Shock"]


def test_damage_to_its_controller_is_not_to_an_opponent() -> None:
    d = position({"alice": {"battlefield": ["Test Pinger"], "hand": ["Forest"]}, "bob": {"hand": ["Shock"]}})
    d.act("alice", "activates", "Test Pinger", targets=["alice"])
    d.resolve(None)
    assert d.game.state.players[d.player("alice")].life == 19
    assert cards(d, "alice", "hand") == ["Forest"] and cards(d, "bob", "hand") == ["Shock"]


def test_a_player_and_an_opponent_are_different_triggers() -> None:
    player, opponent = (compile_text("T", f"Whenever T deals damage to {who}, that player discards a card.",
                                     ("Creature",))[0].trigger.event for who in ("a player", "an opponent"))
    assert (player, opponent) == ("damage_to_player", "damage_to_opponent")


compiled_card("Test Black Cat", "When Test Black Cat dies, target opponent discards a card at random.", ("Creature",),
              power="1", toughness="1")


def _cat_dies(seed_hand: list[str]):
    d = position({"alice": {"battlefield": ["Test Black Cat"]},
                  "bob": {"hand": ["Lightning Bolt", *seed_hand], "battlefield": ["Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Test Black Cat"])
    d.resolve(None)
    return d


def test_a_card_discarded_at_random_is_not_chosen_by_anyone() -> None:
    """701.9: the game picks the card: no one is asked, one of the two cards goes, and the same
    game picks the same card again (determinism)."""
    d = _cat_dies(["Shock", "Grizzly Bears"])
    assert len(cards(d, "bob", "hand")) == 1 and len(cards(d, "bob", "graveyard")) == 2
    assert not [e for e in d.game.log if e["type"] == "discard" and e["card"] not in ("Shock", "Grizzly Bears")]
    again = _cat_dies(["Shock", "Grizzly Bears"])
    assert cards(again, "bob", "hand") == cards(d, "bob", "hand")


def test_at_random_is_part_of_the_tree() -> None:
    chosen, random = (compile_text("T", f"Target player discards a card{w}.", ("Sorcery",))[0].effects[0]
                      for w in ("", " at random"))
    assert (chosen.at_random, random.at_random) == (False, True)
