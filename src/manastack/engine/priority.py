"""Priority (117), the stack (405), putting triggered abilities on the stack (603.3) and
resolving spells and abilities (608)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from functools import partial
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import (
    ability_counters,  # noqa: F401  (registers countering abilities, 701.6a)
    awaken,
    become_blocked,  # noqa: F401  (registers attackers made blocked by an effect, 509.1h)
    card_advantage,
    cascade,  # noqa: F401  (registers the handler of cascade, 702.85)
    casting,
    characteristics,
    chosen_counters,  # noqa: F401  (registers counters on a chosen permanent, 122.1)
    companion,  # noqa: F401  (registers the companion's special action, 702.139a)
    discard_instead_of_draw,  # noqa: F401  (registers Chains of Mephistopheles's replacement, 614.11)
    draw_up_to,  # noqa: F401  (registers drawing up to a number of cards, 121.1)
    each_player_puts,  # noqa: F401  (registers each player putting a card from their hand, 101.4)
    end_step_returns,  # noqa: F401  (registers exiling until the next end step, 603.7)
    graveyard_effects,  # noqa: F401  (registers "exile all graveyards", 406.2)
    graveyard_exile,  # noqa: F401  (registers exiling chosen cards from graveyards, 406.2)
    graveyard_keywords,  # noqa: F401  (registers unearth, 702.84)
    losing_abilities,  # noqa: F401  (registers losing abilities, 613.1f)
    mana_ability_effects,  # noqa: F401  (registers the rest of a mana ability's effects, 605.3b)
    mana_value_animation,  # noqa: F401  (registers becoming a creature as big as its mana value, 205.1a)
    manifest,  # noqa: F401  (registers the handler of manifest, 701.34)
    modes,
    morph,
    new_hands,  # noqa: F401  (registers new hands for old, 701.24, 701.9)
    poison,  # noqa: F401  (registers poison counters given by an effect, 122.1f)
    queries,
    rebound,
    sba,
    spell_copy,  # noqa: F401  (registers the handler of copies of spells, 707.10)
    suspend,
    targets,
    triggers,
    unspent_mana,  # noqa: F401  (registers losing unspent mana, 106.4)
    untap_chosen,  # noqa: F401  (registers untapping chosen permanents, 701.26b)
    upkeep_costs,  # noqa: F401  (registers the handler of upkeep costs, 702.24, 702.30)
    wish_effects,  # noqa: F401  (registers bringing cards from outside the game, 400.11)
    zones,
)
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx, bind_that_player
from manastack.engine.decision import Option
from manastack.engine.effects import EXILED_WITH_SPELL, attach, run
from manastack.engine.enchant import can_enchant_player
from manastack.engine.enchant_player import attach_to_player
from manastack.engine.escape import GRANTED_ESCAPE
from manastack.engine.kernel import procedure
from manastack.engine.state import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    REMEMBERED_ALTERNATIVE_COSTS,
    STACK,
    ContinuousEffect,
    EffectProgress,
    GameState,
    Progress,
    StackItem,
    Task,
)

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


class PriorityStage(IntEnum):
    STATE_CHECK = 0  # 117.5: state-based actions and triggers first, when there may be any
    DECIDE = 1  # 117.3: the player with priority acts or passes


@procedure("priority")
def priority(game: Kernel, task: Task) -> None:
    """117.3-117.4: a player with priority acts or passes; when all pass in succession, the
    top of the stack resolves, or the step ends if the stack is empty."""
    state = game.state
    if task.stage == PriorityStage.STATE_CHECK:
        game.advance_stage(task)
        if state.pending_triggers or not sba.unchanged_since_clean_check(game) or triggers.has_state_triggers(game):
            game.push("state_check")
            return
    if state.over:
        game.finish(task)
        return
    player = state.priority
    answer = game.ask_or_pause(player, "priority", partial(casting.priority_options, game, player), "you have priority")
    if answer is None:
        return  # 117.3: the player with priority decides
    if answer.kind == "pass":
        state.passes += 1
        game.emit({"type": "pass", "player": player})
        living = _players_in_game(state)
        if state.passes >= living:
            state.passes = 0
            if not state.stack:
                game.finish(task)
                return
            state.priority = state.active  # 117.3b
            game.push("resolve")
            game.advance_stage(task, PriorityStage.STATE_CHECK)
            return
        state.priority = game.players_in_turn_order(player)[1] if living > 1 else player
        game.advance_stage(task, PriorityStage.DECIDE)
        return
    state.passes = 0
    casting.start_action(game, player, answer)
    game.advance_stage(task, PriorityStage.STATE_CHECK)  # 117.3c: the player who acted receives priority again


def _players_in_game(state: GameState) -> int:
    """The number of players who haven't left the game (800.4a)."""
    count = 0
    for p in state.players:
        if not p.lost:
            count += 1
    return count


