"""500.1 as Runed Terror changes it (docs/playtest-cards.md): players take their phases one
after another; what "your turn", "your upkeep", the first-turn draw skip, land plays and
summoning sickness mean then."""

from __future__ import annotations

from support import events, position

from manastack.engine.turn import sequential_phases


def _phases(game, start: int) -> list[tuple[int, str]]:
    return [(e["active"], e["step"]) for e in list(game.log)[start:] if e["type"] == "step"]


def test_phases_go_round_in_turn_order_starting_when_the_phase_ends() -> None:
    """500.1 under Runed Terror: beginning phase for each player, then first main for each,
    then combat, second main and ending, round again."""
    d = position({"turn": 3, "alice": {"battlefield": ["Runed Terror"], "library": ["Island"] * 3},
                  "bob": {"library": ["Forest"] * 3}})
    assert sequential_phases(d.game.kernel)
    start = len(d.game.log)
    d.pass_until(lambda: d.game.state.turn == 5 and d.game.state.step == "main1" and d.game.state.active == 0)
    order = [(a, s) for a, s in _phases(d.game, start) if s in ("main1", "beginning_of_combat", "main2", "end", "upkeep")]
    assert order == [(1, "main1"), (0, "beginning_of_combat"), (1, "beginning_of_combat"), (0, "main2"), (1, "main2"),
                     (0, "end"), (1, "end"), (0, "upkeep"), (1, "upkeep"), (0, "main1")]


def test_turn_numbers_count_each_players_beginning_phase() -> None:
    """A turn begins with its player's beginning phase; each beginning adds one to the turn
    number (turn_begin events)."""
    d = position({"turn": 3, "alice": {"battlefield": ["Runed Terror"], "library": ["Island"] * 3},
                  "bob": {"library": ["Forest"] * 3}})
    d.pass_until(lambda: d.game.state.turn == 5 and d.game.state.step == "main1")
    begins = [(e["turn"], e["active"]) for e in events(d.game, "turn_begin")]
    assert begins == [(4, 0), (5, 1)]


def test_at_the_beginning_of_your_upkeep_triggers_in_your_own_beginning_phase() -> None:
    """603.2 with 503: Contamination's "At the beginning of your upkeep" triggers in its
    controller's upkeep step only, not in the other player's beginning phase."""
    d = position({"turn": 3, "step": "end",
                  "alice": {"battlefield": ["Runed Terror", "Contamination", "Grizzly Bears"], "library": ["Swamp"] * 3},
                  "bob": {"library": ["Forest"] * 3, "battlefield": ["Savannah Lions"]}})
    d.queued[0] = ["Sacrifice a creature (keep Contamination)", "Grizzly Bears"]  # 118.12: pay, then which creature
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "draw")
    triggers = [e for e in events(d.game, "trigger") if e["name"] == "Contamination"]
    assert len(triggers) == 1
    steps = [e for e in events(d.game, "step_begin") if e["step"] == "upkeep"]
    assert [e["active"] for e in steps] == [0, 1]
    assert d.game.state.players[1].graveyard == []


def test_first_turn_draw_skip_is_only_the_starting_players_first_draw() -> None:
    """103.8a: the starting player skips the draw step of their first turn; with Runed Terror
    on the battlefield from the start, the other player still draws in their beginning phase."""
    d = position({"turn": 1, "step": "upkeep", "alice": {"battlefield": ["Runed Terror"], "library": ["Island"] * 3},
                  "bob": {"library": ["Forest"] * 3}})
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    assert len(d.game.state.players[0].hand) == 0
    assert len(d.game.state.players[1].hand) == 1
