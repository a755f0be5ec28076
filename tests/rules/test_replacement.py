"""614-616: replacement and prevention effects -- entering tapped or with counters, "as this
enters" choices, counter and draw replacements, the affected player's choice between
replacement effects, a graveyard replacement (Darksteel Colossus), and protection's damage
prevention."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.decision import Decision, Option

# ---------------------------------------------------------------- test-only cards

registry.register(dsl.CardDef(
    name="Test Lifebook",
    faces=(dsl.Face(name="Test Lifebook", mana_cost="{1}", types=("Artifact",),
                    abilities=(dsl.Replacement(dsl.ReplaceDraw((dsl.GainLife(1),)),
                                               text="If you would draw a card, you gain 1 life instead."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Painbook",
    faces=(dsl.Face(name="Test Painbook", mana_cost="{1}", types=("Artifact",),
                    abilities=(dsl.Replacement(dsl.ReplaceDraw((dsl.LoseLife(2),)),
                                               text="If you would draw a card, you lose 2 life instead."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Mindlock",
    faces=(dsl.Face(name="Test Mindlock", mana_cost="{1}", types=("Artifact",),
                    abilities=(dsl.Replacement(dsl.ReplaceDraw((dsl.GainLife(5),), who="opponent"),
                                               text="If an opponent would draw a card, you gain 5 life instead."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Altar",
    faces=(dsl.Face(name="Test Altar", mana_cost="{1}", types=("Artifact",),
                    abilities=(dsl.Activated(dsl.Cost(sacrifice=dsl.Filter(types=("Creature",))), (dsl.GainLife(1),),
                                             text="Sacrifice a creature: You gain 1 life."),)),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Wither",
    faces=(dsl.Face(name="Test Wither", mana_cost="{B}", types=("Instant",),
                    abilities=(dsl.SpellAbility((dsl.ModifyPT(-20, -20, dsl.Target(0)),),
                                                targets=(dsl.TargetSpec(filter=dsl.Filter(types=("Creature",))),),
                                                text="Target creature gets -20/-20 until end of turn."),)),),
    source="test",
))


registry.register(dsl.CardDef(
    name="Test Mourner",
    faces=(dsl.Face(name="Test Mourner", mana_cost="{B}", types=("Creature",), power="1", toughness="1",
                    abilities=(dsl.Triggered(dsl.Trigger("dies", subject=dsl.Filter(types=("Creature",), other=True)),
                                             (dsl.GainLife(1),), text="Whenever another creature dies, you gain 1 life."),)),),
    source="test",
))


# ---------------------------------------------------------------- helpers


def _option(decision: Decision, label_start: str) -> Option:
    found = [o for o in decision.options if o.label.lower().startswith(label_start.lower())]
    assert found, f"no option starting {label_start!r} in {[o.label for o in decision.options]}"
    return found[0]


def _cards(d, player: int, zone: str) -> list[str]:
    return [d.game.state.objects[o].card for o in d.game.state.player_zone(player, zone)]


def _named(d, name: str) -> list[int]:
    return [o for o in d.game.state.battlefield if d.game.chars(o).name in (name, f"{name} Token")]


# ---------------------------------------------------------------- entering tapped (614.1c-d)


def test_gutterbones_enters_tapped() -> None:
    """614.1d: "This creature enters tapped" modifies how it enters: it is tapped as it arrives."""
    d = position({"alice": {"hand": ["Gutterbones"], "battlefield": ["Swamp"]}, "bob": {}})
    d.act("alice", "casts", "Gutterbones")
    d.resolve(None)
    bones = d.object("Gutterbones")
    assert d.on_battlefield(bones)
    assert d.game.state.objects[bones].tapped
    # it never was on the battlefield untapped: no tap event for it
    assert not [e for e in events(d.game, "tap") if e["obj"] == bones]


def test_crumbling_vestige_enters_tapped_and_its_trigger_adds_mana() -> None:
    """614.1d: the land enters tapped; 603.6a: its enters trigger (not a mana ability, 605.5a)
    uses the stack and adds one mana of the chosen color."""
    d = position({"alice": {"hand": ["Crumbling Vestige"]}, "bob": {}})
    d.act("alice", "plays", "Crumbling Vestige")
    vestige = d.object("Crumbling Vestige")
    assert d.game.state.objects[vestige].tapped
    assert len(d.game.state.stack) == 1
    d.pass_once()
    decision = d.decision
    assert decision.kind == "color"
    d.choose(_option(decision, "green"))
    assert d.game.state.players[0].mana_pool.get("G") == 1


# ---------------------------------------------------------------- "as this enters, you may pay 3 life" (614.12)


def test_tanglespan_bridgeworks_pay_3_life_enters_untapped() -> None:
    """614.12, 614.12a: the choice is made before the land enters; paying 3 life, it enters
    untapped."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"]}, "bob": {}})
    d.act("alice", "plays", "Tanglespan Bridgeworks", choices=["yes"])
    land = d.object("Tanglespan Bridgeworks")
    assert d.on_battlefield(land)
    assert not d.game.state.objects[land].tapped
    assert d.game.state.players[0].life == 17


