"""Cached characteristics, ability indexes, options and state-based action checks follow every
change that matters (DESIGN.md principle 6: characteristics are derived, cached by a state
version).  Each test makes the change a cache could miss and checks the rule still applies."""

from __future__ import annotations

from support import position

from manastack.engine import casting, sba, zones
from manastack.engine.state import EXILE, GRAVEYARD, ContinuousEffect

LIBRARIES = {"library": ["Forest"] * 5}


def _grant(game, oid: int, keyword: str) -> None:
    """A test-only "gains <keyword> until end of turn" effect from a resolved ability (613.1f)."""
    game.state.effects.append(ContinuousEffect(
        id=game.kernel.new_id(), kind="grant", source=None, controller=game.state.active, timestamp=game.kernel.new_timestamp(),
        affected=[oid], params={"keywords": [keyword]}, duration="end_of_turn", began_turn_of=game.state.active))
    game.invalidate()


def test_identical_creatures_keep_their_own_characteristics_when_one_changes() -> None:
    """613.1, 613.4c, 122.1a: two Grizzly Bears share their printed values; Giant Growth on
    one and a +1/+1 counter on the other change only that one."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears", "Grizzly Bears"],
                            **LIBRARIES}, "bob": dict(LIBRARIES)})
    game = d.game
    first = d.object("Grizzly Bears#2")
    second = next(o for o in game.state.battlefield if game.state.objects[o].card == "Grizzly Bears" and o != first)
    d.act("alice", "casts", "Giant Growth", targets=["Grizzly Bears#2"])
    d.resolve(None)
    assert (game.chars(first).power, game.chars(first).toughness) == (5, 5)
    assert (game.chars(second).power, game.chars(second).toughness) == (2, 2)
    game.state.objects[second].counters["+1/+1"] = 1
    game.invalidate()
    assert (game.chars(first).power, game.chars(second).power) == (5, 3)
    assert game.chars(first) is not game.chars(second)


def test_a_granted_keyword_is_indexed_with_the_abilities_it_joins() -> None:
    """613.1f, 702.108a: a creature that gains prowess has a triggered ability: casting a
    noncreature spell triggers it, as it would for a printed prowess."""
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain", "Grizzly Bears"], **LIBRARIES},
                  "bob": {"battlefield": ["Grizzly Bears"], **LIBRARIES}})
    game = d.game
    mine = next(oid for oid in game.state.battlefield if game.chars(oid).controller == 0 and game.chars(oid).is_creature)
    _grant(game, mine, "prowess")
    assert "prowess" in game.chars(mine).keywords
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert (game.chars(mine).power, game.chars(mine).toughness) == (3, 3)


def test_a_card_put_into_a_graveyard_from_a_hand_counts_at_once() -> None:
    """604.3, 400.7: Tarmogoyf counts the card types in graveyards; a card moved there from a
    hand (a zone characteristics don't otherwise look at) is counted at once, and a card
    drawn changes nothing."""
    d = position({"alice": {"battlefield": ["Tarmogoyf"], "hand": ["Lightning Bolt"], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    goyf = d.object("Tarmogoyf")
    assert game.chars(goyf).power == 0
    zones.draw(game.kernel, 0)
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (0, 1)
    zones.move(game.kernel, d.object("Lightning Bolt"), GRAVEYARD)
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (1, 2)


def test_options_change_with_sorcery_timing_when_only_passes_happen() -> None:
    """307.1, 117.1a: between the upkeep and the first main phase only priority passes and
    step changes happen, yet a creature spell becomes castable in the main phase."""
    d = position({"alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest"], "library": ["Forest"] * 5},
                  "bob": dict(LIBRARIES)})
    game = d.game
    d.pass_until(lambda: game.state.active == 0 and game.state.step == "upkeep" and game.state.priority == 0)
    assert not [o for o in game.decision.options if o.kind == "cast"]
    d.pass_until(lambda: game.state.active == 0 and game.state.step == "main1" and game.state.priority == 0)
    assert [o.label for o in game.decision.options if o.kind == "cast"] == ["cast Llanowar Elves"]


def test_options_after_tapping_a_land_for_mana_see_the_mana() -> None:
    """106.4, 601.2g: with its only land tapped for {G}, the mana in the pool still pays for
    Llanowar Elves; the options listed after the mana ability account for the pool."""
    d = position({"step": "main1", "alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest"], **LIBRARIES},
                  "bob": dict(LIBRARIES)})
    game = d.game
    tap = next(o for o in game.decision.options if o.kind == "activate")
    game.choose(tap)
    assert game.state.players[0].mana_pool == {"G": 1}
    labels = [o.label for o in game.decision.options]
    assert "cast Llanowar Elves" in labels
    assert not [o for o in game.decision.options if o.kind == "activate"]
    assert tuple(casting.priority_options(game.kernel, 0)) == game.decision.options


def test_state_based_actions_are_checked_again_after_damage() -> None:
    """704.3, 704.5g: a check that found nothing stays valid over priority passes, but not
    over damage: 2 damage to Grizzly Bears after a clean check destroys it at the next check."""
    d = position({"alice": {"battlefield": ["Mountain"], **LIBRARIES},
                  "bob": {"battlefield": ["Grizzly Bears"], **LIBRARIES}})
    game = d.game
    bears = d.object("Grizzly Bears")
    assert not sba.perform(game.kernel)
    game.kernel.emit({"type": "pass", "player": 0})
    assert sba.unchanged_since_clean_check(game.kernel)
    zones.deal_damage(game.kernel, d.object("Mountain"), ("obj", bears), 2)
    assert not sba.unchanged_since_clean_check(game.kernel)
    assert sba.perform(game.kernel)
    assert bears not in game.state.battlefield
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.players[1].graveyard]


def test_a_permanent_whose_toughness_falls_with_a_graveyard_change_is_checked_again() -> None:
    """704.3, 704.5g, 604.3: a card leaving a graveyard for exile is no event a state-based
    action looks at, but it makes Tarmogoyf smaller: a Tarmogoyf with 2 damage that was a 2/3
    is destroyed at the next check once it is a 1/2."""
    d = position({"alice": {"battlefield": ["Mountain", "Tarmogoyf"], **LIBRARIES},
                  "bob": {"graveyard": ["Lightning Bolt", "Grizzly Bears"], **LIBRARIES}})
    game = d.game
    goyf = d.object("Tarmogoyf")
    zones.deal_damage(game.kernel, d.object("Mountain"), ("obj", goyf), 2)
    assert (game.chars(goyf).power, game.chars(goyf).toughness) == (2, 3)
    assert not sba.perform(game.kernel)
    bears = next(o for o in game.state.players[1].graveyard if game.state.objects[o].card == "Grizzly Bears")
    zones.move(game.kernel, bears, EXILE)
    assert not sba.unchanged_since_clean_check(game.kernel)
    assert sba.perform(game.kernel)
    assert goyf not in game.state.battlefield


def test_a_spell_put_on_the_stack_leaves_a_clean_check_valid() -> None:
    """704.3: casting a spell moves a card from a hand to the stack, which changes no permanent,
    life total or counter: a check that found nothing before still finds nothing."""
    d = position({"step": "main1", "alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], **LIBRARIES},
                  "bob": {"battlefield": ["Grizzly Bears"], **LIBRARIES}})
    game = d.game
    assert not sba.perform(game.kernel)
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert [game.state.objects[item.obj].card for item in game.state.stack] == ["Lightning Bolt"]
    assert sba.unchanged_since_clean_check(game.kernel)
