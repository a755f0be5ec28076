"""Activated abilities of a card in its owner's graveyard that return it to the battlefield
(113.6, 602.1): "{1}{B}: Return ~ from your graveyard to the battlefield tapped." (Reassembling
Skeleton), compiled and played through the engine."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.engine.state import GRAVEYARD

SKELETON = "Test Reassembling Bones"
compiled_card(SKELETON, f"{{1}}{{B}}: Return {SKELETON} from your graveyard to the battlefield tapped.",
              ("Creature",), "{1}{B}", power="1", toughness="1")
WANDERER = "Test Sorcery Wanderer"
compiled_card(WANDERER, f"{{B}}: Return {WANDERER} from your graveyard to the battlefield. Activate only as a sorcery.",
              ("Creature",), "{1}{B}", power="2", toughness="1")
LIBRARY = ["Plains"] * 8


def _position(where: str, card: str, lands: int = 2):
    return position({"alice": {where: [card], "battlefield": ["Swamp"] * lands, "library": LIBRARY},
                     "bob": {"library": LIBRARY}})


def test_602_1_the_ability_returns_the_card_from_the_graveyard_tapped() -> None:
    d = _position("graveyard", SKELETON)
    d.act("alice", "activates", SKELETON, from_zone=GRAVEYARD)
    d.resolve(None)
    skeleton = d.object(SKELETON)
    assert d.on_battlefield(skeleton) and d.game.state.objects[skeleton].tapped
    assert cards(d, "alice", "graveyard") == []


def test_113_6_the_ability_works_only_in_the_graveyard() -> None:
    """113.6: on the battlefield (or in hand) the ability can't be activated."""
    for zone in ("battlefield", "hand"):
        d = _position(zone, SKELETON)
        assert d.action_problem("alice", "activates", SKELETON) is not None


def test_602_5_without_a_rider_it_is_activated_any_time_with_one_only_as_a_sorcery() -> None:
    """117.1d: in bob's upkeep the untimed ability is activated; "Activate only as a sorcery" isn't."""
    d = _position("graveyard", SKELETON)
    d.pass_to_step("upkeep", player=1)
    d.act("alice", "activates", SKELETON, from_zone=GRAVEYARD)
    d.resolve(None)
    assert d.on_battlefield(d.object(SKELETON))
    d = _position("graveyard", WANDERER)
    d.pass_to_step("upkeep", player=1)
    assert d.action_problem("alice", "activates", WANDERER, from_zone=GRAVEYARD) is not None


def test_400_7_a_card_that_left_the_graveyard_stays_where_it_went() -> None:
    """400.7: bob exiles the card in response; the ability resolves and does nothing."""
    exile_spell = "Test Graveyard Exile Instant"
    compiled_card(exile_spell, "Exile target card from a graveyard.", ("Instant",), "{0}")
    d = position({"alice": {"graveyard": [SKELETON], "battlefield": ["Swamp"] * 2, "library": LIBRARY},
                  "bob": {"hand": [exile_spell], "library": LIBRARY}})
    d.act("alice", "activates", SKELETON, from_zone=GRAVEYARD)
    d.act("bob", "casts", exile_spell, targets=[SKELETON])
    d.resolve(None)
    assert cards(d, "alice", "exile") == [SKELETON]
    assert not [o for o in d.game.state.battlefield if d.game.chars(o).name == SKELETON]


def test_mutation_without_tapped_it_enters_untapped() -> None:
    """Mutation: dropping "tapped" compiles to a different tree that plays as written."""
    name = "Test Reassembling Bones Untapped"
    compiled_card(name, f"{{1}}{{B}}: Return {name} from your graveyard to the battlefield.", ("Creature",), "{1}{B}",
                  power="1", toughness="1")
    d = _position("graveyard", name)
    d.act("alice", "activates", name, from_zone=GRAVEYARD)
    d.resolve(None)
    assert d.on_battlefield(d.object(name)) and not d.game.state.objects[d.object(name)].tapped


@pytest.mark.parametrize("text", [
    "{1}{B}: Return ~ from your library to the battlefield tapped.",
    "{1}{B}: Return ~ from a graveyard to the battlefield.",
    "Discard ~: Return ~ from your graveyard to the battlefield.",
    "When ~ dies, return ~ from your graveyard to the battlefield.",
])
def test_mutations_are_refused(text: str) -> None:
    """Mutation: another zone, another graveyard, a cost in another zone, a trigger on ~ itself (a
    leaves-the-battlefield trigger looks back from the battlefield, 603.10a): refused."""
    with pytest.raises(UncompilableText):
        compile_text("Bones", text.replace("~", "Bones"), ("Creature",))


def test_the_compiled_tree() -> None:
    (ability,) = compile_text("Bones", "{1}{B}: Return Bones from your graveyard to the battlefield tapped.", ("Creature",))
    assert ability.zone == "graveyard" and ability.effects == (dsl.PutOntoBattlefield(dsl.Self(), tapped=True),)
