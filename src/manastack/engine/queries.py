"""Questions about the game: does an object match a filter, what is a value, does a condition
hold.  Also last known information (608.2h, 603.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.mana_cost import ManaCost, parse_mana_cost
from manastack.cards.registry import card_cache
from manastack.engine.characteristics import base_characteristics, copiable_values
from manastack.engine.state import (
    ACTIVATIONS_THIS_TURN,
    BATTLEFIELD,
    GRAVEYARD,
    TO_GRAVEYARD_FROM_BATTLEFIELD,
    read_last_known,
)

#: 509.1h: the steps in which blockers have been declared: an attacker is blocked or unblocked.
BLOCKERS_DECLARED = frozenset({"declare_blockers", "combat_damage", "end_of_combat"})

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def matches(game: Kernel, flt: dsl.Filter, oid: int, source: int | None, controller: int, chars=None) -> bool:
    """Whether object `oid` fits `flt`, seen from `source` controlled by `controller`."""
    obj = game.state.objects.get(oid)
    if obj is None:
        return False
    c = chars if chars is not None else game.chars(oid)
    if flt.types and not c.types.issuperset(flt.types):
        return False
    if flt.any_types and c.types.isdisjoint(flt.any_types):
        return False
    if flt.not_types and not c.types.isdisjoint(flt.not_types):
        return False
    if flt.subtypes and c.subtypes.isdisjoint(flt.subtypes):
        return False
    if flt.not_subtypes and not c.subtypes.isdisjoint(flt.not_subtypes):
        return False
    if flt.supertypes and not c.supertypes.issuperset(flt.supertypes):
        return False
    if flt.not_supertypes and not c.supertypes.isdisjoint(flt.not_supertypes):
        return False
    if flt.colors and c.colors.isdisjoint(flt.colors):
        return False
    if flt.not_colors and not c.colors.isdisjoint(flt.not_colors):
        return False
    if flt.multicolored is not None and (len(c.colors) > 1) != flt.multicolored:
        return False
    if flt.monocolored is not None and (len(c.colors) == 1) != flt.monocolored:
        return False
    if flt.colorless is not None and (not c.colors) != flt.colorless:  # 105.2c
        return False
    if flt.mana_value_is is not None and c.mana_value != evaluate(game, flt.mana_value_is, source, controller):
        return False  # 202.3
    if (flt.chosen_color or flt.chosen_type) and not _fits_choice(game, flt, c, source):
        return False
    holder = c.controller if obj.zone == BATTLEFIELD or obj.zone == "stack" else obj.owner
    if flt.controller == "you" and holder != controller:
        return False
    if flt.controller == "opponent" and holder == controller:
        return False
    if flt.controller == "defending" and holder != defending_player_of(game, source):
        return False
    if flt.controller is not None and flt.controller.startswith("player:") and holder != int(flt.controller[7:]):
        return False  # a triggered ability's "that player controls", bound to the player (603.3d)
    if flt.controller == dsl.THAT_PLAYER:
        return False
    if flt.controller == dsl.CHOOSER and holder == controller:  # unbound: some opponent who may choose it
        return False
    if flt.owner == "you" and obj.owner != controller:
        return False
    if flt.other and oid == source:
        return False
    if flt.mana_value_ge is not None and c.mana_value < flt.mana_value_ge:
        return False
    if flt.mana_value_le is not None and c.mana_value > flt.mana_value_le:
        return False
    if flt.mana_cost_in and (c.mana_cost is None or c.mana_cost not in mana_costs(flt.mana_cost_in)):
        return False  # 202.1: the mana cost itself
    if flt.power_ge is not None and (c.power is None or c.power < flt.power_ge):
        return False
    if flt.power_le is not None and (c.power is None or c.power > flt.power_le):
        return False
    if flt.toughness_ge is not None and (c.toughness is None or c.toughness < flt.toughness_ge):
        return False
    if flt.toughness_le is not None and (c.toughness is None or c.toughness > flt.toughness_le):
        return False
    if flt.total_pt_le is not None and (c.power is None or c.power + c.toughness > flt.total_pt_le):
        return False
    combat = game.state.combat
    if flt.attacking and (combat is None or oid not in combat.attackers):
        return False
    if flt.attacking_or_blocking and (combat is None or (oid not in combat.attackers and oid not in combat.blockers)):
        return False
    if flt.blocking and (combat is None or oid not in combat.blockers):  # 509.1g
        return False
    if flt.blocked is not None and (combat is None or oid not in combat.attackers
                                    or (oid in combat.blocked) != flt.blocked
                                    or game.step() not in BLOCKERS_DECLARED):  # 509.1h
        return False
    if flt.attacked_this_turn and oid not in game.state.extra.get("attacked_this_turn", ()):
        return False
    if flt.from_battlefield_this_turn and oid not in game.state.extra.get(TO_GRAVEYARD_FROM_BATTLEFIELD, ()):
        return False
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return False
    if flt.name is not None and c.name != flt.name and flt.name not in c.name.split(" // "):  # 709.4a: either name
        return False
    if flt.basic and "Basic" not in c.supertypes:
        return False
    if flt.token is not None and is_token(game, oid, c) != flt.token:
        return False
    if flt.without_keywords and any(has_keyword(c, kw) for kw in flt.without_keywords):
        return False
    if flt.any_keywords and not any(has_keyword(c, kw) for kw in flt.any_keywords):
        return False
    if flt.keywords and not all(has_keyword(c, kw) for kw in flt.keywords):
        return False
    if flt.power_less_than_source and not _less_power_than(game, c.power, source):
        return False
    if (flt.blocked_by_source or flt.blocking_source) and not _in_combat_with_source(game, flt, oid, source):
        return False
    if flt.nonmana_activated and all(ability.mana for _index, ability, _ref in c.table.activated):
        return False  # 602.1, 605.1a: no activated ability but mana abilities
    if flt.single_target and sum(len(slot) for item in game.state.stack if item.obj == oid
                                 for slot in item.targets) != 1:
        return False  # 115.7: a spell with a single target
    return True


def defending_player_of(game: Kernel, source: int | None) -> int | None:
    """506.2: the player the attacking `source` attacks, or who controls the planeswalker it
    attacks (its last known controller if it has left); None if `source` isn't attacking."""
    combat = game.state.combat
    if combat is None or source not in combat.attackers:
        return None
    kind, which = combat.attackers[source]
    if kind == "player":
        return which
    if which in game.state.objects and game.state.objects[which].zone == BATTLEFIELD:
        return game.chars(which).controller
    known = lki(game, which)
    return known["controller"] if known else None


