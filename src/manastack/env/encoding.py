"""Observations as arrays (docs/env.md, "Observations"), built only from `game.view(player)`
and `game.events_for(player)`.

An observation is a dict of numpy arrays: entity tables with a validity flag in column 0
(permanents, hand, stack, graveyard, exile: one row per object; players: the viewer first),
each object's card as an index into the card vocabulary, links between rows (what an aura or
equipment is attached to, what an attacker attacks, what a blocker blocks, a spell's first
target), the global features (turn, step), the decision (its kind, how many options, the page)
and one row per offered option (its kind, and focus rows pointing into the entity tables).

Encoding is incremental: the viewer's log is read from where it was last read, and while its
new events are only ones whose whole effect on the view is known (turn bookkeeping, which the
engine emits without changing anything else, engine/game.py `_TURN_BOOKKEEPING`; tapping and
untapping; mana added and emptied; no attackers, no blockers), the entity tables of the last
view are kept and updated; otherwise the view is built again.  A view
costs more than a decision, so this saves most of them (benchmarks/env.py).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
from gymnasium import spaces

from manastack.cards import registry
from manastack.cards.oracle.vocab import COST_KEYWORDS, SIMPLE_KEYWORDS
from manastack.engine.game import Game
from manastack.engine.steps import STEPS
from manastack.env.options import DECISION_INDEX, OPTION_INDEX, EnvError, Offer

# Entity tables, as numbered in links and option focus: (table, row); table 0 = nothing.
TABLES = ("none", "players", "permanents", "hand", "stack", "graveyard", "exile")
TABLE_INDEX = {name: i for i, name in enumerate(TABLES)}
CARD_TABLES = ("permanents", "hand", "stack", "graveyard", "exile")
DEFAULT_SIZES = {"permanents": 48, "hand": 16, "stack": 16, "graveyard": 64, "exile": 16}
PLAYERS = 2

CARD_TYPES = ("Land", "Creature", "Artifact", "Enchantment", "Planeswalker", "Instant", "Sorcery", "Battle")
KEYWORDS = tuple(sorted(SIMPLE_KEYWORDS | COST_KEYWORDS | {"ward", "protection", "enchant"}))
MANA_TYPES = ("W", "U", "B", "R", "G", "C")

CARD_FEATURES = (
    "valid",
    "mine",
    "tapped",
    "power",
    "toughness",
    "damage",
    "+1/+1 counters",
    "-1/-1 counters",
    "loyalty counters",
    "other counters",
    "token",
    "attached",
    "attacking",
    "blocking",
    "mana value",
    "face down",
    "ability",
    *(f"type {t}" for t in CARD_TYPES),
    *(f"keyword {k}" for k in KEYWORDS),
    "keyword other",
)
PLAYER_FEATURES = (
    "valid",
    "life",
    "poison",
    "library",
    "hand",
    "graveyard",
    "exile",
    "lands played",
    "lost",
    "active",
    *(f"mana {t}" for t in MANA_TYPES),
    *(f"restricted mana {t}" for t in MANA_TYPES),  # 106.6: kept apart, spent only as it allows
)
GLOBAL_FEATURES = ("turn", "my turn", *(f"step {s}" for s in STEPS), *(f"overflow {t}" for t in CARD_TABLES))
DECISION_FIELDS = ("kind", "options", "page", "pages", "hidden")
OPTION_FIELDS = ("valid", "kind", "focus table", "focus row", "second table", "second row", "number")

NUMBER_BOUND = 1_000_000.0  # numeric features are clipped to +-this (a Box needs finite bounds)
INT_BOUND = 1_000_000

_COLUMN = {name: i for i, name in enumerate(CARD_FEATURES)}
_TYPE_COLUMN = {t: _COLUMN[f"type {t}"] for t in CARD_TYPES}
_KEYWORD_COLUMN = {k: _COLUMN[f"keyword {k}"] for k in KEYWORDS}
_OTHER_KEYWORD = _COLUMN["keyword other"]
_STEP_COLUMN = {s: GLOBAL_FEATURES.index(f"step {s}") for s in STEPS}
# Events that change only whose priority it is and which step it is (engine/game.py).
_BOOKKEEPING = frozenset({"pass", "step", "step_begin", "phase_begin"})
_STEP_EVENTS = frozenset({"step", "step_begin"})
_COMBAT_STEPS = frozenset(
    {"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"}
)
_NO_LINK = (-1, -1)
_POOL = PLAYER_FEATURES.index(f"mana {MANA_TYPES[0]}")
_MANA_COLUMN = {t: i for i, t in enumerate(MANA_TYPES)}


# ---------------------------------------------------------------- the card vocabulary


_VOCABULARY: list[tuple[tuple[str, ...], dict[str, int]]] = []


def _forget_vocabulary() -> None:
    _VOCABULARY.clear()


registry.on_change(_forget_vocabulary)


def card_vocabulary() -> tuple[str, ...]:
    """The registered cards' names, sorted: card index i + 1 is card i (0: no card; one past
    the last: a name that is not registered).  Imported cards (`manastack cards import`,
    registry.register_records) change it, and so the indexes."""
    return _vocabulary()[0]


def card_index(name: str | None) -> int:
    """The index of a card or face name (0 for None, len(vocabulary) + 1 if unknown)."""
    names, index = _vocabulary()
    if name is None:
        return 0
    found = index.get(name)
    if found is None:
        return len(names) + 1
    return found


def _vocabulary() -> tuple[tuple[str, ...], dict[str, int]]:
    if not _VOCABULARY:
        definitions = registry.all_definitions()
        names = tuple(sorted(definitions))
        index = {}
        for i, name in enumerate(names, 1):
            index[name] = i
            for face in definitions[name].faces:
                index.setdefault(face.name, i)
        _VOCABULARY.append((names, index))
    return _VOCABULARY[0]


# ---------------------------------------------------------------- the spaces


def observation_space(sizes: Mapping[str, int], max_options: int) -> spaces.Dict:
    """The Dict space of the array observations (docs/env.md lists every key and column)."""
    cards = len(card_vocabulary()) + 1
    number = NUMBER_BOUND
    parts: dict[str, spaces.Space] = {
        "global": spaces.Box(-number, number, (len(GLOBAL_FEATURES),), np.float32),
        "players": spaces.Box(-number, number, (PLAYERS, len(PLAYER_FEATURES)), np.float32),
        "decision": spaces.Box(0, INT_BOUND, (len(DECISION_FIELDS),), np.int64),
        "options": spaces.Box(-1, INT_BOUND, (max_options, len(OPTION_FIELDS)), np.int64),
    }
    for table in CARD_TABLES:
        rows = sizes[table]
        parts[table] = spaces.Box(-number, number, (rows, len(CARD_FEATURES)), np.float32)
        parts[f"{table}_card"] = spaces.Box(0, cards, (rows,), np.int64)
        parts[f"{table}_link"] = spaces.Box(-1, max(rows for rows in sizes.values()), (rows, 2), np.int64)
    return spaces.Dict(parts)


def check_sizes(sizes: Mapping[str, int] | None) -> dict[str, int]:
    chosen = dict(DEFAULT_SIZES)
    for table, rows in (sizes or {}).items():
        if table not in DEFAULT_SIZES:
            raise EnvError(f"unknown entity table {table!r}; tables: {', '.join(CARD_TABLES)}")
        if type(rows) is not int or rows < 1:
            raise EnvError(f"the {table} table needs at least one row, not {rows!r}")
        chosen[table] = rows
    return chosen


# ---------------------------------------------------------------- encoding


class _Tables:
    """One viewer's encoded entity tables as of their last view, and what is needed to go on
    from it: two flat buffers (floats and integers) that every observation copies."""

    __slots__ = ("floats", "ints", "rows", "active", "combat", "turn", "step", "moves")

    def __init__(self, floats: np.ndarray, ints: np.ndarray) -> None:
        self.floats = floats
        self.ints = ints
        self.rows: dict[int, tuple[int, int]] = {}  # object or stack item id -> (table, row)
        self.active = 0
        self.combat = False  # some row is attacking or blocking
        self.turn = 0
        self.step = ""
        self.moves: int | None = None


class Encoder:
    """Array observations for one game at a time (call `reset` for a new game).

    The arrays of an observation are views of two fresh flat buffers, one of float32 and one
    of int64, laid out as `layout` says; no two observations share memory."""

    def __init__(self, sizes: Mapping[str, int] | None = None, max_options: int = 64) -> None:
        self.sizes = check_sizes(sizes)
        self.max_options = max_options
        self.space = observation_space(self.sizes, max_options)
        floats, ints, offset = [], [], {"f": 0, "i": 0}

        def place(key: str, kind: str, shape: tuple[int, ...]) -> None:
            size = int(np.prod(shape))
            (floats if kind == "f" else ints).append((key, offset[kind], offset[kind] + size, shape))
            offset[kind] += size

        place("global", "f", (len(GLOBAL_FEATURES),))
        place("players", "f", (PLAYERS, len(PLAYER_FEATURES)))
        for table in CARD_TABLES:
            place(table, "f", (self.sizes[table], len(CARD_FEATURES)))
        place("decision", "i", (len(DECISION_FIELDS),))
        place("options", "i", (max_options, len(OPTION_FIELDS)))
        for table in CARD_TABLES:
            place(f"{table}_card", "i", (self.sizes[table],))
        for table in CARD_TABLES:
            place(f"{table}_link", "i", (self.sizes[table], 2))
        self.layout = {"f": floats, "i": ints}
        self._float_size, self._int_size = offset["f"], offset["i"]
        spans = {key: (start, stop) for key, start, stop, _ in floats + ints}
        self._card_start = spans[CARD_TABLES[0]][0]
        self._total_rows = sum(self.sizes.values())
        self._first_row = dict(
            zip(CARD_TABLES, np.cumsum([0] + [self.sizes[t] for t in CARD_TABLES]).tolist(), strict=False)
        )
        self._cards_start = spans[f"{CARD_TABLES[0]}_card"][0]
        self._links_start = spans[f"{CARD_TABLES[0]}_link"][0]
        self._options_span = spans["options"]
        self._decision_span = spans["decision"]
        self._players_start = spans["players"][0]
        self.reset()

    def reset(self) -> None:
        self._read: dict[int, int] = {}  # events of each viewer's log read so far
        self._tables: dict[int, _Tables] = {}
        self._spell_of_item: dict[int, dict[int, int]] = {}  # per viewer: stack item id -> spell's object id
        self.views_built = 0  # how many views were built (the other observations kept the last one)

    def encode(
        self, game: Game, viewer: int, offer: Offer | None, moves: int | None = None
    ) -> dict[str, np.ndarray]:
        """The observation of `viewer`; `offer` is the decision they are to answer (None when
        they have none: an all-invalid options table).  `moves` counts the choices that may
        change the game silently made so far (env/session.py): the last view is kept only while
        it is the same and the new events are bookkeeping; None builds the view again."""
        tables = self._update(game, viewer, moves)
        floats = tables.floats.copy()
        ints = tables.ints.copy()
        floats[0] = tables.turn
        mine = tables.active == viewer
        floats[1] = float(mine)
        column = _STEP_COLUMN.get(tables.step)
        if column is not None:
            floats[column] = 1.0
        active = self._players_start + PLAYER_FEATURES.index("active")
        floats[active] = float(mine)
        floats[active + len(PLAYER_FEATURES)] = float(not mine)
        if offer is not None:
            self._options(ints, offer, tables.rows, viewer)
        obs = {}
        for key, start, stop, shape in self.layout["f"]:
            obs[key] = floats[start:stop].reshape(shape)
        for key, start, stop, shape in self.layout["i"]:
            obs[key] = ints[start:stop].reshape(shape)
        return obs

    # ------------------------------------------------------------ the entity tables

    def _update(self, game: Game, viewer: int, moves: int | None) -> _Tables:
        read = self._read.get(viewer, 0)
        new = game.events_for(viewer, read)
        self._read[viewer] = read + len(new)
        spells = self._spell_of_item.setdefault(viewer, {})
        tables = self._tables.get(viewer)
        rebuild = tables is None or moves is None or moves != tables.moves
        for event in new:
            kind = event["type"]
            if kind == "cast":
                spells[event["item"]] = event["obj"]
            if not rebuild:
                rebuild = not self._apply(tables, event, viewer)
        if rebuild:
            tables = self._tables[viewer] = self._from_view(game.view(viewer), viewer, spells)
        tables.moves = moves
        return tables

    def _apply(self, tables: _Tables, event: dict, viewer: int) -> bool:
        """Bring the kept tables up to date with one event of the viewer's log, if it is one
        whose whole effect on the view is known: turn bookkeeping (the step), a permanent
        tapped or untapped, mana added to or emptied from a pool, no attackers or no blockers
        declared.  False if the view must be built again."""
        kind = event["type"]
        if kind in _BOOKKEEPING:
            if event.get("active", tables.active) != tables.active:
                return False
            if kind in _STEP_EVENTS:
                if tables.combat and event["step"] not in _COMBAT_STEPS:
                    return False  # 511.3: combat ended, without an event of its own
                tables.step = event["step"]
                tables.turn = event["turn"]
            return True
        if kind in ("tap", "untap"):
            found = tables.rows.get(event["obj"])
            if found is None or found[0] != TABLE_INDEX["permanents"]:
                return False
            row = self._card_start + (self._first_row["permanents"] + found[1]) * len(CARD_FEATURES)
            tables.floats[row + _COLUMN["tapped"]] = float(kind == "tap")
            return True
        if kind in ("add_mana", "mana_empties"):
            start = (
                self._players_start + ((event["player"] - viewer) % PLAYERS) * len(PLAYER_FEATURES) + _POOL
            )
            if event.get("restricted"):
                start += len(MANA_TYPES)
            pool = tables.floats[start : start + len(MANA_TYPES)]
            if kind == "mana_empties":
                if tables.floats[start + len(MANA_TYPES) : start + 2 * len(MANA_TYPES)].any():
                    return False  # restricted mana may stay (Karn's "until end of turn"): the view tells
                pool[:] = 0.0
                return True
            for mana in event["mana"]:
                if mana not in _MANA_COLUMN:
                    return False
                pool[_MANA_COLUMN[mana]] += 1.0
            return True
        if kind == "tapped_for_mana":  # the tap and the mana have events of their own
            return True
        if kind == "attackers_declared":
            return not event["attackers"]
        if kind == "blockers_declared":
            return not event["blocks"]
        return False

    def _from_view(self, view: dict, viewer: int, spells: dict[int, int]) -> _Tables:
        self.views_built += 1
        sizes = self.sizes
        floats = np.zeros(self._float_size, np.float32)
        ints = np.zeros(self._int_size, np.int64)
        tables = _Tables(floats, ints)
        tables.turn, tables.step, tables.active = view["turn"], view["step"], view["active"]
        rows = tables.rows
        players = view["players"]
        me, them = players[viewer], players[1 - viewer]
        rows_of = {
            "permanents": view["battlefield"],
            "hand": me.get("hand", []),
            "stack": view["stack"],
            "graveyard": me["graveyard"] + them["graveyard"],
            "exile": view["exile"],
        }
        overflow = []
        for table in CARD_TABLES:
            objects = rows_of[table]
            overflow.append(max(0, len(objects) - sizes[table]))
            number = TABLE_INDEX[table]
            for row, entry in enumerate(objects[: sizes[table]]):
                if "id" in entry:
                    rows[entry["id"]] = (number, row)
                    if table == "stack" and entry["id"] in spells:
                        rows[spells[entry["id"]]] = (number, row)
        combat = view["combat"] or _NO_COMBAT
        attackers, blockers = combat["attackers"], combat["blockers"]
        tables.combat = bool(attackers or blockers)
        card_features = floats[self._card_start :].reshape(self._total_rows, len(CARD_FEATURES))
        cards = ints[self._cards_start : self._cards_start + self._total_rows]
        links = ints[self._links_start : self._links_start + 2 * self._total_rows].reshape(
            self._total_rows, 2
        )
        links[:] = -1
        places, statics, dynamics, indexes, linked, aims = [], [], [], [], [], []
        for table in CARD_TABLES:
            first = self._first_row[table]
            for place, entry in enumerate(rows_of[table][: sizes[table]], first):
                static, index, dynamic, aim = _card_row(entry, viewer, attackers, blockers)
                places.append(place)
                statics.append(static)
                dynamics.append(dynamic)
                indexes.append(index)
                if aim is not _NO_LINK:
                    linked.append(place)
                    aims.append(_link(aim, rows, viewer))
        if places:
            at = np.array(places, np.intp)
            card_features[at] = _STATIC.matrix[statics]
            card_features[at, _DYNAMIC] = _bounded(np.array(dynamics, np.float32))
            cards[at] = indexes
            if linked:
                links[linked] = aims
        player_rows = floats[self._players_start : self._players_start + PLAYERS * len(PLAYER_FEATURES)]
        player_rows[:] = _bounded(
            np.array(_player_row(me, view["exile"]) + _player_row(them, view["exile"]), np.float32)
        )
        floats[len(GLOBAL_FEATURES) - len(CARD_TABLES) : len(GLOBAL_FEATURES)] = overflow
        start, stop = self._options_span
        ints[start:stop].reshape(self.max_options, len(OPTION_FIELDS))[:, 2:6] = -1
        return tables

    # ------------------------------------------------------------ the options

    def _options(self, ints: np.ndarray, offer: Offer, rows: dict[int, tuple[int, int]], viewer: int) -> None:
        options = offer.options
        start, stop = self._decision_span
        ints[start:stop] = (
            DECISION_INDEX.get(offer.decision.kind, 0),
            len(options),
            offer.page,
            offer.pages,
            offer.hidden,
        )
        start, stop = self._options_span
        table = ints[start:stop].reshape(self.max_options, len(OPTION_FIELDS))
        table[: len(options)] = [_option_row(o, rows, viewer) for o in options]


_NO_COMBAT = {"attackers": {}, "blockers": {}}
# The columns of a card row that change while the object stays the same object (400.7).
_DYNAMIC_NAMES = (
    "mine",
    "tapped",
    "power",
    "toughness",
    "damage",
    "+1/+1 counters",
    "-1/-1 counters",
    "loyalty counters",
    "other counters",
    "token",
    "attached",
    "attacking",
    "blocking",
)
_DYNAMIC = slice(_COLUMN[_DYNAMIC_NAMES[0]], _COLUMN[_DYNAMIC_NAMES[-1]] + 1)
assert [_COLUMN[name] for name in _DYNAMIC_NAMES] == list(range(_DYNAMIC.start, _DYNAMIC.stop))


class _StaticRows:
    """The columns of a card row that depend only on what the card is, one matrix row per
    distinct (name, types, keywords, mana value, stack kind), remembered: a row is copied from
    here with one numpy operation per view."""

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.matrix = np.zeros((256, len(CARD_FEATURES)), np.float32)
        self.found: dict[tuple, tuple[int, int]] = {}  # key -> (matrix row, card index)

    def get(
        self, name: str | None, types: tuple, keywords: tuple, mana_value: int, kind: str
    ) -> tuple[int, int]:
        key = (name, types, keywords, mana_value, kind)
        found = self.found.get(key)
        if found is None:
            if len(self.found) >= 100_000:
                self.clear()
            number = len(self.found)
            if number == len(self.matrix):
                self.matrix = np.concatenate([self.matrix, np.zeros_like(self.matrix)])
            row = self.matrix[number]
            row[0] = 1.0
            row[_COLUMN["mana value"]] = mana_value
            if kind == "face down":
                row[_COLUMN["face down"]] = 1.0
            elif kind not in ("", "spell"):
                row[_COLUMN["ability"]] = 1.0
            for t in types:
                column = _TYPE_COLUMN.get(t)
                if column is not None:
                    row[column] = 1.0
            for keyword in keywords:
                row[_KEYWORD_COLUMN.get(keyword, _OTHER_KEYWORD)] = 1.0
            found = self.found[key] = (number, card_index(name))
        return found


_STATIC = _StaticRows()
registry.on_change(_STATIC.clear)
_static_row = _STATIC.get


def _card_row(entry: dict, viewer: int, attackers: dict, blockers: dict) -> tuple[int, int, list, tuple]:
    """(its row of the static rows, card index, dynamic columns, link) of one object of a view."""
    link: tuple = _NO_LINK
    if entry.get("face_down") and "id" not in entry:  # 406.3: exiled face down, no id and no name
        static, index = _static_row(None, (), (), 0, "face down")
        return static, 0, [float(entry["owner"] == viewer)] + [0.0] * (len(_DYNAMIC_NAMES) - 1), link
    if "kind" in entry:  # on the stack
        name = entry["name"]
        if name.startswith("ability of "):
            name = name[len("ability of ") :]
        static, index = _static_row(name, (), (), 0, entry["kind"])
        targets = entry["targets"]
        if targets and targets[0]:
            link = tuple(targets[0][0])
        return static, index, [float(entry["controller"] == viewer)] + [0.0] * (len(_DYNAMIC_NAMES) - 1), link
    static, index = _static_row(
        entry["name"], tuple(entry["types"]), tuple(entry["keywords"]), entry["mana_value"], ""
    )
    power, toughness = entry.get("power", 0), entry.get("toughness", 0)
    if "tapped" not in entry:  # in a hand, a graveyard or exile
        return static, index, [float(entry["owner"] == viewer), 0.0, power, toughness] + [0.0] * 9, link
    counters = entry["counters"]
    plus = minus = loyalty = other = 0
    if counters:
        plus, minus, loyalty = counters.get("+1/+1", 0), counters.get("-1/-1", 0), counters.get("loyalty", 0)
        other = sum(counters.values()) - plus - minus - loyalty
    attached = entry["attached_to"]
    if attached is not None:
        link = ("obj", attached)
    key = str(entry["id"])
    attacking = key in attackers
    blocking = not attacking and key in blockers
    if attacking:
        link = tuple(attackers[key])
    elif blocking and blockers[key]:
        link = ("obj", blockers[key][0])
    return (
        static,
        index,
        [
            float(entry["controller"] == viewer),
            float(entry["tapped"]),
            power,
            toughness,
            entry["damage"],
            plus,
            minus,
            loyalty,
            other,
            float(entry["token"]),
            float(attached is not None),
            float(attacking),
            float(blocking),
        ],
        link,
    )


def _bounded(values: np.ndarray) -> np.ndarray:
    """The values within +-NUMBER_BOUND (in place)."""
    np.minimum(values, NUMBER_BOUND, out=values)
    np.maximum(values, -NUMBER_BOUND, out=values)
    return values


def _player_row(entry: dict, exile: list) -> tuple:
    pool = entry["mana_pool"]
    return (
        1.0,
        entry["life"],
        entry["poison"],
        entry["library"],
        entry["hand_size"],
        len(entry["graveyard"]),
        sum(1 for e in exile if e.get("owner") == entry["index"]),
        entry["lands_played"],
        float(entry["lost"]),
        0.0,
        *(pool.count("{" + t + "}") for t in MANA_TYPES),
        *(entry["restricted_pool"].count("{" + t + "}") for t in MANA_TYPES),
    )


def _link(link: tuple, rows: dict[int, tuple[int, int]], viewer: int) -> tuple[int, int]:
    """A ("player", i) or ("obj", id) reference as (table, row)."""
    if link is _NO_LINK or len(link) != 2:
        return _NO_LINK
    kind, value = link
    if kind == "player" and type(value) is int:
        return TABLE_INDEX["players"], (value - viewer) % PLAYERS
    if type(value) is int:
        return rows.get(value, _NO_LINK)
    return _NO_LINK


def _option_row(option, rows: dict[int, tuple[int, int]], viewer: int) -> tuple:
    """(valid, kind, focus table, focus row, second table, second row, number) of an option."""
    kind = option.kind
    value = option.value
    focus = second = _NO_LINK
    number = 0
    if kind in ("play", "cast", "activate", "turn_face_up"):
        focus = rows.get(value[0], _NO_LINK)
    elif kind == "attack":
        focus = rows.get(value[0], _NO_LINK)
        second = _link(value[1], rows, viewer)
    elif kind == "block":
        focus, second = rows.get(value[0], _NO_LINK), rows.get(value[1], _NO_LINK)
    elif kind == "target":
        focus = _link(value, rows, viewer)
    elif kind == "player":
        focus = (TABLE_INDEX["players"], (value - viewer) % PLAYERS)
    elif type(value) is int and kind in ("card", "object", "self", "keep"):
        focus = rows.get(value, _NO_LINK)
    elif kind == "pay":
        number = sum(len(step[-1]) for step in value if step[0] == "ability")
    elif type(value) is int:
        number = value  # X, a mode, a trigger's or a replacement's place, a colour, a page
    return (
        1,
        OPTION_INDEX.get(kind, 0),
        focus[0],
        focus[1],
        second[0],
        second[1],
        max(-1, min(number, INT_BOUND)),
    )
