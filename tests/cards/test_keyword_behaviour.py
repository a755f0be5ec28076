"""The keyword abilities (702) of the keyword creatures whose printed characteristics the card
tests check (`CREATURES` in test_cards_a_to_g.py and the `check_printed` tests of the other
test_cards_*.py files), played WITH THAT CREATURE: one probe per keyword, applied to every
creature that has it.  Conditional keywords are played under their condition and outside it.

The other creatures in these positions are test-only stand-ins: colorless (or of the one
quality a protection probe needs), without subtypes, with reach so that they may block a
creature with flying and be blocked by any creature."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from support import cards, events, life, position
from test_cards_a_to_g import CREATURES, lands

from manastack.cards import dsl, registry
from manastack.engine.decision import IllegalAction
from manastack.scenario.driver import Driver

# The keyword creatures of test_cards_h_to_l.py, test_cards_m_to_r.py and test_cards_s_to_z.py
# (the keywords their `check_printed` calls list).
OTHER_KEYWORD_CREATURES = [
    ("Healer's Hawk", {"flying", "lifelink"}),
    ("Linden, the Steadfast Queen", {"vigilance"}),
    ("Monastery Swiftspear", {"haste", "prowess"}),
    ("Ornithopter", {"flying"}),
    ("Pili-Pala", {"flying"}),
    ("Serra Angel", {"flying", "vigilance"}),
    ("Vampire Nighthawk", {"flying", "deathtouch", "lifelink"}),
    ("Spectral Sailor", {"flash", "flying"}),
    ("Sphinx of the Steel Wind", {"flying", "first strike", "vigilance", "lifelink", "protection"}),
    ("Soldier of the Pantheon", {"protection"}),
]

# "Protection from ..." as printed (702.16a, 702.16g).
PROTECTION = {
    "Baneslayer Angel": ("Demon", "Dragon"),
    "Sphinx of the Steel Wind": ("red", "green"),
    "Soldier of the Pantheon": ("multicolored",),
}

# Keywords that apply only under a condition: tested on their own below.
CONDITIONAL = {"Blood Burglar": "lifelink", "Blood Petal Celebrant": "first strike"}

KEYWORD_CREATURES = [(name, keywords) for name, *_, keywords in CREATURES if keywords] + OTHER_KEYWORD_CREATURES
PAIRS = [(name, keyword) for name, keywords in KEYWORD_CREATURES for keyword in sorted(keywords)
         if CONDITIONAL.get(name) != keyword]

# ---------------------------------------------------------------------------- stand-ins

# quality -> (mana cost giving its colour, subtypes): a stand-in with that quality (702.16a)
QUALITY_STAND_IN = {
    "red": ("{R}", ()), "green": ("{G}", ()), "multicolored": ("{W}{U}", ()),
    "Demon": ("{2}", ("Demon",)), "Dragon": ("{2}", ("Dragon",)),
}
# quality -> a spell with that quality that targets a creature (702.16b), and its lands; a
# spell can't have a creature subtype, so Demons and Dragons have none.
QUALITY_SPELL = {
    "red": ("Lightning Bolt", ["Mountain"]), "green": ("Giant Growth", ["Forest"]),
    "multicolored": ("Colossal Might", ["Mountain", "Forest"]),
}


def stand_in(power: int, toughness: int, quality: str | None = None) -> str:
    """The name of a vanilla test creature with reach of this size (and quality)."""
    cost, subtypes = QUALITY_STAND_IN[quality] if quality else ("{2}", ())
    name = f"Test {quality or 'Colorless'} Stand-in {power}-{toughness}"
    if name not in registry.all_definitions():
        registry.register(dsl.CardDef(name=name, faces=(dsl.Face(
            name=name, mana_cost=cost, types=("Creature",), subtypes=subtypes, power=str(power),
            toughness=str(toughness), abilities=(dsl.Keyword("reach"),)),), source="test"))
    return name


# ---------------------------------------------------------------------------- helpers


def printed_pt(name: str) -> tuple[int, int]:
    face = registry.card_def(name).front
    return int(face.power), int(face.toughness)


def combat(name: str, bob: list, *, active: str = "alice") -> Driver:
    """A position in `active`'s first main phase: alice controls the creature `name`, bob
    controls `bob`."""
    return position({"active": active,
                     "alice": {"battlefield": [name], "library": ["Plains"] * 3},
                     "bob": {"battlefield": list(bob), "library": ["Plains"] * 3}})


def declaring(d: Driver, player_name: str, kind: str) -> None:
    """Pass (declaring nothing on the way) until `player_name` declares `kind` ("attackers" or
    "blockers"), or combat has gone past that declaration (508.8)."""
    player = d.player(player_name)

    def there() -> bool:
        dec = d.decision
        return dec is None or (dec.kind == kind and dec.player == player) or d.game.state.step in (
            "combat_damage", "end_of_combat", "main2")
    d.pass_until(there)


def attack(d: Driver, player_name: str, attackers: list[str]) -> None:
    declaring(d, player_name, "attackers")
    d.attack(player_name, attackers)


def block(d: Driver, player_name: str, blocks: dict[str, str]) -> None:
    declaring(d, player_name, "blockers")
    d.block(player_name, blocks)


def to_main2(d: Driver) -> None:
    """Pass to the second main phase, assigning combat damage with as much as allowed to the
    player or planeswalker (510.1c-d) where the damage assignment is asked."""
    for _ in range(200):
        if d.game.state.step == "main2" and d.decision.kind == "priority":
            return
        dec = d.decision
        if dec.kind == "damage_assignment":
            d.choose(max(dec.options, key=lambda o: o.value[2]))
        else:
            d.pass_until(lambda: d.game.state.step == "main2" or d.decision.kind == "damage_assignment")
    raise AssertionError("the second main phase never came")


def damage(d: Driver, name: str) -> int:
    return d.game.state.objects[d.object(name)].damage


def target_labels(d: Driver, player: str, spell: str) -> list[str]:
    """Begin casting `spell` from the player's hand: the labels of its target choice."""
    d.until_priority(d.player(player))
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.value[0] == d.object(spell)))
    assert d.decision.kind == "target"
    return [o.label for o in d.decision.options if o.kind == "target"]


