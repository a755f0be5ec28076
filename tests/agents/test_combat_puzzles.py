"""Combat puzzles (issue 18): positions, written as scenario `state` mappings, that have one
right answer, and the heuristic agent must find it from its view.  Blocks: alice (the agent)
defends against bob's declared attack; attacks: alice (the agent) declares.  Each puzzle then
plays the combat out and checks what the right answer was for: who died and the life totals."""

from __future__ import annotations

import pytest
from support import position

from manastack.agents import HeuristicAgent
from manastack.scenario.driver import Driver


def agent_blocks(state: dict, attackers: list[str]) -> tuple[Driver, set[tuple[int, int]]]:
    """Bob attacks with `attackers`; the heuristic declares alice's blocks.  Returns the driver
    (at the first decision after the declaration) and the blocks declared, (blocker, attacker)
    ids, as alice's view shows them (the engine makes a block itself when it is the only
    legal way on, as the second blocker of a creature with menace)."""
    d = position(state)
    d.attack("bob", attackers)
    alice = d.player("alice")
    d.advance_to_declaration(alice, "blockers")
    game = d.game
    agent = HeuristicAgent(0)
    while game.decision.kind == "blockers" and game.decision.player == alice:
        game.choose(agent.pick(game.view(alice), game.decision))
    declared = game.view(alice)["combat"]["blockers"]
    return d, {(int(b), a) for b, attacked in declared.items() for a in attacked}


def agent_attacks(state: dict) -> tuple[Driver, set[int]]:
    """Alice's heuristic declares attackers in her declare attackers step."""
    d = position(state)
    alice = d.player("alice")
    d.advance_to_declaration(alice, "attackers")
    game = d.game
    agent = HeuristicAgent(0)
    attackers = set()
    while game.decision.kind == "attackers" and game.decision.player == alice:
        option = agent.pick(game.view(alice), game.decision)
        if option.kind == "attack":
            attackers.add(option.value[0])
        game.choose(option)
    return d, attackers


def finish_combat(d: Driver) -> None:
    """Everyone passes until the combat is over (the damage dealt, 510.2); other decisions (the
    attacker's damage assignment, 510.1c) are the heuristic's."""
    game = d.game
    agent = HeuristicAgent(1)
    while not game.over and game.state.step not in ("end_of_combat", "main2"):
        decision = game.decision
        if decision.kind == "priority":
            game.choose(next(o for o in decision.options if o.kind == "pass"))
        else:
            game.choose(agent.pick(game.view(decision.player), decision))


def ids(d: Driver, *names: str) -> set[int]:
    return {d.object(name) for name in names}


def alive(d: Driver, name: str) -> bool:
    return d.on_battlefield(d.follow(d.object(name)))


def life(d: Driver, player: str) -> int:
    return d.game.state.players[d.player(player)].life


# ---------------------------------------------------------------------------- blocks


def test_first_strikers_gang_block_kills_the_big_attacker_before_it_deals_damage() -> None:
    """510.4, 702.7b, 509.1a: at 7 life against a 5/5, two 2/2 first strikers and a 1/1 first
    striker all block it: their 5 first-strike damage kills it before it deals any (the
    issue's position, without trample).  The only right answer: all three block it."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "step": "main1",
            "alice": {
                "life": 7,
                "battlefield": [
                    {"card": "Ash Zealot", "as": "zealot1"},
                    {"card": "Ash Zealot", "as": "zealot2"},
                    "Fervent Champion",
                ],
            },
            "bob": {"battlefield": [{"card": "Kalonian Tusker", "counters": {"+1/+1": 2}}]},
        },
        ["Kalonian Tusker"],
    )
    tusker = d.object("Kalonian Tusker")
    assert blocks == {(b, tusker) for b in ids(d, "zealot1", "zealot2", "Fervent Champion")}
    finish_combat(d)
    assert not alive(d, "Kalonian Tusker")
    assert all(alive(d, name) for name in ("zealot1", "zealot2", "Fervent Champion"))
    assert life(d, "alice") == 7


def test_deathtouch_blocker_trades_for_the_biggest_attacker() -> None:
    """702.2b, 704.5h: a 2/3 deathtouch creature blocks the 6/7 and kills it (dying too), rather
    than letting 6 through or throwing the Elves in; its lifelink gains 2 (702.15b)."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {"battlefield": ["Gifted Aetherborn", "Llanowar Elves"]},
            "bob": {"battlefield": [{"card": "Leatherback Baloth", "counters": {"+1/+1": 2}}]},
        },
        ["Leatherback Baloth"],
    )
    assert blocks == {(d.object("Gifted Aetherborn"), d.object("Leatherback Baloth"))}
    finish_combat(d)
    assert not alive(d, "Leatherback Baloth")
    assert alive(d, "Llanowar Elves")
    assert life(d, "alice") == 22


