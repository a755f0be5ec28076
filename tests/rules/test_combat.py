"""Combat (506-511): declaring attackers (508) with restrictions, requirements and costs,
declaring blockers (509) with evasion, and combat damage (510) with first strike, double
strike, trample, deathtouch and lifelink."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.decision import IllegalAction


def _creature(name: str, power: str, toughness: str, *abilities, cost: str = "{1}{G}", colors=None) -> dsl.CardDef:
    face = dsl.Face(name=name, mana_cost=cost, types=("Creature",), subtypes=("Beast",), power=power,
                    toughness=toughness, abilities=tuple(abilities), colors=colors)
    return registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_creature("Test Wall", "0", "4", dsl.Keyword("defender"), cost="{1}{W}")
_creature("Test Berserker", "2", "2", dsl.Static(dsl.MustAttack(), text="This creature attacks each combat if able."))
_creature("Test Spider", "1", "3", dsl.Keyword("reach"))
_creature("Test Double Striker", "2", "2", dsl.Keyword("double strike"), cost="{1}{R}")
_creature("Test Ogre", "5", "5", cost="{4}{R}")
_creature("Test Fencer", "0", "3", dsl.Keyword("first strike"), cost="{W}")
_creature("Test Menace Drake", "3", "3", dsl.Keyword("flying"), dsl.Keyword("menace"), cost="{2}{R}")
_creature("Test Trampling Fiend", "4", "4", dsl.Keyword("trample"), dsl.Keyword("deathtouch"), cost="{3}{B}")


# ---------------------------------------------------------------------------- helpers


def at_attackers(state: dict):
    """A position in alice's beginning of combat, advanced to her declaration of attackers."""
    state = {"step": "beginning_of_combat", **state}
    d = position(state)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    assert d.decision.kind == "attackers"
    return d


def attack_options(d) -> list:
    return [o for o in d.decision.options if o.kind == "attack"]


def attackable(d) -> set[str]:
    """The names of the creatures the pending attackers decision offers."""
    return {d.game.chars(o.value[0]).name for o in attack_options(d)}


def has_done(d) -> bool:
    return any(o.kind == "done" for o in d.decision.options)


def choose_attack(d, name: str, defender: str | None = None) -> None:
    oid = d.object(name)
    for o in attack_options(d):
        if o.value[0] != oid:
            continue
        if defender is None or d._defender_named(o.value[1], defender):
            d.choose(o)
            return
    raise AssertionError(f"{name} can't attack {defender}")


def finish_declaration(d) -> None:
    """Answer "done" if the attackers decision is still pending (it ends by itself when
    "done" is the only option left), then settle payments."""
    if d.decision is not None and d.decision.kind == "attackers":
        d.choose(next(o for o in d.decision.options if o.kind == "done"))
    d._settle()


def block_options(d) -> list:
    return [o for o in d.decision.options if o.kind == "block"]


def at_blockers(state: dict, attackers):
    d = position({"step": "beginning_of_combat", **state})
    d.attack("alice", attackers)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    assert d.decision.kind == "blockers"
    return d


def life(d, player: str) -> int:
    return d.game.state.players[d.player(player)].life


def to_main2(d) -> None:
    d.pass_until(lambda: d.game.state.step == "main2")


def in_graveyard(d, player: str) -> list[str]:
    g = d.game
    return [g.state.objects[o].card for o in g.state.players[d.player(player)].graveyard]


def on_battlefield(d, name: str) -> bool:
    return any(d.game.chars(o).name == name for o in d.game.state.battlefield)


# ---------------------------------------------------------------------------- 508: attackers


def test_summoning_sick_creature_cant_attack_but_haste_can() -> None:
    """508.1a, 302.6: only creatures controlled continuously since the turn began may attack,
    unless they have haste (702.10)."""
    d = at_attackers({"alice": {"battlefield": [{"card": "Grizzly Bears", "sick": True}, {"card": "Goblin Guide", "sick": True},
                                                "Savannah Lions"]}, "bob": {}})
    assert attackable(d) == {"Goblin Guide", "Savannah Lions"}


def test_tapped_creature_cant_attack() -> None:
    """508.1a: the chosen creatures must be untapped."""
    d = at_attackers({"alice": {"battlefield": [{"card": "Grizzly Bears", "tapped": True}, "Savannah Lions"]}, "bob": {}})
    assert attackable(d) == {"Savannah Lions"}


