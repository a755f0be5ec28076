"""Werewolves: "At the beginning of each upkeep, if no spells were cast last turn, transform ~"
and "... if a player cast two or more spells last turn, transform ~": an intervening "if"
(603.4) on the spells cast during the previous turn, and transforming double-faced cards
(701.27, 712), with the 701.27f rule that an ability of a permanent doesn't transform it again
once it has transformed since the ability was put onto the stack."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text
from manastack.engine.game import Game

DAY = "At the beginning of each upkeep, if no spells were cast last turn, transform {}."
NIGHT = "At the beginning of each upkeep, if a player cast two or more spells last turn, transform {}."


def _werewolf(front_text: str = DAY, back_text: str = NIGHT) -> CardRecord:
    """Gatstaf Shepherd // Gatstaf Howler, with the texts given."""
    front = FaceRecord("Test Shepherd", "{1}{G}", "Creature — Human Werewolf", (), ("Creature",), ("Human", "Werewolf"),
                       ("G",), "2", "2", None, front_text.format("Test Shepherd"))
    back = FaceRecord("Test Howler", None, "Creature — Werewolf", (), ("Creature",), ("Werewolf",), ("G",), "3", "3",
                      None, "Trample\n" + back_text.format("Test Howler"), side="b")
    return CardRecord("Test Shepherd // Test Howler", "transform", (front, back))


@pytest.fixture(autouse=True)
def werewolf_cards():
    with registry.scope():
        registry.register(compile_record(_werewolf()))
        registry.register(dsl.CardDef(name="Test Moonlight", source="test", faces=(dsl.Face(
            name="Test Moonlight", mana_cost="{0}", types=("Instant",),
            abilities=(dsl.SpellAbility((dsl.Transform(dsl.Target(0)),), targets=(dsl.TargetSpec(),),
                                        text="Transform target permanent."),)),)))
        yield


def _name(d, oid: int) -> str:
    return d.game.chars(oid).name


def _to_next_upkeep(d) -> None:
    """Pass to the next upkeep and let its triggered abilities resolve."""
    d.pass_to_step("upkeep")
    d.resolve(None)


def test_no_spells_last_turn_transforms_the_front_face() -> None:
    """603.4, 701.27a: in a turn in which nobody cast a spell, at the beginning of the next
    upkeep (bob's) the ability triggers and alice's Test Shepherd turns into Test Howler, a 3/3
    trampler; it is the same permanent (712.18)."""
    d = position({"turn": 1, "step": "main1", "alice": {"battlefield": ["Test Shepherd"]}})
    wolf = d.object("Test Shepherd")
    _to_next_upkeep(d)
    assert d.game.state.active == d.player("bob")
    chars = d.game.chars(wolf)
    assert (chars.name, chars.power, chars.toughness) == ("Test Howler", 3, 3)
    assert "trample" in chars.keywords
    assert [e["obj"] for e in events(d.game, "transform")] == [wolf]


def test_a_spell_cast_last_turn_keeps_it_from_triggering() -> None:
    """603.4: one spell was cast in alice's turn: at bob's upkeep the condition is false, so
    the ability doesn't trigger at all and Test Shepherd stays as it is."""
    d = position({"turn": 1, "step": "main1",
                  "alice": {"battlefield": ["Test Shepherd", "Forest"], "hand": ["Giant Growth"]}})
    wolf = d.object("Test Shepherd")
    d.act("alice", "casts", "Giant Growth", targets=["Test Shepherd"])
    d.resolve(None)
    _to_next_upkeep(d)
    assert d.game.state.active == d.player("bob")
    assert _name(d, wolf) == "Test Shepherd"
    assert [e for e in events(d.game, "trigger") if e["source"] == wolf] == []


def test_two_spells_by_one_player_transform_it_back() -> None:
    """603.4, 701.27a: Test Howler (back face up) transforms back at the next upkeep after a
    turn in which one player cast two spells."""
    d = position({"turn": 1, "step": "main1",
                  "alice": {"battlefield": ["Test Howler", "Forest", "Forest"], "hand": ["Giant Growth", "Giant Growth"]}})
    wolf = d.object("Test Howler")
    for _ in range(2):
        d.act("alice", "casts", "Giant Growth", targets=["Test Howler"])
        d.resolve(None)
    _to_next_upkeep(d)
    assert _name(d, wolf) == "Test Shepherd"
    assert (d.game.chars(wolf).power, d.game.chars(wolf).toughness) == (2, 2)


