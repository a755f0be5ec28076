"""Trigger conditions (603.1-603.2): "When ~ becomes the target of a spell or ability" (603.2e,
115.1) with "sacrifice it" and, "for the first time each turn", "counter that spell or ability"
(701.6); heroic "Whenever you cast a spell that targets ~" (601.2c, 601.2i); rally "Whenever ~ or
another Ally enters under your control"; and the state trigger "When you control no Islands,
sacrifice ~" (603.8)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, pool, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def trigger_cards():
    with registry.scope():
        compiled_card("Test Skulker", "When ~ becomes the target of a spell or ability, sacrifice it.", ("Creature",),
                      power="2", toughness="2")
        compiled_card("Test Spinner", "Whenever ~ becomes the target of a spell or ability for the first time each "
                      "turn, counter that spell or ability.", ("Creature",), power="2", toughness="2")
        compiled_card("Test Hero", "Heroic — Whenever you cast a spell that targets ~, put a +1/+1 counter on ~.",
                      ("Creature",), power="1", toughness="1")
        compiled_card("Test Ally", "Whenever ~ or another Ally enters the battlefield under your control, you may put "
                      "a +1/+1 counter on ~.", ("Creature",), power="1", toughness="1", subtypes=("Ally",))
        compiled_card("Test Friend", "Flash", ("Creature",), power="1", toughness="1", subtypes=("Ally",))
        compiled_card("Test Serpent", "When you control no Islands, sacrifice ~.", ("Creature",),
                      power="5", toughness="5")
        compiled_card("Test Growth", "Target creature gets +3/+3 until end of turn.", ("Instant",))
        compiled_card("Test Ping", "~ deals 1 damage to any target.", ("Instant",))
        compiled_card("Test Stone Rain", "Destroy target land.", ("Instant",))
        compiled_card("Test Titan", "When you cast this spell, you gain 3 life.", ("Creature",), power="4", toughness="4")
        yield


def _counters(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get("+1/+1", 0)


def test_becoming_a_target_sacrifices_it_before_the_spell_resolves() -> None:
    """603.2e, 603.3: the trigger goes on the stack above the spell, so the creature is gone
    when the spell would resolve (608.2b: the spell's only target is illegal)."""
    d = position({"alice": {"battlefield": ["Test Skulker"], "hand": ["Test Growth"]}, "bob": {}})
    d.act("alice", "casts", "Test Growth", targets=["Test Skulker"])
    d.resolve(None)
    assert "Test Skulker" not in battlefield(d, "alice")
    assert sorted(cards(d, "alice", "graveyard")) == ["Test Growth", "Test Skulker"]


def test_an_opponents_spell_triggers_it_too() -> None:
    """115.1: "a spell or ability" whoever controls it."""
    d = position({"alice": {"battlefield": ["Test Skulker"]}, "bob": {"hand": ["Test Ping"]}})
    d.act("bob", "casts", "Test Ping", targets=["Test Skulker"])
    d.resolve(None)
    assert "Test Skulker" in cards(d, "alice", "graveyard")


def test_targeting_something_else_doesnt_trigger_it() -> None:
    d = position({"alice": {"battlefield": ["Test Skulker", "Grizzly Bears"], "hand": ["Test Growth"]}, "bob": {}})
    d.act("alice", "casts", "Test Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Test Skulker" in battlefield(d, "alice")


def test_only_the_first_targeting_each_turn_is_countered() -> None:
    """603.2, 701.6: the first spell that targets it this turn is countered; the second resolves."""
    d = position({"alice": {"battlefield": ["Test Spinner"]}, "bob": {"hand": ["Test Ping", "Test Ping"]}})
    spinner = d.object("Test Spinner")
    d.act("bob", "casts", "Test Ping", targets=["Test Spinner"])
    d.resolve(None)
    assert d.game.state.objects[spinner].damage == 0 and cards(d, "bob", "graveyard") == ["Test Ping"]
    d.act("bob", "casts", "Test Ping", targets=["Test Spinner"])
    d.resolve(None)
    assert d.game.state.objects[spinner].damage == 1


def test_heroic_triggers_on_its_controllers_spell_that_targets_it() -> None:
    """601.2c, 601.2i: the spell's targets are chosen before it becomes cast; heroic resolves
    first (a +1/+1 counter), then the spell."""
    d = position({"alice": {"battlefield": ["Test Hero", "Grizzly Bears"], "hand": ["Test Growth", "Test Growth"]},
                  "bob": {"hand": ["Test Ping"]}})
    d.act("alice", "casts", "Test Growth", targets=["Test Hero"])
    d.resolve(None)
    assert _counters(d, "Test Hero") == 1
    d.act("alice", "casts", "Test Growth", targets=["Grizzly Bears"])  # another target: no trigger
    d.resolve(None)
    assert _counters(d, "Test Hero") == 1


def test_heroic_ignores_an_opponents_spell() -> None:
    """"Whenever you cast": bob's spell targeting it doesn't trigger it."""
    d = position({"alice": {"battlefield": ["Test Hero"]}, "bob": {"hand": ["Test Growth"]}})
    d.act("bob", "casts", "Test Growth", targets=["Test Hero"])
    d.resolve(None)
    assert _counters(d, "Test Hero") == 0


def test_rally_triggers_for_itself_and_for_another_ally_of_yours() -> None:
    """603.2, 603.6a: it enters (itself), then another Ally enters under your control; a
    non-Ally or an opponent's Ally doesn't trigger it."""
    d = position({"alice": {"hand": ["Test Ally", "Test Friend", "Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
                  "bob": {"hand": ["Test Friend"]}})
    d.act("alice", "casts", "Test Ally", choices=["yes"])
    d.resolve(None)
    assert _counters(d, "Test Ally") == 1
    d.act("alice", "casts", "Test Friend", choices=["yes"])
    d.resolve(None)
    assert _counters(d, "Test Ally") == 2
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(None)
    d.act("bob", "casts", "Test Friend")
    d.resolve(None)
    assert _counters(d, "Test Ally") == 2


def test_a_state_trigger_sacrifices_it_without_islands() -> None:
    """603.8: the ability triggers as soon as its controller controls no Islands (here when the
    Island is destroyed), and then resolves."""
    d = position({"alice": {"battlefield": ["Test Serpent", "Island"]}, "bob": {"hand": ["Test Stone Rain"]}})
    d.pass_once()
    assert "Test Serpent" in battlefield(d, "alice")
    d.act("bob", "casts", "Test Stone Rain", targets=["Island"])
    d.resolve(None)
    assert "Test Serpent" in cards(d, "alice", "graveyard")


def test_an_opponents_islands_dont_count() -> None:
    """603.8: "you control": bob's Island doesn't keep alice's serpent."""
    d = position({"alice": {"battlefield": ["Test Serpent"], "hand": ["Test Ping"]}, "bob": {"battlefield": ["Island"]}})
    d.act("alice", "casts", "Test Ping", targets=["bob"])
    d.resolve(None)
    assert "Test Serpent" in cards(d, "alice", "graveyard") and life(d, "bob") == 19


def test_casting_it_triggers_from_the_stack_before_it_resolves() -> None:
    """113.6c, 601.2i: "When you cast this spell" triggers as it becomes cast; the trigger goes
    on the stack above the spell and resolves first."""
    d = position({"alice": {"hand": ["Test Titan"]}, "bob": {}})
    d.act("alice", "casts", "Test Titan")
    d.resolve(1)
    assert life(d, "alice") == 23 and [i.kind for i in d.game.state.stack] == ["spell"]
    d.resolve(1)
    assert "Test Titan" in battlefield(d, "alice")


def test_on_the_battlefield_it_doesnt_trigger_for_other_spells() -> None:
    """113.6c: the ability works only while the card is a spell being cast."""
    d = position({"alice": {"battlefield": ["Test Titan", "Grizzly Bears"], "hand": ["Test Growth"]}, "bob": {}})
    d.act("alice", "casts", "Test Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    assert life(d, "alice") == 20


# ------------------------------------------------------------------ mutations


def _one(text: str) -> dsl.Triggered:
    return compile_text("Test", text, ("Creature",), subtypes=("Ally",))[0]


def test_whose_spell_and_how_often_are_read() -> None:
    """Mutation: "an opponent controls", "for the first time each turn"."""
    plain = _one("When ~ becomes the target of a spell or ability, sacrifice it.").trigger
    theirs = _one("When ~ becomes the target of a spell or ability an opponent controls, sacrifice it.").trigger
    first = _one("When ~ becomes the target of a spell or ability for the first time each turn, sacrifice it.").trigger
    assert (plain.who, theirs.who, plain.first_each_turn, first.first_each_turn) == ("any", "opponent", False, True)


def test_countering_needs_the_targeting_trigger() -> None:
    """Mutation: "counter that spell or ability" has a meaning only after "becomes the target";
    "a spell" alone isn't read."""
    for text in ("When ~ attacks, counter that spell or ability.",
                 "When ~ becomes the target of a spell, counter that spell or ability.",
                 "Whenever you cast a spell that targets a creature, put a +1/+1 counter on ~."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


def test_the_rally_subtype_and_controller_are_read() -> None:
    """Mutation: another subtype; "an opponent controls" isn't "under your control"."""
    trig = _one("Whenever ~ or another Warrior enters the battlefield under your control, you gain 1 life.").trigger
    assert trig.subject.subtypes == ("Warrior",) and trig.subject.controller == "you" and trig.subject.other
    with pytest.raises(UncompilableText):
        compile_text("Test", "Whenever ~ or another Ally you control enters the battlefield under your control, "
                     "you gain 1 life.", ("Creature",))


def test_casting_this_spell_is_not_casting_any_spell() -> None:
    """Mutation: "this spell" for "a creature spell"; "enters" for "cast"."""
    own = _one("When you cast this spell, you gain 3 life.")
    assert own.trigger.event == "cast_self" and own.zone == "stack"
    assert _one("Whenever you cast a creature spell, you gain 3 life.").trigger.event == "cast"
    assert _one("When ~ enters, you gain 3 life.").zone == "battlefield"


def test_the_state_is_read() -> None:
    """Mutation: "Swamps" for "Islands"; a singular noun or "if" with a state trigger is refused."""
    ability = _one("When you control no Swamps, sacrifice ~.")
    assert ability.trigger.event == "state" and ability.condition.value.filter.subtypes == ("Swamp",)
    for text in ("When you control no Island, sacrifice ~.",
                 "When you control no Islands, if it's your turn, sacrifice ~."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


def test_gaining_life_triggers_with_that_many() -> None:
    """119.9, 603.2: each life gain is an event; "that many" is the life gained.  An opponent's
    gain doesn't trigger "whenever you gain life"."""
    with registry.scope():
        compiled_card("Test Entity", "Whenever you gain life, put that many +1/+1 counters on ~.", ("Creature",),
                      power="4", toughness="4")
        compiled_card("Test Cleric", "Whenever you gain life, each opponent loses 1 life.", ("Creature",),
                      power="1", toughness="1")
        compiled_card("Test Heal", "You gain 3 life.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Entity", "Test Cleric"], "hand": ["Test Heal"]},
                      "bob": {"hand": ["Test Heal"]}})
        d.act("alice", "casts", "Test Heal", choices=["Test Entity"])
        d.resolve(None)
        assert _counters(d, "Test Entity") == 3 and life(d, "bob") == 19
        d.act("bob", "casts", "Test Heal")
        d.resolve(None)
        assert _counters(d, "Test Entity") == 3 and life(d, "bob") == 22


def test_whose_life_gain_is_read() -> None:
    """Mutation: "an opponent gains life" listens to the opponents; "that many" needs an amount."""
    assert _one("Whenever an opponent gains life, you draw a card.").trigger.who == "opponent"
    assert _one("Whenever you gain life, you draw a card.").trigger.who == "you"
    with pytest.raises(UncompilableText):
        compile_text("Test", "When ~ enters, put that many +1/+1 counters on ~.", ("Creature",))


def test_enters_or_dies_triggers_on_both_events() -> None:
    """603.2, 603.10a: one ability with two trigger events: it mills three as the creature enters
    and again as it dies (looking back in time)."""
    with registry.scope():
        compiled_card("Test Supplier", "When ~ enters the battlefield or dies, mill three cards.", ("Creature",),
                      power="1", toughness="1")
        d = position({"alice": {"hand": ["Test Supplier"], "library": ["Island"] * 8},
                      "bob": {"hand": ["Test Ping"]}})
        d.act("alice", "casts", "Test Supplier")
        d.resolve(None)
        assert len(cards(d, "alice", "library")) == 5
        d.act("bob", "casts", "Test Ping", targets=["Test Supplier"])
        d.resolve(None)
        assert len(cards(d, "alice", "library")) == 2 and "Test Supplier" in cards(d, "alice", "graveyard")


def test_a_compiled_mana_flare_adds_mana_at_once_for_each_player() -> None:
    """605.1b, 605.4a: a triggered mana ability: each player's land makes one more mana of a
    type it produced, without the stack."""
    with registry.scope():
        compiled_card("Test Flare", "Whenever a player taps a land for mana, that player adds one mana of any type "
                      "that land produced.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Flare", "Island"]}, "bob": {"battlefield": ["Mountain"]}})
        d.act("alice", "activates", "Island")
        assert pool(d, "alice") == {"U": 2} and d.game.state.stack == []
        d.pass_until(lambda: d.decision.kind == "priority" and d.decision.player == 1)
        d.act("bob", "activates", "Mountain")
        assert pool(d, "bob") == {"R": 2}


def test_a_triggered_mana_ability_is_read_exactly() -> None:
    """605.1b: other instructions after it, or the mana clause after another trigger, are refused;
    mutation: "dies" for "enters" in "enters or dies" is another trigger."""
    for text in ("Whenever a player taps a land for mana, that player adds one mana of any type that land produced. "
                 "You gain 1 life.",
                 "Whenever a player taps a land for mana, you gain 1 life.",
                 "When ~ enters, that player adds one mana of any type that land produced."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",))
    assert _one("When ~ enters or dies, mill three cards.").trigger.event == "enters_or_dies"
    assert _one("When ~ dies, mill three cards.").trigger.event == "dies"


def test_a_land_entering_hurts_its_controller() -> None:
    """Ankh of Mishra: "that land's controller" is the player who put the land onto the
    battlefield under their control."""
    with registry.scope():
        compiled_card("Test Ankh", "Whenever a land enters the battlefield, ~ deals 2 damage to that land's controller.",
                      ("Artifact",))
        d = position({"alice": {"battlefield": ["Test Ankh"], "library": ["Island"] * 3},
                      "bob": {"hand": ["Mountain"], "library": ["Island"] * 3}})
        d.pass_to_step("main1", d.player("bob"))
        d.act("bob", "plays", "Mountain")
        d.resolve(None)
        assert (life(d, "alice"), life(d, "bob")) == (20, 18)


def test_an_opponents_creature_entering_may_cost_them_life() -> None:
    """"Whenever a creature enters under an opponent's control, you may have that player lose 1
    life": bob's creature triggers it, alice's doesn't."""
    with registry.scope():
        compiled_card("Test Seeker", "Whenever a creature enters the battlefield under an opponent's control, you may "
                      "have that player lose 1 life.", ("Creature",), power="2", toughness="2")
        compiled_card("Test Flash Bear", "Flash", ("Creature",), power="2", toughness="2")
        d = position({"alice": {"battlefield": ["Test Seeker"], "hand": ["Test Flash Bear"]},
                      "bob": {"hand": ["Test Flash Bear"]}})
        d.queued.setdefault(d.player("alice"), []).append("yes")
        d.act("bob", "casts", "Test Flash Bear")
        d.resolve(None)
        assert life(d, "bob") == 19
        d.act("alice", "casts", "Test Flash Bear")
        d.resolve(None)
        assert (life(d, "alice"), life(d, "bob")) == (20, 19)


def test_casting_a_creature_spell_sacrifices_it() -> None:
    """"When you cast a creature spell, sacrifice ~" (601.2i): a noncreature spell doesn't."""
    with registry.scope():
        compiled_card("Test Horror", "When you cast a creature spell, sacrifice ~.", ("Creature",),
                      power="7", toughness="2")
        compiled_card("Test Flash Bear", "Flash", ("Creature",), power="2", toughness="2")
        d = position({"alice": {"battlefield": ["Test Horror", "Grizzly Bears"],
                                "hand": ["Test Growth", "Test Flash Bear"]}, "bob": {}})
        d.act("alice", "casts", "Test Growth", targets=["Grizzly Bears"])
        d.resolve(None)
        assert "Test Horror" in battlefield(d, "alice")
        d.act("alice", "casts", "Test Flash Bear")
        d.resolve(None)
        assert "Test Horror" in cards(d, "alice", "graveyard")


def test_when_cast_and_opponents_creatures_are_read() -> None:
    """Mutation: "a player casts" listens to everyone, "an opponent's control" sets the filter;
    a verb that disagrees with its subject is refused."""
    assert _one("When a player casts a spell, sacrifice ~.").trigger.who == "any"
    assert _one("When you cast an instant spell, sacrifice ~.").trigger.spell.types == ("Instant",)
    trig = _one("Whenever an artifact enters the battlefield under an opponent's control, you gain 1 life.").trigger
    assert trig.subject.types == ("Artifact",) and trig.subject.controller == "opponent"
    with pytest.raises(UncompilableText):
        compile_text("Test", "When you casts a spell, sacrifice ~.", ("Creature",))


def test_an_aura_is_sacrificed_when_its_creature_becomes_a_target() -> None:
    """"When enchanted creature becomes the target of a spell or ability, sacrifice ~" (603.2e)."""
    with registry.scope():
        compiled_card("Test Ward Aura", "Enchant creature\nWhen enchanted creature becomes the target of a spell or "
                      "ability, sacrifice ~.", ("Enchantment",), subtypes=("Aura",))
        d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Test Ward Aura", "attached_to": "Grizzly Bears"}],
                                "hand": ["Test Growth"]}, "bob": {}})
        d.act("alice", "casts", "Test Growth", targets=["Grizzly Bears"])
        d.resolve(None)
        assert "Test Ward Aura" in cards(d, "alice", "graveyard") and "Grizzly Bears" in battlefield(d, "alice")


