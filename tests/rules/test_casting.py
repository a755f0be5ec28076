"""Casting spells (601): the card moves to the stack first (601.2a), modes and X (601.2b,
700.2, 107.3), targets (601.2c), the total cost with increases and additional costs (601.2f),
mana abilities while paying (601.2g), timing (307.1, 702.8), cast triggers (601.2i), and
alternative ways to cast: flashback (702.34), adventures (715) and "without paying its mana
cost" (Goblin Dark-Dwellers)."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, STACK

CREATURE = dsl.Filter(types=("Creature",))

registry.register(dsl.CardDef(name="Test Casting Charm", source="test", faces=(dsl.Face(
    name="Test Casting Charm", mana_cost="{R}", types=("Instant",), abilities=(
        dsl.SpellAbility(modes=(
            dsl.Mode((dsl.DealDamage(2, dsl.Target(0)),), (dsl.TargetSpec(filter=CREATURE),),
                     text="Test Casting Charm deals 2 damage to target creature."),
            dsl.Mode((dsl.GainLife(3),), text="You gain 3 life."),
            dsl.Mode((dsl.DealDamage(1, dsl.Target(0)),), (dsl.TargetSpec(kind="player"),),
                     text="Test Casting Charm deals 1 damage to target player."),
        ), choose_modes=1),)),)))

registry.register(dsl.CardDef(name="Test Casting Command", source="test", faces=(dsl.Face(
    name="Test Casting Command", mana_cost="{R}", types=("Instant",), abilities=(
        dsl.SpellAbility(modes=(
            dsl.Mode((dsl.DealDamage(2, dsl.Target(0)),), (dsl.TargetSpec(filter=CREATURE),),
                     text="Deal 2 damage to target creature."),
            dsl.Mode((dsl.GainLife(3),), text="You gain 3 life."),
            dsl.Mode((dsl.DealDamage(1, dsl.Target(0)),), (dsl.TargetSpec(kind="player", player="opponent"),),
                     text="Deal 1 damage to target opponent."),
            dsl.Mode((dsl.Tap(dsl.Target(0)),), (dsl.TargetSpec(filter=dsl.Filter(types=("Artifact",))),),
                     text="Tap target artifact."),
        ), choose_modes=2),)),)))

registry.register(dsl.CardDef(name="Test Casting Blaze", source="test", faces=(dsl.Face(
    name="Test Casting Blaze", mana_cost="{X}{R}", types=("Sorcery",), abilities=(
        dsl.SpellAbility((dsl.DealDamage(dsl.X(), dsl.Target(0)),), (dsl.TargetSpec(kind="any"),)),)),)))

registry.register(dsl.CardDef(name="Test Casting Sphere", source="test", faces=(dsl.Face(
    name="Test Casting Sphere", mana_cost="{2}", types=("Artifact",), abilities=(
        dsl.Static(dsl.CostChange(amount=1, spells=dsl.Filter(), who="opponents"),
                   text="Spells your opponents cast cost {1} more to cast."),)),)))

registry.register(dsl.CardDef(name="Test Casting Offering", source="test", faces=(dsl.Face(
    name="Test Casting Offering", mana_cost="{B}", types=("Sorcery",), abilities=(
        dsl.SpellAbility((dsl.Draw(2),), additional_cost=dsl.Cost(sacrifice=CREATURE),
                         text="As an additional cost to cast this spell, sacrifice a creature. Draw two cards."),)),)))

registry.register(dsl.CardDef(name="Test Casting Pact", source="test", faces=(dsl.Face(
    name="Test Casting Pact", mana_cost="{B}", types=("Instant",), abilities=(
        dsl.SpellAbility((dsl.Draw(1),), additional_cost=dsl.Cost(life=5),
                         text="As an additional cost to cast this spell, pay 5 life. Draw a card."),)),)))

registry.register(dsl.CardDef(name="Test Casting Watcher", source="test", faces=(dsl.Face(
    name="Test Casting Watcher", mana_cost="{1}", types=("Artifact",), abilities=(
        dsl.Triggered(dsl.Trigger("cast", who="you"), (dsl.GainLife(1),),
                      text="Whenever you cast a spell, you gain 1 life."),)),)))

LIBRARY = ["Island", "Island", "Island", "Island"]


def labels(d, kind: str | None = None) -> list[str]:
    return [o.label for o in d.game.decision.options if kind is None or o.kind == kind]


def option(d, label: str):
    return next(o for o in d.game.decision.options if o.label == label)


def index_of(game, kind: str, **fields) -> int:
    """The position in the log of the first event of `kind` with these fields."""
    return next(i for i, e in enumerate(game.log) if e["type"] == kind and all(e.get(k) == v for k, v in fields.items()))


def zone_of(d, name: str) -> str:
    return d.game.state.objects[d.object(name)].zone


# ------------------------------------------------------------------ 601.2a


def test_card_is_on_the_stack_while_targets_are_chosen() -> None:
    """601.2a: to propose casting a spell, the card first moves from its zone to the stack,
    so it is on the stack (and out of the hand) while its targets are announced."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    bolt = d.object("Lightning Bolt")
    d.choose(option(d, "cast Lightning Bolt"))
    assert game.decision.kind == "target"
    assert bolt not in game.state.players[0].hand
    assert len(game.state.stack) == 1
    assert game.state.objects[game.state.stack[0].obj].zone == STACK
    assert game.state.objects[game.state.stack[0].obj].card == "Lightning Bolt"


