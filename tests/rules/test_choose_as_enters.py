"""614.12c: "As ~ enters, choose a color" / "choose a creature type", compiled from Oracle text and
played through the engine: the choice is made as the permanent enters (in the replacement
pipeline, whichever zone it enters from), remembered on the object (GameObject.chosen, which
saves and clones), and read by "of the chosen color" / "of the chosen type" in its other
abilities.  A reference to a choice the card doesn't make is refused."""

from __future__ import annotations

import json

import pytest
from support import compiled_card, events, position

import manastack as ms
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.aspects import Aspect
from manastack.engine.decision import GameSetupError

LIBRARY = ["Mountain"] * 8

BANNER = compiled_card("Test Color Banner", "As Test Color Banner enters the battlefield, choose a color.\n"
                       "Creatures you control of the chosen color get +1/+1.", ("Enchantment",)).name
LORD = compiled_card("Test Type Lord", "As Test Type Lord enters the battlefield, choose a creature type.\n"
                     "Other creatures you control of the chosen type get +1/+1.", ("Creature",), power="2",
                     toughness="2", subtypes=("Elf",)).name
FONT = compiled_card("Test Color Font", "As Test Color Font enters the battlefield, choose a color.\n"
                     "Whenever you cast a spell of the chosen color, you gain 1 life.", ("Enchantment",)).name
RED = compiled_card("Test Red Brute", "", ("Creature",), "{R}", power="2", toughness="2").name
GREEN = compiled_card("Test Green Brute", "", ("Creature",), "{G}", power="2", toughness="2").name
ELF = compiled_card("Test Elf Scout", "", ("Creature",), power="1", toughness="1", subtypes=("Elf",)).name
GOBLIN = compiled_card("Test Goblin Scout", "", ("Creature",), power="1", toughness="1", subtypes=("Goblin",)).name
CROSSROADS = compiled_card("Test Color Crossroads", "As Test Color Crossroads enters the battlefield, choose a "
                           "color.\n{T}: Add one mana of the chosen color.", ("Land",), None).name
BLUE_SPELL = compiled_card("Test Blue Insight", "Draw a card.", ("Sorcery",), "{U}").name
REANIMATE = compiled_card("Test Choice Reanimation", "Return target creature card from your graveyard to the "
                          "battlefield.", ("Sorcery",)).name


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def _cast_choosing(d, card: str, answer: str) -> None:
    d.act("alice", "casts", card)
    d.pass_until(lambda: d.decision is not None and d.decision.kind in ("color", "creature_type"))
    d.choose(next(o for o in d.decision.options if o.label == answer))
    d.resolve(None)