def test_it_or_another_creature_dying_triggers() -> None:
    """603.10a: "whenever ~ or another creature dies": another creature's death, then its own
    (looking back in time)."""
    with registry.scope():
        compiled_card("Test Mourner", "Whenever ~ or another creature dies, you gain 1 life.", ("Creature",),
                      power="1", toughness="1")
        d = position({"alice": {"battlefield": ["Test Mourner", "Grizzly Bears"]},
                      "bob": {"hand": ["Test Ping", "Test Ping"], "battlefield": ["Llanowar Elves"]}})
        d.act("bob", "casts", "Test Ping", targets=["Llanowar Elves"])
        d.resolve(None)
        assert life(d, "alice") == 21
        d.act("bob", "casts", "Test Ping", targets=["Test Mourner"])
        d.resolve(None)
        assert life(d, "alice") == 22


def test_an_end_step_trigger_with_no_creatures() -> None:
    """603.4: "if no creatures are on the battlefield" is checked as it triggers and resolves."""
    with registry.scope():
        compiled_card("Test Lonely", "At the beginning of the end step, if no creatures are on the battlefield, "
                      "sacrifice ~.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Lonely"], "library": ["Island"] * 3},
                      "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 3}})
        d.pass_to_step("cleanup", d.player("alice"))
        assert "Test Lonely" in battlefield(d, "alice")
        d2 = position({"alice": {"battlefield": ["Test Lonely"], "library": ["Island"] * 3},
                       "bob": {"library": ["Island"] * 3}})
        d2.pass_to_step("cleanup", d2.player("alice"))
        assert "Test Lonely" in cards(d2, "alice", "graveyard")


