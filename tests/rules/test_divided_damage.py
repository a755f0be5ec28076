"""601.2d: "~ deals 2 damage divided as you choose among one or two targets", compiled from Oracle
text and played: each target gets at least 1, so one target is dealt 2 and two targets 1 each (the
number of targets chosen as it is cast decides the division); a target that became illegal
isn't dealt its share, and the other keeps its own (608.2b).  Mutations: other amounts or
numbers of targets (a division to announce) are refused; "target creatures" limits the slot."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Forked Bolt", "Test Forked Bolt deals 2 damage divided as you choose among one or two targets.",
              ("Sorcery",))
compiled_card("Test Bounce", "Return target creature to its owner's hand.", ("Instant",))


def _cast(d, targets: list[str]) -> None:
    d.act("alice", "casts", "Test Forked Bolt", targets=targets)


def test_601_2d_one_target_is_dealt_all_of_it() -> None:
    d = position({"alice": {"hand": ["Test Forked Bolt"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    _cast(d, ["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_601_2d_two_targets_are_dealt_1_each() -> None:
    d = position({"alice": {"hand": ["Test Forked Bolt"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    _cast(d, ["Grizzly Bears", "bob"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 1
    assert life(d, "bob") == 19


def test_608_2b_an_illegal_target_isnt_dealt_its_share() -> None:
    """The Bears are returned to hand in response: bob is still dealt 1, not 2."""
    d = position({"alice": {"hand": ["Test Forked Bolt"]}, "bob": {"hand": ["Test Bounce"],
                                                                   "battlefield": ["Grizzly Bears"]}})
    _cast(d, ["Grizzly Bears", "bob"])
    d.act("bob", "casts", "Test Bounce", targets=["Grizzly Bears"])
    d.resolve(None)
    assert life(d, "bob") == 19


@pytest.mark.parametrize("text", [
    "Test Card deals 3 damage divided as you choose among one, two, or three targets.",
    "Test Card deals 3 damage divided as you choose among one or two targets.",
    "Test Card deals X damage divided as you choose among any number of targets.",
    "Test Card deals 2 damage divided as you choose among one or two target spells.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_mutations_change_the_tree() -> None:
    (any_target,) = compile_text("Test Card", "Test Card deals 2 damage divided as you choose among one or two "
                                 "targets.", ("Sorcery",))
    (creatures,) = compile_text("Test Card", "Test Card deals 2 damage divided as you choose among one or two target "
                                "creatures.", ("Sorcery",))
    assert any_target.effects == creatures.effects == (dsl.DealDamageDivided(2, dsl.Target(0)),)
    assert (any_target.targets[0].kind, any_target.targets[0].max_count) == ("any", 2)
    assert (creatures.targets[0].kind, creatures.targets[0].filter.types) == ("permanent", ("Creature",))
