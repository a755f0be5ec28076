"""The heuristic agent's play: it makes its land drop, casts the best spell it can afford,
picks good targets, attacks when it is favourable, blocks to survive or trade well, and doesn't
waste removal on its own creatures.  Each test lets the agent answer one player's decisions
(seen only through `game.view(player)`) while the other player passes."""

from __future__ import annotations

from support import position

from manastack.agents import HeuristicAgent


def drive(d, until, agents=("alice",), limit=400) -> list[tuple[str, str, str]]:
    """Answer decisions until `until()` holds: the heuristic for the players named in `agents`,
    and for the others pass / done / the first option.  Returns (player, kind, label) of every
    answer."""
    game = d.game
    heuristic = {d.player(name): HeuristicAgent(7) for name in agents}
    log = []
    for _ in range(limit):
        if game.over or until():
            return log
        dec = game.decision
        agent = heuristic.get(dec.player)
        if agent is None:
            option = next((o for o in dec.options if o.kind in ("pass", "done", "no")), dec.options[0])
        else:
            option = agent.pick(game.view(dec.player), dec)
        log.append((game.player_name(dec.player), dec.kind, option.label))
        game.choose(option)
    raise AssertionError(f"still going after {limit} decisions: {log[-5:]}")


def names_on_battlefield(d, player: str) -> list[str]:
    game = d.game
    return sorted(game.chars(o).name for o in game.state.battlefield if game.chars(o).controller == d.player(player))


def hand(d, player: str) -> list[str]:
    game = d.game
    return sorted(game.state.objects[o].card for o in game.state.players[d.player(player)].hand)


def graveyard(d, player: str) -> list[str]:
    game = d.game
    return sorted(game.state.objects[o].card for o in game.state.players[d.player(player)].graveyard)


def end_of_turn(d):
    return lambda: d.game.state.step == "end"


# ---------------------------------------------------------------------------- lands and spells


def test_makes_its_land_drop_first() -> None:
    """305.1, 305.2: in its main phase with an empty stack, the agent plays a land before
    anything else (one land a turn)."""
    d = position({"alice": {"hand": ["Mountain", "Forest", "Grizzly Bears"]}, "bob": {}})
    log = drive(d, end_of_turn(d))
    alice = [label for who, kind, label in log if who == "alice" and kind == "priority" and label != "pass priority"]
    assert alice[0] in ("play Mountain", "play Forest")
    assert len([x for x in names_on_battlefield(d, "alice") if x in ("Mountain", "Forest")]) == 1


def test_casts_the_most_expensive_spell_it_can_afford() -> None:
    """601.2, 601.2h: with three Forests it casts its three-mana creature rather than a cheaper one."""
    d = position({"alice": {"hand": ["Llanowar Elves", "Grizzly Bears", "Leatherback Baloth"],
                            "battlefield": ["Forest", "Forest", "Forest"]}, "bob": {}})
    log = drive(d, end_of_turn(d))
    casts = [label for who, kind, label in log if who == "alice" and label.startswith("cast ")]
    assert casts[0] == "cast Leatherback Baloth"
    assert "Leatherback Baloth" in names_on_battlefield(d, "alice")


# ---------------------------------------------------------------------------- targets


def test_burn_kills_the_best_creature_it_can_kill_not_its_own() -> None:
    """115.1, 601.2c, 120.3: Lightning Bolt goes to the opponent's best creature that 3 damage
    destroys (Goblin Guide), not to a 4/4 it can't kill and not to its own creature."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Llanowar Elves", "Serra Angel", "Goblin Guide"]}})
    drive(d, lambda: graveyard(d, "alice") == ["Lightning Bolt"])
    assert names_on_battlefield(d, "bob") == ["Llanowar Elves", "Serra Angel"]
    assert "Grizzly Bears" in names_on_battlefield(d, "alice")


def test_keeps_removal_when_only_its_own_creature_could_be_hit() -> None:
    """115.1, 601.2c: with no opposing creature, Cut Down stays in hand rather than destroying
    the agent's own Grizzly Bears."""
    d = position({"alice": {"hand": ["Cut Down"], "battlefield": ["Swamp", "Grizzly Bears"]}, "bob": {}})
    drive(d, end_of_turn(d))
    assert hand(d, "alice") == ["Cut Down"]
    assert "Grizzly Bears" in names_on_battlefield(d, "alice")


