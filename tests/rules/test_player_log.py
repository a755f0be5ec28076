"""A player's log and view (`Game.events_for`, `Game.view`; issue 14 items 1 and 3): hidden cards
and their ids are left out (400.2, 401.2, 402.3, 406.3), revealed cards are named (701.20a), and
what a player is given shares nothing with the game."""

from __future__ import annotations

import pytest
from rich.console import Console
from support import bundled, position

from manastack.engine import zones
from manastack.engine.decision import IllegalAction
from manastack.engine.game import Game
from manastack.play import EventWriter, TerminalGame


def _zone_changes(events: list[dict]) -> list[dict]:
    return [e for e in events if e["type"] == "zone_change"]


def _answer(d, start: str) -> None:
    found = [o for o in d.decision.options if o.label.lower().startswith(start.lower())]
    assert found, [o.label for o in d.decision.options]
    d.choose(found[0])


def test_own_draws_are_named_and_an_opponents_draw_is_a_card_without_ids_121_1_402_3() -> None:
    """121.1, 402.3: the drawer sees the card and its new id; the other player sees a card go
    from bob's library to his hand: no name, no id (a library's ids follow the decklist, 401.2)."""
    d = position({"alice": {"library": ["Shock"]}, "bob": {"library": ["Giant Growth"]}})
    game = d.game
    start = len(game.log)
    zones.draw(game.kernel, 0)
    zones.draw(game.kernel, 1)
    mine, theirs = _zone_changes(game.events_for(0, start))
    assert (mine["card"], mine["obj"], mine["new"]) == ("Shock", None, game.state.players[0].hand[-1])
    assert (theirs["card"], theirs["obj"], theirs["new"]) == (None, None, None)
    assert (theirs["from"], theirs["to"], theirs["owner"]) == ("library", "hand", 1)
    draws = [e for e in game.events_for(0, start) if e["type"] == "draw"]
    assert [e["obj"] for e in draws] == [game.state.players[0].hand[-1], None]
    assert "Giant Growth" in [e["card"] for e in _zone_changes(game.events_for(1, start))]


def test_the_log_has_one_event_for_each_event_and_never_changes_later() -> None:
    """Each player's log is the game's log event for event (same "n"), and what a player was
    told of an event stays the same as the game goes on."""
    game = Game.new([bundled("white-blue-control"), bundled("black-midrange")], seed=2, max_turns=6)
    for _ in range(120):
        game.choose(0 if len(game.decision.options) == 1 else 1)
    before = [game.events_for(p) for p in (0, 1)]
    while not game.over:
        game.choose(len(game.decision.options) - 1)
    for p in (0, 1):
        after = game.events_for(p)
        assert [e["n"] for e in after] == list(range(len(game.log)))
        assert after[: len(before[p])] == before[p]
        assert game.clone().events_for(p) == after  # worked out afresh, the same


def test_a_clone_carries_the_logs_built_so_far_and_goes_on_with_its_own() -> None:
    """A clone of a game whose player logs were built gets them (not rebuilt from the first
    event); each game's later events go only into its own players' logs."""
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=3, max_turns=6)
    for _ in range(150):
        game.choose(0 if len(game.decision.options) == 1 else 1)
    told = [game.events_for(p) for p in (0, 1)]
    copy = game.clone()
    fresh = Game.from_json(game.to_json())
    assert [copy.events_for(p) for p in (0, 1)] == told == [fresh.events_for(p) for p in (0, 1)]
    copy.choose(len(copy.decision.options) - 1)
    game.choose(0)
    for p in (0, 1):
        assert copy.events_for(p) == copy.clone().events_for(p) == Game.from_json(copy.to_json()).events_for(p)
        assert game.events_for(p)[: len(told[p])] == told[p]
        assert len(copy.events_for(p)) == len(copy.log) and len(game.events_for(p)) == len(game.log)


def test_mulligan_cards_are_named_only_to_their_owner_103_5() -> None:
    """103.5: the cards shuffled back and the ones put on the bottom after a mulligan are named
    to their owner only."""
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=4, starting_player=0)
    while game.decision.kind != "mulligan":
        game.choose(0)
    game.choose("mulligan (to 6)")  # alice
    game.choose("keep this hand")  # bob
    hand = list(game.state.players[0].hand)
    game.choose(game.decision.options[0])  # alice puts a card on the bottom
    bottom = [e for e in _zone_changes(game.events) if e.get("cause") == "mulligan"]
    assert len(bottom) == 8 and bottom[-1]["obj"] in hand
    for event in bottom:
        own = game.events_for(0)[event["n"]]
        other = game.events_for(1)[event["n"]]
        assert own["card"] == event["card"] and own["obj"] == event["obj"] and own["new"] is None
        assert (other["card"], other["obj"], other["new"]) == (None, None, None)


