#!/usr/bin/env python3
"""Word probe: does the compiler read every word of the cards it accepts?

"A compiler slot that accepts a word without knowing its meaning is a bug."  This script
measures it for a whole card file.  For each card the compiler accepts, it changes one word of
the rules text at a time and compiles again:

- **nonsense**: the word becomes ``zyzzx``.  No rules text has that word, so the compiler must
  refuse the card.  A card still accepted has a slot that took a word it doesn't know.
- **deletion**: the word is left out.  The card must be refused or compile to another tree.  A
  card with the same tree ignored the word ("another", "non", "target", "each"), unless the
  word is one that Oracle wording varies on without changing the meaning ("the", "a").
- **substitution**: a word of the compiler's vocabulary becomes another of its class (a color,
  a card type, a subtype, a number, a keyword, a player or a determiner: "Goblin" -> "Golem",
  "white" -> "blue", "3" -> "4", "another" -> "each").  The card must be refused or compile to
  another tree: a slot that reads "Goblin Wizards" as either subtype, or any counter kind
  alike, gives the same tree.

Reminder text (in parentheses, 207.2a) and ability words (the words before an em dash that
starts a line, 207.2c: they have no rules meaning) are not probed; the card's own name is.

    python scripts/word_probe.py CORPUS.json.gz [--sample N] [--seed S] [--out findings.tsv]

prints the cards and words probed and each finding (card, mode, word, the mutated line), and
exits 1 when any word was accepted as nonsense or ignored, or a changed text crashed the
compiler (bad card text gets a refusal, never a traceback).  The corpus is never read from the
repository's tests: its path is given on the command line.
"""

from __future__ import annotations

import argparse
import functools
import random
import re
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

NONSENSE = "zyzzx"
NONSENSE_MODE, DELETION_MODE, SUBSTITUTION_MODE = "nonsense", "deletion", "substitution"
MODES = (NONSENSE_MODE, DELETION_MODE, SUBSTITUTION_MODE)
CRASH = "crash"  # the compiler raised something other than a refusal
#: Words whose deletion may leave the same meaning: Oracle text varies on articles.
OPTIONAL_WORDS = frozenset({"a", "an", "the"})
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*|\d+")  # words, and numbers: "deals 3 damage", "{2}", "+1/+1"
_ABILITY_WORD = re.compile(r"^[^—\n(]+ — ")


@dataclass(frozen=True)
class Finding:
    """A word the compiler didn't read: the card was accepted with it changed as `mode` says (one
    of MODES), or the changed text crashed the compiler (CRASH, the error after the line)."""

    card: str
    mode: str
    word: str
    line: str

    def row(self) -> str:
        return f"{self.card}\t{self.mode}\t{self.word}\t{self.line}"


