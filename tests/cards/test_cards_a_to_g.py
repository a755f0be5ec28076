"""Every card of the bundled database from "Annihilate" to "Gutterbones", played through the
engine: each test casts or plays the card (or puts it in play) and checks what its text says.

Keyword-only and vanilla creatures share one test per keyword, and every one of them is cast in
`test_creature_is_cast_with_its_printed_characteristics`.  Built Bear is covered in
tests/decks and tests/rulings."""

from __future__ import annotations

import dataclasses

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.mana_cost import format_mana_cost
from manastack.engine.decision import IllegalAction
from manastack.scenario.driver import Driver

LAND_FOR = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}

# ---------------------------------------------------------------------------- helpers


def lands(cost: str, generic_land: str = "Plains") -> list[dict]:
    """Untapped basic lands that pay exactly `cost` (generic mana from `generic_land`)."""
    counts: dict[str, int] = {}
    for symbol in cost.replace("}", "").split("{")[1:]:
        if symbol.isdigit():
            counts[generic_land] = counts.get(generic_land, 0) + int(symbol)
        else:
            counts[LAND_FOR[symbol]] = counts.get(LAND_FOR[symbol], 0) + 1
    return [{"card": name, "count": n} for name, n in counts.items()]


def fork(d: Driver) -> Driver:
    """An independent copy of the driver's game (to look at a decision without changing `d`)."""
    return Driver(dataclasses.replace(d.position, game=d.game.clone()))


def names(d: Driver, player: int, zone: str) -> list[str]:
    """The names of the objects in a player's zone (for the battlefield: those they control)."""
    game = d.game
    if zone == "battlefield":
        return sorted(game.chars(o).name for o in game.state.battlefield if game.chars(o).controller == player)
    if zone == "exile":
        return sorted(game.chars(o).name for o in game.state.exile if game.state.objects[o].owner == player)
    return sorted(game.chars(o).name for o in game.state.player_zone(player, zone))


def library_names(d: Driver, player: int) -> list[str]:
    """A library's card names, top first."""
    return [d.game.chars(o).name for o in d.game.state.players[player].library]


def life(d: Driver, player: int) -> int:
    return d.game.state.players[player].life


def pt(d: Driver, name: str) -> tuple[int | None, int | None]:
    c = d.game.chars(d.object(name))
    return c.power, c.toughness


def offered_targets(d: Driver, player_name: str, kind: str, what: str, **kw) -> set[str]:
    """The names offered for the first target of an action, looked at on a copy of the game."""
    f = fork(d)
    player = f.player(player_name)
    f.until_priority(player)
    option = f._find_action(f.decision, player, kind, what, kw.get("face"), kw.get("from_zone"), kw.get("ability"))
    before = {item.id for item in f.game.state.stack}
    f.choose(option)
    while f.decision is not None and f.decision.kind not in ("target", "priority"):
        f.choose(f._auto_answer(f.decision) or f.decision.options[0])
    dec = f.decision
    if dec is not None and dec.kind == "target":
        chosen = [o.value for o in dec.options if o.kind == "target"]
    else:  # a single legal target is chosen without a decision
        new = [item for item in f.game.state.stack if item.id not in before]
        assert new, "the action put nothing on the stack"
        chosen = new[0].targets[0] if new[0].targets else []
    return {f.game.player_name(ident) if kind_ == "player" else f.game.chars(ident).name for kind_, ident in chosen}


def cast_and_resolve(d: Driver, player: str, card: str, **kw) -> None:
    d.act(player, "casts", card, **kw)
    d.resolve(None)


def answer(d: Driver, start: str) -> None:
    """Answer the pending decision with the option whose label starts with `start`."""
    dec = d.decision
    found = [o for o in dec.options if o.label.lower().startswith(start.lower())]
    assert found, f"no option {start!r} in {dec.kind}: {[o.label for o in dec.options]}"
    d.choose(found[0])


def resolve_declining(d: Driver) -> None:
    """Pass until the stack is empty, declining every "you may" (or taking the first choice of
    a decision that can't be declined)."""
    for _ in range(100):
        dec = d.decision
        if dec is None or (dec.kind == "priority" and not d.game.state.stack):
            return
        if dec.kind == "priority":
            d.choose(next(o for o in dec.options if o.kind == "pass"))
            continue
        declines = [o for o in dec.options if o.kind in ("no", "none", "decline", "done")]
        d.choose(declines[0] if declines else dec.options[0])
    raise AssertionError("the stack never emptied")


def activate_in_hand(d: Driver, player_name: str, card: str) -> None:
    """Activate the ability of a card in the player's hand (cycling) when a permanent of the
    same name makes the name ambiguous."""
    player = d.player(player_name)
    d.until_priority(player)
    hand = d.game.state.players[player].hand
    option = next(o for o in d.decision.options
                  if o.kind == "activate" and o.value[0] in hand and d.game.chars(o.value[0]).name == card)
    d.choose(option)
    d.finish_action(player)


def labels(d: Driver) -> list[str]:
    return [o.label for o in d.decision.options]


def to_blockers(d: Driver, attackers, blocks: dict | None = None) -> None:
    d.attack("alice", attackers)
    d.block("bob", blocks or {})


def to_main2(d: Driver) -> None:
    d.pass_until(lambda: d.game.state.step == "main2")


# ---------------------------------------------------------------------------- creatures cast with
# their printed characteristics (vanilla and keyword-only creatures, and every other creature)

CREATURES = [
    # name, mana cost, types, subtypes, power, toughness, keywords
    ("Armored Armadillo", "{W}", {"Creature"}, {"Armadillo"}, 0, 4, {"ward"}),
    ("Ash Zealot", "{R}{R}", {"Creature"}, {"Human", "Warrior"}, 2, 2, {"first strike", "haste"}),
    ("Augur of Bolas", "{1}{U}", {"Creature"}, {"Merfolk", "Wizard"}, 1, 3, set()),
    ("Baneslayer Angel", "{3}{W}{W}", {"Creature"}, {"Angel"}, 5, 5, {"flying", "first strike", "lifelink", "protection"}),
    ("Birds of Paradise", "{G}", {"Creature"}, {"Bird"}, 0, 1, {"flying"}),
    ("Blade Splicer", "{2}{W}", {"Creature"}, {"Phyrexian", "Human", "Artificer"}, 1, 1, set()),
    ("Blood Burglar", "{1}{B}", {"Creature"}, {"Vampire", "Rogue"}, 2, 2, {"lifelink"}),  # during its controller's turn
    ("Blood Petal Celebrant", "{1}{R}", {"Creature"}, {"Vampire"}, 2, 1, set()),
    ("Bomat Courier", "{1}", {"Artifact", "Creature"}, {"Construct"}, 1, 1, {"haste"}),
    ("Champion of Arashin", "{3}{W}", {"Creature"}, {"Dog", "Warrior"}, 3, 2, {"lifelink"}),
    ("Charging Paladin", "{2}{W}", {"Creature"}, {"Human", "Knight"}, 2, 2, set()),
    ("Cleric of the Forward Order", "{1}{W}", {"Creature"}, {"Human", "Cleric"}, 2, 2, set()),
    ("Cloudreader Sphinx", "{4}{U}", {"Creature"}, {"Sphinx"}, 3, 4, {"flying"}),
    ("Darksteel Colossus", "{11}", {"Artifact", "Creature"}, {"Golem"}, 11, 11, {"trample", "indestructible"}),
    ("Darksteel Myr", "{3}", {"Artifact", "Creature"}, {"Myr"}, 0, 1, {"indestructible"}),
    ("Delver of Secrets", "{U}", {"Creature"}, {"Human", "Wizard"}, 1, 1, set()),
    ("Disciple of Freyalise", "{3}{G}{G}{G}", {"Creature"}, {"Elf", "Druid"}, 3, 3, set()),
    ("Drannith Healer", "{1}{W}", {"Creature"}, {"Human", "Cleric"}, 2, 2, {"cycling"}),
    ("Eager Cadet", "{W}", {"Creature"}, {"Human", "Soldier"}, 1, 1, set()),
    ("Elite Vanguard", "{W}", {"Creature"}, {"Human", "Soldier"}, 2, 1, set()),
    ("Enduring Innocence", "{1}{W}{W}", {"Enchantment", "Creature"}, {"Sheep", "Glimmer"}, 2, 1, {"lifelink"}),
    ("Esper Sentinel", "{W}", {"Artifact", "Creature"}, {"Human", "Soldier"}, 1, 1, set()),
    ("Eye Collector", "{B}", {"Creature"}, {"Faerie"}, 1, 1, {"flying"}),
    ("Faerie Miscreant", "{U}", {"Creature"}, {"Faerie", "Rogue"}, 1, 1, {"flying"}),
    ("Falkenrath Gorger", "{R}", {"Creature"}, {"Vampire", "Berserker"}, 2, 1, set()),
    ("Fervent Champion", "{R}", {"Creature"}, {"Human", "Knight"}, 1, 1, {"first strike", "haste"}),
    ("Giant Killer", "{W}", {"Creature"}, {"Human", "Peasant"}, 1, 2, set()),
    ("Gifted Aetherborn", "{B}{B}", {"Creature"}, {"Aetherborn", "Vampire"}, 2, 3, {"deathtouch", "lifelink"}),
    ("Glory Seeker", "{1}{W}", {"Creature"}, {"Human", "Soldier"}, 2, 2, set()),
    ("Goblin Chainwhirler", "{R}{R}{R}", {"Creature"}, {"Goblin", "Warrior"}, 3, 3, {"first strike"}),
    ("Goblin Dark-Dwellers", "{3}{R}{R}", {"Creature"}, {"Goblin"}, 4, 4, {"menace"}),
    ("Goblin Guide", "{R}", {"Creature"}, {"Goblin", "Scout"}, 2, 2, {"haste"}),
    ("Grizzly Bears", "{1}{G}", {"Creature"}, {"Bear"}, 2, 2, set()),
    ("Gutterbones", "{B}", {"Creature"}, {"Skeleton", "Warrior"}, 2, 1, set()),
]


@pytest.mark.parametrize(("name", "cost", "types", "subtypes", "power", "toughness", "keywords"), CREATURES,
                         ids=[c[0] for c in CREATURES])
def test_creature_is_cast_with_its_printed_characteristics(name, cost, types, subtypes, power, toughness, keywords) -> None:
    """601.2, 608.3: a creature card is cast from its owner's hand by paying its mana cost and
    resolves onto the battlefield with the printed mana cost, types, subtypes, power, toughness
    and keyword abilities of its card (109.3)."""
    d = position({"alice": {"hand": [name], "library": ["Island"] * 3, "battlefield": lands(cost)}, "bob": {}})
    d.act("alice", "casts", name)
    assert [d.game.chars(i.obj).name for i in d.game.state.stack if i.kind == "spell"] == [name]
    resolve_declining(d)
    oid = d.object(name)
    c = d.game.chars(oid)
    assert d.game.state.objects[oid].zone == "battlefield" and c.controller == 0
    assert format_mana_cost(c.mana_cost) == cost
    assert set(c.types) == types and set(c.subtypes) == subtypes
    assert (c.power, c.toughness) == (power, toughness)
    assert set(c.keywords) == keywords
    assert names(d, 0, "hand") == []


# ---------------------------------------------------------------------------- test-only cards

registry.register(dsl.CardDef(name="Test Winged Dragon", faces=(dsl.Face(
    name="Test Winged Dragon", mana_cost="{3}{R}", types=("Creature",), subtypes=("Dragon",), power="3", toughness="3",
    abilities=(dsl.Keyword("flying"),)),), source="test"))
registry.register(dsl.CardDef(name="Test Winged Demon", faces=(dsl.Face(
    name="Test Winged Demon", mana_cost="{3}{B}", types=("Creature",), subtypes=("Demon",), power="3", toughness="3",
    abilities=(dsl.Keyword("flying"), dsl.Keyword("first strike"))),), source="test"))


# ---------------------------------------------------------------------------- A


def test_annihilate_destroys_target_nonblack_creature_and_draws_a_card() -> None:
    """Annihilate: "Destroy target nonblack creature. It can't be regenerated. Draw a card."
    (701.8, 121.1; a black creature is not a legal target, 115.1)."""
    d = position({"alice": {"hand": ["Annihilate"], "library": ["Island"], "battlefield": lands("{3}{B}{B}")},
                  "bob": {"battlefield": ["Grizzly Bears", "Gifted Aetherborn"]}})
    assert offered_targets(d, "alice", "casts", "Annihilate") == {"Grizzly Bears"}
    cast_and_resolve(d, "alice", "Annihilate", targets=["Grizzly Bears"])
    assert names(d, 1, "battlefield") == ["Gifted Aetherborn"]
    assert names(d, 1, "graveyard") == ["Grizzly Bears"]
    assert names(d, 0, "hand") == ["Island"]
    assert names(d, 0, "graveyard") == ["Annihilate"]