def test_dies_and_aura_targets_are_read() -> None:
    """Mutation: "another Zombie" narrows "~ or another creature"; "enchanted creature" is the
    attached one, not ~."""
    trig = _one("Whenever ~ or another Zombie dies, you gain 1 life.").trigger
    assert trig.event == "dies_self_or" and trig.subject.subtypes == ("Zombie",)
    assert _one("When ~ becomes the target of a spell or ability, sacrifice ~.").trigger.event == "targeted"


def test_an_equipment_attaches_itself_to_an_entering_shaman() -> None:
    """701.3a: "Whenever a Shaman creature enters, you may attach ~ to it"."""
    with registry.scope():
        compiled_card("Test Staff", "Whenever a Shaman creature enters the battlefield, you may attach ~ to it.\n"
                      "Equip {4}", ("Artifact",), subtypes=("Equipment",))
        compiled_card("Test Shaman", "Flash", ("Creature",), power="1", toughness="1", subtypes=("Shaman",))
        d = position({"alice": {"battlefield": ["Test Staff"], "hand": ["Test Shaman"]}, "bob": {}})
        d.act("alice", "casts", "Test Shaman", choices=["yes"])
        d.resolve(None)
        assert d.game.state.objects[d.object("Test Staff")].attached_to == d.object("Test Shaman")


