"""The context of a resolving spell or ability (608.2): its controller, source, targets, X and
the event that triggered it, kept as plain data in its task so that it saves and replays."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries
from manastack.engine.enchant import enchanted_player
from manastack.engine.state import EffectProgress

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


#: The permanents an instruction of the resolving ability sacrificed ("that creature", 608.2h).
SACRIFICED_THIS_WAY = "sacrificed_this_way"


class Ctx:
    """The resolving spell or ability's context, stored as plain data in its task."""

    def __init__(self, game: Kernel, data: dict) -> None:
        self.game = game
        self.data = data

    @property
    def controller(self) -> int:
        return self.data["controller"]

    @property
    def source(self) -> int | None:
        return self.data.get("source")

    @property
    def x(self) -> int:
        return self.data.get("x", 0)

    @property
    def event(self) -> dict | None:
        return self.data.get("event")

    @property
    def scratch(self) -> EffectProgress:
        """How far the current effect has got (it resumes there after a decision)."""
        scratch = self.data.get("scratch")
        if scratch is None:
            scratch = self.data["scratch"] = EffectProgress()
        return scratch

    def slot(self, index: int) -> list:
        """The targets chosen for target slot `index`; for a delayed triggered ability, which has
        none of its own, its creator's (603.7c: "destroy that creature at ...")."""
        targets = self.data.get("targets") or (self.event or {}).get("creator_targets", [])
        return targets[index] if index < len(targets) else []

    def follow_target(self, index: int, old: int, new: int) -> None:
        """400.7j: this effect moved the object target `old` of slot `index` to a public zone, where
        it is the new object `new`: the effect's later instructions ("that creature gains haste",
        a delayed "exile it") find it there.  `orig_targets` keeps what was targeted."""
        targets = self.data.get("targets") or []
        if index < len(targets):
            targets = list(targets)
            targets[index] = [["obj", new] if t[0] == "obj" and t[1] == old else t for t in targets[index]]
            self.data["targets"] = targets

    def resolve_objects(self, ref) -> list[int]:
        """Objects a reference names now (an object that changed zones is a new object, so a
        target that moved is gone: 400.7)."""
        game = self.game
        if isinstance(ref, dsl.Target):
            return [t[1] for t in self.slot(ref.index) if t[0] == "obj" and t[1] in game.state.objects]
        if isinstance(ref, dsl.Self):
            src = self.source
            return [src] if src is not None and src in game.state.objects else []
        if isinstance(ref, dsl.Triggering):
            event = self.event or {}
            oid = event.get("new") or event.get("obj")
            if event.get("type") == "target":
                oid = event.get("by_obj")
            elif event.get("type") == "damage":  # "whenever a creature deals damage ..., ... it": the source (120.2),
                oid = event["obj"] if "obj" in event else event.get("source")  # unless the trigger names the other creature
            return [oid] if oid is not None and oid in game.state.objects else []
        if isinstance(ref, dsl.Attached):
            src = self.source
            if src is None or src not in game.state.objects:
                return []
            att = game.state.objects[src].attached_to
            return [att] if att is not None and att in game.state.objects else []
        if isinstance(ref, dsl.Sacrificed):
            return []
        if isinstance(ref, dsl.TargetedPermanents):  # 400.7: those that left the battlefield are new objects
            return [o for o in (self.event or {}).get("affected", []) if o in game.state.objects
                    and game.state.objects[o].zone == "battlefield"]
        if isinstance(ref, dsl.ExiledThisWay):  # still exiled: a card that left is a new object (400.7)
            return [o for o in self.data.get("exiled_this_way", []) if o in game.state.objects
                    and game.state.objects[o].zone == "exile"]
        if isinstance(ref, dsl.ExiledWith):  # 607.2a: exiled with this object (400.7: by this object)
            linked_to = set(self.original_ids(dsl.Self()))
            return [o for o in game.state.exile if game.state.objects[o].linked_to in linked_to]
        if isinstance(ref, dsl.Each):
            players = None if ref.controlled_by is None else self.resolve_players(ref.controlled_by)
            return [o for o in game.state.battlefield
                    if (players is None or game.chars(o).controller in players)
                    and queries.matches(game, ref.filter, o, self.source, self.controller)]
        raise TypeError(f"unknown object reference {ref!r}")

    def original_ids(self, ref) -> list[int]:
        if isinstance(ref, dsl.Target):
            return [t[1] for t in self.data.get("orig_targets", [[]] * (ref.index + 1))[ref.index] if t[0] == "obj"]
        if isinstance(ref, dsl.Self) and self.source is not None:
            return [self.source]
        if isinstance(ref, dsl.Triggering) and self.event:
            if self.event.get("type") == "damage" and "obj" not in self.event:
                return [self.event["source"]] if self.event.get("source") is not None else []
            return [i for i in (self.event.get("obj"), self.event.get("new")) if i is not None]
        if isinstance(ref, dsl.Sacrificed):  # by the cost, else by an instruction of the ability (608.2h)
            sac = self.data.get("paid", {}).get("sacrificed")
            return [sac["id"]] if sac else self.data.get(SACRIFICED_THIS_WAY, [])[:1]
        return []

    def resolve_players(self, ref) -> list[int]:
        game = self.game
        if isinstance(ref, dsl.You):
            return [self.controller]
        if isinstance(ref, dsl.EachOpponent):
            return game.opponents(self.controller)
        if isinstance(ref, dsl.EachPlayer):
            return game.players_in_turn_order()
        if isinstance(ref, dsl.TargetPlayer):
            return [t[1] for t in self.slot(ref.index) if t[0] == "player"]
        if isinstance(ref, dsl.TriggeringPlayer):
            player = event_player(self.event)
            return [] if player is None else [player]
        if isinstance(ref, dsl.EnchantedPlayer):  # 303.4
            player = enchanted_player(game, self.source)
            return [] if player is None else [player]
        if isinstance(ref, dsl.OpponentsOf):  # 102.3
            them = self.resolve_players(ref.who)
            return [p for p in game.players_in_turn_order() if any(p in game.opponents(q) for q in them)]
        if isinstance(ref, dsl.PlayerOrControllerOf):  # a player target, or a permanent's controller
            players = [t[1] for t in self.slot(ref.ref.index) if t[0] == "player"] if isinstance(ref.ref, dsl.Target) else []
            return players or self.resolve_players(dsl.ControllerOf(ref.ref))
        if isinstance(ref, (dsl.ControllerOf, dsl.OwnerOf)):
            info = _info(game, self, ref.ref)
            if info is None:
                return []
            return [info["controller"] if isinstance(ref, dsl.ControllerOf) else info["owner"]]
        raise TypeError(f"unknown player reference {ref!r}")

    def value(self, value) -> int:
        return queries.evaluate(self.game, value, self.source, self.controller, self)


