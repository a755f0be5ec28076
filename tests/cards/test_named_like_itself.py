"""100.2a: "A deck can have any number of cards named ~." (Rat Colony, Relentless Rats): a rule of
deck building on the card itself, so the four-copy limit of constructed play doesn't apply to
that card (other cards keep it).  Mutations: naming another card, or a limit, is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards import db, dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cli import main
from manastack.decks import decklist, validation

_COLONY = "Test Colony gets +1/+0 for each other Rat you control.\nA deck can have any number of cards named Test Colony."


def test_the_tree() -> None:
    _anthem, rule = compile_text("Test Colony", _COLONY, ("Creature",), subtypes=("Rat",))
    assert rule.effect == dsl.AnyNumberInDeck()
    (spell, rule) = compile_text("Test Bolt", "Test Bolt deals 3 damage to any target.\nA deck can have any number of "
                                              "cards named Test Bolt.", ("Instant",))
    assert rule.effect == dsl.AnyNumberInDeck() and isinstance(spell, dsl.SpellAbility)


@pytest.mark.parametrize("text", ["A deck can have any number of cards named Forest.",
                                  "A deck can have up to seven cards named Test Colony."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Colony", text, ("Creature",))


_CARD = """\
name: Test Unlimited Bolt
mana_cost: "{R}"
type_line: Instant
text: |
  Test Unlimited Bolt deals 3 damage to any target.
  A deck can have any number of cards named Test Unlimited Bolt.
"""


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """An empty MANASTACK_HOME for this test; the database forgets it afterwards."""
    monkeypatch.setenv("MANASTACK_HOME", str(tmp_path / "home"))
    db.reload_database()
    with registry.scope():
        yield tmp_path
    monkeypatch.undo()
    db.reload_database()


def test_100_2a_the_four_copy_limit_doesnt_apply_to_it(home: Path) -> None:
    path = home / "cards.yaml"
    path.write_text(_CARD, encoding="utf-8")
    assert CliRunner().invoke(main, ["cards", "import", str(path)]).exit_code == 0
    deck = decklist.parse("Deck\n40 Mountain\n20 Test Unlimited Bolt\n5 Shock\n")
    reasons = [p.reason for p in validation.validate(deck, "constructed")]
    assert reasons == ["5 copies of Shock: at most 4 (100.2a)"]
