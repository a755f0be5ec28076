"""The `manastack` command."""

from __future__ import annotations

import sys

import click
from rich.console import Console
from rich.markup import escape
from rich.progress import MofNCompleteColumn, Progress

from manastack.decks import decklist
from manastack.engine.decision import ManastackError

console = Console()


def fail(message: str) -> None:
    """Print an error: escaped (a card or file name is never markup), unwrapped, unhighlighted."""
    console.print(f"[red]error:[/red] {escape(message)}", highlight=False, soft_wrap=True)


def warn(message: str) -> None:
    """Print a warning, as `fail` prints an error."""
    console.print(f"[yellow]warning:[/yellow] {escape(message)}", highlight=False, soft_wrap=True)


# `--format`: the formats decks are checked against (decks/validation.py, kept in step by a test)
DECK_FORMATS = ("casual", "limited", "constructed", "mystery-booster")


class _Guarded(click.Group):
    """Each command reports the errors its input causes; anything that still escapes is
    reported in one line without a traceback (exit status 2 for a ManastackError, 3 for a bug
    in manastack).  Set MANASTACK_TRACEBACK=1 to see the traceback instead."""

    def invoke(self, ctx: click.Context):
        import os

        try:
            return super().invoke(ctx)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort, SystemExit, KeyboardInterrupt):
            raise
        except ManastackError as err:
            if os.environ.get("MANASTACK_TRACEBACK"):
                raise
            fail(str(err))
            sys.exit(2)
        except Exception as err:  # noqa: BLE001 - the last line of defence
            if os.environ.get("MANASTACK_TRACEBACK"):
                raise
            console.print(f"[red]internal error[/red] (a bug in manastack, please report it): "
                          f"{type(err).__name__}: {escape(str(err)[:500])}", highlight=False, soft_wrap=True)
            sys.exit(3)


@click.group(cls=_Guarded)
@click.version_option(package_name="manastack", message="manastack %(version)s")
def main() -> None:
    """manastack: a Magic: The Gathering rules engine."""


@main.command()
@click.argument("deck_a")
@click.argument("deck_b")
@click.option("-n", "--games", default=100, show_default=True, type=click.IntRange(min=1), help="number of games")
@click.option("--seed", default=None, type=click.IntRange(min=0),
              help="seed of the first game (default: drawn from the operating system, and printed)")
@click.option("--agents", default="random,random", show_default=True,
              help="agent for deck A, agent for deck B: random, heuristic, search or a level (easy, medium, hard); "
                   "a search agent may carry a budget, such as hard:0.5s or hard:200it (docs/agents.md)")
@click.option("--ai", "ai", default=None, help="the same agent or level for both decks (instead of --agents)")
@click.option("--think", default=None, type=click.FloatRange(0, 3, min_open=True),
              help="seconds per decision for the search agents without a budget (default 1, at most 3)")
@click.option("--workers", type=click.IntRange(min=1), default=None,
              help="local processes to play on (default 1); with --backend ray, the CPUs of the local Ray instance")
@click.option("--out", "out", type=click.Path(dir_okay=False, writable=True), default=None,
              help="write the summary and every game's result to this JSON file")
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local", show_default=True,
              help="where the games run; ray needs pip install 'manastack[ray]'")
@click.option("--ray-address", default=None,
              help="a Ray cluster's address, whose nodes have manastack installed (default: start a local Ray instance)")
@click.option("--turn-cap", default=60, show_default=True, type=click.IntRange(min=1),
              help="a game still going after this many turns is a draw")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False, writable=True), default=None,
              help="write one row per game to this CSV file")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False, writable=True), default=None,
              help="draw win rates, game lengths and per-card bars to this PNG file; needs pip install 'manastack[plot]'")
@click.option("--format", "fmt", type=click.Choice(DECK_FORMATS), default="casual", show_default=True,
              help="check the decks against this format's rules")
