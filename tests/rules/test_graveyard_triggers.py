"""Triggered abilities that function in the graveyard (113.6m: their effect returns ~ from the
graveyard) and recover (702.59), compiled from Oracle text and played through the engine."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

NABOB = "Test Upkeep Nabob"
compiled_card(NABOB, f"At the beginning of your upkeep, you may return {NABOB} from your graveyard to your hand.",
              ("Creature",), "{2}{R}", power="1", toughness="1")
GHOUL = "Test Landfall Ghoul"
compiled_card(GHOUL, f"Whenever a land enters the battlefield under your control, you may return {GHOUL} "
              "from your graveyard to your hand.", ("Creature",), "{B}{B}", power="4", toughness="1")
HARVEST = "Test Recover Harvest"
compiled_card(HARVEST, "Return target creature card from your graveyard to your hand.\nRecover {1}{B}", ("Instant",),
              "{1}{B}")
ASSASSIN = "Test Recover Assassin"
compiled_card(ASSASSIN, "Recover {1}{B}", ("Creature",), "{B}{B}", power="2", toughness="2")
LIBRARY = ["Plains"] * 10


def test_113_6m_an_upkeep_trigger_works_from_the_graveyard() -> None:
    d = position({"alice": {"graveyard": [NABOB], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert cards(d, "alice", "hand") == [NABOB] and cards(d, "alice", "graveyard") == []


def test_113_6_the_graveyard_ability_doesnt_trigger_on_the_battlefield() -> None:
    """113.6: the ability functions only in the graveyard: on the battlefield nothing triggers."""
    d = position({"alice": {"battlefield": [NABOB], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.pass_to_step("upkeep", player=0)
    assert not d.game.state.stack and not d.game.state.pending_triggers


def test_113_6m_a_landfall_trigger_works_from_the_graveyard_only_for_its_owner() -> None:
    """"Under your control": alice's land triggers it; bob's land doesn't."""
    d = position({"alice": {"graveyard": [GHOUL], "hand": ["Swamp"], "library": LIBRARY},
                  "bob": {"hand": ["Island"], "library": LIBRARY}})
    d.pass_to_step("main1", player=1)
    d.act("bob", "plays", "Island")
    assert not d.game.state.stack and not d.game.state.pending_triggers
    d.pass_to_step("main1", player=0)
    d.act("alice", "plays", "Swamp")
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert GHOUL in cards(d, "alice", "hand")


def test_702_59a_recover_pays_and_returns_the_card_when_a_creature_of_yours_dies() -> None:
    d = position({"alice": {"graveyard": [HARVEST], "battlefield": ["Grizzly Bears", "Swamp", "Swamp"],
                            "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}})
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", "Shock", targets=["Grizzly Bears"])
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert cards(d, "alice", "hand") == [HARVEST]


def test_702_59a_if_recover_isnt_paid_the_card_is_exiled() -> None:
    d = position({"alice": {"graveyard": [HARVEST], "battlefield": ["Grizzly Bears", "Swamp", "Swamp"],
                            "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}})
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", "Shock", targets=["Grizzly Bears"])
    d.queued[0] = ["don't pay"]
    d.resolve(None)
    assert cards(d, "alice", "exile") == [HARVEST] and cards(d, "alice", "hand") == []


def test_702_59a_recover_doesnt_trigger_for_an_opponents_creature() -> None:
    """"Put into your graveyard": bob's creature goes to his graveyard."""
    d = position({"alice": {"graveyard": [HARVEST], "hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == sorted([HARVEST, "Shock"])
    assert not d.game.state.stack


def test_603_10a_a_card_put_into_the_graveyard_by_the_same_event_doesnt_see_it() -> None:
    """603.10a: Wrath of God destroys the recover creature and another together: the recover card
    wasn't in the graveyard before the event, so its ability doesn't trigger for the other."""
    d = position({"alice": {"battlefield": [ASSASSIN, "Grizzly Bears"] + ["Plains"] * 4, "hand": ["Wrath of God"],
                            "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", "Wrath of God")
    d.resolve(None)
    assert not d.game.state.stack and not d.game.state.pending_triggers
    assert sorted(cards(d, "alice", "graveyard")) == sorted([ASSASSIN, "Grizzly Bears", "Wrath of God"])


def test_603_10a_a_card_already_in_the_graveyard_sees_a_creature_die() -> None:
    """The recover creature already in the graveyard triggers when another dies."""
    d = position({"alice": {"graveyard": [ASSASSIN], "battlefield": ["Grizzly Bears"] + ["Plains"] * 4,
                            "hand": ["Wrath of God"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", "Wrath of God")
    d.queued[0] = ["don't pay"]
    d.resolve(None)
    assert cards(d, "alice", "exile") == [ASSASSIN]


@pytest.mark.parametrize("text", [
    "When Bones dies, return Bones from your graveyard to your hand.",
    "At the beginning of your upkeep, you may return Bones from your library to your hand.",
    "Recover {X}",
    "Recover 2",
])
def test_mutations_are_refused(text: str) -> None:
    """Mutation: a trigger on ~ itself (it looks back from the battlefield, 603.10a), another zone,
    an X or a number: refused."""
    with pytest.raises(UncompilableText):
        compile_text("Bones", text, ("Creature",))


def test_mutation_to_the_battlefield_plays_as_written() -> None:
    """Mutation: "to the battlefield" for "to your hand" compiles to a different tree that plays so."""
    name = "Test Upkeep Nabob Returning"
    compiled_card(name, f"At the beginning of your upkeep, you may return {name} from your graveyard to the battlefield.",
                  ("Creature",), "{2}{R}", power="1", toughness="1")
    d = position({"alice": {"graveyard": [name], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert d.on_battlefield(d.object(name))
