"""Resolving spells and abilities (608): the top object resolves first (405.5, 608.1), target
legality is checked again (608.2b), instants and sorceries go to the graveyard (608.2n) and
permanent spells become permanents (608.3)."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl, registry
from manastack.engine.state import BATTLEFIELD, GRAVEYARD, HAND, STACK

registry.register(dsl.CardDef(name="Test Resolution Command", source="test", faces=(dsl.Face(
    name="Test Resolution Command", mana_cost="{R}", types=("Instant",), abilities=(
        dsl.SpellAbility(modes=(
            dsl.Mode((dsl.DealDamage(2, dsl.Target(0)),), (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",))),),
                     text="Deal 2 damage to target creature."),
            dsl.Mode((dsl.GainLife(3),), text="You gain 3 life."),
        ), choose_modes=2),)),)))

registry.register(dsl.CardDef(name="Test Homing Insight", source="test", faces=(dsl.Face(
    name="Test Homing Insight", mana_cost="{U}", types=("Instant",), abilities=(
        dsl.SpellAbility((dsl.Draw(1), dsl.ReturnToHand(dsl.Self()), dsl.GainLife(1)),
                         text="Draw a card. Return this spell to its owner's hand. You gain 1 life."),)),)))

LIBRARY = ["Island"] * 4


def zone_of(d, name: str) -> str:
    return d.game.state.objects[d.object(name)].zone


def graveyard(game, player: int) -> list[str]:
    return [game.state.objects[o].card for o in game.state.players[player].graveyard]


# ------------------------------------------------------------------ 608.2b


def test_spell_whose_only_target_is_illegal_does_not_resolve() -> None:
    """608.2b: Lightning Bolt's target left the battlefield: the Bolt doesn't resolve; none
    of its effects happen and it goes to its owner's graveyard."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Grizzly Bears", "Island"]}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert zone_of(d, "Grizzly Bears") == HAND
    assert [e["obj"] for e in events(game, "fizzle")] == [events(game, "cast")[0]["obj"]]
    assert graveyard(game, 0) == ["Lightning Bolt"]
    assert not events(game, "damage")
    assert [p.life for p in game.state.players] == [20, 20]
    assert not game.state.stack


def test_target_that_became_illegal_on_the_battlefield() -> None:
    """608.2b: a target can become illegal without moving: Blossoming Defense gives the
    Bears hexproof, so alice's Cut Down has no legal target and doesn't resolve."""
    d = position({"alice": {"hand": ["Cut Down"], "battlefield": ["Swamp"]},
                  "bob": {"hand": ["Blossoming Defense"], "battlefield": ["Grizzly Bears", "Forest"]}})
    game = d.game
    d.act("alice", "casts", "Cut Down", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Blossoming Defense", targets=["Grizzly Bears"])
    d.resolve(None)
    assert zone_of(d, "Grizzly Bears") == BATTLEFIELD
    assert len(events(game, "fizzle")) == 1
    assert graveyard(game, 0) == ["Cut Down"]


def test_spell_with_one_of_two_targets_illegal_does_what_it_can() -> None:
    """608.2b (Bridgeworks Battle's rulings): if the creature you don't control becomes an
    illegal target, your creature still gets +2/+2 but doesn't fight."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"], "battlefield": ["Forest"] * 3 + ["Grizzly Bears"]},
                  "bob": {"hand": ["Blossoming Defense"], "battlefield": ["Savannah Lions", "Forest"]}})
    game = d.game
    d.act("alice", "casts", "Bridgeworks Battle", targets=["Grizzly Bears", "Savannah Lions"])
    d.act("bob", "casts", "Blossoming Defense", targets=["Savannah Lions"])
    d.resolve(None)
    bears, lions = d.object("Grizzly Bears"), d.object("Savannah Lions")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert game.state.objects[bears].damage == 0
    assert game.state.objects[lions].damage == 0
    assert zone_of(d, "Savannah Lions") == BATTLEFIELD
    assert not events(game, "fizzle")
    assert graveyard(game, 0) == ["Bridgeworks Battle // Tanglespan Bridgeworks"]


def test_spell_with_both_targets_legal_does_everything() -> None:
    """608.2c: with both targets legal, Bridgeworks Battle pumps and then fights (701.14)."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"], "battlefield": ["Forest"] * 3 + ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    game = d.game
    d.act("alice", "casts", "Bridgeworks Battle", targets=["Grizzly Bears", "Savannah Lions"])
    d.resolve(None)
    assert zone_of(d, "Savannah Lions") == GRAVEYARD
    assert game.state.objects[d.object("Grizzly Bears")].damage == 2


