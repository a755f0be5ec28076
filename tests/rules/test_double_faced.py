"""Double-faced cards (712): modal double-faced cards (Bridgeworks Battle // Tanglespan
Bridgeworks, Disciple of Freyalise // Garden of Freyalise) and a transforming one (Delver of
Secrets // Insectile Aberration)."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.mana_cost import parse_mana_cost

# A test-only instant: "Transform target permanent."
registry.register(dsl.CardDef(name="Test Moonmist", source="test", faces=(dsl.Face(
    name="Test Moonmist", mana_cost="{1}", types=("Instant",),
    abilities=(dsl.SpellAbility((dsl.Transform(dsl.Target(0)),), targets=(dsl.TargetSpec(),),
                                text="Transform target permanent."),)),)))


def _options(d, kind: str) -> list[str]:
    return [o.label for o in d.game.decision.options if o.kind == kind]


# ---------------------------------------------------------------- modal double-faced cards


def test_mdfc_mana_value_in_hand_and_graveyard_is_front_face() -> None:
    """712.8a: outside the stack and battlefield a modal double-faced card has only its front
    face's characteristics: Disciple of Freyalise is a mana value 6 creature card in the hand
    and in the graveyard; Bridgeworks Battle a mana value 3 sorcery card."""
    d = position({"alice": {"hand": [{"card": "Disciple of Freyalise", "as": "held"}, "Bridgeworks Battle"],
                            "graveyard": [{"card": "Disciple of Freyalise", "as": "buried"}]}})
    game = d.game
    for oid in (d.object("held"), d.object("buried")):
        chars = game.chars(oid)
        assert chars.name == "Disciple of Freyalise"
        assert chars.mana_value == 6 and chars.types == frozenset({"Creature"})
    battle = game.chars(d.object("Bridgeworks Battle"))
    assert battle.mana_value == 3 and battle.types == frozenset({"Sorcery"})


def test_mdfc_land_face_on_battlefield_has_mana_value_0() -> None:
    """712.8f: on the battlefield a modal double-faced permanent has only the characteristics
    of the face that's up: Garden of Freyalise is a land with mana value 0."""
    d = position({"alice": {"hand": ["Disciple of Freyalise"]}})
    game = d.game
    d.queued[0] = ["yes"]  # pay 3 life: it enters untapped
    d.act("alice", "plays", "Disciple of Freyalise", face="Garden of Freyalise")
    garden = d.object("Garden of Freyalise")
    chars = game.chars(garden)
    assert game.state.objects[garden].zone == "battlefield"
    assert chars.name == "Garden of Freyalise" and chars.types == frozenset({"Land"})
    assert chars.mana_value == 0 and chars.mana_cost is None
    assert game.state.players[0].lands_played == 1
    assert game.state.players[0].life == 17
    assert not game.state.objects[garden].tapped


