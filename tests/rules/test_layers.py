"""Continuous effects (611), interaction of continuous effects: layers, timestamps and
dependency (613), characteristic-defining abilities (604.3), conditional static abilities and
durations."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.state import ContinuousEffect

CREATURES_YOU_CONTROL = dsl.Filter(types=("Creature",), controller="you")

registry.register(dsl.CardDef(name="Test Anthem", source="test", faces=(dsl.Face(
    name="Test Anthem", mana_cost="{1}{W}", types=("Enchantment",),
    abilities=(dsl.Static(dsl.Anthem(CREATURES_YOU_CONTROL, power=1, toughness=1),
                          text="Creatures you control get +1/+1."),)),)))

registry.register(dsl.CardDef(name="Test Sky Banner", source="test", faces=(dsl.Face(
    name="Test Sky Banner", mana_cost="{2}", types=("Artifact",),
    abilities=(dsl.Static(dsl.Anthem(CREATURES_YOU_CONTROL, keywords=("flying",)),
                          text="Creatures you control have flying."),)),)))

registry.register(dsl.CardDef(name="Test Wind Captain", source="test", faces=(dsl.Face(
    name="Test Wind Captain", mana_cost="{2}", types=("Artifact",),
    abilities=(dsl.Static(dsl.Anthem(dsl.Filter(types=("Creature",), controller="you", keywords=("flying",)),
                                     keywords=("first strike",)),
                          text="Creatures you control with flying have first strike."),)),)))


def _add_effect(game, kind: str, affected: list[int], params: dict, duration: str = "end_of_turn") -> ContinuousEffect:
    """A test-only continuous effect from a resolved spell, with the next timestamp (613.7b)."""
    effect = ContinuousEffect(id=game.kernel.new_id(), kind=kind, source=None, controller=game.state.active,
                              timestamp=game.kernel.new_timestamp(), affected=list(affected), params=params,
                              duration=duration, began_turn_of=game.state.active)
    game.state.effects.append(effect)
    game.invalidate()
    return effect


LIBRARIES = {"library": ["Forest"] * 5}


# ---------------------------------------------------------------- 611.2: resolved effects


def test_until_end_of_turn_pump_ends_in_cleanup() -> None:
    """611.2a, 514.2: Giant Growth's +3/+3 "until end of turn" lasts through the end step and
    ends in the cleanup step."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    bear = d.object("Grizzly Bears")
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    assert (game.chars(bear).power, game.chars(bear).toughness) == (5, 5)
    d.pass_until(lambda: game.state.step == "end")
    assert game.chars(bear).power == 5
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "upkeep")
    assert (game.chars(bear).power, game.chars(bear).toughness) == (2, 2)
    cleanup = events(game, "cleanup")
    assert cleanup and cleanup[0]["effects_ended"] == 1


