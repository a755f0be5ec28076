"""A match: best of three games with sideboarding between games (100.6, 100.4).

Built Bear's rulings: in a Limited format with continuous construction, its circled options may
change between matches but not during a match, not even while sideboarding.  A match records
each Built Bear's options (and the whole card pool) when it starts, and refuses a sideboarded
deck that changes them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from manastack.decks.decklist import Deck, DeckEntry
from manastack.engine import rng
from manastack.engine.decision import ManastackError
from manastack.engine.game import Game

GAMES_TO_WIN = 2


class MatchError(ManastackError):
    """A sideboarding change the match doesn't allow, or a game out of turn."""


def _pool(deck: Deck) -> Counter:
    return Counter((e.name.lower(), e.legacy) for e in deck.main + deck.sideboard for _ in range(e.count))


@dataclass
class Match:
    decks: list[Deck]
    seed: int | None = None  # of the first game (default: drawn from the operating system)
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    games: list[int | None] = field(default_factory=list)  # winner of each game (deck index)
    _pools: list[Counter] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.decks) != 2:
            raise MatchError("a match is between two decks")
        if self.seed is None:
            self.seed = rng.new_seed()
        self._pools = [_pool(d) for d in self.decks]

    @property
    def over(self) -> bool:
        return max(self.wins) >= GAMES_TO_WIN or len(self.games) >= 5

    @property
    def winner(self) -> int | None:
        if self.wins[0] >= GAMES_TO_WIN:
            return 0
        if self.wins[1] >= GAMES_TO_WIN:
            return 1
        return None

    def next_game(self, **options) -> Game:
        """The next game: the loser of the previous game chooses to play first (103.1c), so
        here the loser plays first; the first game's first player is decided in the game."""
        if self.over:
            raise MatchError("the match is over")
        starting = None
        if self.games:
            last = self.games[-1]
            starting = None if last is None else 1 - last
        return Game.new(
            list(self.decks),  # each with its sideboard: the cards outside the game (400.11b)
            seed=self.seed + len(self.games),
            starting_player=starting,
            names=[d.name or f"deck {i + 1}" for i, d in enumerate(self.decks)],
            **options,
        )

    def record(self, game: Game) -> None:
        if not game.over:
            raise MatchError("record a game once it is over")
        self.games.append(game.winner)
        if game.winner is None:
            self.draws += 1
        else:
            self.wins[game.winner] += 1

    def sideboard(self, player: int, main: list[DeckEntry], sideboard: list[DeckEntry]) -> None:
        """Between games, swap cards between main deck and sideboard.  The pool must stay the
        same, and every Built Bear keeps the options circled for this match."""
        if not self.games:
            raise MatchError("sideboarding happens between games of a match")
        if self.over:
            raise MatchError("the match is over")
        proposed = Deck(name=self.decks[player].name, main=list(main), sideboard=list(sideboard))
        new_pool = _pool(proposed)
        if new_pool != self._pools[player]:
            changed = (new_pool - self._pools[player]) + (self._pools[player] - new_pool)
            bears = [f"{name} {list(legacy)}" for (name, legacy) in changed if legacy or name == "built bear"]
            if bears:
                raise MatchError(
                    "Built Bear's circled options can't change during a match (only between matches): "
                    + ", ".join(sorted(bears))
                )
            raise MatchError(
                "sideboarding may only swap cards between the deck and the sideboard: "
                + ", ".join(sorted(f"{n}" for n, _ in changed))
            )
        self.decks[player] = proposed