def sim(deck_a: str, deck_b: str, games: int, seed: int | None, agents: str, ai: str | None, think: float | None,
        workers: int | None, out: str | None, backend: str, ray_address: str | None, turn_cap: int,
        csv_path: str | None, plot_path: str | None, fmt: str) -> None:
    """Play GAMES games between two decks (bundled names or decklist files), alternating who
    plays first, and report win rates on the play and on the draw, mulligans, how games were
    won, game length in each deck's own turns and per-card statistics (docs/sim.md); every
    game's result depends only on its seed, whatever the workers or backend."""
    from manastack.engine import rng
    from manastack.sim.runner import simulate

    if seed is None:
        seed = rng.new_seed()
    try:
        from manastack.decks.validation import load_playable

        if plot_path is not None:
            from manastack.sim.plot import require_matplotlib

            require_matplotlib()
        a, b = load_playable(deck_a, fmt, warn=warn), load_playable(deck_b, fmt, warn=warn)
        agent_pair = _agent_specs(agents, ai, think)
        with Progress(*Progress.get_default_columns(), MofNCompleteColumn(), console=console, transient=True) as bar:
            task = bar.add_task(escape(f"{a.name or deck_a} vs {b.name or deck_b}"), total=games)
            summary = simulate(a, b, games, seed, agent_pair, progress=lambda: bar.advance(task), workers=workers,
                               backend=backend, ray_address=ray_address, turn_cap=turn_cap)
        if out is not None:
            summary.write_json(out, decks=[deck_a, deck_b], agents=list(agent_pair), turn_cap=turn_cap,
                               backend=backend, workers=workers or 1)
        if csv_path is not None:
            summary.write_csv(csv_path)
        if plot_path is not None:
            from manastack.sim.plot import plot_summary

            plot_summary(summary, [deck_a, deck_b], plot_path)
    except (ManastackError, OSError) as err:
        fail(str(err))
        sys.exit(2)
    from manastack.sim.report import print_summary

    print_summary(console, summary, [deck_a, deck_b], [agent.strip() for agent in agent_pair])
    console.print(f"{summary.games} games in {summary.seconds:.1f}s: {summary.games_per_second:.1f} games/s", highlight=False)
    console.print(f"seeds {seed}-{seed + games - 1} (--seed {seed} plays these games again)", highlight=False, soft_wrap=True)
    for what, path in (("results", out), ("one row per game", csv_path), ("plots", plot_path)):
        if path is not None:
            console.print(f"{what} written to {path}", markup=False, highlight=False, soft_wrap=True)


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


@main.group()
def cards() -> None:
    """The card database: import, show, search, coverage."""


@cards.command("import")
@click.argument("path")
@click.option("--dry-run", is_flag=True, help="check the file and show its cards without storing anything")
def cards_import(path: str, dry_run: bool) -> None:
    """Add the cards of an MTGJSON file (AtomicCards or set file, .gz too) or of a custom card file
    (.yaml or .yml, docs/cards.md) to the user card store (in MANASTACK_HOME, else the platform's
    user data directory); a stored card of the same name is replaced.  Each custom card is shown
    as the engine reads it, or with the phrases it can't read.  The bundled database is never
    changed, and its cards are kept as they are."""
    from manastack.cards.custom import CustomCardError, is_custom_file, load_custom_cards
    from manastack.cards.db import import_mtgjson, import_records

    custom = is_custom_file(path)
    try:
        records = load_custom_cards(path) if custom else import_mtgjson(path)
    except CustomCardError as err:
        for problem in err.problems:
            fail(problem)
        sys.exit(2)
    except (OSError, ValueError, KeyError, TypeError) as err:
        fail(f"{path}: {getattr(err, 'strerror', None) or err}")
        sys.exit(2)
    unsupported = _show_custom_cards(records) if custom else 0
    if dry_run:
        console.print(f"{path}: {len(records)} cards checked; nothing stored (--dry-run)", highlight=False,
                      soft_wrap=True, markup=False)
        return
    result = import_records(records)
    bundled = f", {result.bundled} left out (bundled cards keep their bundled text)" if result.bundled else ""
    console.print(f"{path}: {len(records)} cards: {result.added} new, {result.replaced} replaced, "
                  f"{result.unchanged} unchanged{bundled}; the card store {result.path} holds {result.total} cards",
                  highlight=False, soft_wrap=True, markup=False)
    if unsupported:
        console.print(f"{unsupported} unsupported card{'s are' if unsupported > 1 else ' is'} stored all the same: "
                      "the database keeps every card, and the engine refuses an unsupported card by name when it "
                      "is played", highlight=False, soft_wrap=True, markup=False)


