"""Issue 14 items 3 and 5: what the engine hands out (decisions, options, events, clones) can't
change the game; answers are matched against the engine's own options; labels are unique
within a decision; bad answer and player types get IllegalAction."""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import json
import random

import pytest
from support import bundled, position

import manastack as ms
from manastack.decks import decklist
from manastack.engine.decision import Decision, IllegalAction, Option
from manastack.engine.state import FrozenGameObject, ReadOnlyDict

_ATOMS = (int, str, bool, float, type(None))
# What no one can change, though a dict and a dataclass: the objects of libraries, hands and
# graveyards a game shares with its clones (frozen), and their counters and choices.
_FROZEN = (FrozenGameObject, ReadOnlyDict)


def _hand_card(d, player: str, name: str) -> int:
    state = d.game.state
    return next(o for o in state.players[d.player(player)].hand if d.game.chars(o).name == name)


def _shock_targets(d) -> Decision:
    d.until_priority(d.player("alice"))
    shock = d.object("Shock")
    d.game.choose(next(o for o in d.game.decision.options if o.kind == "cast" and o.value[0] == shock))
    decision = d.game.decision
    assert decision.kind == "target"
    return decision


def _shock_position():
    return position({"alice": {"hand": ["Shock", "Grizzly Bears"], "battlefield": ["Mountain"]},
                     "bob": {"battlefield": ["Savannah Lions"]}})


def test_options_and_decision_fields_cannot_be_changed() -> None:
    """Item 3: the decision and its options are frozen; appending or editing raises."""
    d = _shock_position()
    decision = _shock_targets(d)
    before = d.game.to_json()
    option = decision.options[0]
    with pytest.raises(AttributeError):
        decision.options.append(option)  # a tuple
    with pytest.raises(dataclasses.FrozenInstanceError):
        decision.player = 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        decision.options = ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        option.value = ("obj", _hand_card(d, "alice", "Grizzly Bears"))
    with pytest.raises(TypeError):
        decision.context["slot"] = 3
    assert d.game.to_json() == before


def test_shock_target_edited_in_place_cannot_target_a_card_in_hand() -> None:
    """Item 3, 115.1: editing a target option's value in place (it was a list) made Shock target a
    card in its caster's hand; values are tuples now, and the target stays a legal one."""
    d = _shock_position()
    decision = _shock_targets(d)
    bears_in_hand = _hand_card(d, "alice", "Grizzly Bears")
    option = next(o for o in decision.options if o.kind == "target" and o.value[0] == "obj")
    with pytest.raises(TypeError):
        option.value[1] = bears_in_hand
    d.game.choose(option)
    assert [list(t) for slot in d.game.state.stack[-1].targets for t in slot] != [["obj", bears_in_hand]]
    assert all(t[1] != bears_in_hand for slot in d.game.state.stack[-1].targets for t in slot)


def test_forged_play_option_from_library_is_refused_and_changes_nothing() -> None:
    """Item 3, 305.1: an option with a legal option's kind and label but another value (a Grizzly
    Bears in the library played as a land), appended to the options handed out or not, is
    refused with IllegalAction and the game stays byte-identical."""
    d = position({"alice": {"hand": ["Forest"], "library": ["Grizzly Bears"]}, "bob": {}})
    decision = d.decision
    play = next(o for o in decision.options if o.kind == "play")
    library_bears = d.game.state.players[0].library[0]
    forged = Option(play.kind, play.label, (library_bears,) + tuple(play.value[1:]))
    before = d.game.to_json()
    with contextlib.suppress(AttributeError):
        decision.options.append(forged)
    with pytest.raises(IllegalAction):
        d.game.choose(forged)
    with pytest.raises(IllegalAction):
        d.game.choose(dataclasses.replace(play, value=[library_bears, *play.value[1:]]))
    assert d.game.to_json() == before
    assert library_bears in d.game.state.players[0].library


def test_replaced_decision_options_are_not_trusted() -> None:
    """Item 3: a decision rebuilt with a forged option offers nothing the engine didn't: choose()
    looks only at the engine's own options."""
    d = _shock_position()
    decision = _shock_targets(d)
    bears_in_hand = _hand_card(d, "alice", "Grizzly Bears")
    forged = Option("target", "Grizzly Bears (alice's)", ("obj", bears_in_hand))
    with contextlib.suppress(AttributeError, TypeError):
        decision.options += (forged,)
    before = d.game.to_json()
    with pytest.raises(IllegalAction):
        d.game.choose(forged)
    with pytest.raises(IllegalAction):
        d.game.choose(len(d.decision.options))
    assert d.game.to_json() == before
    assert forged not in d.game.decision.options