def event_player(event: dict | None) -> int | None:
    """The player a trigger event names ("that player", 603.2), or None."""
    event = event or {}
    if event.get("type") == "damage":  # "deals combat damage to a player": that player
        return event["target"][1] if event["target"][0] == "player" else None
    # "active": whose step began; "by_controller": who controls the spell or ability that targets (115.1)
    for key in ("player", "defender_player", "active", "by_controller"):
        if event.get(key) is not None:
            return event[key]
    return None


def bind_that_player(specs: tuple, event: dict | None) -> tuple:
    """603.3d, 608.2b: a triggered ability's targets "that player controls" name the player its
    event names: each such filter is bound to that player (or to none: then nothing matches)."""
    if not any(dsl.THAT_PLAYER in (spec.filter.controller, spec.relative_to, spec.chooser) for spec in specs):
        return specs
    player = event_player(event)
    bound = dsl.THAT_PLAYER if player is None else f"player:{player}"
    found = []
    for spec in specs:
        if spec.filter.controller == dsl.THAT_PLAYER:
            spec = replace(spec, filter=replace(spec.filter, controller=bound))
        if spec.relative_to == dsl.THAT_PLAYER:
            spec = replace(spec, relative_to=bound)
        if spec.chooser == dsl.THAT_PLAYER:
            spec = replace(spec, chooser=bound)
        found.append(spec)
    return tuple(found)


def _info(game: Kernel, ctx: Ctx, ref) -> dict | None:
    return queries.object_info(game, ref, ctx.source, ctx)