def test_what_cant_be_attached_doesnt_move() -> None:
    """701.3b: an artifact that isn't an Equipment, or an Aura whose enchant ability doesn't
    allow the object, stays where it is."""
    with registry.scope():
        compiled_card("Test Trinket", "When ~ enters the battlefield, attach ~ to target creature you control.",
                      ("Artifact",))
        compiled_card("Test Aura", "Enchant artifact\nWhenever a creature enters the battlefield, attach ~ to it.",
                      ("Enchantment",), subtypes=("Aura",))
        compiled_card("Test Flash Bear", "Flash", ("Creature",), power="2", toughness="2")
        compiled_card("Test Rock", "{T}: Add {C}.", ("Artifact",))
        d = position({"alice": {"battlefield": ["Grizzly Bears", "Test Rock",
                                                {"card": "Test Aura", "attached_to": "Test Rock"}],
                                "hand": ["Test Trinket", "Test Flash Bear"]}, "bob": {}})
        d.act("alice", "casts", "Test Trinket", choices=["Grizzly Bears"])
        d.resolve(None)
        assert d.game.state.objects[d.object("Test Trinket")].attached_to is None
        d.act("alice", "casts", "Test Flash Bear")
        d.resolve(None)
        assert d.game.state.objects[d.object("Test Aura")].attached_to == d.object("Test Rock")


