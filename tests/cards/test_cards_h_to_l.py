"""Bundled cards Hangarback Walker .. Lovestruck Beast, each played through the engine and
checked against its Oracle text (`manastack cards show NAME`)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, check_printed, life, pool, position

from manastack.engine.decision import IllegalAction

# ---------------------------------------------------------------------------- helpers


# ---------------------------------------------------------------------------- Hangarback Walker


def test_hangarback_walker_enters_with_x_counters() -> None:
    """Hangarback Walker: "enters the battlefield with X +1/+1 counters on it" (107.3m, 614.1c):
    cast for X=2 ({X}{X} = four mana), it is a 2/2 0/0 artifact creature with two counters."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": [{"card": "Swamp", "count": 4}]}})
    d.act("alice", "casts", "Hangarback Walker", x=2)
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield)
    d.resolve(None)
    oid = check_printed(d, "Hangarback Walker", power=2, toughness=2, types=("Artifact", "Creature"),
                        subtypes=("Construct",), mana_value=0)
    assert d.game.state.objects[oid].counters == {"+1/+1": 2}


def test_hangarback_walker_mana_value_on_the_stack_counts_x() -> None:
    """Hangarback Walker {X}{X} cast with X=2 (202.3e): "X is treated as the number chosen for
    it while the object is on the stack": its mana value there is 4; on the battlefield, 0."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": [{"card": "Swamp", "count": 4}]}})
    d.act("alice", "casts", "Hangarback Walker", x=2)
    assert d.game.chars(d.game.state.stack[-1].obj).mana_value == 4
    d.resolve(None)
    assert d.game.chars(d.object("Hangarback Walker")).mana_value == 0


def test_hangarback_walker_activated_ability_adds_a_counter() -> None:
    """Hangarback Walker: "{1}, {T}: Put a +1/+1 counter on Hangarback Walker." (602.2)"""
    d = position({"alice": {"battlefield": ["Swamp", {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]}})
    d.act("alice", "activates", "Hangarback Walker")
    walker = d.object("Hangarback Walker")
    assert d.game.state.objects[walker].tapped
    d.resolve(None)
    assert d.game.state.objects[walker].counters == {"+1/+1": 2}
    assert d.game.chars(walker).power == 2


def test_hangarback_walker_dies_into_thopters_per_counter() -> None:
    """Hangarback Walker: "When Hangarback Walker dies, create a 1/1 colorless Thopter artifact
    creature token with flying for each +1/+1 counter on Hangarback Walker." (603.10a: the
    counters are counted as it last existed.)"""
    d = position({"alice": {"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 3}}]},
                  "bob": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]}})
    d.act("bob", "casts", "Murder", targets=["Hangarback Walker"])
    d.resolve(None)
    game = d.game
    assert cards(d, "alice", "graveyard") == ["Hangarback Walker"]
    thopters = [o for o in game.state.battlefield if game.chars(o).name == "Thopter Token"]
    assert len(thopters) == 3
    for oid in thopters:
        chars = game.chars(oid)
        assert chars.controller == 0 and game.state.objects[oid].token
        assert (chars.power, chars.toughness) == (1, 1) and chars.has("flying") and chars.colors == frozenset()


def test_hangarback_walker_with_x_zero_dies_with_no_thopters() -> None:
    """Hangarback Walker: cast for X=0 it enters with no counters, dies as a 0/0 (704.5f) and
    its trigger creates no Thopters (zero counters)."""
    d = position({"alice": {"hand": ["Hangarback Walker"]}})
    d.act("alice", "casts", "Hangarback Walker", x=0)
    d.resolve(None)
    d.pass_once()
    assert cards(d, "alice", "graveyard") == ["Hangarback Walker"]
    assert d.game.state.battlefield == []  # no Thopter


# ---------------------------------------------------------------------------- Hardened Scales


def test_hardened_scales_adds_one_to_counters_put_on_your_creature() -> None:
    """Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control,
    that many plus one +1/+1 counters are put on it instead." (614.1a)"""
    d = position({"alice": {"hand": ["Hardened Scales"], "battlefield": [
        "Forest", "Swamp", {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]}})
    cast(d, "alice", "Hardened Scales")
    assert "Hardened Scales" in battlefield(d, "alice")
    d.act("alice", "activates", "Hangarback Walker")
    d.resolve(None)
    assert d.game.state.objects[d.object("Hangarback Walker")].counters == {"+1/+1": 3}


def test_hardened_scales_applies_to_enters_with_counters() -> None:
    """Hardened Scales (614.1c, 614.12): a creature entering with +1/+1 counters enters with one
    more: Hangarback Walker cast for X=1 enters with two counters."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": ["Hardened Scales", "Swamp", "Swamp"]}})
    cast(d, "alice", "Hangarback Walker", x=1)
    walker = d.object("Hangarback Walker")
    assert d.game.state.objects[walker].counters == {"+1/+1": 2}
    assert d.game.chars(walker).power == 2


def test_hardened_scales_doesnt_add_to_zero_counters() -> None:
    """Hardened Scales: "If one or more +1/+1 counters would be put": Hangarback Walker cast for
    X=0 gets no counter and dies as a 0/0 (704.5f)."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": ["Hardened Scales"]}})
    cast(d, "alice", "Hangarback Walker", x=0)
    d.pass_once()
    assert cards(d, "alice", "graveyard") == ["Hangarback Walker"]
    assert battlefield(d, "alice") == ["Hardened Scales"]


