"""Tests for the Oracle-text compiler: text in, card-definition trees out (compared with ==),
and loud refusal of anything it doesn't understand."""

from __future__ import annotations

import pytest

from manastack.cards import dsl, registry
from manastack.cards.db import CardRecord, FaceRecord, load_database
from manastack.cards.oracle import UncompilableText, compile_record, compile_text, coverage
from manastack.cards.oracle.vocab import PREDEFINED_TOKENS, TOKEN_DESCRIPTIONS

CREATURE = dsl.Filter(types=("Creature",))
TAP = dsl.Cost(tap=True)


def spell(text: str, name: str = "Test Spell", types: tuple = ("Instant",), **kw) -> dsl.SpellAbility:
    """The one spell ability an instant's text compiles to."""
    (ability,) = compile_text(name, text, types, **kw)
    assert isinstance(ability, dsl.SpellAbility)
    return ability


def creature(text: str, name: str = "Test Creature", **kw) -> tuple:
    return compile_text(name, text, ("Creature",), **kw)


def refused(text: str, types: tuple = ("Creature",), name: str = "Test Card", **kw) -> list[str]:
    with pytest.raises(UncompilableText) as info:
        compile_text(name, text, types, **kw)
    assert info.value.card == name
    return info.value.phrases


# --------------------------------------------------------------------------------------------
# Spells: damage, destruction, pump, counters, library, life
# --------------------------------------------------------------------------------------------


def test_lightning_bolt() -> None:
    assert spell("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt") == dsl.SpellAbility(
        effects=(dsl.DealDamage(3, dsl.Target(0), dsl.Self()),), targets=(dsl.TargetSpec(kind="any"),),
        text="Lightning Bolt deals 3 damage to any target.")


def test_damage_to_player_or_planeswalker() -> None:
    ability = spell("Lava Spike deals 3 damage to target player or planeswalker.", "Lava Spike", ("Sorcery",))
    assert ability.effects == (dsl.DealDamage(3, dsl.Target(0)),)
    assert ability.targets == (dsl.TargetSpec(kind="any", filter=dsl.Filter(types=("Planeswalker",))),)


def test_damage_to_each_opponent_and_each_creature() -> None:
    assert spell("Test Spell deals 2 damage to each opponent.").effects == (dsl.DealDamage(2, dsl.EachOpponent()),)
    assert spell("Test Spell deals 1 damage to each creature and each player.").effects == (
        dsl.DamageEach(1, players=dsl.EachPlayer(), permanents=CREATURE),)
    assert spell("Test Spell deals 3 damage to target opponent.") == dsl.SpellAbility(
        (dsl.DealDamage(3, dsl.TargetPlayer(0)),), (dsl.TargetSpec(kind="player", player="opponent"),),
        text="Test Spell deals 3 damage to target opponent.")


@pytest.mark.parametrize(("text", "flt"), [
    ("Destroy target creature.", CREATURE),
    ("Destroy target nonblack creature.", dsl.Filter(types=("Creature",), not_colors=("B",))),
    ("Destroy target nonartifact creature.", dsl.Filter(types=("Creature",), not_types=("Artifact",))),
    ("Destroy target non-Merfolk creature.", dsl.Filter(types=("Creature",), not_subtypes=("Merfolk",))),
    ("Destroy target nonlegendary creature.", dsl.Filter(types=("Creature",), not_supertypes=("Legendary",))),
    ("Destroy target monocolored creature.", dsl.Filter(types=("Creature",), monocolored=True)),
    ("Destroy target creature with power 4 or greater.", dsl.Filter(types=("Creature",), power_ge=4)),
    ("Destroy target creature with total power and toughness 5 or less.",
     dsl.Filter(types=("Creature",), total_pt_le=5)),
    ("Destroy target attacking or blocking creature.", dsl.Filter(types=("Creature",), attacking_or_blocking=True)),
    ("Destroy target artifact or enchantment.", dsl.Filter(any_types=("Artifact", "Enchantment"))),
    ("Destroy target nonbasic land.", dsl.Filter(types=("Land",), not_supertypes=("Basic",))),
    ("Destroy target creature an opponent controls.", dsl.Filter(types=("Creature",), controller="opponent")),
    ("Destroy target tapped creature.", dsl.Filter(types=("Creature",), tapped=True)),
])
def test_destroy_target(text: str, flt: dsl.Filter) -> None:
    assert spell(text) == dsl.SpellAbility((dsl.Destroy(dsl.Target(0)),), (dsl.TargetSpec(filter=flt),), text=text)


def test_cant_be_regenerated_and_a_second_line() -> None:
    text = "Destroy target nonblack creature. It can't be regenerated.\nDraw a card."
    assert spell(text, "Annihilate") == dsl.SpellAbility(
        (dsl.Destroy(dsl.Target(0), cant_regenerate=True), dsl.Draw(1)),
        (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), not_colors=("B",))),), text=text)


def test_wrath_of_god() -> None:
    assert spell("Destroy all creatures.", types=("Sorcery",)).effects == (dsl.DestroyAll(CREATURE),)
    assert spell("Destroy all creatures. They can't be regenerated.", types=("Sorcery",)).effects == (
        dsl.DestroyAll(CREATURE, cant_regenerate=True),)
    assert spell("Destroy all artifacts and enchantments.", types=("Sorcery",)).effects == (
        dsl.DestroyAll(dsl.Filter(any_types=("Artifact", "Enchantment"))),)
    assert spell("Destroy all non-Dragon creatures.", types=("Sorcery",)).effects == (
        dsl.DestroyAll(dsl.Filter(types=("Creature",), not_subtypes=("Dragon",))),)


