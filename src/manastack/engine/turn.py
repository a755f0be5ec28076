"""Turn structure (500-514): phases and steps, the active player, turn-based actions, and the
one place that decides what comes next, including rule changes such as Runed Terror's
sequential phases (DESIGN.md principle 9)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import (
    additional_phases,
    mana,
    player_rules,
    queries,
    restrictions,
    sagas,
    sba,
    untap_choice,
    untap_limits,
    zones,
)
from manastack.engine.aspects import Aspect
from manastack.engine.contests import turn_after
from manastack.engine.decision import Option
from manastack.engine.effects import draw_cards
from manastack.engine.kernel import procedure
from manastack.engine.queries import static_effects
from manastack.engine.state import Combat, ContinuousEffect, Progress, Task
from manastack.engine.steps import NO_PRIORITY, PHASE_NAMES, PHASE_OF, STEPS_OF

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel



def sequential_phases(game: Kernel) -> bool:
    """Whether a permanent says players take their phases sequentially (Runed Terror); several
    are redundant."""
    return bool(static_effects(game, dsl.SequentialPhases))


def begin_turn(game: Kernel, player: int) -> bool:
    """500.1 / 302.6: a player's turn begins.  Per-turn counts reset.  With a turn cap
    (`Game.new(max_turns=N)`), the turn after the last allowed one doesn't begin: the game ends
    in a draw instead.  Returns whether the turn began."""
    state = game.state
    if state.max_turns is not None and state.turn >= state.max_turns:
        sba.end_game(game, None, reason="turn limit")
        return False
    state.turn += 1
    state.turn_serial += 1
    state.active = player
    game.changed(Aspect.TURN)
    p = state.players[player]
    p.previous_turn_serial = p.turn_began_serial  # 702.30a: echo looks back to the upkeep of that turn
    p.turn_began_serial = state.turn_serial
    p.lands_played = 0
    p.players_attacked_last_turn = []  # their last turn is now this one
    game.changed(Aspect.PLAYED)
    lasting = [e for e in state.effects if not (e.duration == "your_next_turn" and e.controller == player)]
    if len(lasting) != len(state.effects):
        state.effects = lasting
        game.changed(Aspect.EFFECTS)
    additional_phases.new_turn(game)
    for each in state.players:
        each.spells_cast_last_turn = each.spells_cast_this_turn
        each.life_lost_this_turn = 0
        each.damage_taken_this_turn = 0
        each.spells_cast_this_turn = 0
        each.noncreature_spells_this_turn = 0
        each.spell_types_this_turn = []
        each.spell_colors_this_turn = []
        each.cards_drawn_this_turn = 0
        each.cards_discarded_this_turn = 0
    game.changed(Aspect.PLAYERS, Aspect.PLAYED)
    game.emit({"type": "turn_begin", "turn": state.turn, "active": player})
    return True


def first_step(game: Kernel, player: int) -> None:
    """A player's turn begins with its untap step (501.1)."""
    if begin_turn(game, player):
        game.state.step = "untap"
        game.changed(Aspect.STEP)


def skips_step(game: Kernel, step: str) -> bool:
    """500.11: a skipped step is passed over as though it didn't exist.  103.8a: in a two-player
    game, the starting player skips the draw step of their first turn (103.8c: in other
    multiplayer games, nobody does)."""
    state = game.state
    if step == "draw" and state.first_turn_pending and state.active == state.starting_player:
        state.first_turn_pending = False
        game.changed(Aspect.TURN)
        if len(state.players) == 2:
            return True
    return step == "draw" and player_rules.has_rule(game, state.active, "skip_draw_step")  # 614.1b


def next_step(game: Kernel) -> None:
    """500.1-500.3: move to the next step, the next phase, or the next turn.  Under sequential
    phases (Runed Terror) each player takes a phase in turn order before the next phase."""
    state = game.state
    step = state.step
    phase = PHASE_OF[step]
    steps = STEPS_OF[phase]
    index = steps.index(step)
    if step == "declare_attackers" and (state.combat is None or not state.combat.attackers):
        index = steps.index("combat_damage")  # 508.8: skip blockers and damage
    if step == "combat_damage" and state.combat is not None and state.combat.first_strike_step and not state.extra.get("regular_damage_done"):
        state.extra["regular_damage_done"] = True
        state.step = "combat_damage"  # 510.4: the second combat damage step
        game.changed(Aspect.STEP, Aspect.COMBAT)
        return
    index += 1
    while index < len(steps) and skips_step(game, steps[index]):
        index += 1
    if index < len(steps):
        state.step = steps[index]
        game.changed(Aspect.STEP)
        return
    _end_phase(game, phase)


