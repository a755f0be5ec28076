"""One table of benchmarks/ai.py replayed with a search of a fixed number of iterations (so the
same every time), each decision where the search overruled the heuristic set beside the
heuristic's own choice: both are played on to the end by the heuristic for both seats, with the
same seeds (`overrule_quality.played_out`), and the overrules after which the search's choice
loses a game the heuristic's choice wins are marked (session 16: how the thrown games were read).

    python benchmarks/overrules.py SEAT0_DECK SEAT1_DECK SEED SEARCH_SEAT [--iterations 40] [--peek]

`--peek` plays the search on forks of the real game (benchmarks/search_variants.py, `peek`): with
perfect information a marked overrule is the evaluation's mistake, not the luck of the deal.
"""

from __future__ import annotations

import argparse

from overrule_quality import played_on, played_out
from search_variants import apply, on_overrule

from manastack.agents import HeuristicAgent, SearchAgent, decide
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.game import Game


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
    overrules: list[tuple] = []
    on_overrule(lambda agent, overrule: overrules.append(overrule))
    game = Game.new([decklist.load(d).game_cards() for d in args.decks], seed=args.seed, max_turns=60,
                    starting_player=0)

    def heuristics() -> list:
        """The heuristic for each seat, as benchmarks/ai.py seeds them."""
        return [HeuristicAgent(rng.derived_seed(args.seed, f"agent {i}")) for i in range(2)]

    print(f"the heuristic's own game: won by seat {played_on(game.clone(), heuristics())}")
    agents = heuristics()
    agents[args.seat] = SearchAgent(rng.derived_seed(args.seed, f"agent {args.seat}"), think=None,
                                    iterations=args.iterations)
    playout_seed = rng.derived_seed(args.seed, "overrule playouts")
    while not game.over:
        decision = game.decision
        option = decide(agents[decision.player], game, decision)
        for view, searched, heuristic, chosen, plans in overrules:
            after_heuristic = played_out(game.clone(), view, searched, heuristic, plans, playout_seed)
            after_search = played_out(game.clone(), view, searched, chosen, plans, playout_seed)
            mark = ""
            if after_heuristic == args.seat and after_search != args.seat:
                mark = "  <- thrown"
            elif after_search == args.seat and after_heuristic != args.seat:
                mark = "  <- turned"
            print(f"turn {game.state.turn} {game.state.step} {searched.kind}: the heuristic {heuristic!r}, "
                  f"the search {chosen!r}; played on, won by seat {after_heuristic} and {after_search}{mark}")
        overrules.clear()
        game.choose(option)
    print(f"won by seat {game.winner}; the search sat in seat {args.seat}; {game.state.turn} turns")


if __name__ == "__main__":
    main()