def test_brainstorm_puts_back_cards_named_only_to_their_owner_402_3() -> None:
    """Brainstorm: the two cards put on top of the library are named to their owner, and are
    "a card" from hand to library for the opponent."""
    d = position({"alice": {"hand": ["Brainstorm", "Forest"], "battlefield": ["Island"],
                            "library": ["Lightning Bolt", "Grizzly Bears", "Counterspell", "Plains"]}, "bob": {}})
    game = d.game
    d.act("alice", "casts", "Brainstorm")
    d.pass_once()
    _answer(d, "Forest")
    _answer(d, "Grizzly Bears")
    d.resolve(None)
    back = [e for e in _zone_changes(game.events) if e.get("cause") == "put_back"]
    assert [e["card"] for e in back] == ["Forest", "Grizzly Bears"]
    assert [game.events_for(0)[e["n"]]["card"] for e in back] == ["Forest", "Grizzly Bears"]
    seen = [game.events_for(1)[e["n"]] for e in back]
    assert [(e["card"], e["obj"], e["new"], e["from"], e["to"]) for e in seen] == [(None, None, None, "hand", "library")] * 2


def _bomat_game():
    d = position({"alice": {"battlefield": [{"card": "Bomat Courier", "sick": True}, "Mountain"], "hand": ["Forest"],
                            "library": ["Lightning Bolt", "Island"]},
                  "bob": {"library": ["Island"]}})
    d.attack("alice", ["Bomat Courier"])
    d.resolve(None)
    return d


def test_a_card_exiled_face_down_is_named_to_nobody_406_3() -> None:
    """406.3, Bomat Courier ("You can't look at it."): the card exiled face down is named to no
    player, and no player gets its id, in the log or the view."""
    d = _bomat_game()
    game = d.game
    exiled = game.state.exile[0]
    event = next(e for e in _zone_changes(game.events) if e["new"] == exiled)
    for p in (0, 1):
        seen = game.events_for(p)[event["n"]]
        assert (seen["card"], seen["obj"], seen["new"], seen["to"]) == (None, None, None, "exile")
        assert game.view(p)["exile"] == [{"face_down": True, "owner": 0}]
        assert "Lightning Bolt" not in str(game.events_for(p)) + str(game.view(p))


def test_a_face_down_card_returned_to_hand_is_named_only_to_its_owner_406_3() -> None:
    """406.3: Bomat Courier's card goes back to alice's hand unrevealed: alice now sees it, bob
    never does -- in bob's log, and in the lines `manastack play` prints for him (it told him
    the card's name before)."""
    d = _bomat_game()
    game = d.game
    d.block("bob", {})
    d.pass_until(lambda: game.state.step == "main2")
    start = len(game.log)
    d.act("alice", "activates", "Bomat Courier")
    d.resolve(None)
    back = next(e for e in _zone_changes(game.events[start:]) if e["from"] == "exile")
    assert back["card"] == "Lightning Bolt"
    own = game.events_for(0)[back["n"]]
    assert (own["card"], own["obj"], own["new"]) == ("Lightning Bolt", None, game.state.players[0].hand[0])
    other = game.events_for(1)[back["n"]]
    assert (other["card"], other["obj"], other["new"]) == (None, None, None)
    writer = EventWriter(game, 1)
    writer.learn_view(game.view(1))
    assert "Lightning Bolt" not in " ".join(writer.lines(game.events_for(1)))


def test_the_terminal_client_prints_from_the_players_own_log() -> None:
    """`manastack play` writes its log from `events_for(human)`: a face-down card that returns
    to the AI's hand unrevealed is never named to the human (406.3)."""
    d = _bomat_game()
    game = d.game
    d.block("bob", {})
    d.pass_until(lambda: game.state.step == "main2")
    d.act("alice", "activates", "Bomat Courier")
    d.resolve(None)
    console = Console(record=True, width=200)
    terminal = TerminalGame(game, 1, None, console, {0: "AI", 1: "you"})
    terminal.flush_log()
    text = console.export_text()
    assert "Bomat Courier" in text and "Lightning Bolt" not in text


def test_a_revealed_card_is_named_to_every_player_701_20a() -> None:
    """701.20a, Goblin Guide: the top card of the defending player's library is revealed: its
    name is told to both players (its library id to neither), and so is its move to the hand
    when it is a land."""
    d = position({"alice": {"battlefield": [{"card": "Goblin Guide", "sick": False}]},
                  "bob": {"library": ["Forest", "Island"]}})
    game = d.game
    library_top = game.state.players[1].library[0]
    d.attack("alice", ["Goblin Guide"])
    d.resolve(None)
    reveal = next(e for e in game.events if e["type"] == "reveal")
    moved = next(e for e in _zone_changes(game.events) if e["obj"] == library_top)
    for p in (0, 1):
        seen = game.events_for(p)[reveal["n"]]
        assert (seen["card"], seen["obj"], seen["zone"], seen["player"]) == ("Forest", None, "library", 1)
        assert game.events_for(p)[moved["n"]]["card"] == "Forest"
    assert game.events_for(0)[moved["n"]]["new"] is None  # in bob's hand now
    assert game.events_for(1)[moved["n"]]["new"] == game.state.players[1].hand[-1]


