"""508.1a, 509.1a: attackers and blockers are declared one at a time (one decision each); the
declaring player's view shows, with their decision, the ones they have declared so far, so an
agent that reads only its view can plan the rest of the declaration (issue 18)."""

from __future__ import annotations

from support import position

LIBRARIES = {"library": ["Forest"] * 10}
BEARS = ["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"]


def at_attackers():
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": BEARS, **LIBRARIES},
                  "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"], **LIBRARIES}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    return d


def test_the_attackers_declared_so_far_are_in_the_declaring_players_view() -> None:
    """508.1a: each "attack" answered is listed, [attacker, what it attacks], in order; the
    other player, who has no decision, is shown none."""
    d = at_attackers()
    game = d.game
    assert game.view(0)["decision"]["declared"] == []
    first = next(o for o in game.decision.options if o.kind == "attack")
    game.choose(first)
    assert game.view(0)["decision"]["kind"] == "attackers"
    assert game.view(0)["decision"]["declared"] == [[first.value[0], list(first.value[1])]]
    assert game.view(1)["decision"] is None
    second = next(o for o in game.decision.options if o.kind == "attack" and o.value[0] != first.value[0])
    game.choose(second)
    assert [a for a, _ in game.view(0)["decision"]["declared"]] == [first.value[0], second.value[0]]
    assert game.view(0)["combat"]["attackers"] == {}  # not attacking yet: the declaration isn't done (508.1k)


def test_the_blockers_declared_so_far_are_in_the_defending_players_view() -> None:
    """509.1a: each "block" answered is listed as [blocker, attacker]; once blocks are declared
    the combat shows them and no decision lists them any more."""
    d = at_attackers()
    game = d.game
    attackers = [o for o in game.decision.options if o.kind == "attack"][:2]
    game.choose(attackers[0])
    game.choose(next(o for o in game.decision.options if o.kind == "attack" and o.value[0] != attackers[0].value[0]))
    game.choose(next(o for o in game.decision.options if o.kind == "done"))
    d.pass_until(lambda: game.decision is not None and game.decision.kind == "blockers")
    assert game.decision.player == 1 and game.view(1)["decision"]["declared"] == []
    block = next(o for o in game.decision.options if o.kind == "block")
    game.choose(block)
    view = game.view(1)
    if view["decision"] is not None and view["decision"]["kind"] == "blockers":
        assert view["decision"]["declared"] == [list(block.value)]
        game.choose(next(o for o in game.decision.options if o.kind == "done"))
    assert game.view(1)["combat"]["blockers"] == {str(block.value[0]): [block.value[1]]}


def test_other_decisions_show_no_declaration() -> None:
    """Only the declarations of attackers and blockers list what was declared."""
    d = position({"step": "main1", "alice": {"battlefield": ["Forest"], "hand": ["Llanowar Elves"], **LIBRARIES},
                  "bob": LIBRARIES})
    assert d.game.decision.kind == "priority" and "declared" not in d.game.view(0)["decision"]
