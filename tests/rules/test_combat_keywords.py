"""Issue 16: combat and creature keywords (702), compiled from Oracle text and played through
the engine: infect (702.90) and wither (702.80) with poison (704.5c); the evasion abilities
intimidate (702.13), shadow (702.28), horsemanship (702.31), fear (702.36) and skulk (702.118);
"can block only creatures with flying" and "can't be blocked by more than one creature"
(509.1a-b); the triggered keywords rampage (702.23), flanking (702.25), bushido (702.45),
exalted (702.83), persist (702.79) and undying (702.93); and the characteristic-defining
changeling (702.73) and devoid (702.114).  Each family has a mutation test: one word changed
is refused or compiles to a different tree that plays as written."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.vocab import CREATURE_TYPES
from manastack.engine import combat, queries
from manastack.engine.decision import IllegalAction
from manastack.engine.events import event_problem


def creature(name: str, text: str, power: int, toughness: int, cost: str = "{2}", subtypes: tuple = (),
             types: tuple = ("Creature",)) -> str:
    """Register a test card whose abilities are compiled from `text`; returns its name."""
    if name not in registry.all_definitions():
        abilities = compile_text(name, text, types) if text else ()
        face = dsl.Face(name=name, mana_cost=cost, types=types, subtypes=subtypes, power=str(power),
                        toughness=str(toughness), abilities=abilities)
        registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))
    return name


INFECT = creature("Test Blight Mamba", "Infect", 2, 2, "{1}{G}")
WITHER = creature("Test Wither Hound", "Wither", 2, 2, "{1}{B}")
DEATHTOUCH_INFECT = creature("Test Plague Stinger", "Deathtouch, infect", 1, 1, "{1}{B}")
BEAR = creature("Test Bear", "", 2, 2)
BIG = creature("Test Ox", "", 3, 3)
OTHER_BEAR = creature("Test Other Bear", "", 2, 2)
THIRD_BEAR = creature("Test Third Bear", "", 2, 2)


def fight_position(alice: list, bob: list, **bob_state) -> object:
    return position({"step": "beginning_of_combat", "alice": {"battlefield": alice, "library": ["Plains"] * 3},
                     "bob": {"battlefield": bob, "library": ["Plains"] * 3, **bob_state}})


def through_combat(d) -> None:
    d.pass_until(lambda: d.game.over or d.game.state.step == "end_of_combat")


# ---------------------------------------------------------------------------- infect, wither


def test_702_90b_infect_damage_to_a_player_is_poison_counters() -> None:
    """702.90b, 120.3b: unblocked, the infect creature gives bob two poison counters and he
    loses no life; the player's view shows them."""
    d = fight_position([INFECT], [])
    d.attack("alice", [INFECT])
    d.block("bob", {})
    through_combat(d)
    bob = d.game.state.players[1]
    assert (bob.poison, bob.life) == (2, 20)
    assert [e["count"] for e in events(d.game, "poison")] == [2]
    assert d.game.view(1)["players"][1]["poison"] == 2
    assert [event_problem(e) for e in d.game.log if event_problem(e)] == []  # the events fit their declarations


def test_702_90c_infect_damage_to_a_creature_is_minus_counters_not_damage() -> None:
    """702.90c, 120.3d: the 2/2 blocker gets two -1/-1 counters (no damage marked) and dies as
    a 0/0 (704.5f); the blocker's damage to the infect creature is ordinary."""
    d = fight_position([INFECT], [BIG])
    d.attack("alice", [INFECT])
    d.block("bob", {BIG: INFECT})
    blocker = d.object(BIG)
    through_combat(d)
    assert [(e["obj"], e["kind"], e["count"]) for e in events(d.game, "counters")] == [(blocker, "-1/-1", 2)]
    ox = d.game.state.objects[blocker]
    assert (ox.counters, ox.damage, d.game.kernel.chars(blocker).toughness) == ({"-1/-1": 2}, 0, 1)
    assert d.object(INFECT) not in d.game.state.battlefield  # 3 damage to a 2/2


def test_704_5c_ten_poison_counters_lose_the_game() -> None:
    """704.5c: bob has 8 poison counters; two more from the infect creature and he loses."""
    d = fight_position([INFECT], [], poison=8)
    d.attack("alice", [INFECT])
    d.block("bob", {})
    through_combat(d)
    assert d.game.over and d.game.state.winner == 0
    assert [e["reason"] for e in events(d.game, "lose")] == ["poison"]


def test_702_2c_deathtouch_with_infect_destroys_through_counters() -> None:
    """702.2c, 704.5h: one -1/-1 counter from a deathtouch source is lethal damage: the 3/3 dies."""
    d = fight_position([DEATHTOUCH_INFECT], [BIG])
    d.attack("alice", [DEATHTOUCH_INFECT])
    d.block("bob", {BIG: DEATHTOUCH_INFECT})
    blocker = d.object(BIG)
    through_combat(d)
    assert blocker not in d.game.state.battlefield
    assert [e["kind"] for e in events(d.game, "counters")] == ["-1/-1"]