def test_tanglespan_bridgeworks_declined_enters_tapped() -> None:
    """614.12: not paying, the land enters tapped and no life is lost."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"]}, "bob": {}})
    d.act("alice", "plays", "Tanglespan Bridgeworks", choices=["no"])
    land = d.object("Tanglespan Bridgeworks")
    assert d.game.state.objects[land].tapped
    assert d.game.state.players[0].life == 20


def test_tanglespan_bridgeworks_cant_pay_with_less_than_3_life() -> None:
    """119.4: a player can pay life only if their life total is at least the payment: with 2
    life the option isn't offered, and the land enters tapped."""
    d = position({"alice": {"life": 2, "hand": ["Bridgeworks Battle"]}, "bob": {}})
    d.act("alice", "plays", "Tanglespan Bridgeworks")
    land = d.object("Tanglespan Bridgeworks")
    assert d.game.state.objects[land].tapped
    assert d.game.state.players[0].life == 2
    assert not [e for e in d.game.log if e["type"] == "payment" and e.get("life")]


def test_tanglespan_bridgeworks_exactly_3_life_may_pay() -> None:
    """119.4: with exactly 3 life the payment is allowed (and then the player is at 0 life and
    loses, 704.5a)."""
    d = position({"alice": {"life": 3, "hand": ["Bridgeworks Battle"]}, "bob": {}})
    d.until_priority(0)
    play = _option(d.decision, "play Tanglespan Bridgeworks")
    d.choose(play)
    decision = d.decision
    assert decision.kind == "may"
    assert {o.value for o in decision.options} == {True, False}
    d.choose(next(o for o in decision.options if o.value is True))
    assert d.game.state.players[0].life == 0
    assert d.game.over and d.game.winner == 1


# ---------------------------------------------------------------- entering with counters, Hardened Scales (614.1c, 614.1a)


def test_hangarback_walker_enters_with_x_counters() -> None:
    """614.1c, 107.3m: Hangarback Walker enters with X +1/+1 counters, X as cast."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": [{"card": "Plains", "count": 4}]}, "bob": {}})
    d.act("alice", "casts", "Hangarback Walker", x=2)
    d.resolve(None)
    walker = d.object("Hangarback Walker")
    assert d.game.state.objects[walker].counters == {"+1/+1": 2}
    assert d.game.chars(walker).power == 2


def test_hardened_scales_adds_one_to_entering_counters() -> None:
    """614.1a, 614.12: Hardened Scales modifies the counters a creature you control enters with:
    X=2 becomes three counters."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": ["Hardened Scales", {"card": "Plains", "count": 4}]},
                  "bob": {}})
    d.act("alice", "casts", "Hangarback Walker", x=2)
    d.resolve(None)
    walker = d.object("Hangarback Walker")
    assert d.game.state.objects[walker].counters == {"+1/+1": 3}
    assert (d.game.chars(walker).power, d.game.chars(walker).toughness) == (3, 3)