def test_mdfc_spell_on_stack_has_the_cast_face() -> None:
    """712.8f, 712.11b: the player chooses the face to cast; on the stack the spell has only that
    face's characteristics (Bridgeworks Battle: a mana value 3 sorcery)."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"], "battlefield": ["Forest"] * 3 + ["Grizzly Bears"]}})
    game = d.game
    d.until_priority(0)
    assert "cast Bridgeworks Battle" in _options(d, "cast")
    assert "play Tanglespan Bridgeworks" in _options(d, "play")
    d.act("alice", "casts", "Bridgeworks Battle", face="Bridgeworks Battle", targets=["Grizzly Bears"])
    spell = game.state.stack[-1].obj
    chars = game.chars(spell)
    assert chars.name == "Bridgeworks Battle" and chars.types == frozenset({"Sorcery"})
    assert chars.mana_value == 3
    d.resolve(None)
    assert (game.chars(d.object("Grizzly Bears")).power, game.chars(d.object("Grizzly Bears")).toughness) == (4, 4)


def test_only_the_chosen_face_is_evaluated_for_casting() -> None:
    """712.11c, 712.12: with three lands, Disciple of Freyalise (six mana) can't be cast, but
    Garden of Freyalise can be played."""
    d = position({"alice": {"hand": ["Disciple of Freyalise"], "battlefield": ["Forest"] * 3}})
    d.until_priority(0)
    assert _options(d, "cast") == []
    assert _options(d, "play") == ["play Garden of Freyalise"]


def test_played_land_face_uses_the_land_play() -> None:
    """712.12, 305.2: playing the land face is a land play; a second MDFC can then only be cast,
    not played."""
    d = position({"alice": {"hand": [{"card": "Bridgeworks Battle", "count": 2}], "battlefield": ["Forest"] * 3}})
    game = d.game
    d.queued[0] = ["no"]  # don't pay 3 life: it enters tapped
    d.act("alice", "plays", "Bridgeworks Battle", face="Tanglespan Bridgeworks")
    [land] = game.state.battlefield[3:]
    assert game.chars(land).name == "Tanglespan Bridgeworks"
    assert game.state.objects[land].tapped
    assert game.state.players[0].life == 20
    d.until_priority(0)
    assert _options(d, "play") == []


def test_mdfc_cast_as_creature_enters_front_face_up() -> None:
    """712.13: a resolving double-faced spell enters with the face that was up on the stack:
    Disciple of Freyalise, a 3/3 Elf Druid with mana value 6."""
    d = position({"alice": {"hand": ["Disciple of Freyalise"], "battlefield": ["Forest"] * 6}})
    game = d.game
    d.act("alice", "casts", "Disciple of Freyalise")
    d.queued[0] = ["no"]  # don't sacrifice another creature
    d.resolve(None)
    disciple = d.object("Disciple of Freyalise")
    chars = game.chars(disciple)
    assert game.state.objects[disciple].zone == "battlefield"
    assert chars.name == "Disciple of Freyalise" and (chars.power, chars.toughness) == (3, 3)
    assert chars.mana_value == 6


def test_zombify_returns_disciple_front_face_up() -> None:
    """712.14, MDFC rulings: an effect that puts a creature card onto the battlefield looks only
    at the front face; Disciple of Freyalise enters front face up and its ability triggers."""
    d = position({"alice": {"hand": ["Zombify"], "battlefield": ["Swamp"] * 4,
                            "graveyard": ["Disciple of Freyalise"]}})
    game = d.game
    d.act("alice", "casts", "Zombify", targets=["Disciple of Freyalise"])
    d.queued[0] = ["no"]
    d.resolve(None)
    disciple = d.object("Disciple of Freyalise")
    assert game.state.objects[disciple].zone == "battlefield" and game.state.objects[disciple].face == 0
    assert game.chars(disciple).is_creature
    assert any(e["name"] == "Disciple of Freyalise" for e in events(game, "trigger"))


def test_zombify_cant_target_sorcery_front_face() -> None:
    """712.8a: Bridgeworks Battle in the graveyard is only a sorcery card, so "target creature
    card" can't choose it: with only it there Zombify can't be cast; with a Grizzly Bears too,
    the Bears are the only candidate."""
    from manastack.engine import targets

    d = position({"alice": {"hand": ["Zombify"], "battlefield": ["Swamp"] * 4,
                            "graveyard": ["Bridgeworks Battle"]}})
    d.until_priority(0)
    assert _options(d, "cast") == []
    d = position({"alice": {"hand": ["Zombify"], "battlefield": ["Swamp"] * 4,
                            "graveyard": ["Bridgeworks Battle", "Grizzly Bears"]}})
    game = d.game
    zombify = d.object("Zombify")
    [spell] = game.chars(zombify).abilities
    assert targets.candidates(game.kernel, spell.targets[0], zombify, 0) == [("obj", d.object("Grizzly Bears"))]


def test_land_return_cant_return_garden_from_graveyard() -> None:
    """712.8a and the MDFC rulings: Stoic Builder's "return target land card from your
    graveyard" can't choose Disciple of Freyalise // Garden of Freyalise: in the graveyard it is
    only a creature card.  The Forest is the only legal target."""
    d = position({"alice": {"hand": ["Stoic Builder"], "battlefield": ["Forest"] * 3,
                            "graveyard": ["Disciple of Freyalise", "Forest"]}})
    game = d.game
    d.act("alice", "casts", "Stoic Builder")
    d.queued[0] = ["yes"]
    d.resolve(None)
    hand = [game.state.objects[o].card for o in game.state.players[0].hand]
    assert hand == ["Forest"]
    assert [game.state.objects[o].card for o in game.state.players[0].graveyard] == [
        "Disciple of Freyalise // Garden of Freyalise"]


def test_land_return_with_only_garden_has_no_target() -> None:
    """712.8a, 603.3d: with only Disciple of Freyalise in the graveyard, Stoic Builder's trigger
    has no legal target and is removed from the stack."""
    d = position({"alice": {"hand": ["Stoic Builder"], "battlefield": ["Forest"] * 3,
                            "graveyard": ["Disciple of Freyalise"]}})
    game = d.game
    d.act("alice", "casts", "Stoic Builder")
    d.resolve(None)
    assert game.state.players[0].hand == []
    assert len(game.state.players[0].graveyard) == 1
    assert events(game, "trigger_removed")


def test_crucible_lets_garden_be_played_from_graveyard() -> None:
    """712.12 and the MDFC rulings: permission to play lands from the graveyard lets a player
    play Garden of Freyalise from there, but not cast Disciple of Freyalise."""
    d = position({"alice": {"battlefield": ["Crucible of Worlds"] + ["Forest"] * 6,
                            "graveyard": ["Disciple of Freyalise"]}})
    d.until_priority(0)
    assert "play Garden of Freyalise from graveyard" in _options(d, "play")
    assert not [label for label in _options(d, "cast") if "Disciple" in label]


def test_mdfc_cant_transform() -> None:
    """701.27c and the MDFC rulings ("a modal double-faced card can't be transformed"): an
    instruction to transform Tanglespan Bridgeworks is ignored."""
    d = position({"alice": {"hand": ["Test Moonmist"], "battlefield": ["Forest", "Tanglespan Bridgeworks"]}})
    game = d.game
    land = d.object("Tanglespan Bridgeworks")
    d.act("alice", "casts", "Test Moonmist", targets=["Tanglespan Bridgeworks"])
    d.resolve(None)
    assert game.state.objects[land].face == 1
    assert game.chars(land).name == "Tanglespan Bridgeworks"
    assert events(game, "transform") == []


# ---------------------------------------------------------------- transforming double-faced cards


def _delver_at_upkeep(top: str) -> object:
    return position({"turn": 2, "step": "untap", "alice": {"battlefield": ["Delver of Secrets", "Forest"],
                                                         "library": [top, "Island", "Island"]},
                     "bob": {"library": ["Island"] * 3}})


def test_delver_transforms_into_insectile_aberration() -> None:
    """701.27a, 712.8e: revealing an instant, Delver of Secrets transforms into Insectile
    Aberration, a blue 3/2 Human Insect with flying."""
    d = _delver_at_upkeep("Lightning Bolt")
    game = d.game
    delver = d.object("Delver of Secrets")
    d.queued[0] = ["yes"]
    d.pass_until(lambda: game.state.step == "draw")
    chars = game.chars(delver)
    assert game.state.objects[delver].face == 1
    assert chars.name == "Insectile Aberration"
    assert (chars.power, chars.toughness) == (3, 2)
    assert chars.has("flying")
    assert chars.colors == frozenset({"U"})
    assert chars.subtypes == frozenset({"Human", "Insect"})


def test_delver_does_not_transform_on_a_land() -> None:
    """701.27a: Delver transforms only if an instant or sorcery card is revealed."""
    d = _delver_at_upkeep("Island")
    game = d.game
    d.queued[0] = ["yes"]
    d.pass_until(lambda: game.state.step == "draw")
    assert game.chars(d.object("Delver of Secrets")).name == "Delver of Secrets"


def test_transformed_permanent_keeps_identity_and_effects() -> None:
    """712.18: transforming doesn't make a new object; an effect that applied to Delver of
    Secrets (Giant Growth) still applies to Insectile Aberration."""
    d = position({"alice": {"hand": ["Giant Growth", "Test Moonmist"], "battlefield": ["Forest", "Forest", "Delver of Secrets"]}})
    game = d.game
    delver = d.object("Delver of Secrets")
    d.act("alice", "casts", "Giant Growth", targets=["Delver of Secrets"])
    d.resolve(None)
    d.act("alice", "casts", "Test Moonmist", targets=["Delver of Secrets"])
    d.resolve(None)
    assert delver in game.state.battlefield
    assert game.chars(delver).name == "Insectile Aberration"
    assert (game.chars(delver).power, game.chars(delver).toughness) == (6, 5)
    assert [e["obj"] for e in events(game, "transform")] == [delver]


def test_transformed_permanent_mana_value_is_front_faces() -> None:
    """712.8e, 202.3b: Insectile Aberration has no mana cost, but its mana value is that of its
    front face's mana cost {U}: 1."""
    d = position({"alice": {"hand": ["Test Moonmist"], "battlefield": ["Forest", "Delver of Secrets"]}})
    game = d.game
    delver = d.object("Delver of Secrets")
    d.act("alice", "casts", "Test Moonmist", targets=["Delver of Secrets"])
    d.resolve(None)
    chars = game.chars(delver)
    assert chars.name == "Insectile Aberration"
    assert chars.mana_cost is None
    assert chars.mana_value == parse_mana_cost("{U}").mana_value == 1


