"""603: triggered abilities -- zone-change, step, cast, attack and combat-damage triggers, APNAP
order, targets chosen as the ability goes on the stack, intervening "if" clauses, delayed and
state triggers, and optional ("you may") triggers."""

from __future__ import annotations

from support import events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.engine.decision import Decision, Option

# ---------------------------------------------------------------- test-only cards

registry.register(dsl.CardDef(
    name="Test Delayed Blessing",
    faces=(dsl.Face(
        name="Test Delayed Blessing", mana_cost="{W}", types=("Instant",),
        abilities=(dsl.SpellAbility((dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end"), (dsl.GainLife(3),)),),
                                    text="At the beginning of the next end step, you gain 3 life."),),
    ),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Bear Hater",
    faces=(dsl.Face(
        name="Test Bear Hater", mana_cost="{2}", types=("Artifact",),
        abilities=(dsl.Triggered(dsl.Trigger("state"), (dsl.GainLife(1), dsl.DestroyAll(dsl.Filter(name="Grizzly Bears"))),
                                 condition=dsl.YouControl(dsl.Filter(name="Grizzly Bears")),
                                 text="When you control a creature named Grizzly Bears, gain 1 life and destroy "
                                      "all creatures named Grizzly Bears."),),
    ),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Delayed Mentor",
    faces=(dsl.Face(
        name="Test Delayed Mentor", mana_cost="{W}", types=("Creature",), power="1", toughness="1",
        abilities=(dsl.Triggered(dsl.Trigger("enters", self_only=True),
                                 (dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end"), (dsl.GainLife(2),)),),
                                 text="When this creature enters, at the beginning of the next end step, you gain 2 life."),),
    ),),
    source="test",
))


registry.register(dsl.CardDef(
    name="Test Grave Watcher",
    faces=(dsl.Face(
        name="Test Grave Watcher", mana_cost="{B}", types=("Creature",), power="1", toughness="1",
        abilities=(dsl.Triggered(dsl.Trigger("dies", subject=dsl.Filter(types=("Creature",), controller="you", other=True, token=False)),
                                 (dsl.GainLife(1),),
                                 text="Whenever another nontoken creature you control dies, you gain 1 life."),),
    ),),
    source="test",
))


# ---------------------------------------------------------------- helpers


def _option(decision: Decision, label_start: str) -> Option:
    found = [o for o in decision.options if o.label.lower().startswith(label_start.lower())]
    assert found, f"no option starting {label_start!r} in {[o.label for o in decision.options]}"
    return found[0]


def _stack_names(d) -> list[str]:
    """Names of the stack's objects' sources, bottom first."""
    game = d.game
    names = []
    for item in game.state.stack:
        if item.kind == "spell":
            names.append(game.chars(item.obj).name)
        elif item.source in game.state.objects:
            names.append(game.chars(item.source).name)
        else:
            names.append((item.source_lki or {}).get("name", "?"))
    return names


def _is_named(game, oid: int, name: str) -> bool:
    """A token is named by its name with or without the word "Token" (111.4)."""
    return game.chars(oid).name in (name, f"{name} Token")


def _count(d, player: int, zone: str, name: str) -> int:
    game = d.game
    ids = game.state.player_zone(player, zone)
    return sum(1 for o in ids if _is_named(game, o, name) and (zone != "battlefield" or game.chars(o).controller == player))


# ---------------------------------------------------------------- zone-change triggers (603.6)


def test_enters_trigger_viashino_pyromancer_deals_2_to_target_player() -> None:
    """603.6a: "When this creature enters" triggers as it enters; its target is chosen as it goes
    on the stack (603.3d) and it deals 2 damage on resolution."""
    d = position({"alice": {"hand": ["Viashino Pyromancer"], "battlefield": [{"card": "Mountain", "count": 2}]}, "bob": {}})
    d.act("alice", "casts", "Viashino Pyromancer")
    d.pass_once()
    decision = d.decision
    assert decision.kind == "target" and decision.player == 0
    assert d.game.state.stack == []  # 603.3d: it isn't on the stack until its target is chosen
    d.choose(_option(decision, "bob"))
    assert _stack_names(d) == ["Viashino Pyromancer"]
    item = d.game.state.stack[0]
    assert item.kind == "triggered" and item.targets == [[["player", 1]]]
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert d.game.state.players[0].life == 20


def test_enters_trigger_only_for_its_own_entering() -> None:
    """603.6a: a "when this creature enters" ability doesn't trigger when another permanent
    enters."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Viashino Pyromancer", {"card": "Forest", "count": 2}]},
                  "bob": {}})
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(None)
    assert events(d.game, "trigger") == []
    assert d.game.state.players[1].life == 20


def test_dies_trigger_blood_petal_celebrant_creates_blood_token() -> None:
    """603.6c, 700.4: "when this creature dies" triggers when it's put into a graveyard from the
    battlefield; it creates a Blood token (111.1)."""
    d = position({"alice": {"battlefield": ["Blood Petal Celebrant"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Blood Petal Celebrant"])
    d.pass_once()
    assert _stack_names(d) == ["Blood Petal Celebrant"]
    assert d.game.state.stack[0].controller == 0  # 603.3a: its controller when it triggered
    d.resolve(None)
    assert _count(d, 0, "battlefield", "Blood") == 1
    assert _count(d, 0, "graveyard", "Blood Petal Celebrant") == 1
    token = next(o for o in d.game.state.battlefield if _is_named(d.game, o, "Blood"))
    assert d.game.state.objects[token].token


def test_dies_trigger_controlled_by_its_last_controller() -> None:
    """603.3a, 603.10a: a leaves-the-battlefield ability is controlled by the player who
    controlled its source as it left: bob gets the Blood token, though alice owns the Celebrant,
    which goes to its owner's graveyard (400.3)."""
    d = position({"alice": {"battlefield": [{"card": "Blood Petal Celebrant", "controller": "bob"}]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Blood Petal Celebrant"])
    d.pass_once()
    assert d.game.state.stack[0].controller == 1
    d.resolve(None)
    assert _count(d, 1, "battlefield", "Blood") == 1
    assert _count(d, 0, "battlefield", "Blood") == 0
    assert _count(d, 0, "graveyard", "Blood Petal Celebrant") == 1


def test_dies_trigger_not_for_exile() -> None:
    """700.4: "dies" means put into a graveyard from the battlefield; exile doesn't trigger it."""
    d = position({"alice": {"battlefield": ["Blood Petal Celebrant"]},
                  "bob": {"hand": ["Swords to Plowshares"], "battlefield": ["Plains"]}})
    d.act("bob", "casts", "Swords to Plowshares", targets=["Blood Petal Celebrant"])
    d.resolve(None)
    assert _count(d, 0, "battlefield", "Blood") == 0
    assert events(d.game, "trigger") == []


def test_wrath_of_god_each_dying_creature_triggers_by_looking_back() -> None:
    """603.10a: leaves-the-battlefield abilities look back in time: each Celebrant destroyed by
    one Wrath of God triggers, though none of them is on the battlefield afterwards."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4},
                                                                       {"card": "Blood Petal Celebrant", "count": 3}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Wrath of God")
    d.pass_once()
    assert _stack_names(d) == ["Blood Petal Celebrant"] * 3
    d.resolve(None)
    assert _count(d, 0, "battlefield", "Blood") == 3
    assert _count(d, 0, "graveyard", "Blood Petal Celebrant") == 3
    assert _count(d, 1, "graveyard", "Grizzly Bears") == 1


def test_hangarback_walker_dies_uses_last_known_counters() -> None:
    """603.10a, 608.2h: Hangarback Walker's dies trigger counts the +1/+1 counters it had as it
    last existed on the battlefield."""
    d = position({"alice": {"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 2}}]},
                  "bob": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]}})
    d.act("bob", "casts", "Murder", targets=["Hangarback Walker"])
    d.resolve(None)
    assert _count(d, 0, "battlefield", "Thopter") == 2


def test_creature_dying_with_others_sees_them_die() -> None:
    """603.10a: leaves-the-battlefield abilities look back in time: a creature destroyed by the
    same Wrath of God sees each other creature die (whatever order the engine moves them in)."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": ["Test Grave Watcher", {"card": "Plains", "count": 4},
                                                                       "Grizzly Bears", "Savannah Lions"]},
                  "bob": {"battlefield": ["Serra Angel"]}})
    d.act("alice", "casts", "Wrath of God")
    d.pass_once()
    assert _stack_names(d) == ["Test Grave Watcher"] * 2  # the Bears and the Lions, not itself nor bob's Angel
    d.resolve(None)
    assert d.game.state.players[0].life == 22


def test_creatures_dying_together_in_combat_see_each_other_die() -> None:
    """704.3, 603.10a: creatures destroyed by the same state-based action check die
    simultaneously; a dying creature's "whenever another creature you control dies" sees the
    others."""
    d = position({"alice": {"battlefield": ["Test Grave Watcher", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Serra Angel", "Leatherback Baloth"]}})
    d.attack("alice", ["Test Grave Watcher", "Grizzly Bears"])
    d.block("bob", {"Serra Angel": "Test Grave Watcher", "Leatherback Baloth": "Grizzly Bears"})
    d.pass_until(lambda: bool(d.game.state.stack) or d.game.state.step == "main2")
    assert _stack_names(d) == ["Test Grave Watcher"]
    d.resolve(None)
    assert d.game.state.players[0].life == 21


def test_dies_trigger_filter_uses_last_known_information() -> None:
    """603.10a: "another nontoken creature you control dies" is checked against the dying
    creature as it last existed: a Thopter token dying doesn't trigger it; a nontoken one does."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": ["Test Grave Watcher", {"card": "Plains", "count": 4},
                                                                       {"card": "Thopter", "token": True}]},
                  "bob": {}})
    d.act("alice", "casts", "Wrath of God")
    d.resolve(None)
    assert events(d.game, "trigger") == []
    assert d.game.state.players[0].life == 20


def test_clone_of_celebrant_has_its_dies_trigger() -> None:
    """707.2, 603.10a: a Clone copying Blood Petal Celebrant has its dies ability, and it
    triggers when the Clone dies (looking back at the Clone as it was)."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": [{"card": "Island", "count": 4}]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Blood Petal Celebrant", "Mountain"]}})
    d.act("alice", "casts", "Clone")
    d.pass_once()
    d.choose(_option(d.decision, "copy Blood Petal Celebrant"))
    clone = d.object("Clone")
    assert d.game.chars(clone).name == "Blood Petal Celebrant"
    d.act("bob", "casts", "Lightning Bolt", targets=["Clone"])
    d.resolve(None)
    assert _count(d, 0, "battlefield", "Blood") == 1
    assert _count(d, 1, "battlefield", "Blood") == 0


# ---------------------------------------------------------------- step triggers (603.2b)


def test_upkeep_trigger_delver_of_secrets_transforms_on_revealed_instant() -> None:
    """603.2b: "at the beginning of your upkeep" triggers as the upkeep begins; Delver reveals an
    instant and transforms (701.28)."""
    d = position({"turn": 2, "step": "untap", "alice": {"battlefield": ["Delver of Secrets"], "library": ["Lightning Bolt", "Island"]},
                  "bob": {"library": ["Island"]}})
    d.pass_until(lambda: bool(d.game.state.stack) or d.game.state.step == "draw")
    assert d.game.state.step == "upkeep"
    assert _stack_names(d) == ["Delver of Secrets"]
    d.queued[0] = ["yes"]
    d.resolve(None)
    delver = next(o for o in d.game.state.battlefield if d.game.state.objects[o].card.startswith("Delver"))
    assert d.game.chars(delver).name == "Insectile Aberration"
    assert d.game.chars(delver).power == 3


def test_your_upkeep_trigger_not_on_opponents_upkeep() -> None:
    """603.2b: "your upkeep" means only its controller's upkeep."""
    d = position({"turn": 2, "step": "untap", "active": "bob", "alice": {"battlefield": ["Delver of Secrets"], "library": ["Lightning Bolt"]},
                  "bob": {"library": ["Island"]}})
    d.pass_until(lambda: d.game.state.step == "draw")
    assert events(d.game, "trigger") == []
    assert [e["step"] for e in events(d.game, "step_begin")][:2] == ["untap", "upkeep"]


# ---------------------------------------------------------------- cast triggers (601.2i)


def test_prowess_triggers_on_noncreature_spell() -> None:
    """702.108a, 601.2i: prowess triggers when its controller casts a noncreature spell, before
    that spell resolves; the creature gets +1/+1 until end of turn."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Monastery Swiftspear", "Mountain"]}, "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert _stack_names(d) == ["Lightning Bolt", "Monastery Swiftspear"]
    d.pass_once()
    spear = d.object("Monastery Swiftspear")
    assert (d.game.chars(spear).power, d.game.chars(spear).toughness) == (2, 3)
    assert d.game.state.players[1].life == 20  # the Bolt hasn't resolved yet
    d.resolve(None)
    assert d.game.state.players[1].life == 17


def test_prowess_doesnt_trigger_on_creature_spell() -> None:
    """702.108a: a creature spell doesn't trigger prowess."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Monastery Swiftspear", {"card": "Forest", "count": 2}]}, "bob": {}})
    d.act("alice", "casts", "Grizzly Bears")
    assert _stack_names(d) == ["Grizzly Bears"]
    d.resolve(None)
    assert d.game.chars(d.object("Monastery Swiftspear")).power == 1


def test_prowess_doesnt_trigger_on_opponents_spell() -> None:
    """702.108a: "whenever YOU cast": an opponent's spell doesn't trigger it."""
    d = position({"alice": {"battlefield": ["Monastery Swiftspear"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["alice"])
    assert _stack_names(d) == ["Lightning Bolt"]


def test_soldier_of_the_pantheon_gains_life_on_opponents_multicolored_spell() -> None:
    """603.2, 105.4: Soldier of the Pantheon triggers when an opponent casts a multicolored
    spell (Colossal Might), not a monocolored one (Giant Growth)."""
    d = position({"alice": {"battlefield": ["Soldier of the Pantheon"]},
                  "bob": {"hand": ["Colossal Might", "Giant Growth"],
                          "battlefield": ["Mountain", {"card": "Forest", "count": 2}, "Grizzly Bears"]}})
    d.act("bob", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.state.players[0].life == 20
    d.act("bob", "casts", "Colossal Might", targets=["Grizzly Bears"])
    assert _stack_names(d) == ["Colossal Might", "Soldier of the Pantheon"]
    d.resolve(None)
    assert d.game.state.players[0].life == 21


def test_soldier_of_the_pantheon_ignores_its_controllers_multicolored_spell() -> None:
    """603.2: "whenever an opponent casts": its controller's own spell doesn't trigger it."""
    d = position({"alice": {"hand": ["Colossal Might"], "battlefield": ["Soldier of the Pantheon", "Grizzly Bears", "Mountain", "Forest"]},
                  "bob": {}})
    d.act("alice", "casts", "Colossal Might", targets=["Grizzly Bears"])
    assert _stack_names(d) == ["Colossal Might"]


def test_ash_zealot_triggers_on_spell_cast_from_graveyard() -> None:
    """601.2a, 702.34a: Think Twice cast with flashback is cast from a graveyard, so Ash Zealot
    deals 3 damage to the player who cast it; cast from hand, it doesn't trigger."""
    d = position({"alice": {"battlefield": ["Ash Zealot"]},
                  "bob": {"hand": ["Think Twice"], "graveyard": ["Think Twice"], "library": ["Island", "Island", "Island"],
                          "battlefield": [{"card": "Island", "count": 5}]}})
    d.act("bob", "casts", "Think Twice")
    assert _stack_names(d) == ["Think Twice"]
    d.resolve(None)
    assert d.game.state.players[1].life == 20
    d.act("bob", "casts", "Think Twice", from_zone="graveyard")
    assert _stack_names(d) == ["Think Twice", "Ash Zealot"]
    d.resolve(None)
    assert d.game.state.players[1].life == 17
    assert d.game.state.players[0].life == 20


# ---------------------------------------------------------------- attack and combat damage triggers


def test_attack_trigger_goblin_guide_defender_reveals_land() -> None:
    """508.1m, 603.2: "whenever this creature attacks" triggers as attackers are declared; the
    defending player puts a revealed land card into their hand."""
    d = position({"alice": {"battlefield": ["Goblin Guide"]}, "bob": {"library": ["Forest", "Island"]}})
    d.attack("alice", ["Goblin Guide"])
    assert d.game.state.step == "declare_attackers"
    assert _stack_names(d) == ["Goblin Guide"]
    d.resolve(None)
    assert [d.game.state.objects[o].card for o in d.game.state.players[1].hand] == ["Forest"]
    assert len(d.game.state.players[1].library) == 1


def test_attack_trigger_for_each_white_attacker() -> None:
    """603.2c: Linden triggers once for each white creature you control that attacks."""
    d = position({"alice": {"battlefield": ["Linden, the Steadfast Queen", "Savannah Lions", "Grizzly Bears"]}, "bob": {}})
    d.attack("alice", ["Linden, the Steadfast Queen", "Savannah Lions", "Grizzly Bears"])
    assert _stack_names(d) == ["Linden, the Steadfast Queen"] * 2
    d.resolve(None)
    assert d.game.state.players[0].life == 22


def test_combat_damage_trigger_eye_collector_each_player_mills() -> None:
    """510.2, 603.2: "whenever this deals combat damage to a player" triggers after combat damage;
    each player mills a card (701.17)."""
    d = position({"alice": {"battlefield": ["Eye Collector"], "library": ["Island", "Forest"]},
                  "bob": {"library": ["Swamp", "Mountain"]}})
    d.attack("alice", ["Eye Collector"])
    d.block("bob", {})
    d.pass_until(lambda: bool(d.game.state.stack) or d.game.state.step == "main2")
    assert d.game.state.step == "combat_damage"
    assert _stack_names(d) == ["Eye Collector"]
    d.resolve(None)
    assert d.game.state.players[1].life == 19
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].graveyard] == ["Island"]
    assert [d.game.state.objects[o].card for o in d.game.state.players[1].graveyard] == ["Swamp"]


def test_combat_damage_trigger_not_when_blocked() -> None:
    """510.1c: a blocked creature deals its damage to the blocker, not the player: no trigger."""
    d = position({"alice": {"battlefield": ["Eye Collector"], "library": ["Island"]},
                  "bob": {"battlefield": ["Serra Angel"], "library": ["Swamp"]}})
    d.attack("alice", ["Eye Collector"])
    d.block("bob", {"Serra Angel": "Eye Collector"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert events(d.game, "trigger") == []
    assert d.game.state.players[1].graveyard == []


# ---------------------------------------------------------------- 603.3b: APNAP order, chosen order


def test_apnap_active_players_trigger_goes_on_stack_first() -> None:
    """603.3b, 101.4: the active player puts their triggers on the stack first, then the
    nonactive player, so the nonactive player's trigger resolves first."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}, "Blood Petal Celebrant"]},
                  "bob": {"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]}})
    d.act("alice", "casts", "Wrath of God")
    d.pass_once()
    assert [item.controller for item in d.game.state.stack] == [0, 1]
    d.pass_once()  # bob's resolves first
    assert _count(d, 1, "battlefield", "Thopter") == 1
    assert _count(d, 0, "battlefield", "Blood") == 0
    d.resolve(None)
    assert _count(d, 0, "battlefield", "Blood") == 1


def test_player_chooses_order_of_own_simultaneous_triggers() -> None:
    """603.3b: a player with several triggers puts them on the stack in the order they choose
    (decision "trigger_order"); the first one chosen resolves last."""
    base = {"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}, "Blood Petal Celebrant",
                                                                {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]},
            "bob": {}}
    for first in ("Blood Petal Celebrant", "Hangarback Walker"):
        d = position(base)
        d.act("alice", "casts", "Wrath of God")
        d.pass_once()
        decision = d.decision
        assert decision.kind == "trigger_order" and decision.player == 0
        assert len(decision.options) == 2
        d.choose(_option(decision, first))
        assert [item.source_lki["name"] for item in d.game.state.stack][0] == first
        d.pass_once()
        last_first = "Thopter" if first == "Blood Petal Celebrant" else "Blood"
        assert _count(d, 0, "battlefield", last_first) == 1
        d.resolve(None)
        assert _count(d, 0, "battlefield", "Blood") == 1 and _count(d, 0, "battlefield", "Thopter") == 1


def test_trigger_order_decision_survives_json_round_trip() -> None:
    """603.3b, 603.10a: the pending leaves-the-battlefield triggers (with their last known
    information) and the order decision survive a save and load."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}, "Blood Petal Celebrant",
                                                                       {"card": "Hangarback Walker", "counters": {"+1/+1": 2}}]},
                  "bob": {}})
    d.act("alice", "casts", "Wrath of God")
    d.pass_once()
    assert d.decision.kind == "trigger_order"
    game = ms.Game.from_json(d.game.to_json())
    assert game.decision.kind == "trigger_order"
    game.choose(_option(game.decision, "Hangarback Walker"))
    for _ in range(10):
        if not game.state.stack:
            break
        game.choose(_option(game.decision, "pass"))
    names = sorted(game.state.objects[o].card for o in game.state.battlefield if game.state.objects[o].token)
    assert names == ["Blood", "Thopter", "Thopter"]


# ---------------------------------------------------------------- 603.3d: targets


def test_trigger_with_no_legal_target_is_removed() -> None:
    """603.3d: a triggered ability with no legal target for a required target is removed: Banishing
    Light with no nonland permanent an opponent controls."""
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": [{"card": "Plains", "count": 3}, "Grizzly Bears"]},
                  "bob": {"battlefield": ["Forest"]}})
    d.act("alice", "casts", "Banishing Light")
    d.resolve(None)
    assert d.game.state.stack == []
    assert len(events(d.game, "trigger_removed")) == 1
    assert events(d.game, "trigger") == []
    assert d.on_battlefield(d.object("Grizzly Bears"))


def test_trigger_targets_offered_follow_its_text() -> None:
    """603.3d, 601.2c, 115.1: Viashino Pyromancer's "target player or planeswalker" offers the
    players and no creature."""
    d = position({"alice": {"hand": ["Viashino Pyromancer"], "battlefield": [{"card": "Mountain", "count": 2}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Viashino Pyromancer")
    d.pass_once()
    labels = [o.label for o in d.decision.options]
    assert not any("Grizzly Bears" in label for label in labels)
    assert labels == ["alice", "bob"]


def test_trigger_whose_target_became_illegal_does_nothing() -> None:
    """608.2b: Banishing Light's trigger targets Serra Angel; bob returns the Angel to his hand in
    response, so the trigger doesn't resolve and nothing is exiled."""
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": [{"card": "Plains", "count": 3}]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Island", "Serra Angel"]}})
    d.act("alice", "casts", "Banishing Light")
    d.pass_once()
    assert d.game.state.stack[0].kind == "triggered"
    d.act("bob", "casts", "Unsummon", targets=["Serra Angel"])
    d.resolve(None)
    assert len(events(d.game, "fizzle")) == 1
    assert d.game.state.exile == []
    assert [d.game.state.objects[o].card for o in d.game.state.players[1].hand] == ["Serra Angel"]
    assert d.on_battlefield(d.object("Banishing Light"))


# ---------------------------------------------------------------- 603.4: intervening "if"


def test_faerie_miscreant_draws_with_another_miscreant() -> None:
    """603.4: the condition holds when it triggers and on resolution: draw a card."""
    d = position({"alice": {"hand": ["Faerie Miscreant"], "battlefield": ["Faerie Miscreant", "Island"], "library": ["Forest"]},
                  "bob": {}})
    d.act("alice", "casts", "Faerie Miscreant")
    d.pass_once()
    assert _stack_names(d) == ["Faerie Miscreant"]
    d.resolve(None)
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].hand] == ["Forest"]


def test_faerie_miscreant_doesnt_trigger_alone() -> None:
    """603.4: if the condition is false when the event happens, the ability doesn't trigger."""
    d = position({"alice": {"hand": ["Faerie Miscreant"], "battlefield": ["Island"], "library": ["Forest"]}, "bob": {}})
    d.act("alice", "casts", "Faerie Miscreant")
    d.resolve(None)
    assert events(d.game, "trigger") == []
    assert d.game.state.players[0].hand == []


def test_faerie_miscreant_condition_rechecked_on_resolution() -> None:
    """603.4: if the other Miscreant leaves before the trigger resolves, the condition is false
    on resolution and the ability does nothing."""
    d = position({"alice": {"hand": ["Faerie Miscreant"], "battlefield": [{"card": "Faerie Miscreant", "as": "old"}, "Island"],
                            "library": ["Forest"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Faerie Miscreant")
    d.pass_once()
    assert len(d.game.state.stack) == 1
    d.act("bob", "casts", "Lightning Bolt", targets=["old"])
    d.pass_once()  # the Bolt
    assert not d.on_battlefield(d.object("old"))
    d.resolve(None)
    assert d.game.state.players[0].hand == []
    assert len(events(d.game, "trigger_no_effect")) == 1


# ---------------------------------------------------------------- 603.7: delayed triggers


def test_delayed_trigger_from_spell_fires_once_at_next_end_step() -> None:
    """603.7, 603.7b, 603.7d: a spell creates "at the beginning of the next end step" -- it
    triggers at the next end step, once, and not at later end steps."""
    d = position({"alice": {"hand": ["Test Delayed Blessing"], "battlefield": ["Plains"], "library": ["Plains"] * 3},
                  "bob": {"library": ["Island"] * 3}})
    d.act("alice", "casts", "Test Delayed Blessing")
    d.resolve(None)
    assert d.game.state.players[0].life == 20
    assert len(d.game.state.delayed_triggers) == 1
    d.pass_until(lambda: d.game.state.step == "end" and bool(d.game.state.stack))
    assert d.game.state.stack[0].controller == 0
    d.resolve(None)
    assert d.game.state.players[0].life == 23
    assert d.game.state.delayed_triggers == []
    d.pass_until(lambda: d.game.state.turn == 3 and d.game.state.step == "main1")
    assert d.game.state.players[0].life == 23
    assert len([e for e in events(d.game, "trigger")]) == 1


def test_delayed_trigger_created_during_end_step_waits_for_the_next_one() -> None:
    """603.7a-b: created during an end step, "the next end step" is the next turn's: it doesn't
    trigger in the current one."""
    d = position({"step": "end", "alice": {"library": ["Plains"]},
                  "bob": {"hand": ["Test Delayed Blessing"], "battlefield": ["Plains"], "library": ["Island"] * 2}})
    d.act("bob", "casts", "Test Delayed Blessing")
    d.resolve(None)
    assert len(d.game.state.delayed_triggers) == 1
    d.pass_until(lambda: d.game.state.step == "end" and (bool(d.game.state.stack) or d.game.state.turn > 2))
    assert d.game.state.turn == 2 and d.game.state.active == 1
    assert d.game.state.stack[0].controller == 1
    d.resolve(None)
    assert d.game.state.players[1].life == 23


def test_delayed_trigger_from_triggered_ability() -> None:
    """603.7e: a triggered ability creates a delayed trigger; its source and controller are the
    creating ability's."""
    d = position({"alice": {"hand": ["Test Delayed Mentor"], "battlefield": ["Plains"]}, "bob": {}})
    d.act("alice", "casts", "Test Delayed Mentor")
    d.resolve(None)
    assert len(d.game.state.delayed_triggers) == 1
    d.pass_until(lambda: d.game.state.step == "end" and bool(d.game.state.stack))
    d.resolve(None)
    assert d.game.state.players[0].life == 22


# ---------------------------------------------------------------- 603.8: state triggers


def test_state_trigger_triggers_once_and_not_again_while_on_stack() -> None:
    """603.8: a state trigger triggers as soon as its condition is true, and won't trigger again
    while it's on the stack, though the condition stays true."""
    d = position({"alice": {"hand": ["Grizzly Bears", "Grizzly Bears"], "battlefield": ["Test Bear Hater", {"card": "Forest", "count": 4}]},
                  "bob": {}})
    d.act("alice", "casts", "Grizzly Bears")
    d.pass_once()
    assert _stack_names(d) == ["Test Bear Hater"]
    # both players get priority with the condition still true: no second trigger
    d.choose(_option(d.decision, "pass"))
    assert d.decision.player == 1 and d.decision.kind == "priority"
    assert _stack_names(d) == ["Test Bear Hater"]
    d.resolve(None)
    assert d.game.state.players[0].life == 21
    assert _count(d, 0, "battlefield", "Grizzly Bears") == 0
    # the condition became true again: it triggers again
    d.act("alice", "casts", "Grizzly Bears")
    d.pass_once()
    assert _stack_names(d) == ["Test Bear Hater"]
    d.resolve(None)
    assert d.game.state.players[0].life == 22


# ---------------------------------------------------------------- 603.5: optional triggers


def test_optional_trigger_stoic_builder_yes() -> None:
    """603.5: "you may" is chosen as the ability resolves; its target was chosen when it went on
    the stack (603.3d)."""
    d = position({"alice": {"hand": ["Stoic Builder"], "graveyard": ["Forest"], "battlefield": [{"card": "Forest", "count": 3}]},
                  "bob": {}})
    d.act("alice", "casts", "Stoic Builder")
    d.pass_once()
    assert _stack_names(d) == ["Stoic Builder"]
    assert d.game.state.stack[0].targets[0][0][0] == "obj"
    d.pass_once()
    decision = d.decision
    assert decision.kind == "may" and decision.player == 0
    d.choose(_option(decision, "yes"))
    d.resolve(None)
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].hand] == ["Forest"]
    assert d.game.state.players[0].graveyard == []


def test_optional_trigger_stoic_builder_no() -> None:
    """603.5: declining "you may" does nothing, and the trigger still went on the stack."""
    d = position({"alice": {"hand": ["Stoic Builder"], "graveyard": ["Forest"], "battlefield": [{"card": "Forest", "count": 3}]},
                  "bob": {}})
    d.act("alice", "casts", "Stoic Builder")
    d.pass_once()
    d.queued[0] = ["no"]
    d.resolve(None)
    assert d.game.state.players[0].hand == []
    assert len(d.game.state.players[0].graveyard) == 1
    assert len(events(d.game, "trigger")) == 1


def test_optional_trigger_with_no_target_doesnt_go_on_stack() -> None:
    """603.3d: Stoic Builder with no land card in its controller's graveyard: the trigger is
    removed (no "may" question is asked)."""
    d = position({"alice": {"hand": ["Stoic Builder"], "battlefield": [{"card": "Forest", "count": 3}]},
                  "bob": {"graveyard": ["Island"]}})
    d.act("alice", "casts", "Stoic Builder")
    d.resolve(None)
    assert d.decision.kind == "priority"
    assert events(d.game, "trigger") == []
    assert len(events(d.game, "trigger_removed")) == 1


def test_once_each_turn_is_per_object_a_returned_permanent_triggers_again() -> None:
    """603.2h, 400.7 (issue 13 item 8): "This ability triggers only once each turn" is tracked per
    object.  Enduring Innocence draws for the Grizzly Bears, dies, and returns as a new object
    (an enchantment): its ability may trigger again that turn, for the Elite Vanguard."""
    d = position({"alice": {"hand": ["Grizzly Bears", "Elite Vanguard", "Savannah Lions"],
                            "battlefield": ["Enduring Innocence", "Forest", "Forest", "Plains", "Plains"],
                            "library": ["Island", "Island", "Island", "Island"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(None)
    assert len(d.game.state.players[0].library) == 3
    d.act("bob", "casts", "Lightning Bolt", targets=["Enduring Innocence"])
    d.resolve(None)
    returned = d.object("Enduring Innocence")
    assert d.game.state.objects[returned].zone == "battlefield"
    assert d.game.chars(returned).types == frozenset({"Enchantment"})
    d.act("alice", "casts", "Elite Vanguard")
    d.resolve(None)
    assert len(d.game.state.players[0].library) == 2
    d.act("alice", "casts", "Savannah Lions")  # the same object again this turn: no second draw
    d.resolve(None)
    assert len(d.game.state.players[0].library) == 2
