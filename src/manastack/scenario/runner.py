"""Running a scenario: set up its position, carry out its steps through the public decision
loop, and check its expectations (docs/scenarios.md)."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.engine.decision import GameSetupError, IllegalAction, ManastackError
from manastack.engine.steps import STEPS
from manastack.scenario import expectations
from manastack.scenario.driver import Assignment, Driver, ScenarioError, describe
from manastack.scenario.loader import ACTION_OPTIONS, Scenario, ScenarioFileError, action_key, line_of
from manastack.scenario.position import build


@dataclass
class Result:
    path: str
    name: str
    passed: bool
    reason: str = ""

    def line(self) -> str:
        return f"PASS {self.name}" if self.passed else f"FAIL {self.name}: {self.reason}"

    def to_json(self) -> dict:
        return {"file": self.path, "name": self.name, "passed": self.passed, "reason": self.reason}


class StepFailure(Exception):
    pass


def locate(root, path: str) -> int | None:
    """The line of a position path such as "alice.hand[2]" (the deepest part that has one)."""
    import re

    node = root
    line = line_of(root)
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        if part.startswith("[") and isinstance(node, list):
            index = int(part[1:-1])
            lines = getattr(node, "item_lines", [])
            line = lines[index] if index < len(lines) else line
            node = node[index] if index < len(node) else None
        elif isinstance(node, dict) and part in node:
            line = getattr(node, "key_lines", {}).get(part, line)
            node = node[part]
        else:
            break
        line = line_of(node, line)
    return line


def run(scenario: Scenario) -> Result:
    data = scenario.data
    try:
        players = data.get("players")
        position = build(data.get("state") or {}, list(players) if players else None)
    except GameSetupError as err:
        line = locate(data.get("state"), str(err).split(":", 1)[0]) or line_of(data)
        return Result(scenario.path, scenario.name, False, f"{scenario.path}:{line}: {err}")
    driver = Driver(position)
    for index, step in enumerate(data.get("do") or [], start=1):
        try:
            driver = _run_step(driver, step, scenario)
        except ScenarioFileError as err:
            return Result(scenario.path, scenario.name, False, str(err))
        except (StepFailure, ManastackError) as err:
            return _failed(scenario, driver, f"step {index} (line {line_of(step, '?')}): {err}")
    try:
        driver.settle_assignments()
    except ManastackError as err:
        return _failed(scenario, driver, f"after the last step: {err}")
    if "expect" in data:
        problems = expectations.check(driver, data["expect"])
        if problems:
            return _failed(scenario, driver, "after the last step: " + "; ".join(problems))
    leftover = {driver.game.player_name(p): q for p, q in driver.queued.items() if q}
    if leftover:
        return _failed(scenario, driver, f"answers never used: {leftover}")
    return Result(scenario.path, scenario.name, True)


def _failed(scenario: Scenario, driver: Driver, reason: str) -> Result:
    """A failure, its reason ending with where the game is and the last events before it."""
    state = driver.game.state
    where = f"turn {state.turn}, {driver.game.player_name(state.active)}'s {state.step}"
    events = driver.last_events()
    told = f"; last events: {' / '.join(events)}" if events else ""
    return Result(scenario.path, scenario.name, False, f"{reason} [{where}{told}]")


def _run_step(driver: Driver, step: dict, scenario: Scenario) -> Driver:
    player, verb = action_key(step)
    key = next(k for k in step if k not in ACTION_OPTIONS)
    value = step[key]
    expected_error = step.get("expect_error")
    if verb == "expect":
        problems = expectations.check(driver, value)
        if problems:
            raise StepFailure("; ".join(problems))
        return driver
    if verb == "pass":
        _pass(driver, value)
        return driver
    if verb == "resolve":
        if value == "all":
            driver.resolve(None)
        elif isinstance(value, int) and value >= 0:
            driver.resolve(value)
        else:
            raise StepFailure(f"resolve takes a number or 'all', not {value!r}")
        return driver
    if player not in driver.position.players:
        raise StepFailure(f"no player named {player!r} (players: {', '.join(driver.position.players)})")
    if verb == "chooses":
        answers = list(value) if isinstance(value, list) else [value]
        _choose(driver, driver.player(player), answers)
        return driver
    if verb == "assigns":
        driver.advance_to_assignment(driver.player(player))
    if verb in ("attacks", "blocks"):
        # "Before" an attack or a block is the moment of the declaration (or of the priority
        # that follows it when nothing could be declared).
        driver.advance_to_declaration(driver.player(player), "attackers" if verb == "attacks" else "blockers")
    snapshot = driver.game.clone()
    before = snapshot.to_json()
    queued = {p: list(q) for p, q in driver.queued.items()}
    exchanged = dict(driver.exchanged)
    try:
        _act(driver, player, verb, value, step)
    except (IllegalAction, ScenarioError) as err:
        if expected_error is None:
            raise StepFailure(str(err)) from None
        if str(expected_error).lower() not in str(err).lower():
            raise StepFailure(f"refused with {str(err)!r}, which doesn't contain {expected_error!r}") from None
        restored = Driver(driver.position)
        restored.position.game = snapshot
        restored.game = snapshot
        restored.queued = queued  # the refused action's own answers go with it
        restored.exchanged = exchanged
        if snapshot.to_json() != before:
            raise StepFailure("the refused action changed the game") from None
        return restored
    if expected_error is not None:
        raise StepFailure(f"expected an error containing {expected_error!r}, but the action was allowed")
    return driver


def _act(driver: Driver, player: str, verb: str, value, step: dict) -> None:
    if verb in ("casts", "plays", "activates"):
        if not isinstance(value, str):
            raise StepFailure(f"{verb} takes a card name, not {value!r}")
        driver.act(player, verb, value, targets=_list(step.get("targets")), x=step.get("x"), modes=_list(step.get("modes")),
                   face=step.get("face"), from_zone=step.get("from"), choices=_list(step.get("choices")),
                   pay=step.get("pay"), ability=step.get("ability"))
    elif verb == "attacks":
        if not isinstance(value, (list, dict)):
            raise StepFailure("attacks takes a list of attackers or a mapping attacker: defender")
        driver.attack(player, value, choices=_list(step.get("choices")), assign=step.get("assign"))
    elif verb == "assigns":
        driver.assign(player, Assignment(dict(value)))
    elif verb == "blocks":
        if not isinstance(value, dict):
            raise StepFailure("blocks takes a mapping blocker: attacker ({} for no blocks)")
        driver.block(player, value)


def _list(value) -> list:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def _choose(driver: Driver, player: int, answers: list) -> None:
    """Answer the player's pending decision with the first answers; the rest wait in order."""
    d = driver.decision
    if d is not None and d.player == player and d.kind != "priority" and answers:
        first = answers[0]
        option = driver.take(d, answers)
        if option is None:
            raise StepFailure(f"{first!r} is not an answer to {describe(d)}")
        driver.choose(option)
    driver.queued.setdefault(player, []).extend(answers)
    driver._settle()


def _pass(driver: Driver, value) -> None:
    if value == "once":
        driver.pass_once()
        return
    if not isinstance(value, str) or not value.startswith("until "):
        raise StepFailure(f"pass takes 'once' or 'until STEP', not {value!r}")
    spec = value[len("until "):].strip()
    whose = None
    turn = None
    words = spec.split()
    if len(words) >= 3 and words[0] == "turn" and words[1].isdigit():
        turn = int(words[1])
        words = words[2:]
    if len(words) == 2 and words[0].endswith("'s"):
        whose = words[0][:-2]
        words = words[1:]
    if len(words) != 1 or words[0] not in STEPS:
        raise StepFailure(f"pass until: unknown step in {value!r}; steps are {', '.join(STEPS)}")
    driver.pass_to_step(words[0], driver.player(whose) if whose else None, turn)
