"""Deck-tuning statistics of a simulation: what tuners ask of one.

Each game's facts are read from its full log after the game (`GameRecorder`): the simulator is
the referee, who may see everything; the players themselves only ever saw their own views.  The
facts of many games then add up to `Statistics`:

- win rate overall, on the play and on the draw, each with a 95% Wilson interval;
- mulligans, and the win rate by opening-hand size (7 cards after no mulligan, 6 after one...);
- how the games were won (a life total at 0 from damage or life loss, 704.5a; drawing from an
  empty library, 704.5b; ten poison counters, 704.5c; a concession, 104.3a) and how draws came
  about (the simulation's turn cap, both players losing at once, 104.4a; a loop, 104.4b);
- game length: turns in all (both players' turns) and each deck's own turns;
- per card: the games it was drawn in (in the opening hand or drawn later; 17lands' "games in
  hand") and the win rate then, the win rate in the games it was never drawn, the difference
  ("improvement when drawn"), the opening-hand win rate, and the mean turn it was first cast
  (a land: first played), counted in its player's own turns.

Everything is computed from the games' results in seed order, so it is the same for every
number of workers and every backend.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from manastack.cards.registry import card_def, resolve_name, validate_legacy

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal distribution
LOSS_REASONS = {"life": "damage", "empty library": "decking", "poison": "poison", "concession": "concession"}
DRAW_REASONS = {"turn limit": "turn cap", "all players lost": "both lost", "104.4b": "loop"}
REASON_ORDER = ("damage", "decking", "poison", "concession", "turn cap", "both lost", "loop")


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The Wilson score 95% interval of a rate of `wins` in `games` ((0, 0) without games)."""
    if games == 0:
        return (0.0, 0.0)
    p = wins / games
    denom = 1 + Z95 * Z95 / games
    centre = (p + Z95 * Z95 / (2 * games)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / games + Z95 * Z95 / (4 * games * games)) / denom
    low = 0.0 if wins == 0 else max(0.0, centre - half)  # exact at the ends, where the formula
    high = 1.0 if wins == games else min(1.0, centre + half)  # is 0 or 1 up to rounding
    return (low, high)


def card_key(name: str, legacy: Sequence[str] = ()) -> str:
    """How a card is named in the statistics: its name, and Built Bear's circled options as a
    decklist writes them (`Built Bear [flash, +1/+1]`), so that each build is a card of its own."""
    return f"{name} [{', '.join(legacy)}]" if legacy else name


def deck_cards(deck) -> list[tuple[str, int]]:
    """(card key, copies) for each different card of a deck (a Deck, or a list of card names or
    (name, legacy) pairs), in decklist order."""
    entries = deck.game_cards() if hasattr(deck, "game_cards") else deck
    copies: Counter = Counter()
    for entry in entries:
        name, legacy = (entry, ()) if isinstance(entry, str) else (entry[0], tuple(entry[1]))
        real = resolve_name(name)
        copies[card_key(real, validate_legacy(card_def(real), legacy) if legacy else ())] += 1
    return list(copies.items())


# ---------------------------------------------------------------------------- one game


