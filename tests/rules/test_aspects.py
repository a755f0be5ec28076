"""Invalidation from mutations (issue 15 item 4): every change to the state bumps the version of
its aspect (engine/aspects.py), and each cache names the aspects it reads.  The caches serve
613 (characteristics), 704.3 (the state-based-action check) and the options at priority (117)."""

from __future__ import annotations

import random
import typing

from support import compiled_card, position

from manastack import fuzz
from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.aspects import CACHE_READS, QUERY_READS, Aspect, Cache, aspect_values, static_reads
from manastack.engine.game import Game
from manastack.engine.kernel import Kernel

GAMES = 3
LIBRARIES = {"library": ["Island"] * 5}
TURN_CAP = 8


def _games():
    pool = fuzz.card_pool("all,mb2")
    for seed in range(GAMES):
        rng = random.Random(seed)
        yield seed, Game.new([fuzz.random_deck(rng, pool), fuzz.random_deck(rng, pool)], seed=seed, max_turns=TURN_CAP)


def test_every_option_of_every_decision_bumps_the_aspects_it_changes() -> None:
    """At every decision of random games over every supported card, each option is chosen on a
    clone (whose versions start at 0): no aspect of the state changes without its bump."""
    checked = 0
    for seed, game in _games():
        pick = random.Random(seed)
        while not game.over:
            decision = game.decision
            before = aspect_values(game.state)
            for option in decision.options:
                trial = game.clone()
                trial.choose(option)
                assert fuzz.aspect_problem(before, trial) is None, (seed, decision.kind, option.label)
                checked += 1
            game.choose(pick.randrange(len(decision.options)))
    assert checked > 500


def test_the_check_finds_a_change_made_without_its_bump(monkeypatch) -> None:
    """A tap that doesn't bump TAPPED (110.5) is found: the check names the aspect."""
    d = position({"step": "main1", "alice": {"battlefield": ["Forest"], **LIBRARIES}, "bob": LIBRARIES})
    game = d.game
    trial = game.clone()
    before = aspect_values(trial.state)
    real = Kernel.changed
    monkeypatch.setattr(Kernel, "changed", lambda self, *aspects: real(self, *(a for a in aspects if a != Aspect.TAPPED)))
    zones.tap(trial.kernel, d.object("Forest"))
    problem = fuzz.aspect_problem(before, trial)
    assert problem is not None and problem.startswith("TAPPED changed without a bump")


def test_a_bump_makes_the_caches_that_read_it_stale_and_no_other() -> None:
    """Each cache's stamp moves with the aspects it reads, and only with them."""
    d = position({"alice": {"battlefield": ["Forest"], **LIBRARIES}, "bob": LIBRARIES})
    kernel = d.game.kernel
    for aspect in Aspect:
        before = list(kernel.stamps)
        kernel.changed(aspect)
        moved = {cache for cache in Cache if kernel.stamps[cache] != before[cache]}
        assert moved == {cache for cache, reads in CACHE_READS.items() if aspect in reads}, aspect


def test_every_condition_and_value_of_card_text_says_what_it_reads() -> None:
    """QUERY_READS lists every condition and value the DSL has: a new one must say which
    aspects of the state it reads before static abilities may use it."""
    kinds = {k for k in typing.get_args(dsl.Condition) + typing.get_args(dsl.Value) if k is not int}
    assert kinds - set(QUERY_READS) == set()


def test_static_reads_sees_what_conditions_and_filters_look_at() -> None:
    """An anthem for untapped creatures reads tapped status (110.5); "during your turn" reads
    the turn; an attacking-creature filter reads combat (506.4)."""
    untapped = dsl.Anthem(affects=dsl.Filter(types=("Creature",), tapped=False), power=1, toughness=1)
    assert static_reads(untapped) == {Aspect.TAPPED}
    assert static_reads(dsl.Anthem(keywords=("lifelink",), condition=dsl.DuringYourTurn())) == {Aspect.TURN}
    assert static_reads(dsl.Anthem(affects=dsl.Filter(attacking=True), power=1)) == {Aspect.COMBAT}
    assert static_reads(dsl.Anthem(affects=dsl.Filter(types=("Creature",)), power=1)) == frozenset()


def test_characteristics_follow_what_the_static_abilities_in_play_read() -> None:
    """611.3a: Blood Burglar has lifelink during its controller's turn.  The turn is no aspect
    characteristics always read, but with Blood Burglar on the battlefield they read it: the
    turn passing makes them stale, and its lifelink follows."""
    d = position({"step": "main1", "alice": {"battlefield": ["Blood Burglar"], **LIBRARIES}, "bob": LIBRARIES})
    kernel = d.game.kernel
    burglar = d.object("Blood Burglar")
    assert Aspect.TURN not in CACHE_READS[Cache.CHARACTERISTICS]
    assert kernel.chars(burglar).has("lifelink")
    assert Aspect.TURN in kernel._chars_extra
    kernel.state.active = 1
    kernel.changed(Aspect.TURN)
    assert not kernel.chars(burglar).has("lifelink")


def test_paying_an_abilitys_costs_bumps_its_stack_item() -> None:
    """602.2b, 601.2h (fuzz seed 211): a Blood token's "{1}, {T}, Discard a card, Sacrifice this
    artifact" records the costs paid on the ability's stack item, the activation's last change:
    each decision on the way, with each of its options, leaves no change without its bump."""
    d = position({"step": "main1", "alice": {"battlefield": ["Blood", "Mountain"], "hand": ["Bonesplitter", "Forest"],
                                             **LIBRARIES}, "bob": LIBRARIES})
    game = d.game
    activate = next(o for o in game.decision.options if o.kind == "activate" and "Blood" in o.label)
    checked = 0
    game.choose(activate)
    while game.state.stack and game.decision.kind != "priority":
        before = aspect_values(game.state)
        for option in game.decision.options:
            trial = game.clone()
            trial.choose(option)
            assert fuzz.aspect_problem(before, trial) is None, (game.decision.kind, option.label)
            checked += 1
        game.choose(0)
    assert checked >= 2 and game.state.stack


def test_restricted_mana_is_the_mana_aspect() -> None:
    """106.6 (corpus fuzz seed 10058, Mishra's Workshop): mana with a spending restriction is in
    the pool, apart: adding it bumps the mana aspect, and the aspect holds it, so no change to
    it goes without its bump."""
    compiled_card("Test Aspect Workshop", "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
                  ("Land",), cost=None)
    d = position({"step": "main1", "alice": {"battlefield": ["Test Aspect Workshop"], **LIBRARIES}, "bob": LIBRARIES})
    game = d.game
    before = aspect_values(game.state)
    activate = next(o for o in game.decision.options if o.kind == "activate" and "Test Aspect Workshop" in o.label)
    trial = game.clone()
    trial.choose(activate)
    assert trial.state.players[0].restricted_mana
    assert fuzz.aspect_problem(before, trial) is None
    assert aspect_values(trial.state)[Aspect.MANA] != before[Aspect.MANA]