def test_702_80a_wither_gives_creatures_counters_and_players_life_loss() -> None:
    """702.80a: wither's damage to a creature is -1/-1 counters; to a player it's life loss
    (120.3a: wither isn't infect)."""
    d = fight_position([WITHER], [BIG])
    d.attack("alice", [WITHER])
    d.block("bob", {BIG: WITHER})
    blocker = d.object(BIG)
    through_combat(d)
    assert d.game.state.objects[blocker].counters == {"-1/-1": 2}
    d = fight_position([WITHER], [])
    d.attack("alice", [WITHER])
    d.block("bob", {})
    through_combat(d)
    assert (d.game.state.players[1].life, d.game.state.players[1].poison) == (18, 0)


# ---------------------------------------------------------------------------- evasion


FEAR = creature("Test Fear Shade", "Fear", 2, 2, "{1}{B}")
INTIMIDATE = creature("Test Intimidator", "Intimidate", 2, 2, "{1}{R}")
SHADOW = creature("Test Shadow Knight", "Shadow", 2, 2, "{1}{W}")
HORSEMAN = creature("Test Horse Archer", "Horsemanship", 2, 2, "{1}{G}")
SKULK = creature("Test Skulker", "Skulk", 2, 2, "{1}{U}")
BLACK = creature("Test Black Bear", "", 2, 2, "{1}{B}")
RED = creature("Test Red Bear", "", 2, 2, "{1}{R}")
GREEN = creature("Test Green Bear", "", 2, 2, "{1}{G}")
ARTIFACT = creature("Test Iron Bear", "", 2, 2, "{2}", types=("Artifact", "Creature"))
SMALL = creature("Test Mouse", "", 1, 1)


def able_to_block(attacker: str, blockers: list[str], attacker_extra: list | None = None) -> dict[str, bool]:
    """Alice's `attacker` attacks; which of bob's creatures may block it (509.1b)."""
    d = fight_position([attacker, *(attacker_extra or [])], blockers)
    d.attack("alice", [attacker])
    kernel, a = d.game.kernel, d.object(attacker)
    return {b: combat.block_problem(kernel, d.object(b), a) is None for b in blockers}


def test_702_36b_fear_only_artifact_or_black_creatures_block() -> None:
    assert able_to_block(FEAR, [BLACK, ARTIFACT, GREEN]) == {BLACK: True, ARTIFACT: True, GREEN: False}


def test_702_13b_intimidate_only_artifact_or_color_sharing_creatures_block() -> None:
    assert able_to_block(INTIMIDATE, [RED, ARTIFACT, GREEN]) == {RED: True, ARTIFACT: True, GREEN: False}


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow() -> None:
    """702.28b: a creature without shadow can't block it, another with shadow can; a creature
    with shadow can't block one without."""
    other_shadow = creature("Test Shadow Squire", "Shadow", 1, 1, "{W}")
    assert able_to_block(SHADOW, [BEAR, other_shadow]) == {BEAR: False, other_shadow: True}
    assert able_to_block(BEAR, [SHADOW]) == {SHADOW: False}


def test_702_31b_horsemanship_one_way() -> None:
    """702.31b: only creatures with horsemanship block it; it may block creatures without."""
    other = creature("Test Horse Lancer", "Horsemanship", 1, 1, "{G}")
    assert able_to_block(HORSEMAN, [BEAR, other]) == {BEAR: False, other: True}
    assert able_to_block(BEAR, [HORSEMAN]) == {HORSEMAN: True}


def test_702_118b_skulk_not_blocked_by_greater_power() -> None:
    assert able_to_block(SKULK, [BIG, BEAR, SMALL]) == {BIG: False, BEAR: True, SMALL: True}


def test_evasion_is_enforced_in_the_declaration() -> None:
    """509.1b: the fear creature can't be declared blocked by a green creature, and deals its
    damage to bob."""
    d = fight_position([FEAR], [GREEN])
    d.attack("alice", [FEAR])
    with pytest.raises(IllegalAction):
        d.block("bob", {GREEN: FEAR})
    d = fight_position([FEAR], [GREEN])
    d.attack("alice", [FEAR])
    d.block("bob", {})
    through_combat(d)
    assert d.game.state.players[1].life == 18