def test_card_moves_to_the_stack_before_mana_is_paid_and_the_spell_becomes_cast() -> None:
    """601.2a, 601.2g-i: the move to the stack comes first, then mana abilities are
    activated and the cost paid, and only then does the spell become cast."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}})
    game = d.game
    d.act("alice", "casts", "Grizzly Bears")
    to_stack = index_of(game, "zone_change", card="Grizzly Bears", to=STACK)
    first_tap = index_of(game, "tap")
    payment = index_of(game, "payment", purpose="spell")
    cast = index_of(game, "cast", card="Grizzly Bears")
    assert to_stack < first_tap < payment < cast


# ------------------------------------------------------------------ 601.2b: modes


def test_modal_spell_offers_its_modes_and_does_only_the_chosen_one() -> None:
    """601.2b, 700.2: the caster announces the mode as the spell is cast; only that mode's
    instructions are followed."""
    d = position({"alice": {"hand": ["Test Casting Charm"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.choose(option(d, "cast Test Casting Charm"))
    assert game.decision.kind == "mode"
    assert labels(d) == ["Test Casting Charm deals 2 damage to target creature.", "You gain 3 life.",
                         "Test Casting Charm deals 1 damage to target player."]
    d.choose(option(d, "You gain 3 life."))
    d.finish_action(0)
    assert game.state.stack[-1].modes == [1]
    d.resolve(None)
    assert game.state.players[0].life == 23
    assert game.state.players[1].life == 20
    assert game.state.objects[d.object("Grizzly Bears")].damage == 0


def test_mode_whose_targets_cannot_be_chosen_is_not_offered() -> None:
    """700.2a (601.2b): a mode that would be illegal for lack of legal targets can't be
    chosen."""
    d = position({"alice": {"hand": ["Test Casting Charm"], "battlefield": ["Mountain"]}})
    d.choose(option(d, "cast Test Casting Charm"))
    assert labels(d) == ["You gain 3 life.", "Test Casting Charm deals 1 damage to target player."]


def test_choose_two_takes_two_different_modes() -> None:
    """700.2d (601.2b): "choose two" means two different modes: the second choice doesn't
    offer the first mode again, and the caster can't stop after one."""
    d = position({"alice": {"hand": ["Test Casting Command"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.choose(option(d, "cast Test Casting Command"))
    first = labels(d)
    assert first == ["Deal 2 damage to target creature.", "You gain 3 life.", "Deal 1 damage to target opponent."]
    d.choose(option(d, "You gain 3 life."))
    assert game.decision.kind == "mode"
    assert labels(d) == ["Deal 2 damage to target creature.", "Deal 1 damage to target opponent."]


def test_targets_of_two_chosen_modes_are_kept_apart() -> None:
    """601.2c, 700.2c: each chosen mode gets its own targets; a second mode's "target
    opponent" is that player, not the first mode's creature."""
    d = position({"alice": {"hand": ["Test Casting Command"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.act("alice", "casts", "Test Casting Command", modes=[1, 3], targets=["Grizzly Bears", "bob"])
    assert game.state.stack[-1].modes == [0, 2]
    d.resolve(None)
    assert game.state.players[1].life == 19
    assert [game.state.objects[o].card for o in game.state.players[1].graveyard] == ["Grizzly Bears"]


def test_choose_two_spell_needs_two_legal_modes() -> None:
    """700.2a, 601.2b: a "choose two" spell whose modes can't be chosen for lack of targets
    is castable only while at least two of its modes are legal."""
    registry.register(dsl.CardDef(name="Test Casting Twin Strike", source="test", faces=(dsl.Face(
        name="Test Casting Twin Strike", mana_cost="{R}", types=("Instant",), abilities=(
            dsl.SpellAbility(modes=(
                dsl.Mode((dsl.DealDamage(2, dsl.Target(0)),), (dsl.TargetSpec(filter=CREATURE),), text="creature"),
                dsl.Mode((dsl.Tap(dsl.Target(0)),), (dsl.TargetSpec(filter=dsl.Filter(types=("Artifact",))),),
                         text="artifact"),
                dsl.Mode((dsl.GainLife(1),), text="life"),
            ), choose_modes=2),)),)))
    d = position({"alice": {"hand": ["Test Casting Twin Strike"], "battlefield": ["Mountain"]}})
    assert "cast Test Casting Twin Strike" not in labels(d, "cast")
    d = position({"alice": {"hand": ["Test Casting Twin Strike"], "battlefield": ["Mountain", "Grizzly Bears"]}})
    assert "cast Test Casting Twin Strike" in labels(d, "cast")


# ------------------------------------------------------------------ 601.2b: X


def test_x_choices_are_exactly_the_affordable_values() -> None:
    """601.2b, 107.3a: the caster announces X; the engine offers every value whose total cost
    can be paid, and no other."""
    d = position({"alice": {"hand": ["Test Casting Blaze"], "battlefield": ["Mountain"] * 4}})
    game = d.game
    d.choose(option(d, "cast Test Casting Blaze"))
    assert game.decision.kind == "x"
    assert [o.value for o in game.decision.options] == [0, 1, 2, 3]


def test_x_choices_shrink_with_a_cost_increase() -> None:
    """601.2f, 107.3a: a cost increase is part of the total cost, so fewer values of X are
    affordable."""
    d = position({"alice": {"hand": ["Test Casting Blaze"], "battlefield": ["Mountain"] * 4},
                  "bob": {"battlefield": ["Test Casting Sphere"]}})
    game = d.game
    d.choose(option(d, "cast Test Casting Blaze"))
    assert [o.value for o in game.decision.options] == [0, 1, 2]


def test_chosen_x_sets_the_cost_paid_and_the_effect() -> None:
    """107.3a, 601.2f: with X = 2 the spell costs {2}{R} and deals 2 damage."""
    d = position({"alice": {"hand": ["Test Casting Blaze"], "battlefield": ["Mountain"] * 4}})
    game = d.game
    d.act("alice", "casts", "Test Casting Blaze", x=2, targets=["bob"])
    assert sum(game.state.objects[o].tapped for o in game.state.battlefield) == 3
    assert events(game, "payment")[-1]["amount"] == 3
    d.resolve(None)
    assert game.state.players[1].life == 18


def test_double_x_in_a_permanent_spell() -> None:
    """107.3a, 107.3m: Hangarback Walker costs {X}{X}: with five lands X can be 0, 1 or 2;
    it enters with X +1/+1 counters."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": ["Forest"] * 5}})
    game = d.game
    d.choose(option(d, "cast Hangarback Walker"))
    assert [o.value for o in game.decision.options] == [0, 1, 2]
    d.choose(next(o for o in game.decision.options if o.value == 2))
    d.finish_action(0)
    d.resolve(None)
    walker = d.object("Hangarback Walker")
    assert game.state.objects[walker].counters.get("+1/+1") == 2


# ------------------------------------------------------------------ 601.2c: targets


def test_spell_without_a_legal_target_is_not_offered() -> None:
    """601.2c: a spell that requires a target can't be cast when there is no legal choice."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest"]}})
    assert "cast Giant Growth" not in labels(d)
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert "cast Giant Growth" in labels(d)


def test_target_choices_are_exactly_the_legal_ones() -> None:
    """601.2c, 115.1: Cut Down's target must have total power and toughness 5 or less."""
    d = position({"alice": {"hand": ["Cut Down"], "battlefield": ["Swamp"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Serra Angel", "Savannah Lions"]}})
    game = d.game
    d.choose(option(d, "cast Cut Down"))
    assert game.decision.kind == "target"
    chosen = sorted(game.chars(o.value[1]).name for o in game.decision.options if o.kind == "target")
    assert chosen == ["Grizzly Bears", "Savannah Lions"]


# ------------------------------------------------------------------ 601.2f: total cost


def test_cost_increase_from_an_opponents_permanent() -> None:
    """601.2f: "spells your opponents cast cost {1} more": Lightning Bolt can't be cast with
    one Mountain, and costs two mana with two."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Test Casting Sphere"]}})
    assert "cast Lightning Bolt" not in labels(d)
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Test Casting Sphere"]}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert events(game, "payment")[-1]["amount"] == 2
    assert all(game.state.objects[o].tapped for o in game.state.battlefield if game.chars(o).name == "Mountain")


def test_cost_increase_does_not_apply_to_its_controllers_spells() -> None:
    """601.2f: an increase for opponents' spells leaves its controller's spells alone."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Test Casting Sphere"]}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert events(game, "payment")[-1]["amount"] == 1


def test_additional_sacrifice_cost_is_needed_to_cast() -> None:
    """601.2f, 118.8: a spell with "sacrifice a creature" as an additional cost can't be cast
    without a creature to sacrifice."""
    d = position({"alice": {"hand": ["Test Casting Offering"], "battlefield": ["Swamp"], "library": LIBRARY}})
    assert "cast Test Casting Offering" not in labels(d)


def test_additional_sacrifice_cost_is_paid_while_casting() -> None:
    """601.2h: the caster chooses which creature to sacrifice; it is in the graveyard while
    the spell is still on the stack, before the spell becomes cast."""
    d = position({"alice": {"hand": ["Test Casting Offering"], "library": LIBRARY,
                            "battlefield": ["Swamp", "Grizzly Bears", "Savannah Lions"]}})
    game = d.game
    d.choose(option(d, "cast Test Casting Offering"))
    assert game.decision.kind == "sacrifice"  # the Swamp alone pays {B}: no payment decision
    assert sorted(o.label for o in game.decision.options) == ["Grizzly Bears", "Savannah Lions"]
    d.choose(option(d, "Savannah Lions"))
    assert zone_of(d, "Savannah Lions") == GRAVEYARD
    assert zone_of(d, "Grizzly Bears") == BATTLEFIELD
    assert game.state.stack and game.state.stack[-1].kind == "spell"
    assert index_of(game, "zone_change", card="Savannah Lions", to=GRAVEYARD) < index_of(game, "cast")
    d.resolve(None)
    assert len(game.state.players[0].hand) == 2


def test_additional_life_cost_needs_enough_life() -> None:
    """119.4, 601.2f: a player can pay 5 life only with a life total of 5 or more."""
    d = position({"alice": {"life": 4, "hand": ["Test Casting Pact"], "battlefield": ["Swamp"], "library": LIBRARY}})
    assert "cast Test Casting Pact" not in labels(d)
    d = position({"alice": {"life": 6, "hand": ["Test Casting Pact"], "battlefield": ["Swamp"], "library": LIBRARY}})
    game = d.game
    d.act("alice", "casts", "Test Casting Pact")
    assert game.state.players[0].life == 1
    assert game.state.stack  # paid while casting, before it resolves


# ------------------------------------------------------------------ 601.2g: mana abilities


def test_payment_plans_activate_mana_abilities_of_the_chosen_lands() -> None:
    """601.2g-h: the payment decision offers ways to pay the whole cost; the chosen plan
    taps those lands for mana, which then pays the cost."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Mountain"]}})
    game = d.game
    d.choose(option(d, "cast Grizzly Bears"))
    assert game.decision.kind == "pay_mana"
    plans = [o for o in game.decision.options if o.kind == "pay"]
    assert len(plans) == 2  # Forest + Forest, or Forest + Mountain
    with_mountain = next(o for o in plans if "Mountain" in o.label)
    d.choose(with_mountain)
    d.finish_action(0)
    tapped = sorted(game.chars(o).name for o in game.state.battlefield if game.state.objects[o].tapped)
    assert tapped == ["Forest", "Mountain"]
    assert sorted(e["mana"][0] for e in events(game, "tapped_for_mana")) == ["G", "R"]
    assert sorted(events(game, "payment")[-1]["mana"]) == ["G", "R"]
    assert game.state.players[0].mana_pool == {}


def test_mana_made_before_casting_pays_the_cost() -> None:
    """601.2g, 605.3: mana already in the pool (from a mana ability activated with priority,
    which doesn't use the stack) pays the spell's cost."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    game = d.game
    d.choose(option(d, "activate Mountain: {T}: Add {R}."))
    assert game.state.players[0].mana_pool == {"R": 1}
    assert not game.state.stack
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert game.state.players[0].mana_pool == {}
    d.resolve(None)
    assert game.state.players[1].life == 17


# ------------------------------------------------------------------ timing


def test_sorcery_speed_spells_need_own_main_phase_and_empty_stack() -> None:
    """307.1: a sorcery (and a creature spell) can be cast only in its controller's main
    phase with the stack empty; an instant any time its controller has priority."""
    d = position({"alice": {"hand": ["Divination", "Grizzly Bears", "Opt", "Lightning Bolt"], "library": LIBRARY,
                            "battlefield": ["Island", "Island", "Island", "Forest", "Mountain"]}})
    game = d.game
    assert {"cast Divination", "cast Grizzly Bears", "cast Opt"} <= set(labels(d))
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])  # alice keeps priority, stack not empty
    assert game.decision.player == 0 and game.state.stack
    assert "cast Divination" not in labels(d) and "cast Grizzly Bears" not in labels(d)
    assert "cast Opt" in labels(d)


def test_sorcery_not_castable_on_an_opponents_turn_or_in_combat() -> None:
    """307.1: not during an opponent's turn, and not outside a main phase."""
    d = position({"active": "bob", "step": "upkeep",
                  "alice": {"hand": ["Divination", "Opt"], "battlefield": ["Island"] * 3, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.choose(option(d, "pass priority"))
    assert d.game.decision.player == 0
    assert "cast Opt" in labels(d) and "cast Divination" not in labels(d)
    d = position({"step": "beginning_of_combat",
                  "alice": {"hand": ["Divination", "Opt"], "battlefield": ["Island"] * 3, "library": LIBRARY}})
    assert "cast Opt" in labels(d) and "cast Divination" not in labels(d)


def test_flash_creature_castable_any_time_you_could_cast_an_instant() -> None:
    """702.8a: flash lets its controller cast the spell any time they could cast an
    instant; a creature without flash can't be cast on the opponent's turn."""
    d = position({"active": "bob", "step": "end",
                  "alice": {"hand": ["Spectral Sailor", "Savannah Lions"], "battlefield": ["Island", "Plains"]},
                  "bob": {"library": LIBRARY}})
    d.choose(option(d, "pass priority"))
    assert d.game.decision.player == 0
    assert "cast Spectral Sailor" in labels(d)
    assert "cast Savannah Lions" not in labels(d)
    d.act("alice", "casts", "Spectral Sailor")
    d.resolve(None)
    assert zone_of(d, "Spectral Sailor") == BATTLEFIELD


def test_caster_receives_priority_after_casting() -> None:
    """601.2i, 117.3c: after casting a spell its controller receives priority again."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert d.game.decision.kind == "priority" and d.game.decision.player == 0
    assert d.game.state.stack


# ------------------------------------------------------------------ 601.2i: cast triggers


def test_cast_trigger_fires_once_the_spell_is_cast_and_resolves_first() -> None:
    """601.2i: abilities that trigger when a spell is cast trigger only once it has become
    cast; the trigger goes on the stack above the spell and resolves first."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Test Casting Watcher"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.choose(option(d, "cast Lightning Bolt"))
    assert game.decision.kind == "target"
    assert not game.state.pending_triggers and game.state.players[0].life == 20
    d.choose(next(o for o in game.decision.options if o.label.startswith("bob")))
    d.finish_action(0)
    assert [item.kind for item in game.state.stack] == ["spell", "triggered"]
    assert index_of(game, "cast") < index_of(game, "trigger")
    d.resolve(1)
    assert game.state.players[0].life == 21
    assert [item.kind for item in game.state.stack] == ["spell"]
    d.resolve(None)
    assert game.state.players[1].life == 17


# ------------------------------------------------------------------ flashback (702.34)


def test_flashback_casts_from_graveyard_for_its_flashback_cost() -> None:
    """702.34a: Think Twice can be cast from the graveyard by paying {2}{U} instead of its mana
    cost; two lands are not enough for that."""
    d = position({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island", "Island"], "library": LIBRARY}})
    assert not [label for label in labels(d, "cast") if "Think Twice" in label]
    d = position({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island"] * 3, "library": LIBRARY}})
    game = d.game
    assert "cast Think Twice from graveyard (flashback)" in labels(d)
    d.act("alice", "casts", "Think Twice", from_zone=GRAVEYARD)
    assert events(game, "payment")[-1]["amount"] == 3
    assert game.state.stack[-1].cast_method == "flashback"
    d.resolve(None)
    assert len(game.state.players[0].hand) == 1
    assert zone_of(d, "Think Twice") == EXILE
    assert not game.state.players[0].graveyard


def test_flashback_spell_that_is_countered_is_exiled() -> None:
    """702.34a: if the flashback cost was paid, the card is exiled instead of going anywhere
    else when it leaves the stack, also when countered."""
    d = position({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island"] * 3, "library": LIBRARY},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]}})
    game = d.game
    d.act("alice", "casts", "Think Twice", from_zone=GRAVEYARD)
    d.act("bob", "casts", "Counterspell", targets=["Think Twice"])
    d.resolve(None)
    assert zone_of(d, "Think Twice") == EXILE
    assert not game.state.players[0].hand


def test_card_with_flashback_in_hand_is_cast_normally() -> None:
    """702.34a: flashback works only from the graveyard; from the hand Think Twice costs its
    mana cost and goes to the graveyard as it resolves (608.2n)."""
    d = position({"alice": {"hand": ["Think Twice"], "battlefield": ["Island", "Island"], "library": LIBRARY}})
    game = d.game
    d.act("alice", "casts", "Think Twice")
    assert events(game, "payment")[-1]["amount"] == 2
    d.resolve(None)
    assert zone_of(d, "Think Twice") == GRAVEYARD


# ------------------------------------------------------------------ adventures (715)


def test_adventure_goes_to_exile_and_the_creature_can_then_be_cast() -> None:
    """715.3, 715.3d: cast as Chop Down, the card is exiled as it resolves; its owner may
    then cast the creature Giant Killer from exile, but not the Adventure again."""
    d = position({"alice": {"hand": ["Giant Killer"], "battlefield": ["Plains"] * 4},
                  "bob": {"battlefield": ["Serra Angel"]}})
    game = d.game
    assert {"cast Giant Killer", "cast Chop Down (adventure)"} <= set(labels(d))
    d.act("alice", "casts", "Giant Killer", face="Chop Down", targets=["Serra Angel"])
    item = game.state.stack[-1]
    assert game.chars(item.obj).name == "Chop Down"  # 715.3b: only its alternative characteristics
    assert "Instant" in game.chars(item.obj).types
    d.resolve(None)
    assert zone_of(d, "Serra Angel") == GRAVEYARD
    killer = next(o for o in game.state.exile if game.state.objects[o].card == "Giant Killer // Chop Down")
    casts = [o for o in game.decision.options if o.kind == "cast" and o.value[0] == killer]
    assert [o.label for o in casts] == ["cast Giant Killer from exile"]
    d.choose(casts[0])
    d.finish_action(0)
    d.resolve(None)
    assert game.state.objects[d.follow(killer)].zone == BATTLEFIELD
    assert game.chars(d.follow(killer)).name == "Giant Killer"


def test_adventure_that_is_countered_goes_to_the_graveyard() -> None:
    """715.3d: only an Adventure that resolves is exiled; a countered one goes to its owner's
    graveyard, and the creature can't be cast from there."""
    d = position({"alice": {"hand": ["Giant Killer"], "battlefield": ["Plains"] * 3},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Serra Angel", "Island", "Island"]}})
    game = d.game
    d.act("alice", "casts", "Giant Killer", face="Chop Down", targets=["Serra Angel"])
    d.act("bob", "casts", "Counterspell", targets=["Chop Down"])
    d.resolve(None)
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == ["Giant Killer // Chop Down"]
    assert not game.state.exile
    d.pass_until(lambda: game.state.step == "main2")
    assert not [o for o in game.decision.options if o.kind == "cast"]


def test_adventure_is_cast_by_its_own_characteristics() -> None:
    """715.3a: whether the Adventure can be cast depends on Chop Down alone: without a
    creature with power 4 or greater it isn't offered, while Giant Killer is."""
    d = position({"alice": {"hand": ["Giant Killer"], "battlefield": ["Plains"] * 3},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert "cast Giant Killer" in labels(d)
    assert "cast Chop Down (adventure)" not in labels(d)


# ------------------------------------------------------------------ without paying its mana cost


def test_goblin_dark_dwellers_casts_a_card_without_paying_its_mana_cost() -> None:
    """601.2f, 118.9: Goblin Dark-Dwellers' trigger casts Lightning Bolt from the graveyard
    without paying its mana cost (no mana is spent); the Bolt is then exiled instead of
    going to the graveyard."""
    d = position({"alice": {"hand": ["Goblin Dark-Dwellers"], "graveyard": ["Lightning Bolt"],
                            "battlefield": ["Mountain"] * 6}})
    game = d.game
    d.act("alice", "casts", "Goblin Dark-Dwellers")
    d.pass_once()  # the creature enters; its trigger targets the Bolt (the only choice)
    assert game.state.stack and game.state.stack[-1].kind == "triggered"
    d.queued[0] = ["yes", "bob"]
    d.pass_once()  # the trigger resolves: alice casts the Bolt
    d.finish_action(0)
    assert game.state.stack and game.chars(game.state.stack[-1].obj).name == "Lightning Bolt"
    assert game.state.stack[-1].cast_method == "free"
    assert events(game, "payment")[-1]["amount"] == 0
    assert len([o for o in game.state.battlefield if not game.state.objects[o].tapped
                and game.chars(o).name == "Mountain"]) == 1
    d.resolve(None)
    assert game.state.players[1].life == 17
    assert zone_of(d, "Lightning Bolt") == EXILE


def test_goblin_dark_dwellers_cast_may_be_declined() -> None:
    """603.5 ("you may"): declining leaves the card in the graveyard."""
    d = position({"alice": {"hand": ["Goblin Dark-Dwellers"], "graveyard": ["Lightning Bolt"],
                            "battlefield": ["Mountain"] * 5}})
    game = d.game
    d.act("alice", "casts", "Goblin Dark-Dwellers")
    d.queued[0] = ["no"]
    d.resolve(None)
    assert zone_of(d, "Lightning Bolt") == GRAVEYARD
    assert game.state.players[1].life == 20
