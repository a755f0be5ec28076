"""Mutations of the play permissions the audit found exercised by no mutation test: "exile the
top card of your library" (406.3) and "you may play that card this turn" after it (601.3,
305.1), "shuffle your library, then exile the top card" (701.24), "look at a card at random in
target player's hand" (402.3), "you may play lands and cast spells from among cards exiled this
way without paying their mana costs" (608.2g) and "until your next turn, you may cast sorcery
spells as though they had flash" (601.3d).  One word changed compiles to another node (asserted
on its field; "cast" for "play" played below) or is refused, quoting the text."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction

PLAY = "Exile the top card of your library. You may play that card this turn."
URZA = ("{5}: Shuffle your library, then exile the top card. Until end of turn, you may play that card without paying "
        "its mana cost.")
BAUBLE = ("{T}, Sacrifice ~: Look at a card at random in target player's hand. You draw a card at the beginning of the "
          "next turn's upkeep.")
GIX = ("{4}{B}{B}{B}, Discard X cards: Exile the top X cards of target opponent's library. You may play lands and cast "
       "spells from among cards exiled this way without paying their mana costs.")
RAVELER = "{1}: Until your next turn, you may cast sorcery spells as though they had flash."


def _effects(text: str, types: tuple[str, ...]) -> tuple:
    (ability,) = compile_text("Test Permission", text, types)
    return ability.effects


def _refused(text: str, types: tuple[str, ...]) -> None:
    with pytest.raises(UncompilableText) as refusal:
        compile_text("Test Permission", text, types)
    assert text in str(refusal.value)


def test_play_permission_mutations_start_from_the_unmutated_texts() -> None:
    """406.3, 601.3: each unmutated text compiles to its exile and its permission."""
    assert _effects(PLAY, ("Sorcery",)) == (dsl.ExileTopOfLibrary(dsl.You(), 1),
                                            dsl.MayPlay(dsl.ExiledThisWay(), "end_of_turn"))
    shuffle, exile, may_play = _effects(URZA, ("Artifact",))
    assert (shuffle, exile, may_play.free) == (dsl.Shuffle(dsl.You()), dsl.ExileTopOfLibrary(dsl.You(), 1), True)
    assert isinstance(_effects(BAUBLE, ("Artifact",))[0], dsl.LookAtRandomCardInHand)
    exile, now = _effects(GIX, ("Creature",))
    assert isinstance(exile.who, dsl.TargetPlayer) and isinstance(now, dsl.PlayExiledNow)
    (grant,) = _effects(RAVELER, ("Artifact",))
    assert grant.spells.types == ("Sorcery",)


@pytest.mark.parametrize(("mutated", "field", "value"), [
    (PLAY.replace("play that", "cast that"), "cast_only", True),
    (PLAY.replace("this turn", "for as long as it remains exiled"), "duration", "permanent"),
    (PLAY.replace("play that card this turn", "cast that card this turn, and mana of any type can be spent to cast "
                  "that spell"), "any_mana", True),
])
def test_may_play_mutations_are_another_permission(mutated: str, field: str, value: object) -> None:
    """601.3, 305.1, 611.2: "cast" (spells only, no land play), "for as long as it remains exiled",
    and "mana of any type" are read into the permission."""
    (_, original), (_, found) = _effects(PLAY, ("Sorcery",)), _effects(mutated, ("Sorcery",))
    assert getattr(found, field) == value != getattr(original, field)


@pytest.mark.parametrize(("mutated", "who", "count"), [
    (PLAY.replace("top card of your", "top card of target player's"), dsl.TargetPlayer(0), 1),
    (PLAY.replace("top card", "top two cards").replace("that card", "them"), dsl.You(), 2),
])
def test_exile_top_mutations_another_player_or_number(mutated: str, who: object, count: int) -> None:
    """406.3: whose library and how many cards are read (the permission follows: "them")."""
    exile, _ = _effects(mutated, ("Sorcery",))
    assert (exile.who, exile.count) == (who, count)


def test_gix_mutation_your_library_is_another_player() -> None:
    """406.3: "your library" for "target opponent's library" exiles its controller's cards and
    targets nobody."""
    exile, _ = _effects(GIX.replace("target opponent's", "your"), ("Creature",))
    assert exile.who == dsl.You()


def test_bauble_mutation_target_opponent_may_not_target_you() -> None:
    """115.1: "target opponent's hand" for "target player's hand" narrows the target."""
    original = compile_text("Test Permission", BAUBLE, ("Artifact",))[0].targets[0]
    mutated = compile_text("Test Permission", BAUBLE.replace("target player's", "target opponent's"), ("Artifact",))
    assert mutated[0].targets[0] != original


def test_raveler_mutation_creature_spells_is_another_type() -> None:
    """601.3d: the spells that may be cast as though they had flash are read."""
    (grant,) = _effects(RAVELER.replace("sorcery spells", "creature spells"), ("Artifact",))
    assert grant.spells.types == ("Creature",)


@pytest.mark.parametrize(("mutated", "types"), [
    (PLAY.replace("this turn", "until your next turn"), ("Sorcery",)),
    (PLAY.replace("this turn", "until end of combat"), ("Sorcery",)),
    (PLAY.replace("this turn", "next turn"), ("Sorcery",)),
    (PLAY.replace("top card", "top two cards"), ("Sorcery",)),
    (PLAY.replace("that card", "them"), ("Sorcery",)),
    (PLAY.replace("your library", "each player's library"), ("Sorcery",)),
    (PLAY.replace("top", "bottom"), ("Sorcery",)),
    (PLAY.replace("library", "graveyard"), ("Sorcery",)),
    (PLAY.replace("that card", "that card without paying its mana cost"), ("Sorcery",)),
    (PLAY.replace("this turn", "this turn, and mana of any type can be spent to cast that spell"), ("Sorcery",)),
    (URZA.replace("top card", "top two cards"), ("Artifact",)),
    (URZA.replace("Until end of turn", "Until your next turn"), ("Artifact",)),
    (URZA.replace("Shuffle your library", "Shuffle your hand"), ("Artifact",)),
    (URZA.replace("then exile", "then mill"), ("Artifact",)),
    (URZA.replace("Shuffle your", "Shuffle target player's"), ("Artifact",)),
    (BAUBLE.replace("a card at random", "two cards at random"), ("Artifact",)),
    (BAUBLE.replace("target player's hand", "your hand"), ("Artifact",)),
    (BAUBLE.replace("hand", "graveyard"), ("Artifact",)),
    (BAUBLE.replace("Look at", "Reveal"), ("Artifact",)),
    (BAUBLE.replace("the next turn's upkeep", "your next upkeep"), ("Artifact",)),
    (GIX.replace("play lands and cast spells", "cast spells"), ("Creature",)),
    (GIX.replace(" without paying their mana costs", ""), ("Creature",)),
    (GIX.replace("mana costs.", "mana costs this turn."), ("Creature",)),
    (GIX.replace("exiled this way", "milled this way"), ("Creature",)),
    (GIX.replace("library", "graveyard"), ("Creature",)),
    (RAVELER.replace("Until your next turn", "Until end of turn"), ("Artifact",)),
    (RAVELER.replace("Until your next turn, you", "You"), ("Artifact",)),
    (RAVELER.replace("sorcery spells", "sorcery cards"), ("Artifact",)),
    (RAVELER.replace("flash", "haste"), ("Artifact",)),
    (RAVELER.replace("sorcery spells", "red sorcery spells"), ("Artifact",)),
    (RAVELER.replace("sorcery spells as though they", "a sorcery spell as though it"), ("Artifact",)),
])
def test_play_permission_one_word_changed_is_refused(mutated: str, types: tuple[str, ...]) -> None:
    """611.2, 406.3, 402.3, 608.2g, 601.3d: another duration, number, zone, verb or player the
    grammar doesn't read (or one that disagrees with the rest of the text) is refused."""
    _refused(mutated, types)


def test_may_play_mutation_cast_that_card_allows_no_land_play() -> None:
    """305.1, 601.3: "You may play that card this turn" lets the exiled Forest be played; "cast"
    for "play" permits only casting it, and a land can't be cast (305.9): playing it is illegal."""
    with registry.scope():
        compiled_card("Test Player", PLAY, ("Sorcery",), cost="{0}")
        compiled_card("Test Caster", PLAY.replace("play that", "cast that"), ("Sorcery",), cost="{0}")
        for spell, playable in (("Test Player", True), ("Test Caster", False)):
            d = position({"alice": {"hand": [spell], "library": ["Forest", "Island"]}, "bob": {"library": ["Island"] * 3}})
            cast(d, "alice", spell)
            assert cards(d, "alice", "exile") == ["Forest"]
            if playable:
                d.act("alice", "plays", "Forest", from_zone="exile")
                assert "Forest" in battlefield(d, "alice")
            else:
                with pytest.raises(IllegalAction):
                    d.act("alice", "plays", "Forest", from_zone="exile")
                assert cards(d, "alice", "exile") == ["Forest"]
