"""One table of benchmarks/ai.py replayed with a search of a fixed number of iterations (so the
same every time), each decision where the search overruled the heuristic set beside the
heuristic's own choice: both are played on to the end by the heuristic for both seats, and the
overrules after which the search's choice loses a game the heuristic's choice wins are marked
(session 16: how the thrown games were read).

    python benchmarks/overrules.py SEAT0_DECK SEAT1_DECK SEED SEARCH_SEAT [--iterations 40] [--peek]

`--peek` plays the search on forks of the real game (benchmarks/search_variants.py, `peek`): with
perfect information a marked overrule is the evaluation's mistake, not the luck of the deal.
"""

from __future__ import annotations

import argparse

from search_variants import apply

from manastack.agents import HeuristicAgent, SearchAgent, decide
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.game import Game


def played_out(game: Game) -> int | None:
    """The winner of `game` played on by the heuristic for both seats (None: a draw)."""
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    while not game.over:
        decision = game.decision
        game.choose(decide(agents[decision.player], game, decision))
    return game.winner


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs=2, help="the bundled decks in seats 0 and 1")
    parser.add_argument("seed", type=int, help="the table's seed, as benchmarks/ai.py prints it")
    parser.add_argument("seat", type=int, choices=(0, 1), help="the search's seat")
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--peek", action="store_true", help="the search plays on forks of the real game")
    args = parser.parse_args()
    if args.peek:
        apply("peek")
    game = Game.new([decklist.load(d).game_cards() for d in args.decks], seed=args.seed, max_turns=60,
                    starting_player=0)
    agents = [HeuristicAgent(rng.derived_seed(args.seed, f"agent {i}")) for i in range(2)]
    search_seed = rng.derived_seed(args.seed, f"agent {args.seat}")
    search = SearchAgent(search_seed, think=None, iterations=args.iterations)
    agents[args.seat] = search
    print(f"the heuristic's own game: won by seat {played_out(game.clone())}")
    while not game.over:
        decision = game.decision
        overruled = search.stats.overruled
        option = decide(agents[decision.player], game, decision)
        if search.stats.overruled > overruled:
            heuristic = HeuristicAgent(0).pick(game.view(args.seat), decision)
            theirs, ours = game.clone(), game.clone()
            theirs.choose(heuristic)
            ours.choose(option)
            after_heuristic, after_search = played_out(theirs), played_out(ours)
            mark = ""
            if after_heuristic == args.seat and after_search != args.seat:
                mark = "  <- thrown"
            elif after_search == args.seat and after_heuristic != args.seat:
                mark = "  <- turned"
            print(f"turn {game.state.turn} {game.state.step} {decision.kind}: the heuristic "
                  f"{heuristic.label!r}, the search {option.label!r}; played on, won by seat "
                  f"{after_heuristic} and {after_search}{mark}")
        game.choose(option)
    print(f"won by seat {game.winner}; the search sat in seat {args.seat}; {game.state.turn} turns")


if __name__ == "__main__":
    main()
