"""Keywords that modify how a permanent enters the battlefield (614.1c, 614.12), compiled from
Oracle text and played through the engine: modular (702.43a), fading (702.32a), vanishing
(702.63a), bloodthirst (702.54a), unleash (702.98a), riot (702.136a), devour (702.82a), graft
(702.58a), sunburst (702.44a) and amplify (702.38a).  The
counters arrive as the permanent enters (no trigger, no counters event before it is on the
battlefield), whichever zone it enters from (614.12)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat

LIBRARY = ["Mountain"] * 10


def _creature(name: str, text: str, types: tuple = ("Creature",), power: str = "1", toughness: str = "1") -> str:
    compiled_card(name, text, types, "{0}", power=power, toughness=toughness)
    return name


DRONE = _creature("Test Modular Drone", "Modular 2", ("Artifact", "Creature"), "0", "0")
WALKER = _creature("Test Modular Walker", "Modular 1", ("Artifact", "Creature"))
HOST = _creature("Test Host Golem", "", ("Artifact", "Creature"))
BEAR = _creature("Test Plain Bear", "", power="2", toughness="2")
WISP = _creature("Test Fading Wisp", "Fading 1")
SPIRIT = _creature("Test Vanishing Spirit", "Vanishing 2")
OGRE = _creature("Test Bloodthirsty Ogre", "Bloodthirst 2")
BRUTE = _creature("Test Bloodthirsty Brute", "Bloodthirst 2")
RAGER = _creature("Test Unleashed Rager", "Unleash")
RIOTER = _creature("Test Rioting Goblin", "Riot")
DEVOURER = _creature("Test Devouring Wurm", "Devour 2")
GRAFTER = _creature("Test Grafting Ooze", "Graft 2", power="0", toughness="0")
SUNBURST_BEAST = compiled_card("Test Sunburst Beast", "Sunburst", ("Artifact", "Creature"), "{3}", power="0",
                               toughness="0").name
AMPLIFIER = compiled_card("Test Amplified Elf", "Amplify 2", ("Creature",), "{0}", power="1", toughness="1",
                          subtypes=("Elf",)).name
ELF_CARD = compiled_card("Test Hidden Elf", "", ("Creature",), "{5}", power="1", toughness="1", subtypes=("Elf",)).name
GOBLIN_CARD = compiled_card("Test Hidden Goblin", "", ("Creature",), "{5}", power="1", toughness="1",
                            subtypes=("Goblin",)).name
COLORLESS_LAND = compiled_card("Test Colorless Land", "{T}: Add {C}.", ("Land",), None).name
SUNBURST_ORB = compiled_card("Test Sunburst Orb", "Sunburst", ("Artifact",), "{2}").name
CLONE = registry.register(dsl.CardDef(name="Test Entering Clone", faces=(dsl.Face(
    name="Test Entering Clone", mana_cost="{0}", types=("Creature",), power="0", toughness="0",
    abilities=(dsl.Replacement(dsl.EntersAsCopy()),)),), source="test")).name
SHOCK = compiled_card("Test Entering Shock", "Test Entering Shock deals 2 damage to any target.", ("Instant",)).name
DRAIN = compiled_card("Test Entering Drain", "Target player loses 2 life.", ("Instant",)).name
REANIMATE = compiled_card("Test Entering Reanimation", "Return target creature card from your graveyard to the battlefield.",
                          ("Sorcery",)).name


def _game(hand: list, battlefield: list = (), bob: dict | None = None):
    return position({"alice": {"hand": list(hand), "battlefield": list(battlefield), "library": LIBRARY},
                     "bob": {"library": LIBRARY, **(bob or {})}})


def _counters(d, name: str) -> dict:
    return dict(d.game.state.objects[d.object(name)].counters)


def _entered_without_a_trigger_or_a_counters_event(d, name: str) -> None:
    """614.1c: the counters are there as it enters; nothing triggered or put them there after."""
    assert not [e for e in events(d.game, "trigger") if e["name"] == name]
    assert not [e for e in events(d.game, "counters") if e["obj"] == d.object(name)]


# ---------------------------------------------------------------------------- modular


def test_702_43a_modular_enters_with_its_counters() -> None:
    """702.43a: "This enters with N +1/+1 counters on it": a 0/0 with modular 2 is a 2/2 as it
    enters (it would otherwise die to 704.5f)."""
    d = _game([DRONE])
    d.act("alice", "casts", DRONE)
    d.resolve(None)
    assert _counters(d, DRONE) == {"+1/+1": 2}
    assert d.game.chars(d.object(DRONE)).power == 2
    _entered_without_a_trigger_or_a_counters_event(d, DRONE)


def test_702_43a_modular_moves_its_counters_to_an_artifact_creature_when_it_dies() -> None:
    """702.43a: "When this dies, you may put a +1/+1 counter on target artifact creature for
    each +1/+1 counter on this" (counted as it last existed, 608.2h): the Golem gets two."""
    d = _game([DRONE, SHOCK], [HOST, BEAR])
    d.act("alice", "casts", DRONE)
    d.resolve(None)
    d.act("alice", "casts", SHOCK, targets=[DRONE])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    (trigger,) = [e for e in events(d.game, "trigger") if e["name"] == DRONE]
    assert [[tuple(t) for t in slot] for slot in trigger["targets"]] == [[("obj", d.object(HOST))]]  # not the Bear
    d.choose(next(o for o in d.decision.options if o.value is True))
    d.resolve(None)
    assert _counters(d, HOST) == {"+1/+1": 2}
    assert _counters(d, BEAR) == {}