def test_keeps_doom_blade_when_the_only_legal_target_is_its_own() -> None:
    """115.1, 601.2c: Doom Blade can't target the opponent's black Vampire Nighthawk, so the
    only legal target would be the agent's own Grizzly Bears: it keeps the spell."""
    d = position({"alice": {"hand": ["Doom Blade"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Vampire Nighthawk"]}})
    drive(d, end_of_turn(d))
    assert hand(d, "alice") == ["Doom Blade"]
    assert "Grizzly Bears" in names_on_battlefield(d, "alice")


def test_banishing_light_waits_for_something_to_exile() -> None:
    """603.3d: Banishing Light's enters trigger needs a nonland permanent of the opponent's; the
    agent doesn't cast it into an empty board, and casts it to exile the opponent's Serra Angel."""
    empty = position({"alice": {"hand": ["Banishing Light"], "battlefield": ["Plains"] * 3}, "bob": {}})
    drive(empty, end_of_turn(empty))
    assert hand(empty, "alice") == ["Banishing Light"]
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": ["Plains"] * 3},
                  "bob": {"battlefield": ["Serra Angel"]}})
    drive(d, end_of_turn(d))
    assert "Banishing Light" in names_on_battlefield(d, "alice")
    assert names_on_battlefield(d, "bob") == []
    assert [d.game.chars(o).name for o in d.game.state.exile] == ["Serra Angel"]


def test_wrath_of_god_only_when_the_opponents_board_is_much_better() -> None:
    """701.8: a board wipe destroys every creature; the agent keeps it while it is ahead and
    casts it when the opponent has the much better creatures."""
    ahead = position({"alice": {"hand": ["Wrath of God"], "battlefield": ["Plains"] * 4 + ["Serra Angel"]},
                      "bob": {"battlefield": ["Llanowar Elves"]}})
    drive(ahead, end_of_turn(ahead))
    assert hand(ahead, "alice") == ["Wrath of God"]
    behind = position({"alice": {"hand": ["Wrath of God"], "battlefield": ["Plains"] * 4},
                       "bob": {"battlefield": ["Serra Angel", "Vampire Nighthawk", "Leatherback Baloth"]}})
    drive(behind, end_of_turn(behind))
    assert hand(behind, "alice") == []
    assert names_on_battlefield(behind, "bob") == []


def test_counters_a_removal_spell_aimed_at_its_creature() -> None:
    """701.6, 117.3c: when the opponent casts Doom Blade at the agent's Serra Angel, the agent
    answers with Counterspell and keeps its Angel."""
    d = position({"active": "bob",
                  "alice": {"hand": ["Counterspell"], "battlefield": ["Island", "Island", "Serra Angel"]},
                  "bob": {"hand": ["Doom Blade"], "battlefield": ["Swamp", "Swamp"]}})
    d.act("bob", "casts", "Doom Blade", targets=["Serra Angel"])
    drive(d, lambda: not d.game.state.stack and graveyard(d, "bob") == ["Doom Blade"])
    assert d.game.state.step == "main1"  # answered at once, in bob's main phase
    assert "Serra Angel" in names_on_battlefield(d, "alice")
    assert graveyard(d, "alice") == ["Counterspell"]


# ---------------------------------------------------------------------------- combat


def test_attacks_into_an_empty_board_but_not_into_a_bigger_blocker() -> None:
    """508.1a: the agent attacks when no blocker punishes the attack, and keeps Grizzly Bears
    home when an untapped 4/4 would block and kill it for nothing."""
    open_board = position({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    drive(open_board, end_of_turn(open_board))
    assert open_board.game.state.players[1].life == 18
    guarded = position({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Serra Angel"]}})
    log = drive(guarded, end_of_turn(guarded))
    assert not any(kind == "attackers" and label.startswith("attack") for who, kind, label in log if who == "alice")
    assert guarded.game.state.players[1].life == 20


def test_blocks_to_kill_the_attacker_and_survive() -> None:
    """509.1a, 510.1: against an attacking Grizzly Bears, the agent blocks with its Serra Angel
    (which kills the Bears and survives), not with its Llanowar Elves."""
    d = position({"active": "bob", "alice": {"battlefield": ["Serra Angel", "Llanowar Elves"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    _bob_attacks(d, ["Grizzly Bears"])
    drive(d, lambda: d.game.state.step == "main2")
    assert names_on_battlefield(d, "bob") == []
    assert names_on_battlefield(d, "alice") == ["Llanowar Elves", "Serra Angel"]
    assert d.game.state.players[0].life == 20


def test_chump_blocks_only_when_the_damage_would_be_lethal() -> None:
    """509.1a, 104.3b: at 20 life the agent takes 4 from Leatherback Baloth rather than throw
    away its Llanowar Elves; at 3 life it blocks with the Elves to survive."""
    healthy = position({"active": "bob", "alice": {"battlefield": ["Llanowar Elves"]},
                        "bob": {"battlefield": ["Leatherback Baloth"]}})
    _bob_attacks(healthy, ["Leatherback Baloth"])
    drive(healthy, lambda: healthy.game.state.step == "main2")
    assert healthy.game.state.players[0].life == 16
    assert names_on_battlefield(healthy, "alice") == ["Llanowar Elves"]
    low = position({"active": "bob", "alice": {"life": 3, "battlefield": ["Llanowar Elves"]},
                    "bob": {"battlefield": ["Leatherback Baloth"]}})
    _bob_attacks(low, ["Leatherback Baloth"])
    drive(low, lambda: low.game.state.step == "main2" or low.game.over)
    assert not low.game.over
    assert low.game.state.players[0].life == 3
    assert names_on_battlefield(low, "alice") == []


def _bob_attacks(d, attackers: list[str]) -> None:
    """Bob (the active player, with no agent) declares these attackers."""
    d.attack("bob", attackers)