def _end_phase(game: Kernel, phase: str) -> None:
    state = game.state
    if phase == "ending":
        state.players[state.active].permissions_used = []  # "each of your turns" resets
        game.changed(Aspect.PLAYED)
    sequential = sequential_phases(game)
    if sequential and state.phase_rotation is None:
        state.phase_rotation = {"anchor": state.active}
        game.changed(Aspect.TURN)
        game.emit({"type": "sequential_phases", "begins": True})
    elif not sequential and state.phase_rotation is not None:
        state.phase_rotation = None
        game.changed(Aspect.TURN)
        game.emit({"type": "sequential_phases", "begins": False})
    order = PHASE_NAMES
    n = len(state.players)
    if state.phase_rotation is not None:
        anchor = state.phase_rotation["anchor"]
        for k in range(1, n):  # the next player in turn order who hasn't taken this phase yet
            seat = (state.active + k) % n
            if seat == anchor:
                break
            if not state.players[seat].lost:
                _enter_phase(game, phase, seat)
                return
        while state.players[anchor].lost:  # the first player of the round has left the game
            anchor = (anchor + 1) % n
        state.phase_rotation["anchor"] = anchor
        game.changed(Aspect.TURN)
        next_phase = order[(order.index(phase) + 1) % len(order)]
        _enter_phase(game, next_phase, anchor)
        return
    added = additional_phases.next_phase(game)  # 500.8
    if added is not None:
        phase = added[1]
        if added[0] == "phase":
            _enter_phase(game, phase, state.active)
            return
    if phase == "ending":
        first_step(game, turn_after(game))  # 500.7: extra turns come first
        return
    _enter_phase(game, order[order.index(phase) + 1], state.active)


def _enter_phase(game: Kernel, phase: str, player: int) -> None:
    state = game.state
    if phase == "beginning":
        if not begin_turn(game, player):
            return
    else:
        if state.active != player:
            state.active = player
            game.changed(Aspect.TURN)  # "during your turn" abilities follow the active player (611.3a)
        game.emit({"type": "phase_begin", "phase": phase, "active": player})
    state.step = STEPS_OF[phase][0]
    game.changed(Aspect.STEP)


@dataclass(slots=True)
class StepProgress(Progress):
    """514.3a: whether players got priority in this cleanup step, so another one follows."""

    another_cleanup: bool = False


@procedure("game_loop", progress=StepProgress)
def game_loop(game: Kernel, task: Task) -> None:
    """The turn loop: begin a step (turn-based actions, 703), give priority, end the step.
    Stages follow one another here until one starts another procedure (priority, a
    turn-based action that asks) or the game ends."""
    state = game.state
    while state.agenda[-1] is task and not state.over and not game.paused:
        _game_loop_stage(game, task)


class StepStage(IntEnum):
    """The stages of one step in the turn loop."""

    TURN_BASED_ACTIONS = 0  # 703.4: the step's turn-based actions
    BEGIN = 1  # the step begins; players receive priority unless it's an untap or cleanup step
    END = 2  # 500.4-500.5: the step ends (mana empties) and the next one begins
    CLEANUP_PRIORITY = 3  # 514.3a: state-based actions or triggers in cleanup give priority


def _game_loop_stage(game: Kernel, task: Task) -> None:
    """One stage of the turn loop (StepStage)."""
    state = game.state
    if task.stage == StepStage.TURN_BASED_ACTIONS:
        if game.pause_before_step is not None and game.pause_at_step_start():
            return
        _turn_based_actions(game, task)
        game.advance_stage(task)
        return
    if task.stage == StepStage.BEGIN:
        game.emit({"type": "step_begin", "step": state.step, "active": state.active, "turn": state.turn})
        state.passes = 0
        if state.step in NO_PRIORITY:  # 502.4, 514.3
            state.priority = None
            game.advance_stage(task, StepStage.CLEANUP_PRIORITY if state.step == "cleanup" else StepStage.END)
            return
        state.priority = state.active  # 117.3a
        game.push("priority")
        game.advance_stage(task, StepStage.END)
        return
    if task.stage == StepStage.CLEANUP_PRIORITY:
        # 514.3a: if state-based actions or triggers happen in cleanup, players get priority
        # and then there is another cleanup step.

        if sba.anything_to_do(game) or state.pending_triggers:
            task.data.another_cleanup = True
            state.priority = state.active
            game.push("priority")
        game.advance_stage(task, StepStage.END)
        return
    mana.empty_pools(game)  # 500.5
    if state.step == "end_of_combat":
        state.combat = None  # 511.3: "as long as it's attacking" abilities stop applying (611.3a)
        if any(e.duration == "end_of_combat" for e in state.effects):  # 511.3: "this combat"
            state.effects = [e for e in state.effects if e.duration != "end_of_combat"]
            game.changed(Aspect.EFFECTS)
        state.extra.pop("regular_damage_done", None)
        game.changed(Aspect.COMBAT)
    if state.step == "cleanup" and task.data.another_cleanup:
        task.data.another_cleanup = False
        emit_step(game)  # 514.3a: another cleanup step begins
        game.advance_stage(task, StepStage.TURN_BASED_ACTIONS)
        return
    next_step(game)
    if not state.over:
        emit_step(game)
    game.advance_stage(task, StepStage.TURN_BASED_ACTIONS)


