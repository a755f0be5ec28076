"""Copy effects on a permanent already on the battlefield (707.2, 613.2a, layer 1): "~ becomes a
copy of target land, except it has this ability" (Thespian's Stage; 707.9b), "... and gains this
ability" (its older wording: the ability is granted in layer 6, 613.1f), "~ becomes a copy of
target artifact until end of turn" (Mizzium Transreliquat), "~ becomes a copy of target artifact,
creature, enchantment, or land until end of turn" (Mirage Mirror).  The engine applies them in
engine/copy_effects.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.lowering import PERMANENT
from manastack.cards.oracle.phrases import NoMatch, Scope
from manastack.cards.oracle.pipeline import DURATION, duration


@clause(r"(?P<subj>~|it) becomes a copy of (?P<obj>target .+?)"
        r"(?P<ability>, except it has this ability| and gains this ability)?" + DURATION + "?")
def _becomes_a_copy(scope: Scope, m: re.Match) -> tuple:
    """707.2: the permanent itself ("~", or "it" when that is the permanent) becomes a copy of
    one target permanent; without a duration the effect lasts as long as the permanent stays
    (611.2a, Thespian's Stage's rulings)."""
    lasting = duration(m, "end_of_turn", PERMANENT)
    if m["subj"].lower() == "it" and scope.it != dsl.Self():
        raise NoMatch(m[0])
    of = phrases.obj(m["obj"], scope)
    if not isinstance(of, dsl.Target):
        raise NoMatch(m[0])
    spec = scope.targets[of.index]
    if spec.kind != "permanent" or spec.zone != "battlefield" or spec.max_count != 1 or spec.up_to:
        raise NoMatch(m[0])  # a card in a graveyard (Lazav) or several targets: not this family
    ability = (m["ability"] or "").lower()
    return (dsl.BecomeCopy(of, dsl.Self(), lasting,
                           keeps_ability="except" in ability, gains_ability="gains" in ability),)
