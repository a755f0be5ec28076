"""State-based actions (704): checked whenever a player would receive priority, performed
simultaneously as one event, and repeated until none apply (704.3)."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl, registry

registry.register(dsl.CardDef(name="Test Lord", faces=(dsl.Face(
    name="Test Lord", mana_cost="{1}{W}", types=("Creature",), subtypes=("Soldier",), power="1", toughness="1",
    abilities=(dsl.Static(dsl.Anthem(dsl.Filter(types=("Creature",), controller="you", other=True), power=1, toughness=1),
                          text="Other creatures you control get +1/+1."),)),), source="test"))


def graveyard(d, player: str) -> list[str]:
    g = d.game
    return [g.state.objects[o].card for o in g.state.players[d.player(player)].graveyard]


def hand(d, player: str) -> list[str]:
    g = d.game
    return [g.state.objects[o].card for o in g.state.players[d.player(player)].hand]


def first_priority(d) -> None:
    """Let the engine reach its first decision (state-based actions are checked first)."""
    d.game.decision  # noqa: B018 - runs the engine up to the pending decision


# ---------------------------------------------------------------------------- players


def test_zero_life_loses() -> None:
    """704.5a, 104.3b: a player with 0 or less life loses the game."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"life": 3}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    g = d.game
    assert g.over and g.winner == d.player("alice")
    assert g.state.players[d.player("bob")].lost
    assert [e["reason"] for e in events(g, "lose")] == ["life"]


def test_positive_life_doesnt_lose() -> None:
    """704.5a: only 0 or less life loses (1 life is fine)."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"life": 4}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert not d.game.over
    assert d.game.state.players[d.player("bob")].life == 1


def test_drawing_from_empty_library_loses_at_next_check() -> None:
    """704.5b, 121.4: a player who attempted to draw from an empty library loses the next
    time state-based actions are checked (here: Divination with one card left)."""
    d = position({"alice": {"hand": ["Divination"], "battlefield": [{"card": "Island", "count": 3}], "library": ["Island"]},
                  "bob": {"library": ["Island"]}})
    d.act("alice", "casts", "Divination")
    d.resolve(None)
    g = d.game
    assert g.over and g.winner == d.player("bob")
    assert [e["reason"] for e in events(g, "lose")] == ["empty library"]


def test_draw_step_with_empty_library_loses() -> None:
    """704.5b, 504.1: the draw step's draw from an empty library loses the game."""
    d = position({"turn": 2, "step": "upkeep", "active": "bob", "alice": {"library": ["Island"]}, "bob": {}})
    d.pass_until(lambda: d.game.over)
    assert d.game.winner == d.player("alice")


def test_ten_poison_counters_lose() -> None:
    """704.5c: a player with ten or more poison counters loses; nine doesn't."""
    d = position({"alice": {}, "bob": {"poison": 10}})
    first_priority(d)
    assert d.game.over and d.game.winner == d.player("alice")
    d = position({"alice": {}, "bob": {"poison": 9}})
    first_priority(d)
    assert not d.game.over


def test_all_players_losing_at_once_is_a_draw() -> None:
    """704.3, 104.4a: state-based actions happen simultaneously: if both players are at 0
    life, both lose at once and the game is a draw."""
    d = position({"alice": {"life": 0}, "bob": {"life": -2}})
    first_priority(d)
    g = d.game
    assert g.over and g.winner is None
    assert all(p.lost for p in g.state.players)


# ---------------------------------------------------------------------------- tokens


def test_token_leaving_the_battlefield_ceases_to_exist() -> None:
    """704.5d, 111.7: a token put into a graveyard ceases to exist (after triggers have seen
    it go there)."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": [{"card": "Thopter", "token": True}]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Thopter"])
    d.resolve(None)
    g = d.game
    assert graveyard(d, "bob") == []
    moves = [e for e in events(g, "zone_change") if e["card"] == "Thopter"]
    assert [m["to"] for m in moves] == ["graveyard"]
    assert moves[0]["new"] not in g.state.objects
    assert [e["obj"] for e in events(g, "cease_to_exist")] == [moves[0]["new"]]


def test_dies_trigger_of_a_creature_destroyed_by_state_based_actions() -> None:
    """704.5g, 603.10a: a creature destroyed by lethal damage as a state-based action still
    triggers its "dies" ability: Hangarback Walker creates its Thopters."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 2}}]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Hangarback Walker"])
    d.resolve(None)
    g = d.game
    thopters = [o for o in g.state.battlefield if g.chars(o).name.startswith("Thopter")]
    assert len(thopters) == 2


# ---------------------------------------------------------------------------- creatures


def test_zero_toughness_goes_to_graveyard() -> None:
    """704.5f: a creature with toughness 0 or less is put into its owner's graveyard (not
    destroyed)."""
    d = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"-1/-1": 2}}]}, "bob": {}})
    first_priority(d)
    assert graveyard(d, "alice") == ["Grizzly Bears"]
    move = next(e for e in events(d.game, "zone_change") if e["card"] == "Grizzly Bears")
    assert move.get("cause") != "destroy"


