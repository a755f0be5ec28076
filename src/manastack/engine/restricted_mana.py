"""Mana with a spending restriction (106.6): "Spend this mana only to cast Dragon spells",
"... only to cast artifact spells or activate abilities of artifacts", "This mana can't be spent
to cast nonartifact spells".

Such mana sits in its player's pool beside the other mana (`Player.restricted_mana`), one entry
per mana: its type, and where its restriction is written (the producing ability's reference and
the path to its `AddMana` node), so that the state stays plain data.  A restriction is known
by that place, its key.  Paying a cost (engine/mana.py) may use the restricted mana, and the
mana abilities that make it, only where the payment's purpose is one the restriction allows:
`for_spell`, `for_ability` and `for_other` give the keys allowed for each purpose.  106.6a: a
replacement effect that changes the mana produced changes nothing about its restriction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_cache
from manastack.engine import queries
from manastack.engine.triggers import locate_node, resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: How long restricted mana stays: until the step or phase ends (500.5), or "until end of turn,
#: you don't lose this mana as steps and phases end" (until the cleanup step ends, 514.2).
STEP = "step"
END_OF_TURN = "end_of_turn"


def _frozen(value):
    """A reference as a hashable value (lists become tuples, all the way down)."""
    return tuple(_frozen(v) for v in value) if isinstance(value, (list, tuple)) else value


def key(ability_ref, path) -> tuple:
    """The key of a restriction written in the AddMana node at `path` in the ability `ability_ref`."""
    return _frozen(ability_ref), _frozen(path)


def key_of(entry: dict) -> tuple:
    """The key of a restricted mana entry: where its restriction is written."""
    return key(entry["ability"], entry["path"])


@card_cache(maxsize=1024)
def restriction(restriction_key: tuple) -> dsl.SpendRestriction:
    """The restriction a key names: the `spend` of the AddMana node at the path in the ability."""
    ability, path = restriction_key
    node = resolve_ability_ref(ability)
    for step in path:
        node = node[step] if isinstance(step, int) else getattr(node, step)
    return node.spend


def ability_key(ability_ref: tuple, ability, node: dsl.AddMana) -> tuple | None:
    """The key of the restriction of an AddMana node of an ability, or None if it has none."""
    if node.spend is None:
        return None
    path = locate_node(ability, node)
    return None if path is None else key(ability_ref, path)


def entries(restriction_key: tuple, mana: list[str], kept_this_turn: bool) -> list[dict]:
    """The pool entries for mana just produced with the restriction `restriction_key`."""
    ability, path = restriction_key
    until = END_OF_TURN if kept_this_turn else STEP
    return [{"mana": t, "ability": _listed(ability), "path": list(path), "until": until} for t in mana]


def _listed(value):
    return [_listed(v) for v in value] if isinstance(value, tuple) else value


def permits(game: Kernel, rule: dsl.SpendRestriction, purpose: str, oid: int | None, player: int, chars=None) -> bool:
    """Whether mana with this restriction may be spent for `purpose`: "spell" (casting the spell
    `oid`, with `chars` its characteristics as cast), "ability" (activating an ability of `oid`)
    or anything else (a tax, a ward cost, an "unless" payment)."""
    if rule.except_spells is not None:
        return not (purpose == "spell" and oid is not None
                    and queries.matches(game, rule.except_spells, oid, None, player, chars=chars))
    wanted = rule.spells if purpose == "spell" else rule.abilities if purpose == "ability" else None
    return wanted is not None and oid is not None and queries.matches(game, wanted, oid, None, player, chars=chars)


def available(game: Kernel, player: int) -> tuple[tuple, ...]:
    """The keys of the restrictions of the mana `player` has in their pool or could make with the
    mana abilities of permanents they control: what a payment might be allowed to use."""
    return game.momentary(("restricted_mana", player), _available, game, player)


def _available(game: Kernel, player: int) -> tuple[tuple, ...]:
    found: dict[tuple, None] = {key_of(entry): None for entry in game.state.players[player].restricted_mana}
    found.update(dict.fromkeys(restricted_sources(game).get(player, ())))
    return tuple(found)


def restricted_sources(game: Kernel) -> dict[int, tuple[tuple, ...]]:
    """The keys of the restrictions of the mana that each player's permanents' mana abilities
    make (106.6), by controller; a controller with a restricted mana ability is listed even if
    its key can't be found.  Cached with the permanents' abilities (`Kernel.derived`)."""
    return game.derived("restricted_mana_sources", _find_restricted_sources, game)


def _find_restricted_sources(game: Kernel) -> dict[int, tuple[tuple, ...]]:
    found: dict[int, dict[tuple, None]] = {}
    permanents = game.permanents_chars()
    for oid in game.state.battlefield:
        chars = permanents[oid]
        if not chars.table.mana:
            continue
        for index, ability in chars.table.mana:
            for node in ability.effects:
                if isinstance(node, dsl.AddMana) and node.spend is not None:
                    keys = found.setdefault(chars.controller, {})
                    made = ability_key(chars.table.refs[index], ability, node)
                    if made is not None:
                        keys[made] = None
    return {player: tuple(keys) for player, keys in found.items()}


def _allowed(game: Kernel, player: int, purpose: str, oid: int | None, chars=None) -> frozenset:
    keys = available(game, player)
    if not keys:
        return frozenset()
    return frozenset(k for k in keys if permits(game, restriction(k), purpose, oid, player, chars))


def for_spell(game: Kernel, player: int, oid: int, chars=None) -> frozenset:
    """The restrictions that let mana be spent to cast the spell `oid` (its characteristics as
    cast: `chars`, or the object's own)."""
    return _allowed(game, player, "spell", oid, chars if chars is not None else game.chars(oid))


def for_ability(game: Kernel, player: int, source: int | None) -> frozenset:
    """The restrictions that let mana be spent to activate an ability of `source`."""
    if source is None or source not in game.state.objects:
        return _allowed(game, player, "other", None)
    return _allowed(game, player, "ability", source, game.chars(source))


def for_other(game: Kernel, player: int) -> frozenset:
    """The restrictions that let mana be spent on a cost that is neither a spell's nor an
    activated ability's (a tax, a ward cost, an "unless" payment, a special action)."""
    return _allowed(game, player, "other", None)


def for_payment(game: Kernel, player: int, purpose: str, source: int | None) -> frozenset:
    """The restrictions that let mana be spent on a payment (`mana.pay_mana`'s purpose and source):
    a spell being cast (601.2g-h), an ability being activated (602.2b, mana abilities too), or
    another cost."""
    if purpose == "spell" and source is not None and source in game.state.objects:
        return for_spell(game, player, source)
    if purpose in ("ability", "mana_ability"):
        return for_ability(game, player, source)
    return for_other(game, player)


def empty(game: Kernel, player: int, end_of_turn: bool) -> bool:
    """500.5: the restricted mana that empties from a player's pool as a step or phase ends
    (what is kept until end of turn stays until the cleanup step ends).  Whether any emptied."""
    pool = game.state.players[player].restricted_mana
    kept = [] if end_of_turn else [entry for entry in pool if entry["until"] == END_OF_TURN]
    if len(kept) == len(pool):
        return False
    pool[:] = kept
    return True


def text(game: Kernel, player: int) -> str:
    """The restricted mana in a pool as text, grouped by restriction: "{R}{R} (Sarkhan, Fireblood)"."""
    groups: dict[tuple, list[str]] = {}
    for entry in game.state.players[player].restricted_mana:
        groups.setdefault(key_of(entry), []).append(entry["mana"])
    return ", ".join("".join(f"{{{t}}}" for t in mana) + f" (restricted: {_maker(k)})" for k, mana in groups.items())


def _maker(key: tuple) -> str:
    """The card whose ability made the mana (a printed ability's reference names it)."""
    ability = key[0]
    return ability[0] if len(ability) == 4 and isinstance(ability[0], str) else "an ability"


__all__ = ["for_spell", "for_ability", "for_other", "for_payment", "restriction", "permits"]
