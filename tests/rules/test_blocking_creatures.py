"""509.1g: descriptions of blocking creatures, compiled from Oracle text and played: "target
blocking creature" (Vanquish), "blocking creatures get +1/+1 until end of turn" (Rally),
"target creature blocking ~" / "blocking it" (Master of Arms, Flowstone Salamander),
"blocking creatures that are tapped" (New Master of Arms, with its prevention, 615); 509.1h:
"target blocked creature" (Smite), "target unblocked creature" (Gossamer Chains): only once
blockers are declared.  Mutations: "nonblocking", and "blocking it" where "it" isn't the source
are refused; "blocked" and "unblocked" give different trees."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record
from manastack.engine import queries
from manastack.engine.decision import IllegalAction

compiled_card("Blocker Vanquish", "Destroy target blocking creature.", ("Instant",), "{W}")
compiled_card("Blocker Rally", "Blocking creatures get +1/+1 until end of turn.", ("Instant",), "{W}")
compiled_card("Blocker Salamander", "{R}: Blocker Salamander deals 1 damage to target creature blocking it.",
              ("Creature",), "{2}{R}", power="3", toughness="3")
compiled_card("Blocker Smite", "Destroy target blocked creature.", ("Instant",), "{W}")
compiled_card("Blocker Chains", "Prevent all combat damage that would be dealt by target unblocked creature this turn.",
              ("Instant",), "{W}")
compiled_card("Blocker Ogre", "", ("Creature",), "{2}{R}", power="3", toughness="3")


@pytest.fixture(autouse=True)
def new_master_of_arms():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("New Master of Arms")))
        yield


def _blocked(attacker: str, blockers: dict, alice_more: list[str] = (), bob_more: list[str] = (), bob_hand=()):
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": [attacker, *alice_more]},
                  "bob": {"battlefield": [*blockers, *bob_more], "hand": list(bob_hand)}})
    d.attack("alice", [attacker])
    d.block("bob", blockers)
    return d


def item_filter(d) -> dsl.Filter:
    return registry.card_def("Blocker Vanquish").front.abilities[0].targets[0].filter


def _names(d) -> list[str]:
    return [d.game.chars(o).name for o in d.game.state.battlefield]


def test_509_1g_target_blocking_creature_only_a_blocker() -> None:
    """Vanquish: a blocking creature may be targeted and is destroyed; the attacker (not
    blocking) can't be targeted."""
    d = _blocked("Blocker Ogre", {"Grizzly Bears": "Blocker Ogre"}, bob_more=["Plains"], bob_hand=["Blocker Vanquish"])
    d.act("bob", "casts", "Blocker Vanquish", targets=["Grizzly Bears"])
    item = d.game.state.stack[-1]
    assert [t[1] for slot in item.targets for t in slot] == [d.object("Grizzly Bears")]
    assert not queries.matches(d.game.kernel, item_filter(d), d.object("Blocker Ogre"), None, d.player("bob"))
    d.resolve(1)
    assert "Grizzly Bears" not in _names(d) and "Blocker Ogre" in _names(d)


def test_509_1g_blocking_creatures_get_a_bonus_attackers_dont() -> None:
    """Rally: bob's blocking Grizzly Bears becomes 3/3; his creature that didn't block and
    alice's attacker keep their power."""
    d = _blocked("Blocker Ogre", {"Grizzly Bears": "Blocker Ogre"}, bob_more=["Plains", "Savannah Lions"],
                 bob_hand=["Blocker Rally"])
    d.act("bob", "casts", "Blocker Rally")
    d.resolve(None)
    game = d.game
    assert (game.chars(d.object("Grizzly Bears")).power, game.chars(d.object("Grizzly Bears")).toughness) == (3, 3)
    assert game.chars(d.object("Savannah Lions")).power == 2 and game.chars(d.object("Blocker Ogre")).power == 3