def _in_combat_with_source(game: Kernel, flt: dsl.Filter, oid: int, source: int | None) -> bool:
    """509.1: whether `oid` is blocked by the source ("creature it's blocking") or blocks it
    ("creature blocking it"): in this combat, or as the source last existed on the battlefield
    (608.2h: its last known information records whom it blocked)."""
    if source is None:
        return False
    combat = game.state.combat
    if source in game.state.objects and game.state.objects[source].zone == BATTLEFIELD:
        if combat is None:
            return False
        pairs = combat.blockers if flt.blocked_by_source else combat.blocked_by
        return oid in pairs.get(source, [])
    info = lki(game, source) or {}
    return oid in info.get("blocking" if flt.blocked_by_source else "blocked_by", [])


def _less_power_than(game: Kernel, power: int | None, source: int | None) -> bool:
    """702.134a: whether `power` is less than the source's power (its last known power if it
    has left the battlefield, 608.2h)."""
    if power is None or source is None:
        return False
    obj = game.state.objects.get(source)
    if obj is not None and obj.zone == BATTLEFIELD:
        theirs = game.chars(source).power
    else:
        known = lki(game, source)
        theirs = known.get("power") if known else None
    return theirs is not None and power < theirs


def has_keyword(chars, keyword: str) -> bool:
    """Whether the characteristics include a keyword ability, including one granted while
    layer 6 is still being applied (613.8: an effect that applies to "creatures with flying"
    depends on one that grants flying): the index is renewed with each ability gained."""
    return keyword in chars.keywords


