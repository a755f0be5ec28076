"""Preparing Oracle text for the compiler: reminder text, self-references, sentences."""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_WORDS = re.compile(
    r"\b(?:this|This) (?:creature|land|enchantment|artifact|permanent|card|spell|token|Aura|Equipment|planeswalker)\b")
_SENTENCE_END = re.compile(r"(?<=\.)\s+")


#: Ability words (207.2c): they tie together cards with similar functionality and have no rules
#: meaning; "Landfall — Whenever ..." is read as "Whenever ...".
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4", "descend 8", "domain",
    "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry", "formidable",
    "grandeur", "hellbent", "heroic", "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant",
    "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "revolt", "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold", "undergrowth",
    "valiant", "will of the council",
})
#: Flavor words (207.2d): like ability words, no rules meaning ("Avoidance — Whenever ...").  Not
#: listed in the rules, so only those met on cards are known.
FLAVOR_WORDS = frozenset({"avoidance", "scryfall"})  # Scryfall: on Search Elemental (Mystery Booster 2)
_ABILITY_WORD = re.compile(r"(?P<word>[A-Za-z' ]+?(?: \d)?) — (?P<rest>.+)")


#: A mode's flavor word (207.2d): "• Distract — Tap target land."
_MODE_FLAVOR_WORD = re.compile(r"• (?P<word>[A-Z][A-Za-z']*(?: [A-Za-z']+){0,3}) — (?P<rest>.+)")


def strip_ability_word(line: str) -> str:
    """The line without a leading ability word (207.2c), or a mode without its flavor word
    (207.2d: no rules meaning)."""
    flavor = _MODE_FLAVOR_WORD.fullmatch(line)
    if flavor:
        return "• " + flavor["rest"]
    m = _ABILITY_WORD.fullmatch(line)
    if m and (m["word"].lower() in ABILITY_WORDS or m["word"].lower() in FLAVOR_WORDS):
        return m["rest"]
    return line


def strip_reminder(line: str) -> str:
    """Remove reminder text (207.2: parenthesised text has no rules meaning)."""
    previous = None
    while previous != line:
        previous, line = line, _REMINDER.sub("", line)
    return " ".join(line.split())


def self_names(name: str, supertypes: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The names a face's text uses for itself: its name and, for a legendary object, the
    short name before the comma ("Linden" for Linden, the Steadfast Queen)."""
    names = [name]
    if "Legendary" in supertypes and ", " in name:
        names.append(name.split(", ")[0])
    return tuple(sorted(names, key=len, reverse=True))


def normalise(line: str, names: tuple[str, ...]) -> str:
    """Replace self-references with "~" and "enters the battlefield" with "enters" (the
    two wordings mean the same: 2024 Oracle update).  Text in quotes is left as written: it is
    an ability of another object (113.1b), whose "this creature" is that object; the compiler
    normalises it when it compiles it."""
    parts = line.split('"')
    return '"'.join(part if i % 2 else _normalise_unquoted(part, names) for i, part in enumerate(parts))


def _normalise_unquoted(line: str, names: tuple[str, ...]) -> str:
    for name in names:
        line = re.sub(rf"(?<![\w']){re.escape(name)}(?![\w])", "~", line)
    line = _SELF_WORDS.sub("~", line)
    return re.sub(r"\b(enters?) the battlefield\b", r"\1", line)


def sentences(text: str) -> list[str]:
    """Split text into sentences, each without its final period."""
    return [s[:-1] if s.endswith(".") else s for s in _SENTENCE_END.split(text.strip()) if s]
