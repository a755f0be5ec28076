"""122.1: what counters do, each family played: P/T counters of any size (122.1a, 613.4c),
keyword counters (122.1b, 613.1f), shield counters (122.1c) and stun counters (122.1d),
through the replacement pipeline (614-616)."""

from __future__ import annotations

from support import events, position

from manastack.engine import keywords
from manastack.engine.state import BATTLEFIELD


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_122_1a_any_pt_counter_changes_power_and_toughness() -> None:
    """122.1a, 613.4c: a +2/+2 counter on a 2/2 makes it 4/4; a +1/+0 and a -0/-1 counter on a
    2/1 make it 3/0, and it dies (704.5f)."""
    d = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+2/+2": 1}},
                                            {"card": "Savannah Lions", "counters": {"+1/+0": 1, "-0/-1": 1}}]}})
    assert _pt(d, "Grizzly Bears") == (4, 4)
    assert _pt(d, "Savannah Lions") == (3, 0)
    d.pass_once()
    assert "Savannah Lions" not in [d.game.state.objects[o].card for o in d.game.state.battlefield]


def test_122_1b_a_keyword_counter_gives_its_keyword() -> None:
    """122.1b, 613.1f: a flying counter gives flying: Grizzly Bears can't block it (702.9b)."""
    d = position({"alice": {"battlefield": [{"card": "Savannah Lions", "counters": {"flying": 1}}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    lions, bears = d.object("Savannah Lions"), d.object("Grizzly Bears")
    assert d.game.chars(lions).has("flying")
    assert not keywords.can_block(d.game.kernel, bears, lions)
    d2 = position({"alice": {"battlefield": ["Savannah Lions"]}})
    assert not d2.game.chars(d2.object("Savannah Lions")).has("flying")


def test_122_1c_a_shield_counter_prevents_damage_and_is_removed() -> None:
    """122.1c: Shock's 2 damage to a creature with a shield counter is prevented, and one shield
    counter is removed; a second Shock then kills it."""
    d = position({"alice": {"hand": ["Shock", "Shock"], "battlefield": [{"card": "Mountain", "count": 2}]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"shield": 1}}]}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    obj = d.game.state.objects[bears]
    assert obj.zone == BATTLEFIELD and obj.damage == 0 and "shield" not in obj.counters
    assert [e["amount"] for e in events(d.game, "damage_prevented")] == [2]
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert bears not in d.game.state.battlefield


def test_122_1c_a_shield_counter_replaces_destruction_by_an_effect_only() -> None:
    """122.1c: "destroy" by an effect removes a shield counter instead; destruction by the
    state-based action for lethal damage (704.5g) isn't by an effect, so a creature with a
    shield counter and lethal damage marked on it dies."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": [{"card": "Plains", "count": 4}]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"shield": 1}}]}})
    d.act("alice", "casts", "Wrath of God")
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    assert d.game.state.objects[bears].counters == {}
    d2 = position({"bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"shield": 1}, "damage": 2}]}})
    d2.pass_once()
    assert not [o for o in d2.game.state.battlefield if d2.game.state.objects[o].card == "Grizzly Bears"]


def test_122_1d_a_stun_counter_replaces_untapping() -> None:
    """122.1d, 502.3: in its controller's untap step a tapped creature with a stun counter stays
    tapped and loses the counter; the next untap step untaps it."""
    d = position({"turn": 2, "step": "end", "alice": {"library": ["Island"] * 3},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "tapped": True, "counters": {"stun": 1}}],
                          "library": ["Island"] * 3}})
    bears = d.object("Grizzly Bears")
    d.pass_to_step("upkeep", player=1)
    obj = d.game.state.objects[bears]
    assert obj.tapped and "stun" not in obj.counters
    d.pass_to_step("upkeep", player=1, turn=d.game.state.turn + 2)
    assert not d.game.state.objects[bears].tapped
