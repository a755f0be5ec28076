"""The event log: the game's history (DESIGN.md principle 5).

The log is append-only and shares its past with its forks (`Game.clone()`) instead of copying
it, so forking costs O(1), not O(history), and reading any event takes one look into one list,
at any depth of forks.  The events are kept as full chunks of CHUNK events, which never change
and are shared, and a list of the last events, which is each log's own.  A fork first moves the
last events, if CHUNK or more, into full chunks (each event is moved once), then shares the
chunks and copies the fewer than CHUNK events left.  The list of chunks is shared too: a log
adds chunks to it in place only if no other log has added some since; otherwise it copies the
part it sees first.  So logs never see each other's new events.

Since logs share their events, reading by index or slice, iterating and `to_list` give copies:
what a caller does to them changes no log.  Only the engine's own procedures read the logged
events themselves (`since`), and never change them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from manastack.caching import CACHING

CHUNK = 128  # events per full chunk


def copy_event(event: dict) -> dict:
    """A deep copy of a logged event (JSON-shaped: dicts, lists, atoms), in one function call
    whatever its depth: no recursion."""
    top = dict(event)
    pending: list = [top]
    while pending:
        container = pending.pop()
        for key, value in (container.items() if type(container) is dict else enumerate(container)):
            kind = type(value)
            if kind is dict or kind is list:
                value = container[key] = kind(value)  # an existing key or index: the size stays
                pending.append(value)
    return top


class _Chunk:
    """CHUNK consecutive events, and the compact JSON of the first len(texts) of them."""

    __slots__ = ("events", "texts")

    def __init__(self, events: list[dict], texts: list[str]) -> None:
        self.events = events
        self.texts = texts


def _json_items(events: list[dict], texts: list[str], count: int) -> list[str]:
    """The JSON of the first `count` events, each serialised once and remembered in `texts`
    (events never change once logged)."""
    if not CACHING:
        return [json.dumps(event, separators=(",", ":")) for event in events[:count]]
    for event in events[len(texts):count]:
        texts.append(json.dumps(event, separators=(",", ":")))
    return texts[:count]


class SharedList:
    """An append-only list whose forks share its past as EventLog's do: full chunks of CHUNK
    items, never changed, shared by every fork, and fewer than CHUNK last items copied.  For
    the per-player logs (engine/player_log.py), so a clone's costs O(CHUNK), not O(history).
    The items are shared too: they must never be changed."""

    __slots__ = ("_chunks", "_tail", "_start", "size")

    def __init__(self) -> None:
        self._chunks: list[list] = []  # this list sees the first _start // CHUNK
        self._tail: list = []  # the items from _start on
        self._start = 0
        self.size = 0

    def append(self, item) -> None:
        self._tail.append(item)
        self.size += 1

    def fork(self) -> SharedList:
        """A new list with this one's items so far, that appends on its own."""
        self._seal()
        fork = SharedList.__new__(SharedList)
        fork._chunks = self._chunks
        fork._tail = self._tail[:]
        fork._start = self._start
        fork.size = self.size
        return fork

    def _seal(self) -> None:
        """Move CHUNK or more last items into full chunks (the list of chunks copied first if
        another fork has added chunks to it since)."""
        seen = self.size - self._start
        if seen < CHUNK:
            return
        count = self._start // CHUNK
        if len(self._chunks) != count:
            self._chunks = self._chunks[:count]
        tail = self._tail
        full = seen - seen % CHUNK
        for first in range(0, full, CHUNK):
            self._chunks.append(tail[first:first + CHUNK])
        self._tail = tail[full:]
        self._start += full

    def __len__(self) -> int:
        return self.size

    def between(self, first: int, end: int) -> list:
        """The items from `first` to before `end` (0 <= first, end <= size): the items themselves."""
        start = self._start
        if end <= first:
            return []
        if first >= start:
            return self._tail[first - start: end - start]
        found: list = []
        stop = min(end, start)
        number = first // CHUNK
        while number * CHUNK < stop:
            low = number * CHUNK
            found += self._chunks[number][max(first - low, 0): stop - low]
            number += 1
        if end > start:
            found += self._tail[: end - start]
        return found