class GameRecorder:
    """Reads a game's facts from its full log once it is over.  Made when the game is made,
    before the first choice, to know every card of the libraries (object ids are then followed
    through their zone changes, 400.7).  `seats[d]` is the seat deck d plays in."""

    def __init__(self, game, seats: Sequence[int]) -> None:
        self.game = game
        self.seats = tuple(seats)
        self.keys = {oid: card_key(obj.card, obj.legacy) for oid, obj in game.state.objects.items()}

    def facts(self) -> dict:
        """The game's facts by deck: own turns, mulligans, opening-hand size, the cards in the
        opening hand and drawn later, the own turn each card was first cast or played; and how
        the game ended."""
        keys = self.keys
        seats = len(self.game.state.players)
        hand: list[set[int]] = [set() for _ in range(seats)]
        kept = [False] * seats
        opening: list[set[str]] = [set() for _ in range(seats)]
        drawn: list[set[str]] = [set() for _ in range(seats)]
        mulligans = [0] * seats
        hand_size = [0] * seats
        own_turns = [0] * seats
        first_cast: list[dict[str, int]] = [{} for _ in range(seats)]
        lost: dict[int, str] = {}
        ended = ""
        for event in self.game.events:
            kind = event["type"]
            if kind == "zone_change":
                old, new = event["obj"], event["new"]
                if old in keys and new is not None:
                    keys[new] = keys[old]
                owner = event["owner"]
                if event["from"] == "hand":
                    hand[owner].discard(old)
                if event["to"] == "hand" and new is not None:
                    hand[owner].add(new)
                    if (
                        kept[owner]
                        and event["from"] == "library"
                        and event.get("cause") == "draw"
                        and new in keys
                    ):
                        drawn[owner].add(keys[new])
            elif kind == "keep":
                player = event["player"]
                kept[player] = True
                hand_size[player] = event["cards"]
                opening[player] = {keys[oid] for oid in hand[player] if oid in keys}
            elif kind == "mulligan":
                mulligans[event["player"]] = event["count"]
            elif kind == "turn_begin":
                own_turns[event["active"]] += 1
            elif kind in ("cast", "play_land"):
                player, key = event["player"], keys.get(event["obj"])
                if key is not None:
                    first_cast[player].setdefault(key, own_turns[player])
            elif kind == "lose":
                lost.setdefault(event["player"], event["reason"])
            elif kind == "game_over":
                ended = event["reason"]
        winner = self.game.winner
        if winner is None:
            reason = DRAW_REASONS.get(ended, ended)
        else:
            loser = next(p for p in range(seats) if p != winner)
            reason = LOSS_REASONS.get(lost.get(loser, ""), lost.get(loser, ended))
        by_deck = self.seats
        return {
            "reason": reason,
            "own_turns": [own_turns[s] for s in by_deck],
            "mulligans": [mulligans[s] for s in by_deck],
            "hand_size": [hand_size[s] for s in by_deck],
            "opening": [sorted(opening[s]) for s in by_deck],
            "drawn": [sorted(drawn[s] - opening[s]) for s in by_deck],
            "first_cast": [dict(sorted(first_cast[s].items())) for s in by_deck],
        }


# ---------------------------------------------------------------------------- many games


