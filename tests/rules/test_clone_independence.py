"""Clones and forks stay independent (issue 18 item 5).  `Game.clone()` shares nothing that can
be changed (issue 14); both a clone and `Game.fork()`, the search's copy, share the objects in
libraries, hands and graveyards (400.7, 401.2, 402, 404: such a card has no status, and moving
it makes a new object, so the engine never changes one), frozen: no one can change them, and a
tool that changes one changes its own game's copy (`Game.edit_object`, copy on write).  Both
start with the original's caches warm and share the last known information's records (608.2h),
kept as text, which can't be changed.  Whatever the engine does in a fork or its original never
shows in the other: objects, counters (122.1), damage (120.3), continuous effects (611.2),
the stack (405), the logs.  Played from the same position with the same choices, a fork, a
clone and a game loaded from the same save play byte for byte the same game."""

from __future__ import annotations

import pickle
import random
from copy import deepcopy
from dataclasses import FrozenInstanceError

import pytest
from support import bundled, position

from manastack import fuzz
from manastack.engine import player_log, zones
from manastack.engine import state as state_module
from manastack.engine.characteristics import FrozenCharacteristics
from manastack.engine.eventlog import CHUNK
from manastack.engine.game import Game
from manastack.engine.kernel import RULES, SealedDict, SealedList
from manastack.engine.queries import lki
from manastack.engine.state import SHARED_ZONES, FrozenGameObject, GameObject, LastKnown, replaced_object

LIBRARIES = {"library": ["Forest"] * 10}
DECKS = ("black-midrange", "white-weenie", "green-stompy", "red-aggro", "white-blue-control")


def positions(seed: int, every: int = 37, limit: int = 900):
    """A random game's decisions, every `every`-th one from turn 3 on, the game as it stands."""
    pick = random.Random(seed)
    decks = pick.sample(DECKS, 2)
    game = Game.new([bundled(decks[0]), bundled(decks[1])], seed=seed, max_turns=25)
    for step in range(limit):
        if game.over:
            return
        if step % every == 0 and game.state.turn >= 3:
            game.view(0)  # the per-player logs are built, so forks share them
            yield game  # (which the caller may play on)
            if game.over:
                return
        game.choose(pick.randrange(len(game.decision.options)))


def play(game: Game, seed: int, steps: int) -> list[str]:
    """Random choices from `seed` for `steps` decisions; the labels chosen."""
    pick = random.Random(seed)
    labels = []
    for _ in range(steps):
        if game.over:
            break
        decision = game.decision
        option = decision.options[pick.randrange(len(decision.options))]
        labels.append(option.label)
        game.choose(option)
    return labels


def snapshot(game: Game) -> tuple:
    """Everything of a game the engine may change: its save, and both players' logs."""
    return game.to_json(), game.events_for(0), game.events_for(1)


def what_changed(before: Game, after: Game) -> set[str]:
    """Which kinds of state a stretch of play changed (so the tests know what they covered)."""
    kinds = set()
    old, new = before.state, after.state
    for oid in set(old.objects) & set(new.objects):
        if old.objects[oid].counters != new.objects[oid].counters:
            kinds.add("counters")
        if old.objects[oid].damage != new.objects[oid].damage or old.objects[oid].tapped != new.objects[oid].tapped:
            kinds.add("objects")
    if [e.id for e in old.effects] != [e.id for e in new.effects]:
        kinds.add("effects")
    if any(item.obj is not None for item in new.stack) or len(new.stack) != len(old.stack):
        kinds.add("stack")
    if set(old.objects) != set(new.objects):
        kinds.add("zones")
    return kinds


def test_copies_share_only_the_objects_that_never_change_and_those_frozen() -> None:
    """400.7, 401.2, 402, 404: the objects of a fork or a clone in a library, a hand or a
    graveyard are the original's, frozen (an assignment raises, so does changing their counters
    or choices, the original's included); every other object (on the battlefield, on the stack,
    in exile) is its own."""
    shared_seen = own_seen = 0
    for game in positions(1):
        for copy in (game.fork(), game.clone()):
            for oid, obj in game.state.objects.items():
                theirs = copy.state.objects[oid]
                if obj.zone in SHARED_ZONES:
                    assert theirs is obj and type(obj) is FrozenGameObject
                    with pytest.raises(FrozenInstanceError):
                        theirs.card = "Shock"
                    with pytest.raises(TypeError):
                        theirs.counters["+1/+1"] = 1
                    with pytest.raises(TypeError):
                        theirs.chosen["color"] = "R"
                    shared_seen += 1
                else:
                    assert theirs is not obj and theirs.counters is not obj.counters and theirs == obj
                    assert type(theirs) is GameObject
                    own_seen += 1
    assert shared_seen > 1000 and own_seen > 100


