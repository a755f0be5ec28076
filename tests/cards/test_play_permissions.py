"""Lasting permissions to play cards from other zones (601.3, 305.1; engine/play_permissions.py):
"you may play the exiled card this turn" (Expressive Iteration), "until end of turn, you may play
that card without paying its mana cost" (Urza, Lord High Artificer), "you may cast that card for
as long as it remains exiled, and mana of any type can be spent to cast that spell" (Hostage
Taker), "you may play lands and cast spells from the top of your library" (Future Sight, Bolas's
Citadel paying life instead of mana), "you may cast ~ from your graveyard" with "you can't spend
mana to cast this spell" (Hogaak), and "until your next turn, you may cast sorcery spells as
though they had flash" (Teferi, Time Raveler).  The top card of a library that Future Sight
reveals is in every player's view; the one Bolas's Citadel lets its controller look at is in
theirs only."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction
from manastack.hidden_info import Watcher

_ITERATION = ("Look at the top three cards of your library. Put one of them into your hand, put one of them on the bottom "
              "of your library, and exile one of them. You may play the exiled card this turn.")
compiled_card("Test Iteration", _ITERATION, ("Sorcery",), cost="{0}")
_URZA = "{5}: Shuffle your library, then exile the top card. Until end of turn, you may play that card without paying its mana cost."
compiled_card("Test Urza", _URZA, ("Artifact",), cost="{0}")
_TAKER = ("When Test Taker enters, exile another target creature or artifact until Test Taker leaves the battlefield. "
          "You may cast that card for as long as it remains exiled, and mana of any type can be spent to cast that spell.")
compiled_card("Test Taker", _TAKER, ("Creature",), cost="{0}", power="1", toughness="3")
compiled_card("Test Sight", "Play with the top card of your library revealed.\n"
              "You may play lands and cast spells from the top of your library.", ("Enchantment",), cost="{0}")
compiled_card("Test Citadel", "You may look at the top card of your library any time.\nYou may play lands and cast spells "
              "from the top of your library. If you cast a spell this way, pay life equal to its mana value rather than "
              "pay its mana cost.", ("Artifact",), cost="{0}")
compiled_card("Test Raveler", "{1}: Until your next turn, you may cast sorcery spells as though they had flash.",
              ("Artifact",), cost="{0}")
compiled_card("Test Axe", "Test Axe deals 5 damage to target player.", ("Sorcery",), cost="{4}{R}")
compiled_card("Test Necropolis", "You can't spend mana to cast this spell.\nConvoke, delve\n"
              "You may cast Test Necropolis from your graveyard.", ("Creature",), cost="{3}{G}", power="8", toughness="8")


def _exiled(d) -> list[str]:
    return cards(d, "alice", "exile")


# ------------------------------------------------------------------ Expressive Iteration


def _iterate(library: list[str]):
    d = position({"alice": {"hand": ["Test Iteration", "Mountain"], "library": library,
                            "battlefield": ["Mountain", "Mountain"]}, "bob": {"library": ["Island"] * 5}})
    cast(d, "alice", "Test Iteration", choices=library[:2])
    return d


def test_one_card_to_each_place_and_the_exiled_card_may_be_played_this_turn() -> None:
    d = _iterate(["Lightning Bolt", "Island", "Forest", "Swamp"])
    assert cards(d, "alice", "hand") == ["Mountain", "Lightning Bolt"]
    assert cards(d, "alice", "library") == ["Swamp", "Island"]  # the one put on the bottom
    assert _exiled(d) == ["Forest"]
    d.act("alice", "plays", "Forest", from_zone="exile")  # 305.1: a land play, from exile
    assert "Forest" in battlefield(d, "alice")


def test_the_exiled_card_cant_be_played_after_this_turn() -> None:
    d = _iterate(["Lightning Bolt", "Island", "Forest", "Swamp"])
    d.pass_to_step("main1", d.player("alice"), turn=d.game.state.turn + 2)
    with pytest.raises(IllegalAction):
        d.act("alice", "plays", "Forest", from_zone="exile")
    assert _exiled(d) == ["Forest"]


def test_a_spell_cast_from_exile_is_paid_for_as_usual() -> None:
    d = _iterate(["Forest", "Island", "Lightning Bolt", "Swamp"])
    cast(d, "alice", "Lightning Bolt", from_zone="exile", targets=["bob"])
    assert life(d, "bob") == 17
    assert cards(d, "alice", "graveyard") == ["Test Iteration", "Lightning Bolt"]


def test_the_exiled_land_needs_a_land_play() -> None:
    d = _iterate(["Lightning Bolt", "Island", "Forest", "Swamp"])
    d.act("alice", "plays", "Mountain")
    problem = d.action_problem("alice", "plays", "Forest", from_zone="exile")
    assert problem is not None


# ------------------------------------------------------------------ Urza, Lord High Artificer


def test_urza_exiles_the_top_card_and_it_may_be_played_free_until_end_of_turn() -> None:
    d = position({"alice": {"battlefield": ["Test Urza"] + ["Mountain"] * 5, "library": ["Test Axe"]},
                  "bob": {"library": ["Island"] * 5}})
    d.act("alice", "activates", "Test Urza")
    d.resolve(None)
    assert _exiled(d) == ["Test Axe"]
    cast(d, "alice", "Test Axe", from_zone="exile", targets=["bob"])  # 118.9: without paying {4}{R}
    assert life(d, "bob") == 15


def test_urzas_card_isnt_cast_by_paying_its_mana_cost() -> None:
    d = position({"alice": {"battlefield": ["Test Urza"] + ["Mountain"] * 10, "library": ["Test Axe"]},
                  "bob": {"library": ["Island"] * 5}})
    d.act("alice", "activates", "Test Urza")
    d.resolve(None)
    d.until_priority(d.player("alice"))
    ways = [o.value[2] for o in d.decision.options if o.kind == "cast" and d.game.state.objects[o.value[0]].zone == "exile"]
    assert ways == ["free"]


# ------------------------------------------------------------------ Hostage Taker


def _hostage():
    d = position({"alice": {"hand": ["Test Taker", "Lightning Bolt"], "battlefield": ["Island", "Island", "Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5}})
    cast(d, "alice", "Test Taker")  # its only target
    return d


def test_hostage_taker_exiles_and_its_controller_may_cast_it_with_any_type_of_mana() -> None:
    d = _hostage()
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    cast(d, "alice", "Grizzly Bears", from_zone="exile")  # {1}{G} paid with two Islands (609.4b)
    assert battlefield(d, "alice") == ["Island", "Island", "Mountain", "Test Taker", "Grizzly Bears"]


def test_the_card_returns_if_hostage_taker_leaves_first_and_the_permission_ends() -> None:
    d = _hostage()
    cast(d, "alice", "Lightning Bolt", targets=["Test Taker"])
    assert "Grizzly Bears" in battlefield(d, "bob")
    assert d.action_problem("alice", "casts", "Grizzly Bears", from_zone="exile") is not None


def test_the_owner_may_not_cast_the_hostage() -> None:
    d = _hostage()
    d.pass_to_step("main1", d.player("bob"), turn=d.game.state.turn + 1)
    assert d.action_problem("bob", "casts", "Grizzly Bears", from_zone="exile") is not None


# ------------------------------------------------------------------ Future Sight, Bolas's Citadel


def test_future_sight_reveals_the_top_card_to_everyone_and_lets_it_be_played() -> None:
    d = position({"alice": {"battlefield": ["Test Sight", "Mountain"], "library": ["Lightning Bolt", "Forest", "Swamp"]},
                  "bob": {"library": ["Island"] * 5}})
    for viewer in (0, 1):
        assert d.game.view(viewer)["players"][0]["library_top"]["name"] == "Lightning Bolt"
    assert "library_top" not in d.game.view(0)["players"][1]
    assert Watcher(d.game).problem() is None  # a revealed top card isn't hidden information
    cast(d, "alice", "Lightning Bolt", from_zone="library", targets=["bob"])
    assert life(d, "bob") == 17
    assert d.game.view(1)["players"][0]["library_top"]["name"] == "Forest"
    d.act("alice", "plays", "Forest", from_zone="library")
    assert d.action_problem("alice", "plays", "Swamp", from_zone="library") is not None  # 305.2: one land play


def test_bolas_citadel_pays_life_and_only_its_controller_sees_the_top_card() -> None:
    d = position({"alice": {"battlefield": ["Test Citadel"], "library": ["Test Axe", "Forest"]},
                  "bob": {"library": ["Island"] * 5}})
    assert d.game.view(0)["players"][0]["library_top"]["name"] == "Test Axe"
    assert "library_top" not in d.game.view(1)["players"][0]
    assert Watcher(d.game).problem() is None
    cast(d, "alice", "Test Axe", from_zone="library", targets=["bob"])
    assert life(d, "alice") == 15 and life(d, "bob") == 15  # 118.9: five life rather than {4}{R}


def test_citadel_cant_pay_more_life_than_its_controller_has() -> None:
    d = position({"alice": {"battlefield": ["Test Citadel"], "library": ["Test Axe"], "life": 4},
                  "bob": {"library": ["Island"] * 5}})
    assert d.action_problem("alice", "casts", "Test Axe", from_zone="library") is not None


def test_without_the_permanent_the_top_card_is_hidden_and_cant_be_played() -> None:
    d = position({"alice": {"battlefield": ["Mountain"], "library": ["Lightning Bolt"]}, "bob": {"library": ["Island"] * 5}})
    assert "library_top" not in d.game.view(0)["players"][0]
    assert d.action_problem("alice", "casts", "Lightning Bolt", from_zone="library") is not None


# ------------------------------------------------------------------ Teferi, Time Raveler's +1


def test_sorceries_as_though_they_had_flash_until_your_next_turn() -> None:
    d = position({"alice": {"battlefield": ["Test Raveler"] + ["Mountain"] * 6, "hand": ["Test Axe", "Test Axe"]},
                  "bob": {"library": ["Island"] * 5}})
    d.act("alice", "activates", "Test Raveler")
    d.resolve(None)
    d.pass_to_step("upkeep", d.player("bob"))
    cast(d, "alice", "Test Axe", targets=["bob"])  # during bob's upkeep
    assert life(d, "bob") == 15
    d.pass_to_step("upkeep", d.player("alice"))
    assert d.action_problem("alice", "casts", "Test Axe") is not None  # the permission ended as alice's turn began


# ------------------------------------------------------------------ Hogaak


def test_hogaak_is_cast_from_the_graveyard_with_convoke_and_delve_only() -> None:
    d = position({"alice": {"graveyard": ["Test Necropolis", "Island", "Island", "Island"],
                            "battlefield": ["Llanowar Elves", "Forest", "Forest", "Forest", "Forest"]},
                  "bob": {"library": ["Island"] * 5}})
    cast(d, "alice", "Test Necropolis", from_zone="graveyard",
         choices=["tap Llanowar Elves for {G}"])  # then the three Islands, the only way left (no mana)
    assert "Test Necropolis" in battlefield(d, "alice")
    assert cards(d, "alice", "graveyard") == []


def test_hogaak_cant_be_cast_with_mana() -> None:
    d = position({"alice": {"hand": ["Test Necropolis"], "battlefield": ["Forest"] * 8}, "bob": {"library": ["Island"] * 5}})
    assert d.action_problem("alice", "casts", "Test Necropolis") is not None


# ------------------------------------------------------------------ the trees and mutations


def test_the_trees() -> None:
    (spell,) = compile_text("Test Iteration", _ITERATION, ("Sorcery",))
    assert spell.effects == (dsl.LookAtTopDistribute(("hand", "bottom", "exile")), dsl.MayPlay(dsl.ExiledThisWay()))
    (urza,) = compile_text("Test Urza", _URZA, ("Artifact",))
    assert urza.effects == (dsl.Shuffle(dsl.You()), dsl.ExileTopOfLibrary(dsl.You(), 1),
                            dsl.MayPlay(dsl.ExiledThisWay(), free=True))
    (taker,) = compile_text("Test Taker", _TAKER, ("Creature",))
    assert taker.effects[1] == dsl.MayPlay(dsl.ExiledThisWay(), "permanent", cast_only=True, any_mana=True)


@pytest.mark.parametrize("text", [
    "You may play the exiled card this turn.",  # nothing exiled before it
    "Exile the top card of your library. You may play that card.",  # no duration
    "Exile the top card of your library. Until end of turn, you may play those cards.",  # one card, not several
    "Exile the top two cards of your library. Until end of turn, you may play that card.",
    "Exile the top card of your library. Until end of turn, you may play that card this turn.",  # two durations
    "Exile target creature. You may play that card this turn, and mana of any type can be spent to cast that spell.",
    "Look at the top two cards of your library. Put one of them into your hand, put one of them on the bottom of your "
    "library, and exile one of them.",  # three instructions, two cards
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


# ------------------------------------------------------------------ private looks: Mishra's and Urza's Baubles

compiled_card("Test Bauble", "{T}, Sacrifice Test Bauble: Look at the top card of target player's library. Draw a card at "
              "the beginning of the next turn's upkeep.", ("Artifact",), cost="{0}")
compiled_card("Test Random Bauble", "{T}, Sacrifice Test Random Bauble: Look at a card at random in target player's hand. "
              "You draw a card at the beginning of the next turn's upkeep.", ("Artifact",), cost="{0}")


def _looks(d, viewer: int) -> list:
    return [(e["owner"], e["card"]) for e in d.game.events_for(viewer) if e["type"] == "look"]


def test_mishras_bauble_shows_the_top_card_to_its_controller_only_then_draws_next_upkeep() -> None:
    d = position({"alice": {"battlefield": ["Test Bauble"], "library": ["Forest", "Mountain"]},
                  "bob": {"library": ["Lightning Bolt", "Island"]}})
    watcher = Watcher(d.game)
    d.act("alice", "activates", "Test Bauble", targets=["bob"])
    d.resolve(None)
    assert _looks(d, 0) == [(1, "Lightning Bolt")] and _looks(d, 1) == [(1, None)]
    assert all(e.get("obj") is None for e in d.game.events_for(0) if e["type"] == "look")  # no library id (401.2)
    assert watcher.problem() is None
    assert cards(d, "bob", "library") == ["Lightning Bolt", "Island"]  # it stays on top
    assert len(cards(d, "alice", "hand")) == 0
    d.pass_to_step("draw", d.player("bob"))
    assert cards(d, "alice", "hand") == ["Forest"]  # drawn at bob's upkeep, the next turn's


def test_urzas_bauble_shows_one_card_of_the_hand_at_random() -> None:
    d = position({"alice": {"battlefield": ["Test Random Bauble"], "library": ["Forest"]},
                  "bob": {"hand": ["Lightning Bolt", "Island", "Swamp"], "library": ["Island"]}})
    watcher = Watcher(d.game)
    d.act("alice", "activates", "Test Random Bauble", targets=["bob"])
    d.resolve(None)
    ((owner, card),) = _looks(d, 0)
    assert owner == 1 and card in ("Lightning Bolt", "Island", "Swamp") and _looks(d, 1) == [(1, None)]
    assert watcher.problem() is None


# ------------------------------------------------------------------ Wishclaw Talisman

compiled_card("Test Wishclaw", "Test Wishclaw enters with three wish counters on it.\n{1}, {T}, Remove a wish counter from "
              "Test Wishclaw: Search your library for a card, put it into your hand, then shuffle. An opponent gains "
              "control of Test Wishclaw. Activate only during your turn.", ("Artifact",), cost="{0}")


def test_wishclaw_passes_to_an_opponent_who_may_use_it_on_their_turn() -> None:
    d = position({"alice": {"hand": ["Test Wishclaw"], "battlefield": ["Mountain"], "library": ["Forest", "Lightning Bolt"]},
                  "bob": {"battlefield": ["Island"], "library": ["Island", "Swamp", "Plains"]}})
    cast(d, "alice", "Test Wishclaw")
    talisman = d.object("Test Wishclaw")
    assert d.game.state.objects[talisman].counters == {"wish": 3}
    d.act("alice", "activates", "Test Wishclaw", choices=["Lightning Bolt"])
    d.resolve(None)
    assert "Lightning Bolt" in cards(d, "alice", "hand")
    assert battlefield(d, "bob") == ["Island", "Test Wishclaw"]
    assert d.action_problem("bob", "activates", "Test Wishclaw") is not None  # only during its controller's turn
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "activates", "Test Wishclaw", choices=["Plains"])
    d.resolve(None)
    assert "Plains" in cards(d, "bob", "hand") and "Test Wishclaw" in battlefield(d, "alice")
    assert d.game.state.objects[d.object("Test Wishclaw")].counters == {"wish": 1}


# ------------------------------------------------------------------ escape (702.138): Uro

_URO = ("When Test Titan enters, sacrifice it unless it escaped.\nWhenever Test Titan enters or attacks, you gain 3 life "
        "and draw a card, then you may put a land card from your hand onto the battlefield.\n"
        "Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard.")
compiled_card("Test Titan", _URO, ("Creature",), cost="{1}{G}{U}", power="6", toughness="6")


def test_cast_normally_the_titan_is_sacrificed_but_its_other_trigger_still_happens() -> None:
    d = position({"alice": {"hand": ["Test Titan", "Mountain"], "battlefield": ["Forest", "Island", "Island"],
                            "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    cast(d, "alice", "Test Titan", choices=["Test Titan: When Test Titan enters, sacrifice it unless it escaped.", "Mountain"])
    assert cards(d, "alice", "graveyard") == ["Test Titan"]
    assert life(d, "alice") == 23 and "Island" in cards(d, "alice", "hand")
    assert "Mountain" in battlefield(d, "alice")  # the land put from hand


def test_the_titan_escapes_from_the_graveyard_and_stays() -> None:
    d = position({"alice": {"graveyard": ["Test Titan", "Island", "Island", "Island", "Swamp", "Swamp", "Plains"],
                            "battlefield": ["Forest", "Forest", "Island", "Island"], "library": ["Island"] * 3},
                  "bob": {"library": ["Island"] * 3}})
    cast(d, "alice", "Test Titan", from_zone="graveyard",
         choices=["Island", "Island", "Island", "Swamp", "Swamp",  # five other cards exiled (702.138a)
                  "Test Titan: When Test Titan enters, sacrifice it unless it escaped.", "no"])
    assert "Test Titan" in battlefield(d, "alice")
    assert cards(d, "alice", "graveyard") == ["Plains"] and len(cards(d, "alice", "exile")) == 5
    assert d.game.state.objects[d.object("Test Titan")].cast_with == "escape"  # 702.138c: it escaped


def test_escape_needs_five_other_cards() -> None:
    d = position({"alice": {"graveyard": ["Test Titan", "Island", "Island", "Island", "Swamp"],
                            "battlefield": ["Forest", "Forest", "Island", "Island"]}, "bob": {"library": ["Island"] * 3}})
    assert d.action_problem("alice", "casts", "Test Titan", from_zone="graveyard") is not None


# ------------------------------------------------------------------ Gix, Yawgmoth Praetor

_GIX = ("Whenever a creature deals combat damage to one of your opponents, its controller may pay 1 life. If they do, they "
        "draw a card.\n{4}{B}{B}{B}, Discard X cards: Exile the top X cards of target opponent's library. You may play "
        "lands and cast spells from among cards exiled this way without paying their mana costs.")
compiled_card("Test Praetor", _GIX, ("Creature",), cost="{0}", power="3", toughness="3")


def test_combat_damage_to_an_opponent_lets_the_creatures_controller_pay_1_life_to_draw() -> None:
    d = position({"alice": {"battlefield": ["Test Praetor", "Grizzly Bears"], "library": ["Island", "Island"]},
                  "bob": {"library": ["Island"] * 3}, "step": "main1"})
    d.attack("alice", ["Grizzly Bears"])
    d.queued[d.player("alice")] = ["yes"]
    d.pass_to_step("main2", d.player("alice"))
    assert life(d, "bob") == 18 and life(d, "alice") == 19 and cards(d, "alice", "hand") == ["Island"]


def _gix_activated(hand: list[str], library: list[str], x: int, choices: list):
    d = position({"alice": {"battlefield": ["Test Praetor"] + ["Swamp"] * 7, "hand": hand},
                  "bob": {"library": library}})
    d.act("alice", "activates", "Test Praetor", x=x, targets=["bob"], choices=choices)
    d.resolve(None)
    return d


def test_gix_exiles_x_cards_and_they_may_be_played_free_as_it_resolves() -> None:
    d = _gix_activated(["Island", "Mountain"], ["Lightning Bolt", "Forest", "Swamp"], 2,
                       ["Island", "cast Lightning Bolt without paying its mana cost", "bob", "play Forest", "no"])
    assert sorted(cards(d, "alice", "graveyard")) == ["Island", "Mountain"]  # X = 2 cards discarded
    assert life(d, "bob") == 17 and "Forest" in battlefield(d, "alice")
    assert cards(d, "bob", "library") == ["Swamp"] and cards(d, "bob", "graveyard") == ["Lightning Bolt"]


def test_gixs_cards_not_played_as_it_resolves_stay_exiled() -> None:
    d = _gix_activated(["Island"], ["Lightning Bolt", "Swamp"], 1, ["no"])
    assert cards(d, "bob", "exile") == ["Lightning Bolt"]
    assert d.action_problem("alice", "casts", "Lightning Bolt", from_zone="exile") is not None


def test_two_card_types_negated_are_both_excluded() -> None:
    """"noncreature, nonland" (Narset, Parter of Veils), "nonartifact, noncreature": neither type."""
    (spell,) = compile_text("Test Card", "Destroy target nonartifact, noncreature permanent.", ("Sorcery",))
    assert spell.targets[0].filter.not_types == ("Artifact", "Creature")