def test_lethal_damage_destroys() -> None:
    """704.5g: a creature with damage marked on it at least equal to its toughness is
    destroyed; damage from several sources adds up."""
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": [{"card": "Leatherback Baloth", "damage": 3}, {"card": "Kalonian Tusker", "damage": 1}]}})
    first_priority(d)
    assert graveyard(d, "bob") == []
    d.act("alice", "casts", "Shock", targets=["Leatherback Baloth"])
    d.resolve(None)
    assert graveyard(d, "bob") == ["Leatherback Baloth"]
    move = next(e for e in events(d.game, "zone_change") if e["card"] == "Leatherback Baloth")
    assert move["cause"] == "destroy"


def test_deathtouch_damage_destroys() -> None:
    """704.5h: a creature dealt damage by a source with deathtouch since the last check is
    destroyed, even if the damage is less than its toughness."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Leatherback Baloth"]},
                  "bob": {"battlefield": ["Vampire Nighthawk"]}})
    d.attack("alice", ["Leatherback Baloth"])
    d.block("bob", {"Vampire Nighthawk": "Leatherback Baloth"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert graveyard(d, "alice") == ["Leatherback Baloth"]
    assert graveyard(d, "bob") == ["Vampire Nighthawk"]


def test_indestructible_ignores_deathtouch_damage() -> None:
    """704.5h, 702.12b: deathtouch destroys, and indestructible permanents can't be
    destroyed."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Darksteel Myr"]},
                  "bob": {"battlefield": ["Vampire Nighthawk"]}})
    d.attack("alice", ["Darksteel Myr"])
    d.block("bob", {"Vampire Nighthawk": "Darksteel Myr"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert graveyard(d, "alice") == []


# ---------------------------------------------------------------------------- planeswalkers, legends


def test_planeswalker_with_zero_loyalty_goes_to_graveyard() -> None:
    """704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard (Lightning
    Bolt removes 3 loyalty from Jace, 120.3c)."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Jace, the Mind Sculptor"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Jace, the Mind Sculptor"])
    d.resolve(None)
    assert graveyard(d, "bob") == ["Jace, the Mind Sculptor"]


def test_planeswalker_loyalty_ability_to_zero() -> None:
    """704.5i, 606.4: paying a loyalty cost down to 0 puts the planeswalker into the
    graveyard before its ability resolves."""
    d = position({"alice": {"battlefield": [{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 1}}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=3, targets=["Grizzly Bears"])
    assert graveyard(d, "alice") == ["Jace, the Mind Sculptor"]
    d.resolve(None)
    assert hand(d, "bob") == ["Grizzly Bears"]


def test_legend_rule_controller_chooses_which_to_keep() -> None:
    """704.5j: with two legendary permanents of the same name, their controller chooses one
    (decision "legend_rule") and the rest go to the graveyard."""
    d = position({"alice": {"battlefield": [{"card": "Linden, the Steadfast Queen", "as": "first"},
                                            {"card": "Linden, the Steadfast Queen", "as": "second"}]}, "bob": {}})
    decision = d.game.decision
    assert decision.kind == "legend_rule" and decision.player == d.player("alice")
    assert sorted(o.value for o in decision.options) == sorted([d.object("first"), d.object("second")])
    second = d.object("second")
    d.game.choose(next(o for o in decision.options if o.value == second))
    g = d.game
    assert [o for o in g.state.battlefield if g.chars(o).name == "Linden, the Steadfast Queen"] == [second]
    assert graveyard(d, "alice") == ["Linden, the Steadfast Queen"]


def test_legend_rule_only_for_the_same_controller() -> None:
    """704.5j: legendary permanents with the same name controlled by different players don't
    interact."""
    d = position({"alice": {"battlefield": ["Linden, the Steadfast Queen"]},
                  "bob": {"battlefield": ["Linden, the Steadfast Queen"]}})
    assert d.game.decision.kind == "priority"
    assert len(d.game.state.battlefield) == 2


def test_legend_rule_after_a_legend_returns_from_banishing_light() -> None:
    """610.3c, 704.5j: when Banishing Light leaves, the Linden it exiled returns; alice now
    controls two Lindens and chooses which to keep."""
    d = position({"turn": 2, "active": "bob",
                  "bob": {"hand": ["Banishing Light"], "battlefield": [{"card": "Plains", "count": 3}], "library": ["Plains"] * 3},
                  "alice": {"hand": [{"card": "Linden, the Steadfast Queen", "as": "second"}, "Disenchant"],
                            "battlefield": [{"card": "Linden, the Steadfast Queen", "as": "first"}, {"card": "Plains", "count": 5}],
                            "library": ["Plains"] * 3}})
    alice = d.player("alice")
    d.act("bob", "casts", "Banishing Light")
    d.resolve(None)
    assert d.game.state.objects[d.object("first")].zone == "exile"
    d.pass_until(lambda: d.game.state.active == alice and d.game.state.step == "main1" and d.decision.kind == "priority")
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.value[0] == d.object("second")))
    d.resolve(None)
    d.act("alice", "casts", "Disenchant", targets=["Banishing Light"])
    d.resolve(1)
    decision = d.game.decision
    assert decision.kind == "legend_rule" and decision.player == alice
    returned = d.object("first")
    d.game.choose(next(o for o in decision.options if o.value == returned))
    g = d.game
    assert [o for o in g.state.battlefield if g.chars(o).name == "Linden, the Steadfast Queen"] == [returned]


# ---------------------------------------------------------------------------- attachments, counters


def test_aura_attached_illegally_goes_to_graveyard() -> None:
    """704.5m, 303.4c: an Aura attached to an illegal object (Rancor on a land) is put into
    its owner's graveyard; Rancor's trigger then returns it to its owner's hand."""
    d = position({"alice": {"battlefield": ["Forest", {"card": "Rancor", "attached_to": "Forest"}]}, "bob": {}})
    first_priority(d)
    assert graveyard(d, "alice") == ["Rancor"]
    d.resolve(None)
    assert hand(d, "alice") == ["Rancor"]


def test_aura_not_attached_goes_to_graveyard() -> None:
    """704.5m: an Aura attached to nothing is put into its owner's graveyard."""
    d = position({"alice": {"battlefield": ["Rancor"]}, "bob": {}})
    first_priority(d)
    assert graveyard(d, "alice") == ["Rancor"]


def test_equipment_attached_illegally_becomes_unattached() -> None:
    """704.5n: Equipment attached to an illegal permanent (a land) becomes unattached and
    stays on the battlefield."""
    d = position({"alice": {"battlefield": ["Forest", {"card": "Bonesplitter", "attached_to": "Forest"}]}, "bob": {}})
    first_priority(d)
    blade = d.object("Bonesplitter")
    assert d.on_battlefield(blade)
    assert d.game.state.objects[blade].attached_to is None
    assert [e["obj"] for e in events(d.game, "unattach")] == [blade]


def test_creature_attached_to_something_becomes_unattached() -> None:
    """704.5p: a creature attached to an object becomes unattached."""
    d = position({"alice": {"battlefield": ["Forest", {"card": "Grizzly Bears", "attached_to": "Forest"}]}, "bob": {}})
    first_priority(d)
    assert d.game.state.objects[d.object("Grizzly Bears")].attached_to is None


def test_plus_and_minus_counters_annihilate() -> None:
    """704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller number."""
    d = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 3, "-1/-1": 1}}]}, "bob": {}})
    first_priority(d)
    bears = d.object("Grizzly Bears")
    counters = {k: v for k, v in d.game.state.objects[bears].counters.items() if v}
    assert counters == {"+1/+1": 2}
    assert d.game.chars(bears).power == 4


