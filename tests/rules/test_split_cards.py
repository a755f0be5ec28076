"""Split cards (709): casting one half (709.3), the combined characteristics in every zone but
the stack (709.4), fuse (702.102) and aftermath (702.127), with cards compiled from their Oracle
text (Far // Away, Wear // Tear, Claim // Fame)."""

from __future__ import annotations

import json

import pytest
from support import cards, compiled_card, events, position

import manastack as ms
from manastack.cards import registry
from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.oracle.compiler import UncompilableText, compile_record

FUSE = "Fuse (You may cast one or both halves of this card from your hand.)"
AFTERMATH = "Aftermath (Cast this spell only from your graveyard. Then exile it.)"


def _record(name: str, *halves: tuple[str, str, str, str]) -> CardRecord:
    """A split card record: (name, mana cost, type, text) for each half."""
    faces = tuple(FaceRecord(face, cost, kind, (), (kind,), (), (), None, None, None, text, side)
                  for (face, cost, kind, text), side in zip(halves, "ab", strict=False))
    return CardRecord(name, "split", faces)


def _register(name: str, *halves: tuple[str, str, str, str]) -> str:
    registry.register(compile_record(_record(name, *halves)))
    return name


FAR_AWAY = _register("Far // Away", ("Far", "{1}{U}", "Instant", f"Return target creature to its owner's hand.\n{FUSE}"),
                     ("Away", "{2}{B}", "Instant", f"Target player sacrifices a creature.\n{FUSE}"))
CLAIM_FAME = _register(
    "Claim // Fame",
    ("Claim", "{B}", "Sorcery", "Return target creature card with mana value 2 or less from your graveyard to the battlefield."),
    ("Fame", "{1}{R}", "Sorcery", f"{AFTERMATH}\nTarget creature gets +2/+0 and gains haste until end of turn."))
ASSAULT_BATTERY = _register("Assault // Battery", ("Assault", "{R}", "Sorcery", "Assault deals 2 damage to any target."),
                            ("Battery", "{3}{G}", "Sorcery", "Create a 3/3 green Elephant creature token."))

LANDS = ["Island", "Island", "Swamp", "Swamp", "Swamp"]


def _casts(d) -> list[str]:
    return [o.label for o in d.game.decision.options if o.kind == "cast"]


def test_split_card_outside_the_stack_has_both_halves_characteristics() -> None:
    """709.4: in hand (and in the graveyard) Far // Away has both names, the mana value of both
    costs together (709.4b: 2 + 3) and both colors."""
    d = position({"alice": {"hand": [FAR_AWAY], "graveyard": [FAR_AWAY]}})
    for oid in (d.game.state.players[0].hand[0], d.game.state.players[0].graveyard[0]):
        chars = d.game.chars(oid)
        assert chars.name == "Far // Away"
        assert chars.mana_value == 5
        assert chars.colors == frozenset({"U", "B"})
        assert chars.types == frozenset({"Instant"})


