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
import random
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace

NONSENSE = "zyzzx"
NONSENSE_MODE, DELETION_MODE = "nonsense", "deletion"
CRASH = "crash"  # the compiler raised something other than a refusal
#: Words whose deletion may leave the same meaning: Oracle text varies on articles.
OPTIONAL_WORDS = frozenset({"a", "an", "the"})
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_ABILITY_WORD = re.compile(r"^[^—\n(]+ — ")


@dataclass(frozen=True)
class Finding:
    """A word the compiler accepted a card without: `mode` is nonsense or deletion."""

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


def probe_card(record, modes: tuple[str, ...] = (NONSENSE_MODE, DELETION_MODE)) -> tuple[int, list[Finding]]:
    """The number of words probed on the accepted card `record` (every face), and the findings."""
    base = _tree(record)
    if base is None:
        return 0, []
    probed, findings = 0, []
    for index, face in enumerate(record.faces):
        text = face.text or ""
        for start, end, word in probed_words(text):
            probed += 1
            for mode in modes:
                if mode == DELETION_MODE and word.lower() in OPTIONAL_WORDS:
                    continue
                changed = (text[:start] + NONSENSE + text[end:] if mode == NONSENSE_MODE
                           else (text[:start] + text[end:].lstrip(" ") if start == 0 or text[start - 1] == "\n"
                                 else text[:start].rstrip(" ") + text[end:]))
                faces = list(record.faces)
                faces[index] = replace(face, text=changed)
                try:
                    tree = _tree(replace(record, faces=tuple(faces)))
                except Exception as err:  # noqa: BLE001 - a crash on bad text is a finding, not the end of the probe
                    findings.append(Finding(record.name, CRASH, word, f"{_line_of(changed, start)}\t{type(err).__name__}: {err}"))
                    continue
                if tree is not None and (mode == NONSENSE_MODE or tree == base):
                    findings.append(Finding(record.name, mode, word, _line_of(changed, start)))
    return probed, findings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", help="a card file: MTGJSON (.json or .json.gz), a card database file, or mb2")
    parser.add_argument("--sample", type=int, default=0, help="probe this many accepted cards, chosen at random (0: all)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the sample")
    parser.add_argument("--mode", choices=(NONSENSE_MODE, DELETION_MODE, "both"), default="both")
    parser.add_argument("--out", help="write the findings here, one per line, tab-separated")
    args = parser.parse_args(argv)

    from manastack.fuzz import card_file

    records = sorted(card_file(args.corpus), key=lambda r: r.name)
    if args.sample:
        random.Random(args.seed).shuffle(records)
    modes = (NONSENSE_MODE, DELETION_MODE) if args.mode == "both" else (args.mode,)
    cards = words = 0
    findings: list[Finding] = []
    for record in records:
        if args.sample and cards >= args.sample:
            break
        probed, found = probe_card(record, modes)
        if probed:
            cards += 1
            words += probed
            findings.extend(found)
    for finding in findings:
        print(finding.row())
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            out.writelines(f"{f.row()}\n" for f in findings)
    by_mode = {mode: sum(1 for f in findings if f.mode == mode) for mode in (*modes, CRASH)}
    print(f"{cards} accepted cards with text, {words} words probed ({', '.join(modes)}): "
          + ", ".join(f"{n} accepted by {mode}" for mode, n in by_mode.items() if mode != CRASH)
          + f", {by_mode[CRASH]} crashes")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
