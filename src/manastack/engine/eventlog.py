"""The event log: the game's history (DESIGN.md principle 5).

The log is append-only and shares its past with its forks (`Game.clone()`): events are kept in
chunks of CHUNK, and a fork shares the original's list of chunks and its last, unfilled chunk
instead of copying them, so forking costs O(1), not O(history).  A shared list is only ever
appended to, by the log whose events end where the list ends; a log whose list another log has
extended past its own end copies the part it sees before appending (at most one chunk, or the
list of chunks).  So logs never see each other's new events, and reading any event takes one
look into one chunk, at any depth of forks.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

CHUNK = 256  # events per chunk: a power of two


class _Chunk:
    """Up to CHUNK consecutive events, and the compact JSON of the first len(texts) of them
    (events never change once logged)."""

    __slots__ = ("events", "texts")

    def __init__(self, events: list[dict]) -> None:
        self.events = events
        self.texts: list[str] = []

    def json_items(self, count: int) -> list[str]:
        """The JSON of the first `count` events, serialised once and remembered."""
        texts = self.texts
        for event in self.events[len(texts):count]:
            texts.append(json.dumps(event, separators=(",", ":")))
        return texts[:count]


class EventLog:
    """The events of one game, in order: `len`, indexing, slicing and iteration."""

    __slots__ = ("_chunks", "_tail", "_start", "size")

    def __init__(self, base: EventLog | None = None, base_len: int = 0, items: list | None = None) -> None:
        """A log that starts with the first `base_len` events of `base` (shared, not copied),
        then `items`."""
        if base is None:
            base_len = 0
            self._chunks: list[_Chunk] = []  # full chunks; this log sees the first _start // CHUNK
            self._tail = _Chunk([])  # the events from _start on (this log sees the first size - _start)
        elif base_len == base.size:
            self._chunks = base._chunks
            self._tail = base._tail
        else:
            if not 0 <= base_len <= base.size:
                raise ValueError(f"a log of {base.size} events has no first {base_len}")
            self._chunks = base._chunks
            self._tail = base._chunks[base_len // CHUNK] if base_len < base._start else base._tail
        self._start = base_len - base_len % CHUNK
        self.size = base_len  # the number of events, kept as an attribute for speed
        for event in items or ():
            EventLog.append(self, event)  # not a subclass's `append`: its own attributes aren't set yet

    def append(self, event: dict) -> None:
        events = self._tail.events
        if len(events) + self._start != self.size:  # another log appended to this shared chunk
            events = self._own_tail()
        events.append(event)
        self.size += 1
        if len(events) == CHUNK:
            self._fill()

    def _own_tail(self) -> list[dict]:
        """Copy the part of the shared last chunk this log sees, to append to it alone."""
        seen = self.size - self._start
        tail = self._tail
        own = _Chunk(tail.events[:seen])
        own.texts = tail.texts[:seen]
        self._tail = own
        return own.events

    def _fill(self) -> None:
        """The last chunk is full: it joins the list of chunks (copied first if another log
        has added chunks to it since this log's last one) and a new chunk begins."""
        count = self._start // CHUNK
        if len(self._chunks) != count:
            self._chunks = self._chunks[:count]
        self._chunks.append(self._tail)
        self._tail = _Chunk([])
        self._start += CHUNK

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[dict]:
        for chunk in self._chunks[: self._start // CHUNK]:
            yield from chunk.events
        yield from self._tail.events[: self.size - self._start]

    def __getitem__(self, index: int | slice) -> dict | list[dict]:
        if isinstance(index, slice):
            first, end, step = index.indices(self.size)
            if step != 1:
                return [self[i] for i in range(first, end, step)]
            return self._between(first, end)
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError(f"event {index} of a log of {self.size}")
        start = self._start
        if index >= start:
            return self._tail.events[index - start]
        return self._chunks[index // CHUNK].events[index % CHUNK]

    def _between(self, first: int, end: int) -> list[dict]:
        """The events from `first` to before `end` (0 <= first, end <= size)."""
        start = self._start
        if end <= first:
            return []
        if first >= start:
            return self._tail.events[first - start: end - start]
        found: list[dict] = []
        stop = min(end, start)
        number = first // CHUNK
        while number * CHUNK < stop:
            lo = number * CHUNK
            found += self._chunks[number].events[max(first - lo, 0): stop - lo]
            number += 1
        if end > start:
            found += self._tail.events[: end - start]
        return found

    def since(self, index: int) -> list[dict]:
        """The events from `index` on."""
        start = self._start
        if index >= start:
            return self._tail.events[index - start: self.size - start]
        return self._between(index, self.size)

    def fork(self) -> EventLog:
        """A new log that sees this one's events so far and appends on its own."""
        return EventLog(self, self.size)

    def to_list(self) -> list[dict]:
        return self._between(0, self.size)

    def json_items(self) -> list[str]:
        """Each event as compact JSON; serialised once and remembered."""
        texts: list[str] = []
        for chunk in self._chunks[: self._start // CHUNK]:
            texts += chunk.json_items(CHUNK)
        return texts + self._tail.json_items(self.size - self._start)

    def to_text(self) -> str:
        """One JSON object per line, keys sorted: the byte-exact form used to compare games."""
        return "\n".join(json.dumps(e, sort_keys=True, separators=(",", ":")) for e in self)
