"""Issue 13 item 13: declaring attackers (508.1) and blockers (509.1) offers exactly the legal
options on random boards, and each decision looks at each creature pair once (counted, not
timed), however many answers it replays."""

from __future__ import annotations

import itertools
import random

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.engine import combat, keywords
from manastack.engine.game import Game


def _creature(name: str, *abilities, cost: str = "{1}{G}") -> str:
    face = dsl.Face(name=name, mana_cost=cost, types=("Creature",), subtypes=("Beast",), power="2",
                    toughness="2", abilities=tuple(abilities))
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))
    return name


# name -> (flying, reach, menace, protection from red, red)
KINDS = {
    _creature("Scaling Bear"): (False, False, False, False, False),
    _creature("Scaling Red Bear", cost="{1}{R}"): (False, False, False, False, True),
    _creature("Scaling Brute", dsl.Keyword("menace")): (False, False, True, False, False),
    _creature("Scaling Drake", dsl.Keyword("flying"), dsl.Keyword("menace")): (True, False, True, False, False),
    _creature("Scaling Bird", dsl.Keyword("flying")): (True, False, False, False, False),
    _creature("Scaling Spider", dsl.Keyword("reach")): (False, True, False, False, False),
    _creature("Scaling Warded Knight", dsl.Keyword("protection", qualities=("red",))): (False, False, False, True, False),
}
ATTACKING_KINDS = ["Scaling Bear", "Scaling Brute", "Scaling Drake", "Scaling Bird", "Scaling Warded Knight"]
BLOCKING_KINDS = ["Scaling Bear", "Scaling Red Bear", "Scaling Bird", "Scaling Spider", "tapped"]
BERSERKER = _creature("Scaling Berserker", dsl.Static(dsl.MustAttack(), text="This creature attacks each combat if able."))


def _pass_while(game: Game, step: str) -> None:
    """Pass priority while it is `step` (the declaration comes as the next step begins)."""
    while game.decision.kind == "priority" and game.state.step == step:
        game.choose(next(o for o in game.decision.options if o.kind == "pass"))


def _plain(value):
    """An option's value with its lists as tuples, to compare in sets."""
    return tuple(_plain(v) for v in value) if isinstance(value, list) else value


def _keys(options) -> set:
    return {(o.kind, _plain(o.value)) for o in options}


# ---------------------------------------------------------------------------- blockers


def _blocking_board(rng: random.Random) -> tuple[Game, list[int], list[int], dict[int, tuple]]:
    """Alice attacks bob with 1-4 random creatures; bob has 1-5 random ones (some tapped).
    Returns the game at bob's declaration, the attackers, bob's creatures and their kinds."""
    attacking = [rng.choice(ATTACKING_KINDS) for _ in range(rng.randint(1, 4))]
    blocking = [rng.choice(BLOCKING_KINDS) for _ in range(rng.randint(1, 5))]
    bob = [{"card": "Scaling Bear", "tapped": True} if k == "tapped" else k for k in blocking]
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": attacking}, "bob": {"battlefield": bob}})
    game = d.game
    _pass_while(game, "beginning_of_combat")
    while game.decision.kind == "attackers":
        game.choose(next((o for o in game.decision.options if o.kind == "attack"), game.decision.options[0]))
    _pass_while(game, "declare_attackers")
    attackers = list(game.state.combat.attackers)
    blockers = [o for o in game.state.battlefield if game.chars(o).controller == 1]
    kinds = {o: KINDS[game.state.objects[o].card] + (game.state.objects[o].tapped,) for o in attackers + blockers}
    assert len(attackers) == len(attacking)
    return game, attackers, blockers, kinds


def _may_block(kinds: dict, b: int, a: int) -> bool:
    """509.1a-b by hand: untapped; flying (702.9b); protection from red (702.16e)."""
    b_reach, b_flying, b_red, tapped = kinds[b][1], kinds[b][0], kinds[b][4], kinds[b][5]
    a_flying, a_protected = kinds[a][0], kinds[a][3]
    return not tapped and (not a_flying or b_flying or b_reach) and not (a_protected and b_red)