def test_giant_growth_and_pump_with_keywords() -> None:
    assert spell("Target creature gets +3/+3 until end of turn.", "Giant Growth") == dsl.SpellAbility(
        (dsl.ModifyPT(3, 3, dsl.Target(0)),), (dsl.TargetSpec(filter=CREATURE),),
        text="Target creature gets +3/+3 until end of turn.")
    assert spell("Target creature gets +4/+2 and gains trample until end of turn.").effects == (
        dsl.ModifyPT(4, 2, dsl.Target(0), keywords=("trample",)),)
    defense = spell("Target creature you control gets +2/+2 and gains hexproof until end of turn.")
    assert defense.effects == (dsl.ModifyPT(2, 2, dsl.Target(0), keywords=("hexproof",)),)
    assert defense.targets == (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="you")),)
    assert spell("Target creature gains flying and first strike until end of turn.").effects == (
        dsl.ModifyPT(0, 0, dsl.Target(0), keywords=("flying", "first strike")),)
    assert spell("Target creature gets -2/-2 until end of turn.").effects == (dsl.ModifyPT(-2, -2, dsl.Target(0)),)


@pytest.mark.parametrize(("text", "spec", "effect"), [
    ("Counter target spell.", dsl.TargetSpec(kind="spell"), dsl.CounterSpell(dsl.Target(0))),
    ("Counter target creature spell.", dsl.TargetSpec(kind="spell", filter=CREATURE), dsl.CounterSpell(dsl.Target(0))),
    ("Counter target noncreature spell.", dsl.TargetSpec(kind="spell", filter=dsl.Filter(not_types=("Creature",))),
     dsl.CounterSpell(dsl.Target(0))),
    ("Counter target spell unless its controller pays {1}.", dsl.TargetSpec(kind="spell"),
     dsl.CounterUnlessPays(mana=1)),
    ("Counter target instant or sorcery spell.",
     dsl.TargetSpec(kind="spell", filter=dsl.Filter(any_types=("Instant", "Sorcery"))), dsl.CounterSpell()),
])
def test_counterspells(text: str, spec: dsl.TargetSpec, effect: object) -> None:
    assert spell(text) == dsl.SpellAbility((effect,), (spec,), text=text)


def test_counter_needs_a_spell() -> None:
    assert refused("Counter target creature.", ("Instant",)) == ["Counter target creature."]


def test_rampant_growth_and_searches() -> None:
    text = "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."
    assert spell(text, "Rampant Growth", ("Sorcery",)) == dsl.SpellAbility(
        (dsl.SearchLibrary(dsl.Filter(types=("Land",), basic=True), to="battlefield", tapped=True),), text=text)
    assert spell("Search your library for a Dragon card, reveal it, put it into your hand, then shuffle.").effects == (
        dsl.SearchLibrary(dsl.Filter(subtypes=("Dragon",)), to="hand", reveal=True),)


def test_draw_scry_mill_and_each_player_draws_x() -> None:
    assert spell("Draw two cards.", "Divination", ("Sorcery",)).effects == (dsl.Draw(2),)
    assert spell("Scry 1.\nDraw a card.", "Opt").effects == (dsl.Scry(1), dsl.Draw(1))
    assert spell("Scry 2, then draw a card.").effects == (dsl.Scry(2), dsl.Draw(1))
    assert spell("Each player draws X cards.", "Prosperity", ("Sorcery",), mana_cost="{X}{U}") == dsl.SpellAbility(
        (dsl.Draw(dsl.X(), dsl.EachPlayer()),), text="Each player draws X cards.")
    assert spell("Target player mills three cards.") == dsl.SpellAbility(
        (dsl.Mill(3, dsl.TargetPlayer(0)),), (dsl.TargetSpec(kind="player"),), text="Target player mills three cards.")
    assert spell("Draw three cards, then put two cards from your hand on top of your library in any order.").effects == (
        dsl.Draw(3), dsl.PutFromHandOnTop(2))
    assert spell("Draw two cards, then discard two cards.").effects == (dsl.Draw(2), dsl.Discard(2))


def test_x_must_be_defined() -> None:
    assert refused("Draw X cards.", ("Sorcery",), mana_cost="{2}{U}") == ["Draw X cards."]


def test_life_and_and_clauses() -> None:
    assert spell("You gain 3 life.\nDraw a card.", "Revitalize").effects == (dsl.GainLife(3), dsl.Draw(1))
    assert spell("Each opponent loses 2 life and you gain 2 life.").effects == (
        dsl.LoseLife(2, dsl.EachOpponent()), dsl.GainLife(2))
    assert spell("Target player draws two cards and loses 2 life.").effects == (
        dsl.Draw(2, dsl.TargetPlayer(0)), dsl.LoseLife(2, dsl.TargetPlayer(0)))