# ---------------------------------------------------------------------------- 704.3


def test_state_based_actions_repeat_until_none_apply() -> None:
    """704.3: after state-based actions are performed, the check is repeated: when Test Lord
    dies of lethal damage, Grizzly Bears loses its +1/+1 and its damage is now lethal."""
    d = position({"alice": {"battlefield": [{"card": "Test Lord", "damage": 1}, {"card": "Grizzly Bears", "damage": 2}]},
                  "bob": {}})
    first_priority(d)
    assert sorted(graveyard(d, "alice")) == ["Grizzly Bears", "Test Lord"]
    order = [e["card"] for e in events(d.game, "zone_change")]
    assert order == ["Test Lord", "Grizzly Bears"]


def test_state_based_actions_are_simultaneous() -> None:
    """704.3: all applicable state-based actions are performed at once: the legend rule still
    applies to a Linden with lethal damage, and keeping that one loses both."""
    d = position({"alice": {"battlefield": [{"card": "Linden, the Steadfast Queen", "as": "hurt", "damage": 3},
                                            {"card": "Linden, the Steadfast Queen", "as": "fine"}]}, "bob": {}})
    decision = d.game.decision
    assert decision.kind == "legend_rule"
    d.game.choose(next(o for o in decision.options if o.value == d.object("hurt")))
    assert graveyard(d, "alice") == ["Linden, the Steadfast Queen"] * 2


def test_aura_falls_off_in_a_later_check() -> None:
    """704.3, 704.5m: the creature dies in one check; its Aura is then attached to nothing and
    goes in the next one; both happen before a player receives priority."""
    d = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "damage": 2},
                                            {"card": "Rancor", "attached_to": "Grizzly Bears"}]}, "bob": {}})
    first_priority(d)
    order = [e["card"] for e in events(d.game, "zone_change")]
    assert order == ["Grizzly Bears", "Rancor"]
    assert d.game.decision.kind == "priority"
    assert len(d.game.state.stack) == 1  # Rancor's trigger
