"""manastack.cards.render: card definitions as readable English and as an indented tree."""

from __future__ import annotations

import dataclasses

import pytest

from manastack.cards import dsl, registry, render
from manastack.cards.render import RenderContext

CREATURE = dsl.Filter(types=("Creature",))
THIS_CREATURE = RenderContext(self_noun="this creature")


def _nodes(value: object, found: set[type], events: set[str]) -> None:
    """Every DSL node type (and trigger event) inside a value."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found.add(type(value))
        if isinstance(value, dsl.Trigger):
            events.add(value.event)
        for f in dataclasses.fields(value):
            if f.compare:
                _nodes(getattr(value, f.name), found, events)
    elif isinstance(value, tuple | list):
        for item in value:
            _nodes(item, found, events)


# ------------------------------------------------------------------------------------ coverage


def test_every_node_type_a_registered_card_uses_has_a_rendering():
    found: set[type] = set()
    events: set[str] = set()
    for definition in registry.all_definitions().values():
        _nodes(definition, found, events)
    assert len(found) > 50  # the walk reaches the effect vocabulary, not only the structure
    assert sorted(t.__name__ for t in found if not render.has_rendering(t)) == []
    assert sorted(e for e in events if not render.trigger_event_has_rendering(e)) == []


def test_every_registered_card_renders_a_line_per_ability_and_legacy_option():
    for name, definition in registry.all_definitions().items():
        lines = render.render_card(definition)
        legacy = [len(definition.legacy)] + [0] * (len(definition.faces) - 1)
        expected = sum(
            1 + max(1, len(face.abilities) + extra)
            for face, extra in zip(definition.faces, legacy, strict=True)
        )
        assert len(lines) == expected, name
        assert all(line.strip() for line in lines), name


def test_an_unknown_node_renders_as_its_class_name():
    @dataclasses.dataclass(frozen=True)
    class Mystery:
        pass

    assert not render.has_rendering(Mystery)
    assert render.render_effect(Mystery()) == "Mystery"
    assert render.render_ability(dsl.SpellAbility((Mystery(), dsl.Draw(1)))) == "Mystery. Draw a card."
    assert render.render_static(Mystery()) == "Mystery"
    assert render.render_trigger(dsl.Trigger("phases_out")) == "When phases out"


# ------------------------------------------------------------------------------------ costs (118)


@pytest.mark.parametrize(
    ("cost", "text"),
    [
        (dsl.Cost(mana="{1}{W}", tap=True), "{1}{W}, {T}"),
        (
            dsl.Cost(mana="{R}", discard_hand=True, sacrifice_self=True),
            "{R}, Sacrifice this creature, Discard your hand",
        ),
        (dsl.Cost(mana="{2}", untap=True), "{2}, {Q}"),
        (dsl.Cost(tap=True, sacrifice=CREATURE), "{T}, Sacrifice a creature"),
        (dsl.Cost(life=2, discard=1), "Pay 2 life, Discard a card"),
        (
            dsl.Cost(exile_self_from_graveyard=True, discard_self=True),
            "Discard this card, Exile this card from your graveyard",
        ),
        (dsl.Cost(loyalty=2), "+2"),
        (dsl.Cost(loyalty=0), "0"),  # 606: a +0 loyalty cost is still a cost
        (dsl.Cost(loyalty=-12), "−12"),
        (dsl.Cost(), "{0}"),
    ],
)
def test_costs_render_as_oracle_text_writes_them(cost, text):
    assert render.render_cost(cost, THIS_CREATURE) == text


# ------------------------------------------------------------------------------------ targets and filters (115)


@pytest.mark.parametrize(
    ("spec", "text"),
    [
        (dsl.TargetSpec(filter=CREATURE), "target creature"),
        (
            dsl.TargetSpec(filter=dsl.Filter(not_types=("Land",), controller="opponent")),
            "target nonland permanent an opponent controls",
        ),
        (
            dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), not_colors=("B",))),
            "target nonblack creature",
        ),
        (
            dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="opponent"), up_to=True),
            "up to one target creature an opponent controls",
        ),
        (
            dsl.TargetSpec(
                filter=dsl.Filter(
                    types=("Creature",), subtypes=("Knight",), controller="you", attacking=True, other=True
                )
            ),
            "another target attacking Knight you control",
        ),
        (
            dsl.TargetSpec(
                kind="card",
                filter=dsl.Filter(types=("Creature",), owner="you", mana_value_le=3),
                zone="graveyard",
            ),
            "target creature card with mana value 3 or less from your graveyard",
        ),
        (
            dsl.TargetSpec(kind="spell", filter=dsl.Filter(not_types=("Creature",))),
            "target noncreature spell",
        ),
        (dsl.TargetSpec(kind="spell"), "target spell"),
        (dsl.TargetSpec(kind="player"), "target player"),
        (dsl.TargetSpec(kind="player", player="opponent"), "target opponent"),
        (dsl.TargetSpec(kind="any"), "any target"),
        (
            dsl.TargetSpec(kind="any", filter=dsl.Filter(types=("Planeswalker",))),
            "target player or planeswalker",
        ),
        (dsl.TargetSpec(filter=CREATURE, min_count=2, max_count=2), "two target creatures"),
        (
            dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), total_pt_le=5)),
            "target creature with total power and toughness 5 or less",
        ),
    ],
)
def test_targets_render_with_their_filters(spec, text):
    assert render.render_target(spec) == text


def test_a_filter_with_fixed_power_and_toughness_reads_as_p_slash_t():
    flt = dsl.Filter(types=("Creature",), power_ge=1, power_le=1, toughness_ge=1, toughness_le=1)
    assert render.render_filter(flt) == "1/1 creature"
    assert (
        render.render_filter(dsl.Filter(types=("Creature",), power_ge=4))
        == "creature with power 4 or greater"
    )


def test_a_target_mentioned_again_is_that_object():
    definition = registry.card_def("Path to Exile")
    assert render.render_card(definition) == [
        "Path to Exile:",
        "  Exile target creature. That creature's controller may search their library for a basic land card, "
        "put it onto the battlefield tapped, then shuffle.",
    ]


# ------------------------------------------------------------------------------------ effects and values


def test_computed_amounts_say_what_they_equal():
    swords = registry.card_def("Swords to Plowshares")
    assert render.render_card(swords)[1] == (
        "  Exile target creature. That creature's controller gains life equal to that creature's power."
    )
    ctx = THIS_CREATURE.for_ability()
    pump = dsl.ModifyPT(dsl.ToughnessOf(dsl.Self()), 0, dsl.Self())
    assert render.render_effect(pump, ctx) == (
        "this creature gets +X/+0 until end of turn, where X is this creature's toughness"
    )
    assert render.render_effect(dsl.CounterUnlessPays(1)).endswith("unless its controller pays {1}")
    assert render.render_value(dsl.Times(dsl.X(), 2)) == "2 times X"
    assert (
        render.render_value(dsl.CountOf(dsl.Filter(types=("Land",), controller="you")))
        == "the number of lands you control"
    )


def test_durations_distinguish_until_end_of_turn_from_permanent():
    """611.2a: an effect from a resolving spell lasts as long as it says."""
    ctx = RenderContext(targets=(dsl.TargetSpec(filter=CREATURE),))
    temporary = dsl.ModifyPT(3, 3, dsl.Target(0), keywords=("trample",))
    assert (
        render.render_effect(temporary, ctx)
        == "target creature gets +3/+3 and gains trample until end of turn"
    )
    permanent = dsl.ModifyPT(-1, -1, dsl.Target(0), duration="permanent")
    assert render.render_effect(permanent, ctx.for_ability(ctx.targets)) == "target creature gets −1/−1"


def test_players_other_than_you_act_in_the_third_person():
    assert render.render_effect(dsl.Draw(2)) == "draw two cards"
    assert render.render_effect(dsl.Draw(dsl.X(), dsl.EachPlayer())) == "each player draws X cards"
    assert render.render_effect(dsl.LoseLife(2, dsl.EachOpponent())) == "each opponent loses 2 life"
    assert (
        render.render_effect(dsl.Discard(whole_hand=True, who=dsl.TriggeringPlayer()))
        == "that player discards their hand"
    )


def test_optional_conditional_and_delayed_effects():
    assert render.render_effect(dsl.Optional(dsl.Draw(1))) == "you may draw a card"
    conditional = dsl.Conditional(dsl.YouControl(dsl.Filter(subtypes=("Elf",)), at_least=3), dsl.GainLife(3))
    assert render.render_effect(conditional) == "if you control three or more Elves, you gain 3 life"
    delayed = dsl.CreateDelayedTrigger(
        dsl.Trigger("step", step="end", whose="any"), (dsl.Sacrifice(dsl.Self()),)
    )
    assert (
        render.render_effect(delayed, THIS_CREATURE)
        == "sacrifice this creature at the beginning of the next end step"  # 603.7: once, the next time
    )


# ------------------------------------------------------------------------------------ triggers (603) and conditions


@pytest.mark.parametrize(
    ("trigger", "text"),
    [
        (dsl.Trigger("enters", self_only=True), "When this creature enters"),
        (dsl.Trigger("dies", self_only=True), "When this creature dies"),
        (
            dsl.Trigger("attacks", subject=dsl.Filter(types=("Creature",), colors=("W",), controller="you")),
            "Whenever a white creature you control attacks",
        ),
        (
            dsl.Trigger("enters", subject=dsl.Filter(types=("Creature",), other=True), one_or_more=True),
            "Whenever one or more other creatures enter",
        ),
        (dsl.Trigger("step", step="upkeep", whose="you"), "At the beginning of your upkeep"),
        (
            dsl.Trigger("step", step="beginning_of_combat", whose="you"),
            "At the beginning of combat on your turn",
        ),
        (
            dsl.Trigger(
                "cast", who="opponent", spell=dsl.Filter(not_types=("Creature",)), first_each_turn=True
            ),
            "Whenever an opponent casts their first noncreature spell each turn",
        ),
        (
            dsl.Trigger("cast", who="any", from_zone="graveyard"),
            "Whenever a player casts a spell from a graveyard",
        ),
        (dsl.Trigger("cycle", subject=dsl.Filter(other=True)), "Whenever you cycle another card"),
        (
            dsl.Trigger("combat_damage_to_player", self_only=True),
            "Whenever this creature deals combat damage to a player",
        ),
    ],
)
def test_triggers_render_as_trigger_conditions(trigger, text):
    assert render.render_trigger(trigger, THIS_CREATURE) == text


def test_an_intervening_if_clause_follows_the_trigger():
    """603.4: the condition is part of the trigger condition."""
    miscreant = registry.card_def("Faerie Miscreant")
    assert render.render_card(miscreant)[2] == (
        "  When this creature enters, if you control another creature named Faerie Miscreant, draw a card."
    )
    assert render.render_condition(dsl.DuringYourTurn()) == "it's your turn"
    assert render.render_condition(dsl.YouControl(CREATURE)) == "you control a creature"


def test_an_attack_trigger_calls_the_triggering_player_defending_player():
    assert render.render_card(registry.card_def("Goblin Guide"))[2].startswith(
        "  Whenever this creature attacks, defending player reveals the top card of their library"
    )


# ------------------------------------------------------------------------------------ static and replacement effects


def test_static_effects():
    assert (
        render.render_card(registry.card_def("Blade Splicer"))[2] == "  Golems you control have first strike."
    )
    assert (
        render.render_card(registry.card_def("Blood Burglar"))[1]
        == "  As long as it's your turn, this creature has lifelink."
    )
    assert (
        render.render_card(registry.card_def("Rancor"))[2]
        == "  Enchanted creature gets +2/+0 and has trample."
    )
    assert render.render_card(registry.card_def("Tarmogoyf"))[1].endswith(
        "its toughness is equal to that number plus 1."
    )
    change = dsl.CostChange(-1, dsl.Filter(types=("Instant",)), who="you")
    assert render.render_static(change) == "instant spells you cast cost {1} less to cast"
    assert (
        render.render_static(dsl.MustAttack(), THIS_CREATURE) == "this creature attacks each combat if able"
    )


def test_replacement_effects():
    """614.1c, 614.12: "enters tapped" and "as this enters, you may pay"."""
    assert (
        render.render_replacement(dsl.EntersTapped(), RenderContext(self_noun="this land"))
        == "this land enters tapped"
    )
    assert (
        render.render_replacement(dsl.EntersTapped(unless_pay_life=3), RenderContext(self_noun="this land"))
        == "as this land enters, you may pay 3 life. If you don't, it enters tapped"
    )
    assert render.render_card(registry.card_def("Hardened Scales"))[1] == (
        "  If one or more +1/+1 counters would be put on a creature you control, that many plus 1 +1/+1 counters "
        "are put on it instead."
    )
    draw = dsl.ReplaceDraw((dsl.GainLife(1),))
    assert render.render_replacement(draw) == "if you would draw a card, you gain 1 life instead"


# ------------------------------------------------------------------------------------ keywords (702), modes, legacy options


@pytest.mark.parametrize(
    ("keyword", "text"),
    [
        (dsl.Keyword("flying"), "Flying"),
        (dsl.Keyword("first strike"), "First strike"),
        (dsl.Keyword("ward", cost="{2}"), "Ward {2}"),
        (dsl.Keyword("protection", qualities=("red", "green")), "Protection from red and from green"),
        (dsl.Keyword("protection", qualities=("Demon", "Dragon")), "Protection from Demons and from Dragons"),
        (dsl.Keyword("enchant", qualities=("creature",)), "Enchant creature"),
        (dsl.Keyword("flashback", cost="{2}{U}"), "Flashback {2}{U}"),
        (dsl.Keyword("ward", cost="Pay 3 life"), "Ward—Pay 3 life"),
        (
            dsl.Keyword("protection", qualities=("white", "blue", "black")),
            "Protection from white, from blue, and from black",
        ),
    ],
)
def test_keywords(keyword, text):
    assert render.render_keyword(keyword) == text


def test_modes_are_listed_after_choose():
    spell = dsl.SpellAbility(
        modes=(
            dsl.Mode(
                (dsl.Destroy(dsl.Target(0)),),
                targets=(dsl.TargetSpec(filter=dsl.Filter(types=("Artifact",))),),
            ),
            dsl.Mode((dsl.GainLife(4),)),
        )
    )
    assert render.render_ability(spell) == "Choose one — • Destroy target artifact. • You gain 4 life."


def test_additional_costs_and_activation_restrictions():
    spell = dsl.SpellAbility((dsl.Draw(2),), additional_cost=dsl.Cost(sacrifice=CREATURE))
    assert (
        render.render_ability(spell, RenderContext(self_noun="this spell"))
        == "As an additional cost to cast this spell, sacrifice a creature. Draw two cards."
    )
    gutterbones = render.render_card(registry.card_def("Gutterbones"))[2]
    assert gutterbones == (
        "  {1}{B}: Return this creature to its owner's hand. Activate only from your graveyard. "
        "Activate only during your turn. Activate only if an opponent lost life this turn."
    )
    assert render.render_card(registry.card_def("Llanowar Elves"))[1] == "  {T}: Add {G}. (A mana ability.)"


def test_legacy_options_render_with_their_points():
    lines = render.render_card(registry.card_def("Built Bear"))
    assert "  legacy option ward (1 point): Ward {2}" in lines
    assert "  legacy option +0/+2 (3 points): +0/+2" in lines
    assert "  legacy option draw (4 points): When this creature enters, draw a card." in lines


def test_a_multi_faced_card_renders_each_face():
    assert render.render_card(registry.card_def("Giant Killer")) == [
        "Giant Killer:",
        "  {1}{W}, {T}: Tap target creature.",
        "Chop Down:",
        "  Destroy target creature with power 4 or greater.",
    ]


def test_loyalty_abilities_lead_with_their_cost():
    lines = render.render_card(registry.card_def("Jace, the Mind Sculptor"))
    assert lines[3] == "  −1: Return target creature to its owner's hand."


# ------------------------------------------------------------------------------------ the raw tree


def test_the_tree_is_one_node_per_line_indented_by_depth_with_defaults_left_out():
    lines = render.render_tree(registry.card_def("Path to Exile"))
    assert lines[0].startswith("CardDef name='Path to Exile'")
    assert "      effects[0]: Exile" in lines
    assert "        filter: Filter types=('Land',) basic=True" in lines
    assert "        who: ControllerOf" in lines
    assert "          ref: Target index=0" in lines
    assert "        what: Target index=0" in lines
    assert not any("any_types=()" in line or "=None" in line for line in lines)
    assert len(lines) == 13


def test_a_subtype_stands_for_its_card_type_except_on_creature_cards():
    assert render.render_filter(dsl.Filter(types=("Land",), subtypes=("Island",))) == "Island"
    assert render.render_filter(dsl.Filter(types=("Artifact", "Creature"), subtypes=("Golem",))) == (
        "Golem artifact creature"
    )
    vampire_cards = dsl.Filter(types=("Creature",), subtypes=("Vampire",))
    assert render.render_filter(vampire_cards, default="card", zone="graveyard") == (
        "Vampire creature card from a graveyard"
    )


def test_a_power_change_by_a_multiple_of_x_is_written_with_x():
    ctx = RenderContext(targets=(dsl.TargetSpec(filter=CREATURE),))
    armor = dsl.ModifyPT(dsl.Times(dsl.X(), -1), dsl.X(), dsl.Target(0))
    assert render.render_effect(armor, ctx) == "target creature gets −X/+X until end of turn"
    assert (
        render.render_value(dsl.CountOf(dsl.Filter(subtypes=("Bird",))))
        == "the number of Birds on the battlefield"
    )


def test_a_target_that_must_differ_from_another_says_so():
    """115.3 lets one object be chosen for several instances of "target" unless the text says
    otherwise ("another target creature"): the slot says whom it must differ from."""
    second = dsl.TargetSpec(filter=CREATURE, different_from=(0,))
    assert render.render_target(second) == "target creature (not the same as the first target)"


def test_a_state_trigger_reads_as_when_its_condition() -> None:
    """603.8: a state trigger renders as "When" followed by the state."""
    ability = dsl.Triggered(dsl.Trigger("state"), (dsl.GainLife(1),),
                            condition=dsl.YouControl(dsl.Filter(name="Grizzly Bears")))
    text = render.render_ability(ability)
    assert text.startswith("When you control") and "gain 1 life" in text


def test_each_other_reads_other_not_another():
    """"each other creature you control": after "each" the filter's `other` is "other"
    ("each another creature" was the old reading); a single object keeps "another"."""
    others = dsl.Filter(types=("Creature",), controller="you", other=True)
    assert render.render_object(dsl.Each(others)) == "each other creature you control"
    assert render.render_filter(others) == "another creature you control"


def test_a_token_described_with_its_noun_is_not_called_a_token_twice():
    """A creature token of any characteristics (111.4) is named by a description ending in
    "token": one "token" in the reading, pluralised for several."""
    one = dsl.CreateToken("1/1 green Insect creature token", 1)
    two = dsl.CreateToken("1/1 green Insect creature token", 2)
    assert render.render_effect(one) == "create a 1/1 green Insect creature token"
    assert render.render_effect(two) == "create two 1/1 green Insect creature tokens"
    assert render.render_effect(dsl.CreateToken("Treasure", 1)) == "create a Treasure token"


def test_plural_descriptions_and_tokens_with_keywords_read_as_english():
    """"Destroy all artifacts and enchantments" (each noun in the plural), and "two 2/2 black
    Zombie creature tokens with deathtouch" (the token noun in the plural, not the keyword)."""
    either = dsl.Filter(any_types=("Artifact", "Enchantment"))
    assert render.render_filter(either, plural=True) == "artifacts and enchantments"
    assert render.render_filter(either) == "artifact or enchantment"
    zombies = dsl.CreateToken("2/2 black Zombie creature token with deathtouch", 2)
    assert render.render_effect(zombies) == "create two 2/2 black Zombie creature tokens with deathtouch"


def test_possessives_of_pronouns_read_its_and_your():
    """"its controller", "its power", "under your control": a pronoun takes its possessive form."""
    ctx = RenderContext(self_noun="it")
    assert render.render_object(dsl.ControllerOf(dsl.Self()), ctx) == "its controller"
    assert render.render_value(dsl.PowerOf(dsl.Self()), ctx) == "its power"