@dataclass(frozen=True)
class Rate:
    """Wins in a number of games, with the 95% Wilson interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def interval(self) -> tuple[float, float] | None:
        return wilson(self.wins, self.games) if self.games else None

    def to_json(self) -> dict:
        interval = self.interval
        return {
            "wins": self.wins,
            "games": self.games,
            "rate": self.rate,
            "interval95": list(interval) if interval else None,
        }


@dataclass(frozen=True)
class CardStats:
    """One card of a deck over the games (17lands' GIH WR, GNS WR and IWD, from engine games)."""

    card: str
    copies: int
    drawn: Rate  # games in which it was in the opening hand or drawn later
    not_drawn: Rate
    opening_hand: Rate
    games_cast: int
    mean_first_cast: float | None  # in its player's own turns; 0 = before its first turn

    @property
    def difference(self) -> float | None:
        """Win rate when drawn minus win rate when not drawn (17lands' IWD)."""
        if self.drawn.rate is None or self.not_drawn.rate is None:
            return None
        return self.drawn.rate - self.not_drawn.rate

    @property
    def difference_interval(self) -> tuple[float, float] | None:
        """The 95% interval of the difference, by Newcombe's method from the two rates' Wilson
        intervals (Newcombe 1998, method 10)."""
        if self.difference is None:
            return None
        p1, p2 = self.drawn.rate, self.not_drawn.rate
        (l1, u1), (l2, u2) = self.drawn.interval, self.not_drawn.interval
        return (
            self.difference - math.hypot(p1 - l1, u2 - p2),
            self.difference + math.hypot(u1 - p1, p2 - l2),
        )

    def to_json(self) -> dict:
        interval = self.difference_interval
        return {
            "card": self.card,
            "copies": self.copies,
            "drawn": self.drawn.to_json(),
            "not_drawn": self.not_drawn.to_json(),
            "difference": self.difference,
            "difference_interval95": list(interval) if interval else None,
            "opening_hand": self.opening_hand.to_json(),
            "games_cast": self.games_cast,
            "mean_first_cast_turn": self.mean_first_cast,
        }


@dataclass(frozen=True)
class DeckStats:
    overall: Rate
    on_play: Rate
    on_draw: Rate
    wins_by: dict[str, int]
    mulligans: dict[int, int]  # games by number of mulligans taken
    by_hand_size: dict[int, Rate]  # by the size of the hand kept
    own_turns: dict[int, int]  # games by the number of turns the deck took
    cards: list[CardStats] = field(default_factory=list)

    @property
    def mean_mulligans(self) -> float:
        games = sum(self.mulligans.values())
        return sum(k * n for k, n in self.mulligans.items()) / games if games else 0.0

    @property
    def mean_own_turns(self) -> float:
        games = sum(self.own_turns.values())
        return sum(k * n for k, n in self.own_turns.items()) / games if games else 0.0

    def to_json(self) -> dict:
        return {
            "win_rate": self.overall.to_json(),
            "on_the_play": self.on_play.to_json(),
            "on_the_draw": self.on_draw.to_json(),
            "wins_by": self.wins_by,
            "mulligans": {"mean": self.mean_mulligans, "games_by_count": _keyed(self.mulligans)},
            "by_hand_size": {str(k): r.to_json() for k, r in self.by_hand_size.items()},
            "own_turns": {"mean": self.mean_own_turns, "games_by_count": _keyed(self.own_turns)},
            "cards": [c.to_json() for c in self.cards],
        }


@dataclass(frozen=True)
class Statistics:
    games: int
    decks: list[DeckStats]
    draws_by: dict[str, int]
    turns: dict[int, int]  # games by the number of turns in all (both players' turns)

    def to_json(self) -> dict:
        return {
            "games": self.games,
            "decks": [d.to_json() for d in self.decks],
            "draws_by": self.draws_by,
            "turns_in_all": _keyed(self.turns),
        }


def _keyed(counts: dict[int, int]) -> dict[str, int]:
    return {str(k): n for k, n in sorted(counts.items())}


def _ordered(counts: Counter) -> dict[str, int]:
    known = [r for r in REASON_ORDER if counts[r]]
    return {r: counts[r] for r in known + sorted(r for r in counts if r not in REASON_ORDER)}


def compute(results: Sequence, cards: Sequence[Sequence[tuple[str, int]]]) -> Statistics:
    """The statistics of these games' results (GameResult, in any order: they are read in seed
    order) for decks with these cards (`deck_cards`)."""
    ordered = sorted(results, key=lambda r: r.seed)
    decks = [_deck_stats(ordered, d, cards[d]) for d in (0, 1)]
    draws_by = _ordered(Counter(r.reason for r in ordered if r.winner is None))
    return Statistics(len(ordered), decks, draws_by, dict(sorted(Counter(r.turns for r in ordered).items())))


def _rate(results: Sequence, deck: int) -> Rate:
    return Rate(sum(1 for r in results if r.winner == deck), len(results))


def _deck_stats(results: Sequence, deck: int, cards: Sequence[tuple[str, int]]) -> DeckStats:
    sizes = sorted({r.hand_size[deck] for r in results}, reverse=True)
    return DeckStats(
        overall=_rate(results, deck),
        on_play=_rate([r for r in results if r.first == deck], deck),
        on_draw=_rate([r for r in results if r.first != deck], deck),
        wins_by=_ordered(Counter(r.reason for r in results if r.winner == deck)),
        mulligans=dict(sorted(Counter(r.mulligans[deck] for r in results).items())),
        by_hand_size={size: _rate([r for r in results if r.hand_size[deck] == size], deck) for size in sizes},
        own_turns=dict(sorted(Counter(r.own_turns[deck] for r in results).items())),
        cards=[_card_stats(results, deck, key, copies) for key, copies in cards],
    )


def _card_stats(results: Sequence, deck: int, key: str, copies: int) -> CardStats:
    drawn, not_drawn, opening = [], [], []
    first_casts = []
    for r in results:
        in_opening = key in r.opening[deck]
        (drawn if in_opening or key in r.drawn[deck] else not_drawn).append(r)
        if in_opening:
            opening.append(r)
        turn = r.first_cast[deck].get(key)
        if turn is not None:
            first_casts.append(turn)
    mean = sum(first_casts) / len(first_casts) if first_casts else None
    return CardStats(
        key, copies, _rate(drawn, deck), _rate(not_drawn, deck), _rate(opening, deck), len(first_casts), mean
    )