def test_a_creature_of_yours_becoming_a_target() -> None:
    """603.2e with a subject: "Whenever a creature you control becomes the target of a spell or
    ability": alice's Grizzly Bears, not bob's Llanowar Elves.  "That creature" isn't read (the
    event's object would be the targeting spell): such a text is refused."""
    with registry.scope():
        compiled_card("Test Watcher", "Whenever a creature you control becomes the target of a spell or ability, you "
                      "gain 1 life.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Watcher", "Grizzly Bears"], "hand": ["Test Growth", "Test Growth"]},
                      "bob": {"battlefield": ["Llanowar Elves"]}})
        d.act("alice", "casts", "Test Growth", targets=["Grizzly Bears"])
        d.resolve(None)
        d.act("alice", "casts", "Test Growth", targets=["Llanowar Elves"])
        d.resolve(None)
        assert life(d, "alice") == 21
    with pytest.raises(UncompilableText):
        compile_text("Test", "Whenever a creature you control becomes the target of a spell or ability, return that "
                     "creature to its owner's hand.", ("Enchantment",))


def test_your_own_triggered_mana_ability_ignores_other_players_lands() -> None:
    """605.1b: "Whenever you tap a land for mana, add one mana of any type that land produced":
    alice's Forest makes {G}{G}, bob's Mountain just {R}."""
    with registry.scope():
        compiled_card("Test Reflection", "Whenever you tap a land for mana, add one mana of any type that land "
                      "produced.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Reflection", "Forest"]}, "bob": {"battlefield": ["Mountain"]}})
        d.act("alice", "activates", "Forest")
        assert pool(d, "alice") == {"G": 2}
        d.pass_until(lambda: d.decision.kind == "priority" and d.decision.player == 1)
        d.act("bob", "activates", "Mountain")
        assert pool(d, "bob") == {"R": 1}