class StateCheckStage(IntEnum):
    STATE_BASED_ACTIONS = 0  # 704.3: until none apply
    TRIGGERS = 1  # 117.5, 603.3b: triggered abilities are put on the stack


@procedure("state_check")
def state_check(game: Kernel, task: Task) -> None:
    """117.5 / 704.3: before a player receives priority, perform state-based actions until
    none apply, then put triggered abilities on the stack, and repeat."""
    if task.stage == StateCheckStage.STATE_BASED_ACTIONS:
        if sba.perform(game):
            game.checkpoint(task)
            return
        if game.state.over:
            game.finish(task)
            return
        triggers.check_state_triggers(game)
        game.advance_stage(task)
        return
    if put_triggers_on_stack(game):
        game.advance_stage(task, StateCheckStage.STATE_BASED_ACTIONS)
        return
    game.finish(task)


def put_triggers_on_stack(game: Kernel) -> bool:
    """603.3b: in APNAP order, each player puts their triggered abilities on the stack in the
    order they choose.  Targets are chosen now (603.3d); an ability with no legal targets is
    removed.  Returns True if it put (or removed) one."""
    state = game.state
    if not state.pending_triggers:
        return False
    for player in game.players_in_turn_order():
        mine = [t for t in state.pending_triggers if t.controller == player]
        if not mine:
            continue
        distinct: dict = {}
        for t in mine:
            distinct.setdefault((t.source_name, tuple(t.ability)), t)
        choices = list(distinct.values())
        if len(choices) > 1:
            options = [Option("trigger", f"{t.source_name}: {_ability_text(t)}", i) for i, t in enumerate(choices)]
            pick = choices[game.ask(player, "trigger_order", options, "choose the triggered ability to put on the stack next").value]
        else:
            pick = choices[0]
        ability = triggers.resolve_ability_ref(pick.ability)
        source_info = pick.source_lki
        chosen_modes: list[int] = []
        specs = ability.targets
        if getattr(ability, "modes", ()):  # 603.3c: the modes are chosen now; none legal: removed
            if not modes.can_choose(game, ability, pick.source, player, source_info):
                state.pending_triggers.remove(pick)
                game.emit({"type": "trigger_removed", "source": pick.source, "reason": "no legal modes"})
                return True
            chosen_modes = modes.choose(game, ability, pick.source, player, source_info)
            specs = modes.parts(ability, chosen_modes)[0]
        specs = bind_that_player(specs, pick.event)
        choosers: dict = {}
        chosen = targets.ask_targets(game, specs, pick.source, player, pick.source_name, source_info,
                                     choosers=choosers) if specs else []
        state.pending_triggers.remove(pick)
        if specs and any(not spec.up_to and spec.min_count > 0 and not chosen[i] for i, spec in enumerate(specs)):
            game.emit({"type": "trigger_removed", "source": pick.source, "reason": "no legal targets"})
            return True
        item = StackItem(id=game.new_id(), kind="triggered", controller=player, source=pick.source,
                         ability=tuple(pick.ability), targets=chosen, event=pick.event, source_lki=pick.source_lki,
                         modes=chosen_modes)
        if choosers:  # "of an opponent's choice": who chose (608.2b reads it again)
            item.paid[casting.TARGET_CHOOSERS] = choosers
        if pick.event and pick.event.get("x") is not None:
            item.x = pick.event["x"]
        elif pick.source in state.objects:
            item.x = state.objects[pick.source].x  # 107.3m
        state.stack.append(item)
        game.changed(Aspect.STACK_ITEMS)
        game.emit({"type": "trigger", "item": item.id, "source": pick.source, "controller": player,
                   "name": pick.source_name, "targets": chosen})
        casting.announce_targets(game, item)
        return True
    return False