def test_attacking_taps_the_creature_unless_vigilance() -> None:
    """508.1f, 702.20b: attacking taps a creature; a creature with vigilance stays untapped."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Serra Angel"]}, "bob": {}})
    d.attack("alice", ["Grizzly Bears", "Serra Angel"])
    g = d.game
    assert g.state.objects[d.object("Grizzly Bears")].tapped
    assert not g.state.objects[d.object("Serra Angel")].tapped
    assert set(g.state.combat.attackers) == {d.object("Grizzly Bears"), d.object("Serra Angel")}


def test_defender_cant_attack() -> None:
    """702.3b: a creature with defender can't attack."""
    d = at_attackers({"alice": {"battlefield": ["Test Wall", "Grizzly Bears"]}, "bob": {}})
    assert attackable(d) == {"Grizzly Bears"}
    with pytest.raises(IllegalAction, match="defender"):
        d.attack("alice", ["Test Wall"])


def test_lovestruck_beast_cant_attack_without_a_1_1() -> None:
    """508.1c: Lovestruck Beast's restriction: it can't attack unless you control a 1/1
    creature."""
    d = at_attackers({"alice": {"battlefield": ["Lovestruck Beast", "Grizzly Bears"]}, "bob": {}})
    assert attackable(d) == {"Grizzly Bears"}


def test_lovestruck_beast_attacks_when_you_control_a_1_1() -> None:
    """508.1c: with a 1/1 creature (a Human token, Llanowar Elves) the restriction is met."""
    d = at_attackers({"alice": {"battlefield": ["Lovestruck Beast", {"card": "Human", "token": True, "sick": True}]}, "bob": {}})
    assert attackable(d) == {"Lovestruck Beast"}
    d = at_attackers({"alice": {"battlefield": ["Lovestruck Beast", "Llanowar Elves"]}, "bob": {}})
    assert attackable(d) == {"Lovestruck Beast", "Llanowar Elves"}


def test_must_attack_requirement_withholds_done_until_it_attacks() -> None:
    """508.1d: a creature that attacks each combat if able must be declared: "done" isn't
    offered until it attacks."""
    d = at_attackers({"alice": {"battlefield": ["Test Berserker", "Grizzly Bears", "Savannah Lions"]}, "bob": {}})
    assert not has_done(d)
    choose_attack(d, "Grizzly Bears")
    assert not has_done(d)
    assert attackable(d) == {"Test Berserker", "Savannah Lions"}
    choose_attack(d, "Test Berserker")
    assert has_done(d)


def test_must_attack_requirement_doesnt_apply_when_unable() -> None:
    """508.1d: a requirement is obeyed only if the creature is able to attack (a tapped or
    summoning-sick creature isn't)."""
    d = at_attackers({"alice": {"battlefield": [{"card": "Test Berserker", "tapped": True}, "Grizzly Bears"]}, "bob": {}})
    assert has_done(d)
    d = at_attackers({"alice": {"battlefield": [{"card": "Test Berserker", "sick": True}, "Grizzly Bears"]}, "bob": {}})
    assert has_done(d)


def test_must_attack_requirement_doesnt_force_paying_an_attack_cost() -> None:
    """508.1d: if a creature can't attack unless a player pays a cost, that player isn't
    required to pay it, even to obey a requirement (Ghostly Prison)."""
    d = at_attackers({"alice": {"battlefield": ["Test Berserker", {"card": "Plains", "count": 2}]},
                      "bob": {"battlefield": ["Ghostly Prison"]}})
    assert has_done(d)
    assert attackable(d) == {"Test Berserker"}


def test_ghostly_prison_costs_two_per_attacker_paid_at_once() -> None:
    """508.1h, 508.1j: the total cost to attack ({2} for each attacker) is determined and paid
    at once, after all attackers are declared."""
    d = at_attackers({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", {"card": "Plains", "count": 4}]},
                      "bob": {"battlefield": ["Ghostly Prison"]}})
    choose_attack(d, "Grizzly Bears")
    choose_attack(d, "Savannah Lions")
    finish_declaration(d)
    g = d.game
    payments = [e for e in events(g, "payment") if e["purpose"] == "attack_tax"]
    assert len(payments) == 1 and payments[0]["amount"] == 4
    assert all(g.state.objects[o].tapped for o in g.state.battlefield if g.chars(o).name == "Plains")
    assert len(g.state.combat.attackers) == 2