def test_hardened_scales_doesnt_affect_opponents_creatures() -> None:
    """Hardened Scales: only "a creature you control": the opponent's Hangarback Walker gets
    exactly one counter."""
    d = position({"alice": {"battlefield": ["Hardened Scales"]},
                  "bob": {"battlefield": ["Swamp", {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]},
                  "active": "bob"})
    d.act("bob", "activates", "Hangarback Walker")
    d.resolve(None)
    assert d.game.state.objects[d.object("Hangarback Walker")].counters == {"+1/+1": 2}


# ---------------------------------------------------------------------------- Healer's Hawk


def test_healers_hawk_is_a_flying_lifelink_bird() -> None:
    """Healer's Hawk: {W} 1/1 Bird with "Flying" and "Lifelink": cast, it has them on the
    battlefield."""
    d = position({"alice": {"hand": ["Healer's Hawk"], "battlefield": ["Plains"]}})
    cast(d, "alice", "Healer's Hawk")
    check_printed(d, "Healer's Hawk", power=1, toughness=1, types=("Creature",), subtypes=("Bird",), colors=("W",),
                  mana_value=1, keywords=("flying", "lifelink"))


def test_healers_hawk_lifelink_gains_life_when_it_deals_damage() -> None:
    """Healer's Hawk, 702.15b: "Lifelink (Damage dealt by this creature also causes you to
    gain that much life.)"; 702.9b flying: a creature without flying or reach can't block it."""
    d = position({"alice": {"life": 10, "battlefield": ["Healer's Hawk"], "library": ["Plains"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Healer's Hawk"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Grizzly Bears": "Healer's Hawk"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 19
    assert life(d, "alice") == 11


# ---------------------------------------------------------------------------- Heartbeat of Spring


def test_heartbeat_of_spring_doubles_land_mana_for_each_player() -> None:
    """Heartbeat of Spring: "Whenever a player taps a land for mana, that player adds one mana
    of any type that land produced." (605.1b: a triggered mana ability, no stack)"""
    d = position({"alice": {"hand": ["Heartbeat of Spring", "Island"], "battlefield": [{"card": "Forest", "count": 3}]},
                  "bob": {"battlefield": ["Mountain"]}})
    cast(d, "alice", "Heartbeat of Spring")
    assert "Heartbeat of Spring" in battlefield(d, "alice")
    d.act("alice", "plays", "Island")
    d.act("alice", "activates", "Island")
    assert pool(d, "alice") == {"U": 2}
    assert d.game.state.stack == []
    d.pass_until(lambda: d.decision.kind == "priority" and d.decision.player == 1)
    d.act("bob", "activates", "Mountain")
    assert pool(d, "bob") == {"R": 2}


def test_heartbeat_of_spring_mana_pays_a_cost_as_it_is_cast() -> None:
    """Heartbeat of Spring (605.4a: its mana is added right after the land's): one Forest pays
    {G}{G} for Kalonian Tusker while casting it (601.2g); the spell is offered and cast."""
    d = position({"alice": {"hand": ["Kalonian Tusker"], "battlefield": ["Heartbeat of Spring", "Forest"]}})
    cast(d, "alice", "Kalonian Tusker")
    assert "Kalonian Tusker" in battlefield(d, "alice")
    assert pool(d, "alice") == {}


def test_heartbeat_of_spring_with_mana_reflection() -> None:
    """Heartbeat of Spring with Mana Reflection: the Forest's mana is doubled (a replacement,
    106.12b) and Heartbeat adds one more (its trigger's mana isn't from tapping): {G}{G}{G}."""
    d = position({"alice": {"battlefield": ["Heartbeat of Spring", "Mana Reflection", "Forest"]}})
    d.act("alice", "activates", "Forest")
    assert pool(d, "alice") == {"G": 3}


def test_heartbeat_of_spring_ignores_nonland_mana() -> None:
    """Heartbeat of Spring triggers only on a land tapped for mana: Llanowar Elves adds just
    {G}."""
    d = position({"alice": {"battlefield": ["Heartbeat of Spring", "Llanowar Elves"]}})
    d.act("alice", "activates", "Llanowar Elves")
    assert pool(d, "alice") == {"G": 1}


# ---------------------------------------------------------------------------- Immersturm Raider


def test_immersturm_raider_may_discard_to_draw() -> None:
    """Immersturm Raider: "When this creature enters, you may discard a card. If you do, draw a
    card." (603.3, 603.5)"""
    d = position({"alice": {"hand": ["Immersturm Raider", "Swamp"], "battlefield": ["Mountain", "Mountain"],
                            "library": ["Lightning Bolt", "Island"]}})
    d.act("alice", "casts", "Immersturm Raider")
    d.resolve(1)
    check_printed(d, "Immersturm Raider", power=2, toughness=1, types=("Creature",), subtypes=("Demon", "Berserker"),
                  colors=("R",), mana_value=2)
    assert len(d.game.state.stack) == 1  # its enters trigger
    d.queued[0] = ["yes", "Swamp"]
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Swamp"]
    assert cards(d, "alice", "hand") == ["Lightning Bolt"]
    assert cards(d, "alice", "library") == ["Island"]


def test_immersturm_raider_declining_draws_nothing() -> None:
    """Immersturm Raider: "If you do, draw a card": without a discard there is no draw."""
    d = position({"alice": {"hand": ["Immersturm Raider", "Swamp"], "battlefield": ["Mountain", "Mountain"],
                            "library": ["Lightning Bolt"]}})
    d.act("alice", "casts", "Immersturm Raider")
    d.queued[0] = ["no"]
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Swamp"]
    assert cards(d, "alice", "library") == ["Lightning Bolt"]
    assert cards(d, "alice", "graveyard") == []


# ---------------------------------------------------------------------------- Island


def test_island_played_taps_for_blue() -> None:
    """Island: Basic Land — Island, "({T}: Add {U}.)" (305.1, 305.6)."""
    d = position({"alice": {"hand": ["Island"]}})
    d.act("alice", "plays", "Island")
    island = d.object("Island")
    chars = d.game.chars(island)
    assert chars.types == frozenset({"Land"}) and chars.subtypes == frozenset({"Island"})
    assert chars.supertypes == frozenset({"Basic"})
    d.act("alice", "activates", "Island")
    assert pool(d, "alice") == {"U": 1}
    assert d.game.state.objects[island].tapped


# ---------------------------------------------------------------------------- Jace, the Mind Sculptor


def jace_position(loyalty: int | None = None, **alice) -> object:
    entry = {"card": "Jace, the Mind Sculptor"}
    if loyalty is not None:
        entry["counters"] = {"loyalty": loyalty}
    alice.setdefault("battlefield", [])
    alice["battlefield"] = [entry] + alice["battlefield"]
    return alice


def test_jace_cast_enters_with_three_loyalty() -> None:
    """Jace, the Mind Sculptor: {2}{U}{U} Legendary Planeswalker — Jace, loyalty 3 (306.5b)."""
    d = position({"alice": {"hand": ["Jace, the Mind Sculptor"], "battlefield": [{"card": "Island", "count": 4}]}})
    cast(d, "alice", "Jace, the Mind Sculptor")
    jace = d.object("Jace, the Mind Sculptor")
    chars = d.game.chars(jace)
    assert chars.types == frozenset({"Planeswalker"}) and chars.supertypes == frozenset({"Legendary"})
    assert chars.subtypes == frozenset({"Jace"}) and chars.colors == frozenset({"U"}) and chars.mana_value == 4
    assert d.game.state.objects[jace].counters == {"loyalty": 3}


def test_jace_plus_two_may_put_opponents_top_card_on_bottom() -> None:
    """Jace, the Mind Sculptor: "+2: Look at the top card of target player's library. You may
    put that card on the bottom of that player's library." (606.4: +2 loyalty as a cost)"""
    d = position({"alice": jace_position(), "bob": {"library": ["Serra Angel", "Swamp", "Island"]}})
    d.queued[0] = ["yes"]
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=1, targets=["bob"])
    jace = d.object("Jace, the Mind Sculptor")
    assert d.game.state.objects[jace].counters["loyalty"] == 5
    d.resolve(None)
    assert cards(d, "bob", "library") == ["Swamp", "Island", "Serra Angel"]


def test_jace_plus_two_shows_the_top_card_to_its_controller() -> None:
    """Jace's +2: "Look at the top card of target player's library": the decision names the
    card that is looked at (the player decides knowing it)."""
    d = position({"alice": jace_position(), "bob": {"library": ["Serra Angel", "Swamp"]}})
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=1, targets=["bob"])
    d.pass_once()
    assert d.decision.kind == "may" and d.decision.player == 0
    assert all("Serra Angel" in o.label for o in d.decision.options)


def test_jace_plus_two_may_leave_the_card_on_top() -> None:
    """Jace's +2: "You may put that card on the bottom": declining leaves the library as it
    was."""
    d = position({"alice": jace_position(library=["Opt", "Island"]), "bob": {}})
    d.queued[0] = ["no"]
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=1, targets=["alice"])
    d.resolve(None)
    assert cards(d, "alice", "library") == ["Opt", "Island"]
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 5


def test_jace_zero_draws_three_then_puts_two_back_in_chosen_order() -> None:
    """Jace's 0: "Draw three cards, then put two cards from your hand on top of your library in
    any order." The card put back last is on top."""
    d = position({"alice": jace_position(hand=["Shock"], library=["Opt", "Island", "Murder", "Plains"]), "bob": {}})
    d.queued[0] = ["Shock", "Island"]
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=2)
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == ["Murder", "Opt"]
    assert cards(d, "alice", "library") == ["Island", "Shock", "Plains"]
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 3


def test_jace_minus_one_bounces_a_creature() -> None:
    """Jace's −1: "Return target creature to its owner's hand." (606.4: the loyalty cost is
    paid as it is activated)"""
    d = position({"alice": jace_position(), "bob": {"battlefield": ["Serra Angel"]}})
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=3, targets=["Serra Angel"])
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 2
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Serra Angel"]
    assert battlefield(d, "bob") == []


