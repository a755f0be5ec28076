"""Setting up a game in a given position (docs/scenarios.md, "The position").

This is the only way into the state besides the decision loop: it builds the starting
position, and from then on everything happens through `decision` and `choose`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.cards.registry import (
    LegacyError,
    UnsupportedCardError,
    card_def,
    resolve_name,
    validate_legacy,
)
from manastack.engine import zones
from manastack.engine.characteristics import copiable_values
from manastack.engine.decision import GameSetupError
from manastack.engine.eventlog import EventLog
from manastack.engine.game import Game
from manastack.engine.kernel import new_task
from manastack.engine.savegame import MAX_MANA
from manastack.engine.state import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    MANA_TYPES,
    SIDEBOARD,
    GameState,
    Player,
)
from manastack.engine.steps import STEPS

ZONE_KEYS = {"hand": HAND, "library": LIBRARY, "graveyard": GRAVEYARD, "exile": EXILE, "battlefield": BATTLEFIELD,
             "sideboard": SIDEBOARD}  # 400.11b: cards outside the game
ENTRY_KEYS = {"card", "count", "as", "legacy", "token", "tapped", "sick", "counters", "damage", "attached_to", "controller",
              "copy_of", "until_leaves"}
PLAYER_KEYS = {"life", "poison", "energy", "mana_pool", *ZONE_KEYS}


@dataclass
class Position:
    """A built position: the game, and names for its objects (aliases and `Name#N`).  An
    alias given with a `count` of two or more names a group: `bears#2` is its second object."""

    game: Game
    players: list[str]
    aliases: dict[str, int] = field(default_factory=dict)
    listed: dict[str, list[int]] = field(default_factory=dict)  # card name -> ids in file order
    groups: dict[str, list[int]] = field(default_factory=dict)  # alias of a count -> ids in order


def _entries(zone_value, where: str) -> list[dict]:
    if zone_value is None:
        return []
    if not isinstance(zone_value, list):
        raise GameSetupError(f"{where}: expected a list of cards, got {type(zone_value).__name__}")
    out = []
    for i, entry in enumerate(zone_value):
        if isinstance(entry, str):
            out.append({"card": entry, "_where": f"{where}[{i}]"})
        elif isinstance(entry, dict):
            unknown = set(entry) - ENTRY_KEYS
            if unknown:
                raise GameSetupError(f"{where}[{i}]: unknown key(s) {', '.join(sorted(map(str, unknown)))}")
            if "card" not in entry or not isinstance(entry["card"], str):
                raise GameSetupError(f"{where}[{i}]: an entry needs 'card: NAME'")
            out.append({**entry, "_where": f"{where}[{i}]"})
        else:
            raise GameSetupError(f"{where}[{i}]: expected a card name or a mapping, got {entry!r}")
    return out


def build(spec: dict, player_names: list[str] | None = None) -> Position:
    """Build the position described by a scenario's `state` mapping."""
    if not isinstance(spec, dict):
        raise GameSetupError("state must be a mapping")
    names = player_names or [k for k in spec if k not in ("turn", "active", "step")]
    if not names:
        names = ["alice", "bob"]
    if len(names) == 1:
        names.append("bob" if names[0] != "bob" else "alice")
    state = GameState(players=[Player(index=i, name=n) for i, n in enumerate(names)])
    game = Game(state, EventLog())
    turn = spec.get("turn", 1)
    if not isinstance(turn, int) or turn < 1:
        raise GameSetupError(f"turn must be a positive whole number, got {turn!r}")
    active_name = spec.get("active", names[0])
    if active_name not in names:
        raise GameSetupError(f"active: no player named {active_name!r} (players: {', '.join(names)})")
    step = spec.get("step", "main1")
    if step not in STEPS:
        raise GameSetupError(f"step: unknown step {step!r}; steps are {', '.join(STEPS)}")
    active = names.index(active_name)
    state.turn = turn
    state.turn_serial = 2
    state.active = active
    state.step = step
    state.starting_player = active if turn == 1 else (active - (turn - 1)) % len(names)
    state.first_turn_pending = turn == 1 and step in ("untap", "upkeep")
    for p in state.players:
        p.turn_began_serial = 2 if p.index == active else 1
    position = Position(game, names)
    pending_attach: list[tuple[int, str, str]] = []
    pending_links: list[tuple[int, str, str, str]] = []  # (object, "copy_of"/"until_leaves", name, where)
    for index, name in enumerate(names):
        pdata = spec.get(name) or {}
        if not isinstance(pdata, dict):
            raise GameSetupError(f"{name}: expected a mapping of zones")
        unknown = set(pdata) - PLAYER_KEYS
        if unknown:
            raise GameSetupError(f"{name}.{sorted(map(str, unknown))[0]}: unknown key(s) {', '.join(sorted(map(str, unknown)))}")
        player = state.players[index]
        life = pdata.get("life", 20)
        if not isinstance(life, int) or isinstance(life, bool):
            raise GameSetupError(f"{name}.life must be a whole number, got {life!r}")
        player.life = life
        player.poison = pdata.get("poison", 0)
        energy = pdata.get("energy", 0)
        if not isinstance(energy, int) or isinstance(energy, bool) or energy < 0:
            raise GameSetupError(f"{name}.energy must be a whole number >= 0, got {energy!r}")
        player.energy = energy
        pool = pdata.get("mana_pool", "")
        player.mana_pool.update(pool_counts(str(pool), f"{name}.mana_pool") if pool else {})
        for key, zone in ZONE_KEYS.items():
            for entry in _entries(pdata.get(key), f"{name}.{key}"):
                _place(position, index, zone, entry, entry.pop("_where"), pending_attach, pending_links)
    for oid, target, where in pending_attach:
        if target not in position.aliases and target not in position.listed:
            raise GameSetupError(f"{where}: attached_to names {target!r}, which is not in the state")
        state.objects[oid].attached_to = lookup(position, target)
    _link(position, pending_links)
    state.agenda.append(new_task("game_loop", stage=0 if step in ("untap", "cleanup") else 2))
    if step not in ("untap", "cleanup"):
        state.priority = active
        state.agenda.append(new_task("priority"))
    if step in ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"):
        from manastack.engine.state import Combat

        state.combat = Combat()
    game.invalidate()
    return position


