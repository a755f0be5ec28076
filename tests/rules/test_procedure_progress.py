"""Issue 15 item 7: each procedure keeps its progress in a dataclass of its own (a Progress),
not in string keys: every task on the agenda holds its procedure's class, fields of the
declared types, through random games, clones and saves; a save with the wrong progress is
refused by name."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from support import bundled

import manastack as ms
from manastack.engine import savegame
from manastack.engine.decision import GameSetupError
from manastack.engine.kernel import PROCEDURES, PROGRESS
from manastack.engine.state import EffectProgress, Progress


def test_the_procedures_that_keep_progress_declare_their_classes() -> None:
    """The procedures that resume mid-way (601.2 casting, 602.2 activating, 608.2 resolving,
    601.2g-h paying, 508.1 attacking, 103 starting, 514.3a cleanup, 504.1 drawing) each have a
    Progress subclass, and every class is a slotted dataclass."""
    assert {"cast", "activate", "resolve", "pay_mana", "declare_attackers", "start_game", "game_loop",
            "draw_step_draw"} <= set(PROGRESS)
    assert set(PROGRESS) <= set(PROCEDURES)
    for cls in PROGRESS.values():
        assert issubclass(cls, Progress) and dataclasses.is_dataclass(cls) and hasattr(cls, "__slots__")


def _agenda_problems(game: ms.Game) -> list[str]:
    problems = []
    for task in game.state.agenda:
        expected = PROGRESS.get(task.name)
        if expected is None:
            if task.data != {}:
                problems.append(f"{task.name} keeps {task.data!r}")
        elif type(task.data) is not expected:
            problems.append(f"{task.name} holds {type(task.data).__name__}, not {expected.__name__}")
        elif task.name == "resolve" and task.data.ctx and not isinstance(task.data.ctx.get("scratch"), EffectProgress):
            problems.append("a resolution's effect progress is not an EffectProgress")
    return problems


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_keep_typed_progress_and_it_round_trips(seed: int) -> None:
    """Through random games, every task holds its procedure's progress class; a save taken at any
    point loads back to the same JSON (the progress classes round-trip), and a clone's progress
    is its own object.  Players take actions more often than random, so that spells are cast."""
    game = ms.Game.new([bundled("mystery-booster-playtest"), bundled("white-blue-control")], seed=seed, max_turns=12)
    rng = random.Random(seed)
    seen: set[str] = set()
    steps = 0
    while not game.over and steps < 1500:
        assert _agenda_problems(game) == []
        seen.update(type(t.data).__name__ for t in game.state.agenda if isinstance(t.data, Progress))
        if steps % 97 == 0:
            text = game.to_json()
            assert ms.Game.from_json(text).to_json() == text
            copy = game.clone()
            for task in copy.state.agenda:
                if isinstance(task.data, Progress):
                    assert task.data is not next(t for t in game.state.agenda if t.name == task.name).data
        options = game.decision.options
        actions = [i for i, o in enumerate(options) if o.kind in ("cast", "activate", "play")]
        game.choose(rng.choice(actions) if actions and rng.random() < 0.7 else rng.randrange(len(options)))
        steps += 1
    assert {"StepProgress", "PaymentProgress", "CastProgress"} <= seen


def _saved_mid_cast() -> dict:
    """A saved game with a spell being cast (a payment decision pending)."""
    game = ms.Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=4, max_turns=30)
    rng = random.Random(0)
    while not any(t.name == "cast" for t in game.state.agenda):
        options = game.decision.options
        casts = [i for i, o in enumerate(options) if o.kind == "cast"]
        game.choose(casts[0] if casts else rng.randrange(len(options)))
    return json.loads(game.to_json())


def _cast_task(data: dict) -> dict:
    return next(t for t in data["state"]["agenda"] if t["name"] == "cast")


def test_a_save_whose_progress_is_of_another_procedure_is_refused() -> None:
    """A cast whose progress is a payment's is refused, naming the agenda item."""
    data = _saved_mid_cast()
    task = _cast_task(data)
    task["data"] = {"$c": "PaymentProgress", "returned": None, "plan": [], "activations": [], "next": 0, "paid": []}
    with pytest.raises(GameSetupError, match=r"agenda item \d+\.data is not a CastProgress"):
        savegame.load(json.dumps(data))


def test_a_save_whose_progress_field_has_the_wrong_type_is_refused() -> None:
    """A cast's `method` that is a number, not text, is refused, naming the field."""
    data = _saved_mid_cast()
    _cast_task(data)["data"]["method"] = 7
    with pytest.raises(GameSetupError, match=r"data\.method must be str"):
        savegame.load(json.dumps(data))


def test_a_save_with_string_keyed_progress_is_refused() -> None:
    """The old form, progress as a dict of string keys, is not accepted for a procedure that
    declares a Progress class."""
    data = _saved_mid_cast()
    _cast_task(data)["data"] = {"from": "hand", "method": "", "item": 1, "obj": 2}
    with pytest.raises(GameSetupError, match="is not a CastProgress"):
        savegame.load(json.dumps(data))
