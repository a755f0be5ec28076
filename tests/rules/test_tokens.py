"""Tokens (111): predefined tokens (111.10), tokens created by abilities, and tokens that leave
the battlefield ceasing to exist (111.7, 111.8, 704.5d)."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl


def test_treasure_is_the_predefined_artifact() -> None:
    """111.10a: a Treasure token is a colorless Treasure artifact token with "{T}, Sacrifice
    this token: Add one mana of any color.\""""
    d = position({"alice": {"battlefield": [{"card": "Treasure", "token": True}]}})
    game = d.game
    treasure = d.object("Treasure")
    chars = game.chars(treasure)
    assert game.state.objects[treasure].token
    assert chars.types == frozenset({"Artifact"}) and chars.subtypes == frozenset({"Treasure"})
    assert chars.colors == frozenset()
    assert chars.mana_cost is None and chars.mana_value == 0
    [ability] = [a for a in chars.abilities if isinstance(a, dsl.Activated)]
    assert ability.mana and ability.cost.tap and ability.cost.sacrifice_self
    assert ability.effects == (dsl.AddMana(any_color=1),)


def test_treasure_sacrificed_for_mana_of_any_color_then_ceases_to_exist() -> None:
    """111.10a, 605.3b, 111.7, 704.5d: tapping and sacrificing a Treasure adds one mana of the
    chosen colour; the token goes to the graveyard and then ceases to exist."""
    d = position({"alice": {"battlefield": [{"card": "Treasure", "token": True}]}})
    game = d.game
    treasure = d.object("Treasure")
    d.queued[0] = ["blue"]
    d.act("alice", "activates", "Treasure")
    assert game.state.players[0].mana_pool == {"U": 1}
    assert treasure not in game.state.objects or game.state.objects[treasure].zone != "battlefield"
    d.pass_once()  # state-based actions are checked before a player receives priority
    assert game.state.battlefield == []
    assert game.state.players[0].graveyard == []
    moved = [e for e in events(game, "zone_change") if e["obj"] == treasure]
    assert moved and moved[0]["to"] == "graveyard" and moved[0]["token"]
    assert [e["obj"] for e in events(game, "cease_to_exist")] == [moved[0]["new"]]


def test_blade_splicer_creates_phyrexian_golem() -> None:
    """111.1, 111.2, 111.3: Blade Splicer's trigger creates a 3/3 colorless Phyrexian Golem
    artifact creature token under its controller's control, owned by that player."""
    d = position({"alice": {"hand": ["Blade Splicer"], "battlefield": ["Plains"] * 3}})
    game = d.game
    d.act("alice", "casts", "Blade Splicer")
    d.resolve(None)
    golem = d.object("Phyrexian Golem")
    obj, chars = game.state.objects[golem], game.chars(golem)
    assert obj.token and obj.owner == 0 and chars.controller == 0
    assert chars.types == frozenset({"Artifact", "Creature"})
    assert chars.subtypes == frozenset({"Phyrexian", "Golem"})
    assert chars.colors == frozenset()
    assert (chars.power, chars.toughness) == (3, 3)


def test_hangarback_walker_dies_and_creates_thopters() -> None:
    """111.1, 603.10a: Hangarback Walker with two +1/+1 counters dies and its controller
    creates two 1/1 colorless Thopter artifact creature tokens with flying."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": ["Swamp"] * 3 + [
        {"card": "Hangarback Walker", "counters": {"+1/+1": 2}}]}})
    game = d.game
    d.act("alice", "casts", "Murder", targets=["Hangarback Walker"])
    d.resolve(None)
    thopters = [o for o in game.state.battlefield if game.state.objects[o].card == "Thopter"]
    assert len(thopters) == 2
    for oid in thopters:
        chars = game.chars(oid)
        assert game.state.objects[oid].token
        assert chars.types == frozenset({"Artifact", "Creature"}) and chars.subtypes == frozenset({"Thopter"})
        assert chars.colors == frozenset()
        assert (chars.power, chars.toughness) == (1, 1)
        assert chars.has("flying")


def test_dying_token_goes_to_graveyard_then_ceases_to_exist() -> None:
    """111.7, 704.5d, 603.10a: a dying token goes to the graveyard ("dies" triggers see it),
    then ceases to exist: a Thopter token that dies leaves nothing in the graveyard."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": ["Swamp"] * 3 + [{"card": "Thopter", "token": True}]}})
    game = d.game
    thopter = d.object("Thopter")
    d.act("alice", "casts", "Murder", targets=["Thopter"])
    d.resolve(None)
    assert game.state.battlefield == [o for o in game.state.battlefield if game.state.objects[o].card == "Swamp"]
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == ["Murder"]
    died = [e for e in events(game, "zone_change") if e["obj"] == thopter]
    assert died and died[0]["to"] == "graveyard"
    assert died[0]["new"] not in game.state.objects


def test_bounced_token_ceases_to_exist() -> None:
    """111.7, 111.8, 704.5d: a Phyrexian Golem token returned to its owner's hand ceases to
    exist; it can't be cast or return."""
    d = position({"alice": {"hand": ["Unsummon"], "battlefield": ["Island", {"card": "Phyrexian Golem", "token": True}]}})
    game = d.game
    d.act("alice", "casts", "Unsummon", targets=["Phyrexian Golem"])
    d.resolve(None)
    assert game.state.players[0].hand == []
    assert not any(o.card == "Phyrexian Golem" for o in game.state.objects.values())


def test_token_created_by_adventure_is_a_1_1_human() -> None:
    """111.1, 111.4: Heart's Desire creates a 1/1 white Human creature token."""
    d = position({"alice": {"hand": ["Lovestruck Beast"], "battlefield": ["Forest"]}})
    game = d.game
    d.act("alice", "casts", "Lovestruck Beast", face="Heart's Desire")
    d.resolve(None)
    human = d.object("Human")
    chars = game.chars(human)
    assert game.state.objects[human].token
    assert chars.types == frozenset({"Creature"}) and chars.subtypes == frozenset({"Human"})
    assert chars.colors == frozenset({"W"})
    assert (chars.power, chars.toughness) == (1, 1)


def test_tokens_are_affected_like_permanents() -> None:
    """111.6: a token is subject to anything that affects permanents: Giant Growth on a
    Thopter."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Forest", {"card": "Thopter", "token": True}]}})
    game = d.game
    thopter = d.object("Thopter")
    d.act("alice", "casts", "Giant Growth", targets=["Thopter"])
    d.resolve(None)
    assert (game.chars(thopter).power, game.chars(thopter).toughness) == (4, 4)