def pool_counts(text: str, where: str) -> dict[str, int]:
    """106.4: the mana a scenario's pool text describes, by type.  "{G}{G}" and "GG" are the
    same mana, colour names are single symbols, and a number is that much colorless mana (at
    most MAX_MANA of a type, as in a saved game)."""
    counts: dict[str, int] = {}
    for part in text.replace("}", "").split("{"):
        part = part.strip()
        if not part:
            continue
        if part.isdigit():
            symbols = [("C", int(part))]
        elif len(part) > 1 and all(c in MANA_TYPES for c in part.upper()):
            symbols = [(c, 1) for c in part.upper()]
        else:
            symbols = [(_mana_symbol(part, where), 1)]
        for symbol, amount in symbols:
            if not amount:
                continue
            counts[symbol] = counts.get(symbol, 0) + amount
            if counts[symbol] > MAX_MANA:
                raise GameSetupError(f"{where}: more than {MAX_MANA} {symbol} mana")
    return counts


def _mana_symbol(symbol: str, where: str) -> str:
    names = {"WHITE": "W", "BLUE": "U", "BLACK": "B", "RED": "R", "GREEN": "G", "COLORLESS": "C"}
    symbol = names.get(symbol.upper(), symbol.upper())
    if symbol not in MANA_TYPES:
        raise GameSetupError(f"{where}: {symbol!r} is not a mana type")
    return symbol


def _place(position: Position, player: int, zone: str, entry: dict, where: str, pending_attach: list,
           pending_links: list) -> None:
    game = position.game
    raw = entry["card"]
    try:
        card = resolve_name(raw)
    except UnsupportedCardError as err:
        raise GameSetupError(f"{where}: {err}") from None
    definition = card_def(card)
    face = 0
    for i, f in enumerate(definition.faces):
        if f.name.lower() == raw.strip().lower() and zone == BATTLEFIELD:
            face = i
    legacy = entry.get("legacy") or ()
    if legacy:
        if not isinstance(legacy, list):
            raise GameSetupError(f"{where}: legacy must be a list of options")
        try:
            legacy = validate_legacy(definition, legacy)
        except LegacyError as err:
            raise GameSetupError(f"{where}: {err}") from None
    count = entry.get("count", 1)
    if not isinstance(count, int) or not 1 <= count <= 250:
        raise GameSetupError(f"{where}: count must be a whole number from 1 to 250, got {count!r}")
    is_token = bool(entry.get("token", definition.layout == "token"))
    if definition.layout == "token" and zone != BATTLEFIELD:
        raise GameSetupError(f"{where}: {card} is a token; tokens exist only on the battlefield")
    counters = entry.get("counters") or {}
    if not isinstance(counters, dict) or any(not isinstance(v, int) or v < 0 for v in counters.values()):
        raise GameSetupError(f"{where}: counters must map a counter kind to a whole number >= 0")
    damage = entry.get("damage", 0)
    if not isinstance(damage, int) or damage < 0:
        raise GameSetupError(f"{where}: damage must be a whole number >= 0")
    controller = player
    if "controller" in entry:
        if entry["controller"] not in position.players:
            raise GameSetupError(f"{where}: controller {entry['controller']!r} is not a player")
        controller = position.players.index(entry["controller"])
    for _ in range(count):
        oid = zones.create_object(game.kernel, card, player, zone, legacy=tuple(legacy), token=is_token, face=face,
                                  controller=controller, position="bottom")
        obj = game.state.objects[oid]
        obj.control_since = game.state.turn_serial if entry.get("sick") else 0
        if zone == BATTLEFIELD:
            obj.tapped = bool(entry.get("tapped", False))
            obj.damage = damage
            obj.counters = {str(k): v for k, v in counters.items() if v}
            face_def = definition.faces[face]
            if face_def.loyalty is not None and "loyalty" not in obj.counters and "Planeswalker" in face_def.types:
                obj.counters["loyalty"] = face_def.loyalty
        if "attached_to" in entry:
            pending_attach.append((oid, str(entry["attached_to"]), where))
        for key in ("copy_of", "until_leaves"):
            if key in entry:
                pending_links.append((oid, key, str(entry[key]), where))
        for listed_name in dict.fromkeys([card, *(f.name for f in definition.faces)]):
            position.listed.setdefault(listed_name, []).append(oid)  # `Name#N` by its name or a face's
    if "as" in entry:
        alias = str(entry["as"])
        if alias in position.aliases or alias in position.groups:
            raise GameSetupError(f"{where}: alias {alias!r} is used twice")
        ids = position.listed[card][-count:]
        if count == 1:
            position.aliases[alias] = ids[0]
        else:
            position.groups[alias] = ids


