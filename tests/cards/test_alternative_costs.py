"""Costs a card's text states (118.9, 601.2b, 601.3c): "If you control a Swamp, you may pay 4 life
rather than pay this spell's mana cost.", "You may pay {W}{U}{B}{R}{G} rather than pay this
spell's mana cost.", "You may sacrifice a Mountain rather than pay ~'s mana cost.", a creature's
"As an additional cost to cast this spell, discard a card.", and "You may cast ~ as though it had
flash if you pay {2} more to cast it."."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def cost_cards():
    with registry.scope():
        compiled_card("Test Snuff", "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\n"
                      "Destroy target nonblack creature.", ("Instant",), cost="{3}{B}")
        compiled_card("Test Rainbow", "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.\n"
                      "Draw a card.", ("Sorcery",), cost="{6}{U}")
        compiled_card("Test Fireblast", "You may sacrifice a Mountain rather than pay Test Fireblast's mana cost.\n"
                      "Test Fireblast deals 4 damage to any target.", ("Instant",), cost="{4}{R}{R}")
        compiled_card("Test Outrider", "As an additional cost to cast this spell, discard a card.", ("Creature",),
                      cost="{1}{B}", power="5", toughness="2")
        compiled_card("Test Ambusher", "You may cast Test Ambusher as though it had flash if you pay {2} more to "
                      "cast it.", ("Creature",), cost="{1}{G}", power="3", toughness="3")
        yield


LIBRARY = ["Island"] * 5


def _methods(d, player: str, card: str) -> list[str]:
    d.until_priority(d.player(player))
    return [o.value[2] for o in d.decision.options if o.kind == "cast" and d.game.chars(o.value[0]).name == card]


def _cast_by(d, player: str, card: str, method: str, targets=(), choices=()) -> None:
    """Cast `card` the way `method` names, answering its targets and then `choices` (labels),
    and resolve it."""
    d.until_priority(d.player(player))
    option = next(o for o in d.decision.options
                  if o.kind == "cast" and o.value[2] == method and d.game.chars(o.value[0]).name == card)
    d.choose(option)
    d.queued.setdefault(d.player(player), [])[:0] = list(choices)
    d._answer_action(d.player(player), [], None, list(targets), None)
    d.resolve(None)


def _names(d) -> list[str]:
    return [d.game.chars(o).name for o in d.game.state.battlefield]


def test_pay_life_instead_while_controlling_a_swamp() -> None:
    """118.9: with a Swamp (untapped or not) and no other mana, Snuff Out is cast for 4 life."""
    d = position({"alice": {"hand": ["Test Snuff"], "battlefield": [{"card": "Swamp", "tapped": True}], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert _methods(d, "alice", "Test Snuff") == ["alternative"]
    _cast_by(d, "alice", "Test Snuff", "alternative", targets=["Grizzly Bears"])
    assert life(d, "alice") == 16 and "Grizzly Bears" not in _names(d)


def test_without_the_condition_the_alternative_isnt_offered() -> None:
    """118.9: no Swamp: the life can't be paid instead, and the mana cost can't be paid."""
    d = position({"alice": {"hand": ["Test Snuff"], "battlefield": ["Plains"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert _methods(d, "alice", "Test Snuff") == []


def test_pay_five_colours_rather_than_seven_mana() -> None:
    """118.9: {W}{U}{B}{R}{G} instead of {6}{U}."""
    d = position({"alice": {"hand": ["Test Rainbow"], "battlefield": ["Plains", "Island", "Swamp", "Mountain", "Forest"],
                            "library": LIBRARY}})
    assert _methods(d, "alice", "Test Rainbow") == ["alternative"]
    _cast_by(d, "alice", "Test Rainbow", "alternative")
    assert cards(d, "alice", "hand") == ["Island"]


def test_sacrifice_a_mountain_instead() -> None:
    """118.9: the Mountain is sacrificed as the cost; the spell deals its damage."""
    d = position({"alice": {"hand": ["Test Fireblast"], "battlefield": ["Mountain"], "library": LIBRARY}})
    _cast_by(d, "alice", "Test Fireblast", "alternative", targets=["bob"])
    assert life(d, "bob") == 16 and "Mountain" in cards(d, "alice", "graveyard")


def test_a_creatures_additional_cost_is_paid() -> None:
    """601.2b, 601.2h: the creature spell needs a card to discard: with none it can't be cast;
    with one, it is discarded."""
    d = position({"alice": {"hand": ["Test Outrider"], "battlefield": ["Swamp", "Swamp"], "library": LIBRARY}})
    assert "additional cost" in d.action_problem("alice", "casts", "Test Outrider")
    d = position({"alice": {"hand": ["Test Outrider", "Island"], "battlefield": ["Swamp", "Swamp"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Outrider")
    d.resolve(None)
    assert "Test Outrider" in _names(d) and cards(d, "alice", "graveyard") == ["Island"]


def test_flash_for_two_more() -> None:
    """601.3c, 601.2f: in bob's turn, alice may cast the creature for {1}{G} plus {2}; with only
    three lands she can't."""
    d = position({"active": "bob", "step": "upkeep", "alice": {"hand": ["Test Ambusher"], "battlefield": ["Forest"] * 4},
                  "bob": {"library": LIBRARY}})
    assert _methods(d, "alice", "Test Ambusher") == ["flash_for_more"]
    _cast_by(d, "alice", "Test Ambusher", "flash_for_more")
    assert "Test Ambusher" in _names(d)
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield
               if d.game.state.objects[o].card == "Forest")
    d = position({"active": "bob", "step": "upkeep", "alice": {"hand": ["Test Ambusher"], "battlefield": ["Forest"] * 3},
                  "bob": {"library": LIBRARY}})
    assert _methods(d, "alice", "Test Ambusher") == []


