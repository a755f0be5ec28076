"""Flip cards (710): "flip ~" gives the permanent its alternative name, text, type line, power
and toughness (710.1b, 710.2) while its color and mana cost stay (710.1c); flipping is one-way,
and a flipped permanent that leaves the battlefield forgets it (710.4, 110.5).  Jushi Apprentice
// Tomoya the Revealer (Betrayers of Kamigawa) is the card played."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text
from manastack.engine.game import Game

JUSHI = "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice."
TOMOYA = "{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand."


def _flip_card(name: str, top: tuple, bottom: tuple) -> CardRecord:
    """(name, power, toughness, text) of each half; the bottom one legendary."""
    faces = (FaceRecord(top[0], "{1}{U}", "Creature — Human Wizard", (), ("Creature",), ("Human", "Wizard"), ("U",),
                        top[1], top[2], None, top[3]),
             FaceRecord(bottom[0], "{1}{U}", "Legendary Creature — Human Wizard", ("Legendary",), ("Creature",),
                        ("Human", "Wizard"), ("U",), bottom[1], bottom[2], None, bottom[3], side="b"))
    return CardRecord(name, "flip", faces)


JUSHI_RECORD = _flip_card("Jushi Apprentice // Tomoya the Revealer", ("Jushi Apprentice", "1", "2", JUSHI),
                          ("Tomoya the Revealer", "2", "3", TOMOYA))


@pytest.fixture(autouse=True)
def flip_cards():
    with registry.scope():
        registry.register(compile_record(JUSHI_RECORD))
        registry.register(compile_record(_flip_card(
            "Test Flip Top // Test Flip Bottom", ("Test Flip Top", "1", "1", "{0}: Flip Test Flip Top."),
            ("Test Flip Bottom", "5", "5", "{0}: Flip Test Flip Bottom."))))
        yield


def test_flipping_with_nine_cards_in_hand() -> None:
    """710.2: alice draws her ninth card; Jushi Apprentice flips: it is Tomoya the Revealer, a
    legendary 2/3 with Tomoya's ability, still blue with mana value 2 (710.1c)."""
    d = position({"alice": {"battlefield": ["Jushi Apprentice"] + ["Island"] * 3, "hand": ["Forest"] * 8,
                            "library": ["Island"] * 3}})
    oid = d.object("Jushi Apprentice")
    d.act("alice", "activates", "Jushi Apprentice")
    d.resolve(None)
    chars = d.game.chars(oid)
    assert chars.name == "Tomoya the Revealer" and "Legendary" in chars.supertypes
    assert (chars.power, chars.toughness) == (2, 3)
    assert chars.colors == frozenset({"U"}) and chars.mana_value == 2
    assert [a.text for a in chars.abilities if isinstance(a, dsl.Activated)] == [TOMOYA]
    assert [e["obj"] for e in events(d.game, "flip")] == [oid]


def test_no_flip_with_fewer_cards() -> None:
    """The condition is checked as the ability resolves: eight cards in hand, no flip."""
    d = position({"alice": {"battlefield": ["Jushi Apprentice"] + ["Island"] * 3, "hand": ["Forest"] * 7,
                            "library": ["Island"] * 3}})
    d.act("alice", "activates", "Jushi Apprentice")
    d.resolve(None)
    assert d.game.chars(d.object("Jushi Apprentice")).name == "Jushi Apprentice"
    assert events(d.game, "flip") == []


def test_flipping_is_one_way() -> None:
    """710.4: the flipped half's own "flip" does nothing: it stays Test Flip Bottom."""
    d = position({"alice": {"battlefield": ["Test Flip Top"]}})
    oid = d.object("Test Flip Top")
    d.act("alice", "activates", "Test Flip Top")
    d.resolve(None)
    assert d.game.chars(oid).name == "Test Flip Bottom"
    d.act("alice", "activates", "Test Flip Bottom")
    d.resolve(None)
    assert d.game.chars(oid).name == "Test Flip Bottom" and len(events(d.game, "flip")) == 1


def test_a_flipped_permanent_forgets_it_when_it_leaves() -> None:
    """710.4, 710.2: Unsummon returns Tomoya the Revealer to its owner's hand, where it is
    Jushi Apprentice again (a 1/2 with its top half's text)."""
    d = position({"alice": {"battlefield": ["Tomoya the Revealer"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Island"]}})
    d.act("bob", "casts", "Unsummon", targets=["Tomoya the Revealer"])
    d.resolve(None)
    (card,) = d.game.state.players[0].hand
    chars = d.game.chars(card)
    assert chars.name == "Jushi Apprentice" and (chars.power, chars.toughness) == (1, 2)


def test_the_flipped_status_is_saved() -> None:
    d = position({"alice": {"battlefield": ["Test Flip Top"]}})
    d.act("alice", "activates", "Test Flip Top")
    d.resolve(None)
    again = Game.from_json(d.game.to_json())
    (oid,) = again.state.battlefield
    assert again.chars(oid).name == "Test Flip Bottom"


def test_the_flip_instruction_is_read_only_for_this_permanent() -> None:
    """Mutations: "flip target creature" and a "flip it" whose "it" is another object are refused."""
    (ability,) = compile_text("Test", "{1}: Flip Test.", ("Creature",))
    assert ability.effects == (dsl.Flip(dsl.Self()),)
    for text in ("{1}: Flip target creature.", "Whenever a creature dies, flip it."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


def test_a_clone_of_a_flipped_permanent_enters_unflipped() -> None:
    """707.3, 110.5b: the flipped status isn't a copiable value: Clone entering as a copy of
    Tomoya the Revealer (a flipped Jushi Apprentice) is an unflipped Jushi Apprentice, a 1/2."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ["Tomoya the Revealer"] + ["Island"] * 4}})
    tomoya = d.object("Tomoya the Revealer")
    d.act("alice", "casts", "Clone")
    while d.game.state.stack:
        decision = d.game.decision
        if decision.kind == "may":
            d.game.choose(next(o for o in decision.options if o.value == tomoya))
        else:
            d.game.choose(next(o for o in decision.options if o.kind == "pass"))
    d.resolve(None)
    clone = next(o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Clone")
    chars = d.game.chars(clone)
    assert chars.name == "Jushi Apprentice" and (chars.power, chars.toughness) == (1, 2)
    assert d.game.chars(tomoya).name == "Tomoya the Revealer"


def test_a_copy_of_a_flip_card_can_flip() -> None:
    """110.5c: Clone, a copy of Jushi Apprentice, has its ability; with nine cards in hand it
    flips into a copy of Tomoya the Revealer (the copied card as modified by the copy's flipped
    status, 707.3); the original stays unflipped."""
    d = position({"alice": {"hand": ["Forest"] * 8, "library": ["Island"] * 3,
                            "battlefield": ["Jushi Apprentice", {"card": "Clone", "copy_of": "Jushi Apprentice"}]
                            + ["Island"] * 3}})
    clone = next(o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Clone")
    jushi = next(o for o in d.game.state.battlefield if d.game.state.objects[o].card == JUSHI_RECORD.name)
    assert d.game.chars(clone).name == "Jushi Apprentice"
    d.act("alice", "activates", "Clone")
    d.resolve(None)
    assert d.game.chars(clone).name == "Tomoya the Revealer"
    assert d.game.chars(jushi).name == "Jushi Apprentice"
