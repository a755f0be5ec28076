"""Card records: the Oracle-style data of a card and its faces, and a database of them
(lookup by card or face name, suggestions, search).  Plain data, read by the card database
(db.py) and the user card store (store.py)."""

from __future__ import annotations

import difflib
import json
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["DB_FORMAT", "CardDatabase", "CardRecord", "FaceRecord", "UnknownCardError", "dumps_records", "loads_records"]

#: Version number written into generated database files.
DB_FORMAT = 1


class UnknownCardError(LookupError):
    """Raised when a card name is not in the database.

    Attributes:
        name: The name that was looked up.
        suggestions: Up to three close card names (possibly empty).
    """

    def __init__(self, name: str, suggestions: Iterable[str] = ()) -> None:
        self.name = name
        self.suggestions: tuple[str, ...] = tuple(suggestions)
        message = f"unknown card: {name!r}"
        if self.suggestions:
            message += "; did you mean " + ", ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(message)

    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True)
class FaceRecord:
    """One face of a card (the only face, for a single-faced card).

    ``mana_cost`` is the MTGJSON text (``"{1}{G}"``) or ``None`` when the face
    has no mana cost; parse it with :func:`manastack.cards.mana_cost.parse_mana_cost`.
    ``side`` is MTGJSON's side letter (``"a"`` for single-faced cards).
    """

    name: str
    mana_cost: str | None
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: str | None
    toughness: str | None
    loyalty: str | None
    text: str
    side: str = "a"

    def to_json(self) -> dict[str, Any]:
        """Return the JSON-ready dict used in the database file."""
        return {
            "name": self.name,
            "mana_cost": self.mana_cost,
            "type_line": self.type_line,
            "supertypes": list(self.supertypes),
            "types": list(self.types),
            "subtypes": list(self.subtypes),
            "colors": list(self.colors),
            "power": self.power,
            "toughness": self.toughness,
            "loyalty": self.loyalty,
            "text": self.text,
            "side": self.side,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> FaceRecord:
        """Inverse of :meth:`to_json`."""
        get = data.get  # positional arguments and a bound get: this runs once per face at load
        return cls(
            data["name"],
            get("mana_cost"),
            get("type_line", ""),
            tuple(get("supertypes", ())),
            tuple(get("types", ())),
            tuple(get("subtypes", ())),
            tuple(get("colors", ())),
            get("power"),
            get("toughness"),
            get("loyalty"),
            get("text", ""),
            get("side", "a"),
        )


@dataclass(frozen=True)
class CardRecord:
    """A card: its full name (``"A // B"`` for multi-faced cards), layout and faces."""

    name: str
    layout: str
    faces: tuple[FaceRecord, ...]
    playtest: bool = False
    rulings: tuple[str, ...] = ()

    @property
    def front(self) -> FaceRecord:
        """The front face (side ``"a"``); the only face of a single-faced card."""
        return self.faces[0]

    @property
    def face_names(self) -> tuple[str, ...]:
        """Names of all faces, front first."""
        return tuple(face.name for face in self.faces)

    def face_named(self, name: str) -> FaceRecord:
        """Return the face called ``name`` (case-insensitive).

        Raises:
            UnknownCardError: if no face has that name.
        """
        wanted = name.strip().casefold()
        for face in self.faces:
            if face.name.casefold() == wanted:
                return face
        raise UnknownCardError(name, difflib.get_close_matches(name, self.face_names, n=3))

    def to_json(self) -> dict[str, Any]:
        """Return the JSON-ready dict used in the database file."""
        return {
            "name": self.name,
            "layout": self.layout,
            "playtest": self.playtest,
            "faces": [face.to_json() for face in self.faces],
            "rulings": list(self.rulings),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CardRecord:
        """Inverse of :meth:`to_json`."""
        face = FaceRecord.from_json
        return cls(
            data["name"],
            data["layout"],
            tuple([face(f) for f in data["faces"]]),
            bool(data.get("playtest", False)),
            tuple(data.get("rulings", ())),
        )


class CardDatabase:
    """An immutable collection of :class:`CardRecord` indexed by card and face name.

    A database made from records holds them; one made by :meth:`indexed` (the user card store)
    knows only the names and reads each record the first time it is asked for, so looking up a
    few cards costs the same in a database of 100 cards as in one of 20,000.
    """

    def __init__(self, records: Iterable[CardRecord] = ()) -> None:
        loaded = {record.name: record for record in records}
        multi = {name: r.face_names for name, r in loaded.items() if r.face_names != (name,)}
        self._setup({name.casefold(): name for name in loaded}, multi, loaded.__getitem__)
        self._records = loaded

    @classmethod
    def indexed(
        cls,
        names: Iterable[str],
        faces: Mapping[str, tuple[str, ...]],
        fetch: Callable[[str], CardRecord],
        fetch_all: Callable[[], Iterable[CardRecord]] | None = None,
    ) -> CardDatabase:
        """A database of the cards called ``names`` whose records ``fetch(card name)`` returns,
        called once per card on first use; ``fetch_all()``, if given, returns them all at once
        (for iterating over the database).  ``faces`` gives the face names of the cards whose
        only face isn't named like the card."""
        database = cls.__new__(cls)
        database._setup({name.casefold(): name for name in names}, faces, fetch, fetch_all)
        return database

    @classmethod
    def layered(cls, base: CardDatabase, top: CardDatabase) -> CardDatabase:
        """The cards of both; a card of ``top`` replaces the one of ``base`` with the same name.
        Records are read from the layer they come from, on first use."""
        faces = {name: f for name, f in base._multi.items() if name not in top._names}
        faces.update(top._multi)

        def fetch(name: str) -> CardRecord:
            return (top if name in top._names else base)._record(name)

        def fetch_all() -> Iterator[CardRecord]:
            yield from (r for name, r in base._all().items() if name not in top._names)
            yield from top._all().values()

        database = cls.__new__(cls)
        database._setup({**base._by_key, **top._by_key}, faces, fetch, fetch_all)
        return database

    def _setup(
        self,
        by_key: dict[str, str],
        faces: Mapping[str, tuple[str, ...]],
        fetch: Callable[[str], CardRecord],
        fetch_all: Callable[[], Iterable[CardRecord]] | None = None,
    ) -> None:
        self._by_key = by_key  # casefolded full name -> full name
        self._names = frozenset(by_key.values())
        self._multi = dict(faces)  # card name -> face names, where they aren't just the card's name
        self._fetch = fetch
        self._fetch_all = fetch_all
        self._records: dict[str, CardRecord] = {}
        # Full names win over face names; among face names the first card (by name) wins.
        self._faces: dict[str, str] = {}
        for name in sorted(self._multi):
            for face in self._multi[name]:
                self._faces.setdefault(face.casefold(), name)
        self._display: dict[str, str] | None = None

    def _all(self) -> dict[str, CardRecord]:
        """Every record, by card name (read all at once when the source can)."""
        if len(self._records) < len(self._names):
            if self._fetch_all is not None:
                for record in self._fetch_all():
                    if record.name in self._names:
                        self._records.setdefault(record.name, record)
            for name in self._names - self._records.keys():
                self._records[name] = self._fetch(name)
        return self._records

    def _record(self, name: str) -> CardRecord:
        """The record of the card called exactly ``name``."""
        found = self._records.get(name)
        if found is None:
            found = self._records[name] = self._fetch(name)
        return found

    @staticmethod
    def _key(name: str) -> str:
        """Normalise a lookup name: case, runs of whitespace and spacing around ``//``."""
        return " ".join(name.replace("//", " // ").split()).casefold()

    def _find_name(self, name: str) -> str | None:
        key = self._key(name)
        return self._by_key.get(key) or self._faces.get(key)

    def _find(self, name: str) -> CardRecord | None:
        found = self._find_name(name)
        return None if found is None else self._record(found)

    def get(self, name: str) -> CardRecord:
        """Return the card with this full name or face name (case-insensitive).

        Raises:
            UnknownCardError: naming the card and listing up to three close names.
        """
        record = self._find(name)
        if record is None:
            raise UnknownCardError(name, self.suggest(name))
        return record

    def full_name(self, name: str) -> str | None:
        """The full name of the card with this full or face name (case-insensitive), or
        ``None``; reads no record."""
        return self._find_name(name)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._find_name(name) is not None

    def __len__(self) -> int:
        return len(self._names)

    def __iter__(self) -> Iterator[CardRecord]:
        records = self._all()
        return (records[name] for name in self.names())

    def names(self) -> list[str]:
        """All full card names, sorted."""
        return sorted(self._names)

    def records(self) -> list[CardRecord]:
        """All card records, sorted by name."""
        return list(self)

    def search(self, query: str) -> list[CardRecord]:
        """Cards whose name, face names, type line or rules text contain ``query``.

        Matching is a case-insensitive substring test; results are sorted by name.
        """
        needle = query.casefold()
        hits = []
        for record in self:
            haystacks = [record.name]
            for face in record.faces:
                haystacks.extend((face.name, face.type_line, face.text))
            if any(needle in h.casefold() for h in haystacks):
                hits.append(record)
        return hits

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` known card or face names close to ``name`` (best first): names it begins
        ("Toofer" for "Toofer, Keeper of the Full Grip"), then names spelled alike."""
        if self._display is None:
            display = dict(self._by_key)
            for key, full in self._faces.items():
                if key not in display:
                    display[key] = next(f for f in self._multi[full] if f.casefold() == key)
            self._display = display
        key = self._key(name)
        begun = sorted(k for k in self._display if k.startswith(key) and k[len(key):len(key) + 1] in (" ", ","))[:n] if key else []
        close = difflib.get_close_matches(key, list(self._display), n=n, cutoff=0.6)
        return [self._display[m] for m in [*begun, *(m for m in close if m not in begun)][:n]]

    @classmethod
    def from_json_text(cls, text: str) -> CardDatabase:
        """Build a database from the text of a generated database file."""
        return cls(loads_records(text))

    @classmethod
    def from_path(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """Build a database from a generated database file on disk."""
        return cls.from_json_text(Path(path).read_text(encoding="utf-8"))


def dumps_records(records: Iterable[CardRecord]) -> str:
    """Serialise records as a compact, deterministic database file (one card per line)."""
    by_name = {r.name: r for r in records}
    lines = [
        json.dumps(by_name[name].to_json(), ensure_ascii=False, separators=(",", ":"))
        for name in sorted(by_name)
    ]
    body = ",\n".join(lines)
    return f'{{"format":{DB_FORMAT},"cards":[\n{body}\n]}}\n'


def loads_records(text: str) -> list[CardRecord]:
    """Parse the text of a database file written by :func:`dumps_records`."""
    data = json.loads(text)
    if data.get("format") != DB_FORMAT:
        raise ValueError(f"unsupported card database format: {data.get('format')!r}")
    return [CardRecord.from_json(card) for card in data["cards"]]
