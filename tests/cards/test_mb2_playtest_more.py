"""Mystery Booster 2 playtest cards compiled from their Oracle text and played as written:
Jeskai Baller (a cast trigger making a token of a playtest creature type; rebound on a
creature spell, 702.88a), Fetching Garden ("enters tapped if it was played from your hand",
305.1, 614.1c), TL;DR ("if it has any abilities other than keywords", 113.1, 702, 608.2c), Common Black Removal
("Choose one. Destroy target creature, then —": each mode after the shared instruction, 700.2;
a Food token, 111.10b; a counter on a creature you control chosen as it resolves; milling cards
equal to the destroyed creature's power, 608.2h)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

CARDS = ("Jeskai Baller", "Fetching Garden", "TL;DR", "Common Black Removal")

compiled_card("Playtest Land Tutor", "Search your library for a land card, put it onto the battlefield, then shuffle.",
              ("Sorcery",))

compiled_card("Tldr Flier", "Flying, vigilance\nKicker {2}", ("Creature",), "{1}{W}", power="2", toughness="2")
compiled_card("Tldr Looter", "Flying\n{T}: Draw a card, then discard a card.", ("Creature",), "{1}{U}", power="1",
              toughness="1")
compiled_card("Tldr Healer", "When Tldr Healer enters the battlefield, you gain 1 life.", ("Creature",), "{W}",
              power="1", toughness="1")

compiled_card("Tldr Rite", 'Creatures you control have "{T}: Add one mana of any color."', ("Enchantment",), "{1}{G}")
compiled_card("Tldr Wings", "Creatures you control have flying.", ("Enchantment",), "{1}{U}")


@pytest.fixture(autouse=True)
def mb2_cards():
    with registry.scope():
        mb2 = load_database("mb2.json")
        for name in CARDS:
            registry.register(compile_record(mb2.get(name)))
        yield


def test_603_2_jeskai_baller_cast_trigger_makes_an_athlete_before_it_resolves() -> None:
    """603.2, 601.2i: casting Jeskai Baller triggers; the trigger resolves first, creating a 1/1
    white Athlete creature token, while the Baller is still on the stack."""
    d = position({"alice": {"hand": ["Jeskai Baller"], "battlefield": ["Plains"] * 3}, "step": "main1"})
    d.act("alice", "casts", "Jeskai Baller")
    game = d.game
    assert len(game.state.stack) == 2  # the spell and its cast trigger above it
    d.resolve(1)
    (token,) = [o for o in game.state.battlefield if game.state.objects[o].token]
    chars = game.chars(token)
    assert (chars.power, chars.toughness, chars.subtypes, chars.colors) == (1, 1, frozenset({"Athlete"}), frozenset({"W"}))
    assert [game.chars(item.obj).name for item in game.state.stack if item.obj is not None] == ["Jeskai Baller"]


def test_702_88a_rebound_does_nothing_for_a_creature_spell() -> None:
    """702.88a: rebound replaces only putting the spell into the graveyard as it resolves; the
    creature spell enters the battlefield instead, and nothing is exiled."""
    d = position({"alice": {"hand": ["Jeskai Baller"], "battlefield": ["Plains"] * 3}, "step": "main1"})
    d.act("alice", "casts", "Jeskai Baller")
    d.resolve(None)
    game = d.game
    names = sorted(game.chars(o).name for o in game.state.battlefield if not game.chars(o).types == {"Land"})
    assert "Jeskai Baller" in names and not game.state.exile


def test_a_type_no_card_prints_is_still_refused() -> None:
    """Mutation: a creature type that neither 205.3m nor a playtest card's type line has."""
    with pytest.raises(UncompilableText):
        compile_text("X", "When you cast this spell, create a 1/1 white Baller creature token.", ("Creature",))


def _garden(d) -> int:
    return next(o for o in d.game.state.battlefield if d.game.chars(o).name == "Fetching Garden")