def static_effects(game: Kernel, kind: type) -> list[tuple[int, int, object]]:
    """(permanent, its controller, effect) for each static ability on the battlefield whose
    effect is of this kind; cached with the permanents' abilities (`Kernel.derived`)."""
    return game.derived("statics", _index_by_kind, game, "statics").get(kind, [])


def replacement_effects(game: Kernel, kind: type) -> list[tuple[int, int, object]]:
    """(permanent, its controller, effect) for each replacement effect of a permanent's static
    ability (614.1) whose effect is of this kind; cached with the permanents' abilities (`Kernel.derived`)."""
    return game.derived("replacements", _index_by_kind, game, "replacements").get(kind, [])


def _index_by_kind(game: Kernel, table_part: str) -> dict[type, list[tuple[int, int, object]]]:
    """The permanents' static or replacement effects by kind (each effect's class and its base
    classes), in battlefield order."""
    index: dict[type, list[tuple[int, int, object]]] = {}
    permanents = game.permanents_chars()
    for oid in game.state.battlefield:
        chars = permanents[oid]
        for kind, effects in getattr(chars.table, table_part).items():
            index.setdefault(kind, []).extend((oid, chars.controller, effect) for effect in effects)
    for oid in game.state.command:  # 114.4: an emblem's abilities function in the command zone
        chars = emblem_characteristics(game, oid)
        for kind, effects in getattr(chars.table, table_part).items():
            index.setdefault(kind, []).extend((oid, chars.controller, effect) for effect in effects)
    return index


def emblem_characteristics(game: Kernel, oid: int):
    """114.3: an emblem's characteristics are its abilities only, and no effect changes them:
    read from its definition (never from the layers, which read the emblems' abilities)."""
    return base_characteristics(game.state, game.state.objects[oid])


def lki_snapshot(game: Kernel, oid: int) -> dict:
    """Last known information about an object (608.2h): what it was just before it left."""

    obj = game.state.objects[oid]
    c = game.chars(oid)
    # 707.2, 603.10a: a copy's abilities are those of what it copies, so "card", "legacy" and
    # "face" name the copiable values (a Clone that copied Blood Petal Celebrant looks back
    # at Blood Petal Celebrant's abilities when it dies); "printed_card" is the card itself.
    cv = copiable_values(game.state, obj)
    return {
        "id": oid,
        "card": cv.card,
        "printed_card": obj.card,
        "legacy": list(cv.legacy),
        "name": c.name,
        "controller": c.controller if obj.zone == BATTLEFIELD else obj.owner,
        "owner": obj.owner,
        "zone": obj.zone,
        "types": sorted(c.types),
        "subtypes": sorted(c.subtypes),
        "supertypes": sorted(c.supertypes),
        "colors": sorted(c.colors),
        "power": c.power,
        "toughness": c.toughness,
        "mana_value": c.mana_value,
        "counters": dict(obj.counters),
        "token": is_token(game, oid, c),
        "face": cv.face,
        "keywords": sorted(c.keywords),
        "kicked": obj.kicked,  # 702.33d
        "cast_with": obj.cast_with,  # 702.74a, 702.109a
        **({"chosen": dict(obj.chosen)} if obj.chosen else {}),  # 614.12c, 702.104b: what it chose as it entered
    }


def pair_members(game: Kernel, oid: int) -> tuple[int, ...]:
    """702.95a: `oid` and the creature paired with it (state.extra["paired"], kept valid by
    engine/soulbond.py), or () if it isn't paired."""
    for a, b, _controller in game.state.extra.get("paired", ()):
        if oid in (a, b):
            return (a, b)
    return ()


def _can_pair(game: Kernel, condition: dsl.CanPair, source: int | None, controller: int, ctx) -> bool:
    paired = {oid for pair in game.state.extra.get("paired", ()) for oid in pair[:2]}

    def unpaired_creature(oid) -> bool:
        return (oid is not None and oid in game.state.objects and game.state.objects[oid].zone == BATTLEFIELD
                and oid not in paired and "Creature" in game.chars(oid).types and game.chars(oid).controller == controller)

    if not unpaired_creature(source):
        return False
    if condition.with_entering:
        other = (ctx.event or {}).get("new") if ctx is not None else None
        return other != source and unpaired_creature(other)
    return any(oid != source and unpaired_creature(oid) for oid in game.state.battlefield)


