"""Activated abilities (602): they go on the stack, their costs are paid as they are
activated and they resolve later; timing restrictions ("activate only as a sorcery", only
during your turn, from the graveyard); mana abilities (605); loyalty abilities (606)."""

from __future__ import annotations

from support import events, position

from manastack.engine.state import BATTLEFIELD, GRAVEYARD, HAND

LIBRARY = ["Island"] * 6


def labels(d, kind: str | None = None) -> list[str]:
    return [o.label for o in d.game.decision.options if kind is None or o.kind == kind]


def activations(d, name: str) -> list[str]:
    """The labels of the activate options of permanents or cards named `name`."""
    game = d.game
    return [o.label for o in game.decision.options
            if o.kind == "activate" and game.chars(o.value[0]).name == name]


def loyalty(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get("loyalty", 0)


# ------------------------------------------------------------------ 602.2: the stack


def test_activated_ability_uses_the_stack_and_its_cost_is_paid_on_activation() -> None:
    """602.2, 602.2h: Giant Killer's ability is put on the stack; its cost ({1}{W}, {T}) is
    paid as it is activated; its effect happens only when it resolves (608)."""
    d = position({"alice": {"battlefield": ["Giant Killer", "Plains", "Plains"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.act("alice", "activates", "Giant Killer", targets=["Grizzly Bears"])
    assert [item.kind for item in game.state.stack] == ["activated"]
    assert all(game.state.objects[o].tapped for o in game.state.battlefield if game.chars(o).controller == 0)
    assert not game.state.objects[d.object("Grizzly Bears")].tapped
    assert game.decision.kind == "priority" and game.decision.player == 0  # 117.3c
    d.resolve(None)
    assert game.state.objects[d.object("Grizzly Bears")].tapped
    assert not game.state.stack
    assert events(game, "activate")[0]["source"] == d.object("Giant Killer")


def test_ability_resolves_even_if_its_source_has_left() -> None:
    """113.7a, 608.2: once activated, an ability exists independently of its source: bob
    killing Giant Killer in response doesn't stop the ability."""
    d = position({"alice": {"battlefield": ["Giant Killer", "Plains", "Plains"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Grizzly Bears", "Mountain"]}})
    game = d.game
    d.act("alice", "activates", "Giant Killer", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Lightning Bolt", targets=["Giant Killer"])
    d.resolve(None)
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == ["Giant Killer // Chop Down"]
    assert game.state.objects[d.object("Grizzly Bears")].tapped


def test_tap_ability_of_a_summoning_sick_creature_is_not_offered() -> None:
    """602.5a, 302.6: a creature's {T} ability can't be activated unless it has been under
    its controller's control since the start of their most recent turn."""
    d = position({"alice": {"battlefield": [{"card": "Giant Killer", "sick": True}, "Plains", "Plains"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert activations(d, "Giant Killer") == []
    d = position({"alice": {"battlefield": ["Giant Killer", "Plains", "Plains"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert activations(d, "Giant Killer") == ["activate Giant Killer: {1}{W}, {T}: Tap target creature."]


def test_ability_needing_mana_is_not_offered_without_it() -> None:
    """602.2b, 601.2h: an ability whose cost can't be paid isn't offered (Giant Killer with
    one Plains)."""
    d = position({"alice": {"battlefield": ["Giant Killer", "Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    assert activations(d, "Giant Killer") == []


# ------------------------------------------------------------------ timing restrictions


def test_activate_only_as_a_sorcery() -> None:
    """602.5d: equip (702.6a: "activate only as a sorcery") needs the stack empty in its
    controller's main phase."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain", "Mountain"]}})
    game = d.game
    assert activations(d, "Bonesplitter") == ["activate Bonesplitter: Equip {1}"]
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert game.state.stack and activations(d, "Bonesplitter") == []
    d.resolve(None)
    d.act("alice", "activates", "Bonesplitter")
    d.resolve(None)
    assert game.state.objects[d.object("Bonesplitter")].attached_to == d.object("Grizzly Bears")
    assert game.chars(d.object("Grizzly Bears")).power == 4


def test_sorcery_speed_ability_not_on_opponents_turn_or_in_combat() -> None:
    """602.5d, 307.1: not during an opponent's turn, not outside a main phase."""
    d = position({"active": "bob", "step": "main1",
                  "alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain"]}})
    d.choose(next(o for o in d.game.decision.options if o.kind == "pass"))
    assert d.game.decision.player == 0
    assert activations(d, "Bonesplitter") == []
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Mountain"]}})
    assert activations(d, "Bonesplitter") == []


def test_graveyard_ability_only_during_your_turn_and_when_its_condition_holds() -> None:
    """113.6m, 602.1b, 602.5: Gutterbones' ability ("return this card from your graveyard")
    functions in the graveyard, only during your turn and only if an opponent lost life this
    turn; it uses the stack like any other activated ability."""
    d = position({"alice": {"graveyard": ["Gutterbones"], "hand": ["Lightning Bolt"],
                            "battlefield": ["Swamp", "Swamp", "Mountain"]}})
    game = d.game
    assert activations(d, "Gutterbones") == []  # no opponent lost life yet
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert activations(d, "Gutterbones") == ["activate Gutterbones: {1}{B}: Return this card from your graveyard to your "
                                             "hand. Activate only during your turn and only if an opponent lost life this turn."]
    d.act("alice", "activates", "Gutterbones", from_zone=GRAVEYARD)
    assert game.state.stack and game.state.stack[-1].kind == "activated"
    d.resolve(None)
    assert game.state.objects[d.object("Gutterbones")].zone == HAND


def test_graveyard_ability_not_during_an_opponents_turn() -> None:
    """602.5: "activate only during your turn": on bob's turn, even after bob lost life,
    Gutterbones' ability isn't offered."""
    d = position({"active": "bob", "step": "main1",
                  "alice": {"graveyard": ["Gutterbones"], "hand": ["Lightning Bolt"],
                            "battlefield": ["Swamp", "Swamp", "Mountain"]}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert game.state.players[1].life == 17
    d.until_priority(0)
    assert game.decision.player == 0 and game.state.active == 1
    assert activations(d, "Gutterbones") == []


# ------------------------------------------------------------------ mana abilities (605)


def test_mana_ability_does_not_use_the_stack() -> None:
    """605.3a: a mana ability resolves immediately; it doesn't go on the stack."""
    d = position({"alice": {"battlefield": ["Llanowar Elves"]}})
    game = d.game
    d.act("alice", "activates", "Llanowar Elves")
    assert not game.state.stack
    assert game.state.players[0].mana_pool == {"G": 1}
    assert game.state.objects[d.object("Llanowar Elves")].tapped


# ------------------------------------------------------------------ loyalty abilities (606)


def test_planeswalker_enters_with_its_printed_loyalty() -> None:
    """306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty."""
    d = position({"alice": {"hand": ["Jace, the Mind Sculptor"], "battlefield": ["Island"] * 4}})
    d.act("alice", "casts", "Jace, the Mind Sculptor")
    d.resolve(None)
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].zone == BATTLEFIELD
    assert loyalty(d, "Jace, the Mind Sculptor") == 3


def test_loyalty_cost_is_paid_with_counters_as_the_ability_is_activated() -> None:
    """606.4: the cost of +2 is putting two loyalty counters on Jace, paid on activation
    (before the ability resolves)."""
    d = position({"alice": {"battlefield": ["Jace, the Mind Sculptor"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    game = d.game
    d.queued[0] = ["no"]
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability="+2", targets=["bob"])
    assert game.state.stack[-1].kind == "activated"
    assert loyalty(d, "Jace, the Mind Sculptor") == 5
    d.resolve(None)
    assert loyalty(d, "Jace, the Mind Sculptor") == 5


def test_minus_loyalty_ability_removes_counters() -> None:
    """606.4: −1 removes a loyalty counter; the ability then returns the creature."""
    d = position({"alice": {"battlefield": ["Jace, the Mind Sculptor"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability="−1", targets=["Grizzly Bears"])
    assert loyalty(d, "Jace, the Mind Sculptor") == 2
    d.resolve(None)
    assert game.state.objects[d.object("Grizzly Bears")].zone == HAND


def test_loyalty_ability_needs_enough_loyalty() -> None:
    """606.6: a loyalty ability with a negative cost can't be activated unless the
    planeswalker has at least that many loyalty counters: −12 isn't offered at 3."""
    d = position({"alice": {"battlefield": ["Jace, the Mind Sculptor"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    offered = [label.split(": ", 1)[1][:3] for label in activations(d, "Jace, the Mind Sculptor")]
    assert offered == ["+2:", "0: ", "−1:"]
    d = position({"alice": {"battlefield": [{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 12}}]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    assert any("−12" in label for label in activations(d, "Jace, the Mind Sculptor"))


def test_only_one_loyalty_ability_per_planeswalker_each_turn() -> None:
    """606.3: once a loyalty ability of a permanent has been activated this turn, none of its
    loyalty abilities can be activated again that turn, even with the stack empty; on its
    controller's next turn they can."""
    d = position({"alice": {"battlefield": ["Jace, the Mind Sculptor"], "library": LIBRARY},
                  "bob": {"library": LIBRARY, "battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.queued[0] = ["no"]
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability="+2", targets=["bob"])
    d.resolve(None)
    assert not game.state.stack and game.decision.player == 0
    assert activations(d, "Jace, the Mind Sculptor") == []
    d.pass_until(lambda: game.state.turn == 3 and game.state.step == "main1" and game.decision.kind == "priority")
    assert game.state.active == 0
    assert len(activations(d, "Jace, the Mind Sculptor")) == 3  # +2, 0, −1 (5 loyalty)


def test_loyalty_abilities_have_sorcery_timing() -> None:
    """606.3: only in a main phase of your turn with the stack empty."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Jace, the Mind Sculptor", "Mountain"],
                            "library": LIBRARY}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert game.state.stack and activations(d, "Jace, the Mind Sculptor") == []
    d = position({"active": "bob", "alice": {"battlefield": ["Jace, the Mind Sculptor"], "library": LIBRARY}})
    d.choose(next(o for o in d.game.decision.options if o.kind == "pass"))
    assert d.game.decision.player == 0
    assert activations(d, "Jace, the Mind Sculptor") == []
    d = position({"step": "end", "alice": {"battlefield": ["Jace, the Mind Sculptor"], "library": LIBRARY}})
    assert activations(d, "Jace, the Mind Sculptor") == []


def test_zero_loyalty_ability_counts_as_the_turns_activation() -> None:
    """606.3, 606.4: a 0 ability is a loyalty ability too; after it, Jace can't activate
    another this turn."""
    d = position({"alice": {"battlefield": ["Jace, the Mind Sculptor"], "hand": ["Island", "Mountain"],
                            "library": ["Forest", "Plains", "Swamp"]}})
    game = d.game
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability="0")
    assert loyalty(d, "Jace, the Mind Sculptor") == 3
    d.queued[0] = ["Island", "Mountain"]
    d.resolve(None)
    assert len(game.state.players[0].hand) == 3
    assert activations(d, "Jace, the Mind Sculptor") == []


def test_120_3c_damage_beyond_a_planeswalkers_loyalty_leaves_it_with_none_not_fewer() -> None:
    """120.3c: damage removes that many loyalty counters, and a planeswalker can't have fewer than
    none: Lightning Bolt on a Jace with 2 loyalty leaves 0, and the planeswalker dies (704.5i)
    (found by the save-mutation fuzz: last known information showed loyalty -1)."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": [{"card": "Jace, the Mind Sculptor", "counters": {"loyalty": 2}}]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Jace, the Mind Sculptor"])
    d.resolve(None)
    left = [e for e in d.game.log if e["type"] == "zone_change" and e["card"] == "Jace, the Mind Sculptor"]
    assert left and left[-1]["to"] == "graveyard"
    assert left[-1]["lki"]["counters"] == {"loyalty": 0}