def test_hardened_scales_with_x_zero_adds_nothing() -> None:
    """Hardened Scales applies only if one or more counters would be put on it: X=0 gives zero
    counters, and Hangarback Walker dies as a 0/0 (704.5f)."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": ["Hardened Scales"]}, "bob": {}})
    d.act("alice", "casts", "Hangarback Walker", x=0)
    d.resolve(None)
    assert "Hangarback Walker" in _cards(d, 0, "graveyard")


def test_hardened_scales_adds_one_to_put_counters() -> None:
    """614.1a, 122.1: putting one +1/+1 counter on a creature you control puts two instead."""
    d = position({"alice": {"battlefield": ["Hardened Scales", {"card": "Hangarback Walker", "counters": {"+1/+1": 1}},
                                            "Plains"]}, "bob": {}})
    d.act("alice", "activates", "Hangarback Walker")
    d.resolve(None)
    walker = d.object("Hangarback Walker")
    assert d.game.state.objects[walker].counters == {"+1/+1": 3}


def test_opponents_hardened_scales_doesnt_apply() -> None:
    """614.1a: Hardened Scales affects only creatures its controller controls."""
    d = position({"alice": {"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 1}}, "Plains"]},
                  "bob": {"battlefield": ["Hardened Scales"]}})
    d.act("alice", "activates", "Hangarback Walker")
    d.resolve(None)
    walker = d.object("Hangarback Walker")
    assert d.game.state.objects[walker].counters == {"+1/+1": 2}


# ---------------------------------------------------------------- replacing draws (614.1a, 614.11, 616.1)


def test_draw_step_draw_is_replaced() -> None:
    """614.11, 504.1: "if you would draw a card, gain 1 life instead" replaces the draw step's
    draw: no card is drawn (614.6)."""
    d = position({"turn": 2, "step": "upkeep", "alice": {"battlefield": ["Test Lifebook"], "library": ["Island", "Forest"]},
                  "bob": {}})
    d.pass_until(lambda: d.game.state.step == "main1")
    assert d.game.state.players[0].hand == []
    assert len(d.game.state.players[0].library) == 2
    assert d.game.state.players[0].life == 21
    assert events(d.game, "draw") == []
    assert len(events(d.game, "draw_replaced")) == 1


def test_divination_each_draw_is_replaced() -> None:
    """614.11: each of Divination's two draws is a separate event, each replaced."""
    d = position({"alice": {"hand": ["Divination"], "battlefield": ["Test Lifebook", {"card": "Island", "count": 3}],
                            "library": ["Island", "Forest"]}, "bob": {}})
    d.act("alice", "casts", "Divination")
    d.resolve(None)
    assert d.game.state.players[0].hand == []
    assert d.game.state.players[0].life == 22
    assert len(d.game.state.players[0].library) == 2


def test_draw_replacement_applies_only_to_its_controller() -> None:
    """614.11: "if you would draw" doesn't replace an opponent's draw."""
    d = position({"turn": 2, "step": "upkeep", "active": "bob", "alice": {"battlefield": ["Test Lifebook"]},
                  "bob": {"library": ["Island"]}})
    d.pass_until(lambda: d.game.state.step == "main1")
    assert _cards(d, 1, "hand") == ["Island"]
    assert d.game.state.players[0].life == 20


def test_two_draw_replacements_the_player_chooses_one() -> None:
    """616.1, 616.1e: with two replacement effects for the same draw, the affected player chooses
    one to apply; after it, the draw no longer exists, so the other doesn't apply (616.1f)."""
    for pick, life in (("Test Lifebook", 21), ("Test Painbook", 18)):
        d = position({"turn": 2, "step": "upkeep",
                      "alice": {"battlefield": ["Test Lifebook", "Test Painbook"], "library": ["Island"]}, "bob": {}})
        d.pass_once()
        decision = d.decision
        assert decision.kind == "replacement_order" and decision.player == 0
        assert sorted(o.label for o in decision.options) == ["Test Lifebook", "Test Painbook"]
        d.choose(_option(decision, pick))
        game = d.game
        d.pass_until(lambda game=game: game.state.step == "main1")
        assert d.game.state.players[0].life == life
        assert d.game.state.players[0].hand == []


def test_affected_player_chooses_between_own_and_opponents_replacement() -> None:
    """616.1: the affected player (the one who would draw) chooses, even between their own
    effect and one an opponent controls."""
    d = position({"alice": {"hand": ["Divination"], "battlefield": ["Test Lifebook", {"card": "Island", "count": 3}],
                            "library": ["Island", "Island"]},
                  "bob": {"battlefield": ["Test Mindlock"]}})
    d.act("alice", "casts", "Divination")
    d.pass_once()
    decision = d.decision
    assert decision.kind == "replacement_order" and decision.player == 0
    d.choose(_option(decision, "Test Mindlock"))
    decision = d.decision
    assert decision.kind == "replacement_order" and decision.player == 0
    d.choose(_option(decision, "Test Lifebook"))
    d.resolve(None)
    assert d.game.state.players[1].life == 25  # Test Mindlock: its controller gains 5
    assert d.game.state.players[0].life == 21
    assert d.game.state.players[0].hand == []


