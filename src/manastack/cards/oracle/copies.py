"""Copies of spells another player may make (707.10): "Then that player or that permanent's
controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new
target for that copy." (Chain Lightning)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _pay_then_copy(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """608.2c, 707.10, 707.10c: the player dealt damage (or the damaged permanent's controller)
    may pay; if they do, they may copy the spell and choose a new target for the copy."""
    pay = fullmatch(r"then that player or that permanent's controller may pay (?P<mana>(?:\{[WUBRGC\d]\})+)",
                    text_sentences[0])
    if not pay:
        return None
    copy = len(text_sentences) > 1 and fullmatch(
        r"if the player does, they may copy ~ and may choose a new target for that copy", text_sentences[1])
    target = scope.it
    if not copy or not isinstance(target, dsl.Target) or scope.targets[target.index].kind != "any" \
            or len(scope.targets) != 1:
        raise NoMatch(text_sentences[0])
    payer = dsl.PlayerOrControllerOf(target)
    return [dsl.MayPay(pay["mana"].upper(), payer),
            dsl.IfYouDo(dsl.CopySpell(dsl.Self(), new_targets=True, by=payer))], 2


effects.SENTENCE_GROUPS.insert(0, _pay_then_copy)
