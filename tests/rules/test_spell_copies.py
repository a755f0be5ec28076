"""Copies of spells (707.10): "Copy target instant or sorcery spell. You may choose new targets
for the copy." (Twincast) and storm (702.40, Grapeshot), compiled from their Oracle text; a copy
is not cast and ceases to exist once off the stack (704.5e)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, life, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text

TWINCAST = compiled_card("Twincast", "Copy target instant or sorcery spell. You may choose new targets for the copy.",
                         ("Instant",), "{U}{U}").name
GRAPESHOT = compiled_card("Grapeshot", "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy "
                          "it for each spell cast before it this turn. You may choose new targets for the copies.)",
                          ("Sorcery",), "{1}{R}").name
BLAZE = registry.register(dsl.CardDef(name="Blaze Test", source="test", faces=(dsl.Face(
    name="Blaze Test", mana_cost="{X}{R}", types=("Sorcery",), abilities=compile_text(
        "Blaze Test", "Blaze Test deals X damage to any target.", ("Sorcery",), mana_cost="{X}{R}")),))).name
PYROMATICS = compiled_card("Pyromatics", "Replicate {1}{R} (When you cast this spell, copy it for each time you paid its "
                           "replicate cost. You may choose new targets for the copies.)\nPyromatics deals 1 damage to any "
                           "target.", ("Sorcery",), "{1}{R}").name
MIRROR = compiled_card("Mirror Test", "Copy target instant or sorcery spell.", ("Instant",), "{U}{U}").name


def _answer(d, label: str) -> None:
    """Answer the pending decision with the option whose label starts with `label`."""
    d.game.choose(next(o for o in d.game.decision.options if o.label.startswith(label)))


def _copy_on_the_stack(d, new_target: str):
    """Alice casts Shock at Bob, then Twincast on it; Twincast resolves and its copy of Shock is
    given `new_target` (or keeps Bob: "keep")."""
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("alice", "casts", TWINCAST, targets=["Shock"])
    d.pass_once()
    assert d.game.decision.kind == "target"
    _answer(d, new_target)


START = {"alice": {"hand": ["Shock", TWINCAST], "battlefield": ["Mountain", "Island", "Island"]},
         "bob": {"battlefield": ["Grizzly Bears"]}}


def test_copy_resolves_first_with_a_new_target_and_is_never_cast() -> None:
    """707.10, 707.10c: the copy is put on the stack above Shock and may be given a new legal
    target; it is not cast (no cast event, the turn's spell count is unchanged); 704.5e: once it
    has resolved it ceases to exist, so only the two cards reach the graveyard."""
    d = position(START)
    _copy_on_the_stack(d, "Grizzly Bears")
    game = d.game
    copy, shock = game.state.stack[-1], game.state.stack[-2]
    assert game.state.objects[copy.obj].spell_copy and game.chars(copy.obj).name == "Shock"
    assert copy.targets == [[["obj", d.object("Grizzly Bears")]]] and shock.targets == [[["player", 1]]]
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"] and life(d, "bob") == 18
    assert len(events(game, "cast")) == 2 and game.state.players[0].spells_cast_this_turn == 2
    assert len(events(game, "spell_copied")) == 1 and len(events(game, "cease_to_exist")) == 1
    assert sorted(cards(d, "alice", "graveyard")) == ["Shock", TWINCAST]


def test_copy_may_keep_its_targets() -> None:
    """707.10c: choosing new targets is optional: kept, the copy deals its damage to Bob too."""
    d = position(START)
    _copy_on_the_stack(d, "keep")
    d.resolve(None)
    assert life(d, "bob") == 16 and cards(d, "bob", "graveyard") == []


def test_copy_keeps_the_value_of_x() -> None:
    """707.10: a copy copies the choices made as the spell was cast: X = 2 for the copy too."""
    d = position({"alice": {"hand": [BLAZE, TWINCAST], "battlefield": ["Mountain"] * 3 + ["Island"] * 2}})
    d.act("alice", "casts", BLAZE, targets=["bob"], x=2)
    d.act("alice", "casts", TWINCAST, targets=[BLAZE])
    d.pass_once()
    _answer(d, "keep")
    assert d.game.state.stack[-1].x == 2
    d.resolve(None)
    assert life(d, "bob") == 16


def test_a_copy_on_the_stack_round_trips_through_a_save_and_a_clone() -> None:
    """Saves: the copy's mark (GameObject.spell_copy) survives to_json/from_json and clone, and
    the loaded copy still ceases to exist after resolving (704.5e)."""
    d = position(START)
    _copy_on_the_stack(d, "Grizzly Bears")
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    copy = game.state.stack[-1].obj
    assert restored.state.objects[copy].spell_copy and game.clone().state.objects[copy].spell_copy
    while restored.state.stack:
        restored.choose(next(o for o in restored.decision.options if o.kind == "pass"))
    assert copy not in restored.state.objects
    assert [restored.state.objects[o].card for o in restored.state.players[0].graveyard].count("Shock") == 1


def test_storm_copies_the_spell_for_each_spell_cast_before_it_this_turn() -> None:
    """702.40a: Grapeshot after Alice's Shock and Bob's Lightning Bolt this turn (every player's
    spells count) is copied twice; the copies may keep their target."""
    d = position({"alice": {"hand": ["Shock", GRAPESHOT], "battlefield": ["Mountain"] * 3},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("bob", "casts", "Lightning Bolt", targets=["alice"])
    d.resolve(None)
    d.act("alice", "casts", GRAPESHOT, targets=["bob"])
    d.pass_once()
    _answer(d, "keep")
    _answer(d, "keep")
    d.resolve(None)
    assert life(d, "bob") == 20 - 2 - 3
    assert len(events(d.game, "spell_copied")) == 2
    assert d.game.state.players[0].spells_cast_this_turn == 2  # the copies weren't cast


def test_storm_copies_are_made_even_if_the_spell_was_countered() -> None:
    """707.10, 702.40a: the storm trigger copies the spell as it last existed on the stack:
    Bob counters Grapeshot in response; the one copy (for Shock) still deals its damage."""
    d = position({"alice": {"hand": ["Shock", GRAPESHOT], "battlefield": ["Mountain"] * 3},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island"] * 2}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    d.act("alice", "casts", GRAPESHOT, targets=["bob"])
    d.act("bob", "casts", "Counterspell", targets=[GRAPESHOT])
    d.resolve(1)
    assert events(d.game, "countered")
    d.pass_once()
    _answer(d, "keep")
    d.resolve(None)
    assert life(d, "bob") == 20 - 2 - 1
    assert cards(d, "alice", "graveyard").count(GRAPESHOT) == 1


def test_storm_with_no_spell_before_it_makes_no_copy() -> None:
    """702.40a: the first spell of the turn has nothing to count."""
    d = position({"alice": {"hand": [GRAPESHOT], "battlefield": ["Mountain"] * 2}})
    d.act("alice", "casts", GRAPESHOT, targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 19 and not events(d.game, "spell_copied")


def test_replicate_copies_the_spell_for_each_time_its_cost_was_paid() -> None:
    """702.56a: replicate {1}{R} paid twice (601.2b, 601.2f: {1}{R} + 2 x {1}{R}, six Mountains)
    makes two copies as the spell is cast; one is given a new target."""
    d = position({"alice": {"hand": [PYROMATICS], "battlefield": ["Mountain"] * 6},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", PYROMATICS, targets=["bob"], choices=["pay replicate {1}{R} 2 times"])
    assert [item.kind for item in d.game.state.stack] == ["spell", "triggered"]
    assert d.game.state.stack[0].paid["replicate"] == 2
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.state.objects[o].owner == 0)
    d.pass_once()
    _answer(d, "Grizzly Bears")
    _answer(d, "keep")
    d.resolve(None)
    assert life(d, "bob") == 18 and d.game.state.objects[d.object("Grizzly Bears")].damage == 1
    assert len(events(d.game, "spell_copied")) == 2 and len(events(d.game, "cast")) == 1


def test_replicate_not_paid_makes_no_copy_and_no_trigger() -> None:
    """702.56a: "if a replicate cost was paid for it": paid zero times, nothing triggers."""
    d = position({"alice": {"hand": [PYROMATICS], "battlefield": ["Mountain"] * 6}})
    d.act("alice", "casts", PYROMATICS, targets=["bob"], choices=["pay replicate {1}{R} 0 times"])
    assert [item.kind for item in d.game.state.stack] == ["spell"]
    d.resolve(None)
    assert life(d, "bob") == 19 and not events(d.game, "spell_copied")


# ------------------------------------------------------------------ honest support


def test_without_the_new_targets_sentence_the_copy_keeps_its_targets_unasked() -> None:
    """Mutation: "Copy target instant or sorcery spell." alone compiles to a copy that keeps the
    original's targets (707.10), and no question is asked."""
    [spell] = compile_text(MIRROR, "Copy target instant or sorcery spell.", ("Instant",))
    assert spell.effects == (dsl.CopySpell(dsl.Target(0)),)
    d = position({"alice": {"hand": ["Shock", MIRROR], "battlefield": ["Mountain", "Island", "Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("alice", "casts", MIRROR, targets=["Shock"])
    d.resolve(None)
    assert life(d, "bob") == 16 and cards(d, "bob", "graveyard") == []


@pytest.mark.parametrize("text", [
    "Copy target spell. You may choose new targets for the copy.",  # 707.10f: a permanent spell's copy
    "Copy target creature spell.",
    "Copy target instant or sorcery spell. You may choose new targets for the copies.",  # one copy
    "You may choose new targets for the copy.",
    "Copy target instant or sorcery spell. You may choose new targets for the copy. You may choose new targets for the copy.",
    "Replicate {X}\nDraw a card.",  # an X of its own
    "Replicates {1}\nDraw a card.",
])
def test_copies_the_engine_cant_play_as_written_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Copier", text, ("Instant",))
