"""Reflexive triggered abilities (603.12: "[action]. When you do, ..."), with the other phrases of
Minsc & Boo, Timeless Heroes: two trigger events of one ability ("When ~ enters and at the
beginning of your upkeep", 603.2), a token the effect names (111.4: "Boo, a legendary 1/1 red
Hamster creature token with trample and haste"), a target with either keyword ("creature with
trample or haste"), "If the sacrificed creature was a Hamster" (608.2h) and "~ can be your
commander" (903.3d: nothing in the engine's games)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

MINSC = ("When ~ enters and at the beginning of your upkeep, you may create Boo, a legendary 1/1 red Hamster creature "
         "token with trample and haste.\n"
         "[+1]: Put three +1/+1 counters on up to one target creature with trample or haste.\n"
         "[−2]: Sacrifice a creature. When you do, ~ deals X damage to any target, where X is that creature's power. "
         "If the sacrificed creature was a Hamster, draw X cards.\n"
         "~ can be your commander.")
DRAGON = "When ~ enters, you may pay {2}{R}. When you do, it deals 3 damage to any target."
MANTICORE = ("When ~ enters, you may sacrifice another creature. When you do, ~ deals damage equal to that creature's "
             "power to any target.")


@pytest.fixture(autouse=True)
def reflexive_cards():
    with registry.scope():
        compiled_card("Test Minsc", MINSC, ("Planeswalker",), cost="{2}{R}{G}", loyalty=3, supertypes=("Legendary",),
                      subtypes=("Minsc",))
        compiled_card("Test Dragon", DRAGON, ("Creature",), cost="{1}{R}", power="3", toughness="3")
        compiled_card("Test Manticore", MANTICORE, ("Creature",), cost="{2}{R}", power="5", toughness="3")
        yield


def _boos(d) -> list[int]:
    return [o for o in d.game.state.battlefield if d.game.chars(o).name == "Boo"]


def _minsc(extra: list[str] = (), boo: bool = True):
    d = position({"alice": {"hand": ["Test Minsc"], "battlefield": ["Mountain", "Forest", "Forest", "Forest", *extra],
                            "library": ["Island"] * 8},
                  "bob": {"library": ["Island"] * 8}})
    d.act("alice", "casts", "Test Minsc", choices=["yes" if boo else "no"])
    d.resolve(None)
    return d


def test_boo_is_a_named_legendary_hamster_token() -> None:
    """111.4: the effect names the token; "legendary" is its supertype (205.4a)."""
    d = _minsc()
    (boo,) = _boos(d)
    chars = d.game.chars(boo)
    assert (chars.name, chars.power, chars.toughness) == ("Boo", 1, 1)
    assert chars.supertypes == frozenset({"Legendary"}) and chars.subtypes == frozenset({"Hamster"})
    assert chars.colors == frozenset({"R"}) and set(chars.keywords) == {"trample", "haste"}


def test_the_upkeep_trigger_makes_another_boo_and_the_legend_rule_keeps_one() -> None:
    """603.2: the same ability triggers at the beginning of its controller's upkeep; 704.5j: two
    legendary permanents named Boo: one is put into the graveyard (it ceases to exist, 111.7)."""
    d = _minsc()
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    d.queued[d.player("alice")] = ["yes"]
    d.pass_until(lambda: d.game.decision.kind == "legend_rule")
    assert len(_boos(d)) == 2
    d.choose(d.game.decision.options[0])
    assert len(_boos(d)) == 1


def test_the_plus_one_targets_only_a_creature_with_trample_or_haste() -> None:
    """The target's description: Boo (trample, haste) can get the counters; Grizzly Bears can't."""
    d = _minsc(["Grizzly Bears"])
    minsc = d.object("Test Minsc")
    d.until_priority(d.player("alice"))
    plus = next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == minsc
                and d.game.chars(minsc).abilities[o.value[1]].text.startswith("[+1]"))
    d.choose(plus)
    assert d.decision.kind == "target"
    options = [o.label for o in d.decision.options if o.kind == "target"]
    assert len(options) == 1 and options[0].startswith("Boo")


def test_sacrificing_boo_deals_its_power_and_draws_that_many() -> None:
    """603.12: the reflexive ability triggers once a creature is sacrificed; X is its power as it
    last existed (608.2h); it was a Hamster, so its controller draws X cards."""
    d = _minsc()
    hand = len(cards(d, "alice", "hand"))
    d.act("alice", "activates", "Test Minsc", ability=2, choices=["bob"])  # (Boo is the only creature)
    d.resolve(None)
    assert life(d, "bob") == 19 and len(cards(d, "alice", "hand")) == hand + 1


def test_sacrificing_another_creature_draws_nothing() -> None:
    """608.2h: a Bear (power 2) isn't a Hamster: 2 damage, no cards."""
    d = _minsc(["Grizzly Bears"], boo=False)
    hand = len(cards(d, "alice", "hand"))
    d.act("alice", "activates", "Test Minsc", ability=2, choices=["bob"])  # (the Bears are the only creature)
    d.resolve(None)
    assert life(d, "bob") == 18 and len(cards(d, "alice", "hand")) == hand