def test_122_1b_a_shadow_counter_gives_shadow() -> None:
    """122.1b: a creature with a shadow counter has shadow: a creature without can't block it."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": [{"card": BEAR, "counters": {"shadow": 1}}], "library": ["Plains"] * 3},
                  "bob": {"battlefield": [OTHER_BEAR], "library": ["Plains"] * 3}})
    d.attack("alice", [BEAR])
    assert combat.block_problem(d.game.kernel, d.object(OTHER_BEAR), d.object(BEAR)) is not None


WALL = creature("Test Cloud Wall", "Reach\nTest Cloud Wall can block only creatures with flying.", 0, 4)
FLIER = creature("Test Bird", "Flying", 1, 1, "{W}")
LONER = creature("Test Lone Wolf", "Test Lone Wolf can't be blocked by more than one creature.", 3, 3)


def test_509_1a_can_block_only_creatures_with_flying() -> None:
    assert able_to_block(FLIER, [WALL]) == {WALL: True}
    assert able_to_block(BEAR, [WALL]) == {WALL: False}


def test_509_1b_cant_be_blocked_by_more_than_one_creature() -> None:
    """509.1b: once one creature blocks it, a second block isn't offered nor accepted; one
    blocker is legal."""
    d = fight_position([LONER], [BEAR, OTHER_BEAR])
    d.attack("alice", [LONER])
    with pytest.raises(IllegalAction):
        d.block("bob", {BEAR: LONER, OTHER_BEAR: LONER})
    d = fight_position([LONER], [BEAR, OTHER_BEAR])
    d.attack("alice", [LONER])
    d.block("bob", {BEAR: LONER})
    assert d.game.state.combat.blocked_by[d.object(LONER)] == [d.object(BEAR)]


def test_static_block_restrictions_mutations() -> None:
    """One word changed: "artifacts" isn't a creature description, "two" isn't "one", "can
    block creatures" isn't a restriction: refused; "white creatures" and "creatures without
    flying" compile to different restrictions that play as written."""
    for line in ("~ can block only artifacts.", "~ can't be blocked by more than two creatures.",
                 "~ can block creatures with flying."):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))
    white_wall = creature("Test White Wall", "Reach\nTest White Wall can block only white creatures.", 0, 4)
    white = creature("Test White Bear", "", 2, 2, "{1}{W}")
    assert able_to_block(white, [white_wall]) == {white_wall: True}
    assert able_to_block(FLIER, [white_wall]) == {white_wall: True}  # the bird is white too
    assert able_to_block(BEAR, [white_wall]) == {white_wall: False}
    ground_wall = creature("Test Ground Wall", "Reach\nTest Ground Wall can block only creatures without flying.", 0, 4)
    assert able_to_block(BEAR, [ground_wall]) == {ground_wall: True}
    assert able_to_block(FLIER, [ground_wall]) == {ground_wall: False}


# ---------------------------------------------------------------------------- triggered keywords


EXALTED = creature("Test Exalted Cleric", "Exalted", 1, 1, "{W}")


def power_toughness(d, name: str) -> tuple[int, int]:
    chars = d.game.kernel.chars(d.object(name))
    return chars.power, chars.toughness


def test_702_83_exalted_each_instance_triggers_when_a_creature_attacks_alone() -> None:
    """702.83a-b: two exalted creatures: the bear attacking alone gets +2/+2; attacking with
    another creature, no exalted ability triggers."""
    d = fight_position([BEAR, EXALTED, {"card": "Test Exalted Cleric", "as": "Test Exalted Cleric#2"}], [])
    d.attack("alice", [BEAR])
    d.resolve(None)
    assert power_toughness(d, BEAR) == (4, 4)
    d = fight_position([BEAR, OTHER_BEAR, EXALTED], [])
    d.attack("alice", [BEAR, OTHER_BEAR])
    d.resolve(None)
    assert power_toughness(d, BEAR) == (2, 2)
    assert not any(e.get("kind") == "modify_pt" for e in events(d.game, "effect"))


def test_122_1b_an_exalted_counter_gives_exalted() -> None:
    d = fight_position([BEAR, {"card": OTHER_BEAR, "counters": {"exalted": 1}, "tapped": True}], [])
    d.attack("alice", [BEAR])
    d.resolve(None)
    assert power_toughness(d, BEAR) == (3, 3)


FLANKER = creature("Test Flanking Knight", "Flanking", 2, 2, "{1}{W}")


def test_702_25a_flanking_shrinks_a_blocker_without_flanking() -> None:
    """702.25a: the 2/2 blocker without flanking gets -1/-1 until end of turn and dies to the
    knight's damage; the knight survives the 1 damage."""
    d = fight_position([FLANKER], [BEAR])
    d.attack("alice", [FLANKER])
    d.block("bob", {BEAR: FLANKER})
    d.resolve(None)
    assert power_toughness(d, BEAR) == (1, 1)
    through_combat(d)
    assert d.object(FLANKER) in d.game.state.battlefield and d.game.state.objects[d.object(FLANKER)].damage == 1


def test_702_25a_flanking_doesnt_trigger_for_a_blocker_with_flanking() -> None:
    other = creature("Test Flanking Squire", "Flanking", 2, 2, "{1}{W}")
    d = fight_position([FLANKER], [other])
    d.attack("alice", [FLANKER])
    d.block("bob", {other: FLANKER})
    d.resolve(None)
    assert power_toughness(d, other) == (2, 2)


BUSHIDO = creature("Test Bushido Samurai", "Bushido 1", 2, 2, "{1}{W}")
BUSHIDO_2 = creature("Test Bushido Daimyo", "Bushido 2", 2, 2, "{1}{W}")


def test_702_45a_bushido_when_it_blocks() -> None:
    d = fight_position([BEAR], [BUSHIDO])
    d.attack("alice", [BEAR])
    d.block("bob", {BUSHIDO: BEAR})
    d.resolve(None)
    assert power_toughness(d, BUSHIDO) == (3, 3)


def test_702_45a_bushido_once_when_it_becomes_blocked_by_two() -> None:
    """509.3c: "becomes blocked" triggers once however many creatures block it; bushido 2's
    bonus is +2/+2 (the number is read)."""
    d = fight_position([BUSHIDO_2], [BEAR, OTHER_BEAR])
    d.attack("alice", [BUSHIDO_2])
    d.block("bob", {BEAR: BUSHIDO_2, OTHER_BEAR: BUSHIDO_2})
    d.resolve(None)
    assert power_toughness(d, BUSHIDO_2) == (4, 4)


RAMPAGE = creature("Test Rampaging Wurm", "Rampage 2", 3, 3, "{2}{G}")


