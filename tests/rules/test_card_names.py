"""201.4: choosing a card name (Demonic Consultation: "Choose a card name. Exile the top six cards
of your library, then reveal cards from the top of your library until you reveal a card with the
chosen name. Put that card into your hand and exile all other cards revealed this way.").  The
decision lists the names the player knows to be in the game (their own cards, and the cards
everyone sees, never an opponent's hidden card) and accepts any real card's name; an invalid name
is refused with the state unchanged; the name is announced (it is public)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import Option
from manastack.errors import IllegalAction

_TEXT = ("Choose a card name. Exile the top six cards of your library, then reveal cards from the top of your library "
         "until you reveal a card with the chosen name. Put that card into your hand and exile all other cards revealed "
         "this way.")
compiled_card("Test Consultation", _TEXT, ("Instant",))
_LIBRARY = ["Forest"] * 7 + ["Grizzly Bears"] + ["Island"] * 4


def _position():
    return position({"alice": {"hand": ["Test Consultation"], "library": list(_LIBRARY)},
                     "bob": {"hand": ["Shock"], "battlefield": ["Llanowar Elves"], "library": ["Mountain"] * 3}})


def _until_named(d) -> None:
    d.act("alice", "casts", "Test Consultation")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "choose")


def test_201_4_the_options_are_the_names_the_player_knows() -> None:
    d = _position()
    _until_named(d)
    labels = {o.label for o in d.decision.options}
    assert {"Forest", "Grizzly Bears", "Island", "Test Consultation", "Llanowar Elves"} <= labels
    assert "Shock" not in labels and "Mountain" not in labels  # bob's hidden cards (400.2)
    assert all(o.kind == "name" for o in d.decision.options)


def test_demonic_consultation_finds_the_named_card_after_exiling_six() -> None:
    d = _position()
    _until_named(d)
    d.choose(next(o for o in d.decision.options if o.label == "Grizzly Bears"))
    d.resolve(None)
    assert "Grizzly Bears" in cards(d, "alice", "hand")
    exiled = cards(d, "alice", "exile")
    assert sorted(exiled) == ["Forest"] * 7  # six exiled, then one revealed before the Bears
    assert cards(d, "alice", "library") == ["Island"] * 4
    named = [e for e in d.game.events_for(d.player("bob")) if e["type"] == "name_chosen"]
    assert named and named[-1]["name"] == "Grizzly Bears"  # announced to every player


def test_201_4_any_real_card_name_may_be_chosen() -> None:
    """A name not offered (in no deck of this game) is a legal answer; with no such card the
    whole library is exiled (Demonic Consultation's ruling) and nothing is put into the hand."""
    d = _position()
    _until_named(d)
    d.choose(Option("name", "lightning bolt", "lightning bolt"))
    d.resolve(None)
    assert [e["name"] for e in d.game.events if e["type"] == "name_chosen"] == ["Lightning Bolt"]
    assert cards(d, "alice", "library") == [] and "Grizzly Bears" in cards(d, "alice", "exile")
    assert not d.game.over  # the player loses only when drawing from the empty library (704.5b)


@pytest.mark.parametrize("answer", [Option("name", "Not A Real Card", "Not A Real Card"),
                                    Option("name", "Soldier", "Soldier"), "Grizzly", "Lightning Bolt", "GRIZZLY BEARS",
                                    Option("card", "Lightning Bolt", "Lightning Bolt")])
def test_a_name_no_card_has_is_refused_and_changes_nothing(answer) -> None:
    d = _position()
    _until_named(d)
    before = d.game.to_json()
    with pytest.raises(IllegalAction):
        d.game.choose(answer)
    assert d.game.to_json() == before


def test_a_saved_game_with_a_name_not_offered_loads() -> None:
    from manastack.engine.game import Game

    d = _position()
    _until_named(d)
    d.choose(Option("name", "Lightning Bolt", "Lightning Bolt"))
    restored = Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()


@pytest.mark.parametrize("text", [
    "Choose a card name.",
    _TEXT.replace("with the chosen name", "with the chosen color"),
    _TEXT.replace("the top six cards", "the top one cards"),
    _TEXT.replace("Put that card into your hand", "Put that card into your graveyard"),
    _TEXT.replace("Choose a card name", "Choose a creature card name"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Consultation", text, ("Instant",))


def test_without_the_exile_it_compiles_to_the_reveal_alone() -> None:
    (spell,) = compile_text("Test", _TEXT.replace("Exile the top six cards of your library, then reveal", "Reveal"),
                            ("Instant",))
    assert [type(e).__name__ for e in spell.effects] == ["ChooseCardName", "RevealUntil"]
