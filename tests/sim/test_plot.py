"""`manastack sim --plot FILE.png` (issue 20 item 2), and the statistics on every bundled deck."""

from __future__ import annotations

import sys

import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.decks import decklist
from manastack.sim.plot import plot_summary
from manastack.sim.runner import SimError, simulate
from manastack.sim.stats import deck_cards

PNG = b"\x89PNG\r\n\x1a\n"


def test_plot_writes_a_png_with_the_three_kinds_of_chart(tmp_path) -> None:
    """The figure: win rates with 95% intervals, the game-length histogram, per-card bars."""
    pytest.importorskip("matplotlib")
    path = tmp_path / "sim.png"
    result = CliRunner().invoke(
        main,
        [
            "sim",
            "red-aggro",
            "green-stompy",
            "-n",
            "6",
            "--seed",
            "2",
            "--agents",
            "heuristic,random",
            "--plot",
            str(path),
        ],
    )
    assert result.exit_code == 0, result.output
    data = path.read_bytes()
    assert data.startswith(PNG) and len(data) > 20_000
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1300, 1000)
    assert f"plots written to {path}" in " ".join(result.output.split())


def test_plot_without_matplotlib_says_how_to_install_it(tmp_path, monkeypatch) -> None:
    """The [plot] extra is optional: without matplotlib the command stops before any game."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    result = CliRunner().invoke(
        main, ["sim", "red-aggro", "green-stompy", "-n", "2", "--plot", str(tmp_path / "x.png")]
    )
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "pip install 'manastack[plot]'" in result.output
    assert not (tmp_path / "x.png").exists()


def test_plot_to_a_folder_that_does_not_exist_is_a_clear_error(tmp_path) -> None:
    pytest.importorskip("matplotlib")
    summary = simulate(*(decklist.load(n) for n in ("red-aggro", "green-stompy")), 2, seed=0, turn_cap=4)
    with pytest.raises(SimError, match="can't write the plot"):
        plot_summary(summary, ["a", "b"], str(tmp_path / "missing" / "x.png"))


@pytest.mark.parametrize("name", decklist.bundled_names())
def test_statistics_and_plots_work_on_every_bundled_deck(tmp_path, name: str) -> None:
    """Each bundled deck against red aggro: every card of the deck has its statistics (Built
    Bear's builds each their own), and the plot draws."""
    pytest.importorskip("matplotlib")
    deck = decklist.load(name)
    summary = simulate(deck, decklist.load("red-aggro"), 2, seed=3, turn_cap=12)
    stats = summary.statistics()
    assert [c.card for c in stats.decks[0].cards] == [key for key, _ in deck_cards(deck)]
    assert sum(c.copies for c in stats.decks[0].cards) == deck.size
    path = tmp_path / f"{name}.png"
    plot_summary(summary, [name, "red-aggro"], str(path))
    assert path.read_bytes().startswith(PNG)


def test_built_bears_builds_are_cards_of_their_own() -> None:
    keys = [key for key, _ in deck_cards(decklist.load("mystery-booster-playtest"))]
    assert {"Built Bear [flash, +1/+1]", "Built Bear [draw]", "Built Bear [vigilance, mana]"} <= set(keys)
