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


def test_the_pending_untap_choice_and_trigger_records_are_saved() -> None:
    """State as data: a game stopped at the untap step's question, with this turn's damage and
    target records, saves, loads and clones to the same JSON, and the loaded game answers the
    same question."""
    from manastack.engine.game import Game

    with registry.scope():
        compiled_card("Test Vampire Two", "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter "
                      "on ~.\n{T}: ~ deals 1 damage to target creature.", ("Creature",), power="3", toughness="3")
        d = position({"alice": {"battlefield": [{"card": "Test Prison", "tapped": True}, "Test Vampire Two"],
                                "library": ["Island"] * 5},
                      "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5}})
        d.act("alice", "activates", "Test Vampire Two", targets=["Grizzly Bears"])
        d.resolve(None)
        assert d.game.state.extra["damaged_by"][1] and d.game.state.extra["targeted_this_turn"][1]
        d.pass_until(lambda: d.decision is not None and d.decision.kind == "may", limit=200)
        saved = d.game.to_json()
        loaded = Game.from_json(saved)
        assert loaded.to_json() == saved and d.game.clone().to_json() == saved
        no = next(o for o in loaded.decision.options if o.value is False)
        loaded.choose(no)
        assert loaded.state.objects[d.object("Test Prison")].tapped
