"""The text `manastack sim` prints: win rates, how games were won, mulligans, game length in
each deck's own turns, and a table of per-card statistics for each deck."""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from manastack.sim.goldfish import Analysis
from manastack.sim.runner import SimSummary
from manastack.sim.stats import CardStats, DeckStats, Rate


def percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.1%}"


def rate_text(rate: Rate) -> str:
    """`7 of 10, 70.0% (95% CI 39.7%-89.2%)`."""
    if not rate.games:
        return "no games"
    low, high = rate.interval
    return f"{rate.wins} of {rate.games}, {rate.rate:.1%} (95% CI {low:.1%}-{high:.1%})"


def _games_by(counts: dict, unit: str) -> str:
    """`none in 13 games, 1 in 3, 2 in 4` (unit "") or `4 turns in 1 game, 5 in 3` (unit " turns")."""
    parts = []
    for i, (k, n) in enumerate(counts.items()):
        what = ("none" if k == 0 and not unit else f"{k}{unit}") if i == 0 else str(k)
        parts.append(f"{what} in {n}" + (f" game{'s' * (n != 1)}" if i == 0 else ""))
    return ", ".join(parts)


def deck_lines(name: str, agent: str, summary: SimSummary, stats: DeckStats, index: int) -> list[str]:
    """The summary lines of one deck."""
    low, high = summary.interval(index)
    lines = [
        f"{name} ({agent}): {summary.wins[index]} wins, {summary.win_rate(index):.1%} "
        f"(95% CI {low:.1%}-{high:.1%})",
        f"  on the play: {rate_text(stats.on_play)}",
        f"  on the draw: {rate_text(stats.on_draw)}",
    ]
    if stats.wins_by:
        lines.append("  won by: " + ", ".join(f"{reason} {n}" for reason, n in stats.wins_by.items()))
    lines.append(f"  mulligans: {stats.mean_mulligans:.2f} a game ({_games_by(stats.mulligans, '')})")
    lines.append(
        "  win rate by opening hand: "
        + "; ".join(f"{size} cards {rate_text(rate)}" for size, rate in stats.by_hand_size.items())
    )
    lines.append(
        f"  {name}'s own turns per game: mean {stats.mean_own_turns:.1f} "
        f"({_games_by(stats.own_turns, ' turns')})"
    )
    return lines


CARD_COLUMNS = (
    "card",
    "copies",
    "drawn",
    "win%\ndrawn",
    "win% not\ndrawn",
    "diff",
    "win%\nopening",
    "first\ncast",
)
CARD_LEGEND = (
    "drawn: games with the card in the opening hand or drawn later; win% drawn / not drawn: the "
    "deck's win rate in those games / in the others; diff: the difference, in points (17lands' "
    "IWD); win% opening: with the card in the opening hand; first cast: the mean of the deck's own "
    "turn it was first cast (a land: played) in the games it was"
)


