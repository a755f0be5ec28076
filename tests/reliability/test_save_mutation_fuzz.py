"""Save-mutation fuzzing (issue 14 item 4): real saves taken at random points of seeded random
games are mutated: every whole-number field of the state and of a player set to each extreme,
then random mutations (JSON nodes flipped, deleted, duplicated, swapped, grafted, numbers made
extreme, the text truncated).  Each is refused with a clear ManastackError, or loads and plays
on for a bounded number of random choices without any other exception and without hanging.
They also go through `manastack load` (in this process, and a sample in a subprocess each):
exit status 0 or 2, never "internal error" or a traceback.

The suite tries MUTATIONS random mutations (CI-sized); set MANASTACK_SAVE_FUZZ=N for a longer
run."""

from __future__ import annotations

import copy
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import bundled

import manastack as ms
from manastack.cli import main
from manastack.engine.decision import ManastackError

MUTATIONS = int(os.environ.get("MANASTACK_SAVE_FUZZ", "400"))
CLI_MUTATIONS = 200  # random mutations through `manastack load` in this process
CLI_SAMPLE = 12  # of those, through `manastack load` in a subprocess each
PLAY_ON = 40  # random choices after a mutated save loads
SECONDS_EACH = 20  # a load and its play that take longer hang
DECKS = ["red-aggro", "green-stompy", "black-midrange", "white-weenie", "white-blue-control"]
EXTREMES = [0, -1, 1, 2, 7, 64, 65, 255, 2**31, 2**63, -(2**63), 10**6, 10**12 + 1, 10**18, 10**400 // 10**370]
STRANGE = [None, True, False, "", "x" * 300, "Forest", "Grizzly Bears", "hand", "library", "battlefield", [], {},
           {"$c": "Option"}, {"$t": []}, {"$d": [[1, 2]]}, {"$c": "GameObject"}, 1.5, ["obj", 1], ["player", 0]]


def _saves() -> list[str]:
    """Saves at random decisions of a few seeded random games across the bundled decks."""
    saves = []
    for seed in range(4):
        rng = random.Random(seed)
        game = ms.Game.new([bundled(rng.choice(DECKS)), bundled(rng.choice(DECKS))], seed=seed, max_turns=14)
        points = set(rng.sample(range(20, 400), 5))
        for count in range(400):
            if game.over:
                break
            if count in points:
                saves.append(game.to_json())
            game.choose(rng.randrange(len(game.decision.options)))
    return saves


def _nodes(value, path=()):
    """Every (path, value) of a JSON document."""
    pending = [(path, value)]
    while pending:
        at, v = pending.pop()
        yield at, v
        if isinstance(v, dict):
            pending.extend(((*at, k), child) for k, child in v.items())
        elif isinstance(v, list):
            pending.extend(((*at, i), child) for i, child in enumerate(v))


def _parent(data, path):
    for key in path[:-1]:
        data = data[key]
    return data


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    """A mutated save and what was done to it."""
    if rng.random() < 0.05:
        cut = rng.randrange(len(text))
        return text[:cut], f"truncated at {cut}"
    data = json.loads(text)
    if rng.random() < 0.1:
        where = ("events",)
    elif rng.random() < 0.2:
        where = ("state",)
    else:  # one part of the state, each as likely: the agenda and the decision as the objects
        where = ("state", rng.choice([k for k in data["state"] if k != "$c"]))
    nodes = [(p, v) for p, v in _nodes(_parent(data, (*where, None)), where) if len(p) > 1]
    if not nodes:
        return text, "unchanged"
    done = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        path, value = rng.choice(nodes)
        try:
            parent = _parent(data, path)
            key = path[-1]
            parent[key]
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation moved it
        if not isinstance(parent, (dict, list)):
            continue
        how = rng.choice(("delete", "duplicate", "flip", "extreme", "extreme", "swap", "strange", "graft"))
        if how == "delete":
            del parent[key]
        elif how == "duplicate":
            if isinstance(parent, list):
                parent.insert(key, copy.deepcopy(parent[key]))
            else:
                parent[f"{key}_copy" if rng.random() < 0.3 else key] = copy.deepcopy(parent[key])
        elif how == "flip":
            current = parent[key]
            parent[key] = (not current if isinstance(current, bool) else -current if isinstance(current, int)
                           else current[::-1] if isinstance(current, (str, list)) else None)
        elif how == "extreme":
            parent[key] = rng.choice(EXTREMES)
        elif how == "swap":
            other_path, _ = rng.choice([n for n in nodes if type(n[1]) is type(value) and n[0] != path] or [(path, value)])
            try:
                other_parent = _parent(data, other_path)
                if not isinstance(other_parent, (dict, list)):
                    continue
                parent[key], other_parent[other_path[-1]] = other_parent[other_path[-1]], parent[key]
            except (KeyError, IndexError, TypeError):
                continue
        elif how == "strange":
            parent[key] = copy.deepcopy(rng.choice(STRANGE))
        else:  # another node's value grafted here
            parent[key] = copy.deepcopy(rng.choice(nodes)[1])
        done.append(f"{how} {'/'.join(map(str, path))}")
    return json.dumps(data), "; ".join(done) or "unchanged"


def extremes(saves: list[str]):
    """Each whole-number field of the state and of a player set to each extreme, in turn
    (saves taken in rotation): the systematic part of the fuzzing."""
    first = json.loads(saves[0])["state"]
    fields = [("state", k) for k, v in first.items() if type(v) is int]
    fields += [("state", "players", 0, k) for k, v in first["players"][0].items() if type(v) is int]
    count = 0
    for path in fields:
        for value in EXTREMES:
            data = json.loads(saves[count % len(saves)])
            count += 1
            _parent(data, path)[path[-1]] = value
            yield json.dumps(data), f"{'/'.join(map(str, path))} = {value}"


class _Hang(Exception):
    pass


def _alarm(_signum, _frame):
    raise _Hang


def _try(text: str, rng: random.Random) -> str:
    """'refused', 'played', or a failure: the exception a mutated save caused."""
    try:
        game = ms.Game.from_json(text)
    except ManastackError as err:
        assert str(err), "a refusal must say why"
        return "refused"
    for _ in range(PLAY_ON):
        if game.over:
            break
        try:
            game.choose(rng.randrange(len(game.decision.options)))
        except ManastackError:
            break
    game.to_json()
    return "played"


@pytest.fixture(scope="module")
def saves() -> list[str]:
    return _saves()


def test_mutated_saves_are_refused_or_play_on(saves: list[str]) -> None:
    """Issue 14 item 4 (400.1, 400.7, 107.1): every mutated real save (each whole-number field
    of the state and of a player made extreme, then MUTATIONS random mutations) is refused with a clear
    ManastackError, or loads and plays on for PLAY_ON random choices raising nothing else and
    not hanging."""
    rng = random.Random(14)
    figures = {"refused": 0, "played": 0}
    failures = []
    previous = signal.signal(signal.SIGALRM, _alarm)
    try:
        cases = [*extremes(saves), *(mutate(rng.choice(saves), rng) for _ in range(MUTATIONS))]
        for i, (text, how) in enumerate(cases):
            signal.alarm(SECONDS_EACH)
            try:
                figures[_try(text, random.Random(i))] += 1
            except _Hang:
                failures.append(f"mutation {i} ({how}): hangs")
            except Exception as err:  # noqa: BLE001 - what the test looks for
                failures.append(f"mutation {i} ({how}): {type(err).__name__}: {err}"[:400])
            finally:
                signal.alarm(0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    print(f"{len(cases)} mutated saves: {figures['refused']} refused, {figures['played']} loaded and played on, "
          f"{len(failures)} failed")
    assert not failures, "\n".join(failures[:20])
    assert figures["refused"] and figures["played"]


def test_load_command_on_mutated_saves_never_fails_internally(saves: list[str], tmp_path: Path) -> None:
    """Issue 14 item 4: `manastack load` of mutated saves (the systematic extremes and
    CLI_MUTATIONS random ones in this process, CLI_SAMPLE of them in a subprocess each) exits
    with status 0 or 2 and never reports an internal error or a traceback."""
    rng = random.Random(41)
    cases = [*extremes(saves), *(mutate(rng.choice(saves), rng) for _ in range(CLI_MUTATIONS))]
    path = tmp_path / "save.json"
    for text, how in cases:
        path.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(main, ["load", str(path)])
        assert result.exit_code in (0, 2), f"{how}: exit {result.exit_code}: {result.output[-800:]}"
        assert "internal error" not in result.output and "Traceback" not in result.output, f"{how}: {result.output[-800:]}"
    for i, (text, how) in enumerate(rng.sample(cases, CLI_SAMPLE)):
        path = tmp_path / f"save{i}.json"
        path.write_text(text, encoding="utf-8")
        result = subprocess.run([sys.executable, "-c", "from manastack.cli import main; main()", "load", str(path)],
                                capture_output=True, text=True, timeout=120)
        output = result.stdout + result.stderr
        assert result.returncode in (0, 2), f"{how}: exit {result.returncode}: {output[-800:]}"
        assert "internal error" not in output and "Traceback" not in output, f"{how}: {output[-800:]}"