def emit_step(game: Kernel) -> None:
    """Record that a step begins (before its turn-based actions)."""
    state = game.state
    game.emit({"type": "step", "step": state.step, "active": state.active, "turn": state.turn})


def _kept_tapped(game: Kernel) -> set[int]:
    """502.3: the permanents an effect says don't untap during the untap step (dsl.DoesntUntap)."""
    kept: set[int] = set()
    for perm, controller, effect in static_effects(game, dsl.DoesntUntap):
        if effect.affects == "self":
            kept.add(perm)
        elif effect.affects == "attached":
            attached = game.state.objects[perm].attached_to
            if attached is not None:
                kept.add(attached)
        else:
            kept.update(o for o in game.state.battlefield if queries.matches(game, effect.affects, o, perm, controller))
    return kept


def _turn_based_actions(game: Kernel, task: Task) -> None:
    state = game.state
    step = state.step
    active = state.active
    if step == "untap":  # 502.3
        permanents = game.permanents_chars()
        kept = _kept_tapped(game) | restrictions.kept_tapped_this_untap_step(game)
        untapping = [o for o in state.battlefield if state.objects[o].tapped and permanents[o].controller == active
                     and o not in kept]
        choices = untap_choice.optional(game, untapping)
        if choices:  # the active player determines which untap, then any limit applies
            game.push("untap_choices", player=active, untap=untapping, optional=choices)
            return
        if untap_limits.limits(game, active):  # "can't untap more than two permanents": the player chooses
            game.push("untap_step", player=active, untap=untapping)
            return
        for oid in untapping:
            zones.untap(game, oid)
    elif step == "draw":  # 504.1 (103.8a skips the whole step: see skips_step)
        game.push("draw_step_draw", player=active)
    elif step == "main1":  # 714.3c
        sagas.add_lore_counters(game, active)
    elif step == "beginning_of_combat":
        state.combat = Combat()
        game.changed(Aspect.COMBAT)
    elif step == "declare_attackers":
        if state.combat is None:
            state.combat = Combat()
            game.changed(Aspect.COMBAT)
        game.push("declare_attackers")
    elif step == "declare_blockers":
        game.push("declare_blockers")
    elif step == "combat_damage":
        game.push("combat_damage")
    elif step == "cleanup":
        game.push("cleanup")


@dataclass(slots=True)
class DrawProgress(Progress):
    """The cards drawn so far, by player (`effects.draw_cards`)."""

    drawn: dict = field(default_factory=dict)


@procedure("draw_step_draw", progress=DrawProgress)
def draw_step_draw(game: Kernel, task: Task) -> None:
    """504.1: the active player draws a card."""
    draw_cards(game, task.args["player"], 1, task, task.data.drawn, draw_step_draw=True)
    game.finish(task)


def _inert(effect: ContinuousEffect, objects: dict) -> bool:
    """An effect lasting indefinitely on a locked set of objects (611.2c) that have all left
    their zones: each is a new object now (400.7), so it applies to nothing again and is
    forgotten (a copy effect on a permanent that died, 707.2)."""
    return effect.duration == "permanent" and bool(effect.affected) and not any(oid in objects for oid in effect.affected)


@procedure("cleanup")
def cleanup(game: Kernel, task: Task) -> None:
    """514.1: the active player discards down to their maximum hand size; 514.2: damage is
    removed and "until end of turn" effects end, simultaneously."""
    state = game.state
    player = state.active
    hand = state.players[player].hand
    limit = player_rules.max_hand_size(game, player)
    excess = len(hand) - limit if limit is not None else 0
    if excess > 0:
        chosen: list[int] = []
        for _ in range(excess):
            options = [Option("card", game.chars(c).name, c) for c in hand if c not in chosen]
            chosen.append(game.ask(player, "discard", options, f"discard down to {limit} cards").value)
        for oid in chosen:
            zones.discard(game, oid)
    for oid in state.battlefield:
        obj = state.objects[oid]
        obj.damage = 0
        obj.deathtouch_damage = False
    game.changed(Aspect.DAMAGE)  # 514.2: damage wears off
    if any(_inert(e, state.objects) for e in state.effects):
        state.effects = [e for e in state.effects if not _inert(e, state.objects)]
        game.changed(Aspect.EFFECTS)
    before = len(state.effects)
    state.effects = [e for e in state.effects if not (e.duration == "end_of_turn" and e.began_turn_of == player)]
    ended = before - len(state.effects)
    if ended:
        game.changed(Aspect.EFFECTS)
    game.emit({"type": "cleanup", "player": player, "effects_ended": ended})
    game.finish(task)