def test_cant_declare_more_attackers_than_you_can_pay_for() -> None:
    """508.1h, 508.1d: with {4} available and a {2} cost per attacker, a third attacker isn't
    offered once two are declared."""
    d = at_attackers({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Elite Vanguard",
                                                {"card": "Plains", "count": 4}]},
                      "bob": {"battlefield": ["Ghostly Prison"]}})
    assert attackable(d) == {"Grizzly Bears", "Savannah Lions", "Elite Vanguard"}
    choose_attack(d, "Grizzly Bears")
    assert attackable(d) == {"Savannah Lions", "Elite Vanguard"}
    choose_attack(d, "Savannah Lions")
    # Only "done" is left: the declaration completes by itself, with two attackers.
    assert d.decision.kind != "attackers"
    assert len(d.game.state.combat.attackers) == 2


def test_ghostly_prison_and_propaganda_add_up() -> None:
    """508.1h: costs to attack from several effects are added together: {2} + {2} per
    attacker."""
    d = at_attackers({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", {"card": "Plains", "count": 5}]},
                      "bob": {"battlefield": ["Ghostly Prison", "Propaganda"]}})
    assert attackable(d) == {"Grizzly Bears", "Savannah Lions"}
    choose_attack(d, "Grizzly Bears")  # {4}; a second attacker would make it {8}
    finish_declaration(d)
    assert list(d.game.state.combat.attackers) == [d.object("Grizzly Bears")]
    payments = [e for e in events(d.game, "payment") if e["purpose"] == "attack_tax"]
    assert [p["amount"] for p in payments] == [4]


def test_no_attack_cost_when_you_cant_pay_means_no_attack() -> None:
    """508.1h: a creature whose attack cost can't be paid can't be declared as an attacker."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", "Plains"]}, "bob": {"battlefield": ["Ghostly Prison"]}})
    d.pass_until(lambda: d.game.state.step == "declare_attackers")
    assert d.game.state.combat is None or not d.game.state.combat.attackers


def test_attacking_creature_cant_tap_itself_to_pay_the_attack_cost() -> None:
    """508.1f, 508.1i-j: the attackers are tapped before the cost is paid, so an attacking
    Llanowar Elves can't produce mana for its own attack cost."""
    d = at_attackers({"alice": {"battlefield": ["Llanowar Elves", "Grizzly Bears", "Forest"]},
                      "bob": {"battlefield": ["Ghostly Prison"]}})
    assert attackable(d) == {"Grizzly Bears"}  # Bears: Elves + Forest pay; Elves itself: only Forest is left
    choose_attack(d, "Grizzly Bears")
    finish_declaration(d)
    g = d.game
    assert g.state.objects[d.object("Llanowar Elves")].tapped  # it paid
    assert list(g.state.combat.attackers) == [d.object("Grizzly Bears")]


def test_vigilant_attacker_can_tap_for_its_own_attack_cost() -> None:
    """508.1f, 702.20b: a creature with vigilance isn't tapped by attacking, so its mana
    ability can still help pay the cost to attack (Built Bear with vigilance and mana)."""
    d = at_attackers({"alice": {"battlefield": [{"card": "Built Bear", "legacy": ["vigilance", "mana"]}, "Forest"]},
                      "bob": {"battlefield": ["Ghostly Prison"]}})
    assert attackable(d) == {"Built Bear"}


def test_ghostly_prison_doesnt_tax_attacking_a_planeswalker() -> None:
    """508.1h: Ghostly Prison taxes only creatures attacking its controller, not that
    player's planeswalkers."""
    d = at_attackers({"alice": {"battlefield": ["Grizzly Bears"]},
                      "bob": {"battlefield": ["Ghostly Prison", "Jace, the Mind Sculptor"]}})
    offered = [o.value[1] for o in attack_options(d)]
    assert offered == [("obj", d.object("Jace, the Mind Sculptor"))]