def test_jace_minus_twelve_exiles_library_and_shuffles_hand_in() -> None:
    """Jace's −12: "Exile all cards from target player's library, then that player shuffles
    their hand into their library." (606.6: needs 12 loyalty; Jace with 0 loyalty then goes
    to the graveyard, 704.5i)"""
    d = position({"alice": jace_position(loyalty=12),
                  "bob": {"hand": ["Shock", "Opt"], "library": ["Serra Angel", "Island", "Swamp"]}})
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=4, targets=["bob"])
    d.resolve(None)
    assert sorted(cards(d, "bob", "exile")) == ["Island", "Serra Angel", "Swamp"]
    assert sorted(cards(d, "bob", "library")) == ["Opt", "Shock"]
    assert cards(d, "bob", "hand") == []
    assert cards(d, "alice", "graveyard") == ["Jace, the Mind Sculptor"]


def test_jace_minus_twelve_needs_twelve_loyalty() -> None:
    """606.6 (Jace's −12): a loyalty ability with a negative cost can't be activated unless the
    permanent has at least that many loyalty counters."""
    d = position({"alice": jace_position(loyalty=11), "bob": {"library": ["Island"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Jace, the Mind Sculptor", ability=4, targets=["bob"])


def test_jace_only_one_loyalty_ability_per_turn() -> None:
    """606.3 (Jace): only one loyalty ability of a permanent per turn, at sorcery speed."""
    d = position({"alice": jace_position(library=["Island"]), "bob": {"library": ["Swamp"]}})
    d.queued[0] = ["no"]
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=1, targets=["bob"])
    d.resolve(None)
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Jace, the Mind Sculptor", ability=3)


# ---------------------------------------------------------------------------- vanilla creatures


@pytest.mark.parametrize(("card", "land", "power", "toughness", "subtypes", "mana_value"), [
    ("Kalonian Tusker", "Forest", 3, 3, ("Beast",), 2),
    ("Leatherback Baloth", "Forest", 4, 5, ("Beast",), 3),
])
def test_vanilla_green_creature_cast_with_printed_characteristics(card, land, power, toughness, subtypes, mana_value):
    """Kalonian Tusker ({G}{G} 3/3 Beast) and Leatherback Baloth ({G}{G}{G} 4/5 Beast): vanilla
    creature spells resolve into creatures with their printed characteristics (208.1)."""
    d = position({"alice": {"hand": [card], "battlefield": [{"card": land, "count": mana_value}]}})
    cast(d, "alice", card)
    check_printed(d, card, power=power, toughness=toughness, types=("Creature",), subtypes=subtypes, colors=("G",),
                  mana_value=mana_value)


def test_kalonian_tusker_needs_two_green_mana() -> None:
    """Kalonian Tusker costs {G}{G}: two Islands and a Forest can't pay it (601.2f-h)."""
    d = position({"alice": {"hand": ["Kalonian Tusker"], "battlefield": ["Forest", "Island", "Island"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Kalonian Tusker")


# ---------------------------------------------------------------------------- burn


def test_lava_spike_deals_three_to_a_player() -> None:
    """Lava Spike: "Lava Spike deals 3 damage to target player or planeswalker." It is a
    Sorcery — Arcane."""
    d = position({"alice": {"hand": ["Lava Spike"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Lava Spike", targets=["bob"])
    spell = d.game.state.stack[-1].obj
    assert d.game.chars(spell).subtypes == frozenset({"Arcane"})
    d.resolve(None)
    assert life(d, "bob") == 17
    assert cards(d, "alice", "graveyard") == ["Lava Spike"]


def test_lava_spike_can_hit_a_planeswalker_but_not_a_creature() -> None:
    """Lava Spike: "target player or planeswalker": Jace can be its target (loses 3 loyalty,
    120.3c), Grizzly Bears can't."""
    d = position({"alice": {"hand": ["Lava Spike"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": [{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 5}}, "Grizzly Bears"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Lava Spike", targets=["Grizzly Bears"])
    d = position({"alice": {"hand": ["Lava Spike"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": [{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 5}}, "Grizzly Bears"]}})
    cast(d, "alice", "Lava Spike", targets=["Jace, the Mind Sculptor"])
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 2
    assert life(d, "bob") == 20


def test_lava_spike_is_a_sorcery() -> None:
    """Lava Spike is a sorcery (307.1): it can't be cast in the opponent's turn."""
    d = position({"alice": {"hand": ["Lava Spike"], "battlefield": ["Mountain"]}, "bob": {}, "active": "bob"})
    d.pass_until(lambda: d.decision.kind == "priority" and d.decision.player == 0)
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Lava Spike", targets=["bob"])


def test_lightning_bolt_deals_three_to_any_target() -> None:
    """Lightning Bolt: "Lightning Bolt deals 3 damage to any target." — a creature (it dies,
    704.5g) or a player."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Kalonian Tusker"]}})
    cast(d, "alice", "Lightning Bolt", targets=["Kalonian Tusker"])
    assert cards(d, "bob", "graveyard") == ["Kalonian Tusker"]
    cast(d, "alice", "Lightning Bolt", targets=["bob"])
    assert life(d, "bob") == 17


def test_lightning_strike_at_instant_speed_on_opponents_turn() -> None:
    """Lightning Strike: {1}{R} instant, "deals 3 damage to any target": cast during the
    opponent's turn at a player, then at a 4/5 (3 damage marked, it survives)."""
    d = position({"alice": {"hand": ["Lightning Strike", "Lightning Strike"], "battlefield": [{"card": "Mountain", "count": 4}]},
                  "bob": {"battlefield": ["Leatherback Baloth"]}, "active": "bob"})
    cast(d, "alice", "Lightning Strike", targets=["bob"])
    assert life(d, "bob") == 17
    cast(d, "alice", "Lightning Strike", targets=["Leatherback Baloth"])
    baloth = d.object("Leatherback Baloth")
    assert d.on_battlefield(baloth) and d.game.state.objects[baloth].damage == 3


# ---------------------------------------------------------------------------- Linden


def test_linden_gains_life_for_each_white_attacker() -> None:
    """Linden, the Steadfast Queen: "Vigilance" and "Whenever a white creature you control
    attacks, you gain 1 life." (508.3a): two white attackers (Linden included) gain 2; the
    green attacker gains nothing; Linden doesn't tap (702.20b)."""
    d = position({"alice": {"battlefield": ["Linden, the Steadfast Queen", "Savannah Lions", "Grizzly Bears"],
                            "library": ["Plains"]},
                  "bob": {}})
    d.attack("alice", ["Linden, the Steadfast Queen", "Savannah Lions", "Grizzly Bears"])
    assert life(d, "alice") == 20
    d.resolve(None)
    assert life(d, "alice") == 22
    assert not d.game.state.objects[d.object("Linden, the Steadfast Queen")].tapped
    assert d.game.state.objects[d.object("Savannah Lions")].tapped


def test_linden_cast_is_a_legendary_vigilant_queen() -> None:
    """Linden, the Steadfast Queen: {W}{W}{W} Legendary Creature — Human Noble 3/3, vigilance."""
    d = position({"alice": {"hand": ["Linden, the Steadfast Queen"], "battlefield": [{"card": "Plains", "count": 3}]}})
    cast(d, "alice", "Linden, the Steadfast Queen")
    check_printed(d, "Linden, the Steadfast Queen", power=3, toughness=3, types=("Creature",), subtypes=("Human", "Noble"),
                  supertypes=("Legendary",), colors=("W",), mana_value=3, keywords=("vigilance",))


def test_linden_ignores_opponents_attackers() -> None:
    """Linden: "a white creature you control": bob's attacking Savannah Lions gains alice
    nothing."""
    d = position({"bob": {"battlefield": ["Savannah Lions"], "library": ["Plains"]},
                  "alice": {"battlefield": ["Linden, the Steadfast Queen"]}, "active": "bob"})
    d.attack("bob", ["Savannah Lions"])
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "alice") == 18
    assert life(d, "bob") == 20


# ---------------------------------------------------------------------------- Llanowar Elves


def test_llanowar_elves_taps_for_green_but_not_while_summoning_sick() -> None:
    """Llanowar Elves: "{T}: Add {G}." 302.6: not the turn it comes under your control."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest"]}})
    cast(d, "alice", "Llanowar Elves")
    check_printed(d, "Llanowar Elves", power=1, toughness=1, types=("Creature",), subtypes=("Elf", "Druid"),
                  colors=("G",), mana_value=1)
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Llanowar Elves")
    d = position({"alice": {"hand": ["Kalonian Tusker"], "battlefield": ["Forest", "Llanowar Elves"]}})
    cast(d, "alice", "Kalonian Tusker")
    assert "Kalonian Tusker" in battlefield(d, "alice")
    assert d.game.state.objects[d.object("Llanowar Elves")].tapped


# ---------------------------------------------------------------------------- Lovestruck Beast


def test_lovestruck_beast_cant_attack_without_a_one_one() -> None:
    """Lovestruck Beast: "This creature can't attack unless you control a 1/1 creature."
    (508.1c)"""
    d = position({"alice": {"battlefield": ["Lovestruck Beast", "Grizzly Bears"], "library": ["Forest"]}})
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Lovestruck Beast"])


def test_hearts_desire_makes_a_human_then_beast_is_cast_from_exile() -> None:
    """Heart's Desire: "Create a 1/1 white Human creature token. (Then exile this card. You may
    cast the creature later from exile.)" (715.3d, 715.4)"""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": [{"card": "Forest", "count": 4}]}})
    cast(d, "alice", "Lovestruck Beast", face="Heart's Desire")
    human = check_printed(d, "Human", power=1, toughness=1, types=("Creature",), subtypes=("Human",), colors=("W",),
                          mana_value=0)
    assert d.game.state.objects[human].token
    assert cards(d, "alice", "exile") == ["Lovestruck Beast // Heart's Desire"]
    assert cards(d, "alice", "graveyard") == []
    d.act("alice", "casts", "Lovestruck Beast", from_zone="exile")
    d.resolve(None)
    check_printed(d, "Lovestruck Beast", power=5, toughness=5, types=("Creature",), subtypes=("Beast", "Noble"),
                  colors=("G",), mana_value=3)
    assert cards(d, "alice", "exile") == []


def test_lovestruck_beast_attacks_while_you_control_a_one_one() -> None:
    """Lovestruck Beast: with a 1/1 Human token it can attack; it deals 5."""
    d = position({"alice": {"battlefield": ["Lovestruck Beast", {"card": "Human", "token": True}], "library": ["Forest"]}})
    d.attack("alice", ["Lovestruck Beast"])
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 15
