#!/usr/bin/env python3
"""Copy a deterministic slice of the card-text corpus into the tests, for fuzzing over an
imported set (issue 13 item 9; the tests may not read ../shared).

Reads the gzipped MTGJSON AtomicCards-shaped corpus and writes:

* ``tests/data/corpus_slice.json``: the same shape, holding the face entries of the chosen
  cards exactly as the corpus has them;
* ``tests/data/SOURCE.md``: the source file, its sha256 (gzipped and unpacked), the rule and
  the commit whose compiler chose the cards.

The rule: the cards whose layout the engine plays (normal, transform), that aren't in the
bundled database (``cards.json``), and that the Oracle-text compiler accepts; of those, the
``--count`` (default 300) whose names have the smallest sha256 (of the UTF-8 name).

Usage::

    python scripts/make_fuzz_corpus.py [CORPUS] [--count N]

``CORPUS`` defaults to ``../shared/data/corpus/forge_reeforge_2019_atomic.json.gz`` relative to
the repository root.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = REPO_ROOT.parent / "shared" / "data" / "corpus" / "forge_reeforge_2019_atomic.json.gz"
OUT_DIR = REPO_ROOT / "tests" / "data"
LAYOUTS = ("normal", "transform")

try:
    from manastack.cards.db import import_mtgjson, load_database
    from manastack.cards.oracle.compiler import UncompilableText, compile_record
except ImportError:  # running from a checkout without an installed package
    sys.path.insert(0, str(REPO_ROOT / "src"))
    from manastack.cards.db import import_mtgjson, load_database
    from manastack.cards.oracle.compiler import UncompilableText, compile_record


def name_key(name: str) -> str:
    return hashlib.sha256(name.encode("utf-8")).hexdigest()


def chosen_names(document: dict, count: int) -> list[str]:
    """The names the rule picks, in the rule's order."""
    bundled = load_database()
    accepted = []
    for record in import_mtgjson(document):
        if record.layout not in LAYOUTS or record.name in bundled:
            continue
        try:
            compile_record(record)
        except (UncompilableText, ValueError):
            continue
        accepted.append(record.name)
    return sorted(accepted, key=name_key)[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--count", type=int, default=300)
    args = parser.parse_args()
    packed = args.corpus.read_bytes()
    unpacked = gzip.decompress(packed)
    document = json.loads(unpacked)
    names = chosen_names(document, args.count)
    commit = subprocess.run(["git", "-C", str(REPO_ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, check=False).stdout.strip() or "(unknown)"
    rule = (f"the cards whose layout is {' or '.join(LAYOUTS)}, that are not in the bundled database (cards.json) "
            f"and that the Oracle-text compiler accepts (commit {commit}); of those, the {len(names)} whose names "
            f"have the smallest sha256 of their UTF-8 bytes")
    meta = dict(document.get("meta", {}))
    meta["note"] = f"A slice of {args.corpus.name} made by scripts/make_fuzz_corpus.py: {rule}."
    slice_document = {"meta": meta, "data": {name: document["data"][name] for name in sorted(names)}}
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    (OUT_DIR / "corpus_slice.json").write_text(json.dumps(slice_document, ensure_ascii=False, indent=1, sort_keys=True)
                                               + "\n", encoding="utf-8")
    source = args.corpus.resolve()
    try:
        shown = "../" + str(source.relative_to(REPO_ROOT.parent))
    except ValueError:
        shown = str(source)
    (OUT_DIR / "SOURCE.md").write_text(f"""# Test data sources

## `corpus_slice.json`

Made by `python scripts/make_fuzz_corpus.py` (do not edit by hand); fuzzed by
`tests/reliability/test_imported_pools.py` as an imported card set.

* Source: `{shown}`, the card-text corpus (an MTGJSON AtomicCards-shaped file; its
  `SOURCE.md` says where it came from).
* sha256 of the gzipped file: `{hashlib.sha256(packed).hexdigest()}`
* sha256 of the unpacked JSON: `{hashlib.sha256(unpacked).hexdigest()}`
* Rule: {rule}.
* The face entries of each chosen card are copied unchanged; the file keeps the source's
  `meta` with this rule added as `meta.note`.
* {len(names)} cards.
""", encoding="utf-8")
    print(f"wrote {len(names)} cards to {OUT_DIR / 'corpus_slice.json'}")


if __name__ == "__main__":
    main()