class EventLog:
    """The events of one game, in order: `len`, indexing, slicing and iteration."""

    __slots__ = ("_chunks", "_events", "_texts", "_start", "size")

    def __init__(self, base: EventLog | None = None, base_len: int = 0, items: list | None = None) -> None:
        """A log that starts with the first `base_len` events of `base` (their full chunks
        shared, fewer than CHUNK copied), then `items`."""
        if base is None:
            base_len = 0
            self._chunks: list[_Chunk] = []  # this log sees the first _start // CHUNK
            self._events: list[dict] = []  # the events from _start on
            self._texts: list[str] = []  # the JSON of the first of those
        else:
            if not 0 <= base_len <= base.size:
                raise ValueError(f"a log of {base.size} events has no first {base_len}")
            base._seal()
            self._chunks = base._chunks
            last = base_len % CHUNK
            if base_len >= base._start:
                self._events, self._texts = base._events[:last], base._texts[:last]
            else:
                chunk = base._chunks[base_len // CHUNK]
                self._events, self._texts = chunk.events[:last], chunk.texts[:last]
        self._start = base_len - base_len % CHUNK
        self.size = base_len  # the number of events, kept as an attribute for speed
        for event in items or ():
            EventLog.append(self, event)  # not a subclass's `append`: its own attributes aren't set yet

    def append(self, event: dict) -> None:
        self._events.append(event)
        self.size += 1

    def _seal(self) -> None:
        """Before a fork: move CHUNK or more last events into full chunks, added to the list of
        chunks (copied first if another log has added chunks to it since this log's last)."""
        seen = self.size - self._start
        if seen < CHUNK:
            return
        count = self._start // CHUNK
        if len(self._chunks) != count:
            self._chunks = self._chunks[:count]
        events, texts = self._events, self._texts
        full = seen - seen % CHUNK
        for first in range(0, full, CHUNK):
            self._chunks.append(_Chunk(events[first:first + CHUNK], texts[first:first + CHUNK]))
        self._events, self._texts = events[full:], texts[full:]
        self._start += full

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[dict]:
        """The events in order, as copies."""
        for chunk in self._chunks[: self._start // CHUNK]:
            for event in chunk.events:
                yield copy_event(event)
        for event in self._events[:]:
            yield copy_event(event)

    def __getitem__(self, index: int | slice) -> dict | list[dict]:
        """An event, or a list of events, as copies."""
        if isinstance(index, slice):
            first, end, step = index.indices(self.size)
            if step != 1:
                return [self[i] for i in range(first, end, step)]
            return [copy_event(event) for event in self._between(first, end)]
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError(f"event {index} of a log of {self.size}")
        start = self._start
        if index >= start:
            return copy_event(self._events[index - start])
        return copy_event(self._chunks[index // CHUNK].events[index % CHUNK])

    def _between(self, first: int, end: int) -> list[dict]:
        """The events from `first` to before `end` (0 <= first, end <= size)."""
        start = self._start
        if end <= first:
            return []
        if first >= start:
            return self._events[first - start: end - start]
        found: list[dict] = []
        stop = min(end, start)
        number = first // CHUNK
        while number * CHUNK < stop:
            lo = number * CHUNK
            found += self._chunks[number].events[max(first - lo, 0): stop - lo]
            number += 1
        if end > start:
            found += self._events[: end - start]
        return found

    def since(self, index: int) -> list[dict]:
        """The events from `index` on: the logged events themselves, for the engine's
        procedures, which must not change them."""
        start = self._start
        if index >= start:
            return self._events[index - start:]
        return self._between(index, self.size)

    def fork(self) -> EventLog:
        """A new log that sees this one's events so far and appends on its own."""
        return EventLog(self, self.size)

    def to_list(self) -> list[dict]:
        """Every event, as copies."""
        return [copy_event(event) for event in self._between(0, self.size)]

    def json_items(self) -> list[str]:
        """Each event as compact JSON; serialised once and remembered."""
        texts: list[str] = []
        for chunk in self._chunks[: self._start // CHUNK]:
            texts += _json_items(chunk.events, chunk.texts, CHUNK)
        return texts + _json_items(self._events, self._texts, len(self._events))

    def to_text(self) -> str:
        """One JSON object per line, keys sorted: the byte-exact form used to compare games."""
        return "\n".join(json.dumps(e, sort_keys=True, separators=(",", ":")) for e in self._between(0, self.size))