def test_references_to_the_target() -> None:
    """"its controller" and "its power" refer to the target named before (last known
    information is the engine's business)."""
    assert spell("Exile target creature. Its controller gains life equal to its power.").effects == (
        dsl.Exile(dsl.Target(0)), dsl.GainLife(dsl.PowerOf(dsl.Target(0)), dsl.ControllerOf(dsl.Target(0))))
    assert spell("Destroy target artifact. You gain life equal to its mana value.").effects == (
        dsl.Destroy(dsl.Target(0)), dsl.GainLife(dsl.ManaValueOf(dsl.Target(0))))


def test_bounce_and_reanimate() -> None:
    assert spell("Return target creature to its owner's hand.", "Unsummon") == dsl.SpellAbility(
        (dsl.ReturnToHand(dsl.Target(0)),), (dsl.TargetSpec(filter=CREATURE),),
        text="Return target creature to its owner's hand.")
    text = "Return target creature card from your graveyard to the battlefield."
    assert spell(text, "Zombify", ("Sorcery",)) == dsl.SpellAbility(
        (dsl.PutOntoBattlefield(dsl.Target(0)),),
        (dsl.TargetSpec(kind="card", zone="graveyard", filter=dsl.Filter(types=("Creature",), owner="you")),), text=text)
    assert refused("Return target creature to your hand.", ("Instant",)) == ["Return target creature to your hand."]


def test_multiple_targets_get_slots_in_order() -> None:
    ability = spell("Target creature you control fights target creature you don't control.")
    assert ability.effects == (dsl.Fight(dsl.Target(0), dsl.Target(1)),)
    assert ability.targets == (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="you")),
                               dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="opponent")))
    text = ("Target creature you control gets +2/+2 until end of turn. "
            "It fights up to one target creature you don't control.")
    ability = spell(text, types=("Sorcery",))
    assert ability.effects == (dsl.ModifyPT(2, 2, dsl.Target(0)), dsl.Fight(dsl.Target(0), dsl.Target(1)))
    assert ability.targets[1] == dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="opponent"),
                                                up_to=True)


def test_tokens() -> None:
    assert spell("Create a 1/1 white Human creature token.", types=("Sorcery",)).effects == (
        dsl.CreateToken("Human"),)
    assert spell("Create two Treasure tokens.").effects == (dsl.CreateToken("Treasure", 2),)
    assert spell("Create a 1/1 colorless Thopter artifact creature token with flying.").effects == (
        dsl.CreateToken("Thopter"),)


def test_predefined_tokens_need_a_definition() -> None:
    """111.10: a predefined token (Gold) can be created only with its definition
    (cards/sets/tokens.py); a creature token of listed characteristics always can (111.4:
    tests/cards/test_any_token.py), so a Thopter without flying isn't the predefined flier."""
    assert refused("Create a Gold token.", ("Sorcery",)) == ["Create a Gold token."]
    (ability,) = compile_text("Test", "Create a 1/1 colorless Thopter artifact creature token.", ("Sorcery",))
    assert ability.effects[0].token == "1/1 colorless Thopter artifact creature token"


def test_token_descriptions_match_their_definitions() -> None:
    from manastack.cards.registry import card_def

    for name in PREDEFINED_TOKENS:
        assert card_def(name).layout == "token"
    for (power, toughness, colors, subtypes, types, keywords), name in TOKEN_DESCRIPTIONS.items():
        face = card_def(name).front
        assert (face.power, face.toughness, tuple(face.colors), face.subtypes, face.types) == (
            power, toughness, colors, subtypes, types)
        assert tuple(a.name for a in face.abilities if isinstance(a, dsl.Keyword)) == keywords


def test_modal_spell() -> None:
    text = "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment."
    assert spell(text) == dsl.SpellAbility(modes=(
        dsl.Mode((dsl.Destroy(dsl.Target(0)),), (dsl.TargetSpec(filter=dsl.Filter(types=("Artifact",))),),
                 text="Destroy target artifact."),
        dsl.Mode((dsl.Destroy(dsl.Target(0)),), (dsl.TargetSpec(filter=dsl.Filter(types=("Enchantment",))),),
                 text="Destroy target enchantment."),
    ), text=text)


def test_additional_cost_and_mana_spell() -> None:
    text = "As an additional cost to cast this spell, sacrifice a creature.\nAdd {B}{B}{B}{B}."
    assert spell(text) == dsl.SpellAbility((dsl.AddMana(mana="{B}{B}{B}{B}"),),
                                           additional_cost=dsl.Cost(sacrifice=CREATURE), text=text)


def test_optional_and_conditional_effects() -> None:
    assert spell("You may draw a card.").effects == (dsl.Optional(dsl.Draw(1)),)
    knight = dsl.Filter(types=("Creature",), subtypes=("Knight",), controller="you")
    assert spell("Draw a card. If you control a Knight, you gain 2 life.").effects == (
        dsl.Draw(1), dsl.Conditional(dsl.YouControl(knight), dsl.GainLife(2)))


def test_think_twice_draw_and_flashback() -> None:
    assert compile_text("Think Twice", "Draw a card.\nFlashback {2}{U} (You may cast this card from your "
                        "graveyard for its flashback cost. Then exile it.)", ("Instant",)) == (
        dsl.SpellAbility((dsl.Draw(1),), text="Draw a card."),
        dsl.Keyword("flashback", cost="{2}{U}", text="Flashback {2}{U}"),
    )


# --------------------------------------------------------------------------------------------
# Keywords
# --------------------------------------------------------------------------------------------