def lifelink_gain(name: str, *, active: str) -> tuple[int, int]:
    """Alice's creature `name` deals combat damage in `active`'s turn (attacking unblocked in
    alice's, blocking a 0/T stand-in in bob's): the damage dealt and the life alice gained."""
    power, _ = printed_pt(name)
    if active == "alice":
        d = combat(name, [])
        attack(d, "alice", [name])
    else:
        attacker = stand_in(0, power + 1)
        d = combat(name, [attacker], active="bob")
        attack(d, "bob", [attacker])
        block(d, "alice", {name: attacker})
    to_main2(d)
    oid = d.object(name)
    return sum(e["amount"] for e in events(d.game, "damage") if e["source"] == oid), life(d, "alice") - 20


def first_strike_outcome(name: str, *, attacking: bool) -> tuple[bool, bool]:
    """Alice's creature `name` fights a stand-in whose power is its toughness and whose
    toughness is its power (each lethal to the other), attacking into it or blocking it:
    whether `name` came out undamaged, and whether the stand-in died."""
    power, toughness = printed_pt(name)
    other = stand_in(toughness, power)
    if attacking:
        d = combat(name, [other])
        attack(d, "alice", [name])
        block(d, "bob", {other: name})
    else:
        d = combat(name, [other], active="bob")
        attack(d, "bob", [other])
        block(d, "alice", {name: other})
    to_main2(d)
    oid = d.object(name)
    undamaged = d.on_battlefield(oid) and d.game.state.objects[oid].damage == 0
    return undamaged, cards(d, "bob", "graveyard") == [other]


# ---------------------------------------------------------------------------- the probes


def probe_flying(name: str) -> None:
    """702.9b: it can't be blocked by a creature without flying or reach (Glory Seeker); a
    creature with reach can block it."""
    blocker = stand_in(1, 1)
    d = combat(name, ["Glory Seeker", blocker])
    attack(d, "alice", [name])
    with pytest.raises(IllegalAction):
        block(d, "bob", {"Glory Seeker": name})
    d = combat(name, ["Glory Seeker", blocker])
    attack(d, "alice", [name])
    block(d, "bob", {blocker: name})
    assert d.game.state.combat.blockers.get(d.object(blocker)) is not None


def probe_haste(name: str) -> None:
    """702.10b, 302.6: it attacks the turn it came under alice's control and deals its damage."""
    power, _ = printed_pt(name)
    d = position({"alice": {"battlefield": [{"card": name, "sick": True}], "library": ["Plains"] * 3},
                  "bob": {"library": ["Plains"] * 3}})
    attack(d, "alice", [name])
    to_main2(d)
    assert life(d, "bob") == 20 - power


def probe_lifelink(name: str) -> None:
    """702.15b: the damage it deals, attacking in its controller's turn or blocking in the
    opponent's, gains its controller that much life."""
    for active in ("alice", "bob"):
        dealt, gained = lifelink_gain(name, active=active)
        assert dealt > 0 and gained == dealt, (active, dealt, gained)


