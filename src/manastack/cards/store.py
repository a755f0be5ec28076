"""The user card store: imported and custom cards, outside the installed package.

The store is one file, ``cards.jsonl``, in the user data directory: ``MANASTACK_HOME`` when
that is set, else the platform's user data directory (``platformdirs``). Its first line is a
JSON header that names the format (``"format": "manastack card store"``, ``"version": 1``) and
indexes the cards in columns: their names (sorted), the byte length and CRC-32 of each card's
line, and the face names of the cards whose only face isn't named like the card. Each further
line is one card record (the JSON of :meth:`manastack.cards.db.CardRecord.to_json`), in the
order of the names. Opening the store reads only the header; a card's line is read and checked
the first time the card is asked for, so startup grows little with the number of cards stored.

Writes go to a temporary file in the same directory that then replaces the store
(``os.replace``), so a store is either the old one or the new one, never half of each. A store
that can't be read is refused with a :class:`StoreError` naming the file, and no write
replaces it.
"""

from __future__ import annotations

import itertools
import json
import os
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from manastack.cards.records import CardDatabase, CardRecord
from manastack.errors import ManastackError

__all__ = [
    "STORE_FILE",
    "STORE_FORMAT",
    "STORE_VERSION",
    "CardStore",
    "ImportResult",
    "StoreError",
    "add_records",
    "home",
    "store_path",
    "write_store",
]

#: The ``format`` value in a store's header: what the file is.
STORE_FORMAT = "manastack card store"
#: The version of the layout described in this module's docstring.
STORE_VERSION = 1
#: The store's file name inside the user data directory.
STORE_FILE = "cards.jsonl"

_FIX = "move it away (or restore it from a backup) and import the cards again"


class StoreError(ManastackError):
    """A card store that can't be read (damaged, truncated, or not a store at all)."""


def home() -> Path:
    """The user data directory: ``MANASTACK_HOME`` if set, else the platform's."""
    configured = os.environ.get("MANASTACK_HOME")
    if configured:
        return Path(configured).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("manastack", appauthor=False))


def store_path(directory: str | os.PathLike[str] | None = None) -> Path:
    """The store file in ``directory`` (default: :func:`home`)."""
    return (home() if directory is None else Path(directory)) / STORE_FILE


