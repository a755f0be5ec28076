"""Adventurer cards (715): Lovestruck Beast // Heart's Desire and Giant Killer // Chop Down."""

from __future__ import annotations

import pytest
from support import events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.engine.combat import attack_problem


def _options(d, kind: str) -> list[str]:
    return [o.label for o in d.game.decision.options if o.kind == kind]


def test_adventurer_card_in_hand_has_normal_characteristics() -> None:
    """715.4: in every zone except the stack an adventurer card has only its normal
    characteristics: Lovestruck Beast, a mana value 3 5/5 creature card."""
    d = position({"alice": {"hand": ["Lovestruck Beast"]}})
    chars = d.game.chars(d.object("Lovestruck Beast"))
    assert chars.name == "Lovestruck Beast"
    assert chars.types == frozenset({"Creature"}) and chars.mana_value == 3
    assert (chars.power, chars.toughness) == (5, 5)


def test_cast_as_adventure_has_alternative_characteristics() -> None:
    """715.3, 715.3b: the player chooses to cast it as Heart's Desire; on the stack it has only
    the Adventure's characteristics: a mana value 1 Sorcery — Adventure."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"]}})
    game = d.game
    d.until_priority(0)
    assert _options(d, "cast") == ["cast Heart's Desire (adventure)"]  # one Forest: only {G}
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    chars = game.chars(game.state.stack[-1].obj)
    assert chars.name == "Heart's Desire"
    assert chars.types == frozenset({"Sorcery"}) and chars.subtypes == frozenset({"Adventure"})
    assert chars.mana_value == 1
    assert game.state.stack[-1].cast_method == "adventure"


def test_heart_desire_creates_human_and_goes_on_an_adventure() -> None:
    """715.3d: Heart's Desire creates a 1/1 Human; as it resolves the card is exiled instead of
    going to the graveyard."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"]}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    d.resolve(None)
    assert [game.chars(o).name for o in game.state.battlefield if game.state.objects[o].token] == ["Human Token"]
    assert game.state.players[0].graveyard == []
    [exiled] = game.state.exile
    assert game.state.objects[exiled].card == "Lovestruck Beast // Heart's Desire"
    assert game.chars(exiled).name == "Lovestruck Beast"  # 715.4: normal characteristics in exile


def test_cast_creature_from_adventure_exile() -> None:
    """715.3d: for as long as the card remains exiled, its owner may cast Lovestruck Beast from
    exile — but not Heart's Desire again."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"] * 4}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    d.resolve(None)
    d.until_priority(0)
    assert _options(d, "cast") == ["cast Lovestruck Beast from exile"]
    d.act("alice", "casts", "Lovestruck Beast", from_zone="exile")
    d.resolve(None)
    assert game.state.exile == []
    beast = next(o for o in game.state.battlefield if game.chars(o).name == "Lovestruck Beast")
    assert (game.chars(beast).power, game.chars(beast).toughness) == (5, 5)


def test_adventure_exile_permission_is_only_for_the_player_who_cast_it() -> None:
    """715.3d: the permission is the Adventure's controller's (here its owner, who cast it);
    the opponent can't cast the exiled card."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"], "library": ["Forest"] * 3},
                  "bob": {"battlefield": ["Forest"] * 3, "library": ["Forest"] * 3}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    d.resolve(None)
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "main1")
    d.until_priority(1)
    assert _options(d, "cast") == []


def test_adventure_exile_permission_is_its_controllers_not_its_owners() -> None:
    """715.3d: "its controller exiles it ... that player may play it": an Adventure controlled
    by another player than its owner (as when an effect lets a player cast an opponent's card)
    may be cast from exile by that player, not by its owner."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"], "library": ["Forest"] * 3},
                  "bob": {"battlefield": ["Forest"] * 5, "library": ["Forest"] * 3}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    item = game.state.stack[-1]
    item.controller = 1
    game.state.objects[item.obj].controller = 1
    game.invalidate()
    d.resolve(None)
    assert game.state.objects[game.state.exile[0]].owner == 0
    d.until_priority(0)
    assert _options(d, "cast") == []
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "main1")
    d.until_priority(1)
    assert _options(d, "cast") == ["cast Lovestruck Beast from exile"]


def test_countered_adventure_goes_to_graveyard() -> None:
    """715.3d: only a resolving Adventure is exiled; a countered one goes to its owner's
    graveyard (701.6a), and can't be cast from there."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"] * 4},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island"] * 2}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    d.act("bob", "casts", "Counterspell", targets=["Heart's Desire"])
    d.resolve(None)
    assert game.state.exile == []
    assert [game.chars(o).name for o in game.state.players[0].graveyard] == ["Lovestruck Beast"]
    assert not [o for o in game.state.battlefield if game.state.objects[o].token]
    d.until_priority(0)
    assert _options(d, "cast") == []


