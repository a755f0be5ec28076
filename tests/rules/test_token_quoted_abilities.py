"""111.4, 113.1b: "Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this
creature: Add {C}."": the token is created with the quoted ability as its own ("this creature"
is the token); its definition is named by its description and its quoted abilities, so a saved
game with it loads."""

from __future__ import annotations

import pytest
from support import compiled_card, events, life, pool, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game

SCION = 'Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."'
DEVILS = 'Create two 1/1 red Devil creature tokens. They have "When this creature dies, it deals 1 damage to any target."'
DEVIL_TOKEN = '1/1 red Devil creature token with "When this creature dies, it deals 1 damage to any target."'
compiled_card("Test Scion Maker", SCION, ("Sorcery",), "{G}")
compiled_card("Test Devil Maker", DEVILS, ("Sorcery",), "{R}")


def _tokens(d) -> list[int]:
    return [o for o in d.game.state.battlefield if d.game.state.objects[o].token]


def test_605_1a_the_tokens_quoted_mana_ability_sacrifices_it_for_colorless() -> None:
    """605.1a: the Scion's "Sacrifice this creature: Add {C}." is a mana ability of the token:
    activating it sacrifices the token (the cost, 118.3) and adds {C}."""
    d = position({"alice": {"hand": ["Test Scion Maker"], "battlefield": ["Forest"]}, "bob": {}})
    d.act("alice", "casts", "Test Scion Maker")
    d.resolve(None)
    (scion,) = _tokens(d)
    chars = d.game.chars(scion)
    assert (chars.power, chars.toughness, chars.subtypes) == (1, 1, frozenset({"Eldrazi", "Scion"}))
    (ability,) = [a for _i, a in chars.table.mana]
    assert ability.cost.sacrifice_self
    d.act("alice", "activates", "Eldrazi Scion Token")
    assert pool(d, "alice") == {"C": 1}
    assert _tokens(d) == []


def test_603_6c_each_devil_has_its_own_dies_trigger() -> None:
    """603.6c: "When this creature dies" is each Devil's own leaves-the-battlefield trigger: one
    Devil dying deals 1 damage (to bob, chosen) from that Devil, and the other Devil stays."""
    d = position({"alice": {"hand": ["Test Devil Maker"], "battlefield": [{"card": "Mountain", "count": 2}]}, "bob": {}})
    d.act("alice", "casts", "Test Devil Maker")
    d.resolve(None)
    devil = d.game.chars(_tokens(d)[0]).name
    d = position({"alice": {"hand": ["Shock"], "battlefield": [
        "Mountain", {"card": DEVIL_TOKEN, "token": True, "as": "one"}, {"card": DEVIL_TOKEN, "token": True, "as": "two"}]},
        "bob": {}})
    assert d.game.chars(d.object("one")).name == devil
    first, second = d.object("one"), d.object("two")
    d.act("alice", "casts", "Shock", targets=["one"], choices=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 19
    assert _tokens(d) == [second]
    assert [e["source"] for e in events(d.game, "damage")][-1] == first


def test_a_save_with_the_token_loads() -> None:
    """The token's definition is rebuilt from its name on load (cards/oracle/tokens.py)."""
    d = position({"alice": {"hand": ["Test Scion Maker"], "battlefield": ["Forest"]}, "bob": {}})
    d.act("alice", "casts", "Test Scion Maker")
    d.resolve(None)
    restored = Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    (scion,) = [o for o in restored.state.battlefield if restored.state.objects[o].token]
    assert len(restored.chars(scion).table.mana) == 1


def test_the_token_name_carries_the_quote_and_one_word_changed_is_another_token() -> None:
    """Mutation: "Add {C}" -> "Add {G}" names a different token whose ability adds {G}."""
    (spell,) = compile_text("Test Card", SCION.replace("{C}", "{G}"), ("Sorcery",))
    (create,) = spell.effects
    assert create.token == '1/1 colorless Eldrazi Scion creature token with "Sacrifice this creature: Add {G}."'
    (ability,) = registry.card_def(create.token).faces[0].abilities
    assert ability.effects == (dsl.AddMana(mana="{G}"),)


@pytest.mark.parametrize("text", [
    SCION.replace("It has", "They have"),  # one token is "it"
    DEVILS.replace("They have", "It has"),  # two tokens are "they"
    "Draw a card. It has \"Sacrifice this creature: Add {C}.\"",  # nothing was created
    SCION.replace('"Sacrifice this creature: Add {C}."', '"This creature can\'t block."'),  # a static ability
])
def test_quoted_token_abilities_that_dont_fit_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
