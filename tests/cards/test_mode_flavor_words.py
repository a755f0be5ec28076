"""Flavor words (207.2d: no rules meaning) before a mode: "• Distract — Tap target land. Draw a
card." reads as "• Tap target land. Draw a card."; "Target player discards a card for each spell
you've cast this turn." (Stone Drake) counts its controller's spells cast this turn, itself
included.  Mutations close the family."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_DRAKE = ("When Test Stone Drake enters, choose one —\n• Distract — Tap target land. Draw a card.\n"
          "• Enthrall — Target player discards a card for each spell you've cast this turn.")
compiled_card("Test Stone Drake", _DRAKE, ("Creature",), power="2", toughness="2")


def _pick_mode(d, label: str) -> None:
    d.pass_until(lambda: d.game.decision.kind == "mode")
    d.choose(next(o for o in d.game.decision.options if o.label == label))


def test_207_2d_the_mode_is_read_without_its_flavor_word() -> None:
    d = position({"alice": {"hand": ["Test Stone Drake"], "library": ["Island"] * 3},
                  "bob": {"battlefield": ["Forest"]}})
    d.act("alice", "casts", "Test Stone Drake")
    d.resolve(1)
    _pick_mode(d, "Distract — Tap target land. Draw a card.")
    d.resolve(None)
    assert d.game.state.objects[d.object("Forest")].tapped
    assert cards(d, "alice", "hand") == ["Island"]


def test_for_each_spell_you_have_cast_this_turn() -> None:
    """Shock, then the Drake: two spells this turn, so bob discards two."""
    d = position({"alice": {"hand": ["Shock", "Test Stone Drake"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Forest", "Island", "Swamp"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    d.act("alice", "casts", "Test Stone Drake")
    d.resolve(1)
    _pick_mode(d, "Enthrall — Target player discards a card for each spell you've cast this turn.")
    d.pass_until(lambda: d.game.decision.kind == "target")
    d.choose(next(o for o in d.game.decision.options if o.label == "bob"))
    for card in ("Forest", "Island"):
        d.pass_until(lambda: d.game.decision.kind == "discard")
        d.choose(next(o for o in d.game.decision.options if o.label == card))
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Swamp"]


def test_compiles_as_without_the_words() -> None:
    (named,) = compile_text("Test Card", _DRAKE.replace("Test Stone Drake", "Test Card"), ("Creature",))
    plain = compile_text("Test Card", _DRAKE.replace("Test Stone Drake", "Test Card").replace("Distract — ", "")
                         .replace("Enthrall — ", ""), ("Creature",))[0]
    assert [m.effects for m in named.modes] == [m.effects for m in plain.modes]
    assert named.modes[1].effects == (dsl.Discard(dsl.SpellsCastThisTurn(), dsl.TargetPlayer(0)),)


@pytest.mark.parametrize("text", [
    "When Test Card enters, choose one —\n• distract — Tap target land.\n• Enthrall — Draw a card.",  # not a word
    "Target player discards a card for each spells you've cast this turn.",
    "Target player discards a card for each spell they've cast this turn.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
