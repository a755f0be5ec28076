"""509.3, 511.2, 603.7a: a creature's own combat triggers, compiled from Oracle text and played:
"Whenever ~ becomes blocked, it gets +2/+2 until end of turn" (once, 509.3c), "Whenever ~
becomes blocked by a creature, ~ gets +1/+1" (once per blocker, 509.3d), "... by a non-Wall
creature, destroy that creature", "Whenever ~ blocks, it gets +0/+2" (509.3a), "When ~ attacks
or blocks, sacrifice it at end of combat" (a delayed trigger as the end of combat step begins),
"Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat", "Whenever ~
becomes blocked, defending player discards a card".  Mutations compile to other trees that play
as written, or are refused."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text


def _creature(name: str, text: str = "", power: str = "2", toughness: str = "2", subtypes: tuple = ("Goblin",)) -> None:
    abilities = compile_text(name, text, ("Creature",), subtypes=subtypes) if text else ()
    face = dsl.Face(name=name, mana_cost="{1}{R}", types=("Creature",), subtypes=subtypes, power=power,
                    toughness=toughness, abilities=abilities)
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_creature("Trig Charger", "Whenever Trig Charger becomes blocked, it gets +2/+2 until end of turn.")
_creature("Trig Swarm Fighter", "Whenever Trig Swarm Fighter becomes blocked by a creature, Trig Swarm Fighter gets "
                                "+1/+1 until end of turn.")
_creature("Trig Wall Hater", "Whenever Trig Wall Hater becomes blocked by a non-Wall creature, destroy that creature.",
          "1", "1")
_creature("Trig Guard", "Whenever Trig Guard blocks, it gets +0/+2 until end of turn.", "1", "1")
_creature("Trig Berserker", "When Trig Berserker attacks or blocks, sacrifice it at end of combat.", "3", "3")
_creature("Trig Fader", "Whenever Trig Fader attacks or blocks, remove a +1/+1 counter from it at end of combat.",
          "0", "0")
_creature("Trig Robber", "Whenever Trig Robber becomes blocked, defending player discards a card.", "1", "1")
_creature("Trig Wall", "Defender", "0", "5", ("Wall",))
_creature("Trig Cockatrice", "Whenever Trig Cockatrice blocks or becomes blocked by a non-Wall creature, destroy that "
                             "creature at end of combat.", "1", "1")
_creature("Trig Frost Giant", "Whenever Trig Frost Giant deals combat damage to a creature, tap that creature and it "
                              "doesn't untap during its controller's next untap step.", "1", "5")
_creature("Trig Escapee", "Whenever Trig Escapee becomes blocked, you may untap it and remove it from combat.")
_creature("Trig Bouncer", "Whenever Trig Bouncer blocks a creature, return that creature to its owner's hand at end of "
                         "combat.", "0", "4")
_creature("Trig Duelist", "Whenever Trig Duelist blocks a creature without flying, Trig Duelist gets +1/+0 until end of "
                          "turn.", "1", "3")
_creature("Trig Raider", "Whenever Trig Raider attacks and isn't blocked, defending player discards a card.", "1", "1")
_creature("Trig Gang Fighter", "Whenever Trig Gang Fighter becomes blocked, it gets +1/+1 until end of turn for each "
                              "creature blocking it.")
_creature("Trig Watcher", "Whenever a creature blocks, Trig Watcher deals 1 damage to that creature's controller.",
          "0", "3")
_creature("Trig Melee", "Melee", "2", "2")
_creature("Trig Aurochs", "Whenever Trig Aurochs attacks, it gets +1/+0 until end of turn for each other attacking "
                         "Aurochs.", "2", "2", ("Aurochs",))
_creature("Trig Thallid", "When Trig Thallid blocks a creature, destroy that creature and Trig Thallid.", "0", "1")
_creature("Trig Venom", "Whenever Trig Venom deals combat damage to a creature, destroy that creature at end of combat.",
          "1", "1")
_creature("Trig Ox", "", "1", "4", ("Ox",))


def _through_blocks(alice: list[str], bob: list[str], attackers: list[str], blocks: dict, **extra):
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": alice},
                  "bob": {"battlefield": bob, **extra}})
    d.attack("alice", attackers)
    d.block("bob", blocks)
    d.pass_until(lambda: d.game.state.step == "combat_damage")
    return d


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_509_3c_becomes_blocked_triggers_once_however_many_block() -> None:
    """509.3c: blocked by two creatures, Trig Charger's ability triggers once: 4/4, not 6/6."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Trig Charger"]},
                  "bob": {"battlefield": ["Trig Ox", "Grizzly Bears"]}})
    d.attack("alice", ["Trig Charger"])
    assert _pt(d, "Trig Charger") == (2, 2)
    d.block("bob", {"Trig Ox": "Trig Charger", "Grizzly Bears": "Trig Charger"})
    d.pass_until(lambda: d.game.state.step == "combat_damage")
    assert _pt(d, "Trig Charger") == (4, 4)


