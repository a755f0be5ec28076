"""What a player may know of the game's history: `Game.events_for(player)` (DESIGN.md
principle 8, 400.2 public and hidden zones).

What a player sees.  The log as a player may know it has one event for each event of the game,
at the same index and with the same "n": the event itself, or a copy with what that player
can't see replaced by None.  A player sees an object, its id and its card name, while it is in
a public zone (battlefield, stack, graveyard, exile, command: 400.2) and face up, or in their
own hand (402.3) or among their own cards outside the game (400.11: their sideboard).  No player
sees objects in a library (401.2), in another player's hand or sideboard, or exiled face down
(406.3).  An object never changes zones (400.7: a card that moves becomes a
new object, with a new id), so what a player sees of an event follows from the event and the
events before it, and never changes later.  So:

- an object the player can't see is None wherever an event names it ("obj", "new", "source",
  targets, attackers, affected objects): ids are hidden information too, because the cards of
  a library get their ids in decklist order, before the first shuffle;
- a zone change ("zone_change") keeps its zones, owner and controller, and names its card
  ("card", and "lki", its last known information) only if the player sees the object before
  or after the move, or the card was revealed: otherwise it is a card with its zones.  The
  player's own draws, searches to hand, mulligans and cards put back (Brainstorm) are named;
  another player's are not; a card exiled face down (Bomat Courier) is named to nobody, nor
  when it returns to its owner's hand unrevealed, except to that owner once it is there;
- a face-down spell or permanent (708.2) is seen, with its id, but its card is named to nobody
  while it is face down (its controller knows it from their hand, 708.5); it is named as it
  leaves the battlefield or the stack for any other zone, and once it is turned face up (708.9,
  702.37e: "turned_face_up" names it);
- a revealed card (701.20a, and 602.2a: an ability announced from a hidden zone reveals its
  card as it is put on the stack) is named in its "reveal" event, which says the zone it was revealed in instead of its
  id, and in the zone change that moves it, until its library is shuffled or reordered
  (scry, putting a card on the bottom): then which card is which is no longer known;
- a card looked at in another player's hand ("look") is named to the player who looks only;
- all other events are public and kept as they are (counts of cards drawn, scried, put on
  the bottom; shuffles; life, damage, combat, the stack).

The logs are kept per Game, brought up to date as the game's log grows, and every call
returns fresh copies: nothing a caller edits changes the game or a later answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from manastack.caching import CACHING
from manastack.engine.decision import IllegalAction
from manastack.engine.eventlog import EventLog, SharedList
from manastack.engine.state import BATTLEFIELD, EXILE, HAND, LIBRARY, SIDEBOARD, STACK, copy_data

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

# Event fields that hold one object's id, lists of ids, and ["obj", id] / ["player", i] pairs.
OBJECT_KEYS = ("obj", "new", "source", "by", "by_obj", "attacker")
OBJECT_LIST_KEYS = ("affected", "attackers")
TARGET_KEYS = ("target", "defender")
_SCALAR_KEYS = frozenset(OBJECT_KEYS + ("to",))
_LIST_KEYS = frozenset(OBJECT_LIST_KEYS)
_PAIR_KEYS = frozenset(TARGET_KEYS)
_ATOMS = frozenset({int, str, bool, float, type(None)})
# Events after which the cards of a player's library may be anywhere in it.
_REORDERING = frozenset({"shuffle", "scry", "surveil", "library_reorder"})

Where = tuple[str, int, bool]  # an object's zone, owner and whether it is face down


def check_player(game: Kernel, player: object) -> int:
    """The index of a player in the game, or IllegalAction naming what is wrong."""
    if type(player) is not int:
        raise IllegalAction(f"a player is given by their index (an int), not {player!r}")
    if not 0 <= player < len(game.state.players):
        raise IllegalAction(f"no player {player}: players are 0..{len(game.state.players) - 1}")
    return player


def events_for(game: Kernel, player: object, since: int = 0) -> list[dict]:
    """The events from index `since` on, as `player` may know them (see the module's text)."""
    viewer = check_player(game, player)
    if type(since) is not int or since < 0:
        raise IllegalAction(f"since must be an event index (an int >= 0), not {since!r}")
    logs = _logs_of(game)
    logs.update(game)
    return logs.copies(viewer, since, logs.done)


def recent_events_for(game: Kernel, player: int, count: int) -> list[dict]:
    """The last `count` events as `player` may know them."""
    logs = _logs_of(game)
    logs.update(game)
    return logs.copies(player, max(0, logs.done - count), logs.done)


class PlayerLogs:
    """Every player's log of one game, up to the first `done` events of its log."""

    __slots__ = ("log", "done", "logs", "nested", "made", "left", "revealed")

    def __init__(self, log: EventLog, players: int) -> None:
        self.log = log
        self.done = 0
        self.logs: list[SharedList] = [SharedList() for _ in range(players)]
        self.nested = SharedList()  # each event's fields that aren't atoms, a tuple per event
        self.made: dict[int, Where] = {}  # objects that zone changes made, where they went
        self.left: dict[int, Where] = {}  # objects that zone changes moved, where they were
        self.revealed: set[int] = set()  # objects revealed (701.20a) and still known

    def update(self, game: Kernel) -> None:
        log = game.log
        if self.done == log.size:
            return
        events = log.since(self.done)
        for event in events:  # where each object that moved was, even one made before the log began
            if event["type"] == "zone_change" and event["obj"] is not None:
                self.left.setdefault(event["obj"], (event["from"], event["owner"], False))
        viewers = range(len(self.logs))
        for event in events:
            self.nested.append(tuple([key for key, value in event.items() if type(value) not in _ATOMS]))
            self._learn(game, event)
            hidden = self._hidden_ids(game, event)
            if not hidden and event["type"] not in ("zone_change", "look"):
                for viewer in viewers:
                    self.logs[viewer].append(event)
                continue
            for viewer in viewers:
                self.logs[viewer].append(self._as_seen_by(game, event, viewer, hidden))
        self.done = log.size

    def copies(self, viewer: int, first: int, end: int) -> list[dict]:
        """Deep copies of events `first` to `end` of a player's log."""
        found = []
        for event, nested in zip(self.logs[viewer].between(first, end), self.nested.between(first, end), strict=True):
            event = dict(event)
            for key in nested:
                if key in event:
                    event[key] = copy_data(event[key])
            found.append(event)
        return found

    # ------------------------------------------------------------ what is known

    def where(self, game: Kernel, oid: int) -> Where | None:
        """An object's zone, owner and face; None for one that is public wherever it was (a
        token that ceased to exist, a stack item)."""
        found = self.made.get(oid)
        if found is not None:
            return found
        obj = game.state.objects.get(oid)
        if obj is not None:
            return (obj.zone, obj.owner, obj.face_down)
        return self.left.get(oid)

    def _learn(self, game: Kernel, event: dict) -> None:
        kind = event["type"]
        if kind == "zone_change":
            self.made[event["new"]] = (event["to"], event["owner"], bool(event.get("face_down")))  # 406.3
        elif kind == "turned_face_up":  # 708.8: the same object, face up from now on
            self.made[event["obj"]] = (BATTLEFIELD, self.where(game, event["obj"])[1], False)
        elif kind == "reveal":  # 701.20a, and 602.2a: an ability announced from a hidden zone
            self.revealed.add(event["obj"])
        elif kind in _REORDERING and self.revealed:
            player = event["player"]
            self.revealed = {oid for oid in self.revealed
                             if self.where(game, oid) not in ((LIBRARY, player, False), (LIBRARY, player, True))}

    def _hidden_ids(self, game: Kernel, event: dict) -> set[int]:
        """The objects the event names that some player can't see."""
        hidden = set()
        for oid in _object_ids(event):
            where = self.where(game, oid)
            if where is not None and (where[0] in (HAND, LIBRARY, SIDEBOARD) or where[2]):
                hidden.add(oid)
        return hidden

    @staticmethod
    def _sees(where: Where | None, viewer: int) -> bool:
        if where is None:
            return True
        zone, owner, face_down = where
        if zone == LIBRARY or (face_down and zone == EXILE):
            return False
        return zone not in (HAND, SIDEBOARD) or owner == viewer

    # ------------------------------------------------------------ one event for one player

    def _as_seen_by(self, game: Kernel, event: dict, viewer: int, hidden: set[int]) -> dict:
        if event["type"] == "look" and viewer != event["player"]:  # only the looker learns the card
            return {**event, "obj": None, "card": None}
        unseen = {oid for oid in hidden if not self._sees(self.where(game, oid), viewer)}
        if event["type"] == "zone_change":
            named = self._named(game, event["obj"], viewer) or self._named(game, event["new"], viewer) \
                or event["obj"] in self.revealed or self._revealed_leaving(game, event)
            if named and not unseen:
                return event
            seen = dict(event)
            if not named:
                seen["card"] = None
                seen.pop("lki", None)
        elif not unseen:
            return event
        else:
            seen = dict(event)
        for key in OBJECT_KEYS + ("to",):
            if seen.get(key) in unseen and type(seen[key]) is int:
                seen[key] = None
        for key in OBJECT_LIST_KEYS:
            if key in seen:
                seen[key] = [None if oid in unseen else oid for oid in seen[key]]
        for key in TARGET_KEYS:
            if key in seen:
                seen[key] = _unseen_target(seen[key], unseen)
        if "targets" in seen:
            seen["targets"] = [[_unseen_target(t, unseen) for t in slot] for slot in seen["targets"]]
        if seen["type"] == "reveal" and seen["obj"] is None:
            seen["zone"] = self.where(game, event["obj"])[0]
        return seen

    def _revealed_leaving(self, game: Kernel, event: dict) -> bool:
        """708.9: a face-down permanent or spell is revealed as it moves to any zone but the
        battlefield."""
        if event["obj"] is None or event["to"] == BATTLEFIELD:
            return False
        where = self.where(game, event["obj"])
        return where is not None and where[0] in (BATTLEFIELD, STACK) and where[2]

    def _named(self, game: Kernel, oid: int | None, viewer: int) -> bool:
        if oid is None:
            return False
        where = self.where(game, oid)
        return self._sees(where, viewer) and not (where is not None and where[2])


def _object_ids(event: dict) -> list[int]:
    found = []
    for key, value in event.items():
        if key in _SCALAR_KEYS:
            if type(value) is int:  # (a zone change's "to" is a zone, an attachment's an object)
                found.append(value)
        elif key in _LIST_KEYS:
            found += [oid for oid in value if type(oid) is int]
        elif key in _PAIR_KEYS:
            _add_pair(value, found)
        elif key == "targets":
            for slot in value:
                for target in slot:
                    _add_pair(target, found)
    return found


def _add_pair(target, found: list[int]) -> None:
    if isinstance(target, (list, tuple)) and len(target) == 2 and target[0] == "obj" and type(target[1]) is int:
        found.append(target[1])


def _unseen_target(target, unseen: set[int]):
    if isinstance(target, (list, tuple)) and len(target) == 2 and target[0] == "obj" and target[1] in unseen:
        return ["obj", None]
    return target


_LOGS: WeakKeyDictionary = WeakKeyDictionary()


def _logs_of(game: Kernel) -> PlayerLogs:
    """The game's player logs (a new Game, such as a clone, starts its own)."""
    logs = _LOGS.get(game)
    if logs is None or logs.log is not game.log or len(logs.logs) != len(game.state.players) or not CACHING:
        logs = _LOGS[game] = PlayerLogs(game.log, len(game.state.players))
    return logs


def fork(original: Kernel, clone: Kernel) -> None:
    """Give a clone the player logs its original has built so far, instead of building them
    again from its first event (a search agent reads the view of every clone)."""
    logs = _LOGS.get(original)
    if logs is None or logs.log is not original.log:
        return
    copy = PlayerLogs(clone.log, len(logs.logs))
    copy.done = logs.done
    copy.logs = [each.fork() for each in logs.logs]  # the events in them are never changed: shared
    copy.nested = logs.nested.fork()
    copy.made = dict(logs.made)
    copy.left = dict(logs.left)
    copy.revealed = set(logs.revealed)
    _LOGS[clone] = copy