def probe_first_strike(name: str) -> None:
    """702.7b: it deals its combat damage first: attacking or blocking, it kills a creature
    that would have killed it before that creature deals damage."""
    assert first_strike_outcome(name, attacking=True) == (True, True)
    assert first_strike_outcome(name, attacking=False) == (True, True)


def probe_deathtouch(name: str) -> None:
    """702.2b: any damage it deals to a creature destroys it: its blocker, with toughness
    above its power, dies (704.5h)."""
    power, _ = printed_pt(name)
    blocker = stand_in(0, power + 3)
    d = combat(name, [blocker])
    attack(d, "alice", [name])
    block(d, "bob", {blocker: name})
    to_main2(d)
    assert cards(d, "bob", "graveyard") == [blocker]


def probe_trample(name: str) -> None:
    """702.19b: blocked by a 0/3, it assigns lethal damage (3) to the blocker and the rest to
    the player."""
    power, _ = printed_pt(name)
    blocker = stand_in(0, 3)
    d = combat(name, [blocker])
    attack(d, "alice", [name])
    block(d, "bob", {blocker: name})
    to_main2(d)
    assert cards(d, "bob", "graveyard") == [blocker]
    assert life(d, "bob") == 20 - (power - 3)


def probe_indestructible(name: str) -> None:
    """702.12b: it isn't destroyed by lethal damage (704.5g) or by Murder ("destroy")."""
    power, toughness = printed_pt(name)
    blocker = stand_in(toughness, max(power, 1))
    d = combat(name, [blocker])
    attack(d, "alice", [name])
    block(d, "bob", {blocker: name})
    to_main2(d)
    oid = d.object(name)
    assert d.on_battlefield(oid) and d.game.state.objects[oid].damage >= toughness
    d = position({"alice": {"battlefield": [name]},
                  "bob": {"hand": ["Murder"], "battlefield": [{"card": "Swamp", "count": 3}]}, "active": "bob"})
    d.act("bob", "casts", "Murder", targets=[name])
    d.resolve(None)
    assert d.on_battlefield(d.object(name)) and cards(d, "bob", "graveyard") == ["Murder"]


def probe_menace(name: str) -> None:
    """702.111b: it can't be blocked by one creature; two of bob's three creatures may
    block it."""
    one, two, three = stand_in(1, 1), stand_in(1, 2), stand_in(1, 3)
    d = combat(name, [one, two, three])
    attack(d, "alice", [name])
    with pytest.raises(IllegalAction):
        block(d, "bob", {one: name})
    d = combat(name, [one, two, three])
    attack(d, "alice", [name])
    block(d, "bob", {one: name, two: name})
    blockers = d.game.state.combat.blockers
    assert blockers.get(d.object(one)) is not None and blockers.get(d.object(two)) is not None


def probe_ward(name: str) -> None:
    """702.21a: an opponent's Lightning Bolt targeting it triggers ward: countered when bob
    can't pay {1}; it resolves when he pays."""
    d = position({"alice": {"battlefield": [name]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "active": "bob"})
    d.act("bob", "casts", "Lightning Bolt", targets=[name])
    assert len(d.game.state.stack) == 2
    d.resolve(None)
    assert events(d.game, "countered") and damage(d, name) == 0
    d = position({"alice": {"battlefield": [name]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]}, "active": "bob"})
    d.act("bob", "casts", "Lightning Bolt", targets=[name])
    d.queued[1] = ["yes"]
    d.resolve(None)
    assert not events(d.game, "countered")
    assert not d.on_battlefield(d.object(name)) or damage(d, name) == 3


def probe_protection(name: str) -> None:
    """702.16: for each quality it has protection from, a creature with the quality can't
    block it (702.16f; a creature without it can), the damage such a creature deals it when
    it blocks that creature is prevented (702.16e), and a spell with the quality can't target
    it (702.16b)."""
    power, _ = printed_pt(name)
    plain, small = stand_in(2, 2), stand_in(1, 1)
    for quality in PROTECTION[name]:
        other = stand_in(2, power + 1, quality)  # it survives a first strike, and deals damage
        d = combat(name, [other, plain])
        attack(d, "alice", [name])
        with pytest.raises(IllegalAction):
            block(d, "bob", {other: name})
        d = combat(name, [other, plain])
        attack(d, "alice", [name])
        block(d, "bob", {plain: name})
        d = combat(name, [other], active="bob")
        attack(d, "bob", [other])
        block(d, "alice", {name: other})
        to_main2(d)
        assert d.on_battlefield(d.object(name)) and damage(d, name) == 0, quality
        if quality in QUALITY_SPELL:
            spell, spell_lands = QUALITY_SPELL[quality]
            d = position({"alice": {"battlefield": [name]},
                          "bob": {"hand": [spell], "battlefield": [plain, small, *spell_lands]}, "active": "bob"})
            labels = target_labels(d, "bob", spell)
            assert {f"{plain} (bob's)", f"{small} (bob's)"} <= set(labels), quality
            assert not any(label.startswith(name) for label in labels), quality