def test_one_spell_each_by_two_players_is_not_two_by_a_player() -> None:
    """"If a player cast two or more spells": alice and bob each cast one in alice's turn; no
    player cast two, so Test Howler stays transformed (and, spells having been cast, Test
    Shepherd's condition is false too)."""
    d = position({"turn": 1, "step": "main1",
                  "alice": {"battlefield": ["Test Howler", "Forest"], "hand": ["Giant Growth"]},
                  "bob": {"battlefield": ["Forest"], "hand": ["Giant Growth"]}})
    wolf = d.object("Test Howler")
    d.act("alice", "casts", "Giant Growth", targets=["Test Howler"])
    d.act("bob", "casts", "Giant Growth", targets=["Test Howler"])
    d.resolve(None)
    assert [p.spells_cast_this_turn for p in d.game.state.players] == [1, 1]
    _to_next_upkeep(d)
    assert _name(d, wolf) == "Test Howler"
    assert [p.spells_cast_last_turn for p in d.game.state.players] == [1, 1]


def test_only_the_previous_turn_counts() -> None:
    """"Last turn" is the turn just before: two spells cast two turns ago don't count.  Alice
    casts two spells in turn 1 (at bob's upkeep Test Howler transforms into Test Shepherd);
    nobody casts a spell in bob's turn, so at alice's next upkeep it transforms again."""
    d = position({"turn": 1, "step": "main1",
                  "alice": {"battlefield": ["Test Howler", "Forest", "Forest"], "hand": ["Giant Growth", "Giant Growth"],
                            "library": ["Forest"] * 3},
                  "bob": {"library": ["Forest"] * 3}})
    wolf = d.object("Test Howler")
    for _ in range(2):
        d.act("alice", "casts", "Giant Growth", targets=["Test Howler"])
        d.resolve(None)
    _to_next_upkeep(d)
    assert _name(d, wolf) == "Test Shepherd"
    _to_next_upkeep(d)
    assert d.game.state.active == d.player("alice")
    assert _name(d, wolf) == "Test Howler"


def test_an_ability_doesnt_transform_what_transformed_since_it_was_put_on_the_stack() -> None:
    """701.27f: with Test Shepherd's trigger on the stack, alice transforms it with Test
    Moonmist; the trigger then resolves (its condition still true, 603.4) but the permanent
    has transformed since the ability was put onto the stack, so it stays Test Howler."""
    d = position({"turn": 1, "step": "main1", "alice": {"battlefield": ["Test Shepherd"], "hand": ["Test Moonlight"]}})
    wolf = d.object("Test Shepherd")
    d.pass_until(lambda: d.game.state.step == "upkeep" and bool(d.game.state.stack))
    assert d.game.state.stack[-1].source == wolf
    d.until_priority(d.player("alice"))
    d.act("alice", "casts", "Test Moonlight", targets=["Test Shepherd"])
    d.resolve(None)
    assert _name(d, wolf) == "Test Howler"
    assert len(events(d.game, "transform")) == 1


def test_the_spells_of_last_turn_are_saved_and_cloned() -> None:
    """The count of last turn's spells is part of the state: a saved game and a clone
    transform the werewolf the same way as the original."""
    d = position({"turn": 1, "step": "main1",
                  "alice": {"battlefield": ["Test Howler", "Forest", "Forest"], "hand": ["Giant Growth", "Giant Growth"]}})
    for _ in range(2):
        d.act("alice", "casts", "Giant Growth", targets=["Test Howler"])
        d.resolve(None)
    d.pass_to_step("untap", player=d.player("bob"))
    d.pass_until(lambda: d.game.state.step == "upkeep")
    assert d.game.state.players[0].spells_cast_last_turn == 2
    saved = Game.from_json(d.game.to_json())
    assert saved.state.players[0].spells_cast_last_turn == 2
    assert d.game.clone().state.players[0].spells_cast_last_turn == 2
    with pytest.raises(Exception, match="spells_cast_last_turn"):
        Game.from_json(d.game.to_json().replace('"spells_cast_last_turn":2', '"spells_cast_last_turn":-2'))


# ---------------------------------------------------------------- the phrases


def _trigger(text: str, name: str = "Test") -> dsl.Triggered:
    (ability,) = compile_text(name, text, ("Creature",))
    return ability


def test_the_conditions_compile_to_the_spells_of_last_turn() -> None:
    """The two werewolf conditions, and the number read from the text."""
    assert _trigger(DAY.format("Test")).condition == dsl.SpellsCastLastTurn(most=0)
    assert _trigger(NIGHT.format("Test")).condition == dsl.SpellsCastLastTurn(least=2, by_one_player=True)
    three = NIGHT.replace("two", "three").format("Test")
    assert _trigger(three).condition == dsl.SpellsCastLastTurn(least=3, by_one_player=True)
    day = _trigger(DAY.format("Test"))
    assert day.trigger == dsl.Trigger("step", step="upkeep", whose="any")
    assert day.effects == (dsl.Transform(dsl.Self()),)


