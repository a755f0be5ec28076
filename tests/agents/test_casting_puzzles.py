"""Casting puzzles (issue 18, the heuristic's mana use and its burn): positions, written as
scenario `state` mappings, with one right answer that the heuristic agent must find from its
view; each plays the main phase (or the step) out and checks what was cast and what it did."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.agents import HeuristicAgent
from manastack.scenario.driver import Driver


def main_phase_casts(state: dict) -> list[str]:
    """Alice's heuristic plays her main phase until she passes with an empty stack (bob
    passes); the names of the spells she cast, in order."""
    return step_casts(position(state))


def step_casts(d: Driver) -> list[str]:
    """Alice's heuristic plays the step the game is in until she passes with an empty stack
    (bob passes); the names of the spells she cast, in order."""
    game = d.game
    step = game.state.step
    alice = d.player("alice")
    agent = HeuristicAgent(0)
    cast = []
    while not game.over and game.state.step == step:
        decision = game.decision
        if decision.player != alice:
            game.choose(next(o for o in decision.options if o.kind == "pass"))
            continue
        option = agent.pick(game.view(alice), decision)
        if decision.kind == "priority" and option.kind == "pass" and not game.state.stack:
            break
        if option.kind == "cast":
            cast.append(game.state.objects[option.value[0]].card)
        game.choose(option)
    return cast


def test_two_two_drops_on_four_lands_rather_than_the_three_drop() -> None:
    """601.2g-h, 106.1: with four Forests and Leatherback Baloth (GGG), Kalonian Tusker (GG)
    and Grizzly Bears (1G) in hand, casting the two two-drops spends all four mana; the
    Baloth first would leave one unspent and the other two in hand."""
    casts = main_phase_casts(
        {
            "alice": {
                "battlefield": ["Forest"] * 4,
                "hand": ["Leatherback Baloth", "Kalonian Tusker", "Grizzly Bears"],
                "library": ["Forest"] * 5,
            },
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert sorted(casts) == ["Grizzly Bears", "Kalonian Tusker"]


def test_the_biggest_spell_when_it_spends_the_most() -> None:
    """106.1: with three Forests, Leatherback Baloth (GGG) spends all three; Grizzly Bears alone
    would spend two.  The agent casts the Baloth."""
    casts = main_phase_casts(
        {
            "alice": {
                "battlefield": ["Forest"] * 3,
                "hand": ["Grizzly Bears", "Leatherback Baloth"],
                "library": ["Forest"] * 5,
            },
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert casts == ["Leatherback Baloth"]


def test_the_more_valuable_creature_for_the_same_mana() -> None:
    """601.2g-h: with two Forests, Kalonian Tusker (3/3, GG) and Grizzly Bears (2/2, 1G) spend
    the same mana; the agent casts the Tusker (it cast the Bears, the first by name)."""
    casts = main_phase_casts(
        {
            "alice": {
                "battlefield": ["Forest"] * 2,
                "hand": ["Grizzly Bears", "Kalonian Tusker"],
                "library": ["Forest"] * 5,
            },
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert casts == ["Kalonian Tusker"]


def test_an_enters_ability_counts_in_the_creatures_worth() -> None:
    """603.6a: with a Mountain and a Forest, Viashino Pyromancer (2/1; as it enters, 2 damage to
    target player) is worth more than Grizzly Bears (2/2) for the same mana; bob takes 2."""
    d = position(
        {
            "alice": {
                "battlefield": ["Mountain", "Forest"],
                "hand": ["Grizzly Bears", "Viashino Pyromancer"],
                "library": ["Mountain"] * 5,
            },
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == ["Viashino Pyromancer"]
    assert d.game.state.players[d.player("bob")].life == 18


def test_instant_burn_waits_for_the_opponents_end_step() -> None:
    """117.1a, 513.1: in her main phase alice holds Lightning Bolt when it can't kill a creature
    or her opponent (Lovestruck Beast is 5/5, bob at 20); at bob's end step she bolts bob."""
    state = {
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Mountain"] * 5},
        "bob": {"battlefield": ["Lovestruck Beast"], "library": ["Forest"] * 5},
    }
    assert main_phase_casts(state) == []
    d = position({**state, "active": "bob", "step": "end"})
    assert step_casts(d) == ["Lightning Bolt"]
    assert d.game.state.players[d.player("bob")].life == 17