def test_an_opponent_discarding_loses_life() -> None:
    """701.9: "Whenever an opponent discards a card, that player loses 2 life": bob discards
    (Test Mind Rot on him), alice's own discard doesn't count."""
    with registry.scope():
        compiled_card("Test Megrim", "Whenever an opponent discards a card, that player loses 2 life.", ("Enchantment",))
        compiled_card("Test Mind Rot", "Target player discards two cards.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Megrim"], "hand": ["Test Mind Rot", "Test Mind Rot", "Island"]},
                      "bob": {"hand": ["Island", "Island"]}})
        d.queued.setdefault(d.player("bob"), []).extend(["Island #1", "Island #1"])
        d.act("alice", "casts", "Test Mind Rot", targets=["bob"])
        d.resolve(None)
        assert life(d, "bob") == 16
        d.act("alice", "casts", "Test Mind Rot", targets=["alice"])
        d.resolve(None)
        assert life(d, "alice") == 20


def test_an_additional_card_in_the_draw_step() -> None:
    """504.1, 603.2b: the turn's draw, then the trigger's extra card."""
    with registry.scope():
        compiled_card("Test Howling", "At the beginning of your draw step, draw an additional card.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Howling"], "library": ["Island"] * 6},
                      "bob": {"library": ["Island"] * 6}})
        d.pass_to_step("main1", d.player("alice"), turn=3)
        assert len(cards(d, "alice", "hand")) == 2 and len(cards(d, "bob", "hand")) == 1


def test_a_state_trigger_with_no_creatures_anywhere() -> None:
    """603.8: "When there are no creatures on the battlefield, sacrifice ~": anyone's creature
    keeps it; when the last one dies it triggers."""
    with registry.scope():
        compiled_card("Test Lonely Wall", "When there are no creatures on the battlefield, sacrifice ~.",
                      ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Lonely Wall"], "hand": ["Test Ping"]},
                      "bob": {"battlefield": ["Llanowar Elves"]}})
        d.pass_once()
        assert "Test Lonely Wall" in battlefield(d, "alice")
        d.act("alice", "casts", "Test Ping", targets=["Llanowar Elves"])
        d.resolve(None)
        assert "Test Lonely Wall" in cards(d, "alice", "graveyard")


def test_discard_mana_and_state_wordings_are_read() -> None:
    """Mutation: "you discard" / "a player discards"; "you tap" is yours only; "add" after "a
    player taps" isn't who gets the mana."""
    assert _one("Whenever you discard a card, you gain 1 life.").trigger.who == "you"
    assert _one("Whenever a player discards a card, you gain 1 life.").trigger.who == "any"
    assert _one("Whenever you tap a land for mana, add one mana of any type that land produced.").trigger.who == "you"
    with pytest.raises(UncompilableText):
        compile_text("Test", "Whenever a player taps a land for mana, add one mana of any type that land produced.",
                     ("Enchantment",))
    state = _one("When there are no Islands on the battlefield, sacrifice ~.")
    assert state.condition.value.filter.subtypes == ("Island",) and state.condition.value.filter.controller is None


def test_put_into_a_graveyard_from_anywhere() -> None:
    """113.6k, 603.10a: from the battlefield (dying, looking back) and from the hand (discarded,
    triggering from the graveyard), the card is shuffled back into its owner's library."""
    with registry.scope():
        compiled_card("Test Incarnation", "When ~ is put into a graveyard from anywhere, shuffle it into its owner's "
                      "library.", ("Creature",), power="1", toughness="1")
        compiled_card("Test Mind Rot", "Target player discards two cards.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Incarnation"], "library": ["Island"] * 3},
                      "bob": {"hand": ["Test Ping", "Test Mind Rot"]}})
        d.act("bob", "casts", "Test Ping", targets=["Test Incarnation"])
        d.resolve(None)
        assert cards(d, "alice", "graveyard") == [] and sorted(cards(d, "alice", "library")).count("Test Incarnation") == 1
        d2 = position({"alice": {"hand": ["Test Incarnation"], "library": ["Island"] * 3},
                       "bob": {"hand": ["Test Mind Rot"]}})
        d2.act("bob", "casts", "Test Mind Rot", targets=["alice"])
        d2.resolve(None)
        assert cards(d2, "alice", "graveyard") == [] and "Test Incarnation" in cards(d2, "alice", "library")


def test_a_titan_shuffles_its_owners_graveyard() -> None:
    """"When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into their
    library": discarded, the card and the rest of the graveyard go back."""
    with registry.scope():
        compiled_card("Test Titan Two", "When ~ is put into a graveyard from anywhere, its owner shuffles their "
                      "graveyard into their library.", ("Creature",), power="10", toughness="10")
        compiled_card("Test Mind Rot", "Target player discards two cards.", ("Instant",))
        d = position({"alice": {"hand": ["Test Titan Two"], "graveyard": ["Forest", "Forest"], "library": ["Island"]},
                      "bob": {"hand": ["Test Mind Rot"]}})
        d.act("bob", "casts", "Test Mind Rot", targets=["alice"])
        d.resolve(None)
        assert cards(d, "alice", "graveyard") == [] and len(cards(d, "alice", "library")) == 4


