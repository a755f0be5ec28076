"""Keyword abilities outside combat (702): hexproof, indestructible, ward, prowess, flash,
protection, equip and enchant."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.decision import IllegalAction

registry.register(dsl.CardDef(name="Test Hexproof Troll", faces=(dsl.Face(
    name="Test Hexproof Troll", mana_cost="{2}{G}", types=("Creature",), subtypes=("Troll",), power="2", toughness="2",
    abilities=(dsl.Keyword("hexproof"),)),), source="test"))
registry.register(dsl.CardDef(name="Test Red Blade", faces=(dsl.Face(
    name="Test Red Blade", mana_cost="{R}", types=("Artifact",), subtypes=("Equipment",),
    abilities=(dsl.Static(dsl.Anthem("attached", power=1), text="Equipped creature gets +1/+0."),
               dsl.Keyword("equip", cost="{1}"))),), source="test"))


def life(d, player: str) -> int:
    return d.game.state.players[d.player(player)].life


def graveyard(d, player: str) -> list[str]:
    g = d.game
    return [g.state.objects[o].card for o in g.state.players[d.player(player)].graveyard]


def hand(d, player: str) -> list[str]:
    g = d.game
    return [g.state.objects[o].card for o in g.state.players[d.player(player)].hand]


def options(d, kind: str) -> list:
    d.until_priority(d.game.state.priority)
    return [o for o in d.decision.options if o.kind == kind]


def target_labels(d) -> list[str]:
    assert d.decision.kind == "target"
    return [o.label for o in d.decision.options if o.kind == "target"]


def start_cast(d, player: str, card: str) -> None:
    """Begin casting `card` (from hand) and stop at its first target decision."""
    d.until_priority(d.player(player))
    oid = d.object(card)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.value[0] == oid))


# ---------------------------------------------------------------------------- hexproof


def test_hexproof_cant_be_targeted_by_opponents() -> None:
    """702.11b: a permanent with hexproof can't be the target of spells its opponents
    control."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Test Hexproof Troll", "Grizzly Bears"]}})
    start_cast(d, "alice", "Lightning Bolt")
    labels = target_labels(d)
    assert "Grizzly Bears (bob's)" in labels
    assert not any("Troll" in label for label in labels)


def test_hexproof_doesnt_stop_its_controller() -> None:
    """702.11b: hexproof stops only opponents: its controller may target it."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Test Hexproof Troll"]}, "bob": {}})
    d.act("alice", "casts", "Giant Growth", targets=["Test Hexproof Troll"])
    d.resolve(None)
    assert d.game.chars(d.object("Test Hexproof Troll")).power == 5


def test_gaining_hexproof_makes_an_opponents_spell_fizzle() -> None:
    """702.11b, 608.2b: Blossoming Defense in response gives hexproof; the opponent's Lightning
    Bolt's only target is now illegal, so it doesn't resolve."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Blossoming Defense"], "battlefield": ["Grizzly Bears", "Forest"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Blossoming Defense", targets=["Grizzly Bears"])
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    assert d.game.state.objects[bears].damage == 0
    assert events(d.game, "fizzle")
    assert "Lightning Bolt" in graveyard(d, "alice")


# ---------------------------------------------------------------------------- indestructible


def test_indestructible_survives_lethal_damage_and_destroy() -> None:
    """702.12b: an indestructible permanent isn't destroyed by lethal damage or by "destroy"
    effects."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Murder"], "battlefield": ["Mountain", {"card": "Swamp", "count": 3}]},
                  "bob": {"battlefield": ["Darksteel Myr"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Darksteel Myr"])
    d.resolve(None)
    d.act("alice", "casts", "Murder", targets=["Darksteel Myr"])
    d.resolve(None)
    myr = d.object("Darksteel Myr")
    assert d.on_battlefield(myr)
    assert d.game.state.objects[myr].damage == 3


def test_indestructible_survives_wrath_of_god() -> None:
    """702.12b: "destroy all creatures" doesn't destroy an indestructible creature."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}, "Grizzly Bears"]},
                  "bob": {"battlefield": ["Darksteel Myr", "Serra Angel"]}})
    d.act("alice", "casts", "Wrath of God")
    d.resolve(None)
    assert [d.game.chars(o).name for o in d.game.state.battlefield if "Creature" in d.game.chars(o).types] == ["Darksteel Myr"]


