"""Overload (702.96): a spell cast for its overload cost has its text with every "target"
changed to "each" (702.96a) and so no targets (702.96b): Electrickery, compiled from its
Oracle text."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

REMINDER = ("Overload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing "
            "all instances of \"target\" with \"each.\")")
ELECTRICKERY = compiled_card("Electrickery", f"Electrickery deals 1 damage to target creature you don't control.\n{REMINDER}",
                             ("Instant",), "{R}").name
START = {"alice": {"hand": [ELECTRICKERY], "battlefield": ["Mountain", "Mountain", "Llanowar Elves"]},
         "bob": {"battlefield": ["Llanowar Elves", "Savannah Lions"]}}


def _casts(d) -> list[str]:
    return [o.label for o in d.game.decision.options if o.kind == "cast"]


def test_overloaded_spell_has_no_targets_and_affects_each_object() -> None:
    """702.96a-b: for its overload cost {1}{R}, Electrickery deals 1 damage to each creature Alice
    doesn't control, targeting nothing; her own Elves are untouched."""
    d = position(START)
    d.until_priority(0)
    assert _casts(d) == ["cast Electrickery", "cast Electrickery (overload)"]
    d.game.choose(next(o for o in d.game.decision.options if o.label == "cast Electrickery (overload)"))
    d.finish_action(0)
    item = d.game.state.stack[-1]
    assert item.cast_method == "overload" and item.targets == []
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield
               if d.game.chars(o).name == "Mountain")  # both Mountains: the overload cost
    d.resolve(None)
    assert sorted(cards(d, "bob", "graveyard")) == ["Llanowar Elves", "Savannah Lions"]
    assert "Llanowar Elves" in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert not events(d.game, "target")


def test_cast_normally_it_targets_one_creature() -> None:
    """702.96a: without the overload cost the text is unchanged: one target, {R}."""
    d = position(START)
    d.act("alice", "casts", ELECTRICKERY, targets=["Savannah Lions"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Savannah Lions"]


def test_a_copy_of_an_overloaded_spell_is_overloaded() -> None:
    """707.10: a copy copies the choices made as the spell was cast, its overload cost among them:
    the copy has no targets either and deals 1 damage to each of Bob's creatures again."""
    twincast = compiled_card("Twincast", "Copy target instant or sorcery spell. You may choose new targets for the copy.",
                             ("Instant",), "{U}{U}").name
    d = position({"alice": {"hand": [ELECTRICKERY, twincast], "battlefield": ["Mountain", "Mountain", "Island", "Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.until_priority(0)
    d.game.choose(next(o for o in d.game.decision.options if o.label == "cast Electrickery (overload)"))
    d.finish_action(0)
    d.act("alice", "casts", twincast, targets=[ELECTRICKERY])
    d.pass_once()
    copy = d.game.state.stack[-1]
    assert d.game.state.objects[copy.obj].spell_copy and copy.cast_method == "overload" and copy.targets == []
    d.resolve(None)
    assert sum(e["amount"] for e in events(d.game, "damage")) == 2  # the copy's 1 and the spell's 1
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]


def test_overload_compiles_to_the_each_text() -> None:
    """702.96a: the overloaded ability is the text with "target" changed to "each"."""
    abilities = compile_text(ELECTRICKERY, f"Electrickery deals 1 damage to target creature you don't control.\n{REMINDER}",
                             ("Instant",))
    overloaded = next(a for a in abilities if isinstance(a, dsl.OverloadedSpell))
    [effect] = overloaded.spell.effects
    assert isinstance(effect, dsl.DamageEach) and effect.amount == 1 and effect.permanents.types == ("Creature",)
    assert effect.permanents.controller == "opponent" and not overloaded.spell.targets


@pytest.mark.parametrize("text", [
    f"Electrickery deals 1 damage to any target.\n{REMINDER}",  # "any each" isn't English: refused
    f"Counter target spell.\n{REMINDER}",  # each spell: not a permanent the engine groups
    "Electrickery deals 1 damage to target creature you don't control.\nOverload {X}{R}",  # an X of its own
])
def test_overloads_the_engine_cant_play_as_written_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text(ELECTRICKERY, text, ("Instant",))


def test_overload_on_a_permanent_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Overloaded Bear", f"Flying\n{REMINDER}", ("Creature",))