def test_a_titan_dying_shuffles_its_owners_graveyard() -> None:
    """603.10a: from the battlefield its owner is found as it last existed."""
    with registry.scope():
        compiled_card("Test Titan Two", "When ~ is put into a graveyard from anywhere, its owner shuffles their "
                      "graveyard into their library.", ("Creature",), power="1", toughness="1")
        d = position({"alice": {"battlefield": ["Test Titan Two"], "graveyard": ["Forest", "Forest"],
                                "library": ["Island"]}, "bob": {"hand": ["Test Ping"]}})
        d.act("bob", "casts", "Test Ping", targets=["Test Titan Two"])
        d.resolve(None)
        assert cards(d, "alice", "graveyard") == [] and len(cards(d, "alice", "library")) == 4


def test_a_goblin_permanent_card_from_the_hand() -> None:
    """110.4a: "a Goblin permanent card": a Goblin creature card may be put onto the
    battlefield; a Kindred Goblin instant isn't offered."""
    with registry.scope():
        compiled_card("Test Lackey", "Whenever ~ deals damage to a player, you may put a Goblin permanent card from "
                      "your hand onto the battlefield.", ("Creature",), power="1", toughness="1", subtypes=("Goblin",))
        compiled_card("Test Goblin", "Haste", ("Creature",), cost="{5}", power="5", toughness="5",
                      subtypes=("Goblin",))
        compiled_card("Test Goblin Trick", "You gain 1 life.", ("Kindred", "Instant"), subtypes=("Goblin",))
        d = position({"alice": {"battlefield": ["Test Lackey"], "hand": ["Test Goblin Trick", "Test Goblin"]},
                      "bob": {}})
        d.queued.setdefault(d.player("alice"), []).extend(["yes", "Test Goblin"])
        d.attack("alice", ["Test Lackey"])
        d.pass_until(lambda: d.game.state.step == "end_of_combat")
        d.resolve(None)
        assert "Test Goblin" in battlefield(d, "alice") and cards(d, "alice", "hand") == ["Test Goblin Trick"]
        d2 = position({"alice": {"battlefield": ["Test Lackey"], "hand": ["Test Goblin Trick"]}, "bob": {}})
        d2.queued.setdefault(d2.player("alice"), []).append("yes")
        d2.attack("alice", ["Test Lackey"])
        d2.pass_until(lambda: d2.game.state.step == "end_of_combat")
        d2.resolve(None)
        assert cards(d2, "alice", "hand") == ["Test Goblin Trick"]
    flt = compile_text("Test", "When ~ enters, put a permanent card from your hand onto the battlefield.",
                       ("Creature",))[0].effects[0].filter
    assert set(flt.not_types) == {"Instant", "Sorcery"} and not flt.subtypes