@pytest.mark.parametrize("blockers, bonus", [([BEAR], 0), ([BEAR, OTHER_BEAR, THIRD_BEAR], 4)])
def test_702_23a_rampage_counts_blockers_beyond_the_first(blockers: list[str], bonus: int) -> None:
    d = fight_position([RAMPAGE], blockers)
    d.attack("alice", [RAMPAGE])
    d.block("bob", {b: RAMPAGE for b in blockers})
    d.resolve(None)
    assert power_toughness(d, RAMPAGE) == (3 + bonus, 3 + bonus)


def test_numbered_keyword_mutations() -> None:
    """"Bushido" needs its number; "Rampage X" and "Flanking 1" aren't keywords the engine has."""
    for line in ("Bushido", "Rampage X", "Flanking 1", "Exalted 2", "Bushido one"):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))
    assert compile_text("Test Mutant", "Rampage 1", ("Creature",)) != compile_text("Test Mutant", "Rampage 2",
                                                                                     ("Creature",))


PERSIST = creature("Test Kitchen Finks", "Persist", 3, 2, "{1}{G}{W}")
UNDYING = creature("Test Geralf's Ghoul", "Undying", 2, 2, "{1}{B}")


def _dies_to_bolts(card: str, counters: dict | None = None) -> object:
    entry = {"card": card, "counters": counters} if counters else card
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain"}], "library": ["Plains"] * 3},
                  "bob": {"battlefield": [entry], "library": ["Plains"] * 3}})
    d.act("alice", "casts", "Lightning Bolt", targets=[card])
    d.resolve(None)
    return d


@pytest.mark.parametrize("card, kind, size", [(PERSIST, "-1/-1", (2, 1)), (UNDYING, "+1/+1", (3, 3))])
def test_702_79a_702_93a_it_returns_with_a_counter(card: str, kind: str, size: tuple) -> None:
    """702.79a persist, 702.93a undying: put into the graveyard with no such counter, it
    returns under its owner's control, entering with the counter (a new object, 400.7)."""
    d = _dies_to_bolts(card)
    back = d.object(card)
    assert back in d.game.state.battlefield and d.game.state.objects[back].counters == {kind: 1}
    assert d.game.kernel.chars(back).controller == 1 and power_toughness(d, card) == size


@pytest.mark.parametrize("card, kind", [(PERSIST, "-1/-1"), (UNDYING, "+1/+1")])
def test_702_79a_702_93a_with_the_counter_it_stays_dead(card: str, kind: str) -> None:
    d = _dies_to_bolts(card, {kind: 1})
    assert [o for o in d.game.state.battlefield if d.game.state.objects[o].card == card] == []
    assert card in [d.game.state.objects[o].card for o in d.game.state.players[1].graveyard]


def test_persist_undying_mutation() -> None:
    """A typo'd keyword is refused; persist and undying are different trees (different counters)."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", "Persists", ("Creature",))
    assert compile_text("Test Mutant", "Persist", ("Creature",)) != compile_text("Test Mutant", "Undying", ("Creature",))


# ---------------------------------------------------------------------------- changeling, devoid


CHANGELING = creature("Test Changeling Outcast", "Changeling", 1, 1, "{B}")
DEVOID = creature("Test Devoid Drone", "Devoid", 2, 2, "{1}{R}")


def test_702_73a_changeling_is_every_creature_type_in_every_zone() -> None:
    d = position({"alice": {"hand": [CHANGELING], "battlefield": [{"card": CHANGELING, "as": "Test Changeling#2"}]},
                  "bob": {}})
    kernel = d.game.kernel
    in_hand = d.game.state.players[0].hand[0]
    on_battlefield = next(o for o in d.game.state.battlefield if d.game.state.objects[o].card == CHANGELING)
    for oid in (in_hand, on_battlefield):
        assert kernel.chars(oid).subtypes >= CREATURE_TYPES
    goblins = dsl.Filter(types=("Creature",), subtypes=("Goblin",))
    assert queries.matches(kernel, goblins, on_battlefield, None, 0)


def test_702_114a_devoid_is_colorless_in_every_zone() -> None:
    """702.114a: a devoid card with a red mana cost is colorless in hand and on the battlefield,
    so it shares no colour with a red creature with intimidate and can't block it (702.13b)."""
    d = position({"alice": {"hand": [DEVOID], "battlefield": [{"card": DEVOID, "as": "Test Devoid#2"}]}, "bob": {}})
    kernel = d.game.kernel
    for oid in (d.game.state.players[0].hand[0], d.game.state.battlefield[0]):
        assert kernel.chars(oid).colors == frozenset()
    assert able_to_block(INTIMIDATE, [DEVOID]) == {DEVOID: False}


def test_characteristic_keywords_are_not_granted() -> None:
    """Changeling and devoid are read only as a card's own keyword line: an effect granting one
    is refused (the engine applies them from the printed card)."""
    for line in ("~ has changeling.", "Creatures you control have devoid."):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))
    assert compile_text("Test Mutant", "Creatures you control have shadow.", ("Creature",))


# ---------------------------------------------------------------------------- soulshift, dethrone, afflict


SOULSHIFT = creature("Test Soulshift Kami", "Soulshift 2", 2, 2, "{2}{W}", subtypes=("Spirit",))
SMALL_SPIRIT = creature("Test Small Spirit", "", 1, 1, "{1}{W}", subtypes=("Spirit",))
BIG_SPIRIT = creature("Test Big Spirit", "", 3, 3, "{3}{W}", subtypes=("Spirit",))


