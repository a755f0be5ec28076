"""Redirection effects (614.9): "{0}: The next 1 damage that would be dealt to ~ this turn is dealt
to target creature you control instead." (Nomads en-Kor and the other en-Kor), "... to any
target instead" (Zhalfirin Crusader), "The next 1 damage that would be dealt to target white
creature this turn is dealt to ~ instead" (Daughter of Autumn).  The shield moves up to its
amount of one damage event to the other recipient, dealt by the same source (combat damage stays
combat damage), then is used up; the damage dealt there meets that recipient's own prevention
effects (616.1f); nothing is redirected to an object that left the battlefield."""

from __future__ import annotations

import pytest
from support import compiled_card, events, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

LIBRARY = ["Island"] * 6


@pytest.fixture(autouse=True)
def redirect_cards():
    with registry.scope():
        compiled_card("Test Nomads", "{0}: The next 1 damage that would be dealt to Test Nomads this turn is dealt to "
                      "target creature you control instead.", ("Creature",), cost="{W}", power="1", toughness="4")
        compiled_card("Test Crusader", "{0}: The next 1 damage that would be dealt to Test Crusader this turn is dealt "
                      "to any target instead.", ("Creature",), cost="{W}", power="2", toughness="4")
        compiled_card("Test Daughter", "{0}: The next 1 damage that would be dealt to target white creature this turn "
                      "is dealt to Test Daughter instead.", ("Creature",), cost="{W}", power="2", toughness="4")
        compiled_card("Test Blast", "Test Blast deals 3 damage to any target.", ("Instant",), cost="{0}")
        compiled_card("Test Ward", "Prevent the next 1 damage that would be dealt to any target this turn.",
                      ("Instant",), cost="{0}")
        yield


def _damage(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].damage


def _bob_blasts(d, target: str) -> None:
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Test Blast", targets=[target])
    d.resolve(None)


def test_one_damage_of_three_goes_to_the_other_creature() -> None:
    """614.9: of the 3 damage to the Nomads, 1 is dealt to the Serra Angel instead: 2 and 1."""
    d = position({"alice": {"battlefield": ["Test Nomads", "Serra Angel"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blast"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Nomads", targets=["Serra Angel"])
    d.resolve(None)
    _bob_blasts(d, "Test Nomads")
    assert _damage(d, "Serra Angel") == 1
    dealt = [(e["target"][1], e["amount"]) for e in events(d.game, "damage")]
    assert sorted(amount for _target, amount in dealt) == [1, 2]


def test_shields_add_up() -> None:
    """Activated three times, the shields move all 3 damage: the Nomads survive, the Angel has 3."""
    d = position({"alice": {"battlefield": ["Test Nomads", "Serra Angel"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blast"], "library": LIBRARY}})
    for _ in range(3):
        d.act("alice", "activates", "Test Nomads", targets=["Serra Angel"])
        d.resolve(None)
    _bob_blasts(d, "Test Nomads")
    assert _damage(d, "Test Nomads") == 0 and _damage(d, "Serra Angel") == 3


def test_a_used_shield_is_gone() -> None:
    """The shield is used up: a second damage event is dealt in full to the Nomads' controller's
    Nomads (here, 1 damage of the first, then all of the second)."""
    d = position({"alice": {"battlefield": ["Test Crusader", "Serra Angel"], "library": LIBRARY},
                  "bob": {"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Crusader", targets=["Serra Angel"])
    d.resolve(None)
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Shock", targets=["Test Crusader"])
    d.resolve(None)
    assert _damage(d, "Test Crusader") == 1 and _damage(d, "Serra Angel") == 1
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Shock", targets=["Serra Angel"])
    d.resolve(None)
    assert _damage(d, "Serra Angel") == 3


def test_redirected_to_a_player() -> None:
    """"Any target": 1 of the damage is dealt to bob himself."""
    d = position({"alice": {"battlefield": ["Test Crusader"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blast"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Crusader", targets=["bob"])
    d.resolve(None)
    _bob_blasts(d, "Test Crusader")
    assert life(d, "bob") == 19 and _damage(d, "Test Crusader") == 2


def test_the_new_recipients_prevention_applies() -> None:
    """616.1f: the damage dealt to the Angel instead meets its prevention shield."""
    d = position({"alice": {"hand": ["Test Ward"], "battlefield": ["Test Nomads", "Serra Angel"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blast"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Nomads", targets=["Serra Angel"])
    d.resolve(None)
    d.act("alice", "casts", "Test Ward", targets=["Serra Angel"])
    d.resolve(None)
    _bob_blasts(d, "Test Nomads")
    assert _damage(d, "Serra Angel") == 0 and _damage(d, "Test Nomads") == 2


def test_nothing_is_redirected_to_a_creature_that_left() -> None:
    """614.9: the Angel left the battlefield: all 3 damage is dealt to the Nomads."""
    d = position({"alice": {"battlefield": ["Test Nomads", "Serra Angel"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blast", "Unsummon"], "battlefield": ["Island"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Nomads", targets=["Serra Angel"])
    d.resolve(None)
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Unsummon", targets=["Serra Angel"])
    d.resolve(None)
    _bob_blasts(d, "Test Nomads")
    assert [e["amount"] for e in events(d.game, "damage")] == [3]


def test_it_can_redirect_to_itself() -> None:
    """A ruling of Nomads en-Kor: the damage redirected to itself is still dealt to it."""
    d = position({"alice": {"battlefield": ["Test Nomads"], "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Nomads", targets=["Test Nomads"])
    d.resolve(None)
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Shock", targets=["Test Nomads"])
    d.resolve(None)
    assert _damage(d, "Test Nomads") == 2 and [e["amount"] for e in events(d.game, "damage")] == [1, 1]


def test_combat_damage_redirected_is_still_combat_damage() -> None:
    """A ruling of Nomads en-Kor: bob's attacking Grizzly Bears blocked by the Nomads: 1 of its
    damage is dealt to the Angel, as combat damage."""
    d = position({"active": "bob", "step": "main1", "alice": {"battlefield": ["Test Nomads", "Serra Angel"],
                                                             "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    d.attack("bob", ["Grizzly Bears"])
    d.block("alice", {"Test Nomads": "Grizzly Bears"})
    d.act("alice", "activates", "Test Nomads", targets=["Serra Angel"])
    d.resolve(None)
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    to_angel = [e for e in events(d.game, "damage") if e["target"] == ["obj", d.object("Serra Angel")]]
    assert [(e["amount"], e["combat"]) for e in to_angel] == [(1, True)]


def test_daughter_takes_damage_for_a_white_creature() -> None:
    d = position({"alice": {"battlefield": ["Test Daughter", "Serra Angel"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blast"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Daughter", targets=["Serra Angel"])
    d.resolve(None)
    _bob_blasts(d, "Serra Angel")
    assert _damage(d, "Serra Angel") == 2 and _damage(d, "Test Daughter") == 1


def test_reading() -> None:
    ability = compile_text("Test", "{0}: The next 1 damage that would be dealt to Test this turn is dealt to target "
                           "creature you control instead.", ("Creature",))[0]
    assert ability.effects == (dsl.RedirectNextDamage(1, dsl.Self(), dsl.Target(0)),)


@pytest.mark.parametrize("text", [
    "{0}: The next 1 damage that would be dealt to Test this turn is dealt to Test instead.",
    "{0}: The next 1 damage that would be dealt to Test this turn is dealt to target creature you control.",
    "{0}: The next 1 damage that would be dealt to Test this turn is dealt to that creature instead.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
