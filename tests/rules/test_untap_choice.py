"""502.3: the active player determines which permanents they control will untap, then untaps
them all at once; "You may choose not to untap ~ during your untap step" lets them keep it
tapped."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def untap_cards():
    with registry.scope():
        compiled_card("Test Prison", "You may choose not to untap ~ during your untap step.\n{T}: You gain 1 life.",
                      ("Artifact",))
        yield


def _tapped(d, name: str) -> bool:
    return d.game.state.objects[d.object(name)].tapped


def _to_next_untap(d, answer: str) -> None:
    d.queued.setdefault(d.player("alice"), []).append(answer)
    d.pass_to_step("upkeep", d.player("alice"), turn=3)


def test_the_controller_may_keep_it_tapped() -> None:
    """502.3: answered "no", the artifact stays tapped while the other permanents untap."""
    d = position({"alice": {"battlefield": [{"card": "Test Prison", "tapped": True}, {"card": "Forest", "tapped": True}],
                            "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    _to_next_untap(d, "no")
    assert _tapped(d, "Test Prison") and not _tapped(d, "Forest")


def test_the_controller_may_untap_it() -> None:
    """502.3: answered "yes", it untaps with the rest."""
    d = position({"alice": {"battlefield": [{"card": "Test Prison", "tapped": True}, {"card": "Forest", "tapped": True}],
                            "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    _to_next_untap(d, "yes")
    assert not _tapped(d, "Test Prison") and not _tapped(d, "Forest")
    assert not d.queued.get(d.player("alice"))


def test_an_untapped_one_asks_nothing() -> None:
    """The choice is about tapped permanents only: an untapped one is not asked about."""
    d = position({"alice": {"battlefield": ["Test Prison", {"card": "Forest", "tapped": True}],
                            "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    d.pass_to_step("upkeep", d.player("alice"), turn=3)
    assert not _tapped(d, "Test Prison") and not _tapped(d, "Forest")


def test_only_its_own_untap_step_and_only_this_wording() -> None:
    """Mutation: "doesn't untap" is a different rule (no choice); another object isn't read."""
    ability = compile_text("Test", "You may choose not to untap ~ during your untap step.", ("Artifact",))[0]
    assert ability.effect == dsl.MayChooseNotToUntap()
    assert compile_text("Test", "~ doesn't untap during your untap step.", ("Artifact",))[0].effect == dsl.DoesntUntap()
    with pytest.raises(UncompilableText):
        compile_text("Test", "You may choose not to untap target creature during your untap step.", ("Artifact",))
