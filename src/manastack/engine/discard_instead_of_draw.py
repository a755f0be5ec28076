"""Chains of Mephistopheles's replacement (614.11, dsl.DiscardInsteadOfDraw): "If a player would
draw a card except the first one they draw in each of their draw steps, that player discards a
card instead. If the player discards a card this way, they draw a card. If the player doesn't
discard a card this way, they mill a card."  Applying it, the player chooses a card of their
hand to discard (the draw goes on, and another such effect may replace it in turn, 614.5,
616.1); with no card left to discard, they mill a card instead of drawing.  The discards and
the mill happen as the draw would (engine/effects.py `draw_cards`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.decision import Option
from manastack.engine.player_rules import affects
from manastack.engine.queries import replacement_effects
from manastack.engine.replacement import Candidate, WouldDraw, finds

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@finds(WouldDraw)
def _discard_instead(game: Kernel, event: WouldDraw) -> Iterable[Candidate]:
    if event.by is not None:
        return
    for index, (perm, controller, effect) in enumerate(replacement_effects(game, dsl.DiscardInsteadOfDraw)):
        if effect.except_first and event.draw_step_draw:  # 504.1: the draw step's own draw
            continue
        if affects(effect.who, controller, event.player):
            yield Candidate(("static", perm, index), game.chars(perm).name,
                            lambda game, e, perm=perm: _discard_or_mill(game, e, perm), interactive=True)


def _discard_or_mill(game: Kernel, event: WouldDraw, perm: int) -> WouldDraw:
    """The player discards a card of their choice (one not already chosen for this draw), and
    the draw stays; with none, they mill a card instead."""
    hand = [o for o in game.state.players[event.player].hand if o not in event.discards]
    if not hand:
        return replace(event, by=perm, mill_instead=True)
    options = [Option("card", game.chars(o).name, o) for o in hand]
    card = game.ask(event.player, "discard", options, "discard a card instead of drawing (then draw)").value
    return replace(event, discards=(*event.discards, card))
