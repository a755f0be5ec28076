"""702.88a: rebound, compiled from Oracle text and played through the engine: cast from its
owner's hand, the spell is exiled as it resolves, and at the beginning of their next upkeep
they may cast it from exile without paying its mana cost (then it goes to the graveyard)."""

from __future__ import annotations

import pytest
from support import cards, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

NAME = "Test Rebound Insight"
registry.register(dsl.CardDef(name=NAME, faces=(dsl.Face(
    name=NAME, mana_cost="{1}{U}", types=("Instant",), abilities=compile_text(NAME, "Draw a card.\nRebound", ("Instant",))),),
    source="test"))
LIBRARY = ["Island"] * 8


def test_702_88a_cast_from_hand_it_is_exiled_and_cast_again_at_the_next_upkeep() -> None:
    """702.88a: alice draws, the spell is exiled; bob's upkeep doesn't cast it; at alice's next
    upkeep she casts it free (a second card drawn), and then it goes to her graveyard."""
    d = position({"alice": {"hand": [NAME], "battlefield": ["Island"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", NAME)
    d.resolve(None)
    assert cards(d, "alice", "exile") == [NAME] and cards(d, "alice", "hand") == ["Island"]
    d.pass_to_step("upkeep", player=1)
    assert d.game.state.pending_triggers == [] and not d.game.state.stack  # not bob's upkeep
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [NAME]
    assert cards(d, "alice", "hand") == ["Island", "Island"]


def test_702_88a_declined_it_stays_in_exile_and_doesnt_trigger_again() -> None:
    """702.88a: declining the cast, the card stays exiled; the trigger was used (603.7c)."""
    d = position({"alice": {"hand": [NAME], "battlefield": ["Island"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", NAME)
    d.resolve(None)
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["no"]
    d.resolve(None)
    assert cards(d, "alice", "exile") == [NAME]
    assert not d.game.state.objects[d.object(NAME)].rebound
    d.pass_to_step("draw", player=0)
    d.pass_to_step("upkeep", player=0)
    assert not d.game.state.stack and cards(d, "alice", "exile") == [NAME]


def test_702_88a_cast_from_exile_by_its_rebound_it_isnt_exiled_again() -> None:
    """702.88a: "if this spell was cast from your hand": the rebound cast is from exile, so as
    it resolves it goes to the graveyard, and nothing waits any more."""
    d = position({"alice": {"hand": [NAME], "battlefield": ["Island"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", NAME)
    d.resolve(None)
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert cards(d, "alice", "exile") == [] and cards(d, "alice", "graveyard") == [NAME]
    d.pass_to_step("draw", player=0)
    d.pass_to_step("upkeep", player=0)
    assert not d.game.state.stack


def test_a_rebounding_card_survives_save_and_clone() -> None:
    """Saves: the exiled card's rebound mark round-trips through to_json/from_json and clone."""
    d = position({"alice": {"hand": [NAME], "battlefield": ["Island"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", NAME)
    d.resolve(None)
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    card = d.object(NAME)
    assert restored.state.objects[card].rebound and game.clone().state.objects[card].rebound


def test_mutation_is_refused() -> None:
    """Honest support: a misspelt keyword is refused."""
    with pytest.raises(UncompilableText):
        compile_text(NAME, "Draw a card.\nRebounds", ("Instant",))