def test_sivitri_plus_one_makes_each_attacker_cost_two_life() -> None:
    """508.1h: Sivitri's +1: until bob's next turn, each creature attacking bob or a
    planeswalker he controls costs 2 life; the costs add up (two attackers: 4 life)."""
    d = position({"active": "bob", "turn": 2,
                  "bob": {"battlefield": ["Sivitri, Dragon Master"], "library": ["Island"] * 3},
                  "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Elite Vanguard"], "library": ["Plains"] * 3}})
    d.act("bob", "activates", "Sivitri, Dragon Master", ability=1)
    d.resolve(None)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    assert d.game.state.active == d.player("alice")
    choose_attack(d, "Grizzly Bears", "bob")
    choose_attack(d, "Savannah Lions", "Sivitri, Dragon Master")
    finish_declaration(d)
    assert life(d, "alice") == 16
    payments = [e for e in events(d.game, "payment") if e["purpose"] == "attack_life"]
    assert [p["life"] for p in payments] == [4]


def test_sivitri_attack_cost_limited_by_life() -> None:
    """119.4, 508.1h: a player can pay life only if their life total is at least the amount:
    at 3 life, only one creature may attack (2 life), not two (4 life)."""
    d = position({"active": "bob", "turn": 2,
                  "bob": {"battlefield": ["Sivitri, Dragon Master"], "library": ["Island"] * 3},
                  "alice": {"life": 3, "battlefield": ["Grizzly Bears", "Savannah Lions"], "library": ["Plains"] * 3}})
    d.act("bob", "activates", "Sivitri, Dragon Master", ability=1)
    d.resolve(None)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    assert attackable(d) == {"Grizzly Bears", "Savannah Lions"}
    choose_attack(d, "Grizzly Bears", "bob")
    assert d.decision.kind != "attackers"  # no second attacker could be offered
    assert list(d.game.state.combat.attackers) == [d.object("Grizzly Bears")]
    assert life(d, "alice") == 1


def test_attacking_a_planeswalker_removes_loyalty() -> None:
    """508.1b, 510.1b, 120.3c: a creature may attack a planeswalker; its combat damage removes
    that much loyalty, and at 0 loyalty the planeswalker is put into the graveyard (704.5i)."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]},
                  "bob": {"battlefield": ["Jace, the Mind Sculptor"]}})
    d.attack("alice", {"Grizzly Bears": "Jace, the Mind Sculptor"})
    d.block("bob", {})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 1
    assert life(d, "bob") == 20
    d2 = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]},
                   "bob": {"battlefield": ["Jace, the Mind Sculptor"]}})
    d2.attack("alice", {"Grizzly Bears": "Jace, the Mind Sculptor", "Savannah Lions": "Jace, the Mind Sculptor"})
    d2.block("bob", {})
    to_main2(d2)
    assert in_graveyard(d2, "bob") == ["Jace, the Mind Sculptor"]


def test_creature_attacking_a_removed_planeswalker_deals_no_damage() -> None:
    """506.4c, 510.1b: if the planeswalker it attacks leaves, an unblocked attacker deals no
    combat damage."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Jace, the Mind Sculptor", "Mountain"], "hand": ["Lightning Bolt"]}})
    d.attack("alice", {"Grizzly Bears": "Jace, the Mind Sculptor"})
    d.act("bob", "casts", "Lightning Bolt", targets=["Jace, the Mind Sculptor"])
    d.resolve(None)
    to_main2(d)
    assert life(d, "bob") == 20
    assert [e for e in events(d.game, "damage") if e.get("combat")] == []


# ---------------------------------------------------------------------------- 509: blockers


def test_flying_can_be_blocked_only_by_flying_or_reach() -> None:
    """509.1b, 702.9b, 702.17b: a creature with flying can't be blocked except by creatures
    with flying and/or reach."""
    d = at_blockers({"alice": {"battlefield": ["Serra Angel"]},
                     "bob": {"battlefield": ["Grizzly Bears", "Test Spider", "Birds of Paradise"]}}, ["Serra Angel"])
    blockers = {d.game.chars(o.value[0]).name for o in block_options(d)}
    assert blockers == {"Test Spider", "Birds of Paradise"}


