"""The tap and untap symbols (107.5, 107.6) and the summoning-sickness rule (302.6)."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.engine import mana
from manastack.engine.decision import IllegalAction

registry.register(dsl.CardDef(name="Test Hasty Mystic", faces=(dsl.Face(
    name="Test Hasty Mystic", mana_cost="{G}", types=("Creature",), subtypes=("Elf",), power="1", toughness="1",
    abilities=(dsl.Keyword("haste"),
               dsl.Activated(dsl.Cost(tap=True), (dsl.AddMana(mana="{G}"),), mana=True, text="{T}: Add {G}."))),),
    source="test"))


def _pool(d, player: int = 0) -> dict:
    return {t: n for t, n in d.game.state.players[player].mana_pool.items() if n}


def _offered(d, name: str) -> bool:
    oid = d.object(name)
    return any(o.kind == "activate" and o.value[0] == oid for o in d.decision.options)


# ------------------------------------------------------------------ 107.5 / 107.6


def test_107_5_a_tapped_permanent_cannot_pay_t() -> None:
    """107.5: a permanent that's already tapped can't be tapped again to pay {T}: a tapped
    Forest's mana ability isn't offered, and trying it is refused with a reason."""
    d = position({"alice": {"battlefield": [{"card": "Forest", "tapped": True}]}})
    assert not _offered(d, "Forest")
    with pytest.raises(IllegalAction, match="already tapped"):
        d.act("alice", "activates", "Forest")
    assert _pool(d) == {}


def test_107_5_a_tapped_source_is_not_used_to_pay() -> None:
    """107.5 / 601.2g: a tapped Forest can't help pay a cost: with one untapped and one tapped
    Forest, {G} can be paid but {G}{G} can't."""
    d = position({"alice": {"battlefield": ["Forest", {"card": "Forest", "tapped": True}]}})
    assert mana.can_pay(d.game.kernel, 0, mana.requirement("{G}"))
    assert not mana.can_pay(d.game.kernel, 0, mana.requirement("{G}{G}"))


def test_107_6_an_untapped_permanent_cannot_pay_q() -> None:
    """107.6: a permanent that's already untapped can't be untapped to pay {Q}: an untapped
    Pili-Pala's mana ability isn't offered, even with {2} to pay."""
    d = position({"alice": {"mana_pool": "{C}{C}", "battlefield": ["Pili-Pala"]}})
    assert not _offered(d, "Pili-Pala")
    with pytest.raises(IllegalAction, match="already untapped"):
        d.act("alice", "activates", "Pili-Pala")


def test_107_6_order_of_whiteclay_must_be_tapped_to_pay_q() -> None:
    """107.6: Order of Whiteclay's "{1}{W}{W}, {Q}" ability can't be activated while it's
    untapped."""
    d = position({"alice": {"graveyard": ["Grizzly Bears"],
                            "battlefield": [{"card": "Plains", "count": 3}, "Order of Whiteclay"]}})
    assert not _offered(d, "Order of Whiteclay")
    with pytest.raises(IllegalAction, match="already untapped"):
        d.act("alice", "activates", "Order of Whiteclay", targets=["Grizzly Bears"])


def test_107_6_a_tapped_order_of_whiteclay_untaps_to_pay_q() -> None:
    """107.6: when tapped, Order of Whiteclay pays {Q} by untapping; its ability returns a
    creature card with mana value 3 or less from the graveyard."""
    d = position({"alice": {"graveyard": ["Grizzly Bears"],
                            "battlefield": [{"card": "Plains", "count": 3}, {"card": "Order of Whiteclay", "tapped": True}]}})
    assert _offered(d, "Order of Whiteclay")
    d.act("alice", "activates", "Order of Whiteclay", targets=["Grizzly Bears"])
    assert d.game.state.objects[d.object("Order of Whiteclay")].tapped is False
    d.resolve(None)
    assert any(d.game.chars(o).name == "Grizzly Bears" for o in d.game.state.battlefield)


# ------------------------------------------------------------------ 302.6


def test_302_6_a_summoning_sick_creature_cannot_use_its_t_mana_ability() -> None:
    """302.6 / 107.5: Llanowar Elves that came under alice's control this turn can't use its
    {T} mana ability: it isn't offered, and trying it fails saying it is summoning sick."""
    d = position({"alice": {"battlefield": [{"card": "Llanowar Elves", "sick": True}]}})
    assert not _offered(d, "Llanowar Elves")
    with pytest.raises(IllegalAction, match="summoning sick"):
        d.act("alice", "activates", "Llanowar Elves")
    assert _pool(d) == {}
    assert d.game.state.objects[d.object("Llanowar Elves")].tapped is False