def test_serra_angel_and_vampire_nighthawk() -> None:
    assert creature("Flying\nVigilance (Attacking doesn't cause this creature to tap.)", "Serra Angel") == (
        dsl.Keyword("flying", text="Flying"), dsl.Keyword("vigilance", text="Vigilance"))
    nighthawk = creature("Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy "
                         "it.)\nLifelink (Damage dealt by this creature also causes you to gain that much life.)")
    assert nighthawk == (dsl.Keyword("flying", text="Flying"), dsl.Keyword("deathtouch", text="Deathtouch"),
                         dsl.Keyword("lifelink", text="Lifelink"))


def test_keyword_lines_with_commas_costs_and_qualities() -> None:
    assert creature("Flying, first strike, lifelink, protection from Demons and from Dragons") == (
        dsl.Keyword("flying", text="Flying"), dsl.Keyword("first strike", text="First strike"),
        dsl.Keyword("lifelink", text="Lifelink"),
        dsl.Keyword("protection", qualities=("Demon", "Dragon"), text="Protection from Demons and from Dragons"))
    assert creature("Protection from red and from green")[0].qualities == ("red", "green")
    assert creature("Protection from multicolored")[0] == dsl.Keyword(
        "protection", qualities=("multicolored",), text="Protection from multicolored")
    assert creature("Ward {1}")[0] == dsl.Keyword("ward", cost="{1}", text="Ward {1}")
    assert creature("Cycling {2}")[0] == dsl.Keyword("cycling", cost="{2}", text="Cycling {2}")
    assert creature("First strike, haste") == (dsl.Keyword("first strike", text="First strike"),
                                               dsl.Keyword("haste", text="Haste"))
    aura = compile_text("Test Aura", "Enchant creature", ("Enchantment",), subtypes=("Aura",))
    assert aura == (dsl.Keyword("enchant", qualities=("creature",), text="Enchant creature"),)


@pytest.mark.parametrize("text", ["Flying, banding", "Ward—Pay 3 life.", "Snow forestwalk", "Enchant players",
                                  "Protection from the color of your choice", "Equip—Sacrifice a creature."])
def test_unsupported_keywords_are_refused(text: str) -> None:
    assert refused(text) == [text]


# --------------------------------------------------------------------------------------------
# Mana abilities and lands
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "land_type", "mana"), [
    ("Plains", "Plains", "{W}"), ("Island", "Island", "{U}"), ("Swamp", "Swamp", "{B}"),
    ("Mountain", "Mountain", "{R}"), ("Forest", "Forest", "{G}"),
])
def test_basic_lands_have_intrinsic_mana_abilities(name: str, land_type: str, mana: str) -> None:
    """305.6: the ability comes from the land type; the reminder text is ignored."""
    abilities = compile_text(name, f"({{T}}: Add {mana}.)", ("Land",), subtypes=(land_type,), supertypes=("Basic",))
    assert abilities == (dsl.Activated(TAP, (dsl.AddMana(mana=mana),), mana=True, text=f"{{T}}: Add {mana}."),)


def test_forest_record() -> None:
    forest = compile_record(load_database().get("Forest"))
    assert forest.source == "compiled"
    assert forest.front.abilities == (
        dsl.Activated(dsl.Cost(tap=True), (dsl.AddMana(mana="{G}"),), mana=True, text="{T}: Add {G}."),)


def test_mana_abilities() -> None:
    assert creature("{T}: Add {G}.", "Llanowar Elves") == (
        dsl.Activated(TAP, (dsl.AddMana(mana="{G}"),), mana=True, text="{T}: Add {G}."),)
    assert creature("Flying\n{T}: Add one mana of any color.", "Birds of Paradise") == (
        dsl.Keyword("flying", text="Flying"),
        dsl.Activated(TAP, (dsl.AddMana(any_color=1),), mana=True, text="{T}: Add one mana of any color."))
    assert compile_text("Sol Ring", "{T}: Add {C}{C}.", ("Artifact",))[0].effects == (dsl.AddMana(mana="{C}{C}"),)
    assert compile_text("Test Artifact", "{2}, {Q}: Add one mana of any color.", ("Artifact",)) == (
        dsl.Activated(dsl.Cost(mana="{2}", untap=True), (dsl.AddMana(any_color=1),), mana=True,
                      text="{2}, {Q}: Add one mana of any color."),)
    assert compile_text("Test Land", "{T}: Add one mana of any type that a land you control could produce.",
                        ("Land",))[0].effects == (dsl.AddMana(could_produce="you", any_type=True),)


def test_lands_entering_tapped() -> None:
    assert compile_text("Test Land", "Test Land enters the battlefield tapped.\n{T}: Add {C}.", ("Land",)) == (
        dsl.Replacement(dsl.EntersTapped(), text="Test Land enters the battlefield tapped."),
        dsl.Activated(TAP, (dsl.AddMana(mana="{C}"),), mana=True, text="{T}: Add {C}."))
    assert compile_text("Test Land", "This land enters tapped.", ("Land",)) == (
        dsl.Replacement(dsl.EntersTapped(), text="This land enters tapped."),)
    text = "As this land enters, you may pay 3 life. If you don't, it enters tapped."
    assert compile_text("Test Land", text, ("Land",)) == (
        dsl.Replacement(dsl.EntersTapped(unless_pay_life=3), text=text),)