def _armadillo_bolted(pay: bool) -> Driver:
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 2}]},
                  "bob": {"battlefield": ["Armored Armadillo"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Armored Armadillo"])
    d.pass_once()  # ward triggers on becoming the target; its trigger is put on the stack
    d.queued[0] = ["yes" if pay else "no"]
    d.resolve(None)
    return d


def test_armored_armadillo_ward_counters_a_spell_whose_controller_does_not_pay() -> None:
    """Armored Armadillo: "Ward {1} (Whenever this creature becomes the target of a spell or
    ability an opponent controls, counter it unless that player pays {1}.)" (702.21a)."""
    d = _armadillo_bolted(pay=False)
    assert d.game.state.objects[d.object("Armored Armadillo")].damage == 0
    assert names(d, 0, "graveyard") == ["Lightning Bolt"]
    assert [e for e in events(d.game, "countered")]


def test_armored_armadillo_ward_paid_lets_the_spell_resolve() -> None:
    """Armored Armadillo: ward {1}: "counter it unless that player pays {1}" -- paid, the spell
    resolves (702.21a)."""
    d = _armadillo_bolted(pay=True)
    assert d.game.state.objects[d.object("Armored Armadillo")].damage == 3
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.chars(o).name == "Mountain")
    assert events(d.game, "countered") == []


def test_armored_armadillo_gets_plus_x_where_x_is_its_toughness() -> None:
    """Armored Armadillo: "{3}{W}: This creature gets +X/+0 until end of turn, where X is its
    toughness." -- X is its toughness as the ability resolves (608.2h); the effect ends at
    cleanup (514.2)."""
    d = position({"alice": {"hand": ["Giant Growth"], "library": ["Island"],
                            "battlefield": ["Armored Armadillo", {"card": "Plains", "count": 4}, "Forest"]},
                  "bob": {"library": ["Island"]}})
    cast_and_resolve(d, "alice", "Giant Growth", targets=["Armored Armadillo"])
    assert pt(d, "Armored Armadillo") == (3, 7)
    d.act("alice", "activates", "Armored Armadillo")
    d.resolve(None)
    assert pt(d, "Armored Armadillo") == (10, 7)
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "upkeep")
    assert pt(d, "Armored Armadillo") == (0, 4)


def test_ash_zealot_deals_3_damage_to_a_player_who_casts_a_spell_from_a_graveyard() -> None:
    """Ash Zealot: "Whenever a player casts a spell from a graveyard, this creature deals 3
    damage to that player." -- a spell cast from a hand doesn't trigger it (603.2)."""
    d = position({"alice": {"battlefield": ["Ash Zealot"]},
                  "bob": {"hand": ["Think Twice"], "library": ["Island", "Island"], "battlefield": [{"card": "Island", "count": 5}]}})
    d.act("bob", "casts", "Think Twice")
    d.resolve(None)
    assert life(d, 1) == 20 and names(d, 1, "graveyard") == ["Think Twice"]
    d.act("bob", "casts", "Think Twice", from_zone="graveyard")  # flashback {2}{U}
    d.resolve(None)
    assert life(d, 1) == 17
    assert life(d, 0) == 20
    assert names(d, 1, "exile") == ["Think Twice"]