def test_702_46a_soulshift_returns_a_spirit_card_of_mana_value_n_or_less() -> None:
    """702.46a: the kami dies; its trigger may target only Spirit cards with mana value 2 or
    less in bob's graveyard (not the 4-mana one; the kami itself, MV 3, neither); the chosen
    one returns to his hand."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Plains"] * 3},
                  "bob": {"battlefield": [SOULSHIFT], "graveyard": [SMALL_SPIRIT, BIG_SPIRIT],
                          "library": ["Plains"] * 3}})
    d.act("alice", "casts", "Lightning Bolt", targets=[SOULSHIFT])
    small = d.object(SMALL_SPIRIT)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    # the only legal target was taken without asking
    (trigger,) = [e for e in events(d.game, "trigger") if e["name"] == SOULSHIFT]
    assert [[tuple(t) for t in slot] for slot in trigger["targets"]] == [[("obj", small)]]
    d.choose(next(o for o in d.decision.options if o.value))
    d.resolve(None)
    assert [d.game.state.objects[o].card for o in d.game.state.players[1].hand] == [SMALL_SPIRIT]


DETHRONE = creature("Test Dethroner", "Dethrone", 2, 2, "{1}{R}")


@pytest.mark.parametrize("bob_life, counters", [(20, {"+1/+1": 1}), (25, {"+1/+1": 1}), (19, {})])
def test_702_105a_dethrone_when_attacking_the_player_with_the_most_life(bob_life: int, counters: dict) -> None:
    """702.105a: alice has 20 life; attacking bob with 20 (tied) or 25 puts a +1/+1 counter on
    it; bob at 19 doesn't have the most life."""
    d = fight_position([DETHRONE], [], life=bob_life)
    d.attack("alice", [DETHRONE])
    d.resolve(None)
    assert d.game.state.objects[d.object(DETHRONE)].counters == counters


AFFLICT = creature("Test Afflicted Minotaur", "Afflict 2", 3, 3, "{2}{B}")


@pytest.mark.parametrize("blockers, loss", [([], 3), ([BEAR], 2), ([BEAR, OTHER_BEAR], 2)])
def test_702_130a_afflict_defending_player_loses_n_life_once_when_blocked(blockers: list, loss: int) -> None:
    """702.130a, 509.3c: blocked (by one or two), bob loses 2 life once, and takes no combat
    damage from it; unblocked, he takes its 3 damage instead."""
    d = fight_position([AFFLICT], blockers)
    d.attack("alice", [AFFLICT], assign={} if len(blockers) < 2 else None)
    d.block("bob", {b: AFFLICT for b in blockers})
    d.resolve(None)
    assert d.game.state.players[1].life == 20 - (loss if blockers else 0)
    if not blockers:
        through_combat(d)
        assert d.game.state.players[1].life == 20 - loss


def test_soulshift_afflict_mutations() -> None:
    """Soulshift and afflict need their number; another number is another tree."""
    for line in ("Soulshift", "Afflict", "Dethrone 1", "Soulshift X"):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))
    assert compile_text("Test Mutant", "Soulshift 2", ("Creature",)) != compile_text("Test Mutant", "Soulshift 3",
                                                                                       ("Creature",))


def test_a_numbered_keyword_trigger_on_the_stack_survives_a_save() -> None:
    """Saves: bushido 2's trigger on the stack (its reference carries the 2) round-trips
    through to_json/from_json byte for byte, and resolves to +2/+2."""
    from manastack.engine.game import Game

    d = fight_position([BEAR], [BUSHIDO_2])
    d.attack("alice", [BEAR])
    d.block("bob", {BUSHIDO_2: BEAR})
    d.pass_until(lambda: bool(d.game.state.stack))
    loaded = Game.from_json(d.game.to_json())
    assert loaded.to_json() == d.game.to_json()
    item = loaded.state.stack[-1]
    assert tuple(item.ability) == ("kwtrig", "bushido", 2)
    d.resolve(None)
    assert power_toughness(d, BUSHIDO_2) == (4, 4)


BATTLE_CRY = creature("Test Battle Crier", "Battle cry", 1, 1, "{R}")


def test_702_91a_battle_cry_pumps_each_other_attacking_creature() -> None:
    """702.91a: the crier attacks with a bear: the bear gets +1/+0; the crier doesn't, nor does
    the bear that stayed home."""
    d = fight_position([BATTLE_CRY, BEAR, OTHER_BEAR], [])
    d.attack("alice", [BATTLE_CRY, BEAR])
    d.resolve(None)
    assert [power_toughness(d, n) for n in (BATTLE_CRY, BEAR, OTHER_BEAR)] == [(1, 1), (3, 2), (2, 2)]
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", "Battle cries", ("Creature",))


# ---------------------------------------------------------------------------- evolve, fabricate, afterlife


EVOLVE = creature("Test Evolving Ooze", "Evolve", 2, 2, "{1}{G}")
TALL = creature("Test Tall Wall", "", 0, 3, "{1}")
SAME = creature("Test Same Bear", "", 2, 2, "{1}")


