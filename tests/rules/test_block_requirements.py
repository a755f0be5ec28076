"""508.1d, 509.1c: combat requirements compiled from Oracle text and played: "All creatures able
to block ~ do so", "~ must be blocked if able", "~ blocks each combat if able", "All creatures
able to block target creature this turn do so", "Target creature attacks this turn if able",
"{G}: Target creature blocks ~ this turn if able".  A declaration must obey as many requirements
as possible without disobeying a restriction (menace, 702.111b; "can't block"): the engine
offers "declare these blockers" only then, and only blocks after which that many can still be
obeyed.  Mutations compile to other trees that play as written, or are refused."""

from __future__ import annotations

import random

import pytest
from support import cast, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction


def _card(name: str, text: str, types: tuple = ("Creature",), power: str | None = "2", toughness: str | None = "2",
          mana_cost: str = "{G}") -> None:
    abilities = compile_text(name, text, types) if text else ()
    face = dsl.Face(name=name, mana_cost=mana_cost, types=types, subtypes=("Beast",) if "Creature" in types else (),
                    power=power if "Creature" in types else None,
                    toughness=toughness if "Creature" in types else None, abilities=abilities)
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_card("Req Lure Beast", "All creatures able to block Req Lure Beast do so.")
_card("Req Menace Lure", "Menace\nAll creatures able to block Req Menace Lure do so.", power="3", toughness="3")
_card("Req Target Beast", "Req Target Beast must be blocked if able.")
_card("Req Sentry", "Req Sentry blocks each combat if able.", power="1", toughness="4")
_card("Req Craven", "Req Craven can't block.")
_card("Req Ox", "", power="1", toughness="4")
_card("Req Taunter", "{G}: Target creature blocks Req Taunter this turn if able.", power="1", toughness="1")
_card("Req Lure Spell", "All creatures able to block target creature this turn do so.", ("Instant",))
_card("Req Goad Spell", "Target creature attacks this turn if able.", ("Instant",))


def _declaring_blocks(alice: list[str], bob: list[str], attackers: list[str]):
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": alice}, "bob": {"battlefield": bob}})
    d.attack("alice", attackers)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    return d


def _declared(d) -> None:
    d.pass_until(lambda: d.game.state.combat is not None and bool(d.game.state.combat.blockers))


def _blocks(d) -> dict[str, list[str]]:
    combat = d.game.state.combat
    name = lambda o: d.game.chars(o).name  # noqa: E731
    return {name(b): sorted(name(a) for a in blocked) for b, blocked in combat.blockers.items()}


def test_509_1c_all_creatures_able_to_block_it_must() -> None:
    """509.1c: bob's two creatures able to block Req Lure Beast must block it: no block isn't a
    legal declaration, nor blocking Grizzly Bears instead; Req Craven (can't block) is free."""
    d = _declaring_blocks(["Req Lure Beast", "Grizzly Bears"], ["Savannah Lions", "Req Ox", "Req Craven"],
                          ["Req Lure Beast", "Grizzly Bears"])
    assert not any(o.kind == "done" for o in d.decision.options)
    lure = d.object("Req Lure Beast")
    assert all(o.value[1] == lure for o in d.decision.options if o.kind == "block")
    with pytest.raises(IllegalAction):
        d.block("bob", {"Savannah Lions": "Req Lure Beast"})
    d = _declaring_blocks(["Req Lure Beast", "Grizzly Bears"], ["Savannah Lions", "Req Ox", "Req Craven"],
                          ["Req Lure Beast", "Grizzly Bears"])
    lure = d.object("Req Lure Beast")
    d.choose(next(o for o in d.decision.options if o.kind == "block" and o.value == (d.object("Savannah Lions"), lure)))
    _declared(d)  # then Req Ox's block of Req Lure Beast, and "done", are the only options: taken at once
    assert _blocks(d) == {"Savannah Lions": ["Req Lure Beast"], "Req Ox": ["Req Lure Beast"]}


def test_509_1c_a_requirement_that_would_break_a_restriction_isnt_required() -> None:
    """509.1c, 702.111b: one creature able to block Req Menace Lure can't block it alone, so no
    block obeys the most requirements (none); with two, both must block it."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Req Menace Lure"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Req Menace Lure"])
    d.block("bob", {})
    assert _blocks(d) == {}
    d = _declaring_blocks(["Req Menace Lure"], ["Grizzly Bears", "Savannah Lions"], ["Req Menace Lure"])
    assert not any(o.kind == "done" for o in d.decision.options)
    d.block("bob", {"Grizzly Bears": "Req Menace Lure", "Savannah Lions": "Req Menace Lure"})
    assert _blocks(d) == {"Grizzly Bears": ["Req Menace Lure"], "Savannah Lions": ["Req Menace Lure"]}


def test_509_1c_must_be_blocked_if_able_needs_one_blocker() -> None:
    """509.1c: Req Target Beast must be blocked by some creature, one is enough; mutation of
    "All creatures able to block ~ do so": the other creature may stay back."""
    d = _declaring_blocks(["Req Target Beast"], ["Grizzly Bears", "Savannah Lions"], ["Req Target Beast"])
    assert not any(o.kind == "done" for o in d.decision.options)
    d.block("bob", {"Savannah Lions": "Req Target Beast"})
    assert _blocks(d) == {"Savannah Lions": ["Req Target Beast"]}
    assert compile_text("X", "X must be blocked if able.", ("Creature",)) != compile_text(
        "X", "All creatures able to block X do so.", ("Creature",))


def test_509_1c_blocks_each_combat_if_able() -> None:
    """509.1c: Req Sentry must block one of the attackers; the choice is bob's."""
    d = _declaring_blocks(["Grizzly Bears", "Savannah Lions"], ["Req Sentry"], ["Grizzly Bears", "Savannah Lions"])
    assert not any(o.kind == "done" for o in d.decision.options)
    d.block("bob", {"Req Sentry": "Savannah Lions"})
    assert _blocks(d) == {"Req Sentry": ["Savannah Lions"]}


