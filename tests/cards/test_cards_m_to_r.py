"""Bundled cards Mana Reflection .. Revitalize, each played through the engine and checked
against its Oracle text (`manastack cards show NAME`)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, check_printed, events, life, pool, position

from manastack.engine.decision import IllegalAction

# ---------------------------------------------------------------------------- helpers


def priority_to(d, player: str) -> None:
    d.until_priority(d.player(player))


# ---------------------------------------------------------------------------- Mana Reflection


def test_mana_reflection_doubles_mana_from_tapped_permanents() -> None:
    """Mana Reflection: "If you tap a permanent for mana, it produces twice as much of that mana
    instead." (106.12b, 614.1a): a land and a creature each give twice their mana."""
    d = position({"alice": {"hand": ["Mana Reflection", "Island"], "battlefield": [{"card": "Forest", "count": 6}]}})
    cast(d, "alice", "Mana Reflection")
    assert "Mana Reflection" in battlefield(d, "alice")
    d.act("alice", "plays", "Island")
    d.act("alice", "activates", "Island")
    assert pool(d, "alice") == {"U": 2}
    d = position({"alice": {"battlefield": ["Mana Reflection", "Llanowar Elves"]}})
    d.act("alice", "activates", "Llanowar Elves")
    assert pool(d, "alice") == {"G": 2}


def test_mana_reflection_doubles_only_its_controllers_mana() -> None:
    """Mana Reflection: "If you tap": the opponent's Mountain still gives one {R}."""
    d = position({"alice": {"battlefield": ["Mana Reflection", "Forest"]}, "bob": {"battlefield": ["Mountain"]}})
    d.act("alice", "activates", "Forest")
    assert pool(d, "alice") == {"G": 2}
    priority_to(d, "bob")
    d.act("bob", "activates", "Mountain")
    assert pool(d, "bob") == {"R": 1}


def test_mana_reflection_doesnt_double_an_untap_symbol_ability() -> None:
    """Mana Reflection applies to tapping for mana only: Pili-Pala's "{2}, {Q}: Add one mana of
    any color." untaps it, so it adds one mana (its {2} is paid by a doubled Forest)."""
    d = position({"alice": {"battlefield": ["Mana Reflection", "Forest", {"card": "Pili-Pala", "tapped": True}]}})
    d.queued[0] = ["blue"]
    d.act("alice", "activates", "Pili-Pala")
    assert pool(d, "alice") == {"U": 1}


# ---------------------------------------------------------------------------- Mana Tithe


