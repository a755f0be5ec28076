"""Modal spells and abilities (700.2) as the compiler reads them: "choose one —" on triggered
abilities (modes chosen as the ability is put on the stack, 603.3c) and activated abilities
(as it is activated, 602.2b), and "choose one or both —" / "choose one or more —" (700.2d)
on spells.  A mode whose targets can't be chosen can't be chosen (700.2a)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction, Option
from manastack.engine.game import Game

GUIDE = ("When Test Modal Guide enters the battlefield, choose one —\n"
         "• Draw a card.\n"
         "• Destroy target artifact.")
BOW = ("{1}, {T}: Choose one —\n"
       "• Put a +1/+1 counter on target creature.\n"
       "• You gain 3 life.")
CHARM = ("Choose one or both —\n"
         "• Target player loses 2 life.\n"
         "• You gain 2 life.")
COLLECTIVE = ("Choose one or more —\n"
              "• Target player loses 1 life.\n"
              "• You gain 2 life.\n"
              "• Draw a card.")


@pytest.fixture(autouse=True)
def modal_cards():
    with registry.scope():
        compiled_card("Test Modal Guide", GUIDE, ("Creature",), cost="{1}", power="2", toughness="2")
        compiled_card("Test Modal Bow", BOW, ("Artifact",))
        compiled_card("Test Modal Charm", CHARM, ("Instant",), cost="{B}")
        compiled_card("Test Modal Collective", COLLECTIVE, ("Sorcery",), cost="{B}")
        compiled_card("Test Modal Pair", CHARM.replace("one or both", "two"), ("Instant",), cost="{B}")
        yield


def _options(d, kind: str) -> list[str]:
    return [o.label for o in d.decision.options if o.kind == kind]


def _pick(d, label: str) -> None:
    d.choose(next(o for o in d.decision.options if o.label == label))


def _cast_guide(d) -> None:
    d.act("alice", "casts", "Test Modal Guide")
    d.resolve(1)
    while d.decision.kind != "mode":
        d.choose(d.decision.options[0])


def test_a_modal_trigger_asks_for_its_mode_as_it_is_put_on_the_stack() -> None:
    """603.3c, 700.2a: the controller chooses the mode as the trigger goes on the stack, then
    its targets; the chosen mode is the one that resolves."""
    d = position({"alice": {"hand": ["Test Modal Guide"], "battlefield": ["Swamp"], "library": ["Forest"] * 3},
                  "bob": {"battlefield": ["Test Modal Bow"]}})
    _cast_guide(d)
    assert _options(d, "mode") == ["Draw a card.", "Destroy target artifact."]
    _pick(d, "Destroy target artifact.")
    item = d.game.state.stack[-1]
    assert item.kind == "triggered" and item.modes == [1]
    assert item.targets == [[["obj", d.object("Test Modal Bow")]]]
    d.resolve(1)
    assert d.game.state.players[1].graveyard and not d.game.state.players[0].hand


def test_a_mode_without_legal_targets_is_not_offered() -> None:
    """700.2a: with no artifact to target, "destroy target artifact" can't be chosen, and the
    only legal mode is taken."""
    d = position({"alice": {"hand": ["Test Modal Guide"], "battlefield": ["Swamp"], "library": ["Forest"] * 3}})
    d.act("alice", "casts", "Test Modal Guide")
    d.resolve(1)
    while d.decision.kind not in ("priority", "mode"):
        d.choose(d.decision.options[0])
    if d.decision.kind == "mode":
        assert _options(d, "mode") == ["Draw a card."]
        _pick(d, "Draw a card.")
    assert d.game.state.stack[-1].modes == [0]
    d.resolve(1)
    assert len(d.game.state.players[0].hand) == 1


def test_a_modal_activated_ability_chooses_its_mode_when_activated() -> None:
    """602.2b, 601.2b: the mode is chosen as the ability is activated, before its targets."""
    d = position({"alice": {"battlefield": ["Test Modal Bow", "Grizzly Bears", "Swamp"]}})
    d.act("alice", "activates", "Test Modal Bow", modes=[2])
    assert d.game.state.stack[-1].modes == [1] and d.game.state.stack[-1].targets == []
    d.resolve(1)
    assert d.game.state.players[0].life == 23
    bears = d.game.state.objects[d.object("Grizzly Bears")]
    assert not bears.counters


def test_one_or_both_lets_the_caster_stop_after_one_or_take_both() -> None:
    """700.2d: "choose one or both" — after the first mode a "done" answer stops; a mode is
    never offered twice."""
    d = position({"alice": {"hand": ["Test Modal Charm"], "battlefield": ["Swamp"]}})
    d.act("alice", "casts", "Test Modal Charm", modes=[1, 2], targets=["bob"])
    assert d.game.state.stack[-1].modes == [0, 1]
    d.resolve(1)
    assert (d.game.state.players[0].life, d.game.state.players[1].life) == (22, 18)

    d = position({"alice": {"hand": ["Test Modal Charm"], "battlefield": ["Swamp"]}})
    d.choose(next(o for o in d.decision.options if o.label == "cast Test Modal Charm"))
    _pick(d, "You gain 2 life.")
    assert _options(d, "mode") == ["Target player loses 2 life."]
    assert _options(d, "done") == ["no more modes"]
    _pick(d, "no more modes")
    while d.decision.kind != "priority":
        d.choose(d.decision.options[0])
    assert d.game.state.stack[-1].modes == [1]


def test_choose_two_offers_no_way_to_stop_early() -> None:
    """700.2a: "choose two" (the one-word mutation of "one or both") needs exactly two modes."""
    d = position({"alice": {"hand": ["Test Modal Pair"], "battlefield": ["Swamp"]}})
    d.choose(next(o for o in d.decision.options if o.label == "cast Test Modal Pair"))
    assert _options(d, "done") == []
    _pick(d, "You gain 2 life.")
    assert d.decision.kind != "mode" or _options(d, "done") == []
    while d.decision.kind != "priority":
        d.choose(d.decision.options[0])
    assert d.game.state.stack[-1].modes == [0, 1]


def test_one_or_more_can_take_every_mode() -> None:
    """700.2d: "choose one or more" allows any number of different modes."""
    d = position({"alice": {"hand": ["Test Modal Collective"], "battlefield": ["Swamp"], "library": ["Forest"] * 2}})
    d.act("alice", "casts", "Test Modal Collective", modes=[1, 2, 3], targets=["bob"])
    assert d.game.state.stack[-1].modes == [0, 1, 2]
    d.resolve(1)
    assert (d.game.state.players[0].life, d.game.state.players[1].life) == (22, 19)
    assert len(d.game.state.players[0].hand) == 1


def test_a_modal_trigger_on_the_stack_survives_a_save() -> None:
    """The chosen modes of an ability on the stack are part of the game (a save of it loads and
    resolves the same mode); a saved mode the ability doesn't have is refused."""
    d = position({"alice": {"hand": ["Test Modal Guide"], "battlefield": ["Swamp"], "library": ["Forest"] * 3},
                  "bob": {"battlefield": ["Test Modal Bow"]}})
    _cast_guide(d)
    _pick(d, "Destroy target artifact.")
    saved = d.game.to_json()
    loaded = Game.from_json(saved)
    assert loaded.state.stack[-1].modes == [1]
    bad = saved.replace('"modes":[1]', '"modes":[7]')
    assert bad != saved
    with pytest.raises(Exception, match="modes"):
        Game.from_json(bad)