def _link(position: Position, pending: list[tuple[int, str, str, str]]) -> None:
    """`copy_of` and `until_leaves`, once every object of the state exists.  A copy is set up
    as the engine sets up a permanent that entered as a copy (707.2, 614.1c: its copy effect
    copies the copiable values of what it copies, so copies are made copied-first); a card
    exiled until a permanent leaves is linked to it as the exile effect links it (610.3)."""
    game = position.game
    state = game.state
    copies: dict[int, tuple[int, str]] = {}
    for oid, key, name, where in pending:
        try:
            other = lookup(position, name)
        except GameSetupError as err:
            raise GameSetupError(f"{where}: {key}: {err}") from None
        if key == "until_leaves":
            if state.objects[other].zone != BATTLEFIELD:
                raise GameSetupError(f"{where}: until_leaves names {name!r}, which is not on the battlefield (610.3a)")
            state.objects[oid].linked_to = other
            state.extra.setdefault("return_on_leave", {})[str(oid)] = other
        elif other == oid:
            raise GameSetupError(f"{where}: a permanent can't be a copy of itself")
        else:
            copies[oid] = (other, where)
    done: set[int] = set()
    for oid in copies:
        _copy(game, oid, copies, done, [])


def _copy(game: Game, oid: int, copies: dict[int, tuple[int, str]], done: set[int], chain: list[int]) -> None:
    """Make `oid` a copy of what `copies` says, after what it copies (707.3: a copy of a copy
    copies what that one copies)."""
    if oid in done:
        return
    other, where = copies[oid]
    if oid in chain:
        raise GameSetupError(f"{where}: copy_of goes round in a circle")
    if other in copies:
        _copy(game, other, copies, done, chain + [oid])
    cv = copiable_values(game.state, game.state.objects[other])
    zones._apply_entry(game.kernel, oid, {"copy": {"card": cv.card, "legacy": list(cv.legacy), "face": cv.face}})
    done.add(oid)


def lookup(position: Position, name: str) -> int:
    """The object a name stands for: an alias, `alias#N` (the Nth of an alias given with a
    count), `Name#N` (the Nth listed in the state, in file order), or a unique name."""
    game = position.game
    if name in position.aliases:
        return position.aliases[name]
    if name in position.groups:
        size = len(position.groups[name])
        raise GameSetupError(f"{name!r} is ambiguous: it names {size} objects (use {name}#1 to {name}#{size})")
    base, _, nth = name.rpartition("#")
    if base and nth.isdigit():
        ids = position.groups.get(base) or _listed(position, base)
        if not 1 <= int(nth) <= len(ids):
            raise GameSetupError(f"{name!r}: there are only {len(ids)} objects named {base!r}")
        return ids[int(nth) - 1]
    matches = _current(game, name)
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise GameSetupError(f"{name!r} matches nothing")
    raise GameSetupError(f"{name!r} is ambiguous: {len(matches)} objects have that name (use an alias or {name}#2)")


def _listed(position: Position, base: str) -> list[int]:
    for key, ids in position.listed.items():
        if key.lower() == base.lower():
            return ids
    return []


def _current(game: Game, name: str) -> list[int]:
    """Objects whose current name (or card name, or face name) matches, in any zone."""
    wanted = name.strip().lower()
    if wanted.endswith(" token"):
        wanted = wanted[: -len(" token")]
    found = []
    for oid, obj in game.state.objects.items():
        names = {game.chars(oid).name.lower(), obj.card.lower()}
        names |= {f.name.lower() for f in card_def(obj.card, obj.legacy).faces}
        names |= {n[: -len(" token")] for n in names if n.endswith(" token")}
        if wanted in names:
            found.append(oid)
    return found
