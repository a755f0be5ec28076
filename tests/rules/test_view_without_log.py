"""`game.view(player, log=False)`: the same view (DESIGN.md principle 8, 400.2) without its recent
events ("log" is None), for a search's rollouts, whose policy reads no log: the per-player
logs are then not brought up to date, and a later view with its log is as it would have been."""

from __future__ import annotations

import random

from support import bundled

from manastack.engine import player_log
from manastack.engine.game import Game


def test_a_view_without_its_log_is_the_view_less_the_log_and_updates_no_log() -> None:
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=4)
    reference = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=4)
    pick = random.Random(4)
    for step in range(250):
        if game.over or reference.over:  # (both run to their next decision)
            break
        for player in (0, 1):
            full = reference.view(player)
            bare = game.view(player, log=False)
            assert bare["log"] is None and full["log"] is not None
            assert {k: v for k, v in bare.items() if k != "log"} == {k: v for k, v in full.items() if k != "log"}, step
        logs = player_log._LOGS.get(game.kernel)
        assert logs is None or logs.done < game.log.size or step == 0
        index = pick.randrange(len(game.decision.options))
        game.choose(index)
        reference.choose(index)
    assert game.view(1) == reference.view(1) and game.events_for(0) == reference.events_for(0)