def test_mana_tithe_counters_a_spell_whose_controller_cant_pay() -> None:
    """Mana Tithe: "Counter target spell unless its controller pays {1}." (701.6)"""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
                  "bob": {"hand": ["Mana Tithe"], "battlefield": ["Plains"]}})
    d.act("alice", "casts", "Grizzly Bears")
    d.act("bob", "casts", "Mana Tithe", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"]
    assert cards(d, "bob", "graveyard") == ["Mana Tithe"]
    assert battlefield(d, "alice") == ["Forest", "Forest"]


def test_mana_tithe_spell_resolves_if_its_controller_pays() -> None:
    """Mana Tithe: the controller pays {1} and the spell resolves."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Forest"]},
                  "bob": {"hand": ["Mana Tithe"], "battlefield": ["Plains"]}})
    d.act("alice", "casts", "Grizzly Bears")
    d.act("bob", "casts", "Mana Tithe", targets=["Grizzly Bears"])
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert "Grizzly Bears" in battlefield(d, "alice")
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.chars(o).name == "Forest")


# ---------------------------------------------------------------------------- Monastery Swiftspear


def test_monastery_swiftspear_haste_attacks_the_turn_it_is_cast() -> None:
    """Monastery Swiftspear: "Haste" (702.10b): cast this turn, it attacks for 1."""
    d = position({"alice": {"hand": ["Monastery Swiftspear"], "battlefield": ["Mountain"], "library": ["Mountain"]}})
    cast(d, "alice", "Monastery Swiftspear")
    check_printed(d, "Monastery Swiftspear", power=1, toughness=2, types=("Creature",), subtypes=("Human", "Monk"),
                  colors=("R",), mana_value=1, keywords=("haste", "prowess"))
    d.attack("alice", ["Monastery Swiftspear"])
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 19


def test_monastery_swiftspear_prowess_pumps_on_noncreature_spells_only() -> None:
    """Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1
    until end of turn." A creature spell doesn't trigger it."""
    d = position({"alice": {"hand": ["Shock", "Savannah Lions"], "battlefield": ["Monastery Swiftspear", "Mountain", "Plains"]}})
    swift = d.object("Monastery Swiftspear")
    cast(d, "alice", "Savannah Lions")
    assert (d.game.chars(swift).power, d.game.chars(swift).toughness) == (1, 2)
    cast(d, "alice", "Shock", targets=["bob"])
    assert (d.game.chars(swift).power, d.game.chars(swift).toughness) == (2, 3)
    d.pass_until(lambda: d.game.state.turn == 2 and d.game.state.step == "upkeep")
    assert (d.game.chars(swift).power, d.game.chars(swift).toughness) == (1, 2)


# ---------------------------------------------------------------------------- basic lands


@pytest.mark.parametrize(("land", "subtype", "mana"), [("Mountain", "Mountain", "R"), ("Plains", "Plains", "W")])
def test_basic_land_played_taps_for_its_color(land, subtype, mana) -> None:
    """Mountain "({T}: Add {R}.)", Plains "({T}: Add {W}.)" (305.6): played from hand, it is a
    Basic Land with its land type, and taps for its mana."""
    d = position({"alice": {"hand": [land]}})
    d.act("alice", "plays", land)
    oid = d.object(land)
    chars = d.game.chars(oid)
    assert chars.types == frozenset({"Land"}) and chars.subtypes == frozenset({subtype})
    assert chars.supertypes == frozenset({"Basic"}) and chars.colors == frozenset()
    d.act("alice", "activates", land)
    assert pool(d, "alice") == {mana: 1}


# ---------------------------------------------------------------------------- Mox Pearl


def test_mox_pearl_is_free_and_taps_for_white_at_once() -> None:
    """Mox Pearl: {0} Artifact, "{T}: Add {W}." An artifact can tap the turn it arrives (302.6
    applies to creatures only)."""
    d = position({"alice": {"hand": ["Mox Pearl", "Savannah Lions"]}})
    cast(d, "alice", "Mox Pearl")
    mox = d.object("Mox Pearl")
    chars = d.game.chars(mox)
    assert chars.types == frozenset({"Artifact"}) and chars.mana_value == 0 and chars.colors == frozenset()
    cast(d, "alice", "Savannah Lions")
    assert "Savannah Lions" in battlefield(d, "alice")
    assert d.game.state.objects[mox].tapped


# ---------------------------------------------------------------------------- Muldrotha


MULDROTHA = "Muldrotha, the Gravetide"


def test_muldrotha_cast_has_printed_characteristics() -> None:
    """Muldrotha, the Gravetide: {3}{B}{G}{U} Legendary Creature — Elemental Avatar 6/6."""
    d = position({"alice": {"hand": [MULDROTHA], "battlefield": ["Swamp", "Forest", "Island", "Swamp", "Swamp", "Swamp"]}})
    cast(d, "alice", MULDROTHA)
    check_printed(d, MULDROTHA, power=6, toughness=6, types=("Creature",), subtypes=("Elemental", "Avatar"),
                  supertypes=("Legendary",), colors=("U", "B", "G"), mana_value=6)


def test_muldrotha_plays_a_land_from_the_graveyard_once() -> None:
    """Muldrotha: "During each of your turns, you may play a land ... from your graveyard." It
    is the turn's land play (305.2): a second land can't be played."""
    d = position({"alice": {"graveyard": ["Forest", "Island"], "hand": ["Swamp"], "battlefield": [MULDROTHA]}})
    d.act("alice", "plays", "Forest", from_zone="graveyard")
    assert "Forest" in battlefield(d, "alice")
    assert cards(d, "alice", "graveyard") == ["Island"]
    with pytest.raises(IllegalAction):
        d.act("alice", "plays", "Island", from_zone="graveyard")
    with pytest.raises(IllegalAction):
        d.act("alice", "plays", "Swamp")


def test_muldrotha_casts_one_permanent_spell_of_each_type() -> None:
    """Muldrotha: "cast a permanent spell of each permanent type from your graveyard": one
    creature, one enchantment, one planeswalker; a second creature is refused."""
    d = position({"alice": {"graveyard": ["Grizzly Bears", "Savannah Lions", "Hardened Scales", "Jace, the Mind Sculptor"],
                            "battlefield": [MULDROTHA, {"card": "Island", "count": 4}, {"card": "Forest", "count": 2},
                                            {"card": "Plains", "count": 1}]}})
    cast(d, "alice", "Grizzly Bears", from_zone="graveyard")
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Savannah Lions", from_zone="graveyard")
    cast(d, "alice", "Hardened Scales", from_zone="graveyard")
    cast(d, "alice", "Jace, the Mind Sculptor", from_zone="graveyard")
    assert {"Grizzly Bears", "Hardened Scales", "Jace, the Mind Sculptor"} <= set(battlefield(d, "alice"))
    assert cards(d, "alice", "graveyard") == ["Savannah Lions"]


def test_muldrotha_multi_type_card_uses_the_type_you_choose() -> None:
    """Muldrotha: "(If a card has multiple permanent types, choose one as you play it.)":
    Ornithopter cast as the artifact leaves the creature permission for Grizzly Bears."""
    d = position({"alice": {"graveyard": ["Ornithopter", "Grizzly Bears"],
                            "battlefield": [MULDROTHA, "Forest", "Forest"]}})
    cast(d, "alice", "Ornithopter", from_zone="graveyard", choices=["Artifact"])
    cast(d, "alice", "Grizzly Bears", from_zone="graveyard")
    assert {"Ornithopter", "Grizzly Bears"} <= set(battlefield(d, "alice"))
    assert cards(d, "alice", "graveyard") == []


def test_muldrotha_multi_type_card_chosen_as_creature_blocks_another_creature() -> None:
    """Muldrotha: Ornithopter cast choosing creature uses the creature permission; an artifact
    could still be cast, but Grizzly Bears can't."""
    d = position({"alice": {"graveyard": ["Ornithopter", "Grizzly Bears", "Mox Pearl"],
                            "battlefield": [MULDROTHA, "Forest", "Forest"]}})
    cast(d, "alice", "Ornithopter", from_zone="graveyard", choices=["Creature"])
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Grizzly Bears", from_zone="graveyard")
    cast(d, "alice", "Mox Pearl", from_zone="graveyard")
    assert {"Ornithopter", "Mox Pearl"} <= set(battlefield(d, "alice"))


def test_muldrotha_flash_permanent_from_graveyard_at_instant_speed_in_your_turn() -> None:
    """Muldrotha: "During each of your turns" the permission keeps the card's timing: Spectral
    Sailor (flash) is cast from the graveyard in alice's beginning of combat step."""
    d = position({"alice": {"graveyard": ["Spectral Sailor"], "battlefield": [MULDROTHA, "Island"]},
                  "step": "beginning_of_combat"})
    cast(d, "alice", "Spectral Sailor", from_zone="graveyard")
    assert "Spectral Sailor" in battlefield(d, "alice")


def test_muldrotha_gives_nothing_on_an_opponents_turn() -> None:
    """Muldrotha: "During each of your turns": on the opponent's turn, Spectral Sailor (flash)
    can't be cast from the graveyard."""
    d = position({"alice": {"graveyard": ["Spectral Sailor"], "battlefield": [MULDROTHA, "Island"]},
                  "bob": {}, "active": "bob"})
    priority_to(d, "alice")
    assert not [o for o in d.decision.options if o.kind == "cast"]


def test_muldrotha_permission_returns_next_turn() -> None:
    """Muldrotha: "During each of your turns": the creature permission used this turn is
    available again in alice's next turn."""
    d = position({"alice": {"graveyard": ["Grizzly Bears", "Savannah Lions"], "library": ["Island", "Island"],
                            "battlefield": [MULDROTHA, "Forest", "Forest", "Plains"]},
                  "bob": {"library": ["Swamp", "Swamp"]}})
    cast(d, "alice", "Grizzly Bears", from_zone="graveyard")
    d.pass_until(lambda: d.game.state.turn == 3 and d.game.state.step == "main1")
    cast(d, "alice", "Savannah Lions", from_zone="graveyard")
    assert {"Grizzly Bears", "Savannah Lions"} <= set(battlefield(d, "alice"))


# ---------------------------------------------------------------------------- removal


def test_murder_destroys_target_creature_at_instant_speed() -> None:
    """Murder: {1}{B}{B} Instant, "Destroy target creature." (701.8): cast in the opponent's
    combat at an attacking creature."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]},
                  "bob": {"battlefield": ["Serra Angel"], "library": ["Plains"]}, "active": "bob"})
    d.attack("bob", ["Serra Angel"])
    cast(d, "alice", "Murder", targets=["Serra Angel"])
    assert cards(d, "bob", "graveyard") == ["Serra Angel"]
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "alice") == 20


def test_naturalize_destroys_an_artifact_or_an_enchantment() -> None:
    """Naturalize: "Destroy target artifact or enchantment." — Mox Pearl and Propaganda are
    legal targets, Grizzly Bears isn't."""
    d = position({"alice": {"hand": ["Naturalize", "Naturalize"], "battlefield": [{"card": "Forest", "count": 4}]},
                  "bob": {"battlefield": ["Mox Pearl", "Propaganda", "Grizzly Bears"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Naturalize", targets=["Grizzly Bears"])
    d = position({"alice": {"hand": ["Naturalize", "Naturalize"], "battlefield": [{"card": "Forest", "count": 4}]},
                  "bob": {"battlefield": ["Mox Pearl", "Propaganda", "Grizzly Bears"]}})
    cast(d, "alice", "Naturalize", targets=["Mox Pearl"])
    cast(d, "alice", "Naturalize", targets=["Propaganda"])
    assert sorted(cards(d, "bob", "graveyard")) == ["Mox Pearl", "Propaganda"]
    assert battlefield(d, "bob") == ["Grizzly Bears"]


def test_negate_counters_a_noncreature_spell() -> None:
    """Negate: "Counter target noncreature spell." (701.6a): Lightning Bolt is countered; bob's
    life is unchanged."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Negate"], "battlefield": ["Island", "Island"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.act("bob", "casts", "Negate", targets=["Lightning Bolt"])
    d.resolve(None)
    assert life(d, "bob") == 20
    assert cards(d, "alice", "graveyard") == ["Lightning Bolt"]
    assert cards(d, "bob", "graveyard") == ["Negate"]
    assert events(d.game, "countered")


def negate_castable(d) -> bool:
    """Whether bob's Negate is among his options at his priority."""
    priority_to(d, "bob")
    return any(o.kind == "cast" and o.value[0] == d.object("Negate") for o in d.decision.options)


def test_negate_cant_target_a_creature_spell() -> None:
    """Negate: "Counter target noncreature spell." (115.1, 601.2c): with alice's Grizzly Bears
    alone on the stack Negate can't be cast (no legal target); in the same position with two
    noncreature spells above the Bears, it is cast, its target choice offers those two and not
    the Bears, and it counters the one chosen."""
    state = {"alice": {"hand": ["Grizzly Bears", "Shock", "Lightning Bolt"], "battlefield": ["Forest", "Forest", "Mountain", "Mountain"]},
             "bob": {"hand": ["Negate"], "battlefield": ["Island", "Island"]}}
    d = position(state)
    d.act("alice", "casts", "Grizzly Bears")
    assert not negate_castable(d)
    with pytest.raises(IllegalAction):
        d.act("bob", "casts", "Negate", targets=["Grizzly Bears"])

    d = position(state)
    d.act("alice", "casts", "Grizzly Bears")
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert negate_castable(d)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.value[0] == d.object("Negate")))
    assert d.decision.kind == "target"
    assert sorted(o.label.split(" (")[0] for o in d.decision.options if o.kind == "target") == ["Lightning Bolt", "Shock"]
    d.choose(next(o for o in d.decision.options if o.label.startswith("Shock")))
    d.finish_action(1)
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Negate"]
    assert sorted(cards(d, "alice", "graveyard")) == ["Lightning Bolt", "Shock"]
    assert "Grizzly Bears" in battlefield(d, "alice")
    assert life(d, "bob") == 17


# ---------------------------------------------------------------------------- Opt


def test_opt_scry_to_bottom_then_draw() -> None:
    """Opt: "Scry 1. (Look at the top card of your library. You may put that card on the
    bottom.) Draw a card." (701.22a): the top card goes to the bottom, the next is drawn."""
    d = position({"alice": {"hand": ["Opt"], "battlefield": ["Island"], "library": ["Swamp", "Lightning Bolt", "Plains"]}})
    d.queued[0] = ["bottom"]
    cast(d, "alice", "Opt")
    assert cards(d, "alice", "hand") == ["Lightning Bolt"]
    assert cards(d, "alice", "library") == ["Plains", "Swamp"]


def test_opt_scry_keep_on_top_then_draw_it() -> None:
    """Opt: keeping the card on top, the draw takes that card."""
    d = position({"alice": {"hand": ["Opt"], "battlefield": ["Island"], "library": ["Swamp", "Lightning Bolt"]}})
    d.queued[0] = ["top"]
    cast(d, "alice", "Opt")
    assert cards(d, "alice", "hand") == ["Swamp"]
    assert cards(d, "alice", "library") == ["Lightning Bolt"]


# ---------------------------------------------------------------------------- Order of Whiteclay


def test_order_of_whiteclay_reanimates_a_small_creature_using_untap() -> None:
    """Order of Whiteclay: "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or
    less from your graveyard to the battlefield." {Q} untaps it (107.6), so it must be tapped
    and not summoning sick."""
    d = position({"alice": {"graveyard": ["Serra Angel"],
                            "battlefield": [{"card": "Order of Whiteclay", "tapped": True}, {"card": "Plains", "count": 3}]}})
    with pytest.raises(IllegalAction, match="no legal targets"):
        d.act("alice", "activates", "Order of Whiteclay")
    d = position({"alice": {"graveyard": ["Savannah Lions", "Serra Angel"],
                            "battlefield": [{"card": "Order of Whiteclay", "tapped": True}, {"card": "Plains", "count": 3}]}})
    d.act("alice", "activates", "Order of Whiteclay", targets=["Savannah Lions"])
    assert not d.game.state.objects[d.object("Order of Whiteclay")].tapped
    d.resolve(None)
    assert "Savannah Lions" in battlefield(d, "alice")
    assert cards(d, "alice", "graveyard") == ["Serra Angel"]


def test_order_of_whiteclay_cant_activate_while_untapped() -> None:
    """Order of Whiteclay: the {Q} cost can't be paid by an untapped permanent (107.6)."""
    d = position({"alice": {"graveyard": ["Savannah Lions"],
                            "battlefield": ["Order of Whiteclay", {"card": "Plains", "count": 3}]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Order of Whiteclay", targets=["Savannah Lions"])


def test_order_of_whiteclay_cast_has_printed_characteristics() -> None:
    """Order of Whiteclay: {1}{W}{W} Creature — Kithkin Cleric 1/4."""
    d = position({"alice": {"hand": ["Order of Whiteclay"], "battlefield": [{"card": "Plains", "count": 3}]}})
    cast(d, "alice", "Order of Whiteclay")
    check_printed(d, "Order of Whiteclay", power=1, toughness=4, types=("Creature",), subtypes=("Kithkin", "Cleric"),
                  colors=("W",), mana_value=3)


# ---------------------------------------------------------------------------- Ornithopter


def test_ornithopter_is_a_free_flying_blocker() -> None:
    """Ornithopter: {0} Artifact Creature — Thopter 0/2, "Flying": it can block a flier
    (702.9b) and survives Healer's Hawk's 1 damage."""
    d = position({"alice": {"hand": ["Ornithopter"], "library": ["Plains"]},
                  "bob": {"battlefield": ["Healer's Hawk"], "library": ["Plains"]}})
    cast(d, "alice", "Ornithopter")
    check_printed(d, "Ornithopter", power=0, toughness=2, types=("Artifact", "Creature"), subtypes=("Thopter",),
                  mana_value=0, keywords=("flying",))
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    d.attack("bob", ["Healer's Hawk"])
    d.block("alice", {"Ornithopter": "Healer's Hawk"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "alice") == 20
    assert d.game.state.objects[d.object("Ornithopter")].damage == 1


# ---------------------------------------------------------------------------- Path to Exile


def test_path_to_exile_exiles_and_its_controller_fetches_a_tapped_basic() -> None:
    """Path to Exile: "Exile target creature. Its controller may search their library for a
    basic land card, put that card onto the battlefield tapped, then shuffle." (701.23)"""
    d = position({"alice": {"hand": ["Path to Exile"], "battlefield": ["Plains"]},
                  "bob": {"battlefield": ["Serra Angel"], "library": ["Savannah Lions", "Swamp", "Reflecting Pool"]}})
    d.act("alice", "casts", "Path to Exile", targets=["Serra Angel"])
    d.queued[1] = ["yes", "Swamp"]
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Serra Angel"]
    swamp = d.object("Swamp")
    assert d.on_battlefield(swamp) and d.game.state.objects[swamp].tapped
    assert d.game.chars(swamp).controller == 1
    assert sorted(cards(d, "bob", "library")) == ["Reflecting Pool", "Savannah Lions"]
    assert events(d.game, "shuffle")


def test_path_to_exile_search_is_optional_and_only_for_basics() -> None:
    """Path to Exile: "may search ... for a basic land card": Reflecting Pool (nonbasic) isn't
    offered, and the player may decline."""
    d = position({"alice": {"hand": ["Path to Exile"], "battlefield": ["Plains"]},
                  "bob": {"battlefield": ["Serra Angel"], "library": ["Reflecting Pool"]}})
    d.act("alice", "casts", "Path to Exile", targets=["Serra Angel"])
    d.queued[1] = ["no"]
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Serra Angel"]
    assert battlefield(d, "bob") == []
    assert cards(d, "bob", "library") == ["Reflecting Pool"]


# ---------------------------------------------------------------------------- Pili-Pala


def test_pili_pala_untaps_to_add_any_color() -> None:
    """Pili-Pala: {2} Artifact Creature — Scarecrow 1/1, "Flying", "{2}, {Q}: Add one mana of
    any color." (107.6, 605.1a)"""
    d = position({"alice": {"hand": ["Pili-Pala"], "battlefield": [{"card": "Forest", "count": 4}]}})
    cast(d, "alice", "Pili-Pala")
    check_printed(d, "Pili-Pala", power=1, toughness=1, types=("Artifact", "Creature"), subtypes=("Scarecrow",),
                  mana_value=2, keywords=("flying",))
    d = position({"alice": {"battlefield": [{"card": "Forest", "count": 2}, {"card": "Pili-Pala", "tapped": True}]}})
    d.queued[0] = ["black"]
    d.act("alice", "activates", "Pili-Pala")
    assert pool(d, "alice") == {"B": 1}
    assert not d.game.state.objects[d.object("Pili-Pala")].tapped


def test_pili_pala_untap_ability_needs_it_under_control_since_turn_start() -> None:
    """Pili-Pala (107.6, 302.6): a creature's {Q} ability can't be activated the turn it came
    under its controller's control."""
    d = position({"alice": {"battlefield": [{"card": "Forest", "count": 2}, {"card": "Pili-Pala", "tapped": True, "sick": True}]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Pili-Pala")
    assert pool(d, "alice") == {}


# ---------------------------------------------------------------------------- Propaganda


def test_propaganda_makes_attackers_cost_two_each() -> None:
    """Propaganda: "Creatures can't attack you unless their controller pays {2} for each
    creature they control that's attacking you." (508.1d, 508.1h)"""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", {"card": "Forest", "count": 3}],
                            "library": ["Forest"]},
                  "bob": {"battlefield": ["Propaganda"]}})
    d.attack("alice", ["Grizzly Bears"])
    with pytest.raises(Exception):  # noqa: B017 - a second attacker would cost {4}: only {3} is available
        d.attack("alice", ["Savannah Lions"])
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 18
    forests = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Forest"]
    assert sum(d.game.state.objects[o].tapped for o in forests) == 2


def test_propaganda_without_mana_no_attack() -> None:
    """Propaganda: with no mana to pay {2}, Grizzly Bears can't attack."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Forest"], "library": ["Forest"]},
                  "bob": {"battlefield": ["Propaganda"]}})
    with pytest.raises(IllegalAction, match="the cost to attack can't be paid"):
        d.attack("alice", ["Grizzly Bears"])
    assert not events(d.game, "attack")


def test_propaganda_doesnt_protect_planeswalkers() -> None:
    """Propaganda: "Creatures can't attack you": attacking bob's Jace costs nothing."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest"]},
                  "bob": {"battlefield": ["Propaganda", "Jace, the Mind Sculptor"]}})
    d.attack("alice", {"Grizzly Bears": "Jace, the Mind Sculptor"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 1
    assert not events(d.game, "payment")


def test_propaganda_cast_is_a_blue_enchantment() -> None:
    """Propaganda: {2}{U} Enchantment."""
    d = position({"alice": {"hand": ["Propaganda"], "battlefield": [{"card": "Island", "count": 3}]}})
    cast(d, "alice", "Propaganda")
    oid = d.object("Propaganda")
    assert d.on_battlefield(oid) and d.game.chars(oid).types == frozenset({"Enchantment"})
    assert d.game.chars(oid).colors == frozenset({"U"}) and d.game.chars(oid).mana_value == 3


# ---------------------------------------------------------------------------- Prosperity


def test_prosperity_each_player_draws_x() -> None:
    """Prosperity: {X}{U} Sorcery, "Each player draws X cards." (107.3)"""
    d = position({"alice": {"hand": ["Prosperity"], "battlefield": [{"card": "Island", "count": 3}],
                            "library": ["Opt", "Shock", "Murder"]},
                  "bob": {"library": ["Swamp", "Plains", "Forest"]}})
    cast(d, "alice", "Prosperity", x=2)
    assert cards(d, "alice", "hand") == ["Opt", "Shock"]
    assert cards(d, "bob", "hand") == ["Swamp", "Plains"]
    assert cards(d, "alice", "graveyard") == ["Prosperity"]


# ---------------------------------------------------------------------------- Rampant Growth


def test_rampant_growth_fetches_a_tapped_basic_land() -> None:
    """Rampant Growth: "Search your library for a basic land card, put that card onto the
    battlefield tapped, then shuffle." (701.23)"""
    d = position({"alice": {"hand": ["Rampant Growth"], "battlefield": ["Forest", "Forest"],
                            "library": ["Reflecting Pool", "Island", "Serra Angel"]}})
    d.queued[0] = ["Island"]
    cast(d, "alice", "Rampant Growth")
    island = d.object("Island")
    assert d.on_battlefield(island) and d.game.state.objects[island].tapped
    assert sorted(cards(d, "alice", "library")) == ["Reflecting Pool", "Serra Angel"]
    assert events(d.game, "shuffle")


def test_rampant_growth_offers_only_basic_lands() -> None:
    """Rampant Growth: "a basic land card": Reflecting Pool and Serra Angel are not offered."""
    d = position({"alice": {"hand": ["Rampant Growth"], "battlefield": ["Forest", "Forest"],
                            "library": ["Reflecting Pool", "Serra Angel", "Plains"]}})
    d.act("alice", "casts", "Rampant Growth")
    d.pass_once()
    assert d.decision.kind == "search"
    assert sorted(o.label for o in d.decision.options if o.kind == "card") == ["Plains"]


# ---------------------------------------------------------------------------- Rancor


def test_rancor_gives_plus_two_and_trample() -> None:
    """Rancor: "Enchant creature" and "Enchanted creature gets +2/+0 and has trample." (702.19b:
    excess damage tramples over a blocker)"""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Grizzly Bears"], "library": ["Forest"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    cast(d, "alice", "Rancor", targets=["Grizzly Bears"])
    bears = d.object("Grizzly Bears")
    rancor = d.object("Rancor")
    assert d.game.state.objects[rancor].attached_to == bears
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (4, 2)
    assert d.game.chars(bears).has("trample")
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Savannah Lions": "Grizzly Bears"})
    d.pass_until(lambda: d.decision.kind == "damage_assignment")
    assert "1 to Savannah Lions, 3 to bob" in [o.label for o in d.decision.options]
    assert "0 to Savannah Lions, 4 to bob" not in [o.label for o in d.decision.options]  # 702.19c: lethal first
    d.choose("1 to Savannah Lions, 3 to bob")
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 17
    assert cards(d, "bob", "graveyard") == ["Savannah Lions"]


def test_rancor_returns_to_hand_when_put_into_graveyard() -> None:
    """Rancor: "When Rancor is put into a graveyard from the battlefield, return Rancor to its
    owner's hand." The creature dies, Rancor goes to the graveyard (704.5m) and comes back."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    bears = d.object("Grizzly Bears")
    assert d.game.chars(bears).power == 4
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"]
    assert cards(d, "alice", "hand") == ["Rancor"]


def test_rancor_that_fizzles_stays_in_the_graveyard() -> None:
    """Rancor: "put into a graveyard from the battlefield": an Aura spell whose target is gone
    doesn't resolve (608.2b) and goes to the graveyard from the stack: no return."""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Rancor", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == ["Grizzly Bears", "Rancor"]
    assert cards(d, "alice", "hand") == []


def test_rancor_destroyed_directly_also_returns() -> None:
    """Rancor destroyed by Naturalize is put into a graveyard from the battlefield: it
    returns to its owner's hand; the creature loses the bonus."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]},
                  "bob": {"hand": ["Naturalize"], "battlefield": ["Forest", "Forest"]}})
    d.act("bob", "casts", "Naturalize", targets=["Rancor"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Rancor"]
    assert d.game.chars(d.object("Grizzly Bears")).power == 2


# ---------------------------------------------------------------------------- Reflecting Pool


def test_reflecting_pool_played_is_a_nonbasic_land_and_pays_a_spell() -> None:
    """Reflecting Pool: Land (no subtype, not basic), "{T}: Add one mana of any type that a land
    you control could produce.": played from hand next to an Island, it pays for Opt."""
    d = position({"alice": {"hand": ["Reflecting Pool", "Opt"], "battlefield": [{"card": "Island", "tapped": True}],
                            "library": ["Swamp", "Plains"]}})
    d.act("alice", "plays", "Reflecting Pool")
    pool_id = d.object("Reflecting Pool")
    chars = d.game.chars(pool_id)
    assert chars.types == frozenset({"Land"}) and chars.subtypes == frozenset() and chars.supertypes == frozenset()
    cast(d, "alice", "Opt", choices=["top"])
    assert d.game.state.objects[pool_id].tapped
    assert cards(d, "alice", "hand") == ["Swamp"]


def test_reflecting_pool_taps_for_a_type_another_land_could_produce() -> None:
    """Reflecting Pool: "{T}: Add one mana of any type that a land you control could produce."
    (106.7): with a Swamp and a Forest it offers {B} or {G}, nothing else."""
    d = position({"alice": {"battlefield": ["Reflecting Pool", "Swamp", {"card": "Forest", "tapped": True}]},
                  "bob": {"battlefield": ["Island"]}})
    d.queued[0] = ["green"]
    d.act("alice", "activates", "Reflecting Pool")
    assert pool(d, "alice") == {"G": 1}
    assert {e["type"] for e in events(d.game, "add_mana")} == {"add_mana"}


def test_reflecting_pool_colour_choices() -> None:
    """Reflecting Pool (106.7): the choice offered is exactly the types its controller's lands
    could produce (the opponent's Island gives no {U})."""
    d = position({"alice": {"battlefield": ["Reflecting Pool", "Swamp", "Forest"]}, "bob": {"battlefield": ["Island"]}})
    priority_to(d, "alice")
    pool_id = d.object("Reflecting Pool")
    d.choose(next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == pool_id))
    assert d.decision.kind == "color"
    assert sorted(o.label for o in d.decision.options) == ["black", "green"]


def test_reflecting_pool_alone_produces_nothing() -> None:
    """Reflecting Pool (106.7): with no other land, no type is defined: it produces no mana."""
    d = position({"alice": {"battlefield": ["Reflecting Pool"]}})
    d.act("alice", "activates", "Reflecting Pool")
    assert pool(d, "alice") == {}


# ---------------------------------------------------------------------------- Revitalize


def test_revitalize_gains_three_and_draws() -> None:
    """Revitalize: "You gain 3 life. Draw a card." — an instant, cast on the opponent's turn."""
    d = position({"alice": {"life": 10, "hand": ["Revitalize"], "battlefield": ["Plains", "Plains"], "library": ["Opt"]},
                  "bob": {}, "active": "bob"})
    cast(d, "alice", "Revitalize")
    assert life(d, "alice") == 13
    assert cards(d, "alice", "hand") == ["Opt"]
    assert cards(d, "alice", "graveyard") == ["Revitalize"]