def _ability_text(trigger) -> str:
    ability = triggers.resolve_ability_ref(trigger.ability)
    return getattr(ability, "text", "") or type(ability).__name__


class ResolveStage(IntEnum):
    TARGETS = 0  # 608.2b: the targets are checked; an illegal one isn't affected
    EFFECTS = 1  # 608.2c: the effects happen in order ("you may" asked first)
    DONE = 2  # 608.2n, 608.3: the spell or ability leaves the stack


@dataclass(slots=True)
class ResolveProgress(Progress):
    """608.2: the item resolving, its effect context (engine/context.py), the effect it is at,
    and whether its "you may" was asked (603.5)."""

    item: int | None = None
    ctx: dict = field(default_factory=dict)
    effect: int = 0
    asked_optional: bool = False


@procedure("resolve", progress=ResolveProgress)
def resolve(game: Kernel, task: Task) -> None:
    """608: resolve the top object of the stack."""
    state = game.state
    if task.stage == ResolveStage.TARGETS:
        item = state.stack[-1]
        progress = task.data
        progress.item = item.id
        ability, specs, effects = _resolution_parts(game, item)
        if specs:
            legal = _check_targets(game, item, specs)
            if all(not slot for slot in legal) and any(item.targets) and item.cast_method == characteristics.BESTOW:
                # 702.103e: its target illegal, it ceases to be bestowed and resolves as a creature spell
                item.cast_method = ""
                game.changed(Aspect.STACK, Aspect.STACK_ITEMS)
                ability, specs, effects = _resolution_parts(game, item)
                legal = []
            elif all(not slot for slot in legal) and any(item.targets):
                _fizzle(game, item)  # 608.2b: every target illegal: it doesn't resolve
                game.finish(task)
                return
        else:
            legal = []
        if item.kind == "triggered" and isinstance(ability, dsl.Triggered) and ability.condition is not None:
            ctx = Ctx(game, {"controller": item.controller, "source": item.source, "event": item.event, "targets": legal})
            if not queries.condition_holds(game, ability.condition, item.source, item.controller, ctx):  # 603.4
                zones.remove_stack_item(game, item)
                game.emit({"type": "trigger_no_effect", "item": item.id})
                game.finish(task)
                return
        progress.ctx = {"controller": item.controller, "source": item.source if item.kind != "spell" else item.obj,
                        "x": item.x, "event": item.event, "targets": legal, "orig_targets": [list(s) for s in item.targets],
                        "paid": item.paid, "ability": list(item.ability), "scratch": EffectProgress()}
        if item.kind != "spell":
            progress.ctx["item"] = item.id  # 701.27f: when the ability was put onto the stack
        progress.effect = 0
        progress.asked_optional = False
        game.emit({"type": "resolve_begin", "item": item.id})
        game.advance_stage(task)
        return
    progress = task.data
    item = next((i for i in state.stack if i.id == progress.item), None)
    if item is None:  # countered or removed while resolving
        game.finish(task)
        return
    ability, _specs, effects = _resolution_parts(game, item)
    ctx = Ctx(game, progress.ctx)
    if task.stage == ResolveStage.EFFECTS:
        if isinstance(ability, dsl.Triggered) and ability.optional and not progress.asked_optional:
            answer = game.ask(item.controller, "may", [Option("yes", "yes", True), Option("no", "no", False)],
                              f"{ability.text or 'triggered ability'}: do it?")
            progress.asked_optional = True
            if not answer.value:
                game.advance_stage(task, ResolveStage.DONE)
                return
            game.checkpoint(task)  # answered: the effects' questions start afresh
        while True:
            if zones.return_exiled_until_left(game):  # 610.3: right after the event, mid-resolution
                game.checkpoint(task)
            if progress.effect >= len(effects):
                break
            node = effects[progress.effect]
            ctx.data["effect_index"] = progress.effect
            if not run(game, ctx, node, task):
                game.checkpoint(task)
                return
            progress.effect += 1
            ctx.data["scratch"] = EffectProgress()
            game.checkpoint(task)
        game.advance_stage(task)
        return
    _finish_resolution(game, task, item)


