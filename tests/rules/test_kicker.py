"""702.33: kicker and multikicker, compiled from Oracle text and played through the engine: the
choice to pay is announced as the spell is cast (601.2b) and the cost added to the total cost
(601.2f); "if this spell was kicked" checks it as the spell resolves; a kicked permanent spell's
permanent is kicked as it enters ("When ~ enters, if it was kicked, ...", 603.4); the targets of
a kicked part are chosen only if the spell is kicked (702.33g).  Buyback (702.27), another
optional additional cost, shares the announcement."""

from __future__ import annotations

import pytest
from support import cards, events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

LIBRARY = ["Island"] * 6


def _register(name: str, text: str, types: tuple[str, ...], mana_cost: str, **face) -> str:
    """A test card whose abilities are compiled from `text` (its name reads as ~)."""
    abilities = compile_text(name, text, types)
    registry.register(dsl.CardDef(name=name, faces=(dsl.Face(name=name, mana_cost=mana_cost, types=types,
                                                             abilities=abilities, **face),), source="test"))
    return name


INSIGHT = _register("Test Kicked Insight", "Kicker {2}\nDraw a card. If this spell was kicked, draw two cards.",
                    ("Sorcery",), "{U}")
STRIDER = _register("Test Kicked Strider", "Kicker {1}{U}\nWhen Test Kicked Strider enters the battlefield, "
                    "if it was kicked, draw two cards.", ("Creature",), "{U}", power="1", toughness="1")
SNIPER = _register("Test Kicked Sniper", "Kicker {1}\nDraw a card. If this spell was kicked, destroy target creature.",
                   ("Instant",), "{U}")
SURGE = _register("Test Multikicked Surge", "Multikicker {1}\nDraw a card.", ("Sorcery",), "{U}")
RECALL = _register("Test Buyback Recall", "Buyback {2}\nDraw a card.", ("Instant",), "{U}")


def _islands(n: int) -> list:
    return [{"card": "Island", "count": n}]


def _hand_size(d) -> int:
    return len(cards(d, "alice", "hand"))