def test_flyer_can_block_a_ground_creature() -> None:
    """702.9b: a creature with flying can block a creature with or without flying."""
    d = at_blockers({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Serra Angel"]}}, ["Grizzly Bears"])
    assert {d.game.chars(o.value[0]).name for o in block_options(d)} == {"Serra Angel"}


def test_summoning_sick_creature_can_block() -> None:
    """302.6, 509.1a: summoning sickness stops attacking, not blocking."""
    d = at_blockers({"alice": {"battlefield": ["Grizzly Bears"]},
                     "bob": {"battlefield": [{"card": "Glory Seeker", "sick": True}]}}, ["Grizzly Bears"])
    assert [o.value for o in block_options(d)] == [(d.object("Glory Seeker"), d.object("Grizzly Bears"))]


def test_tapped_creature_cant_block() -> None:
    """509.1a: the chosen blockers must be untapped."""
    d = at_blockers({"alice": {"battlefield": ["Grizzly Bears"]},
                     "bob": {"battlefield": [{"card": "Glory Seeker", "tapped": True}, "Savannah Lions"]}}, ["Grizzly Bears"])
    assert {d.game.chars(o.value[0]).name for o in block_options(d)} == {"Savannah Lions"}


def test_menace_needs_two_blockers() -> None:
    """509.1b, 702.111b: a creature with menace can't be blocked except by two or more
    creatures: with one blocker declared, "done" isn't offered."""
    d = at_blockers({"alice": {"battlefield": ["Goblin Dark-Dwellers"]},
                     "bob": {"battlefield": ["Grizzly Bears", "Glory Seeker", "Savannah Lions"]}}, ["Goblin Dark-Dwellers"])
    first = next(o for o in block_options(d) if o.value[0] == d.object("Grizzly Bears"))
    d.choose(first)
    assert not any(o.kind == "done" for o in d.decision.options)
    second = next(o for o in block_options(d) if o.value[0] == d.object("Glory Seeker"))
    d.choose(second)
    assert any(o.kind == "done" for o in d.decision.options)
    d.choose(next(o for o in d.decision.options if o.kind == "done"))
    assert sorted(d.game.state.combat.blocked_by[d.object("Goblin Dark-Dwellers")]) == sorted(
        [d.object("Grizzly Bears"), d.object("Glory Seeker")])


def test_menace_with_a_single_possible_blocker_is_unblockable() -> None:
    """702.111b: with only one creature able to block, a menace creature can't be blocked."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Goblin Dark-Dwellers"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Goblin Dark-Dwellers"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Grizzly Bears": "Goblin Dark-Dwellers"})


def test_menace_block_never_dead_ends() -> None:
    """509.1b, 702.111b: a declaration can always be completed legally: with one blocker on a
    flying menace creature, a block that would use up the last other creature able to block
    it isn't offered."""
    d = at_blockers({"alice": {"battlefield": ["Test Menace Drake", "Savannah Lions"]},
                     "bob": {"battlefield": ["Grizzly Bears", "Birds of Paradise", "Test Spider"]}},
                    ["Test Menace Drake", "Savannah Lions"])
    drake, lions = d.object("Test Menace Drake"), d.object("Savannah Lions")
    d.choose(next(o for o in block_options(d) if o.value == (d.object("Birds of Paradise"), drake)))
    offered = {tuple(o.value) for o in block_options(d)}
    assert offered == {(d.object("Test Spider"), drake), (d.object("Grizzly Bears"), lions)}
    assert not any(o.kind == "done" for o in d.decision.options)


def test_protection_from_a_colour_cant_be_blocked_by_that_colour() -> None:
    """702.16f: an attacking creature with protection from green can't be blocked by green
    creatures (Sphinx of the Steel Wind vs Birds of Paradise); others may block."""
    d = at_blockers({"alice": {"battlefield": ["Sphinx of the Steel Wind"]},
                     "bob": {"battlefield": ["Birds of Paradise", "Serra Angel"]}}, ["Sphinx of the Steel Wind"])
    assert {d.game.chars(o.value[0]).name for o in block_options(d)} == {"Serra Angel"}


def test_blocked_creature_stays_blocked_when_blocker_leaves() -> None:
    """509.1h, 510.1c: a creature remains blocked even if its blocker is removed from combat;
    with no blocker left it assigns no combat damage."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Glory Seeker", "Island"], "hand": ["Unsummon"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Glory Seeker": "Grizzly Bears"})
    d.act("bob", "casts", "Unsummon", targets=["Glory Seeker"])
    d.resolve(None)
    assert d.object("Grizzly Bears") in d.game.state.combat.blocked
    to_main2(d)
    assert life(d, "bob") == 20


def test_blocked_trampler_with_blocker_gone_deals_all_damage_to_player() -> None:
    """702.19d: a blocked trampler with no creatures blocking it assigns all its damage to
    the player it attacks (Grizzly Bears with Rancor: 4 damage)."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": ["Glory Seeker", "Island"], "hand": ["Unsummon"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Glory Seeker": "Grizzly Bears"})
    d.act("bob", "casts", "Unsummon", targets=["Glory Seeker"])
    d.resolve(None)
    to_main2(d)
    assert life(d, "bob") == 16


# ---------------------------------------------------------------------------- 510: damage


def test_unblocked_damage_to_player_blocked_damage_to_blockers() -> None:
    """510.1a-d: an unblocked creature deals damage to the player it attacks; a blocked one
    to its blocker, and the blocker to it."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]},
                  "bob": {"battlefield": ["Glory Seeker"]}})
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    d.block("bob", {"Glory Seeker": "Grizzly Bears"})
    to_main2(d)
    assert life(d, "bob") == 18
    assert in_graveyard(d, "alice") == ["Grizzly Bears"]
    assert in_graveyard(d, "bob") == ["Glory Seeker"]


def test_blocker_survives_when_damage_is_less_than_toughness() -> None:
    """510.2, 704.5g: combat damage is marked; only lethal damage destroys."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Leatherback Baloth"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Leatherback Baloth": "Grizzly Bears"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.objects[d.object("Leatherback Baloth")].damage == 2
    assert in_graveyard(d, "alice") == ["Grizzly Bears"]


def test_first_strike_kills_before_regular_damage() -> None:
    """510.4, 702.7b: a creature with first strike deals its damage in a first combat damage
    step; a creature it kills deals no combat damage."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Ash Zealot"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Ash Zealot"])
    d.block("bob", {"Grizzly Bears": "Ash Zealot"})
    to_main2(d)
    assert in_graveyard(d, "bob") == ["Grizzly Bears"]
    assert on_battlefield(d, "Ash Zealot")
    assert d.game.state.objects[d.object("Ash Zealot")].damage == 0
    steps = [e for e in events(d.game, "step_begin") if e["step"] == "combat_damage"]
    assert len(steps) == 2


def test_no_first_strike_means_one_damage_step() -> None:
    """510.4: without first or double strike, there is a single combat damage step."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    d.attack("alice", ["Grizzly Bears"])
    to_main2(d)
    assert len([e for e in events(d.game, "step_begin") if e["step"] == "combat_damage"]) == 1


def test_first_strike_blocker_against_regular_attacker() -> None:
    """510.4: a blocking creature with first strike deals its damage first, too."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Ash Zealot"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Ash Zealot": "Grizzly Bears"})
    to_main2(d)
    assert in_graveyard(d, "alice") == ["Grizzly Bears"]
    assert in_graveyard(d, "bob") == []


def test_double_strike_deals_damage_in_both_steps() -> None:
    """510.4, 702.4b: a creature with double strike deals combat damage in both combat damage
    steps."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Double Striker"]}, "bob": {}})
    d.attack("alice", ["Test Double Striker"])
    to_main2(d)
    assert life(d, "bob") == 16
    assert len([e for e in events(d.game, "damage") if e["combat"]]) == 2


