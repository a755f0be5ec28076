"""Custom cards written in YAML, for playtest designers: a file of one card or a list of cards,
read into card records (:class:`~manastack.cards.records.CardRecord`) that ``manastack cards
import`` stores like MTGJSON cards.  docs/cards.md ("Custom cards") describes the format.

Validation is strict: an unknown key, a missing name or type line, a bad mana cost, an unknown
type or subtype, power/toughness on a non-creature... is a problem naming the file, the card and
the field, and a file with any problem gives no records at all.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from manastack.cards.mana_cost import COLORS, parse_mana_cost
from manastack.cards.oracle import vocab
from manastack.cards.records import CardRecord, FaceRecord
from manastack.errors import ManastackError

__all__ = [
    "CARD_KEYS",
    "FACE_KEYS",
    "LAYOUTS",
    "CustomCardError",
    "Reading",
    "engine_reading",
    "is_custom_file",
    "load_custom_cards",
    "parse_custom_cards",
]

#: The keys of one face (a single-faced card's keys are these too).
FACE_KEYS = ("name", "mana_cost", "type_line", "power", "toughness", "loyalty", "text", "colors")
#: The keys of a card with several faces.
CARD_KEYS = ("name", "layout", "faces", "playtest")
#: Layouts of cards with two faces that the engine plays (712 modal double-faced and
#: transforming cards, 715 adventurers).
LAYOUTS = ("modal_dfc", "transform", "adventure")
#: 205.4a: the supertypes.
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World")
#: 205.3k (spell types), 205.3q (battle types): subtypes of card types the compiler's lists leave
#: out.  Planeswalker types (205.3j) are open: any capitalised word is one.
SPELL_SUBTYPES = ("Adventure", "Arcane", "Lesson", "Omen", "Trap")
BATTLE_SUBTYPES = ("Siege",)
_COLOR_NAMES = {**vocab.COLORS, **{c.lower(): c for c in COLORS}}
_PRINTED_NUMBER = re.compile(r"-?\d+|\*|\d+\+\*|\*\+\d+|X")
_DASH = re.compile(r"\s+[—–-]\s+")


class CustomCardError(ManastackError):
    """A custom card file that can't be read; ``problems`` lists every problem, one line each,
    naming the file, the card and the field."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = list(problems)


