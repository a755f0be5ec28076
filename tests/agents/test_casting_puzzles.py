"""Casting puzzles (issue 18, the heuristic's mana use): positions, written as scenario `state`
mappings, with one right answer that the heuristic agent must find from its view; each plays
the main phase out and checks what was cast."""

from __future__ import annotations

from support import position

from manastack.agents import HeuristicAgent


def main_phase_casts(state: dict) -> list[str]:
    """Alice's heuristic plays her main phase until she passes with an empty stack (bob
    passes); the names of the spells she cast, in order."""
    d = position(state)
    game = d.game
    alice = d.player("alice")
    agent = HeuristicAgent(0)
    cast = []
    while not game.over and game.state.step == "main1":
        decision = game.decision
        if decision.player != alice:
            game.choose(next(o for o in decision.options if o.kind == "pass"))
            continue
        option = agent.pick(game.view(alice), decision)
        if decision.kind == "priority" and option.kind == "pass" and not game.state.stack:
            break
        if option.kind == "cast":
            cast.append(game.state.objects[option.value[0]].card)
        game.choose(option)
    return cast


def test_two_two_drops_on_four_lands_rather_than_the_three_drop() -> None:
    """601.2g-h, 106.1: with four Forests and Leatherback Baloth (GGG), Kalonian Tusker (GG)
    and Grizzly Bears (1G) in hand, casting the two two-drops spends all four mana; the
    Baloth first would leave one unspent and the other two in hand."""
    casts = main_phase_casts(
        {
            "alice": {
                "battlefield": ["Forest"] * 4,
                "hand": ["Leatherback Baloth", "Kalonian Tusker", "Grizzly Bears"],
                "library": ["Forest"] * 5,
            },
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert sorted(casts) == ["Grizzly Bears", "Kalonian Tusker"]


def test_the_biggest_spell_when_it_spends_the_most() -> None:
    """106.1: with three Forests, Leatherback Baloth (GGG) spends all three; Grizzly Bears alone
    would spend two.  The agent casts the Baloth."""
    casts = main_phase_casts(
        {
            "alice": {
                "battlefield": ["Forest"] * 3,
                "hand": ["Grizzly Bears", "Leatherback Baloth"],
                "library": ["Forest"] * 5,
            },
            "bob": {"library": ["Forest"] * 5},
        }
    )
    assert casts == ["Leatherback Baloth"]
