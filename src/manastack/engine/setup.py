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
from manastack.engine import companion, rng, zones
from manastack.engine.aspects import Aspect
from manastack.engine.decision import GameSetupError, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.kernel import Kernel, new_task, procedure
from manastack.engine.savegame import MAX_PLAYERS
from manastack.engine.state import EXILE, LIBRARY, SIDEBOARD, GameState, Player, Progress, Task
from manastack.engine.turn import emit_step, first_step

OPENING_HAND = 7  # 103.5
MAX_DECK_MINIMUM = 1000  # no format asks for more cards


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


def sideboard_entries(deck, given=None) -> list[tuple[str, tuple]]:
    """A deck's cards outside the game (400.11b: its sideboard, with its companion, 702.139a) as
    (card name, legacy options): `given` (a list like a deck's) if not None, else the deck's own
    (`.sideboard_cards()` of a Deck), else none."""
    if given is not None:
        return deck_entries(given) if given else []
    if hasattr(deck, "sideboard_cards"):
        return list(deck.sideboard_cards())
    return []


def declared_companions(deck) -> list[str]:
    """The cards a Deck declares as its companion (a decklist's Companion section), if any."""
    return list(deck.companion_names()) if hasattr(deck, "companion_names") else []


def _resolved(d: int, entries: list[tuple[str, tuple]], where: str) -> list[tuple[str, tuple]]:
    cards = []
    for name, legacy in entries:
        try:
            real = resolve_name(name)
            legacy = validate_legacy(card_def(real), legacy) if legacy else ()
        except (UnsupportedCardError, LegacyError) as err:
            raise GameSetupError(f"deck {d + 1}{where}: {err}") from None
        if card_def(real).layout == "token":
            raise GameSetupError(f"deck {d + 1}{where}: {real} is a token, not a card")
        cards.append((real, legacy))
    return cards


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def new_game(decks: Sequence, seed: int | None, names: Sequence[str] | None, max_turns: int | None,
             starting_player: int | None, sideboards: Sequence | None = None,
             minimum_deck_size: int | None = None) -> tuple[GameState, EventLog]:
    """The state and log of a new game, its decks in the libraries, their sideboards outside the
    game (400.11b) and its first procedures on the agenda (`Game.new` wraps them); without a
    seed, one is drawn from the operating system (103.3: shuffles no player can predict).
    `minimum_deck_size` is the format's, for companion conditions (702.139b; 60 if not given)."""
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
    if sideboards is not None and (isinstance(sideboards, str) or not isinstance(sideboards, Sequence)
                                   or len(sideboards) != len(decks)):
        raise GameSetupError("give one sideboard (a list of card names, maybe empty) per deck")
    minimums = [_minimum(deck, minimum_deck_size) for deck in decks]
    resolved = []
    outside = []
    for d, deck in enumerate(decks):
        minimum = minimums[d]
        cards = _resolved(d, deck_entries(deck), "")
        if not cards:
            raise GameSetupError(f"deck {d + 1} is empty")
        resolved.append(cards)
        outside.append(_resolved(d, sideboard_entries(deck, None if sideboards is None else sideboards[d]), "'s sideboard"))
        _check_declared_companions(d, deck, cards, outside[-1], minimum)
    state = GameState(players=[Player(index=i, name=n) for i, n in enumerate(names)], rng=rng.from_seed(seed),
                      max_turns=max_turns)
    game = Kernel(state, EventLog())
    for player, cards in enumerate(resolved):
        for name, legacy in cards:
            zones.create_object(game, name, player, LIBRARY, legacy=legacy, position="bottom")
    for player, cards in enumerate(outside):  # 400.11b: outside the game, their owner's
        for name, legacy in cards:
            zones.create_object(game, name, player, SIDEBOARD, legacy=legacy)
    offered = [companion.candidates(game, player, cards, minimums[player]) for player, cards in enumerate(resolved)]
    state.agenda.append(new_task("game_loop"))
    state.agenda.append(new_task("start_game", {"starting_player": starting_player, "companions": offered}))
    return state, game.log


def _minimum(deck, given: int | None) -> int:
    """702.139b: the minimum deck size a companion's condition names: Game.new's, else the one of
    the format a Deck was checked for, else 60 (constructed, and casual play: Yorion's rulings)."""
    minimum = given if given is not None else getattr(deck, "minimum_deck_size", None)
    minimum = companion.MINIMUM_DECK_SIZE if minimum is None else minimum
    if not _is_int(minimum) or not 0 <= minimum <= MAX_DECK_MINIMUM:
        raise GameSetupError(f"minimum_deck_size must be a whole number of cards from 0 to {MAX_DECK_MINIMUM}, not {minimum!r}")
    return minimum


