"""603.3d: a triggered ability whose target "that player" (the player its event names) chooses:
Oath of Druids, "At the beginning of each player's upkeep, that player chooses target player who
controls more creatures than they do and is their opponent. The first player may reveal cards
from the top of their library until they reveal a creature card. If the first player does, that
player puts that card onto the battlefield and all other cards revealed this way into their
graveyard."  Its rulings: only an opponent of the current player can be targeted, and only one
controlling more creatures (a targeting requirement: with none the ability is removed, 603.3d;
if it is no longer true, the ability doesn't resolve, 608.2b)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

_OATH = ("At the beginning of each player's upkeep, that player chooses target player who controls more creatures than "
         "they do and is their opponent. The first player may reveal cards from the top of their library until they "
         "reveal a creature card. If the first player does, that player puts that card onto the battlefield and all "
         "other cards revealed this way into their graveyard.")
compiled_card("Test Oath", _OATH, ("Enchantment",), cost="{1}{G}")


def _to_bobs_upkeep(d) -> None:
    d.pass_until(lambda: d.game.state.active == d.player("bob") and d.game.state.step == "upkeep")


def test_the_player_whose_upkeep_it_is_targets_and_reveals() -> None:
    """Alice controls the Oath and a creature; on bob's upkeep bob (no creatures) targets alice,
    may reveal until a creature card, puts it onto the battlefield and the rest into his graveyard."""
    d = position({"alice": {"battlefield": ["Test Oath", "Grizzly Bears"], "library": ["Plains"] * 5},
                  "bob": {"library": ["Island", "Mountain", "Serra Angel", "Island", "Island"]}})
    _to_bobs_upkeep(d)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    assert d.decision.player == d.player("bob")  # "the first player may"
    item = d.game.state.stack[-1]
    assert item.controller == d.player("alice") and item.targets == [[["player", d.player("alice")]]]
    d.choose(next(o for o in d.decision.options if o.value))
    assert battlefield(d, "bob") == ["Serra Angel"]
    assert sorted(cards(d, "bob", "graveyard")) == ["Island", "Mountain"]


def test_the_first_player_may_decline() -> None:
    d = position({"alice": {"battlefield": ["Test Oath", "Grizzly Bears"], "library": ["Plains"] * 5},
                  "bob": {"library": ["Island", "Serra Angel", "Island"]}})
    _to_bobs_upkeep(d)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    d.choose(next(o for o in d.decision.options if not o.value))
    assert battlefield(d, "bob") == [] and cards(d, "bob", "graveyard") == []


def test_603_3d_with_no_opponent_controlling_more_creatures_it_is_removed() -> None:
    """On alice's own upkeep: bob controls no more creatures than alice (and she can't target
    herself), so the ability has no legal target."""
    d = position({"alice": {"battlefield": ["Test Oath", "Grizzly Bears"], "library": ["Serra Angel"] * 5},
                  "bob": {"battlefield": ["Llanowar Elves"], "library": ["Island"] * 5}})
    _to_bobs_upkeep(d)
    d.pass_until(lambda: d.game.state.active == d.player("alice") and d.game.state.step == "draw")
    removed = [e for e in d.game.events if e["type"] == "trigger_removed"]
    assert removed and removed[-1]["reason"] == "no legal targets"
    assert battlefield(d, "alice") == ["Test Oath", "Grizzly Bears"]


def test_608_2b_it_does_nothing_if_the_target_no_longer_controls_more_creatures() -> None:
    d = position({"alice": {"battlefield": ["Test Oath", "Grizzly Bears", "Mountain"], "hand": ["Shock"],
                            "library": ["Plains"] * 5},
                  "bob": {"library": ["Island", "Serra Angel", "Island"]}})
    _to_bobs_upkeep(d)
    d.pass_until(lambda: bool(d.game.state.stack))
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])  # in response: alice has no more creatures
    d.resolve(None)
    assert battlefield(d, "bob") == [] and cards(d, "bob", "library") == ["Island", "Serra Angel", "Island"]
    assert any(e["type"] == "fizzle" for e in d.game.events)


@pytest.mark.parametrize("text", [
    _OATH.replace("more creatures than they do", "more lands than they do"),
    _OATH.replace("and is their opponent", "and is their teammate"),
    _OATH.replace("The first player may", "You may"),
    _OATH.replace("into their graveyard", "into your graveyard"),
    _OATH.replace("that player chooses target", "you choose target"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Oath", text, ("Enchantment",))


def test_a_mutated_card_kind_reveals_another_kind() -> None:
    (ability,) = compile_text("Test Oath", _OATH.replace("reveal a creature card", "reveal an artifact card"),
                              ("Enchantment",))
    assert ability.effects[0].effect.until.types == ("Artifact",)
