"""One game as environments and the agent server drive it: the seats the caller plays, the
manastack agents that play the others, trivial decisions taken without the caller, and the
offered options with their pages (env/options.py).  Pure Python (no numpy).

The caller's seats are told only `game.view(seat)`, `game.events_for(seat)` and the decisions
they answer; the agents playing the other seats see only their own views (agents/)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from manastack.agents import make_agent
from manastack.decks.decklist import Deck, DecklistError
from manastack.engine import rng
from manastack.engine.decision import IllegalAction, ManastackError, Option
from manastack.engine.game import Game
from manastack.env.options import EnvError, Offer, Presenter, is_mana_ability

DEFAULT_DECKS = ("red-aggro", "green-stompy")
PLAYER_NAMES = ("player_0", "player_1")
DEFAULT_MAX_TURNS = 60
# game_over reasons that end a game for the clock, not the rules of play: truncation, not termination
TRUNCATING = frozenset({"turn limit"})
# Choices that change nothing a view shows until an event says so: passing priority (117.3d),
# and each attacker or blocker chosen while a declaration is being made (508.1, 509.1: the
# engine records the declaration once it is complete, with its events).  Activating a mana
# ability is one too (605.3b: it doesn't use the stack; its cost and mana have events).
_UNSEEN_CHOICES = frozenset({"pass", "attack", "block"})


def load_deck(deck, position: int) -> Deck | list:
    """A deck for `Game.new`: a bundled name or decklist file (checked by
    decks.validation.load_playable) or a Deck, with its sideboard (400.11b), or a list of card
    names."""
    from manastack.decks.validation import load_playable

    if isinstance(deck, str):
        try:
            return load_playable(deck)
        except DecklistError as err:
            raise EnvError(f"deck {position + 1}: {err}") from None
    if isinstance(deck, Deck):
        return deck
    if isinstance(deck, Sequence) and deck and all(isinstance(card, str) for card in deck):
        return list(deck)
    raise EnvError(
        f"deck {position + 1} must be a bundled deck's name, a decklist file, a Deck or a list of card "
        f"names, not {type(deck).__name__} {str(deck)[:60]!r}"
    )


def load_decks(decks) -> list[Deck | list]:
    if isinstance(decks, str) or not isinstance(decks, Sequence) or len(decks) != 2:
        raise EnvError(f"decks must be a pair (one deck per player), not {str(decks)[:80]!r}")
    return [load_deck(deck, i) for i, deck in enumerate(decks)]


def resolve_agent(agent, seed: int):
    """A manastack agent: one made by name (manastack.agents.make_agent), or an object with
    `pick(view, decision)` (and optionally `needs_view`)."""
    if isinstance(agent, str):
        try:
            return make_agent(agent, seed)
        except ValueError as err:
            raise EnvError(str(err)) from None
    if callable(getattr(agent, "pick", None)):
        return agent
    raise EnvError(
        f"an opponent is an agent name (such as 'random' or 'heuristic') or an object with "
        f"pick(view, decision), not {type(agent).__name__}"
    )


def agent_answer(agent, game: Game, decision):
    """A manastack agent's answer: through manastack.agents.decide where the agents module has
    it (it gives the search agent its determinizer, agents/determinize.py), otherwise from the
    deciding player's view (None for an agent whose `needs_view` is false)."""
    from manastack import agents

    decide = getattr(agents, "decide", None)
    if decide is not None and hasattr(agent, "needs_view"):
        return decide(agent, game, decision)
    view = game.view(decision.player) if getattr(agent, "needs_view", True) else None
    return agent.pick(view, decision)


