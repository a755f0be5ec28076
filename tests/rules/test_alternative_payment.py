"""Convoke (702.51a), improvise (702.126a) and delve (702.66a), compiled from Oracle text and
played through the engine: part of the total cost is paid by tapping creatures (one generic
mana or one mana of the creature's colour each), tapping artifacts or exiling cards from the
graveyard (one generic mana each), chosen one at a time before the mana payment (601.2h); the
choices offered never lead to a cost that can't be paid."""

from __future__ import annotations

import pytest
from support import cards, events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

LIBRARY = ["Island"] * 6
DONE = "pay the rest with mana"


def _spell(name: str, text: str, mana_cost: str) -> str:
    registry.register(dsl.CardDef(name=name, faces=(dsl.Face(name=name, mana_cost=mana_cost, types=("Sorcery",),
                                                             abilities=compile_text(name, text, ("Sorcery",), mana_cost=mana_cost)),),
                                  source="test"))
    return name


WAVE = _spell("Test Convoked Wave", "Convoke\nDraw two cards.", "{3}{G}")
SURGE = _spell("Test Convoked Surge", "Convoke\nDraw X cards.", "{X}{G}")
WORKS = _spell("Test Improvised Works", "Improvise\nDraw two cards.", "{2}{R}")
DIG = _spell("Test Delved Dig", "Delve\nDraw two cards.", "{4}{U}")


def _tapped(d, name: str) -> list[bool]:
    state = d.game.state
    return [state.objects[o].tapped for o in state.battlefield if state.objects[o].card == name]


def _offered(d) -> list[str]:
    return [o.label for o in d.decision.options]


def _start_cast(d, name: str) -> None:
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and name in o.label))


def test_702_51a_creatures_pay_coloured_and_generic_mana() -> None:
    """702.51a: {3}{G} paid by tapping a Grizzly Bears for {G}, the other Bears and an
    Ornithopter for generic mana, and the Forest for the last {1}: one mana is paid."""
    d = position({"alice": {"hand": [WAVE], "battlefield": ["Forest", "Grizzly Bears", "Grizzly Bears", "Ornithopter"],
                            "library": LIBRARY}})
    d.act("alice", "casts", WAVE, choices=["tap Grizzly Bears for {G}", "tap Grizzly Bears for generic mana",
                                           "tap Ornithopter for generic mana", DONE])
    d.resolve(None)
    assert _tapped(d, "Grizzly Bears") == [True, True] and _tapped(d, "Ornithopter") == [True]
    assert _tapped(d, "Forest") == [True]
    assert [e["amount"] for e in events(d.game, "payment")] == [1]
    assert len(cards(d, "alice", "hand")) == 2


def test_702_51a_a_colourless_creature_pays_only_generic_mana() -> None:
    """702.51a: Ornithopter (colourless) is offered for generic mana, never for {G}."""
    d = position({"alice": {"hand": [WAVE], "battlefield": ["Forest", "Grizzly Bears", "Ornithopter", "Ornithopter"],
                            "library": LIBRARY}})
    _start_cast(d, WAVE)
    assert d.decision.kind == "alternative_payment"
    labels = _offered(d)
    assert "tap Ornithopter for generic mana" in labels and "tap Ornithopter for {G}" not in labels
    assert "tap Grizzly Bears for {G}" in labels


def test_702_51a_without_enough_creatures_the_spell_cant_be_cast() -> None:
    """601.2h: a Forest and one Bears can't pay {3}{G}: the spell isn't offered."""
    d = position({"alice": {"hand": [WAVE], "battlefield": ["Forest", "Grizzly Bears"], "library": LIBRARY}})
    d.until_priority(0)
    assert not any(o.kind == "cast" for o in d.decision.options)


def test_601_2h_no_choice_leads_to_a_dead_end() -> None:
    """With a Forest and three Bears for {3}{G}, "done" isn't offered while mana alone can't pay
    the rest; after three Bears tapped for generic mana, nothing is left to choose (the Forest
    pays {G}: a one-option decision answers itself) and the spell is cast."""
    d = position({"alice": {"hand": [WAVE], "battlefield": ["Forest", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"],
                            "library": LIBRARY}})
    _start_cast(d, WAVE)
    assert DONE not in _offered(d)  # one Forest can't pay {3}{G}
    for _ in range(3):
        assert DONE not in _offered(d)
        d.choose(next(o for o in d.decision.options if o.label == "tap Grizzly Bears for generic mana"))
    assert d.decision.kind == "priority" and d.game.state.stack
    assert _tapped(d, "Forest") == [True] and _tapped(d, "Grizzly Bears") == [True] * 3


def test_107_3a_x_counts_the_creatures_that_can_convoke() -> None:
    """107.3a, 702.51a: with a Forest and two Bears, X may be up to 2 for {X}{G}."""
    d = position({"alice": {"hand": [SURGE], "battlefield": ["Forest", "Grizzly Bears", "Grizzly Bears"],
                            "library": LIBRARY}})
    _start_cast(d, SURGE)
    assert d.decision.kind == "x"
    assert [o.value for o in d.decision.options] == [0, 1, 2]


def test_702_126a_artifacts_pay_generic_mana_only() -> None:
    """702.126a: {2}{R} with two Mountains and two Ornithopters: the first Ornithopter is the only
    choice (two Mountains can't pay {2}{R}); then the other Ornithopter or "done"; an artifact is
    never offered for {R}."""
    d = position({"alice": {"hand": [WORKS], "battlefield": ["Mountain", "Mountain", "Ornithopter", "Ornithopter"],
                            "library": LIBRARY}})
    _start_cast(d, WORKS)
    assert _offered(d) == ["tap Ornithopter for generic mana", DONE]
    d.choose(d.decision.options[0])
    d.resolve(None)
    assert _tapped(d, "Ornithopter") == [True, True] and sorted(_tapped(d, "Mountain")) == [False, True]
    assert len(cards(d, "alice", "hand")) == 2


def test_702_66a_delve_exiles_cards_from_the_graveyard_for_generic_mana() -> None:
    """702.66a: {4}{U} with an Island and four cards in the graveyard: the four are exiled and
    the Island pays {U}."""
    d = position({"alice": {"hand": [DIG], "battlefield": ["Island"], "graveyard": ["Shock"] * 4,
                            "library": LIBRARY}})
    d.act("alice", "casts", DIG, choices=["exile Shock for generic mana"] * 4)
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [DIG]
    assert cards(d, "alice", "exile") == ["Shock"] * 4
    assert len(cards(d, "alice", "hand")) == 2


def test_a_game_saved_during_the_choice_loads_and_plays_on() -> None:
    """Saves: a game saved at the convoke choice, with one creature chosen, round-trips and
    clones, and plays on the same way."""
    d = position({"alice": {"hand": [WAVE], "battlefield": ["Forest", "Grizzly Bears", "Grizzly Bears", "Ornithopter"],
                            "library": LIBRARY}})
    _start_cast(d, WAVE)
    d.choose(next(o for o in d.decision.options if o.label == "tap Grizzly Bears for {G}"))
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert [o.label for o in game.clone().decision.options] == _offered(d)


@pytest.mark.parametrize("text", ["Convoked\nDraw two cards.", "Delve 2\nDraw two cards.", "Improvise {1}\nDraw two cards."])
def test_mutations_are_refused(text: str) -> None:
    """Honest support: changed keywords are refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", text, ("Sorcery",))