def test_a_tool_changes_its_own_games_copy_of_a_shared_object() -> None:
    """`Game.edit_object` (copy on write): the object changed in a clone is the clone's own
    copy, put in place of the shared one; the original and another clone keep the card they
    had, and the clone plays on with the new card as a game loaded with it would."""
    changed = 0
    for game in positions(13, every=43):
        before = game.to_json()
        clone, other = game.clone(), game.clone()
        hand = clone.state.players[game.decision.player].hand
        dealt = {}
        for oid in hand:
            shared = game.state.objects[oid]
            card = shared.card
            mine = clone.edit_object(oid)
            assert type(mine) is GameObject and mine == shared and mine is not shared
            assert clone.edit_object(oid) is mine  # the copy is made once
            mine.card = dealt[oid] = "Shock" if card != "Shock" else "Grizzly Bears"
            assert shared.card == card
            changed += 1
        clone.invalidate()
        assert game.to_json() == before == other.to_json()
        assert all(clone.chars(oid).name == card != game.chars(oid).name for oid, card in dealt.items())
        if hand:
            clone.state.decision = None  # asked again
            loaded = Game.from_json(clone.to_json())
            play(clone, 13, 20)
            play(loaded, 13, 20)
            assert clone.to_json() == loaded.to_json()
    assert changed > 10


def test_play_in_a_fork_never_shows_in_the_original_nor_the_originals_in_the_fork() -> None:
    """Whatever the engine does in a fork (taps, damage, counters, effects, spells on the stack,
    zone changes, events) leaves the original's save and logs as they were, and the original
    playing on leaves the fork's; a fork of the fork and a clone are as independent."""
    covered: set[str] = set()
    for seed in (2, 3, 4):
        for game in positions(seed):
            before = snapshot(game)
            fork = game.fork()
            fork_before = snapshot(fork)
            assert fork_before == before
            inner = fork.fork()
            reference = Game.from_json(fork.to_json())
            play(fork, seed, 40)
            covered |= what_changed(reference, fork)
            assert snapshot(game) == before
            assert snapshot(inner) == before
            clone = game.clone()
            play(clone, seed + 1, 40)
            assert snapshot(game) == before
            after_fork = snapshot(fork)
            play(game, seed + 2, 40)
            play(inner, seed + 3, 40)
            assert snapshot(fork) == after_fork
    assert covered >= {"objects", "effects", "stack", "zones"}, covered


def test_counters_and_damage_put_on_a_fork_stay_in_the_fork() -> None:
    """122.1, 120.3: counters put and removed, damage dealt and a creature tapped in a fork
    (by the engine's own functions) change none of the original's objects, and the original's
    changes none of the fork's."""
    d = position({"step": "main1", "alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}}],
                                             **LIBRARIES}, "bob": LIBRARIES})
    game = d.game
    bears = d.object("Grizzly Bears")
    before = snapshot(game)
    fork = game.fork()
    zones.put_counters(fork.kernel, bears, "+1/+1", 3)
    zones.remove_counters(fork.kernel, bears, "+1/+1", 1)
    zones.deal_damage(fork.kernel, None, ("obj", bears), 2)
    zones.tap(fork.kernel, bears)
    assert fork.state.objects[bears].counters == {"+1/+1": 4} and fork.state.objects[bears].damage == 2
    assert fork.chars(bears).power == 6
    assert snapshot(game) == before and game.chars(bears).power == 4
    fork_before = snapshot(fork)
    zones.put_counters(game.kernel, bears, "-1/-1", 1)
    assert snapshot(fork) == fork_before and fork.state.objects[bears].counters == {"+1/+1": 4}