def test_first_striker_blocks_the_attacker_it_kills_unharmed() -> None:
    """510.4: Goblin Chainwhirler (3/3 first strike) blocks Kalonian Tusker (3/3) and kills it
    before it strikes back; Grizzly Bears doesn't block (it would just die)."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {"battlefield": ["Goblin Chainwhirler", "Grizzly Bears"]},
            "bob": {"battlefield": ["Kalonian Tusker"]},
        },
        ["Kalonian Tusker"],
    )
    assert blocks == {(d.object("Goblin Chainwhirler"), d.object("Kalonian Tusker"))}
    finish_combat(d)
    assert not alive(d, "Kalonian Tusker")
    assert alive(d, "Goblin Chainwhirler") and alive(d, "Grizzly Bears")


def test_chump_blocks_the_attacker_whose_damage_would_kill() -> None:
    """104.3b, 509.1a: at 3 life against Kalonian Tusker (3) and Grizzly Bears (2), the only
    blocker must stop the Tusker: blocking the Bears would leave 3 damage, lethal."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {"life": 3, "battlefield": ["Llanowar Elves"]},
            "bob": {"battlefield": ["Kalonian Tusker", "Grizzly Bears"]},
        },
        ["Kalonian Tusker", "Grizzly Bears"],
    )
    assert blocks == {(d.object("Llanowar Elves"), d.object("Kalonian Tusker"))}
    finish_combat(d)
    assert not d.game.over
    assert life(d, "alice") == 1


def test_the_chump_blocker_that_returns_from_the_graveyard() -> None:
    """113.6m, 509.1a: at 4 life against Leatherback Baloth (4/5), one of alice's creatures must
    chump block it: Gutterbones ("{1}{B}: Return this card from your graveyard to your hand"),
    which comes back, rather than Llanowar Elves, worth less on the battlefield but gone for
    good.  A creature that returns from the graveyard is worth a third as much in a fight."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {"life": 4, "battlefield": ["Gutterbones", "Llanowar Elves"]},
            "bob": {"battlefield": ["Leatherback Baloth"]},
        },
        ["Leatherback Baloth"],
    )
    assert blocks == {(d.object("Gutterbones"), d.object("Leatherback Baloth"))}
    finish_combat(d)
    assert alive(d, "Llanowar Elves")
    assert life(d, "alice") == 4


def test_the_chump_blocker_is_not_the_mana_creature() -> None:
    """605.1a, 509.1a: at 3 life against Kalonian Tusker with a +1/+1 counter (4/4, more than
    both can kill), one of alice's creatures must chump block it: Elite Vanguard (2/1) rather
    than Llanowar Elves, a smaller body but a mana ability, worth about a card more.
    (Green-stompy had sent its Llanowar Elves into an attack the search preferred to keep them
    out of, by 0.14.)"""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {"life": 3, "battlefield": ["Llanowar Elves", "Elite Vanguard"]},
            "bob": {"battlefield": [{"card": "Kalonian Tusker", "counters": {"+1/+1": 1}}]},
        },
        ["Kalonian Tusker"],
    )
    assert blocks == {(d.object("Elite Vanguard"), d.object("Kalonian Tusker"))}
    finish_combat(d)
    assert alive(d, "Llanowar Elves")
    assert life(d, "alice") == 3


def test_double_blocks_a_menace_attacker_that_would_be_lethal() -> None:
    """702.111b: Goblin Dark-Dwellers (4/4 menace) can be blocked only by two or more creatures;
    at 4 life both Grizzly Bears must block it."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {
                "life": 4,
                "battlefield": [
                    {"card": "Grizzly Bears", "as": "bears1"},
                    {"card": "Grizzly Bears", "as": "bears2"},
                ],
            },
            "bob": {"battlefield": ["Goblin Dark-Dwellers"]},
        },
        ["Goblin Dark-Dwellers"],
    )
    assert blocks == {(b, d.object("Goblin Dark-Dwellers")) for b in ids(d, "bears1", "bears2")}
    finish_combat(d)
    assert not d.game.over
    assert life(d, "alice") == 4