# --------------------------------------------------------------------------------------------
# Activated abilities
# --------------------------------------------------------------------------------------------


def test_spectral_sailor() -> None:
    text = ("Flash (You may cast this spell any time you could cast an instant.)\nFlying\n{3}{U}: Draw a card.")
    assert creature(text, "Spectral Sailor") == (
        dsl.Keyword("flash", text="Flash"), dsl.Keyword("flying", text="Flying"),
        dsl.Activated(dsl.Cost(mana="{3}{U}"), (dsl.Draw(1),), text="{3}{U}: Draw a card."))


def test_costs() -> None:
    (ability,) = creature("{1}{W}, {T}: Tap target creature.")
    assert ability == dsl.Activated(dsl.Cost(mana="{1}{W}", tap=True), (dsl.Tap(dsl.Target(0)),),
                                    (dsl.TargetSpec(filter=CREATURE),), text="{1}{W}, {T}: Tap target creature.")
    (ability,) = creature("{1}, Sacrifice Test Creature: Destroy target artifact or enchantment.")
    assert ability.cost == dsl.Cost(mana="{1}", sacrifice_self=True)
    (ability,) = creature("Sacrifice another creature: This creature gets +2/+2 until end of turn.")
    assert ability.cost == dsl.Cost(sacrifice=dsl.Filter(types=("Creature",), other=True))
    assert ability.effects == (dsl.ModifyPT(2, 2, dsl.Self()),)
    (ability,) = creature("Discard a card, Pay 2 life: Draw a card.")
    assert ability.cost == dsl.Cost(discard=1, life=2)
    (ability,) = creature("{1}, {T}: Put a +1/+1 counter on this creature.")
    assert ability.effects == (dsl.PutCounters("+1/+1", 1, dsl.Self()),)


def test_activation_riders() -> None:
    (ability,) = creature("{2}: Draw a card. Activate only as a sorcery.")
    assert ability == dsl.Activated(dsl.Cost(mana="{2}"), (dsl.Draw(1),), sorcery_speed=True,
                                    text="{2}: Draw a card. Activate only as a sorcery.")
    (ability,) = creature("{1}{B}: Return this card from your graveyard to your hand. Activate only during your "
                          "turn and only if an opponent lost life this turn.")
    assert ability == dsl.Activated(dsl.Cost(mana="{1}{B}"), (dsl.ReturnToHand(dsl.Self()),), zone="graveyard",
                                    only_your_turn=True, condition=dsl.OpponentLostLifeThisTurn(), text=ability.text)
    assert refused("{R}: This creature gets +1/+0 until end of turn. Activate only twice each turn.") == [
        "{R}: This creature gets +1/+0 until end of turn. Activate only twice each turn."]  # 602.5b, not read yet


def test_where_x_is() -> None:
    text = "{3}{W}: This creature gets +X/+0 until end of turn, where X is its toughness."
    assert creature(text) == (dsl.Activated(dsl.Cost(mana="{3}{W}"),
                                            (dsl.ModifyPT(dsl.ToughnessOf(dsl.Self()), 0, dsl.Self()),), text=text),)


def test_loyalty_abilities() -> None:
    text = "+1: Draw a card.\n0: You gain 2 life.\n−3: Destroy target creature."
    assert compile_text("Test Walker", text, ("Planeswalker",), supertypes=("Legendary",)) == (
        dsl.Activated(dsl.Cost(loyalty=1), (dsl.Draw(1),), text="+1: Draw a card."),
        dsl.Activated(dsl.Cost(loyalty=0), (dsl.GainLife(2),), text="0: You gain 2 life."),
        dsl.Activated(dsl.Cost(loyalty=-3), (dsl.Destroy(dsl.Target(0)),), (dsl.TargetSpec(filter=CREATURE),),
                      text="−3: Destroy target creature."))


# --------------------------------------------------------------------------------------------
# Triggered abilities
# --------------------------------------------------------------------------------------------


def test_viashino_pyromancer() -> None:
    text = "When this creature enters, it deals 2 damage to target player or planeswalker."
    assert creature(text, "Viashino Pyromancer") == (dsl.Triggered(
        dsl.Trigger("enters", self_only=True), (dsl.DealDamage(2, dsl.Target(0), dsl.Self()),),
        (dsl.TargetSpec(kind="any", filter=dsl.Filter(types=("Planeswalker",))),), text=text),)


def test_charging_paladin() -> None:
    text = "Whenever this creature attacks, it gets +0/+3 until end of turn."
    assert creature(text, "Charging Paladin") == (
        dsl.Triggered(dsl.Trigger("attacks", self_only=True), (dsl.ModifyPT(0, 3, dsl.Self()),), text=text),)


def test_self_references_by_name_and_old_wording() -> None:
    """"enters the battlefield" and "enters" are the same; a legendary card may use its short
    name."""
    expected = (dsl.Trigger("enters", self_only=True), (dsl.Draw(1),))
    for name, text, supertypes in [
        ("Test Creature", "When Test Creature enters the battlefield, draw a card.", ()),
        ("Test Creature", "When this creature enters, draw a card.", ()),
        ("Linden, the Steadfast Queen", "When Linden enters, draw a card.", ("Legendary",)),
    ]:
        (ability,) = creature(text, name, supertypes=supertypes)
        assert (ability.trigger, ability.effects) == expected


