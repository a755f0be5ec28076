"""Effect families: edicts (701.21a: "each player sacrifices a creature", chosen in APNAP order
101.4, sacrificed together), the older mill wording (701.13b: "puts the top three cards of their
library into their graveyard"), "that player" in a trigger at the beginning of each player's step
(the player whose step it is), "Activate this ability only any time you could cast a sorcery"
(602.5d, the older wording of "as a sorcery"), "you win the game" (104.2b) and a delayed draw
(603.7a: "draw a card at the beginning of the next turn's upkeep").  Mutations close each."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, events, life, position

from manastack.cards.oracle import UncompilableText, compile_text

_LANDS = ["Forest"] * 5

compiled_card("Test Edict", "Each player sacrifices a creature.", ("Sorcery",))
compiled_card("Test Two Edict", "Target player sacrifices two lands.", ("Sorcery",))
compiled_card("Test Old Mill", "Target player puts the top three cards of their library into their graveyard.", ("Sorcery",))
compiled_card("Test Runes", "At the beginning of each player's upkeep, Test Runes deals 1 damage to that player.",
      ("Enchantment",))
compiled_card("Test Sorcery Engine", "{T}: You gain 1 life. Activate this ability only any time you could cast a sorcery.",
      ("Artifact",))
compiled_card("Test Victory", "At the beginning of your upkeep, if you control four or more creatures, you win the game.",
      ("Enchantment",))
compiled_card("Test Slow Draw", "Draw a card at the beginning of the next turn's upkeep.", ("Instant",))


def test_701_21a_each_player_chooses_a_creature_to_sacrifice() -> None:
    """Alice (active) chooses first (101.4), then bob; both die together."""
    d = position({"alice": {"hand": ["Test Edict"], "battlefield": ["Grizzly Bears", "Savannah Lions"]},
                  "bob": {"battlefield": ["Elite Vanguard", "Ornithopter", "Forest"]}})
    d.act("alice", "casts", "Test Edict")
    d.pass_until(lambda: d.game.decision.kind == "sacrifice")
    assert d.game.decision.player == d.player("alice")
    d.choose(next(o for o in d.game.decision.options if o.label == "Savannah Lions"))
    assert d.game.decision.kind == "sacrifice" and d.game.decision.player == d.player("bob")
    assert d.game.state.objects[d.object("Savannah Lions")].zone == "battlefield"  # not yet: together
    assert sorted(o.label for o in d.game.decision.options) == ["Elite Vanguard", "Ornithopter"]
    d.choose(next(o for o in d.game.decision.options if o.label == "Ornithopter"))
    d.resolve(None)
    assert battlefield(d, "alice") == ["Grizzly Bears"]
    assert battlefield(d, "bob") == ["Elite Vanguard", "Forest"]


def test_a_player_with_fewer_permanents_sacrifices_what_they_have() -> None:
    d = position({"alice": {"hand": ["Test Two Edict"]}, "bob": {"battlefield": ["Forest", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Two Edict", targets=["bob"])
    d.resolve(None)
    assert battlefield(d, "bob") == ["Grizzly Bears"]
    assert cards(d, "bob", "graveyard") == ["Forest"]


def test_701_13b_the_older_wording_mills() -> None:
    d = position({"alice": {"hand": ["Test Old Mill"]}, "bob": {"library": ["Forest", "Island", "Swamp", "Plains"]}})
    d.act("alice", "casts", "Test Old Mill", targets=["bob"])
    d.resolve(None)
    assert sorted(cards(d, "bob", "graveyard")) == ["Forest", "Island", "Swamp"]
    assert cards(d, "bob", "library") == ["Plains"]


def test_that_player_is_the_player_whose_upkeep_it_is() -> None:
    d = position({"alice": {"battlefield": ["Test Runes"], "library": _LANDS}, "bob": {"library": _LANDS}})
    d.pass_to_step("upkeep", d.player("bob"))
    d.resolve(None)
    assert (life(d, "alice"), life(d, "bob")) == (20, 19)
    d.pass_to_step("upkeep", d.player("alice"))
    d.resolve(None)
    assert (life(d, "alice"), life(d, "bob")) == (19, 19)


def test_602_5d_only_any_time_you_could_cast_a_sorcery() -> None:
    d = position({"alice": {"battlefield": ["Test Sorcery Engine"]}, "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    d.act("alice", "activates", "Test Sorcery Engine")
    d.resolve(None)
    assert life(d, "alice") == 21
    d = position({"alice": {"battlefield": ["Test Sorcery Engine"], "library": _LANDS}, "bob": {"library": _LANDS}})
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.action_problem("alice", "activates", "Test Sorcery Engine") is not None


@pytest.mark.parametrize("creatures, over", [(3, False), (4, True)])
def test_104_2b_you_win_the_game(creatures: int, over: bool) -> None:
    d = position({"alice": {"battlefield": ["Test Victory"] + ["Grizzly Bears"] * creatures, "library": _LANDS},
                  "bob": {"library": _LANDS}})
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    d.resolve(None)
    assert d.game.over is over
    if over:
        assert d.game.winner == d.player("alice")


def test_603_7a_the_delayed_draw_happens_once_at_the_next_upkeep() -> None:
    d = position({"alice": {"hand": ["Test Slow Draw"], "library": ["Forest", "Island", "Swamp", "Plains"]},
                  "bob": {"library": _LANDS}})
    d.act("alice", "casts", "Test Slow Draw")
    d.resolve(None)
    assert cards(d, "alice", "hand") == []
    d.pass_to_step("upkeep", d.player("bob"))
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Forest"]
    assert len(events(d.game, "delayed_trigger_created")) == 1
    d.pass_to_step("upkeep", d.player("alice"))
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Forest"]  # alice's own upkeep: no second draw
    assert d.game.state.delayed_triggers == []


@pytest.mark.parametrize("text", [
    "Each player sacrifices a creatures.",
    "Each player sacrifices two creature.",
    "Each opponent sacrifices a creature you control.",
    "Target player puts the top three cards of their library into your graveyard.",
    "Target player puts the top card of their library into their graveyard.",
    "Target player puts the top three card of their library into their graveyard.",
    "Draw a card at the beginning of the next upkeep.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_the_sacrificed_kind_is_part_of_the_tree() -> None:
    (creature,) = compile_text("Test Card", "Each player sacrifices a creature.", ("Sorcery",))
    (land,) = compile_text("Test Card", "Each player sacrifices a land.", ("Sorcery",))
    assert creature.effects[0].filter.types == ("Creature",) and land.effects[0].filter.types == ("Land",)
