"""Mutations (issue 16) of typecycling (702.29e: forestcycling, swampcycling, islandcycling),
aftermath (702.127), a mana ability activated from the hand (Elvish Spirit Guide: 605.1a, 602.2)
and the cost "Exile a creature you control" (City of Shadows: 118.3, 602.2b).  One word changed
compiles to another tree that plays as written, or is refused quoting the phrase."""

from __future__ import annotations

import pytest
from mutations import assert_refused, other_tree
from support import battlefield, cards, compiled_card, position

from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.oracle import UncompilableText
from manastack.cards.oracle.compiler import compile_record
from manastack.engine.zones import HAND

CYCLERS = {line: compiled_card(f"Test A {line.split()[0]}", line, ("Creature",), "{3}", power="2", toughness="2").name
           for line in ("Forestcycling {2}", "Swampcycling {2}", "Islandcycling {U}")}
LIBRARY = ["Plains"] * 5


# ---------------------------------------------------------------------------- typecycling


@pytest.mark.parametrize(("original", "mutated", "changes"), [
    ("Forestcycling {2}", "Swampcycling {2}", {"0.name": ("forestcycling", "swampcycling")}),
    ("Forestcycling {2}", "Islandcycling {2}", {"0.name": ("forestcycling", "islandcycling")}),
    ("Forestcycling {2}", "Forestcycling {3}", {"0.cost": ("{2}", "{3}")}),
    ("Swampcycling {2}", "Swampcycling {1}{B}", {"0.cost": ("{2}", "{1}{B}")}),
    ("Islandcycling {2}", "Islandcycling {U}", {"0.cost": ("{2}", "{U}")}),
])
def test_typecycling_mutations_compile_to_another_keyword(original: str, mutated: str, changes: dict) -> None:
    """702.29e: another land type or another cost is another typecycling ability."""
    assert other_tree("Test Cycler", original, mutated, ("Creature",)) == changes


@pytest.mark.parametrize(("original", "mutated"), [
    ("Forestcycling {2}", "Forestscycling {2}"),
    ("Forestcycling {2}", "Treecycling {2}"),
    ("Swampcycling {2}", "Swampcycling"),
    ("Islandcycling {2}", "Islandcycling two"),
])
def test_typecycling_mutations_are_refused(original: str, mutated: str) -> None:
    """702.29e: "[type]cycling" names a subtype in the singular and has a cost."""
    assert_refused("Test Cycler", original, mutated, ("Creature",))


@pytest.mark.parametrize(("line", "land"), [("Forestcycling {2}", "Forest"), ("Swampcycling {2}", "Swamp"),
                                             ("Islandcycling {U}", "Island")])
