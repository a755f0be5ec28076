"""101.4: "Each player may put a land card from their hand onto the battlefield, then each
opponent who didn't draws a card." (Kynaios and Tiro of Meletis; Anax and Cymede & Kynaios and
Tiro, Mystery Booster 2): the players choose in APNAP order, the lands enter together, then an
opponent who put none draws.  Mutations: another card type, or "each player who didn't", is
refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

compiled_card("Putter Offering", "Each player may put a land card from their hand onto the battlefield, then each "
              "opponent who didn't draws a card.", ("Sorcery",), "{G}")


@pytest.fixture(autouse=True)
def anax():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Anax and Cymede & Kynaios and Tiro")))
        yield


def _offer(alice_hand: list[str], bob_hand: list[str], choices: dict):
    d = position({"alice": {"hand": ["Putter Offering", *alice_hand], "battlefield": ["Forest"],
                            "library": ["Island"] * 3},
                  "bob": {"hand": bob_hand, "library": ["Swamp"] * 3}, "step": "main1"})
    for name, answers in choices.items():
        d.queued.setdefault(d.player(name), []).extend(answers)
    d.act("alice", "casts", "Putter Offering")
    d.resolve(None)
    return d


def _lands(d, player: str) -> list[str]:
    return sorted(d.game.chars(o).name for o in d.game.state.battlefield
                  if d.game.chars(o).controller == d.player(player) and d.game.chars(o).is_land)


def test_101_4_each_player_may_put_a_land_and_an_opponent_who_did_doesnt_draw() -> None:
    d = _offer(["Plains"], ["Mountain"], {"alice": ["Plains"], "bob": ["Mountain"]})
    assert _lands(d, "alice") == ["Forest", "Plains"] and _lands(d, "bob") == ["Mountain"]
    assert cards(d, "bob", "hand") == [] and len(cards(d, "bob", "library")) == 3


def test_101_4_an_opponent_who_puts_none_draws_the_controller_doesnt() -> None:
    """Bob declines: he draws a card; alice declines too but isn't an opponent: no draw."""
    d = _offer(["Plains"], ["Mountain"], {"alice": ["put nothing"], "bob": ["put nothing"]})
    assert cards(d, "bob", "hand") == ["Mountain", "Swamp"] and _lands(d, "bob") == []
    assert cards(d, "alice", "hand") == ["Plains"] and len(cards(d, "alice", "library")) == 3


def test_101_4_an_opponent_without_a_land_draws() -> None:
    """Bob has no land card to put (only a creature card): he isn't asked and draws."""
    d = _offer([], ["Grizzly Bears"], {})
    assert sorted(cards(d, "bob", "hand")) == ["Grizzly Bears", "Swamp"]


def test_heroic_anax_draws_then_each_player_may_put_a_land() -> None:
    """Anax and Cymede & Kynaios and Tiro: alice targets it with Giant Growth; the heroic trigger
    draws her a card (an Island, which she keeps), then bob (who puts no land) draws one."""
    d = position({"alice": {"battlefield": ["Anax and Cymede & Kynaios and Tiro", "Forest"], "hand": ["Giant Growth"],
                            "library": ["Island"] * 2},
                  "bob": {"hand": ["Mountain"], "library": ["Swamp"] * 2}, "step": "main1"})
    d.queued.setdefault(d.player("bob"), []).append("put nothing")
    d.act("alice", "casts", "Giant Growth", targets=["Anax and Cymede & Kynaios and Tiro"], choices=["put nothing"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island"]
    assert sorted(cards(d, "bob", "hand")) == ["Mountain", "Swamp"]


def test_mutations() -> None:
    """The sentence alone is putting from hand by each player (dsl.PutFromHand, who=EachPlayer:
    any card kind, 101.4); "then each opponent who didn't draws a card" is this family's own
    node, and a changed word ("each player who didn't") is refused."""
    (spell,) = compile_text("X", "Each player may put a land card from their hand onto the battlefield.", ("Sorcery",))
    assert spell.effects == (dsl.PutFromHand(dsl.Filter(types=("Land",)), optional=True, who=dsl.EachPlayer()),)
    (heroic,) = compile_text("X", "Each player may put a land card from their hand onto the battlefield, then each "
                             "opponent who didn't draws a card.", ("Sorcery",))
    assert heroic.effects == (dsl.EachPlayerMayPutFromHand(dsl.Filter(types=("Land",)), opponents_who_didnt_draw=1),)
    with pytest.raises(UncompilableText):
        compile_text("X", "Each player may put a land card from their hand onto the battlefield, then each player who "
                     "didn't draws a card.", ("Sorcery",))


def test_614_12_both_lands_entering_ask_their_as_it_enters_choices_before_either_enters() -> None:
    """614.12, 101.4: the lands enter together, so each player's "as ~ enters, you may pay 2
    life" is asked before either land moves: Alice pays and hers enters untapped, Bob doesn't
    and his enters tapped."""
    shock = compiled_card("Test Putter Shock Land", "As Test Putter Shock Land enters the battlefield, you may pay 2 "
                          "life. If you don't, Test Putter Shock Land enters the battlefield tapped.\n{T}: Add {R}.",
                          ("Land",), None).name
    d = _offer([shock], [shock], {"alice": [shock, "yes"], "bob": [shock, "no"]})
    entered = {d.game.chars(o).controller: d.game.state.objects[o] for o in d.game.state.battlefield
               if d.game.chars(o).name == shock}
    assert entered[0].tapped is False and entered[1].tapped is True
    assert d.game.state.players[0].life == 18 and d.game.state.players[1].life == 20