def _show_custom_cards(records: list) -> int:
    """Print each custom card's support, with the engine's reading or the phrases it can't read;
    return how many are unsupported (a card the bundled database has is left out, and said so)."""
    from manastack.cards.custom import engine_reading
    from manastack.cards.db import load_bundled

    bundled = set(load_bundled().names())
    unsupported = 0
    for record in records:
        if record.name in bundled:
            console.print(f"{escape(record.name)}: [yellow]left out[/yellow]: the bundled database has a card of "
                          "this name, and its bundled text is played", highlight=False, soft_wrap=True)
            continue
        reading = engine_reading(record)
        if reading.supported:
            console.print(f"{escape(record.name)}: [green]supported[/green]; how the engine reads it:",
                          highlight=False, soft_wrap=True)
        else:
            unsupported += 1
            console.print(f"{escape(record.name)}: [red]unsupported[/red]; the engine can't read:",
                          highlight=False, soft_wrap=True)
        for text in reading.lines:
            console.print(f"  {text}" if reading.supported else f'  "{text}"', markup=False, highlight=False,
                          soft_wrap=True)
    return unsupported


@cards.command("show")
@click.argument("name")
@click.option("--tree", is_flag=True, help="print the definition's raw tree instead of its reading in English")
def cards_show(name: str, tree: bool) -> None:
    """A card's characteristics, how the engine understands its abilities, and support."""
    from manastack.cards import registry, render
    from manastack.cards.db import UnknownCardError, load_database

    def line(text: str = "") -> None:
        console.print(text, markup=False, highlight=False, soft_wrap=True)

    try:
        record = load_database().get(name)
    except UnknownCardError as err:
        record = None
        try:
            definition = registry.card_def(registry.resolve_name(name))
        except registry.UnsupportedCardError:
            fail(str(err))
            sys.exit(2)
    if record is not None:
        line(f"{record.name}  ({record.layout}{', playtest' if record.playtest else ''})")
        for face in record.faces:
            stats = f"  {face.power}/{face.toughness}" if face.power is not None else ""
            stats += f"  loyalty {face.loyalty}" if face.loyalty else ""
            line(f"  {face.name}  {face.mana_cost or '(no mana cost)'}  {face.type_line}{stats}")
            for text in face.text.splitlines():
                line(f"    {text}")
        try:
            definition = registry.card_def(registry.resolve_name(record.name))
        except registry.UnsupportedCardError as err:
            console.print(f"[red]unsupported[/red]: {escape(err.reason)}", highlight=False, soft_wrap=True)
            sys.exit(1)
    else:
        line(f"{definition.name}  ({definition.layout}; a definition without a card record)")
    reason = f": {definition.reason}" if definition.reason else ""
    console.print(f"[green]supported[/green] ({escape(definition.source + reason)})", highlight=False, soft_wrap=True)
    if tree:
        for text in render.render_tree(definition):
            line(f"  {text}")
        return
    line("how the engine reads it:")
    for text in render.render_card(definition):
        line(f"  {text}")