def test_lovestruck_beast_needs_a_1_1_to_attack() -> None:
    """508.1c: Lovestruck Beast can't attack unless its controller controls a 1/1 creature;
    the Human token from Heart's Desire allows it."""
    d = position({"alice": {"battlefield": ["Lovestruck Beast"]}})
    beast = d.object("Lovestruck Beast")
    assert attack_problem(d.game.kernel, beast) is not None
    d = position({"alice": {"battlefield": ["Lovestruck Beast", {"card": "Human", "token": True}]}, "bob": {}})
    game = d.game
    beast = d.object("Lovestruck Beast")
    assert attack_problem(game.kernel, beast) is None
    d.attack("alice", ["Lovestruck Beast"])
    assert beast in game.state.combat.attackers


def test_opponents_1_1_does_not_let_lovestruck_beast_attack() -> None:
    """508.1c: "unless you control a 1/1 creature": a 1/1 an opponent controls doesn't count."""
    d = position({"alice": {"battlefield": ["Lovestruck Beast"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    assert attack_problem(d.game.kernel, d.object("Lovestruck Beast")) is not None


def test_pumped_human_no_longer_a_1_1() -> None:
    """508.1c, 613.4c: a Human that got +3/+3 is a 4/4, not a 1/1, so Lovestruck Beast can't
    attack."""
    d = position({"alice": {"hand": ["Giant Growth"],
                            "battlefield": ["Forest", "Lovestruck Beast", {"card": "Human", "token": True}]}})
    game = d.game
    beast = d.object("Lovestruck Beast")
    assert attack_problem(game.kernel, beast) is None
    d.act("alice", "casts", "Giant Growth", targets=["Human"])
    d.resolve(None)
    assert attack_problem(game.kernel, beast) is not None


def test_full_adventure_then_attack() -> None:
    """715.3d, 508.1c: Heart's Desire makes a Human and exiles the card; Lovestruck Beast is cast
    from exile and, on the next turn, attacks thanks to the 1/1 Human."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"] * 4, "library": ["Forest"] * 3},
                  "bob": {"library": ["Forest"] * 3}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    d.resolve(None)
    d.act("alice", "casts", "Lovestruck Beast", from_zone="exile")
    d.resolve(None)
    beast = next(o for o in game.state.battlefield if game.chars(o).name == "Lovestruck Beast")
    d.pass_until(lambda: game.state.turn == 3 and game.state.step == "main1")
    d.attack("alice", {"Lovestruck Beast": "bob"})
    d.pass_until(lambda: game.state.step == "main2")
    assert game.state.players[1].life == 15
    assert beast in game.state.battlefield
    assert [e["obj"] for e in events(game, "attack")] == [beast]


def test_giant_killer_chop_down_adventure() -> None:
    """715.3, 715.3d: Chop Down (the Adventure of Giant Killer) destroys a creature with power 4
    or greater, then the card is exiled and Giant Killer can be cast from exile."""
    d = position({"alice": {"hand": ["Giant Killer"], "battlefield": ["Plains"] * 4},
                  "bob": {"battlefield": ["Serra Angel", "Grizzly Bears"]}})
    game = d.game
    d.act("alice", "casts", "Giant Killer", face="Chop Down", targets=["Serra Angel"])
    d.resolve(None)
    assert [game.state.objects[o].card for o in game.state.players[1].graveyard] == ["Serra Angel"]
    d.until_priority(0)
    assert _options(d, "cast") == ["cast Giant Killer from exile"]


def _discount(name: str, spell_type: str) -> str:
    """A test permanent: "<spell_type> spells you cast cost {1} less to cast"."""
    registry.register(dsl.CardDef(name=name, source="test", faces=(dsl.Face(
        name=name, mana_cost="{1}", types=("Artifact",),
        abilities=(dsl.Static(dsl.CostChange(amount=-1, spells=dsl.Filter(types=(spell_type,)), who="you"),
                              text=f"{spell_type} spells you cast cost {{1}} less to cast."),)),)))
    return name


@pytest.mark.parametrize("spell_type, adventure_castable", [("Creature", False), ("Instant", True)])
def test_cost_reduction_sees_the_adventure_not_the_creature(spell_type: str, adventure_castable: bool) -> None:
    """715.3a-b, 601.2f: the total cost is determined with the spell on the stack, where an
    Adventure has only its alternative characteristics: a creature-spell discount doesn't make
    Chop Down ({2}{W} instant) castable with two Plains, an instant-spell discount does; Giant
    Killer ({W} creature) is castable either way."""
    discount = _discount(f"Test {spell_type} Discount", spell_type)
    d = position({"alice": {"hand": ["Giant Killer"], "battlefield": [discount, "Plains", "Plains"]},
                  "bob": {"battlefield": ["Lovestruck Beast"]}})
    d.until_priority(0)
    casts = _options(d, "cast")
    assert "cast Giant Killer" in casts
    assert ("cast Chop Down (adventure)" in casts) == adventure_castable


def test_a_save_with_the_creature_cast_from_adventure_exile_on_the_stack_loads() -> None:
    """715.3d: a spell cast from exile after its adventure is a stack item of its own cast
    method; a save taken while it is on the stack loads and continues like the game (found by
    the fuzzer: `manastack fuzz --cards all,mb2 --seed 12` refused the save as "cast by an
    unknown method 'from_adventure'")."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"] * 4}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    d.resolve(None)
    d.act("alice", "casts", "Lovestruck Beast", from_zone="exile")
    assert game.state.stack[-1].cast_method == "from_adventure"
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
