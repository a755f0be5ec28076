"""Unearth (702.84) and scavenge (702.97), compiled from Oracle text and played through the
engine: activated abilities of a card in its owner's graveyard, activated only as a sorcery."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.engine.decision import IllegalAction
from manastack.engine.graveyard_keywords import UNEARTHED
from manastack.engine.state import GRAVEYARD
from manastack.scenario.driver import Driver

GHOUL = "Test Unearth Ghoul"
compiled_card(GHOUL, "Unearth {1}{B}", ("Creature",), "{2}{B}", power="3", toughness="2")
SCAVENGER = "Test Scavenge Ooze"
compiled_card(SCAVENGER, "Scavenge {2}{G}", ("Creature",), "{1}{G}", power="3", toughness="3")
CRYPT_SPELL = "Test Graveyard Exile Spell"
compiled_card(CRYPT_SPELL, "Exile target card from a graveyard.", ("Instant",), "{0}")
LIBRARY = ["Swamp"] * 8


def _ghoul_position(**alice) -> Driver:
    state = {"alice": {"graveyard": [GHOUL], "battlefield": ["Swamp"] * 2, "library": LIBRARY, **alice},
             "bob": {"library": LIBRARY}}
    return position(state)


def _unearth(d) -> int:
    d.act("alice", "activates", GHOUL, from_zone=GRAVEYARD)
    d.resolve(None)
    return d.object(GHOUL)


# ------------------------------------------------------------------------------------ unearth


def test_702_84a_unearth_returns_it_with_haste_and_exiles_it_at_the_next_end_step() -> None:
    """702.84a: the card returns to the battlefield and gains haste (it may attack this turn);
    at the beginning of the end step the delayed trigger exiles it."""
    d = _ghoul_position()
    ghoul = _unearth(d)
    assert d.on_battlefield(ghoul) and cards(d, "alice", "graveyard") == []
    assert d.game.chars(ghoul).has("haste")
    d.attack("alice", [GHOUL])
    d.pass_to_step("end", player=0)
    d.resolve(None)
    assert cards(d, "alice", "exile") == [GHOUL] and cards(d, "alice", "graveyard") == []
    assert d.game.state.players[1].life == 17


def test_702_84a_unearth_is_activated_only_as_a_sorcery() -> None:
    """702.84a: "Activate only as a sorcery": not in bob's turn, though alice has the mana."""
    d = _ghoul_position()
    d.pass_to_step("upkeep", player=1)
    assert d.action_problem("alice", "activates", GHOUL, from_zone=GRAVEYARD) is not None
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", GHOUL, from_zone=GRAVEYARD)