@cards.command("search")
@click.argument("query", nargs=-1, required=True)
@click.option("--limit", default=50, show_default=True, type=click.IntRange(min=1), help="show at most N cards")
def cards_search(query: tuple[str, ...], limit: int) -> None:
    """Find cards with a Scryfall-style QUERY, e.g. 't:creature c:g mv<=2 o:"draw a card" is:supported'
    (docs/cards.md lists the keywords).  Quote the whole query for your shell."""
    from manastack.cards import registry
    from manastack.cards.db import load_database
    from manastack.cards.search import QueryError, compile_query

    text = " ".join(query)
    try:
        matches = compile_query(text, registry.is_supported)
    except QueryError as err:
        fail(f"bad query: {err}")
        sys.exit(2)
    found = [record for record in load_database() if matches(record)]
    for record in found[:limit]:
        costs = " // ".join(face.mana_cost or "-" for face in record.faces) if len(record.faces) > 1 \
            else record.front.mana_cost or ""
        types = " // ".join(face.type_line for face in record.faces)
        mark = "[green]supported[/green]" if registry.is_supported(record.name) else "[red]unsupported[/red]"
        console.print(f"{escape(record.name)}  {escape(costs)}  [dim]{escape(types)}[/dim]  {mark}",
                      highlight=False, soft_wrap=True)
    total = f"{len(found)} card{'' if len(found) == 1 else 's'}"
    console.print(f"{limit} of {total} shown (--limit)" if len(found) > limit else total, highlight=False)


@cards.command("coverage")
@click.argument("path")
@click.option("--top", default=20, show_default=True, type=click.IntRange(min=1), help="phrases listed in each ranking")
def cards_coverage(path: str, top: int) -> None:
    """Compile every card of an MTGJSON file (.gz too): how many are supported, the phrases that
    alone keep the most cards out (reading one would unlock them), and the most common phrases
    it can't read.  Only the lines that fail are blamed; a card's own name reads as ~."""
    from collections import Counter

    from manastack.cards import registry
    from manastack.cards.db import import_mtgjson
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    try:
        records = import_mtgjson(path)
    except (OSError, ValueError, KeyError, TypeError) as err:
        fail(f"{path}: {err}")
        sys.exit(2)
    hand_written = {n for n, d in registry.written_definitions().items() if d.source == "hand-written"}
    common: Counter = Counter()
    unlocks: Counter = Counter()
    supported = 0
    for record in records:
        if record.name in hand_written:
            supported += 1
            continue
        try:
            compile_record(record)
            supported += 1
        except (UncompilableText, ValueError) as err:
            blamed = {_as_tilde(phrase, record) for phrase in getattr(err, "phrases", [str(err)])}
            common.update(blamed)
            if len(blamed) == 1:
                unlocks.update(blamed)
    for title, counts in (("phrases that alone keep cards out (cards each would unlock):", unlocks),
                          ("most common phrases the compiler can't read (cards):", common)):
        if counts:
            console.print(title)
            for phrase, count in counts.most_common(top):
                console.print(f"  {count:5d}  {phrase}", markup=False, highlight=False)
    click.echo(f"{supported} of {len(records)} cards supported")


def _as_tilde(phrase: str, record) -> str:
    """A failing line with the card's own names as ~, so that one phrase counts across cards."""
    for name in sorted({record.name, *(face.name for face in record.faces)}, key=len, reverse=True):
        phrase = phrase.replace(name, "~")
    return phrase


@main.command()
@click.option("--games", default=100, show_default=True, type=click.IntRange(min=1), help="number of random games")
@click.option("--seed", default=0, show_default=True, type=click.IntRange(min=0), help="seed of the first game")
@click.option("--cards", "pool", default="all", show_default=True,
              help="the card pool, comma-separated: all, nonplaytest, mb2 (the bundled Mystery Booster 2 cards), "
                   "an MTGJSON or card database file (.json, .json.gz) whose cards are registered for this run, "
                   "or a decklist file")
@click.option("--deep-every", default=10, show_default=True, type=click.IntRange(min=0),
              help="on average one decision in N also gets the deep checks (every option on a clone, "
                   "clone independence, JSON round trip); 0 = never")
@click.option("--turn-cap", default=40, show_default=True, type=click.IntRange(min=1),
              help="a game still going after this many turns stops and counts as a draw")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(min=1),
              help="local processes playing the games; the report is the same for any number")
