"""Manifest (701.34), compiled from Oracle text and played through the engine: the top card of a
library is put onto the battlefield face down as a 2/2 (701.34a, 708.2a); a manifested creature
card may be turned face up for its mana cost (701.34b), a card with morph for its morph cost too
(701.34c); a manifested noncreature card can't be turned face up that way."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.hidden_info import Watcher

SUMMONS = "Test Manifest Summons"
compiled_card(SUMMONS, "Manifest the top card of your library.", ("Sorcery",), "{1}")
DOUBLE = "Test Double Manifest"
compiled_card(DOUBLE, "Manifest the top two cards of your library.", ("Sorcery",), "{1}")
SHIFT = "Test Manifest Shift"
compiled_card(SHIFT, "Exile target creature. Its controller manifests the top card of their library.", ("Instant",),
              "{1}")
OGRE = "Test Manifest Ogre"
compiled_card(OGRE, "Morph {U}", ("Creature",), "{4}{U}{U}", power="4", toughness="4")
LIBRARY = ["Island"] * 8


def _cast(d, card: str, player: int = 0) -> None:
    d.until_priority(player)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.label == f"cast {card}"))
    d.finish_action(player)
    d.resolve(None)


def _turn_up_options(d, oid: int) -> list[str]:
    d.until_priority(0)
    return sorted(o.value[1] for o in d.decision.options if o.kind == "turn_face_up" and o.value[0] == oid)


def test_701_34a_the_top_card_enters_face_down_as_a_2_2() -> None:
    """701.34a: Grizzly Bears on top is put onto the battlefield face down, a nameless 2/2 under
    alice's control; 701.34b: as a creature card it may be turned face up for {1}{G}."""
    d = position({"alice": {"hand": [SUMMONS], "battlefield": ["Forest"] * 3, "library": ["Grizzly Bears"] + LIBRARY},
                  "bob": {"library": LIBRARY}})
    watcher = Watcher(d.game)
    _cast(d, SUMMONS)
    game = d.game
    oid = game.state.battlefield[-1]
    assert game.state.objects[oid].face_down and game.state.objects[oid].card == "Grizzly Bears"
    chars = game.chars(oid)
    assert (chars.name, chars.power, chars.toughness, chars.controller) == ("", 2, 2, 0)
    assert watcher.problem() is None and "Grizzly Bears" not in str(game.events_for(1))
    assert _turn_up_options(d, oid) == ["mana cost"]
    d.choose(next(o for o in d.decision.options if o.kind == "turn_face_up" and o.value[0] == oid))
    d.finish_action(0)
    assert game.chars(oid).name == "Grizzly Bears" and not game.state.objects[oid].face_down
    assert [e["amount"] for e in events(game, "payment")] == [1, 2]


def test_701_34b_a_manifested_noncreature_card_stays_face_down() -> None:
    """701.34b: only a creature card can be turned face up for its mana cost: a manifested Shock
    gives no option."""
    d = position({"alice": {"hand": [SUMMONS], "battlefield": ["Mountain"] * 3, "library": ["Shock"] + LIBRARY},
                  "bob": {"library": LIBRARY}})
    _cast(d, SUMMONS)
    oid = d.game.state.battlefield[-1]
    assert d.game.state.objects[oid].face_down
    assert _turn_up_options(d, oid) == []


def test_701_34c_a_manifested_card_with_morph_has_both_ways() -> None:
    """701.34c: a manifested card with morph may be turned face up for its morph cost {U} or its
    mana cost {4}{U}{U}; a morph cast face down has only its morph cost (702.37e)."""
    d = position({"alice": {"hand": [SUMMONS, OGRE], "battlefield": ["Island"] * 10, "library": [OGRE] + LIBRARY},
                  "bob": {"library": LIBRARY}})
    _cast(d, SUMMONS)
    manifested = d.game.state.battlefield[-1]
    assert _turn_up_options(d, manifested) == ["mana cost", "morph"]
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and "face down" in o.label))
    d.finish_action(0)
    d.resolve(None)
    cast = d.game.state.battlefield[-1]
    assert _turn_up_options(d, cast) == ["morph"]


def test_701_34a_two_cards_and_another_players_manifest() -> None:
    """701.34a: "the top two cards" puts two face-down 2/2s; "its controller manifests" gives the
    exiled creature's controller (bob) the manifested card from his own library."""
    d = position({"alice": {"hand": [DOUBLE, SHIFT], "battlefield": ["Island"] * 3, "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Shock"] + LIBRARY}})
    _cast(d, DOUBLE)
    game = d.game
    mine = [o for o in game.state.battlefield if game.state.objects[o].face_down]
    assert len(mine) == 2 and all(game.chars(o).controller == 0 for o in mine)
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.label == f"cast {SHIFT}"))
    d.choose(next(o for o in d.decision.options if o.value == ("obj", d.object("Grizzly Bears"))))
    d.finish_action(0)
    d.resolve(None)
    bobs = [o for o in game.state.battlefield if game.state.objects[o].face_down and game.chars(o).controller == 1]
    assert [game.state.objects[o].card for o in bobs] == ["Shock"]
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.exile]


def test_compiled_tree_and_mutations() -> None:
    """The clause compiles to Manifest(count, who); a text whose library doesn't agree with its
    player, or "the top one cards", is refused."""
    (spell,) = compile_text("T", "Manifest the top two cards of your library.", ("Sorcery",))
    assert spell.effects == (dsl.Manifest(2, dsl.You()),)
    for text in ("Manifest the top card of their library.", "Each opponent manifests the top card of your library.",
                 "Manifest the top one cards of your library."):
        with pytest.raises(UncompilableText):
            compile_text("T", text, ("Sorcery",))
