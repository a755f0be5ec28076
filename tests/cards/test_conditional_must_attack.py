"""611.3a, 508.1d: "Delirium — As long as there are four or more card types among cards in your
graveyard, ~ gets +2/+2, has flying, and attacks each combat if able." (Dragon's Rage
Channeler): while the condition holds it is bigger, flies and must attack (the attackers
declaration offers no "done" until it attacks); otherwise none of it applies.  Mutations: a
different condition or bonus; "attacks each combat if able" on another permanent than itself
is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_DRC = ("Delirium — As long as there are four or more card types among cards in your graveyard, Test Channeler gets "
        "+2/+2, has flying, and attacks each combat if able.")
compiled_card("Test Channeler", _DRC, ("Creature",), cost="{R}", power="1", toughness="1")
compiled_card("Test Sorcery", "Draw a card.", ("Sorcery",), cost="{U}")

_FOUR_TYPES = ["Forest", "Grizzly Bears", "Shock", "Test Sorcery"]


def _at_attackers(graveyard: list):
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Test Channeler", "Grizzly Bears"], "graveyard": graveyard}, "bob": {}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    return d


def _has_done(d) -> bool:
    return any(o.kind == "done" for o in d.decision.options)


def test_611_3a_with_delirium_bigger_flying_and_must_attack() -> None:
    d = _at_attackers(_FOUR_TYPES)
    chars = d.game.chars(d.object("Test Channeler"))
    assert (chars.power, chars.toughness) == (3, 3) and chars.has("flying")
    assert not _has_done(d)  # 508.1d
    channeler = d.object("Test Channeler")
    d.choose(next(o for o in d.decision.options if o.kind == "attack" and o.value[0] == channeler))
    assert _has_done(d)


def test_without_delirium_nothing_applies() -> None:
    d = _at_attackers(_FOUR_TYPES[:3])
    chars = d.game.chars(d.object("Test Channeler"))
    assert (chars.power, chars.toughness) == (1, 1) and not chars.has("flying")
    assert _has_done(d)


def test_the_tree() -> None:
    anthem, must = compile_text("Test Channeler", _DRC, ("Creature",))
    condition = dsl.AtLeast(dsl.CardTypesInGraveyards(yours=True), 4)
    assert anthem.effect == dsl.Anthem("self", 2, 2, ("flying",), condition)
    assert must.effect == dsl.MustAttack(condition=condition)


@pytest.mark.parametrize("old, new, check", [
    ("four or more", "three or more", lambda a, m: m.effect.condition.amount == 3),
    ("+2/+2, has flying", "+1/+0, has trample", lambda a, m: (a.effect.power, a.effect.keywords) == (1, ("trample",))),
])
def test_mutations(old: str, new: str, check) -> None:
    anthem, must = compile_text("Test Channeler", _DRC.replace(old, new), ("Creature",))
    assert check(anthem, must)


@pytest.mark.parametrize("text", [
    "Creatures you control get +2/+2, have flying, and attacks each combat if able.",
    "Equipped creature gets +2/+2, has flying, and attacks each combat if able.",
    "Test Card gets +2/+2, has flying, and attack each combat if able.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