def _resolution_parts(game: Kernel, item: StackItem):
    ability, specs, effects = _own_resolution_parts(game, item)
    if item.kind == "spell" and item.paid.get("spliced"):  # 702.47b: the spliced text after the spell's own
        more_specs, more_effects = casting.spliced_parts(item.paid["spliced"], len(specs))
        specs, effects = tuple(specs) + more_specs, tuple(effects) + more_effects
    if item.kind == "spell" and item.cast_method == awaken.AWAKEN:  # 702.113a: after its other instructions
        obj = game.state.objects[item.obj]
        more_specs, more_effects = awaken.awaken_parts(obj.card, obj.legacy, item.face, len(specs))
        specs, effects = tuple(specs) + more_specs, tuple(effects) + more_effects
    return ability, specs, effects


def _own_resolution_parts(game: Kernel, item: StackItem):
    if item.kind == "spell":
        chars = game.chars(item.obj)
        spell = next((a for a in chars.abilities if isinstance(a, dsl.SpellAbility)), None)
        if spell is None:
            specs = casting.aura_target_specs(chars)
            return None, specs, ()
        if spell.modes:
            specs, effects = modes.parts(spell, item.modes)
            return spell, specs, effects
        if item.cast_method == casting.OVERLOAD:  # 702.96a-b: its "each" text, without targets
            overloaded = next(a for a in chars.abilities if isinstance(a, dsl.OverloadedSpell))
            return spell, (), overloaded.spell.effects
        if item.cast_method == casting.FUSE:  # 702.102d: the left half's instructions, then the right's
            obj = game.state.objects[item.obj]
            specs, effects = casting.fused_parts(obj.card, obj.legacy)
            return spell, specs, effects
        return spell, spell.targets, spell.effects
    ability = casting.ability_for_item(item)
    if getattr(ability, "modes", ()):
        return (ability, *modes.parts(ability, item.modes))
    return ability, ability.targets, ability.effects


def _check_targets(game: Kernel, item: StackItem, specs) -> list:
    """608.2b: each target still legal?  Illegal ones are left out."""
    source = item.obj if item.kind == "spell" else item.source
    info = item.source_lki if item.kind != "spell" and (source is None or source not in game.state.objects) else None
    legal = []
    if item.kind == "triggered":
        specs = bind_that_player(tuple(specs), item.event)
    specs = targets.bind_choosers(tuple(specs), item.paid.get(casting.TARGET_CHOOSERS))
    for spec, slot in zip(specs, item.targets, strict=False):
        legal.append([t for t in slot if targets.is_legal(game, spec, t, source, item.controller, info)])
    return legal


def _fizzle(game: Kernel, item: StackItem) -> None:
    zones.remove_stack_item(game, item)
    game.emit({"type": "fizzle", "item": item.id, "obj": item.obj})
    if item.obj is not None:
        zones.move(game, item.obj, EXILE if item.cast_method in casting.EXILED_LEAVING_STACK else GRAVEYARD, cause="fizzle")