def test_305_1_fetching_garden_played_from_hand_enters_tapped() -> None:
    """614.1c: played from its owner's hand, it enters tapped."""
    d = position({"alice": {"hand": ["Fetching Garden"]}, "step": "main1"})
    d.act("alice", "plays", "Fetching Garden")
    assert d.game.state.objects[_garden(d)].tapped


def test_fetching_garden_put_onto_the_battlefield_by_an_effect_enters_untapped() -> None:
    """Put onto the battlefield by a spell (not played, 305.1), it enters untapped."""
    d = position({"alice": {"hand": ["Playtest Land Tutor"], "library": ["Fetching Garden"]}, "step": "main1"})
    d.act("alice", "casts", "Playtest Land Tutor", choices=["Fetching Garden"])
    d.resolve(None)
    assert not d.game.state.objects[_garden(d)].tapped


def test_fetching_garden_played_from_a_graveyard_enters_untapped() -> None:
    """Played, but from a graveyard (Crucible of Worlds): not from the hand, so untapped."""
    d = position({"alice": {"battlefield": ["Crucible of Worlds"], "graveyard": ["Fetching Garden"]}, "step": "main1"})
    d.act("alice", "plays", "Fetching Garden", from_zone="graveyard")
    assert not d.game.state.objects[_garden(d)].tapped