def test_double_striker_whose_blocker_died_deals_no_second_damage() -> None:
    """509.1h, 510.1c, 702.4b: a double striker kills its blocker in the first step; it is
    still blocked, so without trample it deals no damage in the second."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Double Striker"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Test Double Striker"])
    d.block("bob", {"Grizzly Bears": "Test Double Striker"})
    to_main2(d)
    assert life(d, "bob") == 20
    assert in_graveyard(d, "bob") == ["Grizzly Bears"]
    assert d.game.state.objects[d.object("Test Double Striker")].damage == 0


def test_second_step_excludes_first_strikers_that_dealt_no_damage() -> None:
    """510.4: the second combat damage step's creatures are those that had neither first
    strike nor double strike as the first step began: a 0-power first striker pumped after
    the first step still deals no damage in the second."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Test Fencer", "Savannah Lions", "Forest"], "hand": ["Giant Growth"]},
                  "bob": {}})
    d.attack("alice", ["Test Fencer", "Savannah Lions"])
    d.pass_until(lambda: d.game.state.step == "combat_damage" and d.decision.kind == "priority")
    assert d.game.state.combat.first_strike_step
    d.act("alice", "casts", "Giant Growth", targets=["Test Fencer"])
    d.resolve(None)
    assert d.game.chars(d.object("Test Fencer")).power == 3
    to_main2(d)
    assert life(d, "bob") == 18