def test_spell_with_all_targets_illegal_does_nothing_at_all() -> None:
    """608.2b: Bridgeworks Battle with both targets illegal doesn't resolve: no pump."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"], "battlefield": ["Forest"] * 3 + ["Grizzly Bears"]},
                  "bob": {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Savannah Lions", "Mountain", "Mountain"]}})
    game = d.game
    d.act("alice", "casts", "Bridgeworks Battle", targets=["Grizzly Bears", "Savannah Lions"])
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Lightning Bolt", targets=["Savannah Lions"])
    d.resolve(None)
    assert len(events(game, "fizzle")) == 1
    assert not game.state.effects  # no +2/+2
    assert graveyard(game, 0)[-1] == "Bridgeworks Battle // Tanglespan Bridgeworks"


def test_untargeted_mode_does_not_happen_when_every_target_is_illegal() -> None:
    """608.2b: a modal spell whose every target is illegal doesn't resolve, so its untargeted
    chosen mode doesn't happen either."""
    d = position({"alice": {"hand": ["Test Resolution Command"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Grizzly Bears", "Island"]}})
    game = d.game
    d.act("alice", "casts", "Test Resolution Command", modes=[1, 2], targets=["Grizzly Bears"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert game.state.players[0].life == 20
    assert len(events(game, "fizzle")) == 1


def test_ability_with_illegal_target_does_not_resolve() -> None:
    """608.2b: the same check applies to abilities: Giant Killer's ability whose target left
    does nothing and is removed from the stack."""
    d = position({"alice": {"battlefield": ["Giant Killer", "Plains", "Plains"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Grizzly Bears", "Island"]}})
    game = d.game
    d.act("alice", "activates", "Giant Killer", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert not game.state.stack
    assert len(events(game, "fizzle")) == 1
    assert not [e for e in events(game, "tap") if e["obj"] == d.object("Grizzly Bears")]


# ------------------------------------------------------------------ order and destinations


def test_last_in_first_out() -> None:
    """405.5, 608.1: the top object of the stack resolves first: Giant Growth cast in
    response saves the Bears from Lightning Bolt."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Giant Growth"], "battlefield": ["Grizzly Bears", "Forest"]}})
    game = d.game
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Giant Growth", targets=["Grizzly Bears"])
    d.resolve(1)
    assert game.chars(d.object("Grizzly Bears")).toughness == 5
    assert [game.chars(i.obj).name for i in game.state.stack] == ["Lightning Bolt"]
    d.resolve(None)
    assert zone_of(d, "Grizzly Bears") == BATTLEFIELD
    assert game.state.objects[d.object("Grizzly Bears")].damage == 3


def test_instant_and_sorcery_go_to_the_graveyard_as_they_resolve() -> None:
    """608.2n: as the final part of its resolution an instant or sorcery is put into its
    owner's graveyard (after its effects)."""
    d = position({"alice": {"hand": ["Divination", "Opt"], "battlefield": ["Island"] * 4, "library": LIBRARY}})
    game = d.game
    d.act("alice", "casts", "Divination")
    assert zone_of(d, "Divination") == STACK
    d.resolve(None)
    assert graveyard(game, 0) == ["Divination"]
    draws = [i for i, e in enumerate(game.log) if e["type"] == "draw"]
    to_yard = next(i for i, e in enumerate(game.log) if e["type"] == "zone_change" and e["to"] == GRAVEYARD)
    assert len(draws) == 2 and max(draws) < to_yard
    d.queued[0] = ["Island"]
    d.act("alice", "casts", "Opt")
    d.resolve(None)
    assert graveyard(game, 0) == ["Divination", "Opt"]


def test_permanent_spell_enters_the_battlefield_as_it_resolves() -> None:
    """608.3a: a permanent spell becomes a permanent on the battlefield under its
    controller's control; before resolving it is on the stack, not the battlefield."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}})
    game = d.game
    d.act("alice", "casts", "Grizzly Bears")
    assert zone_of(d, "Grizzly Bears") == STACK
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Grizzly Bears"]
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    assert game.state.objects[bears].zone == BATTLEFIELD
    assert game.chars(bears).controller == 0
    assert not game.state.stack
    assert graveyard(game, 0) == []


def test_aura_spell_attaches_to_its_target() -> None:
    """303.4a, 608.3c: an Aura spell targets what it will enchant and enters the battlefield
    attached to it."""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Grizzly Bears"]}})
    game = d.game
    d.act("alice", "casts", "Rancor", targets=["Grizzly Bears"])
    d.resolve(None)
    rancor = d.object("Rancor")
    assert game.state.objects[rancor].attached_to == d.object("Grizzly Bears")
    assert game.chars(d.object("Grizzly Bears")).power == 4


def test_aura_spell_with_an_illegal_target_goes_to_the_graveyard() -> None:
    """608.3b: an Aura spell whose target is illegal doesn't resolve; the card goes to its
    owner's graveyard instead of the battlefield."""
    d = position({"alice": {"hand": ["Rancor"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Island"]}})
    game = d.game
    d.act("alice", "casts", "Rancor", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert zone_of(d, "Rancor") == GRAVEYARD
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Rancor"]


def test_608_2n_a_spell_that_returns_itself_to_hand_while_resolving_stays_there() -> None:
    """400.7, 608.2n: a spell that puts itself into its owner's hand as it resolves (View from
    Above) leaves the stack then: it is no longer a spell, its other effects still happen, and it
    isn't put into the graveyard (found by fuzzing the corpus slice, seeds 2156 and 2171)."""
    d = position({"alice": {"hand": ["Test Homing Insight"], "battlefield": ["Island"], "library": LIBRARY},
                  "bob": {}})
    d.act("alice", "casts", "Test Homing Insight")
    d.resolve(None)
    game = d.game
    assert game.state.stack == []
    hand = [game.state.objects[o].card for o in game.state.players[0].hand]
    assert sorted(hand) == ["Island", "Test Homing Insight"]
    assert game.state.players[0].graveyard == []
    assert game.state.players[0].life == 21
