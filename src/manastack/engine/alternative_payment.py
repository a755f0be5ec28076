"""Paying part of a spell's total cost other than with mana (601.2h): convoke (702.51a: tap an
untapped creature you control for one generic mana or one mana of its colour), improvise
(702.126a: tap an untapped artifact you control for one generic mana) and delve (702.66a: exile a
card from your graveyard for one generic mana).

A unit pays one symbol of the remaining cost: "generic", a colour ("G"), or a hybrid symbol
("G/W") one of whose colours the creature has.  The player chooses the units one at a time
before the mana payment; every choice offered leaves a cost that can still be paid (with more
units and mana), so no choice leads to a dead end."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import mana, restricted_mana
from manastack.engine.decision import Option
from manastack.engine.mana import ManaReq
from manastack.engine.state import BATTLEFIELD, COLORS

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The keywords that let a spell's cost be paid this way, and what a unit of each is.
KEYWORDS = ("convoke", "improvise", "delve")
GENERIC = "generic"


def keywords_of(game: Kernel, oid: int) -> tuple[str, ...]:
    """The alternative payment keywords a spell has (702.51, 702.126, 702.66)."""
    chars = game.chars(oid)
    return tuple(k for k in KEYWORDS if chars.has(k))


def no_mana_spent(game: Kernel, oid: int) -> bool:
    """"You can't spend mana to cast this spell." (Hogaak, Arisen Necropolis): its whole cost is
    paid by the units (601.2h), none of it with mana."""
    return any(isinstance(a, dsl.Static) and isinstance(a.effect, dsl.NoManaSpent) for a in game.chars(oid).abilities)


def units(game: Kernel, player: int, keywords: tuple[str, ...], exclude: frozenset) -> dict[int, frozenset]:
    """Each object that may pay part of the cost, and the symbols it may pay: untapped creatures
    (convoke) and artifacts (improvise) `player` controls, cards in their graveyard (delve)."""
    found: dict[int, frozenset] = {}
    if "convoke" in keywords or "improvise" in keywords:
        for oid in game.state.battlefield:
            if oid in exclude or game.state.objects[oid].tapped:
                continue
            chars = game.chars(oid)
            if chars.controller != player:
                continue
            symbols: set[str] = set()
            if "convoke" in keywords and "Creature" in chars.types:
                symbols |= {GENERIC, *(c for c in chars.colors if c in COLORS)}
            if "improvise" in keywords and "Artifact" in chars.types:
                symbols.add(GENERIC)
            if symbols:
                found[oid] = frozenset(symbols)
    if "delve" in keywords:
        for oid in game.state.players[player].graveyard:
            if oid not in exclude:
                found[oid] = frozenset({GENERIC})
    return found


def _payable_symbols(req: ManaReq, symbols: frozenset) -> list[str]:
    """The symbols of `req` a unit that may pay `symbols` can pay, in a fixed order."""
    found = [t for t, n in req.colored if n and t in symbols]
    found += sorted({h for h in req.hybrid if any(part in symbols for part in h.split("/"))})
    if req.generic and GENERIC in symbols:
        found.append(GENERIC)
    return found


def pay_one(req: ManaReq, symbol: str) -> ManaReq:
    """The requirement left after a unit pays one `symbol` of it."""
    if symbol == GENERIC:
        return replace(req, generic=req.generic - 1)
    if "/" in symbol:
        hybrid = list(req.hybrid)
        hybrid.remove(symbol)
        return replace(req, hybrid=tuple(hybrid))
    colored = tuple((t, n - 1 if t == symbol else n) for t, n in req.colored)
    return replace(req, colored=tuple((t, n) for t, n in colored if n))


def _groups(game: Kernel, found: dict[int, frozenset]) -> list[tuple[str, frozenset, tuple[int, ...]]]:
    """Interchangeable units together: same name, symbols and zone (either of two untapped
    Grizzly Bears pays the same), so the search looks at one of each."""
    groups: dict[tuple, list[int]] = {}
    for oid, symbols in found.items():
        obj = game.state.objects[oid]
        key = (game.chars(oid).name, obj.zone, tuple(sorted(symbols)), bool(game.chars(oid).table.mana))
        groups.setdefault(key, []).append(oid)
    return [(key[0], frozenset(key[2]), tuple(oids)) for key, oids in sorted(groups.items())]


def _tapped_by(game: Kernel, oids) -> frozenset:
    """The permanents among units used: the mana payment must leave them alone."""
    return frozenset(o for o in oids if game.state.objects[o].zone == BATTLEFIELD)


class Search:
    """Whether a requirement can be paid with some of the units and mana (601.2h), remembered
    per requirement and units used."""

    def __init__(self, game: Kernel, player: int, exclude: frozenset, found: dict[int, frozenset],
                 with_mana: bool = True, allowed: frozenset = frozenset()) -> None:
        self.game = game
        self.allowed = allowed  # the restricted mana the spell's cost may be paid with (106.6)
        self.with_mana = with_mana
        self.player = player
        self.exclude = exclude
        self.groups = _groups(game, found)
        self.memo: dict[tuple, bool] = {}

    def payable(self, req: ManaReq, used: tuple[int, ...] = ()) -> bool:
        taken = tuple(sum(1 for o in used if o in oids) for _name, _symbols, oids in self.groups)
        return self._search(req, taken)

    def _search(self, req: ManaReq, taken: tuple[int, ...]) -> bool:
        key = (req, taken)
        if key in self.memo:
            return self.memo[key]
        used = [oid for (_n, _s, oids), k in zip(self.groups, taken, strict=True) for oid in oids[:k]]
        ok = (mana.can_pay(self.game, self.player, req, self.exclude | _tapped_by(self.game, used), self.allowed)
              if self.with_mana
              else not req.total)
        if not ok and req.total:
            for gi, (_name, symbols, oids) in enumerate(self.groups):
                if taken[gi] >= len(oids):
                    continue
                more = taken[:gi] + (taken[gi] + 1,) + taken[gi + 1:]
                if any(self._search(pay_one(req, symbol), more) for symbol in _payable_symbols(req, symbols)):
                    ok = True
                    break
        self.memo[key] = ok
        return ok


def can_pay(game: Kernel, player: int, oid: int, req: ManaReq, exclude: frozenset, allowed: frozenset | None = None) -> bool:
    """Whether the spell's requirement can be paid with mana and its alternative payments; with
    the restricted mana `allowed` (106.6), by default what may be spent to cast the spell `oid`
    as it is."""
    if allowed is None:
        allowed = restricted_mana.for_spell(game, player, oid)
    keywords = keywords_of(game, oid)
    with_mana = not no_mana_spent(game, oid)
    if not keywords:
        return mana.can_pay(game, player, req, exclude, allowed) if with_mana else not req.total
    return Search(game, player, exclude, units(game, player, keywords, exclude), with_mana, allowed).payable(req)


def ask_units(game: Kernel, player: int, oid: int, req: ManaReq, exclude: frozenset) -> list[list]:
    """601.2h: the player chooses, one at a time, the units that pay part of the cost, then
    "done" (offered once the rest can be paid with mana).  Returns [unit, symbol] pairs."""
    keywords = keywords_of(game, oid)
    if not keywords:
        return []
    found = units(game, player, keywords, exclude)
    with_mana = not no_mana_spent(game, oid)
    allowed = restricted_mana.for_spell(game, player, oid)
    search = Search(game, player, exclude, found, with_mana, allowed)
    chosen: list[list] = []
    remaining = req
    while remaining.total:
        used = [unit for unit, _symbol in chosen]
        options = []
        seen: set = set()
        for name, symbols, oids in search.groups:
            free = [o for o in oids if o not in used]
            if not free:
                continue
            for symbol in _payable_symbols(remaining, symbols):
                if (name, symbol) in seen or not search.payable(pay_one(remaining, symbol), (*used, free[0])):
                    continue
                seen.add((name, symbol))
                how = "exile" if game.state.objects[free[0]].zone != BATTLEFIELD else "tap"
                paid = "generic mana" if symbol == GENERIC else f"{{{symbol}}}"
                options.append(Option("unit", f"{how} {name} for {paid}", (free[0], symbol)))
        if with_mana and mana.can_pay(game, player, remaining, exclude | _tapped_by(game, used), allowed):
            options.append(Option("done", "pay the rest with mana", None))
        if not options:
            raise RuntimeError(f"engine bug: no way to pay {remaining} for player {player}")
        if len(options) == 1 and options[0].kind == "done":
            break
        answer = game.ask(player, "alternative_payment", options,
                          f"pay {remaining}: tap or exile for {'/'.join(keywords)}, or pay the rest with mana")
        if answer.kind == "done":
            break
        unit, symbol = answer.value
        chosen.append([unit, symbol])
        remaining = pay_one(remaining, symbol)
    return chosen


def max_x(game: Kernel, player: int, oid: int, cost, change: int, exclude: frozenset) -> int:
    """107.3a: the largest X whose total cost can be paid with mana and the alternative payments
    (-1 if not even X = 0), with the restricted mana that may be spent on the spell (106.6)."""
    keywords = keywords_of(game, oid)
    with_mana = not no_mana_spent(game, oid)
    allowed = restricted_mana.for_spell(game, player, oid)
    if not keywords and with_mana:
        return mana.max_x(game, player, cost, change, exclude, allowed)
    found = units(game, player, keywords, exclude)
    search = Search(game, player, exclude, found, with_mana, allowed)
    if not search.payable(mana.requirement(cost, 0, change)):
        return -1
    top = 0
    bound = mana.most_mana(game, player) + len(found)
    while cost.x and (top + 1) * cost.x <= bound and search.payable(mana.requirement(cost, top + 1, change)):
        top += 1
    return top


def remaining_requirement(req: ManaReq, chosen: list[list]) -> ManaReq:
    """The mana left to pay after the units chosen."""
    for _unit, symbol in chosen:
        req = pay_one(req, symbol)
    return req