def probe_vigilance(name: str) -> None:
    """702.20b: attacking doesn't tap it."""
    d = combat(name, [])
    attack(d, "alice", [name])
    oid = d.object(name)
    assert oid in d.game.state.combat.attackers and not d.game.state.objects[oid].tapped


def probe_flash(name: str) -> None:
    """702.8a: bob may cast it in alice's beginning of combat step, where a creature without
    flash (Grizzly Bears) can't be cast; it resolves onto the battlefield."""
    cost = registry.card_def(name).front.mana_cost
    d = position({"step": "beginning_of_combat", "alice": {},
                  "bob": {"hand": [name, "Grizzly Bears"], "battlefield": lands(cost) + [{"card": "Forest", "count": 2}]}})
    d.until_priority(1)
    castable = {d.game.chars(o.value[0]).name for o in d.decision.options if o.kind == "cast"}
    assert castable == {name}
    d.act("bob", "casts", name)
    d.resolve(None)
    assert d.on_battlefield(d.object(name)) and d.game.chars(d.object(name)).controller == 1


def probe_cycling(name: str) -> None:
    """702.29a: from alice's hand, "[Cost], Discard this card: Draw a card."."""
    d = position({"alice": {"hand": [name], "battlefield": [{"card": "Plains", "count": 3}], "library": ["Island"]}})
    d.until_priority(0)
    option = next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == d.object(name))
    d.choose(option)
    d.finish_action(0)
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [name]
    assert cards(d, "alice", "hand") == ["Island"]


def probe_prowess(name: str) -> None:
    """702.108a: a noncreature spell (Lightning Bolt) gives it +1/+1 until end of turn; a
    creature spell (Savannah Lions) doesn't."""
    power, toughness = printed_pt(name)
    d = position({"alice": {"hand": ["Lightning Bolt", "Savannah Lions"], "battlefield": [name, "Mountain", "Plains"]}})
    oid = d.object(name)
    d.act("alice", "casts", "Savannah Lions")
    d.resolve(None)
    assert (d.game.chars(oid).power, d.game.chars(oid).toughness) == (power, toughness)
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert (d.game.chars(oid).power, d.game.chars(oid).toughness) == (power + 1, toughness + 1)


PROBES: dict[str, Callable[[str], None]] = {
    "flying": probe_flying, "haste": probe_haste, "lifelink": probe_lifelink, "first strike": probe_first_strike,
    "deathtouch": probe_deathtouch, "trample": probe_trample, "indestructible": probe_indestructible,
    "menace": probe_menace, "ward": probe_ward, "protection": probe_protection, "vigilance": probe_vigilance,
    "flash": probe_flash, "cycling": probe_cycling, "prowess": probe_prowess,
}


# ---------------------------------------------------------------------------- the tests


def test_every_keyword_of_the_keyword_creatures_has_a_probe() -> None:
    """Each keyword printed on these creatures is played by a probe (and each creature with
    protection has its qualities listed)."""
    assert {keyword for _, keyword in PAIRS} <= set(PROBES)
    assert {name for name, keyword in PAIRS if keyword == "protection"} == set(PROTECTION)


@pytest.mark.parametrize(("name", "keyword"), PAIRS, ids=[f"{name}-{keyword}" for name, keyword in PAIRS])
def test_keyword_creature_plays_its_keyword(name: str, keyword: str) -> None:
    """702: the keyword, played with this creature (see the probe's docstring for the rule)."""
    PROBES[keyword](name)


@pytest.mark.parametrize("active", ["alice", "bob"])
def test_blood_burglar_has_lifelink_only_during_its_controllers_turn(active: str) -> None:
    """Blood Burglar: "During your turn, this creature has lifelink." (702.15b, 611.3a): its
    damage gains alice life in her turn, not in bob's."""
    dealt, gained = lifelink_gain("Blood Burglar", active=active)
    assert dealt == 2
    assert gained == (2 if active == "alice" else 0)


@pytest.mark.parametrize("attacking", [True, False])
def test_blood_petal_celebrant_has_first_strike_only_while_attacking(attacking: bool) -> None:
    """Blood Petal Celebrant: "This creature has first strike as long as it's attacking."
    (702.7b, 611.3a): attacking, it kills its 1/2 blocker first and takes no damage; blocking
    a 1/2, both deal damage at once and both die."""
    assert first_strike_outcome("Blood Petal Celebrant", attacking=attacking) == (attacking, True)
