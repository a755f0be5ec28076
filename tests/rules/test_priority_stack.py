"""Priority (117) and the stack (405): who receives priority when, what happens when all
players pass in succession, last in first out, and answers a decision doesn't allow."""

from __future__ import annotations

import pytest
from support import events, position

import manastack as ms


def priority_of(d) -> tuple[str, int]:
    dec = d.game.decision
    return dec.kind, dec.player


def pass_(d) -> None:
    d.game.choose(next(o for o in d.game.decision.options if o.kind == "pass"))


# ---------------------------------------------------------------------------- 117.3a


def test_active_player_receives_priority_first_in_each_step() -> None:
    """117.3a: the active player receives priority at the beginning of each step in which
    players get priority, in both players' turns."""
    d = position({"turn": 2, "active": "bob", "step": "end",
                  "alice": {"library": ["Forest"] * 3}, "bob": {"library": ["Mountain"] * 3}})
    game = d.game
    firsts: dict[tuple[int, str], int] = {}
    mark = len(game.log)
    while game.state.turn < 5:
        dec = game.decision
        began = [e for e in list(game.log)[mark:] if e["type"] == "step_begin"]
        if began and dec.kind == "priority":
            firsts[(game.state.turn, began[-1]["step"])] = dec.player
        mark = len(game.log)
        game.choose(next(o for o in dec.options if o.kind in ("pass", "done")))
    assert {turn for turn, _ in firsts} == {3, 4}
    for (turn, _step), player in firsts.items():
        assert player == (0 if turn == 3 else 1)
    assert len(firsts) == 2 * 8  # upkeep .. end, without the skipped combat steps


def test_beginning_of_upkeep_trigger_is_on_the_stack_before_priority() -> None:
    """117.3a / 503.1: abilities that trigger at the beginning of the step are put on the stack
    before the active player receives priority."""
    d = position({"turn": 2, "active": "bob", "step": "end", "alice": {
        "battlefield": ["Delver of Secrets"], "library": ["Forest"]}, "bob": {"library": ["Mountain"]}})
    game = d.game
    d.pass_until(lambda: game.state.turn == 3 and game.state.step == "upkeep")
    assert priority_of(d) == ("priority", 0)
    assert len(game.state.stack) == 1
    assert game.state.stack[0].kind == "triggered"


# ---------------------------------------------------------------------------- 117.3c / 117.3d


def test_caster_receives_priority_again_after_casting() -> None:
    """117.3c: a player who casts a spell receives priority afterward."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert priority_of(d) == ("priority", 0)
    assert len(d.game.state.stack) == 1
    d.act("alice", "casts", "Shock", targets=["bob"])  # holding priority, she adds another
    assert priority_of(d) == ("priority", 0)
    assert len(d.game.state.stack) == 2


def test_non_active_caster_receives_priority_again_after_casting() -> None:
    """117.3c / 117.3d: after alice passes, bob receives priority; when he casts a spell he
    receives priority again."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    pass_(d)
    assert priority_of(d) == ("priority", 1)  # 117.3d: the next player in turn order
    d.act("bob", "casts", "Shock", targets=["alice"])
    assert priority_of(d) == ("priority", 1)


# ---------------------------------------------------------------------------- 117.4 / 117.3b


def test_all_passing_with_an_empty_stack_ends_the_step() -> None:
    """117.4 / 500.2: if all players pass in succession with an empty stack, the step ends."""
    d = position({"alice": {}, "bob": {}})
    pass_(d)
    assert d.game.state.step == "main1"
    assert priority_of(d) == ("priority", 1)
    pass_(d)
    assert d.game.state.step == "beginning_of_combat"
    assert priority_of(d) == ("priority", 0)


