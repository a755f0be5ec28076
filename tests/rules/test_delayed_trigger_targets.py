"""603.7c: a delayed triggered ability created by a spell or ability with targets refers to the
objects those targets were ("Target creature you control gets +1/+0 and gains flying until end of
turn. Destroy that creature at the beginning of the next end step.": Mogg Cannon, Puffer Extract).
It still affects such an object if its characteristics changed, but not one that left the zone it
was expected in (400.7: a new object).  Found by the durations helper of session 11: the delayed
destroy did nothing, the spell's target lost."""

from __future__ import annotations

from support import battlefield, cards, compiled_card, position

compiled_card("Test Cannon", "{T}: Target creature you control gets +1/+0 and gains flying until end of turn. "
              "Destroy that creature at the beginning of the next end step.", ("Artifact",))
compiled_card("Test Extract", "{X}, {T}: Target creature you control gets +X/+X until end of turn. "
              "Destroy it at the beginning of the next end step.", ("Artifact",))
compiled_card("Test Unsummon", "Return target creature to its owner's hand.", ("Instant",), cost="{U}")


def _start(artifact: str) -> object:
    return position({"alice": {"battlefield": [artifact, "Grizzly Bears", "Savannah Lions", "Island", "Island"]},
                     "bob": {"battlefield": ["Llanowar Elves"]}})


def test_603_7c_the_delayed_destroy_destroys_the_creature_its_creator_targeted() -> None:
    d = _start("Test Cannon")
    d.act("alice", "activates", "Test Cannon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.chars(d.object("Grizzly Bears")).power == 3
    assert d.game.state.delayed_triggers
    d.pass_to_step("end", d.player("alice"))
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"]
    assert sorted(battlefield(d, "alice")) == ["Island", "Island", "Savannah Lions", "Test Cannon"]
    assert battlefield(d, "bob") == ["Llanowar Elves"]
    assert d.game.state.delayed_triggers == []


def test_603_7c_it_refers_to_the_target_by_it_too_with_x() -> None:
    """Puffer Extract's wording: "Destroy it ..."; X paid with both Islands."""
    d = _start("Test Extract")
    d.act("alice", "activates", "Test Extract", targets=["Savannah Lions"], x=2)
    d.resolve(None)
    assert d.game.chars(d.object("Savannah Lions")).power == 4
    d.pass_to_step("end", d.player("alice"))
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Savannah Lions"]
    assert "Grizzly Bears" in battlefield(d, "alice")


def test_603_7c_a_creature_that_left_the_battlefield_is_a_new_object_and_is_not_affected() -> None:
    """400.7: returned to its owner's hand before the end step, the Bears are a new object; the
    delayed destroy finds nothing (and nothing else is destroyed)."""
    d = position({"alice": {"battlefield": ["Test Cannon", "Grizzly Bears", "Island"], "hand": ["Test Unsummon"]},
                  "bob": {"battlefield": ["Llanowar Elves"]}})
    d.act("alice", "activates", "Test Cannon", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Test Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    d.pass_to_step("end", d.player("alice"))
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    assert cards(d, "alice", "graveyard") == ["Test Unsummon"]
    assert battlefield(d, "bob") == ["Llanowar Elves"]
    assert d.game.state.delayed_triggers == []


def test_603_7c_the_remembered_targets_survive_a_save_and_load() -> None:
    """The delayed trigger's creator targets are plain data: a game saved before the end step and
    loaded again destroys the same creature."""
    from manastack.engine.game import Game

    d = _start("Test Cannon")
    d.act("alice", "activates", "Test Cannon", targets=["Grizzly Bears"])
    d.resolve(None)
    loaded = Game.from_json(d.game.to_json())
    assert loaded.to_json() == d.game.to_json()
    assert loaded.state.delayed_triggers[0].params["creator_targets"] == [[["obj", d.object("Grizzly Bears")]]]


compiled_card("Test Dawn", "At the beginning of your upkeep, you may return target creature card from your graveyard "
              "to the battlefield. That creature gains haste until end of turn. Exile it at the beginning of the next "
              "end step.", ("Enchantment",))


def test_400_7j_a_returned_target_is_found_by_the_rest_of_the_effect_and_by_its_delayed_trigger() -> None:
    """400.7j: the target card put onto the battlefield by the effect is a new object, which the
    effect's later instructions find: it gains haste, and the delayed trigger (603.7c) exiles it
    at the end step (Dawn of the Dead, Whip of Erebos)."""
    d = position({"alice": {"battlefield": ["Test Dawn"], "graveyard": ["Grizzly Bears"], "library": ["Forest"] * 5},
                  "bob": {"library": ["Forest"] * 5}})
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    while d.decision.kind != "may":
        d.pass_once()
    d.choose(next(o for o in d.decision.options if o.label == "yes"))
    bears = d.object("Grizzly Bears")
    assert d.on_battlefield(bears)
    assert "haste" in d.game.chars(bears).keywords
    d.pass_to_step("end", d.player("alice"))
    d.resolve(None)
    assert cards(d, "alice", "exile") == ["Grizzly Bears"]
    assert battlefield(d, "alice") == ["Test Dawn"]