def test_either_half_or_both_may_be_cast_and_the_spell_has_only_its_half() -> None:
    """709.3, 702.102a: the player chooses a half (or both, fused); 709.3a: on the stack the spell
    has only the chosen half's characteristics: Far, mana value 2, blue."""
    d = position({"alice": {"hand": [FAR_AWAY], "battlefield": LANDS}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.until_priority(0)
    assert _casts(d) == ["cast Far", "cast Away", "cast Far // Away (fuse)"]
    d.act("alice", "casts", FAR_AWAY, face="Far", targets=["Grizzly Bears"])
    item = d.game.state.stack[-1]
    chars = d.game.chars(item.obj)
    assert (chars.name, chars.mana_value, chars.colors) == ("Far", 2, frozenset({"U"}))
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Grizzly Bears"]
    assert cards(d, "alice", "graveyard") == [FAR_AWAY]
    assert sum(1 for oid in d.game.state.battlefield if d.game.state.objects[oid].tapped) == 2  # only {1}{U} paid


def test_fused_spell_pays_both_costs_and_does_both_halves_in_order() -> None:
    """702.102c: a fused split spell has both halves' characteristics and its total cost is both
    mana costs; 702.102d: it follows the left half's instructions, then the right half's, each
    half with its own targets."""
    d = position({"alice": {"hand": [FAR_AWAY], "battlefield": LANDS},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"]}})
    d.act("alice", "casts", FAR_AWAY, face="Far // Away", targets=["Grizzly Bears", "bob"])
    item = d.game.state.stack[-1]
    assert item.cast_method == "fuse"
    assert item.targets == [[["obj", d.object("Grizzly Bears")]], [["player", 1]]]
    chars = d.game.chars(item.obj)
    assert (chars.name, chars.mana_value, chars.colors) == ("Far // Away", 5, frozenset({"U", "B"}))
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Grizzly Bears"]  # Far: returned to its owner's hand
    assert cards(d, "bob", "graveyard") == ["Savannah Lions"]  # Away: the only creature left is sacrificed
    assert all(d.game.state.objects[oid].tapped for oid in d.game.state.battlefield if d.game.state.objects[oid].owner == 0)


def test_fuse_is_offered_only_when_both_costs_can_be_paid() -> None:
    """702.102c, 601.2h: with three lands Far or Away may be cast, not both."""
    d = position({"alice": {"hand": [FAR_AWAY], "battlefield": ["Island", "Swamp", "Swamp"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.until_priority(0)
    assert _casts(d) == ["cast Far", "cast Away"]


def test_a_split_card_without_fuse_casts_one_half_only() -> None:
    """709.3, 702.102a: Assault // Battery has no fuse: one half at a time; Battery is a sorcery
    with its own mana value 4."""
    d = position({"alice": {"hand": [ASSAULT_BATTERY], "battlefield": ["Mountain", "Forest", "Forest", "Forest"]}})
    d.until_priority(0)
    assert _casts(d) == ["cast Assault", "cast Battery"]
    d.act("alice", "casts", ASSAULT_BATTERY, face="Battery")
    assert d.game.chars(d.game.state.stack[-1].obj).mana_value == 4
    d.resolve(None)
    assert [d.game.chars(o).name for o in d.game.state.battlefield if d.game.state.objects[o].token] == ["Elephant Token"]


def test_aftermath_half_is_cast_only_from_the_graveyard_then_exiled() -> None:
    """702.127a: Fame can't be cast from hand; once Claim has put the card into the graveyard,
    Fame may be cast from there (Claim may not), and it is exiled as it leaves the stack."""
    d = position({"alice": {"hand": [CLAIM_FAME], "graveyard": ["Grizzly Bears"],
                            "battlefield": ["Swamp", "Mountain", "Mountain"]}})
    d.until_priority(0)
    assert _casts(d) == ["cast Claim"]
    d.act("alice", "casts", CLAIM_FAME, face="Claim", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [CLAIM_FAME]
    d.until_priority(0)
    assert _casts(d) == ["cast Fame from graveyard (aftermath)"]
    d.act("alice", "casts", CLAIM_FAME, face="Fame", from_zone="graveyard", targets=["Grizzly Bears"])
    assert d.game.state.stack[-1].cast_method == "aftermath"
    d.resolve(None)
    bears = d.game.chars(d.object("Grizzly Bears"))
    assert bears.power == 4 and bears.has("haste")
    assert cards(d, "alice", "graveyard") == [] and cards(d, "alice", "exile") == [CLAIM_FAME]


def test_an_aftermath_spell_countered_is_exiled_too() -> None:
    """702.127a: "exile it instead of putting it anywhere else any time it would leave the stack":
    Fame fizzling (its target gone) is exiled, not put back into the graveyard."""
    d = position({"alice": {"graveyard": [CLAIM_FAME], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", CLAIM_FAME, face="Fame", from_zone="graveyard", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert events(d.game, "fizzle")
    assert cards(d, "alice", "exile") == [CLAIM_FAME] and cards(d, "alice", "graveyard") == ["Grizzly Bears"]


def test_a_split_card_in_hand_is_one_hidden_card() -> None:
    """402.3, 709.4: the opponent sees one card in the hand and neither of its names."""
    d = position({"alice": {"hand": [FAR_AWAY]}})
    view = d.game.view(1)
    assert view["players"][0]["hand_size"] == 1
    text = json.dumps(view)
    assert "Far" not in text and "Away" not in text


def test_split_card_and_fused_spell_round_trip_through_a_save_and_a_clone() -> None:
    """Saves: a fused spell on the stack keeps its method (and so its combined characteristics)
    through to_json/from_json and clone."""
    d = position({"alice": {"hand": [FAR_AWAY, FAR_AWAY], "battlefield": LANDS}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", FAR_AWAY, face="Far // Away", targets=["Grizzly Bears", "bob"])
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    spell = game.state.stack[-1].obj
    for copy in (restored, game.clone()):
        assert copy.state.stack[-1].cast_method == "fuse"
        assert copy.chars(spell).mana_value == 5
        assert copy.chars(copy.state.players[0].hand[0]).name == "Far // Away"


def test_a_copy_of_a_fused_split_spell_is_fused_too() -> None:
    """707.10: a copy copies the choices made as the spell was cast, fusing included (702.102):
    the copy of Far // Away has both halves, mana value 5, and does both."""
    twincast = compiled_card("Twincast", "Copy target instant or sorcery spell. You may choose new targets for the copy.",
                             ("Instant",), "{U}{U}").name
    d = position({"alice": {"hand": [FAR_AWAY, twincast], "battlefield": LANDS + ["Island", "Island"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Llanowar Elves"]}})
    d.act("alice", "casts", FAR_AWAY, face="Far // Away", targets=["Grizzly Bears", "bob"])
    d.act("alice", "casts", twincast, targets=["Far // Away"])
    d.pass_once()
    for label in ("Savannah Lions", "keep"):  # the copy's Far: a new creature; its Away: still Bob
        d.game.choose(next(o for o in d.game.decision.options if o.label.startswith(label)))
    copy = d.game.state.stack[-1]
    assert copy.cast_method == "fuse" and d.game.chars(copy.obj).mana_value == 5
    d.queued[1] = ["Llanowar Elves"]  # the copy's Away: Bob sacrifices the Elves, keeping the Bears
    d.resolve(None)
    assert sorted(cards(d, "bob", "hand")) == ["Grizzly Bears", "Savannah Lions"]  # each Far returned one
    assert cards(d, "bob", "graveyard") == ["Llanowar Elves"]
    assert not [o for o in d.game.state.battlefield if d.game.state.objects[o].owner == 1]


# ------------------------------------------------------------------ honest support


def test_fuse_or_aftermath_on_a_card_that_isnt_split_is_refused() -> None:
    """702.102a, 702.127a: these keywords mean something only on a split card."""
    face = FaceRecord("Lone", "{U}", "Instant", (), ("Instant",), (), (), None, None, None, f"Draw a card.\n{FUSE}")
    with pytest.raises(UncompilableText):
        compile_record(CardRecord("Lone", "normal", (face,)))


def test_aftermath_on_the_first_half_is_refused() -> None:
    """Mutation: Claim // Fame with the aftermath line moved to Claim is refused (the engine
    casts an aftermath half only as the second half of the card)."""
    with pytest.raises(UncompilableText):
        compile_record(_record("Fame // Claim", ("Fame", "{1}{R}", "Sorcery", f"{AFTERMATH}\nDraw a card."),
                               ("Claim", "{B}", "Sorcery", "Draw a card.")))


def test_a_split_card_with_a_creature_half_is_refused() -> None:
    """709.3: the engine casts halves that are instants or sorceries only."""
    with pytest.raises(UncompilableText):
        compile_record(_record("Beast // Bolt", ("Beast", "{G}", "Creature", ""),
                               ("Bolt", "{R}", "Instant", "Bolt deals 3 damage to any target.")))


def test_without_the_aftermath_line_the_second_half_is_cast_from_hand() -> None:
    """Mutation: the same card without "Aftermath" compiles to a plain split card, and plays as
    written: both halves from hand, neither from the graveyard."""
    name = _register("Claim // Famous",
                     ("Claim", "{B}", "Sorcery", "Return target creature card with mana value 2 or less from your "
                                                 "graveyard to the battlefield."),
                     ("Famous", "{1}{R}", "Sorcery", "Target creature gets +2/+0 and gains haste until end of turn."))
    d = position({"alice": {"hand": [name], "graveyard": ["Grizzly Bears", name], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    d.until_priority(0)
    assert _casts(d) == ["cast Famous"]  # no Swamp for Claim; Famous from hand