def test_509_3c_unblocked_it_doesnt_trigger() -> None:
    """509.3c: not blocked, nothing triggers; its 2 damage goes to bob."""
    d = _through_blocks(["Trig Charger"], ["Trig Ox"], ["Trig Charger"], {})
    assert _pt(d, "Trig Charger") == (2, 2)


@pytest.mark.parametrize("blockers", [1, 2])
def test_509_3c_for_each_creature_blocking_it(blockers: int) -> None:
    """509.3c, 509.1h: once, +1/+1 for each creature blocking Trig Gang Fighter as it resolves."""
    blocks = {"Trig Ox": "Trig Gang Fighter", "Grizzly Bears": "Trig Gang Fighter"}
    d = _through_blocks(["Trig Gang Fighter"], ["Trig Ox", "Grizzly Bears"], ["Trig Gang Fighter"],
                        dict(list(blocks.items())[:blockers]))
    assert _pt(d, "Trig Gang Fighter") == (2 + blockers, 2 + blockers)


def test_509_3d_becomes_blocked_by_a_creature_triggers_for_each_blocker() -> None:
    """509.3d: blocked by two creatures, the ability triggers twice: 4/4."""
    d = _through_blocks(["Trig Swarm Fighter"], ["Trig Ox", "Grizzly Bears"], ["Trig Swarm Fighter"],
                        {"Trig Ox": "Trig Swarm Fighter", "Grizzly Bears": "Trig Swarm Fighter"})
    assert _pt(d, "Trig Swarm Fighter") == (4, 4)