@click.option("--cross-process-every", default=25, show_default=True, type=click.IntRange(min=0),
              help="the first game and one in N are played again in fresh processes with other "
                   "PYTHONHASHSEEDs and must be byte-identical; 0 = never")
@click.option("--no-cache-check", is_flag=True,
              help="also play every game with every cache off (MANASTACK_NO_CACHE=1): the same decisions "
                   "and final state are required (the cache-off oracle)")
def fuzz(games: int, seed: int, pool: str, deep_every: int, turn_cap: int, workers: int,
         cross_process_every: int, no_cache_check: bool) -> None:
    """Play random games with random decks and check the engine's invariants after every choice
    (docs/reliability.md).  Stops at the first violation, printing the seed and choice index.
    --workers K spreads the games over K processes with the same results (issue 7)."""
    import time

    from manastack import fuzz as fuzzing

    start = time.perf_counter()
    report = fuzzing.FuzzReport()

    def progress() -> None:
        bar.advance(task)
        if not console.is_terminal and report.games % 100 == 0 and report.games:
            # no progress bar in a log file: a line every 100 games instead
            click.echo(f"{report.games} games, {report.decisions} decisions, {report.wins} won, {report.draws} draws, "
                       f"{time.perf_counter() - start:.0f}s")

    try:
        with Progress(*Progress.get_default_columns(), MofNCompleteColumn(), console=console, transient=True) as bar:
            task = bar.add_task("fuzzing", total=games)
            fuzzing.fuzz(games, seed, pool, deep_every, progress=progress, turn_cap=turn_cap, report=report,
                         workers=workers, cross_process_every=cross_process_every, no_cache_check=no_cache_check)
    except (ValueError, ManastackError) as err:
        fail(str(err))
        sys.exit(2)
    seconds = time.perf_counter() - start
    mean_turns = report.turns / report.games if report.games else 0.0
    click.echo(f"{report.games} games (seeds {seed}-{seed + games - 1}), {report.decisions} decisions, "
               f"{report.wins} won, {report.draws} draws ({report.capped} at the turn cap of {turn_cap}), "
               f"mean {mean_turns:.1f} turns, in {seconds:.1f}s")
    click.echo(f"deep checks at {report.deep_checks} decisions ({report.options_tried} options tried on clones); "
               f"illegal answers refused at {report.illegal_refused} decisions; "
               f"{len(report.cards)} different cards in the decks")
    click.echo(f"hidden information checked for both players at {report.hidden_checked} decisions; "
               f"{report.cross_process} games replayed byte-identically under PYTHONHASHSEED "
               f"{' and '.join(fuzzing.HASH_SEEDS)}")
    if no_cache_check:
        click.echo(f"{report.no_cache_checked} games identical with every cache off")
    click.echo(f"card pool: {report.pool_size} cards, fingerprint {report.pool_fingerprint} (a seed deals the same "
               f"decks only from a pool with this fingerprint)")
    if report.violations:
        click.echo(f"violation: {report.violations[0]}")
        sys.exit(1)
    click.echo("no violations")


@main.command()
@click.argument("path", type=click.Path(dir_okay=False))
def load(path: str) -> None:
    """Check a saved game (the JSON of Game.to_json()) and show where it stands."""
    from manastack.engine.game import Game
    from manastack.engine.savegame import MAX_SAVE_BYTES

    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
        text = raw.decode("utf-8") if len(raw) <= MAX_SAVE_BYTES else ""
    except (OSError, UnicodeDecodeError) as err:
        fail(f"{path}: can't read the file: {err}")
        sys.exit(2)
    try:
        if len(raw) > MAX_SAVE_BYTES:
            raise ManastackError(f"the file is larger than {MAX_SAVE_BYTES} bytes (the saved-game size cap)")
        game = Game.from_json(text)
        decision = game.decision
    except ManastackError as err:
        fail(f"{path}: {err}")
        sys.exit(2)
    state = game.state
    console.print(f"turn {state.turn}, {state.step}, {state.players[state.active].name}'s turn; {len(game.log)} events",
                  markup=False, highlight=False)
    for p in state.players:
        console.print(f"  {p.name}: life {p.life}, {len(p.hand)} in hand, {len(p.library)} in library",
                      markup=False, highlight=False)
    if decision is None:
        winner = "a draw" if game.winner is None else f"{state.players[game.winner].name} won"
        console.print(f"the game is over: {winner}", markup=False, highlight=False)
    else:
        console.print(f"{state.players[decision.player].name} decides ({decision.kind}): "
                      + "; ".join(o.label for o in decision.options), markup=False, highlight=False)


