"""Modal spells (700.2) with costs tied to their modes, entwine (702.42) and escalate
(702.120), and modes whose effect checks its target on resolution (Hydroblast, Pyroblast:
"Counter target spell if it's red", 608.2c)."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text
from manastack.scenario.driver import IllegalAction

RAIN = "Choose one —\n• Destroy target artifact.\n• Destroy target land.\nEntwine {3}{R}"
ESCALATION = "Escalate {1}\nChoose one or more —\n• You gain 2 life.\n• Each opponent loses 2 life.\n• Draw a card."


@pytest.fixture(autouse=True)
def modal_cards():
    with registry.scope():
        compiled_card("Test Rain", RAIN, ("Instant",), cost="{3}{R}")
        compiled_card("Test Escalation", ESCALATION, ("Sorcery",), cost="{R}")
        mb2 = load_database("mb2.json")
        for name in ("Hydroblast", "Pyroblast"):
            registry.register(compile_record(mb2.get(name)))
        yield


def _tapped(d, player: str) -> int:
    game = d.game
    return sum(1 for o in game.state.battlefield
               if game.state.objects[o].tapped and game.state.objects[o].controller == d.player(player))


# ---------------------------------------------------------------- entwine (702.42)


def test_entwine_paid_follows_every_mode() -> None:
    """702.42a-b: paying the entwine cost {3}{R} on top of {3}{R}, alice chooses both modes:
    Ornithopter (the artifact) and bob's Forest (the land) are destroyed, in printed order."""
    d = position({"alice": {"hand": ["Test Rain"], "battlefield": ["Mountain"] * 8},
                  "bob": {"battlefield": ["Ornithopter", "Forest"]}})
    d.act("alice", "casts", "Test Rain", choices=["yes"], targets=["Ornithopter", "Forest"])
    item = d.game.state.stack[-1]
    assert item.modes == [0, 1]
    d.resolve(None)
    assert _tapped(d, "alice") == 8
    assert [d.game.state.objects[o].card for o in d.game.state.players[1].graveyard] == ["Ornithopter", "Forest"]


def test_entwine_declined_is_one_mode_for_the_mana_cost() -> None:
    """702.42a: "you may": declined, one mode is chosen and only {3}{R} is paid."""
    d = position({"alice": {"hand": ["Test Rain"], "battlefield": ["Mountain"] * 8},
                  "bob": {"battlefield": ["Ornithopter", "Forest"]}})
    d.act("alice", "casts", "Test Rain", choices=["no"], modes=[2], targets=["Forest"])
    d.resolve(None)
    assert _tapped(d, "alice") == 4
    assert d.on_battlefield(d.object("Ornithopter"))
    assert [d.game.state.objects[o].card for o in d.game.state.players[1].graveyard] == ["Forest"]


def test_entwine_isnt_offered_when_it_cant_be_paid() -> None:
    """601.2f-h: with four lands the entwine cost can't be paid too: the entwine question
    isn't asked (an unanswered question would stop the driver) and one mode is chosen."""
    d = position({"alice": {"hand": ["Test Rain"], "battlefield": ["Mountain"] * 4},
                  "bob": {"battlefield": ["Ornithopter", "Forest"]}})
    d.act("alice", "casts", "Test Rain", modes=[1], targets=["Ornithopter"])
    assert d.game.state.stack[-1].modes == [0]


def test_entwine_needs_every_mode_to_have_a_target() -> None:
    """700.2a, 601.2c: with no artifact on the battlefield the first mode can't be chosen, so
    neither can all modes: entwine isn't offered, only the land mode."""
    d = position({"alice": {"hand": ["Test Rain"], "battlefield": ["Mountain"] * 8},
                  "bob": {"battlefield": ["Forest"]}})
    d.until_priority(0)
    d.act("alice", "casts", "Test Rain", targets=["Forest"])
    assert d.game.state.stack[-1].modes == [1]


# ---------------------------------------------------------------- escalate (702.120)


def test_escalate_costs_more_for_each_mode_beyond_the_first() -> None:
    """702.120a: three modes cost {R} plus {1} twice: three lands are tapped; alice gains 2,
    bob loses 2, alice draws."""
    d = position({"alice": {"hand": ["Test Escalation"], "battlefield": ["Mountain"] * 4, "library": ["Forest"]}})
    d.act("alice", "casts", "Test Escalation", modes=[1, 2, 3])
    d.resolve(None)
    assert _tapped(d, "alice") == 3
    assert [p.life for p in d.game.state.players] == [22, 18]
    assert len(d.game.state.players[0].hand) == 1


def test_escalate_one_mode_costs_nothing_more() -> None:
    d = position({"alice": {"hand": ["Test Escalation"], "battlefield": ["Mountain"] * 4}})
    d.act("alice", "casts", "Test Escalation", modes=[2])
    d.resolve(None)
    assert _tapped(d, "alice") == 1
    assert [p.life for p in d.game.state.players] == [20, 18]