class CardStore:
    """An open store file: its index, with each card read from disk when first asked for.

    The file stays open, so the cards read later come from the file whose header was read even
    when an import in another process has replaced it since (POSIX keeps a replaced file
    readable); after :meth:`close` the file is opened again, and refused if it was replaced.
    """

    def __init__(self, path: Path, handle: BinaryIO, body_start: int, header: dict, identity: tuple) -> None:
        self.path = path
        self._handle = handle
        self._lock = threading.Lock()  # one seek and read at a time (the web server has threads)
        self._body_start = body_start
        self._identity = identity  # the file's inode, size and mtime when its header was read
        self._names: list[str] = header["names"]
        self._lengths: list[int] = header["lengths"]
        self._crcs: list[int] = header["crc32"]
        self._faces: dict[str, list[str]] = header["faces"]
        self._offsets = [0, *itertools.accumulate(length + 1 for length in self._lengths)]
        self._position = dict(zip(self._names, range(len(self._names)), strict=True))
        self._records: dict[str, CardRecord] = {}

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> CardStore | None:
        """Read the store's header, or ``None`` when there is no store file.

        Raises:
            StoreError: the file is not a card store of a version this manastack reads, its
                index is malformed, or its size is not the one its header records (truncated
                or appended to).
        """
        path = Path(path)
        try:
            handle = path.open("rb")
        except FileNotFoundError:
            return None
        except OSError as err:
            raise StoreError(f"{path}: can't read the card store: {err.strerror or err}") from None
        try:
            header_line = handle.readline()
            identity = _identity(os.fstat(handle.fileno()))
            header = _parse_header(path, header_line)
            store = cls(path, handle, len(header_line), header, identity)
            expected = store._body_start + store._offsets[-1]
            if header["body_bytes"] != store._offsets[-1] or identity[1] != expected:
                raise StoreError(
                    f"{path}: the card store is damaged: its header records {expected} bytes, "
                    f"the file has {identity[1]}; {_FIX}"
                )
        except BaseException:
            handle.close()
            raise
        return store

    def close(self) -> None:
        """Close the file (a later read opens it again)."""
        with self._lock:
            self._handle.close()

    def __len__(self) -> int:
        return len(self._names)

    def __contains__(self, name: object) -> bool:
        return name in self._position

    def names(self) -> list[str]:
        """The stored card names, sorted."""
        return list(self._names)

    def database(self) -> CardDatabase:
        """A :class:`CardDatabase` of the stored cards that reads each one on first use."""
        faces = {name: tuple(f) for name, f in self._faces.items()}
        return CardDatabase.indexed(self._names, faces, self.record, self.records)

    def record(self, name: str) -> CardRecord:
        """The stored record of the card called exactly ``name``, read and checked on first use.

        Raises:
            KeyError: no such card in the store.
            StoreError: the card's line is damaged.
        """
        found = self._records.get(name)
        if found is None:
            i = self._position[name]
            found = self._records[name] = self._decode(i, self._read(self._offsets[i], self._lengths[i]))
        return found

    def records(self) -> Iterator[CardRecord]:
        """Every stored record, sorted by name, reading and parsing the body at once."""
        missing = [i for i, name in enumerate(self._names) if name not in self._records]
        if missing:
            body = self._read(0, self._offsets[-1])
            lines = [
                self._checked(i, body[self._offsets[i] : self._offsets[i] + self._lengths[i]])
                for i in missing
            ]
            try:
                parsed = json.loads(b"[" + b",".join(lines) + b"]")
            except ValueError:  # a line that passed its checksum and still isn't JSON: name it
                parsed = [self._parse(i, line) for i, line in zip(missing, lines, strict=True)]
            for i, data in zip(missing, parsed, strict=True):
                self._records[self._names[i]] = self._build(i, data)
        return (self._records[name] for name in self._names)

    def _read(self, offset: int, length: int) -> bytes:
        """`length` bytes of the body from `offset`."""
        with self._lock:
            if self._handle.closed:
                self._handle = self._reopen()
            try:
                self._handle.seek(self._body_start + offset)
                return self._handle.read(length)
            except OSError as err:
                raise StoreError(f"{self.path}: can't read the card store: {err.strerror or err}") from None

    def _reopen(self) -> BinaryIO:
        """The store file, checked to be the one whose header was read."""
        try:
            handle = self.path.open("rb")
        except OSError as err:
            raise StoreError(f"{self.path}: can't read the card store: {err.strerror or err}") from None
        if _identity(os.fstat(handle.fileno())) != self._identity:
            handle.close()
            raise StoreError(
                f"{self.path}: the card store changed on disk while this process was using it; "
                "run the command again"
            )
        return handle

    def _decode(self, i: int, data: bytes) -> CardRecord:
        return self._build(i, self._parse(i, self._checked(i, data)))

    def _damaged(self, i: int) -> str:
        return f"{self.path}: the card store is damaged: the record of {self._names[i]!r}"

    def _checked(self, i: int, data: bytes) -> bytes:
        if len(data) != self._lengths[i] or zlib.crc32(data) != self._crcs[i]:
            raise StoreError(f"{self._damaged(i)} doesn't match its checksum; {_FIX}")
        return data

    def _parse(self, i: int, data: bytes) -> object:
        try:
            return json.loads(data)
        except ValueError as err:
            raise StoreError(f"{self._damaged(i)} can't be read ({err}); {_FIX}") from None

    def _build(self, i: int, data: object) -> CardRecord:
        try:
            record = CardRecord.from_json(data)  # type: ignore[arg-type]
        except (KeyError, TypeError, AttributeError, ValueError) as err:
            raise StoreError(
                f"{self._damaged(i)} can't be read ({type(err).__name__}: {err}); {_FIX}"
            ) from None
        if record.name != self._names[i]:
            raise StoreError(f"{self._damaged(i)} holds {record.name!r}; {_FIX}")
        return record


def _identity(stat: os.stat_result) -> tuple[int, int, int]:
    return (stat.st_ino, stat.st_size, stat.st_mtime_ns)


