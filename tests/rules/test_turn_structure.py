"""Turn structure (500-514): phases and steps in order with the right active player, the
untap step (502), the draw step (504), skipped combat steps (508.8), the cleanup step (514),
mana emptying between steps (500.5) and one land play per turn (305.2)."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.decision import IllegalAction
from manastack.engine.steps import STEPS

registry.register(dsl.CardDef(name="Test Hollow Shell", source="test", faces=(dsl.Face(
    name="Test Hollow Shell", mana_cost="{1}", types=("Artifact", "Creature"), subtypes=("Construct",),
    power="0", toughness="0"),)))

ALL_BUT_BLOCKS = [s for s in STEPS if s not in ("declare_blockers", "combat_damage")]


def libraries(n: int = 5) -> dict:
    return {"alice": {"library": ["Forest"] * n}, "bob": {"library": ["Mountain"] * n}}


def record_decisions(d, until) -> list[tuple[str, str, int]]:
    """Pass (declaring nothing) until `until()`; return (step, kind, player) of each decision."""
    seen = []
    game = d.game
    for _ in range(5000):
        if game.over or until():
            return seen
        dec = game.decision
        seen.append((game.state.step, dec.kind, dec.player))
        game.choose(next(o for o in dec.options if o.kind in ("pass", "done")))
    raise AssertionError("never reached")


# ---------------------------------------------------------------------------- 500.1


def test_every_step_happens_in_order_with_the_right_active_player() -> None:
    """500.1 / 501-514: each turn has its steps in order (with no attackers, 508.8 skips
    declare blockers and combat damage); the turns alternate between the players."""
    d = position({"turn": 2, "active": "bob", "step": "cleanup", **libraries()})
    game = d.game
    record_decisions(d, lambda: game.state.turn == 5)
    turns = events(game, "turn_begin")
    assert [(e["turn"], e["active"]) for e in turns] == [(3, 0), (4, 1), (5, 0)]
    for turn, active in ((3, 0), (4, 1)):
        steps = [(e["step"], e["active"]) for e in events(game, "step") if e["turn"] == turn]
        assert steps == [(s, active) for s in ALL_BUT_BLOCKS]
        begun = [(e["step"], e["active"]) for e in events(game, "step_begin") if e["turn"] == turn]
        assert begun == steps


def test_all_combat_steps_happen_when_a_creature_attacks() -> None:
    """506.1 / 508-511: with an attacker, the combat phase has all five steps in order."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest"]},
                  "bob": {"library": ["Mountain"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.pass_until(lambda: d.game.state.step == "main2")
    steps = [e["step"] for e in events(d.game, "step")]
    assert steps == ["beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
                     "end_of_combat", "main2"]
    assert d.game.state.players[1].life == 18


def test_no_attackers_skips_declare_blockers_and_combat_damage() -> None:
    """508.8: if no creatures are declared as attackers, the declare blockers and combat
    damage steps are skipped."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.pass_until(lambda: d.game.state.step == "main2")
    steps = [e["step"] for e in events(d.game, "step")]
    assert steps == ["beginning_of_combat", "declare_attackers", "end_of_combat", "main2"]
    assert not [e for e in events(d.game, "step_begin") if e["step"] in ("declare_blockers", "combat_damage")]


# ---------------------------------------------------------------------------- 502


def test_no_player_receives_priority_in_the_untap_or_a_normal_cleanup_step() -> None:
    """502.4 / 514.3: no player receives priority during the untap step, and normally none
    during the cleanup step; every other step gives priority to both players."""
    d = position({"turn": 3, "step": "untap", **libraries()})
    seen = record_decisions(d, lambda: d.game.state.turn == 5)
    priority_steps = {step for step, kind, _ in seen if kind == "priority"}
    assert "untap" not in priority_steps and "cleanup" not in priority_steps
    assert priority_steps == set(ALL_BUT_BLOCKS) - {"untap", "cleanup"}


def test_untap_step_untaps_only_the_active_players_permanents() -> None:
    """502.3: the active player untaps all permanents they control; other players'
    permanents stay tapped."""
    d = position({"turn": 3, "step": "untap",
                  "alice": {"library": ["Forest"], "battlefield": [{"card": "Forest", "tapped": True},
                                                                   {"card": "Grizzly Bears", "tapped": True}]},
                  "bob": {"battlefield": [{"card": "Mountain", "tapped": True},
                                          {"card": "Goblin Guide", "tapped": True, "controller": "alice"}]}})
    d.pass_until(lambda: d.game.state.step == "upkeep")
    game = d.game
    tapped = {game.chars(o).name: game.state.objects[o].tapped for o in game.state.battlefield}
    assert tapped == {"Forest": False, "Grizzly Bears": False, "Mountain": True, "Goblin Guide": False}


# ---------------------------------------------------------------------------- 504


def test_draw_step_the_active_player_draws_the_top_card() -> None:
    """504.1: first, the active player draws a card, before anyone gets priority (504.2)."""
    d = position({"turn": 3, "step": "upkeep", "alice": {"library": ["Island", "Forest"]},
                  "bob": {"library": ["Mountain"]}})
    d.pass_once()
    game = d.game
    assert game.state.step == "draw"
    assert game.decision.kind == "priority" and game.decision.player == 0
    assert [game.chars(o).name for o in game.state.players[0].hand] == ["Island"]
    assert len(game.state.players[1].hand) == 0
    assert [e["player"] for e in events(game, "draw")] == [0]


def test_non_starting_player_draws_in_turn_one_position() -> None:
    """103.8a / 504.1: only the starting player's first turn has no draw step; later turns
    of that player do."""
    d = position({"turn": 1, "step": "untap", **libraries()})
    game = d.game
    d.pass_until(lambda: game.state.turn == 3 and game.state.step == "main1")
    drew = [(e["player"]) for e in events(game, "draw")]
    assert drew == [1, 0]
    turn1 = [e["step"] for e in events(game, "step") if e["turn"] == 1]
    assert "draw" not in turn1


# ---------------------------------------------------------------------------- 514


def test_cleanup_active_player_discards_down_to_seven() -> None:
    """514.1: the active player discards down to their maximum hand size (seven) in cleanup,
    choosing the cards; the other player keeps a larger hand."""
    hand = ["Forest"] * 6 + ["Grizzly Bears", "Lightning Bolt", "Shock"]
    d = position({"step": "end", "alice": {"hand": hand}, "bob": {"hand": hand, "library": ["Mountain"]}})
    d.pass_once()
    game = d.game
    dec = game.decision
    assert game.state.step == "cleanup"
    assert (dec.kind, dec.player) == ("discard", 0)
    assert len(dec.options) == 9
    game.choose(next(o for o in dec.options if o.label == "Lightning Bolt"))
    dec = game.decision
    assert (dec.kind, dec.player) == ("discard", 0)
    assert "Lightning Bolt" not in [o.label for o in dec.options]
    game.choose(next(o for o in dec.options if o.label == "Shock"))
    assert len(game.state.players[0].hand) == 7
    assert sorted(game.chars(o).name for o in game.state.players[0].graveyard) == ["Lightning Bolt", "Shock"]
    assert len(game.state.players[1].hand) == 9
    assert game.state.turn == 2


def test_cleanup_with_seven_cards_discards_nothing() -> None:
    """514.1: a hand of exactly seven cards is not reduced."""
    d = position({"step": "end", "alice": {"hand": ["Forest"] * 7}, "bob": {"library": ["Mountain"]}})
    d.pass_once()
    assert not events(d.game, "discard")
    assert d.game.state.turn == 2


def test_cleanup_removes_damage_and_ends_until_end_of_turn_effects_together() -> None:
    """514.2: damage is removed and "until end of turn" effects end simultaneously: a 2/2
    pumped to 5/5 with 3 damage survives the cleanup step as an undamaged 2/2."""
    d = position({"step": "end", "alice": {"hand": ["Giant Growth", "Lightning Bolt"],
                                           "battlefield": ["Grizzly Bears", "Forest", "Mountain"]},
                  "bob": {"library": ["Mountain"]}})
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    game = d.game
    bears = d.object("Grizzly Bears")
    assert (game.chars(bears).power, game.state.objects[bears].damage) == (5, 3)
    d.pass_until(lambda: game.state.turn == 2)
    assert game.state.objects[bears].zone == "battlefield"
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)
    assert game.state.objects[bears].damage == 0
    assert events(game, "cleanup")[0]["effects_ended"] == 1


def test_cleanup_removes_damage_from_every_players_permanents() -> None:
    """514.2: all damage marked on permanents is removed, not just the active player's."""
    d = position({"step": "end", "alice": {"battlefield": [{"card": "Grizzly Bears", "damage": 1}]},
                  "bob": {"battlefield": [{"card": "Serra Angel", "damage": 3}], "library": ["Mountain"]}})
    d.pass_until(lambda: d.game.state.turn == 2)
    assert [d.game.state.objects[o].damage for o in d.game.state.battlefield] == [0, 0]


def test_cleanup_gives_priority_after_an_sba_and_trigger_then_repeats() -> None:
    """514.3a: if state-based actions are performed or abilities trigger during cleanup,
    the active player gets priority; once all pass with an empty stack, another cleanup
    step begins."""
    d = position({"step": "cleanup", "alice": {"battlefield": ["Hangarback Walker"]},
                  "bob": {"library": ["Mountain"]}})
    game = d.game
    dec = game.decision
    assert game.state.step == "cleanup"
    assert (dec.kind, dec.player) == ("priority", 0)  # the active player gets priority
    assert game.state.objects[d.object("Hangarback Walker")].zone == "graveyard"  # 704.5f
    assert len(game.state.stack) == 1  # its dies trigger
    d.resolve(None)
    assert game.state.step == "cleanup" and game.state.turn == 1
    d.pass_once()
    cleanups = [e for e in events(game, "step_begin") if e["step"] == "cleanup"]
    assert [e["turn"] for e in cleanups] == [1, 1]  # a second cleanup step in the same turn
    assert [e["step"] for e in events(game, "step")][:2] == ["cleanup", "untap"]
    assert game.state.turn == 2


def test_cleanup_sba_without_trigger_also_gives_priority() -> None:
    """514.3a: a state-based action alone (a 0/0 creature dying) is enough."""
    d = position({"step": "cleanup", "alice": {"battlefield": ["Test Hollow Shell"]},
                  "bob": {"library": ["Mountain"]}})
    game = d.game
    assert game.state.step == "cleanup" and game.decision.kind == "priority"
    assert game.state.players[0].graveyard
    d.pass_once()
    assert game.state.turn == 2
    assert len([e for e in events(game, "step_begin") if e["step"] == "cleanup"]) == 2


# ---------------------------------------------------------------------------- 500.5


def test_mana_empties_as_each_step_ends() -> None:
    """500.5: as a step or phase ends, unspent mana empties from each player's mana pool."""
    d = position({"alice": {"mana_pool": "{G}{G}"}, "bob": {"mana_pool": "{R}"}})
    game = d.game
    d.pass_once()
    assert game.state.step == "beginning_of_combat"
    assert all(not any(p.mana_pool.values()) for p in game.state.players)
    assert sorted(e["player"] for e in events(game, "mana_empties")) == [0, 1]


def test_mana_stays_while_the_step_lasts() -> None:
    """500.5: mana empties only as the step ends, not when a spell resolves in it."""
    d = position({"alice": {"mana_pool": "{G}", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert d.game.state.step == "main1"
    assert d.game.state.players[0].mana_pool.get("G") == 1


def test_upwelling_keeps_mana_between_steps_and_turns() -> None:
    """500.5 as changed by Upwelling: players don't lose unspent mana as steps and phases
    end."""
    d = position({"alice": {"mana_pool": "{G}{G}", "battlefield": ["Upwelling"], "library": ["Forest"]},
                  "bob": {"mana_pool": "{R}", "library": ["Mountain"]}})
    game = d.game
    d.pass_until(lambda: game.state.turn == 2 and game.state.step == "main1")
    assert game.state.players[0].mana_pool == {"G": 2}
    assert game.state.players[1].mana_pool == {"R": 1}
    assert not events(game, "mana_empties")


# ---------------------------------------------------------------------------- 305.2


def _can_play_land(d, player: int) -> bool:
    dec = d.game.decision
    return dec.kind == "priority" and dec.player == player and any(o.kind == "play" for o in dec.options)


def test_land_plays_reset_each_turn() -> None:
    """305.2 / 500.1: a player may play one land each of their turns; the count resets when
    their next turn begins."""
    d = position({"alice": {"hand": ["Forest", "Forest", "Forest"], "library": ["Forest"] * 3},
                  "bob": {"library": ["Mountain"] * 3}})
    game = d.game
    assert _can_play_land(d, 0)
    d.act("alice", "plays", "Forest")
    assert not _can_play_land(d, 0)
    d.pass_until(lambda: game.state.step == "main2")
    assert not _can_play_land(d, 0)
    d.pass_until(lambda: game.state.turn == 3 and game.state.step == "main1")
    assert _can_play_land(d, 0)
    d.act("alice", "plays", "Forest")
    assert not _can_play_land(d, 0)
    assert len([o for o in game.state.battlefield if game.chars(o).name == "Forest"]) == 2


@pytest.mark.parametrize("step", ["upkeep", "draw", "beginning_of_combat", "end"])
def test_no_land_play_outside_a_main_phase(step: str) -> None:
    """305.2 / 505.6b: a land is played only in a main phase of the player's turn."""
    d = position({"step": step, "alice": {"hand": ["Forest"], "library": ["Forest"]}, "bob": {}})
    dec = d.game.decision
    assert dec.kind == "priority" and dec.player == 0
    assert not any(o.kind == "play" for o in dec.options)


# ---------------------------------------------------------------------------- Runed Terror


def test_sequential_phases_go_on_when_the_first_player_of_the_round_leaves() -> None:
    """104.3a / 800.4: under Runed Terror's sequential phases, if the player who took the
    phase first leaves the game, the next phase begins with the next player still in the
    game, never with the player who left."""
    d = position({"step": "main2", "alice": {"library": ["Forest"] * 3},
                  "bob": {"battlefield": ["Runed Terror"], "library": ["Forest"] * 3},
                  "carol": {"library": ["Forest"] * 3}})
    game = d.game
    d.pass_once()
    assert (game.state.step, game.state.active) == ("main2", 1)  # bob's postcombat main phase
    game.concede(0)
    d.pass_once()
    assert (game.state.step, game.state.active) == ("main2", 2)
    d.pass_once()
    assert (game.state.step, game.state.active) == ("end", 1)
    phases = [(e["phase"], e["active"]) for e in events(game, "phase_begin")]
    assert phases == [("main2", 1), ("main2", 2), ("ending", 1)]


def test_a_pause_at_the_start_of_the_untap_step_comes_before_anything_untaps() -> None:
    """502.1-502.3: `Game.pause_before_step` stops the game as a step begins, before its
    turn-based actions (what the scenario runner's `pass: until untap` needs: nobody receives
    priority there, 502.4); `resume()` goes on and the untap step untaps."""
    d = position({"alice": {"battlefield": [{"card": "Forest", "tapped": True}], "library": ["Island"]},
                  "bob": {"battlefield": [{"card": "Forest", "tapped": True}], "library": ["Island"]}})
    game = d.game
    game.pause_before_step = lambda state: state.step == "untap"
    d.pass_until(lambda: game.paused)
    assert game.paused and game.state.step == "untap" and game.state.active == 1
    assert all(game.state.objects[o].tapped for o in game.state.battlefield)
    with pytest.raises(IllegalAction, match="paused"):
        game.choose(0)
    game.pause_before_step = None
    game.resume()
    forests = {game.chars(o).controller: game.state.objects[o].tapped for o in game.state.battlefield}
    assert forests == {0: True, 1: False}
