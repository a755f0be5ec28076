"""The Game facade: the decision loop, clone, JSON and views (DESIGN.md principles 2, 4, 7, 8).

Players, agents, clients and tools drive a game through this class.  The rules run on the
kernel underneath (engine/kernel.py), which the procedures receive; importing this module
imports every rules module, so that each procedure and rule hook is installed.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence

from manastack.caching import CACHING
from manastack.cards.registry import card_name
from manastack.engine import (  # noqa: F401  (combat, priority and turn register procedures)
    ability_changes,
    card_names,
    change_target,
    characteristic_changes,
    cipher,
    city_blessing,
    codec,
    combat,
    conditional_effects,
    conjure,
    contests,
    copy_effects,
    damage_prevention,
    dice,
    divided_damage,
    emblems,
    enchant_player,
    entering,
    flipping,
    haunt,
    hexproof_from,
    keyword_effects,
    keyword_mechanics,
    layers,
    leaving_the_battlefield,
    library,
    linked_abilities,
    losing,
    monarch,
    play_permission_effects,
    player_log,
    player_zones,
    priority,
    private_looks,
    reflexive_triggers,
    restriction_effects,
    savegame,
    sba,
    setup,
    soulbond,
    tribute,
    triggers,
    turn,
    unless_costs,
    view,
)
from manastack.engine.aspects import Aspect
from manastack.engine.characteristics import Characteristics
from manastack.engine.decision import Decision, GameSetupError, IllegalAction, NeedDecision, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.kernel import PROCEDURES, Kernel
from manastack.engine.state import GameObject, GameState, clone_state, own_object

# 104.4b: so many procedure steps or events without a player making a choice (answering a
# decision with more than one option) are a loop of mandatory actions: the game is a draw.
LOOP_STEPS = 200_000
LOOP_EVENTS = 20_000
# state.extra: the log size when a player last made a choice; kept in the state so that a saved
# game, a clone and a fork count the same events (found by the corpus fuzz, seed 301).  The
# procedure steps since then are counted in memory (a backstop for loops that log nothing).
LOOP_GUARD = "loop_guard"


class Game:
    """A game of Magic in progress.  Drive it with `decision` and `choose`."""

    def __init__(self, state: GameState, log: EventLog) -> None:
        self.kernel = Kernel(state, log)
        self._steps = 0  # procedure steps since a player last made a choice (104.4b)
        self._handed: tuple[Decision, Decision] | None = None  # (the engine's decision, the copy handed out)

    # ---------------------------------------------------------------- construction

    @classmethod
    def new(
        cls,
        decks: Sequence,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        max_turns: int | None = None,
        starting_player: int | None = None,
        sideboards: Sequence | None = None,
        minimum_deck_size: int | None = None,
    ) -> Game:
        """Start a game (103) between players with these decks: lists of card names or Decks.
        Without a seed, one is drawn from the operating system (engine/rng.py): the shuffles
        can't be foreseen.  The same seed plays the same game.  Each player's cards outside the
        game (400.11b) are their Deck's sideboard and companion, or `sideboards`, one list of
        card names per deck; `minimum_deck_size` is the format's (60 if not given), which a
        companion's condition may name (702.139b)."""
        state, log = setup.new_game(decks, seed, names, max_turns, starting_player, sideboards, minimum_deck_size)
        return cls(state, log)

    # ---------------------------------------------------------------- the public loop

    @property
    def over(self) -> bool:
        self._run()
        return self.state.over

    @property
    def winner(self) -> int | None:
        self._run()
        return self.state.winner

    @property
    def decision(self) -> Decision | None:
        """The pending decision (None once the game is over): a copy of the engine's own, made
        once per decision, so nothing done to it changes the game."""
        self._run()
        mine = self.state.decision
        if mine is None:
            return None
        handed = self._handed
        if handed is None or handed[0] is not mine:
            handed = self._handed = (mine, mine.handed_out())
        return handed[1]

    def choose(self, option: Option | str | int) -> None:
        """Answer the pending decision with one of its options, its index or its label.  The
        answer is matched against the engine's own options, never the copy handed out; one it
        doesn't offer raises IllegalAction and changes nothing."""
        self._run()
        mine = self.state.decision
        if mine is None:
            if self.paused:
                raise IllegalAction("the game is paused at the start of a step; resume() first")
            raise IllegalAction("the game is over; there is no decision to answer")
        chosen = _match_option(mine, option)
        self.state.agenda[-1].answers.append(chosen)
        self.state.decision = None
        if len(mine.options) > 1:
            self.state.extra[LOOP_GUARD] = self.log.size
            self._steps = 0
        self._run()

    def concede(self, player: int) -> None:
        """104.3a: a player may concede at any time."""
        _check_player_index(player)
        if self.state.over:
            raise IllegalAction("the game is over")
        if not 0 <= player < len(self.state.players) or self.state.players[player].lost:
            raise IllegalAction(f"player {player} is not in the game")
        self.state.players[player].conceded = True
        self.kernel.changed(Aspect.PLAYERS)
        self.kernel.emit({"type": "concede", "player": player})
        sba.check_game_over(self.kernel)
        if not self.state.over:
            self.state.decision = None  # asked again: it may no longer be the same question
        self._run()

    @property
    def events(self) -> list[dict]:
        """Every event so far (the trusted, full log): copies, so the log can't be changed."""
        return self.log.to_list()

    def event_text(self) -> str:
        return self.log.to_text()

    def view(self, player: int, log: bool = True) -> dict:
        """What `player` may know (DESIGN.md principle 8); with `log` false, without the recent
        events ("log" is None), which spares bringing the per-player logs up to date."""
        _check_player_index(player)
        return view.player_view(self.kernel, player) if log else view.player_view(self.kernel, player, log=False)

    def events_for(self, player: int, since: int = 0) -> list[dict]:
        """The events from index `since` on as `player` may know them: hidden cards and their
        ids left out (engine/player_log.py); fresh copies."""
        return player_log.events_for(self.kernel, player, since)

    def clone(self) -> Game:
        """An independent copy: a change to either game never shows in the other.  It shares
        with this game only what no one can change: the objects in libraries, hands and
        graveyards, frozen (`state.FrozenGameObject`: a tool changes its game's own copy,
        `edit_object`), the log's past (events are handed out only as copies, and the engine
        never changes one), the per-player logs' past, the last known information's records
        (`state.LastKnown`: text) and its caches' frozen values.  It costs O(the permanents, the
        stack and the pending procedures), not O(history)."""
        return self._copy(share=False)

    def __copy__(self) -> Game:
        """`copy.copy`: a clone (two Games sharing one state would be one game)."""
        return self.clone()

    def __deepcopy__(self, memo: dict) -> Game:
        """`copy.deepcopy`: a clone."""
        return self.clone()

    def __reduce__(self) -> tuple:
        """Pickled as its save (`to_json`): an unpickled game plays on as this one would."""
        return type(self).from_json, (self.to_json(),)

    def fork(self) -> Game:
        """A clone for a search: its caches start shared with this game's, not copied
        (`Kernel.warm_from`), as are the last known information's records that aren't text,
        since the engine never changes them.  Whatever the engine does in either game never
        shows in the other; but unlike a clone (issue 14: a clone shares nothing that can be
        changed) a fork's caches are not the host's to edit."""
        return self._copy(share=True)

    def with_log(self, events: list[dict]) -> Game:
        """A plain Game (whatever subclass this one is) with a fork of this state and `events` as
        its whole log: a player's own log, for determinization."""
        return Game(clone_state(self.state, share=True), EventLog(items=events))

    def _copy(self, share: bool) -> Game:
        state = clone_state(self.state, share=True) if share else clone_state(self.state)
        game = Game(state, self.log.fork())
        game._steps = self._steps
        if CACHING:
            game.kernel.warm_from(self.kernel, share)
        player_log.fork(self.kernel, game.kernel)
        return game

    def determinize(self, player: int, rng: random.Random) -> Game:
        """A full Game consistent with everything `player` knows, their view and their log: the
        cards they haven't seen (the other players' hands, every library, cards exiled face
        down) dealt again at random by `rng`, the cards known to be somewhere kept there
        (engine/determinize.py).  Its log is the player's own, so no seat's view of it names a
        card the player didn't see."""
        _check_player_index(player)
        from manastack.engine.determinize import determinize  # it builds Games: imported when used

        return determinize(self, player, rng)

    def to_json(self) -> str:
        state = json.dumps(codec.encode(self.state), separators=(",", ":"))
        return '{"state":' + state + ',"events":[' + ",".join(self.log.json_items()) + "]}"

    @classmethod
    def from_json(cls, text: str) -> Game:
        state, log = savegame.load(text)
        game = cls(state, log)
        savegame.ask_again(game)
        return game

    # ---------------------------------------------------------------- for the host

    @property
    def state(self) -> GameState:
        """The trusted state, for the host that runs the game (never handed to players)."""
        return self.kernel.state

    @property
    def log(self) -> EventLog:
        """The trusted event log (players get `events_for`)."""
        return self.kernel.log

    def player_name(self, index: int) -> str:
        return self.kernel.player_name(index)

    def chars(self, oid: int) -> Characteristics:
        """An object's current characteristics (613)."""
        return self.kernel.chars(oid)

    def edit_object(self, oid: int) -> GameObject:
        """The object `oid` for a tool to change directly (a scenario's setup, a test that deals
        other cards to hidden objects): this game's own, copied into its place first if it is
        shared with copies of the game (`state.own_object`), so the change shows in this game
        only.  Call `invalidate()` once done."""
        return own_object(self.state, oid)

    def invalidate(self) -> None:
        """Forget the cached characteristics, after a tool changed the state directly."""
        self.kernel.invalidate()

    @property
    def pause_before_step(self) -> Callable[[GameState], bool] | None:
        """A driving tool's breakpoint, not part of the state (`Kernel.pause_at_step_start`)."""
        return self.kernel.pause_before_step

    @pause_before_step.setter
    def pause_before_step(self, condition: Callable[[GameState], bool] | None) -> None:
        self.kernel.pause_before_step = condition

    @property
    def paused(self) -> bool:
        return self.kernel.paused

    def resume(self) -> None:
        """Go on from a pause at the start of a step (`pause_before_step`)."""
        self.kernel.paused = False
        self._run()

    def _run(self) -> None:
        """Run the agenda until a decision is pending, the game is over or it pauses."""
        kernel = self.kernel
        state = kernel.state
        if state.decision is not None or state.over or kernel.paused:
            return
        agenda = state.agenda
        log = kernel.log
        steps, quiet_from = self._steps, state.extra.get(LOOP_GUARD, 0)
        while agenda:
            steps += 1
            task = agenda[-1]
            kernel.begin(task)
            try:
                PROCEDURES[task.name](kernel, task)
            except NeedDecision:
                break  # the decision is pending (`ask` set it): wait for the answer
            if state.decision is not None or state.over or kernel.paused:
                break
            if steps > LOOP_STEPS or log.size - quiet_from > LOOP_EVENTS:
                sba.end_game(kernel, None, reason="104.4b")  # a loop of mandatory actions no player can stop
                break
        self._steps = steps


