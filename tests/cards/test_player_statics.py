"""Static abilities that set rules for players (engine/player_rules.py): no maximum hand size
(402.2, 514.1), hexproof on a player (702.11c), "can't gain life" (119.7), life gain doubled and
a life total that damage can't reduce below 1 (614.1a, 120.3a), at most one spell of a kind each
turn (101.2, 601.3), at most one card drawn each turn (121.2b), and opponents casting only at
sorcery timing (307.5)."""

from __future__ import annotations

import pytest
from support import cards, cast, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def player_rule_cards():
    with registry.scope():
        compiled_card("Test Tower", "You have no maximum hand size.", ("Land",), cost=None)
        compiled_card("Test Sanctity", "You have hexproof.", ("Enchantment",))
        compiled_card("Test Sulfuric", "Players can't gain life.", ("Enchantment",))
        compiled_card("Test Grace", "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
                      ("Enchantment",))
        compiled_card("Test Archive", "If you would gain life, you gain twice that much life instead.", ("Artifact",))
        compiled_card("Test Archon", "Each player can't cast more than one spell each turn.", ("Enchantment",))
        compiled_card("Test Silence", "Each player can't cast more than one noncreature spell each turn.",
                      ("Enchantment",))
        compiled_card("Test Canonist", "Each player who has cast a nonartifact spell this turn can't cast additional "
                      "nonartifact spells.", ("Artifact",))
        compiled_card("Test Labyrinth", "Each player can't draw more than one card each turn.", ("Enchantment",))
        compiled_card("Test Narset", "Each opponent can't draw more than one card each turn.", ("Enchantment",))
        compiled_card("Test Raveler", "Each opponent can cast spells only any time they could cast a sorcery.",
                      ("Enchantment",))
        compiled_card("Test Salve", "You gain 3 life.", ("Instant",), cost="{0}")
        compiled_card("Test Insight", "Draw two cards.", ("Instant",), cost="{0}")
        compiled_card("Test Ping", "Test Ping deals 3 damage to any target.", ("Instant",), cost="{0}")
        compiled_card("Test Sorcery", "You gain 1 life.", ("Sorcery",), cost="{0}")
        yield


def _rule(text: str, types=("Enchantment",)):
    return compile_text("Test", text, types)[0].effect


def _to_bobs_turn(d) -> None:
    d.pass_until(lambda: d.game.state.active == d.player("bob"))


# ------------------------------------------------------------------ hand size (402.2)


def test_no_maximum_hand_size_keeps_every_card_at_cleanup() -> None:
    """402.2, 514.1: with "You have no maximum hand size", alice keeps nine cards through her
    cleanup step; bob's Tower doesn't help her (mutation: whose rule)."""
    d = position({"alice": {"hand": ["Grizzly Bears"] * 9, "battlefield": ["Test Tower"]}})
    _to_bobs_turn(d)
    assert len(cards(d, "alice", "hand")) == 9


def test_without_the_rule_the_player_discards_to_seven() -> None:
    d = position({"alice": {"hand": ["Grizzly Bears"] * 9}, "bob": {"battlefield": ["Test Tower"]}})
    d.pass_until(lambda: d.decision.kind == "discard")
    while d.decision.kind == "discard":
        d.choose(d.decision.options[0])
    _to_bobs_turn(d)
    assert len(cards(d, "alice", "hand")) == 7


# ------------------------------------------------------------------ hexproof (702.11c)


def _bolt_targets(d) -> list[str]:
    d.act("alice", "casts", "Test Ping", targets=())
    return [o.label for o in d.decision.options]


def test_a_player_with_hexproof_cant_be_targeted_by_opponents() -> None:
    """702.11c: bob has hexproof: alice's spell can target herself, not him."""
    d = position({"alice": {"hand": ["Test Ping"]}, "bob": {"battlefield": ["Test Sanctity"]}})
    with pytest.raises(Exception, match="(?i)target"):
        cast(d, "alice", "Test Ping", targets=["bob"])
    d = position({"alice": {"hand": ["Test Ping"]}, "bob": {"battlefield": ["Test Sanctity"]}})
    cast(d, "alice", "Test Ping", targets=["alice"])
    assert life(d, "alice") == 17