def lki(game: Kernel, oid: int) -> dict | None:
    """The last known information of an object that left its zone (608.2h), if recorded: a fresh dict."""
    return read_last_known(game.state.extra.get("lki", {}).get(oid))


def evaluate(game: Kernel, value, source: int | None, controller: int, ctx=None) -> int:
    """The number a Value stands for now."""
    if isinstance(value, int):
        return value
    if isinstance(value, dsl.X):
        return ctx.x if ctx is not None else 0
    if isinstance(value, dsl.Times):
        return evaluate(game, value.value, source, controller, ctx) * value.factor
    if isinstance(value, dsl.CardTypesInGraveyards):
        seen: set[str] = set()
        for player in game.state.players:
            if not value.yours or player.index == controller:
                seen |= game.zone_scan(_card_types_among, tuple(player.graveyard))
        return len(seen) + value.plus
    if isinstance(value, dsl.CardsIn):
        return len(game.state.player_zone(controller, value.zone))
    if isinstance(value, dsl.CardsDiscardedThisTurn):
        return game.state.players[controller].cards_discarded_this_turn
    if isinstance(value, dsl.CardsOfTypeIn):  # a card in a graveyard has its printed card types
        return sum(1 for oid in game.state.player_zone(controller, value.zone)
                   if not game.chars(oid).types.isdisjoint(value.any_types))
    if isinstance(value, dsl.OpponentCount):  # 102.2
        return len(game.opponents(controller))
    if isinstance(value, dsl.Sum):
        return sum(evaluate(game, part, source, controller, ctx) for part in value.parts)
    if isinstance(value, dsl.Minus):  # 107.1b: a negative result is zero
        return max(0, evaluate(game, value.value, source, controller, ctx) - value.amount)
    if isinstance(value, dsl.CardsInHandOf):  # 402.3
        players = ctx.resolve_players(value.who) if ctx is not None else []
        return sum(len(game.state.players[p].hand) for p in players)
    if isinstance(value, dsl.CardsMatching):  # 404.1: cards in your graveyard (or in every player's) of a kind
        players = [p.index for p in game.state.players] if value.every_player else [controller]
        return sum(1 for player in players for oid in game.state.player_zone(player, value.zone)
                   if matches(game, value.filter, oid, source, controller))
    if isinstance(value, dsl.LifeTotal):
        return game.state.players[controller].life
    if isinstance(value, dsl.TaxPaid):
        event = (ctx.event if ctx is not None else None) or {}
        shares = [s for s in event.get("tax_sources", []) if s.get("controller") == controller]
        if shares and all("mana" in s for s in shares):
            return sum(s["mana"] for s in shares)
        return event.get("amount", 0) if shares else 0
    if isinstance(value, dsl.SpellsCastThisTurn):
        return game.state.players[controller].spells_cast_this_turn
    if isinstance(value, dsl.ReturnedToHandThisWay):
        return ctx.data.get("returned_to_hand", 0) if ctx is not None else 0
    if isinstance(value, dsl.NamedInGraveyards):  # 201.2: its own name, printed on the cards counted
        info = object_info(game, dsl.Self(), source, ctx) if source is not None else None
        name = info["name"] if info else None
        return sum(1 for p in game.state.players for oid in p.graveyard
                   if base_characteristics(game.state, game.state.objects[oid]).name == name)
    if isinstance(value, dsl.ColorsSpent):  # converge: as the spell resolves from the stack
        item = next((i for i in game.state.stack if i.kind == "spell" and i.obj == source), None)
        return len(set(item.paid.get("mana_spent", ())) & set("WUBRG")) if item is not None else 0
    if isinstance(value, dsl.ValueIf):
        chosen = value.then if condition_holds(game, value.condition, source, controller, ctx) else value.otherwise
        return evaluate(game, chosen, source, controller, ctx)
    if isinstance(value, dsl.Difference):  # 107.1b
        return max(0, evaluate(game, value.first, source, controller, ctx) - evaluate(game, value.second, source, controller, ctx))
    if isinstance(value, dsl.CardsInHandOf):
        players = ctx.resolve_players(value.who) if ctx is not None else []
        return sum(len(game.state.players[p].hand) for p in players)
    if isinstance(value, dsl.DestroyedThisWay):
        destroyed = ctx.data.get("destroyed_this_way", []) if ctx is not None else []
        return sum(1 for types in destroyed if not value.types or not set(types).isdisjoint(value.types))
    if isinstance(value, dsl.CountOf):
        return sum(1 for oid in game.state.battlefield if matches(game, value.filter, oid, source, controller))
    if isinstance(value, dsl.GreatestAmong):  # 202.3, 208.1: of the permanents that match; none: 0
        found = [_characteristic(game.chars(oid), value.characteristic)
                 for oid in game.state.battlefield if matches(game, value.filter, oid, source, controller)]
        return max(found, default=0)
    if isinstance(value, dsl.DieResult):  # 706.2: the result of this resolution's last roll
        return ctx.data.get("die_result", 0) if ctx is not None else 0
    if isinstance(value, dsl.Devotion):
        return sum(devotion_symbols(game.chars(oid).mana_cost, value.colors)
                   for oid in game.state.battlefield if game.chars(oid).controller == controller)
    if isinstance(value, dsl.BasicLandTypesAmong):  # 205.3i
        return len({subtype for oid in game.state.battlefield if matches(game, value.filter, oid, source, controller)
                    for subtype in game.chars(oid).subtypes if subtype in dsl.BASIC_LAND_TYPES})
    if isinstance(value, dsl.OpponentsAttacked):  # 702.121a
        combat = game.state.combat
        attacked = {d[1] for d in combat.attackers.values() if d[0] == "player"} if combat is not None else set()
        return len(attacked & set(game.opponents(controller)))
    if isinstance(value, dsl.CreaturesBlocking):  # 509.1h: the creatures blocking it now
        combat = game.state.combat
        return 0 if combat is None else sum(1 for b in combat.blocked_by.get(source, []) if b in game.state.objects)
    if isinstance(value, dsl.EventAmount):  # "that much": the triggering event's (120.3)
        return ((ctx.event if ctx is not None else None) or {}).get("amount", 0)
    if isinstance(value, dsl.CountersOn):  # 122.1: counters are on the object, not among its characteristics
        ids = ctx.resolve_objects(value.ref) if ctx is not None else ([source] if source is not None else [])
        here = next((oid for oid in ids if oid in game.state.objects), None)
        if here is not None:  # (a characteristic-defining ability counting them mustn't compute the characteristics)
            return game.state.objects[here].counters.get(value.kind, 0)
    if isinstance(value, (dsl.PowerOf, dsl.ToughnessOf, dsl.ManaValueOf, dsl.CountersOn)):
        info = object_info(game, value.ref, source, ctx)
        if info is None:
            return 0
        if isinstance(value, dsl.PowerOf):
            return max(0, info["power"] or 0) if isinstance(info["power"], int) else 0
        if isinstance(value, dsl.ToughnessOf):
            return info["toughness"] or 0
        if isinstance(value, dsl.ManaValueOf):
            return info["mana_value"]
        return info["counters"].get(value.kind, 0)
    if isinstance(value, dsl.CardsInHandOf):  # 402.1: counted as the effect resolves (608.2h)
        players = ctx.resolve_players(value.who) if ctx is not None else []
        return sum(len(game.state.players[p].hand) for p in players)
    raise TypeError(f"cannot evaluate {value!r}")


