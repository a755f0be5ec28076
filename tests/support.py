"""Helpers for tests: build a position from a scenario-style `state` mapping and drive it."""

from __future__ import annotations

import random
import sys

from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.decks import decklist
from manastack.engine.game import Game
from manastack.scenario.driver import Driver
from manastack.scenario.position import build


def position(state: dict) -> Driver:
    return Driver(build(state))


def events(game: Game, kind: str) -> list[dict]:
    return [e for e in game.log if e["type"] == kind]


def bundled(name: str) -> list:
    return decklist.load(name).game_cards()


def play_random(game: Game, seed: int, limit: int = 100_000) -> list[int]:
    """Play to the end with uniform random choices; returns the option indexes chosen."""
    rng = random.Random(seed)
    picks = []
    for _ in range(limit):
        if game.over:
            break
        d = game.decision
        i = rng.randrange(len(d.options))
        picks.append(i)
        game.choose(d.options[i])
    return picks


# ---------------------------------------------------------------------------- card tests


def life(d, player: str) -> int:
    return d.game.state.players[d.player(player)].life


def cards(d, player: str, zone: str) -> list[str]:
    game = d.game
    p = game.state.players[d.player(player)]
    ids = getattr(p, zone) if zone in ("hand", "library", "graveyard", "sideboard") else [
        o for o in getattr(game.state, zone) if game.state.objects[o].owner == p.index]
    return [game.state.objects[o].card for o in ids]


def battlefield(d, player: str) -> list[str]:
    game = d.game
    return [game.chars(o).name for o in game.state.battlefield if game.chars(o).controller == d.player(player)]


def pool(d, player: str) -> dict:
    return {k: v for k, v in d.game.state.players[d.player(player)].mana_pool.items() if v}


def check_printed(d, name: str, *, power, toughness, types, subtypes=(), supertypes=(), colors=(), mana_value,
                  keywords=()) -> int:
    """The permanent named `name` is on the battlefield with these characteristics."""
    game = d.game
    oid = d.object(name)
    assert d.on_battlefield(oid)
    chars = game.chars(oid)
    assert (chars.power, chars.toughness) == (power, toughness)
    assert chars.types == frozenset(types)
    assert chars.subtypes == frozenset(subtypes)
    assert chars.supertypes == frozenset(supertypes)
    assert chars.colors == frozenset(colors)
    assert chars.mana_value == mana_value
    assert set(chars.keywords) == set(keywords)
    return oid


def compiled_effects(text: str, types: tuple = ("Instant",)) -> tuple:
    """The effects of the one ability a test card's text compiles to."""
    (ability,) = compile_text("Test Card", text, types)
    return ability.effects


def compiled_tree(text: str, types: tuple = ("Instant",)) -> tuple:
    """What a test card's text does: each ability's effects and target slots (not the text it keeps)."""
    return tuple((ability.effects, ability.targets) for ability in compile_text("Test Card", text, types))


def assert_refused_naming(production, text: str, word: str) -> None:
    """The grammar production refuses `text`, naming `word` (quoted) as the first it can't read."""
    from manastack.cards.oracle import grammar

    try:
        grammar.parse(production, text)
    except grammar.Refused as refused:
        assert refused.word == word and word in str(refused)
    else:
        raise AssertionError(f"{text!r} was read")


def cast(d, player: str, card: str, **kw) -> None:
    """Cast and resolve everything; every answer queued for the caster must have been used."""
    d.act(player, "casts", card, **kw)
    d.resolve(None)
    assert not d.queued.get(d.player(player)), f"unused answers {d.queued[d.player(player)]}"


#: The test cards each test module registered, by module name: test card names are global, and
#: two modules may define the same name differently, so conftest.py registers a module's own
#: cards again before its tests run (`module_test_cards`).
CARDS_BY_MODULE: dict[str, list[dsl.CardDef]] = {}


def compiled_card(name: str, text: str, types: tuple, cost: str | None = "{0}", **face) -> dsl.CardDef:
    """Register a test card compiled from its Oracle text (`face`: power, toughness, ...)."""
    definition = dsl.CardDef(name=name, faces=(dsl.Face(
        name=name, mana_cost=cost, types=types, abilities=compile_text(name, text, types, toughness=face.get("toughness")),
        **face),), source="test")
    CARDS_BY_MODULE.setdefault(sys._getframe(1).f_globals.get("__name__", ""), []).append(definition)
    return registry.register(definition)