def test_mutations() -> None:
    """Other costs and conditions are read or refused."""
    effect = compile_text("Test", "You may pay 2 life rather than pay this spell's mana cost.\nDraw a card.",
                          ("Instant",))[0].effect
    assert effect == dsl.AlternativeCost(cost=dsl.Cost(life=2))
    for text in ("You may exile a blue card from your graveyard rather than pay this spell's mana cost.\nDraw a card.",
                 "You may tap an untapped creature you control rather than pay this spell's mana cost.\nDraw a card.",
                 "If an opponent cast three or more spells last turn, you may pay {0} rather than pay this spell's mana "
                 "cost.\nDraw a card.",
                 "You may cast Test as though it had flash if you pay {G} more to cast it.\nDraw a card."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Instant",))


# ------------------------------------------------------------------ flash, sacrificed at cleanup (307.5a)


@pytest.fixture
def flash_cards():
    with registry.scope():
        compiled_card("Test Raider", "You may cast Test Raider as though it had flash. If you cast it any time a sorcery "
                      "couldn't have been cast, the controller of the permanent it becomes sacrifices it at the "
                      "beginning of the next cleanup step.", ("Creature",), cost="{1}{R}", power="3", toughness="2")
        yield


def test_flash_outside_sorcery_timing_is_sacrificed_at_cleanup(flash_cards) -> None:
    """601.3, 307.5a: cast in bob's upkeep, the creature stays until the beginning of the next
    cleanup step (bob's), where its controller sacrifices it."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep",
                  "alice": {"hand": ["Test Raider"], "battlefield": ["Mountain"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert _methods(d, "alice", "Test Raider") == ["flash_sacrifice"]
    _cast_by(d, "alice", "Test Raider", "flash_sacrifice")
    assert "Test Raider" in _names(d)
    d.pass_until(lambda: d.game.state.step == "end")
    assert "Test Raider" in _names(d)
    d.pass_until(lambda: d.game.state.active == d.player("alice"))
    assert "Test Raider" not in _names(d) and cards(d, "alice", "graveyard") == ["Test Raider"]


def test_cast_at_sorcery_timing_it_stays(flash_cards) -> None:
    """307.5a: in alice's main phase with an empty stack, it is cast as usual (the flash way isn't
    offered) and survives the cleanup step."""
    d = position({"alice": {"hand": ["Test Raider"], "battlefield": ["Mountain"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert _methods(d, "alice", "Test Raider") == [""]
    _cast_by(d, "alice", "Test Raider", "")
    d.pass_until(lambda: d.game.state.active == d.player("bob"))
    assert "Test Raider" in _names(d)


def test_flash_sacrifice_mutation() -> None:
    """"the next end step" instead of cleanup isn't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test", "You may cast Test as though it had flash. If you cast it any time a sorcery couldn't have "
                     "been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next "
                     "end step.", ("Creature",))