def test_damage_and_pump_end_together_in_cleanup() -> None:
    """514.2: damage wears off and "until end of turn" effects end simultaneously, so a 2/2
    that got +3/+3 and then 3 damage survives the cleanup step."""
    d = position({"alice": {"hand": ["Giant Growth", "Lightning Bolt"],
                            "battlefield": ["Forest", "Mountain", "Grizzly Bears"], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    bear = d.object("Grizzly Bears")
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert game.state.objects[bear].damage == 3
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "upkeep")
    assert bear in game.state.battlefield
    assert game.state.objects[bear].damage == 0
    assert (game.chars(bear).power, game.chars(bear).toughness) == (2, 2)


def test_locked_in_set_new_creature_not_affected() -> None:
    """611.2c: the set of objects Giant Growth affects is fixed as it resolves: a creature that
    enters afterwards doesn't get +3/+3, and the pumped creature keeps it."""
    d = position({"alice": {"hand": ["Giant Growth", "Savannah Lions"],
                            "battlefield": ["Forest", "Plains", "Grizzly Bears"]}})
    game = d.game
    bear = d.object("Grizzly Bears")
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Savannah Lions")
    d.resolve(None)
    lions = d.object("Savannah Lions")
    assert (game.chars(lions).power, game.chars(lions).toughness) == (2, 1)
    assert (game.chars(bear).power, game.chars(bear).toughness) == (5, 5)


def test_locked_in_bonus_does_not_follow_a_new_object() -> None:
    """611.2c, 400.7: a pumped creature that leaves and returns is a new object; Giant Growth's
    bonus doesn't apply to it."""
    d = position({"alice": {"hand": ["Giant Growth", "Unsummon"],
                            "battlefield": ["Forest", "Forest", "Forest", "Island", "Grizzly Bears"]}})
    game = d.game
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(None)
    bear = d.object("Grizzly Bears")
    assert (game.chars(bear).power, game.chars(bear).toughness) == (2, 2)


# ---------------------------------------------------------------- 611.3: static abilities


def test_static_ability_applies_to_golem_that_arrives_later() -> None:
    """611.3a: "Golems you control have first strike" isn't locked in: the Golem token Blade
    Splicer creates after it entered has first strike."""
    d = position({"alice": {"hand": ["Blade Splicer"], "battlefield": ["Plains", "Plains", "Plains"]}})
    game = d.game
    d.act("alice", "casts", "Blade Splicer")
    d.resolve(None)
    golem = d.object("Phyrexian Golem")
    assert game.state.objects[golem].token
    assert game.chars(golem).has("first strike")
    assert not game.chars(d.object("Blade Splicer")).has("first strike")


def test_static_ability_stops_when_source_leaves() -> None:
    """611.3a, 611.3b: the static ability's effect applies only while Blade Splicer is on the
    battlefield."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": ["Swamp", "Swamp", "Swamp", "Blade Splicer",
                                                               {"card": "Phyrexian Golem", "token": True}]}})
    game = d.game
    golem = d.object("Phyrexian Golem")
    assert game.chars(golem).has("first strike")
    d.act("alice", "casts", "Murder", targets=["Blade Splicer"])
    d.resolve(None)
    assert not game.chars(golem).has("first strike")


def test_static_ability_only_affects_its_controllers_golems() -> None:
    """611.3a: "Golems you control": an opponent's Golem isn't affected."""
    d = position({"alice": {"battlefield": ["Blade Splicer"]},
                  "bob": {"battlefield": [{"card": "Phyrexian Golem", "token": True}]}})
    assert not d.game.chars(d.object("Phyrexian Golem")).has("first strike")


# ---------------------------------------------------------------- 613.1: layers


def test_layer_4_type_change_before_layer_7c_anthem() -> None:
    """613.1d, 613.1g: Enduring Innocence returns as a non-creature enchantment (a type-changing
    effect, layer 4), so the anthem for creatures (layer 7c) no longer applies to it, and as a
    noncreature permanent it has no power or toughness (208.3)."""
    d = position({"alice": {"hand": ["Murder"], "library": ["Forest"] * 3,
                            "battlefield": ["Swamp", "Swamp", "Swamp", "Test Anthem", "Enduring Innocence"]}})
    game = d.game
    innocence = d.object("Enduring Innocence")
    assert (game.chars(innocence).power, game.chars(innocence).toughness) == (3, 2)
    d.act("alice", "casts", "Murder", targets=["Enduring Innocence"])
    d.resolve(None)
    returned = d.object("Enduring Innocence")
    assert returned != innocence and returned in game.state.battlefield
    chars = game.chars(returned)
    assert chars.types == frozenset({"Enchantment"})
    assert "Sheep" not in chars.subtypes and "Glimmer" in chars.subtypes
    assert chars.power is None and chars.toughness is None
    assert chars.has("lifelink")  # its abilities (layer 6) are unchanged


def test_layer_2_control_change_before_anthem() -> None:
    """613.1b before 613.1g: a creature whose control changed (test-only layer-2 effect) gets
    its new controller's "creatures you control get +1/+1" and no longer its owner's."""
    d = position({"alice": {"battlefield": [{"card": "Test Anthem", "count": 2}]},
                  "bob": {"battlefield": ["Test Anthem", "Grizzly Bears"]}})
    game = d.game
    bear = d.object("Grizzly Bears")
    assert game.chars(bear).power == 3
    _add_effect(game, "control", [bear], {"player": 0}, duration="permanent")
    assert game.chars(bear).controller == 0
    assert (game.chars(bear).power, game.chars(bear).toughness) == (4, 4)


def test_layer_7a_cda_counts_card_types_in_all_graveyards() -> None:
    """604.3, 613.4a: Tarmogoyf's power is the number of card types among cards in all
    graveyards; toughness that plus 1.  An artifact creature counts two types."""
    d = position({"alice": {"battlefield": ["Tarmogoyf"], "graveyard": ["Lightning Bolt"]},
                  "bob": {"graveyard": ["Grizzly Bears", "Forest", "Grizzly Bears"]}})
    game = d.game
    goyf = d.object("Tarmogoyf")
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (3, 4)
    d2 = position({"alice": {"battlefield": ["Tarmogoyf"], "graveyard": ["Hangarback Walker"]}})
    goyf2 = d2.object("Tarmogoyf")
    assert (d2.game.chars(goyf2).power, d2.game.chars(goyf2).toughness) == (2, 3)


def test_cda_works_in_every_zone() -> None:
    """604.3: a characteristic-defining ability functions everywhere, also in the hand."""
    d = position({"alice": {"hand": ["Tarmogoyf"], "graveyard": ["Forest", "Grizzly Bears"]}})
    chars = d.game.chars(d.object("Tarmogoyf"))
    assert (chars.power, chars.toughness) == (2, 3)


def test_tarmogoyf_survives_lightning_bolt_that_adds_instant_type() -> None:
    """604.3, 613.4a, 704.3: Lightning Bolt is in the graveyard by the time state-based actions
    are checked, so Tarmogoyf (2/3 before) is 3/4 with 3 damage and survives."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Tarmogoyf"]},
                  "bob": {"graveyard": ["Grizzly Bears", "Forest"]}})
    game = d.game
    goyf = d.object("Tarmogoyf")
    assert game.chars(goyf).toughness == 3
    d.act("alice", "casts", "Lightning Bolt", targets=["Tarmogoyf"])
    d.resolve(None)
    assert goyf in game.state.battlefield
    assert game.state.objects[goyf].damage == 3
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (3, 4)


