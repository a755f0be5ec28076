"""Clashes (701.23), coin flips (705) and what depends on winning them ("If you win, ...",
"If you lose the flip, ..."), and extra turns (500.7).  The outcome of the last clash or flip of a
resolution is kept in its context (`ctx.data["won"]`), plain data that saves and replays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import rng
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles, run
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

# state.extra: the players who take extra turns after this one, the most recent last (500.7).
EXTRA_TURNS = "extra_turns"
# state.extra: the player whose turn the extra turns being taken followed (500.7).
RESUME_AFTER = "turn_order_resumes_after"
# state.extra: a mark for each of EXTRA_TURNS (same order), and the mark of the extra turn being
# taken, which "that turn's end step" (a delayed trigger made with the extra turn) waits for.
EXTRA_TURN_MARKS = "extra_turn_marks"
EXTRA_TURN_NOW = "extra_turn_now"


@handles(dsl.Clash)
def _clash(game: Kernel, ctx: Ctx, node: dsl.Clash, task: Task) -> bool:
    """701.23b: you choose an opponent; you both reveal your top cards at the same time
    (701.23c); then each, in APNAP order, may put their card on the bottom; the cards move at
    the same time.  701.23d: you win if your card's mana value is higher than the other's."""
    opponents = game.opponents(ctx.controller)
    if not opponents:
        ctx.data["won"] = False
        return True
    if len(opponents) == 1:
        opponent = opponents[0]
    else:
        opponent = game.ask(ctx.controller, "choose", [Option("player", game.player_name(p), p) for p in opponents],
                            "clash with an opponent").value
    clashing = [p for p in game.players_in_turn_order() if p in (ctx.controller, opponent)]  # APNAP (101.4)
    tops = {p: game.state.players[p].library[0] for p in clashing if game.state.players[p].library}
    if not ctx.scratch.started:
        ctx.scratch.started = True
        for p, oid in tops.items():
            game.emit({"type": "reveal", "player": p, "obj": oid, "card": game.state.objects[oid].card})
        return False
    bottom = []
    for p, oid in tops.items():
        name = game.chars(oid).name
        answer = game.ask(p, "choose", [Option("top", f"keep {name} on top", "top"),
                                        Option("bottom", f"put {name} on the bottom", "bottom")],
                          f"clash: {name} on top or on the bottom of your library?")
        if answer.value == "bottom":
            bottom.append(p)
    mine = tops.get(ctx.controller)
    won = mine is not None and all(game.chars(mine).mana_value > game.chars(oid).mana_value
                                   for p, oid in tops.items() if p != ctx.controller)
    for p in bottom:
        library = game.state.players[p].library
        library.append(library.pop(0))
        game.changed(Aspect.HIDDEN)
        game.emit({"type": "library_reorder", "player": p})
    ctx.data["won"] = won
    game.emit({"type": "clash", "player": ctx.controller, "opponent": opponent, "won": won})
    return True


@handles(dsl.FlipCoin)
def _flip(game: Kernel, ctx: Ctx, node: dsl.FlipCoin, task: Task) -> bool:
    """705.2: the flip is won or lost with chance one half each, drawn from the game's generator
    (the call of heads or tails changes nothing of that chance)."""
    game.state.rng, value = rng.below(game.state.rng, 2)
    ctx.data["won"] = value == 1
    game.emit({"type": "coin_flip", "player": ctx.controller, "won": value == 1})
    return True


@handles(dsl.IfWon)
def _if_won(game: Kernel, ctx: Ctx, node: dsl.IfWon, task: Task) -> bool:
    if bool(ctx.data.get("won")) != node.won:
        return True
    return run(game, ctx, node.effect, task)


@handles(dsl.ExtraTurn)
def _extra_turn(game: Kernel, ctx: Ctx, node: dsl.ExtraTurn, task: Task) -> bool:
    """500.7: each extra turn is taken after this one, the most recent first."""
    for player in ctx.resolve_players(node.who):
        mark = game.new_id()
        extra = game.state.extra
        marks = extra.setdefault(EXTRA_TURN_MARKS, [None] * len(extra.get(EXTRA_TURNS, [])))
        extra.setdefault(EXTRA_TURNS, []).extend([player] * node.count)
        marks.extend([mark] * node.count)
        ctx.data["extra_turn"] = mark  # "that turn" of a later sentence of this resolution
        game.changed(Aspect.TURN, Aspect.EFFECTS)
    return True


def turn_after(game: Kernel) -> int:
    """Who takes the turn after this one.  500.7: an extra turn is added directly after this
    turn, the most recently created first; once the extra turns are over, the turns go on in
    turn order from the player whose turn the first of them followed.  A player who has left
    the game takes no turn (800.4a)."""
    state = game.state
    waiting = state.extra.get(EXTRA_TURNS)
    if state.extra.pop(EXTRA_TURN_NOW, None) is not None:
        game.changed(Aspect.EFFECTS)
    while waiting:
        player = waiting.pop()
        marks = state.extra.get(EXTRA_TURN_MARKS)
        mark = marks.pop() if marks else None
        state.extra.setdefault(RESUME_AFTER, state.active)
        if not waiting:
            del state.extra[EXTRA_TURNS]
            state.extra.pop(EXTRA_TURN_MARKS, None)
        game.changed(Aspect.TURN, Aspect.EFFECTS)
        if not state.players[player].lost:
            if mark is not None:
                state.extra[EXTRA_TURN_NOW] = mark
            return player
    after = state.extra.pop(RESUME_AFTER, state.active)
    n = len(state.players)
    following = (after + 1) % n
    while state.players[following].lost:
        following = (following + 1) % n
    return following