def test_optional_trigger_and_graveyard_target() -> None:
    text = "When Stoic Builder enters the battlefield, you may return target land card from your graveyard to your hand."
    assert creature(text, "Stoic Builder") == (dsl.Triggered(
        dsl.Trigger("enters", self_only=True), (dsl.ReturnToHand(dsl.Target(0)),),
        (dsl.TargetSpec(kind="card", zone="graveyard", filter=dsl.Filter(types=("Land",), owner="you")),),
        optional=True, text=text),)


def test_intervening_if() -> None:
    """603.4: the condition is checked as the ability triggers and resolves."""
    (ability,) = creature("When this creature enters, if you control another creature named Faerie Miscreant, "
                          "draw a card.", "Faerie Miscreant")
    assert ability.condition == dsl.YouControl(
        dsl.Filter(types=("Creature",), controller="you", other=True, name="Faerie Miscreant"))
    assert ability.effects == (dsl.Draw(1),)


def test_step_triggers() -> None:
    (upkeep,) = creature("At the beginning of your upkeep, you gain 1 life.")
    assert upkeep.trigger == dsl.Trigger("step", step="upkeep", whose="you")
    (end,) = creature("At the beginning of each end step, draw a card.")
    assert end.trigger == dsl.Trigger("step", step="end", whose="any")
    (combat,) = creature("At the beginning of combat on your turn, this creature gets +1/+1 until end of turn.")
    assert combat.trigger == dsl.Trigger("step", step="beginning_of_combat", whose="you")


def test_cast_triggers() -> None:
    (ability,) = creature("Whenever an opponent casts a multicolored spell, you gain 1 life.")
    assert ability == dsl.Triggered(dsl.Trigger("cast", who="opponent", spell=dsl.Filter(multicolored=True)),
                                    (dsl.GainLife(1),), text=ability.text)
    (ability,) = creature("Whenever a player casts a spell from a graveyard, this creature deals 3 damage to "
                          "that player.")
    assert ability.trigger == dsl.Trigger("cast", who="any", from_zone="graveyard")
    assert ability.effects == (dsl.DealDamage(3, dsl.TriggeringPlayer(), dsl.Self()),)
    (ability,) = creature("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.")
    assert ability.trigger == dsl.Trigger("cast", who="you", spell=dsl.Filter(not_types=("Creature",)))


def test_combat_and_death_triggers() -> None:
    (ability,) = creature("Whenever this creature deals combat damage to a player, each player mills a card.")
    assert ability == dsl.Triggered(dsl.Trigger("combat_damage_to_player", self_only=True),
                                    (dsl.Mill(1, dsl.EachPlayer()),), text=ability.text)
    (ability,) = creature("Whenever this creature attacks, defending player loses 1 life.")
    assert ability.effects == (dsl.LoseLife(1, dsl.TriggeringPlayer()),)
    (ability,) = creature("When this creature dies, create a Blood token.")
    assert (ability.trigger, ability.effects) == (dsl.Trigger("dies", self_only=True), (dsl.CreateToken("Blood"),))
    (ability,) = creature("Whenever another creature you control dies, create a Treasure token.")
    assert ability.trigger == dsl.Trigger("dies", subject=dsl.Filter(types=("Creature",), controller="you",
                                                                      other=True))
    (ability,) = creature("Whenever a nontoken Goblin you control dies, you gain 1 life.")
    assert ability.trigger == dsl.Trigger("dies", subject=dsl.Filter(types=("Creature",), subtypes=("Goblin",),
                                                                      controller="you", token=False))
    (ability,) = creature("Whenever a white creature you control attacks, you gain 1 life.")
    assert ability.trigger == dsl.Trigger("attacks", subject=dsl.Filter(types=("Creature",), colors=("W",),
                                                                         controller="you"))


def test_dies_trigger_returns_the_new_object() -> None:
    """400.7d: a trigger on going to the graveyard finds the card there; "~" as a damage source
    or a counted value is last known information."""
    text = "When Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand."
    (ability,) = compile_text("Rancor", text, ("Enchantment",), subtypes=("Aura",))
    assert ability == dsl.Triggered(dsl.Trigger("put_into_graveyard", self_only=True),
                                    (dsl.ReturnToHand(dsl.Triggering()),), text=text)
    (ability,) = creature("When Test Creature dies, create a 1/1 colorless Thopter artifact creature token with "
                          "flying for each +1/+1 counter on Test Creature.")
    assert ability.effects == (dsl.CreateToken("Thopter", dsl.CountersOn(dsl.Self(), "+1/+1")),)


def test_for_each() -> None:
    (ability,) = creature("When this creature enters, you gain 2 life for each creature you control named "
                          "Cleric of the Forward Order.", "Cleric of the Forward Order")
    counted = dsl.CountOf(dsl.Filter(types=("Creature",), controller="you", name="Cleric of the Forward Order"))
    assert ability.effects == (dsl.GainLife(dsl.Times(counted, 2)),)


def test_exile_until_this_leaves() -> None:
    text = ("When this enchantment enters, exile target nonland permanent an opponent controls until this "
            "enchantment leaves the battlefield.")
    (ability,) = compile_text("Banishing Light", text, ("Enchantment",))
    assert ability.effects == (dsl.Exile(dsl.Target(0), until_source_leaves=True),)
    assert ability.targets == (dsl.TargetSpec(filter=dsl.Filter(not_types=("Land",), controller="opponent")),)


