"""Targets (115): choosing targets (601.2c), "any target" (115.4), the same object chosen
once per instance of the word "target" (115.3), and re-checking targets as a spell resolves
(608.2b)."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl, registry

CREATURE = dsl.Filter(types=("Creature",))

# "Test Twin Sparks deals 1 damage to each of two target creatures." (one instance of "target")
registry.register(dsl.CardDef(name="Test Twin Sparks", faces=(dsl.Face(
    name="Test Twin Sparks", mana_cost="{R}", types=("Instant",), abilities=(
        dsl.SpellAbility((dsl.DealDamage(1, dsl.Target(0)),),
                         targets=(dsl.TargetSpec(filter=CREATURE, min_count=2, max_count=2, label="two target creatures"),)),)),),
    source="test"))
# "Target creature gets +1/+1 until end of turn. Target creature gets +1/+1 until end of turn."
registry.register(dsl.CardDef(name="Test Double Boost", faces=(dsl.Face(
    name="Test Double Boost", mana_cost="{G}", types=("Instant",), abilities=(
        dsl.SpellAbility((dsl.ModifyPT(1, 1, dsl.Target(0)), dsl.ModifyPT(1, 1, dsl.Target(1))),
                         targets=(dsl.TargetSpec(filter=CREATURE), dsl.TargetSpec(filter=CREATURE))),)),),
    source="test"))


# "Target creature gets +1/+1 until end of turn. Another target creature gets +2/+2 until end of turn."
registry.register(dsl.CardDef(name="Test Split Boost", faces=(dsl.Face(
    name="Test Split Boost", mana_cost="{G}", types=("Instant",), abilities=(
        dsl.SpellAbility((dsl.ModifyPT(1, 1, dsl.Target(0)), dsl.ModifyPT(2, 2, dsl.Target(1))),
                         targets=(dsl.TargetSpec(filter=CREATURE), dsl.TargetSpec(filter=CREATURE, different_from=(0,)))),)),),
    source="test"))


def graveyard(d, player: str) -> list[str]:
    g = d.game
    return [g.state.objects[o].card for o in g.state.players[d.player(player)].graveyard]


def life(d, player: str) -> int:
    return d.game.state.players[d.player(player)].life


def start_cast(d, player: str, card: str) -> None:
    d.until_priority(d.player(player))
    oid = d.object(card)
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.value[0] == oid))
    assert d.decision.kind == "target"


def target_values(d) -> list[tuple]:
    return [tuple(o.value) for o in d.decision.options if o.kind == "target"]


def pick(d, target: tuple) -> None:
    d.choose(next(o for o in d.decision.options if o.kind == "target" and tuple(o.value) == target))


def castable(d, player: str) -> set[str]:
    d.until_priority(d.player(player))
    return {d.game.chars(o.value[0]).name for o in d.decision.options if o.kind == "cast"}


# ---------------------------------------------------------------------------- 115.4


def test_any_target_means_creature_player_or_planeswalker() -> None:
    """115.4: "any target" may be a creature, a player, a planeswalker (or a battle), but not
    another kind of permanent such as a land, an artifact or an enchantment."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Bonesplitter"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Jace, the Mind Sculptor", "Ghostly Prison", "Island"]}})
    start_cast(d, "alice", "Lightning Bolt")
    expected = {("obj", d.object("Grizzly Bears")), ("obj", d.object("Jace, the Mind Sculptor")),
                ("player", d.player("alice")), ("player", d.player("bob"))}
    assert set(target_values(d)) == expected


