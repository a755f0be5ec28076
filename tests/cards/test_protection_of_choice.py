"""702.16a-e: "{T}: Another target creature you control gains protection from colorless or from
the color of your choice until end of turn." (Giver of Runes) and "Target creature you control
gains protection from the color of your choice until end of turn.": the quality is chosen as the
ability resolves; damage from a source of that quality is prevented (702.16e), and it lasts
until end of turn (514.2).  Mutations: without "colorless" no colorless choice is offered;
"another" can't target the source; a plural subject with "gains" is refused."""

from __future__ import annotations

import pytest
from support import battlefield, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_GIVER = ("{T}: Another target creature you control gains protection from colorless or from the color of your choice "
          "until end of turn.")
compiled_card("Test Giver", _GIVER, ("Creature",), cost="{W}", power="1", toughness="2")
compiled_card("Test Shield", "{0}: Target creature you control gains protection from the color of your choice until end "
                             "of turn.", ("Artifact",), cost="{0}")
compiled_card("Test Pyroclasm", "Test Pyroclasm deals 2 damage to each creature.", ("Sorcery",), cost="{R}")
compiled_card("Test Colorless Sweeper", "{0}: Test Colorless Sweeper deals 2 damage to each creature.", ("Artifact",),
              cost="{0}")


def _protect(d, source: str, target: str, quality: str) -> None:
    d.act("alice", "activates", source, targets=[target], choices=[quality])
    d.resolve(None)


def test_702_16e_damage_of_the_chosen_color_is_prevented() -> None:
    d = position({"alice": {"battlefield": ["Test Giver", "Grizzly Bears"], "hand": ["Test Pyroclasm"],
                            "mana_pool": "{R}"}})
    _protect(d, "Test Giver", "Grizzly Bears", "red")
    d.act("alice", "casts", "Test Pyroclasm")
    d.resolve(None)
    assert battlefield(d, "alice") == ["Grizzly Bears"]  # the Giver itself wasn't protected


def test_another_color_doesnt_protect() -> None:
    d = position({"alice": {"battlefield": ["Test Giver", "Grizzly Bears"], "hand": ["Test Pyroclasm"],
                            "mana_pool": "{R}"}})
    _protect(d, "Test Giver", "Grizzly Bears", "blue")
    d.act("alice", "casts", "Test Pyroclasm")
    d.resolve(None)
    assert battlefield(d, "alice") == []


def test_protection_from_colorless() -> None:
    d = position({"alice": {"battlefield": ["Test Giver", "Grizzly Bears", "Test Colorless Sweeper"]}})
    _protect(d, "Test Giver", "Grizzly Bears", "colorless")
    d.act("alice", "activates", "Test Colorless Sweeper")
    d.resolve(None)
    assert sorted(battlefield(d, "alice")) == ["Grizzly Bears", "Test Colorless Sweeper"]


def test_514_2_it_ends_at_end_of_turn() -> None:
    d = position({"alice": {"battlefield": ["Test Giver", "Grizzly Bears"], "library": ["Island"] * 3},
                  "bob": {"library": ["Island"] * 3}})
    _protect(d, "Test Giver", "Grizzly Bears", "red")
    bears = d.object("Grizzly Bears")
    assert d.game.chars(bears).has("protection")
    d.pass_to_step("upkeep", d.player("bob"))
    assert not d.game.chars(bears).has("protection")


def test_another_target_excludes_the_source() -> None:
    d = position({"alice": {"battlefield": ["Test Giver"]}})
    assert d.action_problem("alice", "activates", "Test Giver") is not None


def test_mutation_without_colorless_offers_only_colors() -> None:
    d = position({"alice": {"battlefield": ["Test Shield", "Grizzly Bears"]}})
    d.act("alice", "activates", "Test Shield", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.decision.kind == "color")
    assert sorted(o.label for o in d.game.decision.options) == ["black", "blue", "green", "red", "white"]


def test_trees() -> None:
    (giver,) = compile_text("Test Giver", _GIVER, ("Creature",))
    assert giver.effects == (dsl.GainProtectionOfChoice(dsl.Target(0), colorless=True),)
    assert giver.targets[0].filter == dsl.Filter(types=("Creature",), controller="you", other=True)


@pytest.mark.parametrize("text", [
    "{T}: Creatures you control gains protection from the color of your choice until end of turn.",
    "{T}: Target creature you control gain protection from the color of your choice until end of turn.",
    "{T}: Target creature you control gains protection from the color of your choice until your next turn.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