@pytest.mark.parametrize("entering, counters", [(TALL, {"+1/+1": 1}), (SAME, {}), (BIG, {"+1/+1": 1})])
def test_702_100a_evolve_when_a_greater_creature_enters(entering: str, counters: dict) -> None:
    """702.100a: a 0/3 (greater toughness) or a 3/3 entering under alice's control evolves the
    2/2; a 2/2 (neither greater) doesn't."""
    d = position({"alice": {"hand": [entering], "battlefield": [EVOLVE, {"card": "Plains", "count": 3}],
                            "library": ["Plains"] * 3}, "bob": {"library": ["Plains"] * 3}})
    d.act("alice", "casts", entering)
    d.resolve(None)
    assert d.game.state.objects[d.object(EVOLVE)].counters == counters


def test_702_100a_evolve_checks_again_as_it_resolves() -> None:
    """603.4: the 3/3 entering triggers evolve; in response alice's Giant Growth makes the ooze
    5/5, so as the ability resolves the 3/3 is no longer greater: no counter."""
    d = position({"alice": {"hand": [BIG, "Giant Growth"], "library": ["Plains"] * 3,
                            "battlefield": [EVOLVE, {"card": "Forest", "count": 4}]}, "bob": {"library": ["Plains"] * 3}})
    d.act("alice", "casts", BIG)
    d.resolve(1)
    assert [item.kind for item in d.game.state.stack] == ["triggered"]
    d.act("alice", "casts", "Giant Growth", targets=[EVOLVE])
    d.resolve(None)
    assert d.game.state.objects[d.object(EVOLVE)].counters == {}
    assert power_toughness(d, EVOLVE) == (5, 5)


def test_evolve_second_time_needs_a_greater_creature_than_now() -> None:
    """702.100a: after one counter the ooze is 3/3: a second 3/3 entering doesn't evolve it."""
    d = position({"alice": {"hand": [BIG, {"card": BIG, "as": "second ox"}], "library": ["Plains"] * 3,
                            "battlefield": [EVOLVE, {"card": "Plains", "count": 6}]}, "bob": {"library": ["Plains"] * 3}})
    d.act("alice", "casts", BIG)
    d.resolve(None)
    d.act("alice", "casts", "second ox")
    d.resolve(None)
    assert d.game.state.objects[d.object(EVOLVE)].counters == {"+1/+1": 1}


FABRICATE = creature("Test Fabricating Artisan", "Fabricate 2", 1, 1, "{1}{W}")


@pytest.mark.parametrize("counters", [True, False])
def test_702_123a_fabricate_counters_or_servos(counters: bool) -> None:
    """702.123a: alice chooses two +1/+1 counters on it, or else two 1/1 colorless Servo
    artifact creature tokens."""
    d = position({"alice": {"hand": [FABRICATE], "battlefield": [{"card": "Plains", "count": 2}],
                            "library": ["Plains"] * 3}, "bob": {"library": ["Plains"] * 3}})
    d.act("alice", "casts", FABRICATE)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    d.choose(next(o for o in d.decision.options if o.value == counters))
    d.resolve(None)
    state, kernel = d.game.state, d.game.kernel
    tokens = [o for o in state.battlefield if state.objects[o].token]
    assert state.objects[d.object(FABRICATE)].counters == ({"+1/+1": 2} if counters else {})
    assert len(tokens) == (0 if counters else 2)
    for oid in tokens:
        chars = kernel.chars(oid)
        assert (chars.types, chars.subtypes, chars.colors, chars.power, chars.toughness) == (
            frozenset({"Artifact", "Creature"}), frozenset({"Servo"}), frozenset(), 1, 1)


AFTERLIFE = creature("Test Afterlife Cleric", "Afterlife 2", 1, 1, "{W}{B}")


def test_702_135a_afterlife_creates_flying_spirits() -> None:
    """702.135a: it dies; bob creates two 1/1 white and black Spirit tokens with flying."""
    d = _dies_to_bolts(AFTERLIFE)
    state, kernel = d.game.state, d.game.kernel
    spirits = [o for o in state.battlefield if state.objects[o].token]
    assert len(spirits) == 2
    for oid in spirits:
        chars = kernel.chars(oid)
        assert (chars.name, chars.controller, chars.colors, chars.subtypes, chars.has("flying"),
                chars.power, chars.toughness) == ("Spirit Token", 1, frozenset({"W", "B"}), frozenset({"Spirit"}),
                                                  True, 1, 1)


def test_evolve_fabricate_afterlife_mutations() -> None:
    """The numbers are read (another number, another tree); evolve takes none; a "create"
    instruction for a Spirit without flying is another token than afterlife's."""
    for line in ("Evolve 1", "Fabricate", "Afterlife"):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))
    create = "When ~ enters, create a 1/1 white and black Spirit creature token{}."
    (with_flying,) = compile_text("Test Mutant", create.format(" with flying"), ("Creature",))
    (without,) = compile_text("Test Mutant", create.format(""), ("Creature",))
    assert with_flying.effects == (dsl.CreateToken("White and Black Spirit"),)
    assert without.effects[0].token != "White and Black Spirit"
    assert compile_text("Test Mutant", "Fabricate 1", ("Creature",)) != compile_text("Test Mutant", "Fabricate 2",
                                                                                       ("Creature",))


# ---------------------------------------------------------------------------- renown


RENOWN = creature("Test Renowned Lancer", "Renown 1", 2, 2, "{1}{W}")


