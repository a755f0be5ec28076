"""608.2c, 707.10, 707.10c: "~ deals 3 damage to any target. Then that player or that permanent's
controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new
target for that copy." (Chain Lightning): the player dealt damage (or the damaged creature's
controller) is asked to pay; if they pay they may copy the spell, control the copy and give it a
new target; declining or having no red mana ends it.  Mutations: another cost; the payer
sentence without the copy sentence, or after a spell with two targets, is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_CHAIN = ("Test Chain deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}. If "
          "the player does, they may copy this spell and may choose a new target for that copy.")
compiled_card("Test Chain", _CHAIN, ("Sorcery",), cost="{0}")


def _choose(d, kind: str, label: str = "") -> None:
    d.pass_until(lambda: d.game.decision.kind == kind)
    d.choose(next(o for o in d.game.decision.options if o.kind in (kind, "pay", "yes", "target", "keep")
                  and o.label.startswith(label)))


def test_707_10_the_damaged_player_pays_and_copies_it_back() -> None:
    d = position({"alice": {"hand": ["Test Chain"]}, "bob": {"battlefield": ["Mountain", "Mountain"]}})
    d.act("alice", "casts", "Test Chain", targets=["bob"])
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    assert d.game.decision.player == d.player("bob")
    d.choose(next(o for o in d.game.decision.options if o.kind == "pay"))
    d.pass_until(lambda: d.game.decision.kind == "may")
    assert d.game.decision.player == d.player("bob")
    d.choose(next(o for o in d.game.decision.options if o.value is True))
    d.pass_until(lambda: d.game.decision.kind == "target")
    d.choose(next(o for o in d.game.decision.options if o.label.startswith("alice")))
    d.resolve(None)
    assert life(d, "bob") == 17 and life(d, "alice") == 17  # alice has no red mana to copy it again
    copied = [e for e in d.game.log if e["type"] == "spell_copied"]
    assert len(copied) == 1 and copied[0]["player"] == d.player("bob")


def test_declining_to_pay_ends_it() -> None:
    d = position({"alice": {"hand": ["Test Chain"]}, "bob": {"battlefield": ["Mountain", "Mountain"]}})
    d.act("alice", "casts", "Test Chain", targets=["bob"])
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    d.choose(next(o for o in d.game.decision.options if o.kind == "decline"))
    d.resolve(None)
    assert life(d, "bob") == 17 and life(d, "alice") == 20
    assert not [e for e in d.game.log if e["type"] == "spell_copied"]


def test_a_creatures_controller_is_the_one_asked() -> None:
    d = position({"alice": {"hand": ["Test Chain"]}, "bob": {"battlefield": ["Grizzly Bears", "Mountain", "Mountain"]}})
    d.act("alice", "casts", "Test Chain", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    assert d.game.decision.player == d.player("bob")  # its last known controller: it died (608.2h)


def test_the_tree() -> None:
    (spell,) = compile_text("Test Chain", _CHAIN, ("Sorcery",))
    payer = dsl.PlayerOrControllerOf(dsl.Target(0))
    assert spell.effects[1:] == (dsl.MayPay("{R}{R}", payer),
                                 dsl.IfYouDo(dsl.CopySpell(dsl.Self(), new_targets=True, by=payer)))


def test_mutation_another_cost() -> None:
    (spell,) = compile_text("Test Chain", _CHAIN.replace("{R}{R}", "{U}{U}"), ("Sorcery",))
    assert spell.effects[1].mana == "{U}{U}"


@pytest.mark.parametrize("text", [
    "Test Chain deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}.",
    "Test Chain deals 3 damage to any target and 2 damage to any target. Then that player or that permanent's "
    "controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target for that copy.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Chain", text, ("Sorcery",))


_VAPOR = ("Return target nonland permanent to its owner's hand. Then that permanent's controller may sacrifice a land of "
          "their choice. If the player does, they may copy this spell and may choose a new target for that copy.")
compiled_card("Test Vapor", _VAPOR, ("Instant",), cost="{0}")


def test_701_21a_the_bounced_permanents_controller_sacrifices_a_land_and_copies() -> None:
    d = position({"alice": {"hand": ["Test Vapor"], "battlefield": ["Llanowar Elves"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Forest"]}})
    d.act("alice", "casts", "Test Vapor", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.decision.kind == "may")
    assert d.game.decision.player == d.player("bob")
    d.choose(next(o for o in d.game.decision.options if o.label == "sacrifice Forest"))
    d.pass_until(lambda: d.game.decision.kind == "may")
    d.choose(next(o for o in d.game.decision.options if o.value is True))  # copy it
    d.pass_until(lambda: d.game.decision.kind == "target")
    d.choose(next(o for o in d.game.decision.options if o.label.startswith("Llanowar Elves")))
    d.resolve(None)
    assert [d.game.state.objects[o].card for o in d.game.state.players[d.player("bob")].hand] == ["Grizzly Bears"]
    assert [d.game.state.objects[o].card for o in d.game.state.players[d.player("alice")].hand] == ["Llanowar Elves"]
    assert [d.game.state.objects[o].card for o in d.game.state.players[d.player("bob")].graveyard] == ["Forest"]


def test_not_sacrificing_ends_it() -> None:
    d = position({"alice": {"hand": ["Test Vapor"], "battlefield": ["Llanowar Elves"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Forest"]}})
    d.act("alice", "casts", "Test Vapor", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.decision.kind == "may")
    d.choose(next(o for o in d.game.decision.options if o.kind == "no"))
    d.resolve(None)
    assert not [e for e in d.game.log if e["type"] == "spell_copied"]
    assert "Forest" not in [d.game.state.objects[o].card for o in d.game.state.players[d.player("bob")].graveyard]


def test_vapor_tree() -> None:
    (spell,) = compile_text("Test Vapor", _VAPOR, ("Instant",))
    who = dsl.ControllerOf(dsl.Target(0))
    assert spell.effects[1:] == (dsl.MaySacrificeOne(dsl.Filter(types=("Land",)), who),
                                 dsl.IfYouDo(dsl.CopySpell(dsl.Self(), new_targets=True, by=who)))


def test_vapor_mutation_another_permanent_type() -> None:
    (spell,) = compile_text("Test Vapor", _VAPOR.replace("sacrifice a land", "sacrifice a creature"), ("Instant",))
    assert spell.effects[1].filter == dsl.Filter(types=("Creature",))