def probed_words(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, word) of each word of `text` outside reminder text and ability words."""
    skipped = []
    offset = 0
    for line in text.split("\n"):
        ability_word = _ABILITY_WORD.match(line)
        if ability_word and not line.lower().startswith(("choose ", "equip", "cumulative upkeep")):
            skipped.append((offset, offset + ability_word.end()))
        offset += len(line) + 1
    depth = 0
    for match in re.finditer(r"\(|\)|" + _WORD.pattern, text):
        token = match.group()
        if token == "(":
            depth += 1
        elif token == ")":
            depth = max(0, depth - 1)
        elif depth == 0 and not any(start <= match.start() < end for start, end in skipped):
            yield match.start(), match.end(), token


def _cycle(words: list[str]) -> dict[str, str]:
    """Each word of a vocabulary class -> the next one (the last -> the first)."""
    return {word: words[(i + 1) % len(words)] for i, word in enumerate(words)}


@functools.cache
def substitutes() -> dict[str, str]:
    """A word of the compiler's vocabulary -> another word of its class: colors (105.1), card
    types (205.2a, singular and plural), creature and other subtypes (205.3), number words, simple
    keywords (702), players."""
    from manastack.cards.oracle import vocab

    table = _cycle(list(vocab.COLORS))
    table |= _cycle(sorted(w for w, name in vocab.CARD_TYPES.items() if w == name.lower()))
    table |= _cycle(sorted(w for w, name in vocab.CARD_TYPES.items() if w != name.lower()))
    table |= _cycle(sorted(vocab.CREATURE_TYPES))
    table |= _cycle(sorted(vocab.OTHER_SUBTYPES))
    table |= _cycle(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"])
    table |= _cycle(["flying", "reach", "vigilance", "trample", "deathtouch", "lifelink", "haste", "defender", "menace",
                     "hexproof", "shroud", "indestructible", "flash", "prowess", "intimidate", "shadow", "fear"])
    table |= {"you": "each opponent", "opponent": "player", "player": "opponent", "another": "each", "each": "another",
              "target": "each", "your": "their", "their": "your", "tapped": "untapped", "untapped": "tapped",
              "nontoken": "token", "less": "more", "more": "less", "greater": "less", "can't": "can", "can": "can't"}
    return table


def _tree(record) -> str | None:
    """The rendered tree of `record`, or None if the compiler refuses it."""
    from manastack.cards import render
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    try:
        return "\n".join(render.render_tree(compile_record(record)))
    except (UncompilableText, ValueError):
        return None


def _line_of(text: str, at: int) -> str:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return text[start:] if end < 0 else text[start:end]


def _changed(text: str, start: int, end: int, mode: str, table: dict[str, str]) -> str | None:
    """`text` with the word at start:end changed as `mode` says (None: no change of that kind)."""
    if mode == NONSENSE_MODE:
        return text[:start] + NONSENSE + text[end:]
    if mode == SUBSTITUTION_MODE:
        word = text[start:end]
        if word.isdigit():  # a number: one more
            return text[:start] + str(int(word) + 1) + text[end:]
        other = table.get(word)
        if other is None and word[:1].isupper() and word.lower() in table:  # "Flying" starting a line
            other = table[word.lower()].capitalize()
        return None if other is None else text[:start] + other + text[end:]
    if text[start:end].lower() in OPTIONAL_WORDS:
        return None
    if start == 0 or text[start - 1] == "\n":
        return text[:start] + text[end:].lstrip(" ")
    return text[:start].rstrip(" ") + text[end:]


@dataclass
class Probe:
    """What probing cards found: the words probed, the changed texts compiled by mode, the findings."""

    cards: int = 0
    words: int = 0
    tried: Counter = field(default_factory=Counter)
    findings: list[Finding] = field(default_factory=list)

    def summary(self, modes: tuple[str, ...]) -> str:
        found = Counter(f.mode for f in self.findings)
        return (f"{self.cards} accepted cards, {self.words} words probed: "
                + ", ".join(f"{mode} {found[mode]} accepted of {self.tried[mode]}" for mode in modes)
                + f"; {found[CRASH]} crashes")


def probe_card(record, modes: tuple[str, ...] = MODES, into: Probe | None = None) -> Probe:
    """Probe the card `record` (every face) if the compiler accepts it, adding to `into`."""
    probe = Probe() if into is None else into
    base = _tree(record)
    if base is None:
        return probe
    table = substitutes()
    probe.cards += 1
    for index, face in enumerate(record.faces):
        text = face.text or ""
        for start, end, word in probed_words(text):
            probe.words += 1
            for mode in modes:
                changed = _changed(text, start, end, mode, table)
                if changed is None:
                    continue
                probe.tried[mode] += 1
                faces = list(record.faces)
                faces[index] = replace(face, text=changed)
                try:
                    tree = _tree(replace(record, faces=tuple(faces)))
                except Exception as err:  # noqa: BLE001 - a crash on bad text is a finding, not the end of the probe
                    probe.findings.append(Finding(record.name, CRASH, word,
                                                  f"{_line_of(changed, start)}\t{type(err).__name__}: {err}"))
                    continue
                if tree is not None and (mode == NONSENSE_MODE or tree == base):
                    probe.findings.append(Finding(record.name, mode, word, _line_of(changed, start)))
    return probe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", help="a card file: MTGJSON (.json or .json.gz), a card database file, or mb2")
    parser.add_argument("--sample", type=int, default=0, help="probe this many accepted cards, chosen at random (0: all)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the sample")
    parser.add_argument("--mode", choices=(*MODES, "all"), default="all")
    parser.add_argument("--out", help="write the findings here, one per line, tab-separated")
    args = parser.parse_args(argv)

    from manastack.cards.db import card_file_records

    records = sorted(card_file_records(args.corpus), key=lambda r: r.name)
    if args.sample:
        random.Random(args.seed).shuffle(records)
    modes = MODES if args.mode == "all" else (args.mode,)
    probe = Probe()
    for record in records:
        if args.sample and probe.cards >= args.sample:
            break
        probe_card(record, modes, probe)
    for finding in probe.findings:
        print(finding.row())
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            out.writelines(f"{f.row()}\n" for f in probe.findings)
    print(probe.summary(modes))
    return 1 if probe.findings else 0


if __name__ == "__main__":
    sys.exit(main())
