"""Regression tests named after the bugs that the fuzzer, hypothesis and the hostile-input tests
found (docs/reliability.md, "Bugs found"; issue 7).  The fuzzer's own find, seed 100040, has its
test in test_fuzz.py."""

from __future__ import annotations

import json
import random

import pytest
from support import bundled, position

import manastack as ms
from manastack.engine.decision import GameSetupError
from manastack.scenario import check_file


@pytest.fixture(scope="module")
def saved() -> dict:
    """A game in progress between two bundled decks, as the data of its saved JSON."""
    game = ms.Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=3, max_turns=30)
    rng = random.Random(1)
    while game.state.turn < 4:
        game.choose(rng.randrange(len(game.decision.options)))
    assert not game.over
    return json.loads(game.to_json())


def _load(data: dict) -> ms.Game:
    return ms.Game.from_json(json.dumps(data))


def test_hypothesis_find_scenario_mana_pool_written_GG_is_two_green_mana() -> None:  # noqa: N802
    """106.4 and the scenario format: a mana pool written `GG` is the same mana as `{G}{G}`
    (hypothesis found `GG` refused)."""
    plain = position({"alice": {"mana_pool": "GG"}})
    braced = position({"alice": {"mana_pool": "{G}{G}"}})
    assert plain.game.state.players[0].mana_pool == braced.game.state.players[0].mana_pool == {"G": 2}


def test_hypothesis_find_scenario_mana_pool_of_9286992696_fails_with_a_reason(tmp_path) -> None:
    """106.4 and the scenario format: an expected (or starting) pool of 9,286,992,696 colorless
    mana was expanded mana by mana and ran out of memory (hypothesis found it in
    `expect: alice: mana_pool: 9286992696`); now the scenario fails, naming the field, and a
    pool written `GG` is expected as two green mana, as in a state."""
    expect = tmp_path / "expect.yaml"
    expect.write_text("name: huge expected pool\nexpect:\n  alice:\n    mana_pool: 9286992696\n", encoding="utf-8")
    result = check_file(expect)
    assert not result.passed
    assert "alice.mana_pool: more than 1000000 C mana" in result.reason
    with pytest.raises(GameSetupError, match="alice.mana_pool: more than 1000000 C mana"):
        position({"alice": {"mana_pool": 9286992696}})
    same = tmp_path / "same.yaml"
    same.write_text("name: GG\nstate:\n  alice:\n    mana_pool: '{G}{G}'\nexpect:\n  alice:\n    mana_pool: GG\n",
                    encoding="utf-8")
    assert check_file(same).passed


@pytest.mark.parametrize("name", ["priority", "game_loop"])
def test_hostile_save_without_its_priority_or_game_loop_procedure_is_refused(saved: dict, name: str) -> None:
    """117, 500: a saved game whose pending priority round or turn loop was removed used to load
    and crash later; it is refused when loaded, naming the problem."""
    data = json.loads(json.dumps(saved))
    data["state"]["agenda"] = [t for t in data["state"]["agenda"] if t["name"] != name]
    with pytest.raises(GameSetupError) as caught:
        _load(data)
    assert "game_loop" in str(caught.value) or "procedure" in str(caught.value), str(caught.value)


@pytest.mark.parametrize("key, value", [("adventure_exiled", {"1": 2}), ("once_each_turn", 7), ("lki", [1, 2])])
def test_hostile_save_with_extra_values_of_the_wrong_type_is_refused(saved: dict, key: str, value) -> None:
    """A saved game whose bookkeeping values (`state.extra`) have the wrong type used to crash
    play later; it is refused when loaded, naming the key."""
    data = json.loads(json.dumps(saved))
    data["state"]["extra"][key] = value
    with pytest.raises(GameSetupError) as caught:
        _load(data)
    assert key in str(caught.value)


def test_hostile_save_with_a_mana_pool_of_10_to_the_15_is_refused(saved: dict) -> None:
    """106.4: a pool of 10**15 mana would have been enumerated mana by mana; it is refused."""
    data = json.loads(json.dumps(saved))
    data["state"]["players"][0]["mana_pool"] = {"R": 10**15}
    with pytest.raises(GameSetupError) as caught:
        _load(data)
    assert "mana" in str(caught.value)