def _parse_header(path: Path, line: bytes) -> dict:
    try:
        header = json.loads(line)
    except ValueError:
        header = None
    if not isinstance(header, dict) or header.get("format") != STORE_FORMAT:
        raise StoreError(
            f"{path}: not a manastack card store (its first line should be a JSON header with "
            f'"format": "{STORE_FORMAT}"); {_FIX}'
        )
    version = header.get("version")
    if version != STORE_VERSION:
        raise StoreError(
            f"{path}: a card store of version {version!r}; this manastack reads version {STORE_VERSION}"
        )
    names, lengths, crcs = columns = [header.get(key) for key in ("names", "lengths", "crc32")]
    faces = header.get("faces")
    if (
        not all(isinstance(column, list) for column in columns)
        or len({len(c) for c in columns}) != 1
        or not isinstance(faces, dict)
        or type(header.get("body_bytes")) is not int
        or not set(map(type, names)) <= {str}
        or len(set(names)) != len(names)
        or not set(map(type, lengths + crcs)) <= {int}
        or min(lengths + crcs, default=0) < 0
        or not all(isinstance(f, list) and f and set(map(type, f)) == {str} for f in faces.values())
    ):
        raise StoreError(f"{path}: the card store is damaged: its index can't be read; {_FIX}")
    return header


def _encode(records: Iterable[CardRecord]) -> bytes:
    """The bytes of a store holding ``records`` (one per name; a later one replaces an earlier)."""
    by_name = {record.name: record for record in records}
    names = sorted(by_name)
    lines = [
        json.dumps(by_name[name].to_json(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        for name in names
    ]
    body = b"".join(line + b"\n" for line in lines)
    header = {
        "format": STORE_FORMAT,
        "version": STORE_VERSION,
        "cards": len(names),
        "body_bytes": len(body),
        "names": names,
        "lengths": [len(line) for line in lines],
        "crc32": [zlib.crc32(line) for line in lines],
        "faces": {
            name: list(by_name[name].face_names) for name in names if by_name[name].face_names != (name,)
        },
    }
    return json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n" + body


def write_store(path: str | os.PathLike[str], records: Iterable[CardRecord]) -> None:
    """Write a store of exactly ``records`` at ``path``: to a temporary file in the same
    directory first, which then replaces ``path`` (the old store stays whole until then)."""
    path = Path(path)
    data = _encode(records)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")  # no other writer has this name
    try:
        with temporary.open("wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


@dataclass(frozen=True)
class ImportResult:
    """What :func:`add_records` did: the store's path and its card counts. ``bundled`` cards
    were left out: the bundled database has cards of those names, and they are played."""

    path: Path
    added: int
    replaced: int
    unchanged: int
    bundled: int
    total: int


def add_records(
    records: Iterable[CardRecord],
    bundled_names: set[str],
    directory: str | os.PathLike[str] | None = None,
    before_write: Callable[[], None] = lambda: None,
) -> ImportResult:
    """Merge ``records`` into the store: a stored card of the same name is replaced; one named
    in ``bundled_names`` is left out.  ``before_write`` runs just before the store is replaced
    (the card database closes its handle on it: Windows can't replace an open file).  A
    process's card database sees them once reloaded (:func:`manastack.cards.db.import_records`).

    Raises:
        StoreError: the existing store can't be read; it is left as it is.
    """
    path = store_path(directory)
    existing = CardStore.open(path)
    merged: dict[str, CardRecord] = {}
    if existing is not None:
        try:
            merged.update((r.name, r) for r in existing.records())
        finally:
            existing.close()
    incoming = {r.name: r for r in records}
    bundled = sum(1 for name in incoming if name in bundled_names)
    added = replaced = unchanged = 0
    for record in incoming.values():
        if record.name in bundled_names:
            continue
        old = merged.get(record.name)
        if old is None:
            added += 1
        elif old == record:
            unchanged += 1
        else:
            replaced += 1
        merged[record.name] = record
    if added or replaced or existing is None:
        before_write()
        try:
            write_store(path, merged.values())
        except OSError as err:
            raise StoreError(
                f"{path}: can't write the card store ({err.strerror or err}); it is unchanged"
            ) from None
    return ImportResult(
        path=path, added=added, replaced=replaced, unchanged=unchanged, bundled=bundled, total=len(merged)
    )
