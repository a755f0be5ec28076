"""702.39a provoke and "defending player controls" (506.2): "Whenever this creature attacks, you
may choose to have target creature defending player controls block this creature this combat if
able.  If you do, untap that creature."; "Whenever ~ attacks, tap target creature defending
player controls".  Played: the provoked creature untaps and must block the provoker (509.1c);
the requirement ends with the combat (511.3); a creature the attacking player controls isn't a
legal target."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text


def _creature(name: str, text: str, power: str = "2", toughness: str = "2") -> None:
    face = dsl.Face(name=name, mana_cost="{1}{G}", types=("Creature",), subtypes=("Beast",), power=power,
                    toughness=toughness, abilities=compile_text(name, text, ("Creature",)) if text else ())
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_creature("Prov Brawler", "Provoke", "3", "3")
_creature("Prov Tapper", "Whenever Prov Tapper attacks, tap target creature defending player controls.")


def _blocks(d) -> dict[str, list[str]]:
    combat = d.game.state.combat
    return {d.game.chars(b).name: [d.game.chars(a).name for a in blocked] for b, blocked in combat.blockers.items()}


def test_702_39a_provoke_untaps_the_target_and_it_must_block() -> None:
    """702.39a, 509.1c: bob's tapped Grizzly Bears is provoked: it untaps and must block Prov
    Brawler, not Savannah Lions (the declaration without that block isn't offered)."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Prov Brawler", "Savannah Lions"]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}})
    d.attack("alice", ["Prov Brawler", "Savannah Lions"], choices=["yes"])  # the only legal target
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers"
                 or (d.game.state.combat is not None and bool(d.game.state.combat.blockers)))
    bears = d.object("Grizzly Bears")
    assert not d.game.state.objects[bears].tapped
    d.pass_until(lambda: d.game.state.combat is not None and bool(d.game.state.combat.blockers))
    assert _blocks(d) == {"Grizzly Bears": ["Prov Brawler"]}
    requirements = [e for e in d.game.state.effects if e.kind == "combat_requirement"]
    assert [e.duration for e in requirements] == ["end_of_combat"]
    d.pass_until(lambda: d.game.state.step == "main2")
    assert not [e for e in d.game.state.effects if e.kind == "combat_requirement"]  # 511.3


def test_702_39a_declining_provoke_leaves_the_creature_tapped_and_free() -> None:
    """702.39a: "you may": declined, the Bears stays tapped and nothing is required."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Prov Brawler"]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "tapped": True}, "Savannah Lions"]}})
    d.attack("alice", ["Prov Brawler"], choices=["Grizzly Bears", "no"])
    d.block("bob", {})
    assert d.game.state.objects[d.object("Grizzly Bears")].tapped
    assert _blocks(d) == {}


def test_506_2_tap_target_creature_defending_player_controls() -> None:
    """506.2: Prov Tapper's trigger may target only bob's creatures (the defending player's):
    Savannah Lions, alice's, isn't a legal target; the Bears is tapped and can't block."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Prov Tapper", "Savannah Lions"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Prov Tapper"])  # the only legal target: chosen at once
    d.pass_until(lambda: not d.game.state.stack and d.decision is not None and d.decision.kind == "blockers"
                 or d.game.state.step == "combat_damage")
    assert d.game.state.objects[d.object("Grizzly Bears")].tapped
    assert not d.game.state.objects[d.object("Savannah Lions")].tapped


@pytest.mark.parametrize("line", [
    "Tap target creature defending player controls.",  # no attack: no defending player
    "Provoke 2",
    "Whenever ~ blocks, tap target creature defending player controls.",  # a blocker has no defending player
])
def test_defending_player_outside_an_attack_trigger_is_refused(line: str) -> None:
    text = line.replace("~", "Test Card")
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


def test_mutation_this_combat_and_this_turn_are_different_trees() -> None:
    """"blocks it this combat" (ends at end of combat) and "this turn" compile to different trees."""
    combat = compile_text("X", "Whenever X attacks, target creature defending player controls blocks it this combat "
                               "if able.", ("Creature",))
    turn = compile_text("X", "Whenever X attacks, target creature defending player controls blocks it this turn "
                             "if able.", ("Creature",))
    assert combat != turn
    assert combat[0].effects[0].this_combat and not turn[0].effects[0].this_combat
