"""Copies of spells another player may make (707.10): "Then that player or that permanent's
controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new
target for that copy." (Chain Lightning), "Then that permanent's controller may sacrifice a land
of their choice. If the player does, ..." (Chain of Vapor)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _pay_then_copy(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """608.2c, 707.10, 707.10c: the player dealt damage (or the damaged permanent's controller)
    may pay; if they do, they may copy the spell and choose a new target for the copy."""
    pay = fullmatch(r"then that player or that permanent's controller may pay (?P<mana>(?:\{[WUBRGC\d]\})+)",
                    text_sentences[0])
    sacrifice = fullmatch(r"then that permanent's controller may sacrifice an? (?P<desc>\w+) of their choice",
                          text_sentences[0])
    if not (pay or sacrifice):
        return None
    copy = len(text_sentences) > 1 and fullmatch(
        r"if the player does, they may copy ~ and may choose a new target for that copy", text_sentences[1])
    target = scope.it
    kind = "any" if pay else "permanent"
    if not copy or not isinstance(target, dsl.Target) or scope.targets[target.index].kind != kind \
            or len(scope.targets) != 1:
        raise NoMatch(text_sentences[0])
    if pay:
        payer = dsl.PlayerOrControllerOf(target)
        action: object = dsl.MayPay(pay["mana"].upper(), payer)
    else:  # 701.21a: the permanent (gone, 608.2h) had a controller, who may sacrifice
        described = phrases.desc(sacrifice["desc"], scope)
        if described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
            raise NoMatch(text_sentences[0])
        payer = dsl.ControllerOf(target)
        action = dsl.MaySacrificeOne(described.filter, payer)
    return [action, dsl.IfYouDo(dsl.CopySpell(dsl.Self(), new_targets=True, by=payer))], 2


effects.SENTENCE_GROUPS.insert(0, _pay_then_copy)