def test_enters_or_attacks_triggers_on_both_events() -> None:
    """603.2: one ability, two trigger events of different kinds: a token as it enters and
    another as it attacks; another creature attacking doesn't trigger it."""
    with registry.scope():
        compiled_card("Test Titan Three", "Whenever ~ enters the battlefield or attacks, create a 2/2 black Zombie "
                      "creature token.", ("Creature",), power="6", toughness="6")
        d = position({"alice": {"hand": ["Test Titan Three"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
        d.act("alice", "casts", "Test Titan Three")
        d.resolve(None)
        assert battlefield(d, "alice").count("Zombie Token") == 1
        d.attack("alice", ["Grizzly Bears"])
        d.pass_until(lambda: d.game.state.step == "end_of_combat")
        assert battlefield(d, "alice").count("Zombie Token") == 1
        d2 = position({"alice": {"battlefield": ["Test Titan Three"]}, "bob": {}})
        d2.attack("alice", ["Test Titan Three"])
        d2.resolve(None)
        assert battlefield(d2, "alice").count("Zombie Token") == 1
    assert _one("Whenever ~ enters or attacks, you gain 1 life.").trigger.event == "enters_or_attacks"
    assert _one("Whenever ~ attacks, you gain 1 life.").trigger.event == "attacks"


def test_a_red_or_green_creature_is_returned() -> None:
    """"Return a red or green creature you control to its owner's hand" (chosen, not targeted):
    either color; the blue creature isn't offered."""
    with registry.scope():
        compiled_card("Test Raider Two", "When ~ enters the battlefield, return a red or green creature you control to "
                      "its owner's hand.", ("Creature",), cost="{0}", power="3", toughness="3")
        compiled_card("Test Red Bear", "Vigilance", ("Creature",), cost="{R}", power="2", toughness="2")
        compiled_card("Test Blue Bear", "Vigilance", ("Creature",), cost="{U}", power="2", toughness="2")
        d = position({"alice": {"hand": ["Test Raider Two"], "battlefield": ["Test Red Bear", "Test Blue Bear"]}})
        d.act("alice", "casts", "Test Raider Two")
        d.resolve(None)
        assert cards(d, "alice", "hand") == ["Test Red Bear"] and "Test Blue Bear" in battlefield(d, "alice")
    flt = _one("When ~ enters the battlefield, return a blue or black creature you control to its owner's hand."
               ).effects[0].filter
    assert set(flt.colors) == {"U", "B"}


def test_cycling_it_triggers_from_the_graveyard() -> None:
    """702.29c: "When you cycle ~" triggers from the zone the card winds up in (the graveyard);
    another card cycled doesn't trigger it, even on the battlefield."""
    with registry.scope():
        compiled_card("Test Cycler", "Cycling {0}\nWhen you cycle ~, you gain 3 life.", ("Creature",),
                      power="2", toughness="2")
        compiled_card("Test Plain Cycler", "Cycling {0}", ("Creature",), power="1", toughness="1")
        d = position({"alice": {"hand": ["Test Cycler", "Test Plain Cycler"], "battlefield": ["Test Cycler"],
                                "library": ["Island"] * 3}})
        d.act("alice", "activates", "Test Plain Cycler", from_zone="hand")
        d.resolve(None)
        assert life(d, "alice") == 20
        d.act("alice", "activates", "Test Cycler", from_zone="hand")
        d.resolve(None)
        assert life(d, "alice") == 23 and len(cards(d, "alice", "hand")) == 2
    assert _one("When you cycle ~, you gain 3 life.").trigger.event == "cycle_self"
    assert _one("Whenever you cycle a card, you gain 3 life.").trigger.event == "cycle"


def test_a_card_put_into_an_opponents_graveyard() -> None:
    """"Whenever a card is put into an opponent's graveyard from anywhere": bob's discarded cards
    count, one each; alice's own card doesn't."""
    with registry.scope():
        compiled_card("Test Scavenger", "Whenever a card is put into an opponent's graveyard from anywhere, put a "
                      "+1/+1 counter on ~.", ("Creature",), power="1", toughness="1")
        compiled_card("Test Mind Rot", "Target player discards two cards.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Scavenger"], "hand": ["Test Mind Rot"]},
                      "bob": {"hand": ["Island", "Swamp"]}})
        d.queued.setdefault(d.player("bob"), []).extend(["Island", "Swamp"])
        d.act("alice", "casts", "Test Mind Rot", targets=["bob"])
        d.resolve(None)
        assert _counters(d, "Test Scavenger") == 2 and cards(d, "alice", "graveyard") == ["Test Mind Rot"]
    assert _one("Whenever a card is put into your graveyard from anywhere, you gain 1 life.").trigger.who == "you"


def test_step_triggers_of_main_phase_and_combat() -> None:
    """603.2b: "your precombat main phase" (505.1) only on alice's turns; "each combat" (507.1)
    and "end of combat" (511.1) on every turn."""
    with registry.scope():
        compiled_card("Test Main", "At the beginning of your precombat main phase, you gain 1 life.", ("Enchantment",))
        compiled_card("Test Combat", "At the beginning of each combat, you lose 1 life.", ("Enchantment",))
        compiled_card("Test End Combat", "At end of combat, each opponent loses 1 life.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Main", "Test Combat", "Test End Combat"],
                                "library": ["Island"] * 4},
                      "bob": {"library": ["Island"] * 4}})
        d.pass_to_step("main2", d.player("bob"))  # (the game starts in alice's main phase)
        assert (life(d, "alice"), life(d, "bob")) == (18, 18)  # two combats, two ends of combat
        d.pass_to_step("main2", d.player("alice"), turn=3)
        assert (life(d, "alice"), life(d, "bob")) == (18, 17)  # +1 main phase, -1 combat; bob -1
    assert _one("At the beginning of each combat, you gain 1 life.").trigger.whose == "any"
    assert _one("At the beginning of your precombat main phase, you gain 1 life.").trigger.step == "main1"


def test_it_or_another_creature_entering_under_anyones_control() -> None:
    """Without "under your control", another player's creature entering triggers it too."""
    with registry.scope():
        compiled_card("Test Greeter", "Whenever ~ or another creature enters the battlefield, you gain 1 life.",
                      ("Creature",), power="1", toughness="1")
        compiled_card("Test Flash Bear", "Flash", ("Creature",), power="2", toughness="2")
        d = position({"alice": {"hand": ["Test Greeter"]}, "bob": {"hand": ["Test Flash Bear"]}})
        d.act("alice", "casts", "Test Greeter")
        d.resolve(None)
        d.act("bob", "casts", "Test Flash Bear")
        d.resolve(None)
        assert life(d, "alice") == 22
    assert _one("Whenever ~ or another creature enters the battlefield, you gain 1 life.").trigger.subject.controller \
        is None