def test_702_33a_a_kicked_spell_pays_the_kicker_and_its_kicked_part_happens() -> None:
    """702.33a, 601.2f: kicked, Test Kicked Insight costs {U} plus {2} (three Islands tapped) and,
    702.33d, "if this spell was kicked" holds: it draws three cards."""
    d = position({"alice": {"hand": [INSIGHT], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", INSIGHT, choices=["yes"])
    assert d.game.state.objects[d.game.state.stack[-1].obj].kicked == 1
    d.resolve(None)
    assert _hand_size(d) == 3
    assert [e["amount"] for e in events(d.game, "payment")] == [3]
    assert cards(d, "alice", "graveyard") == [INSIGHT]


def test_702_33a_unkicked_the_spell_pays_its_mana_cost_only_and_skips_the_kicked_part() -> None:
    """702.33a: declining the kicker, it costs {U} and draws one card (the condition is false)."""
    d = position({"alice": {"hand": [INSIGHT], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", INSIGHT, choices=["no"])
    d.resolve(None)
    assert _hand_size(d) == 1
    assert [e["amount"] for e in events(d.game, "payment")] == [1]


def test_601_2h_a_kicker_that_cant_be_paid_is_not_offered() -> None:
    """601.2f-h: with two Islands the total cost with the kicker ({2}{U}) can't be paid: the
    player isn't asked, and the spell is cast unkicked."""
    d = position({"alice": {"hand": [INSIGHT], "battlefield": _islands(2), "library": LIBRARY}})
    d.act("alice", "casts", INSIGHT)
    assert d.decision.kind == "priority"  # no kicker question came
    assert d.game.state.objects[d.game.state.stack[-1].obj].kicked == 0
    d.resolve(None)
    assert _hand_size(d) == 1


def test_702_33e_a_kicked_creature_spell_enters_kicked_and_its_intervening_if_trigger_triggers() -> None:
    """702.33d-e, 603.4: the permanent of a kicked creature spell is kicked as it enters, so
    "When ~ enters, if it was kicked, draw two cards" triggers and resolves."""
    d = position({"alice": {"hand": [STRIDER], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", STRIDER, choices=["yes"])
    d.resolve(None)
    strider = d.object(STRIDER)
    assert d.game.state.objects[strider].kicked == 1
    assert _hand_size(d) == 2


def test_603_4_an_unkicked_creature_doesnt_trigger_its_kicked_ability() -> None:
    """603.4: unkicked, the intervening "if it was kicked" is false as it enters: no trigger."""
    d = position({"alice": {"hand": [STRIDER], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", STRIDER, choices=["no"])
    d.resolve(None)
    assert d.game.state.objects[d.object(STRIDER)].kicked == 0
    assert events(d.game, "trigger") == []
    assert _hand_size(d) == 0


def test_400_7_a_kicked_permanent_that_changes_zones_is_a_new_unkicked_object() -> None:
    """400.7: the kicked permanent bounced to hand and cast again unkicked isn't kicked."""
    d = position({"alice": {"hand": [STRIDER, "Unsummon"], "battlefield": _islands(5), "library": LIBRARY}})
    d.act("alice", "casts", STRIDER, choices=["yes"])
    d.resolve(None)
    d.act("alice", "casts", "Unsummon", targets=[STRIDER])
    d.resolve(None)
    d.act("alice", "casts", STRIDER, choices=["no"])
    d.resolve(None)
    assert d.game.state.objects[d.object(STRIDER)].kicked == 0
    assert len(events(d.game, "trigger")) == 1


def test_702_33g_the_kicked_part_targets_only_if_kicked() -> None:
    """702.33g: unkicked, Test Kicked Sniper is cast as if it had no target (castable with no
    creature on the battlefield); the kicker isn't offered then, as its target can't be chosen
    (601.2c).  Kicked, it targets and destroys the creature."""
    d = position({"alice": {"hand": [SNIPER], "battlefield": _islands(2), "library": LIBRARY}})
    d.act("alice", "casts", SNIPER)
    assert d.game.state.stack[-1].targets == [[]]
    d.resolve(None)
    assert _hand_size(d) == 1
    d = position({"alice": {"hand": [SNIPER], "battlefield": _islands(2), "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", SNIPER, choices=["yes"], targets=["Grizzly Bears"])
    d.resolve(None)
    assert bears not in d.game.state.battlefield
    d = position({"alice": {"hand": [SNIPER], "battlefield": _islands(2), "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", SNIPER, choices=["no"])
    assert d.game.state.stack[-1].targets == [[]]  # no target asked
    d.resolve(None)
    assert d.object("Grizzly Bears") in d.game.state.battlefield


def test_702_33c_multikicker_is_paid_any_number_of_times_that_can_be_paid() -> None:
    """702.33c-d: with four Islands, multikicker {1} on a {U} spell may be paid 0 to 3 times; paid
    twice, the spell is kicked twice and costs {U}{1}{1}."""
    d = position({"alice": {"hand": [SURGE], "battlefield": _islands(4), "library": LIBRARY}})
    d.act("alice", "casts", SURGE, choices=["pay multikicker {1} 2 times"])
    spell = d.game.state.objects[d.game.state.stack[-1].obj]
    assert spell.kicked == 2
    d.resolve(None)
    assert [e["amount"] for e in events(d.game, "payment")] == [3]


def test_702_33c_the_multikicker_choices_stop_at_what_can_be_paid() -> None:
    """601.2h: the multikicker options are 0 to 3 times with four Islands, nothing more."""
    d = position({"alice": {"hand": [SURGE], "battlefield": _islands(4), "library": LIBRARY}})
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "cast"))
    assert d.decision.kind == "optional_cost"
    assert [o.value for o in d.decision.options] == [0, 1, 2, 3]


def test_702_27a_buyback_returns_the_spell_to_its_owners_hand() -> None:
    """702.27a: with the buyback cost paid ({U} + {2}), the spell goes to its owner's hand as it
    resolves; without it, to the graveyard."""
    d = position({"alice": {"hand": [RECALL], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", RECALL, choices=["yes"])
    d.resolve(None)
    assert RECALL in cards(d, "alice", "hand") and cards(d, "alice", "graveyard") == []
    assert [e["amount"] for e in events(d.game, "payment")] == [3]
    d = position({"alice": {"hand": [RECALL], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", RECALL, choices=["no"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [RECALL]


def test_a_kicked_spell_and_permanent_survive_save_and_clone() -> None:
    """Saves: the kicked count round-trips through to_json/from_json and clone, on the stack and
    on the battlefield (its trigger still resolves after loading)."""
    d = position({"alice": {"hand": [STRIDER], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", STRIDER, choices=["yes"])
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert restored.state.objects[restored.state.stack[-1].obj].kicked == 1
    assert game.clone().state.objects[game.state.stack[-1].obj].kicked == 1


@pytest.mark.parametrize("text", [
    "Kicker {2}\nDraw a card. If this spell was kickd, draw two cards.",  # one word changed
    "Kicker {X}\nDraw a card. If this spell was kicked, draw two cards.",  # an X of its own
    "Kicker {2}\nDraw a card. If that spell was kicked, draw two cards.",  # another spell
])
def test_mutations_are_refused(text: str) -> None:
    """Honest support: a changed word, an {X} kicker and "that spell" are refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", text, ("Sorcery",))


def test_mutation_kicker_becomes_buyback_and_plays_as_buyback() -> None:
    """A one-word change (Kicker -> Buyback) compiles to a different tree that plays as
    written: the buyback spell isn't kicked, and returns to hand."""
    name = _register("Test Buyback Insight", "Buyback {2}\nDraw a card. If this spell was kicked, draw two cards.",
                     ("Sorcery",), "{U}")
    d = position({"alice": {"hand": [name], "battlefield": _islands(3), "library": LIBRARY}})
    d.act("alice", "casts", name, choices=["yes"])
    d.resolve(None)
    assert _hand_size(d) == 2  # the card back and one card drawn: not kicked