def _characteristic(chars, name: str) -> int:
    """A permanent's mana value, power or toughness as a number (107.2: none counts as 0)."""
    number = {"mana value": chars.mana_value, "power": chars.power, "toughness": chars.toughness}[name]
    return number if isinstance(number, int) else 0


def devotion_symbols(cost, colors: tuple[str, ...]) -> int:
    """700.5: the mana symbols of a mana cost that count toward devotion to `colors`: a colored
    symbol of one of them, a hybrid or Phyrexian symbol with one of them among its colors
    (700.5a: a symbol counts once); generic, colorless and {X} symbols never."""
    if cost is None:
        return 0
    plain = sum(n for symbol, n in cost.colored if symbol in colors)
    return plain + sum(1 for symbol in cost.hybrid if any(part in colors for part in symbol.split("/")))


def is_token(game: Kernel, oid: int, chars=None) -> bool:
    """111.1: whether the object is a token: one created as a token, or a creature permanent
    while an ability says "All creatures are tokens" (Intangible Vibes)."""
    obj = game.state.objects[oid]
    if obj.token:
        return True
    if obj.zone != BATTLEFIELD or not static_effects(game, dsl.CreaturesAreTokens):
        return False
    return "Creature" in (chars if chars is not None else game.chars(oid)).types