def test_transform_twice_returns_to_front_face() -> None:
    """701.27a: transforming turns the permanent over to its other face, each time."""
    d = position({"alice": {"hand": ["Test Moonmist", "Test Moonmist"], "battlefield": ["Forest", "Forest", "Delver of Secrets"]}})
    game = d.game
    delver = d.object("Delver of Secrets")
    for _ in range(2):
        d.act("alice", "casts", "Test Moonmist", targets=[game.chars(delver).name])
        d.resolve(None)
    assert game.chars(delver).name == "Delver of Secrets"
    assert (game.chars(delver).power, game.chars(delver).toughness) == (1, 1)


def test_transformed_card_has_front_face_in_graveyard() -> None:
    """712.8a: once Insectile Aberration dies, the card in the graveyard is Delver of Secrets."""
    d = position({"alice": {"hand": ["Murder"], "battlefield": ["Swamp"] * 3 + ["Insectile Aberration"]}})
    game = d.game
    d.act("alice", "casts", "Murder", targets=["Insectile Aberration"])
    d.resolve(None)
    card = next(o for o in game.state.players[0].graveyard if game.state.objects[o].card.startswith("Delver"))
    chars = game.chars(card)
    assert chars.name == "Delver of Secrets" and (chars.power, chars.toughness) == (1, 1) and chars.mana_value == 1


def test_copy_of_transformed_permanent_cant_transform() -> None:
    """712.9 example, 712.8e: a Clone copying Insectile Aberration is an Insectile Aberration
    with mana value 0, and it can't transform because it isn't a double-faced card."""
    d = position({"alice": {"hand": ["Clone", "Test Moonmist"], "battlefield": ["Island"] * 5},
                  "bob": {"battlefield": ["Insectile Aberration"]}})
    game = d.game
    d.queued[0] = ["copy Insectile Aberration"]
    d.act("alice", "casts", "Clone")
    d.resolve(None)
    clone = next(o for o in game.state.battlefield if game.state.objects[o].card == "Clone")
    chars = game.chars(clone)
    assert chars.name == "Insectile Aberration" and (chars.power, chars.toughness) == (3, 2)
    assert chars.mana_value == 0
    target = next(o for o in game.decision.options if o.kind == "cast")
    game.choose(target)
    decision = game.decision
    game.choose(next(o for o in decision.options if o.kind == "target" and o.value[1] == clone))
    d.resolve(None)
    assert game.chars(clone).name == "Insectile Aberration"
    assert events(game, "transform") == []