def _check_declared_companions(d: int, deck, cards: list, outside: list, minimum: int) -> None:
    """702.139a-b: a companion a decklist declares is a card of its sideboard with a companion
    ability whose condition the starting deck fulfils; otherwise the deck is refused, naming why."""
    for name in declared_companions(deck):
        real = resolve_name(name)
        if companion.companion_ability(real) is None:
            raise GameSetupError(f"deck {d + 1}: {real} is listed as the companion but has no companion ability (702.139a)")
        if not any(card == real for card, _legacy in outside):
            raise GameSetupError(f"deck {d + 1}: the companion {real} must be outside the game, in the sideboard (702.139a)")
        problem = companion.unmet(real, (), cards, minimum)
        if problem is not None:
            raise GameSetupError(f"deck {d + 1}: {problem} (702.139a)")


class StartStage(IntEnum):
    """The stages of starting a game; from BOTTOM back to DECLARE until every player has kept."""

    FIRST_PLAYER = 0  # 103.1-103.2: who plays first
    DECLARE = 1  # 103.5: a round of mulligan declarations
    MULLIGANS = 2  # 103.5: the declared mulligans, taken at the same time
    BOTTOM = 3  # 103.5: their cards put on the bottom
    FIRST_TURN = 4  # 103.8: the first turn begins
    OPENING_HAND_ACTIONS = 5  # 103.6: actions with cards from the opening hands, before the first turn
    COMPANIONS = 6  # 103.2b: companions revealed, then 103.3-103.5: shuffles and opening hands


@dataclass(slots=True)
class StartProgress(Progress):
    """103.1-103.5: who chose the starting player, the order players declare in, and where the
    mulligans stand."""

    chooser: int | None = None
    order: list = field(default_factory=list)  # the players in turn order from the starting player
    kept: list = field(default_factory=list)  # the players who kept their hands
    mulligans: list = field(default_factory=list)  # the players taking a mulligan this round
    declared: list = field(default_factory=list)  # the players who declared this round (kept or not)
    bottomed: list = field(default_factory=list)  # those of them who put their cards on the bottom
    opening_actions: list = field(default_factory=list)  # 103.6: the opening-hand cards already offered
    companions_asked: list = field(default_factory=list)  # 103.2b: the players who chose whether to reveal one


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
        task.data.order = game.players_in_turn_order(first)
        game.advance_stage(task, StartStage.COMPANIONS)
        return
    if task.stage == StartStage.COMPANIONS:  # 103.2b, then 103.3-103.5
        offered = task.args.get("companions") or [[] for _ in state.players]
        for player in task.data.order:  # the starting player first, then in turn order
            if player not in task.data.companions_asked:
                companion.reveal_companion(game, player, offered[player])
                task.data.companions_asked.append(player)
                game.checkpoint(task)
        for p in state.players:  # 103.3
            zones.shuffle_library(game, p.index)
        for p in state.players:  # 103.5
            for _ in range(OPENING_HAND):
                zones.draw(game, p.index)
        task.data.kept = []
        game.advance_stage(task, StartStage.DECLARE)
        return
    if task.stage == StartStage.DECLARE:  # 103.5: the starting player, then each other player in turn order, declares
        deciding = [player for player in task.data.order
                    if player not in task.data.kept and not state.players[player].lost]
        for player in deciding:
            while player not in task.data.declared:
                _declare(game, task, player)
                game.checkpoint(task)
        mulligans = task.data.mulligans
        task.data.kept.extend(player for player in deciding if player not in mulligans)
        for player in deciding:
            if player not in mulligans:
                game.emit({"type": "keep", "player": player, "cards": len(state.players[player].hand)})
        task.data.declared = []
        if not mulligans:
            game.advance_stage(task, StartStage.OPENING_HAND_ACTIONS)
            return
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
        task.data.mulligans = []
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


def _declare(game: Kernel, task: Task, player: int) -> None:
    """103.5: a player declares whether they take a mulligan; 103.5b: or first takes an action
    allowed "any time you could mulligan" (Serum Powder: exile the hand, draw that many), then
    declares."""
    state = game.state
    p = state.players[player]
    options = [Option("keep", "keep this hand", True)]
    if p.mulligans < OPENING_HAND:  # no mulligan once the hand would be zero cards
        options.append(Option("mulligan", f"mulligan (to {OPENING_HAND - p.mulligans - 1})", False))
    options += [Option("card", f"{game.chars(oid).name}: exile your hand, then draw that many cards", oid)
                for oid in p.hand if _exiles_hand_at_mulligan(state.objects[oid].card, state.objects[oid].legacy)]
    answer = game.ask(player, "mulligan", options, f"keep your hand ({len(p.hand)} cards)?")
    if answer.kind == "card":
        cards = list(p.hand)
        for oid in cards:
            zones.move(game, oid, EXILE, cause="mulligan_action")
        for _ in cards:
            zones.draw(game, player)
        return
    task.data.declared.append(player)
    if not answer.value:
        task.data.mulligans.append(player)


def _exiles_hand_at_mulligan(card: str, legacy: tuple) -> bool:
    return any(isinstance(a, dsl.Static) and isinstance(a.effect, dsl.ExileHandWhenYouCouldMulligan)
               for a in card_def(card, legacy).front.abilities)


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