def test_escalate_offers_only_the_modes_that_can_be_paid_for() -> None:
    """601.2f-h: with two lands alice can pay for two modes ({R}{1}) but not a third."""
    d = position({"alice": {"hand": ["Test Escalation"], "battlefield": ["Mountain"] * 2, "library": ["Forest"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Test Escalation", modes=[1, 2, 3])
    assert d.game.state.stack[-1].modes == [0, 1]


# ---------------------------------------------------------------- Hydroblast, Pyroblast


def test_hydroblast_counters_a_red_spell() -> None:
    """608.2c: Hydroblast's first mode counters the target spell if it's red: Lightning Bolt is
    countered and bob keeps his life."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Hydroblast"], "battlefield": ["Island"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.act("bob", "casts", "Hydroblast", modes=[1], targets=["Lightning Bolt"])
    d.resolve(None)
    assert d.game.state.players[1].life == 20
    assert len(events(d.game, "countered")) == 1


def test_hydroblast_may_target_a_spell_that_isnt_red_and_does_nothing() -> None:
    """Hydroblast's target is any spell (the color is checked as it resolves, 608.2c): it can
    target Giant Growth, which then resolves (Grizzly Bears gets +3/+3)."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"hand": ["Hydroblast"], "battlefield": ["Island"]}})
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Hydroblast", modes=[1], targets=["Giant Growth"])
    d.resolve(None)
    assert d.game.chars(d.object("Grizzly Bears")).power == 5
    assert events(d.game, "countered") == []


def test_hydroblast_destroys_a_red_permanent_only() -> None:
    """Second mode: Goblin Guide (red) is destroyed; Grizzly Bears (green) may be targeted but
    stays."""
    d = position({"alice": {"battlefield": ["Goblin Guide", "Grizzly Bears"]},
                  "bob": {"hand": ["Hydroblast", "Hydroblast"], "battlefield": ["Island", "Island"]}})
    d.act("bob", "casts", "Hydroblast", modes=[2], targets=["Goblin Guide"])
    d.resolve(None)
    d.act("bob", "casts", "Hydroblast", modes=[2], targets=["Grizzly Bears"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Goblin Guide"))
    assert d.on_battlefield(d.object("Grizzly Bears"))


def test_pyroblast_destroys_a_blue_permanent_not_a_red_one() -> None:
    """Pyroblast reads "if it's blue": Spectral Sailor (blue) is destroyed, Goblin Guide stays."""
    d = position({"alice": {"battlefield": ["Goblin Guide", "Spectral Sailor"]},
                  "bob": {"hand": ["Pyroblast", "Pyroblast"], "battlefield": ["Mountain", "Mountain"]}})
    d.act("bob", "casts", "Pyroblast", modes=[2], targets=["Spectral Sailor"])
    d.resolve(None)
    d.act("bob", "casts", "Pyroblast", modes=[2], targets=["Goblin Guide"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Spectral Sailor"))
    assert d.on_battlefield(d.object("Goblin Guide"))


# ---------------------------------------------------------------- mutations


def test_the_color_checked_is_the_one_written() -> None:
    (spell,) = compile_text("Test", "Destroy target permanent if it's green.", ("Instant",))
    assert spell.effects == (dsl.Conditional(dsl.ObjectMatches(dsl.Target(0), dsl.Filter(colors=("G",))),
                                             dsl.Destroy(dsl.Target(0))),)
    assert spell.targets[0].filter == dsl.Filter()


@pytest.mark.parametrize("text", [
    "Destroy target permanent if it's attacking.",  # "it" is the target, not this object
    "Destroy target permanent if it's purple.",
    "You may destroy target permanent if it's red.",
])
def test_other_trailing_conditions_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Instant",))


@pytest.mark.parametrize("text", [
    "Destroy target artifact.\nEntwine {2}",  # not modal
    "Choose one or both —\n• Destroy target artifact.\n• Destroy target land.\nEntwine {2}",  # both already
    "Choose one —\n• Destroy target artifact.\n• Destroy target land.\nEscalate {1}",  # one mode only
    "Choose one —\n• Destroy target artifact.\n• Destroy target land.\nEntwine {X}",
    "Choose one —\n• Destroy target artifact.\n• Destroy target land.\nEntwine—Sacrifice two lands.",
])
def test_mode_costs_on_other_spells_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))


def test_entwine_on_a_permanent_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", "Flying\nEntwine {2}", ("Creature",))


def test_the_mode_costs_are_keywords_with_their_costs() -> None:
    rain = compile_text("Test", RAIN.replace("{3}{R}", "{2}"), ("Instant",))
    assert dsl.Keyword("entwine", cost="{2}", text="Entwine {2}") in rain
    escalation = compile_text("Test", ESCALATION.replace("{1}", "{G}"), ("Sorcery",))
    assert dsl.Keyword("escalate", cost="{G}", text="Escalate {G}") in escalation
