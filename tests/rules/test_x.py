"""X in costs (107.3): choosing X, the X values offered, and X for enters-the-battlefield
replacement effects (107.3m)."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.mana_cost import parse_mana_cost
from manastack.engine import mana


def _counters(d, oid: int) -> int:
    return d.game.state.objects[oid].counters.get("+1/+1", 0)


def _cast_option(d, name: str):
    d.until_priority(0)
    return next(o for o in d.decision.options if o.kind == "cast" and name in o.label)


def _on_battlefield(d, name: str) -> list[int]:
    return [o for o in d.game.state.battlefield if d.game.chars(o).name == name]


def test_107_3a_prosperity_each_player_draws_x() -> None:
    """107.3a: the caster announces X while casting Prosperity ({X}{U}); X = 2 costs {2}{U} and
    each player draws two cards."""
    d = position({"alice": {"hand": ["Prosperity"], "library": ["Forest"] * 4, "battlefield": [{"card": "Island", "count": 4}]},
                  "bob": {"library": ["Swamp"] * 4}})
    d.act("alice", "casts", "Prosperity", x=2)
    assert d.game.state.stack[-1].x == 2
    assert events(d.game, "cast")[-1]["x"] == 2
    assert len(events(d.game, "payment")[-1]["mana"]) == 3
    d.resolve(None)
    assert len(d.game.state.players[0].hand) == 2
    assert len(d.game.state.players[1].hand) == 2
    assert len(d.game.state.players[0].library) == 2


def test_107_3a_x_has_no_cap_below_what_the_player_can_pay() -> None:
    """107.3a: X can be any number the player can pay for: with 40 Islands Prosperity offers
    X = 0 to 39 (an arbitrary cap of 30 used to stop it), and X = 39 is paid in full."""
    d = position({"alice": {"hand": ["Prosperity"], "library": ["Forest"] * 40,
                            "battlefield": [{"card": "Island", "count": 40}]},
                  "bob": {"library": ["Swamp"] * 40}})
    d.choose(_cast_option(d, "Prosperity"))
    assert d.decision.kind == "x"
    assert [o.value for o in d.decision.options] == list(range(40))
    d.choose(d.decision.options[-1])
    while d.decision.kind == "pay_mana":
        d.choose(next(o for o in d.decision.options if o.kind == "pay"))
    assert d.game.state.stack[-1].x == 39
    assert len(events(d.game, "payment")[-1]["mana"]) == 40


def test_107_3a_x_zero_is_a_legal_choice() -> None:
    """107.3a: X = 0 is a legal value: Prosperity for just {U} draws no cards."""
    d = position({"alice": {"hand": ["Prosperity"], "library": ["Forest"], "battlefield": ["Island"]},
                  "bob": {"library": ["Swamp"]}})
    d.act("alice", "casts", "Prosperity", x=0)
    d.resolve(None)
    assert len(d.game.state.players[0].hand) == 0
    assert len(d.game.state.players[1].hand) == 0


@pytest.mark.parametrize("card,lands,top", [
    ("Prosperity", ["Island"] * 3, 2),
    ("Prosperity", ["Island", "Forest", "Forest", "Forest"], 3),
    ("Prosperity", ["Forest", "Forest"], None),
    ("Hangarback Walker", ["Forest"] * 5, 2),
    ("Hangarback Walker", ["Forest"] * 4, 2),
    ("Hangarback Walker", ["Forest"], 0),
])
def test_107_3a_the_x_values_offered_are_exactly_the_affordable_ones(card: str, lands: list, top: int | None) -> None:
    """107.3a / 601.2b, 601.2g: the values of X offered are exactly those whose total cost the
    player can pay: each offered X can be paid, the next one can't (and a card whose cost can't be
    paid even with X = 0 isn't castable)."""
    d = position({"alice": {"hand": [card], "battlefield": [{"card": n} for n in lands]}})
    cost = parse_mana_cost({"Prosperity": "{X}{U}", "Hangarback Walker": "{X}{X}"}[card])
    d.until_priority(0)
    casts = [o for o in d.decision.options if o.kind == "cast" and card in o.label]
    if top is None:
        assert casts == []
        assert not mana.can_pay(d.game.kernel, 0, mana.requirement(cost, 0))
        return
    d.choose(casts[0])
    decision = d.decision
    assert not mana.can_pay(d.game.kernel, 0, mana.requirement(cost, top + 1))
    if top == 0:  # a decision with one option (X = 0) is taken at once
        assert decision.kind != "x"
        choices = [None]
    else:
        assert decision.kind == "x"
        assert [o.value for o in decision.options] == list(range(top + 1))
        choices = decision.options
    for option in choices:
        game = d.game.clone()
        if option is not None:
            game.choose(option)
        while game.decision.kind == "pay_mana":
            game.choose(next(o for o in game.decision.options if o.kind == "pay"))
        assert game.decision.kind == "priority"
        x = 0 if option is None else option.value
        assert [e["x"] for e in game.log if e["type"] == "cast"] == [x]
        paid = [e["mana"] for e in game.log if e["type"] == "payment"]
        assert len(paid[-1]) == mana.requirement(cost, x).total


