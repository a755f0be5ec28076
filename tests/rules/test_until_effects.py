"""610.3: one-shot effects that exile an object "until" an event: the second one-shot effect
returns it immediately after that event (610.3), under its owner's control (610.3c), together
with every other card the same event frees (610.3d); replacement effects on entering apply
(614.12).  Issue 13 item 7: the return happened only at the next state-based action check."""

from __future__ import annotations

from support import battlefield, cards, events, life, position

from manastack.cards import dsl, registry

registry.register(dsl.CardDef(
    name="Test Purge of Enchantments",
    faces=(dsl.Face(name="Test Purge of Enchantments", mana_cost="{W}", types=("Sorcery",),
                    abilities=(dsl.SpellAbility((dsl.DestroyAll(dsl.Filter(types=("Enchantment",))),),
                                                text="Destroy all enchantments."),)),),
    source="test",
))


def _banished_bears(extra_alice: list | None = None, alice_hand: list | None = None):
    """Bob's Banishing Light has exiled alice's Grizzly Bears; alice has priority in her main phase."""
    d = position({"active": "bob",
                  "alice": {"hand": alice_hand or ["Disenchant"],
                            "battlefield": ["Grizzly Bears", *(extra_alice or []), "Plains", "Plains"],
                            "library": ["Island", "Island"]},
                  "bob": {"hand": ["Banishing Light"], "battlefield": ["Plains", "Plains", "Plains"],
                          "library": ["Island", "Island"]}})
    d.queued[1] = ["Grizzly Bears"]
    d.act("bob", "casts", "Banishing Light")
    d.resolve(None)
    d.resolve(None)
    assert cards(d, "alice", "exile") == ["Grizzly Bears"]
    d.pass_until(lambda: d.game.state.active == 0 and d.game.state.step == "main1"
                 and d.decision is not None and d.decision.kind == "priority")
    return d


def test_610_3_the_exiled_card_returns_before_the_destroying_spell_finishes_resolving() -> None:
    """610.3: the Bears return as Banishing Light leaves, while Disenchant is still resolving:
    the return comes before Disenchant's own zone change to the graveyard (608.2n)."""
    d = _banished_bears()
    d.act("alice", "casts", "Disenchant", targets=["Banishing Light"])
    d.resolve(1)
    log = list(d.game.log)
    returned = next(i for i, e in enumerate(log) if e["type"] == "zone_change" and e["card"] == "Grizzly Bears"
                    and e["to"] == "battlefield")
    disenchant_done = next(i for i, e in enumerate(log) if e["type"] == "zone_change" and e["card"] == "Disenchant"
                           and e["from"] == "stack")
    assert returned < disenchant_done
    assert "Grizzly Bears" in battlefield(d, "alice")
    assert d.game.state.objects[d.object("Grizzly Bears")].controller == 0  # 610.3c


def test_610_3_card_advantage_counts_the_returned_card() -> None:
    """610.3 with Toofer's card advantage (docs/playtest-cards.md): alice's Disenchant trades
    one card for bob's Banishing Light and gets the Bears back during the resolution, so she
    gains card advantage (+0 against bob's -1) and Toofer makes bob lose 2 life."""
    d = _banished_bears(extra_alice=["Toofer, Keeper of the Full Grip"])
    d.act("alice", "casts", "Disenchant", targets=["Banishing Light"])
    d.resolve(None)
    assert events(d.game, "card_advantage")
    assert life(d, "bob") == 18


def test_610_3_no_card_advantage_without_the_return() -> None:
    """The same trade without a linked card: Disenchant on a plain enchantment is one card for
    one, so Toofer doesn't trigger (the test above depends on the return)."""
    d = position({"alice": {"hand": ["Disenchant"], "battlefield": ["Toofer, Keeper of the Full Grip", "Plains", "Plains"]},
                  "bob": {"battlefield": ["Banishing Light"]}})
    d.act("alice", "casts", "Disenchant", targets=["Banishing Light"])
    d.resolve(None)
    assert not events(d.game, "card_advantage")
    assert life(d, "bob") == 20


def test_610_3d_cards_freed_by_one_event_return_together() -> None:
    """610.3d: two Banishing Lights destroyed by one event free their cards at the same time,
    before the destroying spell finishes resolving."""
    d = position({"active": "bob",
                  "alice": {"hand": ["Test Purge of Enchantments"],
                            "battlefield": ["Grizzly Bears", "Glory Seeker", "Plains"], "library": ["Island"]},
                  "bob": {"hand": ["Banishing Light", "Banishing Light"], "battlefield": ["Plains"] * 6,
                          "library": ["Island", "Island"]}})
    d.queued[1] = ["Grizzly Bears", "Glory Seeker"]
    for _ in range(2):
        d.act("bob", "casts", "Banishing Light")
        d.resolve(None)
        d.resolve(None)
    assert sorted(cards(d, "alice", "exile")) == ["Glory Seeker", "Grizzly Bears"]
    d.pass_until(lambda: d.game.state.active == 0 and d.game.state.step == "main1"
                 and d.decision is not None and d.decision.kind == "priority")
    d.act("alice", "casts", "Test Purge of Enchantments")
    d.resolve(1)
    log = list(d.game.log)
    entered = [i for i, e in enumerate(log) if e["type"] == "zone_change" and e["to"] == "battlefield"
               and e["card"] in ("Grizzly Bears", "Glory Seeker")]
    lights_gone = max(i for i, e in enumerate(log) if e["type"] == "zone_change" and e["card"] == "Banishing Light"
                      and e["from"] == "battlefield")
    purge_done = next(i for i, e in enumerate(log) if e["type"] == "zone_change"
                      and e["card"] == "Test Purge of Enchantments" and e["from"] == "stack")
    assert len(entered) == 2 and lights_gone < min(entered) and max(entered) < purge_done
    assert sorted(n for n in battlefield(d, "alice") if n != "Plains") == ["Glory Seeker", "Grizzly Bears"]
