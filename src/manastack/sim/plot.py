"""Plots of a simulation's statistics (`manastack sim --plot FILE.png`): the win rates overall,
on the play and on the draw with their 95% intervals; the game-length histogram in each deck's
own turns; and, for each deck, the per-card difference between the win rate when the card is
drawn and when it isn't.  Needs matplotlib, the optional extra `[plot]`; drawn with
matplotlib's object interface (no pyplot, no global backend change)."""

from __future__ import annotations

from collections.abc import Sequence

from manastack.sim.runner import SimError, SimSummary
from manastack.sim.stats import CardStats, Rate, Statistics

COLOURS = ("#c0392b", "#2471a3")  # deck A, deck B
MAX_CARDS_SHOWN = 16


def require_matplotlib() -> None:
    """A SimError that says how to install matplotlib, if it is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise SimError("plots need matplotlib, an optional extra: pip install 'manastack[plot]'") from None


def plot_summary(summary: SimSummary, names: Sequence[str], path: str) -> None:
    """Draw the statistics of `summary` (decks called `names`) into a PNG file at `path`."""
    require_matplotlib()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    stats = summary.statistics()
    figure = Figure(figsize=(13, 10), dpi=100, layout="constrained")
    FigureCanvasAgg(figure)
    top, bottom = figure.subfigures(2, 1, height_ratios=(1, 1.3))
    rates, lengths = top.subplots(1, 2)
    cards = bottom.subplots(1, 2)
    _win_rates(rates, stats, names)
    _lengths(lengths, stats, names)
    for index in (0, 1):
        _cards(cards[index], stats.decks[index].cards, names[index], COLOURS[index])
    figure.suptitle(
        f"{names[0]} vs {names[1]}: {summary.games} games, seeds {summary.seed}-"
        f"{summary.seed + summary.games - 1}",
        fontsize=13,
    )
    try:
        figure.savefig(path, format="png")
    except OSError as err:
        raise SimError(f"{path}: can't write the plot: {err.strerror or err}") from None


def _win_rates(axes, stats: Statistics, names: Sequence[str]) -> None:
    groups = ("overall", "on the play", "on the draw")
    width = 0.38
    for index in (0, 1):
        deck = stats.decks[index]
        rates: list[Rate] = [deck.overall, deck.on_play, deck.on_draw]
        xs = [g + (index - 0.5) * width for g in range(len(groups))]
        values = [r.rate or 0.0 for r in rates]
        below = [(r.rate - r.interval[0]) if r.games else 0.0 for r in rates]
        above = [(r.interval[1] - r.rate) if r.games else 0.0 for r in rates]
        axes.bar(xs, values, width, yerr=[below, above], capsize=4, color=COLOURS[index], label=names[index])
        for x, rate in zip(xs, rates, strict=True):
            axes.annotate(
                f"{rate.rate:.0%}" if rate.games else "-",
                (x, 0.02),
                ha="center",
                color="white",
                fontsize=9,
                fontweight="bold",
            )
    axes.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    axes.set_xticks(range(len(groups)), groups)
    axes.set_ylim(0, 1.15)
    axes.set_yticks([0, 0.25, 0.5, 0.75, 1], ["0%", "25%", "50%", "75%", "100%"])
    axes.set_ylabel("win rate (bars: 95% interval)")
    axes.set_title("Win rate")
    axes.legend(loc="upper center", ncols=2, fontsize=9)


def _lengths(axes, stats: Statistics, names: Sequence[str]) -> None:
    counts = [deck.own_turns for deck in stats.decks]
    turns = sorted(set(counts[0]) | set(counts[1]))
    width = 0.4
    for index in (0, 1):
        axes.bar(
            [t + (index - 0.5) * width for t in turns],
            [counts[index].get(t, 0) for t in turns],
            width,
            color=COLOURS[index],
            label=f"{names[index]} (mean {stats.decks[index].mean_own_turns:.1f})",
        )
    axes.set_xlabel("the deck's own turns in the game")
    axes.set_ylabel("games")
    axes.set_title("Game length, in each deck's own turns")
    if turns:
        axes.set_xticks(range(turns[0], turns[-1] + 1, max(1, (turns[-1] - turns[0]) // 12 + 1)))
    axes.legend(fontsize=9)


def _cards(axes, cards: Sequence[CardStats], name: str, colour: str) -> None:
    known = [c for c in cards if c.difference is not None]
    shown = sorted(known, key=lambda c: (-abs(c.difference), c.card))[:MAX_CARDS_SHOWN]
    shown.sort(key=lambda c: c.difference)
    ys = range(len(shown))
    values = [c.difference * 100 for c in shown]
    below = [(c.difference - c.difference_interval[0]) * 100 for c in shown]
    above = [(c.difference_interval[1] - c.difference) * 100 for c in shown]
    axes.barh(
        list(ys),
        values,
        xerr=[below, above],
        capsize=2,
        error_kw={"elinewidth": 0.7, "alpha": 0.6},
        color=[colour if v >= 0 else "#7f8c8d" for v in values],
    )
    axes.set_yticks(list(ys), [f"{c.card} ({c.drawn.games} drawn)" for c in shown], fontsize=8)
    axes.axvline(0, color="black", linewidth=0.8)
    reach = max(
        [abs(v - b) for v, b in zip(values, below, strict=True)]
        + [v + a for v, a in zip(values, above, strict=True)]
        + [10.0]
    )
    axes.set_xlim(-min(100.0, reach * 1.1), min(100.0, reach * 1.1))
    axes.set_xlabel("win% when drawn minus win% when not drawn, in points\n(bars: 95% interval)")
    axes.set_title(f"{name}: cards")
    if not shown:
        axes.text(
            0.5, 0.5, "every card was drawn in every game, or in none", ha="center", transform=axes.transAxes
        )