def _legal_declarations(kinds: dict, attackers: list[int], blockers: list[int]) -> list[dict]:
    """Every complete declaration allowed by 509.1b and 702.111b (menace: none or two or
    more), found by trying every way to block."""
    legal = []
    for choice in itertools.product([None, *attackers], repeat=len(blockers)):
        blocks = {b: a for b, a in zip(blockers, choice, strict=True) if a is not None}
        if not all(_may_block(kinds, b, a) for b, a in blocks.items()):
            continue
        counts = [list(blocks.values()).count(a) for a in attackers if kinds[a][2]]
        if all(c != 1 for c in counts):
            legal.append(blocks)
    return legal


def _expected_blocks(legal: list[dict], blockers: list[int], attackers: list[int], blocks: dict) -> set:
    """The options the rules allow after `blocks`: declare them if legal; or a block that some
    legal declaration goes on to include."""
    expected = {("done", None)} if blocks in legal else set()
    for b in blockers:
        for a in attackers:
            wanted = {**blocks, b: a}
            if b not in blocks and any(all(d.get(x) == y for x, y in wanted.items()) for d in legal):
                expected.add(("block", (b, a)))
    return expected


@pytest.mark.parametrize("seed", range(60))
def test_item13_block_options_are_exactly_the_completable_blocks(seed: int) -> None:
    """509.1b-c, 702.111b: at each blockers decision on a random board with menace, flying,
    reach, protection and tapped creatures, the options are "done" if the blocks so far are
    legal and each block that some legal declaration includes; each answer chosen at random."""
    rng = random.Random(seed)
    game, attackers, blockers, kinds = _blocking_board(rng)
    legal = _legal_declarations(kinds, attackers, blockers)
    blocks: dict[int, int] = {}
    while True:
        expected = _expected_blocks(legal, blockers, attackers, blocks)
        if len(expected) == 1:  # taken at once, without a decision
            kind, value = next(iter(expected))
            if kind == "done":
                break
            blocks[value[0]] = value[1]
            continue
        d = game.decision
        assert d.kind == "blockers"
        assert _keys(d.options) == expected
        pick = rng.choice(d.options)
        game.choose(pick)
        if pick.kind == "done":
            break
        blocks[pick.value[0]] = pick.value[1]
    assert {b: a[0] for b, a in game.state.combat.blockers.items()} == blocks


# ---------------------------------------------------------------------------- attackers


def _attacking_board(rng: random.Random) -> tuple[Game, dict[int, str], int, int]:
    """Alice has random creatures (some tapped; Llanowar Elves can pay; a Berserker must
    attack) and Forests; bob has Ghostly Prisons and Propaganda (each {2} per attacker).
    Returns the game at the declaration, alice's creatures' names, the tax and the Forests."""
    names = [rng.choice(["Grizzly Bears", "Serra Angel", "Llanowar Elves", "Llanowar Elves", BERSERKER, "tapped"])
             for _ in range(rng.randint(1, 5))]
    forests = rng.randint(0, 6)
    taxes = [rng.choice(["Ghostly Prison", "Propaganda"]) for _ in range(rng.choice([0, 1, 1, 2]))]
    alice = [{"card": "Grizzly Bears", "tapped": True} if n == "tapped" else n for n in names]
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": alice + ["Forest"] * forests},
                  "bob": {"battlefield": taxes}})
    game = d.game
    _pass_while(game, "beginning_of_combat")
    creatures = {o: game.state.objects[o].card for o in game.state.battlefield
                 if game.chars(o).controller == 0 and "Creature" in game.chars(o).types
                 and not game.state.objects[o].tapped}
    return game, creatures, 2 * len(taxes), forests


def _expected_attacks(creatures: dict[int, str], tax: int, forests: int, chosen: list[int]) -> set:
    """508.1d, 508.1f, 508.1h by hand: "done" unless an untaxed requirement is unmet (a
    Berserker not declared, with nothing to pay); each further attacker whose total cost the
    Forests and the Elves that don't attack (508.1f: attacking taps them) can pay."""
    unmet = not tax and any(n == BERSERKER and o not in chosen for o, n in creatures.items())
    expected = set() if unmet else {("done", None)}
    for oid in creatures:
        if oid in chosen:
            continue
        attacking = chosen + [oid]
        elves = sum(1 for o, n in creatures.items() if n == "Llanowar Elves" and o not in attacking)
        if tax * len(attacking) <= forests + elves:
            expected.add(("attack", (oid, ("player", 1))))
    return expected


