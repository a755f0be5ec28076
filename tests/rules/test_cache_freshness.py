"""The engine's caches never give a stale answer: the ways to cast the cards in a zone
(`Game.zone_scan`), the values derived from the permanents' abilities and controllers
(`Game.derived`), the options remembered while only priority passes happen
(`Game.momentary`) and the layers' first pass (static effects, characteristic-defining
abilities, counters).  Each test warms the caches, makes the kind of change one of them
could miss, and checks the rule still applies at the next decision."""

from __future__ import annotations

from support import events, position

from manastack.engine import casting, sba, zones
from manastack.engine.state import GRAVEYARD, ContinuousEffect

LIBRARIES = {"library": ["Forest"] * 5}


def _labels(game, kind: str | None = None) -> list[str]:
    """The labels of the pending decision's options (of one kind)."""
    return [o.label for o in game.decision.options if kind is None or o.kind == kind]


def _gain_control(game, oid: int, player: int) -> None:
    """A test-only "gain control of target permanent" effect from a resolved spell (613.1b,
    611.2c); no card in the pool changes control, but the layers apply this kind of effect."""
    game.state.effects.append(ContinuousEffect(
        id=game.kernel.new_id(), kind="control", source=None, controller=player, timestamp=game.kernel.new_timestamp(),
        affected=[oid], params={"player": player}, duration="permanent", began_turn_of=game.state.active))
    game.invalidate()


def _pt(game, oid: int) -> tuple:
    chars = game.chars(oid)
    return chars.power, chars.toughness


# ---------------------------------------------------------------------------- hands and graveyards


def test_an_instant_drawn_in_the_opponents_turn_is_castable_at_the_next_priority() -> None:
    """117.1a, 121.1, 601.2: during bob's turn alice casts Revitalize and draws Lightning Bolt;
    at her next priority in the same step the Bolt is offered, and Revitalize (now in the
    graveyard) is not."""
    d = position({"active": "bob",
                  "alice": {"hand": ["Revitalize"], "battlefield": ["Plains", "Plains", "Mountain"],
                            "library": ["Lightning Bolt", "Forest", "Forest"]},
                  "bob": dict(LIBRARIES)})
    game = d.game
    d.until_priority(0)
    assert _labels(game, "cast") == ["cast Revitalize"]
    d.act("alice", "casts", "Revitalize", pay=["Plains#1", "Plains#2"])
    d.resolve(None)
    assert game.state.players[0].life == 23
    d.until_priority(0)
    assert (game.state.active, game.state.step) == (1, "main1")
    assert _labels(game, "cast") == ["cast Lightning Bolt"]


