"""111.4: "create a 1/1 green Insect creature token" makes a token with exactly the
characteristics the effect lists (power and toughness, colours, subtypes, card types, keywords);
its name is its subtypes plus "Token".  The definition is named by the description and built
when first looked up, so a saved game with such a token loads in a fresh process.  Mutations:
another colour, keyword or P/T is another token; a token with P/T that isn't a creature, a land
subtype, or a wrong plural is refused."""

from __future__ import annotations

import subprocess
import sys
from functools import partial

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.registry import UnsupportedCardError
from manastack.engine import zones

_spell = partial(compiled_card, types=("Sorcery",))

_spell("Test Raise the Alarm", "Create two 1/1 red and white Soldier creature tokens with haste.")
_spell("Test Wurm Call", "Create a 6/6 green Wurm creature token with trample and reach.")


def _tokens(d) -> list[int]:
    state = d.game.state
    return [o for o in state.battlefield if state.objects[o].token]


def test_111_4_the_token_has_the_listed_characteristics() -> None:
    d = position({"alice": {"hand": ["Test Raise the Alarm"]}})
    d.act("alice", "casts", "Test Raise the Alarm")
    d.resolve(None)
    tokens = _tokens(d)
    assert len(tokens) == 2
    for oid in tokens:
        chars = d.game.chars(oid)
        assert chars.name == "Soldier Token"
        assert (chars.power, chars.toughness) == (1, 1)
        assert chars.colors == frozenset({"R", "W"}) and chars.types == frozenset({"Creature"})
        assert chars.subtypes == frozenset({"Soldier"}) and set(chars.keywords) == {"haste"}
        assert chars.mana_value == 0  # 202.3b: a token that isn't a copy has no mana cost


def test_two_keywords_and_no_others() -> None:
    d = position({"alice": {"hand": ["Test Wurm Call"]}})
    d.act("alice", "casts", "Test Wurm Call")
    d.resolve(None)
    (wurm,) = _tokens(d)
    chars = d.game.chars(wurm)
    assert (chars.name, chars.power, chars.toughness) == ("Wurm Token", 6, 6)
    assert set(chars.keywords) == {"trample", "reach"} and chars.colors == frozenset({"G"})


def test_a_saved_game_with_the_token_loads_in_a_fresh_process() -> None:
    """The token's definition comes from its name alone (the card that made it is test-only, so
    it is made here by the engine's own token creation, 111.1)."""
    d = position({"alice": {}})
    zones.create_token(d.game.kernel, "6/6 green Wurm creature token with trample and reach", d.player("alice"))
    saved = d.game.to_json()
    script = ("import sys; from manastack.engine.game import Game; g = Game.from_json(sys.stdin.read()); "
              "print(sorted(g.chars(o).name for o in g.state.battlefield))")
    out = subprocess.run([sys.executable, "-c", script], input=saved, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['Wurm Token']"


@pytest.mark.parametrize("one, other", [
    ("Create a 1/1 green Insect creature token.", "Create a 1/1 black Insect creature token."),
    ("Create a 1/1 green Insect creature token with flying.", "Create a 1/1 green Insect creature token with reach."),
    ("Create a 1/1 green Insect creature token.", "Create a 1/2 green Insect creature token."),
])
def test_mutations_make_another_token(one: str, other: str) -> None:
    first = compile_text("Test Card", one, ("Sorcery",))[0].effects[0].token
    second = compile_text("Test Card", other, ("Sorcery",))[0].effects[0].token
    assert first != second
    assert registry.card_def(first).front != registry.card_def(second).front


@pytest.mark.parametrize("text", [
    "Create a 1/1 green Insect artifact token.",
    "Create a 1/1 green Forest creature token.",
    "Create a 1/1 green Insect creature tokens.",
    "Create two 1/1 green Insect creature token.",
    "Create a 1/1 green and green Insect creature token.",
])
def test_tokens_the_engine_cant_make_exactly_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_a_quoted_ability_after_with_is_the_same_token_as_after_it_has() -> None:
    """113.1b: 'a ... token with "Q"' names the token that '... token. It has "Q"' does."""
    with_quote = 'Create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this creature: Add {C}."'
    it_has = 'Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this creature: Add {C}."'
    first = compile_text("Test Card", with_quote, ("Sorcery",))[0].effects[0].token
    assert first == compile_text("Test Card", it_has, ("Sorcery",))[0].effects[0].token
    assert any(isinstance(a, dsl.Activated) and a.mana for a in registry.card_def(first).front.abilities)


def test_only_canonical_descriptions_name_a_token() -> None:
    """A decklist or lookup can't conjure a token by a non-canonical name."""
    with pytest.raises(UnsupportedCardError):
        registry.card_def("1/1 green insect creature token with nothing")
    with pytest.raises(UnsupportedCardError):
        registry.card_def("1/1 green Insect creature token with nothing")