def test_a_fork_and_a_clone_play_exactly_as_a_game_loaded_from_the_same_save() -> None:
    """Warm caches (a fork's) and cold ones (a loaded game's) give the same game for the same
    choices, byte for byte: every decision's options and the final save."""
    for seed in (5, 6):
        for game in positions(seed, every=53):
            copies = [game.fork(), game.clone(), Game.from_json(game.to_json())]
            runs = []
            for copy in copies:
                pick = random.Random(seed)
                seen = []
                for _ in range(60):
                    if copy.over:
                        break
                    decision = copy.decision
                    seen.append((decision.player, decision.kind, [o.label for o in decision.options]))
                    copy.choose(pick.randrange(len(decision.options)))
                runs.append((seen, copy.to_json(), copy.event_text()))
            assert runs[0] == runs[1] == runs[2]


def test_a_fork_and_a_clone_start_with_warm_caches() -> None:
    """The first decision on a fork or a clone reads the characteristics its original computed
    (613): the layers aren't applied again until something changes."""
    game = next(positions(7))
    game.kernel.permanents_chars()
    calls = []
    real = RULES.all_characteristics
    RULES.all_characteristics = lambda kernel: calls.append(kernel) or real(kernel)
    try:
        game.fork().kernel.permanents_chars()
        game.clone().kernel.permanents_chars()
        assert calls == []
        game.invalidate()
        game.clone().kernel.permanents_chars()  # stale caches are carried as stale
        assert len(calls) == 1
    finally:
        RULES.all_characteristics = real


def test_a_clone_shares_only_frozen_characteristics_and_sealed_cache_tables() -> None:
    """A clone shares the cached characteristics only once frozen (no one can change them, the
    original's included), and the tables of derived and momentary values and of zone scans only
    once sealed: neither the tables nor anything in them can be changed, and each game copies a
    sealed table before it adds to it (copy on write), so the clone playing on fills tables of
    its own and the original's stay as they were, its next decision too."""
    sealed_values = 0
    for game in positions(12, every=31):
        decision = [o.label for o in game.decision.options]
        clone = game.clone()
        mine, theirs = game.kernel, clone.kernel
        assert mine._chars and theirs._chars is not mine._chars and theirs._chars == mine._chars
        for oid, chars in theirs._chars.items():
            assert chars is mine._chars[oid] and type(chars) is FrozenCharacteristics
            with pytest.raises(FrozenInstanceError):
                chars.power = 99
            with pytest.raises(TypeError):
                chars.table.keywords["flying"] = None  # the ability table is read-only too
            with pytest.raises(TypeError):
                chars.table.statics.clear()
        tables = [theirs._momentary, theirs._derived, *theirs._zone_scans.values()]
        for table in tables:
            assert type(table) is SealedDict
            with pytest.raises(TypeError):
                table["scribbled"] = 1
            for value in table.values():
                assert type(value) not in (list, dict)
                if type(value) is SealedList:
                    with pytest.raises(TypeError):
                        value.append("scribbled")
                    sealed_values += 1
                elif type(value) is SealedDict:
                    with pytest.raises(TypeError):
                        value.clear()
                    sealed_values += 1
        assert theirs._momentary is mine._momentary and theirs._derived is mine._derived
        before = [dict(table) for table in (mine._momentary, mine._derived)]
        play(clone, 5, 8)  # the clone's caches fill again, in tables of its own
        theirs._chars.clear()
        theirs._off_chars.clear()
        assert [dict(table) for table in (mine._momentary, mine._derived)] == before
        assert [o.label for o in game.decision.options] == decision
    assert sealed_values > 5


def test_the_per_player_logs_past_is_shared_by_forks_not_copied() -> None:
    """A fork copies fewer than CHUNK events of each player's log, whatever the log's length,
    and its log goes on on its own: events it adds never show in the original's."""
    game = Game.new([bundled("white-blue-control"), bundled("black-midrange")], seed=8, max_turns=200)
    play(game, 8, 1500)
    game.view(0)
    mine = player_log._LOGS[game.kernel]
    assert mine.done > 4 * CHUNK
    fork = game.fork()
    theirs = player_log._LOGS[fork.kernel]
    for viewer in (0, 1):
        assert theirs.logs[viewer]._chunks is mine.logs[viewer]._chunks
        assert len(theirs.logs[viewer]._tail) < CHUNK
    before = game.events_for(1)
    play(fork, 9, 30)
    assert fork.events_for(1)[: len(before)] == before
    assert game.events_for(1) == before