@pytest.mark.parametrize("text", [
    "At the beginning of each upkeep, if a player casts two or more spells last turn, transform Test.",  # tense
    "At the beginning of each upkeep, if no spells were cast this turn, transform Test.",
    "At the beginning of each upkeep, if a player cast two or more spells this turn, transform Test.",
    "At the beginning of each upkeep, if no creatures were cast last turn, transform Test.",
    "At the beginning of each upkeep, if a player cast two or more creatures last turn, transform Test.",
])
def test_one_word_changed_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))


def test_your_upkeep_is_another_trigger() -> None:
    """Mutation: "your upkeep" triggers only in its controller's upkeep."""
    text = DAY.replace("each upkeep", "your upkeep").format("Test")
    assert _trigger(text).trigger == dsl.Trigger("step", step="upkeep", whose="you")


def test_a_werewolf_with_a_typo_is_refused_as_a_card() -> None:
    """A card is refused whole if one face's line can't be read."""
    with pytest.raises(UncompilableText) as info:
        compile_record(_werewolf(back_text=NIGHT.replace("cast two", "casts two")))
    assert info.value.phrases == [NIGHT.replace("cast two", "casts two").format("Test Howler")]


# ---------------------------------------------------------------- "transforms into" (701.27e)


def _stranger() -> CardRecord:
    front = FaceRecord("Test Stranger", "{2}{B}", "Creature — Human", (), ("Creature",), ("Human",), ("B",), "2", "3",
                       None, "")
    back = FaceRecord("Test Witch", None, "Creature — Human Wizard", (), ("Creature",), ("Human", "Wizard"), ("B",),
                      "4", "3", None, "When this creature transforms into Test Witch, you may destroy target creature.",
                      side="b")
    return CardRecord("Test Stranger // Test Witch", "transform", (front, back))


def test_an_ability_of_the_face_it_transforms_into_triggers() -> None:
    """701.27e: Test Stranger transforms (Test Moonlight) into Test Witch, whose ability
    triggers: alice destroys Grizzly Bears.  Transformed back, nothing triggers."""
    with registry.scope():
        registry.register(compile_record(_stranger()))
        d = position({"alice": {"battlefield": ["Test Stranger"], "hand": ["Test Moonlight", "Test Moonlight"]},
                      "bob": {"battlefield": ["Grizzly Bears"]}})
        d.act("alice", "casts", "Test Moonlight", targets=["Test Stranger"])
        d.pass_until(lambda: d.decision is not None and d.decision.kind == "target")
        d.choose(next(o for o in d.decision.options if o.label.startswith("Grizzly Bears")))
        d.queued[0] = ["yes"]
        d.resolve(None)
        assert not d.on_battlefield(d.object("Grizzly Bears"))
        triggered = len(events(d.game, "trigger"))
        d.act("alice", "casts", "Test Moonlight", targets=["Test Witch"])
        d.resolve(None)
        assert d.game.chars(d.object("Test Stranger")).name == "Test Stranger"
        assert len(events(d.game, "trigger")) == triggered


def test_transforms_into_another_face_is_refused() -> None:
    """Mutation: the trigger must name the face it is printed on."""
    with pytest.raises(UncompilableText):
        compile_text("Test Witch", "When this creature transforms into Test Stranger, draw a card.", ("Creature",))
    (ability,) = compile_text("Test Witch", "When this creature transforms into Test Witch, draw a card.", ("Creature",))
    assert ability.trigger == dsl.Trigger("transforms_into", self_only=True)


def test_every_werewolf_transforms_at_the_same_upkeep() -> None:
    """603.2: each werewolf's ability triggers; both alice's and bob's transform."""
    d = position({"turn": 1, "step": "main1", "alice": {"battlefield": ["Test Shepherd"]},
                  "bob": {"battlefield": ["Test Shepherd"]}})
    wolves = list(d.game.state.battlefield)
    _to_next_upkeep(d)
    assert sorted(d.game.chars(o).name for o in wolves) == ["Test Howler", "Test Howler"]


def test_a_clone_remembers_when_a_permanent_transformed() -> None:
    """701.27f across a clone: the permanent's last transformation (GameObject.transformed_at) is
    copied, so a clone lets the waiting trigger do nothing, as the original does."""
    d = position({"turn": 1, "step": "main1", "alice": {"battlefield": ["Test Shepherd"], "hand": ["Test Moonlight"]}})
    wolf = d.object("Test Shepherd")
    d.pass_until(lambda: d.game.state.step == "upkeep" and bool(d.game.state.stack))
    d.until_priority(d.player("alice"))
    d.act("alice", "casts", "Test Moonlight", targets=["Test Shepherd"])
    d.resolve(1)
    clone = d.game.clone()
    assert clone.state.objects[wolf].transformed_at == d.game.state.objects[wolf].transformed_at > 0
