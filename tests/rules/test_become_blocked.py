"""509.1g-h, 509.3c: Noble Ox (Mystery Booster 2): "When Noble Ox enters the battlefield, all
unblocked creatures attacking you become blocked by Noble Ox." Cast with flash after blockers are
declared, it blocks each unblocked attacker attacking its controller ("becomes blocked" abilities
trigger); an attacker already blocked isn't; before blockers are declared no attacker is
unblocked, so nothing happens.  Mutations are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

compiled_card("Oxen Raider", "Whenever Oxen Raider becomes blocked, you gain 3 life.", ("Creature",), "{1}{R}",
              power="2", toughness="2")


@pytest.fixture(autouse=True)
def noble_ox():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Noble Ox")))
        yield


def _attack(attackers: list[str], blocks: dict | None, alice_more=()):
    d = position({"active": "bob", "step": "beginning_of_combat",
                  "alice": {"hand": ["Noble Ox"], "battlefield": ["Plains"] * 4 + list(alice_more)},
                  "bob": {"battlefield": attackers}})
    d.attack("bob", attackers)
    if blocks is not None:
        d.block("alice", blocks)
    return d


def test_509_1h_noble_ox_blocks_the_unblocked_attackers() -> None:
    """Bob's Raider and Grizzly Bears attack unblocked; Noble Ox enters and blocks both: alice
    takes no damage, the Raider's "becomes blocked" ability triggers (bob gains 3)."""
    d = _attack(["Oxen Raider", "Grizzly Bears"], {})
    d.act("alice", "casts", "Noble Ox")
    d.resolve(None)
    combat, ox = d.game.state.combat, d.object("Noble Ox")
    assert sorted(combat.blockers[ox]) == sorted([d.object("Oxen Raider"), d.object("Grizzly Bears")])
    assert life(d, "bob") == 23
    d.queued.setdefault(d.player("alice"), []).append("0 to Oxen Raider, 2 to Grizzly Bears")  # 510.1d
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert life(d, "alice") == 20 and "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_509_1h_an_attacker_already_blocked_isnt_blocked_by_the_ox() -> None:
    d = _attack(["Oxen Raider", "Grizzly Bears"], {"Savannah Lions": "Grizzly Bears"}, ["Savannah Lions"])
    d.act("alice", "casts", "Noble Ox")
    d.resolve(None)
    combat = d.game.state.combat
    assert combat.blockers[d.object("Noble Ox")] == [d.object("Oxen Raider")]
    assert combat.blocked_by[d.object("Grizzly Bears")] == [d.object("Savannah Lions")]


def test_509_1h_before_blockers_are_declared_nothing_is_unblocked() -> None:
    """Cast in the declare attackers step, the Ox blocks nothing; it may then be declared as a
    blocker as usual."""
    d = _attack(["Oxen Raider"], None)
    d.act("alice", "casts", "Noble Ox")
    d.resolve(None)
    assert d.game.state.step == "declare_attackers" and not d.game.state.combat.blockers
    d.block("alice", {"Noble Ox": "Oxen Raider"})
    assert d.game.state.combat.blockers[d.object("Noble Ox")] == [d.object("Oxen Raider")]


def test_mutations() -> None:
    (trigger,) = compile_text("X", "When X enters the battlefield, all unblocked creatures attacking you become "
                              "blocked by X.", ("Creature",))
    assert trigger.effects == (dsl.BlockUnblockedAttackers(),)
    for text in ("When X enters the battlefield, all creatures attacking you become blocked by X.",
                 "When X enters the battlefield, all unblocked creatures become blocked by X."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Creature",))