def test_an_indestructible_blocker_blocks_for_free() -> None:
    """702.12b: Darksteel Myr (0/1 indestructible) blocks the Tusker: no damage gets through and
    the Myr isn't destroyed."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {"battlefield": ["Darksteel Myr"]},
            "bob": {"battlefield": ["Kalonian Tusker"]},
        },
        ["Kalonian Tusker"],
    )
    assert blocks == {(d.object("Darksteel Myr"), d.object("Kalonian Tusker"))}
    finish_combat(d)
    assert alive(d, "Darksteel Myr")
    assert life(d, "alice") == 20


def test_no_chump_block_when_the_damage_is_not_lethal() -> None:
    """509.1a: at 20 life, Llanowar Elves doesn't throw itself in front of a 4/5."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {"battlefield": ["Llanowar Elves"]},
            "bob": {"battlefield": ["Leatherback Baloth"]},
        },
        ["Leatherback Baloth"],
    )
    assert blocks == set()
    finish_combat(d)
    assert alive(d, "Llanowar Elves")
    assert life(d, "alice") == 16


def _heuristic_through_combat(d, seat: int) -> list[str]:
    """Play `seat` with the heuristic (the other player passes) to the end of combat; the cards it cast."""
    game = d.game
    agent = HeuristicAgent(0)
    cast = []
    while not game.over and game.state.step not in ("end_of_combat", "main2"):
        decision = game.decision
        if decision.player != seat:
            game.choose(next((o for o in decision.options if o.kind == "pass"), decision.options[0]))
            continue
        option = agent.pick(game.view(seat), decision)
        if option.kind == "cast":
            cast.append(game.state.objects[option.value[0]].card)
        game.choose(option)
    return cast


@pytest.mark.parametrize("bystander", [[], [{"card": "Leatherback Baloth", "tapped": True}]])
def test_blocks_with_a_pump_in_hand_and_pumps_the_blocker(bystander: list) -> None:
    """509.1a, 510.1, 704.5g: against Kalonian Tusker (3/3) alone, at 20 life, Grizzly Bears
    would die without killing it; with Giant Growth in hand and a Forest untapped, alice blocks
    with the Bears and, after blocks, gives them +3/+3: the Tusker dies, the Bears live.  A
    tapped Leatherback Baloth out of the combat, worth more than the Bears, doesn't get the pump
    (it did: the combat bonus of a target was smaller than the worth between them)."""
    d = position(
        {
            "active": "bob",
            "alice": {
                "battlefield": ["Forest", "Grizzly Bears", *bystander],
                "hand": ["Giant Growth"],
                "library": ["Forest"] * 5,
            },
            "bob": {"battlefield": ["Kalonian Tusker"], "library": ["Forest"] * 5},
        }
    )
    d.attack("bob", ["Kalonian Tusker"])
    alice = d.player("alice")
    d.advance_to_declaration(alice, "blockers")
    cast = _heuristic_through_combat(d, alice)
    assert cast == ["Giant Growth"]
    assert not alive(d, "Kalonian Tusker") and alive(d, "Grizzly Bears")
    assert life(d, "alice") == 20