def test_layer_7a_then_7c_cda_pump_and_counters() -> None:
    """613.4a then 613.4c: Tarmogoyf's CDA, then Giant Growth and a +1/+1 counter modify it;
    when the graveyards change, the CDA value changes under the modifications."""
    d = position({"alice": {"hand": ["Giant Growth"], "library": ["Forest"],
                            "battlefield": ["Forest", {"card": "Tarmogoyf", "counters": {"+1/+1": 1}}]},
                  "bob": {"graveyard": ["Grizzly Bears"]}})
    game = d.game
    goyf = d.object("Tarmogoyf")
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (2, 3)
    d.act("alice", "casts", "Giant Growth", targets=["Tarmogoyf"])
    d.resolve(None)
    # Giant Growth (an instant) is now in the graveyard: 2 types.
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (2 + 3 + 1, 3 + 3 + 1)


def test_layer_7c_modifications_and_counters_add_up() -> None:
    """613.4c: effects and counters that modify power and toughness all apply: +1/+1 counters,
    -1/-1 counters, an anthem and Giant Growth."""
    d = position({"alice": {"hand": ["Giant Growth"],
                            "battlefield": ["Forest", "Test Anthem",
                                            {"card": "Grizzly Bears", "counters": {"+1/+1": 2}},
                                            {"card": "Savannah Lions", "counters": {"-1/-1": 1}}]}})
    game = d.game
    bear, lions = d.object("Grizzly Bears"), d.object("Savannah Lions")
    assert (game.chars(bear).power, game.chars(bear).toughness) == (5, 5)
    assert (game.chars(lions).power, game.chars(lions).toughness) == (2, 1)
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    assert (game.chars(bear).power, game.chars(bear).toughness) == (8, 8)