def test_a_tool_replaces_a_shared_object_and_invalidates_and_the_fork_plays_the_new_card() -> None:
    """A card dealt to a hand object of a fork (as a determinization does: a `replaced_object`
    put in its place, then `invalidate`) is the one the fork's options offer, and the original keeps its own:
    the casting options cached by the hand's ids are forgotten (`Kernel.invalidate`)."""
    game = Game.new([["Forest"] * 20 + ["Grizzly Bears"] * 20, ["Forest"] * 40], seed=1)
    while not (game.decision.player == 0 and game.state.step == "main1" and game.state.turn >= 5):
        decision = game.decision
        preferred = [o for o in decision.options if o.kind == "play"] + [o for o in decision.options if o.kind == "pass"]
        game.choose((preferred or list(decision.options))[0])
    labels = [o.label for o in game.decision.options]
    assert "cast Grizzly Bears" in labels
    fork = game.fork()
    state = fork.state
    for oid in state.players[0].hand:
        if state.objects[oid].card == "Grizzly Bears":
            state.objects[oid] = replaced_object(state.objects[oid], card="Llanowar Elves")
    fork.invalidate()
    fork.state.decision = None  # asked again
    fork_labels = [o.label for o in fork.decision.options]
    assert "cast Llanowar Elves" in fork_labels and "cast Grizzly Bears" not in fork_labels
    assert [o.label for o in game.decision.options] == labels
    assert all(game.state.objects[oid].card != "Llanowar Elves" for oid in game.state.players[0].hand)


def test_clones_share_the_last_known_information_as_text_and_read_it_as_fresh_dicts() -> None:
    """608.2h: the records of objects that left are kept as JSON text (`LastKnown`), which
    can't be changed, so a clone shares them instead of copying; reading one gives a fresh
    dict, so changing what was read changes neither game."""
    shared = 0
    for game in positions(10, every=29):
        records = game.state.extra.get("lki", {})
        if not records:
            continue
        before = game.to_json()
        clone = game.clone()
        for oid, record in records.items():
            assert type(record) is LastKnown and clone.state.extra["lki"][oid] is record
            read = lki(clone.kernel, oid)
            assert read == record.read() and read is not lki(clone.kernel, oid)
            read["name"] = "scribbled"
            read["types"].append("scribbled")
            assert lki(clone.kernel, oid) == lki(game.kernel, oid) == record.read()
            shared += 1
        assert game.to_json() == before == clone.to_json()
    assert shared > 20


def test_last_known_information_survives_a_save_as_text() -> None:
    """A saved game's records are loaded as `LastKnown` and saved again byte for byte; a record
    JSON would not give back as it is (a tuple in it) stays a dict, which a clone copies."""
    game = next(game for game in positions(11, every=41) if game.state.extra.get("lki"))
    loaded = Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json()
    assert all(type(record) is LastKnown for record in loaded.state.extra["lki"].values())
    odd = {"name": "Grizzly Bears", "chosen": {"pair": (1, 2)}}
    assert LastKnown.of(odd) is odd and type(LastKnown.of({"name": "Grizzly Bears"})) is LastKnown
    game.state.extra["lki"][0] = odd
    clone = game.clone()
    assert clone.state.extra["lki"][0] == odd and clone.state.extra["lki"][0]["chosen"] is not odd["chosen"]


def test_the_fuzzers_clone_check_finds_shared_objects_left_changeable(monkeypatch) -> None:
    """The freeze is what makes sharing safe: were a clone to share the objects of libraries,
    hands and graveyards unfrozen, scribbling over the clone (`fuzz.clone_problem`) would change
    the original."""
    game = next(positions(14))
    assert fuzz.clone_problem(game) is None
    fresh = Game.from_json(game.to_json())  # its objects not frozen yet
    monkeypatch.setattr(state_module, "_frozen", lambda obj: True)  # shared as they are
    assert fuzz.clone_problem(fresh) == "scribbling over a clone changed the original's to_json()"


def test_a_shared_object_is_copied_and_pickled_as_the_plain_object_it_equals() -> None:
    """`copy.deepcopy` and pickle of a game's frozen object give a plain, changeable GameObject
    equal to it, the frozen one unchanged."""
    game = next(positions(15))
    game.clone()
    oid = game.state.players[0].library[0]
    frozen = game.state.objects[oid]
    assert type(frozen) is FrozenGameObject
    for copied in (deepcopy(frozen), pickle.loads(pickle.dumps(frozen))):
        assert type(copied) is GameObject and copied == frozen and type(copied.counters) is dict
        copied.card, copied.counters["+1/+1"] = "Shock", 1
        assert frozen.card != "Shock" and not frozen.counters