def test_the_modes_compile_with_their_counts() -> None:
    """700.2: the header's words decide how many modes are chosen; a one-word change compiles
    to another tree."""
    def spell(text: str) -> dsl.SpellAbility:
        return compile_text("Test", text, ("Instant",))[0]
    assert (spell(CHARM).choose_modes, spell(CHARM).max_modes) == (1, 2)
    pair = spell(CHARM.replace("one or both", "two"))
    assert (pair.choose_modes, pair.max_modes) == (2, 0)
    assert (spell(COLLECTIVE).choose_modes, spell(COLLECTIVE).max_modes) == (1, 3)
    trigger = compile_text("Test Modal Guide", GUIDE, ("Creature",))[0]
    assert isinstance(trigger, dsl.Triggered) and len(trigger.modes) == 2 and trigger.effects == ()


@pytest.mark.parametrize("text", [
    "When ~ enters the battlefield, choose one —\n• Draw a card.",  # a single mode
    "Choose one or both —\n• Draw a card.\n• You gain 2 life.\n• Target player loses 1 life.",  # "both" of three
    "{T}: Choose one —\n• Add {G}.\n• You gain 1 life.",  # a modal mana ability
    "When ~ enters the battlefield, choose one —\n• Draw a card.\n• Frobnicate target creature.",
])
def test_modal_texts_it_cant_play_are_refused(text: str) -> None:
    types = ("Instant",) if text.startswith("Choose") else ("Creature",)
    with pytest.raises(UncompilableText):
        compile_text("Test Refused Modal", text.replace("~", "Test Refused Modal"), types)


def test_an_illegal_mode_answer_is_refused() -> None:
    """A mode that isn't offered can't be chosen; the game is unchanged."""
    d = position({"alice": {"hand": ["Test Modal Guide"], "battlefield": ["Swamp"], "library": ["Forest"] * 3},
                  "bob": {"battlefield": ["Test Modal Bow"]}})
    _cast_guide(d)
    before = d.game.to_json()
    with pytest.raises(IllegalAction):
        d.game.choose(Option("mode", "a third mode", 2))  # this ability has no third mode
    assert d.game.to_json() == before
