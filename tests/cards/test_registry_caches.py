"""Caches of values computed from card definitions (issue 13 item 12): re-registering a card
(a customised definition) reaches new games everywhere, because every such cache is cleared
through one invalidation point, `registry.on_change`."""

from __future__ import annotations

import importlib
import pkgutil

from support import position

import manastack
from manastack.cards import dsl, registry

NAME = "Test Customised Bear"


def _bear(power: str, abilities: tuple = (), types: tuple = ("Creature",)) -> dsl.CardDef:
    return dsl.CardDef(name=NAME, faces=(dsl.Face(name=NAME, mana_cost="{1}{G}", types=types, subtypes=("Bear",),
                                                   power=power, toughness="2", abilities=abilities),), source="test")


def test_item12_a_re_registered_card_has_its_new_printed_characteristics_in_new_games() -> None:
    """208.1, 702.8a, 702.9a: after a card is registered again with other characteristics,
    a new game has the new ones: its power, keywords, and when it may be cast (flash), not the
    ones cached from a game played before."""
    registry.register(_bear("2"))
    d = position({"alice": {"battlefield": [{"card": NAME, "as": "bear"}, {"card": "Forest", "count": 2}], "hand": [NAME]}})
    bear = d.object("bear")
    assert (d.game.chars(bear).power, set(d.game.chars(bear).keywords)) == (2, set())
    d.pass_until(lambda: d.game.state.step == "beginning_of_combat")
    assert not any(o.kind == "cast" for o in d.decision.options)

    registry.register(_bear("3", (dsl.Keyword("flying"), dsl.Keyword("flash"))))
    d = position({"alice": {"battlefield": [{"card": NAME, "as": "bear"}, {"card": "Forest", "count": 2}], "hand": [NAME]}})
    bear = d.object("bear")
    assert (d.game.chars(bear).power, set(d.game.chars(bear).keywords)) == (3, {"flying", "flash"})
    d.pass_until(lambda: d.game.state.step == "beginning_of_combat")
    assert [o.label for o in d.decision.options if o.kind == "cast"] == [f"cast {NAME}"]


def test_item12_every_cache_of_card_definitions_is_cleared_on_change() -> None:
    """Every memoised function in manastack is either cleared by `registry.on_change` or keyed
    by values that don't depend on any card definition (mana costs, keywords, the database
    files): this list is what a reviewer checks when a cache is added."""
    independent = {
        "manastack.cards.mana_cost.parse_mana_cost",  # text of a cost
        "manastack.cards.db.load_bundled",  # the bundled files
        "manastack.engine.mana.requirement", "manastack.engine.mana._fixed_symbols", "manastack.engine.mana._choices",
        "manastack.engine.abilities.keyword_activated",  # a keyword's own ability (702.6a, 702.29a)
        "manastack.engine.aspects._static_reads",  # what an effect's conditions and filters read
        "manastack.engine.layers.pt_counter",  # the text of a counter kind (122.1a)
        "manastack.agents.combat._plan_blocks", "manastack.agents.combat._plan_attack",  # from a view's numbers
        "manastack.hidden_info._name_pattern",  # a regular expression of the names it is given
        "manastack.sim.goldfish._castable",  # a mana cost's text against the colours of sources
        "manastack.cards.oracle.lexer.lex", "manastack.cards.oracle.lexer._word",  # a text's tokens (closed vocabularies)
        "manastack.cards.oracle.descriptions._parsed",  # a text's IR: descriptions, groups, object references
    }
    cached = {}
    for info in pkgutil.walk_packages(manastack.__path__, "manastack."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == info.name:
                cached[f"{info.name}.{name}"] = value
    assert "manastack.engine.characteristics._printed" in cached and independent <= set(cached)
    assert {name for name, value in cached.items()
            if name not in independent and value.cache_clear not in registry._ON_CHANGE} == set()


def test_item12_leaving_a_registry_scope_forgets_its_definitions_and_their_caches() -> None:
    """A definition registered inside `registry.scope()` is gone after it, and games no longer
    see it: the caches were cleared again."""
    other = "Test Scoped Bear"
    with registry.scope():
        registry.register(dsl.CardDef(name=other, faces=(dsl.Face(name=other, mana_cost="{G}", types=("Creature",),
                                                                   power="5", toughness="5"),), source="test"))
        assert registry.card_def(other).faces[0].power == "5"
    assert not registry.is_supported(other)
