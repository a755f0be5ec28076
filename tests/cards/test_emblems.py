"""Emblems (114): "You get an emblem with "..."" makes an object in the command zone, owned and
controlled by that player (114.5), with only the quoted abilities (114.3), which function there
(114.4); nothing removes it.  Teferi, Hero of Dominaria's ("Whenever you draw a card, exile target
permanent an opponent controls."), Serra the Benevolent's ("If you control a creature, damage that
would reduce your life total to less than 1 reduces it to 1 instead."), Dack Fayden's ("Whenever
you cast a spell that targets one or more permanents, gain control of those permanents.")."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.emblems import emblem_definition, emblem_name
from manastack.engine.game import Game
from manastack.hidden_info import Watcher

_TEFERI = '"Whenever you draw a card, exile target permanent an opponent controls."'
_SERRA = '"If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead."'
_DACK = '"Whenever you cast a spell that targets one or more permanents, gain control of those permanents."'
compiled_card("Test Teferi Emblem", f"You get an emblem with {_TEFERI}", ("Sorcery",))
compiled_card("Test Serra Emblem", f"You get an emblem with {_SERRA}", ("Sorcery",))
compiled_card("Test Dack Emblem", f"You get an emblem with {_DACK}", ("Sorcery",))
compiled_card("Test Divination", "Draw a card.", ("Sorcery",))
compiled_card("Test Blast", "Test Blast deals 7 damage to target player.", ("Sorcery",))
compiled_card("Test Tapper", "Tap target permanent.", ("Sorcery",))


def test_an_emblem_is_in_the_command_zone_of_its_owner_and_in_every_view() -> None:
    d = position({"alice": {"hand": ["Test Teferi Emblem"]}, "bob": {"library": ["Island"] * 3}})
    cast(d, "alice", "Test Teferi Emblem")
    (emblem,) = d.game.state.command
    obj = d.game.state.objects[emblem]
    assert (obj.zone, obj.owner, obj.controller) == ("command", 0, 0)
    for viewer in (0, 1):
        (seen,) = d.game.view(viewer)["command"]
        assert seen["emblem"] and seen["owner"] == 0 and seen["text"] == [_TEFERI.strip('"')]
    assert d.game.chars(emblem).name == "" and not d.game.chars(emblem).types  # 114.3
    assert Watcher(d.game).problem() is None
    again = Game.from_json(d.game.to_json())
    assert again.state.command == [emblem]


def test_teferis_emblem_exiles_a_permanent_whenever_its_owner_draws() -> None:
    d = position({"alice": {"hand": ["Test Teferi Emblem", "Test Divination"], "library": ["Island", "Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Teferi Emblem")
    cast(d, "alice", "Test Divination")
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    assert len(d.game.state.command) == 1  # the emblem stays


def test_an_opponents_draw_doesnt_trigger_it() -> None:
    d = position({"alice": {"hand": ["Test Teferi Emblem"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Test Divination"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Teferi Emblem")
    d.pass_to_step("main1", d.player("bob"))
    cast(d, "bob", "Test Divination")
    assert battlefield(d, "bob") == ["Grizzly Bears"]


@pytest.mark.parametrize("creature, alive", [(True, True), (False, False)])
def test_serras_emblem_keeps_its_owner_at_1_life_while_they_control_a_creature(creature: bool, alive: bool) -> None:
    d = position({"alice": {"hand": ["Test Serra Emblem"], "battlefield": ["Grizzly Bears"] if creature else [], "life": 5},
                  "bob": {"hand": ["Test Blast"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Serra Emblem")
    d.pass_to_step("main1", d.player("bob"))
    cast(d, "bob", "Test Blast", targets=["alice"])
    assert (life(d, "alice") == 1) == alive and d.game.over != alive


def test_dacks_emblem_gains_control_of_the_permanents_a_spell_targets() -> None:
    d = position({"alice": {"hand": ["Test Dack Emblem", "Test Tapper"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 3}})
    cast(d, "alice", "Test Dack Emblem")
    cast(d, "alice", "Test Tapper", targets=["Grizzly Bears"])
    assert battlefield(d, "alice") == ["Grizzly Bears"] and battlefield(d, "bob") == []


def test_the_trees() -> None:
    (spell,) = compile_text("Test Card", f"You get an emblem with {_SERRA}", ("Sorcery",))
    assert spell.effects == (dsl.GetEmblem(f"Emblem with {_SERRA}"),)


@pytest.mark.parametrize("text", [
    'You get an emblem with "Flying."',  # a keyword means nothing on an emblem
    'You get an emblem with "This creature gets +1/+1."',
    'You get an emblem with "{T}: Add {G}."',  # no activated abilities here
    'You get an emblem with "Whenever you draw a card, frobnicate."',
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def _emblem_control(quote: str) -> dsl.GainControl:
    (ability,) = emblem_definition(emblem_name(quote.strip('"'))).faces[0].abilities
    (effect,) = ability.effects
    return effect


def test_dacks_emblem_one_word_changed_is_another_tree() -> None:
    """613.1b: "gain control of those permanents until end of turn" is a control change that ends;
    Dack's is for good."""
    assert _emblem_control(_DACK) == dsl.GainControl(dsl.TargetedPermanents(), until_end_of_turn=False)
    mutated = _DACK.replace("those permanents.", "those permanents until end of turn.")
    assert _emblem_control(mutated) == dsl.GainControl(dsl.TargetedPermanents(), until_end_of_turn=True)


@pytest.mark.parametrize("text", [
    _DACK.replace("gain control of those permanents", "gain control of those creatures"),
    _DACK.replace("gain control of those permanents", "gain control of those permanents until your next turn"),
    _DACK.replace("Whenever you cast a spell that targets one or more permanents, ", ""),  # "those": no permanents named
])
def test_dacks_emblem_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", f"You get an emblem with {text}", ("Sorcery",))