def test_fetching_garden_mutations() -> None:
    """"From your hand" compiles to its own tree; another zone or "cast" is refused."""
    tapped = compile_text("X", "X enters the battlefield tapped if it was played from your hand.", ("Land",))
    assert tapped[0].effect.if_played_from_hand and tapped != compile_text("X", "X enters tapped.", ("Land",))
    for text in ("X enters the battlefield tapped if it was played from your graveyard.",
                 "X enters the battlefield tapped if it was cast from your hand."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Land",))


@pytest.mark.parametrize(("creature", "exiled"), [("Grizzly Bears", False), ("Tldr Flier", False),
                                                  ("Tldr Looter", True), ("Tldr Healer", True)])
def test_113_1_tldr_exiles_a_creature_with_an_ability_other_than_keywords(creature: str, exiled: bool) -> None:
    """702, 608.2c: no abilities, or only keyword abilities (flying, vigilance, kicker): it
    stays; an activated ability beside a keyword, or a triggered ability: it is exiled."""
    d = position({"alice": {"hand": ["TL;DR"], "battlefield": ["Swamp", "Swamp"]},
                  "bob": {"battlefield": [creature]}, "step": "main1"})
    d.act("alice", "casts", "TL;DR", targets=[creature])
    d.resolve(None)
    names = [d.game.chars(o).name for o in d.game.state.battlefield]
    assert (creature not in names) == exiled
    assert [d.game.state.objects[o].card for o in d.game.state.exile] == ([creature] if exiled else [])


@pytest.mark.parametrize(("anthem", "exiled"), [("Tldr Rite", True), ("Tldr Wings", False)])
def test_113_1_tldr_counts_abilities_granted_by_other_permanents(anthem: str, exiled: bool) -> None:
    """113.1, 613.1f: Grizzly Bears given a quoted mana ability by bob's enchantment has an ability
    other than a keyword and is exiled; given flying only, it stays."""
    d = position({"alice": {"hand": ["TL;DR"], "battlefield": ["Swamp", "Swamp"]},
                  "bob": {"battlefield": ["Grizzly Bears", anthem]}, "step": "main1"})
    d.act("alice", "casts", "TL;DR", targets=["Grizzly Bears"])
    d.resolve(None)
    assert ("Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]) == exiled


def test_tldr_mutations() -> None:
    """The condition is its own node; "any abilities" or "no abilities other than keywords" is refused."""
    (ability,) = compile_text("X", "Exile target creature if it has any abilities other than keywords.", ("Instant",))
    assert ability.effects[0].condition == dsl.HasAbilityOtherThanKeywords(dsl.Target(0))
    for text in ("Exile target creature if it has any abilities.",
                 "Exile target creature if it has no abilities other than keywords.",
                 "Exile target player if it has any abilities other than keywords."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Instant",))


def _removal(mode: int, alice: list[str], bob: list[str], library: int = 5, **kw):
    d = position({"alice": {"hand": ["Common Black Removal"], "battlefield": ["Swamp"] * 4 + alice},
                  "bob": {"battlefield": bob, "library": ["Forest"] * library}, "step": "main1"})
    d.act("alice", "casts", "Common Black Removal", targets=["Grizzly Bears"], modes=[mode], **kw)
    d.resolve(None)
    assert "Grizzly Bears" in cards(d, "bob", "graveyard")  # the shared instruction, whatever the mode
    return d


def test_700_2_removal_food_mode_and_the_food_token() -> None:
    """Mode 1: destroy, then create a Food (111.10b: "{2}, {T}, Sacrifice this token: You gain 3
    life"), which alice then uses."""
    d = _removal(1, ["Swamp", "Swamp"], ["Grizzly Bears"])
    game = d.game
    (food,) = [o for o in game.state.battlefield if game.state.objects[o].token]
    assert game.chars(food).subtypes == frozenset({"Food"}) and game.chars(food).types == frozenset({"Artifact"})
    d.act("alice", "activates", "Food")
    d.resolve(None)
    assert life(d, "alice") == 23 and not [o for o in game.state.battlefield if game.state.objects[o].token]


def test_700_2_removal_treasure_mode() -> None:
    d = _removal(2, [], ["Grizzly Bears"])
    game = d.game
    assert [game.chars(o).subtypes for o in game.state.battlefield if game.state.objects[o].token] == \
        [frozenset({"Treasure"})]


def test_122_1b_removal_menace_counter_on_a_creature_chosen_as_it_resolves() -> None:
    """Mode 3: not targeted; alice chooses which of her creatures gets the menace counter."""
    d = _removal(3, ["Tldr Flier", "Tldr Healer"], ["Grizzly Bears"], choices=["Tldr Healer"])
    game = d.game
    healer, flier = d.object("Tldr Healer"), d.object("Tldr Flier")
    assert game.state.objects[healer].counters == {"menace": 1} and game.chars(healer).has("menace")
    assert not game.state.objects[flier].counters


def test_removal_menace_mode_without_a_creature_does_nothing_more() -> None:
    d = _removal(3, [], ["Grizzly Bears"])
    assert not any(d.game.state.objects[o].counters for o in d.game.state.battlefield)


def test_608_2h_removal_mill_mode_uses_the_destroyed_creatures_last_power() -> None:
    """Mode 4: the creature is gone, so its last known power counts, +1/+1 counter included:
    bob mills 3 of his 5 cards."""
    d = position({"alice": {"hand": ["Common Black Removal"], "battlefield": ["Swamp"] * 4},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
                          "library": ["Forest"] * 5}, "step": "main1"})
    d.act("alice", "casts", "Common Black Removal", targets=["Grizzly Bears"], modes=[4])
    d.resolve(None)
    assert len(d.game.state.players[d.player("bob")].library) == 2
    assert sorted(cards(d, "bob", "graveyard")) == ["Forest"] * 3 + ["Grizzly Bears"]


def test_common_black_removal_mutations() -> None:
    """Without "then" or with one mode the header is refused; a mode keeps its own effect."""
    good = "Choose one. Destroy target creature, then —\n• Create a Food token.\n• Create a Treasure token."
    (spell,) = compile_text("X", good, ("Instant",))
    assert [len(m.effects) for m in spell.modes] == [2, 2] and spell.modes[0].effects[0] == dsl.Destroy(dsl.Target(0))
    for text in ("Choose one. Destroy target creature —\n• Create a Food token.\n• Create a Treasure token.",
                 "Choose one. Destroy target creature, then —\n• Create a Food token.",
                 "Put a menace counter on another creature you control.",
                 "Put two menace counters on a creature you control."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Instant",))