# ------------------------------------------------------------------ returning lands as the cost (118.9)


@pytest.fixture
def bounce_cards():
    with registry.scope():
        compiled_card("Test Daze", "You may return an Island you control to its owner's hand rather than pay this "
                      "spell's mana cost.\nCounter target spell.", ("Instant",), cost="{1}{U}")
        compiled_card("Test Gush", "You may return two Islands you control to their owner's hand rather than pay this "
                      "spell's mana cost.\nDraw two cards.", ("Instant",), cost="{4}{U}")
        compiled_card("Test Treetop", "You may pay {1} and return a basic land you control to its owner's hand rather "
                      "than pay Test Treetop's mana cost.\nDraw a card.", ("Instant",), cost="{5}{G}")
        compiled_card("Test Spell", "Draw a card.", ("Sorcery",), cost="{0}")
        yield


def test_return_an_island_instead(bounce_cards) -> None:
    """118.9: bob returns his tapped Island to counter alice's spell; the Island is in his hand."""
    d = position({"alice": {"hand": ["Test Spell"], "library": LIBRARY},
                  "bob": {"hand": ["Test Daze"], "battlefield": [{"card": "Island", "tapped": True}], "library": LIBRARY}})
    d.act("alice", "casts", "Test Spell")
    d.until_priority(d.player("bob"))
    _cast_by(d, "bob", "Test Daze", "alternative", targets=["Test Spell"])
    assert cards(d, "alice", "graveyard") == ["Test Spell"] and cards(d, "alice", "hand") == []
    assert sorted(cards(d, "bob", "hand")) == ["Island"] and cards(d, "bob", "graveyard") == ["Test Daze"]


def test_two_islands_or_not_at_all(bounce_cards) -> None:
    """118.9: with one Island, "return two Islands" can't be paid; with two, both return and two
    cards are drawn."""
    d = position({"alice": {"hand": ["Test Gush"], "battlefield": ["Island", "Forest"], "library": LIBRARY}})
    assert _methods(d, "alice", "Test Gush") == []
    d = position({"alice": {"hand": ["Test Gush"], "battlefield": ["Island", "Island"], "library": ["Swamp"] * 3}})
    _cast_by(d, "alice", "Test Gush", "alternative", choices=["Island#1", "Island#2"])
    assert sorted(cards(d, "alice", "hand")) == ["Island", "Island", "Swamp", "Swamp"]


def test_pay_one_and_return_a_basic_land(bounce_cards) -> None:
    """118.9: {1} and a basic land returned: the land may pay the {1} before it returns."""
    d = position({"alice": {"hand": ["Test Treetop"], "battlefield": ["Forest"], "library": ["Swamp"] * 3}})
    _cast_by(d, "alice", "Test Treetop", "alternative")
    assert sorted(cards(d, "alice", "hand")) == ["Forest", "Swamp"]