def test_614_12c_the_chosen_color_is_made_as_it_enters_and_read_by_its_anthem() -> None:
    """614.12c: alice chooses red as the Banner enters; her red creature gets +1/+1, her green
    one doesn't."""
    d = position({"alice": {"hand": [BANNER], "battlefield": [RED, GREEN, {"card": "Mountain", "count": 2}],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    _cast_choosing(d, BANNER, "red")
    banner = d.object(BANNER)
    assert d.game.state.objects[banner].chosen == {"color": "R"}
    for viewer in (0, 1):  # the choice is public
        (seen,) = [o for o in d.game.view(viewer)["battlefield"] if o["id"] == banner]
        assert seen["chosen"] == {"color": "R"}
    assert _pt(d, RED) == (3, 3)
    assert _pt(d, GREEN) == (2, 2)


def test_614_12c_a_different_color_chosen_pumps_the_other_creature() -> None:
    """614.12c: choosing green instead, the green creature gets the bonus (the choice, not the
    card, decides)."""
    d = position({"alice": {"hand": [BANNER], "battlefield": [RED, GREEN], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    _cast_choosing(d, BANNER, "green")
    assert (_pt(d, RED), _pt(d, GREEN)) == ((2, 2), (3, 3))


def test_614_12c_the_chosen_creature_type_and_other() -> None:
    """614.12c: choosing Elf, the Lord's other Elf gets +1/+1, the Goblin doesn't, and the Lord
    (an Elf itself) doesn't ("other")."""
    d = position({"alice": {"hand": [LORD], "battlefield": [ELF, GOBLIN], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    _cast_choosing(d, LORD, "Elf")
    assert d.game.state.objects[d.object(LORD)].chosen == {"creature type": "Elf"}
    assert (_pt(d, ELF), _pt(d, GOBLIN), _pt(d, LORD)) == ((2, 2), (1, 1), (2, 2))


def test_614_12c_a_cast_trigger_reads_the_chosen_color() -> None:
    """"Whenever you cast a spell of the chosen color": with red chosen, casting the red
    creature gains 1 life; the green one gains nothing."""
    d = position({"alice": {"hand": [FONT, RED, GREEN], "battlefield": [{"card": "Mountain", "count": 1},
                                                                        {"card": "Forest", "count": 1}],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    _cast_choosing(d, FONT, "red")
    d.act("alice", "casts", RED)
    d.resolve(None)
    assert d.game.state.players[0].life == 21
    d.act("alice", "casts", GREEN)
    d.resolve(None)
    assert d.game.state.players[0].life == 21
    assert len([e for e in events(d.game, "trigger") if e["name"] == FONT]) == 1


def test_614_12c_the_land_adds_mana_of_the_chosen_color() -> None:
    """614.12c, 106.4: choosing blue as it enters, the land pays for a {U} spell; its mana is blue."""
    d = position({"alice": {"hand": [CROSSROADS, BLUE_SPELL], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.queued[0] = ["blue"]
    d.act("alice", "plays", CROSSROADS)
    d.finish_action(0)
    assert d.game.state.objects[d.object(CROSSROADS)].chosen == {"color": "U"}
    d.act("alice", "casts", BLUE_SPELL)
    d.resolve(None)
    assert [e["mana"] for e in events(d.game, "payment")] == [["U"]]
    assert len(d.game.state.players[0].hand) == 1


def test_106_5_a_land_that_chose_no_color_adds_no_mana() -> None:
    """106.5: a starting Crossroads made no choice: "one mana of the chosen color" is an
    undefined type, so it can't pay for the {U} spell."""
    d = position({"alice": {"hand": [BLUE_SPELL], "battlefield": [CROSSROADS], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    assert d.action_problem("alice", "casts", BLUE_SPELL) is not None
    crossroads = d.object(CROSSROADS)
    d.game.state.objects[crossroads].chosen = {"color": "U"}  # the same land having chosen blue can
    d.game.kernel.changed(*Aspect)
    assert d.action_problem("alice", "casts", BLUE_SPELL) is None


def test_614_12c_a_permanent_that_never_chose_has_no_chosen_color() -> None:
    """A Banner put onto the battlefield without entering through the pipeline (a starting
    permanent) made no choice: no creature is of "the chosen color"."""
    d = position({"alice": {"battlefield": [BANNER, RED, GREEN], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    assert d.game.state.objects[d.object(BANNER)].chosen == {}
    assert (_pt(d, RED), _pt(d, GREEN)) == ((2, 2), (2, 2))


def test_614_12_the_choice_is_made_again_when_it_enters_from_the_graveyard() -> None:
    """614.12, 400.7: returned from the graveyard, the Lord is a new object and chooses again
    as it enters (this time Goblin)."""
    d = position({"alice": {"hand": [REANIMATE], "graveyard": [LORD], "battlefield": [ELF, GOBLIN], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", REANIMATE, targets=[LORD])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "creature_type")
    d.choose(next(o for o in d.decision.options if o.label == "Goblin"))
    d.resolve(None)
    assert (_pt(d, ELF), _pt(d, GOBLIN)) == ((1, 1), (2, 2))


def test_the_choice_survives_save_and_clone_and_a_bad_one_is_refused() -> None:
    """Saves: GameObject.chosen round-trips through to_json/from_json and clone; a saved game
    remembering a colour that doesn't exist is refused."""
    d = position({"alice": {"hand": [BANNER], "battlefield": [RED], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    _cast_choosing(d, BANNER, "red")
    game = d.game
    banner = d.object(BANNER)
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert restored.state.objects[banner].chosen == {"color": "R"}
    copy = game.clone()
    assert copy.state.objects[banner].chosen == {"color": "R"}
    copy.state.objects[banner].chosen["color"] = "G"
    assert game.state.objects[banner].chosen == {"color": "R"}  # the clone's object is its own
    saved = json.loads(game.to_json())
    text = json.dumps(saved).replace('{"color": "R"}', '{"color": "Q"}')
    assert text != json.dumps(saved)
    with pytest.raises(GameSetupError):
        ms.Game.from_json(text)


@pytest.mark.parametrize("text", [
    "Creatures you control of the chosen color get +1/+1.",
    "As Test Mutant enters the battlefield, choose a creature type.\nCreatures you control of the chosen color get +1/+1.",
    "As Test Mutant enters the battlefield, choose a card type.\nCreatures you control of the chosen type get +1/+1.",
    "As Test Mutant enters the battlefield, choose a color.\nWhenever a creature of the chosen color dies, you gain 1 life.",
    "As Test Mutant enters the battlefield, choose a colour.",
    "{T}: Add one mana of the chosen color.",
    "As Test Mutant enters the battlefield, choose a creature type.\n{T}: Add one mana of the chosen color.",
])
def test_mutations_are_refused(text: str) -> None:
    """Honest support: a reference to a choice the card doesn't make (or makes of another kind),
    a choice the engine lacks, a dies trigger (whose look-back doesn't keep the choice) and a
    misspelling stay refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", text, ("Enchantment",))


def test_color_and_type_are_different_trees() -> None:
    """"choose a color" and "choose a creature type" compile to different choices."""
    color = compile_text("Test Mutant", "As Test Mutant enters the battlefield, choose a color.", ("Enchantment",))
    kind = compile_text("Test Mutant", "As Test Mutant enters the battlefield, choose a creature type.", ("Enchantment",))
    assert color != kind
    assert color[0].effect.what == "color" and kind[0].effect.what == "creature type"