def test_a_view_shares_nothing_with_the_game() -> None:
    """Editing what `view` and `events_for` return changes nothing in the game: the stack's
    targets, the combat, the log."""
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain", {"card": "Grizzly Bears", "sick": False}]},
                  "bob": {"battlefield": [{"card": "Glory Seeker", "sick": False}]}})
    game = d.game
    d.act("alice", "casts", "Shock", targets=["Glory Seeker"])
    view = game.view(0)
    targets = [list(slot) for slot in game.state.stack[0].targets]
    view["stack"][0]["targets"][0].clear()
    view["stack"][0]["targets"].clear()
    assert [list(slot) for slot in game.state.stack[0].targets] == targets
    d.resolve(None)
    d.pass_until(lambda: game.state.step == "declare_attackers")
    d.attack("alice", ["Grizzly Bears"])
    view = game.view(1)
    attacker = str(d.object("Grizzly Bears"))
    attacked = list(game.state.combat.attackers[int(attacker)])
    view["combat"]["attackers"][attacker][1] = 0
    view["combat"]["attackers"].clear()
    assert list(game.state.combat.attackers[int(attacker)]) == attacked == ["player", 1]
    log = game.events_for(1)
    before = game.event_text()
    log[-1]["type"] = "forged"
    log.clear()
    view["log"][-1]["n"] = -1
    assert game.event_text() == before
    assert game.events_for(1)[-1]["type"] != "forged"


@pytest.mark.parametrize("player", [True, "0", None, 1.0, -1, 2])
def test_a_view_or_log_for_no_player_is_refused(player) -> None:
    """A player is an index of a player in the game: anything else is IllegalAction."""
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=1)
    with pytest.raises(IllegalAction, match="player"):
        game.view(player)
    with pytest.raises(IllegalAction, match="player"):
        game.events_for(player)


def test_an_ability_announced_from_hand_reveals_its_card_before_its_costs_are_paid_602_2a() -> None:
    """602.2a: the card whose ability is activated from a hidden zone is revealed as the ability
    is put on the stack, before its costs are paid (found by the fuzzer: while bob was paying
    for Drannith Healer's cycling, alice's view showed "ability of Drannith Healer" on the
    stack but her log had not revealed it)."""
    d = position({"alice": {}, "bob": {"hand": ["Drannith Healer"], "battlefield": ["Plains", "Island"]}})
    game = d.game
    d.until_priority(1)
    healer = d.object("Drannith Healer")
    game.choose(next(o for o in game.decision.options if o.kind == "activate" and o.value[0] == healer))
    assert game.state.stack and game.state.objects[healer].zone == "hand"  # costs not paid yet
    reveal = [e for e in game.events_for(0) if e["type"] == "reveal"]
    assert [(e["card"], e["zone"], e["player"]) for e in reveal] == [("Drannith Healer", "hand", 1)]
    assert game.view(0)["stack"][0]["name"] == "ability of Drannith Healer"


def test_a_view_names_a_spells_object_and_a_built_bears_circled_options() -> None:
    """405.1, Built Bear's rulings: a spell on the stack is an object a player may target
    (its id is in the view, as on the battlefield), and a Built Bear's circled options are
    printed characteristics, shown wherever the card is seen."""
    d = position({"alice": {"hand": ["Shock", {"card": "Built Bear", "legacy": ["flash", "+1/+1"]}],
                            "battlefield": ["Mountain", {"card": "Built Bear", "legacy": []}]},
                  "bob": {}})
    game = d.game
    d.until_priority(0)
    shock = d.object("Shock")
    game.choose(next(o for o in game.decision.options if o.kind == "cast" and o.value[0] == shock))
    while game.state.stack[-1].targets == [] and game.decision.kind != "priority":
        game.choose(next(o for o in game.decision.options if o.kind == "target" and o.value[0] == "player"))
    view = game.view(1)
    spell = game.state.stack[-1].obj  # 400.7: a new object on the stack
    assert game.chars(spell).name == "Shock" and view["stack"][0]["obj"] == spell
    assert [o["legacy"] for o in view["battlefield"] if o["name"] == "Built Bear"] == [[]]
    assert [o["legacy"] for o in game.view(0)["players"][0]["hand"]] == [["flash", "+1/+1"]]
    assert all("legacy" not in o for o in view["battlefield"] if o["name"] != "Built Bear")
