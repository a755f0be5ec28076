"""Escape granted by a permanent (702.138a; Underworld Breach: "Each nonland card in your graveyard
has escape. The escape cost is equal to the card's mana cost plus exile three other cards from your
graveyard." with "At the beginning of the end step, sacrifice ~."), and its rulings: a card with no
mana cost can't escape (118.6); a card with a printed escape may use either (its controller
chooses); the cards a discard or sacrifice of the same cost puts into the graveyard may be exiled
for it (601.2h: costs are paid in any order)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

BREACH = ("Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost plus exile "
          "three other cards from your graveyard. (You may cast cards from your graveyard for their escape cost.)\n"
          "At the beginning of the end step, sacrifice ~.")


@pytest.fixture(autouse=True)
def breach_cards():
    with registry.scope():
        compiled_card("Test Breach", BREACH, ("Enchantment",), cost="{1}{R}")
        compiled_card("Test Offering", "As an additional cost to cast this spell, sacrifice a creature.\n"
                      "You gain 5 life.", ("Sorcery",), cost="{B}")
        compiled_card("Test Titan", "Escape—{G}{G}, Exile two other cards from your graveyard.\n"
                      "When ~ enters, sacrifice it unless it escaped.", ("Creature",), cost="{1}{G}",
                      power="4", toughness="4")
        compiled_card("Test Costless", "You gain 1 life.", ("Sorcery",), cost=None)
        yield


def _casts(d, player: str) -> list[tuple[str, str]]:
    d.until_priority(d.player(player))
    game = d.game
    return sorted((game.state.objects[o.value[0]].card, o.value[2]) for o in d.decision.options
                  if o.kind == "cast" and game.state.objects[o.value[0]].zone == "graveyard")


def test_a_nonland_card_escapes_for_its_mana_cost_and_three_other_cards() -> None:
    """702.138a: cast from the graveyard paying {R} and exiling three other cards; an instant that
    escaped goes to the graveyard again as it resolves (608.2n), and may escape again."""
    d = position({"alice": {"battlefield": ["Test Breach", "Mountain", "Mountain"],
                            "graveyard": ["Lightning Bolt", "Island", "Forest", "Swamp", "Plains"]}})
    assert _casts(d, "alice") == [("Lightning Bolt", "granted_escape")]  # not the lands
    d.act("alice", "casts", "Lightning Bolt", from_zone="graveyard", targets=["bob"],
          choices=["Island", "Forest", "Swamp"])
    d.resolve(None)
    assert life(d, "bob") == 17
    assert sorted(cards(d, "alice", "exile")) == ["Forest", "Island", "Swamp"]
    assert cards(d, "alice", "graveyard") == ["Plains", "Lightning Bolt"]


def test_too_few_other_cards_a_land_or_no_mana_cost_cant_escape() -> None:
    """702.138a: three *other* cards; 118.6: no mana cost is an unpayable escape cost; a land
    card isn't nonland; an opponent's Breach gives escape only to cards in its controller's graveyard."""
    d = position({"alice": {"battlefield": ["Test Breach", "Mountain"],
                            "graveyard": ["Lightning Bolt", "Island", "Forest", "Test Costless", "Plains"]},
                  "bob": {"graveyard": ["Lightning Bolt", "Island", "Forest", "Swamp"], "battlefield": ["Mountain"]}})
    assert _casts(d, "alice") == [("Lightning Bolt", "granted_escape")]
    d.pass_until(lambda: d.game.decision.player == d.player("bob") and d.game.decision.kind == "priority")
    assert _casts(d, "bob") == []
    d2 = position({"alice": {"battlefield": ["Test Breach", "Mountain"],
                             "graveyard": ["Lightning Bolt", "Island", "Forest"]}})
    assert _casts(d2, "alice") == []


def test_breach_is_sacrificed_at_the_beginning_of_the_end_step() -> None:
    d = position({"alice": {"battlefield": ["Test Breach"], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    d.pass_to_step("end", d.player("alice"))
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Test Breach"]


def test_printed_and_granted_escape_are_both_offered_and_either_escapes() -> None:
    """The card's rulings: with two escape abilities its controller chooses which applies;
    702.138c: a permanent cast with either escaped (its "unless it escaped" keeps it)."""
    d = position({"alice": {"battlefield": ["Test Breach", "Forest", "Forest"],
                            "graveyard": ["Test Titan", "Island", "Swamp", "Plains"]}})
    assert _casts(d, "alice") == [("Test Titan", "escape"), ("Test Titan", "granted_escape")]
    option = next(o for o in d.decision.options if o.kind == "cast" and o.value[2] == "granted_escape")
    d.choose(option)
    d.queued[d.player("alice")] = ["Island", "Swamp", "Plains"]
    d.resolve(None)
    assert "Test Titan" in battlefield(d, "alice")


def test_the_sacrificed_creature_may_be_exiled_for_the_escape_cost() -> None:
    """601.2h, the card's rulings: the creature sacrificed for the additional cost is in the
    graveyard when the escape's exile is paid: it counts among the three other cards."""
    d = position({"alice": {"battlefield": ["Test Breach", "Grizzly Bears", "Swamp"],
                            "graveyard": ["Test Offering", "Island", "Forest"]}})
    assert _casts(d, "alice") == [("Test Offering", "granted_escape")]
    d.act("alice", "casts", "Test Offering", from_zone="graveyard", choices=["Grizzly Bears", "Island", "Forest"])
    d.resolve(None)
    assert life(d, "alice") == 25
    assert sorted(cards(d, "alice", "exile")) == ["Forest", "Grizzly Bears", "Island"]


def test_a_token_sacrificed_doesnt_count() -> None:
    """111.7-8: a sacrificed token ceases to exist: it is no card to exile; with two other cards
    in the graveyard the escape can't be paid."""
    d = position({"alice": {"battlefield": ["Test Breach", "Swamp", {"card": "Grizzly Bears", "token": True}],
                            "graveyard": ["Test Offering", "Island", "Forest"]}})
    assert _casts(d, "alice") == []


def test_mutations_are_refused_or_compile_differently() -> None:
    """Mutation: another cost formula or a card in a hand isn't this wording; "two" other cards is
    another amount; "creature card" another filter."""
    line = BREACH.split("\n")[0]
    for text in (line.replace("the card's mana cost", "the card's mana value"),
                 line.replace("in your graveyard has escape", "in your hand has escape")):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",))
    two = compile_text("Test", line.replace("three other", "two other"), ("Enchantment",))[0].effect
    assert two == dsl.GrantEscape(dsl.Filter(not_types=("Land",)), 2)
    creature = compile_text("Test", line.replace("nonland card", "creature card"), ("Enchantment",))[0].effect
    assert creature == dsl.GrantEscape(dsl.Filter(types=("Creature",)), 3)