def test_indestructible_still_dies_to_zero_toughness() -> None:
    """702.12b, 704.5f: indestructible doesn't stop a creature with toughness 0 from being put
    into the graveyard."""
    d = position({"alice": {"battlefield": [{"card": "Darksteel Myr", "counters": {"-1/-1": 1}}]}, "bob": {}})
    d.pass_once()
    assert graveyard(d, "alice") == ["Darksteel Myr"]


# ---------------------------------------------------------------------------- ward


def test_ward_counters_unless_the_opponent_pays() -> None:
    """702.21a: targeting Armored Armadillo with an opponent's spell triggers ward: counter it
    unless that player pays {1}.  Bob can't pay, so Lightning Bolt is countered."""
    d = position({"alice": {"battlefield": ["Armored Armadillo"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "active": "bob"})
    d.act("bob", "casts", "Lightning Bolt", targets=["Armored Armadillo"])
    assert len(d.game.state.stack) == 2  # the ward trigger is on top of the Bolt
    d.resolve(None)
    assert d.on_battlefield(d.object("Armored Armadillo"))
    assert d.game.state.objects[d.object("Armored Armadillo")].damage == 0
    assert events(d.game, "countered")
    assert graveyard(d, "bob") == ["Lightning Bolt"]


def test_ward_paid_lets_the_spell_resolve() -> None:
    """702.21a: if the opponent pays the ward cost, the spell isn't countered."""
    d = position({"alice": {"battlefield": ["Armored Armadillo"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 2}]}, "active": "bob"})
    d.act("bob", "casts", "Lightning Bolt", targets=["Armored Armadillo"])
    d.queued[d.player("bob")] = ["yes"]
    d.resolve(1)  # the ward trigger
    assert any(e["purpose"] == "tax" for e in events(d.game, "payment"))
    d.resolve(None)
    assert d.game.state.objects[d.object("Armored Armadillo")].damage == 3  # a 0/4: it survives
    assert not events(d.game, "countered")


def test_ward_counters_an_opponents_ability() -> None:
    """702.21a: ward also counters abilities: Giant Killer's tap ability targeting Armored
    Armadillo is countered when bob can't pay {1}."""
    d = position({"alice": {"battlefield": ["Armored Armadillo"]},
                  "bob": {"battlefield": ["Giant Killer", "Plains", "Mountain"]}, "active": "bob"})
    d.act("bob", "activates", "Giant Killer", targets=["Armored Armadillo"])
    d.resolve(None)
    assert not d.game.state.objects[d.object("Armored Armadillo")].tapped
    assert events(d.game, "countered")


def test_ward_doesnt_trigger_for_its_controllers_spells() -> None:
    """702.21a: ward triggers only for spells and abilities an opponent controls."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Armored Armadillo", "Forest"]}, "bob": {}})
    d.act("alice", "casts", "Giant Growth", targets=["Armored Armadillo"])
    assert len(d.game.state.stack) == 1
    d.resolve(None)
    assert d.game.chars(d.object("Armored Armadillo")).power == 3


# ---------------------------------------------------------------------------- prowess


def test_prowess_triggers_on_noncreature_spells_only() -> None:
    """702.108a: whenever you cast a noncreature spell, this creature gets +1/+1 until end of
    turn; a creature spell doesn't trigger it."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Grizzly Bears"],
                            "battlefield": ["Monastery Swiftspear", "Mountain", {"card": "Forest", "count": 2}]}, "bob": {}})
    d.act("alice", "casts", "Grizzly Bears", pay=["Forest#1", "Forest#2"])
    assert len(d.game.state.stack) == 1
    d.resolve(None)
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert len(d.game.state.stack) == 2  # prowess on top of the Bolt
    d.resolve(None)
    chars = d.game.chars(d.object("Monastery Swiftspear"))
    assert (chars.power, chars.toughness) == (2, 3)