def test_702_112a_renown_once_per_creature() -> None:
    """702.112a-b: its first combat damage to bob makes it renowned with a +1/+1 counter; the
    second time it isn't triggered (it's renowned): still one counter."""
    d = fight_position([RENOWN], [])
    d.attack("alice", [RENOWN])
    d.block("bob", {})
    through_combat(d)
    d.resolve(None)
    lancer = d.object(RENOWN)
    assert d.game.state.objects[lancer].counters == {"+1/+1": 1}
    assert [e["obj"] for e in events(d.game, "renowned")] == [lancer]
    d.pass_until(lambda: d.game.state.turn == 3 and d.game.state.step == "beginning_of_combat")
    d.attack("alice", [RENOWN])
    d.block("bob", {})
    through_combat(d)
    d.resolve(None)
    assert d.game.state.objects[lancer].counters == {"+1/+1": 1}
    assert len(events(d.game, "renowned")) == 1
    assert len([e for e in events(d.game, "trigger") if e["source"] == lancer]) == 1  # 603.4: not even triggered
    assert d.game.state.players[1].life == 20 - 2 - 3


def test_702_112b_a_renowned_creature_that_returns_is_a_new_object() -> None:
    """400.7, 702.112b: renowned, it's bounced and comes back: it isn't renowned."""
    from manastack.engine import keywords, zones

    d = fight_position([RENOWN], [])
    d.attack("alice", [RENOWN])
    d.block("bob", {})
    through_combat(d)
    d.resolve(None)
    kernel = d.game.kernel
    lancer = d.object(RENOWN)
    assert keywords.is_renowned(kernel, lancer)
    in_hand = zones.move(kernel, lancer, "hand")
    back = zones.move(kernel, in_hand, "battlefield")
    assert not keywords.is_renowned(kernel, back)


def test_renown_mutation() -> None:
    for line in ("Renown", "Renowned 1", "Renown X"):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))


# ---------------------------------------------------------------------------- as though it weren't blocked


THORN = creature("Test Thorn Beast", "You may have Test Thorn Beast assign its combat damage as though it weren't "
                 "blocked.", 3, 3, "{2}{G}")


@pytest.mark.parametrize("as_unblocked", [True, False])
def test_510_1_assign_combat_damage_as_though_it_werent_blocked(as_unblocked: bool) -> None:
    """510.1a-c: blocked by a 2/2, alice may have it assign all 3 to bob (the blocker takes
    none), or assign it to the blocker as usual; the blocker's damage is dealt either way."""
    d = fight_position([THORN], [BEAR])
    d.attack("alice", [THORN])
    d.block("bob", {BEAR: THORN})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    labels = [o.label for o in d.decision.options]
    assert "3 to bob" in labels and "3 to Test Bear" in labels
    d.choose(next(o for o in d.decision.options if o.label == ("3 to bob" if as_unblocked else "3 to Test Bear")))
    through_combat(d)
    assert d.game.state.players[1].life == (17 if as_unblocked else 20)
    assert (d.object(BEAR) in d.game.state.battlefield) == as_unblocked
    assert d.game.state.objects[d.object(THORN)].damage == 2


def test_a_creature_without_it_assigns_only_to_its_blockers() -> None:
    """510.1c: a plain blocked creature has no option to assign its damage to the player."""
    d = fight_position([BIG], [BEAR, OTHER_BEAR])
    d.attack("alice", [BIG])
    d.block("bob", {BEAR: BIG, OTHER_BEAR: BIG})
    assert all(option[2] == 0 for option in combat.assignment_options(d.game.kernel, d.object(BIG)))
    for line in ("You may have ~ assign its combat damage as though it were blocked.",
                 "You may have ~ assign its combat damage as though it weren't blocked this turn."):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))


# ---------------------------------------------------------------------------- blocking more than one


GUARD = creature("Test Twin Guard", "Test Twin Guard can block an additional creature each combat.", 2, 5)
HYDRA = creature("Test Many-Headed Guard", "Test Many-Headed Guard can block any number of creatures.", 3, 6)
MENACE = creature("Test Menacing Brute", "Menace", 2, 2, "{1}{R}")


def blockers_decision(attackers: list[str], blockers: list[str]) -> object:
    """Alice attacks with `attackers`; the game waits for bob's declaration of blockers."""
    d = fight_position(attackers, blockers)
    d.attack("alice", attackers)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    return d


def block_pairs(d) -> set[tuple[str, str]]:
    kernel = d.game.kernel
    return {(kernel.chars(o.value[0]).name, kernel.chars(o.value[1]).name) for o in d.decision.options if o.kind == "block"}


def declare(d, pairs: list[tuple[str, str]]) -> None:
    """Declare these blocks, then "done" (taken at once when it's the only option left)."""
    for blocker, attacker in pairs:
        d.choose(next(o for o in d.decision.options if o.value == (d.object(blocker), d.object(attacker))))
    if d.decision.kind == "blockers":
        d.choose(next(o for o in d.decision.options if o.kind == "done"))


