"""Keyword mechanics compiled from Oracle text and played through the engine: typecycling
(702.29e-f), transmute (702.53a), ingest (702.115a), undaunted (702.125a), surge (702.117a) and
living weapon (702.92a); with mutations of their text that are refused or play differently."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.engine.decision import IllegalAction
from manastack.engine.state import HAND

SWAMPCYCLER = "Test Swampcycler"
compiled_card(SWAMPCYCLER, "Swampcycling {2}", ("Creature",), "{5}{B}", power="5", toughness="5")
ISLANDCYCLER = "Test Islandcycler"
compiled_card(ISLANDCYCLER, "Islandcycling {2}", ("Creature",), "{5}{U}", power="5", toughness="5")
LAND_CYCLERS = {land: f"Test {land}cycler" for land in ("Forest", "Mountain", "Plains")}
for land, cycler in LAND_CYCLERS.items():
    compiled_card(cycler, f"{land}cycling {{2}}", ("Creature",), "{5}{G}", power="5", toughness="5")
BASIC_CYCLER = "Test Basic Landcycler"
compiled_card(BASIC_CYCLER, "Basic landcycling {1}", ("Land",), None)
CYCLE_WATCHER = "Test Cycle Watcher"
compiled_card(CYCLE_WATCHER, "Whenever you cycle another card, you gain 1 life.", ("Creature",), "{1}{W}",
              power="2", toughness="2")
TRANSMUTER = "Test Transmuter"
compiled_card(TRANSMUTER, "Draw a card.\nTransmute {1}{U}{U}", ("Sorcery",), "{1}{U}{U}")
THREE_DROP = "Test Three Drop"
compiled_card(THREE_DROP, "Flying", ("Creature",), "{2}{U}", power="2", toughness="2")
TWO_DROP = "Test Two Drop"
compiled_card(TWO_DROP, "Flying", ("Creature",), "{1}{U}", power="1", toughness="1")
INGESTER = "Test Ingester"
compiled_card(INGESTER, "Ingest", ("Creature",), "{1}{B}", power="2", toughness="1")
UNDAUNTED = "Test Undaunted Spell"
compiled_card(UNDAUNTED, "Undaunted\nDraw two cards.", ("Sorcery",), "{4}{U}")
SURGER = "Test Surger"
compiled_card(SURGER, "Surge {U}\nDraw two cards.", ("Sorcery",), "{4}{U}")
GERM_BLADE = "Test Germ Blade"
compiled_card(GERM_BLADE, "Living weapon\nEquipped creature gets +2/+1.\nEquip {2}", ("Artifact",), "{1}{B}",
              subtypes=("Equipment",))
NONBASIC = "Test Nonbasic Land"
compiled_card(NONBASIC, "{T}: Add {C}.", ("Land",), None)
SHOCK = "Test Ping Two"
compiled_card(SHOCK, "Test Ping Two deals 2 damage to any target.", ("Instant",), "{R}")

LIBRARY = ["Plains"] * 6


def _activate_in_hand(d, player: str, name: str, **kw) -> None:
    d.act(player, "activates", name, from_zone=HAND, **kw)


# ---------------------------------------------------------------------------- typecycling


def test_702_29e_swampcycling_discards_it_and_finds_a_swamp_revealed() -> None:
    """702.29e: "Swampcycling {2}" means "{2}, Discard this card: Search your library for a
    Swamp card, reveal it, and put it into your hand.  Then shuffle." """
    d = position({"alice": {"hand": [SWAMPCYCLER], "battlefield": ["Plains"] * 2,
                            "library": ["Island", "Swamp", "Plains"]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", SWAMPCYCLER, choices=["Swamp"])
    assert cards(d, "alice", "graveyard") == [SWAMPCYCLER]  # discarded as a cost (602.2b)
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Swamp"]
    assert sorted(cards(d, "alice", "library")) == ["Island", "Plains"]
    assert events(d.game, "reveal")[-1]["card"] == "Swamp"
    assert len(events(d.game, "shuffle")) == 1


def test_702_29e_islandcycling_offers_only_islands() -> None:
    """Mutation: "Islandcycling" searches for an Island card: the Swamp isn't offered."""
    d = position({"alice": {"hand": [ISLANDCYCLER], "battlefield": ["Plains"] * 2,
                            "library": ["Swamp", "Island"]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", ISLANDCYCLER)
    d.pass_until(lambda: d.game.decision.kind == "search")
    offered = {o.label for o in d.game.decision.options if o.kind == "card"}
    assert offered == {"Island"}


@pytest.mark.parametrize("land", sorted(LAND_CYCLERS))
def test_702_29e_each_landcycling_offers_only_its_land_type(land: str) -> None:
    """702.29e: forestcycling, mountaincycling and plainscycling (the audit found no behaviour
    test of them: 11 supported corpus cards): each searches for a card of its own land type."""
    d = position({"alice": {"hand": [LAND_CYCLERS[land]], "battlefield": ["Island"] * 2,
                            "library": ["Forest", "Mountain", "Plains", "Swamp"]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", LAND_CYCLERS[land])
    d.pass_until(lambda: d.game.decision.kind == "search")
    offered = {o.label for o in d.game.decision.options if o.kind == "card"}
    assert offered == {land}
    d.queued[0] = [land]
    d.resolve(None)
    assert cards(d, "alice", "hand") == [land] and cards(d, "alice", "graveyard") == [LAND_CYCLERS[land]]


def test_702_29e_basic_landcycling_finds_a_basic_land_but_not_a_nonbasic_one() -> None:
    """702.29e: "basic landcycling" searches for a basic land card (a supertype and a card type):
    Plains is offered, a nonbasic land isn't."""
    d = position({"alice": {"hand": [BASIC_CYCLER], "battlefield": ["Plains"],
                            "library": [NONBASIC, "Plains", TWO_DROP]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", BASIC_CYCLER)
    d.pass_until(lambda: d.game.decision.kind == "search")
    offered = {o.label for o in d.game.decision.options if o.kind == "card"}
    assert offered == {"Plains"}


def test_702_29f_typecycling_is_cycling_and_triggers_whenever_you_cycle() -> None:
    """702.29f: discarding a card to pay a typecycling cost is cycling it: "Whenever you cycle
    another card" triggers."""
    d = position({"alice": {"hand": [SWAMPCYCLER], "battlefield": ["Plains"] * 2 + [CYCLE_WATCHER],
                            "library": ["Swamp"]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", SWAMPCYCLER, choices=["Swamp"])
    d.resolve(None)
    assert d.game.state.players[0].life == 21
    assert len(events(d.game, "cycle")) == 1


def test_702_29e_typecycling_may_be_activated_at_instant_speed_and_costs_its_mana() -> None:
    """702.29e: no timing restriction (it may be activated in the opponent's turn); 602.2b:
    with one land, {2} can't be paid."""
    d = position({"alice": {"hand": [SWAMPCYCLER], "battlefield": ["Plains"] * 2, "library": ["Swamp"]},
                  "bob": {"library": LIBRARY}})
    d.pass_to_step("upkeep", player=1)
    _activate_in_hand(d, "alice", SWAMPCYCLER, choices=["Swamp"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Swamp"]
    poor = position({"alice": {"hand": [SWAMPCYCLER], "battlefield": ["Plains"], "library": ["Swamp"]},
                     "bob": {"library": LIBRARY}})
    assert poor.action_problem("alice", "activates", SWAMPCYCLER, from_zone=HAND) is not None


@pytest.mark.parametrize("text", ["Flyingcycling {2}", "Swampscycling {2}", "Swampcycling {X}"])
def test_typecycling_of_no_type_or_with_x_is_refused(text: str) -> None:
    """Mutations: "[type]cycling" needs a card type, subtype or supertype (702.29e), singular;
    an {X} cost isn't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))


def test_702_29a_cycling_for_life_pays_life_and_draws() -> None:
    """702.29a, 118.1: "Cycling—Pay 2 life." means "Pay 2 life, Discard this card: Draw a card.":
    no mana is needed; alice pays 2 life as she activates it (602.2b) and draws."""
    name = "Test Life Cycler"
    compiled_card(name, "Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)", ("Creature",), "{1}{B}{B}",
                  power="3", toughness="4")
    d = position({"alice": {"hand": [name], "library": ["Island"]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", name)
    assert d.game.state.players[0].life == 18 and cards(d, "alice", "graveyard") == [name]
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island"]
    assert len(events(d.game, "cycle")) == 1


@pytest.mark.parametrize("text", ["Cycling—Pay X life.", "Cycling—Pay 2 lives.", "Cycling—Sacrifice a land."])
def test_cycling_with_other_costs_is_refused(text: str) -> None:
    """Mutations: only "Pay N life" is read as a cost of cycling that isn't mana."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))


# ---------------------------------------------------------------------------- transmute


def test_702_53a_transmute_finds_a_card_with_the_same_mana_value() -> None:
    """702.53a: "{1}{U}{U}, Discard this card: Search your library for a card with the same mana
    value as the discarded card (3), reveal it, put it into your hand.  Then shuffle." """
    d = position({"alice": {"hand": [TRANSMUTER], "battlefield": ["Island"] * 3,
                            "library": [TWO_DROP, THREE_DROP, "Island"]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", TRANSMUTER)
    assert cards(d, "alice", "graveyard") == [TRANSMUTER]
    d.pass_until(lambda: d.game.decision.kind == "search")
    offered = {o.label for o in d.game.decision.options if o.kind == "card"}
    assert offered == {THREE_DROP}
    d.queued[0] = [THREE_DROP]
    d.resolve(None)
    assert cards(d, "alice", "hand") == [THREE_DROP]
    assert events(d.game, "reveal")[-1]["card"] == THREE_DROP


def test_702_53a_transmute_is_activated_only_as_a_sorcery() -> None:
    """702.53a: "Activate only as a sorcery": not in bob's upkeep."""
    d = position({"alice": {"hand": [TRANSMUTER], "battlefield": ["Island"] * 3, "library": [THREE_DROP]},
                  "bob": {"library": LIBRARY}})
    d.pass_to_step("upkeep", player=1)
    with pytest.raises(IllegalAction):
        _activate_in_hand(d, "alice", TRANSMUTER)


def test_702_53a_transmute_isnt_cycling() -> None:
    """702.29a: transmute isn't a cycling ability: "whenever you cycle" doesn't trigger."""
    d = position({"alice": {"hand": [TRANSMUTER], "battlefield": ["Island"] * 3 + [CYCLE_WATCHER],
                            "library": [THREE_DROP]}, "bob": {"library": LIBRARY}})
    _activate_in_hand(d, "alice", TRANSMUTER, choices=[THREE_DROP])
    d.resolve(None)
    assert cards(d, "alice", "hand") == [THREE_DROP]
    assert d.game.state.players[0].life == 20 and not events(d.game, "cycle")


@pytest.mark.parametrize("text", ["Transmute {X}{U}", "Transmute", "Transmute 2"])
def test_transmute_without_a_mana_cost_is_refused(text: str) -> None:
    """Mutations: transmute needs a mana cost without {X} (702.53a)."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))


# ---------------------------------------------------------------------------- ingest


def test_702_115a_ingest_exiles_the_top_card_of_the_damaged_players_library() -> None:
    """702.115a: "Whenever this creature deals combat damage to a player, that player exiles the
    top card of their library."  Bob's top card goes to exile, face up; alice's library is intact."""
    d = position({"alice": {"battlefield": [INGESTER], "library": LIBRARY},
                  "bob": {"library": ["Island", "Swamp", "Forest"]}})
    d.attack("alice", [INGESTER])
    d.pass_to_step("end", player=0)
    assert d.game.state.players[1].life == 18
    assert cards(d, "bob", "exile") == ["Island"]
    assert cards(d, "bob", "library") == ["Swamp", "Forest"]
    assert cards(d, "alice", "library") == LIBRARY


def test_702_115a_a_blocked_ingester_exiles_nothing() -> None:
    """702.115a: damage to a creature isn't damage to a player: nothing is exiled."""
    d = position({"alice": {"battlefield": [INGESTER], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island", "Swamp"]}})
    d.attack("alice", [INGESTER])
    d.block("bob", {"Grizzly Bears": INGESTER})
    d.pass_to_step("end", player=0)
    assert cards(d, "bob", "exile") == [] and cards(d, "bob", "library") == ["Island", "Swamp"]


def test_ingest_compiles_to_its_own_keyword_and_ingests_is_refused() -> None:
    """Mutation: "Ingests" is no keyword."""
    assert compile_text("Test", "Ingest", ("Creature",)) == (dsl.Keyword("ingest", text="Ingest"),)
    with pytest.raises(UncompilableText):
        compile_text("Test", "Ingests", ("Creature",))


# ---------------------------------------------------------------------------- undaunted


def test_702_125a_undaunted_costs_1_less_for_each_opponent() -> None:
    """702.125a: in a two-player game the {4}{U} spell costs {3}{U}: four Islands cast it."""
    d = position({"alice": {"hand": [UNDAUNTED], "battlefield": ["Island"] * 4, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", UNDAUNTED)
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [UNDAUNTED]
    assert len(cards(d, "alice", "hand")) == 2
    assert [e["amount"] for e in events(d.game, "payment")] == [4]


def test_702_125a_without_undaunted_the_full_cost_is_due() -> None:
    """Mutation: the same spell without "Undaunted" costs {4}{U}: four Islands aren't enough."""
    name = "Test Daunted Spell"
    compiled_card(name, "Draw two cards.", ("Sorcery",), "{4}{U}")
    d = position({"alice": {"hand": [name], "battlefield": ["Island"] * 4, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert d.action_problem("alice", "casts", name) is not None


# ---------------------------------------------------------------------------- surge


def _cast_for_surge(d, name: str) -> None:
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.label == f"cast {name} (surge)"))


def test_702_117a_surge_is_offered_only_after_another_spell_this_turn() -> None:
    """702.117a: the surge cost may be paid only if its caster has cast another spell this turn:
    at first only the mana cost is offered; after a spell, {U} casts it."""
    d = position({"alice": {"hand": [SURGER, SHOCK], "battlefield": ["Island", "Mountain"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.until_priority(0)
    labels = {o.label for o in d.decision.options if o.kind == "cast"}
    assert f"cast {SURGER} (surge)" not in labels
    d.act("alice", "casts", SHOCK, targets=["bob"])
    d.resolve(None)
    _cast_for_surge(d, SURGER)
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [SHOCK, SURGER]
    assert len(cards(d, "alice", "hand")) == 2
    assert [e["amount"] for e in events(d.game, "payment")] == [1, 1]


def test_702_117a_spells_cast_last_turn_dont_count() -> None:
    """702.117a: "this turn": the count of spells cast is reset each turn (an opponent's spells
    aren't the caster's, outside a team)."""
    d = position({"alice": {"hand": [SHOCK], "battlefield": ["Mountain"], "library": LIBRARY},
                  "bob": {"hand": [SURGER], "battlefield": ["Island"], "library": LIBRARY}})
    d.act("alice", "casts", SHOCK, targets=["bob"])
    d.resolve(None)
    d.pass_to_step("main1", player=1)
    d.until_priority(1)
    labels = {o.label for o in d.decision.options if o.kind == "cast"}
    assert f"cast {SURGER} (surge)" not in labels


def test_702_117a_its_surge_cost_was_paid_is_remembered_by_the_permanent() -> None:
    """702.117a: "When ~ enters, if its surge cost was paid, you gain 3 life": cast for its surge
    cost, alice gains 3; its mutation, cast for its mana cost, gains nothing."""
    name = "Test Surge Tyrant"
    compiled_card(name, "Surge {R}\nWhen Test Surge Tyrant enters the battlefield, if its surge cost was paid, you gain "
                  "3 life.", ("Creature",), "{3}{R}", power="2", toughness="2")
    for method, life in (("surge", 23), ("", 20)):
        d = position({"alice": {"hand": [name, SHOCK], "battlefield": ["Mountain"] * 5, "library": LIBRARY},
                      "bob": {"library": LIBRARY}})
        d.act("alice", "casts", SHOCK, targets=["bob"])
        d.resolve(None)
        d.until_priority(0)
        label = f"cast {name}" + (f" ({method})" if method else "")
        d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.label == label))
        d.resolve(None)
        assert d.game.state.players[0].life == life


@pytest.mark.parametrize("text", ["Surge {X}", "Surge"])
def test_surge_without_a_mana_cost_is_refused(text: str) -> None:
    """Mutations: surge needs a mana cost without {X} (702.117a)."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))


# ---------------------------------------------------------------------------- living weapon


def test_702_92a_living_weapon_creates_a_germ_and_attaches_the_equipment() -> None:
    """702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
    then attach this Equipment to it": the Germ is a 2/1 with the Equipment attached."""
    d = position({"alice": {"hand": [GERM_BLADE], "battlefield": ["Swamp"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", GERM_BLADE)
    d.resolve(None)
    blade = d.object(GERM_BLADE)
    germs = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Phyrexian Germ Token"]
    assert len(germs) == 1
    germ = d.game.chars(germs[0])
    assert (germ.power, germ.toughness) == (2, 1)
    assert germ.colors == frozenset("B") and germ.subtypes == frozenset({"Phyrexian", "Germ"})
    assert d.game.state.objects[blade].attached_to == germs[0]


def test_702_92a_a_germ_left_without_its_equipment_dies() -> None:
    """704.5f: the Germ is 0/0: when the Equipment is moved to another creature, it dies."""
    d = position({"alice": {"hand": [GERM_BLADE], "battlefield": ["Swamp"] * 4 + ["Grizzly Bears"],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", GERM_BLADE)
    d.resolve(None)
    d.act("alice", "activates", GERM_BLADE, targets=["Grizzly Bears"])
    d.resolve(None)
    assert not [o for o in d.game.state.battlefield if d.game.chars(o).name == "Phyrexian Germ Token"]
    bears = d.game.chars(d.object("Grizzly Bears"))
    assert (bears.power, bears.toughness) == (4, 3)


def test_702_92a_without_living_weapon_no_germ() -> None:
    """Mutation: the Equipment without "Living weapon" enters unattached and creates nothing."""
    name = "Test Plain Blade"
    compiled_card(name, "Equipped creature gets +2/+1.\nEquip {2}", ("Artifact",), "{1}{B}", subtypes=("Equipment",))
    d = position({"alice": {"hand": [name], "battlefield": ["Swamp"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", name)
    d.resolve(None)
    assert d.game.state.objects[d.object(name)].attached_to is None
    assert len(d.game.state.battlefield) == 3