def _match_option(decision: Decision, option) -> Option:
    """The engine's own option that `option` (an Option, an index or a label) answers; where any
    card name is an answer (201.4, engine/card_names.py), an option of kind "name" whose value
    is a card's name not listed too (a label must be one of the options')."""
    options = decision.options
    if decision.context.get(card_names.ANY_CARD_NAME) and isinstance(option, Option) and option.kind == "name" \
            and isinstance(option.value, str):
        name = card_name(option.value)
        if name is not None:
            return next((mine for mine in options if mine.value == name), Option("name", name, name))
    if isinstance(option, Option):
        for mine in options:
            if mine is option:
                return mine
        answer = Option(option.kind, option.label, _frozen(option.value))  # JSON has lists for tuples
        for mine in options:
            if mine == answer:
                return mine
        raise IllegalAction(f"{option.label!r} is not a legal answer to this {decision.kind} decision")
    if isinstance(option, int) and not isinstance(option, bool):
        if 0 <= option < len(options):
            return options[option]
        raise IllegalAction(f"option index {option} is out of range 0..{len(options) - 1}")
    if isinstance(option, str):
        for mine in options:
            if mine.label == option:  # labels are unique within a decision (`_distinct_labels`)
                return mine
        raise IllegalAction(f"{option!r} is not a legal answer to this {decision.kind} decision")
    raise IllegalAction(f"an answer is an Option, an option index or a label, not {type(option).__name__}")


def _frozen(value):
    """`value` with its lists made tuples, as option values are."""
    kind = type(value)
    if kind is list or kind is tuple:
        return tuple([_frozen(v) for v in value])
    return value


def _check_player_index(player) -> None:
    if not isinstance(player, int) or isinstance(player, bool):
        raise IllegalAction(f"a player is given by their index (an int), not {type(player).__name__} {player!r}")


# Option kinds whose value names an object: the object itself, ("obj", id), or a tuple that
# begins with the object (play, cast, activate, attack, block).
_OBJECT_OPTIONS = frozenset({"card", "object", "self", "keep", "target", "play", "cast", "activate", "attack", "block"})


__all__ = ["Game", "GameSetupError", "IllegalAction"]