def test_hexproof_doesnt_stop_its_controller() -> None:
    """702.11c: only opponents' spells are stopped: alice targets herself under her own Sanctity,
    and bob can be targeted when the Sanctity is alice's."""
    d = position({"alice": {"hand": ["Test Ping", "Test Ping"], "battlefield": ["Test Sanctity"]}})
    cast(d, "alice", "Test Ping", targets=["alice"])
    cast(d, "alice", "Test Ping", targets=["bob"])
    assert (life(d, "alice"), life(d, "bob")) == (17, 17)


# ------------------------------------------------------------------ life (119.7, 614.1a)


def test_players_cant_gain_life() -> None:
    """119.7: "Players can't gain life": the spell resolves and no life is gained, by either player."""
    d = position({"alice": {"hand": ["Test Salve"]}, "bob": {"battlefield": ["Test Sulfuric"]}})
    cast(d, "alice", "Test Salve")
    assert life(d, "alice") == 20
    assert cards(d, "alice", "graveyard") == ["Test Salve"]


def test_life_gain_is_doubled_for_its_controller_only() -> None:
    """614.1a: "If you would gain life, you gain twice that much life instead": 3 becomes 6 for
    alice; bob's gain isn't doubled by alice's Archive."""
    d = position({"alice": {"hand": ["Test Salve"], "battlefield": ["Test Archive"]}, "bob": {"hand": ["Test Salve"]}})
    cast(d, "alice", "Test Salve")
    assert life(d, "alice") == 26
    d.pass_once()
    _to_bobs_turn(d)
    cast(d, "bob", "Test Salve")
    assert life(d, "bob") == 23


def test_cant_gain_life_beats_doubling() -> None:
    """119.7: a replacement effect that would replace a life gain event affecting a player who
    can't gain life does nothing."""
    d = position({"alice": {"hand": ["Test Salve"], "battlefield": ["Test Archive"]},
                  "bob": {"battlefield": ["Test Sulfuric"]}})
    cast(d, "alice", "Test Salve")
    assert life(d, "alice") == 20


def test_damage_cant_reduce_the_life_total_below_one() -> None:
    """614.1a, 120.3a: alice at 2 life takes 3 damage and goes to 1; without the effect (bob's
    copy doesn't protect alice) she goes to -1 and loses (704.5a)."""
    d = position({"alice": {"life": 2, "hand": ["Test Ping"], "battlefield": ["Test Grace"]}})
    cast(d, "alice", "Test Ping", targets=["alice"])
    assert life(d, "alice") == 1 and not d.game.over
    d = position({"alice": {"life": 2, "hand": ["Test Ping"]}, "bob": {"battlefield": ["Test Grace"]}})
    cast(d, "alice", "Test Ping", targets=["alice"])
    assert d.game.state.players[d.player("alice")].lost


# ------------------------------------------------------------------ casting limits (101.2)