def is_custom_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` names a custom card file (``.yaml`` or ``.yml``)."""
    return Path(path).suffix.lower() in (".yaml", ".yml")


def load_custom_cards(path: str | os.PathLike[str]) -> list[CardRecord]:
    """The cards of a custom card file, in file order.  A card may not take the name of a
    token definition (``Treasure``): the engine would play the token.

    Raises:
        CustomCardError: the file can't be read, isn't YAML, or a card in it is invalid.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise CustomCardError([f"{path}: {err.strerror or err}"]) from None
    except UnicodeDecodeError:
        raise CustomCardError([f"{path}: not a UTF-8 text file"]) from None
    records = parse_custom_cards(text, str(path))
    taken = _names_taken_by_definitions()
    problems = [
        f"{path}: card {number} {record.name!r}: name: the engine has a {taken[name.casefold()]} called {name!r}, "
        "which it plays instead of this card; rename the card"
        for number, record in enumerate(records, 1)
        for name in dict.fromkeys((record.name, *record.face_names))
        if name.casefold() in taken
    ]
    if problems:
        raise CustomCardError(problems)
    return records


def _names_taken_by_definitions() -> dict[str, str]:
    """Casefolded card and face names of the definitions that aren't database cards (tokens):
    the registry finds those first, so a stored card of that name would never be played."""
    from manastack.cards import db, registry

    bundled = set(db.load_bundled().names())
    taken: dict[str, str] = {}
    for name, definition in registry.written_definitions().items():
        if definition.source == "compiled" or name in bundled:
            continue
        kind = "token definition" if definition.layout == "token" else "built-in definition"
        for face_name in (name, *(face.name for face in definition.faces)):
            taken.setdefault(face_name.casefold(), kind)
    return taken


def parse_custom_cards(text: str, source: str = "<custom cards>") -> list[CardRecord]:
    """The cards of the YAML ``text`` (one card mapping or a list of them); ``source`` names
    the text in problems.

    Raises:
        CustomCardError: every problem found, when there is any.
    """
    import yaml

    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as err:
        raise CustomCardError([f"{source}: not valid YAML: {_yaml_problem(err)}"]) from None
    if isinstance(document, Mapping):
        entries: list[Any] = [document]
    elif isinstance(document, list) and document:
        entries = document
    else:
        raise CustomCardError(
            [f"{source}: expected a card (a mapping of name, mana_cost, type_line, ...) or a list of cards"]
        )
    problems: list[str] = []
    records: list[CardRecord] = []
    seen: set[str] = set()
    for number, entry in enumerate(entries, 1):
        reader = _CardReader(source, number, entry)
        record = reader.card()
        problems.extend(reader.problems)
        if record is None:
            continue
        if record.name.casefold() in seen:
            problems.append(f"{reader.where()}: name: another card in the file has this name")
        seen.add(record.name.casefold())
        records.append(record)
    if problems:
        raise CustomCardError(problems)
    return records


def _yaml_problem(err: Exception) -> str:
    """A YAML error in one line, with its position; a hint for an unquoted mana cost."""
    mark = getattr(err, "problem_mark", None)
    problem = getattr(err, "problem", None) or str(err)
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
    lines = (getattr(mark, "buffer", None) or "").splitlines()
    line = lines[mark.line] if mark is not None and mark.line < len(lines) else ""
    hint = ' (put a mana cost in quotes: mana_cost: "{1}{R}")' if "{" in line else ""
    return f"{where}{problem}{hint}"


class _CardReader:
    """Reads one card entry into a record, collecting its problems."""

    def __init__(self, source: str, number: int, entry: Any) -> None:
        self.source = source
        self.number = number
        self.entry = entry
        self.name: str | None = None
        self.problems: list[str] = []

    def where(self, face: str | None = None) -> str:
        card = f"card {self.number}" + (f" {self.name!r}" if self.name else "")
        return f"{self.source}: {card}" + (f", face {face}" if face else "")

    def problem(self, field: str, message: str, face: str | None = None) -> None:
        self.problems.append(f"{self.where(face)}: {field}: {message}")

    def card(self) -> CardRecord | None:
        entry = self.entry
        if not isinstance(entry, Mapping):
            self.problems.append(
                f"{self.where()}: expected a mapping of name, mana_cost, type_line, ..., not {_kind(entry)}"
            )
            return None
        if isinstance(entry.get("name"), str) and entry["name"].strip():
            self.name = entry["name"].strip()
        playtest = entry.get("playtest", False)
        if not isinstance(playtest, bool):
            self.problem("playtest", f"expected true or false, not {playtest!r}")
        if "faces" not in entry and entry.get("layout", "normal") == "normal":
            self._unknown_keys(entry, (*FACE_KEYS, "layout", "playtest"), None)
            face = self._face(entry, "a", None)
            if face is None or self.problems:
                return None
            return CardRecord(face.name, "normal", (face,), playtest=playtest is True)
        return self._multi_faced(entry, playtest is True)

    def _multi_faced(self, entry: Mapping, playtest: bool) -> CardRecord | None:
        self._unknown_keys(
            entry, CARD_KEYS, None, hint=" (a card with faces gives each face's characteristics under faces)"
        )
        layout = entry.get("layout")
        if layout is None:
            self.problem("layout", f"missing: a card with faces needs one of {', '.join(LAYOUTS)}")
        elif layout not in LAYOUTS:
            self.problem(
                "layout", f"{layout!r} isn't a layout the engine plays; use one of {', '.join(LAYOUTS)}"
            )
        entries = entry.get("faces")
        if entries is None:
            self.problem("faces", f"missing: a {layout} card gives its two faces under faces")
            return None
        if not isinstance(entries, list) or len(entries) != 2:
            self.problem("faces", "expected a list of two faces")
            return None
        faces = []
        for index, face_entry in enumerate(entries):
            label = str(index + 1)
            if not isinstance(face_entry, Mapping):
                self.problem(
                    "faces",
                    f"expected a mapping of name, mana_cost, type_line, ..., not {_kind(face_entry)}",
                    label,
                )
                continue
            if isinstance(face_entry.get("name"), str):
                label += f" {face_entry['name'].strip()!r}"
            self._unknown_keys(face_entry, FACE_KEYS, label)
            face = self._face(face_entry, "ab"[index], label)
            if face is not None:
                faces.append(face)
        if self.problems or len(faces) != 2:
            return None
        full = " // ".join(face.name for face in faces)
        if self.name is not None and self.name != full:
            self.problem("name", f"a card with faces is named after them: {full!r} (or leave the name out)")
        self.name = full
        self._check_layout(str(layout), faces)
        if self.problems:
            return None
        return CardRecord(full, str(layout), tuple(faces), playtest=playtest)

    def _check_layout(self, layout: str, faces: list[FaceRecord]) -> None:
        front, back = faces
        if layout == "adventure":
            if "Creature" not in front.types:
                self.problem(
                    "type_line", "an adventurer's first face is a creature (715.1)", f"1 {front.name!r}"
                )
            if "Adventure" not in back.subtypes or not {"Instant", "Sorcery"} & set(back.types):
                self.problem(
                    "type_line",
                    "an adventurer's second face is an Instant — Adventure or Sorcery — Adventure (715.1)",
                    f"2 {back.name!r}",
                )
        elif layout == "transform" and back.mana_cost is not None:
            self.problem(
                "mana_cost", "a transforming card's back face has no mana cost (712.8e)", f"2 {back.name!r}"
            )

    def _unknown_keys(
        self, entry: Mapping, allowed: tuple[str, ...], face: str | None, hint: str = ""
    ) -> None:
        for key in entry:
            if key not in allowed:
                self.problem(str(key), f"unknown key; the keys are {', '.join(allowed)}{hint}", face)

    def _face(self, entry: Mapping, side: str, face: str | None) -> FaceRecord | None:
        """One face's record, or None when a problem leaves nothing to build."""
        before = len(self.problems)
        name = self._text(entry, "name", face, required=True)
        type_line = self._text(entry, "type_line", face, required=True)
        text = self._text(entry, "text", face) or ""
        cost_text = self._cost(entry, face)
        if name is None or type_line is None:
            return None
        supertypes, types, subtypes = self._types(type_line, face)
        power, toughness, loyalty = self._stats(entry, types, subtypes, face)
        colors = self._colors(entry, cost_text, face)
        if "Land" in types and cost_text is not None:
            self.problem("mana_cost", "a land has no mana cost (305.1)", face)
        if len(self.problems) > before:
            return None
        printed_types = " ".join((*supertypes, *types))
        return FaceRecord(
            name=name,
            mana_cost=cost_text,
            type_line=f"{printed_types} — {' '.join(subtypes)}" if subtypes else printed_types,
            supertypes=supertypes,
            types=types,
            subtypes=subtypes,
            colors=colors,
            power=power,
            toughness=toughness,
            loyalty=loyalty,
            text="\n".join(line.strip() for line in text.strip().splitlines() if line.strip()),
            side=side,
        )

    def _text(self, entry: Mapping, field: str, face: str | None, *, required: bool = False) -> str | None:
        value = entry.get(field)
        if value is None:
            if required:
                self.problem(field, "missing", face)
            return None
        if not isinstance(value, str) or (required and not value.strip()):
            self.problem(field, f"expected text, not {_kind(value)}", face)
            return None
        return value.strip()

    def _cost(self, entry: Mapping, face: str | None) -> str | None:
        value = entry.get("mana_cost")
        if value is None or value == "":
            return None
        if isinstance(value, Mapping):
            self.problem(
                "mana_cost",
                'put the mana cost in quotes (mana_cost: "{1}{R}"): YAML reads {...} unquoted as a mapping',
                face,
            )
            return None
        if not isinstance(value, str):
            self.problem("mana_cost", f'expected a mana cost such as "{{1}}{{R}}", not {_kind(value)}', face)
            return None
        try:
            return str(parse_mana_cost(value))
        except ValueError as err:
            self.problem("mana_cost", str(err), face)
            return None

    def _types(
        self, type_line: str, face: str | None
    ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """Supertypes, card types and subtypes of a type line (205.1a), each checked against the
        rules' lists (205.2a, 205.3, 205.4a)."""
        left, *rest = _DASH.split(type_line, maxsplit=1)
        supertypes: list[str] = []
        types: list[str] = []
        for word in left.split():
            canonical = word.capitalize()
            if canonical in SUPERTYPES:
                supertypes.append(canonical)
            elif vocab.CARD_TYPES.get(word.lower(), "").lower() == word.lower():
                types.append(vocab.CARD_TYPES[word.lower()])
            else:
                self.problem(
                    "type_line",
                    f"{word!r} is neither a card type ({', '.join(_card_type_names())}) "
                    f"nor a supertype ({', '.join(SUPERTYPES)}); put subtypes after a dash",
                    face,
                )
        if not types:
            self.problem("type_line", f"{type_line!r} has no card type", face)
        subtypes = [self._subtype(word, types, face) for word in (rest[0].split() if rest else ())]
        return tuple(supertypes), tuple(types), tuple(s for s in subtypes if s is not None)

    def _subtype(self, word: str, types: list[str], face: str | None) -> str | None:
        """A subtype, in its canonical spelling, if it belongs to one of the face's card types
        (205.3d)."""
        known = vocab.subtype(word)
        if known is not None and known.lower() == word.lower():
            owner = vocab.subtype_card_type(known)
            if owner == "Creature" and "Creature" not in types:
                self.problem(
                    "type_line", f"{known} is a creature type; only a creature has one (205.3m)", face
                )
                return None
            if owner != "Creature" and owner not in types:
                self.problem("type_line", f"{known} is a subtype of {owner.lower()}s (205.3d)", face)
                return None
            return known
        for owner, names in (("Instant", SPELL_SUBTYPES), ("Battle", BATTLE_SUBTYPES)):
            spelled = next((n for n in names if n.lower() == word.lower()), None)
            if spelled is not None:
                if owner in types or (owner == "Instant" and "Sorcery" in types):
                    return spelled
                self.problem(
                    "type_line",
                    f"{spelled} is a subtype of {'instants and sorceries' if owner == 'Instant' else 'battles'} "
                    "(205.3d)",
                    face,
                )
                return None
        if "Planeswalker" in types and word[:1].isupper() and word.replace("'", "").isalpha():
            return word
        self.problem(
            "type_line", f"unknown subtype {word!r} for {' '.join(types) or 'this type line'} (205.3)", face
        )
        return None

    def _stats(
        self, entry: Mapping, types: tuple[str, ...], subtypes: tuple[str, ...], face: str | None
    ) -> tuple[str | None, str | None, str | None]:
        power = self._number(entry, "power", face)
        toughness = self._number(entry, "toughness", face)
        loyalty = self._number(entry, "loyalty", face)
        has_body = "Creature" in types or "Vehicle" in subtypes
        if has_body:
            for field, value in (("power", power), ("toughness", toughness)):
                if value is None and field not in entry:
                    self.problem(field, "missing: a creature has power and toughness (208.1)", face)
        else:
            for field in ("power", "toughness"):
                if field in entry:
                    self.problem(
                        field, "only a creature (or a Vehicle) has power and toughness (208.1)", face
                    )
        if "Planeswalker" in types:
            if "loyalty" not in entry:
                self.problem("loyalty", "missing: a planeswalker has loyalty (209.1)", face)
        elif "loyalty" in entry:
            self.problem("loyalty", "only a planeswalker has loyalty (209.1)", face)
        return power, toughness, loyalty

    def _number(self, entry: Mapping, field: str, face: str | None) -> str | None:
        value = entry.get(field)
        if field not in entry:
            return None
        text = str(value).strip() if isinstance(value, (int, str)) and not isinstance(value, bool) else None
        if text is None or not _PRINTED_NUMBER.fullmatch(text):
            self.problem(field, f"expected a number (or *, 1+*, X), not {value!r}", face)
            return None
        return text

    def _colors(self, entry: Mapping, cost_text: str | None, face: str | None) -> tuple[str, ...]:
        """The face's colours: given, or its mana cost's (202.2)."""
        cost = parse_mana_cost(cost_text)
        from_cost = cost.colors if cost is not None else ()
        if "colors" not in entry:
            return from_cost
        value = entry["colors"]
        words = [value] if isinstance(value, str) else value
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            self.problem("colors", f"expected a list of colours such as [R, G], not {_kind(value)}", face)
            return from_cost
        given: set[str] = set()
        for word in words:
            color = _COLOR_NAMES.get(word.strip().lower())
            if color is None:
                self.problem(
                    "colors",
                    f"unknown colour {word!r}; the colours are W, U, B, R, G "
                    "(or white, blue, black, red, green)",
                    face,
                )
            else:
                given.add(color)
        colors = tuple(c for c in COLORS if c in given)
        if cost is not None and colors != from_cost:
            self.problem(
                "colors",
                f"a face with a mana cost has its cost's colours ({''.join(from_cost) or 'none'}, "
                "202.2); colors is for a face without a mana cost (a colour indicator, 204)",
                face,
            )
        return colors


def _card_type_names() -> list[str]:
    return sorted(set(vocab.CARD_TYPES.values()))


def _kind(value: Any) -> str:
    """How a YAML value reads in a problem."""
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


@dataclass(frozen=True)
class Reading:
    """How the engine reads a card: ``supported`` with ``lines`` its reading in English
    (:func:`manastack.cards.render.render_card`), or not, with ``lines`` the phrases the compiler
    can't read (:attr:`~manastack.cards.oracle.compiler.UncompilableText.phrases`)."""

    supported: bool
    lines: tuple[str, ...]


def engine_reading(record: CardRecord) -> Reading:
    """Compile ``record`` as the registry would when the card is first played, and read it."""
    from manastack.cards import render
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    try:
        definition = compile_record(record)
    except UncompilableText as err:
        return Reading(False, tuple(err.phrases))
    except ValueError as err:
        return Reading(False, (str(err),))
    return Reading(True, tuple(render.render_card(definition)))