def test_burn_for_the_win_at_once() -> None:
    """104.3a: in her main phase, with bob at 3 life, alice casts Lightning Bolt at him."""
    d = position(
        {
            "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Mountain"] * 5},
            "bob": {"life": 3, "battlefield": ["Lovestruck Beast"], "library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == ["Lightning Bolt"]
    assert d.game.over and d.game.winner == d.player("alice")


def test_the_cheapest_burn_that_kills() -> None:
    """120.3, 704.5g: with three Mountains against Grizzly Bears (2/2), Shock (2 damage) kills
    it as well as Lightning Strike (3); the agent spends the Shock and keeps the Strike."""
    d = position(
        {
            "alice": {
                "battlefield": ["Mountain"] * 3,
                "hand": ["Lightning Strike", "Shock"],
                "library": ["Mountain"] * 5,
            },
            "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == ["Shock"]
    bob = d.player("bob")
    assert not [o for o in d.game.state.battlefield if d.game.state.objects[o].controller == bob]


def test_the_bigger_burn_for_the_bigger_creature() -> None:
    """120.3, 704.5g: with one Mountain against Kalonian Tusker (3/3) and Grizzly Bears (2/2),
    Lightning Bolt (3 damage) kills the Tusker, Shock only the Bears: the agent bolts the Tusker."""
    d = position(
        {
            "alice": {
                "battlefield": ["Mountain"],
                "hand": ["Shock", "Lightning Bolt"],
                "library": ["Mountain"] * 5,
            },
            "bob": {"battlefield": ["Kalonian Tusker", "Grizzly Bears"], "library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == ["Lightning Bolt"]
    names = [d.game.state.objects[o].card for o in d.game.state.battlefield]
    assert "Kalonian Tusker" not in names and "Grizzly Bears" in names


BEAST = "Lovestruck Beast // Heart's Desire"


def test_the_adventure_first_when_the_mana_pays_for_both() -> None:
    """715.3-4: with four Forests alice casts Heart's Desire (G, a 1/1 Human) and then Lovestruck
    Beast (2G) from exile, which can attack since she controls a 1/1; with three she casts the
    Beast alone."""
    four = position(
        {
            "alice": {"battlefield": ["Forest"] * 4, "hand": ["Lovestruck Beast"], "library": ["Forest"] * 5},
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert step_casts(four) == [BEAST, BEAST]
    names = [four.game.state.objects[o].card for o in four.game.state.battlefield]
    assert BEAST in names and "Human" in names
    three = position(
        {
            "alice": {"battlefield": ["Forest"] * 3, "hand": ["Lovestruck Beast"], "library": ["Forest"] * 5},
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert step_casts(three) == [BEAST]
    assert "Human" not in [three.game.state.objects[o].card for o in three.game.state.battlefield]


def pump_answer(pump: str, removal: str, mana: str) -> tuple[list[str], bool]:
    """Bob casts `removal` at alice's Grizzly Bears; alice, with a Forest and `pump`, answers (or
    not) and everything resolves.  Returns what she cast and whether the Bears survived."""
    d = position(
        {
            "active": "bob",
            "alice": {
                "battlefield": ["Forest", "Grizzly Bears"],
                "hand": [pump],
                "library": ["Forest"] * 5,
            },
            "bob": {"battlefield": [mana], "hand": [removal], "library": ["Forest"] * 5},
        }
    )
    d.act("bob", "casts", removal, targets=["Grizzly Bears"])
    game = d.game
    alice = d.player("alice")
    agent = HeuristicAgent(0)
    cast = []
    while not game.over and game.state.stack:
        decision = game.decision
        if decision.player != alice:
            game.choose(next(o for o in decision.options if o.kind == "pass"))
            continue
        option = agent.pick(game.view(alice), decision)
        if option.kind == "cast":
            cast.append(game.state.objects[option.value[0]].card)
        game.choose(option)
    alive = any(game.state.objects[o].card == "Grizzly Bears" for o in game.state.battlefield)
    return cast, alive


def test_a_pump_answers_the_damage_it_outgrows() -> None:
    """704.5g: Giant Growth (+3/+3) saves Grizzly Bears from Shock (2 damage)."""
    assert pump_answer("Giant Growth", "Shock", "Mountain") == (["Giant Growth"], True)


def test_hexproof_answers_any_targeted_removal() -> None:
    """702.11, 608.2b: Blossoming Defense's hexproof makes Swords to Plowshares lose its target."""
    assert pump_answer("Blossoming Defense", "Swords to Plowshares", "Plains") == (
        ["Blossoming Defense"],
        True,
    )


def test_no_pump_wasted_on_exile() -> None:
    """Giant Growth doesn't save Grizzly Bears from Swords to Plowshares (exile): alice keeps it."""
    assert pump_answer("Giant Growth", "Swords to Plowshares", "Plains") == ([], False)


compiled_card(
    "Test Shackles",
    "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.",
    ("Enchantment",),
    "{G}",
    subtypes=("Aura",),
)


def enchanted(state: dict, aura: str) -> list[tuple[str, str]]:
    """Alice's heuristic plays her main phase; (the enchanted creature, its controller) for each
    `aura` on the battlefield afterwards."""
    d = position(state)
    casts = step_casts(d)
    objects = d.game.state.objects
    names = {d.player("alice"): "alice", d.player("bob"): "bob"}
    return [
        (objects[o.attached_to].card, names[objects[o.attached_to].controller])
        for o in (objects[i] for i in d.game.state.battlefield)
        if o.card == aura and aura in casts and o.attached_to is not None
    ]


def test_a_bonus_aura_enchants_its_own_creature() -> None:
    """303.4a: an Aura spell targets what it will enchant; Rancor (+2/+0 and trample) goes on
    alice's Grizzly Bears, not bob's Goblin Guide (it went on the opponent's creature: an Aura
    has no spell ability whose effects tell help from harm, so it was taken for removal)."""
    state = {
        "alice": {"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Rancor"], "library": ["Forest"] * 5},
        "bob": {"battlefield": ["Goblin Guide"], "library": ["Forest"] * 5},
    }
    assert enchanted(state, "Rancor") == [("Grizzly Bears", "alice")]


def test_a_bonus_aura_waits_for_a_creature_of_ones_own() -> None:
    """303.4a: with only bob's Goblin Guide to enchant, alice keeps Rancor in hand."""
    state = {
        "alice": {"battlefield": ["Forest"], "hand": ["Rancor"], "library": ["Forest"] * 5},
        "bob": {"battlefield": ["Goblin Guide"], "library": ["Forest"] * 5},
    }
    d = position(state)
    assert step_casts(d) == []


def test_a_harmful_aura_enchants_the_opponents_creature() -> None:
    """303.4a, 502.3: an Aura that keeps the enchanted creature tapped goes on bob's Goblin Guide,
    not alice's Grizzly Bears."""
    state = {
        "alice": {"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Test Shackles"], "library": ["Forest"] * 5},
        "bob": {"battlefield": ["Goblin Guide"], "library": ["Forest"] * 5},
    }
    assert enchanted(state, "Test Shackles") == [("Goblin Guide", "bob")]


def test_burn_for_the_win_with_two_spells() -> None:
    """120.3, 104.3a: bob is at 5 life with Grizzly Bears; alice's Lightning Bolt and Shock deal
    5 together, so both go at bob, who loses (she shocked the Bears, the cheapest burn that
    kills a creature, and kept the Bolt: neither spell was lethal alone)."""
    d = position(
        {
            "alice": {
                "battlefield": ["Mountain"] * 2,
                "hand": ["Shock", "Lightning Bolt"],
                "library": ["Mountain"] * 5,
            },
            "bob": {"life": 5, "battlefield": ["Grizzly Bears"], "library": ["Forest"] * 5},
        }
    )
    assert sorted(step_casts(d)) == ["Lightning Bolt", "Shock"]
    assert d.game.over and d.game.winner == d.player("alice")


def test_no_burn_at_the_player_when_the_mana_pays_for_too_little() -> None:
    """120.3: with one Mountain, Lightning Bolt and Shock can't both be cast this turn: 3 damage
    isn't lethal to bob at 5, so the Bolt goes at his Kalonian Tusker (3/3) instead."""
    d = position(
        {
            "alice": {"battlefield": ["Mountain"], "hand": ["Shock", "Lightning Bolt"], "library": ["Mountain"] * 5},
            "bob": {"life": 5, "battlefield": ["Kalonian Tusker"], "library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == ["Lightning Bolt"]
    assert d.game.state.players[d.player("bob")].life == 5
    assert not [o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Kalonian Tusker"]


def test_equipment_is_spread_over_the_creatures() -> None:
    """301.5, 702.6a: with two Bonesplitters, two Plains, Savannah Lions and Elite Vanguard, alice
    equips one to each creature: two 4/1 attackers, not one 6/1 that a single removal spell or
    chump block answers (both went on the same creature, the best-valued once equipped)."""
    d = position(
        {
            "alice": {
                "battlefield": ["Plains", "Plains", "Bonesplitter", "Bonesplitter", "Savannah Lions", "Elite Vanguard"],
                "library": ["Plains"] * 5,
            },
            "bob": {"library": ["Plains"] * 5},
        }
    )
    step_casts(d)
    objects = d.game.state.objects
    equipped = [objects[o].attached_to for o in d.game.state.battlefield if objects[o].card == "Bonesplitter"]
    assert sorted(objects[o].card for o in equipped if o is not None) == ["Elite Vanguard", "Savannah Lions"]


def test_the_adventurer_in_exile_before_the_copy_in_hand() -> None:
    """715.3d-4: with four Forests and two Lovestruck Beasts, alice sends one on its Adventure
    (Heart's Desire, G) and then casts that one from exile with the three Forests left, keeping
    the other in hand with both its ways of being cast; casting the one in hand instead left
    the exiled one and lost the second Adventure (both casts score alike)."""
    d = position(
        {
            "alice": {"battlefield": ["Forest"] * 4, "hand": [BEAST, BEAST], "library": ["Forest"] * 5},
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == [BEAST, BEAST]
    state = d.game.state
    alice = d.player("alice")
    assert [state.objects[o].card for o in state.players[alice].hand] == [BEAST]
    assert not [o for o in state.exile if state.objects[o].card == BEAST]


def after_combat_casts(hand: list[str], battlefield: list[str]) -> tuple[list[str], list[str]]:
    """Alice, with `battlefield` and `hand`, plays her first main phase, then her turn goes on
    to the second (bob doesn't block) and she plays it: what she cast in each."""
    d = position(
        {
            "alice": {"battlefield": battlefield, "hand": hand, "library": ["Forest"] * 5},
            "bob": {"library": ["Forest"] * 5},
        }
    )
    first = step_casts(d)
    game, alice = d.game, d.player("alice")
    agent = HeuristicAgent(0)
    while not game.over and game.state.step != "main2":
        decision = game.decision
        if decision.player == alice:
            game.choose(agent.pick(game.view(alice), decision))
        else:
            game.choose(next((o for o in decision.options if o.kind in ("pass", "done")), decision.options[0]))
    return first, step_casts(d)


def test_a_creature_without_haste_waits_for_the_second_main_phase() -> None:
    """505.1a, 302.6: with Grizzly Bears ready to attack, alice keeps Leatherback Baloth (a
    vanilla 4/5 that couldn't attack this turn) for her second main phase, after combat; with
    no creature of her own she casts it at once, and a creature with haste (Goblin Guide)
    comes down before combat to attack."""
    assert after_combat_casts(["Leatherback Baloth"], ["Forest"] * 3 + ["Grizzly Bears"]) == (
        [],
        ["Leatherback Baloth"],
    )
    assert after_combat_casts(["Leatherback Baloth"], ["Forest"] * 3) == (["Leatherback Baloth"], [])
    guide = after_combat_casts(["Goblin Guide"], ["Mountain", "Grizzly Bears"])
    assert guide == (["Goblin Guide"], [])


def test_a_sorcery_waits_with_the_creature_it_would_leave_without_mana() -> None:
    """505.1a, 601.2g-h: with three Forests, Grizzly Bears ready to attack, Rampant Growth and
    Leatherback Baloth in hand, alice casts nothing before combat (Rampant Growth then would
    leave the Baloth without its GGG after combat) and the Baloth after it."""
    hand = ["Rampant Growth", "Leatherback Baloth"]
    assert after_combat_casts(hand, ["Forest"] * 3 + ["Grizzly Bears"]) == ([], ["Leatherback Baloth"])


def develop_or_remove(theirs: str) -> list[str]:
    """Alice, with two Swamps and Gifted Aetherborn and Cut Down in hand, against `theirs`: what
    she casts in her main phase (the mana pays for one of the two)."""
    return main_phase_casts(
        {
            "alice": {
                "battlefield": ["Swamp"] * 2,
                "hand": ["Cut Down", "Gifted Aetherborn"],
                "library": ["Swamp"] * 5,
            },
            "bob": {"battlefield": [theirs], "library": ["Forest"] * 5},
        }
    )


def test_a_creature_rather_than_removal_on_a_lesser_creature() -> None:
    """601.2g-h, 106.1: with mana for one spell, alice casts Gifted Aetherborn (a 2/3 with
    deathtouch and lifelink) rather than Cut Down on bob's Llanowar Elves (a 1/1), and keeps the
    Cut Down (an instant) for a creature worth it; against Vampire Nighthawk (2/3 flying,
    deathtouch, lifelink: worth more than her Aetherborn) she casts the Cut Down."""
    assert develop_or_remove("Llanowar Elves") == ["Gifted Aetherborn"]
    assert develop_or_remove("Vampire Nighthawk") == ["Cut Down"]


def test_removal_waits_for_the_main_phase_where_it_is_weighed_against_creatures() -> None:
    """503.1, 505.1: in her upkeep alice, with two Mountains, Shock and Viashino Pyromancer in
    hand, doesn't Shock bob's Llanowar Elves (the search overruled that cast); in her main
    phase the Pyromancer, worth more than the Elves, comes first and takes the mana."""
    d = position(
        {
            "active": "alice",
            "step": "upkeep",
            "alice": {
                "battlefield": ["Mountain"] * 2,
                "hand": ["Shock", "Viashino Pyromancer"],
                "library": ["Mountain"] * 5,
            },
            "bob": {"battlefield": ["Llanowar Elves"], "library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == []
    game = d.game
    while game.state.step != "main1":
        game.choose(next(o for o in game.decision.options if o.kind == "pass"))
    assert step_casts(d) == ["Viashino Pyromancer"]


@pytest.mark.parametrize(
    "counter, theirs, held",
    [("Counterspell", [], True), ("Negate", [], False), ("Counterspell", ["Leatherback Baloth"], False)],
)
def test_counter_mana_is_kept_for_their_creatures_when_not_behind(counter: str, theirs: list, held: bool) -> None:
    """701.6, 601.2g-h: with five lands, Serra Angel and `counter` in hand, bob holding cards,
    alice keeps two lands up rather than tap out for the Angel only with a counter that can
    counter a creature spell (Counterspell) and while bob's creatures are worth no more than
    hers: holding Negate ("noncreature spell"), or against bob's Leatherback Baloth, she casts
    the Angel (the search cast it, against one Baloth holding Negate, against two holding
    Counterspell)."""
    casts = main_phase_casts(
        {
            "alice": {
                "battlefield": ["Plains"] * 3 + ["Island"] * 2,
                "hand": ["Serra Angel", counter],
                "library": ["Plains"] * 5,
            },
            "bob": {"battlefield": theirs, "hand": ["Forest"] * 3, "library": ["Forest"] * 5},
        }
    )
    assert casts == ([] if held else ["Serra Angel"])


def test_the_cheaper_removal_first_so_the_mana_left_pays_for_more() -> None:
    """601.2f-h, 106.1: with four Swamps, Murder (1BB), Doom Blade (1B) and Walk the Plank (BB)
    in hand against Kalonian Tusker and Leatherback Baloth, Murder first would leave one mana
    and both creatures but one alive; the two-mana spells first kill both, the sorcery-speed
    Walk the Plank before the instant Doom Blade (an instant keeps), and Murder is kept."""
    d = position(
        {
            "alice": {
                "battlefield": ["Swamp"] * 4,
                "hand": ["Murder", "Doom Blade", "Walk the Plank"],
                "library": ["Swamp"] * 5,
            },
            "bob": {"battlefield": ["Kalonian Tusker", "Leatherback Baloth"], "library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == ["Walk the Plank", "Doom Blade"]
    assert not d.on_battlefield(d.follow(d.object("Kalonian Tusker")))
    assert not d.on_battlefield(d.follow(d.object("Leatherback Baloth")))


def test_removal_on_the_blocker_that_stands_between_the_attack_and_lethal() -> None:
    """508.1a, 509.1a, 701.8: bob at 3 life has an untapped Leatherback Baloth and a tapped
    Lovestruck Beast (worth more); alice, with two Grizzly Bears able to attack and Doom Blade
    in hand, kills the Baloth before combat: neither bear can then be blocked, and 4 damage is
    lethal (on the Beast, the Baloth blocks a bear and bob lives at 1).  The heuristic, at 1
    life, had aimed Go for the Throat at the tapped creature worth more (the search preferred
    the untapped one by 0.92)."""
    d = position(
        {
            "alice": {
                "battlefield": ["Swamp", "Swamp", {"card": "Grizzly Bears", "as": "bears1"}, "Grizzly Bears"],
                "hand": ["Doom Blade"],
                "library": ["Swamp"] * 5,
            },
            "bob": {
                "life": 3,
                "battlefield": ["Leatherback Baloth", {"card": "Lovestruck Beast", "tapped": True}],
                "library": ["Forest"] * 5,
            },
        }
    )
    assert step_casts(d) == ["Doom Blade"]
    assert not d.on_battlefield(d.follow(d.object("Leatherback Baloth")))
    game = d.game
    agent = HeuristicAgent(0)
    while not game.over and game.state.step != "end":
        decision = game.decision
        if decision.kind == "priority":
            game.choose(next(o for o in decision.options if o.kind == "pass"))
        else:
            game.choose(agent.pick(game.view(decision.player), decision))
    assert game.winner == d.player("alice")


def test_burn_on_the_creature_that_stays_dead_not_the_one_that_returns() -> None:
    """113.6m, 120.3, 704.5g: bob has Gutterbones (2/1, "{1}{B}: Return this card from your
    graveyard to your hand") and Llanowar Elves (1/1).  Alice's Shock goes on the Elves: the
    Gutterbones, worth more, would come back from the graveyard.  The heuristic had burned
    Gutterbones (red-aggro against black-midrange, where the old heuristic burned the player
    and won)."""
    d = position(
        {
            "alice": {"battlefield": ["Mountain"], "hand": ["Shock"], "library": ["Mountain"] * 5},
            "bob": {"battlefield": ["Gutterbones", "Llanowar Elves"], "library": ["Swamp"] * 5},
        }
    )
    assert step_casts(d) == ["Shock"]
    assert not d.on_battlefield(d.follow(d.object("Llanowar Elves")))
    assert d.on_battlefield(d.follow(d.object("Gutterbones")))


def test_burn_on_a_creature_that_returns_when_it_would_otherwise_kill() -> None:
    """113.6m, 104.3b: at 4 life against two Gutterbones (2/1 each: 4 damage next turn, lethal),
    alice's Shock goes on one of them although it can come back from the graveyard: she needs
    it gone now (the creatures' power half her life or more)."""
    d = position(
        {
            "alice": {"life": 4, "battlefield": ["Mountain"], "hand": ["Shock"], "library": ["Mountain"] * 5},
            "bob": {"battlefield": [{"card": "Gutterbones", "count": 2, "as": "bones"}], "library": ["Swamp"] * 5},
        }
    )
    assert step_casts(d) == ["Shock"]
    assert sum(d.on_battlefield(d.follow(d.object(name))) for name in ("bones#1", "bones#2")) == 1


def test_an_enchantment_that_exiles_as_it_enters_is_cast_as_removal() -> None:
    """603.6a, 406.2: alice, with Serra Angel on the battlefield, four lands, Banishing Light
    ("When this enchantment enters, exile target nonland permanent an opponent controls") and
    Counterspell in hand, exiles bob's Leatherback Baloth.  The heuristic weighed Banishing
    Light as a permanent spell of mana value three and kept its mana up for the Counterspell
    instead (a threat on the battlefield left for one that may come); the search preferred
    casting it."""
    d = position(
        {
            "alice": {
                "battlefield": ["Plains", "Plains", "Island", "Island", "Serra Angel"],
                "hand": ["Banishing Light", "Counterspell"],
                "library": ["Plains"] * 5,
            },
            "bob": {"battlefield": ["Leatherback Baloth"], "hand": ["Forest"] * 3, "library": ["Forest"] * 5},
        }
    )
    assert step_casts(d) == ["Banishing Light"]
    assert not d.on_battlefield(d.follow(d.object("Leatherback Baloth")))