def test_one_spell_each_turn() -> None:
    """101.2, 601.3: after a spell this turn, a player can't cast another; the next turn they can."""
    d = position({"alice": {"hand": ["Test Salve", "Test Salve"], "library": ["Island"] * 3, "battlefield": ["Test Archon"]},
                  "bob": {"hand": ["Test Salve"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Salve")
    assert "101.2" in d.action_problem("alice", "casts", "Test Salve")
    assert d.action_problem("bob", "casts", "Test Salve") is None  # bob has cast nothing this turn
    _to_bobs_turn(d)
    d.pass_until(lambda: d.game.state.active == d.player("alice"))
    assert d.action_problem("alice", "casts", "Test Salve") is None


def test_one_noncreature_spell_each_turn_leaves_creature_spells() -> None:
    """101.2: "more than one noncreature spell": after an instant, a creature spell may still be
    cast, another instant not."""
    d = position({"alice": {"hand": ["Test Salve", "Test Salve", "Ornithopter"], "battlefield": ["Test Silence"]}})
    cast(d, "alice", "Test Salve")
    assert d.action_problem("alice", "casts", "Test Salve") is not None
    cast(d, "alice", "Ornithopter")
    assert "Ornithopter" in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_nonartifact_spells_after_a_nonartifact_spell() -> None:
    """101.2: Ethersworn Canonist: an artifact spell first doesn't count; after a nonartifact
    spell, another nonartifact spell can't be cast but an artifact one can."""
    d = position({"alice": {"hand": ["Ornithopter", "Test Salve", "Test Salve", "Ornithopter"],
                            "battlefield": ["Test Canonist"]}})
    cast(d, "alice", "Ornithopter")
    cast(d, "alice", "Test Salve")
    assert d.action_problem("alice", "casts", "Test Salve") is not None
    assert d.action_problem("alice", "casts", "Ornithopter") is None


# ------------------------------------------------------------------ draw limits (121.2b)


def test_one_card_drawn_each_turn() -> None:
    """121.2b: "draw two cards" after no draw this turn draws one; the draw step's draw next turn
    counts as that turn's one."""
    d = position({"alice": {"hand": ["Test Insight"], "library": ["Island"] * 5, "battlefield": ["Test Labyrinth"]}})
    cast(d, "alice", "Test Insight")
    assert cards(d, "alice", "hand") == ["Island"]


def test_draw_limit_for_opponents_only() -> None:
    """121.2b: Narset's "each opponent": her controller draws both, an opponent one."""
    d = position({"alice": {"hand": ["Test Insight"], "library": ["Island"] * 5, "battlefield": ["Test Narset"]},
                  "bob": {"hand": ["Test Insight"], "library": ["Island"] * 5}})
    cast(d, "alice", "Test Insight")
    assert cards(d, "alice", "hand") == ["Island", "Island"]
    _to_bobs_turn(d)  # bob draws in his draw step: his one card this turn
    d.pass_until(lambda: d.game.state.step == "main1")
    cast(d, "bob", "Test Insight")
    assert cards(d, "bob", "hand") == ["Island"]


# ------------------------------------------------------------------ sorcery timing (307.5)


def test_opponents_cast_spells_only_at_sorcery_timing() -> None:
    """307.5: under alice's Raveler, bob can't cast an instant in alice's turn, but can in his
    own main phase with an empty stack; alice is not limited."""
    d = position({"step": "upkeep", "alice": {"hand": ["Test Salve"], "library": ["Island"] * 3,
                                              "battlefield": ["Test Raveler"]},
                  "bob": {"hand": ["Test Salve"], "library": ["Island"] * 3}})
    assert "307.5" in d.action_problem("bob", "casts", "Test Salve")
    assert d.action_problem("alice", "casts", "Test Salve") is None
    _to_bobs_turn(d)
    d.pass_until(lambda: d.game.state.step == "main1")
    cast(d, "bob", "Test Salve")
    assert life(d, "bob") == 23


# ------------------------------------------------------------------ mutations


def test_mutations_change_the_tree_or_are_refused() -> None:
    """Who is affected, which spells, and unknown words: each changes the rule or is refused."""
    assert _rule("You have hexproof.") == dsl.PlayerRule("hexproof", "you")
    assert _rule("You have no maximum hand size.", ("Land",)) == dsl.PlayerRule("no_maximum_hand_size", "you")
    assert _rule("Your opponents can't gain life.") == dsl.PlayerRule("cant_gain_life", "opponents")
    assert _rule("Each opponent can't cast more than one spell each turn.") == dsl.CastLimit(dsl.Filter(), "opponents")
    assert _rule("Each player can't cast more than one creature spell each turn.") == dsl.CastLimit(
        dsl.Filter(types=("Creature",)), "each")
    assert _rule("Each player can't draw more than one card each turn.") == dsl.DrawLimit("each")
    for text in ("You have protection from red.", "You have hexproof from blue.", "Each player can't cast more than two spells each turn.",
                 "Each player can't cast more than one nonwizard spell each turn.",
                 "If you would gain life, you gain three times that much life instead.",
                 "Each player who has cast a nonartifact spell this turn can't cast additional noncreature spells.",
                 "Each opponent can't draw more than two cards each turn.",
                 "Damage that would reduce your life total to less than 2 reduces it to 2 instead.",
                 "Each opponent can cast spells only during their turn."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",))


# ------------------------------------------------------------------ more variants


@pytest.fixture
def more_cards():
    with registry.scope():
        compiled_card("Test Pacifism", "You can't cast creature spells.", ("Enchantment",))
        compiled_card("Test Iona", "As Test Iona enters, choose a color.\nYour opponents can't cast spells of the chosen "
                      "color.", ("Creature",), power="7", toughness="7")
        compiled_card("Test Procession", "If an effect would create one or more tokens under your control, it creates "
                      "twice that many of those tokens instead.", ("Enchantment",))
        compiled_card("Test Soldiers", "Create a 1/1 white Soldier creature token.", ("Instant",), cost="{0}")
        compiled_card("Test Maw", "Players can't draw cards.", ("Enchantment",))
        compiled_card("Test Bolt", "Test Bolt deals 3 damage to any target.", ("Instant",), cost="{R}")
        yield


def test_you_cant_cast_creature_spells(more_cards) -> None:
    """101.2: "You can't cast creature spells": a creature spell isn't castable, an instant is."""
    d = position({"alice": {"hand": ["Grizzly Bears", "Test Salve"], "battlefield": ["Test Pacifism", "Forest", "Forest"]}})
    assert "101.2" in d.action_problem("alice", "casts", "Grizzly Bears")
    cast(d, "alice", "Test Salve")
    assert life(d, "alice") == 23


def test_opponents_cant_cast_spells_of_the_chosen_color(more_cards) -> None:
    """614.12c, 101.2: Iona enters naming red: bob can't cast a red spell, a colourless one he can."""
    d = position({"alice": {"hand": ["Test Iona"], "library": ["Island"] * 3},
                  "bob": {"hand": ["Test Bolt", "Test Salve"], "battlefield": ["Mountain"], "library": ["Island"] * 3}})
    d.act("alice", "casts", "Test Iona")
    d.pass_until(lambda: d.decision.kind != "priority" or not d.game.state.stack)
    d.choose(next(o for o in d.decision.options if "red" in o.label.lower()))
    d.resolve(None)
    assert "101.2" in d.action_problem("bob", "casts", "Test Bolt")
    assert d.action_problem("bob", "casts", "Test Salve") is None


def test_tokens_are_doubled_for_their_controller(more_cards) -> None:
    """614.1a: one Soldier becomes two under the Procession's controller; bob's stays one."""
    d = position({"alice": {"hand": ["Test Soldiers"], "battlefield": ["Test Procession"], "library": ["Island"] * 3},
                  "bob": {"hand": ["Test Soldiers"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Soldiers")
    state = d.game.state
    tokens = [o for o in state.battlefield if state.objects[o].token]
    assert len(tokens) == 2
    d.pass_until(lambda: state.active == d.player("bob") and state.step == "main1")
    cast(d, "bob", "Test Soldiers")
    assert len([o for o in state.battlefield if state.objects[o].token and state.objects[o].controller == 1]) == 1


def test_players_cant_draw_cards(more_cards) -> None:
    """121.3: no card is drawn."""
    d = position({"alice": {"hand": ["Test Insight"], "library": ["Island"] * 5, "battlefield": ["Test Maw"]}})
    cast(d, "alice", "Test Insight")
    assert cards(d, "alice", "hand") == []


def test_variant_mutations() -> None:
    """"creature" vs "noncreature", "you" vs "your opponents", "draw cards" vs "more than one"."""
    assert _rule("You can't cast noncreature spells.") == dsl.CantCast(dsl.Filter(not_types=("Creature",)), "you")
    assert _rule("Your opponents can't cast creature spells.") == dsl.CantCast(dsl.Filter(types=("Creature",)),
                                                                                "opponents")
    assert _rule("You can't cast more than one spell each turn.") == dsl.CastLimit(dsl.Filter(), "you")
    assert _rule("Players can't draw cards.") == dsl.DrawLimit("each", most=0)
    assert _rule("Players have no maximum hand size.") == dsl.PlayerRule("no_maximum_hand_size", "each")
    assert _rule("You may cast sorcery spells as though they had flash.") == dsl.FlashPermission(
        dsl.Filter(types=("Sorcery",)), "you")
    assert _rule("Players can't untap more than one artifact during their untap steps.") == dsl.UntapLimit(
        1, dsl.Filter(types=("Artifact",)), "each")
    for text in ("Your opponents can't cast spells with the chosen name.",
                 "You may cast Wizard spells as though they had flash.",
                 "Players can't untap more than two creature during their untap steps.",
                 "As long as Test is tapped, players can't untap more than two permanents during their untap steps.",
                 "If an effect would create one or more tokens under your control, it creates three times that many "
                 "of those tokens instead.",
                 "Your opponents can't cast spells of the chosen color."):  # no color is chosen
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",))


# ------------------------------------------------------------------ flash permissions (601.3b, 702.8a)


@pytest.fixture
def flash_cards():
    with registry.scope():
        compiled_card("Test Orrery", "You may cast spells as though they had flash.", ("Artifact",))
        compiled_card("Test Sorcerer", "You may cast sorcery spells as though they had flash.", ("Enchantment",))
        compiled_card("Test Gain", "You gain 2 life.", ("Sorcery",), cost="{0}")
        yield


def test_cast_spells_as_though_they_had_flash(flash_cards) -> None:
    """601.3b: in bob's upkeep alice casts a creature under her Orrery; bob, without one, can't
    cast his sorcery in his upkeep."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep",
                  "alice": {"hand": ["Grizzly Bears"], "battlefield": ["Test Orrery", "Forest", "Forest"],
                            "library": ["Island"] * 3},
                  "bob": {"hand": ["Test Gain"], "library": ["Island"] * 3}})
    cast(d, "alice", "Grizzly Bears")
    assert "Grizzly Bears" in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "307.1" in d.action_problem("bob", "casts", "Test Gain")  # bob has no Orrery: not in his upkeep


def test_only_sorcery_spells_as_though_they_had_flash(flash_cards) -> None:
    """601.3b: "sorcery spells": the sorcery may be cast in bob's upkeep, the creature not."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep",
                  "alice": {"hand": ["Grizzly Bears", "Test Gain"], "battlefield": ["Test Sorcerer", "Forest", "Forest"],
                            "library": ["Island"] * 3},
                  "bob": {"library": ["Island"] * 3}})
    assert "307.1" in d.action_problem("alice", "casts", "Grizzly Bears")
    cast(d, "alice", "Test Gain")
    assert life(d, "alice") == 22


# ------------------------------------------------------------------ untap limits (502.3)


@pytest.fixture
def orb_cards():
    with registry.scope():
        compiled_card("Test Orb", "As long as Test Orb is untapped, players can't untap more than two permanents during "
                      "their untap steps.", ("Artifact",))
        compiled_card("Test Smoke", "Players can't untap more than one creature during their untap steps.",
                      ("Enchantment",))
        yield


def _untap_step(battlefield: list) -> object:
    return position({"step": "untap", "alice": {"battlefield": battlefield, "library": ["Island"] * 3}})


def _untapped(d, card: str) -> int:
    state = d.game.state
    return sum(1 for o in state.battlefield if state.objects[o].card == card and not state.objects[o].tapped)


def test_static_orb_lets_two_permanents_untap(orb_cards) -> None:
    """502.3: with the Orb untapped, alice untaps the two she chooses of her three tapped lands."""
    d = _untap_step(["Test Orb"] + [{"card": "Forest", "tapped": True}] * 3)
    assert d.decision.kind == "choose" and len(d.decision.options) == 3
    while d.decision.kind == "choose":
        d.choose(d.decision.options[0])
    assert _untapped(d, "Forest") == 2


def test_a_tapped_orb_limits_nothing(orb_cards) -> None:
    """"As long as ~ is untapped": a tapped Orb lets everything untap (itself too)."""
    d = _untap_step([{"card": "Test Orb", "tapped": True}] + [{"card": "Forest", "tapped": True}] * 3)
    assert d.decision.kind != "choose"
    assert _untapped(d, "Forest") == 3 and _untapped(d, "Test Orb") == 1


def test_one_creature_untaps_lands_all(orb_cards) -> None:
    """502.3: "more than one creature": one of two tapped creatures untaps; the lands all do."""
    d = _untap_step(["Test Smoke", {"card": "Grizzly Bears", "tapped": True}, {"card": "Grizzly Bears", "tapped": True},
                     {"card": "Forest", "tapped": True}, {"card": "Forest", "tapped": True}])
    d.choose(d.decision.options[0])
    assert _untapped(d, "Grizzly Bears") == 1 and _untapped(d, "Forest") == 2


# ------------------------------------------------------------------ more player rules


@pytest.fixture
def rule_cards():
    with registry.scope():
        compiled_card("Test Necro", "Skip your draw step.", ("Enchantment",))
        compiled_card("Test Unlife", "You don't lose the game for having 0 or less life.", ("Enchantment",))
        compiled_card("Test Spire", "Your maximum hand size is two.", ("Enchantment",))
        compiled_card("Test Seal", "Cards in graveyards can't be the targets of spells or abilities.", ("Enchantment",))
        compiled_card("Test Raise", "Return target creature card from your graveyard to your hand.", ("Sorcery",), cost="{0}")
        yield


def test_skip_your_draw_step(rule_cards) -> None:
    """614.1b, 500.11: alice's draw step is skipped (her hand stays empty); bob, without the
    enchantment, draws in his."""
    d = position({"turn": 2, "step": "upkeep", "alice": {"battlefield": ["Test Necro"], "library": ["Island"] * 3},
                  "bob": {"library": ["Island"] * 3}})
    d.pass_until(lambda: d.game.state.step == "main1")
    assert cards(d, "alice", "hand") == []
    d.pass_until(lambda: d.game.state.active == d.player("bob") and d.game.state.step == "main1")
    assert cards(d, "bob", "hand") == ["Island"]


def test_no_loss_for_having_0_or_less_life(rule_cards) -> None:
    """704.5a: at -1 life alice hasn't lost; without the enchantment she would."""
    d = position({"alice": {"life": 2, "hand": ["Test Ping"], "battlefield": ["Test Unlife"]}})
    cast(d, "alice", "Test Ping", targets=["alice"])
    assert life(d, "alice") == -1 and not d.game.state.players[d.player("alice")].lost


def test_maximum_hand_size_two(rule_cards) -> None:
    """402.2, 514.1: alice discards down to two."""
    d = position({"alice": {"hand": ["Grizzly Bears"] * 4, "battlefield": ["Test Spire"]}})
    d.pass_until(lambda: d.decision.kind == "discard")
    while d.decision.kind == "discard":
        d.choose(d.decision.options[0])
    assert len(cards(d, "alice", "hand")) == 2


def test_cards_in_graveyards_cant_be_targeted(rule_cards) -> None:
    """115.1, 101.2: with no legal target, the spell can't be cast."""
    d = position({"alice": {"hand": ["Test Raise"], "graveyard": ["Grizzly Bears"]}, "bob": {"battlefield": ["Test Seal"]}})
    assert "target" in d.action_problem("alice", "casts", "Test Raise")
    d = position({"alice": {"hand": ["Test Raise"], "graveyard": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Raise", targets=["Grizzly Bears"])
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]


def test_more_rule_mutations() -> None:
    assert _rule("Your maximum hand size is four.") == dsl.MaxHandSize(4, "you")
    for text in ("Skip your upkeep step.", "You don't lose the game for having 10 or more poison counters.",
                 "Cards in exile can't be the targets of spells or abilities."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",))


@pytest.fixture
def when_cards():
    with registry.scope():
        compiled_card("Test Dueling", "Players can't cast spells during combat.", ("Enchantment",))
        compiled_card("Test Grounds", "Your opponents can't cast spells during your turn.", ("Enchantment",))
        yield


def test_no_spells_during_combat(when_cards) -> None:
    """101.2: in the beginning of combat step no player can cast spells; in the main phase they can."""
    d = position({"alice": {"hand": ["Test Salve"], "battlefield": ["Test Dueling"], "library": ["Island"] * 3},
                  "bob": {"hand": ["Test Salve"], "library": ["Island"] * 3}})
    assert d.action_problem("alice", "casts", "Test Salve") is None
    d.pass_to_step("beginning_of_combat")
    assert "101.2" in d.action_problem("alice", "casts", "Test Salve")
    assert "101.2" in d.action_problem("bob", "casts", "Test Salve")


def test_opponents_cant_cast_spells_during_your_turn(when_cards) -> None:
    """101.2: bob can't cast in alice's turn, but can in his own."""
    d = position({"alice": {"battlefield": ["Test Grounds"], "library": ["Island"] * 3},
                  "bob": {"hand": ["Test Salve"], "library": ["Island"] * 3}})
    assert "101.2" in d.action_problem("bob", "casts", "Test Salve")
    d.pass_until(lambda: d.game.state.active == d.player("bob") and d.game.state.step == "upkeep")
    cast(d, "bob", "Test Salve")
    assert life(d, "bob") == 23


@pytest.fixture
def land_cards():
    with registry.scope():
        compiled_card("Test Oracle", "You may play an additional land on each of your turns.", ("Creature",),
                      power="1", toughness="1")
        yield


def test_an_additional_land_each_turn(land_cards) -> None:
    """305.2a: two lands this turn, not a third; without the creature, one."""
    d = position({"alice": {"hand": ["Forest", "Island", "Plains"], "battlefield": ["Test Oracle"]}})
    d.act("alice", "plays", "Forest")
    d.act("alice", "plays", "Island")
    assert "305.2" in d.action_problem("alice", "plays", "Plains")
    d = position({"alice": {"hand": ["Forest", "Island"]}})
    d.act("alice", "plays", "Forest")
    assert "305.2" in d.action_problem("alice", "plays", "Island")
    assert _rule("Each player may play an additional land on each of their turns.", ("Enchantment",)) == \
        dsl.ExtraLandPlays(1, "each")
    with pytest.raises(UncompilableText):
        compile_text("Test", "You may play an additional land on each of their turns.", ("Enchantment",))


def test_a_player_with_shroud_cant_be_targeted_even_by_themselves() -> None:
    """702.18a: unlike hexproof, shroud stops its controller's own spells too."""
    with registry.scope():
        compiled_card("Test Believer", "You have shroud.", ("Creature",), power="2", toughness="2")
        compiled_card("Test Ping", "Test Ping deals 3 damage to any target.", ("Instant",), cost="{0}")
        d = position({"alice": {"hand": ["Test Ping"], "battlefield": ["Test Believer"]}})
        with pytest.raises(Exception, match="(?i)target"):
            cast(d, "alice", "Test Ping", targets=["alice"])
        d = position({"alice": {"hand": ["Test Ping"], "battlefield": ["Test Believer"]}})
        cast(d, "alice", "Test Ping", targets=["bob"])
        assert life(d, "bob") == 17
