"""Checks for mutation tests (issue 16, "Honesty"): a card's text with one word changed is either
refused, the refusal quoting the phrase the compiler can't read, or compiled to another tree,
whose difference from the original's the test names (`tree_changes`)."""

from __future__ import annotations

import dataclasses
import difflib

import pytest

from manastack.cards.oracle import UncompilableText, compile_text

#: The fields of a tree that only quote the card's text (the rules text kept for display).
QUOTING_FIELDS = frozenset({"text"})


def mutated(card: tuple, old: str, new: str, count: int = 1) -> tuple:
    """A card (name, types, subtypes, text) with its text mutated: (name, types, subtypes, text,
    the text with `old` replaced by `new`, `count` times: -1 everywhere)."""
    name, types, subtypes, text = card
    assert old in text, (old, text)
    return name, types, subtypes, text, text.replace(old, new, count)


def changed_words(original: str, mutated: str) -> list[str]:
    """The words `mutated` has where it differs from `original`."""
    before, after = original.split(), mutated.split()
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    return [word for op, _, _, j1, j2 in matcher.get_opcodes() if op != "equal" for word in after[j1:j2]]


def changed_line(original: str, mutated: str) -> str:
    """The line of `mutated` that differs from `original` (the texts have as many lines)."""
    (line,) = [after for before, after in zip(original.split("\n"), mutated.split("\n"), strict=True) if before != after]
    return line


def assert_refused(name: str, original: str, mutated: str, types: tuple[str, ...], subtypes: tuple[str, ...] = ()) -> None:
    """`original` compiles; `mutated` is refused, and the refusal quotes a phrase of the line
    changed holding the words changed."""
    assert compile_text(name, original, types, subtypes=subtypes)
    with pytest.raises(UncompilableText) as refused:
        compile_text(name, mutated, types, subtypes=subtypes)
    line, words = changed_line(original, mutated), changed_words(original, mutated)
    assert refused.value.card == name
    assert any(phrase in line and all(word in phrase for word in words) for phrase in refused.value.phrases), \
        (refused.value.phrases, words)


def _label(node: object) -> object:
    """A node named by its type (a tuple by its items'), a value as itself."""
    if dataclasses.is_dataclass(node):
        return type(node).__name__
    if isinstance(node, tuple):
        return tuple(_label(item) for item in node)
    return node


def tree_changes(before: object, after: object, path: str = "") -> dict[str, tuple]:
    """Where two compiled trees differ, leaving out the fields quoting the text: path ("0.cost.life":
    the first ability's cost's life) -> (before, after), each a value, or a node's type name where
    the node itself changed."""
    if type(before) is not type(after):
        return {path: (_label(before), _label(after))}
    if dataclasses.is_dataclass(before):
        found: dict[str, tuple] = {}
        for field in dataclasses.fields(before):
            if field.name not in QUOTING_FIELDS:
                found |= tree_changes(getattr(before, field.name), getattr(after, field.name),
                                      f"{path}.{field.name}" if path else field.name)
        return found
    if isinstance(before, tuple) and len(before) == len(after):
        found = {}
        for index, (left, right) in enumerate(zip(before, after, strict=True)):
            found |= tree_changes(left, right, f"{path}.{index}" if path else str(index))
        return found
    return {} if before == after else {path: (_label(before), _label(after))}


def other_tree(name: str, original: str, mutated: str, types: tuple[str, ...],
               subtypes: tuple[str, ...] = ()) -> dict[str, tuple]:
    """Both texts compile, to trees that differ: where (`tree_changes`)."""
    changes = tree_changes(compile_text(name, original, types, subtypes=subtypes),
                           compile_text(name, mutated, types, subtypes=subtypes))
    assert changes, "the mutated text compiled to the same tree"
    return changes
