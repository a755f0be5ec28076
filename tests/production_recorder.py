"""`pytest --record-productions PATH`: which grammar productions (cards/oracle/productions.py)
each test exercises, written as JSON to PATH (under pytest-xdist, PATH.WORKER for each worker:
scripts/production_audit.py reads them all).

For each test (its node id) the file holds:

* ``game``: whether a game was made while it ran (a position, a scenario, a simulation);
* ``played``: the productions of the card definitions the registry handed out while it ran
  (`registry.card_def`: a game uses a card through it), whenever the card was compiled;
* ``compiled``: the productions of the cards compiled while it ran;
* ``refused``: the clause handlers whose form matched a text of a card compiled while it ran,
  and refused it (the card was refused).

scripts/production_audit.py classifies the tests from these (docs/cards.md, "Which productions
the tests exercise")."""

from __future__ import annotations

import json
import os
from pathlib import Path

from manastack.cards import dsl
from manastack.cards.oracle import productions
from manastack.engine.game import Game


class ProductionRecorder:
    """A `productions.Listener` that files what it hears under the test running."""

    def __init__(self, path: str) -> None:
        worker = os.environ.get("PYTEST_XDIST_WORKER")
        self.path = Path(f"{path}.{worker}" if worker else path)
        # id of a definition or of a face's abilities -> (that object, kept alive; its productions)
        self.known: dict[int, tuple[object, frozenset[str]]] = {}
        self.tests: dict[str, dict] = {}
        self.current: dict | None = None

    def compiled(self, result: object, recording: productions.Recording) -> None:
        if result is None:
            if self.current is not None:
                self.current["refused"].update(recording.refused)
            return
        used = frozenset(recording.used)
        parts = [result, *(face.abilities for face in result.faces)] if isinstance(result, dsl.CardDef) else [result]
        for part in parts:
            self.known[id(part)] = (part, used)
        if self.current is not None:
            self.current["compiled"].update(used)

    def looked_up(self, definition: object) -> None:
        if self.current is None:
            return
        for part in (definition, *(face.abilities for face in definition.faces)):
            entry = self.known.get(id(part))
            if entry is not None and entry[0] is part:
                self.current["played"].update(entry[1])

    def game_made(self) -> None:
        if self.current is not None:
            self.current["game"] = True

    def start(self, nodeid: str) -> None:
        self.current = {"game": False, "played": set(), "compiled": set(), "refused": set()}
        self.tests[nodeid] = self.current

    def finish(self, nodeid: str) -> None:
        """The test ended: kept if it exercised any production."""
        self.current = None
        entry = self.tests[nodeid]
        if not (entry["played"] or entry["compiled"] or entry["refused"]):
            del self.tests[nodeid]

    def write(self) -> None:
        found = {nodeid: {"game": entry["game"], **{key: sorted(entry[key]) for key in ("played", "compiled", "refused")}}
                 for nodeid, entry in sorted(self.tests.items())}
        self.path.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n", encoding="utf-8")


def watch_games(recorder: ProductionRecorder) -> None:
    """Tell `recorder` whenever a Game is made (for the rest of the session)."""
    made = Game.__init__

    def init(self, *args, **kwargs) -> None:
        recorder.game_made()
        made(self, *args, **kwargs)

    Game.__init__ = init
