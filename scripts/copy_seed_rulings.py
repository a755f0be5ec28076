"""Copy the seed rulings into tests/rulings/seeds/ and record where they came from.

Tests can't read ../shared at run time, so the sentences they check against live here.
Usage: python scripts/copy_seed_rulings.py [SEEDS_DIR]   (default: ../shared/seeds)
"""

from __future__ import annotations

import hashlib
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEST = ROOT / "tests" / "rulings" / "seeds"


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "seeds"
    DEST.mkdir(parents=True, exist_ok=True)
    lines = ["# Seed rulings", "", f"Copied on {date.today().isoformat()} by scripts/copy_seed_rulings.py from `{source}`.", ""]
    for path in sorted(source.glob("*.txt")):
        data = path.read_bytes()
        (DEST / path.name).write_bytes(data)
        lines.append(f"- `{path.name}`: sha256 {hashlib.sha256(data).hexdigest()}")
    (DEST / "SOURCE.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"copied {len(lines) - 4} files to {DEST}")


if __name__ == "__main__":
    main()
