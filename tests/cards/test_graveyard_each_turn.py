"""601.3, 305.1: permissions to play cards from your graveyard once each turn during your turns
(issue 16 item 2: Muldrotha, the Gravetide compiles from its text): "During each of your turns,
you may play a land and cast a permanent spell of each permanent type from your graveyard."
(Muldrotha; the older "play up to one permanent card of each permanent type" reads the same),
"During each of your turns, you may cast a creature spell from your graveyard." (Karador).
Mutations: another permanent type gives another tree that plays as written; a subtype, an
instant and another player's graveyard are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction

KARADOR = "During each of your turns, you may cast a creature spell from your graveyard."
compiled_card("Test Karador", KARADOR, ("Creature",), power="3", toughness="4")
compiled_card("Test Smith", KARADOR.replace("a creature spell", "an artifact spell"), ("Creature",), power="1",
              toughness="1")
MULDROTHA = ("During each of your turns, you may play a land and cast a permanent spell of each permanent type from "
             "your graveyard.")
compiled_card("Test Muldrotha", MULDROTHA, ("Creature",), power="6", toughness="6")


def _board(permission: str):
    return position({"alice": {"battlefield": [permission, "Forest", "Forest"],
                               "graveyard": ["Ornithopter", "Ornithopter", "Grizzly Bears", "Forest"]},
                     "bob": {"library": ["Island"] * 3}})


def test_one_creature_spell_each_turn() -> None:
    d = _board("Test Karador")
    d.act("alice", "casts", "Ornithopter", from_zone="graveyard")  # an artifact creature: the creature permission
    d.resolve(None)
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")
    with pytest.raises(IllegalAction):  # no land from the graveyard
        d.act("alice", "plays", "Forest", from_zone="graveyard")


def test_another_permanent_type() -> None:
    """Mutation: "an artifact spell": Ornithopter once; Grizzly Bears, no artifact, never."""
    d = _board("Test Smith")
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")
    d.act("alice", "casts", "Ornithopter", from_zone="graveyard")
    d.resolve(None)
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Ornithopter", from_zone="graveyard")


def test_the_trees() -> None:
    (karador,) = compile_text("Test Card", KARADOR, ("Creature",))
    assert karador.effect == dsl.PlayFromGraveyard(lands=False, permanent_types=("Creature",), once_each_turn=True)
    for text in ("During each of your turns, you may play a land and cast a permanent spell of each permanent type "
                 "from your graveyard.",
                 "During each of your turns, you may play up to one permanent card of each permanent type from your "
                 "graveyard."):
        (muldrotha,) = compile_text("Test Card", text, ("Creature",))
        assert muldrotha.effect == dsl.PlayFromGraveyard(
            lands=True, permanent_types=("Artifact", "Creature", "Enchantment", "Planeswalker", "Battle"),
            once_each_turn=True)


@pytest.mark.parametrize("text", [
    KARADOR.replace("a creature spell", "a Zombie creature spell"),
    KARADOR.replace("a creature spell", "an instant spell"),
    KARADOR.replace("your graveyard", "an opponent's graveyard"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


def _two_permissions(*permissions: str, hand: tuple = ()):
    return position({"alice": {"battlefield": [*permissions, *["Forest"] * 6], "hand": list(hand),
                               "graveyard": ["Grizzly Bears"] * 3},
                     "bob": {"library": ["Island"] * 3}})


def test_each_source_gives_its_own_permission() -> None:
    """Muldrotha's rulings: with two permissions the player announces which one a spell uses;
    Karador's and Muldrotha's creature permissions are two creature spells a turn, not one."""
    d = _two_permissions("Test Karador", "Test Muldrotha")
    d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard", choices=["Creature (Test Karador)"])
    d.resolve(None)
    d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")  # Muldrotha's, the only one left
    d.resolve(None)
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")


def test_the_permission_used_is_chosen_by_its_source() -> None:
    d = _two_permissions("Test Karador", "Test Muldrotha")
    d.until_priority(d.player("alice"))
    cast = next(o for o in d.decision.options if o.label.startswith("cast Grizzly Bears"))
    d.choose(cast)
    assert d.decision.kind == "permanent_type"
    assert sorted(o.label for o in d.decision.options) == ["Creature (Test Karador)", "Creature (Test Muldrotha)"]


def test_a_new_source_is_a_new_permission() -> None:
    """400.7 and Muldrotha's ruling: a Muldrotha that comes under your control after you used
    another's permission lets you cast another spell of that type this turn."""
    d = _two_permissions("Test Muldrotha", hand=("Test Muldrotha",))
    d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")
    d.resolve(None)
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")
    d.act("alice", "casts", "Test Muldrotha")
    d.resolve(None)
    d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")
    d.resolve(None)
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")