def test_all_passing_resolves_the_top_object_and_the_step_goes_on() -> None:
    """117.4 / 500.2: with a non-empty stack, all players passing resolves the top object;
    the step does not end, and (117.3b) the active player receives priority."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    pass_(d)
    assert d.game.state.stack and d.game.state.players[1].life == 20
    pass_(d)
    assert not d.game.state.stack
    assert d.game.state.players[1].life == 17
    assert d.game.state.step == "main1"
    assert priority_of(d) == ("priority", 0)


def test_active_player_gets_priority_after_the_opponents_spell_resolves() -> None:
    """117.3b: after a spell resolves, the active player receives priority, even when
    another player cast it."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    pass_(d)
    d.act("bob", "casts", "Shock", targets=["alice"])
    pass_(d)  # bob
    pass_(d)  # alice: Shock resolves
    assert d.game.state.players[0].life == 18
    assert len(d.game.state.stack) == 1
    assert priority_of(d) == ("priority", 0)


def test_passes_must_be_in_succession() -> None:
    """117.4: only passes without any action in between count: alice's pass before bob casts
    a spell does not let bob's spell resolve when he passes."""
    d = position({"alice": {}, "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    pass_(d)  # alice passes with an empty stack
    d.act("bob", "casts", "Shock", targets=["alice"])
    pass_(d)  # bob passes
    assert priority_of(d) == ("priority", 0)
    assert len(d.game.state.stack) == 1
    assert d.game.state.players[0].life == 20
    pass_(d)
    assert d.game.state.players[0].life == 18
    assert d.game.state.step == "main1"


# ---------------------------------------------------------------------------- 405


def test_last_in_first_out() -> None:
    """405.2 / 405.5: each object goes on top of the stack, and the top one resolves first:
    Giant Growth cast in response to Lightning Bolt resolves first and saves the creature."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Giant Growth", targets=["Grizzly Bears"])
    game = d.game
    stack_names = [game.chars(i.obj).name for i in game.state.stack]
    assert stack_names == ["Lightning Bolt", "Giant Growth"]  # bottom first
    d.resolve(None)
    resolved = [game.state.objects[e["obj"]].card for e in events(game, "resolved")]
    assert resolved == ["Giant Growth", "Lightning Bolt"]
    bears = d.object("Grizzly Bears")
    assert game.state.objects[bears].zone == "battlefield"
    assert game.state.objects[bears].damage == 3


def test_without_the_response_the_creature_dies() -> None:
    """405.5 / 704.5g: the control case for the test above: with no response on top of it,
    the Bolt resolves and the 2/2 dies."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Forest", "Grizzly Bears"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.state.players[1].graveyard


def test_three_spells_resolve_in_reverse_order() -> None:
    """405.5: three spells on the stack resolve from the top down."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Shock", "Lightning Strike"], "battlefield": ["Mountain"] * 4},
                  "bob": {}})
    for name in ("Lightning Bolt", "Shock", "Lightning Strike"):
        d.act("alice", "casts", name, targets=["bob"])
    d.resolve(None)
    game = d.game
    resolved = [game.state.objects[e["obj"]].card for e in events(game, "resolved")]
    assert resolved == ["Lightning Strike", "Shock", "Lightning Bolt"]
    assert game.state.players[1].life == 20 - 3 - 2 - 3


# ---------------------------------------------------------------------------- bad answers


@pytest.mark.parametrize("bad", ["cast Nothing", 99, -1, 1.0, None, ms.Option("pass", "pass", "x")])
def test_illegal_answer_raises_and_leaves_the_game_unchanged(bad) -> None:
    """117.3: a player with priority chooses one of the actions offered; any other answer
    raises IllegalAction and leaves the game (its JSON) exactly as it was."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {}})
    game = d.game
    assert game.decision.kind == "priority"
    before = game.to_json()
    with pytest.raises(ms.IllegalAction):
        game.choose(bad)
    assert game.to_json() == before
    assert game.decision.kind == "priority"


def test_an_option_of_an_earlier_decision_is_illegal() -> None:
    """117.3c: after casting, the old "cast" option is no longer offered (the card is on the
    stack); answering with it raises IllegalAction and changes nothing."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {}})
    game = d.game
    cast = next(o for o in game.decision.options if o.kind == "cast")
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    before = game.to_json()
    with pytest.raises(ms.IllegalAction):
        game.choose(cast)
    assert game.to_json() == before
    d.resolve(None)
    assert game.state.players[1].life == 17
