"""Copying objects (707): Clone's copy effect (707.5), copiable values (707.2), copies of
copies (707.3) and Built Bear's legacy options as printed characteristics."""

from __future__ import annotations

from support import position

from manastack.cards import dsl, registry
from manastack.cards.mana_cost import parse_mana_cost

ISLANDS = ["Island"] * 4

# A test-only Clone that may copy any permanent, not only a creature.
registry.register(dsl.CardDef(name="Test Mirror", source="test", faces=(dsl.Face(
    name="Test Mirror", mana_cost="{3}", types=("Artifact",),
    abilities=(dsl.Replacement(dsl.EntersAsCopy(dsl.Filter()),
                               text="You may have this enter as a copy of any permanent."),)),)))


def _clone(d, copy, card: str = "Clone") -> int:
    """alice casts Clone (she has four Islands) and has it enter as a copy of `copy` (a name,
    or an object id); returns the new permanent."""
    game = d.game
    before = set(game.state.battlefield)
    d.act("alice", "casts", card)
    while game.state.stack:
        decision = game.decision
        if decision.kind == "may":
            wanted = copy if isinstance(copy, int) else d.object(copy)
            game.choose(next(o for o in decision.options if o.value == wanted))
        else:
            game.choose(next(o for o in decision.options if o.kind == "pass"))
    d.resolve(None)
    return next(o for o in game.state.battlefield if o not in before and game.state.objects[o].card == card)


def test_clone_copies_copiable_values() -> None:
    """707.2, 707.2a: Clone copies Grizzly Bears' name, mana cost, colour, types, subtypes and
    power and toughness."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    clone = _clone(d, "Grizzly Bears")
    chars = game.chars(clone)
    assert chars.name == "Grizzly Bears"
    assert chars.mana_cost == parse_mana_cost("{1}{G}") and chars.mana_value == 2
    assert chars.colors == frozenset({"G"})
    assert chars.types == frozenset({"Creature"}) and chars.subtypes == frozenset({"Bear"})
    assert (chars.power, chars.toughness) == (2, 2)
    assert chars.controller == 0


def test_clone_copies_abilities() -> None:
    """707.2a: a copy acquires the abilities of what it copies: Clone copying Serra Angel has
    flying and vigilance."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                  "bob": {"battlefield": ["Serra Angel"]}})
    chars = d.game.chars(_clone(d, "Serra Angel"))
    assert chars.has("flying") and chars.has("vigilance")
    assert (chars.power, chars.toughness) == (4, 4)