@pytest.mark.parametrize("seed", range(100))
def test_item13_attack_options_are_exactly_the_payable_attacks(seed: int) -> None:
    """508.1a-d, 508.1h-j: at each attackers decision on a random board with attack taxes,
    mana creatures and a creature that must attack, the options are exactly the rules'."""
    rng = random.Random(seed)
    game, creatures, tax, forests = _attacking_board(rng)
    chosen: list[int] = []
    while True:
        expected = _expected_attacks(creatures, tax, forests, chosen)
        if len(expected) == 1:
            kind, value = next(iter(expected))
            if kind == "done":
                break
            chosen.append(value[0])
            continue
        d = game.decision
        assert d.kind == "attackers"
        assert _keys(d.options) == expected
        pick = rng.choice(d.options)
        game.choose(pick)
        if pick.kind == "done":
            break
        chosen.append(pick.value[0])


# ---------------------------------------------------------------------------- counting


def _counting(monkeypatch, module, name: str) -> list[int]:
    """Count the calls of `module.name` (one list entry, incremented)."""
    original = getattr(module, name)
    calls = [0]

    def counted(*args):
        calls[0] += 1
        return original(*args)

    monkeypatch.setattr(module, name, counted)
    return calls


def test_item13_each_block_decision_checks_each_pair_once(monkeypatch) -> None:
    """509.1b: a blockers decision asks whether a creature can block an attacker once per
    free creature and attacker, and not again for the blocks it replays: 12 attackers (four
    with menace) against 12 creatures, blocked one at a time."""
    attacking = ["Scaling Bear"] * 6 + ["Scaling Brute"] * 4 + ["Scaling Bird"] * 2
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": attacking},
                  "bob": {"battlefield": ["Scaling Bear"] * 10 + ["Scaling Spider"] * 2}})
    game = d.game
    _pass_while(game, "beginning_of_combat")
    while game.decision.kind == "attackers":
        game.choose(next((o for o in game.decision.options if o.kind == "attack"), game.decision.options[0]))
    _pass_while(game, "declare_attackers")
    calls = _counting(monkeypatch, keywords, "can_block")
    attackers = len(game.state.combat.attackers)
    per_decision = []
    for blocked in range(12):
        d = game.decision
        if d.kind != "blockers":
            break
        calls[0] = 0
        game.choose(next(o for o in d.options if o.kind == "block"))
        if game.decision.kind == "blockers":
            per_decision.append((calls[0], (12 - blocked - 1) * attackers))
    assert len(per_decision) >= 8
    assert all(made <= allowed for made, allowed in per_decision)


def test_item13_each_attack_decision_looks_up_each_defenders_cost_once(monkeypatch) -> None:
    """508.1h: an attackers decision looks up the cost to attack each defender once, however
    many attackers it replays: 10 creatures attack one at a time past Ghostly Prison."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears"] * 10 + ["Forest"] * 20},
                  "bob": {"battlefield": ["Ghostly Prison"]}})
    game = d.game
    _pass_while(game, "beginning_of_combat")
    calls = _counting(monkeypatch, combat, "_attack_taxes")
    per_decision = []
    while game.decision.kind == "attackers" and any(o.kind == "attack" for o in game.decision.options):
        calls[0] = 0
        game.choose(next(o for o in game.decision.options if o.kind == "attack"))
        if game.decision.kind == "attackers":
            per_decision.append(calls[0])
    assert len(per_decision) >= 8
    assert per_decision == [1] * len(per_decision)


def test_508_1f_an_attacker_declared_earlier_cant_pay_for_a_later_one() -> None:
    """508.1f, 508.1h-j: Llanowar Elves declared as an attacker is tapped before the cost is
    paid, so it can't help pay for a second attacker: with three Forests and Ghostly Prison,
    Grizzly Bears ({4} in all) isn't offered after the Elves."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Llanowar Elves", "Grizzly Bears", "Forest", "Forest", "Forest"]},
                  "bob": {"battlefield": ["Ghostly Prison"]}})
    game = d.game
    _pass_while(game, "beginning_of_combat")
    elves = d.object("Llanowar Elves")
    assert {o.value[0] for o in game.decision.options if o.kind == "attack"} == {elves, d.object("Grizzly Bears")}
    game.choose(next(o for o in game.decision.options if o.kind == "attack" and o.value[0] == elves))
    assert game.decision.kind != "attackers"  # only "declare these attackers" was left
    assert list(game.state.combat.attackers) == [elves]