def test_layer_7b_set_before_7c_modify() -> None:
    """613.4b before 613.4c: a test-only effect setting a creature's base power and toughness to
    0/1 applies before Giant Growth, whatever their timestamps: 3/4."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"]}})
    game = d.game
    bear = d.object("Grizzly Bears")
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    _add_effect(game, "set_pt", [bear], {"power": 0, "toughness": 1})  # later timestamp
    assert (game.chars(bear).power, game.chars(bear).toughness) == (3, 4)


def test_layer_7d_switch_after_modifications() -> None:
    """613.4d: switching power and toughness (a test-only effect) applies after the 7c
    modifications even though it has the earlier timestamp: Savannah Lions 2/1 with a
    switch, then +3/+0, is 1/5."""
    d = position({"alice": {"battlefield": ["Savannah Lions"]}})
    game = d.game
    lions = d.object("Savannah Lions")
    _add_effect(game, "switch_pt", [lions], {})
    assert (game.chars(lions).power, game.chars(lions).toughness) == (1, 2)
    _add_effect(game, "modify_pt", [lions], {"power": 3, "toughness": 0})
    assert (game.chars(lions).power, game.chars(lions).toughness) == (1, 5)


# ---------------------------------------------------------------- 613.7, 613.8: order within a layer


def test_timestamp_order_within_layer_7b() -> None:
    """613.7: within a layer, effects apply in timestamp order: of two set effects the later
    one wins."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]}})
    game = d.game
    bear, lions = d.object("Grizzly Bears"), d.object("Savannah Lions")
    _add_effect(game, "set_pt", [bear, lions], {"power": 0, "toughness": 1})
    _add_effect(game, "set_pt", [bear], {"power": 4, "toughness": 4})
    assert (game.chars(bear).power, game.chars(bear).toughness) == (4, 4)
    assert (game.chars(lions).power, game.chars(lions).toughness) == (0, 1)


def test_timestamp_order_type_change_then_anthem_by_layer() -> None:
    """613.7b: an effect from a resolved ability has the timestamp of its creation; a later
    type-changing effect that makes a creature a noncreature still applies in layer 4 before
    the earlier anthem in layer 7 (613.1)."""
    d = position({"alice": {"battlefield": ["Test Anthem", "Grizzly Bears"]}})
    game = d.game
    bear = d.object("Grizzly Bears")
    assert game.chars(bear).power == 3
    _add_effect(game, "type_change", [bear], {"set_types": ["Artifact"]}, duration="permanent")
    chars = game.chars(bear)
    assert chars.types == frozenset({"Artifact"})
    assert chars.power is None


@pytest.mark.parametrize("captain_first", [True, False])
def test_dependency_keyword_grant_applies_first(captain_first: bool) -> None:
    """613.8a, 613.8b: "creatures with flying have first strike" depends on "creatures have
    flying" (applying the latter changes what the former applies to), so it applies after it
    whatever the timestamps: the bear has flying and first strike."""
    order = ["Test Wind Captain", "Test Sky Banner"] if captain_first else ["Test Sky Banner", "Test Wind Captain"]
    d = position({"alice": {"battlefield": order + ["Grizzly Bears"]}})
    game = d.game
    chars = game.chars(d.object("Grizzly Bears"))
    assert chars.has("flying")
    assert chars.has("first strike")