def test_302_6_a_summoning_sick_creature_is_not_used_to_pay() -> None:
    """302.6 / 601.2g: a summoning-sick Llanowar Elves can't help pay: Forest plus sick Elves
    can't pay Grizzly Bears' {1}{G}."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", {"card": "Llanowar Elves", "sick": True}]}})
    assert not mana.can_pay(d.game.kernel, 0, mana.requirement("{1}{G}"))
    assert not any(o.kind == "cast" for o in d.decision.options)


def test_302_6_a_creature_controlled_since_the_turn_began_can_tap() -> None:
    """302.6: Llanowar Elves under alice's control since her turn began can tap for {G}."""
    d = position({"alice": {"battlefield": ["Llanowar Elves"]}})
    assert _offered(d, "Llanowar Elves")
    d.act("alice", "activates", "Llanowar Elves")
    assert _pool(d) == {"G": 1}


def test_302_6_q_abilities_of_a_summoning_sick_creature_cannot_be_activated() -> None:
    """302.6 / 107.6: the rule covers {Q} too: a tapped Pili-Pala and a tapped Order of
    Whiteclay that came under alice's control this turn can't use their {Q} abilities."""
    d = position({"alice": {"mana_pool": "{W}{W}{W}", "graveyard": ["Grizzly Bears"],
                            "battlefield": [{"card": "Pili-Pala", "tapped": True, "sick": True},
                                            {"card": "Order of Whiteclay", "tapped": True, "sick": True}]}})
    assert not _offered(d, "Pili-Pala")
    assert not _offered(d, "Order of Whiteclay")
    with pytest.raises(IllegalAction, match="summoning sick"):
        d.act("alice", "activates", "Pili-Pala")
    with pytest.raises(IllegalAction, match="summoning sick"):
        d.act("alice", "activates", "Order of Whiteclay", targets=["Grizzly Bears"])


def test_302_6_a_noncreature_artifact_can_tap_at_once() -> None:
    """302.6: the rule applies only to creatures: a Mox Pearl that came under alice's control
    this turn can be tapped for {W} at once."""
    d = position({"alice": {"battlefield": [{"card": "Mox Pearl", "sick": True}]}})
    assert _offered(d, "Mox Pearl")
    d.act("alice", "activates", "Mox Pearl")
    assert _pool(d) == {"W": 1}


def test_702_10_haste_lifts_summoning_sickness_for_t_abilities() -> None:
    """302.6 / 702.10c: a creature with haste can use its {T} abilities even if it came under
    its controller's control this turn."""
    d = position({"alice": {"battlefield": [{"card": "Test Hasty Mystic", "sick": True}]}})
    assert _offered(d, "Test Hasty Mystic")
    d.act("alice", "activates", "Test Hasty Mystic")
    assert _pool(d) == {"G": 1}


def test_302_6_during_an_opponents_turn_only_creatures_held_since_your_last_turn_can_tap() -> None:
    """302.6: "since their most recent turn began": during bob's turn, alice's Llanowar Elves
    that she has controlled since her last turn can tap; one that came under her control during
    bob's turn can't."""
    d = position({"active": "bob", "alice": {"battlefield": [{"card": "Llanowar Elves", "as": "old"},
                                                             {"card": "Llanowar Elves", "as": "new", "sick": True}]}})
    assert d.decision.player == 1
    d.until_priority(0)
    assert d.game.state.active == 1 and d.decision.player == 0
    sources = {o.value[0] for o in d.decision.options if o.kind == "activate"}
    assert d.object("old") in sources
    assert d.object("new") not in sources


def test_302_6_a_creature_cast_this_turn_can_tap_on_its_controllers_next_turn() -> None:
    """302.6: Llanowar Elves cast this turn can't tap for mana now, but can once alice's next
    turn has begun."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "library": ["Forest", "Forest"], "battlefield": ["Forest"]},
                  "bob": {"library": ["Island", "Island"]}})
    d.act("alice", "casts", "Llanowar Elves")
    d.resolve(None)
    elves = d.object("Llanowar Elves")
    assert d.game.state.objects[elves].zone == "battlefield"
    assert not _offered(d, "Llanowar Elves")
    with pytest.raises(IllegalAction, match="summoning sick"):
        d.act("alice", "activates", "Llanowar Elves")
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    assert d.game.state.turn == 2
    d.pass_until(lambda: d.game.state.active == 0 and d.game.state.step == "upkeep")
    d.until_priority(0)
    assert _offered(d, "Llanowar Elves")
    d.act("alice", "activates", "Llanowar Elves")
    assert _pool(d) == {"G": 1}