def test_107_3a_hangarback_walker_x_counts_twice_in_its_cost() -> None:
    """107.3a / 107.3i: Hangarback Walker costs {X}{X}: X = 2 costs four mana and it enters with
    two +1/+1 counters (a 2/2)."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": [{"card": "Forest", "count": 5}]}})
    d.act("alice", "casts", "Hangarback Walker", x=2)
    assert len(events(d.game, "payment")[-1]["mana"]) == 4
    d.resolve(None)
    (walker,) = _on_battlefield(d, "Hangarback Walker")
    assert _counters(d, walker) == 2
    assert (d.game.chars(walker).power, d.game.chars(walker).toughness) == (2, 2)


def test_107_3m_hangarback_walker_enters_with_the_x_of_its_spell() -> None:
    """107.3m: Hangarback Walker's "enters with X +1/+1 counters" uses the X chosen for the
    spell (X = 3: three counters), even though X is 0 for the permanent."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": [{"card": "Forest", "count": 6}]}})
    d.act("alice", "casts", "Hangarback Walker", x=3)
    d.resolve(None)
    (walker,) = _on_battlefield(d, "Hangarback Walker")
    assert _counters(d, walker) == 3


def test_107_3m_hangarback_walker_cast_with_x_zero_dies() -> None:
    """107.3m / 704.5f: cast with X = 0, Hangarback Walker enters with no counters as a 0/0 and
    dies; its dies trigger makes no Thopters."""
    d = position({"alice": {"hand": ["Hangarback Walker"]}})
    d.act("alice", "casts", "Hangarback Walker", x=0)
    d.resolve(None)
    assert _on_battlefield(d, "Hangarback Walker") == []
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].graveyard] == ["Hangarback Walker"]
    assert _on_battlefield(d, "Thopter") == []


def test_107_3m_a_clone_copying_hangarback_walker_enters_with_no_counters() -> None:
    """107.3m: Clone copying a Hangarback Walker with two counters isn't a spell with X chosen
    for Hangarback's cost: its X is 0, so it enters with no counters and dies as a 0/0."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": [{"card": "Island", "count": 4},
                                                               {"card": "Hangarback Walker", "counters": {"+1/+1": 2}, "as": "original"}]}})
    d.act("alice", "casts", "Clone")
    d.pass_once()
    assert d.decision.kind == "may"
    d.choose(next(o for o in d.decision.options if "Hangarback" in o.label))
    d.resolve(None)
    assert _on_battlefield(d, "Hangarback Walker") == [d.object("original")]
    assert _counters(d, d.object("original")) == 2
    entered = [e for e in events(d.game, "zone_change") if e["card"] == "Clone" and e["to"] == "battlefield"]
    assert len(entered) == 1
    died = [e for e in events(d.game, "zone_change") if e["obj"] == entered[0]["new"]]
    assert died and died[0]["to"] == "graveyard"
    assert died[0]["lki"]["name"] == "Hangarback Walker"
    assert died[0]["lki"]["counters"] == {}


def test_107_3m_hangarback_walker_put_onto_the_battlefield_has_x_zero() -> None:
    """107.3m: Hangarback Walker returned by Zombify wasn't cast, so no X was chosen: it enters
    with no counters and dies."""
    d = position({"alice": {"hand": ["Zombify"], "graveyard": ["Hangarback Walker"], "battlefield": [{"card": "Swamp", "count": 4}]}})
    d.act("alice", "casts", "Zombify", targets=["Hangarback Walker"])
    d.resolve(None)
    assert _on_battlefield(d, "Hangarback Walker") == []
    arrived = [e for e in events(d.game, "zone_change") if e["card"] == "Hangarback Walker" and e["to"] == "battlefield"]
    assert len(arrived) == 1
    died = [e for e in events(d.game, "zone_change") if e["obj"] == arrived[0]["new"]]
    assert died and died[0]["to"] == "graveyard" and died[0]["lki"]["counters"] == {}


def test_107_3g_x_is_zero_for_a_card_not_on_the_stack() -> None:
    """107.3g / 202.3e: off the stack, X in a mana cost is 0: Hangarback Walker in hand and on
    the battlefield has mana value 0."""
    d = position({"alice": {"hand": ["Hangarback Walker"], "battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 3}, "as": "big"}]}})
    assert d.game.chars(d.object("Hangarback Walker#1")).mana_value == 0
    assert d.game.chars(d.object("big")).mana_value == 0


def test_202_3e_on_the_stack_x_counts_in_mana_value() -> None:
    """107.3a / 202.3e: while Prosperity is on the stack with X = 3, its mana value is 4."""
    d = position({"alice": {"hand": ["Prosperity"], "battlefield": [{"card": "Island", "count": 4}]}})
    d.act("alice", "casts", "Prosperity", x=3)
    spell = d.game.state.stack[-1].obj
    assert d.game.chars(spell).mana_value == 4


registry.register(dsl.CardDef(name="Test Sorcery Tax", source="test", faces=(dsl.Face(
    name="Test Sorcery Tax", mana_cost="{1}", types=("Artifact",),
    abilities=(dsl.Static(dsl.CostChange(amount=1, spells=dsl.Filter(types=("Sorcery",)), who="opponents"),
                          text="Sorcery spells your opponents cast cost {1} more to cast."),)),)))


def test_202_3e_x_counts_in_mana_value_once_chosen_even_when_the_cost_was_looked_at_first() -> None:
    """601.2b, 601.2f, 202.3e: with a cost-changing permanent in play, Prosperity's
    characteristics are looked at on the stack before X is chosen (for the total cost); once X
    = 2 is chosen its mana value is 3."""
    d = position({"alice": {"hand": ["Prosperity"], "battlefield": [{"card": "Island", "count": 4}]},
                  "bob": {"battlefield": ["Test Sorcery Tax"]}})
    d.act("alice", "casts", "Prosperity", x=2)
    spell = d.game.state.stack[-1].obj
    assert d.game.chars(spell).mana_value == 3