def test_prowess_ends_at_end_of_turn() -> None:
    """702.108a, 514.2: the bonus lasts until end of turn."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Monastery Swiftspear", "Mountain"],
                            "library": ["Mountain"] * 2},
                  "bob": {"library": ["Mountain"] * 2}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert d.game.chars(d.object("Monastery Swiftspear")).power == 2
    d.pass_until(lambda: d.game.state.active == d.player("bob") and d.game.state.step == "upkeep")
    assert d.game.chars(d.object("Monastery Swiftspear")).power == 1


# ---------------------------------------------------------------------------- flash


def test_flash_lets_a_creature_be_cast_at_instant_speed() -> None:
    """702.8a: a card with flash may be cast any time its owner could cast an instant: during
    an opponent's turn; a creature without flash can't."""
    d = position({"active": "alice", "step": "beginning_of_combat", "alice": {},
                  "bob": {"hand": ["Spectral Sailor", "Grizzly Bears"], "battlefield": ["Island", {"card": "Forest", "count": 2}]}})
    d.pass_once() if d.game.state.priority != d.player("bob") else None
    d.until_priority(d.player("bob"))
    castable = {d.game.chars(o.value[0]).name for o in d.decision.options if o.kind == "cast"}
    assert castable == {"Spectral Sailor"}
    d.act("bob", "casts", "Spectral Sailor")
    d.resolve(None)
    assert d.on_battlefield(d.object("Spectral Sailor"))


# ---------------------------------------------------------------------------- protection


def test_protection_from_red_cant_be_targeted_by_red_spells() -> None:
    """702.16b: Sphinx of the Steel Wind (protection from red and from green) can't be the
    target of Lightning Bolt."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Sphinx of the Steel Wind", "Grizzly Bears"]}})
    start_cast(d, "alice", "Lightning Bolt")
    assert not any("Sphinx" in label for label in target_labels(d))
    d.game.choose(next(o for o in d.decision.options if o.label == "Grizzly Bears (bob's)"))


def test_protection_doesnt_stop_other_colours() -> None:
    """702.16b: protection from red and green doesn't stop a black spell: Murder targets and
    destroys the Sphinx."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]},
                  "bob": {"battlefield": ["Sphinx of the Steel Wind"]}})
    d.act("alice", "casts", "Murder", targets=["Sphinx of the Steel Wind"])
    d.resolve(None)
    assert graveyard(d, "bob") == ["Sphinx of the Steel Wind"]


def test_protection_prevents_damage_from_that_colour() -> None:
    """702.16e: damage from a red source to a creature with protection from red is prevented
    (Goblin Chainwhirler's 1 damage to each creature bob controls)."""
    d = position({"alice": {"hand": ["Goblin Chainwhirler"], "battlefield": [{"card": "Mountain", "count": 3}]},
                  "bob": {"battlefield": ["Sphinx of the Steel Wind", "Llanowar Elves"]}})
    d.act("alice", "casts", "Goblin Chainwhirler")
    d.resolve(None)
    assert d.game.state.objects[d.object("Sphinx of the Steel Wind")].damage == 0
    assert graveyard(d, "bob") == ["Llanowar Elves"]
    assert life(d, "bob") == 19


def test_protection_from_green_cant_be_enchanted_by_rancor() -> None:
    """702.16c, 303.4a: a green Aura can't target a creature with protection from green: of
    four creatures, Rancor's target choice offers the three without it."""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Sphinx of the Steel Wind", "Grizzly Bears",
                                                               "Savannah Lions"]},
                  "bob": {"battlefield": ["Glory Seeker"]}})
    start_cast(d, "alice", "Rancor")
    assert sorted(target_labels(d)) == ["Glory Seeker (bob's)", "Grizzly Bears (alice's)", "Savannah Lions (alice's)"]


def test_aura_falls_off_when_protection_is_gained() -> None:
    """702.16c, 704.5m: an Aura with the stated quality attached to a permanent with protection
    is put into its owner's graveyard (and Rancor then returns to its owner's hand)."""
    d = position({"alice": {"battlefield": ["Sphinx of the Steel Wind", {"card": "Rancor", "attached_to": "Sphinx of the Steel Wind"}]},
                  "bob": {}})
    d.pass_once()
    d.resolve(None)
    assert hand(d, "alice") == ["Rancor"]


