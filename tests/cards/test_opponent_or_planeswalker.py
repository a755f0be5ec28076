""""Target opponent or planeswalker" (115.4): the slot takes an opponent or any planeswalker,
never the caster or a creature; "target player or planeswalker" (its one-word mutation) takes
any player."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import registry

FIELDS = "Test Fields deals 5 damage to target opponent or planeswalker."


@pytest.fixture(autouse=True)
def burn_cards():
    with registry.scope():
        compiled_card("Test Fields", FIELDS, ("Sorcery",), cost="{R}")
        compiled_card("Test Open Fields", FIELDS.replace("Test Fields", "Test Open Fields").replace("opponent", "player"),
                      ("Sorcery",), cost="{R}")
        yield


def _target_labels(d, card: str) -> list[str]:
    d.choose(next(o for o in d.decision.options if o.label == f"cast {card}"))
    assert d.decision.kind == "target"
    return sorted(o.label for o in d.decision.options if o.kind == "target")


def test_an_opponent_or_a_planeswalker_and_nothing_else() -> None:
    """115.4: the opponent and each planeswalker (even the caster's) are legal; the caster and
    creatures aren't."""
    setup = {"alice": {"hand": ["Test Fields"], "battlefield": ["Mountain", "Jace, the Mind Sculptor", "Grizzly Bears"]},
             "bob": {"battlefield": ["Grizzly Bears"]}}
    d = position(setup)
    labels = _target_labels(d, "Test Fields")
    assert any("bob" in label for label in labels)
    assert any("Jace" in label for label in labels)
    assert not any("alice" == label or "Grizzly Bears" in label for label in labels)
    assert len(labels) == 2


def test_the_damage_goes_to_the_chosen_opponent() -> None:
    d = position({"alice": {"hand": ["Test Fields"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Test Fields", targets=["bob"])
    d.resolve(1)
    assert d.game.state.players[1].life == 15


def test_player_or_planeswalker_also_takes_the_caster() -> None:
    """Mutation: "target player or planeswalker" offers both players."""
    d = position({"alice": {"hand": ["Test Open Fields"], "battlefield": ["Mountain"]}})
    labels = _target_labels(d, "Test Open Fields")
    assert len(labels) == 2 and any("alice" in label for label in labels)
