"""State-based actions (704): checked as a group and repeated until none apply (704.3), and
the end of the game (104)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.caching import CACHING
from manastack.engine import keywords, morph, player_rules, sagas, zones
from manastack.engine.aspects import Aspect, Cache
from manastack.engine.aura_entering import can_enchant_object
from manastack.engine.characteristics import BESTOW
from manastack.engine.decision import Option
from manastack.engine.enchant import can_enchant_player, enchanted_player
from manastack.engine.state import BATTLEFIELD, STACK

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def can_attach(game: Kernel, what: int, to: int) -> bool:
    """701.3b: whether an effect can attach `what` (an Aura or Equipment) to `to`; if it can't,
    `what` doesn't move."""
    types = game.chars(what).subtypes
    if "Aura" in types:
        return _aura_legal(game, what, to)
    return "Equipment" in types and _equipment_legal(game, what, to)


def _aura_legal(game: Kernel, aura: int, target: int | None = None) -> bool:
    """303.4d / 704.5m: an Aura must be attached to an object its enchant ability allows."""
    target = game.state.objects[aura].attached_to if target is None else target
    player = enchanted_player(game, aura)
    if target is None and player is not None:  # 303.4: an Aura attached to a player
        return can_enchant_player(game, aura, player)
    if target is None:
        return False
    return can_enchant_object(game, aura, target, game.chars(aura).controller)


def _equipment_legal(game: Kernel, equipment: int, target: int | None = None) -> bool:
    """301.5c / 704.5n: Equipment must equip a creature on the battlefield, not itself, and
    not one with protection from a quality the Equipment has (702.16d)."""
    target = game.state.objects[equipment].attached_to if target is None else target
    if target == equipment or target not in game.state.objects or game.state.objects[target].zone != BATTLEFIELD:
        return False
    if "Creature" not in game.chars(target).types:
        return False
    return not keywords.protected_from_source(game, target, equipment)


def anything_to_do(game: Kernel) -> bool:
    """704.3, 610.3: whether a state-based action applies or a linked exiled card is due back."""
    return bool(_collect(game, ask=False)) or bool(zones.returns_due(game))


def _collect(game: Kernel, ask: bool) -> list[tuple]:
    """Every state-based action that applies now.  With `ask`, the legend rule's choice is
    asked first (nothing has changed yet)."""
    state = game.state
    actions: list[tuple] = []
    for p in state.players:
        if p.lost:
            continue
        if p.life <= 0 and not player_rules.has_rule(game, p.index, "no_loss_for_life"):
            actions.append(("lose", p.index, "life"))  # 704.5a
        elif p.drew_from_empty:
            actions.append(("lose", p.index, "empty library"))  # 704.5b
        elif p.poison >= 10:
            actions.append(("lose", p.index, "poison"))  # 704.5c
        elif p.conceded:
            actions.append(("lose", p.index, "concession"))  # 104.3a
    for oid in game.tokens():
        obj = state.objects[oid]
        if obj.zone != (STACK if obj.spell_copy else BATTLEFIELD):
            actions.append(("cease", oid))  # 704.5d; 704.5e: a copy of a spell off the stack
    legends: dict[tuple, list[int]] = {}
    permanents = game.permanents_chars()
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = permanents[oid]
        if "Legendary" in chars.supertypes:
            legends.setdefault((chars.controller, chars.name), []).append(oid)
        if "Creature" in chars.types and chars.toughness is not None:
            if chars.toughness <= 0:
                actions.append(("graveyard", oid))  # 704.5f
                continue
            # 704.5h: dealt damage by a source with deathtouch, marked or as -1/-1 counters (702.90c)
            if obj.damage >= chars.toughness or obj.deathtouch_damage:
                if not chars.has("indestructible"):
                    actions.append(("destroy", oid))  # 704.5g, 704.5h
                continue
        if "Planeswalker" in chars.types and obj.counters.get("loyalty", 0) <= 0:
            actions.append(("graveyard", oid))  # 704.5i
            continue
        if "Aura" in chars.subtypes and not _aura_legal(game, oid):
            # 702.103f: a bestowed Aura unattached or attached illegally becomes unattached and ceases to be bestowed
            actions.append(("unbestow", oid) if obj.cast_with == BESTOW else ("graveyard", oid))  # 704.5m
        elif "Equipment" in chars.subtypes and obj.attached_to is not None and not _equipment_legal(game, oid):
            actions.append(("unattach", oid))  # 704.5n
        elif obj.attached_to is not None and "Aura" not in chars.subtypes and "Equipment" not in chars.subtypes:
            actions.append(("unattach", oid))  # 704.5p
        if obj.counters.get("+1/+1", 0) and obj.counters.get("-1/-1", 0):
            actions.append(("annihilate", oid))  # 704.5q
    actions.extend(("sacrifice", oid) for oid in sagas.finished(game))  # 714.4
    for group in [g for g in legends.values() if len(g) > 1] if legends else ():  # 704.5j
        controller = game.chars(group[0]).controller
        if ask:
            options = [Option("keep", f"keep {game.chars(o).name} ({o})", o) for o in group]
            keep = game.ask(controller, "legend_rule", options, "legend rule: choose the one to keep").value
        else:
            keep = group[0]
        actions.extend(("graveyard", o) for o in group if o != keep)
    return actions