@main.command()
def decks() -> None:
    """List the bundled decks."""
    for name in decklist.bundled_names():
        deck = decklist.load(name)
        console.print(f"{name}: {deck.name} ({deck.size} cards)")


@main.command()
@click.argument("deck")
@click.option("-n", "--games", default=1000, show_default=True, type=click.IntRange(min=2),
              help="goldfish games for each land count")
@click.option("--seed", default=None, type=click.IntRange(min=0),
              help="seed of the first game (default: drawn from the operating system, and printed)")
@click.option("--turns", default=None, type=click.IntRange(1, 15),
              help="your turns to follow in each game (default: 6, or the dearest card's mana value)")
@click.option("--lands", "land_counts", multiple=True, type=click.IntRange(min=0),
              help="also analyse the deck with this many lands, side by side (repeat it for more counts)")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(min=1),
              help="local processes to play on; the results are the same for any number")
@click.option("--format", "fmt", type=click.Choice(DECK_FORMATS), default="casual", show_default=True,
              help="check the deck against this format's rules")
@click.option("--out", "out", type=click.Path(dir_okay=False, writable=True), default=None,
              help="write the analysis to this JSON file")
def analyze(deck: str, games: int, seed: int | None, turns: int | None, land_counts: tuple[int, ...], workers: int,
            fmt: str, out: str | None) -> None:
    """Goldfish DECK with the real engine (London mulligan, one land a turn, the spells that find
    mana, no attacks): mana curve, coloured sources, land drops and the chance to cast each card
    on curve, colours included, and the opening-hand lands beside the hypergeometric values
    (docs/sim.md)."""
    import json

    from manastack.decks.validation import load_playable
    from manastack.engine import rng
    from manastack.sim import goldfish

    if seed is None:
        seed = rng.new_seed()
    try:
        base = load_playable(deck, fmt, warn=warn)
        versions = [base] + [goldfish.with_lands(base, n) for n in land_counts]
        turns = turns or goldfish.default_turns(base)
        analyses = []
        with Progress(*Progress.get_default_columns(), MofNCompleteColumn(), console=console, transient=True) as bar:
            for version in versions:
                task = bar.add_task(escape(f"goldfishing {version.name or deck}"), total=games)
                analyses.append(goldfish.analyze(version, games, seed, turns, workers,
                                                 progress=lambda t=task: bar.advance(t)))
        if out is not None:
            with open(out, "w", encoding="utf-8") as handle:
                json.dump({"deck": deck, "seed": seed, "analyses": [a.to_json() for a in analyses]}, handle, indent=1)
    except (ManastackError, OSError) as err:
        fail(str(err))
        sys.exit(2)
    from manastack.sim.report import print_analysis

    print_analysis(console, analyses)
    console.print(f"seeds {seed}-{seed + games - 1} (--seed {seed} plays these games again)", highlight=False, soft_wrap=True)
    if out is not None:
        console.print(f"analysis written to {out}", markup=False, highlight=False, soft_wrap=True)