def test_a_pump_after_blocks_goes_on_a_creature_in_the_combat() -> None:
    """510.1, 704.5g: Grizzly Bears (declared by the test) block Kalonian Tusker; alice casts
    Giant Growth after blocks on the Bears, which then kill the Tusker and live, not on her
    tapped Serra Angel, worth more but out of the combat (it went on the Angel)."""
    d = position(
        {
            "active": "bob",
            "alice": {
                "battlefield": ["Forest", "Grizzly Bears", {"card": "Serra Angel", "tapped": True}],
                "hand": ["Giant Growth"],
                "library": ["Forest"] * 5,
            },
            "bob": {"battlefield": ["Kalonian Tusker"], "library": ["Forest"] * 5},
        }
    )
    d.attack("bob", ["Kalonian Tusker"])
    d.block("alice", {"Grizzly Bears": "Kalonian Tusker"})
    alice = d.player("alice")
    cast = _heuristic_through_combat(d, alice)
    assert cast == ["Giant Growth"]
    assert not alive(d, "Kalonian Tusker") and alive(d, "Grizzly Bears")


def test_no_pump_block_without_the_mana() -> None:
    """509.1a: the same block without an untapped land would only lose the Bears: alice takes 3."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {
                "battlefield": [{"card": "Forest", "tapped": True}, "Grizzly Bears"],
                "hand": ["Giant Growth"],
            },
            "bob": {"battlefield": ["Kalonian Tusker"]},
        },
        ["Kalonian Tusker"],
    )
    assert blocks == set()


# ---------------------------------------------------------------------------- attacks


def test_attacks_with_everything_when_one_unblocked_attacker_is_lethal() -> None:
    """508.1a, 509.1a: bob at 2 life has two untapped blockers; three Grizzly Bears attack, so one
    gets through for lethal damage."""
    d, attackers = agent_attacks(
        {
            "alice": {"battlefield": [{"card": "Grizzly Bears", "count": 3, "as": "bears"}]},
            "bob": {"life": 2, "battlefield": [{"card": "Grizzly Bears", "count": 2, "as": "theirs"}]},
        }
    )
    assert attackers == ids(d, "bears#1", "bears#2", "bears#3")


def test_holds_back_when_the_crack_back_would_be_lethal() -> None:
    """508.1a: alice at 3 life with two Grizzly Bears faces Kalonian Tusker (3/3): an attack
    loses a Bears to the Tusker's block or leaves no blocker for its lethal crack-back, so
    the right answer is no attack."""
    d, attackers = agent_attacks(
        {
            "alice": {"life": 3, "battlefield": [{"card": "Grizzly Bears", "count": 2, "as": "bears"}]},
            "bob": {"battlefield": ["Kalonian Tusker"]},
        }
    )
    assert attackers == set()


def test_attacks_with_everything_when_holding_back_cannot_save_it() -> None:
    """508.1a, 702.9b: alice at 2 life can't block bob's Serra Angel (flying, vigilance), so she
    is dead next turn whatever she keeps home: all three Grizzly Bears attack (bob at 6 takes
    at least 4) rather than keeping a useless blocker back."""
    d, attackers = agent_attacks(
        {
            "alice": {"life": 2, "battlefield": [{"card": "Grizzly Bears", "count": 3, "as": "bears"}]},
            "bob": {"life": 6, "battlefield": ["Serra Angel"]},
        }
    )
    assert attackers == ids(d, "bears#1", "bears#2", "bears#3")
    finish_combat(d)
    assert life(d, "bob") <= 2


def test_an_attacker_that_grows_as_it_attacks_attacks_into_a_bigger_blocker() -> None:
    """603.2, 508.1a: Charging Paladin gets +0/+3 whenever it attacks, so as a 2/5 it survives
    Kalonian Tusker's block: it attacks, and lives through the combat."""
    d, attackers = agent_attacks(
        {
            "alice": {"battlefield": ["Charging Paladin"]},
            "bob": {"battlefield": ["Kalonian Tusker"]},
        }
    )
    assert attackers == {d.object("Charging Paladin")}
    finish_combat(d)
    assert alive(d, "Charging Paladin")