def _card_types_among(game: Kernel, ids: tuple[int, ...]) -> frozenset[str]:
    """The card types among the cards with these ids in a graveyard: "among cards", so not
    tokens (111.6); a card in a graveyard has its printed characteristics."""

    types: set[str] = set()
    for oid in ids:
        obj = game.state.objects[oid]
        if not obj.token:
            types |= base_characteristics(game.state, obj).types
    return frozenset(types)


def _fits_choice(game: Kernel, flt: dsl.Filter, chars, source: int | None) -> bool:
    """614.12c: "of the chosen color" / "of the chosen type": what `source` chose as it entered
    (nothing fits a choice that was never made)."""
    chosen = game.state.objects[source].chosen if source in game.state.objects else {}
    if flt.chosen_color and chosen.get("color") not in chars.colors:
        return False
    return not flt.chosen_type or chosen.get("creature type") in chars.subtypes


def object_info(game: Kernel, ref, source: int | None, ctx=None) -> dict | None:
    """Current information about a referenced object, or its last known information."""
    ids = ctx.resolve_objects(ref) if ctx is not None else ([source] if source is not None else [])
    for oid in ids:
        if oid in game.state.objects:
            return lki_snapshot(game, oid)
        known = lki(game, oid)
        if known is not None:
            return known
    if ctx is not None:
        for oid in ctx.original_ids(ref):
            known = lki(game, oid)
            if known is not None:
                return known
    return None


MANA_AMOUNT = "mana_amount"  # StackItem.paid: how much mana was spent to cast the spell (601.2h)