def test_answer_from_json_matches_the_engine_option_and_replays() -> None:
    """Item 3: an answer that went through JSON (lists for tuples) matches the engine's option,
    and a game saved and restored plays on exactly as the original."""
    deck = bundled("green-stompy")
    game = ms.Game.new([deck, bundled("red-aggro")], seed=7, max_turns=12)
    rng = random.Random(7)
    saved_at = 120
    for step in itertools.count():
        if game.over:
            break
        if step == saved_at:
            restored = ms.Game.from_json(game.to_json())
            picks_from = step
            picks: list[int] = []
        d = game.decision
        i = rng.randrange(len(d.options))
        option = d.options[i]
        through_json = Option(option.kind, option.label, json.loads(json.dumps(option.value)))
        game.choose(through_json)
        if step >= saved_at:
            picks.append(i)
    assert step > saved_at and picks_from == saved_at
    for i in picks:
        restored.choose(restored.decision.options[i])
    assert restored.to_json() == game.to_json()


def _mutable_ids(value, seen: set[int], found: set[int]) -> None:
    """The ids of every mutable object reachable from `value` (lists, dicts, sets, dataclass
    instances that aren't frozen)."""
    if type(value) in _ATOMS or id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, (list, dict, set, bytearray)) and type(value) not in _FROZEN:
        found.add(id(value))
    if isinstance(value, dict):
        for k, v in value.items():
            _mutable_ids(k, seen, found)
            _mutable_ids(v, seen, found)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _mutable_ids(v, seen, found)
    elif dataclasses.is_dataclass(value):
        if not type(value).__dataclass_params__.frozen and type(value) not in _FROZEN:
            found.add(id(value))
        for f in dataclasses.fields(value):
            _mutable_ids(getattr(value, f.name), seen, found)


def _played(seed: int, steps: int) -> ms.Game:
    game = ms.Game.new([bundled("black-midrange"), bundled("white-weenie")], seed=seed, max_turns=30)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        d = game.decision
        game.choose(d.options[rng.randrange(len(d.options))])
    return game


def _deface(game: ms.Game, state: bool) -> None:
    """Change what a caller can reach from a game: the decision and options handed out, the
    events read from it, and (with `state`) every mutable object of its state."""
    decision = game.decision
    for attempt in (lambda: decision.options.append(decision.options[0]),
                    lambda: setattr(decision.options[0], "value", ("forged",)),
                    lambda: decision.context.clear()):
        with contextlib.suppress(AttributeError, TypeError, dataclasses.FrozenInstanceError):
            attempt()
    for event in game.events[-50:]:
        event.clear()
    for i in range(max(0, len(game.log) - 50), len(game.log)):
        game.log[i]["type"] = "forged"
    for event in game.log:
        event["n"] = -1
    if not state:
        return
    objects: dict[int, object] = {}
    _collect(game.state, set(), objects)
    for value in objects.values():
        if isinstance(value, list):
            value.append("forged")
        elif isinstance(value, dict):
            value["forged"] = 1
        elif dataclasses.is_dataclass(value) and not type(value).__dataclass_params__.frozen:
            for f in dataclasses.fields(value):
                if type(getattr(value, f.name)) is int and not isinstance(getattr(value, f.name), bool):
                    setattr(value, f.name, 999)