def test_the_flier_attacks_over_ground_blockers() -> None:
    """702.9b: no creature of bob's can block Serra Angel; the Angel attacks (vigilance keeps it
    home as a blocker too), the Grizzly Bears, which would die to a block, stay home."""
    d, attackers = agent_attacks(
        {
            "alice": {"battlefield": ["Serra Angel", "Grizzly Bears"]},
            "bob": {"battlefield": ["Kalonian Tusker"]},
        }
    )
    assert attackers == {d.object("Serra Angel")}
    finish_combat(d)
    assert life(d, "bob") == 16


@pytest.mark.parametrize(
    "blockers", [["Elite Vanguard", "Kalonian Tusker"], ["Kalonian Tusker", "Elite Vanguard"]]
)
def test_a_blocked_attacker_divides_its_damage_to_kill_both_blockers(blockers: list[str]) -> None:
    """510.1c, 702.19b: alice's Leatherback Baloth (4/5) is blocked by a 2/1 and a 3/3; four
    damage is lethal to both, one and three.  The only right division kills both blockers,
    whichever the engine lists first (all four to one of them kills one)."""
    d = position(
        {
            "alice": {"battlefield": ["Leatherback Baloth"]},
            "bob": {"battlefield": ["Elite Vanguard", "Kalonian Tusker"]},
        }
    )
    d.attack("alice", ["Leatherback Baloth"])
    d.block("bob", {blocker: "Leatherback Baloth" for blocker in blockers})
    finish_combat(d)
    assert not alive(d, "Elite Vanguard") and not alive(d, "Kalonian Tusker")


def test_a_deathtouch_attacker_gives_each_blocker_one_damage() -> None:
    """510.1c, 702.2c: alice's Gifted Aetherborn (2/3, deathtouch) is blocked by a 3/3 and a
    4/5; one damage from a source with deathtouch is lethal, so one to each kills both."""
    d = position(
        {
            "alice": {"battlefield": ["Gifted Aetherborn"]},
            "bob": {"battlefield": ["Kalonian Tusker", "Leatherback Baloth"]},
        }
    )
    d.attack("alice", ["Gifted Aetherborn"])
    d.block("bob", {"Kalonian Tusker": "Gifted Aetherborn", "Leatherback Baloth": "Gifted Aetherborn"})
    finish_combat(d)
    assert not alive(d, "Kalonian Tusker") and not alive(d, "Leatherback Baloth")


@pytest.mark.parametrize(
    "mulligans,lands,keeps",
    [
        (0, 0, False),
        (0, 1, False),
        (0, 3, True),
        (0, 6, False),
        (1, 1, False),
        (1, 2, True),
        (2, 1, True),
        (2, 0, False),
        (3, 0, True),
    ],
)
def test_mulligan_decisions_are_sane(mulligans: int, lands: int, keeps: bool) -> None:
    """103.5 (the London mulligan: seven cards are seen, one goes to the bottom per mulligan):
    seven-card hands need two to five lands and a cheap spell, six-card hands two to five
    lands, five-card hands a land; a hand of four is kept whatever it holds."""
    from manastack.engine.decision import Decision, Option

    hand = [{"id": i, "name": "Forest", "types": ["Land"], "mana_value": 0} for i in range(lands)]
    hand += [
        {"id": 100 + i, "name": "Grizzly Bears", "types": ["Creature"], "mana_value": 2}
        for i in range(7 - lands)
    ]
    view = {"viewer": 0, "players": [{"index": 0, "hand": hand}, {"index": 1}]}
    decision = Decision(
        0,
        "mulligan",
        (Option("keep", "keep this hand", True), Option("mulligan", f"mulligan (to {6 - mulligans})", False)),
    )
    assert HeuristicAgent(0).pick(view, decision).kind == ("keep" if keeps else "mulligan")