def _agent_specs(agents: str, ai: str | None, think: float | None) -> tuple[str, ...]:
    """The agent specs of `--agents` (or `--ai` for every seat), with `--think` as the budget
    of the search agents that have none; a ManastackError if `--think` has no search agent."""
    from manastack.agents import searches, with_think

    specs = tuple(spec.strip() for spec in (agents.split(",") if ai is None else [ai, ai]))
    if think is not None:
        if not any(searches(spec) for spec in specs):
            raise ManastackError("--think is the search agent's time per decision: give --ai hard (or search)")
        specs = tuple(with_think(spec, think) for spec in specs)
    return specs


@main.command()
@click.argument("deck", required=False)
@click.option("--vs", "vs", default=None, help="the AI's deck (a bundled name or a decklist file)")
@click.option("--ai", default="heuristic", show_default=True,
              type=click.Choice(["easy", "medium", "hard", "heuristic", "random", "search"]),
              help="the AI: easy (the heuristic with mistakes), medium (the heuristic), hard (the search agent)")
@click.option("--think", default=None, type=click.FloatRange(0, 3, min_open=True),
              help="seconds the hard AI thinks per decision (default 1, at most 3)")
@click.option("--seed", default=None, type=click.IntRange(0, 2**256 - 1),
              help="the game's seed (default: drawn from the operating system, and printed)")
@click.option("--name", default="alice", show_default=True, help="your name in the game")
@click.option("--resume", "resume_path", type=click.Path(dir_okay=False), default=None,
              help="go on with a game saved with the save command (or the browser's save button)")
def play(deck: str | None, vs: str | None, ai: str, think: float | None, seed: int | None, name: str,
         resume_path: str | None) -> None:
    """Play DECK in the terminal against the AI playing the --vs deck, or go on with a saved
    game (--resume FILE)."""
    from manastack.play import play as play_game
    from manastack.play import resume

    if resume_path is None and (deck is None or vs is None):
        fail("say which decks to play (manastack play DECK --vs DECK), or --resume FILE")
        sys.exit(2)
    if resume_path is not None and (deck is not None or vs is not None):
        fail("--resume goes on with the saved game's own decks: give no DECK or --vs with it")
        sys.exit(2)
    try:
        if resume_path is not None:
            resume(resume_path, console=console)
        else:
            play_game(deck, vs, _agent_specs(ai, None, think)[0], seed, name, console=console)
    except ManastackError as err:
        fail(str(err))
        sys.exit(2)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="the address to listen on")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="the port to listen on")
@click.option("--saves", "saves", type=click.Path(file_okay=False), default="manastack-saves", show_default=True,
              help="the folder the browser's save button writes to (and saved games are resumed from)")
def serve(host: str, port: int, saves: str) -> None:
    """Play in the browser: start a local server and open the address it prints (docs/web.md).
    Needs pip install 'manastack[web]'."""
    from pathlib import Path

    try:
        from manastack.web.server import serve as run_server
    except ImportError as err:
        missing = (err.name or "a package").split(".")[0]
        fail(f"manastack serve needs the web extra ({missing} is missing): pip install 'manastack[web]'")
        sys.exit(2)
    console.print(f"manastack is being served at http://{host}:{port}/ (Ctrl+C stops it); saved games go to {saves}",
                  markup=False, highlight=False, soft_wrap=True)
    try:
        run_server(host, port, Path(saves))
    except OSError as err:
        fail(f"can't serve on {host}:{port}: {err.strerror or err}")
        sys.exit(2)


@main.command()
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--player", default=0, show_default=True, type=click.IntRange(min=0),
              help="whose view to start from (0 is the first player; the v command switches)")
def replay(path: str, player: int) -> None:
    """Step through a finished or saved game (a file of the save command or the browser's save
    button), forwards and back, from either player's view."""
    from manastack.web.replay import run_replay

    try:
        run_replay(path, player, console=console)
    except ManastackError as err:
        fail(str(err))
        sys.exit(2)


@main.command("agent-server")
def agent_server() -> None:
    """Play games over a JSON-lines protocol on stdin/stdout, for an agent in another process
    (docs/env.md): new_game, get_decision, choose, get_view, get_log, card_text, quit."""
    from manastack.env.server import serve

    serve()


if __name__ == "__main__":
    main()