# --------------------------------------------------------------------------------------------
# Static abilities and replacement effects
# --------------------------------------------------------------------------------------------


def test_bonesplitter() -> None:
    assert compile_text("Bonesplitter", "Equipped creature gets +2/+0.\nEquip {1}", ("Artifact",),
                        subtypes=("Equipment",)) == (
        dsl.Static(dsl.Anthem(affects="attached", power=2), text="Equipped creature gets +2/+0."),
        dsl.Keyword("equip", cost="{1}", text="Equip {1}"))


def test_auras_and_anthems() -> None:
    (_, static) = compile_text("Rancor", "Enchant creature\nEnchanted creature gets +2/+0 and has trample.",
                               ("Enchantment",), subtypes=("Aura",))
    assert static == dsl.Static(dsl.Anthem(affects="attached", power=2, keywords=("trample",)),
                                text="Enchanted creature gets +2/+0 and has trample.")
    (static,) = creature("Golems you control have first strike.")
    assert static == dsl.Static(dsl.Anthem(affects=dsl.Filter(types=("Creature",), subtypes=("Golem",),
                                                              controller="you"), keywords=("first strike",)),
                                text="Golems you control have first strike.")
    (static,) = creature("Other Elves you control get +1/+1.")
    assert static.effect == dsl.Anthem(dsl.Filter(types=("Creature",), subtypes=("Elf",), controller="you",
                                                  other=True), power=1, toughness=1)
    (static,) = creature("Creatures you control with flying get +1/+1.")
    assert static.effect == dsl.Anthem(dsl.Filter(types=("Creature",), controller="you", keywords=("flying",)),
                                       power=1, toughness=1)


def test_conditional_statics() -> None:
    (static,) = creature("During your turn, this creature has lifelink.")
    assert static.effect == dsl.Anthem("self", keywords=("lifelink",), condition=dsl.DuringYourTurn())
    (static,) = creature("This creature has first strike as long as it's attacking.")
    assert static.effect == dsl.Anthem("self", keywords=("first strike",), condition=dsl.SelfAttacking())
    (static,) = creature("This creature can't attack unless you control a 1/1 creature.")
    assert static.effect == dsl.CantAttackUnless(dsl.YouControl(dsl.Filter(
        types=("Creature",), controller="you", power_ge=1, power_le=1, toughness_ge=1, toughness_le=1)))


def test_other_statics() -> None:
    (static,) = compile_text("Test", "Noncreature spells cost {1} more to cast.", ("Artifact",))
    assert static.effect == dsl.CostChange(1, dsl.Filter(not_types=("Creature",)), "any")
    text = ("Creatures can't attack you unless their controller pays {2} for each creature they control that's "
            "attacking you.")
    assert compile_text("Propaganda", text, ("Enchantment",)) == (dsl.Static(dsl.AttackTax(mana="{2}"), text=text),)


def test_enters_with_counters() -> None:
    text = "Hangarback Walker enters the battlefield with X +1/+1 counters on it."
    assert compile_text("Hangarback Walker", text, ("Artifact", "Creature"), mana_cost="{X}{X}") == (
        dsl.Replacement(dsl.EntersWithCounters("+1/+1", dsl.X()), text=text),)
    assert creature("This creature enters with two +1/+1 counters on it.")[0].effect == dsl.EntersWithCounters(
        "+1/+1", 2)


# --------------------------------------------------------------------------------------------
# Refusal: never a partial card
# --------------------------------------------------------------------------------------------


def test_unknown_sentence_is_listed() -> None:
    """The spell is refused whole, and only the line that fails is blamed (issue 16)."""
    with pytest.raises(UncompilableText) as info:
        compile_text("Test Spell", "Draw a card.\nFrobnicate the bandersnatch.", ("Instant",))
    assert info.value.card == "Test Spell"
    assert info.value.phrases == ["Frobnicate the bandersnatch."]


def test_every_bad_line_is_listed_and_good_ones_are_not() -> None:
    text = "Flying\nThis creature can't block alone this turn.\n{T}: Add {G}.\nWhenever this creature attacks, goad it."
    assert refused(text) == ["This creature can't block alone this turn.", "Whenever this creature attacks, goad it."]


# Made-up lines no compiler will ever read: nonsense words in the shape of rules text.
NONSENSE = ["Frobnicate the bandersnatch.", "Whenever a snark gyres, gimble one wabe.",
            "{T}: Zorp target flibbertigibbet."]


def nonsense_card(name: str, *lines: str) -> CardRecord:
    """A made-up creature card whose text is these lines."""
    return CardRecord(name, "normal", (FaceRecord(name, "{1}{G}", "Creature — Bear", (), ("Creature",), ("Bear",), ("G",),
                                                  "2", "2", None, "\n".join(lines)),))


@pytest.mark.parametrize("text", NONSENSE)
def test_unreadable_text_is_refused_by_name_with_the_phrase_quoted(text: str) -> None:
    """A card whose text the compiler can't read is refused as a whole: the error names the
    card and quotes the line it can't read, and not the lines it can."""
    with pytest.raises(UncompilableText) as info:
        compile_record(nonsense_card("Test Jabberwock", "Flying", text, "Trample"))
    assert info.value.card == "Test Jabberwock" and info.value.phrases == [text]
    assert str(info.value) == f"Test Jabberwock: can't compile: {text}"


