"""The `manastack` command."""

from __future__ import annotations

import sys

import click
from rich.console import Console
from rich.progress import Progress

from manastack.decks import decklist
from manastack.engine.decision import ManastackError

console = Console()


@click.group()
def main() -> None:
    """manastack: a Magic: The Gathering rules engine."""


@main.command()
@click.argument("deck_a")
@click.argument("deck_b")
@click.option("-n", "--games", default=100, show_default=True, help="number of games")
@click.option("--seed", default=0, show_default=True, help="seed of the first game")
@click.option("--agents", default="random,random", show_default=True, help="agent for deck A, agent for deck B")
def sim(deck_a: str, deck_b: str, games: int, seed: int, agents: str) -> None:
    """Play GAMES games between two decks (bundled names or decklist files)."""
    from manastack.sim.runner import simulate

    try:
        a, b = decklist.load(deck_a), decklist.load(deck_b)
        agent_pair = tuple(agents.split(","))
        if len(agent_pair) != 2:
            raise click.BadParameter("give two agents, such as random,random", param_hint="--agents")
        with Progress(console=console, transient=True) as bar:
            task = bar.add_task(f"{a.name or deck_a} vs {b.name or deck_b}", total=games)
            summary = simulate(a, b, games, seed, agent_pair, progress=lambda: bar.advance(task))
    except ManastackError as err:
        console.print(f"[red]error:[/red] {err}")
        sys.exit(2)
    for index, deck in enumerate((deck_a, deck_b)):
        low, high = summary.interval(index)
        console.print(f"{deck}: {summary.wins[index]} wins, {summary.win_rate(index):.1%} (95% CI {low:.1%}-{high:.1%})")
    console.print(f"draws: {summary.draws}")
    console.print(f"mean game length: {summary.mean_turns:.1f} turns")
    console.print(f"{summary.games} games in {summary.seconds:.1f}s: {summary.games_per_second:.1f} games/s")


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="one JSON object per scenario")
def check(paths: tuple[str, ...], as_json: bool) -> None:
    """Run scenario files (or every *.yaml under the folders given)."""
    import json

    from manastack.scenario import check_paths

    passed = failed = 0
    for result in check_paths(list(paths)):
        if as_json:
            click.echo(json.dumps(result.to_json()))
        else:
            click.echo(result.line())
        passed += result.passed
        failed += not result.passed
    if not as_json:
        click.echo(f"{passed} passed, {failed} failed")
    sys.exit(0 if failed == 0 and passed > 0 else 1)


@main.command()
def decks() -> None:
    """List the bundled decks."""
    for name in decklist.bundled_names():
        deck = decklist.load(name)
        console.print(f"{name}: {deck.name} ({deck.size} cards)")


if __name__ == "__main__":
    main()
