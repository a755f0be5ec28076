"""Rules that static abilities of permanents set for players: no maximum hand size (402.2),
hexproof on a player (702.11c), "can't gain life" (119.7), life gain multiplied (614.1a,
119.10), damage that can't reduce a life total below 1 (614.1a, 120.3a), limits on the spells
a player may cast (101.2, 601.3) or the cards they may draw (121.2b) each turn, and casting
only at sorcery timing (307.5).

Each effect names whom it affects relative to its controller: "you", "opponents" or "each".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import keywords, queries
from manastack.engine.steps import PHASE_OF

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

MAX_HAND_SIZE = 7  # 402.2


def affects(who: str, controller: int, player: int) -> bool:
    """Whether an effect of `controller`'s affecting `who` applies to `player`."""
    if who == "you":
        return player == controller
    if who == "opponents":
        return player != controller
    return who == "each"


def has_rule(game: Kernel, player: int, rule: str) -> bool:
    """Whether a permanent's static ability gives `player` this PlayerRule."""
    return any(effect.rule == rule and affects(effect.who, controller, player)
               for _perm, controller, effect in queries.static_effects(game, dsl.PlayerRule))


def max_hand_size(game: Kernel, player: int) -> int | None:
    """402.2: seven cards, or None for "you have no maximum hand size"."""
    if has_rule(game, player, "no_maximum_hand_size"):
        return None
    sizes = [effect.count for _perm, controller, effect in queries.static_effects(game, dsl.MaxHandSize)
             if affects(effect.who, controller, player)]
    return min(sizes) if sizes else MAX_HAND_SIZE


#: A resolved effect's kind: players with "hexproof from [quality]" until end of turn (702.11d;
#: params: players, qualities).
PLAYER_HEXPROOF_FROM = "player_hexproof_from"
#: A resolved effect's kind: "spells you control can't be countered this turn" (params: player).
SPELLS_CANT_BE_COUNTERED = "spells_cant_be_countered"


def player_hexproof(game: Kernel, player: int, controller: int, source_info: dict | None = None) -> bool:
    """702.11c: a player with hexproof can't be the target of spells or abilities their
    opponents control; 702.11d: with hexproof from a quality, of those from a source with it;
    702.18a: one with shroud can't be the target of any."""
    if has_rule(game, player, "shroud"):
        return True
    if player == controller:
        return False
    if has_rule(game, player, "hexproof"):
        return True
    return source_info is not None and any(
        effect.kind == PLAYER_HEXPROOF_FROM and player in effect.params["players"]
        and any(keywords.quality_matches(q, source_info) for q in effect.params["qualities"])
        for effect in game.state.effects)


def hexproof_from_anything(game: Kernel, player: int) -> bool:
    """Whether a resolved effect gives `player` hexproof from some quality (702.11d)."""
    return any(effect.kind == PLAYER_HEXPROOF_FROM and player in effect.params["players"] for effect in game.state.effects)


def spells_cant_be_countered(game: Kernel, player: int) -> bool:
    """101.2, 701.6b: whether "spells you control can't be countered this turn" applies to the
    spells `player` controls."""
    return any(effect.kind == SPELLS_CANT_BE_COUNTERED and effect.params["player"] == player
               for effect in game.state.effects)


def life_gained(game: Kernel, player: int, amount: int) -> int:
    """How much life `player` gains when an effect would have them gain `amount` (119.7: none
    if they can't gain life, and then no replacement applies; 614.1a: "you gain twice that
    much life instead", each such effect doubling again)."""
    if amount <= 0 or has_rule(game, player, "cant_gain_life"):
        return 0
    for _perm, controller, effect in queries.replacement_effects(game, dsl.LifeGainMultiplier):
        if affects(effect.who, controller, player):
            amount *= effect.factor
    return amount


def life_lost_to_damage(game: Kernel, player: int, amount: int) -> int:
    """120.3a: damage makes its player lose that much life; 614.1a: "damage that would reduce
    your life total to less than 1 reduces it to 1 instead" (the damage is still dealt)."""
    life = game.state.players[player].life
    if any(affects(effect.who, controller, player)
           and (effect.condition is None or queries.condition_holds(game, effect.condition, perm, controller))
           for perm, controller, effect in queries.replacement_effects(game, dsl.LifeFloor)):
        return max(0, min(amount, life - 1))
    return amount


def restricts_casting(game: Kernel) -> bool:
    """Whether any permanent's static ability limits casting now (a quick test)."""
    return any(queries.static_effects(game, kind) for kind in (dsl.SorceryTimingOnly, dsl.CantCast, dsl.CastLimit))