def test_with_nothing_sacrificed_nothing_triggers() -> None:
    """603.12: no creature to sacrifice: the reflexive ability doesn't trigger."""
    d = _minsc(boo=False)
    d.act("alice", "activates", "Test Minsc", ability=2)
    d.resolve(None)
    assert life(d, "bob") == 20 and not d.game.state.stack


def test_paying_triggers_the_reflexive_ability_and_declining_doesnt() -> None:
    """603.12: "you may pay {2}{R}. When you do, it deals 3 damage to any target" ("it": ~)."""
    for pay, expected in ((True, 17), (False, 20)):
        d = position({"alice": {"hand": ["Test Dragon"], "battlefield": ["Mountain"] * 5}})
        d.act("alice", "casts", "Test Dragon", choices=["yes", "bob"] if pay else ["no"])
        d.resolve(None)
        assert life(d, "bob") == expected


def test_the_sacrificed_creatures_power_is_its_last_known_power() -> None:
    """608.2h: "that creature's power" after it was sacrificed: its power as it last existed."""
    d = position({"alice": {"hand": ["Test Manticore"], "battlefield": ["Mountain"] * 3 + ["Test Dragon"]}})
    d.act("alice", "casts", "Test Manticore", choices=["yes", "bob"])  # (the Dragon: the only other creature)
    d.resolve(None)
    assert life(d, "bob") == 17 and "Test Dragon" in cards(d, "alice", "graveyard")
    assert "Test Manticore" in battlefield(d, "alice")


def test_mutations_are_refused_or_compile_differently() -> None:
    """Mutation: "When you do" after an instruction that always happens is refused; so is a Hamster
    check with nothing sacrificed and a lower-case token name; "or flying" is another filter;
    the commander line changes nothing but is read."""
    for text in ("When ~ enters, draw a card. When you do, ~ deals 3 damage to any target.",
                 "When ~ enters, you may pay {1}. When you do, if the sacrificed creature was a Hamster, draw a card.",
                 "When ~ enters, create boo, a legendary 1/1 red Hamster creature token."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))
    plus = compile_text("Test", "[+1]: Put three +1/+1 counters on up to one target creature with trample or flying.",
                        ("Planeswalker",))[0]
    assert plus.targets[0].filter.any_keywords == ("trample", "flying")
    assert compile_text("Test", "~ can be your commander.", ("Planeswalker",))[0].effect == dsl.CanBeYourCommander()
    minus = compile_text("Test", MINSC.split("\n")[2], ("Planeswalker",))[0]
    reflexive = minus.effects[-1].ability
    assert reflexive.effects[1] == dsl.Conditional(dsl.LastKnownMatches(dsl.Triggering(), dsl.Filter(subtypes=("Hamster",))),
                                                   dsl.Draw(dsl.PowerOf(dsl.Triggering())))


# ------------------------------------------------------------------ "sacrifice another creature" (701.21a)

DISCIPLE = ("When ~ enters, sacrifice another creature. You gain X life and draw X cards, where X is that creature's "
            "power.")


@pytest.fixture
def disciple():
    with registry.scope():
        compiled_card("Test Disciple", DISCIPLE, ("Creature",), cost="{3}{B}", power="2", toughness="1")
        yield


@pytest.mark.usefixtures("disciple")
def test_that_creature_is_the_one_sacrificed_not_the_source() -> None:
    """701.21a, 608.2h: X is the sacrificed creature's power as it last existed (the Manticore's
    5), not the Disciple's own 2."""
    d = position({"alice": {"hand": ["Test Disciple"], "battlefield": ["Swamp"] * 4 + ["Test Manticore"],
                            "library": ["Island"] * 8}})
    hand = len(cards(d, "alice", "hand"))
    d.act("alice", "casts", "Test Disciple")
    d.resolve(None)
    assert life(d, "alice") == 25 and len(cards(d, "alice", "hand")) == hand - 1 + 5
    assert "Test Manticore" in cards(d, "alice", "graveyard") and "Test Disciple" in battlefield(d, "alice")


@pytest.mark.usefixtures("disciple")
def test_with_no_other_creature_nothing_is_sacrificed_and_x_is_zero() -> None:
    d = position({"alice": {"hand": ["Test Disciple"], "battlefield": ["Swamp"] * 4, "library": ["Island"] * 8}})
    d.act("alice", "casts", "Test Disciple")
    d.resolve(None)
    assert life(d, "alice") == 20 and "Test Disciple" in battlefield(d, "alice")