def test_dependent_effect_without_what_it_depends_on() -> None:
    """613.8: without anything granting flying, "creatures with flying have first strike"
    applies only to creatures that have flying on their own."""
    d = position({"alice": {"battlefield": ["Test Wind Captain", "Grizzly Bears", "Serra Angel"]}})
    game = d.game
    assert not game.chars(d.object("Grizzly Bears")).has("first strike")
    assert game.chars(d.object("Serra Angel")).has("first strike")


def test_dependency_on_a_resolved_grant_effect() -> None:
    """613.8a: a static ability for "creatures with flying" depends on a resolved effect that
    grants flying until end of turn (test-only layer-6 effect) with a later timestamp."""
    d = position({"alice": {"battlefield": ["Test Wind Captain", "Grizzly Bears"]}})
    game = d.game
    bear = d.object("Grizzly Bears")
    _add_effect(game, "grant", [bear], {"keywords": ["flying"]})
    assert game.chars(bear).has("flying")
    assert game.chars(bear).has("first strike")


# ---------------------------------------------------------------- durations


def test_until_your_next_turn_attack_tax_ends_when_controllers_turn_begins() -> None:
    """611.2a, 508.1d: Sivitri's +1 makes attacking her controller cost 2 life per creature
    until her controller's next turn; it ends as that turn begins."""
    d = position({"alice": {"battlefield": ["Sivitri, Dragon Master"], **LIBRARIES},
                  "bob": {"battlefield": ["Grizzly Bears"], **LIBRARIES}})
    game = d.game
    d.act("alice", "activates", "Sivitri, Dragon Master", ability=1)
    d.resolve(None)
    assert [e.kind for e in game.state.effects] == ["attack_tax"]
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "main1")
    d.attack("bob", {"Grizzly Bears": "alice"})
    assert game.state.players[1].life == 18  # bob paid 2 life to attack
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "end")
    assert [e.kind for e in game.state.effects] == ["attack_tax"]  # still in effect on bob's turn
    d.pass_until(lambda: game.state.active == 0 and game.state.step == "upkeep")
    assert game.state.effects == []
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "main1")
    d.attack("bob", {"Grizzly Bears": "alice"})
    assert game.state.players[1].life == 18  # no more life to pay
    assert game.state.combat is not None and d.object("Grizzly Bears") in game.state.combat.attackers


def test_permanent_duration_effect_lasts_across_turns() -> None:
    """611.2a: with no duration stated, an effect lasts until the end of the game: Enduring
    Innocence stays a non-creature enchantment in later turns."""
    d = position({"alice": {"hand": ["Murder"], **LIBRARIES,
                            "battlefield": ["Swamp", "Swamp", "Swamp", "Enduring Innocence"]},
                  "bob": dict(LIBRARIES)})
    game = d.game
    d.act("alice", "casts", "Murder", targets=["Enduring Innocence"])
    d.resolve(None)
    returned = d.object("Enduring Innocence")
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "upkeep")
    assert not game.chars(returned).is_creature


def test_for_as_long_as_attacking_ends_with_combat() -> None:
    """611.3a, 506.4: Blood Petal Celebrant has first strike as long as it's attacking: not
    before attacking, yes while attacking, not after combat."""
    d = position({"alice": {"battlefield": ["Blood Petal Celebrant"]}})
    game = d.game
    celebrant = d.object("Blood Petal Celebrant")
    assert not game.chars(celebrant).has("first strike")
    d.attack("alice", ["Blood Petal Celebrant"])
    assert game.chars(celebrant).has("first strike")
    d.pass_until(lambda: game.state.step == "main2")
    assert not game.chars(celebrant).has("first strike")


def test_conditional_static_during_your_turn() -> None:
    """611.3a: Blood Burglar has lifelink only during its controller's turn."""
    d = position({"alice": {"battlefield": ["Blood Burglar"], **LIBRARIES},
                  "bob": {"battlefield": ["Blood Burglar"], **LIBRARIES}})
    game = d.game
    mine, theirs = d.object("Blood Burglar#1"), d.object("Blood Burglar#2")
    assert game.chars(mine).has("lifelink") and not game.chars(theirs).has("lifelink")
    d.pass_until(lambda: game.state.active == 1 and game.state.step == "upkeep")
    assert not game.chars(mine).has("lifelink") and game.chars(theirs).has("lifelink")