def test_clone_does_not_copy_counters_damage_or_status() -> None:
    """707.2: counters, damage and status (tapped) aren't copied."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "tapped": True, "damage": 1,
                                           "counters": {"+1/+1": 2}}]}})
    game = d.game
    original = d.object("Grizzly Bears")
    assert (game.chars(original).power, game.chars(original).toughness) == (4, 4)
    clone = _clone(d, "Grizzly Bears")
    obj = game.state.objects[clone]
    assert (game.chars(clone).power, game.chars(clone).toughness) == (2, 2)
    assert obj.counters.get("+1/+1", 0) == 0
    assert obj.damage == 0
    assert not obj.tapped


def test_clone_does_not_copy_effects_from_resolved_spells() -> None:
    """707.2: effects other than copy effects aren't copied: Clone copying a Grizzly Bears that
    got +3/+3 from Giant Growth is 2/2."""
    d = position({"alice": {"hand": ["Clone", "Giant Growth"], "battlefield": ISLANDS + ["Forest"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(None)
    clone = _clone(d, "Grizzly Bears")
    assert (game.chars(clone).power, game.chars(clone).toughness) == (2, 2)


def test_copy_does_not_copy_type_changing_effects() -> None:
    """707.2: type-changing effects aren't copied: a copy (test-only Test Mirror, "a copy of any
    permanent") of Enduring Innocence that returned as a non-creature enchantment is an
    Enchantment Creature — Sheep Glimmer 2/1 with lifelink."""
    d = position({"alice": {"hand": ["Test Mirror", "Murder"], "battlefield": ["Island"] * 3 + ["Swamp"] * 6 + ["Enduring Innocence"],
                            "library": ["Forest"] * 3}})
    game = d.game
    d.act("alice", "casts", "Murder", targets=["Enduring Innocence"])
    d.resolve(None)
    innocence = d.object("Enduring Innocence")
    assert not game.chars(innocence).is_creature
    mirror = _clone(d, innocence, card="Test Mirror")
    chars = game.chars(mirror)
    assert chars.name == "Enduring Innocence"
    assert chars.types == frozenset({"Enchantment", "Creature"})
    assert chars.subtypes == frozenset({"Sheep", "Glimmer"})
    assert (chars.power, chars.toughness) == (2, 1)
    assert chars.has("lifelink")


def test_copy_of_a_copy_uses_copied_values() -> None:
    """707.3: a Clone copying a Clone that copies Grizzly Bears is a Grizzly Bears."""
    d = position({"alice": {"hand": ["Clone", "Clone"], "battlefield": ISLANDS * 2},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    first = _clone(d, "Grizzly Bears")
    assert game.chars(first).name == "Grizzly Bears"
    second = _clone(d, first)
    chars = game.chars(second)
    assert chars.name == "Grizzly Bears"
    assert chars.mana_cost == parse_mana_cost("{1}{G}")
    assert (chars.power, chars.toughness) == (2, 2)
    assert chars.subtypes == frozenset({"Bear"})


def test_clone_copies_built_bear_legacy_options() -> None:
    """707.2 and Built Bear's rulings: circled options and the mana cost calculated from them
    are printed characteristics, so Clone copying a Built Bear with [flash, "+1/+1"] (4 points:
    "4 or 5 points, its mana cost becomes {3}{G}") has that mana cost, is 3/3 and has flash."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                  "bob": {"battlefield": [{"card": "Built Bear", "legacy": ["flash", "+1/+1"]}]}})
    game = d.game
    clone = _clone(d, "Built Bear")
    chars = game.chars(clone)
    assert chars.name == "Built Bear"
    assert chars.mana_cost == game.chars(d.object("Built Bear#1")).mana_cost
    assert chars.mana_cost == parse_mana_cost("{3}{G}") and chars.mana_value == 4
    assert (chars.power, chars.toughness) == (3, 3)
    assert chars.has("flash")
    plain = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                      "bob": {"battlefield": ["Built Bear"]}})
    plain_chars = plain.game.chars(_clone(plain, "Built Bear"))
    assert (plain_chars.power, plain_chars.toughness) == (2, 2) and not plain_chars.has("flash")


def test_clone_copies_characteristic_defining_ability() -> None:
    """707.2, 604.3: Tarmogoyf's characteristic-defining ability is part of its text, so a
    Clone copying it has the same power and toughness, computed for itself."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                  "bob": {"battlefield": ["Tarmogoyf"], "graveyard": ["Lightning Bolt", "Forest"]}})
    game = d.game
    clone = _clone(d, "Tarmogoyf")
    assert (game.chars(clone).power, game.chars(clone).toughness) == (2, 3)


def test_clone_entering_as_copy_triggers_copied_etb() -> None:
    """707.5: Clone enters as a copy of Blade Splicer, so the copied enters-the-battlefield
    ability triggers and creates a Golem, which has first strike from the copied static
    ability."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                  "bob": {"battlefield": ["Blade Splicer"]}})
    game = d.game
    _clone(d, "Blade Splicer")
    golems = [o for o in game.state.battlefield if game.chars(o).name == "Phyrexian Golem Token"]
    assert len(golems) == 1
    assert game.chars(golems[0]).controller == 0
    assert game.chars(golems[0]).has("first strike")


def test_clone_copying_creature_with_leaves_ability_looks_back() -> None:
    """707.2a, 603.10a: a Clone copying Blood Petal Celebrant has its "when this creature dies,
    create a Blood token" ability, and it triggers when the Clone dies."""
    d = position({"alice": {"hand": [{"card": "Clone", "as": "clone"}, "Murder"], "battlefield": ISLANDS + ["Swamp"] * 6},
                  "bob": {"battlefield": ["Blood Petal Celebrant"]}})
    game = d.game
    _clone(d, "Blood Petal Celebrant")
    d.act("alice", "casts", "Murder", targets=["clone"])
    d.resolve(None)
    blood = [o for o in game.state.battlefield if game.chars(o).name == "Blood Token"]
    assert len(blood) == 1
    assert game.chars(blood[0]).controller == 0


def test_clone_may_enter_as_itself() -> None:
    """707.5, Clone's "you may": choosing not to copy, Clone is a 0/0 and dies (704.5f)."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": ISLANDS},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    d.queued.setdefault(0, []).append("don't copy")
    d.act("alice", "casts", "Clone")
    d.resolve(None)
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == ["Clone"]