def test_614_12_modular_counters_apply_to_a_card_entering_from_the_graveyard() -> None:
    """614.12: the replacement applies however it enters: returned from the graveyard by a
    spell, the Drone enters with its two counters again."""
    d = position({"alice": {"hand": [REANIMATE], "graveyard": [DRONE], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", REANIMATE, targets=[DRONE])
    d.resolve(None)
    assert DRONE in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert _counters(d, DRONE) == {"+1/+1": 2}


def test_707_5_a_copy_of_a_modular_creature_enters_with_the_counters() -> None:
    """707.5, 616.1c: the copy effect applies first, then the copied modular's replacement: the
    0/0 Clone entering as a copy of the Walker (a 1/1 with modular 1) gets its counter."""
    d = _game([CLONE], [WALKER])
    d.queued[0] = ["yes", f"copy {WALKER}"]
    d.act("alice", "casts", CLONE)
    d.resolve(None)
    clone = [o for o in d.game.state.battlefield if d.game.state.objects[o].card == CLONE]
    assert [dict(d.game.state.objects[o].counters) for o in clone] == [{"+1/+1": 1}]
    assert [d.game.chars(o).name for o in clone] == [WALKER]


# ---------------------------------------------------------------------------- fading, vanishing


def _upkeep(d) -> None:
    d.pass_to_step("upkeep", player=0)
    d.resolve(None)


def test_702_32a_fading_removes_a_counter_each_upkeep_then_sacrifices() -> None:
    """702.32a: it enters with one fade counter; the first upkeep removes it, the second can't
    remove one and sacrifices it."""
    d = _game([WISP])
    d.act("alice", "casts", WISP)
    d.resolve(None)
    wisp = d.object(WISP)
    assert _counters(d, WISP) == {"fade": 1}
    _entered_without_a_trigger_or_a_counters_event(d, WISP)
    _upkeep(d)
    assert wisp in d.game.state.battlefield and d.game.state.objects[wisp].counters == {}
    d.pass_to_step("draw", player=0)
    _upkeep(d)
    assert wisp not in d.game.state.battlefield
    assert WISP in cards(d, "alice", "graveyard")


def test_702_63a_vanishing_sacrifices_when_the_last_time_counter_is_removed() -> None:
    """702.63a: two time counters as it enters; the first upkeep removes one (it stays); the
    second removes the last, which triggers "sacrifice it" (a trigger of its own)."""
    d = _game([SPIRIT])
    d.act("alice", "casts", SPIRIT)
    d.resolve(None)
    spirit = d.object(SPIRIT)
    assert _counters(d, SPIRIT) == {"time": 2}
    _upkeep(d)
    assert d.game.state.objects[spirit].counters == {"time": 1}
    assert len([e for e in events(d.game, "trigger") if e["name"] == SPIRIT]) == 1
    d.pass_to_step("draw", player=0)
    _upkeep(d)
    assert len([e for e in events(d.game, "trigger") if e["name"] == SPIRIT]) == 3  # upkeep, then the last counter
    assert spirit not in d.game.state.battlefield
    assert SPIRIT in cards(d, "alice", "graveyard")


def test_702_63a_vanishing_without_time_counters_does_nothing_at_upkeep() -> None:
    """702.63a: "if this permanent has a time counter on it" (an intervening if, 603.4): a
    Spirit put onto the battlefield without its counters (a starting permanent) never triggers
    and stays."""
    d = _game([], [SPIRIT])
    spirit = d.object(SPIRIT)
    _upkeep(d)
    assert not [e for e in events(d.game, "trigger") if e["name"] == SPIRIT]
    assert spirit in d.game.state.battlefield


# ---------------------------------------------------------------------------- bloodthirst


def test_702_54a_bloodthirst_needs_an_opponent_dealt_damage_this_turn() -> None:
    """702.54a: before bob is dealt damage, the Ogre enters without counters; after a Shock to
    him, the Brute (bloodthirst 2 too) enters with two."""
    d = _game([OGRE, BRUTE, SHOCK])
    d.act("alice", "casts", OGRE)
    d.resolve(None)
    assert _counters(d, OGRE) == {}
    d.act("alice", "casts", SHOCK, targets=["bob"])
    d.resolve(None)
    d.act("alice", "casts", BRUTE)
    d.resolve(None)
    assert _counters(d, BRUTE) == {"+1/+1": 2}
    _entered_without_a_trigger_or_a_counters_event(d, BRUTE)


def test_702_54a_bloodthirst_counts_damage_not_life_loss() -> None:
    """702.54a says "dealt damage": bob losing life without damage doesn't count, and the count
    is of this turn only (it is gone at the next turn)."""
    d = _game([DRAIN, OGRE])
    d.act("alice", "casts", DRAIN, targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    d.act("alice", "casts", OGRE)
    d.resolve(None)
    assert _counters(d, OGRE) == {}


def test_damage_taken_this_turn_is_reset_and_survives_save_and_clone() -> None:
    """Saves: Player.damage_taken_this_turn round-trips through to_json/from_json and clone; it
    is zero again at the next turn."""
    d = _game([SHOCK])
    d.act("alice", "casts", SHOCK, targets=["bob"])
    d.resolve(None)
    game = d.game
    assert game.state.players[1].damage_taken_this_turn == 2
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert restored.state.players[1].damage_taken_this_turn == 2
    assert game.clone().state.players[1].damage_taken_this_turn == 2
    d.pass_to_step("upkeep", player=1)
    assert d.game.state.players[1].damage_taken_this_turn == 0


# ---------------------------------------------------------------------------- unleash, riot


@pytest.mark.parametrize("choice, counters, can_block", [("yes", {"+1/+1": 1}, False), ("no", {}, True)])
def test_702_98a_unleash_chooses_a_counter_and_then_it_cant_block(choice: str, counters: dict, can_block: bool) -> None:
    """702.98a: its controller may have it enter with an additional +1/+1 counter; "it can't
    block as long as it has a +1/+1 counter on it" (509.1a)."""
    d = _game([RAGER], bob={"battlefield": [BEAR]})
    d.queued[0] = [choice]
    d.act("alice", "casts", RAGER)
    d.resolve(None)
    assert _counters(d, RAGER) == counters
    _entered_without_a_trigger_or_a_counters_event(d, RAGER)
    d.attack("bob", [BEAR])
    assert (combat.block_problem(d.game.kernel, d.object(RAGER), d.object(BEAR)) is None) == can_block


@pytest.mark.parametrize("choice, counters, haste", [("yes", {"+1/+1": 1}, False), ("no", {}, True)])
def test_702_136a_riot_chooses_a_counter_or_haste(choice: str, counters: dict, haste: bool) -> None:
    """702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If
    you don't, it gains haste": with haste it can attack the turn it enters (302.6)."""
    d = _game([RIOTER])
    d.queued[0] = [choice]
    d.act("alice", "casts", RIOTER)
    d.resolve(None)
    rioter = d.object(RIOTER)
    assert _counters(d, RIOTER) == counters
    assert d.game.chars(rioter).has("haste") == haste
    assert (combat.attack_problem(d.game.kernel, rioter) is None) == haste


# ---------------------------------------------------------------------------- devour


def test_702_82a_devour_sacrifices_the_chosen_creatures_as_it_enters() -> None:
    """702.82a: as it enters, alice sacrifices any number of creatures (here one of her two
    Bears); it enters with two +1/+1 counters for each (devour 2)."""
    d = _game([DEVOURER], [BEAR, BEAR])
    d.act("alice", "casts", DEVOURER)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "sacrifice")
    d.choose(next(o for o in d.decision.options if o.kind == "object"))
    d.choose(next(o for o in d.decision.options if o.kind == "done"))
    d.resolve(None)
    assert _counters(d, DEVOURER) == {"+1/+1": 2}
    assert cards(d, "alice", "graveyard") == [BEAR]
    assert [d.game.chars(o).name for o in d.game.state.battlefield].count(BEAR) == 1
    _entered_without_a_trigger_or_a_counters_event(d, DEVOURER)


def test_702_82a_devouring_nothing_gives_no_counters() -> None:
    """702.82a: sacrificing none, it enters without counters and the Bear stays."""
    d = _game([DEVOURER], [BEAR])
    d.queued[0] = ["sacrifice no more"]
    d.act("alice", "casts", DEVOURER)
    d.resolve(None)
    assert _counters(d, DEVOURER) == {}
    assert BEAR in [d.game.chars(o).name for o in d.game.state.battlefield]


# ---------------------------------------------------------------------------- graft, sunburst


def test_702_58a_graft_enters_with_counters_and_may_move_one_to_an_entering_creature() -> None:
    """702.58a: the 0/0 Ooze enters with two +1/+1 counters; when another creature (here bob's)
    enters, alice may move one onto it: each then has one."""
    d = _game([GRAFTER], bob={"hand": [BEAR]})
    d.act("alice", "casts", GRAFTER)
    d.resolve(None)
    assert _counters(d, GRAFTER) == {"+1/+1": 2}
    _entered_without_a_trigger_or_a_counters_event(d, GRAFTER)
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", BEAR)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    d.choose(next(o for o in d.decision.options if o.value is True))
    d.resolve(None)
    assert _counters(d, GRAFTER) == {"+1/+1": 1}
    assert _counters(d, BEAR) == {"+1/+1": 1}


def test_702_58a_graft_declined_moves_nothing() -> None:
    """702.58a: "you may": declining, the counters stay on the Ooze."""
    d = _game([GRAFTER, BEAR])
    d.act("alice", "casts", GRAFTER)
    d.resolve(None)
    d.act("alice", "casts", BEAR)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    d.choose(next(o for o in d.decision.options if o.value is False))
    d.resolve(None)
    assert (_counters(d, GRAFTER), _counters(d, BEAR)) == ({"+1/+1": 2}, {})


def test_702_44a_sunburst_counts_the_colors_of_mana_spent() -> None:
    """702.44a: cast with {R}, {G} and {C}, the artifact creature enters with two +1/+1 counters
    (colourless mana is no colour)."""
    d = position({"alice": {"hand": [SUNBURST_BEAST], "library": ["Island"] * 4,
                            "battlefield": ["Mountain", "Forest", COLORLESS_LAND]}, "bob": {"library": ["Island"] * 4}})
    d.act("alice", "casts", SUNBURST_BEAST, pay=["Mountain", "Forest", COLORLESS_LAND])
    d.resolve(None)
    assert _counters(d, SUNBURST_BEAST) == {"+1/+1": 2}
    _entered_without_a_trigger_or_a_counters_event(d, SUNBURST_BEAST)


def test_702_44a_a_noncreature_sunburst_permanent_gets_charge_counters() -> None:
    """702.44a: not a creature, the artifact cast with {R}{R} enters with one charge counter
    (one colour, however much mana of it)."""
    d = position({"alice": {"hand": [SUNBURST_ORB], "library": ["Island"] * 4,
                            "battlefield": [{"card": "Mountain", "count": 2}]}, "bob": {"library": ["Island"] * 4}})
    d.act("alice", "casts", SUNBURST_ORB)
    d.resolve(None)
    assert _counters(d, SUNBURST_ORB) == {"charge": 1}


def test_702_44b_sunburst_gives_nothing_to_a_permanent_not_entering_from_the_stack() -> None:
    """702.44b: returned from the graveyard (not cast), the artifact creature enters without
    counters (and dies as a 0/0)."""
    d = position({"alice": {"hand": [REANIMATE], "graveyard": [SUNBURST_BEAST], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", REANIMATE, targets=[SUNBURST_BEAST])
    d.resolve(None)
    entered = [e for e in events(d.game, "zone_change") if e["card"] == SUNBURST_BEAST and e["to"] == "battlefield"]
    assert len(entered) == 1
    assert not [e for e in events(d.game, "counters") if e["obj"] == entered[0]["new"]]
    assert cards(d, "alice", "graveyard").count(SUNBURST_BEAST) == 1


def test_702_38a_amplify_reveals_cards_sharing_a_creature_type_for_counters() -> None:
    """702.38a: as the Elf enters, alice may reveal cards from her hand that share a creature
    type with it: the Elf card is offered, the Goblin isn't; revealing it gives two +1/+1
    counters (amplify 2), and bob sees the revealed card in his log."""
    d = _game([AMPLIFIER, ELF_CARD, GOBLIN_CARD])
    d.act("alice", "casts", AMPLIFIER)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "card")
    assert [o.label for o in d.decision.options] == ["reveal no more", f"reveal {ELF_CARD}"]
    d.choose(d.decision.options[1])
    d.resolve(None)
    assert _counters(d, AMPLIFIER) == {"+1/+1": 2}
    _entered_without_a_trigger_or_a_counters_event(d, AMPLIFIER)
    elf = d.object(ELF_CARD)
    assert [e["obj"] for e in events(d.game, "reveal")] == [elf]
    assert any(e["type"] == "reveal" and e.get("card") == ELF_CARD for e in d.game.events_for(1))
    assert not any(GOBLIN_CARD in str(e) for e in d.game.events_for(1))  # the unrevealed card stays hidden
    assert elf in d.game.state.players[0].hand


# ---------------------------------------------------------------------------- honest support


@pytest.mark.parametrize("line", ["Modular", "Fading X", "Vanishing", "Bloodthirst X", "Devour", "Unleash 2", "Riot 1",
                                  "Modulor 2", "Graft", "Sunburst 2", "Amplify", "Creatures you control have riot.",
                                  "Test Mutant gains unleash until end of turn."])
def test_mutations_are_refused(line: str) -> None:
    """Honest support: these keywords need their number (or have none), a misspelt one stays
    unknown, and an effect granting unleash or riot (which the engine reads from the card as it
    enters) is refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", line, ("Creature",))


def test_a_different_number_is_a_different_tree() -> None:
    """Modular 2 and modular 3 differ (702.43a N)."""
    assert compile_text("Test Mutant", "Modular 2", ("Creature",)) != compile_text("Test Mutant", "Modular 3", ("Creature",))