def test_the_second_of_two_identical_cards_is_still_offered_after_the_first_is_cast() -> None:
    """117.1a, 601.2a, 400.7: two Lightning Bolts in hand are one choice; once one is cast, the
    other is still offered (as the card left in the hand), and after both are cast, none is."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain"],
                            **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    hand = game.state.players[0].hand
    assert _labels(game, "cast") == ["cast Lightning Bolt"]
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert game.state.players[1].life == 17
    offered = [o for o in game.decision.options if o.kind == "cast"]
    assert [o.label for o in offered] == ["cast Lightning Bolt"]
    assert offered[0].value[0] in hand and len(hand) == 1
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert game.state.players[1].life == 14
    assert not hand and _labels(game, "cast") == []


def test_a_flashback_card_is_castable_from_the_graveyard_until_it_is_exiled() -> None:
    """702.34a: Think Twice cast from the hand goes to the graveyard, where it may be cast
    for its flashback cost; cast that way it is exiled, and then nothing offers it."""
    d = position({"alice": {"hand": ["Think Twice"], "battlefield": [{"card": "Island", "count": 5}], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    assert _labels(game, "cast") == ["cast Think Twice"]
    d.act("alice", "casts", "Think Twice")
    d.resolve(None)
    assert _labels(game, "cast") == ["cast Think Twice from graveyard (flashback)"]
    d.act("alice", "casts", "Think Twice", from_zone="graveyard")
    d.resolve(None)
    assert [game.state.objects[o].card for o in game.state.exile] == ["Think Twice"]
    assert not game.state.players[0].graveyard
    assert _labels(game, "cast") == []
    assert len(game.state.players[0].hand) == 2  # the two draws


def test_cards_drawn_in_the_draw_step_and_by_cycling_are_offered_at_once() -> None:
    """504.1, 702.29a, 305.1, 305.2: Drannith Healer drawn in the draw step can be cycled at
    the priority that follows (only priority passes and the draw happen in between); cycled
    in the main phase it draws a Forest, which becomes a land play along with the Mountain in
    hand; once one land is played, neither is offered."""
    d = position({"turn": 3, "step": "upkeep",
                  "alice": {"hand": ["Mountain"], "battlefield": ["Plains"],
                            "library": ["Drannith Healer", "Forest", "Forest"]},
                  "bob": dict(LIBRARIES)})
    game = d.game
    cycle = "activate Drannith Healer: Cycling {1}"
    assert cycle not in _labels(game, "activate")
    d.pass_until(lambda: game.state.step == "draw" and game.decision.player == 0)
    assert cycle in _labels(game, "activate")
    d.pass_until(lambda: game.state.step == "main1" and game.decision.player == 0)
    assert _labels(game, "play") == ["play Mountain"]
    d.act("alice", "activates", "Drannith Healer")
    d.resolve(None)
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == ["Drannith Healer"]
    assert cycle not in _labels(game, "activate")
    assert _labels(game, "play") == ["play Mountain", "play Forest"]
    d.act("alice", "plays", "Forest")
    assert _labels(game, "play") == []
    assert "Mountain" in [game.state.objects[o].card for o in game.state.players[0].hand]


def test_crucible_of_worlds_entering_makes_graveyard_lands_playable() -> None:
    """305.1, 305.2, 611.3a: lands in alice's graveyard become land plays as soon as Crucible
    of Worlds ("You may play lands from your graveyard") resolves; after she plays one, the
    other is not offered."""
    d = position({"alice": {"hand": ["Crucible of Worlds"], "battlefield": ["Island", "Island", "Island"],
                            "graveyard": ["Forest", "Mountain"], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    assert _labels(game, "play") == []
    d.act("alice", "casts", "Crucible of Worlds")
    d.resolve(None)
    assert _labels(game, "play") == ["play Forest from graveyard", "play Mountain from graveyard"]
    d.act("alice", "plays", "Forest", from_zone="graveyard")
    assert "Forest" in [game.chars(o).name for o in game.state.battlefield]
    assert _labels(game, "play") == []


def test_a_graveyard_ability_becomes_activatable_when_combat_damage_meets_its_condition() -> None:
    """602.1b, 602.5, 113.6b, 510.2, 120.3a: Gutterbones' graveyard ability ("only during your
    turn and only if an opponent lost life this turn") is not offered in the declare blockers
    step; the unblocked Grizzly Bears' combat damage makes bob lose life, and at the next
    priority it is offered (only damage and priority passes happen in between)."""
    d = position({"alice": {"graveyard": ["Gutterbones"], "battlefield": ["Grizzly Bears", "Swamp", "Swamp"],
                            **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    ability = ("activate Gutterbones: {1}{B}: Return this card from your graveyard to your hand. "
               "Activate only during your turn and only if an opponent lost life this turn.")
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {})
    d.until_priority(0)
    assert game.state.step == "declare_blockers"
    assert ability not in _labels(game, "activate")
    d.pass_until(lambda: game.state.step == "combat_damage" and game.decision.player == 0)
    assert game.state.players[1].life == 18
    assert ability in _labels(game, "activate")
    d.act("alice", "activates", "Gutterbones")
    d.resolve(None)
    assert "Gutterbones" in [game.state.objects[o].card for o in game.state.players[0].hand]


# ---------------------------------------------------------------------------- characteristics


def test_tarmogoyf_follows_a_spell_from_hand_to_stack_to_graveyard_to_exile() -> None:
    """604.3, 613.4a, 702.34a: Tarmogoyf counts card types among cards in graveyards: Think
    Twice on the stack doesn't count; in the graveyard it makes Tarmogoyf 1/2; cast with
    flashback it leaves the graveyard (0/1 again) and is exiled (still 0/1)."""
    d = position({"alice": {"hand": ["Think Twice"], "battlefield": ["Tarmogoyf", {"card": "Island", "count": 5}],
                            **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    goyf = d.object("Tarmogoyf")
    assert _pt(game, goyf) == (0, 1)
    d.act("alice", "casts", "Think Twice")
    assert game.state.stack and _pt(game, goyf) == (0, 1)
    d.resolve(None)
    assert _pt(game, goyf) == (1, 2)
    d.act("alice", "casts", "Think Twice", from_zone="graveyard")
    assert game.state.stack and _pt(game, goyf) == (0, 1)
    d.resolve(None)
    assert game.state.exile and _pt(game, goyf) == (0, 1)


def test_a_token_in_a_graveyard_is_not_counted_by_tarmogoyf() -> None:
    """111.6, 111.7, 604.3, 704.5d: a token isn't a card: a Phyrexian Golem token put into a
    graveyard adds no card type (Tarmogoyf stays 1/2 with only Lightning Bolt there) before
    it ceases to exist; a Grizzly Bears card put there afterwards does count."""
    d = position({"alice": {"battlefield": ["Tarmogoyf", "Phyrexian Golem"], **LIBRARIES},
                  "bob": {"battlefield": ["Grizzly Bears"], "graveyard": ["Lightning Bolt"], **LIBRARIES}})
    game = d.game
    goyf, golem, bears = d.object("Tarmogoyf"), d.object("Phyrexian Golem"), d.object("Grizzly Bears")
    assert game.state.objects[golem].token
    assert _pt(game, goyf) == (1, 2)
    token = zones.move(game.kernel, golem, GRAVEYARD)
    assert token in game.state.players[0].graveyard
    assert _pt(game, goyf) == (1, 2)
    assert sba.perform(game.kernel)
    assert token not in game.state.objects
    assert _pt(game, goyf) == (1, 2)
    zones.move(game.kernel, bears, GRAVEYARD)
    assert _pt(game, goyf) == (2, 3)


# ---------------------------------------------------------------------------- control (layer 2)


def test_an_activated_ability_follows_its_permanent_to_the_new_controller() -> None:
    """602.2, 613.1b, 110.2: only a permanent's controller may activate its abilities: once
    bob gains control of Spectral Sailor, its "{3}{U}: Draw a card." is offered to bob, not to
    alice, and bob can activate it."""
    d = position({"alice": {"battlefield": ["Spectral Sailor", {"card": "Island", "count": 4}], **LIBRARIES},
                  "bob": {"battlefield": [{"card": "Island", "count": 4}], **LIBRARIES}})
    game = d.game
    sailor = d.object("Spectral Sailor")
    draw = "activate Spectral Sailor: {3}{U}: Draw a card."
    assert draw in _labels(game, "activate")
    assert draw not in [o.label for o in casting.priority_options(game.kernel, 1)]
    _gain_control(game, sailor, 1)
    assert game.chars(sailor).controller == 1
    d.choose(next(o for o in game.decision.options if o.kind == "pass"))
    assert (game.decision.player, game.state.step) == (1, "main1")
    assert draw in _labels(game, "activate")
    d.until_priority(0)
    assert game.state.step == "beginning_of_combat"
    assert draw not in _labels(game, "activate")
    before = len(game.state.players[1].hand)
    d.act("bob", "activates", "Spectral Sailor")
    d.resolve(None)
    assert len(game.state.players[1].hand) == before + 1


def test_an_anthem_for_creatures_you_control_uses_the_controllers_after_layer_2() -> None:
    """613.1b, 613.1f, 611.3a: "Golems you control have first strike" (Blade Splicer) applies
    to the Golems its controller controls after control-changing effects: the Golem bob takes
    loses first strike, and regains it once bob also controls Blade Splicer."""
    d = position({"alice": {"battlefield": ["Blade Splicer", "Phyrexian Golem"], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    splicer, golem = d.object("Blade Splicer"), d.object("Phyrexian Golem")
    assert game.chars(golem).has("first strike") and game.chars(golem).controller == 0
    _gain_control(game, golem, 1)
    assert game.chars(golem).controller == 1
    assert not game.chars(golem).has("first strike")
    _gain_control(game, splicer, 1)
    assert game.chars(splicer).controller == 1
    assert game.chars(golem).has("first strike")


def test_a_triggered_ability_follows_its_permanent_to_the_new_controller() -> None:
    """603.2, 603.3a, 613.1b: Soldier of the Pantheon ("Whenever an opponent casts a
    multicolored spell, you gain 1 life") doesn't trigger on alice's Colossal Might while
    she controls it; once bob controls it, her next Colossal Might makes bob gain 1 life."""
    d = position({"alice": {"hand": ["Colossal Might", "Colossal Might"],
                            "battlefield": ["Soldier of the Pantheon", "Grizzly Bears", "Mountain", "Mountain", "Forest",
                                            "Forest"],
                            **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    soldier = d.object("Soldier of the Pantheon")
    d.act("alice", "casts", "Colossal Might", targets=["Grizzly Bears"])
    d.resolve(None)
    assert not events(game, "trigger")
    assert [p.life for p in game.state.players] == [20, 20]
    _gain_control(game, soldier, 1)
    d.act("alice", "casts", "Colossal Might", targets=["Grizzly Bears"])
    d.resolve(None)
    assert [(e["source"], e["controller"]) for e in events(game, "trigger")] == [(soldier, 1)]
    assert [p.life for p in game.state.players] == [20, 21]


# ---------------------------------------------------------------------------- combat


def test_a_land_tapped_before_declaring_no_attackers_is_seen_in_the_second_main_phase() -> None:
    """106.4, 500.5, 508.8, 305.2: in the first main phase alice could cast Kalonian Tusker
    ({G}{G}); she taps a Forest for mana at the beginning of combat (the mana empties), then
    declares no attackers (nothing changes; blockers and damage are skipped).  In the second
    main phase the Tusker is no longer castable until she plays the Forest from her hand, after
    which no land play is left."""
    d = position({"alice": {"hand": ["Forest", "Kalonian Tusker"],
                            "battlefield": ["Forest", "Forest", "Grizzly Bears"], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    assert _labels(game, "play") == ["play Forest"]
    assert _labels(game, "cast") == ["cast Kalonian Tusker"]
    d.pass_until(lambda: game.state.step == "beginning_of_combat" and game.decision.player == 0)
    d.choose(next(o for o in game.decision.options if o.kind == "activate" and "Forest" in o.label))
    assert game.state.players[0].mana_pool.get("G") == 1
    d.pass_until(lambda: game.state.step == "main2" and game.decision.player == 0)
    assert [e["attackers"] for e in events(game, "attackers_declared")] == [[]]
    assert "declare_blockers" not in [e["step"] for e in events(game, "step")]
    assert not any(game.state.players[0].mana_pool.values())
    assert _labels(game, "play") == ["play Forest"]
    assert _labels(game, "cast") == []
    d.act("alice", "plays", "Forest")
    assert _labels(game, "play") == []
    assert _labels(game, "cast") == ["cast Kalonian Tusker"]


def test_an_unblocked_attacker_dealt_lethal_damage_after_no_blocks_dies() -> None:
    """509.1h, 704.3, 704.5g: bob declares no blockers (nothing changes), then Shocks the
    attacking Grizzly Bears: state-based actions destroy it before combat damage, so bob
    takes none."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"], **LIBRARIES},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], **LIBRARIES}})
    game = d.game
    bears = d.object("Grizzly Bears")
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {})
    assert [e["blocks"] for e in events(game, "blockers_declared")] == [[]]
    d.act("bob", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert bears not in game.state.objects
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == ["Grizzly Bears"]
    d.pass_until(lambda: game.state.step == "main2")
    assert game.state.players[1].life == 20


def test_a_spell_targeting_an_attacking_creature_stops_being_offered_after_combat() -> None:
    """511.3, 506.4, 601.2c, 117.1a: Divine Verdict ("Destroy target attacking or blocking
    creature") is offered to bob while Grizzly Bears is attacking, up to the end of combat
    step; in the second main phase the Bears is no longer attacking and it isn't offered."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"], **LIBRARIES},
                  "bob": {"hand": ["Divine Verdict"], "battlefield": [{"card": "Plains", "count": 4}], **LIBRARIES}})
    game = d.game
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {})
    d.pass_until(lambda: game.state.step == "end_of_combat" and game.decision.player == 1)
    assert game.state.players[1].life == 18
    assert _labels(game, "cast") == ["cast Divine Verdict"]
    d.pass_until(lambda: game.state.step == "main2" and game.decision.player == 1)
    assert game.state.combat is None
    assert _labels(game, "cast") == []