def card_table(name: str, cards: Sequence[CardStats]) -> Table:
    """Per-card statistics, the cards whose drawing goes with the most wins first."""
    table = Table(title=Text(f"{name}: cards"), title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    for column in CARD_COLUMNS:
        table.add_column(column, justify="left" if column == "card" else "right")
    ranked = sorted(cards, key=lambda c: (c.difference is None, -(c.difference or 0.0), c.card))
    for card in ranked:
        difference = "-" if card.difference is None else f"{card.difference * 100:+.1f}"
        first = "-" if card.mean_first_cast is None else f"{card.mean_first_cast:.1f}"
        cells = (
            card.card,
            str(card.copies),
            str(card.drawn.games),
            percent(card.drawn.rate),
            percent(card.not_drawn.rate),
            difference,
            percent(card.opening_hand.rate),
            first,
        )
        table.add_row(
            *(Text(cell) for cell in cells)
        )  # Text: a card name like "Built Bear [draw]" is no markup
    return table


def print_summary(console: Console, summary: SimSummary, names: Sequence[str], agents: Sequence[str]) -> None:
    """Everything `manastack sim` reports about a finished simulation."""
    stats = summary.statistics()

    def say(line: str) -> None:
        console.print(line, markup=False, highlight=False, soft_wrap=True)

    for index in (0, 1):
        for line in deck_lines(names[index], agents[index], summary, stats.decks[index], index):
            say(line)
    draws = f"draws: {summary.draws}"
    if stats.draws_by:
        draws += " (" + ", ".join(f"{reason} {n}" for reason, n in stats.draws_by.items()) + ")"
    say(draws)
    say(
        f"mean game length: {summary.mean_turns:.1f} turns in all, both players' turns counted; "
        f"{names[0]} took {stats.decks[0].mean_own_turns:.1f} of its own, {names[1]} {stats.decks[1].mean_own_turns:.1f}"
    )
    for index in (0, 1):
        console.print(card_table(names[index], stats.decks[index].cards), markup=False, highlight=False)
    say(CARD_LEGEND)


# ---------------------------------------------------------------------------- manastack analyze


def _p(estimate) -> str:
    """A probability in whole percents: a thousand games measure it to about a percent."""
    return "-" if estimate is None or estimate.value is None else f"{estimate.value:.0%}"


def print_analysis(console: Console, analyses: Sequence[Analysis]) -> None:
    """Everything `manastack analyze` reports: the first analysis is the deck as it is, the
    others the same deck with other land counts, side by side."""
    base = analyses[0]

    def say(line: str = "") -> None:
        console.print(line, markup=False, highlight=False, soft_wrap=True)

    plays = sum(1 for g in base.games if g.on_play)
    say(
        f"{base.name}: {base.size} cards, {base.lands} lands; {len(base.games)} goldfish games each "
        f"({plays} on the play, {len(base.games) - plays} on the draw), seeds {base.seed}-{base.seed + len(base.games) - 1}"
    )
    curve = base.curve
    copies = sum(curve.values())
    mean = sum(k * n for k, n in curve.items()) / copies if copies else 0.0
    say(f"mana curve (nonland cards by mana value, mean {mean:.2f}):")
    for value, count in curve.items():
        say(f"  {value:>2} {'#' * count} {count}")
    say("coloured sources (lands + other cards that make the colour) against what the cards need:")
    for colour, (lands, others) in base.sources.items():
        needing = sorted(((f.pips[colour], f.key) for f, _ in base.cards if colour in f.pips), reverse=True)
        most = f"; most {colour} symbols in one cost: {needing[0][0]} ({needing[0][1]})" if needing else ""
        users = sum(n for f, n in base.cards if colour in f.pips)
        say(f"  {colour}: {lands} + {others} sources; {users} cards need it{most}")
    say(
        f"mulligans: {base.mean_mulligans:.2f} a game"
        + "".join(f"; {a.lands} lands: {a.mean_mulligans:.2f}" for a in analyses[1:])
    )
    console.print(_land_drop_table(analyses))
    console.print(_on_curve_table(analyses))
    console.print(_opening_table(analyses))
    for analysis in analyses:
        verdict = "agree" if analysis.opening_agrees else "DO NOT agree"
        worst = max(abs(row.z) for row in analysis.opening)
        say(
            f"{analysis.lands} lands: the simulated opening hands {verdict} with the hypergeometric values "
            f"(largest difference {worst:.1f} standard errors)"
        )
    say(
        "casting on curve, on the play and on the draw: the untapped sources at that turn (after the land drop) "
        "can pay the cost, colours included, choosing which lands to have played; given lands: the same in the "
        "games with at least that many lands in play, on the play and on the draw together (Karsten's measure)"
    )


def _land_drop_table(analyses: Sequence[Analysis]) -> Table:
    table = Table(
        title=Text("land drops: at least N lands in play on your turn N"),
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    table.add_column("turn", justify="right")
    for a in analyses:
        table.add_column(f"{a.lands} lands\non the play", justify="right")
        table.add_column(f"{a.lands} lands\non the draw", justify="right")
    for turn in range(1, analyses[0].turns + 1):
        cells = [str(turn)]
        for a in analyses:
            cells += [_p(a.land_drops["play"][turn - 1]), _p(a.land_drops["draw"][turn - 1])]
        table.add_row(*cells)
    return table


def _on_curve_table(analyses: Sequence[Analysis]) -> Table:
    counts = ", ".join(str(a.lands) for a in analyses)
    table = Table(
        title=Text(
            f"casting each card on curve, on your turn N = its mana value (columns by land count: {counts})"
        ),
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    table.add_column("card", min_width=12)
    table.add_column("cost", no_wrap=True)
    table.add_column("turn", justify="right")
    for a in analyses:
        for what in ("play", "draw", "given\nlands"):
            table.add_column(f"{a.lands}:\n{what}", justify="right")
    rows: dict[str, tuple] = {}
    for index, a in enumerate(analyses):
        for row in a.on_curve:
            rows.setdefault(row.card.key, (row.card, row.turn, [None] * len(analyses)))[2][index] = row
    for facts, turn, found in sorted(rows.values(), key=lambda r: (r[1], r[0].key)):
        cells = [facts.key, facts.cost or "", str(turn)]
        for row in found:  # None: the card isn't in that version of the deck
            cells += ["-", "-", "-"] if row is None else [_p(row.play), _p(row.draw), _p(row.given_lands)]
        table.add_row(*(Text(c) for c in cells))
    return table


def _opening_table(analyses: Sequence[Analysis]) -> Table:
    table = Table(
        title=Text("lands in the first seven cards (before any mulligan): simulated, hypergeometric"),
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    table.add_column("lands", justify="right")
    for a in analyses:
        table.add_column(f"{a.lands} lands\nsimulated", justify="right")
        table.add_column(f"{a.lands} lands\nexact", justify="right")
    for k in range(len(analyses[0].opening)):
        cells = [str(k)]
        for a in analyses:
            row = a.opening[k]
            cells += [f"{row.simulated.value:.1%}", f"{row.exact:.1%}"]
        table.add_row(*cells)
    return table