def test_resolving_a_card_with_unreadable_text_names_it_and_quotes_the_phrases() -> None:
    """A known card the engine can't play is refused by name (UnsupportedCardError), quoting
    each line the compiler couldn't read, whatever the case of the name asked for."""
    with registry.scope():
        assert registry.register_records([nonsense_card("Test Jabberwock", "Flying", *NONSENSE[:2])]) == []
        for asked in ("Test Jabberwock", "test jabberwock"):
            with pytest.raises(registry.UnsupportedCardError) as info:
                registry.resolve_name(asked)
            assert info.value.name == "Test Jabberwock"
            assert str(info.value) == ("'Test Jabberwock': not supported: the engine can't play this text yet: "
                                       + "; ".join(NONSENSE[:2]))
        assert registry.unsupported()["Test Jabberwock"] == NONSENSE[:2]
        assert not registry.is_supported("Test Jabberwock")


def test_compile_record_is_all_or_nothing() -> None:
    """A card with a face the compiler doesn't understand is refused as a whole (no partial
    card), listing only the lines concerned."""
    good = FaceRecord("Good Half", "{R}", "Instant", (), ("Instant",), (), ("R",), None, None, None,
                      "Good Half deals 2 damage to any target.")
    bad = FaceRecord("Bad Half", "{G}", "Sorcery", (), ("Sorcery",), (), ("G",), None, None, None,
                     "Draw a card.\nFlibber the jabberwock.", side="b")
    with pytest.raises(UncompilableText) as info:
        compile_record(CardRecord("Good Half // Bad Half", "modal_dfc", (good, bad)))
    assert info.value.phrases == ["Flibber the jabberwock."]
    card = compile_record(CardRecord("Good Half", "normal", (good,)))
    assert card.source == "compiled" and card.front.abilities[0].effects == (dsl.DealDamage(2, dsl.Target(0)),)


def test_layouts_the_engine_cannot_play_are_refused() -> None:
    """A meld card (712.4) compiles face by face, but the engine would play it as one face.
    (Flip cards, 710, are played: tests/rules/test_flip_cards.py.)"""
    bruna = FaceRecord("Bruna, the Fading Light", "{5}{W}{W}", "Legendary Creature", ("Legendary",), ("Creature",), (),
                       ("W",), "5", "7", None, "Flying, vigilance")
    brisela = FaceRecord("Brisela, Voice of Nightmares", None, "Legendary Creature", ("Legendary",), ("Creature",), (),
                         ("W",), "9", "10", None, "Flying, first strike, vigilance, lifelink", side="b")
    with pytest.raises(UncompilableText) as info:
        compile_record(CardRecord("Bruna, the Fading Light // Brisela, Voice of Nightmares", "meld", (bruna, brisela)))
    assert info.value.phrases == ["(a card with the meld layout)"]


def test_a_split_card_compiles_with_its_layout() -> None:
    """709: a split card whose halves compile is played as a split card (tests/rules/test_split_cards.py)."""
    fire = FaceRecord("Fire", "{1}{R}", "Instant", (), ("Instant",), (), ("R",), None, None, None,
                      "Fire deals 2 damage to any target.")
    ice = FaceRecord("Ice", "{1}{U}", "Instant", (), ("Instant",), (), ("U",), None, None, None,
                     "Tap target permanent.\nDraw a card.", side="b")
    definition = compile_record(CardRecord("Fire // Ice", "split", (fire, ice)))
    assert definition.layout == "split" and [f.name for f in definition.faces] == ["Fire", "Ice"]


# --------------------------------------------------------------------------------------------
# Coverage of the bundled database
# --------------------------------------------------------------------------------------------


def test_coverage_of_the_bundled_database() -> None:
    db = load_database()
    supported, failures = coverage(db)
    assert sorted(supported + list(failures)) == db.names()
    for name in ["Lightning Bolt", "Doom Blade", "Giant Growth", "Serra Angel", "Vampire Nighthawk", "Forest",
                 "Llanowar Elves", "Birds of Paradise", "Counterspell", "Essence Scatter", "Negate", "Mana Tithe",
                 "Rampant Growth", "Divination", "Prosperity", "Wrath of God", "Cut Down", "Bonesplitter",
                 "Spectral Sailor", "Viashino Pyromancer", "Charging Paladin", "Think Twice", "Blade Splicer",
                 "Cloudreader Sphinx", "Baneslayer Angel", "Sphinx of the Steel Wind", "Zombify", "Annihilate",
                 "Opt", "Revitalize", "Grizzly Bears", "Monastery Swiftspear", "Ultimate Price", "Walk the Plank"]:
        assert name in supported, (name, failures.get(name))
    assert all(isinstance(p, str) and p for phrases in failures.values() for p in phrases)


def test_compiled_records_keep_the_printed_characteristics() -> None:
    card = compile_record(load_database().get("Giant Killer // Chop Down"))
    assert card.layout == "adventure" and [f.name for f in card.faces] == ["Giant Killer", "Chop Down"]
    assert card.faces[1].abilities == (dsl.SpellAbility(
        (dsl.Destroy(dsl.Target(0)),), (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), power_ge=4)),),
        text="Destroy target creature with power 4 or greater."),)