def test_blood_burglar_gains_life_when_attacking_on_its_turn() -> None:
    """611.3a, 702.15b: Blood Burglar's lifelink during its controller's turn makes its combat
    damage gain life."""
    d = position({"alice": {"battlefield": ["Blood Burglar"]}, "bob": {}})
    game = d.game
    d.attack("alice", ["Blood Burglar"])
    d.pass_until(lambda: game.state.step == "main2")
    assert game.state.players[1].life == 18  # Blood Burglar is a 2/2
    assert game.state.players[0].life == 22


def test_returned_as_non_creature_enters_as_non_creature() -> None:
    """613.1d, 614.1c-style entry: Enduring Innocence returns to the battlefield already a
    non-creature enchantment, so another Enduring Innocence's "whenever one or more other
    creatures you control with power 2 or less enter" doesn't trigger."""
    d = position({"alice": {"hand": ["Murder"], "library": ["Forest"] * 3,
                            "battlefield": ["Swamp", "Swamp", "Swamp", {"card": "Enduring Innocence", "as": "first"},
                                            {"card": "Enduring Innocence", "as": "second"}]}})
    game = d.game
    d.act("alice", "casts", "Murder", targets=["second"])
    d.resolve(None)
    returned = d.object("second")
    assert returned in game.state.battlefield and not game.chars(returned).is_creature
    assert game.state.players[0].hand == []
    assert len(game.state.players[0].library) == 3


def test_during_your_turn_follows_active_player_under_sequential_phases() -> None:
    """611.3a and Runed Terror's rulings ("if an effect cares about whose turn it is, it's the
    active player's turn"): with phases taken sequentially, Blood Burglar has lifelink exactly
    while its controller is the active player."""
    d = position({"alice": {"battlefield": ["Runed Terror", {"card": "Blood Burglar", "as": "mine"}], **LIBRARIES},
                  "bob": {"battlefield": [{"card": "Blood Burglar", "as": "theirs"}], **LIBRARIES}})
    game = d.game
    mine, theirs = d.object("mine"), d.object("theirs")
    seen = set()
    for _ in range(40):
        active = game.state.active
        seen.add(active)
        assert game.chars(mine).has("lifelink") == (active == 0)
        assert game.chars(theirs).has("lifelink") == (active == 1)
        decision = game.decision
        game.choose(next(o for o in decision.options if o.kind in ("pass", "done")))
    assert seen == {0, 1}


def test_static_ability_for_creatures_does_not_affect_creature_spells() -> None:
    """611.3a, 109.2: "creatures you control get +1/+1" affects creature permanents, not a
    creature spell on the stack; the Bears get the bonus once they resolve."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Test Anthem"]}})
    game = d.game
    d.act("alice", "casts", "Grizzly Bears")
    spell = game.state.stack[-1].obj
    assert (game.chars(spell).power, game.chars(spell).toughness) == (2, 2)
    d.resolve(None)
    bear = d.object("Grizzly Bears")
    assert (game.chars(bear).power, game.chars(bear).toughness) == (3, 3)


def test_tarmogoyf_counts_cards_not_tokens() -> None:
    """604.3, 111.6: Tarmogoyf counts card types among cards in graveyards; a token that is
    briefly in a graveyard before it ceases to exist (704.5d) isn't a card."""
    from manastack.engine import zones

    d = position({"alice": {"battlefield": ["Tarmogoyf", {"card": "Thopter", "token": True}]}})
    game = d.game
    goyf = d.object("Tarmogoyf")
    zones.move(game.kernel, d.object("Thopter"), "graveyard")
    assert len(game.state.players[0].graveyard) == 1
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (0, 1)
