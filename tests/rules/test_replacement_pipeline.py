"""614-616: the one pipeline every replacement and prevention effect goes through
(engine/replacement.py): each effect applies once (614.5), copy effects come first (616.1c),
the affected player chooses when the order matters (616.1e), the pipeline looks again after
each effect (616.1f), and a new kind of effect plugs in with a finder, without a new hook."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace as with_

import pytest
from support import events, position

from manastack.engine import replacement
from manastack.engine.replacement import (
    Candidate,
    Category,
    WouldBeDestroyed,
    WouldDealDamage,
    WouldEnter,
    WouldMove,
    WouldProduceMana,
    WouldPutCounters,
)
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD


@pytest.fixture
def finder():
    """Register a test-only finder for one test, as a card's new replacement effect would."""
    added: list[tuple[type, object]] = []

    def register(event_type: type, fn) -> None:
        replacement.finds(event_type)(fn)
        added.append((event_type, fn))

    yield register
    for event_type, fn in added:
        replacement.FINDERS[event_type].remove(fn)


def _walker_counters(d) -> int:
    return d.game.state.objects[d.object("Hangarback Walker")].counters.get("+1/+1", 0)


def test_614_5_each_replacement_applies_once() -> None:
    """614.5: two Hardened Scales each add one counter once: one counter becomes three, and no
    choice is asked since both orders give the same result (616.1e)."""
    d = position({"alice": {"battlefield": ["Hardened Scales", "Hardened Scales", "Plains",
                                            {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]}, "bob": {}})
    d.act("alice", "activates", "Hangarback Walker")
    d.pass_once()
    assert d.decision.kind != "replacement_order"
    assert _walker_counters(d) == 1 + 3


def _doubler(game, event: WouldPutCounters) -> Iterator[Candidate]:
    """A test-only "twice that many counters are put on it instead" (Doubling Season's kind)."""
    yield Candidate(("test doubler",), "Test Doubler", lambda _game, e: with_(e, count=e.count * 2))


@pytest.mark.parametrize(("first", "added"), [("Hardened Scales", (1 + 1) * 2), ("Test Doubler", 1 * 2 + 1)])
def test_616_1e_the_controller_orders_effects_whose_order_matters(finder, first: str, added: int) -> None:
    """616.1e-f: Hardened Scales and a doubler give different counts in the two orders, so the
    creature's controller chooses the order ("A then B"), and both apply in it."""
    finder(WouldPutCounters, _doubler)
    d = position({"alice": {"battlefield": ["Hardened Scales", "Plains",
                                            {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]}, "bob": {}})
    d.act("alice", "activates", "Hangarback Walker")
    d.pass_once()
    decision = d.decision
    assert decision.kind == "replacement_order" and decision.player == 0
    assert sorted(o.label for o in decision.options) == ["Hardened Scales then Test Doubler",
                                                         "Test Doubler then Hardened Scales"]
    d.choose(next(o for o in decision.options if o.label.startswith(first)))
    assert _walker_counters(d) == 1 + added


def test_616_1c_copy_effects_apply_before_other_entering_effects(finder) -> None:
    """616.1c: Clone's copy effect applies first, and the other effects then see the copy: a
    test-only "Grizzly Bears enter tapped" applies to a Clone entering as Grizzly Bears."""

    def bears_enter_tapped(game, event: WouldEnter) -> Iterator[Candidate]:
        copied = event.copy[0] if event.copy else event.card
        if copied == "Grizzly Bears":
            yield Candidate(("test bears tapped",), "Test", lambda _game, e: with_(e, tapped=True), commutes=True)

    finder(WouldEnter, bears_enter_tapped)
    d = position({"alice": {"hand": ["Clone"], "battlefield": [{"card": "Island", "count": 4}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Clone")
    d.pass_once()
    d.choose(next(o for o in d.decision.options if o.label == "copy Grizzly Bears"))
    clone = [o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Clone"]
    assert len(clone) == 1
    assert d.game.chars(clone[0]).name == "Grizzly Bears"
    assert d.game.state.objects[clone[0]].tapped


def test_616_1a_a_self_replacement_effect_applies_before_the_others(finder) -> None:
    """616.1a: a self-replacement effect applies before any other: with it and Hardened Scales,
    no choice is asked even though the order would matter."""

    def self_doubling(game, event: WouldPutCounters) -> Iterator[Candidate]:
        yield Candidate(("test self",), "Test Self", lambda _game, e: with_(e, count=e.count * 2), Category.SELF)

    finder(WouldPutCounters, self_doubling)
    d = position({"alice": {"battlefield": ["Hardened Scales", "Plains",
                                            {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]}, "bob": {}})
    d.act("alice", "activates", "Hangarback Walker")
    d.pass_once()
    assert d.decision.kind != "replacement_order"
    assert _walker_counters(d) == 1 + (1 * 2 + 1)


def test_615_a_prevention_shield_plugs_into_the_pipeline(finder) -> None:
    """615.1, 615.6: a test-only "prevent all damage that would be dealt to players" prevents
    Shock's 2 damage; the damage_prevented event says how much."""

    def prevent_to_players(game, event: WouldDealDamage) -> Iterator[Candidate]:
        if event.target[0] == "player" and event.amount:
            yield Candidate(("test shield",), "Test Shield",
                            lambda _game, e: with_(e, amount=0, prevented=e.prevented + e.amount), commutes=True)

    finder(WouldDealDamage, prevent_to_players)
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[1].life == 20
    prevented = events(d.game, "damage_prevented")
    assert [(e["target"], e["amount"]) for e in prevented] == [(["player", 1], 2)]


def test_614_6_if_it_would_die_exile_it_instead_plugs_in(finder) -> None:
    """614.6: a test-only "if a creature would die, exile it instead" turns Grizzly Bears'
    trip to the graveyard into exile; it never dies."""

    def exile_instead_of_dying(game, event: WouldMove) -> Iterator[Candidate]:
        if event.to == GRAVEYARD and game.state.objects[event.obj].zone == BATTLEFIELD:
            yield Candidate(("test rest",), "Test Rest", lambda _game, e: with_(e, to=EXILE))

    finder(WouldMove, exile_instead_of_dying)
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    bob = d.game.state.players[1]
    assert [d.game.state.objects[o].card for o in d.game.state.player_zone(1, EXILE)] == ["Grizzly Bears"]
    assert bob.graveyard == []


def test_106_7_paths_list_every_order_of_mana_replacements() -> None:
    """106.7, 616.1: Contamination and Mana Reflection on a Forest's {G}: both orders are listed,
    {B}{B} (Contamination first) and {B} (Mana Reflection first), each with the choices that give it."""
    d = position({"alice": {"battlefield": ["Forest", "Contamination", "Mana Reflection"]}})
    forest = d.object("Forest")
    found = replacement.paths(d.game.kernel, WouldProduceMana(forest, 0, ("G",), True, True))
    assert sorted(event.mana for event, _path in found) == [("B",), ("B", "B")]
    assert len({path for _event, path in found}) == 2
    for event, path in found:
        assert replacement.replace(d.game.kernel, WouldProduceMana(forest, 0, ("G",), True, True), path).event == event


def _regeneration_shield(game, event: WouldBeDestroyed) -> Iterator[Candidate]:
    """A test-only regeneration shield on every Grizzly Bears (701.19a: "the next time it would
    be destroyed, instead ...")."""
    if game.chars(event.obj).name == "Grizzly Bears":
        yield Candidate(("test shield", event.obj), "Test Regeneration", lambda _game, e: with_(e, instead="regenerate"))


def test_701_19_regeneration_replaces_destruction_by_lethal_damage(finder) -> None:
    """701.19c, 704.5g: Shock deals lethal damage to Grizzly Bears; the state-based action would
    destroy it, and a regeneration shield replaces that: it stays, tapped, its damage removed."""
    finder(WouldBeDestroyed, _regeneration_shield)
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    obj = d.game.state.objects[bears]
    assert obj.zone == BATTLEFIELD and obj.tapped and obj.damage == 0
    assert [e["obj"] for e in events(d.game, "regenerate")] == [bears]


def test_701_19_regeneration_replaces_destroy_effects(finder) -> None:
    """701.8, 701.19: "destroy all creatures" (Wrath of God) destroys the others; the shielded
    Grizzly Bears regenerates instead."""
    finder(WouldBeDestroyed, _regeneration_shield)
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}, "Savannah Lions"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Wrath of God")
    d.resolve(None)
    names = [d.game.state.objects[o].card for o in d.game.state.battlefield]
    assert "Grizzly Bears" in names and "Savannah Lions" not in names
    assert sorted(d.game.state.objects[o].card for o in d.game.state.players[0].graveyard) == ["Savannah Lions", "Wrath of God"]
