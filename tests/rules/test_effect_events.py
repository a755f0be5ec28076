"""A logged event never changes (DESIGN.md principle 5): the "effect" event keeps the parameters
an effect began with, though the effect's own change as it is used (615.7: a prevention shield
used up).  Found by the corpus fuzz (seed 7003 of the restriction cards): the event and the
shield shared one dict, so the log's remembered JSON and the event disagreed, and a replay's
log differed from the original's."""

from __future__ import annotations

import json

from support import compiled_card, events, position

compiled_card("Test Event Salve", "Prevent the next 3 damage that would be dealt to any target this turn.",
              ("Instant",))


def test_the_effect_event_keeps_the_shield_amount_it_began_with() -> None:
    d = position({"alice": {"hand": ["Test Event Salve", "Shock"], "battlefield": ["Kalonian Tusker"] + ["Mountain"] * 2}})
    d.act("alice", "casts", "Test Event Salve", targets=["Kalonian Tusker"])
    d.resolve(None)
    d.act("alice", "casts", "Shock", targets=["Kalonian Tusker"])
    d.resolve(None)
    (shield,) = d.game.state.effects
    assert shield.params["amount"] == 1  # 615.7: 2 of the 3 were used
    (began,) = [e for e in events(d.game, "effect") if e["kind"] == shield.kind]
    assert began["params"]["amount"] == 3
    texts = d.game.log.json_items()
    assert texts == [json.dumps(e, separators=(",", ":")) for e in d.game.log[0:len(texts)]]
