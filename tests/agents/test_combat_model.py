"""The agents' combat arithmetic (agents/combat.py) on creatures as a view shows them: the
keywords the bundled card pool lacks (trample, double strike) are tested here on made-up
creatures."""

from __future__ import annotations

from manastack.agents.combat import Board, Fighter, clash, plan_attack, plan_blocks


def creature(oid: int, power: int, toughness: int, *keywords: str, value: float | None = None) -> Fighter:
    worth = value if value is not None else 1.5 * power + toughness + len(keywords)
    return Fighter(oid, power, toughness, frozenset(keywords), worth)


def test_first_strike_damage_kills_before_regular_damage() -> None:
    """510.4: the issue's position, a 6/5 trampler blocked by two 2/2 first strikers and a 1/1
    first striker: 5 first-strike damage kills it before it deals any, trample or not."""
    trampler = creature(1, 6, 5, "trample")
    gang = [
        creature(2, 2, 2, "first strike"),
        creature(3, 2, 2, "first strike"),
        creature(4, 1, 1, "first strike"),
    ]
    result = clash(trampler, gang)
    assert result.attacker_dies and result.dead == () and result.through == 0


def test_trample_assigns_lethal_damage_then_the_rest_to_the_player() -> None:
    """702.19b-c: a 6/5 trampler blocked by a 2/2 assigns 2 to it and 4 to the player; with
    deathtouch (702.2c) 1 damage is lethal, so 5 tramples over."""
    assert clash(creature(1, 6, 5, "trample"), [creature(2, 2, 2)]).through == 4
    assert clash(creature(1, 6, 5, "trample", "deathtouch"), [creature(2, 2, 2)]).through == 5
    assert clash(creature(1, 6, 5), [creature(2, 2, 2)]).through == 0


def test_a_trampler_whose_blockers_are_gone_deals_all_its_damage_to_the_player() -> None:
    """702.19e, 702.4b: a 3/3 trampler with double strike kills its 1/3 blocker in the
    first-strike step; in the regular step no blocker is left, so all 3 go to the player."""
    result = clash(creature(1, 3, 3, "trample", "double strike"), [creature(2, 1, 3)])
    assert result.dead == (2,) and result.through == 3


def test_deathtouch_and_indestructible() -> None:
    """702.2b: any damage from a deathtouch source is lethal; 702.12b: an indestructible
    creature isn't destroyed by lethal damage."""
    assert clash(creature(1, 8, 8), [creature(2, 1, 1, "deathtouch")]).attacker_dies
    result = clash(creature(1, 8, 8), [creature(2, 0, 1, "indestructible")])
    assert not result.dead and not result.attacker_dies


def test_a_first_striker_killed_blocker_deals_no_damage() -> None:
    """510.4: a 2/2 first striker attacking into a 2/2 kills it first and survives; two 2/2
    blockers without first strike kill it (it kills one of them)."""
    alone = clash(creature(1, 2, 2, "first strike"), [creature(2, 2, 2)])
    assert not alone.attacker_dies and alone.dead == (2,)
    pair = clash(creature(1, 2, 2, "first strike"), [creature(2, 2, 2), creature(3, 2, 2)])
    assert pair.attacker_dies and len(pair.dead) == 1


def test_blocks_never_leave_lethal_damage_unblocked_when_a_block_prevents_it() -> None:
    """104.3b, 509.1a: at 5 life against 4/4, 3/3 and 2/2 attackers (9 damage) with two 1/1s,
    the plan chumps the two biggest, leaving 2."""
    attackers = [creature(1, 4, 4), creature(2, 3, 3), creature(3, 2, 2)]
    blockers = [creature(10, 1, 1), creature(11, 1, 1)]
    plan = plan_blocks(attackers, blockers, 5)
    assert sorted(a for _, a in plan) == [1, 2]


def test_blocks_chump_a_trampler_with_the_toughest_blocker() -> None:
    """702.19c: at 4 life a 6/6 trampler alone is lethal; a 1/3 stops more of it than a 1/1."""
    plan = plan_blocks([creature(1, 6, 6, "trample")], [creature(10, 1, 1), creature(11, 1, 3)], 4)
    assert plan == [(11, 1)]


def test_attack_with_everything_when_the_excess_is_lethal() -> None:
    """509.1a: two 2/2 blockers can stop two of three 2/2 attackers: the third deals lethal 2."""
    mine = tuple(creature(i, 2, 2) for i in (1, 2, 3))
    theirs = (creature(10, 2, 2), creature(11, 2, 2))
    board = Board(candidates=mine, home=(), blockers=theirs, theirs=theirs, my_life=20, their_life=2)
    assert plan_attack(board) == [1, 2, 3]