@pytest.mark.parametrize("mulligans,one_drops,keeps", [(0, 1, True), (0, 0, False), (1, 1, False)])
def test_a_one_land_seven_is_kept_with_a_one_drop(mulligans: int, one_drops: int, keeps: bool) -> None:
    """103.5: a seven-card hand with one land is kept when it holds a spell of mana value 1 (in
    benchmarks/mulligans.py's playouts such hands won more often than a mulligan to six); without
    one it is a mulligan, and a six-card hand still needs two lands."""
    from manastack.engine.decision import Decision, Option

    hand = [{"id": 0, "name": "Forest", "types": ["Land"], "mana_value": 0}]
    hand += [
        {"id": 10 + i, "name": "Llanowar Elves", "types": ["Creature"], "mana_value": 1}
        for i in range(one_drops)
    ]
    hand += [
        {"id": 100 + i, "name": "Grizzly Bears", "types": ["Creature"], "mana_value": 2}
        for i in range(6 - mulligans - one_drops)
    ]
    view = {"viewer": 0, "players": [{"index": 0, "hand": hand}, {"index": 1}]}
    decision = Decision(
        0,
        "mulligan",
        (Option("keep", "keep this hand", True), Option("mulligan", f"mulligan (to {6 - mulligans})", False)),
    )
    assert HeuristicAgent(0).pick(view, decision).kind == ("keep" if keeps else "mulligan")


def test_the_engines_mulligan_options_say_how_many_cards_are_kept() -> None:
    """103.5: the agent reads the hand size from the engine's own mulligan option, so after
    three mulligans in a real game it keeps (four cards), whatever the hand."""
    from manastack.decks import decklist
    from manastack.engine.game import Game

    game = Game.new([decklist.load("green-stompy"), decklist.load("red-aggro")], seed=3, starting_player=0)
    agent = HeuristicAgent(0)
    taken = 0
    while not (game.decision.kind == "mulligan" and game.decision.player == 0 and taken == 3):
        decision = game.decision
        if decision.kind == "mulligan" and decision.player == 0:
            game.choose(next(o for o in decision.options if o.kind == "mulligan"))
            taken += 1
        else:  # bob keeps; alice's cards to the bottom: any
            game.choose(next((o for o in decision.options if o.kind == "keep"), decision.options[0]))
    decision = game.decision
    assert decision.kind == "mulligan" and "to 3" in next(
        o.label for o in decision.options if o.kind == "mulligan"
    )
    assert agent.pick(game.view(0), decision).kind == "keep"


@pytest.mark.parametrize("pumps, damage", [(2, 5), (1, 2)])
def test_a_spare_pump_on_the_unblocked_attacker(pumps: int, damage: int) -> None:
    """510.1a: Grizzly Bears attack bob, who has no creature, and aren't blocked; with two Giant
    Growths and a Forest untapped alice casts one on the Bears after blocks (5 damage) and keeps
    the other for later; with one she keeps it (2 damage)."""
    d = position(
        {
            "alice": {
                "battlefield": ["Forest", "Grizzly Bears"],
                "hand": ["Giant Growth"] * pumps,
                "library": ["Forest"] * 5,
            },
            "bob": {"library": ["Forest"] * 5},
        }
    )
    d.attack("alice", ["Grizzly Bears"])
    cast = _heuristic_through_combat(d, d.player("alice"))
    assert cast == ["Giant Growth"] * (pumps - 1)
    assert life(d, "bob") == 20 - damage


def test_a_pump_goes_where_it_wins_the_fight() -> None:
    """510.1, 704.5g: alice's Grizzly Bears and Leatherback Baloth attack, bob's Kalonian Tusker
    (3/3) blocks the Bears; alice's Giant Growth goes on the Bears, which then kill the Tusker
    and live, not on the unblocked Baloth, worth more (3 damage more to bob at 20: it went
    there)."""
    d = position(
        {
            "alice": {
                "battlefield": ["Forest", "Grizzly Bears", "Leatherback Baloth"],
                "hand": ["Giant Growth"],
                "library": ["Forest"] * 5,
            },
            "bob": {"battlefield": ["Kalonian Tusker"], "library": ["Forest"] * 5},
        }
    )
    d.attack("alice", ["Grizzly Bears", "Leatherback Baloth"])
    d.block("bob", {"Kalonian Tusker": "Grizzly Bears"})
    cast = _heuristic_through_combat(d, d.player("alice"))
    assert cast == ["Giant Growth"]
    assert not alive(d, "Kalonian Tusker") and alive(d, "Grizzly Bears")
    assert life(d, "bob") == 16