def condition_holds(game: Kernel, condition, source: int | None, controller: int, ctx=None) -> bool:
    if isinstance(condition, dsl.DuringYourTurn):
        return game.state.active == controller
    if isinstance(condition, dsl.SelfAttacking):
        combat = game.state.combat
        return combat is not None and source in combat.attackers
    if isinstance(condition, dsl.YouControl):
        count = sum(1 for oid in game.state.battlefield
                    if game.chars(oid).controller == controller and matches(game, condition.filter, oid, source, controller))
        return count >= condition.at_least
    if isinstance(condition, dsl.OpponentLostLifeThisTurn):
        return any(game.state.players[p].life_lost_this_turn > 0 for p in game.opponents(controller))
    if isinstance(condition, dsl.Kicked):  # 702.33d-e: of this object, or as it last existed
        if source is not None and source in game.state.objects:
            return game.state.objects[source].kicked > 0
        return bool(source is not None and (lki(game, source) or {}).get("kicked"))
    if isinstance(condition, dsl.FirstSpellThisGame):  # as it is cast (601.2i counts it only once cast)
        return game.state.players[controller].spells_cast_this_game == 0
    if isinstance(condition, dsl.CastWithoutSorceryTiming):  # 307.5a: remembered like an alternative cost
        return condition_holds(game, dsl.AlternativeCostPaid("flash_sacrifice"), source, controller, ctx)
    if isinstance(condition, dsl.AlternativeCostPaid):  # 702.74a, 702.109a
        if source is not None and source in game.state.objects:
            return game.state.objects[source].cast_with == condition.keyword
        return bool(source is not None and (lki(game, source) or {}).get("cast_with") == condition.keyword)
    if isinstance(condition, dsl.AlternativeCostNotPaid):  # 702.138c: "unless it escaped"
        return not condition_holds(game, dsl.AlternativeCostPaid(condition.keyword), source, controller, ctx)
    if isinstance(condition, dsl.CameUnderControlSinceLastUpkeep):  # 702.30a
        if source is None or source not in game.state.objects:
            return False
        return game.state.objects[source].control_since >= game.state.players[controller].previous_turn_serial
    if isinstance(condition, dsl.SameManaValueAsRevealed):  # 202.3, 701.20a
        revealed = ctx.data.get("revealed_top") if ctx is not None else None
        info = object_info(game, condition.what, source, ctx)
        if revealed not in game.state.objects or info is None:
            return False
        return game.chars(revealed).mana_value == info["mana_value"]
    if isinstance(condition, dsl.SourceTapped):  # 110.5
        obj = game.state.objects.get(source) if source is not None else None
        return obj is not None and obj.zone == BATTLEFIELD and obj.tapped == condition.tapped
    if isinstance(condition, dsl.AtLeast):
        found = evaluate(game, condition.value, source, controller, ctx)
        return found <= condition.amount if condition.at_most else found >= condition.amount
    if isinstance(condition, dsl.IsMonarch):  # 725
        return any(p.monarch for p in game.state.players
                   if (p.index == controller) == (condition.who == "you") and not p.lost)
    if isinstance(condition, dsl.KickedWith):  # 702.33d-e: the kicker costs paid, of this object or as it last existed
        if source is not None and source in game.state.objects:
            chosen = game.state.objects[source].chosen
        else:
            chosen = (lki(game, source) or {}).get("chosen", {}) if source is not None else {}
        return condition.cost in chosen.get("kicked with", "").split("|")
    if isinstance(condition, dsl.CanPair):  # 702.95a: unpaired creatures you control (state.extra["paired"])
        return _can_pair(game, condition, source, controller, ctx)
    if isinstance(condition, dsl.TributeNotPaid):  # 702.104b: of this object, or as it last existed
        if source is not None and source in game.state.objects and game.state.objects[source].zone == BATTLEFIELD:
            return game.state.objects[source].chosen.get("tribute") == "not paid"
        return bool(source is not None and (lki(game, source) or {}).get("chosen", {}).get("tribute") == "not paid")
    if isinstance(condition, dsl.IsMonstrous):  # 701.37b
        return source is not None and source in game.state.extra.get("monstrous", ())
    if isinstance(condition, dsl.HasCitysBlessing):  # 702.131c
        return game.state.players[controller].city_blessing != condition.negated
    if isinstance(condition, dsl.ControlsGreatestPower):
        creatures = [game.chars(o) for o in game.state.battlefield if "Creature" in game.chars(o).types]
        most = max((c.power or 0 for c in creatures), default=None)
        return most is not None and any(c.controller == controller and (c.power or 0) == most for c in creatures)
    if isinstance(condition, dsl.NoMoreThan):
        return evaluate(game, condition.value, source, controller, ctx) <= evaluate(game, condition.limit, source, controller, ctx)
    if isinstance(condition, dsl.TriggeringWasCreature):
        event = ctx.event if ctx is not None else None
        return bool(event and "Creature" in event.get("lki", {}).get("types", []))
    if isinstance(condition, dsl.ActivatedThisTurn):  # the resolving ability's activations (casting.py records them)
        return _activations_this_turn(game, source, ctx) >= condition.times
    if isinstance(condition, dsl.LastKnownMatches):  # 608.2h: as it last existed
        info = object_info(game, condition.what, source, ctx)
        return info is not None and set(condition.filter.types) <= set(info["types"]) \
            and set(condition.filter.subtypes) <= set(info["subtypes"])
    if isinstance(condition, dsl.ObjectMatches):  # checked as the effect happens (608.2c)
        found = ctx.resolve_objects(condition.what) if ctx is not None else []
        return any(matches(game, condition.filter, oid, source, controller) for oid in found)
    if isinstance(condition, dsl.HasAbilityOtherThanKeywords):  # 113.1, 702: checked as the effect happens
        found = ctx.resolve_objects(condition.what) if ctx is not None else []
        return any(not isinstance(a, dsl.Keyword) for oid in found if oid in game.state.objects
                   for a in game.chars(oid).abilities)
    if isinstance(condition, dsl.LevelCounters):  # 711.2a-b
        obj = game.state.objects.get(source) if source is not None else None
        level = obj.counters.get("level", 0) if obj is not None else 0
        return level >= condition.least and (condition.most is None or level <= condition.most)
    if isinstance(condition, dsl.SameColors):  # 105.2, 608.2b
        chosen = (ctx.data.get("orig_targets") or []) if ctx is not None else []
        slot = chosen[condition.what.index] if condition.what.index < len(chosen) else []
        colors = []
        for target in slot:
            if target[0] != "obj":
                continue
            if target[1] in game.state.objects:
                colors.append(frozenset(game.chars(target[1]).colors))
            else:
                known = lki(game, target[1])
                colors.append(frozenset(known["colors"]) if known else frozenset())
        return len(set(colors)) <= 1
    if isinstance(condition, dsl.NoManaSpentToCast):  # 601.2h: the spell a cast trigger saw
        event = ctx.event if ctx is not None else None
        item = next((i for i in game.state.stack if event and i.id == event.get("item")), None)
        return item is not None and item.paid.get(MANA_AMOUNT, 0) == 0
    if isinstance(condition, dsl.WasStartingPlayer):  # 103.1
        return (game.state.starting_player == controller) != condition.negated
    if isinstance(condition, dsl.AttackedYouLastTurn):
        players = ctx.resolve_players(condition.who) if ctx is not None else []
        return any(controller in game.state.players[p].players_attacked_last_turn for p in players)
    if isinstance(condition, dsl.OpponentCastThisTurn):  # 601.2i: cast, resolved or not
        return any(sum(1 for colors in game.state.players[p].spell_colors_this_turn
                       if not condition.colors or set(colors) & set(condition.colors)) >= condition.least
                   for p in game.opponents(controller))
    if isinstance(condition, dsl.SpellsCastLastTurn):  # the werewolves' intervening "if" (603.4)
        counts = [p.spells_cast_last_turn for p in game.state.players]
        found = max(counts) if condition.by_one_player else sum(counts)
        return found >= condition.least and (condition.most is None or found <= condition.most)
    raise TypeError(f"unknown condition {condition!r}")


