"""Every ruling sentence in the seeds (copied to tests/rulings/seeds/) is quoted by the
`ruling:` field of at least one scenario in tests/rulings/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from manastack.scenario.loader import load

RULINGS = Path(__file__).resolve().parent.parent / "rulings"


def normalise(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip()


def seed_sentences() -> list[tuple[str, str]]:
    found: dict[str, str] = {}
    for path in sorted((RULINGS / "seeds").glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        for para in re.split(r"\n\s*\n", text):
            para = para.strip()
            if para.startswith("Search"):
                para = para[len("Search"):].strip()
            for sentence in re.split(r"(?<=[.!?)])\s+(?=[A-Z\u201c\"(])", para):
                sentence = normalise(sentence)
                if sentence:
                    found.setdefault(sentence, path.name)
    return sorted(found.items())


def quoted() -> str:
    texts = []
    for path in RULINGS.rglob("*.yaml"):
        texts.append(normalise(load(path).ruling))
    return "\n".join(texts)


QUOTED = quoted()


@pytest.mark.parametrize("sentence,seed", seed_sentences())
def test_seed_sentence_is_quoted_by_a_scenario(sentence: str, seed: str) -> None:
    assert sentence in QUOTED, f"no scenario quotes this sentence from {seed}: {sentence}"