def test_equipment_with_the_quality_becomes_unattached() -> None:
    """702.16d, 704.5n: Equipment of the stated colour attached to a permanent with
    protection becomes unattached but stays on the battlefield."""
    d = position({"alice": {"battlefield": ["Sphinx of the Steel Wind",
                                            {"card": "Test Red Blade", "attached_to": "Sphinx of the Steel Wind"}]},
                  "bob": {}})
    d.pass_once()
    blade = d.object("Test Red Blade")
    assert d.on_battlefield(blade)
    assert d.game.state.objects[blade].attached_to is None
    assert d.game.chars(d.object("Sphinx of the Steel Wind")).power == 6


# ---------------------------------------------------------------------------- equip


def equip_offered(d, player: int) -> bool:
    """Whether Bonesplitter's equip ability is among `player`'s options at their priority."""
    d.until_priority(player)
    return any(o.kind == "activate" and o.value[0] == d.object("Bonesplitter") for o in d.decision.options)


@pytest.mark.parametrize("step", ["main1", "main2"])
def test_equip_attaches_at_sorcery_speed(step: str) -> None:
    """702.6a, 602.5d: "Equip {1}" means "{1}: attach this to target creature you control;
    activate only as a sorcery": in either main phase of its controller's turn with an empty
    stack (307.1) it is offered, and Bonesplitter gives +2/+0."""
    d = position({"step": step, "alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain"]},
                  "bob": {"battlefield": ["Glory Seeker"]}})
    assert equip_offered(d, 0)
    d.act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    assert d.game.state.objects[d.object("Bonesplitter")].attached_to == bears
    assert d.game.chars(bears).power == 4
    assert d.game.state.objects[d.object("Mountain")].tapped


@pytest.mark.parametrize("step", ["upkeep", "draw", "beginning_of_combat", "declare_attackers", "end_of_combat", "end"])
def test_equip_is_refused_outside_a_main_phase(step: str) -> None:
    """702.6a, 602.5d, 307.1: outside its controller's main phases equip can't be activated:
    the refusal gives the sorcery-speed reason and the Bonesplitter stays unattached."""
    d = position({"step": step, "alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain"], "library": ["Island"]},
                  "bob": {}})
    assert not equip_offered(d, 0) and d.game.state.step == step
    with pytest.raises(IllegalAction, match="only as a sorcery"):
        d.act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])
    assert d.game.state.objects[d.object("Bonesplitter")].attached_to is None


def test_equip_is_refused_while_the_stack_is_not_empty() -> None:
    """702.6a, 602.5d, 307.1: in a main phase, with alice's own Lightning Bolt on the stack
    (she has priority, 117.3c), equip can't be activated, for the sorcery-speed reason."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain", "Mountain"]},
                  "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert d.game.state.stack and d.decision.player == 0
    assert not equip_offered(d, 0)
    with pytest.raises(IllegalAction, match="only as a sorcery"):
        d.act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])


@pytest.mark.parametrize("active", ["alice", "bob"])
def test_equip_cant_be_activated_by_an_opponent(active: str) -> None:
    """602.2: only an object's controller can activate its abilities: bob can't equip alice's
    Bonesplitter, in alice's turn or in his own main phase with an empty stack."""
    d = position({"active": active, "alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain"]},
                  "bob": {"battlefield": ["Glory Seeker", "Mountain"]}})
    assert not equip_offered(d, 1)
    with pytest.raises(IllegalAction, match="you don't control it"):
        d.act("bob", "activates", "Bonesplitter", targets=["Glory Seeker"])


def test_equip_targets_only_creatures_you_control() -> None:
    """702.6a: the equip target is a creature you control."""
    d = position({"alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Savannah Lions", "Mountain"]},
                  "bob": {"battlefield": ["Glory Seeker"]}})
    d.until_priority(0)
    option = next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == d.object("Bonesplitter"))
    d.choose(option)
    labels = target_labels(d)
    assert sorted(labels) == ["Grizzly Bears (alice's)", "Savannah Lions (alice's)"]