def test_draw_after_discard_is_replaced() -> None:
    """614.11: Immersturm Raider's "if you do, draw a card" is a draw a replacement effect
    changes, like any other."""
    d = position({"alice": {"hand": ["Immersturm Raider", "Forest"], "battlefield": ["Test Lifebook", {"card": "Mountain", "count": 2}],
                            "library": ["Island"]}, "bob": {}})
    d.act("alice", "casts", "Immersturm Raider")
    d.queued[0] = ["yes", "Forest"]
    d.resolve(None)
    assert _cards(d, 0, "graveyard") == ["Forest"]
    assert d.game.state.players[0].hand == []
    assert d.game.state.players[0].life == 21


def test_each_of_several_draws_from_one_effect_is_replaced_with_a_choice() -> None:
    """614.11, 616.1: Disciple of Freyalise's X draws are each replaced; with two replacement
    effects, the player chooses for each draw."""
    d = position({"alice": {"hand": ["Disciple of Freyalise"], "library": ["Island", "Island", "Island"],
                            "battlefield": ["Test Lifebook", "Test Painbook", "Grizzly Bears", {"card": "Forest", "count": 6}]},
                  "bob": {}})
    d.act("alice", "casts", "Disciple of Freyalise")
    d.pass_once()  # the creature resolves; its trigger goes on the stack
    d.pass_once()
    decision = d.decision
    assert decision.kind == "may"
    d.choose(_option(decision, "sacrifice Grizzly Bears"))
    assert d.game.state.players[0].life == 22  # X = 2 life gained
    for pick in ("Test Lifebook", "Test Painbook"):
        decision = d.decision
        assert decision.kind == "replacement_order" and decision.player == 0
        d.choose(_option(decision, pick))
    d.resolve(None)
    assert d.game.state.players[0].life == 22 + 1 - 2
    assert d.game.state.players[0].hand == []
    assert len(d.game.state.players[0].library) == 3


# ---------------------------------------------------------------- Darksteel Colossus: a graveyard replacement (614.1a)


