"""Effects on a group of permanents: "creatures you control get +1/+1 until end of turn", "all
creatures get -1/-1", "tap all creatures your opponents control", "return all creatures to their
owners' hands", "put a +1/+1 counter on each creature you control".  611.2c: the affected set is
locked in as the effect begins (a creature that enters later isn't affected); 603.10a: permanents
that leave together see each other leave.  Mutations: the verb's agreement, "its owner's" for a
group, "all" with "put ... on", and "you control" against "your opponents control"."""

from __future__ import annotations

from functools import partial

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

_sorcery = partial(compiled_card, types=("Sorcery",))

_sorcery("Test Rally", "Creatures you control get +1/+1 until end of turn.")
_sorcery("Test Each Rally", "Each creature you control gets +1/+1 and gains flying until end of turn.")
_sorcery("Test Plague", "All creatures get -1/-1 until end of turn.")
_sorcery("Test Sleep", "Tap all creatures your opponents control.")
_sorcery("Test Evacuation", "Return all creatures to their owners' hands.")
_sorcery("Test Blessing", "Put a +1/+1 counter on each creature you control.")


def _pt(d, oid: int) -> tuple[int, int]:
    chars = d.game.chars(oid)
    return chars.power, chars.toughness


def _board(spell: str) -> object:
    return position({"alice": {"hand": [spell, "Grizzly Bears"], "battlefield": ["Savannah Lions", "Forest", "Forest"]},
                     "bob": {"battlefield": ["Grizzly Bears", "Elite Vanguard", "Ornithopter"]}})


def test_611_2c_a_group_pump_affects_the_creatures_there_as_it_resolves() -> None:
    d = _board("Test Rally")
    lions = d.object("Savannah Lions")
    bobs = [o for o in d.game.state.battlefield if d.game.state.objects[o].controller == d.player("bob")]
    d.act("alice", "casts", "Test Rally")
    d.resolve(None)
    assert _pt(d, lions) == (3, 2)
    assert [_pt(d, o) for o in bobs] == [(2, 2), (2, 1), (0, 2)]
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(None)
    new_bears = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Grizzly Bears"
                 and d.game.state.objects[o].controller == d.player("alice")]
    assert [_pt(d, o) for o in new_bears] == [(2, 2)]  # entered after: not affected (611.2c)
    d.pass_to_step("upkeep", d.player("bob"))
    assert _pt(d, lions) == (2, 1)  # until end of turn (514.2)


def test_each_creature_gets_and_gains_reads_as_the_same_group() -> None:
    d = _board("Test Each Rally")
    lions = d.object("Savannah Lions")
    d.act("alice", "casts", "Test Each Rally")
    d.resolve(None)
    assert _pt(d, lions) == (3, 2) and "flying" in d.game.chars(lions).keywords


def test_all_creatures_get_minus_one_kills_every_one_toughness_creature() -> None:
    """704.5f: toughness 0 after the effect: the 2/1s die; the 2/2 and the 0/2 live."""
    d = _board("Test Plague")
    d.act("alice", "casts", "Test Plague")
    d.resolve(None)
    assert battlefield(d, "alice") == ["Forest", "Forest"]
    assert battlefield(d, "bob") == ["Grizzly Bears", "Ornithopter"]


def test_tap_all_creatures_your_opponents_control() -> None:
    d = _board("Test Sleep")
    d.act("alice", "casts", "Test Sleep")
    d.resolve(None)
    state = d.game.state
    assert {state.objects[o].tapped for o in state.battlefield if state.objects[o].controller == d.player("bob")} == {True}
    assert not state.objects[d.object("Savannah Lions")].tapped


def test_return_all_creatures_to_their_owners_hands_leaves_the_lands() -> None:
    d = _board("Test Evacuation")
    d.act("alice", "casts", "Test Evacuation")
    d.resolve(None)
    assert battlefield(d, "alice") == ["Forest", "Forest"] and battlefield(d, "bob") == []
    assert sorted(cards(d, "bob", "hand")) == ["Elite Vanguard", "Grizzly Bears", "Ornithopter"]
    assert "Savannah Lions" in cards(d, "alice", "hand")


def test_122_6_a_counter_on_each_creature_you_control() -> None:
    d = _board("Test Blessing")
    lions = d.object("Savannah Lions")
    d.act("alice", "casts", "Test Blessing")
    d.resolve(None)
    assert d.game.state.objects[lions].counters == {"+1/+1": 1}
    assert all(not d.game.state.objects[o].counters for o in d.game.state.battlefield if o != lions)


@pytest.mark.parametrize("text", [
    "Creatures you control gets +1/+1 until end of turn.",
    "Each creature you control get +1/+1 until end of turn.",
    "Return all creatures to its owner's hand.",
    "Return target creature to their owners' hands.",
    "Put a +1/+1 counter on all creatures you control.",
    "Destroy target creature. Creatures you control fight it.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_whose_creatures_is_part_of_the_tree() -> None:
    (yours,) = compile_text("Test Card", "Tap all creatures you control.", ("Sorcery",))
    (theirs,) = compile_text("Test Card", "Tap all creatures your opponents control.", ("Sorcery",))
    assert yours.effects[0].what.filter.controller == "you" and theirs.effects[0].what.filter.controller == "opponent"


_sorcery("Test Hurricane", "Test Hurricane deals 1 damage to each creature without flying.")


def test_without_flying_spares_the_fliers() -> None:
    """Ornithopter (0/2, flying) is spared, the 2/1s without flying die (704.5g)."""
    d = position({"alice": {"hand": ["Test Hurricane"], "battlefield": ["Savannah Lions"]},
                  "bob": {"battlefield": ["Elite Vanguard", "Ornithopter", "Healer's Hawk"]}})
    hawk = d.object("Healer's Hawk")
    d.act("alice", "casts", "Test Hurricane")
    d.resolve(None)
    assert battlefield(d, "alice") == []
    assert battlefield(d, "bob") == ["Ornithopter", "Healer's Hawk"]
    assert d.game.state.objects[hawk].damage == 0
