"""When a card's own text lets it be cast (601.3: a rule or effect prohibits casting it
otherwise; 506.7: "only before/after blockers are declared", "only during combat"): the
CastOnly static abilities of the face being cast, checked as it would be cast."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import queries

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")


def timing_problem(game: Kernel, player: int, card: str, legacy: tuple, face: int) -> str | None:
    """Why the face's "cast ~ only ..." doesn't allow `player` to cast it now, or None."""
    for ability in card_def(card, legacy).faces[face].abilities:
        if isinstance(ability, dsl.Static) and isinstance(ability.effect, dsl.CastOnly) \
                and not _allowed(game, player, ability.effect.when):
            return f"{ability.text or 'its text'} (601.3, 506.7)"
    return None


def _allowed(game: Kernel, player: int, when: str) -> bool:
    state = game.state
    step = game.step()
    attackers = state.combat.attackers if state.combat is not None else {}
    if when == "combat":
        return step in _COMBAT_STEPS
    if when == "before_blockers":  # 506.7b: before the declare blockers step begins
        return step in ("beginning_of_combat", "declare_attackers")
    if when == "after_blockers":  # 506.7b, 506.7f: not in a combat whose declare blockers step was skipped
        return step in ("declare_blockers", "combat_damage", "end_of_combat") and bool(attackers)
    if when == "declare_attackers":
        return step == "declare_attackers"
    if when == "declare_attackers_attacked":  # a creature attacks them or a planeswalker they control (506.2)
        return step == "declare_attackers" and any(_defending_player(game, defender) == player
                                                   for defender in attackers.values())
    if when == "declare_blockers":
        return step == "declare_blockers"
    if when == "your_turn":
        return state.active == player
    if when == "opponents_turn_after_upkeep":
        return state.active != player and step not in ("untap", "upkeep")
    if when == "another_spell":  # 601.2i: this spell is counted only once cast
        return state.players[player].spells_cast_this_turn > 0
    raise ValueError(f"unknown casting time {when!r}")


def _defending_player(game: Kernel, defender) -> int | None:
    """506.2: the player an attacker attacks, or who controls the permanent it attacks."""
    if defender[0] == "player":
        return defender[1]
    return game.chars(defender[1]).controller if defender[1] in game.state.objects else None


def alternative_problem(game: Kernel, player: int, oid: int, alternative: dsl.AlternativeCost) -> str | None:
    """118.9: "if you control a Swamp, you may pay 4 life rather than pay this spell's mana
    cost": the alternative cost is offered only while its condition holds."""
    if alternative.condition is not None and not queries.condition_holds(game, alternative.condition, oid, player):
        return "the condition of its alternative cost isn't met (118.9)"
    return None