class Session:
    """A game between the caller's seats (`seats`) and agents on the others.  `advance()` plays
    on until one of the caller's seats has a decision to make (`offer`) or the game ends."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[int],
        agents: Mapping[int, object],
        presenter: Presenter,
        skip_trivial: bool = True,
    ) -> None:
        self.game = game
        self.seats = frozenset(seats)
        self.agents = dict(agents)
        self.presenter = presenter
        self.skip_trivial = skip_trivial
        self.offer: Offer | None = None
        self.page = 0
        self.illegal = dict.fromkeys(self.seats, 0)  # refused actions per seat
        self.skipped = 0  # trivial decisions of the caller's seats taken without them
        self._end_reason: str | None = None
        # Choices by anyone other than _UNSEEN_CHOICES: such a choice may change the game before
        # any event says so (601.2a: a spell or ability is on the stack while its choices are made).
        self.moves = 0
        self.choices = 0  # decisions answered in the game, by anyone
        self.advance()

    @classmethod
    def new(
        cls,
        decks: Sequence[list],
        seed: int,
        seats: Sequence[int],
        agents: Mapping[int, object],
        presenter: Presenter,
        skip_trivial: bool = True,
        max_turns: int | None = DEFAULT_MAX_TURNS,
        names: Sequence[str] = PLAYER_NAMES,
    ) -> Session:
        """A session of a new game (Game.new with these decks, seed, turn cap and names)."""
        try:
            game = Game.new(decks, seed=seed, names=list(names), max_turns=max_turns)
        except ManastackError as err:
            raise EnvError(str(err)) from None
        return cls(game, seats, agents, presenter, skip_trivial)

    @classmethod
    def seeded_agents(cls, opponents: Mapping[int, object], seed: int) -> dict[int, object]:
        """The opponents' agents, each seeded by a keyed hash of the game's seed (engine/rng.py),
        as `manastack sim` seeds its agents."""
        return {
            seat: resolve_agent(agent, rng.derived_seed(seed, f"agent {seat}"))
            for seat, agent in opponents.items()
        }

    # ------------------------------------------------------------ playing on

    def advance(self) -> None:
        game = self.game
        self.offer = None
        self.page = 0
        while not game.over:
            decision = game.decision
            player = decision.player
            if player not in self.seats:
                self._choose(agent_answer(self.agents[player], game, decision))
                continue
            offer = self.presenter.offer(decision)
            if self.skip_trivial and offer.trivial:
                self._choose(offer.options[0])
                self.skipped += 1
                continue
            self.offer = offer
            return

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def deciding(self) -> int | None:
        """The caller's seat that is to decide, or None once the game is over."""
        return None if self.offer is None else self.offer.decision.player

    def legal(self, index) -> bool:
        return self.offer is not None and type(index) is int and 0 <= index < len(self.offer.options)

    def act(self, index: int) -> bool:
        """Answer the pending decision with offered option `index`; True if a game option was
        chosen, False if the page turned.  An index not offered raises IllegalAction (counted
        against the deciding seat) and changes nothing."""
        offer = self.offer
        if offer is None:
            raise EnvError("the game is over: reset() starts another")
        if not self.legal(index):
            self.illegal[offer.decision.player] += 1
            raise IllegalAction(
                f"action {index!r} is not one of the {len(offer.options)} options offered "
                f"(0..{len(offer.options) - 1}) at this {offer.decision.kind} decision"
            )
        option = offer.options[index]
        if option.kind == "page":
            self.page = option.value
            self.offer = self.presenter.offer(offer.decision, self.page)
            return False
        self._choose(option)
        self.advance()
        return True

    def _choose(self, option) -> None:
        self.game.choose(option)
        self.choices += 1
        if getattr(option, "kind", None) not in _UNSEEN_CHOICES and not is_mana_ability(option):
            self.moves += 1

    def option(self, index: int) -> Option:
        assert self.offer is not None
        return self.offer.options[index]

    # ------------------------------------------------------------ the result

    def end_reason(self) -> str | None:
        """Why the game ended, from the game_over event among the last events of a seat's view
        (public), or None while it goes on."""
        if not self.game.over:
            return None
        if self._end_reason is None:
            viewer = min(self.seats) if self.seats else 0
            reasons = [e["reason"] for e in self.game.view(viewer)["log"] if e["type"] == "game_over"]
            self._end_reason = reasons[-1] if reasons else "game over"
        return self._end_reason

    def outcome(self, seat: int) -> float:
        """+1 if `seat` won, -1 if it lost, 0 for a draw or a game still going."""
        if not self.game.over:
            return 0.0
        winner = self.game.winner
        if winner is None:
            return 0.0
        return 1.0 if winner == seat else -1.0

    @property
    def truncated(self) -> bool:
        """The game ended at the turn cap: a draw for the clock (truncation, not termination)."""
        return self.end_reason() in TRUNCATING