def test_creature_gaining_first_strike_after_first_step_still_deals_regular_damage() -> None:
    """702.7c: giving first strike to a creature after the first combat damage step doesn't
    stop it from dealing damage in the second step."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Ash Zealot", "Blade Splicer", "Savannah Lions"]}, "bob": {}})
    d.attack("alice", ["Ash Zealot", "Savannah Lions"])
    to_main2(d)
    assert life(d, "bob") == 16


def test_trample_assigns_lethal_then_rest_to_player() -> None:
    """702.19b: a trampler assigns lethal damage to its blockers and may assign the rest to
    the player (Rancor on Grizzly Bears: 4 power, 2 to Glory Seeker, 2 to bob)."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": ["Glory Seeker"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Glory Seeker": "Grizzly Bears"})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    seeker = d.object("Glory Seeker")
    options = [o.value for o in d.decision.options]
    assert ((seeker,), (1,), 3) not in options  # 1 isn't lethal for a 2/2
    assert ((seeker,), (2,), 2) in options and ((seeker,), (4,), 0) in options
    d.choose(next(o for o in d.decision.options if o.value == ((seeker,), (2,), 2)))
    to_main2(d)
    assert life(d, "bob") == 18
    assert in_graveyard(d, "bob") == ["Glory Seeker"]


def test_trample_excess_goes_to_the_attacked_planeswalker() -> None:
    """702.19b: a trampler attacking a planeswalker assigns its excess damage to that
    planeswalker (Rancor on Grizzly Bears: 2 to Glory Seeker, 2 loyalty from Jace)."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": ["Glory Seeker", "Jace, the Mind Sculptor"]}})
    d.attack("alice", {"Grizzly Bears": "Jace, the Mind Sculptor"})
    d.block("bob", {"Glory Seeker": "Grizzly Bears"})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    seeker = d.object("Glory Seeker")
    d.choose(next(o for o in d.decision.options if o.value == ((seeker,), (2,), 2)))
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.objects[d.object("Jace, the Mind Sculptor")].counters["loyalty"] == 1
    assert life(d, "bob") == 20


def test_double_strike_trample_second_step_goes_to_player() -> None:
    """702.4b, 702.19d: a double striker with trample kills its blocker in the first step; in
    the second, with no creature blocking it, all its damage goes to the player."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Test Double Striker", {"card": "Rancor", "attached_to": "Test Double Striker"}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Test Double Striker"])
    d.block("bob", {"Grizzly Bears": "Test Double Striker"})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    bears = d.object("Grizzly Bears")
    d.choose(next(o for o in d.decision.options if o.value == ((bears,), (2,), 2)))
    to_main2(d)
    assert in_graveyard(d, "bob") == ["Grizzly Bears"]
    assert life(d, "bob") == 14


def test_trample_accounts_for_damage_already_marked() -> None:
    """702.19b: lethal damage takes into account damage already marked on the blocker."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": [{"card": "Leatherback Baloth", "damage": 3}]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Leatherback Baloth": "Grizzly Bears"})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    baloth = d.object("Leatherback Baloth")
    assert ((baloth,), (2,), 2) in [o.value for o in d.decision.options]
    assert ((baloth,), (1,), 3) not in [o.value for o in d.decision.options]


def test_trample_with_deathtouch_one_damage_is_lethal() -> None:
    """702.19b, 702.2c: with deathtouch, 1 damage is lethal damage for trample's assignment."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Trampling Fiend"]},
                  "bob": {"battlefield": ["Leatherback Baloth"]}})
    d.attack("alice", ["Test Trampling Fiend"])
    d.block("bob", {"Leatherback Baloth": "Test Trampling Fiend"})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    baloth = d.object("Leatherback Baloth")
    option = next(o for o in d.decision.options if o.value == ((baloth,), (1,), 3))
    assert all(o.value[1][0] >= 1 for o in d.decision.options if o.value[2])
    d.choose(option)
    to_main2(d)
    assert life(d, "bob") == 17
    assert "Leatherback Baloth" in in_graveyard(d, "bob")  # 704.5h