def test_darksteel_colossus_discarded_is_shuffled_into_library() -> None:
    """614.1a, 701.9: discarded Darksteel Colossus would go to the graveyard; it is shuffled into
    its owner's library instead."""
    d = position({"alice": {"hand": ["Immersturm Raider", "Darksteel Colossus"], "battlefield": [{"card": "Mountain", "count": 2}],
                            "library": ["Island", "Island", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Immersturm Raider")
    d.queued[0] = ["yes", "Darksteel Colossus"]
    d.resolve(None)
    assert "Darksteel Colossus" not in _cards(d, 0, "graveyard")
    assert sorted(_cards(d, 0, "library") + _cards(d, 0, "hand")) == ["Darksteel Colossus", "Island", "Island", "Island"]
    moves = [e for e in events(d.game, "zone_change") if e["card"] == "Darksteel Colossus"]
    assert moves[0]["from"] == "hand" and moves[0]["to"] == "library"
    assert len(events(d.game, "shuffle")) == 1
    assert len(events(d.game, "discard")) == 1  # it was still discarded


def test_darksteel_colossus_sacrificed_is_shuffled_into_library() -> None:
    """614.1a, 701.21: sacrificed from the battlefield, it goes to the library instead."""
    d = position({"alice": {"battlefield": ["Darksteel Colossus", "Test Altar"], "library": ["Island"]}, "bob": {}})
    d.act("alice", "activates", "Test Altar")
    d.resolve(None)
    assert _named(d, "Darksteel Colossus") == []
    assert sorted(_cards(d, 0, "library")) == ["Darksteel Colossus", "Island"]
    assert _cards(d, 0, "graveyard") == []
    assert d.game.state.players[0].life == 21


def test_replaced_death_triggers_nothing() -> None:
    """603.2g, 614.6: the Colossus never goes to the graveyard, so "whenever another creature dies"
    doesn't trigger; another creature sacrificed the same way does."""
    d = position({"alice": {"battlefield": ["Darksteel Colossus", "Test Altar", "Test Mourner", "Grizzly Bears"]}, "bob": {}})
    d.act("alice", "activates", "Test Altar", choices=["Darksteel Colossus"])
    d.resolve(None)
    assert events(d.game, "trigger") == []
    assert d.game.state.players[0].life == 21
    d.act("alice", "activates", "Test Altar", choices=["Grizzly Bears"])
    d.resolve(None)
    assert len(events(d.game, "trigger")) == 1
    assert d.game.state.players[0].life == 23


def test_darksteel_colossus_with_zero_toughness_is_shuffled_into_library() -> None:
    """704.5f, 614.1a: indestructible doesn't stop a 0-toughness creature being put into its
    owner's graveyard (702.12b); the replacement shuffles it into the library instead."""
    d = position({"alice": {"battlefield": ["Darksteel Colossus"], "library": ["Island"]},
                  "bob": {"hand": ["Test Wither"], "battlefield": ["Swamp"]}})
    d.act("bob", "casts", "Test Wither", targets=["Darksteel Colossus"])
    d.resolve(None)
    assert _named(d, "Darksteel Colossus") == []
    assert sorted(_cards(d, 0, "library")) == ["Darksteel Colossus", "Island"]
    assert _cards(d, 0, "graveyard") == []


def test_darksteel_colossus_countered_is_shuffled_into_library() -> None:
    """701.6a, 614.1a: a countered Colossus spell would go to the graveyard "from anywhere": it is
    shuffled into the library instead."""
    d = position({"alice": {"hand": ["Darksteel Colossus"], "battlefield": [{"card": "Plains", "count": 11}]},
                  "bob": {"hand": ["Essence Scatter"], "battlefield": [{"card": "Island", "count": 2}]}})
    d.act("alice", "casts", "Darksteel Colossus")
    d.act("bob", "casts", "Essence Scatter", targets=["Darksteel Colossus"])
    d.resolve(None)
    assert _cards(d, 0, "library") == ["Darksteel Colossus"]
    assert _cards(d, 0, "graveyard") == []
    assert _cards(d, 1, "graveyard") == ["Essence Scatter"]


def test_darksteel_colossus_destroyed_is_not_moved() -> None:
    """702.12b: indestructible: Murder doesn't destroy it, so there's nothing to replace."""
    d = position({"alice": {"battlefield": ["Darksteel Colossus"]},
                  "bob": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]}})
    colossus = d.object("Darksteel Colossus")
    d.act("bob", "casts", "Murder", targets=["Darksteel Colossus"])
    d.resolve(None)
    assert d.on_battlefield(colossus)
    assert d.game.state.players[0].library == []


# ---------------------------------------------------------------- prevention: protection (615, 702.16e)


def test_protection_prevents_noncombat_damage_from_that_color() -> None:
    """702.16e, 615.1: Goblin Chainwhirler's (red) damage to each creature an opponent controls
    is prevented for the creature with protection from red; others are dealt damage."""
    d = position({"alice": {"hand": ["Goblin Chainwhirler"], "battlefield": [{"card": "Mountain", "count": 3}]},
                  "bob": {"battlefield": ["Sphinx of the Steel Wind", "Savannah Lions"]}})
    sphinx = d.object("Sphinx of the Steel Wind")
    d.act("alice", "casts", "Goblin Chainwhirler")
    d.resolve(None)
    assert d.game.state.objects[sphinx].damage == 0
    assert [e["target"] for e in events(d.game, "damage_prevented")] == [["obj", sphinx]]
    assert "Savannah Lions" in _cards(d, 1, "graveyard")
    assert d.game.state.players[1].life == 19


def test_protection_prevents_combat_damage_from_that_color() -> None:
    """702.16e, 510.2: a creature with protection from red can block a red creature; the red
    creature's combat damage to it is prevented."""
    d = position({"alice": {"battlefield": ["Ash Zealot"]},
                  "bob": {"battlefield": ["Sphinx of the Steel Wind"]}})
    sphinx = d.object("Sphinx of the Steel Wind")
    d.attack("alice", ["Ash Zealot"])
    d.block("bob", {"Sphinx of the Steel Wind": "Ash Zealot"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert d.game.state.objects[sphinx].damage == 0
    assert len(events(d.game, "damage_prevented")) == 1
    assert "Ash Zealot" in _cards(d, 0, "graveyard")