def _finish_resolution(game: Kernel, task: Task, item: StackItem) -> None:
    """608.2n / 608.3: an instant or sorcery goes to its owner's graveyard; a permanent spell
    becomes a permanent."""
    state = game.state
    if item.kind != "spell":
        if task.stage == ResolveStage.DONE:
            zones.remove_stack_item(game, item)
            game.emit({"type": "resolved", "item": item.id})
        game.finish(task)
        return
    obj = state.objects[item.obj]
    chars = game.chars(item.obj)
    if chars.is_permanent_card:
        face = obj.face
        if obj.face_down:  # 708.4: it becomes a face-down permanent
            plan = morph.face_down_entry_plan()
        else:
            plan = zones.etb_plan(game, obj.card, obj.legacy, face, item.controller, item.x, item.obj, attachment_given=True)
        plan["kicked"] = obj.kicked
        if "kicked with" in obj.chosen:  # 702.33d-e: which kicker costs were paid, kept by the permanent
            plan["chosen"] = {**plan.get("chosen", {}), "kicked with": obj.chosen["kicked with"]}
        method = "escape" if item.cast_method == GRANTED_ESCAPE else item.cast_method  # 702.138c: it escaped
        plan["cast_with"] = method if method in REMEMBERED_ALTERNATIVE_COSTS else ""
        zones.remove_stack_item(game, item)
        new = zones.put_onto_battlefield(game, item.obj, item.controller, plan, face=face, x=item.x, face_down=obj.face_down)
        state.objects[new].was_cast = True
        game.changed(Aspect.PERMANENTS)
        if item.cast_method == "dash":  # 702.109a: "it gains haste"
            state.effects.append(ContinuousEffect(
                id=game.new_id(), kind="grant", source=new, controller=item.controller, timestamp=game.new_timestamp(),
                affected=[new], params={"keywords": ["haste"]}, duration="permanent", began_turn_of=state.active))
            game.changed(Aspect.EFFECTS)
        if item.cast_method == "suspend" and "Creature" in chars.types:
            suspend.gains_haste(game, new, item.controller)  # 702.62a
        if "Aura" in chars.subtypes and item.targets and item.targets[0]:
            target = item.targets[0][0]
            if target[0] == "obj" and target[1] in state.objects:
                attach(game, new, target[1])
            elif target[0] == "player" and can_enchant_player(game, new, target[1]):
                attach_to_player(game, new, target[1])  # 303.4f: an Aura that enchants a player
        game.emit({"type": "resolved", "item": item.id, "obj": new})
    else:
        zones.remove_stack_item(game, item)
        if item.cast_method in casting.EXILED_LEAVING_STACK:
            dest = EXILE
        elif item.cast_method == "adventure":
            dest = EXILE
        elif item.paid.get("buyback"):
            dest = HAND  # 702.27a: the buyback cost was paid
        else:
            dest = GRAVEYARD
        rebounds = dest == GRAVEYARD and item.cast_from == HAND and chars.has("rebound")
        if rebounds:
            dest = EXILE  # 702.88a: "instead of putting it into your graveyard as it resolves, exile it"
        exiled_with = task.data.ctx.get(EXILED_WITH_SPELL) if isinstance(task.data.ctx, dict) else None
        if exiled_with is not None:  # "exile ~ and four cards named ~ from your graveyard": one event
            rebounds = False
            moved = zones.move_together(game, [(item.obj, EXILE, "exile"), *(
                (o, EXILE, "exile") for o in exiled_with
                if o in state.objects and state.objects[o].zone == GRAVEYARD)])
            new = moved[0] if moved and moved[0] is not None else item.obj
        else:
            new = zones.move(game, item.obj, dest, cause="resolved")
        if rebounds and state.objects[new].zone == EXILE:
            rebound.exiled(game, new)
        if item.cast_method == "adventure" and state.objects[new].zone == EXILE:
            # 715.3d: its controller exiles it and may cast it from exile.
            state.extra.setdefault("adventure_exiled", []).append([new, item.controller])
            game.changed(Aspect.PUBLIC)
        game.emit({"type": "resolved", "item": item.id, "obj": new})
    card_advantage.after_resolution(game, item)
    game.finish(task)


__all__ = ["priority", "resolve", "state_check", "BATTLEFIELD", "STACK"]