def test_509_1g_creature_blocking_it_is_a_creature_blocking_the_source() -> None:
    """"Target creature blocking it": only the creature blocking the Salamander, not one
    blocking another attacker."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Blocker Salamander", "Blocker Ogre", "Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"]}})
    d.attack("alice", ["Blocker Salamander", "Blocker Ogre"])
    d.block("bob", {"Grizzly Bears": "Blocker Salamander", "Savannah Lions": "Blocker Ogre"})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Blocker Salamander", targets=["Savannah Lions"])
    d.act("alice", "activates", "Blocker Salamander", targets=["Grizzly Bears"])
    d.resolve(1)
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 1


def test_615_new_master_of_arms_taps_its_blocker_whose_damage_is_prevented() -> None:
    """New Master of Arms (first strike 2/2) is blocked by a 3/3; tapping that blocker with its
    ability prevents the blocker's combat damage: the Master survives.  The Master, tapped by
    attacking but not blocking, deals its damage."""
    d = _blocked("New Master of Arms", {"Blocker Ogre": "New Master of Arms"}, alice_more=["Plains", "Plains"])
    d.act("alice", "activates", "New Master of Arms", targets=["Blocker Ogre"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Blocker Ogre")].tapped
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert "New Master of Arms" in _names(d)
    assert d.game.state.objects[d.object("Blocker Ogre")].damage == 2


def test_615_an_untapped_blocker_deals_its_damage() -> None:
    """The control: without the tap, the 3/3 blocker kills the Master."""
    d = _blocked("New Master of Arms", {"Blocker Ogre": "New Master of Arms"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert "New Master of Arms" not in _names(d) and life(d, "bob") == 20


def test_blocking_mutations() -> None:
    """Trees: "blocking" and "blocking ~" are their own fields; "blocked", "nonblocking" and a
    "blocking it" whose "it" isn't the source are refused."""
    (vanquish,) = compile_text("X", "Destroy target blocking creature.", ("Instant",))
    assert vanquish.targets[0].filter == dsl.Filter(types=("Creature",), blocking=True)
    (tapper,) = compile_text("X", "{1}{W}: Tap target creature blocking X.", ("Creature",))
    assert tapper.targets[0].filter == dsl.Filter(types=("Creature",), blocking_source=True)
    blocked = compile_text("X", "Destroy target blocked creature.", ("Instant",))[0].targets[0].filter
    unblocked = compile_text("X", "Destroy target unblocked creature.", ("Instant",))[0].targets[0].filter
    assert (blocked.blocked, unblocked.blocked) == (True, False)
    for text in ("Destroy target nonblocking creature.",
                 "Destroy target creature blocking it."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Instant",))


def _two_attackers(step_after_blocks: bool = True):
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Blocker Ogre", "Savannah Lions"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Plains"], "hand": ["Blocker Smite", "Blocker Chains"]}})
    d.attack("alice", ["Blocker Ogre", "Savannah Lions"])
    if step_after_blocks:
        d.block("bob", {"Grizzly Bears": "Blocker Ogre"})
    return d


def _fits(d, spell: str, name: str) -> bool:
    flt = registry.card_def(spell).front.abilities[0].targets[0].filter
    return queries.matches(d.game.kernel, flt, d.object(name), None, d.player("bob"))


def test_509_1h_blocked_and_unblocked_only_once_blockers_are_declared() -> None:
    """Before blockers are declared an attacker is neither blocked nor unblocked; after, the
    Ogre is blocked and the Lions unblocked."""
    d = _two_attackers(step_after_blocks=False)
    assert not _fits(d, "Blocker Smite", "Blocker Ogre") and not _fits(d, "Blocker Chains", "Savannah Lions")
    d = _two_attackers()
    assert _fits(d, "Blocker Smite", "Blocker Ogre") and not _fits(d, "Blocker Smite", "Savannah Lions")
    assert _fits(d, "Blocker Chains", "Savannah Lions") and not _fits(d, "Blocker Chains", "Blocker Ogre")


def test_509_1h_smite_destroys_the_blocked_attacker() -> None:
    d = _two_attackers()
    d.act("bob", "casts", "Blocker Smite", targets=["Blocker Ogre"])
    d.resolve(1)
    assert "Blocker Ogre" not in _names(d)


def test_615_prevent_the_damage_of_an_unblocked_creature() -> None:
    """Gossamer Chains's effect on the unblocked Lions: bob takes no damage from them."""
    d = _two_attackers()
    d.act("bob", "casts", "Blocker Chains", targets=["Savannah Lions"])
    d.resolve(1)
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert life(d, "bob") == 20
