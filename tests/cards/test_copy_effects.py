"""Copy effects on a permanent already on the battlefield (707.2, 613.2a layer 1): "~ becomes a copy
of target land, except it has this ability" (Thespian's Stage; 707.9b), "... and gains this
ability" (its older wording: granted in layer 6, 613.1f), "~ becomes a copy of target artifact
until end of turn" (Mizzium Transreliquat)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.engine.game import Game

STAGE = "{T}: Add {C}.\n{2}, {T}: ~ becomes a copy of target land, except it has this ability."
OLD_STAGE = "{T}: Add {C}.\n{2}, {T}: ~ becomes a copy of target land and gains this ability."
RELIQUAT = "{3}: ~ becomes a copy of target artifact until end of turn."


@pytest.fixture(autouse=True)
def copy_cards():
    with registry.scope():
        compiled_card("Test Stage", STAGE, ("Land",), cost=None)
        compiled_card("Test Old Stage", OLD_STAGE, ("Land",), cost=None)
        compiled_card("Test Grove", "{T}: Add {G}.\n{1}: ~ becomes a 3/3 green Elemental creature until end of turn. "
                      "It's still a land.", ("Land",), cost=None)
        compiled_card("Test Reliquat", RELIQUAT, ("Artifact",))
        compiled_card("Test Bounce", "Return target land to its owner's hand.", ("Instant",), cost="{U}")
        compiled_card("Test Bauble", "{T}: You gain 1 life.", ("Artifact",), cost="{1}")
        yield


def _ability_texts(d, oid: int) -> list[str]:
    return [a.text for a in d.game.chars(oid).abilities]


def _stage(card: str = "Test Stage"):
    d = position({"alice": {"battlefield": [card, "Test Grove", "Forest", "Forest", "Forest"], "library": ["Island"] * 3},
                  "bob": {"library": ["Island"] * 3}})
    stage = d.object(card)
    d.act("alice", "activates", card, ability=2, targets=["Test Grove"])
    d.resolve(None)
    return d, stage


def test_the_stage_becomes_a_copy_of_the_land_and_keeps_the_copy_ability() -> None:
    """707.2, 707.9b: its copiable values are the land's (name, abilities) plus "this ability";
    the first ability ("{T}: Add {C}.") is gone; it stays tapped (its rulings: becoming a copy
    doesn't change its status, 110.5)."""
    d, stage = _stage()
    chars = d.game.chars(stage)
    assert chars.name == "Test Grove"
    assert _ability_texts(d, stage) == ["{T}: Add {G}.",
                                        "{1}: ~ becomes a 3/3 green Elemental creature until end of turn. It's still a land.",
                                        "{2}, {T}: ~ becomes a copy of target land, except it has this ability."]
    assert d.game.state.objects[stage].tapped
    again = Game.from_json(d.game.to_json())  # the ability's reference survives a saved game
    assert [a.text for a in again.chars(stage).abilities] == _ability_texts(d, stage)


def test_the_copy_has_no_duration_and_copies_only_copiable_values() -> None:
    """611.2a: no duration: it lasts after the turn ends.  707.2: an animated land is copied
    unanimated (the 3/3 creature effect isn't a copiable value: the Stage's rulings)."""
    d = position({"alice": {"battlefield": ["Test Stage", "Test Grove", "Forest", "Forest", "Forest", "Forest"],
                            "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    stage, grove = d.object("Test Stage"), d.object("Test Grove")
    d.act("alice", "activates", "Test Grove", ability=2)
    d.resolve(None)
    assert "Creature" in d.game.chars(grove).types
    d.act("alice", "activates", "Test Stage", ability=2, targets=["Test Grove"])
    d.resolve(None)
    assert d.game.chars(stage).types == frozenset({"Land"})
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert d.game.chars(stage).name == "Test Grove"


def test_the_kept_ability_copies_again_and_a_later_copy_overwrites() -> None:
    """613.2a, 613.7: the latest copy effect applies last: after copying a Forest with the kept
    ability, the Stage is a Forest that still has "this ability" (707.9b)."""
    d, stage = _stage()
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    d.act("alice", "activates", "Test Stage#1", ability=3, targets=["Forest#1"])
    d.resolve(None)
    chars = d.game.chars(stage)
    assert chars.name == "Forest" and "Forest" in chars.subtypes
    assert _ability_texts(d, stage)[-1] == "{2}, {T}: ~ becomes a copy of target land, except it has this ability."


def test_gains_this_ability_is_granted_not_copied() -> None:
    """613.1f: "and gains this ability" (the older wording) grants it in layer 6: the permanent
    has it, but it isn't one of its copiable values (707.2)."""
    d, stage = _stage("Test Old Stage")
    assert d.game.chars(stage).name == "Test Grove"
    assert "{2}, {T}: ~ becomes a copy of target land and gains this ability." in _ability_texts(d, stage)
    from manastack.engine.characteristics import copiable_values
    assert copiable_values(d.game.state, d.game.state.objects[stage]).exceptions == {}


def test_until_end_of_turn_the_copy_ends_in_the_cleanup_step() -> None:
    """514.2: "until end of turn" effects end in the cleanup step; the artifact is itself again."""
    d = position({"alice": {"battlefield": ["Test Reliquat", "Test Bauble", "Island", "Island", "Island"]},
                  "bob": {"library": ["Island"] * 3}})
    reliquat = d.object("Test Reliquat")
    d.act("alice", "activates", "Test Reliquat", targets=["Test Bauble"])
    d.resolve(None)
    assert d.game.chars(reliquat).name == "Test Bauble"
    assert _ability_texts(d, reliquat) == ["{T}: You gain 1 life."]
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.game.chars(reliquat).name == "Test Reliquat"


def test_the_copy_ability_needs_a_target_still_there() -> None:
    """608.2b: the target land left in response: the ability does nothing; the Stage is unchanged."""
    d = position({"alice": {"battlefield": ["Test Stage", "Test Grove", "Forest", "Forest"]},
                  "bob": {"hand": ["Test Bounce"], "battlefield": ["Island"]}})
    stage = d.object("Test Stage")
    d.act("alice", "activates", "Test Stage", ability=2, targets=["Test Grove"])
    d.act("bob", "casts", "Test Bounce", targets=["Test Grove"])
    d.resolve(None)
    assert d.game.chars(stage).name == "Test Stage"


def test_mutations_are_refused_or_compile_differently() -> None:
    """Mutation: a card in a graveyard (Lazav) or "up to one target" isn't this family; "except"
    and "gains" and the duration each change the tree."""
    for text in ("{2}: ~ becomes a copy of target creature card in your graveyard.",
                 "{2}: ~ becomes a copy of up to one target land.",
                 "{2}: ~ becomes a copy of target land, except it has flying."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Land",))
    effects = {text: compile_text("Test", f"{{2}}: ~ becomes a copy of target land{text}.", ("Land",))[0].effects[0]
               for text in ("", ", except it has this ability", " and gains this ability", " until end of turn")}
    assert effects[""] == dsl.BecomeCopy(dsl.Target(0))
    assert effects[", except it has this ability"] == dsl.BecomeCopy(dsl.Target(0), keeps_ability=True)
    assert effects[" and gains this ability"] == dsl.BecomeCopy(dsl.Target(0), gains_ability=True)
    assert effects[" until end of turn"] == dsl.BecomeCopy(dsl.Target(0), duration="end_of_turn")