def test_509_1c_a_spell_makes_all_creatures_able_block_its_target_this_turn() -> None:
    """509.1c, 611.2c: after Req Lure Spell on Grizzly Bears, bob's creature must block the
    Bears, not Savannah Lions."""
    d = position({"step": "main1", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Forest"],
                                             "hand": ["Req Lure Spell"]},
                  "bob": {"battlefield": ["Req Craven", "Req Ox"]}})
    cast(d, "alice", "Req Lure Spell", targets=["Grizzly Bears"])
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Req Ox": "Savannah Lions"})


def test_508_1d_target_creature_attacks_this_turn_if_able() -> None:
    """508.1d: after Req Goad Spell on Grizzly Bears, alice's declaration must include it."""
    d = position({"step": "main1", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Forest"],
                                             "hand": ["Req Goad Spell"]}})
    cast(d, "alice", "Req Goad Spell", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    assert not any(o.kind == "done" for o in d.decision.options)
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Savannah Lions"])


def test_509_1c_target_creature_blocks_the_source_this_turn() -> None:
    """509.1c: Req Taunter's ability makes Grizzly Bears block Req Taunter (not Savannah Lions)."""
    d = position({"step": "main1", "alice": {"battlefield": ["Req Taunter", "Savannah Lions", "Forest"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Req Taunter", targets=["Grizzly Bears"])
    d.resolve(None)
    d.attack("alice", ["Req Taunter", "Savannah Lions"])
    _declared(d)  # the only legal declaration: taken at once
    assert _blocks(d) == {"Grizzly Bears": ["Req Taunter"]}
    d = position({"step": "main1", "alice": {"battlefield": ["Req Taunter", "Savannah Lions", "Forest"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Req Taunter", "Savannah Lions"])  # without the ability, no requirement
    d.block("bob", {"Grizzly Bears": "Savannah Lions"})
    assert _blocks(d) == {"Grizzly Bears": ["Savannah Lions"]}


@pytest.mark.parametrize("seed", range(6))
def test_requirements_leave_a_legal_declaration_for_random_players(seed: int) -> None:
    """509.1c: whatever legal blocks are chosen one at a time, a legal declaration can always be
    completed (there is always an option, and the game goes on)."""
    rng = random.Random(seed)
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Req Lure Beast", "Req Menace Lure", "Req Target Beast"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Req Sentry", "Req Craven"]}})
    d.attack("alice", ["Req Lure Beast", "Req Menace Lure", "Req Target Beast"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    while d.decision is not None and d.decision.kind == "blockers":
        assert d.decision.options
        d.choose(rng.choice(d.decision.options))
    blockers = _blocks(d)
    assert "Req Sentry" in blockers  # it could block, so it did
    assert "Req Craven" not in blockers


@pytest.mark.parametrize("line", [
    "All creatures able to block ~ this turn do so.",
    "Target creature attacks this combat if able.",
    "Target creature attacks you this turn if able.",
    "Target player's creatures attack this turn if able.",
    "All creatures able to block target land this turn do so.",
    "~ blocks each turn if able.",
])
def test_mutated_requirements_are_refused(line: str) -> None:
    text = line.replace("~", "Test Card")
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", text, ("Instant",) if "target" in text.lower() else ("Creature",))
    assert refused.value.phrases == [text]


registry.register(dsl.CardDef(name="Req Frenzy", faces=(dsl.Face(
    name="Req Frenzy", mana_cost="{R}", types=("Enchantment",), subtypes=("Aura",),
    abilities=compile_text("Req Frenzy", "Enchant creature\nEnchanted creature attacks each combat if able.",
                           ("Enchantment",), subtypes=("Aura",))),), source="test"))


def test_508_1d_enchanted_creature_attacks_each_combat_if_able() -> None:
    """508.1d: the creature Req Frenzy enchants must attack; the others needn't."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions",
                                            {"card": "Req Frenzy", "attached_to": "Grizzly Bears"}]}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    assert not any(o.kind == "done" for o in d.decision.options)
    d.attack("alice", ["Grizzly Bears"])
    assert list(d.game.state.combat.attackers) == [d.object("Grizzly Bears")]
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions",
                                            {"card": "Req Frenzy", "attached_to": "Grizzly Bears"}]}})
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Savannah Lions"])


registry.register(dsl.CardDef(name="Req Lure Aura", faces=(dsl.Face(
    name="Req Lure Aura", mana_cost="{G}", types=("Enchantment",), subtypes=("Aura",),
    abilities=compile_text("Req Lure Aura", "Enchant creature\nAll creatures able to block enchanted creature do so.",
                           ("Enchantment",), subtypes=("Aura",))),), source="test"))


def test_509_1c_all_creatures_able_to_block_enchanted_creature_do_so() -> None:
    """509.1c: bob's Req Ox must block the enchanted Grizzly Bears, not Savannah Lions."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": [
        "Grizzly Bears", "Savannah Lions", {"card": "Req Lure Aura", "attached_to": "Grizzly Bears"}]},
        "bob": {"battlefield": ["Req Ox"]}})
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    _declared(d)  # the only legal declaration: taken at once
    assert _blocks(d) == {"Req Ox": ["Grizzly Bears"]}