def test_target_player_or_planeswalker_excludes_creatures() -> None:
    """115.1a, 115.4: Lava Spike's "target player or planeswalker" can't choose a creature."""
    d = position({"alice": {"hand": ["Lava Spike"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Jace, the Mind Sculptor"]}})
    start_cast(d, "alice", "Lava Spike")
    assert set(target_values(d)) == {("obj", d.object("Jace, the Mind Sculptor")),
                                     ("player", d.player("alice")), ("player", d.player("bob"))}


def test_target_creature_excludes_players() -> None:
    """115.1a: "target creature" can't choose a player or a noncreature permanent."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]},
                  "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Jace, the Mind Sculptor"]}})
    start_cast(d, "alice", "Murder")
    assert set(target_values(d)) == {("obj", d.object("Grizzly Bears")), ("obj", d.object("Llanowar Elves"))}


def test_spell_without_legal_targets_cant_be_cast() -> None:
    """601.2c, 115.1a: a targeted spell can't be cast without a legal target for it."""
    d = position({"alice": {"hand": ["Murder", "Lightning Bolt"], "battlefield": [{"card": "Swamp", "count": 3}, "Mountain"]},
                  "bob": {"battlefield": ["Island"]}})
    assert castable(d, "alice") == {"Lightning Bolt"}


# ---------------------------------------------------------------------------- 115.3


def test_same_object_not_twice_for_one_target_word() -> None:
    """115.3: "two target creatures" is one instance of the word "target": the same creature
    can't be chosen twice for it."""
    d = position({"alice": {"hand": ["Test Twin Sparks"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    start_cast(d, "alice", "Test Twin Sparks")
    bears, elves = ("obj", d.object("Grizzly Bears")), ("obj", d.object("Llanowar Elves"))
    assert set(target_values(d)) == {bears, elves}
    assert not any(o.kind == "done" for o in d.decision.options)  # two are required
    pick(d, bears)
    # Only Llanowar Elves is left for the second choice: it is taken at once.
    d._settle()
    item = d.game.state.stack[-1]
    assert sorted(map(tuple, item.targets[0])) == sorted([bears, elves])
    d.resolve(None)
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 1
    assert graveyard(d, "bob") == ["Llanowar Elves"]


def test_two_targets_needed_for_one_word() -> None:
    """115.3, 601.2c: with only one creature, "two target creatures" can't be satisfied, so
    the spell can't be cast."""
    d = position({"alice": {"hand": ["Test Twin Sparks", "Shock"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert castable(d, "alice") == {"Shock"}


def test_same_object_once_for_each_target_word() -> None:
    """115.3: for each instance of the word "target", the same object may be chosen once:
    both of Test Double Boost's targets may be Grizzly Bears (+2/+2)."""
    d = position({"alice": {"hand": ["Test Double Boost"], "battlefield": ["Forest", "Grizzly Bears"]}, "bob": {}})
    d.act("alice", "casts", "Test Double Boost", targets=["Grizzly Bears", "Grizzly Bears"])
    d.resolve(None)
    chars = d.game.chars(d.object("Grizzly Bears"))
    assert (chars.power, chars.toughness) == (4, 4)


def test_another_target_must_differ() -> None:
    """115.3, 601.2c: "another target creature" can't be the creature chosen for the first
    target: with one creature, Test Split Boost can't be cast; with two, the second choice
    excludes the first."""
    d = position({"alice": {"hand": ["Test Split Boost", "Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"]}, "bob": {}})
    assert castable(d, "alice") == {"Giant Growth"}
    d = position({"alice": {"hand": ["Test Split Boost"], "battlefield": ["Forest", "Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    start_cast(d, "alice", "Test Split Boost")
    bears, elves = ("obj", d.object("Grizzly Bears")), ("obj", d.object("Llanowar Elves"))
    assert set(target_values(d)) == {bears, elves}
    pick(d, bears)
    d._settle()  # Llanowar Elves is the only choice left for "another target creature"
    d.resolve(None)
    assert d.game.chars(d.object("Grizzly Bears")).power == 3
    assert d.game.chars(d.object("Llanowar Elves")).power == 3


# ---------------------------------------------------------------------------- 608.2b


def test_spell_with_its_only_target_gone_doesnt_resolve() -> None:
    """608.2b: if every target is illegal as the spell resolves, it doesn't resolve: Lightning
    Bolt whose target was returned to hand does nothing and goes to the graveyard."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Grizzly Bears", "Island"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    g = d.game
    assert graveyard(d, "alice") == ["Lightning Bolt"]
    assert len(events(g, "fizzle")) == 1
    assert [e for e in events(g, "damage")] == []


def test_target_checked_against_current_characteristics() -> None:
    """608.2b: targeting restrictions are checked again on resolution: Cut Down ("total power
    and toughness 5 or less") fizzles if Giant Growth makes Grizzly Bears 5/5 in response."""
    d = position({"alice": {"hand": ["Cut Down"], "battlefield": ["Swamp"]},
                  "bob": {"hand": ["Giant Growth"], "battlefield": ["Grizzly Bears", "Forest"]}})
    d.act("alice", "casts", "Cut Down", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.on_battlefield(d.object("Grizzly Bears"))
    assert graveyard(d, "alice") == ["Cut Down"]
    assert events(d.game, "fizzle")


def test_only_the_illegal_target_is_unaffected() -> None:
    """608.2b: if some targets are still legal, the spell resolves but doesn't affect the
    illegal ones: Test Twin Sparks still damages the remaining creature."""
    d = position({"alice": {"hand": ["Test Twin Sparks"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Grizzly Bears", "Kalonian Tusker", "Island"]}})
    d.act("alice", "casts", "Test Twin Sparks", targets=["Grizzly Bears", "Kalonian Tusker"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert not events(d.game, "fizzle")
    assert d.game.state.objects[d.object("Kalonian Tusker")].damage == 1
    assert graveyard(d, "alice") == ["Test Twin Sparks"]


def test_target_changing_zones_is_a_new_object() -> None:
    """400.7, 608.2b: a creature returned to its owner's hand is a new object there, not the
    one Giant Growth targeted, so Giant Growth doesn't resolve."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Island"]}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(1)
    g = d.game
    assert bears not in g.state.objects
    d.resolve(None)
    assert events(g, "fizzle")


def test_protection_gained_in_response_makes_target_illegal() -> None:
    """608.2b, 702.16b: a red spell's target that has protection from red on resolution is
    illegal."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Blossoming Defense"], "battlefield": ["Grizzly Bears", "Forest"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Blossoming Defense", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 0
    assert events(d.game, "fizzle")


def test_triggered_ability_targets_chosen_when_put_on_stack() -> None:
    """603.3d, 115.1d: a triggered ability's targets are chosen as it is put on the stack:
    Viashino Pyromancer's "target player or planeswalker"."""
    d = position({"alice": {"hand": ["Viashino Pyromancer"], "battlefield": [{"card": "Mountain", "count": 2}]},
                  "bob": {"battlefield": ["Jace, the Mind Sculptor"]}})
    d.act("alice", "casts", "Viashino Pyromancer")
    d.resolve(1)
    decision = d.game.decision
    assert decision.kind == "target" and decision.player == d.player("alice")
    assert {tuple(o.value) for o in decision.options if o.kind == "target"} == {
        ("obj", d.object("Jace, the Mind Sculptor")), ("player", d.player("alice")), ("player", d.player("bob"))}
    d.choose(next(o for o in decision.options if o.value == ("player", d.player("bob"))))
    d.resolve(None)
    assert life(d, "bob") == 18


def test_triggered_ability_without_legal_target_is_removed() -> None:
    """603.3d: a triggered ability with no legal target is removed from the stack: Banishing
    Light with no nonland permanent to exile."""
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": [{"card": "Plains", "count": 3}]},
                  "bob": {"battlefield": ["Island"]}})
    d.act("alice", "casts", "Banishing Light")
    d.resolve(None)
    assert d.game.state.stack == []
    assert events(d.game, "trigger_removed")
