"""Mutated texts that compile to a different tree, played: each game shows the text with one
word changed plays as written, next to the unmutated text (the mutations of
test_mutations_b_trigger_events.py, test_mutations_b_static_abilities.py and
test_mutations_b_cost_parts.py)."""

from __future__ import annotations

import pytest
from support import cards, cast, compiled_card, life, position

from manastack.cards import registry

LIBRARY = ["Island"] * 6


@pytest.mark.parametrize(("trigger", "gained"), [("enters or dies", 3), ("dies", 0)])
def test_enters_or_dies_mutation_dies_doesnt_trigger_on_entering(trigger: str, gained: int) -> None:
    """603.2, 603.6a: "When ~ enters or dies" triggers as it enters; "dies" alone doesn't."""
    with registry.scope():
        compiled_card("Test Mourner", f"When ~ {trigger}, you gain 3 life.", ("Creature",), power="1", toughness="1")
        d = position({"alice": {"hand": ["Test Mourner"], "library": LIBRARY}, "bob": {"library": LIBRARY}})
        cast(d, "alice", "Test Mourner")
        assert life(d, "alice") == 20 + gained


@pytest.mark.parametrize(("first_time", "damage"), [(" for the first time each turn", 1), ("", 0)])
def test_spinner_mutation_without_first_time_counters_every_targeting(first_time: str, damage: int) -> None:
    """603.2, 701.6: with "for the first time each turn" the second Ping resolves; without it
    the trigger counters that one too."""
    with registry.scope():
        compiled_card("Test Spinner", f"Whenever ~ becomes the target of a spell or ability{first_time}, counter that "
                      "spell or ability.", ("Creature",), power="2", toughness="2")
        compiled_card("Test Ping", "~ deals 1 damage to any target.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Spinner"]}, "bob": {"hand": ["Test Ping", "Test Ping"]}})
        spinner = d.object("Test Spinner")
        for _ in range(2):
            d.act("bob", "casts", "Test Ping", targets=["Test Spinner"])
            d.resolve(None)
        assert d.game.state.objects[spinner].damage == damage


@pytest.mark.parametrize(("whose", "counters"), [("an opponent's", 2), ("your", 1)])
def test_scavenger_mutation_your_graveyard_counts_your_cards(whose: str, counters: int) -> None:
    """603.2, 404.1: bob's two discarded cards go to an opponent's graveyard; the resolved Mind
    Rot goes to alice's own ("your graveyard" counts it and not bob's)."""
    with registry.scope():
        compiled_card("Test Scavenger", f"Whenever a card is put into {whose} graveyard from anywhere, put a +1/+1 "
                      "counter on ~.", ("Creature",), power="1", toughness="1")
        compiled_card("Test Mind Rot", "Target player discards two cards.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Scavenger"], "hand": ["Test Mind Rot"]},
                      "bob": {"hand": ["Island", "Swamp"]}})
        d.queued.setdefault(d.player("bob"), []).extend(["Island", "Swamp"])
        d.act("alice", "casts", "Test Mind Rot", targets=["bob"])
        d.resolve(None)
        assert d.game.state.objects[d.object("Test Scavenger")].counters.get("+1/+1", 0) == counters


@pytest.mark.parametrize(("origin", "shuffled"), [("anywhere", True), ("the battlefield", False)])
def test_titan_mutation_from_the_battlefield_misses_a_discard(origin: str, shuffled: bool) -> None:
    """603.10a: "from anywhere" triggers on a discard; "from the battlefield" (a leaves-the-
    battlefield trigger) doesn't: alice's graveyard stays."""
    with registry.scope():
        compiled_card("Test Titan", f"When ~ is put into a graveyard from {origin}, its owner shuffles their "
                      "graveyard into their library.", ("Creature",), power="10", toughness="10")
        compiled_card("Test Mind Rot", "Target player discards two cards.", ("Instant",))
        d = position({"alice": {"hand": ["Test Titan"], "graveyard": ["Forest", "Forest"], "library": ["Island"]},
                      "bob": {"hand": ["Test Mind Rot"]}})
        d.act("bob", "casts", "Test Mind Rot", targets=["alice"])
        d.resolve(None)
        assert (cards(d, "alice", "graveyard") == []) == shuffled
        assert len(cards(d, "alice", "library")) == (4 if shuffled else 1)


@pytest.mark.parametrize(("lands", "plays"), [("an additional land", 2), ("two additional lands", 3)])
def test_extra_land_mutation_two_additional_lands(lands: str, plays: int) -> None:
    """305.2a: one additional land makes two land plays a turn; "two additional lands", three."""
    with registry.scope():
        compiled_card("Test Oracle", f"You may play {lands} on each of your turns.", ("Enchantment",))
        hand = ["Forest", "Island", "Plains", "Swamp"]
        d = position({"alice": {"hand": hand, "battlefield": ["Test Oracle"]}})
        for land in hand[:plays]:
            d.act("alice", "plays", land)
        assert "305.2" in d.action_problem("alice", "plays", hand[plays])