def test_a_pump_saves_the_small_blocked_attacker_rather_than_pump_the_big_unblocked_one() -> None:
    """510.1, 704.5g: alice's Llanowar Elves and Serra Angel attack, bob's Llanowar Elves block
    hers (both would die); alice's Giant Growth goes on her Elves, which then live, not on the
    unblocked Angel, worth much more (3 damage more to bob at 20).  Once blocks are made, what a
    pump changes in a fight counts, not the worth of the creature it goes on (green-stompy gave
    Giant Growth to an unblocked Tarmogoyf while its blocked Elves died; the search preferred
    the Elves by 0.12).  And with bob at 7, the same pump on the Angel is lethal and goes there."""
    for bob_life, target in ((20, "Llanowar Elves"), (7, "Serra Angel")):
        d = position(
            {
                "alice": {
                    "battlefield": [
                        "Forest",
                        "Plains",
                        {"card": "Llanowar Elves", "as": "elves"},
                        "Serra Angel",
                    ],
                    "hand": ["Giant Growth"],
                    "library": ["Forest"] * 5,
                },
                "bob": {
                    "life": bob_life,
                    "battlefield": [{"card": "Llanowar Elves", "as": "theirs"}],
                    "library": ["Forest"] * 5,
                },
            }
        )
        d.attack("alice", ["elves", "Serra Angel"])
        d.block("bob", {"theirs": "elves"})
        assert _heuristic_through_combat(d, d.player("alice")) == ["Giant Growth"]
        assert not alive(d, "theirs")
        if target == "Llanowar Elves":
            assert alive(d, "elves") and life(d, "bob") == 16
        else:
            assert d.game.over and d.game.winner == d.player("alice")


def test_no_pump_block_without_the_colour() -> None:
    """106.1, 601.2g-h: the same block with a Plains untapped and the Forest tapped: the mana
    can't pay Giant Growth's {G}, so the Bears would only die; alice takes 3 (a Mystery Booster
    player blocked with a Built Bear, holding Giant Growth without a green source untapped)."""
    d, blocks = agent_blocks(
        {
            "active": "bob",
            "alice": {
                "battlefield": [{"card": "Forest", "tapped": True}, "Plains", "Grizzly Bears"],
                "hand": ["Giant Growth"],
            },
            "bob": {"battlefield": ["Kalonian Tusker"]},
        },
        ["Kalonian Tusker"],
    )
    assert blocks == set()


def test_attacks_for_lethal_with_the_burn_in_hand() -> None:
    """508.1a, 120.3: bob at 5 life has Leatherback Baloth (4/5) untapped; alice's two Grizzly
    Bears can't kill him by combat alone (one is blocked, 2 damage gets through), and at 4 life
    she would be dead to the Baloth's crack-back with both tapped; but with Lightning Strike in
    hand and the mana for it, the 2 damage and the Strike's 3 are lethal: both attack, and the
    Strike goes at bob after combat.  Played out with the heuristic for both players, bob
    loses this turn."""
    d, attackers = agent_attacks(
        {
            "alice": {
                "life": 4,
                "battlefield": [{"card": "Grizzly Bears", "count": 2, "as": "bears"}, "Mountain", "Mountain"],
                "hand": ["Lightning Strike"],
            },
            "bob": {"life": 5, "battlefield": ["Leatherback Baloth"]},
        }
    )
    assert attackers == ids(d, "bears#1", "bears#2")
    game = d.game
    agents = {d.player("alice"): HeuristicAgent(0), d.player("bob"): HeuristicAgent(1)}
    turn = game.state.turn
    while not game.over and game.state.turn == turn:
        decision = game.decision
        game.choose(agents[decision.player].pick(game.view(decision.player), decision))
    assert game.over and game.winner == d.player("alice")