def cards_in(game: Kernel, player: int, zone: str) -> list[int]:
    return list(game.state.player_zone(player, zone))


def graveyard_card_types(game: Kernel) -> set[str]:
    types: set[str] = set()
    for player in game.state.players:
        for oid in player.graveyard:
            types |= game.chars(oid).types
    return types


__all__ = ["matches", "evaluate", "condition_holds", "lki_snapshot", "GRAVEYARD"]


@card_cache(maxsize=256)
def mana_costs(texts: tuple[str, ...]) -> tuple[ManaCost, ...]:
    """The mana costs a filter names ("{0}", "{1}"), parsed once."""
    return tuple(parse_mana_cost(text) for text in texts)


def _activations_this_turn(game: Kernel, source: int | None, ctx) -> int:
    """How many times this turn the resolving activated ability of `source` was activated (0
    once the source has left the battlefield: it is a new object, 400.7)."""
    record = game.state.extra.get(ACTIVATIONS_THIS_TURN)
    if ctx is None or record is None or record["turn"] != game.state.turn_serial or source not in game.state.objects:
        return 0
    ref = tuple(ctx.data.get("ability", ()))
    index = next((i for i, _a, r in game.chars(source).table.activated if _same_ref(r, ref)), None)
    return record["done"].count([source, index]) if index is not None else 0


def _same_ref(one: tuple, other: tuple) -> bool:
    """Whether two ability references are the same (one may come from saved data, lists for tuples)."""
    return len(one) == len(other) and all(
        _same_ref(a, b) if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) else a == b
        for a, b in zip(one, other, strict=True))
