"""Starting a game (103): decks into libraries, shuffling (103.3), choosing who plays first
(103.1), opening hands and the London mulligan (103.5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from manastack.cards import dsl
from manastack.cards.registry import (
    LegacyError,
    UnsupportedCardError,
    card_def,
    resolve_name,
    validate_legacy,
)
from manastack.engine import rng, zones
from manastack.engine.aspects import Aspect
from manastack.engine.decision import GameSetupError, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.kernel import Kernel, new_task, procedure
from manastack.engine.savegame import MAX_PLAYERS
from manastack.engine.state import LIBRARY, GameState, Player, Progress, Task
from manastack.engine.turn import emit_step, first_step

OPENING_HAND = 7  # 103.5


def deck_entries(deck) -> list[tuple[str, tuple]]:
    """A deck as (card name, legacy options) for each card.  Accepts a list of names (or of
    (name, legacy) pairs) or anything with `.cards()` giving such pairs (a Deck)."""
    if hasattr(deck, "game_cards"):
        return list(deck.game_cards())
    if isinstance(deck, str) or not isinstance(deck, Sequence):
        raise GameSetupError(f"a deck must be a list of card names, not {type(deck).__name__}")
    entries = []
    for i, entry in enumerate(deck):
        if isinstance(entry, str):
            entries.append((entry, ()))
        elif isinstance(entry, (tuple, list)) and len(entry) == 2 and isinstance(entry[0], str):
            entries.append((entry[0], tuple(entry[1])))
        else:
            raise GameSetupError(f"deck entry {i + 1} is not a card name: {entry!r}")
    return entries


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def new_game(decks: Sequence, seed: int | None, names: Sequence[str] | None, max_turns: int | None,
             starting_player: int | None) -> tuple[GameState, EventLog]:
    """The state and log of a new game, its decks in the libraries and its first procedures on
    the agenda (`Game.new` wraps them); without a seed, one is drawn from the operating system
    (103.3: shuffles no player can predict)."""
    if not isinstance(decks, Sequence) or len(decks) < 2:
        raise GameSetupError("a game needs at least two decks")
    if len(decks) > MAX_PLAYERS:
        raise GameSetupError(f"a game has at most {MAX_PLAYERS} players (a save holds no more), not {len(decks)}")
    if seed is None:
        seed = rng.new_seed()
    if not _is_int(seed) or not 0 <= seed <= rng.MAX_SEED:
        raise GameSetupError(f"seed must be a whole number from 0 to 2**256 - 1, not {seed!r}")
    names = list(names) if names is not None else [f"player{i + 1}" for i in range(len(decks))]
    if len(names) != len(decks):
        raise GameSetupError("give one name per deck")
    if any(not isinstance(name, str) or not name.strip() for name in names):
        raise GameSetupError(f"player names must be non-empty strings, got {names!r}")
    for i, name in enumerate(names):
        if not name.isprintable():
            shown = repr(name) if len(name) <= 60 else repr(name[:57]) + "..."
            raise GameSetupError(f"player {i + 1}'s name {shown} has control characters (such as terminal escape codes)")
    if len(set(names)) != len(names):
        raise GameSetupError(f"player names must be different, got {names!r}")
    if starting_player is not None and (not _is_int(starting_player) or not 0 <= starting_player < len(decks)):
        raise GameSetupError(f"starting_player must be a player index 0..{len(decks) - 1}, not {starting_player!r}")
    if max_turns is not None and (not _is_int(max_turns) or max_turns < 1):
        raise GameSetupError(f"max_turns must be a whole number of turns >= 1, not {max_turns!r}")
    resolved = []
    for d, deck in enumerate(decks):
        cards = []
        for name, legacy in deck_entries(deck):
            try:
                real = resolve_name(name)
                legacy = validate_legacy(card_def(real), legacy) if legacy else ()
            except (UnsupportedCardError, LegacyError) as err:
                raise GameSetupError(f"deck {d + 1}: {err}") from None
            if card_def(real).layout == "token":
                raise GameSetupError(f"deck {d + 1}: {real} is a token, not a card")
            cards.append((real, legacy))
        if not cards:
            raise GameSetupError(f"deck {d + 1} is empty")
        resolved.append(cards)
    state = GameState(players=[Player(index=i, name=n) for i, n in enumerate(names)], rng=rng.from_seed(seed),
                      max_turns=max_turns)
    game = Kernel(state, EventLog())
    for player, cards in enumerate(resolved):
        for name, legacy in cards:
            zones.create_object(game, name, player, LIBRARY, legacy=legacy, position="bottom")
    state.agenda.append(new_task("game_loop"))
    state.agenda.append(new_task("start_game", {"starting_player": starting_player}))
    return state, game.log


class StartStage(IntEnum):
    """The stages of starting a game; from BOTTOM back to DECLARE until every player has kept."""

    FIRST_PLAYER = 0  # 103.1-103.4: who plays first, shuffles, opening hands
    DECLARE = 1  # 103.5: a round of mulligan declarations
    MULLIGANS = 2  # 103.5: the declared mulligans, taken at the same time
    BOTTOM = 3  # 103.5: their cards put on the bottom
    FIRST_TURN = 4  # 103.8: the first turn begins
    OPENING_HAND_ACTIONS = 5  # 103.6: actions with cards from the opening hands, before the first turn


@dataclass(slots=True)
class StartProgress(Progress):
    """103.1-103.5: who chose the starting player, the order players declare in, and where the
    mulligans stand."""

    chooser: int | None = None
    order: list = field(default_factory=list)  # the players in turn order from the starting player
    kept: list = field(default_factory=list)  # the players who kept their hands
    mulligans: list = field(default_factory=list)  # the players taking a mulligan this round
    bottomed: list = field(default_factory=list)  # those of them who put their cards on the bottom
    opening_actions: list = field(default_factory=list)  # 103.6: the opening-hand cards already offered


@procedure("start_game", progress=StartProgress)
def start_game(game: Kernel, task: Task) -> None:
    """103.1-103.8: choose the starting player, shuffle, draw opening hands, mulligan, and
    begin the first turn (StartStage)."""
    state = game.state
    n = len(state.players)
    if task.stage == StartStage.FIRST_PLAYER:  # 103.1: a random player chooses who plays first
        living = [p.index for p in state.players if not p.lost]  # a player may concede at once (104.3a)
        progress = task.data
        chooser = progress.chooser
        if chooser is None or state.players[chooser].lost:
            state.rng, pick = rng.below(state.rng, len(living))
            chooser = progress.chooser = living[pick]
        forced = task.args.get("starting_player")
        if forced is None or state.players[forced].lost:
            options = [Option("player", f"{state.players[i].name} plays first", i) for i in living]
            first = game.ask(chooser, "starting_player", options, "choose who plays first").value
        else:
            first = forced
        state.starting_player = first
        state.active = first
        game.changed(Aspect.TURN)
        game.emit({"type": "game_start", "starting_player": first, "chooser": chooser if forced is None else None,
                   "players": [p.name for p in state.players]})
        for p in state.players:  # 103.3
            zones.shuffle_library(game, p.index)
        for p in state.players:  # 103.5
            for _ in range(OPENING_HAND):
                zones.draw(game, p.index)
        task.data.order = game.players_in_turn_order(first)
        task.data.kept = []
        game.advance_stage(task, StartStage.DECLARE)
        return
    if task.stage == StartStage.DECLARE:  # 103.5: the starting player, then each other player in turn order, declares
        deciding = [player for player in task.data.order
                    if player not in task.data.kept and not state.players[player].lost]
        mulligans = []
        for player in deciding:
            p = state.players[player]
            options = [Option("keep", "keep this hand", True)]
            if p.mulligans < OPENING_HAND:  # no mulligan once the hand would be zero cards
                options.append(Option("mulligan", f"mulligan (to {OPENING_HAND - p.mulligans - 1})", False))
            if not game.ask(player, "mulligan", options, f"keep your hand ({len(p.hand)} cards)?").value:
                mulligans.append(player)
        task.data.kept.extend(player for player in deciding if player not in mulligans)
        for player in deciding:
            if player not in mulligans:
                game.emit({"type": "keep", "player": player, "cards": len(state.players[player].hand)})
        if not mulligans:
            game.advance_stage(task, StartStage.OPENING_HAND_ACTIONS)
            return
        task.data.mulligans = mulligans
        game.advance_stage(task, StartStage.MULLIGANS)
        return
    if task.stage == StartStage.MULLIGANS:  # 103.5: all declared mulligans at the same time: shuffle back, draw anew
        for player in task.data.mulligans:
            p = state.players[player]
            p.mulligans += 1
            game.changed(Aspect.PLAYED)
            game.emit({"type": "mulligan", "player": player, "count": p.mulligans})
            for oid in list(p.hand):
                zones.move(game, oid, LIBRARY, cause="mulligan")
            zones.shuffle_library(game, player)
            for _ in range(OPENING_HAND):
                zones.draw(game, player)
        task.data.bottomed = []
        game.advance_stage(task, StartStage.BOTTOM)
        return
    if task.stage == StartStage.BOTTOM:  # 103.5: ... then put one card per mulligan taken on the bottom, in any order
        for player in task.data.mulligans:
            if player in task.data.bottomed or state.players[player].lost:
                continue
            p = state.players[player]
            bottom: list[int] = []
            for _ in range(min(p.mulligans, len(p.hand))):
                opts = [Option("card", game.chars(c).name, c) for c in p.hand if c not in bottom]
                bottom.append(game.ask(player, "bottom", opts, "put a card on the bottom of your library").value)
            for oid in bottom:
                zones.move(game, oid, LIBRARY, position="bottom", cause="mulligan")
            game.emit({"type": "mulligan_bottom", "player": player, "count": len(bottom)})
            task.data.bottomed.append(player)
            game.checkpoint(task)
        game.advance_stage(task, StartStage.DECLARE)
        return
    if task.stage == StartStage.OPENING_HAND_ACTIONS:
        _opening_hand_actions(game, task)
        game.advance_stage(task, StartStage.FIRST_TURN)
        return

    first = state.starting_player
    while state.players[first].lost:  # the starting player conceded during the mulligans
        first = (first + 1) % n
    first_step(game, first)  # 103.8
    emit_step(game)
    game.finish(task)


def _opening_hand_actions(game: Kernel, task: Task) -> None:
    """103.6, 103.6a: once the mulligans are done, the starting player, then each other player in
    turn order, may begin the game with each card of their opening hand that allows it on the
    battlefield (each offered once; what the player does is public as it happens)."""
    state = game.state
    for player in task.data.order:
        if state.players[player].lost:
            continue
        for oid in list(state.players[player].hand):
            if oid in task.data.opening_actions or not _begins_on_battlefield(state.objects[oid].card,
                                                                               state.objects[oid].legacy):
                continue
            name = game.chars(oid).name
            options = [Option("yes", f"begin the game with {name} on the battlefield", True),
                       Option("no", f"keep {name} in your hand", False)]
            if game.ask(player, "may", options, f"{name} is in your opening hand (103.6a)").value:
                plan = zones.etb_plan(game, state.objects[oid].card, state.objects[oid].legacy, 0, player, 0, oid)
                zones.put_onto_battlefield(game, oid, player, plan)
            task.data.opening_actions.append(oid)
            game.checkpoint(task)


def _begins_on_battlefield(card: str, legacy: tuple) -> bool:
    return any(isinstance(a, dsl.Static) and isinstance(a.effect, dsl.BeginOnBattlefield)
               for a in card_def(card, legacy).front.abilities)
