"""Copies of spells (707.10): put onto the stack by an effect ("Copy target instant or sorcery
spell") or by storm (702.40), never cast (so nothing that counts spells cast sees them), and
ceasing to exist once off the stack (704.5e, engine/sba.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import awaken, casting, modes, queries, targets, zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import SACRIFICED_THIS_WAY, Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.state import EXILE, STACK, StackItem, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def _original(game: Kernel, ctx: Ctx, node: dsl.CopySpell) -> dict | None:
    """The spell to copy as it is now, or (storm, 702.40a) as it was cast if it has left the
    stack: the copies are still made (707.10, last known information)."""
    if isinstance(node.what, dsl.Triggering):
        event = ctx.event or {}
        item = next((i for i in game.state.stack if i.id == event.get("item")), None)
        return casting.spell_copy_record(game, item) if item is not None else event.get("spell")
    for oid in ctx.resolve_objects(node.what):
        item = next((i for i in game.state.stack if i.obj == oid and i.kind == "spell"), None)
        if item is not None:
            return casting.spell_copy_record(game, item)
    return None


@handles(dsl.CopySpell)
def copy_spell(game: Kernel, ctx: Ctx, node: dsl.CopySpell, task: Task) -> bool:
    """707.10: put copies of a spell onto the stack, controlled (and owned, 707.10a) by this
    effect's controller; 707.10c: each may be given new targets.  One copy per call: its new
    targets are asked before it is made (engine/kernel.py), and the next call makes the next."""
    data = ctx.data.get("spell_copy")
    if data is None:
        record = _original(game, ctx, node)
        count = ((ctx.event or {}).get("copies", 0) if node.count else 1) if record is not None else 0
        copier = ctx.controller
        if node.by is not None:  # "they may copy this spell": that player chooses, and controls the copy
            copiers = ctx.resolve_players(node.by)
            copier = copiers[0] if copiers else None
            if copier is None or (count and not game.ask(copier, "may", [Option("yes", "copy it", True),
                                                                          Option("no", "don't copy it", False)],
                                                          "copy the spell?").value):
                count = 0
        data = ctx.data["spell_copy"] = {"record": record, "made": 0, "count": count, "copier": copier}
        if node.by is not None:
            game.checkpoint(task)  # answered: the copy's own questions (its new target) start afresh
    if data["made"] >= data["count"]:
        del ctx.data["spell_copy"]
        return True
    record = data["record"]
    copier = data.get("copier", ctx.controller)
    chosen = _choose_new_targets(game, copier, record) if node.new_targets else record["targets"]
    _put_copy(game, copier, record, chosen)
    data["made"] += 1
    return False  # the copy is on the stack: the next one's questions come after a checkpoint


def _put_copy(game: Kernel, player: int, record: dict, chosen: list) -> None:
    state = game.state
    oid = zones.create_object(game, record["card"], player, STACK, legacy=tuple(record["legacy"]), face=record["face"])
    obj = state.objects[oid]
    obj.spell_copy = True
    obj.kicked = record["kicked"]
    if record.get("kicked_with"):  # 702.33d-e, 707.10: which kicker costs were paid
        obj.chosen = {"kicked with": record["kicked_with"]}
    item = StackItem(id=game.new_id(), kind="spell", controller=player, obj=oid, x=record["x"],
                     modes=list(record["modes"]), targets=[[list(t) for t in slot] for slot in chosen],
                     cast_method=record["method"], face=record["face"])
    if record["spliced"]:
        item.paid["spliced"] = [list(entry) for entry in record["spliced"]]  # the spliced text is copied too
    state.stack.append(item)
    game.changed(Aspect.STACK, Aspect.STACK_ITEMS)
    game.emit({"type": "spell_copied", "player": player, "obj": oid, "item": item.id, "card": record["card"],
               "name": game.chars(oid).name})
    casting.announce_targets(game, item)


def _target_specs(record: dict) -> tuple:
    """The target slots of the spell a record describes: its own, then those of the text spliced
    onto it (702.47d)."""
    own = _own_target_specs(record)
    specs = tuple(own) + casting.spliced_parts(record["spliced"], len(own))[0] if record["spliced"] else own
    if record["method"] == awaken.AWAKEN:  # 702.113a: the land to awaken, after the others
        specs = tuple(specs) + awaken.awaken_parts(record["card"], tuple(record["legacy"]), record["face"], len(specs))[0]
    return specs


def _own_target_specs(record: dict) -> tuple:
    """The target slots of its fused halves (702.102d), its chosen modes (700.2) or its spell
    ability."""
    card, legacy = record["card"], tuple(record["legacy"])
    if record["method"] == casting.FUSE:
        return casting.fused_parts(card, legacy)[0]
    if record["method"] == casting.OVERLOAD:
        return ()
    face = card_def(card, legacy).faces[record["face"]]
    spell = next((a for a in face.abilities if isinstance(a, dsl.SpellAbility)), None)
    if spell is None:
        return ()
    return modes.parts(spell, record["modes"])[0] if spell.modes else spell.targets


def _choose_new_targets(game: Kernel, player: int, record: dict) -> list:
    """707.10c, 115.7: for each target the copy's controller keeps it (even an illegal one) or
    picks another target legal for that slot and not already chosen for it."""
    specs = _target_specs(record)
    source = record["obj"] if record["obj"] in game.state.objects else None
    name = card_def(record["card"], tuple(record["legacy"])).faces[record["face"]].name
    chosen: list[list] = []
    for index, slot in enumerate(record["targets"]):
        spec = specs[index] if index < len(specs) else None
        picks: list[list] = []
        for position, current in enumerate(slot):
            taken = {tuple(t) for t in picks} | {tuple(t) for t in slot[position + 1:]} | {tuple(current)}
            for other in spec.different_from if spec is not None else ():
                if other < len(chosen):
                    taken.update(tuple(t) for t in chosen[other])
            legal = [t for t in targets.candidates(game, spec, source, player) if tuple(t) not in taken] if spec else []
            options = [Option("keep", f"keep {targets.describe(game, tuple(current))}", tuple(current))]
            options += [Option("target", targets.describe(game, t), tuple(t)) for t in legal]
            answer = game.ask(player, "target", options, f"copy of {name}: keep or change a target", slot=index)
            picks.append(list(answer.value))
        chosen.append(picks)
    return chosen


__all__ = ["copy_spell"]


@handles(dsl.MaySacrificeOne)
def may_sacrifice_one(game: Kernel, ctx: Ctx, node: dsl.MaySacrificeOne, task: Task) -> bool:
    """701.21a, 608.2c: that player may sacrifice one permanent of theirs that matches; "if the
    player does" sees whether they did, and "that creature" is the one sacrificed (608.2h)."""
    ctx.data["done"] = False
    players = ctx.resolve_players(node.who)
    if not players:
        return True
    player = players[0]
    theirs = [o for o in game.state.battlefield if game.chars(o).controller == player
              and queries.matches(game, node.filter, o, ctx.source, ctx.controller)]
    if not theirs:
        return True
    options = [Option("object", f"sacrifice {game.chars(o).name}", o) for o in theirs]
    pick = game.ask(player, "may", options + [Option("no", "don't sacrifice", None)], "sacrifice a permanent?").value
    if pick is not None:
        ctx.data[SACRIFICED_THIS_WAY] = [pick]
        zones.sacrifice(game, pick)
        ctx.data["done"] = True
    return True