def _collect(value, seen: set[int], objects: dict[int, object]) -> None:
    ids: set[int] = set()
    _mutable_ids(value, seen, ids)
    stack = [value]
    visited: set[int] = set()
    while stack:  # map the ids back to their objects
        item = stack.pop()
        if type(item) in _ATOMS or id(item) in visited:
            continue
        visited.add(id(item))
        if id(item) in ids:
            objects[id(item)] = item
        if isinstance(item, dict):
            stack += list(item.keys()) + list(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack += list(item)
        elif dataclasses.is_dataclass(item):
            stack += [getattr(item, f.name) for f in dataclasses.fields(item)]


@pytest.mark.parametrize("deface_clone", [True, False])
def test_clone_shares_nothing_mutable_with_the_original(deface_clone: bool) -> None:
    """Item 3: a clone's state shares no mutable object with the original's; changing a clone's
    decision, options, events and state leaves the original byte-identical, and changing the
    original's decision, options and events leaves the clone so."""
    game = _played(3, 400)
    clone = game.clone()
    mine: set[int] = set()
    theirs: set[int] = set()
    _mutable_ids(game.state, set(), mine)
    _mutable_ids(clone.state, set(), theirs)
    assert not mine & theirs
    shared = [oid for oid, obj in clone.state.objects.items() if obj is game.state.objects[oid]]
    assert shared and all(type(clone.state.objects[oid]) is FrozenGameObject for oid in shared)  # what it shares, frozen
    changed, kept = (clone, game) if deface_clone else (game, clone)
    json_before, text_before = kept.to_json(), kept.event_text()
    _deface(changed, state=deface_clone)
    assert kept.to_json() == json_before
    assert kept.event_text() == text_before


def test_events_handed_out_are_copies() -> None:
    """Item 3: changing what `game.events` and `game.log[i]` return changes no log."""
    game = _played(5, 200)
    text = game.event_text()
    game.events[0]["type"] = "forged"
    game.log[0]["type"] = "forged"
    game.log[0:3][1]["type"] = "forged"
    next(iter(game.log))["type"] = "forged"
    assert game.event_text() == text


def _deeply_immutable(value) -> bool:
    if type(value) in _ATOMS:
        return True
    return type(value) in (tuple, frozenset) and all(_deeply_immutable(v) for v in value)


def test_labels_unique_and_values_immutable_in_random_games() -> None:
    """Item 5: over random games of every pair of bundled decks, every decision's labels are
    distinct, so choose(label) picks exactly one option, and every value is deeply immutable."""
    names = decklist.bundled_names()
    decks = {name: decklist.load(name).game_cards() for name in names}
    decisions = 0
    for seed, (a, b) in enumerate(itertools.product(names, names)):
        game = ms.Game.new([decks[a], decks[b]], seed=seed, max_turns=14)
        rng = random.Random(seed)
        while not game.over:
            d = game.decision
            decisions += 1
            labels = [o.label for o in d.options]
            assert len(set(labels)) == len(labels), (a, b, seed, labels)
            assert all(_deeply_immutable(o.value) for o in d.options), (a, b, seed, d.options)
            pick = rng.randrange(len(d.options))
            game.choose(labels[pick] if pick % 2 else d.options[pick])
    assert decisions > 5000


def test_alike_options_say_what_differs() -> None:
    """Item 5: a 5/5 and a damaged 2/2 Grizzly Bears are told apart by power/toughness and
    damage; two identical creatures get numbers."""
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 3}},
                                          {"card": "Grizzly Bears", "damage": 1},
                                          {"card": "Savannah Lions"}, {"card": "Savannah Lions"}]}})
    labels = [o.label for o in _shock_targets(d).options]
    assert "Grizzly Bears (bob's) [5/5, no damage, 3 +1/+1]" in labels
    assert "Grizzly Bears (bob's) [2/2, 1 damage, no counters]" in labels
    assert {"Savannah Lions (bob's) #1", "Savannah Lions (bob's) #2"} <= set(labels)
    assert len(set(labels)) == len(labels)
    d.game.choose("Grizzly Bears (bob's) [2/2, 1 damage, no counters]")
    damaged = next(o for o in d.game.state.battlefield if d.game.state.objects[o].damage == 1)
    assert d.game.state.stack[-1].targets == [[["obj", damaged]]]


@pytest.mark.parametrize("player", ["0", None, 1.0, True, False, [0]])
def test_concede_and_view_refuse_bad_player_types(player) -> None:
    """Item 5, 104.3a: a player is an int index; anything else (True included, which was taken
    as player 1) gets IllegalAction and changes nothing."""
    game = ms.Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=1)
    assert game.decision is not None
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.concede(player)
    with pytest.raises(IllegalAction):
        game.view(player)
    assert game.to_json() == before
    assert not game.over


@pytest.mark.parametrize("answer", [1.0, None, True, ("pass", "pass priority", None), b"0"])
def test_choose_refuses_answers_of_other_types(answer) -> None:
    """Item 5: an answer is an Option, an index or a label; anything else gets IllegalAction."""
    game = ms.Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=1)
    assert game.decision is not None
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.choose(answer)
    assert game.to_json() == before