def test_509_1a_a_creature_that_can_block_an_additional_creature_blocks_two() -> None:
    """509.1a, 510.1d: the guard blocks both bears (the mouse blocks one, and can't block a
    second); bob divides the guard's 2 damage between them (here all to the second bear);
    each bear deals its 2 to the guard."""
    d = blockers_decision([BEAR, OTHER_BEAR], [GUARD, SMALL])
    d.choose(next(o for o in d.decision.options if o.value == (d.object(GUARD), d.object(BEAR))))
    assert block_pairs(d) == {(GUARD, OTHER_BEAR), (SMALL, BEAR), (SMALL, OTHER_BEAR)}
    d.choose(next(o for o in d.decision.options if o.value == (d.object(SMALL), d.object(BEAR))))
    assert block_pairs(d) == {(GUARD, OTHER_BEAR)}  # the mouse blocks one only
    d.choose(next(o for o in d.decision.options if o.value == (d.object(GUARD), d.object(OTHER_BEAR))))
    # the guard has blocked two: no third, nor the same one twice; "done" alone is taken at once
    assert d.decision.kind != "blockers"
    combat_state = d.game.state.combat
    assert combat_state.blockers[d.object(GUARD)] == [d.object(BEAR), d.object(OTHER_BEAR)]
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "damage_assignment")
    assert d.decision.player == 0  # alice divides the first bear's damage: all to the guard
    d.choose(next(o for o in d.decision.options if o.value[:2] == ((d.object(GUARD), d.object(SMALL)), (2, 0))))
    assert (d.decision.kind, d.decision.player) == ("damage_assignment", 1)  # bob divides the guard's (510.1d)
    d.choose(next(o for o in d.decision.options if o.value[1] == (0, 2)))
    through_combat(d)
    state = d.game.state
    assert d.object(OTHER_BEAR) not in state.battlefield and d.object(BEAR) in state.battlefield
    assert state.objects[d.object(GUARD)].damage == 4 and d.object(GUARD) in state.battlefield


def test_509_1a_any_number_of_creatures() -> None:
    d = blockers_decision([BEAR, OTHER_BEAR, THIRD_BEAR], [HYDRA])
    declare(d, [(HYDRA, BEAR), (HYDRA, OTHER_BEAR), (HYDRA, THIRD_BEAR)])
    assert len(d.game.state.combat.blockers[d.object(HYDRA)]) == 3


def test_702_111b_a_creature_blocking_twice_is_still_one_blocker_for_menace() -> None:
    """702.111b: alone, the guard can't be the two blockers a menace creature needs, so its
    block isn't offered; with the mouse beside it, it is, and then the mouse must block too."""
    d = fight_position([MENACE], [GUARD])
    d.attack("alice", [MENACE])
    kernel = d.game.kernel
    alone = combat._block_options(kernel, [d.object(MENACE)], [d.object(GUARD)], {}, {d.object(MENACE): 0})
    assert [o.kind for o in alone] == ["done"]
    d = blockers_decision([MENACE], [GUARD, SMALL])
    assert block_pairs(d) == {(GUARD, MENACE), (SMALL, MENACE)}
    d.choose(next(o for o in d.decision.options if o.value == (d.object(GUARD), d.object(MENACE))))
    # no "done" yet: the mouse's block, the one option left, is taken at once
    assert d.game.state.combat.blocked_by[d.object(MENACE)] == [d.object(GUARD), d.object(SMALL)]


def test_509_3a_bushido_triggers_once_for_a_creature_blocking_two() -> None:
    guard = creature("Test Bushido Guard", "Bushido 1\nTest Bushido Guard can block an additional creature each combat.",
                     1, 4)
    d = blockers_decision([BEAR, OTHER_BEAR], [guard])
    declare(d, [(guard, BEAR), (guard, OTHER_BEAR)])
    d.resolve(None)
    assert power_toughness(d, guard) == (2, 5)


def test_block_additional_mutations() -> None:
    """"an additional creatures", "an additional two creature" and "any creature" are refused;
    "an additional two creatures" is a different tree (room for three blocks)."""
    for line in ("~ can block an additional creatures each combat.", "~ can block an additional two creature each combat.",
                 "~ can block any creature.", "~ can block an additional creature each turn."):
        with pytest.raises(UncompilableText):
            compile_text("Test Mutant", line, ("Creature",))
    (three,) = compile_text("Test Mutant", "~ can block an additional two creatures each combat.", ("Creature",))
    assert three.effect == dsl.CanBlockAdditional(2)


# ---------------------------------------------------------------------------- extort


EXTORT = creature("Test Extorting Thug", "Extort", 1, 1, "{1}{B}")


@pytest.mark.parametrize("pay", [True, False])
def test_702_101a_extort_pay_to_drain(pay: bool) -> None:
    """702.101a: alice casts a spell; her extort trigger lets her pay {W/B} (with a Swamp): bob
    loses 1 life and she gains 1; declining, nothing happens."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "library": ["Plains"] * 3,
                            "battlefield": [EXTORT, "Mountain", "Swamp"]}, "bob": {"library": ["Plains"] * 3}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind != "priority")
    assert [item.kind for item in d.game.state.stack] == ["spell", "triggered"]
    if pay:
        for _ in range(5):
            if d.decision.kind == "priority":
                break
            d.choose(next(o for o in d.decision.options if o.kind not in ("decline", "no")))
    else:
        d.choose(next(o for o in d.decision.options if o.kind in ("decline", "no")))
    d.resolve(None)
    players = d.game.state.players
    assert (players[0].life, players[1].life) == ((21, 16) if pay else (20, 17))
    assert d.game.state.objects[d.object("Swamp")].tapped == pay


def test_extort_mutation() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", "Extort 1", ("Creature",))