def cast_copy_of_card(game: Kernel, ctx: Ctx, card: int | None, label: str) -> bool:
    """707.12: "you may copy [the card] and you may cast the copy without paying its mana
    cost": the copy is made in the card's zone (exile) and cast at once, while the ability
    resolves (608.2g: timing ignored; an X in its cost is 0, 107.3).  One question stands for
    both "may"s: a copy not cast ceases to exist (704.5e) and nothing saw it.  A card no longer
    exiled (400.7) can't be copied.  Returns False while the cast is under way."""
    objects = game.state.objects
    if card is None or card not in objects or objects[card].zone != EXILE:
        return True
    scratch = ctx.scratch
    if scratch.started:
        return True
    name = game.chars(card).name
    answer = game.ask(ctx.controller, "may", [Option("yes", f"cast a copy of {name} without paying its mana cost", True),
                                              Option("no", "don't cast it", False)], f"{label}: cast a copy of {name}?")
    scratch.started = True
    if not answer.value:
        return True
    obj = objects[card]
    copy = zones.create_object(game, obj.card, ctx.controller, EXILE, legacy=obj.legacy)
    objects[copy].spell_copy = True
    if casting.can_cast_now_free(game, ctx.controller, copy):
        game.push("cast", player=ctx.controller, obj=copy, face=0, method="free", during_resolution=True)
    return False


@handles(dsl.CastCopyOf)
def _cast_copy_of(game: Kernel, ctx: Ctx, node: dsl.CastCopyOf, task: Task) -> bool:
    """707.12: "You may copy the exiled card. If you do, you may cast the copy without paying its
    mana cost." (Isochron Scepter; the exiled card: 607.2a, still there even if the ability's
    source has left the battlefield: the card's rulings)."""
    found = ctx.resolve_objects(node.what)
    return cast_copy_of_card(game, ctx, found[0] if found else None, "copy the exiled card")