def test_equip_not_at_instant_speed() -> None:
    """702.6a: equip can't be activated outside your main phase or with a non-empty stack."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain"]},
                  "bob": {}})
    with pytest.raises(IllegalAction, match="sorcery"):
        d.act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])


def test_fervent_champion_makes_equip_targeting_it_cost_three_less() -> None:
    """702.6a, 601.2f: Fervent Champion: equip abilities that target it cost {3} less:
    Bonesplitter's equip {1} costs nothing, so the Mountain stays untapped."""
    d = position({"alice": {"battlefield": ["Bonesplitter", "Fervent Champion", "Mountain"]}, "bob": {}})
    d.act("alice", "activates", "Bonesplitter", targets=["Fervent Champion"])
    d.resolve(None)
    champion = d.object("Fervent Champion")
    assert d.game.state.objects[d.object("Bonesplitter")].attached_to == champion
    assert not d.game.state.objects[d.object("Mountain")].tapped
    assert d.game.chars(champion).power == 3


def test_fervent_champion_equip_needs_no_mana_at_all() -> None:
    """601.2f, 602.2b: the cost reduction applies when checking whether the equip ability can
    be activated: with no mana, equipping Fervent Champion is still possible."""
    d = position({"alice": {"battlefield": ["Bonesplitter", "Fervent Champion"]}, "bob": {}})
    d.act("alice", "activates", "Bonesplitter", targets=["Fervent Champion"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Bonesplitter")].attached_to == d.object("Fervent Champion")


def test_equip_without_mana_offers_only_targets_it_can_pay_for() -> None:
    """601.2f, 602.2b: with no mana, the only legal equip target is the creature that makes
    the equip cost {0} (Fervent Champion), not Grizzly Bears."""
    d = position({"alice": {"battlefield": ["Bonesplitter", "Fervent Champion", "Grizzly Bears"]}, "bob": {}})
    d.until_priority(0)
    option = next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == d.object("Bonesplitter"))
    d.choose(option)
    d._settle()
    assert d.game.state.stack and d.game.state.stack[-1].targets == [[["obj", d.object("Fervent Champion")]]]


def test_equipment_stays_when_creature_leaves() -> None:
    """301.5c, 704.5n: Equipment attached to a permanent that left the battlefield becomes
    unattached and stays on the battlefield."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears",
                                                                       {"card": "Bonesplitter", "attached_to": "Grizzly Bears"}]},
                  "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    blade = d.object("Bonesplitter")
    assert d.on_battlefield(blade)
    assert d.game.state.objects[blade].attached_to is None


# ---------------------------------------------------------------------------- enchant


def test_rancor_enchants_a_creature() -> None:
    """702.5a, 303.4a: an Aura spell targets what its enchant ability allows and enters
    attached to it: Rancor gives +2/+0 and trample."""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Grizzly Bears"]}, "bob": {}})
    d.act("alice", "casts", "Rancor", targets=["Grizzly Bears"])
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    assert d.game.state.objects[d.object("Rancor")].attached_to == bears
    chars = d.game.chars(bears)
    assert chars.power == 4 and chars.has("trample")


def test_rancor_can_only_target_creatures() -> None:
    """702.5a: "Enchant creature": Rancor can't target a land."""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Grizzly Bears"]}, "bob": {}})
    start_cast(d, "alice", "Rancor")
    assert d.decision.kind != "target" or not any("Forest" in label for label in target_labels(d))


def test_rancor_returns_to_hand_when_put_into_graveyard() -> None:
    """704.5m, 603.10a: when the enchanted creature dies, Rancor goes to the graveyard as a
    state-based action, and its trigger returns it to its owner's hand."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "active": "bob"})
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert hand(d, "alice") == ["Rancor"]
    assert graveyard(d, "alice") == ["Grizzly Bears"]


def test_rancor_fizzles_if_its_target_is_gone() -> None:
    """608.3a, 303.4a: an Aura spell whose target is illegal on resolution doesn't resolve and
    goes to the graveyard; there, Rancor's trigger doesn't apply (not from the battlefield)."""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Rancor", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert sorted(graveyard(d, "alice")) == ["Grizzly Bears", "Rancor"]