def test_augur_of_bolas_puts_a_revealed_instant_or_sorcery_into_hand_and_the_rest_on_the_bottom() -> None:
    """Augur of Bolas: "When this creature enters, look at the top three cards of your library.
    You may reveal an instant or sorcery card from among them and put it into your hand. Put the
    rest on the bottom of your library in any order." -- only instants and sorceries are offered;
    the revealed card is shown to all (701.20a); the rest are ordered by their owner (401.4)."""
    d = position({"alice": {"hand": ["Augur of Bolas"], "battlefield": lands("{1}{U}"),
                            "library": ["Grizzly Bears", "Lightning Bolt", "Forest", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Augur of Bolas")
    d.pass_once()  # the creature spell resolves; the trigger goes on the stack
    d.pass_once()  # the trigger resolves
    assert d.decision.kind == "card"
    assert [o.label for o in d.decision.options if o.kind == "card"] == ["Lightning Bolt"]
    answer(d, "Lightning Bolt")
    assert d.decision.kind == "order"  # "in any order": its controller orders the rest
    answer(d, "Forest")
    d.resolve(None)
    assert names(d, 0, "hand") == ["Lightning Bolt"]
    assert library_names(d, 0) == ["Island", "Forest", "Grizzly Bears"]
    assert [e["card"] for e in events(d.game, "reveal")] == ["Lightning Bolt"]


def test_augur_of_bolas_may_reveal_nothing() -> None:
    """Augur of Bolas: "You may reveal ..." -- declined, all three go to the bottom, in the order
    its controller chooses (401.4)."""
    d = position({"alice": {"hand": ["Augur of Bolas"], "battlefield": lands("{1}{U}"),
                            "library": ["Grizzly Bears", "Lightning Bolt", "Forest", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Augur of Bolas")
    d.queued[0] = ["reveal nothing", "Lightning Bolt", "Grizzly Bears"]
    d.resolve(None)
    d.resolve(None)
    assert names(d, 0, "hand") == []
    assert library_names(d, 0) == ["Island", "Lightning Bolt", "Grizzly Bears", "Forest"]
    assert events(d.game, "reveal") == []


# ---------------------------------------------------------------------------- B


def test_baneslayer_angel_flying_lifelink_attack() -> None:
    """Baneslayer Angel: "Flying, first strike, lifelink" -- a creature without flying or reach
    can't block it (702.9b); its combat damage gains its controller that much life (702.15b)."""
    d = position({"alice": {"battlefield": ["Baneslayer Angel"], "library": ["Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"]}})
    d.attack("alice", ["Baneslayer Angel"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Grizzly Bears": "Baneslayer Angel"})
    d.block("bob", {})
    to_main2(d)
    assert life(d, 1) == 15
    assert life(d, 0) == 25


def test_baneslayer_angel_protection_from_dragons_cant_be_blocked_by_a_dragon() -> None:
    """Baneslayer Angel: "protection from Demons and from Dragons" -- it can't be blocked by
    Dragons (702.16f)."""
    d = position({"alice": {"battlefield": ["Baneslayer Angel"], "library": ["Island"]},
                  "bob": {"battlefield": ["Test Winged Dragon", "Birds of Paradise"], "library": ["Island"]}})
    d.attack("alice", ["Baneslayer Angel"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Test Winged Dragon": "Baneslayer Angel"})
    d.block("bob", {"Birds of Paradise": "Baneslayer Angel"})
    to_main2(d)
    assert names(d, 1, "graveyard") == ["Birds of Paradise"]


def test_baneslayer_angel_protection_from_demons_prevents_their_damage() -> None:
    """Baneslayer Angel: "protection from Demons" -- damage a Demon would deal to it is
    prevented (702.16e); its own first-strike damage is dealt at the same time (510.4)."""
    d = position({"active": "bob", "alice": {"battlefield": ["Baneslayer Angel"], "library": ["Island"]},
                  "bob": {"battlefield": ["Test Winged Demon"], "library": ["Island"]}})
    d.attack("bob", ["Test Winged Demon"])
    d.block("alice", {"Baneslayer Angel": "Test Winged Demon"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert d.game.state.objects[d.object("Baneslayer Angel")].damage == 0
    assert names(d, 1, "graveyard") == ["Test Winged Demon"]
    assert life(d, 0) == 25


def test_banishing_light_exiles_until_it_leaves_the_battlefield() -> None:
    """Banishing Light: "When this enchantment enters, exile target nonland permanent an
    opponent controls until this enchantment leaves the battlefield." (610.3: the card returns
    when it leaves)."""
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": [*lands("{2}{W}"), "Glory Seeker"]},
                  "bob": {"hand": ["Disenchant"], "battlefield": ["Grizzly Bears", "Forest", {"card": "Plains", "count": 2}]}})
    d.act("alice", "casts", "Banishing Light")
    d.pass_once()
    trigger = d.game.state.stack[-1]  # the only legal target (not a land, not alice's) was chosen
    assert trigger.kind == "triggered" and trigger.targets == [[["obj", d.object("Grizzly Bears")]]]
    d.resolve(None)
    assert names(d, 1, "exile") == ["Grizzly Bears"]
    assert "Grizzly Bears" not in names(d, 1, "battlefield")
    d.act("bob", "casts", "Disenchant", targets=["Banishing Light"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Banishing Light"]
    assert "Grizzly Bears" in names(d, 1, "battlefield")
    assert names(d, 1, "exile") == []


def test_birds_of_paradise_taps_for_one_mana_of_any_color() -> None:
    """Birds of Paradise: "{T}: Add one mana of any color." (106.4, 605.1a)."""
    d = position({"alice": {"battlefield": ["Birds of Paradise"], "hand": ["Counterspell"]}, "bob": {}})
    d.act("alice", "activates", "Birds of Paradise", choices=["blue"])
    assert d.game.state.players[0].mana_pool == {"U": 1}
    assert d.game.state.objects[d.object("Birds of Paradise")].tapped


def test_birds_of_paradise_is_summoning_sick() -> None:
    """Birds of Paradise: "{T}: Add one mana of any color." can't be activated the turn it came under its
    controller's control (302.6)."""
    d = position({"alice": {"battlefield": [{"card": "Birds of Paradise", "sick": True}]}, "bob": {}})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Birds of Paradise", choices=["blue"])


def test_blade_splicer_creates_a_golem_and_golems_you_control_have_first_strike() -> None:
    """Blade Splicer: "When this creature enters, create a 3/3 colorless Phyrexian Golem
    artifact creature token. Golems you control have first strike." (111.1, 613.1f) -- not an
    opponent's Golem; the ability ends when Blade Splicer leaves."""
    d = position({"alice": {"hand": ["Blade Splicer"], "battlefield": [*lands("{2}{W}"), "Darksteel Colossus"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Darksteel Colossus"]}})
    cast_and_resolve(d, "alice", "Blade Splicer")
    golem = d.object("Phyrexian Golem")
    g = d.game.chars(golem)
    assert d.game.state.objects[golem].token and g.controller == 0 and g.name == "Phyrexian Golem Token"  # 111.4
    assert (g.power, g.toughness) == (3, 3) and g.colors == frozenset()
    assert set(g.types) == {"Artifact", "Creature"} and set(g.subtypes) == {"Phyrexian", "Golem"}
    assert g.has("first strike")
    alice_colossus, bob_colossus = (o for o in d.game.state.battlefield if d.game.chars(o).name == "Darksteel Colossus")
    if d.game.chars(alice_colossus).controller != 0:
        alice_colossus, bob_colossus = bob_colossus, alice_colossus
    assert d.game.chars(alice_colossus).has("first strike")
    assert not d.game.chars(bob_colossus).has("first strike")
    assert not d.game.chars(d.object("Blade Splicer")).has("first strike")
    d.act("bob", "casts", "Lightning Bolt", targets=["Blade Splicer"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Blade Splicer"]
    assert not d.game.chars(golem).has("first strike")


def test_blood_burglar_has_lifelink_only_during_your_turn() -> None:
    """Blood Burglar: "During your turn, this creature has lifelink." (702.15b) -- blocking on
    the opponent's turn, its damage gains no life."""
    d = position({"alice": {"battlefield": ["Blood Burglar"], "library": ["Island"] * 2},
                  "bob": {"battlefield": ["Glory Seeker"], "library": ["Island"] * 2}})
    assert d.game.chars(d.object("Blood Burglar")).has("lifelink")
    d.attack("alice", ["Blood Burglar"])
    d.block("bob", {})
    to_main2(d)
    assert (life(d, 0), life(d, 1)) == (22, 18)
    d.pass_until(lambda: d.game.state.active == 1)
    assert not d.game.chars(d.object("Blood Burglar")).has("lifelink")

    d = position({"active": "bob", "alice": {"battlefield": ["Blood Burglar"], "library": ["Island"] * 2},
                  "bob": {"battlefield": ["Glory Seeker"], "library": ["Island"] * 2}})
    d.attack("bob", ["Glory Seeker"])
    d.block("alice", {"Blood Burglar": "Glory Seeker"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert names(d, 1, "graveyard") == ["Glory Seeker"]  # Blood Burglar dealt its damage ...
    assert life(d, 0) == 20  # ... without lifelink


def test_blood_petal_celebrant_has_first_strike_only_while_attacking() -> None:
    """Blood Petal Celebrant: "This creature has first strike as long as it's attacking."
    (702.7b: it kills a 2/2 blocker before that blocker deals damage)."""
    d = position({"alice": {"battlefield": ["Blood Petal Celebrant"], "library": ["Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"]}})
    assert not d.game.chars(d.object("Blood Petal Celebrant")).has("first strike")
    d.attack("alice", ["Blood Petal Celebrant"])
    assert d.game.chars(d.object("Blood Petal Celebrant")).has("first strike")
    d.block("bob", {"Grizzly Bears": "Blood Petal Celebrant"})
    to_main2(d)
    assert names(d, 1, "graveyard") == ["Grizzly Bears"]
    assert names(d, 0, "battlefield") == ["Blood Petal Celebrant"]
    assert not d.game.chars(d.object("Blood Petal Celebrant")).has("first strike")


def test_blood_petal_celebrant_dies_into_a_blood_token_that_loots() -> None:
    """Blood Petal Celebrant: "When this creature dies, create a Blood token. (It's an artifact
    with "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.")" (111.10g)."""
    d = position({"alice": {"battlefield": ["Blood Petal Celebrant", "Mountain"], "hand": ["Forest"],
                            "library": ["Island"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Blood Petal Celebrant"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Blood Petal Celebrant"]
    blood = d.object("Blood")
    assert d.game.state.objects[blood].token and set(d.game.chars(blood).types) == {"Artifact"}
    d.act("alice", "activates", "Blood")
    d.resolve(None)
    assert names(d, 0, "hand") == ["Island"]
    assert names(d, 0, "graveyard") == ["Blood Petal Celebrant", "Forest"]
    assert "Blood Token" not in names(d, 0, "battlefield")


def test_blossoming_defense_pumps_and_grants_hexproof() -> None:
    """Blossoming Defense: "Target creature you control gets +2/+2 and gains hexproof until end
    of turn." -- only your creatures are targets; afterwards an opponent can't target it
    (702.11b), though its controller can."""
    d = position({"alice": {"hand": ["Blossoming Defense", "Giant Growth"], "battlefield": ["Grizzly Bears", "Forest", "Forest"],
                            "library": ["Island"]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Glory Seeker"], "library": ["Island"]}})
    assert offered_targets(d, "alice", "casts", "Blossoming Defense") == {"Grizzly Bears"}
    cast_and_resolve(d, "alice", "Blossoming Defense", targets=["Grizzly Bears"])
    assert pt(d, "Grizzly Bears") == (4, 4)
    assert d.game.chars(d.object("Grizzly Bears")).has("hexproof")
    assert offered_targets(d, "bob", "casts", "Lightning Bolt") == {"alice", "bob", "Glory Seeker"}
    assert "Grizzly Bears" in offered_targets(d, "alice", "casts", "Giant Growth")
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "upkeep")
    assert pt(d, "Grizzly Bears") == (2, 2)
    assert not d.game.chars(d.object("Grizzly Bears")).has("hexproof")


def test_bomat_courier_exiles_on_attack_and_returns_the_cards_to_hand() -> None:
    """Bomat Courier: "Whenever this creature attacks, exile the top card of your library face
    down. {R}, Discard your hand, Sacrifice this creature: Put all cards exiled with this
    creature into their owners' hands." (607.2a: linked abilities)."""
    d = position({"alice": {"battlefield": [{"card": "Bomat Courier", "sick": True}, "Mountain"], "hand": ["Forest"],
                            "library": ["Lightning Bolt", "Island"]},
                  "bob": {"library": ["Island"]}})
    d.attack("alice", ["Bomat Courier"])  # haste: it attacks the turn it came under alice's control
    d.resolve(None)
    exiled = d.game.state.exile
    assert len(exiled) == 1 and d.game.state.objects[exiled[0]].face_down
    assert d.game.state.objects[exiled[0]].card == "Lightning Bolt"
    d.block("bob", {})
    to_main2(d)
    assert life(d, 1) == 19
    d.act("alice", "activates", "Bomat Courier")
    assert names(d, 0, "graveyard") == ["Bomat Courier", "Forest"]  # costs: hand discarded, Courier sacrificed
    d.resolve(None)
    assert names(d, 0, "hand") == ["Lightning Bolt"]
    assert d.game.state.exile == []


def test_bonesplitter_equip_gives_plus_2_plus_0() -> None:
    """Bonesplitter: "Equipped creature gets +2/+0. Equip {1}" (702.6a: equip only as a
    sorcery; moving it ends the bonus for the first creature)."""
    d = position({"alice": {"hand": ["Bonesplitter"], "battlefield": [{"card": "Plains", "count": 3}, "Grizzly Bears", "Glory Seeker"]},
                  "bob": {}})
    cast_and_resolve(d, "alice", "Bonesplitter")
    d.act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])
    d.resolve(None)
    assert pt(d, "Grizzly Bears") == (4, 2)
    d.act("alice", "activates", "Bonesplitter", targets=["Glory Seeker"])
    d.resolve(None)
    assert pt(d, "Grizzly Bears") == (2, 2)
    assert pt(d, "Glory Seeker") == (4, 2)


def test_brainstorm_draws_three_and_puts_two_back() -> None:
    """Brainstorm: "Draw three cards, then put two cards from your hand on top of your library in
    any order." (121.1; the second card put back is on top)."""
    d = position({"alice": {"hand": ["Brainstorm", "Forest"], "battlefield": ["Island"],
                            "library": ["Lightning Bolt", "Grizzly Bears", "Counterspell", "Plains"]}, "bob": {}})
    d.act("alice", "casts", "Brainstorm")
    d.pass_once()
    assert d.decision.kind == "card"
    assert names(d, 0, "hand") == ["Counterspell", "Forest", "Grizzly Bears", "Lightning Bolt"]
    answer(d, "Forest")
    answer(d, "Grizzly Bears")
    d.resolve(None)
    assert names(d, 0, "hand") == ["Counterspell", "Lightning Bolt"]
    assert library_names(d, 0) == ["Grizzly Bears", "Forest", "Plains"]


def test_bridgeworks_battle_pumps_and_fights() -> None:
    """Bridgeworks Battle: "Target creature you control gets +2/+2 until end of turn. It fights up
    to one target creature you don't control." (701.14a)."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"], "battlefield": [*lands("{2}{G}"), "Grizzly Bears"]},
                  "bob": {"battlefield": ["Goblin Guide"]}})
    cast_and_resolve(d, "alice", "Bridgeworks Battle", targets=["Grizzly Bears", "Goblin Guide"])
    assert names(d, 1, "graveyard") == ["Goblin Guide"]
    assert pt(d, "Grizzly Bears") == (4, 4)
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 2
    assert names(d, 0, "battlefield").count("Grizzly Bears") == 1


def test_bridgeworks_battle_with_no_second_target_only_pumps() -> None:
    """Bridgeworks Battle: "It fights up to one target creature you don't control" -- zero
    targets chosen for that slot (115.1b): only the +2/+2."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"], "battlefield": [*lands("{2}{G}"), "Grizzly Bears"]},
                  "bob": {"battlefield": ["Glory Seeker"]}})
    d.act("alice", "casts", "Bridgeworks Battle", targets=["Grizzly Bears"])
    d.resolve(None)
    assert pt(d, "Grizzly Bears") == (4, 4)
    assert d.game.state.objects[d.object("Glory Seeker")].damage == 0
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 0


@pytest.mark.parametrize("pay", [True, False])
def test_tanglespan_bridgeworks_pay_3_life_or_enter_tapped(pay: bool) -> None:
    """Tanglespan Bridgeworks (back face of Bridgeworks Battle): "As this land enters, you may
    pay 3 life. If you don't, it enters tapped. {T}: Add {G}." (712.12: played as its back
    face; 614.12)."""
    d = position({"alice": {"hand": ["Bridgeworks Battle"]}, "bob": {}})
    d.act("alice", "plays", "Tanglespan Bridgeworks", choices=["yes" if pay else "no"])
    land = d.object("Tanglespan Bridgeworks")
    c = d.game.chars(land)
    assert c.is_land and c.name == "Tanglespan Bridgeworks"
    assert life(d, 0) == (17 if pay else 20)
    assert d.game.state.objects[land].tapped is (not pay)
    if pay:
        d.act("alice", "activates", "Tanglespan Bridgeworks")
        assert d.game.state.players[0].mana_pool == {"G": 1}


# ---------------------------------------------------------------------------- C


def test_cancel_counters_target_spell() -> None:
    """Cancel: "Counter target spell." (701.6a: the countered spell goes to its owner's
    graveyard and has no effect)."""
    d = position({"alice": {"hand": ["Divination"], "battlefield": lands("{2}{U}"), "library": ["Forest", "Forest"]},
                  "bob": {"hand": ["Cancel"], "battlefield": lands("{1}{U}{U}", "Island")}})
    d.act("alice", "casts", "Divination")
    d.act("bob", "casts", "Cancel", targets=["Divination"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Divination"]
    assert names(d, 1, "graveyard") == ["Cancel"]
    assert names(d, 0, "hand") == [] and len(library_names(d, 0)) == 2


def test_cast_down_destroys_a_nonlegendary_creature_only() -> None:
    """Cast Down: "Destroy target nonlegendary creature." -- a legendary creature is not a
    legal target (205.4a, 115.1)."""
    d = position({"alice": {"hand": ["Cast Down"], "battlefield": lands("{1}{B}")},
                  "bob": {"battlefield": ["Linden, the Steadfast Queen", "Grizzly Bears"]}})
    assert offered_targets(d, "alice", "casts", "Cast Down") == {"Grizzly Bears"}
    cast_and_resolve(d, "alice", "Cast Down", targets=["Grizzly Bears"])
    assert names(d, 1, "graveyard") == ["Grizzly Bears"]
    assert names(d, 1, "battlefield") == ["Linden, the Steadfast Queen"]


def test_champion_of_arashin_lifelink_on_a_block() -> None:
    """Champion of Arashin: "Lifelink" -- damage it deals as a blocker also gains its controller
    that much life (702.15b)."""
    d = position({"active": "bob", "alice": {"battlefield": ["Champion of Arashin"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"]}})
    d.attack("bob", ["Grizzly Bears"])
    d.block("alice", {"Champion of Arashin": "Grizzly Bears"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, 0) == 23
    assert names(d, 1, "graveyard") == ["Grizzly Bears"]


def test_charging_paladin_gets_plus_0_plus_3_when_it_attacks() -> None:
    """Charging Paladin: "Whenever this creature attacks, it gets +0/+3 until end of turn."
    (508.1m, 603.2) -- a 2/5 survives 4 damage; back to 2/2 after the turn."""
    d = position({"alice": {"battlefield": ["Charging Paladin"], "library": ["Island"]},
                  "bob": {"battlefield": ["Goblin Dark-Dwellers"], "library": ["Island"]}})
    d.attack("alice", ["Charging Paladin"])
    d.resolve(None)
    assert pt(d, "Charging Paladin") == (2, 5)
    d.block("bob", {"Goblin Dark-Dwellers": "Charging Paladin"})
    to_main2(d)
    assert d.game.state.objects[d.object("Charging Paladin")].damage == 4
    assert "Charging Paladin" in names(d, 0, "battlefield")
    d.pass_until(lambda: d.game.state.active == 1)
    assert pt(d, "Charging Paladin") == (2, 2)


def test_cleric_of_the_forward_order_gains_2_life_per_cleric_named_so() -> None:
    """Cleric of the Forward Order: "When this creature enters, you gain 2 life for each
    creature you control named Cleric of the Forward Order." (itself included; an opponent's
    doesn't count; the count is taken as it resolves, 608.2h)."""
    d = position({"alice": {"hand": ["Cleric of the Forward Order"],
                            "battlefield": [*lands("{1}{W}"), "Cleric of the Forward Order"]},
                  "bob": {"battlefield": ["Cleric of the Forward Order"]}})
    cast_and_resolve(d, "alice", "Cleric of the Forward Order")
    assert life(d, 0) == 24
    assert life(d, 1) == 20


def test_clone_enters_as_a_copy_of_a_creature() -> None:
    """Clone: "You may have Clone enter the battlefield as a copy of any creature on the
    battlefield." (707.5, 614.1c: it copies the copiable values, 707.2)."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": lands("{3}{U}")},
                  "bob": {"battlefield": ["Baneslayer Angel", "Grizzly Bears"]}})
    d.act("alice", "casts", "Clone", choices=["Baneslayer Angel"])
    d.resolve(None)
    copies = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Baneslayer Angel" and d.game.chars(o).controller == 0]
    assert len(copies) == 1
    c = d.game.chars(copies[0])
    assert (c.power, c.toughness) == (5, 5)
    assert {"flying", "first strike", "lifelink", "protection"} <= set(c.keywords)
    assert format_mana_cost(c.mana_cost) == "{3}{W}{W}"
    assert d.game.state.objects[copies[0]].card == "Clone"


def test_clone_copying_nothing_is_a_0_0_that_dies() -> None:
    """Clone: "You may have Clone enter ... as a copy" -- declined, it's a 0/0 Shapeshifter and
    dies (704.5f)."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": lands("{3}{U}")},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Clone", choices=["no"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Clone"]
    assert names(d, 0, "battlefield") == sorted(["Island"] + ["Plains"] * 3)


def test_cloudreader_sphinx_scries_2_when_it_enters() -> None:
    """Cloudreader Sphinx: "When this creature enters, scry 2." (701.22a: any number on the
    bottom, the rest on top in any order)."""
    d = position({"alice": {"hand": ["Cloudreader Sphinx"], "battlefield": lands("{4}{U}"),
                            "library": ["Forest", "Lightning Bolt", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Cloudreader Sphinx")
    d.pass_once()
    d.pass_once()
    assert d.decision.kind == "scry"
    answer(d, "put Forest on the bottom")
    answer(d, "keep Lightning Bolt on top")
    d.resolve(None)
    assert library_names(d, 0) == ["Lightning Bolt", "Island", "Forest"]


def test_colossal_might_gives_plus_4_plus_2_and_trample() -> None:
    """Colossal Might: "Target creature gets +4/+2 and gains trample until end of turn." --
    the excess over lethal damage to its blocker is assigned to the player (702.19b)."""
    d = position({"alice": {"hand": ["Colossal Might"], "battlefield": ["Grizzly Bears", "Mountain", "Forest"], "library": ["Island"]},
                  "bob": {"battlefield": ["Glory Seeker"], "library": ["Island"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Glory Seeker": "Grizzly Bears"})
    cast_and_resolve(d, "alice", "Colossal Might", targets=["Grizzly Bears"])
    assert pt(d, "Grizzly Bears") == (6, 4)
    assert d.game.chars(d.object("Grizzly Bears")).has("trample")
    d.pass_once()
    if d.decision.kind != "priority":  # the damage assignment order/division
        answer(d, "2 to Glory Seeker")
    to_main2(d)
    assert names(d, 1, "graveyard") == ["Glory Seeker"]
    assert life(d, 1) == 16


def test_contamination_makes_lands_produce_black() -> None:
    """Contamination: "If a land is tapped for mana, it produces {B} instead of any other type
    and amount." (106.12b) -- any player's land."""
    d = position({"alice": {"battlefield": ["Contamination", "Forest", "Tanglespan Bridgeworks"]},
                  "bob": {"battlefield": ["Island"], "hand": ["Opt"]}})
    d.act("alice", "activates", "Forest")
    assert d.game.state.players[0].mana_pool == {"B": 1}
    d.act("alice", "activates", "Tanglespan Bridgeworks")
    assert d.game.state.players[0].mana_pool == {"B": 2}
    d.pass_once()
    d.until_priority(1)
    d.act("bob", "activates", "Island")
    assert d.game.state.players[1].mana_pool == {"B": 1}


def test_contamination_upkeep_sacrifice_a_creature_to_keep_it() -> None:
    """Contamination: "At the beginning of your upkeep, sacrifice Contamination unless you
    sacrifice a creature." (701.21a) -- a creature sacrificed keeps it."""
    d = position({"step": "untap", "alice": {"battlefield": ["Contamination", "Grizzly Bears"], "library": ["Island"]},
                  "bob": {}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")  # 118.12: pay or sacrifice it
    assert d.game.state.step == "upkeep"
    answer(d, "Sacrifice a creature (keep Contamination)")  # (its only creature: Grizzly Bears)
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Grizzly Bears"]
    assert names(d, 0, "battlefield") == ["Contamination"]


def test_contamination_upkeep_without_a_creature_sacrifices_itself() -> None:
    """Contamination: "sacrifice Contamination unless you sacrifice a creature" -- no creature
    to sacrifice (another player's doesn't count; 701.21a)."""
    d = position({"step": "untap", "alice": {"battlefield": ["Contamination", "Forest"], "library": ["Island"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.pass_until(lambda: d.game.state.step == "upkeep" and d.game.state.stack)
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Contamination"]
    assert names(d, 1, "battlefield") == ["Grizzly Bears"]


def test_counterspell_counters_a_creature_spell() -> None:
    """Counterspell: "Counter target spell." (701.6a)."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": lands("{1}{G}")},
                  "bob": {"hand": ["Counterspell"], "battlefield": lands("{U}{U}")}})
    d.act("alice", "casts", "Grizzly Bears")
    d.act("bob", "casts", "Counterspell", targets=["Grizzly Bears"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Grizzly Bears"]
    assert names(d, 1, "graveyard") == ["Counterspell"]
    assert "Grizzly Bears" not in names(d, 0, "battlefield")


def test_crucible_of_worlds_lets_you_play_lands_from_your_graveyard() -> None:
    """Crucible of Worlds: "You may play lands from your graveyard." (305.1: it's still your one
    land for the turn)."""
    d = position({"alice": {"battlefield": ["Crucible of Worlds"], "graveyard": ["Forest", "Island"]},
                  "bob": {"graveyard": ["Mountain"]}})
    d.act("alice", "plays", "Forest", from_zone="graveyard")
    assert names(d, 0, "battlefield") == ["Crucible of Worlds", "Forest"]
    assert names(d, 0, "graveyard") == ["Island"]
    with pytest.raises(IllegalAction):
        d.act("alice", "plays", "Island", from_zone="graveyard")


def test_crucible_of_worlds_is_needed_to_play_from_the_graveyard() -> None:
    """Crucible of Worlds: "You may play lands from your graveyard." -- without it (or with only
    an opponent's), a land in a graveyard
    can't be played (305.1, 601.3)."""
    d = position({"alice": {"graveyard": ["Forest"]}, "bob": {"battlefield": ["Crucible of Worlds"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "plays", "Forest", from_zone="graveyard")


def test_crumbling_vestige_enters_tapped_and_adds_one_mana_of_any_color() -> None:
    """Crumbling Vestige: "Crumbling Vestige enters the battlefield tapped. When Crumbling
    Vestige enters the battlefield, add one mana of any color." (605.5a: that trigger uses the
    stack; it's not a mana ability)."""
    d = position({"alice": {"hand": ["Crumbling Vestige"], "library": ["Island"]}, "bob": {"library": ["Island"]}})
    d.act("alice", "plays", "Crumbling Vestige")
    vestige = d.object("Crumbling Vestige")
    assert d.game.state.objects[vestige].tapped
    assert [i.kind for i in d.game.state.stack] == ["triggered"]
    d.queued[0] = ["red"]
    d.resolve(1)
    assert d.game.state.players[0].mana_pool == {"R": 1}


def test_crumbling_vestige_taps_for_colorless() -> None:
    """Crumbling Vestige: "{T}: Add {C}." (106.1b)."""
    d = position({"alice": {"battlefield": ["Crumbling Vestige"]}, "bob": {}})
    d.act("alice", "activates", "Crumbling Vestige")
    assert d.game.state.players[0].mana_pool == {"C": 1}


def test_cut_down_destroys_a_creature_with_total_power_and_toughness_5_or_less() -> None:
    """Cut Down: "Destroy target creature with total power and toughness 5 or less." -- a 4/4
    isn't a legal target; a 2/3 is (115.1, 208.1)."""
    d = position({"alice": {"hand": ["Cut Down"], "battlefield": lands("{B}")},
                  "bob": {"battlefield": ["Goblin Dark-Dwellers", "Gifted Aetherborn", "Glory Seeker"]}})
    assert offered_targets(d, "alice", "casts", "Cut Down") == {"Gifted Aetherborn", "Glory Seeker"}
    cast_and_resolve(d, "alice", "Cut Down", targets=["Gifted Aetherborn"])
    assert names(d, 1, "graveyard") == ["Gifted Aetherborn"]


# ---------------------------------------------------------------------------- D


def test_darksteel_colossus_is_indestructible() -> None:
    """Darksteel Colossus: "Trample, indestructible" -- "destroy" doesn't destroy it (702.12b)."""
    d = position({"alice": {"hand": ["Cast Down"], "battlefield": lands("{1}{B}")},
                  "bob": {"battlefield": ["Darksteel Colossus"]}})
    cast_and_resolve(d, "alice", "Cast Down", targets=["Darksteel Colossus"])
    assert names(d, 1, "battlefield") == ["Darksteel Colossus"]
    assert names(d, 1, "graveyard") == []


def test_darksteel_colossus_sacrificed_is_shuffled_into_its_library_instead() -> None:
    """Darksteel Colossus: "If Darksteel Colossus would be put into a graveyard from anywhere,
    reveal Darksteel Colossus and shuffle it into its owner's library instead." (614.1a) --
    sacrificed to Contamination."""
    d = position({"step": "untap", "alice": {"battlefield": ["Contamination", "Darksteel Colossus"], "library": ["Island", "Forest"]},
                  "bob": {}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")  # 118.12: pay or sacrifice it
    answer(d, "Sacrifice a creature (keep Contamination)")  # (its only creature: Darksteel Colossus)
    d.resolve(None)
    assert names(d, 0, "graveyard") == []
    assert names(d, 0, "battlefield") == ["Contamination"]
    assert sorted(library_names(d, 0)) == ["Darksteel Colossus", "Forest", "Island"]


def test_darksteel_colossus_discarded_goes_to_the_library() -> None:
    """Darksteel Colossus: "... from anywhere" -- discarded from a hand (as a Blood token's
    cost), it's shuffled into the library instead of the graveyard (614.1a)."""
    d = position({"alice": {"hand": ["Darksteel Colossus"], "battlefield": [{"card": "Blood", "token": True}, "Plains"],
                            "library": ["Island"]}, "bob": {}})
    d.act("alice", "activates", "Blood")
    d.resolve(None)
    assert names(d, 0, "graveyard") == []
    assert len(names(d, 0, "hand")) == 1
    assert sorted(names(d, 0, "hand") + library_names(d, 0)) == ["Darksteel Colossus", "Island"]


def test_darksteel_myr_survives_lethal_damage_and_wrath() -> None:
    """Darksteel Myr: "Indestructible (Damage and effects that say "destroy" don't destroy this
    creature.)" (702.12b)."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Wrath of God"], "battlefield": ["Mountain", *lands("{2}{W}{W}")]},
                  "bob": {"battlefield": ["Darksteel Myr", "Grizzly Bears"]}})
    cast_and_resolve(d, "alice", "Lightning Bolt", targets=["Darksteel Myr"])
    assert d.game.state.objects[d.object("Darksteel Myr")].damage == 3
    cast_and_resolve(d, "alice", "Wrath of God")
    assert names(d, 1, "battlefield") == ["Darksteel Myr"]
    assert names(d, 1, "graveyard") == ["Grizzly Bears"]


def _delver_upkeep(top: str) -> Driver:
    d = position({"step": "untap", "alice": {"battlefield": ["Delver of Secrets"], "library": [top, "Island"]}, "bob": {}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    assert d.game.state.step == "upkeep"
    answer(d, "reveal")
    d.resolve(None)
    return d


def test_delver_of_secrets_transforms_when_it_reveals_an_instant() -> None:
    """Delver of Secrets: "At the beginning of your upkeep, look at the top card of your library.
    You may reveal that card. If an instant or sorcery card is revealed this way, transform
    Delver of Secrets." -- Insectile Aberration is a 3/2 flier (701.27, 712.8e)."""
    d = _delver_upkeep("Lightning Bolt")
    oid = d.object("Insectile Aberration")
    c = d.game.chars(oid)
    assert (c.power, c.toughness) == (3, 2) and c.has("flying")
    assert set(c.subtypes) == {"Human", "Insect"}
    assert c.colors == frozenset({"U"})  # the back face's color indicator
    assert library_names(d, 0)[0] == "Lightning Bolt"


def test_delver_of_secrets_does_not_transform_on_a_land() -> None:
    """Delver of Secrets: "If an instant or sorcery card is revealed this way" -- a land
    revealed: no transformation (701.27)."""
    d = _delver_upkeep("Forest")
    assert names(d, 0, "battlefield") == ["Delver of Secrets"]
    assert pt(d, "Delver of Secrets") == (1, 1)


def test_disciple_of_freyalise_sacrifices_another_creature_to_gain_and_draw_x() -> None:
    """Disciple of Freyalise: "When this creature enters, you may sacrifice another creature. If
    you do, you gain X life and draw X cards, where X is that creature's power." (701.21a)."""
    d = position({"alice": {"hand": ["Disciple of Freyalise"], "battlefield": [*lands("{3}{G}{G}{G}", "Forest"), "Goblin Dark-Dwellers"],
                            "library": ["Island"] * 5}, "bob": {}})
    d.act("alice", "casts", "Disciple of Freyalise")
    d.queued[0] = ["sacrifice Goblin Dark-Dwellers"]
    d.resolve(None)
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Goblin Dark-Dwellers"]
    assert life(d, 0) == 24
    assert names(d, 0, "hand") == ["Island"] * 4


def test_disciple_of_freyalise_may_sacrifice_nothing() -> None:
    """Disciple of Freyalise: "you may sacrifice another creature" -- declined, nothing happens
    (it can't sacrifice itself; 701.21a)."""
    d = position({"alice": {"hand": ["Disciple of Freyalise"], "battlefield": [*lands("{3}{G}{G}{G}", "Forest"), "Grizzly Bears"],
                            "library": ["Island"] * 5}, "bob": {}})
    d.act("alice", "casts", "Disciple of Freyalise")
    d.pass_once()
    d.pass_once()
    assert d.decision.kind == "may"
    assert {o.label for o in d.decision.options} == {"sacrifice Grizzly Bears", "don't sacrifice"}
    answer(d, "don't")
    d.resolve(None)
    assert names(d, 0, "graveyard") == [] and life(d, 0) == 20 and names(d, 0, "hand") == []


def test_garden_of_freyalise_enters_tapped_unless_you_pay_3_life() -> None:
    """Garden of Freyalise (back face of Disciple of Freyalise): "As this land enters, you may
    pay 3 life. If you don't, it enters tapped. {T}: Add {G}." (712.12, 614.12)."""
    d = position({"alice": {"hand": ["Disciple of Freyalise"]}, "bob": {}})
    d.act("alice", "plays", "Garden of Freyalise", choices=["no"])
    land = d.object("Garden of Freyalise")
    assert d.game.chars(land).is_land and d.game.state.objects[land].tapped and life(d, 0) == 20
    d = position({"alice": {"hand": ["Disciple of Freyalise"]}, "bob": {}})
    d.act("alice", "plays", "Garden of Freyalise", choices=["yes"])
    assert not d.game.state.objects[d.object("Garden of Freyalise")].tapped and life(d, 0) == 17
    d.act("alice", "activates", "Garden of Freyalise")
    assert d.game.state.players[0].mana_pool == {"G": 1}


def test_disenchant_destroys_target_artifact_or_enchantment() -> None:
    """Disenchant: "Destroy target artifact or enchantment." -- a plain creature or land is not
    a legal target (115.1, 701.8)."""
    d = position({"alice": {"hand": ["Disenchant", "Disenchant"], "battlefield": lands("{1}{W}{1}{W}")},
                  "bob": {"battlefield": ["Bonesplitter", "Ghostly Prison", "Darksteel Myr", "Grizzly Bears", "Forest"]}})
    assert offered_targets(d, "alice", "casts", "Disenchant") == {"Bonesplitter", "Ghostly Prison", "Darksteel Myr"}
    cast_and_resolve(d, "alice", "Disenchant", targets=["Bonesplitter"])
    cast_and_resolve(d, "alice", "Disenchant", targets=["Ghostly Prison"])
    assert names(d, 1, "graveyard") == ["Bonesplitter", "Ghostly Prison"]


def test_divination_draws_two_cards() -> None:
    """Divination: "Draw two cards." (121.1)."""
    d = position({"alice": {"hand": ["Divination"], "battlefield": lands("{2}{U}"), "library": ["Forest", "Lightning Bolt", "Island"]},
                  "bob": {}})
    cast_and_resolve(d, "alice", "Divination")
    assert names(d, 0, "hand") == ["Forest", "Lightning Bolt"]
    assert library_names(d, 0) == ["Island"]


def test_divine_offering_destroys_an_artifact_and_gains_its_mana_value() -> None:
    """Divine Offering: "Destroy target artifact. You gain life equal to its mana value."
    (202.3: Crucible of Worlds has mana value 3; a creature that isn't an artifact is not a
    target)."""
    d = position({"alice": {"hand": ["Divine Offering"], "battlefield": lands("{1}{W}")},
                  "bob": {"battlefield": ["Crucible of Worlds", "Grizzly Bears"]}})
    assert offered_targets(d, "alice", "casts", "Divine Offering") == {"Crucible of Worlds"}
    cast_and_resolve(d, "alice", "Divine Offering", targets=["Crucible of Worlds"])
    assert names(d, 1, "graveyard") == ["Crucible of Worlds"]
    assert life(d, 0) == 23


def test_divine_offering_on_an_indestructible_artifact_still_gains_life() -> None:
    """Divine Offering: "You gain life equal to its mana value." -- the artifact isn't destroyed
    (702.12b) but the life is gained (608.2b: the target is still legal)."""
    d = position({"alice": {"hand": ["Divine Offering"], "battlefield": lands("{1}{W}")},
                  "bob": {"battlefield": ["Darksteel Myr"]}})
    cast_and_resolve(d, "alice", "Divine Offering", targets=["Darksteel Myr"])
    assert names(d, 1, "battlefield") == ["Darksteel Myr"]
    assert life(d, 0) == 23


def test_divine_verdict_destroys_an_attacking_creature() -> None:
    """Divine Verdict: "Destroy target attacking or blocking creature." -- a creature that
    isn't in combat is not a legal target (506.4)."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Glory Seeker"], "library": ["Island"]},
                  "bob": {"hand": ["Divine Verdict"], "battlefield": lands("{3}{W}"), "library": ["Island"]}})
    d.attack("alice", ["Grizzly Bears"])
    assert offered_targets(d, "bob", "casts", "Divine Verdict") == {"Grizzly Bears"}
    d.act("bob", "casts", "Divine Verdict", targets=["Grizzly Bears"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Grizzly Bears"]
    to_main2(d)
    assert life(d, 1) == 20


def test_doom_blade_destroys_target_nonblack_creature() -> None:
    """Doom Blade: "Destroy target nonblack creature." (105.2: a black creature is not a legal
    target)."""
    d = position({"alice": {"hand": ["Doom Blade"], "battlefield": lands("{1}{B}")},
                  "bob": {"battlefield": ["Gutterbones", "Bomat Courier"]}})
    assert offered_targets(d, "alice", "casts", "Doom Blade") == {"Bomat Courier"}
    cast_and_resolve(d, "alice", "Doom Blade", targets=["Bomat Courier"])
    assert names(d, 1, "graveyard") == ["Bomat Courier"]


def test_drannith_healer_cycling_draws_a_card() -> None:
    """Drannith Healer: "Cycling {1} ({1}, Discard this card: Draw a card.)" (702.29a) -- the
    Healer that cycles isn't "another card": no life without one on the battlefield."""
    d = position({"alice": {"hand": ["Drannith Healer"], "battlefield": ["Plains"], "library": ["Island"]}, "bob": {}})
    d.act("alice", "activates", "Drannith Healer")
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Drannith Healer"]
    assert names(d, 0, "hand") == ["Island"]
    assert life(d, 0) == 20


def test_drannith_healer_gains_1_life_when_you_cycle_another_card() -> None:
    """Drannith Healer: "Whenever you cycle another card, you gain 1 life." (702.29c)."""
    d = position({"alice": {"hand": ["Drannith Healer"], "battlefield": ["Drannith Healer", "Plains"], "library": ["Island"]},
                  "bob": {"hand": ["Drannith Healer"], "battlefield": ["Plains"], "library": ["Island"]}})
    activate_in_hand(d, "alice", "Drannith Healer")
    d.resolve(None)
    assert names(d, 0, "hand") == ["Island"]
    assert life(d, 0) == 21
    activate_in_hand(d, "bob", "Drannith Healer")  # an opponent's cycling
    d.resolve(None)
    assert names(d, 1, "hand") == ["Island"]
    assert life(d, 0) == 21 and life(d, 1) == 20


# ---------------------------------------------------------------------------- E


def test_enduring_innocence_draws_once_each_turn_for_small_creatures_entering() -> None:
    """Enduring Innocence: "Whenever one or more other creatures you control with power 2 or less
    enter, draw a card. This ability triggers only once each turn." (603.2)."""
    d = position({"alice": {"hand": ["Goblin Dark-Dwellers", "Grizzly Bears", "Elite Vanguard"],
                            "battlefield": ["Enduring Innocence", *lands("{3}{R}{R}{1}{G}{W}", "Mountain")],
                            "library": ["Island", "Forest", "Plains"]},
                  "bob": {"hand": ["Glory Seeker"], "battlefield": lands("{1}{W}"), "library": ["Island"]}})
    cast_and_resolve(d, "alice", "Goblin Dark-Dwellers", pay=[f"Mountain#{i}" for i in range(1, 6)])  # power 4: no trigger
    assert library_names(d, 0) == ["Island", "Forest", "Plains"]
    cast_and_resolve(d, "alice", "Grizzly Bears")
    assert library_names(d, 0) == ["Forest", "Plains"]
    cast_and_resolve(d, "alice", "Elite Vanguard")
    assert library_names(d, 0) == ["Forest", "Plains"]


def test_enduring_innocence_ignores_an_opponents_creature() -> None:
    """Enduring Innocence: "other creatures you control" -- an opponent's creature entering
    doesn't trigger it (603.2, 603.6a)."""
    d = position({"active": "bob", "alice": {"battlefield": ["Enduring Innocence"], "library": ["Island"]},
                  "bob": {"hand": ["Glory Seeker"], "battlefield": lands("{1}{W}"), "library": ["Island"]}})
    cast_and_resolve(d, "bob", "Glory Seeker")
    assert library_names(d, 0) == ["Island"]


def test_enduring_innocence_returns_as_a_noncreature_enchantment_when_it_dies() -> None:
    """Enduring Innocence: "When Enduring Innocence dies, if it was a creature, return it to the
    battlefield under its owner's control. It's an enchantment. (It's not a creature.)"
    (603.10a, 700.4) -- as an enchantment it still draws, and destroyed again it stays in the
    graveyard."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Enduring Innocence", *lands("{1}{G}")],
                            "library": ["Island", "Forest"]},
                  "bob": {"hand": ["Lightning Bolt", "Disenchant"], "battlefield": ["Mountain", *lands("{1}{W}")]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Enduring Innocence"])
    d.resolve(None)
    oid = d.object("Enduring Innocence")
    c = d.game.chars(oid)
    assert d.game.state.objects[oid].zone == "battlefield" and c.controller == 0
    assert set(c.types) == {"Enchantment"} and "Glimmer" in c.subtypes and "Sheep" not in c.subtypes
    assert c.power is None
    cast_and_resolve(d, "alice", "Grizzly Bears")
    assert names(d, 0, "hand") == ["Island"]
    d.act("bob", "casts", "Disenchant", targets=["Enduring Innocence"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Enduring Innocence"]
    assert d.game.state.stack == []


def test_esper_sentinel_draws_unless_the_opponent_pays_x() -> None:
    """Esper Sentinel: "Whenever an opponent casts their first noncreature spell each turn, draw
    a card unless that player pays {X}, where X is Esper Sentinel's power." -- a creature spell
    doesn't count; the second noncreature spell doesn't trigger it (603.2, 118.12)."""
    d = position({"active": "bob", "alice": {"battlefield": ["Esper Sentinel"], "library": ["Island", "Forest"]},
                  "bob": {"hand": ["Grizzly Bears", "Opt", "Opt"], "battlefield": [*lands("{1}{G}"), "Island", "Island"],
                          "library": ["Plains"] * 3}})
    cast_and_resolve(d, "bob", "Grizzly Bears")
    assert d.game.state.stack == []
    d.act("bob", "casts", "Opt")
    assert len(d.game.state.stack) == 2  # Opt and the trigger
    d.queued[1] = ["no"] * 2  # bob doesn't pay the tax; then Opt's scry
    d.resolve(1)
    assert names(d, 0, "hand") == ["Island"]
    d.queued[1] = []
    resolve_declining(d)
    d.act("bob", "casts", "Opt")
    assert len(d.game.state.stack) == 1
    resolve_declining(d)
    assert names(d, 0, "hand") == ["Island"]


def test_esper_sentinel_tax_paid_means_no_card() -> None:
    """Esper Sentinel: "draw a card unless that player pays {X}" -- paid (X = 1), no card (118.12)."""
    d = position({"active": "bob", "alice": {"battlefield": ["Esper Sentinel"], "library": ["Island"]},
                  "bob": {"hand": ["Opt"], "battlefield": ["Island", "Island"], "library": ["Plains"] * 3}})
    d.act("bob", "casts", "Opt")
    d.queued[1] = ["yes"]
    d.resolve(1)
    assert names(d, 0, "hand") == []
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.chars(o).name == "Island")


def test_essence_scatter_counters_a_creature_spell_only() -> None:
    """Essence Scatter: "Counter target creature spell." -- a noncreature spell is no target,
    so it can't be cast then (601.2c)."""
    d = position({"alice": {"hand": ["Divination", "Grizzly Bears"], "battlefield": lands("{2}{U}{1}{G}"),
                            "library": ["Forest", "Forest"]},
                  "bob": {"hand": ["Essence Scatter"], "battlefield": lands("{1}{U}", "Island")}})
    d.act("alice", "casts", "Divination", pay=["Island#1", "Plains#1", "Plains#2"])
    d.until_priority(1)
    with pytest.raises(IllegalAction):
        d.act("bob", "casts", "Essence Scatter")
    d.resolve(None)
    d.act("alice", "casts", "Grizzly Bears")
    d.act("bob", "casts", "Essence Scatter", targets=["Grizzly Bears"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Divination", "Grizzly Bears"]
    assert names(d, 1, "graveyard") == ["Essence Scatter"]


def test_exotic_orchard_adds_a_color_an_opponents_land_could_produce() -> None:
    """Exotic Orchard: "{T}: Add one mana of any color that a land an opponent controls could
    produce." (106.7) -- only those colors are offered; your own lands don't count."""
    d = position({"alice": {"battlefield": ["Exotic Orchard", "Forest"]}, "bob": {"battlefield": ["Island", "Mountain"]}})
    option = next(o for o in d.decision.options if o.kind == "activate" and o.value[0] == d.object("Exotic Orchard"))
    d.choose(option)
    assert d.decision.kind == "color"
    assert sorted(labels(d)) == ["blue", "red"]
    answer(d, "red")
    assert d.game.state.players[0].mana_pool == {"R": 1}


def test_exotic_orchard_produces_nothing_without_opponents_lands() -> None:
    """Exotic Orchard: "any color that a land an opponent controls could produce" -- with no
    land an opponent controls, it could produce no mana (106.7)."""
    d = position({"alice": {"battlefield": ["Exotic Orchard", "Forest"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Exotic Orchard")
    assert d.game.state.players[0].mana_pool == {}


def test_eye_collector_makes_each_player_mill_on_combat_damage() -> None:
    """Eye Collector: "Flying. Whenever this creature deals combat damage to a player, each
    player mills a card." (701.17a) -- Darksteel Colossus milled goes to its library instead."""
    d = position({"alice": {"battlefield": ["Eye Collector"], "library": ["Darksteel Colossus", "Forest"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Lightning Bolt", "Plains"]}})
    d.attack("alice", ["Eye Collector"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Grizzly Bears": "Eye Collector"})
    d.block("bob", {})
    to_main2(d)
    assert life(d, 1) == 19
    assert names(d, 1, "graveyard") == ["Lightning Bolt"]
    assert library_names(d, 1) == ["Plains"]
    assert names(d, 0, "graveyard") == []
    assert sorted(library_names(d, 0)) == ["Darksteel Colossus", "Forest"]


# ---------------------------------------------------------------------------- F


def test_faerie_miscreant_draws_if_you_control_another_one() -> None:
    """Faerie Miscreant: "When this creature enters, if you control another creature named Faerie
    Miscreant, draw a card." (603.4: an intervening "if" clause)."""
    d = position({"alice": {"hand": ["Faerie Miscreant", "Faerie Miscreant"], "battlefield": lands("{U}{U}"),
                            "library": ["Forest", "Plains"]},
                  "bob": {"battlefield": ["Faerie Miscreant"]}})
    d.act("alice", "casts", "Faerie Miscreant")
    d.resolve(None)
    assert d.game.state.stack == [] and library_names(d, 0) == ["Forest", "Plains"]  # bob's doesn't count
    d.act("alice", "casts", "Faerie Miscreant")
    d.resolve(None)
    assert names(d, 0, "hand") == ["Forest"]
    assert library_names(d, 0) == ["Plains"]


def _discard_with_blood(hand: list[str], battlefield: list) -> Driver:
    d = position({"alice": {"hand": hand, "library": ["Island"] * 2,
                            "battlefield": [{"card": "Blood", "token": True}, *lands("{1}{1}{R}", "Mountain"), *battlefield]},
                  "bob": {}})
    d.act("alice", "activates", "Blood", choices=[hand[0]], pay=["Mountain#1"])
    return d


def test_falkenrath_gorger_gives_a_discarded_vampire_madness() -> None:
    """Falkenrath Gorger: "Each Vampire creature card you own that isn't on the battlefield has
    madness. The madness cost is equal to its mana cost." (702.35a: discarded into exile, then
    cast for its madness cost)."""
    d = _discard_with_blood(["Blood Petal Celebrant", "Forest"], ["Falkenrath Gorger"])
    exiled = [o for o in d.game.state.exile if d.game.chars(o).name == "Blood Petal Celebrant"]
    assert exiled, "a card with madness is discarded into exile"
    d.queued[0] = ["yes"]
    d.resolve(None)
    resolve_declining(d)
    assert "Blood Petal Celebrant" in names(d, 0, "battlefield")
    assert names(d, 0, "graveyard") == []
    mountains = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Mountain"]
    assert all(d.game.state.objects[o].tapped for o in mountains)  # {1}{R} paid (and the Blood's {1})


def test_falkenrath_gorger_madness_only_for_vampires_and_only_while_it_is_there() -> None:
    """Falkenrath Gorger: "Each Vampire creature card you own ..." -- a non-Vampire card, or a
    Vampire discarded without Gorger on the battlefield, goes to the graveyard (701.9)."""
    d = _discard_with_blood(["Grizzly Bears", "Forest"], ["Falkenrath Gorger"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Grizzly Bears"]
    d = _discard_with_blood(["Blood Petal Celebrant", "Forest"], [])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Blood Petal Celebrant"]
    assert d.game.state.exile == []


def test_fervent_champion_pumps_another_attacking_knight() -> None:
    """Fervent Champion: "Whenever this creature attacks, another target attacking Knight you
    control gets +1/+0 until end of turn." -- with first strike it deals its damage first (603.3d,
    702.7b)."""
    d = position({"alice": {"battlefield": ["Fervent Champion", "Charging Paladin", "Grizzly Bears"], "library": ["Island"]},
                  "bob": {"battlefield": ["Eager Cadet"], "library": ["Island"]}})
    d.attack("alice", ["Fervent Champion", "Charging Paladin", "Grizzly Bears"])
    assert d.decision.kind == "trigger_order"
    answer(d, "Fervent Champion")
    d.resolve(None)
    assert pt(d, "Charging Paladin") == (3, 5)
    assert pt(d, "Fervent Champion") == (1, 1)
    assert pt(d, "Grizzly Bears") == (2, 2)
    d.block("bob", {"Eager Cadet": "Fervent Champion"})
    to_main2(d)
    assert names(d, 1, "graveyard") == ["Eager Cadet"]
    assert "Fervent Champion" in names(d, 0, "battlefield")
    assert life(d, 1) == 15


def test_fervent_champion_makes_equipping_it_cost_3_less() -> None:
    """Fervent Champion: "Equip abilities you activate that target this creature cost {3} less to
    activate." (601.2f) -- Bonesplitter's equip {1} costs nothing; for another creature it
    still costs {1}."""
    d = position({"alice": {"battlefield": ["Bonesplitter", "Fervent Champion", "Grizzly Bears"]}, "bob": {}})
    d.act("alice", "activates", "Bonesplitter", targets=["Fervent Champion"])
    d.resolve(None)
    assert pt(d, "Fervent Champion") == (3, 1)
    with pytest.raises((IllegalAction, Exception)):
        d.act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])


def test_forest_is_played_and_taps_for_green() -> None:
    """Forest: "({T}: Add {G}.)" -- a basic land (305.6) played from hand as the turn's land
    (305.1); its type is Basic Land -- Forest."""
    d = position({"alice": {"hand": ["Forest", "Island"]}, "bob": {}})
    d.act("alice", "plays", "Forest")
    c = d.game.chars(d.object("Forest"))
    assert set(c.supertypes) == {"Basic"} and set(c.types) == {"Land"} and set(c.subtypes) == {"Forest"}
    with pytest.raises(IllegalAction):
        d.act("alice", "plays", "Island")
    d.act("alice", "activates", "Forest")
    assert d.game.state.players[0].mana_pool == {"G": 1}


# ---------------------------------------------------------------------------- G


def test_ghostly_prison_taxes_each_attacker_2() -> None:
    """Ghostly Prison: "Creatures can't attack you unless their controller pays {2} for each
    creature they control that's attacking you." (508.1d, 508.1h) -- two lands pay for one
    attacker, not two."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Glory Seeker", "Plains", "Plains"], "library": ["Island"]},
                  "bob": {"battlefield": ["Ghostly Prison"], "library": ["Island"]}})
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Grizzly Bears", "Glory Seeker"])
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Glory Seeker", "Plains", "Plains"], "library": ["Island"]},
                  "bob": {"battlefield": ["Ghostly Prison"], "library": ["Island"]}})
    d.attack("alice", ["Grizzly Bears"])
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.chars(o).name == "Plains")
    d.block("bob", {})
    to_main2(d)
    assert life(d, 1) == 18


def test_giant_growth_gives_plus_3_plus_3_until_end_of_turn() -> None:
    """Giant Growth: "Target creature gets +3/+3 until end of turn." (611.2, 514.2)."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Grizzly Bears", "Forest"], "library": ["Island"]},
                  "bob": {"battlefield": ["Goblin Dark-Dwellers"], "library": ["Island"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Goblin Dark-Dwellers": "Grizzly Bears"})
    cast_and_resolve(d, "alice", "Giant Growth", targets=["Grizzly Bears"])
    assert pt(d, "Grizzly Bears") == (5, 5)
    to_main2(d)
    assert names(d, 1, "graveyard") == ["Goblin Dark-Dwellers"]
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 4
    d.pass_until(lambda: d.game.state.active == 1)
    assert pt(d, "Grizzly Bears") == (2, 2)


def test_giant_killer_taps_target_creature() -> None:
    """Giant Killer: "{1}{W}, {T}: Tap target creature." (701.26a)."""
    d = position({"alice": {"battlefield": ["Giant Killer", *lands("{1}{W}")]}, "bob": {"battlefield": ["Goblin Dark-Dwellers"]}})
    d.act("alice", "activates", "Giant Killer", targets=["Goblin Dark-Dwellers"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Goblin Dark-Dwellers")].tapped
    assert d.game.state.objects[d.object("Giant Killer")].tapped


def test_chop_down_destroys_a_power_4_creature_then_giant_killer_is_cast_from_exile() -> None:
    """Giant Killer // Chop Down: "Destroy target creature with power 4 or greater." -- an
    Adventure: the card goes to exile and its creature may later be cast from there (715.3d,
    715.4)."""
    d = position({"alice": {"hand": ["Giant Killer"], "battlefield": lands("{2}{W}{W}")},
                  "bob": {"battlefield": ["Goblin Dark-Dwellers", "Grizzly Bears"]}})
    assert offered_targets(d, "alice", "casts", "Giant Killer", face="Chop Down") == {"Goblin Dark-Dwellers"}
    d.act("alice", "casts", "Giant Killer", face="Chop Down", targets=["Goblin Dark-Dwellers"])
    d.resolve(None)
    assert names(d, 1, "graveyard") == ["Goblin Dark-Dwellers"]
    assert names(d, 0, "exile") == ["Giant Killer"]
    d.act("alice", "casts", "Giant Killer", from_zone="exile")
    d.resolve(None)
    assert "Giant Killer" in names(d, 0, "battlefield")
    assert d.game.state.exile == []


def test_gifted_aetherborn_deathtouch_and_lifelink_on_a_block() -> None:
    """Gifted Aetherborn: "Deathtouch, lifelink" -- any damage it deals to a creature is lethal
    (702.2b, 704.5h) and gains its controller that much life (702.15b)."""
    d = position({"active": "bob", "alice": {"battlefield": ["Gifted Aetherborn"]},
                  "bob": {"battlefield": ["Leatherback Baloth"], "library": ["Island"]}})
    d.attack("bob", ["Leatherback Baloth"])
    d.block("alice", {"Gifted Aetherborn": "Leatherback Baloth"})
    d.pass_until(lambda: d.game.state.step == "main2")
    assert names(d, 1, "graveyard") == ["Leatherback Baloth"]  # a 4/5 dies of 2 deathtouch damage
    assert names(d, 0, "graveyard") == ["Gifted Aetherborn"]
    assert life(d, 0) == 22


def test_go_for_the_throat_destroys_a_nonartifact_creature() -> None:
    """Go for the Throat: "Destroy target nonartifact creature." -- artifact creatures are not
    legal targets (115.1)."""
    d = position({"alice": {"hand": ["Go for the Throat"], "battlefield": lands("{1}{B}")},
                  "bob": {"battlefield": ["Darksteel Myr", "Bomat Courier", "Gutterbones"]}})
    assert offered_targets(d, "alice", "casts", "Go for the Throat") == {"Gutterbones"}
    cast_and_resolve(d, "alice", "Go for the Throat", targets=["Gutterbones"])
    assert names(d, 1, "graveyard") == ["Gutterbones"]


def test_goblin_chainwhirler_deals_1_to_each_opponent_and_their_creatures_and_planeswalkers() -> None:
    """Goblin Chainwhirler: "When this creature enters, it deals 1 damage to each opponent and
    each creature and planeswalker they control." (120.3c: damage to a planeswalker removes
    loyalty) -- its controller's own creatures are untouched."""
    d = position({"alice": {"hand": ["Goblin Chainwhirler"], "battlefield": [*lands("{R}{R}{R}"), "Birds of Paradise"]},
                  "bob": {"battlefield": ["Birds of Paradise", "Grizzly Bears", "Sivitri, Dragon Master"]}})
    cast_and_resolve(d, "alice", "Goblin Chainwhirler")
    assert life(d, 1) == 19 and life(d, 0) == 20
    assert names(d, 1, "graveyard") == ["Birds of Paradise"]
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 1
    assert d.game.state.objects[d.object("Sivitri, Dragon Master")].counters.get("loyalty") == 3
    assert "Birds of Paradise" in names(d, 0, "battlefield")
    assert d.game.state.objects[d.object("Goblin Chainwhirler")].damage == 0


def test_goblin_dark_dwellers_casts_a_cheap_instant_free_and_exiles_it() -> None:
    """Goblin Dark-Dwellers: "When Goblin Dark-Dwellers enters the battlefield, you may cast
    target instant or sorcery card with mana value 3 or less from your graveyard without paying
    its mana cost. If that card would be put into your graveyard this turn, exile it instead."
    -- a card with mana value 5 is no target (202.3); cast during the ability's
    resolution without paying its mana cost (601.2, 118.9)."""
    d = position({"alice": {"hand": ["Goblin Dark-Dwellers"], "battlefield": lands("{3}{R}{R}", "Mountain"),
                            "graveyard": ["Lightning Bolt", "Annihilate"]},
                  "bob": {}})
    d.act("alice", "casts", "Goblin Dark-Dwellers")
    d.pass_once()
    trigger = d.game.state.stack[-1]  # Annihilate (mana value 5) is no target: Lightning Bolt chosen
    assert trigger.kind == "triggered" and d.game.chars(trigger.targets[0][0][1]).name == "Lightning Bolt"
    d.queued[0] = ["yes", "bob"]
    d.resolve(1)
    assert [d.game.chars(i.obj).name for i in d.game.state.stack if i.kind == "spell"] == ["Lightning Bolt"]
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield if d.game.chars(o).name == "Mountain")
    d.resolve(None)
    assert life(d, 1) == 17
    assert names(d, 0, "exile") == ["Lightning Bolt"]
    assert names(d, 0, "graveyard") == ["Annihilate"]


def test_goblin_dark_dwellers_menace() -> None:
    """Goblin Dark-Dwellers: "Menace" -- it can't be blocked except by two or more creatures
    (702.111b)."""
    d = position({"alice": {"battlefield": ["Goblin Dark-Dwellers"], "library": ["Island"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Bonesplitter"], "library": ["Island"]}})
    d.attack("alice", ["Goblin Dark-Dwellers"])
    with pytest.raises(IllegalAction):  # one creature able to block: no block is possible
        d.block("bob", {"Grizzly Bears": "Goblin Dark-Dwellers"})
    d = position({"alice": {"battlefield": ["Goblin Dark-Dwellers"], "library": ["Island"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Glory Seeker"], "library": ["Island"]}})
    d.attack("alice", ["Goblin Dark-Dwellers"])
    with pytest.raises(IllegalAction, match="menace"):  # a block by one creature alone is refused
        d.block("bob", {"Grizzly Bears": "Goblin Dark-Dwellers"})
    d = position({"alice": {"battlefield": ["Goblin Dark-Dwellers"], "library": ["Island"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Glory Seeker"], "library": ["Island"]}})
    d.attack("alice", ["Goblin Dark-Dwellers"])
    d.block("bob", {"Grizzly Bears": "Goblin Dark-Dwellers", "Glory Seeker": "Goblin Dark-Dwellers"})
    assert sorted(d.game.chars(b).name for b in d.game.state.combat.blockers) == ["Glory Seeker", "Grizzly Bears"]
    d.pass_once()
    while d.decision.kind != "priority":  # the attacker's damage assignment
        d.choose(d.decision.options[0])
    to_main2(d)
    assert life(d, 1) == 20
    assert names(d, 0, "graveyard") == ["Goblin Dark-Dwellers"]  # 2 + 2 damage from its two blockers


def test_goblin_guide_hastily_attacks_and_gives_the_defender_a_revealed_land() -> None:
    """Goblin Guide: "Haste. Whenever this creature attacks, defending player reveals the top card
    of their library. If it's a land card, that player puts it into their hand." (702.10)."""
    d = position({"alice": {"battlefield": [{"card": "Goblin Guide", "sick": True}], "library": ["Island"]},
                  "bob": {"library": ["Forest", "Lightning Bolt"]}})
    d.attack("alice", ["Goblin Guide"])
    d.resolve(None)
    assert names(d, 1, "hand") == ["Forest"]
    assert [e["card"] for e in events(d.game, "reveal")] == ["Forest"]
    d.block("bob", {})
    to_main2(d)
    assert life(d, 1) == 18


def test_goblin_guide_leaves_a_revealed_nonland_on_top() -> None:
    """Goblin Guide: "If it's a land card, that player puts it into their hand." -- a nonland
    card stays on top (701.20a)."""
    d = position({"alice": {"battlefield": ["Goblin Guide"], "library": ["Island"]},
                  "bob": {"library": ["Lightning Bolt", "Forest"]}})
    d.attack("alice", ["Goblin Guide"])
    d.resolve(None)
    assert names(d, 1, "hand") == []
    assert library_names(d, 1) == ["Lightning Bolt", "Forest"]


def test_gutterbones_enters_tapped() -> None:
    """Gutterbones: "This creature enters tapped." (614.1c)."""
    d = position({"alice": {"hand": ["Gutterbones"], "battlefield": lands("{B}")}, "bob": {}})
    cast_and_resolve(d, "alice", "Gutterbones")
    assert d.game.state.objects[d.object("Gutterbones")].tapped


def test_gutterbones_returns_to_hand_after_an_opponent_lost_life() -> None:
    """Gutterbones: "{1}{B}: Return this card from your graveyard to your hand. Activate only
    during your turn and only if an opponent lost life this turn." (602.5b)."""
    d = position({"alice": {"graveyard": ["Gutterbones"], "hand": ["Lightning Bolt"],
                            "battlefield": ["Mountain", *lands("{1}{B}", "Swamp")]}, "bob": {}})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Gutterbones")
    cast_and_resolve(d, "alice", "Lightning Bolt", targets=["bob"])
    d.act("alice", "activates", "Gutterbones")
    d.resolve(None)
    assert names(d, 0, "hand") == ["Gutterbones"]


def test_gutterbones_cant_return_during_an_opponents_turn() -> None:
    """Gutterbones: "Activate only during your turn" -- even after the opponent lost life
    (602.5b)."""
    d = position({"active": "bob", "alice": {"graveyard": ["Gutterbones"], "hand": ["Lightning Bolt"],
                                             "battlefield": ["Mountain", *lands("{1}{B}", "Swamp")]},
                  "bob": {"library": ["Island"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert life(d, 1) == 17
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Gutterbones")


# ---------------------------------------------------------------------------- finer points of the
# cards' texts


def test_armored_armadillo_ward_ignores_its_controllers_own_spells() -> None:
    """Armored Armadillo: ward triggers on "a spell or ability an opponent controls" (702.21a) --
    its controller's own Giant Growth doesn't trigger it."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Armored Armadillo", "Forest"]}, "bob": {}})
    d.act("alice", "casts", "Giant Growth", targets=["Armored Armadillo"])
    assert len(d.game.state.stack) == 1
    d.resolve(None)
    assert pt(d, "Armored Armadillo") == (3, 7)


def test_armored_armadillo_ward_counters_an_activated_ability() -> None:
    """Armored Armadillo: "Ward {1}" counters an opponent's *ability* that targets it too (702.21a):
    Giant Killer's tap ability, its cost unpaid, is countered and the Armadillo stays untapped."""
    d = position({"alice": {"battlefield": ["Giant Killer", *lands("{1}{W}")]}, "bob": {"battlefield": ["Armored Armadillo"]}})
    d.act("alice", "activates", "Giant Killer", targets=["Armored Armadillo"])
    d.pass_once()
    d.queued[0] = ["no"]
    d.resolve(None)
    assert not d.game.state.objects[d.object("Armored Armadillo")].tapped
    assert d.game.state.objects[d.object("Giant Killer")].tapped  # the cost was paid


def test_ash_zealot_punishes_goblin_dark_dwellers_casting_from_the_graveyard() -> None:
    """Ash Zealot: "Whenever a player casts a spell from a graveyard" -- a spell cast from a
    graveyard during Goblin Dark-Dwellers' ability is cast from a graveyard (601.2a), and its
    caster is dealt 3 damage."""
    d = position({"alice": {"hand": ["Goblin Dark-Dwellers"], "battlefield": lands("{3}{R}{R}", "Mountain"),
                            "graveyard": ["Lightning Bolt"]},
                  "bob": {"battlefield": ["Ash Zealot"]}})
    d.act("alice", "casts", "Goblin Dark-Dwellers")
    d.pass_once()
    d.queued[0] = ["yes", "Ash Zealot"]
    d.resolve(None)
    assert life(d, 0) == 17
    assert names(d, 1, "graveyard") == ["Ash Zealot"]


def test_banishing_light_that_left_before_its_trigger_resolves_exiles_nothing() -> None:
    """Banishing Light: "exile ... until this enchantment leaves the battlefield" -- if it has
    already left when the ability resolves, the permanent isn't exiled at all (610.3c)."""
    d = position({"alice": {"hand": ["Banishing Light"], "battlefield": lands("{2}{W}")},
                  "bob": {"hand": ["Disenchant"], "battlefield": ["Grizzly Bears", *lands("{1}{W}")]}})
    d.act("alice", "casts", "Banishing Light")
    d.pass_once()
    assert d.game.state.stack[-1].kind == "triggered"
    d.act("bob", "casts", "Disenchant", targets=["Banishing Light"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Banishing Light"]
    assert "Grizzly Bears" in names(d, 1, "battlefield")
    assert d.game.state.exile == []


def test_bomat_courier_face_down_card_is_hidden_from_both_players() -> None:
    """Bomat Courier: "exile the top card of your library face down. (You can't look at it.)"
    (406.3: no player may examine a card exiled face down)."""
    d = position({"alice": {"battlefield": ["Bomat Courier"], "library": ["Lightning Bolt", "Island"]}, "bob": {"library": ["Island"]}})
    d.attack("alice", ["Bomat Courier"])
    d.resolve(None)
    for viewer in (0, 1):
        exile = d.game.view(viewer)["exile"]
        assert exile == [{"face_down": True, "owner": 0}]  # not even its id (player_log.py)


def test_bonesplitter_equips_only_as_a_sorcery() -> None:
    """Bonesplitter: "Equip {1}" -- "Activate only as a sorcery" (702.6a, 307.5): not during
    combat."""
    d = position({"alice": {"battlefield": ["Bonesplitter", "Grizzly Bears", "Plains"], "library": ["Island"]},
                  "bob": {"library": ["Island"]}})
    d.pass_until(lambda: d.game.state.step == "beginning_of_combat")
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])


def test_clone_copying_blade_splicer_gets_its_enters_trigger() -> None:
    """Clone: a copy of Blade Splicer has its triggered ability as it enters (707.5, 603.6a): it
    creates a Golem, and its "Golems you control have first strike" applies to its controller's
    Golems."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": lands("{3}{U}")}, "bob": {"battlefield": ["Blade Splicer"]}})
    d.act("alice", "casts", "Clone", choices=["Blade Splicer"])
    d.resolve(None)
    golems = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Phyrexian Golem Token"]
    assert len(golems) == 1 and d.game.chars(golems[0]).controller == 0
    assert d.game.chars(golems[0]).has("first strike")
    assert names(d, 0, "battlefield").count("Blade Splicer") == 1


def test_contamination_doesnt_change_mana_from_a_creature() -> None:
    """Contamination: "If a land is tapped for mana" -- Birds of Paradise isn't a land (106.12b)."""
    d = position({"alice": {"battlefield": ["Contamination", "Birds of Paradise"]}, "bob": {}})
    d.act("alice", "activates", "Birds of Paradise", choices=["green"])
    assert d.game.state.players[0].mana_pool == {"G": 1}


def test_darksteel_colossus_countered_is_shuffled_into_the_library() -> None:
    """Darksteel Colossus: "If Darksteel Colossus would be put into a graveyard from anywhere"
    -- countered on the stack (701.6a), it goes into its owner's library instead."""
    d = position({"alice": {"hand": ["Darksteel Colossus"], "battlefield": [{"card": "Plains", "count": 11}], "library": ["Island"]},
                  "bob": {"hand": ["Counterspell"], "battlefield": lands("{U}{U}")}})
    d.act("alice", "casts", "Darksteel Colossus")
    d.act("bob", "casts", "Counterspell", targets=["Darksteel Colossus"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == []
    assert sorted(library_names(d, 0)) == ["Darksteel Colossus", "Island"]


def test_enduring_innocence_triggers_once_for_creatures_entering_together_and_again_next_turn() -> None:
    """Enduring Innocence: "Whenever one or more other creatures ... enter, draw a card. This
    ability triggers only once each turn." -- Blade Splicer (power 1) entering draws a card,
    its Golem (power 3) doesn't qualify; on the next turn it triggers again (603.2)."""
    d = position({"alice": {"hand": ["Blade Splicer", "Eager Cadet"], "battlefield": ["Enduring Innocence", *lands("{2}{W}")],
                            "library": ["Island", "Forest", "Swamp", "Mountain"]},
                  "bob": {"library": ["Island", "Island"]}})
    d.act("alice", "casts", "Blade Splicer")
    d.pass_once()
    answer(d, "Blade Splicer")  # the order of Blade Splicer's and Enduring Innocence's triggers
    d.resolve(None)
    assert names(d, 0, "battlefield").count("Phyrexian Golem Token") == 1
    assert names(d, 0, "hand") == ["Eager Cadet", "Island"]
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    d.pass_until(lambda: d.game.state.active == 0 and d.game.state.step == "main1")
    assert library_names(d, 0) == ["Swamp", "Mountain"]  # Forest drawn in the draw step
    cast_and_resolve(d, "alice", "Eager Cadet")
    assert library_names(d, 0) == ["Mountain"]


def test_esper_sentinel_x_is_its_power() -> None:
    """Esper Sentinel: "unless that player pays {X}, where X is Esper Sentinel's power" -- with
    Bonesplitter it's a 3/1: the two lands left can't pay {3}, so its controller draws (118.12, 608.2h)."""
    d = position({"active": "bob",
                  "alice": {"battlefield": ["Esper Sentinel", {"card": "Bonesplitter", "attached_to": "Esper Sentinel"}],
                            "library": ["Island"]},
                  "bob": {"hand": ["Opt"], "battlefield": ["Island", "Island", "Island"], "library": ["Plains"] * 3}})
    assert pt(d, "Esper Sentinel") == (3, 1)
    d.act("bob", "casts", "Opt")
    d.resolve(1)
    assert names(d, 0, "hand") == ["Island"]
    assert sum(1 for o in d.game.state.battlefield if d.game.state.objects[o].tapped) == 1


def test_faerie_miscreant_checks_its_condition_again_on_resolution() -> None:
    """Faerie Miscreant: "if you control another creature named Faerie Miscreant" is an
    intervening "if" clause: the other one killed in response means no card (603.4)."""
    d = position({"alice": {"hand": ["Faerie Miscreant"], "library": ["Forest"],
                            "battlefield": [*lands("{U}"), {"card": "Faerie Miscreant", "as": "old"}]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Faerie Miscreant")
    d.pass_once()
    assert d.game.state.stack[-1].kind == "triggered"  # the condition held as it triggered
    d.act("bob", "casts", "Lightning Bolt", targets=["old"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Faerie Miscreant"]
    assert names(d, 0, "hand") == [] and library_names(d, 0) == ["Forest"]


def test_ghostly_prison_doesnt_tax_attacks_on_planeswalkers() -> None:
    """Ghostly Prison: "Creatures can't attack you unless ..." -- attacking a planeswalker its
    controller controls costs nothing (508.1d)."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Glory Seeker"], "library": ["Island"]},
                  "bob": {"battlefield": ["Ghostly Prison", "Sivitri, Dragon Master"], "library": ["Island"]}})
    d.attack("alice", {"Grizzly Bears": "Sivitri, Dragon Master", "Glory Seeker": "Sivitri, Dragon Master"})
    d.block("bob", {})
    to_main2(d)
    assert names(d, 1, "graveyard") == ["Sivitri, Dragon Master"]
    assert life(d, 1) == 20


def test_gutterbones_returns_after_combat_damage_to_an_opponent() -> None:
    """Gutterbones: "only if an opponent lost life this turn" -- combat damage is life lost
    (120.3a)."""
    d = position({"alice": {"graveyard": ["Gutterbones"], "battlefield": ["Grizzly Bears", *lands("{1}{B}")], "library": ["Island"]},
                  "bob": {"library": ["Island"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {})
    to_main2(d)
    assert life(d, 1) == 18
    d.act("alice", "activates", "Gutterbones")
    d.resolve(None)
    assert names(d, 0, "hand") == ["Gutterbones"]


def test_divine_verdict_destroys_a_blocking_creature() -> None:
    """Divine Verdict: "Destroy target attacking or blocking creature." -- a blocker
    (509.1h: the attacker stays blocked)."""
    d = position({"alice": {"hand": ["Divine Verdict"], "battlefield": ["Grizzly Bears", *lands("{3}{W}")], "library": ["Island"]},
                  "bob": {"battlefield": ["Glory Seeker", "Elite Vanguard"], "library": ["Island"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Glory Seeker": "Grizzly Bears"})
    assert offered_targets(d, "alice", "casts", "Divine Verdict") == {"Grizzly Bears", "Glory Seeker"}
    cast_and_resolve(d, "alice", "Divine Verdict", targets=["Glory Seeker"])
    to_main2(d)
    assert names(d, 1, "graveyard") == ["Glory Seeker"]
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 0
    assert life(d, 1) == 20  # it stays blocked (509.1h)


def test_annihilate_whose_target_is_gone_does_nothing_not_even_the_draw() -> None:
    """Annihilate: "Destroy target nonblack creature. ... Draw a card." -- its only target gone
    when it resolves, the spell doesn't resolve and no card is drawn (608.2b)."""
    d = position({"alice": {"hand": ["Annihilate"], "library": ["Island"], "battlefield": lands("{3}{B}{B}")},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Grizzly Bears", "Mountain"]}})
    d.act("alice", "casts", "Annihilate", targets=["Grizzly Bears"])
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert names(d, 1, "graveyard") == ["Grizzly Bears", "Lightning Bolt"]
    assert names(d, 0, "graveyard") == ["Annihilate"]
    assert names(d, 0, "hand") == [] and library_names(d, 0) == ["Island"]


def test_garden_of_freyalise_cant_pay_3_life_at_2_life() -> None:
    """Garden of Freyalise: "you may pay 3 life" -- a player with less life than that can't pay
    it (119.4), so it enters tapped."""
    d = position({"alice": {"life": 2, "hand": ["Disciple of Freyalise"]}, "bob": {}})
    d.queued[0] = ["yes"]
    try:
        d.act("alice", "plays", "Garden of Freyalise")
    finally:
        d.queued[0] = []
    assert d.game.state.objects[d.object("Garden of Freyalise")].tapped
    assert life(d, 0) == 2


def test_goblin_dark_dwellers_exiles_the_free_spell_when_it_is_countered() -> None:
    """Goblin Dark-Dwellers: "If that card would be put into your graveyard this turn, exile it
    instead." -- countered, it goes to exile (614.1a)."""
    d = position({"alice": {"hand": ["Goblin Dark-Dwellers"], "battlefield": lands("{3}{R}{R}", "Mountain"),
                            "graveyard": ["Lightning Bolt"]},
                  "bob": {"hand": ["Counterspell"], "battlefield": lands("{U}{U}")}})
    d.act("alice", "casts", "Goblin Dark-Dwellers")
    d.pass_once()
    d.queued[0] = ["yes", "bob"]
    d.resolve(1)
    d.act("bob", "casts", "Counterspell", targets=["Lightning Bolt"])
    d.resolve(None)
    assert life(d, 1) == 20
    assert names(d, 0, "exile") == ["Lightning Bolt"]
    assert names(d, 0, "graveyard") == []


def test_chop_down_countered_goes_to_the_graveyard_not_on_an_adventure() -> None:
    """Giant Killer // Chop Down: "Destroy target creature with power 4 or greater." -- only an
    Adventure spell that *resolves* is exiled (715.4): a
    countered Chop Down goes to its owner's graveyard."""
    d = position({"alice": {"hand": ["Giant Killer"], "battlefield": lands("{2}{W}")},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Goblin Dark-Dwellers", *lands("{U}{U}")]}})
    d.act("alice", "casts", "Giant Killer", face="Chop Down", targets=["Goblin Dark-Dwellers"])
    d.act("bob", "casts", "Counterspell", targets=["Giant Killer"])
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Giant Killer"]
    assert d.game.state.exile == []
    assert "Goblin Dark-Dwellers" in names(d, 1, "battlefield")


def test_clone_copying_gutterbones_enters_tapped() -> None:
    """Clone: as a copy of Gutterbones it has "This creature enters tapped", which applies to it
    as it enters (614.12, 707.5)."""
    d = position({"alice": {"hand": ["Clone"], "battlefield": lands("{3}{U}")}, "bob": {"battlefield": ["Gutterbones"]}})
    d.act("alice", "casts", "Clone", choices=["Gutterbones"])
    d.resolve(None)
    mine = [o for o in d.game.state.battlefield if d.game.chars(o).name == "Gutterbones" and d.game.chars(o).controller == 0]
    assert len(mine) == 1 and d.game.state.objects[mine[0]].tapped


def test_clone_copying_a_transformed_delver_copies_the_face_that_is_up() -> None:
    """Clone: "enter the battlefield as a copy of any creature" -- a copy of a transformed Delver of Secrets copies Insectile Aberration, the face
    that's up (707.8, 712.8e): a 3/2 blue flier with mana value 0."""
    d = position({"step": "untap", "alice": {"hand": ["Clone"], "battlefield": [*lands("{3}{U}"), "Delver of Secrets"],
                                             "library": ["Lightning Bolt", "Island"]}, "bob": {}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    answer(d, "reveal")
    d.pass_until(lambda: d.game.state.step == "main1")
    assert "Insectile Aberration" in names(d, 0, "battlefield")
    d.act("alice", "casts", "Clone", choices=["Insectile Aberration"])
    d.resolve(None)
    mine = [o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Clone"]
    assert len(mine) == 1
    c = d.game.chars(mine[0])
    assert c.name == "Insectile Aberration" and (c.power, c.toughness) == (3, 2) and c.has("flying")
    assert c.colors == frozenset({"U"}) and c.mana_value == 0


def test_gutterbones_needs_life_lost_this_turn_not_last_turn() -> None:
    """Gutterbones: "only if an opponent lost life this turn" -- life lost on an earlier turn
    doesn't count (602.5b)."""
    d = position({"alice": {"graveyard": ["Gutterbones"], "hand": ["Lightning Bolt"], "library": ["Island"] * 2,
                            "battlefield": ["Mountain", *lands("{1}{B}", "Swamp")]},
                  "bob": {"library": ["Island"] * 2}})
    cast_and_resolve(d, "alice", "Lightning Bolt", targets=["bob"])
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    d.pass_until(lambda: d.game.state.active == 0 and d.game.state.step == "main1")
    with pytest.raises(IllegalAction, match="condition"):
        d.act("alice", "activates", "Gutterbones")


def test_blood_token_needs_a_card_to_discard() -> None:
    """Blood token (from Blood Petal Celebrant): "Discard a card" is part of its cost: with an
    empty hand it can't be activated (602.2b, 118.3)."""
    d = position({"alice": {"battlefield": [{"card": "Blood", "token": True}, "Plains"], "library": ["Island"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Blood")
    assert not d.game.state.objects[d.object("Blood")].tapped


def test_cleric_of_the_forward_order_that_left_still_counts_the_others() -> None:
    """Cleric of the Forward Order: "you gain 2 life for each creature you control named Cleric
    of the Forward Order" -- killed in response, it isn't counted, but the other one is (the
    count is made as the ability resolves, 608.2h; the ability exists apart from its source,
    113.7a)."""
    d = position({"alice": {"hand": ["Cleric of the Forward Order"],
                            "battlefield": [*lands("{1}{W}"), {"card": "Cleric of the Forward Order", "as": "old"}]},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Cleric of the Forward Order")
    d.pass_once()
    assert d.game.state.stack[-1].kind == "triggered"
    new = next(o for o in d.game.state.battlefield if o != d.object("old") and d.game.chars(o).name == "Cleric of the Forward Order")
    d.until_priority(1)
    d.choose(next(o for o in d.decision.options if o.kind == "cast"))
    d.choose(next(o for o in d.decision.options if o.kind == "target" and o.value[1] == new))
    d.finish_action(1)
    d.resolve(None)
    assert names(d, 0, "graveyard") == ["Cleric of the Forward Order"]
    assert life(d, 0) == 22
