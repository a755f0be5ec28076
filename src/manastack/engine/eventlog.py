"""The event log: the game's history (DESIGN.md principle 5).

The log is append-only and shares its past with clones: a clone sees the first N events of the
original without copying them, so `Game.clone()` costs O(state), not O(history).
"""

from __future__ import annotations

import json
from collections.abc import Iterator


class EventLog:
    __slots__ = ("_base", "_base_len", "_items", "_texts", "size")

    def __init__(self, base: EventLog | None = None, base_len: int = 0, items: list | None = None) -> None:
        self._base = base
        self._base_len = base_len
        self._items: list[dict] = items if items is not None else []
        self._texts: list[str] = []  # JSON of the first len(_texts) own events (events never change)
        self.size = base_len + len(self._items)  # the number of events, kept as an attribute for speed

    def append(self, event: dict) -> None:
        self._items.append(event)
        self.size += 1

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[dict]:
        if self._base is not None:
            for i, event in enumerate(self._base):
                if i >= self._base_len:
                    break
                yield event
        yield from self._items

    def __getitem__(self, index: int) -> dict:
        if index < 0:
            index += len(self)
        if index < self._base_len:
            return self._base[index]  # type: ignore[index]
        return self._items[index - self._base_len]

    def since(self, index: int) -> list[dict]:
        """The events from `index` on."""
        if index >= self._base_len:
            return self._items[index - self._base_len:]
        return [self[i] for i in range(index, self.size)]

    def fork(self) -> EventLog:
        """A new log that sees this one's events so far and appends on its own."""
        return EventLog(self, len(self), [])

    def to_list(self) -> list[dict]:
        return list(self)

    def json_items(self) -> list[str]:
        """Each event as compact JSON; serialised once and remembered."""
        texts = self._base.json_items()[: self._base_len] if self._base is not None else []
        own = self._texts
        for event in self._items[len(own):]:
            own.append(json.dumps(event, separators=(",", ":")))
        return texts + own

    def to_text(self) -> str:
        """One JSON object per line, keys sorted: the byte-exact form used to compare games."""
        return "\n".join(json.dumps(e, sort_keys=True, separators=(",", ":")) for e in self)