def test_509_3d_that_creature_is_the_blocker_and_the_filter_counts() -> None:
    """509.3d, 509.3f: the non-Wall blocker (Grizzly Bears) is destroyed; the Wall isn't."""
    d = _through_blocks(["Trig Wall Hater"], ["Trig Wall", "Grizzly Bears"], ["Trig Wall Hater"],
                        {"Trig Wall": "Trig Wall Hater", "Grizzly Bears": "Trig Wall Hater"})
    names = [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "Grizzly Bears" not in names
    assert "Trig Wall" in names and "Trig Wall Hater" in names


def test_509_3a_blocks_triggers_for_the_blocker_only() -> None:
    """509.3a: Trig Guard blocking gets +0/+2 (1/3) and survives Grizzly Bears; attacking, it
    doesn't trigger."""
    d = _through_blocks(["Grizzly Bears"], ["Trig Guard"], ["Grizzly Bears"], {"Trig Guard": "Grizzly Bears"})
    assert _pt(d, "Trig Guard") == (1, 3)
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert "Trig Guard" in [d.game.chars(o).name for o in d.game.state.battlefield]
    d = _through_blocks(["Trig Guard"], [], ["Trig Guard"], {})
    assert _pt(d, "Trig Guard") == (1, 1)


@pytest.mark.parametrize("blocking", [False, True])
def test_511_2_sacrifice_it_at_end_of_combat_after_attacking_or_blocking(blocking: bool) -> None:
    """511.2, 603.7a: Trig Berserker deals its combat damage, then is sacrificed as the end of
    combat step begins, whether it attacked or blocked."""
    if blocking:
        d = _through_blocks(["Grizzly Bears"], ["Trig Berserker"], ["Grizzly Bears"],
                            {"Trig Berserker": "Grizzly Bears"})
    else:
        d = _through_blocks(["Trig Berserker"], [], ["Trig Berserker"], {})
    assert "Trig Berserker" in [d.game.chars(o).name for o in d.game.state.battlefield]
    d.pass_until(lambda: d.game.state.step == "end_of_combat" and not d.game.state.stack
                 and not d.game.state.pending_triggers)
    d.pass_until(lambda: d.game.state.step != "end_of_combat")
    names = [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "Trig Berserker" not in names
    if blocking:
        assert "Grizzly Bears" not in names  # 3 damage from the Berserker before it went
    else:
        assert d.game.state.players[1].life == 17


def test_511_2_remove_a_counter_from_it_at_end_of_combat() -> None:
    """511.2: Trig Fader (0/0 with two +1/+1 counters) attacks as a 2/2, then loses a counter at
    end of combat: 1/1 with one counter."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": [{"card": "Trig Fader", "counters": {"+1/+1": 2}}]}})
    d.attack("alice", ["Trig Fader"])
    d.block("bob", {})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    d.pass_until(lambda: d.game.state.step != "end_of_combat")
    assert d.game.state.players[1].life == 18
    fader = d.object("Trig Fader")
    assert d.game.state.objects[fader].counters.get("+1/+1") == 1
    assert _pt(d, "Trig Fader") == (1, 1)


def test_506_2_becomes_blocked_defending_player_discards() -> None:
    """506.2: the defending player (bob) discards a card when Trig Robber becomes blocked."""
    d = _through_blocks(["Trig Robber"], ["Trig Ox"], ["Trig Robber"], {"Trig Ox": "Trig Robber"},
                        hand=["Forest"])
    bob = d.game.state.players[1]
    assert bob.hand == []
    assert [d.game.state.objects[o].card for o in bob.graveyard] == ["Forest"]


def _names(d) -> list[str]:
    return [d.game.chars(o).name for o in d.game.state.battlefield]


def _past_end_of_combat(d) -> None:
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    d.pass_until(lambda: d.game.state.step != "end_of_combat")


@pytest.mark.parametrize("blocking", [False, True])
def test_509_3d_603_7_that_creature_is_destroyed_at_end_of_combat(blocking: bool) -> None:
    """509.3a, 509.3d, 603.7: Trig Cockatrice blocks or is blocked by Trig Ox (1/4): the Ox
    survives the combat damage and is destroyed as the end of combat step begins."""
    if blocking:
        d = _through_blocks(["Trig Ox"], ["Trig Cockatrice"], ["Trig Ox"], {"Trig Cockatrice": "Trig Ox"})
        ox_owner = 0
    else:
        d = _through_blocks(["Trig Cockatrice"], ["Trig Ox"], ["Trig Cockatrice"], {"Trig Ox": "Trig Cockatrice"})
        ox_owner = 1
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert "Trig Ox" in _names(d)  # not yet: at end of combat
    d.pass_until(lambda: d.game.state.step != "end_of_combat")
    assert "Trig Ox" not in _names(d)
    assert [d.game.state.objects[o].card for o in d.game.state.players[ox_owner].graveyard] == ["Trig Ox"]


def test_509_3d_a_wall_blocking_it_isnt_destroyed() -> None:
    """509.3d: "non-Wall": Trig Wall blocking Trig Cockatrice stays."""
    d = _through_blocks(["Trig Cockatrice"], ["Trig Wall"], ["Trig Cockatrice"], {"Trig Wall": "Trig Cockatrice"})
    _past_end_of_combat(d)
    assert "Trig Wall" in _names(d)


def test_510_2_combat_damage_to_a_creature_taps_it_and_it_stays_tapped() -> None:
    """510.2, 502.3: Trig Frost Giant deals combat damage to its blocker, Trig Ox: the Ox is
    tapped and doesn't untap during bob's next untap step; Trig Ox dealt damage to nothing
    triggers nothing on alice's side."""
    d = _through_blocks(["Trig Frost Giant"], ["Trig Ox"], ["Trig Frost Giant"], {"Trig Ox": "Trig Frost Giant"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    ox = d.object("Trig Ox")
    assert d.game.state.objects[ox].tapped
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "upkeep")
    assert d.game.state.objects[ox].tapped


def test_510_2_combat_damage_to_a_creature_destroy_it_at_end_of_combat() -> None:
    """510.2, 603.7: Trig Venom deals 1 combat damage to Trig Ox (1/4): the Ox is destroyed at
    end of combat; unblocked, Trig Venom deals damage to a player and nothing happens."""
    d = _through_blocks(["Trig Venom"], ["Trig Ox"], ["Trig Venom"], {"Trig Ox": "Trig Venom"})
    _past_end_of_combat(d)
    assert "Trig Ox" not in _names(d)
    d = _through_blocks(["Trig Venom"], ["Trig Ox"], ["Trig Venom"], {})
    _past_end_of_combat(d)
    assert "Trig Ox" in _names(d)
    assert d.game.state.players[1].life == 19


@pytest.mark.parametrize("escape", [True, False])
def test_506_4_untap_it_and_remove_it_from_combat(escape: bool) -> None:
    """506.4, 510.1: blocked by Trig Ox, Trig Escapee may untap and leave combat: then neither
    deals combat damage to the other; declined, it stays tapped and the damage is dealt."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Trig Escapee"]},
                  "bob": {"battlefield": ["Trig Ox"]}})
    d.attack("alice", ["Trig Escapee"], choices=["yes" if escape else "no"])
    d.block("bob", {"Trig Ox": "Trig Escapee"})
    _past_end_of_combat(d)
    escapee, ox = d.object("Trig Escapee"), d.object("Trig Ox")
    assert d.game.state.objects[escapee].tapped != escape
    assert d.game.state.objects[ox].damage == (0 if escape else 2)
    assert d.game.state.objects[escapee].damage == (0 if escape else 1)


def test_509_3b_blocks_a_creature_that_creature_returns_at_end_of_combat() -> None:
    """509.3b, 603.7: Trig Bouncer blocks Grizzly Bears: the Bears goes back to alice's hand at
    end of combat."""
    d = _through_blocks(["Grizzly Bears"], ["Trig Bouncer"], ["Grizzly Bears"], {"Trig Bouncer": "Grizzly Bears"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert "Grizzly Bears" in _names(d)
    d.pass_until(lambda: d.game.state.step != "end_of_combat")
    assert "Grizzly Bears" not in _names(d)
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].hand] == ["Grizzly Bears"]


def test_509_3b_destroy_that_creature_and_itself() -> None:
    """509.3b, 701.8a: Trig Thallid blocks Trig Ox: both are destroyed before combat damage."""
    d = _through_blocks(["Trig Ox"], ["Trig Thallid"], ["Trig Ox"], {"Trig Thallid": "Trig Ox"})
    assert "Trig Ox" not in _names(d) and "Trig Thallid" not in _names(d)
    assert d.game.state.players[1].life == 20


def test_509_3b_the_blocked_creature_must_fit_the_description() -> None:
    """509.3b, 509.3f: "blocks a creature without flying": blocking Grizzly Bears, Trig Duelist
    gets +1/+0; the mutation "with flying" doesn't trigger for the Bears."""
    d = _through_blocks(["Grizzly Bears"], ["Trig Duelist"], ["Grizzly Bears"], {"Trig Duelist": "Grizzly Bears"})
    assert _pt(d, "Trig Duelist") == (2, 3)
    _creature("Trig Sky Duelist", "Whenever Trig Sky Duelist blocks a creature with flying, Trig Sky Duelist gets "
                                  "+1/+0 until end of turn.", "1", "3")
    d = _through_blocks(["Grizzly Bears"], ["Trig Sky Duelist"], ["Grizzly Bears"], {"Trig Sky Duelist": "Grizzly Bears"})
    assert _pt(d, "Trig Sky Duelist") == (1, 3)


@pytest.mark.parametrize("blocked", [False, True])
def test_509_3g_attacks_and_isnt_blocked(blocked: bool) -> None:
    """509.3g, 506.2: unblocked, Trig Raider makes the defending player (bob) discard; blocked,
    nothing happens."""
    d = _through_blocks(["Trig Raider"], ["Trig Ox"], ["Trig Raider"], {"Trig Ox": "Trig Raider"} if blocked else {},
                        hand=["Forest"])
    assert len(d.game.state.players[1].hand) == (1 if blocked else 0)
    assert len(d.game.state.players[0].hand) == 0


def test_509_3a_whenever_a_creature_blocks_once_for_each_blocker() -> None:
    """509.3a: two of bob's creatures block: Trig Watcher (alice's) deals 1 damage to bob twice
    (that creature's controller)."""
    d = _through_blocks(["Trig Watcher", "Grizzly Bears"], ["Trig Ox", "Savannah Lions"], ["Grizzly Bears"],
                        {"Trig Ox": "Grizzly Bears", "Savannah Lions": "Grizzly Bears"})
    assert d.game.state.players[1].life == 18
    assert d.game.state.players[0].life == 20


@pytest.mark.parametrize("attacks_player", [True, False])
def test_702_121a_melee_counts_the_opponents_attacked(attacks_player: bool) -> None:
    """702.121a: attacking bob, Trig Melee gets +1/+1; attacking only a planeswalker bob controls,
    no opponent was attacked: +0/+0."""
    bob = {"battlefield": ["Jace, the Mind Sculptor"]} if not attacks_player else {}
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Trig Melee"]}, "bob": bob})
    d.attack("alice", {"Trig Melee": "bob" if attacks_player else "Jace, the Mind Sculptor"})
    d.block("bob", {})
    assert _pt(d, "Trig Melee") == ((3, 3) if attacks_player else (2, 2))


def test_for_each_other_attacking_aurochs() -> None:
    """"for each other attacking Aurochs": two Trig Aurochs attack with Grizzly Bears: each gets
    +1/+0 (the other Aurochs, not itself nor the Bears)."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": [
        {"card": "Trig Aurochs", "as": "first"}, {"card": "Trig Aurochs", "as": "second"}, "Grizzly Bears"]}})
    d.attack("alice", ["first", "second", "Grizzly Bears"])
    d.block("bob", {})
    assert [_pt(d, n) for n in ("first", "second")] == [(3, 2), (3, 2)]


@pytest.mark.parametrize(("line", "event", "subject"), [
    ("Whenever ~ becomes blocked by a Wall, ~ gets +1/+1 until end of turn.", "blocked_by",
     dsl.Filter(types=("Creature",), subtypes=("Wall",))),
    ("Whenever ~ becomes blocked by a nonblack creature, ~ gets +1/+1 until end of turn.", "blocked_by",
     dsl.Filter(types=("Creature",), not_colors=("B",))),
    ("Whenever ~ blocks or becomes blocked, ~ gets +1/+1 until end of turn.", "blocks_or_becomes_blocked", None),
    ("Whenever ~ attacks or blocks, ~ gets +1/+1 until end of turn.", "attacks_or_blocks", None),
    ("Whenever ~ blocks or becomes blocked by a nonblack creature, destroy that creature at end of combat.",
     "blocks_or_blocked_by", dsl.Filter(types=("Creature",), not_colors=("B",))),
    ("Whenever ~ becomes blocked by a nonblack creature, destroy that creature at end of combat.",
     "blocked_by", dsl.Filter(types=("Creature",), not_colors=("B",))),
    ("Whenever ~ deals combat damage to a creature, destroy that creature.", "combat_damage_to_creature", None),
    ("Whenever ~ blocks a creature, destroy that creature.", "blocks_creature", None),
    ("Whenever ~ blocks a Wall, destroy that creature.", "blocks_creature",
     dsl.Filter(types=("Creature",), subtypes=("Wall",))),
    ("Whenever ~ attacks and isn't blocked, draw a card.", "attacks_unblocked", None),
    ("Whenever a creature you control blocks, draw a card.", "blocks", dsl.Filter(types=("Creature",), controller="you")),
])
def test_mutated_trigger_conditions_compile_to_their_own_trees(line: str, event: str, subject) -> None:
    """Another event or another kind of blocker: another trigger condition."""
    ability = compile_text("Test Card", line.replace("~", "Test Card"), ("Creature",))[0]
    assert (ability.trigger.event, ability.trigger.subject) == (event, subject)


@pytest.mark.parametrize("line", [
    "Whenever ~ becomes blocked by a creature, it deals 2 damage to that creature.",  # "it": ~ or the blocker?
    "Whenever ~ blocks or becomes blocked by a creature, it deals 1 damage to that creature.",
    "Whenever ~ deals combat damage to a creature, destroy target creature at end of combat.",
    "Whenever ~ deals combat damage to a creature, that creature's controller sacrifices it at end of combat.",
    "Whenever ~ becomes blocked by two creatures, ~ gets +1/+1 until end of turn.",
    "Whenever ~ becomes blocked by a creature you control, ~ gets +1/+1 until end of turn.",
    "Whenever ~ blocks two creatures, return that creature to its owner's hand at end of combat.",
    "Whenever ~ attacks and isn't blocked this turn, draw a card.",
    "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking target creature.",
])
def test_mutated_wordings_the_engine_doesnt_know_are_refused(line: str) -> None:
    text = line.replace("~", "Test Card")
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", text, ("Creature",))
    assert refused.value.phrases == [text]


def test_506_4_a_creature_removed_from_combat_is_no_longer_blocked() -> None:
    """506.4, 509.1h: once Trig Escapee leaves combat it is neither attacking nor blocked."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Trig Escapee"]},
                  "bob": {"battlefield": ["Trig Ox"]}})
    d.attack("alice", ["Trig Escapee"], choices=["yes"])
    d.block("bob", {"Trig Ox": "Trig Escapee"})
    escapee = d.object("Trig Escapee")
    d.pass_until(lambda: d.game.state.step == "combat_damage" or not d.game.state.stack
                 and escapee not in d.game.state.combat.attackers)
    combat = d.game.state.combat
    assert escapee not in combat.attackers
    assert escapee not in combat.blocked