def test_return_cost_mutations() -> None:
    """The number and kind are read; "return ... you don't control" isn't."""
    cost = compile_text("Test", "You may return two Forests you control to their owner's hand rather than pay this "
                        "spell's mana cost.\nDraw a card.", ("Instant",))[0].effect.cost
    assert cost.return_count == 2 and cost.return_to_hand.subtypes == ("Forest",)
    for text in ("You may return an Island you don't control to its owner's hand rather than pay this spell's mana cost.\n"
                 "Draw a card.",
                 "You may return two Island you control to their owner's hand rather than pay this spell's mana cost.\n"
                 "Draw a card."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Instant",))


def test_an_activated_abilitys_cost_may_return_a_land(bounce_cards) -> None:
    """602.2b, 118: the same cost in an activated ability: the chosen land returns to its owner's
    hand and the ability resolves; a mana ability with it isn't read (its choice isn't asked)."""
    with registry.scope():
        compiled_card("Test Sage", "Return a land you control to its owner's hand: Draw a card.", ("Creature",),
                      power="1", toughness="1")
        d = position({"alice": {"battlefield": ["Test Sage", "Forest"], "library": ["Swamp"] * 3}})
        d.act("alice", "activates", "Test Sage", choices=["Forest"])
        d.resolve(None)
        assert sorted(cards(d, "alice", "hand")) == ["Forest", "Swamp"]
    with pytest.raises(UncompilableText):
        compile_text("Test", "Return a land you control to its owner's hand: Add {G}.", ("Creature",))


def test_sacrifice_two_mountains_instead() -> None:
    """118.9: both Mountains are sacrificed (chosen one after the other); with one Mountain the
    alternative can't be paid."""
    with registry.scope():
        compiled_card("Test Blast", "You may sacrifice two Mountains rather than pay Test Blast's mana cost.\n"
                      "Test Blast deals 4 damage to any target.", ("Instant",), cost="{4}{R}{R}")
        d = position({"alice": {"hand": ["Test Blast"], "battlefield": ["Mountain"], "library": LIBRARY}})
        assert _methods(d, "alice", "Test Blast") == []
        d = position({"alice": {"hand": ["Test Blast"], "battlefield": ["Mountain", "Mountain", "Forest"],
                                "library": LIBRARY}})
        _cast_by(d, "alice", "Test Blast", "alternative", targets=["bob"], choices=["Mountain#1", "Mountain#2"])
        assert life(d, "bob") == 16 and cards(d, "alice", "graveyard").count("Mountain") == 2
    assert compile_text("Test", "Sacrifice two creatures: Draw a card.", ("Enchantment",))[0].cost.sacrifice_count == 2
    with pytest.raises(UncompilableText):
        compile_text("Test", "Sacrifice two creatures: Add {C}{C}.", ("Enchantment",))


def test_free_if_it_is_the_first_spell_this_game() -> None:
    """118.9: with no spell cast yet this game, it may be cast without paying its mana cost; once
    its caster has cast a spell (even in an earlier turn), not any more."""
    with registry.scope():
        compiled_card("Test Once", "If this spell is the first spell you've cast this game, you may cast it without "
                      "paying its mana cost.\nDraw a card.", ("Instant",), cost="{1}{G}")
        compiled_card("Test Free", "Draw a card.", ("Instant",), cost="{0}")
        d = position({"alice": {"hand": ["Test Once", "Test Once", "Test Free"], "library": LIBRARY},
                      "bob": {"library": LIBRARY}})
        assert _methods(d, "alice", "Test Once") == ["alternative"]
        _cast_by(d, "alice", "Test Once", "alternative")
        assert _methods(d, "alice", "Test Once") == []
        d = position({"alice": {"hand": ["Test Once", "Test Free"], "library": LIBRARY}, "bob": {"library": LIBRARY}})
        _cast_by(d, "alice", "Test Free", "")
        d.pass_until(lambda: d.game.state.active == d.player("bob"))
        assert _methods(d, "alice", "Test Once") == []