@pytest.mark.parametrize(("power", "castable"), [("4", True), ("5", False)])
def test_flash_if_mutation_power_5_needs_a_bigger_creature(power: str, castable: bool) -> None:
    """601.3d: in bob's upkeep, alice's 4/4 lets her cast it with "power 4 or greater", not with
    "power 5 or greater" (307.1: then only at sorcery timing)."""
    with registry.scope():
        compiled_card("Test Ferocious", f"If you control a creature with power {power} or greater, you may cast ~ as "
                      "though it had flash.", ("Creature",), power="2", toughness="2")
        compiled_card("Test Giant", "", ("Creature",), power="4", toughness="4")
        d = position({"turn": 2, "active": "bob", "step": "upkeep",
                      "alice": {"hand": ["Test Ferocious"], "battlefield": ["Test Giant"], "library": LIBRARY},
                      "bob": {"library": LIBRARY}})
        problem = d.action_problem("alice", "casts", "Test Ferocious")
        assert (problem is None) == castable
        if not castable:
            assert "307.1" in problem


@pytest.mark.parametrize(("kind", "size"), [("-1/-1", (2, 2)), ("+1/+1", (4, 4))])
def test_put_counter_cost_mutation_plus_counter_grows_it(kind: str, size: tuple[int, int]) -> None:
    """118.3, 122.1a, 613.4c: the cost puts the counter it names: a -1/-1 counter shrinks the
    3/3, a +1/+1 counter grows it."""
    with registry.scope():
        compiled_card("Test Scarab", f"Put a {kind} counter on ~: You gain 1 life.", ("Creature",),
                      power="3", toughness="3")
        d = position({"alice": {"battlefield": ["Test Scarab"]}, "bob": {}})
        d.act("alice", "activates", "Test Scarab")
        d.resolve(None)
        chars = d.game.chars(d.object("Test Scarab"))
        assert (chars.power, chars.toughness) == size and life(d, "alice") == 21


@pytest.mark.parametrize(("zone", "works_in"), [("graveyard", "graveyard"), ("hand", "hand")])
def test_exile_self_cost_mutation_another_zone_works_there(zone: str, works_in: str) -> None:
    """113.6: "Exile ~ from your graveyard" is activated from the graveyard, not the hand; "hand"
    for "graveyard" the other way round."""
    with registry.scope():
        compiled_card("Test Remnant", f"Exile ~ from your {zone}: You gain 2 life.", ("Creature",),
                      power="1", toughness="1")
        other = "hand" if works_in == "graveyard" else "graveyard"
        d = position({"alice": {works_in: ["Test Remnant"]}, "bob": {}})
        d.act("alice", "activates", "Test Remnant", from_zone=works_in)
        d.resolve(None)
        assert life(d, "alice") == 22 and cards(d, "alice", "exile") == ["Test Remnant"]
        d = position({"alice": {other: ["Test Remnant"]}, "bob": {}})
        assert d.action_problem("alice", "activates", "Test Remnant", from_zone=other) is not None


@pytest.mark.parametrize(("size", "after"), [("1/1", (1, 1)), ("0/1", (0, 1))])
def test_base_pt_mutation_another_size(size: str, after: tuple[int, int]) -> None:
    """613.4b: the Bears' base power and toughness become the size written."""
    with registry.scope():
        compiled_card("Test Humble", f"Target creature's base power and toughness become {size} until end of turn.",
                      ("Instant",))
        d = position({"alice": {"hand": ["Test Humble"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
        cast(d, "alice", "Test Humble", targets=["Grizzly Bears"])
        chars = d.game.chars(d.object("Grizzly Bears"))
        assert (chars.power, chars.toughness) == after


FROST = ("Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or ability "
         "unless its controller pays {2}.")


@pytest.mark.parametrize(("text", "payer", "pays", "damage"), [
    (FROST, "bob", "yes", 1), (FROST, "bob", "no", 0),
    (FROST.replace("its controller pays", "you pay"), "alice", "no", 0),
])
def test_frost_titan_tax_mutation_you_pay_is_asked_of_its_controller(text: str, payer: str, pays: str,
                                                                      damage: int) -> None:
    """115.1, 701.6, 118.12: "counter that spell or ability unless its controller pays {2}": bob,
    who controls the Ping that targets alice's creature, may pay {2} (then the Ping resolves) or
    not (it is countered); "you pay" for "its controller pays" asks alice instead."""
    with registry.scope():
        compiled_card("Test Frost", text, ("Creature",), power="6", toughness="6")
        compiled_card("Test Ping", "~ deals 1 damage to any target.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Frost", "Island", "Island"]},
                      "bob": {"hand": ["Test Ping"], "battlefield": ["Mountain", "Mountain"]}})
        d.queued.setdefault(d.player(payer), []).append(pays)
        d.act("bob", "casts", "Test Ping", targets=["Test Frost"])
        d.resolve(None)
        assert not d.queued[d.player(payer)]  # the tax was asked of `payer`
        assert d.game.state.objects[d.object("Test Frost")].damage == damage
        tapped = [d.game.state.objects[o].tapped for o in d.game.state.battlefield
                  if d.game.chars(o).name == "Mountain"]
        assert tapped == [pays == "yes" and payer == "bob"] * 2