def test_deathtouch_any_damage_destroys() -> None:
    """702.2b, 704.5h: any damage from a source with deathtouch destroys the creature."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Gifted Aetherborn"]},
                  "bob": {"battlefield": ["Leatherback Baloth"]}})
    d.attack("alice", ["Gifted Aetherborn"])
    d.block("bob", {"Leatherback Baloth": "Gifted Aetherborn"})
    to_main2(d)
    assert in_graveyard(d, "bob") == ["Leatherback Baloth"]
    assert in_graveyard(d, "alice") == ["Gifted Aetherborn"]


def test_lifelink_gains_life_equal_to_damage() -> None:
    """702.15b: combat damage dealt by a source with lifelink makes its controller gain that
    much life, blocked or not."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Healer's Hawk", "Gifted Aetherborn"]},
                  "bob": {"battlefield": ["Leatherback Baloth"]}})
    d.attack("alice", ["Healer's Hawk", "Gifted Aetherborn"])
    d.block("bob", {"Leatherback Baloth": "Gifted Aetherborn"})
    to_main2(d)
    assert life(d, "alice") == 23
    assert life(d, "bob") == 19


def test_blocker_with_lifelink_gains_its_controller_life() -> None:
    """702.15b: lifelink works for a blocking creature too (Vampire Nighthawk gains bob 2)."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Vampire Nighthawk"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Vampire Nighthawk": "Grizzly Bears"})
    to_main2(d)
    assert life(d, "bob") == 22
    assert in_graveyard(d, "alice") == ["Grizzly Bears"]


def test_attacker_divides_damage_among_several_blockers() -> None:
    """510.1c: a creature blocked by two or more creatures divides its combat damage among
    them as its controller chooses (decision "damage_assignment")."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Ogre"]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "b1"}, {"card": "Grizzly Bears", "as": "b2"}]}})
    d.attack("alice", ["Test Ogre"])
    d.block("bob", {"b1": "Test Ogre", "b2": "Test Ogre"})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    assert d.decision.player == d.player("alice")
    values = [o.value for o in d.decision.options]
    b1, b2 = d.object("b1"), d.object("b2")
    for split in ([5, 0], [0, 5], [3, 2], [2, 3]):
        assert ((b1, b2), tuple(split), 0) in values
    assert all(sum(v[1]) == 5 and v[2] == 0 for v in values)
    d.choose(next(o for o in d.decision.options if o.value == ((b1, b2), (1, 4), 0)))
    to_main2(d)
    g = d.game
    assert d.on_battlefield(b1) and g.state.objects[b1].damage == 1
    assert not d.on_battlefield(b2)


def test_blocker_of_a_removed_attacker_deals_no_damage() -> None:
    """510.1d, 506.4: a blocking creature whose attacker was removed from combat assigns no
    combat damage."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Leatherback Baloth", "Mountain"], "hand": ["Lightning Bolt"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Leatherback Baloth": "Grizzly Bears"})
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    to_main2(d)
    assert [e for e in events(d.game, "damage") if e.get("combat")] == []


def test_protection_prevents_combat_damage_from_that_colour() -> None:
    """702.16e: damage from a source of the stated colour is prevented: Sphinx of the Steel
    Wind (protection from red) blocks red Ash Zealot and takes none of its damage."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Ash Zealot"]},
                  "bob": {"battlefield": ["Sphinx of the Steel Wind"]}})
    d.attack("alice", ["Ash Zealot"])
    d.block("bob", {"Sphinx of the Steel Wind": "Ash Zealot"})
    to_main2(d)
    assert d.game.state.objects[d.object("Sphinx of the Steel Wind")].damage == 0
    assert in_graveyard(d, "alice") == ["Ash Zealot"]
    assert life(d, "bob") == 26  # lifelink: 6 damage dealt to Ash Zealot
