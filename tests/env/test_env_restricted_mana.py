"""106.6: mana with a spending restriction sits in the pool apart from other mana; the
observation has columns of its own for it ("restricted mana T"), kept up to date by the
incremental encoder from the log's `add_mana` events (which say `restricted`), equal to a
fresh view's, and the text observation shows it."""

from __future__ import annotations

import numpy as np
from support import compiled_card, position

from manastack.env import text
from manastack.env.encoding import PLAYER_FEATURES, Encoder

compiled_card("Test Env Workshop", "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.", ("Land",),
              cost=None)


def _pool_columns(obs: dict, row: int, prefix: str) -> dict[str, float]:
    players = obs["players"]
    return {name.removeprefix(prefix): float(players[row][i]) for i, name in enumerate(PLAYER_FEATURES)
            if name.startswith(prefix) and players[row][i]}


def test_restricted_mana_has_its_own_columns_kept_incrementally() -> None:
    d = position({"alice": {"battlefield": ["Test Env Workshop", "Forest"]}, "bob": {}})
    alice = d.player("alice")
    d.until_priority(alice)
    kept = Encoder()
    kept.encode(d.game, alice, None, moves=0)
    built = kept.views_built
    d.act("alice", "activates", "Test Env Workshop")
    d.act("alice", "activates", "Forest")
    obs = kept.encode(d.game, alice, None, moves=0)
    assert kept.views_built == built  # the events were applied to the kept tables
    fresh = Encoder().encode(d.game, alice, None)
    assert all(np.array_equal(obs[k], fresh[k]) for k in fresh)
    assert _pool_columns(fresh, 0, "restricted mana ") == {"C": 3.0}
    assert _pool_columns(fresh, 0, "mana ") == {"G": 1.0}


def test_the_text_observation_shows_restricted_mana() -> None:
    d = position({"alice": {"battlefield": ["Test Env Workshop"]}, "bob": {}})
    d.act("alice", "activates", "Test Env Workshop")
    shown = text.view_text(d.game.view(d.player("bob")))
    assert "mana pool {C}{C}{C} (restricted: Test Env Workshop)" in shown