def cast_problem(game: Kernel, player: int, spell_oid: int, spell_chars, sorcery_timing: bool) -> str | None:
    """101.2, 601.3: why an effect prohibits `player` from casting a spell with these
    characteristics now, or None."""
    for perm, controller, effect in queries.static_effects(game, dsl.SorceryTimingOnly):
        if affects(effect.who, controller, player) and not sorcery_timing:
            return f"{game.chars(perm).name}: they can cast spells only any time they could cast a sorcery (307.5)"
    zone = game.state.objects[spell_oid].zone
    for perm, controller, effect in queries.static_effects(game, dsl.CantCast):
        if effect.from_zones and zone not in effect.from_zones:
            continue
        if (effect.during == "combat" and PHASE_OF[game.step()] != "combat") or (
                effect.during == "your_turn" and game.state.active != controller):
            continue
        if effect.above_lands and spell_chars.mana_value <= lands_of(game, player):
            continue
        if affects(effect.who, controller, player) and queries.matches(game, effect.spells, spell_oid, perm, controller,
                                                                       chars=spell_chars):
            return f"{game.chars(perm).name}: they can't cast such spells (101.2)"
    limits = queries.static_effects(game, dsl.CastLimit)
    if not limits:
        return None
    cast = game.state.players[player].spell_types_this_turn
    for perm, controller, effect in limits:
        if not affects(effect.who, controller, player) or not _fits(effect.spells, spell_chars.types):
            continue
        if any(_fits(effect.spells, types) for types in cast):
            return f"{game.chars(perm).name}: they have already cast such a spell this turn (101.2)"
    return None


def lands_of(game: Kernel, player: int) -> int:
    return sum(1 for o in game.state.battlefield if game.chars(o).controller == player and "Land" in game.chars(o).types)


def most_mana_value(game: Kernel, player: int, spell_oid: int, spell_chars) -> int | None:
    """202.3e, 601.2b: the greatest mana value a spell may have as it is cast ("can't cast
    noncreature spells with mana value greater than the number of lands that player controls"),
    which limits X; None if nothing limits it."""
    most = None
    for perm, controller, effect in queries.static_effects(game, dsl.CantCast):
        if effect.above_lands and affects(effect.who, controller, player) and queries.matches(
                game, effect.spells, spell_oid, perm, controller, chars=spell_chars):
            lands = lands_of(game, player)
            most = lands if most is None else min(most, lands)
    return most


def _fits(spells: dsl.Filter, types) -> bool:
    """Whether card types fit a CastLimit's filter: card types it needs, or doesn't allow."""
    return (all(t in types for t in spells.types)
            and (not spells.any_types or any(t in types for t in spells.any_types))
            and not any(t in types for t in spells.not_types))


def can_draw(game: Kernel, player: int) -> bool:
    """121.2b: "can't draw more than one card each turn" applies to each single draw; 121.3:
    "players can't draw cards"."""
    drawn = game.state.players[player].cards_drawn_this_turn
    return not any(affects(effect.who, controller, player) and drawn >= effect.most
                   for _perm, controller, effect in queries.static_effects(game, dsl.DrawLimit))


def tokens_created(game: Kernel, player: int, count: int) -> int:
    """614.1a: "if an effect would create one or more tokens under your control, it creates
    twice that many of those tokens instead", each such effect doubling again."""
    for _perm, controller, effect in queries.replacement_effects(game, dsl.TokenMultiplier):
        if count > 0 and affects(effect.who, controller, player):
            count *= effect.factor
    return count


def flash_permitted(game: Kernel, player: int, spell_oid: int, spell_chars) -> bool:
    """601.3b, 702.8a: "you may cast [sorcery] spells as though they had flash"."""
    if any(e.kind == "flash_grant" and e.params["player"] == player and set(e.params["spells"]) <= spell_chars.types
           for e in game.state.effects):  # 611.2a: "until your next turn, you may cast sorcery spells as though ..."
        return True
    return any(affects(effect.who, controller, player)
               and queries.matches(game, effect.spells, spell_oid, perm, controller, chars=spell_chars)
               for perm, controller, effect in queries.static_effects(game, dsl.FlashPermission))


def cant_enter(game: Kernel, oid: int | None, face: dsl.Face) -> bool:
    """101.2: Grafdigger's Cage: "creature cards in graveyards and libraries can't enter the
    battlefield" (the card's printed types, in the zone it would leave)."""
    obj = game.state.objects.get(oid) if oid is not None else None
    if obj is None:
        return False
    types = set(face.types)
    return any(obj.zone in effect.zones and types.issuperset(effect.filter.types)
               for _perm, _controller, effect in queries.static_effects(game, dsl.CantEnterFrom))


def land_plays_allowed(game: Kernel, player: int) -> int:
    """305.2, 305.2a: one land each turn, plus those "you may play an additional land on each of
    your turns" allows (on the player's own turn)."""
    allowed = game.state.players[player].land_plays_allowed
    if game.state.active == player:
        allowed += sum(effect.count for _perm, controller, effect in queries.static_effects(game, dsl.ExtraLandPlays)
                       if affects(effect.who, controller, player))
    return allowed