def test_702_29e_each_mutated_typecycling_finds_its_own_land_type_for_its_own_cost(line: str, land: str) -> None:
    """The mutations play as written: each offers only its land type, and "{U}" is paid with an
    Island (the Plains can't pay it)."""
    name = CYCLERS[line]
    mana = ["Island"] if "{U}" in line else ["Plains", "Plains"]
    d = position({"alice": {"hand": [name], "battlefield": mana, "library": ["Forest", "Swamp", "Island", "Mountain"]},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", name, from_zone=HAND)
    d.pass_until(lambda: d.game.decision.kind == "search")
    assert {o.label for o in d.game.decision.options if o.kind == "card"} == {land}
    d.queued[0] = [land]
    d.resolve(None)
    assert cards(d, "alice", "hand") == [land] and cards(d, "alice", "graveyard") == [name]


def test_702_29e_a_blue_typecycling_cost_cant_be_paid_with_plains() -> None:
    """The mutated cost "{U}" is a cost of its own: with Plains only, it can't be activated."""
    name = CYCLERS["Islandcycling {U}"]
    d = position({"alice": {"hand": [name], "battlefield": ["Plains", "Plains"], "library": ["Island"]},
                  "bob": {"library": LIBRARY}})
    assert d.action_problem("alice", "activates", name, from_zone=HAND) is not None


# ---------------------------------------------------------------------------- aftermath

AFTERMATH = "Aftermath (Cast this spell only from your graveyard. Then exile it.)"
FAME = "Target creature gets +2/+0 and gains haste until end of turn."


def _split(first: str, second: str) -> CardRecord:
    halves = (("Claim", "{B}", "Sorcery", first), ("Fame", "{1}{R}", "Sorcery", second))
    return CardRecord("Claim // Fame", "split", tuple(
        FaceRecord(face, cost, kind, (), (kind,), (), (), None, None, None, text, side)
        for (face, cost, kind, text), side in zip(halves, "ab", strict=True)))


@pytest.mark.parametrize(("mutated", "quoted"), [
    ("Afterlife (Cast this spell only from your graveyard. Then exile it.)", "Afterlife"),
    ("Aftermaths (Cast this spell only from your graveyard. Then exile it.)", "Aftermaths"),
    ("Aftermath 2 (Cast this spell only from your graveyard. Then exile it.)", "Aftermath 2"),
    ("Aftermath {1}{R} (Cast this spell only from your graveyard. Then exile it.)", "Aftermath {1}{R}"),
    ("Fuse (Cast this spell only from your graveyard. Then exile it.)", "(fuse on one half of a split card only)"),
])
def test_aftermath_mutations_are_refused(mutated: str, quoted: str) -> None:
    """702.127a: "Aftermath" is a keyword without a number or cost, on the second half of a split
    card; another keyword word (or fuse on one half: 702.102a) refuses the card."""
    card = compile_record(_split("Draw a card.", f"{AFTERMATH}\n{FAME}"))
    assert card.faces[1].abilities[0].name == "aftermath"
    with pytest.raises(UncompilableText) as refused:
        compile_record(_split("Draw a card.", f"{mutated}\n{FAME}"))
    assert quoted in refused.value.phrases


# ---------------------------------------------------------------------------- mana from the hand

GUIDE = "Test Guide"


@pytest.mark.parametrize(("mutated", "changes"), [
    (f"Exile {GUIDE} from your hand: Add {{R}}.", {"0.effects.0.mana": ("{G}", "{R}")}),
    (f"Exile {GUIDE} from your hand: Add {{G}}{{G}}.", {"0.effects.0.mana": ("{G}", "{G}{G}")}),
    (f"Exile {GUIDE} from your graveyard: Add {{G}}.", {"0.cost.exile_self_from_graveyard": (False, True),
                                                        "0.cost.exile_self_from_hand": (True, False),
                                                        "0.zone": ("hand", "graveyard")}),
])
def test_mana_from_the_hand_mutations_compile_to_another_ability(mutated: str, changes: dict) -> None:
    """605.1a, 602.2: another mana or another zone is another ability (activated from that zone)."""
    assert other_tree(GUIDE, f"Exile {GUIDE} from your hand: Add {{G}}.", mutated, ("Creature",)) == changes


@pytest.mark.parametrize("mutated", [
    f"Exile {GUIDE} from your library: Add {{G}}.",
    f"Reveal {GUIDE} from your hand: Add {{G}}.",
    f"Discard {GUIDE} from your hand: Add {{G}}.",
])
def test_mana_from_the_hand_mutations_are_refused(mutated: str) -> None:
    assert_refused(GUIDE, f"Exile {GUIDE} from your hand: Add {{G}}.", mutated, ("Creature",))


compiled_card("Test A Grave Guide", "Exile Test A Grave Guide from your graveyard: Add {R}.", ("Creature",), "{1}{R}",
              power="1", toughness="1")


def test_602_2_the_graveyard_mutation_is_activated_from_the_graveyard_only() -> None:
    """The mutation "from your graveyard" plays as written: activated from the graveyard (the card
    is exiled and {R} added), not from the hand."""
    d = position({"alice": {"hand": ["Test A Grave Guide"], "graveyard": ["Test A Grave Guide"]},
                  "bob": {"library": LIBRARY}})
    (in_graveyard,) = d.game.state.players[0].graveyard
    assert [o.value[0] for o in d.game.decision.options if o.kind == "activate"] == [in_graveyard]
    d.act("alice", "activates", "Test A Grave Guide")
    assert cards(d, "alice", "exile") == ["Test A Grave Guide"] and cards(d, "alice", "graveyard") == []
    assert d.game.state.players[0].mana_pool.get("R") == 1


# ---------------------------------------------------------------------------- Exile a creature you control

CITY = "Test City"
_EXILE = "{T}, Exile a creature you control: Put a storage counter on Test City."


@pytest.mark.parametrize(("mutated", "changes"), [
    (_EXILE.replace("a creature", "an artifact"), {"0.cost.exile_chosen.types.0": ("Creature", "Artifact")}),
    (_EXILE.replace("a creature", "another creature"), {"0.cost.exile_chosen.other": (False, True)}),
    (_EXILE.replace("a creature", "a nonartifact creature"), {"0.cost.exile_chosen.not_types": ((), ("Artifact",))}),
    (_EXILE.replace("a creature", "a tapped creature"), {"0.cost.exile_chosen.tapped": (None, True)}),
    (_EXILE.replace("a creature you control", "a creature card from your graveyard"),
     {"0.cost.exile_chosen": ("Filter", None), "0.cost.exile_from_graveyard": (None, ("Filter", 1))}),
])
def test_exile_cost_mutations_compile_to_another_cost(mutated: str, changes: dict) -> None:
    """118.3: another card type, "another", "nonartifact", "tapped" or another zone is another cost."""
    assert other_tree(CITY, _EXILE, mutated, ("Land",)) == changes


@pytest.mark.parametrize("mutated", [
    _EXILE.replace("you control", "an opponent controls"),
    _EXILE.replace("a creature", "two creatures"),
])
def test_exile_cost_mutations_are_refused(mutated: str) -> None:
    """118.3: a cost exiles only what its payer controls; "two creatures" isn't read here."""
    assert_refused(CITY, _EXILE, mutated, ("Land",))


compiled_card("Test A Artifact City", _EXILE.replace("a creature", "an artifact").replace(CITY, "Test A Artifact City"),
              ("Land",), None)
compiled_card("Test A Trinket", "", ("Artifact",), "{1}")


def test_118_3_the_artifact_mutation_exiles_only_an_artifact() -> None:
    """The mutation "Exile an artifact you control" plays as written: the artifact is exiled to
    pay it, the creature isn't; with a creature only, it can't be activated."""
    d = position({"alice": {"battlefield": ["Test A Artifact City", "Grizzly Bears", "Test A Trinket"]},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "activates", "Test A Artifact City")
    assert cards(d, "alice", "exile") == ["Test A Trinket"] and "Grizzly Bears" in battlefield(d, "alice")
    d.resolve(None)
    assert d.game.state.objects[d.object("Test A Artifact City")].counters == {"storage": 1}
    creature_only = position({"alice": {"battlefield": ["Test A Artifact City", "Grizzly Bears"]},
                              "bob": {"library": LIBRARY}})
    assert creature_only.action_problem("alice", "activates", "Test A Artifact City") is not None