@pytest.mark.parametrize("restart", ["clone", "from_json"])
def test_fuzz_seed_1008021_spell_countered_by_ward_on_a_fresh_copy_goes_to_the_graveyard(restart: str) -> None:
    """702.21a, 701.6a: declining to pay ward counters the spell, which goes to its owner's
    graveyard.  Found by `manastack fuzz --seed 1008021` (the 10,000-game run): on a copy of the
    game (clone or saved game), whose characteristics were not computed yet, the countered
    spell was off the stack but not yet in the graveyard when its characteristics were asked
    for, and `Game.chars` recomputed them forever (RecursionError)."""
    d = position({"alice": {"battlefield": ["Armored Armadillo"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 2}]},
                  "active": "bob"})
    d.act("bob", "casts", "Lightning Bolt", targets=["Armored Armadillo"])
    game = d.game
    while game.decision.kind != "pay_mana" or game.decision.player != 1:
        game.choose(next(o for o in game.decision.options if o.kind == "pass"))
    copy = game.clone() if restart == "clone" else ms.Game.from_json(game.to_json())
    copy.choose(next(o for o in copy.decision.options if o.kind == "decline"))
    while copy.state.stack:
        copy.choose(next(o for o in copy.decision.options if o.kind == "pass"))
    bob = copy.state.players[1]
    assert [copy.chars(o).name for o in bob.graveyard] == ["Lightning Bolt"]
    assert any(e["type"] == "countered" for e in copy.log)


def test_fuzz_seed_1173_a_save_mid_resolution_with_equipment_on_a_creature_gone_loads() -> None:
    """704.5n: an Equipment stays attached to a creature that left until the next state-based
    actions.  Found by `manastack fuzz --seed 1173` (the final run of session 4): Path to Exile
    exiled the equipped creature, its controller's search was asked mid-resolution, and that
    saved game was refused as "attached to ..., which is not another permanent"."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Bonesplitter", "attached_to": "Grizzly Bears"}],
                            "library": ["Plains", "Island"]},
                  "bob": {"hand": ["Path to Exile"], "battlefield": ["Plains"]}, "active": "bob"})
    bears, bonesplitter = d.object("Grizzly Bears"), d.object("Bonesplitter")
    d.act("bob", "casts", "Path to Exile", targets=["Grizzly Bears"])
    game = d.game
    while game.state.stack and game.decision.player == game.state.priority and game.decision.kind == "priority":
        game.choose(next(o for o in game.decision.options if o.kind == "pass"))
    assert bears not in game.state.objects and game.state.objects[bonesplitter].attached_to == bears
    assert game.decision.player == 0  # the search, asked while Path to Exile resolves
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()


def test_fuzz_seed_301_a_loaded_game_counts_toward_104_4b_like_the_original(monkeypatch) -> None:
    """Corpus fuzz, seed 301: a game saved more than LOOP_EVENTS events after the last real
    choice (four "{0}: Regenerate" activations and passes) ended as a 104.4b draw on the next pass
    once loaded, since the loop guard's count restarted at zero against a long log.  The count is
    now part of the state: with a tiny limit, the original, a clone and a loaded copy all agree
    on every decision of a game."""
    from manastack.engine import game as game_module

    monkeypatch.setattr(game_module, "LOOP_EVENTS", 60)
    game = ms.Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=5, max_turns=8)
    rng = random.Random(2)
    while not game.over:
        loaded, copy = ms.Game.from_json(game.to_json()), game.clone()
        assert loaded.state.extra.get("loop_guard") == game.state.extra.get("loop_guard")
        pick = rng.randrange(len(game.decision.options))
        for g in (game, loaded, copy):
            g.choose(pick)
        assert loaded.to_json() == game.to_json() == copy.to_json()


def test_corpus_fuzz_seed_5000s_a_cda_counting_its_own_counters_is_computed_off_the_battlefield() -> None:
    """604.3, 122.1 (corpus fuzz, seeds from 5000, Rusting Golem): "~'s power and toughness are
    each equal to the number of fade counters on it" is read in every zone; counting the
    counters must not compute the card's characteristics again (it recursed until Python's limit
    whenever the card was in a hand or library)."""
    from support import compiled_card, position

    compiled_card("Test Rusting Golem", "Test Rusting Golem's power and toughness are each equal to the number of "
                  "fade counters on it.", ("Artifact", "Creature"), cost="{4}", power="*", toughness="*")
    d = position({"alice": {"hand": ["Test Rusting Golem"], "library": ["Test Rusting Golem"]}})
    for oid in (*d.game.state.players[0].hand, *d.game.state.players[0].library):
        chars = d.game.chars(oid)
        assert (chars.power, chars.toughness) == (0, 0)


def test_corpus_fuzz_seed_5220_a_cda_counting_cards_in_the_graveyard_counts_itself_there() -> None:
    """604.3 (corpus fuzz seed 5220, Splinterfright): "~'s power and toughness are each equal to
    the number of creature cards in your graveyard", with the card itself in the graveyard,
    counts itself (a creature card) without computing its own power again (it recursed until
    Python's limit)."""
    from support import compiled_card, position

    compiled_card("Test Splinterfright", "Test Splinterfright's power and toughness are each equal to the number of "
                  "creature cards in your graveyard.", ("Creature",), cost="{2}{G}", power="*", toughness="*")
    d = position({"alice": {"graveyard": ["Test Splinterfright", "Grizzly Bears", "Forest"]}})
    (fright,) = [o for o in d.game.state.players[0].graveyard if d.game.chars(o).name == "Test Splinterfright"]
    assert (d.game.chars(fright).power, d.game.chars(fright).toughness) == (2, 2)