def unchanged_since_clean_check(game: Kernel) -> bool:
    """Whether nothing a state-based action looks at has changed since a check found none to
    perform (704.3: the check would find none again): none of the aspects it reads
    (`Cache.STATE_BASED`), and the permanents' characteristics as they were."""
    mark = game.sba_clean_at
    if mark is None or not CACHING:
        return False
    stamps = game.stamps
    if mark[0] != stamps[Cache.STATE_BASED]:
        return False
    if mark[1] == stamps[Cache.CHARACTERISTICS]:
        return True
    permanents = _permanents_characteristics(game)
    if permanents != mark[2]:
        return False
    game.sba_clean_at = (mark[0], stamps[Cache.CHARACTERISTICS], permanents)
    return True


def _mark_clean(game: Kernel) -> None:
    game.sba_clean_at = (game.stamps[Cache.STATE_BASED], game.stamps[Cache.CHARACTERISTICS],
                         _permanents_characteristics(game))


def _permanents_characteristics(game: Kernel) -> tuple:
    """The characteristics of the permanents, in battlefield order."""
    permanents = game.permanents_chars()
    return tuple([permanents[oid] for oid in game.state.battlefield])


def perform(game: Kernel) -> bool:
    """704.3: perform all applicable state-based actions at once.  Returns True if any were
    (the caller then checks again).  Cards exiled "until this leaves the battlefield" whose source
    left since the last check (in combat damage, as a cost) return first, on their own (610.3);
    the state-based actions are then checked afresh, so that a choice they need (the legend
    rule) is asked before anything else changes."""
    state = game.state
    if unchanged_since_clean_check(game):
        return False
    if zones.return_exiled_until_left(game):
        return True
    actions = _collect(game, ask=True)
    _forget_deathtouch(game)
    if not actions:
        if not sagas.waiting(game):  # 714.4 looks at the stack, which the clean mark doesn't follow
            _mark_clean(game)
        return False
    to_graveyard: list[tuple[int, str, str]] = []  # moved together: one event (603.10a)
    for action in actions:
        kind = action[0]
        if kind == "lose":
            player = state.players[action[1]]
            if not player.lost:
                player.lost = True
                game.changed(Aspect.PLAYERS)
                game.emit({"type": "lose", "player": action[1], "reason": action[2]})
        elif kind == "cease":
            obj = state.objects.pop(action[1], None)
            if obj is not None:
                zones.remove_from_zone(game, obj)
                game.emit({"type": "cease_to_exist", "obj": action[1]})
        elif kind in ("graveyard", "destroy"):
            if action[1] in state.objects and state.objects[action[1]].zone == BATTLEFIELD and \
                    action[1] not in [m[0] for m in to_graveyard]:
                to_graveyard.append((action[1], "graveyard", "sba" if kind == "graveyard" else "destroy"))
        elif kind == "unattach":
            if action[1] in state.objects:
                state.objects[action[1]].attached_to = None
                game.changed(Aspect.PERMANENTS)
                game.emit({"type": "unattach", "obj": action[1]})
        elif kind == "sacrifice":  # 714.4: its controller sacrifices it
            if action[1] in state.objects and state.objects[action[1]].zone == BATTLEFIELD:
                zones.sacrifice(game, action[1])
        elif kind == "unbestow":  # 702.103f: it becomes a creature (engine/characteristics.py)
            obj = state.objects[action[1]]
            obj.cast_with = ""
            if obj.attached_to is not None:
                obj.attached_to = None
                game.emit({"type": "unattach", "obj": action[1]})
            game.changed(Aspect.PERMANENTS)
        elif kind == "annihilate":
            obj = state.objects.get(action[1])
            if obj is not None:
                n = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
                obj.counters["+1/+1"] -= n
                obj.counters["-1/-1"] -= n
                game.changed(Aspect.PERMANENTS)
                game.emit({"type": "counters_removed", "obj": action[1], "count": n})
    zones.move_together(game, to_graveyard, by_effect=False)  # 704.5g: destruction not by an effect (122.1c)
    check_game_over(game)
    return True


def _forget_deathtouch(game: Kernel) -> None:
    """704.5h looks only at deathtouch damage dealt since the last check."""
    for oid in game.state.battlefield:
        game.state.objects[oid].deathtouch_damage = False
        game.changed(Aspect.DAMAGE)


def check_game_over(game: Kernel) -> None:
    """104.2a: a player still in the game when all opponents have left wins; 104.4a: if all
    players lose simultaneously, the game is a draw."""
    state = game.state
    for p in state.players:
        if p.conceded and not p.lost:
            p.lost = True
            game.changed(Aspect.PLAYERS)
            game.emit({"type": "lose", "player": p.index, "reason": "concession"})
    alive = [p for p in state.players if not p.lost]
    if len(alive) == 1:
        end_game(game, alive[0].index, reason="last player standing")
    elif not alive:
        end_game(game, None, reason="all players lost")


def end_game(game: Kernel, winner: int | None, reason: str) -> None:
    state = game.state
    if state.over:
        return
    state.over = True
    state.winner = winner
    game.changed(Aspect.PLAYERS)
    state.decision = None
    if winner is not None:
        state.players[winner].won = True
        game.changed(Aspect.PLAYERS)
    morph.reveal_face_down(game)  # 708.9
    game.emit({"type": "game_over", "winner": winner, "reason": reason})
