"""Bundled cards Savannah Lions .. Zombify, each played through the engine and checked against
its Oracle text (`manastack cards show NAME`)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, check_printed, events, life, pool, position

from manastack.cards import dsl, registry
from manastack.engine.decision import IllegalAction

registry.register(dsl.CardDef(name="Test HZ Dragon", faces=(dsl.Face(
    name="Test HZ Dragon", mana_cost="{4}{R}", types=("Creature",), subtypes=("Dragon",), power="4", toughness="4",
    abilities=(dsl.Keyword("flying"),)),), source="test"))
registry.register(dsl.CardDef(name="Test HZ Merfolk", faces=(dsl.Face(
    name="Test HZ Merfolk", mana_cost="{U}", types=("Creature",), subtypes=("Merfolk",), power="1", toughness="1"),),
    source="test"))

# ---------------------------------------------------------------------------- helpers


def priority_to(d, player: str) -> None:
    d.until_priority(d.player(player))


def to_main2(d) -> None:
    d.pass_until(lambda: d.game.state.step == "main2")


def target_names(d, player: str, card: str) -> list[str]:
    """Start casting `card`: the names of the legal choices for its first target (a single
    legal choice is taken at once, 601.2c, and read back from the stack)."""
    priority_to(d, player)
    oid = d.object(card)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.value[0] == oid))
    if d.decision.kind == "target":
        return [o.label.split(" (")[0] for o in d.decision.options if o.kind == "target"]
    return [d.game.chars(t[1]).name for t in d.game.state.stack[-1].targets[0]]


# ---------------------------------------------------------------------------- vanilla and keyword creatures


def test_savannah_lions_cast_is_a_two_one_cat() -> None:
    """Savannah Lions: {W} Creature — Cat 2/1 (vanilla): cast, then it attacks for 2 next turn."""
    d = position({"alice": {"hand": ["Savannah Lions"], "battlefield": ["Plains"], "library": ["Plains", "Plains"]},
                  "bob": {"library": ["Swamp", "Swamp"]}})
    cast(d, "alice", "Savannah Lions")
    check_printed(d, "Savannah Lions", power=2, toughness=1, types=("Creature",), subtypes=("Cat",), colors=("W",),
                  mana_value=1)
    with pytest.raises(IllegalAction, match="summoning sick"):
        d.attack("alice", ["Savannah Lions"])  # 302.6
    d.pass_until(lambda: d.game.state.turn == 3 and d.game.state.step == "main1")
    d.attack("alice", ["Savannah Lions"])
    to_main2(d)
    assert life(d, "bob") == 18


def test_serra_angel_flying_and_vigilance() -> None:
    """Serra Angel: {3}{W}{W} 4/4 Angel, "Flying" (702.9b: Grizzly Bears can't block it),
    "Vigilance" (702.20b: attacking doesn't tap it)."""
    d = position({"alice": {"hand": ["Serra Angel"], "battlefield": [{"card": "Plains", "count": 5}]}})
    cast(d, "alice", "Serra Angel")
    check_printed(d, "Serra Angel", power=4, toughness=4, types=("Creature",), subtypes=("Angel",), colors=("W",),
                  mana_value=5, keywords=("flying", "vigilance"))
    d = position({"alice": {"battlefield": ["Serra Angel"], "library": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Serra Angel"])
    assert not d.game.state.objects[d.object("Serra Angel")].tapped
    with pytest.raises(IllegalAction):
        d.block("bob", {"Grizzly Bears": "Serra Angel"})
    to_main2(d)
    assert life(d, "bob") == 16


def test_vampire_nighthawk_deathtouch_lifelink_flying() -> None:
    """Vampire Nighthawk: "Flying", "Deathtouch" (702.2b: any damage it deals to a creature is
    lethal, 704.5h), "Lifelink" (702.15b): blocked by Serra Angel, the Angel dies and alice
    gains 2."""
    d = position({"alice": {"hand": ["Vampire Nighthawk"], "battlefield": [{"card": "Swamp", "count": 3}]}})
    cast(d, "alice", "Vampire Nighthawk")
    check_printed(d, "Vampire Nighthawk", power=2, toughness=3, types=("Creature",), subtypes=("Vampire", "Shaman"),
                  colors=("B",), mana_value=3, keywords=("flying", "deathtouch", "lifelink"))
    d = position({"alice": {"life": 10, "battlefield": ["Vampire Nighthawk"], "library": ["Swamp"]},
                  "bob": {"battlefield": ["Serra Angel", "Grizzly Bears"]}})
    d.attack("alice", ["Vampire Nighthawk"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Grizzly Bears": "Vampire Nighthawk"})
    d = position({"alice": {"life": 10, "battlefield": ["Vampire Nighthawk"], "library": ["Swamp"]},
                  "bob": {"battlefield": ["Serra Angel", "Grizzly Bears"]}})
    d.attack("alice", ["Vampire Nighthawk"])
    d.block("bob", {"Serra Angel": "Vampire Nighthawk"})
    to_main2(d)
    assert cards(d, "bob", "graveyard") == ["Serra Angel"]
    assert cards(d, "alice", "graveyard") == ["Vampire Nighthawk"]
    assert life(d, "alice") == 12


def test_spectral_sailor_flash_flying_and_draw_ability() -> None:
    """Spectral Sailor: "Flash" (702.8a: cast in the opponent's turn), "Flying", "{3}{U}: Draw a
    card." """
    d = position({"alice": {"hand": ["Spectral Sailor"], "battlefield": [{"card": "Island", "count": 5}],
                            "library": ["Opt"]},
                  "bob": {}, "active": "bob"})
    cast(d, "alice", "Spectral Sailor")
    check_printed(d, "Spectral Sailor", power=1, toughness=1, types=("Creature",), subtypes=("Spirit", "Pirate"),
                  colors=("U",), mana_value=1, keywords=("flash", "flying"))
    d.act("alice", "activates", "Spectral Sailor")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Opt"]


def test_sphinx_of_the_steel_wind_cast_with_its_keywords() -> None:
    """Sphinx of the Steel Wind: {5}{W}{U}{B} Artifact Creature — Sphinx 6/6, "Flying, first
    strike, vigilance, lifelink, protection from red and from green"."""
    d = position({"alice": {"hand": ["Sphinx of the Steel Wind"], "battlefield": [
        {"card": "Plains", "count": 6}, "Island", "Swamp"]}})
    cast(d, "alice", "Sphinx of the Steel Wind")
    oid = check_printed(d, "Sphinx of the Steel Wind", power=6, toughness=6, types=("Artifact", "Creature"),
                        subtypes=("Sphinx",), colors=("W", "U", "B"), mana_value=8,
                        keywords=("flying", "first strike", "vigilance", "lifelink", "protection"))
    assert d.game.state.objects[oid].counters == {}


def test_sphinx_of_the_steel_wind_protection_from_red_and_green() -> None:
    """Sphinx: protection from red and from green (702.16b: can't be targeted by red spells;
    702.16e: damage from green sources is prevented)."""
    d = position({"alice": {"battlefield": ["Sphinx of the Steel Wind"]},
                  "bob": {"hand": ["Lightning Bolt", "Murder"], "battlefield": ["Mountain", {"card": "Swamp", "count": 3}]},
                  "active": "bob"})
    assert "Sphinx of the Steel Wind" not in target_names(d, "bob", "Lightning Bolt")
    d = position({"alice": {"battlefield": ["Sphinx of the Steel Wind"]},
                  "bob": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]}, "active": "bob"})
    cast(d, "bob", "Murder", targets=["Sphinx of the Steel Wind"])  # black: no protection
    assert cards(d, "alice", "graveyard") == ["Sphinx of the Steel Wind"]


def test_sphinx_of_the_steel_wind_first_strike_lifelink_vigilance_in_combat() -> None:
    """Sphinx: first strike (702.7b: it kills Serra Angel before the Angel deals damage),
    lifelink (gains 6), vigilance (stays untapped)."""
    d = position({"alice": {"life": 10, "battlefield": ["Sphinx of the Steel Wind"], "library": ["Plains"]},
                  "bob": {"battlefield": ["Serra Angel"]}})
    d.attack("alice", ["Sphinx of the Steel Wind"])
    d.block("bob", {"Serra Angel": "Sphinx of the Steel Wind"})
    to_main2(d)
    sphinx = d.object("Sphinx of the Steel Wind")
    assert d.game.state.objects[sphinx].damage == 0 and not d.game.state.objects[sphinx].tapped
    assert cards(d, "bob", "graveyard") == ["Serra Angel"]
    assert life(d, "alice") == 16


def test_sphinx_of_the_steel_wind_cant_be_blocked_by_green_creatures() -> None:
    """Sphinx: protection from green (702.16c: it can't be blocked by green creatures)."""
    d = position({"alice": {"battlefield": ["Sphinx of the Steel Wind"], "library": ["Plains"]},
                  "bob": {"battlefield": [{"card": "Test HZ Dragon"}, "Leatherback Baloth"]}})
    d.attack("alice", ["Sphinx of the Steel Wind"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Test HZ Dragon": "Sphinx of the Steel Wind"})  # red
    d = position({"alice": {"battlefield": ["Sphinx of the Steel Wind"], "library": ["Plains"]},
                  "bob": {"battlefield": ["Spectral Sailor"]}})
    d.attack("alice", ["Sphinx of the Steel Wind"])
    d.block("bob", {"Spectral Sailor": "Sphinx of the Steel Wind"})  # blue flier: allowed
    to_main2(d)
    assert cards(d, "bob", "graveyard") == ["Spectral Sailor"]


# ---------------------------------------------------------------------------- burn


def test_searing_spear_three_damage_any_target() -> None:
    """Searing Spear: {1}{R} Instant, "Searing Spear deals 3 damage to any target." — a creature
    in combat on the opponent's turn, and a player."""
    d = position({"alice": {"hand": ["Searing Spear", "Searing Spear"], "battlefield": [{"card": "Mountain", "count": 4}]},
                  "bob": {"battlefield": ["Kalonian Tusker"], "library": ["Forest"]}, "active": "bob"})
    d.attack("bob", ["Kalonian Tusker"])
    cast(d, "alice", "Searing Spear", targets=["Kalonian Tusker"])
    assert cards(d, "bob", "graveyard") == ["Kalonian Tusker"]
    cast(d, "alice", "Searing Spear", targets=["bob"])
    assert life(d, "bob") == 17
    to_main2(d)
    assert life(d, "alice") == 20


def test_shock_two_damage_any_target() -> None:
    """Shock: "Shock deals 2 damage to any target." — it kills a 2/1 but not a 2/3."""
    d = position({"alice": {"hand": ["Shock", "Shock", "Shock"], "battlefield": [{"card": "Mountain", "count": 3}]},
                  "bob": {"battlefield": ["Savannah Lions", "Vampire Nighthawk"]}})
    cast(d, "alice", "Shock", targets=["Savannah Lions"])
    cast(d, "alice", "Shock", targets=["Vampire Nighthawk"])
    cast(d, "alice", "Shock", targets=["bob"])
    assert cards(d, "bob", "graveyard") == ["Savannah Lions"]
    assert d.game.state.objects[d.object("Vampire Nighthawk")].damage == 2
    assert life(d, "bob") == 18


def test_viashino_pyromancer_enters_and_deals_two_to_a_player() -> None:
    """Viashino Pyromancer: "When this creature enters, it deals 2 damage to target player or
    planeswalker." (603.3d: the target is chosen as the trigger is put on the stack)"""
    d = position({"alice": {"hand": ["Viashino Pyromancer"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Viashino Pyromancer")
    d.resolve(1)
    check_printed(d, "Viashino Pyromancer", power=2, toughness=1, types=("Creature",), subtypes=("Lizard", "Wizard"),
                  colors=("R",), mana_value=2)
    assert d.decision.kind == "target"
    labels = [o.label for o in d.decision.options if o.kind == "target"]
    assert not any("Grizzly Bears" in label for label in labels)
    d.choose(next(o for o in d.decision.options if o.kind == "target" and o.value == ("player", 1)))
    d.resolve(None)
    assert life(d, "bob") == 18
    assert life(d, "alice") == 20


def test_viashino_pyromancer_can_hit_a_planeswalker() -> None:
    """Viashino Pyromancer: "target player or planeswalker": 2 damage to Jace removes two
    loyalty (120.3c)."""
    d = position({"alice": {"hand": ["Viashino Pyromancer"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Jace, the Mind Sculptor"]}})
    d.act("alice", "casts", "Viashino Pyromancer")
    d.resolve(1)
    d.choose(next(o for o in d.decision.options if o.kind == "target" and "Jace" in o.label))
    d.resolve(None)
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 1


# ---------------------------------------------------------------------------- Sivitri


SIVITRI = "Sivitri, Dragon Master"


def test_sivitri_cast_with_four_loyalty() -> None:
    """Sivitri, Dragon Master: {2}{U}{B} Legendary Planeswalker — Sivitri, loyalty 4."""
    d = position({"alice": {"hand": [SIVITRI], "battlefield": ["Island", "Swamp", "Island", "Swamp"]}})
    cast(d, "alice", SIVITRI)
    oid = d.object(SIVITRI)
    chars = d.game.chars(oid)
    assert chars.types == frozenset({"Planeswalker"}) and chars.supertypes == frozenset({"Legendary"})
    assert chars.subtypes == frozenset({"Sivitri"}) and chars.colors == frozenset({"U", "B"}) and chars.mana_value == 4
    assert d.game.state.objects[oid].counters == {"loyalty": 4}


def test_sivitri_plus_one_attackers_cost_two_life_each_until_her_next_turn() -> None:
    """Sivitri's +1: "Until your next turn, creatures can't attack you or planeswalkers you
    control unless their controller pays 2 life for each of those creatures." (508.1d,
    508.1h): bob pays 4 life to attack with two creatures."""
    d = position({"alice": {"battlefield": [SIVITRI], "library": ["Island", "Island"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": ["Swamp", "Swamp"]}})
    d.act("alice", "activates", SIVITRI, ability=1)
    d.resolve(None)
    assert d.game.state.objects[d.object(SIVITRI)].counters["loyalty"] == 5
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    d.attack("bob", {"Grizzly Bears": "alice", "Savannah Lions": SIVITRI})
    assert life(d, "bob") == 16
    to_main2(d)
    assert life(d, "alice") == 18
    assert d.game.state.objects[d.object(SIVITRI)].counters["loyalty"] == 3


def test_sivitri_plus_one_ends_at_her_controllers_next_turn() -> None:
    """Sivitri's +1 lasts "until your next turn": in alice's next turn, her own creatures are
    unaffected and the effect is gone (bob could attack freely afterwards)."""
    d = position({"alice": {"battlefield": [SIVITRI], "library": ["Island", "Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Swamp", "Swamp"]}})
    d.act("alice", "activates", SIVITRI, ability=1)
    d.resolve(None)
    assert [e for e in d.game.state.effects if e.kind == "attack_tax"]
    d.pass_until(lambda: d.game.state.turn == 3 and d.game.state.step == "main1")
    assert not [e for e in d.game.state.effects if e.kind == "attack_tax"]


def test_sivitri_plus_one_needs_enough_life() -> None:
    """Sivitri's +1 (119.4): a player with 1 life can't pay 2 life, so bob can't attack."""
    d = position({"alice": {"battlefield": [SIVITRI], "library": ["Island"]},
                  "bob": {"life": 1, "battlefield": ["Grizzly Bears"], "library": ["Swamp"]}})
    d.act("alice", "activates", SIVITRI, ability=1)
    d.resolve(None)
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    with pytest.raises(IllegalAction, match="the cost to attack can't be paid"):
        d.attack("bob", ["Grizzly Bears"])
    assert life(d, "bob") == 1


def test_sivitri_minus_three_tutors_a_dragon() -> None:
    """Sivitri's −3: "Search your library for a Dragon card, reveal it, put it into your hand,
    then shuffle." (701.23, 701.20: the found card is revealed)"""
    d = position({"alice": {"battlefield": [SIVITRI], "library": ["Island", "Test HZ Dragon", "Serra Angel"]}})
    d.act("alice", "activates", SIVITRI, ability=2)
    assert d.game.state.objects[d.object(SIVITRI)].counters["loyalty"] == 1
    d.pass_once()
    assert d.decision.kind == "search"
    assert [o.label for o in d.decision.options if o.kind == "card"] == ["Test HZ Dragon"]
    d.choose("Test HZ Dragon")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Test HZ Dragon"]
    assert sorted(cards(d, "alice", "library")) == ["Island", "Serra Angel"]
    assert [e["card"] for e in events(d.game, "reveal")] == ["Test HZ Dragon"]
    assert events(d.game, "shuffle")


def test_sivitri_minus_seven_destroys_non_dragons() -> None:
    """Sivitri's −7: "Destroy all non-Dragon creatures." — both players' non-Dragons die, the
    Dragon stays; Sivitri with 0 loyalty is put into the graveyard (704.5i)."""
    d = position({"alice": {"battlefield": [{"card": SIVITRI, "counters": {"loyalty": 7}}, "Grizzly Bears", "Test HZ Dragon"]},
                  "bob": {"battlefield": ["Serra Angel", "Ornithopter"]}})
    d.act("alice", "activates", SIVITRI, ability=3)
    d.resolve(None)
    assert battlefield(d, "alice") == ["Test HZ Dragon"]
    assert battlefield(d, "bob") == []
    assert sorted(cards(d, "alice", "graveyard")) == ["Grizzly Bears", SIVITRI]
    assert sorted(cards(d, "bob", "graveyard")) == ["Ornithopter", "Serra Angel"]


# ---------------------------------------------------------------------------- Soldier of the Pantheon


def test_soldier_of_the_pantheon_gains_life_on_opponents_multicolored_spell() -> None:
    """Soldier of the Pantheon: "Whenever an opponent casts a multicolored spell, you gain 1
    life." — bob's Sivitri (blue-black) triggers it; his monocolored Opt doesn't."""
    d = position({"alice": {"hand": ["Soldier of the Pantheon"], "battlefield": ["Plains"]},
                  "bob": {"hand": [SIVITRI, "Opt"], "battlefield": [{"card": "Island", "count": 3}, "Swamp"],
                          "library": ["Island", "Island"]}})
    cast(d, "alice", "Soldier of the Pantheon")
    check_printed(d, "Soldier of the Pantheon", power=2, toughness=1, types=("Creature",), subtypes=("Human", "Soldier"),
                  colors=("W",), mana_value=1, keywords=("protection",))
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    cast(d, "bob", SIVITRI)
    assert life(d, "alice") == 21
    d = position({"alice": {"battlefield": ["Soldier of the Pantheon"]},
                  "bob": {"hand": ["Opt"], "battlefield": ["Island"], "library": ["Island", "Island"]}, "active": "bob"})
    cast(d, "bob", "Opt", choices=["top"])
    assert life(d, "alice") == 20


def test_soldier_of_the_pantheon_ignores_its_controllers_spells() -> None:
    """Soldier of the Pantheon: "an opponent": alice's own multicolored spell gains nothing."""
    d = position({"alice": {"hand": [SIVITRI], "battlefield": ["Soldier of the Pantheon", "Island", "Island", "Swamp", "Swamp"]}})
    cast(d, "alice", SIVITRI)
    assert life(d, "alice") == 20


def test_soldier_of_the_pantheon_protection_from_multicolored() -> None:
    """Soldier of the Pantheon: "Protection from multicolored" (702.16): a multicolored creature
    (Muldrotha) can't block it; damage from a multicolored source is prevented."""
    d = position({"alice": {"battlefield": ["Soldier of the Pantheon"], "library": ["Plains"]},
                  "bob": {"battlefield": ["Muldrotha, the Gravetide"]}})
    d.attack("alice", ["Soldier of the Pantheon"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Muldrotha, the Gravetide": "Soldier of the Pantheon"})
    to_main2(d)
    assert life(d, "bob") == 18
    d = position({"bob": {"battlefield": ["Muldrotha, the Gravetide"], "library": ["Plains"]},
                  "alice": {"battlefield": ["Soldier of the Pantheon"]}, "active": "bob"})
    d.attack("bob", ["Muldrotha, the Gravetide"])
    d.block("alice", {"Soldier of the Pantheon": "Muldrotha, the Gravetide"})
    to_main2(d)
    assert d.on_battlefield(d.object("Soldier of the Pantheon"))
    assert d.game.state.objects[d.object("Soldier of the Pantheon")].damage == 0


# ---------------------------------------------------------------------------- Stoic Builder


def test_stoic_builder_may_return_a_land_card_from_graveyard() -> None:
    """Stoic Builder: "When Stoic Builder enters the battlefield, you may return target land card
    from your graveyard to your hand." """
    d = position({"alice": {"hand": ["Stoic Builder"], "battlefield": [{"card": "Forest", "count": 3}],
                            "graveyard": ["Reflecting Pool", "Shock"]}})
    d.queued[0] = ["yes"]
    cast(d, "alice", "Stoic Builder")
    check_printed(d, "Stoic Builder", power=2, toughness=3, types=("Creature",), subtypes=("Human",), colors=("G",),
                  mana_value=3)
    assert cards(d, "alice", "hand") == ["Reflecting Pool"]
    assert cards(d, "alice", "graveyard") == ["Shock"]


def test_stoic_builder_return_is_optional() -> None:
    """Stoic Builder: "you may": declining leaves the land in the graveyard."""
    d = position({"alice": {"hand": ["Stoic Builder"], "battlefield": [{"card": "Forest", "count": 3}],
                            "graveyard": ["Island"]}})
    d.queued[0] = ["no"]
    cast(d, "alice", "Stoic Builder")
    assert cards(d, "alice", "hand") == []
    assert cards(d, "alice", "graveyard") == ["Island"]


# ---------------------------------------------------------------------------- Swamp


def test_swamp_played_taps_for_black() -> None:
    """Swamp: Basic Land — Swamp, "({T}: Add {B}.)" (305.6)."""
    d = position({"alice": {"hand": ["Swamp"]}})
    d.act("alice", "plays", "Swamp")
    swamp = d.object("Swamp")
    chars = d.game.chars(swamp)
    assert chars.types == frozenset({"Land"}) and chars.subtypes == frozenset({"Swamp"})
    assert chars.supertypes == frozenset({"Basic"})
    d.act("alice", "activates", "Swamp")
    assert pool(d, "alice") == {"B": 1}


# ---------------------------------------------------------------------------- Swords to Plowshares


def test_swords_to_plowshares_exiles_and_controller_gains_its_power() -> None:
    """Swords to Plowshares: "Exile target creature. Its controller gains life equal to its
    power." (608.2h: the power as it last existed, Rancor's +2 included)"""
    d = position({"alice": {"hand": ["Swords to Plowshares"], "battlefield": ["Plains"]},
                  "bob": {"life": 10, "battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]}})
    cast(d, "alice", "Swords to Plowshares", targets=["Grizzly Bears"])
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    assert life(d, "bob") == 14
    assert life(d, "alice") == 20


def test_swords_to_plowshares_on_your_own_creature() -> None:
    """Swords to Plowshares: "Its controller" — alice exiling her own Serra Angel gains 4."""
    d = position({"alice": {"hand": ["Swords to Plowshares"], "battlefield": ["Plains", "Serra Angel"]}})
    cast(d, "alice", "Swords to Plowshares", targets=["Serra Angel"])
    assert life(d, "alice") == 24
    assert cards(d, "alice", "exile") == ["Serra Angel"]


# ---------------------------------------------------------------------------- Tarmogoyf


def test_tarmogoyf_counts_card_types_in_all_graveyards() -> None:
    """Tarmogoyf: "power is equal to the number of card types among cards in all graveyards and
    its toughness is equal to that number plus 1." (604.3): an artifact creature, a land and an
    instant across both graveyards are four types."""
    d = position({"alice": {"hand": ["Tarmogoyf"], "battlefield": ["Forest", "Forest"], "graveyard": ["Ornithopter"]},
                  "bob": {"graveyard": ["Island", "Shock", "Lightning Bolt"]}})
    cast(d, "alice", "Tarmogoyf")
    check_printed(d, "Tarmogoyf", power=4, toughness=5, types=("Creature",), subtypes=("Lhurgoyf",), colors=("G",),
                  mana_value=2)


def test_tarmogoyf_counts_an_adventurer_card_as_a_creature_only() -> None:
    """Tarmogoyf "card types among cards in all graveyards" (715.4: outside the stack an
    adventurer card has only its main characteristics): Lovestruck Beast // Heart's Desire in a
    graveyard is a creature card, not a sorcery: 1/2."""
    d = position({"alice": {"battlefield": ["Tarmogoyf"], "graveyard": ["Lovestruck Beast"]}})
    goyf = d.object("Tarmogoyf")
    assert (d.game.chars(goyf).power, d.game.chars(goyf).toughness) == (1, 2)


def test_tarmogoyf_grows_as_cards_reach_graveyards() -> None:
    """Tarmogoyf with empty graveyards is 0/1; Lightning Bolt that deals it 3 damage is in the
    graveyard when state-based actions are checked, so it is 1/2 ... and dies; an instant and a
    creature make it 2/3 (704.3, 604.3)."""
    d = position({"alice": {"battlefield": ["Tarmogoyf"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    goyf = d.object("Tarmogoyf")
    assert (d.game.chars(goyf).power, d.game.chars(goyf).toughness) == (0, 1)
    d = position({"alice": {"battlefield": ["Tarmogoyf", "Savannah Lions"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    cast(d, "bob", "Shock", targets=["Savannah Lions"])
    goyf = d.object("Tarmogoyf")
    assert (d.game.chars(goyf).power, d.game.chars(goyf).toughness) == (2, 3)


def test_tarmogoyf_survives_the_bolt_that_makes_it_bigger() -> None:
    """Tarmogoyf (608.2n, 704.3): Lightning Bolt on a 2/3 Tarmogoyf (a creature and a land in
    graveyards) goes to the graveyard as it finishes resolving, so when state-based actions
    are checked Tarmogoyf is 3/4 with 3 damage and survives."""
    d = position({"alice": {"battlefield": ["Tarmogoyf"], "graveyard": ["Savannah Lions", "Forest"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    cast(d, "bob", "Lightning Bolt", targets=["Tarmogoyf"])
    goyf = d.object("Tarmogoyf")
    assert d.on_battlefield(goyf)
    assert (d.game.chars(goyf).power, d.game.chars(goyf).toughness) == (3, 4)
    assert d.game.state.objects[goyf].damage == 3


# ---------------------------------------------------------------------------- Think Twice


def test_think_twice_draws_then_flashback_from_graveyard_and_exile() -> None:
    """Think Twice: "Draw a card." and "Flashback {2}{U} (You may cast this card from your
    graveyard for its flashback cost. Then exile it.)" (702.34a)"""
    d = position({"alice": {"hand": ["Think Twice"], "battlefield": [{"card": "Island", "count": 5}],
                            "library": ["Opt", "Shock"]}})
    cast(d, "alice", "Think Twice")
    assert cards(d, "alice", "hand") == ["Opt"]
    assert cards(d, "alice", "graveyard") == ["Think Twice"]
    d.act("alice", "casts", "Think Twice", from_zone="graveyard")
    assert sum(d.game.state.objects[o].tapped for o in d.game.state.battlefield) == 5
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == ["Opt", "Shock"]
    assert cards(d, "alice", "graveyard") == []
    assert cards(d, "alice", "exile") == ["Think Twice"]


def test_think_twice_flashback_countered_is_exiled() -> None:
    """Think Twice flashback (702.34a): "Then exile it" — a flashback spell that is countered
    is exiled instead of going to the graveyard."""
    d = position({"alice": {"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 3}], "library": ["Opt"]},
                  "bob": {"hand": ["Negate"], "battlefield": ["Island", "Island"]}})
    d.act("alice", "casts", "Think Twice", from_zone="graveyard")
    d.act("bob", "casts", "Negate", targets=["Think Twice"])
    d.resolve(None)
    assert cards(d, "alice", "exile") == ["Think Twice"]
    assert cards(d, "alice", "graveyard") == [] and cards(d, "alice", "hand") == []


def test_think_twice_flashback_needs_its_cost() -> None:
    """Think Twice: flashback costs {2}{U}; two Islands can't pay it."""
    d = position({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island", "Island"], "library": ["Opt"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Think Twice", from_zone="graveyard")


# ---------------------------------------------------------------------------- Ultimate Price, Unsummon, Walk the Plank


def test_ultimate_price_destroys_a_monocolored_creature_only() -> None:
    """Ultimate Price: "Destroy target monocolored creature." (105.2c): a colorless Ornithopter
    and a three-colour Muldrotha are not legal targets; Serra Angel is."""
    state = {"alice": {"hand": ["Ultimate Price"], "battlefield": ["Swamp", "Swamp"]},
             "bob": {"battlefield": ["Ornithopter", "Muldrotha, the Gravetide", "Serra Angel"]}}
    assert target_names(position(state), "alice", "Ultimate Price") == ["Serra Angel"]
    d = position(state)
    cast(d, "alice", "Ultimate Price", targets=["Serra Angel"])
    assert cards(d, "bob", "graveyard") == ["Serra Angel"]


def test_unsummon_returns_a_creature_to_its_owners_hand() -> None:
    """Unsummon: "Return target creature to its owner's hand." — a Human token ceases to exist
    (111.8) and a card goes to its owner's hand; Rancor left alone goes to the graveyard
    (704.5m) and returns by its own trigger."""
    d = position({"alice": {"hand": ["Unsummon", "Unsummon"], "battlefield": ["Island", "Island"]},
                  "bob": {"battlefield": ["Serra Angel", {"card": "Human", "token": True},
                                          {"card": "Rancor", "attached_to": "Serra Angel"}]}})
    cast(d, "alice", "Unsummon", targets=["Serra Angel"])
    assert sorted(cards(d, "bob", "hand")) == ["Rancor", "Serra Angel"]
    cast(d, "alice", "Unsummon", targets=["Human"])
    assert battlefield(d, "bob") == []
    assert sorted(cards(d, "bob", "hand")) == ["Rancor", "Serra Angel"]


def test_walk_the_plank_destroys_a_non_merfolk_at_sorcery_speed() -> None:
    """Walk the Plank: {B}{B} Sorcery, "Destroy target non-Merfolk creature." — a Merfolk is
    not a legal target."""
    state = {"alice": {"hand": ["Walk the Plank"], "battlefield": ["Swamp", "Swamp"]},
             "bob": {"battlefield": ["Test HZ Merfolk", "Grizzly Bears"]}}
    assert target_names(position(state), "alice", "Walk the Plank") == ["Grizzly Bears"]
    d = position(state)
    cast(d, "alice", "Walk the Plank", targets=["Grizzly Bears"])
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]
    d = position({**state, "active": "bob"})
    priority_to(d, "alice")
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Walk the Plank", targets=["Grizzly Bears"])


# ---------------------------------------------------------------------------- Upwelling


def test_upwelling_keeps_mana_between_steps_and_phases() -> None:
    """Upwelling: "Players don't lose unspent mana as steps and phases end." (500.4): mana made
    in main 1 is still there in main 2, also for the opponent."""
    d = position({"alice": {"hand": ["Upwelling", "Island"], "battlefield": [{"card": "Forest", "count": 4}],
                            "library": ["Opt"]},
                  "bob": {"battlefield": ["Mountain"]}})
    cast(d, "alice", "Upwelling")
    assert d.game.chars(d.object("Upwelling")).types == frozenset({"Enchantment"})
    d.act("alice", "plays", "Island")
    d.act("alice", "activates", "Island")
    to_main2(d)
    assert pool(d, "alice") == {"U": 1}
    d = position({"alice": {"battlefield": ["Upwelling"], "library": ["Opt"]},
                  "bob": {"battlefield": ["Mountain"], "library": ["Opt"]}, "active": "bob"})
    d.act("bob", "activates", "Mountain")
    d.pass_until(lambda: d.game.state.active == 0 and d.game.state.step == "main1")
    assert pool(d, "bob") == {"R": 1}


def test_mana_empties_without_upwelling() -> None:
    """500.4 (the rule Upwelling changes): without it, unspent mana empties at the end of the
    step; destroying Upwelling makes mana empty again."""
    d = position({"alice": {"hand": ["Naturalize", "Island"], "battlefield": ["Upwelling", "Forest", "Forest"],
                            "library": ["Opt"]}})
    cast(d, "alice", "Naturalize", targets=["Upwelling"])
    d.act("alice", "plays", "Island")
    d.act("alice", "activates", "Island")
    to_main2(d)
    assert pool(d, "alice") == {}


# ---------------------------------------------------------------------------- Wrath of God


def test_wrath_of_god_destroys_all_creatures() -> None:
    """Wrath of God: "Destroy all creatures. They can't be regenerated." — every creature of
    both players dies; Hangarback Walker's dies trigger still makes Thopters afterwards;
    noncreature permanents stay."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}, "Serra Angel",
                                                                       "Propaganda"]},
                  "bob": {"battlefield": ["Grizzly Bears", {"card": "Hangarback Walker", "counters": {"+1/+1": 2}},
                                          "Mox Pearl"]}})
    cast(d, "alice", "Wrath of God")
    assert sorted(cards(d, "alice", "graveyard")) == ["Serra Angel", "Wrath of God"]
    assert sorted(cards(d, "bob", "graveyard")) == ["Grizzly Bears", "Hangarback Walker"]
    assert sorted(battlefield(d, "bob")) == ["Mox Pearl", "Thopter Token", "Thopter Token"]
    assert "Propaganda" in battlefield(d, "alice")


# ---------------------------------------------------------------------------- Zombify


def test_zombify_returns_a_creature_card_from_your_graveyard() -> None:
    """Zombify: "Return target creature card from your graveyard to the battlefield." — only
    creature cards in your own graveyard are legal targets."""
    state = {"alice": {"hand": ["Zombify"], "battlefield": [{"card": "Swamp", "count": 4}],
                       "graveyard": ["Serra Angel", "Island"]},
             "bob": {"graveyard": ["Leatherback Baloth"]}}
    assert target_names(position(state), "alice", "Zombify") == ["Serra Angel"]
    d = position(state)
    cast(d, "alice", "Zombify", targets=["Serra Angel"])
    check_printed(d, "Serra Angel", power=4, toughness=4, types=("Creature",), subtypes=("Angel",), colors=("W",),
                  mana_value=5, keywords=("flying", "vigilance"))
    assert d.game.chars(d.object("Serra Angel")).controller == 0
    assert sorted(cards(d, "alice", "graveyard")) == ["Island", "Zombify"]
    assert cards(d, "bob", "graveyard") == ["Leatherback Baloth"]