def test_702_84a_unearth_costs_its_mana_cost() -> None:
    """702.84a: "Unearth {1}{B}": with one land the ability can't be paid."""
    d = position({"alice": {"graveyard": [GHOUL], "battlefield": ["Swamp"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert d.action_problem("alice", "activates", GHOUL, from_zone=GRAVEYARD) is not None


def test_702_84a_if_it_would_leave_the_battlefield_it_is_exiled_instead() -> None:
    """702.84a: destroyed by lethal damage (704.5g) it would go to the graveyard: it is exiled."""
    d = _ghoul_position(hand=["Lightning Bolt"], battlefield=["Swamp"] * 2 + ["Mountain"])
    ghoul = _unearth(d)
    d.act("alice", "casts", "Lightning Bolt", targets=[GHOUL])
    d.resolve(None)
    assert not d.on_battlefield(ghoul)
    assert cards(d, "alice", "exile") == [GHOUL] and cards(d, "alice", "graveyard") == ["Lightning Bolt"]


def test_702_84a_the_exile_ends_with_the_permanent() -> None:
    """400.7: exiled (and so a new object), the card is no longer unearthed: the effect is gone by
    the end step and nothing triggers then."""
    d = _ghoul_position(hand=["Lightning Bolt"], battlefield=["Swamp"] * 2 + ["Mountain"])
    _unearth(d)
    d.act("alice", "casts", "Lightning Bolt", targets=[GHOUL])
    d.resolve(None)
    d.pass_to_step("end", player=0)
    assert not d.game.state.stack and not d.game.state.pending_triggers
    assert not [e for e in d.game.state.effects if e.kind == UNEARTHED]


def test_702_84a_a_card_that_left_the_graveyard_isnt_returned() -> None:
    """400.7: bob exiles the card in response: the ability resolves and it stays in exile."""
    d = position({"alice": {"graveyard": [GHOUL], "battlefield": ["Swamp"] * 2, "library": LIBRARY},
                  "bob": {"hand": [CRYPT_SPELL], "library": LIBRARY}})
    d.act("alice", "activates", GHOUL, from_zone=GRAVEYARD)
    d.act("bob", "casts", CRYPT_SPELL, targets=[GHOUL])
    d.resolve(None)
    assert not [o for o in d.game.state.battlefield if d.game.chars(o).name == GHOUL]
    assert cards(d, "alice", "exile") == [GHOUL]


def test_702_84a_returned_to_hand_it_is_exiled_instead() -> None:
    """702.84a: "anywhere else": Unsummon would return it to its owner's hand; it is exiled."""
    d = _ghoul_position(hand=["Unsummon"], battlefield=["Swamp"] * 2 + ["Island"])
    ghoul = _unearth(d)
    d.act("alice", "casts", "Unsummon", targets=[GHOUL])
    d.resolve(None)
    assert not d.on_battlefield(ghoul)
    assert cards(d, "alice", "exile") == [GHOUL] and cards(d, "alice", "hand") == []


def test_an_unearthed_permanent_survives_save_and_clone() -> None:
    """Saves: the unearth effect round-trips through to_json/from_json and clone, and the loaded
    game still exiles the permanent at the end step."""
    d = _ghoul_position()
    _unearth(d)
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert game.clone().to_json() == game.to_json()
    d.pass_to_step("end", player=0)
    d.resolve(None)
    assert cards(d, "alice", "exile") == [GHOUL]


# ------------------------------------------------------------------------------------ scavenge


def test_702_97a_scavenge_exiles_the_card_and_puts_its_power_in_counters_on_a_creature() -> None:
    """702.97a: "Exile this card from your graveyard: Put a number of +1/+1 counters equal to the
    power of the card you exiled on target creature."  The power is the card's (608.2h)."""
    d = position({"alice": {"graveyard": [SCAVENGER], "battlefield": ["Grizzly Bears"] + ["Forest"] * 3,
                            "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "activates", SCAVENGER, from_zone=GRAVEYARD, targets=["Grizzly Bears"])
    assert cards(d, "alice", "exile") == [SCAVENGER]  # a cost: exiled as it is activated (602.2b)
    d.resolve(None)
    assert d.game.state.objects[bears].counters.get("+1/+1") == 3
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (5, 5)


def test_702_97a_scavenge_is_activated_only_as_a_sorcery() -> None:
    d = position({"alice": {"graveyard": [SCAVENGER], "battlefield": ["Grizzly Bears"] + ["Forest"] * 3,
                            "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.pass_to_step("upkeep", player=1)
    assert d.action_problem("alice", "activates", SCAVENGER, from_zone=GRAVEYARD) is not None


def test_702_97a_scavenge_needs_a_creature_to_target() -> None:
    """602.2b, 601.2c: with no creature on the battlefield it can't be activated."""
    d = position({"alice": {"graveyard": [SCAVENGER], "battlefield": ["Forest"] * 3, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert d.action_problem("alice", "activates", SCAVENGER, from_zone=GRAVEYARD) is not None


# ------------------------------------------------------------------------------------ compiler


@pytest.mark.parametrize("keyword", ["Unearth", "Scavenge"])
def test_the_keyword_compiles_with_its_cost(keyword: str) -> None:
    assert compile_text("X", f"{keyword} {{2}}{{B}}", ("Creature",)) == (
        dsl.Keyword(keyword.lower(), cost="{2}{B}", text=f"{keyword} {{2}}{{B}}"),)


@pytest.mark.parametrize("text", ["Unearth {X}{B}", "Scavenge {X}", "Unearth 2", "Unearths {1}{B}",
                                  "Scavenge—Sacrifice a creature"])
def test_mutations_of_the_keyword_are_refused(text: str) -> None:
    """Mutation: one word changed: an {X} cost (107.3), a number, another word: refused."""
    with pytest.raises(UncompilableText):
        compile_text("X", text, ("Creature",))


def test_mutation_a_different_cost_plays_as_written() -> None:
    """Mutation: "Unearth {3}{B}" compiles to a different tree, whose cost the engine charges:
    two Swamps no longer pay for it."""
    name = "Test Unearth Ghoul Dear"
    compiled_card(name, "Unearth {3}{B}", ("Creature",), "{2}{B}", power="3", toughness="2")
    d = position({"alice": {"graveyard": [name], "battlefield": ["Swamp"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert d.action_problem("alice", "activates", name, from_zone=GRAVEYARD) is not None
    d = position({"alice": {"graveyard": [name], "battlefield": ["Swamp"] * 4, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", name, from_zone=GRAVEYARD)
    d.resolve(None)
    assert d.on_battlefield(d.object(name))
    assert len(events(d.game, "payment")[-1]["mana"]) == 4


# ------------------------------------------------------------------------------------ dredge

DREDGER = "Test Dredge Imp"
compiled_card(DREDGER, "Dredge 2", ("Creature",), "{1}{B}", power="2", toughness="2")


def _dredge_position(library: list[str]) -> Driver:
    return position({"alice": {"graveyard": [DREDGER], "library": library}, "bob": {"library": LIBRARY}})


def test_702_52a_dredge_mills_instead_of_the_draw_and_returns_the_card() -> None:
    """702.52a: at her draw step alice mills two cards instead of drawing and the card returns
    to her hand from her graveyard."""
    d = _dredge_position(["Swamp", "Island", "Forest"])
    in_graveyard = d.object(DREDGER)
    d.queued[0] = ["yes"]
    d.pass_to_step("main1", player=0, turn=3)
    assert cards(d, "alice", "hand") == [DREDGER]
    assert sorted(cards(d, "alice", "graveyard")) == ["Island", "Swamp"]
    assert cards(d, "alice", "library") == ["Forest"]
    assert [e["by"] for e in events(d.game, "draw_replaced")] == [in_graveyard]


def test_702_52a_dredge_is_optional() -> None:
    """702.52a: "you may": declining, she draws the card."""
    d = _dredge_position(["Swamp", "Island", "Forest"])
    d.queued[0] = ["no"]
    d.pass_to_step("main1", player=0, turn=3)
    assert cards(d, "alice", "hand") == ["Swamp"] and cards(d, "alice", "graveyard") == [DREDGER]


def test_702_52b_dredge_needs_as_many_cards_in_the_library() -> None:
    """702.52b: with one card in her library, dredge 2 can't replace the draw: nothing is asked."""
    d = _dredge_position(["Swamp"])
    d.pass_to_step("main1", player=0, turn=3)
    assert cards(d, "alice", "hand") == ["Swamp"] and cards(d, "alice", "graveyard") == [DREDGER]
    assert not events(d.game, "draw_replaced")


def test_dredge_compiles_with_its_number_and_mutations_are_refused() -> None:
    """Mutation: "Dredge X" and a bare "Dredge" are refused; "Dredge 3" mills three."""
    assert compile_text("X", "Dredge 2", ("Creature",)) == (dsl.Keyword("dredge", amount=2, text="Dredge 2"),)
    for text in ("Dredge X", "Dredge", "Dredges 2"):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Creature",))
    name = "Test Dredge Imp Deep"
    compiled_card(name, "Dredge 3", ("Creature",), "{1}{B}", power="2", toughness="2")
    d = position({"alice": {"graveyard": [name], "library": ["Swamp", "Island", "Forest", "Plains"]},
                  "bob": {"library": LIBRARY}})
    d.queued[0] = ["yes"]
    d.pass_to_step("main1", player=0, turn=3)
    assert cards(d, "alice", "hand") == [name] and cards(d, "alice", "library") == ["Plains"]


# ------------------------------------------------------------------------------------ embalm, eternalize

EMBALMER = "Test Embalm Cat"
compiled_card(EMBALMER, "Flying\nEmbalm {1}{W}", ("Creature",), "{2}{W}{U}", power="2", toughness="3", subtypes=("Cat",))
ETERNAL = "Test Eternalize Cat"
compiled_card(ETERNAL, "Eternalize {2}{B}", ("Creature",), "{1}{G}", power="1", toughness="1", subtypes=("Cat",))


def _token_of(d: Driver, name: str) -> int:
    found = [o for o in d.game.state.battlefield if d.game.state.objects[o].token and d.game.chars(o).name == name]
    assert len(found) == 1
    return found[0]


def test_702_128a_embalm_exiles_the_card_and_creates_a_white_zombie_token_copy() -> None:
    """702.128a, 707.9b: the token is a copy of the card (name, P/T, flying, Cat) except it's white,
    it has no mana cost (mana value 0, 202.3) and it's a Zombie too."""
    d = position({"alice": {"graveyard": [EMBALMER], "battlefield": ["Plains"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", EMBALMER, from_zone=GRAVEYARD)
    assert cards(d, "alice", "exile") == [EMBALMER]  # exiled as the cost (602.2b)
    d.resolve(None)
    chars = d.game.chars(_token_of(d, EMBALMER))
    assert (chars.power, chars.toughness) == (2, 3) and chars.has("flying")
    assert chars.colors == frozenset({"W"}) and chars.mana_cost is None and chars.mana_value == 0
    assert chars.subtypes == frozenset({"Cat", "Zombie"}) and chars.types == frozenset({"Creature"})


def test_702_129a_eternalize_creates_a_black_4_4_zombie_token_copy() -> None:
    d = position({"alice": {"graveyard": [ETERNAL], "battlefield": ["Swamp"] * 3, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", ETERNAL, from_zone=GRAVEYARD)
    d.resolve(None)
    chars = d.game.chars(_token_of(d, ETERNAL))
    assert (chars.power, chars.toughness) == (4, 4) and chars.colors == frozenset({"B"})
    assert chars.mana_value == 0 and chars.subtypes == frozenset({"Cat", "Zombie"})


def test_707_9b_a_copy_of_the_token_has_the_exceptions_too() -> None:
    """707.9b: the exceptions are part of the token's copiable values: a Clone copying it is a
    white Zombie with no mana cost."""
    d = position({"alice": {"graveyard": [EMBALMER], "hand": ["Clone"], "battlefield": ["Plains"] * 2 + ["Island"] * 4,
                            "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", EMBALMER, from_zone=GRAVEYARD)
    d.resolve(None)
    token = _token_of(d, EMBALMER)
    d.act("alice", "casts", "Clone", choices=[f"copy {EMBALMER}"])
    d.resolve(None)
    clones = [o for o in d.game.state.battlefield if o != token and d.game.chars(o).name == EMBALMER]
    assert len(clones) == 1 and not d.game.state.objects[clones[0]].token
    chars = d.game.chars(clones[0])
    assert chars.colors == frozenset({"W"}) and chars.mana_cost is None and "Zombie" in chars.subtypes


def test_702_128a_embalm_is_activated_only_as_a_sorcery() -> None:
    d = position({"alice": {"graveyard": [EMBALMER], "battlefield": ["Plains"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.pass_to_step("upkeep", player=1)
    assert d.action_problem("alice", "activates", EMBALMER, from_zone=GRAVEYARD) is not None


def test_an_embalmed_token_survives_save_and_clone() -> None:
    d = position({"alice": {"graveyard": [ETERNAL], "battlefield": ["Swamp"] * 3, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", ETERNAL, from_zone=GRAVEYARD)
    d.resolve(None)
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json() and game.clone().to_json() == game.to_json()
    token = _token_of(d, ETERNAL)
    assert (restored.chars(token).power, restored.chars(token).colors) == (4, frozenset({"B"}))


@pytest.mark.parametrize("text", ["Embalm {X}{W}", "Eternalize {X}", "Embalm 2", "Embalms {1}{W}"])
def test_mutations_of_embalm_and_eternalize_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("X", text, ("Creature",))


def test_mutation_eternalize_for_embalm_plays_as_written() -> None:
    """Mutation: "Eternalize {1}{W}" for "Embalm {1}{W}" compiles to a different tree: the token is
    black and 4/4."""
    name = "Test Embalm Cat Eternal"
    compiled_card(name, "Flying\nEternalize {1}{W}", ("Creature",), "{2}{W}{U}", power="2", toughness="3")
    assert compile_text("X", "Eternalize {1}{W}", ("Creature",)) != compile_text("X", "Embalm {1}{W}", ("Creature",))
    d = position({"alice": {"graveyard": [name], "battlefield": ["Plains"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", name, from_zone=GRAVEYARD)
    d.resolve(None)
    chars = d.game.chars(_token_of(d, name))
    assert (chars.power, chars.toughness, chars.colors) == (4, 4, frozenset({"B"}))


def test_embalm_and_eternalize_are_refused_on_a_card_that_isnt_a_creature() -> None:
    """702.129a: the copy is a creature only because the card is one; a land with eternalize (a
    playtest card whose reminder text says otherwise) is refused, not played differently."""
    with pytest.raises(UncompilableText):
        compile_text("X", "Eternalize {3}{W}{B}", ("Land",))
    with pytest.raises(UncompilableText):
        compile_text("X", "Embalm {3}{W}", ("Artifact",))
