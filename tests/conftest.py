import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

# The suite never reads the user's own card store (cards/store.py): it gets an empty one.
os.environ["MANASTACK_HOME"] = tempfile.mkdtemp(prefix="manastack-tests-")

import pytest  # noqa: E402


def pytest_collect_file(parent, file_path):
    """Every tests/rulings/**/*.yaml is a test item: the scenario must pass."""
    if file_path.suffix in (".yaml", ".yml") and "rulings" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        from manastack.scenario import check_file

        result = check_file(self.path)
        if not result.passed:
            raise ScenarioFailed(result.reason)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailed):
            return f"{self.path}: {excinfo.value}"
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, 0, f"scenario {self.path.name}"


class ScenarioFailed(Exception):
    pass


@pytest.fixture(autouse=True, scope="module")
def module_test_cards(request):
    """The test cards a module registered at import (support.compiled_card) are its own while its
    tests run, whatever another module registered under the same name since."""
    from support import CARDS_BY_MODULE

    from manastack.cards import registry

    for definition in CARDS_BY_MODULE.get(request.module.__name__, []):
        registry.register(definition)


# ---------------------------------------------------------------------------- --record-productions


def pytest_addoption(parser):
    parser.addoption("--record-productions", metavar="PATH", default=None,
                     help="write, for each test, the grammar productions it exercised (tests/production_recorder.py)")


def pytest_configure(config):
    path = config.getoption("--record-productions")
    if path is None or (not hasattr(config, "workerinput") and getattr(config.option, "numprocesses", None)):
        return  # (under pytest-xdist the workers record, not the controller)
    from contextlib import ExitStack

    from production_recorder import ProductionRecorder, watch_games

    from manastack.cards.oracle import productions

    recorder = ProductionRecorder(path)
    watch_games(recorder)
    stack = ExitStack()
    stack.enter_context(productions.listening(recorder))
    config._production_recorder = (recorder, stack)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    found = getattr(item.config, "_production_recorder", None)
    if found is None:
        yield
        return
    recorder = found[0]
    recorder.start(item.nodeid)
    try:
        yield
    finally:
        recorder.finish(item.nodeid)


def pytest_sessionfinish(session):
    found = getattr(session.config, "_production_recorder", None)
    if found is not None:
        recorder, stack = found
        recorder.write()
        stack.close()
        del session.config._production_recorder
